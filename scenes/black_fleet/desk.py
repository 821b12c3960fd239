"""The captain's desk beside the chart: whose turn it is, the movement card played with each
ship's moves (used and allowed), the viewing seat's hand of movement and fortune cards, and the
decks with their counts and discard piles.

Hand cards are offers when the decision asks for one (play, discard); every card, pile and
ship row explains itself when hovered.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import partial

import pygame

from game.black_fleet.model import BlackFleetView
from game.black_fleet.words import card_name
from game.core import Action

from ..core import i18n, theme
from ..widgets.layer import Marks
from ..widgets.slots import KeptRows
from . import sprites, tips

CARD = (64, 88)
SMALL = (42, 58)
GAP = 5
TURN_H = 132  # the card played (34 + 88) and a margin
DECKS_H = 92  # the title, the four piles (24 + 58) and a margin
SLOT_ORDER = ("merchant", "pirate")
EMPTY_SLOT = (90, 110, 130)  # the outline of a card's place with no card in it
LABEL_STEP = 18  # a label of the hand to its cards: the glow of a card to play leaves it legible


@dataclass
class DeskHits:
    """Rectangles drawn this frame, for offers and tooltips."""

    movement: list[tuple[pygame.Rect, str]] = field(default_factory=list)
    fortune: list[tuple[pygame.Rect, str]] = field(default_factory=list)
    played: pygame.Rect | None = None
    piles: dict[str, pygame.Rect] = field(default_factory=dict)
    rows: list[tuple[pygame.Rect, str]] = field(default_factory=list)  # allowance rows by ship


class Desk:
    def __init__(self, table, rect: pygame.Rect) -> None:
        self.table = table
        self.rect = pygame.Rect(rect)
        self.turn_rect = pygame.Rect(self.rect.x, self.rect.y, self.rect.w, TURN_H)
        self.decks_rect = pygame.Rect(self.rect.x, self.rect.bottom - DECKS_H, self.rect.w, DECKS_H)
        self.hand_rect = pygame.Rect(
            self.rect.x,
            self.turn_rect.bottom + 8,
            self.rect.w,
            self.decks_rect.y - self.turn_rect.bottom - 16,
        )
        self._note_cache: tuple = (None, None)
        self.shown: list[str] = []  # the hand cards drawn last (tests check no others)
        # each seat's hand rows, slot by slot from one drawing to the next (widgets.slots)
        self._rows: KeptRows[str] = KeptRows()

    @property
    def rules(self):
        return self.table.rules

    # ---- the desk in three cached boxes -------------------------------------------------------
    def boxes(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        return self.turn_rect, self.hand_rect, self.decks_rect

    def paint_base(self, surface: pygame.Surface) -> None:
        """The three empty panels and their fixed headings (under everything that changes)."""
        for r in self.boxes():
            theme.draw_panel(surface, r, "dark", 10, 2, shadow=False)
        theme.blit_text(
            surface,
            i18n.tr("black_fleet.scene.decks"),
            (self.decks_rect.x + 8, self.decks_rect.y + 5),
            12,
            theme.GOLD_LIGHT,
            bold=True,
        )

    def turn_key(self, view: BlackFleetView) -> tuple:
        return (
            view.active,
            view.round,
            view.phase,
            view.final_round,
            view.turn,
            view.allowances,
            view.controlled,
            tuple(p.colour for p in view.players),
        )

    def hand_key(self, view: BlackFleetView) -> tuple:
        me = view.players[view.seat] if view.seat is not None else None
        return (view.seat, me.movement_hand if me else None, me.fortune_hand if me else None)

    def decks_key(self, view: BlackFleetView) -> tuple:
        return (
            view.movement_pile,
            view.fortune_pile,
            view.movement_discard[-1:],
            view.fortune_discard[-1:],
            len(view.movement_discard),
            len(view.fortune_discard),
        )

    def paint_turn(self, surface, marks: Marks, view: BlackFleetView) -> None:
        hits = DeskHits()
        self.draw_turn(surface, view, hits)
        self._marks(marks, view, hits)

    def paint_hand(self, surface, marks: Marks, view: BlackFleetView) -> None:
        hits = DeskHits()
        self.draw_hand(surface, view, hits)
        self._marks(marks, view, hits)

    def paint_decks(self, surface, marks: Marks, view: BlackFleetView) -> None:
        hits = DeskHits()
        self.draw_decks(surface, view, hits)
        self._marks(marks, view, hits)

    def _marks(self, marks: Marks, view: BlackFleetView, hits: DeskHits) -> None:
        table = self.table
        for rect, card in hits.movement:
            marks.offer_or_refuse(
                rect, Action("play_move", (card,)), Action("discard_move", (card,))
            )
            marks.tip(rect, partial(tips.movement_card, table, card))
        for rect, card in hits.fortune:
            marks.offer_or_refuse(rect, Action("fortune", (card,)), Action("discard", (card,)))
            marks.tip(rect, partial(tips.fortune_card, table, card))
        if view.turn.card and hits.played is not None:
            marks.tip(hits.played, partial(tips.movement_card, table, view.turn.card))
        for rect, name in hits.rows:
            marks.tip(rect, partial(tips.allowance, table, view, name))
        for name, rect in hits.piles.items():
            marks.tip(rect, partial(tips.pile, table, view, name))

    def played_slot(self) -> pygame.Rect:
        return pygame.Rect(self.turn_rect.x + 10, self.turn_rect.y + 34, *CARD)

    # ---- whose turn, the card played, each ship's moves ---------------------------------------
    def draw_turn(self, surface, view: BlackFleetView, hits: DeskHits) -> None:
        r = self.turn_rect
        names = self.table.names
        active = view.active
        if view.phase != "setup":
            theme.draw_seat_marker(
                surface, (r.x + 16, r.y + 15), 8, active, self.table.seat_colour(active)
            )
            title = i18n.tr("black_fleet.scene.turn_of", round=view.round, seat=names[active])
        else:
            title = i18n.tr("black_fleet.scene.setting_up")
        size = theme.fit_text(title, 15, r.w - 36, bold=True, min_size=10)
        title = theme.ellipsize(title, size, r.w - 36, bold=True)
        theme.blit_text(surface, title, (r.x + 30, r.y + 6), size, theme.GOLD_LIGHT, bold=True)
        if view.final_round:
            flag = i18n.tr("black_fleet.scene.final_round")
            theme.blit_text(
                surface,
                flag,
                (r.right - 8, r.y + 26),
                12,
                theme.RED,
                bold=True,
                anchor="topright",
                shadow=True,
            )
        slot = self.played_slot()
        hits.played = slot
        card = view.turn.card
        if card:
            surface.blit(self.movement_image(card), slot)
        else:
            pygame.draw.rect(surface, EMPTY_SLOT, slot, 2, border_radius=7)
            surface.blit(self._phase_note(view.phase), slot.inflate(-8, -8))
        self._ship_rows(
            surface,
            view,
            pygame.Rect(slot.right + 8, slot.y, r.right - slot.right - 14, CARD[1]),
            hits,
        )
        played = [card_name(self.rules.g, f.split(">")[0]) for f in view.turn.fortunes]
        if played:
            text = i18n.tr(
                "black_fleet.scene.fortunes_played",
                cards=", ".join(i18n.localize(p) for p in played),
            )
            theme.blit_text(
                surface,
                theme.ellipsize(text, 12, r.w - 16),
                (r.x + 8, r.bottom - 20),
                12,
                theme.FOAM,
            )

    def _phase_note(self, phase: str) -> pygame.Surface:
        """What the turn is at while no movement card lies on the table (in the empty slot)."""
        key = f"black_fleet.scene.phase.{phase}"
        text = i18n.tr(key) if i18n.has(key) else ""
        cache_key = (text, i18n.language())
        if self._note_cache[0] != cache_key:
            surf = pygame.Surface((CARD[0] - 8, CARD[1] - 8), pygame.SRCALPHA)
            sprites.draw_wrapped(surf, text, surf.get_rect(), 11, theme.TEXT_DIM, bold=False)
            self._note_cache = (cache_key, surf)
        return self._note_cache[1]

    def _ship_rows(self, surface, view: BlackFleetView, area: pygame.Rect, hits: DeskHits) -> None:
        """One row per ship the active player may sail: icon, moves as pips, its state."""
        if not view.turn.card:
            return
        rows = self.sailable(view)
        y = area.y + 2
        for name, slot in rows:
            row = pygame.Rect(area.x, y, area.w, 20)
            hits.rows.append((row, name))
            self._ship_row(surface, view, name, slot, row)
            y += 22

    def sailable(self, view: BlackFleetView) -> list[tuple[str, int]]:
        names = list(SLOT_ORDER) + [n for n in self.rules.g.navy_ids if n in view.controlled]
        return [(n, self.rules.g.slot_of[n]) for n in names]

    def _ship_row(self, surface, view, name: str, slot: int, row: pygame.Rect) -> None:
        t = view.turn
        kind, rgb = self.table.ship_look(view, name)
        surface.blit(sprites.ship(kind, rgb, 20), (row.x, row.y))
        allowance = view.allowances[slot]
        used = t.steps[slot]
        x = row.x + 24
        pip = 9 if allowance <= 8 else 6
        for k in range(allowance):
            centre = (x + k * (pip + 2) + pip // 2, row.centery)
            if k < used:
                pygame.draw.circle(surface, (90, 100, 110), centre, pip // 2)
            else:
                pygame.draw.circle(surface, theme.GOLD_LIGHT, centre, pip // 2)
            pygame.draw.circle(surface, theme.WOOD_DARK, centre, pip // 2, 1)
        state = ""
        if t.current == slot:
            state = i18n.tr("black_fleet.scene.sailing")
            theme.glow(surface, row.inflate(2, 0), theme.HIGHLIGHT, 1, 5)
        elif t.ended[slot]:
            state = i18n.tr("black_fleet.scene.done")
        if state:
            theme.blit_text(
                surface,
                state,
                (row.right, row.centery),
                11,
                theme.GOLD_LIGHT if t.current == slot else theme.TEXT_DIM,
                anchor="midright",
                italic=True,
            )

    def movement_image(self, card_id: str, size=CARD) -> pygame.Surface:
        m = self.rules.g.mv[card_id]
        bottom = self.rules.g.bottoms[m.bottom]
        return sprites.movement_card(
            card_id,
            theme.seat_rgb(m.navy),
            m.navy_value,
            m.pirate,
            m.merchant,
            bottom.draw,
            bottom.discard,
            size,
        )

    def fortune_image(self, card_id: str, size=CARD) -> pygame.Surface:
        return sprites.fortune_card(i18n.localize(card_name(self.rules.g, card_id)), size)

    # ---- the viewer's hand ----------------------------------------------------------------------
    def draw_hand(self, surface, view: BlackFleetView, hits: DeskHits) -> None:
        r = self.hand_rect
        seat = view.seat
        self.shown = []
        if seat is None:
            theme.blit_text(
                surface,
                i18n.tr("black_fleet.scene.spectating"),
                (r.x + 10, r.y + 8),
                12,
                theme.TEXT_DIM,
                width=r.w - 20,
                italic=True,
            )
            self.draw_legend(surface, pygame.Rect(r.x + 8, r.y + 44, r.w - 16, r.h - 52))
            return
        me = view.players[seat]
        title = i18n.tr("black_fleet.scene.your_hand", seat=self.table.names[seat])
        theme.blit_text(
            surface,
            theme.ellipsize(title, 14, r.w - 16, bold=True),
            (r.x + 8, r.y + 6),
            14,
            theme.GOLD_LIGHT,
            bold=True,
        )
        y = r.y + 26
        theme.blit_text(
            surface, i18n.tr("black_fleet.scene.movement"), (r.x + 8, y), 11, theme.TEXT_DIM
        )
        y += LABEL_STEP
        for k, card in enumerate(self._row(seat, "movement", me.movement_hand or ())):
            rect = pygame.Rect(r.x + 8 + k * (CARD[0] + GAP), y, *CARD)
            if card is None:
                pygame.draw.rect(surface, EMPTY_SLOT, rect, 2, border_radius=7)
                continue
            surface.blit(self.movement_image(card), rect)
            hits.movement.append((rect, card))
            self.shown.append(card)
        y += CARD[1] + 8
        theme.blit_text(
            surface, i18n.tr("black_fleet.scene.fortune"), (r.x + 8, y), 11, theme.TEXT_DIM
        )
        y += LABEL_STEP
        cards = self._row(seat, "fortune", me.fortune_hand or ())
        if not cards:
            theme.blit_text(
                surface,
                i18n.tr("black_fleet.scene.no_fortune"),
                (r.x + 8, y + 4),
                12,
                theme.TEXT_DIM,
                italic=True,
            )
        per_row = 3 if len(cards) <= 6 else (len(cards) + 1) // 2
        step = min(CARD[0] + GAP, (r.w - 16 - CARD[0]) // max(1, per_row - 1))
        for k, card in enumerate(cards):
            row, col = divmod(k, per_row)
            rect = pygame.Rect(r.x + 8 + col * step, y + row * (CARD[1] + GAP), *CARD)
            if card is None:
                pygame.draw.rect(surface, EMPTY_SLOT, rect, 2, border_radius=7)
                continue
            surface.blit(self.fortune_image(card), rect)
            hits.fortune.append((rect, card))
            self.shown.append(card)

    def _row(self, seat: int, name: str, cards: Sequence[str]) -> tuple[str | None, ...]:
        """A row of `seat`'s hand slot by slot (None: a card has just left it). A card played or
        discarded leaves a gap until a draw fills it, so the cards beside it never slide under
        the pointer: fortune cards are played one after another between the ships (BF-90), and
        discarded one by one down to the limit."""
        return self._rows.row((seat, name), cards)

    def draw_legend(self, surface, area: pygame.Rect) -> None:
        """For someone watching (no hand to show): what the pieces and marks of the chart are."""
        theme.blit_text(
            surface,
            i18n.tr("black_fleet.scene.legend.title"),
            area.topleft,
            13,
            theme.GOLD_LIGHT,
            bold=True,
        )
        y = area.y + 22
        for key, icon in (
            ("merchant", self._legend_ship("merchant")),
            ("pirate", self._legend_ship("pirate")),
            ("navy", self._legend_ship("navy")),
            ("beach", _legend_beach),
            ("dock", _legend_dock),
            ("port", _legend_port),
        ):
            icon(surface, pygame.Rect(area.x, y, 24, 24))
            text = theme.blit_text(
                surface,
                i18n.tr(f"black_fleet.scene.legend.{key}"),
                (area.x + 30, y),
                11,
                theme.FOAM,
                width=area.w - 30,
            )
            y = max(y + 26, text.bottom + 4)

    def _legend_ship(self, kind: str):
        rgb = theme.seat_rgb("yellow" if kind == "navy" else "white")

        def icon(surface, rect: pygame.Rect) -> None:
            surface.blit(sprites.ship(kind, rgb, rect.w), rect)

        return icon

    # ---- decks ---------------------------------------------------------------------------------
    def draw_decks(self, surface, view: BlackFleetView, hits: DeskHits) -> None:
        r = self.decks_rect
        y = r.y + 24
        x = r.x + 8
        step = (r.w - 16 - SMALL[0]) // 3
        items = (
            ("movement_pile", sprites.card_back(sprites.MOVE_BACK, SMALL, str(view.movement_pile))),
            ("movement_discard", self._discard_image(view.movement_discard, True)),
            (
                "fortune_pile",
                sprites.card_back(sprites.FORTUNE_BACK, SMALL, str(view.fortune_pile)),
            ),
            ("fortune_discard", self._discard_image(view.fortune_discard, False)),
        )
        for k, (name, img) in enumerate(items):
            rect = pygame.Rect(x + k * step, y, *SMALL)
            if img is None:
                pygame.draw.rect(surface, EMPTY_SLOT, rect, 1, border_radius=6)
            else:
                surface.blit(img, rect)
            hits.piles[name] = rect

    def _discard_image(self, pile: tuple[str, ...], movement: bool):
        if not pile:
            return None
        face = self.movement_image(pile[-1]) if movement else self.fortune_image(pile[-1])
        return sprites.smaller(face, SMALL)


def _legend_beach(surface, rect: pygame.Rect) -> None:
    pygame.draw.ellipse(surface, (224, 202, 146), rect.inflate(-2, -6))
    theme.blit_text(surface, "6", rect.center, 13, theme.INK, bold=True, anchor="center")


def _legend_dock(surface, rect: pygame.Rect) -> None:
    pygame.draw.rect(surface, (44, 116, 152), rect, border_radius=4)
    pygame.draw.rect(surface, sprites.goods_rgb("blue"), rect.inflate(-4, -4), 2, border_radius=4)


def _legend_port(surface, rect: pygame.Rect) -> None:
    pygame.draw.rect(surface, theme.PARCHMENT, rect, border_radius=4)
    surface.blit(sprites.cube("green", 9, theme.colourblind()), (rect.x + 3, rect.y + 7))
    theme.blit_text(surface, "2", (rect.x + 14, rect.y + 4), 12, theme.INK, bold=True)
