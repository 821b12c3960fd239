"""The "hard" seat: the generic search (game/core/search.py) in its root-only paired form, with
this game's rollout policy (the heuristic seat, without random moves), on the decisions that
set a turn's course: which movement card to play (BF-22), where the pirate enters (BF-81),
the fortune cards' targets (BF-90) and the purchase (BF-110). Every option is played on for
DEPTH decisions in the same sampled worlds with the same draws, and the heuristic's own
choice stands unless another option does measurably better (two standard errors of the
paired difference).

The ship-by-ship decisions (PLAIN: which ship next and the fortune cards played between them,
each step and action of a sailing, the discards, the merchant's starting port) are the
heuristic's at once: a sailing offers 15 options on average and up to 137, where the rollouts
a decision can afford (about 60 in half a second) would give one or two to an option and part
none of them. Searched as well, they made the seat three times slower and no stronger (first
in 13 of 32 games, where the heuristic in the same seats finishes first in 10).

As one hard seat against two heuristic ones (each seat in turn, seeds 7000-7063) it finished
first in 69 of 152 games at 1 s a decision (45 %), 12 of 24 at 200 rollouts and 31 of 72 at
60, where the heuristic in the same seats finishes first in 49 of 152 (32 %), 8 of 24 and 24
of 72. The tree search (ISMCTS, depth 12) it replaces: 10 of 30, no better than the heuristic.

`evaluate` scores a rollout where it is cut: the ransom bought first (BF-123), then what the
ranking of a stopped game counts, money spent on developments plus money left
(scoring.progress)."""

from __future__ import annotations

from game.core.search import SearchSpec, lead_values

from .ai import HeuristicPolicy
from .model import State
from .rules import BlackFleetRules
from .scoring import progress

RANSOM = 20.0  # the victory card bought, over and above the money it cost
SCALE = 6.0  # a lead of this many doubloons is worth e times the odds
DEPTH = 40  # decisions a rollout plays before it is scored: about one round of three seats
PLAIN = frozenset({"sail", "ships", "discard_limit", "discard_symbol", "place_merchant"})


def evaluate(rules: BlackFleetRules, s: State) -> list[float]:
    g = rules.g
    scores = [progress(g, s, i) + (RANSOM if s.victory_up[i] else 0.0) for i in range(s.n)]
    return lead_values(scores, SCALE)


SPEC = SearchSpec(
    HeuristicPolicy, evaluate=evaluate, depth=DEPTH, explore=0.0, paired=2.0, plain=PLAIN
)
