"""Black Fleet content: the YAML files of data/black_fleet/ as frozen dataclasses, validated.

Files: map.yaml (grid, ports and prices, beaches, lairs, navy starts, distant seas: BF-1, BF-11,
BF-30, BF-36, §4.1-§4.5), game.yaml (goods, players, hands, rewards: BF-2 to BF-9, §4.9),
movement_cards.yaml (BF-5, §4.6), fortune_cards.yaml (BF-6, §3.1, §4.7) and
development_cards.yaml (BF-7, §3.2, §4.8). Every number the rules use comes from here.

`load_content` also checks the map the way the digest's map invariants demand (every port has
exactly its three dock spaces, AD-25; beaches and lairs are sea, all sea is one connected
region, no diagonal land/sea squeeze, AD-2) and the card totals, raising DataError(file, key
path, problem). The port prices are the digest's decided table (AD-4, AD-29), the movement
cards its decided distribution (AD-14), the card texts its decided effects (AD-15, AD-39).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Literal, get_args

from game.core.data import (
    Id,
    LocalText,
    Meta,
    Shape,
    check_ref,
    check_total,
    check_unique,
    load,
    refuse,
    shown,
)
from game.core.errors import DataError
from game.core.limits import MAX_SEATS

FortuneEffect = Literal[
    "fair_wind",
    "full_sails",
    "change_of_wind",
    "second_patrol",
    "shallow_waters",
    "grappling_hooks",
    "quick_burial",
    "broadside",
    "market_day",
    "buried_riches",
    "bounty",
    "pickpocket",
    "smugglers_market",
    "resupply",
    "commandeer",
    "secret_cove",
    "spyglass",
    "sea_charts",
]
DevelopmentEffect = Literal[
    "trade_agreement",
    "merchant_sails",
    "pirate_sails",
    "navy_pennant",
    "cargo_insurance",
    "lucky_charm",
    "armed_merchantman",
    "treasure_hunter",
    "letter_of_marque",
    "navy_bounty",
    "lookout",
    "smugglers_contacts",
    "long_guns",
    "pirate_hideout",
    "decoy",
    "merchant_escort",
    "master_trader",
    "shallow_draft",
    "pirate_king",
    "admirals_commission",
    "master_navigator",
    "admiralty_guns",
    "royal_warrant",
    "ransom_letters",
]
Timing = Literal[
    "pre_card",
    "pre_card_or_main",
    "main",
    "main_before_first_activation",
    "main_before_pirate_activation",
]
LEGEND_SEA = ".346LYV"
LEGEND_LAND = "#ABCDE"


# ---- declared limits ---------------------------------------------------------------------
Coord = Annotated[int, Meta(ge=0, le=99)]
Cell = tuple[Coord, Coord]
Money = Annotated[int, Meta(ge=0, le=100)]
"""Doubloons printed on the board or a card (prices, rewards, ransoms, costs)."""
Steps = Annotated[int, Meta(ge=1, le=9)]
"""A movement value: no movement value is 0 (AD-26)."""
Few = Annotated[int, Meta(ge=0, le=10)]
"""A small count: cards drawn or held, a card's number."""
Seats = Annotated[int, Meta(ge=2, le=MAX_SEATS)]
RuleId = Annotated[str, Meta(pattern=r"^BF-[0-9]+$")]


# ---- map.yaml ------------------------------------------------------------------------------
class Port(Shape, frozen=True):
    id: Annotated[str, Meta(pattern=r"^[A-E]$")]  # its symbol on the map (LEGEND_LAND)
    name: LocalText
    cell: Cell
    colour: Id
    docks: Annotated[tuple[Cell, ...], Meta(min_length=3, max_length=3)]  # AD-25
    buys: Mapping[Id, Annotated[int, Meta(ge=1, le=20)]]
    refuses: tuple[Id, ...]

    def price(self, colour: str) -> int:
        """Doubloons per cube of `colour` here, 0 if refused (BF-63, BF-64)."""
        return self.buys.get(colour, 0)


class Beach(Shape, frozen=True):
    cell: Cell
    value: Annotated[int, Meta(ge=1, le=9)]  # its digit on the map (BF-36)


class NavyStart(Shape, frozen=True):
    navy: Id
    cell: Cell


class DistantSea(Shape, frozen=True):
    id: Id
    name: LocalText
    entry_cells: Annotated[tuple[Cell, ...], Meta(min_length=1)]


class MapCounts(Shape, frozen=True):
    cells: Annotated[int, Meta(ge=1, le=10_000)]
    sea: Annotated[int, Meta(ge=1, le=10_000)]
    land: Annotated[int, Meta(ge=0, le=10_000)]


Distances = Mapping[Id, Mapping[Id, Annotated[int, Meta(ge=0, le=200)]]]


class ReferenceDistances(Shape, frozen=True):
    dock_to_dock: Distances
    zone_to_dock: Distances


class MapData(Shape, frozen=True):
    """The board as printed: what the table scene draws (the View carries it)."""

    width: Annotated[int, Meta(ge=4, le=60)]
    height: Annotated[int, Meta(ge=4, le=60)]
    rows: tuple[Annotated[str, Meta(min_length=1, max_length=60)], ...]
    counts: MapCounts
    ports: Annotated[tuple[Port, ...], Meta(min_length=2, max_length=5)]
    beaches: tuple[Beach, ...]
    pirate_lairs: Annotated[tuple[Cell, ...], Meta(min_length=1)]
    navy_starts: tuple[NavyStart, ...]
    distant_seas: tuple[DistantSea, ...]
    reference_distances: ReferenceDistances

    def is_land(self, cell: Cell) -> bool:
        x, y = cell
        return self.rows[y][x] in LEGEND_LAND


# ---- game.yaml -----------------------------------------------------------------------------
class Named(Shape, frozen=True):
    id: Id
    name: LocalText


class Goods(Shape, frozen=True):
    colours: Annotated[tuple[Named, ...], Meta(min_length=2, max_length=8)]
    cubes_per_colour: Annotated[int, Meta(ge=1, le=50)]
    total: Annotated[int, Meta(ge=1, le=400)]


class Players(Shape, frozen=True):
    colours: Annotated[tuple[Named, ...], Meta(min_length=2, max_length=MAX_SEATS)]
    first: Id
    official_seats: Annotated[tuple[Seats, ...], Meta(min_length=1)]
    house_seats: tuple[Seats, ...]
    default_seats: Seats
    start_wealth: Money

    def __post_init__(self) -> None:
        seats = self.official_seats
        if list(seats) != sorted(set(seats)) or seats[-1] - seats[0] + 1 != len(seats):
            raise refuse("official_seats", "one run of seat counts, ascending (BF-10)")
        for i, n in enumerate(self.house_seats):
            if n in seats:
                raise refuse(f"house_seats[{i}]", f"{n} is an official seat count already")
            if n != 2 or i:  # the house rule is the two-player table (the setup's two seats)
                raise refuse(f"house_seats[{i}]", "the house rule of BF-135 is for 2 seats only")
        if max((*seats, *self.house_seats)) > len(self.colours):
            raise refuse("official_seats", "more seats than player colours")
        if self.default_seats not in seats:
            raise refuse("default_seats", "must be one of official_seats")


class Ships(Shape, frozen=True):
    merchant: LocalText
    pirate: LocalText


class Hands(Shape, frozen=True):
    movement: Annotated[int, Meta(ge=1, le=5)]
    fortune_start: Few
    fortune_limit: Annotated[int, Meta(ge=1, le=10)]

    def __post_init__(self) -> None:
        if self.fortune_start > self.fortune_limit:
            raise refuse("fortune_start", f"more than fortune_limit ({self.fortune_limit})")


class Holds(Shape, frozen=True):
    merchant: Annotated[int, Meta(ge=1, le=6)]
    pirate: Annotated[int, Meta(ge=1, le=6)]


class Ranges(Shape, frozen=True):
    base: Annotated[int, Meta(ge=1, le=3)]
    long: Annotated[int, Meta(ge=1, le=5)]

    def __post_init__(self) -> None:
        if self.long < self.base:
            raise refuse("long", f"shorter than base ({self.base})")


class Rewards(Shape, frozen=True):
    navy_sinks_pirate: Money
    pirate_robs_merchant: Money


class Victory(Shape, frozen=True):
    name: LocalText
    costs: Annotated[tuple[Annotated[int, Meta(ge=1, le=200)], ...], Meta(min_length=1)]
    default_cost: Annotated[int, Meta(ge=1, le=200)]

    def __post_init__(self) -> None:
        if self.default_cost not in self.costs:
            raise refuse("default_cost", f"must be one of {list(self.costs)}")


class Bottom(Shape, frozen=True):
    id: Id
    draw: Annotated[int, Meta(ge=0, le=3)]
    discard: Annotated[int, Meta(ge=0, le=3)]
    name: LocalText


class GameData(Shape, frozen=True):
    goods: Goods
    players: Players
    navies: Annotated[tuple[Named, ...], Meta(min_length=2, max_length=2)]  # BF-2
    ships: Ships
    hands: Hands
    holds: Holds
    ranges: Ranges
    rewards: Rewards
    victory: Victory
    movement_bottoms: Annotated[tuple[Bottom, ...], Meta(min_length=1)]


# ---- cards ---------------------------------------------------------------------------------
class MovementCard(Shape, frozen=True):
    id: Id
    navy: Id
    navy_value: Steps
    pirate: Steps
    merchant: Steps
    bottom: Id


class MovementFile(Shape, frozen=True):
    movement_cards: tuple[MovementCard, ...]
    total: Annotated[int, Meta(ge=1, le=500)]


class FortuneCard(Shape, frozen=True):
    id: Id
    effect: FortuneEffect
    rule: RuleId
    count: Annotated[int, Meta(ge=1, le=10)]
    timing: Timing
    amount: Few
    overrides: tuple[RuleId, ...]
    name: LocalText
    text: LocalText


class FortuneFile(Shape, frozen=True):
    fortune_cards: tuple[FortuneCard, ...]
    total: Annotated[int, Meta(ge=1, le=500)]


class DevelopmentCard(Shape, frozen=True):
    id: Id
    cost: Annotated[int, Meta(ge=1, le=100)]
    effect: DevelopmentEffect
    rule: RuleId
    amount: Few
    name: LocalText
    text: LocalText


class DevelopmentFile(Shape, frozen=True):
    development_cards: tuple[DevelopmentCard, ...]
    costs: Annotated[tuple[Annotated[int, Meta(ge=1, le=100)], ...], Meta(min_length=1)]
    per_cost: Annotated[int, Meta(ge=1, le=20)]


# ---- the precomputed geometry the rules run on ---------------------------------------------
class Geometry:
    """Cell-indexed tables built once from the map (cell index = y * width + x)."""

    __slots__ = (
        "beach",
        "dock_port",
        "height",
        "lairs",
        "land",
        "navy_start",
        "nbrs",
        "open_marks",
        "port_cell",
        "sea_marks",
        "sea_nbrs",
        "size",
        "width",
        "xy",
        "zone_entries",
    )

    def __init__(self, m: MapData, navy_ids: tuple[str, ...]) -> None:
        w, h = m.width, m.height
        self.width, self.height, self.size = w, h, w * h
        self.xy: tuple[Cell, ...] = tuple((i % w, i // w) for i in range(w * h))
        self.land = bytes(1 if m.rows[y][x] in LEGEND_LAND else 0 for (x, y) in self.xy)
        # a search's first marks (paths.explore): -1 open, -2 closed (land, for a ship that
        # may not cross it)
        self.open_marks: tuple[int, ...] = (-1,) * (w * h)
        self.sea_marks: tuple[int, ...] = tuple(-2 if land else -1 for land in self.land)
        self.nbrs: tuple[tuple[int, ...], ...] = tuple(
            tuple(
                (y + dy) * w + x + dx
                for dy in (-1, 0, 1)
                for dx in (-1, 0, 1)
                if (dx or dy) and 0 <= x + dx < w and 0 <= y + dy < h
            )
            for (x, y) in self.xy
        )
        # the sea neighbours alone: a ship that may not cross land never looks at the others
        self.sea_nbrs: tuple[tuple[int, ...], ...] = tuple(
            tuple(n for n in ns if not self.land[n]) for ns in self.nbrs
        )
        dock_port = [-1] * (w * h)
        for p, port in enumerate(m.ports):
            for c in port.docks:
                dock_port[self.index(c)] = p
        self.dock_port = tuple(dock_port)
        beach = [0] * (w * h)
        for b in m.beaches:
            beach[self.index(b.cell)] = b.value
        self.beach = tuple(beach)
        self.lairs = tuple(self.index(c) for c in m.pirate_lairs)
        self.zone_entries = tuple(
            tuple(self.index(c) for c in z.entry_cells) for z in m.distant_seas
        )
        starts = {s.navy: self.index(s.cell) for s in m.navy_starts}
        self.navy_start = tuple(starts[n] for n in navy_ids)
        self.port_cell = tuple(self.index(p.cell) for p in m.ports)

    def index(self, cell: Cell) -> int:
        return cell[1] * self.width + cell[0]

    def chebyshev(self, a: int, b: int) -> int:
        """Range of BF-354: max(|dx|, |dy|), ignoring land and ships."""
        ax, ay = self.xy[a]
        bx, by = self.xy[b]
        return max(abs(ax - bx), abs(ay - by))

    def sea_distances(self, sources: list[int], first: int = 0) -> list[int]:
        """Steps from `sources` (at cost `first`) to every cell over empty sea (-1: never)."""
        dist = [-1] * self.size
        queue: deque[int] = deque()
        for c in sources:
            if not self.land[c] and dist[c] < 0:
                dist[c] = first
                queue.append(c)
        while queue:
            c = queue.popleft()
            for n in self.nbrs[c]:
                if dist[n] < 0 and not self.land[n]:
                    dist[n] = dist[c] + 1
                    queue.append(n)
        return dist


@dataclass(frozen=True)
class BlackFleetContent:
    map: MapData
    game: GameData
    movement: tuple[MovementCard, ...]
    fortune: tuple[FortuneCard, ...]
    development: tuple[DevelopmentCard, ...]
    geometry: Geometry

    # lookups, built in __post_init__ (frozen: set through object.__setattr__)
    colours: tuple[str, ...] = field(init=False, repr=False, compare=False)
    colour_names: dict[str, LocalText] = field(init=False, repr=False, compare=False)
    player_colours: tuple[str, ...] = field(init=False, repr=False, compare=False)
    player_colour_names: dict[str, LocalText] = field(init=False, repr=False, compare=False)
    navy_ids: tuple[str, ...] = field(init=False, repr=False, compare=False)
    navy_names: dict[str, LocalText] = field(init=False, repr=False, compare=False)
    movement_by_id: dict[str, MovementCard] = field(init=False, repr=False, compare=False)
    fortune_by_id: dict[str, FortuneCard] = field(init=False, repr=False, compare=False)
    fortune_by_effect: dict[str, FortuneCard] = field(init=False, repr=False, compare=False)
    development_by_id: dict[str, DevelopmentCard] = field(init=False, repr=False, compare=False)
    development_by_effect: dict[str, DevelopmentCard] = field(init=False, repr=False, compare=False)
    bottom_by_id: dict[str, Bottom] = field(init=False, repr=False, compare=False)
    port_of_colour: dict[str, int] = field(init=False, repr=False, compare=False)
    zone_ids: tuple[str, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        put = object.__setattr__
        put(self, "colours", tuple(c.id for c in self.game.goods.colours))
        put(self, "colour_names", {c.id: c.name for c in self.game.goods.colours})
        put(self, "player_colours", tuple(c.id for c in self.game.players.colours))
        put(self, "player_colour_names", {c.id: c.name for c in self.game.players.colours})
        put(self, "navy_ids", tuple(n.id for n in self.game.navies))
        put(self, "navy_names", {n.id: n.name for n in self.game.navies})
        put(self, "movement_by_id", {c.id: c for c in self.movement})
        put(self, "fortune_by_id", {c.id: c for c in self.fortune})
        put(self, "fortune_by_effect", {c.effect: c for c in self.fortune})
        put(self, "development_by_id", {c.id: c for c in self.development})
        put(self, "development_by_effect", {c.effect: c for c in self.development})
        put(self, "bottom_by_id", {b.id: b for b in self.game.movement_bottoms})
        put(self, "port_of_colour", {p.colour: i for i, p in enumerate(self.map.ports)})
        put(self, "zone_ids", tuple(z.id for z in self.map.distant_seas))

    def fortune_deck(self) -> list[str]:
        """Every fortune card of the deck, `count` copies each, in data order (BF-6)."""
        return [c.id for c in self.fortune for _ in range(c.count)]

    def development_deck(self, cost: int) -> list[str]:
        return [c.id for c in self.development if c.cost == cost]


# ---- loading and validation ----------------------------------------------------------------
def load_content(folder: Path) -> BlackFleetContent:
    folder = Path(folder)
    game = load(folder / "game.yaml", GameData)
    _check_game(game, shown(folder / "game.yaml"))
    m = load(folder / "map.yaml", MapData)
    _check_map(m, game, shown(folder / "map.yaml"))
    movement = load(folder / "movement_cards.yaml", MovementFile)
    _check_movement(movement, game, shown(folder / "movement_cards.yaml"))
    fortune = load(folder / "fortune_cards.yaml", FortuneFile)
    _check_fortune(fortune, shown(folder / "fortune_cards.yaml"))
    development = load(folder / "development_cards.yaml", DevelopmentFile)
    _check_development(development, shown(folder / "development_cards.yaml"))
    navy_ids = tuple(n.id for n in game.navies)
    return BlackFleetContent(
        m,
        game,
        movement.movement_cards,
        fortune.fortune_cards,
        development.development_cards,
        Geometry(m, navy_ids),
    )


def _check_game(g: GameData, f: str) -> None:
    colours = [c.id for c in g.goods.colours]
    check_unique(f, "goods.colours", colours)
    check_total(f, "goods.total", g.goods.cubes_per_colour * len(colours), g.goods.total, "cubes")
    players = [c.id for c in g.players.colours]
    check_unique(f, "players.colours", players)
    check_ref(f, "players.first", g.players.first, players, "player colour")
    check_unique(f, "navies", [n.id for n in g.navies])
    check_unique(f, "movement_bottoms", [b.id for b in g.movement_bottoms])


def _check_map(m: MapData, g: GameData, f: str) -> None:
    if len(m.rows) != m.height:
        raise DataError(f, "rows", f"expected {m.height} rows, got {len(m.rows)}")
    for y, row in enumerate(m.rows):
        if len(row) != m.width:
            raise DataError(f, f"rows[{y}]", f"expected {m.width} characters, got {len(row)}")
        for x, ch in enumerate(row):
            if ch not in LEGEND_SEA + LEGEND_LAND:
                raise DataError(f, f"rows[{y}]", f"unknown map symbol {ch!r} at x={x}")
    land = sum(row.count(ch) for row in m.rows for ch in LEGEND_LAND)
    check_total(f, "counts.cells", m.width * m.height, m.counts.cells, "cells")
    check_total(f, "counts.land", land, m.counts.land, "land cells")
    check_total(f, "counts.sea", m.width * m.height - land, m.counts.sea, "sea cells")

    def inside(cell: Cell, path: str) -> None:
        if not (0 <= cell[0] < m.width and 0 <= cell[1] < m.height):
            raise DataError(f, path, f"cell {list(cell)} is outside the {m.width}x{m.height} grid")

    def symbol(cell: Cell) -> str:
        return m.rows[cell[1]][cell[0]]

    def sea_neighbours(cell: Cell) -> list[Cell]:
        x, y = cell
        return [
            (x + dx, y + dy)
            for dy in (-1, 0, 1)
            for dx in (-1, 0, 1)
            if (dx or dy)
            and 0 <= x + dx < m.width
            and 0 <= y + dy < m.height
            and m.rows[y + dy][x + dx] in LEGEND_SEA
        ]

    def must_be_sea(cell: Cell, path: str) -> None:
        inside(cell, path)
        if symbol(cell) not in LEGEND_SEA:
            raise DataError(
                f, path, f"cell {list(cell)} must be a sea space, the map shows {symbol(cell)!r}"
            )

    colours = [c.id for c in g.goods.colours]
    check_unique(f, "ports", [p.id for p in m.ports])
    _check_once(f, "ports", "colour", [p.colour for p in m.ports])
    all_docks: dict[Cell, str] = {}
    for i, p in enumerate(m.ports):
        path = f"ports[{i}]"
        inside(p.cell, f"{path}.cell")
        if symbol(p.cell) != p.id:
            raise DataError(
                f,
                f"{path}.cell",
                f"the map shows {symbol(p.cell)!r} at {list(p.cell)}, not port {p.id!r}",
            )
        check_ref(f, f"{path}.colour", p.colour, colours, "goods colour")
        adjacent = sorted(sea_neighbours(p.cell))
        if len(adjacent) != 3 or sorted(p.docks) != adjacent:
            raise DataError(
                f,
                f"{path}.docks",
                f"a port has exactly its three adjacent sea "
                f"spaces as docks; the map gives {adjacent}",
            )
        for c in p.docks:
            if c in all_docks:
                raise DataError(
                    f, f"{path}.docks", f"dock {list(c)} also serves port {all_docks[c]}"
                )
            all_docks[c] = p.id
        for colour in p.buys:
            check_ref(f, f"{path}.buys.{colour}", colour, colours, "goods colour")
        for k, colour in enumerate(p.refuses):
            check_ref(f, f"{path}.refuses[{k}]", colour, colours, "goods colour")
        covered = sorted(list(p.buys) + list(p.refuses))
        if covered != sorted(colours):
            raise DataError(
                f, f"{path}.buys", "every colour must be either bought or refused, exactly once"
            )
        if p.colour not in p.refuses:
            raise DataError(f, f"{path}.refuses", "a port never buys its own colour (BF-63)")
    listed_beaches = {b.cell: b.value for b in m.beaches}
    for i, b in enumerate(m.beaches):
        must_be_sea(b.cell, f"beaches[{i}].cell")
        if symbol(b.cell) != str(b.value):
            raise DataError(
                f, f"beaches[{i}].value", f"the map shows {symbol(b.cell)!r} at {list(b.cell)}"
            )
    for y, row in enumerate(m.rows):
        for x, ch in enumerate(row):
            if ch.isdigit() and (x, y) not in listed_beaches:
                raise DataError(f, "beaches", f"beach {ch!r} at {[x, y]} is not listed")
            if ch == "L" and (x, y) not in m.pirate_lairs:
                raise DataError(f, "pirate_lairs", f"lair at {[x, y]} is not listed")
    for i, c in enumerate(m.pirate_lairs):
        must_be_sea(c, f"pirate_lairs[{i}]")
        if symbol(c) != "L":
            raise DataError(f, f"pirate_lairs[{i}]", f"the map shows {symbol(c)!r} there")
    navies = [n.id for n in g.navies]
    if sorted(s.navy for s in m.navy_starts) != sorted(navies):
        raise DataError(f, "navy_starts", f"one start space per navy {navies}")
    for i, s in enumerate(m.navy_starts):
        must_be_sea(s.cell, f"navy_starts[{i}].cell")
    check_unique(f, "distant_seas", [z.id for z in m.distant_seas])
    for i, z in enumerate(m.distant_seas):
        for j, c in enumerate(z.entry_cells):
            must_be_sea(c, f"distant_seas[{i}].entry_cells[{j}]")
    for colour in colours:  # every colour of goods has its home port (BF-63)
        if colour not in [p.colour for p in m.ports]:
            raise DataError(f, "ports", f"no port has the colour {colour!r} (game.yaml goods)")
    ports, zones = [p.id for p in m.ports], [z.id for z in m.distant_seas]
    for table, rows in (("dock_to_dock", ports), ("zone_to_dock", zones)):
        for row, cols in getattr(m.reference_distances, table).items():
            where = f"reference_distances.{table}"
            check_ref(f, f"{where}.{row}", row, rows, "port" if rows is ports else "distant sea")
            for col in cols:
                check_ref(f, f"{where}.{row}.{col}", col, ports, "port")
    _check_connected(m, f)
    _check_no_squeeze(m, f)


def _check_connected(m: MapData, f: str) -> None:
    """Every sea space is reachable from every other (king moves, BF-30)."""
    sea = [(x, y) for y in range(m.height) for x in range(m.width) if m.rows[y][x] in LEGEND_SEA]
    seen = {sea[0]}
    queue = deque([sea[0]])
    while queue:
        x, y = queue.popleft()
        for dy in (-1, 0, 1):
            for dx in (-1, 0, 1):
                n = (x + dx, y + dy)
                if (
                    0 <= n[0] < m.width
                    and 0 <= n[1] < m.height
                    and n not in seen
                    and m.rows[n[1]][n[0]] in LEGEND_SEA
                ):
                    seen.add(n)
                    queue.append(n)
    if len(seen) != len(sea):
        lost = next(c for c in sea if c not in seen)
        raise DataError(f, "rows", f"sea space {list(lost)} cannot be reached from {list(sea[0])}")


def _check_no_squeeze(m: MapData, f: str) -> None:
    """No 2x2 block with sea on one diagonal and land on the other (AD-2)."""
    for y in range(m.height - 1):
        for x in range(m.width - 1):
            a, b = m.rows[y][x] in LEGEND_SEA, m.rows[y][x + 1] in LEGEND_SEA
            c, d = m.rows[y + 1][x] in LEGEND_SEA, m.rows[y + 1][x + 1] in LEGEND_SEA
            if (a and d and not b and not c) or (b and c and not a and not d):
                raise DataError(
                    f, f"rows[{y}]", f"diagonal squeeze between land and sea at {[x, y]} (AD-2)"
                )


def _check_movement(mf: MovementFile, g: GameData, f: str) -> None:
    cards = mf.movement_cards
    check_unique(f, "movement_cards", [c.id for c in cards])
    check_total(f, "total", len(cards), mf.total, "movement cards")
    navies = [n.id for n in g.navies]
    bottoms = [b.id for b in g.movement_bottoms]
    for i, c in enumerate(cards):
        check_ref(f, f"movement_cards[{i}].navy", c.navy, navies, "navy")
        check_ref(f, f"movement_cards[{i}].bottom", c.bottom, bottoms, "bottom symbol")
    # hands of up to 3 cards (BF-314) for the largest table, plus one to play, must exist
    seats = max((*g.players.official_seats, *g.players.house_seats))
    if len(cards) < seats * (g.hands.movement + 1) + 1:
        raise DataError(f, "movement_cards", "too few cards to deal every hand")


def _check_fortune(ff: FortuneFile, f: str) -> None:
    cards = ff.fortune_cards
    check_unique(f, "fortune_cards", [c.id for c in cards])
    _check_once(f, "fortune_cards", "effect", [c.effect for c in cards])
    check_total(f, "total", sum(c.count for c in cards), ff.total, "fortune card counts")
    missing = [e for e in get_args(FortuneEffect) if e not in {c.effect for c in cards}]
    if missing:
        raise DataError(f, "fortune_cards", f"no card has the effect {missing[0]!r}")


def _check_development(df: DevelopmentFile, f: str) -> None:
    cards = df.development_cards
    check_unique(f, "development_cards", [c.id for c in cards])
    _check_once(f, "development_cards", "effect", [c.effect for c in cards])
    for i, c in enumerate(cards):
        if c.cost not in df.costs:
            raise DataError(f, f"development_cards[{i}].cost", f"must be one of {list(df.costs)}")
    for cost in df.costs:
        check_total(
            f,
            "per_cost",
            sum(1 for c in cards if c.cost == cost),
            df.per_cost,
            f"cards of cost {cost}",
        )
    missing = [e for e in get_args(DevelopmentEffect) if e not in {c.effect for c in cards}]
    if missing:
        raise DataError(f, "development_cards", f"no card has the effect {missing[0]!r}")


def _check_once(f: str, path: str, key: str, values: list[str]) -> None:
    """Each item of the list at `path` has its own `key` (an effect, a colour)."""
    for i, value in enumerate(values):
        if value in values[:i]:
            raise DataError(f, f"{path}[{i}].{key}", f"{value!r} is already another item's {key}")
