"""21 Mutinies: Arrr! Edition (Perepau Llistosella, Asylum Games 2013) — rules, data and AI.

Spec: ../shared/rules/mutinies.md (rule IDs M21-n). See rules.py for the module map.
"""
from game.core import GameDef

from .ai import HeuristicPolicy
from .content import load_content
from .rules import INFO, MutiniesRules

GAME = GameDef(INFO, load_content, MutiniesRules, {"heuristic": HeuristicPolicy})

__all__ = ["GAME", "INFO", "MutiniesRules", "HeuristicPolicy", "load_content"]
