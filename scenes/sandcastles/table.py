"""The Sandcastles table: a beach by the sea, the deck with the Big Wave's zone, the beach cards,
the bonus display, each player's building area with its castles, and the viewing seat's hand.

A turn for a human: click a tile of your hand (it glows when it may be played), then one of the
lit cells, the legal places in every castle, or the slot of a new castle (or drag the tile
there); if the tile may be turned more than one way it waits there: the wheel or R turns it, a click puts it down (the
prompt bar lists the turns too). An attack: click the attack tile, then a target (lit red).
Draws: click a beach card or the deck. Swap, Decline and the rest are in the prompt bar. A
click on something unlit says why it is refused (the rule, from the engine).
Everything is drawn from the viewing seat's view only.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Iterator
from functools import partial
from pathlib import Path

import pygame

from game.core import Action, Decision, Match
from game.sandcastles.catalogue import NEW_SHARED, SHARED, Catalogue, walls_mask
from game.sandcastles.model import View
from game.sandcastles.rules import SandcastlesRules
from game.sandcastles.tasks import PickWalls

from ..core import i18n, theme
from ..core.app import App
from ..table.layered import LayeredTable, LayerJob
from ..widgets.layer import Marks
from ..widgets.prompt_bar import SECOND_ROW
from ..widgets.seat_panel import draw_seat_panel, panel_height
from ..widgets.slots import KeptRows
from ..widgets.warm import Job
from . import paint, sprites, warm
from .clicks import CELL_KINDS, HAND_KINDS, WALLS_KINDS, Click, clicks, fight_target
from .events import SHOW
from .layout import MAX_CELL, Layout, beach_slots

BOARD_ONLY = ("cell", "target")  # always on the board; hand tiles too when the bar is full


class SandcastlesTable(LayeredTable):
    show = SHOW
    prime_seconds = 0.05  # the rest of the sprites are drawn in quiet frames

    def __init__(self, app: App, match: Match, autosave_path: Path | None = None) -> None:
        super().__init__(app, match, autosave_path)
        rules = self.rules
        assert isinstance(rules, SandcastlesRules)
        self.g: Catalogue = rules.g
        n = self.config.n_seats
        # the hand stands clear of the prompt bar's second row, which this game often needs
        # (castles to choose, several attacks): the bar never covers the hand it asks about
        board = self.board_rect.copy()
        board.h -= SECOND_ROW
        self.layout = Layout(board, n, n == 2)
        self._serial = 0
        self._decision: Decision | None = None
        self._clicks: list[Click] = []
        self._lit: dict[int, tuple[Click, ...]] = {}
        self.rot = 0
        self.plan: Action | None = None
        self.dragging = False  # a tile of the hand held under the pointer
        # where the tile held was picked up: a release there is the pick-up's own (a click on
        # the tile), not a click on what the hand closing up put under the pointer
        self.picked_at: pygame.Rect | None = None
        self._lines: tuple[object, tuple] = (None, ())
        self.fight_cell: tuple[int, int] | None = None  # where the fight under way hits
        # the hand slot by slot: a tile on its way to a castle or a fight leaves a gap
        self.hand: tuple[int | None, ...] = ()
        self._hand_rows: KeptRows[int] = KeptRows()
        # the beach slot by slot: a card taken leaves a gap until the beach is refilled
        self.beach: tuple[int | None, ...] = ()

    # ---- the view and the decision ---------------------------------------------------------
    def on_view_changed(self) -> None:
        self._serial += 1
        view = self.view
        if view is None:
            return
        d = self.current_human_decision()
        if d is None or self._decision is None or d.kind != self._decision.kind:
            self.rot = 0
        self._decision = d
        slots: frozenset[int] = frozenset()
        if d is not None:
            slots = frozenset(
                SHARED if a.kind == "new_shared" else d.seat
                for a in d.options
                if a.kind in ("new", "new_shared")
            )
        task = view.agenda[-1] if view.agenda else None
        forming = None  # the area of a new castle whose first tile is being turned
        if isinstance(task, PickWalls) and task.cid < 0:
            forming = SHARED if task.cid == NEW_SHARED else task.seat
        self.layout.place_castles(view, slots, forming)
        # a tile that leaves the hand (for a castle or a fight, SAND-25, SAND-26) leaves a gap
        # until a draw fills it: the two-player game asks its second action of the same row at
        # once (SAND-54), and no tile may slide under the pointer
        self.hand = self._hand_rows.row("hand", view.hand)  # (another seat's: laid out afresh)
        self.beach = beach_slots(self.beach, view.beach)
        self._clicks = clicks(self.g, view, d, self.layout, self.hand, self.beach)
        lit: dict[int, list[Click]] = {}
        for c in self._clicks:
            if c.offered and c.owner != -9:
                lit.setdefault(c.owner, []).append(c)
        self._lit = {k: tuple(v) for k, v in lit.items()}

    def warm_jobs(self) -> Iterator[Job]:
        return warm.jobs(self)

    def opening_jobs(self) -> Iterator[Job]:
        """The sand of the base picture, a piece a job (its grains take a while)."""
        yield from sprites.beach_pieces(self.board_rect.w, self.app.size[1], 10)

    def layout_cell(self, owner: int) -> int:
        area = self.layout.areas.get(owner)
        return area.castles[0].cell if area is not None and area.castles else MAX_CELL

    def walls_choice(self) -> Action | None:
        d = self._decision
        if d is None or d.kind not in WALLS_KINDS or not d.options:
            return None
        return d.options[self.rot % len(d.options)]

    def update(self, dt: float) -> None:
        super().update(dt)
        d = self.current_human_decision()
        if self.plan is not None and d is not None and not self.anims.blocking:
            plan, self.plan = self.plan, None
            if d.kind in CELL_KINDS:
                self.submit(d.seat, plan)  # refused: the toast says why
        hint = ""
        if d is not None and d.kind in WALLS_KINDS:
            hint = i18n.tr("sandcastles.scene.turn_hint")
        self.prompt.note = self.prompt.note_if_room(hint)

    def bar_options(self, decision: Decision) -> list[Action]:
        """Cells and targets are picked on the beach; the tiles of the hand too when the bar
        cannot hold them all (they glow in the hand). Two tiles of one kind in the hand are one
        button ("Attack with the crab attack" once): either one does the same."""
        options: list[Action] = []
        said: set[tuple[str, str]] = set()
        for a in decision.options:
            if a.kind in BOARD_ONLY:
                continue
            if a.kind in HAND_KINDS:
                words = (a.kind, self.action_text(a))
                if words in said:
                    continue
                said.add(words)
            options.append(a)
        if self.bar_fits(decision, options):
            return options
        return [a for a in options if a.kind not in (*HAND_KINDS, "beach", "deck")]

    # ---- seats --------------------------------------------------------------------------------
    def seat_line_count(self) -> int:
        return 1

    def seat_lines(self, view: View | None, seat: int) -> list[str]:
        if view is None or seat >= view.n:
            return []
        return [
            i18n.tr(
                "sandcastles.scene.seat_line",
                points=view.scores[seat],
                bank=len(view.banks[seat]),
                hand=view.hand_counts[seat],
                bonuses=sum(1 for _b, q, _t in view.held if q == seat),
            )
        ]

    def all_seat_lines(self) -> tuple:
        key = (self._serial, self.viewer, i18n.language())
        if self._lines[0] != key:
            self._lines = (
                key,
                tuple(tuple(self.seat_lines(self.view, i)) for i in range(self.config.n_seats)),
            )
        return self._lines[1]

    # ---- the layer -------------------------------------------------------------------------------
    def paint_base(self) -> pygame.Surface:
        base = theme.sea_background(*self.app.size).copy()
        b = self.board_rect
        sand = sprites.beach(b.w, self.app.size[1], 10)
        base.blit(sand, b.topleft)
        base.blit(theme.tiled("wood", self.side_rect.w, self.side_rect.h), self.side_rect)
        return base

    def layer_base_key(self) -> object:
        return (i18n.language(), theme.colourblind(), self.app.size)

    def layer_jobs(self, look: object, hurry: bool) -> Iterable[LayerJob]:
        view = self.view
        if view is None:
            return []
        region = self.layer.region
        lay = self.layout
        held = view.held
        strip_key = (
            look,
            view.deck_count,
            view.wave_seat,
            view.outcome,
            self.beach,
            view.game_hand,
            view.display,
            held,
        )
        jobs: list[LayerJob] = [
            (region("strip", lay.strip), strip_key, partial(self._paint, paint.paint_strip)),
            (
                region("hand", lay.hand.inflate(4, 4)),
                (look, view.seat, self.hand, view.moving, view.fight, view.hand_limit),
                partial(self._paint, paint.paint_hand),
            ),
        ]
        for owner, area in lay.areas.items():
            castles = tuple(c for c in view.castles if c.owner == owner)
            lit = self._lit.get(owner, ())
            if owner >= 0:
                seat_key: tuple = (
                    view.hand_counts[owner],
                    len(view.banks[owner]),
                    view.scores[owner],
                    view.wave_seat == owner,
                    tuple(h for h in held if h[1] == owner),
                    view.active == owner,
                    self.names[owner],
                )
            else:
                seat_key = ()
            key = (
                look,
                castles,
                seat_key,
                fight_target(view),
                tuple((c.rect.topleft, c.style) for c in lit),
                area.new_slot is not None,
            )
            jobs.append(
                (
                    region(f"area{owner}", area.rect.inflate(2, 2)),
                    key,
                    partial(self._paint_area, area.owner),
                )
            )
        jobs.append((region("seats", self.seats_region()), self.seats_key(), self._paint_seats))
        jobs.append((region("log", self.log_region()), self.log_key(), self._paint_log))
        return jobs

    def _paint(
        self,
        painter: Callable[[SandcastlesTable, pygame.Surface, Marks, View], None],
        surface: pygame.Surface,
        marks: Marks,
    ) -> None:
        if self.view is not None:
            painter(self, surface, marks, self.view)

    def _paint_area(self, owner: int, surface: pygame.Surface, marks: Marks) -> None:
        area = self.layout.areas.get(owner)
        if self.view is not None and area is not None:
            paint.paint_area(self, surface, marks, self.view, area, self._lit.get(owner, ()))

    def seats_region(self) -> pygame.Rect:
        side = self.side_rect
        return pygame.Rect(side.x, side.y, side.w, self.log_rect().y - 3 - side.y)

    def log_region(self) -> pygame.Rect:
        side = self.side_rect
        top = self.log_rect().y - 3
        return pygame.Rect(side.x, top, side.w, side.bottom - top)

    def seats_key(self) -> tuple:
        thinking = tuple(i for i in range(self.config.n_seats) if self.runner.thinking(i))
        dots = int(self.app.time * 3) % 3 if thinking else 0
        deciding = tuple(d.seat for d in self.match.decisions())
        return (
            i18n.language(),
            theme.colourblind(),
            self.viewer,
            self.all_seat_lines(),
            thinking,
            dots,
            deciding,
        )

    def _paint_seats(self, surface: pygame.Surface, marks: Marks) -> None:
        infos = self.seat_infos()
        compact = len(infos) > 4
        y = self.side_rect.y + 8
        for info in infos:
            lines = list(info.lines)
            if compact:
                info = dataclasses.replace(info, lines=[])
            h = 44 if compact else panel_height(info)
            rect = pygame.Rect(self.side_rect.x + 6, y, self.side_rect.w - 12, h)
            draw_seat_panel(surface, rect, info, self.app.time)
            if compact and lines and not (info.deciding or info.thinking):
                ink = theme.INK_SOFT if info.viewing else theme.TEXT_DIM
                size = theme.fit_text(lines[0], 12, rect.w - 50, min_size=9)
                theme.blit_text(surface, lines[0], (rect.x + 40, rect.y + 27), size, ink)
            if compact and lines:
                marks.tip(rect, lines[0])
            y += h + 6

    def _paint_log(self, surface: pygame.Surface, marks: Marks) -> None:
        self.log_panel.rect = self.log_rect()
        self.log_panel.draw(surface)

    def draw_side(self, surface: pygame.Surface) -> None:
        """The seats and the log are on the layer: only their tooltips here."""
        for rect, text in self.layer.region("seats", self.seats_region()).marks.tips:
            self.tips.add(rect, text)

    # ---- live drawing -----------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, view: View | None) -> None:
        if view is None:
            return
        lay = self.layout
        for name in ("strip", "hand", *(f"area{o}" for o in lay.areas)):
            region = self.layer.regions.get(name)
            for rect, text in region.marks.tips if region is not None else ():
                self.tips.add(rect, text)
        if self.anims.blocking:
            return
        choice = self.walls_choice()
        for c in self._clicks:
            if not c.offered:
                continue
            action = choice if c.style == "walls" and choice is not None else c.action
            self.offer(c.rect, action)
        card = view.moving[0] if view.moving else -1
        if self.dragging and card >= 0 and pygame.mouse.get_pressed()[0]:
            img = sprites.tile_for(self.g, card, 0, 44)
            rect = img.get_rect(center=self.mouse)
            surface.blit(img, rect)
            self.layer.cover(rect.inflate(4, 4))
        if choice is not None and card >= 0:
            place = next((c.rect for c in self._clicks if c.style == "walls"), None)
            if place is not None:
                walls = walls_mask(str(choice.args[0]))
                img = sprites.castle_tile(self.g.figure[card], walls, place.w - 2)
                surface.blit(img, place.move(1, 1))
                theme.glow(surface, place, theme.GOLD_LIGHT, 3, 6, pulse=self.app.time)
                self.layer.cover(place.inflate(14, 14))
        elif card >= 0:
            hot = next(
                (
                    c
                    for c in reversed(self._clicks)
                    if c.offered and c.style == "cell" and c.rect.collidepoint(self.mouse)
                ),
                None,
            )
            if hot is not None and hot.walls:
                img = sprites.castle_tile(self.g.figure[card], hot.walls, hot.rect.w - 2)
                img = img.copy()
                img.set_alpha(190)
                surface.blit(img, hot.rect.move(1, 1))
                self.layer.cover(hot.rect.inflate(4, 4))

    def draw_offers(self, surface: pygame.Surface) -> None:
        """Lit cells and targets are painted with their area; only the one under the pointer
        glows. Tiles, beach cards, the deck and the slot of a new castle glow."""
        for rect, action in self.offers:
            hot = rect.collidepoint(self.mouse)
            if action.kind in ("cell", "target", "castle", "walls"):
                if hot:
                    theme.glow(surface, rect, theme.GOLD_LIGHT, 3, 5)
                    self.layer.cover(rect.inflate(12, 12))
                continue
            theme.glow(
                surface,
                rect,
                theme.GOLD_LIGHT if hot else theme.HIGHLIGHT,
                4 if hot else 3,
                8,
                pulse=0 if hot else self.app.time,
            )
            self.layer.cover(rect.inflate(16, 16))

    # ---- input ----------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        d = self.current_human_decision()
        if d is not None and d.kind in WALLS_KINDS and not self.anims.blocking:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_r:
                self.turn_tile(1)
                return True
            if event.type == pygame.MOUSEWHEEL and self.board_rect.collidepoint(self.app.mouse):
                self.turn_tile(1 if event.y < 0 else -1)
                return True
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and d is not None
            and d.kind in ("act", "act_second")
            and not self.anims.blocking
            and self.is_top()
        ):
            hit = self.click_at(event.pos)
            if hit is not None and hit.offered and hit.action.kind == "build":
                self.dragging = self.submit(d.seat, hit.action)  # picked up: drag or click on
                self.picked_at = hit.rect.copy() if self.dragging else None
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            picked_at, self.picked_at = self.picked_at, None
            self.dragging = False
            if picked_at is not None and picked_at.collidepoint(event.pos):
                return True  # let go where it was picked up: the tile waits for a place
        if (
            event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and d is not None
            and not self.anims.blocking
            and self.board_rect.collidepoint(event.pos)
            and self.is_top()
        ):
            hit = self.click_at(event.pos)
            if hit is not None:
                self.take_click(d, hit)
                return True
        return super().handle(event)

    def turn_tile(self, step: int) -> None:
        self.rot += step

    def click_at(self, pos: tuple[int, int]) -> Click | None:
        offered = [c for c in self._clicks if c.offered and c.rect.collidepoint(pos)]
        if offered:
            return offered[-1]
        refused = [c for c in self._clicks if c.rect.collidepoint(pos)]
        return refused[-1] if refused else None

    def take_click(self, d: Decision, c: Click) -> None:
        action = c.action
        if c.style == "walls":
            action = self.walls_choice() or action
        if self.submit(d.seat, action):
            self.plan = c.plan
