"""The scenes that menus and tables open for each other, asked for by name.

The menus start matches and load saves; a table opens the hand-off, pause, game-over and message
screens. Neither package imports the other: both ask the App's `screens` service, which
scenes/launch.py (the one module above both) puts in place when the program starts
(`scenes.launch.install(app)`). The protocols below are all either side knows of the other.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Protocol

import pygame

from game.core import Match, MatchConfig
from game.core.types import TitleInfo

from .stack import Stacked


class TableView(Protocol):
    """What the screens over a table (pause, hand-off, game over) read of it."""

    match: Match
    config: MatchConfig
    info: TitleInfo
    names: list[str]
    board_rect: pygame.Rect
    autosave_path: Path  # the autosave it writes (the load screen does not delete it)

    def seat_colour(self, seat: int) -> str: ...
    def set_viewer(self, seat: int | None) -> None: ...


class Screens(Protocol):
    """Scenes by name (each returned scene is the caller's to push), and the ways into a match."""

    def title(self) -> Stacked: ...
    def message(
        self, title: str, text: str, on_close: Callable[[], None] | None = None
    ) -> Stacked: ...
    def pause(self, table: TableView) -> Stacked: ...
    def hand_off(self, table: TableView, seat: int) -> Stacked: ...
    def game_over(self, table: TableView) -> Stacked: ...

    def start_match(self, config: MatchConfig) -> bool:
        """Open a new match of `config` on its game's table (the title menu beneath it); False,
        with a message shown, when the game's data cannot be loaded."""
        ...

    def load_and_play(self, path: Path) -> bool:
        """Continue the match saved at `path`; a broken file is refused with a message."""
        ...

    def open_table(self, match: Match, autosave_path: Path | None = None) -> TableView:
        """Show `match` on its game's table, the title menu beneath it (applied at the end of
        the frame, like every stack change); returns the table."""
        ...
