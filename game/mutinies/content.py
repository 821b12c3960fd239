"""21 Mutinies content: data/mutinies/*.yaml as frozen dataclasses, checked on load.

Four files (digest section 9): jewels.yaml (M21-130), treasures.yaml (M21-131), cards.yaml
(M21-132) and board.yaml (M21-13, M21-15, M21-133, M21-134). Jewel and treasure tokens are
listed as rows with a count; `load_content` expands them into one object per physical token with
a stable id (`red01a`: colour, doubloon icons, rum icons, letter; `doubloons2a`: kind, amount,
letter) so that saves and scenarios can name single tokens.
"""

from __future__ import annotations

import string
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from game.core import DataError
from game.core.data import LocalText, check_ref, check_total, check_unique, load

WILD = "wild"
AREA_IDS = ("cr", "nc", "ship", "tavern", "bm", "city", "cabin", "mutiny")
CAPTAIN_AREAS = ("cr", "nc", "ship", "tavern", "bm", "city")  # M21-26
ORDERED_AREAS = ("nc", "ship", "tavern")  # M21-21
WINDOWS = ("W1", "W2", "W3a", "W3b", "roll_reaction")  # M21-23


# ---- jewels.yaml ---------------------------------------------------------------------------
@dataclass(frozen=True)
class ColourDef:
    id: str
    name: LocalText


@dataclass(frozen=True)
class WildDef:
    name: LocalText


@dataclass(frozen=True)
class JewelRow:
    doubloon_icons: int
    rum_icons: int
    count: int


@dataclass(frozen=True)
class JewelTotals:
    tokens: int
    rum_icons: int
    rum_icons_per_colour: int
    wild_rum_icons: int


@dataclass(frozen=True)
class JewelsFile:
    colours: tuple[ColourDef, ...]
    wild: WildDef
    per_colour: tuple[JewelRow, ...]
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


@dataclass(frozen=True)
class TreasureKindDef:
    id: TreasureKind
    name: LocalText


@dataclass(frozen=True)
class TreasureRow:
    kind: TreasureKind
    amount: int
    count: int


@dataclass(frozen=True)
class TreasuresFile:
    kinds: tuple[TreasureKindDef, ...]
    tokens: tuple[TreasureRow, ...]
    exchange_rate: int
    total: int


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


@dataclass(frozen=True)
class Card:
    id: str
    category: Literal["obligatory", "voluntary", "end_of_game", "special"]
    op: CardOp
    name: LocalText
    text: LocalText
    when: tuple[Literal["W1", "W2", "W3a", "W3b", "roll_reaction"], ...] = ()
    at_end: Literal["none", "gain_pp", "return_rum"] = "none"
    at_end_amount: int = 0
    amount: int = 0
    d: int = 0
    pp: int = 0
    rum: int = 0
    cap: int = 0
    max: int = 0
    rate: int = 0
    action: str = ""  # an action area: blockaded, or where the own disc must be
    targets: tuple[str, ...] = ()  # areas or slots the card affects (V12)


@dataclass(frozen=True)
class CardCounts:
    obligatory: int
    voluntary: int
    end_of_game: int
    special: int
    total: int


@dataclass(frozen=True)
class CardsFile:
    cards: tuple[Card, ...]
    counts: CardCounts


# ---- board.yaml ----------------------------------------------------------------------------
@dataclass(frozen=True)
class PlayerCount:
    players: int
    display: int  # Commercial Routes slots (M21-41)
    nc_stack: int  # Non-Commercial stack size (M21-12, M21-50)
    ordered_slots: int  # usable slots of ordered actions (M21-169)


@dataclass(frozen=True)
class SetupDef:
    start_pp: int
    start_rum: int
    captain_d: int
    sailor_d: int
    rum_cubes: int
    end_exhaustions: int
    dice_sides: int
    per_count: tuple[PlayerCount, ...]


@dataclass(frozen=True)
class TrackBonus:
    square: int
    kind: Literal["doubloons", "treasure", "rum", "jewel"]
    amount: int


@dataclass(frozen=True)
class Reward:
    d: int = 0
    pp: int = 0


@dataclass(frozen=True)
class PrestigeTrack:
    bonuses: tuple[TrackBonus, ...]
    treasure_fallback: Reward


@dataclass(frozen=True)
class SlotDef:
    """One board slot. Only the fields its area uses are set (the rest stay 0 / empty)."""

    id: str
    name: LocalText
    cost_d: int = 0  # paid on placement (M21-37)
    rum: int = 0  # rum gained (NC / Shipwrecks slot 4-5 bonus, City C3)
    d: int = 0  # doubloons gained (Tavern slot bonus, Cabin K2, Mutiny M0)
    pp: int = 0  # prestige gained (City C1, Cabin, Mutiny)
    above: int = 0  # Shipwrecks threshold
    both_dice_d: int = 0  # Shipwrecks captain bonus
    combo: str = ""  # Black Market combination
    effect: str = ""  # City / Cabin / Mutiny effect kind
    min_jewels: int = 0  # City C5 requirement


@dataclass(frozen=True)
class AreaDef:
    id: str
    name: LocalText
    slots: tuple[SlotDef, ...]
    nc_bonus_players: int = 0
    dice: int = 0
    captain_rum: int = 0
    roll_bonus: int = 0
    fifth_disc_players: int = 0
    fifth_disc_pp: int = 0


@dataclass(frozen=True)
class Areas:
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


@dataclass(frozen=True)
class Combination:
    id: str
    test: Literal["any", "same", "pairs"]
    size: int
    name: LocalText
    payout: tuple[tuple[int, int], ...]  # [D, PP] for r = 0 .. max_rum


@dataclass(frozen=True)
class Combinations:
    max_rum: int
    types: tuple[Combination, ...]


@dataclass(frozen=True)
class ScoringDef:
    jewel_d: int
    card_d: int
    d_per_pp: int
    refused_pp: int
    rum_pp: int


@dataclass(frozen=True)
class BoardFile:
    setup: SetupDef
    prestige_track: PrestigeTrack
    areas: Areas
    combinations: Combinations
    scoring: ScoringDef


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


def _check_jewels(data: JewelsFile, jewels: list[Jewel]) -> None:
    file = "data/mutinies/jewels.yaml"
    check_unique(file, "colours", [c.id for c in data.colours])
    if any(c.id == WILD for c in data.colours):
        raise DataError(file, "colours", f"{WILD!r} is reserved for wild tokens")
    check_unique(file, "tokens", [j.id for j in jewels])
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


def _expand_treasures(data: TreasuresFile) -> list[Treasure]:
    names = {k.id: k.name for k in data.kinds}
    out = []
    for i, row in enumerate(data.tokens):
        check_ref("data/mutinies/treasures.yaml", f"tokens[{i}].kind", row.kind, names, "kind")
        for letter in _letters(row.count):
            out.append(
                Treasure(f"{row.kind}{row.amount}{letter}", row.kind, row.amount, names[row.kind])
            )
    return out


def _check_cards(data: CardsFile, areas: tuple[str, ...], slots: tuple[str, ...]) -> None:
    file = "data/mutinies/cards.yaml"
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
    for i, card in enumerate(data.cards):
        if card.op == "blockade":
            check_ref(file, f"cards[{i}].action", card.action, CAPTAIN_AREAS, "action")
        elif card.action:
            check_ref(file, f"cards[{i}].action", card.action, areas, "action")
        for k, target in enumerate(card.targets):
            check_ref(file, f"cards[{i}].targets[{k}]", target, areas + slots, "area or slot")
        if card.category == "voluntary" and not card.when:
            raise DataError(file, f"cards[{i}].when", "a voluntary card needs a window list")
        if card.category != "voluntary" and (card.when or card.at_end != "none"):
            raise DataError(file, f"cards[{i}]", "only voluntary cards have 'when' and 'at_end'")


def _check_board(board: BoardFile) -> None:
    file = "data/mutinies/board.yaml"
    areas = board.areas.all()
    check_unique(file, "areas", [a.id for a in areas])
    for i, area in enumerate(areas):
        check_ref(file, f"areas[{i}].id", area.id, AREA_IDS, "area id")
    check_unique(file, "areas.*.slots", [s.id for a in areas for s in a.slots])
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
    for i, slot in enumerate(board.areas.black_market.slots):
        check_ref(file, f"areas.black_market.slots[{i}].combo", slot.combo, combos, "combination")
    check_unique(file, "setup.per_count", [str(p.players) for p in board.setup.per_count])
    ordered = min(
        len(board.areas.non_commercial_routes.slots),
        len(board.areas.shipwrecks.slots),
        len(board.areas.tavern.slots),
    )
    for i, row in enumerate(board.setup.per_count):
        if row.ordered_slots > ordered:
            raise DataError(
                file,
                f"setup.per_count[{i}].ordered_slots",
                f"at most {ordered} (the slots printed on ordered actions)",
            )
        if row.display > len(board.areas.commercial_routes.slots):
            raise DataError(
                file, f"setup.per_count[{i}].display", "more than the Commercial Routes slots"
            )
    squares = [b.square for b in board.prestige_track.bonuses]
    if squares != sorted(squares):
        raise DataError(file, "prestige_track.bonuses", "squares must be in ascending order")


def load_content(folder: Path) -> MutiniesContent:
    """Read and cross-check the four YAML files of data/mutinies/."""
    folder = Path(folder)
    jewels_file = load(folder / "jewels.yaml", JewelsFile)
    treasures_file = load(folder / "treasures.yaml", TreasuresFile)
    cards_file = load(folder / "cards.yaml", CardsFile)
    board = load(folder / "board.yaml", BoardFile)
    jewels = _expand_jewels(jewels_file)
    _check_jewels(jewels_file, jewels)
    treasures = _expand_treasures(treasures_file)
    check_total(
        "data/mutinies/treasures.yaml",
        "total",
        len(treasures),
        treasures_file.total,
        "treasure tokens",
    )
    _check_board(board)
    _check_cards(
        cards_file,
        tuple(a.id for a in board.areas.all()),
        tuple(s.id for a in board.areas.all() for s in a.slots),
    )
    slots = {}
    for area in board.areas.all():
        for i, s in enumerate(area.slots, 1):
            slots[s.id] = Slot(s.id, area.id, i, s)
    return MutiniesContent(
        board=board,
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
    "Treasure",
    "load_content",
]
