"""Black Fleet (Space Cowboys, 2014): merchants, pirates and two navies race for the ransom.

Rules side only (no pygame): content.py loads data/black_fleet/*.yaml, rules.py runs the game
(fortune.py, views.py, words.py and illegal.py are parts of it), movement.py finds paths, ai.py
is the heuristic seat. Spec: ../shared/rules/black_fleet.md (rule IDs BF-n, decisions AD-n).
"""

from game.core import GameDef

from .ai import HeuristicPolicy
from .content import load_content
from .rules import INFO, BlackFleetRules

GAME = GameDef(INFO, load_content, BlackFleetRules, {"heuristic": HeuristicPolicy})

__all__ = ["GAME", "INFO", "BlackFleetRules", "HeuristicPolicy", "load_content"]
