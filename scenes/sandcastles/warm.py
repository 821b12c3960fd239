"""What the Sandcastles table draws ahead of need (run by the table's Warmer, see
widgets/warm.py): the fonts, every castle tile in every wall set at the cell sizes the areas
use, the attack tiles, the Big Wave and the backs. Some of it when the table opens, the rest a
little per quiet frame."""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial
from typing import TYPE_CHECKING

from ..core import theme
from ..core.app import WARM_GLYPHS
from ..widgets.warm import Job
from . import sprites
from .layout import CELLS, HAND_TILE, TILE

if TYPE_CHECKING:
    from .table import SandcastlesTable

STYLES = ((False, False), (True, False), (False, True))


def jobs(table: SandcastlesTable) -> Iterator[Job]:
    for bold in (False, True):  # the bonus tiles' smallest words (the App warms from 8 pt up)
        yield partial(theme.font(7, bold).render, WARM_GLYPHS, True, theme.INK)
    for size in range(8, 21):
        for bold, italic in STYLES:
            yield partial(theme.font, size, bold, italic)
    yield partial(theme.font, 40, True)  # banners
    for size in (TILE, HAND_TILE, 56, 44):
        for fig in range(3):
            yield partial(sprites.attack_tile, fig, table.g.beats[fig], size)
        yield partial(sprites.wave_tile, size)
        yield partial(sprites.card_back, size)
    yield partial(sprites.card_back, 13)
    yield partial(sprites.wave_tile, 16)
    used = sorted({table.layout_cell(owner) for owner in table.layout.areas}, reverse=True)
    for cell in [*used, *CELLS]:
        for fig in range(3):
            for walls in range(1, 16):
                yield partial(sprites.castle_tile, fig, walls, cell - 2)
    for fig in range(3):
        for walls in range(1, 16):
            for size in (TILE, HAND_TILE):
                yield partial(sprites.castle_tile, fig, walls, size)
