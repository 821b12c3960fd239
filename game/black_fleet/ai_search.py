"""The "hard" seat: the generic information-set search (game/core/search.py) with this game's
rollout policy (the heuristic seat) and an evaluation of a sampled position where a rollout is
cut: the ransom bought first (BF-123), then what the ranking of a stopped game counts, money
spent on developments plus money left (scoring.progress)."""

from __future__ import annotations

from game.core.search import SearchSpec, lead_values

from .ai import HeuristicPolicy
from .model import State
from .rules import BlackFleetRules
from .scoring import progress

RANSOM = 20.0  # the victory card bought, over and above the money it cost
SCALE = 6.0  # a lead of this many doubloons is worth e times the odds


def evaluate(rules: BlackFleetRules, s: State) -> list[float]:
    g = rules.g
    scores = [progress(g, s, i) + (RANSOM if s.victory_up[i] else 0.0) for i in range(s.n)]
    return lead_values(scores, SCALE)


SPEC = SearchSpec(HeuristicPolicy, evaluate=evaluate, depth=12, explore=0.1)
