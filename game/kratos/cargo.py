"""Loading and unloading: K-33, K-46, K-47, K-62, K-64, K-65, K-67, K-68, KD-12, KD-13, KD-15,
KD-24, digest 3.4.

Cargo operations belong to a transporter's option-(b) play (any declaration, CARGO_ONLY included),
at its start and at its end, while it stands on an island, never in a famine turn and never for
gasoline (KD-13, KD-16). Material moves in lots of exactly 100 (K-67, K-68): loading takes 100
from the island's depot (the transporter owner's island, or a permission, KD-15); unloading adds
100 to any island's depot that has room, and the goods then belong to that island's owner (K-24).
A merchant carries one producer or one lot of iron, wheat or bread; a tanker one lot of oil or
gasoline; a carrier up to 5 planes; a minesweeper up to 5 mines. Cargo moves only between a
transporter and the island it stands on. Being carried never uses the cargo piece's play.
"""

from __future__ import annotations

from game.core import Action, Decision, Event, Events

from .board import geo, lift, place, stow, unstow
from .catalogue import Catalogue
from .model import Island, Piece, State, arg_int, arg_str
from .tasks import Cargo


def dock(g: Catalogue, s: State, p: Piece) -> Island | None:
    """The island a top-level transporter stands on."""
    if p.loc < 0:
        return None
    k = geo(g, s).island_of(p.loc)
    return s.islands[k - 1] if k else None


def _items(p: Piece) -> int:
    return len(p.cargo) + (1 if p.goods else 0) + p.mines


def operations(g: Catalogue, s: State, seat: int, p: Piece) -> list[Action]:
    """Every cargo operation transporter `p` may make now (3.4)."""
    from .diplomacy import permitted

    island = dock(g, s, p)
    kind = g.kinds[p.kind]
    carries = kind.carries
    if island is None or carries is None or s.famine or p.owner != seat:
        return []
    k = g.k
    out: list[Action] = []
    # unloading: anywhere (KD-15)
    if p.goods and island.depots[p.goods] + k.lot <= k.depot_max:
        out.append(Action("unload", ("goods", p.goods)))
    for q in p.cargo:
        out.append(Action("unload", ("piece", q)))
    if p.mines:
        out.append(Action("unload", ("mine", 0)))
    room = carries.max - _items(p)
    if room <= 0:
        return out
    own = island.owner == p.owner
    for m in carries.goods:
        if island.depots[m] >= k.lot and (
            own or permitted(s, island.owner, p.owner, "load_goods", island=island.id, material=m)
        ):
            out.append(Action("load", ("goods", m)))
    if carries.pieces:
        for pid in island.pieces:
            other = s.pieces[pid]
            if other.kind in carries.pieces and (
                other.owner == p.owner
                or permitted(s, other.owner, p.owner, "load_piece", piece=other.id)
            ):
                out.append(Action("load", ("piece", pid)))
    if (
        carries.mines
        and island.mines > 0
        and (own or permitted(s, island.owner, p.owner, "carry_mines", island=island.id))
    ):
        out.append(Action("load", ("mine", 0)))
    return out


def operate(g: Catalogue, s: State, seat: int, p: Piece, action: Action, out: Events) -> None:
    """Carry out one load or unload of transporter `p` (already checked to be legal)."""
    from .diplomacy import count_unload, use_permission
    from .ownership import resolve

    island = dock(g, s, p)
    assert island is not None
    what, arg = action.args[0], action.args[1]
    k = g.k
    node = geo(g, s).island_node(island.id)
    own = island.owner == p.owner
    if action.kind == "load":
        if what == "goods":
            m = arg_str(action.args, 1)
            island.depots[m] -= k.lot
            s.pieces[p.id] = p._replace(goods=m)
            if not own:
                use_permission(s, island.owner, p.owner, "load_goods", island=island.id, material=m)
        elif what == "piece":
            pid = arg_int(action.args, 1)
            q = s.pieces[pid]
            lift(g, s, q)
            stow(s, p.id, pid)
            if q.owner != p.owner:
                use_permission(s, q.owner, p.owner, "load_piece", piece=pid)
        else:
            island.mines -= 1
            s.pieces[p.id] = p._replace(mines=p.mines + 1)
            if not own:
                use_permission(s, island.owner, p.owner, "carry_mines", island=island.id)
        out.append(
            Event(
                "loaded",
                {
                    "piece": p.id,
                    "kind": p.kind,
                    "seat": seat,
                    "island": island.id,
                    "what": what,
                    "item": arg,
                    "item_kind": s.pieces[int(str(arg))].kind if what == "piece" else "",
                },
            )
        )
        return
    item_kind = ""
    if what == "goods":
        m = p.goods
        island.depots[m] += k.lot
        s.pieces[p.id] = p._replace(goods="")
    elif what == "piece":
        pid = arg_int(action.args, 1)
        q = unstow(s, pid)
        item_kind = q.kind
        place(g, s, q, node)
    else:
        island.mines += 1
        s.pieces[p.id] = p._replace(mines=p.mines - 1)
    out.append(
        Event(
            "unloaded",
            {
                "piece": p.id,
                "kind": p.kind,
                "seat": seat,
                "island": island.id,
                "what": what,
                "item": p.goods if what == "goods" else arg,
                "item_kind": item_kind,
            },
        )
    )
    if what == "goods":
        count_unload(s, p.owner, p.goods, island.id, out)  # 6.2 DELIVER, KD-47
    resolve(g, s, out, island.id)  # KD-26: an unload


# ---- the cargo parts of a play (KD-13) ----------------------------------------------------------
CARGO_DONE = Action("cargo_done")


def cargo_live(g: Catalogue, s: State, t: Cargo) -> bool:
    p = s.pieces.get(t.piece)
    return p is not None and bool(operations(g, s, t.seat, p))


def cargo_skip(g: Catalogue, s: State, t: Cargo, out: Events) -> None:
    return None


def ask_cargo(g: Catalogue, s: State, t: Cargo) -> Decision:
    return Decision(t.seat, "cargo", (*operations(g, s, t.seat, s.pieces[t.piece]), CARGO_DONE))


def cargo_answered(g: Catalogue, s: State, t: Cargo, seat: int, a: Action, out: Events) -> None:
    if a.kind == "cargo_done":
        return
    s.agenda.append(t)  # several operations may follow one another (3.4)
    operate(g, s, seat, s.pieces[t.piece], a, out)
