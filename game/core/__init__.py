"""The engine every Tortuga game stands on (pure Python, no pygame).

The names below are loaded on first use (PEP 562), so importing one small module of the core
(say `game.core.saves`) does not pay for all of them: the title menu shows before they load.
"""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

_EXPORTS = {
    "Policy": "ai", "RandomPolicy": "ai",
    "DataError": "errors", "IllegalAction": "errors", "SaveError": "errors", "TortugaError": "errors",
    "GameDef": "game", "Match": "match", "Rng": "rng", "Rules": "rules",
    **{name: "types" for name in (
        "OVER", "Action", "Chance", "Decision", "Event", "Label", "MatchConfig", "Over", "Pending",
        "Result", "RuleRef", "SeatConfig", "SeatId", "TitleInfo", "VariantSpec")},
}
__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'game.core' has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


if TYPE_CHECKING:  # pragma: no cover - for type checkers and readers
    from .ai import Policy, RandomPolicy
    from .errors import DataError, IllegalAction, SaveError, TortugaError
    from .game import GameDef
    from .match import Match
    from .rng import Rng
    from .rules import Rules
    from .types import (OVER, Action, Chance, Decision, Event, Label, MatchConfig, Over, Pending,
                        Result, RuleRef, SeatConfig, SeatId, TitleInfo, VariantSpec)
