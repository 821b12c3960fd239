"""Game over: the ranking, each seat's score breakdown, rematch or back to the menu."""

from __future__ import annotations

import pygame

from ..core import i18n, theme, ui
from ..core.app import App
from ..core.screens import TableView
from .overlay import Overlay
from .setup import fresh_seed
from .title import TitleScene

MEDALS = ((236, 196, 70), (196, 200, 206), (190, 122, 64))


class GameOverScene(Overlay):
    name = "game_over"
    dim = 120
    panel_size = (900, 560)

    def panel_rect(self) -> pygame.Rect:
        """Over the board, leaving the seats and the log beside it in view."""
        r = pygame.Rect((0, 0), self.panel_size)
        r.center = self.table.board_rect.center
        return r

    def __init__(self, app: App, table: TableView) -> None:
        super().__init__(app)
        self.table = table
        self.result = table.match.result()

    def build_ui(self) -> None:
        r = self.panel_rect()
        ui.button(
            self,
            (r.right - 430, r.bottom - 68, 200, 48),
            "ui.over.rematch",
            self.rematch,
            style="@big_button",
        )
        ui.button(
            self,
            (r.right - 220, r.bottom - 68, 190, 48),
            "ui.over.menu",
            self.menu,
            style="@big_button",
        )
        ui.button(self, (r.x + 30, r.bottom - 68, 190, 48), "ui.over.board", self.close)

    def close(self) -> None:
        """Look at the final board (the game-over screen comes back from the menu button)."""
        self.stack.pop()

    def rematch(self) -> None:
        config = self.table.config
        self.app.screens.start_match(
            type(config)(
                config.game, config.seats, dict(config.variants), fresh_seed(), dict(config.options)
            )
        )

    def menu(self) -> None:
        self.stack.reset(TitleScene(self.app))

    def handle(self, event: pygame.event.Event) -> bool:
        return True

    def draw_content(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        names = self.table.names
        res = self.result
        theme.blit_text(
            surface,
            i18n.tr("ui.over.title"),
            (rect.centerx, rect.y + 18),
            34,
            theme.INK,
            bold=True,
            anchor="midtop",
        )
        if res is None:
            return
        if res.reason:
            theme.blit_text(
                surface,
                i18n.tr(res.reason),
                (rect.centerx, rect.y + 64),
                16,
                theme.INK_SOFT,
                anchor="midtop",
                italic=True,
            )
        y = rect.y + 100
        for place, seats in enumerate(res.ranking):
            for seat in seats:
                colour = MEDALS[place] if place < 3 else theme.PARCHMENT_DARK
                pygame.draw.circle(surface, colour, (rect.x + 50, y + 14), 14)
                theme.blit_text(
                    surface,
                    str(place + 1),
                    (rect.x + 50, y + 14),
                    16,
                    theme.INK,
                    bold=True,
                    anchor="center",
                )
                theme.draw_seat_marker(
                    surface, (rect.x + 86, y + 14), 10, seat, self.table.seat_colour(seat)
                )
                theme.blit_text(
                    surface, names[seat], (rect.x + 104, y + 2), 20, theme.INK, bold=True
                )
                if res.scores:
                    theme.blit_text(
                        surface,
                        _fmt(res.scores[seat]),
                        (rect.x + 330, y + 2),
                        20,
                        theme.INK,
                        bold=True,
                        anchor="topright",
                    )
                y += 34
        self.draw_breakdown(
            surface, pygame.Rect(rect.x + 360, rect.y + 100, rect.w - 390, rect.h - 190)
        )

    def draw_breakdown(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        res = self.result
        if res is None or not res.breakdown:
            return
        keys: list[str] = []
        for part in res.breakdown:
            for k in part:
                if k not in keys:
                    keys.append(k)
        n = len(res.breakdown)
        label_w, col = breakdown_columns(area.w, n)
        for i in range(n):
            name = theme.ellipsize(self.table.names[i], 13, col - 4, bold=True)
            theme.blit_text(
                surface,
                name,
                (area.x + label_w + i * col + col // 2, area.y),
                13,
                theme.INK,
                bold=True,
                anchor="midtop",
            )
        row = min(24, max(16, (area.h - 24) // max(1, len(keys))))
        for r, key in enumerate(keys):
            y = area.y + 22 + r * row
            if r % 2 == 0:
                pygame.draw.rect(surface, theme.PARCHMENT_DARK, (area.x, y - 2, area.w, row))
            label = i18n.tr(key)
            theme.blit_text(
                surface,
                theme.ellipsize(label, 13, label_w - 5),
                (area.x + 4, y),
                13,
                theme.INK,
            )
            for i, part in enumerate(res.breakdown):
                if key in part:
                    theme.blit_text(
                        surface,
                        _fmt(part[key]),
                        (area.x + label_w + i * col + col // 2, y),
                        13,
                        theme.INK,
                        anchor="midtop",
                    )


def breakdown_columns(width: int, seats: int) -> tuple[int, int]:
    """(width of the row names, width of a seat's column) in a breakdown `width` wide: every
    seat's column inside it, however many seats (nine at Pieces of Eight); the row names
    narrow down when the seats need the room."""
    n = max(1, seats)
    label_w = max(110, min(170, width - 60 * n))
    return label_w, max(30, min(110, (width - label_w) // n))


def _fmt(x: object) -> str:
    if isinstance(x, float) and x.is_integer():
        return str(int(x))
    return str(x)
