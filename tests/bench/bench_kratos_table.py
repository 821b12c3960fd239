"""Kratos table figures (not a test): the issue's targets for the table, measured headless.

    python tests/bench/bench_kratos_table.py [--frames 900] [--turns 5]

1. Frame time, mid-game, 9 seats and about 150 pieces on the chart, AI seats playing at the
   "quick" pace with animations on: p50 / p99 / max of the wall time of a frame (update + draw,
   no flip), and of its CPU time (this thread's: what the frame itself costs when the machine is
   shared), at the whole-chart zoom and zoomed in (target p99 <= 4 ms).
2. Opening the table (the widget toolkit already loaded, as it is after the setup screen):
   median wall and CPU time of `open_table` and the first frame (target <= 100 ms).
3. A human's "End the turn" to that human's next decision, eight AI seats at the fastest
   pace: median and worst wall time over `--turns` turns (target <= 5 s).
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
sys.path.insert(0, str(ROOT))
os.environ.update(
    SDL_VIDEODRIVER="dummy",
    SDL_AUDIODRIVER="dummy",
    SDL_NO_SIGNAL_HANDLERS="1",
    PYGAME_HIDE_SUPPORT_PROMPT="1",
)

from game import registry  # noqa: E402
from game.core import Action, Match  # noqa: E402
from game.kratos.position import Builder  # noqa: E402

RULES = registry.rules_for("kratos")
KINDS = ("battleship", "plane", "submarine", "minesweeper", "carrier", "merchant", "tanker")


def crowded(seed: int = 3) -> Match:
    """Nine seats, every island dealt, its three producers and a garrison on it, and a fleet
    of each seat at sea: about 150 pieces (seat 0 is human)."""
    b = Builder(RULES, humans=(0,))
    g = RULES.g
    geo = g.geometry(g.default_spec)
    infra = ("iron", "wheat", "oil", "steel", "bread", "gasoline")
    for k in range(1, 19):
        seat = (k - 1) % 9
        if k <= 9:
            b.capital(seat, k, infra[k % 3], bread=400, gasoline=300, wheat=100)
        else:
            b.island(k, seat, infra[3 + k % 3], wheat=200, iron=200, oil=200)
        for _ in range(3):
            b.piece(g.producer_of[b.s.islands[k - 1].infra], seat, k)
        b.piece("battleship", seat, k)
        b.piece("plane", seat, k)
    free = [n for n in range(geo.cells) if not geo.ring_of[n] and not geo.island_at[n]]
    step = max(1, len(free) // 50)
    for j, n in enumerate(free[::step][:50]):
        x, y = geo.xy(n)
        b.piece(KINDS[j % len(KINDS)], j % 9, (x, y))
    m = b.match(active=0, die=4)
    return m


def app_for(speed: float, delay: float):
    from scenes.tools import headless_app

    app = headless_app(Path(tempfile.mkdtemp()), None, ai_delay=delay, animation_speed=speed)
    _ = app.manager  # the widget toolkit, loaded (as after the setup screen)
    return app


def frames(n: int, zoom: int) -> dict[str, float]:
    from scenes.kratos.table import KratosTable
    from scenes.tools import open_table

    app = app_for(1.0, 0.6)
    match = crowded()
    match.config = type(match.config)(
        match.config.game,
        tuple(
            type(s)(f"S{i}", "ai", "heuristic", c)
            for i, (s, c) in enumerate(zip(match.config.seats, registry.get("kratos").info.colours))
        ),
        match.config.variants,
        match.config.seed,
    )
    table = open_table(app, match, viewer=0)
    assert isinstance(table, KratosTable)
    pieces = len(match.view(None).pieces)
    if zoom:
        table.zoom(zoom)
    app.run_frames(30)
    wall, cpu = [], []
    for _ in range(n):
        t0, c0 = time.perf_counter(), time.thread_time()
        app.frame([], 1 / 60)
        wall.append((time.perf_counter() - t0) * 1000)
        cpu.append((time.thread_time() - c0) * 1000)
        time.sleep(0.002)  # let the AI thread think between frames, as in real play
        if app.stack.top is not table:
            app.stack.pop()
            app.stack.apply_pending()
    app.shutdown()
    wall.sort()
    cpu.sort()
    q = int(n * 0.99)
    return {
        "pieces": pieces,
        "p50": wall[n // 2],
        "p99": wall[q],
        "max": wall[-1],
        "cpu50": cpu[n // 2],
        "cpu99": cpu[q],
        "steps": len(match.log),
    }


def opening(times: int = 5) -> tuple[float, float]:
    from scenes.tools import open_table

    app = app_for(1.0, 0.6)
    walls, cpus = [], []
    for k in range(times):
        match = crowded(seed=k)
        t0, c0 = time.perf_counter(), time.thread_time()
        open_table(app, match, viewer=0)
        app.run_frames(1)
        walls.append((time.perf_counter() - t0) * 1000)
        cpus.append((time.thread_time() - c0) * 1000)
    app.shutdown()
    return statistics.median(walls), statistics.median(cpus)


def end_turn_to_next_decision(turns: int) -> list[float]:
    from scenes.table.staging import advance, ai_config
    from scenes.tools import open_table

    app = app_for(1.0, 0.6)
    match = Match(RULES, ai_config("kratos", 7, humans=1))

    def ready(m: Match) -> bool:
        return (
            not m.chance_pending
            and any(d.seat == 0 and d.kind == "choose_play" for d in m.decisions())
            and m.view(None).round >= 3
        )

    advance(match, 8000, ready)
    table = open_table(app, match, viewer=0)
    table.speed = "fastest"
    out = []
    for _ in range(turns):
        app.run_frames(5)
        d = table.current_human_decision()
        if d is None or match.is_over:
            break
        t0 = time.perf_counter()
        table.choose(0, Action("end_turn"))
        while table.current_human_decision() is None and not match.is_over:
            app.frame([], 1 / 60)
            time.sleep(1 / 240)
        out.append(time.perf_counter() - t0)
    app.shutdown()
    return out


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--frames", type=int, default=900)
    p.add_argument("--turns", type=int, default=5)
    args = p.parse_args()
    for zoom, name in ((0, "whole chart"), (2, "zoomed in")):
        r = frames(args.frames, zoom)
        print(
            f"frame, 9 seats, {r['pieces']} pieces, {name}: wall p50 {r['p50']:.2f} ms, "
            f"p99 {r['p99']:.2f} ms, max {r['max']:.1f} ms; CPU p50 {r['cpu50']:.2f} ms, "
            f"p99 {r['cpu99']:.2f} ms; {r['steps']} steps (target p99 <= 4 ms)"
        )
    wall, cpu = opening()
    print(f"opening the table: wall {wall:.0f} ms, CPU {cpu:.0f} ms (target <= 100 ms)")
    waits = end_turn_to_next_decision(args.turns)
    if waits:
        print(
            f"end of turn to the next decision, 8 AI seats at the fastest pace: median "
            f"{statistics.median(waits):.2f} s, worst {max(waits):.2f} s over {len(waits)} "
            f"turns (target <= 5 s)"
        )


if __name__ == "__main__":
    main()
