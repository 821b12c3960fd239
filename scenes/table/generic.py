"""The table for a game that has no table scene of its own (the test game; a new game while its
scene is being made): the view's public facts as text, the prompt bar, seats and log."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.plain import to_plain

from ..core import i18n, theme
from .base import TableScene


class GenericTable(TableScene):
    def draw_board(self, surface: pygame.Surface, view: Any) -> None:
        area = self.board_rect.inflate(-40, -40)
        theme.draw_panel(surface, area, "parchment", 14, 3)
        theme.blit_text(
            surface,
            i18n.tr(f"{self.info.id}.name"),
            (area.x + 20, area.y + 14),
            28,
            theme.INK,
            bold=True,
        )
        y = area.y + 60
        plain = to_plain(view) if view is not None else {}
        for key, value in plain.items() if isinstance(plain, dict) else []:
            line = f"{key}: {value}"
            theme.blit_text(
                surface, theme.ellipsize(line, 16, area.w - 40), (area.x + 20, y), 16, theme.INK
            )
            y += 24
            if y > area.bottom - 30:
                break
