"""Turns: the three phases, calling coins to the Captain, whose turn is next, victory,
elimination, concession, the chess clock's timeout and the stalemate procedure
(digest sections 5 and 9, P8-140 to P8-150).
"""

from __future__ import annotations

from game.core import Event

from .model import (
    CONCEDED,
    EMPTY_SHIP,
    IN,
    NO_ACTION,
    NONE,
    PASSED,
    TEAM_LOST,
    TIMED_OUT,
    UNANSWERED,
    USED,
    Stalemate,
    State,
)

PRE_DECLARATION = (
    "target",
    "cannon_target",
    "cannon_second",
    "cannon_invite",
    "cannon_commit",
    "call",
)


class TurnOps:
    """Mixin of the rules: the flow of a game."""

    # ---- running the game forward -----------------------------------------------------------
    def advance(self, s: State, ev: list) -> None:
        """Run until the game waits for a decision or a chance step, or is over."""
        while s.stage != "over" and not s.chance:
            if s.agenda:
                top = s.agenda[-1]
                kind = top.kind
                if kind == "resolve":
                    self.step_resolve(s, top, ev)
                    continue
                if kind == "window":
                    if UNANSWERED in top.answers:
                        return
                    self.close_window(s, top, ev)
                    continue
                if kind == "turn_react" and top.answers and not top.coins:
                    s.agenda.pop()  # P8-132: nothing left
                    continue
                if kind == "arrange" and self.arrangement_complete(s, top):
                    self.finish_arrangement(s, ev)
                    continue
                return
            if s.stage != "play":
                if not self.advance_setup(s, ev):
                    return
            elif s.stalemate is not None:
                if not self.advance_stalemate(s, ev):
                    return
            elif not self.advance_turn(s, ev):
                return

    def advance_turn(self, s: State, ev: list) -> bool:
        """One step of the turn's phases (P8-25). False: a decision of the active seat waits."""
        p = s.active
        if s.status[p] != IN:  # P8-141
            self.end_turn(s, ev)
            return True
        phase = s.phase
        if phase == "resolving":  # P8-140
            s.phase = "cn3"
            return True
        if phase in ("cn1", "cn3"):
            if s.nests[p] == NONE and s.decks[p]:  # P8-26, P8-32
                return False
            if phase == "cn1":
                s.phase = "general"
                return True
            self.end_turn(s, ev)
            return True
        if phase == "general" and not self.general_options(s, p):  # P8-27, P8-97
            self.eliminate(s, p, NO_ACTION, ev)
            return True
        if phase == "cannon_commit" and len(s.draft.commits) >= len(s.draft.commit_seats):
            self.declare_action(s, ev)  # the last invited seat left the game
            return True
        return False

    def start_turn(self, s: State, p: int, ev: list) -> None:
        s.active = p
        s.reacted.clear()  # P8-83, P8-142
        s.phase = "cn1"
        s.noisy = False
        s.draft = None
        s.may_propose = s.table.human[p]  # P8-148 (2)
        ev.append(Event("turn_began", {"seat": p, "turn": s.played + 1}))

    def end_turn(self, s: State, ev: list) -> None:
        s.played += 1
        s.quiet = 0 if s.noisy else s.quiet + 1  # P8-148 (1)
        s.noisy = False
        s.draft = None
        s.phase = ""
        s.may_propose = False
        if s.played >= s.table.max_turns:  # P8-146 safety net
            self.end_game(s, NONE, "turn_limit", ev)
            return
        nxt = self.next_player(s, s.active, ev)
        th = s.table.quiet_threshold
        if s.quiet and s.quiet % th == 0:  # P8-148 (2)
            self.propose_stalemate(s, NONE, nxt, ev)
            return
        self.start_turn(s, nxt, ev)

    def next_player(self, s: State, cont: int, ev: list) -> int:
        """P8-142: extra turns first (forfeited to pay a lost turn, P8-64), then clockwise,
        skipping seats that owe lost turns (P8-65, P8-69)."""
        n = s.table.n
        while True:
            if s.extra:
                q = s.extra.pop(0)
                if s.status[q] != IN:
                    continue
                cont = q
                if s.lost[q] > 0:
                    s.lost[q] -= 1
                    ev.append(Event("extra_turn_forfeited", {"seat": q}))
                    continue
                ev.append(Event("extra_turn", {"seat": q}))
                return q
            q = cont
            for _ in range(n):
                q = (q + 1) % n
                if s.status[q] == IN:
                    break
            cont = q
            if s.lost[q] > 0:
                s.lost[q] -= 1
                ev.append(Event("turn_skipped", {"seat": q}))
                continue
            return q

    # ---- the general phase (P8-27 .. P8-31) ----------------------------------------------------
    def general_options(self, s: State, p: int) -> list:
        acts = [self.act("play", pos) for pos in self.playable_positions(s, p)]
        if self.can_call(s, p):
            acts.append(self.act("call"))
        if s.nests[p] != NONE:
            acts.append(self.act("destroy_nest"))
        return acts

    def can_call(self, s: State, p: int) -> bool:
        """A call is possible exactly when the deck holds the Captain and another coin: if the
        Captain is not the fore coin, calling the fore coin to its aft side moves the Captain one
        place forward; otherwise calling the aft coin to its fore side moves it back. Either way
        the type sequence changes (there is one Captain), so P8-127 never forbids both."""
        deck = s.decks[p]
        if len(deck) < 2:
            return False
        ct = s.table.ctype
        cap = self.CAPTAIN
        return any(ct[c] == cap for c in deck)

    def call_results(self, s: State, p: int) -> list[str]:
        """Every distinct deck a call can produce whose type sequence differs from the deck now
        (P8-29, P8-30, P8-127), as old 1-based positions fore to aft ("2.1.3")."""
        return [".".join(str(i + 1) for i in perm) for perm in self._call_moves(s, p)]

    def _call_moves(self, s: State, p: int):
        """The distinct new orders of the deck, in a fixed order, lazily (calling is usually
        possible: the first one answers `can_call`)."""
        deck = s.decks[p]
        n = len(deck)
        if n < 2:
            return
        ct = s.table.ctype
        cap = NONE
        for i, c in enumerate(deck):
            if ct[c] == self.CAPTAIN:
                cap = i
                break
        if cap == NONE:  # no Captain, or the Captain is in the crow's nest
            return
        fore, aft = 0, n - 1
        moves = []
        if cap != fore:
            moves += [([fore], [fore], []), ([fore], [], [fore])]
        if cap != aft:
            moves += [([aft], [aft], []), ([aft], [], [aft])]
        if cap not in (fore, aft):
            both = [fore, aft]
            moves += [
                (both, [fore, aft], []),
                (both, [aft, fore], []),
                (both, [], [fore, aft]),
                (both, [], [aft, fore]),
                (both, [fore], [aft]),
                (both, [aft], [fore]),
            ]
        now = [ct[c] for c in deck]
        seen = []
        for called, before, after in moves:
            rest = [i for i in range(n) if i not in called]
            k = rest.index(cap)
            perm = rest[:k] + before + [cap] + after + rest[k + 1 :]
            if perm in seen:
                continue
            seen.append(perm)
            if [now[i] for i in perm] != now:
                yield perm

    def do_call(self, s: State, p: int, order: str, ev: list) -> None:
        """Calling is public and moves knowledge with the coins (P8-153)."""
        deck = s.decks[p]
        s.decks[p] = [deck[int(x) - 1] for x in order.split(".")]
        reveal = self.expose(s, p)
        ev.append(Event("called", {"seat": p, "order": order}, reveal=reveal))

    def move_to_nest(self, s: State, p: int, where: str, ev: list) -> None:
        """Phases 1 and 3: the fore or aft coin goes to the empty crow's nest (P8-26, P8-32)."""
        deck = s.decks[p]
        coin = deck.pop(0) if where == "fore" else deck.pop()
        s.nests[p] = coin
        reveal = self.expose(s, p)
        ev.append(
            Event(
                "nest_moved",
                {"seat": p, "from": where, "coin": self.type_id(s, coin)},
                reveal=reveal,
            )
        )

    def nest_options(self, s: State, p: int) -> list:
        """Crow's-nest move options; an AI seat never declines in phase 1 when that would
        leave it no general action (P8-147 (2), P8-157)."""
        acts = [self.act("move", "fore")]
        if len(s.decks[p]) > 1:
            acts.append(self.act("move", "aft"))
        if not (s.phase == "cn1" and not s.table.human[p] and not self.general_options(s, p)):
            acts.append(self.act("move", "none"))
        return acts

    def destroy_nest(self, s: State, p: int, ev: list) -> None:
        """P8-31: not an ability, not destruction by an opponent: no reaction (P8-138)."""
        ev.extend(self.destroy_coins(s, p, [s.nests[p]], "own_nest"))
        s.phase = "resolving"
        if self.check_victory(s, ev):
            return
        self.check_empty_ships(s, ev)

    # ---- victory and elimination (P8-92 .. P8-99, P8-145 .. P8-147, P8-150) ------------------
    def check_victory(self, s: State, ev: list) -> bool:
        """P8-145. True when the game ended or the team stage ended (the agenda was discarded):
        the caller stops what it was doing."""
        if s.game_over or s.stage == "over":
            return True
        in_game = self.in_game(s)
        holders = [q for q in in_game if self.has_captain(s, q)]
        if s.team_stage:
            teams = s.table.teams
            alive = sorted({teams[q] for q in holders})
            if len(alive) > 1:
                return False
            if len(alive) == 1:
                self.end_team_stage(s, alive[0], ev)
                in_game = self.in_game(s)
                holders = [q for q in in_game if self.has_captain(s, q)]
                if len(holders) != 1:
                    return True
        if len(holders) == 1:  # P8-92
            self.end_game(s, holders[0], "captain", ev)
        elif (
            not in_game
            or len(in_game) == 1
            or (
                not holders
                and not any(s.table.ctype[c] == self.CAPTAIN for q in in_game for c in s.holds[q])
            )
        ):  # P8-146
            self.end_game(s, NONE, "no_captain", ev)
        else:
            return False
        return True

    def end_team_stage(self, s: State, team: int, ev: list) -> None:
        """P8-150 (2), (3): the other teams are out; the winners play on, each for himself."""
        self.discard_agenda(s)
        s.team_stage = False
        ev.append(Event("team_won", {"team": team + 1}))
        for q in self.in_game(s):
            if s.table.teams[q] != team:
                self.eliminate(s, q, TEAM_LOST, ev, check=False)
        if s.phase in PRE_DECLARATION:
            s.phase = "resolving"
        s.draft = None

    def discard_agenda(self, s: State) -> None:
        """Drop unresolved items and windows; coins in limbo reach their controllers' holds and
        coins being arranged return to their ship (P8-145, P8-150 (2))."""
        for i in s.stack:
            item = s.items[i]
            if item.in_limbo:
                item.in_limbo = False
                s.holds[item.seat].append(item.coin)
            for c in item.drawn:
                if c in s.drawn:
                    s.drawn.remove(c)
                    s.holds[item.seat].append(c)
        for t in s.agenda:
            if t.kind == "arrange":
                s.decks[t.seat].extend(t.placed + t.coins)
                if t.nest >= 0:
                    s.decks[t.seat].append(t.nest)
                t.coins, t.placed = [], []
        s.stack.clear()
        s.items.clear()
        s.agenda.clear()
        if s.chance and s.chance[0] == "hold_draw":
            s.chance = ()

    def check_empty_ships(self, s: State, ev: list) -> None:
        for q in self.in_game(s):  # P8-147 (1)
            if s.status[q] == IN and self.ship_is_empty(s, q):
                self.eliminate(s, q, EMPTY_SHIP, ev)
                if s.game_over:
                    return

    def eliminate(self, s: State, p: int, status: int, ev: list, check: bool = True) -> None:
        """P8-147 (5): the seat's coins go to its hold, its debts and queued turns go, it is
        never asked anything again; its items already on the stack still resolve (P8-141)."""
        if s.status[p] != IN:
            return
        s.status[p] = status
        if status != TEAM_LOST:
            s.out_order.append(p)
        hold = s.holds[p]
        if s.nests[p] != NONE:
            hold.append(s.nests[p])
            s.nests[p] = NONE
        hold.extend(s.decks[p])
        s.decks[p] = []
        for i in s.stack:
            item = s.items[i]
            if item.seat == p and item.in_limbo:
                item.in_limbo = False
                hold.append(item.coin)
            if item.seat == p:
                for c in item.drawn:
                    if c in s.drawn:
                        s.drawn.remove(c)
                        hold.append(c)
        s.lost[p] = 0
        s.extra = [q for q in s.extra if q != p]
        if s.chance and s.chance[0] == "hold_draw" and s.items[s.chance[1]].seat == p:
            s.chance = ()  # no more draws for a seat that is out
        self._drop_from_agenda(s, p, hold)
        self._drop_from_draft(s, p)
        if s.stalemate is not None:
            self._drop_from_stalemate(s, p)
        ev.append(Event("eliminated", {"seat": p, "reason": status}, reveal=True))
        if check:
            self.check_victory(s, ev)

    def _drop_from_agenda(self, s: State, p: int, hold: list) -> None:
        keep = []
        for t in s.agenda:
            if t.kind == "window" and p in t.prompted:
                i = t.prompted.index(p)
                del t.prompted[i]
                del t.answers[i]
            if t.kind in ("monkey", "turn_react", "order") and t.seat == p:
                continue
            if t.kind == "arrange" and t.seat == p:
                hold.extend(t.placed + t.coins + ([t.nest] if t.nest >= 0 else []))
                continue
            keep.append(t)
        s.agenda[:] = keep

    def _drop_from_draft(self, s: State, p: int) -> None:
        d = s.draft
        if d is None or s.active == p:
            return
        if d.target_seat == p and s.phase in ("cannon_second", "cannon_invite", "cannon_commit"):
            s.draft = None  # the attack lost its target
            s.phase = "general"
            return
        if p in d.invited:
            d.invited.remove(p)
        if p in d.commit_seats[len(d.commits) :]:
            d.commit_seats.remove(p)

    def _drop_from_stalemate(self, s: State, p: int) -> None:
        st = s.stalemate
        if not st.accepted:
            st.answers[p] = PASSED

    def concede(self, s: State, p: int, ev: list) -> None:
        """P8-99, P8-147 (3): a human seat leaves at once."""
        ev.append(Event("conceded", {"seat": p}))
        self.eliminate(s, p, CONCEDED, ev)

    def time_out(self, s: State, p: int, ev: list) -> None:
        """P8-104, P8-149 (6): the seat whose clock ran out loses at once, Captain or not."""
        s.clocks[p] = 0
        ev.append(Event("clock_expired", {"seat": p}))
        s.status[p] = TIMED_OUT
        s.out_order.append(p)
        others = list(self.in_game(s))
        self.end_game(s, others[0] if len(others) == 1 else NONE, "clock", ev)

    # ---- the end of a game ---------------------------------------------------------------------
    def end_game(self, s: State, winner: int, reason: str, ev: list) -> None:
        self.discard_agenda(s)
        s.game_over = True
        s.winner = winner
        s.end_reason = reason
        s.stalemate = None
        s.draft = None
        s.extra.clear()
        s.chance = ()
        s.results.append(winner)
        if winner != NONE:
            s.wins[winner] += 1
        s.last_winner = winner
        if winner != NONE:
            ev.append(Event("game_won", {"seat": winner, "reason": reason}, reveal=True))
        else:
            ev.append(Event("game_drawn", {"reason": reason}, reveal=True))
        ev.append(self.reveal_event(s))  # P8-144
        target = s.table.match_target
        if (winner != NONE and s.wins[winner] >= target) or target <= 1:
            s.stage = "over"
            if target > 1:
                ev.append(Event("match_won", {"seat": winner, "wins": s.wins[winner]}))
            return
        self.between_games(s, ev)

    def reveal_event(self, s: State) -> Event:
        ships = []
        for q in range(s.table.n):
            nest = self.type_id(s, s.nests[q]) if s.nests[q] != NONE else ""
            ships.append(
                {
                    "seat": q,
                    "nest": nest,
                    "deck": [self.type_id(s, c) for c in s.decks[q]],
                    "hold": [self.type_id(s, c) for c in s.holds[q]],
                }
            )
        return Event("ships_revealed", {"ships": ships}, reveal=True)

    # ---- stalemate (P8-100, P8-101, P8-148) --------------------------------------------------
    def propose_stalemate(self, s: State, proposer: int, first: int, ev: list) -> None:
        st = Stalemate(proposer=proposer, first=first, answers=[PASSED] * s.table.n)
        accept = 1 if s.quiet >= s.table.quiet_threshold else 0
        for q in self.in_game(s):
            if q == proposer:
                continue
            st.answers[q] = UNANSWERED if s.table.human[q] else accept  # P8-148 (3)
        s.stalemate = st
        if proposer == NONE:
            ev.append(Event("stalemate_offered", {"quiet": s.quiet}))
        else:
            ev.append(Event("stalemate_proposed", {"seat": proposer, "quiet": s.quiet}))

    def advance_stalemate(self, s: State, ev: list) -> bool:
        st = s.stalemate
        if not st.accepted:
            return self._settle_proposal(s, st, ev)
        order = st.order
        while st.step < len(order):  # the picks
            q = order[st.step]
            if s.status[q] == IN and st.picks[q] == NONE and self.stalemate_choices(s, q):
                return False
            st.step += 1
        k = st.step - len(order)
        if k < len(order):  # arrangements
            st.step += 1
            q = order[k]
            if s.status[q] == IN:
                self.start_arrangement(s, q, st.picks[q], "stalemate")
                st.picks[q] = USED
            return True
        s.stalemate = None  # P8-148 (5)
        s.extra.clear()
        s.quiet = 0
        s.reacted.clear()
        s.stalemates += 1
        s.destroyed_since_stalemate = False
        ev.append(Event("stalemate_done", {}))
        s.chance = ("stalemate_next",)  # P8-101
        return False

    def _settle_proposal(self, s: State, st: Stalemate, ev: list) -> bool:
        if UNANSWERED in st.answers:
            return False
        if 0 in st.answers:
            s.stalemate = None
            ev.append(Event("stalemate_refused", {}))
            if st.proposer == NONE:
                self.start_turn(s, st.first, ev)
            else:
                s.may_propose = False  # the turn goes on normally
            return True
        if s.stalemates and not s.destroyed_since_stalemate:  # P8-148 (4)
            ev.append(Event("stalemate_accepted", {}))
            self.end_game(s, NONE, "stalemate", ev)
            return True
        st.accepted = True
        start = st.proposer if st.proposer != NONE else st.first
        n = s.table.n
        st.order = [(start + k) % n for k in range(n) if s.status[(start + k) % n] == IN]
        st.picks = [NONE] * n
        st.step = 0
        s.phase = ""
        s.draft = None
        ev.append(Event("stalemate_accepted", {}))
        return True

    def stalemate_choices(self, s: State, q: int) -> list[int]:
        """Hold coins the seat may bring back: a Captain only without one (P8-148 (5))."""
        ct = s.table.ctype
        out = []
        for c in s.holds[q]:
            if ct[c] not in out and self.can_take(s, q, c):
                out.append(ct[c])
        return sorted(out)

    def stalemate_next(self, s: State, q: int, ev: list) -> None:
        """The drawn seat is treated as reached clockwise (P8-101, P8-148 (6))."""
        ev.append(Event("first_player", {"seat": q}))
        if s.lost[q] > 0:
            s.lost[q] -= 1
            ev.append(Event("turn_skipped", {"seat": q}))
            q = self.next_player(s, q, ev)
        self.start_turn(s, q, ev)
