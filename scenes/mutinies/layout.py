"""Where everything sits on the 21 Mutinies table: pure rectangle arithmetic, no drawing.

The board (980 × 634 at the top left of the window) holds, from top to bottom: the prestige
track; two rows of four action areas (the six captain actions, then Cabin and Mutiny); the
viewing seat's hold. A column on the right carries the turn-order track, the round, the piles
and the last dice.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

TRACK_SQUARES = 50  # squares 0..49; a marker past 49 shows its lap
AREA_W, AREA_H = 190, 194
AREA_TOP = 58
GAP = 6
TITLE_H = 24
RIGHT_X = 4 * AREA_W + 5 * GAP  # 790
RIGHT_W = 184
TRACK = pygame.Rect(GAP, 4, RIGHT_X + RIGHT_W - GAP, 50)
TRACK_LABEL_W = 84
HAND = pygame.Rect(GAP, AREA_TOP + 2 * AREA_H + GAP + 6, 4 * AREA_W + 3 * GAP, 170)

# Row, column of each action area (the six captain actions first, as on the board).
AREA_CELL = {
    "cr": (0, 0),
    "nc": (0, 1),
    "ship": (0, 2),
    "tavern": (0, 3),
    "bm": (1, 0),
    "city": (1, 1),
    "cabin": (1, 2),
    "mutiny": (1, 3),
}
# How each area arranges its slots: (columns, cell width, cell height).
GRID = {
    "cr": (5, 34, 100),
    "nc": (5, 34, 90),
    "ship": (5, 34, 90),
    "tavern": (5, 34, 90),
    "bm": (3, 58, 76),
    "city": (3, 58, 76),
    "cabin": (3, 58, 128),
    "mutiny": (2, 88, 66),
}


def area_rect(area: str) -> pygame.Rect:
    row, col = AREA_CELL[area]
    return pygame.Rect(GAP + col * (AREA_W + GAP), AREA_TOP + row * (AREA_H + GAP), AREA_W, AREA_H)


def slot_rects(area: str, slot_ids: tuple[str, ...]) -> dict[str, pygame.Rect]:
    """The cells of an area's slots, centred in rows under the area's title."""
    box = area_rect(area)
    cols, w, h = GRID[area]
    rows = [slot_ids[i : i + cols] for i in range(0, len(slot_ids), cols)]
    gap = 2 if w < 40 else 4
    out = {}
    y = box.y + TITLE_H + 6
    for row in rows:
        width = len(row) * w + (len(row) - 1) * gap
        x = box.centerx - width // 2
        for sid in row:
            out[sid] = pygame.Rect(x, y, w, h)
            x += w + gap
        y += h + gap
    return out


def track_square(pp: int) -> pygame.Rect:
    """The square a prestige total sits on (negative totals sit on 0, laps wrap)."""
    index = max(0, pp) % TRACK_SQUARES
    x0 = TRACK.x + TRACK_LABEL_W
    step = (TRACK.w - TRACK_LABEL_W - 8) / TRACK_SQUARES
    return pygame.Rect(int(x0 + index * step), TRACK.y + 24, int(step) - 1, 19)


@dataclass
class RightColumn:
    """The column beside the areas: turn order, round, piles, dice."""

    x: int = RIGHT_X
    w: int = RIGHT_W
    order: pygame.Rect = field(default_factory=lambda: pygame.Rect(RIGHT_X, AREA_TOP, RIGHT_W, 150))
    round: pygame.Rect = field(
        default_factory=lambda: pygame.Rect(RIGHT_X, AREA_TOP + 156, RIGHT_W, 62)
    )
    piles: pygame.Rect = field(
        default_factory=lambda: pygame.Rect(RIGHT_X, AREA_TOP + 224, RIGHT_W, 200)
    )
    dice: pygame.Rect = field(
        default_factory=lambda: pygame.Rect(RIGHT_X, AREA_TOP + 430, RIGHT_W, 142)
    )

    def pile_cells(self) -> dict[str, pygame.Rect]:
        """Jewel pile, discards, treasure pile (top row); Mutiny deck, bank (bottom row)."""
        names = (("jewels", "discards", "treasures"), ("deck", "bank"))
        out = {}
        cw, ch = 58, 84
        for r, row in enumerate(names):
            width = len(row) * cw + (len(row) - 1) * 4
            x = self.piles.centerx - width // 2
            for name in row:
                out[name] = pygame.Rect(x, self.piles.y + 24 + r * (ch + 6), cw, ch)
                x += cw + 4
        return out


RIGHT = RightColumn()
