"""The conformance harness itself, run on the test game (it must pass, and must catch leaks)."""

import pytest
from support import conformance


def test_duel_conforms_random_and_heuristic():
    report = conformance.run("duel", ["random", "heuristic"], range(30))
    assert report.finished == 30
    conformance.assert_conforms(report)
    assert {"react", "bet", "roll_or_stand"} <= report.decision_kinds


def test_harness_catches_a_view_that_leaks(monkeypatch):
    from game import registry

    rules = registry.rules_for("duel")
    real_view = rules.view

    def leaky(state, seat):
        v = real_view(state, seat)
        return v.__class__(
            **{**{f: getattr(v, f) for f in v.__dataclass_fields__}, "hands": tuple(state.hands)}
        )

    monkeypatch.setattr(rules, "view", leaky)
    with pytest.raises(AssertionError):
        conformance.run("duel", ["random", "random"], range(5), view_every=1)
