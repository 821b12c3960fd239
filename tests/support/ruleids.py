"""Rule-ID coverage: every rule and scenario ID of a digest must be cited by a test function."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SHARED_RULES = ROOT.parent / "shared" / "rules"
TESTS = ROOT / "tests"
# The IDs of every digest, kept in the repository so that a clone without ../shared (CI) checks
# coverage too; tests/test_rule_ids.py keeps it equal to the digests wherever they are present.
KNOWN_IDS = TESTS / "fixtures" / "rule_ids.json"


def digest_ids(digest: str, prefix: str) -> list[str]:
    """Every `<prefix>-<n>` ID defined or mentioned in ../shared/rules/<digest>.md, sorted;
    without ../shared, the copy in tests/fixtures/rule_ids.json."""
    if not digest_available(digest):
        known: dict[str, dict[str, list[str]]] = json.loads(KNOWN_IDS.read_text(encoding="utf-8"))
        return known[digest][prefix]
    text = (SHARED_RULES / f"{digest}.md").read_text(encoding="utf-8")
    ids = set(re.findall(rf"\b{re.escape(prefix)}-(\d+)\b", text))
    return [f"{prefix}-{n}" for n in sorted(ids, key=int)]


def spans_of_tests(source: str) -> list[tuple[int, int]]:
    """Line spans (1-based, inclusive) of the tests in `source`: `test_*` functions and `Test*`
    classes at module level, with their decorators. Module docstrings and helpers do not
    count."""
    spans: list[tuple[int, int]] = []
    for node in ast.parse(source).body:
        is_test = (
            isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
            and node.name.startswith("test")
        ) or (isinstance(node, ast.ClassDef) and node.name.startswith("Test"))
        if is_test:
            first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
            spans.append((first, node.end_lineno or node.lineno))
    return spans


def cited_ids(prefix: str, folder: Path) -> set[str]:
    """IDs cited inside test functions under `folder` (their names, docstrings, comments,
    decorators and code; `P8S-04`, `P8S_04` and `TestP8S04` all count). An ID cited only in a module
    docstring or a helper counts for nothing: a citation names the test that checks the rule."""
    found: set[str] = set()
    pattern = re.compile(rf"(?<![A-Za-z0-9]){re.escape(prefix)}[-_]?(\d+)(?![0-9])")
    for path in folder.rglob("test_*.py"):
        source = path.read_text(encoding="utf-8")
        lines = source.splitlines()
        for first, last in spans_of_tests(source):
            for n in pattern.findall("\n".join(lines[first - 1 : last])):
                found.add(f"{prefix}-{int(n)}")
    return found


def uncited(digest: str, prefix: str, folder: Path) -> list[str]:
    cited = cited_ids(prefix, folder)
    return [
        i for i in digest_ids(digest, prefix) if f"{prefix}-{int(i.split('-')[1])}" not in cited
    ]


def digest_available(digest: str) -> bool:
    return (SHARED_RULES / f"{digest}.md").exists()
