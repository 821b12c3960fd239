"""Black Fleet rules: setup, the turn in its exact order, ships, actions, purchases, the end.

The engine model is the digest's §2.13: exactly one decision is pending at a time and it belongs
to the active player (BF-150); the turn runs START-MERCHANT, START-PIRATE, STEP-1, STEP-2 with
nested activations, STEP-3, STEP-4, END (BF-151). Randomness is only card order and colour
assignment (BF-160): set-aside card, colour deal, the four development decks, the fortune and
movement decks, and every reshuffle are Chance steps; every draw then takes the top card.

Work that needs no decision (draws, the hand-limit check, the end of a turn) is queued in
`state.tasks` and run by `_advance`; a task that needs a decision or a shuffle stays at the head
of the queue and `pending` turns it into that decision or Chance.

Money is a plain integer per seat paid by an unlimited bank (AD-9), public (AD-10).
Fortune card behaviour lives in fortune.py, views and determinize in views.py, labels in words.py.
"""

from __future__ import annotations

from typing import Any

from game.core import OVER, Action, Chance, Decision, Event, MatchConfig, Result, TitleInfo
from game.core.rules import Rules
from game.core.types import RuleRef, VariantSpec

from .content import BlackFleetContent
from .fortune import FortuneMixin
from .model import (
    MERCHANT,
    NAVY_SLOTS,
    OUT,
    PIRATE,
    BlackFleetView,
    State,
    Turn,
    on_grid,
    zone_code,
    zone_of,
)
from .movement import Reach, explore
from .views import ViewMixin
from .words import WordsMixin

GAME_ID = "black_fleet"
HOUSE_TWO = "two_players"


def _victory_variants() -> tuple[VariantSpec, ...]:
    """BF-130: the victory cost is a per-player setting: the short ransom (10) by default, the
    long one (20) when switched on for that seat (a handicap when only some seats switch)."""
    return tuple(
        VariantSpec(f"long_victory_{i}", "bool", False, seats=tuple(n for n in (2, 3, 4) if n >= i))
        for i in (1, 2, 3, 4)
    )


INFO = TitleInfo(
    id=GAME_ID,
    min_seats=3,
    max_seats=4,
    has_hidden_info=True,
    rules_version=1,
    variants=(VariantSpec(HOUSE_TWO, "bool", False, seats=(2,)), *_victory_variants()),
    two_player_variant=HOUSE_TWO,
    default_seats=4,
    dealt_colours=True,  # BF-14: identification cards decide colours and seat order
    step_cap=2500,  # ~65 rounds: AI tables end in ~11, random ones rarely do
)


class BlackFleetRules(FortuneMixin, ViewMixin, WordsMixin, Rules[State, Any, BlackFleetContent]):
    info = INFO

    def __init__(self, content: BlackFleetContent) -> None:
        super().__init__(content)
        c = content
        g = c.game
        self.geo = c.geometry
        self.colours = c.colours
        self.colour_idx = {col: i for i, col in enumerate(c.colours)}
        self.port_colour = tuple(p.colour for p in c.map.ports)
        self.home_port = {col: c.port_of_colour[col] for col in c.colours}
        self.prices = tuple(tuple(p.price(col) for col in c.colours) for p in c.map.ports)
        self.mv = c.movement_by_id
        self.bottoms = c.bottom_by_id
        self.navy_ids = c.navy_ids
        self.navy_index = {n: i for i, n in enumerate(c.navy_ids)}
        self.slot_names = ("merchant", "pirate", *c.navy_ids)
        self.slot_of = {name: i for i, name in enumerate(self.slot_names)}
        self.zone_ids = c.zone_ids
        self.costs = tuple(sorted(dict.fromkeys(d.cost for d in c.development)))
        self.dev_cost = {d.id: d.cost for d in c.development}
        self.dev_effect = {d.id: d.effect for d in c.development}
        self.dev_card = {d.effect: d.id for d in c.development}
        # where each power sits in a player's row (one card per cost, ascending): O(1) `has`
        self.dev_slot = {d.effect: (self.costs.index(d.cost), d.id) for d in c.development}
        self._last_reach: tuple = ((), None)  # one-entry cache: pending, then the move
        self.dev_amount = {d.effect: d.amount for d in c.development}
        self.hold_merchant = g.holds.merchant
        self.hold_pirate = g.holds.pirate
        self.hand_movement = g.hands.movement
        self.fortune_limit = g.hands.fortune_limit
        self.range_base = g.ranges.base
        self.range_long = g.ranges.long
        self.rewards = g.rewards
        self.cubes = g.goods.cubes_per_colour
        self.first_colour = g.players.first
        self.init_fortune()

    # ================================================================ setup (BF-10 to BF-19)
    def setup(self, config: MatchConfig) -> State:
        n = config.n_seats
        house = bool(config.variant(HOUSE_TWO, False))
        official = self.content.game.players.official_seats
        if n not in official and not (house and n in self.content.game.players.house_seats):
            raise ValueError(
                f"Black Fleet takes {min(official)}-{max(official)} seats "
                f"(2 only with the house rule), not {n}"
            )  # BF-10, BF-135, AD-17
        g = self.content.game
        short, long = g.victory.default_cost, max(g.victory.costs)
        costs = [
            long if config.variant(f"long_victory_{i + 1}", False) else short for i in range(n)
        ]
        s = State(
            n=n,
            house=house,
            victory_cost=costs,
            colours=[""] * n,
            order=[],
            aside=[],
            merchant=[OUT] * n,
            pirate=[OUT] * n,  # BF-18
            navy=list(self.geo.navy_start),  # BF-11
            cargo=[[] for _ in range(n)],
            treasure=[""] * n,
            stock=[self.cubes] * len(self.content.map.ports),  # BF-11
            wealth=[g.players.start_wealth] * n,  # BF-18, AD-11
            dev=[[] for _ in range(n)],
            dev_up=[[] for _ in range(n)],
            victory_up=[False] * n,
            dev_piles=[self.content.development_deck(cost) for cost in self.costs],
            mhand=[[] for _ in range(n)],
            fhand=[[] for _ in range(n)],
            mpile=[c.id for c in self.content.movement],
            mdisc=[],
            fpile=self.content.fortune_deck(),
            fdisc=[],
        )  # BF-19
        tasks: list[tuple] = []
        if n < len(self.content.player_colours):
            tasks.append(("aside",))  # BF-160a
        tasks.append(("colours",))  # BF-160b
        tasks += [("shuffle_dev", i) for i in range(len(self.costs))]  # BF-160c
        tasks += [("shuffle_fortune",), ("shuffle_movement",), ("deal",)]  # BF-160d/e
        s.tasks = tasks
        return s

    def _colours_in_play(self, s: State) -> list[str]:
        return [c for c in self.content.player_colours if c not in s.aside]

    def _set_colours(self, s: State, outcome: list[str]) -> list[Event]:
        """BF-14, AD-24: seat i takes colour outcome[i]; black starts, then clockwise."""
        s.colours = list(outcome)
        first = s.colours.index(self.first_colour)
        s.order = [(first + k) % s.n for k in range(s.n)]
        return [
            Event("colour_taken", {"seat": seat, "player_colour": s.colours[seat]})
            for seat in s.order
        ]

    def _deal(self, s: State) -> list[Event]:
        """BF-161: one development card of each cost to each player in turn order, then one
        fortune card each, then one movement card each, twice (BF-12, BF-15, BF-16)."""
        events = []
        for pile in s.dev_piles:
            for seat in s.order:
                s.dev[seat].append(pile.pop())
        for seat in s.order:
            s.dev_up[seat] = [False] * len(s.dev[seat])
            events.append(
                Event(
                    "development_dealt",
                    {"seat": seat, "cards": list(s.dev[seat])},
                    visible_to=(seat,),
                    redacted={"seat": seat},
                    reveal=True,
                )
            )
        for _ in range(self.content.game.hands.fortune_start):
            for seat in s.order:
                events += self._draw_fortune(s, seat)
        for _ in range(self.hand_movement):
            for seat in s.order:
                events += self._draw_movement(s, seat)
        s.tasks[0:0] = [("place", seat) for seat in s.order] + [("begin",)]  # BF-17, BF-154
        return events

    # ================================================================ pending
    def pending(self, s: State):
        if s.phase == "over":
            return OVER
        if s.tasks:
            return self._task_pending(s, s.tasks[0])
        a = s.active
        phase = s.phase
        if phase == "step2":
            return (Decision(a, "ships", self._step2_options(s)),)
        if phase == "activation":
            return (Decision(a, "sail", self._activation_options(s)),)
        if phase == "step1":
            return (Decision(a, "play_movement", self._step1_options(s)),)
        if phase == "step4":
            return (Decision(a, "purchase", self._purchase_options(s)),)
        if phase == "merchant_entry":
            return (Decision(a, "place_merchant", self._place_options(s)),)
        if phase == "pirate_entry":
            return (Decision(a, "enter_pirate", self._entry_options(s)),)
        raise AssertionError(f"no decision in phase {phase!r}")

    def _task_pending(self, s: State, task: tuple):
        kind = task[0]
        if kind == "draw_m":
            return Chance.shuffle(s.mdisc)  # BF-103
        if kind == "draw_f":
            return Chance.shuffle(s.fdisc)
        if kind == "place":
            return (Decision(task[1], "place_merchant", self._place_options(s)),)
        if kind == "limit":
            return (Decision(task[1], "discard_limit", self._discard_options(s, task[1])),)
        if kind == "symbol":
            return (Decision(task[1], "discard_symbol", self._discard_options(s, task[1])),)
        if kind == "target":
            return (Decision(s.active, "fortune_target", self.target_options(s, task[1])),)
        if kind == "commandeer":
            return (Decision(s.active, "commandeer_move", self.commandeer_options(s, task)),)
        if kind == "sea_charts":
            return (Decision(s.active, "sea_charts", self.sea_charts_options(s, task[1])),)
        if kind == "aside":
            others = [c for c in self.content.player_colours if c != self.first_colour]
            return Chance.draw(others, len(self.content.player_colours) - s.n)  # BF-14, AD-16
        if kind == "colours":
            return Chance.shuffle(self._colours_in_play(s))
        if kind == "shuffle_dev":
            return Chance.shuffle(s.dev_piles[task[1]])
        if kind == "shuffle_fortune":
            return Chance.shuffle(s.fpile)
        if kind == "shuffle_movement":
            return Chance.shuffle(s.mpile)
        raise AssertionError(f"task {task!r} cannot wait")

    # ---- options of each phase -------------------------------------------------------------
    def _place_options(self, s: State) -> tuple[Action, ...]:
        """BF-17, BF-80: any unoccupied dock space of any port (the dock names the port)."""
        occupied = self._occupied(s)
        xy = self.geo.xy
        return tuple(
            Action("place", xy[self.geo.index(c)])
            for p in self.content.map.ports
            for c in p.docks
            if not occupied[self.geo.index(c)]
        )

    def _entry_options(self, s: State) -> tuple[Action, ...]:
        """BF-81: a distant sea of the owner's choice; with BF-321(b) also a free lair."""
        options = [Action("enter_zone", (z,)) for z in self.zone_ids]
        if self.has(s, s.active, "pirate_hideout"):
            options += [Action("enter_lair", self.geo.xy[c]) for c in self._free_lairs(s)]
        return tuple(options)

    def _step1_options(self, s: State) -> tuple[Action, ...]:
        """BF-22: play one movement card; before it, only pre-card fortune cards (BF-90)."""
        options = [Action("play_move", (card,)) for card in s.mhand[s.active]]
        options += self.fortune_options(s, "pre")
        return tuple(options)

    def _step2_options(self, s: State) -> tuple[Action, ...]:
        """BF-151 phase 4: start an eligible ship, play a card, Decoy, or end step 2."""
        options = [Action("activate", (self.slot_names[slot],)) for slot in self._eligible(s)]
        options += self.fortune_options(s, "main")
        if self._decoy_ok(s):
            options.append(Action("decoy"))
        options.append(Action("end_step2"))
        return tuple(options)

    def _activation_options(self, s: State) -> tuple[Action, ...]:
        """BF-151 phase 5: a move, the hideout jump, an action, a card, or end (BF-44)."""
        slot = s.turn.current
        options = []
        reach = self._reach(s, slot)
        if reach is not None:
            xy = self.geo.xy
            options += [
                Action("move", xy[c]) for c in reach.destinations(self.geo, self._occupied(s))
            ]
        if self._hideout_ok(s, slot):
            options += [Action("hideout", self.geo.xy[c]) for c in self._free_lairs(s)]
        options += self._action_options(s, slot)
        options += self.fortune_options(s, "main")
        options.append(Action("end_activation"))
        return tuple(options)

    def _purchase_options(self, s: State) -> tuple[Action, ...]:
        """BF-110, BF-112: one own face-down development card, or the victory card once all four
        are face up; never more than the player has; or pass."""
        a = s.active
        options = [
            Action("buy", (card,))
            for card, up in zip(s.dev[a], s.dev_up[a])
            if not up and self.dev_cost[card] <= s.wealth[a]
        ]
        if self._victory_buyable(s, a) and s.victory_cost[a] <= s.wealth[a]:
            options.append(Action("buy_victory"))
        options.append(Action("pass"))
        return tuple(options)

    def _discard_options(self, s: State, seat: int) -> tuple[Action, ...]:
        return tuple(Action("discard", (card,)) for card in sorted(dict.fromkeys(s.fhand[seat])))

    # ================================================================ apply
    def apply(self, s: State, seat: int, action: Action) -> list[Event]:
        handler = getattr(self, "_do_" + action.kind)
        events = handler(s, seat, *action.args)
        events += self._advance(s)
        return events

    def resolve_chance(self, s: State, outcome: Any) -> list[Event]:
        task = s.tasks[0]
        kind = task[0]
        events: list[Event] = []
        if kind == "aside":
            s.aside = list(outcome)
            events += [Event("card_set_aside", {"player_colour": c}) for c in outcome]
        elif kind == "colours":
            events += self._set_colours(s, outcome)
        elif kind == "shuffle_dev":
            s.dev_piles[task[1]] = list(reversed(outcome))
            events.append(
                Event("deck_shuffled", {"deck": "development", "cost": self.costs[task[1]]})
            )
        elif kind == "shuffle_fortune":
            s.fpile = list(reversed(outcome))
            events.append(Event("deck_shuffled", {"deck": "fortune", "cost": 0}))
        elif kind == "shuffle_movement":
            s.mpile = list(reversed(outcome))
            events.append(Event("deck_shuffled", {"deck": "movement", "cost": 0}))
        elif kind == "draw_m":  # BF-103
            s.mpile, s.mdisc = list(reversed(outcome)), []
            return [Event("deck_reshuffled", {"deck": "movement"})] + self._advance(s)
        elif kind == "draw_f":
            s.fpile, s.fdisc = list(reversed(outcome)), []
            return [Event("deck_reshuffled", {"deck": "fortune"})] + self._advance(s)
        else:
            raise AssertionError(f"no chance step for task {task!r}")
        s.tasks.pop(0)
        return events + self._advance(s)

    def _advance(self, s: State) -> list[Event]:
        """Run queued work until a decision or a chance step is needed."""
        events: list[Event] = []
        tasks = s.tasks
        while tasks:
            task = tasks[0]
            kind = task[0]
            if kind == "draw_m" or kind == "draw_f":
                seat, left = task[1], task[2]
                pile, disc = (s.mpile, s.mdisc) if kind == "draw_m" else (s.fpile, s.fdisc)
                draw = self._draw_movement if kind == "draw_m" else self._draw_fortune
                while left > 0 and pile:
                    events += draw(s, seat)
                    left -= 1
                if left > 0 and disc:
                    tasks[0] = (kind, seat, left)  # reshuffle first
                    return events
                tasks.pop(0)  # done, or both empty
            elif kind == "limit":
                if len(s.fhand[task[1]]) <= self.hand_limit(s, task[1]):
                    tasks.pop(0)
                else:
                    return events
            elif kind == "symbol":
                if s.fhand[task[1]]:
                    return events
                tasks.pop(0)  # BF-101: no card
            elif kind == "card_done":
                tasks.pop(0)
                s.fdisc.append(s.playing)
                s.playing = ""
            elif kind == "step4":
                tasks.pop(0)
                s.phase = "step4"
            elif kind == "end_turn":
                tasks.pop(0)
                events += self._end_turn(s)
            elif kind == "begin":
                tasks.pop(0)
                events += self._begin_turn(s, s.order[0])
            elif kind == "deal":
                tasks.pop(0)
                events += self._deal(s)
            else:
                return events  # waits
        return events

    # ---- drawing ---------------------------------------------------------------------------
    def _draw_movement(self, s: State, seat: int) -> list[Event]:
        card = s.mpile.pop()
        s.mhand[seat].append(card)
        return [
            Event(
                "movement_drawn",
                {"seat": seat, "card": card},
                visible_to=(seat,),
                redacted={"seat": seat},
                reveal=True,
            )
        ]

    def _draw_fortune(self, s: State, seat: int) -> list[Event]:
        card = s.fpile.pop()
        s.fhand[seat].append(card)
        return [
            Event(
                "fortune_drawn",
                {"seat": seat, "card": card},
                visible_to=(seat,),
                redacted={"seat": seat},
                reveal=True,
            )
        ]

    def hand_limit(self, s: State, seat: int) -> int:
        """BF-92: 3 fortune cards, 4 with Lucky Charm (BF-305); checked by the "limit" task once
        a whole draw effect is done (AD-8, AD-31)."""
        if self.has(s, seat, "lucky_charm"):
            return self.dev_amount["lucky_charm"]
        return self.fortune_limit

    def movement_hand_size(self, s: State, seat: int) -> int:
        """BF-100: 2 movement cards, 3 with Lookout (BF-314)."""
        if self.has(s, seat, "lookout"):
            return self.dev_amount["lookout"]
        return self.hand_movement

    # ================================================================ turn flow (BF-20 to BF-27)
    def _begin_turn(self, s: State, seat: int) -> list[Event]:
        s.active = seat
        s.turn = Turn()
        if seat == s.order[0]:
            s.round += 1  # BF-125
        events = [Event("turn_began", {"seat": seat, "round": s.round})]
        if s.merchant[seat] == OUT and self._place_options(s):  # BF-21, BF-80
            s.phase = "merchant_entry"
        else:
            self._after_merchant_entry(s)
        return events

    def _after_merchant_entry(self, s: State) -> None:
        s.phase = "pirate_entry" if s.pirate[s.active] == OUT else "step1"  # BF-21, AD-38

    def _end_turn(self, s: State) -> list[Event]:
        """BF-27, BF-121, BF-125: the final round ends after the last seat in turn order."""
        a = s.active
        events = [Event("turn_ended", {"seat": a})]
        s.turn = Turn()
        if s.final_round and a == s.order[-1]:
            s.phase = "over"
            winners = self._winners(s)
            return (
                events
                + [Event("game_over", {"winners": list(winners)})]
                + [Event("winner", {"seat": w, "wealth": s.wealth[w]}) for w in winners]
            )
        nxt = s.order[(s.order.index(a) + 1) % s.n]
        return events + self._begin_turn(s, nxt)

    # ---- placements ------------------------------------------------------------------------
    def _do_place(self, s: State, seat: int, x: int, y: int) -> list[Event]:
        """BF-17 (setup) and BF-80 (re-entry): place on a dock and load from that port."""
        cell = self.geo.index((x, y))
        port = self.geo.dock_port[cell]
        s.merchant[seat] = cell
        n = min(self.hold_merchant, s.stock[port])  # BF-66b
        s.stock[port] -= n
        colour = self.port_colour[port]
        s.cargo[seat] = [colour] * n
        events = [
            Event(
                "merchant_placed",
                {"seat": seat, "port": port, "cell": [x, y], "loaded": n, "colour": colour},
            )
        ]
        if s.tasks and s.tasks[0][0] == "place":
            s.tasks.pop(0)
        else:
            self._after_merchant_entry(s)
        return events

    def _do_enter_zone(self, s: State, seat: int, zone: str) -> list[Event]:
        """BF-81: the pirate waits, empty, in a distant sea; it is in play from now on."""
        s.pirate[seat] = zone_code(self.zone_ids.index(zone))
        s.treasure[seat] = ""
        s.phase = "step1"
        return [Event("pirate_entered", {"seat": seat, "zone": zone})]

    def _do_enter_lair(self, s: State, seat: int, x: int, y: int) -> list[Event]:
        """BF-321(b): enter directly on a free lair."""
        s.pirate[seat] = self.geo.index((x, y))
        s.treasure[seat] = ""
        s.phase = "step1"
        return [Event("pirate_entered_lair", {"seat": seat, "cell": [x, y]})]

    # ---- step 1 (BF-22) ---------------------------------------------------------------------
    def _do_play_move(self, s: State, seat: int, card: str) -> list[Event]:
        s.mhand[seat].remove(card)
        s.turn.card = card
        s.phase = "step2"
        return [Event("movement_played", {"seat": seat, "card": card}, reveal=True)]

    # ---- step 2: ships (BF-23, BF-44, BF-152) ------------------------------------------------
    def _eligible(self, s: State) -> list[int]:
        t = s.turn
        a = s.active
        out = []
        if s.merchant[a] != OUT and not t.started[MERCHANT]:
            out.append(MERCHANT)
        if s.pirate[a] != OUT and not t.started[PIRATE]:
            out.append(PIRATE)
        for i in sorted(self.controlled(s)):
            if not t.started[NAVY_SLOTS[i]]:
                out.append(NAVY_SLOTS[i])
        return out

    def _do_activate(self, s: State, seat: int, ship: str) -> list[Event]:
        slot = self.slot_of[ship]
        s.turn.started[slot] = True
        s.turn.current = slot
        s.phase = "activation"
        return [
            Event(
                "ship_activated", {"seat": seat, "ship": ship, "allowance": self.allowance(s, slot)}
            )
        ]

    def _do_end_activation(self, s: State, seat: int) -> list[Event]:
        t = s.turn
        slot = t.current
        t.ended[slot] = True
        t.current = -1
        s.phase = "step2"
        return [
            Event(
                "activation_ended",
                {"seat": seat, "ship": self.slot_names[slot], "steps": t.steps[slot]},
            )
        ]

    def _do_end_step2(self, s: State, seat: int) -> list[Event]:
        """BF-24, BF-102: discard the played card, refill movement, the bottom symbol, the
        hand limit, then step 4."""
        t = s.turn
        card = self.mv[t.card]
        bottom = self.bottoms[card.bottom]
        s.mdisc.append(t.card)  # BF-102a
        t.card = ""
        s.phase = "step3"
        tasks: list[tuple] = []
        need = self.movement_hand_size(s, seat) - len(s.mhand[seat])
        if need > 0:
            tasks.append(("draw_m", seat, need))  # BF-100
        if bottom.draw:
            tasks.append(("draw_f", seat, bottom.draw))  # BF-101
        if bottom.discard and not self.has(s, seat, "lucky_charm"):  # BF-305, AD-23
            tasks += [("symbol", seat)] * bottom.discard
        tasks += [("limit", seat), ("step4",)]  # BF-92, BF-102d
        s.tasks = tasks
        return [Event("step2_ended", {"seat": seat, "bottom": bottom.id})]

    def _do_decoy(self, s: State, seat: int) -> list[Event]:
        """BF-322: swap merchant and pirate, between activations, once per turn."""
        s.merchant[seat], s.pirate[seat] = s.pirate[seat], s.merchant[seat]
        s.turn.decoy_used = True
        xy = self.geo.xy
        return [
            Event(
                "decoy_swapped",
                {
                    "seat": seat,
                    "merchant": list(xy[s.merchant[seat]]),
                    "pirate": list(xy[s.pirate[seat]]),
                },
            )
        ]

    def _decoy_ok(self, s: State) -> bool:
        a = s.active
        return (
            not s.turn.decoy_used
            and on_grid(s.merchant[a])
            and on_grid(s.pirate[a])
            and self.has(s, a, "decoy")
        )

    # ---- navy control and allowances (BF-31, BF-37, BF-350, BF-356) ---------------------------
    def primary(self, s: State) -> int:
        """The navy index getting the card's navy value, -1 before a card is played."""
        card = s.turn.card
        if not card:
            return -1
        return self.navy_index[self.mv[card].navy] ^ (s.turn.wind & 1)

    def controlled(self, s: State) -> list[int]:
        """Navy indexes the active player commands now: primary first (BF-356, AD-18)."""
        p = self.primary(s)
        if p < 0:
            return []
        if s.turn.patrol or self.has(s, s.active, "admirals_commission"):
            return [p, 1 - p]
        return [p]

    def allowance(self, s: State, slot: int) -> int:
        """BF-350: printed value + sails card + Master Navigator + card bonuses."""
        t = s.turn
        if not t.card:
            return 0
        a = s.active
        card = self.mv[t.card]
        extra = t.bonus[slot] + self._power_amount(s, a, "master_navigator")
        if slot == MERCHANT:
            return card.merchant + self._power_amount(s, a, "merchant_sails") + extra
        if slot == PIRATE:
            return card.pirate + self._power_amount(s, a, "pirate_sails") + extra
        navy = slot - NAVY_SLOTS[0]
        ctrl = self.controlled(s)
        if navy not in ctrl:
            return 0
        base = card.navy_value if navy == ctrl[0] else self._secondary_allowance(s)
        return base + self._power_amount(s, a, "navy_pennant") + extra

    def _secondary_allowance(self, s: State) -> int:
        """BF-356: one secondary navy, allowance 2 whichever card grants it."""
        if s.turn.patrol:
            return self.fortune_amount["second_patrol"]
        return self.dev_amount["admirals_commission"]

    def has(self, s: State, seat: int, effect: str) -> bool:
        """Whether `seat` owns the face-up development card with `effect` (BF-111)."""
        k, card = self.dev_slot[effect]
        row = s.dev[seat]
        return len(row) > k and row[k] == card and s.dev_up[seat][k]

    def _power_amount(self, s: State, seat: int, effect: str) -> int:
        return self.dev_amount[effect] if self.has(s, seat, effect) else 0

    # ---- ships and board -------------------------------------------------------------------
    def slot_pos(self, s: State, slot: int) -> int:
        if slot == MERCHANT:
            return s.merchant[s.active]
        if slot == PIRATE:
            return s.pirate[s.active]
        return s.navy[slot - NAVY_SLOTS[0]]

    def _set_slot_pos(self, s: State, slot: int, pos: int) -> None:
        if slot == MERCHANT:
            s.merchant[s.active] = pos
        elif slot == PIRATE:
            s.pirate[s.active] = pos
        else:
            s.navy[slot - NAVY_SLOTS[0]] = pos

    def _occupied(self, s: State) -> bytearray:
        """1 on every grid cell holding a ship (BF-34)."""
        occ = bytearray(self.geo.size)
        for pos in s.merchant:
            if pos >= 0:
                occ[pos] = 1
        for pos in s.pirate:
            if pos >= 0:
                occ[pos] = 1
        for pos in s.navy:
            occ[pos] = 1
        return occ

    def _blocked(self, s: State) -> bytearray:
        """1 on every cell holding a non-friendly ship for the active player (BF-33, AD-18)."""
        a = s.active
        occ = bytearray(self.geo.size)
        for seat in range(s.n):
            if seat != a:
                if s.merchant[seat] >= 0:
                    occ[s.merchant[seat]] = 1
                if s.pirate[seat] >= 0:
                    occ[s.pirate[seat]] = 1
        ctrl = self.controlled(s)
        for i, pos in enumerate(s.navy):
            if i not in ctrl:
                occ[pos] = 1
        return occ

    def _land_ok(self, s: State, slot: int) -> bool:
        """BF-204 Shallow Waters for one ship; BF-325 Shallow Draft for merchant and pirate."""
        return s.turn.shallow[slot] or (
            slot in (MERCHANT, PIRATE) and self.has(s, s.active, "shallow_draft")
        )

    def _reach(self, s: State, slot: int) -> Reach | None:
        """Where the activating ship can still sail this activation (BF-43, BF-45)."""
        left = self.allowance(s, slot) - s.turn.steps[slot]
        if left <= 0:
            return None
        pos = self.slot_pos(s, slot)
        if pos == OUT:
            return None
        blocked = self._blocked(s)
        land_ok = self._land_ok(s, slot)
        key = (pos, left, land_ok, bytes(blocked))
        cached_key, cached = self._last_reach
        if cached_key == key:
            return cached
        if pos >= 0:
            reach = explore(self.geo, pos, None, left, blocked, land_ok)
        else:
            reach = explore(
                self.geo, -1, self.geo.zone_entries[zone_of(pos)], left, blocked, land_ok
            )
        self._last_reach = (key, reach)
        return reach

    def _do_move(self, s: State, seat: int, x: int, y: int) -> list[Event]:
        """BF-31, BF-45: sail to a destination by a shortest legal path."""
        t = s.turn
        slot = t.current
        reach = self._reach(s, slot)
        cell = self.geo.index((x, y))
        path = reach.path(cell)
        start = self.slot_pos(s, slot)
        t.steps[slot] += reach.dist[cell]
        self._set_slot_pos(s, slot, cell)
        xy = self.geo.xy
        return [
            Event(
                "ship_moved",
                {
                    "seat": seat,
                    "ship": self.slot_names[slot],
                    "owner": seat if slot < 2 else -1,
                    "from": list(xy[start]) if start >= 0 else None,
                    "zone": self.zone_ids[zone_of(start)] if start <= -2 else None,
                    "path": [list(xy[c]) for c in path],
                    "steps": reach.dist[cell],
                },
            )
        ]

    def _free_lairs(self, s: State) -> list[int]:
        occ = self._occupied(s)
        return [c for c in self.geo.lairs if not occ[c]]

    def _hideout_ok(self, s: State, slot: int) -> bool:
        """BF-321(a): once per turn, the very first thing of the pirate's activation."""
        t = s.turn
        return (
            slot == PIRATE
            and not t.hideout_used
            and t.steps[PIRATE] == 0
            and t.actions[PIRATE] == 0
            and self.has(s, s.active, "pirate_hideout")
        )

    def _do_hideout(self, s: State, seat: int, x: int, y: int) -> list[Event]:
        s.pirate[seat] = self.geo.index((x, y))
        s.turn.hideout_used = True
        return [Event("pirate_hid", {"seat": seat, "cell": [x, y]})]

    # ================================================================ actions (BF-40 to BF-77)
    def _action_options(self, s: State, slot: int) -> list[Action]:
        """BF-153: the actions the activating ship may take where it stands (only the ship
        activating now, AD-19)."""
        pos = self.slot_pos(s, slot)
        if pos < 0:
            return []  # BF-75
        if slot == MERCHANT:
            return self._merchant_actions(s, pos)
        if slot == PIRATE:
            return self._pirate_actions(s, pos)
        return self._navy_actions(s, slot, pos)

    def _merchant_actions(self, s: State, pos: int) -> list[Action]:
        a = s.active
        t = s.turn
        if t.actions[MERCHANT]:
            return []  # BF-41
        out = []
        port = self.geo.dock_port[pos]
        if port >= 0:
            cargo = s.cargo[a]
            if self.sale_prices(s, a, port, cargo) is not None:
                out.append(Action("sell"))  # BF-61
            if not cargo and s.stock[port] > 0:
                out.append(Action("load"))  # BF-66c
            if (
                t.resupply
                and len(cargo) < self.hold_merchant
                and s.stock[port] > 0
                and all(c == self.port_colour[port] for c in cargo)
            ):
                out.append(Action("resupply"))  # BF-213
        if self.has(s, a, "armed_merchantman") or self.has(s, a, "merchant_escort"):
            out += [Action("msink", (e,)) for e in self._pirate_targets(s, pos, self.range_base)]
        return out

    def _pirate_actions(self, s: State, pos: int) -> list[Action]:
        out = []
        if self.can_rob(s):
            reach = self._pirate_range(s)
            for e in self._merchant_targets(s, pos, reach):
                cargo = s.cargo[e]
                out += [Action("rob", (e, col)) for col in self.colours if col in cargo]
        if self.can_bury(s) and self.geo.beach[pos] > 0:
            out.append(Action("bury"))  # BF-73
        return out

    def _navy_actions(self, s: State, slot: int, pos: int) -> list[Action]:
        if not self.navy_may_attack(s, slot):
            return []
        rng = self.range_long if self._long_range(s, "admiralty_guns") else self.range_base
        return [Action("sink", (e,)) for e in self._pirate_targets(s, pos, rng)]

    # ---- who may act -----------------------------------------------------------------------
    def _double_pirate(self, s: State) -> bool:
        """BF-206 / BF-330 (the same power once, BF-355, BF-357)."""
        return s.turn.quick_burial or self.has(s, s.active, "pirate_king")

    def can_rob(self, s: State) -> bool:
        """BF-41, BF-72, BF-74: an empty pirate that has not attacked (nor buried, without
        Quick Burial / Pirate King)."""
        t = s.turn
        return (
            not s.treasure[s.active]
            and t.attacks[PIRATE] == 0
            and (not t.buried or self._double_pirate(s))
        )

    def can_bury(self, s: State) -> bool:
        t = s.turn
        return (
            bool(s.treasure[s.active])
            and not t.buried
            and (t.attacks[PIRATE] == 0 or self._double_pirate(s))
        )

    def navy_may_attack(self, s: State, slot: int) -> bool:
        """BF-41 with BF-207 / BF-355: one attack, a second with an unused Broadside."""
        t = s.turn
        made = t.attacks[slot]
        return made == 0 or (made == 1 and t.broadsides > 0 and not t.extra_used[slot])

    def _long_range(self, s: State, power: str) -> bool:
        return self.has(s, s.active, power) or s.turn.long_uses > 0

    def _pirate_range(self, s: State) -> int:
        return self.range_long if self._long_range(s, "long_guns") else self.range_base

    def _merchant_targets(self, s: State, pos: int, reach: int) -> list[int]:
        """BF-71, BF-77, BF-334, BF-52: enemy merchants on the grid with cubes (AD-36), in
        range, not protected on a dock by Royal Warrant."""
        out = []
        cheb = self.geo.chebyshev
        for e in range(s.n):
            m = s.merchant[e]
            if (
                e != s.active
                and m >= 0
                and s.cargo[e]
                and cheb(pos, m) <= reach
                and not (self.geo.dock_port[m] >= 0 and self.has(s, e, "royal_warrant"))
            ):
                out.append(e)
        return out

    def _pirate_targets(self, s: State, pos: int, reach: int) -> list[int]:
        """BF-50, BF-52, BF-75: enemy pirates on the grid in range."""
        cheb = self.geo.chebyshev
        return [
            e
            for e in range(s.n)
            if e != s.active and s.pirate[e] >= 0 and cheb(pos, s.pirate[e]) <= reach
        ]

    def _spend_range(self, s: State, pos: int, target: int, power: str) -> None:
        """BF-205: a long-range attack without the permanent card spends one use."""
        if self.geo.chebyshev(pos, target) > self.range_base and not self.has(s, s.active, power):
            s.turn.long_uses -= 1

    # ---- merchant --------------------------------------------------------------------------
    def sale_prices(self, s: State, seat: int, port: int, cargo: list[str]) -> list[int] | None:
        """BF-61, BF-63, BF-212, BF-315: the price of each cube at the port whose dock the
        merchant is on (AD-25), or None if the port refuses any of them (no partial sale, AD-5)."""
        return self.cube_prices(port, cargo, self._smuggle_price(s, seat))

    def cube_prices(self, port: int, cargo, smuggle: int) -> list[int] | None:
        """The port's price per cube; a colour it does not buy sells at the smuggling price if
        there is one (never the port's own colour), else the sale is refused (AD-5)."""
        if not cargo:
            return None
        prices = []
        row = self.prices[port]
        own = self.port_colour[port]
        for colour in cargo:
            p = row[self.colour_idx[colour]]
            if p == 0:
                if smuggle and colour != own:
                    p = smuggle
                else:
                    return None
            prices.append(p)
        return prices

    def sale_gain(
        self,
        port: int,
        cargo,
        smuggle: int,
        market: int,
        master_trader: bool,
        trade_agreement: bool,
    ) -> int | None:
        """BF-352: prices + Market Day per cube + Master Trader per cube + Trade Agreement."""
        prices = self.cube_prices(port, cargo, smuggle)
        if prices is None:
            return None
        n = len(cargo)
        return (
            sum(prices)
            + n * market * self.fortune_amount["market_day"]
            + (n * self.dev_amount["master_trader"] if master_trader else 0)
            + (self.dev_amount["trade_agreement"] if trade_agreement else 0)
        )

    def view_sale_gain(self, v: BlackFleetView, seat: int, port: int, cargo) -> int | None:
        """What `seat` would earn selling `cargo` at `port` this turn, from its view alone: the
        AI's route planning and the "sell" button's preview use it."""
        smuggle = self.smuggle_price(
            self.view_has(v, seat, "smugglers_contacts"), v.turn.smugglers and seat == v.active
        )
        return self.sale_gain(
            port,
            cargo,
            smuggle,
            v.turn.market,
            self.view_has(v, seat, "master_trader"),
            self.view_has(v, seat, "trade_agreement"),
        )

    def _smuggle_price(self, s: State, seat: int) -> int:
        return self.smuggle_price(
            self.has(s, seat, "smugglers_contacts"), s.turn.smugglers and seat == s.active
        )

    def smuggle_price(self, contacts: bool, market_played: bool) -> int:
        """BF-315 (Smugglers' Contacts, permanent) before BF-212 (Smugglers' Market, this turn
        only); 0 when neither applies."""
        if contacts:
            return self.dev_amount["smugglers_contacts"]
        return self.fortune_amount["smugglers_market"] if market_played else 0

    def _do_sell(self, s: State, seat: int) -> list[Event]:
        """BF-352: the sale's gain (sale_gain); the cubes go home; then load up to 3 of the
        port's colour, always (BF-61, BF-66, AD-22)."""
        t = s.turn
        cell = s.merchant[seat]
        port = self.geo.dock_port[cell]
        cargo = s.cargo[seat]
        gain = self.sale_gain(
            port,
            cargo,
            self._smuggle_price(s, seat),
            t.market,
            self.has(s, seat, "master_trader"),
            self.has(s, seat, "trade_agreement"),
        )
        for colour in cargo:
            s.stock[self.home_port[colour]] += 1
        sold = list(cargo)
        s.wealth[seat] += gain
        s.cargo[seat] = []
        t.actions[MERCHANT] += 1
        loaded = self._load(s, seat, port)
        return [
            Event(
                "sold",
                {
                    "seat": seat,
                    "port": port,
                    "cubes": sold,
                    "gain": gain,
                    "loaded": loaded,
                    "colour": self.port_colour[port],
                },
            )
        ]

    def _load(self, s: State, seat: int, port: int) -> int:
        """Load the port's colour up to a full hold, or what the stock has (AD-6)."""
        n = min(self.hold_merchant - len(s.cargo[seat]), s.stock[port])  # BF-66b
        s.stock[port] -= n
        s.cargo[seat] += [self.port_colour[port]] * n
        return n

    def _do_load(self, s: State, seat: int) -> list[Event]:
        """BF-66c: an empty merchant on a dock loads without selling."""
        port = self.geo.dock_port[s.merchant[seat]]
        s.turn.actions[MERCHANT] += 1
        n = self._load(s, seat, port)
        return [
            Event(
                "loaded",
                {"seat": seat, "port": port, "loaded": n, "colour": self.port_colour[port]},
            )
        ]

    def _do_resupply(self, s: State, seat: int) -> list[Event]:
        """BF-213: fill up with the port's colour, not a sale."""
        port = self.geo.dock_port[s.merchant[seat]]
        s.turn.actions[MERCHANT] += 1
        n = self._load(s, seat, port)
        return [
            Event(
                "resupplied",
                {"seat": seat, "port": port, "loaded": n, "colour": self.port_colour[port]},
            )
        ]

    def _do_msink(self, s: State, seat: int, target: int) -> list[Event]:
        """BF-310 / BF-323: the merchant sinks an adjacent enemy pirate (4 with Escort)."""
        s.turn.actions[MERCHANT] += 1
        s.turn.attacks[MERCHANT] += 1
        gain = (
            self.dev_amount["merchant_escort"]
            if self.has(s, seat, "merchant_escort")
            else self.dev_amount["armed_merchantman"]
        )
        return self._sink_pirate(s, seat, target, "merchant", gain)

    # ---- pirate ----------------------------------------------------------------------------
    def _do_rob(self, s: State, seat: int, target: int, colour: str) -> list[Event]:
        """BF-71, BF-351, AD-37: take the cube of the attacker's chosen colour (AD-20); +2 (+1
        Letter of Marque); ransom; insurance (which pays in the victim's favour during another
        player's turn, AD-30); an emptied merchant sinks, with no further reward (AD-21)."""
        t = s.turn
        pos = s.pirate[seat]
        self._spend_range(s, pos, s.merchant[target], "long_guns")
        t.attacks[PIRATE] += 1
        t.actions[PIRATE] += 1
        s.cargo[target].remove(colour)
        s.treasure[seat] = colour
        gain = self.rewards.pirate_robs_merchant + self._power_amount(s, seat, "letter_of_marque")
        s.wealth[seat] += gain
        events = [
            Event("robbed", {"seat": seat, "target_seat": target, "colour": colour, "gain": gain})
        ]
        if self.has(s, seat, "ransom_letters"):  # BF-335
            pay = min(self.dev_amount["ransom_letters"], s.wealth[target])
            if pay:
                s.wealth[target] -= pay
                s.wealth[seat] += pay
                events.append(
                    Event("ransom_paid", {"seat": target, "to_seat": seat, "amount": pay})
                )
        if self.has(s, target, "cargo_insurance"):  # BF-304
            amount = self.dev_amount["cargo_insurance"]
            s.wealth[target] += amount
            events.append(Event("insurance_paid", {"seat": target, "amount": amount}))
        if not s.cargo[target]:  # BF-71, BF-82
            s.merchant[target] = OUT
            events.append(Event("merchant_sunk", {"seat": target, "by_seat": seat}))
        return events

    def _do_bury(self, s: State, seat: int) -> list[Event]:
        """BF-73, BF-353: beach value + Buried Riches + Treasure Hunter; the cube goes home."""
        t = s.turn
        pos = s.pirate[seat]
        colour = s.treasure[seat]
        s.treasure[seat] = ""
        s.stock[self.home_port[colour]] += 1
        gain = (
            self.geo.beach[pos]
            + t.riches * self.fortune_amount["buried_riches"]
            + self._power_amount(s, seat, "treasure_hunter")
        )
        s.wealth[seat] += gain
        t.buried = True
        t.actions[PIRATE] += 1
        return [
            Event(
                "buried",
                {"seat": seat, "colour": colour, "cell": list(self.geo.xy[pos]), "gain": gain},
            )
        ]

    # ---- navy ------------------------------------------------------------------------------
    def _do_sink(self, s: State, seat: int, target: int) -> list[Event]:
        """BF-50, BF-51, BF-351: +2, +2 per Bounty played before, +1 Navy Bounty."""
        t = s.turn
        slot = t.current
        self._spend_range(s, s.navy[slot - NAVY_SLOTS[0]], s.pirate[target], "admiralty_guns")
        if t.attacks[slot] == 1:  # BF-207
            t.broadsides -= 1
            t.extra_used[slot] = True
        t.attacks[slot] += 1
        t.actions[slot] += 1
        gain = (
            self.rewards.navy_sinks_pirate
            + t.bounty * self.fortune_amount["bounty"]
            + self._power_amount(s, seat, "navy_bounty")
        )
        return self._sink_pirate(s, seat, target, self.slot_names[slot], gain)

    def _sink_pirate(self, s: State, seat: int, target: int, by: str, gain: int) -> list[Event]:
        """BF-51: the treasure goes home, the pirate is out of play, the attacker is paid."""
        treasure = s.treasure[target]
        if treasure:
            s.stock[self.home_port[treasure]] += 1
        s.treasure[target] = ""
        s.pirate[target] = OUT
        s.wealth[seat] += gain
        return [
            Event(
                "pirate_sunk",
                {"seat": seat, "target_seat": target, "by": by, "treasure": treasure, "gain": gain},
            )
        ]

    # ================================================================ step 4 (BF-110 to BF-113)
    def _victory_buyable(self, s: State, seat: int) -> bool:
        return not s.victory_up[seat] and all(s.dev_up[seat]) and bool(s.dev_up[seat])

    def _do_buy(self, s: State, seat: int, card: str) -> list[Event]:
        i = s.dev[seat].index(card)
        cost = self.dev_cost[card]
        s.wealth[seat] -= cost
        s.dev_up[seat][i] = True  # BF-111, AD-12
        events = [
            Event("development_bought", {"seat": seat, "card": card, "cost": cost}, reveal=True)
        ]
        if self.dev_effect[card] == "lookout":  # BF-314, BF-358
            extra = self.dev_amount["lookout"] - self.hand_movement
            s.tasks = [("draw_m", seat, extra), ("end_turn",)]
        else:
            s.tasks = [("end_turn",)]
        return events

    def _do_buy_victory(self, s: State, seat: int) -> list[Event]:
        s.wealth[seat] -= s.victory_cost[seat]
        s.victory_up[seat] = True
        events = [Event("victory_bought", {"seat": seat, "cost": s.victory_cost[seat]})]
        if not s.final_round:  # BF-120
            s.final_round = True
            events.append(Event("final_round", {"seat": seat, "round": s.round}))
        s.tasks = [("end_turn",)]
        return events

    def _do_pass(self, s: State, seat: int) -> list[Event]:
        s.tasks = [("end_turn",)]
        return []

    # ================================================================ the end (BF-120 to BF-125)
    def _winners(self, s: State) -> tuple[int, ...]:
        """BF-123, BF-124: the richest among the victory cards bought; ties share (AD-13)."""
        holders = [i for i in range(s.n) if s.victory_up[i]]
        if not holders:
            return ()
        best = max(s.wealth[i] for i in holders)
        return tuple(i for i in holders if s.wealth[i] == best)

    def _progress(self, s: State, seat: int) -> int:
        spent = sum(self.dev_cost[c] for c, up in zip(s.dev[seat], s.dev_up[seat]) if up)
        return spent + s.wealth[seat]

    def _ranking(self, s: State, reason: str) -> Result:
        """Victory holders first, by wealth (BF-123); then the others by money spent on
        development plus money left (the tie-break for games stopped early)."""

        def key(i: int) -> tuple[int, int]:
            return (1, s.wealth[i]) if s.victory_up[i] else (0, self._progress(s, i))

        places: list[tuple[int, ...]] = []
        for k in sorted(dict.fromkeys(key(i) for i in range(s.n)), reverse=True):
            places.append(tuple(i for i in range(s.n) if key(i) == k))
        breakdown = tuple(
            {
                "black_fleet.score.doubloons": s.wealth[i],
                "black_fleet.score.developments": sum(1 for up in s.dev_up[i] if up),
                "black_fleet.score.victory": int(s.victory_up[i]),
            }
            for i in range(s.n)
        )
        return Result(tuple(places), tuple(float(w) for w in s.wealth), breakdown, reason)

    def result(self, s: State) -> Result | None:
        if s.phase != "over":
            return None
        return self._ranking(s, "black_fleet.end.ransom_paid")

    def standings(self, s: State) -> Result:
        return self._ranking(
            s, "black_fleet.end.ransom_paid" if s.phase == "over" else "black_fleet.end.stopped"
        )

    # ================================================================ invariants
    def check_invariants(self, s: State) -> None:
        geo = self.geo
        # BF-3, BF-66: 65 cubes, each in a port, a merchant or a pirate
        counts = dict.fromkeys(self.colours, 0)
        for p, n in enumerate(s.stock):
            assert n >= 0, f"port {p} stock {n}"
            counts[self.port_colour[p]] += n
        for seat in range(s.n):
            assert len(s.cargo[seat]) <= self.hold_merchant
            for col in s.cargo[seat]:
                counts[col] += 1
            if s.treasure[seat]:
                counts[s.treasure[seat]] += 1
                assert s.pirate[seat] != OUT, "a sunk pirate keeps no cube (BF-82)"
            if s.merchant[seat] == OUT:
                assert not s.cargo[seat], "a sunk merchant keeps no cube (BF-82)"
        for col, n in counts.items():
            assert n == self.cubes, f"{col}: {n} cubes instead of {self.cubes}"
        # BF-34: at most one ship per space, ships only on sea
        cells = [p for p in s.merchant + s.pirate + s.navy if p >= 0]
        assert len(cells) == len(set(cells)), f"two ships share a space: {sorted(cells)}"
        assert all(not geo.land[c] for c in cells), "a ship on land"
        assert all(w >= 0 for w in s.wealth), f"negative wealth {s.wealth}"  # BF-112
        # cards: every card in exactly one place
        moves = s.mpile + s.mdisc + [c for h in s.mhand for c in h]
        if s.turn.card:
            moves.append(s.turn.card)
        assert sorted(moves) == sorted(c.id for c in self.content.movement), "movement cards"
        fortunes = s.fpile + s.fdisc + [c for h in s.fhand for c in h]
        if s.playing:
            fortunes.append(s.playing)
        assert sorted(fortunes) == sorted(self.content.fortune_deck()), "fortune cards"
        devs = [c for row in s.dev for c in row] + [c for p in s.dev_piles for c in p]
        assert sorted(devs) == sorted(d.id for d in self.content.development), "dev cards"
        if s.phase not in ("setup", "over"):
            for seat in range(s.n):
                assert len(s.fhand[seat]) <= self.hand_limit(s, seat) or any(
                    t[0] in ("limit", "draw_f") for t in s.tasks
                ), "fortune hand limit"

    # ================================================================ illegal actions
    def explain_illegal(self, s: State, seat: int, action: Action) -> RuleRef | None:
        from .illegal import explain

        return explain(self, s, seat, action)
