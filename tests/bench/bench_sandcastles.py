"""Sandcastles figures (not a test): the issue's targets, measured.

    python tests/bench/bench_sandcastles.py [--random-games 1000] [--ai-games 100]
        [--solo-games 1000] [--hard-games 300] [--jobs 1] [--only random,ai,solo,hard]

1. Random playouts for 1, 2, 3, 5 and 7 seats (`python -m game.simulate --seats random x S`):
   errors, capped games, steps per second by the wall clock and per CPU second
   (target >= 50,000 steps/s, 0 errors, 0 capped).
2. The heuristic against random seats: 2 seats in both positions (target >= 90 % wins), and
   one heuristic seat among 3 to 7 (target >= 60 % wins).
3. Heuristic decision time (CPU and wall clock): p50 / p99 / max (target p99 <= 10 ms).
4. Solo (SAND-70): the heuristic player's win rate over seeded standard games (target 30-60 %),
   and hard solo with 5, 6 and 7 bonuses.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game import registry  # noqa: E402
from game.core import Chance, Over  # noqa: E402
from game.core.ai import ai_rng  # noqa: E402
from game.core.playout import new_match, play_out  # noqa: E402
from game.simulate import simulate  # noqa: E402

GAME = "sandcastles"


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def random_playouts(games: int, jobs: int) -> None:
    cap = registry.get(GAME).info.step_cap
    for seats in (1, 2, 3, 5, 7):
        cpu = time.process_time()
        s = simulate(GAME, ["random"] * seats, games, 0, max_steps=cap, jobs=jobs)
        cpu = time.process_time() - cpu
        steps = s["mean_steps"] * (s["games"] - s["errors"])
        per_cpu = f", {steps / cpu:.0f} steps per CPU second" if jobs == 1 else ""
        print(
            f"[1] random x{seats}: {s['games']} games, {s['errors']} errors, {s['capped']} "
            f"capped, {s['mean_steps']:.0f} steps/game, {s['steps_per_s']:.0f} steps/s "
            f"(wall, {jobs} job(s)){per_cpu}"
        )


def heuristic_vs_random(games: int) -> None:
    game = registry.get(GAME)
    rules = registry.rules_for(GAME)
    cpu_times: list[float] = []
    wall_times: list[float] = []
    setups = [(2, 0), (2, 1)] + [(n, n // 2) for n in (3, 4, 5, 6, 7)]
    for n, seat in setups:
        levels = ["random"] * n
        levels[seat] = "heuristic"
        wins = 0
        for k in range(games):
            seed = 1000 * n + 100_000 * seat + k
            m, policies = new_match(game, rules, levels, seed, record_hashes=False, undo=False)
            rngs = [ai_rng(seed, q) for q in range(n)]
            while not isinstance(m.pending, Over):
                if isinstance(m.pending, Chance):
                    m.step_chance()
                    continue
                d = m.pending[0]
                view = rules.view(m.state, d.seat) if d.seat == seat else None
                c0, w0 = time.process_time(), time.perf_counter()
                action = policies[d.seat].choose(view, d, rngs[d.seat])
                if d.seat == seat:
                    cpu_times.append(time.process_time() - c0)
                    wall_times.append(time.perf_counter() - w0)
                m.submit(d.seat, action)
            result = rules.result(m.state)
            wins += seat in result.winners
        target = 90 if n == 2 else 60
        print(
            f"[2] heuristic in seat {seat + 1} of {n} vs random: {wins}/{games} wins "
            f"({100 * wins / games:.1f} %, target >= {target} %)"
        )
    for name, times in (("CPU", cpu_times), ("wall", wall_times)):
        print(
            f"[3] heuristic decisions ({name}): {len(times)}, p50 "
            f"{percentile(times, 0.5) * 1e3:.2f} ms, p99 {percentile(times, 0.99) * 1e3:.2f} ms, "
            f"max {max(times) * 1e3:.2f} ms (target p99 <= 10 ms)"
        )


def solo(games: int, bonuses: int) -> None:
    game = registry.get(GAME)
    rules = registry.rules_for(GAME)
    wins = 0
    held = [0] * (bonuses + 1)
    for seed in range(games):
        m, policies = new_match(
            game, rules, ["heuristic"], seed, {"solo_bonuses": bonuses}, record_hashes=False,
            undo=False,
        )  # fmt: skip
        out = play_out(m, policies)
        wins += 0 in out.result.winners
        held[len(m.state.holder)] += 1
    label = "standard solo" if bonuses == 4 else f"hard solo, {bonuses} bonuses"
    print(
        f"[4] {label}: {wins}/{games} wins ({100 * wins / games:.1f} %); games ending with "
        f"k bonuses held: {held}"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--random-games", type=int, default=1000)
    parser.add_argument("--ai-games", type=int, default=100)
    parser.add_argument("--solo-games", type=int, default=1000)
    parser.add_argument("--hard-games", type=int, default=300)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--only", default="random,ai,solo,hard")
    args = parser.parse_args()
    parts = set(args.only.split(","))
    if "random" in parts:
        random_playouts(args.random_games, args.jobs)
    if "ai" in parts:
        heuristic_vs_random(args.ai_games)
    if "solo" in parts:
        solo(args.solo_games, 4)
    if "hard" in parts:
        for k in (5, 6, 7):
            solo(args.hard_games, k)


if __name__ == "__main__":
    main()
