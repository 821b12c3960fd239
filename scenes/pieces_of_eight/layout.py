"""Where everything sits on the Pieces of Eight table: one row per ship, the viewer's at the
bottom and the others above it in turn order; in each row the seat's name, the crow's nest apart,
the deck as a fan of coins from the fore (left) to the aft (right), and the hold.

Pure geometry from the seat count and the deck lengths, so the table can ask where a coin is
without drawing anything (offers, animations, tests).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

MARGIN = 8
GAP = 6
TIGHT_GAP = 3  # between the rows of a crowded table (seven seats or more)
LABEL_H = 14  # the position names under a deck's coins
READABLE = 50  # a compact row's coins are at least this big if the row has room: their
# names stay legible (coins.fit_label)
MAX_ROW = 150
INFO_W = 124  # the name column of compact rows
HEADER_H = 24  # the name line of roomy rows
ROOMY = 128  # rows at least this tall put the name above the coins
ARC = 7  # how far the middle of the fan rises above its ends
MIN_STAGE = 120  # free height worth a stage panel between the rows


@dataclass
class ShipGeom:
    seat: int
    row: pygame.Rect
    info: pygame.Rect
    nest: pygame.Rect
    deck_area: pygame.Rect
    hold: pygame.Rect
    coin: int
    deck: list[pygame.Rect] = field(default_factory=list)

    def deck_rect(self, index: int) -> pygame.Rect:
        """The rect of deck coin `index` (0 = fore); past the aft, where the next coin would go."""
        if not self.deck:
            return pygame.Rect(self.deck_area.x, self.deck_area.y, self.coin, self.coin)
        if index < len(self.deck):
            return self.deck[max(0, index)]
        last = self.deck[-1]
        return last.move(min(self.coin, self.deck_area.right - last.right), 0)

    def visible(self, place) -> pygame.Rect:
        """The part of a coin not covered by the coin before it in the fan (its hover and click
        area): "nest" or a deck index."""
        if place == "nest":
            return self.nest
        r = pygame.Rect(self.deck[place])
        if place > 0:
            cut = self.deck[place - 1].right - r.x
            if 0 < cut < r.w:
                r.x, r.w = r.x + cut, r.w - cut
        return r

    def place(self, where) -> pygame.Rect:
        """ "nest", "fore", "aft", "hold" or a 1-based deck index (as the rules name positions)."""
        if where == "nest":
            return self.nest
        if where == "hold":
            return self.hold
        if where == "fore":
            return self.deck_rect(0)
        if where == "aft":
            return self.deck_rect(len(self.deck) - 1)
        return self.deck_rect(int(where) - 1)


def order_from(viewer: int | None, n: int) -> list[int]:
    """Seats top to bottom: the ones after the viewer in turn order, the viewer last."""
    v = 0 if viewer is None else viewer
    return [(v + k) % n for k in range(1, n + 1)]


class TableLayout:
    def __init__(self, board: pygame.Rect, n: int, viewer: int | None, deck_lengths) -> None:
        self.board = pygame.Rect(board)
        self.n = n
        self.order = order_from(viewer, n)
        inner = self.board.inflate(-2 * MARGIN, -2 * MARGIN)
        gap = GAP if n <= 6 else TIGHT_GAP
        row_h = min(MAX_ROW, (inner.h - gap * (n - 1)) // n)
        self.roomy = row_h >= ROOMY
        scaled = int((row_h - (HEADER_H if self.roomy else 0)) * 0.58)
        self.coin = max(40, min(62, max(scaled, min(READABLE, row_h - LABEL_H - 4))))
        # the fan's rise, kept inside the row when the coins fill it
        self.arc = max(0, min(ARC, row_h - self.coin - LABEL_H - 4))
        spare = inner.h - n * row_h - gap * (n - 1)
        self.stage: pygame.Rect | None = None
        if spare >= MIN_STAGE:
            top_rows = n - 1
            y = inner.y + top_rows * (row_h + gap)
            self.stage = pygame.Rect(inner.x, y, inner.w, spare - gap)
        self.ships: dict[int, ShipGeom] = {}
        for k, seat in enumerate(self.order):
            y = inner.y + k * (row_h + gap)
            if k == n - 1:
                y = inner.bottom - row_h
            row = pygame.Rect(inner.x, y, inner.w, row_h)
            self.ships[seat] = self._ship(seat, row, deck_lengths[seat])

    def _ship(self, seat: int, row: pygame.Rect, length: int) -> ShipGeom:
        c = self.coin
        if self.roomy:
            info = pygame.Rect(row.x, row.y, row.w, HEADER_H + 4)
            cy = (info.bottom + row.bottom) // 2 - 6
            left = row.x + 4
        else:
            info = pygame.Rect(row.x, row.y, INFO_W, row.h)
            cy = min(row.centery - 4, row.bottom - LABEL_H - 2 - c // 2)
            left = info.right
        nest = pygame.Rect(0, 0, c, c)
        nest.center = (left + 14 + c // 2, cy)
        hold = pygame.Rect(0, 0, c, c)
        hold.center = (row.right - 10 - c // 2, cy)
        top = info.bottom if self.roomy else row.y + 4
        deck_area = pygame.Rect(
            nest.right + 26, top, hold.x - 18 - nest.right - 26, row.bottom - 4 - top
        )
        geom = ShipGeom(seat, row, info, nest, deck_area, hold, c)
        if length:
            step = c + 4 if length == 1 else min(c + 4, (deck_area.w - c) / (length - 1))
            for i in range(length):
                t = i / (length - 1) if length > 1 else 0.5
                lift = self.arc * 4 * t * (1 - t)
                r = pygame.Rect(0, 0, c, c)
                r.center = (int(deck_area.x + c / 2 + i * step), int(cy - lift))
                geom.deck.append(r)
        return geom

    def ship(self, seat: int) -> ShipGeom:
        return self.ships[seat]
