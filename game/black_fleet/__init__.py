"""Black Fleet (Space Cowboys, 2014): merchants, pirates and two navies race for the ransom.

Rules side only (no pygame), in the package shape of game/README.md: info.py and content.py
read data/black_fleet/*.yaml, catalogue.py derives its tables, tasks.py and flow.py are the
agenda, the rule modules hold the rules, rules.py is the facade, ai.py the heuristic seat.
Spec: ../shared/rules/black_fleet.md (rule IDs BF-n, decisions AD-n).
"""

from game.core import GameDef
from game.core.search import searching

from .ai import HeuristicPolicy
from .ai_search import SPEC
from .content import load_content
from .info import INFO
from .rules import BlackFleetRules

# The 'hard' level: the search of ai_search.py (the measurements are there);
# tests/black_fleet/test_black_fleet_search.py keeps it fair.
GAME = GameDef(
    INFO,
    load_content,
    BlackFleetRules,
    {"heuristic": HeuristicPolicy},
    searching={"hard": searching(SPEC)},
)

__all__ = ["GAME", "INFO", "BlackFleetRules", "HeuristicPolicy", "load_content"]
