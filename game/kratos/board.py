"""Where pieces are, and the counts the rules need: K-8, K-17, K-24, K-27, K-41, K-42, K-43,
KD-10, KD-24, KD-28.

Every change of a piece's place goes through `place` / `lift` / `stow` / `unstow`, which keep the
two indexes of the state (`sea`: the piece standing on each sea cell; `Island.pieces`: the pieces
standing on an island) in step with the pieces themselves.
"""

from __future__ import annotations

from collections.abc import Iterator

from game.core import Event, Events

from .catalogue import Catalogue, Geometry
from .model import Island, Piece, State


def geo(g: Catalogue, s: State) -> Geometry:
    return g.geometry(s.board)


def where(s: State, p: Piece) -> int:
    """The node a piece is at: its own, or its carrier's when it is cargo (K-33)."""
    while p.loc < 0:
        p = s.pieces[p.carrier]
    return p.loc


def island_at(g: Catalogue, s: State, node: int) -> Island | None:
    k = geo(g, s).island_of(node)
    return s.islands[k - 1] if k else None


# ---- changing places --------------------------------------------------------------------------
def place(g: Catalogue, s: State, p: Piece, node: int) -> Piece:
    """Stand a top-level piece (with its cargo) on `node`."""
    p = p._replace(loc=node, carrier=-1)
    s.pieces[p.id] = p
    gm = geo(g, s)
    if gm.is_island(node):
        s.islands[gm.island_of(node) - 1].pieces.append(p.id)
        if p.submerged:  # K-48: in port a submarine is surfaced
            p = s.pieces[p.id] = p._replace(submerged=False)
    else:
        s.sea[node] = p.id
    return p


def lift(g: Catalogue, s: State, p: Piece) -> Piece:
    """Take a top-level piece (with its cargo) off its node."""
    gm = geo(g, s)
    if gm.is_island(p.loc):
        s.islands[gm.island_of(p.loc) - 1].pieces.remove(p.id)
    elif s.sea.get(p.loc) == p.id:
        del s.sea[p.loc]
    p = p._replace(loc=-1)
    s.pieces[p.id] = p
    return p


def stow(s: State, carrier: int, pid: int) -> None:
    """Put a lifted piece aboard `carrier` (K-33)."""
    c = s.pieces[carrier]
    s.pieces[carrier] = c._replace(cargo=(*c.cargo, pid))
    s.pieces[pid] = s.pieces[pid]._replace(loc=-1, carrier=carrier, submerged=False)


def unstow(s: State, pid: int) -> Piece:
    """Take a piece out of its carrier (it is then lifted: `place` it somewhere)."""
    p = s.pieces[pid]
    c = s.pieces[p.carrier]
    s.pieces[c.id] = c._replace(cargo=tuple(q for q in c.cargo if q != pid))
    p = s.pieces[pid] = p._replace(loc=-1, carrier=-1)
    return p


def new_piece(g: Catalogue, s: State, kind: str, owner: int, node: int) -> Piece:
    """K-42: a piece enters the board (setup or a steel build), upright and surfaced."""
    p = Piece(s.next_piece, kind, owner, -1)
    s.next_piece += 1
    s.owned[owner].add(p.id)
    return place(g, s, p, node)


def set_owner(s: State, pid: int, owner: int) -> Piece:
    """A piece takes another colour (K-21 sale, K-69 elimination), everything else kept."""
    p = s.pieces[pid]
    s.owned[p.owner].discard(pid)
    s.owned[owner].add(pid)
    p = s.pieces[pid] = p._replace(owner=owner)
    return p


def destroy(g: Catalogue, s: State, pid: int, out: Events, cause: str) -> None:
    """K-41, KD-10: a piece leaves the board with everything it carries."""
    p = s.pieces[pid]
    for q in p.cargo:
        _drop(s, q)
    if p.loc >= 0:
        lift(g, s, p)
    elif p.carrier >= 0:
        unstow(s, pid)
    del s.pieces[pid]
    s.owned[p.owner].discard(pid)
    s.played.discard(pid)
    out.append(
        Event(
            "destroyed",
            {
                "piece": pid,
                "kind": p.kind,
                "owner_seat": p.owner,
                "cargo": len(p.cargo),
                "goods": p.goods,
                "mines": p.mines,
                "cause": cause,
            },
        )
    )


def _drop(s: State, pid: int) -> None:
    p = s.pieces.pop(pid)
    s.owned[p.owner].discard(pid)
    s.played.discard(pid)
    for q in p.cargo:
        _drop(s, q)


# ---- what is where ----------------------------------------------------------------------------
def at_island(s: State, island: Island) -> Iterator[Piece]:
    """Every piece physically at an island: standing on it and aboard transporters docked
    there (KD-24)."""
    pieces = s.pieces
    for pid in island.pieces:
        p = pieces[pid]
        yield p
        for q in p.cargo:
            yield pieces[q]


def counts(g: Catalogue, s: State, island: Island) -> tuple[int, int, int]:
    """KD-24: (playable pieces, producers, mines) at an island, docked cargo included."""
    playable = producers = 0
    mines = island.mines
    producer_kinds = g.producers
    for p in at_island(s, island):
        playable += 1
        if p.kind in producer_kinds:
            producers += 1
        mines += p.mines
    return playable, producers, mines


def load_of(g: Catalogue, s: State, p: Piece) -> tuple[int, int, int]:
    """What a piece brings to an island it enters: (playable, producers, mines), cargo
    included (KD-24)."""
    playable, producers, mines = 1, int(p.kind in g.producers), p.mines
    for q in p.cargo:
        c = s.pieces[q]
        playable += 1
        producers += int(c.kind in g.producers)
        mines += c.mines
    return playable, producers, mines


def room_for(
    g: Catalogue, s: State, island: Island, playable: int, producers: int, mines: int
) -> bool:
    """K-43 / KD-24: the island can take this much more."""
    k = g.k
    have = counts(g, s, island)
    return (
        have[0] + playable <= k.island_playable_max
        and have[1] + producers <= k.island_producers_max
        and have[2] + mines <= k.island_mines_max
    )


def upkeep(g: Catalogue, s: State, seat: int) -> int:
    """K-17, KD-28: 5 per island owned + 1 per playable piece of the seat's colour, anywhere."""
    islands = sum(1 for i in s.islands if i.owner == seat)
    return g.k.upkeep_per_island * islands + len(s.owned[seat])


def official(s: State, seat: int, material: str) -> int:
    """The seat's official depot of bread or gasoline (K-9, K-24), 0 without a capital."""
    capital = s.capital_of(seat)
    return capital.depots[material] if capital is not None else 0
