"""Card faces drawn ahead of need, one per quiet frame: the first time a card is shown its face
costs a few milliseconds to draw (text wrapping, scaling), which would make that frame slow."""
from __future__ import annotations

from typing import Callable, Iterator

from ..core import i18n, theme
from . import sprites
from .desk import SMALL


class Warmer:
    def __init__(self, table) -> None:
        self.table = table
        self._jobs: Iterator[Callable[[], object]] | None = None
        self._look = None

    def step(self) -> None:
        """Draw one more card face into the sprite caches (restarts on a language or colour
        change, since the faces depend on both)."""
        look = (i18n.language(), theme.colourblind())
        if look != self._look:
            self._look = look
            self._jobs = iter(list(self._all()))
        job = next(self._jobs, None) if self._jobs is not None else None
        if job is not None:
            job()

    def _all(self):
        desk = self.table.desk
        rules = self.table.rules
        for card in rules.mv:
            yield lambda c=card: sprites.smaller(desk.movement_image(c), SMALL)
        for card in rules.content.fortune_by_id:
            yield lambda c=card: sprites.smaller(desk.fortune_image(c), SMALL)
        for card in rules.content.development_by_id:
            name = i18n.localize(rules.card_name(card))
            cost = rules.dev_cost[card]
            for state in ("up", "known"):
                yield lambda n=name, c=cost, s=state: sprites.dev_chip(c, n, s)
