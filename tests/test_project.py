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
