"""Scoring, ties and standings: SAND-51, SAND-52, SAND-71 (and the solo result, SAND-60,
SAND-64).

A seat scores one point per card in its sandbank plus the points of the bonuses it holds (a
tiered bonus scores its shown tier); incomplete castles and hands score nothing. The highest
total wins; equal totals share the win. Standings of a game under way (SAND-71) break ties by
bonuses held, then by cards in the sandbank. In solo the player wins or loses against the
game; a loss ranks nobody first (the game, which has no seat, took the first place).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core import Progress, Result

from .catalogue import Catalogue
from .model import State


def bonus_points(g: Catalogue, s: State, seat: int) -> int:
    return sum(g.bonus_points(b, s.tier.get(b, 0)) for b, q in s.holder.items() if q == seat)


def score(g: Catalogue, s: State, seat: int) -> int:
    """SAND-51."""
    return len(s.banks[seat]) + bonus_points(g, s, seat)


def _places(keys: Sequence[tuple[int, ...]]) -> tuple[tuple[int, ...], ...]:
    order = sorted(range(len(keys)), key=lambda q: (tuple(-k for k in keys[q]), q))
    places: list[list[int]] = []
    last: tuple[int, ...] | None = None
    for q in order:
        if keys[q] == last:
            places[-1].append(q)
        else:
            places.append([q])
            last = keys[q]
    return tuple(tuple(p) for p in places)


def _breakdown(g: Catalogue, s: State) -> tuple[dict[str, int], ...]:
    if s.mode == "solo":
        return (
            {
                "sandcastles.score.bonuses_held": len(s.holder),
                "sandcastles.score.bonuses_dealt": len(s.holder) + len(s.display),
            },
        )
    return tuple(
        {
            "sandcastles.score.sandbank": len(s.banks[q]),
            "sandcastles.score.bonuses": bonus_points(g, s, q),
            "sandcastles.score.bonus_tiles": len(s.held_by(q)),
        }
        for q in range(s.n)
    )


def result(g: Catalogue, s: State) -> Result | None:
    """SAND-52: the highest score wins, ties share it (no tie-breaker). Solo: SAND-60."""
    if not s.over:
        return None
    if s.mode == "solo":
        won = s.outcome == "solo_won"
        return Result(
            ranking=((0,),) if won else ((), (0,)),
            scores=(float(len(s.holder)),),
            breakdown=_breakdown(g, s),
            reason="sandcastles.end.solo_won" if won else "sandcastles.end.solo_lost",
        )
    scores = [score(g, s, q) for q in range(s.n)]
    return Result(
        ranking=_places([(x,) for x in scores]),
        scores=tuple(float(x) for x in scores),
        breakdown=_breakdown(g, s),
        reason="sandcastles.end.big_wave",
    )


def progress(g: Catalogue, s: State) -> Progress:
    """The standings' scores (SAND-71), without ranking them: the match asks after every
    step (Rules.progress)."""
    if s.mode == "solo":
        return Progress(0, (float(len(s.holder)),))
    return Progress(0, tuple(float(score(g, s, q)) for q in range(s.n)))


def standings(g: Catalogue, s: State) -> Result:
    """SAND-71: score, then bonuses held, then sandbank cards; seats still equal share."""
    if s.mode == "solo":
        return Result(
            ranking=((0,),),
            scores=(float(len(s.holder)),),
            breakdown=_breakdown(g, s),
            reason="sandcastles.end.in_progress",
        )
    keys = [(score(g, s, q), len(s.held_by(q)), len(s.banks[q])) for q in range(s.n)]
    return Result(
        ranking=_places(keys),
        scores=tuple(float(k[0]) for k in keys),
        breakdown=_breakdown(g, s),
        reason="sandcastles.end.in_progress",
    )
