"""The engine every Tortuga game stands on (pure Python, no pygame).

The names below are loaded on first use (PEP 562), so importing one small module of the core
(say `game.core.saves`) does not pay for all of them: the title menu shows before they load.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

_EXPORTS = {
    "Policy": "ai",
    "RandomPolicy": "ai",
    "DataError": "errors",
    "IllegalAction": "errors",
    "SaveError": "errors",
    "TortugaError": "errors",
    "GameDef": "game",
    "Match": "match",
    "Rng": "rng",
    "Rules": "rules",
    **dict.fromkeys(
        (
            "OVER",
            "Action",
            "Chance",
            "Decision",
            "Event",
            "Label",
            "MatchConfig",
            "Over",
            "Pending",
            "Result",
            "RuleRef",
            "SeatConfig",
            "SeatId",
            "TitleInfo",
            "VariantSpec",
        ),
        "types",
    ),
}
__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'game.core' has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


if TYPE_CHECKING:  # pragma: no cover - names for type checkers and readers
    from .ai import Policy, RandomPolicy  # noqa: F401
    from .errors import DataError, IllegalAction, SaveError, TortugaError  # noqa: F401
    from .game import GameDef  # noqa: F401
    from .match import Match  # noqa: F401
    from .rng import Rng  # noqa: F401
    from .rules import Rules  # noqa: F401
    from .types import OVER, Result, RuleRef, SeatConfig, SeatId, TitleInfo, VariantSpec  # noqa: F401 Action, Chance, Decision, Event, Label, MatchConfig, Over, Pending,
