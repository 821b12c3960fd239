"""Building: SAND-19, SAND-20, SAND-25 and the placement of a captured tile (SAND-36, SAND-56,
AMB-10, AMB-40), with the decision steps of SAND-66 step 2: the tile, where (a castle or a new
one), the cell, the rotation. Each step offers only values that lead to a legal placement.

A tile chosen from a hand goes to `State.moving` at once, in view of everyone (it is on its
way into a castle); a captured tile waits there too until it is placed.
"""

from __future__ import annotations

from game.core import Action, Decision, Event, Events, push

from . import geometry as geo
from .catalogue import NEW_OWN, NEW_SHARED, SHARED, Catalogue, int_arg, str_arg, walls_mask
from .model import Castle, State
from .tasks import (
    CAPTURED,
    SHARED_ONLY,
    CheckCastle,
    PickCastle,
    PickCell,
    PickWalls,
)


def shared_castle(s: State) -> Castle | None:
    for castle in s.castles.values():
        if castle.owner == SHARED:
            return castle
    return None


def castles_for(s: State, seat: int, mode: int) -> list[Castle]:
    """The castles a placement may go into: the seat's own incomplete castles (SAND-19b) and,
    in the 2-player game, the shared castle (SAND-54); a captured tile never goes into the
    shared castle (SAND-56)."""
    out = []
    for castle in s.castles.values():
        if castle.owner == seat:
            if mode != SHARED_ONLY:
                out.append(castle)
        elif castle.owner == SHARED and mode != CAPTURED:
            out.append(castle)
    return out


def new_places(s: State, mode: int) -> list[int]:
    """Where a new castle may start: the own area (always, SAND-19a) and the empty shared area
    (SAND-58)."""
    out = [] if mode == SHARED_ONLY else [NEW_OWN]
    if s.mode == "duel" and mode != CAPTURED and shared_castle(s) is None:
        out.append(NEW_SHARED)
    return out


def tiles_to_build(g: Catalogue, s: State, seat: int, nth: int) -> list[int]:
    """Castle tiles of the hand that have a legal place (SAND-24: any, since a new castle is
    always possible; a 2-player second action builds on the shared castle only, SAND-54)."""
    tiles = [c for c in s.hands[seat] if c < g.n_castle]
    if nth == 2:
        shared = shared_castle(s)
        if shared is not None:
            tiles = [c for c in tiles if geo.fits(g, shared, c)]
    return tiles


def castle_options(g: Catalogue, s: State, t: PickCastle) -> list[Action]:
    out = [
        g.card_action("castle", c.cid)
        for c in castles_for(s, t.seat, t.mode)
        if geo.fits(g, c, t.card)
    ]
    for where in new_places(s, t.mode):
        out.append(g.kind_actions["new" if where == NEW_OWN else "new_shared"])
    return out


def castle_several(g: Catalogue, s: State, t: PickCastle) -> bool:
    """More than one place: a new castle is always one (except for a second action, which has
    exactly one: the shared castle, or a new one when the shared area is empty)."""
    if t.mode == SHARED_ONLY:
        return False
    if len(new_places(s, t.mode)) > 1:
        return True
    return any(geo.fits(g, c, t.card) for c in castles_for(s, t.seat, t.mode))


def castle_decision(g: Catalogue, s: State, t: PickCastle) -> Decision:
    kind = "captured_castle" if t.mode == CAPTURED else "castle"
    return Decision(t.seat, kind, tuple(castle_options(g, s, t)))


def castle_chosen(g: Catalogue, s: State, t: PickCastle, seat: int, a: Action, out: Events) -> None:
    cid = int_arg(a) if a.kind == "castle" else (NEW_OWN if a.kind == "new" else NEW_SHARED)
    push(s.agenda, PickCell(t.seat, t.card, t.mode, cid))


# ---- cell -----------------------------------------------------------------------------------
def cell_options(g: Catalogue, s: State, t: PickCell) -> list[Action]:
    if t.cid < 0:
        return [g.cell_action(0, 0)]  # SAND-19a: a new castle starts at (0, 0)
    castle = s.castles[t.cid]
    return [g.cell_action(x, y) for x, y in geo.placements(g, castle, t.card)]


def cell_several(g: Catalogue, s: State, t: PickCell) -> bool:
    if t.cid < 0:
        return False
    return len(geo.placements(g, s.castles[t.cid], t.card)) > 1


def cell_decision(g: Catalogue, s: State, t: PickCell) -> Decision:
    kind = "captured_cell" if t.mode == CAPTURED else "cell"
    return Decision(t.seat, kind, tuple(cell_options(g, s, t)))


def cell_chosen(g: Catalogue, s: State, t: PickCell, seat: int, a: Action, out: Events) -> None:
    push(s.agenda, PickWalls(t.seat, t.card, t.mode, t.cid, int_arg(a, 0), int_arg(a, 1)))


# ---- rotation -------------------------------------------------------------------------------
def wall_sets(g: Catalogue, s: State, t: PickWalls) -> list[int]:
    """SAND-12: each distinct wall set once; SAND-19, SAND-20: only the legal ones."""
    rots = g.rotations[t.card]
    if t.cid < 0:
        return list(rots)
    castle = s.castles[t.cid]
    if (t.x, t.y) in castle.cells:
        known, req = geo.stack_spots(castle)[(t.x, t.y)]
        return geo.stack_walls(rots, known, req)  # SAND-20
    known, req = geo.ground_spots(castle)[(t.x, t.y)]
    return geo.ground_walls(rots, known, req)  # SAND-19b


def walls_options(g: Catalogue, s: State, t: PickWalls) -> list[Action]:
    return [g.walls_actions[m] for m in wall_sets(g, s, t)]


def walls_decision(g: Catalogue, s: State, t: PickWalls) -> Decision:
    kind = "captured_walls" if t.mode == CAPTURED else "walls"
    return Decision(t.seat, kind, tuple(walls_options(g, s, t)))


def walls_chosen(g: Catalogue, s: State, t: PickWalls, seat: int, a: Action, out: Events) -> None:
    walls = walls_mask(str_arg(a))
    put(g, s, t.seat, t.card, t.cid, t.x, t.y, walls, t.mode == CAPTURED, out)


def put(
    g: Catalogue,
    s: State,
    seat: int,
    card: int,
    cid: int,
    x: int,
    y: int,
    walls: int,
    captured: bool,
    out: Events,
) -> int:
    """Place the moving tile; then the completion check (SAND-40). Returns the castle id."""
    if cid < 0:  # SAND-19a: a new castle (SAND-58: a new shared castle)
        owner = SHARED if cid == NEW_SHARED else seat
        cid = s.next_cid
        s.next_cid += 1
        s.castles[cid] = Castle(cid, owner, {})
    castle = s.castles[cid]
    stacked = (x, y) in castle.cells
    geo.place(castle, x, y, card, walls)
    s.moving.remove(card)
    out.append(
        Event(
            "placed" if captured else "built",
            {
                "seat": seat,
                "card": card,
                "castle": cid,
                "owner_seat": castle.owner,
                "x": x,
                "y": y,
                "walls": walls,
                "stacked": stacked,
            },
        )
    )
    push(s.agenda, CheckCastle(cid))
    return cid
