"""The Catalogue: Black Fleet's content and every table derived from it, built once per Rules.

It is the `g` every rule function takes first. Nothing in it changes during a match except the
one-entry `reach` cache (a pure function of its key, so it never changes a result).
"""

from __future__ import annotations

from game.core import Action
from game.core.limits import MAX_SEATS

from .content import BlackFleetContent, Bottom, MovementCard, Rewards
from .paths import Reach

ReachKey = tuple[int, int, bool, tuple[int, ...]]


class ReachCache:
    """The last sailing search and its key: the options of an activation list the
    destinations, then the chosen move needs the same search again (BF-43, BF-45).

    Key and search are kept as one pair, replaced in one store: an AI seat searching on a
    worker thread and the table on the main thread share the Rules, and a reader must never
    see a new key beside the old search."""

    __slots__ = ("entry",)

    def __init__(self) -> None:
        self.entry: tuple[ReachKey, Reach] | None = None


class Catalogue:
    """Content plus lookups: colours, ports and prices, cards by id and effect, ship slots."""

    def __init__(self, content: BlackFleetContent) -> None:
        c = content
        game = c.game
        self.content = c
        self.geo = c.geometry
        # goods and ports (BF-3, BF-60 to BF-66)
        self.colours: tuple[str, ...] = c.colours
        self.colour_idx: dict[str, int] = {col: i for i, col in enumerate(c.colours)}
        self.port_colour: tuple[str, ...] = tuple(p.colour for p in c.map.ports)
        self.home_port: dict[str, int] = {col: c.port_of_colour[col] for col in c.colours}
        self.prices: tuple[tuple[int, ...], ...] = tuple(
            tuple(p.price(col) for col in c.colours) for p in c.map.ports
        )
        self.cubes = game.goods.cubes_per_colour
        self.hold_merchant = game.holds.merchant
        self.hold_pirate = game.holds.pirate
        # ships: the active player's slots are merchant, pirate, then the navies (model.SLOTS)
        self.navy_ids: tuple[str, ...] = c.navy_ids
        self.navy_index: dict[str, int] = {n: i for i, n in enumerate(c.navy_ids)}
        self.slot_names: tuple[str, ...] = ("merchant", "pirate", *c.navy_ids)
        self.slot_of: dict[str, int] = {name: i for i, name in enumerate(self.slot_names)}
        self.activate_actions: tuple[Action, ...] = tuple(
            Action("activate", (name,)) for name in self.slot_names
        )
        self.zone_ids: tuple[str, ...] = c.zone_ids
        self.range_base = game.ranges.base
        self.range_long = game.ranges.long
        self.rewards: Rewards = game.rewards
        # movement cards (BF-5, BF-16, BF-100)
        self.mv: dict[str, MovementCard] = c.movement_by_id
        # the navy index each card gives its navy value to (BF-22), before Change of Wind
        self.card_navy: dict[str, int] = {
            m.id: self.navy_index[m.navy] for m in c.movement_by_id.values()
        }
        self.bottoms: dict[str, Bottom] = c.bottom_by_id
        self.hand_movement = game.hands.movement
        # fortune cards (BF-6, BF-15, BF-92)
        self.fortune_start = game.hands.fortune_start
        self.fortune_limit = game.hands.fortune_limit
        self.fortune_amount: dict[str, int] = {f.effect: f.amount for f in c.fortune}
        self.fortune_effect: dict[str, str] = {f.id: f.effect for f in c.fortune}
        self.fortune_timing: dict[str, str] = {f.id: f.timing for f in c.fortune}
        self.fortune_card: dict[str, str] = {f.effect: f.id for f in c.fortune}
        # development cards (BF-7, BF-12): one per cost in each row, ascending
        self.costs: tuple[int, ...] = tuple(sorted(dict.fromkeys(d.cost for d in c.development)))
        self.dev_cost: dict[str, int] = {d.id: d.cost for d in c.development}
        self.dev_effect: dict[str, str] = {d.id: d.effect for d in c.development}
        self.dev_card: dict[str, str] = {d.effect: d.id for d in c.development}
        self.dev_amount: dict[str, int] = {d.effect: d.amount for d in c.development}
        # where each power sits in a player's row: O(1) `development.has`
        self.dev_slot: dict[str, tuple[int, str]] = {
            d.effect: (self.costs.index(d.cost), d.id) for d in c.development
        }
        # the same with the power's amount: (slot, card, amount), for powers read inline
        self.dev_power: dict[str, tuple[int, str, int]] = {
            d.effect: (self.costs.index(d.cost), d.id, d.amount) for d in c.development
        }
        # players (BF-9, BF-14, BF-18)
        self.first_colour = game.players.first
        self.player_colours: tuple[str, ...] = c.player_colours
        self.reach = ReachCache()
        # one "move" option per grid cell, built once (listed at every step of a sailing ship)
        self.move_actions: tuple[Action, ...] = tuple(Action("move", xy) for xy in self.geo.xy)
        # the other options with arguments that come up at many steps, built once as well
        self.play_actions: dict[str, Action] = {
            m: Action("play_move", (m,)) for m in c.movement_by_id
        }
        self.fortune_actions: dict[str, Action] = {
            f.id: Action("fortune", (f.id,)) for f in c.fortune
        }
        self.buy_actions: dict[str, Action] = {d.id: Action("buy", (d.id,)) for d in c.development}
        self.zone_actions: tuple[Action, ...] = tuple(
            Action("enter_zone", (z,)) for z in c.zone_ids
        )
        self.sink_actions: tuple[Action, ...] = tuple(
            Action("sink", (e,)) for e in range(MAX_SEATS)
        )
        # the fortune cards' targets and Commandeer's pushes (BF-95a, BF-214)
        self.cmove_actions: tuple[Action, ...] = tuple(Action("cmove", xy) for xy in self.geo.xy)
        self.lair_actions: tuple[Action, ...] = tuple(
            Action("target_lair", xy) for xy in self.geo.xy
        )
        self.seat_actions: tuple[Action, ...] = tuple(
            Action("target_seat", (e,)) for e in range(MAX_SEATS)
        )
