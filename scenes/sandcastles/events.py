"""What Sandcastles' events look and sound like on the beach (every event also has its log
line, from game/sandcastles/words.py). Positions come from the layout of the view the event
happened in (the table has not looked again yet when its events arrive)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..core import theme
from ..table.events import EventData, EventShow
from ..widgets.anim import Flash, Fly, Pause
from . import sprites
from .anims import Banked, KnockOff, WaveSweep

if TYPE_CHECKING:
    from .table import SandcastlesTable

SHOW: EventShow[SandcastlesTable] = EventShow()
SHOW.sound("click", "attacked", "countered", "escalated", "game_attacked", "game_escalated")
SHOW.sound("cannon", "captured", "game_won_fight")
SHOW.sound("coin", "castle_completed", "bonus_taken", "bonus_stolen", "bonus_turned")
SHOW.sound("splash", "big_wave", "solo_lost", "game_over")
SHOW.banner("big_wave", "sandcastles.scene.big_wave", theme.TEXT_LIGHT)
SHOW.banner("solo_won", "sandcastles.scene.solo_won", theme.GOLD)


def _area_point(table: SandcastlesTable, seat: object) -> tuple[int, int]:
    area = table.layout.area_rects.get(seat if isinstance(seat, int) else -9)
    if area is None:
        return table.board_rect.center
    return (area.x + 60, area.y + 26)


def _cell_of_top(table: SandcastlesTable, card: object) -> pygame.Rect | None:
    """The cell whose top tile is `card` (card ids are unique), in the layout on screen."""
    top = _top(table, card)
    return top[0] if top is not None else None


def _top(table: SandcastlesTable, card: object) -> tuple[pygame.Rect, int] | None:
    """The cell whose top tile is `card`, and the walls the tile was laid with."""
    view = table.view
    if view is None or not isinstance(card, int):
        return None
    for c in view.castles:
        for x, y, stack in c.cells:
            if stack and stack[-1] >> 4 == card:
                box = table.layout.box(c.cid)
                return (box.cell_rect(x, y), stack[-1] & 15) if box is not None else None
    return None


def _tile(table: SandcastlesTable, card: object, size: int) -> pygame.Surface | None:
    if not isinstance(card, int):
        return None
    return sprites.tile_for(table.g, card, 0, size)


@SHOW.on("attacked")
def attacked(table: SandcastlesTable, data: EventData) -> None:
    """The attack tile jumps across from the attacker's area onto the tile it hits."""
    cell = _cell_of_top(table, data.get("target"))
    table.fight_cell = cell.center if cell is not None else None
    img = _tile(table, data.get("card"), 44)
    if img is not None and cell is not None:
        table.anims.add(Fly(img, _area_point(table, data.get("seat")), cell.center, 0.7, arc=80))
        table.anims.add(Flash(cell, (236, 70, 50), 0.6))


@SHOW.on("countered", "escalated")
def answered(table: SandcastlesTable, data: EventData) -> None:
    img = _tile(table, data.get("card"), 44)
    if img is not None and table.fight_cell is not None:
        start = _area_point(table, data.get("seat"))
        if table.view is not None and table.view.mode == "solo":
            start = table.layout.hand.center
        table.anims.add(Fly(img, start, table.fight_cell, 0.6, arc=70))


@SHOW.on("game_attacked")
def game_attacked(table: SandcastlesTable, data: EventData) -> None:
    """The solo game's attack tile leaves its hand for the tile it hits, one at a time."""
    cell = _cell_of_top(table, data.get("target"))
    table.fight_cell = cell.center if cell is not None else None
    img = _tile(table, data.get("card"), 44)
    view = table.view
    if img is None or cell is None or view is None:
        return
    card = data.get("card")
    k = view.game_hand.index(card) if card in view.game_hand else 0
    start = table.layout.game_hand[min(k, 2)].center
    table.anims.add(Fly(img, start, cell.center, 0.7, arc=60))
    table.anims.add(Flash(cell, (236, 70, 50), 0.6))
    table.anims.add(Pause(0.2))


@SHOW.on("game_escalated")
def game_escalated(table: SandcastlesTable, data: EventData) -> None:
    img = _tile(table, data.get("card"), 44)
    view = table.view
    if img is None or view is None or table.fight_cell is None:
        return
    card = data.get("card")
    k = view.game_hand.index(card) if card in view.game_hand else 0
    table.anims.add(Fly(img, table.layout.game_hand[min(k, 2)].center, table.fight_cell, 0.6))


def _snapshot(table: SandcastlesTable, rect: pygame.Rect) -> pygame.Surface:
    clip = rect.clip(table.layer.surface.get_rect())
    return table.layer.surface.subsurface(clip).copy()


@SHOW.on("captured", "game_won_fight")
def knocked_off(table: SandcastlesTable, data: EventData) -> None:
    """The beaten tile is knocked off: it tumbles to the winner's area (or into the sea). It is
    drawn as the tile alone (a picture of its cell would tumble as a square of sand, its
    corners filled with sand as it turns)."""
    card = data.get("card")
    top = _top(table, card)
    if top is None or not isinstance(card, int):
        return
    cell, walls = top
    img = sprites.tile_for(table.g, card, walls, min(cell.w, cell.h))
    if "from_seat" in data:
        end = _area_point(table, data.get("seat"))
    else:
        end = (cell.centerx, table.board_rect.y + 10)
    table.anims.add(KnockOff(img, cell.center, end))
    table.fight_cell = None


@SHOW.on("player_won_fight", "fight_won")
def fight_over(table: SandcastlesTable, data: EventData) -> None:
    if data.get("seat") is not None and "loser_seat" in data and table.fight_cell is not None:
        area = table.layout.area_rects.get(int(data["seat"]))
        if area is not None:
            table.anims.add(Flash(area, theme.GOLD_LIGHT, 0.6))


@SHOW.on("castle_completed")
def castle_completed(table: SandcastlesTable, data: EventData) -> None:
    """The complete castle is outlined, then swept into its owner's sandbank."""
    cid = data.get("castle")
    box = table.layout.box(cid) if isinstance(cid, int) else None
    if box is None:
        return
    view = table.view
    castle = view.castle(box.cid) if view is not None else None
    if castle is None:
        return
    cells = [box.cell_rect(x, y) for x, y, _ in castle.cells]
    rect = cells[0].unionall(cells[1:])
    table.anims.add(Banked(_snapshot(table, rect), rect, _area_point(table, data.get("seat"))))


@SHOW.on("bonus_taken", "bonus_stolen", "bonus_turned")
def bonus(table: SandcastlesTable, data: EventData) -> None:
    area = table.layout.area_rects.get(data.get("seat", -9))
    if area is not None:
        table.anims.add(Flash(area, theme.GOLD, 0.8))


@SHOW.on("big_wave", "solo_lost", "game_over")
def big_wave(table: SandcastlesTable, data: EventData) -> None:
    """The Big Wave sweeps the beach (when it comes, and when it ends the game)."""
    table.anims.add(WaveSweep(table.board_rect))
