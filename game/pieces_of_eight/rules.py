"""Pieces of Eight rules: the engine contract (setup, pending, apply, resolve_chance, ...).

The work is split over mixins, each citing the digest's rule IDs:
    ships.py      positions, knowledge, moving coins to the hold         (P8-14 .. P8-24)
    abilities.py  playing coins, targets, windows, resolution            (P8-35 .. P8-91, P8-124 ..)
    turns.py      phases, calling, next player, victory, elimination,
                  concession, chess clock, stalemate                     (P8-25 .. P8-34, P8-92 ..)
    shipyard.py   shipyards, pooled coins, trades, building, arranging,
                  between games                                          (P8-7 .. P8-9, P8-105 ..)
    views.py      the view of one seat and determinize                   (P8-143, P8-144)
This module holds the dispatch: which decisions are pending, which handler an action goes to,
the chance steps, results, illegal-action explanations, invariants and the words for the UI.

Decisions (P8-156): crows_nest_move, general_action, choose_target, cannon_target,
cannon_second, cannon_invite, cannon_commit, call_result, react, monkey, turn_reaction,
order_drawn, arrange, build, stalemate_answer, stalemate_pick, draft_pick, trade, trade_give,
trade_ask, trade_answer, scrap_swap, scraps_pick. Standing actions: concede (human seats),
timeout (chess clock).
"""

from __future__ import annotations

from typing import Any

from game.core import OVER, Action, Chance, Decision, Event, MatchConfig, Result, RuleRef, Rules

from .abilities import COIN_TARGETS, AbilityOps
from .content import P8Content
from .info import GAME_ID, make_info
from .model import IN, NONE, PASSED, TEAM_LOST, UNANSWERED, Draft, State, Table, Task
from .ships import ShipOps
from .shipyard import YardOps
from .turns import TurnOps
from .views import ViewOps
from .words import WordOps

K = GAME_ID + "."


class PiecesOfEightRules(
    WordOps, ViewOps, YardOps, TurnOps, AbilityOps, ShipOps, Rules[State, Any, P8Content]
):
    def __init__(self, content: P8Content) -> None:
        super().__init__(content)
        self.info = make_info(content)
        c = content
        self.CAPTAIN = c.the_one("Captain", gold=True)
        self.MATE = c.index["mate"]
        self.CANNON = c.the_one("Cannon", target="fore_line_of_another_player")
        self.TREACHERY = c.the_one("Treachery", trigger="ability_used_by_another_seat")
        self.MONKEY = c.the_one("Captain's Monkey", trigger="self_about_to_be_destroyed")
        self.FULL_SAIL = c.the_one(
            "Full Sail", trigger="own_open_coin_destroyed_by_opponent", target=None
        )
        self.BLACK_SPOT = c.the_one(
            "Black Spot", trigger="own_open_coin_destroyed_by_opponent", target="the_destroyer"
        )
        self.limits = [x.limit for x in c.coins]
        self.is_action = [x.kind == "action" for x in c.coins]
        self._type_ids = tuple(x.id for x in c.coins)
        self.ship_size = c.ship_rules.ship_size
        self.others_per_ship = c.ship_rules.ship_size - c.ship_rules.captains_per_ship
        self._actions: dict[str, dict] = {}
        self._build_memo: dict[tuple, list[int]] = {}
        ids = self._type_ids
        self._by_type = {
            kind: [self.act(kind, t) for t in ids]  # one action per coin type
            for kind in (
                "pick",
                "nest",
                "place",
                "draft",
                "order",
                "hold",
                "stalemate_pick",
                "scraps",
                "give",
                "ask",
            )
        }
        self._handlers = {
            "move": self._on_move,
            "play": self._on_play,
            "call": self._on_call,
            "call_to": self._on_call_to,
            "destroy_nest": self._on_destroy_nest,
            "target": self._on_target,
            "target_seat": self._on_target_seat,
            "hold": self._on_hold,
            "second": self._on_second,
            "invite": self._on_invite,
            "commit": self._on_commit,
            "react": self._on_react,
            "monkey": self._on_monkey,
            "turn_reaction": self._on_turn_reaction,
            "order": self._on_order,
            "nest": self._on_arrange,
            "place": self._on_arrange,
            "pick": self._on_pick,
            "propose": self._on_propose,
            "stalemate": self._on_stalemate_answer,
            "stalemate_pick": self._on_stalemate_pick,
            "draft": self._on_draft,
            "trade": self._on_trade,
            "give": self._on_give,
            "ask": self._on_ask,
            "trade_answer": self._on_trade_answer,
            "swap": self._on_swap,
            "scraps": self._on_scraps,
            "concede": self._on_concede,
            "timeout": self._on_timeout,
        }

    def act(self, kind: str, *args) -> Action:
        """Actions are built once and reused (pending runs on every step)."""
        table = self._actions.get(kind)
        if table is None:
            table = self._actions[kind] = {}
        a = table.get(args)
        if a is None:
            a = table[args] = Action(kind, args)
        return a

    @staticmethod
    def decision(seat: int, kind: str, options) -> Decision:
        return Decision(seat, kind, tuple(options))

    # ---- setup ----------------------------------------------------------------------------------
    def setup(self, config: MatchConfig) -> State:
        table = self.make_table(config)
        n = table.n
        s = State(table=table, stage="", shipyards=[[] for _ in range(n)], wins=[0] * n)
        s.draft_picks = [[] for _ in range(n)]
        s.start_ship = [[] for _ in range(n)]
        s.yard_public = [table.distribution == "own"] * len(table.ctype)
        ids = 0
        for q, yard_id in enumerate(table.brought):
            size = sum(self.content.shipyard(yard_id).coins.values())
            if table.distribution == "own":
                s.shipyards[q] = list(range(ids, ids + size))
            else:
                s.pool.extend(range(ids, ids + size))
            ids += size
        if table.distribution != "own":
            self._hand_out_captains(s)
            share = (len(s.pool) - min(table.extra_scraps, len(s.pool))) // n
            if share < self.others_per_ship:  # P8-151 (2)
                raise ValueError(
                    f"the pool leaves {share} coins per player besides the Captain; "
                    f"a ship needs {self.others_per_ship}"
                )
        self.new_game_containers(s)
        ev: list = []
        self.begin_match(s, ev)
        self.advance(s, ev)
        return s

    def make_table(self, config: MatchConfig) -> Table:
        st = self.content.settings
        n = config.n_seats
        if not st.seats_min <= n <= st.seats_max_platform:
            raise ValueError(f"pieces_of_eight takes {st.seats_min}-{st.seats_max_platform} seats")
        v = config.variant
        teams_kind = v("teams", "none")
        teams: tuple[int, ...] = ()
        n_teams = 0
        if teams_kind != "none":  # P8-150 (1)
            if n < 4 or n % 2:
                raise ValueError("team play needs an even number of seats, at least four")
            n_teams = 2 if teams_kind == "two_teams" else n // 2
            teams = tuple(i % n_teams for i in range(n))
        clock = bool(v("chess_clock", False))
        if clock and n != 2:
            raise ValueError("the chess clock is for two players only (P8-104)")
        yards = v("shipyards", "alternate")
        sets = list(self.content.ship_sets)
        brought = tuple(sets[i % len(sets)] if yards == "alternate" else yards for i in range(n))
        ctype = []
        for yard_id in brought:
            yard = self.content.shipyard(yard_id)
            for i, coin in enumerate(self.content.coins):
                ctype.extend([i] * yard.coins.get(coin.id, 0))
        rounds = v("stalemate_quiet_rounds", st.stalemate_quiet_rounds)
        return Table(
            n=n,
            human=tuple(seat.is_human for seat in config.seats),
            teams=teams,
            n_teams=n_teams,
            mask=bool(config.options.get("mask_prompts", True)),
            clock_ms=int(v("clock_seconds", st.chess_clock_seconds)) * 1000 if clock else 0,
            ai_charge_ms=round(st.ai_clock_charge_seconds * 1000),
            match_target=int(v("match_wins", 1)),
            shipyards=yards,
            distribution=v("distribution", "own"),
            draft_k=int(v("draft_random_count", st.draft_random_count_per_player)),
            extra_scraps=int(v("extra_scraps", st.extra_scraps)),
            first_player=v("first_player", st.first_player),
            quiet_threshold=int(rounds) * n,
            max_turns=st.max_played_turns,
            trade_rounds=st.trade_rounds_max,
            redeal_max=st.random_redeal_attempts_max,
            ctype=tuple(ctype),
            brought=brought,
        )

    def _hand_out_captains(self, s: State) -> None:
        """P8-111, P8-151 (1): one Captain each, publicly; spare Captains take no part."""
        captains = [c for c in s.pool if s.table.ctype[c] == self.CAPTAIN]
        for c in captains:
            s.pool.remove(c)
        for q in range(s.table.n):
            s.shipyards[q].append(captains[q])
            s.yard_public[captains[q]] = True
        s.reserve = captains[s.table.n :]

    # ---- pending ----------------------------------------------------------------------------------
    def pending(self, s: State):
        if s.stage == "over":
            return OVER
        if s.chance:
            return self.chance_step(s)
        if s.agenda:
            return self.task_decisions(s, s.agenda[-1])
        stage = s.stage
        if stage == "play":
            if s.stalemate is not None:
                return self.stalemate_decisions(s)
            return self.turn_decision(s)
        return self.setup_decision(s)

    def chance_step(self, s: State) -> Chance:
        kind = s.chance[0]
        n = s.table.n
        if kind == "hold_draw":
            return Chance.draw(self.eligible_draws(s, s.items[s.chance[1]]), 1)  # P8-130
        if kind == "stalemate_next":
            return Chance.pick(self.in_game(s))  # P8-101
        if kind == "set_aside":
            return Chance.draw(s.pool, s.chance[1])  # P8-151 (2)
        if kind == "deal":
            return Chance.shuffle(s.pool)  # P8-151 (3)
        return Chance.pick(tuple(range(n)))  # first player, first drafter, scraps start

    def task_decisions(self, s: State, t: Task) -> tuple:
        kind = t.kind
        if kind == "window":
            out = []
            for q, answer in zip(t.prompted, t.answers):
                if answer == UNANSWERED:
                    out.append(self.decision(q, "react", self.react_options(s, q)))
            return tuple(out)
        if kind == "monkey":
            c = t.coin
            if s.table.ctype[c] == self.MONKEY and c not in s.reacted:
                opts = (self.act("monkey", "prevent"), self.act("monkey", "pass"))
            else:
                opts = (self.act("monkey", "continue"),)
            return (self.decision(t.seat, "monkey", opts),)
        if kind == "turn_react":
            ids = self.content.coins
            ct = s.table.ctype
            if t.coins:
                opts = [self.act("turn_reaction", i, ids[ct[c]].id) for i, c in enumerate(t.coins)]
                opts.append(self.act("turn_reaction", "stop"))
            else:
                opts = [self.act("turn_reaction", "continue")]
            return (self.decision(t.seat, "turn_reaction", opts),)
        if kind == "order":
            drawn = s.items[t.item].drawn
            return (
                self.decision(
                    t.seat, "order_drawn", [self.act("order", self.type_id(s, c)) for c in drawn]
                ),
            )
        if kind == "arrange":
            return (self.decision(t.seat, "arrange", self.arrange_choices(s, t)),)
        picks = self._by_type["pick"]
        return (
            self.decision(
                t.seat, "build", [picks[x] for x in self.build_choices(s, t.seat, t.coins)]
            ),
        )

    def react_options(self, s: State, q: int) -> list:
        positions = self.treachery_positions(s, q)
        if not positions:
            return [self.act("react", "continue")]  # P8-133
        return [self.act("react", "pass")] + [self.act("react", pos) for pos in positions]

    def turn_decision(self, s: State) -> tuple:
        p = s.active
        phase = s.phase
        d = s.draft
        if phase in ("cn1", "cn3"):
            opts = self.nest_options(s, p)
            kind = "crows_nest_move"
        elif phase == "general":
            opts = self.general_options(s, p)
            kind = "general_action"
        elif phase == "target":
            opts = self.target_options(s, p, d)
            kind = "choose_target"
        elif phase == "cannon_target":
            opts = [
                self.act("target_seat", q)
                for q in self.seat_targets(s, p, "fore_line_of_another_player")
            ]
            kind = "cannon_target"
        elif phase == "cannon_second":
            opts = [self.act("second", "yes"), self.act("second", "no")]
            kind = "cannon_second"
        elif phase == "cannon_invite":
            rest = [q for q in self.cannon_helpers(s) if q not in d.invited]
            opts = [self.act("invite", "done")]
            if len(rest) > 1:
                opts.append(self.act("invite", "all"))
            opts += [self.act("invite", q) for q in rest]
            kind = "cannon_invite"
        elif phase == "cannon_commit":
            q = d.commit_seats[len(d.commits)]
            k = self.open_cannons(s, q)
            return (
                self.decision(q, "cannon_commit", [self.act("commit", i) for i in range(k + 1)]),
            )
        else:
            opts = [self.act("call_to", order) for order in self.call_results(s, p)]
            kind = "call_result"
        if s.may_propose and kind in ("crows_nest_move", "general_action"):
            opts = list(opts) + [self.act("propose")]
        return (self.decision(p, kind, opts),)

    def target_options(self, s: State, p: int, d: Draft) -> list:
        kind = self.content.coins[s.table.ctype[d.coin]].target
        if kind in COIN_TARGETS:
            return [
                self.act("target", q, where)
                for q, where in self.iter_coin_targets(s, p, d.coin, kind)
            ]
        if kind == "both_open_coins_of_another_player":
            return [self.act("target_seat", q) for q in self.seat_targets(s, p, kind)]
        return [self.act("hold", self.content.coins[t].id) for t in self.hold_choices(s, p)]

    def stalemate_decisions(self, s: State) -> tuple:
        st = s.stalemate
        if not st.accepted:
            opts = (self.act("stalemate", "accept"), self.act("stalemate", "refuse"))
            return tuple(
                self.decision(q, "stalemate_answer", opts)
                for q in range(s.table.n)
                if st.answers[q] == UNANSWERED
            )
        q = st.order[st.step]
        opts = [
            self.act("stalemate_pick", self.content.coins[t].id)
            for t in self.stalemate_choices(s, q)
        ]
        return (self.decision(q, "stalemate_pick", opts),)

    def setup_decision(self, s: State) -> tuple:
        stage = s.stage
        ids = self.content.coins
        if stage == "distribute":
            q = s.draft_turn
            return (
                self.decision(
                    q,
                    "draft_pick",
                    [self.act("draft", ids[t].id) for t in self.draft_choices(s, q)],
                ),
            )
        if stage == "trade":
            return (self.trade_decision(s),)
        if stage == "swap":
            q = self.next_unbuildable(s)
            return (
                self.decision(
                    q,
                    "scrap_swap",
                    [self.act("swap", ids[g].id, ids[t].id) for g, t in self.swap_choices(s, q)],
                ),
            )
        q = s.scraps_order[0]
        types = sorted({s.table.ctype[c] for c in s.scraps})
        opts = [self.act("scraps", ids[t].id) for t in types] + [self.act("scraps", "none")]
        return (self.decision(q, "scraps_pick", opts),)

    def trade_decision(self, s: State) -> Decision:
        tr = s.trade
        ids = self.content.coins
        if tr.sent:
            opts = [self.act("trade_answer", "decline")]
            if self.trade_acceptable(s):
                opts.insert(0, self.act("trade_answer", "accept"))
            return self.decision(tr.to, "trade_answer", opts)
        p = tr.turn
        if tr.to == NONE:
            opts = [self.act("trade", "done")]
            if self.can_give_any(s, p, []):
                opts += [self.act("trade", q) for q in range(s.table.n) if q != p]
            return self.decision(p, "trade", opts)
        if not tr.asking:
            opts = [self.act("give", ids[t].id) for t in self.give_choices(s, p, tr.give)]
            if tr.give:
                opts.append(self.act("give", "done"))
            return self.decision(p, "trade_give", opts)
        opts = []
        if len(tr.ask) < self.ask_limit(s, tr.to):
            opts = [self.act("ask", c.id) for i, c in enumerate(ids) if i != self.CAPTAIN]
        if tr.ask:
            opts.append(self.act("ask", "send"))
        return self.decision(p, "trade_ask", opts)

    # ---- apply --------------------------------------------------------------------------------------
    def apply(self, s: State, seat: int, action: Action) -> list[Event]:
        ev: list[Event] = []
        if s.void_action:  # the clock ran out before this action (P8-149 (6))
            s.void_action = False
            return ev
        self._handlers[action.kind](s, seat, action.args, ev)
        self.advance(s, ev)
        return ev

    def resolve_chance(self, s: State, outcome: Any) -> list[Event]:
        ev: list[Event] = []
        kind = s.chance[0]
        arg = s.chance[1] if len(s.chance) > 1 else None
        s.chance = ()
        if kind == "first_player":  # P8-121
            ev.append(Event("first_player", {"seat": outcome}))
            self.start_game(s, outcome, ev)
        elif kind == "hold_draw":
            self.draw_from_hold(s, arg, outcome[0])
        elif kind == "stalemate_next":
            self.stalemate_next(s, outcome, ev)
        elif kind == "set_aside":
            for c in outcome:
                s.pool.remove(c)
                s.scraps.append(c)
            ev.append(
                Event("set_aside", {"coins": self.type_ids(s, outcome), "count": len(outcome)})
            )
            s.phase = (
                "remainder"
                if s.phase == "extra"
                else ("deal" if s.table.distribution.startswith("random") else "first_drafter")
            )
        elif kind == "first_drafter":
            s.draft_turn = outcome
            s.phase = "draft"
            ev.append(Event("first_drafter", {"seat": outcome}))
        elif kind == "deal":
            self.deal(s, list(outcome), ev)
        else:
            n = s.table.n
            s.scraps_order = [(outcome + k) % n for k in range(n)]
        self.advance(s, ev)
        return ev

    # ---- handlers: the turn --------------------------------------------------------------------------
    def _on_move(self, s: State, p: int, a: tuple, ev: list) -> None:
        s.may_propose = False
        if a[0] != "none":
            self.move_to_nest(s, p, a[0], ev)
        if s.phase == "cn1":
            s.phase = "general"
        else:
            self.end_turn(s, ev)

    def _on_play(self, s: State, p: int, a: tuple, ev: list) -> None:
        s.may_propose = False
        coin = self.coin_at(s, p, a[0])
        s.draft = Draft(coin=coin, pos=a[0])
        kind = self.content.coins[s.table.ctype[coin]].target
        if kind == "fore_line_of_another_player":
            s.phase = "cannon_target"
        elif kind in ("two_random_coins_own_hold", "one_random_coin_own_hold"):
            self.declare_action(s, ev)
        else:
            s.phase = "target"

    def _on_call(self, s: State, p: int, a: tuple, ev: list) -> None:
        s.may_propose = False
        s.phase = "call"

    def _on_call_to(self, s: State, p: int, a: tuple, ev: list) -> None:
        self.do_call(s, p, a[0], ev)
        s.phase = "resolving"

    def _on_destroy_nest(self, s: State, p: int, a: tuple, ev: list) -> None:
        s.may_propose = False
        self.destroy_nest(s, p, ev)

    def _on_target(self, s: State, p: int, a: tuple, ev: list) -> None:
        s.draft.target_seat, s.draft.where = a
        self.declare_action(s, ev)

    def _on_target_seat(self, s: State, p: int, a: tuple, ev: list) -> None:
        s.draft.target_seat = a[0]
        if s.phase == "target":
            self.declare_action(s, ev)
            return
        if self.open_cannons(s, p, exclude=s.draft.coin):  # P8-137 (3)
            s.phase = "cannon_second"
        else:
            s.draft.second = 0
            self._cannon_invitations(s, ev)

    def _on_hold(self, s: State, p: int, a: tuple, ev: list) -> None:
        s.draft.pick_type = self.content.index[a[0]]
        self.declare_action(s, ev)

    def _on_second(self, s: State, p: int, a: tuple, ev: list) -> None:
        s.draft.second = 1 if a[0] == "yes" else 0
        self._cannon_invitations(s, ev)

    def _cannon_invitations(self, s: State, ev: list) -> None:
        if self.cannon_helpers(s):  # P8-137 (4)
            s.phase = "cannon_invite"
        else:
            self._cannon_commitments(s, ev)

    def _on_invite(self, s: State, p: int, a: tuple, ev: list) -> None:
        d = s.draft
        rest = [q for q in self.cannon_helpers(s) if q not in d.invited]
        if a[0] == "all":
            d.invited.extend(rest)
        elif a[0] != "done":
            d.invited.append(a[0])
        if a[0] in ("done", "all") or len(rest) == 1:
            self._cannon_commitments(s, ev)

    def _cannon_commitments(self, s: State, ev: list) -> None:
        """P8-137 (5): invited seats answer one at a time, clockwise from the attacker."""
        d = s.draft
        n, p = s.table.n, s.active
        d.commit_seats = [(p + k) % n for k in range(1, n) if (p + k) % n in d.invited]
        if d.invited:
            ev.append(
                Event(
                    "cannon_invited",
                    {"seat": p, "seats": list(d.commit_seats), "target_seat": d.target_seat},
                )
            )
        if d.commit_seats:
            s.phase = "cannon_commit"
        else:
            self.declare_action(s, ev)

    def _on_commit(self, s: State, q: int, a: tuple, ev: list) -> None:
        d = s.draft
        d.commits.append(a[0])
        ev.append(Event("cannon_committed", {"seat": q, "count": a[0]}))
        if len(d.commits) == len(d.commit_seats):
            self.declare_action(s, ev)

    def _on_react(self, s: State, q: int, a: tuple, ev: list) -> None:
        t = s.agenda[-1]
        i = t.prompted.index(q)
        t.answers[i] = PASSED if a[0] in ("pass", "continue") else self.coin_at(s, q, a[0])

    def _on_monkey(self, s: State, q: int, a: tuple, ev: list) -> None:
        t = s.agenda.pop()
        if a[0] == "prevent":  # P8-70
            self.declare_reaction(s, q, t.coin, "prevent", ev, answers=t.item)

    def _on_turn_reaction(self, s: State, q: int, a: tuple, ev: list) -> None:
        t = s.agenda[-1]
        t.answers = [1]
        if a[0] in ("stop", "continue"):
            s.agenda.pop()
        else:
            self.use_turn_reaction(s, t, a[0], ev)

    def _on_order(self, s: State, q: int, a: tuple, ev: list) -> None:
        t = s.agenda.pop()
        drawn = list(s.items[t.item].drawn)
        first = next(c for c in drawn if self.type_id(s, c) == a[0])
        drawn.remove(first)
        self.place_at_aft(s, q, [first] + drawn, ev)

    def _on_arrange(self, s: State, q: int, a: tuple, ev: list) -> None:
        t = s.agenda[-1]
        kind = "nest" if t.nest == UNANSWERED else "place"
        self.arrange_pick(s, t, kind, a[0])

    def _on_pick(self, s: State, q: int, a: tuple, ev: list) -> None:
        self.add_to_build(s, s.agenda[-1], self.content.index[a[0]], ev)

    # ---- handlers: stalemate, concession, clock ----------------------------------------------
    def _on_propose(self, s: State, p: int, a: tuple, ev: list) -> None:
        s.may_propose = False
        self.propose_stalemate(s, p, p, ev)

    def _on_stalemate_answer(self, s: State, q: int, a: tuple, ev: list) -> None:
        s.stalemate.answers[q] = 1 if a[0] == "accept" else 0
        ev.append(Event("stalemate_answered", {"seat": q, "answer": a[0]}))

    def _on_stalemate_pick(self, s: State, q: int, a: tuple, ev: list) -> None:
        st = s.stalemate
        t = self.content.index[a[0]]
        st.picks[q] = next(c for c in s.holds[q] if s.table.ctype[c] == t)
        st.step += 1
        ev.append(
            Event(
                "stalemate_picked",
                {"seat": q, "coin": a[0]},
                visible_to=(q,),
                redacted={"seat": q, "coin": ""},
            )
        )

    def _on_concede(self, s: State, q: int, a: tuple, ev: list) -> None:
        self.concede(s, q, ev)

    def _on_timeout(self, s: State, q: int, a: tuple, ev: list) -> None:
        self.time_out(s, q, ev)

    def standing_actions(self, s: State, seat: int) -> tuple[Action, ...]:
        if s.stage != "play" or s.game_over or s.status[seat] != IN:
            return ()
        acts = []
        if s.table.human[seat]:
            acts.append(self.act("concede"))  # P8-147 (3)
        if s.table.clock_ms:
            acts.append(self.act("timeout"))  # P8-149 (6)
        return tuple(acts)

    def charge_time(self, s: State, seat: int, ms: int) -> list[Event]:
        """P8-149: the deciding seat's clock runs during play (not while building)."""
        if not s.table.clock_ms or s.stage != "play" or s.game_over or s.status[seat] != IN:
            return []
        s.clocks[seat] = max(0, s.clocks[seat] - int(ms))
        if s.clocks[seat]:
            return []
        ev: list[Event] = []
        self.time_out(s, seat, ev)
        s.void_action = True
        return ev

    def undo_allowed(self, s: State) -> bool:
        """Undo is disabled in Bombardment games (P8-149 (3)); the Match honours this hook."""
        return not s.table.clock_ms

    def ai_clock_charge_ms(self, s: State) -> int:
        """The fixed think time an AI seat is charged per decision (P8-149 (5))."""
        return s.table.ai_charge_ms if s.table.clock_ms else 0

    # ---- handlers: before the game ----------------------------------------------------------------
    def _on_draft(self, s: State, q: int, a: tuple, ev: list) -> None:
        self.draft_pick(s, q, self.content.index[a[0]], ev)

    def _on_trade(self, s: State, p: int, a: tuple, ev: list) -> None:
        if a[0] == "done":
            ev.append(Event("trade_passed", {"seat": p}))
            self.next_trader(s, ev)
            return
        s.trade.to = a[0]
        s.trade.all_done = False

    def _on_give(self, s: State, p: int, a: tuple, ev: list) -> None:
        tr = s.trade
        if a[0] == "done":
            tr.asking = True
            return
        t = self.content.index[a[0]]
        tr.give.append(next(c for c in s.spares[p] if s.table.ctype[c] == t and c not in tr.give))

    def _on_ask(self, s: State, p: int, a: tuple, ev: list) -> None:
        tr = s.trade
        if a[0] != "send":
            tr.ask.append(self.content.index[a[0]])
            return
        tr.sent = True
        data = {
            "seat": p,
            "to_seat": tr.to,
            "give": self.type_ids(s, tr.give),
            "ask": [self.content.coins[t].id for t in tr.ask],
            "give_count": len(tr.give),
            "ask_count": len(tr.ask),
        }
        ev.append(
            Event(
                "trade_proposed",
                data,
                visible_to=(p, tr.to),
                redacted={**data, "give": [], "ask": []},
            )
        )

    def _on_trade_answer(self, s: State, q: int, a: tuple, ev: list) -> None:
        if a[0] == "accept":
            self.trade_swap(s, ev)
        else:
            ev.append(Event("trade_declined", {"seat": q, "from_seat": s.trade.turn}))
        self.next_trader(s, ev)

    def _on_swap(self, s: State, q: int, a: tuple, ev: list) -> None:
        self.scrap_swap(s, q, self.content.index[a[0]], self.content.index[a[1]], ev)

    def _on_scraps(self, s: State, q: int, a: tuple, ev: list) -> None:
        s.scraps_order.pop(0)
        if a[0] == "none":
            ev.append(Event("scraps_declined", {"seat": q}))
        else:
            self.take_scrap(s, q, self.content.index[a[0]], ev)

    # ---- results ----------------------------------------------------------------------------------------
    def result(self, s: State) -> Result | None:
        return self._ranking(s) if s.stage == "over" else None

    def standings(self, s: State) -> Result:
        return self._ranking(s)

    def _ranking(self, s: State) -> Result:
        n = s.table.n
        if s.table.match_target > 1:
            key = [(s.wins[q], self._game_key(s, q)) for q in range(n)]
        else:
            key = [self._game_key(s, q) for q in range(n)]
        order = sorted(range(n), key=lambda q: key[q], reverse=True)
        places: list[tuple[int, ...]] = []
        for q in order:
            if places and key[places[-1][0]] == key[q]:
                places[-1] = places[-1] + (q,)
            else:
                places.append((q,))
        scores = tuple(float(s.wins[q]) for q in range(n))
        breakdown = tuple(
            {
                K + "score.game_wins": s.wins[q],
                K + "score.coins_in_ship": self.ship_count(s, q),
                K + "score.captain": int(self.has_captain(s, q)),
            }
            for q in range(n)
        )
        reason = K + "end." + (s.end_reason or "in_progress")
        return Result(tuple(places), scores, breakdown, reason)

    def _game_key(self, s: State, q: int) -> tuple:
        """Winner first; then seats still in, those with a Captain ahead; then the seats out,
        the last eliminated first."""
        if s.winner == q:
            return (3, 0, 0)
        if s.status[q] == IN:
            live = not s.game_over or s.winner == NONE
            return (2 if live else 1, int(self.has_captain(s, q)), self.ship_count(s, q))
        if s.status[q] == TEAM_LOST:
            return (1, 0, 0)
        rank = s.out_order.index(q) if q in s.out_order else 0
        return (0, rank, 0)

    def ship_count(self, s: State, q: int) -> int:
        return len(s.decks[q]) + (s.nests[q] != NONE) if s.decks else 0

    # ---- illegal actions --------------------------------------------------------------------------
    def explain_illegal(self, s: State, seat: int, action: Action) -> RuleRef | None:
        from .illegal import explain

        return explain(self, s, seat, action)

    # ---- invariants -------------------------------------------------------------------------------
    def check_invariants(self, s: State) -> None:
        """Every coin in exactly one place; ownership a partition; one Captain per ship at most;
        seats out of the game hold nothing; counters sane."""
        n = s.table.n
        places = list(s.pool) + s.scraps + s.reserve + s.drawn
        for q in range(n):
            places += s.spares[q] + s.decks[q] + s.holds[q]
            if s.nests and s.nests[q] != NONE:
                places.append(s.nests[q])
        for i in s.stack:
            if s.items[i].in_limbo:
                places.append(s.items[i].coin)
        for t in s.agenda:
            if t.kind in ("arrange", "build"):
                places += t.coins + t.placed + ([t.nest] if t.nest >= 0 else [])
        total = len(s.table.ctype)
        assert sorted(places) == list(range(total)), "a coin is lost or in two places"
        owned = sorted(c for yard in s.shipyards for c in yard) + sorted(
            s.pool + s.scraps + s.reserve
        )
        assert sorted(owned) == list(range(total)), "shipyards do not partition the coins"
        for q in range(n):
            if not s.decks:
                break
            captains = sum(1 for c in s.decks[q] if s.table.ctype[c] == self.CAPTAIN) + (
                s.nests[q] != NONE and s.table.ctype[s.nests[q]] == self.CAPTAIN
            )
            assert captains <= 1, f"seat {q} holds {captains} Captains (P8-5)"
            if s.status[q] != IN and s.stage == "play" and not s.game_over:
                assert not s.decks[q] and s.nests[q] == NONE, f"seat {q} is out but has a ship"
            assert s.lost[q] >= 0
        for i in s.stack:
            assert 0 <= i < len(s.items)
        if s.stage == "play" and not s.game_over and s.stalemate is None:
            assert (
                s.status[s.active] == IN or s.agenda or s.stack or s.phase in ("", "resolving")
            ), "the active seat is out but its turn goes on"
