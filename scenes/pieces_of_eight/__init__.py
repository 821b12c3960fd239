"""Pieces of Eight's table scene (table.py) and its shipyard builder (builder.py).

SCREENSHOTS shows what the default mid-match shot cannot: the shipyard, a duel with a play's
targets lit, six, seven and nine ships at sea, a call to the Captain, the pooled-coin draft and
a Bombardment game with its chess clocks."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

import pygame

from game import registry
from game.core import Action, Match
from game.pieces_of_eight.position import position_match

from ..table.game import GameScenes, ScreenshotBuilder
from ..table.staging import advance, ai_config, human_to_move, open_table
from .builder import ShipyardScene
from .table import PiecesOfEightTable

if TYPE_CHECKING:
    from ..core.app import App

DUEL: list[dict[str, Any]] = [
    {
        "nest": "cannon",
        "deck": [
            "mate",
            "sabre",
            "treachery",
            "captain",
            "pistols",
            "mate",
            "captains_monkey",
            "plunder",
        ],
        "hold": ["bomb", "mate"],
    },
    {
        "nest": None,
        "deck": ["sabre", "mate", "cannon", "captain", "bomb", "full_sail", "mate", "treachery"],
        "hold": ["pistols"],
    },
]


def _position(
    app: App,
    ships: list[dict[str, Any]],
    phase: str = "general",
    variants: dict[str, Any] | None = None,
) -> PiecesOfEightTable:
    """A table at a made-up position, Ana (human) against AI seats, seen by Ana."""
    base = ai_config("pieces_of_eight", 1, humans=1, n=len(ships))
    config = type(base)(base.game, base.seats, dict(variants or {}), 1, dict(base.options))
    match = position_match(
        registry.rules_for("pieces_of_eight"), ships, active=0, phase=phase, config=config
    )
    table = open_table(app, match)
    assert isinstance(table, PiecesOfEightTable)
    app.run_frames(3)
    return table


def _duel_targets(app: App) -> None:
    """Ana has played her Mate: Ben's coins it may hit glow red."""
    table = _position(app, DUEL)
    table.choose(0, Action("play", ("fore",)))
    app.run_frames(3)
    assert table.layout is not None
    ship = table.layout.ship(1)
    pygame.event.post(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=ship.deck[0].center, rel=(0, 0), buttons=(0, 0, 0)
        )
    )
    app.run_frames(40)


def _coin_menu(app: App) -> None:
    """A click on Ana's fore coin shows its uses."""
    table = _position(app, DUEL)
    rect = next(r for r, place in table._openers if place == 0)
    app.click(rect.center)
    app.run_frames(2)


def _call(app: App) -> None:
    table = _position(app, DUEL)
    table.choose(0, Action("call", ()))
    app.run_frames(3)


def _grog(app: App) -> None:
    """Barrel of Grog: Ana's hold opens with the coins she may take back."""
    ships = [
        dict(DUEL[0], nest="barrel_of_grog", hold=["treachery", "cannon", "mate", "sabre"]),
        DUEL[1],
    ]
    table = _position(app, ships)
    table.choose(0, Action("play", ("nest",)))
    app.run_frames(3)


def _six_ships(app: App) -> None:
    match = Match(
        registry.rules_for("pieces_of_eight"), ai_config("pieces_of_eight", 11, humans=1, n=6)
    )
    advance(match, 150)
    advance(match, 400, human_to_move(0))
    open_table(app, match)


NINE: list[dict[str, Any]] = [
    {
        "nest": "cannon",
        "deck": [
            "mate",
            "sabre",
            "treachery",
            "captain",
            "pistols",
            "full_sail",
            "plunder",
            "bomb",
            "mate",
            "black_spot",
            "captains_monkey",
            "boarding_party",
        ],
        "hold": [],
    },
    {"nest": "treachery", "deck": ["sabre", "mate", "cannon", "captain", "bomb", "mate"]},
    {"nest": None, "deck": ["full_sail", "mate", "captain", "pistols"], "hold": ["sabre", "mate"]},
    {
        "nest": "black_spot",
        "deck": ["cannon", "mate", "sabre", "captain", "plunder", "mate", "pistols", "treachery"],
    },
    {"nest": "captains_monkey", "deck": ["boarding_party", "captain"], "hold": ["bomb"] * 3},
    {"nest": "plunder", "deck": ["barrel_of_grog", "sabre", "captain", "mate", "cannon"]},
    {"nest": "call_to_quarters", "deck": ["buried_treasure"], "hold": ["captain", "mate"]},
    {
        "nest": "mate",
        "deck": ["pistols", "sabre", "mate", "captain", "cannon", "bomb", "mate", "plunder"],
    },
    {"nest": None, "deck": ["treachery", "captain", "sabre"], "hold": ["mate"]},
]


def _nine_ships(app: App) -> None:
    """Nine ships at 1280x720 (P8-1): Ana's turn, a coin's uses open over the crowded board."""
    table = _position(app, NINE)
    rect = next(r for r, place in table._openers if place == 0)
    app.click(rect.center)
    app.run_frames(2)


def _seven_ships(app: App) -> None:
    match = Match(
        registry.rules_for("pieces_of_eight"), ai_config("pieces_of_eight", 16, humans=1, n=7)
    )
    advance(match, 210)
    advance(match, 3000, human_to_move(0))
    open_table(app, match)


def _shipyard(app: App) -> None:
    match = Match(
        registry.rules_for("pieces_of_eight"), ai_config("pieces_of_eight", 5, humans=1, n=3)
    )
    advance(match, 400, human_to_move(0))
    open_table(app, match)
    for _ in range(200):  # until the table has opened the shipyard
        app.run_frames(1)
        if isinstance(app.stack.top, ShipyardScene):
            break
        time.sleep(0.001)  # AI seats think on their own thread
    yard = app.stack.top
    assert isinstance(yard, ShipyardScene)
    for t in ("captain", "cannon", "mate", "mate", "sabre", "treachery", "pistols"):
        yard.plan.add(t)
    yard.plan.move(1, "nest")


def _draft(app: App) -> None:
    game = registry.get("pieces_of_eight")
    config = ai_config("pieces_of_eight", 9, humans=1, n=4)
    config = game.make_config(list(config.seats), seed=9, variants={"distribution": "draft"})
    match = Match(registry.rules_for("pieces_of_eight"), config)
    advance(match, 12)
    advance(match, 200, human_to_move(0))
    open_table(app, match)


def _clock(app: App) -> None:
    _position(app, DUEL, variants={"chess_clock": True, "clock_seconds": 150})


SCREENSHOTS: dict[str, ScreenshotBuilder] = {
    "duel_targets": _duel_targets,
    "coin_menu": _coin_menu,
    "call": _call,
    "grog": _grog,
    "six_ships": _six_ships,
    "seven_ships": _seven_ships,
    "nine_ships": _nine_ships,
    "shipyard": _shipyard,
    "draft": _draft,
    "bombardment": _clock,
}

SCENES = GameScenes(PiecesOfEightTable, SCREENSHOTS)

__all__ = ["SCENES", "SCREENSHOTS", "PiecesOfEightTable"]
