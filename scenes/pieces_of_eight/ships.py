"""Painting one ship row from the viewing seat's view: who it is, the crow's nest apart, the deck
as a fan of coins fore to aft, the hold as a bag with its count.

Faces are shown only where the view gives the coin's type: the viewer's own ship in full,
elsewhere open coins and coins this seat has seen; every Captain shows its gold edge (a hidden
one as a gold back, P8-4). Locked targets of the abilities being resolved carry a red sight.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial

import pygame

from ..core import theme
from ..core.surface_cache import MiB, surface_cache
from . import coins
from .layout import ShipGeom
from .texts import Words, tr

TARGET_RED = (220, 60, 48)


@dataclass
class RowLook:
    """Everything a row shows besides the ship itself (part of the row's cache key)."""

    name: str
    colour: str
    viewer: bool
    active: bool  # whose turn it is
    asked: bool  # being asked something now (public, P8-133)
    extra_turn: bool
    team: int
    wins: str
    clock: bool
    hidden: frozenset = frozenset()  # places an animation is about to fill ("nest", "deck", "aft")
    sights: tuple = ()  # places locked as targets: ("nest",) or deck indexes
    sources: tuple = ()  # places whose coin is being used
    game_over: bool = False
    building: str = ""  # before a game: "building", "ready", "waiting"


@dataclass
class Painted:
    """What painting a row left for the frame: tooltips."""

    tips: list = field(default_factory=list)


def coin_image(type_id: str | None, size: int, words: Words, gold: bool = False) -> pygame.Surface:
    if type_id is None or (gold and type_id == "captain"):
        return coins.back(size, gold)
    return coins.face(type_id, size, words.short(type_id))


def shown_type(ship, index: int, mine: bool, game_over: bool) -> tuple[str | None, bool]:
    """(type to show face up or None, gold back): a Captain hidden in another seat's deck shows
    only its gold edge."""
    t = ship.deck[index]
    if t == "captain" and not (mine or game_over or index == 0):
        return None, True
    return t, False


class ShipPainter:
    def __init__(self, words: Words) -> None:
        self.words = words

    def paint(self, surface: pygame.Surface, ship, geom: ShipGeom, look: RowLook) -> Painted:
        out = Painted()
        self._panel(surface, geom, look)
        self._info(surface, ship, geom, look, out)
        if look.building:
            self._building(surface, geom, look)
            return out
        self._nest(surface, ship, geom, look, out)
        self._deck(surface, ship, geom, look, out)
        self._hold(surface, ship, geom, look, out)
        return out

    # ---- parts ---------------------------------------------------------------------------------
    def _panel(self, surface, geom: ShipGeom, look: RowLook) -> None:
        theme.draw_panel(surface, geom.row, "dark", 12, 2, shadow=False)
        stripe = pygame.Rect(geom.row.x + 3, geom.row.y + 6, 5, geom.row.h - 12)
        pygame.draw.rect(surface, theme.seat_rgb(look.colour), stripe, border_radius=2)
        if look.active:
            pygame.draw.rect(surface, theme.GOLD, geom.row, width=3, border_radius=12)
        elif look.viewer:
            pygame.draw.rect(surface, theme.GOLD_DARK, geom.row, width=2, border_radius=12)
        sep = geom.nest.right + 13
        pygame.draw.line(
            surface, (70, 90, 104), (sep, geom.row.y + 10), (sep, geom.row.bottom - 10), 1
        )

    def _info(self, surface, ship, geom: ShipGeom, look: RowLook, out: Painted) -> None:
        box = geom.info
        lines = self._status(ship, look)
        x, y = box.x + 14, box.y + 8
        theme.draw_seat_marker(surface, (x + 8, y + 10), 9, ship.seat, look.colour)
        header = box.h < 40
        width = 200 if header else box.w - 40
        name = theme.ellipsize(look.name, 15, width, bold=True)
        r = theme.blit_text(surface, name, (x + 22, y + 1), 15, theme.TEXT_LIGHT, bold=True)
        tip_area = box if not header else pygame.Rect(box.x, box.y, r.right - box.x + 8, box.h)
        out.tips.append((tip_area, "\n".join(t for t, _ in lines) or look.name))
        if header:  # one line beside the name
            x = r.right + 14
            for text, colour in lines:
                if x > box.right - 160:
                    break
                r = theme.blit_text(surface, text, (x, y + 3), 13, colour)
                x = r.right + 16
            return
        y += 24
        room = (box.bottom - 4 - y) // 15 - (1 if look.clock else 0)
        for text, colour in lines[: max(0, room)]:
            theme.blit_text(surface, theme.ellipsize(text, 12, box.w - 18), (x, y), 12, colour)
            y += 15

    @staticmethod
    def _status(ship, look: RowLook) -> list[tuple[str, tuple]]:
        lines: list[tuple[str, tuple]] = []
        if ship.status != "in":
            lines.append((tr("status_" + ship.status), theme.RED))
        elif look.active:
            lines.append((tr("your_turn") if look.viewer else tr("their_turn"), theme.GOLD_LIGHT))
        elif look.asked:
            lines.append((tr("asked"), theme.GOLD_LIGHT))
        if ship.status == "in" and not look.building:
            lines.append(
                (tr("captain_aboard"), theme.GOLD)
                if ship.captain
                else (tr("no_captain"), (236, 120, 100))
            )
        if ship.lost_turns:
            lines.append((tr("loses_turns", count=ship.lost_turns), (236, 120, 100)))
        if look.extra_turn:
            lines.append((tr("extra_turn_next"), (140, 220, 150)))
        extra = [
            t for t in (tr("team", team=look.team + 1) if look.team >= 0 else "", look.wins) if t
        ]
        if extra:
            lines.append((" · ".join(extra), theme.TEXT_DIM))
        return lines

    def _building(self, surface, geom: ShipGeom, look: RowLook) -> None:
        text = tr("row_" + look.building)
        theme.blit_text(
            surface,
            text,
            (geom.deck_area.centerx, geom.row.centery),
            16,
            theme.TEXT_DIM,
            italic=True,
            anchor="center",
        )

    def _label(self, surface, rect: pygame.Rect, text: str, colour=theme.TEXT_DIM) -> None:
        theme.blit_text(surface, text, (rect.centerx, rect.bottom + 1), 10, colour, anchor="midtop")

    def _nest(self, surface, ship, geom: ShipGeom, look: RowLook, out: Painted) -> None:
        r = geom.nest
        if ship.nest is None or "nest" in look.hidden:
            surface.blit(coins.slot(geom.coin, tr("nest_short")), r.topleft)
        else:
            surface.blit(coin_image(ship.nest, geom.coin, self.words), r.topleft)
            self._marks(surface, r, "nest", look)
        self._label(surface, r, tr("nest_label"), theme.FOAM)
        tip = (
            partial(self.words.coin_tip, ship.nest, "nest", len(ship.deck), look.name, look.viewer)
            if ship.nest is not None
            else partial(tr, "nest_empty_tip")
        )
        out.tips.append((r, tip))

    def _deck(self, surface, ship, geom: ShipGeom, look: RowLook, out: Painted) -> None:
        n = len(ship.deck)
        if not n:
            theme.blit_text(
                surface,
                tr("deck_empty"),
                geom.deck_area.center,
                14,
                theme.TEXT_DIM,
                italic=True,
                anchor="center",
            )
            return
        if "deck" in look.hidden:
            return
        mine = look.viewer
        for i in range(n - 1, -1, -1):  # the fore coin lies on top
            r = geom.deck[i]
            if i == n - 1 and "aft" in look.hidden:
                continue
            t, gold = shown_type(ship, i, mine, look.game_over)
            surface.blit(coin_image(t, geom.coin, self.words, gold), r.topleft)
            self._marks(surface, r, i, look)
            out.tips.append(
                (
                    geom.visible(i),
                    partial(  # worded when hovered
                        self.words.coin_tip,
                        ship.deck[i] if not gold else None,
                        i,
                        n,
                        look.name,
                        mine,
                        gold,
                    ),
                )
            )
        left, top = geom.deck_area.x, geom.deck[0].y
        spots = tuple((r.centerx - left, r.bottom + 1 - top) for r in geom.deck)
        surface.blit(position_labels(spots, tr("fore"), tr("aft")), (left, top))

    def _marks(self, surface, r: pygame.Rect, place, look: RowLook) -> None:
        if place in look.sights:
            sight(surface, r.center, r.w // 2 + 3)
        if place in look.sources:
            surface.blit(coins.ring(r.w, theme.GOLD_LIGHT, 3), (r.x - 6, r.y - 6))

    def _hold(self, surface, ship, geom: ShipGeom, look: RowLook, out: Painted) -> None:
        openable = ship.hold is not None
        surface.blit(
            coins.bag(geom.coin, ship.hold_count, openable=openable and bool(ship.hold)),
            geom.hold.topleft,
        )
        self._label(surface, geom.hold, tr("hold"), theme.FOAM)
        if openable and ship.hold:
            names = ", ".join(self.words.name(t) for t in ship.hold)
            tip = tr("hold_open_tip", count=ship.hold_count, coins=names)
        else:
            tip = tr("hold_tip", count=ship.hold_count, seat=look.name)
        out.tips.append((geom.hold, tip))


@surface_cache(2 * MiB)
def position_labels(spots: tuple, fore: str, aft: str) -> pygame.Surface:
    """The names under a deck's coins ("fore", 2, 3 ... "aft") as one image: a row is
    repainted often, and thirteen small texts cost more than one picture."""
    width = max(x for x, _y in spots) + 40
    height = max(y for _x, y in spots) + 14
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    last = len(spots) - 1
    for i, (x, y) in enumerate(spots):
        text, colour = (
            (fore, theme.FOAM)
            if i == 0
            else (aft, theme.FOAM)
            if i == last
            else (str(i + 1), theme.TEXT_DIM)
        )
        theme.blit_text(surf, text, (x, y), 10, colour, anchor="midtop")
    return surf


def sight(surface: pygame.Surface, centre, r: int, colour=TARGET_RED) -> None:
    """A gun sight over a locked target: a ring with short ticks pointing in (outward ticks
    would cross the neighbouring coins)."""
    cx, cy = centre
    pygame.draw.circle(surface, colour, centre, r, 3)
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        pygame.draw.line(
            surface,
            colour,
            (cx + dx * (r - 9), cy + dy * (r - 9)),
            (cx + dx * (r - 1), cy + dy * (r - 1)),
            3,
        )
