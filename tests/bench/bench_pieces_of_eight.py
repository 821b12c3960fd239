"""Pieces of Eight figures (not a test): the issue's targets, measured.

    python tests/bench/bench_pieces_of_eight.py [--random-games 10000] [--ai-games 500]

1. Random playouts, 4 seats, exactly as `python -m game.simulate --game pieces_of_eight --seats
   random,random,random,random`: errors, capped games, steps per second (target 0 errors and
   >= 25,000 steps/s).
2. A heuristic seat against a random seat, two seats, in both positions: its win rate
   (target >= 90 %).
3. Heuristic decision time, view building included (what a table's AI runner pays), over those
   games and over six heuristic seats: p50 / p99 / max (target p99 <= 10 ms).
4. Engine costs: view, determinize, clone, in a six-seat mid-game position.
5. Variants: random playouts of every pooled distribution, teams, matches and the chess clock.
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
from game.core import Match  # noqa: E402
from game.core.playout import new_match, play_out, steps  # noqa: E402
from game.core.rng import Rng  # noqa: E402
from game.pieces_of_eight.progress import stage  # noqa: E402
from game.simulate import simulate  # noqa: E402

GAME = "pieces_of_eight"


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def random_playouts(games: int) -> None:
    cap = registry.get(GAME).info.step_cap
    s = simulate(GAME, ["random"] * 4, games, 0, max_steps=cap)
    print(
        f"[1] random x4: {s['games']} games, {s['errors']} errors, {s['capped']} capped, "
        f"{s['mean_steps']:.0f} steps/game, {s['steps_per_s']:.0f} steps/s, "
        f"{s['seconds']:.0f} s"
    )


def play_timed(levels: list[str], seed: int, times: dict[int, list[float]]) -> Match:
    """Play a match; for heuristic seats time view + choose of every decision."""
    game = registry.get(GAME)
    rules = registry.rules_for(GAME)
    match, policies = new_match(game, rules, levels, seed, record_hashes=False, undo=False)
    for step in steps(match, policies, max_steps=game.info.step_cap, timed=True):
        if step.decision is not None and policies[step.decision.seat].needs_view:
            times.setdefault(step.decision.seat, []).append(step.seconds)
    return match


def heuristic_vs_random(games: int) -> list[float]:
    all_times: list[float] = []
    for position in (0, 1):
        wins = 0
        for g in range(games):
            levels = ["random", "random"]
            levels[position] = "heuristic"
            times: dict[int, list[float]] = {}
            m = play_timed(levels, 50_000 * (position + 1) + g, times)
            wins += registry.rules_for(GAME).result(m.state).winners == (position,)
            all_times += times.get(position, [])
        print(
            f"[2] heuristic in seat {position} vs random: {wins}/{games} wins "
            f"({100 * wins / games:.1f} %)"
        )
    return all_times


def decision_times(label: str, times: list[float]) -> None:
    ms = [t * 1000 for t in times]
    print(
        f"[3] heuristic decisions ({label}), view included: {len(ms)} decisions, "
        f"p50 {percentile(ms, 0.5):.3f} ms, p99 {percentile(ms, 0.99):.3f} ms, max {max(ms):.2f} ms"
    )


def six_heuristics(games: int) -> list[float]:
    out: list[float] = []
    for g in range(games):
        times: dict[int, list[float]] = {}
        play_timed(["heuristic"] * 6, 70_000 + g, times)
        for ts in times.values():
            out += ts
    return out


def engine_costs() -> None:
    game = registry.get(GAME)
    rules = registry.rules_for(GAME)
    match, policies = new_match(game, rules, ["random"] * 6, 5, record_hashes=False)
    play_out(match, policies, until=lambda m: stage(m.state) == "play" and m.state.played >= 12)
    s = match.state
    n = 2000
    for name, fn in (
        ("view", lambda: rules.view(s, 0)),
        ("determinize", lambda: rules.determinize(rules.view(s, 0), 0, Rng(1))),
        ("clone", s.clone),
        ("pending", lambda: rules.pending(s)),
    ):
        t0 = time.perf_counter()
        for _ in range(n):
            fn()
        print(f"[4] {name}: {(time.perf_counter() - t0) / n * 1e6:.1f} us (6 seats, mid-game)")


def variants(games: int) -> None:
    runs = [
        (3, {"distribution": "draft"}),
        (3, {"distribution": "random_trades"}),
        (3, {"distribution": "draft_random_trades", "extra_scraps": 3, "match_wins": 2}),
        (4, {"distribution": "random_draft", "teams": "two_teams"}),
        (6, {"teams": "pairs", "match_wins": 2}),
        (2, {"chess_clock": True, "match_wins": 3}),
        (2, {"shipyards": "armory", "stalemate_quiet_rounds": 1}),
    ]
    for seats, v in runs:
        for levels in (["random"] * seats, ["heuristic"] * seats):
            s = simulate(
                GAME, levels, games, 0, max_steps=registry.get(GAME).info.step_cap, variants=v
            )
            print(
                f"[5] {levels[0]} x{seats} {v}: {s['errors']} errors, {s['capped']} capped, "
                f"{s['mean_steps']:.0f} steps/game, {s['steps_per_s']:.0f} steps/s"
            )


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--random-games", type=int, default=10_000)
    parser.add_argument("--ai-games", type=int, default=500)
    parser.add_argument("--variant-games", type=int, default=100)
    args = parser.parse_args()
    random_playouts(args.random_games)
    times = heuristic_vs_random(args.ai_games)
    decision_times("2 seats", times)
    decision_times("6 heuristic seats", six_heuristics(max(1, args.ai_games // 25)))
    engine_costs()
    variants(args.variant_games)


if __name__ == "__main__":
    main()
