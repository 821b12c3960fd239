"""Platform figures (not a test): start-up time and frame times of the menus, headless.

    python tests/bench/bench_platform.py

- start-up: `python main.py` to its first menu frame, against the bare
  `import pygame; pygame.init(); pygame.display.set_mode((1280, 720))`, both measured in fresh
  processes in this run (target: ratio <= 2);
- frame time p50/p99 of the title and setup scenes (target p99 <= 4 ms), and of the settings,
  load and rules screens.
"""

from __future__ import annotations

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

BARE = (
    "import time; t=time.perf_counter(); import pygame; pygame.init(); "
    "pygame.display.set_mode((1280, 720)); print(time.perf_counter()-t)"
)
APP = f"""
import time, sys, os, tempfile
t = time.perf_counter()
sys.path.insert(0, {str(ROOT)!r})
os.environ['TORTUGA_HOME'] = tempfile.mkdtemp()
from scenes.core.app import App
from scenes.menus.title import TitleScene
app = App()
app.stack.push(TitleScene(app)); app.stack.apply_pending()
app.frame([], 1/60)
import pygame; pygame.display.flip()
print(time.perf_counter() - t)
"""


def timed(code: str, runs: int = 7) -> float:
    subprocess.run([sys.executable, "-c", code], env=ENV, capture_output=True, check=True)  # warm
    times = []
    for _ in range(runs):
        out = (
            subprocess.run(
                [sys.executable, "-c", code], env=ENV, capture_output=True, text=True, check=True
            )
            .stdout.strip()
            .splitlines()[-1]
        )
        times.append(float(out))
    return statistics.median(times)


def frame_times(scene_factory, frames: int = 600) -> tuple[float, float]:
    sys.path.insert(0, str(ROOT))
    os.environ.update(ENV)
    from scenes.tools import headless_app

    app = headless_app(Path(tempfile.mkdtemp()))
    from scenes.menus.title import TitleScene

    app.stack.push(TitleScene(app))
    app.stack.apply_pending()
    scene = scene_factory(app)
    if scene is not None:
        app.stack.push(scene)
        app.stack.apply_pending()
    for _ in range(30):
        app.frame([], 1 / 60)
    samples = []
    for _ in range(frames):
        t0 = time.perf_counter()
        app.frame([], 1 / 60)
        samples.append((time.perf_counter() - t0) * 1000)
    app.shutdown()
    samples.sort()
    return samples[len(samples) // 2], samples[int(len(samples) * 0.99)]


def main() -> None:
    sys.path.insert(0, str(ROOT))
    bare = timed(BARE)
    app = timed(APP)
    print(
        f"start-up: bare pygame {bare * 1000:.0f} ms, Tortuga to first menu frame "
        f"{app * 1000:.0f} ms, ratio {app / bare:.2f} (target <= 2)"
    )
    from game import registry
    from scenes.menus.load import LoadScene
    from scenes.menus.rules_reader import RulesScene
    from scenes.menus.settings_scene import SettingsScene
    from scenes.menus.setup import SetupScene

    first = registry.game_ids()[0] if registry.game_ids() else None
    cases = {
        "title": lambda a: None,
        "settings": SettingsScene,
        "load": LoadScene,
        "rules": lambda a: RulesScene(a, first),
    }
    if first:
        cases["setup"] = lambda a: SetupScene(a, first)
    for name, factory in cases.items():
        p50, p99 = frame_times(factory)
        print(f"frame {name:9s} p50 {p50:.2f} ms  p99 {p99:.2f} ms (target p99 <= 4 ms)")


if __name__ == "__main__":
    main()
