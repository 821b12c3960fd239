"""Golden replays: the engines still do exactly what they did when the replays were recorded.

tests/fixtures/golden/<game>.json.gz holds, for every game and seat count, ten seeded AI-only
matches recorded by tools/golden_replays.py: the log, the final ranking and a digest of every
event. Each is checked twice: the recorded log replayed step by step gives the same events and
ranking (the rules did not change), and the same AI seats playing from the same seed give the same
log (the views and the AI did not change either). tests/fixtures/saves/ holds a mid-game save per
game made by the code of the day: it must load and play on to the end.
"""

from __future__ import annotations

import gzip
import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT / "tools") not in sys.path:
    sys.path.insert(0, str(ROOT / "tools"))

from golden_replays import GOLDEN, SAVES, EventDigest  # noqa: E402

from game import registry  # noqa: E402
from game.core import Action, Match  # noqa: E402
from game.core.playout import new_match, play_out, seat_configs  # noqa: E402

GAMES = ("pieces_of_eight", "mutinies", "black_fleet")


def _recorded(game_id: str) -> list[dict]:
    with gzip.open(GOLDEN / f"{game_id}.json.gz", "rt", encoding="utf-8") as f:
        return json.load(f)["matches"]


def _cases() -> list[tuple[str, int]]:
    out = []
    for game_id in GAMES:
        counts = sorted({len(m["levels"]) for m in _recorded(game_id)})
        out += [(game_id, n) for n in counts]
    return out


@pytest.mark.parametrize(("game_id", "n"), _cases())
def test_recorded_logs_replay_to_the_same_events_and_ranking(game_id: str, n: int) -> None:
    game = registry.get(game_id)
    rules = registry.rules_for(game_id)
    for rec in (m for m in _recorded(game_id) if len(m["levels"]) == n):
        config = game.make_config(
            seat_configs(rec["levels"]), seed=rec["seed"], variants=rec["variants"]
        )
        match = Match(rules, config, record_hashes=False, undo=False)
        digest = EventDigest()
        match.listeners.append(digest)
        for entry in rec["log"]:
            if "chance" in entry:
                match.step_chance(entry["chance"])
            else:
                match.submit(entry["seat"], Action.from_json(entry["action"]), entry.get("ms"))
            rules.check_invariants(match.state)
        result = match.result() if match.is_over else rules.standings(match.state)
        assert result is not None
        where = f"{game_id} seed {rec['seed']}"
        assert match.is_over != rec["capped"], where
        assert [list(p) for p in result.ranking] == rec["ranking"], where
        assert result.reason == rec["reason"], where
        assert (digest.count, digest.hexdigest()) == (rec["events"], rec["event_digest"]), where


@pytest.mark.parametrize(("game_id", "n"), _cases())
def test_ai_seats_play_the_recorded_matches_again(game_id: str, n: int) -> None:
    game = registry.get(game_id)
    rules = registry.rules_for(game_id)
    for rec in (m for m in _recorded(game_id) if len(m["levels"]) == n):
        match, policies = new_match(
            game,
            rules,
            rec["levels"],
            rec["seed"],
            rec["variants"],
            record_hashes=False,
            undo=False,
        )
        digest = EventDigest()
        match.listeners.append(digest)
        out = play_out(match, policies, max_steps=game.info.step_cap)
        assert out.result is not None
        where = f"{game_id} seed {rec['seed']}"
        assert match.log == rec["log"], where
        assert [list(p) for p in out.result.ranking] == rec["ranking"], where
        assert digest.hexdigest() == rec["event_digest"], where


@pytest.mark.parametrize("game_id", GAMES)
def test_a_mid_game_save_from_the_recorded_code_loads_and_plays_to_the_end(game_id: str) -> None:
    data = json.loads((SAVES / f"{game_id}-midgame.json").read_text(encoding="utf-8"))
    match = Match.from_save(registry.rules_for, data, name=f"{game_id}-midgame.json")
    assert len(match.log) == len(data["log"])
    policies = [registry.get(game_id).policy(s.level) for s in match.config.seats]
    out = play_out(
        match,
        policies,
        max_steps=registry.get(game_id).info.step_cap,
        on_step=lambda m: m.rules.check_invariants(m.state),
    )
    assert match.is_over and out.result is not None and out.result.ranking
