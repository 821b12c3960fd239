"""Record the golden replays that pin down what the engines do (tests/fixtures/golden/).

    python tools/golden_replays.py                   # every game
    python tools/golden_replays.py --game mutinies   # one game (after a deliberate rules change)

For each game and each seat count it plays 10 seeded AI-only matches (a rotation of AI levels and
variants, so setup paths and variants are covered too) and writes, per match: seed, levels,
variants, the whole match log (actions and chance outcomes), the final ranking and a digest of
the event stream. It also writes one mid-game save per game, made by the code of the day.

tests/core/test_golden_replays.py replays every log and plays every match again from its seed:
the same log, the same ranking and the same event digest, or a refactor changed behaviour.
Re-record only when a change in behaviour is deliberate, and say which replays and why in the
commit.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game import registry  # noqa: E402
from game.core.plain import to_plain  # noqa: E402
from game.core.playout import new_match, play_out  # noqa: E402
from game.core.types import Event  # noqa: E402

FIXTURES = ROOT / "tests" / "fixtures"
GOLDEN = FIXTURES / "golden"
SAVES = FIXTURES / "saves"
MATCHES_PER_COUNT = 10

# Variants rotated through the matches of each seat count; a set that a seat count does not
# allow falls back to the defaults (recorded as such).
VARIANTS: dict[str, list[dict[str, Any]]] = {
    "pieces_of_eight": [
        {},
        {"distribution": "draft"},
        {"distribution": "random_trades"},
        {"first_player": "first_seat", "match_wins": 2},
        {"shipyards": "both_sets"},
        {"teams": "pairs"},
        {"distribution": "draft_random_trades", "extra_scraps": 2},
        {"chess_clock": True},
        {"stalemate_quiet_rounds": 1},
        {"teams": "two_teams"},
    ],
    "mutinies": [
        {},
        {"simplified": True},
        {"mutiny_count": 5},
        {},
        {"mutiny_count": 30},
        {"simplified": True, "mutiny_count": 12},
        {},
        {"mutiny_count": 1},
        {},
        {"simplified": True},
    ],
    "black_fleet": [
        {},
        {"long_victory_1": True},
        {},
        {"long_victory_2": True, "long_victory_3": True},
        {},
        {},
        {"long_victory_1": True, "long_victory_2": True},
        {},
        {},
        {},
    ],
}


def seat_counts(game_id: str) -> list[int]:
    info = registry.get(game_id).info
    low = 2 if info.two_player_variant else info.min_seats
    return list(range(low, info.max_seats + 1))


def levels_for(n: int, k: int) -> list[str]:
    """Even matches: all heuristic; odd ones: heuristic and random seats alternating."""
    if k % 2 == 0:
        return ["heuristic"] * n
    return ["heuristic" if (q + k) % 2 else "random" for q in range(n)]


def event_record(e: Event) -> list[Any]:
    return [
        e.type,
        to_plain(dict(e.data)),
        list(e.visible_to) if e.visible_to is not None else None,
        to_plain(dict(e.redacted)) if e.redacted is not None else None,
        e.reveal,
    ]


class EventDigest:
    """A running digest of every event a match emits (full form, with visibility)."""

    def __init__(self) -> None:
        self.h = hashlib.blake2b(digest_size=16)
        self.count = 0

    def __call__(self, events: list[Event]) -> None:
        for e in events:
            self.h.update(
                json.dumps(event_record(e), sort_keys=True, separators=(",", ":")).encode()
            )
            self.count += 1

    def hexdigest(self) -> str:
        return self.h.hexdigest()


def valid_variants(game_id: str, n: int, variants: dict[str, Any]) -> dict[str, Any]:
    game = registry.get(game_id)
    rules = registry.rules_for(game_id)
    from game.core.playout import seat_configs

    try:
        config = game.make_config(seat_configs(["random"] * n), seed=0, variants=variants)
        rules.setup(config)
    except ValueError:
        return {}
    return dict(variants)


def play(game_id: str, levels: list[str], seed: int, variants: dict[str, Any]) -> dict[str, Any]:
    game = registry.get(game_id)
    rules = registry.rules_for(game_id)
    match, policies = new_match(
        game, rules, levels, seed, variants, record_hashes=False, undo=False
    )
    digest = EventDigest()
    match.listeners.append(digest)
    cap = game.info.step_cap
    out = play_out(match, policies, max_steps=cap)
    assert out.result is not None
    return {
        "seed": seed,
        "levels": levels,
        "variants": variants,
        "capped": out.capped,
        "steps": out.steps,
        "ranking": [list(p) for p in out.result.ranking],
        "reason": out.result.reason,
        "events": digest.count,
        "event_digest": digest.hexdigest(),
        "log": match.log,
    }


def record_game(game_id: str) -> None:
    GOLDEN.mkdir(parents=True, exist_ok=True)
    matches = []
    for n in seat_counts(game_id):
        rotation = VARIANTS[game_id]
        for k in range(MATCHES_PER_COUNT):
            seed = 1000 * n + k
            variants = valid_variants(game_id, n, rotation[k % len(rotation)])
            rec = play(game_id, levels_for(n, k), seed, variants)
            matches.append(rec)
            print(
                f"{game_id} seats={n} seed={seed} steps={rec['steps']} capped={rec['capped']}"
                f" variants={variants}",
                flush=True,
            )
    path = GOLDEN / f"{game_id}.json.gz"
    with gzip.open(path, "wt", encoding="utf-8") as f:
        json.dump({"game": game_id, "matches": matches}, f, separators=(",", ":"))
    print(f"wrote {path.relative_to(ROOT)} ({path.stat().st_size} bytes)")
    record_save(game_id)


def record_save(game_id: str) -> None:
    """A save made halfway through a heuristic match at the game's default seat count."""
    SAVES.mkdir(parents=True, exist_ok=True)
    game = registry.get(game_id)
    rules = registry.rules_for(game_id)
    n = game.info.default_seats or game.info.min_seats
    levels = ["heuristic"] * n
    match, policies = new_match(game, rules, levels, 77, {})
    full = play_out(match, policies, max_steps=game.info.step_cap).steps
    match, policies = new_match(game, rules, levels, 77, {})
    play_out(match, policies, max_steps=full // 2)
    path = SAVES / f"{game_id}-midgame.json"
    path.write_text(json.dumps(match.to_save(), separators=(",", ":")), encoding="utf-8")
    print(f"wrote {path.relative_to(ROOT)} at step {full // 2} of {full}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", action="append", help="a game id (repeatable; default: every game)")
    args = ap.parse_args(argv)
    for game_id in args.game or [g for g in registry.game_ids() if g in VARIANTS]:
        record_game(game_id)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
