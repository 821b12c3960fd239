"""The Black Fleet table: the chart with its ships, the captain's desk, the seats' development
rows, and every option of the current decision as something to click.

A turn for a human: click a movement card in the hand; click one of your ships (or a navy you
command, ringed in your colour) to start sailing it; the spaces it can reach light up (hover one
to see the path); click one and the ship sails there; its action (sell, rob, sink, bury) is
offered on the chart (gun sights on targets) and in the prompt bar; "Done with this ship", the
next ship, "End sailing", then buy a card from your row. Everything is drawn from the viewing
seat's view only.

Drawing: the chart, the desk's three boxes, the seat panels and the log are regions of the
shared layer (widgets/layer.py), repainted when what they show changes, a little per frame and
never while an AI thinks; ships under sail, the hovered path, glows, animations and tooltips are
drawn over them and given back the next frame. Nothing else is copied: a quiet frame costs well
under 1 ms.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from functools import partial

import pygame
from pygame.typing import Point

from game.black_fleet.model import BlackFleetView
from game.black_fleet.views import activating_ship
from game.black_fleet.words import ship_name
from game.core import Action, Decision

from ..core import i18n, theme
from ..table.layered import LayeredTable, LayerJob
from ..widgets.layer import Marks
from ..widgets.seat_panel import SeatInfo
from ..widgets.warm import Job
from . import side, warm
from .anims import ShipSail
from .board import ChartArt
from .desk import Desk
from .events import SHOW, EventAnimations
from .fleet import CELL_KINDS, Fleet
from .layout import ChartLayout

HAND_ONLY = ("play_move", "discard_move")  # long labels: the cards glow in the hand instead
ATTACKS = ("sink", "msink", "rob", "target_enemy")
PURCHASES = ("buy", "buy_victory")
HAND_KINDS = ("play_move", "discard_move", "fortune", "discard")
BUY_GLOW = (214, 100, 20)  # the cards you may buy: warm enough to show on parchment


class BlackFleetTable(EventAnimations, LayeredTable):
    show = SHOW

    def __init__(self, app, match, autosave_path=None) -> None:
        super().__init__(app, match, autosave_path)
        self.content = self.rules.content
        self.layout = ChartLayout(self.content.map, self.board_rect)
        self.art = ChartArt(self.layout)
        self.fleet = Fleet(self, self.layout)
        self.desk = Desk(self, self.layout.desk)
        self._seat_rects = side.panel_rects(self)
        self._add_regions()
        self._serial = 0  # bumped whenever the view is recomputed
        self._decision: Decision | None = None
        self._options: frozenset = frozenset()
        self._moving: dict[str, ShipSail] = {}
        self._infos: list[SeatInfo] = []

    # ---- hooks: seats, bar, view ------------------------------------------------------------
    def seat_line_count(self) -> int:
        return 3  # the money line, then two lines' height for the development row

    def seats_height(self) -> int:
        """The panels are taller than their lines: the development row has two rows of cards
        (names whole)."""
        return super().seats_height() + self.config.n_seats * side.PANEL_EXTRA

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
        self.prompt.note = self.prompt.note_if_room(self.sail_note())

    def sail_note(self) -> str:
        """ "Merchant: 2 of 4 moves left" while a ship of the viewer sails."""
        view, d = self.view, self._decision
        if view is None or d is None or d.kind != "sail":
            return ""
        ship = activating_ship(self.rules.g, view)
        if ship is None:
            return ""
        slot = self.rules.g.slot_of[ship]
        left = view.allowances[slot] - view.turn.steps[slot]
        note = i18n.tr(
            "black_fleet.scene.moves_left",
            ship=i18n.localize(ship_name(self.rules.g, ship)),
            count=left,
            allowance=view.allowances[slot],
        )
        return note[:1].upper() + note[1:]

    # ---- the frame -------------------------------------------------------------------------------
    def _add_regions(self) -> None:
        """The layer's regions: the chart (sparse: a few ships on a big printed chart), the
        desk's three boxes, each seat panel and the log. The margins between them and the strip
        under the prompt bar show the base."""
        layer, b, side_rect = self.layer, self.board_rect, self.side_rect
        split = self.layout.desk.x - 4
        self.chart_region = layer.region("chart", (b.x, b.y, split - b.x, b.h), sparse=True)
        self.desk_regions = [
            layer.region(name, r.inflate(4, 4))
            for name, r in zip(("turn", "hand", "decks"), self.desk.boxes())
        ]
        self.seat_regions = [
            layer.region(f"seat{k}", r.inflate(8, 8)) for k, r in enumerate(self._seat_rects)
        ]
        log_top = self.log_rect().y - 4
        self.log_region = layer.region(
            "log", (side_rect.x, log_top, side_rect.w, side_rect.bottom - log_top)
        )

    def frame_state(self) -> None:
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

    def layer_options(self) -> frozenset[Action]:
        return self._options if self._showing_options() else frozenset()

    def layer_base_key(self) -> object:
        return (i18n.language(), theme.colourblind())

    def warm_jobs(self) -> Iterator[Job]:
        return warm.jobs(self)

    def opening_jobs(self) -> Iterator[Job]:
        """The ports' plaques placed, then the printed chart piece by piece, before the base
        picture takes it whole."""
        yield lambda: self.layout.plaques
        yield from self.art.steps(theme.sea_background(*self.app.size))

    def layer_jobs(self, look: object, hurry: bool) -> tuple[LayerJob, ...]:
        """Each region with the key of what it shows now and its painter."""
        shown = self._showing_options()
        view, log, desk = self.view, self.log_panel, self.desk
        turn, hand, decks = self.desk_regions
        hand_options = (
            frozenset(a for a in self._options if a.kind in HAND_KINDS) if shown else None
        )
        return (
            (
                self.chart_region,
                (look, self._serial, shown, frozenset(self._moving)),
                self._paint_chart,
            ),
            (turn, (look, view and desk.turn_key(view)), self._paint_turn),
            (hand, (look, view and desk.hand_key(view), hand_options), self._paint_hand),
            (decks, (look, view and desk.decks_key(view)), self._paint_decks),
            *self._seat_jobs(look, shown),
            (
                self.log_region,
                (look, len(log.lines), log.scroll, log.title, log.lines[-1] if log.lines else None),
                self._paint_log,
            ),
        )

    def _seat_jobs(self, look: object, shown: bool) -> Iterator[LayerJob]:
        buys = frozenset(a for a in self._options if a.kind in PURCHASES) if shown else None
        for info, region, rect in zip(self.still_infos(), self.seat_regions, self._seat_rects):
            mine = buys if info.seat == self.viewer else None
            yield (
                region,
                (look, side.seat_key(self.view, info, mine)),
                partial(self._paint_seat, info, rect),
            )

    def _paint_seat(
        self, info: SeatInfo, rect: pygame.Rect, surface: pygame.Surface, marks: Marks
    ) -> None:
        side.paint_seat(self, surface, marks, self.view, info, rect)

    def paint_base(self) -> pygame.Surface:
        """Everything under the regions that never changes, at screen coordinates: the sea,
        the printed chart, the desk's empty panels and headings, the wood of the seat column."""
        sea = theme.sea_background(*self.app.size)
        base = sea.copy()
        base.blit(self.art.layer(sea), self.board_rect)
        self.desk.paint_base(base)
        base.blit(theme.tiled("wood", self.side_rect.w, self.side_rect.h), self.side_rect)
        return base

    def _paint_chart(self, surface, marks: Marks) -> None:
        if self.view is not None:
            self.fleet.paint(
                surface, marks, self.view, self._decision, self._moving, self._showing_options()
            )

    def _paint_turn(self, surface, marks: Marks) -> None:
        if self.view is not None:
            self.desk.paint_turn(surface, marks, self.view)

    def _paint_hand(self, surface, marks: Marks) -> None:
        if self.view is not None:
            self.desk.paint_hand(surface, marks, self.view)

    def _paint_decks(self, surface, marks: Marks) -> None:
        if self.view is not None:
            self.desk.paint_decks(surface, marks, self.view)

    def still_infos(self) -> list[SeatInfo]:
        """This frame's seat infos without the live status (deciding, thinking): those are
        drawn over the kept panels every frame (`side.draw_status`)."""
        return [dataclasses.replace(info, deciding=False, thinking=False) for info in self._infos]

    def _paint_log(self, surface, marks: Marks) -> None:
        self.log_panel.rect = self.log_rect()
        self.log_panel.draw(surface)

    def draw_board(self, surface: pygame.Surface, view: BlackFleetView) -> None:
        for region in (self.chart_region, *self.desk_regions):
            self.offers.extend(region.marks.offers)
            for rect, text in region.marks.tips:
                self.tips.add(rect, text)
        if view is not None:
            for rect in self.fleet.overlay(
                surface, view, self._moving, self._decision, self.mouse, self._showing_options()
            ):
                self.layer.cover(rect)

    def draw_offers(self, surface: pygame.Surface) -> None:
        """Spaces have their own highlight (painted with the chart) and glow when hovered;
        attack targets get a red gun sight; every other option the usual glow."""
        for rect, action in self.offers:
            hot = rect.collidepoint(self.mouse)
            if action.kind in CELL_KINDS:
                if hot:
                    theme.glow(surface, rect.inflate(-6, -6), theme.GOLD_LIGHT, 3, 6)
                    self.layer.cover(rect.inflate(4, 4))
            elif action.kind in ATTACKS:
                self.layer.cover(_sight(surface, rect, hot, self.app.time))
            else:
                self.layer.cover(_glow(surface, rect, hot, self.app.time))

    def draw_side(self, surface: pygame.Surface) -> None:
        """The seat column is painted in its regions; here only what is live: who decides or
        thinks, the cards you may buy."""
        seat_marks = [region.marks for region in self.seat_regions]
        for marks in seat_marks:
            self.offers.extend(marks.offers)
            for rect, text in marks.tips:
                self.tips.add(rect, text)
        for rect in side.draw_status(surface, self._infos, self.seat_rects(), self.app.time):
            self.layer.cover(rect)
        if not self.anims.blocking:
            for rect, action in (o for marks in seat_marks for o in marks.offers):
                if action.kind in PURCHASES:
                    hot = rect.collidepoint(self.mouse)
                    theme.glow(
                        surface,
                        rect,
                        theme.RED if hot else BUY_GLOW,
                        4 if hot else 3,
                        7,
                        pulse=0 if hot else self.app.time,
                    )
                    self.layer.cover(rect.inflate(10, 10))

    # ---- input --------------------------------------------------------------------------------
    def refused_at(self, pos: Point) -> Action | None:
        """The regions keep what their painters refused (`Marks.refuse`): a click looks there,
        the last painted first, rather than every frame copying a chart's worth of spaces."""
        regions = (self.chart_region, *self.desk_regions, *self.seat_regions)
        for region in reversed(regions):
            for rect, action in reversed(region.marks.refusals):
                if rect.collidepoint(pos):
                    return action
        return super().refused_at(pos)

    def handle(self, event: pygame.event.Event) -> bool:
        """A click on your development row (a card to buy) is an offer too."""
        if (
            event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and not self.anims.blocking
            and self.side_rect.collidepoint(event.pos)
        ):
            d = self.current_human_decision()
            if d is not None:
                for rect, action in reversed(self.offers):
                    if rect.collidepoint(event.pos) and action in d.options:
                        self.choose(d.seat, action)
                        return True
        return super().handle(event)


def _glow(surface, rect: pygame.Rect, hot: bool, t: float) -> pygame.Rect:
    theme.glow(
        surface,
        rect,
        theme.GOLD_LIGHT if hot else theme.HIGHLIGHT,
        4 if hot else 3,
        8,
        pulse=0 if hot else t,
    )
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
