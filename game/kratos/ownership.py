"""Island ownership, capital capture and elimination: K-9, K-15, K-43 (ownership, capitals),
K-69, K-70, KD-25, KD-26, KD-35, KD-38, KD-39, digest 3.7.

`resolve` is called at every moment an island's war pieces can change (KD-26): after a hit or a
destruction, a recolour, a build, an unload, and twice in a movement segment (departure and
arrival). It flips islands by ascending ID until a full pass changes nothing, so elimination
cascades are settled before anything else happens (KS-24).
"""

from __future__ import annotations

from game.core import Event, Events

from .board import set_owner
from .catalogue import Catalogue
from .model import NOBODY, Island, State


def war_colours(g: Catalogue, s: State, island: Island) -> list[int]:
    """3.7: the seats with a war piece at the island (standing on it or aboard a transporter
    docked there); mines never count (K-24, K-49)."""
    war, pieces = g.war, s.pieces
    seats: list[int] = []
    for pid in island.pieces:
        p = pieces[pid]
        if p.kind in war and p.owner not in seats:
            seats.append(p.owner)
        for q in p.cargo:
            c = pieces[q]
            if c.kind in war and c.owner not in seats:
                seats.append(c.owner)
    return seats


def resolve(g: Catalogue, s: State, out: Events, at: int = 0) -> None:
    """K-43: an island whose owner has no war piece there while exactly one other seat has one
    passes to that seat at once; a capital that changes hands eliminates its owner (K-69).
    `at`: the island whose war pieces just changed (0: any). No other island can have become
    due, except after an elimination, which recolours pieces anywhere: then every island is
    checked, by ascending ID, until a full pass changes nothing (3.7)."""
    if s.phase != "play":
        return
    flipped = False
    todo = [s.islands[at - 1]] if at else s.islands
    changed = True
    while changed:
        changed = False
        for island in todo:
            w = war_colours(g, s, island)
            if len(w) == 1 and island.owner not in w:
                old, new = island.owner, w[0]
                island.owner = new
                s.round_changed = True
                out.append(
                    Event("island_taken", {"island": island.id, "old_seat": old, "new_seat": new})
                )
                flipped = True
                if island.flag == old:
                    island.flag = NOBODY
                    eliminate(g, s, old, new, out)
                    todo = s.islands
                    changed = True
    if flipped and s.queue:
        from .diplomacy import island_changed

        island_changed(s, out)  # 6.2: ISLAND items
    if flipped:
        survivors = s.survivors()
        if len(survivors) == 1:
            finish_win(s, survivors[0], out)


def eliminate(g: Catalogue, s: State, old: int, captor: int, out: Events) -> None:
    """K-69: the seat is out; its islands (with depots and mine stocks) and its pieces,
    wherever they are, pass to the captor (played marks kept, KD-8). Its gold stays its own
    (KD-35); its offers lapse (KD-47)."""
    from .diplomacy import lapse_seat

    s.eliminated[old] = max(1, s.round)
    s.captor[old] = captor
    s.elimination_log.append((old, captor, s.round))
    s.round_changed = True
    for island in s.islands:
        if island.owner == old:
            island.owner = captor
    for pid in sorted(s.owned[old]):
        set_owner(s, pid, captor)
    lapse_seat(s, old, out)
    out.append(Event("eliminated", {"seat": old, "captor_seat": captor, "round": s.round}))


def finish_win(s: State, winner: int, out: Events) -> None:
    """K-70: the last seat standing wins; the game is over at once."""
    from .endings import record_tally

    s.ending = "win"
    s.ended_round = s.round
    s.phase = "over"
    record_tally(s)
    out.append(Event("game_won", {"seat": winner, "round": s.round}))
