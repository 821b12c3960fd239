"""Shooting: K-34 .. K-38, K-41, K-44 .. K-49, KD-2 .. KD-7, KD-10, KD-23, KD-27, digest 3.6.

A shooter is a war piece of power and range above 0, standing on the board (not cargo, KD-7) and
not submerged (K-48). Targets (KD-5): any playable piece on the board other than the shooter, of
any colour (a submerged submarine only for a minesweeper, K-46), or any non-empty iron, wheat,
oil, bread or gasoline depot; never a mine, a flag, cargo or steel. Only targets within range are
offered (KD-4), measured with the distance of section 4 (0 inside one island, KD-6). A shot rolls
one die and hits on die <= power (K-35, K-37): a piece of resistance 1 is destroyed with its
cargo (KD-10), an upright warship heels, a heeled one is destroyed (K-36); a depot loses 100
units, or what is left (K-36).
"""

from __future__ import annotations

from game.core import Action, Chance, Decision, Event, Events, push

from .board import destroy, geo
from .catalogue import Catalogue
from .model import Piece, State
from .tasks import Shoot, Shot


def can_shoot(g: Catalogue, p: Piece) -> bool:
    kind = g.kinds[p.kind]
    return kind.power > 0 and kind.range > 0 and p.loc >= 0 and not p.submerged


def targets(g: Catalogue, s: State, p: Piece) -> list[Action]:
    """Every target within range of shooter `p` (KD-4, KD-5), pieces first, by node."""
    if not can_shoot(g, p):
        return []
    gm = geo(g, s)
    kind = g.kinds[p.kind]
    sweeps = kind.sweeps
    pieces_out: list[Action] = []
    depots_out: list[Action] = []
    for node in gm.within(p.loc, kind.range):
        if node >= gm.cells:
            island = s.islands[gm.island_of(node) - 1]
            for pid in island.pieces:
                if pid != p.id:
                    pieces_out.append(Action("target", ("piece", pid)))
            for m in g.depots:
                if island.depots[m] > 0:
                    depots_out.append(Action("target", ("depot", island.id, m)))
        else:
            pid = s.sea.get(node, -1)
            if pid >= 0 and pid != p.id and (sweeps or not s.pieces[pid].submerged):
                pieces_out.append(Action("target", ("piece", pid)))
    return pieces_out + depots_out


def has_target(g: Catalogue, s: State, p: Piece) -> bool:
    """Whether anything is in range (the quick form of `targets`)."""
    if not can_shoot(g, p):
        return False
    gm = geo(g, s)
    kind = g.kinds[p.kind]
    for node in gm.within(p.loc, kind.range):
        if node >= gm.cells:
            island = s.islands[gm.island_of(node) - 1]
            if any(pid != p.id for pid in island.pieces):
                return True
            if any(island.depots[m] > 0 for m in g.depots):
                return True
        else:
            pid = s.sea.get(node, -1)
            if pid >= 0 and pid != p.id and (kind.sweeps or not s.pieces[pid].submerged):
                return True
    return False


def hits(g: Catalogue, p: Piece, die: int) -> bool:
    """K-35, K-37: the die is within the shooter's power (range was checked when aiming)."""
    return die <= g.kinds[p.kind].power


def strike(
    g: Catalogue,
    s: State,
    seat: int,
    shooter: Piece,
    target: int,
    island: int,
    material: str,
    die: int,
    out: Events,
) -> None:
    """The effect of a shot (K-36), then ownership (KD-26)."""
    from .ownership import resolve

    hit = hits(g, shooter, die)
    data = {
        "seat": seat,
        "piece": shooter.id,
        "kind": shooter.kind,
        "target": target,
        "island": island,
        "material": material,
        "die": die,
        "hit": hit,
    }
    if target >= 0:
        t = s.pieces[target]
        data["target_kind"] = t.kind
        data["target_seat"] = t.owner
    out.append(Event("shot", data))
    if not hit:
        return
    if target < 0:
        depot = s.islands[island - 1].depots
        lost = min(g.k.depot_hit, depot[material])
        depot[material] -= lost
        out.append(Event("depot_hit", {"island": island, "material": material, "lost": lost}))
        return
    t = s.pieces[target]
    gm = geo(g, s)
    node = t.loc
    kind = g.kinds[t.kind]
    if kind.warship and not t.heeled and (kind.resistance or 0) > 1:
        s.pieces[target] = t._replace(heeled=True)
        out.append(Event("heeled", {"piece": target, "kind": t.kind, "owner_seat": t.owner}))
    else:
        destroy(g, s, target, out, "shot")
        s.round_changed = True
        if gm.is_island(node):
            resolve(g, s, out, gm.island_of(node))


# ---- the SHOOT part of a play (KD-1, KD-2) ----------------------------------------------------
HOLD_FIRE = Action("hold_fire")


def shoot_live(g: Catalogue, s: State, t: Shoot) -> bool:
    """KD-1: a declared shot lapses when nothing is in range when it comes due."""
    p = s.pieces.get(t.piece)
    return p is not None and p.owner == t.seat and has_target(g, s, p)


def shot_lapsed(g: Catalogue, s: State, t: Shoot, out: Events) -> None:
    out.append(Event("shot_lapsed", {"seat": t.seat, "piece": t.piece}))


def ask_shoot(g: Catalogue, s: State, t: Shoot) -> Decision:
    return Decision(t.seat, "shoot", (*targets(g, s, s.pieces[t.piece]), HOLD_FIRE))


def aimed(g: Catalogue, s: State, t: Shoot, seat: int, a: Action, out: Events) -> None:
    """K-34: the target is named first, then the die is rolled (a chance step)."""
    if a.kind == "hold_fire":
        out.append(Event("held_fire", {"seat": seat, "piece": t.piece}))
        return
    if a.args[0] == "piece":
        target = a.args[1]
        assert isinstance(target, int)
        push(s.agenda, Shot(seat, t.piece, target))
    else:
        island, material = a.args[1], a.args[2]
        assert isinstance(island, int) and isinstance(material, str)
        push(s.agenda, Shot(seat, t.piece, -1, island, material))


def roll_shot(g: Catalogue, s: State, t: Shot) -> Chance:
    return Chance.roll(1, g.k.die_sides)


def shot_rolled(g: Catalogue, s: State, t: Shot, outcome: list[int], out: Events) -> None:
    strike(g, s, t.seat, s.pieces[t.piece], t.target, t.island, t.material, outcome[0], out)
