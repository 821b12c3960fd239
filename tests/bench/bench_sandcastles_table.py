"""Sandcastles' table frame times (not a test), 7 seats mid-game by default.

    python tests/bench/bench_sandcastles_table.py [--seats 7] [--frames 900] [--warm 300]

Two runs, each printing p50 / p99 / max of the frame (update + draw, no flip) by the wall clock
and by the main thread's own CPU time (time.thread_time: what the table costs, without the time
the frame waits for the AI thread or for other processes on a busy machine):

1. AI seats only, animations at normal speed (as tests/bench/bench_tables.py);
2. a human to move at "which castle" with every legal cell lit, the pointer going over the lit
   cells (the ghost tile follows it) while an attack, a knock-off and the Big Wave play.

Target: frame p99 <= 4 ms.
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


def percentiles(samples: list[float]) -> str:
    s = sorted(samples)
    return f"p50 {s[len(s) // 2]:.2f} ms, p99 {s[int(len(s) * 0.99)]:.2f} ms, max {s[-1]:.1f} ms"


def frames(app, table, count: int, pointer=None) -> tuple[list[float], list[float]]:
    import pygame

    wall, cpu = [], []
    for k in range(count):
        events = []
        if pointer is not None:
            pos = pointer(k)
            events.append(
                pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
            )
        t0, c0 = time.perf_counter(), time.thread_time()
        app.frame(events, 1 / 60)
        wall.append((time.perf_counter() - t0) * 1000)
        cpu.append((time.thread_time() - c0) * 1000)
        time.sleep(0.001)
        if app.stack.top is not table:  # game over: keep measuring the table beneath
            app.stack.pop()
            app.stack.apply_pending()
    return wall, cpu


def ai_only(seats: int, count: int, warm: int) -> None:
    from game import registry
    from game.core import Match
    from scenes.tools import advance, ai_config, headless_app, open_table

    app = headless_app(Path(tempfile.mkdtemp()), None, ai_delay=0.0, animation_speed=1.0)
    match = Match(registry.rules_for("sandcastles"), ai_config("sandcastles", 21, n=seats))
    advance(match, warm)
    table = open_table(app, match, viewer=0)
    frames(app, table, 60)  # the table opens; its first paint is not a game frame
    wall, cpu = frames(app, table, count)
    app.shutdown()
    print(f"AI seats, {seats} seats: wall {percentiles(wall)}; own CPU {percentiles(cpu)}")


def human_placing(seats: int, count: int) -> None:
    from game import registry
    from game.core import Match
    from scenes.sandcastles.anims import KnockOff, WaveSweep
    from scenes.tools import advance, ai_config, headless_app, open_table
    from scenes.widgets.anim import Fly

    def placing(m: Match) -> bool:
        return not m.chance_pending and any(
            d.seat == 0 and d.kind == "castle" and len(d.options) > 2 for d in m.decisions()
        )

    app = headless_app(Path(tempfile.mkdtemp()), None, ai_delay=0.0, animation_speed=1.0)
    match = Match(registry.rules_for("sandcastles"), ai_config("sandcastles", 5, humans=1, n=seats))
    advance(match, 4000, placing)
    table = open_table(app, match, viewer=0)
    frames(app, table, 60)
    lit = [c.rect.center for c in table._clicks if c.offered] or [table.board_rect.center]
    board = table.board_rect

    def pointer(k: int) -> tuple[int, int]:
        if k % 150 == 0:  # now and then something plays over the beach
            tile = table.layer.surface.subsurface((20, 40, 40, 40)).copy()
            table.anims.add(Fly(tile, (100, 200), (600, 300)))
            table.anims.add(KnockOff(tile, (600, 300), (200, 400)))
            table.anims.add(WaveSweep(board))
        return lit[(k // 20) % len(lit)]

    wall, cpu = frames(app, table, count, pointer)
    app.shutdown()
    print(
        f"a human placing, {seats} seats, {len(lit)} lit places: wall {percentiles(wall)}; "
        f"own CPU {percentiles(cpu)}"
    )


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--seats", type=int, default=7)
    p.add_argument("--frames", type=int, default=900)
    p.add_argument("--warm", type=int, default=300, help="engine steps played before measuring")
    args = p.parse_args()
    ai_only(args.seats, args.frames, args.warm)
    human_placing(args.seats, args.frames)
    print("target: frame p99 <= 4 ms")


if __name__ == "__main__":
    main()
