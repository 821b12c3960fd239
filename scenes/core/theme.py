"""The look: palette, seat colours (with a colour-blind-safe set and a symbol per seat), fonts,
cached text, textured panels. Everything is drawn by code from the generated assets/."""

from __future__ import annotations

import io
import math
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from functools import cache, lru_cache
from pathlib import Path
from types import FrameType
from typing import NamedTuple

import pygame
from pygame.typing import ColorLike, Point, RectLike

from .paths import assets_dir
from .surface_cache import MiB, surface_cache

RGB = tuple[int, int, int]

# ---- palette -------------------------------------------------------------------------------------
SEA = (22, 78, 112)
FOAM = (214, 236, 240)
PARCHMENT = (236, 222, 186)
PARCHMENT_DARK = (206, 182, 138)
INK = (44, 30, 18)
INK_SOFT = (96, 74, 50)
GOLD = (214, 170, 60)
GOLD_DARK = (150, 108, 28)
GOLD_LIGHT = (244, 214, 120)
WOOD = (96, 62, 34)
WOOD_DARK = (58, 36, 20)
RED = (176, 48, 40)
GREEN = (60, 140, 70)
TEXT_LIGHT = (244, 236, 214)
TEXT_DIM = (170, 176, 170)
HIGHLIGHT = (255, 214, 90)
SHADOW = (0, 0, 0, 110)

SEAT_COLOURS = {
    "red": (196, 52, 44),
    "blue": (44, 98, 186),
    "green": (52, 146, 70),
    "yellow": (226, 190, 40),
    "purple": (130, 70, 160),
    "orange": (226, 124, 36),
    "white": (236, 236, 228),
    "black": (40, 40, 44),
    "teal": (30, 150, 150),
    "grey": (128, 128, 128),
}
# Okabe & Ito's palette, distinguishable with the common colour-vision deficiencies.
SAFE_COLOURS = {
    "red": (213, 94, 0),
    "blue": (0, 114, 178),
    "green": (0, 158, 115),
    "yellow": (240, 228, 66),
    "purple": (204, 121, 167),
    "orange": (230, 159, 0),
    "white": (236, 236, 228),
    "black": (30, 30, 30),
    "teal": (86, 180, 233),
    "grey": (128, 128, 128),
}
SYMBOLS = ("circle", "square", "triangle", "diamond", "star", "cross", "hexagon", "plus", "ring")

_colourblind = False


def set_colourblind(on: bool) -> None:
    global _colourblind
    _colourblind = bool(on)


def colourblind() -> bool:
    return _colourblind


def seat_rgb(colour: str) -> RGB:
    table = SAFE_COLOURS if _colourblind else SEAT_COLOURS
    return table.get(colour, SEAT_COLOURS["grey"])


def shade(rgb: Sequence[int], f: float) -> RGB:
    """`rgb` darkened (f < 1) or lightened (f > 1) by the factor `f`, each channel kept in
    0..255 (an alpha channel is dropped)."""
    r, g, b = (max(0, min(255, int(c * f))) for c in rgb[:3])
    return r, g, b


def contrast_text(rgb: Sequence[int]) -> RGB:
    r, g, b = rgb[:3]
    return INK if (0.299 * r + 0.587 * g + 0.114 * b) > 140 else TEXT_LIGHT


# ---- the text audit (a debug hook) ---------------------------------------------------------------
class TextIssue(NamedTuple):
    """A text that does not fit where it is drawn.

    kind: `cut` (ellipsised to fit), `shrunk` (drawn smaller than asked, to fit), `overflow`
    (wrapped text still wider than its width), `outside` (it crosses the edge of a panel drawn on
    the same surface) or `clipped` (it runs past the surface's clip or edge). `where` is the
    drawing code (module:line)."""

    kind: str
    text: str
    rect: tuple[int, int, int, int] | None = None
    bound: tuple[int, int, int, int] | None = None
    where: str = ""


class TextAudit:
    """What `audit_text()` collects: every text cut, shrunk or drawn across an edge. Panels drawn
    with `draw_panel` are remembered per surface, so that a text crossing one's edge is seen.
    (Plain classes, not dataclasses: building those costs the first frame a millisecond each.)"""

    def __init__(self) -> None:
        self.issues: list[TextIssue] = []
        self.panels: list[tuple[pygame.Surface, pygame.Rect]] = []

    def note(self, issue: TextIssue) -> None:
        if issue not in self.issues:
            self.issues.append(issue)

    def reset(self) -> None:
        self.issues.clear()
        self.panels.clear()


_audit: TextAudit | None = None


@contextmanager
def audit_text() -> Iterator[TextAudit]:
    """Collect the text issues of everything drawn inside the block (tests of the layouts)."""
    global _audit
    previous, _audit = _audit, TextAudit()
    try:
        yield _audit
    finally:
        _audit = previous


def new_frame(surface: pygame.Surface) -> None:
    """A frame starts on `surface`: the panels of the last one are drawn over (the App calls it;
    only an audit keeps panels)."""
    if _audit is not None:
        _audit.panels[:] = [(t, r) for t, r in _audit.panels if t is not surface]


def _caller() -> str:
    """module:line of the first frame outside this module (what drew the text)."""
    frame: FrameType | None = sys._getframe(2)
    while frame is not None and frame.f_code.co_filename == __file__:
        frame = frame.f_back
    if frame is None:
        return ""
    name = frame.f_globals.get("__name__", "?")
    return f"{name}:{frame.f_lineno}"


def _box(rect: pygame.Rect) -> tuple[int, int, int, int]:
    return rect.x, rect.y, rect.w, rect.h


def _check_drawn(surface: pygame.Surface, value: str, rect: pygame.Rect, width: int) -> None:
    audit = _audit
    if audit is None or not value.strip():
        return
    where = _caller()
    if width and rect.w > width:
        audit.note(TextIssue("overflow", value, _box(rect), None, where))
    clip = surface.get_clip()
    if not clip.contains(rect):
        audit.note(TextIssue("clipped", value, _box(rect), _box(clip), where))
    # a text inside a panel sits on it: the panels drawn before that one lie beneath (a prompt
    # bar grown upwards over the board), only those drawn later can cut across it
    panels = [panel for target, panel in audit.panels if target is surface]
    on = max((k + 1 for k, panel in enumerate(panels) if panel.contains(rect)), default=0)
    for panel in panels[on:]:
        if panel.colliderect(rect) and not panel.contains(rect):
            if not panel.inflate(-2, -2).colliderect(rect):
                continue  # touching the border from outside is not inside it
            audit.note(TextIssue("outside", value, _box(rect), _box(panel), where))


# ---- fonts and text ------------------------------------------------------------------------------
def font_path(bold: bool = False, italic: bool = False) -> Path:
    style = {
        (False, False): "Regular",
        (True, False): "Bold",
        (False, True): "Italic",
        (True, True): "BoldItalic",
    }[(bold, italic)]
    return assets_dir() / "fonts" / f"NotoSans-{style}.ttf"


@lru_cache(maxsize=96)  # the 57 the App warms (WARM_FONT_SIZES) and the tables' own
def font(size: int, bold: bool = False, italic: bool = False) -> pygame.font.Font:
    """The font at `size` points, read from memory: from its file, FreeType seeks and reads the
    file anew for every table it looks up (some 700 system calls before a font's first text),
    which cost the title's first frame a few milliseconds for its seven fonts. The same glyphs."""
    return pygame.font.Font(io.BytesIO(font_file(bold, italic)), size)


@cache
def font_file(bold: bool = False, italic: bool = False) -> bytes:
    return font_path(bold, italic).read_bytes()


@surface_cache(4 * MiB)  # labels weigh kilobytes; a banner at 40 pt, 120 KiB
def text(
    value: str,
    size: int = 18,
    colour: tuple[int, ...] = INK,
    bold: bool = False,
    italic: bool = False,
    width: int = 0,
) -> pygame.Surface:
    """Rendered text, cached (rendering is the costly part of a frame). `width` > 0 wraps."""
    f = font(size, bold, italic)
    if width:
        return f.render(value, True, colour, None, width)
    return f.render(value, True, colour)


def blit_text(
    surface: pygame.Surface,
    value: str,
    pos: Point,
    size: int = 18,
    colour: Sequence[int] = INK,
    bold: bool = False,
    anchor: str = "topleft",
    width: int = 0,
    italic: bool = False,
    shadow: bool = False,
) -> pygame.Rect:
    img = text(str(value), size, tuple(colour), bold, italic, width)
    rect = img.get_rect(**{anchor: pos})
    if _audit is not None:
        _check_drawn(surface, str(value), rect, width)
    if shadow:
        surface.blit(text(str(value), size, (0, 0, 0), bold, italic, width), rect.move(2, 2))
    surface.blit(img, rect)
    return rect


def fit_text(value: str, size: int, max_width: int, bold: bool = False, min_size: int = 10) -> int:
    """The largest size <= `size` at which `value` fits in `max_width` pixels."""
    fitted = _fit_text(value, size, max_width, bold, min_size)
    if _audit is not None and fitted < size:
        _audit.note(TextIssue("shrunk", value, where=_caller()))
    return fitted


@lru_cache(maxsize=4096)
def _fit_text(value: str, size: int, max_width: int, bold: bool, min_size: int) -> int:
    while size > min_size and font(size, bold).size(value)[0] > max_width:
        size -= 1
    return size


def fit_wrapped(
    value: str, size: int, width: int, height: int, italic: bool = False, min_size: int = 9
) -> int:
    """The largest size <= `size` at which `value`, wrapped at `width` pixels, is at most
    `height` pixels tall (`min_size` at the least)."""
    fitted = _fit_wrapped(value, size, width, height, italic, min_size)
    if _audit is not None and fitted < size:
        _audit.note(TextIssue("shrunk", value, where=_caller()))
    return fitted


@lru_cache(maxsize=1024)
def _fit_wrapped(
    value: str, size: int, width: int, height: int, italic: bool, min_size: int
) -> int:
    while size > min_size and text(value, size, INK, False, italic, width).get_height() > height:
        size -= 1
    return size


def fits(value: str, size: int, max_width: int, bold: bool = False) -> bool:
    """Whether `value` at `size` is at most `max_width` pixels wide."""
    return font(size, bold).size(value)[0] <= max_width


def ellipsize(value: str, size: int, max_width: int, bold: bool = False) -> str:
    """`value`, cut with "…" to fit `max_width` pixels (binary search on the length)."""
    cut = _ellipsize(value, size, max_width, bold)
    if _audit is not None and cut != value:
        _audit.note(TextIssue("cut", value, where=_caller()))
    return cut


@lru_cache(maxsize=4096)
def _ellipsize(value: str, size: int, max_width: int, bold: bool) -> str:
    f = font(size, bold)
    if f.size(value)[0] <= max_width:
        return value
    lo, hi = 0, len(value)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if f.size(value[:mid] + "…")[0] <= max_width:
            lo = mid
        else:
            hi = mid - 1
    return value[:lo] + "…"


# ---- textures and panels -------------------------------------------------------------------------
@surface_cache(MiB)  # the three 256x256 source images
def texture(name: str) -> pygame.Surface:
    img = pygame.image.load(str(assets_dir() / "images" / f"{name}.bmp"))
    return img.convert() if pygame.display.get_surface() else img


@surface_cache(4 * MiB)  # the tables' side strips
def tiled(name: str, w: int, h: int) -> pygame.Surface:
    return _tile(name, w, h)


def _tile(name: str, w: int, h: int) -> pygame.Surface:
    """A new picture of `w` x `h` covered with the texture `name` (the panels and the sea are
    drawn on one each: they are cached themselves, and a copy of a cached one would cost the
    title's first frame a few milliseconds)."""
    surf = pygame.Surface((w, h))
    tile_onto(surf, name)
    return surf


def tile_onto(surface: pygame.Surface, name: str) -> None:
    """Cover `surface` with the texture `name`, repeated from its top left corner."""
    tile = texture(name)
    w, h = surface.get_size()
    tw, th = tile.get_size()
    surface.fblits([(tile, (x, y)) for y in range(0, h, th) for x in range(0, w, tw)])


@surface_cache(4 * MiB)
def sea_background(w: int, h: int) -> pygame.Surface:
    """The sea: tiled texture darkened towards the edges."""
    surf = pygame.Surface((w, h))
    paint_sea(surf)
    return surf


_sea_painted: set[tuple[int, int]] = set()


def draw_sea(surface: pygame.Surface) -> None:
    """The sea over the whole of `surface`, from its cached picture (`sea_background`). The first
    time a size is asked for, the sea is painted straight onto `surface` instead and its picture
    is made the next time: a new picture as large as the window costs some 3 ms in page faults
    alone, which the title's first frame would wait for."""
    size = surface.get_size()
    if size in _sea_painted:
        surface.blit(sea_background(*size), (0, 0))
    else:
        _sea_painted.add(size)
        paint_sea(surface)


def paint_sea(surface: pygame.Surface) -> None:
    """Cover `surface` with the sea's texture and darken it towards the edges, ring by ring."""
    w, h = surface.get_size()
    tile_onto(surface, "sea")
    for inner, outer, alpha in vignette_rings(w, h):
        if alpha:
            _darken(surface, (inner, inner, w - 2 * inner, outer - inner), alpha)  # top
            _darken(surface, (inner, h - outer, w - 2 * inner, outer - inner), alpha)  # bottom
            _darken(surface, (inner, outer, outer - inner, h - 2 * outer), alpha)  # left
            _darken(surface, (w - outer, outer, outer - inner, h - 2 * outer), alpha)  # right


VIGNETTE = (0, 10, 20)
VIGNETTE_STEPS = 24


def vignette_frames(w: int, h: int) -> list[tuple[int, int, int]]:
    """The sea's darkening, as frames drawn one over the other from the edge inwards: (inset,
    width, alpha) of each, the edge darkest (tests/scenes/test_startup.py draws these)."""
    steps = VIGNETTE_STEPS
    width = max(1, int(min(w, h) / (2.6 * steps)) + 1)
    return [
        (int(i * min(w, h) / (2.6 * steps)), width, int(120 * (1 - i / steps) ** 2))
        for i in range(steps)
    ]


def vignette_rings(w: int, h: int) -> list[tuple[int, int, int]]:
    """The frames of `vignette_frames` as the rings they leave, each pixel's alpha the last
    frame's over it: (inner, outer, alpha), from the pixels `inner` to `outer` - 1 away from the
    nearest edge. The sea is shaded ring by ring, without a shade as large as itself (a new
    picture of 3.6 MB costs the title's first frame milliseconds)."""
    alpha_at: dict[int, int] = {}
    for inset, width, alpha in vignette_frames(w, h):
        for d in range(inset, inset + width):
            alpha_at[d] = alpha
    rings: list[tuple[int, int, int]] = []
    for d in range(max(alpha_at, default=-1) + 1):
        alpha = alpha_at.get(d, 0)
        if rings and rings[-1][1] == d and rings[-1][2] == alpha:
            rings[-1] = (rings[-1][0], d + 1, alpha)
        else:
            rings.append((d, d + 1, alpha))
    return rings


def _darken(surface: pygame.Surface, rect: tuple[int, int, int, int], alpha: int) -> None:
    """Blend `rect` of `surface` towards the vignette's colour at `alpha`, as an alpha blit of
    that colour would (to within a unit of rounding), in two fills: scaled down by the part
    that shows through, then the colour's part added. No picture is made for it. (A
    multiplying fill rounds up, (d * k + 255) >> 8: hence 254.)"""
    if rect[2] > 0 and rect[3] > 0:
        keep = 254 - alpha
        surface.fill((keep, keep, keep), rect, special_flags=pygame.BLEND_RGB_MULT)
        added = tuple((c * alpha + 127) // 255 for c in VIGNETTE)
        if any(added):
            surface.fill(added, rect, special_flags=pygame.BLEND_RGB_ADD)


@surface_cache(4 * MiB)  # a menu's panels, drawn every frame; a table's go to its layer
def panel_surface(
    w: int, h: int, style: str = "parchment", radius: int = 10, border: int = 3
) -> pygame.Surface:
    """A rounded panel: parchment, wood or dark glass, with a gold or dark border."""
    w, h = max(4, w), max(4, h)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=radius)
    if style == "dark":
        body = pygame.Surface((w, h), pygame.SRCALPHA)
        body.fill((8, 24, 38, 215))
        edge = GOLD_DARK
    else:
        body = (
            _tile("parchment" if style == "parchment" else "wood", w, h).convert_alpha()
            if pygame.display.get_surface()
            else _tile(style, w, h)
        )
        edge = WOOD_DARK if style == "parchment" else GOLD_DARK
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(body, (0, 0))
    if border:
        pygame.draw.rect(surf, edge, (0, 0, w, h), width=border, border_radius=radius)
    return surf


def draw_panel(
    surface: pygame.Surface,
    rect: RectLike,
    style: str = "parchment",
    radius: int = 10,
    border: int = 3,
    shadow: bool = True,
) -> pygame.Rect:
    rect = pygame.Rect(rect)
    if _audit is not None:
        _audit.panels.append((surface, rect.copy()))
    if shadow:
        surface.blit(panel_shadow(rect.w, rect.h, radius), rect.move(4, 5))
    surface.blit(panel_surface(rect.w, rect.h, style, radius, border), rect)
    return rect


@surface_cache(4 * MiB)
def panel_shadow(w: int, h: int, radius: int) -> pygame.Surface:
    """The shadow under a panel (drawn again each frame: made once per size)."""
    shadow = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(shadow, SHADOW, (0, 0, w, h), border_radius=radius)
    return shadow


def glow(
    surface: pygame.Surface,
    rect: RectLike,
    colour: Sequence[int] = HIGHLIGHT,
    width: int = 3,
    radius: int = 8,
    pulse: float = 0.0,
) -> None:
    """A highlight frame around something that can be clicked; `pulse` (seconds) makes it breathe."""
    rect = pygame.Rect(rect).inflate(6, 6)
    alpha = 255 if not pulse else int(170 + 85 * math.sin(pulse * 5))
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(
        layer, (*colour[:3], alpha), (0, 0, *rect.size), width=width, border_radius=radius
    )
    surface.blit(layer, rect)


# ---- seat markers --------------------------------------------------------------------------------
def draw_symbol(
    surface: pygame.Surface, symbol: str, centre: Point, r: int, colour: ColorLike
) -> None:
    cx, cy = centre[0], centre[1]
    if symbol == "circle":
        pygame.draw.circle(surface, colour, centre, r)
    elif symbol == "ring":
        pygame.draw.circle(surface, colour, centre, r, max(2, r // 3))
    elif symbol == "square":
        pygame.draw.rect(surface, colour, (cx - r, cy - r, 2 * r, 2 * r))
    elif symbol == "triangle":
        pygame.draw.polygon(surface, colour, [(cx, cy - r), (cx + r, cy + r), (cx - r, cy + r)])
    elif symbol == "diamond":
        pygame.draw.polygon(
            surface, colour, [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
        )
    elif symbol == "star":
        pts = []
        for k in range(10):
            rr = r if k % 2 == 0 else r * 0.45
            a = -math.pi / 2 + k * math.pi / 5
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        pygame.draw.polygon(surface, colour, pts)
    elif symbol == "cross":
        t = max(2, r // 2)
        pygame.draw.line(surface, colour, (cx - r, cy - r), (cx + r, cy + r), t)
        pygame.draw.line(surface, colour, (cx - r, cy + r), (cx + r, cy - r), t)
    elif symbol == "hexagon":
        pygame.draw.polygon(
            surface,
            colour,
            [
                (cx + r * math.cos(k * math.pi / 3), cy + r * math.sin(k * math.pi / 3))
                for k in range(6)
            ],
        )
    elif symbol == "plus":
        t = max(2, r // 2)
        pygame.draw.rect(surface, colour, (cx - t // 2, cy - r, t, 2 * r))
        pygame.draw.rect(surface, colour, (cx - r, cy - t // 2, 2 * r, t))


def draw_seat_marker(
    surface: pygame.Surface, centre: Point, r: int, seat: int, colour: str
) -> None:
    """A disc in the seat's colour; in colour-blind mode it also carries the seat's symbol."""
    rgb = seat_rgb(colour)
    pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 1, centre[1] + 2), r)
    pygame.draw.circle(surface, rgb, centre, r)
    pygame.draw.circle(surface, GOLD_DARK, centre, r, 2)
    if _colourblind:
        draw_symbol(
            surface, SYMBOLS[seat % len(SYMBOLS)], centre, max(3, int(r * 0.55)), contrast_text(rgb)
        )
