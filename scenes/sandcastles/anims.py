"""Sandcastles' own animations (they show what the engine already decided): a beaten tile
knocked off its castle, tumbling away; a completed castle outlined in gold and swept into its
owner's sandbank; the Big Wave sweeping the beach. Each knows where it draws (`areas`), so the
table gives back only that part of the layer."""

from __future__ import annotations

import math

import pygame
from pygame.typing import Point

from ..core import theme
from ..core.surface_cache import MiB, surface_cache
from ..widgets.anim import Recorded
from ..widgets.tween import lerp_point
from . import sprites


class KnockOff(Recorded):
    """The beaten tile jumps off the castle, spinning, and lands at the winner's area (or, taken
    by the solo game, falls into the sea)."""

    def __init__(
        self, image: pygame.Surface, start: Point, end: Point, duration: float = 0.8
    ) -> None:
        super().__init__(duration)
        self.image, self.a, self.b = image, start, end

    def _frame(self) -> tuple[pygame.Surface, pygame.Rect]:
        t = self.tween.value
        x, y = lerp_point(self.a, self.b, t)
        y -= 90 * 4 * t * (1 - t)
        img = pygame.transform.rotate(self.image, 360 * t * 1.5)
        return img, img.get_rect(center=(int(x), int(y)))

    def draw(self, surface: pygame.Surface) -> None:
        img, rect = self._frame()
        surface.blit(img, rect)
        self.drawn = rect.inflate(4, 4)


class Banked(Recorded):
    """A completed castle: its picture outlined in gold, then shrinking into the sandbank."""

    def __init__(
        self, image: pygame.Surface, rect: pygame.Rect, end: Point, duration: float = 1.0
    ) -> None:
        super().__init__(duration)
        self.image, self.rect, self.end = image, pygame.Rect(rect), end
        self.drawn = pygame.Rect(rect)

    def draw(self, surface: pygame.Surface) -> None:
        t = self.tween.t
        if t < 0.45:
            r = self.rect
            surface.blit(self.image, r)
            pygame.draw.rect(surface, theme.GOLD_LIGHT, r.inflate(6, 6), 4, border_radius=6)
            self.drawn = r.inflate(12, 12)
            return
        f = (t - 0.45) / 0.55
        scale = max(0.08, 1 - f)
        w, h = max(2, int(self.rect.w * scale)), max(2, int(self.rect.h * scale))
        img = pygame.transform.smoothscale(self.image, (w, h))
        x, y = lerp_point(self.rect.center, self.end, f)
        r = img.get_rect(center=(int(x), int(y)))
        surface.blit(img, r)
        pygame.draw.rect(surface, theme.GOLD_LIGHT, r.inflate(4, 4), 2, border_radius=4)
        self.drawn = r.inflate(10, 10)


class WaveSweep(Recorded):
    """The Big Wave: a wall of water rolls over the beach from the sea and drains away. The
    water and its foam are drawn once; a frame blits the part the wave covers."""

    def __init__(self, area: pygame.Rect, duration: float = 1.6) -> None:
        super().__init__(duration)
        self.area = pygame.Rect(area)
        self.tween.easing = lambda t: t
        self._water = _water(self.area.w, self.area.h)
        self._foam = _foam(self.area.w)
        self.drawn = pygame.Rect(self.area.topleft, (self.area.w, 0))

    def draw(self, surface: pygame.Surface) -> None:
        t = self.tween.value
        a = self.area
        rise = t / 0.55 if t < 0.55 else max(0.0, 1 - (t - 0.55) / 0.45)
        front = int(a.h * min(1.0, rise))
        if front > 0:
            surface.blit(self._water, a.topleft, (0, a.h - front, a.w, front))
        shift = int(t * 120) % 46
        surface.blit(self._foam, (a.x, a.y + front - 10), (shift, 0, a.w, 20))
        self.drawn = pygame.Rect(a.x, a.y, a.w, front + 12).clip(a)


@surface_cache(MiB)
def _water(w: int, h: int) -> pygame.Surface:
    water = pygame.Surface((w, h), pygame.SRCALPHA)
    water.fill((*sprites.WAVE, 165))
    for y in range(0, h, 18):
        pygame.draw.line(water, (*sprites.WAVE_LIGHT, 60), (0, y), (w, y + 6), 2)
    return water


@surface_cache(MiB // 2)
def _foam(w: int) -> pygame.Surface:
    foam = pygame.Surface((w + 46, 20), pygame.SRCALPHA)
    for x in range(0, w + 46, 4):
        y = 10 + int(5 * math.sin(x * 2 * math.pi / 46))
        pygame.draw.line(foam, (*theme.FOAM, 230), (x, y - 5), (x, y + 3), 4)
    return foam
