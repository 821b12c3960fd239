"""The "hard" seat: the generic information-set search (game/core/search.py) with this game's
rollout policy (the heuristic seat) and an evaluation of a sampled position where a rollout is
cut: each seat's score (SAND-51: sandbank cards and bonuses held), plus a share of the tiles
standing in its unfinished castles (they bank when the castle completes, SAND-51, unless the
Big Wave comes first). Solo (SAND-60): the share of the dealt bonuses held.

The two weights are fitted, not guessed: a rollout plays on with the heuristic, so the evaluation
should foretell how a game between heuristic seats ends. A logistic regression of the winner of
500 such games (the even seeds of 5000-5199 and 6000-6799, a position every 15 steps) on the
difference in score and in standing tiles gave 0.094 a point and 0.126 a standing tile: a
standing tile is worth 1.35 points (STANDING) and the odds grow e-fold every 10.7 points of lead
(SCALE). On 400 other games (`tests/bench/bench_evaluation.py --game sandcastles --games 400
--seed 20000`) the log-loss of the evaluation's chances is 0.615 (knowing nothing: ln 2 =
0.693); the old weights (0.4 a tile, 3 points) read 0.977, worse than knowing nothing: sure of a
lead that a turn or two undoes.

Softer values spread the options' means less, so the tree's exploration constant shrinks with
them: C is 0.2, about the core's 0.7 times 3 / 10.7, which keeps its balance of trying and
trusting as it was (with the new values and 0.7, the search overruled the heuristic in none of
48 searched decisions at 150 iterations; with C, 7 of 48; with the old values and 0.7, 4 of 48).

In play, one hard seat against the heuristic at 300 ms a decision, both seats, the same 68
seeds (`bench_search.py strength --game sandcastles --think-ms 300 --seed 8000`): first in 51
(75 %) with these weights and C, in 45 (66 %) with the old ones (sign test p = 0.31). At 1 s a
decision, the issue's budget (`game.simulate --think-ms 1000`, both seats, seeds 6421-6431,
6461-6473 and 6600-6614, two games at a time on two cores doing little else): first in 61 of
77 (79 %; 95 % interval 69-87 %); with 41 more games played beside two idle game windows
(seeds 6400-6420), 89 of 118 (75 %; 67-82 %); with 83 more (seeds 6614-6655, some beside other
work on the machine), 154 of 201 (77 %; 70-82 %). On the 45 of the quiet games that stops 40 and 41
played with the old form: 35 against 25 (games only the new form won 16, only the old 6: p =
0.05); the old form's rate over 286 games was 66 %. C applies to solo searches too (values from
0 to 1 in steps of a bonus); they were not measured.
"""

from __future__ import annotations

from game.core.search import SearchSpec, lead_values

from .ai import HeuristicPolicy
from .model import State
from .rules import SandcastlesRules
from .scoring import score

STANDING = 1.35  # points a tile standing in an unfinished castle is worth (fitted, above)
SCALE = 10.7  # a lead of this many points is worth e times the odds (fitted, above)
C = 0.2  # the UCB constant: about the core's 0.7 times 3 / SCALE (above)


def evaluate(rules: SandcastlesRules, s: State) -> list[float]:
    if s.mode == "solo":  # SAND-60: every dealt bonus held wins
        dealt = len(s.holder) + len(s.display)
        return [len(s.holder) / dealt if dealt else 0.0]
    scores = [float(score(rules.g, s, q)) for q in range(s.n)]
    for c in s.castles.values():
        if c.owner >= 0:
            scores[c.owner] += STANDING * sum(len(st) for st in c.cells.values())
    return lead_values(scores, SCALE)


SPEC = SearchSpec(HeuristicPolicy, evaluate=evaluate, depth=16, explore=0.1, c=C)
