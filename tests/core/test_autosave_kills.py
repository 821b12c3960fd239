"""The autosave cannot vanish: a writer SIGKILLed at random moments always leaves an autosave
that loads, holding a prefix of the match it was writing (or, when killed before its first
write, the previous match of that slot, whole).

The child (tests/support/autosave_child.py) plays a Black Fleet match of random seats and
autosaves after every step through the save thread, compacting often (ratio 1.5) so that kills
land in snapshots, backups and journal appends alike. Every other run starts with a finished
autosave of another game in the slot. TORTUGA_KILLS=200 runs the issue's count (default: 6).
"""

from __future__ import annotations

import os
import random
import shutil
import subprocess
import sys
import time
from functools import cache
from pathlib import Path

import msgspec

from game import registry
from game.core.ai import ai_rng
from game.core.journal import JournalWriter
from game.core.playout import new_match, play_out
from game.core.saves import load_match, open_save
from game.core.types import Chance

KILLS = int(os.environ.get("TORTUGA_KILLS", "6"))
CHILD = Path(__file__).resolve().parents[1] / "support" / "autosave_child.py"
GAME, SEATS, SEED, RATIO = "black_fleet", "random,random,random,random", 4, 1.5


@cache
def reference() -> tuple[list[dict], list[int]]:
    """The child's match played here: its log and the RNG counter after each step."""
    game, rules = registry.get(GAME), registry.rules_for(GAME)
    match, policies = new_match(game, rules, SEATS.split(","), SEED)
    rngs = [ai_rng(match.config.seed, s) for s in range(match.config.n_seats)]
    counters = [match.rng.counter]
    while not match.is_over:
        pending = match.pending
        if isinstance(pending, Chance):
            match.step_chance()
        else:
            d = pending[0]
            view = rules.view(match.state, d.seat) if policies[d.seat].needs_view else None
            match.submit(d.seat, policies[d.seat].choose(view, d, rngs[d.seat]))
        counters.append(match.rng.counter)
    return match.log, counters


def previous_match(folder: Path) -> list[dict]:
    """A finished autosave of another game in `folder`'s slot 1; returns its log."""
    game = registry.get("pieces_of_eight")
    match, policies = new_match(
        game, registry.rules_for("pieces_of_eight"), ["heuristic", "heuristic"], 3
    )
    play_out(match, policies)
    journal = JournalWriter(folder / "autosave-1.json")
    journal.record(match.save_snapshot())
    journal.close()
    return match.log


def ai_levels(game_id: str):
    return registry.get(game_id).ai_levels()


def test_an_autosave_killed_at_random_moments_is_never_lost(tmp_path):
    log, counters = reference()
    template = tmp_path / "previous"
    template.mkdir()
    old_log = previous_match(template)
    rnd = random.Random(int(os.environ.get("TORTUGA_KILL_SEED", "13")))
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    outcomes = {"new match": 0, "previous match": 0, "from a companion": 0, "mid-write": 0}
    for k in range(KILLS):
        folder = tmp_path / f"kill-{k}"
        reuse = k % 2 == 1
        if reuse:
            shutil.copytree(template, folder)
        else:
            folder.mkdir()
        child = subprocess.Popen(
            [sys.executable, str(CHILD), str(folder), GAME, SEATS, str(SEED), str(RATIO)],
            stdout=subprocess.PIPE,
            env=env,
        )
        if reuse:  # from the start: the kill may come before the first autosave of this match
            time.sleep(rnd.uniform(0.3, 3.0))
        else:
            assert child.stdout is not None and child.stdout.readline() == b"ready\n"
            time.sleep(rnd.uniform(0.0, 2.0))
        child.kill()
        child.wait()
        path = folder / "autosave-1.json"
        outcomes["mid-write"] += any(p.name.endswith(".tmp") for p in folder.iterdir())
        opened = open_save(path)  # raises if the autosave was lost or damaged
        steps = msgspec.to_builtins(opened.doc.log)
        if opened.doc.game_id == GAME:
            n = len(steps)
            assert steps == log[:n] and opened.doc.rng.counter == counters[n], f"kill {k}"
            outcomes["new match"] += 1
        else:
            assert reuse and steps == old_log, f"kill {k}"
            outcomes["previous match"] += 1
        outcomes["from a companion"] += opened.source != path
        match = load_match(path, registry.rules_for, ai_levels)  # what Continue does
        assert len(match.log) == len(steps)
        shutil.rmtree(folder)
    print(f"\n{KILLS} kills: {outcomes}")
    assert outcomes["new match"] + outcomes["previous match"] == KILLS
