"""What a table shows that a view does not spell out, worked out from that view alone (digest
6.4: nothing here reads a state, so nothing here can leak): K-17, K-20, K-28, K-33, K-34, K-38,
KD-1, KD-4, KD-14, KD-24, KD-28, digest section 4.

- `supplies(g, view, seat)`: a seat's official bread and gasoline, its upkeep per turn (K-17,
  KD-28), the turns its bread lasts (KD-14 note), its islands and playable pieces
  (`all_supplies`: every seat's at once);
- `Preview(g, view)`: the public board rebuilt once from the view (`views.public_state`), and what
  the engine would answer on it: the pieces the viewing seat may pick (K-20), the declarations of
  a piece with the rule that keeps each one out when it is not possible (KD-1), where a piece
  could go this turn and what it could fire at (section 4, KD-4, KD-5), the path of a move, the
  room left on an island (KD-24), and why an offer could not be sent (6.1).

The answers are the engine's own functions run on that rebuilt board, so what the table lights
is exactly what the engine will offer.
"""

from __future__ import annotations

from dataclasses import dataclass

from mypy_extensions import mypyc_attr

from game.core import Action, RuleRef

from .board import counts, upkeep, where
from .catalogue import Catalogue, Geometry
from .model import Item, Piece, State, View
from .views import public_state


@mypyc_attr(native_class=False)
@dataclass(frozen=True, slots=True)
class Supplies:
    """A seat's supplies as the table's seat panel shows them (all public, 6.4)."""

    bread: int  # in the official depot of its capital (K-17)
    gasoline: int  # in the official depot (K-31)
    upkeep: int  # bread per turn (K-17, KD-28)
    turns: int  # whole turns the bread covers at that upkeep (KD-14 note)
    islands: int
    pieces: int  # playable pieces of its colour, anywhere (KD-28)


def supplies(g: Catalogue, v: View, seat: int) -> Supplies:
    islands = sum(1 for i in v.islands if i.owner == seat)
    pieces = sum(1 for p in v.pieces.values() if p.owner == seat)
    return _supplies(g, v, seat, islands, pieces)


def all_supplies(g: Catalogue, v: View) -> tuple[Supplies, ...]:
    """`supplies` of every seat, its islands and pieces counted in one pass (a table's nine
    seat panels ask for them at every step)."""
    islands = [0] * v.n
    pieces = [0] * v.n
    for i in v.islands:
        if 0 <= i.owner < v.n:
            islands[i.owner] += 1
    for p in v.pieces.values():
        if 0 <= p.owner < v.n:
            pieces[p.owner] += 1
    return tuple(_supplies(g, v, q, islands[q], pieces[q]) for q in range(v.n))


def _supplies(g: Catalogue, v: View, seat: int, islands: int, pieces: int) -> Supplies:
    need = g.k.upkeep_per_island * islands + pieces  # K-17, KD-28
    k = v.capital[seat] if seat < len(v.capital) else 0
    capital = v.islands[k - 1] if k and v.islands and v.islands[k - 1].flag == seat else None
    bread = capital.depot(g.bread) if capital is not None else 0
    gasoline = capital.depot(g.gasoline) if capital is not None else 0
    return Supplies(bread, gasoline, need, bread // need if need else 0, islands, pieces)


class Preview:
    """The public board of one view, and the engine's answers on it (see the module doc)."""

    def __init__(self, g: Catalogue, view: View) -> None:
        self.g, self.v = g, view
        self.s: State = public_state(g, view)
        self.s.permissions = list(view.permissions)  # the viewing seat's own (KD-15)
        self.geo: Geometry = g.geometry(view.board)

    def piece(self, pid: int) -> Piece | None:
        return self.s.pieces.get(pid)

    def node(self, pid: int) -> int:
        """Where a piece is: its node, or its carrier's (K-33)."""
        return where(self.s, self.s.pieces[pid])

    def eligible(self, seat: int) -> list[int]:
        """K-20, KD-8: the pieces `seat` may still pick, if it is its turn."""
        from .plays import eligible

        return eligible(self.g, self.s, seat) if self.s.active == seat else []

    def why_not_eligible(self, seat: int, pid: int) -> RuleRef:
        from .plays import why_not_eligible

        return why_not_eligible(self.g, self.s, seat, pid)

    def declarations(self, seat: int, pid: int) -> list[tuple[str, RuleRef | None]]:
        """KD-1: every declaration of this kind of piece, with None when it is possible now and
        otherwise the rule that keeps it out."""
        from .plays import declarations, kind_declarations, why_not

        p = self.s.pieces[pid]
        now = declarations(self.g, self.s, seat, p)
        return [
            (d, None if d in now else why_not(self.g, self.s, seat, p, d))
            for d in kind_declarations(self.g, p)
        ]

    def moves(self, pid: int) -> list[Action]:
        """Section 4: every MOVE_TO the piece would be offered if it moved now (none before the
        speed roll, K-28)."""
        from .movement import destinations

        p = self.s.pieces.get(pid)
        if p is None or self.s.base <= 0 or self.g.kinds[p.kind].speed <= 0:
            return []
        return destinations(self.g, self.s, p)

    def targets(self, pid: int) -> list[Action]:
        """KD-4, KD-5: everything the piece could fire at from where it is."""
        from .shooting import targets

        p = self.s.pieces.get(pid)
        return targets(self.g, self.s, p) if p is not None else []

    def path(self, pid: int, node: int, mode: str) -> list[int]:
        """One shortest legal path of a move (the one the engine logs), start included."""
        from .movement import path_to

        p = self.s.pieces.get(pid)
        if p is None:
            return []
        return path_to(self.g, self.s, p, node, mode)[0]

    def room(self, island: int) -> tuple[int, int, int]:
        """KD-24: (playable pieces, producers, mines) at an island, docked cargo included."""
        return counts(self.g, self.s, self.s.islands[island - 1])

    def upkeep(self, seat: int) -> int:
        return upkeep(self.g, self.s, seat)

    def offer_refusal(
        self, proposer: int, recipient: int, items: tuple[Item, ...]
    ) -> RuleRef | None:
        """6.1, 6.2: why these items could not go out now from the viewing seat (None: they
        could): the engine's checks, and the seat's own free gold (K-6)."""
        from .offers import gold_owed, refusal

        ref = refusal(self.g, self.s, proposer, recipient, items)
        gold = self.v.gold
        mine = proposer == self.v.seat and gold is not None
        if ref is None and mine and gold_owed(items, proposer) > (gold or 0):
            return RuleRef("K-6", "kratos.illegal.not_enough_gold")
        return ref
