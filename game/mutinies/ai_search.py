"""The "hard" seat: the generic information-set search (game/core/search.py) with this game's
rollout policy (the heuristic seat) and an evaluation of a sampled position where a rollout is
cut: prestige first (M21-104), doubloons as the tie-break, and what is held that turns into
prestige at the end (jewels and treasures, M21-96 to M21-101) at a rough rate."""

from __future__ import annotations

from game.core.search import SearchSpec, lead_values

from .ai import HeuristicPolicy
from .model import MState
from .rules import MutiniesRules

SCALE = 3.0  # a lead of this many prestige points is worth e times the odds
HELD = 0.5  # PP a held jewel or treasure is worth, roughly, at the end
PER_D = 0.1  # PP a doubloon is worth (the tie-break, and what buys prestige)


def evaluate(rules: MutiniesRules, s: MState) -> list[float]:
    scores = [
        s.pp[p] + PER_D * s.d[p] + HELD * (len(s.jewels[p]) + len(s.treasures[p]))
        for p in range(s.n)
    ]
    return lead_values(scores, SCALE)


SPEC = SearchSpec(HeuristicPolicy, evaluate=evaluate, depth=24, explore=0.1)
