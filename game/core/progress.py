"""A match's progress over time: what the game-over chart draws and the load screen sums up.

The Match records `Rules.progress(state)` after every step (and once before the first) in a
ProgressLog: a point is kept when the round or a score changed since the last one. Replaying a
save goes through the same steps, so a loaded match has its whole history; undo cuts it back.
"""

from __future__ import annotations

from dataclasses import dataclass

from .types import Progress


@dataclass(frozen=True, slots=True)
class Point:
    """The progress after `step` steps of the log (0: before the first)."""

    step: int
    progress: Progress


class ProgressLog:
    """The points of one match, oldest first."""

    def __init__(self) -> None:
        self.points: list[Point] = []

    def record(self, step: int, progress: Progress) -> None:
        """Note the progress after `step` steps; kept only if it is another chart point than the
        last one kept (another round, or another score)."""
        if self.points and self.points[-1].progress.same_point(progress):
            return
        self.points.append(Point(step, progress))

    def cut(self, steps: int) -> None:
        """Forget what came after `steps` steps (an undo)."""
        while self.points and self.points[-1].step > steps:
            self.points.pop()

    @property
    def latest(self) -> Progress | None:
        return self.points[-1].progress if self.points else None

    def chart(self) -> list[Progress]:
        """The points a chart draws: the last progress of every round, in the order the rounds
        came (the first is where play starts: the set-up done, ships built, islands dealt). A
        game that counts no rounds (its round never changes) gets a point for every change."""
        points = [p.progress for p in self.points]
        if len({p.round for p in points}) <= 1:
            return points
        return [
            here
            for i, here in enumerate(points)
            if i + 1 == len(points) or points[i + 1].round != here.round
        ]
