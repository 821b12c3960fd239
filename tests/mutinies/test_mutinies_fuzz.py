"""Fuzzing: random and heuristic playouts for 2 to 5 seats and every variant, through the
shared conformance harness (invariants after every step: jewels, tokens, cards, rum cubes and
doubloons conserved; views resampled without change; save -> load continues identically; every
text in both languages), plus an explicit check that no view shows another seat's secrets."""

from __future__ import annotations

import pytest
from support import conformance

from game import registry
from game.core.playout import new_match, play_out

GAME_ID = "mutinies"


def run(levels, seeds, **kw):
    report = conformance.run(GAME_ID, levels, seeds, **kw)
    conformance.assert_conforms(report)
    assert report.capped == 0
    return report


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_random_playouts_conform(n):
    report = run(["random"] * n, range(100 + 30 * n, 100 + 30 * n + 20), view_every=10)
    assert report.finished == 20


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_heuristic_playouts_conform(n):
    report = run(["heuristic"] * n, range(300 + 20 * n, 300 + 20 * n + 12), view_every=10)
    assert {
        "place_captain",
        "place_sailor",
        "card_decide" if n > 2 else "henchman",
    } <= report.decision_kinds


@pytest.mark.parametrize(
    "levels",
    [
        ["heuristic", "random", "random"],
        ["random", "heuristic", "random", "heuristic", "random"],
        ["heuristic", "random"],
    ],
)
def test_mixed_playouts_conform(levels):
    run(levels, range(500, 512), view_every=10)


@pytest.mark.parametrize(
    "variants,games",
    [
        ({"simplified": True}, 10),
        ({"mutiny_count": 5}, 16),
        ({"mutiny_count": 30}, 4),
        ({"simplified": True, "mutiny_count": 3}, 16),
    ],
)
def test_variant_playouts_conform(variants, games):
    run(["random"] * 4, range(700, 700 + games), variants=variants, view_every=10)


def test_dense_view_checks_on_a_few_games():
    report = run(["random"] * 3, range(900, 903), view_every=1)
    assert report.finished == 3


def test_no_view_ever_shows_another_seats_secrets():
    """M21-25: other players' jewels, tokens, cards and pending draws stay hidden in play."""
    game, rules = registry.get(GAME_ID), registry.rules_for(GAME_ID)

    def check(match):
        s = match.state
        if s.phase != "play":
            return
        for seat in range(s.n):
            view = rules.view(s, seat)
            for p in view.players:
                if p.seat != seat:
                    assert p.jewels is p.treasures is p.cards is p.pending_jewel is None
                    assert p.pending_treasures is p.buried is p.boxed is None

    for n, seed in ((3, 11), (5, 12)):
        match, policies = new_match(game, rules, ["random"] * n, seed)
        play_out(match, policies, on_step=check)
