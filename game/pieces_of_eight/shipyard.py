"""Before and between games: shipyards, pooled coins (draft, random deals, trades, scraps),
building a ship and arranging it in secret, and the steps between the games of a match
(P8-7 .. P8-9, P8-105 .. P8-117, P8-151, P8-152, P8-154, P8-155).

Building is a chain of small decisions, one seat at a time (P8-154 (5)): pick 13 coins one by one
(only picks that keep a legal ship reachable are offered, P8-8), then arrange them: the crow's-nest
coin first, then the deck coin by coin from the fore (the last coins are placed automatically once
only one type is left). The same `arrange` chain serves Call to Quarters (P8-59, P8-128) and the
stalemate procedure (P8-100, P8-148 (5)), where the crow's nest may stay empty.
"""

from __future__ import annotations

from game.core import Event

from .model import IN, NONE, UNANSWERED, State, Task, Trade


class YardOps:
    """Mixin of the rules: shipyards, pooled distribution, trades, building, arranging."""

    # ---- counting shipyards (P8-8, P8-151 (4)) ----------------------------------------------
    def type_counts(self, s: State, coins) -> list[int]:
        counts = [0] * len(self.content.coins)
        ct = s.table.ctype
        for c in coins:
            counts[ct[c]] += 1
        return counts

    def usable(self, counts: list[int]) -> int:
        """Coins other than Captains, each type counted only up to its limit."""
        return sum(min(n, self.limits[t]) for t, n in enumerate(counts) if t != self.CAPTAIN)

    def buildable_counts(self, counts: list[int]) -> bool:
        return counts[self.CAPTAIN] >= 1 and self.usable(counts) >= self.others_per_ship

    # ---- one game's containers ---------------------------------------------------------------
    def new_game_containers(self, s: State) -> None:
        """Every coin back in its owner's shipyard (P8-107, P8-154 (3)); per-game state reset
        (P8-154 (7))."""
        n = s.table.n
        s.spares = [sorted(s.shipyards[q]) for q in range(n)]
        s.decks = [[] for _ in range(n)]
        s.nests = [NONE] * n
        s.holds = [[] for _ in range(n)]
        s.known = [0] * len(s.table.ctype)
        s.status = [IN] * n
        s.out_order = []
        s.lost = [0] * n
        s.extra = []
        s.reacted = []
        s.items, s.stack, s.agenda, s.drawn = [], [], [], []
        s.quiet = s.played = s.stalemates = 0
        s.noisy = s.destroyed_since_stalemate = False
        s.may_propose = False
        s.stalemate = None
        s.draft = None
        s.clocks = [s.table.clock_ms] * n
        s.team_stage = bool(s.table.teams)
        s.game_over = False
        s.winner = NONE
        s.end_reason = ""
        s.active = NONE
        s.phase = ""

    def begin_building(self, s: State, ev: list) -> None:
        s.stage = "build"
        s.build_seat = NONE
        self.next_builder(s, ev)

    def next_builder(self, s: State, ev: list) -> None:
        """The next seat builds (or, the winner of the last game, only rearranges, P8-154 (5))."""
        s.build_seat += 1
        q = s.build_seat
        if q >= s.table.n:
            s.build_seat = NONE
            if s.table.first_player == "first_seat" and s.game_no == 1:  # P8-121
                self.start_game(s, 0, ev)
            else:
                s.chance = ("first_player",)
            return
        if q == s.last_winner and s.game_no > 1:
            coins = list(s.start_ship[q])
            for c in coins:
                s.spares[q].remove(c)
            s.agenda.append(Task("arrange", seat=q, coins=coins, purpose="start"))
        else:
            s.agenda.append(Task("build", seat=q))

    def build_choices(self, s: State, q: int, picks: list[int]) -> list[int]:
        """Types the builder may add so that a legal ship stays reachable (P8-8). Remembered by
        the counts they depend on: building is a fifth of all the steps of a random game."""
        key = (tuple(self.type_counts(s, s.spares[q])), tuple(self.type_counts(s, picks)))
        out = self._build_memo.get(key)
        if out is None:
            if len(self._build_memo) > 200_000:
                self._build_memo.clear()
            out = self._build_memo[key] = self._build_choices(*key)
        return out

    def _build_choices(self, avail: tuple, picked: tuple) -> list[int]:
        cap = self.CAPTAIN
        limits = self.limits
        need = self.ship_size - sum(picked)
        room = [max(0, min(a, limits[u] - picked[u])) for u, a in enumerate(avail)]
        room_total = sum(room) - room[cap]  # non-Captain coins that may still come
        out = []
        for t, count in enumerate(avail):
            if not count or picked[t] >= limits[t]:
                continue
            if t == cap:
                ok = need - 1 <= room_total
            else:
                has_cap = picked[cap] > 0
                if not has_cap and not avail[cap]:
                    continue
                after = room_total - room[t] + max(0, min(count - 1, limits[t] - picked[t] - 1))
                ok = 0 <= need - 1 - (0 if has_cap else 1) <= after
            if ok:
                out.append(t)
        return out

    def add_to_build(self, s: State, task: Task, t: int, ev: list) -> None:
        q = task.seat
        coin = next(c for c in s.spares[q] if s.table.ctype[c] == t)
        s.spares[q].remove(coin)
        task.coins.append(coin)
        if len(task.coins) == self.ship_size:
            task.kind = "arrange"
            task.purpose = "start"
            ev.append(
                Event(
                    "ship_built",
                    {"seat": q, "coins": self.type_ids(s, task.coins)},
                    visible_to=(q,),
                    redacted={"seat": q, "coins": []},
                )
            )

    def start_game(self, s: State, first: int, ev: list) -> None:
        s.stage = "play"
        s.clocks = [s.table.clock_ms] * s.table.n
        ev.append(Event("game_started", {"game": s.game_no, "seat": first}))
        self.start_turn(s, first, ev)

    # ---- arranging in secret ------------------------------------------------------------------
    def start_arrangement(self, s: State, q: int, pick: int, purpose: str) -> None:
        """Stalemate: the picked hold coin joins the ship, which is rearranged (P8-148 (5))."""
        pool = ([s.nests[q]] if s.nests[q] != NONE else []) + s.decks[q]
        if pick >= 0:
            s.holds[q].remove(pick)
            s.noisy = True
            pool.append(pick)
        s.nests[q] = NONE
        s.decks[q] = []
        s.agenda.append(Task("arrange", seat=q, coins=pool, purpose=purpose))

    def arrange_choices(self, s: State, task: Task) -> list:
        """Crow's nest first (empty allowed except before a game, P8-9, P8-128 (2)), then the deck
        from the fore, one type at a time."""
        ct = s.table.ctype
        types = sorted({ct[c] for c in task.coins})
        if task.nest == UNANSWERED:
            nests = self._by_type["nest"]
            acts = [nests[t] for t in types]
            if task.purpose != "start":
                acts.append(self.act("nest", "none"))
            return acts
        places = self._by_type["place"]
        return [places[t] for t in types]

    def arrangement_complete(self, s: State, task: Task) -> bool:
        if task.nest == UNANSWERED:
            return not task.coins
        ct = s.table.ctype
        coins = task.coins
        return all(ct[c] == ct[coins[0]] for c in coins)

    def arrange_pick(self, s: State, task: Task, kind: str, type_id: str) -> None:
        if kind == "nest" and type_id == "none":
            task.nest = NONE
            return
        t = self.content.index[type_id]
        coin = next(c for c in task.coins if s.table.ctype[c] == t)
        task.coins.remove(coin)
        if kind == "nest":
            task.nest = coin
        else:
            task.placed.append(coin)

    def finish_arrangement(self, s: State, ev: list) -> None:
        """The arranged ship replaces the old one; nobody but its owner knows the hidden coins
        any more (P8-128 (5), P8-143)."""
        task = s.agenda.pop()
        q = task.seat
        deck = task.placed + task.coins
        nest = task.nest if task.nest >= 0 else NONE
        s.decks[q] = deck
        s.nests[q] = nest
        bit = 1 << q
        for c in deck:
            s.known[c] = bit
        if nest != NONE:
            s.known[nest] = bit
        self.expose(s, q)
        if task.purpose == "start":
            s.start_ship[q] = deck + [nest]
            ev.append(Event("ship_ready", {"seat": q}))
            self.next_builder(s, ev)
            return
        ev.append(
            Event("rearranged", {"seat": q, "count": len(deck) + (nest != NONE)}, reveal=True)
        )
        if task.purpose == "quarters":
            self.check_victory(s, ev)

    # ---- the match: before the first game ---------------------------------------------------
    def begin_match(self, s: State, ev: list) -> None:
        if s.table.distribution == "own":
            self.new_game_containers(s)
            self.begin_building(s, ev)
            return
        s.stage = "distribute"
        s.phase = "extra" if s.table.extra_scraps else "remainder"

    def share(self, s: State) -> int:
        return (len(s.pool) + sum(len(x) for x in s.draft_picks)) // s.table.n

    def advance_setup(self, s: State, ev: list) -> bool:
        """Pooled distribution and the stages between games that need no decision."""
        if s.stage == "distribute":
            return self._advance_distribution(s, ev)
        if s.stage == "swap":
            if self.next_unbuildable(s) == NONE:
                self.new_game_containers(s)
                self.begin_building(s, ev)
                return True
            if not self.swap_choices(s, self.next_unbuildable(s)):
                self.setup_failed(s, ev)
                return True
            return False
        if s.stage == "scraps":
            while s.scraps_order and not s.scraps:
                s.scraps_order.pop(0)
            if not s.scraps_order:
                self.new_game_containers(s)
                self.begin_building(s, ev)
                return True
            return False
        return False

    def _advance_distribution(self, s: State, ev: list) -> bool:
        """P8-151 steps 2 and 3."""
        n, dist, k = s.table.n, s.table.distribution, s.table.draft_k
        phase = s.phase
        if phase == "extra":
            s.chance = ("set_aside", min(s.table.extra_scraps, len(s.pool)))
            return False
        if phase == "remainder":
            if len(s.pool) % n:
                s.chance = ("set_aside", len(s.pool) % n)
                return False
            s.phase = "deal" if dist.startswith("random") else "first_drafter"
            return True
        if phase == "first_drafter":
            s.chance = ("first_drafter",)
            return False
        if phase == "draft":
            drafted = sum(len(x) for x in s.draft_picks)
            stop = (dist == "draft_random" or dist == "draft_random_trades") and drafted >= k * n
            if s.pool and not stop:
                return False
            s.phase = "deal" if s.pool else "done"
            return True
        if phase == "deal":
            s.chance = ("deal",)
            return False
        self._distribution_done(s, ev)
        return True

    def _distribution_done(self, s: State, ev: list) -> None:
        s.phase = ""
        s.draft_turn = NONE
        s.draft_picks = [[] for _ in range(s.table.n)]  # only the shipyards count from now
        if s.table.distribution.endswith("trades"):
            s.stage = "trade"
            s.trade = Trade()
            return
        s.stage = "swap"

    def deal_count(self, s: State) -> int:
        """How many pool coins this deal hands out (P8-151 (3))."""
        if s.table.distribution == "random_draft":
            return min(len(s.pool), s.table.draft_k * s.table.n)
        return len(s.pool)

    def deal(self, s: State, order: list[int], ev: list) -> None:
        """Deal shuffled coins round-robin from seat 0; redo if it breaks buildability."""
        n = s.table.n
        count = self.deal_count(s)
        dealt = order[:count]
        share = self.share(s)
        hands = [dealt[q::n] for q in range(n)]
        ok = all(
            self.usable(self.type_counts(s, s.spares[q] + hands[q]))
            + share
            - len(s.draft_picks[q])
            - len(hands[q])
            >= self.others_per_ship
            for q in range(n)
        )
        if not ok:  # P8-151 (4)
            s.deal_attempts += 1
            ev.append(Event("redealt", {"attempt": s.deal_attempts}))
            if s.deal_attempts >= s.table.redeal_max:
                self.setup_failed(s, ev)
            return
        for q in range(n):
            for c in hands[q]:
                s.pool.remove(c)
                s.shipyards[q].append(c)
                s.spares[q].append(c)
                s.draft_picks[q].append(c)
            ev.append(
                Event(
                    "dealt",
                    {"seat": q, "coins": self.type_ids(s, hands[q]), "count": len(hands[q])},
                    visible_to=(q,),
                    redacted={"seat": q, "coins": [], "count": len(hands[q])},
                )
            )
        if s.table.distribution == "random_draft" and s.pool:
            s.phase = "first_drafter"
        else:
            s.phase = "done"

    def draft_choices(self, s: State, q: int) -> list[int]:
        """Types the drafter may pick without losing the chance to build (P8-151 (4))."""
        ct = s.table.ctype
        pool_types = sorted({ct[c] for c in s.pool})
        counts = self.type_counts(s, s.spares[q])
        base = self.usable(counts)
        to_come = self.share(s) - len(s.draft_picks[q]) - 1
        ok = [
            t
            for t in pool_types
            if base + (counts[t] < self.limits[t] and t != self.CAPTAIN) + to_come
            >= self.others_per_ship
        ]
        return ok or pool_types

    def draft_pick(self, s: State, q: int, t: int, ev: list) -> None:
        coin = next(c for c in s.pool if s.table.ctype[c] == t)
        s.pool.remove(coin)
        s.shipyards[q].append(coin)
        s.spares[q].append(coin)
        s.draft_picks[q].append(coin)
        s.yard_public[coin] = True
        ev.append(Event("drafted", {"seat": q, "coin": self.content.coins[t].id}))
        s.draft_turn = (q + 1) % s.table.n  # P8-112

    def setup_failed(self, s: State, ev: list) -> None:
        s.stage = "over"
        s.end_reason = "setup_failed"
        s.game_over = True
        s.chance = ()
        ev.append(Event("setup_failed", {}))

    # ---- trades (P8-155) --------------------------------------------------------------------
    def trade_seat(self, s: State) -> int:
        tr = s.trade
        return tr.to if tr.sent else tr.turn

    def can_give_any(self, s: State, q: int, given: list[int]) -> bool:
        return bool(self.give_choices(s, q, given))

    def give_choices(self, s: State, q: int, given: list[int]) -> list[int]:
        """Coins the proposer may offer: never a Captain; he must stay buildable (so that any
        answer keeps him buildable, whatever he receives)."""
        ct = s.table.ctype
        left = [c for c in s.spares[q] if c not in given]
        out = []
        for t in sorted({ct[c] for c in left}):
            if t == self.CAPTAIN:
                continue
            rest = list(left)
            rest.remove(next(c for c in left if ct[c] == t))
            if self.buildable_counts(self.type_counts(s, rest)):
                out.append(t)
        return out

    def ask_limit(self, s: State, q: int) -> int:
        return len(s.shipyards[q]) - 1

    def trade_acceptable(self, s: State) -> bool:
        """The addressee holds what is asked and stays buildable (P8-155)."""
        tr = s.trade
        a = tr.to
        have = self.type_counts(s, s.spares[a])
        for t in tr.ask:
            have[t] -= 1
        if min(have) < 0:
            return False
        for c in tr.give:
            have[s.table.ctype[c]] += 1
        return self.buildable_counts(have)

    def trade_swap(self, s: State, ev: list) -> None:
        tr = s.trade
        p, a = tr.turn, tr.to
        ct = s.table.ctype
        taken = []
        for t in tr.ask:
            coin = next(c for c in s.spares[a] if ct[c] == t and c not in taken)
            taken.append(coin)
        for c in tr.give:
            self._move_yard_coin(s, c, p, a)
        for c in taken:
            self._move_yard_coin(s, c, a, p)
        data = {
            "seat": p,
            "to_seat": a,
            "give": self.type_ids(s, tr.give),
            "ask": self.type_ids(s, taken),
            "give_count": len(tr.give),
            "ask_count": len(taken),
        }
        ev.append(
            Event(
                "trade_accepted", data, visible_to=(p, a), redacted={**data, "give": [], "ask": []}
            )
        )

    def _move_yard_coin(self, s: State, coin: int, src: int, dst: int) -> None:
        s.spares[src].remove(coin)
        s.shipyards[src].remove(coin)
        s.spares[dst].append(coin)
        s.shipyards[dst].append(coin)
        s.yard_public[coin] = False

    def next_trader(self, s: State, ev: list) -> None:
        tr = s.trade
        tr.to, tr.give, tr.ask, tr.asking, tr.sent = NONE, [], [], False, False
        tr.turn += 1
        if tr.turn < s.table.n:
            return
        tr.round += 1
        if tr.all_done or tr.round >= s.table.trade_rounds:
            s.trade = None
            ev.append(Event("trading_over", {}))
            s.stage = "swap"
            return
        tr.turn = 0
        tr.all_done = True

    # ---- unbuildable shipyards after a distribution without trades (P8-151 (5)) --------------
    def next_unbuildable(self, s: State) -> int:
        for q in range(s.table.n):
            if not self.buildable_counts(self.type_counts(s, s.spares[q])):
                return q
        return NONE

    def swap_choices(self, s: State, q: int) -> list[tuple[int, int]]:
        ct = s.table.ctype
        counts = self.type_counts(s, s.spares[q])
        base = self.usable(counts)
        out = []
        for give in sorted({ct[c] for c in s.spares[q]}):
            if give == self.CAPTAIN:
                continue
            for take in sorted({ct[c] for c in s.scraps}):
                after = list(counts)
                after[give] -= 1
                after[take] += 1
                if self.usable(after) > base or (take == self.CAPTAIN and not counts[take]):
                    out.append((give, take))
        return out

    def scrap_swap(self, s: State, q: int, give: int, take: int, ev: list) -> None:
        ct = s.table.ctype
        out = next(c for c in s.spares[q] if ct[c] == give)
        inn = next(c for c in s.scraps if ct[c] == take)
        s.spares[q].remove(out)
        s.shipyards[q].remove(out)
        s.scraps.append(out)
        s.scraps.remove(inn)
        s.spares[q].append(inn)
        s.shipyards[q].append(inn)
        s.yard_public[inn] = s.yard_public[out] = True
        ev.append(
            Event(
                "scrap_swapped",
                {
                    "seat": q,
                    "give": self.content.coins[give].id,
                    "take": self.content.coins[take].id,
                },
            )
        )

    # ---- between games (P8-152, P8-154) ---------------------------------------------------------
    def between_games(self, s: State, ev: list) -> None:
        s.game_no += 1
        pooled = s.table.distribution != "own"
        w = s.results[-1]
        order = self.scraps_order(s, w) if w != NONE else []
        self.new_game_containers(s)
        if pooled and s.scraps:
            s.stage = "scraps"
            if w == NONE:  # after a draw: from a random seat
                s.chance = ("scraps_start",)
            else:
                s.scraps_order = order
            return
        self.begin_building(s, ev)

    def scraps_order(self, s: State, w: int) -> list[int]:
        """Losers pick in the order they lost: eliminated ones first, earliest first; then the
        others in seat order from the winner's left (P8-117, P8-152)."""
        n = s.table.n
        first = [q for q in s.out_order if q != w]
        rest = [(w + k) % n for k in range(1, n) if (w + k) % n not in first]
        return first + rest

    def take_scrap(self, s: State, q: int, t: int, ev: list) -> None:
        coin = next(c for c in s.scraps if s.table.ctype[c] == t)
        s.scraps.remove(coin)
        s.shipyards[q].append(coin)
        s.spares[q].append(coin)
        s.yard_public[coin] = True
        ev.append(Event("scraps_taken", {"seat": q, "coin": self.content.coins[t].id}))

    def type_ids(self, s: State, coins) -> list[str]:
        return [self.type_id(s, c) for c in coins]
