"""Small menus drawn over the chart: a piece's menu (its declarations, pass, sell to ...), an
island's roster, the targets on an island, the ways to end a move on one cell, the steel to spend,
and a picker for amounts (production, gasoline and bread at setup, gold).

A row is either an option of the decision in hand (an Action), a command of the table (open
the seller's menu, close), or a greyed row with the rule that keeps it out (a player never
guesses why something cannot be clicked). A popup is anchored beside what it is about and never
moves while it is open, so no row moves under the pointer.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

import pygame
from pygame.typing import Point

from game.core import Action

from ..core import theme
from ..core.surface_cache import MiB, surface_cache

ROW_H = 24
WIDTH = 250
PAD = 8
TITLE_H = 26


@dataclass
class Row:
    text: str
    action: Action | None = None
    command: Callable[[], None] | None = None
    reason: str = ""  # why it is greyed (the rule's words)
    icon: pygame.Surface | None = None

    @property
    def enabled(self) -> bool:
        return (self.action is not None or self.command is not None) and not self.reason


class Popup:
    """A list of rows in a panel beside `anchor` (kept inside `bounds`)."""

    def __init__(
        self,
        title: str,
        rows: Sequence[Row],
        anchor: pygame.Rect,
        bounds: pygame.Rect,
        key: object = None,
        bound: bool = False,
        dock: pygame.Rect | None = None,
    ) -> None:
        self.title = title
        self.rows = list(rows)
        self.key = key  # what it was opened for (the decision, a click)
        self.bound = bound  # belongs to the decision in hand (it closes with it, not on a miss)
        width = max(
            WIDTH,
            min(360, max((theme.font(14).size(r.text)[0] for r in self.rows), default=0) + 58),
        )
        h = TITLE_H + ROW_H * len(self.rows) + PAD
        rect = pygame.Rect(0, 0, width, h)
        rect.topleft = (anchor.right + 6, anchor.y)
        if rect.right > bounds.right:
            rect.topright = (anchor.x - 6, anchor.y)
        rect.clamp_ip(bounds)
        if dock is not None:  # a fixed place (the desk): nothing on the chart is hidden
            rect = pygame.Rect(dock.x, dock.y, dock.w, min(dock.h, h))
        self.rect = rect

    def row_rect(self, k: int) -> pygame.Rect:
        return pygame.Rect(
            self.rect.x + 4, self.rect.y + TITLE_H + k * ROW_H, self.rect.w - 8, ROW_H
        )

    def row_at(self, pos: Point) -> Row | None:
        for k, row in enumerate(self.rows):
            if self.row_rect(k).collidepoint(pos):
                return row
        return None

    def tips(self) -> list[tuple[pygame.Rect, str]]:
        return [(self.row_rect(k), row.reason) for k, row in enumerate(self.rows) if row.reason]

    def draw(self, surface: pygame.Surface, mouse: Point) -> pygame.Rect:
        theme.draw_panel(surface, self.rect, "parchment", 8, 2)
        theme.blit_text(
            surface,
            theme.ellipsize(self.title, 14, self.rect.w - 16, bold=True),
            (self.rect.x + PAD, self.rect.y + 5),
            14,
            theme.INK,
            bold=True,
        )
        for k, row in enumerate(self.rows):
            r = self.row_rect(k)
            hot = row.enabled and r.collidepoint(mouse)
            if hot:
                pygame.draw.rect(surface, theme.GOLD_LIGHT, r, border_radius=5)
            x = r.x + 6
            if row.icon is not None:
                surface.blit(row.icon, row.icon.get_rect(midleft=(x, r.centery)))
                x += row.icon.get_width() + 6
            colour = theme.INK if row.enabled else (140, 126, 104)
            theme.blit_text(
                surface,
                theme.ellipsize(row.text, 14, r.right - x - 4),
                (x, r.y + 3),
                14,
                colour,
                italic=not row.enabled,
            )
        return self.rect.inflate(14, 16)


class Picker(Popup):
    """An amount, from the options of the decision in hand (`kind:<amount>`): − / + step
    through them, the wheel too, and the OK row takes the one shown."""

    def __init__(
        self,
        title: str,
        options: Sequence[Action],
        words: Callable[[Action], str],
        on_ok: Callable[[Action], None],
        anchor: pygame.Rect,
        bounds: pygame.Rect,
        key: object = None,
    ) -> None:
        self.options = list(options)  # largest first, as the engine lists them
        self.words = words
        self.index = 0
        rows = [
            Row("«", command=partial(self.step, self.big)),
            Row("−", command=partial(self.step, 1)),
            Row("+", command=partial(self.step, -1)),
            Row("»", command=partial(self.step, -self.big)),
            Row("OK", command=lambda: on_ok(self.chosen)),
        ]
        super().__init__(title, rows, anchor, bounds, key, bound=True)
        self.rect.h = TITLE_H + 40 + ROW_H + PAD + 4

    @property
    def chosen(self) -> Action:
        return self.options[self.index]

    @property
    def big(self) -> int:
        """The long step (« and »): a tenth of the range, 10 at least when there are many."""
        n = len(self.options)
        return max(1, min(10, n // 4)) if n < 100 else n // 10

    def step(self, by: int) -> None:
        """Down the options (smaller amounts) for by > 0, up for by < 0."""
        self.index = max(0, min(len(self.options) - 1, self.index + by))

    def wheel(self, dy: int) -> None:
        self.step(-1 if dy > 0 else 1)

    def _buttons(self) -> list[pygame.Rect]:
        y = self.rect.y + TITLE_H + 44
        n = len(self.rows)
        w = (self.rect.w - 12 - 6 * (n - 1)) // n
        return [pygame.Rect(self.rect.x + 6 + k * (w + 6), y, w, ROW_H) for k in range(n)]

    def row_rect(self, k: int) -> pygame.Rect:
        return self._buttons()[k]

    def draw(self, surface: pygame.Surface, mouse: Point) -> pygame.Rect:
        theme.draw_panel(surface, self.rect, "parchment", 8, 2)
        theme.blit_text(
            surface,
            theme.ellipsize(self.title, 14, self.rect.w - 16, bold=True),
            (self.rect.x + PAD, self.rect.y + 5),
            14,
            theme.INK,
            bold=True,
        )
        text = self.words(self.chosen)
        size = theme.fit_text(text, 20, self.rect.w - 16, bold=True)
        theme.blit_text(
            surface,
            text,
            (self.rect.centerx, self.rect.y + TITLE_H + 8),
            size,
            theme.INK,
            bold=True,
            anchor="midtop",
        )
        labels = [row.text for row in self.rows]
        for k, r in enumerate(self._buttons()):
            hot = r.collidepoint(mouse)
            surface.blit(_button(r.w, r.h, hot), r)
            theme.blit_text(
                surface, labels[k], r.center, 16, theme.TEXT_LIGHT, bold=True, anchor="center"
            )
        return self.rect.inflate(14, 16)


@surface_cache(MiB // 4)
def _button(w: int, h: int, hot: bool) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(
        surf, theme.shade(theme.WOOD, 1.3 if hot else 1.0), surf.get_rect(), border_radius=6
    )
    pygame.draw.rect(surf, theme.GOLD_DARK, surf.get_rect(), 2, border_radius=6)
    return surf
