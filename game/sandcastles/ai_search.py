"""The "hard" seat: the generic information-set search (game/core/search.py) with this game's
rollout policy (the heuristic seat) and an evaluation of a sampled position where a rollout is
cut: each seat's score (SAND-51: sandbank cards and bonuses held), plus a share of the tiles
standing in its unfinished castles (they bank when the castle completes, SAND-51, unless the
Big Wave comes first). Solo (SAND-60): the share of the dealt bonuses held."""

from __future__ import annotations

from game.core.search import SearchSpec, lead_values

from .ai import HeuristicPolicy
from .model import State
from .rules import SandcastlesRules
from .scoring import score

STANDING = 0.4  # points a tile in an unfinished castle is worth, roughly, at the end
SCALE = 3.0  # a lead of this many points is worth e times the odds


def evaluate(rules: SandcastlesRules, s: State) -> list[float]:
    if s.mode == "solo":  # SAND-60: every dealt bonus held wins
        dealt = len(s.holder) + len(s.display)
        return [len(s.holder) / dealt if dealt else 0.0]
    scores = [float(score(rules.g, s, q)) for q in range(s.n)]
    for c in s.castles.values():
        if c.owner >= 0:
            scores[c.owner] += STANDING * sum(len(st) for st in c.cells.values())
    return lead_values(scores, SCALE)


SPEC = SearchSpec(HeuristicPolicy, evaluate=evaluate, depth=16, explore=0.1)
