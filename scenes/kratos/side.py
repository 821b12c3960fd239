"""The seat column: nine short panels (name, human or AI, and each seat's supplies: the bread in
its official depot, its upkeep and the turns it lasts with a famine warning (K-17, K-18, KD-14),
its gasoline (K-31), islands and pieces; the viewer's own gold, which no other seat sees, K-6),
then the log. A click on a panel shows only that seat's lines in the log (again: all of them)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.kratos.model import View
from game.kratos.preview import Supplies, all_supplies

from ..core import i18n, theme
from ..widgets.layer import Marks
from . import sprites

if TYPE_CHECKING:
    from .table import KratosTable

S = "kratos.scene."
WARN = (232, 150, 40)
DANGER = (226, 70, 52)


def famine_colour(sup: Supplies, light: bool) -> tuple[int, int, int]:
    """KD-14: red when the next turns starve, amber when famine is near."""
    if sup.turns <= 1:
        return DANGER
    if sup.turns <= 4:
        return WARN
    return theme.INK if light else theme.TEXT_LIGHT


def seat_supplies(table: KratosTable, view: View, seat: int) -> Supplies:
    """A seat's supplies in `view`: every seat's are worked out at once, once per view (each
    panel's key, picture and tip ask for them)."""
    kept = table.supplies_kept
    if kept[0] is not view:
        kept = table.supplies_kept = (view, all_supplies(table.g, view))
    return kept[1][seat]


def seat_key(table: KratosTable, view: View | None, seat: int) -> tuple:
    """What one panel shows (a step changes few panels)."""
    if view is None:
        return (seat, table.viewer)
    return (
        seat,
        table.viewer,
        table.names[seat],
        table.seat_colour(seat),
        view.active == seat,
        view.eliminated[seat],
        seat_supplies(table, view, seat),
        view.gold if seat == view.seat else None,
        table.log_seat == seat,
        tuple(r for r in view.revealed if r[0] == seat),
        view.phase,
        view.placing[seat] if seat < len(view.placing) else True,
    )


def paint_seat(
    table: KratosTable,
    surface: pygame.Surface,
    marks: Marks,
    view: View | None,
    seat: int,
    rect: pygame.Rect,
) -> None:
    viewing = seat == table.viewer
    light = viewing
    theme.draw_panel(surface, rect, "parchment" if light else "dark", 8, 2, shadow=False)
    if table.log_seat == seat:
        pygame.draw.rect(surface, theme.GOLD_LIGHT, rect, 2, border_radius=8)
    ink = theme.INK if light else theme.TEXT_LIGHT
    soft = theme.INK_SOFT if light else theme.TEXT_DIM
    theme.draw_seat_marker(surface, (rect.x + 15, rect.y + 14), 10, seat, table.seat_colour(seat))
    name = theme.ellipsize(table.names[seat], 15, rect.w - 140, bold=True)
    theme.blit_text(surface, name, (rect.x + 31, rect.y + 3), 15, ink, bold=True)
    theme.blit_text(
        surface,
        table.seat_kind_name(seat),
        (rect.right - 8, rect.y + 5),
        12,
        soft,
        anchor="topright",
    )
    if view is None or not view.islands or view.phase == "setup":
        if view is not None and view.phase == "setup":
            placing = i18n.tr(S + ("placed" if view.placing[seat] else "placing_one"))
            theme.blit_text(surface, placing, (rect.x + 31, rect.y + 25), 12, soft, italic=True)
        return
    if view.active == seat:
        pygame.draw.polygon(
            surface,
            theme.GOLD,
            [(rect.x + 2, rect.y + 8), (rect.x + 6, rect.y + 14), (rect.x + 2, rect.y + 20)],
        )
    y = rect.y + 25
    if view.eliminated[seat]:
        theme.blit_text(
            surface,
            i18n.tr(S + "out_in_round", round=view.eliminated[seat]),
            (rect.x + 31, y),
            13,
            DANGER,
            italic=True,
        )
        marks.tip(rect, seat_tip(table, view, seat))
        return
    sup = seat_supplies(table, view, seat)
    x = rect.x + 10
    x = _figure(surface, sprites.material_icon(table.g.bread, 15), f"{sup.bread}", x, y, ink) - 4
    x = theme.blit_text(surface, f"−{sup.upkeep}", (x, y + 1), 12, soft).right + 3
    turns = i18n.tr(S + "turns_short", count=sup.turns)
    x = (
        theme.blit_text(
            surface, turns, (x, y + 1), 12, famine_colour(sup, light), bold=sup.turns <= 4
        ).right
        + 8
    )
    x = _figure(surface, sprites.material_icon(table.g.gasoline, 15), f"{sup.gasoline}", x, y, ink)
    x = _figure(surface, sprites.stack_icon(15), str(sup.islands), x, y, ink)
    x = _figure(surface, _pieces_icon(table, seat), str(sup.pieces), x, y, ink)
    if seat == view.seat and view.gold is not None:
        gold = view.gold + view.reserved + view.escrow
        _figure(surface, sprites.coin(14), f"{gold:,}".replace(",", " "), x + 2, y, ink)
    marks.tip(rect, seat_tip(table, view, seat))


def _figure(
    surface: pygame.Surface,
    icon: pygame.Surface,
    text: str,
    x: int,
    y: int,
    ink: tuple[int, int, int],
) -> int:
    surface.blit(icon, (x, y + 1))
    return (
        theme.blit_text(surface, text, (x + icon.get_width() + 2, y), 13, ink, bold=True).right + 8
    )


def _pieces_icon(table: KratosTable, seat: int) -> pygame.Surface:
    return sprites.piece("battleship", table.seat_rgb(seat), "", 16)


def seat_tip(table: KratosTable, view: View, seat: int) -> str:
    name = table.names[seat]
    if view.eliminated[seat]:
        return i18n.tr(S + "out_in_round", round=view.eliminated[seat]) + f" ({name})"
    sup = seat_supplies(table, view, seat)
    lines = [
        name,
        i18n.tr(S + "tip_bread", bread=sup.bread, upkeep=sup.upkeep, count=sup.turns),
        i18n.tr(S + "tip_upkeep", islands=sup.islands, pieces=sup.pieces, upkeep=sup.upkeep),
        i18n.tr(S + "tip_gasoline", gasoline=sup.gasoline),
    ]
    if sup.turns <= 1:
        lines.append(i18n.tr(S + "famine_next"))
    elif sup.turns <= 4:
        lines.append(i18n.tr(S + "famine_near", turns=sup.turns))
    if seat == view.seat and view.gold is not None:
        lines.append(
            i18n.tr(S + "tip_gold", gold=view.gold, reserved=view.reserved, escrow=view.escrow)
        )
    else:
        shown = [r for r in view.revealed if r[0] == seat and r[1] == view.seat]
        if shown:
            lines.append(i18n.tr(S + "tip_revealed", gold=shown[-1][2], round=shown[-1][3]))
        else:
            lines.append(i18n.tr(S + "tip_gold_hidden"))
    lines.append(i18n.tr(S + "tip_filter"))
    return "\n".join(lines)


def draw_status(
    table: KratosTable, surface: pygame.Surface, rects: list[pygame.Rect]
) -> list[pygame.Rect]:
    """Who decides (a glow) and who thinks (a word), every frame over the kept panels."""
    drawn = []
    deciding = {d.seat for d in table.match.decisions()}
    for seat, rect in enumerate(rects):
        thinking = table.runner.thinking(seat)
        if seat in deciding and seat in table.humans:
            theme.glow(surface, rect, theme.HIGHLIGHT, 3, 8, pulse=table.app.time)
            drawn.append(rect.inflate(12, 12))
        if thinking or (seat in deciding and seat in table.humans):
            word = i18n.tr("ui.table.thinking") if thinking else i18n.tr("ui.table.deciding")
            img = theme.text(word, 12, theme.GOLD_LIGHT, False, True)
            label = theme.font(12).size(table.seat_kind_name(seat))[0]
            box = pygame.Rect(0, 0, max(img.get_width(), label) + 8, img.get_height() + 2)
            box.topright = (rect.right - 4, rect.y + 3)
            pygame.draw.rect(surface, (8, 24, 38), box, border_radius=6)
            surface.blit(img, img.get_rect(center=box.center))
            drawn.append(box.inflate(4, 4))
    return drawn
