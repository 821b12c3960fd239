"""Where things go on the Kratos table, and the camera over the sea chart.

The board area of the platform's table (980 x 634 above the prompt bar) holds the chart's
viewport on the left and the desk (turn, supplies, the piece in hand, the controls) on the right;
the seat column holds nine short seat panels and the log.

The camera: the chart is drawn at a cell size (zoom level); at the first level the whole chart
fits the viewport, centred; at the others it is larger than the viewport and the camera's offset
(in chart pixels) says which part shows. The sea fills the whole viewport, but the chart is
fitted and panned within its `room`: the viewport less the strip at its bottom that a prompt bar
of two rows covers (BAR_COVERS). Node positions follow the engine's numbering: a sea cell
(x, y) is node `y * W + x`, island k is node `W * H + k - 1` (game/kratos/catalogue.py).
"""

from __future__ import annotations

import pygame
from pygame.typing import Point

from game.kratos.catalogue import Geometry

from ..table.base import BOARD_RECT, PROMPT_RECT, SIDE_RECT
from ..widgets.prompt_bar import SECOND_ROW

DESK_W = 178
CHART_VIEW = pygame.Rect(8, 8, BOARD_RECT.w - DESK_W - 22, BOARD_RECT.h - 14)
# The bottom of the viewport a prompt bar of two rows covers (it grows its second row upwards over
# the board, scenes/widgets/prompt_bar.py): the chart is fitted, centred and panned above it, so
# that no island ever lies under the bar, nor moves when the bar grows.
BAR_COVERS = max(0, CHART_VIEW.bottom - (PROMPT_RECT.y - SECOND_ROW) + 4)
DESK = pygame.Rect(CHART_VIEW.right + 8, 8, DESK_W, CHART_VIEW.h)
SEAT_H = 46
SEAT_GAP = 4
ZOOMS = (1.0, 1.5, 2.0, 3.0)  # cell size as a multiple of the size that fits the whole chart
MAX_CELL = 96
FLAG_ROOM = 14  # sea above the top row (half of it when centred): a capital's flag stands above it


def chart_tiles(view: pygame.Rect, across: int = 4, down: int = 4) -> list[pygame.Rect]:
    """The viewport cut in tiles (the layer keeps each apart: a step repaints one or two)."""
    xs = [view.x + view.w * k // across for k in range(across + 1)]
    ys = [view.y + view.h * k // down for k in range(down + 1)]
    return [
        pygame.Rect(xs[i], ys[j], xs[i + 1] - xs[i], ys[j + 1] - ys[j])
        for j in range(down)
        for i in range(across)
    ]


def seat_rects(n: int) -> list[pygame.Rect]:
    x, w = SIDE_RECT.x + 6, SIDE_RECT.w - 12
    return [pygame.Rect(x, SIDE_RECT.y + 8 + k * (SEAT_H + SEAT_GAP), w, SEAT_H) for k in range(n)]


def seats_height(n: int) -> int:
    return n * (SEAT_H + SEAT_GAP)


class Camera:
    """The chart's zoom and offset, and the conversions between nodes, cells and the screen."""

    def __init__(self, geo: Geometry, view: pygame.Rect = CHART_VIEW, covered: int = 0) -> None:
        self.geo = geo
        self.view = pygame.Rect(view)  # where the chart is drawn (its sea fills it)
        # ... and the part of it nothing may cover (`covered` pixels at its bottom may be)
        self.room = pygame.Rect(view.x, view.y, view.w, max(1, view.h - covered))
        self.cols, self.rows = geo.w, geo.h
        fit = max(8, min(self.room.w // self.cols, (self.room.h - FLAG_ROOM) // self.rows))
        levels: list[int] = []
        for z in ZOOMS:
            size = min(MAX_CELL, int(fit * z))
            if size not in levels and (not levels or size > levels[-1]):
                levels.append(size)
        self.levels = tuple(levels)
        self.level = 0
        self.ox = 0.0
        self.oy = 0.0
        self._rects: tuple[object, dict[int, pygame.Rect]] = (None, {})  # (key(), node -> rect)

    # ---- the zoom and the offset ------------------------------------------------------------------
    @property
    def cell(self) -> int:
        return self.levels[self.level]

    @property
    def size(self) -> tuple[int, int]:
        return self.cols * self.cell, self.rows * self.cell

    @property
    def fits(self) -> bool:
        """The whole chart shows (no panning needed)."""
        w, h = self.size
        return w <= self.room.w and h <= self.room.h

    def key(self) -> tuple[int, int, int]:
        return self.level, int(self.ox), int(self.oy)

    def origin(self) -> tuple[int, int]:
        """Where the chart's top-left corner is on the screen."""
        w, h = self.size
        room = self.room
        x = room.x + (room.w - w) // 2 if w <= room.w else room.x - int(self.ox)
        y = room.y + (room.h - h) // 2 if h <= room.h else room.y - int(self.oy)
        return x, y

    def chart_rect(self) -> pygame.Rect:
        """The part of the screen the chart covers (within the viewport)."""
        x, y = self.origin()
        return pygame.Rect((x, y), self.size).clip(self.view)

    def clamp(self) -> None:
        w, h = self.size
        self.ox = max(0.0, min(self.ox, float(max(0, w - self.room.w))))
        self.oy = max(-float(FLAG_ROOM), min(self.oy, float(max(0, h - self.room.h))))

    def zoom(self, step: int, anchor: Point | None = None) -> bool:
        """Zoom in (step > 0) or out, keeping the chart point under `anchor` where it is."""
        level = max(0, min(len(self.levels) - 1, self.level + step))
        if level == self.level:
            return False
        ax, ay = (anchor[0], anchor[1]) if anchor is not None else self.room.center
        x0, y0 = self.origin()
        fx, fy = (ax - x0) / self.cell, (ay - y0) / self.cell  # in cells
        self.level = level
        self.ox = fx * self.cell - (ax - self.room.x)
        self.oy = fy * self.cell - (ay - self.room.y)
        self.clamp()
        return True

    def pan(self, dx: float, dy: float) -> None:
        self.ox -= dx
        self.oy -= dy
        self.clamp()

    def centre_on(self, node: int) -> None:
        """Show `node` in the middle of the room (as far as the chart's edges allow)."""
        x0, y0, x1, y1 = self.geo.boxes[node]
        c = self.cell
        self.ox = (x0 + x1 + 1) / 2 * c - self.room.w / 2
        self.oy = (y0 + y1 + 1) / 2 * c - self.room.h / 2
        self.clamp()

    def shows(self, node: int, margin: int = 0) -> bool:
        return self.room.inflate(-2 * margin, -2 * margin).colliderect(self.node_rect(node))

    # ---- nodes on the screen --------------------------------------------------------------------
    def cell_rect(self, x: int, y: int, w: int = 1, h: int = 1) -> pygame.Rect:
        x0, y0 = self.origin()
        c = self.cell
        return pygame.Rect(x0 + x * c, y0 + y * c, w * c, h * c)

    def node_rect(self, node: int) -> pygame.Rect:
        """A sea cell's square, or an island's 2 x 2 block (worked out once for each place of
        the camera: a step's drawables ask for every piece's)."""
        key = self.key()
        if key != self._rects[0]:
            self._rects = (key, {})
        known = self._rects[1]
        rect = known.get(node)
        if rect is None:
            x0, y0, x1, y1 = self.geo.boxes[node]
            rect = known[node] = self.cell_rect(x0, y0, x1 - x0 + 1, y1 - y0 + 1)
        return pygame.Rect(rect)

    def centre(self, node: int) -> tuple[int, int]:
        return self.node_rect(node).center

    def node_at(self, pos: Point) -> int | None:
        """The node under a screen point (None off the chart)."""
        if not self.view.collidepoint(pos):
            return None
        x0, y0 = self.origin()
        x, y = int((pos[0] - x0) // self.cell), int((pos[1] - y0) // self.cell)
        if not (0 <= x < self.cols and 0 <= y < self.rows):
            return None
        return self.geo.node_at(x, y)
