"""The diplomacy panel (KD-47, digest section 6), opened as one human seat.

Four tabs:
- New offer: the other seat, when it must answer (KD-43), and items added one by one (gold now
  or on completion, a delivery of goods, a piece, an island, a permission, a promise: 6.1), with
  what the offer is worth to you in gold and, when it cannot go out, the rule's words. A counter-
  offer (6.1) starts here with the offer's items.
- Inbox: the offers waiting for your answer (accept, reject, counter), and yours waiting for
  theirs. An offer to an AI seat is answered at once (KD-47); one to a human waits in that
  human's inbox, announced at the start of their turn.
- History: your deals, with each seat or all, and what became of them.
- Gold: your gold (free, reserved in offers you sent, in escrow: 6.2), showing it to a seat
  (K-6), and the totals others showed you.

It shows only what the seat's own view holds (6.4); at a hot-seat table it opens behind the
privacy curtain (the table pushes the hand-off first), and builds nothing until the curtain is
lifted for that seat.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.core import Action
from game.kratos.model import Item, OfferView, View
from game.kratos.offers import MAX_LOTS, encode

from ..core import i18n, theme, ui
from ..core.app import App
from ..menus.overlay import Overlay
from .deals import gold_text, item_text, offer_value, status_text
from .words import kind_name, material_name

if TYPE_CHECKING:
    from .table import KratosTable

S = "kratos.scene.deal."
TABS = ("offer", "inbox", "history", "gold")
KINDS = ("gold", "deliver", "piece", "island", "permit", "promise")
PERMITS = ("load_goods", "load_piece", "land_on", "carry_mines")
EDITOR = 420  # the width of the new offer's column: its boxes and its item editor


class DiplomacyScene(Overlay):
    name = "diplomacy"
    dim = 170
    panel_size = (940, 612)

    def __init__(
        self, app: App, table: KratosTable, seat: int, tab: str = "offer", curtain: bool = False
    ) -> None:
        super().__init__(app)
        self.table, self.seat, self.tab = table, seat, tab
        self.curtained = curtain  # nothing is built until the curtain is lifted
        self.to = next((q for q in range(table.config.n_seats) if q != seat), 0)
        self.answer_by = "next"
        self.items: list[Item] = []
        self.parent = -1  # the offer this one counters
        self.editing = ""
        self.fields: dict[str, Any] = {}
        self.history_seat = -1
        self.note = ""
        self._key: object = None

    def panel_rect(self) -> pygame.Rect:
        r = pygame.Rect((0, 0), self.panel_size)
        r.center = self.table.board_rect.center
        return r

    @property
    def view(self) -> View | None:
        t = self.table
        if self.curtained or t.viewer != self.seat or t.view is None or t.view.seat != self.seat:
            return None
        return t.view

    # ---- lifecycle ---------------------------------------------------------------------------
    def resume(self) -> None:
        self.curtained = False  # the curtain was lifted: the seat's own view is on the table
        super().resume()
        self.rebuild_ui()

    def update(self, dt: float) -> None:
        self.table.answer_ai_offers()
        self.table.refresh_view()
        view = self.view
        key = (
            view is not None,
            view.offers if view else None,
            view.gold if view else None,
            view.revealed if view else None,
        )
        if key != self._key:
            self._key = key
            if view is not None:
                self.rebuild_ui()

    def send(self, action: Action) -> bool:
        t = self.table
        steps = len(t.match.log)
        t.submit(self.seat, action)
        t.answer_ai_offers()
        t.refresh_view()
        return len(t.match.log) > steps

    # ---- widgets -------------------------------------------------------------------------------
    def build_ui(self) -> None:
        if self.view is None:
            return
        r = self.panel_rect()
        x = r.x + 20
        for k, tab in enumerate(TABS):
            ui.button(
                self,
                (x + k * 156, r.y + 52, 150, 32),
                i18n.tr(S + "tab_" + tab) + self._tab_count(tab),
                partial(self.set_tab, tab),
                style="@toggle_on" if tab == self.tab else None,
            )
        ui.button(self, (r.right - 150, r.y + 52, 130, 32), i18n.tr(S + "close"), self.close)
        {
            "offer": self._build_offer,
            "inbox": self._build_inbox,
            "history": self._build_history,
            "gold": self._build_gold,
        }[self.tab](r)

    def _tab_count(self, tab: str) -> str:
        view = self.view
        if tab == "inbox" and view is not None:
            n = sum(1 for o in view.offers if o.status == "pending" and o.recipient == self.seat)
            return f" ({n})" if n else ""
        return ""

    def set_tab(self, tab: str) -> None:
        self.tab = tab
        self.note = ""
        self.rebuild_ui()

    # ---- the new offer -------------------------------------------------------------------------
    def _others(self) -> list[tuple[str, str]]:
        view = self.view
        assert view is not None
        return [
            (self.table.names[q], str(q))
            for q in range(view.n)
            if q != self.seat and not view.eliminated[q]
        ]

    def _build_offer(self, r: pygame.Rect) -> None:
        x, y = r.x + 20, r.y + 104
        others = self._others()
        if not others:
            return
        if str(self.to) not in {o[1] for o in others}:
            self.to = int(others[0][1])
        # the column is EDITOR wide: the longest words ("antes del final de su próximo turno",
        # "+ Entrega de bienes") fit their boxes, two add buttons a row
        if self.parent < 0:
            ui.dropdown(self, (x + 130, y, EDITOR - 130, 32), others, str(self.to), self.set_to)
        by = [(i18n.tr(S + "by_next"), "next"), (i18n.tr(S + "by_turn"), "turn")]
        ui.dropdown(
            self, (x + 130, y + 40, EDITOR - 130, 32), by, self.answer_by, self.set_answer_by
        )
        half = (EDITOR - 10) // 2
        for k, kind in enumerate(KINDS):
            ui.button(
                self,
                (x + (k % 2) * (half + 10), y + 106 + (k // 2) * 36, half, 30),
                i18n.tr(S + "add_" + kind),
                partial(self.edit, kind),
                style="@toggle_on" if kind == self.editing else None,
            )
        if self.editing:
            self._build_editor(x, y + 106 + 36 * ((len(KINDS) + 1) // 2) + 12)
        right = r.x + 480
        for k, _item in enumerate(self.items[:11]):
            ui.button(
                self,
                (r.right - 56, y + 30 + k * 28, 30, 24),
                "×",
                partial(self.remove, k),
                style="@icon_button",
            )
        ui.button(
            self,
            (right + 230, r.bottom - 62, 210, 44),
            i18n.tr(S + ("send_counter" if self.parent >= 0 else "send")),
            self.send_offer,
            style="@big_button",
            enabled=bool(self.items) and self.refusal() == "",
        )
        if self.parent >= 0:
            ui.button(
                self,
                (right, r.bottom - 62, 200, 44),
                i18n.tr(S + "cancel_counter"),
                self.cancel_counter,
            )

    def set_to(self, value: str) -> None:
        self.to = int(value)
        self.items = [i for i in self.items if {i.giver, i.receiver} == {self.seat, self.to}]
        self.rebuild_ui()

    def set_answer_by(self, value: str) -> None:
        self.answer_by = value
        self.rebuild_ui()

    def edit(self, kind: str) -> None:
        self.editing = "" if kind == self.editing else kind
        self.fields = {"from": "me"}
        self.rebuild_ui()

    def remove(self, k: int) -> None:
        if 0 <= k < len(self.items):
            del self.items[k]
        self.rebuild_ui()

    def cancel_counter(self) -> None:
        self.parent = -1
        self.items = []
        self.rebuild_ui()

    def refusal(self) -> str:
        """Why the offer could not go out now, in the rule's words ("" when it can)."""
        pv = self.table.preview()
        if pv is None or not self.items:
            return ""
        ref = pv.offer_refusal(self.seat, self.to, tuple(self.items))
        if ref is None:
            return ""
        return f"{i18n.phrase(_label(ref.key, ref.args), self.table.names)} ({ref.rule})"

    def send_offer(self) -> None:
        text = encode(self.items)
        if self.parent >= 0:
            action = Action("counter", (self.parent, text))
        else:
            action = Action("send", (self.to, text, self.answer_by))
        if self.send(action):
            self.items, self.parent, self.editing = [], -1, ""
            self.note = i18n.tr(S + "sent", seat=self.table.names[self.to])
            self.tab = "inbox"
        self.rebuild_ui()

    # ---- the item editor -------------------------------------------------------------------------
    def _giver(self) -> tuple[int, int]:
        me, them = self.seat, self.to
        return (me, them) if self.fields.get("from", "me") == "me" else (them, me)

    def _field(self, name: str, value: str) -> None:
        self.fields[name] = value
        self.rebuild_ui()

    def _choice(
        self, rect: tuple[int, int, int, int], name: str, options: list[tuple[str, str]]
    ) -> str:
        if not options:
            return ""
        ids = [o[1] for o in options]
        value = str(self.fields.get(name, ids[0]))
        if value not in ids:
            value = ids[0]
        self.fields[name] = value
        ui.dropdown(self, rect, options, value, partial(self._field, name))
        return value

    def _build_editor(self, x: int, y: int) -> None:
        view = self.view
        assert view is not None
        names = self.table.names
        g = self.table.g
        direction = [
            (i18n.tr(S + f"from_me_{self.editing}"), "me"),
            (i18n.tr(S + f"from_them_{self.editing}", seat=names[self.to]), "them"),
        ]
        self._choice((x, y, 420, 30), "from", direction)
        giver, receiver = self._giver()
        row = y + 38
        kind = self.editing
        if kind == "gold":
            free = view.gold or 0
            top = free if giver == self.seat else 20_000
            amounts = [
                (f"{a:,}".replace(",", " "), str(a))
                for a in range(g.k.gold_unit, max(g.k.gold_unit, top) + 1, g.k.gold_unit)
            ]
            self._choice((x, row, 200, 30), "amount", amounts[:60])
            self._choice(
                (x + 210, row, 210, 30),
                "timing",
                [(i18n.tr(S + "now"), "now"), (i18n.tr(S + "done"), "done")],
            )
        elif kind == "deliver":
            self._choice(
                (x, row, 200, 30), "material", [(material_name(g, m), m) for m in g.depots]
            )
            self._choice(
                (x + 210, row, 210, 30),
                "lots",
                [(i18n.tr(S + "lots", count=n), str(n)) for n in range(1, MAX_LOTS + 1)],
            )
            self._choice(
                (x, row + 38, EDITOR, 30),
                "island",
                self._islands(view, receiver, capital_first=True),
            )
        elif kind == "piece":
            self._choice((x, row, 420, 30), "piece", self._pieces(view, giver))
        elif kind == "island":
            options = [
                (o, k) for o, k in self._islands(view, giver) if view.islands[int(k) - 1].flag < 0
            ]
            self._choice((x, row, 420, 30), "island", options)
        elif kind == "permit":  # the permission on a row of its own, then what it covers
            permit = self._choice(
                (x, row, EDITOR, 30), "permit", [(i18n.tr(S + "kind_" + p), p) for p in PERMITS]
            )
            uses = [(i18n.tr(S + "uses", count=n), str(n)) for n in range(1, 6)]
            if permit in ("load_goods", "carry_mines"):
                self._choice((x, row + 38, 200, 30), "island", self._islands(view, giver))
                self._choice((x + 210, row + 38, 210, 30), "uses", uses)
                if permit == "load_goods":
                    materials = [(material_name(g, m), m) for m in g.depots]
                    self._choice((x, row + 76, 200, 30), "material", materials)
            else:
                carriers = permit == "land_on"
                self._choice(
                    (x, row + 38, EDITOR, 30),
                    "piece",
                    self._pieces(view, giver, own=True, carriers=carriers),
                )
                self._choice((x, row + 76, 200, 30), "uses", uses)
            row += 38  # a third row
        else:
            self._choice(
                (x, row, 200, 30),
                "rounds",
                [(i18n.tr(S + "rounds", count=n), str(n)) for n in range(1, 11)],
            )
        ui.button(self, (x, row + 84, 200, 34), i18n.tr(S + "add_item"), self.add_item)

    def _islands(
        self, view: View, owner: int, capital_first: bool = False
    ) -> list[tuple[str, str]]:
        names = self.table.names
        out = []
        for i in view.islands:
            if capital_first or i.owner == owner:
                label = i18n.tr(
                    S + "island_row", island=i.id, seat=names[i.owner] if i.owner >= 0 else "—"
                )
                out.append((label, str(i.id)))
        if capital_first:
            k = view.capital[owner] if owner < len(view.capital) else 0
            out.sort(key=lambda o: o[1] != str(k))
        return out

    def _pieces(
        self, view: View, giver: int, own: bool = False, carriers: bool = False
    ) -> list[tuple[str, str]]:
        """6.1: pieces the giver could sell (its own, or standing on its islands, K-21)."""
        g = self.table.g
        cells = self.table.camera.geo.cells
        out = []
        for p in sorted(view.pieces.values(), key=lambda p: p.id):
            node = p.loc if p.loc >= 0 else -1
            on_giver = node >= cells and view.islands[node - cells].owner == giver
            if p.owner != giver and (own or not on_giver):
                continue
            carries = g.kinds[p.kind].carries
            if carriers and (carries is None or not carries.pieces):
                continue
            out.append((f"{kind_name(g, p.kind)} #{p.id} · {self.table.names[p.owner]}", str(p.id)))
        return out[:80]

    def add_item(self) -> None:
        giver, receiver = self._giver()
        f = self.fields
        kind = self.editing

        def num(name: str, default: int = 0) -> int:
            value = f.get(name, "")
            return int(value) if str(value).lstrip("-").isdigit() else default

        item: Item | None = None
        if kind == "gold" and num("amount"):
            item = Item(
                "gold", giver, receiver, amount=num("amount"), timing=str(f.get("timing", "now"))
            )
        elif kind == "deliver" and num("island"):
            item = Item(
                "deliver",
                giver,
                receiver,
                material=str(f.get("material")),
                lots=num("lots", 1),
                island=num("island"),
            )
        elif kind == "piece" and "piece" in f:
            item = Item("piece", giver, receiver, piece=num("piece", -1))
        elif kind == "island" and num("island"):
            item = Item("island", giver, receiver, island=num("island"))
        elif kind == "permit":
            permit = str(f.get("permit", PERMITS[0]))
            item = Item(
                "permit",
                giver,
                receiver,
                permit=permit,
                island=num("island") if permit in ("load_goods", "carry_mines") else 0,
                material=str(f.get("material", "")) if permit == "load_goods" else "",
                piece=num("piece", -1) if permit in ("load_piece", "land_on") else -1,
                uses=num("uses", 1),
            )
        elif kind == "promise":
            item = Item(
                "promise",
                giver,
                receiver,
                promise="non_aggression",
                seat=receiver,
                rounds=num("rounds", 1),
            )
        if item is not None:
            self.items.append(item)
        self.editing = ""
        self.rebuild_ui()

    # ---- the inbox -----------------------------------------------------------------------------
    def _inbox(self) -> list[OfferView]:
        view = self.view
        assert view is not None
        return [o for o in view.offers if o.status == "pending" and o.recipient == self.seat]

    def _outbox(self) -> list[OfferView]:
        """The seat's own offers, newest first: those still waiting, then what became of the
        last ones (an AI answers at once, KD-47)."""
        view = self.view
        assert view is not None
        mine = [o for o in reversed(view.offers) if o.proposer == self.seat]
        return [o for o in mine if o.status == "pending"] + [
            o for o in mine if o.status != "pending"
        ][:4]

    def _build_inbox(self, r: pygame.Rect) -> None:
        y = r.y + 104
        for o in self._inbox()[:4]:
            h = 30 + 20 * len(o.items)
            bx = r.right - 330  # accept, reject, counter ("Contraofertar" is the longest)
            ui.button(
                self,
                (bx, y + 4, 96, 30),
                i18n.tr(S + "accept"),
                partial(self.answer, "accept", o.id),
                enabled=self.accept_refusal(o) == "",
            )
            ui.button(
                self,
                (bx + 102, y + 4, 96, 30),
                i18n.tr(S + "reject"),
                partial(self.answer, "reject", o.id),
            )
            ui.button(
                self,
                (bx + 204, y + 4, 120, 30),
                i18n.tr(S + "counter"),
                partial(self.counter, o),
                enabled=o.parent < 0,
            )
            y += max(h, 44) + 10

    def accept_refusal(self, o: OfferView) -> str:
        view = self.view
        assert view is not None
        owed = sum(i.amount for i in o.items if i.kind == "gold" and i.giver == self.seat)
        if owed > (view.gold or 0):
            return i18n.tr("kratos.illegal.not_enough_gold") + " (K-6)"
        return ""

    def answer(self, kind: str, oid: int) -> None:
        self.send(Action(kind, (oid,)))
        self.rebuild_ui()

    def counter(self, o: OfferView) -> None:
        """6.1: a counter-offer goes back to the proposer, starting from the same items."""
        self.parent = o.id
        self.to = o.proposer
        self.items = list(o.items)
        self.tab = "offer"
        self.rebuild_ui()

    # ---- history and gold ------------------------------------------------------------------------
    def _build_history(self, r: pygame.Rect) -> None:
        options = [(i18n.tr(S + "all_seats"), "-1")] + self._others_all()
        ui.dropdown(
            self,
            (r.x + 160, r.y + 100, 220, 32),
            options,
            str(self.history_seat),
            self.set_history_seat,
        )

    def _others_all(self) -> list[tuple[str, str]]:
        return [
            (self.table.names[q], str(q))
            for q in range(self.table.config.n_seats)
            if q != self.seat
        ]

    def set_history_seat(self, value: str) -> None:
        self.history_seat = int(value)
        self.rebuild_ui()

    def _build_gold(self, r: pygame.Rect) -> None:
        y = r.y + 200
        for k, (name, q) in enumerate(self._others_all()):
            ui.button(
                self,
                (r.x + 20 + (k % 2) * 230, y + (k // 2) * 40, 220, 34),
                i18n.tr(S + "reveal_to", seat=name),
                partial(self.reveal, int(q)),
            )

    def reveal(self, to: int) -> None:
        """K-6: the engine vouches for the total it shows."""
        if self.send(Action("reveal", (to,))):
            self.note = i18n.tr(S + "revealed", seat=self.table.names[to])
        self.rebuild_ui()

    # ---- drawing -------------------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        view = self.view
        t = self.table
        theme.blit_text(
            surface,
            i18n.tr(S + "title", seat=t.names[self.seat]),
            (rect.x + 20, rect.y + 14),
            24,
            theme.INK,
            bold=True,
        )
        if view is None:
            return
        if view.gold is not None:
            text = i18n.tr(
                S + "your_gold",
                gold=_gold(view.gold),
                reserved=_gold(view.reserved),
                escrow=_gold(view.escrow),
            )
            theme.blit_text(
                surface, text, (rect.right - 20, rect.y + 20), 14, theme.INK_SOFT, anchor="topright"
            )
        {
            "offer": self._draw_offer,
            "inbox": self._draw_inbox,
            "history": self._draw_history,
            "gold": self._draw_gold,
        }[self.tab](surface, rect, view)
        if self.note:
            theme.blit_text(
                surface, self.note, (rect.x + 20, rect.bottom - 30), 14, theme.GREEN, bold=True
            )

    def _draw_offer(self, surface: pygame.Surface, rect: pygame.Rect, view: View) -> None:
        t = self.table
        x, y = rect.x + 20, rect.y + 104
        if self.parent >= 0:
            theme.blit_text(
                surface,
                i18n.tr(S + "countering", offer=self.parent, seat=t.names[self.to]),
                (x, y + 6),
                15,
                theme.INK,
                bold=True,
            )
        else:
            theme.blit_text(surface, i18n.tr(S + "to"), (x, y + 6), 15, theme.INK, bold=True)
        theme.blit_text(surface, i18n.tr(S + "answer_by"), (x, y + 46), 15, theme.INK, bold=True)
        theme.blit_text(surface, i18n.tr(S + "add"), (x, y + 84), 15, theme.INK, bold=True)
        right = rect.x + 480
        pygame.draw.line(
            surface, theme.PARCHMENT_DARK, (right - 14, y), (right - 14, rect.bottom - 20), 2
        )
        theme.blit_text(surface, i18n.tr(S + "the_offer"), (right, y), 16, theme.INK, bold=True)
        if not self.items:
            theme.blit_text(
                surface,
                i18n.tr(S + "empty"),
                (right, y + 32),
                14,
                theme.INK_SOFT,
                italic=True,
                width=rect.right - right - 20,
            )
        for k, item in enumerate(self.items[:11]):
            text = item_text(t.g, view, item, t.names)
            theme.blit_text(
                surface,
                theme.ellipsize(text, 14, rect.right - right - 70),
                (right, y + 32 + k * 28),
                14,
                theme.INK,
            )
        value = offer_value(t.g, view, self.items, self.seat)
        vy = rect.bottom - 120
        theme.blit_text(
            surface,
            i18n.tr(S + "value", value=gold_text(value)),
            (right, vy),
            15,
            theme.INK,
            bold=True,
        )
        theme.blit_text(
            surface,
            i18n.tr(S + "value_note"),
            (right, vy + 20),
            11,
            theme.INK_SOFT,
            width=rect.right - right - 20,
        )
        reason = self.refusal()
        if reason:
            theme.blit_text(
                surface,
                reason,
                (right, vy - 40),
                13,
                theme.RED,
                bold=True,
                width=rect.right - right - 20,
            )

    def _draw_inbox(self, surface: pygame.Surface, rect: pygame.Rect, view: View) -> None:
        t = self.table
        x, y = rect.x + 20, rect.y + 104
        inbox = self._inbox()
        if not inbox:
            theme.blit_text(
                surface, i18n.tr(S + "no_offers"), (x, y), 15, theme.INK_SOFT, italic=True
            )
            y += 30
        for o in inbox[:4]:
            head = i18n.tr(S + "from", offer=o.id, seat=t.names[o.proposer])
            theme.blit_text(surface, head, (x, y), 15, theme.INK, bold=True)
            value = offer_value(t.g, view, o.items, self.seat)
            theme.blit_text(
                surface,
                i18n.tr(S + "value", value=gold_text(value)),
                (x + 330, y + 2),
                13,
                theme.INK_SOFT,
            )
            for k, item in enumerate(o.items):
                theme.blit_text(
                    surface,
                    "· " + item_text(t.g, view, item, t.names),
                    (x + 12, y + 24 + 20 * k),
                    13,
                    theme.INK,
                )
            why = self.accept_refusal(o)
            if why:
                theme.blit_text(surface, why, (rect.right - 330, y + 38), 12, theme.RED)
            y += max(30 + 20 * len(o.items), 44) + 10
        out = self._outbox()
        if out:
            theme.blit_text(
                surface, i18n.tr(S + "waiting_theirs"), (x, y + 6), 15, theme.INK, bold=True
            )
            y += 30
            for o in out[:8]:
                items = "; ".join(item_text(t.g, view, i, t.names) for i in o.items)
                line = i18n.tr(
                    S + "to_row",
                    offer=o.id,
                    seat=t.names[o.recipient],
                    status=status_text(o),
                    items=items,
                )
                theme.blit_text(
                    surface, theme.ellipsize(line, 13, rect.w - 60), (x + 12, y), 13, theme.INK
                )
                y += 20

    def _draw_history(self, surface: pygame.Surface, rect: pygame.Rect, view: View) -> None:
        t = self.table
        x, y = rect.x + 20, rect.y + 106
        theme.blit_text(surface, i18n.tr(S + "with"), (x, y), 15, theme.INK, bold=True)
        y += 44
        rows = [
            o
            for o in reversed(view.offers)
            if self.history_seat < 0 or self.history_seat in (o.proposer, o.recipient)
        ]
        if not rows:
            theme.blit_text(
                surface, i18n.tr(S + "no_deals"), (x, y), 14, theme.INK_SOFT, italic=True
            )
        for o in rows[:14]:
            other = o.recipient if o.proposer == self.seat else o.proposer
            items = "; ".join(item_text(t.g, view, i, t.names) for i in o.items)
            line = i18n.tr(
                S + "history_row",
                offer=o.id,
                round=o.created[0],
                seat=t.names[other],
                status=status_text(o),
                items=items,
            )
            theme.blit_text(surface, theme.ellipsize(line, 13, rect.w - 40), (x, y), 13, theme.INK)
            y += 22
        perms = list(view.permissions)
        if perms:
            y += 8
            theme.blit_text(
                surface, i18n.tr(S + "permissions", count=len(perms)), (x, y), 13, theme.INK_SOFT
            )

    def _draw_gold(self, surface: pygame.Surface, rect: pygame.Rect, view: View) -> None:
        t = self.table
        x, y = rect.x + 20, rect.y + 106
        if view.gold is not None:
            theme.blit_text(
                surface, i18n.tr(S + "gold_free", gold=view.gold), (x, y), 16, theme.INK, bold=True
            )
            theme.blit_text(
                surface,
                i18n.tr(S + "gold_held", reserved=view.reserved, escrow=view.escrow),
                (x, y + 24),
                14,
                theme.INK_SOFT,
            )
        theme.blit_text(
            surface, i18n.tr(S + "reveal_note"), (x, y + 56), 13, theme.INK_SOFT, width=rect.w - 40
        )
        shown = [r for r in view.revealed if r[1] == self.seat]
        y = rect.y + 200 + 40 * ((len(self._others_all()) + 1) // 2) + 10
        theme.blit_text(surface, i18n.tr(S + "shown_to_you"), (x, y), 15, theme.INK, bold=True)
        y += 24
        if not shown:
            theme.blit_text(
                surface, i18n.tr(S + "none_shown"), (x, y), 13, theme.INK_SOFT, italic=True
            )
        for frm, _to, gold, rnd in shown[-6:]:
            theme.blit_text(
                surface,
                i18n.tr(S + "shown_row", seat=t.names[frm], gold=gold, round=rnd),
                (x, y),
                13,
                theme.INK,
            )
            y += 20


def _gold(amount: int) -> str:
    return f"{amount:,}".replace(",", " ")


def _label(key: str, args: Any) -> Any:
    from game.core import Label

    return Label(key, dict(args))
