"""Attack, counter-attack and escalation: SAND-31 to SAND-39 (SAND-55 and SAND-56 for the
shared castle; the refills of SAND-38 in the standard game only, SAND-57 in the 2-player game).

The attacker plays an attack tile against the top tile of a cell in an opponent's incomplete
castle showing the figure it beats, unless removing it would split the castle (SAND-32). Then
only the victim may answer, each new card beating the last (crab -> bucket -> seagull -> crab),
until a side declines; the side that played last wins (SAND-34).
"""

from __future__ import annotations

from game.core import Action, Decision, Event, Events, Task, push

from . import geometry as geo
from .catalogue import SHARED, Catalogue, int_arg
from .model import State
from .tasks import (
    CAPTURED,
    BeachRefill,
    CheckCastle,
    PickCastle,
    PickTarget,
    Refill,
    Reply,
    Resolve,
)

Target = tuple[int, int, int, int]  # (victim seat, castle, x, y)


def victim_of(s: State, owner: int, attacker: int) -> int:
    """The castle's owner; for the shared castle, the other player (SAND-55)."""
    return owner if owner != SHARED else 1 - attacker


def targets(g: Catalogue, s: State, seat: int, figure: int, nth: int = 1) -> list[Target]:
    """SAND-31, SAND-32: every legal target of an attack tile of `figure` played by `seat`.
    A 2-player second action may attack only the shared castle (SAND-54)."""
    beaten = g.beats[figure]
    out = []
    for castle in s.castles.values():
        owner = castle.owner
        if owner == seat or (nth == 2 and owner != SHARED):
            continue
        for x, y, f in geo.targets_of(g, castle):
            if f == beaten:
                out.append((victim_of(s, owner, seat), castle.cid, x, y))
    return out


def has_target(g: Catalogue, s: State, seat: int, figure: int, nth: int = 1) -> bool:
    beaten = g.beats[figure]
    for castle in s.castles.values():
        owner = castle.owner
        if owner == seat or (nth == 2 and owner != SHARED):
            continue
        for _, _, f in geo.targets_of(g, castle):
            if f == beaten:
                return True
    return False


def attack_tiles(g: Catalogue, s: State, seat: int, nth: int) -> list[int]:
    """Attack tiles of the hand with at least one legal target (SAND-24)."""
    usable: dict[int, bool] = {}
    out = []
    for c in s.hands[seat]:
        if c >= g.n_castle:
            f = g.figure[c]
            ok = usable.get(f)
            if ok is None:
                ok = usable[f] = has_target(g, s, seat, f, nth)
            if ok:
                out.append(c)
    return out


def target_options(g: Catalogue, s: State, t: PickTarget) -> list[Action]:
    figure = g.figure[s.fight[0]]
    return [Action("target", target) for target in targets(g, s, t.seat, figure, t.nth)]


def target_decision(g: Catalogue, s: State, t: PickTarget) -> Decision:
    return Decision(t.seat, "target", tuple(target_options(g, s, t)))


def target_chosen(g: Catalogue, s: State, t: PickTarget, seat: int, a: Action, out: Events) -> None:
    victim, cid, x, y = (int_arg(a, i) for i in range(4))
    hit = s.castles[cid].cells[(x, y)][-1] >> 4
    out.append(
        Event(
            "attacked",
            {
                "seat": seat,
                "victim_seat": victim,
                "card": s.fight[0],
                "target": hit,
                "x": x,
                "y": y,
            },
        )
    )
    push(s.agenda, Reply(victim, seat, victim, cid, x, y))


# ---- answers (SAND-33) ----------------------------------------------------------------------
def answers(g: Catalogue, s: State, seat: int) -> list[int]:
    """The attack tiles of `seat` that beat the last card of the fight."""
    last = g.figure[s.fight[-1]]
    beats, fig, n_castle = g.beats, g.figure, g.n_castle
    return [c for c in s.hands[seat] if c >= n_castle and beats[fig[c]] == last]


def reply_decision(g: Catalogue, s: State, t: Reply) -> Decision:
    options = [g.card_action("play", c) for c in answers(g, s, t.seat)]
    return Decision(t.seat, "reply", (*options, g.kind_actions["decline"]))


def reply_live(g: Catalogue, s: State, t: Reply) -> bool:
    last = g.figure[s.fight[-1]]
    beats, fig, n_castle = g.beats, g.figure, g.n_castle
    return any(c >= n_castle and beats[fig[c]] == last for c in s.hands[t.seat])


def reply_cannot(g: Catalogue, s: State, t: Reply, out: Events) -> None:
    """AMB-41: a seat with nothing to answer declines without being asked."""
    declined(s, t.seat, out)
    push(s.agenda, Resolve(t.attacker, t.victim, t.cid, t.x, t.y))


def declined(s: State, seat: int, out: Events) -> None:
    out.append(Event("declined", {"seat": seat}))


def replied(g: Catalogue, s: State, t: Reply, seat: int, a: Action, out: Events) -> None:
    if a.kind == "decline":
        reply_cannot(g, s, t, out)
        return
    card = int_arg(a)
    s.hands[seat].remove(card)
    s.fight.append(card)
    kind = "countered" if seat == t.victim else "escalated"
    out.append(Event(kind, {"seat": seat, "card": card, "cards": len(s.fight)}))
    other = t.attacker if seat == t.victim else t.victim
    push(s.agenda, Reply(other, t.attacker, t.victim, t.cid, t.x, t.y))


# ---- resolution (SAND-34 to SAND-39) ----------------------------------------------------------
def resolve(g: Catalogue, s: State, t: Resolve, out: Events) -> None:
    attacker, victim = t.attacker, t.victim
    won = len(s.fight) % 2 == 1  # SAND-34: an odd count means the attacker played last
    winner, loser = (attacker, victim) if won else (victim, attacker)
    s.banks[winner].extend(s.fight)  # SAND-35, SAND-37 step 5
    out.append(Event("fight_won", {"seat": winner, "loser_seat": loser, "cards": len(s.fight)}))
    s.fight.clear()
    s.last_loser = loser
    tasks: list[Task] = []
    if won:
        castle = s.castles[t.cid]
        card = geo.remove_top(castle, t.x, t.y)  # SAND-37 step 1
        s.moving.append(card)
        out.append(
            Event(
                "captured", {"seat": attacker, "from_seat": victim, "card": card, "castle": t.cid}
            )
        )
        if not castle.cells:  # SAND-32: a one-cell castle disappears
            del s.castles[t.cid]
        else:
            tasks.append(CheckCastle(t.cid))  # SAND-37 step 2, for its owner
        tasks.append(PickCastle(attacker, card, CAPTURED))  # SAND-36, then step 4
    if s.mode == "standard":  # SAND-38: the loser refills first, then the winner, then the beach
        tasks += [Refill(loser), Refill(winner), BeachRefill()]
    push(s.agenda, *tasks)
