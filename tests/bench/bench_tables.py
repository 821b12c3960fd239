"""Table frame times (not a test): each game's real table scene, headless, mid-game, with AI
seats playing and animations running at normal speed.

    python tests/bench/bench_tables.py                    every game, its default seat count
    python tests/bench/bench_tables.py --game pieces_of_eight --seats 6 --frames 1200

Prints p50 / p99 / max frame time (update + draw, no flip) and how many engine steps were taken
(target p99 <= 4 ms).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.update(
    SDL_VIDEODRIVER="dummy",
    SDL_AUDIODRIVER="dummy",
    SDL_NO_SIGNAL_HANDLERS="1",
    PYGAME_HIDE_SUPPORT_PROMPT="1",
)


def measure(game_id: str, seats: int | None, frames: int, warm_steps: int) -> dict:
    from game import registry
    from game.core import Match
    from scenes.tools import advance, ai_config, headless_app, open_table

    app = headless_app(Path(tempfile.mkdtemp()), None, ai_delay=0.0, animation_speed=1.0)
    match = Match(registry.rules_for(game_id), ai_config(game_id, 21, humans=0, n=seats))
    advance(match, warm_steps)
    table = open_table(app, match, viewer=0)
    samples, animating = [], 0
    for _ in range(frames):
        t0 = time.perf_counter()
        app.frame([], 1 / 60)
        samples.append((time.perf_counter() - t0) * 1000)
        animating += bool(table.anims.busy)
        time.sleep(0.001)  # let the AI thread think between frames, as in real play
        if app.stack.top is not table:  # game over: keep measuring the table beneath
            app.stack.pop()
            app.stack.apply_pending()
    samples.sort()
    app.shutdown()
    return {
        "p50": samples[len(samples) // 2],
        "p99": samples[int(len(samples) * 0.99)],
        "max": samples[-1],
        "steps": len(match.log),
        "animating": animating / frames,
    }


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--game")
    p.add_argument("--seats", type=int)
    p.add_argument("--frames", type=int, default=900)
    p.add_argument("--warm", type=int, default=60, help="engine steps played before measuring")
    args = p.parse_args()
    from game import registry

    for gid in [args.game] if args.game else registry.game_ids():
        r = measure(gid, args.seats, args.frames, args.warm)
        print(
            f"{gid:16s} seats {args.seats or 'default'}: frame p50 {r['p50']:.2f} ms, "
            f"p99 {r['p99']:.2f} ms, max {r['max']:.1f} ms; {r['steps']} steps; "
            f"animating {r['animating']:.0%} of frames (target p99 <= 4 ms)"
        )


if __name__ == "__main__":
    main()
