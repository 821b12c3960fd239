"""The heuristic Black Fleet seat: readable rules of thumb over the seat's view only (BF-166).

Every choice is scored with a few named features (weights below):
- SALE: doubloons a sale pays here (prices and bonuses), plus half the FOLLOW-UP value of the
  goods loaded there (the best next sale from that port, less its distance);
- PROGRESS: steps gained toward the ship's target (a selling port, a merchant to rob, a beach,
  a pirate to sink), W_STEP doubloons per step;
- DANGER: enemy empty pirates close enough to rob the merchant next turn (navies close to the
  pirate), weighted by what a robbery costs;
- ROB / BURY / SINK: what the action pays, plus THREAT (a pirate near our loaded merchant is
  worth sinking) and LEADER (hurting the richest opponent counts more).

The movement card is chosen by the best plan of each ship under its values; ships sail navy
(with a target) → pirate → merchant → other navies; fortune cards are played when a feature
says they pay now (Market Day before a sale, Fair Wind when +2 reaches a sale or a target ...);
purchases follow CARD_WORTH, the victory card as soon as it can be paid.
"""

from __future__ import annotations

from array import array
from collections.abc import Callable, Sequence
from functools import lru_cache

from game.core import Action, Decision
from game.core.data import data_dir, shared_content
from game.core.rng import Rng

from .catalogue import Catalogue
from .content import load_content
from .market import view_sale_gain
from .model import (
    MERCHANT,
    NAVY_SLOTS,
    OUT,
    PIRATE,
    BlackFleetView,
    int_arg,
    str_arg,
    xy_arg,
    zone_of,
)
from .views import view_has, view_reach

W_STEP = 0.6  # PROGRESS: doubloons per step closer to the target
W_FOLLOW = 0.5  # SALE: share of the follow-up value of the loaded goods
CUBE_LOSS = 2.5  # DANGER: what one robbed cube costs us
PIRATE_LOSS = 2.0  # DANGER: what losing the pirate costs
LEADER = 0.3  # LEADER: extra weight per 10 doubloons of an opponent's lead
MIN_GAIN = 0.05  # below this a ship is not worth sailing
BOTTOM_VALUE = {"draw_fortune_2": 1.2, "draw_fortune_1": 0.6, "none": 0.0}
DISCARD_COST = 0.8  # the "discard 1 fortune" symbol with cards in hand
# How much each development card helps this AI, per doubloon of its cost (purchase order).
CARD_WORTH = {
    "merchant_sails": 3.0,
    "master_trader": 3.0,
    "trade_agreement": 2.5,
    "master_navigator": 2.5,
    "pirate_sails": 2.0,
    "letter_of_marque": 2.0,
    "long_guns": 2.0,
    "navy_pennant": 1.8,
    "treasure_hunter": 1.8,
    "lookout": 1.8,
    "admirals_commission": 1.8,
    "navy_bounty": 1.6,
    "pirate_king": 1.6,
    "smugglers_contacts": 1.5,
    "merchant_escort": 1.5,
    "royal_warrant": 1.5,
    "lucky_charm": 1.4,
    "admiralty_guns": 1.4,
    "armed_merchantman": 1.3,
    "shallow_draft": 1.3,
    "decoy": 1.0,
    "pirate_hideout": 1.0,
    "cargo_insurance": 1.0,
    "ransom_letters": 1.0,
}
# How much holding a fortune card is worth (the cheapest is discarded first).
KEEP = {
    "fair_wind": 3,
    "market_day": 3,
    "pickpocket": 3,
    "spyglass": 3,
    "full_sails": 2.5,
    "bounty": 2,
    "buried_riches": 2,
    "quick_burial": 2,
    "grappling_hooks": 2,
    "second_patrol": 2,
    "commandeer": 2,
    "shallow_waters": 1.5,
    "resupply": 1.5,
    "change_of_wind": 1.5,
    "smugglers_market": 1,
    "secret_cove": 1,
    "broadside": 1,
    "sea_charts": 1,
}


@lru_cache(maxsize=1)
def _shared_catalogue() -> Catalogue:
    """The content and its tables (pure functions of the data), loaded once."""
    return Catalogue(shared_content(load_content, data_dir("black_fleet")))


class Distances:
    """Empty-board sea distances (BF-30) from every cell and distant sea, worked out when the
    policy is made (the program's warm-up makes one) rather than in a decision; each table is
    an array of bytes (small, and nothing for the garbage collector to walk)."""

    def __init__(self, g: Catalogue) -> None:
        geo = g.geo
        self.geo = geo
        self._cells: list[Sequence[int]] = [
            _compact(geo.sea_distances([c])) for c in range(geo.size)
        ]
        self.zones = [geo.sea_distances(list(e), 1) for e in geo.zone_entries]
        ports = g.content.map.ports
        self.docks = [geo.sea_distances([geo.index(c) for c in p.docks]) for p in ports]
        self.beaches = [(geo.index(b.cell), b.value) for b in g.content.map.beaches]
        self.follow = [self._follow_up(g, p) for p in range(len(ports))]

    def from_pos(self, pos: int) -> Sequence[int]:
        """Distances from a cell, or from a distant sea (entry step included)."""
        if pos <= -2:
            return self.zones[zone_of(pos)]
        return self._cells[pos]

    def _follow_up(self, g: Catalogue, port: int) -> float:
        """FOLLOW-UP: the best next sale of 3 cubes loaded at `port`, less its distance."""
        colour = g.colour_idx[g.port_colour[port]]
        best = 0.0
        for q, row in enumerate(g.prices):
            if row[colour]:
                steps = min(self.docks[q][g.geo.index(c)] for c in g.content.map.ports[port].docks)
                best = max(best, 3 * row[colour] - W_STEP * steps)
        return best


def _compact(table: list[int]) -> Sequence[int]:
    """`table` as signed bytes when every distance fits (they do on any map of the data's
    size; a larger one keeps its list)."""
    return array("b", table) if max(table, default=0) < 128 else table


@lru_cache(maxsize=1)
def _shared_distances() -> Distances:
    return Distances(_shared_catalogue())


class Plan:
    __slots__ = ("act", "cell", "value")

    def __init__(self, value: float, cell: int, act: str | None = None) -> None:
        self.value, self.cell, self.act = value, cell, act


class Brain:
    """One decision's worth of reading the view."""

    def __init__(self, g: Catalogue, dist: Distances, view: BlackFleetView) -> None:
        self.g, self.dist, self.v = g, dist, view
        self.geo = g.geo
        self.me = view.active
        self.n = view.n_seats
        self.players = view.players
        self.ships = {sh.id: sh for sh in view.ships}
        # Memos: a Brain reads one view, so what it works out about it holds for the decision.
        self._pos: dict[str, int] = {}
        self._has: dict[tuple[int, str], bool] = {}
        self._danger: dict[tuple[int, int], float] = {}
        self._enemies = tuple(e for e in range(self.n) if e != self.me)
        self._plans: dict[tuple[int, int | None, bool | None], Plan] = {}
        self._robbers: list[Sequence[int]] | None = None

    # ---- reading the view ------------------------------------------------------------------
    def pos(self, ship_id: str) -> int:
        p = self._pos.get(ship_id)
        if p is None:
            sh = self.ships[ship_id]
            if sh.cell is not None:
                p = self.geo.index(sh.cell)
            elif sh.zone is not None:
                p = -2 - self.g.zone_ids.index(sh.zone)
            else:
                p = OUT
            self._pos[ship_id] = p
        return p

    def cargo(self, seat: int) -> tuple[str, ...]:
        return self.ships[f"merchant:{seat}"].cargo

    def treasure(self, seat: int) -> str:
        c = self.ships[f"pirate:{seat}"].cargo
        return c[0] if c else ""

    def has(self, seat: int, effect: str) -> bool:
        key = (seat, effect)
        owned = self._has.get(key)
        if owned is None:
            owned = self._has[key] = view_has(self.g, self.v, seat, effect)
        return owned

    def d(self, a: int, b: int) -> int:
        """Steps from position a (cell or zone) to cell b; large when unreachable."""
        if a == OUT or b < 0:
            return 99
        x = self.dist.from_pos(a)[b]
        return x if x >= 0 else 99

    def progress(self, seat: int) -> int:
        p = self.players[seat]
        spent = sum(d.cost for d in p.development if d.face_up)
        return spent + p.wealth + (50 if p.victory_up else 0)

    def lead(self, seat: int) -> float:
        """LEADER: how far `seat` is ahead of us, in tens of doubloons (0 if behind)."""
        return max(0.0, (self.progress(seat) - self.progress(self.me)) / 10)

    def enemies(self) -> list[int]:
        return list(self._enemies)

    # ---- merchant ----------------------------------------------------------------------------
    def sale_gain(self, port: int, cargo: tuple[str, ...]) -> float | None:
        gain = view_sale_gain(self.g, self.v, self.me, port, cargo)
        return None if gain is None else float(gain)

    def target_port(self, pos: int, cargo: tuple[str, ...]) -> int:
        """The port worth sailing to: SALE + FOLLOW-UP - PROGRESS cost."""
        best, best_port = -1e9, 0
        for port in range(len(self.dist.docks)):
            if cargo:
                gain = self.sale_gain(port, cargo)
                if gain is None:
                    continue
            elif self.v.stocks[port] == 0:
                continue
            else:
                gain = 0.0
            steps = self.dist.docks[port][pos] if pos >= 0 else 20
            score = gain + W_FOLLOW * self.dist.follow[port] - W_STEP * max(steps, 0)
            if score > best:
                best, best_port = score, port
        return best_port

    def merchant_danger(self, cell: int, cubes: int) -> float:
        """DANGER: enemy empty pirates that could rob a merchant ending on `cell`."""
        if not cubes:
            return 0.0
        key = (cell, cubes)
        danger = self._danger.get(key)
        if danger is None:
            danger = self._danger[key] = self._merchant_danger(cell)
        return danger

    def robbers(self) -> list[Sequence[int]]:
        """The distance tables (BF-30) of the enemy pirates that could rob: afloat, empty."""
        if self._robbers is None:
            self._robbers = []
            for e in self.enemies():
                p = self.pos(f"pirate:{e}")
                if p != OUT and not self.treasure(e):
                    self._robbers.append(self.dist.from_pos(p))
        return self._robbers

    def _merchant_danger(self, cell: int) -> float:
        if self.geo.dock_port[cell] >= 0 and self.has(self.me, "royal_warrant"):
            return 0.0
        risk = 0.0
        for table in self.robbers():
            steps = table[cell] if cell >= 0 else 99  # as `d`
            if steps < 0:
                steps = 99
            if steps <= 3:
                risk += 1.0
            elif steps <= 5:
                risk += 0.4
        return CUBE_LOSS * min(risk, 1.5)

    def merchant_plan(self, budget: int | None = None, land_ok: bool | None = None) -> Plan:
        """Where the merchant should sail with `budget` steps (memoised for the decision: a
        plan is read, never changed, once made)."""
        key = (MERCHANT, budget, land_ok)
        plan = self._plans.get(key)
        if plan is None:
            plan = self._plans[key] = self._merchant_plan(budget, land_ok)
        return plan

    def _merchant_plan(self, budget: int | None, land_ok: bool | None) -> Plan:
        me = self.me
        pos = self.pos(f"merchant:{me}")
        if pos < 0:
            return Plan(0.0, pos)
        cargo = self.cargo(me)
        may_act = self.v.turn.actions[MERCHANT] == 0
        port_here = self.geo.dock_port[pos]
        if may_act and port_here >= 0:
            gain = self.sale_gain(port_here, cargo)
            if gain is not None:
                return Plan(gain + W_FOLLOW * self.dist.follow[port_here], pos, "sell")
        target = self.target_port(pos, cargo)
        to_target = self.dist.docks[target]
        stay = -W_STEP * to_target[pos] - self.merchant_danger(pos, len(cargo))
        best = Plan(stay, pos)
        reach, occupied = view_reach(self.g, self.v, MERCHANT, budget, land_ok)
        if reach is None:
            return best
        for cell in reach.destinations(self.geo, occupied):
            port = self.geo.dock_port[cell]
            gain = self.sale_gain(port, cargo) if may_act and port >= 0 else None
            if gain is not None:
                value = gain + W_FOLLOW * self.dist.follow[port] + 0.1 * W_STEP * to_target[cell]
            else:
                value = -W_STEP * to_target[cell] - self.merchant_danger(cell, len(cargo))
            if value > best.value:
                best = Plan(value, cell, "sell" if gain is not None else None)
        best.value -= stay
        return best

    # ---- pirate ------------------------------------------------------------------------------
    def rob_value(self, e: int) -> float:
        """ROB: 2 (+ bonuses), the treasure to bury later, a sunk merchant, LEADER."""
        g = self.g
        value = g.rewards.pirate_robs_merchant + 1.0 + LEADER * self.lead(e) * 3
        if self.has(self.me, "letter_of_marque"):
            value += g.dev_amount["letter_of_marque"]
        if len(self.cargo(e)) == 1:
            value += 1.5
        return value

    def rob_targets(self) -> list[int]:
        out = []
        for e in self.enemies():
            m = self.pos(f"merchant:{e}")
            if (
                m >= 0
                and self.cargo(e)
                and not (self.geo.dock_port[m] >= 0 and self.has(e, "royal_warrant"))
            ):
                out.append(e)
        return out

    def pirate_range(self) -> int:
        g = self.g
        if self.has(self.me, "long_guns") or self.v.turn.long_uses > 0:
            return g.range_long
        return g.range_base

    def pirate_danger(self, cell: int) -> float:
        """DANGER for the pirate: a navy could reach and sink it next turn."""
        risk = 0.0
        for nid in self.g.navy_ids:
            if self.d(self.pos(f"navy:{nid}"), cell) <= 3:
                risk += 0.5
        return PIRATE_LOSS * min(risk, 1.0)

    def bury_value(self, cell: int) -> float:
        g = self.g
        value = self.geo.beach[cell] + self.v.turn.riches * g.fortune_amount["buried_riches"]
        if self.has(self.me, "treasure_hunter"):
            value += g.dev_amount["treasure_hunter"]
        return float(value)

    def may_rob(self) -> bool:
        t = self.v.turn
        double = t.quick_burial or self.has(self.me, "pirate_king")
        return not self.treasure(self.me) and t.attacks[PIRATE] == 0 and (not t.buried or double)

    def may_bury(self) -> bool:
        t = self.v.turn
        double = t.quick_burial or self.has(self.me, "pirate_king")
        return bool(self.treasure(self.me)) and not t.buried and (t.attacks[PIRATE] == 0 or double)

    def pirate_plan(self, budget: int | None = None, land_ok: bool | None = None) -> Plan:
        """Where the pirate should sail with `budget` steps (memoised, as `merchant_plan`)."""
        key = (PIRATE, budget, land_ok)
        plan = self._plans.get(key)
        if plan is None:
            plan = self._plans[key] = self._pirate_plan(budget, land_ok)
        return plan

    def _pirate_plan(self, budget: int | None, land_ok: bool | None) -> Plan:
        me = self.me
        pos = self.pos(f"pirate:{me}")
        if pos == OUT:
            return Plan(0.0, pos)
        reach, occupied = view_reach(self.g, self.v, PIRATE, budget, land_ok)
        cells = [pos] + (reach.destinations(self.geo, occupied) if reach else [])
        if self.may_bury():
            return self._beach_plan(pos, cells)
        if self.may_rob():
            return self._hunt_plan(pos, cells)
        return Plan(0.0, pos)

    def _beach_plan(self, pos: int, cells: list[int]) -> Plan:
        beaches = self.dist.beaches
        here = self.dist.from_pos(pos)
        b_cell, _ = max(beaches, key=lambda b: b[1] - W_STEP * max(here[b[0]], 0))
        to_beach = self.dist.from_pos(b_cell)
        stay = (
            -W_STEP * self.d(pos, b_cell) - self.pirate_danger(pos)
            if pos >= 0
            else -W_STEP * self.d(pos, b_cell)
        )
        best = Plan(stay, pos)
        for cell in cells:
            if cell < 0:
                continue
            if self.geo.beach[cell]:
                value = self.bury_value(cell) + 1.0
                act = "bury"
            else:
                value = -W_STEP * to_beach[cell] - self.pirate_danger(cell)
                act = None
            if value > best.value:
                best = Plan(value, cell, act)
        best.value -= stay
        return best

    def _hunt_plan(self, pos: int, cells: list[int]) -> Plan:
        targets = self.rob_targets()
        if not targets:
            return Plan(0.0, pos)
        rng = self.pirate_range()
        cheb = self.geo.chebyshev
        tpos = {e: self.pos(f"merchant:{e}") for e in targets}
        near = min(targets, key=lambda e: self.d(pos, tpos[e]) - self.rob_value(e))
        to_near = self.dist.from_pos(tpos[near])
        stay = -W_STEP * 0.5 * self.d(pos, tpos[near])
        best = Plan(stay, pos)
        for cell in cells:
            if cell < 0:
                continue
            for e in targets:
                if cheb(cell, tpos[e]) <= rng:
                    value = self.rob_value(e) - 0.5 * self.pirate_danger(cell)
                    if value > best.value:
                        best = Plan(value, cell, "rob")
            if best.act is None and to_near[cell] >= 0:
                value = -W_STEP * 0.5 * to_near[cell] - 0.5 * self.pirate_danger(cell)
                if value > best.value:
                    best = Plan(value, cell)
        best.value -= stay
        return best

    # ---- navies ------------------------------------------------------------------------------
    def sink_value(self, e: int) -> float:
        """SINK: 2 (+ bonuses), a carried treasure, THREAT to our merchant, LEADER."""
        g = self.g
        value: float = g.rewards.navy_sinks_pirate + self.v.turn.bounty * g.fortune_amount["bounty"]
        if self.has(self.me, "navy_bounty"):
            value += g.dev_amount["navy_bounty"]
        if self.treasure(e):
            value += 1.0
        mine = self.pos(f"merchant:{self.me}")
        if (
            mine >= 0
            and self.cargo(self.me)
            and not self.treasure(e)
            and self.d(self.pos(f"pirate:{e}"), mine) <= 5
        ):
            value += 1.5
        return value + LEADER * self.lead(e) * 3

    def sink_targets(self) -> list[int]:
        return [e for e in self.enemies() if self.pos(f"pirate:{e}") >= 0]

    def navy_range(self) -> int:
        g = self.g
        if self.has(self.me, "admiralty_guns") or self.v.turn.long_uses > 0:
            return g.range_long
        return g.range_base

    def navy_plan(self, slot: int, budget: int | None = None) -> Plan:
        """Where a navy should sail with `budget` steps (memoised, as `merchant_plan`)."""
        key = (slot, budget, None)
        plan = self._plans.get(key)
        if plan is None:
            plan = self._plans[key] = self._navy_plan(slot, budget)
        return plan

    def _navy_plan(self, slot: int, budget: int | None) -> Plan:
        nid = self.g.navy_ids[slot - NAVY_SLOTS[0]]
        pos = self.pos(f"navy:{nid}")
        targets = self.sink_targets()
        if not targets:
            return Plan(0.0, pos)
        reach, occupied = view_reach(self.g, self.v, slot, budget, False)
        cells = [pos] + (reach.destinations(self.geo, occupied) if reach else [])
        rng = self.navy_range()
        cheb = self.geo.chebyshev
        tpos = {e: self.pos(f"pirate:{e}") for e in targets}
        best_target = max(targets, key=lambda e: self.sink_value(e) - W_STEP * self.d(pos, tpos[e]))
        to_target = self.dist.from_pos(tpos[best_target])
        stay = -0.3 * W_STEP * self.d(pos, tpos[best_target])
        best = Plan(stay, pos)
        for cell in cells:
            for e in targets:
                if cheb(cell, tpos[e]) <= rng:
                    value = self.sink_value(e)
                    if value > best.value:
                        best = Plan(value, cell, "sink")
            if best.act is None and to_target[cell] >= 0:
                value = -0.3 * W_STEP * to_target[cell]
                if value > best.value:
                    best = Plan(value, cell)
        best.value -= stay
        return best

    def ship_plan(self, slot: int, budget: int | None = None) -> Plan:
        if slot == MERCHANT:
            return self.merchant_plan(budget)
        if slot == PIRATE:
            return self.pirate_plan(budget)
        return self.navy_plan(slot, budget)


class HeuristicPolicy:
    """Scores options by the features of the module docstring; reads only the view."""

    needs_view = True

    def __init__(self) -> None:
        self.g = _shared_catalogue()
        self.dist = _shared_distances()

    def choose(self, view: BlackFleetView, decision: Decision, rng: Rng) -> Action:
        brain = Brain(self.g, self.dist, view)
        action = CHOOSERS[decision.kind](self, brain, decision.options)
        return action if action in decision.options else decision.options[0]

    # ---- helpers -----------------------------------------------------------------------------
    @staticmethod
    def _find(options: Sequence[Action], kind: str, *args: object) -> Action | None:
        for o in options:
            if o.kind == kind and (not args or o.args == args):
                return o
        return None

    def _effect(self, card: str) -> str:
        return self.g.fortune_effect[card]

    def _fortunes(self, options: Sequence[Action]) -> dict[str, Action]:
        return {self._effect(str_arg(o, 0)): o for o in options if o.kind == "fortune"}

    # ---- setup and entries -----------------------------------------------------------------
    def _place_merchant(self, b: Brain, options: Sequence[Action]) -> Action:
        """FOLLOW-UP of the goods loaded at that dock's port, less DANGER."""

        def score(o: Action) -> float:
            cell = b.geo.index(xy_arg(o))
            port = b.geo.dock_port[cell]
            stock = min(3, b.v.stocks[port])
            return b.dist.follow[port] * stock / 3 + stock - b.merchant_danger(cell, stock)

        return max(options, key=score)

    def _enter_pirate(self, b: Brain, options: Sequence[Action]) -> Action:
        """PROGRESS: the entry nearest to a merchant worth robbing."""
        targets = b.rob_targets() or b.enemies()
        cells = [b.pos(f"merchant:{e}") for e in targets]
        cells = [c for c in cells if c >= 0]
        if not cells:
            return options[0]

        def closeness(o: Action) -> int:
            if o.kind == "enter_zone":
                pos = -2 - b.g.zone_ids.index(o.args[0])
            else:
                pos = b.geo.index(xy_arg(o))
            return min(b.d(pos, c) for c in cells)

        return min(options, key=closeness)

    # ---- step 1 ------------------------------------------------------------------------------
    def _play_movement(self, b: Brain, options: Sequence[Action]) -> Action:
        fortunes = self._fortunes(options)
        for effect in ("spyglass", "pickpocket"):
            if effect in fortunes and self._worth_playing(b, effect):
                return fortunes[effect]
        cards = [o for o in options if o.kind == "play_move"]
        values = {str_arg(o, 0): self._card_value(b, str_arg(o, 0)) for o in cards}
        if "sea_charts" in fortunes and max(values.values()) < 1.0 and b.v.movement_pile:
            return fortunes["sea_charts"]
        return max(cards, key=lambda o: values[str_arg(o, 0)])

    def _card_value(self, b: Brain, card: str) -> float:
        """The best plan of each ship under this card's values, plus its bottom symbol."""
        g = self.g
        m = g.mv[card]
        me = b.me
        extra = g.dev_amount["master_navigator"] if b.has(me, "master_navigator") else 0
        merchant = (
            m.merchant
            + extra
            + (g.dev_amount["merchant_sails"] if b.has(me, "merchant_sails") else 0)
        )
        pirate = (
            m.pirate + extra + (g.dev_amount["pirate_sails"] if b.has(me, "pirate_sails") else 0)
        )
        navy = (
            m.navy_value
            + extra
            + (g.dev_amount["navy_pennant"] if b.has(me, "navy_pennant") else 0)
        )
        value = b.merchant_plan(merchant).value + b.pirate_plan(pirate).value
        value += b.navy_plan(NAVY_SLOTS[g.navy_index[m.navy]], navy).value
        if m.bottom == "discard_fortune_1":
            mine = b.players[me].fortune_hand or ()
            value -= DISCARD_COST if mine and not b.has(me, "lucky_charm") else 0.0
        else:
            value += BOTTOM_VALUE.get(m.bottom, 0.0)
        return value

    def _sea_charts(self, b: Brain, options: Sequence[Action]) -> Action:
        cards = [o for o in options if o.kind == "discard_move"]
        done = self._find(options, "sea_charts_done")
        if done is not None:
            return done
        return min(cards, key=lambda o: self._card_value(b, str_arg(o, 0)))

    # ---- step 2 ------------------------------------------------------------------------------
    def _ships(self, b: Brain, options: Sequence[Action]) -> Action:
        card = self._fortune_to_play(b, options, None)
        if card is not None:
            return card
        plans = {}
        for o in options:
            if o.kind == "activate":
                slot = self.g.slot_of[str_arg(o, 0)]
                plans[o] = b.ship_plan(slot)
        attacking_navies = [
            o for o, p in plans.items() if self.g.slot_of[str_arg(o, 0)] >= NAVY_SLOTS[0] and p.act
        ]
        if attacking_navies:
            return attacking_navies[0]
        for name in ("pirate", "merchant"):
            own = self._find(options, "activate", name)
            if own is not None and plans[own].value > MIN_GAIN:
                return own
        for o, p in plans.items():
            if p.value > MIN_GAIN:
                return o
        swap = self._find(options, "decoy")
        if swap is not None and self._decoy_helps(b):
            return swap
        return self._find(options, "end_step2") or options[-1]

    def _decoy_helps(self, b: Brain) -> bool:
        """Swap when the pirate stands nearer the merchant's target port than the merchant."""
        me = b.me
        m, p = b.pos(f"merchant:{me}"), b.pos(f"pirate:{me}")
        target = b.target_port(m, b.cargo(me))
        return b.dist.docks[target][p] + 2 < b.dist.docks[target][m]

    def _sail(self, b: Brain, options: Sequence[Action]) -> Action:
        slot = b.v.turn.current
        card = self._fortune_to_play(b, options, slot)
        if card is not None:
            return card
        act = self._best_action(b, options)
        if act is not None:
            return act
        hide = [o for o in options if o.kind == "hideout"]
        if hide and slot == PIRATE:
            pick = self._hideout(b, hide)
            if pick is not None:
                return pick
        plan = b.ship_plan(slot)
        if plan.cell != b.pos(self._ship_id(b, slot)) and plan.value > MIN_GAIN:
            move = self._find(options, "move", *b.geo.xy[plan.cell])
            if move is not None:
                return move
        return self._find(options, "end_activation") or options[-1]

    def _ship_id(self, b: Brain, slot: int) -> str:
        if slot == MERCHANT:
            return f"merchant:{b.me}"
        if slot == PIRATE:
            return f"pirate:{b.me}"
        return f"navy:{self.g.navy_ids[slot - NAVY_SLOTS[0]]}"

    def _best_action(self, b: Brain, options: Sequence[Action]) -> Action | None:
        """Actions pay at once: take the best one offered."""
        best, best_value = None, 0.0
        for o in options:
            k = o.kind
            if k in ("sell", "load", "resupply", "bury"):
                value = 5.0
            elif k == "rob":
                value = b.rob_value(int_arg(o, 0))
            elif k in ("sink", "msink"):
                value = b.sink_value(int_arg(o, 0))
            else:
                continue
            if value > best_value:
                best, best_value = o, value
        return best

    def _hideout(self, b: Brain, options: Sequence[Action]) -> Action | None:
        targets = [b.pos(f"merchant:{e}") for e in b.rob_targets()] if b.may_rob() else []
        targets = [t for t in targets if t >= 0]
        if not targets:
            return None
        here = b.pos(f"pirate:{b.me}")
        now = min(b.d(here, t) for t in targets)
        best = min(options, key=lambda o: min(b.d(b.geo.index(xy_arg(o)), t) for t in targets))
        after = min(b.d(b.geo.index(xy_arg(best)), t) for t in targets)
        return best if after + 2 < now else None

    # ---- fortune cards -------------------------------------------------------------------------
    def _fortune_to_play(
        self, b: Brain, options: Sequence[Action], slot: int | None
    ) -> Action | None:
        for effect, option in self._fortunes(options).items():
            if self._worth_playing(b, effect, slot, options):
                return option
        return None

    def _worth_playing(
        self, b: Brain, effect: str, slot: int | None = None, options: Sequence[Action] = ()
    ) -> bool:
        """When each card pays now (named by the feature it serves)."""
        t = b.v.turn
        kinds = {o.kind for o in options}
        if effect == "spyglass":
            return True
        if effect == "pickpocket":
            return any(b.players[e].wealth > 0 for e in b.enemies())
        if effect == "market_day":  # SALE
            return "sell" in kinds
        if effect == "buried_riches":  # BURY
            return "bury" in kinds
        if effect == "bounty":  # SINK
            return "sink" in kinds
        if effect == "quick_burial":  # ROB then BURY
            return "rob" in kinds and slot == PIRATE
        if effect == "resupply":
            return slot == MERCHANT and self._resupply_helps(b)
        if effect == "smugglers_market":
            return slot == MERCHANT and self._smugglers_help(b)
        if effect in ("fair_wind", "full_sails", "shallow_waters"):
            return slot is not None and self._boost_helps(b, effect, slot)
        if effect == "grappling_hooks":
            return slot in (PIRATE, *NAVY_SLOTS) and self._long_range_helps(b, slot)
        if effect == "second_patrol":
            return slot is None and self._other_navy_helps(b)
        if effect == "change_of_wind":
            return slot is None and not any(t.started) and self._wind_helps(b)
        if effect == "commandeer":
            return self._commandeer_target(b) is not None
        return False

    def _boost_helps(self, b: Brain, effect: str, slot: int) -> bool:
        """PROGRESS: the extra steps (or land crossing) turn into a sale, a robbery or a sink."""
        base = b.ship_plan(slot)
        if base.act:
            return False
        left = b.v.allowances[slot] - b.v.turn.steps[slot]
        if effect == "shallow_waters":
            if slot != MERCHANT:
                return False
            better = b.merchant_plan(left, True)
        else:
            extra = self.g.fortune_amount[effect]
            better = b.ship_plan(slot, left + extra)
        return better.act is not None

    def _long_range_helps(self, b: Brain, slot: int) -> bool:
        plan = b.ship_plan(slot)
        if plan.act:
            return False
        pos = b.pos(self._ship_id(b, slot))
        cheb = b.geo.chebyshev
        if slot == PIRATE:
            if not b.may_rob() or pos < 0:
                return False
            return any(cheb(pos, b.pos(f"merchant:{e}")) == 2 for e in b.rob_targets())
        return any(cheb(pos, b.pos(f"pirate:{e}")) == 2 for e in b.sink_targets())

    def _resupply_helps(self, b: Brain) -> bool:
        port, cargo = self._own_dock(b)
        return (
            port >= 0
            and len(cargo) < 3
            and b.v.stocks[port] > 0
            and all(c == self.g.port_colour[port] for c in cargo)
            and b.v.turn.actions[MERCHANT] == 0
        )

    def _smugglers_help(self, b: Brain) -> bool:
        port, cargo = self._own_dock(b)
        return (
            port >= 0
            and bool(cargo)
            and b.sale_gain(port, cargo) is None
            and self.g.port_colour[port] not in cargo
            and b.v.turn.actions[MERCHANT] == 0
        )

    @staticmethod
    def _own_dock(b: Brain) -> tuple[int, tuple[str, ...]]:
        """The port whose dock our merchant is on (-1: none), and its cargo."""
        pos = b.pos(f"merchant:{b.me}")
        return (b.geo.dock_port[pos] if pos >= 0 else -1), b.cargo(b.me)

    def _other_navy_helps(self, b: Brain) -> bool:
        ctrl = b.v.controlled
        others = [i for i, n in enumerate(self.g.navy_ids) if n not in ctrl]
        if not others:
            return False
        pos = b.pos(f"navy:{self.g.navy_ids[others[0]]}")
        reach = self.g.fortune_amount["second_patrol"] + 1
        return any(b.geo.chebyshev(pos, b.pos(f"pirate:{e}")) <= reach for e in b.sink_targets())

    def _wind_helps(self, b: Brain) -> bool:
        """Switch navies when only the other one can reach an enemy pirate."""
        g = self.g
        ctrl = b.v.controlled
        if len(ctrl) != 1:
            return False
        mine = g.navy_index[ctrl[0]]
        value = b.v.allowances[NAVY_SLOTS[mine]] + 1
        here = b.pos(f"navy:{ctrl[0]}")
        there = b.pos(f"navy:{g.navy_ids[1 - mine]}")
        cheb = b.geo.chebyshev
        targets = [b.pos(f"pirate:{e}") for e in b.sink_targets()]
        return not any(cheb(here, t) <= value for t in targets) and any(
            cheb(there, t) <= value for t in targets
        )

    def _commandeer_target(self, b: Brain) -> tuple[str, int] | None:
        """An enemy empty pirate within 3 of our loaded merchant: push it away."""
        mine = b.pos(f"merchant:{b.me}")
        if mine < 0 or not b.cargo(b.me):
            return None
        for e in b.enemies():
            p = b.pos(f"pirate:{e}")
            if p >= 0 and not b.treasure(e) and b.d(p, mine) <= 3:
                return ("pirate", e)
        return None

    def _fortune_target(self, b: Brain, options: Sequence[Action]) -> Action:
        effect = self._effect(b.v.playing)
        if effect == "pickpocket":
            return max(
                options,
                key=lambda o: (min(2, b.players[int_arg(o, 0)].wealth), b.progress(int_arg(o, 0))),
            )
        if effect == "commandeer":
            want = self._commandeer_target(b)
            pick = self._find(options, "target_enemy", *want) if want else None
            return pick or options[0]
        if effect in ("fair_wind", "shallow_waters"):
            slot = b.v.turn.current
            if slot >= 0:
                pick = self._find(options, "target_ship", self.g.slot_names[slot])
                if pick is not None:
                    return pick
            return options[0]
        if effect == "secret_cove":
            return self._hideout(b, options) or options[0]
        return options[0]

    def _commandeer_move(self, b: Brain, options: Sequence[Action]) -> Action:
        task = b.v.tasks[0]
        mine = b.pos(f"merchant:{b.me}")
        if task[1] == "pirate":
            return max(options, key=lambda o: b.d(b.geo.index(xy_arg(o)), mine))
        pirate = b.pos(f"pirate:{b.me}")
        return min(options, key=lambda o: b.d(pirate, b.geo.index(xy_arg(o))))

    def _discard(self, b: Brain, options: Sequence[Action]) -> Action:
        return min(options, key=lambda o: KEEP.get(self._effect(str_arg(o, 0)), 1))

    # ---- step 4 ------------------------------------------------------------------------------
    def _purchase(self, b: Brain, options: Sequence[Action]) -> Action:
        """The victory card as soon as it can be paid; else the development card with the best
        CARD_WORTH per doubloon... weighted to prefer spending more of what we have."""
        victory = self._find(options, "buy_victory")
        if victory is not None:
            return victory
        buys = [o for o in options if o.kind == "buy"]
        if not buys:
            return self._find(options, "pass") or options[-1]
        g = self.g
        return max(
            buys,
            key=lambda o: (
                CARD_WORTH.get(g.dev_effect[str_arg(o, 0)], 1.0) + g.dev_cost[str_arg(o, 0)] / 10
            ),
        )


Chooser = Callable[[HeuristicPolicy, Brain, Sequence[Action]], Action]
# What answers each decision kind (the decision kinds of flow.py).
CHOOSERS: dict[str, Chooser] = {
    "place_merchant": HeuristicPolicy._place_merchant,
    "enter_pirate": HeuristicPolicy._enter_pirate,
    "play_movement": HeuristicPolicy._play_movement,
    "sea_charts": HeuristicPolicy._sea_charts,
    "ships": HeuristicPolicy._ships,
    "sail": HeuristicPolicy._sail,
    "fortune_target": HeuristicPolicy._fortune_target,
    "commandeer_move": HeuristicPolicy._commandeer_move,
    "discard_limit": HeuristicPolicy._discard,
    "discard_symbol": HeuristicPolicy._discard,
    "purchase": HeuristicPolicy._purchase,
}
