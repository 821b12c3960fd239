"""Heuristic decision pauses (not a test): each game's default AI deciding in self-play, in a
process holding what the program holds (every game's content and the widget toolkit loaded),
with the collector as CPython leaves it and as the program tunes it (game/core/heap.py): tuned,
the heap is settled and, as the window's loop does between frames (a table takes an AI's
answer in one frame and asks the next question in another), `heap.idle` runs between two
decisions, outside their time.

    python tests/bench/bench_decisions.py [--matches 2] [--steps 3000] [--seats 3] [--game G]
                                          [--replays 3]

Each mode runs in a fresh process. Printed per mode: the worst decision (wall clock, view built
and choice), the worst decision's own CPU time (what the machine's other load cannot inflate),
the worst garbage-collector pause inside a decision and anywhere (`heap.idle`'s between
decisions included), the number of collections and of full ones
(target: worst decision <= 2 ms; a pause above 2 ms is a GC problem), and per game the worst,
p99 and median decision CPU ms with the kind of the worst decision (and the collector's part of
it), the worst and p99 without the collector's pauses, and the three costliest kinds.

Each match is played `--replays` times over, with new policies: the same seed gives the same
decisions in the same order (seed + actions replay a game), so each decision is timed that many
times. On a machine shared with other work a decision's time only ever grows (another process,
the hypervisor, a cold cache), and the worst of thousands of decisions timed once is mostly the
worst such moment: a decision's CPU time is read as the least of its replays, the figure the
target is read against. The worst of the first play alone is printed beside it.
"""

from __future__ import annotations

import argparse
import gc
import json
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def summary(cpus: list[tuple[float, str, float]]) -> dict[str, object]:
    """Worst, p99 and median CPU ms of one game's decisions, the kind of the worst and the
    part of it the collector took; the same without the collector's pauses."""
    ms = sorted(c for c, _, _ in cpus)
    own = sorted(c - in_gc for c, _, in_gc in cpus)
    if not ms:
        return {"n": 0, "worst": 0.0, "p99": 0.0, "median": 0.0, "kind": "-"}
    kinds: dict[str, float] = {}
    for c, kind, _ in cpus:
        kinds[kind] = max(kinds.get(kind, 0.0), c)
    top = sorted(kinds.items(), key=lambda kv: -kv[1])[:3]
    return {
        "n": len(ms),
        "worst": ms[-1],
        "p99": ms[min(len(ms) - 1, int(len(ms) * 0.99))],
        "median": ms[len(ms) // 2],
        "kind": max(cpus)[1],
        "worst_gc": max(cpus)[2],
        "own_worst": own[-1],
        "own_p99": own[min(len(own) - 1, int(len(own) * 0.99))],
        "kinds": ", ".join(f"{k} {c:.2f}" for k, c in top),
    }


def run(
    tuned: bool, matches: int, max_steps: int, games: list[str], seats: int, replays: int = 1
) -> dict[str, object]:
    sys.path.insert(0, str(ROOT))
    import pygame_gui  # noqa: F401  (the program's heap: the toolkit is loaded)

    from game import registry
    from game.core import Chance, Over, heap
    from game.core.ai import ai_rng
    from game.core.playout import new_match

    for gid in registry.game_ids():  # as the program's warm-up (scenes/core/app.py)
        registry.rules_for(gid)
        game = registry.get(gid)
        for level in game.ai_levels():  # the AI's own tables, built once per game
            if not game.searches(level):
                game.policy(level)
    pauses: list[tuple[float, float]] = []  # (wall, CPU) seconds
    inside: list[float] = []  # wall seconds of the pauses inside a decision
    deciding = [False]
    full = 0
    started = [0.0, 0.0]
    in_gc = [0.0]  # the collector's CPU seconds so far

    def on_gc(phase: str, info: dict[str, int]) -> None:
        nonlocal full
        if phase == "start":
            started[:] = time.perf_counter(), time.thread_time()
        else:
            pauses.append((time.perf_counter() - started[0], time.thread_time() - started[1]))
            in_gc[0] += pauses[-1][1]
            if deciding[0]:
                inside.append(pauses[-1][0])
            full += info["generation"] == 2

    if tuned:
        heap.tune()
        heap.settle()
    gc.callbacks.append(on_gc)
    worst, worst_cpu, decisions = 0.0, 0.0, 0
    per_game: dict[str, dict[str, object]] = {}
    for gid in games or registry.game_ids():
        cpus: list[tuple[float, str, float]] = []  # (CPU ms, decision kind, collector's ms)
        first: list[float] = []  # CPU ms of each decision in the first play
        game = registry.get(gid)
        rules = registry.rules_for(gid)
        low, high = game.info.seat_range
        n = min(max(low, seats), high)
        for seed in range(matches):
            plays: list[list[tuple[float, str, float]]] = []
            for _ in range(max(1, replays)):
                timed: list[tuple[float, str, float]] = []
                match, policies = new_match(game, rules, [game.default_level()] * n, seed)
                rngs = [ai_rng(seed, seat) for seat in range(n)]
                for _ in range(max_steps):  # as game.core.playout.steps, timed by both clocks
                    pending = match.pending
                    if isinstance(pending, Over):
                        break
                    if isinstance(pending, Chance):
                        match.step_chance()
                        continue
                    decision = pending[0]
                    policy = policies[decision.seat]
                    if tuned:
                        heap.idle()  # the frames between two AI decisions
                    deciding[0] = True
                    t0, c0, gc0 = time.perf_counter(), time.thread_time(), in_gc[0]
                    view = rules.view(match.state, decision.seat) if policy.needs_view else None
                    action = policy.choose(view, decision, rngs[decision.seat])
                    wall, cpu = time.perf_counter() - t0, time.thread_time() - c0
                    deciding[0] = False
                    match.submit(decision.seat, action)
                    worst, worst_cpu = max(worst, wall), max(worst_cpu, cpu)
                    timed.append((cpu * 1000, decision.kind, (in_gc[0] - gc0) * 1000))
                if plays and [k for _, k, _ in timed] != [k for _, k, _ in plays[0]]:
                    raise SystemExit(f"{gid} seed {seed}: a replay made other decisions")
                plays.append(timed)
            decisions += len(plays[0])
            first.extend(c for c, _, _ in plays[0])
            cpus.extend(min(same) for same in zip(*plays))  # each decision's least time
        per_game[gid] = {**summary(cpus), "first_worst": max(first, default=0.0)}
    gc.callbacks.remove(on_gc)
    return {
        "decisions": decisions,
        "worst_ms": worst * 1000,
        "worst_cpu_ms": worst_cpu * 1000,
        "worst_gc_ms": max((w for w, _ in pauses), default=0.0) * 1000,
        "worst_gc_cpu_ms": max((c for _, c in pauses), default=0.0) * 1000,
        "worst_gc_inside_ms": max(inside, default=0.0) * 1000,
        "gcs_inside": len(inside),
        "per_game_cpu_ms": per_game,
        "gcs": len(pauses),
        "full": full,
    }


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--matches", type=int, default=2)
    p.add_argument("--steps", type=int, default=3000)
    p.add_argument("--game", action="append", default=[], help="only this game (repeatable)")
    p.add_argument("--seats", type=int, default=3, help="seats (within each game's range)")
    p.add_argument(
        "--replays", type=int, default=3, help="plays of each match (a decision: its least time)"
    )
    p.add_argument("--tuned-only", action="store_true", help="skip the untuned collector run")
    p.add_argument("--mode", choices=("default", "tuned"), help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.mode:
        print(
            json.dumps(
                run(
                    args.mode == "tuned",
                    args.matches,
                    args.steps,
                    args.game,
                    args.seats,
                    args.replays,
                )
            )
        )
        return
    for mode in ("tuned",) if args.tuned_only else ("default", "tuned"):
        out = subprocess.run(
            [
                sys.executable,
                __file__,
                "--mode",
                mode,
                "--matches",
                str(args.matches),
                "--steps",
                str(args.steps),
                *(f"--game={g}" for g in args.game),
                f"--seats={args.seats}",
                f"--replays={args.replays}",
            ],
            capture_output=True,
            text=True,
            check=True,
        )
        r = json.loads(out.stdout.strip().splitlines()[-1])
        print(
            f"collector {mode:7s}: {r['decisions']} decisions ({args.replays} plays each), worst "
            f"as timed in any play {r['worst_ms']:.2f} ms (CPU {r['worst_cpu_ms']:.2f} ms); "
            "worst GC pause inside a decision "
            f"{r['worst_gc_inside_ms']:.2f} ms ({r['gcs_inside']} collections), anywhere "
            f"{r['worst_gc_ms']:.2f} ms (CPU {r['worst_gc_cpu_ms']:.2f} ms), {r['gcs']} "
            f"collections, {r['full']} full (target: each game's worst decision, the least of "
            "its plays, <= 2 ms)"
        )
        for gid, g in r["per_game_cpu_ms"].items():
            print(
                f"    {gid:16s} {g['n']:6d} decisions, CPU ms (least of {args.replays} plays) "
                f"worst {g['worst']:6.2f} "
                f"({g['kind']}, collector {g.get('worst_gc', 0.0):.2f}), p99 {g['p99']:5.2f}, "
                f"median {g['median']:5.2f}; without the collector: worst "
                f"{g.get('own_worst', 0.0):.2f}, p99 {g.get('own_p99', 0.0):.2f}; "
                f"worst by kind: {g.get('kinds', '-')}; worst of the first play alone "
                f"{g.get('first_worst', 0.0):.2f}"
            )


if __name__ == "__main__":
    main()
