"""The 'hard' seat of Sandcastles: it plays from its view (SAND-69) and never from the hidden
hands and deck behind it (issue 18's fairness proof, tests/support/fairness.py)."""

from __future__ import annotations

from support.fairness import assert_fair


def test_the_hard_seat_decides_the_same_whatever_the_hidden_cards():
    # SAND-69: other hands, the deck and others' swapped cards are hidden; the search's move and
    # visit counts are the same for every state behind one view.
    assert_fair("sandcastles", 2, seed=5, iterations=16)
