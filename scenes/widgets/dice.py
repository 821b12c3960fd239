"""Animated dice: they tumble for about 0.8 s (scaled by the animation speed) and land on the
faces the engine rolled. The tumbling faces come from a visual-only random stream; the result
never does."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from game.core.rng import Rng

from ..core import theme
from ..core.surface_cache import MiB, surface_cache
from ..core.theme import RGB
from .anim import Animation
from .tween import ease_out_cubic

PIPS = {
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}
TUMBLE_SECONDS = 0.8


@surface_cache(MiB // 2)
def die_face(
    face: int, size: int = 56, colour: RGB = (246, 240, 224), pip: RGB = (30, 24, 20)
) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, 90), (2, 4, size - 2, size - 2), border_radius=size // 6)
    pygame.draw.rect(surf, colour, (0, 0, size - 2, size - 2), border_radius=size // 6)
    pygame.draw.rect(
        surf, (120, 100, 80), (0, 0, size - 2, size - 2), width=2, border_radius=size // 6
    )
    c = (size - 2) / 2
    step = size * 0.26
    for dx, dy in PIPS.get(face, []):
        pygame.draw.circle(surf, pip, (c + dx * step, c + dy * step), max(3, size // 11))
    if face not in PIPS:  # dice with more than six sides show a number
        theme.blit_text(surf, str(face), (c, c), int(size * 0.5), pip, bold=True, anchor="center")
    return surf


class DiceRoll(Animation):
    """`faces` land left to right around `centre`; a label (threshold, who rolls) sits below."""

    announces = True

    def __init__(
        self,
        faces: Sequence[int],
        centre: tuple[int, int] = (640, 330),
        size: int = 64,
        label: str = "",
        play: Callable[[str], None] | None = None,
        seed: int = 0,
        sides: int = 6,
    ) -> None:
        super().__init__(TUMBLE_SECONDS + 0.5)  # tumble, then a beat to read the result
        self.faces, self.centre, self.size, self.label = list(faces), centre, size, label
        self.play, self.sides = play, sides
        self.visual = Rng(seed).fork("dice-visual")
        self.shown = [self.visual.randrange(sides) + 1 for _ in self.faces]
        self.next_change = 0.0

    def start(self) -> None:
        if self.play:
            self.play("dice")

    def update(self, dt: float) -> bool:
        done = super().update(dt)
        t = self.tween.elapsed
        if t < TUMBLE_SECONDS and t >= self.next_change:
            self.shown = [self.visual.randrange(self.sides) + 1 for _ in self.faces]
            self.next_change = t + 0.04 + 0.12 * (t / TUMBLE_SECONDS)  # slows as it settles
        if t >= TUMBLE_SECONDS:
            self.shown = list(self.faces)
        return done

    def finish(self) -> None:
        self.shown = list(self.faces)
        super().finish()

    def die_positions(self) -> list[tuple[float, float]]:
        n = len(self.faces)
        gap = self.size * 1.3
        x0 = self.centre[0] - gap * (n - 1) / 2
        return [(x0 + i * gap, self.centre[1]) for i in range(n)]

    def draw_dice(self, surface: pygame.Surface, t: float, settle: float) -> list[pygame.Rect]:
        """The dice at time `t` of the tumble (0 to 1), spinning and hopping until they settle;
        returns where each one was drawn."""
        rects = []
        for i, (x, y) in enumerate(self.die_positions()):
            spin = (1 - settle) * 540 * (1 if i % 2 else -1)
            hop = abs(math.sin(t * math.pi * 3)) * (1 - settle) * self.size * 0.6
            img = die_face(self.shown[i], self.size)
            if spin:
                img = pygame.transform.rotozoom(img, spin, 1.0)
            rect = img.get_rect(center=(x, y - hop))
            surface.blit(img, rect)
            rects.append(rect)
        return rects

    def panel(self) -> pygame.Rect:
        """The panel behind the dice: as wide as the dice and the label need (a Spanish label,
        "¡Impacto! (acierta con 1–4)", is wider than one die's panel)."""
        width = max(180, int(self.size * 1.3 * len(self.faces) + 60))
        if self.label:
            width = max(width, theme.font(16).size(self.label)[0] + 28)
        back = pygame.Rect(0, 0, width, int(self.size * 2.1) + 30)
        back.center = (int(self.centre[0]), int(self.centre[1]) + 14)
        return back

    def areas(self) -> list[pygame.Rect]:
        """Its panel, and the dice hopping and spinning above it."""
        size = self.size
        return [self.panel().inflate(int(size * 1.2), int(size * 1.6)).move(0, -int(size * 0.3))]

    def draw(self, surface: pygame.Surface) -> None:
        t = min(1.0, self.tween.elapsed / TUMBLE_SECONDS)
        settle = ease_out_cubic(t)
        back = self.panel()
        theme.draw_panel(surface, back, "dark", 14, 2)
        self.draw_dice(surface, t, settle)
        if self.label:
            theme.blit_text(
                surface,
                self.label,
                (self.centre[0], back.bottom - 22),
                16,
                theme.TEXT_LIGHT,
                anchor="center",
            )
