"""Game over: the ranking, beside it a chart of each seat's progress over the rounds (the game's
own measure: coins in the ship, prestige, doubloons, islands), each seat's score breakdown
beneath; rematch or back to the menu.

Every text fits where it is drawn: names are never cut (the breakdown names its columns by seat
markers when the names would not fit), labels wrap to two lines.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..core import i18n, theme, ui
from ..core.app import App
from ..core.screens import TableView
from .chart import draw_chart
from .overlay import Overlay
from .setup import fresh_seed
from .title import TitleScene

MEDALS = ((236, 196, 70), (196, 200, 206), (190, 122, 64))
LEFT_W = 300  # the ranking's column
TOP = 96  # below the title and the reason
BOTTOM = 84  # the buttons' strip
SIZE = 13  # the breakdown's type


@dataclass(frozen=True)
class Row:
    key: str
    label: pygame.Surface  # wrapped to the label column
    height: int


class GameOverScene(Overlay):
    name = "game_over"
    dim = 120
    panel_size = (940, 600)

    def panel_rect(self) -> pygame.Rect:
        """Over the board, leaving the seats and the log beside it in view."""
        r = pygame.Rect((0, 0), self.panel_size)
        r.center = self.table.board_rect.center
        return r.clamp(pygame.Rect((0, 0), self.app.size))

    def __init__(self, app: App, table: TableView) -> None:
        super().__init__(app)
        self.table = table
        self.result = table.match.result()
        self.points = table.match.progress.chart()

    def build_ui(self) -> None:
        r = self.panel_rect()
        ui.button(
            self,
            (r.right - 494, r.bottom - 68, 220, 48),
            "ui.over.rematch",
            self.rematch,
            style="@big_button",
        )
        ui.button(
            self,
            (r.right - 262, r.bottom - 68, 236, 48),
            "ui.over.menu",
            self.menu,
            style="@big_button",
        )
        ui.button(self, (r.x + 26, r.bottom - 64, 210, 42), "ui.over.board", self.close)

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

    # ---- drawing ---------------------------------------------------------------------------------
    def colours(self) -> list[str]:
        return [self.table.seat_colour(q) for q in range(len(self.table.names))]

    def draw_content(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        res = self.result
        theme.blit_text(
            surface,
            i18n.tr("ui.over.title"),
            (rect.centerx, rect.y + 16),
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
                (rect.centerx, rect.y + 62),
                16,
                theme.INK_SOFT,
                anchor="midtop",
                italic=True,
                width=rect.w - 60,
            )
        body = pygame.Rect(rect.x + 24, rect.y + TOP, rect.w - 48, rect.h - TOP - BOTTOM)
        self.draw_ranking(surface, pygame.Rect(body.x, body.y, LEFT_W, body.h))
        right = pygame.Rect(body.x + LEFT_W + 20, body.y, body.w - LEFT_W - 20, body.h)
        rows = self.breakdown_rows(right.w)
        table_h = (22 + sum(r.height for r in rows)) if rows else 0
        chart_h = max(150, right.h - table_h - 14) if rows else right.h
        draw_chart(
            surface, pygame.Rect(right.x, right.y, right.w, chart_h), self.points, self.colours()
        )
        if rows:
            self.draw_breakdown(
                surface, pygame.Rect(right.x, right.y + chart_h + 14, right.w, table_h), rows
            )

    def draw_ranking(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        res = self.result
        assert res is not None
        names = self.table.names
        n = sum(len(place) for place in res.ranking)
        row = max(24, min(36, area.h // max(1, n)))
        big = 20 if row >= 32 else 16
        y = area.y
        score_w = 0
        if res.scores:
            score_w = max(theme.font(big, True).size(_fmt(s))[0] for s in res.scores)
        name_x = area.x + 62
        name_w = area.right - name_x - score_w - 10
        for place, seats in enumerate(res.ranking):
            for seat in seats:
                cy = y + row // 2
                colour = MEDALS[place] if place < 3 else theme.PARCHMENT_DARK
                pygame.draw.circle(surface, colour, (area.x + 14, cy), min(14, row // 2 - 1))
                theme.blit_text(
                    surface, str(place + 1), (area.x + 14, cy), big - 4, theme.INK, True, "center"
                )
                theme.draw_seat_marker(surface, (area.x + 44, cy), 10, seat, self.colours()[seat])
                size = big if theme.fits(names[seat], big, name_w, True) else big - 4
                theme.blit_text(
                    surface,
                    names[seat],
                    (name_x, cy),
                    size,
                    theme.INK,
                    bold=True,
                    anchor="midleft",
                    width=name_w,
                )
                if res.scores:
                    theme.blit_text(
                        surface,
                        _fmt(res.scores[seat]),
                        (area.right, cy),
                        big,
                        theme.INK,
                        bold=True,
                        anchor="midright",
                    )
                y += row

    def breakdown_rows(self, width: int) -> list[Row]:
        res = self.result
        if res is None or not res.breakdown:
            return []
        keys: list[str] = []
        for part in res.breakdown:
            for k in part:
                if k not in keys:
                    keys.append(k)
        label_w = self.label_width(keys, width)
        rows = []
        for key in keys:
            label = theme.text(i18n.tr(key), SIZE, theme.INK, False, False, label_w)
            rows.append(Row(key, label, max(20, label.get_height() + 4)))
        return rows

    def label_width(self, keys: list[str], width: int) -> int:
        """The label column: as wide as the longest label, at most what leaves each seat's
        column room for its numbers."""
        n = len(self.table.names)
        longest = max(theme.font(SIZE).size(i18n.tr(k))[0] for k in keys) + 6
        return max(110, min(longest, width - n * 46, 240))

    def draw_breakdown(self, surface: pygame.Surface, area: pygame.Rect, rows: list[Row]) -> None:
        res = self.result
        assert res is not None
        n = len(res.breakdown)
        label_w = self.label_width([r.key for r in rows], area.w)
        col = (area.w - label_w) // max(1, n)
        names = self.table.names
        by_name = all(theme.fits(names[i], SIZE, col - 6, True) for i in range(n))
        for i in range(n):
            cx = area.x + label_w + i * col + col // 2
            if by_name:
                theme.blit_text(surface, names[i], (cx, area.y), SIZE, theme.INK, True, "midtop")
            else:  # the ranking beside names the markers
                theme.draw_seat_marker(surface, (cx, area.y + 9), 8, i, self.colours()[i])
        y = area.y + 22
        for r, row in enumerate(rows):
            if r % 2 == 0:
                pygame.draw.rect(surface, theme.PARCHMENT_DARK, (area.x, y - 2, area.w, row.height))
            surface.blit(row.label, (area.x + 4, y))
            for i, part in enumerate(res.breakdown):
                if row.key in part:
                    theme.blit_text(
                        surface,
                        _fmt(part[row.key]),
                        (area.x + label_w + i * col + col // 2, y),
                        SIZE,
                        theme.INK,
                        anchor="midtop",
                    )
            y += row.height


def _fmt(x: object) -> str:
    if isinstance(x, float) and x.is_integer():
        return str(int(x))
    return str(x)
