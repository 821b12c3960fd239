"""Every cache of pictures in the scenes is bounded by the bytes it holds (surface_cache), and the
budgets hold while each game's table plays; the widgets' shared sprites serve one game at a time."""

from __future__ import annotations

import functools
import importlib
import inspect
import pkgutil
import sys
from collections.abc import Iterator
from types import ModuleType

import pygame
import pytest

import scenes
from game import registry
from game.core import Match
from scenes.core.surface_cache import SurfaceCache
from scenes.table.layered import forget_shared_drawings
from scenes.tools import advance, ai_config, headless_app, open_table
from scenes.widgets import sprites


def scene_modules() -> Iterator[ModuleType]:
    for info in pkgutil.walk_packages(scenes.__path__, "scenes."):
        yield importlib.import_module(info.name)


def module_caches() -> Iterator[tuple[str, object]]:
    """(module.name, value) of every function cache defined in a scenes module."""
    for module in list(scene_modules()):
        name = module.__name__
        for attr, value in vars(module).items():
            if (
                getattr(value, "__module__", None) == name
                and hasattr(value, "cache_clear")
                and not isinstance(value, type)
            ):
                yield f"{name}.{attr}", value


def surface_caches() -> list[SurfaceCache]:
    return [
        value
        for name, module in list(sys.modules.items())
        if name.startswith("scenes") and module is not None
        for value in vars(module).values()
        if isinstance(value, SurfaceCache) and value.__module__ == name
    ]


def test_no_picture_is_cached_by_count():
    """A cache returning a Surface is a surface_cache (bounded by bytes), never an lru_cache."""
    counted = []
    for name, value in module_caches():
        if isinstance(value, SurfaceCache):
            continue
        wrapped = getattr(value, "__wrapped__", None)
        assert isinstance(value, functools._lru_cache_wrapper), name
        returns = str(inspect.signature(wrapped).return_annotation) if wrapped else ""
        if "Surface" in returns:
            counted.append(name)
    assert not counted, f"pictures cached by count: {counted}"
    assert len(surface_caches()) > 40  # the games' sprites, the widgets', the theme's


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_the_byte_budgets_hold_while_a_table_plays(tmp_path, game_id):
    app = headless_app(tmp_path, ai_delay=0.0, animation_speed=3.0)
    match = Match(registry.rules_for(game_id), ai_config(game_id, 3))
    advance(match, 20)
    table = open_table(app, match, viewer=None)
    app.run_frames(90)
    assert not table.failure and len(match.log) > 20
    used = [c for c in surface_caches() if c.cache_info().currsize]
    assert used, "the table drew through its caches"
    for cache in used:
        info = cache.cache_info()
        # a picture larger than the whole budget is kept alone
        assert info.bytes <= info.budget or info.currsize == 1, (cache.__qualname__, info)
    app.shutdown()


def test_the_shared_sprites_hold_one_game_at_a_time():
    pygame.init()
    forget_shared_drawings("one game")
    face = sprites.card("Title", "Some text", (120, 160), (40, 80, 120))
    assert sprites.card.cache_info().currsize == 1
    forget_shared_drawings("one game")  # the same game: kept
    assert sprites.card("Title", "Some text", (120, 160), (40, 80, 120)) is face
    forget_shared_drawings("another game")  # another game's table: emptied
    assert sprites.card.cache_info().currsize == 0 and sprites.card.cache_info().bytes == 0
