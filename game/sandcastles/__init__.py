"""Sandcastles (YAY Games, Andrew Harman, 2014/2015): build castles on the beach, knock down your
neighbours', and bank them before the Big Wave comes. One to seven seats: solo against the
game, the 2-player shared castle, or the standard game for 3 to 7.

Rules side only (no pygame), in the engine shape of game/README.md. Spec:
../shared/rules/sandcastles.md (rule IDs SAND-n, decisions AMB-n, scenarios SANDS-n).
"""

from game.core import GameDef
from game.core.search import searching

from .ai import HeuristicPolicy
from .ai_search import SPEC
from .content import load_content
from .info import INFO
from .rules import SandcastlesRules

GAME = GameDef(
    INFO,
    load_content,
    SandcastlesRules,
    {"heuristic": HeuristicPolicy},
    searching={"hard": searching(SPEC)},
)

__all__ = ["GAME", "INFO", "HeuristicPolicy", "SandcastlesRules", "load_content"]
