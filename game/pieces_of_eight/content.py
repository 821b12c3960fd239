"""Pieces of Eight data: coin types, shipyards, settings and the table (game.yaml), read from
data/pieces_of_eight/*.yaml.

Everything the rules need to know about a coin comes from here (digest section 2, section 6 and the
data appendix, section 12): its limit, whether it is an action or a reaction, what it targets,
whether using it destroys it, whether an active Mate spares it. The rules dispatch on these fields
(`target`, `trigger`, `requires`) and never on numbers typed into code.

Load-time cross-checks (beyond the shape checks of game.core.data): unique ids, exactly one gold
type (the Captain, P8-4) whose limit is the captains-per-ship rule, every role the rules need
present exactly once (Treachery, Monkey, Full Sail, Black Spot, the Mate that `active_mate` names),
product sets of `set_size` coins with one Captain and no type above its limit (P8-119), sandbox
unions that really are the union of the sets they name, and totals that add up.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from game.core.data import LocalText, check_ref, check_total, check_unique, load
from game.core.errors import DataError

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


@dataclass(frozen=True)
class CoinType:
    id: str
    name: LocalText
    limit: int
    gold: bool
    kind: Kind
    destroyed_on_use: bool
    spared_by_active_mate: bool
    requires: Requires | None
    usable_from: UsableFrom
    target: Target | None
    trigger: Trigger | None
    name_confirmed: bool
    rule: str
    text: LocalText
    draws: int = 0
    rearranges: bool = False

    def __validate__(self) -> str | None:
        if self.limit < 1:
            return f"coin {self.id!r}: limit must be at least 1"
        if self.draws < 0:
            return f"coin {self.id!r}: draws cannot be negative"
        if (self.kind == "reaction") != (self.trigger is not None):
            return f"coin {self.id!r}: a reaction needs a trigger and an action must have none"
        if (
            self.target in ("two_random_coins_own_hold", "one_random_coin_own_hold")
            and not self.draws
        ):
            return f"coin {self.id!r}: a random hold target needs `draws`"
        return None


@dataclass(frozen=True)
class CoinsFile:
    coins: tuple[CoinType, ...]


@dataclass(frozen=True)
class ShipSet:
    name: LocalText
    product: bool
    total: int
    coins: Mapping[str, int]
    verified: bool = True
    union_of: tuple[str, ...] | None = None


@dataclass(frozen=True)
class ShipSetsFile:
    ship_sets: Mapping[str, ShipSet]
    sandbox_shipyards: Mapping[str, ShipSet]


@dataclass(frozen=True)
class ShipRules:
    ship_size: int
    deck_size_at_start: int
    crows_nest_at_start: int
    captains_per_ship: int
    set_size: int


@dataclass(frozen=True)
class Seats:
    min: int
    max: int
    rulebook_max: int
    default: int


@dataclass(frozen=True)
class VariantSeats:
    teams: tuple[int, ...]
    chess_clock: tuple[int, ...]


@dataclass(frozen=True)
class GameFile:
    """game.yaml: the table (seat range, the seat counts of the variants that need some)."""

    seats: Seats
    variant_seats: VariantSeats


@dataclass(frozen=True)
class Settings:
    first_player: Literal["random", "first_seat"]
    reaction_priority: Literal["affected_then_clockwise_after_source"]
    hotseat_prompt_masking: bool
    boarding_party_destroyed_on_use: bool
    stalemate_quiet_rounds: int
    max_played_turns: int
    chess_clock_seconds: int
    chess_clock_seconds_min: int
    chess_clock_seconds_max: int
    ai_clock_charge_seconds: float
    match_target_wins: int
    match_target_wins_max: int
    team_seating: Literal["alternate"]
    draft_random_count_per_player: int
    draft_random_count_min: int
    draft_random_count_max: int
    random_redeal_attempts_max: int
    extra_scraps: int
    extra_scraps_max: int
    trade_rounds_max: int


@dataclass(frozen=True)
class Positions:
    nest: LocalText
    fore: LocalText
    aft: LocalText
    nth: LocalText
    hold: LocalText
    limbo: LocalText
    hidden: LocalText
    nothing: LocalText
    list_separator: LocalText


@dataclass(frozen=True)
class SettingsFile:
    ship_rules: ShipRules
    settings_defaults: Settings
    positions: Positions


@dataclass(frozen=True)
class P8Content:
    """Everything loaded from data/pieces_of_eight/, plus lookups built once."""

    coins: tuple[CoinType, ...]
    ship_sets: Mapping[str, ShipSet]
    sandbox_shipyards: Mapping[str, ShipSet]
    ship_rules: ShipRules
    settings: Settings
    positions: Positions
    table: GameFile
    index: Mapping[str, int] = field(default_factory=dict)

    def coin(self, coin_id: str) -> CoinType:
        return self.coins[self.index[coin_id]]

    def shipyard(self, yard_id: str) -> ShipSet:
        if yard_id in self.ship_sets:
            return self.ship_sets[yard_id]
        return self.sandbox_shipyards[yard_id]

    def shipyard_ids(self) -> tuple[str, ...]:
        return tuple(self.ship_sets) + tuple(self.sandbox_shipyards)

    def the_one(self, what: str, **fields: Any) -> int:
        """Index of the single coin type whose fields equal `fields` (load-time checked)."""
        found = [
            i
            for i, c in enumerate(self.coins)
            if all(getattr(c, k) == v for k, v in fields.items())
        ]
        if len(found) != 1:
            raise DataError(
                "coins.yaml",
                "coins",
                f"expected exactly one {what} "
                f"({', '.join(f'{k}: {v}' for k, v in fields.items())}), found {len(found)}",
            )
        return found[0]


def load_content(folder: Path) -> P8Content:
    folder = Path(folder)
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
    )
    _check_coins(content)
    _check_sets(content)
    _check_settings(content)
    _check_table(content)
    return content


def _check_coins(content: P8Content) -> None:
    check_unique("coins.yaml", "coins", [c.id for c in content.coins])
    gold = content.the_one("gold coin (the Captain)", gold=True)
    if content.coins[gold].limit != content.ship_rules.captains_per_ship:
        raise DataError(
            "coins.yaml",
            f"coins[{gold}].limit",
            "the gold coin's limit must equal ship_rules.captains_per_ship (P8-8)",
        )
    for i, c in enumerate(content.coins):
        if c.requires == "active_mate":
            check_ref(
                "coins.yaml",
                f"coins[{i}].requires",
                "mate",
                content.index,
                "coin (the Mate that `active_mate` needs)",
            )
    content.the_one("Treachery", trigger="ability_used_by_another_seat")
    content.the_one("Captain's Monkey", trigger="self_about_to_be_destroyed")
    content.the_one("Full Sail", trigger="own_open_coin_destroyed_by_opponent", target=None)
    content.the_one(
        "Black Spot", trigger="own_open_coin_destroyed_by_opponent", target="the_destroyer"
    )


def _check_sets(content: P8Content) -> None:
    for group, table in (
        ("ship_sets", content.ship_sets),
        ("sandbox_shipyards", content.sandbox_shipyards),
    ):
        for yard_id, yard in table.items():
            where = f"{group}.{yard_id}"
            for coin_id, count in yard.coins.items():
                check_ref(
                    "ship_sets.yaml", f"{where}.coins.{coin_id}", coin_id, content.index, "coin"
                )
                if count < 1:
                    raise DataError(
                        "ship_sets.yaml",
                        f"{where}.coins.{coin_id}",
                        "a count must be at least 1 (leave the coin out instead)",
                    )
            check_total(
                "ship_sets.yaml",
                f"{where}.coins",
                sum(yard.coins.values()),
                yard.total,
                "the coin counts",
            )
            if yard.product:
                _check_product(content, where, yard)
            if yard.union_of is not None:
                _check_union(content, where, yard)
            if not _buildable_counts(content, dict(yard.coins)):
                raise DataError("ship_sets.yaml", where, "cannot build a legal ship (P8-8)")


def _check_product(content: P8Content, where: str, yard: ShipSet) -> None:
    check_total(
        "ship_sets.yaml",
        f"{where}.total",
        yard.total,
        content.ship_rules.set_size,
        "a product set's coins",
    )
    captain = content.coins[content.the_one("gold coin", gold=True)].id
    if yard.coins.get(captain, 0) != 1:
        raise DataError(
            "ship_sets.yaml", f"{where}.coins", "a product set holds exactly one Captain"
        )
    for coin_id, count in yard.coins.items():
        if count > content.coin(coin_id).limit:
            raise DataError(
                "ship_sets.yaml",
                f"{where}.coins.{coin_id}",
                f"{count} copies exceed the limit {content.coin(coin_id).limit} (P8-119)",
            )


def _check_union(content: P8Content, where: str, yard: ShipSet) -> None:
    union: dict[str, int] = {}
    for i, part in enumerate(yard.union_of or ()):
        check_ref("ship_sets.yaml", f"{where}.union_of[{i}]", part, content.ship_sets, "ship set")
        for coin_id, count in content.ship_sets[part].coins.items():
            union[coin_id] = union.get(coin_id, 0) + count
    if union != dict(yard.coins):
        raise DataError(
            "ship_sets.yaml", f"{where}.coins", "is not the union of the sets named in union_of"
        )


def _buildable_counts(content: P8Content, counts: dict[str, int]) -> bool:
    """A shipyard can build a legal ship: a Captain plus ship_size - 1 others within limits."""
    rules = content.ship_rules
    captain = content.coins[content.the_one("gold coin", gold=True)].id
    if counts.get(captain, 0) < 1:
        return False
    usable = sum(min(n, content.coin(c).limit) for c, n in counts.items() if c != captain)
    return usable >= rules.ship_size - rules.captains_per_ship


def _check_settings(content: P8Content) -> None:
    r, s = content.ship_rules, content.settings
    if r.deck_size_at_start + r.crows_nest_at_start != r.ship_size:
        raise DataError(
            "settings.yaml",
            "ship_rules",
            "deck_size_at_start + crows_nest_at_start must equal ship_size (P8-9)",
        )
    if r.crows_nest_at_start != 1:
        raise DataError("settings.yaml", "ship_rules.crows_nest_at_start", "must be 1 (P8-9)")
    ranges = [
        (
            "chess_clock_seconds",
            s.chess_clock_seconds_min,
            s.chess_clock_seconds,
            s.chess_clock_seconds_max,
        ),
        (
            "draft_random_count_per_player",
            s.draft_random_count_min,
            s.draft_random_count_per_player,
            s.draft_random_count_max,
        ),
        ("match_target_wins", 1, s.match_target_wins, s.match_target_wins_max),
        ("extra_scraps", 0, s.extra_scraps, s.extra_scraps_max),
    ]
    for key, low, value, high in ranges:
        if not low <= value <= high:
            raise DataError(
                "settings.yaml", f"settings_defaults.{key}", f"{value} is outside {low}..{high}"
            )
    for key in (
        "stalemate_quiet_rounds",
        "max_played_turns",
        "random_redeal_attempts_max",
        "trade_rounds_max",
    ):
        if getattr(s, key) < 1:
            raise DataError("settings.yaml", f"settings_defaults.{key}", "must be at least 1")
    check_ref(
        "settings.yaml",
        "settings_defaults.boarding_party_destroyed_on_use",
        "boarding_party",
        content.index,
        "coin",
    )
    if content.coin("boarding_party").destroyed_on_use != s.boarding_party_destroyed_on_use:
        raise DataError(
            "settings.yaml",
            "settings_defaults.boarding_party_destroyed_on_use",
            "disagrees with destroyed_on_use of boarding_party in coins.yaml (P8-120)",
        )
    if s.ai_clock_charge_seconds < 0:
        raise DataError(
            "settings.yaml", "settings_defaults.ai_clock_charge_seconds", "cannot be negative"
        )


def _check_table(content: P8Content) -> None:
    seats = content.table.seats
    for key, low, value, high in (
        ("max", seats.min, seats.max, seats.rulebook_max),
        ("default", seats.min, seats.default, seats.max),
    ):
        if not low <= value <= high:
            raise DataError("game.yaml", f"seats.{key}", f"{value} is outside {low}..{high}")
    for key in ("teams", "chess_clock"):
        for i, n in enumerate(getattr(content.table.variant_seats, key)):
            if not seats.min <= n <= seats.max:
                raise DataError(
                    "game.yaml",
                    f"variant_seats.{key}[{i}]",
                    f"{n} is outside the table's {seats.min}..{seats.max} seats",
                )
