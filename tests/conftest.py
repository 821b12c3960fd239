"""Test set-up: headless SDL, the test game registered, a private settings/saves folder."""

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("SDL_NO_SIGNAL_HANDLERS", "1")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
TESTS = Path(__file__).resolve().parent
if str(TESTS) not in sys.path:
    sys.path.insert(0, str(TESTS))

import pytest  # noqa: E402

from game import registry  # noqa: E402


@pytest.fixture(autouse=True, scope="session")
def _duel_registered():
    import duel

    from scenes.core import i18n as ui_i18n

    registry.register(duel.GAME)
    ui_i18n.add_path(TESTS / "duel_data" / "i18n")  # the test game's own words
    yield
    registry.unregister("duel")


@pytest.fixture
def user_dirs(tmp_path, monkeypatch):
    """Settings, saves and autosaves go to a temporary folder, never the tester's home."""
    monkeypatch.setenv("TORTUGA_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def app(tmp_path, monkeypatch):
    """A headless App for scene tests: saves under tmp_path, no sound, no AI pause, instant
    animations; the language and colour-blind mode are put back afterwards."""
    from scenes.core import i18n, theme
    from scenes.tools import headless_app

    monkeypatch.setenv("TORTUGA_HOME", str(tmp_path / "home"))
    # Synthetic clicks come faster than a double click: the prompt bar's guard against a double
    # click's second press is off (tests/scenes/test_table_kit.py turns it on to test it).
    monkeypatch.setattr("scenes.widgets.prompt_bar.DOUBLE_CLICK", 0.0)
    a = headless_app(tmp_path, None, ai_delay=0.0, animation_speed=0.0)
    yield a
    a.shutdown()
    i18n.configure("en")
    theme.set_colourblind(False)
