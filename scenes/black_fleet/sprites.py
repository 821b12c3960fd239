"""Black Fleet pieces drawn by code: ships (merchant, pirate, navy), goods cubes, movement and
fortune cards, development and victory chips, card backs. Each is cached by its look; colours
are passed as RGB tuples (already colour-blind adjusted by the caller, see `goods_rgb` and
theme.seat_rgb) so the cache keys stay hashable and a settings change gives new sprites.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from ..core import theme
from ..core.surface_cache import MiB, surface_cache

SCALE = 4  # ships are drawn 4x larger, then smoothed down
OUTLINE = (28, 20, 14)
WOOD_HULL = (128, 84, 44)
PIRATE_HULL = (58, 40, 34)
NAVY_HULL = (54, 64, 84)
CANVAS = (238, 230, 208)

GOODS = {
    "yellow": (236, 198, 44),
    "red": (204, 52, 42),
    "green": (58, 156, 72),
    "blue": (48, 104, 204),
    "purple": (142, 70, 172),
}
GOODS_SAFE = {
    "yellow": (240, 228, 66),
    "red": (213, 94, 0),
    "green": (0, 158, 115),
    "blue": (0, 114, 178),
    "purple": (204, 121, 167),
}
# In colour-blind mode every goods colour also carries a mark (theme.draw_symbol names).
GOODS_MARK = {
    "yellow": "circle",
    "red": "triangle",
    "green": "diamond",
    "blue": "square",
    "purple": "plus",
}
MOVE_BACK = (118, 78, 44)
FORTUNE_BACK = (40, 82, 140)
DEV_BACK = (110, 38, 34)


def goods_rgb(colour: str) -> tuple[int, int, int]:
    table = GOODS_SAFE if theme.colourblind() else GOODS
    return table.get(colour, (128, 128, 128))


def _outlined_polygon(surf, colour, points, width: int = 3) -> None:
    pygame.draw.polygon(surf, colour, points)
    pygame.draw.polygon(surf, OUTLINE, points, width)


# ---- ships ---------------------------------------------------------------------------------
@surface_cache(MiB)
def ship(
    kind: str, sail, size: int, symbol: str = "", left: bool = False, hull=None
) -> pygame.Surface:
    """A ship seen from the side, `size` pixels square, sailing right (or `left`). `sail` is the
    owner's (or navy's) colour; `symbol` (colour-blind mode) is drawn on the main sail."""
    s = 32 * SCALE
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    draw = {"merchant": _merchant, "pirate": _pirate, "navy": _navy}[kind]
    centre = draw(surf, sail, hull)
    if symbol:
        theme.draw_symbol(surf, symbol, centre, 5 * SCALE, theme.contrast_text(sail))
    if left:
        surf = pygame.transform.flip(surf, True, False)
    return pygame.transform.smoothscale(surf, (size, size))


def _water(surf) -> None:
    pygame.draw.ellipse(surf, (220, 240, 246, 150), (8, 100, 112, 14))


def _hull(surf, colour, points) -> None:
    _outlined_polygon(surf, colour, points, 4)
    top = points[0][1]
    for k in (8, 16):
        pygame.draw.line(
            surf,
            theme.shade(colour, 0.7),
            (points[0][0] + 10, top + k),
            (points[1][0] - 10, top + k),
            2,
        )


def _merchant(surf, sail, hull):
    """A round-bellied trader: two square sails in the owner's colour."""
    _water(surf)
    _hull(surf, hull or WOOD_HULL, [(10, 74), (118, 74), (102, 106), (26, 106)])
    _outlined_polygon(
        surf, theme.shade(hull or WOOD_HULL, 0.85), [(10, 60), (34, 60), (34, 74), (10, 74)]
    )
    for x in (50, 86):
        pygame.draw.line(surf, OUTLINE, (x, 74), (x, 10), 5)
    _outlined_polygon(surf, sail, [(30, 18), (70, 18), (74, 42), (70, 66), (30, 66), (34, 42)])
    _outlined_polygon(surf, sail, [(70, 26), (102, 26), (106, 46), (102, 66), (70, 66), (73, 46)])
    pygame.draw.polygon(surf, theme.RED, [(86, 10), (104, 14), (86, 18)])
    return (51, 42)


def _pirate(surf, sail, hull):
    """A sleek raider: lateen sails in the owner's colour and the black flag."""
    _water(surf)
    _hull(surf, hull or PIRATE_HULL, [(6, 72), (122, 68), (100, 104), (22, 104)])
    pygame.draw.line(surf, OUTLINE, (62, 72), (62, 6), 5)
    _outlined_polygon(surf, sail, [(66, 12), (66, 66), (116, 66)])
    _outlined_polygon(surf, sail, [(58, 18), (58, 66), (16, 66)])
    flag = pygame.Rect(40, 2, 24, 16)
    pygame.draw.rect(surf, (16, 16, 18), flag)
    pygame.draw.rect(surf, (230, 230, 230), flag, 1)
    pygame.draw.circle(surf, (236, 236, 230), (52, 8), 4)
    pygame.draw.line(surf, (236, 236, 230), (45, 12), (59, 16), 2)
    pygame.draw.line(surf, (236, 236, 230), (45, 16), (59, 12), 2)
    return (80, 50)


def _navy(surf, sail, hull):
    """A man-of-war: three masts in the navy's colour, gun ports and a long pennant."""
    _water(surf)
    _hull(surf, hull or NAVY_HULL, [(6, 70), (122, 70), (106, 106), (22, 106)])
    pygame.draw.line(surf, sail, (14, 80), (114, 80), 5)
    for x in range(24, 110, 14):
        pygame.draw.rect(surf, (18, 18, 22), (x, 86, 7, 6))
    for x, top in ((36, 20), (64, 8), (92, 20)):
        pygame.draw.line(surf, OUTLINE, (x, 70), (x, top), 5)
    _outlined_polygon(surf, sail, [(22, 28), (50, 28), (52, 64), (20, 64)])
    _outlined_polygon(surf, sail, [(46, 16), (82, 16), (86, 64), (42, 64)])
    _outlined_polygon(surf, sail, [(78, 28), (106, 28), (108, 64), (76, 64)])
    pygame.draw.polygon(surf, CANVAS, [(64, 4), (100, 8), (64, 12)])
    pygame.draw.line(surf, OUTLINE, (64, 8), (100, 8), 1)
    ink = theme.contrast_text(sail)
    pygame.draw.circle(surf, ink, (64, 40), 9, 3)  # the admiralty's ring
    return (64, 40)


@surface_cache(MiB // 2)
def sunk_ship(kind: str, sail, size: int, t_index: int) -> pygame.Surface:
    """A ship tilting and sinking (t_index 0..9), for the sinking animation."""
    img = ship(kind, sail, size)
    tilt = pygame.transform.rotate(img, -6 * t_index)
    tilt.set_alpha(max(0, 255 - 24 * t_index))
    return tilt


# ---- goods cubes ---------------------------------------------------------------------------
@surface_cache(MiB // 4)
def cube(colour: str, size: int, colourblind: bool) -> pygame.Surface:
    """A goods cube; in colour-blind mode it carries its colour's mark."""
    rgb = (GOODS_SAFE if colourblind else GOODS).get(colour, (128, 128, 128))
    surf = pygame.Surface((size + 2, size + 2), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, 120), (2, 2, size, size), border_radius=2)
    pygame.draw.rect(surf, rgb, (0, 0, size, size), border_radius=2)
    pygame.draw.rect(
        surf, theme.shade(rgb, 1.3), (2, 2, size - 4, max(2, size // 4)), border_radius=1
    )
    pygame.draw.rect(surf, theme.shade(rgb, 0.45), (0, 0, size, size), 1, border_radius=2)
    if colourblind:
        theme.draw_symbol(
            surf,
            GOODS_MARK.get(colour, "circle"),
            (size // 2, size // 2 + 1),
            max(2, size // 3),
            theme.contrast_text(rgb),
        )
    return surf


# ---- cards ---------------------------------------------------------------------------------
def _card_base(w: int, h: int, edge) -> pygame.Surface:
    surf = pygame.Surface((w + 3, h + 4), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, 100), (3, 4, w, h), border_radius=7)
    surf.blit(theme.panel_surface(w, h, "parchment", 7, 0), (0, 0))
    pygame.draw.rect(surf, edge, (0, 0, w, h), 3, border_radius=7)
    return surf


@surface_cache(2 * MiB)
def movement_card(
    card_id: str,
    navy_rgb,
    navy_value: int,
    pirate: int,
    merchant: int,
    draw: int,
    discard: int,
    size=(64, 88),
) -> pygame.Surface:
    """A movement card: the navy it commands with its value, then pirate and merchant values,
    then the bottom symbol (fortune cards to draw or discard)."""
    w, h = size
    surf = _card_base(w, h, MOVE_BACK)
    row = (h - 22) // 3
    icon = min(row + 2, 26)
    rows = (
        ("navy", navy_rgb, navy_value),
        ("pirate", (70, 70, 74), pirate),
        ("merchant", CANVAS, merchant),
    )
    for k, (kind, rgb, value) in enumerate(rows):
        y = 4 + k * row
        if k == 0:
            pygame.draw.rect(surf, theme.shade(navy_rgb, 1.0), (3, 3, w - 6, row), border_radius=5)
        surf.blit(ship(kind, rgb, icon), (4, y + (row - icon) // 2))
        ink = theme.contrast_text(navy_rgb) if k == 0 else theme.INK
        theme.blit_text(
            surf,
            str(value),
            (w - 10, y + row // 2),
            int(row * 0.8),
            ink,
            bold=True,
            anchor="midright",
        )
    _bottom_symbol(surf, pygame.Rect(4, h - 20, w - 8, 16), draw, discard)
    theme.blit_text(surf, card_id, (w - 5, h - 4), 7, theme.INK_SOFT, anchor="bottomright")
    return surf


def _bottom_symbol(surf, rect: pygame.Rect, draw: int, discard: int) -> None:
    """A little fortune-card back with +n (cards to draw) or −n (to discard); nothing for the
    plain bottom."""
    if not (draw or discard):
        return
    back = pygame.Rect(rect.x + 1, rect.y + 2, 9, 13)
    pygame.draw.rect(surf, FORTUNE_BACK, back, border_radius=2)
    pygame.draw.rect(surf, theme.GOLD_DARK, back, 1, border_radius=2)
    text, colour = (f"+{draw}", theme.GREEN) if draw else (f"−{discard}", theme.RED)
    theme.blit_text(
        surf, text, (back.right + 1, back.centery), 11, colour, bold=True, anchor="midleft"
    )


@surface_cache(MiB)
def fortune_card(name: str, size=(64, 88)) -> pygame.Surface:
    """A fortune card: blue frame, a compass star and the card's name."""
    w, h = size
    surf = _card_base(w, h, FORTUNE_BACK)
    pygame.draw.rect(surf, FORTUNE_BACK, (3, 3, w - 6, 22), border_radius=5)
    _star(surf, (w // 2, 14), 8, theme.GOLD_LIGHT)
    draw_wrapped(surf, name, pygame.Rect(3, 28, w - 6, h - 32), 12, theme.INK)
    return surf


def _star(surf, centre, r: int, colour) -> None:
    cx, cy = centre
    pts = []
    for k in range(8):
        rr = r if k % 2 == 0 else r * 0.35
        a = -math.pi / 2 + k * math.pi / 4
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    pygame.draw.polygon(surf, colour, pts)


def draw_wrapped(
    surf, text: str, rect: pygame.Rect, size: int, colour, bold: bool = True, min_size: int = 8
) -> None:
    """Words wrapped into `rect`, centred. The font shrinks until the lines fit (a bold text
    may fall back to the regular weight); only if nothing fits is a word hyphenated, and what
    still does not fit ends in "…"."""
    s, weight, lines = _fit_lines(text, size, min_size, bold, rect.w, rect.h)
    step = theme.font(s, weight).get_linesize()
    y = rect.y + max(0, (rect.h - step * len(lines)) // 2)
    for ln in lines:
        theme.blit_text(surf, ln, (rect.centerx, y), s, colour, bold=weight, anchor="midtop")
        y += step


@lru_cache(maxsize=512)
def _fit_lines(
    text: str, size: int, min_size: int, bold: bool, width: int, height: int
) -> tuple[int, bool, tuple[str, ...]]:
    passes = [(bold, False)] + ([(False, False)] if bold else []) + [(bold, True)]
    for weight, hyphenate in passes:
        for s in range(size, min_size - 1, -1):
            lines, f = _wrap(text, s, weight, width, hyphenate)
            fits = max((f.size(ln)[0] for ln in lines), default=0) <= width
            if fits and f.get_linesize() * len(lines) <= height + 2:
                return s, weight, tuple(lines)
    room = max(1, (height + 2) // f.get_linesize())
    if len(lines) > room:
        lines = lines[:room]
        lines[-1] = theme.ellipsize(lines[-1] + "…", min_size, width, bold)
    return min_size, bold, tuple(lines)


def _wrap(text: str, size: int, bold: bool, width: int, hyphenate: bool):
    f = theme.font(size, bold)
    words = []
    for word in text.split():
        while hyphenate and f.size(word)[0] > width and len(word) > 5:
            cut = max(
                [k for k in range(3, len(word) - 2) if f.size(word[:k] + "-")[0] <= width] or [3]
            )
            words.append(word[:cut] + "-")
            word = word[cut:]
        words.append(word)
    lines, line = [], ""
    for word in words:
        trial = f"{line} {word}".strip() if not line.endswith("-") else None
        if trial is not None and (f.size(trial)[0] <= width or not line):
            line = trial
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines, f


@surface_cache(MiB)
def smaller(image: pygame.Surface, size) -> pygame.Surface:
    """A card face shrunk to `size` (a discard pile's top card): the same look, smaller."""
    w, h = image.get_size()
    scale = size[0] / (w - 3)
    return pygame.transform.smoothscale(image, (int(w * scale), int(h * scale)))


@surface_cache(MiB // 2)
def card_back(colour, size=(44, 62), label: str = "") -> pygame.Surface:
    w, h = size
    surf = pygame.Surface((w + 3, h + 4), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, 100), (3, 4, w, h), border_radius=6)
    pygame.draw.rect(surf, colour, (0, 0, w, h), border_radius=6)
    for k in range(-h, w, 9):
        pygame.draw.line(surf, theme.shade(colour, 0.8), (k, 0), (k + h, h), 2)
    pygame.draw.rect(surf, theme.GOLD_DARK, (0, 0, w, h), 2, border_radius=6)
    if label:
        box = pygame.Rect(0, 0, w - 10, 20)
        box.center = (w // 2, h // 2)
        pygame.draw.rect(surf, (0, 0, 0, 150), box, border_radius=8)
        theme.blit_text(surf, label, box.center, 14, theme.GOLD_LIGHT, bold=True, anchor="center")
    return surf


# ---- development and victory chips (seat panels) -------------------------------------------
@surface_cache(MiB)
def dev_chip(cost: int, name: str, state: str, size=(52, 38)) -> pygame.Surface:
    """One development card in a seat's row. `state`: "up" (bought, face up), "known" (the
    viewer's own, still face down) or "hidden" (someone else's face-down card: its cost only)."""
    w, h = size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    if state == "hidden":
        pygame.draw.rect(surf, DEV_BACK, (0, 0, w, h), border_radius=5)
        for k in range(-h, w, 7):
            pygame.draw.line(surf, theme.shade(DEV_BACK, 0.75), (k, 0), (k + h, h), 2)
        pygame.draw.rect(surf, theme.GOLD_DARK, (0, 0, w, h), 1, border_radius=5)
        _cost_coin(surf, (w // 2, h // 2), cost, 10)
        return surf
    surf.blit(theme.panel_surface(w, h, "parchment", 5, 0), (0, 0))
    if state == "known":
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        veil.fill((70, 50, 30, 80))
        surf.blit(veil, (0, 0))
    ink = theme.INK if state == "up" else theme.INK_SOFT
    cost_ink = theme.GOLD_DARK if state == "up" else ink
    if w >= 2 * h:  # a wide chip: the cost on the left, the name beside it on up to two lines
        theme.blit_text(surf, str(cost), (4, h // 2), 10, cost_ink, bold=True, anchor="midleft")
        right = w - 12 if state == "up" else w - 3
        if state == "up":
            pygame.draw.lines(surf, theme.GREEN, False, [(w - 10, 5), (w - 7, 8), (w - 3, 2)], 2)
        draw_wrapped(surf, name, pygame.Rect(18, 1, right - 18, h - 2), 9, ink, bold=False)
    else:
        theme.blit_text(surf, str(cost), (4, 0), 10, cost_ink, bold=True)
        if state == "up":
            pygame.draw.lines(surf, theme.GREEN, False, [(w - 13, 6), (w - 9, 10), (w - 4, 2)], 2)
        draw_wrapped(surf, name, pygame.Rect(2, 12, w - 4, h - 13), 9, ink, bold=False)
    edge = theme.GOLD if state == "up" else theme.WOOD_DARK
    pygame.draw.rect(surf, edge, (0, 0, w, h), 2 if state == "up" else 1, border_radius=5)
    return surf


@surface_cache(MiB // 4)
def victory_chip(cost: int, paid: bool, size=(52, 38)) -> pygame.Surface:
    """The ransom card: a wax seal with its cost; gold once paid."""
    w, h = size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    body = theme.GOLD if paid else (70, 30, 40)
    pygame.draw.rect(surf, body, (0, 0, w, h), border_radius=5)
    pygame.draw.rect(
        surf, theme.GOLD_LIGHT if paid else theme.GOLD_DARK, (0, 0, w, h), 2, border_radius=5
    )
    _crown(surf, (w // 2, 10), theme.INK if paid else theme.GOLD_LIGHT)
    theme.blit_text(
        surf,
        str(cost),
        (w // 2, h - 2),
        13,
        theme.INK if paid else theme.GOLD_LIGHT,
        bold=True,
        anchor="midbottom",
    )
    return surf


def _crown(surf, centre, colour) -> None:
    cx, cy = centre
    pygame.draw.polygon(
        surf,
        colour,
        [
            (cx - 9, cy + 5),
            (cx - 9, cy - 4),
            (cx - 4, cy + 1),
            (cx, cy - 6),
            (cx + 4, cy + 1),
            (cx + 9, cy - 4),
            (cx + 9, cy + 5),
        ],
    )


def _cost_coin(surf, centre, cost: int, r: int) -> None:
    pygame.draw.circle(surf, theme.GOLD, centre, r)
    pygame.draw.circle(surf, theme.GOLD_DARK, centre, r, 1)
    theme.blit_text(
        surf, str(cost), centre, max(8, int(r * 1.2)), theme.INK, bold=True, anchor="center"
    )


@surface_cache(MiB // 8)
def doubloon(size: int = 16) -> pygame.Surface:
    surf = pygame.Surface((size + 2, size + 2), pygame.SRCALPHA)
    c = size // 2
    pygame.draw.circle(surf, (0, 0, 0, 110), (c + 1, c + 2), c)
    pygame.draw.circle(surf, theme.GOLD, (c, c), c)
    pygame.draw.circle(surf, theme.GOLD_LIGHT, (c - 1, c - 1), max(1, c - 3))
    pygame.draw.circle(surf, theme.GOLD_DARK, (c, c), c, 1)
    pygame.draw.circle(surf, theme.GOLD_DARK, (c, c), max(1, c // 2), 1)
    return surf
