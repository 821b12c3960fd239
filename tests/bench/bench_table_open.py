"""Worst frame when a table opens (not a test): each game's table, opened from its setup screen
as a player opens it, in a fresh process per game, headless.

    python tests/bench/bench_table_open.py [--game mutinies] [--frames 120] [--runs 3] [--profile N]

The program is warmed up first as a player finds it after two seconds on the setup screen
(every game and table package loaded, the widget manager built, the heap settled, the fonts
drawn: App.warm). Then one frame presses "start" (the match is made and
its table built) and the next `--frames` frames run with the AI seats playing; each frame is
timed (update + draw and the after-frame callbacks; no flip; what runs between frames,
App.wait_for_frame, is not the frame's). Printed per game: the worst frame and
which it was (target <= 16 ms), by the main thread's CPU time (which the machine's other load
hardly inflates) and by the wall clock, the median over `--runs` fresh processes, the frames
the table took to show, and the machine's load average while it ran. `--profile N` runs
every frame under cProfile (slower, so its times are not the figures) and prints where the N
worst frames of each process spent their time.
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import io
import json
import os
import pstats
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
ENV = dict(
    os.environ,
    SDL_VIDEODRIVER="dummy",
    SDL_AUDIODRIVER="dummy",
    SDL_NO_SIGNAL_HANDLERS="1",
    PYGAME_HIDE_SUPPORT_PROMPT="1",
)


def rest_of_frame(app: Any) -> None:
    """The rest of a 60 Hz frame, as the program's loop spends it: App.wait_for_frame (the
    work that waits for no frame, the collector's due work), then asleep."""
    due = time.perf_counter() + 1 / 120
    app.wait_for_frame(due)
    time.sleep(max(0.0, due - time.perf_counter()))


def measure(game_id: str, frames: int, profile_frames: int = 0) -> dict[str, Any]:
    sys.path.insert(0, str(ROOT))
    os.environ.update(ENV)
    from scenes.menus.setup import SetupScene
    from scenes.menus.title import TitleScene
    from scenes.table.staging import ai_config
    from scenes.tools import headless_app

    app = headless_app(Path(tempfile.mkdtemp()), ai_delay=0.3, animation_speed=1.0)
    app.stack.push(TitleScene(app))
    app.stack.apply_pending()
    app.warm_up()
    assert app._warming is not None
    app._warming.join()
    app.stack.push(SetupScene(app, game_id))
    app.stack.apply_pending()
    for _ in range(120):  # two seconds on the setup screen
        app.frame([], 1 / 60)
        app.idle()
        rest_of_frame(app)
    assert app.warm
    config = ai_config(game_id, 21, humans=1)
    walls, cpus = [], []
    shown = -1  # the first frame the table drew itself
    in_gc = [0.0, 0.0]  # the collector's CPU seconds so far, and when it started

    def on_gc(phase: str, _info: dict[str, int]) -> None:
        if phase == "start":
            in_gc[1] = time.thread_time()
        else:
            in_gc[0] += time.thread_time() - in_gc[1]

    gc.callbacks.append(on_gc)
    gcs: list[float] = []
    profiles: list[tuple[float, int, cProfile.Profile]] = []
    for i in range(frames + 1):
        prof = cProfile.Profile() if profile_frames else None
        if prof is not None:
            prof.enable()
        t0, c0, g0 = time.perf_counter(), time.thread_time(), in_gc[0]
        if i == 0:
            app.screens.start_match(config)  # what the setup's start button does
        app.frame([], 1 / 60)
        app.idle()
        walls.append((time.perf_counter() - t0) * 1000)
        cpus.append((time.thread_time() - c0) * 1000)
        gcs.append((in_gc[0] - g0) * 1000)
        if prof is not None:
            prof.disable()
            profiles.append((cpus[-1], i, prof))
        top = app.stack.top
        if shown < 0 and i > 0 and top is not None and not getattr(top, "opener", None):
            shown = i
        rest_of_frame(app)  # the AI thread thinks meanwhile
    app.shutdown()
    gc.callbacks.remove(on_gc)
    for ms, i, prof in sorted(profiles, key=lambda p: p[0], reverse=True)[:profile_frames]:
        out = io.StringIO()
        stats = pstats.Stats(prof, stream=out)
        stats.sort_stats("cumulative").print_stats(30)
        stats.sort_stats("tottime").print_stats(12)
        print(f"frame {i}: {ms:.1f} ms CPU (profiled)", out.getvalue(), file=sys.stderr)
    worst = max(range(len(walls)), key=walls.__getitem__)
    worst_cpu = max(range(len(cpus)), key=cpus.__getitem__)
    return {
        "worst_ms": walls[worst],
        "worst_frame": worst,
        "worst_cpu_ms": cpus[worst_cpu],
        "worst_cpu_frame": worst_cpu,
        "first_ms": walls[0],
        "shown": shown,
        "top": sorted(range(len(cpus)), key=cpus.__getitem__, reverse=True)[:5],
        "top_cpu_ms": sorted(cpus, reverse=True)[:5],
        "top_gc_ms": [gcs[f] for f in sorted(range(len(cpus)), key=cpus.__getitem__)[::-1][:5]],
    }


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", action="append", help="this game only (repeatable)")
    p.add_argument("--frames", type=int, default=120)
    p.add_argument("--runs", type=int, default=1, help="fresh processes per game (median)")
    p.add_argument(
        "--profile", type=int, default=0, metavar="N", help="cProfile of each run's N worst frames"
    )
    p.add_argument("--child", help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.child:
        print(json.dumps(measure(args.child, args.frames, args.profile)))
        return
    sys.path.insert(0, str(ROOT))
    from game import registry

    for game_id in args.game or registry.game_ids():
        runs = []
        for _ in range(args.runs):
            flags = ["--profile", str(args.profile)]
            out = subprocess.run(
                [
                    sys.executable,
                    __file__,
                    "--child",
                    game_id,
                    "--frames",
                    str(args.frames),
                    *flags,
                ],
                env=ENV,
                capture_output=True,
                text=True,
            )
            if out.returncode != 0:
                print(f"{game_id}: failed\n{out.stderr}")
                break
            runs.append(json.loads(out.stdout.strip().splitlines()[-1]))
            if args.profile:
                print(out.stderr)
        if not runs:
            continue
        cpu = statistics.median(r["worst_cpu_ms"] for r in runs)
        wall = statistics.median(r["worst_ms"] for r in runs)
        r = max(runs, key=lambda r: r["worst_cpu_ms"])
        print(
            f"{game_id:16s} table opens: worst frame CPU {cpu:6.1f} ms (frame "
            f"{r['worst_cpu_frame']}), wall {wall:6.1f} ms (frame {r['worst_frame']}); "
            f"the start frame {r['first_ms']:.1f} ms; shown at frame {r['shown']} "
            f"(target <= 16 ms; median of {len(runs)}; load {os.getloadavg()[0]:.1f})"
        )
        for r in runs:
            slow = ", ".join(
                f"{f}: {ms:.1f}" + (f" (collector {c:.1f})" if c >= 0.1 else "")
                for f, ms, c in zip(r["top"], r["top_cpu_ms"], r["top_gc_ms"], strict=True)
            )
            print(f"{'':16s}   slowest frames (CPU ms): {slow}")


if __name__ == "__main__":
    main()
