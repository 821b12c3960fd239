"""Rendering ahead of need: the first render of a card face or a large text takes milliseconds
(font rasterising), which would land in the frame an event arrives. The table runs one job of
this list per idle frame instead, so those sprites are cached before anyone needs them."""

from __future__ import annotations

from collections.abc import Callable, Iterator

Job = Callable[[], object]


class Warmer:
    def __init__(self, jobs: Callable[[], Iterator[Job]]) -> None:
        self.jobs = jobs
        self._todo: Iterator[Job] | None = None
        self._look: object = None

    def prime(self, look: object, seconds: float) -> None:
        """Run jobs for up to `seconds` now (when the table opens: the first render of each
        font size is the slow part, better paid once, before play starts)."""
        import time

        end = time.perf_counter() + seconds
        while time.perf_counter() < end and self.step(look):
            pass

    def step(self, look: object) -> bool:
        """Run the next job (starting over when the look, e.g. the language, changed).
        Returns False once everything is warm."""
        if look != self._look:
            self._look, self._todo = look, self.jobs()
        job = next(self._todo, None) if self._todo is not None else None
        if job is None:
            self._todo = None
            return False
        job()
        return True
