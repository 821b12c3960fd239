"""Every rule ID (BF-n), scenario ID (BFS-n) and decision (AD-n) of the digest is cited by a
Black Fleet test."""

from pathlib import Path

import pytest
from support import ruleids

HERE = Path(__file__).resolve().parent


@pytest.mark.parametrize("prefix", ["BF", "BFS", "AD"])
def test_every_rule_and_scenario_is_cited(prefix):
    assert ruleids.uncited("black_fleet", prefix, HERE) == []
