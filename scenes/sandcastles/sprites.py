"""Sandcastles' pieces, drawn with primitives and cached by look: square castle tiles (sand, the
wall arms running from the centre to the middle of their edges, crenellated, the figure in the
centre), attack tiles (the figure large, the figure it beats small, a circle of arrows), the
Big Wave, card backs, bonus tiles and the beach under everything.

Figures are told apart by shape as well as colour (colour-blind players): the crab is a round
body with two claws, the bucket a pail with a handle, the seagull a pair of wings."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial

import pygame

from game.sandcastles.catalogue import Catalogue

from ..core import theme
from ..core.surface_cache import MiB, surface_cache

RGB = tuple[int, int, int]
SAND = (232, 208, 152)
SAND_DARK = (196, 164, 104)
SAND_WET = (178, 150, 98)
STONE = (150, 118, 76)
STONE_DARK = (104, 78, 46)
FIGURE_RGB: tuple[RGB, ...] = ((214, 78, 52), (58, 118, 196), (246, 246, 240))
ATTACK_BG = (250, 236, 200)
BACK = (64, 132, 160)
BACK_LIGHT = (120, 186, 206)
WAVE = (30, 110, 170)
WAVE_LIGHT = (150, 212, 236)
# the wall bits of game/sandcastles/catalogue.py: N=1, E=2, S=4, W=8 (y grows downwards)
ARMS = ((1, 0, -1), (2, 1, 0), (4, 0, 1), (8, -1, 0))


def figure(surface: pygame.Surface, fig: int, centre: tuple[float, float], r: float) -> None:
    """One figure (0 crab, 1 bucket, 2 seagull) of radius `r` around `centre`."""
    cx, cy = centre
    ink = (40, 26, 16)
    w = max(1, int(r / 6))
    if fig == 0:  # the crab: a round body, two claws, legs
        for side in (-1, 1):
            for k in range(3):
                a = (cx + side * r * 0.5, cy + r * (0.05 + 0.2 * k))
                b = (cx + side * r * 1.0, cy + r * (0.25 + 0.25 * k))
                pygame.draw.line(surface, ink, a, b, w)
            claw = (cx + side * r * 0.72, cy - r * 0.62)
            pygame.draw.line(surface, ink, (cx + side * r * 0.4, cy - r * 0.2), claw, w)
            pygame.draw.circle(surface, FIGURE_RGB[0], claw, r * 0.3)
            pygame.draw.circle(surface, ink, claw, r * 0.3, w)
        body = pygame.Rect(0, 0, r * 1.5, r * 1.05)
        body.center = (int(cx), int(cy + r * 0.12))
        pygame.draw.ellipse(surface, FIGURE_RGB[0], body)
        pygame.draw.ellipse(surface, ink, body, w)
        for side in (-1, 1):
            pygame.draw.circle(surface, ink, (cx + side * r * 0.2, cy - r * 0.1), max(1, r / 9))
    elif fig == 1:  # the bucket: a pail wider at the top, a handle
        top, bottom = cy - r * 0.45, cy + r * 0.75
        pail = [
            (cx - r * 0.75, top),
            (cx + r * 0.75, top),
            (cx + r * 0.5, bottom),
            (cx - r * 0.5, bottom),
        ]
        handle = pygame.Rect(0, 0, r * 1.4, r * 1.3)
        handle.center = (int(cx), int(top))
        pygame.draw.arc(surface, ink, handle, 0, math.pi, max(1, w))
        pygame.draw.polygon(surface, FIGURE_RGB[1], pail)
        pygame.draw.polygon(surface, ink, pail, w)
        pygame.draw.line(
            surface,
            (200, 224, 250),
            (cx - r * 0.6, top + r * 0.3),
            (cx + r * 0.6, top + r * 0.3),
            w,
        )
    else:  # the seagull: two wings in flight, a small head
        left = [(cx - r, cy - r * 0.1), (cx - r * 0.5, cy - r * 0.55), (cx, cy + r * 0.15)]
        right = [(cx, cy + r * 0.15), (cx + r * 0.5, cy - r * 0.55), (cx + r, cy - r * 0.1)]
        wing = [*left, *right[1:], (cx + r * 0.5, cy - r * 0.25), (cx, cy + r * 0.5)]
        wing += [(cx - r * 0.5, cy - r * 0.25)]
        pygame.draw.polygon(surface, FIGURE_RGB[2], wing)
        pygame.draw.polygon(surface, ink, wing, w)
        pygame.draw.circle(surface, (240, 170, 40), (cx, cy + r * 0.35), max(2, r * 0.16))


def _sand(surface: pygame.Surface, rect: pygame.Rect, rgb: RGB, seed: int) -> None:
    pygame.draw.rect(surface, rgb, rect, border_radius=max(2, rect.w // 10))
    step = max(3, rect.w // 9)
    k = seed * 7 + 3
    for y in range(rect.y + 3, rect.bottom - 3, step):
        for x in range(rect.x + 3, rect.right - 3, step):
            k = (k * 1103515245 + 12345) & 0x7FFFFFFF
            if k % 3 == 0:
                surface.set_at((x + k % step // 2, y), theme.shade(rgb, 0.86))


@surface_cache(4 * MiB)
def castle_tile(fig: int, walls: int, size: int, glow: bool = False) -> pygame.Surface:
    """A castle tile seen from above: sand, its wall arms (crenellated), the figure."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    rect = surf.get_rect()
    _sand(surf, rect, (246, 226, 170) if glow else SAND, fig * 16 + walls)
    c = size / 2
    arm = max(3, int(size * 0.26))
    for bit, dx, dy in ARMS:
        if not walls & bit:
            continue
        if dx:
            x0 = c if dx > 0 else 0
            bar = pygame.Rect(int(x0), int(c - arm / 2), int(c) + 1, arm)
        else:
            y0 = c if dy > 0 else 0
            bar = pygame.Rect(int(c - arm / 2), int(y0), arm, int(c) + 1)
        pygame.draw.rect(surf, STONE, bar)
        pygame.draw.rect(surf, STONE_DARK, bar, max(1, size // 40))
        notch = max(2, arm // 3)
        # crenellations: small dark squares along the arm
        n = max(1, int(c // (notch * 2)))
        for k in range(n):
            t = (k + 0.5) / n
            if dx:
                x = int(c + dx * t * c) - notch // 2
                pygame.draw.rect(surf, STONE_DARK, (x, bar.y, notch, notch))
                pygame.draw.rect(surf, STONE_DARK, (x, bar.bottom - notch, notch, notch))
            else:
                y = int(c + dy * t * c) - notch // 2
                pygame.draw.rect(surf, STONE_DARK, (bar.x, y, notch, notch))
                pygame.draw.rect(surf, STONE_DARK, (bar.right - notch, y, notch, notch))
    plaza = size * 0.3
    pygame.draw.circle(surf, theme.shade(SAND, 1.05), (c, c), plaza)
    pygame.draw.circle(surf, STONE_DARK, (c, c), plaza, max(1, size // 40))
    figure(surf, fig, (c, c), size * 0.22)
    pygame.draw.rect(surf, SAND_DARK, rect, max(1, size // 32), border_radius=max(2, size // 10))
    return surf


@surface_cache(MiB // 2)
def attack_tile(fig: int, beats: int, size: int) -> pygame.Surface:
    """An attack tile: its figure large, the figure it beats small below, a circle of arrows."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    rect = surf.get_rect()
    pygame.draw.rect(surf, ATTACK_BG, rect, border_radius=max(2, size // 10))
    ring = rect.inflate(-size * 0.16, -size * 0.16)
    colour = (170, 60, 40)
    width = max(1, size // 22)
    for k in range(3):
        start = k * 2 * math.pi / 3 + 0.25
        pygame.draw.arc(surf, colour, ring, start, start + 1.6, width)
        a = start + 1.6
        tip = (ring.centerx + math.cos(a) * ring.w / 2, ring.centery - math.sin(a) * ring.h / 2)
        pygame.draw.circle(surf, colour, tip, max(2, size / 22))
    figure(surf, fig, (size / 2, size * 0.44), size * 0.25)
    small = size * 0.11
    pygame.draw.circle(surf, (232, 214, 176), (size * 0.78, size * 0.8), small * 1.5)
    figure(surf, beats, (size * 0.78, size * 0.8), small)
    pygame.draw.rect(
        surf, (170, 60, 40), rect, max(1, size // 28), border_radius=max(2, size // 10)
    )
    return surf


@surface_cache(MiB // 4)
def wave_tile(size: int) -> pygame.Surface:
    """The Big Wave: a curling wave on blue."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    rect = surf.get_rect()
    pygame.draw.rect(surf, WAVE, rect, border_radius=max(2, size // 10))
    for k in range(3):
        r = pygame.Rect(0, 0, size * (0.8 - 0.2 * k), size * (0.8 - 0.2 * k))
        r.center = (int(size * 0.55), int(size * 0.55))
        pygame.draw.arc(surf, WAVE_LIGHT, r, math.pi * 0.3, math.pi * 1.6, max(2, size // 14))
    pygame.draw.rect(
        surf, (12, 60, 100), rect, max(1, size // 28), border_radius=max(2, size // 10)
    )
    return surf


@surface_cache(MiB // 4)
def card_back(size: int) -> pygame.Surface:
    """A tile face down (a hand seen by others, the deck)."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    rect = surf.get_rect()
    pygame.draw.rect(surf, BACK, rect, border_radius=max(2, size // 8))
    inner = rect.inflate(-max(4, size // 5), -max(4, size // 5))
    pygame.draw.rect(surf, BACK_LIGHT, inner, max(1, size // 16), border_radius=max(2, size // 10))
    if size >= 24:
        pygame.draw.circle(surf, BACK_LIGHT, rect.center, size // 7, max(1, size // 20))
    pygame.draw.rect(surf, (30, 70, 92), rect, max(1, size // 24), border_radius=max(2, size // 8))
    return surf


def tile_for(g: Catalogue, card: int, walls: int, size: int) -> pygame.Surface:
    """The face of any card: a castle tile turned to `walls` (0: as printed), an attack tile,
    or the Big Wave."""
    if card >= g.wave:
        return wave_tile(size)
    if g.is_attack(card):
        fig = g.figure[card]
        return attack_tile(fig, g.beats[fig], size)
    return castle_tile(g.figure[card], walls or g.base_walls[card], size)


RIPPLE_ROWS = 8  # rows of ripples a piece of the beach draws (about 2 ms)
_beaches: dict[tuple[int, int, int], tuple[pygame.Surface, list[int]]] = {}  # begun: rows left


@surface_cache(MiB)
def beach(w: int, h: int, sea_h: int) -> pygame.Surface:
    """The beach: the sea along the top, foam, wet sand, then dry sand with ripples (what
    `beach_piece` began is finished)."""
    while beach_piece(w, h, sea_h):
        pass
    return _beaches.pop((w, h, sea_h))[0]


def beach_piece(w: int, h: int, sea_h: int) -> bool:
    """Draw the next piece of the beach: the shore, then RIPPLE_ROWS rows of ripples at a time
    (the whole costs about 8 ms: a table opening draws it a piece a frame). False once it is
    all drawn."""
    key = (w, h, sea_h)
    begun = _beaches.get(key)
    if begun is None:
        _beaches[key] = (_shore(w, h, sea_h), list(range(sea_h + 40, h, 23)))
        return True
    surf, rows = begun
    if not rows:
        return False
    dark = surf.map_rgb(SAND_DARK)
    surf.lock()
    for y in rows[:RIPPLE_ROWS]:
        for x in range(0, w, 6):
            surf.set_at((x, y + int(3 * math.sin((x + y * 3) / 29.0))), dark)
    surf.unlock()
    del rows[:RIPPLE_ROWS]
    return True


def beach_pieces(w: int, h: int, sea_h: int) -> list[Callable[[], object]]:
    """The beach as jobs of a couple of milliseconds each, the last one caching it."""
    rows = len(range(sea_h + 40, h, 23))
    pieces = 1 + -(-rows // RIPPLE_ROWS)
    return [partial(beach_piece, w, h, sea_h)] * pieces + [partial(beach, w, h, sea_h)]


def _shore(w: int, h: int, sea_h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h))
    surf.fill(SAND)
    pygame.draw.rect(surf, theme.SEA, (0, 0, w, sea_h))
    for x in range(0, w, 4):
        y = sea_h + int(5 * math.sin(x / 37.0) + 3 * math.sin(x / 13.0))
        pygame.draw.line(surf, SAND_WET, (x, y), (x, y + 16), 4)
        pygame.draw.line(surf, theme.FOAM, (x, y - 3), (x, y + 2), 4)
    return surf


@surface_cache(MiB // 2)
def bonus_chip(name: str, points: str, size: tuple[int, int], held: bool) -> pygame.Surface:
    """A bonus tile: its name and its points (a tiered one shows its tier)."""
    w, h = size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = surf.get_rect()
    pygame.draw.rect(surf, (250, 240, 210) if not held else (255, 232, 160), rect, border_radius=6)
    pygame.draw.rect(surf, theme.GOLD_DARK, rect, 2, border_radius=6)
    badge = min(h - 6, 26)
    pygame.draw.circle(surf, theme.GOLD, (w - badge // 2 - 3, h // 2), badge // 2)
    pts = theme.fit_text(points, 14, badge, bold=True, min_size=8)
    theme.blit_text(surf, points, (w - badge // 2 - 3, h // 2), pts, theme.INK, True, "center")
    room = w - badge - 12
    fs = theme.fit_text(name, 13, room, min_size=11)
    words = name.split()
    if theme.fits(name, fs, room) or len(words) < 2 or h < 26:
        fs = theme.fit_text(name, 13, room, min_size=7)
        theme.blit_text(surf, name, (6, h // 2), fs, theme.INK, anchor="midleft")
        return surf
    # two lines, split where they come out most even
    cut = min(range(1, len(words)), key=lambda k: abs(len(" ".join(words[:k])) - len(name) / 2))
    lines = (" ".join(words[:cut]), " ".join(words[cut:]))
    fs = min(theme.fit_text(line, 12, room, min_size=7) for line in lines)
    theme.blit_text(surf, lines[0], (6, h // 2 + 1), fs, theme.INK, anchor="bottomleft")
    theme.blit_text(surf, lines[1], (6, h // 2 - 1), fs, theme.INK, anchor="topleft")
    return surf


def shape_icon(surface: pygame.Surface, cells: tuple, rect: pygame.Rect) -> None:
    """A shape bonus's footprint as little squares in `rect`."""
    if not cells:
        return
    w = max(x for x, _ in cells) + 1
    h = max(y for _, y in cells) + 1
    s = max(2, min(rect.w // w, rect.h // h))
    ox = rect.x + (rect.w - s * w) // 2
    oy = rect.y + (rect.h - s * h) // 2
    for x, y in cells:
        pygame.draw.rect(surface, STONE, (ox + x * s, oy + y * s, s - 1, s - 1))


@surface_cache(MiB)
def veil(w: int, h: int, alpha: int) -> pygame.Surface:
    """A building area's ground: the sand a little lighter, with rounded corners."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, (255, 246, 220, alpha), surf.get_rect(), border_radius=10)
    return surf
