"""Completing castles and bonuses: SAND-40 to SAND-46 (and SAND-58 for the shared castle,
SAND-60 and SAND-63 for solo).

A castle is checked every time it changes (SAND-40). When complete, its owner (the active
player for the shared castle) earns the bonuses it meets (SAND-43, SAND-44), choosing between
two material bonuses of one figure (SAND-42, SAND-46 step 2); then every tile goes face down
into the owner's sandbank.
"""

from __future__ import annotations

from game.core import Action, Decision, Event, Events, push

from . import geometry as geo
from .catalogue import Catalogue, str_arg
from .model import Castle, State
from .tasks import CheckCastle, ChooseMaterial, Claim


def owner_of(s: State, castle: Castle) -> int:
    """SAND-40: the seat whose area holds it; the shared castle belongs to the active player
    (SAND-58, AMB-38)."""
    return castle.owner if castle.owner >= 0 else s.active


def in_play(s: State, bonus: str) -> bool:
    return bonus in s.holder or bonus in s.display


def earns(g: Catalogue, s: State, seat: int, castle: Castle) -> list[str]:
    """SAND-46 step 1: every bonus in play the completed castle earns for `seat`, in claim
    order (Biggest Castle, Tallest Tower, materials, shapes: the order of bonuses.yaml)."""
    cells = castle.cells
    counts = geo.visible(g, cells)
    shape = None
    out = []
    for b in g.bonuses:
        bid = b.id
        if not in_play(s, bid):
            continue
        holder = s.holder.get(bid, -1)
        if b.tiers:  # SAND-43, SAND-44: Biggest Castle and Tallest Tower
            value = geo.size(cells) if b.kind == "biggest" else geo.tower(cells)
            reached = g.tier_for(bid, value)
            if not reached:
                continue
            shown = s.tier.get(bid, 0)
            if holder < 0:
                out.append(bid)
            elif holder == seat:
                if reached > shown:  # turned up, never down
                    out.append(bid)
            elif value > shown or (s.opts.steal_on_tie and value >= shown):  # AMB-18
                out.append(bid)
        elif b.kind == "material":  # SAND-43: visible figures only (SAND-13)
            if counts[b.figure] >= b.n:
                out.append(bid)
        else:  # SAND-43: the footprint exactly, turned or mirrored
            if shape is None:
                shape = g.shape_keys[s.opts.shape_reflection].get(
                    geo.footprint_key(cells, s.opts.shape_reflection), ""
                )
            if shape == bid:
                out.append(bid)
    return out


def choices_needed(g: Catalogue, s: State, listed: list[str]) -> tuple[int, ...]:
    """SAND-42: the figures with two or more listed material bonuses (one per castle)."""
    if not s.opts.one_material_per_figure:  # AMB-21's other reading
        return ()
    figures = [g.bonus[b].figure for b in listed if g.bonus[b].kind == "material"]
    return tuple(f for f in (0, 1, 2) if figures.count(f) > 1)


def check_castle(g: Catalogue, s: State, t: CheckCastle, out: Events) -> None:
    """SAND-40: run after every change of a castle."""
    castle = s.castles.get(t.cid)
    if castle is None or not geo.is_complete(castle.cells):
        return
    seat = owner_of(s, castle)
    out.append(
        Event(
            "castle_completed",
            {
                "seat": seat,
                "castle": t.cid,
                "tiles": geo.size(castle.cells),
                "shared": castle.owner < 0,
            },
        )
    )
    listed = earns(g, s, seat, castle)
    figures = choices_needed(g, s, listed)
    if figures:
        push(s.agenda, ChooseMaterial(seat, t.cid, tuple(listed), figures))
    else:
        push(s.agenda, Claim(seat, t.cid, tuple(listed)))


def material_options(g: Catalogue, s: State, t: ChooseMaterial) -> list[Action]:
    figure = t.figures[0]
    return [
        Action("bonus", (b,))
        for b in t.listed
        if g.bonus[b].kind == "material" and g.bonus[b].figure == figure
    ]


def material_decision(g: Catalogue, s: State, t: ChooseMaterial) -> Decision:
    return Decision(t.seat, "material", tuple(material_options(g, s, t)))


def material_chosen(
    g: Catalogue, s: State, t: ChooseMaterial, seat: int, a: Action, out: Events
) -> None:
    """SAND-46 step 2: the others of that figure are dropped for this castle."""
    keep = str_arg(a)
    figure = t.figures[0]
    listed = tuple(
        b
        for b in t.listed
        if b == keep or g.bonus[b].kind != "material" or g.bonus[b].figure != figure
    )
    if t.figures[1:]:
        push(s.agenda, ChooseMaterial(t.seat, t.cid, listed, t.figures[1:]))
    else:
        push(s.agenda, Claim(t.seat, t.cid, listed))


def claim(g: Catalogue, s: State, t: Claim, out: Events) -> None:
    """SAND-46 steps 3 and 4, SAND-44, SAND-45; then SAND-40 step 2; SAND-60 in solo."""
    castle = s.castles[t.cid]
    cells = castle.cells
    seat = t.seat
    for bid in t.listed:
        b = g.bonus[bid]
        holder = s.holder.get(bid, -1)
        if b.tiers:
            value = geo.size(cells) if b.kind == "biggest" else geo.tower(cells)
            tier = g.tier_for(bid, value)
            s.tier[bid] = tier
            points = g.bonus_points(bid, tier)
            if holder == seat:
                out.append(Event("bonus_turned", {"seat": seat, "bonus": bid, "points": points}))
                continue
        elif holder == seat:
            continue  # SAND-44: already held, nothing moves
        else:
            points = b.points
        if holder < 0:
            s.display.remove(bid)
        s.holder[bid] = seat
        out.append(
            Event(
                "bonus_taken" if holder < 0 else "bonus_stolen",
                {"seat": seat, "bonus": bid, "points": points, "from_seat": holder},
            )
        )
    tiles = geo.cards_of(cells)
    s.banks[seat].extend(tiles)  # SAND-40 step 2: covered tiles too
    del s.castles[t.cid]
    if s.mode == "solo" and not s.display:  # SAND-60: every dealt bonus held
        s.outcome = "solo_won"
        s.agenda.clear()
        out.append(Event("solo_won", {"seat": 0, "held": len(s.holder)}))
