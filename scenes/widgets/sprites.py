"""Coin, card, tile and cube sprites, drawn by code and cached by their look.

Each returns a Surface; the table places it and adds hover (slightly larger) or highlight
(`theme.glow`) on top. Colours are RGB tuples so the cache keys stay hashable.
"""

from __future__ import annotations

import math

import pygame

from ..core import theme
from ..core.surface_cache import MiB, surface_cache
from ..core.theme import RGB

SILVER = (196, 200, 206)


@surface_cache(MiB)
def coin(
    label: str,
    size: int = 72,
    metal: RGB = theme.GOLD,
    face_down: bool = False,
    edge: RGB | None = None,
    symbol: str = "",
    label_size: int = 0,
) -> pygame.Surface:
    """A metal coin. `edge` draws a coloured rim (e.g. the Captain's gold edge); face-down coins
    show the back pattern instead of the label."""
    surf = pygame.Surface((size + 4, size + 6), pygame.SRCALPHA)
    c = size // 2
    pygame.draw.circle(surf, (0, 0, 0, 110), (c + 2, c + 5), c)
    base = theme.shade(metal, 0.55) if face_down else metal
    for k in range(8):  # a soft radial gradient gives the metal some depth
        r = int(c * (1 - k / 10))
        pygame.draw.circle(surf, theme.shade(base, 0.8 + 0.05 * k), (c - k // 2, c - k // 2), r)
    pygame.draw.circle(surf, theme.shade(base, 0.55), (c, c), c, max(2, size // 18))
    if edge is not None:
        pygame.draw.circle(surf, edge, (c, c), c, max(3, size // 12))
    inner = int(c * 0.78)
    pygame.draw.circle(surf, theme.shade(base, 0.7), (c, c), inner, 1)
    if face_down:
        for k in range(8):
            a = k * math.pi / 4
            pygame.draw.line(
                surf,
                theme.shade(base, 0.45),
                (c, c),
                (c + inner * 0.8 * math.cos(a), c + inner * 0.8 * math.sin(a)),
                2,
            )
        pygame.draw.circle(surf, theme.shade(base, 0.45), (c, c), inner // 3, 2)
    else:
        if symbol:
            theme.blit_text(
                surf,
                symbol,
                (c, c - size * 0.12),
                int(size * 0.34),
                theme.shade(base, 0.35),
                bold=True,
                anchor="center",
            )
        fs = label_size or max(9, min(15, int(size * 0.19)))
        text = theme.ellipsize(label, fs, int(size * 0.9), bold=True)
        theme.blit_text(
            surf,
            text,
            (c, c + (size * 0.2 if symbol else 0)),
            fs,
            theme.shade(base, 0.25),
            bold=True,
            anchor="center",
        )
    return surf


@surface_cache(3 * MiB)
def card(
    title: str,
    body: str = "",
    size: tuple[int, int] = (120, 168),
    header: RGB = theme.SEA,
    face_down: bool = False,
    back_label: str = "",
    footer: str = "",
) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface((w + 4, h + 5), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, 100), (3, 5, w, h), border_radius=9)
    if face_down:
        pygame.draw.rect(surf, theme.shade(header, 0.8), (0, 0, w, h), border_radius=9)
        for k in range(-h, w, 12):
            pygame.draw.line(surf, theme.shade(header, 0.65), (k, 0), (k + h, h), 2)
        pygame.draw.rect(surf, theme.GOLD_DARK, (0, 0, w, h), width=3, border_radius=9)
        if back_label:
            theme.blit_text(
                surf,
                back_label,
                (w // 2, h // 2),
                max(12, w // 6),
                theme.GOLD_LIGHT,
                bold=True,
                anchor="center",
            )
        return surf
    body_surf = theme.panel_surface(w, h, "parchment", 9, 0)
    surf.blit(body_surf, (0, 0))
    band = max(22, h // 6)
    pygame.draw.rect(
        surf, header, (0, 0, w, band), border_top_left_radius=9, border_top_right_radius=9
    )
    ts = theme.fit_text(title, max(11, w // 9), w - 10, bold=True, min_size=9)
    theme.blit_text(
        surf,
        title,
        (w // 2, band // 2),
        ts,
        theme.contrast_text(header),
        bold=True,
        anchor="center",
    )
    if body:
        theme.blit_text(surf, body, (6, band + 6), max(10, w // 12), theme.INK, width=w - 12)
    if footer:
        theme.blit_text(
            surf,
            footer,
            (w // 2, h - 6),
            max(10, w // 11),
            theme.INK_SOFT,
            bold=True,
            anchor="midbottom",
        )
    pygame.draw.rect(surf, theme.WOOD_DARK, (0, 0, w, h), width=2, border_radius=9)
    return surf


@surface_cache(MiB)
def tile(
    label: str,
    size: int = 64,
    colour: RGB = theme.PARCHMENT_DARK,
    symbol: str = "",
    face_down: bool = False,
) -> pygame.Surface:
    surf = pygame.Surface((size + 3, size + 4), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, 100), (3, 4, size, size), border_radius=size // 8)
    fill = theme.shade(colour, 0.6) if face_down else colour
    pygame.draw.rect(surf, fill, (0, 0, size, size), border_radius=size // 8)
    pygame.draw.rect(
        surf, theme.shade(fill, 0.6), (0, 0, size, size), width=2, border_radius=size // 8
    )
    if not face_down:
        ink = theme.contrast_text(fill)
        if symbol:
            theme.blit_text(
                surf,
                symbol,
                (size // 2, size // 2 - 6),
                int(size * 0.4),
                ink,
                bold=True,
                anchor="center",
            )
        if label:
            fs = theme.fit_text(label, max(9, size // 6), size - 6, bold=True, min_size=8)
            theme.blit_text(
                surf, label, (size // 2, size - 4), fs, ink, bold=True, anchor="midbottom"
            )
    return surf


@surface_cache(MiB // 4)
def cube(colour: RGB, size: int = 16) -> pygame.Surface:
    surf = pygame.Surface((size + 2, size + 3), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, 110), (2, 3, size, size), border_radius=3)
    pygame.draw.rect(surf, colour, (0, 0, size, size), border_radius=3)
    pygame.draw.rect(surf, theme.shade(colour, 1.25), (2, 2, size - 4, size // 3), border_radius=2)
    pygame.draw.rect(surf, theme.shade(colour, 0.6), (0, 0, size, size), width=1, border_radius=3)
    return surf


def hovered(image: pygame.Surface, scale: float = 1.08) -> pygame.Surface:
    """A slightly larger copy, for the thing under the pointer."""
    w, h = image.get_size()
    return pygame.transform.smoothscale(image, (int(w * scale), int(h * scale)))
