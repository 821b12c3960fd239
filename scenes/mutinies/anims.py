"""Animations of the 21 Mutinies table.

The view already holds the result when an event's animation starts, so a piece that is still
flying must not be drawn at its destination yet: `Holds` counts such pieces ("the disc of seat 2",
"the jewel of CR3", "one more cube in the Tavern") and the board skips them until they land.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Sequence

import pygame

from ..core import theme
from ..widgets.anim import Fly, Recorded
from ..widgets.dice import TUMBLE_SECONDS, DiceRoll
from ..widgets.tween import ease_in_out, ease_out_cubic

Callback = Callable[[], None] | None


class Holds:
    """Pieces kept off the board until their animation lands (or leaves, for `start` holds)."""

    def __init__(self) -> None:
        self.counts: Counter = Counter()

    def hold(self, key: tuple) -> Callable[[], None]:
        self.counts[key] += 1
        released = [False]

        def release() -> None:
            if not released[0]:
                released[0] = True
                self.counts[key] -= 1
                if self.counts[key] <= 0:
                    del self.counts[key]

        return release

    def __call__(self, key: tuple) -> bool:
        return self.counts.get(key, 0) > 0

    def count(self, key: tuple) -> int:
        return self.counts.get(key, 0)


class Move(Fly):
    """A piece flying between two anchors, with hooks when it takes off and when it lands."""

    def __init__(
        self,
        image: pygame.Surface,
        start,
        end,
        duration: float = 0.5,
        on_start: Callback = None,
        on_land: Callback = None,
        **kw,
    ) -> None:
        super().__init__(image, start, end, duration, **kw)
        self.on_start = on_start
        self.tween.on_done = on_land

    def start(self) -> None:
        super().start()
        if self.on_start:
            self.on_start()


class Slide(Recorded):
    """A prestige marker moving square by square along the track."""

    blocking = False

    def __init__(
        self,
        points: Sequence[tuple[int, int]],
        draw_marker: Callable[[pygame.Surface, tuple], None],
        on_land: Callback = None,
    ) -> None:
        super().__init__(min(1.2, 0.25 + 0.06 * len(points)))
        self.tween.easing = ease_in_out
        self.points, self.draw_marker = list(points), draw_marker
        self.tween.on_done = on_land

    def draw(self, surface: pygame.Surface) -> None:
        if not self.points:
            return
        f = self.tween.value * (len(self.points) - 1)
        i = min(int(f), len(self.points) - 2) if len(self.points) > 1 else 0
        a = self.points[i]
        b = self.points[min(i + 1, len(self.points) - 1)]
        u = f - i
        hop = 6 * math.sin(math.pi * u) if len(self.points) > 1 else 0
        centre = (int(a[0] + (b[0] - a[0]) * u), int(a[1] + (b[1] - a[1]) * u - hop))
        self.draw_marker(surface, centre)
        self.drawn = pygame.Rect(centre[0] - 12, centre[1] - 12, 24, 24)


class ThresholdDice(Recorded, DiceRoll):
    """The engine's dice tumbling over the action that rolled them. Shipwrecks dice get a green
    or red frame once they land (above the slot's number or not); the label says what was needed
    before the roll and what it gave after."""

    def __init__(self, faces, centre, need: int, before: str, after: str, **kw) -> None:
        super().__init__(faces, centre, size=52, label=before, **kw)
        self.need, self.before, self.after = need, before, after
        self.tween.duration += 0.4  # a longer beat to read the verdict

    def draw(self, surface: pygame.Surface) -> None:
        t = min(1.0, self.tween.elapsed / TUMBLE_SECONDS)
        landed = t >= 1.0
        settle = ease_out_cubic(t)
        label = theme.text(self.after if landed else self.before, 15, theme.TEXT_LIGHT, True)
        width = max(200, int(self.size * 1.3 * len(self.faces) + 60), label.get_width() + 30)
        back = pygame.Rect(0, 0, width, int(self.size * 1.6) + 44)
        back.center = (self.centre[0], self.centre[1] + 14)
        theme.draw_panel(surface, back, "dark", 14, 2)
        self.drawn = back.inflate(12, 16)
        for i, rect in enumerate(self.draw_dice(surface, t, settle)):
            self.drawn.union_ip(rect.inflate(8, 8))
            if landed and self.need:
                good = self.faces[i] > self.need
                pygame.draw.rect(
                    surface,
                    theme.GREEN if good else theme.RED,
                    rect.inflate(6, 6),
                    4,
                    border_radius=10,
                )
        surface.blit(label, label.get_rect(midbottom=(back.centerx, back.bottom - 8)))


class Showcase(Recorded):
    """A card or token held up in the middle of the table for a moment (a Mutiny card applied,
    a treasure token used), then flying to where it goes."""

    announces = True

    def __init__(
        self, image: pygame.Surface, centre, caption: str, duration: float = 1.3, end=None
    ) -> None:
        super().__init__(duration)
        self.image, self.centre, self.caption, self.end = image, centre, caption, end
        self._sizes: dict[float, pygame.Surface] = {1.0: image}

    def scaled(self, scale: float) -> pygame.Surface:
        img = self._sizes.get(scale)
        if img is None:
            w, h = self.image.get_size()
            img = pygame.transform.smoothscale(
                self.image, (max(1, int(w * scale)), max(1, int(h * scale)))
            )
            self._sizes[scale] = img
        return img

    def draw(self, surface: pygame.Surface) -> None:
        t = self.tween.t
        grow = min(1.0, t / 0.2)
        leave = max(0.0, (t - 0.8) / 0.2)
        scale = round((0.6 + 0.4 * grow - 0.4 * leave) * 10) / 10  # a few sizes, each scaled once
        img = self.scaled(scale)
        cx, cy = self.centre
        if self.end is not None and leave:
            cx += (self.end[0] - cx) * leave
            cy += (self.end[1] - cy) * leave
        rect = img.get_rect(center=(int(cx), int(cy)))
        surface.blit(img, rect)
        self.drawn = rect.inflate(8, 8)
        if self.caption and not leave:
            box = theme.text(self.caption, 16, theme.TEXT_LIGHT, True)
            back = box.get_rect(midtop=(rect.centerx, rect.bottom + 8)).inflate(20, 10)
            theme.draw_panel(surface, back, "dark", 8, 2, shadow=False)
            surface.blit(box, box.get_rect(center=back.center))
            self.drawn.union_ip(back.inflate(4, 4))
