"""Drawing ahead of need. The first time a font size is used, a glyph is rasterized, or a card
face or ship is drawn, it costs up to a few milliseconds; met in the middle of a game, that
makes a slow frame. `prime` draws them all when the table opens (some 30 ms); `step` draws them
again, a little in each quiet frame, after a language or colour-blind change.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator

from game.black_fleet.words import card_name

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
        """The fonts, every ship, card face, development chip and flying piece."""
        for size in SIZES:
            for bold, italic in STYLES:
                theme.font(size, bold, italic)
        theme.font(40, True)  # banners
        for job in self._all():
            job()
        self._look = (i18n.language(), theme.colourblind())
        self._jobs = None

    def step(self, budget: float = 0.001) -> None:
        """Draw card faces into the sprite caches for up to `budget` seconds (restarting after
        a language or colour change, since the faces depend on both)."""
        look = (i18n.language(), theme.colourblind())
        if look != self._look:
            self._look = look
            self._jobs = iter(list(self._all()))
        end = time.perf_counter() + budget
        while self._jobs is not None and time.perf_counter() < end:
            job = next(self._jobs, None)
            if job is None:
                self._jobs = None
                return
            job()

    def _all(self):
        yield from self._ships()
        yield from self._cards()
        yield from self._pieces()

    def _pieces(self):
        """What flies over the table: cubes, doubloons, a card back."""
        cb = theme.colourblind()
        for colour in self.table.content.colours:
            yield lambda c=colour: sprites.cube(c, 12, cb)
        yield lambda: sprites.doubloon(18)
        yield lambda: sprites.card_back(sprites.FORTUNE_BACK, (30, 42))

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
        for navy in table.rules.g.navy_ids:
            rgb = theme.seat_rgb(navy)
            for left in (False, True):
                yield lambda c=rgb, lf=left: sprites.ship("navy", c, size, "", lf)
            yield lambda c=rgb: sprites.ship("navy", c, 20)

    def _cards(self):
        desk = self.table.desk
        rules = self.table.rules
        for card in rules.g.mv:
            yield lambda c=card: sprites.smaller(desk.movement_image(c, CARD), SMALL)
        for card in rules.content.fortune_by_id:
            yield lambda c=card: sprites.smaller(desk.fortune_image(c, CARD), SMALL)
        for card in rules.content.development_by_id:
            name = i18n.localize(card_name(rules.g, card))
            cost = rules.g.dev_cost[card]
            for state in ("up", "known"):
                yield lambda n=name, c=cost, s=state: sprites.dev_chip(c, n, s)
