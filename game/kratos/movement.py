"""Movement (translation): K-26 .. K-33, K-43 (movement), K-44, K-46 .. K-48, KD-9, KD-16 ..
KD-19, KD-32, KD-39, digest section 4 and 3.5.

Legal destinations are computed, never found by trial: a breadth-first search over the nodes of
the board (and, for a submarine, over (node, submerged) states), with the piece's budget
(base speed x speed, K-28) as the depth limit. A move is submitted whole as `move:<node>:<mode>`:

- `go`   an ordinary end (a free sea cell, or an island with room);
- `up` / `down`  a submarine ending surfaced / submerged (K-48; always `up` on an island);
- `pick` a minesweeper ending on a mined sea cell and taking the mine aboard (K-46);
- `lay`  a minesweeper ending on a free sea cell and laying one of its mines there (KD-19);
- `land` a plane ending on a carrier at sea (K-47).

Passing a cell has no effect in this game, so every legal path to the same destination and end
gives the same result; the log records one shortest path.
"""

from __future__ import annotations

from bisect import bisect_right

from game.core import Action, Decision, Event, Events

from .board import geo, lift, load_of, official, place, room_for, stow, unstow, where
from .catalogue import Catalogue, Geometry
from .model import Piece, State
from .tasks import Move

MODES = ("go", "up", "down", "pick", "lay", "land")


def budget(g: Catalogue, s: State, p: Piece) -> int:
    """K-28, K-30: base speed x the piece's speed."""
    return s.base * g.kinds[p.kind].speed


def _may_land(g: Catalogue, s: State, plane: Piece, carrier: Piece) -> bool:
    """K-47, KD-15: a carrier at sea with room, the plane owner's own or permitted."""
    kind = g.kinds[carrier.kind]
    if kind.carries is None or plane.kind not in kind.carries.pieces:
        return False
    aboard = sum(1 for q in carrier.cargo if q != plane.id)
    if aboard >= kind.carries.max:
        return False
    if carrier.owner == plane.owner:
        return True
    from .diplomacy import permitted

    return permitted(s, carrier.owner, plane.owner, "land_on", piece=carrier.id)


def _island_room(g: Catalogue, s: State, gm: Geometry, p: Piece, node: int, start: int) -> bool:
    """Section 4 rule 5: room on the island after entry, all arrivals counted (KD-24)."""
    if node == start:
        return True  # it was counted there already
    return room_for(g, s, s.islands[gm.island_of(node) - 1], *load_of(g, s, p))


def destinations(g: Catalogue, s: State, p: Piece, first: bool = False) -> list[Action]:
    """Every legal MOVE_TO for piece `p` this play, in a fixed order (with `first`: stop at
    the first one found)."""
    kind = g.kinds[p.kind]
    if kind.passes_occupied:
        return _plane_moves(g, s, p, first)
    if kind.submerges:
        return _sub_moves(g, s, p)
    return _ship_moves(g, s, p, first)


def can_move(g: Catalogue, s: State, p: Piece) -> bool:
    return bool(destinations(g, s, p, first=True))


def _ship_moves(g: Catalogue, s: State, p: Piece, first: bool = False) -> list[Action]:
    gm = geo(g, s)
    kind = g.kinds[p.kind]
    start = where(s, p)
    b = budget(g, s, p)
    cells, adj, sea, mines = gm.cells, gm.adj, s.sea, s.mines
    sweeps = kind.sweeps
    room = kind.carries.max if kind.carries is not None else 0
    can_pick = sweeps and p.mines < room
    can_lay = sweeps and p.mines > 0
    out: list[Action] = []
    seen = {start}
    frontier = [start]
    for _ in range(b):
        nxt = []
        for n in frontier:
            if n >= cells and n != start:
                continue
            for m in adj[n]:
                if m in seen:
                    continue
                if m >= cells:
                    seen.add(m)
                    if _island_room(g, s, gm, p, m, start):
                        out.append(gm.go[m])
                elif m in sea or m in mines:
                    if can_pick and m in mines and m not in sea:
                        seen.add(m)
                        out.append(gm.move_action(m, "pick"))
                else:
                    seen.add(m)
                    nxt.append(m)
                    out.append(gm.go[m])
                    if can_lay:
                        out.append(gm.move_action(m, "lay"))
            if first and out:
                return out
        frontier = nxt
    if b >= 2 and any(m < cells and m not in sea and m not in mines for m in adj[start]):
        # leave and come back (4, rule 3; KD-19: a sweeper picks up the mine it stood on)
        if start >= cells:
            out.append(gm.move_action(start, "go"))
        elif start in mines:
            if can_pick:
                out.append(gm.move_action(start, "pick"))
        else:
            out.append(gm.move_action(start, "go"))
    return out


def _plane_moves(g: Catalogue, s: State, p: Piece, first: bool = False) -> list[Action]:
    gm = geo(g, s)
    start = where(s, p)
    b = budget(g, s, p)
    nodes, dists = gm.plane_reach(start)
    cells, sea, mines, pieces, go = gm.cells, s.sea, s.mines, s.pieces, gm.go
    out: list[Action] = []
    end = bisect_right(dists, b)
    for n in nodes[:end]:
        if n >= cells:
            if _island_room(g, s, gm, p, n, start):
                out.append(go[n])
        elif n in sea:
            if n not in mines and _may_land(g, s, p, pieces[sea[n]]):
                out.append(gm.move_action(n, "land"))
        elif n not in mines:
            out.append(go[n])
        if first and out:
            return out
    if b >= 2 and any(m < cells for m in gm.adj[start]):
        if start >= cells:
            out.append(go[start])
        elif p.carrier >= 0:
            if _may_land(g, s, p, pieces[p.carrier]):
                out.append(gm.move_action(start, "land"))
        elif start not in mines:
            out.append(go[start])
    return out


def _sub_moves(g: Catalogue, s: State, p: Piece) -> list[Action]:
    """States (node, submerged); a toggle costs one step on a sea cell holding no other piece
    (K-48, KD-17); surfaced, the sub passes only free cells; it enters an island surfaced."""
    gm = geo(g, s)
    start = where(s, p)
    b = budget(g, s, p)
    cells, adj, sea, mines = gm.cells, gm.adj, s.sea, s.mines
    first = (start, p.submerged)
    seen = {first}
    frontier = [first]
    ends: dict[tuple[int, bool], None] = {}

    def alone(n: int) -> bool:
        return n < cells and sea.get(n, p.id) == p.id and n not in mines

    for _ in range(b):
        nxt = []
        for n, sub in frontier:
            if n >= cells and n != start:
                continue
            if alone(n) and (n, not sub) not in seen:
                seen.add((n, not sub))
                nxt.append((n, not sub))
                ends[(n, not sub)] = None
            for m in adj[n]:
                if m >= cells:
                    if not sub and (m, False) not in seen:
                        seen.add((m, False))
                        if _island_room(g, s, gm, p, m, start):
                            ends[(m, False)] = None
                    continue
                free = m not in sea and m not in mines
                if (m, sub) in seen or not (free or sub):
                    continue
                seen.add((m, sub))
                nxt.append((m, sub))
                if free:
                    ends[(m, sub)] = None
        frontier = nxt
    if b >= 2 and start >= cells and any(m not in sea and m not in mines for m in adj[start]):
        ends[(start, False)] = None
    elif (
        b >= 2
        and start < cells
        and any(
            m < cells and (p.submerged or (m not in sea and m not in mines)) for m in adj[start]
        )
    ):
        ends[(start, p.submerged)] = None
    return [gm.move_action(n, "down" if sub else "up") for n, sub in ends]


# ---- the path recorded in the log -------------------------------------------------------------
def path_to(g: Catalogue, s: State, p: Piece, node: int, mode: str) -> tuple[list[int], int]:
    """One shortest legal path from the piece's node to `node` (its nodes, start included) and
    its cost in steps (a submarine's toggles count, K-48). Called before the move is made."""
    gm = geo(g, s)
    kind = g.kinds[p.kind]
    start = where(s, p)
    cells, adj, sea, mines = gm.cells, gm.adj, s.sea, s.mines
    plane = kind.passes_occupied
    sub = kind.submerges
    end_sub = mode == "down"
    # states: (node, submerged); a plane is "submerged" for passing purposes
    first = (start, p.submerged or plane)
    goal = (node, end_sub or (plane and node < cells))
    parent: dict[tuple[int, bool], tuple[int, bool]] = {first: first}
    frontier = [first]
    found = None

    def alone(n: int) -> bool:
        return n < cells and sea.get(n, p.id) == p.id and n not in mines

    while frontier and found is None:
        nxt = []
        for n, under in frontier:
            if n >= cells and n != start:
                continue
            moves = [(m, under) for m in adj[n]]
            if sub and alone(n):
                moves.append((n, not under))
            for m, u in moves:
                state = (m, u)
                if state in parent:
                    continue
                if m == node and (u == goal[1] or m >= cells or plane):
                    if m >= cells and u and not plane:
                        continue  # a submarine enters an island surfaced
                    parent[state] = (n, under)
                    found = state
                    break
                if m >= cells or not (u or (m not in sea and m not in mines)):
                    continue
                parent[state] = (n, under)
                nxt.append(state)
            if found is not None:
                break
        frontier = nxt
    if found is None:  # the start itself (leave and come back): go out and in again
        out = [start]
        for m in adj[start]:
            if m < cells and (plane or p.submerged or (m not in sea and m not in mines)):
                out.append(m)
                break
        out.append(start)
        return out, len(out) - 1
    states = [found]
    while states[-1] != first:
        states.append(parent[states[-1]])
    states.reverse()
    nodes = [states[0][0]]
    for n, _ in states[1:]:
        if n != nodes[-1]:
            nodes.append(n)
    return nodes, len(states) - 1


# ---- carrying a move out ----------------------------------------------------------------------
def execute(g: Catalogue, s: State, seat: int, p: Piece, node: int, mode: str, out: Events) -> None:
    """One movement segment (4; KD-26): pay the gasoline (K-31, KD-16), step off (ownership
    checked at departure), arrive (checked again), with the end state of `mode`."""
    from .ownership import resolve

    gm = geo(g, s)
    start = where(s, p)
    path, steps = path_to(g, s, p, node, mode)
    capital = s.capital_of(seat)
    assert capital is not None and official(s, seat, g.gasoline) >= g.k.gasoline_per_moving_play
    capital.depots[g.gasoline] -= g.k.gasoline_per_moving_play
    p = unstow(s, p.id) if p.carrier >= 0 else lift(g, s, p)  # a plane takes off (K-47, KD-9)
    if gm.is_island(start):
        resolve(g, s, out, gm.island_of(start))  # the moment of departure (KD-26)
        p = s.pieces[p.id]
    if mode == "land":
        place_on = s.pieces[s.sea[node]]
        stow(s, place_on.id, p.id)
    else:
        if mode == "pick":
            s.mines.discard(node)
            p = p._replace(mines=p.mines + 1)
        elif mode == "lay":
            p = p._replace(mines=p.mines - 1)
        if g.kinds[p.kind].submerges:
            p = p._replace(submerged=mode == "down")
        p = place(g, s, p, node)
        if mode == "lay":
            s.mines.add(node)
    out.append(
        Event(
            "moved",
            {
                "piece": p.id,
                "kind": p.kind,
                "owner_seat": s.pieces[p.id].owner,
                "from": start,
                "to": node,
                "mode": mode,
                "path": path,
                "steps": steps,
                "to_island": gm.island_of(node),
                "to_x": gm.xy(node)[0],
                "to_y": gm.xy(node)[1],
            },
        )
    )
    if gm.is_island(node):
        resolve(g, s, out, gm.island_of(node))  # the moment of arrival


# ---- the MOVE part of a play (KD-1) -----------------------------------------------------------
def _mover(g: Catalogue, s: State, seat: int, pid: int) -> Piece | None:
    p = s.pieces.get(pid)
    return p if p is not None and p.owner == seat else None


def move_live(g: Catalogue, s: State, t: Move) -> bool:
    """KD-1, KD-16: a declared move lapses only when no legal move exists or the official
    gasoline depot is empty."""
    p = _mover(g, s, t.seat, t.piece)
    return (
        p is not None
        and official(s, t.seat, g.gasoline) >= g.k.gasoline_per_moving_play
        and can_move(g, s, p)
    )


def move_lapsed(g: Catalogue, s: State, t: Move, out: Events) -> None:
    out.append(Event("move_lapsed", {"seat": t.seat, "piece": t.piece}))


def ask_move(g: Catalogue, s: State, t: Move) -> Decision:
    return Decision(t.seat, "move", tuple(destinations(g, s, s.pieces[t.piece])))


def moved(g: Catalogue, s: State, t: Move, seat: int, a: Action, out: Events) -> None:
    node, mode = a.args[0], a.args[1]
    assert isinstance(node, int) and mode in MODES
    execute(g, s, seat, s.pieces[t.piece], node, mode, out)
    if mode == "land":  # K-47: landing ends the plane's whole play
        while s.agenda and getattr(s.agenda[-1], "piece", None) == t.piece:
            s.agenda.pop()
