"""The information-set search (game/core/search.py) on the test game: budgets, determinism,
progress and cancellation, the view-only contract, and the factories of searching levels."""

from __future__ import annotations

import dataclasses
import json
import math
import sys
import threading
import time
from typing import ClassVar

import pytest
from support.positions import at_choice

from game import registry
from game.core import Action, Match, SeatConfig
from game.core.ai import Budget, RandomPolicy, Thinking, ThinkingPolicy, ai_rng, decide
from game.core.game import config_problem
from game.core.playout import new_match, play_out
from game.core.rng import Rng
from game.core.search import SearchPolicy, SearchSpec, lead_values, margin_values, rank_values
from game.core.types import Result
from game.simulate import main as simulate_main


def duel_at_decision(seed: int = 3, seat: int = 0) -> tuple[Match, object]:
    """A duel match played by heuristics until `seat` has a choice of two or more options."""
    return at_choice("duel", seed, seat)


def hard(iterations: int = 40, *, settle: bool = True) -> SearchPolicy:
    """The duel's hard level; `settle=False` spends the whole budget (SearchSpec.settle)."""
    policy = registry.get("duel").policy(
        "hard", registry.rules_for("duel"), Budget(iterations=iterations)
    )
    assert isinstance(policy, SearchPolicy)
    if not settle:
        policy = SearchPolicy(
            policy.rules, dataclasses.replace(policy.spec, settle=False), policy.budget
        )
    return policy


def test_an_iteration_budget_makes_the_move_a_function_of_view_and_seed():
    match, decision = duel_at_decision()
    view = match.view(decision.seat)
    a, b = hard(), hard()
    first = a.choose(view, decision, Rng(11))
    assert first in decision.options
    assert b.choose(view, decision, Rng(11)) == first
    assert a.last.visits == b.last.visits and a.last.iterations <= 40
    # every iteration went through one root option
    assert sum(a.last.visits.values()) == a.last.iterations
    full = hard(settle=False)
    assert full.choose(view, decision, Rng(11)) == first and full.last.iterations == 40


def test_the_search_takes_one_draw_of_the_seats_stream_per_decision():
    match, decision = duel_at_decision()
    rng = Rng(5)
    hard(10).choose(match.view(decision.seat), decision, rng)
    assert rng.counter == 1


def test_a_single_option_is_answered_without_searching():
    match, decision = duel_at_decision()
    only = type(decision)(decision.seat, decision.kind, decision.options[:1])
    policy = hard()
    rng = Rng(1)
    assert policy.choose(match.view(decision.seat), only, rng) == decision.options[0]
    assert rng.counter == 0


def test_progress_is_reported_per_iteration():
    match, decision = duel_at_decision()
    thinking = Thinking()
    seen: list[tuple[int, int]] = []
    real = thinking.report

    def spy(done: int, total: int) -> None:
        seen.append((done, total))
        real(done, total)

    thinking.report = spy  # type: ignore[method-assign]
    hard(25, settle=False).think(match.view(decision.seat), decision, Rng(2), thinking)
    assert seen == [(i, 25) for i in range(1, 26)]
    assert thinking.progress == 1.0


def test_a_cancelled_search_stops_and_still_answers_an_option():
    match, decision = duel_at_decision()
    policy = registry.get("duel").policy("hard", registry.rules_for("duel"), Budget(seconds=30.0))
    thinking = Thinking()
    threading.Timer(0.2, thinking.cancel).start()
    t0 = time.monotonic()
    action = decide(policy, match.view(decision.seat), decision, Rng(3), thinking)
    assert time.monotonic() - t0 < 10.0  # far less than the 30 s budget
    assert action in decision.options


def test_a_time_budget_ends_the_search():
    match, decision = duel_at_decision()
    policy = registry.get("duel").policy("hard", registry.rules_for("duel"), Budget(seconds=0.05))
    thinking = Thinking()
    t0 = time.monotonic()
    assert decide(policy, match.view(decision.seat), decision, Rng(3), thinking) in decision.options
    assert time.monotonic() - t0 < 5.0
    assert thinking.total == 50  # progress in milliseconds of the budget


def test_the_search_sees_only_the_view_same_view_same_move():
    """States that differ only in what seat 0 cannot see (the other seat's hidden card) give
    seat 0 the same view, and so the same search, move and visit counts."""
    match, decision = duel_at_decision(seed=4)
    rules = registry.rules_for("duel")
    view = match.view(0)
    worlds = [rules.determinize(view, 0, Rng(k)) for k in range(12)]
    assert len({rules.state_hash(w) for w in worlds}) > 1  # the hidden card differs
    moves = set()
    visits = []
    for world in worlds:
        assert rules.view(world, 0) == view
        policy = hard(30)
        moves.add(policy.choose(rules.view(world, 0), decision, Rng(9)))
        visits.append(policy.last.visits)
    assert len(moves) == 1
    assert all(v == visits[0] for v in visits)


def test_a_view_that_cannot_be_sampled_falls_back_to_the_rollout_policy():
    """The root's sampled decision must be the one being searched; a decision the sampled
    states never offer leaves the search without iterations, and the heuristic answers."""
    match, decision = duel_at_decision()
    foreign = type(decision)(decision.seat, decision.kind, (Action("x"), Action("y")))
    policy = hard(10)
    choice = policy.choose(match.view(decision.seat), foreign, Rng(1))
    assert policy.last.fallback and policy.last.iterations == 0 and policy.last.refused > 0
    assert choice in foreign.options


def test_hard_plays_whole_matches_against_the_heuristic():
    game = registry.get("duel")
    rules = registry.rules_for("duel")
    match, policies = new_match(game, rules, ["hard", "heuristic"], 8, budget=Budget(iterations=8))
    out = play_out(match, policies)
    assert out.result is not None and not out.capped


def test_searching_levels_take_the_rules_and_a_budget():
    game = registry.get("duel")
    assert game.ai_levels() == ("heuristic", "random", "hard")
    assert game.default_level() == "heuristic"
    with pytest.raises(ValueError, match="needs the match's rules"):
        game.policy("hard")
    policy = game.policy("hard", registry.rules_for("duel"))
    assert isinstance(policy, ThinkingPolicy) and policy.budget == Budget()  # type: ignore[attr-defined]
    assert not isinstance(game.policy("heuristic"), ThinkingPolicy)
    with pytest.raises(ValueError):
        Budget(seconds=0.0)


def test_a_level_on_trial_is_seated_by_the_simulator_but_never_offered_at_the_table(capsys):
    # GameDef.trials: a search not yet measured stronger than the normal level stays out of the
    # setup's list, and the simulator and the benchmarks may still seat it.
    duel = registry.get("duel")
    trial = dataclasses.replace(duel, searching={}, trials=duel.searching)
    assert "hard" not in trial.ai_levels() and trial.default_level() == "heuristic"
    assert trial.all_levels() == ("heuristic", "random", "hard")
    assert isinstance(trial.policy("hard", registry.rules_for("duel")), SearchPolicy)
    assert trial.searches("hard") and not trial.searches("heuristic")
    registry.register(trial)
    try:
        args = ["--game", "duel", "--seats", "hard,heuristic", "--games", "1"]
        assert simulate_main([*args, "--iterations", "2", "--max-steps", "40", "--json"]) == 0
    finally:
        registry.register(duel)
    out = json.loads(capsys.readouterr().out.splitlines()[-1])
    assert out["seats"][0] == "hard" and out["errors"] == 0 and out["games"] == 1
    # A save whose seat plays a level on trial (made while it was offered) still loads.
    seats = [SeatConfig("Ana", "ai", "hard"), SeatConfig("Ben", "human")]
    config = trial.make_config(seats, seed=1)
    assert config_problem(trial.info, config, trial.ai_levels()) is not None
    assert config_problem(trial.info, config, trial.all_levels()) is None


def test_decide_asks_a_plain_policy_as_before():
    _match, decision = duel_at_decision()
    a = decide(RandomPolicy(), None, decision, ai_rng(1, 0), Thinking())
    b = RandomPolicy().choose(None, decision, ai_rng(1, 0))
    assert a == b


def test_rank_values_split_the_first_place_and_order_the_rest():
    values = rank_values(Result(((2,), (0, 1), (3,)), (0.0,) * 4))
    assert values[2] == pytest.approx(1.0)
    assert values[0] == values[1] == pytest.approx(0.1)
    assert values[3] == 0.0
    assert rank_values(Result(((0, 1),), (0.0, 0.0))) == [0.5, 0.5]
    # a place nobody holds (SAND-60: a solo game lost, the game first): no one gets its share
    assert rank_values(Result(((), (0,)), (0.0,))) == [0.0]
    assert rank_values(Result(((0,),), (0.0,))) == [pytest.approx(0.9)]
    lead = lead_values([10.0, 4.0], 3.0)
    assert lead[0] > 0.85 and sum(lead) == pytest.approx(1.0)


def test_a_spec_can_leave_decision_kinds_to_the_rollout_policy():
    match, decision = duel_at_decision()
    spec = SearchSpec(registry.get("duel").policies["heuristic"], plain=frozenset({decision.kind}))
    policy = SearchPolicy(registry.rules_for("duel"), spec, Budget(iterations=50))
    view = match.view(decision.seat)
    expected = registry.get("duel").policy("heuristic").choose(view, decision, Rng(1))
    assert policy.choose(view, decision, Rng(1)) == expected
    assert policy.last.iterations == 0


def test_the_heuristics_choice_stands_unless_the_search_clearly_prefers_another():
    match, decision = duel_at_decision()
    view = match.view(decision.seat)
    factory = registry.get("duel").policies["heuristic"]
    rules = registry.rules_for("duel")
    always = SearchPolicy(
        rules, SearchSpec(factory, overrule=0.0, settle=False), Budget(iterations=40)
    )
    searched = always.choose(view, decision, Rng(11))
    assert not always.last.kept
    assert always.last.visits[searched.id] == max(always.last.visits.values())
    never = SearchPolicy(
        rules, SearchSpec(factory, overrule=1e9, settle=False), Budget(iterations=40)
    )
    kept = never.choose(view, decision, Rng(11))
    assert never.last.visits == always.last.visits  # the same search; only the pick differs
    assert kept == factory().choose(view, decision, Rng(0))  # the test game's is deterministic
    assert never.last.kept == (kept != searched)


class Recorder:
    """A rollout policy that plans (game.core.ai.Planning): it records the seats it decides
    for and how often it is told to forget its plan."""

    needs_view = True
    made: ClassVar[list[Recorder]] = []

    def __init__(self) -> None:
        self.seats: set[int] = set()
        self.forgets = 0
        self.choices = 0
        Recorder.made.append(self)

    def forget(self) -> None:
        self.forgets += 1

    def choose(self, view: object, decision: object, rng: Rng) -> Action:
        self.seats.add(decision.seat)  # type: ignore[attr-defined]
        self.choices += 1
        return decision.options[0]  # type: ignore[attr-defined]


def test_rollouts_give_each_seat_its_own_policy_which_forgets_its_plan_at_each_rollout():
    # Kratos' heuristic plans its turn: a plan made in one rollout (another world, another
    # seat) must never steer another rollout, nor the seat's own unsearched decisions.
    match, decision = duel_at_decision()
    Recorder.made.clear()
    spec = SearchSpec(Recorder, explore=0.0, settle=False)
    policy = SearchPolicy(registry.rules_for("duel"), spec, Budget(iterations=30))
    policy.choose(match.view(decision.seat), decision, Rng(4))
    own, *rollouts = Recorder.made
    assert own is policy.own and own.forgets == 0 and own.choices == 1  # the overrule check
    assert rollouts and all(len(r.seats) == 1 for r in rollouts)  # one seat each
    assert len({next(iter(r.seats)) for r in rollouts}) == len(rollouts)
    assert all(r.forgets >= 29 for r in rollouts if r.choices)  # forgotten before each rollout


# ---- the root-only paired search (SearchSpec.paired) ------------------------------------------


def paired(threshold: float = 2.0, iterations: int = 60) -> SearchPolicy:
    spec = SearchSpec(registry.get("duel").policies["heuristic"], explore=0.0, paired=threshold)
    return SearchPolicy(registry.rules_for("duel"), spec, Budget(iterations=iterations))


def test_the_paired_search_is_a_function_of_view_and_seed_within_its_rollout_budget():
    match, decision = duel_at_decision()
    view = match.view(decision.seat)
    a, b = paired(), paired()
    move = a.choose(view, decision, Rng(11))
    assert move in decision.options and b.choose(view, decision, Rng(11)) == move
    assert a.last.visits == b.last.visits and a.last.means == b.last.means
    assert 0 < a.last.iterations <= 60
    assert a.last.iterations == sum(a.last.visits.values())  # a rollout is one option's play
    rounds = max(a.last.visits.values())
    assert all(rounds >= v >= 3 for v in a.last.visits.values())  # left the running, not unplayed


def test_every_option_of_a_round_plays_from_the_same_world_with_the_same_draws(monkeypatch):
    import game.core.search as search

    seeds: list[int] = []
    worlds: list[int] = []

    class Recorded(Rng):
        def __init__(self, seed: int, stream: int = 0, counter: int = 0) -> None:
            seeds.append(seed)
            super().__init__(seed, stream, counter)

    rules = registry.rules_for("duel")
    real_apply = type(rules).apply
    match, decision = duel_at_decision()

    def apply(self, state, seat, action):  # type: ignore[no-untyped-def]
        if sys._getframe(1).f_code.co_name == "search":  # an option applied by the search
            worlds.append(rules.state_hash(state))  # the world it is played in
        return real_apply(self, state, seat, action)

    monkeypatch.setattr(search, "Rng", Recorded)
    monkeypatch.setattr(type(rules), "apply", apply)
    policy = paired(threshold=1e9, iterations=10 * len(decision.options))
    policy.choose(match.view(decision.seat), decision, Rng(7))
    n = len(decision.options)
    seeds = seeds[1:]  # the first seeds the decision's search stream
    assert policy.last.iterations == len(seeds) == len(worlds) == 10 * n  # none left the running
    for r in range(10):
        assert len(set(seeds[r * n : (r + 1) * n])) == 1  # one seed a round ...
        assert len(set(worlds[r * n : (r + 1) * n])) == 1  # ... and one world
    assert len(set(seeds)) == 10


def test_the_policys_choice_stands_unless_another_option_gains_significantly():
    match, decision = duel_at_decision()
    view = match.view(decision.seat)
    mine = registry.get("duel").policies["heuristic"]().choose(view, decision, Rng(0))
    never = paired(threshold=1e9)
    assert never.choose(view, decision, Rng(11)) == mine and never.last.kept


@pytest.mark.parametrize(
    ("rewards", "threshold", "picked"),
    [
        # mine's rounds first; then two others, one more clearly better than the other
        ({"m": [0, 0, 1, 0], "a": [1, 0, 1, 1], "b": [1, 1, 1, 1]}, 2.0, "b"),
        ({"m": [0, 0, 1, 0], "a": [1, 0, 1, 1], "b": [1, 0, 1, 1]}, 2.0, "m"),  # t = 1.73
        ({"m": [0, 0, 1, 0], "a": [1, 0, 1, 1], "b": [0, 0, 1, 0]}, 1.5, "a"),
        ({"m": [0, 0, 0], "a": [1, 1]}, 2.0, "m"),  # two rounds cannot overrule
        ({"m": [0.5, 0.2, 0.4], "a": [0.4, 0.1, 0.3]}, 0.1, "m"),  # worse every round
    ],
)
def test_the_paired_pick_is_the_largest_significant_gain_over_the_policys_choice(
    rewards, threshold, picked
):
    from game.core.search import SearchStats, _Paired

    run = _Paired.__new__(_Paired)
    run.spec = SearchSpec(RandomPolicy, paired=threshold)
    run.stats = SearchStats()
    actions = {k: Action(k) for k in rewards}
    got = run._pick(actions["m"], {actions[k]: [float(x) for x in v] for k, v in rewards.items()})
    assert got == actions[picked] and run.stats.kept == (picked == "m")
    assert run.stats.visits == {k: len(v) for k, v in rewards.items()}


@pytest.mark.parametrize(
    ("got", "base", "gain", "t"),
    [
        ([1.0, 1.0, 1.0], [0.0, 0.0, 0.0], 1.0, math.inf),  # the same gain every round
        ([0.0, 0.0], [1.0, 1.0], -1.0, -math.inf),
        ([0.5, 0.5, 0.5], [0.5, 0.5, 0.5], 0.0, 0.0),  # no difference at all
        ([1.0, 0.0, 1.0, 1.0], [0.0, 0.0, 0.0, 0.0], 0.75, 3.0),  # 0.75 / (0.5 / 2)
        ([1.0, 0.0, 1.0], [0.0, 0.0, 0.0, 0.0], 2 / 3, 2.0),  # over the rounds both played
    ],
)
def test_the_gain_of_an_option_is_its_mean_paired_difference_in_standard_errors(got, base, gain, t):
    from game.core.search import _gain

    g, z = _gain(got, base)
    assert g == pytest.approx(gain) and z == pytest.approx(t)


def test_a_finished_game_is_valued_by_the_specs_final_hook():
    match, decision = duel_at_decision()
    flat = SearchSpec(
        registry.get("duel").policies["heuristic"], paired=2.0, final=lambda r: [0.25, 0.25]
    )
    policy = SearchPolicy(registry.rules_for("duel"), flat, Budget(iterations=30))
    policy.choose(match.view(decision.seat), decision, Rng(3))  # duel's rollouts reach the end
    assert policy.last.means and set(policy.last.means.values()) == {0.25}


def test_margin_values_add_a_share_for_the_margin_to_the_ranking():
    wide = margin_values(Result(((0,), (1,)), (30.0, 10.0)), 0.3, 3.0)
    narrow = margin_values(Result(((0,), (1,)), (11.0, 10.0)), 0.3, 3.0)
    assert sum(wide) == pytest.approx(1.0) and sum(narrow) == pytest.approx(1.0)
    assert 1.0 >= wide[0] > narrow[0] > 0.7  # a win is worth at least its 70 % share ...
    assert 0.0 <= wide[1] < narrow[1] < 0.3  # ... a loss at most the margin's 30 %
    shared = margin_values(Result(((0, 1),), (12.0, 12.0)), 0.3, 3.0)
    assert shared == pytest.approx([0.5, 0.5])


# ---- settling: the search stops when the rest of its budget could not change its answer ----


@pytest.mark.parametrize(
    ("game_id", "seeds", "iterations"),
    [("duel", range(12), 60), ("sandcastles", range(3), 40), ("pieces_of_eight", range(2), 40)],
)
def test_a_settled_search_answers_as_the_whole_budget_would(game_id, seeds, iterations):
    # by count the iterations left are known exactly, so stopping must never change the move
    base = registry.get(game_id).policy(
        "hard", registry.rules_for(game_id), Budget(iterations=iterations)
    )
    assert isinstance(base, SearchPolicy) and base.spec.paired == 0  # a tree search
    full_spec = dataclasses.replace(base.spec, settle=False)
    stopped = 0
    for seed in seeds:
        for seat in (0, 1):
            match, decision = at_choice(game_id, seed, seat, skip=base.spec.plain)
            view = match.view(seat)
            full = SearchPolicy(base.rules, full_spec, base.budget)
            short = SearchPolicy(base.rules, base.spec, base.budget)
            move = full.choose(view, decision, Rng(seed))
            assert short.choose(view, decision, Rng(seed)) == move, (seed, seat)
            assert full.last.iterations == iterations and not full.last.settled
            if short.last.settled:
                stopped += 1
                assert short.last.iterations < iterations
                # the same iterations as the full search, up to where it stopped
                assert all(
                    short.last.visits[k] <= v
                    for k, v in full.last.visits.items()
                    if k in short.last.visits
                )
            else:
                assert short.last.visits == full.last.visits
    assert stopped > 0  # the check is exercised


def test_a_search_by_the_clock_stops_once_its_answer_is_settled():
    match, decision = duel_at_decision()
    view = match.view(decision.seat)
    factory = registry.get("duel").policies["heuristic"]
    rules = registry.rules_for("duel")
    # overrule 1e9: the heuristic's choice stands whatever the visits, so once the rate is
    # measured (SETTLE_AFTER of the budget) nothing left can change the answer
    spec = SearchSpec(factory, overrule=1e9)
    policy = SearchPolicy(rules, spec, Budget(seconds=2.0))
    move = policy.choose(view, decision, Rng(3))
    assert move == factory().choose(view, decision, Rng(0))
    assert policy.last.settled and policy.last.seconds < 2.0
    assert policy.last.iterations > 0


def test_the_iterations_left_by_the_clock_are_none_until_a_rate_is_measured(monkeypatch):
    from game.core import search

    now = [100.0]
    monkeypatch.setattr(search.time, "perf_counter", lambda: now[0])
    spend = search._Spending(Budget(seconds=1.0), Thinking())
    assert spend.left(0) is None
    now[0] += 0.1  # 10 % of the budget: too early
    assert spend.left(50) is None
    now[0] += 0.15  # 25 %: 40 iterations in 0.25 s, 0.75 s left -> 120, twice that at most
    assert spend.left(40) == math.ceil(search.SETTLE_MARGIN * 120)
    now[0] += 1.0  # past the deadline: nothing left
    assert spend.left(60) == 0
    by_count = search._Spending(Budget(iterations=30), Thinking())
    assert by_count.left(0) == 30 and by_count.left(12) == 18
