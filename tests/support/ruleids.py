"""Rule-ID coverage: every rule and scenario ID of a digest must be cited somewhere in tests/."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SHARED_RULES = ROOT.parent / "shared" / "rules"
TESTS = ROOT / "tests"


def digest_ids(digest: str, prefix: str) -> list[str]:
    """Every `<prefix>-<n>` ID defined or mentioned in ../shared/rules/<digest>.md, sorted."""
    text = (SHARED_RULES / f"{digest}.md").read_text(encoding="utf-8")
    ids = set(re.findall(rf"\b{re.escape(prefix)}-(\d+)\b", text))
    return [f"{prefix}-{n}" for n in sorted(ids, key=int)]


def cited_ids(prefix: str, folder: Path) -> set[str]:
    """IDs cited in test files under `folder` (accepts P8S-04 and P8S_04 spellings)."""
    found: set[str] = set()
    pattern = re.compile(rf"\b{re.escape(prefix)}[-_](\d+)\b")
    for path in folder.rglob("*.py"):
        for n in pattern.findall(path.read_text(encoding="utf-8")):
            found.add(f"{prefix}-{int(n)}")
    return found


def uncited(digest: str, prefix: str, folder: Path) -> list[str]:
    cited = cited_ids(prefix, folder)
    return [
        i for i in digest_ids(digest, prefix) if f"{prefix}-{int(i.split('-')[1])}" not in cited
    ]


def digest_available(digest: str) -> bool:
    return (SHARED_RULES / f"{digest}.md").exists()
