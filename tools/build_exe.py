"""Build the runnable program with PyInstaller (one folder: dist/tortuga/), then smoke-test it.

    python tools/build_exe.py            build, then run `dist/tortuga/tortuga --smoke` headless
    python tools/build_exe.py --no-smoke build only

The same command builds on Windows (dist/tortuga/tortuga.exe) and macOS; PyInstaller does not
cross-compile, so build on each system you ship for.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def build() -> Path:
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
            str(ROOT / "tools" / "tortuga.spec"),
        ]
    )
    exe = ROOT / "dist" / "tortuga" / ("tortuga.exe" if os.name == "nt" else "tortuga")
    if not exe.exists():
        raise SystemExit(f"build failed: {exe} is missing")
    return exe


def smoke(exe: Path) -> int:
    env = dict(
        os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", SDL_NO_SIGNAL_HANDLERS="1"
    )
    proc = subprocess.run([str(exe), "--smoke"], env=env, timeout=900)
    return proc.returncode


def main() -> int:
    exe = build()
    size = sum(f.stat().st_size for f in exe.parent.rglob("*") if f.is_file()) / 1e6
    print(f"built {exe} ({size:.0f} MB)")
    if "--no-smoke" in sys.argv:
        return 0
    code = smoke(exe)
    print(f"packaged smoke test exit status: {code}")
    return code


if __name__ == "__main__":
    sys.exit(main())
