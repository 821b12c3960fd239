"""Fuzzing for 1 to 7 seats through the conformance harness: the invariants after every step
(each of the 140 tiles in exactly one place, the Big Wave only from the bottom 11 cards,
castles whole and agreeing), no view showing a hidden card (determinize gives back the same
view and the same options), save -> load -> identical continuation, and every text the game
produces in English and Spanish. Longer runs: tests/bench/bench_sandcastles.py."""

import pytest
from sandcastles.sc_helpers import rules
from support import conformance
from support.texts import missing_keys

from game.core import Event

PLAYOUTS = [
    (["random"], range(8)),
    (["random"] * 2, range(100, 106)),
    (["random"] * 3, range(200, 205)),
    (["random"] * 4, range(300, 304)),
    (["random"] * 5, range(400, 403)),
    (["random"] * 6, range(500, 503)),
    (["random"] * 7, range(600, 603)),
    (["heuristic"], range(700, 703)),
    (["heuristic", "random"], range(800, 802)),
    (["random", "heuristic", "random"], range(900, 902)),
    (["heuristic"] * 4, range(1000, 1001)),
]


@pytest.mark.parametrize("levels,seeds", PLAYOUTS)
def test_conformance(levels, seeds):
    """SAND-1 (every tile in one place), SAND-8 step 4, SAND-69, AMB-30: after every step."""
    report = conformance.run("sandcastles", levels, seeds, view_every=4)
    conformance.assert_conforms(report)
    assert report.finished == report.games and report.capped == 0


def test_redacted_log_lines_exist_in_both_languages():
    """SAND-69: what the other seats read of a private event has its own line."""
    keys = {}
    for event in (
        Event("drew", {"seat": 0}),
        Event("gave_up", {"seat": 0}),
        Event("hand_dealt", {"seat": 0, "count": 3}),
    ):
        label = rules().describe_event(event)
        assert label is not None
        keys[label.key] = set(label.args)
    assert missing_keys(keys) == []


def test_the_big_wave_is_never_drawn_before_the_bottom_eleven():
    """SAND-8 step 4, SAND-47: over many seeded games the wave comes with 10 or fewer other
    cards left in the deck, and in every one of the 11 places."""
    from game import registry
    from game.core.playout import new_match, play_out

    game = registry.get("sandcastles")
    left = set()
    for seed in range(60):
        m, policies = new_match(game, rules(), ["random"] * 3, seed)
        play_out(m, policies)
        assert 0 <= m.state.wave_left <= 10
        left.add(m.state.wave_left)
    assert len(left) >= 8  # spread over the bottom places
