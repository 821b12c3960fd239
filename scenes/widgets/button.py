"""A button drawn by our own code, in the look of the theme's pygame_gui buttons.

The title menu uses these so it can show before pygame_gui has loaded (see App.manager)."""

from __future__ import annotations

from collections.abc import Callable

import pygame
from pygame.typing import RectLike

from ..core import i18n, theme


class Button:
    def __init__(
        self,
        rect: RectLike,
        key: str,
        command: Callable[[], None],
        *,
        kw: dict[str, object] | None = None,
        enabled: bool = True,
        size: int = 22,
        selected: bool = False,
    ) -> None:
        self.rect = pygame.Rect(rect)
        self.key, self.kw = key, kw or {}
        self.command, self.enabled, self.size, self.selected = command, enabled, size, selected
        self.hover = False

    @property
    def text(self) -> str:
        return i18n.tr(self.key, **self.kw)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif (
            event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and self.enabled
            and self.rect.collidepoint(event.pos)
        ):
            self.command()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.enabled:
            fill, edge, ink = (58, 46, 38), (90, 74, 58), (140, 132, 120)
        elif self.selected:
            fill, edge, ink = (46, 122, 60), theme.GOLD_LIGHT, theme.TEXT_LIGHT
        elif self.hover:
            fill, edge, ink = (122, 82, 48), theme.GOLD_LIGHT, (255, 244, 204)
        else:
            fill, edge, ink = (90, 58, 30), (150, 112, 28), theme.TEXT_LIGHT
        pygame.draw.rect(surface, (20, 12, 6), self.rect.move(0, 3), border_radius=10)
        pygame.draw.rect(surface, fill, self.rect, border_radius=10)
        pygame.draw.rect(surface, edge, self.rect, width=3, border_radius=10)
        size = theme.fit_text(self.text, self.size, self.rect.w - 16, bold=True)
        theme.blit_text(surface, self.text, self.rect.center, size, ink, bold=True, anchor="center")
