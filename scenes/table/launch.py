"""Starting a match, or resuming one from a save, on its game's table scene."""

from __future__ import annotations

import importlib
from pathlib import Path

from game import registry
from game.core import DataError, Match, MatchConfig, SaveError
from game.core.saves import load_match

from ..core import i18n


def table_class(game_id: str):
    """scenes/<id>/ exports TABLE; games without a scene of their own get the generic table."""
    try:
        module = importlib.import_module(f"scenes.{game_id}")
    except ModuleNotFoundError as exc:
        if exc.name != f"scenes.{game_id}":
            raise
        from .generic import GenericTable

        return GenericTable
    return module.TABLE


def open_table(app, match: Match, autosave_path: Path | None = None) -> None:
    """Show `match` on its table, with the title menu beneath it."""
    from ..menus.title import TitleScene

    table = table_class(match.rules.info.id)(app, match, autosave_path)
    app.stack.reset(TitleScene(app))
    app.stack.push(table)


def start_match(app, config: MatchConfig) -> bool:
    try:
        rules = registry.rules_for(config.game)
    except DataError as exc:
        show_error(app, i18n.tr("ui.error.data", error=str(exc)))
        return False
    open_table(app, Match(rules, config))
    return True


def load_and_play(app, path: Path) -> bool:
    """Load a save and continue it; a broken file is refused with a message and left alone.
    Resuming an autosave keeps writing to the same slot."""
    path = Path(path)
    app.writer.flush(2.0)  # an autosave still being written is read whole
    try:
        match = load_match(path, registry.rules_for, lambda gid: registry.get(gid).ai_levels())
    except SaveError as exc:
        show_error(
            app, i18n.tr("ui.error.save", file=exc.file, problem=i18n.tr(exc.key, **exc.key_args))
        )
        return False
    except DataError as exc:
        show_error(app, i18n.tr("ui.error.data", error=str(exc)))
        return False
    slot = path if path.parent == app.autosaves.folder else None
    open_table(app, match, slot)
    return True


def show_error(app, text: str) -> None:
    from ..menus.message import MessageScene

    app.stack.push(MessageScene(app, i18n.tr("ui.error.title"), text))
