"""The scene stack (a pushdown automaton: push covers, pop uncovers).

Only the top scene gets input. Drawing starts at the topmost opaque scene, so overlays (pause,
hand-off, dialogs) draw over the scene beneath. Stack changes requested during a frame are
applied at its end, so a scene is never removed while it is handling an event.

The stack knows scenes only by the `Stacked` protocol below (scenes/core/base.py: `Scene` is the
one implementation), so the App that owns the stack never imports the scenes' base class.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import pygame


class Stacked(Protocol):
    """What the stack and the App's frame ask of a scene."""

    name: str  # used for screenshots and tests
    opaque: bool  # draws the whole screen (scenes beneath are not drawn)

    def enter(self) -> None: ...
    def exit(self) -> None: ...
    def pause(self) -> None: ...
    def resume(self) -> None: ...
    def rebuild_ui(self) -> None: ...
    def finish_widgets(self) -> None: ...
    def handle(self, event: pygame.event.Event) -> bool: ...
    def handle_ui(self, event: pygame.event.Event) -> bool: ...
    def update(self, dt: float) -> None: ...
    def draw(self, surface: pygame.Surface) -> None: ...


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Stacked] = []
        self._ops: list[Callable[[], None]] = []

    @property
    def top(self) -> Stacked | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Stacked) -> None:
        self._ops.append(lambda: self._push(scene))

    def pop(self) -> None:
        self._ops.append(self._pop)

    def replace(self, scene: Stacked) -> None:
        def op() -> None:
            self._pop()
            self._push(scene)

        self._ops.append(op)

    def reset(self, scene: Stacked) -> None:
        """Leave every scene and start over with `scene` (e.g. back to the title menu)."""

        def op() -> None:
            while self.scenes:
                self._pop(resume=False)
            self._push(scene)

        self._ops.append(op)

    def apply_pending(self) -> bool:
        changed = bool(self._ops)
        while self._ops:
            ops, self._ops = self._ops, []
            for op in ops:
                op()
        return changed

    def _push(self, scene: Stacked) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()

    def _pop(self, resume: bool = True) -> None:
        if not self.scenes:
            return
        self.scenes.pop().exit()
        if resume and self.scenes:
            self.scenes[-1].resume()

    def visible(self) -> list[Stacked]:
        """The scenes to draw, bottom first: from the topmost opaque one up."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        return self.scenes[start:]
