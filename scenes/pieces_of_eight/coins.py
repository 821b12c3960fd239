"""Pieces of Eight coins and holds, drawn by code and cached by their look.

Every coin type has an engraved emblem (a tricorn for the Captain, a bomb, a cannon ...) and a
short name; the Captain is gold, the others silver, and the reactive coins carry a blue band so a
player tells at a glance what may answer out of turn. A hidden coin shows the common seal on its
back; a hidden Captain shows a gold back (its edge gives it away, P8-4). Art is drawn at twice
the size and smoothed down, which anti-aliases the emblems.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

from ..core import theme
from ..core.surface_cache import MiB, surface_cache

SILVER = (200, 204, 210)
GOLD_METAL = (232, 186, 64)
REACTION_BAND = (58, 112, 168)
ACTION_BAND = (120, 126, 134)
GOLD_EDGE = (255, 208, 70)
SUPER = 2  # drawn at twice the size, then smoothed down
SMALL = 48  # coins below this size show their emblem only (names under them, if any)

REACTIONS = ("full_sail", "black_spot", "captains_monkey", "treachery")


# ---- emblems: each draws in a box of half-size r around (cx, cy) ------------------------------------
def _captain(s, cx, cy, r, ink):
    brim = [
        (cx - r, cy + r * 0.25),
        (cx - r * 0.55, cy - r * 0.05),
        (cx, cy + r * 0.15),
        (cx + r * 0.55, cy - r * 0.05),
        (cx + r, cy + r * 0.25),
        (cx, cy + r * 0.55),
    ]
    crown = [
        (cx - r * 0.55, cy - r * 0.05),
        (cx - r * 0.35, cy - r * 0.7),
        (cx, cy - r * 0.8),
        (cx + r * 0.35, cy - r * 0.7),
        (cx + r * 0.55, cy - r * 0.05),
        (cx, cy + r * 0.15),
    ]
    pygame.draw.polygon(s, ink, crown)
    pygame.draw.polygon(s, ink, brim)
    pygame.draw.circle(s, theme.shade(GOLD_METAL, 1.1), (cx, cy - r * 0.35), r * 0.16)


def _mate(s, cx, cy, r, ink):  # an anchor
    w = max(2, int(r * 0.16))
    pygame.draw.line(s, ink, (cx, cy - r * 0.6), (cx, cy + r * 0.75), w)
    pygame.draw.circle(s, ink, (cx, cy - r * 0.75), r * 0.2, w)
    pygame.draw.line(s, ink, (cx - r * 0.45, cy - r * 0.3), (cx + r * 0.45, cy - r * 0.3), w)
    pygame.draw.arc(
        s, ink, (cx - r * 0.75, cy - r * 0.2, r * 1.5, r * 1.0), math.pi * 1.05, math.pi * 1.95, w
    )
    for sx in (-1, 1):
        tip = (cx + sx * r * 0.72, cy + r * 0.22)
        pygame.draw.polygon(
            s,
            ink,
            [
                tip,
                (tip[0] - sx * r * 0.05, tip[1] - r * 0.3),
                (tip[0] + sx * r * 0.2, tip[1] - r * 0.12),
            ],
        )


def _bomb(s, cx, cy, r, ink):
    pygame.draw.circle(s, ink, (cx - r * 0.1, cy + r * 0.15), r * 0.62)
    pygame.draw.rect(s, ink, (cx + r * 0.12, cy - r * 0.62, r * 0.32, r * 0.3))
    pygame.draw.arc(
        s,
        ink,
        (cx + r * 0.25, cy - r * 1.0, r * 0.6, r * 0.6),
        0,
        math.pi * 0.9,
        max(2, int(r * 0.1)),
    )
    for a in range(0, 360, 60):
        x = cx + r * 0.85 + math.cos(math.radians(a)) * r * 0.18
        y = cy - r * 0.72 + math.sin(math.radians(a)) * r * 0.18
        pygame.draw.line(s, ink, (cx + r * 0.85, cy - r * 0.72), (x, y), max(1, int(r * 0.07)))


def _cannon(s, cx, cy, r, ink):
    a = math.radians(-20)
    ux, uy = math.cos(a), math.sin(a)
    px, py = -uy, ux
    base = (cx - r * 0.7, cy + r * 0.2)
    tip = (cx + r * 0.85 * ux + r * 0.1, cy + r * 0.85 * uy - r * 0.15)
    w0, w1 = r * 0.32, r * 0.22
    pygame.draw.polygon(
        s,
        ink,
        [
            (base[0] + px * w0, base[1] + py * w0),
            (tip[0] + px * w1, tip[1] + py * w1),
            (tip[0] - px * w1, tip[1] - py * w1),
            (base[0] - px * w0, base[1] - py * w0),
        ],
    )
    pygame.draw.circle(s, ink, (cx - r * 0.15, cy + r * 0.45), r * 0.38)
    pygame.draw.circle(s, theme.shade(SILVER, 0.9), (cx - r * 0.15, cy + r * 0.45), r * 0.14)


def _pistol(s, cx, cy, r, ink, flip: int):
    """One flintlock, barrel pointing to `flip` (1 right, -1 left)."""
    w = max(2, int(r * 0.22))
    x0, x1 = cx - flip * r * 0.35, cx + flip * r * 0.85
    pygame.draw.line(s, ink, (x0, cy), (x1, cy), w)
    pygame.draw.polygon(
        s,
        ink,
        [
            (x0 + flip * r * 0.1, cy - w * 0.5),
            (x0 - flip * r * 0.25, cy - w * 0.5),
            (x0 - flip * r * 0.6, cy + r * 0.55),
            (x0 - flip * r * 0.3, cy + r * 0.6),
            (x0 + flip * r * 0.12, cy + w * 0.6),
        ],
    )
    pygame.draw.circle(
        s, ink, (x0 + flip * r * 0.05, cy + r * 0.22), r * 0.12, max(1, int(r * 0.06))
    )


def _pistols(s, cx, cy, r, ink):
    _pistol(s, cx - r * 0.05, cy - r * 0.45, r * 0.8, ink, 1)
    _pistol(s, cx + r * 0.05, cy + r * 0.25, r * 0.8, ink, -1)


def _sabre(s, cx, cy, r, ink):
    pts_out, pts_in = [], []
    for k in range(9):  # a curved blade from the guard to the tip
        t = k / 8
        a = math.pi * (0.95 - 0.55 * t)
        rr = r * 1.25
        x = cx + r * 0.55 + rr * math.cos(a)
        y = cy + r * 0.85 - rr * math.sin(a)
        width = r * 0.2 * (1 - t) + r * 0.02
        pts_out.append((x, y))
        pts_in.append((x + width * math.cos(a), y - width * math.sin(a)))
    pygame.draw.polygon(s, ink, pts_out + pts_in[::-1])
    gx, gy = pts_out[0]
    pygame.draw.line(
        s, ink, (gx - r * 0.05, gy - r * 0.3), (gx + r * 0.3, gy + r * 0.15), max(2, int(r * 0.14))
    )
    pygame.draw.line(s, ink, (gx, gy), (gx - r * 0.25, gy + r * 0.35), max(3, int(r * 0.2)))


def _boarding_party(s, cx, cy, r, ink):  # a grappling hook
    w = max(2, int(r * 0.15))
    pygame.draw.line(s, ink, (cx, cy - r * 0.9), (cx, cy + r * 0.55), w)
    pygame.draw.circle(s, ink, (cx, cy - r * 0.85), r * 0.15, w)
    for box, start, stop in (
        ((cx - r * 0.8, cy - r * 0.3, r * 0.8, r * 0.9), math.pi, math.pi * 1.9),
        ((cx, cy - r * 0.3, r * 0.8, r * 0.9), math.pi * 1.1, math.pi * 2.0),
    ):
        pygame.draw.arc(s, ink, box, start, stop, w)
    pygame.draw.line(s, ink, (cx, cy + r * 0.55), (cx, cy + r * 0.15), w)


def _plunder(s, cx, cy, r, ink):  # a loot sack
    body = pygame.Rect(0, 0, r * 1.4, r * 1.2)
    body.center = (cx, cy + r * 0.25)
    pygame.draw.ellipse(s, ink, body)
    pygame.draw.polygon(
        s,
        ink,
        [
            (cx - r * 0.3, cy - r * 0.35),
            (cx + r * 0.3, cy - r * 0.35),
            (cx + r * 0.5, cy - r * 0.8),
            (cx - r * 0.5, cy - r * 0.8),
        ],
    )
    pygame.draw.line(
        s,
        theme.shade(SILVER, 0.85),
        (cx - r * 0.35, cy - r * 0.38),
        (cx + r * 0.35, cy - r * 0.38),
        max(1, int(r * 0.08)),
    )
    theme.blit_text(
        s,
        "$",
        (cx, cy + r * 0.28),
        int(r * 0.9),
        theme.shade(SILVER, 0.85),
        bold=True,
        anchor="center",
    )


def _barrel(s, cx, cy, r, ink):
    body = pygame.Rect(0, 0, r * 1.2, r * 1.6)
    body.center = (cx, cy)
    pygame.draw.ellipse(s, ink, body)
    pygame.draw.rect(s, ink, body.inflate(-r * 0.15, -r * 0.5))
    light = theme.shade(SILVER, 0.85)
    w = max(1, int(r * 0.09))
    for y in (-0.45, 0.45):
        pygame.draw.line(s, light, (cx - r * 0.56, cy + r * y), (cx + r * 0.56, cy + r * y), w)
    pygame.draw.line(s, light, (cx, cy - r * 0.7), (cx, cy + r * 0.7), w)


def _buried_treasure(s, cx, cy, r, ink):  # X marks the spot
    w = max(3, int(r * 0.24))
    pygame.draw.line(s, ink, (cx - r * 0.55, cy - r * 0.55), (cx + r * 0.55, cy + r * 0.55), w)
    pygame.draw.line(s, ink, (cx - r * 0.55, cy + r * 0.55), (cx + r * 0.55, cy - r * 0.55), w)
    for k in range(3):
        pygame.draw.circle(
            s, ink, (cx - r * 0.95 + k * r * 0.18, cy + r * 0.9 - k * r * 0.25), max(1, r * 0.07)
        )


def _call_to_quarters(s, cx, cy, r, ink):  # a ship's bell
    pygame.draw.polygon(
        s,
        ink,
        [
            (cx - r * 0.35, cy - r * 0.55),
            (cx + r * 0.35, cy - r * 0.55),
            (cx + r * 0.5, cy + r * 0.2),
            (cx + r * 0.75, cy + r * 0.5),
            (cx - r * 0.75, cy + r * 0.5),
            (cx - r * 0.5, cy + r * 0.2),
        ],
    )
    pygame.draw.circle(s, ink, (cx, cy - r * 0.55), r * 0.35)
    pygame.draw.circle(s, ink, (cx, cy + r * 0.72), r * 0.17)
    pygame.draw.circle(s, ink, (cx, cy - r * 0.95), r * 0.12, max(1, int(r * 0.08)))


def _full_sail(s, cx, cy, r, ink):
    w = max(2, int(r * 0.1))
    pygame.draw.line(s, ink, (cx - r * 0.45, cy - r * 0.95), (cx - r * 0.45, cy + r * 0.75), w)
    pygame.draw.polygon(
        s,
        ink,
        [
            (cx - r * 0.35, cy - r * 0.85),
            (cx + r * 0.75, cy + r * 0.45),
            (cx - r * 0.35, cy + r * 0.45),
        ],
    )
    pygame.draw.arc(
        s,
        ink,
        (cx - r * 0.95, cy + r * 0.55, r * 1.9, r * 0.5),
        math.pi,
        2 * math.pi,
        max(2, int(r * 0.14)),
    )


def _black_spot(s, cx, cy, r, ink):
    pygame.draw.circle(s, (16, 14, 12), (cx, cy), r * 0.62)
    pygame.draw.circle(s, ink, (cx, cy), r * 0.82, max(1, int(r * 0.08)))


def _captains_monkey(s, cx, cy, r, ink):
    for sx in (-1, 1):
        pygame.draw.circle(s, ink, (cx + sx * r * 0.62, cy - r * 0.2), r * 0.28)
    pygame.draw.circle(s, ink, (cx, cy), r * 0.6)
    face = theme.shade(SILVER, 0.9)
    pygame.draw.ellipse(s, face, (cx - r * 0.38, cy - r * 0.15, r * 0.76, r * 0.62))
    for sx in (-1, 1):
        pygame.draw.circle(s, ink, (cx + sx * r * 0.18, cy - r * 0.25), r * 0.09)
    pygame.draw.arc(
        s,
        ink,
        (cx - r * 0.2, cy + r * 0.05, r * 0.4, r * 0.3),
        math.pi * 1.1,
        math.pi * 1.9,
        max(1, int(r * 0.07)),
    )


def _treachery(s, cx, cy, r, ink):  # a dagger, point down
    pygame.draw.polygon(
        s, ink, [(cx - r * 0.16, cy - r * 0.3), (cx + r * 0.16, cy - r * 0.3), (cx, cy + r * 0.95)]
    )
    pygame.draw.line(
        s, ink, (cx - r * 0.5, cy - r * 0.35), (cx + r * 0.5, cy - r * 0.35), max(2, int(r * 0.16))
    )
    pygame.draw.line(s, ink, (cx, cy - r * 0.4), (cx, cy - r * 0.85), max(3, int(r * 0.2)))
    pygame.draw.circle(s, ink, (cx, cy - r * 0.92), r * 0.12)


EMBLEMS = {
    "captain": _captain,
    "mate": _mate,
    "bomb": _bomb,
    "cannon": _cannon,
    "pistols": _pistols,
    "sabre": _sabre,
    "boarding_party": _boarding_party,
    "plunder": _plunder,
    "barrel_of_grog": _barrel,
    "buried_treasure": _buried_treasure,
    "call_to_quarters": _call_to_quarters,
    "full_sail": _full_sail,
    "black_spot": _black_spot,
    "captains_monkey": _captains_monkey,
    "treachery": _treachery,
}


# ---- coins -------------------------------------------------------------------------------------
def _disc(size: int, metal, band=None) -> tuple[pygame.Surface, int]:
    """A blank coin at SUPER scale: shadow, rim, field, an optional coloured band."""
    big = size * SUPER
    surf = pygame.Surface((big + 4 * SUPER, big + 6 * SUPER), pygame.SRCALPHA)
    c = big // 2
    pygame.draw.circle(surf, (0, 0, 0, 100), (c + 2 * SUPER, c + 4 * SUPER), c)
    pygame.draw.circle(surf, theme.shade(metal, 0.62), (c, c), c)
    for k in range(10):  # soft light from the top left
        rr = int(c * 0.9 * (1 - k / 14))
        pygame.draw.circle(surf, theme.shade(metal, 0.82 + 0.03 * k), (c - k, c - k), rr)
    if band is not None:
        pygame.draw.circle(surf, band, (c, c), int(c * 0.9), max(2, int(c * 0.09)))
    pygame.draw.circle(surf, theme.shade(metal, 0.5), (c, c), int(c * 0.78), max(1, SUPER))
    return surf, c


def _smooth(surf: pygame.Surface, size: int) -> pygame.Surface:
    w, h = surf.get_size()
    return pygame.transform.smoothscale(surf, (w // SUPER, h // SUPER))


@dataclass(frozen=True)
class LabelFit:
    """How a coin's short name sits on a coin of some size: one or two lines at a font size,
    bold or not, squeezed sideways by `squeeze` (1.0 = not at all) to `width` pixels."""

    lines: tuple[str, ...]
    font: int
    bold: bool
    squeeze: float
    width: int  # the widest line once drawn (pixels)


ROOMY_COIN = 56  # from this size a coin's name sits lower, under a bigger emblem
PLATE = 4  # the plate behind a label is this much wider than its text
MIN_SQUEEZE = 0.7  # narrower than this a name is no longer easy to read


def label_y(size: int, lines: int) -> float:
    """The centre of a label, as a fraction of the coin's size from its top."""
    if lines == 2:
        return 0.68 if size >= ROOMY_COIN else 0.66
    return 0.72 if size >= ROOMY_COIN else 0.66


def _line_step(font_size: int, bold: bool) -> int:
    return theme.font(font_size, bold).get_ascent() + 2


def _label_height(lines: int, font_size: int, bold: bool) -> int:
    return _line_step(font_size, bold) * (lines - 1) + theme.font(font_size, bold).get_height()


def label_room(size: int, lines: int, font_size: int, bold: bool = True) -> int:
    """How wide a label's text may be so that its plate stays inside the coin: the chord of
    the disc at the label's lower edge (the wider end, below the centre), less the plate and two
    pixels of edge on each side (rounding)."""
    r = size / 2
    below = size * label_y(size, lines) + _label_height(lines, font_size, bold) / 2 - r
    if below >= r:
        return 0
    return int(2 * math.sqrt(r * r - below * below)) - PLATE - 4


@lru_cache(maxsize=1024)
def fit_label(label: str, size: int) -> LabelFit | None:
    """The largest readable way to print `label` on a coin of `size` (None below SMALL: the
    emblem alone). In bold on one line, shrinking the font; on two lines at a space if that is
    much bigger; else at the smallest font, bold or regular, squeezed sideways if it must be
    (never below MIN_SQUEEZE)."""
    if size < SMALL:
        return None
    biggest = max(9, min(14, int(size * 0.2)))
    smallest = 8 if size < 50 else 9
    one = None
    for fs in range(biggest, smallest - 1, -1):
        w = theme.font(fs, True).size(label)[0]
        if w <= label_room(size, 1, fs):
            one = LabelFit((label,), fs, True, 1.0, w)
            break
    if " " in label and (one is None or one.font < biggest - 1):
        words = label.split(" ")
        cut = min(
            range(1, len(words)),
            key=lambda k: abs(len(" ".join(words[:k])) - len(" ".join(words[k:]))),
        )
        lines = (" ".join(words[:cut]), " ".join(words[cut:]))
        for fs in range(min(biggest, 11), smallest - 1, -1):
            w = max(theme.font(fs, True).size(x)[0] for x in lines)
            if w <= label_room(size, 2, fs) and (one is None or fs > one.font + 1):
                return LabelFit(lines, fs, True, 1.0, w)
    if one is not None:
        return one
    best: LabelFit | None = None
    for bold in (True, False):
        w = theme.font(smallest, bold).size(label)[0]
        squeeze = min(1.0, label_room(size, 1, smallest, bold) / w)
        fit = LabelFit((label,), smallest, bold, squeeze, int(w * squeeze))
        if squeeze >= 0.85:
            return fit
        if best is None or squeeze > best.squeeze:
            best = fit
    assert best is not None
    return LabelFit(best.lines, best.font, best.bold, max(MIN_SQUEEZE, best.squeeze), best.width)


def _label_image(fit: LabelFit, colour) -> pygame.Surface:
    """The label's lines, centred under one another, squeezed as the fit says."""
    imgs = [theme.text(line, fit.font, colour, fit.bold) for line in fit.lines]
    if fit.squeeze < 1.0:
        imgs = [
            pygame.transform.smoothscale(
                i, (max(1, int(i.get_width() * fit.squeeze)), i.get_height())
            )
            for i in imgs
        ]
    step = _line_step(fit.font, fit.bold)
    h = step * (len(imgs) - 1) + imgs[-1].get_height()
    out = pygame.Surface((max(i.get_width() for i in imgs), h), pygame.SRCALPHA)
    for k, img in enumerate(imgs):
        out.blit(img, img.get_rect(midtop=(out.get_width() // 2, k * step)))
    return out


def label_box(fit: LabelFit, size: int) -> pygame.Rect:
    """Where a coin of `size` prints its label, the plate behind it included."""
    box = pygame.Rect(0, 0, fit.width, _label_height(len(fit.lines), fit.font, fit.bold))
    box.center = (size // 2, round(size * label_y(size, len(fit.lines))))
    return box.inflate(PLATE, 0)


@surface_cache(4 * MiB)  # the yard and every ship's coins, at each size
def face(type_id: str, size: int, label: str) -> pygame.Surface:
    """A coin face up: its emblem and its short name, fitted to the coin (fit_label)."""
    gold = type_id == "captain"
    metal = GOLD_METAL if gold else SILVER
    band = None if gold else (REACTION_BAND if type_id in REACTIONS else ACTION_BAND)
    surf, c = _disc(size, metal, band)
    if gold:
        pygame.draw.circle(surf, GOLD_EDGE, (c, c), c, max(3, int(c * 0.1)))
    draw = EMBLEMS.get(type_id)
    ink = theme.shade(metal, 0.32)
    fit = fit_label(label, size)
    if draw is not None:
        if fit is None:
            draw(surf, c, c, c * 0.55, ink)
        elif len(fit.lines) == 2:
            draw(surf, c, c - c * 0.32, c * 0.34, ink)
        elif size >= ROOMY_COIN:
            draw(surf, c, c - c * 0.2, c * 0.42, ink)
        else:
            draw(surf, c, c - c * 0.28, c * 0.38, ink)
    out = _smooth(surf, size)
    if fit is None:  # too small to read a name: the emblem alone
        return out
    img = _label_image(fit, theme.shade(metal, 0.22))
    plate = label_box(fit, size)
    pygame.draw.rect(out, (*theme.shade(metal, 1.08), 235), plate, border_radius=3)
    out.blit(img, img.get_rect(center=plate.center))
    return out


@surface_cache(MiB // 2)
def back(size: int, gold: bool = False) -> pygame.Surface:
    """A coin face down: the seal common to every coin; gold for a Captain (P8-4)."""
    metal = theme.shade(GOLD_METAL, 0.85) if gold else theme.shade(SILVER, 0.72)
    surf, c = _disc(size, metal)
    ink = theme.shade(metal, 0.5)
    r = c * 0.62
    for k in range(8):  # a compass-rose seal
        a = k * math.pi / 4
        rr = r if k % 2 == 0 else r * 0.6
        tip = (c + rr * math.cos(a), c + rr * math.sin(a))
        left = (c + r * 0.16 * math.cos(a + 1.2), c + r * 0.16 * math.sin(a + 1.2))
        right = (c + r * 0.16 * math.cos(a - 1.2), c + r * 0.16 * math.sin(a - 1.2))
        pygame.draw.polygon(surf, ink, [tip, left, (c, c), right])
    pygame.draw.circle(surf, ink, (c, c), int(r * 1.12), max(1, SUPER))
    if gold:
        pygame.draw.circle(surf, GOLD_EDGE, (c, c), c, max(3, int(c * 0.12)))
    return _smooth(surf, size)


@surface_cache(MiB // 4)
def slot(size: int, label: str, colour=theme.FOAM) -> pygame.Surface:
    """An empty place for a coin (an empty crow's nest): a dashed ring and its name."""
    surf = pygame.Surface((size + 4, size + 6), pygame.SRCALPHA)
    c = size // 2
    for k in range(16):
        a0 = k * math.pi / 8
        pygame.draw.arc(
            surf, (*colour[:3], 150), (2, 2, size - 4, size - 4), a0, a0 + math.pi / 14, 2
        )
    fs = max(8, int(size * 0.15))
    theme.blit_text(surf, theme.ellipsize(label, fs, size - 8), (c, c), fs, colour, anchor="center")
    return surf


@surface_cache(3 * MiB // 2)
def ring(size: int, colour, width: int = 3, alpha: int = 255) -> pygame.Surface:
    """A circular highlight around a coin of `size`."""
    d = size + 12
    surf = pygame.Surface((d, d), pygame.SRCALPHA)
    pygame.draw.circle(surf, (*colour[:3], alpha), (d // 2, d // 2), d // 2 - 1, width)
    return surf


@surface_cache(2 * MiB)
def frame(w: int, h: int, colour, width: int = 3, alpha: int = 255) -> pygame.Surface:
    """A rounded highlight frame (a seat being asked, a ship that can be targeted); the
    platform's glow draws a new one every frame, this one is kept."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, (*colour[:3], alpha), (0, 0, w, h), width=width, border_radius=10)
    return surf


# ---- holds ---------------------------------------------------------------------------------------
@surface_cache(3 * MiB // 2)
def bag(size: int, count: int, colour=(120, 84, 52), openable: bool = False) -> pygame.Surface:
    """The hold: a velvet bag with its coin count."""
    big = size * SUPER
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    cx = big // 2
    body = pygame.Rect(0, 0, big * 0.86, big * 0.66)
    body.midbottom = (cx, big - 2 * SUPER)
    pygame.draw.ellipse(surf, (0, 0, 0, 90), body.move(2 * SUPER, 3 * SUPER))
    pygame.draw.ellipse(surf, colour, body)
    neck = [
        (cx - big * 0.16, body.y + big * 0.06),
        (cx + big * 0.16, body.y + big * 0.06),
        (cx + big * 0.28, big * 0.12),
        (cx - big * 0.28, big * 0.12),
    ]
    pygame.draw.polygon(surf, theme.shade(colour, 0.9), neck)
    pygame.draw.line(
        surf,
        theme.GOLD,
        (cx - big * 0.2, body.y + big * 0.04),
        (cx + big * 0.2, body.y + big * 0.04),
        max(2, int(big * 0.04)),
    )
    pygame.draw.ellipse(
        surf,
        theme.shade(colour, 1.25),
        body.inflate(-body.w * 0.55, -body.h * 0.6).move(-body.w * 0.18, -body.h * 0.12),
    )
    out = pygame.transform.smoothscale(surf, (size, size))
    fs = max(11, int(size * 0.3))
    theme.blit_text(
        out,
        str(count),
        (size // 2, int(size * 0.64)),
        fs,
        theme.TEXT_LIGHT,
        bold=True,
        anchor="center",
        shadow=True,
    )
    if openable:
        theme.blit_text(
            out,
            "+",
            (size - 6, 6),
            max(10, int(size * 0.22)),
            theme.GOLD_LIGHT,
            bold=True,
            anchor="center",
            shadow=True,
        )
    return out
