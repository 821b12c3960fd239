"""Helpers for the Pieces of Eight tests: positions from the digest's notation, actions,
answering the prompts nobody acts on, reading ships back as coin-type lists."""

from __future__ import annotations

from game import registry
from game.core import Action, Chance, Match, Over
from game.pieces_of_eight import endings, progress, ships, turns
from game.pieces_of_eight.model import NONE, State
from game.pieces_of_eight.position import position_match

RULES = registry.rules_for("pieces_of_eight")
G = RULES.g  # the catalogue the rule functions take
F = "plunder"  # the digest's filler coin (section 13)
PASSIVE = {
    "react": ("pass", "continue"),
    "monkey": ("pass", "continue"),
    "turn_reaction": ("stop", "continue"),
}


def ship(deck, nest=None, hold=()) -> dict:
    return {"nest": nest, "deck": list(deck), "hold": list(hold)}


def game(ships, active=0, phase="general", **kwargs) -> Match:
    return position_match(RULES, ships, active, phase, **kwargs)


def act(m: Match, seat: int, kind: str, *args, ms=None):
    """Submit an action (the Match refuses it if it is not among the seat's options)."""
    return m.submit(seat, Action(kind, tuple(args)), ms=ms)


def options(m: Match, seat: int) -> list[str]:
    d = m.decision_for(seat)
    return [a.id for a in d.options] if d else []


def waiting(m: Match) -> list[tuple[int, str]]:
    return [(d.seat, d.kind) for d in m.decisions()]


def quiet(m: Match, stop=()) -> list:
    """Answer every reaction prompt "pass" (or "continue"/"stop") until something else waits,
    or a (seat, decision kind) in `stop` is asked. Returns the events."""
    events = []
    while True:
        p = m.pending
        if isinstance(p, (Over, Chance)):
            return events
        for d in p:
            if d.kind in PASSIVE and (d.seat, d.kind) not in stop:
                a = next(o for o in d.options if o.args and o.args[0] in PASSIVE[d.kind])
                events += m.submit(d.seat, a)
                break
        else:
            return events


def deck(m: Match, seat: int) -> list[str]:
    s = m.state
    return [type_id(s, c) for c in s.decks[seat]]


def nest(m: Match, seat: int):
    c = m.state.nests[seat]
    return type_id(m.state, c) if c != NONE else None


def hold(m: Match, seat: int) -> list[str]:
    return sorted(type_id(m.state, c) for c in m.state.holds[seat])


def turn_order(m: Match, count: int) -> list[int]:
    """The next `count` turns after the current one by P8-142, on a copy of the state."""
    s = m.state.clone()
    seq, cur = [s.active], s.active
    for _ in range(count):
        cur = turns.next_player(s, cur, [])
        seq.append(cur)
    return seq


def finish_turn(m: Match) -> list:
    """Answer the active seat's last crow's-nest phase with "none" if it is asked."""
    d = m.decision_for(m.state.active)
    if d is not None and d.kind == "crows_nest_move":
        return act(m, m.state.active, "move", "none")
    return []


def types(events, kind: str) -> list:
    return [e for e in events if e.type == kind]


def type_id(s: State, coin: int) -> str:
    return ships.type_id(G, s, coin)


def stage(s: State) -> str:
    """distribute | trade | swap | scraps | build | play | over, read from the agenda."""
    return progress.stage(s)


def phase(s: State) -> str:
    """The phase of the turn (cn1, general, ..., cn3), read from the agenda."""
    return progress.phase(s)


def set_turn(m: Match, seat: int, phase: str) -> None:
    """Make it `seat`'s turn, standing in `phase`, in the same position."""
    m.state.active = seat
    m.state.agenda = turns.turn_tasks(seat, phase)
    m._pending = None


def end_game(s: State, winner: int, reason: str, events: list) -> None:
    endings.end_game(G, s, winner, reason, events)
