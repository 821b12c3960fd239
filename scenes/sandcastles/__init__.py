"""Sandcastles' table scene: the beach, the building areas, the hand (see table.py).

SCREENSHOTS adds the moment that shows the board at work (a human's tile picked up, the cells
where it may go lit in every castle, the pointer over one of them) and seven seats mid-game."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import registry
from game.core import Match

from ..table.game import GameScenes, ScreenshotBuilder
from ..table.staging import advance, ai_config, human_to_move, open_table
from .table import SandcastlesTable

if TYPE_CHECKING:
    from ..core.app import App


def _placing(app: App) -> None:
    def placing(m: Match) -> bool:
        return not m.chance_pending and any(
            d.seat == 0 and d.kind == "castle" and len(d.options) > 2 for d in m.decisions()
        )

    match = Match(registry.rules_for("sandcastles"), ai_config("sandcastles", 5, humans=1, n=4))
    advance(match, 3000, placing)
    table = open_table(app, match)
    assert isinstance(table, SandcastlesTable)
    app.run_frames(3)
    lit = [c for c in table._clicks if c.offered and c.style == "cell"]
    if lit:
        pos = lit[len(lit) // 2].rect.center
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        )
        app.run_frames(30)


def _seven(app: App) -> None:
    """Seven seats mid-game: every building area on one screen."""
    match = Match(registry.rules_for("sandcastles"), ai_config("sandcastles", 11, humans=1, n=7))
    advance(match, 260)
    advance(match, 3000, human_to_move(0))
    open_table(app, match)


SCREENSHOTS: dict[str, ScreenshotBuilder] = {"placing": _placing, "seven": _seven}
SCENES = GameScenes(SandcastlesTable, SCREENSHOTS)

__all__ = ["SCENES", "SCREENSHOTS", "SandcastlesTable"]
