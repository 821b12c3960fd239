"""The settled picture of a table, kept off screen so that a frame redraws only what moves.

Why: copying a full screen of pixels costs about a millisecond on the reference machine, a
quarter of the 4 ms frame budget, while most of a table (the board and its pieces, the seats,
the log) changes only when the view does. So a table paints that settled picture into
`Layer.surface`, a full-size Surface at screen coordinates split into named regions, and
repaints a region only when its key (a value naming what it shows) changes. The screen keeps
last frame's pixels: each frame copies back from the layer only the rectangles that live
drawings (glows, animations, menus, tooltips) covered last frame plus the regions repainted
since, then draws the live things again and notes where they went.

A table's frame:

    layer.set_base(key, build)                  the picture under every region (sea, wood ...)
    layer.repaint(jobs, look=..., hurry=...)    jobs: (layer.region(name, rect), key, painter)
    layer.restore(screen)                       copy back what changed
    ... draw the live things, `layer.cover(rect)` for each ...

and `layer.copy_whole(AFTER_OVERLAY)` while another scene draws over the table and when it
leaves. A painter draws in screen coordinates, clipped to its region, over the region's base,
and may note offers, tooltips and (in a sparse region) every rectangle it drew in its `Marks`.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from typing import Any

import pygame
from pygame.typing import Point, RectLike

from ..core import theme
from .tooltip import WIDTH as TIP_WIDTH
from .tooltip import Tip, place_tip

BUDGET = 0.0007  # seconds of repainting per frame once every region has been painted
MAX_WAIT = 0.1  # seconds a stale region may wait for a quiet frame (6 frames at 60 fps)
AFTER_OVERLAY = 3  # whole copies after an overlay: the toolkit may draw its widgets once more


@dataclass
class Marks:
    """What a painter noted while painting its region, kept until the region is repainted."""

    options: Collection = frozenset()  # the actions `offer` may keep (the decision shown)
    offers: list[tuple[pygame.Rect, Any]] = field(default_factory=list)
    refusals: list[tuple[pygame.Rect, Any]] = field(default_factory=list)  # see `refuse`
    tips: list[tuple[pygame.Rect, Tip]] = field(default_factory=list)
    painted: list[pygame.Rect] = field(default_factory=list)  # a sparse region's drawings

    def offer(self, rect: RectLike, action: Any) -> bool:
        """Make `rect` clickable if `action` is an option of the decision shown when painted."""
        if action in self.options:
            self.offers.append((pygame.Rect(rect), action))
            return True
        return False

    def refuse(self, rect: RectLike, action: Any) -> None:
        """A click on `rect`, where `action` is not a choice now, says why (the table's
        `TableScene.refuse`, with the rule the engine names)."""
        self.refusals.append((pygame.Rect(rect), action))

    def offer_or_refuse(self, rect: RectLike, *actions: Any) -> bool:
        """Offer the first of `actions` that is an option; if none is, refuse the first."""
        if any(self.offer(rect, a) for a in actions):
            return True
        self.refuse(rect, actions[0])
        return False

    def tip(self, rect: RectLike, text: Tip) -> None:
        self.tips.append((pygame.Rect(rect), text))


Painter = Callable[[pygame.Surface, Marks], None]


@dataclass
class Region:
    """A named part of the layer. A sparse region (a big board with a few things on it) has a
    painter that notes every rectangle it draws in `marks.painted`: a repaint then restores the
    base under the old ones only, and only old and new are copied to the screen."""

    name: str
    rect: pygame.Rect
    sparse: bool = False
    key: Any = None
    painted: bool = False
    cost: float = 0.0  # seconds its last repaint took (the next will take about as long)
    marks: Marks = field(default_factory=Marks)
    stale_since: float | None = None  # since when it shows what no longer is (None: up to date)


class Layer:
    def __init__(self, size: tuple[int, int]) -> None:
        self.size = size
        self.surface = pygame.Surface(size)
        self.base: pygame.Surface | None = None
        self.base_key: Any = None
        self.look: Any = None
        self.regions: dict[str, Region] = {}
        self.covered: list[pygame.Rect] = []  # live drawings of the last frame
        self.fresh: list[pygame.Rect] = []  # repainted since the last copy
        self.whole_frames = AFTER_OVERLAY  # the scene before may still draw its widgets
        self.waiting = 0  # stale regions left for a later frame
        self.oldest: float | None = None  # since when the longest-waiting of them is stale
        self.unseen_since: float | None = None  # the first busy frame since the last repaint
        # (it did not work out its regions: any of them may be stale since then)

    # ---- regions ---------------------------------------------------------------------------------
    def set_base(self, key: Any, build: Callable[[], pygame.Surface]) -> None:
        """The picture under every region, built again (and everything repainted) when `key`
        (language, colour-blind mode ...) changes."""
        if self.base is None or key != self.base_key:
            self.base, self.base_key = build(), key
            self.surface.blit(self.base, (0, 0))
            self.forget()

    def forget(self) -> None:
        """Repaint every region at once, and copy the whole picture next frame."""
        for region in self.regions.values():
            region.painted = False
        self.copy_whole()

    def region(self, name: str, rect: RectLike, sparse: bool = False) -> Region:
        """The region `name`, moved to `rect` (a moved region is repainted, and where it was is
        given back to the base)."""
        rect = pygame.Rect(rect)
        region = self.regions.get(name)
        if region is None:
            region = self.regions[name] = Region(name, rect, sparse)
        elif region.rect != rect:
            self.clear(region.rect)
            region.rect, region.painted = rect, False
        return region

    def drop(self, name: str) -> None:
        """No more region `name`: its place is given back to the base."""
        region = self.regions.pop(name, None)
        if region is not None:
            self.clear(region.rect)

    def clear(self, rect: pygame.Rect) -> None:
        """Show the base in `rect` (copied to the screen next frame)."""
        if self.base is not None:
            self.surface.blit(self.base, rect, rect)
        self.fresh.append(pygame.Rect(rect))

    # ---- repainting ------------------------------------------------------------------------------
    def repaint(
        self,
        jobs: list[tuple[Region, Any, Painter]],
        look: Any = None,
        hurry: bool = False,
        options: Collection = frozenset(),
    ) -> int:
        """Repaint the stale regions among `jobs` (region, key, painter); returns how many.

        Regions never painted are painted at once, and all of them when `look` (the viewer,
        language, colour-blind mode) changes: another seat's secrets must not linger. The rest
        share BUDGET seconds a frame (one region at least, another only if its last repaint
        still fits), and in a `hurry` (the frame took an engine step, or an AI is thinking) only
        those stale for MAX_WAIT: a region a frame or two late is invisible, a slow frame is not.
        Each region's wait is its own (a table that keeps changing always has some region
        waiting; that must not make every busy frame paint). `options` are the actions that
        painters may offer (`Marks.offer`)."""
        if look != self.look:
            self.look = look
            self.forget()
        start = time.perf_counter()
        seen = self.unseen_since if self.unseen_since is not None else start
        self.unseen_since = self.oldest = None
        painted = self.waiting = 0
        for region, key, painter in jobs:
            if region.painted and region.key == key:
                region.stale_since = None
                continue
            if region.stale_since is None:
                region.stale_since = seen  # changed at the first frame that did not look, at most
            held = hurry and start - region.stale_since < MAX_WAIT
            late = held or (painted and time.perf_counter() - start + region.cost > BUDGET)
            if region.painted and late:
                self.waiting += 1
                if self.oldest is None or region.stale_since < self.oldest:
                    self.oldest = region.stale_since
                continue
            self._paint(region, key, painter, options)
            painted += 1
        return painted

    def skipped(self) -> None:
        """A busy frame did not work out its regions (`holds` said it need not): any of them may
        have gone stale since."""
        if self.unseen_since is None:
            self.unseen_since = time.perf_counter()
        self.waiting = max(self.waiting, 1)

    def _due(self, at: float) -> bool:
        """Whether some region may have been stale for MAX_WAIT at time `at`."""
        since = [t for t in (self.oldest, self.unseen_since) if t is not None]
        return bool(since) and at - min(since) >= MAX_WAIT

    def holds(self, look: Any) -> bool:
        """Whether a `repaint` in a hurry would paint nothing now (every region painted for this
        look, none stale for MAX_WAIT yet): a busy frame may then skip working out its jobs."""
        return self.shows(look) and not self._due(time.perf_counter())

    def shows(self, look: Any) -> bool:
        """Whether every region has been painted for `look` (what it shows may be stale): a
        repaint now is one that could wait without another seat's secrets lingering."""
        return look == self.look and all(region.painted for region in self.regions.values())

    def _paint(self, region: Region, key: Any, painter: Painter, options: Collection) -> None:
        start = time.perf_counter()
        traced = region.sparse and region.painted  # only its last drawings need the base back
        under = region.marks.painted if traced else [region.rect]
        self.surface.set_clip(region.rect)
        if self.base is not None:
            for rect in under:
                self.surface.blit(self.base, rect, rect)
        region.marks = Marks(options)
        painter(self.surface, region.marks)
        self.surface.set_clip(None)
        changed = under + region.marks.painted if traced else under
        self.fresh.extend(pygame.Rect(rect).clip(region.rect) for rect in changed)
        region.key, region.painted, region.stale_since = key, True, None
        region.cost = time.perf_counter() - start

    # ---- the screen ------------------------------------------------------------------------------
    def restore(self, screen: pygame.Surface) -> None:
        """Copy back what the last frame drew over and what was repainted since."""
        if self.whole_frames > 0:
            self.whole_frames -= 1
            screen.blit(self.surface, (0, 0))
        else:
            for rect in merged(self.covered + self.fresh):
                screen.blit(self.surface, rect, rect)
        self.covered = []
        self.fresh = []

    def cover(self, rect: RectLike | None) -> None:
        """Something live was drawn over `rect` this frame: give it back next frame."""
        if rect is not None:
            r = pygame.Rect(rect).clip(pygame.Rect((0, 0), self.size))
            if r.w > 0 and r.h > 0:
                self.covered.append(r)

    def copy_whole(self, frames: int = 1) -> None:
        """Copy the whole picture back in the next `frames` frames (after an overlay, or a
        drawing whose place is unknown)."""
        self.whole_frames = max(self.whole_frames, frames)


def merged(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """Rectangles to copy: one inside another is dropped, and overlapping ones are joined when
    their union is hardly bigger than the two (two crossing strips are kept apart: their union
    could be the whole board)."""
    out: list[pygame.Rect] = []
    for rect in sorted((r for r in rects if r.w > 0 and r.h > 0), key=_area, reverse=True):
        joined = _joined(pygame.Rect(rect), out)
        if joined is not None:
            out.append(joined)
    return out


def _joined(rect: pygame.Rect, out: list[pygame.Rect]) -> pygame.Rect | None:
    """`rect` with the rectangles of `out` worth joining to it taken out of `out` and joined
    in; None when one of `out` already holds it."""
    k = 0
    while k < len(out):
        other = out[k]
        if other.contains(rect):
            return None
        if rect.colliderect(other) and _worth_joining(rect, other):
            rect = rect.union(out.pop(k))
            k = 0  # the bigger rectangle may now reach earlier ones
        else:
            k += 1
    return rect


def _worth_joining(a: pygame.Rect, b: pygame.Rect) -> bool:
    return _area(a.union(b)) <= 1.25 * (_area(a) + _area(b) - _area(a.clip(b)))


def _area(rect: pygame.Rect) -> int:
    return rect.w * rect.h


# ---- where the platform's live drawings go (to `cover` them) ---------------------------------------
def tooltip_rect(
    text: str, mouse: Point, screen: pygame.Rect, avoid: pygame.Rect | None = None
) -> pygame.Rect:
    """Where the platform's tooltip (`Tooltips.draw`) puts `text` at the pointer: its box and
    the shadow it casts below right."""
    img = theme.text(text, 14, theme.INK, False, False, TIP_WIDTH - 20)
    box = place_tip((img.get_width() + 20, img.get_height() + 16), mouse, screen, avoid)
    return box.inflate(12, 14)
