"""The Kratos table's own animations: a piece sailing or flying its path (the engine logs one
shortest legal path of every move, section 4), the tracer of a shot, and a burst where a shot
lands (a hit) or a splash (a miss). The words rising from an island (production, builds,
famine) are the platform's `Rise` (events.py).

They follow the camera: positions are worked out from nodes each frame, so panning or zooming
while something moves keeps it on its path. Each knows the rectangle it drew in (`areas`), so the
table gives back only that much of its kept picture.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from ..widgets.anim import Recorded
from ..widgets.tween import ease_in_out, lerp_point
from .layout import Camera


class PieceSail(Recorded):
    """A piece moving along its path of nodes (the chart hides it meanwhile)."""

    def __init__(
        self, camera: Camera, piece: int, path: Sequence[int], image: pygame.Surface, per_leg: float
    ) -> None:
        super().__init__(max(0.08, per_leg * max(1, len(path) - 1)))
        self.tween.easing = ease_in_out
        self.camera, self.piece, self.path, self.image = camera, piece, list(path), image

    def position(self) -> tuple[float, float]:
        points = [self.camera.centre(n) for n in self.path]
        if len(points) == 1:
            return points[0]
        f = self.tween.value * (len(points) - 1)
        i = min(int(f), len(points) - 2)
        return lerp_point(points[i], points[i + 1], f - i)

    def draw(self, surface: pygame.Surface) -> None:
        size = self.camera.cell - 2
        img = (
            self.image
            if self.image.get_width() == size
            else pygame.transform.smoothscale(self.image, (size, size))
        )
        rect = img.get_rect(center=self.position())
        clip = surface.get_clip()
        surface.set_clip(self.camera.view)
        surface.blit(img, rect)
        surface.set_clip(clip)
        self.drawn = rect.inflate(6, 6)


class Tracer(Recorded):
    """A shot's line from the shooter to its target (K-34)."""

    def __init__(self, camera: Camera, start: int, end: int, duration: float = 0.3) -> None:
        super().__init__(duration)
        self.camera, self.start_node, self.end_node = camera, start, end

    def draw(self, surface: pygame.Surface) -> None:
        a = self.camera.centre(self.start_node)
        b = self.camera.centre(self.end_node)
        t = self.tween.value
        tip = lerp_point(a, b, t)
        tail = lerp_point(a, b, max(0.0, t - 0.35))
        pygame.draw.line(surface, (255, 236, 160), tail, tip, 3)
        pygame.draw.circle(surface, (255, 250, 220), tip, 4)
        self.drawn = pygame.Rect(
            min(a[0], b[0]), min(a[1], b[1]), abs(a[0] - b[0]) + 1, abs(a[1] - b[1]) + 1
        ).inflate(14, 14)


class Burst(Recorded):
    """Where a shot lands: fire and smoke for a hit, a white splash for a miss."""

    blocking = False

    def __init__(self, camera: Camera, node: int, hit: bool, duration: float = 0.7) -> None:
        super().__init__(duration)
        self.camera, self.node, self.hit = camera, node, hit

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.camera.node_rect(self.node)
        c = rect.center
        t = self.tween.t
        r = int(rect.w * (0.25 + 0.45 * t))
        alpha = int(230 * (1 - t))
        layer = pygame.Surface((2 * r + 4, 2 * r + 4), pygame.SRCALPHA)
        centre = (r + 2, r + 2)
        if self.hit:
            pygame.draw.circle(layer, (255, 140, 40, alpha), centre, r)
            pygame.draw.circle(layer, (255, 230, 120, alpha), centre, max(1, r // 2))
            for k in range(8):
                a = k * math.pi / 4 + t
                tip = (centre[0] + math.cos(a) * r, centre[1] + math.sin(a) * r)
                pygame.draw.line(layer, (255, 200, 80, alpha), centre, tip, 2)
        else:
            pygame.draw.circle(layer, (240, 250, 255, alpha), centre, r, max(2, r // 5))
            pygame.draw.circle(layer, (200, 230, 250, alpha), centre, max(1, r // 2), 2)
        surface.blit(layer, layer.get_rect(center=c))
        self.drawn = layer.get_rect(center=c).inflate(4, 4)
