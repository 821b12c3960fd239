"""Kratos's table scene: the sea chart, the desk, the seats and the diplomacy panel (table.py).

SETUP adds to the setup screen the ending in force (KD-37, KD-46) and the board the match will
be played on (5.2, 5.3, section 7); SCREENSHOTS adds the moments that show the table at work (a
piece's menu with where it could go, a declared move with its destinations, the diplomacy panel,
the chart zoomed in) beside the platform's mid-match and game-over shots."""

from __future__ import annotations

from ..table.game import GameScenes
from .screens import SCREENSHOTS
from .setup_note import SETUP
from .table import KratosTable

SCENES = GameScenes(KratosTable, SCREENSHOTS, SETUP)

__all__ = ["SCENES", "SCREENSHOTS", "SETUP", "KratosTable"]
