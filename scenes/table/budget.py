"""FrameWork: one budget of work per frame, shared by everything a table's frame may put off.

A frame of a busy table may take engine steps and work out and repaint the layer's regions
(LayeredTable.draw_background). Each of them is cheap enough alone; a frame that pays for both
at once is the slow one. So they share the frame: each asks how much the frame has spent already
(`spent`, from the start of its update) and, when it finds the frame's share taken, waits for
the next frame (`put_off`), which owes it then (`owed` counts the frames it waited). What may
wait no longer goes first: the repaint waits PAINT_WAITS frames at most (a region a frame or two
late is invisible), and a frame that owes it that much takes none of the table's own steps
(HostLink.poll: a table whose frames `yield`; only such a table puts its repaint off, as one
that steps every frame, AI seats playing on at once, would let its regions fall behind). A LAN
host takes its joiners' actions and sends their updates between frames (HostLink.between), in
no frame's budget.

    work.begin()                      first thing in a frame's update
    if work.spent() > AFTER and work.owed(PAINT) < PAINT_WAITS: work.put_off(PAINT)
    else: ...paint...; work.did(PAINT)
"""

from __future__ import annotations

import time

NO_STEPS = -1.0  # a table's step budget when its frame takes no steps at all
PAINT = "paint"  # the layer's repaint
PAINT_WAITS = 2  # frames running a repaint may wait (its regions are stale MAX_WAIT at most)


class FrameWork:
    def __init__(self) -> None:
        self.began = time.perf_counter()
        self._owed: dict[str, int] = {}  # what waited in the frames before this one, how many
        self._waiting: dict[str, int] = {}  # what this frame put off (for the next one)
        self.catching_up = False  # this frame began owing work (an autosave waits for another)
        self.yields = False  # its frames give their steps to owed work (a LAN host's: HostLink)

    def begin(self) -> None:
        """A new frame: what the last one put off is owed now."""
        self.began = time.perf_counter()
        self._owed, self._waiting = self._waiting, {}
        self.catching_up = bool(self._owed)  # it does work the last frame put off

    def spent(self) -> float:
        """Seconds since this frame's update began."""
        return time.perf_counter() - self.began

    def owed(self, what: str) -> int:
        """How many frames in a row `what` has waited until this one (0: it did not)."""
        return self._owed.get(what, 0)

    def put_off(self, what: str) -> None:
        """`what` waits for the next frame (which owes it then)."""
        self._waiting[what] = self.owed(what) + 1

    def did(self, what: str) -> None:
        """`what` was done in this frame: it is owed no more."""
        self._owed.pop(what, None)
