"""Autosave figures (not a test): bytes written per match, before and after the journal.

    python tests/bench/bench_saves.py [--game black_fleet] [--seats random,random,random,random]
                                      [--seed 4] [--ratio 6]

The match is played to its end by AI seats and autosaved after every step, as a table does when
every step is followed by a quiet frame (the worst case):
- before: the whole document rewritten at every step (the old writer; the bytes are counted, not
  written: 1.7 GB would only wear the disk);
- after: the journal (game.core.journal.JournalWriter) writing to a temporary folder, every line
  fsynced; the autosave is then read back and must equal the final save.
Black Fleet, four random seats, seed 4 is a 9,374-step match (the issue's was 9,170 steps).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game import registry  # noqa: E402
from game.core.ai import ai_rng  # noqa: E402
from game.core.boundary import encode  # noqa: E402
from game.core.journal import JournalWriter  # noqa: E402
from game.core.playout import new_match  # noqa: E402
from game.core.saves import read_save  # noqa: E402
from game.core.types import Chance  # noqa: E402


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--game", default="black_fleet")
    p.add_argument("--seats", default="random,random,random,random")
    p.add_argument("--seed", type=int, default=4)
    p.add_argument("--ratio", type=float, default=None)
    args = p.parse_args()
    game, rules = registry.get(args.game), registry.rules_for(args.game)
    match, policies = new_match(game, rules, args.seats.split(","), args.seed)
    rngs = [ai_rng(match.config.seed, s) for s in range(match.config.n_seats)]
    folder = Path(tempfile.mkdtemp())
    path = folder / "autosave-1.json"
    journal = JournalWriter(path, args.ratio) if args.ratio else JournalWriter(path)
    before = 0
    spent = 0.0
    while not match.is_over:
        pending = match.pending
        if isinstance(pending, Chance):
            match.step_chance()
        else:
            d = pending[0]
            view = rules.view(match.state, d.seat) if policies[d.seat].needs_view else None
            match.submit(d.seat, policies[d.seat].choose(view, d, rngs[d.seat]))
        snap = match.save_snapshot()
        doc = {**_header(snap), "log": snap.log}
        before += len(encode(doc))
        t0 = time.perf_counter()
        journal.record(snap)
        spent += time.perf_counter() - t0
    journal.close()
    final = encode(match.to_save())
    recovered = read_save(path)
    assert len(recovered.log) == len(match.log) and recovered.finished
    steps = len(match.log)
    print(
        f"{args.game} {args.seats} seed {args.seed}: {steps} steps, final save {len(final):,} B\n"
        f"  before (whole document every step): {before:,} B = {before / len(final):.0f} x final\n"
        f"  after (journal, ratio {journal.ratio:g}): {journal.bytes_written:,} B = "
        f"{journal.bytes_written / len(final):.2f} x final, {journal.compactions} snapshots, "
        f"{spent / steps * 1000:.2f} ms per step (fsync included)"
    )


def _header(snap) -> dict:
    """The document without its log, as the old writer wrote it (final hash: 32 hex digits)."""
    return {
        "format": "tortuga-save",
        "format_version": 2,
        "app_version": "1.0.0",
        "game_id": snap.rules.info.id,
        "rules_version": snap.rules.info.rules_version,
        "config": snap.config.to_json(),
        "rng": snap.rng,
        "hashes": {str(k): v for k, v in sorted(snap.hashes.items())},
        "final_hash": "0" * 32,
        "finished": snap.finished,
        "saved_at": time.time(),
    }


if __name__ == "__main__":
    main()
