"""The game-over screen's chart (KD-37 (vi), (vii)): islands and playable pieces per seat over
the rounds, from the public record the engine keeps (`view.tally`: when play began, at the end of
every round, and when the game ended). Each seat's line is in its colour and ends in its marker
(with its symbol in colour-blind mode), so the lines never differ by colour alone."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.kratos.model import View

from ..core import i18n, theme

if TYPE_CHECKING:
    from .table import KratosTable

S = "kratos.scene."


def draw_tally(table: KratosTable, surface: pygame.Surface, area: pygame.Rect, view: View) -> None:
    if len(view.tally) < 2:
        return
    half = (area.w - 12) // 2
    left = pygame.Rect(area.x, area.y, half, area.h)
    right = pygame.Rect(area.x + half + 12, area.y, half, area.h)
    _chart(table, surface, left, view, 1, i18n.tr(S + "chart_islands"))
    _chart(table, surface, right, view, 2, i18n.tr(S + "chart_pieces"))


def _chart(
    table: KratosTable,
    surface: pygame.Surface,
    rect: pygame.Rect,
    view: View,
    column: int,
    title: str,
) -> None:
    theme.blit_text(surface, title, (rect.x, rect.y), 13, theme.INK, bold=True)
    plot = pygame.Rect(rect.x + 26, rect.y + 20, rect.w - 34, rect.h - 38)
    rounds = [entry[0] for entry in view.tally]
    counts = [entry[1] if column == 1 else entry[2] for entry in view.tally]
    series = [[c[seat] for c in counts] for seat in range(view.n)]
    top = max(1, max(max(s) for s in series))
    last = max(1, rounds[-1])
    pygame.draw.rect(surface, theme.PARCHMENT_DARK, plot, 1)
    for frac in (0.0, 0.5, 1.0):
        y = plot.bottom - int(frac * plot.h)
        theme.blit_text(
            surface, str(round(top * frac)), (plot.x - 4, y), 11, theme.INK_SOFT, anchor="midright"
        )
    theme.blit_text(
        surface, i18n.tr(S + "chart_round", round=0), (plot.x, plot.bottom + 2), 11, theme.INK_SOFT
    )
    theme.blit_text(
        surface,
        i18n.tr(S + "chart_round", round=last),
        (plot.right, plot.bottom + 2),
        11,
        theme.INK_SOFT,
        anchor="topright",
    )

    def at(r: int, value: int) -> tuple[int, int]:
        return plot.x + int(r / last * plot.w), plot.bottom - int(value / top * plot.h)

    for seat, values in enumerate(series):
        points = [at(r, v) for r, v in zip(rounds, values)]
        rgb = table.seat_rgb(seat)
        pygame.draw.lines(surface, theme.shade(rgb, 0.8), False, points, 2)
        theme.draw_seat_marker(surface, points[-1], 5, seat, table.seat_colour(seat))
