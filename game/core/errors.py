"""Errors that carry a message a player can read (the UI shows them; nothing is lost)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .types import Action, RuleRef


class TortugaError(Exception):
    """Base of the errors the app turns into a message instead of a traceback."""


class IllegalAction(TortugaError):
    """An action the rules refuse; `ref` names the rule that forbids it."""

    def __init__(self, ref: RuleRef, action: Action | None = None, seat: int | None = None) -> None:
        self.ref = ref
        self.action = action
        self.seat = seat
        what = f"seat {seat}: {action.id}" if action is not None else "action"
        super().__init__(f"{what} refused by {ref}")


class DataError(TortugaError):
    """A YAML data file is broken: names the file, the key path and what was expected."""

    def __init__(self, file: str, path: str, problem: str) -> None:
        self.file = file
        self.path = path
        self.problem = problem
        where = f"{file}: {path}" if path else file
        super().__init__(f"{where}: {problem}")


class SaveError(TortugaError):
    """A save file that cannot be loaded. The file is left exactly as it was.

    `problem` is the English sentence (logs, tests); `key` + `args` let the UI say it in the
    player's language (`core.save.<reason>`)."""

    def __init__(
        self, file: str, problem: str, key: str = "core.save.damaged", **args: object
    ) -> None:
        self.file = file
        self.problem = problem
        self.key = key
        self.key_args = args
        super().__init__(f"{file}: {problem}")
