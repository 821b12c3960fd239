"""Sandcastles content: the YAML files of data/sandcastles/ as Shapes whose types carry the limits.

Files: game.yaml (seats, modes, the numbers by player count of Appendix D, beach size, the Big
Wave's depth, variants), tiles.yaml (the 80 castle tiles, the 30 attack tiles and the Big Wave:
SAND-1 to SAND-5, Appendices A and B) and bonuses.yaml (the 29 bonus tiles with their `solo`
flag: SAND-6, SAND-43, SAND-70, Appendix C). Every number the rules use comes from here.

Each count, amount and range carries its limits on its type; the checks of several keys of one
mapping sit in its `__post_init__`: the modes follow the seat count (SAND-8, AMB-43), a row of
Appendix D for every seat count, the five wall patterns drawn as SAND-3 draws them, a bonus of
each kind with the fields of its kind (SAND-6, SAND-43). `load_content` then checks across keys
and files: the totals the digest confirms (80 + 30 + 1 + 29 = 140 tiles, SAND-1), the beat
cycle (SAND-2), every shape different and in one piece (SAND-43), enough tiles for every deal of
Appendix D (SAND-8 to SAND-10) and the variants the rules read. Every refusal is a
DataError(file, key path, problem).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Literal

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
from game.core.errors import DataError

FigureId = Literal["crab", "bucket", "seagull"]
PatternId = Literal["dead_end", "straight", "corner", "tee", "four_way"]
BonusKind = Literal["biggest", "tallest", "material", "shape"]
ModeId = Literal["solo", "duel", "standard"]
WALL_LETTERS = "NESW"
# SAND-3: the arms of each pattern; a straight's two are opposite, a corner's are not.
ARMS: dict[str, int] = {"dead_end": 1, "straight": 2, "corner": 2, "tee": 3, "four_way": 4}
OPPOSITE = ({"N", "S"}, {"E", "W"})
# The variants the rules read (setup.options_of) and their kinds.
VARIANT_KINDS: dict[str, str] = {
    "first_player": "choice",
    "solo_bonuses": "int",
    "steal_on_tie": "bool",
    "shape_reflection": "bool",
    "one_material_per_figure": "bool",
}
FIRST_PLAYER_CHOICES = ("random", "first_seat")
# The tiered bonuses the AI reads by id (ai.py).
TIERED_IDS: dict[str, str] = {"biggest": "BN-BIGGEST", "tallest": "BN-TALLEST"}

# ---- declared limits -------------------------------------------------------------------------
Count = Annotated[int, Meta(ge=0, le=1000)]
"""A total of tiles a file states (checked against the digest's totals)."""
Points = Annotated[int, Meta(ge=0, le=20)]
Coord = Annotated[int, Meta(ge=0, le=9)]
"""A cell of a bonus shape, x to the right and y downwards (SAND-11)."""


# ---- game.yaml -------------------------------------------------------------------------------
class Seats(Shape, frozen=True):
    min: SeatCount
    max: SeatCount
    default: SeatCount

    def __post_init__(self) -> None:
        if self.max < self.min:
            raise refuse("max", f"{self.max} is below min ({self.min})")
        if not self.min <= self.default <= self.max:
            raise refuse("default", f"{self.default} is outside {self.min}..{self.max}")


class Mode(Shape, frozen=True):
    id: ModeId
    seats: Annotated[tuple[SeatCount, ...], Meta(min_length=1)]


class Numbers(Shape, frozen=True):
    """One row of Appendix D."""

    seats: SeatCount
    hand: Annotated[int, Meta(ge=1, le=10)]
    random_bonuses: Annotated[int, Meta(ge=1, le=27)]  # a deal draws at least one
    fixed_bonuses: bool
    actions: Annotated[int, Meta(ge=1, le=2)]  # SAND-54: the second action of the duel


def mode_for(n: int) -> ModeId:
    """SAND-8, AMB-43: one seat plays solo, two the shared castle, three or more the standard."""
    return "solo" if n == 1 else "duel" if n == 2 else "standard"


class GameFile(Shape, frozen=True):
    seats: Seats
    rules_version: Annotated[int, Meta(ge=1, le=1000)]
    step_cap: Annotated[int, Meta(ge=1000, le=1_000_000)]
    modes: Annotated[tuple[Mode, ...], Meta(min_length=1, max_length=3)]
    numbers: Annotated[tuple[Numbers, ...], Meta(min_length=1)]
    beach_size: Annotated[int, Meta(ge=1, le=10)]  # SAND-8 step 3
    wave_bottom: Annotated[int, Meta(ge=1, le=50)]  # SAND-8 step 4
    variants: tuple[VariantDef, ...]

    def __post_init__(self) -> None:
        seen_modes: set[str] = set()
        for i, mode in enumerate(self.modes):
            if mode.id in seen_modes:
                raise refuse(f"modes[{i}].id", f"{mode.id!r} is listed twice")
            seen_modes.add(mode.id)
            for k, n in enumerate(mode.seats):
                if mode_for(n) != mode.id:
                    raise refuse(f"modes[{i}].seats[{k}]", f"{n} seats play {mode_for(n)!r}")
        rows: set[int] = set()
        for i, row in enumerate(self.numbers):
            if row.seats in rows:
                raise refuse(f"numbers[{i}].seats", f"a second row for {row.seats} seats")
            rows.add(row.seats)
            if row.seats == 1 and row.fixed_bonuses:
                raise refuse(f"numbers[{i}].fixed_bonuses", "solo has no fixed bonuses (SAND-10)")
        for n in range(self.seats.min, self.seats.max + 1):
            if not any(n in mode.seats for mode in self.modes):
                raise refuse("modes", f"no mode for {n} seats ({mode_for(n)!r} expected)")
            if n not in rows:
                raise refuse("numbers", f"no row for {n} seats")
        keys: set[str] = set()
        for i, v in enumerate(self.variants):
            if v.key in keys:
                raise refuse(f"variants[{i}].key", f"{v.key!r} is listed twice")
            keys.add(v.key)
            kind = VARIANT_KINDS.get(v.key)
            if kind is None:
                known = ", ".join(VARIANT_KINDS)
                raise refuse(f"variants[{i}].key", f"{v.key!r} is not a variant (known: {known})")
            if v.kind != kind:
                raise refuse(f"variants[{i}].kind", f"{v.key!r} is a {kind} variant")
            for k, choice in enumerate(v.choices):
                if v.key == "first_player" and choice not in FIRST_PLAYER_CHOICES:
                    raise refuse(f"variants[{i}].choices[{k}]", f"{choice!r} is not a choice")

    def mode_of(self, n: int) -> ModeId:
        for mode in self.modes:
            if n in mode.seats:
                return mode.id
        raise KeyError(n)

    def numbers_for(self, n: int) -> Numbers:
        for row in self.numbers:
            if row.seats == n:
                return row
        raise KeyError(n)


# ---- tiles.yaml ------------------------------------------------------------------------------
class FigureSpec(Shape, frozen=True):
    id: FigureId
    beats: FigureId
    name: LocalText


class PatternSpec(Shape, frozen=True):
    id: PatternId
    walls: Annotated[str, Meta(pattern=r"^[NESW]{1,4}$")]  # canonical orientation
    name: LocalText

    def __post_init__(self) -> None:
        if len(set(self.walls)) != len(self.walls):
            raise refuse("walls", f"{self.walls!r}: a letter twice")
        if len(self.walls) != ARMS[self.id]:  # SAND-3
            raise refuse("walls", f"a {self.id} has {ARMS[self.id]} arms, not {len(self.walls)}")
        if ARMS[self.id] == 2 and (set(self.walls) in OPPOSITE) != (self.id == "straight"):
            shape = "opposite" if self.id == "straight" else "side by side"
            raise refuse("walls", f"a {self.id}'s two arms are {shape}")


class CastleDesign(Shape, frozen=True):
    id: Id
    figure: FigureId
    pattern: PatternId
    count: Annotated[int, Meta(ge=0, le=80)]
    name: LocalText


class CastleTiles(Shape, frozen=True):
    total: Count
    designs: Annotated[tuple[CastleDesign, ...], Meta(min_length=1)]


class AttackDesign(Shape, frozen=True):
    id: Id
    figure: FigureId
    count: Annotated[int, Meta(ge=0, le=30)]
    name: LocalText


class AttackTiles(Shape, frozen=True):
    total: Count
    designs: Annotated[tuple[AttackDesign, ...], Meta(min_length=1)]


class BigWave(Shape, frozen=True):
    id: Id
    name: LocalText


class Compass(Shape, frozen=True):
    """The directions' letters in each language (a wall set is shown as "N-E" / "S-O")."""

    N: LocalText
    E: LocalText
    S: LocalText
    W: LocalText


class TilesFile(Shape, frozen=True):
    figures: tuple[FigureSpec, ...]
    patterns: tuple[PatternSpec, ...]
    compass: Compass
    castle_tiles: CastleTiles
    attack_tiles: AttackTiles
    big_wave: BigWave


# ---- bonuses.yaml ----------------------------------------------------------------------------
class Tier(Shape, frozen=True):
    min: Annotated[int, Meta(ge=1, le=110)]
    points: Annotated[int, Meta(ge=1, le=20)]


class Bonus(Shape, frozen=True):
    id: Id
    kind: BonusKind
    name: LocalText
    points: Points = 0  # material and shape bonuses; tiered ones score their shown tier
    fixed: bool = False  # Biggest Castle and Tallest Tower (SAND-8 step 5)
    solo: bool = False  # in the standard solo pool (SAND-70)
    figure: FigureId | None = None
    n: Annotated[int, Meta(ge=0, le=20)] = 0
    cells: Annotated[tuple[tuple[Coord, Coord], ...], Meta(max_length=12)] = ()
    tiers: Annotated[tuple[Tier, ...], Meta(max_length=10)] = ()

    def __post_init__(self) -> None:
        tiered = self.kind in ("biggest", "tallest")
        if tiered:
            for key, there in (("points", self.points), ("figure", self.figure), ("n", self.n)):
                if there:
                    raise refuse(key, f"a {self.kind} bonus scores its tiers and has no {key}")
            if self.cells:
                raise refuse("cells", f"a {self.kind} bonus has no cells")
            if not self.tiers:
                raise refuse("tiers", f"a {self.kind} bonus has its tiers")
            for i in range(1, len(self.tiers)):
                if self.tiers[i].min <= self.tiers[i - 1].min:
                    raise refuse(f"tiers[{i}].min", "the tiers rise")
                if self.tiers[i].points < self.tiers[i - 1].points:
                    raise refuse(f"tiers[{i}].points", "a higher tier never scores less")
            if self.solo:  # SAND-10
                raise refuse("solo", "Biggest Castle and Tallest Tower are never used in solo")
            if not self.fixed:  # SAND-8 step 5
                raise refuse("fixed", "the tiered bonuses are the fixed ones")
            return
        if self.fixed:
            raise refuse("fixed", "only Biggest Castle and Tallest Tower are fixed")
        if self.tiers:
            raise refuse("tiers", f"a {self.kind} bonus has points, not tiers")
        if self.points < 1:
            raise refuse("points", f"a {self.kind} bonus scores at least 1 point")
        if self.kind == "material":
            if self.figure is None:
                raise refuse("figure", "a material bonus names its figure")
            if self.n < 1:
                raise refuse("n", "a material bonus needs at least 1 figure")
            if self.cells:
                raise refuse("cells", "a material bonus has no cells")
        else:
            if self.figure is not None or self.n:
                raise refuse("figure" if self.figure is not None else "n", "a shape has cells only")
            if not self.cells:
                raise refuse("cells", "a shape bonus has its cells")
            if len(set(self.cells)) != len(self.cells):
                raise refuse("cells", "a cell twice")
            if not _in_one_piece(self.cells):  # SAND-43: a castle's footprint is one piece
                raise refuse("cells", "the cells are not in one piece")


def _in_one_piece(cells: tuple[tuple[int, int], ...]) -> bool:
    todo, seen = [cells[0]], {cells[0]}
    while todo:
        x, y = todo.pop()
        for near in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if near in cells and near not in seen:
                seen.add(near)
                todo.append(near)
    return len(seen) == len(set(cells))


class BonusFile(Shape, frozen=True):
    total: Count
    bonuses: Annotated[tuple[Bonus, ...], Meta(min_length=1)]


@dataclass(frozen=True)
class SandContent:
    game: GameFile
    tiles: TilesFile
    bonuses: BonusFile


def load_game_file(folder: Path) -> GameFile:
    return load(Path(folder) / "game.yaml", GameFile)


def load_content(folder: Path) -> SandContent:
    folder = Path(folder)
    game = load_game_file(folder)
    tiles = load(folder / "tiles.yaml", TilesFile)
    bonuses = load(folder / "bonuses.yaml", BonusFile)
    _check_tiles(tiles, shown(folder / "tiles.yaml"))
    _check_bonuses(bonuses, shown(folder / "bonuses.yaml"))
    _check_deals(game, tiles, bonuses, shown(folder / "game.yaml"))
    return SandContent(game, tiles, bonuses)


def _check_tiles(tiles: TilesFile, f: str) -> None:
    figures = [x.id for x in tiles.figures]
    check_unique(f, "figures", figures)
    if sorted(figures) != sorted(["crab", "bucket", "seagull"]):
        raise DataError(f, "figures", "exactly crab, bucket and seagull")
    for i, x in enumerate(tiles.figures):  # SAND-2: a cycle, each figure beats exactly one other
        if x.beats == x.id or [y.beats for y in tiles.figures].count(x.beats) > 1:
            raise DataError(f, f"figures[{i}].beats", "each figure beats a different one (a cycle)")
    pattern_ids = [p.id for p in tiles.patterns]
    check_unique(f, "patterns", pattern_ids)
    for missing in ARMS:
        if missing not in pattern_ids:  # SAND-3
            raise DataError(f, "patterns", f"the pattern {missing!r} is missing")
    designs = tiles.castle_tiles.designs
    attacks = tiles.attack_tiles.designs
    ids = [d.id for d in designs] + [d.id for d in attacks] + [tiles.big_wave.id]
    check_unique(f, "castle_tiles.designs", [d.id for d in designs])
    check_unique(f, "attack_tiles.designs", [d.id for d in attacks])
    if len(set(ids)) != len(ids):
        raise DataError(f, "big_wave.id", "a design id is used twice across the deck")
    for i, d in enumerate(designs):
        check_ref(f, f"castle_tiles.designs[{i}].pattern", d.pattern, pattern_ids, "pattern")
    check_total(
        f, "castle_tiles", sum(d.count for d in designs), tiles.castle_tiles.total, "castle tiles"
    )
    check_total(f, "castle_tiles.total", tiles.castle_tiles.total, 80, "castle tiles")  # SAND-1
    check_total(
        f, "attack_tiles", sum(d.count for d in attacks), tiles.attack_tiles.total, "attack tiles"
    )
    check_total(f, "attack_tiles.total", tiles.attack_tiles.total, 30, "attack tiles")  # SAND-4
    if sorted(d.figure for d in attacks) != sorted(figures):
        raise DataError(f, "attack_tiles.designs", "one attack design per figure")


def _check_bonuses(bonuses: BonusFile, f: str) -> None:
    from .catalogue import shape_key  # (the catalogue is built from this module's shapes)

    items = bonuses.bonuses
    check_unique(f, "bonuses", [b.id for b in items])
    check_total(f, "bonuses", len(items), bonuses.total, "bonus tiles")
    check_total(f, "total", bonuses.total, 29, "bonus tiles")  # SAND-1
    for kind, bonus_id in TIERED_IDS.items():
        found = [i for i, b in enumerate(items) if b.kind == kind]
        if len(found) != 1:
            raise DataError(f, "bonuses", f"exactly one {kind} bonus (SAND-6)")
        check_ref(f, f"bonuses[{found[0]}].id", items[found[0]].id, [bonus_id], f"{kind} bonus")
    shapes: dict[tuple[tuple[int, int], ...], str] = {}
    for i, b in enumerate(items):
        if b.kind == "shape":  # SAND-43: turned or mirrored, no two shapes are the same
            key = shape_key(b.cells, True)
            if key in shapes:
                raise DataError(f, f"bonuses[{i}].cells", f"the same shape as {shapes[key]}")
            shapes[key] = b.id


def _check_deals(game: GameFile, tiles: TilesFile, bonuses: BonusFile, f: str) -> None:
    """SAND-8 to SAND-10: the deal, the beach and the Big Wave's depth fit in the main deck;
    the bonuses of every deal of Appendix D are there; the solo variant deals from them."""
    deck = tiles.castle_tiles.total + tiles.attack_tiles.total
    random_pool = sum(not b.fixed for b in bonuses.bonuses)
    solo_pool = sum(b.solo for b in bonuses.bonuses)
    for i, row in enumerate(game.numbers):
        if game.seats.min <= row.seats <= game.seats.max:
            room = (deck - game.beach_size - game.wave_bottom) // row.seats
            check_range(f, f"numbers[{i}].hand", row.hand, 1, room, "(cards for each hand)")
        pool = solo_pool if row.seats == 1 else random_pool
        check_range(f, f"numbers[{i}].random_bonuses", row.random_bonuses, 1, pool, "(tiles)")
    for i, v in enumerate(game.variants):
        if v.key == "solo_bonuses":  # SAND-70: hard solo deals from all the random bonuses
            check_range(f, f"variants[{i}].low", v.low, 1, v.high)
            check_range(f, f"variants[{i}].high", v.high, v.low, random_pool, "(bonus tiles)")
