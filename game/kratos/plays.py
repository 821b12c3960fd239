"""Choosing plays: K-20 .. K-25, K-40, KD-1, KD-8, KD-11, KD-12, KD-13, KD-14, KD-33, KD-44
(T5 of the turn).

The active seat repeatedly picks one eligible piece that has not played (`piece:<id>`), or ends
its turn (`end_turn`, everything left passes, K-25), or lets every producer that can produce do so
at its maximum (`produce_all`: a shortcut for those plays one by one). Eligible (K-20, KD-8): its
own pieces anywhere, and other seats' pieces standing on an island it owns (cargo of a
transporter docked there included), recomputed after every event. When nothing is left, the turn
ends by itself. A picked piece offers (K-20): sell it (option a, `sell:<seat>`), its declarations
(option b, own pieces outside a famine turn only, KD-1, KD-14), pass (option c), or `back`.
Selling to another seat needs that seat's consent unless a deal covers it (KD-11, KD-33).
"""

from __future__ import annotations

from game.core import Action, Event, Events, RuleRef, push

from .board import geo, official, set_owner, where
from .catalogue import Catalogue
from .model import Piece, State
from .tasks import Cargo, ChoosePlay, Consent, Move, PieceMenu, Produce, Shoot, Steel

DECLARATIONS = ("MOVE", "SHOOT", "MOVE_THEN_SHOOT", "SHOOT_THEN_MOVE", "CARGO_ONLY", "PRODUCE")
END_TURN = Action("end_turn")
PRODUCE_ALL = Action("produce_all")
PASS = Action("pass")
BACK = Action("back")
DECLARE = {d: Action("declare", (d,)) for d in DECLARATIONS}
SELL = tuple(Action("sell", (r,)) for r in range(16))
BAD = "kratos.illegal."


def eligible(g: Catalogue, s: State, seat: int) -> list[int]:
    """K-20 (i), (ii), KD-8: the pieces `seat` may still play this turn, by id: its own
    anywhere, and the others' on its islands (cargo of transporters docked there included)."""
    played = s.played
    out = [pid for pid in s.owned[seat] if pid not in played]
    pieces = s.pieces
    for island in s.islands:
        if island.owner != seat:
            continue
        for pid in island.pieces:
            p = pieces[pid]
            if p.owner != seat and pid not in played:
                out.append(pid)
            for q in p.cargo:
                if pieces[q].owner != seat and q not in played:
                    out.append(q)
    out.sort()
    return out


def has_eligible(g: Catalogue, s: State, seat: int) -> bool:
    """Whether `seat` has anything left to play (K-25)."""
    played = s.played
    for pid in s.owned[seat]:
        if pid not in played:
            return True
    return bool(eligible(g, s, seat))


def choose_options(g: Catalogue, s: State, seat: int) -> list[Action]:
    options = [END_TURN]
    pids = eligible(g, s, seat)
    if not s.famine and _any_producer(g, s, seat, pids):
        options.append(PRODUCE_ALL)
    options.extend(piece_action(q) for q in pids)
    return options


def _any_producer(g: Catalogue, s: State, seat: int, pids: list[int]) -> bool:
    from .production import can_produce, is_steel

    if official(s, seat, g.gasoline) < g.k.gasoline_per_moving_play:
        return False
    producers, pieces = g.producers, s.pieces
    for q in pids:
        p = pieces[q]
        own = p.owner == seat and p.kind in producers and p.loc >= 0
        if own and not is_steel(g, p) and can_produce(g, s, seat, p):
            return True
    return False


_PIECE_ACTIONS: dict[int, Action] = {}


def piece_action(pid: int) -> Action:
    """The shared `piece:<id>` action (a turn lists many of them; actions are immutable)."""
    action = _PIECE_ACTIONS.get(pid)
    if action is None:
        action = _PIECE_ACTIONS[pid] = Action("piece", (pid,))
    return action


def declarations(g: Catalogue, s: State, seat: int, p: Piece) -> list[str]:
    """KD-1: the declarations possible for own piece `p` right now (none in a famine, KD-14)."""
    from .cargo import operations
    from .movement import can_move
    from .production import can_produce
    from .shooting import can_shoot, has_target

    if s.famine or p.owner != seat:
        return []
    kind = g.kinds[p.kind]
    if p.kind in g.producers:
        return ["PRODUCE"] if can_produce(g, s, seat, p) else []
    out = []
    gas = official(s, seat, g.gasoline) >= g.k.gasoline_per_moving_play
    move = gas and kind.speed > 0 and can_move(g, s, p)
    gun = kind.power > 0 and kind.range > 0
    shoot_now = gun and can_shoot(g, p) and has_target(g, s, p)
    if move:
        out.append("MOVE")
    if shoot_now:
        out.append("SHOOT")
    if move and gun:
        out.append("MOVE_THEN_SHOOT")
    if move and shoot_now:
        out.append("SHOOT_THEN_MOVE")
    if kind.carries is not None and operations(g, s, seat, p):
        out.append("CARGO_ONLY")
    return out


def kind_declarations(g: Catalogue, p: Piece) -> list[str]:
    """KD-1: every declaration a piece of this kind can ever make (a table lists the ones not
    possible now greyed, with `why_not`)."""
    kind = g.kinds[p.kind]
    if p.kind in g.producers:
        return ["PRODUCE"]
    out = []
    if kind.speed > 0:
        out.append("MOVE")
    if kind.power > 0 and kind.range > 0:
        out += ["SHOOT", "MOVE_THEN_SHOOT", "SHOOT_THEN_MOVE"]
    if kind.carries is not None:
        out.append("CARGO_ONLY")
    return out


def why_not(g: Catalogue, s: State, seat: int, p: Piece, decl: str) -> RuleRef:
    """The rule that keeps declaration `decl` of piece `p` from being offered now (KD-1)."""
    from .cargo import dock
    from .movement import can_move
    from .production import max_units, producer_island
    from .shooting import has_target

    if s.famine:
        return RuleRef("K-18", BAD + "famine")  # KD-14
    if p.owner != seat:
        return RuleRef("K-20", BAD + "foreign_piece")
    kind = g.kinds[p.kind]
    gas = official(s, seat, g.gasoline) >= g.k.gasoline_per_moving_play
    if decl == "PRODUCE" and p.kind in g.producers:
        made = g.kinds[p.kind].produces or ""
        island = producer_island(g, s, p)
        if p.loc < 0:
            return RuleRef("KD-20", BAD + "producer_aboard")
        if island is None:
            return RuleRef("K-51", BAD + "wrong_infrastructure", {"material": _name(g, made)})
        if max_units(g, s, p) < 1:
            raw = g.raw_of.get(made)
            if raw is not None and island.depots[raw] == 0:
                return RuleRef("K-51", BAD + "no_raw", {"material": _name(g, raw)})
            return RuleRef("K-43", BAD + "depot_full", {"material": _name(g, made)})
        if not gas:
            return RuleRef("KD-16", BAD + "no_gasoline")
    moving = decl in ("MOVE", "MOVE_THEN_SHOOT", "SHOOT_THEN_MOVE")
    shooting = decl in ("SHOOT", "MOVE_THEN_SHOOT", "SHOOT_THEN_MOVE")
    if moving and kind.speed > 0:
        if not gas:
            return RuleRef("KD-16", BAD + "no_gasoline")
        if not can_move(g, s, p):
            return RuleRef("K-27", BAD + "no_destination")
    if shooting:
        if kind.power <= 0 or kind.range <= 0:
            return RuleRef("K-37", BAD + "no_gun")
        if p.loc < 0:
            return RuleRef("KD-7", BAD + "cargo_cannot_shoot")
        if p.submerged and decl != "MOVE_THEN_SHOOT":
            return RuleRef("K-48", BAD + "submerged_cannot_shoot")
        if decl != "MOVE_THEN_SHOOT" and not has_target(g, s, p):
            return RuleRef("KD-1", BAD + "no_target")
    if decl == "CARGO_ONLY" and kind.carries is not None:
        if dock(g, s, p) is None:
            return RuleRef("K-33", BAD + "not_docked")
        return RuleRef("K-33", BAD + "nothing_to_load")
    return RuleRef("KD-1", BAD + "declaration")


def _name(g: Catalogue, material: str) -> object:
    m = g.materials.get(material)
    return m.name if m is not None else material


def why_not_eligible(g: Catalogue, s: State, seat: int, pid: int) -> RuleRef:
    """Why piece `pid` is not among the pieces `seat` may pick now (K-20, KD-8)."""
    p = s.pieces.get(pid)
    if p is None:
        return RuleRef("K-41", BAD + "no_such_piece")
    if s.active != seat:
        return RuleRef("K-15", BAD + "not_your_turn")
    if pid in s.played:
        return RuleRef("K-20", BAD + "already_played")
    return RuleRef("K-20", BAD + "not_yours")


def sale_buyers(g: Catalogue, s: State, seat: int, p: Piece) -> list[int]:
    """K-21, KD-11: who the piece may be recoloured to: the acting seat itself (a foreign piece
    on its island) or any other surviving seat that is not its owner; a PASSIVE seat accepts no
    deals, so it is offered only when no consent is needed."""
    out = []
    for r in range(s.n):
        if r == p.owner or not s.alive(r):
            continue
        if r != seat and s.seat_kind[r] == "passive" and not s.settings.unilateral:
            continue
        out.append(r)
    return out


def menu_options(g: Catalogue, s: State, seat: int, pid: int) -> list[Action]:
    p = s.pieces[pid]
    out = [DECLARE[d] for d in declarations(g, s, seat, p)]
    out.append(PASS)
    out.extend(SELL[r] for r in sale_buyers(g, s, seat, p))
    out.append(BACK)
    return out


def choose(g: Catalogue, s: State, seat: int, a: Action, out: Events) -> None:
    """The answer to CHOOSE_PLAY (the task is already popped)."""
    if a.kind == "end_turn":
        out.append(Event("turn_ended_early", {"seat": seat, "left": len(eligible(g, s, seat))}))
        return
    s.agenda.append(ChoosePlay(seat))
    if a.kind == "produce_all":
        produce_all(g, s, seat, out)
        return
    pid = a.args[0]
    assert isinstance(pid, int)
    push(s.agenda, PieceMenu(seat, pid))


def produce_all(g: Catalogue, s: State, seat: int, out: Events) -> None:
    """Every own unplayed producer that can produce (steel producers aside: their steel needs a
    conversion) makes its maximum, one after another by id."""
    from .production import can_produce, is_steel, max_units, produce

    for pid in eligible(g, s, seat):
        p = s.pieces[pid]
        if p.owner != seat or p.kind not in g.producers or is_steel(g, p):
            continue
        if not can_produce(g, s, seat, p):
            continue
        s.played.add(pid)
        produce(g, s, seat, p, max_units(g, s, p), out)


def menu(g: Catalogue, s: State, t: PieceMenu, a: Action, out: Events) -> None:
    """The answer to a piece's menu (the task is already popped)."""
    seat, pid = t.seat, t.piece
    p = s.pieces[pid]
    if a.kind == "back":
        return
    if a.kind == "pass":  # K-23
        s.played.add(pid)
        out.append(Event("passed", {"seat": seat, "piece": pid, "kind": p.kind}))
        return
    if a.kind == "sell":
        buyer = a.args[0]
        assert isinstance(buyer, int)
        sell(g, s, seat, p, buyer, out)
        return
    decl = a.args[0]
    assert isinstance(decl, str)
    declare(g, s, seat, p, decl, out)


def sell(g: Catalogue, s: State, seat: int, p: Piece, buyer: int, out: Events) -> None:
    """K-21, KD-11: to itself at once; to another seat with its consent (or a deal, KD-33)."""
    from .diplomacy import covering_item

    if buyer == seat or s.settings.unilateral or covering_item(s, seat, buyer, p.id) is not None:
        recolour(g, s, seat, p.id, buyer, out)
        return
    out.append(
        Event("sale_offered", {"seat": seat, "piece": p.id, "kind": p.kind, "buyer_seat": buyer})
    )
    push(s.agenda, Consent(buyer, seat, p.id))


def recolour(g: Catalogue, s: State, seat: int, pid: int, buyer: int, out: Events) -> None:
    """K-21, KD-12: the piece takes the buyer's colour and keeps everything else (position,
    heel, dive, cargo); its play is used. Ownership is checked again (KD-26)."""
    from .diplomacy import piece_sold
    from .ownership import resolve

    p = s.pieces[pid]
    set_owner(s, pid, buyer)
    s.played.add(pid)
    out.append(
        Event(
            "sold",
            {"seat": seat, "piece": pid, "kind": p.kind, "from_seat": p.owner, "to_seat": buyer},
        )
    )
    piece_sold(s, seat, buyer, pid, out)
    node = where(s, s.pieces[pid])
    gm = geo(g, s)
    if gm.is_island(node):
        resolve(g, s, out, gm.island_of(node))


def consent(g: Catalogue, s: State, t: Consent, a: Action, out: Events) -> None:
    """KD-11: accepted, the recolour happens and the piece has played; declined, nothing happens
    and the piece keeps its play."""
    p = s.pieces.get(t.piece)
    if a.kind == "accept_gift" and p is not None:
        recolour(g, s, t.seller, t.piece, t.seat, out)
    else:
        out.append(
            Event("sale_declined", {"seat": t.seat, "seller_seat": t.seller, "piece": t.piece})
        )


def declare(g: Catalogue, s: State, seat: int, p: Piece, decl: str, out: Events) -> None:
    """K-22, KD-1, KD-13: the play is declared, then carried out part by part."""
    s.played.add(p.id)
    out.append(
        Event("declared", {"seat": seat, "piece": p.id, "kind": p.kind, "declaration": decl})
    )
    if decl == "PRODUCE":
        push(s.agenda, Produce(seat, p.id))
        return
    carrier = g.kinds[p.kind].carries is not None
    parts: list[Cargo | Move | Shoot | Steel] = []
    if carrier:
        parts.append(Cargo(seat, p.id, False))
    if decl == "MOVE":
        parts.append(Move(seat, p.id))
    elif decl == "SHOOT":
        parts.append(Shoot(seat, p.id))
    elif decl == "MOVE_THEN_SHOOT":
        parts += [Move(seat, p.id), Shoot(seat, p.id)]
    elif decl == "SHOOT_THEN_MOVE":
        parts += [Shoot(seat, p.id), Move(seat, p.id)]
    if carrier and decl != "CARGO_ONLY":
        parts.append(Cargo(seat, p.id, True))
    push(s.agenda, *parts)
