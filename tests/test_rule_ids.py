"""tests/fixtures/rule_ids.json holds every digest's IDs so that rule coverage is checked on a
clone without ../shared (CI); where the digests are present it must equal them."""

from __future__ import annotations

import json
import re

import pytest
from support import ruleids

KNOWN = json.loads(ruleids.KNOWN_IDS.read_text(encoding="utf-8"))


@pytest.mark.parametrize("digest", sorted(KNOWN))
def test_the_kept_ids_are_the_digests_ids(digest):
    if not ruleids.digest_available(digest):
        pytest.skip("../shared is absent: the kept copy stands in for the digest")
    text = (ruleids.SHARED_RULES / f"{digest}.md").read_text(encoding="utf-8")
    for prefix, ids in KNOWN[digest].items():
        found = sorted(set(re.findall(rf"\b{re.escape(prefix)}-(\d+)\b", text)), key=int)
        assert ids == [f"{prefix}-{n}" for n in found], (digest, prefix)
