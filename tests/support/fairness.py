"""The 'hard' level's fairness proof (issue 18, Deliver 4), shared by every game's test.

A match is played by heuristics until the searching seat has a real choice (two options or
more, a kind the search does not leave to the heuristic) while something is hidden from it.
Its view is then resampled: the match's own state and states drawn by `determinize` differ in
what the seat cannot see (other hands, the decks' order ...) and all give it the same view.
The search, run on each state's view with the same seed and an iteration budget, must make the
same move with the same visit counts and mean rewards on every root option: its choice distribution does not
depend on what it cannot see.

The same run with a search that peeks (its determinization hands back a clone of the real
state instead of a sample) must give different results (mean rewards of the root options): the states differ in something
that matters to a search, so the first check would fail if the search read hidden state.
"""

from __future__ import annotations

from typing import Any

from game import registry
from game.core import Decision, Match
from game.core.ai import Budget
from game.core.playout import new_match, play_out
from game.core.rng import Rng
from game.core.search import SearchPolicy


class Peeking:
    """The rules with a determinization that cheats: it returns the real state (a clone)."""

    def __init__(self, rules: Any, state: Any) -> None:
        self._rules, self._state = rules, state

    def determinize(self, view: Any, seat: int, rng: Rng) -> Any:
        return self._rules.clone(self._state)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._rules, name)


def hard_policy(game_id: str, rules: Any, budget: Budget) -> Any:
    """The game's searching seat: its 'hard' level, offered at the table or on trial
    (`GameDef.trials`)."""
    return registry.get(game_id).policy("hard", rules, budget)


def at_hidden_choice(game_id: str, n: int, seed: int, seat: int = 0) -> tuple[Match, Decision]:
    """A match of heuristics played on until `seat` searches a decision while the states behind
    its view differ (something is hidden from it)."""
    game, rules = registry.get(game_id), registry.rules_for(game_id)
    probe = hard_policy(game_id, rules, Budget(iterations=1))
    assert isinstance(probe, SearchPolicy)
    plain = probe.spec.plain

    def stop(m: Match) -> bool:
        d = m.decision_for(seat)
        if m.chance_pending or d is None or len(d.options) < 2 or d.kind in plain:
            return False
        view = m.view(seat)
        hashes = {rules.state_hash(rules.determinize(view, seat, Rng(k))) for k in range(3)}
        return len(hashes | {rules.state_hash(m.state)}) > 1

    match, policies = new_match(game, rules, ["heuristic"] * n, seed, record_hashes=False)
    play_out(match, policies, until=stop)
    decision = match.decision_for(seat)
    assert decision is not None and stop(match), "no hidden choice reached"
    return match, decision


def search_on_each_world(
    game_id: str, n: int, seed: int, iterations: int, worlds: int = 4, seat: int = 0
) -> tuple[list[tuple[str, dict[str, int], dict[str, float]]], list[dict[str, float]]]:
    """(move id, visits, mean rewards) of the fair search on each world's view, and the mean
    rewards of a search that peeks at each world."""
    match, decision = at_hidden_choice(game_id, n, seed, seat)
    rules = registry.rules_for(game_id)
    view = match.view(seat)
    states = [match.state, *(rules.determinize(view, seat, Rng(100 + k)) for k in range(worlds))]
    assert len({rules.state_hash(s) for s in states}) > 1  # the hidden information differs
    fair: list[tuple[str, dict[str, int], dict[str, float]]] = []
    peeking: list[dict[str, float]] = []
    for state in states:
        seen = rules.view(state, seat)
        assert seen == view  # ... and the seat cannot tell the states apart
        policy = hard_policy(game_id, rules, Budget(iterations=iterations))
        assert isinstance(policy, SearchPolicy)
        move = policy.choose(seen, decision, Rng(seed))
        fair.append((move.id, dict(policy.last.visits), dict(policy.last.means)))
        cheat = SearchPolicy(Peeking(rules, state), policy.spec, Budget(iterations=iterations))  # type: ignore[arg-type]
        cheat.choose(seen, decision, Rng(seed))
        peeking.append(dict(cheat.last.means))
    return fair, peeking


def assert_fair(game_id: str, n: int, seed: int, iterations: int, worlds: int = 4) -> None:
    fair, peeking = search_on_each_world(game_id, n, seed, iterations, worlds)
    assert all(f == fair[0] for f in fair), fair  # same view, same seed: same move and visits
    assert any(p != peeking[0] for p in peeking), peeking  # a peeking search would be caught
