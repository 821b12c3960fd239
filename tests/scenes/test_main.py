"""main.py: command line, and broken data turned into a message with exit status 2."""

from __future__ import annotations

import dataclasses
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game import registry
from game.core import GameDef
from scenes import program

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def data_honouring_duel():
    """The test game, but reading its cards from the data folder like a shipped game."""
    import duel

    info = dataclasses.replace(duel.INFO, id="duel_files")
    game = GameDef(info, lambda folder: duel.load_content(folder), duel.DuelRules, {})
    registry.register(game)
    yield game
    registry.unregister("duel_files")


def test_broken_yaml_gives_a_message_and_exit_status_2(
    tmp_path, capsys, monkeypatch, data_honouring_duel
):
    shutil.copytree(ROOT / "data", tmp_path / "data")  # every other game's data intact
    folder = tmp_path / "data" / "duel_files"
    folder.mkdir(parents=True)
    text = (ROOT / "tests" / "duel_data" / "cards.yaml").read_text()
    (folder / "cards.yaml").write_text(text.replace("value: 3,", 'value: "three",'))
    monkeypatch.setenv("TORTUGA_DATA_DIR", str(tmp_path / "elsewhere"))  # restored afterwards
    code = program.main(["--smoke", "--data", str(tmp_path / "data")])
    err = capsys.readouterr().err
    assert code == 2
    assert "cards.yaml" in err and "cards[2].value" in err and "whole number" in err
    assert "Traceback" not in err


def test_list_prints_the_registered_games(capsys):
    assert program.main(["--list"]) == 0
    out = capsys.readouterr().out
    for gid in registry.game_ids():
        assert gid in out


def test_unknown_option_is_refused():
    proc = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--no-such-option"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 2 and "unrecognized arguments" in proc.stderr


@pytest.fixture
def broken_sandcastles(tmp_path, monkeypatch, user_dirs):
    """A data folder whose Sandcastles tiles.yaml has a negative count (the rest intact); the
    games' caches are emptied before and after, so no other test sees this folder's data."""
    root = tmp_path / "data"
    shutil.copytree(ROOT / "data", root)
    tiles = root / "sandcastles" / "tiles.yaml"
    tiles.write_text(tiles.read_text(encoding="utf-8").replace("count: 9,", "count: -9,", 1))
    monkeypatch.setenv("TORTUGA_DATA_DIR", str(root))  # main.py sets it again; undone after
    registry.forget()
    yield root
    monkeypatch.undo()
    registry.forget()
    registry.check(("sandcastles",))


def test_a_broken_game_is_only_that_game_unavailable(broken_sandcastles, monkeypatch):
    """`python main.py` with a broken data file: the message scene names the game, the file,
    the key and the problem; the program goes on (no traceback, no exit), the game's card says
    it is unavailable and opens the same message, and another game still opens its setup."""
    from scenes.core.app import App
    from scenes.menus.message import MessageScene
    from scenes.menus.setup import SetupScene
    from scenes.menus.title import TitleScene

    seen: dict[str, object] = {}

    def frames(app: App, warm_games: bool = True) -> int:
        app.stack.apply_pending()
        app.run_frames(1)  # the first frame; then the warm-up, as run_loop starts it
        app.warm_up(warm_games)
        assert app._warming is not None
        app._warming.join(120)  # it checks every game's data on its thread
        app.idle()  # the main thread says what it found
        app.run_frames(2)
        message = app.stack.top
        assert isinstance(message, MessageScene)
        seen["first"] = message.text
        message.close()  # OK: the title stays
        app.run_frames(2)
        assert app.running and isinstance(app.stack.top, TitleScene)
        title = app.stack.top
        title.start_setup("sandcastles")
        app.run_frames(1)
        seen["again"] = getattr(app.stack.top, "text", None)
        app.stack.top.close()
        app.run_frames(1)
        title.start_setup("mutinies")
        app.run_frames(1)
        seen["other"] = type(app.stack.top)
        app.quit()
        app.shutdown()
        return app.exit_code

    monkeypatch.setattr(App, "run_loop", frames)
    code = program.main(["--data", str(broken_sandcastles), "--windowed"])
    assert code == 0
    text = str(seen["first"])
    where = "sandcastles/tiles.yaml: castle_tiles.designs[0].count: "
    assert "Sandcastles" in text and where in text and "from 0 to 80" in text, text
    assert seen["again"] is not None and where in str(seen["again"])
    assert seen["other"] is SetupScene
    assert registry.problem("mutinies") is None and registry.problem("sandcastles") is not None


def test_seats_given_on_the_command_line_are_named_as_the_setup_names_them(tmp_path):
    """`--game G --seats human,ai`: the AI seat is named without an English "(AI)" (its panel
    says it is an AI, in the player's language: "IA: normal")."""
    from scenes.core.settings import DEFAULT_NAMES
    from scenes.tools import config_from_cli, headless_app

    app = headless_app(tmp_path)
    try:
        config = config_from_cli("sandcastles", "human,ai", 4, [], app)
    finally:
        app.shutdown()
    assert [s.name for s in config.seats] == list(DEFAULT_NAMES[:2])
    assert [s.kind for s in config.seats] == ["human", "ai"]
