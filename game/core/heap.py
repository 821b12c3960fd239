"""The garbage collector kept off the frames and the AI's decisions.

A full collection walks every object alive: with the games' content, the widget toolkit and the
fonts loaded that is over a million objects and 5-8 ms, taken wherever an allocation happens to
trigger it (in an AI decision, in a frame). What is alive once all is loaded lives as long as
the program: `settle` moves it out of the collector's sight (`gc.freeze`), so that later
collections walk only what was made since (a match, its table). A table is not frozen when it
opens: a closed table is a cycle of objects, and frozen it would never be freed. `tune` raises the
thresholds so that the young generations are collected less often; with most objects frozen
each collection stays short. tests/bench/bench_decisions.py measures the pauses.

The window's loop does better than wait for a threshold: between two frames (the frame shown
and the work that waits for no frame done, the loop about to sleep until the next) `idle`
collects what the collector would collect soon, young generation first, once IDLE_AT objects
are new. Collected there, each collection is small and falls in time nobody waits for, and the
thresholds above, reached only by a burst of allocations within one frame or one AI decision,
are left as the backstop.

Before the first frame nothing is collected at all (`hold`, undone by `tune`): what the start-up
makes (modules, fonts, the title's pictures) lives as long as the program, and the thirty-odd
young collections it would trigger walk it for nothing, about 10 ms before the window shows.
"""

from __future__ import annotations

import gc

# The youngest generation is collected after THRESHOLDS[0] net allocations (CPython's default
# is 700): a young collection over a few thousand objects takes well under a millisecond.
THRESHOLDS = (5_000, 20, 20)
# New objects (net) at which `idle` collects between two frames: a young collection over a
# thousand objects takes a fraction of a millisecond.
IDLE_AT = 1_000
# ... and with little time left before the next frame (a busy frame, a LAN host's joiners'
# actions): the collection waits for a longer wait, up to this many new objects (still short
# of the automatic collector's THRESHOLDS[0], which it must not reach inside the next frame).
IDLE_LATE = 4_000


def hold() -> None:
    """No collection until `tune` (main.py: from its start to the first frame shown)."""
    gc.disable()


def tune() -> None:
    """Set the collector's thresholds and let it run (once the first frame is shown)."""
    gc.set_threshold(*THRESHOLDS)
    gc.enable()


def idle(busy: bool = False) -> int:
    """Between two frames: collect once IDLE_AT objects are new (IDLE_LATE when `busy`, little
    time left before the next frame, so that it falls in a longer wait), the oldest generation
    whose count has passed its threshold (as the automatic collector chooses), so that the
    automatic collector is not reached inside a frame or an AI decision. The generation
    collected, or -1 (nothing due, or the collector held: `hold`)."""
    young, middle, old = gc.get_count()
    if young < (IDLE_LATE if busy else IDLE_AT) or not gc.isenabled():
        return -1
    generation = 2 if old >= THRESHOLDS[2] else 1 if middle >= THRESHOLDS[1] else 0
    gc.collect(generation)
    return generation


def settle() -> None:
    """Everything alive now lives as long as the program (call once all is loaded): keep it
    out of every later collection. Garbage already unreachable stays (a few objects, never
    collected): a collection here would be the very pause this avoids."""
    gc.freeze()


def trim() -> bool:
    """Give the memory a closed table freed back to the system (glibc's `malloc_trim`): freed
    blocks otherwise stay in the process, and each table of another game would add a few MiB
    to what the program holds. A few milliseconds; the launcher calls it with its collection
    after a table of another game opens. False where the C library has no such call."""
    import ctypes

    try:
        malloc_trim = ctypes.CDLL(None).malloc_trim  # the process's own C library
    except (OSError, AttributeError, TypeError):  # not glibc (macOS, Windows, musl)
        return False
    return bool(malloc_trim(0))
