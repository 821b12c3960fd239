"""Matches under way, staged for screenshots and scene tests: a config of AI seats (the first
ones human if asked), the match played on by every seat's policy, and the match opened on its
table. Game scene packages build their extra screenshots with these (scenes/tools.py renders
them; the games never import the tools)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game import registry
from game.core import Match, MatchConfig, SeatConfig
from game.core.playout import play_out, seat_to_move

from ..core.settings import DEFAULT_NAMES
from .base import TableScene
from .layered import LayeredTable

if TYPE_CHECKING:
    from ..core.app import App

human_to_move = seat_to_move  # the stop used with `advance`: that seat (a human) must decide


def ai_config(game_id: str, seed: int, humans: int = 0, n: int | None = None) -> MatchConfig:
    """`n` seats (the game's default count), the first `humans` of them human, the rest AI
    seats at the game's default level."""
    game = registry.get(game_id)
    info = game.info
    n = n or info.default_seats or max(info.min_seats, min(4, info.max_seats))
    seats = [
        SeatConfig(name, "human" if i < humans else "ai", game.default_level())
        for i, name in enumerate(DEFAULT_NAMES[:n])
    ]
    return game.make_config(seats, seed=seed)


def advance(match: Match, steps: int, stop: Callable[[Match], bool] | None = None) -> None:
    """Play `steps` steps with every seat's policy (humans included) straight on the engine,
    stopping early when `stop(match)` holds."""
    game = registry.get(match.rules.info.id)
    policies = [game.policy(game.default_level()) for _ in match.config.seats]
    play_out(match, policies, max_steps=steps, until=stop)


def open_table(app: App, match: Match, viewer: int | None = 0) -> TableScene:
    """`match` on its table (the title menu beneath it), seen by `viewer`."""
    table = app.screens.open_table(match)
    app.stack.apply_pending()
    if not isinstance(table, TableScene):
        raise TypeError(f"{type(table).__name__} is not a table scene")
    if isinstance(table, LayeredTable):
        table.finish_opening()  # what a player sees after the opening frames
    if viewer is not None:
        table.set_viewer(viewer)
    return table
