"""Fortune cards (BF-90 to BF-95, BF-200 to BF-217): when each may be played, its target, its
effect.

A card is played with `fortune(card)`, only in the pre-card or main window of its owner's turn
(BF-90, AD-7, AD-34): it leaves the hand, is shown to everybody, resolves completely, then goes
face up to the discard pile. Cards that name a target ask for it in a `fortune_target` decision
(BF-95a); Commandeer then asks where to push the ship; Sea Charts asks which movement cards to
discard. "This turn" bonuses are counters in the Turn that later events read, so nothing already
resolved is ever paid again (BF-95c, AD-35). Change of Wind only before the first activation,
combined with Second Patrol per BF-356 (AD-33).
"""

from __future__ import annotations

from game.core import Action, Event

from .model import MERCHANT, NAVY_SLOTS, OUT, PIRATE, State
from .movement import commandeer_reach

PRE_WINDOW = ("pre_card", "pre_card_or_main")  # BF-90
TARGETED = ("fair_wind", "shallow_waters", "pickpocket", "commandeer", "secret_cove")


class FortuneMixin:
    """Fortune-card part of BlackFleetRules (uses its board and ship helpers)."""

    def init_fortune(self) -> None:
        cards = self.content.fortune
        self.fortune_amount = {c.effect: c.amount for c in cards}
        self.fortune_effect = {c.id: c.effect for c in cards}
        self.fortune_timing = {c.id: c.timing for c in cards}
        self.fortune_card = {c.effect: c.id for c in cards}
        self._conditions = {
            "fair_wind": lambda s: bool(self.own_ship_targets(s)),  # BF-95a/b
            "full_sails": lambda s: bool(self.own_ship_targets(s)),
            "shallow_waters": lambda s: bool(self.own_ship_targets(s)),
            "change_of_wind": lambda s: not any(s.turn.started),  # BF-202
            "second_patrol": lambda s: len(self.controlled(s)) == 1,  # BF-203, BF-356
            "quick_burial": lambda s: (
                s.pirate[s.active] != OUT and not s.turn.ended[PIRATE]
            ),  # BF-206
            "broadside": lambda s: any(
                not s.turn.ended[NAVY_SLOTS[i]] for i in self.controlled(s)
            ),  # BF-207
            "commandeer": lambda s: bool(self._commandeer_targets(s)),  # BF-214
            "secret_cove": lambda s: (
                s.pirate[s.active] != OUT
                and not s.turn.started[PIRATE]
                and bool(self._free_lairs(s))
            ),  # BF-215
            "sea_charts": lambda s: bool(s.mhand[s.active]),  # BF-217
        }
        self._immediate = {
            "full_sails": self._full_sails,
            "change_of_wind": self._change_of_wind,
            "second_patrol": self._second_patrol,
            "grappling_hooks": self._grappling_hooks,
            "quick_burial": self._quick_burial,
            "broadside": self._broadside,
            "market_day": self._market_day,
            "buried_riches": self._buried_riches,
            "bounty": self._bounty,
            "smugglers_market": self._smugglers_market,
            "resupply": self._resupply,
        }

    # ---- when a card may be played ---------------------------------------------------------
    def fortune_options(self, s: State, window: str) -> list[Action]:
        """BF-90: one option per distinct playable card in the active player's hand."""
        hand = s.fhand[s.active]
        if not hand:
            return []
        return [
            Action("fortune", (card,))
            for card in sorted(dict.fromkeys(hand))
            if self.fortune_playable(s, card, window)
        ]

    def fortune_playable(self, s: State, card: str, window: str) -> bool:
        timing = self.fortune_timing[card]
        if window == "pre":
            if timing not in PRE_WINDOW:
                return False
        elif timing == "pre_card":
            return False  # BF-217
        check = self._conditions.get(self.fortune_effect[card])
        return check is None or check(s)

    def own_ship_targets(self, s: State) -> list[int]:
        """Friendly ships in play that have not ended their activation (BF-200, BF-201)."""
        t = s.turn
        a = s.active
        out = []
        if s.merchant[a] != OUT and not t.ended[MERCHANT]:
            out.append(MERCHANT)
        if s.pirate[a] != OUT and not t.ended[PIRATE]:
            out.append(PIRATE)
        for i in sorted(self.controlled(s)):
            if not t.ended[NAVY_SLOTS[i]]:
                out.append(NAVY_SLOTS[i])
        return out

    def _commandeer_targets(self, s: State) -> list[tuple[str, int]]:
        """BF-214: enemy merchants and pirates on the grid."""
        out = []
        for e in range(s.n):
            if e != s.active:
                if s.merchant[e] >= 0:
                    out.append(("merchant", e))
                if s.pirate[e] >= 0:
                    out.append(("pirate", e))
        return out

    # ---- playing ---------------------------------------------------------------------------
    def _do_fortune(self, s: State, seat: int, card: str) -> list[Event]:
        s.fhand[seat].remove(card)
        s.playing = card
        s.turn.fortunes.append(card)
        # reveal: a card hidden in the hand is shown to all (undo never crosses it)
        events = [Event("fortune_played", {"seat": seat, "card": card}, reveal=True)]
        effect = self.fortune_effect[card]
        if effect in TARGETED:
            s.tasks = [("target", card)]
        elif effect == "spyglass":  # BF-216
            s.tasks = [
                ("draw_f", seat, self.fortune_amount["spyglass"]),
                ("limit", seat),
                ("card_done",),
            ]
        elif effect == "sea_charts":  # BF-217
            s.tasks = [("sea_charts", 0)]
        else:
            events += self._immediate[effect](s)
            s.tasks = [("card_done",)]
        return events

    def target_options(self, s: State, card: str) -> tuple[Action, ...]:
        effect = self.fortune_effect[card]
        if effect in ("fair_wind", "shallow_waters"):
            return tuple(
                Action("target_ship", (self.slot_names[slot],)) for slot in self.own_ship_targets(s)
            )
        if effect == "pickpocket":
            return tuple(Action("target_seat", (e,)) for e in range(s.n) if e != s.active)
        if effect == "commandeer":
            return tuple(Action("target_enemy", t) for t in self._commandeer_targets(s))
        return tuple(Action("target_lair", self.geo.xy[c]) for c in self._free_lairs(s))

    def _note_target(self, s: State, target: str) -> None:
        s.turn.fortunes[-1] = f"{s.turn.fortunes[-1]}>{target}"

    def _do_target_ship(self, s: State, seat: int, ship: str) -> list[Event]:
        """BF-200 Fair Wind: +2 to one ship; BF-204 Shallow Waters: it may cross land."""
        slot = self.slot_of[ship]
        card = s.tasks[0][1]
        self._note_target(s, ship)
        s.tasks[0] = ("card_done",)
        if self.fortune_effect[card] == "fair_wind":
            amount = self.fortune_amount["fair_wind"]
            s.turn.bonus[slot] += amount
            return [Event("allowance_added", {"seat": seat, "ship": ship, "amount": amount})]
        s.turn.shallow[slot] = True
        return [Event("land_crossing", {"seat": seat, "ship": ship})]

    def _do_target_seat(self, s: State, seat: int, target: int) -> list[Event]:
        """BF-211 Pickpocket: the opponent pays 2, or all they have (BF-113)."""
        pay = min(self.fortune_amount["pickpocket"], s.wealth[target])
        s.wealth[target] -= pay
        s.wealth[seat] += pay
        self._note_target(s, str(target))
        s.tasks[0] = ("card_done",)
        return [Event("pickpocketed", {"seat": seat, "target_seat": target, "amount": pay})]

    def _do_target_enemy(self, s: State, seat: int, kind: str, target: int) -> list[Event]:
        self._note_target(s, f"{kind}:{target}")
        s.tasks[0:1] = [("commandeer", kind, target), ("card_done",)]
        return []

    def _enemy_pos(self, s: State, kind: str, target: int) -> int:
        return s.merchant[target] if kind == "merchant" else s.pirate[target]

    def commandeer_options(self, s: State, task: tuple) -> tuple[Action, ...]:
        """BF-214: 0, 1 or 2 steps through sea holding no ship at all."""
        pos = self._enemy_pos(s, task[1], task[2])
        cells = commandeer_reach(
            self.geo, pos, self.fortune_amount["commandeer"], self._occupied(s)
        )
        return tuple(Action("cmove", self.geo.xy[c]) for c in cells)

    def _do_cmove(self, s: State, seat: int, x: int, y: int) -> list[Event]:
        _, kind, target = s.tasks.pop(0)
        start = self._enemy_pos(s, kind, target)
        cell = self.geo.index((x, y))
        path = self._push_path(s, start, cell)
        if kind == "merchant":
            s.merchant[target] = cell
        else:
            s.pirate[target] = cell
        xy = self.geo.xy
        return [
            Event(
                "commandeered",
                {
                    "seat": seat,
                    "target_seat": target,
                    "ship": kind,
                    "from": list(xy[start]),
                    "path": [list(xy[c]) for c in path],
                },
            )
        ]

    def _push_path(self, s: State, start: int, cell: int) -> list[int]:
        """A path of Commandeer's steps (for the animation): direct, or via one empty cell."""
        if cell == start:
            return []
        nbrs = self.geo.nbrs
        if cell in nbrs[start]:
            return [cell]
        occupied = self._occupied(s)
        via = next(
            c for c in nbrs[start] if c in nbrs[cell] and not self.geo.land[c] and not occupied[c]
        )
        return [via, cell]

    def _do_target_lair(self, s: State, seat: int, x: int, y: int) -> list[Event]:
        """BF-215 Secret Cove: place the pirate on a free lair (not movement, not an action)."""
        s.pirate[seat] = self.geo.index((x, y))
        self._note_target(s, f"{x},{y}")
        s.tasks[0] = ("card_done",)
        return [Event("cove_used", {"seat": seat, "cell": [x, y]})]

    # ---- immediate effects -----------------------------------------------------------------
    def _full_sails(self, s: State) -> list[Event]:
        """BF-201: +1 for each own ship not yet ended, judged now."""
        amount = self.fortune_amount["full_sails"]
        ships = self.own_ship_targets(s)
        for slot in ships:
            s.turn.bonus[slot] += amount
        return [Event("sails_filled", {"seat": s.active, "ships": len(ships), "amount": amount})]

    def _change_of_wind(self, s: State) -> list[Event]:
        """BF-202, BF-356: the card's navy value goes to the other navy."""
        s.turn.wind += 1
        return [Event("wind_changed", {"seat": s.active, "navy": self.navy_ids[self.primary(s)]})]

    def _second_patrol(self, s: State) -> list[Event]:
        """BF-203: also command the other navy this turn."""
        s.turn.patrol = True
        other = 1 - self.primary(s)
        return [Event("patrol_joined", {"seat": s.active, "navy": self.navy_ids[other]})]

    def _grappling_hooks(self, s: State) -> list[Event]:
        s.turn.long_uses += self.fortune_amount["grappling_hooks"]  # BF-205
        return []

    def _quick_burial(self, s: State) -> list[Event]:
        s.turn.quick_burial = True  # BF-206
        return []

    def _broadside(self, s: State) -> list[Event]:
        s.turn.broadsides += self.fortune_amount["broadside"]  # BF-207
        return []

    def _market_day(self, s: State) -> list[Event]:
        s.turn.market += 1  # BF-208
        return []

    def _buried_riches(self, s: State) -> list[Event]:
        s.turn.riches += 1  # BF-209
        return []

    def _bounty(self, s: State) -> list[Event]:
        s.turn.bounty += 1  # BF-210
        return []

    def _smugglers_market(self, s: State) -> list[Event]:
        s.turn.smugglers = True  # BF-212
        return []

    def _resupply(self, s: State) -> list[Event]:
        s.turn.resupply = True  # BF-213
        return []

    # ---- Sea Charts and discards -----------------------------------------------------------
    def sea_charts_options(self, s: State, discarded: int) -> tuple[Action, ...]:
        """BF-217: discard one or more movement cards, then draw as many."""
        options = [Action("discard_move", (card,)) for card in s.mhand[s.active]]
        if discarded:
            options.append(Action("sea_charts_done"))
        return tuple(options)

    def _do_discard_move(self, s: State, seat: int, card: str) -> list[Event]:
        s.mhand[seat].remove(card)
        s.mdisc.append(card)
        discarded = s.tasks[0][1] + 1
        s.tasks[0] = ("sea_charts", discarded)
        if not s.mhand[seat]:
            self._finish_sea_charts(s, seat, discarded)
        return [Event("movement_discarded", {"seat": seat, "card": card}, reveal=True)]

    def _do_sea_charts_done(self, s: State, seat: int) -> list[Event]:
        self._finish_sea_charts(s, seat, s.tasks[0][1])
        return []

    def _finish_sea_charts(self, s: State, seat: int, discarded: int) -> None:
        s.tasks[0:1] = [("draw_m", seat, discarded), ("card_done",)]

    def _do_discard(self, s: State, seat: int, card: str) -> list[Event]:
        """BF-92 (hand limit) and BF-101 (discard symbol): face up on the discard pile."""
        s.fhand[seat].remove(card)
        s.fdisc.append(card)
        if s.tasks[0][0] == "symbol":
            s.tasks.pop(0)
        return [Event("fortune_discarded", {"seat": seat, "card": card}, reveal=True)]
