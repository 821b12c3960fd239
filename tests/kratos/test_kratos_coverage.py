"""Every rule (K-n), decision (KD-n) and scenario (KS-n) of the digest is cited by a test here."""

from pathlib import Path

import pytest
from support.ruleids import uncited

HERE = Path(__file__).resolve().parent


@pytest.mark.parametrize("prefix", ["K", "KD", "KS"])
def test_every_rule_decision_and_scenario_is_cited(prefix):
    assert uncited("kratos", prefix, HERE) == []
