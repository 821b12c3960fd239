"""The games Tortuga knows. Adding a game is one line in GAMES and one in SEATS.

Each entry names a package whose `GAME` attribute is a `GameDef`; the package is imported on
first use. Its table scene is registered by the same id in scenes/registry.py. SEATS is the
small index the title menu shows before any game is imported (its name and blurb come from
data/i18n/); tests/core/test_registry_index.py checks it against each game's `GameInfo`.
"""

from __future__ import annotations

import importlib
from _thread import allocate_lock
from functools import cache
from typing import TYPE_CHECKING

from .core.folders import data_dir

if TYPE_CHECKING:
    from .core.errors import DataError
    from .core.game import GameDef
    from .core.rules import AnyRules

GAMES: dict[str, str] = {
    "pieces_of_eight": "game.pieces_of_eight",
    "mutinies": "game.mutinies",
    "black_fleet": "game.black_fleet",
    "kratos": "game.kratos",
    "sandcastles": "game.sandcastles",
}

SEATS: dict[str, tuple[int, int]] = {
    "pieces_of_eight": (2, 9),
    "mutinies": (2, 5),
    "black_fleet": (2, 4),
    "kratos": (2, 9),
    "sandcastles": (1, 7),
}

_extra: dict[str, GameDef] = {}
_broken: dict[str, DataError] = {}  # games whose data did not load (`check`), with the reason


def register(game: GameDef) -> None:
    """Register a game at run time (tests use this for their small test game)."""
    _extra[game.info.id] = game
    _forget(game.info.id)


def unregister(game_id: str) -> None:
    _extra.pop(game_id, None)
    _forget(game_id)


def _forget(game_id: str) -> None:
    forget()
    _broken.pop(game_id, None)


def forget() -> None:
    """Load every game's rules and content afresh when next asked (the data folder changed)."""
    from .core.data import forget_contents  # (not at the top: the title's first frame reads GAMES)

    _rules.cache_clear()
    forget_contents()


def game_ids() -> tuple[str, ...]:
    return tuple(GAMES) + tuple(k for k in _extra if k not in GAMES)


def seat_range(game_id: str) -> tuple[int, int]:
    """The fewest and most seats of a game, from the index when it has an entry there (the game
    is not imported for it)."""
    return SEATS.get(game_id) or get(game_id).info.seat_range


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


# the App's warm-up loads games on a background thread (the lock is threading.Lock's own, without
# importing threading for the title's first frame)
_loading = allocate_lock()


@cache
def _rules(game_id: str) -> AnyRules:
    from .core.data import shared_content

    game = get(game_id)
    return game.make_rules(shared_content(game.load_content, data_dir(game_id)))


def rules_for(game_id: str) -> AnyRules:
    """The Rules of a game with its content loaded from data/<id>/ (cached: loaded once, by
    whichever thread asks first)."""
    with _loading:
        return _rules(game_id)


def check(ids: tuple[str, ...] | None = None) -> dict[str, DataError]:
    """Load the data of each game (every game when None); those that refuse it, with the
    DataError that names the file and key. A broken game is only that game unavailable: the
    menus ask `problem(id)` before opening it (nothing is loaded again here)."""
    from .core.errors import DataError

    for gid in ids if ids is not None else game_ids():
        try:
            rules_for(gid)
        except DataError as exc:
            _broken[gid] = exc
        else:
            _broken.pop(gid, None)
    return {gid: exc for gid, exc in _broken.items() if ids is None or gid in ids}


def problem(game_id: str) -> DataError | None:
    """Why a game cannot be played (its data was refused by `check`), or None."""
    return _broken.get(game_id)
