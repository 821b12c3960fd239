"""The project's own promises: layering, the README's two commands, CI running the same one."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def readme_commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("## Two commands", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```\n(.+?)\n```", section)


def test_readme_gives_exactly_two_commands_play_and_test():
    play, test = readme_commands()
    assert play.endswith("main.py")
    assert "pytest" in test


def test_ci_runs_the_readme_test_command():
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    m = re.search(r"TEST_COMMAND='(.+)'", ci)
    assert m and m.group(1) == readme_commands()[1]


def test_rules_never_import_pygame():
    offenders = [
        str(p.relative_to(ROOT))
        for p in (ROOT / "game").rglob("*.py")
        if re.search(r"^\s*(import|from)\s+pygame", p.read_text(encoding="utf-8"), re.M)
    ]
    assert offenders == []


def test_no_unfinished_markers_in_shipped_code():
    pattern = re.compile(r"\b(TODO|FIXME|XXX)\b|NotImplementedError")
    files = [p for d in ("game", "scenes") for p in (ROOT / d).rglob("*.py")] + [ROOT / "main.py"]
    offenders = [
        str(p.relative_to(ROOT)) for p in files if pattern.search(p.read_text(encoding="utf-8"))
    ]
    assert offenders == []


def test_rules_code_never_uses_the_global_random_module():
    offenders = [
        str(p.relative_to(ROOT))
        for p in (ROOT / "game").rglob("*.py")
        if re.search(r"^\s*(import random|from random import)", p.read_text(encoding="utf-8"), re.M)
    ]
    assert offenders == []


def test_ui_strings_have_the_same_keys_and_placeholders_in_both_languages():
    import sys

    sys.path.insert(0, str(ROOT / "tests"))
    from support.texts import placeholders, strings

    en, es = strings("en"), strings("es")
    assert sorted(set(en) ^ set(es)) == []
    mismatched = [k for k in en if placeholders(en[k]) != placeholders(es[k])]
    assert mismatched == []


# ---- the one engine shape (game/README.md, "The shape of a game package") -----------------------

PACKAGE_MODULES = (
    "__init__",
    "info",
    "content",
    "catalogue",
    "model",
    "tasks",
    "flow",
    "setup",
    "views",
    "illegal",
    "words",
    "invariants",
    "rules",
    "ai",
    "position",
)
MAX_CLASS_LINES = 600
MAX_FACADE_LINES = 500


def _game_ids() -> list[str]:
    from game.registry import GAMES

    return sorted(GAMES)


def _classes(path: Path) -> list[tuple[str, int, list[str]]]:
    """(name, lines, base names) of every class in a module."""
    import ast

    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            bases = [ast.unparse(b) for b in node.bases]
            out.append((node.name, (node.end_lineno or node.lineno) - node.lineno + 1, bases))
    return out


def test_every_game_package_has_the_standard_modules_and_files():
    for game_id in _game_ids():
        folder = ROOT / "game" / game_id
        missing = [m for m in PACKAGE_MODULES if not (folder / f"{m}.py").is_file()]
        assert missing == [], (game_id, missing)
        for f in (
            ROOT / "data" / game_id / "game.yaml",
            ROOT / "data" / game_id / "rules.en.md",
            ROOT / "data" / game_id / "rules.es.md",
            ROOT / "data" / "i18n" / f"{game_id}.en.json",
            ROOT / "data" / "i18n" / f"{game_id}.es.json",
            ROOT / "assets" / "images" / "emblems" / f"{game_id}.bmp",
        ):
            assert f.is_file(), (game_id, str(f.relative_to(ROOT)))
        assert (ROOT / "tests" / game_id).is_dir(), game_id


def test_no_mixins_and_no_class_over_600_lines_in_game():
    offenders = []
    for path in (ROOT / "game").rglob("*.py"):
        for name, lines, _bases in _classes(path):
            if name.endswith("Mixin") or lines > MAX_CLASS_LINES:
                offenders.append(f"{path.relative_to(ROOT)}: {name} ({lines} lines)")
    assert offenders == []


def test_each_rules_class_is_a_thin_facade_on_the_agenda():
    for game_id in _game_ids():
        path = ROOT / "game" / game_id / "rules.py"
        lines = len(path.read_text(encoding="utf-8").splitlines())
        assert lines < MAX_FACADE_LINES, (game_id, lines)
        facades = [c for c in _classes(path) if c[0].endswith("Rules")]
        assert len(facades) == 1, (game_id, [c[0] for c in facades])
        bases = facades[0][2]
        assert len(bases) == 1 and bases[0].startswith("AgendaRules"), (game_id, bases)


def _built_name(node: object) -> bool:
    """A name put together from a literal piece and a value: "_do_" + kind, f"on_{kind}"."""
    import ast

    if isinstance(node, ast.JoinedStr):
        return True
    return isinstance(node, ast.BinOp) and any(
        isinstance(side, ast.Constant) and isinstance(side.value, str)
        for side in (node.left, node.right)
    )


def test_handlers_are_never_found_by_building_names():
    """No getattr(obj, "prefix" + kind) or f-string lookups in the rules: handlers are
    registered in each game's Flow table (game/core/agenda.py)."""
    import ast

    offenders = []
    for path in (ROOT / "game").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id in ("getattr", "hasattr")
                and len(node.args) >= 2
                and _built_name(node.args[1])
            ):
                offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert offenders == []


def test_every_game_stands_alone_in_the_import_contract():
    """Each game package is listed in the import-linter independence contract (pyproject)."""
    import tomllib

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contracts = config["tool"]["importlinter"]["contracts"]
    independent = next(c for c in contracts if c["type"] == "independence")
    assert sorted(independent["modules"]) == sorted(f"game.{g}" for g in _game_ids())


def test_every_game_has_its_table_and_its_scene_contracts():
    """Each game's scene package is named in scenes/registry.py and in the import contracts
    that keep the menus and the tools apart from it (pyproject.toml)."""
    import tomllib

    from scenes.registry import SCENES

    assert sorted(SCENES) == _game_ids()
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contracts = config["tool"]["importlinter"]["contracts"]
    packages = {f"scenes.{g}" for g in _game_ids()}
    forbidden = [c for c in contracts if c["type"] == "forbidden" and "scenes" in str(c)]
    assert any(set(c["forbidden_modules"]) == packages for c in forbidden)  # menus never import
    assert any(set(c["source_modules"]) == packages for c in forbidden)  # never the tools
