"""The rules as tools/compile_rules.py compiles them for the packaged build.

These run in the normal suite (on the sources) and again, by `.ci/run`, against the compiled
copy (`python tools/compile_rules.py DEST --test`)."""

from __future__ import annotations

import ast
import pickle
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT / "tools") not in sys.path:
    sys.path.insert(0, str(ROOT / "tools"))

from compile_rules import compiled_modules, game_packages, stage  # noqa: E402

from game import registry  # noqa: E402
from game.core.playout import new_match, play_out  # noqa: E402
from game.core.types import Chance  # noqa: E402


def test_every_games_step_loop_and_views_are_compiled_and_its_ai_and_words_are_not():
    modules = {m.as_posix() for m in compiled_modules(ROOT)}
    games = {p.name for p in game_packages(ROOT)}
    assert games == set(registry.GAMES)
    for game_id in games:
        for name in ("flow", "turns" if game_id != "mutinies" else "rounds", "model", "views"):
            assert f"game/{game_id}/{name}.py" in modules
        for name in ("ai", "ai_search", "words", "rules", "tasks", "content"):
            assert f"game/{game_id}/{name}.py" not in modules
    assert {"game/core/agenda.py", "game/core/rng.py"} <= modules


def test_the_copy_never_replaces_the_checkout_or_a_folder_it_did_not_make(tmp_path):
    for folder in (ROOT, ROOT.parent, ROOT / "game"):
        with pytest.raises(SystemExit):
            stage(folder)
    (tmp_path / "notes.txt").write_text("mine")
    with pytest.raises(SystemExit, match="left alone"):
        stage(tmp_path)
    assert (tmp_path / "notes.txt").read_text() == "mine"


def _is_native_false(decorator: ast.expr) -> bool:
    return (
        isinstance(decorator, ast.Call)
        and getattr(decorator.func, "id", "") == "mypyc_attr"
        and any(
            k.arg == "native_class" and getattr(k.value, "value", True) is False
            for k in decorator.keywords
        )
    )


def _is_frozen_dataclass(decorator: ast.expr) -> bool:
    return (
        isinstance(decorator, ast.Call)
        and getattr(decorator.func, "id", "") == "dataclass"
        and any(k.arg == "frozen" and getattr(k.value, "value", False) for k in decorator.keywords)
    )


def test_frozen_dataclasses_in_compiled_modules_stay_python_classes():
    """Compiled, a frozen dataclass cannot be unpickled (mypyc's pickling sets each field, which a
    frozen class refuses), and views are pickled to the search process: such a class in a
    compiled module is marked `@mypyc_attr(native_class=False)`."""
    unmarked = []
    for module in compiled_modules(ROOT):
        tree = ast.parse((ROOT / module).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.ClassDef):
                continue
            marks = node.decorator_list
            if any(map(_is_frozen_dataclass, marks)) and not any(map(_is_native_false, marks)):
                unmarked.append(f"{module}: {node.name}")
    assert not unmarked, f"frozen, not @mypyc_attr(native_class=False): {', '.join(unmarked)}"


@pytest.mark.parametrize("game_id", sorted(registry.GAMES))
def test_states_views_and_decisions_survive_pickling(game_id):
    """What the search process is sent (a seat's view, its decision) and what it could be sent
    (a state) come back equal, compiled or not."""
    game, rules = registry.get(game_id), registry.rules_for(game_id)
    low = registry.SEATS[game_id][0]
    match, policies = new_match(game, rules, ["heuristic"] * max(2, low), seed=11)
    play_out(match, policies, max_steps=40)
    while isinstance(match.pending, Chance):
        match.step_chance()
    state = pickle.loads(pickle.dumps(match.state))
    assert rules.state_hash(state) == rules.state_hash(match.state)
    for decision in match.decisions():
        view = rules.view(match.state, decision.seat)
        assert pickle.loads(pickle.dumps(view)) == view
        assert pickle.loads(pickle.dumps(decision)) == decision
