"""game.core.data.shared_content: a game's content is read once and shared by the rules, the AI
and the scenes (it was read up to four times, each a full copy)."""

from __future__ import annotations

from pathlib import Path

from game import registry
from game.core.data import data_dir, forget_contents, shared_content


def test_a_loader_reads_a_folder_once_until_forgotten(tmp_path):
    calls: list[Path] = []

    def load(folder: Path) -> object:
        calls.append(folder)
        return object()

    first = shared_content(load, tmp_path)
    assert shared_content(load, tmp_path) is first
    assert shared_content(load, tmp_path / ".") is first  # the same folder, however written
    other = tmp_path / "other"
    other.mkdir()
    assert shared_content(load, other) is not first
    forget_contents()
    assert shared_content(load, tmp_path) is not first
    assert len(calls) == 3


def test_the_rules_and_the_ai_of_a_game_share_one_content():
    from game.mutinies import ai
    from game.mutinies.content import load_content

    registry.unregister("no_such_game")  # empties the registry's caches (and the contents)
    ai._catalogue.cache_clear()
    rules = registry.rules_for("mutinies")
    content = shared_content(load_content, data_dir("mutinies"))
    assert rules.g.content is content
    assert ai.HeuristicPolicy().g.content is content
