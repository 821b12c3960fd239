"""What an incomplete castle can still become: read by the AI only (no rule lives here).

A castle's *prospects* are the ways it can be completed that earn something: closing every
open end as it stands, or growing into the exact footprint of a shape bonus (SAND-43). For the
shapes, `ShapeBook` lists every embedding of every shape that contains a given footprint: it is
built once from all connected sub-footprints of every turned (and mirrored) shape.
"""

from __future__ import annotations

from collections.abc import Iterable

from . import geometry as geo
from .catalogue import DIRS, Catalogue
from .model import Cell

Cells = tuple[Cell, ...]


def normal(cells: Iterable[Cell]) -> tuple[Cells, int, int]:
    """The cells moved so that their least x and least y are 0, sorted; and the shift."""
    pts = list(cells)
    mx = min([p[0] for p in pts])  # (lists, not generators: the AI asks often)
    my = min([p[1] for p in pts])
    return tuple(sorted([(x - mx, y - my) for x, y in pts])), mx, my


def _connected_subsets(cells: Cells) -> list[frozenset[Cell]]:
    """Every non-empty 4-connected subset of `cells` (a shape has at most 9 cells)."""
    all_cells = set(cells)
    found: set[frozenset[Cell]] = set()
    frontier = [frozenset([c]) for c in cells]
    found.update(frontier)
    while frontier:
        grown = []
        for sub in frontier:
            for x, y in sub:
                for _, dx, dy, _ in DIRS:
                    c = (x + dx, y + dy)
                    if c in all_cells and c not in sub:
                        bigger = sub | {c}
                        if bigger not in found:
                            found.add(bigger)
                            grown.append(bigger)
        frontier = grown
    return sorted(found, key=lambda s: (len(s), sorted(s)))


class ShapeBook:
    """footprint (normalised) -> {shape bonus: [the shape's cells in the same frame]}."""

    def __init__(self, g: Catalogue, reflect: bool) -> None:
        self.table: dict[Cells, dict[str, list[frozenset[Cell]]]] = {}
        self.tree = {bid: is_tree(cells) for bid, cells in g.shape_cells.items()}
        forms: list[tuple[int, int, int, int]] = [(1, 0, 0, 1), (0, -1, 1, 0), (-1, 0, 0, -1)]
        forms.append((0, 1, -1, 0))
        if reflect:
            forms += [(-1, 0, 0, 1), (0, 1, 1, 0), (1, 0, 0, -1), (0, -1, -1, 0)]
        for bid, cells in g.shape_cells.items():
            seen: set[Cells] = set()
            for a, b, c, d in forms:
                turned, _, _ = normal((a * x + b * y, c * x + d * y) for x, y in cells)
                if turned in seen:
                    continue
                seen.add(turned)
                for sub in _connected_subsets(turned):
                    key, mx, my = normal(sub)
                    frame = frozenset((x - mx, y - my) for x, y in turned)
                    frames = self.table.setdefault(key, {}).setdefault(bid, [])
                    if frame not in frames:
                        frames.append(frame)

    def embeddings(
        self, footprint: Iterable[Cell], wanted: Iterable[str]
    ) -> tuple[int, int, list[tuple[str, frozenset[Cell]]]]:
        """The shift (mx, my) of the footprint's frame and every (shape, its cells in that
        frame) among `wanted` that contains the footprint."""
        key, mx, my = normal(footprint)
        found = self.table.get(key)
        out: list[tuple[str, frozenset[Cell]]] = []
        if found:
            for bid in wanted:
                for frame in found.get(bid, ()):
                    out.append((bid, frame))
        return mx, my, out


def is_tree(cells: Iterable[Cell]) -> bool:
    """A footprint whose adjacent cells are all needed to hold it together (no 2x2 block or
    ring): every adjacent pair must then be linked, so each cell's walls are fixed."""
    pts = set(cells)
    edges = sum(1 for x, y in pts for c in ((x + 1, y), (x, y + 1)) if c in pts)
    return edges == len(pts) - 1


def walls_needed(cells: geo.Cells, target: frozenset[Cell], tree: bool) -> list[int] | None:
    """The wall sets the empty cells of `target` need for the castle to become exactly
    `target`, or None if it cannot: a wall may face only cells of the target; a cell next to
    the castle must agree with it (SAND-15); in a tree-like shape every neighbour is a link."""
    out = []
    for x, y in target:
        if (x, y) in cells:
            continue
        mask = 0
        for bit, dx, dy, opp in DIRS:
            c = (x + dx, y + dy)
            if c not in target:
                continue
            st = cells.get(c)
            if st is None:
                if tree:
                    mask |= bit
            elif st[-1] & opp:
                mask |= bit
            elif tree:
                return None  # the castle turns its back on a cell it must link to
        if not mask:
            return None
        out.append(mask)
    return out
