"""The game scenes Tortuga knows. Adding a game's table is one line in SCENES.

Each entry names a package whose `SCENES` attribute is a `GameScenes` (scenes/table/game.py):
its table scene and its extra screenshots. The package is imported on first use, so the title
menu shows before any table is loaded. A game with no entry (the test game; a new game while
its scene is being made) is shown on the generic table.
"""

from __future__ import annotations

import importlib

from .table.game import GameScenes
from .table.generic import GenericTable

SCENES: dict[str, str] = {
    "pieces_of_eight": "scenes.pieces_of_eight",
    "mutinies": "scenes.mutinies",
    "black_fleet": "scenes.black_fleet",
    "kratos": "scenes.kratos",
}

GENERIC = GameScenes(GenericTable)


def scenes_for(game_id: str) -> GameScenes:
    """The scenes of `game_id` (the generic table for a game without a package here)."""
    module = SCENES.get(game_id)
    if module is None:
        return GENERIC
    scenes = importlib.import_module(module).SCENES
    if not isinstance(scenes, GameScenes):
        raise TypeError(f"{module}.SCENES is not a GameScenes")
    return scenes
