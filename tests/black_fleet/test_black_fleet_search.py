"""The 'hard' seat of Black Fleet: it plays from its view (BF-165) and never from the face-down
cards and decks behind it (issue 18's fairness proof, tests/support/fairness.py)."""

from __future__ import annotations

from support.fairness import assert_fair, hard_policy

from game import registry
from game.black_fleet.ai import CHOOSERS
from game.black_fleet.ai_search import PLAIN
from game.core import Decision, Match
from game.core.ai import Budget
from game.core.playout import new_match, play_out
from game.core.rng import Rng


def test_the_hard_seat_decides_the_same_whatever_the_hidden_cards():
    # BF-165 (BF-12: other seats' face-down developments are hidden): the search's move and
    # visit counts are the same for every state behind one view.
    assert_fair("black_fleet", 3, seed=5, iterations=12)


def _first_choice(kind: str) -> tuple[Match, Decision]:
    """A match of heuristics played on until seat 0 has a `kind` decision with a choice."""
    game, rules = registry.get("black_fleet"), registry.rules_for("black_fleet")
    match, policies = new_match(game, rules, ["heuristic"] * 3, 11, record_hashes=False)

    def there(m: Match) -> bool:
        d = m.decision_for(0)
        return not m.chance_pending and d is not None and d.kind == kind and len(d.options) > 1

    play_out(match, policies, until=there)
    decision = match.decision_for(0)
    assert decision is not None and there(match)
    return match, decision


def test_the_hard_seat_leaves_the_sailing_to_the_heuristic_and_searches_the_card():
    # BF-22, BF-23: which movement card to play is searched; each ship's steps and actions
    # (BF-31 to BF-42) are the heuristic's at once, with no rollout spent on them.
    assert PLAIN.issubset(CHOOSERS)  # every kind left alone is one the game asks (no misspelling)
    rules = registry.rules_for("black_fleet")
    heuristic = registry.get("black_fleet").policy("heuristic")
    for kind, searched in (("sail", False), ("ships", False), ("play_movement", True)):
        match, decision = _first_choice(kind)
        view = match.view(0)
        hard = hard_policy("black_fleet", rules, Budget(iterations=8))
        action = hard.choose(view, decision, Rng(3))
        assert (hard.last.iterations > 0) is searched, kind
        if not searched:
            assert action == heuristic.choose(view, decision, Rng(3))
