"""The "hard" seat: the generic search (game/core/search.py) in its root-only paired form, with
this game's rollout policy (the heuristic seat, without random moves), on the decisions that
set a turn's course: which movement card to play (BF-22), where the pirate enters (BF-81),
the fortune cards' targets (BF-90) and the purchase (BF-110). Every option is played on for
DEPTH decisions in the same sampled worlds with the same draws, and the heuristic's own
choice stands unless another option does measurably better (two standard errors of the
paired difference).

The ship-by-ship decisions (PLAIN: which ship next and the fortune cards played between them,
each step and action of a sailing, the discards, the merchant's starting port) are the
heuristic's at once: a sailing offers 15 options on average and up to 137, where the
rollouts a decision can afford (a few dozen in half a second) would give one or two to an
option and part none of them. Searched as well, they made the seat three times slower and no
stronger (first in 13 of 32 games, where the heuristic in the same seats finishes first in
10). Nor did a search of the merchant's sailing among a few moves only (the heuristic's own,
and the one nearest each of its three best ports): first in 27 of 63 at 60 rollouts a
decision, where the same seat without it (rollouts of 40 decisions) finished first in 35 of
the same 63.

Rollouts are cut after DEPTH = 80 decisions, about two rounds. As one hard seat against two
heuristic ones (each seat in turn; `bench_search.py strength --think-ms 1000`, four runs from
`--seed` 7000, 7050, 7100 and 7150) it finished first in 323 of 582 games at 1 s a decision
(55.5 %; 95 % interval 51-59 %). At 60 rollouts a decision (`--iterations 60 --seed 7000`)
it finished first in 84 of 150 (56 %), where with rollouts cut after one round (40 decisions)
it finished first in 71 of the same 150 (47 %; at 1 s, 47 % of 224). Cut after 120 decisions:
no better than 80 (29 against 30 of 50, at 60 rollouts). The heuristic in the same seats
finishes first in about a third (49 of 152). The tree search (ISMCTS, depth 12) this form
replaced: 10 of 30, no better than the heuristic.

`evaluate` scores a rollout where it is cut: the ransom bought first (BF-123), then what the
ranking of a stopped game counts, money spent on developments plus money left
(scoring.progress).

Weights fitted to how games between heuristic seats end (as Sandcastles' are: a conditional
logit of the winner on each seat's figures, 1,000 games of even seeds 30000-31998, a position
every 15 steps) foretell the winner a little better than these. Log-loss on the 1,000 odd seeds
(knowing nothing: ln 3 = 1.099): 0.952 for these (the opening third 1.148, worse than knowing
nothing); 0.939 with the merchant's cubes and the pirate's treasure counted (about 2 and 4
doubloons); 0.916 with weights that grow with the round (the opening third 1.094). Neither
plays better: at 60 rollouts a decision (`--iterations 60 --seed 7000`) they finished first in
86 and 85 of the 150 games in which this evaluation finishes first in 84."""

from __future__ import annotations

from game.core.search import SearchSpec, lead_values

from .ai import HeuristicPolicy
from .model import State
from .rules import BlackFleetRules
from .scoring import progress

RANSOM = 20.0  # the victory card bought, over and above the money it cost
SCALE = 6.0  # a lead of this many doubloons is worth e times the odds
DEPTH = 80  # decisions a rollout plays before it is scored: about two rounds of three seats
PLAIN = frozenset({"sail", "ships", "discard_limit", "discard_symbol", "place_merchant"})


def evaluate(rules: BlackFleetRules, s: State) -> list[float]:
    g = rules.g
    scores = [progress(g, s, i) + (RANSOM if s.victory_up[i] else 0.0) for i in range(s.n)]
    return lead_values(scores, SCALE)


SPEC = SearchSpec(
    HeuristicPolicy, evaluate=evaluate, depth=DEPTH, explore=0.0, paired=2.0, plain=PLAIN
)
