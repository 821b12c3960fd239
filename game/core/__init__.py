"""The engine every Tortuga game stands on (pure Python, no pygame).

The names below are loaded on first use (PEP 562), so importing one small module of the core
(say `game.core.saves`) does not pay for all of them: the title menu shows before they load.
Type checkers read the same names from the `TYPE_CHECKING` block at the end.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

_MODULES = {
    "agenda": ("Events", "Flow", "Settled", "Task", "find", "push", "then", "top"),
    "ai": ("Policy", "RandomPolicy"),
    "errors": ("DataError", "IllegalAction", "SaveError", "TortugaError"),
    "game": ("GameDef",),
    "match": ("Match",),
    "rng": ("Rng",),
    "rules": ("AgendaRules", "AnyRules", "Rules"),
    "types": (
        "OVER",
        "Action",
        "Chance",
        "Decision",
        "Event",
        "Label",
        "MatchConfig",
        "Over",
        "Pending",
        "Progress",
        "Result",
        "RuleRef",
        "SeatConfig",
        "SeatId",
        "TitleInfo",
        "VariantSpec",
    ),
}
_EXPORTS = {name: module for module, names in _MODULES.items() for name in names}
__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'game.core' has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


if TYPE_CHECKING:  # pragma: no cover - the same names, for type checkers and readers
    from .agenda import Events as Events
    from .agenda import Flow as Flow
    from .agenda import Settled as Settled
    from .agenda import Task as Task
    from .agenda import find as find
    from .agenda import push as push
    from .agenda import then as then
    from .agenda import top as top
    from .ai import Policy as Policy
    from .ai import RandomPolicy as RandomPolicy
    from .errors import DataError as DataError
    from .errors import IllegalAction as IllegalAction
    from .errors import SaveError as SaveError
    from .errors import TortugaError as TortugaError
    from .game import GameDef as GameDef
    from .match import Match as Match
    from .rng import Rng as Rng
    from .rules import AgendaRules as AgendaRules
    from .rules import AnyRules as AnyRules
    from .rules import Rules as Rules
    from .types import OVER as OVER
    from .types import Action as Action
    from .types import Chance as Chance
    from .types import Decision as Decision
    from .types import Event as Event
    from .types import Label as Label
    from .types import MatchConfig as MatchConfig
    from .types import Over as Over
    from .types import Pending as Pending
    from .types import Progress as Progress
    from .types import Result as Result
    from .types import RuleRef as RuleRef
    from .types import SeatConfig as SeatConfig
    from .types import SeatId as SeatId
    from .types import TitleInfo as TitleInfo
    from .types import VariantSpec as VariantSpec
