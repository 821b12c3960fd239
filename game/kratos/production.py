"""Production, steel conversion and repair: K-26, K-41, K-42, K-50 .. K-58, K-66, KD-20 .. KD-23,
digest 3.2 and 3.3.

A producer "moves" by producing (K-26): at most capacity x base speed units (K-51), into the depot
of the island it stands on, which must have its type as infrastructure (K-11, K-51); a secondary
producer turns raw units into its secondary 1:1; no depot goes above 500 (K-43), steel has no cap
(KD-21). A producing play costs 1 gasoline (K-58, KD-20) and must make at least one unit, except
a steel producer's play that only spends steel already made (KD-21). Steel belongs to the seat
that made it, on that island, for the rest of its turn, and is spent in its steel producers'
plays on pieces, mines and repairs at the K-57 prices; what is left at the end of the turn is
lost (K-57, K-66).
"""

from __future__ import annotations

from game.core import Action, Decision, Event, Events

from .board import counts, geo, new_piece, official
from .catalogue import Catalogue
from .model import Island, Piece, State
from .tasks import Produce, Steel


def producer_island(g: Catalogue, s: State, p: Piece) -> Island | None:
    """The island a producer stands on, if it may produce there (K-51, KD-20)."""
    if p.loc < 0:
        return None  # aboard a transport (KD-20)
    k = geo(g, s).island_of(p.loc)
    if not k:
        return None
    island = s.islands[k - 1]
    return island if island.infra == g.kinds[p.kind].produces else None


def max_units(g: Catalogue, s: State, p: Piece) -> int:
    """3.2: the most this producer can make in one play now."""
    island = producer_island(g, s, p)
    if island is None:
        return 0
    kind = g.kinds[p.kind]
    made = kind.produces
    assert made is not None
    units = kind.capacity * s.base  # K-51
    raw = g.raw_of.get(made)
    if raw is not None:
        units = min(units, island.depots[raw])
    if made != g.steel:
        units = min(units, g.k.depot_max - island.depots[made])  # K-43
    return max(0, units)


def can_produce(g: Catalogue, s: State, seat: int, p: Piece) -> bool:
    """3.2: PRODUCE is offered when some unit can be made and the official gasoline depot holds
    at least 1 (KD-16), or a steel producer can spend steel already made (KD-21)."""
    if s.famine or p.owner != seat:
        return False
    if max_units(g, s, p) >= 1 and official(s, seat, g.gasoline) >= g.k.gasoline_per_moving_play:
        return True
    return is_steel(g, p) and bool(steel_options(g, s, seat, p))


def is_steel(g: Catalogue, p: Piece) -> bool:
    return g.kinds[p.kind].produces == g.steel


def produce_options(g: Catalogue, s: State, seat: int, p: Piece) -> list[Action]:
    """`produce:<u>` from the maximum down to 1 (the UI proposes the maximum), and `produce:0`
    for a steel producer that only spends steel (KD-21)."""
    top = max_units(g, s, p)
    if official(s, seat, g.gasoline) < g.k.gasoline_per_moving_play:
        top = 0
    out = [Action("produce", (u,)) for u in range(top, 0, -1)]
    if is_steel(g, p) and steel_options(g, s, seat, p):
        out.append(Action("produce", (0,)))
    return out


def produce(g: Catalogue, s: State, seat: int, p: Piece, units: int, out: Events) -> None:
    island = producer_island(g, s, p)
    assert island is not None
    made = g.kinds[p.kind].produces
    assert made is not None
    if units >= 1:
        capital = s.capital_of(seat)
        assert capital is not None
        capital.depots[g.gasoline] -= g.k.gasoline_per_moving_play  # K-58
        raw = g.raw_of.get(made)
        if raw is not None:
            island.depots[raw] -= units
        if made == g.steel:
            s.steel[island.id] = s.steel.get(island.id, 0) + units  # KD-21
        else:
            island.depots[made] += units
    out.append(
        Event(
            "produced",
            {
                "piece": p.id,
                "seat": seat,
                "island": island.id,
                "material": made,
                "units": units,
            },
        )
    )


# ---- steel (K-57, KD-21 .. KD-23) --------------------------------------------------------------
def steel_options(g: Catalogue, s: State, seat: int, p: Piece) -> list[Action]:
    """What the steel on this producer's island can still pay for: builds within the island
    limits (KD-22, KD-24) and repairs of heeled warships standing there (KD-23)."""
    island = producer_island(g, s, p)
    if island is None or s.famine or p.owner != seat:
        return []
    steel = s.steel.get(island.id, 0)
    if steel <= 0:
        return []
    k = g.k
    playable, producers, mines = counts(g, s, island)
    out: list[Action] = []
    for kind_id in g.buildable:
        kind = g.kinds[kind_id]
        if kind.cost > steel:
            continue
        if kind_id == g.mine:
            if mines + 1 > k.island_mines_max:
                continue
        elif playable + 1 > k.island_playable_max or (
            kind_id in g.producers and producers + 1 > k.island_producers_max
        ):
            continue
        out.append(Action("build", (kind_id,)))
    if steel >= k.repair_cost:
        for pid in island.pieces:
            q = s.pieces[pid]
            if q.heeled:
                out.append(Action("repair", (pid,)))
    return out


def build(g: Catalogue, s: State, seat: int, p: Piece, kind_id: str, out: Events) -> None:
    """K-42, K-57, KD-22: the piece appears on the producer's island in the builder's colour,
    already played this turn; a mine joins the island's stock (the owner's, K-24)."""
    island = producer_island(g, s, p)
    assert island is not None
    s.steel[island.id] -= g.kinds[kind_id].cost
    if kind_id == g.mine:
        island.mines += 1
        pid = -1
    else:
        q = new_piece(g, s, kind_id, seat, geo(g, s).island_node(island.id))
        s.played.add(q.id)
        pid = q.id
    out.append(Event("built", {"seat": seat, "kind": kind_id, "island": island.id, "piece": pid}))
    if kind_id in g.war:
        from .ownership import resolve

        resolve(g, s, out, island.id)  # KD-26: a build


def repair(g: Catalogue, s: State, seat: int, p: Piece, target: int, out: Events) -> None:
    """K-57, KD-23: 30 steel puts a heeled warship on the same island upright."""
    island = producer_island(g, s, p)
    assert island is not None
    s.steel[island.id] -= g.k.repair_cost
    q = s.pieces[target]
    s.pieces[target] = q._replace(heeled=False)
    out.append(
        Event(
            "repaired",
            {
                "seat": seat,
                "piece": target,
                "kind": q.kind,
                "owner_seat": q.owner,
                "island": island.id,
            },
        )
    )


# ---- the PRODUCE part of a play and the steel decisions ------------------------------------------
STEEL_DONE = Action("steel_done")


def produce_live(g: Catalogue, s: State, t: Produce) -> bool:
    p = s.pieces.get(t.piece)
    return p is not None and bool(produce_options(g, s, t.seat, p))


def produce_skip(g: Catalogue, s: State, t: Produce, out: Events) -> None:
    return None


def ask_produce(g: Catalogue, s: State, t: Produce) -> Decision:
    return Decision(t.seat, "produce", tuple(produce_options(g, s, t.seat, s.pieces[t.piece])))


def produced(g: Catalogue, s: State, t: Produce, seat: int, a: Action, out: Events) -> None:
    units = a.args[0]
    assert isinstance(units, int)
    p = s.pieces[t.piece]
    produce(g, s, seat, p, units, out)
    if is_steel(g, p):
        s.agenda.append(Steel(seat, p.id))


def steel_live(g: Catalogue, s: State, t: Steel) -> bool:
    p = s.pieces.get(t.piece)
    return p is not None and bool(steel_options(g, s, t.seat, p))


def steel_skip(g: Catalogue, s: State, t: Steel, out: Events) -> None:
    return None


def ask_steel(g: Catalogue, s: State, t: Steel) -> Decision:
    return Decision(t.seat, "steel", (*steel_options(g, s, t.seat, s.pieces[t.piece]), STEEL_DONE))


def steel_spent(g: Catalogue, s: State, t: Steel, seat: int, a: Action, out: Events) -> None:
    if a.kind == "steel_done":
        return
    s.agenda.append(t)
    p = s.pieces[t.piece]
    if a.kind == "build":
        build(g, s, seat, p, str(a.args[0]), out)
    else:
        target = a.args[0]
        assert isinstance(target, int)
        repair(g, s, seat, p, target, out)
