"""LayeredTable: a table whose settled picture is kept on a Layer (scenes/widgets/layer.py),
the one repaint pipeline every game's table uses.

Each frame, before anything live is drawn:

    layer.set_base(layer_base_key(), paint_base)   the picture under every region
    layer.repaint(layer_jobs(look, hurry), ...)     regions whose key changed; none in a frame
                                                    that took an engine step, saved, or while an
                                                    AI thinks, unless they waited too long (such
                                                    a frame does not even work out its jobs)
    warmer.step()                                   a quiet frame draws sprites ahead of need
    layer.restore(screen)                           copy back what changed or was drawn over

then the board's live things (`draw_board`: glows, menus, ships under sail ...), the offers, the
prompt bar, the animations, the toast and the tooltip are drawn over it, and every rectangle they
cover is given back next frame (an animation says where it drew: `Animation.areas`). A table fills in the hooks:

    layer_jobs(look, hurry)     (layer.region(name, rect), key, painter) for each kept region
    paint_base()                the base picture (default: the sea and the wood of the side)
    layer_base_key()            what the base depends on (default: language, colour-blind mode)
    layer_options()             the actions painters may offer through their Marks
    warm_jobs()                 drawings to make ahead of need (see widgets/warm.py)
    opening_jobs()              the game's own work before the first picture (default: none)

Opening a table is spread over frames, OPEN_BUDGET seconds each (no frame pays for all of it):
its own jobs, the base picture, then each region once; meanwhile the screen keeps the picture
it had (the setup screen) and the match waits. Then the table shows, and the match waits on
while the warm-up drawings are made for up to `prime_seconds` (again OPEN_BUDGET a frame); the
rest are made in quiet frames. `finish_opening()` does it all at once (screenshots, tests).
"""

from __future__ import annotations

import time
from collections.abc import Collection, Iterable, Iterator
from functools import partial
from pathlib import Path

import pygame

from game.core import Action, Match

from ..core import i18n, theme
from ..core.app import App
from ..widgets import sprites
from ..widgets.dice import die_face
from ..widgets.layer import AFTER_OVERLAY, Layer, Painter, Region, tooltip_rect
from ..widgets.prompt_bar import SECOND_ROW
from ..widgets.warm import Job, Warmer
from .base import TableScene
from .budget import PAINT, PAINT_WAITS

LayerJob = tuple[Region, object, Painter]
OPEN_BUDGET = 0.005  # seconds of opening work a frame may take (a job begun is finished)
OFFER_MARGIN = 16  # an offer's glow reaches this far around it (both sides together)
PROMPT_MARGIN = 12
FRAME_WORK = 0.002  # seconds of a frame's update and drawing that work done ahead may fill
# (the live drawings, the bar and the widgets come after it: about 1.5 ms more)
PAINT_AFTER = 0.0006  # seconds of a frame's work after which its repaint waits for the next


_SHARED_FOR: dict[str, str] = {}  # "game": whose pictures the shared sprite caches hold


def forget_shared_drawings(game_id: str) -> None:
    """The widgets' sprite caches (cards, coins, tiles, cubes, dice) serve one game at a time:
    a table of another game empties them (its own caches are emptied by the launcher)."""
    if _SHARED_FOR.get("game") != game_id:
        for cache in (sprites.card, sprites.coin, sprites.tile, sprites.cube, die_face):
            cache.cache_clear()
        _SHARED_FOR["game"] = game_id


class LayeredTable(TableScene):
    prime_seconds: float | None = None  # warming before play starts (None: all of it)

    def __init__(self, app: App, match: Match, autosave_path: Path | None = None) -> None:
        super().__init__(app, match, autosave_path)
        self.layer = Layer(app.size)
        self.warmer = Warmer(self.warm_jobs)
        self.opener: Warmer | None = None  # while the table opens: what is left to do
        self._opened_in_frame = False
        self._prime_left: float | None = None  # warming left before play starts (seconds)
        self._steps_drawn = -1
        self._bar_drawn: pygame.Rect | None = None  # where the prompt bar was drawn last frame

    # ---- hooks ---------------------------------------------------------------------------------
    def layer_jobs(self, look: object, hurry: bool) -> Iterable[LayerJob]:
        """The kept regions with the key of what each shows now and its painter (`hurry`: this
        frame is busy; work that can wait, waits)."""
        return ()

    def layer_base_key(self) -> object:
        return (i18n.language(), theme.colourblind(), self.app.size)

    def paint_base(self) -> pygame.Surface:
        base = theme.sea_background(*self.app.size).copy()
        base.blit(theme.tiled("wood", self.side_rect.w, self.side_rect.h), self.side_rect)
        return base

    def layer_options(self) -> Collection[Action]:
        return frozenset()

    def warm_jobs(self) -> Iterator[Job]:
        return iter(())

    def opening_jobs(self) -> Iterator[Job]:
        """The game's own work to do before the first picture, in pieces of a few milliseconds
        (the base picture and the regions follow by themselves)."""
        return iter(())

    def frame_state(self) -> None:
        """Called first in every frame's drawing: work out what this frame shows."""

    def layer_look(self) -> object:
        """Who sees the table and how: when it changes, every region is painted again at once
        (another seat's secrets must not linger; a LAN seat's player came or went)."""
        return (self.viewer, i18n.language(), theme.colourblind(), self.link_labels())

    def log_key(self) -> tuple:
        """What the log region shows: when it changes, the log is painted again."""
        log = self.log_panel
        return (
            i18n.language(),
            len(log.lines),
            log.scroll,
            log.title,
            log.lines[-1] if log.lines else None,
        )

    # ---- lifecycle -----------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        forget_shared_drawings(self.info.id)
        self.opener = Warmer(self._opening)
        self._opened_in_frame = True  # that frame made the match and built the table: enough

    @property
    def opening(self) -> bool:
        """The table is not on screen yet, or shown but warming before play starts."""
        return self.opener is not None or self._prime_left is not None

    def finish_opening(self) -> None:
        """Do what is left of the opening now, and the first warm-up (screenshots, tests)."""
        if self.opener is not None:
            self.opener.prime()
            self.opener = None
            self._prime_left = self.prime_seconds if self.prime_seconds is not None else 1e9
        if self._prime_left is not None:
            self.warmer.prime(self._prime_left)
            self._prime_left = None

    def _opening(self) -> Iterator[Job]:
        size = self.app.size
        yield partial(theme.sea_background, *size)  # what most bases are made of (cached)
        yield partial(theme.tiled, "wood", self.side_rect.w, self.side_rect.h)
        yield from self.prompt.warm_jobs()
        yield from self.opening_jobs()
        yield self._open_base
        done: set[str] = set()
        while (job := self._unpainted(done)) is not None:
            yield job

    def _open_base(self) -> None:
        self.frame_state()
        self.layer.set_base(self.layer_base_key(), self.paint_base)

    def _unpainted(self, done: set[str]) -> Job | None:
        """A job painting the next region not painted yet (each once at most)."""
        self.frame_state()
        look = self.layer_look()
        for job in self.layer_jobs(look, False):
            region = job[0]
            if region.name not in done:
                done.add(region.name)
                return partial(self.layer.repaint, [job], look, False, self.layer_options())
        return None

    @property
    def frame_began(self) -> float:
        """When this frame's update began (`work.began`)."""
        return self.work.began

    @frame_began.setter
    def frame_began(self, at: float) -> None:
        self.work.began = at

    def frame_left(self) -> float:
        """Seconds of FRAME_WORK this frame has not spent yet (its steps, a LAN host's updates,
        its drawing so far): what work that could wait (rendering ahead) may take now."""
        return FRAME_WORK - self.work.spent()

    def update(self, dt: float) -> None:
        if self.opener is not None:  # the match waits until the table is on screen
            self.work.begin()
            return
        if self._prime_left is not None:  # and until the first drawings are warm
            self.work.begin()
            start = time.perf_counter()
            more = self.warmer.step(OPEN_BUDGET)
            self._prime_left -= time.perf_counter() - start
            if not more or self._prime_left <= 0:
                self._prime_left = None
            return
        super().update(dt)

    def handle(self, event: pygame.event.Event) -> bool:
        return self.opener is not None or super().handle(event)

    def resume(self) -> None:
        super().resume()
        self.layer.copy_whole(AFTER_OVERLAY)

    # ---- the frame -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.opener is not None:  # the screen keeps its picture until the table is ready
            if self._opened_in_frame:
                self._opened_in_frame = False
            elif not self.opener.step(OPEN_BUDGET):
                self.opener = None
                self._prime_left = self.prime_seconds if self.prime_seconds is not None else 1e9
            return
        super().draw(surface)
        self.cover_live(surface)

    def draw_background(self, surface: pygame.Surface) -> None:
        """Bring the layer up to date and copy back onto the screen what changed."""
        self.frame_state()
        layer = self.layer
        layer.set_base(self.layer_base_key(), self.paint_base)
        stepped = len(self.match.log) != self._steps_drawn
        self._steps_drawn = len(self.match.log)
        busy = stepped or self.saved_this_frame or self.runner.busy
        look = self.layer_look()
        if (busy and layer.holds(look)) or self.paint_waits(look, busy):
            painted = 0  # nothing would be painted: what changed is worked out in a later frame
            layer.skipped()  # (so some region may be stale meanwhile)
        else:
            jobs = list(self.layer_jobs(look, busy))
            painted = layer.repaint(jobs, look=look, hurry=busy, options=self.layer_options())
            self.work.did(PAINT)
        if busy or painted:
            self.prompt.hold()  # its new buttons wait for a quieter frame
        elif not layer.waiting:
            self.warmer.step()
        if not self.is_top():
            layer.copy_whole(AFTER_OVERLAY)  # another scene draws over the table
        layer.restore(surface)

    def paint_waits(self, look: object, busy: bool) -> bool:
        """Whether this frame leaves its regions to the next (FrameWork, budget.py): it spent
        PAINT_AFTER of its work already (its steps, a LAN host's updates), something may be
        stale (it is busy, or regions wait), every region is painted for this look (a region
        never painted, or another seat's secrets, never wait) and the repaint has not waited
        PAINT_WAITS frames running. Only a table whose frames yield (a LAN host's): the frame
        that owes the repaint PAINT_WAITS times takes no steps."""
        work, layer = self.work, self.layer
        if (
            not work.yields
            or work.spent() <= PAINT_AFTER
            or not (busy or layer.waiting)
            or not layer.shows(look)
            or work.owed(PAINT) >= PAINT_WAITS
        ):
            return False
        work.put_off(PAINT)
        return True

    def draw_offers(self, surface: pygame.Surface) -> None:
        super().draw_offers(surface)
        for rect, _action in self.offers:
            self.layer.cover(rect.inflate(OFFER_MARGIN, OFFER_MARGIN))

    def draw_side(self, surface: pygame.Surface) -> None:
        """The seats and the log are regions of the layer (painted by `layer_jobs`)."""

    def cover_live(self, surface: pygame.Surface) -> None:
        """What this frame drew over the layer, given back next frame: the prompt bar, the
        animations, the toast and the tooltip (a table covers its own live drawings)."""
        layer = self.layer
        bar = self.prompt.rect  # where it is now, and where it was (a second row gone)
        if self._bar_drawn is None:  # the first frame: either height
            self._bar_drawn = bar.union(self.prompt.home.move(0, -SECOND_ROW))
        layer.cover(bar.union(self._bar_drawn).inflate(PROMPT_MARGIN, PROMPT_MARGIN))
        self._bar_drawn = bar.copy()
        drawn = list(self.anims.running)
        if self.anims.queue and self.anims.queue[0].started:
            drawn.append(self.anims.queue[0])
        for anim in drawn:
            rects = anim.areas()
            if rects is None:
                layer.copy_whole()
            else:
                for rect in rects:
                    layer.cover(rect)
        toast = self.toast_rect()
        if toast is not None:
            layer.cover(toast.inflate(10, 12))
        if self.tips.current:
            layer.cover(
                tooltip_rect(self.tips.current, self.mouse, surface.get_rect(), self.tips.avoid)
            )
