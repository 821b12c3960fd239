"""The Kratos table: the sea chart with every piece, the desk, nine seat panels and the log.

A turn for a human (section 3, KD-44): every piece you may play glows (an island shows how many
of its pieces you may play); click one (on an island, pick it from the island's roster) and its
menu opens beside it: its declarations (KD-1), pass, sell to ...; while the menu is open the chart
shows where it could go (blue dots) and what it could fire at (gun sights), and a click on one of
those declares a move or a shot and makes it at once. A declared move lights its destinations
(hover one to see the path, the one the engine logs); a shot lights its targets; production and
steel open a picker beside the island. "Produce everywhere" and "End the turn" are one click each
in the bar. A click on something that is not a legal choice says why, with the rule's words.

The AI seats play at the speed chosen on the desk (watch, quick, fastest), with the camera
following what they do when the chart is zoomed in; "Skip to my turn" plays them on at once.
The AI pause applies to what a human can watch (moves and shots), never to the many small
decisions around them.

Everything drawn comes from the viewing seat's view (and game/kratos/preview.py, which works from
that view alone): no secret of another seat is ever on screen.
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Sequence
from functools import partial
from pathlib import Path

import pygame
from pygame.typing import Point

from game.core import Action, Decision, Event, Match
from game.core.types import Progress
from game.kratos.model import Piece, View
from game.kratos.preview import Preview, Supplies
from game.kratos.rules import KratosRules

from ..core import i18n, theme
from ..core.app import App
from ..table.layered import LayeredTable, LayerJob
from ..widgets.layer import Marks
from ..widgets.warm import Job
from . import clicks, controls, desk, side
from .anims import PieceSail
from .chart import Chart, ChartLook, Drawable, Highlights
from .events import SHOW
from .layout import BAR_COVERS, CHART_VIEW, DESK, Camera, chart_tiles, seat_rects, seats_height
from .popup import Popup, Row
from .words import cell_tip, draft_lines, island_tip, piece_tip

S = "kratos.scene."
WATCHED = ("move", "shoot")  # AI decisions a human can follow on the chart (ai_pause)
LOG_BUDGET = 0.0015  # seconds a quiet frame may spend rendering new log lines
FAST_BUDGET = 0.006  # seconds of engine steps per frame when the AI seats play at once
PIECE_KINDS = ("piece_menu", "cargo", "move", "shoot", "produce", "steel")


class KratosTable(LayeredTable):
    show = SHOW
    prime_seconds = None  # every drawing warm before play starts (a few frames of 6 ms)
    rules: KratosRules

    def __init__(self, app: App, match: Match, autosave_path: Path | None = None) -> None:
        super().__init__(app, match, autosave_path)
        self.g = self.rules.g
        self.camera = Camera(self.g.geometry(self.g.default_spec), CHART_VIEW, BAR_COVERS)
        self._board: object = None
        self.chart = Chart({k.id: k.produces or "" for k in self.g.kinds.values()})
        self.chart_look = ChartLook(
            self.camera, self.seat_rgb, self.letter, label=self._place_label
        )
        self.letters = _letters(self.names)
        self.speed = "quick"
        self.skipping = False  # "skip to my turn": the AI seats play at once until a human decides
        self.popup: Popup | None = None
        self.log_seat: int | None = None  # the log shows only this seat's lines
        self.intent: list[tuple[str, object]] = []  # what a click asked for, taken step by step
        self.inbox_due: set[int] = set()
        self._preview: tuple[object, Preview | None] = (None, None)
        self._serial = 0
        self._decision: Decision | None = None
        self._decision_held = False  # a new decision waits for a frame without steps
        self._hl = Highlights()
        self._hl_key: object = None
        self._hidden: frozenset[int] = frozenset()
        self._drag: tuple[int, int] | None = None
        self._seat_keys: tuple[object, list[tuple]] = (None, [])
        self.supplies_kept: tuple[object, tuple[Supplies, ...]] = (None, ())  # (view, each seat's)
        self._drawn: tuple[object, list[LayerJob]] = (None, [])
        self._under: dict[tuple[int, int, int, int], tuple[int, ...]] = {}  # rect -> tiles
        self.controls_cache: tuple[object, list[controls.Button]] = (None, [])
        self.anims.speed = self.anim_speed
        self._seat_rects = seat_rects(self.config.n_seats)
        self._regions()

    # ---- seats -------------------------------------------------------------------------------
    def seat_rgb(self, seat: int) -> tuple[int, int, int]:
        return theme.seat_rgb(self.seat_colour(seat))

    def letter(self, seat: int) -> str:
        return self.letters[seat] if 0 <= seat < len(self.letters) else ""

    def seat_kind_name(self, seat: int) -> str:
        s = self.config.seats[seat]
        if s.is_human:
            return i18n.tr("ui.table.human")
        for key in (f"kratos.level.{s.level}", f"ui.level.{s.level}"):
            if i18n.has(key):
                return i18n.tr(key)
        return s.level

    def seats_height(self) -> int:
        return seats_height(self.config.n_seats)

    def seat_line_count(self) -> int:
        return 1

    # ---- the view and what it lights -------------------------------------------------------------
    def on_view_changed(self) -> None:
        self._serial += 1
        view = self.view
        if view is not None and view.board != self._board:
            self._board = view.board
            self.camera = Camera(self.g.geometry(view.board), CHART_VIEW, BAR_COVERS)
            self.chart_look.camera = self.camera

    def preview(self) -> Preview | None:
        """The engine's answers on the viewer's view (cached per view)."""
        view = self.view
        if view is None or view.seat is None or not view.islands:
            return None
        if self._preview[0] is not view:
            self._preview = (view, Preview(self.g, view))
        return self._preview[1]

    def piece_in_hand(self) -> int | None:
        """The piece being played now, by anyone (the public agenda names it)."""
        view = self.view
        if view is None or not view.agenda:
            return None
        pid = getattr(view.agenda[-1], "piece", None)
        return pid if isinstance(pid, int) and pid in view.pieces else None

    def hint(self) -> str:
        d = self._decision
        if d is None:
            return ""
        if d.kind == "placement":  # with what is placed so far (each choice shows)
            return "\n".join([i18n.tr(S + "hint_placement"), *draft_lines(self.g, self.view)])
        return i18n.tr(S + "hint_choose") if d.kind == "choose_play" else ""

    def piece_tip(self, p: Piece) -> str:
        return piece_tip(self.g, self.view, p, self.names)

    def _place_label(self, text: str) -> str:
        return i18n.tr(S + text)

    def highlights(self, d: Decision | None) -> Highlights:
        key = (self._serial, d.kind if d else None, d.options if d else None, self.viewer)
        if key != self._hl_key:
            self._hl_key = key
            self._hl = clicks.highlights(self, d)
        return self._hl

    # ---- AI seats: their pace, and playing on at once ------------------------------------------
    def ai_turn(self) -> bool:
        view = self.view
        return (
            view is not None
            and 0 <= view.active < len(self.config.seats)
            and view.active not in self.humans
        )

    def fast(self) -> bool:
        """The AI seats play at once (fastest speed, or skipping to a human's turn)."""
        return self.skipping or (self.speed == "fastest" and bool(self.policies))

    def anim_speed(self) -> float:
        """Normal speed for what a human does; AI turns quicker, and nothing animated while the
        player skips to their turn (their own speed roll included: whether it came in the same
        frame as the last AI move or the next must not decide whether it animates)."""
        base = self.app.settings.animation_speed
        if self.skipping:
            return 0.0
        if not self.ai_turn() or base <= 0:
            return base
        if self.fast():
            return 0.0
        return base * (2.5 if self.speed == "quick" else 1.0)

    def ai_pause(self, d: Decision) -> float:
        """The pause is for what a human can watch: moves and shots, not every decision."""
        if self.fast() or d.kind not in WATCHED:
            return 0.0
        delay = self.app.settings.ai_delay
        return delay * 0.3 if self.speed == "quick" else delay

    def advance(self) -> None:
        if self._decision_held:
            return  # this frame shows the viewer's new decision: the other seats' steps wait
        if self.fast() and not self.runner.busy:
            self.play_on()
        super().advance()
        if self.skipping and self.current_human_decision() is not None:
            self.skipping = False

    def play_on(self) -> None:
        """Chance steps and AI decisions, on this thread, for a few milliseconds (the AI seats
        are fast: the pause is what makes them slow to watch)."""
        end = time.perf_counter() + FAST_BUDGET
        match = self.match
        self.runner.forget()
        while time.perf_counter() < end and not match.is_over:
            if match.chance_pending:
                match.step_chance()
                continue
            d = next((x for x in match.decisions() if x.seat in self.policies), None)
            if d is None:
                return
            policy = self.policies[d.seat]
            view = match.view(d.seat) if policy.needs_view else None
            if not self.submit(d.seat, policy.choose(view, d, self.ai_rngs[d.seat])):
                return

    def set_speed(self, speed: str) -> None:
        self.speed = speed

    def skip(self) -> None:
        self.skipping = True
        self.anims.skip()

    # ---- the frame ---------------------------------------------------------------------------
    def _regions(self) -> None:
        layer = self.layer
        self.tiles = [
            layer.region(f"chart{k}", rect) for k, rect in enumerate(chart_tiles(CHART_VIEW))
        ]
        self.turn_region = layer.region("turn", desk.TURN.inflate(4, 4))
        self.piece_region = layer.region("piece", desk.PIECE.inflate(4, 4))
        top = desk.CONTROLS_TOP - 4
        self.controls_region = layer.region(
            "controls", (DESK.x - 4, top, DESK.w + 8, desk.CONTROLS_H + 10)
        )
        self.seat_regions = [
            layer.region(f"seat{k}", r.inflate(4, 4)) for k, r in enumerate(self._seat_rects)
        ]
        top = self.log_rect().y - 4
        self.log_region = layer.region(
            "log", (self.side_rect.x, top, self.side_rect.w, self.side_rect.bottom - top)
        )

    def frame_state(self) -> None:
        d = self.current_human_decision()
        if d is self._decision or self.anims.blocking:
            self._decision_held = False  # nothing new to take up now
        else:
            # taken up once what came before has played out, and in a frame that took no
            # engine step (what it lights repaints the whole chart): a frame later at most
            stepped = len(self.match.log) != self._steps_drawn
            if stepped and not self._decision_held:
                self._decision_held = True
            else:
                self._decision_held = False
                self._decision = d
                self.on_decision(d)
        self._hidden = frozenset(
            a.piece
            for a in self.anims.queue + self.anims.running
            if isinstance(a, PieceSail) and not a.done
        )
        look = self.chart_look
        look.hidden = self._hidden
        if self._decision_held:
            return  # what the new decision lights waits with it
        hl = self.highlights(d) if not self.anims.blocking else clicks.quiet(self)
        if (hl.live or hl.reach) != (look.hl.live or look.hl.reach) or hl.dest != look.hl.dest:
            for tile in self.tiles:  # what the player may click comes and goes all at once
                tile.painted = False
        look.hl = hl

    def on_decision(self, d: Decision | None) -> None:
        """A new decision for the viewer (or none): decision-bound popups follow it, intents
        are taken, an inbox waiting since the turn began is opened."""
        if self.popup is not None and (self.popup.bound or d is None):
            self.popup = None
        if d is None:
            return
        if clicks.take_intent(self, d):
            return
        if d.seat in self.inbox_due and d.kind == "choose_play":
            self.inbox_due.discard(d.seat)
            self.open_diplomacy(d.seat, "inbox", curtain=False)
            return
        if len(d.options) == 1:
            self.choose(d.seat, d.options[0])  # one sensible answer: never asked (issue 12)
            return
        self.popup = clicks.decision_popup(self, d)

    def layer_base_key(self) -> object:
        return (i18n.language(), theme.colourblind())

    def warm_jobs(self) -> Iterator[Job]:
        return clicks.warm_jobs(self)

    def layer_jobs(self, look: object, hurry: bool) -> list[LayerJob]:
        view, log = self.view, self.log_panel
        jobs: list[LayerJob] = list(self.chart_jobs(look))
        jobs += [
            (self.turn_region, (look, desk.turn_key(view)), self._paint_turn),
            (
                self.piece_region,
                (look, desk.piece_key(self, view), self._decision is None),
                self._paint_piece,
            ),
            (self.controls_region, (look, controls.key(self)), self._paint_controls),
        ]
        keys = self.seat_keys()
        for seat, (region, rect) in enumerate(zip(self.seat_regions, self._seat_rects)):
            jobs.append((region, (look, keys[seat]), partial(self._paint_seat, seat, rect)))
        least = LOG_BUDGET / 3  # new lines, a few a frame; more in what a quiet frame has left
        ready = log.warm(least if hurry else max(least, min(LOG_BUDGET, self.frame_left())))
        jobs.append(
            (
                self.log_region,
                (look, ready, log.scroll, log.title, log.lines[ready - 1] if ready else None),
                self._paint_log,
            )
        )
        return jobs

    def seat_keys(self) -> list[tuple]:
        """What each seat panel shows, worked out once per view."""
        key = (self._serial, self.viewer, self.log_seat)
        if key != self._seat_keys[0]:
            self._seat_keys = (
                key,
                [side.seat_key(self, self.view, q) for q in range(self.config.n_seats)],
            )
        return self._seat_keys[1]

    def chart_jobs(self, look: object) -> Iterator[LayerJob]:
        """The chart in tiles: each is painted again only when something drawn over it (or
        the camera) changes; a step usually touches one or two of them."""
        view = self.view
        if view is None or not view.islands:
            for region in self.tiles:
                yield region, (look, None), self._paint_nothing
            return
        key = (look, self._serial, self.camera.key(), self.chart_look.hl, self._hidden)
        if key != self._drawn[0]:
            sea = (view.board, self.camera.key())
            mine: list[list[Drawable]] = [[] for _ in self.tiles]
            for d in self.chart.drawables(view, self.chart_look):
                for k in self._tiles_under(d[0]):
                    mine[k].append(d)
            jobs: list[LayerJob] = [
                (
                    region,
                    (look, sea, tuple(d[1] for d in ds)),
                    partial(self._paint_tile, region.rect, ds),
                )
                for region, ds in zip(self.tiles, mine)
            ]
            self._drawn = (key, jobs)
        yield from self._drawn[1]

    def _tiles_under(self, rect: pygame.Rect) -> tuple[int, ...]:
        """The tiles `rect` reaches into (the same few places are asked for at every step)."""
        at = (rect.x, rect.y, rect.w, rect.h)
        found = self._under.get(at)
        if found is None:
            if len(self._under) > 4096:  # another zoom or place of the camera: start again
                self._under.clear()
            found = self._under[at] = tuple(
                k for k, tile in enumerate(self.tiles) if tile.rect.colliderect(rect)
            )
        return found

    def _paint_tile(
        self, rect: pygame.Rect, drawables: list[Drawable], surface: pygame.Surface, marks: Marks
    ) -> None:
        view = self.view
        if view is None:
            return
        sea = self.chart.sea(view.board, self.camera)
        surface.blit(sea, rect, rect.move(-CHART_VIEW.x, -CHART_VIEW.y))
        for _rect, _key, draw in drawables:
            draw(surface)

    def _paint_nothing(self, surface: pygame.Surface, marks: Marks) -> None:
        """Before the board is dealt: the table's sea."""

    def _paint_turn(self, surface: pygame.Surface, marks: Marks) -> None:
        desk.paint_turn(self, surface, marks, self.view)

    def _paint_piece(self, surface: pygame.Surface, marks: Marks) -> None:
        desk.paint_piece(self, surface, marks, self.view)

    def _paint_controls(self, surface: pygame.Surface, marks: Marks) -> None:
        controls.paint(self, surface, marks)

    def _paint_seat(
        self, seat: int, rect: pygame.Rect, surface: pygame.Surface, marks: Marks
    ) -> None:
        side.paint_seat(self, surface, marks, self.view, seat, rect)

    def _paint_log(self, surface: pygame.Surface, marks: Marks) -> None:
        log = self.log_panel
        log.rect = self.log_rect()
        seat = self.log_seat
        log.title = (
            i18n.tr("ui.table.log")
            if seat is None
            else i18n.tr(S + "log_of", seat=self.names[seat])
        )
        log.draw(surface)

    def draw_board(self, surface: pygame.Surface, view: View) -> None:
        for region in self.layer.regions.values():
            self.tips.areas.extend(region.marks.tips)
        self.layer.cover(controls.draw_hover(self, surface))
        if view is None or not view.islands:
            return
        for rect in clicks.draw_live(self, surface):
            self.layer.cover(rect)
        if self.popup is not None:
            self.layer.cover(self.popup.draw(surface, self.mouse))
            self.tips.areas.extend(self.popup.tips())
        self._hover_tip()

    def _hover_tip(self) -> None:
        view = self.view
        popup = self.popup
        if popup is not None and popup.rect.colliderect(CHART_VIEW):
            return  # a menu over the chart (or partly over it) is read, not covered by its tips
        node = self.camera.node_at(self.mouse)
        if node is None or view is None:
            return
        rect = self.camera.node_rect(node)
        self.tips.add(rect, partial(self.node_tip, node))

    def node_tip(self, node: int) -> str:
        """What is at a node, and what a click on it would do now."""
        view = self.view
        geo = self.camera.geo
        if geo.is_island(node):
            island = view.islands[geo.island_of(node) - 1]
            text = island_tip(self.g, view, island, self.names)
        else:
            x, y = geo.xy(node)
            text = cell_tip(self.g, view, x, y, node, self.names)
        hint = clicks.click_hint(self, node)
        return f"{hint}\n{text}" if hint else text

    def draw_offers(self, surface: pygame.Surface) -> None:
        """What may be clicked is lit in the chart itself (kept in the layer)."""

    def draw_side(self, surface: pygame.Surface) -> None:
        for rect in side.draw_status(self, surface, self._seat_rects):
            self.layer.cover(rect)

    # ---- the bar -----------------------------------------------------------------------------
    def bar_options(self, decision: Decision) -> list[Action]:
        return clicks.bar_options(self, decision)

    # ---- the desk's controls -----------------------------------------------------------------
    def waiting_offers(self) -> int:
        """Offers waiting for the viewer's answer (its own view says so)."""
        view = self.view
        if view is None or view.seat is None:
            return 0
        return sum(1 for o in view.offers if o.status == "pending" and o.recipient == view.seat)

    def zoom(self, step: int, anchor: tuple[int, int] | None = None) -> None:
        if step == 0:
            self.camera.level = 0
            self.camera.clamp()
        else:
            self.camera.zoom(step, anchor)
        self.popup = None if self.popup is not None and not self.popup.bound else self.popup

    # ---- diplomacy ---------------------------------------------------------------------------
    def diplomacy_button(self) -> None:
        if len(self.humans) == 1:
            self.open_diplomacy(self.humans[0])
            return
        rows = [
            Row(i18n.tr(S + "as_seat", seat=self.names[q]), command=partial(self.open_diplomacy, q))
            for q in self.humans
        ]
        anchor = pygame.Rect(DESK.x, desk.CONTROLS_TOP + 102, DESK.w, 34)
        self.popup = Popup(i18n.tr(S + "diplomacy_as"), rows, anchor, self.board_rect)

    def open_diplomacy(self, seat: int, tab: str = "offer", curtain: bool = True) -> None:
        """KD-47, 6.4: the panel opens as `seat`; at a hot-seat table every opening is behind
        the privacy curtain ("pass the screen to ..."), even for the player deciding now. The
        inbox shown at the start of a seat's turn opens right after that turn's own curtain
        (`curtain` False)."""
        from .diplomacy import DiplomacyScene

        self.popup = None
        behind = self.needs_privacy() and (curtain or self.viewer != seat)
        self.stack.push(DiplomacyScene(self.app, self, seat, tab, curtain=behind))
        if behind:
            self.stack.push(self.app.screens.hand_off(self, seat))
        else:
            self.set_viewer(seat)

    def answer_ai_offers(self) -> None:
        """KD-47: an offer to an AI is answered at once, also while the diplomacy panel covers
        the table (the AI's answer decision is taken here, on this thread: it is quick)."""
        match = self.match
        for _ in range(8):
            if match.chance_pending:
                return
            d = next(
                (x for x in match.decisions() if x.seat in self.policies and x.kind == "answer"),
                None,
            )
            if d is None:
                return
            policy = self.policies[d.seat]
            view = match.view(d.seat) if policy.needs_view else None
            if not self.submit(d.seat, policy.choose(view, d, self.ai_rngs[d.seat])):
                return

    # ---- events ------------------------------------------------------------------------------
    def on_events(self, events: list[Event]) -> None:
        for e in events:
            if e.type == "inbox":
                self.inbox_due.add(int(e.data["seat"]))
        super().on_events(events)

    def log_event(self, e: Event) -> None:
        if self.log_seat is None or _involves(e, self.log_seat):
            super().log_event(e)

    def filter_log(self, seat: int | None) -> None:
        self.log_seat = None if seat == self.log_seat else seat
        self.rebuild_log()

    # ---- input -------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if clicks.handle(self, event):
            return True
        return super().handle(event)

    def board_click(self, pos: Point, decision: Decision) -> Action | None:
        return clicks.board_click(self, pos, decision)

    def say_refusal(self, seat: int, action: Action) -> None:
        """Why `action` (not an option now) is refused, in the rule's words (issue 12)."""
        self.submit(seat, action)

    # ---- game over ---------------------------------------------------------------------------------
    def result_charts(self) -> list[list[Progress]]:
        """KD-37 (vi), (vii): beside the islands each seat owned (the game's progress), its
        playable pieces when play began and at the end of every round (the public tally)."""
        return [
            [
                Progress(r, tuple(map(float, pieces)), "kratos.progress.pieces")
                for r, _islands, pieces in self.match.view(None).tally
            ]
        ]


def _letters(names: Sequence[str]) -> list[str]:
    """Each seat's letter on its pieces: its name's initial when the initials differ, else
    A, B, C ... by seat."""
    initials = [(n.strip()[:1] or "?").upper() for n in names]
    if len(set(initials)) == len(initials):
        return initials
    return [chr(ord("A") + k) for k in range(len(names))]


def _involves(e: Event, seat: int) -> bool:
    for key, value in e.data.items():
        if (key == "seat" or key.endswith("_seat")) and value == seat:
            return True
        if key == "seats" and isinstance(value, list) and seat in value:
            return True
    return False
