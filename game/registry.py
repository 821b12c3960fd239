"""The games Tortuga knows. Adding a game is one line in GAMES.

Each entry names a package whose `GAME` attribute is a `GameDef`; the package is imported on
first use. Its table scene is registered by the same id in scenes/registry.py.
"""

from __future__ import annotations

import importlib
import sys
from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .core.game import GameDef
    from .core.rules import AnyRules

GAMES: dict[str, str] = {
    "pieces_of_eight": "game.pieces_of_eight",
    "mutinies": "game.mutinies",
    "black_fleet": "game.black_fleet",
    "kratos": "game.kratos",
    "sandcastles": "game.sandcastles",
}

_extra: dict[str, GameDef] = {}


def register(game: GameDef) -> None:
    """Register a game at run time (tests use this for their small test game)."""
    _extra[game.info.id] = game
    rules_for.cache_clear()


def unregister(game_id: str) -> None:
    _extra.pop(game_id, None)
    rules_for.cache_clear()


def game_ids() -> tuple[str, ...]:
    return tuple(GAMES) + tuple(k for k in _extra if k not in GAMES)


def loaded(game_id: str) -> bool:
    """Whether the game's package is already imported (the title menu shows before it is)."""
    return game_id in _extra or GAMES.get(game_id) in sys.modules


def get(game_id: str) -> GameDef:
    if game_id in _extra:
        return _extra[game_id]
    if game_id not in GAMES:
        raise KeyError(game_id)
    from .core.game import GameDef

    game = importlib.import_module(GAMES[game_id]).GAME
    if not isinstance(game, GameDef):
        raise TypeError(f"{GAMES[game_id]}.GAME is not a GameDef")
    return game


@cache
def rules_for(game_id: str) -> AnyRules:
    """The Rules of a game with its content loaded from data/<id>/ (cached: loaded once)."""
    from .core.data import data_dir

    game = get(game_id)
    return game.make_rules(game.load_content(data_dir(game_id)))
