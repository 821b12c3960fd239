"""The seat column: each seat's panel (the platform's, in the seat's game colour) with the
doubloons, the number of movement and fortune cards in hand, and the development row: four
cards by cost, face down for the others until bought, and the ransom (victory) card."""

from __future__ import annotations

from functools import partial

import pygame

from game.black_fleet.model import BlackFleetView
from game.black_fleet.words import card_name
from game.core import Action

from ..core import i18n, theme
from ..widgets.layer import Marks
from ..widgets.seat_panel import SeatInfo, draw_seat_panel, panel_height
from . import sprites, tips

CHIP = (108, 25)  # a development card in a seat's row: two rows of two, names whole
VICTORY = (44, 52)  # the ransom card beside them, as tall as both rows
ROW_Y = 62  # the development row's top in a panel
ROW_H = 2 * CHIP[1] + 2
PANEL_EXTRA = ROW_Y + ROW_H + 4 - 104  # the panel's height beyond its three lines of text


def panel_rects(table) -> list[pygame.Rect]:
    """Where each seat panel goes (the platform's layout: stacked from the top, each as tall
    as its lines need)."""
    lines = [""] * table.seat_line_count()
    rects, y = [], table.side_rect.y + 8
    for seat in range(table.config.n_seats):
        h = panel_height(SeatInfo(seat, "", "", False, lines=lines)) + PANEL_EXTRA
        rects.append(pygame.Rect(table.side_rect.x + 6, y, table.side_rect.w - 12, h))
        y += h + 6
    return rects


def paint_seat(
    table, surface, marks: Marks, view: BlackFleetView | None, info: SeatInfo, rect: pygame.Rect
) -> None:
    """One panel without its live status (see `draw_status`), for its region of the layer."""
    draw_seat_panel(surface, rect, info)
    if view is not None:
        _money_and_hands(table, surface, marks, view, info, rect)
        _development_row(table, surface, marks, view, info.seat, rect)


def seat_key(view: BlackFleetView | None, info: SeatInfo, buys) -> tuple:
    """What one panel shows (most steps change no panel, or only the active seat's)."""
    if view is None:
        return (info.name, info.viewing)
    p = view.players[info.seat]
    return (
        info.name,
        info.colour,
        info.viewing,
        info.is_human,
        info.level,
        tuple(info.lines),
        p.movement_count,
        p.fortune_count,
        p.development,
        p.victory_cost,
        p.victory_up,
        buys,
    )


def draw_status(surface, infos: list[SeatInfo], rects: list[pygame.Rect], t: float):
    """Who is deciding (a glow) and who is thinking or deciding (a word), drawn every frame
    over the cached panels, as the platform's seat panel draws them; returns the rectangles."""
    drawn = []
    for info, rect in zip(infos, rects):
        if not (info.deciding or info.thinking):
            continue
        if info.deciding:
            theme.glow(surface, rect, theme.HIGHLIGHT, 3, 10, pulse=t)
            drawn.append(rect.inflate(10, 10))
        if info.thinking:
            status = i18n.tr("ui.table.thinking") + "." * (1 + int(t * 3) % 3)
        else:
            status = i18n.tr("ui.table.deciding")
        colour = theme.GOLD_DARK if info.viewing else theme.GOLD_LIGHT
        drawn.append(
            theme.blit_text(surface, status, (rect.x + 40, rect.y + 28), 13, colour, italic=True)
        )
    return drawn


def _money_and_hands(
    table, surface, marks: Marks, view: BlackFleetView, info: SeatInfo, rect: pygame.Rect
) -> None:
    p = view.players[info.seat]
    money = theme.font(14).size(info.lines[0])[0] if info.lines else 0
    surface.blit(sprites.doubloon(14), (rect.x + 16 + money, rect.y + 47))
    ink = theme.INK if info.viewing else theme.TEXT_LIGHT
    x = rect.right - 12
    for count, back, key in (
        (p.fortune_count, sprites.FORTUNE_BACK, "fortune_count"),
        (p.movement_count, sprites.MOVE_BACK, "movement_count"),
    ):
        label = theme.blit_text(
            surface, str(count), (x, rect.y + 46), 14, ink, bold=True, anchor="topright"
        )
        icon = pygame.Rect(label.x - 14, rect.y + 46, 11, 16)
        pygame.draw.rect(surface, back, icon, border_radius=2)
        pygame.draw.rect(surface, theme.GOLD_DARK, icon, 1, border_radius=2)
        marks.tip(
            label.union(icon),
            i18n.tr(f"black_fleet.scene.{key}", seat=table.names[info.seat], count=count),
        )
        x = icon.x - 10


def _development_row(
    table, surface, marks: Marks, view: BlackFleetView, seat: int, rect: pygame.Rect
) -> None:
    p = view.players[seat]
    y = rect.y + ROW_Y
    x = rect.x + 8
    mine = seat == view.seat
    for k, slot in enumerate(p.development):
        col, row = k % 2, k // 2
        chip = pygame.Rect(x + col * (CHIP[0] + 4), y + row * (CHIP[1] + 2), *CHIP)
        state = "up" if slot.face_up else ("known" if slot.card is not None else "hidden")
        name = i18n.localize(card_name(table.rules.g, slot.card)) if slot.card else ""
        surface.blit(sprites.dev_chip(slot.cost, name, state, CHIP), chip)
        marks.tip(chip, partial(tips.development, table, slot))
        if mine and slot.card is not None and not slot.face_up:
            marks.offer_or_refuse(chip, Action("buy", (slot.card,)))
    chip = pygame.Rect(rect.right - 8 - VICTORY[0], y, *VICTORY)
    surface.blit(sprites.victory_chip(p.victory_cost, p.victory_up, VICTORY), chip)
    marks.tip(chip, partial(tips.victory, table, p))
    if mine and not p.victory_up:
        marks.offer_or_refuse(chip, Action("buy_victory"))
