"""The scenes that menus and tables open for each other, asked for by name.

The menus start matches and load saves; a table opens the hand-off, pause, game-over and message
screens. Neither package imports the other: both ask the App's `screens` service, which
scenes/launch.py (the one module above both) puts in place when the program starts
(`scenes.launch.install(app)`). The protocols below are all either side knows of the other.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from .stack import Stacked

if TYPE_CHECKING:  # the engine is not loaded for the first frame (the title menu)
    from game.core import Match, MatchConfig
    from game.core.types import Progress, TitleInfo
    from game.net.client import JoinClient
    from game.net.discovery import Announcer
    from game.net.remote import RemoteMatch
    from game.net.session import HostSession


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
    def connect(self, link: Any, humans: Sequence[int], ai_seats: Sequence[int]) -> None:
        """Some seats are played on other machines (a LAN match; scenes/table/lan.py)."""
        ...

    def take_over(self, seat: int) -> None:
        """An AI plays `seat` from now on (a joiner's seat the host handed over)."""
        ...

    def result_charts(self) -> list[list[Progress]]:
        """Charts the game adds beside its progress chart on the game-over screen (each a
        list of points, like `ProgressLog.chart()`)."""
        ...


class SetupExtras(Protocol):
    """What a game adds to its match-setup screen (named by its scene package's GameScenes)."""

    def note(self, config: MatchConfig) -> str:
        """A few words on what the setup as it stands means for the match (the ending in
        force, the board it will be played on ...), shown under the panels."""
        ...


class Screens(Protocol):
    """Scenes by name (each returned scene is the caller's to push), and the ways into a match."""

    def title(self) -> Stacked: ...
    def message(
        self, title: str, text: str, on_close: Callable[[], None] | None = None
    ) -> Stacked: ...
    def pause(self, table: TableView) -> Stacked: ...
    def hand_off(self, table: TableView, seat: int) -> Stacked: ...
    def game_over(self, table: TableView) -> Stacked: ...
    def setup_extras(self, game_id: str) -> SetupExtras | None:
        """What `game_id`'s scene package adds to its setup screen (None: nothing)."""
        ...

    def start_match(self, config: MatchConfig) -> bool:
        """Open a new match of `config` on its game's table (the title menu beneath it); False,
        with a message shown, when the game's data cannot be loaded."""
        ...

    def load_and_play(self, path: Path) -> bool:
        """Continue the match saved at `path`; a broken file is refused with a message."""
        ...

    def host_table(
        self,
        match: Match,
        session: HostSession,
        announcer: Announcer | None = None,
        autosave_path: Path | None = None,
    ) -> TableView:
        """Open a hosted LAN match: the seats joiners took are played from their machines."""
        ...

    def join_table(self, remote: RemoteMatch, client: JoinClient, token: str) -> TableView:
        """Open a joiner's table on the host's match: its own seats only."""
        ...

    def open_table(self, match: Match, autosave_path: Path | None = None) -> TableView:
        """Show `match` on its game's table, the title menu beneath it (applied at the end of
        the frame, like every stack change); returns the table."""
        ...
