"""The 'hard' seat of Black Fleet: it plays from its view (BF-165) and never from the face-down
cards and decks behind it (issue 18's fairness proof, tests/support/fairness.py)."""

from __future__ import annotations

from support.fairness import assert_fair


def test_the_hard_seat_decides_the_same_whatever_the_hidden_cards():
    # BF-165 (BF-12: other seats' face-down developments are hidden): the search's move and
    # visit counts are the same for every state behind one view.
    assert_fair("black_fleet", 3, seed=5, iterations=12)
