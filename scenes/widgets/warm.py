"""Drawing ahead of need. The first time a font size is used, a glyph is rasterized, or a card
face, coin or ship is drawn, it costs up to a few milliseconds; met in the middle of a game, that
makes a slow frame. A table lists those drawings as jobs (`jobs()` yields callables that fill
the sprite and text caches); `prime` runs them when the table opens, `step` runs what is left a
little in each quiet frame, and all of them again after a change of language or colour-blind
mode (the look every sprite and text depends on)."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator

from ..core import i18n, theme

Job = Callable[[], object]
STEP_BUDGET = 0.001  # seconds a quiet frame may spend warming


def look() -> tuple[str, bool]:
    """What every cached drawing depends on: the language and the colour-blind mode."""
    return i18n.language(), theme.colourblind()


class Warmer:
    def __init__(self, jobs: Callable[[], Iterable[Job]]) -> None:
        self.jobs = jobs
        self._todo: Iterator[Job] | None = None
        self._look: object = None

    def prime(self, seconds: float | None = None) -> None:
        """Run the jobs now: all of them, or for up to `seconds` (the rest run in `step`)."""
        end = None if seconds is None else time.perf_counter() + seconds
        while (end is None or time.perf_counter() < end) and self._next():
            pass

    def step(self, budget: float = STEP_BUDGET) -> bool:
        """Run jobs for up to `budget` seconds (one at least): the next job is begun only if
        it would end in time were it as long as the last one. Returns False once everything
        is warm."""
        start = time.perf_counter()
        end = start + budget
        while self._next():
            now = time.perf_counter()
            if now + (now - start) >= end:
                return True
            start = now
        return False

    def _next(self) -> bool:
        """Run the next job (starting over when the look changed); False when none is left."""
        now = look()
        if now != self._look:
            self._look, self._todo = now, iter(self.jobs())
        job = next(self._todo, None) if self._todo is not None else None
        if job is None:
            self._todo = None
            return False
        job()
        return True
