"""The search behind sailing: which spaces a ship can reach, and by which path (BF-30 to
BF-45, BF-214). movement.py applies it to a state, views.py to a view.

One breadth-first search does it all. Steps go to the 8 neighbours (BF-30, AD-1; diagonals
always, BF-35, AD-2), only onto sea unless the ship may cross land (BF-32, BF-204, BF-325),
never into a space holding a non-friendly ship (BF-33). A ship may pass through friendly ships
but may only stop, act or end where it *stands*: a sea space holding no other ship (BF-34,
BF-42). The search offers only such spaces as destinations, reached by a shortest path, so no
offered move can lead into a dead end (BF-43e, AD-32) and a destination says all a path would
(BF-45). A pirate in a distant sea enters through that zone's entry spaces at a cost of 1
(BF-36, AD-3).
"""

from __future__ import annotations

from collections.abc import Iterable

from .content import Geometry


class Reach:
    """The result of one search: steps to every cell (-1: not reached, -2: a cell the search
    could not enter), the parent of each reached cell, and the reached cells in the order the
    search met them."""

    __slots__ = ("crossing", "dist", "order", "parent")

    def __init__(self, dist: list[int], parent: list[int], order: list[int], crossing: bool):
        self.dist = dist
        self.parent = parent
        self.order = order
        self.crossing = crossing  # land could be crossed: reached land cells are in `order`

    def destinations(self, geo: Geometry, occupied: bytearray) -> list[int]:
        """Cells where the ship would stand after at least one step, in cell order
        (`occupied`: 1 on every cell holding a ship)."""
        return self.stands(geo, cells_in(occupied))

    def stands(self, geo: Geometry, ships: list[int]) -> list[int]:
        """`destinations` given the cells of the ships standing: the reached cells but the
        start (the only one at 0 steps), land and those cells (a non-friendly ship's cell is
        never reached, so the friendly ships are enough), in cell order."""
        order = self.order
        dist = self.dist
        cells = order[1:] if order and dist[order[0]] == 0 else order[:]
        for c in ships:
            if dist[c] > 0 and c in cells:
                cells.remove(c)
        if self.crossing:
            land = geo.land
            cells = [c for c in cells if not land[c]]
        cells.sort()
        return cells

    def path(self, cell: int) -> list[int]:
        """The cells stepped on to reach `cell`, in order (the start is not included)."""
        out: list[int] = []
        while cell >= 0 and self.dist[cell] > 0:
            out.append(cell)
            cell = self.parent[cell]
        out.reverse()
        return out


def cells_in(mask: bytearray) -> list[int]:
    """The cells marked 1 in a one-byte-per-cell mask, in cell order."""
    out = []
    i = mask.find(1)
    while i >= 0:
        out.append(i)
        i = mask.find(1, i + 1)
    return out


def explore(
    geo: Geometry,
    start: int,
    entries: tuple[int, ...] | None,
    budget: int,
    blocked: Iterable[int],
    land_ok: bool,
) -> Reach:
    """Search from grid cell `start`, or (entries given) from a distant sea whose entry cells
    cost 1 step each. `blocked`: the cells where a non-friendly ship lies."""
    # -1 marks a cell still open, -2 one the ship may not enter: land unless it may cross
    # (BF-32), a non-friendly ship (BF-33); one comparison per neighbour in the loop below
    dist = list(geo.open_marks if land_ok else geo.sea_marks)
    for c in blocked:
        dist[c] = -2
    parent = [-1] * geo.size
    order: list[int] = []
    nbrs = geo.nbrs if land_ok else geo.sea_nbrs
    if entries is None:
        dist[start] = 0
        order.append(start)
        frontier = [start]
        cost = 0
    else:
        frontier = []
        cost = 1
        if budget >= 1:
            for c in entries:
                if dist[c] == -1:
                    dist[c] = 1
                    order.append(c)
                    frontier.append(c)
    while frontier and cost < budget:
        cost += 1
        nxt: list[int] = []
        for c in frontier:
            for n in nbrs[c]:
                if dist[n] != -1:
                    continue
                dist[n] = cost
                parent[n] = c
                nxt.append(n)
        order += nxt
        frontier = nxt
    return Reach(dist, parent, order, land_ok)


def commandeer_reach(geo: Geometry, start: int, budget: int, occupied: bytearray) -> list[int]:
    """Cells an enemy ship can be pushed to by Commandeer (BF-214): 0..budget steps, each onto an
    adjacent sea space with no ship at all. Includes its own cell (0 steps)."""
    seen = {start}
    frontier = [start]
    land, nbrs = geo.land, geo.nbrs
    for _ in range(budget):
        nxt: list[int] = []
        for c in frontier:
            for n in nbrs[c]:
                if n not in seen and not land[n] and not occupied[n]:
                    seen.add(n)
                    nxt.append(n)
        frontier = nxt
    return sorted(seen)
