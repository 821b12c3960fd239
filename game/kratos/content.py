"""Kratos data: the table, the piece catalogue, the materials, the constants and the boards, read
from data/kratos/*.yaml (digest sections 2, 3.8, 5.2 and 7).

Every number the rules use comes from here: a piece's speed, resistance, power, range, cost,
upkeep, what it produces and what it carries (K-44 .. K-57, K-67, K-68); depot and island limits
(K-43, KD-24); the speed table (K-28); the starting possessions (K-10) and the automatic placement
(KD-40); the default board (5.2) and the reduced tables (section 7).

Load-time cross-checks beyond the shape checks of game.core.data: unique ids, every material a
producer makes or a transporter carries exists, every secondary material names an existing raw
one, every primary and secondary deck type has its producer, the default board is valid (5.1),
the reduced tables cover 2..8 seats and the speed table has one entry per die face.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Literal

from game.core.data import (
    Id,
    LocalText,
    Meta,
    Shape,
    VariantDef,
    check_ref,
    check_unique,
    load,
    refuse,
    shown,
)
from game.core.errors import DataError
from game.core.limits import MAX_SEATS

Role = Literal["war", "producer", "transport", "mine"]
MaterialKind = Literal["raw", "secondary", "accounting"]

# ---- declared limits -------------------------------------------------------------------------
Small = Annotated[int, Meta(ge=0, le=10)]
Units = Annotated[int, Meta(ge=0, le=10_000)]
"""Units of a material, steel or gold in a store, a lot or a cost (K-43, K-57, K-67)."""
Gold = Annotated[int, Meta(ge=0, le=1_000_000)]
Coord = Annotated[int, Meta(ge=0, le=99)]
Side = Annotated[int, Meta(ge=6, le=99)]
"""Columns or rows of a board: an island's 2x2 block and the sea around it fit (K-7)."""
Seats = Annotated[int, Meta(ge=2, le=MAX_SEATS)]


class Carries(Shape, frozen=True):
    max: Annotated[int, Meta(ge=1, le=10)]
    goods: tuple[Id, ...] = ()
    pieces: tuple[Id, ...] = ()
    mines: bool = False


class PieceType(Shape, frozen=True):
    id: Id
    name: LocalText
    role: Role
    speed: Annotated[int, Meta(ge=0, le=6)]
    resistance: Annotated[int, Meta(ge=1, le=6)] | None
    power: Annotated[int, Meta(ge=0, le=6)]  # a shot hits on a die <= power (K-37)
    range: Annotated[int, Meta(ge=0, le=4)]
    cost: Units
    upkeep: Small
    playable: bool = True
    warship: bool = False
    passes_occupied: bool = False
    submerges: bool = False
    sweeps: bool = False
    lands_on: Id | None = None
    produces: Id | None = None
    capacity: Annotated[int, Meta(ge=0, le=100)] = 0
    carries: Carries | None = None

    def __post_init__(self) -> None:
        if self.produces is not None and self.capacity <= 0:
            raise refuse("capacity", "a producer needs a capacity above 0")


class PiecesFile(Shape, frozen=True):
    pieces: Annotated[tuple[PieceType, ...], Meta(min_length=1)]


class Material(Shape, frozen=True):
    id: Id
    name: LocalText
    kind: MaterialKind
    made_from: Id | None = None
    role: Literal["upkeep", "fuel"] | None = None

    def __post_init__(self) -> None:
        if self.kind != "raw" and self.made_from is None:
            raise refuse("made_from", "a made material names its raw one")


class MaterialsFile(Shape, frozen=True):
    materials: Annotated[tuple[Material, ...], Meta(min_length=1)]


class BoardSize(Shape, frozen=True):
    columns: Side
    rows: Side
    islands: Annotated[int, Meta(ge=2, le=2 * MAX_SEATS)]  # two per seat (K-7, K-11)


class Start(Shape, frozen=True):
    gasoline: Units
    bread: Units
    war: tuple[Id, ...]
    transports: tuple[Id, ...]
    second_island_war_choices: Annotated[tuple[Id, ...], Meta(min_length=1)]


class DefaultPlacement(Shape, frozen=True):
    second_island_war: Id
    gasoline_to_capital: Units
    bread_to_capital: Units


class Constants(Shape, frozen=True):
    board: BoardSize
    island_playable_max: Annotated[int, Meta(ge=1, le=100)]
    island_producers_max: Annotated[int, Meta(ge=1, le=20)]
    island_mines_max: Annotated[int, Meta(ge=0, le=50)]
    depot_max: Annotated[int, Meta(ge=1, le=10_000)]
    lot: Annotated[int, Meta(ge=1, le=1000)]
    depot_hit: Annotated[int, Meta(ge=1, le=1000)]
    upkeep_per_island: Small
    gasoline_per_moving_play: Small
    repair_cost: Units
    gold_per_seat: Gold
    gold_unit: Annotated[int, Meta(ge=1, le=100_000)]
    gold_chips: Annotated[tuple[Annotated[int, Meta(ge=1, le=1_000_000)], ...], Meta(min_length=1)]
    die_sides: Annotated[int, Meta(ge=2, le=20)]
    base_speed: tuple[Annotated[int, Meta(ge=1, le=6)], ...]  # K-28: die face -> base speed
    producers_per_island_at_setup: Annotated[int, Meta(ge=0, le=6)]
    start: Start
    default_placement: DefaultPlacement
    generator_max_restarts: Annotated[int, Meta(ge=1, le=100_000)]
    generator_filter_max_neighbour: Annotated[int, Meta(ge=0, le=20)]

    def __post_init__(self) -> None:
        if len(self.base_speed) != self.die_sides:
            raise refuse("base_speed", f"expected one base speed per die face ({self.die_sides})")
        if self.default_placement.second_island_war not in self.start.second_island_war_choices:
            raise refuse("default_placement.second_island_war", "not one of the K-11 choices")
        if sum(self.gold_chips) != self.gold_per_seat:
            raise refuse("gold_chips", f"chips add up to {sum(self.gold_chips)}, not gold_per_seat")
        if self.producers_per_island_at_setup > self.island_producers_max:
            raise refuse("producers_per_island_at_setup", "more than island_producers_max")
        placed = self.default_placement
        for key, start, to_capital in (
            ("gasoline", self.start.gasoline, placed.gasoline_to_capital),
            ("bread", self.start.bread, placed.bread_to_capital),
        ):
            if start > self.depot_max:
                raise refuse(f"start.{key}", f"more than depot_max ({self.depot_max})")
            if to_capital > start:
                raise refuse(f"default_placement.{key}_to_capital", f"more than start.{key}")


class IslandSpot(Shape, frozen=True):
    id: Annotated[int, Meta(ge=1, le=2 * MAX_SEATS)]
    x: Coord
    y: Coord


class Reduced(Shape, frozen=True):
    seats: Seats
    columns: Side
    rows: Side


class Decks(Shape, frozen=True):
    primary: Annotated[tuple[Id, ...], Meta(min_length=1)]
    secondary: Annotated[tuple[Id, ...], Meta(min_length=1)]


class BoardFile(Shape, frozen=True):
    default: tuple[IslandSpot, ...]
    reduced: tuple[Reduced, ...]
    decks: Decks


class SeatRange(Shape, frozen=True):
    min: Seats
    max: Seats
    original: Seats  # the original game's table (K-1); fewer seats play section 7

    def __post_init__(self) -> None:
        if self.min > self.max:
            raise refuse("max", f"{self.max} is below min ({self.min})")
        if not self.min <= self.original <= self.max:
            raise refuse(
                "original", f"{self.original} is outside min..max ({self.min}..{self.max})"
            )


# The int variants the rules read, and the values they make sense for (KD-37, KD-46).
INT_VARIANTS = {"max_rounds": (1, 1000), "stall_rounds": (1, 1000)}


class GameFile(Shape, frozen=True):
    rules_version: Annotated[int, Meta(ge=1, le=1000)]
    seats: SeatRange
    variants: tuple[VariantDef, ...]
    host_offer_stall_rounds: Annotated[int, Meta(ge=1, le=1000)]

    def __post_init__(self) -> None:
        keys = [v.key for v in self.variants]
        for i, v in enumerate(self.variants):
            if v.key in keys[:i]:
                raise refuse(f"variants[{i}].key", f"{v.key!r} is listed twice")
            low, high = INT_VARIANTS.get(v.key, (0, 10_000))
            if v.kind == "int" and not low <= v.low <= v.high <= high:
                raise refuse(f"variants[{i}].low", f"{v.key} takes values in {low}..{high}")
            for k, n in enumerate(v.seats):
                if not self.seats.min <= n <= self.seats.max:
                    raise refuse(
                        f"variants[{i}].seats[{k}]", f"{n} is not a seat count of the table"
                    )


@dataclass(frozen=True)
class KratosContent:
    game: GameFile
    pieces: tuple[PieceType, ...]
    materials: tuple[Material, ...]
    constants: Constants
    board: BoardFile
    files: Mapping[str, str] = field(default_factory=dict, compare=False)

    @property
    def piece_by_id(self) -> Mapping[str, PieceType]:
        return {p.id: p for p in self.pieces}

    @property
    def material_by_id(self) -> Mapping[str, Material]:
        return {m.id: m for m in self.materials}


def load_content(folder: Path) -> KratosContent:
    folder = Path(folder)
    game = load(folder / "game.yaml", GameFile)
    pieces = load(folder / "pieces.yaml", PiecesFile).pieces
    materials = load(folder / "materials.yaml", MaterialsFile).materials
    constants = load(folder / "constants.yaml", Constants)
    board = load(folder / "board.yaml", BoardFile)
    files = {n: shown(folder / f"{n}.yaml") for n in FILES}
    content = KratosContent(game, pieces, materials, constants, board, files)
    _check(content)
    return content


FILES = ("game", "pieces", "materials", "constants", "board")


def _check(c: KratosContent) -> None:
    pf, mf, cf, bf = (c.files[n] for n in ("pieces", "materials", "constants", "board"))
    check_unique(pf, "pieces", [p.id for p in c.pieces])
    check_unique(mf, "materials", [m.id for m in c.materials])
    mats = [m.id for m in c.materials]
    kinds = [p.id for p in c.pieces]
    for i, m in enumerate(c.materials):
        if m.made_from is not None:
            check_ref(mf, f"materials[{i}].made_from", m.made_from, mats, "material")
    for i, p in enumerate(c.pieces):
        if p.produces is not None:
            check_ref(pf, f"pieces[{i}].produces", p.produces, mats, "material")
        if p.lands_on is not None:
            check_ref(pf, f"pieces[{i}].lands_on", p.lands_on, kinds, "piece")
        if p.carries is not None:
            for j, good in enumerate(p.carries.goods):
                check_ref(pf, f"pieces[{i}].carries.goods[{j}]", good, mats, "material")
            for j, kind in enumerate(p.carries.pieces):
                check_ref(pf, f"pieces[{i}].carries.pieces[{j}]", kind, kinds, "piece")
    for role in ("upkeep", "fuel"):
        if [m.role for m in c.materials].count(role) != 1:
            raise DataError(mf, "materials", f"exactly one material has the role {role!r}")
    producers = {p.produces for p in c.pieces if p.produces}
    for deck, names in (("primary", c.board.decks.primary), ("secondary", c.board.decks.secondary)):
        for i, name in enumerate(names):
            check_ref(bf, f"decks.{deck}[{i}]", name, mats, "material")
            if name not in producers:
                raise DataError(bf, f"decks.{deck}[{i}]", f"no producer makes {name!r}")
    k = c.constants
    start = k.start
    for key in ("war", "transports", "second_island_war_choices"):
        for i, piece in enumerate(getattr(start, key)):
            check_ref(cf, f"start.{key}[{i}]", piece, kinds, "piece")
    spots = c.board.default
    check_unique(bf, "default", [s.id for s in spots])
    if sorted(s.id for s in spots) != list(range(1, k.board.islands + 1)):
        raise DataError(bf, "default", f"expected islands 1..{k.board.islands}")
    for i, a in enumerate(spots):
        if not (0 <= a.x <= k.board.columns - 2 and 0 <= a.y <= k.board.rows - 2):
            raise DataError(bf, f"default[{i}]", "the island's 2x2 block leaves the board")
        for b in spots[i + 1 :]:
            if abs(a.x - b.x) < 4 and abs(a.y - b.y) < 4:
                raise DataError(bf, f"default[{i}]", f"islands {a.id} and {b.id} overlap (K-7)")
    check_unique(bf, "reduced", [r.seats for r in c.board.reduced])
    table = c.game.seats
    wanted = [n for n in range(table.min, table.max + 1) if n != table.original]
    if sorted(r.seats for r in c.board.reduced) != wanted:
        raise DataError(
            bf, "reduced", f"expected one reduced table for each of {wanted} seats (game.yaml)"
        )
