"""Black Fleet test helpers: the position builders of game/black_fleet/position.py (matches
with forced setup chance steps, hand-built positions) and a few ways to read and drive a match.
"""

from __future__ import annotations

from game.black_fleet.position import (
    BLACK,
    COLOURS,
    GREY,
    ORANGE,
    SLOT,
    WHITE,
    catalogue,
    cell,
    config,
    enter_phase,
    game,
    give_card,
    give_hand,
    give_power,
    position,
    rules,
    setup_chances,
    start_turn,
    started_match,
    take_card,
)
from game.core import Action, Match

__all__ = [
    "BLACK",
    "COLOURS",
    "GREY",
    "ORANGE",
    "SLOT",
    "WHITE",
    "catalogue",
    "cell",
    "config",
    "enter_phase",
    "game",
    "give_card",
    "give_hand",
    "give_power",
    "position",
    "rules",
    "setup_chances",
    "started_match",
    "take_card",
]


def xy(c: int) -> tuple[int, int]:
    return catalogue().geo.xy[c]


def begin_turn(m: Match, seat: int) -> list:
    """Start `seat`'s turn from the current position (start-of-turn placements included)."""
    return start_turn(m, seat)


def seat_of(m: Match) -> int:
    return m.decisions()[0].seat


def ids(m: Match) -> list[str]:
    """The option ids of the pending decision."""
    return [a.id for a in m.decisions()[0].options]


def kind(m: Match) -> str:
    return m.decisions()[0].kind


def act(m: Match, kind_: str, *args) -> list:
    """Submit an action for the seat whose decision is pending."""
    return m.submit(seat_of(m), Action(kind_, tuple(args)))


def can(m: Match, kind_: str, *args) -> bool:
    return Action(kind_, tuple(args)) in m.decisions()[0].options


def refused(m: Match, kind_: str, *args, seat: int | None = None) -> str:
    """The rule ID that forbids the action (asserting that it is indeed forbidden)."""
    from game.core.errors import IllegalAction

    seat = seat_of(m) if seat is None else seat
    try:
        m.submit(seat, Action(kind_, tuple(args)))
    except IllegalAction as exc:
        return exc.ref.rule
    raise AssertionError(f"{kind_}{args} was accepted")


def sail(m: Match, ship: str, *cells: tuple[int, int]) -> None:
    """Activate `ship` (if not already) and move it to each destination in turn."""
    if kind(m) == "ships":
        act(m, "activate", ship)
    for c in cells:
        act(m, "move", *c)


def events_of(events, type_: str) -> list:
    return [e for e in events if e.type == type_]
