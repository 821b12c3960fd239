"""The settled picture of the table, kept off screen so a frame redraws only what moves.

A full-screen copy costs about a millisecond here, a good part of the frame budget. So the table
paints what only changes with the view (ship rows, seat panels, the log) into `Layer.surface`,
region by region, each repainted only when its key changes. The screen keeps last frame's pixels;
a frame copies back from the layer only the rectangles that live drawings (glows, animations,
menus, tooltips) covered last frame and the regions repainted since, then draws the live things
again and notes where.
"""
from __future__ import annotations

import time
from typing import Any, Callable

import pygame

Painter = Callable[[pygame.Surface], None]
BUDGET = 0.0007        # seconds of repainting per frame once every region has been painted
PATIENCE = 6           # frames a stale region may wait before one is painted even in a hurry


class Region:
    def __init__(self, rect) -> None:
        self.rect = pygame.Rect(rect)
        self.key: Any = None
        self.painted = False


class Layer:
    def __init__(self, size: tuple[int, int]) -> None:
        self.size = size
        self.surface = pygame.Surface(size)
        self.base: pygame.Surface | None = None
        self.regions: dict[str, Region] = {}
        self.covered: list[pygame.Rect] = []       # live drawings of the last frame
        self.fresh: list[pygame.Rect] = []         # regions repainted since the last copy
        self.whole = True
        self.waiting = 0                           # stale regions left for a later frame
        self.waited = 0                            # frames in a row that left some waiting

    def set_base(self, base: pygame.Surface) -> None:
        """The picture under every region (the sea, the wood); a new one repaints everything."""
        if base is not self.base:
            self.base = base
            self.surface.blit(base, (0, 0))
            self.forget()

    def forget(self) -> None:
        for r in self.regions.values():
            r.painted = False
        self.whole = True

    def region(self, name: str, rect) -> Region:
        """The region `name`, moved to `rect` (a moved region is repainted, and where it was
        is given back to the base)."""
        r = self.regions.get(name)
        rect = pygame.Rect(rect)
        if r is None:
            r = self.regions[name] = Region(rect)
        elif r.rect != rect:
            self.clear(r.rect)
            r.rect = rect
            r.painted = False
        return r

    def drop(self, name: str) -> None:
        r = self.regions.pop(name, None)
        if r is not None:
            self.clear(r.rect)

    def clear(self, rect: pygame.Rect) -> None:
        if self.base is not None:
            self.surface.blit(self.base, rect, rect)
        self.fresh.append(pygame.Rect(rect))

    def repaint(self, jobs: list[tuple[str, Any, Painter]], hurry: bool, urgent: bool,
                patient: bool = True) -> None:
        """Repaint the stale regions among `jobs` (name, key, painter). Regions never painted,
        and all of them when `urgent` (another seat's secrets must not linger), are painted at
        once; the rest within a small time budget, and none when `hurry` (this frame already
        took an engine step, or an AI is thinking): a region a frame or two late is invisible, a
        slow frame is not. A region kept waiting PATIENCE frames gets painted, one a frame,
        unless `patient` is False (the frame already did something slow), and in any frame
        once it has waited four times as long."""
        start = time.perf_counter()
        self.waiting = 0
        spare = (patient and self.waited >= PATIENCE) or self.waited >= 4 * PATIENCE
        for name, key, painter in jobs:
            r = self.regions[name]
            if r.painted and r.key == key:
                continue
            late = hurry or time.perf_counter() - start > BUDGET
            if r.painted and late and not urgent and not spare:
                self.waiting += 1
                continue
            spare = False
            self.surface.set_clip(r.rect)
            if self.base is not None:
                self.surface.blit(self.base, r.rect, r.rect)
            painter(self.surface)
            self.surface.set_clip(None)
            r.key, r.painted = key, True
            self.fresh.append(pygame.Rect(r.rect))
        self.waited = self.waited + 1 if self.waiting else 0

    def restore(self, screen: pygame.Surface) -> None:
        """Copy back what the last frame drew over and what was repainted since."""
        if self.whole:
            screen.blit(self.surface, (0, 0))
        else:
            for rect in merged(self.covered + self.fresh):
                screen.blit(self.surface, rect, rect)
        self.covered = []
        self.fresh = []
        self.whole = False

    def cover(self, rect) -> None:
        """Something live was drawn over `rect` this frame: give it back next frame."""
        if rect is not None:
            r = pygame.Rect(rect).clip(pygame.Rect((0, 0), self.size))
            if r.w > 0 and r.h > 0:
                self.covered.append(r)


def merged(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """Rectangles to copy: one inside another is dropped, and overlapping ones are joined when
    their union is hardly bigger than the two (two crossing strips are kept apart: their union
    would be the whole board)."""
    out: list[pygame.Rect] = []
    for rect in sorted(rects, key=lambda r: -r.w * r.h):
        r = pygame.Rect(rect)
        joined = True
        while joined:
            joined = False
            for k, o in enumerate(out):
                if o.contains(r):
                    r = None
                    break
                if r.colliderect(o):
                    u = r.union(o)
                    overlap = r.clip(o)
                    if u.w * u.h <= 1.25 * (r.w * r.h + o.w * o.h - overlap.w * overlap.h):
                        out.pop(k)
                        r = u
                        joined = True
                        break
            if r is None:
                break
        if r is not None:
            out.append(r)
    return out
