"""Pieces of Eight data: coin types, shipyards, settings and the table (game.yaml), read from
data/pieces_of_eight/*.yaml.

Everything the rules need to know about a coin comes from here (digest section 2, section 6 and the
data appendix, section 12): its limit, whether it is an action or a reaction, what it targets,
whether using it destroys it, whether an active Mate spares it. The rules dispatch on these fields
(`target`, `trigger`, `requires`) and never on numbers typed into code.

Every limit sits on the shapes below (ranges, Literals, the checks of several keys of one mapping
in `__post_init__`); after loading, declared cross-checks name the file and key that break them:
unique ids, every role the rules find by its fields present exactly once (`ROLES`: the gold coin
of P8-4, whose copies are the captains-per-ship rule of settings.yaml, the Cannon, Treachery, the
Monkey, Full Sail, Black Spot; and the Mate that `active_mate` names), shipyards naming known
coins, product sets of `set_size` coins with one Captain and no type above its limit (P8-119),
sandbox unions that really are the union of the sets they name, totals that add up.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, Literal

from game.core.data import (
    Id,
    LocalText,
    Meta,
    Shape,
    check_range,
    check_ref,
    check_total,
    check_unique,
    load,
    refuse,
    shown,
)
from game.core.errors import DataError
from game.core.limits import MAX_SEATS

Kind = Literal["action", "reaction"]
Requires = Literal["active_mate", "self_open"]
UsableFrom = Literal["active", "open"]
Target = Literal[
    "active_coin_any_player",
    "aft_coin_any_player",
    "open_coin_any_player",
    "any_coin_except_captain",
    "open_coin_other_player",
    "both_open_coins_of_another_player",
    "fore_line_of_another_player",
    "chosen_coin_own_hold",
    "two_random_coins_own_hold",
    "one_random_coin_own_hold",
    "the_destroyer",
    "self",
    "the_ability_used",
]
Trigger = Literal[
    "own_open_coin_destroyed_by_opponent",
    "self_about_to_be_destroyed",
    "ability_used_by_another_seat",
]

# Targets that destroy coins when they resolve (P8-87 "destruction effect").
DESTROYING_TARGETS = (
    "active_coin_any_player",
    "aft_coin_any_player",
    "open_coin_any_player",
    "any_coin_except_captain",
    "both_open_coins_of_another_player",
    "fore_line_of_another_player",
)
# Targets that take coins out of the player's own hold.
HOLD_TARGETS = ("chosen_coin_own_hold", "two_random_coins_own_hold", "one_random_coin_own_hold")


# ---- declared limits (the data appendix, section 12) ----------------------------------------
CoinCount = Annotated[int, Meta(ge=1, le=32)]
"""Copies of one coin type: in one ship (`limit`, P8-119) or in one shipyard."""
Draws = Annotated[int, Meta(ge=0, le=4)]
"""Coins an ability draws at random from its owner's hold (P8-56, P8-59)."""
RuleId = Annotated[str, Meta(pattern=r"^P8-[0-9]+$")]
PlayerSeats = Annotated[int, Meta(ge=2, le=MAX_SEATS)]
"""Seats at a table of Pieces of Eight (P8-1: two players at least)."""


class CoinType(Shape, frozen=True):
    id: Id
    name: LocalText
    limit: CoinCount
    gold: bool
    kind: Kind
    destroyed_on_use: bool
    spared_by_active_mate: bool
    requires: Requires | None
    usable_from: UsableFrom
    target: Target | None
    trigger: Trigger | None
    name_confirmed: bool
    rule: RuleId
    text: LocalText
    draws: Draws = 0
    rearranges: bool = False

    def __post_init__(self) -> None:
        if (self.kind == "reaction") != (self.trigger is not None):
            raise refuse("trigger", "a reaction needs a trigger and an action must have none")
        if (
            self.target in ("two_random_coins_own_hold", "one_random_coin_own_hold")
            and not self.draws
        ):
            raise refuse("draws", "a random hold target needs `draws`")


class CoinsFile(Shape, frozen=True):
    coins: Annotated[tuple[CoinType, ...], Meta(min_length=1, max_length=64)]


class ShipSet(Shape, frozen=True):
    name: LocalText
    product: bool
    total: Annotated[int, Meta(ge=1, le=256)]
    coins: Annotated[Mapping[Id, CoinCount], Meta(min_length=1)]
    verified: bool = True
    union_of: tuple[Id, ...] | None = None


class ShipSetsFile(Shape, frozen=True):
    ship_sets: Annotated[Mapping[Id, ShipSet], Meta(min_length=1)]
    sandbox_shipyards: Mapping[Id, ShipSet]


class ShipRules(Shape, frozen=True):
    ship_size: Annotated[int, Meta(ge=4, le=20)]
    deck_size_at_start: Annotated[int, Meta(ge=3, le=19)]
    crows_nest_at_start: Annotated[int, Meta(ge=1, le=1)]  # P8-9: one coin in the nest
    captains_per_ship: Annotated[int, Meta(ge=1, le=3)]
    set_size: Annotated[int, Meta(ge=4, le=64)]

    def __post_init__(self) -> None:
        if self.deck_size_at_start + self.crows_nest_at_start != self.ship_size:
            raise refuse(
                "deck_size_at_start",
                "deck_size_at_start + crows_nest_at_start must equal ship_size (P8-9)",
            )
        if self.captains_per_ship >= self.ship_size:
            raise refuse("captains_per_ship", "a ship holds more than its Captains (P8-8)")


class Seats(Shape, frozen=True):
    min: PlayerSeats
    max: PlayerSeats
    rulebook_max: PlayerSeats
    default: PlayerSeats

    def __post_init__(self) -> None:
        if not self.min <= self.max <= self.rulebook_max:
            raise refuse(
                "max", f"{self.max} is outside min..rulebook_max ({self.min}..{self.rulebook_max})"
            )
        if not self.min <= self.default <= self.max:
            raise refuse("default", f"{self.default} is outside min..max ({self.min}..{self.max})")


class VariantSeats(Shape, frozen=True):
    teams: tuple[PlayerSeats, ...]
    chess_clock: tuple[PlayerSeats, ...]

    def __post_init__(self) -> None:
        for i, n in enumerate(self.teams):
            if n % 2 or n < 4:  # P8-108, P8-150
                raise refuse(
                    f"teams[{i}]", f"{n}: teams need an even number of seats, four or more"
                )


class GameFile(Shape, frozen=True):
    """game.yaml: the table (seat range, the seat counts of the variants that need some)."""

    seats: Seats
    variant_seats: VariantSeats

    def __post_init__(self) -> None:
        seats = self.seats
        for key in ("teams", "chess_clock"):
            for i, n in enumerate(getattr(self.variant_seats, key)):
                if not seats.min <= n <= seats.max:
                    raise refuse(
                        f"variant_seats.{key}[{i}]",
                        f"{n} is outside the table's {seats.min}..{seats.max} seats",
                    )


Seconds = Annotated[int, Meta(ge=10, le=3600)]
Wins = Annotated[int, Meta(ge=1, le=9)]
DraftCount = Annotated[int, Meta(ge=1, le=16)]
Scraps = Annotated[int, Meta(ge=0, le=32)]


class Settings(Shape, frozen=True):
    first_player: Literal["random", "first_seat"]
    reaction_priority: Literal["affected_then_clockwise_after_source"]
    hotseat_prompt_masking: bool
    boarding_party_destroyed_on_use: bool
    stalemate_quiet_rounds: Annotated[int, Meta(ge=1, le=10)]  # P8-148 (the variant's range)
    max_played_turns: Annotated[int, Meta(ge=10, le=2000)]  # P8-146
    chess_clock_seconds: Seconds
    chess_clock_seconds_min: Seconds
    chess_clock_seconds_max: Seconds
    ai_clock_charge_seconds: Annotated[float, Meta(ge=0.0, le=60.0)]
    match_target_wins: Wins
    match_target_wins_max: Wins
    team_seating: Literal["alternate"]
    draft_random_count_per_player: DraftCount
    draft_random_count_min: DraftCount
    draft_random_count_max: DraftCount
    random_redeal_attempts_max: Annotated[int, Meta(ge=1, le=1000)]
    extra_scraps: Scraps
    extra_scraps_max: Scraps
    trade_rounds_max: Annotated[int, Meta(ge=1, le=20)]

    def __post_init__(self) -> None:
        for key, low, value, high in (
            (
                "chess_clock_seconds",
                self.chess_clock_seconds_min,
                self.chess_clock_seconds,
                self.chess_clock_seconds_max,
            ),
            (
                "draft_random_count_per_player",
                self.draft_random_count_min,
                self.draft_random_count_per_player,
                self.draft_random_count_max,
            ),
            ("match_target_wins", 1, self.match_target_wins, self.match_target_wins_max),
            ("extra_scraps", 0, self.extra_scraps, self.extra_scraps_max),
        ):
            if not low <= value <= high:
                raise refuse(key, f"{value} is outside {low}..{high} (its _min and _max)")


class Positions(Shape, frozen=True):
    nest: LocalText
    fore: LocalText
    aft: LocalText
    nth: LocalText
    hold: LocalText
    limbo: LocalText
    hidden: LocalText
    nothing: LocalText
    list_separator: LocalText


class SettingsFile(Shape, frozen=True):
    ship_rules: ShipRules
    settings_defaults: Settings
    positions: Positions


# The coin roles the rules find by their fields (catalogue.py), each exactly once (section 12).
ROLES: tuple[tuple[str, dict[str, Any]], ...] = (
    ("gold coin (the Captain)", {"gold": True}),
    ("Cannon", {"target": "fore_line_of_another_player"}),
    ("Treachery", {"trigger": "ability_used_by_another_seat"}),
    ("Captain's Monkey", {"trigger": "self_about_to_be_destroyed"}),
    ("Full Sail", {"trigger": "own_open_coin_destroyed_by_opponent", "target": None}),
    ("Black Spot", {"trigger": "own_open_coin_destroyed_by_opponent", "target": "the_destroyer"}),
)
MATE = "mate"  # the coin `requires: active_mate` names (P8-40)


@dataclass(frozen=True)
class P8Content:
    """Everything loaded from data/pieces_of_eight/, plus lookups built once. `files` maps each
    file's name (coins.yaml ...) to the name messages show (its folder included)."""

    coins: tuple[CoinType, ...]
    ship_sets: Mapping[str, ShipSet]
    sandbox_shipyards: Mapping[str, ShipSet]
    ship_rules: ShipRules
    settings: Settings
    positions: Positions
    table: GameFile
    index: Mapping[str, int] = field(default_factory=dict)
    files: Mapping[str, str] = field(default_factory=dict, compare=False)

    def coin(self, coin_id: str) -> CoinType:
        return self.coins[self.index[coin_id]]

    def shipyard(self, yard_id: str) -> ShipSet:
        if yard_id in self.ship_sets:
            return self.ship_sets[yard_id]
        return self.sandbox_shipyards[yard_id]

    def shipyard_ids(self) -> tuple[str, ...]:
        return tuple(self.ship_sets) + tuple(self.sandbox_shipyards)

    def file(self, name: str) -> str:
        return self.files.get(name, name)

    def the_one(self, what: str, **fields: Any) -> int:
        """Index of the single coin type whose fields equal `fields` (load-time checked)."""
        found = [
            i
            for i, c in enumerate(self.coins)
            if all(getattr(c, k) == v for k, v in fields.items())
        ]
        if len(found) != 1:
            raise DataError(
                self.file("coins.yaml"),
                "coins",
                f"expected exactly one {what} "
                f"({', '.join(f'{k}: {v}' for k, v in fields.items())}), found {len(found)}",
            )
        return found[0]


def load_content(folder: Path) -> P8Content:
    folder = Path(folder)
    names = ("coins.yaml", "ship_sets.yaml", "settings.yaml", "game.yaml")
    coins = load(folder / "coins.yaml", CoinsFile).coins
    sets = load(folder / "ship_sets.yaml", ShipSetsFile)
    settings = load(folder / "settings.yaml", SettingsFile)
    table = load(folder / "game.yaml", GameFile)
    content = P8Content(
        coins,
        sets.ship_sets,
        sets.sandbox_shipyards,
        settings.ship_rules,
        settings.settings_defaults,
        settings.positions,
        table,
        {c.id: i for i, c in enumerate(coins)},
        {name: shown(folder / name) for name in names},
    )
    _check_coins(content)
    _check_sets(content)
    _check_settings(content)
    return content


def _check_coins(content: P8Content) -> None:
    f = content.file("coins.yaml")
    check_unique(f, "coins", [c.id for c in content.coins])
    for what, fields in ROLES:
        content.the_one(what, **fields)
    check_ref(f, "coins", MATE, content.index, "coin (the Mate, P8-40)")
    gold = content.the_one("gold coin (the Captain)", gold=True)
    check_total(
        f,
        f"coins[{gold}].limit",
        content.coins[gold].limit,
        content.ship_rules.captains_per_ship,
        "the gold coin's copies (P8-8: ship_rules.captains_per_ship in settings.yaml)",
    )


def _check_sets(content: P8Content) -> None:
    f = content.file("ship_sets.yaml")
    for group, table in (
        ("ship_sets", content.ship_sets),
        ("sandbox_shipyards", content.sandbox_shipyards),
    ):
        for yard_id, yard in table.items():
            where = f"{group}.{yard_id}"
            for coin_id in yard.coins:
                check_ref(f, f"{where}.coins.{coin_id}", coin_id, content.index, "coin")
            check_total(
                f, f"{where}.coins", sum(yard.coins.values()), yard.total, "the coin counts"
            )
            if yard.product:
                _check_product(content, f, where, yard)
            if yard.union_of is not None:
                _check_union(content, f, where, yard)
            if not _buildable_counts(content, dict(yard.coins)):
                raise DataError(f, f"{where}.coins", "cannot build a legal ship (P8-8)")
    for yard_id in content.sandbox_shipyards:
        if yard_id in content.ship_sets:
            raise DataError(f, f"sandbox_shipyards.{yard_id}", "is also the id of a ship set")


def _check_product(content: P8Content, f: str, where: str, yard: ShipSet) -> None:
    check_total(
        f, f"{where}.total", yard.total, content.ship_rules.set_size, "a product set's coins"
    )
    captain = content.coins[content.the_one("gold coin", gold=True)].id
    if yard.coins.get(captain, 0) != 1:
        raise DataError(f, f"{where}.coins", "a product set holds exactly one Captain")
    for coin_id, count in yard.coins.items():
        limit = content.coin(coin_id).limit
        check_range(f, f"{where}.coins.{coin_id}", count, 1, limit, "(the coin's limit, P8-119)")


def _check_union(content: P8Content, f: str, where: str, yard: ShipSet) -> None:
    union: dict[str, int] = {}
    for i, part in enumerate(yard.union_of or ()):
        check_ref(f, f"{where}.union_of[{i}]", part, content.ship_sets, "ship set")
        for coin_id, count in content.ship_sets[part].coins.items():
            union[coin_id] = union.get(coin_id, 0) + count
    if union != dict(yard.coins):
        raise DataError(f, f"{where}.coins", "is not the union of the sets named in union_of")


def _buildable_counts(content: P8Content, counts: dict[str, int]) -> bool:
    """A shipyard can build a legal ship: a Captain plus ship_size - 1 others within limits."""
    rules = content.ship_rules
    captain = content.coins[content.the_one("gold coin", gold=True)].id
    if counts.get(captain, 0) < 1:
        return False
    usable = sum(min(n, content.coin(c).limit) for c, n in counts.items() if c != captain)
    return usable >= rules.ship_size - rules.captains_per_ship


def _check_settings(content: P8Content) -> None:
    key = "settings_defaults.boarding_party_destroyed_on_use"
    f = content.file("settings.yaml")
    check_ref(f, key, "boarding_party", content.index, "coin")
    if (
        content.coin("boarding_party").destroyed_on_use
        != content.settings.boarding_party_destroyed_on_use
    ):
        raise DataError(
            f, key, "disagrees with destroyed_on_use of boarding_party in coins.yaml (P8-120)"
        )
