"""Animations of the Pieces of Eight table. Each knows the rectangles it drew this frame
(`areas`), so the table can give that area back next frame, and which places of which ship it
is about to fill (`hides`), so the row leaves them empty until the coin lands.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from ..core import theme
from ..core.surface_cache import MiB, surface_cache
from ..widgets.anim import Animation, Recorded
from ..widgets.tween import ease_in_out, ease_out_back, lerp_point

Point = tuple[float, float]


class CoinFly(Recorded):
    """A coin moving from one place to another; its end is looked up when it starts (the rows
    may have moved since it was queued). `arc` > 0 lifts it, < 0 lets it drop."""

    def __init__(
        self,
        image: pygame.Surface,
        start: Point,
        end: Callable[[], Point],
        duration: float = 0.55,
        arc: float = 50.0,
        hides: tuple = (),
        sound: str | None = None,
        play: Callable[[str], None] | None = None,
        shrink: float = 1.0,
    ) -> None:
        super().__init__(duration)
        self.image, self.a, self.end, self.b = image, start, end, start
        self.arc, self.hides, self.shrink = arc, hides, shrink
        self.sound, self.play = sound, play
        self._small: pygame.Surface | None = None

    def start(self) -> None:
        self.b = self.end()
        if self.shrink != 1.0:
            w, h = self.image.get_size()
            self._small = pygame.transform.smoothscale(
                self.image, (max(4, int(w * self.shrink)), max(4, int(h * self.shrink)))
            )
        if self.sound and self.play:
            self.play(self.sound)

    def position(self) -> Point:
        t = self.tween.value
        x, y = lerp_point(self.a, self.b, t)
        return x, y - self.arc * 4 * t * (1 - t)

    def draw(self, surface: pygame.Surface) -> None:
        img = self._small if self._small is not None and self.tween.t > 0.7 else self.image
        self.drawn = surface.blit(img, img.get_rect(center=self.position()))


# A coin gliding in a Slide: (image, from, to, arc height).
Glide = tuple[pygame.Surface, tuple[int, int], tuple[int, int], int]


class Slide(Recorded):
    """The deck of one ship rearranging itself (a call to the Captain): each coin glides from
    its old place to its new one. `moves` is resolved when it starts: [(image, from, to)]."""

    def __init__(
        self,
        moves: Callable[[], list[Glide]],
        seat: int,
        duration: float = 0.7,
        sound: str | None = None,
        play: Callable[[str], None] | None = None,
    ) -> None:
        super().__init__(duration)
        self.tween.easing = ease_in_out
        self.get_moves = moves
        self.moves: list[Glide] = []
        self.hides = ((seat, "deck"),)
        self.sound, self.play = sound, play

    def start(self) -> None:
        self.moves = self.get_moves()
        if self.sound and self.play:
            self.play(self.sound)

    def draw(self, surface: pygame.Surface) -> None:
        t = self.tween.value
        area = None
        for image, a, b, lift in reversed(self.moves):  # fore coin on top, as in the row
            x, y = lerp_point(a, b, t)
            r = surface.blit(image, image.get_rect(center=(x, y - lift * math.sin(math.pi * t))))
            area = r if area is None else area.union(r)
        self.drawn = area


class Aim(Recorded):
    """A line from the coin being used to its target, so every play can be followed."""

    def __init__(
        self, start: Point, end: Point, colour=(235, 90, 70), duration: float = 0.5
    ) -> None:
        super().__init__(duration)
        self.a, self.b, self.colour = start, end, colour

    def draw(self, surface: pygame.Surface) -> None:
        t = min(1.0, self.tween.t / 0.6)
        tip = lerp_point(self.a, self.b, t)
        pygame.draw.line(
            surface, (0, 0, 0), (self.a[0] + 2, self.a[1] + 2), (tip[0] + 2, tip[1] + 2), 5
        )
        pygame.draw.line(surface, self.colour, self.a, tip, 4)
        head = arrow_head(self.a, tip, 14)
        if head:
            pygame.draw.polygon(surface, self.colour, head)
        pygame.draw.circle(surface, self.colour, (int(self.a[0]), int(self.a[1])), 7)
        xs = [self.a[0], tip[0]]
        ys = [self.a[1], tip[1]]
        self.drawn = pygame.Rect(
            min(xs) - 20, min(ys) - 20, max(xs) - min(xs) + 40, max(ys) - min(ys) + 40
        )


class RedFlash(Animation):
    """Treachery: the edges of the board flush red for an instant."""

    blocking = False
    EDGE = 26

    def __init__(self, rect: pygame.Rect, duration: float = 0.7) -> None:
        super().__init__(duration)
        self.rect = pygame.Rect(rect)
        self.strips = _edge_strips(self.rect.w, self.rect.h, self.EDGE)
        self.edges: list[pygame.Rect] = []

    def areas(self) -> list[pygame.Rect]:
        return list(self.edges)

    def draw(self, surface: pygame.Surface) -> None:
        alpha = int(255 * math.sin(math.pi * self.tween.t))
        r, e = self.rect, self.EDGE
        spots = ((r.x, r.y), (r.x, r.bottom - e), (r.x, r.y), (r.right - e, r.y))
        for img, pos in zip(self.strips, spots):
            img.set_alpha(alpha)
            surface.blit(img, pos)
        self.edges = [pygame.Rect(pos, img.get_size()) for img, pos in zip(self.strips, spots)]


def _edge_strips(w: int, h: int, e: int) -> tuple[pygame.Surface, ...]:
    """Top, bottom, left and right strips fading from red at the edge to nothing inward.
    Shared by every flash of that size: their alpha is set before each blit."""
    return tuple(_edge_strip(w, h, e, side) for side in ("top", "bottom", "left", "right"))


@surface_cache(MiB // 2)
def _edge_strip(w: int, h: int, e: int, side: str) -> pygame.Surface:
    if side == "bottom":
        return pygame.transform.flip(_edge_strip(w, h, e, "top"), False, True)
    if side == "right":
        return pygame.transform.flip(_edge_strip(w, h, e, "left"), True, False)
    red = (214, 30, 24)
    strip = pygame.Surface((w, e) if side == "top" else (e, h), pygame.SRCALPHA)
    for k in range(e):
        a = int(200 * (1 - k / e) ** 1.6)
        if side == "top":
            pygame.draw.line(strip, (*red, a), (0, k), (w, k))
        else:
            pygame.draw.line(strip, (*red, a), (k, 0), (k, h))
    return strip


class Herald(Recorded):
    """A line of text swooping across the board (an extra or a lost turn, a Treachery, a
    win): the platform's banner, with its band drawn once and the text rendered when it starts."""

    announces = True

    def __init__(
        self,
        text: str,
        colour,
        board: pygame.Rect,
        duration: float = 1.3,
        sound: str | None = None,
        play: Callable[[str], None] | None = None,
    ) -> None:
        super().__init__(duration)
        self.text, self.colour, self.board = text, colour, pygame.Rect(board)
        self.sound, self.play = sound, play
        self.img: pygame.Surface | None = None

    def start(self) -> None:
        text = theme.ellipsize(self.text, 34, self.board.w - 60, bold=True)
        self.img = theme.text(text, 34, self.colour, True).copy()  # its alpha changes
        if self.sound and self.play:
            self.play(self.sound)

    def draw(self, surface: pygame.Surface) -> None:
        if self.img is None:
            return
        t = self.tween.t
        alpha = int(255 * min(1.0, t / 0.15, (1 - t) / 0.2 if t > 0.8 else 1.0))
        band = _band(self.board.w, 76)
        band.set_alpha(int(alpha * 0.85))
        y = self.board.centery
        self.drawn = surface.blit(band, (self.board.x, y - 38))
        slide = (1 - ease_out_back(min(1.0, t / 0.25))) * 100
        self.img.set_alpha(alpha)
        surface.blit(self.img, self.img.get_rect(center=(self.board.centerx - slide, y)))


@surface_cache(MiB // 2)
def _band(w: int, h: int) -> pygame.Surface:
    band = pygame.Surface((w, h), pygame.SRCALPHA)
    band.fill((8, 20, 32, 210))
    pygame.draw.line(band, (*theme.GOLD_DARK, 255), (0, 0), (w, 0), 2)
    pygame.draw.line(band, (*theme.GOLD_DARK, 255), (0, h - 2), (w, h - 2), 2)
    return band


def arrow_head(a: Point, b: Point, size: float) -> list[Point] | None:
    dx, dy = b[0] - a[0], b[1] - a[1]
    d = math.hypot(dx, dy)
    if d < 1:
        return None
    ux, uy = dx / d, dy / d
    px, py = -uy, ux
    return [
        b,
        (b[0] - ux * size + px * size * 0.5, b[1] - uy * size + py * size * 0.5),
        (b[0] - ux * size - px * size * 0.5, b[1] - uy * size - py * size * 0.5),
    ]
