"""States rebuilt from a view (determinize, P8-143): every coin the view names gets an id of its
type; hidden places (hidden deck coins, other seats' holds, spares, secret arrangements and
ships under construction) get the remaining ids at random, Captains only where the view allows
one (a Captain is never hidden in a ship, P8-4). Other seats' secret answers are "pass", their
private choices are sampled from what they hold. The agenda is rebuilt from the stage, the phase,
the stalemate and trading tuples, the listed tasks and the chance step the view shows.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from game.core.agenda import Task
from game.core.rng import Rng

from . import tasks as T
from .catalogue import Catalogue
from .model import (
    NONE,
    PASSED,
    STATUS_NAMES,
    UNANSWERED,
    USED,
    Draft,
    Item,
    ItemView,
    State,
    TaskView,
    View,
)
from .ships import can_take
from .turns import turn_tasks

Slot = tuple[list[int], int, str]  # (container, index, constraint)
DISTRIBUTION_STEPS: dict[str, Task] = {
    "extra": T.SetAside(extra=True),
    "remainder": T.SetAside(extra=False),
    "first_drafter": T.FirstDrafter(),
    "draft": T.DraftPick(),
    "deal": T.Deal(),
}


@dataclass
class _Record:
    """A listed task while its coins are being given ids."""

    kind: str
    item: int = NONE
    seat: int = NONE
    prompted: list[int] = field(default_factory=list)
    answers: list[int] = field(default_factory=list)
    coins: list[int] = field(default_factory=list)
    placed: list[int] = field(default_factory=list)
    nest: int = UNANSWERED
    coin: int = NONE
    destroyer: int = NONE
    purpose: str = ""
    answered: bool = False

    def task(self) -> Task:
        k = self.kind
        if k == "resolve":
            return T.Resolve(self.item)
        if k == "window":
            return T.Window(self.item, tuple(self.prompted), tuple(self.answers))
        if k == "monkey":
            return T.Monkey(self.item, self.seat, self.coin)
        if k == "turn_react":
            return T.TurnReact(self.seat, self.destroyer, tuple(self.coins), self.answered)
        if k == "order":
            return T.Order(self.item, self.seat)
        if k == "build":
            return T.Build(self.seat, tuple(self.coins))
        return T.Arrange(self.seat, tuple(self.coins), self.purpose, tuple(self.placed), self.nest)


class Rebuild:
    """Builds a State consistent with a View (see the module docstring)."""

    def __init__(self, g: Catalogue, view: View, seat: int, rng: Rng) -> None:
        self.g = g
        self.v = view
        self.me = seat
        self.rng = rng
        table = view.table
        self.index = g.content.index
        self.free: dict[int, list[int]] = {}
        for c, t in enumerate(table.ctype):
            self.free.setdefault(t, []).append(c)
        self.hidden: list[Slot] = []
        self.records: list[_Record] = []

    def take(self, type_id: str) -> int:
        return self.free[self.index[type_id]].pop(0)

    def known_list(self, types: Iterable[str]) -> list[int]:
        return [self.take(t) for t in types]

    def slot(self, container: list[int], constraint: str) -> None:
        container.append(NONE)
        self.hidden.append((container, len(container) - 1, constraint))

    def fill_hidden(self) -> None:
        """Give the remaining ids to the hidden slots: Captains where they may go."""
        cap = self.g.CAPTAIN
        captains = self.free.pop(cap, [])
        others = [c for t in sorted(self.free) for c in self.free[t]]
        slots = list(self.hidden)
        forced = [x for x in slots if x[2] == "captain"]
        anywhere = [x for x in slots if x[2] == "any"]
        for (box, i, _), c in zip(forced, captains):
            box[i] = c
        spare_caps = captains[len(forced) :]
        picked = self.rng.shuffled(range(len(anywhere)))[: len(spare_caps)]
        for k, c in zip(picked, spare_caps):
            box, i, _ = anywhere[k]
            box[i] = c
        rest = [x for x in slots if x[0][x[1]] == NONE]
        others = self.rng.shuffled(others)
        assert len(rest) == len(others), "the view does not account for every coin"
        for (box, i, _), c in zip(rest, others):
            box[i] = c

    def state(self) -> State:
        v, me = self.v, self.me
        table = v.table
        n = table.n
        s = State(table=table, shipyards=[[] for _ in range(n)], wins=[x.wins for x in v.ships])
        s.pool = self.known_list(v.pool)
        s.scraps = self.known_list(v.scraps)
        s.reserve = self.known_list(v.reserve)
        s.drawn = self.known_list(v.drawn)
        s.nests = [self.take(x.nest) if x.nest is not None else NONE for x in v.ships]
        s.decks, s.holds, s.spares = [], [], []
        hold_types: dict[int, list[str]] = {}
        spare_types: dict[int, list[str]] = {}
        if v.trade_offer and v.trade[3] == me:  # the offer names the proposer's coins
            spare_types[v.trade[1]] = list(v.trade_offer[0])
        for _k, iv in enumerate(v.stack):  # coins of other holds the view names
            if iv.place[0] == "hold" and len(iv.place) == 2:
                hold_types.setdefault(iv.place[1], []).append(iv.coin)
        for q, x in enumerate(v.ships):
            deck: list[int] = []
            for t in x.deck:
                if t is None:
                    self.slot(deck, "other")
                else:
                    deck.append(self.take(t))
            s.decks.append(deck)
            if x.hold is not None:
                s.holds.append(self.known_list(x.hold))
            else:
                hold = self.known_list(hold_types.get(q, []))
                for _ in range(x.hold_count - len(hold)):
                    self.slot(hold, "any")
                s.holds.append(hold)
            if x.spares is not None:
                s.spares.append(self.known_list(x.spares))
            else:
                spares = self.known_list(spare_types.get(q, []))
                for _ in range(x.spare_count - len(spares)):
                    self.slot(spares, "any")
                s.spares.append(spares)
        limbo = [self.take(iv.coin) if iv.in_limbo else NONE for iv in v.stack]
        self.records = [self._task_pool(tv) for tv in v.agenda]
        self.fill_hidden()
        self._own_and_known(s)
        s.items = [self._item(s, iv, limbo, k) for k, iv in enumerate(v.stack)]
        s.stack = list(range(len(s.items)))
        self._finish_tasks(s, limbo)
        self._public_fields(s, limbo)
        s.agenda = self._agenda(s)
        return s

    def _task_pool(self, tv: TaskView) -> _Record:
        t = _Record(
            tv.kind,
            item=tv.item,
            seat=tv.seat,
            prompted=list(tv.prompted),
            destroyer=tv.destroyer,
            purpose=tv.purpose,
        )
        if tv.kind not in ("arrange", "build"):
            return t
        if tv.seat == self.me:
            t.coins = self.known_list(tv.coins)
            t.placed = self.known_list(tv.placed)
            t.nest = (
                UNANSWERED if tv.nest is None else NONE if tv.nest == "none" else self.take(tv.nest)
            )
            return t
        for k in range(tv.coin_count):
            self.slot(
                t.coins,
                "captain" if k < tv.captains else ("any" if tv.kind == "build" else "other"),
            )
        return t

    def _own_and_known(self, s: State) -> None:
        """Knowledge masks, ownership and the viewer's starting ship."""
        v, me = self.v, self.me
        n = v.table.n
        full = (1 << n) - 1
        s.known = [0] * len(v.table.ctype)
        for q, x in enumerate(v.ships):
            deck = s.decks[q]
            for i, c in enumerate(deck):
                shown = x.deck[i] is not None
                s.known[c] = (1 << q) | ((1 << me) if shown else 0)
                if i == 0 or (i == len(deck) - 1 and x.aft_public):
                    s.known[c] = full
            if s.nests[q] != NONE:
                s.known[s.nests[q]] = full
        s.yard_public = [False] * len(v.table.ctype)
        owned_elsewhere = set(s.pool) | set(s.scraps) | set(s.reserve)
        by_type: dict[int, list[int]] = {}
        for c, t in enumerate(v.table.ctype):
            if c not in owned_elsewhere:
                by_type.setdefault(t, []).append(c)
        for q in [me] + [q for q in range(n) if q != me]:
            for type_id in v.ships[q].shipyard:
                c = by_type[self.index[type_id]].pop(0)
                s.shipyards[q].append(c)
                s.yard_public[c] = q != me
        rest = self.rng.shuffled([c for t in sorted(by_type) for c in by_type[t]])
        for q in range(n):
            need = v.ships[q].shipyard_size - len(s.shipyards[q])
            s.shipyards[q].extend(rest[:need])
            rest = rest[need:]
        s.start_ship = [[] for _ in range(n)]
        if v.start_ship:
            mine = list(s.shipyards[me])
            for type_id in v.start_ship:
                if type_id == "none":
                    s.start_ship[me].append(NONE)
                    continue
                c = next(c for c in mine if v.table.ctype[c] == self.index[type_id])
                mine.remove(c)
                s.start_ship[me].append(c)
        s.draft_picks = []
        for q, (public, count) in enumerate(v.draft_picks):
            yard = list(s.shipyards[q])
            picks = []
            for type_id in public:
                c = next((c for c in yard if v.table.ctype[c] == self.index[type_id]), NONE)
                if c != NONE:
                    yard.remove(c)
                    picks.append(c)
            picks += [c for c in yard if not s.yard_public[c]][: count - len(picks)]
            s.draft_picks.append(picks)

    def resolve(
        self, s: State, place: tuple[Any, ...], limbo: list[int], type_id: str | None = None
    ) -> int:
        kind = place[0]
        at: int = place[1] if len(place) > 1 else NONE
        if kind == "nest":
            return s.nests[at]
        if kind == "deck":
            i: int = place[2]
            return s.decks[at][i]
        if kind == "limbo":
            return limbo[at]
        if kind == "drawn":
            return s.drawn[at]
        if kind == "hold":
            hold = s.holds[at]
            if len(place) == 3:
                j: int = place[2]
                return hold[j]
            if type_id is not None:
                t = self.index[type_id]
                return next(c for c in hold if s.table.ctype[c] == t)
        return NONE

    def _item(self, s: State, iv: ItemView, limbo: list[int], k: int) -> Item:
        coin = limbo[k] if iv.in_limbo else self.resolve(s, iv.place, limbo, iv.coin)
        item = Item(
            seat=iv.seat,
            coin=coin,
            ability=iv.ability,
            pos=iv.pos,
            was_open=iv.was_open,
            in_limbo=iv.in_limbo,
            affected=iv.affected,
            target_seat=iv.target_seat,
            answers=iv.answers,
            negated=iv.negated,
            depth=iv.depth,
            second=iv.second,
            spared=iv.spared,
            pc=iv.pc,
            ti=iv.ti,
            draws_left=iv.draws_left,
        )
        for place, _type, active in iv.targets:
            c = self.resolve(s, place, limbo)
            item.targets.append(c)
            if active:
                item.active_targets.append(c)
        item.protected = [self.resolve(s, p, limbo) for p in iv.protected]
        item.contributors = [x for pair in iv.contributors for x in pair]
        item.drawn = [self.resolve(s, p, limbo) for p in iv.drawn]
        item.drawn += [NONE] * (iv.drawn_count - len(item.drawn))  # drawn in secret
        if iv.pick is not None:
            item.pick = self.resolve(s, ("hold", iv.seat), limbo, iv.pick)
        elif self.g.coins[s.table.ctype[coin]].target == "chosen_coin_own_hold" and coin != NONE:
            hold = [c for c in s.holds[iv.seat] if can_take(self.g, s, iv.seat, c)]
            item.pick = hold[0] if hold else NONE
        return item

    def _finish_tasks(self, s: State, limbo: list[int]) -> None:
        v, me = self.v, self.me
        for t, tv in zip(self.records, v.agenda):
            if tv.kind == "window":
                t.answers = []
                for q, done in zip(tv.prompted, tv.answered):
                    if not done:
                        t.answers.append(UNANSWERED)
                    elif q == me and tv.my_answer not in (None, "pass"):
                        t.answers.append(self.resolve(s, tv.my_answer, limbo))
                    else:
                        t.answers.append(PASSED)
            elif tv.kind == "monkey":
                t.coin = self.resolve(s, tv.coin, limbo)
            elif tv.kind == "turn_react":
                t.answered = bool(tv.answered and tv.answered[0])
                if tv.seat == me:
                    t.coins = [self.resolve(s, p, limbo) for p in tv.coins]

    def _public_fields(self, s: State, limbo: list[int]) -> None:
        v = self.v
        s.game_no = v.game_no
        s.active = v.active
        s.status = [STATUS_NAMES.index(x.status) for x in v.ships]
        s.lost = [x.lost_turns for x in v.ships]
        s.clocks = [x.clock_ms for x in v.ships]
        s.extra = list(v.extra_turns)
        s.quiet = v.quiet_turns
        s.played = v.played_turns
        s.noisy = v.noisy
        s.may_propose = v.may_propose
        s.stalemates = v.stalemates
        s.destroyed_since_stalemate = v.destroyed_since_stalemate
        s.reacted = [self.resolve(s, p, limbo) for p in v.reacted]
        s.draft_turn = v.draft_turn
        s.deal_attempts = v.deal_attempts
        s.scraps_order = list(v.scraps_order)
        s.build_seat = v.build_seat
        s.results = list(v.results)
        s.last_winner = v.last_winner
        s.winner = v.winner
        s.end_reason = v.end_reason
        s.team_stage = v.team_stage
        s.game_over = v.game_over
        s.out_order = list(v.out_order)
        if v.draft:
            (
                place,
                pos,
                target_seat,
                where,
                pick_type,
                second,
                invited,
                inviting,
                commits,
                commit_seats,
            ) = v.draft
            s.draft = Draft(
                coin=self.resolve(s, place, limbo),
                pos=pos,
                target_seat=target_seat,
                where=where,
                pick_type=pick_type,
                second=second,
                invited=list(invited),
                inviting=inviting,
                commits=list(commits),
                commit_seats=list(commit_seats),
            )
        self.stalemate: Task | None = None
        if v.stalemate:
            proposer, first, answers, accepted, order, step, picks = v.stalemate
            if not accepted:
                self.stalemate = T.StalemateVote(proposer, first, tuple(answers))
            else:
                chosen = []
                for q, p in enumerate(picks):
                    if p is None:
                        chosen.append(NONE)
                    elif p == "used":
                        chosen.append(USED)
                    elif p == "picked":
                        chosen.append(s.holds[q][0] if s.holds[q] else NONE)
                    else:
                        chosen.append(self.resolve(s, p, limbo))
                self.stalemate = T.StalemateProcedure(
                    proposer, first, tuple(answers), tuple(order), step, tuple(chosen)
                )
        self.trade: Task | None = None
        if v.trade:
            rnd, turn, all_done, to, give_count, ask_count, asking, sent = v.trade
            give: list[int] = []
            ask: list[int] = []
            if v.trade_offer:
                give_types, ask_types = v.trade_offer
                yard = list(s.spares[turn])
                for type_id in give_types:
                    c = next(c for c in yard if s.table.ctype[c] == self.index[type_id])
                    yard.remove(c)
                    give.append(c)
                ask = [self.index[x] for x in ask_types]
            else:  # the proposal is private: sample one
                cap = self.g.CAPTAIN
                yard = [c for c in s.spares[turn] if s.table.ctype[c] != cap]
                give = self.rng.shuffled(yard)[:give_count]
                kinds = [t for t in range(len(self.g.coins)) if t != cap]
                ask = [self.rng.choice(kinds) for _ in range(ask_count)]
            step_type = (
                T.TradeAnswer
                if sent
                else T.TradeAsk
                if asking
                else T.TradeGive
                if to != NONE
                else T.TradeTurn
            )
            self.trade = step_type(rnd, turn, all_done, to, tuple(give), tuple(ask))

    def _agenda(self, s: State) -> list[Task]:
        """The agenda of a state at rest that shows what the view shows."""
        v = self.v
        listed = [r.task() for r in self.records]
        chance = v.chance[0] if v.chance else ""
        stage = v.stage
        if stage == "over":
            s.final_phase = v.phase
            return []
        if stage == "distribute":
            return [DISTRIBUTION_STEPS[v.phase]]
        if stage == "trade":
            assert self.trade is not None
            return [self.trade]
        if stage == "swap":
            return [T.Swap()]
        if stage == "scraps":
            return [T.ScrapsStart() if chance == "scraps_start" else T.ScrapsPick()]
        if stage == "build":
            return [T.FirstPlayer()] if chance == "first_player" else listed
        agenda: list[Task] = []
        p = v.active
        if v.phase:
            agenda += turn_tasks(p, v.phase)
        if self.stalemate is not None:
            agenda.append(self.stalemate)
        agenda += listed
        if chance == "hold_draw":
            item = v.chance[1]
            assert isinstance(item, int)
            agenda.append(T.HoldDraw(item))
        elif chance == "stalemate_next":
            agenda.append(T.StalemateNext())
        return agenda
