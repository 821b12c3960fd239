"""Tooltips for things drawn on the table (pygame_gui widgets have their own).

Each frame the scene registers hover areas with `add(rect, text)`; after a short hover the text
shows in a parchment box beside the pointer (kept inside the window)."""

from __future__ import annotations

from collections.abc import Callable

import pygame
from pygame.typing import Point, RectLike

from ..core import theme

DELAY = 0.35
# A tooltip's text, or what makes it when it shows (the text of a view that may change).
Tip = str | Callable[[], str]
WIDTH = 300


class Tooltips:
    def __init__(self) -> None:
        self.areas: list[tuple[pygame.Rect, Tip]] = []
        self.current: str | None = None
        self.hover_time = 0.0
        self._last_key: tuple[int, ...] | None = None

    def begin_frame(self) -> None:
        self.areas.clear()

    def add(self, rect: RectLike, text: Tip) -> None:
        self.areas.append((pygame.Rect(rect), text))

    def update(self, dt: float, mouse: Point) -> None:
        hit: tuple[tuple[int, ...], Tip] | None = None
        for rect, text in reversed(self.areas):
            if rect.collidepoint(mouse):
                hit = (tuple(rect), text)
                break
        key = hit[0] if hit else None
        if key != self._last_key:
            self.hover_time = 0.0
            self._last_key = key
        else:
            self.hover_time += dt
        if hit and self.hover_time >= DELAY:
            self.current = hit[1]() if callable(hit[1]) else hit[1]
        else:
            self.current = None

    def draw(self, surface: pygame.Surface, mouse: Point) -> None:
        if not self.current:
            return
        img = theme.text(self.current, 14, theme.INK, False, False, WIDTH - 20)
        box = pygame.Rect(0, 0, img.get_width() + 20, img.get_height() + 16)
        box.topleft = (mouse[0] + 18, mouse[1] + 18)
        box.clamp_ip(surface.get_rect())
        theme.draw_panel(surface, box, "parchment", 6, 2)
        surface.blit(img, (box.x + 10, box.y + 8))
