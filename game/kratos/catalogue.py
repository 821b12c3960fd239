"""The Kratos catalogue: the content and every table derived from it, built once per Rules; and
the geometry of a board (digest section 4), built once per board and shared by every state,
view and AI that plays on it.

Nodes. A sea cell (x, y) is node `y * W + x`; island k (1-based) is node `W * H + k - 1`. An
island merges its four cells into one node (K-32, K-43); its neighbours are its ring cells (4).
The cells inside an island are not nodes.

Tables (all immutable):
- `adj[node]`: the movement graph (K-29, 4): sea cells joined by king moves, a ring cell joined
  to its island.
- `dist(a, b)`: the shooting and range metric of section 4: the least Chebyshev distance between
  the cells of two locations (0 inside one island).
- `within(node, r)`: every node at distance <= r (shooting targets, KD-4).
- `plane_reach(node)`: nodes in order of their distance in the movement graph when every sea cell
  may be passed (planes, K-44) but no island (KD-9): a plane's destinations are a prefix of it.
- Ready-made actions for moves, so a plane's hundreds of destinations cost no allocation.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass, field
from math import isqrt

from mypy_extensions import mypyc_attr

from game.core import Action

from .content import KratosContent, Material, PieceType

CACHE_BOARDS = 64
FAR = 99  # "unreachable" in a distance field


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class BoardSpec:
    """A board: its size and the top-left cells of its islands, island k = spots[k - 1].
    `_geo` keeps the board's Geometry once built (not part of its value)."""

    columns: int
    rows: int
    spots: tuple[tuple[int, int], ...]
    _geo: Geometry | None = field(default=None, compare=False, hash=False, repr=False)

    def __reduce__(self) -> tuple[type[BoardSpec], tuple[int, int, tuple[tuple[int, int], ...]]]:
        """Pickled without its Geometry, which is rebuilt when asked (and which, compiled by
        mypyc, could not be pickled: tools/compile_rules.py)."""
        return (BoardSpec, (self.columns, self.rows, self.spots))


class Geometry:
    """The movement graph and distances of one board (see the module docstring)."""

    def __init__(self, spec: BoardSpec) -> None:
        w, h = spec.columns, spec.rows
        self.spec = spec
        self.w, self.h = w, h
        self.cells = w * h
        self.n_islands = len(spec.spots)
        self.nodes = self.cells + self.n_islands
        island_at = [0] * self.cells
        for k, (ix, iy) in enumerate(spec.spots, 1):
            for dx in (0, 1):
                for dy in (0, 1):
                    island_at[(iy + dy) * w + ix + dx] = k
        self.island_at: tuple[int, ...] = tuple(island_at)
        ring_of = [0] * self.cells
        rings: list[tuple[int, ...]] = []
        for k, (ix, iy) in enumerate(spec.spots, 1):
            ring = []
            for y in range(iy - 1, iy + 3):
                for x in range(ix - 1, ix + 3):
                    if 0 <= x < w and 0 <= y < h and island_at[y * w + x] != k:
                        ring.append(y * w + x)
                        ring_of[y * w + x] = k
            rings.append(tuple(ring))
        self.rings: tuple[tuple[int, ...], ...] = tuple(rings)
        self.ring_of: tuple[int, ...] = tuple(ring_of)
        adj: list[tuple[int, ...]] = []
        for c in range(self.cells):
            if island_at[c]:
                adj.append(())
                continue
            x, y = c % w, c // w
            out = [
                (y + dy) * w + x + dx
                for dy in (-1, 0, 1)
                for dx in (-1, 0, 1)
                if (dx or dy)
                and 0 <= x + dx < w
                and 0 <= y + dy < h
                and not island_at[(y + dy) * w + x + dx]
            ]
            if ring_of[c]:
                out.append(self.cells + ring_of[c] - 1)
            adj.append(tuple(out))
        adj.extend(rings)
        self.adj: tuple[tuple[int, ...], ...] = tuple(adj)
        boxes = [(c % w, c // w, c % w, c // w) for c in range(self.cells)]
        boxes += [(ix, iy, ix + 1, iy + 1) for ix, iy in spec.spots]
        self.boxes: tuple[tuple[int, int, int, int], ...] = tuple(boxes)
        self._within: dict[tuple[int, int], tuple[int, ...]] = {}
        self._plane: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] = {}
        self._moves: dict[tuple[int, str], Action] = {}
        self._fields: dict[int, tuple[int, ...]] = {}
        self.go: tuple[Action, ...] = tuple(Action("move", (n, "go")) for n in range(self.nodes))

    # ---- nodes -----------------------------------------------------------------------------
    def is_island(self, node: int) -> bool:
        return node >= self.cells

    def island_node(self, k: int) -> int:
        return self.cells + k - 1

    def island_of(self, node: int) -> int:
        """The island number of an island node (0 for a sea cell)."""
        return node - self.cells + 1 if node >= self.cells else 0

    def xy(self, node: int) -> tuple[int, int]:
        """A sea cell's (x, y), or an island's top-left cell."""
        box = self.boxes[node]
        return box[0], box[1]

    def cell(self, x: int, y: int) -> int:
        return y * self.w + x

    def node_at(self, x: int, y: int) -> int:
        """The node holding cell (x, y): the sea cell itself or the island it belongs to."""
        k = self.island_at[y * self.w + x]
        return self.island_node(k) if k else y * self.w + x

    # ---- distances (section 4) -------------------------------------------------------------
    def dist(self, a: int, b: int) -> int:
        ax0, ay0, ax1, ay1 = self.boxes[a]
        bx0, by0, bx1, by1 = self.boxes[b]
        dx = max(ax0 - bx1, bx0 - ax1, 0)
        dy = max(ay0 - by1, by0 - ay1, 0)
        return dx if dx > dy else dy

    def within(self, node: int, r: int) -> tuple[int, ...]:
        """Every node at distance <= r from `node` (itself included), ascending."""
        key = (node, r)
        found = self._within.get(key)
        if found is None:
            x0, y0, x1, y1 = self.boxes[node]
            out = set()
            for y in range(max(0, y0 - r), min(self.h, y1 + r + 1)):
                for x in range(max(0, x0 - r), min(self.w, x1 + r + 1)):
                    out.add(self.node_at(x, y))
            found = tuple(sorted(out))
            self._within[key] = found
        return found

    def plane_reach(self, origin: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """(nodes, distances) in ascending distance from `origin` in the graph where any sea
        cell may be passed but islands only begin or end a path (K-44, KD-9). The origin
        itself is not listed."""
        found = self._plane.get(origin)
        if found is None:
            seen = {origin: 0}
            frontier = [origin]
            nodes: list[int] = []
            dists: list[int] = []
            d = 0
            adj, cells = self.adj, self.cells
            while frontier:
                d += 1
                nxt = []
                for n in frontier:
                    if n >= cells and n != origin:
                        continue
                    for m in adj[n]:
                        if m not in seen:
                            seen[m] = d
                            nodes.append(m)
                            dists.append(d)
                            nxt.append(m)
                frontier = nxt
            found = (tuple(nodes), tuple(dists))
            self._plane[origin] = found
        return found

    def field(self, target: int) -> tuple[int, ...]:
        """Steps from every node to `target` on an empty sea, islands only at the ends (the
        plane metric of the movement graph; FAR where unreachable): a routing map."""
        found = self._fields.get(target)
        if found is None:
            nodes, dists = self.plane_reach(target)
            out = [FAR] * self.nodes
            out[target] = 0
            for n, d in zip(nodes, dists):
                out[n] = d
            found = self._fields[target] = tuple(out)
        return found

    def move_action(self, node: int, mode: str) -> Action:
        """The shared Action `move:<node>:<mode>` (see movement.py for the modes)."""
        key = (node, mode)
        action = self._moves.get(key)
        if action is None:
            action = self._moves[key] = Action("move", (node, mode))
        return action


def valid_spots(columns: int, rows: int, spots: tuple[tuple[int, int], ...], n: int) -> bool:
    """5.1: n islands, every 2x2 block on the board, no two island areas overlapping."""
    if len(spots) != n:
        return False
    for i, (x, y) in enumerate(spots):
        if not (0 <= x <= columns - 2 and 0 <= y <= rows - 2):
            return False
        for a, b in spots[i + 1 :]:
            if abs(x - a) < 4 and abs(y - b) < 4:
                return False
    return True


def reduced_size(seats: int) -> tuple[int, int]:
    """Section 7: W = round(26 * sqrt(N / 9)), H = round(20 * sqrt(N / 9)) (exact in integers)."""

    def scaled(full: int) -> int:
        # round(full * sqrt(seats / 9)) = round(sqrt(full^2 * seats) / 3), halves upward
        return (isqrt(4 * full * full * seats // 9) + 1) // 2

    return scaled(26), scaled(20)


class Catalogue:
    """The `g` every handler takes: content, derived tables and the boards' geometry."""

    def __init__(self, content: KratosContent) -> None:
        self.content = content
        self.k = content.constants
        self.kinds: Mapping[str, PieceType] = content.piece_by_id
        self.materials: Mapping[str, Material] = content.material_by_id
        # the five depots that hold units between turns (steel is a per-turn pool, KD-21)
        self.depots: tuple[str, ...] = tuple(
            m.id for m in content.materials if m.kind != "accounting"
        )
        self.raw_of: Mapping[str, str] = {
            m.id: m.made_from for m in content.materials if m.made_from is not None
        }
        self.primary: tuple[str, ...] = content.board.decks.primary
        self.secondary: tuple[str, ...] = content.board.decks.secondary
        self.producer_of: Mapping[str, str] = {
            p.produces: p.id for p in content.pieces if p.produces is not None
        }
        self.playable = frozenset(p.id for p in content.pieces if p.playable)
        self.war = frozenset(p.id for p in content.pieces if p.role == "war" and p.playable)
        self.producers = frozenset(p.id for p in content.pieces if p.role == "producer")
        # material -> the transporter kind that carries its lots (K-67, K-68)
        self.carrier_of: Mapping[str, str] = {
            m: p.id for p in content.pieces if p.carries is not None for m in p.carries.goods
        }
        self.goods_carriers: tuple[str, ...] = tuple(
            p.id for p in content.pieces if p.carries is not None and p.carries.goods
        )
        self.buildable: tuple[str, ...] = tuple(p.id for p in content.pieces)  # K-42, K-57
        self.mine = next(p.id for p in content.pieces if p.role == "mine")
        self.steel = next(m.id for m in content.materials if m.kind == "accounting")
        self.bread = next(m.id for m in content.materials if m.role == "upkeep")  # K-17
        self.gasoline = next(m.id for m in content.materials if m.role == "fuel")  # K-31
        self.default_spec = BoardSpec(
            content.constants.board.columns,
            content.constants.board.rows,
            tuple((s.x, s.y) for s in sorted(content.board.default, key=lambda s: s.id)),
        )
        self.reduced: Mapping[int, tuple[int, int]] = {
            r.seats: (r.columns, r.rows) for r in content.board.reduced
        }
        self._geos: OrderedDict[BoardSpec, Geometry] = OrderedDict()
        self.geometry(self.default_spec)

    def geometry(self, spec: BoardSpec) -> Geometry:
        geo = spec._geo
        if geo is None:
            geo = self._geos.get(spec)
            if geo is None:
                geo = self._geos[spec] = Geometry(spec)
                if len(self._geos) > CACHE_BOARDS:
                    self._geos.popitem(last=False)
            object.__setattr__(spec, "_geo", geo)
        return geo

    def base_speed(self, die: int) -> int:
        """K-28: the die read as a base speed."""
        return self.k.base_speed[die - 1]
