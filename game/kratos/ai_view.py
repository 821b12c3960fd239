"""What an AI seat reads off its view: the economy of every seat (public: depots, pieces and
islands are on the table, K-24, 6.4), distances for routing, and where things are. Nothing here
looks at a state; everything is a pure function of the view, so the AI stays deterministic.
"""

from __future__ import annotations

from functools import cached_property

from .catalogue import FAR, Catalogue
from .model import IslandView, Piece, View


class Brief:
    """One seat's reading of a view (computed lazily, once per view)."""

    def __init__(self, g: Catalogue, v: View, seat: int) -> None:
        self.g = g
        self.v = v
        self.seat = seat
        self.geo = g.geometry(v.board)

    # ---- where things are -------------------------------------------------------------------
    def node(self, p: Piece) -> int:
        pieces = self.v.pieces
        while p.loc < 0:
            p = pieces[p.carrier]
        return p.loc

    def island(self, k: int) -> IslandView:
        return self.v.islands[k - 1]

    def island_at(self, node: int) -> IslandView | None:
        k = self.geo.island_of(node)
        return self.v.islands[k - 1] if k else None

    @cached_property
    def alive(self) -> list[int]:
        return [q for q in range(self.v.n) if self.v.eliminated[q] == 0]

    @cached_property
    def by_owner(self) -> dict[int, list[Piece]]:
        out: dict[int, list[Piece]] = {q: [] for q in range(self.v.n)}
        for pid in sorted(self.v.pieces):
            p = self.v.pieces[pid]
            out[p.owner].append(p)
        return out

    @cached_property
    def sea(self) -> dict[int, int]:
        """Sea cell -> the piece standing there."""
        cells = self.geo.cells
        return {p.loc: p.id for p in self.v.pieces.values() if 0 <= p.loc < cells}

    def mine(self) -> list[Piece]:
        return self.by_owner[self.seat]

    def capital(self, seat: int) -> IslandView | None:
        k = self.v.capital[seat] if seat < len(self.v.capital) else 0
        if k:
            island = self.v.islands[k - 1]
            if island.flag == seat:
                return island
        return None

    def islands_of(self, seat: int) -> list[IslandView]:
        return [i for i in self.v.islands if i.owner == seat]

    # ---- the economy (K-17, K-31, KD-14) ----------------------------------------------------
    def upkeep(self, seat: int) -> int:
        return self.g.k.upkeep_per_island * len(self.islands_of(seat)) + len(self.by_owner[seat])

    def bread(self, seat: int) -> int:
        c = self.capital(seat)
        return c.depot(self.g.bread) if c is not None else 0

    def gasoline(self, seat: int) -> int:
        c = self.capital(seat)
        return c.depot(self.g.gasoline) if c is not None else 0

    def turns_of_bread(self, seat: int, extra: int = 0) -> float:
        """KD-14 note: how many more upkeeps the official bread pays (`extra` more pieces)."""
        need = self.upkeep(seat) + extra
        return self.bread(seat) / need if need > 0 else float(FAR)

    def starving(self, seat: int) -> bool:
        """Famine now, or at its next upkeep."""
        return bool(self.v.famine_in_round[seat]) or self.bread(seat) < self.upkeep(seat)

    # ---- war (K-43) -------------------------------------------------------------------------
    def war_at(self, island: IslandView) -> dict[int, list[Piece]]:
        """Seat -> its war pieces at the island (standing or aboard docked transporters)."""
        war = self.g.war
        out: dict[int, list[Piece]] = {}
        pieces = self.v.pieces
        for pid in island.pieces:
            p = pieces[pid]
            for q in (p, *(pieces[c] for c in p.cargo)):
                if q.kind in war:
                    out.setdefault(q.owner, []).append(q)
        return out

    def dist(self, a: int, b: int) -> int:
        return self.geo.dist(a, b)

    def steps(self, a: int, b: int) -> int:
        return self.geo.field(b)[a]

    def island_node(self, k: int) -> int:
        return self.geo.island_node(k)
