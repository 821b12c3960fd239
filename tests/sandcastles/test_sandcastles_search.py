"""The 'hard' seat of Sandcastles: it plays from its view (SAND-69) and never from the hidden
hands and deck behind it (issue 18's fairness proof, tests/support/fairness.py), and it plays
solo games too (SAND-60)."""

from __future__ import annotations

from support.fairness import assert_fair

from game import registry
from game.core.ai import Budget
from game.core.playout import new_match, play_out


def test_the_hard_seat_decides_the_same_whatever_the_hidden_cards():
    # SAND-69: other hands, the deck and others' swapped cards are hidden; the search's move and
    # visit counts are the same for every state behind one view.
    assert_fair("sandcastles", 2, seed=5, iterations=16)


def test_the_hard_seat_plays_a_solo_game_to_its_end():
    # SAND-60: a solo game lost ranks nobody first (the game wins); a rollout that reaches
    # such an end is valued, not a division by an empty first place.
    game = registry.get("sandcastles")
    rules = registry.rules_for("sandcastles")
    match, policies = new_match(game, rules, ["hard"], 3, budget=Budget(iterations=4))
    out = play_out(match, policies)
    assert out.result is not None and not out.capped
