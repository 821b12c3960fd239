"""What one seat may know (P8-143, P8-144), and states rebuilt from it (determinize).

A view shows coin types ("mate") and never coin ids, so nothing about a hidden coin leaks
through an identifier. Coins the viewer does not know are None. Places (where a coin on the stack,
a locked target or a reacted coin sits) are written as ("deck", seat, index) with index 0 = fore,
("nest", seat), ("limbo", k) for the coin of the k-th stack item, ("drawn", i), ("hold", seat, i)
in the viewer's own hold, ("hold", seat) in another hold, or ("gone",).

`determinize` rebuilds a full state from a view alone: every coin the view names gets an id of its
type; hidden places (hidden deck coins, other seats' holds, spares, secret arrangements and
ships under construction) get the remaining ids at random, Captains only where the view allows
one (a Captain is never hidden in a ship, P8-4). Other seats' secret answers are "pass", their
private choices are sampled from what they hold.
"""

from __future__ import annotations

from game.core.rng import Rng

from .model import (
    NONE,
    PASSED,
    STATUS_NAMES,
    UNANSWERED,
    USED,
    Draft,
    Item,
    ItemView,
    ShipView,
    Stalemate,
    State,
    Task,
    TaskView,
    Trade,
    View,
)

DETERMINIZE_ATTEMPTS = 50


class ViewOps:
    """Mixin of the rules: view and determinize."""

    # ---- the view ----------------------------------------------------------------------------
    def view(self, s: State, seat: int | None) -> View:
        v = seat
        n = s.table.n
        everything = s.stage == "over" or s.game_over  # P8-144
        ids = self._type_ids
        ct = s.table.ctype
        full = self.all_mask(s)
        cap = self.CAPTAIN

        def sees(q: int, c: int) -> bool:
            if everything or q == v or ct[c] == cap:
                return True
            mask = s.known[c]
            return mask == full if v is None else bool(mask >> v & 1)

        ships = []
        for q in range(n):
            mine = everything or q == v
            deck = s.decks[q]
            nest = s.nests[q]
            yard = s.shipyards[q]
            public = sorted(ct[c] for c in yard if mine or s.yard_public[c])
            ships.append(
                ShipView(
                    seat=q,
                    status=STATUS_NAMES[s.status[q]],
                    nest=ids[ct[nest]] if nest != NONE else None,
                    deck=tuple(
                        ids[ct[c]] if i == 0 or sees(q, c) else None for i, c in enumerate(deck)
                    ),
                    aft_public=len(deck) > 1 and (everything or not self.aft_hidden(s, q)),
                    hold_count=len(s.holds[q]),
                    hold=tuple(ids[ct[c]] for c in s.holds[q]) if mine else None,
                    spare_count=len(s.spares[q]),
                    spares=tuple(ids[ct[c]] for c in s.spares[q]) if mine else None,
                    captain=self.has_captain(s, q),
                    lost_turns=s.lost[q],
                    team=s.table.teams[q] if s.table.teams else NONE,
                    clock_ms=s.clocks[q] if s.clocks else 0,
                    wins=s.wins[q],
                    shipyard=tuple(ids[t] for t in public),
                    shipyard_size=len(yard),
                )
            )
        stack_pos = {i: k for k, i in enumerate(s.stack)}
        return View(
            seat=v,
            table=s.table,
            stage=s.stage,
            game_no=s.game_no,
            phase=s.phase,
            active=s.active,
            ships=tuple(ships),
            stack=tuple(self._item_view(s, s.items[i], v, stack_pos, sees) for i in s.stack),
            agenda=tuple(self._task_view(s, t, v, stack_pos) for t in s.agenda),
            drawn=tuple(ids[ct[c]] for c in s.drawn),
            reacted=tuple(
                p
                for p in (self.place_of(s, c, v) for c in s.reacted)
                if p[0] != "gone" and p[0] != "hold"
            ),
            extra_turns=tuple(s.extra),
            quiet_turns=s.quiet,
            played_turns=s.played,
            may_propose=s.may_propose,
            stalemate=self._stalemate_view(s, v),
            stalemates=s.stalemates,
            destroyed_since_stalemate=s.destroyed_since_stalemate,
            draft=self._draft_view(s, v),
            waiting=self._waiting(s, v),
            pool=tuple(ids[ct[c]] for c in s.pool),
            pool_count=len(s.pool),
            scraps=tuple(ids[ct[c]] for c in s.scraps),
            reserve=tuple(ids[ct[c]] for c in s.reserve),
            draft_turn=s.draft_turn,
            draft_picks=tuple(
                (
                    tuple(ids[ct[c]] for c in picks if s.yard_public[c] or q == v or everything),
                    len(picks),
                )
                for q, picks in enumerate(s.draft_picks)
            ),
            trade=self._trade_view(s),
            trade_offer=self._trade_offer(s, v),
            scraps_order=tuple(s.scraps_order),
            build_seat=s.build_seat,
            results=tuple(s.results),
            last_winner=s.last_winner,
            winner=s.winner,
            end_reason=s.end_reason,
            team_stage=s.team_stage,
            game_over=s.game_over,
            undo_allowed=not s.table.clock_ms,
            out_order=tuple(s.out_order),
            deal_attempts=s.deal_attempts,
            chance=tuple(s.chance),
            start_ship=tuple(ids[ct[c]] if c != NONE else "none" for c in s.start_ship[v])
            if v is not None and s.start_ship and s.start_ship[v]
            else (),
            noisy=s.noisy,
        )

    def place_of(self, s: State, c: int, v: int | None) -> tuple:
        if c == NONE:
            return ("gone",)
        for q in range(s.table.n):
            if s.nests[q] == c:
                return ("nest", q)
            deck = s.decks[q]
            if c in deck:
                return ("deck", q, deck.index(c))
        for k, i in enumerate(s.stack):
            item = s.items[i]
            if item.in_limbo and item.coin == c:
                return ("limbo", k)
        if c in s.drawn:
            return ("drawn", s.drawn.index(c))
        for q in range(s.table.n):
            if c in s.holds[q]:
                return ("hold", q, s.holds[q].index(c)) if q == v else ("hold", q)
        return ("gone",)

    def _item_view(self, s: State, item: Item, v, stack_pos: dict, sees) -> ItemView:
        ids = self._type_ids
        ct = s.table.ctype
        mine = item.seat == v
        spec = self.content.coins[ct[item.coin]]
        targets = []
        for c in item.targets:
            place = self.place_of(s, c, v)
            if place[0] not in ("deck", "nest") or place[1] != item.target_seat:
                targets.append((("gone",), None, False))
            else:
                targets.append(
                    (
                        place,
                        ids[ct[c]] if sees(item.target_seat, c) else None,
                        c in item.active_targets,
                    )
                )
        private_draws = spec.rearranges and not mine
        return ItemView(
            seat=item.seat,
            coin=ids[ct[item.coin]],
            ability=item.ability,
            pos=item.pos,
            was_open=item.was_open,
            in_limbo=item.in_limbo,
            affected=item.affected,
            place=self.place_of(s, item.coin, v),
            target_seat=item.target_seat,
            targets=tuple(targets),
            answers=stack_pos.get(item.answers, NONE) if item.answers != NONE else NONE,
            negated=item.negated,
            protected=tuple(self.place_of(s, c, v) for c in item.protected),
            depth=item.depth,
            second=item.second,
            contributors=tuple(zip(item.contributors[::2], item.contributors[1::2])),
            drawn=()
            if private_draws
            else tuple(self.place_of(s, c, v) for c in item.drawn if c in s.drawn),
            drawn_count=len(item.drawn),
            spared=item.spared,
            pick=ids[ct[item.pick]] if mine and item.pick != NONE else None,
            pc=item.pc,
            ti=item.ti,
            draws_left=item.draws_left,
        )

    def _task_view(self, s: State, t: Task, v, stack_pos: dict) -> TaskView:
        ids = self._type_ids
        ct = s.table.ctype
        mine = t.seat == v
        kind = t.kind
        my_answer = None
        coins: tuple = ()
        placed: tuple = ()
        nest = None
        count = 0
        captains = 0
        answered = ()
        if kind == "window":
            answered = tuple(a != UNANSWERED for a in t.answers)
            if v in t.prompted:
                a = t.answers[t.prompted.index(v)]
                my_answer = (
                    "pass" if a == PASSED else (None if a == UNANSWERED else self.place_of(s, a, v))
                )
        elif kind == "turn_react":
            answered = (bool(t.answers),)
            if mine:
                coins = tuple(self.place_of(s, c, v) for c in t.coins)
                count = len(t.coins)
        elif kind in ("arrange", "build"):
            pool = t.coins + t.placed + ([t.nest] if t.nest >= 0 else [])
            count = len(pool)
            if kind == "arrange":
                captains = sum(1 for c in pool if ct[c] == self.CAPTAIN)
            if mine:
                coins = tuple(ids[ct[c]] for c in t.coins)
                placed = tuple(ids[ct[c]] for c in t.placed)
                nest = (
                    None if t.nest == UNANSWERED else "none" if t.nest == NONE else ids[ct[t.nest]]
                )
        return TaskView(
            kind=kind,
            item=stack_pos.get(t.item, NONE) if t.item != NONE else NONE,
            seat=t.seat,
            prompted=tuple(t.prompted),
            answered=answered,
            my_answer=my_answer,
            coins=coins,
            coin_count=count,
            captains=captains,
            placed=placed,
            placed_count=len(t.placed) if mine else 0,
            nest=nest,
            coin=self.place_of(s, t.coin, v) if kind == "monkey" else (),
            destroyer=t.destroyer,
            purpose=t.purpose,
        )

    def _stalemate_view(self, s: State, v) -> tuple:
        st = s.stalemate
        if st is None:
            return ()
        picks = tuple(
            None
            if c == NONE
            else "used"
            if c == USED
            else self.place_of(s, c, v)
            if q == v
            else "picked"
            for q, c in enumerate(st.picks)
        )
        return (
            st.proposer,
            st.first,
            tuple(st.answers),
            st.accepted,
            tuple(st.order),
            st.step,
            picks,
        )

    def _draft_view(self, s: State, v) -> tuple:
        d = s.draft
        if d is None:
            return ()
        return (
            self.place_of(s, d.coin, v),
            d.pos,
            d.target_seat,
            d.where,
            d.pick_type if s.active == v else NONE,
            d.second,
            tuple(d.invited),
            d.inviting,
            tuple(d.commits),
            tuple(d.commit_seats),
        )

    def _trade_view(self, s: State) -> tuple:
        tr = s.trade
        if tr is None:
            return ()
        return (
            tr.round,
            tr.turn,
            tr.all_done,
            tr.to,
            len(tr.give),
            len(tr.ask),
            tr.asking,
            tr.sent,
        )

    def _trade_offer(self, s: State, v) -> tuple:
        tr = s.trade
        if tr is None or v not in (tr.turn, tr.to) or tr.to == NONE:
            return ()
        ids = self._type_ids
        ct = s.table.ctype
        if v == tr.to and not tr.sent:
            return ()
        return (tuple(ids[ct[c]] for c in tr.give), tuple(ids[t] for t in tr.ask))

    def _waiting(self, s: State, v) -> tuple:
        """Who is being asked what, read from the structure of the state (no options are
        computed): public under masking (P8-133, P8-143 (5))."""
        out = self.waiting_seats(s)
        if not s.table.mask:
            out = [x for x in out if x[0] == v]
        return tuple(out)

    def waiting_seats(self, s: State) -> list[tuple[int, str]]:
        if s.stage == "over" or s.chance:
            return []
        if s.agenda:
            t = s.agenda[-1]
            if t.kind == "window":
                return [(q, "react") for q, a in zip(t.prompted, t.answers) if a == UNANSWERED]
            names = {
                "monkey": "monkey",
                "turn_react": "turn_reaction",
                "order": "order_drawn",
                "arrange": "arrange",
                "build": "build",
            }
            return [(t.seat, names[t.kind])] if t.kind in names else []
        if s.stage == "play":
            st = s.stalemate
            if st is not None:
                if not st.accepted:
                    return [
                        (q, "stalemate_answer") for q, a in enumerate(st.answers) if a == UNANSWERED
                    ]
                return [(st.order[st.step], "stalemate_pick")] if st.step < len(st.order) else []
            kinds = {
                "cn1": "crows_nest_move",
                "cn3": "crows_nest_move",
                "general": "general_action",
                "target": "choose_target",
                "cannon_target": "cannon_target",
                "cannon_second": "cannon_second",
                "cannon_invite": "cannon_invite",
                "call": "call_result",
            }
            if s.phase == "cannon_commit":
                d = s.draft
                return [(d.commit_seats[len(d.commits)], "cannon_commit")]
            return [(s.active, kinds[s.phase])] if s.phase in kinds else []
        if s.stage == "distribute":
            return [(s.draft_turn, "draft_pick")] if s.draft_turn != NONE else []
        if s.stage == "trade":
            tr = s.trade
            kind = (
                "trade_answer"
                if tr.sent
                else "trade"
                if tr.to == NONE
                else "trade_ask"
                if tr.asking
                else "trade_give"
            )
            return [(self.trade_seat(s), kind)]
        if s.stage == "swap":
            q = self.next_unbuildable(s)
            return [(q, "scrap_swap")] if q != NONE else []
        if s.stage == "scraps" and s.scraps_order:
            return [(s.scraps_order[0], "scraps_pick")]
        return []

    # ---- determinize ---------------------------------------------------------------------------
    def determinize(self, view: View, seat: int, rng: Rng) -> State:
        """A state consistent with `view`. The view says which seats are being asked; a sample
        in which such a seat would have no legal option contradicts it and is drawn again."""
        for _ in range(DETERMINIZE_ATTEMPTS):
            state = _Rebuild(self, view, seat, rng).state()
            try:
                self.pending(state)
            except ValueError:
                continue
            return state
        return state


class _Rebuild:
    """Builds a State consistent with a View (see the module docstring)."""

    def __init__(self, rules, view: View, seat: int, rng: Rng) -> None:
        self.r = rules
        self.v = view
        self.me = seat
        self.rng = rng
        table = view.table
        self.index = rules.content.index
        self.free: dict[int, list[int]] = {}
        for c, t in enumerate(table.ctype):
            self.free.setdefault(t, []).append(c)
        self.hidden: list[tuple[list, int, str]] = []  # (container, slot, constraint)

    def take(self, type_id: str) -> int:
        return self.free[self.index[type_id]].pop(0)

    def known_list(self, types) -> list[int]:
        return [self.take(t) for t in types]

    def slot(self, container: list, constraint: str) -> None:
        container.append(NONE)
        self.hidden.append((container, len(container) - 1, constraint))

    def fill_hidden(self) -> None:
        """Give the remaining ids to the hidden slots: Captains where they may go."""
        cap = self.r.CAPTAIN
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
        s = State(
            table=table,
            stage=v.stage,
            shipyards=[[] for _ in range(n)],
            wins=[x.wins for x in v.ships],
        )
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
        s.agenda = [self._task_pool(tv) for tv in v.agenda]
        self.fill_hidden()
        self._own_and_known(s)
        s.items = [self._item(s, iv, limbo, k) for k, iv in enumerate(v.stack)]
        s.stack = list(range(len(s.items)))
        self._finish_tasks(s, limbo)
        self._public_fields(s, limbo)
        return s

    def _task_pool(self, tv: TaskView) -> Task:
        t = Task(
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

    def resolve(self, s: State, place: tuple, limbo: list[int], type_id: str | None = None) -> int:
        kind = place[0]
        if kind == "nest":
            return s.nests[place[1]]
        if kind == "deck":
            return s.decks[place[1]][place[2]]
        if kind == "limbo":
            return limbo[place[1]]
        if kind == "drawn":
            return s.drawn[place[1]]
        if kind == "hold":
            hold = s.holds[place[1]]
            if len(place) == 3:
                return hold[place[2]]
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
        elif (
            self.r.content.coins[s.table.ctype[coin]].target == "chosen_coin_own_hold"
            and coin != NONE
        ):
            hold = [c for c in s.holds[iv.seat] if self.r.can_take(s, iv.seat, c)]
            item.pick = hold[0] if hold else NONE
        return item

    def _finish_tasks(self, s: State, limbo: list[int]) -> None:
        v, me = self.v, self.me
        for t, tv in zip(s.agenda, v.agenda):
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
                t.answers = [1] if tv.answered and tv.answered[0] else []
                if tv.seat == me:
                    t.coins = [self.resolve(s, p, limbo) for p in tv.coins]

    def _public_fields(self, s: State, limbo: list[int]) -> None:
        v = self.v
        s.game_no = v.game_no
        s.phase = v.phase
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
        s.chance = tuple(v.chance)
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
        if v.stalemate:
            proposer, first, answers, accepted, order, step, picks = v.stalemate
            st = Stalemate(
                proposer=proposer,
                first=first,
                answers=list(answers),
                accepted=accepted,
                order=list(order),
                step=step,
            )
            st.picks = []
            for q, p in enumerate(picks):
                if p is None:
                    st.picks.append(NONE)
                elif p == "used":
                    st.picks.append(USED)
                elif p == "picked":
                    st.picks.append(s.holds[q][0] if s.holds[q] else NONE)
                else:
                    st.picks.append(self.resolve(s, p, limbo))
            s.stalemate = st
        if v.trade:
            rnd, turn, all_done, to, give_count, ask_count, asking, sent = v.trade
            tr = Trade(round=rnd, turn=turn, all_done=all_done, to=to, asking=asking, sent=sent)
            if v.trade_offer:
                give, ask = v.trade_offer
                yard = list(s.spares[turn])
                for type_id in give:
                    c = next(c for c in yard if s.table.ctype[c] == self.index[type_id])
                    yard.remove(c)
                    tr.give.append(c)
                tr.ask = [self.index[x] for x in ask]
            else:  # the proposal is private: sample one
                cap = self.r.CAPTAIN
                yard = [c for c in s.spares[turn] if s.table.ctype[c] != cap]
                tr.give = self.rng.shuffled(yard)[:give_count]
                kinds = [t for t in range(len(self.r.content.coins)) if t != cap]
                tr.ask = [self.rng.choice(kinds) for _ in range(ask_count)]
            s.trade = tr
