"""A row of cards or tiles that keep their places while some leave it, so that nothing slides
under the pointer: a hand played from twice in a row (Sandcastles' second action, SAND-54; Black
Fleet's fortune cards, played one after another between the ships, and its discards).

`keep_slots(before, now)` is the row slot by slot: the item of each slot, or the one that last
left it (a "ghost"), given the row as it was drawn last (`before`) and the items there now.

- An item keeps its slot while it is there; one that leaves leaves a gap.
- An item that comes back (Undo) takes a gap it left; one drawn takes the first gap, else it
  goes at the end. Gaps at the end are dropped: nothing lies to their right.
- Items may repeat (two copies of a fortune card): copies are told apart only by their places,
  so `shown` counts them off slot by slot, and a copy that leaves empties the later slot; the
  copies look alike, so nothing seen moves.
- A row none of whose items was there before (another seat's hand, a new game) is laid out
  afresh.

`shown(order, now)` is what each slot holds now: the item, or None for a gap. `KeptRows`
remembers each row's order from one drawing to the next and answers `shown` for it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Sequence
from typing import Generic, TypeVar

T = TypeVar("T", bound=Hashable)


def keep_slots(before: Sequence[T], now: Sequence[T]) -> tuple[T, ...]:
    """The row slot by slot (see the module docstring)."""
    left = Counter(now)
    if not any(left[item] for item in before):
        return tuple(now)
    slots = list(before)
    ghosts: list[int] = []  # slots whose item left, in order
    for k, item in enumerate(slots):
        if left[item] > 0:
            left[item] -= 1
        else:
            ghosts.append(k)
    for item in now:
        if left[item] <= 0:
            continue
        left[item] -= 1
        own = [k for k in ghosts if slots[k] == item]  # back where it was, else the first gap
        place = own[0] if own else ghosts[0] if ghosts else None
        if place is None:
            slots.append(item)
        else:
            ghosts.remove(place)
            slots[place] = item
    ghost = set(ghosts)
    while slots and len(slots) - 1 in ghost:
        ghost.discard(len(slots) - 1)
        slots.pop()
    return tuple(slots)


def shown(order: Sequence[T], now: Sequence[T]) -> tuple[T | None, ...]:
    """What each slot of `order` holds now: its item, or None where one has left (copies are
    counted off from the left)."""
    left = Counter(now)
    out: list[T | None] = []
    for item in order:
        if left[item] > 0:
            left[item] -= 1
            out.append(item)
        else:
            out.append(None)
    return tuple(out)


class KeptRows(Generic[T]):
    """Rows that keep their slots from one drawing to the next, each under a key of the
    caller's (a seat's hand row, a group of the hold)."""

    def __init__(self) -> None:
        self._orders: dict[Hashable, tuple[T, ...]] = {}

    def row(self, key: Hashable, now: Sequence[T]) -> tuple[T | None, ...]:
        """The row `key` slot by slot, now holding `now` (None: a gap)."""
        order = keep_slots(self._orders.get(key, ()), now)
        self._orders[key] = order
        return shown(order, now)

    def clear(self) -> None:
        """Forget every row: the next drawing lays them out afresh."""
        self._orders.clear()
