"""main.py: command line, and broken data turned into a message with exit status 2."""

from __future__ import annotations

import dataclasses
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import main
from game import registry
from game.core import GameDef

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
    code = main.main(["--smoke", "--data", str(tmp_path / "data")])
    err = capsys.readouterr().err
    assert code == 2
    assert "cards.yaml" in err and "cards[2].value" in err and "whole number" in err
    assert "Traceback" not in err


def test_list_prints_the_registered_games(capsys):
    assert main.main(["--list"]) == 0
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
