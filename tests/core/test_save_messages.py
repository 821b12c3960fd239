"""Every reason a save can be refused has words in both languages."""

import re
from pathlib import Path

from support.texts import strings

ROOT = Path(__file__).resolve().parents[2]


def test_every_save_refusal_key_is_translated():
    code = "".join(p.read_text() for p in (ROOT / "game" / "core").glob("*.py"))
    keys = set(re.findall(r'"(core\.save\.\w+)"', code))
    assert len(keys) >= 10
    for lang in ("en", "es"):
        table = strings(lang)
        assert sorted(k for k in keys if k not in table) == []
