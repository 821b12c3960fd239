"""The 21 Mutinies board: a static layer (areas, printed slots, the prestige track, the panels of
the right column and of the hold) drawn once per look, and the pieces drawn over it each frame
from the view (discs, face-up jewels, rum cubes, markers, piles, the last dice).

Anchors (`disc_spot`, `pile_centre`, `tavern_spot` ...) are shared with the animations, so a
piece flies to exactly where it will then be drawn.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from functools import partial

import pygame

from game.mutinies.model import HENCHMAN, MView

from ..core import theme
from ..widgets import sprites as common
from ..widgets.dice import die_face
from . import layout as L
from . import sprites
from .tips import Texts, area_short, price, tr

AREAS = ("cr", "nc", "ship", "tavern", "bm", "city", "cabin", "mutiny")
ORDERED = ("nc", "ship", "tavern")
DISC = 11  # disc radius on a slot
ROSTER_DISC = 8  # disc radius on the turn-order track


class Board:
    """Geometry and drawing of the board for one match (its seat count and content)."""

    def __init__(self, rules, texts: Texts) -> None:
        self.rules = rules
        self.content = rules.content
        self.texts = texts
        self.area_slots = {
            a.id: tuple(s.id for s in a.slots) for a in self.content.board.areas.all()
        }
        self.cells: dict[str, pygame.Rect] = {}
        for area in AREAS:
            self.cells.update(L.slot_rects(area, self.area_slots[area]))
        self.slot_area = {sid: s.area for sid, s in self.content.slot_by_id.items()}
        self.slot_index = {sid: s.index for sid, s in self.content.slot_by_id.items()}
        self.piles = L.RIGHT.pile_cells()

    # ---- anchors -----------------------------------------------------------------------------
    def disc_spot(self, slot: str, k: int = 0) -> tuple[int, int]:
        """Where the k-th disc on `slot` sits (only Cabin slots hold more than one)."""
        cell = self.cells[slot]
        area = self.slot_area[slot]
        if area == "cr":
            return cell.centerx, cell.y + 84
        if area in ORDERED:
            return cell.centerx, cell.y + 38
        if area == "cabin":
            return cell.x + 16 + (k % 2) * 26, cell.y + 58 + (k // 2) * 26
        if area == "mutiny":
            return cell.centerx, cell.y + 47
        return cell.centerx, cell.y + 58

    def jewel_spot(self, slot: str) -> tuple[int, int]:
        cell = self.cells[slot]
        return cell.centerx, cell.y + 34

    def nc_stack_rect(self) -> pygame.Rect:
        box = L.area_rect("nc")
        return pygame.Rect(box.x + 12, box.bottom - 66, 90, 56)

    def tavern_rect(self) -> pygame.Rect:
        box = L.area_rect("tavern")
        return pygame.Rect(box.x + 8, box.bottom - 70, box.w - 16, 62)

    def cube_spot(self, k: int) -> tuple[int, int]:
        """The k-th rum cube of the Tavern supply (rows of 13)."""
        r = self.tavern_rect()
        return r.x + 8 + (k % 13) * 13, r.y + 26 + (k // 13) * 15

    def pile_centre(self, name: str) -> tuple[int, int]:
        cell = self.piles[name]
        return cell.centerx, cell.y + 30

    def marker_spot(self, pp: int, k: int = 0) -> tuple[int, int]:
        """Above the square; a second player on the same square sits a little up and right."""
        sq = L.track_square(pp)
        return sq.centerx + 4 * k, sq.y - 10 - 4 * k

    # ---- the static layer ------------------------------------------------------------------------
    def paint_static(self, surf: pygame.Surface, view: MView) -> None:
        """What never moves: the track, the printed areas and slots, the empty panels."""
        for step in self.static_steps(surf, view):
            step()

    def static_steps(self, surf: pygame.Surface, view: MView) -> Iterator[Callable[[], object]]:
        """`paint_static` in pieces of a few milliseconds (a table opening spreads them)."""
        yield partial(self._draw_track, surf)
        for area in AREAS:
            yield partial(self._draw_area, surf, area, view)
        yield partial(self._draw_right_panels, surf)
        yield partial(theme.draw_panel, surf, L.HAND, "wood", 12, 3)

    def _draw_track(self, surf: pygame.Surface) -> None:
        theme.draw_panel(surf, L.TRACK, "wood", 10, 2)
        label = tr("prestige_track")
        theme.blit_text(
            surf,
            label,
            (L.TRACK.x + 10, L.TRACK.centery),
            theme.fit_text(label, 14, L.TRACK_LABEL_W - 14, bold=True, min_size=10),
            theme.GOLD_LIGHT,
            bold=True,
            anchor="midleft",
        )
        bonus = {b.square: b for b in self.content.board.prestige_track.bonuses}
        for pp in range(L.TRACK_SQUARES):
            sq = L.track_square(pp)
            fill = theme.PARCHMENT if pp % 5 else theme.PARCHMENT_DARK
            if pp in bonus:
                fill = theme.GOLD_LIGHT
            pygame.draw.rect(surf, fill, sq, border_radius=3)
            pygame.draw.rect(surf, theme.WOOD_DARK, sq, 1, border_radius=3)
            if pp in bonus:
                icon = sprites.bonus_icon(bonus[pp].kind, 14)
                surf.blit(icon, icon.get_rect(center=(sq.centerx, sq.centery)))
            elif pp % 5 == 0:
                theme.blit_text(surf, str(pp), sq.center, 10, theme.INK, bold=True, anchor="center")

    def _draw_right_panels(self, surf: pygame.Surface) -> None:
        right = L.RIGHT
        for rect, key in (
            (right.order, "turn_order"),
            (right.round, ""),
            (right.piles, "piles"),
            (right.dice, "last_roll"),
        ):
            theme.draw_panel(surf, rect, "dark", 10, 2)
            if key:
                theme.blit_text(
                    surf, tr(key), (rect.x + 10, rect.y + 5), 13, theme.GOLD_LIGHT, bold=True
                )
        for name, cell in self.piles.items():
            theme.blit_text(
                surf,
                tr(f"pile.{name}"),
                (cell.centerx, cell.bottom - 2),
                theme.fit_text(tr(f"pile.{name}"), 11, cell.w + 4, min_size=8),
                theme.TEXT_DIM,
                anchor="midbottom",
            )

    def _draw_area(self, surf: pygame.Surface, area: str, view: MView) -> None:
        box = L.area_rect(area)
        style = "parchment"
        theme.draw_panel(surf, box, style, 10, 2)
        band = pygame.Rect(box.x, box.y, box.w, L.TITLE_H)
        colour = theme.SEA if area not in ("cabin", "mutiny") else theme.WOOD
        pygame.draw.rect(surf, colour, band, border_top_left_radius=10, border_top_right_radius=10)
        title = area_short(area)
        size = theme.fit_text(title, 14, box.w - 40, bold=True, min_size=10)
        theme.blit_text(
            surf,
            title,
            (box.x + 8, band.centery),
            size,
            theme.TEXT_LIGHT,
            bold=True,
            anchor="midleft",
        )
        for sid in self.area_slots[area]:
            self._draw_cell(surf, sid, area, view)
        if area == "nc":
            theme.blit_text(
                surf,
                tr("nc_stack"),
                (self.nc_stack_rect().x, self.nc_stack_rect().y - 2),
                11,
                theme.INK_SOFT,
                bold=True,
            )
        elif area == "tavern":
            theme.blit_text(
                surf,
                tr("tavern_supply"),
                (self.tavern_rect().x, self.tavern_rect().y + 2),
                11,
                theme.INK_SOFT,
                bold=True,
            )
        elif area in ("cabin", "mutiny"):
            note = tr(f"footnote.{area}")
            theme.blit_text(
                surf,
                note,
                (box.centerx, box.bottom - 6),
                theme.fit_text(note, 11, box.w - 12, min_size=9),
                theme.INK_SOFT,
                anchor="midbottom",
                italic=True,
            )
        elif area == "cr" and view.n >= self.content.board.areas.commercial_routes.nc_bonus_players:
            last = self.cells[f"CR{view.display_size}"]
            theme.blit_text(
                surf,
                tr("cr_bonus_note"),
                (box.x + 8, last.bottom + 6),
                11,
                theme.INK_SOFT,
                width=box.w - 16,
            )

    def _draw_cell(self, surf: pygame.Surface, sid: str, area: str, view: MView) -> None:
        cell = self.cells[sid]
        index = self.slot_index[sid]
        if (area in ORDERED and index > view.ordered_slots) or (
            area == "cr" and index > view.display_size
        ):
            self._draw_unused_cell(surf, cell, index)
            return
        pygame.draw.rect(surf, theme.PARCHMENT_DARK, cell, border_radius=6)
        pygame.draw.rect(surf, theme.INK_SOFT, cell, 1, border_radius=6)
        st = self.content.slot_by_id[sid].stats
        if area in ("cr",) + ORDERED:
            theme.blit_text(
                surf,
                str(index),
                (cell.centerx, cell.y + 2),
                11,
                theme.INK,
                bold=True,
                anchor="midtop",
            )
            if area != "cr":
                self._printed_ordered(surf, cell, area, st, index)
        elif area == "bm":
            self._printed_bm(surf, cell, st)
        elif area == "city":
            self._printed_lines(
                surf,
                cell,
                [
                    tr(f"effect.{st.effect}"),
                    _city_gain(st),
                    tr("cost", d=st.cost_d) if st.cost_d else "",
                ],
            )
        elif area == "cabin":
            gain = tr("gain_pp", n=st.pp) if st.pp else tr("gain_d", n=st.d)
            theme.blit_text(
                surf, gain, (cell.centerx, cell.y + 6), 14, theme.INK, bold=True, anchor="midtop"
            )
            cost = tr("cost", d=st.cost_d) if st.cost_d else tr("free")
            theme.blit_text(
                surf, cost, (cell.centerx, cell.y + 26), 11, theme.INK_SOFT, anchor="midtop"
            )
        elif area == "mutiny":
            cost = tr("cost", d=st.cost_d) if st.cost_d else tr("gain_d", n=st.d)
            gain = tr("gain_pp", n=st.pp) if st.pp > 0 else tr("lose_pp", n=-st.pp)
            theme.blit_text(
                surf, cost, (cell.centerx, cell.y + 4), 14, theme.INK, bold=True, anchor="midtop"
            )
            theme.blit_text(
                surf,
                gain,
                (cell.centerx, cell.y + 22),
                12,
                theme.INK_SOFT,
                bold=True,
                anchor="midtop",
            )
        if area != "cabin":
            pygame.draw.circle(surf, theme.INK_SOFT, self.disc_spot(sid), DISC + 1, 1)

    @staticmethod
    def _draw_unused_cell(surf: pygame.Surface, cell: pygame.Rect, index: int) -> None:
        """A printed slot this player count does not use: dark, with a little figure and the
        player count it needs ("5+")."""
        pygame.draw.rect(surf, (150, 132, 104), cell, border_radius=6)
        pygame.draw.rect(surf, theme.INK_SOFT, cell, 1, border_radius=6)
        theme.blit_text(
            surf,
            str(index),
            (cell.centerx, cell.y + 2),
            11,
            theme.INK_SOFT,
            bold=True,
            anchor="midtop",
        )
        x, y = cell.centerx, cell.centery - 6
        pygame.draw.circle(surf, theme.PARCHMENT, (x, y - 6), 4)
        pygame.draw.ellipse(surf, theme.PARCHMENT, (x - 7, y - 1, 14, 10))
        theme.blit_text(
            surf,
            tr("players_only", n=index),
            (x, y + 12),
            12,
            theme.PARCHMENT,
            bold=True,
            anchor="midtop",
        )

    def _printed_ordered(self, surf, cell, area: str, st, index: int) -> None:
        """Under the disc spot: the cost (NC), the threshold with a die (Shipwrecks), bonuses."""
        lines = []
        if area == "nc":
            lines.append(tr("price_d", d=st.cost_d) if st.cost_d else tr("free"))
        elif area == "ship":
            _die_icon(surf, (cell.x + 8, cell.y + 60))
            theme.blit_text(
                surf,
                tr("above", n=st.above),
                (cell.x + 15, cell.y + 60),
                11,
                theme.INK,
                bold=True,
                anchor="midleft",
            )
            if st.both_dice_d:  # two dice and the bonus: both above the number
                _die_icon(surf, (cell.x + 6, cell.y + 75))
                _die_icon(surf, (cell.x + 9, cell.y + 78))
                theme.blit_text(
                    surf,
                    tr("gain_d_short", n=st.both_dice_d),
                    (cell.x + 15, cell.y + 76),
                    10,
                    theme.INK,
                    bold=True,
                    anchor="midleft",
                )
        if st.rum:
            lines.append(tr("gain_rum", n=st.rum))
        if st.d and area == "tavern":
            lines.append(tr("gain_d", n=st.d))
        y = cell.y + (67 if area == "ship" else 54)
        for line in lines:
            if line:
                size = theme.fit_text(line, 11, cell.w - 2, bold=True, min_size=9)
                theme.blit_text(
                    surf, line, (cell.centerx, y), size, theme.INK, bold=True, anchor="midtop"
                )
            y += 12
        if index == 1:
            hat = sprites.captain_hat(14)
            surf.blit(hat, (cell.right - 15, cell.y + 1))

    def _printed_bm(self, surf, cell, st) -> None:
        combo = self.content.combo_by_id[st.combo]
        label = tr(f"combo.{combo.id}")
        theme.blit_text(
            surf,
            label,
            (cell.centerx, cell.y + 3),
            theme.fit_text(label, 11, cell.w - 4, True, 8),
            theme.INK,
            bold=True,
            anchor="midtop",
        )
        colours = _combo_colours(combo.test, combo.size)
        step = 11
        x0 = cell.centerx - step * (len(colours) - 1) / 2
        for k, colour in enumerate(colours):
            icon = sprites.jewel(colour, 0, 0, 11) if colour != "grey" else sprites.jewel_back(11)
            surf.blit(icon, icon.get_rect(center=(int(x0 + k * step), cell.y + 24)))
        d, pp = combo.payout[0]
        pay = tr("payout", d=d, pp=pp)
        theme.blit_text(
            surf,
            pay,
            (cell.centerx, cell.y + 32),
            theme.fit_text(pay, 10, cell.w - 4, min_size=8),
            theme.INK_SOFT,
            anchor="midtop",
        )

    def _printed_lines(self, surf, cell, lines: list[str]) -> None:
        y = cell.y + 3
        for k, line in enumerate(lines):
            if line:
                size = theme.fit_text(
                    line, 11 if k == 0 else 10, cell.w - 4, bold=k == 0, min_size=8
                )
                theme.blit_text(
                    surf,
                    line,
                    (cell.centerx, y),
                    size,
                    theme.INK if k == 0 else theme.INK_SOFT,
                    bold=k == 0,
                    anchor="midtop",
                )
            y += 14

    # ---- pieces, every frame ---------------------------------------------------------------------
    def draw_area_marks(self, surface: pygame.Surface, view: MView) -> None:
        """The captain's action, the pirate token and any blockade."""
        if view.action:
            box = L.area_rect(view.action)
            pygame.draw.rect(surface, theme.GOLD, box.inflate(4, 4), 3, border_radius=12)
            hat = sprites.captain_hat(18)
            surface.blit(hat, (box.right - 22, box.y + 3))
        if view.pirate:
            box = L.area_rect(view.pirate)
            token = sprites.pirate_token(22)
            if view.pirate_lifted:
                token = token.copy()
                token.set_alpha(110)
            surface.blit(
                token, (box.right - 48 if view.action == view.pirate else box.right - 26, box.y + 1)
            )
        if view.blockade:
            box = L.area_rect(view.blockade)
            surface.blit(sprites.blockade_sign(22), (box.right - 50, box.y + 1))

    def draw_display(
        self, surface: pygame.Surface, view: MView, hidden: Callable[[tuple], bool]
    ) -> None:
        """The face-up Commercial Routes jewels with their prices."""
        for i, jewel_id in enumerate(view.display):
            sid = f"CR{i + 1}"
            if jewel_id is None or hidden(("display", sid)):
                continue
            j = self.content.jewel_by_id[jewel_id]
            img = sprites.jewel(j.colour, j.d, j.r, 32)
            surface.blit(img, img.get_rect(center=self.jewel_spot(sid)))
            cell = self.cells[sid]
            theme.blit_text(
                surface,
                price(j.d, j.r),
                (cell.centerx, cell.y + 53),
                10,
                theme.INK,
                bold=True,
                anchor="midtop",
            )

    def draw_discs(
        self,
        surface: pygame.Surface,
        view: MView,
        colours: list[str],
        hidden: Callable[[tuple], bool],
    ) -> None:
        per_slot: dict[str, int] = {}
        for slot, seat in view.discs:
            k = per_slot.get(slot, 0)
            per_slot[slot] = k + 1
            if hidden(("disc", seat)):
                continue
            self.draw_disc(surface, self.disc_spot(slot, k), seat, colours)

    def draw_resolving(self, surface: pygame.Surface, view: MView, t: float) -> pygame.Rect | None:
        """A pulsing ring around the disc being resolved now (drawn live, every frame)."""
        if not view.resolving:
            return None
        slot, seat = view.resolving
        owners = [o for s, o in view.discs if s == slot]
        centre = self.disc_spot(slot, owners.index(seat) if seat in owners else 0)
        radius = DISC + 4 + int(2 * math.sin(t * 6))
        return pygame.draw.circle(surface, theme.HIGHLIGHT, centre, radius, 3)

    @staticmethod
    def draw_disc(
        surface: pygame.Surface, centre, seat: int, colours: list[str], r: int = DISC
    ) -> None:
        if seat == HENCHMAN:
            pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 1, centre[1] + 2), r)
            pygame.draw.circle(surface, sprites.HENCHMAN_RGB, centre, r)
            pygame.draw.circle(surface, theme.GOLD_DARK, centre, r, 2)
            theme.blit_text(
                surface,
                tr("henchman_letter"),
                centre,
                12,
                theme.TEXT_LIGHT,
                bold=True,
                anchor="center",
            )
            return
        theme.draw_seat_marker(surface, centre, r, seat, colours[seat])

    def draw_nc_stack(self, surface: pygame.Surface, view: MView) -> pygame.Rect:
        rect = self.nc_stack_rect()
        back = sprites.jewel_back(30)
        for k in range(min(view.nc_stack_size, 5)):
            surface.blit(back, (rect.x + k * 4, rect.y + 12 - k * 2))
        theme.blit_text(
            surface,
            f"{view.nc_stack_size}/{view.nc_size}",
            (rect.x + 56, rect.y + 22),
            15,
            theme.INK,
            bold=True,
        )
        return rect

    def draw_tavern(self, surface: pygame.Surface, cubes: int) -> pygame.Rect:
        cube = common.cube(sprites.RUM_RGB, 11)
        for k in range(max(0, cubes)):
            x, y = self.cube_spot(k)
            surface.blit(cube, (x - 6, y - 6))
        rect = self.tavern_rect()
        theme.blit_text(
            surface,
            str(max(0, cubes)),
            (rect.right - 4, rect.y + 2),
            13,
            theme.INK,
            bold=True,
            anchor="topright",
        )
        return rect

    def markers(
        self, view: MView, shown_pp: Callable[[int], int | None]
    ) -> list[tuple[tuple, int, int]]:
        """(centre, seat, prestige) of each marker on the track; players on one square stack up."""
        stacked: dict[int, int] = {}
        out = []
        for p in view.order or range(view.n):
            pp = shown_pp(p)
            if pp is None:
                continue
            square = max(0, pp) % L.TRACK_SQUARES
            k = stacked.get(square, 0)
            stacked[square] = k + 1
            out.append((self.marker_spot(pp, k), p, pp))
        return out

    def draw_markers(self, surface: pygame.Surface, markers, colours: list[str]) -> None:
        for centre, p, pp in markers:
            theme.draw_seat_marker(surface, centre, 7, p, colours[p])
            if pp >= L.TRACK_SQUARES or pp < 0:
                theme.blit_text(
                    surface,
                    str(pp),
                    (centre[0] + 8, centre[1] - 6),
                    10,
                    theme.GOLD_LIGHT,
                    bold=True,
                )

    def draw_piles(self, surface: pygame.Surface, view: MView) -> None:
        cells = self.piles
        back = sprites.jewel_back(34)
        c = self.pile_centre("jewels")
        for k in range(min(3, view.jewel_pile_size)):
            surface.blit(back, back.get_rect(center=(c[0] - 2 + 2 * k, c[1] + 2 - 2 * k)))
        if not view.jewel_pile_size:
            self._empty(surface, "jewels")
        self._count(surface, cells["jewels"], view.jewel_pile_size)
        if view.discards:
            j = self.content.jewel_by_id[view.discards[-1]]
            img = sprites.jewel(j.colour, j.d, j.r, 34)
            surface.blit(img, img.get_rect(center=self.pile_centre("discards")))
        else:
            self._empty(surface, "discards")
        self._count(surface, cells["discards"], len(view.discards))
        chest = sprites.token_back(36)
        c = self.pile_centre("treasures")
        for k in range(min(3, view.treasure_pile_size)):
            surface.blit(chest, chest.get_rect(center=(c[0] - 2 + 2 * k, c[1] + 2 - 2 * k)))
        if not view.treasure_pile_size:
            self._empty(surface, "treasures")
        self._count(surface, cells["treasures"], view.treasure_pile_size)
        count = view.counter if view.simplified else view.deck_size
        if count:
            deck = common.card("", size=(40, 54), header=(90, 30, 30), face_down=True)
            surface.blit(deck, deck.get_rect(center=self.pile_centre("deck")))
        else:
            self._empty(surface, "deck")
        self._count(surface, cells["deck"], count)
        coin = common.coin("D", 38)
        surface.blit(coin, coin.get_rect(center=self.pile_centre("bank")))

    def _empty(self, surface: pygame.Surface, name: str) -> None:
        """The outline of a pile that has run out."""
        pygame.draw.circle(surface, theme.TEXT_DIM, self.pile_centre(name), 16, 1)

    @staticmethod
    def _count(surface: pygame.Surface, cell: pygame.Rect, n: int) -> None:
        theme.blit_text(
            surface,
            str(n),
            (cell.right - 2, cell.y + 2),
            13,
            theme.TEXT_LIGHT,
            bold=True,
            anchor="topright",
            shadow=True,
        )

    def draw_dice_tray(self, surface: pygame.Surface, view: MView, names: list[str]) -> None:
        rect = L.RIGHT.dice
        if not view.dice or view.dice_seat < 0:
            theme.blit_text(
                surface,
                tr("no_roll"),
                (rect.centerx, rect.centery),
                12,
                theme.TEXT_DIM,
                anchor="center",
                italic=True,
            )
            return
        who = names[view.dice_seat] if 0 <= view.dice_seat < len(names) else ""
        theme.blit_text(
            surface,
            theme.ellipsize(who, 12, rect.w - 16),
            (rect.x + 10, rect.y + 24),
            12,
            theme.TEXT_LIGHT,
        )
        size = 40
        x0 = rect.centerx - (len(view.dice) * (size + 8) - 8) // 2
        for k, face in enumerate(view.dice):
            box = pygame.Rect(x0 + k * (size + 8), rect.y + 44, size, size)
            surface.blit(die_face(face, size), box)
            if view.dice_need:
                good = face > view.dice_need
                pygame.draw.rect(
                    surface,
                    theme.GREEN if good else theme.RED,
                    box.inflate(4, 4),
                    3,
                    border_radius=8,
                )
        line = verdict(view.dice, view.dice_need, self.content.board.areas.tavern.roll_bonus)
        lines = two_lines(line, 12, rect.w - 12)  # a long verdict (Spanish) takes two rows
        step = theme.font(12, True).get_linesize()
        for k, text in enumerate(reversed(lines)):
            theme.blit_text(
                surface,
                text,
                (rect.centerx, rect.bottom - 8 - k * step),
                12,
                theme.GOLD_LIGHT,
                bold=True,
                anchor="midbottom",
            )


def two_lines(text: str, size: int, width: int) -> list[str]:
    """`text` on one row if it fits in `width`, else broken at the last space that lets the
    first row fit (bold, `size` pixels)."""
    if theme.fits(text, size, width, bold=True):
        return [text]
    words = text.split(" ")
    for k in range(len(words) - 1, 0, -1):
        head = " ".join(words[:k])
        if theme.fits(head, size, width, bold=True):
            return [head, " ".join(words[k:])]
    return [text]


def verdict(dice, need: int, tavern_bonus: int) -> str:
    """What a roll means: a Shipwrecks threshold met or not, or the Tavern's cube count."""
    if need:
        return tr("roll_found" if max(dice) > need else "roll_missed", need=need)
    return tr("roll_tavern", die=dice[0], bonus=tavern_bonus, total=dice[0] + tavern_bonus)


def _die_icon(surf: pygame.Surface, centre) -> None:
    box = pygame.Rect(0, 0, 11, 11)
    box.center = centre
    pygame.draw.rect(surf, (250, 246, 236), box, border_radius=2)
    pygame.draw.rect(surf, theme.INK, box, 1, border_radius=2)
    pygame.draw.circle(surf, theme.INK, box.center, 1)


def _city_gain(st) -> str:
    if st.effect == "prestige":
        return tr("gain_pp", n=st.pp)
    if st.effect == "rum":
        return tr("gain_rum", n=st.rum)
    return tr(f"effect_line.{st.effect}")


def _combo_colours(test: str, size: int) -> list[str]:
    """Little jewels showing a Black Market combination: any colours, one colour, two pairs."""
    if test == "same":
        return ["red"] * size
    if test == "pairs":
        return ["red", "red", "blue", "blue"]
    return ["grey"] * size
