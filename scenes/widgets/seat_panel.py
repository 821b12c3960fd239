"""A seat's panel: colour marker (with symbol in colour-blind mode), name, human or AI, what it
is doing now, and a few game lines (doubloons, cards in hand ...) given by the table."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame
from pygame.typing import RectLike

from ..core import i18n, theme


@dataclass
class SeatInfo:
    seat: int
    name: str
    colour: str
    is_human: bool
    level: str = ""
    deciding: bool = False
    thinking: bool = False
    progress: float | None = None  # how far a thinking AI has got (0..1), when it reports it
    viewing: bool = False  # this is the seat whose view the table shows
    out: bool = False  # eliminated
    lines: list[str] = field(default_factory=list)
    who: str = ""  # who plays it, when not the seat's kind (a LAN seat: "on another screen")


COMPACT = 44  # a compact panel's height (five seats or more)
COMPACT_MIN = 50  # a panel lower than this is laid out compact


def panel_height(info: SeatInfo, compact: bool = False) -> int:
    return COMPACT if compact else 50 + 18 * len(info.lines)


def draw_seat_panel(
    surface: pygame.Surface, rect: RectLike, info: SeatInfo, t: float = 0.0
) -> None:
    rect = pygame.Rect(rect)
    style = "parchment" if info.viewing else "dark"
    theme.draw_panel(surface, rect, style, 10, 2, shadow=False)
    ink = theme.INK if info.viewing else theme.TEXT_LIGHT
    soft = theme.INK_SOFT if info.viewing else theme.TEXT_DIM
    if info.deciding:
        theme.glow(surface, rect, theme.HIGHLIGHT, 3, 10, pulse=t)
    # a compact panel (five seats or more) is 44 pixels high: the name and who plays it on the
    # first row, what the seat does (or the game's one line) on the second, inside the panel
    compact = rect.h < COMPACT_MIN
    theme.draw_seat_marker(
        surface, (rect.x + 20, rect.centery if compact else rect.y + 22), 12, info.seat, info.colour
    )
    name = theme.ellipsize(info.name, 17, rect.w - 110, bold=True)
    theme.blit_text(
        surface, name, (rect.x + 40, rect.y + (2 if compact else 8)), 17, ink, bold=True
    )
    who = info.who or (
        i18n.tr("ui.table.human")
        if info.is_human
        else (
            i18n.tr(f"ui.level.{info.level}") if i18n.has(f"ui.level.{info.level}") else info.level
        )
    )
    second = rect.y + (23 if compact else 28)
    theme.blit_text(
        surface,
        who,
        (rect.right - 8, rect.y + (5 if compact else 11)),
        13,
        soft,
        anchor="topright",
    )
    status = ""
    if info.out:
        status = i18n.tr("ui.table.out")
    elif info.thinking and info.progress is not None:
        status = i18n.tr("ui.table.thinking_progress", percent=round(100 * info.progress))
    elif info.thinking:
        status = i18n.tr("ui.table.thinking") + "." * (1 + int(t * 3) % 3)
    elif info.deciding:
        status = i18n.tr("ui.table.deciding")
    if status:
        theme.blit_text(
            surface,
            status,
            (rect.x + 40, second),
            13,
            theme.RED if info.out else (theme.GOLD_DARK if info.viewing else theme.GOLD_LIGHT),
            italic=True,
        )
    y = rect.y + 46
    for line in info.lines:
        theme.blit_text(surface, theme.ellipsize(line, 14, rect.w - 20), (rect.x + 12, y), 14, ink)
        y += 18
