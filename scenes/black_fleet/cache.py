"""Screen areas painted once and reused while nothing in them changes, and the bookkeeping
that lets a frame copy only what changed.

Copying pixels is the costly part of a frame here (a full-screen copy takes 1 to 1.4 ms on the
reference machine), so the table paints the chart, the desk and the seat column into their own
full-size Surfaces at screen coordinates and keeps them. An area is repainted only when its key
(what it shows) changes. The screen keeps last frame's pixels, so a frame only copies back the
rectangles that were drawn over last frame (ships under sail, glows, tooltips, animations) and
the areas repainted since (`Damage`). The clickable options and tooltips found while painting
are kept with the area and handed to the table every frame.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

import pygame

from game.core import Action


@dataclass
class Marks:
    """Offers and tooltips collected while painting an area."""

    options: frozenset = frozenset()
    offers: list[tuple[pygame.Rect, Action]] = field(default_factory=list)
    tips: list[tuple[pygame.Rect, Any]] = field(default_factory=list)
    painted: list[pygame.Rect] = field(default_factory=list)   # drawn over the area's base

    def offer(self, rect, action: Action) -> bool:
        """Make `rect` clickable if `action` is an option of the decision shown now."""
        if action in self.options:
            self.offers.append((pygame.Rect(rect), action))
            return True
        return False

    def tip(self, rect, text) -> None:
        self.tips.append((pygame.Rect(rect), text))


class CachedArea:
    """One screen area. With a `base` (a Surface at screen coordinates that never changes, like
    the printed chart), a repaint first restores only the rectangles the painter drew last time
    (listed in `marks.painted`), and `changed` lists just those and the new ones; without a
    base the painter draws the whole area and `changed` is the area."""

    def __init__(self, rect: pygame.Rect, screen_size,
                 base: Callable[[], pygame.Surface] | None = None) -> None:
        self.rect = pygame.Rect(rect)
        self.surface = pygame.Surface(screen_size)
        self.base = base
        self.key: Any = None
        self.marks = Marks()
        self.built = False
        self.changed: list[pygame.Rect] = []
        self._last_base: pygame.Surface | None = None

    def stale(self, key) -> bool:
        return not self.built or key != self.key

    def paint(self, key, options: frozenset, painter: Callable[[pygame.Surface, Marks], None]) -> None:
        old = self.marks.painted
        base = self.base() if self.base is not None else None
        partial = base is not None and self.built and base is self._last_base
        self.surface.set_clip(self.rect)
        if partial:
            for rect in old:
                self.surface.blit(base, rect, rect)
        elif base is not None:
            self.surface.blit(base, self.rect, self.rect)
        self.marks = Marks(options)
        painter(self.surface, self.marks)
        self.surface.set_clip(None)
        self.changed = old + self.marks.painted if partial else [self.rect]
        self._last_base = base
        self.key = key
        self.built = True

    def blit(self, screen: pygame.Surface) -> None:
        screen.blit(self.surface, self.rect, self.rect)


class Damage:
    """Rectangles of the screen that must be copied back from the areas before drawing."""

    def __init__(self) -> None:
        self.rects: list[pygame.Rect] = []
        self.everything = True

    def add(self, rect) -> None:
        if rect is not None:
            self.rects.append(pygame.Rect(rect))

    def repair(self, screen: pygame.Surface, areas: list[CachedArea]) -> None:
        """Copy the damaged rectangles (or all areas) back, then start a clean record."""
        if self.everything:
            for area in areas:
                area.blit(screen)
        else:
            for rect in _merged(self.rects):
                for area in areas:
                    part = rect.clip(area.rect)
                    if part.w and part.h:
                        screen.blit(area.surface, part, part)
        self.rects = []
        self.everything = False


def _merged(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """Fewer, larger rectangles: any two that overlap become their union."""
    out: list[pygame.Rect] = []
    for r in rects:
        r = pygame.Rect(r)
        k = r.collidelist(out)
        while k >= 0:
            r.union_ip(out.pop(k))
            k = r.collidelist(out)
        out.append(r)
    return out
