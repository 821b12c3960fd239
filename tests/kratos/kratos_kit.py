"""Helpers for the Kratos tests: the rules, position builders, and driving a match by action ids."""

from __future__ import annotations

from game import registry
from game.core import Action, Chance, Match
from game.kratos.model import State
from game.kratos.position import Builder

RULES = registry.rules_for("kratos")
G = RULES.g


def builder(**kw) -> Builder:
    return Builder(RULES, **kw)


def scenario(**kw) -> Builder:
    """Section 9 defaults: P = seat 0, capital island 1 with bread 100 and gasoline 10."""
    b = builder(**kw)
    b.capital(0, 1, bread=100, gasoline=10)
    return b


def node(x: int, y: int) -> int:
    return y * G.default_spec.columns + x


def inode(k: int) -> int:
    return G.geometry(G.default_spec).island_node(k)


def ids(match: Match, seat: int | None = None) -> list[str]:
    p = match.pending
    assert isinstance(p, tuple), f"no decision pending: {p!r}"
    d = p[0] if seat is None else next(d for d in p if d.seat == seat)
    return [a.id for a in d.options]


def kind(match: Match) -> str:
    p = match.pending
    assert isinstance(p, tuple), f"no decision pending: {p!r}"
    return p[0].kind


def act(match: Match, action_id: str, seat: int | None = None):
    """Submit the option with this id (of `seat`'s decision, or the first pending one)."""
    p = match.pending
    assert isinstance(p, tuple), f"no decision pending: {p!r}"
    d = p[0] if seat is None else next(d for d in p if d.seat == seat)
    for a in d.options:
        if a.id == action_id:
            return match.submit(d.seat, a)
    raise AssertionError(f"{action_id} is not among {[a.id for a in d.options]}")


def roll(match: Match, *dice: int):
    """Resolve the pending chance step (a die) with forced faces."""
    assert isinstance(match.pending, Chance), f"no chance step pending: {match.pending!r}"
    return match.step_chance(list(dice))


def play(match: Match, pid: int, *steps: str):
    """Pick piece `pid` in CHOOSE_PLAY, then take the given options one after another (a die
    face as "die:<n>" resolves a chance step)."""
    events = act(match, f"piece:{pid}")
    for step in steps:
        if step.startswith("die:"):
            events += roll(match, int(step[4:]))
        else:
            events += act(match, step)
    return events


def submit(match: Match, seat: int, kind_: str, *args) -> list:
    return match.submit(seat, Action(kind_, tuple(args)))


def state(match: Match) -> State:
    return match.state


def upkeep(s: State, seat: int) -> int:
    from game.kratos.board import upkeep as u

    return u(G, s, seat)


def finished(match: Match, pid: int) -> bool:
    """The piece has played and nothing of its play is left on the agenda."""
    s = match.state
    return (pid in s.played or s.active != 0) and not any(
        getattr(t, "piece", None) == pid for t in s.agenda
    )


def ai_choice(match: Match, policy=None) -> Action:
    """What the heuristic AI of the seat asked now chooses (from its own view)."""
    from game.core.rng import Rng
    from game.kratos.ai import HeuristicPolicy

    d = match.pending[0]
    return (policy or HeuristicPolicy()).choose(RULES.view(match.state, d.seat), d, Rng(1))


def ai_gives(match: Match, piece: int, taker: int, policy=None) -> None:
    """The AI seat asked now plays `piece` as a gift to `taker` (K-21, KD-11: picked, sold for
    nothing) and the taker's AI accepts it."""
    assert ai_choice(match, policy).id == f"piece:{piece}"
    act(match, f"piece:{piece}")
    assert ai_choice(match, policy).id == f"sell:{taker}"
    act(match, f"sell:{taker}")
    assert match.pending[0].seat == taker and ai_choice(match).kind == "accept_gift"
    act(match, "accept_gift")
