"""scenes/core/surface_cache.py: pictures cached up to a budget in bytes, least recently used
dropped first; theme's text cache is one."""

from __future__ import annotations

import pygame

from scenes.core import theme
from scenes.core.surface_cache import surface_bytes, surface_cache


def test_the_least_recently_used_pictures_go_once_the_bytes_pass_the_budget():
    made: list[int] = []

    @surface_cache(3 * 100 * 100 * 4)  # three 100x100 pictures of 32 bits
    def square(n: int, size: int = 100) -> pygame.Surface:
        made.append(n)
        return pygame.Surface((size, size), pygame.SRCALPHA)

    a = square(1)
    assert surface_bytes(a) == 100 * 100 * 4
    square(2)
    square(3)
    assert square(1) is a  # a hit: 1 is now the most recently used
    square(4)  # over budget: 2, the least recently used, goes
    assert made == [1, 2, 3, 4]
    assert square(1) is a and square(3) is not None and made == [1, 2, 3, 4]
    square(2)
    assert made[-1] == 2
    info = square.cache_info()
    assert info.bytes <= info.budget and info.currsize == 3
    square(9, size=400)  # larger than the whole budget: kept alone, the rest dropped
    assert square.cache_info().currsize == 1
    square.cache_clear()
    assert square.cache_info().currsize == 0 and square.cache_info().bytes == 0


def test_theme_text_is_bounded_by_bytes_and_keeps_its_name():
    pygame.font.init()
    theme.text.cache_clear()
    first = theme.text("Tortuga", 18)
    assert theme.text("Tortuga", 18) is first
    info = theme.text.cache_info()
    assert info.currsize == 1 and info.bytes == surface_bytes(first) and info.budget > 0
    assert theme.text.__module__ == "scenes.core.theme"  # tests/support/labels clears it
