"""Pacing: how long a table lingers on what happens, so that a human can follow it.

An AI decides in well under a millisecond; what takes time is showing it. So the table does not
wait before every AI decision, only after a step a human can watch (a ship moving, a card
played: an event the table shows), and not at all after the rest (an AI building its ship,
passing, ending a step). The pauses of one run of automatic steps by one seat (its turn, in
most games) add up to at most `RUN_BEATS` beats, so with the default beat of 0.6 s an AI's turn
takes at most 1.5 s besides its animations:

    the first watchable step of a run     one beat (settings.ai_delay)
    each further watchable step           half a beat, until the run's pauses reach RUN_BEATS

A pause owed while animations play starts when they end. Before a hand-off ("Pass to Ana")
the result of the last watchable step stays on screen for `handoff_beat`, so the player who just
shot sees the splash before the screen goes to the next one. "Skip to my turn" (`skip`) drops
every pause until a human is asked again.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

RUN_BEATS = 2.5  # the pauses of one seat's run of steps add up to at most this many beats
FOLLOW = 0.5  # a further watchable step of a run pauses this part of a beat
HANDOFF_MIN = 1.0  # seconds a result stays on screen before a hand-off (when beats are on)


@dataclass
class Pacing:
    beat: Callable[[], float]  # seconds: the settings' AI pause
    hold_until: float = 0.0  # no automatic step before this time
    handoff_until: float = 0.0  # no hand-off before this time
    owed: float = 0.0  # a pause to hold once the animations end
    handoff_owed: float = 0.0
    run_seat: int | None = None
    run_paused: float = 0.0  # seconds of pause the current run has had
    run_watched: int = 0  # watchable steps of the current run
    skipping: bool = False
    pauses: list[float] = field(default_factory=list)  # every pause given (benches read it)

    def handoff_beat(self) -> float:
        beat = self.beat()
        return max(HANDOFF_MIN, beat) if beat > 0 else 0.0

    def stepped(
        self, seat: int, automatic: bool, watchable: bool, beat: float | None = None
    ) -> None:
        """A step was taken for `seat`: by an AI or without asking (`automatic`), or chosen by
        a human. `watchable`: it showed the viewer something. `beat`: this step's beat (a
        table's own speed), else the settings'."""
        if not automatic:
            self.run_seat = None
            if watchable:
                self.handoff_owed = max(self.handoff_owed, self.handoff_beat())
            return
        if seat != self.run_seat:
            self.run_seat, self.run_paused, self.run_watched = seat, 0.0, 0
        if not watchable:
            return
        beat = self.beat() if beat is None else min(beat, self.beat())
        pause = beat if self.run_watched == 0 else beat * FOLLOW
        pause = max(0.0, min(pause, RUN_BEATS * beat - self.run_paused))
        self.run_watched += 1
        self.run_paused += pause
        self.pauses.append(pause)
        self.owed = max(self.owed, pause)
        self.handoff_owed = max(self.handoff_owed, self.handoff_beat())

    def settle(self, now: float, animating: bool) -> None:
        """Called every frame: a pause owed starts once the animations have ended."""
        if animating:
            return
        if self.owed:
            self.hold_until = max(self.hold_until, now + self.owed)
            self.owed = 0.0
        if self.handoff_owed:
            self.handoff_until = max(self.handoff_until, now + self.handoff_owed)
            self.handoff_owed = 0.0

    def ready(self, now: float) -> bool:
        """Whether an automatic step may be taken now."""
        return self.skipping or (not self.owed and now >= self.hold_until)

    def handoff_ready(self, now: float) -> bool:
        """Whether the screen may be handed to another player now."""
        if self.skipping:
            return True
        return not (self.owed or self.handoff_owed) and now >= max(
            self.hold_until, self.handoff_until
        )

    def skip(self) -> None:
        """Skip to my turn: no pauses until a human is asked."""
        self.skipping = True
        self.hold_until = self.handoff_until = 0.0
        self.owed = self.handoff_owed = 0.0

    def human_asked(self) -> None:
        """A human faces a decision: skipping ends, and the next AI step starts a new run."""
        self.skipping = False
        self.run_seat = None

    def reset(self) -> None:
        """Forget every pause (an undo, a load)."""
        self.hold_until = self.handoff_until = 0.0
        self.owed = self.handoff_owed = 0.0
        self.run_seat = None
