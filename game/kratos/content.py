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
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from game.core.data import LocalText, check_ref, check_unique, load
from game.core.errors import DataError

Role = Literal["war", "producer", "transport", "mine"]
MaterialKind = Literal["raw", "secondary", "accounting"]
VariantKind = Literal["bool", "choice", "int"]


@dataclass(frozen=True)
class Carries:
    max: int
    goods: tuple[str, ...] = ()
    pieces: tuple[str, ...] = ()
    mines: bool = False


@dataclass(frozen=True)
class PieceType:
    id: str
    name: LocalText
    role: Role
    speed: int
    resistance: int | None
    power: int
    range: int
    cost: int
    upkeep: int
    playable: bool = True
    warship: bool = False
    passes_occupied: bool = False
    submerges: bool = False
    sweeps: bool = False
    lands_on: str | None = None
    produces: str | None = None
    capacity: int = 0
    carries: Carries | None = None


@dataclass(frozen=True)
class PiecesFile:
    pieces: tuple[PieceType, ...]


@dataclass(frozen=True)
class Material:
    id: str
    name: LocalText
    kind: MaterialKind
    made_from: str | None = None
    role: Literal["upkeep", "fuel"] | None = None


@dataclass(frozen=True)
class MaterialsFile:
    materials: tuple[Material, ...]


@dataclass(frozen=True)
class BoardSize:
    columns: int
    rows: int
    islands: int


@dataclass(frozen=True)
class Start:
    gasoline: int
    bread: int
    war: tuple[str, ...]
    transports: tuple[str, ...]
    second_island_war_choices: tuple[str, ...]


@dataclass(frozen=True)
class DefaultPlacement:
    second_island_war: str
    gasoline_to_capital: int
    bread_to_capital: int


@dataclass(frozen=True)
class Constants:
    board: BoardSize
    island_playable_max: int
    island_producers_max: int
    island_mines_max: int
    depot_max: int
    lot: int
    depot_hit: int
    upkeep_per_island: int
    gasoline_per_moving_play: int
    repair_cost: int
    gold_per_seat: int
    gold_unit: int
    gold_chips: tuple[int, ...]
    die_sides: int
    base_speed: tuple[int, ...]
    producers_per_island_at_setup: int
    start: Start
    default_placement: DefaultPlacement
    generator_max_restarts: int
    generator_filter_max_neighbour: int


@dataclass(frozen=True)
class IslandSpot:
    id: int
    x: int
    y: int


@dataclass(frozen=True)
class Reduced:
    seats: int
    columns: int
    rows: int


@dataclass(frozen=True)
class Decks:
    primary: tuple[str, ...]
    secondary: tuple[str, ...]


@dataclass(frozen=True)
class BoardFile:
    default: tuple[IslandSpot, ...]
    reduced: tuple[Reduced, ...]
    decks: Decks


@dataclass(frozen=True)
class SeatRange:
    min: int
    max: int
    original: int


@dataclass(frozen=True)
class VariantEntry:
    key: str
    kind: VariantKind
    default: bool | int | str
    choices: tuple[str, ...] = ()
    low: int = 0
    high: int = 0
    seats: tuple[int, ...] = ()


@dataclass(frozen=True)
class GameFile:
    rules_version: int
    seats: SeatRange
    variants: tuple[VariantEntry, ...]
    host_offer_stall_rounds: int


@dataclass(frozen=True)
class KratosContent:
    game: GameFile
    pieces: tuple[PieceType, ...]
    materials: tuple[Material, ...]
    constants: Constants
    board: BoardFile

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
    content = KratosContent(game, pieces, materials, constants, board)
    _check(content)
    return content


def _check(c: KratosContent) -> None:
    pf, mf, cf, bf = (
        f"data/kratos/{n}.yaml" for n in ("pieces", "materials", "constants", "board")
    )
    check_unique(pf, "pieces", [p.id for p in c.pieces])
    check_unique(mf, "materials", [m.id for m in c.materials])
    mats = [m.id for m in c.materials]
    kinds = [p.id for p in c.pieces]
    for m in c.materials:
        if m.kind != "raw":
            if m.made_from is None:
                raise DataError(
                    mf, f"materials.{m.id}.made_from", "a made material names its raw one"
                )
            check_ref(mf, f"materials.{m.id}.made_from", m.made_from, mats, "material")
    for i, p in enumerate(c.pieces):
        if p.produces is not None:
            check_ref(pf, f"pieces[{i}].produces", p.produces, mats, "material")
            if p.capacity <= 0:
                raise DataError(pf, f"pieces[{i}].capacity", "a producer needs a capacity above 0")
        if p.lands_on is not None:
            check_ref(pf, f"pieces[{i}].lands_on", p.lands_on, kinds, "piece")
        if p.carries is not None:
            for good in p.carries.goods:
                check_ref(pf, f"pieces[{i}].carries.goods", good, mats, "material")
            for kind in p.carries.pieces:
                check_ref(pf, f"pieces[{i}].carries.pieces", kind, kinds, "piece")
    for role in ("upkeep", "fuel"):
        if [m.role for m in c.materials].count(role) != 1:
            raise DataError(mf, "materials", f"exactly one material has the role {role!r}")
    producers = {p.produces for p in c.pieces if p.produces}
    for deck, names in (("primary", c.board.decks.primary), ("secondary", c.board.decks.secondary)):
        for name in names:
            check_ref(bf, f"decks.{deck}", name, mats, "material")
            if name not in producers:
                raise DataError(bf, f"decks.{deck}", f"no producer makes {name!r}")
    k = c.constants
    if len(k.base_speed) != k.die_sides:
        raise DataError(cf, "base_speed", f"expected one base speed per die face ({k.die_sides})")
    for piece in (*k.start.war, *k.start.transports, *k.start.second_island_war_choices):
        check_ref(cf, "start", piece, kinds, "piece")
    if k.default_placement.second_island_war not in k.start.second_island_war_choices:
        raise DataError(cf, "default_placement.second_island_war", "not one of the K-11 choices")
    if sum(k.gold_chips) != k.gold_per_seat:
        raise DataError(cf, "gold_chips", f"chips add up to {sum(k.gold_chips)}")
    spots = c.board.default
    check_unique(bf, "default", [str(s.id) for s in spots])
    if sorted(s.id for s in spots) != list(range(1, k.board.islands + 1)):
        raise DataError(bf, "default", f"expected islands 1..{k.board.islands}")
    for i, a in enumerate(spots):
        if not (0 <= a.x <= k.board.columns - 2 and 0 <= a.y <= k.board.rows - 2):
            raise DataError(bf, f"default[{i}]", "the island's 2x2 block leaves the board")
        for b in spots[i + 1 :]:
            if abs(a.x - b.x) < 4 and abs(a.y - b.y) < 4:
                raise DataError(bf, f"default[{i}]", f"islands {a.id} and {b.id} overlap (K-7)")
    seats = sorted(r.seats for r in c.board.reduced)
    if seats != list(range(c.game.seats.min, c.game.seats.original)):
        raise DataError(bf, "reduced", "expected one reduced table per seat count below 9")
