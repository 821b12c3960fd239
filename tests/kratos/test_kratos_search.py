"""The 'hard' seat of Kratos: it plays from its view (K-6: each seat's gold is its own secret;
KD-40: the others' placements are hidden until all are done) and never from what is hidden
behind it (issue 18's fairness proof, tests/support/fairness.py)."""

from __future__ import annotations

from support.fairness import assert_fair


def test_the_hard_seat_decides_the_same_whatever_the_others_gold():
    # K-6: the others' gold is hidden (only the table's total is known); the search's move and
    # visit counts are the same for every split of it behind one view.
    assert_fair("kratos", 3, seed=3, iterations=8)


def test_a_hard_seat_plays_a_whole_match_to_its_end():
    # KD-46: an AI table ends by its stopping rules; the hard seat's every move is legal (the
    # match refuses an illegal one) and the match reaches its ranking (KD-37 (vi)).
    from game import registry
    from game.core.ai import Budget
    from game.core.playout import new_match, play_out

    game, rules = registry.get("kratos"), registry.rules_for("kratos")
    match, policies = new_match(game, rules, ["hard", "heuristic"], 4, budget=Budget(iterations=2))
    searched = []
    out = play_out(match, policies, on_step=lambda m: searched.append(policies[0].last.iterations))
    assert match.is_over and not out.capped and out.result is not None
    assert max(searched) == 2  # it searched (the kinds it leaves to the heuristic do not)
