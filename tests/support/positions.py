"""Positions the AI tests start from."""

from __future__ import annotations

from collections.abc import Collection

from game import registry
from game.core import Decision, Match
from game.core.playout import play_out, seat_configs


def at_choice(
    game_id: str, seed: int = 3, seat: int = 0, skip: Collection[str] = ()
) -> tuple[Match, Decision]:
    """A two-seat match of `game_id` played by heuristics until `seat` has a choice of two or
    more options (no chance step pending) of a kind not in `skip`."""
    game = registry.get(game_id)
    match = Match(
        registry.rules_for(game_id), game.make_config(seat_configs(["a", "b"]), seed=seed)
    )
    heuristics = [game.policy("heuristic"), game.policy("heuristic")]

    def stop(m: Match) -> bool:
        d = m.decision_for(seat)
        return not m.chance_pending and d is not None and len(d.options) > 1 and d.kind not in skip

    play_out(match, heuristics, until=stop)
    decision = match.decision_for(seat)
    assert decision is not None and len(decision.options) > 1
    return match, decision
