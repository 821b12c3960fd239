"""Coin abilities: what may be played (P8-125), targets, declaration, reaction windows and the
resolution of every item on the stack (digest sections 6, 7 and 8; the algorithm of P8-87).

The stack holds declared items (`State.stack`, indices into `State.items`). The agenda
(`State.agenda`) holds what remains to be done, last entry first: declaring an item pushes its
`resolve` task and then, if anyone is prompted, its `window` (P8-131): the window is answered and
closed before the item resolves, and any Treachery declared in it is fully resolved first (last in,
first out, P8-82). A `resolve` task runs in small steps (`Item.pc`) so that it can stop for a
Monkey question (P8-136), a hold draw (a chance step, P8-130), an order or an arrangement decision.
"""

from __future__ import annotations

from game.core import Event

from .content import DESTROYING_TARGETS, HOLD_TARGETS
from .model import IN, NONE, UNANSWERED, Item, State, Task

# resolution steps of an item (Item.pc)
START, TARGETS, DESTROY, DRAW, PLACE, END = 0, 1, 2, 10, 11, 99

SEAT_TARGETS = ("both_open_coins_of_another_player", "fore_line_of_another_player")
COIN_TARGETS = (
    "active_coin_any_player",
    "aft_coin_any_player",
    "open_coin_any_player",
    "any_coin_except_captain",
    "open_coin_other_player",
)


class AbilityOps:
    """Mixin of the rules: everything about using coin abilities."""

    # ---- P8-125: which coins may be played ------------------------------------------------------
    def playable_positions(self, s: State, p: int) -> list[str]:
        """Active positions whose action coin may be played now (P8-15, P8-28, P8-125)."""
        out = []
        ct = s.table.ctype
        is_action = self.is_action
        for pos, coin in self.active_coins(s, p):
            if is_action[ct[coin]] and self.can_play(s, p, coin, pos):
                out.append(pos)
        return out

    def can_play(self, s: State, p: int, coin: int, pos: str) -> bool:
        spec = self.content.coins[s.table.ctype[coin]]
        if spec.usable_from == "open" and pos == "aft":  # P8-44: a Cannon fires when open
            return False
        if spec.requires == "active_mate" and self.active_mate_pos(s, p, coin) is None:  # P8-42
            return False
        kind = spec.target
        if kind in HOLD_TARGETS:
            if spec.rearranges:  # P8-128 (1): always playable
                return True
            return any(self.can_take(s, p, c) for c in s.holds[p])  # P8-58, P8-129
        if kind == "both_open_coins_of_another_player":  # P8-43
            return any(self.open_coins(s, q) for q in self.in_game(s) if q != p)
        if kind == "fore_line_of_another_player":  # P8-125
            return any(s.decks[q] for q in self.in_game(s) if q != p)
        return self.first_coin_target(s, p, coin, kind)

    def first_coin_target(self, s: State, p: int, coin: int, kind: str) -> bool:
        for _ in self.iter_coin_targets(s, p, coin, kind):
            return True
        return False

    def iter_coin_targets(self, s: State, p: int, coin: int, kind: str):
        """(seat, where) of every legal coin target (P8-37, P8-124, P8-52, P8-53). `where` is
        "nest" or a 1-based deck index (P8-91). A coin never targets itself."""
        ct = s.table.ctype
        cap = self.CAPTAIN
        for q in range(s.table.n):
            if s.status[q] != IN or (kind == "open_coin_other_player" and q == p):
                continue
            nest, deck = s.nests[q], s.decks[q]
            if kind == "active_coin_any_player":
                if nest != NONE and nest != coin:
                    yield q, "nest"
                if deck:
                    if deck[0] != coin:
                        yield q, 1
                    if len(deck) > 1 and deck[-1] != coin:
                        yield q, len(deck)
            elif kind == "open_coin_any_player":
                if nest != NONE and nest != coin:
                    yield q, "nest"
                if deck and deck[0] != coin:
                    yield q, 1
            elif kind == "aft_coin_any_player":
                if deck and deck[-1] != coin:
                    yield q, len(deck)
            elif kind == "any_coin_except_captain":
                if nest != NONE and nest != coin and ct[nest] != cap:
                    yield q, "nest"
                for i, c in enumerate(deck):
                    if c != coin and ct[c] != cap:
                        yield q, i + 1
            elif kind == "open_coin_other_player":
                if nest != NONE and self.can_take(s, p, nest):
                    yield q, "nest"
                if deck and self.can_take(s, p, deck[0]):
                    yield q, 1

    def seat_targets(self, s: State, p: int, kind: str) -> list[int]:
        """Players a Bomb or a Cannon may aim at: always another player (P8-124, P8-137 (2))."""
        if kind == "both_open_coins_of_another_player":
            return [q for q in self.in_game(s) if q != p and self.open_coins(s, q)]
        return [q for q in self.in_game(s) if q != p and s.decks[q]]

    def hold_choices(self, s: State, p: int) -> list[int]:
        """Type indices the Barrel of Grog may take out of the hold (P8-55, P8-129)."""
        ct = s.table.ctype
        seen = []
        for c in s.holds[p]:
            t = ct[c]
            if t not in seen and self.can_take(s, p, c):
                seen.append(t)
        return sorted(seen)

    def open_cannons(self, s: State, q: int, exclude: int = NONE) -> int:
        ct = s.table.ctype
        return sum(1 for _, c in self.open_coins(s, q) if c != exclude and ct[c] == self.CANNON)

    def cannon_helpers(self, s: State) -> list[int]:
        """Seats that may be invited to a Cannon attack (P8-137 (4))."""
        d = s.draft
        return [
            q
            for q in self.in_game(s)
            if q not in (s.active, d.target_seat) and self.open_cannons(s, q) > 0
        ]

    # ---- declaring ---------------------------------------------------------------------------
    def declare_action(self, s: State, ev: list) -> None:
        """Declare the general-phase play put together in `s.draft` (P8-87 declare)."""
        d = s.draft
        p, coin = s.active, d.coin
        spec = self.content.coins[s.table.ctype[coin]]
        item = Item(seat=p, coin=coin, ability="action", pos=d.pos, was_open=d.pos != "aft")
        reveal = d.pos == "aft" and self.show(s, coin)  # P8-17
        if spec.requires == "active_mate" or spec.spared_by_active_mate:
            mate_pos = self.active_mate_pos(s, p, coin)
            if mate_pos == "aft":
                reveal = self.show(s, s.decks[p][-1]) or reveal  # P8-89
            item.spared = spec.spared_by_active_mate and mate_pos is not None  # P8-50, P8-51
        self._lock_targets(s, item, spec)
        data = self._declared_data(s, item, spec)
        uncovered = False
        if spec.destroyed_on_use and not item.spared:  # P8-134
            self.remove_from_ship(s, p, coin)
            item.in_limbo = True
            uncovered = self.expose(s, p)
        ev.append(self._declared_event(s, item, data, reveal or uncovered))
        s.phase = "resolving"
        s.draft = None
        self._push_item(s, item)

    def _lock_targets(self, s: State, item: Item, spec) -> None:
        """Fix the target coins at declaration (P8-135, P8-136, P8-137 (6))."""
        d = s.draft
        kind = spec.target
        if kind in COIN_TARGETS:
            q = d.target_seat
            c = self.coin_at(s, q, d.where)
            item.target_seat, item.targets = q, [c]
            item.active_targets = [c] if self.active_pos(s, q, c) else []
            item.affected = q  # P8-131
        elif kind == "both_open_coins_of_another_player":
            q = d.target_seat
            item.target_seat, item.affected = q, q
            item.targets = [c for _, c in self.open_coins(s, q)]  # nest first
            item.active_targets = list(item.targets)
        elif kind == "fore_line_of_another_player":
            q = d.target_seat
            deck = s.decks[q]
            extra = max(d.second, 0) + sum(d.commits)
            item.depth = min(1 + extra, len(deck))  # P8-45
            item.second = d.second == 1
            item.contributors = [
                x for q2, n in zip(d.commit_seats, d.commits) if n for x in (q2, n)
            ]
            item.target_seat, item.affected = q, q
            item.targets = deck[: item.depth]
            item.active_targets = [c for c in item.targets if self.active_pos(s, q, c)]
        elif kind == "chosen_coin_own_hold":
            item.pick = next(c for c in s.holds[item.seat] if s.table.ctype[c] == d.pick_type)
        elif kind in HOLD_TARGETS:
            item.draws_left = spec.draws

    def _declared_data(self, s: State, item: Item, spec) -> dict:
        data = {"seat": item.seat, "coin": spec.id, "pos": item.pos}
        if item.targets and spec.target in COIN_TARGETS:
            c = item.targets[0]
            data.update(
                target_seat=item.target_seat,
                target=self.pos_label(s, item.target_seat, c),
                target_coin=self.type_id(s, c),
            )
        elif item.depth:
            data.update(target_seat=item.target_seat, depth=item.depth)
        elif item.target_seat != NONE:
            data.update(target_seat=item.target_seat)
        return data

    def _declared_event(self, s: State, item: Item, data: dict, reveal: bool) -> Event:
        spec = self.content.coins[s.table.ctype[item.coin]]
        if spec.target in COIN_TARGETS:
            who = self.knowers(s, item.target_seat, item.targets[0])
            if len(who) < s.table.n:
                return Event(
                    "played_at",
                    data,
                    visible_to=who,
                    redacted={**data, "target_coin": ""},
                    reveal=reveal,
                )
            return Event("played_at", data, reveal=reveal)
        if item.depth:
            return Event("fired", data, reveal=reveal)  # a Cannon
        if item.target_seat != NONE:
            return Event("played_against", data, reveal=reveal)  # a Bomb
        return Event("played", data, reveal=reveal)

    def declare_reaction(
        self,
        s: State,
        q: int,
        coin: int,
        ability: str,
        ev: list,
        answers: int = NONE,
        target_seat: int = NONE,
    ) -> None:
        """Declare a reaction: Treachery, a Monkey's prevention, Full Sail or Black Spot."""
        pos = self.active_pos(s, q, coin)
        if pos is None:
            pos = "hold" if coin in s.holds[q] else self.pos_label(s, q, coin)
        reveal = pos == "aft" and self.show(s, coin)  # P8-17
        s.reacted.append(coin)  # P8-83
        item = Item(
            seat=q,
            coin=coin,
            ability=ability,
            pos=pos,
            was_open=pos in ("nest", "fore"),
            answers=answers,
            target_seat=target_seat,
        )
        if ability in ("treachery", "prevent"):
            item.affected = s.items[answers].seat  # P8-131
        elif ability == "black_spot":
            item.affected = target_seat
        uncovered = False
        if self.content.coins[s.table.ctype[coin]].destroyed_on_use and pos != "hold":
            self.remove_from_ship(s, q, coin)  # P8-78, P8-134
            item.in_limbo = True
            uncovered = self.expose(s, q)
        data = {"seat": q, "coin": self.type_id(s, coin), "pos": pos}
        if answers != NONE:
            x = s.items[answers]
            data.update(answered_seat=x.seat, answered_coin=self.type_id(s, x.coin))
        if target_seat != NONE:
            data["target_seat"] = target_seat
        ev.append(Event(ability, data, reveal=reveal or uncovered))
        self._push_item(s, item)

    def _push_item(self, s: State, item: Item) -> None:
        idx = len(s.items)
        s.items.append(item)
        s.stack.append(idx)
        s.agenda.append(Task("resolve", item=idx))
        prompted = self.window_prompted(s, item)
        if prompted:
            s.agenda.append(
                Task("window", item=idx, prompted=prompted, answers=[UNANSWERED] * len(prompted))
            )

    # ---- ABILITY_USED windows (P8-86, P8-131, P8-132, P8-133) ----------------------------------
    def priority_order(self, s: State, item: Item) -> list[int]:
        """The affected seat first (unless it is the source), then clockwise after the source."""
        src, n = item.seat, s.table.n
        order = []
        a = item.affected
        if a != NONE and a != src and s.status[a] == IN:
            order.append(a)
        for k in range(1, n):
            q = (src + k) % n
            if q != a and s.status[q] == IN:
                order.append(q)
        return order

    def treachery_positions(self, s: State, q: int) -> list[str]:
        """Active Treacheries of a seat that have not reacted this turn (P8-72, P8-83)."""
        ct = s.table.ctype
        return [
            pos
            for pos, c in self.active_coins(s, q)
            if ct[c] == self.TREACHERY and c not in s.reacted
        ]

    def window_prompted(self, s: State, item: Item) -> list[int]:
        mask = s.table.mask
        return [
            q
            for q in self.priority_order(s, item)
            if self.treachery_positions(s, q) or (mask and self.aft_hidden(s, q))
        ]

    def close_window(self, s: State, task: Task, ev: list) -> None:
        """Every prompted seat has answered: the first in priority order who named a Treachery
        answers the item; the other answers are dropped unseen (P8-131)."""
        s.agenda.pop()
        for q, answer in zip(task.prompted, task.answers):
            if answer >= 0 and s.status[q] == IN and self.active_pos(s, q, answer):
                self.declare_reaction(s, q, answer, "treachery", ev, answers=task.item)
                return

    # ---- resolving ---------------------------------------------------------------------------
    def step_resolve(self, s: State, task: Task, ev: list) -> None:
        """Advance the top `resolve` task by one step (P8-87 resolve)."""
        item = s.items[task.item]
        if item.pc == START:
            self._start_resolution(s, task.item, item, ev)
        elif item.pc == TARGETS:
            self._ask_monkeys(s, task.item, item)
        elif item.pc == DESTROY:
            self._destroy_targets(s, item, ev)
        elif item.pc == DRAW:
            self._next_draw(s, task.item, item)
        elif item.pc == PLACE:
            self._place_drawn(s, task.item, item, ev)
        else:
            self._end_item(s, item, ev)

    def _start_resolution(self, s: State, idx: int, item: Item, ev: list) -> None:
        if item.negated:  # P8-84
            item.pc = END
            return
        ability = item.ability
        item.pc = END
        if ability == "treachery":
            self._resolve_treachery(s, item, ev)
        elif ability == "prevent":  # P8-70, P8-71
            s.items[item.answers].protected.append(item.coin)
            ev.append(Event("prevented", {"seat": item.seat, "coin": self.type_id(s, item.coin)}))
        elif ability == "full_sail":  # P8-60
            if s.status[item.seat] == IN:
                s.extra.append(item.seat)
                ev.append(Event("extra_turn_queued", {"seat": item.seat}))
        elif ability == "black_spot":  # P8-65, P8-69
            if s.status[item.target_seat] == IN:
                s.lost[item.target_seat] += 1
                ev.append(
                    Event(
                        "turn_lost_owed",
                        {"seat": item.target_seat, "count": s.lost[item.target_seat]},
                    )
                )
        else:
            self._start_action(s, item, ev)

    def _start_action(self, s: State, item: Item, ev: list) -> None:
        kind = self.content.coins[s.table.ctype[item.coin]].target
        if kind in DESTROYING_TARGETS:
            item.pc = TARGETS
        elif kind == "open_coin_other_player":
            self._plunder(s, item, ev)
        elif kind == "chosen_coin_own_hold":
            self._barrel(s, item, ev)
        else:
            item.pc = DRAW

    def _resolve_treachery(self, s: State, item: Item, ev: list) -> None:
        """Negate the answered item and destroy its coin (P8-72, P8-73, P8-75, P8-84)."""
        x = s.items[item.answers]
        x.negated = True
        ev.append(Event("negated", {"seat": x.seat, "coin": self.type_id(s, x.coin)}))
        v, c = x.seat, x.coin
        if x.in_limbo:
            was_open = x.was_open  # P8-134
            eligible = self.turn_reaction_coins(s, v)
            x.in_limbo = False
            s.holds[v].append(c)
            s.noisy = s.destroyed_since_stalemate = True
            ev.append(
                Event(
                    "destroyed",
                    {"seat": v, "coin": self.type_id(s, c), "pos": x.pos, "cause": "treachery"},
                )
            )
        elif s.status[v] == IN and self.in_ship(s, v, c):
            was_open = self.is_open(s, v, c)
            eligible = self.turn_reaction_coins(s, v)
            ev.extend(self.destroy_coins(s, v, [c], "treachery"))
        else:
            return
        if self.check_victory(s, ev):
            return
        if was_open and v != item.seat:
            self.push_turn_reactions(s, v, item.seat, eligible)

    def _ask_monkeys(self, s: State, idx: int, item: Item) -> None:
        """One ABOUT_TO_BE_DESTROYED question per locked target that is an eligible Monkey, crow's
        nest first, then from the fore (P8-86, P8-136); masked prompts for hidden aft targets
        (P8-133). Only coins active when the attack was declared may react (P8-46)."""
        q = item.target_seat
        ct = s.table.ctype
        while item.ti < len(item.targets):
            c = item.targets[item.ti]
            item.ti += 1
            if c not in item.active_targets or not self.in_ship(s, q, c):
                continue
            pos = self.active_pos(s, q, c)
            if pos is None:
                continue
            monkey = ct[c] == self.MONKEY and c not in s.reacted
            if monkey or (s.table.mask and pos == "aft" and self.aft_hidden(s, q)):
                s.agenda.append(Task("monkey", item=idx, seat=q, coin=c))
                return
        item.pc = DESTROY

    def _destroy_targets(self, s: State, item: Item, ev: list) -> None:
        """Destroy every locked target still in its ship and not protected, at one instant
        (P8-46, P8-135, P8-136); then one OPEN_COIN_DESTROYED for the victim (P8-68)."""
        item.pc = END
        q = item.target_seat
        hit = [c for c in item.targets if self.in_ship(s, q, c) and c not in item.protected]
        if not hit or s.status[q] != IN:
            return
        trigger = q != item.seat and any(self.is_open(s, q, c) for c in hit)
        eligible = self.turn_reaction_coins(s, q) if trigger else []
        ev.extend(self.destroy_coins(s, q, hit, self.type_id(s, item.coin)))
        if self.check_victory(s, ev):
            return
        if trigger:
            self.push_turn_reactions(s, q, item.seat, eligible)

    def _plunder(self, s: State, item: Item, ev: list) -> None:
        """Take an open coin of another player to your aft (P8-53, P8-54): no destruction, so
        no Monkey, Full Sail or Black Spot."""
        p, q, c = item.seat, item.target_seat, item.targets[0]
        if s.status[p] != IN or not self.in_ship(s, q, c) or not self.can_take(s, p, c):
            return
        self.remove_from_ship(s, q, c)
        s.decks[p].append(c)
        self.show(s, c)
        s.noisy = True
        ev.append(Event("plundered", {"seat": p, "from_seat": q, "coin": self.type_id(s, c)}))
        if self.expose(s, q):
            ev.append(self.uncovered_event(s, q))
        self.expose(s, p)
        self.check_victory(s, ev)

    def _barrel(self, s: State, item: Item, ev: list) -> None:
        """The chosen hold coin becomes the aft coin; the choice is not announced (P8-55, P8-129)."""
        p, c = item.seat, item.pick
        if s.status[p] != IN or c not in s.holds[p] or not self.can_take(s, p, c):
            return
        s.holds[p].remove(c)
        s.decks[p].append(c)
        s.known[c] = 1 << p
        s.noisy = True
        self.expose(s, p)
        ev.append(self.retrieval_event(s, p, [c], "retrieved"))
        self.check_victory(s, ev)

    def retrieval_event(self, s: State, p: int, coins: list[int], kind: str) -> Event:
        """A coin taken out of a hold in secret: its owner sees it, the others only its count;
        a Captain is seen by all (P8-4, P8-143)."""
        data = {"seat": p, "coins": [self.type_id(s, c) for c in coins], "count": len(coins)}
        if all(s.table.ctype[c] == self.CAPTAIN for c in coins):
            return Event(kind, data, reveal=True)
        return Event(kind, data, visible_to=(p,), redacted={**data, "coins": []}, reveal=True)

    def eligible_draws(self, s: State, item: Item) -> list[int]:
        """Hold coins a random draw may take (P8-57, P8-130): a Captain only for a seat without
        one that has not drawn one in this use."""
        ct = s.table.ctype
        cap = self.CAPTAIN
        captain_ok = not self.has_captain(s, item.seat) and all(
            d == NONE or ct[d] != cap for d in item.drawn
        )
        return [c for c in s.holds[item.seat] if captain_ok or ct[c] != cap]

    def _next_draw(self, s: State, idx: int, item: Item) -> None:
        if item.draws_left > 0 and s.status[item.seat] == IN and self.eligible_draws(s, item):
            s.chance = ("hold_draw", idx)
            return
        item.pc = PLACE

    def draw_from_hold(self, s: State, idx: int, coin: int) -> None:
        """A chance step of P8-130 drew `coin` from the item's controller's hold."""
        item = s.items[idx]
        s.holds[item.seat].remove(coin)
        item.drawn.append(coin)
        s.drawn.append(coin)
        item.draws_left -= 1
        s.noisy = True

    def _place_drawn(self, s: State, idx: int, item: Item, ev: list) -> None:
        item.pc = END
        p = item.seat
        spec = self.content.coins[s.table.ctype[item.coin]]
        if s.status[p] != IN:  # out meanwhile (P8-141): the coins go home
            for c in item.drawn:
                if c in s.drawn:
                    s.drawn.remove(c)
                    s.holds[p].append(c)
            return
        if spec.rearranges:  # P8-59
            if item.drawn:
                ev.append(self.retrieval_event(s, p, item.drawn, "quarters_drawn"))
            pool = ([s.nests[p]] if s.nests[p] != NONE else []) + s.decks[p] + item.drawn
            s.drawn.clear()
            s.nests[p] = NONE
            s.decks[p] = []
            s.agenda.append(Task("arrange", seat=p, coins=pool, purpose="quarters"))
            return
        ev.append(
            Event(
                "treasure_drawn",
                {"seat": p, "coins": [self.type_id(s, c) for c in item.drawn]},
                reveal=True,
            )
        )
        ct = s.table.ctype
        if len(item.drawn) == 2 and ct[item.drawn[0]] != ct[item.drawn[1]]:
            s.agenda.append(Task("order", item=idx, seat=p))  # P8-56
            return
        self.place_at_aft(s, p, list(item.drawn), ev)

    def place_at_aft(self, s: State, p: int, coins: list[int], ev: list) -> None:
        """Buried Treasure's coins join the aft in secret order (P8-56, P8-130, P8-143)."""
        for c in coins:
            s.drawn.remove(c)
            s.decks[p].append(c)
            s.known[c] = 1 << p
        self.expose(s, p)
        ev.append(Event("treasure_placed", {"seat": p, "count": len(coins)}))
        self.check_victory(s, ev)

    def _end_item(self, s: State, item: Item, ev: list) -> None:
        """END of P8-87: a coin in limbo reaches its controller's hold; victory, then empty ships."""
        if item.in_limbo:
            item.in_limbo = False
            s.holds[item.seat].append(item.coin)
            s.noisy = True
            s.destroyed_since_stalemate = True
            ev.append(Event("spent", {"seat": item.seat, "coin": self.type_id(s, item.coin)}))
        s.stack.pop()
        s.agenda.pop()
        if not s.stack:
            s.items.clear()
        if self.check_victory(s, ev):
            return
        self.check_empty_ships(s, ev)

    # ---- OPEN_COIN_DESTROYED (P8-60, P8-65, P8-132) ----------------------------------------------
    def turn_reaction_coins(self, s: State, v: int) -> list[int]:
        """The victim's Full Sail and Black Spot coins active right now, not yet reacted."""
        ct = s.table.ctype
        kinds = (self.FULL_SAIL, self.BLACK_SPOT)
        return [c for _, c in self.active_coins(s, v) if ct[c] in kinds and c not in s.reacted]

    def push_turn_reactions(self, s: State, v: int, destroyer: int, eligible: list[int]) -> None:
        if s.status[v] != IN:
            return
        if eligible or (s.table.mask and self.aft_hidden(s, v)):
            s.agenda.append(Task("turn_react", seat=v, destroyer=destroyer, coins=list(eligible)))

    def use_turn_reaction(self, s: State, task: Task, i: int, ev: list) -> None:
        coin = task.coins.pop(i)
        if s.table.ctype[coin] == self.FULL_SAIL:
            self.declare_reaction(s, task.seat, coin, "full_sail", ev)
        else:
            self.declare_reaction(s, task.seat, coin, "black_spot", ev, target_seat=task.destroyer)
