"""Caches of drawn pictures bounded by the bytes they hold, not by how many there are.

`functools.lru_cache(maxsize=2048)` over rendered texts held 25 MiB at a Mutinies table (a
wrapped paragraph weighs a thousand one-word labels); `surface_cache(budget)` drops the least
recently used pictures once their pixels pass `budget` bytes. Same use as lru_cache:

    @surface_cache(16 * MiB)
    def text(value: str, size: int) -> pygame.Surface: ...

with `cache_clear()` and `cache_info()` (`currsize` entries, `bytes` held). Main thread only,
like all drawing.
"""

from __future__ import annotations

import functools
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, NamedTuple, ParamSpec

import pygame

P = ParamSpec("P")
MiB = 1 << 20


class CacheInfo(NamedTuple):
    hits: int
    misses: int
    currsize: int
    bytes: int
    budget: int


def surface_bytes(surface: pygame.Surface) -> int:
    return surface.get_pitch() * surface.get_height()


class SurfaceCache(Generic[P]):
    def __init__(self, fn: Callable[P, pygame.Surface], budget: int) -> None:
        functools.update_wrapper(self, fn)
        self._fn = fn
        self.budget = budget
        self._pictures: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self._bytes = 0
        self._hits = 0
        self._misses = 0

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> pygame.Surface:
        key: Hashable = (args, tuple(sorted(kwargs.items()))) if kwargs else args
        found = self._pictures.get(key)
        if found is not None:
            self._hits += 1
            self._pictures.move_to_end(key)
            return found
        self._misses += 1
        picture = self._fn(*args, **kwargs)
        self._pictures[key] = picture
        self._bytes += surface_bytes(picture)
        while self._bytes > self.budget and len(self._pictures) > 1:
            _, dropped = self._pictures.popitem(last=False)
            self._bytes -= surface_bytes(dropped)
        return picture

    def cache_clear(self) -> None:
        self._pictures.clear()
        self._bytes = self._hits = self._misses = 0

    def cache_info(self) -> CacheInfo:
        return CacheInfo(self._hits, self._misses, len(self._pictures), self._bytes, self.budget)


def surface_cache(budget: int) -> Callable[[Callable[P, pygame.Surface]], SurfaceCache[P]]:
    """Cache a function returning pictures, up to `budget` bytes of pixels."""

    def wrap(fn: Callable[P, pygame.Surface]) -> SurfaceCache[P]:
        return SurfaceCache(fn, budget)

    return wrap
