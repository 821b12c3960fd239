"""Where things go on the Black Fleet table: the chart (grid of spaces), the distant seas in the
margins, the port plaques, and the captain's desk column beside the chart.

Everything is computed once from the printed map (MapData) and the board rectangle, so the
drawing code only asks "where is cell (x, y)" or "where does port A's plaque go".
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import pygame

from game.black_fleet.content import MapData

from ..widgets.prompt_bar import SECOND_ROW

DESK_W = 200  # the column beside the chart: turn, hand, decks
MARGIN_TOP = 44  # distant seas and plaques live in the margins around the grid
MARGIN_SIDE = 32
PLAQUE_WIDE = (138, 32)  # name on one line, goods and prices on the next
PLAQUE_TALL = (62, 94)  # two cells by three: name in two lines, then the chips
ZONE_SIZE = (150, 36)


@dataclass(frozen=True)
class Plaque:
    port: int
    rect: pygame.Rect
    tall: bool


class ChartLayout:
    """Pixel geometry of the chart inside the board rectangle."""

    def __init__(self, board: MapData, area: pygame.Rect) -> None:
        self.map = board
        self.area = pygame.Rect(area)
        room_w = self.area.w - DESK_W - 2 * MARGIN_SIDE - 12
        room_h = self.area.h - 2 * MARGIN_TOP - 20
        self.cell = min(room_w // board.width, room_h // board.height)
        c = self.cell
        self.grid = pygame.Rect(
            self.area.x + MARGIN_SIDE, self.area.y + MARGIN_TOP, c * board.width, c * board.height
        )
        # the desk column stands clear of the prompt bar's second row (the far seas to enter
        # from, in Spanish, need it): the bar never covers the decks
        self.desk = pygame.Rect(
            self.grid.right + MARGIN_SIDE // 2 + 4,
            self.area.y + 6,
            self.area.right - self.grid.right - MARGIN_SIDE // 2 - 10,
            self.area.h - 12 - SECOND_ROW,
        )
        self.zones = tuple(self._zone_rect(z.entry_cells) for z in board.distant_seas)

    @cached_property
    def plaques(self) -> tuple[Plaque, ...]:
        """Worked out when first asked (a table opening asks in a frame of its own)."""
        return self._place_plaques()

    # ---- cells -----------------------------------------------------------------------------
    def cell_rect(self, cell) -> pygame.Rect:
        x, y = cell
        return pygame.Rect(
            self.grid.x + x * self.cell, self.grid.y + y * self.cell, self.cell, self.cell
        )

    def centre(self, cell) -> tuple[int, int]:
        return self.cell_rect(cell).center

    def cell_at(self, pos) -> tuple[int, int] | None:
        if not self.grid.collidepoint(pos):
            return None
        return ((pos[0] - self.grid.x) // self.cell, (pos[1] - self.grid.y) // self.cell)

    def is_sea(self, cell) -> bool:
        return not self.map.is_land(cell)

    # ---- distant seas ----------------------------------------------------------------------
    def _zone_rect(self, entries) -> pygame.Rect:
        """The margin area beside a distant sea's entry spaces (top or bottom margin)."""
        mx = sum(x for x, _ in entries) / len(entries)
        my = sum(y for _, y in entries) / len(entries)
        w, h = ZONE_SIZE
        top = my < self.map.height / 2
        left = mx < self.map.width / 2
        x = self.grid.x - MARGIN_SIDE + 4 if left else self.grid.right + 8 - w
        y = self.area.y + 4 if top else self.grid.bottom + 4
        return pygame.Rect(x, y, w, h)

    def zone_slot(self, zone: int, k: int) -> tuple[int, int]:
        """Where the k-th pirate waiting in a distant sea is drawn."""
        r = self.zones[zone]
        step = self.cell
        first = r.x + 22 if r.centerx < self.grid.centerx else r.right - 22
        sign = 1 if r.centerx < self.grid.centerx else -1
        return (first + sign * k * step, r.centery + 2)

    # ---- port plaques ----------------------------------------------------------------------
    def _place_plaques(self) -> tuple[Plaque, ...]:
        """Each port's plaque goes where it hides the fewest sea spaces (land and margins are
        free), never over a dock, as close to its port as possible. Plain integer arithmetic
        over the map's sea cells (a table opens in one frame: this runs in it)."""
        taken = list(self.zones)
        bounds = pygame.Rect(
            self.area.x + 2, self.area.y + 2, self.desk.x - self.area.x - 6, self.area.h - 4
        )
        sea_rows = [
            [self.is_sea((x, y)) for x in range(self.map.width)] for y in range(self.map.height)
        ]
        out = []
        for i, port in enumerate(self.map.ports):
            docks = [self.cell_rect(d).inflate(-2, -2) for d in port.docks]
            centre = self.centre(port.cell)
            best, best_cost = None, float("inf")
            for rect, tall in self._candidates(port.cell):  # the first cheapest wins
                if not bounds.contains(rect) or rect.collidelist(taken) >= 0:
                    continue
                if rect.collidelist(docks) >= 0:
                    continue
                distance = abs(rect.centerx - centre[0]) + abs(rect.centery - centre[1])
                cost = self._sea_area(rect, sea_rows) * 3 + distance
                if cost < best_cost:
                    best, best_cost = (rect, tall), cost
            if best is None:  # nowhere free: the first place tried, as min() over all would
                best = self._candidates(port.cell)[0]
            taken.append(best[0])
            out.append(Plaque(i, best[0], best[1]))
        return tuple(out)

    def _candidates(self, cell):
        c = self.cell
        port = self.cell_rect(cell)
        out = []
        for tall, (w, h) in ((False, PLAQUE_WIDE), (True, PLAQUE_TALL)):
            for dx in range(-w, c + 1, c // 4):
                for dy in range(-h, c + 1, c // 4):
                    out.append((pygame.Rect(port.x + dx, port.y + dy, w, h), tall))
        return out

    def _sea_area(self, rect: pygame.Rect, sea_rows: list[list[bool]]) -> int:
        """Pixels of sea spaces under `rect` (`sea_rows[y][x]`: whether cell (x, y) is sea)."""
        c, g = self.cell, self.grid
        x0, x1 = rect.x - g.x, rect.right - g.x  # in grid pixels
        y0, y1 = rect.y - g.y, rect.bottom - g.y
        columns = range(max(0, x0 // c), min(self.map.width, x1 // c + 1))
        area = 0
        for y in range(max(0, y0 // c), min(self.map.height, y1 // c + 1)):
            h = min(y1, (y + 1) * c) - max(y0, y * c)
            if h > 0:
                row = sea_rows[y]
                area += h * sum(min(x1, (x + 1) * c) - max(x0, x * c) for x in columns if row[x])
        return area
