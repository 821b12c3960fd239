"""game/core/heap.py: the collector's thresholds and the settled (frozen) objects."""

from __future__ import annotations

import gc

import pytest

from game.core import heap


@pytest.fixture
def collector():
    thresholds = gc.get_threshold()
    yield
    gc.unfreeze()
    gc.set_threshold(*thresholds)


def test_tune_sets_the_thresholds(collector):
    heap.tune()
    assert gc.get_threshold() == heap.THRESHOLDS
    assert heap.THRESHOLDS[0] > 700  # fewer young collections than CPython's default


def test_settled_objects_are_walked_by_no_collection(collector):
    kept = [[i] for i in range(1000)]
    heap.settle()
    assert gc.get_freeze_count() >= len(kept)
    assert not any(o is kept[0] for o in gc.get_objects())
    gc.unfreeze()
    assert any(o is kept[0] for o in gc.get_objects())


def test_hold_stops_the_collector_until_tune(collector):
    heap.hold()
    try:
        assert not gc.isenabled()
    finally:
        heap.tune()
    assert gc.isenabled() and gc.get_threshold() == heap.THRESHOLDS


def test_trim_gives_freed_memory_back_where_the_c_library_can():
    """The launcher trims the heap after a table of another game opens: on glibc it calls
    malloc_trim (found in the process's own C library); elsewhere it is a no-op, never an error."""
    import ctypes
    import platform

    from game.core import heap

    assert isinstance(heap.trim(), bool)
    if platform.system() == "Linux" and platform.libc_ver()[0] == "glibc":
        assert callable(ctypes.CDLL(None).malloc_trim)


def collections_during(fn) -> list[int]:
    """The generations collected while `fn` runs."""
    seen: list[int] = []

    def note(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            seen.append(info["generation"])

    gc.callbacks.append(note)
    try:
        fn()
    finally:
        gc.callbacks.remove(note)
    return seen


def test_idle_collects_between_frames_only_what_is_due(collector):
    """The loop's `heap.idle`: nothing until IDLE_AT objects are new, then the young generation,
    or an older one once its count has passed its threshold, as the collector would choose."""
    heap.tune()
    gc.collect()
    assert collections_during(heap.idle) == [] and heap.idle() == -1
    made = [[i] for i in range(2 * heap.IDLE_AT)]
    assert gc.get_count()[0] >= heap.IDLE_AT
    assert collections_during(heap.idle) == [0]
    assert gc.get_count()[0] < heap.IDLE_AT
    for _ in range(heap.THRESHOLDS[1]):  # as many young collections as make the middle one due
        gc.collect(0)
    made += [[i] for i in range(2 * heap.IDLE_AT)]
    assert heap.idle() == 1
    assert len(made) > 2 * heap.IDLE_AT


def test_idle_leaves_a_held_collector_alone(collector):
    """Before the first frame (`hold`) nothing is collected, not even between frames."""
    heap.hold()
    try:
        made = [[i] for i in range(2 * heap.IDLE_AT)]
        assert collections_during(heap.idle) == [] and made
    finally:
        heap.tune()


def test_after_a_busy_frame_idle_waits_for_a_quieter_one(collector):
    """`heap.idle(busy=True)`: the collection due waits until IDLE_LATE objects are new (a
    quieter frame will take it first), still short of the automatic collector's threshold."""
    heap.tune()
    gc.collect()
    made = [[i] for i in range(2 * heap.IDLE_AT)]
    assert collections_during(lambda: heap.idle(busy=True)) == []
    made += [[i] for i in range(heap.IDLE_LATE - 2 * heap.IDLE_AT + 200)]
    assert heap.IDLE_LATE <= gc.get_count()[0] < heap.THRESHOLDS[0]
    assert collections_during(lambda: heap.idle(busy=True)) == [0]
    assert heap.IDLE_AT < heap.IDLE_LATE < heap.THRESHOLDS[0] and made
