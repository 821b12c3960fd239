"""The process the kill test kills: a match autosaved through the save thread after every step,
as a table does (tests/core/test_autosave_kills.py).

    python tests/support/autosave_child.py FOLDER GAME SEATS SEED RATIO

Prints "ready" once the first autosave is on disk, then plays on until killed (or the end).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from game import registry  # noqa: E402
from game.core.ai import ai_rng  # noqa: E402
from game.core.playout import new_match  # noqa: E402
from game.core.saves import BackgroundWriter  # noqa: E402
from game.core.types import Chance  # noqa: E402


def main(folder: str, game_id: str, seats: str, seed: str, ratio: str) -> None:
    game, rules = registry.get(game_id), registry.rules_for(game_id)
    match, policies = new_match(game, rules, seats.split(","), int(seed))
    rngs = [ai_rng(match.config.seed, s) for s in range(match.config.n_seats)]
    writer = BackgroundWriter(compact_ratio=float(ratio))
    path = Path(folder) / "autosave-1.json"
    ready = False
    while not match.is_over:
        pending = match.pending
        if isinstance(pending, Chance):
            match.step_chance()
        else:
            d = pending[0]
            view = rules.view(match.state, d.seat) if policies[d.seat].needs_view else None
            match.submit(d.seat, policies[d.seat].choose(view, d, rngs[d.seat]))
        writer.submit(path, match.save_snapshot())
        if not ready:
            writer.flush()
            print("ready", flush=True)
            ready = True
    writer.close()
    print("over", writer.errors, flush=True)


if __name__ == "__main__":
    main(*sys.argv[1:6])
