"""Headless matches between AI seats, summarised as JSON.

    python -m game.simulate --game pieces_of_eight --seats heuristic,random --games 200 --seed 1 --json
    python -m game.simulate --data DIR ...     the game data of DIR (exit status 2: broken data)
    python -m game.simulate --game mutinies --seats hard,heuristic --games 20 --iterations 200

Searching levels ("hard") think --think-ms milliseconds a decision (default 1000), or exactly
--iterations iterations (then a match is a pure function of its seed, on any machine). A game
may have a searching level on trial (`GameDef.trials`), not offered at the table until it is
measured stronger than the normal one: the simulator seats it all the same.

Match i uses seed S+i. A match that raises is counted in `errors` (its traceback goes to stderr)
and the run goes on. With --json the LAST line printed is one JSON object:

    game, seats, games, errors, wins (per seat: games it finished first in, shared firsts
    counting for each), capped (games stopped at the step cap, ranked by the game's tie-break),
    mean_steps (actions + chance steps), mean_actions, steps_per_s, seconds, seed, max_steps,
    decision_ms (per seat: p50 / p99 / max of its policy's decision time), variants,
    and `per_game` (one record per match that ran: its seed, steps, whether it was capped, and
    whatever the game's `Rules.summary(state)` reports, e.g. how it ended) when the game reports
    anything.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
import traceback
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import registry
from .core.ai import Budget
from .core.errors import DataError
from .core.match import Match
from .core.playout import new_match, play_out, seat_configs

EXIT_DATA_ERROR = 2  # a broken data file (the message names the file and the key), as main.py


def _percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


@dataclass
class Tally:
    """What a batch of matches adds up to (merged across worker processes)."""

    n: int
    games: int = 0
    errors: int = 0
    capped: int = 0
    steps: int = 0
    actions: int = 0
    wins: list[int] = field(default_factory=list)
    times: list[list[float]] = field(default_factory=list)
    error_seeds: list[int] = field(default_factory=list)
    per_game: list[dict[str, Any]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.wins = self.wins or [0] * self.n
        self.times = self.times or [[] for _ in range(self.n)]

    def add(self, other: Tally) -> None:
        self.games += other.games
        self.errors += other.errors
        self.capped += other.capped
        self.steps += other.steps
        self.actions += other.actions
        self.wins = [a + b for a, b in zip(self.wins, other.wins)]
        self.times = [a + b for a, b in zip(self.times, other.times)]
        self.error_seeds += other.error_seeds
        self.per_game += other.per_game


def run_batch(
    game_id: str,
    levels: list[str],
    seeds: list[int],
    max_steps: int,
    variants: dict[str, Any],
    check: bool,
    budget: Budget | None = None,
) -> Tally:
    """Play one match per seed; return the raw tallies (merged by the caller)."""
    game = registry.get(game_id)
    rules = registry.rules_for(game_id)
    tally = Tally(len(levels))

    def invariants(m: Match) -> None:
        m.rules.check_invariants(m.state)

    on_step = invariants if check else None
    for seed in seeds:
        tally.games += 1
        try:
            match, policies = new_match(
                game,
                rules,
                levels,
                seed,
                variants,
                budget,
                record_hashes=False,
                undo=False,
                record_progress=False,
            )
            out = play_out(match, policies, max_steps=max_steps, on_step=on_step, timed=True)
        except Exception:
            tally.errors += 1
            tally.error_seeds.append(seed)
            print(f"--- {game_id} seed {seed} failed:", file=sys.stderr)
            traceback.print_exc(file=sys.stderr)
            continue
        tally.steps += out.steps
        tally.actions += out.actions
        tally.capped += int(out.capped)
        assert out.result is not None
        for seat in out.result.winners:
            tally.wins[seat] += 1
        for seat, times in enumerate(out.decision_times):
            tally.times[seat].extend(times)
        extra = rules.summary(match.state)
        if extra:
            tally.per_game.append({"seed": seed, "steps": out.steps, "capped": out.capped, **extra})
    return tally


def simulate(
    game_id: str,
    levels: list[str],
    games: int,
    seed: int,
    *,
    max_steps: int,
    variants: dict[str, Any] | None = None,
    jobs: int = 1,
    check: bool = False,
    budget: Budget | None = None,
) -> dict[str, Any]:
    seeds = [seed + i for i in range(games)]
    variants = dict(variants or {})
    t0 = time.perf_counter()
    if jobs <= 1 or games < 2 * jobs:
        parts = [run_batch(game_id, levels, seeds, max_steps, variants, check, budget)]
    else:
        chunks = [seeds[i::jobs] for i in range(jobs)]
        with ProcessPoolExecutor(jobs) as pool:
            parts = list(
                pool.map(
                    run_batch,
                    [game_id] * jobs,
                    [levels] * jobs,
                    chunks,
                    [max_steps] * jobs,
                    [variants] * jobs,
                    [check] * jobs,
                    [budget] * jobs,
                )
            )
    seconds = time.perf_counter() - t0
    t = Tally(len(levels))
    for part in parts:
        t.add(part)
    done = max(1, t.games - t.errors)
    summary: dict[str, Any] = {
        "game": game_id,
        "seats": levels,
        "games": t.games,
        "errors": t.errors,
        "wins": t.wins,
        "capped": t.capped,
        "mean_steps": round(t.steps / done, 2),
        "mean_actions": round(t.actions / done, 2),
        "steps_per_s": round(t.steps / seconds, 1),  # wall clock, all workers together
        "seconds": round(seconds, 2),
        "seed": seed,
        "max_steps": max_steps,
        "jobs": jobs,
        "variants": variants,
        "budget": None
        if budget is None
        else {"seconds": budget.seconds, "iterations": budget.iterations},
        "error_seeds": sorted(t.error_seeds)[:20],
        "decision_ms": [
            {
                "p50": round(_percentile(ts, 0.5) * 1000, 3),
                "p99": round(_percentile(ts, 0.99) * 1000, 3),
                "max": round(max(ts, default=0) * 1000, 3),
            }
            for ts in t.times
        ],
    }
    if t.per_game:
        summary["per_game"] = sorted(t.per_game, key=lambda r: r["seed"])
    return summary


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m game.simulate",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--game", required=True, choices=registry.game_ids())
    parser.add_argument(
        "--seats",
        required=True,
        help="comma-separated AI levels, one per seat (random, heuristic, ...)",
    )
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", action="store_true", help="print the summary as JSON (last line)")
    parser.add_argument(
        "--max-steps", type=int, default=0, help="step cap per match (default: the game's own)"
    )
    parser.add_argument(
        "--variant",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help='set a variant (repeatable); VALUE is JSON (true, 3, "draft")',
    )
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--check", action="store_true", help="check invariants after every step")
    parser.add_argument("--data", metavar="DIR", help="read game data from DIR instead of data/")
    parser.add_argument(
        "--think-ms",
        type=int,
        default=1000,
        help="think time of searching levels per decision, in ms (default 1000)",
    )
    parser.add_argument(
        "--iterations",
        type=int,
        default=0,
        help="searching levels think exactly this many iterations (overrides --think-ms)",
    )
    args = parser.parse_args(argv)
    if args.iterations < 0 or (args.iterations == 0 and args.think_ms <= 0):
        parser.error("--iterations must be > 0, or --think-ms > 0")
    budget = Budget(seconds=args.think_ms / 1000, iterations=args.iterations)
    if args.data:
        os.environ["TORTUGA_DATA_DIR"] = str(Path(args.data).resolve())  # workers inherit it
    try:
        game = registry.get(args.game)
        registry.rules_for(args.game)  # the whole of the game's data, checked before any match
    except DataError as exc:
        print(f"python -m game.simulate: a data file is broken.\n  {exc}", file=sys.stderr)
        return EXIT_DATA_ERROR
    levels = [s.strip() for s in args.seats.split(",") if s.strip()]
    for level in levels:
        if level not in game.all_levels():
            parser.error(
                f"{args.game} has no AI level {level!r} (has: {', '.join(game.all_levels())})"
            )
    variants = {}
    for item in args.variant:
        key, _, value = item.partition("=")
        try:
            variants[key] = json.loads(value)
        except json.JSONDecodeError:
            variants[key] = value
    try:
        game.make_config(seat_configs(levels), variants=variants)
    except ValueError as exc:
        parser.error(str(exc))
    max_steps = args.max_steps or game.info.step_cap
    summary = simulate(
        args.game,
        levels,
        args.games,
        args.seed,
        max_steps=max_steps,
        variants=variants,
        jobs=max(1, args.jobs),
        check=args.check,
        budget=budget,
    )
    if not args.json:
        print(
            f"{summary['game']}: {summary['games']} games, {summary['errors']} errors, "
            f"{summary['capped']} capped, wins {summary['wins']}, "
            f"{summary['mean_steps']} steps/game, {summary['steps_per_s']} steps/s"
        )
    print(json.dumps(summary))
    return 0 if summary["errors"] == 0 else 1


if __name__ == "__main__":
    os.environ.setdefault("PYTHONHASHSEED", "0")
    sys.exit(main())
