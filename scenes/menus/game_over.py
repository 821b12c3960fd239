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
        area = pygame.Rect(rect.x + 360, rect.y + 100, rect.w - 390, rect.h - 190)
        used = self.draw_breakdown(surface, area)
        rest = pygame.Rect(area.x, used + 12, area.w, area.bottom - used - 12)
        if rest.h > 40:
            self.table.draw_result_extra(surface, rest)

    def breakdown_keys(self) -> list[str]:
        keys: list[str] = []
        for part in self.result.breakdown if self.result is not None else ():
            for k in part:
                if k not in keys:
                    keys.append(k)
        return keys

    def draw_breakdown(self, surface: pygame.Surface, area: pygame.Rect) -> int:
        """Each seat's score breakdown: a column per seat, or, when the seats do not fit side by
        side, a row per seat. Returns the bottom of what it drew."""
        res = self.result
        if res is None or not res.breakdown:
            return area.y
        keys = self.breakdown_keys()
        n = len(res.breakdown)
        if 170 + n * 60 > area.w:
            return self._breakdown_rows(surface, area, keys)
        col = max(60, min(110, (area.w - 170) // max(1, n)))
        for i in range(n):
            name = theme.ellipsize(self.table.names[i], 13, col - 4, bold=True)
            theme.blit_text(
                surface,
                name,
                (area.x + 170 + i * col + col // 2, area.y),
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
            theme.blit_text(
                surface, theme.ellipsize(i18n.tr(key), 13, 165), (area.x + 4, y), 13, theme.INK
            )
            for i, part in enumerate(res.breakdown):
                if key in part:
                    theme.blit_text(
                        surface,
                        _fmt(part[key]),
                        (area.x + 170 + i * col + col // 2, y),
                        13,
                        theme.INK,
                        anchor="midtop",
                    )
        return area.y + 22 + len(keys) * row

    def _breakdown_rows(self, surface: pygame.Surface, area: pygame.Rect, keys: list[str]) -> int:
        """The breakdown turned: a row per seat, a column per key (many seats)."""
        res = self.result
        assert res is not None
        names_w = 110
        col = (area.w - names_w) // max(1, len(keys))
        for c, key in enumerate(keys):
            label = i18n.tr(key)
            size = theme.fit_text(label, 13, col - 6, bold=True, min_size=10)
            theme.blit_text(
                surface,
                theme.ellipsize(label, size, col - 6, bold=True),
                (area.x + names_w + c * col + col // 2, area.y),
                size,
                theme.INK,
                bold=True,
                anchor="midtop",
            )
        n = len(res.breakdown)
        row = min(22, max(15, (area.h - 24) // max(1, n)))
        for i, part in enumerate(res.breakdown):
            y = area.y + 22 + i * row
            if i % 2 == 0:
                pygame.draw.rect(surface, theme.PARCHMENT_DARK, (area.x, y - 2, area.w, row))
            theme.draw_seat_marker(
                surface, (area.x + 9, y + row // 2 - 2), 6, i, self.table.seat_colour(i)
            )
            name = theme.ellipsize(self.table.names[i], 13, names_w - 24)
            theme.blit_text(surface, name, (area.x + 20, y), 13, theme.INK)
            for c, key in enumerate(keys):
                if key in part:
                    theme.blit_text(
                        surface,
                        _fmt(part[key]),
                        (area.x + names_w + c * col + col // 2, y),
                        13,
                        theme.INK,
                        anchor="midtop",
                    )
        return area.y + 22 + n * row


def _fmt(x: object) -> str:
    if isinstance(x, float) and x.is_integer():
        return str(int(x))
    return str(x)
