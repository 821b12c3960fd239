"""21 Mutinies test helpers: hand-built tables, and a driver that answers decisions by name.

`table(n, d=[...], ...)` gives a Match at the start of a round with exactly the position a
scenario states (the digest's defaults otherwise: 3 PP and 1 rum each, the Tavern holding the
rest, P1 = seat 0 captain, turn order 0, 1, 2 ...). Every jewel, token and card not placed
explicitly goes to its face-down pile, so the invariants hold from the first step.

`act(m, seat, kind, *args)` first answers "done" to any window or roll reaction in the way,
then submits the action (asserting it is offered); `roll(m, ...)` and `draw(m, item)` force the
next chance step after doing the same.
"""

from __future__ import annotations

from game.core import Action, Chance, Match
from game.core.data import data_dir
from game.mutinies import position
from game.mutinies.content import load_content
from game.mutinies.rules import MutiniesRules

CONTENT = load_content(data_dir("mutinies"))
RULES = MutiniesRules(CONTENT)
G = RULES.g  # the catalogue every rules function takes first
P1, P2, P3, P4, P5 = range(5)
A, B, C, D, E = range(5)


def config(n: int, seed: int = 0, variants: dict | None = None):
    return position.position_config(n, seed, variants)


def new_match(n: int, seed: int = 0, variants: dict | None = None) -> Match:
    """A fresh match with its setup chance steps still pending."""
    return position.new_match(RULES, n, seed, variants)


def table(n: int, **kwargs) -> Match:
    """A match at the start of a round with the position given (game/mutinies/position.py)."""
    return position.position_match(RULES, n, **kwargs)


# ---- driving ---------------------------------------------------------------------------------
def decision(m: Match):
    p = m.pending
    return p[0] if isinstance(p, tuple) else None


def _is_window(d) -> bool:
    return d is not None and (d.kind.startswith("window") or d.kind == "roll_reaction")


def skip_windows(m: Match, seat: int | None = None, kind: str | None = None) -> None:
    """Answer "done" to windows and roll reactions until something else is pending (or the
    given seat is offered `kind`)."""
    while True:
        d = decision(m)
        if not _is_window(d):
            return
        if seat is not None and d.seat == seat and any(a.kind == kind for a in d.options):
            return
        m.submit(d.seat, Action("done"))


def options(m: Match, seat: int | None = None) -> list[Action]:
    d = decision(m)
    assert d is not None and (seat is None or d.seat == seat), d
    return list(d.options)


def ids(m: Match, seat: int | None = None) -> list[str]:
    return [a.id for a in options(m, seat)]


def slots(m: Match, seat: int | None = None) -> list[str]:
    """The slots offered by a pending placement decision."""
    return [a.args[0] for a in options(m, seat)]


def areas(m: Match, seat: int | None = None) -> set[str]:
    return {G.slot_area[slot] for slot in slots(m, seat)}


def score_now(m: Match) -> None:
    """Jump to final scoring from the position the table gives."""
    position.score_now(RULES, m)


def act(m: Match, seat: int, kind: str, *args):
    skip_windows(m, seat, kind)
    d = decision(m)
    action = Action(kind, tuple(args))
    assert d is not None and d.seat == seat, f"waiting for {d}, not seat {seat}"
    assert action in d.options, f"{action.id} not in {[a.id for a in d.options]}"
    return m.submit(seat, action)


def place(m: Match, seat: int, slot: str):
    return act(m, seat, "place", slot)


def roll(m: Match, *faces: int):
    skip_windows(m)
    assert isinstance(m.pending, Chance) and m.pending.kind == "roll", m.pending
    return m.step_chance(list(faces))


def draw(m: Match, item: str):
    skip_windows(m)
    assert isinstance(m.pending, Chance) and m.pending.kind == "draw", m.pending
    return m.step_chance([item])


def events_of(events, kind: str) -> list:
    return [e for e in events if e.type == kind]
