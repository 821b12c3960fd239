"""Pieces of Eight: pirate ship combat with stacks of coins (digest: ../shared/rules/pieces_of_eight.md).

GAME is what the registry imports. The title information is built from the YAML settings, so the
package reads data/pieces_of_eight/ once when it is imported.
"""
from __future__ import annotations

from game.core.data import data_dir
from game.core.game import GameDef

from .ai import HeuristicPolicy
from .content import load_content
from .info import GAME_ID, make_info
from .rules import PiecesOfEightRules

INFO = make_info(load_content(data_dir(GAME_ID)))
GAME = GameDef(INFO, load_content, PiecesOfEightRules, {"heuristic": HeuristicPolicy})

__all__ = ["GAME", "INFO", "PiecesOfEightRules", "HeuristicPolicy", "load_content"]
