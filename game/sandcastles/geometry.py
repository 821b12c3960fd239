"""Geometry of castles: SAND-11 to SAND-23 and the no-split test of SAND-32.

A castle is a dict cell -> stack (bottom to top, each entry card * 16 + walls). Only the top
tile counts for walls and figures (SAND-13). The predicates are those of the digest's
reference pseudocode, written for speed: for an empty or occupied cell, `constraint` gives the
directions where a neighbour sits (`known`) and those where the neighbour has a wall facing the
cell (`req`); a wall set `w` agrees with every neighbour (SAND-15) exactly when
`w & known == req`.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from .catalogue import DIRS, WALL_DIRS, Catalogue, shape_key
from .model import Castle, Cell, Stack

Cells = dict[Cell, Stack]


def top_walls(stack: Stack) -> int:
    return stack[-1] & 15


def top_card(stack: Stack) -> int:
    return stack[-1] >> 4


def constraint(cells: Cells, x: int, y: int) -> tuple[int, int]:
    """(known, req) at (x, y): see the module docstring (SAND-15)."""
    known = req = 0
    get = cells.get
    for bit, dx, dy, opp in DIRS:
        st = get((x + dx, y + dy))
        if st is not None:
            known |= bit
            if st[-1] & opp:
                req |= bit
    return known, req


def open_ends(cells: Cells) -> list[tuple[int, int, int]]:
    """SAND-17: (x, y, direction bit) of every wall that faces an empty cell."""
    out = []
    for (x, y), st in cells.items():
        for bit, dx, dy, _ in WALL_DIRS[st[-1] & 15]:
            if (x + dx, y + dy) not in cells:
                out.append((x, y, bit))
    return out


def frontier(cells: Cells) -> dict[Cell, tuple[int, int]]:
    """The empty cells an open end points at, with their (known, req): where a ground tile
    can go (SAND-19b needs a link, so only these cells)."""
    out: dict[Cell, tuple[int, int]] = {}
    for (x, y), st in cells.items():
        for _, dx, dy, _ in WALL_DIRS[st[-1] & 15]:
            c = (x + dx, y + dy)
            if c not in cells and c not in out:
                out[c] = constraint(cells, c[0], c[1])
    return out


def facing(cells: Cells, at: Cell | None = None, walls: int = 0) -> dict[Cell, int]:
    """`frontier` without `known`: each empty cell an open end points at, with the walls that
    face it (its `req`), in the same order (cheaper: no look around each cell). With `at`: as
    if the top tile of that occupied cell had `walls` (a seagull stacked there)."""
    out: dict[Cell, int] = {}
    get = out.get
    for (x, y), st in cells.items():
        w = walls if at is not None and (x, y) == at else st[-1]
        for _, dx, dy, opp in WALL_DIRS[w & 15]:
            c = (x + dx, y + dy)
            if c not in cells:
                out[c] = get(c, 0) | opp
    return out


def is_complete(cells: Cells) -> bool:
    """SAND-18: non-empty and no open end (looked for from the tile laid last: an open end
    is likelier there)."""
    if not cells:
        return False
    for (x, y), st in reversed(cells.items()):
        for _, dx, dy, _ in WALL_DIRS[st[-1] & 15]:
            if (x + dx, y + dy) not in cells:
                return False
    return True


def consistent(cells: Cells) -> bool:
    """SAND-15 everywhere."""
    for (x, y), st in cells.items():
        w = st[-1]
        for bit, dx, dy, opp in DIRS:
            other = cells.get((x + dx, y + dy))
            if other is not None and bool(w & bit) != bool(other[-1] & opp):
                return False
    return True


def connected(cells: Cells, without: Cell | None = None) -> bool:
    """SAND-16: one component under links (wall against wall). `without`: as if that cell
    were empty. An empty castle counts as connected."""
    start = next((c for c in cells if c != without), None)
    if start is None:
        return True
    seen = {start}
    todo = [start]
    while todo:
        x, y = todo.pop()
        w = cells[(x, y)][-1]
        for bit, dx, dy, opp in DIRS:
            if w & bit:
                c = (x + dx, y + dy)
                if c != without and c not in seen:
                    st = cells.get(c)
                    if st is not None and st[-1] & opp:
                        seen.add(c)
                        todo.append(c)
    return len(seen) == len(cells) - (1 if without is not None and without in cells else 0)


def splitting(cells: Cells) -> set[Cell] | None:
    """SAND-16, SAND-32: the cells whose emptying would split the castle (its cut cells under
    links, found in one depth-first walk: a cell is one when a part of the walk below it
    links back to nothing above it), or None when the castle is not one linked piece (then
    `connected` must answer cell by cell). `connected(cells, c)` is `c not in` the set for
    every cell c of a linked castle: the same answer, without a walk per cell."""
    start = next(iter(cells), None)
    if start is None:
        return set()
    get = cells.get
    links: dict[Cell, list[Cell]] = {}
    for (x, y), st in cells.items():
        w = st[-1]
        out = []
        for bit, dx, dy, opp in DIRS:
            if w & bit:
                c = (x + dx, y + dy)
                other = get(c)
                if other is not None and other[-1] & opp:
                    out.append(c)
        links[(x, y)] = out
    order = {start: 0}
    low = {start: 0}
    cuts: set[Cell] = set()
    below_start = 0  # the walk's branches from the start cell
    stack: list[tuple[Cell, Cell | None, int]] = [(start, None, 0)]
    while stack:
        v, parent, i = stack[-1]
        out = links[v]
        if i < len(out):
            stack[-1] = (v, parent, i + 1)
            u = out[i]
            if u not in order:
                order[u] = low[u] = len(order)
                stack.append((u, v, 0))
            elif u != parent and order[u] < low[v]:
                low[v] = order[u]
            continue
        stack.pop()
        if parent is None:
            continue
        if low[v] < low[parent]:
            low[parent] = low[v]
        if parent == start:
            below_start += 1
        elif low[v] >= order[parent]:
            cuts.add(parent)
    if len(order) != len(cells):
        return None
    if below_start > 1:
        cuts.add(start)
    return cuts


def ground_walls(rotations: Iterable[int], known: int, req: int) -> list[int]:
    """SAND-19b: the wall sets that agree with every neighbour and link to at least one."""
    if not req:
        return []
    return [m for m in rotations if m & known == req]


def stack_walls(rotations: Iterable[int], known: int, req: int) -> list[int]:
    """SAND-20: a stacked seagull must agree with every neighbour; nothing else matters."""
    return [m for m in rotations if m & known == req]


def target_ok(cells: Cells, x: int, y: int) -> bool:
    """SAND-32: removing the top tile of (x, y) leaves (a) one linked component and (b) edge
    agreement. A stacked cell keeps its place: the uncovered tile must agree with every
    neighbour, and then every link stays as it was. A cell of one tile empties: the rest must
    stay linked (edge agreement among the others cannot change)."""
    st = cells[(x, y)]
    if len(st) > 1:
        known, req = constraint(cells, x, y)
        return st[-2] & 15 & known == req
    return connected(cells, (x, y))


def place(castle: Castle, x: int, y: int, card: int, walls: int) -> None:
    """Put a tile on (x, y): on the ground or on top of its stack (SAND-13)."""
    cells = castle.cells
    st = cells.get((x, y))
    entry = card * 16 + walls
    cells[(x, y)] = (entry,) if st is None else (*st, entry)
    _changed(castle)


def remove_top(castle: Castle, x: int, y: int) -> int:
    """Take the top tile of (x, y) away (SAND-37 step 1); returns its card."""
    cells = castle.cells
    st = cells[(x, y)]
    if len(st) == 1:
        del cells[(x, y)]
    else:
        cells[(x, y)] = st[:-1]
    _changed(castle)
    return st[-1] >> 4


def _changed(castle: Castle) -> None:
    castle._ground = castle._stacks = castle._targets = castle._view = None


def ground_spots(castle: Castle) -> dict[Cell, tuple[int, int]]:
    """`frontier` of the castle, cached until it changes."""
    spots = castle._ground
    if spots is None:
        spots = castle._ground = frontier(castle.cells)
    return spots


def stack_spots(castle: Castle) -> dict[Cell, tuple[int, int]]:
    """(known, req) of every occupied cell (for stacking a seagull), cached."""
    spots = castle._stacks
    if spots is None:
        cells = castle.cells
        spots = castle._stacks = {(x, y): constraint(cells, x, y) for x, y in cells}
    return spots


def targets_of(g: Catalogue, castle: Castle) -> tuple[tuple[int, int, int], ...]:
    """(x, y, top figure) of every cell whose top tile may be attacked: SAND-31 (top tiles
    only) and SAND-32 (no split, no clash). Cached until the castle changes."""
    found = castle._targets
    if found is None:
        cells = castle.cells
        fig = g.figure
        found = castle._targets = tuple(
            [(x, y, fig[st[-1] >> 4]) for (x, y), st in takeable(cells)]
        )
    return found


def takeable(cells: Cells) -> list[tuple[Cell, Stack]]:
    """The cells (with their stacks) whose top tile may be taken (`target_ok` of each, in
    the castle's order; in a castle of more than three cells, the cut cells found at once:
    `splitting`)."""
    cuts = splitting(cells) if len(cells) > 3 else None  # (a walk per cell: a short one)
    if cuts is None:
        return [(c, st) for c, st in cells.items() if target_ok(cells, c[0], c[1])]
    out = []
    for c, st in cells.items():
        if len(st) > 1:
            known, req = constraint(cells, c[0], c[1])
            if st[-2] & 15 & known != req:
                continue
        elif c in cuts:
            continue
        out.append((c, st))
    return out


def placements(g: Catalogue, castle: Castle, card: int) -> dict[Cell, list[int]]:
    """Every legal place of `card` in an existing castle: cell -> wall sets (SAND-19b, and
    SAND-20 for a seagull). Cells come in a fixed order: ground cells in the order their
    open ends are found, then stacked cells in the castle's order."""
    rots = g.rotations[card]
    out: dict[Cell, list[int]] = {}
    for c, (known, req) in ground_spots(castle).items():
        ws = [m for m in rots if m & known == req]
        if ws:
            out[c] = ws
    if g.figure[card] == 2:  # SAND-14: only seagulls go on top
        for c, (known, req) in stack_spots(castle).items():
            ws = [m for m in rots if m & known == req]
            if ws:
                out[c] = ws
    return out


def fits(g: Catalogue, castle: Castle, card: int) -> bool:
    """Whether `card` has any legal place in the castle (cheaper than `placements`)."""
    rots = g.rotations[card]
    for known, req in ground_spots(castle).values():
        for m in rots:
            if m & known == req:
                return True
    if g.figure[card] == 2:
        for known, req in stack_spots(castle).values():
            for m in rots:
                if m & known == req:
                    return True
    return False


def size(cells: Cells) -> int:
    """SAND-22: tiles in the castle, covered ones included."""
    return sum(map(len, cells.values()))


def tower(cells: Cells) -> int:
    """SAND-22: the greatest stack height."""
    return max(map(len, cells.values()), default=0)


def visible(g: Catalogue, cells: Cells) -> list[int]:
    """SAND-23: visible figure counts [crab, bucket, seagull] (top tiles only)."""
    counts = [0, 0, 0]
    fig = g.figure
    for st in cells.values():
        counts[fig[st[-1] >> 4]] += 1
    return counts


def cards_of(cells: Cells) -> list[int]:
    return [e >> 4 for st in cells.values() for e in st]


def footprint_key(cells: Cells, reflect: bool) -> tuple[Cell, ...]:
    """The footprint (SAND-22) in the canonical form shape bonuses are matched by (SAND-43):
    moved to the origin, then looked up (the AI asks for the same few footprints often)."""
    mx = min([x for x, _ in cells])
    my = min([y for _, y in cells])
    return _canonical(tuple(sorted([(x - mx, y - my) for x, y in cells])), reflect)


@lru_cache(maxsize=4096)
def _canonical(footprint: tuple[Cell, ...], reflect: bool) -> tuple[Cell, ...]:
    """shape_key of a footprint at the origin (the same as anywhere: translations allowed)."""
    return shape_key(list(footprint), reflect)
