"""Tweens: a value moving from a to b over a duration with an easing curve.

Animations are presentation only: they show results the engine already decided.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from pygame.typing import Point


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 0.5 - 0.5 * math.cos(math.pi * t)


def ease_out_back(t: float) -> float:
    c = 1.70158
    return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2


def lerp_point(a: Point, b: Point, t: float) -> tuple[float, float]:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


@dataclass
class Tween:
    """Progress 0→1 over `duration` seconds; `value` is the eased progress."""

    duration: float
    easing: Callable[[float], float] = ease_out_cubic
    delay: float = 0.0
    on_done: Callable[[], None] | None = None
    elapsed: float = 0.0
    done: bool = False

    def update(self, dt: float) -> bool:
        if self.done:
            return True
        self.elapsed += dt
        if self.elapsed >= self.delay + self.duration:
            self.finish()
        return self.done

    def finish(self) -> None:
        if not self.done:
            self.done = True
            self.elapsed = self.delay + self.duration
            if self.on_done:
                self.on_done()

    @property
    def t(self) -> float:
        if self.duration <= 0:
            return 1.0
        return max(0.0, min(1.0, (self.elapsed - self.delay) / self.duration))

    @property
    def value(self) -> float:
        return self.easing(self.t)
