"""21 Mutinies figures (not a test): the issue's targets, measured and printed.

    python tests/bench/bench_mutinies.py [--random-games 2000] [--ai-games 100] [--jobs 1]

1. Random playouts, 5 seats, exactly as `python -m game.simulate --game mutinies --seats
   random,random,random,random,random --games N`: errors, capped games, steps per second
   (target: 0 errors, >= 20,000 steps/s).
2. One heuristic seat among two random seats, in every position: its win rate (target >= 80 %).
3. Heuristic decision time, view building included: p50 / p99 / max in ms (target p99 <= 10 ms).
4. Heuristic self-play for 2 to 5 seats: rounds, steps and final prestige (the digest's
   M21-186 estimates 23-30 rounds and 40-60 PP).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game import registry  # noqa: E402
from game.core.playout import new_match, steps  # noqa: E402
from game.simulate import simulate  # noqa: E402

GAME = "mutinies"


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def random_playouts(games: int, jobs: int) -> None:
    cap = registry.get(GAME).info.step_cap
    s = simulate(GAME, ["random"] * 5, games, 0, max_steps=cap, jobs=jobs)
    print(
        f"[1] random x5: {s['games']} games, {s['errors']} errors, {s['capped']} capped, "
        f"{s['mean_steps']:.0f} steps/game, {s['steps_per_s']:.0f} steps/s "
        f"({jobs} job(s)), {s['seconds']:.1f} s"
    )


def play_timed(levels: list[str], seed: int, timed_seat: int | None):
    """One match; returns (match, decision times in s of `timed_seat`, view included)."""
    game, rules = registry.get(GAME), registry.rules_for(GAME)
    match, policies = new_match(game, rules, levels, seed, record_hashes=False, undo=False)
    times: list[float] = []
    for step in steps(match, policies, max_steps=game.info.step_cap, timed=True):
        if step.decision is not None and step.decision.seat == timed_seat:
            times.append(step.seconds)
    return match, times


def heuristic_vs_random(games: int) -> None:
    times: list[float] = []
    total_wins = 0
    for position in range(3):
        levels = ["random"] * 3
        levels[position] = "heuristic"
        wins = 0
        for g in range(games):
            match, t = play_timed(levels, 50_000 * (position + 1) + g, position)
            wins += position in match.result().winners
            times += t
        total_wins += wins
        print(
            f"[2] heuristic in seat {position + 1} of 3: wins {wins}/{games} "
            f"({100 * wins / games:.1f} %)"
        )
    print(f"[2] heuristic overall: {100 * total_wins / (3 * games):.1f} % (target >= 80 %)")
    print(
        f"[3] heuristic decision (view + choice): p50 {1000 * percentile(times, 0.5):.3f} ms, "
        f"p99 {1000 * percentile(times, 0.99):.3f} ms, max {1000 * max(times):.3f} ms "
        f"over {len(times)} decisions (target p99 <= 10 ms)"
    )


def self_play(games: int) -> None:
    for n in (2, 3, 4, 5):
        rounds, steps, pp = [], [], []
        for g in range(games):
            match, _ = play_timed(["heuristic"] * n, 90_000 + 100 * n + g, None)
            rounds.append(match.state.round)
            steps.append(len(match.log))
            pp += match.state.pp
        print(
            f"[4] heuristic x{n}: {statistics.mean(rounds):.1f} rounds, "
            f"{statistics.mean(steps):.0f} steps, final PP mean {statistics.mean(pp):.1f} "
            f"(min {min(pp)}, max {max(pp)})"
        )


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--random-games", type=int, default=2000)
    parser.add_argument("--ai-games", type=int, default=100)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    random_playouts(args.random_games, args.jobs)
    heuristic_vs_random(args.ai_games)
    self_play(max(5, args.ai_games // 5))


if __name__ == "__main__":
    main()
