"""A message the player must read (an error, a refused save): title, text, OK; and a question
to confirm (deleting a save): title, text, yes or no."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ..core import theme, ui
from ..core.app import App
from .overlay import Overlay


class MessageScene(Overlay):
    name = "message"
    panel_size = (640, 320)

    def __init__(
        self, app: App, title: str, text: str, on_close: Callable[[], None] | None = None
    ) -> None:
        super().__init__(app)
        self.title, self.text, self.on_close = title, text, on_close

    def build_ui(self) -> None:
        r = self.panel_rect()
        ui.button(
            self,
            (r.centerx - 80, r.bottom - 66, 160, 46),
            "ui.common.ok",
            self.close,
            style="@big_button",
        )

    def close(self) -> None:
        self.stack.pop()
        if self.on_close:
            self.on_close()

    def draw_content(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        theme.blit_text(
            surface,
            self.title,
            (rect.centerx, rect.y + 22),
            26,
            theme.RED,
            bold=True,
            anchor="midtop",
        )
        theme.blit_text(
            surface, self.text, (rect.x + 30, rect.y + 74), 17, theme.INK, width=rect.w - 60
        )


class ConfirmScene(Overlay):
    """A question with two answers; `on_yes` runs after the overlay is gone."""

    name = "confirm"
    panel_size = (600, 280)

    def __init__(
        self, app: App, title: str, text: str, yes_key: str, on_yes: Callable[[], None]
    ) -> None:
        super().__init__(app)
        self.title, self.text, self.yes_key, self.on_yes = title, text, yes_key, on_yes

    def build_ui(self) -> None:
        r = self.panel_rect()
        ui.button(self, (r.x + 40, r.bottom - 70, 220, 46), "ui.common.cancel", self.close)
        ui.button(
            self,
            (r.right - 260, r.bottom - 70, 220, 46),
            self.yes_key,
            self.confirm,
            style="@big_button",
        )

    def confirm(self) -> None:
        self.stack.pop()
        self.on_yes()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm()
            return True
        return super().handle(event)

    def draw_content(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        theme.blit_text(
            surface, self.title, (rect.centerx, rect.y + 22), 24, theme.INK, True, "midtop"
        )
        theme.blit_text(
            surface, self.text, (rect.x + 30, rect.y + 70), 17, theme.INK, width=rect.w - 60
        )
