"""How well each game's search evaluation foretells the winner (not a test).

    python tests/bench/bench_evaluation.py [--game sandcastles] [--games 400] [--seed 5000]

The hard seat cuts most rollouts short and scores the position with its game's `evaluate`
(`SearchSpec.evaluate`): a share per seat, from `lead_values`, that reads as the chance that
each seat finishes first. A rollout plays on with the heuristic, so the evaluation should foretell
how a game between heuristic seats ends. This bench plays such games (`--games`, seeds from
`--seed`, every seat heuristic), scores the position every `--every` steps, and reports:

- the log-loss of those chances against the seat(s) that did finish first (a shared first place
  counts each of its seats equally), beside the log-loss of knowing nothing (ln n: every seat
  alike). Below ln n, the evaluation tells something; the lower, the better;
- the same by third of the game (its steps), since an evaluation may read the end well and the
  opening badly;
- the temperature that would fit best: every evaluation is a softmax of scores over `SCALE`, so
  raising its chances to the power 1/t (and sharing them out again) is the same evaluation with
  `SCALE` times t. `t` > 1: the evaluation is too sure of itself; < 1: too shy.

A game whose rollouts play to the end (`depth` 0: 21 Mutinies) evaluates nothing and is left out.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SEATS = {"pieces_of_eight": 2, "mutinies": 2, "black_fleet": 3, "sandcastles": 2, "kratos": 2}
TEMPERATURES = (0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0, 5.0, 6.0, 8.0)
THIRDS = ("opening", "middle", "end")


def log_loss(chances: Sequence[float], firsts: Sequence[int], t: float = 1.0) -> float:
    """-ln of the chance given to the first place (the mean over a shared one), the chances
    raised to 1/t and shared out again."""
    powered = [max(p, 1e-12) ** (1.0 / t) for p in chances]
    total = sum(powered)
    return -sum(math.log(powered[q] / total) for q in firsts) / len(firsts)


def positions(game_id: str, n: int, games: int, seed: int, every: int) -> list[tuple]:
    """(chances, first place, third of the game) at every `every`-th step of `games` matches
    between heuristic seats."""
    sys.path.insert(0, str(ROOT))
    from game import registry
    from game.core.ai import Budget
    from game.core.playout import new_match, play_out

    game = registry.get(game_id)
    rules = registry.rules_for(game_id)
    spec = game.policy("hard", rules, Budget(iterations=1)).spec  # type: ignore[attr-defined]
    if spec.evaluate is None or spec.depth == 0:
        return []
    out = []
    for k in range(games):
        match, heuristics = new_match(game, rules, ["heuristic"] * n, seed + k, record_hashes=False)
        seen = []
        while not match.is_over:
            play_out(match, heuristics, max_steps=every)
            if match.is_over:
                break
            seen.append(list(spec.evaluate(rules, match.state)))
        result = rules.result(match.state)
        if result is None or not seen or not result.ranking[0]:
            continue  # (a first place nobody holds: a solo game lost, which foretells nothing)
        firsts = list(result.ranking[0])
        for i, chances in enumerate(seen):
            out.append((chances, firsts, 3 * i // len(seen)))
    return out


def report(game_id: str, n: int, rows: list[tuple], games: int, seconds: float) -> None:
    if not rows:
        print(f"{game_id:16s} no cut-off evaluation: its rollouts play to the end")
        return

    def loss(t: float, third: int | None = None) -> float:
        got = [log_loss(c, f, t) for c, f, th in rows if third is None or th == third]
        return sum(got) / max(1, len(got))

    best = min(TEMPERATURES, key=loss)
    edge = (
        " or beyond: the end of the range tried"
        if best in (TEMPERATURES[0], TEMPERATURES[-1])
        else ""
    )
    thirds = ", ".join(
        f"{name} {loss(1.0, i):.3f} (at t {best}: {loss(best, i):.3f})"
        for i, name in enumerate(THIRDS)
    )
    print(
        f"{game_id:16s} {n} seats, {games} games, {len(rows)} positions, {seconds:.0f} s: "
        f"log-loss {loss(1.0):.3f} (knowing nothing: {math.log(n):.3f}); best temperature t "
        f"{best}{edge} (SCALE x {best}): {loss(best):.3f}; by third: {thirds}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=sorted(SEATS), default="")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=5000)
    parser.add_argument("--every", type=int, default=15, help="steps between scored positions")
    args = parser.parse_args()
    for game_id, n in SEATS.items():
        if args.game and game_id != args.game:
            continue
        t0 = time.perf_counter()
        rows = positions(game_id, n, args.games, args.seed, args.every)
        report(game_id, n, rows, args.games, time.perf_counter() - t0)


if __name__ == "__main__":
    main()
