"""The Black Fleet table: the chart with its ships, the captain's desk, the seats' development
rows, and every option of the current decision as something to click.

A turn for a human: click a movement card in the hand; click one of your ships (or a navy you
command, ringed in your colour) to start sailing it; the spaces it can reach light up (hover one
to see the path); click one and the ship sails there; its action (sell, rob, sink, bury) is
offered on the chart (gun sights on targets) and in the prompt bar; "Done with this ship", the
next ship, "End sailing", then buy a card from your row. Everything is drawn from the viewing
seat's view only.

Drawing: the chart, the desk's three boxes, the seat panels and the log are cached screen areas
(see cache.py), repainted when what they show changes, a little per frame and never while an
AI thinks; ships under sail, the hovered path, glows, animations and tooltips are drawn over
them and repaired the next frame. Nothing else is copied: a quiet frame costs well under 1 ms.
"""
from __future__ import annotations

import dataclasses
import time
from functools import lru_cache

import pygame

from game.black_fleet.model import BlackFleetView
from game.core import Action, Decision

from ..core import i18n, theme
from ..table.base import TableScene
from ..widgets.anim import Banner, Flash, Fly, Pause
from ..widgets.seat_panel import SeatInfo
from ..widgets.tooltip import WIDTH as TIP_WIDTH
from . import side
from .anims import CardShow, ShipSail, Sinking
from .board import ChartArt
from .cache import CachedArea, Damage, Marks
from .desk import Desk
from .events import EventAnimations
from .fleet import CELL_KINDS, Fleet
from .layout import ChartLayout
from .warm import Warmer

HAND_ONLY = ("play_move", "discard_move")     # long labels: the cards glow in the hand instead
ATTACKS = ("sink", "msink", "rob", "target_enemy")
PURCHASES = ("buy", "buy_victory")
HAND_KINDS = ("play_move", "discard_move", "fortune", "discard")
BUY_GLOW = (214, 100, 20)     # the cards you may buy: warm enough to show on parchment
PAINT_BUDGET = 0.0008         # seconds of repainting per frame, once everything is painted
MAX_WAIT = 0.1                # seconds a repaint may wait for a quiet moment (fast AI-only play)


class BlackFleetTable(EventAnimations, TableScene):
    def __init__(self, app, match, autosave_path=None) -> None:
        super().__init__(app, match, autosave_path)
        self.content = self.rules.content
        self.layout = ChartLayout(self.content.map, self.board_rect)
        self.art = ChartArt(self.layout)
        self.fleet = Fleet(self, self.layout)
        self.desk = Desk(self, self.layout.desk)
        split = self.layout.desk.x - 4
        b = self.board_rect
        self.chart_area = CachedArea(pygame.Rect(b.x, b.y, split - b.x, b.h), app.size,
                                     base=self._chart_base)
        self.desk_areas = [CachedArea(r.inflate(4, 4), app.size, base=self._desk_base)
                           for r in self.desk.boxes()]
        self.desk_rest = CachedArea(pygame.Rect(split, b.y, b.right - split, b.h), app.size,
                                    base=self._desk_base)
        log_top = self.log_rect().y - 4
        self._seat_rects = side.panel_rects(self)
        self.seat_areas = [CachedArea(r.inflate(8, 8), app.size, base=self._side_base)
                           for r in self._seat_rects]
        self.side_rest = CachedArea(pygame.Rect(self.side_rect.x, 0, self.side_rect.w, log_top),
                                    app.size, base=self._side_base)
        self.log_area = CachedArea(pygame.Rect(self.side_rect.x, log_top, self.side_rect.w,
                                               self.side_rect.bottom - log_top), app.size)
        self.strip_area = CachedArea(pygame.Rect(0, b.bottom, b.w, app.size[1] - b.bottom), app.size)
        self.areas = [self.chart_area, self.desk_rest, *self.desk_areas, self.side_rest,
                      *self.seat_areas, self.log_area, self.strip_area]
        self.damage = Damage()
        self._base: tuple = (None, None)
        self._desk_base_at: tuple = (None, None)
        self._side_base_at: pygame.Surface | None = None
        self.warmer = Warmer(self)
        self.warmer.prime()
        self._steps_drawn = -1
        self.lagging = 0                 # areas left stale last frame (repainted in the next)
        self._waiting_since = 0.0
        self._serial = 0                 # bumped whenever the view is recomputed
        self._decision: Decision | None = None
        self._options: frozenset = frozenset()
        self._moving: dict[str, ShipSail] = {}
        self._infos: list[SeatInfo] = []

    # ---- hooks: seats, bar, view ------------------------------------------------------------
    def seat_line_count(self) -> int:
        return 3            # the money line, then two lines' height for the development row

    def seat_lines(self, view: BlackFleetView, seat: int) -> list[str]:
        if view is None or seat >= len(view.players):
            return []
        return [i18n.tr("black_fleet.scene.doubloons", count=view.players[seat].wealth), "", ""]

    def seat_colour(self, seat: int) -> str:
        """Black Fleet deals the colours (black starts): seat markers show the dealt one."""
        if self.view is not None and self.view.players[seat].colour:
            return self.view.players[seat].colour
        return super().seat_colour(seat)

    def seat_rects(self) -> list[pygame.Rect]:
        return self._seat_rects

    def seat_rgb(self, view: BlackFleetView, seat: int) -> tuple[int, int, int]:
        return theme.seat_rgb(view.players[seat].colour or super().seat_colour(seat))

    def ship_look(self, view: BlackFleetView, name: str) -> tuple[str, tuple]:
        """(kind, sail colour) of the active player's ship named as the rules name slots."""
        if name in ("merchant", "pirate"):
            return name, self.seat_rgb(view, view.active)
        return "navy", theme.seat_rgb(name)

    def bar_options(self, decision: Decision) -> list[Action]:
        """Spaces are picked on the chart and movement cards in the hand (they glow there);
        everything else also gets a button."""
        return [a for a in decision.options if a.kind not in CELL_KINDS + HAND_ONLY]

    def on_view_changed(self) -> None:
        self._serial += 1

    def update(self, dt: float) -> None:
        super().update(dt)
        self.prompt.note = _note_if_room(self.prompt.prompt, self.sail_note(), self.prompt.rect.w)

    def sail_note(self) -> str:
        """"Merchant: 2 of 4 moves left" while a ship of the viewer sails."""
        view, d = self.view, self._decision
        if view is None or d is None or d.kind != "sail":
            return ""
        ship = self.rules.activating_ship(view)
        if ship is None:
            return ""
        slot = self.rules.slot_of[ship]
        left = view.allowances[slot] - view.turn.steps[slot]
        note = i18n.tr("black_fleet.scene.moves_left", ship=i18n.localize(self.rules.ship_name(ship)),
                       count=left, allowance=view.allowances[slot])
        return note[:1].upper() + note[1:]

    # ---- the frame -------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        """Bring the cached areas up to date and copy back what last frame drew over."""
        self._frame_state()
        for area in self._repaint_stale_areas():
            for rect in area.changed:
                self.damage.add(rect)
        self.damage.add(self.strip_area.rect)          # the prompt bar redraws itself every frame
        self.damage.repair(surface, self.areas)
        if not self.is_top():
            self.damage.everything = True     # an overlay draws over the table after this

    def pause(self) -> None:
        """Covered by another scene: whatever it draws, the next frame of ours repaints all."""
        super().pause()
        self.damage.everything = True

    def _frame_state(self) -> None:
        self._infos = self.seat_infos()
        d = self.current_human_decision()
        if d is not self._decision:
            self._decision = d
            self._options = frozenset(d.options) if d is not None else frozenset()
        self._moving = {}
        for a in self.anims.queue + self.anims.running:
            if isinstance(a, ShipSail) and not a.done:
                self._moving.setdefault(a.ship_id, a)

    def _showing_options(self) -> bool:
        return self._decision is not None and not self.anims.blocking

    def _repaint_stale_areas(self) -> list[CachedArea]:
        """Repaint what changed, within a small time budget once everything has been painted
        at least once, and nothing in a frame that already took an engine step or while an AI
        computes (a part of the screen lagging a few frames behind is invisible; a slow frame
        is not)."""
        stepped = len(self.match.log) != self._steps_drawn
        self._steps_drawn = len(self.match.log)
        now = time.perf_counter()
        thinking = self.runner.busy
        wait = (stepped or thinking) and now - self._waiting_since < MAX_WAIT
        options = self._options if self._showing_options() else frozenset()
        painted = []
        self.lagging = 0
        for area, key, painter in self._area_jobs():
            if not area.stale(key):
                continue
            if area.built and (wait or (painted and time.perf_counter() - now > PAINT_BUDGET)):
                self.lagging += 1
                continue
            area.paint(key, options, painter)
            painted.append(area)
        if not (wait and self.lagging):
            self._waiting_since = now
        quiet = not (stepped or painted or thinking)
        if quiet:
            self.warmer.step()
        return painted

    def _area_jobs(self):
        """Each cached area with the key of what it shows now and its painter."""
        look = (i18n.language(), theme.colourblind(), self.viewer)
        shown = self._showing_options()
        view, log, desk = self.view, self.log_panel, self.desk
        turn, hand, decks = self.desk_areas
        hand_options = frozenset(a for a in self._options if a.kind in HAND_KINDS) if shown else None
        return (
            (self.chart_area, look + (self._serial, shown, frozenset(self._moving)),
             self._paint_chart),
            (self.desk_rest, look, self._paint_nothing),
            (turn, look + (view and desk.turn_key(view),), self._paint_turn),
            (hand, look + (view and desk.hand_key(view), hand_options), self._paint_hand),
            (decks, look + (view and desk.decks_key(view),), self._paint_decks),
            (self.side_rest, look, self._paint_nothing),
            *self._seat_jobs(look, shown),
            (self.log_area, look + (len(log.lines), log.scroll, log.title,
                                    log.lines[-1] if log.lines else None), self._paint_log),
            (self.strip_area, look, self._paint_strip),
        )

    def _seat_jobs(self, look: tuple, shown: bool):
        buys = frozenset(a for a in self._options if a.kind in PURCHASES) if shown else None
        for info, area, rect in zip(self.still_infos(), self.seat_areas, self._seat_rects):
            mine = buys if info.seat == self.viewer else None
            yield (area, look + side.seat_key(self.view, info, mine),
                   lambda surface, marks, i=info, r=rect: side.paint_seat(self, surface, marks,
                                                                          self.view, i, r))

    def _chart_base(self) -> pygame.Surface:
        """The printed chart at screen coordinates (the chart area's base)."""
        key = (i18n.language(), theme.colourblind())
        if self._base[0] != key:
            full = pygame.Surface(self.app.size)
            full.blit(self.art.layer(theme.sea_background(*self.app.size)), self.board_rect)
            self._base = (key, full)
        return self._base[1]

    def _paint_chart(self, surface, marks: Marks) -> None:
        if self.view is not None:
            self.fleet.paint(surface, marks, self.view, self._decision, self._moving,
                             self._showing_options())

    def _paint_nothing(self, surface, marks: Marks) -> None:
        """The margins between the desk's boxes or the seat panels: their base only."""

    def _paint_turn(self, surface, marks: Marks) -> None:
        if self.view is not None:
            self.desk.paint_turn(surface, marks, self.view)

    def _paint_hand(self, surface, marks: Marks) -> None:
        if self.view is not None:
            self.desk.paint_hand(surface, marks, self.view)

    def _paint_decks(self, surface, marks: Marks) -> None:
        if self.view is not None:
            self.desk.paint_decks(surface, marks, self.view)

    def _desk_base(self) -> pygame.Surface:
        """The chart with the desk's empty panels and headings (the desk boxes' base)."""
        key = (i18n.language(), theme.colourblind())
        if self._desk_base_at[0] != key:
            full = self._chart_base().copy()
            self.desk.paint_base(full)
            self._desk_base_at = (key, full)
        return self._desk_base_at[1]

    def _side_base(self) -> pygame.Surface:
        """The wood of the seat column at screen coordinates (the seat panels' base)."""
        if self._side_base_at is None:
            self._side_base_at = pygame.Surface(self.app.size)
            self._side_base_at.blit(theme.tiled("wood", self.side_rect.w, self.side_rect.h),
                                    self.side_rect)
        return self._side_base_at

    def still_infos(self) -> list[SeatInfo]:
        """This frame's seat infos without the live status (deciding, thinking): those are
        drawn over the cached panels every frame (`side.draw_status`)."""
        return [dataclasses.replace(info, deciding=False, thinking=False) for info in self._infos]

    def _paint_log(self, surface, marks: Marks) -> None:
        surface.blit(theme.tiled("wood", self.side_rect.w, self.side_rect.h), self.side_rect)
        self.log_panel.rect = self.log_rect()
        self.log_panel.draw(surface)

    def _paint_strip(self, surface, marks: Marks) -> None:
        surface.blit(theme.sea_background(*self.app.size), self.strip_area.rect, self.strip_area.rect)

    def draw_board(self, surface: pygame.Surface, view: BlackFleetView) -> None:
        for area in (self.chart_area, *self.desk_areas):
            self.offers.extend(area.marks.offers)
            for rect, text in area.marks.tips:
                self.tips.add(rect, text)
        if view is not None:
            for rect in self.fleet.overlay(surface, view, self._moving, self._decision, self.mouse,
                                           self._showing_options()):
                self.damage.add(rect)

    def draw_offers(self, surface: pygame.Surface) -> None:
        """Spaces have their own highlight (painted with the chart) and glow when hovered;
        attack targets get a red gun sight; every other option the usual glow."""
        for rect, action in self.offers:
            hot = rect.collidepoint(self.mouse)
            if action.kind in CELL_KINDS:
                if hot:
                    theme.glow(surface, rect.inflate(-6, -6), theme.GOLD_LIGHT, 3, 6)
                    self.damage.add(rect.inflate(4, 4))
            elif action.kind in ATTACKS:
                self.damage.add(_sight(surface, rect, hot, self.app.time))
            else:
                self.damage.add(_glow(surface, rect, hot, self.app.time))

    def draw_side(self, surface: pygame.Surface) -> None:
        """The seat column is painted in its cached areas; here only what is live (who decides
        or thinks, the cards you may buy), and a note of where the animations, the tooltip and
        the toast will draw this frame (to repair them next frame)."""
        seat_marks = [area.marks for area in self.seat_areas]
        for marks in seat_marks:
            self.offers.extend(marks.offers)
            for rect, text in marks.tips:
                self.tips.add(rect, text)
        for rect in side.draw_status(surface, self._infos, self.seat_rects(), self.app.time):
            self.damage.add(rect)
        if not self.anims.blocking:
            for rect, action in (o for marks in seat_marks for o in marks.offers):
                if action.kind in PURCHASES:
                    hot = rect.collidepoint(self.mouse)
                    theme.glow(surface, rect, theme.RED if hot else BUY_GLOW, 4 if hot else 3, 7,
                               pulse=0 if hot else self.app.time)
                    self.damage.add(rect.inflate(10, 10))
        self._note_overdraw(surface)

    def _note_overdraw(self, surface: pygame.Surface) -> None:
        for anim in self.anims.running + self.anims.queue[:1]:
            if anim in self.anims.queue and not anim.started:
                continue
            rect = anim_bounds(anim, surface.get_rect())
            if rect is None:
                self.damage.everything = True
            else:
                self.damage.add(rect)
        if self.tips.current:
            self.damage.add(tooltip_box(self.tips.current, self.mouse, surface.get_rect()))
        if self.toast:
            self.damage.everything = True

    # ---- input --------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """A click on your development row (a card to buy) is an offer too."""
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not self.anims.blocking
                and self.side_rect.collidepoint(event.pos)):
            d = self.current_human_decision()
            if d is not None:
                for rect, action in reversed(self.offers):
                    if rect.collidepoint(event.pos) and action in d.options:
                        self.choose(d.seat, action)
                        return True
        return super().handle(event)


@lru_cache(maxsize=64)
def _note_if_room(prompt: str, note: str, width: int) -> str:
    """The note, if it fits beside the prompt in the bar (they share its first line)."""
    room = width - theme.font(18, True).size(prompt)[0] - 40
    return note if note and theme.font(14).size(note)[0] <= room else ""


def _glow(surface, rect: pygame.Rect, hot: bool, t: float) -> pygame.Rect:
    theme.glow(surface, rect, theme.GOLD_LIGHT if hot else theme.HIGHLIGHT, 4 if hot else 3, 8,
               pulse=0 if hot else t)
    return rect.inflate(10, 10)


def _sight(surface, rect: pygame.Rect, hot: bool, t: float) -> pygame.Rect:
    """A gun sight over an enemy ship (or a cube) that can be attacked: click to fire."""
    r = max(rect.w, rect.h) // 2 + 2
    grow = 0 if hot else int(2 * abs(((t * 2) % 2) - 1))
    colour = (255, 120, 90) if hot else (226, 60, 48)
    c = rect.center
    pygame.draw.circle(surface, colour, c, r + grow, 3 if hot else 2)
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        a = (c[0] + dx * (r - 4), c[1] + dy * (r - 4))
        b = (c[0] + dx * (r + 5 + grow), c[1] + dy * (r + 5 + grow))
        pygame.draw.line(surface, colour, a, b, 2)
    return pygame.Rect(0, 0, 2 * r + 18, 2 * r + 18).move(c[0] - r - 9, c[1] - r - 9)


def anim_bounds(anim, screen: pygame.Rect) -> pygame.Rect | None:
    """Where an animation draws this frame (None: unknown, repair everything next frame)."""
    if isinstance(anim, (ShipSail, Pause)):
        return pygame.Rect(0, 0, 0, 0)           # sailing ships are drawn by the fleet overlay
    if isinstance(anim, (CardShow, Sinking)):
        return anim.bounds()
    if isinstance(anim, Fly):
        return anim.image.get_rect(center=anim.position()).inflate(6, 6)
    if isinstance(anim, Flash):
        return anim.rect.inflate(22, 22)
    if isinstance(anim, Banner):
        return pygame.Rect(screen.x, anim.y - 44, screen.w, 88)
    return None


def tooltip_box(text: str, mouse, screen: pygame.Rect) -> pygame.Rect:
    """The box the platform's tooltip draws for `text` at the pointer (with its shadow)."""
    img = theme.text(text, 14, theme.INK, False, False, TIP_WIDTH - 20)
    box = pygame.Rect(mouse[0] + 18, mouse[1] + 18, img.get_width() + 20, img.get_height() + 16)
    box.clamp_ip(screen)
    return box.inflate(14, 14).move(3, 3)
