"""AI turn seconds and a human's stops (not a test): issue 12's measures, for every game.

    python tests/bench/bench_pacing.py [--seeds 3] [--game black_fleet]

Seat 0 is a human (played here by the game's default AI so the match goes on), the others AI
seats at the default level, default seat count, default settings (an AI pause of 0.6 s).

An AI seat's turn is a run of automatic steps by one AI seat (its decisions and the chance steps
among them). Its seconds:
  before (the table as it was on main): every AI decision waited the full pause, then one frame
         (1/60 s); every chance step took a frame of its own;
  after  (pacing.py): the pauses the table's Pacing gives the run (a beat after the first step a
         human can watch, half a beat after each further one, at most 2.5 beats in all) plus the
         engine's own time (policy and submit, measured). Animations come on top of both.
Stops: decisions seat 0 is asked. Before: every one; after: those `Match.forced` does not
answer (one option, or nothing usable), alone at the table. Per round where the game counts
rounds (Rules.progress), else per game.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")

BEAT = 0.6
FRAME = 1 / 60


def measure(gid: str, seed: int) -> dict:
    from game import registry
    from game.core import Chance, Match, Over
    from game.core.ai import ai_rng
    from scenes import registry as scene_registry
    from scenes.table.pacing import Pacing
    from scenes.tools import ai_config

    game = registry.get(gid)
    rules = registry.rules_for(gid)
    show = getattr(scene_registry.scenes_for(gid).table, "show", None)
    match = Match(rules, ai_config(gid, seed, humans=1))
    n = match.config.n_seats
    policies = [game.policy(game.default_level()) for _ in range(n)]
    rngs = [ai_rng(seed, k) for k in range(n)]
    pace = Pacing(lambda: BEAT)

    def watchable(events) -> bool:
        seen = Match.events_for(0, events)
        if show is None:
            return any(rules.describe_event(e) is not None for e in seen)
        return any(show.watchable(e) or "dice" in e.data for e in seen)

    runs: list[tuple[float, float, float]] = []  # each AI turn: before, after's pauses, engine
    run_seat: int | None = None
    before = after = 0.0
    paused = 0
    asked_before = asked_after = 0

    def close() -> None:
        nonlocal run_seat, before, after
        if run_seat is not None:
            runs.append((before, sum(pace.pauses[paused:]), after))
        run_seat, before, after = None, 0.0, 0.0

    for _ in range(game.info.step_cap):
        pending = match.pending
        if isinstance(pending, Over):
            break
        if isinstance(pending, Chance):
            t0 = time.perf_counter()
            events = match.step_chance()
            after += time.perf_counter() - t0
            before += FRAME
            if run_seat is not None:
                pace.stepped(run_seat, True, watchable(events))
            continue
        d = pending[0]
        if d.seat == 0:
            close()
            asked_before += 1
            forced = match.forced(d) is not None
            asked_after += not forced
            pace.human_asked()
        elif d.seat != run_seat:
            close()
            run_seat, paused = d.seat, len(pace.pauses)
        t0 = time.perf_counter()
        view = rules.view(match.state, d.seat) if policies[d.seat].needs_view else None
        action = policies[d.seat].choose(view, d, rngs[d.seat])
        events = match.submit(d.seat, action)
        if d.seat != 0:
            after += time.perf_counter() - t0
            before += BEAT + FRAME
            pace.stepped(d.seat, True, watchable(events))
    close()
    rounds = max(1, rules.progress(match.state).round)
    return {"runs": runs, "asked": (asked_before, asked_after), "rounds": rounds}


def main() -> None:
    from game import registry

    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--game", action="append")
    args = parser.parse_args()
    head = "median   p90    max"
    print(f"{'game':16} {'AI turn s before':>20} {'after: pauses':>20} {'+ engine':>20}", end="")
    print(f" {'stops/round':>14}")
    print(f"{'':16} {head:>20} {head:>20} {head:>20} {'before  after':>14}")
    for gid in args.game or registry.game_ids():
        runs, asked, rounds = [], [0, 0], 0
        for seed in range(1, args.seeds + 1):
            r = measure(gid, seed)
            runs += r["runs"]
            asked[0] += r["asked"][0]
            asked[1] += r["asked"][1]
            rounds += r["rounds"]

        def stats(xs: list[float]) -> str:
            xs = sorted(xs)
            p90 = xs[int(0.9 * (len(xs) - 1))]
            return f"{statistics.median(xs):6.2f} {p90:6.2f} {xs[-1]:6.2f}"

        b = stats([r[0] for r in runs])
        a = stats([r[1] for r in runs])
        e = stats([r[2] for r in runs])
        print(f"{gid:16} {b:>20} {a:>20} {e:>20} {asked[0] / rounds:7.1f} {asked[1] / rounds:6.1f}")


if __name__ == "__main__":
    main()
