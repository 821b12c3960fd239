"""The program's scenes wired together: the one module that knows both the menus and the
tables. `install(app)` gives the App its `screens` service (scenes/core/screens.py), through which
the menus start and load matches and the tables open the hand-off, pause, game-over and message
screens, so that scenes/menus and scenes/table never import each other. Tables are found by game
id in scenes/registry.py.

The scenes are imported when first asked for: the title menu draws its first frame before the
widget toolkit (which the other menus need) is loaded.
"""

from __future__ import annotations

import gc
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from game import registry as games
from game.core import heap
from game.core.errors import DataError, SaveError

from .core import i18n
from .core.app import App
from .core.stack import Stacked

if TYPE_CHECKING:  # the engine is not loaded for the first frame (the title menu)
    from game.core import Match, MatchConfig
    from game.net.client import JoinClient
    from game.net.discovery import Announcer
    from game.net.remote import RemoteMatch
    from game.net.session import HostSession

    from .core.screens import SetupExtras, TableView


class Launcher:
    """The App's `screens` (see scenes.core.screens.Screens)."""

    def __init__(self, app: App) -> None:
        self.app = app
        self._table_game: str | None = None  # the game of the last table opened

    # ---- scenes by name ------------------------------------------------------------------------
    def title(self) -> Stacked:
        from .menus.title import TitleScene

        return TitleScene(self.app)

    def message(self, title: str, text: str, on_close: Callable[[], None] | None = None) -> Stacked:
        from .menus.message import MessageScene

        return MessageScene(self.app, title, text, on_close)

    def pause(self, table: TableView) -> Stacked:
        from .menus.pause import PauseScene

        return PauseScene(self.app, table)

    def hand_off(self, table: TableView, seat: int) -> Stacked:
        from .menus.handoff import HandOffScene

        return HandOffScene(self.app, table, seat)

    def game_over(self, table: TableView) -> Stacked:
        from .menus.game_over import GameOverScene

        return GameOverScene(self.app, table)

    def setup_extras(self, game_id: str) -> SetupExtras | None:
        from . import registry

        return registry.scenes_for(game_id).setup

    # ---- into a match --------------------------------------------------------------------------
    def open_table(self, match: Match, autosave_path: Path | None = None) -> TableView:
        from . import registry  # the tables, with the widget toolkit they build on

        game_id = match.rules.info.id
        if self._table_game is not None:  # the last table goes: free it and its pictures
            if self._table_game != game_id:  # another game's sprites are not needed either
                forget_drawings(registry.SCENES.get(self._table_game))
            # after the new table's first frame (the old one is off the stack by then); the
            # collection walks only what is not settled (game/core/heap.py)
            self.app.after_frame.append(collect_garbage)
        self._table_game = game_id
        self.app.stack.reset(self.title())
        table = registry.scenes_for(game_id).table(self.app, match, autosave_path)
        self.app.stack.push(table)
        return table

    def host_table(
        self,
        match: Match,
        session: HostSession,
        announcer: Announcer | None = None,
        autosave_path: Path | None = None,
    ) -> TableView:
        """A hosted LAN match: the joiners' seats are played from their machines. Beside its
        autosave goes what resumes it as a hosted game (the code, the port, the seat tokens)."""
        from game.net.ticket import save_host_ticket

        from .table.lan import HostLink

        table = self.open_table(match, autosave_path)
        remote, handed = session.remote, session.handed
        humans = [s for s in match.config.human_seats() if s not in remote | handed]
        ai = [i for i, s in enumerate(match.config.seats) if not s.is_human]
        table.connect(HostLink(session, announcer, table.autosave_path), humans, ai)
        for seat in sorted(handed):  # a joiner's seat handed to an AI before a resume
            table.take_over(seat)
        save_host_ticket(table.autosave_path, session.ticket())
        return table

    def resume_hosted(self, match: Match, autosave_path: Path) -> bool:
        """A match saved while hosted: its joiners' seats wait for them again (their programs
        rejoin by themselves with their tokens). False when it was not hosted, or is over."""
        from game.net.host import HostServer
        from game.net.session import HostSession
        from game.net.ticket import load_host_ticket

        ticket = load_host_ticket(autosave_path, match.config.game, match.config.seed)
        if ticket is None or match.is_over:
            return False
        if not ticket.seats:  # every joiner's seat was handed to an AI: nobody to wait for
            table = self.open_table(match, autosave_path)
            for seat in ticket.ai:
                table.take_over(seat)
            return True
        from .menus.lan import lobby_colours

        names = [s.name for s in match.config.seats]
        server = HostServer(
            match.config.game,
            names,
            [s.seat for s in ticket.seats],
            port=ticket.port,
            code=ticket.code,
            colours=lobby_colours(match.config),
        )
        for s in ticket.seats:
            server.restore(s.seat, s.name, s.token)
        try:
            server.start()
        except OSError as exc:
            self.show_error(i18n.tr("ui.lan.cannot_listen", port=ticket.port, error=str(exc)))
            return False
        session = HostSession(server, match)
        session.handed = set(ticket.ai)
        session.begin()
        self.host_table(match, session, None, autosave_path)
        return True

    def join_table(self, remote: RemoteMatch, client: JoinClient, token: str) -> TableView:
        """A joiner's table: its own seats only, on the host's updates."""
        from .table.lan import JoinLink

        table = self.open_table(remote)
        table.connect(JoinLink(client, remote, token), remote.seats, ())
        return table

    def start_match(self, config: MatchConfig) -> bool:
        try:
            rules = games.rules_for(config.game)
        except DataError as exc:
            self.show_error(i18n.tr("ui.error.data", error=str(exc)))
            return False
        from game.core.match import Match

        self.open_table(Match(rules, config))
        return True

    def load_and_play(self, path: Path) -> bool:
        """Resuming an autosave keeps writing to the same slot; a match loaded from a named
        save continues in the autosave slot that already holds it, if one does."""
        from game.core.saves import load_match

        path = Path(path)
        self.app.writer.flush(2.0)  # an autosave still being written is read whole
        try:
            match = load_match(path, games.rules_for, lambda gid: games.get(gid).all_levels())
        except SaveError as exc:
            problem = i18n.tr(exc.key, **exc.key_args)
            self.show_error(i18n.tr("ui.error.save", file=exc.file, problem=problem))
            return False
        except DataError as exc:
            self.show_error(i18n.tr("ui.error.data", error=str(exc)))
            return False
        slots = self.app.autosaves
        slot = path if path.parent == slots.folder else slots.slot_for(match)
        if not self.resume_hosted(match, slot):
            self.open_table(match, slot)
        return True

    def show_error(self, text: str) -> None:
        self.app.stack.push(self.message(i18n.tr("ui.error.title"), text))


def collect_garbage() -> None:
    gc.collect()
    heap.trim()  # what the last table freed goes back to the system


def forget_drawings(package: str | None) -> None:
    """Empty the caches of a game's scene package (its sprites, measured layouts): a table of
    another game opens, and they would hold tens of MiB for nothing. They fill again if that
    game's table opens later."""
    if package is None:
        return
    for name, module in list(sys.modules.items()):
        if module is None or not (name == package or name.startswith(package + ".")):
            continue
        for value in list(vars(module).values()):
            clear = getattr(value, "cache_clear", None)
            if callable(clear) and not isinstance(value, type) and value.__module__ == name:
                clear()


def preload_table(game_id: str) -> object:
    """Import a game's table package (the App's warm-up thread does, after the first frame):
    opening the table then only builds it."""
    from . import registry

    return registry.scenes_for(game_id)


def install(app: App) -> App:
    """Give `app` its screens service (every App that shows menus or tables needs it)."""
    app.screens = Launcher(app)
    app.preload_table = preload_table
    return app
