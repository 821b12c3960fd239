"""Base of the scenes drawn over another one (pause, hand-off, dialogs, game over)."""

from __future__ import annotations

import pygame

from ..core import theme
from ..core.base import Scene


class Overlay(Scene):
    opaque = False
    dim = 150
    panel_size = (520, 440)

    def panel_rect(self) -> pygame.Rect:
        r = pygame.Rect((0, 0), self.panel_size)
        r.center = (self.app.size[0] // 2, self.app.size[1] // 2)
        return r

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(self.app.size, pygame.SRCALPHA)
        shade.fill((4, 12, 20, self.dim))
        surface.blit(shade, (0, 0))
        theme.draw_panel(surface, self.panel_rect(), "parchment", 16, 3)
        self.draw_content(surface, self.panel_rect())

    def draw_content(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        pass

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        return True  # overlays swallow input meant for the scene beneath

    def close(self) -> None:
        self.stack.pop()
