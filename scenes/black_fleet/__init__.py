"""Black Fleet's table scene: the chart, the ships, the captain's desk (see table.py).

SCREENSHOTS adds the moment that shows the board at work: a human's ship selected, the spaces
it can reach lit, the path to one of them under the pointer."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import registry
from game.core import Match

from ..table.game import GameScenes, ScreenshotBuilder
from ..table.staging import advance, ai_config, open_table
from .table import BlackFleetTable

if TYPE_CHECKING:
    from ..core.app import App


def _sailing(app: App) -> None:
    def sailing(m: Match) -> bool:
        return not m.chance_pending and any(
            d.seat == 0 and d.kind == "sail" and sum(a.kind == "move" for a in d.options) > 8
            for d in m.decisions()
        )

    match = Match(registry.rules_for("black_fleet"), ai_config("black_fleet", 7, humans=1))
    advance(match, 2000, sailing)
    table = open_table(app, match)
    assert isinstance(table, BlackFleetTable)
    app.run_frames(3)
    d = table.current_human_decision()
    moves = [a for a in d.options if a.kind == "move"] if d else []
    if moves:
        target = moves[len(moves) * 2 // 3]
        pos = table.layout.centre((target.args[0], target.args[1]))
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        )
        app.run_frames(30)


SCREENSHOTS: dict[str, ScreenshotBuilder] = {"sailing": _sailing}
SCENES = GameScenes(BlackFleetTable, SCREENSHOTS)

__all__ = ["SCENES", "SCREENSHOTS", "BlackFleetTable"]
