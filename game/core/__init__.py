"""The engine every Tortuga game stands on (pure Python, no pygame)."""
from .ai import Policy, RandomPolicy
from .errors import DataError, IllegalAction, SaveError, TortugaError
from .game import GameDef
from .match import Match
from .rng import Rng
from .rules import Rules
from .types import (OVER, Action, Chance, Decision, Event, Label, MatchConfig, Over, Pending,
                    Result, RuleRef, SeatConfig, SeatId, TitleInfo, VariantSpec)

__all__ = [
    "Action", "Chance", "DataError", "Decision", "Event", "GameDef", "IllegalAction", "Label",
    "Match", "MatchConfig", "OVER", "Over", "Pending", "Policy", "RandomPolicy", "Result", "Rng",
    "RuleRef", "Rules", "SaveError", "SeatConfig", "SeatId", "TitleInfo", "TortugaError",
    "VariantSpec",
]
