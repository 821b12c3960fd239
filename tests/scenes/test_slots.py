"""A row of cards or tiles keeps its places while some leave it (scenes/widgets/slots.py):
nothing slides under the pointer. Found playing: Sandcastles' hand closed up after a build,
just as the second action asked for a tile of the same row (SAND-54); Black Fleet's fortune
cards did the same between two fortune cards played in a row."""

from __future__ import annotations

import pytest

from scenes.widgets.slots import keep_slots, shown


@pytest.mark.parametrize(
    ("before", "now", "order", "slots"),
    [
        ((1, 2, 3), (1, 3), (1, 2, 3), (1, None, 3)),  # one left: its gap stays
        ((1, 2, 3), (2, 3), (1, 2, 3), (None, 2, 3)),
        ((1, 2, 3), (1, 2), (1, 2), (1, 2)),  # the last one left: nothing to its right
        ((1, 2, 3), (1, 3, 4), (1, 4, 3), (1, 4, 3)),  # one drawn takes the gap
        ((1, 2, 3), (1, 3, 4, 5), (1, 4, 3, 5), (1, 4, 3, 5)),  # ... then the end
        ((1, 4, 3), (1, 2, 4, 3), (1, 4, 3, 2), (1, 4, 3, 2)),  # (no gap left: at the end)
        ((1, 2, 3), (3, 1), (1, 2, 3), (1, None, 3)),  # another order: the slots stay
        ((1, 2, 3), (7, 8), (7, 8), (7, 8)),  # another seat's hand: laid out afresh
        ((), (1, 2), (1, 2), (1, 2)),
        ((1, 2, 3, 4), (1, 4, 2), (1, 2, 3, 4), (1, 2, None, 4)),  # 3 left, in any order
        ((1, 2, 3), (3, 1, 2), (1, 2, 3), (1, 2, 3)),  # 2 came back (Undo): its own slot
        ((1, 2, 3), (1, 2, 3), (1, 2, 3), (1, 2, 3)),
    ],
)
def test_an_item_keeps_its_slot_while_it_is_there(before, now, order, slots):
    assert keep_slots(before, now) == order
    assert shown(order, now) == slots


@pytest.mark.parametrize(
    ("before", "now", "slots"),
    [
        (("a", "b", "a"), ("a", "b"), ("a", "b")),  # a copy left: the later slot empties
        (("a", "a", "b"), ("a", "b"), ("a", None, "b")),
        (("a", "b"), ("a", "b", "a"), ("a", "b", "a")),  # a copy drawn: at the end
        (("a", "b", "c"), ("b", "c", "a", "a"), ("a", "b", "c", "a")),
        (("a", "b", "c"), ("b", "c"), (None, "b", "c")),
    ],
)
def test_copies_are_counted_off_from_the_left(before, now, slots):
    """Two copies of a card look alike: which of them is where does not matter, only that no
    card seen moves and every card of the row is shown once."""
    order = keep_slots(before, now)
    assert shown(order, now) == slots
    assert sorted(c for c in shown(order, now) if c is not None) == sorted(now)
