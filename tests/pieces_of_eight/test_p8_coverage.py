"""Every rule ID (P8-n) and scenario ID (P8S-nn) of the digest is cited by some test here."""

from pathlib import Path

import pytest
from support.ruleids import uncited

HERE = Path(__file__).resolve().parent


@pytest.mark.parametrize("prefix", ["P8", "P8S"])
def test_every_rule_and_scenario_is_cited(prefix):
    assert uncited("pieces_of_eight", prefix, HERE) == []
