"""Every string key written whole in the code is in both languages' files. A key that is missing
shows on screen as itself ("sandcastles.scene.points"); this catches a data file that lost a
section as well as a key misspelt in the code. Keys built at run time (f-strings, a prefix plus
a name) are checked where they are built (the games' banner and log tests)."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "data" / "i18n"
NAMESPACES = sorted({p.name.split(".")[0] for p in I18N.glob("*.en.json")})
KEY = re.compile("^(" + "|".join(NAMESPACES) + r")\.[a-z0-9_]+(\.[A-Za-z0-9_]+)*$")


def strings(lang: str) -> dict[str, object]:
    """Every key of every file of `lang`, to its value (a text, or a table of plural forms)."""
    found: dict[str, object] = {}

    def walk(prefix: str, node: object) -> None:
        found[prefix] = node
        if isinstance(node, dict):
            for k, v in node.items():
                walk(f"{prefix}.{k}", v)

    for path in I18N.glob(f"*.{lang}.json"):
        namespace = path.name.split(".")[0]
        walk(namespace, json.loads(path.read_text("utf-8"))[lang])
    return found


def keys_in_code() -> dict[str, str]:
    """Each literal that reads as a whole key, to where it is first written."""
    keys: dict[str, str] = {}
    for folder in ("scenes", "game"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            tree = ast.parse(path.read_text("utf-8"))
            for node in ast.walk(tree):
                if isinstance(node, ast.JoinedStr):
                    for part in node.values:  # the pieces of an f-string are not whole keys
                        part.__dict__["_skip"] = True
            for node in ast.walk(tree):
                if (
                    isinstance(node, ast.Constant)
                    and isinstance(node.value, str)
                    and not node.__dict__.get("_skip")
                    and KEY.match(node.value)
                ):
                    keys.setdefault(node.value, f"{path.relative_to(ROOT)}:{node.lineno}")
    return keys


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_key_written_in_the_code_has_its_words(lang):
    known = strings(lang)
    keys = keys_in_code()
    assert len(keys) > 200  # the scan finds the code's keys at all
    missing = {k: where for k, where in keys.items() if k not in known}
    assert not missing, f"keys with no {lang} words: {missing}"
