"""The registry's small index (what the title menu shows before any game is imported) agrees
with each game's own GameInfo, and the first frame's modules import no game."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from game import registry
from scenes.core import i18n

ROOT = Path(__file__).resolve().parents[2]


def test_every_game_has_an_index_entry_that_matches_its_info() -> None:
    assert set(registry.SEATS) == set(registry.GAMES)
    for game_id in registry.GAMES:
        assert registry.seat_range(game_id) == registry.get(game_id).info.seat_range, game_id


def test_every_game_has_a_name_and_blurb_for_its_title_card() -> None:
    for lang in ("en", "es"):
        i18n.configure(lang)
        for game_id in registry.GAMES:
            assert i18n.has(f"{game_id}.name") and i18n.has(f"{game_id}.blurb"), (lang, game_id)
    i18n.configure("en")


FIRST_FRAME = """
import os, sys, tempfile
os.environ.update(TORTUGA_HOME=tempfile.mkdtemp(), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
from scenes.core.app import App
from scenes.launch import install
from scenes.menus.title import TitleScene
app = install(App(audio=False))
app.stack.push(TitleScene(app))
app.stack.apply_pending()
app.update_and_draw([], 1 / 60)
print(" ".join(sorted(sys.modules)))
"""


def test_the_title_menu_imports_no_game_no_engine_and_no_widget_toolkit() -> None:
    out = subprocess.run(
        [sys.executable, "-c", FIRST_FRAME], cwd=ROOT, capture_output=True, text=True, check=True
    )
    modules = out.stdout.strip().splitlines()[-1].split()
    heavy = {"pygame_gui", "yaml", "game.core.match", "game.core.rules"}
    heavy |= {f"game.{game_id}" for game_id in registry.GAMES}
    assert heavy.isdisjoint(modules), heavy.intersection(modules)


def test_every_games_data_loads_and_validates() -> None:
    """A plain start checks the data only on its warm-up thread: CI checks every file here."""
    for game_id in registry.GAMES:
        assert registry.rules_for(game_id).info.id == game_id
