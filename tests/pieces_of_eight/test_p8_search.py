"""The 'hard' seat of Pieces of Eight: it plays from its view (P8-133) and never from the
hidden coins behind it (issue 18's fairness proof, tests/support/fairness.py)."""

from __future__ import annotations

from support.fairness import assert_fair


def test_the_hard_seat_decides_the_same_whatever_the_hidden_coins():
    # P8-133: a seat sees its own coins, never the others' hidden ones; the search's move and
    # visit counts are the same for every state behind one view.
    assert_fair("pieces_of_eight", 2, seed=5, iterations=16)
