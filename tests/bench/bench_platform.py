"""Platform figures (not a test): start-up time and frame times of the menus, headless.

    python tests/bench/bench_platform.py

- start-up, as tests/bench/bench_startup.py measures it from outside: `python main.py` from
  spawning it to its first flip and to its third, against a bare pygame window, fresh processes
  in this run (targets: first frame <= 1.5x the floor, loop running <= 2x);
- frame time p50/p99 of the title and setup scenes (target p99 <= 4 ms), and of the settings,
  load and rules screens.
"""

from __future__ import annotations

import os
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
    sys.path.insert(0, str(ROOT / "tests" / "bench"))
    from bench_startup import startup

    s = startup(7)
    print(
        f"start-up: floor {s['floor'] * 1000:.0f} ms; first frame {s['first'] * 1000:.0f} ms "
        f"({s['first'] / s['floor']:.2f}x, target <= 1.5x); loop running "
        f"{s['third'] * 1000:.0f} ms ({s['third'] / s['floor']:.2f}x, target <= 2x)"
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
