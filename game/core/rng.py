"""A counter-based random number generator whose whole state is three integers.

`Rng(seed, stream)` yields the same numbers on every machine and Python version (it never uses
`random` or `hash()`), so a seed plus a counter saved in a file restores it exactly. Each draw
mixes (seed, stream, counter) with SplitMix64. Streams separate independent uses: the match's
chance steps use stream 0; every AI seat gets its own stream from `fork`, so an AI's choices never
shift the game's dice.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Any, TypeVar

from mypy_extensions import mypyc_attr

from .types import Chance

T = TypeVar("T")
_MASK = (1 << 64) - 1
_SPAN = 1 << 64
_GOLDEN = 0x9E3779B97F4A7C15


def _splitmix64(x: int) -> int:
    x = (x + _GOLDEN) & _MASK
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
    return x ^ (x >> 31)


def stream_id(label: str) -> int:
    """A stable 64-bit stream number for a label (blake2b, never Python's salted hash)."""
    return int.from_bytes(hashlib.blake2b(label.encode(), digest_size=8).digest(), "little")


# compiled in the packaged build (tools/compile_rules.py), and tests subclass it
@mypyc_attr(allow_interpreted_subclasses=True)
class Rng:
    __slots__ = ("_base", "counter", "seed", "stream")

    def __init__(self, seed: int, stream: int = 0, counter: int = 0) -> None:
        self.seed = int(seed)
        self.stream = int(stream)
        self.counter = int(counter)
        self._base = _splitmix64((self.seed & _MASK) ^ _splitmix64(self.stream & _MASK))

    def fork(self, label: str) -> Rng:
        """An independent generator for `label` (e.g. `ai/2`), seeded from this one's seed."""
        return Rng(self.seed, self.stream ^ stream_id(label))

    def next_u64(self) -> int:
        # _splitmix64((base + counter * GOLDEN) & MASK), written out: every random playout
        # step draws at least once
        self.counter = c = self.counter + 1
        x = (self._base + (c + 1) * _GOLDEN) & _MASK
        x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
        return x ^ (x >> 31)

    def randrange(self, n: int) -> int:
        """A uniform integer in [0, n) (rejection sampling, so no modulo bias)."""
        if n <= 0:
            raise ValueError("randrange needs n > 0")
        # the first draw is `next_u64`, written out (every random playout step draws here)
        self.counter = c = self.counter + 1
        x = (self._base + (c + 1) * _GOLDEN) & _MASK
        x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
        x ^= x >> 31
        limit = _MASK - _SPAN % n
        while x > limit:
            x = self.next_u64()
        return x % n

    def random(self) -> float:
        return (self.next_u64() >> 11) / float(1 << 53)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.randrange(len(items))]

    def shuffled(self, items: Sequence[T]) -> list[T]:
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = self.randrange(i + 1)
            out[i], out[j] = out[j], out[i]
        return out

    def weighted(self, items: Sequence[T], weights: Sequence[int]) -> T:
        total = sum(weights)
        x = self.randrange(total)
        for item, w in zip(items, weights):
            if x < w:
                return item
            x -= w
        raise AssertionError("unreachable")

    def outcome(self, chance: Chance) -> Any:
        """Sample an outcome of a chance step (see `Chance` for the shapes)."""
        if chance.kind == "roll":
            return [1 + self.randrange(chance.sides) for _ in range(chance.count)]
        if chance.kind == "draw":
            pool = list(chance.items)
            out = []
            for _ in range(chance.count):
                out.append(pool.pop(self.randrange(len(pool))))
            return out
        if chance.kind == "shuffle":
            return self.shuffled(chance.items)
        if chance.kind == "pick":
            if chance.weights:
                return self.weighted(chance.items, chance.weights)
            return self.choice(chance.items)
        raise ValueError(f"unknown chance kind {chance.kind!r}")

    def state(self) -> dict[str, int]:
        return {"seed": self.seed, "stream": self.stream, "counter": self.counter}
