"""The Kratos pieces and marks, drawn by code and cached by look.

Ships and planes are drawn in profile, so that a heeled warship (K-36) lies tilted on its side
and a submerged submarine (K-48) shows only its tower above a wavy waterline; producers are small
works with the emblem of what they make. Every piece is filled with its seat's colour and carries
its seat's letter, so that no piece is told apart by colour alone. Materials, the flag, mines and
the die have their own small drawings. Everything is drawn at twice the size and smoothed down
once, then kept (functools caches keyed by every argument).
"""

from __future__ import annotations

import pygame

from ..core import theme
from ..core.surface_cache import MiB, surface_cache
from ..core.theme import RGB

Shape = list[tuple[float, float]]
INK = (24, 20, 18)
STEEL_GREY = (112, 120, 128)
MATERIAL_RGB: dict[str, RGB] = {
    "iron": (120, 112, 108),
    "wheat": (222, 184, 72),
    "oil": (36, 34, 40),
    "steel": (110, 150, 190),
    "bread": (184, 120, 60),
    "gasoline": (210, 60, 44),
}
VESSELS = ("plane", "submarine", "battleship", "carrier", "minesweeper", "merchant", "tanker")
HULLS: dict[str, Shape] = {
    "battleship": [(0.04, 0.58), (0.96, 0.58), (0.86, 0.78), (0.14, 0.78)],
    "carrier": [(0.02, 0.56), (0.98, 0.56), (0.9, 0.76), (0.1, 0.76)],
    "minesweeper": [(0.12, 0.6), (0.88, 0.6), (0.8, 0.78), (0.2, 0.78)],
    "merchant": [(0.06, 0.6), (0.94, 0.56), (0.84, 0.78), (0.14, 0.78)],
    "tanker": [(0.04, 0.6), (0.96, 0.6), (0.88, 0.78), (0.12, 0.78)],
}


def _pts(shape: Shape, s: float, dx: float = 0, dy: float = 0) -> list[tuple[float, float]]:
    return [(x * s + dx, y * s + dy) for x, y in shape]


def _poly(surf: pygame.Surface, rgb: RGB, shape: Shape, s: float, outline: int = 2) -> None:
    pts = _pts(shape, s)
    pygame.draw.polygon(surf, rgb, pts)
    pygame.draw.polygon(surf, INK, pts, outline)


def _rect(surf: pygame.Surface, rgb: RGB, box: tuple[float, float, float, float], s: float) -> None:
    r = pygame.Rect(
        int(box[0] * s), int(box[1] * s), max(1, int(box[2] * s)), max(1, int(box[3] * s))
    )
    pygame.draw.rect(surf, rgb, r, border_radius=max(1, int(s * 0.02)))
    pygame.draw.rect(surf, INK, r, max(1, int(s * 0.025)), border_radius=max(1, int(s * 0.02)))


def _ship(surf: pygame.Surface, kind: str, rgb: RGB, s: float) -> None:
    dark, light = theme.shade(rgb, 0.7), theme.shade(rgb, 1.25)
    line = max(2, int(s * 0.03))
    _poly(surf, rgb, HULLS[kind], s, line)
    pygame.draw.line(surf, dark, (0.1 * s, 0.66 * s), (0.9 * s, 0.66 * s), max(1, line - 1))
    if kind == "battleship":
        _rect(surf, light, (0.36, 0.4, 0.28, 0.18), s)
        for x in (0.16, 0.7):
            _rect(surf, dark, (x, 0.5, 0.14, 0.08), s)
        pygame.draw.line(surf, INK, (0.2 * s, 0.52 * s), (0.06 * s, 0.47 * s), line)
        pygame.draw.line(surf, INK, (0.8 * s, 0.52 * s), (0.94 * s, 0.47 * s), line)
        pygame.draw.line(surf, INK, (0.5 * s, 0.2 * s), (0.5 * s, 0.4 * s), line)
    elif kind == "carrier":
        pygame.draw.line(surf, light, (0.06 * s, 0.6 * s), (0.94 * s, 0.6 * s), line)
        _rect(surf, dark, (0.68, 0.36, 0.12, 0.2), s)
        pygame.draw.line(surf, INK, (0.74 * s, 0.22 * s), (0.74 * s, 0.36 * s), line)
    elif kind == "minesweeper":
        _rect(surf, light, (0.32, 0.42, 0.26, 0.18), s)
        pygame.draw.line(surf, INK, (0.44 * s, 0.26 * s), (0.44 * s, 0.42 * s), line)
        pygame.draw.line(surf, INK, (0.16 * s, 0.6 * s), (0.02 * s, 0.86 * s), line)
        pygame.draw.circle(surf, INK, (0.04 * s, 0.86 * s), max(2, s * 0.04))
    elif kind == "merchant":
        _rect(surf, light, (0.18, 0.44, 0.2, 0.14), s)
        _rect(surf, dark, (0.42, 0.44, 0.2, 0.14), s)
        _rect(surf, light, (0.68, 0.36, 0.14, 0.22), s)
    else:  # tanker
        _rect(surf, light, (0.72, 0.36, 0.14, 0.22), s)
        for x in (0.2, 0.36, 0.52):
            pygame.draw.circle(surf, dark, (x * s, 0.56 * s), s * 0.07)
            pygame.draw.circle(surf, INK, (x * s, 0.56 * s), s * 0.07, max(1, line - 1))


def _submarine(surf: pygame.Surface, rgb: RGB, s: float, submerged: bool) -> None:
    line = max(2, int(s * 0.03))
    hull = pygame.Rect(int(0.08 * s), int(0.54 * s), int(0.84 * s), int(0.2 * s))
    tower = (0.44, 0.4, 0.14, 0.16)
    if submerged:
        under = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        pygame.draw.ellipse(under, (*theme.shade(rgb, 0.8), 90), hull)
        pygame.draw.ellipse(under, (*INK, 110), hull, line)
        surf.blit(under, (0, 0))
        _rect(surf, rgb, (tower[0], 0.46, tower[2], 0.1), s)
        pygame.draw.line(surf, INK, (0.54 * s, 0.28 * s), (0.54 * s, 0.46 * s), line)
        pygame.draw.line(surf, INK, (0.54 * s, 0.28 * s), (0.6 * s, 0.28 * s), line)
        for k in range(4):  # the waterline
            x = (0.06 + k * 0.23) * s
            pygame.draw.arc(surf, (220, 240, 250), (x, 0.5 * s, 0.23 * s, 0.1 * s), 0, 3.14, line)
        return
    pygame.draw.ellipse(surf, rgb, hull)
    pygame.draw.ellipse(surf, INK, hull, line)
    _rect(surf, theme.shade(rgb, 1.2), tower, s)
    pygame.draw.line(surf, INK, (0.54 * s, 0.26 * s), (0.54 * s, 0.4 * s), line)


def _plane(surf: pygame.Surface, rgb: RGB, s: float) -> None:
    line = max(2, int(s * 0.03))
    body = pygame.Rect(int(0.08 * s), int(0.44 * s), int(0.8 * s), int(0.16 * s))
    wing = [(0.36, 0.5), (0.62, 0.5), (0.44, 0.78), (0.3, 0.78)]
    tail = [(0.08, 0.5), (0.2, 0.5), (0.12, 0.28), (0.04, 0.28)]
    _poly(surf, theme.shade(rgb, 0.8), tail, s, line)
    pygame.draw.ellipse(surf, rgb, body)
    pygame.draw.ellipse(surf, INK, body, line)
    _poly(surf, theme.shade(rgb, 1.2), wing, s, line)
    pygame.draw.ellipse(surf, (200, 230, 250), (0.7 * s, 0.45 * s, 0.1 * s, 0.07 * s))


def _works(surf: pygame.Surface, rgb: RGB, made: str, s: float) -> None:
    """A producer: a small works in the seat's colour with the emblem of what it makes."""
    line = max(2, int(s * 0.03))
    body = [
        (0.1, 0.5),
        (0.3, 0.38),
        (0.3, 0.5),
        (0.5, 0.38),
        (0.5, 0.5),
        (0.9, 0.5),
        (0.9, 0.86),
        (0.1, 0.86),
    ]
    _poly(surf, rgb, body, s, line)
    _rect(surf, theme.shade(rgb, 0.7), (0.72, 0.22, 0.1, 0.28), s)
    icon = material_icon(made, max(6, int(s * 0.42)))
    surf.blit(icon, icon.get_rect(center=(int(0.5 * s), int(0.68 * s))))


def _letter(surf: pygame.Surface, rgb: RGB, letter: str, s: int) -> None:
    """The seat's letter in a disc at the bottom left: pieces never differ by colour alone."""
    if not letter:
        return
    r = max(5, int(s * 0.2))
    c = (r, s - r)
    pygame.draw.circle(surf, rgb, c, r)
    pygame.draw.circle(surf, INK, c, r, 1)
    img = theme.font(max(8, int(r * 1.6)), True).render(letter, True, theme.contrast_text(rgb))
    surf.blit(img, img.get_rect(center=(c[0], c[1] + 1)))


@surface_cache(3 * MiB)
def piece(
    kind: str,
    rgb: RGB,
    letter: str,
    size: int,
    heeled: bool = False,
    submerged: bool = False,
    made: str = "",
) -> pygame.Surface:
    """A piece of `kind` in the seat colour `rgb` with the seat's `letter`, `size` pixels wide;
    a heeled warship lies tilted (K-36), a submerged submarine shows only its tower (K-48);
    `made` is what a producer makes."""
    big = size * 2
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    if kind == "plane":
        _plane(surf, rgb, big)
    elif kind == "submarine":
        _submarine(surf, rgb, big, submerged)
    elif kind in HULLS:
        _ship(surf, kind, rgb, big)
    elif kind == "mine":
        return mine(size)
    else:
        _works(surf, rgb, made, big)
    if heeled:
        tilted = pygame.transform.rotate(surf, -24)
        crop = pygame.Rect(0, 0, big, big)
        crop.center = tilted.get_rect().center
        surf = tilted.subsurface(crop).copy()
        cross = max(2, big // 16)  # a red mark: damaged, one more hit sinks it
        red = (230, 50, 40)
        pygame.draw.line(surf, red, (big * 0.74, big * 0.1), (big * 0.92, big * 0.28), cross)
        pygame.draw.line(surf, red, (big * 0.92, big * 0.1), (big * 0.74, big * 0.28), cross)
    if kind in VESSELS:  # profiles are long and low: use more of the square's height
        band = pygame.Rect(0, int(big * 0.12), big, int(big * 0.8))
        surf = surf.subsurface(band)
    small = pygame.transform.smoothscale(surf, (size, size))
    _letter(small, rgb, letter, size)
    return small


@surface_cache(MiB // 4)
def mine(size: int) -> pygame.Surface:
    """A sea mine (K-49): nobody's, so no colour."""
    big = size * 2
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    c, r = big // 2, big * 0.24
    for k in range(8):
        v = pygame.math.Vector2(0, -1).rotate(k * 45)
        pygame.draw.line(
            surf,
            INK,
            (c + v.x * r, c + v.y * r),
            (c + v.x * r * 1.55, c + v.y * r * 1.55),
            max(2, big // 14),
        )
    pygame.draw.circle(surf, (54, 56, 60), (c, c), r)
    pygame.draw.circle(surf, INK, (c, c), r, max(1, big // 24))
    pygame.draw.circle(surf, (140, 144, 150), (c - r * 0.35, c - r * 0.35), max(1, r * 0.25))
    return pygame.transform.smoothscale(surf, (size, size))


@surface_cache(MiB // 2)
def material_icon(material: str, size: int) -> pygame.Surface:
    """A small emblem of a material (depots, producers, cargo badges)."""
    big = size * 2
    s = float(big)
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    rgb = MATERIAL_RGB.get(material, (150, 150, 150))
    line = max(1, big // 16)
    if material == "iron":
        pts = _pts(
            [(0.2, 0.6), (0.35, 0.25), (0.7, 0.2), (0.85, 0.55), (0.6, 0.85), (0.3, 0.82)], s
        )
        pygame.draw.polygon(surf, rgb, pts)
        pygame.draw.polygon(surf, INK, pts, line)
    elif material == "wheat":
        for dx in (-0.18, 0.0, 0.18):
            pygame.draw.line(
                surf,
                (150, 110, 30),
                (s * (0.5 + dx / 2), s * 0.9),
                (s * (0.5 + dx), s * 0.35),
                line + 1,
            )
            pygame.draw.ellipse(surf, rgb, (s * (0.4 + dx), s * 0.12, s * 0.2, s * 0.34))
            pygame.draw.ellipse(surf, INK, (s * (0.4 + dx), s * 0.12, s * 0.2, s * 0.34), line)
    elif material == "oil":
        pts = _pts(
            [(0.5, 0.1), (0.75, 0.55), (0.7, 0.75), (0.5, 0.88), (0.3, 0.75), (0.25, 0.55)], s
        )
        pygame.draw.polygon(surf, rgb, pts)
        pygame.draw.polygon(surf, (200, 200, 210), pts, line)
    elif material == "steel":
        pts = _pts([(0.12, 0.72), (0.28, 0.36), (0.72, 0.36), (0.88, 0.72)], s)
        pygame.draw.polygon(surf, rgb, pts)
        pygame.draw.polygon(surf, INK, pts, line)
    elif material == "bread":
        pygame.draw.ellipse(surf, rgb, (s * 0.1, s * 0.3, s * 0.8, s * 0.46))
        pygame.draw.ellipse(surf, INK, (s * 0.1, s * 0.3, s * 0.8, s * 0.46), line)
        for x in (0.35, 0.5, 0.65):
            pygame.draw.line(
                surf,
                (240, 200, 140),
                (s * x - s * 0.05, s * 0.4),
                (s * x + s * 0.05, s * 0.52),
                line,
            )
    elif material == "gasoline":
        body = pygame.Rect(int(s * 0.2), int(s * 0.28), int(s * 0.6), int(s * 0.62))
        pygame.draw.rect(surf, rgb, body, border_radius=int(s * 0.08))
        pygame.draw.rect(surf, INK, body, line, border_radius=int(s * 0.08))
        pygame.draw.rect(surf, INK, (s * 0.3, s * 0.12, s * 0.22, s * 0.16), line)
        pygame.draw.line(surf, INK, (s * 0.3, s * 0.4), (s * 0.7, s * 0.8), line)
    else:
        pygame.draw.circle(surf, rgb, (big // 2, big // 2), big // 3)
    return pygame.transform.smoothscale(surf, (size, size))


@surface_cache(MiB // 4)
def flag(rgb: RGB, letter: str, size: int) -> pygame.Surface:
    """A capital's flag (K-9) in its seat's colour, with the seat's letter."""
    big = size * 2
    s = float(big)
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    pygame.draw.line(surf, INK, (s * 0.18, s * 0.08), (s * 0.18, s * 0.95), max(2, big // 14))
    cloth = _pts([(0.2, 0.1), (0.92, 0.18), (0.8, 0.34), (0.92, 0.5), (0.2, 0.5)], s)
    pygame.draw.polygon(surf, rgb, cloth)
    pygame.draw.polygon(surf, INK, cloth, max(1, big // 20))
    if letter:
        img = theme.font(max(7, int(s * 0.3)), True).render(letter, True, theme.contrast_text(rgb))
        surf.blit(img, img.get_rect(center=(int(s * 0.5), int(s * 0.3))))
    return pygame.transform.smoothscale(surf, (size, size))


@surface_cache(MiB // 8)
def coin(size: int) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    pygame.draw.circle(surf, theme.GOLD, (c, c), c - 1)
    pygame.draw.circle(surf, theme.GOLD_DARK, (c, c), c - 1, max(1, size // 8))
    pygame.draw.circle(surf, theme.GOLD_LIGHT, (c - size // 6, c - size // 6), max(1, size // 7))
    return surf


@surface_cache(MiB // 8)
def stack_icon(size: int) -> pygame.Surface:
    """Islands owned: a tiny island."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.ellipse(surf, (222, 204, 150), (0, size * 0.35, size, size * 0.55))
    pygame.draw.ellipse(surf, (70, 140, 70), (size * 0.2, size * 0.2, size * 0.6, size * 0.5))
    pygame.draw.ellipse(surf, INK, (0, size * 0.35, size, size * 0.55), 1)
    return surf


@surface_cache(MiB // 2)
def badge(text: str, size: int, fill: RGB = (246, 238, 214), ink: RGB = INK) -> pygame.Surface:
    """A small rounded label (cargo, counts, mines in stock)."""
    img = theme.font(size, True).render(text, True, ink)
    w, h = img.get_width() + size // 2 + 2, img.get_height()
    surf = pygame.Surface((max(w, h), h), pygame.SRCALPHA)
    pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=h // 2)
    pygame.draw.rect(surf, INK, surf.get_rect(), 1, border_radius=h // 2)
    surf.blit(img, img.get_rect(center=surf.get_rect().center))
    return surf
