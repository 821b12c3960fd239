"""Sandcastles content: the YAML files of data/sandcastles/ as frozen dataclasses, validated.

Files: game.yaml (seats, modes, the numbers by player count of Appendix D, beach size, the Big
Wave's depth, variants), tiles.yaml (the 80 castle tiles, the 30 attack tiles and the Big Wave:
SAND-1 to SAND-5, Appendices A and B) and bonuses.yaml (the 29 bonus tiles with their `solo`
flag: SAND-6, SAND-43, SAND-70, Appendix C). Every number the rules use comes from here.

`load_content` checks the totals the digest confirms (80 + 30 + 1 + 29 = 140 tiles, SAND-1),
the beat cycle (SAND-2), the wall patterns (SAND-3: the five ways to draw 1 to 4 arms) and the
bonus fields of each kind, raising DataError(file, key path, problem).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from game.core.data import LocalText, check_ref, check_total, check_unique, load
from game.core.errors import DataError

FigureId = Literal["crab", "bucket", "seagull"]
PatternId = Literal["dead_end", "straight", "corner", "tee", "four_way"]
BonusKind = Literal["biggest", "tallest", "material", "shape"]
ModeId = Literal["solo", "duel", "standard"]
WALL_LETTERS = "NESW"


# ---- game.yaml -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Seats:
    min: int
    max: int
    default: int


@dataclass(frozen=True)
class Mode:
    id: ModeId
    seats: tuple[int, ...]


@dataclass(frozen=True)
class Numbers:
    """One row of Appendix D."""

    seats: int
    hand: int
    random_bonuses: int
    fixed_bonuses: bool
    actions: int


@dataclass(frozen=True)
class VariantRow:
    key: str
    kind: Literal["bool", "choice", "int"]
    default: Any
    choices: tuple[str, ...] = ()
    low: int = 0
    high: int = 0
    seats: tuple[int, ...] = ()


@dataclass(frozen=True)
class GameFile:
    seats: Seats
    rules_version: int
    step_cap: int
    modes: tuple[Mode, ...]
    numbers: tuple[Numbers, ...]
    beach_size: int
    wave_bottom: int
    variants: tuple[VariantRow, ...]

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
@dataclass(frozen=True)
class FigureSpec:
    id: FigureId
    beats: FigureId
    name: LocalText


@dataclass(frozen=True)
class PatternSpec:
    id: PatternId
    walls: str  # canonical orientation, letters of N E S W
    name: LocalText

    def __validate__(self) -> str | None:
        if not self.walls or any(c not in WALL_LETTERS for c in self.walls):
            return f"walls {self.walls!r}: one to four of the letters N, E, S, W"
        if len(set(self.walls)) != len(self.walls):
            return f"walls {self.walls!r}: a letter twice"
        return None


@dataclass(frozen=True)
class CastleDesign:
    id: str
    figure: FigureId
    pattern: PatternId
    count: int
    name: LocalText


@dataclass(frozen=True)
class CastleTiles:
    total: int
    designs: tuple[CastleDesign, ...]


@dataclass(frozen=True)
class AttackDesign:
    id: str
    figure: FigureId
    count: int
    name: LocalText


@dataclass(frozen=True)
class AttackTiles:
    total: int
    designs: tuple[AttackDesign, ...]


@dataclass(frozen=True)
class BigWave:
    id: str
    name: LocalText


@dataclass(frozen=True)
class TilesFile:
    figures: tuple[FigureSpec, ...]
    patterns: tuple[PatternSpec, ...]
    castle_tiles: CastleTiles
    attack_tiles: AttackTiles
    big_wave: BigWave


# ---- bonuses.yaml ----------------------------------------------------------------------------
@dataclass(frozen=True)
class Tier:
    min: int
    points: int


@dataclass(frozen=True)
class Bonus:
    id: str
    kind: BonusKind
    name: LocalText
    points: int = 0  # material and shape bonuses; tiered ones score their shown tier
    fixed: bool = False  # Biggest Castle and Tallest Tower (SAND-8 step 5)
    solo: bool = False  # in the standard solo pool (SAND-70)
    figure: FigureId | None = None
    n: int = 0
    cells: tuple[tuple[int, int], ...] = ()
    tiers: tuple[Tier, ...] = ()

    def __validate__(self) -> str | None:
        tiered = self.kind in ("biggest", "tallest")
        if tiered and (not self.tiers or self.points or self.figure or self.cells):
            return f"{self.id}: a tiered bonus has tiers and nothing else"
        if tiered and [t.min for t in self.tiers] != sorted({t.min for t in self.tiers}):
            return f"{self.id}: tiers must rise"
        if self.kind == "material" and (self.figure is None or self.n < 1 or self.cells):
            return f"{self.id}: a material bonus has a figure and n >= 1"
        if self.kind == "shape" and (not self.cells or self.figure is not None or self.n):
            return f"{self.id}: a shape bonus has cells"
        if self.kind == "shape" and len(set(self.cells)) != len(self.cells):
            return f"{self.id}: a cell twice"
        if not tiered and (self.points < 1 or self.tiers):
            return f"{self.id}: points >= 1 and no tiers"
        if tiered and self.solo:
            return f"{self.id}: Biggest Castle and Tallest Tower are never used in solo (SAND-10)"
        return None


@dataclass(frozen=True)
class BonusFile:
    total: int
    bonuses: tuple[Bonus, ...]


@dataclass(frozen=True)
class SandContent:
    game: GameFile
    tiles: TilesFile
    bonuses: BonusFile


def load_game_file(folder: Path) -> GameFile:
    game = load(folder / "game.yaml", GameFile)
    f = "game.yaml"
    if not 1 <= game.seats.min <= game.seats.default <= game.seats.max:
        raise DataError(f, "seats", "min <= default <= max, from 1")
    for n in range(game.seats.min, game.seats.max + 1):
        try:
            game.mode_of(n)
            game.numbers_for(n)
        except KeyError:
            raise DataError(f, "modes", f"no mode or numbers for {n} seats") from None
    return game


def load_content(folder: Path) -> SandContent:
    folder = Path(folder)
    game = load_game_file(folder)
    tiles = load(folder / "tiles.yaml", TilesFile)
    bonuses = load(folder / "bonuses.yaml", BonusFile)
    _check_tiles(tiles)
    _check_bonuses(bonuses)
    solo = sum(b.solo for b in bonuses.bonuses)
    most = max(row.random_bonuses for row in game.numbers)
    if solo < game.numbers_for(1).random_bonuses or most > sum(
        not b.fixed for b in bonuses.bonuses
    ):
        raise DataError("bonuses.yaml", "bonuses", "too few tiles for the deals of Appendix D")
    return SandContent(game, tiles, bonuses)


def _check_tiles(tiles: TilesFile) -> None:
    f = "tiles.yaml"
    figures = [x.id for x in tiles.figures]
    check_unique(f, "figures", figures)
    if sorted(figures) != sorted(["crab", "bucket", "seagull"]):
        raise DataError(f, "figures", "exactly crab, bucket and seagull")
    if sorted(x.beats for x in tiles.figures) != sorted(figures) or any(
        x.beats == x.id for x in tiles.figures
    ):  # SAND-2: a cycle, each figure beats exactly one other
        raise DataError(f, "figures", "each figure beats a different one (a cycle)")
    check_unique(f, "patterns", [p.id for p in tiles.patterns])
    arms = sorted(len(p.walls) for p in tiles.patterns)
    if arms != [1, 2, 2, 3, 4]:  # SAND-3
        raise DataError(f, "patterns", "the five patterns have 1, 2, 2, 3 and 4 arms")
    pattern_ids = [p.id for p in tiles.patterns]
    designs = tiles.castle_tiles.designs
    check_unique(f, "castle_tiles.designs", [d.id for d in designs])
    for i, d in enumerate(designs):
        check_ref(f, f"castle_tiles.designs[{i}].pattern", d.pattern, pattern_ids, "pattern")
        if d.count < 0:
            raise DataError(f, f"castle_tiles.designs[{i}].count", "a count is never negative")
    check_total(
        f, "castle_tiles", sum(d.count for d in designs), tiles.castle_tiles.total, "castle tiles"
    )
    check_total(f, "castle_tiles.total", tiles.castle_tiles.total, 80, "castle tiles")  # SAND-1
    attacks = tiles.attack_tiles.designs
    check_unique(f, "attack_tiles.designs", [d.id for d in attacks])
    check_total(
        f, "attack_tiles", sum(d.count for d in attacks), tiles.attack_tiles.total, "attack tiles"
    )
    check_total(f, "attack_tiles.total", tiles.attack_tiles.total, 30, "attack tiles")  # SAND-4
    if sorted(d.figure for d in attacks) != sorted(figures):
        raise DataError(f, "attack_tiles.designs", "one attack design per figure")


def _check_bonuses(bonuses: BonusFile) -> None:
    f = "bonuses.yaml"
    items = bonuses.bonuses
    check_unique(f, "bonuses", [b.id for b in items])
    check_total(f, "bonuses", len(items), bonuses.total, "bonus tiles")
    check_total(f, "total", bonuses.total, 29, "bonus tiles")  # SAND-1
    kinds = [b.kind for b in items]
    if kinds.count("biggest") != 1 or kinds.count("tallest") != 1:
        raise DataError(f, "bonuses", "exactly one Biggest Castle and one Tallest Tower")
    if any(b.fixed != (b.kind in ("biggest", "tallest")) for b in items):
        raise DataError(f, "bonuses", "the two tiered bonuses, and only they, are fixed")
