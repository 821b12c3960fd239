"""What the Black Fleet table draws ahead of need (run by the table's Warmer, see
widgets/warm.py): the fonts, every ship, card face, development chip and flying piece. All of it
is drawn when the table opens (some 30 ms), and again, a little per quiet frame, after a change
of language or colour-blind mode."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.black_fleet.words import card_name

from ..core import i18n, theme
from ..widgets.warm import Job
from . import side, sprites
from .desk import CARD, SMALL

if TYPE_CHECKING:
    from .table import BlackFleetTable

SIZES = range(7, 19)
STYLES = ((False, False), (True, False), (False, True))


def jobs(table: BlackFleetTable) -> Iterator[Job]:
    for size in SIZES:
        for bold, italic in STYLES:
            yield partial(theme.font, size, bold, italic)
    yield partial(theme.font, 40, True)  # banners
    yield from _ships(table)
    yield from _cards(table)
    yield from _pieces(table)


def _pieces(table: BlackFleetTable) -> Iterator[Job]:
    """What flies over the table: cubes, doubloons, a card back."""
    cb = theme.colourblind()
    for colour in table.content.colours:
        yield partial(sprites.cube, colour, 12, cb)
    yield partial(sprites.doubloon, 18)
    yield partial(sprites.card_back, sprites.FORTUNE_BACK, (30, 42))


def _ships(table: BlackFleetTable) -> Iterator[Job]:
    size = table.layout.cell + 4
    colours = [theme.seat_rgb(c) for c in table.content.player_colours]
    for seat, rgb in enumerate(colours):
        symbol = theme.SYMBOLS[seat % len(theme.SYMBOLS)] if theme.colourblind() else ""
        for kind in ("merchant", "pirate"):
            for left in (False, True):
                yield partial(sprites.ship, kind, rgb, size, symbol, left)
            yield partial(sprites.ship, kind, rgb, 20)
    for navy in table.rules.g.navy_ids:
        rgb = theme.seat_rgb(navy)
        for left in (False, True):
            yield partial(sprites.ship, "navy", rgb, size, "", left)
        yield partial(sprites.ship, "navy", rgb, 20)


def _cards(table: BlackFleetTable) -> Iterator[Job]:
    desk = table.desk
    rules = table.rules
    for card in rules.g.mv:
        yield partial(_smaller, desk.movement_image, card)
    for card in rules.content.fortune_by_id:
        yield partial(_smaller, desk.fortune_image, card)
    for card in rules.content.development_by_id:
        name = i18n.localize(card_name(rules.g, card))
        cost = rules.g.dev_cost[card]
        for state in ("up", "known"):
            yield partial(sprites.dev_chip, cost, name, state, side.CHIP)


def _smaller(image: Callable[[str, tuple[int, int]], pygame.Surface], card: str) -> pygame.Surface:
    """A card face drawn full size, then its smaller copy (both are cached)."""
    return sprites.smaller(image(card, CARD), SMALL)
