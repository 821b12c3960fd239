"""Black Fleet figures (not a test): the issue's targets, measured.

    python tests/bench/bench_black_fleet.py [--random-games 2000] [--ai-games 100] [--jobs 2]

1. Random playouts, 4 seats (`python -m game.simulate --seats random x4`): errors, games stopped
   at the step cap, steps per second (target >= 10,000, 0 errors).
2. One heuristic seat among two random seats, in every position: its win rate (target >= 80 %).
3. Heuristic decision time: p50 / p99 / max in ms over those games (target p99 <= 10 ms).
4. Four heuristic seats: game length in rounds and steps (AD-40 estimates about 10-13 rounds).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game import registry  # noqa: E402
from game.core.playout import new_match, play_out  # noqa: E402
from game.simulate import simulate  # noqa: E402

GAME = "black_fleet"


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def random_playouts(games: int, jobs: int) -> None:
    cap = registry.get(GAME).info.step_cap
    s = simulate(GAME, ["random"] * 4, games, 0, max_steps=cap, jobs=jobs)
    print(
        f"[1] random x4: {s['games']} games, {s['errors']} errors, {s['capped']} capped at "
        f"{cap} steps, {s['steps_per_s']:.0f} steps/s with {jobs} job(s) "
        f"({s['steps_per_s'] / jobs:.0f} per core), {s['seconds']:.0f} s"
    )


def heuristic_vs_random(games: int) -> None:
    game = registry.get(GAME)
    rules = registry.rules_for(GAME)
    times: list[float] = []
    rates = []
    rounds = []
    for position in range(3):
        wins = capped = 0
        for g in range(games):
            levels = ["random"] * 3
            levels[position] = "heuristic"
            m, policies = new_match(
                game, rules, levels, 10_000 * (position + 1) + g, record_hashes=False, undo=False
            )
            out = play_out(m, policies, max_steps=game.info.step_cap, timed=True)
            wins += position in out.result.winners
            capped += out.capped
            times += out.decision_times[position]
            rounds.append(m.state.round)
        rates.append(wins / games)
        print(
            f"[2] heuristic in seat {position + 1} of 3 vs 2 random: {wins}/{games} wins "
            f"({100 * wins / games:.1f} %), {capped} capped"
        )
    print(
        f"[2] worst position: {100 * min(rates):.1f} % (target >= 80 %); mean game length "
        f"{sum(rounds) / len(rounds):.1f} rounds"
    )
    print(
        f"[3] heuristic decisions: {len(times)}, p50 {percentile(times, 0.5) * 1e3:.2f} ms, "
        f"p99 {percentile(times, 0.99) * 1e3:.2f} ms, max {max(times) * 1e3:.2f} ms "
        f"(target p99 <= 10 ms)"
    )


def heuristic_tables(games: int) -> None:
    game = registry.get(GAME)
    rules = registry.rules_for(GAME)
    for n in (3, 4):
        rounds, steps = [], []
        t0 = time.perf_counter()
        for g in range(games):
            m, policies = new_match(
                game, rules, ["heuristic"] * n, 50_000 + g, record_hashes=False, undo=False
            )
            out = play_out(m, policies)
            rounds.append(m.state.round)
            steps.append(out.steps)
        dt = time.perf_counter() - t0
        print(
            f"[4] heuristic x{n}: {games} games, {sum(rounds) / games:.1f} rounds, "
            f"{sum(steps) / games:.0f} steps per game, {sum(steps) / dt:.0f} steps/s"
        )


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--random-games", type=int, default=2000)
    parser.add_argument("--ai-games", type=int, default=100, help="per seat position")
    parser.add_argument("--jobs", type=int, default=min(2, os.cpu_count() or 1))
    args = parser.parse_args()
    random_playouts(args.random_games, args.jobs)
    heuristic_vs_random(args.ai_games)
    heuristic_tables(max(1, args.ai_games // 4))
    return 0


if __name__ == "__main__":
    os.environ.setdefault("PYTHONHASHSEED", "0")
    sys.exit(main())
