"""The shape of a legal ship (P8-4, P8-5, P8-8, P8-9), for a ship put together as a whole before it
is submitted (the shipyard screen): 13 coins of the seat's shipyard, exactly one Captain, no type
above its limit, one coin in the crow's nest and the other twelve in the deck. Arranging (the
winner of the last game, Call to Quarters, a stalemate, P8-128) keeps the coins aboard; the
crow's nest may then stay empty except before a game.

The engine checks the same rules step by step (shipyard.py: `build_choices`, `arrange_choices`);
these functions judge a whole ship, named by coin-type ids.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache

from mypy_extensions import mypyc_attr

from game.core.data import data_dir, shared_content

from .content import P8Content, load_content
from .info import GAME_ID


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class ShipShape:
    size: int  # coins in a ship (P8-8)
    captain: str  # the gold coin's type id (P8-4)
    limits: Mapping[str, int]  # per type (P8-5)


def shape_of(content: P8Content) -> ShipShape:
    captain = content.coins[content.the_one("Captain", gold=True)].id
    return ShipShape(content.ship_rules.ship_size, captain, {c.id: c.limit for c in content.coins})


@cache
def standard() -> ShipShape:
    """The shape the YAML of the game describes."""
    return shape_of(shared_content(load_content, data_dir(GAME_ID)))


def can_add(shape: ShipShape, aboard: Sequence[str], t: str) -> bool:
    """Whether a coin of type `t` may still come aboard a ship being built: room left, the type
    below its limit (P8-5, P8-8), and the last place kept for the Captain (P8-8)."""
    if len(aboard) >= shape.size:
        return False
    if aboard.count(t) >= shape.limits.get(t, 0):
        return False
    return not (
        t != shape.captain and shape.captain not in aboard and len(aboard) >= shape.size - 1
    )


def checks(
    shape: ShipShape,
    aboard: Sequence[str],
    nest: str | None,
    building: bool,
    nest_required: bool,
) -> list[tuple[str, bool]]:
    """(check key, passed) for each rule a ship must meet: built, 13 coins (P8-8), exactly one
    Captain (P8-4, P8-8), no type above its limit (P8-5); a crow's-nest coin where one is
    required (P8-9)."""
    out = []
    if building:
        out.append(("check_count", len(aboard) == shape.size))
        out.append(("check_captain", aboard.count(shape.captain) == 1))
        out.append(
            (
                "check_limits",
                all(aboard.count(t) <= shape.limits.get(t, 0) for t in sorted(set(aboard))),
            )
        )
    if nest_required:
        out.append(("check_nest", nest is not None))
    return out
