"""The sea chart: the grid, the islands drawn as islands, every piece, and what the decision in
hand lights on it. Painted from the viewing seat's view only, into the table's layer (the chart
region), whenever the view, the camera or the highlights change.

An island (K-7, K-43) is a 2 x 2 block of land with its owner's colour along the coast, its flag
if it is a capital (K-9), the emblem of its infrastructure (K-11) and its number; the pieces on it
(K-32) are shown in groups (one sprite per owner and kind, with a count), the mines in its stock
as a badge; every detail (depots, each piece's state) is in its tooltip and its roster. A sea cell
holds at most one piece (K-27): its sprite, heeled or submerged as it is (K-36, K-48), with its
cargo as badges (K-33); sea mines (KD-18) are drawn as mines.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import partial

import pygame

from game.kratos.catalogue import BoardSpec
from game.kratos.model import IslandView, Piece, View

from ..core import theme
from ..core.surface_cache import MiB, surface_cache
from ..core.theme import RGB
from . import sprites
from .layout import Camera

SEA_TOP = (34, 96, 132)
SEA_LOW = (20, 66, 100)
SAND = (226, 206, 150)
LAND = (92, 150, 84)
LAND_DARK = (64, 118, 62)
PICK = (255, 214, 90)  # a piece the viewer may pick
REACH = (120, 220, 255)  # where it could go
AIM = (236, 70, 50)  # what it could fire at
GROUP_ORDER = ("battleship", "carrier", "minesweeper", "submarine", "plane", "merchant", "tanker")

Rgb = Callable[[int], RGB]
Letter = Callable[[int], str]


@dataclass(frozen=True)
class Highlights:
    """What the decision in hand lights on the chart (hashable: part of the region's key)."""

    pick: frozenset[int] = frozenset()  # pieces the viewer may pick (piece ids)
    selected: int = -1  # the piece being played
    reach: frozenset[int] = frozenset()  # nodes it could move to (a preview)
    aim: frozenset[int] = frozenset()  # piece ids it could fire at (a preview, or the options)
    aim_islands: frozenset[int] = frozenset()  # islands with something to fire at
    dest: tuple[tuple[int, tuple[str, ...]], ...] = ()  # move options: node -> its modes
    places: tuple[tuple[int, str], ...] = ()  # islands to label (placement)
    live: bool = False  # the options can be taken now (else: a preview)

    def dest_map(self) -> dict[int, tuple[str, ...]]:
        return dict(self.dest)


@dataclass
class ChartLook:
    """Everything a paint depends on besides the view."""

    camera: Camera
    rgb: Rgb
    letter: Letter
    hidden: frozenset[int] = frozenset()  # pieces drawn by a running animation
    hl: Highlights = field(default_factory=Highlights)
    label: Callable[[str], str] = str  # words for the placement labels


def paint_sea(surf: pygame.Surface, spec: BoardSpec, cam: Camera) -> None:
    """The sea, its grid and the land of every island in view, at the camera's zoom (what
    never changes in a game; kept by the Chart until the camera moves)."""
    cell = cam.cell
    x0, y0 = cam.origin()
    view = cam.view
    surf.fill(SEA_LOW)
    for row in range(spec.rows):  # a shade per row of cells: the grid hides the steps
        t = row / max(1, spec.rows - 1)
        band = pygame.Rect(x0 - view.x, y0 - view.y + row * cell, spec.columns * cell, cell)
        surf.fill(tuple(int(a + (b - a) * t) for a, b in zip(SEA_TOP, SEA_LOW)), band)
    line = theme.shade(tuple((a + b) // 2 for a, b in zip(SEA_TOP, SEA_LOW)), 1.22)
    left, top = x0 - view.x, y0 - view.y
    right, bottom = left + spec.columns * cell, top + spec.rows * cell
    for x in range(spec.columns + 1):
        pygame.draw.line(surf, line, (left + x * cell, top), (left + x * cell, bottom))
    for y in range(spec.rows + 1):
        pygame.draw.line(surf, line, (left, top + y * cell), (right, top + y * cell))
    area = surf.get_rect()
    for k, (ix, iy) in enumerate(spec.spots, 1):
        rect = pygame.Rect(left + ix * cell, top + iy * cell, 2 * cell, 2 * cell)
        if area.colliderect(rect):
            surf.blit(land(cell, k), rect)


@surface_cache(MiB)
def land(cell: int, number: int) -> pygame.Surface:
    """An island's land (K-7: a 2 x 2 block), with its number (the log names islands so)."""
    surf = pygame.Surface((2 * cell, 2 * cell), pygame.SRCALPHA)
    rect = surf.get_rect()
    c = rect.w // 2
    edge = 2 * max(2, c // 12)  # even shrinks: the shore as wide on every side
    shore = rect.inflate(-edge, -edge)
    pygame.draw.rect(surf, (60, 140, 170), rect.inflate(-2, -2), border_radius=c // 2)
    pygame.draw.rect(surf, SAND, shore, border_radius=c // 2)
    beach = 2 * max(3, c // 8)
    inner = shore.inflate(-beach, -beach)
    pygame.draw.rect(surf, LAND, inner, border_radius=c // 3)
    for dx, dy, r in ((0.3, 0.35, 0.12), (0.62, 0.55, 0.16), (0.42, 0.7, 0.1)):
        pygame.draw.circle(
            surf, LAND_DARK, (inner.x + inner.w * dx, inner.y + inner.h * dy), max(2, inner.w * r)
        )
    size = max(9, c // 3)
    img = theme.font(size, True).render(str(number), True, (250, 246, 230))
    shadow = theme.font(size, True).render(str(number), True, (20, 30, 20))
    pos = img.get_rect(bottomright=(inner.right - 1, inner.bottom))
    surf.blit(shadow, pos.move(1, 1))
    surf.blit(img, pos)
    return surf


def island_groups(view: View, island: IslandView) -> list[tuple[Piece, int]]:
    """The pieces at an island (cargo of docked transporters included, KD-24) in groups of one
    owner, kind and heel: (a piece of the group, how many), war pieces first, the island
    owner's before the others'."""
    groups: dict[tuple[int, str, bool], list[Piece]] = {}
    for pid in island.pieces:
        p = view.pieces[pid]
        for q in (p, *(view.pieces[c] for c in p.cargo)):
            groups.setdefault((q.owner, q.kind, q.heeled), []).append(q)

    def order(key: tuple[int, str, bool]) -> tuple[int, int, int, str]:
        owner, kind, _heeled = key
        rank = GROUP_ORDER.index(kind) if kind in GROUP_ORDER else len(GROUP_ORDER)
        return (owner != island.owner, owner, rank, kind)

    return [(groups[k][0], len(groups[k])) for k in sorted(groups, key=order)]


class Chart:
    def __init__(self, made: Mapping[str, str]) -> None:
        self.made = made  # producer kind -> what it makes
        self._sea: pygame.Surface | None = None
        self._sea_key: object = None
        self._island_cache: dict[object, pygame.Surface] = {}

    def sea(self, spec: BoardSpec, cam: Camera) -> pygame.Surface:
        """The sea under the pieces, painted again only when the camera moves."""
        key = (spec, cam.key(), cam.view.size)
        if self._sea is None or self._sea.get_size() != cam.view.size:
            self._sea = pygame.Surface(cam.view.size)
            self._sea_key = None
        if key != self._sea_key:
            paint_sea(self._sea, spec, cam)
            self._sea_key = key
        return self._sea

    def sprite(self, look: ChartLook, p: Piece, size: int) -> pygame.Surface:
        return sprites.piece(
            p.kind,
            look.rgb(p.owner),
            look.letter(p.owner),
            size,
            p.heeled,
            p.submerged,
            self.made.get(p.kind, ""),
        )

    # ---- painting ----------------------------------------------------------------------------
    # ---- painting: what is drawn where, then any part of the chart --------------------------
    def drawables(self, view: View, look: ChartLook) -> list[Drawable]:
        """Everything drawn over the sea, in drawing order, each with the rectangle it covers
        and a key naming how it looks: the islands, sea mines, pieces at sea, then what the
        decision in hand lights. A part of the chart is painted again only when the keys of
        what covers it change (see table.py: the chart is kept in tiles)."""
        cam = look.camera
        cells = cam.geo.cells
        cell = cam.cell
        cb = theme.colourblind()
        out: list[Drawable] = []
        for island in view.islands:
            node = cells + island.id - 1
            if cam.shows(node, -cell):
                key = self.island_key(view, island, look, cell)
                side = 2 * cell + 2 * (cell // 2)  # the island's 2 x 2 cells and a margin
                rect = pygame.Rect(0, 0, side, side)
                rect.center = cam.node_rect(node).center
                draw = partial(
                    self._blit_island, view, island, look, look.hidden, cell, key, rect.topleft
                )
                out.append((rect, key, draw))
        for node in view.sea_mines:
            if cam.shows(node):
                r = cam.node_rect(node)
                out.append(
                    (
                        r,
                        ("mine", node, cell),
                        partial(_blit, sprites.mine(r.w - 4), r.move(2, 2).topleft),
                    )
                )
        for p in view.pieces.values():
            if p.loc < 0 or p.loc >= cells or p.id in look.hidden or not cam.shows(p.loc):
                continue
            played = p.id in view.played and view.active == p.owner
            cargo = tuple(view.pieces[q] for q in p.cargo[:1])
            r = cam.node_rect(p.loc)
            key = ("piece", p, len(p.cargo), cargo, played, cell, cb)
            out.append((r, key, partial(self._sea_piece, view, p, look, r, played)))
        out += self._highlights(view, look)
        return out

    def _sea_piece(
        self,
        view: View,
        p: Piece,
        look: ChartLook,
        rect: pygame.Rect,
        played: bool,
        surface: pygame.Surface,
    ) -> None:
        surface.blit(token(look.rgb(p.owner), rect.w, played), rect)
        surface.blit(self.sprite(look, p, rect.w - 4), rect.move(2, 2))
        self._cargo(surface, view, p, look, rect)

    def _cargo(
        self, surface: pygame.Surface, view: View, p: Piece, look: ChartLook, rect: pygame.Rect
    ) -> None:
        """K-33: what a transporter carries, as a badge at its top right."""
        size = max(9, rect.w // 3)
        x = rect.right - 1
        badges: list[pygame.Surface] = []
        if p.goods:
            badges.append(sprites.material_icon(p.goods, size + 2))
        if p.mines:
            badges.append(
                sprites.badge(f"{p.mines}", max(8, size - 2), (70, 74, 80), (240, 240, 240))
            )
        if p.cargo:
            first = view.pieces[p.cargo[0]]
            badges.append(self.sprite(look, first, size + 4))
            if len(p.cargo) > 1:
                badges.append(sprites.badge(str(len(p.cargo)), max(8, size - 2)))
        for img in badges:
            x -= img.get_width()
            surface.blit(img, (x, rect.y))

    def island_key(self, view: View, island: IslandView, look: ChartLook, cell: int) -> object:
        """What an island's picture shows (its owner's coast, emblem, flag, pieces, mines; its
        depots are in its tip)."""
        pieces = view.pieces
        found: list[Piece] = []
        for pid in island.pieces:
            p = pieces[pid]
            found.append(p)
            if p.cargo:
                found.extend(pieces[c] for c in p.cargo)
        here = tuple(found)
        hidden = tuple(p.id for p in here if p.id in look.hidden) if look.hidden else ()
        drawn = (island.id, island.owner, island.infra, island.flag, island.mines, island.pieces)
        return ("island", drawn, here, hidden, cell, theme.colourblind())

    def island_image(
        self, view: View, island: IslandView, look: ChartLook, cell: int, key: object
    ) -> pygame.Surface:
        """The picture of what stands on an island, drawn once for what it shows (`key`) and
        kept: most steps change no island. Drawn when a part of the chart with it is painted
        (the layer spreads those over frames), not when the step is taken."""
        img = self._island_cache.get(key)
        if img is None:
            margin = cell // 2
            img = pygame.Surface((2 * cell + 2 * margin, 2 * cell + 2 * margin), pygame.SRCALPHA)
            rect = pygame.Rect(margin, margin, 2 * cell, 2 * cell)
            self._island(img, view, island, look, rect)
            if len(self._island_cache) > 4 * len(view.islands):
                self._island_cache.clear()
            self._island_cache[key] = img
        return img

    def _blit_island(
        self,
        view: View,
        island: IslandView,
        look: ChartLook,
        hidden: frozenset[int],
        cell: int,
        key: object,
        pos: tuple[int, int],
        surface: pygame.Surface,
    ) -> None:
        """Paint an island as it was when its key was taken (pieces then under sail hidden)."""
        now, look.hidden = look.hidden, hidden
        try:
            surface.blit(self.island_image(view, island, look, cell, key), pos)
        finally:
            look.hidden = now

    def _island(
        self,
        surface: pygame.Surface,
        view: View,
        island: IslandView,
        look: ChartLook,
        rect: pygame.Rect,
    ) -> None:
        c = rect.w // 2
        if island.owner >= 0:
            edge = 2 * max(2, c // 12)  # the shore's (land())
            ring = rect.inflate(-edge, -edge)
            pygame.draw.rect(
                surface, look.rgb(island.owner), ring, max(2, c // 9), border_radius=c // 2
            )
        icon = max(10, c // 2)
        if island.infra:
            disc = pygame.Rect(0, 0, icon + 4, icon + 4)
            disc.topright = (rect.right - max(2, c // 8), rect.y + max(2, c // 8))
            pygame.draw.ellipse(surface, (246, 238, 214), disc)
            pygame.draw.ellipse(surface, theme.INK, disc, 1)
            img = sprites.material_icon(island.infra, icon)
            surface.blit(img, img.get_rect(center=disc.center))
        if island.flag >= 0:
            img = sprites.flag(
                look.rgb(island.flag), look.letter(island.flag), max(14, int(c * 0.75))
            )
            surface.blit(img, (rect.x + max(1, c // 10), rect.y - max(2, c // 6)))
        self._groups(surface, view, island, look, rect)
        if island.mines:
            img = sprites.badge(f"{island.mines}", max(8, c // 4), (70, 74, 80), (240, 240, 240))
            mine = sprites.mine(img.get_height() + 2)
            x, y = rect.x + max(2, c // 8), rect.bottom - img.get_height() - max(2, c // 8)
            surface.blit(mine, (x, y - 1))
            surface.blit(img, (x + mine.get_width() - 2, y))

    def _groups(
        self,
        surface: pygame.Surface,
        view: View,
        island: IslandView,
        look: ChartLook,
        rect: pygame.Rect,
    ) -> None:
        groups = island_groups(view, island)
        hidden = [pid for pid in island.pieces if pid in look.hidden]
        if hidden:
            groups = island_groups(
                view,
                IslandView(
                    island.id,
                    island.owner,
                    island.infra,
                    island.flag,
                    island.depots,
                    island.mines,
                    tuple(pid for pid in island.pieces if pid not in look.hidden),
                ),
            )
        if not groups:
            return
        cols, rows = 3, 2
        top = rect.y + int(rect.h * 0.34)
        size = group_size(rect.w // 2)
        slots = cols * rows
        shown = groups if len(groups) <= slots else groups[: slots - 1]
        for k, (p, count) in enumerate(shown):
            x = rect.x + 4 + (k % cols) * size + ((rect.w - 8) - cols * size) // 2
            y = top + (k // cols) * size
            surface.blit(plate(size), (x, y))
            surface.blit(self.sprite(look, p, size - 2), (x + 1, y + 1))
            if count > 1:
                img = sprites.badge(str(count), max(8, size // 3))
                surface.blit(img, img.get_rect(topright=(x + size + 1, y - 2)))
        if len(groups) > slots:
            rest = sum(n for _p, n in groups[slots - 1 :])
            img = sprites.badge(f"+{rest}", max(8, size // 3))
            k = slots - 1
            x = rect.x + 4 + (k % cols) * size
            y = top + (k // cols) * size
            surface.blit(img, img.get_rect(center=(x + size // 2, y + size // 2)))

    # ---- what the decision lights -------------------------------------------------------------
    def _highlights(self, view: View, look: ChartLook) -> list[Drawable]:
        hl, cam = look.hl, look.camera
        cells, cell = cam.geo.cells, cam.cell
        width = max(2, cell // 12)
        out: list[Drawable] = []
        picks_on: dict[int, int] = {}
        for pid in sorted(hl.pick):
            p = view.pieces.get(pid)
            if p is None:
                continue
            node = _where(view, p)
            if node >= cells:
                picks_on[node] = picks_on.get(node, 0) + 1
            elif cam.shows(node):
                r = cam.node_rect(node).inflate(-1, -1)
                out.append((r, ("pick", node, cell), partial(_frame, PICK, r, width, 4)))
        for node, count in picks_on.items():
            if cam.shows(node):
                r = cam.node_rect(node)
                img = sprites.badge(str(count), max(9, cell // 3), PICK)
                spot = img.get_rect(midbottom=(r.centerx, r.bottom + 2))
                out.append(
                    (
                        r.union(spot),
                        ("picks", node, count, cell),
                        partial(
                            _framed_badge,
                            PICK,
                            r.inflate(-1, -1),
                            width,
                            r.w // 4,
                            img,
                            spot.topleft,
                        ),
                    )
                )
        radius = max(3, cell // 7)
        for node in sorted(hl.reach):
            if cam.shows(node):
                c = cam.node_rect(node).center
                img = _disc(radius, REACH, 150 if not hl.live else 210)
                r = img.get_rect(center=c)
                out.append((r, ("reach", node, cell, hl.live), partial(_blit, img, r.topleft)))
        for node, modes in hl.dest:
            if cam.shows(node):
                r = cam.node_rect(node)
                out.append(
                    (
                        r,
                        ("dest", node, modes, cell),
                        partial(_destination, r, width, cell, len(modes)),
                    )
                )
        for pid in sorted(hl.aim):
            p = view.pieces.get(pid)
            if p is None or p.loc < 0 or p.loc >= cells or not cam.shows(p.loc):
                continue
            img = _sight_image(cell, AIM if hl.live else (*AIM, 150))
            r = img.get_rect(center=cam.node_rect(p.loc).center)
            out.append((r, ("aim", p.loc, cell, hl.live), partial(_blit, img, r.topleft)))
        for k in sorted(hl.aim_islands):
            node = cells + k - 1
            if cam.shows(node):
                r = cam.node_rect(node).inflate(-3, -3)
                out.append((r, ("aimisl", k, cell), partial(_frame, AIM, r, width, r.w // 4)))
        if hl.selected in view.pieces:
            node = _where(view, view.pieces[hl.selected])
            if cam.shows(node):
                r = cam.node_rect(node).inflate(4, 4)
                out.append(
                    (r, ("sel", node, cell), partial(_frame, (255, 250, 230), r, width + 1, 6))
                )
        for k, text in hl.places:
            node = cells + k - 1
            if cam.shows(node):
                r = cam.node_rect(node)
                img = sprites.badge(look.label(text), max(9, cell // 3), PICK)
                spot = img.get_rect(midtop=(r.centerx, r.bottom - 2))
                if spot.bottom > cam.room.bottom:  # (an island of the bottom row: above it)
                    spot = img.get_rect(midbottom=(r.centerx, r.top + 2))
                out.append(
                    (
                        r.inflate(2, 2).union(spot),
                        ("place", k, text, cell),
                        partial(
                            _framed_badge, PICK, r.inflate(2, 2), width, r.w // 4, img, spot.topleft
                        ),
                    )
                )
        return out


Drawable = tuple[pygame.Rect, object, Callable[[pygame.Surface], None]]


def _blit(img: pygame.Surface, pos: tuple[int, int], surface: pygame.Surface) -> None:
    surface.blit(img, pos)


def _frame(
    colour: tuple[int, ...], rect: pygame.Rect, width: int, radius: int, surface: pygame.Surface
) -> None:
    pygame.draw.rect(surface, colour, rect, width, radius)


def _framed_badge(
    colour: tuple[int, ...],
    rect: pygame.Rect,
    width: int,
    radius: int,
    img: pygame.Surface,
    pos: tuple[int, int],
    surface: pygame.Surface,
) -> None:
    pygame.draw.rect(surface, colour, rect, width, radius)
    surface.blit(img, pos)


def _destination(
    r: pygame.Rect, width: int, cell: int, modes: int, surface: pygame.Surface
) -> None:
    _fill(surface, r.inflate(-2, -2), (*REACH, 70))
    pygame.draw.rect(surface, REACH, r.inflate(-2, -2), max(1, width - 1), 3)
    _dot(surface, r.center, max(3, cell // 6), REACH, 230)
    if modes > 1:
        img = sprites.badge(str(modes), max(8, cell // 3), REACH)
        surface.blit(img, img.get_rect(topright=r.topright))


def _where(view: View, p: Piece) -> int:
    while p.loc < 0 and p.carrier >= 0:
        p = view.pieces[p.carrier]
    return p.loc


def _dot(surface: pygame.Surface, centre: tuple[int, int], r: int, rgb: RGB, alpha: int) -> None:
    img = _disc(r, rgb, alpha)
    surface.blit(img, img.get_rect(center=centre))


@surface_cache(MiB // 2)
def _disc(r: int, rgb: RGB, alpha: int) -> pygame.Surface:
    surf = pygame.Surface((2 * r + 2, 2 * r + 2), pygame.SRCALPHA)
    pygame.draw.circle(surf, (*rgb, alpha), (r + 1, r + 1), r)
    pygame.draw.circle(surf, (10, 30, 40, alpha), (r + 1, r + 1), r, 1)
    return surf


def _fill(surface: pygame.Surface, rect: pygame.Rect, rgba: tuple[int, int, int, int]) -> None:
    surface.blit(_tile(rect.w, rect.h, rgba), rect)


@surface_cache(MiB)
def _tile(w: int, h: int, rgba: tuple[int, int, int, int]) -> pygame.Surface:
    surf = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    surf.fill(rgba)
    return surf


@surface_cache(MiB // 2)
def _sight_image(w: int, colour: tuple[int, ...]) -> pygame.Surface:
    surf = pygame.Surface((w + 8, w + 8), pygame.SRCALPHA)
    c = (w + 8) // 2
    r = w // 2
    line = max(2, w // 14)
    pygame.draw.circle(surf, colour, (c, c), r, line)
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        pygame.draw.line(
            surf,
            colour,
            (c + dx * (r - 4), c + dy * (r - 4)),
            (c + dx * (r + 4), c + dy * (r + 4)),
            line,
        )
    return surf


def group_size(cell: int) -> int:
    """The side of a group's place on an island drawn at `cell` pixels a cell (3 x 2 places on
    its 2 x 2 cells, below its emblem and flag); its piece is drawn 2 pixels smaller."""
    side = 2 * cell
    return min((side - 8) // 3, (side - int(side * 0.34) - 4) // 2)


def island_sizes(cell: int) -> dict[str, int]:
    """The sizes the chart draws things at, `cell` pixels a cell (warmed ahead of need)."""
    group = group_size(cell)
    cargo = max(9, cell // 3)
    return {
        "sea piece": cell - 4,
        "group": group,
        "group piece": group - 2,
        "count": max(8, group // 3),
        "cargo": cargo,
        "flag": max(14, int(cell * 0.75)),
        "emblem": max(10, cell // 2),
        "mines": max(8, cell // 4),
    }


@surface_cache(MiB // 4)
def plate(size: int) -> pygame.Surface:
    """A pale disc under each group of pieces on an island, so they read on the land."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(surf, (246, 238, 214, 150), (size // 2, size // 2), size // 2 - 1)
    return surf


@surface_cache(MiB // 2)
def token(rgb: RGB, size: int, played: bool) -> pygame.Surface:
    """The disc under a piece at sea, in its seat's colour (grey once it has played this
    turn, KD-8), so that a small piece stands out on the sea."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    r = size // 2 - 1
    fill = (150, 150, 150, 170) if played else (*theme.shade(rgb, 1.45), 235)
    pygame.draw.circle(surf, fill, (size // 2, size // 2), r)
    pygame.draw.circle(surf, theme.shade(rgb, 0.7), (size // 2, size // 2), r, max(2, size // 14))
    return surf
