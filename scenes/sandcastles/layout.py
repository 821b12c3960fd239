"""Where everything goes on the beach (1280x720, the board left of the seat column):

    the strip along the sea      the deck (with the Big Wave's zone), the beach, the solo game's
                                 hand, the bonus display
    the building areas           one per seat (and the shared area between the two players of
                                 the 2-player game), each with its header (name, score, hand
                                 face down, sandbank, held bonuses) and its castles on a grid
    the hand strip               the viewing seat's hand face up, the tile being placed, the fight

A castle is drawn on its own grid with a free row or column on each side where an open end faces
out (where a tile may go next), the castles of an area packed left to right at the largest cell size that fits them all, with a
slot for a new castle after them. Seven seats fit: eight slots of about 240x200 pixels."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from game.sandcastles.catalogue import SHARED
from game.sandcastles.model import CastleView, View

STRIP_H = 112
HAND_H = 96
GAP = 6
HEADER_H = 42
CELLS = (60, 52, 46, 40, 34, 30, 26, 22, 18, 14, 10)  # a few sizes: their sprites are drawn ahead
ROOMY_CELL = 40  # the smallest cell a first tile's room may bring an area's cells down to
FIRST_TILE = (3, 3)  # cells of a castle of one tile: the tile in the middle, a free cell around
MAX_CELL, MIN_CELL = CELLS[0], CELLS[-1]
TILE = 64  # beach, deck and display tiles
HAND_TILE = 66


def beach_slots(before: tuple[int | None, ...], beach: Sequence[int]) -> tuple[int | None, ...]:
    """The beach cards slot by slot: a card keeps its slot while it lies there, and a card taken
    leaves its slot empty (the beach is refilled only once the drawing is over, SAND-28), so
    that the card next to it never slides under the pointer that took it; a card dealt takes
    the first empty slot. A beach none of whose cards was there before is laid out afresh."""
    here = set(beach)
    if not here & {c for c in before if c is not None}:
        return tuple(beach)
    slots = [c if c in here else None for c in before]
    for card in beach:
        if card not in slots:
            if None in slots:
                slots[slots.index(None)] = card
            else:
                slots.append(card)
    return tuple(slots)


@dataclass
class CastleBox:
    cid: int
    x0: int  # grid cell drawn at the box's top-left corner
    y0: int
    w: int  # in cells, the free rows and columns included
    h: int
    rect: pygame.Rect  # on screen
    cell: int

    def cell_rect(self, x: int, y: int) -> pygame.Rect:
        return pygame.Rect(
            self.rect.x + (x - self.x0) * self.cell,
            self.rect.y + (y - self.y0) * self.cell,
            self.cell,
            self.cell,
        )


@dataclass
class Area:
    owner: int  # a seat, or SHARED
    rect: pygame.Rect
    castles: list[CastleBox] = field(default_factory=list)
    new_slot: pygame.Rect | None = None  # the new castle's slot, or its first tile's cell

    @property
    def grid_rect(self) -> pygame.Rect:
        return pygame.Rect(
            self.rect.x + 6, self.rect.y + HEADER_H, self.rect.w - 12, self.rect.h - HEADER_H - 6
        )


def slots(n: int, duel: bool) -> tuple[list[int], int, int]:
    """The owners of the area slots in order, and the grid (columns, rows) they sit in."""
    if duel:
        return [0, SHARED, 1], 3, 1
    owners = list(range(n))
    cols = {1: 1, 2: 2, 3: 3, 4: 2, 5: 3, 6: 3, 7: 4}[n]
    rows = (n + cols - 1) // cols
    return owners, cols, rows


class Layout:
    def __init__(self, board: pygame.Rect, n: int, duel: bool) -> None:
        self.board = board
        self.strip = pygame.Rect(board.x, board.y, board.w, STRIP_H)
        self.hand = pygame.Rect(board.x + GAP, board.bottom - HAND_H, board.w - 2 * GAP, HAND_H - 2)
        top = self.strip.bottom + GAP
        self.areas_rect = pygame.Rect(
            board.x + GAP, top, board.w - 2 * GAP, self.hand.y - GAP - top
        )
        owners, cols, rows = slots(n, duel)
        h = (self.areas_rect.h - (rows - 1) * GAP) // rows
        self.area_rects: dict[int, pygame.Rect] = {}
        for r in range(rows):
            row = owners[r * cols : (r + 1) * cols]  # a short last row shares the whole width
            w = (self.areas_rect.w - (len(row) - 1) * GAP) // len(row)
            for c, owner in enumerate(row):
                self.area_rects[owner] = pygame.Rect(
                    self.areas_rect.x + c * (w + GAP), self.areas_rect.y + r * (h + GAP), w, h
                )
        # the strip: deck, beach (3), the solo game's hand (3), the display
        y = self.strip.y + 38
        self.deck = pygame.Rect(self.strip.x + 14, y, TILE, TILE)
        self.beach = [
            pygame.Rect(self.deck.right + 40 + k * (TILE + 8), y, TILE, TILE) for k in range(3)
        ]
        self.game_hand = [
            pygame.Rect(self.beach[-1].right + 30 + k * (TILE + 8), y, TILE, TILE) for k in range(3)
        ]
        self.display_solo = pygame.Rect(
            self.game_hand[-1].right + 24, self.strip.y + 36, 0, STRIP_H - 40
        )
        self.display_solo.w = self.strip.right - 10 - self.display_solo.x
        self.display = pygame.Rect(self.beach[-1].right + 24, self.strip.y + 36, 0, STRIP_H - 40)
        self.display.w = self.strip.right - 10 - self.display.x
        # the hand strip: the hand, then the tile on its way, then the fight
        hy = self.hand.y + 20
        self.hand_tiles = [
            pygame.Rect(self.hand.x + 12 + k * (HAND_TILE + 8), hy, HAND_TILE, HAND_TILE)
            for k in range(4)
        ]
        self.moving = pygame.Rect(self.hand_tiles[-1].right + 40, hy, HAND_TILE, HAND_TILE)
        self.fight_x = self.moving.right + 40
        self.areas: dict[int, Area] = {}
        self._packed: dict[int, tuple[object, Area]] = {}

    def place_castles(
        self, view: View, new_slots: frozenset[int], forming: int | None = None
    ) -> None:
        """Each area's castles on their grids (`new_slots`: owners whose area shows the slot
        for a new castle; `forming`: the owner of a new castle whose first tile is being
        turned, laid out as it will be once built). An area whose castles did not change
        keeps its layout."""
        by_owner: dict[int, list[CastleView]] = {}
        for c in view.castles:
            by_owner.setdefault(c.owner, []).append(c)
        areas: dict[int, Area] = {}
        for owner, rect in self.area_rects.items():
            castles = tuple(sorted(by_owner.get(owner, []), key=lambda c: c.cid))
            key = (castles, owner in new_slots, owner == forming)
            area = self._packed.get(owner)
            if area is None or area[0] != key:
                packed = Area(owner, rect)
                pack(packed, list(castles), owner in new_slots, owner == forming)
                self._packed[owner] = area = (key, packed)
            areas[owner] = area[1]
        self.areas = areas

    def box(self, cid: int) -> CastleBox | None:
        for area in self.areas.values():
            for b in area.castles:
                if b.cid == cid:
                    return b
        return None

    def area_of(self, cid: int) -> Area | None:
        for area in self.areas.values():
            if any(b.cid == cid for b in area.castles):
                return area
        return None


def _bounds(c: CastleView, padded: bool = False) -> tuple[int, int, int, int]:
    """The castle's footprint and, on each side, one more row or column where an open end
    faces out of it (only there can a tile be added: SAND-19 needs a wall to join). `padded`:
    a castle of one tile has a free cell on every side (`FIRST_TILE`), whichever way it was
    turned, as while it was turned (`pack`: the area's newest castle)."""
    cells = {(x, y): st for x, y, st in c.cells}
    xs = [x for x, _ in cells]
    ys = [y for _, y in cells]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    if padded and len(cells) == 1:
        return x0 - 1, y0 - 1, 3, 3
    grow = [0, 0, 0, 0]  # west, east, north, south
    for (x, y), st in cells.items():
        walls = st[-1] & 15
        for bit, dx, dy, side in ((1, 0, -1, 2), (2, 1, 0, 1), (4, 0, 1, 3), (8, -1, 0, 0)):
            nx, ny = x + dx, y + dy
            outside = nx < x0 or nx > x1 or ny < y0 or ny > y1
            if walls & bit and outside:
                grow[side] = 1
    return (
        x0 - grow[0],
        y0 - grow[2],
        x1 - x0 + 1 + grow[0] + grow[1],
        y1 - y0 + 1 + grow[2] + grow[3],
    )


def _flow(
    sizes: list[tuple[int, int]], room: pygame.Rect, cell: int
) -> list[tuple[int, int]] | None:
    """Top-left corners for boxes of `sizes` cells, left to right and wrapping; None if they do
    not fit at `cell` pixels a cell."""
    out: list[tuple[int, int]] = []
    x, y, line = room.x, room.y, 0
    gap = cell // 2 + 4  # castles apart by more than a crack
    for w, h in sizes:
        pw, ph = w * cell, h * cell
        if pw > room.w or ph > room.h:
            return None
        if x + pw > room.right:
            x, y, line = room.x, y + line + gap, 0
        if y + ph > room.bottom:
            return None
        out.append((x, y))
        x += pw + gap
        line = max(line, ph)
    return out


def _fit(sizes: list[tuple[int, int]], room: pygame.Rect) -> tuple[int, list[tuple[int, int]]]:
    """The largest cell at which boxes of `sizes` flow into `room`, and their corners; if none
    fits, the smallest cells in one line, laid out anyway."""
    for size in CELLS:
        spots = _flow(sizes, room, size)
        if spots is not None:
            return size, spots
    spots, x = [], room.x
    for w, _h in sizes:
        spots.append((x, room.y))
        x += w * MIN_CELL + 2
    return MIN_CELL, spots


def pack(area: Area, castles: list[CastleView], new_slot: bool, forming: bool = False) -> None:
    """Lay `castles` out on the area's grid, then the slot of a new castle (one cell, always
    kept, so that its coming and going moves nothing; while a new castle's first tile is
    being turned, `forming`, the tile is drawn there).

    Where the area has the room (its cells stay `ROOMY_CELL` or more, or lose nothing), the
    tile being turned gets the room its castle will have once built (`FIRST_TILE`, the tile
    in the middle), and the area's newest castle, while it has that one tile, keeps it:
    building it moves nothing. In a crowded area every tile would be smaller for it, so there
    the tile is turned in the slot and may shift a cell once built (its box grows a free row
    where a wall opens)."""
    room = area.grid_rect
    bounds = [_bounds(c) for c in castles]
    cell, spots = _fit([(w, h) for _, _, w, h in bounds] + [(1, 1)], room)
    padded = list(bounds)
    if castles and not forming:  # (while one forms, that one is the newest)
        padded[-1] = _bounds(castles[-1], padded=True)
    roomy = False
    if forming or padded != bounds:
        sizes = [(w, h) for _, _, w, h in padded] + ([FIRST_TILE] if forming else []) + [(1, 1)]
        size, spaced = _fit(sizes, room)
        if size == cell or size >= ROOMY_CELL:
            bounds, spots, cell, roomy = padded, spaced, size, True
    for c, (x0, y0, w, h), (px, py) in zip(castles, bounds, spots):
        area.castles.append(
            CastleBox(c.cid, x0, y0, w, h, pygame.Rect(px, py, w * cell, h * cell), cell)
        )
    sx, sy = spots[len(castles)]
    if forming and roomy:  # the tile being turned, in the middle of its castle's room
        area.new_slot = pygame.Rect(sx + cell, sy + cell, cell, cell)
    else:
        area.new_slot = pygame.Rect(sx, sy, cell, cell) if new_slot or forming else None
