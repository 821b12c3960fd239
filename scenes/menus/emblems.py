"""Each game's emblem on its title-menu card, drawn by code: a piece of eight, a Jolly Roger, a
ship under sail (and a coin for any game without one of its own)."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame
from pygame.typing import Point

from ..core import theme


def piece_of_eight(surface: pygame.Surface, c: Point, r: int) -> None:
    pygame.draw.circle(surface, theme.GOLD_DARK, c, r)
    pygame.draw.circle(surface, theme.GOLD, c, r - 3)
    for k in range(8):
        a = k * math.pi / 4
        pygame.draw.line(
            surface,
            theme.GOLD_DARK,
            c,
            (c[0] + (r - 6) * math.cos(a), c[1] + (r - 6) * math.sin(a)),
            2,
        )
    pygame.draw.circle(surface, theme.GOLD_LIGHT, c, r // 3)


def jolly_roger(surface: pygame.Surface, c: Point, r: int) -> None:
    x, y = c[0], c[1]
    pygame.draw.rect(surface, (24, 22, 24), (x - r, y - r + 4, 2 * r, 2 * r - 8), border_radius=4)
    pygame.draw.circle(surface, (236, 232, 220), (x, y - 4), r // 2 - 1)
    pygame.draw.rect(surface, (236, 232, 220), (x - r // 4, y + 2, r // 2, r // 3))
    for dx in (-r // 5, r // 5):
        pygame.draw.circle(surface, (24, 22, 24), (x + dx, y - 6), max(2, r // 8))
    for sx in (-1, 1):
        pygame.draw.line(
            surface,
            (236, 232, 220),
            (x - r + 5, y + sx * (r // 2)),
            (x + r - 5, y - sx * (r // 2)),
            3,
        )


def ship(surface: pygame.Surface, c: Point, r: int) -> None:
    x, y = c[0], c[1]
    pygame.draw.circle(surface, theme.SEA, c, r)
    pygame.draw.polygon(
        surface,
        theme.WOOD,
        [
            (x - r + 6, y + 4),
            (x + r - 6, y + 4),
            (x + r // 2, y + r // 2 + 2),
            (x - r // 2, y + r // 2 + 2),
        ],
    )
    pygame.draw.line(surface, theme.WOOD_DARK, (x, y + 4), (x, y - r + 5), 2)
    pygame.draw.polygon(
        surface, theme.PARCHMENT, [(x + 2, y - r + 6), (x + r // 2 + 4, y - 2), (x + 2, y)]
    )
    pygame.draw.polygon(
        surface, (30, 30, 34), [(x - 2, y - r + 8), (x - r // 2 - 2, y - 2), (x - 2, y - 2)]
    )


EMBLEMS: dict[str, Callable[[pygame.Surface, Point, int], None]] = {
    "pieces_of_eight": piece_of_eight,
    "mutinies": jolly_roger,
    "black_fleet": ship,
}


def draw_emblem(surface: pygame.Surface, game_id: str, centre: Point, r: int) -> None:
    EMBLEMS.get(game_id, piece_of_eight)(surface, centre, r)
