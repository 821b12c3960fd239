"""Start-up and footprint figures (not a test), measured from outside the program.

    python tests/bench/bench_startup.py [--runs 7] [--memory] [--frames 600]

Every run is a fresh process with the SDL dummy driver, started as a player starts it (its
folders found by platformdirs, under a new HOME); the clock starts just before the
process is spawned and stops at the wall-clock time the process prints at a flip
(`TORTUGA_STARTUP_PROBE=N` makes `main.py` print the time of each of its first N flips and quit).
Each process also prints the processor time it has used by then (its threads' too): on a machine
busy with other work the wall-clock figures wander, the processor-time ratios much less.

- floor: a bare `import pygame; pygame.init(); set_mode((1280, 720)); flip` process;
- first frame: `python main.py` to its first flip (the title menu drawn);
- loop running: to its third flip (the loop has answered a frame's input twice since);
both as medians of `--runs`, the app's runs interleaved with the floor's, and as ratios to the
floor (targets: first frame <= 1.5x, loop running <= 2x); then the same in processor time.

With --memory: peak RSS (the kernel's ru_maxrss of the child, read through os.wait4) of
`main.py --smoke` and of a Mutinies table with five AI seats for `--frames` frames
(target: <= 120 MiB each).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENV = dict(
    os.environ,
    SDL_VIDEODRIVER="dummy",
    SDL_AUDIODRIVER="dummy",
    SDL_NO_SIGNAL_HANDLERS="1",
    PYGAME_HIDE_SUPPORT_PROMPT="1",
)
# A player's machine keeps compiled modules (.pyc); a sandbox that forbids writing them would
# charge our start-up, not pygame's (installed with its .pyc), for compiling every module.
ENV.pop("PYTHONDONTWRITEBYTECODE", None)

FLOOR = (
    "import time, pygame; pygame.init(); pygame.display.set_mode((1280, 720)); "
    "pygame.display.flip(); print(f'flip 1 {time.time():.6f} {time.process_time():.6f}', "
    "flush=True)"
)


def flips(cmd: list[str], env: dict[str, str]) -> list[tuple[float, float]]:
    """For each `flip N <time> <processor time>` line `cmd` prints: the seconds from spawning it
    to that flip, and the processor seconds it had used."""
    start = time.time()
    out = subprocess.run(cmd, env=env, capture_output=True, text=True, cwd=ROOT, timeout=120)
    times = [
        (float(line.split()[2]) - start, float(line.split()[3]))
        for line in out.stdout.splitlines()
        if line[:5] == "flip "
    ]
    if out.returncode != 0 or not times:
        raise SystemExit(f"{cmd} failed ({out.returncode}):\n{out.stdout}\n{out.stderr}")
    return times


def startup(runs: int) -> dict[str, tuple[float, float]]:
    """Medians of (wall, processor) seconds: the floor's flip, the app's first and third."""
    # A player's own folders (found by platformdirs, as on a player's machine), under a new home:
    # TORTUGA_HOME would skip that lookup, a few milliseconds a player pays.
    home = tempfile.mkdtemp()
    app_env = {k: v for k, v in ENV.items() if k != "TORTUGA_HOME" and not k.startswith("XDG_")}
    app_env.update(TORTUGA_STARTUP_PROBE="3", HOME=home)
    floor_cmd = [sys.executable, "-c", FLOOR]
    app_cmd = [sys.executable, str(ROOT / "main.py")]
    flips(floor_cmd, ENV)  # warm the disk cache and the .pyc files
    flips(app_cmd, app_env)  # (and write the settings file a player has)
    floor, first, third = [], [], []
    for _ in range(runs):
        floor.append(flips(floor_cmd, ENV)[0])
        t = flips(app_cmd, app_env)
        first.append(t[0])
        third.append(t[2])

    def median(samples: list[tuple[float, float]]) -> tuple[float, float]:
        return statistics.median(w for w, _ in samples), statistics.median(c for _, c in samples)

    return {"floor": median(floor), "first": median(first), "third": median(third)}


def peak_rss_mib(cmd: list[str], env: dict[str, str]) -> float:
    """The child's peak resident set (ru_maxrss, KiB on Linux) in MiB."""
    proc = subprocess.Popen(cmd, env=env, cwd=ROOT, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        raise SystemExit(f"{cmd} exited with {proc.returncode}")
    return usage.ru_maxrss / 1024


def memory(frames: int) -> dict[str, float]:
    home = tempfile.mkdtemp()
    main = [sys.executable, str(ROOT / "main.py")]
    smoke = peak_rss_mib(main + ["--smoke"], dict(ENV, TORTUGA_HOME=home))
    table_env = dict(ENV, TORTUGA_HOME=home, TORTUGA_STARTUP_PROBE=str(frames))
    seats = ",".join(["ai"] * 5)
    mutinies = peak_rss_mib(
        main + ["--game", "mutinies", "--seats", seats, "--seed", "21"], table_env
    )
    return {"smoke": smoke, "mutinies": mutinies}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=7)
    p.add_argument("--memory", action="store_true", help="also peak RSS (slow: runs --smoke)")
    p.add_argument("--frames", type=int, default=600, help="frames of the Mutinies table")
    args = p.parse_args()
    s = startup(args.runs)
    for k, clock in enumerate(("wall-clock", "processor")):
        floor, first, third = s["floor"][k], s["first"][k], s["third"][k]
        print(
            f"{clock} time, medians of {args.runs}: "
            f"floor (bare pygame to first flip) {floor * 1000:.0f} ms"
        )
        print(
            f"  first frame (first flip, title drawn): {first * 1000:.0f} ms, "
            f"{first / floor:.2f}x the floor (target <= 1.5x)"
        )
        print(
            f"  loop running (third flip): {third * 1000:.0f} ms, "
            f"{third / floor:.2f}x the floor (target <= 2x)"
        )
    if args.memory:
        m = memory(args.frames)
        print(f"peak RSS, main.py --smoke: {m['smoke']:.1f} MiB (target <= 120)")
        print(
            f"peak RSS, Mutinies table, 5 AI seats, {args.frames} frames: "
            f"{m['mutinies']:.1f} MiB (target <= 120)"
        )


if __name__ == "__main__":
    main()
