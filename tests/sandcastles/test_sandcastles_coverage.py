"""Every rule ID (SAND-n), scenario ID (SANDS-n) and decision (AMB-n) of the digest is cited
by a Sandcastles test."""

from pathlib import Path

import pytest
from support import ruleids

HERE = Path(__file__).resolve().parent


@pytest.mark.parametrize("prefix", ["SAND", "SANDS", "AMB"])
def test_every_rule_scenario_and_decision_is_cited(prefix):
    assert ruleids.uncited("sandcastles", prefix, HERE) == []
