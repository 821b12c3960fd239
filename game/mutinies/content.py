"""21 Mutinies content: data/mutinies/*.yaml as typed shapes whose types carry the limits.

Five files (digest section 9): jewels.yaml (M21-130), treasures.yaml (M21-131), cards.yaml
(M21-132), board.yaml (M21-13, M21-15, M21-133, M21-134) and game.yaml (the table: M21-4,
M21-9, M21-118 to M21-120). Jewel and treasure tokens are listed as rows with a count;
`load_content` expands them into one object per physical token with a stable id (`red01a`:
colour, doubloon icons, rum icons, letter; `doubloons2a`: kind, amount, letter) so that saves and
scenarios can name single tokens.

Every count, amount and range has its limits on the shapes; after loading, declared checks name
the file and key that break them: unique ids, ids that point somewhere (combinations, areas,
slots, treasure kinds, the Cabin's doubloon slot), the areas under their own keys, totals that add
up, a payout row per rum, and game.yaml against the others (a setup row for every seat count the
table offers, a deck no larger than the cards).
"""

from __future__ import annotations

import string
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Literal, get_args

from game.core import DataError
from game.core.data import (
    Id,
    LocalText,
    Meta,
    SeatCount,
    Shape,
    VariantDef,
    check_range,
    check_ref,
    check_total,
    check_unique,
    load,
    refuse,
    shown,
)
from game.core.limits import MAX_SEATS

WILD = "wild"
AreaId = Literal["cr", "nc", "ship", "tavern", "bm", "city", "cabin", "mutiny"]
AREA_IDS: tuple[str, ...] = get_args(AreaId)
AREA_FIELDS = dict(  # the key of each area in board.yaml and its id
    zip(
        (
            "commercial_routes",
            "non_commercial_routes",
            "shipwrecks",
            "tavern",
            "black_market",
            "city",
            "cabin",
            "mutiny",
        ),
        AREA_IDS,
    )
)
CAPTAIN_AREAS = ("cr", "nc", "ship", "tavern", "bm", "city")  # M21-26
CABIN_DOUBLOON = "K2"  # the Cabin slot that pays a doubloon (M21-67)
ORDERED_AREAS = ("nc", "ship", "tavern")  # M21-21
WINDOWS = ("W1", "W2", "W3a", "W3b", "roll_reaction")  # M21-23


# ---- declared limits -------------------------------------------------------------------------
Small = Annotated[int, Meta(ge=0, le=20)]
"""A small non-negative amount printed on a card, slot or token (doubloons, rum, prestige)."""
Delta = Annotated[int, Meta(ge=-20, le=20)]
"""A prestige change that may be a loss (Mutiny 0, M21-70; O13)."""
Icons = Annotated[int, Meta(ge=0, le=5)]
Copies = Annotated[int, Meta(ge=1, le=26)]
"""Copies of one token row: each gets a letter a..z in its id."""
Total = Annotated[int, Meta(ge=0, le=1000)]


# ---- jewels.yaml ---------------------------------------------------------------------------
class ColourDef(Shape, frozen=True):
    id: Id
    name: LocalText


class WildDef(Shape, frozen=True):
    name: LocalText


class JewelRow(Shape, frozen=True):
    doubloon_icons: Icons
    rum_icons: Icons
    count: Copies


class JewelTotals(Shape, frozen=True):
    tokens: Total
    rum_icons: Total
    rum_icons_per_colour: Total
    wild_rum_icons: Total


class JewelsFile(Shape, frozen=True):
    colours: Annotated[tuple[ColourDef, ...], Meta(min_length=1, max_length=8)]
    wild: WildDef
    per_colour: Annotated[tuple[JewelRow, ...], Meta(min_length=1)]
    wild_tokens: tuple[JewelRow, ...]
    totals: JewelTotals


@dataclass(frozen=True)
class Jewel:
    """One physical jewel token. `d` and `r` are its printed icons (M21-46)."""

    id: str
    colour: str  # a colour id or "wild"
    d: int
    r: int
    name: LocalText  # the colour's name


# ---- treasures.yaml ------------------------------------------------------------------------
TreasureKind = Literal["rum", "doubloons", "prestige", "exchange", "jewel"]


class TreasureKindDef(Shape, frozen=True):
    id: TreasureKind
    name: LocalText


class TreasureRow(Shape, frozen=True):
    kind: TreasureKind
    amount: Annotated[int, Meta(ge=1, le=10)]
    count: Copies


class TreasuresFile(Shape, frozen=True):
    kinds: Annotated[tuple[TreasureKindDef, ...], Meta(min_length=1)]
    tokens: Annotated[tuple[TreasureRow, ...], Meta(min_length=1)]
    exchange_rate: Annotated[int, Meta(ge=1, le=5)]
    total: Total


@dataclass(frozen=True)
class Treasure:
    id: str
    kind: str
    amount: int
    name: LocalText


# ---- cards.yaml ----------------------------------------------------------------------------
CardOp = Literal[
    "all_lose_rum",
    "no_rum_lose_pp",
    "blockade",
    "captain_pays_each",
    "captain_loses_d",
    "captain_gives_jewel_to_last",
    "all_gain_d",
    "all_gain_rum",
    "old_captain_loses_pp",
    "captain_rum_for_pp",
    "co_mutineers_gain_pp",
    "captain_discards_treasure",
    "flush_commercial_display",
    "gain_d",
    "gain_rum",
    "steal_d",
    "steal_random_jewel",
    "draw2_keep1_treasure",
    "free_jewel_doubloons",
    "bm_bonus",
    "reroll_once",
    "tavern_extra_rum",
    "gain_pp",
    "ordered_slot_any",
    "zero_slot_cost",
    "city_extra_slot",
    "ignore_pirate_token",
    "cabin_bonus",
    "rum_to_d",
    "pp_per_rum",
    "pp_per_4d",
    "pp_per_unsold_jewel",
    "four_colours",
    "pp_per_card_held",
    "lowest_pp_bonus",
    "final_round_captain",
    "pp_per_2_treasures",
    "no_rum_bonus",
    "pp_per_unsold_wild",
    "pp_per_mutiny_captaincy",
    "flat_pp",
    "final_round",
]
Window = Literal["W1", "W2", "W3a", "W3b", "roll_reaction"]


class Card(Shape, frozen=True):
    id: Id
    category: Literal["obligatory", "voluntary", "end_of_game", "special"]
    op: CardOp
    name: LocalText
    text: LocalText
    when: Annotated[tuple[Window, ...], Meta(max_length=5)] = ()
    at_end: Literal["none", "gain_pp", "return_rum"] = "none"
    at_end_amount: Small = 0
    amount: Small = 0
    d: Small = 0
    pp: Delta = 0
    rum: Small = 0
    cap: Small = 0
    max: Small = 0
    rate: Annotated[int, Meta(ge=0, le=5)] = 0
    action: AreaId | Literal[""] = ""  # blockaded, or where the own disc must be
    targets: tuple[Id, ...] = ()  # areas or slots the card affects (V12)

    def __post_init__(self) -> None:
        if self.category == "voluntary" and not self.when:
            raise refuse("when", "a voluntary card needs a window list")
        if self.category != "voluntary" and (self.when or self.at_end != "none"):
            raise refuse("when", "only voluntary cards have 'when' and 'at_end'")
        if len(set(self.when)) != len(self.when):
            raise refuse("when", "a window is listed twice")
        if self.op == "blockade" and self.action not in CAPTAIN_AREAS:
            raise refuse(
                "action", f"a blockade names an action the captain may choose {CAPTAIN_AREAS}"
            )


class CardCounts(Shape, frozen=True):
    obligatory: Total
    voluntary: Total
    end_of_game: Total
    special: Total
    total: Total


class CardsFile(Shape, frozen=True):
    cards: Annotated[tuple[Card, ...], Meta(min_length=2, max_length=200)]
    counts: CardCounts


# ---- board.yaml ----------------------------------------------------------------------------
class PlayerCount(Shape, frozen=True):
    players: SeatCount
    display: Annotated[int, Meta(ge=1, le=10)]  # Commercial Routes slots (M21-41)
    nc_stack: Annotated[int, Meta(ge=1, le=10)]  # Non-Commercial stack size (M21-12, M21-50)
    ordered_slots: Annotated[int, Meta(ge=1, le=10)]  # usable slots of ordered actions (M21-169)


class SetupDef(Shape, frozen=True):
    start_pp: Small
    start_rum: Small
    captain_d: Small
    sailor_d: Small
    rum_cubes: Annotated[int, Meta(ge=1, le=200)]
    end_exhaustions: Annotated[int, Meta(ge=1, le=5)]
    dice_sides: Annotated[int, Meta(ge=2, le=20)]
    per_count: Annotated[tuple[PlayerCount, ...], Meta(min_length=1)]


class TrackBonus(Shape, frozen=True):
    square: Annotated[int, Meta(ge=1, le=200)]
    kind: Literal["doubloons", "treasure", "rum", "jewel"]
    amount: Annotated[int, Meta(ge=1, le=5)]


class Reward(Shape, frozen=True):
    d: Small = 0
    pp: Small = 0


class PrestigeTrack(Shape, frozen=True):
    bonuses: tuple[TrackBonus, ...]
    treasure_fallback: Reward

    def __post_init__(self) -> None:
        squares = [b.square for b in self.bonuses]
        if squares != sorted(set(squares)):
            raise refuse("bonuses", "squares must be in ascending order, each once")


SlotEffect = Literal["", "prestige", "steal", "rum", "rumour", "black_market", "doubloon", "mutiny"]


class SlotDef(Shape, frozen=True):
    """One board slot. Only the fields its area uses are set (the rest stay 0 / empty)."""

    id: Id
    name: LocalText
    cost_d: Small = 0  # paid on placement (M21-37)
    rum: Small = 0  # rum gained (NC / Shipwrecks slot 4-5 bonus, City C3)
    d: Small = 0  # doubloons gained (Tavern slot bonus, Cabin K2, Mutiny M0)
    pp: Delta = 0  # prestige gained (City C1, Cabin, Mutiny)
    above: Annotated[int, Meta(ge=0, le=40)] = 0  # Shipwrecks threshold
    both_dice_d: Small = 0  # Shipwrecks captain bonus
    combo: str = ""  # Black Market combination (an id of combinations.types)
    effect: SlotEffect = ""  # City / Cabin / Mutiny effect kind
    min_jewels: Annotated[int, Meta(ge=0, le=10)] = 0  # City C5 requirement


Slots = Annotated[tuple[SlotDef, ...], Meta(min_length=1, max_length=10)]


class AreaDef(Shape, frozen=True):
    id: AreaId
    name: LocalText
    slots: Slots
    nc_bonus_players: Annotated[int, Meta(ge=0, le=MAX_SEATS)] = 0
    dice: Annotated[int, Meta(ge=0, le=4)] = 0
    captain_rum: Small = 0
    roll_bonus: Small = 0
    fifth_disc_players: Annotated[int, Meta(ge=0, le=MAX_SEATS)] = 0
    fifth_disc_pp: Small = 0

    def __post_init__(self) -> None:
        # the City, the Cabin and the Mutiny act by their slots' effects; no other area has one
        acts = self.id in ("city", "cabin", "mutiny")
        for i, slot in enumerate(self.slots):
            if acts and not slot.effect:
                raise refuse(f"slots[{i}].effect", f"a slot of the {self.id} area needs its effect")
            if not acts and slot.effect:
                raise refuse(f"slots[{i}].effect", f"the {self.id} area's slots have no effect")


class Areas(Shape, frozen=True):
    commercial_routes: AreaDef
    non_commercial_routes: AreaDef
    shipwrecks: AreaDef
    tavern: AreaDef
    black_market: AreaDef
    city: AreaDef
    cabin: AreaDef
    mutiny: AreaDef

    def all(self) -> tuple[AreaDef, ...]:
        return (
            self.commercial_routes,
            self.non_commercial_routes,
            self.shipwrecks,
            self.tavern,
            self.black_market,
            self.city,
            self.cabin,
            self.mutiny,
        )


Payout = Annotated[int, Meta(ge=0, le=50)]


class Combination(Shape, frozen=True):
    id: Id
    test: Literal["any", "same", "pairs"]
    size: Annotated[int, Meta(ge=2, le=8)]
    name: LocalText
    payout: tuple[tuple[Payout, Payout], ...]  # [D, PP] for r = 0 .. max_rum

    def __post_init__(self) -> None:
        if self.test == "pairs" and self.size % 2:
            raise refuse("size", "pairs need an even size")


class Combinations(Shape, frozen=True):
    max_rum: Annotated[int, Meta(ge=0, le=10)]
    types: Annotated[tuple[Combination, ...], Meta(min_length=1)]


class ScoringDef(Shape, frozen=True):
    jewel_d: Small
    card_d: Small
    d_per_pp: Annotated[int, Meta(ge=1, le=20)]
    refused_pp: Annotated[int, Meta(ge=-20, le=0)]
    rum_pp: Annotated[int, Meta(ge=-20, le=0)]


class BoardFile(Shape, frozen=True):
    setup: SetupDef
    prestige_track: PrestigeTrack
    areas: Areas
    combinations: Combinations
    scoring: ScoringDef


# ---- game.yaml -----------------------------------------------------------------------------
class Seats(Shape, frozen=True):
    min: Annotated[int, Meta(ge=3, le=MAX_SEATS)]  # M21-4 (2 seats: the two-player variant)
    max: Annotated[int, Meta(ge=3, le=MAX_SEATS)]
    default: Annotated[int, Meta(ge=2, le=MAX_SEATS)]

    def __post_init__(self) -> None:
        if self.min > self.max:
            raise refuse("max", f"{self.max} is below min ({self.min})")
        if not (self.min <= self.default <= self.max or self.default == 2):
            raise refuse("default", f"{self.default} is outside {self.min}..{self.max}")


class TableFile(Shape, frozen=True):
    """data/mutinies/game.yaml: the table facts."""

    seats: Seats
    two_player_variant: Id
    has_hidden_info: bool
    step_cap: Annotated[int, Meta(ge=1000, le=1_000_000)]
    variants: tuple[VariantDef, ...]

    def __post_init__(self) -> None:
        keys = [v.key for v in self.variants]
        for i, v in enumerate(self.variants):
            if v.key in keys[:i]:
                raise refuse(f"variants[{i}].key", f"{v.key!r} is listed twice")
            if v.kind == "choice":
                raise refuse(f"variants[{i}].kind", "21 Mutinies has bool and int variants")
        henchman = next((v for v in self.variants if v.key == self.two_player_variant), None)
        if henchman is None or henchman.kind != "bool" or henchman.seats != (2,):
            raise refuse(
                "two_player_variant",
                f"{self.two_player_variant!r} must name a bool variant for two seats",
            )
        for i, v in enumerate(self.variants):
            for k, n in enumerate(v.seats):
                if not (self.seats.min <= n <= self.seats.max or n == 2):
                    raise refuse(
                        f"variants[{i}].seats[{k}]", f"{n} is not a seat count of the table"
                    )
        if "mutiny_count" not in keys or self.variants[keys.index("mutiny_count")].kind != "int":
            raise refuse("variants", "the int variant 'mutiny_count' is missing (M21-9)")


# ---- the whole content -----------------------------------------------------------------------
@dataclass(frozen=True)
class Slot:
    """A slot with its place on the board: `area` id, 1-based `index`, and its stats."""

    id: str
    area: str
    index: int
    stats: SlotDef


@dataclass(frozen=True)
class MutiniesContent:
    board: BoardFile
    table: TableFile
    colours: tuple[ColourDef, ...]
    wild_name: LocalText
    jewels: tuple[Jewel, ...]
    treasures: tuple[Treasure, ...]
    treasure_kinds: tuple[TreasureKindDef, ...]
    exchange_rate: int
    cards: tuple[Card, ...]
    jewel_by_id: dict[str, Jewel] = field(default_factory=dict, compare=False)
    treasure_by_id: dict[str, Treasure] = field(default_factory=dict, compare=False)
    card_by_id: dict[str, Card] = field(default_factory=dict, compare=False)
    slot_by_id: dict[str, Slot] = field(default_factory=dict, compare=False)
    area_by_id: dict[str, AreaDef] = field(default_factory=dict, compare=False)
    combo_by_id: dict[str, Combination] = field(default_factory=dict, compare=False)

    def per_count(self, players: int) -> PlayerCount:
        for row in self.board.setup.per_count:
            if row.players == players:
                return row
        raise KeyError(players)


def _letters(count: int) -> str:
    return string.ascii_lowercase[:count]


def _expand_jewels(data: JewelsFile) -> list[Jewel]:
    out = []
    for colour in data.colours:
        for row in data.per_colour:
            for letter in _letters(row.count):
                out.append(
                    Jewel(
                        f"{colour.id}{row.doubloon_icons}{row.rum_icons}{letter}",
                        colour.id,
                        row.doubloon_icons,
                        row.rum_icons,
                        colour.name,
                    )
                )
    for row in data.wild_tokens:
        for letter in _letters(row.count):
            out.append(
                Jewel(
                    f"{WILD}{row.doubloon_icons}{row.rum_icons}{letter}",
                    WILD,
                    row.doubloon_icons,
                    row.rum_icons,
                    data.wild.name,
                )
            )
    return out


def _check_jewels(file: str, data: JewelsFile, jewels: list[Jewel]) -> None:
    check_unique(file, "colours", [c.id for c in data.colours])
    for i, c in enumerate(data.colours):
        if c.id == WILD:
            raise DataError(file, f"colours[{i}].id", f"{WILD!r} is reserved for wild tokens")
    for rows in ("per_colour", "wild_tokens"):
        icons = [(r.doubloon_icons, r.rum_icons) for r in getattr(data, rows)]
        check_unique(file, rows, icons)  # one row per pair of icons: token ids stay unique
    ids = [j.id for j in jewels]
    twice = next((x for i, x in enumerate(ids) if x in ids[:i]), None)
    if twice is not None:
        raise DataError(file, "colours", f"two tokens would have the id {twice!r}")
    check_total(file, "totals.tokens", len(jewels), data.totals.tokens, "jewel tokens")
    check_total(
        file, "totals.rum_icons", sum(j.r for j in jewels), data.totals.rum_icons, "rum icons"
    )
    check_total(
        file,
        "totals.rum_icons_per_colour",
        sum(r.rum_icons * r.count for r in data.per_colour),
        data.totals.rum_icons_per_colour,
        "rum icons of one colour",
    )
    check_total(
        file,
        "totals.wild_rum_icons",
        sum(r.rum_icons * r.count for r in data.wild_tokens),
        data.totals.wild_rum_icons,
        "wild rum icons",
    )


def _expand_treasures(file: str, data: TreasuresFile) -> list[Treasure]:
    check_unique(file, "kinds", [k.id for k in data.kinds])
    check_unique(file, "tokens", [(row.kind, row.amount) for row in data.tokens])
    names = {k.id: k.name for k in data.kinds}
    out = []
    for i, row in enumerate(data.tokens):
        check_ref(file, f"tokens[{i}].kind", row.kind, names, "kind")
        for letter in _letters(row.count):
            out.append(
                Treasure(f"{row.kind}{row.amount}{letter}", row.kind, row.amount, names[row.kind])
            )
    check_total(file, "total", len(out), data.total, "treasure tokens")
    return out


def _check_cards(
    file: str, data: CardsFile, areas: tuple[str, ...], slots: tuple[str, ...]
) -> None:
    check_unique(file, "cards", [c.id for c in data.cards])
    for category in ("obligatory", "voluntary", "end_of_game", "special"):
        check_total(
            file,
            f"counts.{category}",
            sum(c.category == category for c in data.cards),
            getattr(data.counts, category),
            f"{category} cards",
        )
    check_total(file, "counts.total", len(data.cards), data.counts.total, "cards")
    if sum(c.op == "final_round" for c in data.cards) != 1:
        raise DataError(file, "cards", "exactly one card must have op 'final_round' (Last Mutiny)")
    ops = {c.op for c in data.cards}
    missing = [op for op in get_args(CardOp) if op not in ops]
    if missing:
        raise DataError(file, "cards", f"no card has the op {missing[0]!r} (M21-132)")
    for i, card in enumerate(data.cards):
        for k, target in enumerate(card.targets):
            check_ref(file, f"cards[{i}].targets[{k}]", target, areas + slots, "area or slot")


def _check_board(file: str, board: BoardFile) -> None:
    areas = board.areas
    for name, area in zip(AREA_FIELDS, areas.all()):
        if area.id != AREA_FIELDS[name]:
            raise DataError(file, f"areas.{name}.id", f"must be {AREA_FIELDS[name]!r}")
    for name in ("shipwrecks", "tavern"):  # M21-51, M21-55: their discs roll dice
        check_range(file, f"areas.{name}.dice", getattr(areas, name).dice, 1, 4, "(dice rolled)")
    check_unique(file, "areas.*.slots", [s.id for a in areas.all() for s in a.slots])
    cabin = [s.id for s in areas.cabin.slots]
    check_ref(
        file, "areas.cabin.slots", CABIN_DOUBLOON, cabin, "slot (the Cabin's doubloon, M21-67)"
    )
    combos = [c.id for c in board.combinations.types]
    check_unique(file, "combinations.types", combos)
    for i, combo in enumerate(board.combinations.types):
        check_total(
            file,
            f"combinations.types[{i}].payout",
            len(combo.payout),
            board.combinations.max_rum + 1,
            "payout rows (one per rum 0..max_rum)",
        )
    for i, slot in enumerate(areas.black_market.slots):
        check_ref(file, f"areas.black_market.slots[{i}].combo", slot.combo, combos, "combination")
    check_unique(file, "setup.per_count", [p.players for p in board.setup.per_count])
    ordered = min(
        len(areas.non_commercial_routes.slots), len(areas.shipwrecks.slots), len(areas.tavern.slots)
    )
    for i, row in enumerate(board.setup.per_count):
        check_range(
            file,
            f"setup.per_count[{i}].ordered_slots",
            row.ordered_slots,
            1,
            ordered,
            "(the slots printed on ordered actions)",
        )
        check_range(
            file,
            f"setup.per_count[{i}].display",
            row.display,
            1,
            len(areas.commercial_routes.slots),
            "(the Commercial Routes slots)",
        )


def _check_table(
    files: dict[str, str], table: TableFile, board: BoardFile, cards: CardsFile
) -> None:
    """game.yaml against the other files: a setup row for every seat count the table offers
    (M21-13), and a deck no larger than the cards (M21-9)."""
    rows = [row.players for row in board.setup.per_count]
    for n in [2, *range(table.seats.min, table.seats.max + 1)]:
        if n not in rows:
            raise DataError(
                files["board.yaml"], "setup.per_count", f"no row for {n} players (game.yaml seats)"
            )
    keys = [v.key for v in table.variants]
    i = keys.index("mutiny_count")
    count = table.variants[i]
    check_range(
        files["game.yaml"],
        f"variants[{i}].high",
        count.high,
        1,
        len(cards.cards),
        "(the cards of cards.yaml, Last Mutiny included)",
    )
    check_range(files["game.yaml"], f"variants[{i}].low", count.low, 1, count.high)


def load_content(folder: Path) -> MutiniesContent:
    """Read and cross-check the five YAML files of data/mutinies/."""
    folder = Path(folder)
    files = {
        name: shown(folder / name)
        for name in ("jewels.yaml", "treasures.yaml", "cards.yaml", "board.yaml", "game.yaml")
    }
    jewels_file = load(folder / "jewels.yaml", JewelsFile)
    treasures_file = load(folder / "treasures.yaml", TreasuresFile)
    cards_file = load(folder / "cards.yaml", CardsFile)
    board = load(folder / "board.yaml", BoardFile)
    table = load(folder / "game.yaml", TableFile)
    jewels = _expand_jewels(jewels_file)
    _check_jewels(files["jewels.yaml"], jewels_file, jewels)
    treasures = _expand_treasures(files["treasures.yaml"], treasures_file)
    _check_board(files["board.yaml"], board)
    _check_cards(
        files["cards.yaml"],
        cards_file,
        tuple(a.id for a in board.areas.all()),
        tuple(s.id for a in board.areas.all() for s in a.slots),
    )
    _check_table(files, table, board, cards_file)
    slots = {}
    for area in board.areas.all():
        for i, s in enumerate(area.slots, 1):
            slots[s.id] = Slot(s.id, area.id, i, s)
    return MutiniesContent(
        board=board,
        table=table,
        colours=jewels_file.colours,
        wild_name=jewels_file.wild.name,
        jewels=tuple(jewels),
        treasures=tuple(treasures),
        treasure_kinds=treasures_file.kinds,
        exchange_rate=treasures_file.exchange_rate,
        cards=cards_file.cards,
        jewel_by_id={j.id: j for j in jewels},
        treasure_by_id={t.id: t for t in treasures},
        card_by_id={c.id: c for c in cards_file.cards},
        slot_by_id=slots,
        area_by_id={a.id: a for a in board.areas.all()},
        combo_by_id={c.id: c for c in board.combinations.types},
    )


__all__ = [
    "AREA_IDS",
    "CAPTAIN_AREAS",
    "ORDERED_AREAS",
    "WILD",
    "WINDOWS",
    "Card",
    "Jewel",
    "MutiniesContent",
    "Slot",
    "TableFile",
    "Treasure",
    "load_content",
]
