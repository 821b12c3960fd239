"""Tooltips for things drawn on the table (pygame_gui widgets have their own).

Each frame the scene registers hover areas with `add(rect, text)`; after a short hover the text
shows in a parchment box beside the pointer (kept inside the window, and out of `avoid`: a
table's prompt bar, whose words it must not hide and whose buttons would be drawn over it)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame
from pygame.typing import Point, RectLike

from ..core import theme

DELAY = 0.35
# A tooltip's text, or what makes it when it shows (the text of a view that may change).
Tip = str | Callable[[], str]
WIDTH = 300


def place_tip(
    size: tuple[int, int], mouse: Point, screen: pygame.Rect, avoid: pygame.Rect | None = None
) -> pygame.Rect:
    """Where a tooltip box of `size` goes: below right of the pointer, inside `screen`; above
    the pointer instead if that would cover `avoid`, and above `avoid` if even that would."""
    box = pygame.Rect((mouse[0] + 18, mouse[1] + 18), size)
    box.clamp_ip(screen)
    if avoid is not None and box.colliderect(avoid):
        box.bottom = int(mouse[1]) - 10
        box.clamp_ip(screen)
        if box.colliderect(avoid):
            box.bottom = avoid.top - 6
    return box


class Tooltips:
    def __init__(self, avoid: pygame.Rect | None = None) -> None:
        self.areas: list[tuple[pygame.Rect, Tip]] = []
        self.current: str | None = None
        self.hover_time = 0.0
        self._last_key: tuple[int, ...] | None = None
        self.avoid = avoid  # an area the box never covers (see place_tip)

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

    def draw(
        self, surface: pygame.Surface, mouse: Point, clear: Sequence[pygame.Rect] = ()
    ) -> pygame.Rect | None:
        """The tip of what the pointer rests on, if any, and its box; not while it would cover
        one of `clear` (it shows once they are gone, the pointer still resting)."""
        if not self.current:
            return None
        img = theme.text(self.current, 14, theme.INK, False, False, WIDTH - 20)
        size = (img.get_width() + 20, img.get_height() + 16)
        box = place_tip(size, mouse, surface.get_rect(), self.avoid)
        if clear and box.collidelist(list(clear)) >= 0:
            return None
        theme.draw_panel(surface, box, "parchment", 6, 2)
        surface.blit(img, (box.x + 10, box.y + 8))
        return box
