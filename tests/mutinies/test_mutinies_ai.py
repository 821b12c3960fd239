"""The heuristic AI: it beats random seats clearly, and it decides from its view alone."""

from __future__ import annotations

from game import registry
from game.core.playout import new_match, play_out
from game.mutinies.ai import HeuristicPolicy


def test_heuristic_beats_two_random_seats_in_every_position():
    game, rules = registry.get("mutinies"), registry.rules_for("mutinies")
    wins = games = 0
    for position in range(3):
        levels = ["random"] * 3
        levels[position] = "heuristic"
        for seed in range(8):
            match, policies = new_match(
                game, rules, levels, 40 + 100 * position + seed, record_hashes=False, undo=False
            )
            out = play_out(match, policies)
            games += 1
            wins += position in out.result.winners
    assert wins / games >= 0.8, f"{wins}/{games}"


def test_heuristic_reads_only_its_view():
    """It needs the view and is given nothing else: a view without any state reference."""
    policy = HeuristicPolicy()
    assert policy.needs_view
    game, rules = registry.get("mutinies"), registry.rules_for("mutinies")
    match, _ = new_match(game, rules, ["heuristic"] * 4, 3)
    match.run_chance()
    d = match.decisions()[0]
    view = rules.view(match.state, d.seat)
    action = policy.choose(view, d, None)
    assert action in d.options
    before = rules.state_hash(match.state)
    policy.choose(view, d, None)
    assert rules.state_hash(match.state) == before
