"""The viewing seat's hold, along the bottom of the board: its jewels, treasure tokens and Mutiny
cards face up, plus a jewel it is deciding about (Non-Commercial draw), the tokens of a Treasure
Map, and the jewels on the table for a sale in progress (public). A spectator sees only the sale.

Groups shrink their spacing (the pieces overlap like a fanned hand) so that everything always
fits: every piece is clickable when the decision offers it.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.mutinies.model import MView

from ..core import i18n, theme
from ..widgets.slots import KeptRows
from . import layout as L
from . import sprites
from .tips import tr

JEWEL, TOKEN = 44, 48
CARD = (76, 106)
STEP = {"jewel": 48, "token": 54, "card": 82}
GROUP_GAP = 18
DETAIL = pygame.Rect(L.HAND.right - 218, L.HAND.y + 10, 206, 152)  # the card being read
ROUND_FLAGS = ((1, "V06"), (2, "V07"), (4, "V11"), (8, "V12"))  # MState.flags bits


@dataclass
class Piece:
    kind: str  # jewel | token | card
    ident: str
    group: str  # drawn | sale | jewels | treasure | map | cards
    rect: pygame.Rect


@dataclass
class Group:
    name: str
    kind: str
    ids: list[str | None]  # slot by slot (None: a piece gone this round, `_kept`)
    x: int = 0
    step: int = 0
    width: int = 0


class Hold:
    def __init__(self, content) -> None:
        self.content = content
        order = [c.id for c in content.colours] + ["wild"]
        self._jewel_key = {j.id: (order.index(j.colour), j.d, j.r, j.id) for j in content.jewels}
        self._cache: tuple = (None, None, [])
        self._rows: KeptRows[str] = KeptRows()  # the `_kept` groups (widgets.slots)
        self._rows_for: tuple = ()  # (seat, round) they were drawn for

    def _kept(self, view: MView, name: str, ids: list[str]) -> list[str | None]:
        """A group whose pieces are picked one after another: tokens and cards used in a window
        (M21-172), jewels picked for a sale (M21-60). A piece that leaves leaves its place
        empty for the rest of the round, so the next one never slides under the pointer that
        took the first (and the groups after it stay put)."""
        if self._rows_for != (view.seat, view.round):
            self._rows.clear()
            self._rows_for = (view.seat, view.round)
        return list(self._rows.row(name, ids))

    def groups(self, view: MView) -> list[Group]:
        me = view.me()
        out: list[Group] = []
        if me is not None and me.jewels is not None:
            jewels = sorted(me.jewels, key=self._jewel_key.__getitem__)
            out.append(Group("jewels", "jewel", self._kept(view, "jewels", jewels)))
        # a jewel being decided about, and the sale's, come after the hold's jewels: as they
        # come and go, the jewels stay put
        if me is not None and me.pending_jewel:
            out.append(Group("drawn", "jewel", [me.pending_jewel]))
        if view.sale:
            out.append(Group("sale", "jewel", list(view.sale)))
        if me is not None and me.jewels is not None:
            treasures = self._kept(view, "treasure", [*(me.treasures or ())])
            out.append(Group("treasure", "token", treasures))
            if me.pending_treasures:
                out.append(Group("map", "token", list(me.pending_treasures)))
            if not view.simplified:
                out.append(Group("cards", "card", self._kept(view, "cards", [*(me.cards or ())])))
        return out

    def pieces(self, view: MView) -> list[Piece]:
        """Every piece with its rectangle (cached per view object: the cache keeps the view
        itself, so a later view can never be mistaken for it)."""
        key = (view, (theme.colourblind(), i18n.language()))
        if self._cache[0] is not None and self._cache[0][0] is view and self._cache[0][1] == key[1]:
            return self._cache[2]
        groups = self.groups(view)
        self._fit(groups)
        pieces = []
        top = L.HAND.y + 52
        for g in groups:
            w, h = _size(g.kind)
            for k, ident in enumerate(g.ids):
                if ident is None:
                    continue  # a used piece's place, kept empty
                pieces.append(
                    Piece(g.kind, ident, g.name, pygame.Rect(g.x + k * g.step, top, w, h))
                )
        self._cache = (key, groups, pieces)
        return pieces

    def _fit(self, groups: list[Group]) -> None:
        room = L.HAND.w - 24 - GROUP_GAP * max(0, len(groups) - 1)
        if any(g.name == "cards" for g in groups):
            room -= DETAIL.w + 12
        natural = sum(_items_width(g.kind, len(g.ids), STEP[g.kind]) for g in groups)
        spread = sum(STEP[g.kind] * max(0, len(g.ids) - 1) for g in groups)
        fixed = natural - spread
        factor = 1.0 if natural <= room or spread == 0 else max(0.0, (room - fixed) / spread)
        x = L.HAND.x + 12
        for g in groups:
            g.step = max(10, int(STEP[g.kind] * factor)) if factor < 1 else STEP[g.kind]
            label = theme.font(12, True).size(self.label(g))[0]
            g.width = max(
                _items_width(g.kind, len(g.ids), g.step), min(label, 180) if g.ids else label
            )
            g.x = x
            x += g.width + GROUP_GAP

    def label(self, g: Group) -> str:
        return tr(f"hold.{g.name}", count=sum(1 for i in g.ids if i is not None))

    def draw(
        self,
        surface: pygame.Surface,
        view: MView,
        seat_name: str,
        glowing: set[str],
        raised: set[str],
    ) -> None:
        """`glowing`: pieces to frame in gold (a new card, the card being scored); `raised`:
        pieces offered as options now (drawn a little higher)."""
        self._title(surface, view, seat_name)
        pieces = self.pieces(view)
        groups = self._cache[1] or []
        for g in groups:
            colour = theme.HIGHLIGHT if g.name in ("drawn", "map") else theme.GOLD_LIGHT
            theme.blit_text(
                surface,
                theme.ellipsize(self.label(g), 12, max(g.width, 60), True),
                (g.x, L.HAND.y + 28),
                12,
                colour,
                bold=True,
            )
            if not any(g.ids):
                theme.blit_text(
                    surface, tr("hold.none"), (g.x, L.HAND.y + 50), 12, theme.TEXT_DIM, italic=True
                )
        for piece in pieces:
            rect = piece.rect.move(0, -6) if piece.ident in raised else piece.rect
            surface.blit(self.image(piece, piece.ident in glowing), rect)
            if piece.ident in glowing and piece.kind != "card":
                pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(8, 8), 3, border_radius=8)

    def draw_detail(self, surface: pygame.Surface, card_id: str, foot: str) -> None:
        """The card the player is deciding about, or pointing at, in full."""
        c = self.content.card_by_id[card_id]
        surface.blit(
            sprites.card_detail(_localize(c.name), _localize(c.text), c.category, foot), DETAIL
        )

    def image(self, piece: Piece, glow: bool = False) -> pygame.Surface:
        if piece.kind == "jewel":
            j = self.content.jewel_by_id[piece.ident]
            return sprites.jewel(j.colour, j.d, j.r, JEWEL)
        if piece.kind == "token":
            t = self.content.treasure_by_id[piece.ident]
            return sprites.token(t.kind, t.amount, TOKEN)
        c = self.content.card_by_id[piece.ident]
        # An Obligatory card still in hand was refused, unless it is the one being decided now.
        refused = c.category == "obligatory" and not glow
        foot = tr("category_short.refused" if refused else "category_short." + c.category)
        return sprites.mini_card(_localize(c.name), c.category, foot, CARD, glow)

    def _title(self, surface: pygame.Surface, view: MView, seat_name: str) -> None:
        me = view.me()
        x, y = L.HAND.x + 12, L.HAND.y + 6
        if me is None:
            theme.blit_text(surface, tr("hold.spectator"), (x, y), 14, theme.TEXT_LIGHT, bold=True)
            return
        theme.blit_text(
            surface, tr("hold.title", name=seat_name), (x, y), 14, theme.TEXT_LIGHT, bold=True
        )
        notes = []
        active = [
            self.content.card_by_id[c].name
            for bit, c in ROUND_FLAGS
            if me.flags & bit and c in self.content.card_by_id
        ]
        if active:
            notes.append(tr("hold.in_play", cards=", ".join(_localize(n) for n in active)))
        if me.buried:
            notes.append(tr("hold.buried", count=len(me.buried)))
        if me.boxed:
            notes.append(tr("hold.boxed", count=len(me.boxed)))
        if notes:
            text = theme.ellipsize(" · ".join(notes), 12, L.HAND.w - 260)
            theme.blit_text(
                surface, text, (L.HAND.right - 12, y + 2), 12, theme.GOLD_LIGHT, anchor="topright"
            )


def _size(kind: str) -> tuple[int, int]:
    if kind == "jewel":
        return JEWEL, JEWEL
    if kind == "token":
        return TOKEN, TOKEN
    return CARD


def _items_width(kind: str, count: int, step: int) -> int:
    return 0 if count == 0 else _size(kind)[0] + step * (count - 1)


def _localize(value) -> str:
    return i18n.localize(value)
