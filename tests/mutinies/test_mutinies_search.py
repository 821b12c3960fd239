"""The 'hard' seat of 21 Mutinies: it plays from its view (M21-25) and never from the hidden
hands and piles behind it (issue 18's fairness proof, tests/support/fairness.py)."""

from __future__ import annotations

from support.fairness import assert_fair


def test_the_hard_seat_decides_the_same_whatever_the_hidden_cards():
    # M21-25: a seat's view hides the others' cards, jewels and treasures; the search's move and
    # visit counts are the same for every state behind one view.
    assert_fair("mutinies", 2, seed=5, iterations=16)
