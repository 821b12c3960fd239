"""Build the runnable program with PyInstaller (one folder: dist/tortuga/), then smoke-test it.

    python tools/build_exe.py            build, print its size and cold start, then run
                                         `dist/tortuga/tortuga --smoke` headless
    python tools/build_exe.py --no-smoke build, size and start only
    python tools/build_exe.py --tree DIR build from DIR, a copy made by tools/compile_rules.py
    python tools/build_exe.py --sources  build from the sources, the rules not compiled

The build packages a copy of the program whose rules are compiled by mypyc
(tools/compile_rules.py, which needs a C compiler): made in build/compiled unless `--tree` names
one already made (CI makes it once, tests it, then builds from it).

The size counts each file once: a hard link to a file already counted and a symbolic link add
nothing (PyInstaller's folder links shared libraries). The start is timed from outside, as
tests/bench/bench_startup.py times `main.py`: from spawning the program to its first and third
flip (TORTUGA_STARTUP_PROBE), the first run after the build (cold) and the median of the next
five, beside a bare pygame window opened by this Python.

The same command builds on Windows (dist/tortuga/tortuga.exe) and macOS; PyInstaller does not
cross-compile, so build on each system you ship for.
"""

from __future__ import annotations

import os
import stat
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def build(tree: Path) -> Path:
    """Package the program in `tree` (this checkout, or a copy with its rules compiled)."""
    import PyInstaller.__main__

    PyInstaller.__main__.run(
        [
            "--noconfirm",
            "--clean",
            "--log-level",
            "WARN",
            "--distpath",
            str(ROOT / "dist"),
            "--workpath",
            str(ROOT / "build"),
            str(tree / "tools" / "tortuga.spec"),
        ]
    )
    exe = ROOT / "dist" / "tortuga" / ("tortuga.exe" if os.name == "nt" else "tortuga")
    if not exe.exists():
        raise SystemExit(f"build failed: {exe} is missing")
    return exe


def tree_size(folder: Path) -> int:
    """Bytes of the files under `folder`, each counted once: symbolic links are not followed
    nor counted, and a file with several hard links counts for one."""
    seen: set[tuple[int, int]] = set()
    total = 0
    for root, _dirs, files in os.walk(folder):  # os.walk does not follow links to folders
        for name in files:
            st = os.lstat(os.path.join(root, name))
            if not stat.S_ISREG(st.st_mode):  # a symbolic link (its lstat is the link's)
                continue
            key = (st.st_dev, st.st_ino)
            if key not in seen:
                seen.add(key)
                total += st.st_size
    return total


HEADLESS = dict(
    os.environ,
    SDL_VIDEODRIVER="dummy",
    SDL_AUDIODRIVER="dummy",
    SDL_NO_SIGNAL_HANDLERS="1",
    PYGAME_HIDE_SUPPORT_PROMPT="1",
)
FLOOR = (
    "import time, pygame; pygame.init(); pygame.display.set_mode((1280, 720)); "
    "pygame.display.flip(); print(f'flip 1 {time.time():.6f}', flush=True)"
)


def flips(cmd: list[str], env: dict[str, str]) -> list[float]:
    """Seconds from spawning `cmd` to each `flip N <time>` line it prints."""
    start = time.time()
    out = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=120)
    return [
        float(line.split()[2]) - start for line in out.stdout.splitlines() if line[:5] == "flip "
    ]


def cold_start(exe: Path, runs: int = 5) -> str:
    """The packaged program's start, timed from outside (see the module's docstring)."""
    # a player's own folders, found by platformdirs under a new home (as bench_startup.py)
    env = {k: v for k, v in HEADLESS.items() if k != "TORTUGA_HOME" and not k.startswith("XDG_")}
    env.update(TORTUGA_STARTUP_PROBE="3", HOME=tempfile.mkdtemp())
    cold = flips([str(exe)], env)
    if len(cold) < 3:
        return "the packaged program did not show three frames"
    warm = [flips([str(exe)], env) for _ in range(runs)]
    floor = statistics.median(
        flips([sys.executable, "-c", FLOOR], HEADLESS)[0] for _ in range(runs)
    )
    first = statistics.median(t[0] for t in warm)
    third = statistics.median(t[2] for t in warm)
    return (
        f"packaged start: cold first frame {cold[0] * 1000:.0f} ms, loop running "
        f"{cold[2] * 1000:.0f} ms; then (median of {runs}) first frame {first * 1000:.0f} ms "
        f"({first / floor:.2f}x the floor), loop running {third * 1000:.0f} ms "
        f"({third / floor:.2f}x); floor (bare pygame window) {floor * 1000:.0f} ms"
    )


def smoke(exe: Path) -> int:
    proc = subprocess.run([str(exe), "--smoke"], env=HEADLESS, timeout=900)
    return proc.returncode


def source_tree(argv: list[str]) -> Path:
    """What to package: `--sources` this checkout, `--tree DIR` a compiled copy already made,
    else a compiled copy made now in build/compiled."""
    if "--sources" in argv:
        return ROOT
    if "--tree" in argv:
        return Path(argv[argv.index("--tree") + 1]).resolve()
    from compile_rules import stage  # beside this file

    return stage(ROOT / "build" / "compiled")


def main() -> int:
    exe = build(source_tree(sys.argv[1:]))
    print(f"built {exe} ({tree_size(exe.parent) / 1e6:.0f} MB, each file counted once)")
    print(cold_start(exe))
    if "--no-smoke" in sys.argv:
        return 0
    code = smoke(exe)
    print(f"packaged smoke test exit status: {code}")
    return code


if __name__ == "__main__":
    sys.exit(main())
