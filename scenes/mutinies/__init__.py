"""21 Mutinies' table scene (table.py) and its final scoring walk-through (scoring.py).

SCREENSHOTS adds, to the platform's mid-match and game-over shots: the scoring walk-through
half-way, and the board with five seats and with two (the henchman game)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game import registry
from game.core import Match

from ..table.game import GameScenes, ScreenshotBuilder
from ..table.staging import advance, ai_config, human_to_move, open_table
from .scoring import ScoringScene
from .table import MutiniesTable

if TYPE_CHECKING:
    from ..core.app import App


def _finished_match(seed: int, n: int) -> Match:
    match = Match(registry.rules_for("mutinies"), ai_config("mutinies", seed, humans=0, n=n))
    advance(match, registry.get("mutinies").info.step_cap)
    return match


def scoring_shot(app: App) -> None:
    """The walk-through stopped at step 5 of the second player (cards revealed so far)."""
    table = open_table(app, _finished_match(12, 4), viewer=None)
    assert isinstance(table, MutiniesTable)
    table.over_shown = True  # this shot opens the walk-through itself
    scene = ScoringScene(app, table)
    scene.beat = 4 * len(scene.seats) + 2
    app.stack.push(scene)
    app.stack.apply_pending()


def board_shot(n: int, seed: int, steps: int) -> ScreenshotBuilder:
    """The board mid-game with `n` seats, seen by the human in seat 0 when it is to move."""

    def build(app: App) -> None:
        match = Match(registry.rules_for("mutinies"), ai_config("mutinies", seed, humans=1, n=n))
        advance(match, steps)
        advance(match, 400, human_to_move(0))
        open_table(app, match)

    return build


SCREENSHOTS: dict[str, ScreenshotBuilder] = {
    "scoring": scoring_shot,
    "five_seats": board_shot(5, 7, 180),
    "two_seats": board_shot(2, 5, 120),
}
SCENES = GameScenes(MutiniesTable, SCREENSHOTS)

__all__ = ["SCENES", "SCREENSHOTS", "MutiniesTable"]
