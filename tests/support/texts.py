"""The UI strings of data/i18n, flattened, for tests that check keys and placeholders."""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

from scenes.core.i18n import PLURAL_FORMS

ROOT = Path(__file__).resolve().parents[2]
# The shipped strings, plus the test game's own (kept beside it, out of the product).
I18N_DIRS = (ROOT / "data" / "i18n", ROOT / "tests" / "duel_data" / "i18n")
LANGS = ("en", "es")
PLACEHOLDER = re.compile(r"%\{(\w+)\}")


def _flatten(prefix: str, node, out: dict) -> None:
    if isinstance(node, dict) and not (set(node) <= PLURAL_FORMS and node):
        for k, v in node.items():
            _flatten(f"{prefix}.{k}", v, out)
    else:
        out[prefix] = node


@cache
def strings(lang: str) -> dict[str, object]:
    """Every key of every `<namespace>.<lang>.json` file: `namespace.a.b` -> text (or plural dict)."""
    out: dict[str, object] = {}
    for path in sorted(p for d in I18N_DIRS for p in d.glob(f"*.{lang}.json")):
        namespace = path.name[: -len(f".{lang}.json")]
        data = json.loads(path.read_text(encoding="utf-8"))
        assert list(data) == [lang], f"{path.name} must hold one top-level key {lang!r}"
        _flatten(namespace, data[lang], out)
    return out


def placeholders(text) -> set[str]:
    if isinstance(text, dict):
        return set().union(*(placeholders(v) for v in text.values())) - {"count"}
    return set(PLACEHOLDER.findall(str(text)))


def missing_keys(keys_with_args: dict[str, set[str]]) -> list[str]:
    """Problems with keys the code uses: absent in a language, or a placeholder the code never
    fills. `keys_with_args` maps key -> names of the arguments the code passes."""
    problems = []
    for lang in LANGS:
        table = strings(lang)
        for key, args in sorted(keys_with_args.items()):
            if key not in table:
                problems.append(f"{lang}: missing {key}")
                continue
            extra = placeholders(table[key]) - set(args) - {"count"}
            if extra:
                problems.append(
                    f"{lang}: {key} uses %{{{', '.join(sorted(extra))}}} "
                    f"but gets only {sorted(args)}"
                )
    return problems
