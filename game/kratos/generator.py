"""Boards: validity (5.1, K-7), the random generator (5.3) and the reduced tables (section 7,
VARIANT).

The generator places n islands one at a time, each drawn by the match's seeded RNG (a chance
step) from the cells still allowed, listed with x outer and y inner, both ascending (5.3); a
stuck attempt restarts, up to 1000 times. The islands are then numbered 1..n in row-major order
of (y, x). If every attempt fails, a 26x20 table falls back on the default board (5.2) and logs
it; a reduced table reports a setup error that asks for another seed. The optional quality filter
(VARIANT, off by default) rejects boards where some island's nearest neighbour is farther than 8,
or where an island touches the edge; a rejected board counts as a failed attempt.
"""

from __future__ import annotations

from game.core import Chance, Event, Events, Settled, push
from game.core.rng import Rng

from .catalogue import BoardSpec, Catalogue, valid_spots
from .model import State
from .tasks import PlaceIsland


class BoardError(ValueError):
    """5.3: no board could be generated for this seed on a reduced table."""


def candidates(columns: int, rows: int, placed: list[tuple[int, int]]) -> list[int]:
    """5.3: the top-left cells allowed for the next island (cell = y * columns + x), x outer
    and y inner, both ascending."""
    blocked = bytearray(columns * rows)
    for a, b in placed:
        for x in range(max(0, a - 3), min(columns - 1, a + 4)):
            for y in range(max(0, b - 3), min(rows - 1, b + 4)):
                blocked[y * columns + x] = 1
    return [
        y * columns + x
        for x in range(columns - 1)
        for y in range(rows - 1)
        if not blocked[y * columns + x]
    ]


def numbered(spots: list[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    """5.3: islands 1..n in row-major order of (y, x)."""
    return tuple(sorted(spots, key=lambda p: (p[1], p[0])))


def passes_filter(columns: int, rows: int, spots: list[tuple[int, int]], far: int) -> bool:
    """5.3 optional filter: no island on an edge; every island's nearest neighbour within `far`
    (the island-to-island distance of section 4)."""
    for x, y in spots:
        if x == 0 or y == 0 or x == columns - 2 or y == rows - 2:
            return False
    for i, (x, y) in enumerate(spots):
        near = min(
            max(max(abs(x - a) - 1, 0), max(abs(y - b) - 1, 0))
            for j, (a, b) in enumerate(spots)
            if j != i
        )
        if near > far:
            return False
    return True


def random_board(
    rng: Rng, columns: int, rows: int, n: int, max_restarts: int, far: int = 0
) -> tuple[tuple[int, int], ...] | None:
    """The same generator as the chance steps, driven by `rng` directly (tests, tools):
    Rng.choice is what the match draws for a `Chance.pick` (None if every attempt fails)."""
    for _ in range(max_restarts):
        placed: list[tuple[int, int]] = []
        while len(placed) < n:
            cells = candidates(columns, rows, placed)
            if not cells:
                break
            c = rng.choice(cells)
            placed.append((c % columns, c // columns))
        if len(placed) == n and (not far or passes_filter(columns, rows, placed, far)):
            return numbered(placed)
    return None


# ---- as chance steps on the agenda -----------------------------------------------------------
def draw_island(g: Catalogue, s: State, t: PlaceIsland) -> Chance | Settled:
    cells = candidates(s.board.columns, s.board.rows, s.gen)
    if cells:
        return Chance.pick(cells)
    return Settled(-1)  # stuck: restart (or give up)


def island_drawn(g: Catalogue, s: State, t: PlaceIsland, outcome: int, out: Events) -> None:
    from .setup import board_ready

    w, h = s.board.columns, s.board.rows
    n = 2 * s.n
    if outcome >= 0:
        s.gen.append((outcome % w, outcome // w))
    done = len(s.gen) == n
    failed = outcome < 0 or (
        done
        and s.settings.board_filter
        and not passes_filter(w, h, s.gen, g.k.generator_filter_max_neighbour)
    )
    if failed:
        s.gen.clear()
        s.gen_restarts += 1
        if s.gen_restarts >= g.k.generator_max_restarts:
            if (w, h) != (g.default_spec.columns, g.default_spec.rows):
                raise BoardError("no board could be made for this seed: choose another seed")
            s.board = g.default_spec
            out.append(Event("board_fallback", {"restarts": s.gen_restarts}))
            board_ready(g, s, out)
            return
        push(s.agenda, PlaceIsland())
        return
    if not done:
        push(s.agenda, PlaceIsland())
        return
    spots = numbered(s.gen)
    assert valid_spots(w, h, spots, n)  # 5.3: the guard
    s.board = BoardSpec(w, h, spots)
    s.gen.clear()
    out.append(Event("board_made", {"columns": w, "rows": h, "restarts": s.gen_restarts}))
    board_ready(g, s, out)
