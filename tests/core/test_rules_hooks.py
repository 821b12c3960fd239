"""Two small hooks of game.core.rules.Rules: open-ended standing actions (`is_standing`) and the
game-specific facts a simulator run records per match (`summary`)."""

from __future__ import annotations

from typing import Any

from game import registry
from game.core import Action, IllegalAction, Match
from game.core.playout import seat_configs
from game.simulate import simulate


def _duel_match(humans: bool = True) -> Match:
    game = registry.get("duel")
    seats = seat_configs(["random", "random"])
    if humans:
        from game.core import SeatConfig

        seats = [SeatConfig("a", "human"), SeatConfig("b", "human")]
    return Match(registry.rules_for("duel"), game.make_config(seats, seed=1))


def test_is_standing_defaults_to_the_listed_standing_actions():
    m = _duel_match()
    rules = m.rules
    for seat in (0, 1):
        for action in rules.standing_actions(m.state, seat):
            assert rules.is_standing(m.state, seat, action)
    assert not rules.is_standing(m.state, 0, Action("no_such_standing_action"))


def test_the_match_accepts_open_ended_standing_actions_through_is_standing(monkeypatch):
    m = _duel_match()
    rules = m.rules
    taken: list[Any] = []

    def is_standing(state, seat, action):
        return action.kind == "note" and isinstance(action.args[0], int)

    def apply(state, seat, action):
        taken.append((seat, action.args))
        return []

    monkeypatch.setattr(rules, "is_standing", is_standing)
    monkeypatch.setattr(rules, "apply", apply)
    m.submit(1, Action("note", (12345,)))
    assert taken == [(1, (12345,))] and m.log[-1] == {"seat": 1, "action": ["note", 12345]}
    try:
        m.submit(1, Action("note", ("x",)))
        raise AssertionError("an action the rules refuse was accepted")
    except IllegalAction:
        pass


def test_summary_defaults_to_nothing_and_is_merged_into_the_simulator_records(monkeypatch):
    rules = registry.rules_for("duel")
    m = _duel_match(humans=False)
    assert rules.summary(m.state) == {}
    plain = simulate("duel", ["random", "random"], 3, 5, max_steps=2000)
    assert "per_game" not in plain
    monkeypatch.setattr(type(rules), "summary", lambda self, state: {"ending": "test", "n": 1})
    extra = simulate("duel", ["random", "random"], 3, 5, max_steps=2000)
    records = extra["per_game"]
    assert [r["seed"] for r in records] == [5, 6, 7]
    assert all(r["ending"] == "test" and r["n"] == 1 and "steps" in r for r in records)


def test_kratos_reports_how_each_game_ended():
    """KD-37 (vii) through the hook: ending, round, first famine, eliminations."""
    summary = simulate("kratos", ["random"] * 3, 2, 1, max_steps=20_000)
    for record in summary["per_game"]:
        assert record["ending"] in ("win", "max_rounds", "stall", "dead_table", "host_stop")
        assert record["round"] >= 1 and isinstance(record["eliminations"], list)
        assert "first_famine_round" in record
