"""The printed Black Fleet board, drawn once into a Surface: sea spaces with a faint grid, islands
with sandy shores, ports as plaques (name, goods colour, prices), docks, beaches with their
burial values, pirate lairs, navy start marks and the three distant seas in the margins.

Only things that never change during a match are here; port stocks, ships and highlights are
drawn over it every frame by the table.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from functools import partial

import pygame

from game.black_fleet.content import MapData

from ..core import i18n, theme
from . import sprites
from .layout import ChartLayout

SEA = (44, 116, 152)
SEA_DARK = (36, 100, 136)
SHALLOW = (86, 160, 178)
GRID_LINE = (255, 255, 255, 26)
SAND = (224, 202, 146)
SAND_DARK = (188, 160, 104)
GRASS = (96, 138, 74)
GRASS_DARK = (72, 110, 58)
ROCK = (64, 58, 56)
DEEP = (16, 42, 70)


def _wave_seed(x: int, y: int) -> int:
    """A fixed pseudo-random number per cell (the same look every time)."""
    return (x * 73856093 ^ y * 19349663) & 0xFFFF


class ChartArt:
    """Builds (and keeps) the static chart for one layout, language and colour mode."""

    def __init__(self, layout: ChartLayout) -> None:
        self.layout = layout
        self.map: MapData = layout.map
        self._cache: dict[tuple, pygame.Surface] = {}

    def layer(self, background: pygame.Surface) -> pygame.Surface:
        key = (i18n.language(), theme.colourblind())
        surf = self._cache.get(key)
        if surf is None:
            for step in self.steps(background):
                step()
            surf = self._cache[key]
        return surf

    def steps(self, background: pygame.Surface) -> Iterator[Callable[[], object]]:
        """The chart's building in pieces of a few milliseconds each (a table opening spreads
        them over frames); the last one keeps the picture for `layer`."""
        key = (i18n.language(), theme.colourblind())
        if key in self._cache:
            return
        area = self.layout.area
        surf = pygame.Surface(area.size)
        grid = self.layout.grid.move(-area.x, -area.y)
        chart = pygame.Surface(grid.size)

        def frame() -> None:
            surf.blit(background, (0, 0), area)
            self._frame(surf, grid)

        yield frame
        yield partial(self._sea, chart)
        yield partial(self._land, chart)
        yield partial(self._grid_lines, chart)
        for paint in (self._docks, self._beaches, self._lairs, self._navy_starts):
            yield partial(paint, chart)
        yield partial(surf.blit, chart, grid)
        for z, zone in enumerate(self.map.distant_seas):
            yield partial(self._distant_sea, surf, z, zone, area)
        for plaque in self.layout.plaques:
            yield partial(self._plaque, surf, plaque, area)

        def finish() -> None:
            self._cartouche(surf, grid)
            self._cache = {key: surf}

        yield finish

    def _cartouche(self, surf, grid: pygame.Rect) -> None:
        """A compass rose and the game's name in the free corner under the chart."""
        centre = (grid.x + 22, grid.bottom + 48)
        _compass(surf, centre, 30)
        title = i18n.tr("black_fleet.name")
        theme.blit_text(
            surf,
            title,
            (centre[0] + 42, centre[1] - 4),
            26,
            theme.GOLD,
            bold=True,
            anchor="midleft",
            shadow=True,
        )

    def _local(self, cell) -> pygame.Rect:
        return self.layout.cell_rect(cell).move(-self.layout.grid.x, -self.layout.grid.y)

    def _frame(self, surf, grid: pygame.Rect) -> None:
        shadow = pygame.Surface(grid.inflate(20, 20).size, pygame.SRCALPHA)
        pygame.draw.rect(shadow, (0, 0, 0, 90), shadow.get_rect(), border_radius=8)
        surf.blit(shadow, grid.inflate(20, 20).move(5, 6))
        pygame.draw.rect(surf, theme.WOOD_DARK, grid.inflate(14, 14), border_radius=6)
        pygame.draw.rect(surf, theme.GOLD_DARK, grid.inflate(14, 14), 2, border_radius=6)
        pygame.draw.rect(surf, theme.WOOD, grid.inflate(6, 6))

    def _sea(self, chart) -> None:
        chart.fill(SEA)
        c = self.layout.cell
        for y in range(self.map.height):
            for x in range(self.map.width):
                if self.map.is_land((x, y)):
                    continue
                r = self._local((x, y))
                seed = _wave_seed(x, y)
                if seed % 3 == 0:
                    wx = r.x + 6 + seed % (c - 14)
                    wy = r.y + 8 + (seed >> 4) % (c - 14)
                    pygame.draw.arc(chart, SEA_DARK, (wx, wy, 9, 6), 0.3, math.pi - 0.3, 2)
        shallow = pygame.Surface(chart.get_size(), pygame.SRCALPHA)
        for x, y in self._land_cells():
            pygame.draw.circle(shallow, (*SHALLOW, 120), self._local((x, y)).center, int(c * 0.95))
        chart.blit(shallow, (0, 0))

    def _land_cells(self):
        return [
            (x, y)
            for y in range(self.map.height)
            for x in range(self.map.width)
            if self.map.is_land((x, y))
        ]

    def _land(self, chart) -> None:
        """Islands as soft blobs: a sandy rim, then grass, merged between land neighbours."""
        c = self.layout.cell
        cells = set(self._land_cells())
        for inset, colour, radius in ((-3, SAND_DARK, 12), (0, SAND, 10), (5, GRASS, 7)):
            for x, y in cells:
                r = self._local((x, y))
                pygame.draw.rect(
                    chart, colour, r.inflate(-2 * inset, -2 * inset), border_radius=radius
                )
                for dx, dy in ((1, 0), (0, 1)):
                    if (x + dx, y + dy) in cells:
                        span = r.union(self._local((x + dx, y + dy))).inflate(
                            -2 * inset, -2 * inset
                        )
                        pygame.draw.rect(chart, colour, span)
                if {(x + 1, y), (x, y + 1), (x + 1, y + 1)} <= cells:
                    pygame.draw.rect(chart, colour, (r.centerx, r.centery, c, c))
        for x, y in cells:
            seed = _wave_seed(x, y)
            r = self._local((x, y))
            if seed % 2:
                pygame.draw.circle(
                    chart, GRASS_DARK, (r.x + 8 + seed % 14, r.y + 9 + (seed >> 3) % 12), 4
                )

    def _grid_lines(self, chart) -> None:
        c = self.layout.cell
        lines = pygame.Surface(chart.get_size(), pygame.SRCALPHA)
        w, h = chart.get_size()
        for x in range(0, w + 1, c):
            pygame.draw.line(lines, GRID_LINE, (x, 0), (x, h))
        for y in range(0, h + 1, c):
            pygame.draw.line(lines, GRID_LINE, (0, y), (w, y))
        # land hides its grid lines: the grid only counts sea spaces
        for cell in self._land_cells():
            pygame.draw.rect(lines, (0, 0, 0, 0), self._local(cell).inflate(-1, -1))
        chart.blit(lines, (0, 0))

    def _docks(self, chart) -> None:
        """The three dock spaces of each port: a pier from the port and a border in the port's
        goods colour (where its merchants sell and load)."""
        for port in self.map.ports:
            rgb = sprites.goods_rgb(port.colour)
            start = self._local(port.cell).center
            for d in port.docks:
                r = self._local(d)
                end = (
                    r.centerx + (start[0] - r.centerx) // 2,
                    r.centery + (start[1] - r.centery) // 2,
                )
                pygame.draw.line(chart, theme.WOOD_DARK, start, end, 5)
                pygame.draw.line(chart, theme.WOOD, start, end, 3)
                inner = r.inflate(-4, -4)
                pygame.draw.rect(chart, rgb, inner, 2, border_radius=4)

    def _beaches(self, chart) -> None:
        for b in self.map.beaches:
            r = self._local(b.cell)
            pygame.draw.ellipse(chart, SAND_DARK, r.inflate(-3, -7).move(0, 2))
            pygame.draw.ellipse(chart, SAND, r.inflate(-5, -9).move(0, 1))
            theme.blit_text(
                chart,
                str(b.value),
                r.center,
                int(self.layout.cell * 0.5),
                theme.INK,
                bold=True,
                anchor="center",
            )
            x, y = r.right - 7, r.y + 7
            pygame.draw.line(chart, theme.RED, (x - 3, y - 3), (x + 3, y + 3), 2)
            pygame.draw.line(chart, theme.RED, (x - 3, y + 3), (x + 3, y - 3), 2)

    def _lairs(self, chart) -> None:
        for cell in self.map.pirate_lairs:
            r = self._local(cell)
            pygame.draw.circle(chart, ROCK, r.center, r.w // 2 - 3)
            pygame.draw.circle(chart, (30, 26, 26), r.center, r.w // 2 - 3, 2)
            _skull(chart, r.center, r.w // 5)

    def _navy_starts(self, chart) -> None:
        for start in self.map.navy_starts:
            r = self._local(start.cell)
            rgb = theme.seat_rgb(start.navy)
            ring = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.circle(ring, (*rgb, 110), (r.w // 2, r.h // 2), r.w // 2 - 3, 2)
            chart.blit(ring, r)

    def _distant_sea(self, surf, z: int, zone, area: pygame.Rect) -> None:
        """A patch of deep water in the margin, named beside it, with dotted lanes down to its
        three entry spaces."""
        rect = self.layout.zones[z].move(-area.x, -area.y)
        body = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(body, (*DEEP, 230), body.get_rect(), border_radius=14)
        for k in range(3):
            pygame.draw.arc(body, (70, 120, 150, 150), (10 + k * 46, 6, 40, 24), 0.5, 5.2, 2)
        pygame.draw.rect(body, (70, 110, 140, 255), body.get_rect(), 1, border_radius=14)
        surf.blit(body, rect)
        for cell in zone.entry_cells:
            centre = self.layout.centre(cell)
            end = (centre[0] - area.x, centre[1] - area.y)
            start = (
                max(rect.x + 8, min(rect.right - 8, end[0])),
                rect.bottom - 4 if rect.bottom < end[1] else rect.y + 4,
            )
            _dotted(surf, start, end, theme.GOLD_LIGHT)
        label = i18n.localize(zone.name)
        left_side = rect.centerx < self.layout.grid.centerx - area.x
        size = theme.fit_text(label, 12, 150, min_size=9)
        if left_side:
            theme.blit_text(
                surf,
                label,
                (rect.right + 8, rect.centery),
                size,
                theme.FOAM,
                anchor="midleft",
                shadow=True,
            )
        else:
            theme.blit_text(
                surf,
                label,
                (rect.x - 8, rect.centery),
                size,
                theme.FOAM,
                anchor="midright",
                shadow=True,
            )

    def _plaque(self, surf, plaque, area: pygame.Rect) -> None:
        port = self.map.ports[plaque.port]
        rect = plaque.rect.move(-area.x, -area.y)
        theme.draw_panel(surf, rect, "parchment", 7, 2)
        name = i18n.localize(port.name)
        rgb = sprites.goods_rgb(port.colour)
        pygame.draw.rect(surf, rgb, (rect.x + 3, rect.y + 3, 6, rect.h - 6), border_radius=2)
        if plaque.tall:
            sprites.draw_wrapped(
                surf, name, pygame.Rect(rect.x + 10, rect.y + 3, rect.w - 13, 28), 11, theme.INK
            )
            y = rect.y + 52
            for colour, price in sorted(port.buys.items(), key=lambda kv: kv[1]):
                self._price(surf, (rect.x + 14, y), colour, price)
                y += 14
        else:
            size = theme.fit_text(name, 12, rect.w - 56, bold=True, min_size=9)
            theme.blit_text(surf, name, (rect.x + 12, rect.y + 2), size, theme.INK, bold=True)
            x = rect.x + 12
            for colour, price in sorted(port.buys.items(), key=lambda kv: kv[1]):
                self._price(surf, (x, rect.bottom - 15), colour, price)
                x += 30

    def _price(self, surf, pos, colour: str, price: int) -> None:
        surf.blit(sprites.cube(colour, 10, theme.colourblind()), pos)
        theme.blit_text(surf, str(price), (pos[0] + 13, pos[1] - 3), 12, theme.INK, bold=True)


def _compass(surf, centre, r: int) -> None:
    """An eight-point compass rose with north marked."""
    cx, cy = centre
    pygame.draw.circle(surf, (*DEEP,), centre, r + 4)
    pygame.draw.circle(surf, theme.GOLD_DARK, centre, r + 4, 2)
    for k in range(8):
        a = -math.pi / 2 + k * math.pi / 4
        long = r if k % 2 == 0 else r * 0.55
        tip = (cx + long * math.cos(a), cy + long * math.sin(a))
        side = 0.22 if k % 2 == 0 else 0.3
        left = (
            cx + r * 0.16 * math.cos(a - math.pi / 2),
            cy + r * 0.16 * math.sin(a - math.pi / 2),
        )
        right = (
            cx + r * 0.16 * math.cos(a + math.pi / 2),
            cy + r * 0.16 * math.sin(a + math.pi / 2),
        )
        colour = theme.GOLD_LIGHT if k % 2 == 0 else theme.PARCHMENT_DARK
        pygame.draw.polygon(surf, colour, [tip, left, centre])
        pygame.draw.polygon(surf, theme.shade(colour, 0.7 + side), [tip, right, centre])
    pygame.draw.circle(surf, theme.GOLD, centre, 3)
    theme.blit_text(
        surf, "N", (cx, cy - r - 3), 11, theme.GOLD_LIGHT, bold=True, anchor="midbottom"
    )


def _skull(surf, centre, r: int) -> None:
    cx, cy = centre
    bone = (236, 232, 220)
    pygame.draw.line(surf, bone, (cx - r - 3, cy + r + 2), (cx + r + 3, cy - 1), 3)
    pygame.draw.line(surf, bone, (cx - r - 3, cy - 1), (cx + r + 3, cy + r + 2), 3)
    pygame.draw.circle(surf, bone, (cx, cy - 2), r)
    pygame.draw.rect(surf, bone, (cx - r // 2 - 1, cy - 2, r + 2, r))
    pygame.draw.circle(surf, (20, 16, 16), (cx - r // 2, cy - 3), max(1, r // 3))
    pygame.draw.circle(surf, (20, 16, 16), (cx + r // 2, cy - 3), max(1, r // 3))


def _dotted(surf, a, b, colour) -> None:
    dist = math.hypot(b[0] - a[0], b[1] - a[1])
    steps = max(1, int(dist // 7))
    for k in range(steps + 1):
        t = k / steps
        pygame.draw.circle(
            surf, colour, (int(a[0] + (b[0] - a[0]) * t), int(a[1] + (b[1] - a[1]) * t)), 1
        )
