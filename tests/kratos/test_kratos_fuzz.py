"""Fuzzing with the conformance harness: random and heuristic playouts for 9 seats and the reduced
tables (2 to 8), with the game's invariants after every step (every piece in one place, cargo
within capacity, gold conserved with escrow, island limits ...), no view leaking another seat's
gold or private offers (determinize gives the same view and the same options), save -> load
continuing identically (diplomacy included), and every text in both languages."""

import pytest
from support import conformance

RUNS = [  # seats, level, seeds, steps
    (2, "random", range(1, 4), 1200),
    (3, "random", range(1, 3), 1000),
    (4, "random", range(1, 2), 1000),
    (5, "random", range(1, 2), 1000),
    (6, "random", range(1, 2), 800),
    (7, "random", range(1, 2), 800),
    (8, "random", range(1, 2), 800),
    (9, "random", range(1, 2), 1000),
    (2, "heuristic", range(1, 3), 2500),
    (4, "heuristic", range(1, 2), 2500),
    (9, "heuristic", range(1, 2), 2500),
]

DECISIONS = {
    "placement",
    "choose_play",
    "piece_menu",
    "cargo",
    "move",
    "shoot",
    "produce",
    "steel",
    "consent",
    "diplomacy",
    "answer",
    "honour",
}


@pytest.mark.parametrize("seats,level,seeds,steps", RUNS)
def test_playouts_conform(seats, level, seeds, steps):
    """Section 3 as a state machine (KD-44), 6.4 (no leaks), 3.7 invariants, KD-47 (replays of
    diplomacy stay exact) for every seat count."""
    report = conformance.run(
        "kratos", [level] * seats, seeds, max_steps=steps, view_every=15 if seats > 4 else 7
    )
    conformance.assert_conforms(report)
    assert report.decision_kinds <= DECISIONS
    assert report.games == len(seeds)


@pytest.mark.parametrize(
    "seats,levels,variants",
    [
        (3, "random", {"deals": "honour"}),
        (3, "random", {"unilateral_recolour": True}),
        (9, "random", {"board": "random", "board_filter": True}),
        (4, "heuristic", {"endings": "original", "turn_order": "seat"}),
        (5, "mixed", {"max_rounds": 10}),
    ],
)
def test_variant_playouts_conform(seats, levels, variants):
    """KD-11 and KD-34 variants, 5.3 boards and filter, K-13 fixed order, KD-37 endings."""
    names = ["heuristic", "random", "passive"] * 3 if levels == "mixed" else [levels] * seats
    report = conformance.run(
        "kratos", names[:seats], range(7, 8), max_steps=1000, variants=variants, view_every=10
    )
    conformance.assert_conforms(report)
