"""Save → load → continue, for every game and every seat count, at a random step: the match
loaded from a named save and the one recovered from its autosave journal go on exactly as the
match that was never saved (same log, same result, same RNG).
"""

from __future__ import annotations

import os
import random

import pytest

from game import registry
from game.core.ai import ai_rng
from game.core.journal import JournalWriter
from game.core.playout import new_match, play_out
from game.core.saves import load_match, write_named_save
from game.core.types import Chance

RANDOM = random.Random(int(os.environ.get("TORTUGA_RESUME_SEED", "5")))


def seat_counts(game_id: str) -> list[int]:
    info = registry.get(game_id).info
    counts = list(range(info.min_seats, info.max_seats + 1))
    return ([2] if info.two_player_variant and 2 not in counts else []) + counts


CASES = [("duel", 2)] + [(g, n) for g in registry.GAMES for n in seat_counts(g)]


def ai_levels(game_id: str):
    return registry.get(game_id).ai_levels()


def step(match, policies, rngs) -> None:
    pending = match.pending
    if isinstance(pending, Chance):
        match.step_chance()
    else:
        d = pending[0]
        view = match.rules.view(match.state, d.seat) if policies[d.seat].needs_view else None
        match.submit(d.seat, policies[d.seat].choose(view, d, rngs[d.seat]))


def finish(match):
    """Play `match` to its end with fresh AI seats (the same for every copy)."""
    game = registry.get(match.rules.info.id)
    policies = [game.policy(s.level) for s in match.config.seats]
    return play_out(match, policies, max_steps=game.info.step_cap)


@pytest.mark.parametrize(("game_id", "seats"), CASES)
def test_a_match_saved_at_a_random_step_continues_identically(
    game_id, seats, tmp_path, monkeypatch
):
    monkeypatch.setattr(os, "fsync", lambda fd: None)  # speed: durability is the kill test's
    game, rules = registry.get(game_id), registry.rules_for(game_id)
    levels = ["heuristic" if i % 2 == 0 else "random" for i in range(seats)]
    seed = RANDOM.randrange(10**6)
    whole, policies = new_match(game, rules, levels, seed)
    total = len(play_out(whole, policies, max_steps=game.info.step_cap).match.log)
    k = RANDOM.randrange(1, total)

    match, policies = new_match(game, rules, levels, seed)
    journal = JournalWriter(tmp_path / "autosave-1.json", ratio=2.0)
    rngs = [ai_rng(seed, s) for s in range(seats)]
    for _ in range(k):
        step(match, policies, rngs)
        journal.record(match.save_snapshot())
    journal.close()
    assert len(match.log) == k
    named = write_named_save(tmp_path, f"{game_id}-{seats}", match.to_save())
    copies = [
        match,
        load_match(named, registry.rules_for, ai_levels),
        load_match(tmp_path / "autosave-1.json", registry.rules_for, ai_levels),
    ]
    assert all(c.log == match.log and c.rng.state() == match.rng.state() for c in copies)
    outs = [finish(c) for c in copies]
    assert outs[1].match.log == outs[0].match.log == outs[2].match.log
    assert outs[1].result == outs[0].result == outs[2].result
    hashes = {c.rules.state_hash(c.state) for c in copies}
    assert len(hashes) == 1
