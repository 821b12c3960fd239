"""The end of the game and the ranking (BF-120 to BF-125, AD-13).

The first victory card bought makes the round the final one (BF-120); it ends after the last
player in turn order (BF-121, BF-125). Among the players who bought the victory card the richest
wins, ties share the win (BF-123, BF-124, AD-13). Games stopped early (the simulator's step cap)
rank the others by the money spent on development plus the money left.
"""

from __future__ import annotations

from game.core import Progress, Result

from .catalogue import Catalogue
from .model import State

RANSOM_PAID = "black_fleet.end.ransom_paid"
STOPPED = "black_fleet.end.stopped"


def winners(s: State) -> tuple[int, ...]:
    """BF-123, BF-124: the richest among the victory cards bought; ties share (AD-13)."""
    holders = [i for i in range(s.n) if s.victory_up[i]]
    if not holders:
        return ()
    best = max(s.wealth[i] for i in holders)
    return tuple(i for i in holders if s.wealth[i] == best)


def progress(g: Catalogue, s: State, seat: int) -> int:
    """Money spent on face-up development cards (BF-111) plus money left (BF-113)."""
    spent = sum(g.dev_cost[c] for c, up in zip(s.dev[seat], s.dev_up[seat], strict=True) if up)
    return spent + s.wealth[seat]


def match_progress(g: Catalogue, s: State) -> Progress:
    """Each seat's `progress` round by round (the game-over chart, the load screen)."""
    scores = tuple(float(progress(g, s, i)) for i in range(s.n))
    return Progress(s.round, scores, "black_fleet.progress.fortune")


def ranking(g: Catalogue, s: State, reason: str) -> Result:
    """Victory holders first, by wealth (BF-123); then the others by `progress`."""

    def key(i: int) -> tuple[int, int]:
        return (1, s.wealth[i]) if s.victory_up[i] else (0, progress(g, s, i))

    places: list[tuple[int, ...]] = []
    for k in sorted(dict.fromkeys(key(i) for i in range(s.n)), reverse=True):
        places.append(tuple(i for i in range(s.n) if key(i) == k))
    breakdown = tuple(
        {
            "black_fleet.score.doubloons": s.wealth[i],
            "black_fleet.score.developments": sum(1 for up in s.dev_up[i] if up),
            "black_fleet.score.victory": int(s.victory_up[i]),
        }
        for i in range(s.n)
    )
    return Result(tuple(places), tuple(float(w) for w in s.wealth), breakdown, reason)


def result(g: Catalogue, s: State) -> Result | None:
    """The final ranking once the agenda is empty: the game is over (BF-121, BF-125)."""
    if s.agenda:
        return None
    return ranking(g, s, RANSOM_PAID)


def standings(g: Catalogue, s: State) -> Result:
    """The ranking now, by BF-123 and then `progress` (games stopped early)."""
    return ranking(g, s, STOPPED if s.agenda else RANSOM_PAID)
