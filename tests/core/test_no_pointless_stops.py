"""No question without a choice, in every registered game (issue 12, item 2): a walk through
seeded AI games meets the decision kinds each game asks and, at every decision, checks what a
table does with it (`Match.forced`, which the table kit calls before it stops a human):

- a decision with one option is answered without a stop;
- a forced answer is always one of the decision's options (Match.forced checks it);
- a decision with nothing to choose is still asked only where being asked tells something
  hidden (`Rules.asking_tells`), and only when another human shares the screen (hot seat);
  a game without hidden information never keeps such a stop.
"""

from __future__ import annotations

from collections import defaultdict

import pytest

from game import registry
from game.core import Chance, Match, Over, SeatConfig
from game.core.ai import ai_rng

SEEDS = (1, 2)
Seen = tuple[int, bool, bool]  # options, answered without a stop alone, and in hot seat


def _walk(game_id: str) -> dict[str, list[Seen]]:
    """Every decision met in seeded random games at the fewest and most seats, by kind."""
    game = registry.get(game_id)
    rules = registry.rules_for(game_id)
    met: dict[str, list[Seen]] = defaultdict(list)
    low, high = game.info.seat_range
    for n in sorted({max(low, 2), high}):
        for seed in SEEDS:
            seats = [SeatConfig(f"P{k + 1}", "ai", "random") for k in range(n)]
            match = Match(rules, game.make_config(seats, seed=seed + 10 * n))
            policy = game.policy("random")
            rngs = [ai_rng(seed, k) for k in range(n)]
            for _ in range(game.info.step_cap):
                pending = match.pending
                if isinstance(pending, Over):
                    break
                if isinstance(pending, Chance):
                    match.step_chance()
                    continue
                d = pending[0]
                alone = match.forced(d) is not None
                watched = match.forced(d, watched=True) is not None
                met[d.kind].append((len(d.options), alone, watched))
                view = rules.view(match.state, d.seat) if policy.needs_view else None
                match.submit(d.seat, policy.choose(view, d, rngs[d.seat]))
    return met


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_no_human_is_stopped_without_a_choice(game_id):
    met = _walk(game_id)
    assert met, "the walk met the game's decisions"
    hidden = registry.get(game_id).info.has_hidden_info
    for kind, seen in met.items():
        for n_options, alone, watched in seen:
            if n_options == 1:
                assert alone, f"{kind}: one option, yet asked"
            if watched != alone:
                assert hidden and alone and not watched, f"{kind}: a hot-seat stop in an open game"
