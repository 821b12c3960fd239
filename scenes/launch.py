"""The program's scenes wired together: the one module that knows both the menus and the
tables. `install(app)` gives the App its `screens` service (scenes/core/screens.py), through which
the menus start and load matches and the tables open the hand-off, pause, game-over and message
screens, so that scenes/menus and scenes/table never import each other. Tables are found by game
id in scenes/registry.py.

The scenes are imported when first asked for: the title menu draws its first frame before the
widget toolkit (which the other menus need) is loaded.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from game import registry as games
from game.core import DataError, Match, MatchConfig, SaveError
from game.core.saves import load_match

from .core import i18n
from .core.app import App
from .core.screens import TableView
from .core.stack import Stacked


class Launcher:
    """The App's `screens` (see scenes.core.screens.Screens)."""

    def __init__(self, app: App) -> None:
        self.app = app

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

    # ---- into a match --------------------------------------------------------------------------
    def open_table(self, match: Match, autosave_path: Path | None = None) -> TableView:
        from . import registry  # the tables, with the widget toolkit they build on

        table = registry.scenes_for(match.rules.info.id).table(self.app, match, autosave_path)
        self.app.stack.reset(self.title())
        self.app.stack.push(table)
        return table

    def start_match(self, config: MatchConfig) -> bool:
        try:
            rules = games.rules_for(config.game)
        except DataError as exc:
            self.show_error(i18n.tr("ui.error.data", error=str(exc)))
            return False
        self.open_table(Match(rules, config))
        return True

    def load_and_play(self, path: Path) -> bool:
        """Resuming an autosave keeps writing to the same slot; a match loaded from a named
        save continues in the autosave slot that already holds it, if one does."""
        path = Path(path)
        self.app.writer.flush(2.0)  # an autosave still being written is read whole
        try:
            match = load_match(path, games.rules_for, lambda gid: games.get(gid).ai_levels())
        except SaveError as exc:
            problem = i18n.tr(exc.key, **exc.key_args)
            self.show_error(i18n.tr("ui.error.save", file=exc.file, problem=problem))
            return False
        except DataError as exc:
            self.show_error(i18n.tr("ui.error.data", error=str(exc)))
            return False
        slots = self.app.autosaves
        self.open_table(match, path if path.parent == slots.folder else slots.slot_for(match))
        return True

    def show_error(self, text: str) -> None:
        self.app.stack.push(self.message(i18n.tr("ui.error.title"), text))


def install(app: App) -> App:
    """Give `app` its screens service (every App that shows menus or tables needs it)."""
    app.screens = Launcher(app)
    return app
