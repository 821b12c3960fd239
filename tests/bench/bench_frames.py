"""Frame times while a 'hard' seat thinks (issue 18's target: frame p99 <= 4 ms). Not a test.

    python tests/bench/bench_frames.py [--game mutinies] [--seconds 3] [--think 5]

A headless table (SDL's dummy driver: no flip, no vsync) of a human seat and a hard seat (and
heuristic seats where the game needs three) is opened where the hard seat must decide; the
search runs in the table's search process (as in play) while the main thread draws frames back
to back, timed from the search's first report of progress (the process starts with the table,
in seconds: the frames of that wait are not the search's). Every frame (input, update, draw) is timed, by the wall clock and by the main
thread's own CPU time (the difference is waiting: for the interpreter, or for a core on a busy
machine). The idle figures come from the same table where the human is to move and no AI
seat has anything to think about. Figures: p50, p99 and max in ms.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
START_WAIT = 60.0  # seconds the search's process may take to start and report
MIN_FRAMES = 100  # frames timed while the search runs, at least, for a p99
sys.path.insert(0, str(ROOT))
os.environ.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")

# seats at the table: a human, the hard seat and, where the game needs three, a heuristic one
SEATS = {"pieces_of_eight": 2, "mutinies": 2, "black_fleet": 3, "sandcastles": 2, "kratos": 2}


def hard_games() -> list[str]:
    """The games with a 'hard' level, offered at the table or on trial (GameDef.trials)."""
    from game import registry

    return sorted(g for g in SEATS if registry.get(g).searches("hard"))


def frames(
    game_id: str, thinking: bool, seconds: float, think: float, seed: int
) -> dict[str, float]:
    from game import registry
    from game.core import Match, SeatConfig
    from game.core.ai import Budget
    from scenes.tools import advance, headless_app, open_table

    game, rules = registry.get(game_id), registry.rules_for(game_id)
    n = SEATS[game_id]
    seats = [SeatConfig("Ana", "human")] + [
        SeatConfig(f"AI {i}", "ai", "hard" if i == 1 else "heuristic") for i in range(1, n)
    ]
    match = Match(rules, game.make_config(seats, seed=seed))
    plain = game.policy("hard", rules, Budget(iterations=1)).spec.plain  # type: ignore[attr-defined]

    def ready(m: Match) -> bool:
        if m.chance_pending or m.is_over:
            return False
        deciding = {d.seat: d for d in m.decisions()}
        if thinking:
            d = deciding.get(1)
            return d is not None and len(d.options) > 1 and d.kind not in plain  # it searches
        return set(deciding) == {0}

    advance(match, 400, stop=ready)
    assert ready(match), "no such position"
    with tempfile.TemporaryDirectory() as tmp:
        app = headless_app(Path(tmp), ai_delay=0.0, animation_speed=0.0, ai_think=think)
        table = open_table(app, match)
        times: list[float] = []
        cpu: list[float] = []
        clock, own = time.perf_counter, time.thread_time
        app.run_frames(2)  # the question goes to the worker, the table is drawn once in full
        job = table.runner.jobs.get(1) if thinking else None
        first = 0
        if job is not None:
            # The search's process starts with the table (seconds on a busy machine, once a
            # table): frames are timed from its first report on, while it searches.
            started = clock() + START_WAIT
            while job.thinking.total == 0 and clock() < started:
                app.frame([], 1 / 60)
            assert job.thinking.total > 0, "the search did not start"
            first = job.thinking.done
        elif thinking:
            raise SystemExit("the hard seat was not asked")
        end = clock() + seconds
        # A search may end before its budget (21 Mutinies' paired search stops once one option
        # is left in the running): only the frames drawn while it ran are the search's.
        while clock() < end and (job is None or not job.future.done()):
            t0, c0 = clock(), own()
            app.frame([], 1 / 60)
            times.append(clock() - t0)
            cpu.append(own() - c0)
        done = 0
        if job is not None:
            done = job.thinking.done - first
            if len(times) < MIN_FRAMES:
                raise SystemExit(f"the search ended after {len(times)} frames: try another --seed")
        for j in table.runner.jobs.values():
            j.thinking.cancel()
        app.shutdown()
    ms = sorted(1000 * t for t in times)
    cpu_ms = sorted(1000 * t for t in cpu)
    return {
        "frames": len(ms),
        "p50": statistics.median(ms),
        "p99": ms[min(len(ms) - 1, int(0.99 * len(ms)))],
        "max": ms[-1],
        "cpu_p99": cpu_ms[min(len(ms) - 1, int(0.99 * len(ms)))],
        "progress": done,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="mutinies", choices=hard_games())
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--think", type=float, default=5.0, help="the hard seat's think time")
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    for thinking in (False, True):
        f = frames(args.game, thinking, args.seconds, args.think, args.seed)
        print(
            f"{args.game} {'hard seat thinking' if thinking else 'idle':18s}: "
            f"{f['frames']:.0f} frames, wall p50 {f['p50']:.2f} ms, p99 {f['p99']:.2f} ms, "
            f"max {f['max']:.2f} ms; main-thread CPU p99 {f['cpu_p99']:.2f} ms"
            + (f" (the search thought {f['progress']:.0f} ms meanwhile)" if thinking else "")
        )


if __name__ == "__main__":
    main()
