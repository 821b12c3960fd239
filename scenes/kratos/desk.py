"""The desk beside the chart: the turn (round, whose turn, the speed die and base speed, famine,
the turn order: K-13, K-15, K-18, K-19, K-28) and the piece in hand (what is being played now, by
anyone: its kind, state and stats; while the viewer plays a piece, its menu is docked here, so
that nothing on the chart is hidden by it). Below them sit the controls (zoom, the AI seats'
speed, skip to my turn, diplomacy), pygame_gui buttons the table builds."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.kratos.model import View

from ..core import i18n, theme
from ..widgets.dice import die_face
from ..widgets.layer import Marks
from ..widgets.prompt_bar import SECOND_ROW
from .layout import DESK
from .words import kind_name, piece_line

if TYPE_CHECKING:
    from .table import KratosTable

S = "kratos.scene."
TURN = pygame.Rect(DESK.x, DESK.y, DESK.w, 118)
CONTROLS_H = 136  # zoom, the AI seats' speed, skip, diplomacy
# clear of the prompt bar's second row: a long prompt (Spanish, three options) must not hide them
CONTROLS_TOP = DESK.bottom - CONTROLS_H - SECOND_ROW
PIECE = pygame.Rect(DESK.x, TURN.bottom + 6, DESK.w, CONTROLS_TOP - TURN.bottom - 14)


def turn_key(view: View | None) -> tuple:
    if view is None:
        return ()
    return (
        view.phase,
        view.round,
        view.active,
        view.die,
        view.base,
        view.famine,
        view.turn_order,
        view.eliminated,
        view.placing,
    )


def paint_turn(
    table: KratosTable, surface: pygame.Surface, marks: Marks, view: View | None
) -> None:
    theme.draw_panel(surface, TURN, "dark", 10, 2, shadow=False)
    if view is None:
        return
    x, y = TURN.x + 10, TURN.y + 8
    if view.phase == "setup":
        theme.blit_text(surface, i18n.tr(S + "setup"), (x, y), 16, theme.GOLD_LIGHT, bold=True)
        waiting = [table.names[q] for q in range(view.n) if not view.placing[q]]
        if waiting:
            theme.blit_text(
                surface,
                i18n.tr(S + "placing", seats=", ".join(waiting)),
                (x, y + 26),
                12,
                theme.TEXT_LIGHT,
                width=TURN.w - 20,
            )
        return
    theme.blit_text(
        surface, i18n.tr(S + "round", round=view.round), (x, y), 16, theme.GOLD_LIGHT, bold=True
    )
    if 0 <= view.active < view.n:
        theme.draw_seat_marker(
            surface, (x + 8, y + 33), 8, view.active, table.seat_colour(view.active)
        )
        name = theme.ellipsize(table.names[view.active], 14, TURN.w - 80, bold=True)
        theme.blit_text(surface, name, (x + 22, y + 24), 14, theme.TEXT_LIGHT, bold=True)
    if view.die:
        face = die_face(view.die, 34)
        surface.blit(face, (TURN.right - 44, TURN.y + 8))
        marks.tip(
            pygame.Rect(TURN.right - 44, TURN.y + 8, 34, 34),
            i18n.tr(S + "die_tip", die=view.die, base=view.base),
        )
        theme.blit_text(
            surface,
            i18n.tr(S + "base", base=view.base),
            (x, y + 46),
            13,
            theme.TEXT_LIGHT,
        )
    if view.famine:
        theme.blit_text(
            surface, i18n.tr(S + "famine_turn"), (x + 80, y + 46), 13, (240, 90, 70), bold=True
        )
    _turn_order(table, surface, marks, view, y + 84)


def _turn_order(
    table: KratosTable, surface: pygame.Surface, marks: Marks, view: View, y: int
) -> None:
    """K-13, K-15: the turn order; the seat playing now is ringed, the eliminated crossed."""
    n = len(view.turn_order)
    if not n:
        return
    step = min(19, (TURN.w - 20) // n)
    x = TURN.x + 10 + step // 2
    for q in view.turn_order:
        c = (x, y + 6)
        theme.draw_seat_marker(surface, c, 7, q, table.seat_colour(q))
        if q == view.active:
            pygame.draw.circle(surface, theme.GOLD_LIGHT, c, 10, 2)
        if view.eliminated[q]:
            pygame.draw.line(surface, (230, 60, 40), (c[0] - 7, c[1] - 7), (c[0] + 7, c[1] + 7), 2)
        marks.tip(pygame.Rect(c[0] - 8, c[1] - 8, 16, 16), table.names[q])
        x += step
    theme.blit_text(surface, i18n.tr(S + "turn_order"), (TURN.x + 10, y - 16), 11, theme.TEXT_DIM)


def piece_key(table: KratosTable, view: View | None) -> tuple:
    pid = table.piece_in_hand()
    if view is None or pid is None or pid not in view.pieces:
        return (None, table.hint())
    return (pid, view.pieces[pid], pid in view.played)


def paint_piece(
    table: KratosTable, surface: pygame.Surface, marks: Marks, view: View | None
) -> None:
    theme.draw_panel(surface, PIECE, "dark", 10, 2, shadow=False)
    x, y = PIECE.x + 10, PIECE.y + 8
    pid = table.piece_in_hand()
    if view is None or pid is None or pid not in view.pieces:
        hint = table.hint()
        if hint:
            theme.blit_text(
                surface, hint, (x, y), 13, theme.TEXT_DIM, italic=True, width=PIECE.w - 20
            )
        return
    p = view.pieces[pid]
    img = table.chart.sprite(table.chart_look, p, 52)
    surface.blit(img, (x, y))
    name = kind_name(table.g, p.kind)
    size = theme.fit_text(name, 14, PIECE.w - 78, bold=True, min_size=11)
    name = theme.ellipsize(name, size, PIECE.w - 78, bold=True)
    theme.blit_text(surface, name, (x + 58, y + 4), size, theme.GOLD_LIGHT, bold=True)
    theme.blit_text(
        surface, f"#{p.id} · {table.names[p.owner]}", (x + 58, y + 24), 12, theme.TEXT_LIGHT
    )
    text = "\n".join(table.piece_tip(p).split("\n")[1:])
    theme.blit_text(surface, text, (x, y + 60), 12, theme.TEXT_LIGHT, width=PIECE.w - 20)
    marks.tip(PIECE, piece_line(table.g, p, table.names))
