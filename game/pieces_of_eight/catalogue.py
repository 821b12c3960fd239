"""The catalogue of Pieces of Eight: the content and every table derived from it, built once per
Rules. It is the `g` every rule function takes first.

The coin roles the rules dispatch on (the Captain, the Mate, the Cannon, Treachery, the Monkey,
Full Sail, Black Spot) are found in the YAML by their fields, never by typed numbers (P8-4 ..
P8-8, section 12). Actions are built once and shared: `pending` runs on every step.
"""

from __future__ import annotations

from game.core import Action, TitleInfo
from game.core.types import JSONScalar

from .content import P8Content
from .info import make_info

TYPE_ACTION_KINDS = (
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


class Catalogue:
    def __init__(self, content: P8Content) -> None:
        c = content
        self.content = content
        self.info: TitleInfo = make_info(content)
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
        self.coins = c.coins
        self.limits = [x.limit for x in c.coins]
        self.is_action = [x.kind == "action" for x in c.coins]
        self.type_ids: tuple[str, ...] = tuple(x.id for x in c.coins)
        self.ship_size = c.ship_rules.ship_size
        self.others_per_ship = c.ship_rules.ship_size - c.ship_rules.captains_per_ship
        self._actions: dict[str, dict[tuple[JSONScalar, ...], Action]] = {}
        self.build_memo: dict[tuple[tuple[int, ...], tuple[int, ...]], list[int]] = {}
        self.by_type: dict[str, list[Action]] = {
            kind: [self.act(kind, t) for t in self.type_ids] for kind in TYPE_ACTION_KINDS
        }

    def act(self, kind: str, *args: JSONScalar) -> Action:
        """Actions are built once and reused (pending runs on every step)."""
        table = self._actions.get(kind)
        if table is None:
            table = self._actions[kind] = {}
        a = table.get(args)
        if a is None:
            a = table[args] = Action(kind, args)
        return a

    def type_id(self, type_index: int) -> str:
        return self.type_ids[type_index]
