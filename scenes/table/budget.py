"""FrameWork: one budget of work per frame, shared by everything a table's frame may put off.

A frame of a busy table may take engine steps (a LAN host: its joiners' actions first), build
every joiner's update (HostLink.flush) and work out and repaint the layer's regions
(LayeredTable.draw_background). Each of them is cheap enough alone; a frame that pays for all of
them at once is the slow one. So they share the frame: each asks how much the frame has spent
already (`spent`, from the start of its update) and, when it finds the frame's share taken, waits
for the next frame (`put_off`), which takes it first: a frame that owes something (`owed`) takes
no steps (a LAN host's table, whose frames `yield`: HostLink), and what waited goes before what
did not.

    work.begin()                      first thing in a frame's update
    if work.spent() > AFTER and work.owed("paint") < MOST: work.put_off("paint")
    else: ...paint...; work.did("paint")

Nothing waits for ever: each caller says how many frames in a row its work may wait (`owed`
counts them). Only a table whose frames yield puts its repaint off: a table that steps every
frame (AI seats playing on at once) would let its regions fall behind.
"""

from __future__ import annotations

import time

NO_STEPS = -1.0  # a table's step budget when its frame takes no steps at all


class FrameWork:
    def __init__(self) -> None:
        self.began = time.perf_counter()
        self._owed: dict[str, int] = {}  # what waited in the frames before this one, how many
        self._waiting: dict[str, int] = {}  # what this frame put off (for the next one)
        self.catching_up = False  # this frame began owing work (an autosave waits for another)
        self.yields = False  # a frame that owes work takes no steps (set by a LAN host's link)

    def begin(self) -> None:
        """A new frame: what the last one put off is owed now."""
        self.began = time.perf_counter()
        self._owed, self._waiting = self._waiting, {}
        self.catching_up = bool(self._owed)  # this frame does work the last one put off

    def spent(self) -> float:
        """Seconds since this frame's update began."""
        return time.perf_counter() - self.began

    def owed(self, what: str) -> int:
        """How many frames in a row `what` has waited until this one (0: it did not)."""
        return self._owed.get(what, 0)

    def owes(self) -> bool:
        """Whether this frame owes work a frame before it put off."""
        return bool(self._owed)

    def put_off(self, what: str) -> None:
        """`what` waits for the next frame (which owes it then)."""
        self._waiting[what] = self.owed(what) + 1

    def did(self, what: str) -> None:
        """`what` was done in this frame: it is owed no more."""
        self._owed.pop(what, None)
