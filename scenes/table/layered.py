"""LayeredTable: a table whose settled picture is kept on a Layer (scenes/widgets/layer.py),
the one repaint pipeline every game's table uses.

Each frame, before anything live is drawn:

    layer.set_base(layer_base_key(), paint_base)   the picture under every region
    layer.repaint(layer_jobs(look, hurry), ...)     regions whose key changed; none in a frame
                                                    that took an engine step, saved, or while an
                                                    AI thinks, unless they waited too long
    warmer.step()                                   a quiet frame draws sprites ahead of need
    layer.restore(screen)                           copy back what changed or was drawn over

then the board's live things (`draw_board`: glows, menus, ships under sail ...), the offers, the
prompt bar, the animations, the toast and the tooltip are drawn over it, and every rectangle they
cover is given back next frame. A table fills in the hooks:

    layer_jobs(look, hurry)     (layer.region(name, rect), key, painter) for each kept region
    paint_base()                the base picture (default: the sea and the wood of the side)
    layer_base_key()            what the base depends on (default: language, colour-blind mode)
    layer_options()             the actions painters may offer through their Marks
    warm_jobs()                 drawings to make ahead of need (see widgets/warm.py)
    anim_rects(anim)            where one of its own animations drew (None: unknown)
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Iterator, Sequence
from pathlib import Path

import pygame

from game.core import Action, Match

from ..core import i18n, theme
from ..core.app import App
from ..widgets.anim import Animation
from ..widgets.layer import AFTER_OVERLAY, Layer, Painter, Region, platform_anim_rect, tooltip_rect
from ..widgets.warm import Job, Warmer
from .base import TableScene

LayerJob = tuple[Region, object, Painter]
OFFER_MARGIN = 16  # an offer's glow reaches this far around it (both sides together)
PROMPT_MARGIN = 12


class LayeredTable(TableScene):
    prime_seconds: float | None = None  # warming when the table opens (None: all of it)

    def __init__(self, app: App, match: Match, autosave_path: Path | None = None) -> None:
        super().__init__(app, match, autosave_path)
        self.layer = Layer(app.size)
        self.warmer = Warmer(self.warm_jobs)
        self._steps_drawn = -1

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

    def anim_rects(self, anim: Animation) -> Sequence[pygame.Rect] | None:
        """Where `anim` drew this frame; None when unknown (the whole screen is copied back)."""
        rect = platform_anim_rect(anim, self.app.size)
        return None if rect is None else [rect]

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
        self.warmer.prime(self.prime_seconds)

    def resume(self) -> None:
        super().resume()
        self.layer.copy_whole(AFTER_OVERLAY)

    # ---- the frame -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
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
        jobs = list(self.layer_jobs(look, busy))
        painted = layer.repaint(jobs, look=look, hurry=busy, options=self.layer_options())
        if not (busy or painted or layer.waiting):
            self.warmer.step()
        if not self.is_top():
            layer.copy_whole(AFTER_OVERLAY)  # another scene draws over the table
        layer.restore(surface)

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
        layer.cover(self.prompt.rect.inflate(PROMPT_MARGIN, PROMPT_MARGIN))
        drawn = list(self.anims.running)
        if self.anims.queue and self.anims.queue[0].started:
            drawn.append(self.anims.queue[0])
        for anim in drawn:
            rects = self.anim_rects(anim)
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
