"""Animations queued from engine events: they play one after another (a blocking animation holds
the next one and the AI seats, so humans can follow), and a click or a key skips them.

The animation speed setting scales every duration; speed 0 means instant.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame
from pygame.typing import Point, RectLike

from ..core import theme
from ..core.theme import RGB
from .tween import Tween, ease_out_back, ease_out_cubic, lerp_point


class Animation:
    blocking = True
    # shown to the whole table for a moment (a banner, a card held up, dice): no tooltip covers it
    announces = False

    def __init__(self, duration: float) -> None:
        self.tween = Tween(duration, self.easing())
        self.started = False

    def easing(self) -> Callable[[float], float]:
        return ease_out_cubic

    def start(self) -> None:
        """Called when the animation reaches the front of the queue (sounds go here)."""

    def update(self, dt: float) -> bool:
        return self.tween.update(dt)

    def finish(self) -> None:
        self.tween.finish()

    @property
    def done(self) -> bool:
        return self.tween.done

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def areas(self) -> list[pygame.Rect] | None:
        """Where it drew in the last frame, with a margin for smoothing: the table copies these
        back from its settled picture before the next frame (scenes/table/layered.py). [] when
        it drew nothing; None when it cannot say (the whole screen is copied back)."""
        return None

    def join(self, playing: Sequence[Animation]) -> None:
        """Called as a non-blocking animation starts, with the ones already playing alongside
        (to make room among them: `Rise`)."""


class Recorded(Animation):
    """An animation that records where it drew as it draws (`drawn`, margins included): that is
    its area ([] before its first frame)."""

    drawn: pygame.Rect | None = None

    def areas(self) -> list[pygame.Rect]:
        return [self.drawn] if self.drawn is not None else []


class AnimationQueue:
    def __init__(self, speed: Callable[[], float]) -> None:
        self.speed = speed
        self.queue: list[Animation] = []
        self.running: list[Animation] = []  # non-blocking ones play alongside

    def add(self, anim: Animation) -> None:
        if self.speed() <= 0:
            return
        self.queue.append(anim)

    def update(self, dt: float) -> None:
        speed = self.speed()
        if speed <= 0:
            self.skip()
            return
        dt *= speed
        for a in list(self.running):
            if a.update(dt):
                self.running.remove(a)
        while self.queue:
            head = self.queue[0]
            if not head.started:
                head.started = True
                head.start()
            if not head.blocking:
                self.queue.pop(0)
                head.join(self.running)
                self.running.append(head)
                continue
            if head.update(dt):
                self.queue.pop(0)
                dt = 0
                continue
            break

    def skip(self) -> None:
        for a in self.queue + self.running:
            if not a.started:
                a.started = True
                a.start()
            a.finish()
        self.queue.clear()
        self.running.clear()

    @property
    def blocking(self) -> bool:
        return any(a.blocking for a in self.queue)

    @property
    def busy(self) -> bool:
        return bool(self.queue or self.running)

    def announcements(self, screen: pygame.Rect) -> list[pygame.Rect]:
        """Where announcements (`Animation.announces`) on screen now are (`screen` for one that
        cannot say)."""
        shown = [a for a in self.running if a.announces]
        if self.queue and self.queue[0].started and self.queue[0].announces:
            shown.append(self.queue[0])
        out: list[pygame.Rect] = []
        for a in shown:
            rects = a.areas()
            out.extend([screen] if rects is None else rects)
        return out

    def draw(self, surface: pygame.Surface) -> None:
        for a in self.running:
            a.draw(surface)
        if self.queue and self.queue[0].started:
            self.queue[0].draw(surface)


class Banner(Animation):
    """A line of text that swoops in across the middle of the table, holds, and leaves."""

    announces = True

    def __init__(
        self,
        text: str,
        colour: RGB = theme.GOLD,
        duration: float = 1.4,
        y: int = 300,
        sound: str | None = None,
        play: Callable[[str], None] | None = None,
    ) -> None:
        super().__init__(duration)
        self.text, self.colour, self.y = text, colour, y
        self.sound, self.play = sound, play
        self.width = 0  # of the surface it last drew on

    def areas(self) -> list[pygame.Rect]:
        return [pygame.Rect(0, self.y - 44, self.width, 88)] if self.width else []

    def start(self) -> None:
        if self.sound and self.play:
            self.play(self.sound)

    def draw(self, surface: pygame.Surface) -> None:
        t = self.tween.t
        w = self.width = surface.get_width()
        alpha = int(255 * min(1, t / 0.15, (1 - t) / 0.2 if t > 0.8 else 1))
        band = pygame.Surface((w, 84), pygame.SRCALPHA)
        band.fill((8, 20, 32, int(alpha * 0.8)))
        surface.blit(band, (0, self.y - 42))
        slide = (1 - ease_out_back(min(1, t / 0.25))) * 120
        img = theme.text(self.text, 40, self.colour, True)
        img.set_alpha(alpha)
        surface.blit(img, img.get_rect(center=(w // 2 - slide, self.y)))


class Fly(Animation):
    """A sprite moving from one point to another (a coin plundered, a card dealt, a cube)."""

    def __init__(
        self,
        image: pygame.Surface,
        start: Point,
        end: Point,
        duration: float = 0.6,
        sound: str | None = None,
        play: Callable[[str], None] | None = None,
        arc: float = 40.0,
        blocking: bool = True,
    ) -> None:
        super().__init__(duration)
        self.image, self.a, self.b = image, start, end
        self.sound, self.play, self.arc = sound, play, arc
        self.blocking = blocking

    def start(self) -> None:
        if self.sound and self.play:
            self.play(self.sound)

    def position(self) -> tuple[float, float]:
        t = self.tween.value
        x, y = lerp_point(self.a, self.b, t)
        return x, y - self.arc * 4 * t * (1 - t)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.image, self.image.get_rect(center=self.position()))

    def areas(self) -> list[pygame.Rect]:
        return [self.image.get_rect(center=self.position()).inflate(8, 8)]


class Path(Animation):
    """A sprite sailing along a list of points at constant speed (ships on a map; without an
    image, something else draws what sails at `position()`)."""

    def __init__(
        self,
        image: pygame.Surface | None,
        points: Sequence[Point],
        seconds_per_leg: float = 0.22,
        sound: str | None = None,
        play: Callable[[str], None] | None = None,
    ) -> None:
        super().__init__(max(0.05, seconds_per_leg * max(1, len(points) - 1)))
        self.tween.easing = lambda t: t
        self.image = image
        self.points: list[tuple[float, float]] = [(p[0], p[1]) for p in points]
        self.sound, self.play = sound, play

    def start(self) -> None:
        if self.sound and self.play:
            self.play(self.sound)

    def position(self) -> tuple[float, float]:
        if len(self.points) == 1:
            return self.points[0]
        f = self.tween.value * (len(self.points) - 1)
        i = min(int(f), len(self.points) - 2)
        return lerp_point(self.points[i], self.points[i + 1], f - i)

    def draw(self, surface: pygame.Surface) -> None:
        if self.image is not None:
            surface.blit(self.image, self.image.get_rect(center=self.position()))

    def areas(self) -> list[pygame.Rect]:
        """Without an image, what sails is drawn (and given back) by whoever draws it."""
        if self.image is None:
            return []
        return [self.image.get_rect(center=self.position()).inflate(8, 8)]


class Flash(Animation):
    """A bright frame pulsing around an area (a Treachery, a target hit)."""

    blocking = False

    def __init__(
        self, rect: RectLike, colour: RGB = theme.HIGHLIGHT, duration: float = 0.7
    ) -> None:
        super().__init__(duration)
        self.rect, self.colour = pygame.Rect(rect), colour

    def draw(self, surface: pygame.Surface) -> None:
        t = self.tween.t
        alpha = int(255 * (1 - t))
        layer = pygame.Surface(self.rect.inflate(16, 16).size, pygame.SRCALPHA)
        pygame.draw.rect(
            layer, (*self.colour[:3], alpha), layer.get_rect(), width=5, border_radius=10
        )
        surface.blit(layer, self.rect.inflate(16, 16))

    def areas(self) -> list[pygame.Rect]:
        return [self.rect.inflate(22, 22)]


class Pause(Animation):
    """Nothing to see, just a beat (between two things that should not blur together)."""

    def __init__(self, duration: float = 0.25) -> None:
        super().__init__(duration)

    def areas(self) -> list[pygame.Rect]:
        return []


class Rise(Animation):
    """A short text rising from a point and fading: what a place just gained or lost ("+2
    prestige", "−100 Wheat", "+1 turn"). `at` is the point, or a function giving it where the
    place may move (a chart that pans). Texts rising from one place show one after the other,
    each once the one before has climbed clear of it (`join`), never on top of each other."""

    blocking = False
    NEAR = (70, 24)  # places closer than this (x, y) are one place

    def __init__(
        self,
        text: str,
        at: Point | Callable[[], Point],
        colour: RGB = theme.GOLD_LIGHT,
        duration: float = 1.1,
        *,
        size: int = 16,
        climb: int = 40,
        above: bool = False,
        within: pygame.Rect | None = None,
    ) -> None:
        """`climb`: how far it rises (px); `above`: the text stands on the point (its bottom
        middle there) rather than centred on it; `within`: the area it stays in (a place near
        its top edge sends it up from lower down)."""
        super().__init__(duration)
        self.at, self.climb, self.above, self.within = at, climb, above, within
        # copies: their alpha changes as they fade (the text cache keeps its own opaque)
        self.img = theme.text(text, size, colour, True).copy()
        self.shadow = theme.text(text, size, (0, 0, 0), True).copy()
        self.wait = 0.0  # seconds before it shows (`join`)
        self.rect = pygame.Rect(0, 0, 0, 0)  # where it drew in the last frame, with a margin

    def areas(self) -> list[pygame.Rect]:
        return [self.rect] if self.rect.width else []

    def point(self) -> tuple[float, float]:
        """Where it starts from (where it shows when it has not climbed yet)."""
        at = self.at() if callable(self.at) else self.at
        x, y = at[0], at[1]
        if self.within is not None:  # its top at the end of its climb stays inside
            h = self.img.get_height()
            y = max(y, self.within.top + self.climb + (h if self.above else h / 2))
        return x, y

    def join(self, playing: Sequence[Animation]) -> None:
        x, y = self.point()
        for other in playing:
            if isinstance(other, Rise):
                ox, oy = other.point()
                if abs(ox - x) < self.NEAR[0] and abs(oy - y) < self.NEAR[1]:
                    self.wait = max(self.wait, other.wait + other.until_clear())

    def until_clear(self) -> float:
        """Seconds until this text has climbed its own height above where it started: a text
        starting there then stays clear of it (they climb at one steady speed)."""
        t = min(1.0, (self.img.get_height() + 2) / max(1, self.climb))
        return max(0.0, t * self.tween.duration - self.tween.elapsed)

    def update(self, dt: float) -> bool:
        if self.wait > 0:
            used = min(self.wait, dt)
            self.wait -= used
            dt -= used
        return self.tween.update(dt)

    def finish(self) -> None:
        self.wait = 0.0
        super().finish()

    def draw(self, surface: pygame.Surface) -> None:
        if self.wait > 0:
            self.rect = pygame.Rect(0, 0, 0, 0)
            return
        t = self.tween.t
        x, y = self.point()
        y -= self.climb * t  # (steadily: a text following it keeps its distance)
        r = self.img.get_rect(midbottom=(x, y)) if self.above else self.img.get_rect(center=(x, y))
        alpha = int(255 * min(1.0, (1 - t) * 2.5))
        self.img.set_alpha(alpha)
        self.shadow.set_alpha(alpha)
        surface.blit(self.shadow, r.move(1, 1))
        surface.blit(self.img, r)
        self.rect = r.inflate(6, 6)
