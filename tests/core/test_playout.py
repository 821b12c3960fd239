"""The one playout loop (game/core/playout.py): `steps` plays a match on step by step, and
`play_out` sums it up; the simulator, the tools, the conformance harness and the table's AI
stand-ins all go through it."""

from __future__ import annotations

from game import registry
from game.core import Match, Over
from game.core.ai import RandomPolicy, ai_rng
from game.core.playout import play_out, seat_configs, seat_to_move, steps


def duel_match(seed: int = 3) -> Match:
    game = registry.get("duel")
    return Match(registry.rules_for("duel"), game.make_config(seat_configs(["a", "b"]), seed=seed))


def policies(*levels: str):
    game = registry.get("duel")
    return [game.policy(level) for level in levels]


def test_steps_play_chance_and_decisions_to_the_end():
    match = duel_match()
    taken = list(steps(match, policies("random", "heuristic")))
    assert isinstance(match.pending, Over)
    assert len(taken) == len(match.log)
    for step, entry in zip(taken, match.log):
        if step.decision is None:
            assert "chance" in entry and step.action is None
        else:
            assert entry["seat"] == step.decision.seat
            assert entry["action"] == step.action.to_json()
            assert step.action in step.decision.options
    assert any(step.events for step in taken)


def test_a_step_answers_the_first_decision_with_the_seats_ai_stream():
    """The same answers as asking each policy by hand with `ai_rng(seed, seat)`."""
    match, again = duel_match(5), duel_match(5)
    rngs = [ai_rng(5, seat) for seat in range(2)]
    for step in steps(match, [RandomPolicy(), RandomPolicy()]):
        pending = again.pending
        if step.decision is None:
            again.step_chance()
            continue
        decision = pending[0]
        assert decision == step.decision
        again.submit(decision.seat, RandomPolicy().choose(None, decision, rngs[decision.seat]))
    assert again.rules.state_hash(again.state) == match.rules.state_hash(match.state)


def test_views_are_built_only_when_asked_for_or_needed():
    plain = [s.view for s in steps(duel_match(), policies("random", "random")) if s.decision]
    assert plain and all(v is None for v in plain)
    seen = [s for s in steps(duel_match(), policies("random", "random"), views=True) if s.decision]
    assert all(s.view is not None and s.view.seat == s.decision.seat for s in seen)


def test_steps_stop_at_the_cap_and_before_until_holds():
    match = duel_match()
    assert len(list(steps(match, policies("random", "random"), max_steps=4))) == 4
    assert len(match.log) == 4
    stop = seat_to_move(1)
    match = duel_match()
    list(steps(match, policies("random", "random"), until=stop))
    assert stop(match) and not match.chance_pending
    assert any(d.seat == 1 for d in match.decisions())
    assert list(steps(match, policies("random", "random"), until=stop)) == []


def test_the_loop_is_lazy_so_a_caller_runs_between_two_steps():
    match = duel_match()
    logged = []
    for _step in steps(match, policies("random", "random"), max_steps=6):
        logged.append(len(match.log))
    assert logged == [1, 2, 3, 4, 5, 6]


def test_play_out_sums_up_steps_actions_times_and_the_result():
    match = duel_match(7)
    calls = []
    out = play_out(match, policies("random", "heuristic"), on_step=calls.append, timed=True)
    assert out.steps == len(match.log) == len(calls)
    assert out.actions == sum("action" in e for e in match.log)
    assert sum(len(t) for t in out.decision_times) == out.actions
    assert not out.capped and out.result == match.rules.result(match.state)
    capped = play_out(duel_match(7), policies("random", "random"), max_steps=3)
    assert capped.capped and capped.steps == 3 and capped.result is not None
