"""The Pieces of Eight table: every ship as a row (the viewer's at the bottom), the seats, what
is being resolved, the log, and every option of the current decision as something to click.

A turn for a human: the coins that can do something glow; a click on one opens its uses (play
it, move it to the crow's nest, destroy it, call coins to the Captain, answer with Treachery);
once a play is chosen its legal targets glow on the other ships (a red ring) and a click fires.
A call to the Captain shows every new order it can give; Barrel of Grog and the stalemate pick
open the hold. Building a ship opens the shipyard (builder.py). The chess clock runs on screen
in Bombardment games and a click on the white flag concedes.

This module drives the frame and keeps the settled picture: the rows, the stage, the seat
panels and the log live in the shared layer (widgets/layer.py), repainted when what they show
changes; what the
player touches (glows, menus, popups, clocks, the flag, clicks) is in board.py, the animations in
events.py, the shipyard in builder.py, the pooled-coin harbour in harbour.py.
"""

from __future__ import annotations

import string
import time
from collections.abc import Callable, Iterator
from functools import partial
from typing import Any

import pygame

from game.core import Action, Decision
from game.core.ai import Policy
from game.core.rng import Rng

from ..core import i18n, theme
from ..table.layered import LayeredTable, LayerJob
from ..table.runner import AIRunner
from ..widgets.layer import Marks
from ..widgets.seat_panel import SeatInfo
from ..widgets.warm import Job
from . import builder, choices, coins
from . import stack as stack_words
from .anims import Herald
from .board import TARGET_RING, BoardInteraction, clock_text
from .events import SHOW, EventAnimations
from .harbour import Harbour
from .layout import ShipGeom, TableLayout
from .ships import RowLook, ShipPainter, shown_type
from .side import SideColumn
from .stage import coin_sizes, paint_card, paint_hint, paint_stack
from .texts import Words, tr

PRE_GAME = ("distribute", "trade", "swap", "scraps")
# Every character the table writes: a glyph drawn for the first time at a size costs a few
# milliseconds, so they are all drawn once when the table opens.
GLYPHS = string.ascii_letters + string.digits + string.punctuation + " áéíóúüñÁÉÍÓÚÜÑ¿¡…—·«»×−'’"


class PacedRunner(AIRunner):
    """AI seats asked a few a frame: each question takes the seat's view on the main thread
    (a third of a millisecond at nine seats), and a reaction window asks up to eight AI seats
    at once (masked prompts, P8-133). The others are asked in the next frames; their answers
    are taken one at a time anyway."""

    per_frame = 2

    def __init__(self) -> None:
        super().__init__()
        self.budget = self.per_frame

    def ask(
        self,
        key: tuple,
        seat: int,
        policy: Policy,
        view_fn: Callable[[], Any],
        decision: Decision,
        rng: Rng,
    ) -> None:
        job = self.jobs.get(seat)
        if (job is not None and job.key == key) or self.budget <= 0:
            return
        self.budget -= 1
        super().ask(key, seat, policy, view_fn, decision, rng)


class PiecesOfEightTable(EventAnimations, BoardInteraction, LayeredTable):
    show = SHOW
    runner: PacedRunner

    def __init__(self, app, match, autosave_path=None) -> None:
        super().__init__(app, match, autosave_path)
        self.runner.shutdown()
        self.runner = PacedRunner()
        self.content = self.rules.content
        self.words = Words(self.content)
        self.painter = ShipPainter(self.words)
        self.harbour = Harbour(self)
        self.side = SideColumn(self)
        self.layout: TableLayout | None = None
        self._layout_key: tuple | None = None
        self._last_target: dict[int, object] = {}
        self._menu: tuple | None = None  # (decision key, place, Popup)
        self._hold_open: int | None = None
        self._openers: list[tuple[pygame.Rect, object]] = []
        self._concede_armed = 0.0
        self._paused_at: float | None = None
        self.builder_open = False
        self._builder_key: object = None
        # A ship's steps still to send (seat, steps, think time): a LAN joiner's host takes
        # them one update at a time; `_chain_at` is the step count when the last one went.
        self._chain: tuple[int, list[Action], int | None] | None = None
        self._chain_at = -1
        self._popup_cache: dict = {}
        self._lines_cache: dict = {}
        self._note = ""
        self._view_serial = 0
        self._rows_at: tuple = ()
        self._rows: list[LayerJob] = []
        self._infos: list[SeatInfo] = []

    # ---- hooks of the platform ------------------------------------------------------------------
    def seat_line_count(self) -> int:
        return 2

    def seats_height(self) -> int:
        crowded = SideColumn.seats_height(self.config.n_seats)
        return super().seats_height() if crowded is None else crowded

    def seat_lines(self, view, seat: int) -> list[str]:
        if view is None or seat >= len(view.ships):
            return []
        key = (
            self._view_serial,
            seat,
            i18n.language(),
            clock_text(self.clock_left(seat)) if view.table.clock_ms else "",
        )
        lines = self._lines_cache.get(key)
        if lines is None:
            if len(self._lines_cache) > 64:
                self._lines_cache.clear()
            lines = self._lines_cache[key] = self._seat_lines(view, seat)
        return lines

    def _seat_lines(self, view, seat: int) -> list[str]:
        ship = view.ships[seat]
        if view.stage in PRE_GAME:
            return [tr("yard_count", count=ship.shipyard_size), ""]
        coins_in = len(ship.deck) + (ship.nest is not None)
        first = tr("seat_ship", coins=coins_in, hold=ship.hold_count)
        if ship.status != "in":
            second = tr("status_" + ship.status)
        elif view.table.clock_ms:
            second = tr("seat_clock", clock=clock_text(self.clock_left(seat)))
        elif view.table.match_target > 1:
            second = tr("seat_wins", wins=ship.wins, target=view.table.match_target)
        else:
            second = tr("captain_aboard") if ship.captain else tr("no_captain")
        return [first, second]

    def seat_infos(self) -> list[SeatInfo]:
        """Who is being asked comes from the view (public under masking, P8-133), never from
        the engine's list of decisions (which would tell who can react)."""
        view = self.view
        asked = {q for q, _kind in view.waiting} if view is not None else set()
        labels = self.link_labels()  # a LAN seat: "on another screen"
        out = []
        for i, s in enumerate(self.config.seats):
            out_of_game = view is not None and view.ships[i].status != "in"
            out.append(
                SeatInfo(
                    i,
                    s.name,
                    s.colour,
                    s.is_human,
                    s.level,
                    i in asked,
                    i in asked and self.runner.thinking(i),
                    i == self.viewer,
                    out=out_of_game,
                    lines=self.seat_lines(view, i),
                    who=labels[i] if labels else "",
                )
            )
        return out

    def waiting_text(self, decisions) -> str:
        view = self.view
        if view is None or not view.waiting:
            return ""
        seats = list(dict.fromkeys(self.names[q] for q, _k in view.waiting))
        return i18n.tr("ui.table.waiting_for", seats=", ".join(seats))

    def bar_options(self, decision: Decision) -> list[Action]:
        """Every option gets a button, unless they would not fit on one page: then those
        the board offers (a coin's uses, targets, hold coins, pool coins) are left to the board.
        Calls are always chosen on their own panel."""
        options = [a for a in decision.options if a.kind != "call_to"]
        if self.bar_fits(decision, options):
            return options
        board = self.board_actions(decision)
        return [a for a in options if a not in board]

    def board_actions(self, d: Decision) -> set:
        acts = {a for uses in choices.own_coin_uses(self.view, d).values() for a in uses}
        acts |= {a for _q, _w, a in choices.board_targets(d)}
        acts |= set(choices.hold_choices(d).values())
        if self.pre_game():
            acts |= self.harbour.clickable(d)
        return acts

    def show_decision(self, d: Decision) -> None:
        if choices.only_continue(d) and len(self.humans) == 1:
            self.decision_shown_at = time.monotonic()  # nothing to think about: no clock time
            self.choose(d.seat, d.options[0])  # a masked prompt with nobody else to fool
            return
        self.refresh_view()  # the prompt and its note read the view
        shown = self.prompt.key
        super().show_decision(d)
        if self.prompt.key != shown:  # a new prompt: work out its note once
            self._note = self.prompt_note(d)
        self.prompt.note = self._note
        if (
            d.kind in ("build", "arrange")
            and self._builder_key != self.prompt.key
            and self._chain is None  # not while the ship's steps are on their way
        ):
            self._builder_key = self.prompt.key
            self.open_builder()

    def prompt_note(self, d: Decision) -> str:
        """What the decision is about: the ability being answered, or the play being aimed."""
        view = self.view
        if view is None:
            return ""
        if d.kind in ("react", "monkey", "turn_reaction") and view.stack:
            line = stack_words.item_line(view, len(view.stack) - 1, self.words, self.names)
        elif d.kind in ("choose_target", "cannon_target") and view.draft:
            pos = view.draft[1]
            ship = view.ships[d.seat]
            coin = (
                ship.nest if pos == "nest" else (ship.deck[0] if pos == "fore" else ship.deck[-1])
            )
            line = tr("note_aiming", coin=self.words.name(coin), pos=tr("where_" + pos))
        else:
            return ""
        return self.prompt.note_cut(line)

    def on_view_changed(self) -> None:
        self._view_serial += 1  # names this view in the caches below
        self._ensure_layout()

    def warm_jobs(self) -> Iterator[Job]:
        """Every coin look and every font size, drawn when the table opens so that no frame of
        the game has to (a coin face takes a few milliseconds to draw and smooth, a font size
        to load), and again after a change of language or colour-blind mode."""
        for size in (*range(8, 19), 24, 34):
            for bold, italic in ((False, False), (True, False), (False, True)):
                font = theme.font(size, bold, italic)
                yield partial(font.render, GLYPHS, True, theme.INK)  # loads the glyphs
        layout = self.layout
        if layout is None:
            return
        size = layout.coin
        sizes = (size,) + (coin_sizes(layout.stage) if layout.stage else ())
        for spec in self.content.coins:
            for each in sizes:
                yield partial(coins.face, spec.id, each, self.words.short(spec.id))
        for gold in (False, True):
            for each in sizes:
                yield partial(coins.back, each, gold)
        yield partial(coins.slot, size, tr("nest_short"))
        for count in range(31):
            for openable in (False, True):
                yield partial(coins.bag, size, count, openable=openable)
        for colour in (theme.GOLD_LIGHT, theme.HIGHLIGHT, TARGET_RING):
            for step in range(-7, 8):
                yield partial(coins.ring, size, colour, 3, 143 + 16 * step)
            yield partial(coins.ring, size, colour, 4, 255)
        if self.viewer is not None:  # a human builds and arranges ships in the shipyard
            yield from builder.warm_jobs(self, self.viewer)

    # ---- building -----------------------------------------------------------------------------------
    def open_builder(self) -> None:
        d = self.current_human_decision()
        if d is None or d.kind not in ("build", "arrange") or not self.is_top():
            return
        self.builder_open = True
        self.stack.push(builder.ShipyardScene(self.app, self, d.seat))

    def submit_chain(self, seat: int, actions: list[Action]) -> bool:
        """Submit a chain of small steps at once (a ship built in the shipyard): each must be
        an option when its turn comes; the engine places the last coins itself once they are
        all of one type. Think time is charged to the first one. On a LAN joiner the host takes
        one step per update: the rest go from `update` as the host asks for them."""
        ms = int((time.monotonic() - self.decision_shown_at) * 1000) if self.uses_clock() else None
        self._chain, self._chain_at = (seat, list(actions), ms), -1
        return self.send_chain()

    def send_chain(self) -> bool:
        """Send what of the chain the match asks for now; False (and the chain dropped) when a
        step is refused, here or by the host (asked again at the same step)."""
        if self._chain is None:
            return True
        seat, actions, ms = self._chain
        while actions:
            if self.match.awaiting(seat):
                self._chain = (seat, actions, ms)
                return True
            d = self.match.decision_for(seat)
            if d is None or d.kind not in ("build", "arrange"):
                self._chain = None
                return all(a.kind == "place" for a in actions)
            if len(self.match.log) == self._chain_at or actions[0] not in d.options:
                self._chain = None
                return False
            self._chain_at = len(self.match.log)
            if not self.submit(seat, actions.pop(0), ms=ms):
                self._chain = None
                return False
            ms = 0 if ms is not None else None
        self._chain = None
        self.refresh_view()
        return True

    def pause(self) -> None:
        super().pause()
        if not self.builder_open:  # an arrangement in play keeps its clock running
            self._paused_at = time.monotonic()

    def resume(self) -> None:
        super().resume()
        self.builder_open = False
        if self._paused_at is not None:
            self.decision_shown_at += time.monotonic() - self._paused_at
            self._paused_at = None

    # ---- per frame ---------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if self._chain is not None and not self.send_chain():
            self._builder_key = None  # refused on the way: the shipyard opens again
        if self.failure is None and not self.match.is_over:
            self.check_clock()

    def advance(self) -> None:
        """While an AI seat thinks on the runner's thread, wait: taking another seat's answer
        now would make this frame fight that thread for the interpreter."""
        if not self.runner.busy:
            self.runner.budget = PacedRunner.per_frame
            super().advance()

    def _ensure_layout(self) -> None:
        view = self.view
        if view is None:
            return
        key = (self.viewer, tuple(len(s.deck) for s in view.ships))
        if key != self._layout_key:
            self._layout_key = key
            self.layout = TableLayout(
                self.board_rect, len(view.ships), self.viewer, [len(s.deck) for s in view.ships]
            )

    def pre_game(self) -> bool:
        return self.view is not None and self.view.stage in PRE_GAME

    # ---- the frame: the layer's regions (below), then what is live over them ----------------------
    def frame_state(self) -> None:
        self._openers = []
        self._ensure_layout()
        self._infos = self.seat_infos()

    def layer_jobs(self, look: object, hurry: bool) -> list[LayerJob]:
        self.side.warm_log(hurry)
        return self._jobs(self.view, look, self._infos)

    def draw_board(self, surface: pygame.Surface, view: Any) -> None:
        """What the painters noted (tooltips of the coins), then everything live: glows, menus,
        popups, the clocks, the flag and who is being asked (see board.py)."""
        if not self.overlay_open():  # one overlay at a time: an open panel has its own tips
            card = self.layout is not None and self.layout.stage and self._hover_card(view)
            for region in self.layer.regions.values():
                tips = region.marks.tips  # rects made when painted: no copies
                if card:  # the stage shows the hovered coin: no tooltip saying it again
                    tips = [t for t in tips if not t[0].collidepoint(self.mouse)]
                self.tips.areas.extend(tips)
        if view is not None:
            self._draw_live(surface, view, self._infos)

    def overlay_open(self) -> bool:
        """A panel is open over the board: a coin's uses, a hold, the orders of a call or the
        coins a Barrel of Grog may take. While one is, no tooltip and no coin card show."""
        if self._menu is not None or self._hold_open is not None:
            return True
        d = self.current_human_decision()
        return bool(choices.call_orders(d) or choices.hold_choices(d))

    def draw_offers(self, surface: pygame.Surface) -> None:
        """The coins and targets on offer draw their own rings (board.py)."""

    # ---- the kept regions ----------------------------------------------------------------------------
    def _jobs(self, view: Any, look: object, infos: list[SeatInfo]) -> list[LayerJob]:
        jobs = []
        if view is not None and self.layout is not None:
            if self.pre_game():
                jobs += self.harbour.jobs(view, look)
            else:
                self._drop_harbour(view)
                jobs += self._row_jobs(view, look)
                jobs += self._stage_jobs(view, look)
        jobs += self.side.jobs(view, look, infos)
        return jobs

    def _drop_harbour(self, view) -> None:
        self.layer.drop("pool")
        for q in range(len(view.ships)):
            self.layer.drop(f"yard{q}")

    def _row_jobs(self, view: Any, look: object) -> list[LayerJob]:
        """The rows' jobs, worked out again only when the view, the viewer or the places
        hidden for animations change (the rest of the time the same jobs stand)."""
        layout = self.layout
        if layout is None:
            return []
        hidden = self._hidden_places()
        at = (self._view_serial, look, tuple(sorted(hidden.items())), layout.order)
        if at == self._rows_at:
            return self._rows
        jobs: list[LayerJob] = []
        for q in layout.order:
            geom = layout.ship(q)
            row_look = self.row_look(view, q, hidden.get(q, frozenset()))
            ship = view.ships[q]
            jobs.append(
                (
                    self.layer.region(f"row{q}", geom.row),
                    (look, ship, row_look, geom.row.topleft, len(geom.deck)),
                    partial(self._paint_row, ship, geom, row_look),
                )
            )
        self._rows_at, self._rows = at, jobs
        return jobs

    def _paint_row(
        self, ship: Any, geom: ShipGeom, row_look: RowLook, surface: pygame.Surface, marks: Marks
    ) -> None:
        marks.tips = self.painter.paint(surface, ship, geom, row_look).tips

    def row_look(self, view, q: int, hidden: frozenset) -> RowLook:
        ship = view.ships[q]
        sights, sources = stack_words.marks_for(view, q)
        building = ""
        if view.stage == "build" and ship.nest is None and not ship.deck:
            # a ship ready shows its open coins
            building = "building" if any(s == q for s, _k in view.waiting) else "waiting"
        target = view.table.match_target
        return RowLook(
            name=self.names[q],
            colour=self.config.seats[q].colour,
            viewer=q == self.viewer,
            active=view.stage == "play" and view.active == q and not view.game_over,
            asked=any(s == q for s, _k in view.waiting),
            extra_turn=q in view.extra_turns,
            team=ship.team,
            wins=tr("wins", wins=ship.wins, target=target) if target > 1 else "",
            clock=bool(view.table.clock_ms),
            hidden=hidden,
            sights=sights,
            sources=sources,
            game_over=view.game_over or view.stage == "over",
            building=building,
        )

    def _hidden_places(self) -> dict[int, frozenset]:
        """Places that queued animations are about to fill: left empty until the coin lands."""
        out: dict[int, set] = {}
        for anim in self.anims.queue + self.anims.running:
            for seat, place in getattr(anim, "hides", ()):
                out.setdefault(seat, set()).add(place)
        return {q: frozenset(p) for q, p in out.items()}

    def _stage_jobs(self, view: Any, look: object) -> list[LayerJob]:
        stage = self.layout.stage if self.layout is not None else None
        if stage is None:
            self.layer.drop("stage")
            return []
        card = self._hover_card(view)
        top = self.stack_top(view) if not card else None
        lines = stack_words.stack_lines(view, self.words, self.names) if top else []
        hint = "" if card else self.hint(view)
        key = (look, card, top, tuple(lines), hint)

        def paint(surf, _marks) -> None:
            if card:
                paint_card(surf, stage, self.words, card)
            elif top:
                paint_stack(surf, stage, self.words, lines, top, hint)
            else:
                paint_hint(surf, stage, hint)

        return [(self.layer.region("stage", stage), key, paint)]

    @staticmethod
    def stack_top(view) -> tuple | None:
        """(coin, target types) of the ability resolved next, as the viewer may know them:
        a Treachery aims at the coin whose ability it answers (P8-72, P8-73)."""
        if not view.stack:
            return None
        item = view.stack[-1]
        targets = tuple(t for place, t, _active in item.targets if place[0] != "gone")
        if item.pick:
            targets = (item.pick,)
        elif not item.targets and 0 <= item.answers < len(view.stack) - 1:
            targets = (view.stack[item.answers].coin,)
        return item.coin, targets

    def _hover_card(self, view) -> tuple | None:
        if self.overlay_open():
            return None
        hit = self.coin_at(self.mouse)
        if hit is None:
            return None
        q, place = hit
        ship = view.ships[q]
        n = len(ship.deck)
        if place == "nest" or not isinstance(place, int):
            t, gold = ship.nest, False
        else:
            t, gold = shown_type(ship, place, q == self.viewer, view.game_over)
        return (t, gold, self.names[q], place, n, q == self.viewer)

    def coin_at(self, pos) -> tuple[int, object] | None:
        """(seat, place) of the coin under `pos` (the fore coin lies on top)."""
        if (
            self.layout is None
            or self.view is None
            or self.pre_game()
            or not self.board_rect.collidepoint(pos)
        ):
            return None
        for q, geom in self.layout.ships.items():
            if not geom.row.collidepoint(pos):
                continue
            if self.view.ships[q].nest is not None and geom.nest.collidepoint(pos):
                return q, "nest"
            for i, r in enumerate(geom.deck):
                if r.collidepoint(pos):
                    return q, i
        return None

    def hint(self, view) -> str:
        d = self.current_human_decision()
        if d is None:
            return tr("hint_wait") if view.stage == "play" and not view.game_over else ""
        key = "hint_" + d.kind
        if d.kind == "choose_target":
            kinds = {a.kind for a in d.options}
            key = (
                "hint_choose_hold"
                if kinds == {"hold"}
                else "hint_choose_ship"
                if kinds == {"target_seat"}
                else key
            )
        return tr(key) if i18n.has("pieces_of_eight.scene." + key) else ""

    def log_rect(self) -> pygame.Rect:
        if "side" not in self.__dict__:  # asked while the base class sets up
            return super().log_rect()
        return self.side.log_rect()

    def banner(self, text: str, colour=theme.GOLD, sound: str | None = None) -> None:
        self.anims.add(Herald(text, colour, self.board_rect, sound=sound, play=self.app.audio.play))
