"""Fuzzing: random and heuristic playouts for 3 and 4 seats (and the 2-seat house rule) through
the conformance harness (invariants after every step: 65 cubes, one ship per space, every card
in one place; views resampled by determinize; save -> load -> identical continuation; every
text in en and es), plus a per-step check that no view shows another seat's hands or face-down
development cards (BF-93, BF-165)."""

from functools import cache

import pytest
from black_fleet.bf_helpers import config, rules
from support import conformance

from game.core import Match
from game.core.ai import RandomPolicy
from game.core.playout import steps

PLAYOUTS = {
    "random-x4": (["random"] * 4, range(70), 200),
    "random-x3": (["random"] * 3, range(100, 170), 200),
    "random-x2": (["random", "random"], range(200, 230), 200),
    "heuristic-random-random": (["heuristic", "random", "random"], range(300, 310), None),
    "mixed-x4": (["random", "heuristic", "random", "heuristic"], range(400, 408), None),
    "heuristic-x4": (["heuristic"] * 4, range(500, 506), None),
    "heuristic-x3": (["heuristic"] * 3, range(600, 606), None),
}


@cache
def playouts(name: str) -> conformance.Report:
    """The conformance run of one line of PLAYOUTS, run once per test process: every test
    that needs it gets the same report, whatever order the tests run in."""
    levels, seeds, cap = PLAYOUTS[name]
    return conformance.run("black_fleet", levels, seeds, max_steps=cap, view_every=7)


@pytest.mark.parametrize("name", list(PLAYOUTS))
def test_conformance(name):
    report = playouts(name)
    conformance.assert_conforms(report)
    _levels, seeds, cap = PLAYOUTS[name]
    if cap is None:  # AI games finish, by the victory card
        assert report.finished == len(seeds)


def test_fuzz_covered_every_decision_kind():
    """BF-151: a few hundred games (all the playouts above) met every decision the game has."""
    reports = [playouts(name) for name in PLAYOUTS]
    kinds = set().union(*(r.decision_kinds for r in reports))
    assert sum(r.games for r in reports) >= 200
    assert {
        "place_merchant",
        "enter_pirate",
        "play_movement",
        "ships",
        "sail",
        "purchase",
        "discard_limit",
        "discard_symbol",
        "fortune_target",
        "commandeer_move",
        "sea_charts",
    } <= kinds


def assert_no_leak(m: Match) -> None:
    s = m.state
    for seat in range(s.n):
        v = m.view(seat)
        for p in v.players:
            if p.seat != seat:
                assert p.movement_hand is None and p.fortune_hand is None
                assert all(d.card is None for d in p.development if not d.face_up)
            else:
                assert list(p.movement_hand) == s.mhand[seat]
        assert v.movement_pile == len(s.mpile) and v.fortune_pile == len(s.fpile)


@pytest.mark.parametrize("n", [3, 4])
def test_random_playouts_keep_invariants_and_hide_hands(n):
    """BF-3, BF-34, BF-165: after every action, cubes conserved, one ship per space, no leak."""
    r = rules()
    policy = RandomPolicy()
    for seed in range(8):
        m = Match(r, config(n, seed=seed), record_hashes=False, undo=False)
        for _step in steps(m, [policy] * n, max_steps=600):
            r.check_invariants(m.state)
            assert_no_leak(m)
