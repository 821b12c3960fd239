"""Drawing ahead of need. The first time a font size is used, a glyph is rasterized, or a card
face or ship is drawn, it costs up to a few milliseconds; met in the middle of a game, that
makes a slow frame. `prime` does the small, certain part when the table opens (fonts, ships);
`step` draws the card faces and development chips in quiet frames, a little at a time.
"""
from __future__ import annotations

import time
from typing import Callable, Iterator

from ..core import i18n, theme
from . import sprites
from .desk import CARD, SMALL

SIZES = range(7, 19)
STYLES = ((False, False), (True, False), (False, True))


class Warmer:
    def __init__(self, table) -> None:
        self.table = table
        self._jobs: Iterator[Callable[[], object]] | None = None
        self._look = None

    def prime(self) -> None:
        """The fonts, and every ship as the chart and the desk draw it."""
        for size in SIZES:
            for bold, italic in STYLES:
                theme.font(size, bold, italic)
        for job in self._ships():
            job()

    def step(self, budget: float = 0.001) -> None:
        """Draw card faces into the sprite caches for up to `budget` seconds (restarting after
        a language or colour change, since the faces depend on both)."""
        look = (i18n.language(), theme.colourblind())
        if look != self._look:
            self._look = look
            self._jobs = iter(list(self._ships()) + list(self._cards()))
        end = time.perf_counter() + budget
        while self._jobs is not None and time.perf_counter() < end:
            job = next(self._jobs, None)
            if job is None:
                self._jobs = None
                return
            job()

    def _ships(self):
        table = self.table
        size = table.layout.cell + 4
        colours = [theme.seat_rgb(c) for c in table.content.player_colours]
        for seat, rgb in enumerate(colours):
            symbol = theme.SYMBOLS[seat % len(theme.SYMBOLS)] if theme.colourblind() else ""
            for kind in ("merchant", "pirate"):
                for left in (False, True):
                    yield lambda k=kind, c=rgb, s=symbol, lf=left: sprites.ship(k, c, size, s, lf)
                yield lambda k=kind, c=rgb: sprites.ship(k, c, 20)
        for navy in table.rules.navy_ids:
            rgb = theme.seat_rgb(navy)
            for left in (False, True):
                yield lambda c=rgb, lf=left: sprites.ship("navy", c, size, "", lf)
            yield lambda c=rgb: sprites.ship("navy", c, 20)

    def _cards(self):
        desk = self.table.desk
        rules = self.table.rules
        for card in rules.mv:
            yield lambda c=card: sprites.smaller(desk.movement_image(c, CARD), SMALL)
        for card in rules.content.fortune_by_id:
            yield lambda c=card: sprites.smaller(desk.fortune_image(c, CARD), SMALL)
        for card in rules.content.development_by_id:
            name = i18n.localize(rules.card_name(card))
            cost = rules.dev_cost[card]
            for state in ("up", "known"):
                yield lambda n=name, c=cost, s=state: sprites.dev_chip(c, n, s)
