"""Painters of the beach's kept regions (drawn from the view only): the strip along the sea (the
deck and the Big Wave's zone, the beach, the solo game's hand, the bonus display), each building
area (header, held bonuses, castles with their stacks, the lit cells of the current decision)
and the hand strip (the viewing seat's hand face up, the tile on its way, the fight)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.sandcastles.catalogue import SHARED, Catalogue
from game.sandcastles.model import View

from ..core import i18n, theme
from ..widgets.layer import Marks
from . import sprites
from .clicks import Click, fight_target
from .layout import Area, CastleBox, Layout

if TYPE_CHECKING:
    from .table import SandcastlesTable

LIT = (120, 230, 120)
TARGET = (236, 70, 50)
LABEL = (60, 40, 20)


def tile_name(g: Catalogue, card: int) -> str:
    return i18n.localize(g.card_names[card])


def bonus_points(g: Catalogue, bid: str, tier: int) -> str:
    info = g.bonus[bid]
    if info.tiers:
        if tier:
            return str(g.bonus_points(bid, tier))
        return f"{info.tiers[0][1]}+"
    return str(info.points)


def bonus_tip(table: SandcastlesTable, bid: str, tier: int, holder: int | None) -> str:
    g = table.g
    info = g.bonus[bid]
    name = i18n.localize(info.name)
    if info.tiers:
        tiers = " · ".join(f"{t}: {p}" for t, p in info.tiers)
        text = i18n.tr("sandcastles.scene.bonus_tiers", bonus=name, tiers=tiers)
    else:
        text = i18n.tr("sandcastles.scene.bonus_tip", bonus=name, points=info.points)
    if holder is not None:
        text += "\n" + i18n.tr("sandcastles.scene.held_by", seat=table.names[holder])
    return text


# ---- the strip along the sea -----------------------------------------------------------------
def paint_strip(table: SandcastlesTable, surface: pygame.Surface, marks: Marks, view: View) -> None:
    g, lay = table.g, table.layout
    small = 13
    theme.blit_text(
        surface,
        i18n.tr("sandcastles.scene.deck"),
        (lay.deck.x, lay.strip.y + 17),
        small,
        LABEL,
        True,
    )
    _deck(table, surface, marks, view, lay)
    theme.blit_text(
        surface,
        i18n.tr("sandcastles.scene.beach"),
        (lay.beach[0].x, lay.strip.y + 17),
        small,
        LABEL,
        True,
    )
    beach = table.beach
    for k, rect in enumerate(lay.beach):
        card = beach[k] if k < len(beach) else None
        if card is not None:
            surface.blit(sprites.tile_for(g, card, 0, rect.w), rect)
            marks.tip(rect, tile_name(g, card))
        else:
            pygame.draw.rect(surface, sprites.SAND_DARK, rect, 2, border_radius=6)
    display = lay.display
    if view.mode == "solo":
        theme.blit_text(
            surface,
            i18n.tr("sandcastles.scene.game_hand"),
            (lay.game_hand[0].x, lay.strip.y + 17),
            small,
            LABEL,
            True,
        )
        for k, rect in enumerate(lay.game_hand):
            if k < len(view.game_hand):
                card = view.game_hand[k]
                surface.blit(sprites.tile_for(g, card, 0, rect.w), rect)
                marks.tip(rect, tile_name(g, card))
            else:
                pygame.draw.rect(surface, sprites.SAND_DARK, rect, 2, border_radius=6)
        display = lay.display_solo
    _display(table, surface, marks, view, display)


def _deck(
    table: SandcastlesTable, surface: pygame.Surface, marks: Marks, view: View, lay: Layout
) -> None:
    """The deck as a stack whose thickness follows its count; its bottom cards where the Big
    Wave hides (the data's `wave_bottom` and the Wave, SAND-8) tinted like the sea. Nothing
    tells where in them it is."""
    rect = lay.deck
    count = view.deck_count
    wave_out = view.wave_seat >= 0 or view.outcome in ("solo_lost", "solo_won", "wave")
    zone = table.g.wave_bottom + 1
    depth = min(14, count // 8 + 1) if count else 0
    for k in range(depth, 0, -1):
        r = rect.move(k, k)
        colour = sprites.WAVE if (not wave_out and k <= 2 and count <= 40) else (40, 90, 112)
        pygame.draw.rect(surface, colour, r, border_radius=6)
    if count:
        surface.blit(sprites.card_back(rect.w), rect)
    else:
        pygame.draw.rect(surface, sprites.SAND_DARK, rect, 2, border_radius=6)
    theme.blit_text(
        surface,
        str(count),
        rect.center,
        18,
        theme.TEXT_LIGHT,
        True,
        "center",
        shadow=True,
    )
    bar = pygame.Rect(rect.right + depth + 8, rect.y, 10, rect.h)
    if not wave_out and count:
        # the sea-blue band: how much of the deck is the Big Wave's zone (its depth unknown)
        pygame.draw.rect(surface, (40, 90, 112), bar, border_radius=3)
        share = min(1.0, zone / max(1, count))
        wave = pygame.Rect(
            bar.x, bar.bottom - max(3, int(bar.h * share)), bar.w, max(3, int(bar.h * share))
        )
        pygame.draw.rect(surface, sprites.WAVE_LIGHT, wave, border_radius=3)
        key = "wave_near" if count <= zone else "deck_tip"
        marks.tip(rect.union(bar), i18n.tr(f"sandcastles.scene.{key}", count=count, zone=zone))
    else:
        marks.tip(rect, i18n.tr("sandcastles.scene.deck_count", count=count))


def _display(
    table: SandcastlesTable, surface: pygame.Surface, marks: Marks, view: View, room: pygame.Rect
) -> None:
    g = table.g
    theme.blit_text(
        surface,
        i18n.tr("sandcastles.scene.bonuses"),
        (room.x, table.layout.strip.y + 17),
        13,
        LABEL,
        True,
    )
    held = {b: (q, t) for b, q, t in view.held}
    shown = list(view.display) + [b for b in g.bonus if b in held]
    if not shown:
        return
    cols = 4 if len(shown) <= 8 else 6
    rows = (len(shown) + cols - 1) // cols
    w = (room.w - (cols - 1) * 6) // cols
    h = min(34, (room.h - (rows - 1) * 4) // max(1, rows))
    for k, bid in enumerate(shown):
        r = pygame.Rect(room.x + (k % cols) * (w + 6), room.y + (k // cols) * (h + 4), w, h)
        holder, tier = held.get(bid, (None, 0))
        name = i18n.localize(g.bonus[bid].name)
        surface.blit(
            sprites.bonus_chip(name, bonus_points(g, bid, tier), (w, h), holder is not None), r
        )
        if holder is not None:
            theme.draw_seat_marker(
                surface, (r.x + 2, r.y + 2), 5, holder, table.seat_colour(holder)
            )
        marks.tip(r, bonus_tip(table, bid, tier, holder))


# ---- a building area -------------------------------------------------------------------------
def paint_area(
    table: SandcastlesTable,
    surface: pygame.Surface,
    marks: Marks,
    view: View,
    area: Area,
    lit: tuple[Click, ...],
) -> None:
    owner = area.owner
    rect = area.rect
    mine = owner == view.seat
    surface.blit(sprites.veil(rect.w, rect.h, 90 if mine else 50), rect)
    edge = theme.seat_rgb(table.seat_colour(owner)) if owner >= 0 else theme.GOLD
    active = owner == view.active or (owner == SHARED and view.mode == "duel")
    pygame.draw.rect(surface, edge, rect, 3 if active and owner >= 0 else 2, border_radius=10)
    _header(table, surface, marks, view, area)
    hit = fight_target(view)
    for box in area.castles:
        _castle(table, surface, marks, view, box)
        if hit is not None and hit[0] == box.cid:
            r = box.cell_rect(hit[1], hit[2])
            pygame.draw.rect(surface, TARGET, r.inflate(4, 4), 3, border_radius=4)
    if area.new_slot is not None and any(c.style == "slot" for c in lit):
        slot = area.new_slot
        pygame.draw.rect(surface, LIT, slot, 2, border_radius=5)
        theme.blit_text(surface, "+", slot.center, max(12, slot.h // 2), LIT, True, "center")
    for c in lit:
        if c.style == "cell" and c.offered:
            _tint(surface, c.rect, LIT, 110)
        elif c.style == "target" and c.offered:
            _tint(surface, c.rect, TARGET, 90)
            pygame.draw.rect(surface, TARGET, c.rect, 2)
    if not area.castles and not any(c.style in ("slot", "walls") for c in lit):
        words = i18n.tr("sandcastles.scene.no_castle")
        grid = area.grid_rect
        size = theme.fit_text(words, 14, grid.w - 10, min_size=9)
        theme.blit_text(surface, words, grid.center, size, LABEL, italic=True, anchor="center")


def _tint(
    surface: pygame.Surface, rect: pygame.Rect, rgb: tuple[int, int, int], alpha: int
) -> None:
    tint = pygame.Surface(rect.size, pygame.SRCALPHA)
    tint.fill((*rgb, alpha))
    surface.blit(tint, rect)


def _header(
    table: SandcastlesTable, surface: pygame.Surface, marks: Marks, view: View, area: Area
) -> None:
    g, rect, owner = table.g, area.rect, area.owner
    x, y = rect.x + 8, rect.y + 5
    if owner == SHARED:
        words = i18n.tr("sandcastles.scene.shared")
        size = theme.fit_text(words, 15, rect.w - 20, bold=True, min_size=9)
        theme.blit_text(surface, words, (x, y), size, LABEL, True)
        return
    theme.draw_seat_marker(surface, (x + 7, y + 9), 7, owner, table.seat_colour(owner))
    score = i18n.tr("sandcastles.scene.points", points=view.scores[owner])
    right = theme.blit_text(surface, score, (rect.right - 8, y), 15, LABEL, True, "topright")
    name = table.names[owner]
    room = right.x - (x + 20) - 6
    size = theme.fit_text(name, 15, room, bold=True, min_size=9)
    theme.blit_text(surface, name, (x + 20, y + (15 - size) // 2), size, LABEL, True)
    # the second line: the hand face down, the sandbank, the Big Wave, the held bonuses
    y2 = y + 20
    cx = x
    back = sprites.card_back(13)
    count = view.hand_counts[owner]
    for k in range(count):
        surface.blit(back, (cx + k * 7, y2))
    hand_rect = pygame.Rect(cx, y2, 13 + 7 * max(0, count - 1), 13)
    marks.tip(
        hand_rect, i18n.tr("sandcastles.scene.hand_count", seat=table.names[owner], count=count)
    )
    cx = hand_rect.right + 8
    bank = len(view.banks[owner])
    pile = pygame.Rect(cx, y2 + 1, 14, 12)
    pygame.draw.rect(surface, sprites.SAND_WET, pile, border_radius=3)
    pygame.draw.rect(surface, sprites.STONE_DARK, pile, 1, border_radius=3)
    t = theme.blit_text(surface, str(bank), (pile.right + 3, y2 - 1), 13, LABEL, True)
    marks.tip(
        pile.union(t), i18n.tr("sandcastles.scene.bank_tip", seat=table.names[owner], count=bank)
    )
    cx = t.right + 8
    if view.wave_seat == owner:
        wave = pygame.Rect(cx, y2 - 1, 16, 16)
        surface.blit(sprites.wave_tile(16), wave)
        marks.tip(wave, i18n.tr("sandcastles.scene.wave_here", seat=table.names[owner]))
        cx = wave.right + 6
    for bid, q, tier in view.held:
        if q != owner:
            continue
        chip = pygame.Rect(cx, y2 - 1, 30, 16)
        if chip.right > rect.right - 6:
            break
        _held_chip(g, surface, chip, bid, tier)
        marks.tip(chip, bonus_tip(table, bid, tier, owner))
        cx = chip.right + 3


def _held_chip(
    g: Catalogue, surface: pygame.Surface, chip: pygame.Rect, bid: str, tier: int
) -> None:
    info = g.bonus[bid]
    pygame.draw.rect(surface, (255, 232, 160), chip, border_radius=4)
    pygame.draw.rect(surface, theme.GOLD_DARK, chip, 1, border_radius=4)
    icon = pygame.Rect(chip.x + 1, chip.y + 1, 14, 14)
    if info.kind == "material":
        sprites.figure(surface, info.figure, icon.center, 5)
    elif info.kind == "shape":
        sprites.shape_icon(surface, g.shape_cells[bid], icon.inflate(-2, -2))
    elif info.kind == "tallest":
        for k in range(3):
            pygame.draw.rect(surface, sprites.STONE, (icon.x + 3, icon.bottom - 4 - 4 * k, 8, 3))
    else:
        pygame.draw.rect(surface, sprites.STONE, icon.inflate(-3, -5))
    theme.blit_text(
        surface,
        bonus_points(g, bid, tier),
        (chip.right - 2, chip.centery),
        11,
        theme.INK,
        True,
        "midright",
    )


def _castle(
    table: SandcastlesTable, surface: pygame.Surface, marks: Marks, view: View, box: CastleBox
) -> None:
    g = table.g
    c = view.castle(box.cid)
    if c is None:
        return
    s = box.cell
    for x, y, stack in c.cells:
        r = box.cell_rect(x, y)
        h = len(stack)
        lift = min(3, h - 1) * max(1, s // 16)
        for k in range(min(3, h - 1), 0, -1):  # the covered tiles peek out below the top one
            pygame.draw.rect(
                surface,
                sprites.SAND_DARK,
                r.move(k * max(1, s // 16), k * max(1, s // 16)).inflate(-2, -2),
                border_radius=3,
            )
        top = stack[-1]
        img = sprites.castle_tile(g.figure[top >> 4], top & 15, s - 2)
        surface.blit(img, r.move(1 - lift // 2, 1 - lift // 2))
        if h > 1:
            badge = max(6, s // 4)
            centre = (r.right - badge + 1, r.y + badge - 1)
            pygame.draw.circle(surface, theme.GOLD, centre, badge)
            pygame.draw.circle(surface, theme.INK, centre, badge, 1)
            theme.blit_text(surface, str(h), centre, max(8, badge + 3), theme.INK, True, "center")
        marks.tip(r, partial(stack_tip, g, stack))


def stack_tip(g: Catalogue, stack: tuple[int, ...]) -> str:
    """A cell's tiles, top first (the covered ones still score, SAND-13)."""
    return "\n".join(tile_name(g, e >> 4) for e in reversed(stack))


# ---- the hand strip --------------------------------------------------------------------------
def paint_hand(table: SandcastlesTable, surface: pygame.Surface, marks: Marks, view: View) -> None:
    g, lay = table.g, table.layout
    rect = lay.hand
    theme.draw_panel(surface, rect, "parchment", 10, 2, shadow=False)
    if view.seat is None:
        title = i18n.tr("sandcastles.scene.spectator")
    else:
        title = i18n.tr("sandcastles.scene.your_hand", seat=table.names[view.seat])
    size = theme.fit_text(title, 13, lay.hand_tiles[-1].right - rect.x - 12, bold=True, min_size=9)
    theme.blit_text(surface, title, (rect.x + 12, rect.y + 3), size, theme.INK, True)
    hand = table.hand  # slot by slot: a tile on its way leaves a gap (layout.hand_slots)
    for k, r in enumerate(lay.hand_tiles):
        card = hand[k] if k < len(hand) else None
        if card is not None:
            surface.blit(sprites.tile_for(g, card, 0, r.w), r)
            marks.tip(r, tile_name(g, card))
        elif view.seat is not None and (k < view.hand_limit or k < len(hand)):
            pygame.draw.rect(surface, theme.PARCHMENT_DARK, r, 2, border_radius=6)
    if view.moving:
        # whose tile it is, when it is not the viewer's: it lies in the viewer's hand strip
        label = (
            i18n.tr("sandcastles.scene.moving")
            if view.active == view.seat
            else i18n.tr("sandcastles.scene.moving_other", seat=table.names[view.active])
        )
        theme.blit_text(surface, label, (lay.moving.x, rect.y + 3), 13, theme.INK, True)
        card = view.moving[0]
        surface.blit(sprites.tile_for(g, card, 0, lay.moving.w), lay.moving)
        pygame.draw.rect(surface, theme.GOLD, lay.moving.inflate(4, 4), 2, border_radius=6)
        marks.tip(lay.moving, tile_name(g, card))
    if view.fight:
        x = lay.fight_x
        theme.blit_text(
            surface, i18n.tr("sandcastles.scene.fight"), (x, rect.y + 3), 13, theme.RED, True
        )
        step = (
            min(60, (rect.right - 10 - x - 56) // max(1, len(view.fight) - 1))
            if len(view.fight) > 1
            else 0
        )
        for k, card in enumerate(view.fight):
            r = pygame.Rect(x + k * step, lay.moving.y, 56, 56)
            surface.blit(sprites.tile_for(g, card, 0, 56), r)
            marks.tip(r, tile_name(g, card))
