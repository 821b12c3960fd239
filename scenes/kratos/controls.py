"""The desk's controls, drawn by the table (kept in the layer like the rest of the desk, so that
a change of turn or of speed costs a repaint of one small region, not new widgets): the chart's
zoom (−, the whole chart, +), the AI seats' pace (watch, quick, fastest: one click to the next),
"Skip to my turn", and the diplomacy panel (with the number of offers waiting). A control that
cannot be used now is greyed and says why on hover."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ..core import i18n, theme
from ..core.surface_cache import MiB, surface_cache
from ..widgets.layer import Marks
from .desk import CONTROLS_TOP
from .layout import DESK

if TYPE_CHECKING:
    from .table import KratosTable

S = "kratos.scene."
SPEEDS = ("watch", "quick", "fastest")
ROW = 28
GAP = 6


@dataclass(frozen=True)
class Button:
    name: str
    rect: pygame.Rect
    text: str
    tip: str
    enabled: bool = True
    lit: bool = False
    command: Callable[[], None] = field(default=lambda: None, compare=False)


def buttons(t: KratosTable) -> list[Button]:
    """The controls as they are now (worked out again only when something they show changes)."""
    state = (
        t.speed,
        t.skipping,
        t.camera.level,
        len(t.camera.levels),
        t.waiting_offers(),
        t.ai_turn(),
        bool(t.humans),
        bool(t.policies),
        i18n.language(),
    )
    if t.controls_cache[0] != state:
        t.controls_cache = (state, _buttons(t))
    return t.controls_cache[1]


def _buttons(t: KratosTable) -> list[Button]:
    cam = t.camera
    x, w = DESK.x, DESK.w
    y = CONTROLS_TOP
    third = (w - 2 * GAP) // 3
    out = [
        Button(
            "out",
            pygame.Rect(x, y, third, ROW),
            "−",
            i18n.tr(S + "zoom_out"),
            cam.level > 0,
            command=partial(t.zoom, -1),
        ),
        Button(
            "fit",
            pygame.Rect(x + third + GAP, y, third, ROW),
            i18n.tr(S + "fit"),
            i18n.tr(S + "zoom_fit"),
            cam.level > 0,
            command=partial(t.zoom, 0),
        ),
        Button(
            "in",
            pygame.Rect(x + 2 * (third + GAP), y, third, ROW),
            "+",
            i18n.tr(S + "zoom_in"),
            cam.level < len(cam.levels) - 1,
            command=partial(t.zoom, 1),
        ),
    ]
    y += ROW + GAP
    nxt = SPEEDS[(SPEEDS.index(t.speed) + 1) % len(SPEEDS)]
    speed = i18n.tr(S + "speed_" + t.speed)
    tip = (
        i18n.tr(S + "speed_tip_" + t.speed)
        + "\n"
        + i18n.tr(S + "speed_next", speed=i18n.tr(S + "speed_" + nxt))
    )
    out.append(
        Button(
            "speed",
            pygame.Rect(x, y, w, ROW),
            i18n.tr(S + "ai_speed", speed=speed),
            tip,
            bool(t.policies),
            command=partial(t.set_speed, nxt),
        )
    )
    y += ROW + GAP
    can_skip = bool(t.humans) and t.ai_turn() and not t.skipping
    tip = i18n.tr(S + "skip_tip") if can_skip else i18n.tr(S + "skip_not_now")
    out.append(
        Button(
            "skip",
            pygame.Rect(x, y, w, ROW),
            i18n.tr(S + "skip"),
            tip,
            can_skip,
            t.skipping,
            command=t.skip,
        )
    )
    y += ROW + GAP
    waiting = t.waiting_offers()
    label = i18n.tr(S + "diplomacy_n", count=waiting) if waiting else i18n.tr(S + "diplomacy")
    tip = i18n.tr(S + "diplomacy_tip") if t.humans else i18n.tr(S + "diplomacy_no_humans")
    out.append(
        Button(
            "diplomacy",
            pygame.Rect(x, y, w, ROW + 6),
            label,
            tip,
            bool(t.humans),
            waiting > 0,
            command=t.diplomacy_button,
        )
    )
    return out


def key(t: KratosTable) -> tuple:
    return tuple((b.name, b.text, b.enabled, b.lit) for b in buttons(t))


def paint(t: KratosTable, surface: pygame.Surface, marks: Marks) -> None:
    for b in buttons(t):
        surface.blit(face(b.rect.w, b.rect.h, b.enabled, b.lit), b.rect)
        colour = theme.TEXT_LIGHT if b.enabled else (140, 132, 120)
        size = theme.fit_text(b.text, 15, b.rect.w - 10, bold=True, min_size=11)
        theme.blit_text(surface, b.text, b.rect.center, size, colour, bold=True, anchor="center")
        marks.tip(b.rect, b.tip)


def draw_hover(t: KratosTable, surface: pygame.Surface) -> pygame.Rect | None:
    for b in buttons(t):
        if b.enabled and b.rect.collidepoint(t.mouse):
            pygame.draw.rect(surface, theme.GOLD_LIGHT, b.rect, 2, border_radius=7)
            return b.rect.inflate(4, 4)
    return None


def click(t: KratosTable, pos: tuple[int, int]) -> bool:
    for b in buttons(t):
        if b.rect.collidepoint(pos):
            if b.enabled:
                t.app.audio.play("click")
                b.command()
            else:
                t.say(b.tip)
            return True
    return False


@surface_cache(MiB // 2)
def face(w: int, h: int, enabled: bool, lit: bool) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    fill = (46, 122, 60) if lit else (90, 58, 30) if enabled else (58, 46, 38)
    edge = theme.GOLD_LIGHT if lit else (150, 112, 28) if enabled else (90, 74, 58)
    pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=7)
    pygame.draw.rect(surf, edge, surf.get_rect(), 2, border_radius=7)
    return surf
