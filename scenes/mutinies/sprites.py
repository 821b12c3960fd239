"""21 Mutinies pieces drawn by code and cached by their look: jewels (a shape per colour, so
colours never have to be told apart by hue alone), treasure tokens, Mutiny cards, the pirate
token, the blockade sign, the captain's hat and the small icons for doubloons, rum and prestige.
"""

from __future__ import annotations

import math

import pygame

from ..core import theme
from ..core.surface_cache import MiB, surface_cache

RUM_RGB = (172, 96, 40)
PRESTIGE_RGB = (70, 60, 150)
HENCHMAN_RGB = (70, 70, 76)
JEWEL_RGB = {
    "red": (204, 46, 58),
    "blue": (46, 102, 212),
    "green": (36, 150, 80),
    "white": (240, 240, 234),
    "wild": (212, 170, 60),
}
SAFE_JEWEL_RGB = {
    "red": (213, 94, 0),
    "blue": (0, 114, 178),
    "green": (0, 158, 115),
    "white": (240, 240, 234),
    "wild": (230, 190, 60),
}
JEWEL_SHAPE = {
    "red": "circle",
    "blue": "square",
    "green": "hexagon",
    "white": "diamond",
    "wild": "star",
}
CATEGORY_RGB = {
    "obligatory": (150, 44, 40),
    "voluntary": (34, 96, 140),
    "end_of_game": (150, 108, 28),
    "special": (40, 40, 44),
}
TOKEN_RGB = {
    "rum": RUM_RGB,
    "doubloons": theme.GOLD_DARK,
    "prestige": PRESTIGE_RGB,
    "exchange": (60, 120, 90),
    "jewel": (150, 50, 110),
}


def _shape_points(shape: str, cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    if shape == "square":
        k = r * 0.86
        return [(cx - k, cy - k), (cx + k, cy - k), (cx + k, cy + k), (cx - k, cy + k)]
    if shape == "hexagon":
        return [
            (
                cx + r * math.cos(math.pi / 6 + k * math.pi / 3),
                cy + r * math.sin(math.pi / 6 + k * math.pi / 3),
            )
            for k in range(6)
        ]
    if shape == "diamond":
        return [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    if shape == "star":
        pts = []
        for k in range(16):
            rr = r if k % 2 == 0 else r * 0.72
            a = -math.pi / 2 + k * math.pi / 8
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        return pts
    return [
        (cx + r * math.cos(k * math.pi / 12), cy + r * math.sin(k * math.pi / 12))
        for k in range(24)
    ]


def coin_icon(surface: pygame.Surface, centre, r: int) -> None:
    pygame.draw.circle(surface, (250, 204, 60), centre, r)
    pygame.draw.circle(surface, (255, 240, 170), (centre[0] - 1, centre[1] - 1), max(1, r // 2))


def rum_icon(surface: pygame.Surface, centre, r: int) -> None:
    rect = pygame.Rect(0, 0, 2 * r, 2 * r)
    rect.center = centre
    pygame.draw.rect(surface, theme.shade(RUM_RGB, 0.6), rect, border_radius=2)
    pygame.draw.rect(surface, RUM_RGB, rect.inflate(-2, -2), border_radius=2)


def prestige_icon(surface: pygame.Surface, centre, r: int, colour=PRESTIGE_RGB) -> None:
    """A five-pointed star."""
    pts = []
    for k in range(10):
        rr = r if k % 2 == 0 else r * 0.45
        a = -math.pi / 2 + k * math.pi / 5
        pts.append((centre[0] + rr * math.cos(a), centre[1] + rr * math.sin(a)))
    pygame.draw.polygon(surface, colour, pts)


@surface_cache(MiB)
def _jewel(colour: str, d: int, r: int, size: int, safe: bool) -> pygame.Surface:
    surf = pygame.Surface((size + 3, size + 4), pygame.SRCALPHA)
    c = size / 2
    rad = size / 2 - 1
    shape = JEWEL_SHAPE.get(colour, "star")
    rgb = (SAFE_JEWEL_RGB if safe else JEWEL_RGB).get(colour, JEWEL_RGB["wild"])
    pygame.draw.polygon(surf, (0, 0, 0, 110), _shape_points(shape, c + 2, c + 3, rad))
    pygame.draw.polygon(surf, rgb, _shape_points(shape, c, c, rad))
    if colour == "wild":  # four facets in the four colours
        for k, name in enumerate(("red", "blue", "green", "white")):
            a0 = -math.pi / 2 + k * math.pi / 2
            pts = [(c, c)] + [
                (
                    c + rad * 0.62 * math.cos(a0 + t * math.pi / 8),
                    c + rad * 0.62 * math.sin(a0 + t * math.pi / 8),
                )
                for t in range(5)
            ]
            pygame.draw.polygon(surf, (SAFE_JEWEL_RGB if safe else JEWEL_RGB)[name], pts)
    pygame.draw.polygon(
        surf,
        theme.shade(rgb, 1.25),
        _shape_points(shape, c - rad * 0.25, c - rad * 0.3, rad * 0.35),
    )
    pygame.draw.polygon(surf, theme.shade(rgb, 0.5), _shape_points(shape, c, c, rad), 2)
    icon = max(3, size // 8)
    _icon_row(surf, coin_icon, d, c, c + rad * 0.18, icon)
    _icon_row(surf, rum_icon, r, c, c + rad * 0.58, icon)
    return surf


def _icon_row(surf, draw, count: int, cx: float, cy: float, r: int) -> None:
    """Doubloon coins (round, gold) or rum cubes (square, amber), each on a dark backing so they
    stand out on any jewel colour."""
    step = 2 * r + 3
    x0 = cx - step * (count - 1) / 2
    for k in range(count):
        centre = (int(x0 + k * step), int(cy))
        if draw is coin_icon:
            pygame.draw.circle(surf, (30, 20, 8), centre, r + 1)
        else:
            pygame.draw.rect(
                surf,
                (30, 20, 8),
                (centre[0] - r - 1, centre[1] - r - 1, 2 * r + 2, 2 * r + 2),
                border_radius=2,
            )
        draw(surf, centre, r)


def jewel(colour: str, d: int, r: int, size: int = 34) -> pygame.Surface:
    """A face-up jewel: its colour's shape, doubloon icons above rum icons (its price)."""
    return _jewel(colour, d, r, size, theme.colourblind())


@surface_cache(MiB // 8)
def jewel_back(size: int = 34) -> pygame.Surface:
    """A face-down jewel (pile, Non-Commercial stack, another player's)."""
    surf = pygame.Surface((size + 3, size + 4), pygame.SRCALPHA)
    c, rad = size / 2, size / 2 - 1
    pygame.draw.polygon(surf, (0, 0, 0, 110), _shape_points("hexagon", c + 2, c + 3, rad))
    pygame.draw.polygon(surf, (92, 70, 52), _shape_points("hexagon", c, c, rad))
    pygame.draw.polygon(surf, (60, 44, 30), _shape_points("hexagon", c, c, rad * 0.6), 2)
    pygame.draw.polygon(surf, (40, 28, 18), _shape_points("hexagon", c, c, rad), 2)
    return surf


@surface_cache(MiB)
def token(kind: str, amount: int, size: int = 40) -> pygame.Surface:
    """A face-up treasure token: a round chit with its kind's emblem and amount."""
    surf = pygame.Surface((size + 3, size + 4), pygame.SRCALPHA)
    c = size // 2
    rgb = TOKEN_RGB.get(kind, theme.WOOD)
    pygame.draw.circle(surf, (0, 0, 0, 110), (c + 2, c + 3), c)
    pygame.draw.circle(surf, theme.PARCHMENT, (c, c), c)
    pygame.draw.circle(surf, rgb, (c, c), c, max(3, size // 10))
    emblem = (c, int(c - size * 0.12))
    r = max(4, size // 7)
    if kind == "rum":
        rum_icon(surf, emblem, r)
    elif kind == "doubloons":
        coin_icon(surf, emblem, r + 1)
    elif kind == "prestige":
        prestige_icon(surf, emblem, r + 2)
    elif kind == "exchange":
        coin_icon(surf, (emblem[0] - r - 1, emblem[1]), r)
        prestige_icon(surf, (emblem[0] + r + 1, emblem[1]), r + 1)
    else:
        surf.blit(jewel("wild", 0, 0, 2 * r + 4), (emblem[0] - r - 2, emblem[1] - r - 2))
    theme.blit_text(
        surf,
        str(amount),
        (c, int(c + size * 0.24)),
        max(10, size // 3),
        theme.INK,
        bold=True,
        anchor="center",
    )
    return surf


@surface_cache(MiB // 8)
def token_back(size: int = 40) -> pygame.Surface:
    surf = pygame.Surface((size + 3, size + 4), pygame.SRCALPHA)
    c = size // 2
    pygame.draw.circle(surf, (0, 0, 0, 110), (c + 2, c + 3), c)
    pygame.draw.circle(surf, (120, 78, 40), (c, c), c)
    pygame.draw.circle(surf, theme.GOLD_DARK, (c, c), c, 3)
    chest = pygame.Rect(0, 0, size // 2, size // 3)
    chest.center = (c, c + 2)
    pygame.draw.rect(surf, theme.WOOD_DARK, chest, border_radius=3)
    pygame.draw.rect(surf, theme.GOLD, chest, 2, border_radius=3)
    pygame.draw.line(
        surf,
        theme.GOLD,
        (chest.x, chest.y + chest.h // 3),
        (chest.right - 1, chest.y + chest.h // 3),
        2,
    )
    return surf


@surface_cache(2 * MiB)
def mini_card(
    title: str, category: str, foot: str, size=(64, 90), glow: bool = False
) -> pygame.Surface:
    """A Mutiny card in a hand: category band, wrapped name, category word at the foot."""
    w, h = size
    surf = pygame.Surface((w + 3, h + 4), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, 100), (3, 4, w, h), border_radius=6)
    surf.blit(theme.panel_surface(w, h, "parchment", 6, 0), (0, 0))
    band = CATEGORY_RGB.get(category, theme.SEA)
    pygame.draw.rect(surf, band, (0, 0, w, 12), border_top_left_radius=6, border_top_right_radius=6)
    pygame.draw.rect(
        surf, band, (0, h - 16, w, 16), border_bottom_left_radius=6, border_bottom_right_radius=6
    )
    size_t = 11 if theme.font(11, True).size(title)[0] <= 2 * (w - 8) else 10
    img = theme.text(title, size_t, theme.INK, True, False, w - 6)
    surf.blit(img, img.get_rect(midtop=(w // 2, 16)), area=pygame.Rect(0, 0, w - 6, h - 34))
    fs = theme.fit_text(foot, 10, w - 6, bold=True, min_size=8)
    theme.blit_text(surf, foot, (w // 2, h - 8), fs, theme.TEXT_LIGHT, bold=True, anchor="center")
    pygame.draw.rect(
        surf, theme.GOLD if glow else theme.WOOD_DARK, (0, 0, w, h), width=2, border_radius=6
    )
    return surf


@surface_cache(2 * MiB)
def card_detail(title: str, text: str, category: str, foot: str, size=(206, 152)) -> pygame.Surface:
    """A Mutiny card large enough to read: name, effect, when it can be played."""
    w, h = size
    surf = pygame.Surface((w + 3, h + 4), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, 100), (3, 4, w, h), border_radius=8)
    surf.blit(theme.panel_surface(w, h, "parchment", 8, 0), (0, 0))
    band = CATEGORY_RGB.get(category, theme.SEA)
    pygame.draw.rect(surf, band, (0, 0, w, 24), border_top_left_radius=8, border_top_right_radius=8)
    size_t = theme.fit_text(title, 14, w - 12, bold=True, min_size=10)
    theme.blit_text(surf, title, (w // 2, 12), size_t, theme.TEXT_LIGHT, bold=True, anchor="center")
    foot_img = theme.text(foot, 11, theme.INK_SOFT, False, True, w - 14)
    body = theme.text(text, 12, theme.INK, False, False, w - 14)
    surf.blit(body, (7, 30), area=pygame.Rect(0, 0, w - 14, h - 40 - foot_img.get_height()))
    surf.blit(foot_img, foot_img.get_rect(midbottom=(w // 2, h - 5)))
    pygame.draw.rect(surf, theme.WOOD_DARK, (0, 0, w, h), width=2, border_radius=8)
    return surf


@surface_cache(MiB // 16)
def pirate_token(size: int = 22) -> pygame.Surface:
    """The black flag with a skull: the action the captain may not repeat."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(surf, (16, 16, 18), (size // 2, size // 2), size // 2)
    pygame.draw.circle(surf, (230, 230, 220), (size // 2, size // 2), size // 2, 1)
    s = size / 22
    pygame.draw.circle(surf, (236, 232, 220), (size // 2, int(9 * s)), int(5 * s))
    pygame.draw.rect(surf, (236, 232, 220), (int(8.5 * s), int(11 * s), int(5 * s), int(4 * s)))
    for dx in (-2, 2):
        pygame.draw.circle(
            surf, (16, 16, 18), (size // 2 + int(dx * s), int(9 * s)), max(1, int(1.5 * s))
        )
    pygame.draw.line(
        surf, (236, 232, 220), (int(5 * s), int(15 * s)), (int(17 * s), int(19 * s)), 2
    )
    pygame.draw.line(
        surf, (236, 232, 220), (int(17 * s), int(15 * s)), (int(5 * s), int(19 * s)), 2
    )
    return surf


@surface_cache(MiB // 16)
def blockade_sign(size: int = 22) -> pygame.Surface:
    """A no-entry sign: an action a Mutiny card blockades this round."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    pygame.draw.circle(surf, (196, 36, 30), (c, c), c)
    pygame.draw.circle(surf, (250, 240, 230), (c, c), c, 2)
    pygame.draw.rect(
        surf,
        (250, 240, 230),
        (size // 5, c - size // 10, size - 2 * (size // 5), max(3, size // 5)),
    )
    return surf


@surface_cache(MiB // 16)
def captain_hat(size: int = 20) -> pygame.Surface:
    """A tricorn: marks the captain (turn-order track, slot 1 of ordered actions)."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    s = size / 20
    body = [
        (1 * s, 13 * s),
        (4 * s, 6 * s),
        (10 * s, 3 * s),
        (16 * s, 6 * s),
        (19 * s, 13 * s),
        (10 * s, 10 * s),
    ]
    pygame.draw.polygon(surf, (24, 20, 18), body)
    pygame.draw.lines(surf, theme.GOLD, True, body, 2)
    pygame.draw.circle(surf, (236, 232, 220), (int(10 * s), int(6.5 * s)), max(1, int(2 * s)))
    return surf


@surface_cache(MiB // 8)
def bonus_icon(kind: str, size: int = 16) -> pygame.Surface:
    """The reward printed on a bonus square of the prestige track."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size // 2, size // 2)
    r = size // 2 - 2
    if kind == "doubloons":
        coin_icon(surf, c, r)
    elif kind == "rum":
        rum_icon(surf, c, r - 1)
    elif kind == "jewel":
        surf.blit(jewel("wild", 0, 0, size - 2), (0, 0))
    else:
        surf.blit(token_back(size - 2), (0, 0))
    return surf
