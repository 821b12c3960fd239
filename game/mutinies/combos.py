"""Black Market combinations with wild jewels (M21-57, M21-58, M21-171).

A set of jewels is summarised by its colour counts: a tuple with one count per colour of the
content, in content order, and the wild count last. Tests only ever look at these counts:

- `any`:   the set has `size` jewels;
- `same`:  `size` jewels whose non-wild jewels are all one colour (any number of wilds);
- `pairs`: 4 jewels where the colours with an odd count are at most the wilds (M21-153: two
           pairs of one colour pass).

`can_complete` answers "can the jewels still available extend the ones already picked into a
passing set?". It drives placement (M21-59: some subset must pass), the one-jewel-at-a-time
choice of what to sell (every offered pick keeps a passing set reachable) and shortfall checks
at resolution (M21-39). Results are cached: the count tuples are small.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import product

Counts = tuple[int, ...]


def passes(test: str, size: int, counts: Counts) -> bool:
    """M21-171: does a set with these colour counts (wild last) pass the test?"""
    if sum(counts) != size:
        return False
    if test == "any":
        return True
    colours, wilds = counts[:-1], counts[-1]
    if test == "same":
        return sum(1 for c in colours if c) <= 1
    if test == "pairs":
        return sum(1 for c in colours if c % 2) <= wilds
    raise ValueError(f"unknown combination test {test!r}")


@lru_cache(maxsize=65536)
def can_complete(test: str, size: int, available: Counts, picked: Counts) -> bool:
    """True if adding some jewels from `available` to `picked` gives a set passing the test."""
    need = size - sum(picked)
    if need < 0:
        return False
    if test == "any":
        return sum(available) >= need
    ranges = [range(min(a, need) + 1) for a in available]
    for extra in product(*ranges):
        if sum(extra) == need and passes(test, size, tuple(p + e for p, e in zip(picked, extra))):
            return True
    return False


def add(counts: Counts, index: int, amount: int = 1) -> Counts:
    return counts[:index] + (counts[index] + amount,) + counts[index + 1 :]
