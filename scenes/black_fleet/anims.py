"""Black Fleet animations: ships sailing their path, ships sinking, a played card shown to all.

They only show what the engine already decided. A sailing ship is drawn by the table itself
(with its cargo, under the highlights), so `ShipSail` just carries the path and the clock; the
table hides the ship at its new place until the sail is over.
"""

from __future__ import annotations

import math

import pygame

from ..core import theme
from ..widgets.anim import Animation, Path
from . import sprites


class ShipSail(Path):
    """A ship sailing along `points` (pixel centres, its start first)."""

    def __init__(
        self, ship_id: str, points: list, seconds_per_leg: float = 0.16, blocking: bool = True
    ) -> None:
        super().__init__(None, points, seconds_per_leg)
        self.ship_id = ship_id
        self.blocking = blocking

    def current(self) -> tuple[float, float]:
        """Where the ship is now: its start until the sail begins."""
        return self.position() if self.started else self.points[0]

    def heading_left(self) -> bool:
        if len(self.points) < 2:
            return False
        f = self.tween.value * (len(self.points) - 1)
        i = min(int(f), len(self.points) - 2)
        return self.points[i + 1][0] < self.points[i][0]

    def draw(self, surface: pygame.Surface) -> None:
        """Drawn by the table with the other ships (see the module docstring)."""


class Sinking(Animation):
    """A ship tilting under the waves where it was hit, with a splash ring."""

    def __init__(self, kind: str, sail, size: int, centre, duration: float = 0.7) -> None:
        super().__init__(duration)
        self.kind, self.sail, self.size, self.centre = kind, sail, size, centre

    def areas(self) -> list[pygame.Rect]:
        r = int(self.size * 1.4) + 4
        return [
            pygame.Rect(0, 0, 2 * r + 8, 2 * r + 16).move(
                self.centre[0] - r - 4, self.centre[1] - r - 4
            )
        ]

    def draw(self, surface: pygame.Surface) -> None:
        t = self.tween.t
        img = sprites.sunk_ship(self.kind, self.sail, self.size, min(9, int(t * 10)))
        surface.blit(img, img.get_rect(center=(self.centre[0], self.centre[1] + t * 8)))
        r = int(self.size * (0.4 + t))
        ring = pygame.Surface((2 * r + 4, 2 * r + 4), pygame.SRCALPHA)
        pygame.draw.circle(ring, (230, 244, 250, int(200 * (1 - t))), (r + 2, r + 2), r, 3)
        surface.blit(ring, ring.get_rect(center=self.centre))


class CardShow(Animation):
    """A card just played, shown large over the chart for a moment, with who played it."""

    announces = True

    def __init__(self, image: pygame.Surface, caption: str, centre, duration: float = 1.1) -> None:
        super().__init__(duration)
        self.image, self.caption, self.centre = image, caption, centre
        self._scaled: pygame.Surface | None = None

    def _card(self) -> pygame.Surface:
        if self._scaled is None:
            w, h = self.image.get_size()
            self._scaled = pygame.transform.smoothscale(self.image, (int(w * 1.8), int(h * 1.8)))
        return self._scaled

    def _card_rect(self) -> pygame.Rect:
        lift = int(12 * math.sin(min(1.0, self.tween.t / 0.2) * math.pi / 2))
        return self._card().get_rect(center=(self.centre[0], self.centre[1] - lift))

    def _caption_box(self, rect: pygame.Rect) -> tuple[pygame.Surface, pygame.Rect]:
        cap = theme.text(self.caption, 18, theme.GOLD_LIGHT, True)
        return cap, cap.get_rect(midtop=(rect.centerx, rect.bottom + 6)).inflate(18, 8)

    def areas(self) -> list[pygame.Rect]:
        rect = self._card_rect()
        return [rect.union(self._caption_box(rect)[1]).inflate(4, 4)]

    def draw(self, surface: pygame.Surface) -> None:
        t = self.tween.t
        alpha = int(255 * min(1.0, t / 0.15, (1 - t) / 0.2 if t > 0.8 else 1.0))
        img = self._card()
        img.set_alpha(alpha)
        rect = self._card_rect()
        surface.blit(img, rect)
        cap, box = self._caption_box(rect)
        cap = cap.copy()
        veil = pygame.Surface(box.size, pygame.SRCALPHA)
        veil.fill((8, 20, 32, int(alpha * 0.8)))
        surface.blit(veil, box)
        cap.set_alpha(alpha)
        surface.blit(cap, cap.get_rect(center=box.center))
