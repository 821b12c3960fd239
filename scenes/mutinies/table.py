"""The 21 Mutinies table: the board with its eight action areas, the prestige track, the turn
order, the Tavern's rum, the face-up jewels, the piles and the Mutiny deck, the viewing seat's
hold, and every option of the current decision as something to click.

How a human plays: the slots they may take glow on the board (click one to place); treasure
tokens, Mutiny cards and jewels they may use, play or sell glow in their hold at the bottom;
everything else (done, keep or decline, rum to add, a victim ...) is a button in the prompt bar.
Everything is drawn from the viewing seat's view only.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import partial

import pygame

from game.core import Action, Decision
from game.core.types import RuleRef
from game.mutinies.model import HENCHMAN, MView
from game.mutinies.rules import MutiniesRules
from game.mutinies.tasks import (
    AtEnd,
    CardDecide,
    Exchange,
    Place,
    ReturnRum,
    RumForGold,
    SellPick,
    SellRum,
    Target,
)

from ..core import i18n, theme
from ..table.layered import LayeredTable, LayerJob
from ..widgets.anim import Rise
from ..widgets.seat_panel import COMPACT_MIN, SeatInfo, draw_seat_panel, panel_height
from ..widgets.tooltip import Tip
from ..widgets.warm import Job
from . import layout as L
from . import sprites
from .anims import Holds
from .board import ROSTER_DISC, Board
from .events import BANNERS, SHOW, EventAnimations
from .hold import DETAIL, Hold, Piece
from .tips import Texts, area_short, holdings, tr

# Options picked on the board or in the hold; the bar shows them only when there are few.
BOARD_KINDS = (
    "place",
    "henchman",
    "steal_display",
    "steal_stack",
    "use_token",
    "play_card",
    "sell_jewel",
    "give_jewel",
    "keep_treasure",
    "return_treasure",
)
PIECE_KINDS = {
    "use_token": "token",
    "keep_treasure": "token",
    "return_treasure": "token",
    "play_card": "card",
    "sell_jewel": "jewel",
    "give_jewel": "jewel",
}
FEW_OPTIONS = 4
RISE_SIZE = 15  # a seat's rising words ("−1 D")
PIECE_USE = {"card": "play_card", "token": "use_token", "jewel": "sell_jewel"}  # a click's action
# Layer regions (screen coordinates): what each repaint covers.
TRACK_REGION = pygame.Rect(0, 0, L.RIGHT_X + L.RIGHT_W + 6, L.AREA_TOP - 2)
AREAS_REGION = pygame.Rect(0, L.AREA_TOP - 2, L.RIGHT_X - 2, L.HAND.y - L.AREA_TOP)
RIGHT_REGION = pygame.Rect(
    L.RIGHT_X - 2, L.AREA_TOP - 2, L.RIGHT_W + 8, L.HAND.bottom - L.AREA_TOP + 8
)
HOLD_REGION = pygame.Rect(0, L.HAND.y - 2, L.RIGHT_X - 2, L.HAND.h + 8)


class MutiniesTable(EventAnimations, LayeredTable):
    show = SHOW
    prime_seconds = 0.15  # the rest is warmed in quiet frames
    rules: MutiniesRules

    def __init__(self, app, match, autosave_path=None) -> None:
        super().__init__(app, match, autosave_path)
        self.content = self.rules.content
        self.texts = Texts(self.rules)
        self.board = Board(self.rules, self.texts)
        self.hold = Hold(self.content)
        self.holds = Holds()
        self.colours = [s.colour for s in self.config.seats]
        self._pp_seen: dict[int, int] = {}  # prestige already animated in this batch
        self._view_serial = 0
        self._fixed_tips = self.fixed_tips()
        self._lines_at: tuple = (None, ())
        self._note_at: tuple = (None, "")
        self._base_made: tuple[object, pygame.Surface] | None = None  # by the opening's steps

    # ---- layout hooks ----------------------------------------------------------------------------
    def seat_line_count(self) -> int:
        return 3

    def seat_lines(self, view: MView | None, seat: int) -> list[str]:
        if view is None or seat >= len(view.players):
            return []
        p = view.players[seat]
        lines = [tr("seat.line1", pp=p.pp, d=p.d, rum=p.rum)]
        key = "seat.line2_simple" if view.simplified else "seat.line2"
        lines.append(tr(key, jewels=p.jewel_count, treasures=p.treasure_count, cards=p.card_count))
        role = tr("seat.captain") if view.order and view.order[0] == seat else tr("seat.sailor")
        if p.slot:
            role = f"{role} · {i18n.localize(self.rules.g.slot_where[p.slot])}"
        lines.append(role)
        return lines

    def seat_panel_rect(self, seat: int) -> pygame.Rect:
        """A seat's panel beside the board (compact, 44 pixels high, with five seats); the
        henchman's is the captain's (its costs are the captain's)."""
        if seat == HENCHMAN:
            seat = self.view.captain if self.view is not None else 0
        n = self.config.n_seats
        h = (
            44
            if n > 4
            else panel_height(SeatInfo(0, "", "", False, lines=[""] * self.seat_line_count()))
        )
        return pygame.Rect(
            self.side_rect.x + 6, self.side_rect.y + 8 + seat * (h + 6), self.side_rect.w - 12, h
        )

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        """Where things fly to or from for a seat: its panel beside the board."""
        rect = self.seat_panel_rect(seat)
        return rect.x + 34, rect.centery

    def seat_rise(self, seat: int, text: str, colour: theme.RGB) -> Rise:
        """Words rising for a seat ("−1 D"): at its panel's right end (a long one from its
        middle), below the name and who plays it, and never above the panel's top, so that
        they cross neither the name nor the panel above."""
        rect = self.seat_panel_rect(seat)
        compact = rect.h < COMPACT_MIN
        half = theme.text(text, RISE_SIZE, colour, True).get_width() // 2  # (Rise's own image)
        at = (max(rect.centerx, rect.right - 10 - half), rect.bottom - (12 if compact else 20))
        return Rise(text, at, colour, size=RISE_SIZE, climb=10 if compact else 30, within=rect)

    def bar_options(self, decision: Decision) -> list[Action]:
        """Every option gets a button when they all fit on one page of the bar; otherwise the
        ones picked on the board or in the hold are left out (they glow there)."""
        options = list(decision.options)
        if len(options) <= FEW_OPTIONS and self.bar_fits(decision, options):
            return options
        return [a for a in options if a.kind not in BOARD_KINDS]

    # ---- per frame ---------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        d = self.current_human_decision()
        key = (self.decision_key(d) if d is not None else None, self._view_serial, i18n.language())
        if key != self._note_at[0]:
            self._note_at = (key, self.prompt_note(d) if d is not None else "")
        self.prompt.note = self._note_at[1]

    def prompt_note(self, d: Decision) -> str:
        """The reminder of `context_note`, plus where to click when the bar leaves options out."""
        note = self.context_note(d)
        if len(self.bar_options(d)) < len(d.options):
            hint = tr("note.click_board")
            note = f"{note} · {hint}" if note else hint
        return note

    def context_note(self, d: Decision) -> str:
        """A reminder beside the prompt: what is being sold, which card is being decided ..."""
        view = self.view
        if view is None or not view.stack:
            return ""
        task = view.stack[-1]
        placing = isinstance(task, Place)
        if placing and d.kind == "place_captain" and view.pirate and not view.pirate_lifted:
            return tr("note.pirate", area=area_short(view.pirate))
        if placing and view.action:
            return tr("note.captain_chose", area=area_short(view.action))
        if isinstance(task, SellPick):
            combo = self.content.combo_by_id[task.combo]
            return tr(
                "note.sale", combo=i18n.localize(combo.name), picked=len(view.sale), size=combo.size
            )
        if isinstance(task, SellRum):
            return tr("note.rum", cap=len(d.options) - 1)
        if isinstance(task, (AtEnd, Target, RumForGold, ReturnRum)):
            return i18n.localize(self.content.card_by_id[task.card].name)
        if isinstance(task, Exchange):
            t = self.content.treasure_by_id[task.token]
            return f"{i18n.localize(t.name)} {t.amount}"
        if isinstance(task, CardDecide):
            me = view.me()
            if me is not None and me.cards:
                return i18n.localize(self.content.card_by_id[me.cards[-1]].name)
        return ""

    # ---- drawing: regions kept on the layer, live things over them -----------------------------------
    def on_view_changed(self) -> None:
        self._view_serial += 1

    def layer_base_key(self) -> object:
        view = self.view
        board = (view.n, view.display_size, view.ordered_slots) if view is not None else None
        return (i18n.language(), theme.colourblind(), board, self.app.size)

    def paint_base(self) -> pygame.Surface:
        """The sea, the printed board and the side's wood: everything that never changes."""
        made, self._base_made = self._base_made, None
        if made is not None and made[0] == self.layer_base_key():
            return made[1]
        base = super().paint_base()
        if self.view is not None:
            self.board.paint_static(base, self.view)
        return base

    def opening_jobs(self) -> Iterator[Job]:
        """The base picture in pieces (`paint_base` then takes it as it is)."""
        key, base = self.layer_base_key(), super().paint_base()
        if self.view is not None:
            yield from self.board.static_steps(base, self.view)
        self._base_made = (key, base)

    def layer_jobs(self, look: object, hurry: bool) -> list[LayerJob]:
        view = self.view
        if view is None:
            return []
        shown = (look, self._view_serial)
        held = frozenset(self.holds.counts.items())
        decision = self.current_human_decision()
        offered = frozenset(self.piece_options(decision))
        glowing = frozenset(self.glowing(view, decision))
        hovered = self.hovered_card(view)
        deciding = frozenset(d.seat for d in self.match.decisions())
        region = self.layer.region
        return [
            (
                region("track", TRACK_REGION),
                (shown, held),
                lambda surf, _marks: self.paint_track(surf, view),
            ),
            (
                region("areas", AREAS_REGION),
                (shown, held),
                lambda surf, _marks: self.paint_areas(surf, view),
            ),
            (
                region("right", RIGHT_REGION),
                (shown, held, deciding),
                lambda surf, _marks: self.paint_right(surf, view),
            ),
            (
                region("hold", HOLD_REGION),
                (shown, offered, glowing, hovered),
                lambda surf, _marks: self.paint_hold(surf, view, offered, glowing, hovered),
            ),
            (
                region("seats", self.seats_region()),
                self.seats_key(),
                lambda surf, _marks: self.paint_seats(surf),
            ),
            (
                region("log", self.log_region()),
                self.log_key(),
                lambda surf, _marks: self.paint_log(surf),
            ),
        ]

    def seats_region(self) -> pygame.Rect:
        side = self.side_rect
        return pygame.Rect(side.x, side.y, side.w, self.log_rect().y - 3 - side.y)

    def log_region(self) -> pygame.Rect:
        side = self.side_rect
        top = self.log_rect().y - 3
        return pygame.Rect(side.x, top, side.w, side.bottom - top)

    def paint_seats(self, surf: pygame.Surface) -> None:
        """The platform's seat panels, as its table lays them out (not via draw_side, which
        also draws the log, with a clip of its own that would escape this region's)."""
        infos = self.seat_infos()
        compact = len(infos) > 4
        for info in infos:
            if compact:
                info.lines = []
            rect = self.seat_panel_rect(info.seat)
            draw_seat_panel(surf, rect, info, self.app.time)
            if compact and not (info.deciding or info.thinking) and self.view is not None:
                self.draw_compact_line(surf, rect, info)

    def draw_compact_line(self, surf: pygame.Surface, rect: pygame.Rect, info: SeatInfo) -> None:
        """Five seats leave each panel one short line: the numbers, where the status would be."""
        view = self.view
        if view is None:
            return
        p = view.players[info.seat]
        key = "seat.compact_simple" if view.simplified else "seat.compact"
        line = tr(key, **holdings(p))
        ink = theme.INK_SOFT if info.viewing else theme.TEXT_DIM
        theme.blit_text(
            surf, theme.ellipsize(line, 12, rect.w - 50), (rect.x + 40, rect.y + 24), 12, ink
        )

    def paint_log(self, surf: pygame.Surface) -> None:
        self.log_panel.rect = self.log_rect()
        self.log_panel.draw(surf)

    def seats_key(self) -> tuple:
        """What the seat panels show (the base table's panels are painted onto the layer)."""
        thinking = tuple(i for i in range(self.config.n_seats) if self.runner.thinking(i))
        dots = int(self.app.time * 3) % 3 if thinking else 0
        lines = self.all_seat_lines()
        deciding = tuple(d.seat for d in self.match.decisions())
        return (i18n.language(), theme.colourblind(), self.viewer, lines, thinking, dots, deciding)

    def all_seat_lines(self) -> tuple:
        """Every seat's lines, worked out once per view and language (asked every frame)."""
        key = (self._view_serial, self.viewer, i18n.language())
        if self._lines_at[0] != key:
            self._lines_at = (
                key,
                tuple(tuple(self.seat_lines(self.view, i)) for i in range(self.config.n_seats)),
            )
        return self._lines_at[1]

    def paint_track(self, surf: pygame.Surface, view: MView) -> None:
        self.board.draw_markers(surf, self.board.markers(view, self.shown_pp(view)), self.colours)

    def paint_areas(self, surf: pygame.Surface, view: MView) -> None:
        board = self.board
        board.draw_area_marks(surf, view)
        board.draw_display(surf, view, self.holds)
        board.draw_nc_stack(surf, view)
        board.draw_tavern(
            surf, view.tavern + self.holds.count(("tavern_out",)) - self.holds.count(("tavern_in",))
        )
        board.draw_discs(surf, view, self.colours, self.holds)

    def paint_right(self, surf: pygame.Surface, view: MView) -> None:
        self.draw_roster(surf, view)
        self.draw_round(surf, view)
        self.board.draw_piles(surf, view)
        if not self.holds(("dice",)):
            self.board.draw_dice_tray(surf, view, self.names)

    def paint_hold(self, surf: pygame.Surface, view: MView, offered, glowing, hovered) -> None:
        self.hold.draw(surf, view, self.viewer_name(), set(glowing), set(offered))
        self.draw_card_detail(surf, view, glowing, hovered)

    def draw_board(self, surface: pygame.Surface, view: MView | None) -> None:
        """Only live things are drawn here (the rest is on the layer): the ring around the disc
        being resolved. The offers and tooltips of every piece are registered."""
        if view is None:
            return
        self.layer.cover(self.board.draw_resolving(surface, view, self.app.time))
        decision = self.current_human_decision()
        pieces = self.hold.pieces(view)
        self.add_tips(view, pieces)
        self.add_board_offers(decision, self.board.nc_stack_rect())
        self.add_piece_offers(pieces, self.piece_options(decision))

    def draw_side(self, surface: pygame.Surface) -> None:
        """Seats and log are on the layer; compact seat panels (five seats) keep their tooltips."""
        if self.config.n_seats > 4 and self.view is not None:
            for seat in range(self.config.n_seats):
                self.tips.add(self.seat_panel_rect(seat), partial(self.seat_tip, seat))

    def warm_jobs(self) -> Iterator[Job]:
        """Sprites and texts that an event or a decision may need at once (see warm.py): every
        font size first (its first render is the slow one), one card face of each category (the
        fonts of all of them: any other face then takes a millisecond, and keeping all 45 would
        hold 16 MiB), tokens, jewels, and a banner line of each kind."""
        content = self.content
        for size in range(9, 21):
            for bold, italic in ((False, False), (True, False), (False, True)):
                yield partial(theme.text, "Ag 0123456789", size, theme.INK, bold, italic)
        categories: set[str] = set()
        for c in content.cards:
            if c.category in categories:
                continue
            categories.add(c.category)
            yield partial(self.big_card, c.id)
            yield partial(self.hold.image, Piece("card", c.id, "cards", pygame.Rect(0, 0, 1, 1)))
            yield partial(
                self.hold.draw_detail,
                pygame.Surface((1, 1)),
                c.id,
                self.texts.card_foot(c.id, True),
            )
        for t in content.treasures:
            yield partial(sprites.token, t.kind, t.amount, 96)
            yield partial(sprites.token, t.kind, t.amount, 48)
        for j in content.jewels:
            for size in (32, 34, 44):
                yield partial(sprites.jewel, j.colour, j.d, j.r, size)
        for key in BANNERS.values():
            text = tr(key, captain_seat="", action="", round="")
            yield partial(theme.text, text, 40, theme.GOLD, True)
        for name in self.names:  # the glyphs of the round banners (each is drawn once)
            yield partial(
                theme.text, tr("banner.round", n=1, seat=name), 40, theme.GOLD_LIGHT, True
            )

    def hovered_card(self, view: MView) -> str | None:
        if view.me() is None or view.simplified:
            return None
        for piece in reversed(self.hold.pieces(view)):
            if piece.kind == "card" and piece.rect.collidepoint(self.mouse):
                return piece.ident
        return None

    def draw_card_detail(
        self, surface: pygame.Surface, view: MView, glowing, hovered: str | None
    ) -> None:
        """The card being decided, else the card under the pointer, readable in full."""
        me = view.me()
        if me is None or view.simplified:
            return
        card = next((c for c in glowing if c in self.content.card_by_id), None) or hovered
        if card is None:
            if me.cards:
                theme.blit_text(
                    surface,
                    tr("hold.point_at_card"),
                    DETAIL.center,
                    12,
                    theme.TEXT_DIM,
                    anchor="center",
                    italic=True,
                    width=DETAIL.w - 20,
                )
            return
        self.hold.draw_detail(surface, card, self.texts.card_foot(card, card in glowing))

    def viewer_name(self) -> str:
        return self.names[self.viewer] if self.viewer is not None else ""

    def shown_pp(self, view: MView):
        """Prestige markers still sliding are drawn by their animation, not on the track."""

        def pp(seat: int) -> int | None:
            return None if self.holds(("pp", seat)) else view.players[seat].pp

        return pp

    def glowing(self, view: MView, decision: Decision | None) -> set[str]:
        """The card being decided (just drawn) or scored (end-of-game bonus), or the jewel
        being kept or declined, stands out."""
        me = view.me()
        if (
            decision is not None
            and me is not None
            and decision.kind == "nc_keep"
            and me.pending_jewel
        ):
            return {me.pending_jewel}
        if decision is None or me is None or not me.cards:
            return set()
        if decision.kind == "card_decide":
            return {me.cards[-1]}
        task = view.stack[-1] if view.stack else None
        if decision.kind == "at_end" and isinstance(task, AtEnd):
            return {task.card}
        return set()

    def piece_options(self, decision: Decision | None) -> dict[str, Action]:
        if decision is None:
            return {}
        return {str(a.args[0]): a for a in decision.options if a.kind in PIECE_KINDS}

    def add_board_offers(self, decision: Decision | None, nc_rect: pygame.Rect) -> None:
        """Every slot is something to click: the ones the decision offers glow and take the
        click; a click on any other says why not (placing there, by default). A slot that
        exists but is not legal now tells why on hover too."""
        kinds = {a.kind for a in decision.options} if decision is not None else set()
        kind = next((k for k in ("henchman", "steal_display") if k in kinds), "place")
        reasons = self.unavailable(decision.seat) if decision is not None else {}
        for sid, cell in self.board.cells.items():
            action = Action(kind, (sid,))
            if not self.offer(cell, action) and action in reasons:
                self.tips.add(cell, partial(self.refused_tip, sid, reasons[action]))
        if "steal_stack" in kinds:
            self.offer(nc_rect, Action("steal_stack"))

    def refused_tip(self, sid: str, ref: RuleRef) -> str:
        """A slot that cannot be taken now: why, then what it is."""
        return f"{self.reason(ref)}\n\n{self.viewed(partial(self.texts.slot, sid))()}"

    def add_piece_offers(self, pieces: list[Piece], offered: dict[str, Action]) -> None:
        """Pieces of the hold the decision offers glow and take the click; a click on another
        says why it cannot be used now (a card: played; a token: used; a jewel: sold)."""
        d = self.current_human_decision()
        reasons = self.unavailable(d.seat) if d is not None else {}
        for piece in pieces:
            if piece.group == "sale":
                continue
            action = offered.get(piece.ident)
            if action is not None and PIECE_KINDS[action.kind] == piece.kind:
                self.offer(piece.rect.move(0, -6), action)
                continue
            refused = Action(PIECE_USE[piece.kind], (piece.ident,))
            self.refusable(piece.rect, refused)
            if refused in reasons:
                self.tips.add(piece.rect, partial(self.refused_piece_tip, piece, reasons[refused]))

    def refused_piece_tip(self, piece: Piece, ref: RuleRef) -> str:
        """A held card that cannot be played now: why, then the card."""
        return f"{self.reason(ref)}\n\n{self.texts.card(piece.ident, in_hand=True)}"

    def bar_unavailable(self, decision: Decision) -> list[tuple[Action, RuleRef]]:
        """Slots and hold pieces tell why on the board; the bar shows none of them dimmed."""
        return []

    def fixed_tips(self) -> list[tuple[pygame.Rect, Tip]]:
        """Tooltips of things that never move (texts are built when shown, from the view then)."""
        texts = self.texts
        out: list[tuple[pygame.Rect, Tip]] = []
        for area in ("cr", "nc", "ship", "tavern", "bm", "city", "cabin", "mutiny"):
            band = L.area_rect(area)
            out.append(
                (
                    pygame.Rect(band.x, band.y, band.w, L.TITLE_H),
                    self.viewed(partial(texts.area, area)),
                )
            )
        for sid, cell in self.board.cells.items():
            out.append((cell, self.viewed(partial(texts.slot, sid))))
        out.append((self.board.nc_stack_rect(), self.viewed(texts.nc_stack)))
        out.append((self.board.tavern_rect(), self.viewed(texts.tavern)))
        piles = self.board.piles
        out.append((piles["jewels"], self.viewed(texts.jewel_pile)))
        out.append((piles["discards"], self.viewed(texts.discards)))
        out.append((piles["treasures"], self.viewed(texts.treasure_pile)))
        out.append((piles["deck"], self.viewed(texts.deck)))
        out.append((piles["bank"], partial(tr, "tip.bank")))
        out.append((L.RIGHT.dice, partial(tr, "tip.dice")))
        for b in self.content.board.prestige_track.bonuses:
            out.append(
                (L.track_square(b.square), partial(texts.bonus_square, b.square, b.kind, b.amount))
            )
        return out

    def viewed(self, text: Callable[[MView], str]) -> Callable[[], str]:
        """A tooltip phrased from the view as it is when the tooltip shows."""

        def phrase() -> str:
            return text(self.view) if self.view is not None else ""

        return phrase

    def seat_text(self, seat: int) -> str:
        return self.viewed(partial(self.texts.seat, seat=seat, seat_name=self.names[seat]))()

    def seat_tip(self, seat: int) -> str:
        """A compact seat panel's tooltip: the lines its panel has no room for."""
        return "\n".join(self.seat_lines(self.view, seat))

    def add_tips(self, view: MView, pieces: list[Piece]) -> None:
        texts, tips = self.texts, self.tips
        tips.areas.extend(self._fixed_tips)
        for centre, seat, _pp in self.board.markers(view, self.shown_pp(view)):
            tips.add((centre[0] - 7, centre[1] - 7, 14, 14), partial(self.seat_text, seat))
        for k, seat in enumerate(view.order):
            tips.add(self.roster_row(k), partial(self.seat_text, seat))
        for piece in pieces:
            if piece.kind == "jewel":
                tips.add(piece.rect, partial(texts.jewel, piece.ident))
            elif piece.kind == "token":
                tips.add(piece.rect, partial(texts.token, piece.ident))
            else:
                tips.add(piece.rect, partial(texts.card, piece.ident, in_hand=True))

    def roster_row(self, k: int) -> pygame.Rect:
        r = L.RIGHT.order
        return pygame.Rect(r.x + 6, r.y + 24 + k * 24, r.w - 12, 22)

    def draw_roster(self, surface: pygame.Surface, view: MView) -> None:
        """The turn-order track: position, disc, name, doubloons and rum; the captain's hat."""
        rows = list(view.order)
        for k, seat in enumerate(rows):
            row = self.roster_row(k)
            if seat in {d.seat for d in self.match.decisions()}:
                pygame.draw.rect(surface, (60, 70, 40), row, border_radius=5)
            if k == 0:
                surface.blit(sprites.captain_hat(16), (row.x - 2, row.y + 3))
            else:
                theme.blit_text(
                    surface,
                    str(k + 1),
                    (row.x + 4, row.centery),
                    12,
                    theme.TEXT_DIM,
                    bold=True,
                    anchor="midleft",
                )
            if not self.holds(("roster", seat)):  # still sliding to this row
                Board.draw_disc(surface, (row.x + 24, row.centery), seat, self.colours, ROSTER_DISC)
            name = theme.ellipsize(self.names[seat], 13, 78, bold=k == 0)
            theme.blit_text(
                surface,
                name,
                (row.x + 36, row.centery),
                13,
                theme.TEXT_LIGHT,
                bold=k == 0,
                anchor="midleft",
            )
            p = view.players[seat]
            theme.blit_text(
                surface,
                tr("roster", d=p.d, rum=p.rum),
                (row.right - 2, row.centery),
                12,
                theme.GOLD_LIGHT,
                anchor="midright",
            )
        if view.henchman:
            row = self.roster_row(len(rows))
            Board.draw_disc(surface, (row.x + 24, row.centery), HENCHMAN, self.colours, ROSTER_DISC)
            theme.blit_text(
                surface,
                tr("henchman_row"),
                (row.x + 36, row.centery),
                12,
                theme.TEXT_DIM,
                anchor="midleft",
                italic=True,
            )

    def draw_round(self, surface: pygame.Surface, view: MView) -> None:
        box = L.RIGHT.round
        title = tr("round", n=max(1, view.round))
        theme.blit_text(surface, title, (box.x + 10, box.y + 5), 16, theme.TEXT_LIGHT, bold=True)
        if view.final_round:
            theme.blit_text(
                surface,
                tr("final_round"),
                (box.right - 8, box.y + 8),
                13,
                theme.HIGHLIGHT,
                bold=True,
                anchor="topright",
            )
        elif view.end_triggered:
            theme.blit_text(
                surface,
                tr("last_but_one"),
                (box.right - 8, box.y + 8),
                12,
                theme.HIGHLIGHT,
                anchor="topright",
            )
        theme.blit_text(
            surface,
            theme.ellipsize(self.phase_text(view), 12, box.w - 20),
            (box.x + 10, box.y + 26),
            12,
            theme.GOLD_LIGHT,
        )
        if view.exhaustions:
            theme.blit_text(
                surface,
                tr("exhausted", n=view.exhaustions),
                (box.x + 10, box.y + 43),
                11,
                theme.TEXT_DIM,
            )

    def phase_text(self, view: MView) -> str:
        if view.phase in ("scoring", "over"):
            return tr("phase.scoring")
        if view.resolving:
            slot = self.content.slot_by_id[view.resolving[0]]
            return tr("phase.resolving", area=area_short(slot.area))
        return tr("phase.placing")

    # ---- the end ------------------------------------------------------------------------------------
    def show_results(self) -> None:
        """First the walk through the six scoring steps, then the platform's ranking."""
        from .scoring import ScoringScene

        if self.is_top() and self.view is not None and any(self.view.score_rows):
            self.stack.push(ScoringScene(self.app, self))
            return
        super().show_results()
