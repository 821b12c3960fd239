"""Every rule and scenario ID of the digest is cited by some test of this folder."""

from pathlib import Path

import pytest
from support.ruleids import uncited

HERE = Path(__file__).resolve().parent


@pytest.mark.parametrize("prefix", ["M21", "M21S"])
def test_every_rule_and_scenario_is_cited(prefix):
    assert uncited("mutinies", prefix, HERE) == []
