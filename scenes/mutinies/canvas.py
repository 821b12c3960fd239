"""A kept picture of the table, so a frame copies only what changed.

Copying a whole screen of pixels costs about a millisecond on the reference machine, more than
the rest of a frame. So the table paints what is settled (board pieces, the hold, the seats and
the log) into `Canvas.surface`, region by region, and repaints a region only when what it shows
changes (its key). The screen keeps last frame's pixels: before drawing, a frame copies back
from the canvas only the rectangles that live things (glows, animations, tooltips, the prompt
bar) covered last frame, plus the regions repainted since.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Optional

import pygame

from ..widgets.anim import Animation, Banner, Flash, Fly

Painter = Callable[[pygame.Surface], None]
MAX_WAIT = 6                         # frames a stale region may wait for a quiet frame


@dataclass
class Region:
    name: str
    rect: pygame.Rect
    key: Any = None
    built: bool = False
    waited: int = 0                  # frames this region has been stale

class Canvas:
    def __init__(self, size: tuple[int, int]) -> None:
        self.size = size
        self.surface = pygame.Surface(size)
        self.base: Optional[pygame.Surface] = None     # the unchanging picture under everything
        self.base_key: Any = None
        self.regions: dict[str, Region] = {}
        self.overdraw: list[pygame.Rect] = []           # drawn over the canvas on screen last frame
        self.fresh: list[pygame.Rect] = []              # repainted since the last copy
        self.whole = True                               # the next copy restores everything
        self.whole_frames = 0                           # ... and so many copies after it

    def region(self, name: str, rect) -> Region:
        r = self.regions.get(name)
        if r is None:
            r = self.regions[name] = Region(name, pygame.Rect(rect))
        return r

    def set_base(self, key: Any, build: Callable[[], pygame.Surface]) -> None:
        """A new base (language, colour-blind mode ...) invalidates every region."""
        if key != self.base_key or self.base is None:
            self.base = build()
            self.base_key = key
            self.surface.blit(self.base, (0, 0))
            for r in self.regions.values():
                r.built = False
            self.whole = True

    def repaint(self, jobs: list[tuple[Region, Any, Painter]], hurry: bool) -> int:
        """Repaint stale regions (their base first, then the painter, clipped to the region).
        Regions never built are painted at once; after that at most one region a frame, and
        none in a hurry (the frame already took an engine step) unless it waited `MAX_WAIT`
        frames: a region lagging a frame or two behind is invisible, a slow frame is not.
        Returns how many regions wait."""
        waiting = 0
        painted = False
        for region, key, painter in jobs:
            if region.built and key == region.key:
                region.waited = 0
                continue
            if region.built and (painted or (hurry and region.waited < MAX_WAIT)):
                region.waited += 1
                waiting += 1
                continue
            self.surface.set_clip(region.rect)
            self.surface.blit(self.base, region.rect, region.rect)
            painter(self.surface)
            self.surface.set_clip(None)
            painted = painted or region.built
            region.key, region.built, region.waited = key, True, 0
            self.fresh.append(region.rect)
        return waiting

    def restore_all_for(self, frames: int) -> None:
        """Restore the whole screen for the next `frames` frames (a scene that covered the
        table may still have its widgets drawn once by the widget toolkit after it left)."""
        self.whole = True
        self.whole_frames = max(self.whole_frames, frames)

    def restore(self, screen: pygame.Surface) -> None:
        """Copy back what last frame drew over, and what was repainted since."""
        if self.whole or self.whole_frames > 0:
            self.whole_frames = max(0, self.whole_frames - 1)
            screen.blit(self.surface, (0, 0))
        else:
            for rect in merged(self.overdraw + self.fresh):
                screen.blit(self.surface, rect, rect)
        self.overdraw = []
        self.fresh = []
        self.whole = False

    def covered(self, rect) -> None:
        """Something live was drawn over `rect` this frame: restore it next frame."""
        if rect is not None:
            self.overdraw.append(pygame.Rect(rect).clip(pygame.Rect((0, 0), self.size)))


def merged(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """Overlapping rectangles joined, so no pixel is copied twice."""
    out: list[pygame.Rect] = []
    for rect in rects:
        if rect.w <= 0 or rect.h <= 0:
            continue
        r = pygame.Rect(rect)
        k = r.collidelist(out)
        while k >= 0:
            r.union_ip(out.pop(k))
            k = r.collidelist(out)
        out.append(r)
    return out


def drawn_rect(anim: Animation, size: tuple[int, int]) -> pygame.Rect:
    """Where an animation drew this frame. This package's animations record it (`drawn`); the
    platform's are measured from their parameters; anything else counts as the whole screen."""
    rect = getattr(anim, "drawn", None)
    if rect is not None:
        return rect
    if isinstance(anim, Banner):
        return pygame.Rect(0, anim.y - 44, size[0], 88)
    if isinstance(anim, Flash):
        return anim.rect.inflate(20, 20)
    if isinstance(anim, Fly):
        return anim.image.get_rect(center=anim.position()).inflate(6, 6)
    return pygame.Rect((0, 0), size)
