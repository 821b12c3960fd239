"""Fuzzing: random and heuristic playouts for 2 to 9 seats and for the variants, with the
conformance harness (invariants after every step, no-leak views, save -> load continuation,
texts in both languages), plus a larger invariant-only run."""

import pytest
from p8_helpers import RULES
from support import conformance

from game.core import Match
from game.core.ai import RandomPolicy
from game.core.playout import seat_configs, steps
from game.pieces_of_eight import GAME

# The decision points of P8-156 (setup ones included) and nothing else.
DECISIONS = {
    "crows_nest_move",
    "general_action",
    "choose_target",
    "cannon_target",
    "cannon_second",
    "cannon_invite",
    "cannon_commit",
    "call_result",
    "react",
    "monkey",
    "turn_reaction",
    "order_drawn",
    "arrange",
    "build",
    "stalemate_answer",
    "stalemate_pick",
    "draft_pick",
    "trade",
    "trade_give",
    "trade_ask",
    "trade_answer",
    "scrap_swap",
    "scraps_pick",
}

RUNS = [  # seats, level, games
    (2, "random", 30),
    (2, "heuristic", 30),
    (3, "random", 16),
    (3, "heuristic", 16),
    (4, "random", 10),
    (4, "heuristic", 10),
    (5, "random", 5),
    (5, "heuristic", 5),
    (6, "random", 4),
    (6, "heuristic", 4),
    (7, "random", 2),
    (7, "heuristic", 1),
    (8, "random", 2),
    (8, "heuristic", 1),
    (9, "random", 2),
    (9, "heuristic", 1),
]

VARIANTS = [  # seats, levels, variants, games
    (3, "random", {"distribution": "draft_random_trades", "extra_scraps": 2, "match_wins": 2}, 5),
    (3, "heuristic", {"distribution": "random_trades", "match_wins": 2}, 4),
    (2, "random", {"distribution": "draft", "match_wins": 3}, 4),
    (3, "random", {"distribution": "random_draft", "draft_random_count": 5}, 5),
    (4, "random", {"teams": "two_teams", "match_wins": 2}, 4),
    (6, "heuristic", {"teams": "pairs"}, 2),
    (8, "random", {"teams": "two_teams"}, 2),  # 4 v 4
    (8, "heuristic", {"teams": "pairs", "match_wins": 2}, 1),  # 2 v 2 v 2 v 2
    (9, "random", {"distribution": "random_trades", "extra_scraps": 3}, 1),
    (7, "random", {"distribution": "draft_random"}, 1),
    (2, "random", {"chess_clock": True, "first_player": "first_seat"}, 6),
    (3, "heuristic", {"shipyards": "armory", "stalemate_quiet_rounds": 1}, 4),
]


@pytest.mark.parametrize("seats,level,games", RUNS)
def test_playouts_conform(seats, level, games):
    """P8-156: only the documented decisions; P8-143: no view leaks; invariants every step."""
    report = conformance.run("pieces_of_eight", [level] * seats, range(1000, 1000 + games))
    conformance.assert_conforms(report)
    assert report.decision_kinds <= DECISIONS
    assert report.finished + report.capped == games


@pytest.mark.parametrize("seats,level,variants,games", VARIANTS)
def test_variant_playouts_conform(seats, level, variants, games):
    """P8-105, P8-108, P8-110 .. P8-117, P8-149, P8-151 .. P8-155 under the harness."""
    report = conformance.run(
        "pieces_of_eight",
        [level] * seats,
        range(2000, 2000 + games),
        variants=variants,
        view_every=9,
    )
    conformance.assert_conforms(report)
    assert report.decision_kinds <= DECISIONS


def test_mixed_seats_and_masking_off():
    levels = ["heuristic", "random", "heuristic", "random"]
    conformance.assert_conforms(conformance.run("pieces_of_eight", levels, range(3)))
    config = GAME.make_config(seat_configs(["random"] * 3), seed=5, options={"mask_prompts": False})
    assert Match(RULES, config).state.table.mask is False


def test_many_random_games_keep_their_invariants():
    """Every coin in exactly one place, at most one Captain a ship, after every step."""
    policy = RandomPolicy()
    for seed in range(120):
        n = 2 + seed % 8
        config = GAME.make_config(seat_configs(["random"] * n), seed=seed)
        m = Match(RULES, config, record_hashes=False, undo=False)
        for _step in steps(m, [policy] * n, max_steps=GAME.info.step_cap):
            RULES.check_invariants(m.state)
        assert m.is_over
