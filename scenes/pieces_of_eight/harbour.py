"""Before the first game of the pooled-coin variants (P8-151 .. P8-155): the harbour. The pool
(or the scraps) lies on top, grouped by coin type; below it every seat's shipyard as far as the
viewer may know it. Draft picks, scraps and the coins to offer in a trade are clicked here; the
other choices of the trading phase are in the prompt bar.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from ..core import theme
from ..table.layered import LayerJob
from ..widgets.layer import Marks
from .ships import coin_image
from .texts import tr

COIN = 46
GROUP_W = 74
POOL_H = 200
MAX_ROW = 96
POOL_AT = (14, 36)  # where the pool's coins start inside its panel
YARD_X = 150  # where a shipyard's coins start inside its row


def grouped(types, order: list[str]) -> list[tuple[str, int]]:
    """(type, count) in the content's order."""
    counts: dict[str, int] = {}
    for t in types:
        counts[t] = counts.get(t, 0) + 1
    return [(t, counts[t]) for t in order if t in counts]


class Harbour:
    def __init__(self, table) -> None:
        self.table = table
        self.order = [c.id for c in table.content.coins]

    # ---- geometry --------------------------------------------------------------------------------
    def pool_rect(self) -> pygame.Rect:
        b = self.table.board_rect.inflate(-16, -16)
        return pygame.Rect(b.x, b.y, b.w, POOL_H)

    def row_rect(self, k: int, n: int) -> pygame.Rect:
        b = self.table.board_rect.inflate(-16, -16)
        top = b.y + POOL_H + 8
        h = min(MAX_ROW, (b.bottom - top - 6 * (n - 1)) // n)
        return pygame.Rect(b.x, top + k * (h + 6), b.w, h)

    # ---- the kept regions ----------------------------------------------------------------------------
    def jobs(self, view: Any, look: object) -> list[LayerJob]:
        layer = self.table.layer
        for q in range(len(view.ships)):
            layer.drop(f"row{q}")
        layer.drop("stage")
        pool = self.pool_rect()
        shown, title = self.pool_contents(view)
        hint = self.table.hint(view)
        jobs: list[LayerJob] = [
            (
                layer.region("pool", pool),
                (look, shown, title, hint, view.stage, view.trade, view.trade_offer),
                lambda surf, _marks: self.paint_pool(surf, view, pool, shown, title, hint),
            )
        ]
        order = self.table.layout.order
        for k, q in enumerate(order):
            rect = self.row_rect(k, len(order))
            ship = view.ships[q]
            jobs.append(
                (
                    layer.region(f"yard{q}", rect),
                    (
                        look,
                        ship.shipyard,
                        ship.shipyard_size,
                        ship.spares,
                        view.draft_turn == q,
                        tuple(s for s, _ in view.waiting),
                    ),
                    partial(self._paint_yard, view, q, rect),
                )
            )
        return jobs

    def pool_contents(self, view) -> tuple[tuple, str]:
        """What the top panel shows: the coins a trade may ask for (while the viewer names
        them), the scraps, or the pool."""
        d = self.table.current_human_decision()
        if d is not None and d.kind == "trade_ask":
            return tuple(a.args[0] for a in d.options if a.args[0] != "send"), tr("ask_title")
        if view.stage == "scraps" or (view.stage == "swap" and view.scraps):
            return view.scraps, tr("scraps_title", count=len(view.scraps))
        if view.pool:
            return view.pool, tr("pool_title", count=view.pool_count)
        return (), tr("pool_hidden", count=view.pool_count)

    def paint_pool(
        self, surface, view, rect: pygame.Rect, shown: tuple, title: str, hint: str
    ) -> None:
        theme.draw_panel(surface, rect, "dark", 12, 2, shadow=False)
        if not shown and view.stage == "trade":
            title = tr("harbour_trade")
        theme.blit_text(surface, title, (rect.x + 14, rect.y + 8), 16, theme.GOLD_LIGHT, bold=True)
        stage = tr("harbour_" + view.stage)
        if stage != title:  # (the trades' title is the stage's own name: said once)
            theme.blit_text(
                surface,
                stage,
                (rect.right - 14, rect.y + 10),
                13,
                theme.TEXT_DIM,
                anchor="topright",
            )
        self.paint_groups(
            surface,
            grouped(shown, self.order),
            rect.x + POOL_AT[0],
            rect.y + POOL_AT[1],
            rect.w - 28,
            badges=view.stage != "trade",
        )
        line = self.trade_line(view) or hint
        if line:
            theme.blit_text(
                surface,
                theme.ellipsize(line, 14, rect.w - 28),
                (rect.x + 14, rect.bottom - 24),
                14,
                theme.FOAM,
                italic=True,
            )

    def trade_line(self, view) -> str:
        """The trade under way, as far as the viewer may know it (P8-155)."""
        if not view.trade or view.stage != "trade":
            return ""
        names = self.table.names
        _round, turn, _done, to, give_n, ask_n, _asking, sent = view.trade
        if to < 0:
            return tr("trade_thinking", seat=names[turn])
        if view.trade_offer:
            give, ask = view.trade_offer
            words = self.table.words
            return tr(
                "trade_offer",
                seat=names[turn],
                to_seat=names[to],
                give=", ".join(words.name(t) for t in give) or "—",
                ask=", ".join(words.name(t) for t in ask) or "—",
            )
        key = "trade_sent" if sent else "trade_building"
        return tr(key, seat=names[turn], to_seat=names[to], give=give_n, ask=ask_n, count=give_n)

    @staticmethod
    def group_rects(count: int, x: int, y: int, width: int) -> list[pygame.Rect]:
        per = max(1, width // GROUP_W)
        return [
            pygame.Rect(x + (k % per) * GROUP_W, y + (k // per) * (COIN + 22), COIN, COIN)
            for k in range(count)
        ]

    def paint_groups(
        self, surface, groups, x: int, y: int, width: int, hidden: int = 0, badges: bool = True
    ) -> None:
        items = groups + ([(None, hidden)] if hidden else [])
        words = self.table.words
        for (t, count), r in zip(items, self.group_rects(len(items), x, y, width)):
            surface.blit(coin_image(t, COIN, words), r.topleft)
            name = words.short(t) if t is not None else words.name(None)
            theme.blit_text(
                surface,
                theme.ellipsize(name, 10, GROUP_W - 6),
                (r.centerx, r.bottom + 2),
                10,
                theme.TEXT_DIM,
                anchor="midtop",
            )
            if not badges:
                continue
            badge = pygame.Rect(0, 0, 26, 18)
            badge.center = (r.right - 2, r.y + 4)
            pygame.draw.rect(surface, (20, 34, 48), badge, border_radius=9)
            pygame.draw.rect(surface, theme.GOLD_DARK, badge, width=1, border_radius=9)
            theme.blit_text(
                surface, f"×{count}", badge.center, 11, theme.TEXT_LIGHT, bold=True, anchor="center"
            )

    def spots(self, view, owner) -> dict[str, pygame.Rect]:
        """type -> where its coins lie: in the pool ("pool") or in a seat's shipyard row."""
        if owner == "pool":
            shown, _title = self.pool_contents(view)
            rect = self.pool_rect()
            x, y, width = rect.x + POOL_AT[0], rect.y + POOL_AT[1], rect.w - 28
        else:
            order = self.table.layout.order
            rect = self.row_rect(order.index(owner), len(order))
            ship = view.ships[owner]
            shown = ship.spares if ship.spares is not None else ship.shipyard
            x, y, width = rect.x + YARD_X, rect.y + (rect.h - COIN) // 2 - 8, rect.w - YARD_X - 10
        groups = grouped(shown, self.order)
        return {t: r for (t, _n), r in zip(groups, self.group_rects(len(groups), x, y, width))}

    def _paint_yard(
        self, view: Any, q: int, rect: pygame.Rect, surface: pygame.Surface, _marks: Marks
    ) -> None:
        self.paint_yard(surface, view, q, rect)

    def paint_yard(self, surface, view, q: int, rect: pygame.Rect) -> None:
        table = self.table
        ship = view.ships[q]
        theme.draw_panel(surface, rect, "dark", 10, 2, shadow=False)
        pygame.draw.rect(
            surface,
            theme.seat_rgb(table.config.seats[q].colour),
            (rect.x + 3, rect.y + 6, 5, rect.h - 12),
            border_radius=2,
        )
        theme.draw_seat_marker(
            surface, (rect.x + 24, rect.y + 20), 9, q, table.config.seats[q].colour
        )
        name = theme.ellipsize(table.names[q], 15, 110, bold=True)
        theme.blit_text(surface, name, (rect.x + 38, rect.y + 11), 15, theme.TEXT_LIGHT, bold=True)
        theme.blit_text(
            surface,
            tr("yard_count", count=ship.shipyard_size),
            (rect.x + 16, rect.y + 36),
            12,
            theme.TEXT_DIM,
        )
        if any(s == q for s, _k in view.waiting):
            theme.blit_text(surface, tr("asked"), (rect.x + 16, rect.y + 52), 12, theme.GOLD_LIGHT)
        types = ship.spares if ship.spares is not None else ship.shipyard
        hidden = ship.shipyard_size - len(types) if ship.spares is None else 0
        self.paint_groups(
            surface,
            grouped(types, self.order),
            rect.x + YARD_X,
            rect.y + (rect.h - COIN) // 2 - 8,
            rect.w - YARD_X - 10,
            hidden,
        )

    def clickable(self, d) -> set:
        """The options of `d` that have a coin to click in the harbour."""
        return {a for a in d.options if self.spot_for(a) is not None}

    def spot_for(self, a):
        view = self.table.view
        if a.kind in ("draft", "scraps", "ask") and a.args[0] not in ("none", "send"):
            return self.spots(view, "pool").get(a.args[0])
        if a.kind == "give" and a.args[0] != "done" and self.table.viewer is not None:
            return self.spots(view, self.table.viewer).get(a.args[0])
        return None

    # ---- live ------------------------------------------------------------------------------------
    def draw_live(self, surface, view, d) -> None:
        """Glow the coins the decision lets the viewer click (draft, scraps, an offer)."""
        if d is None:
            return
        table = self.table
        for a in d.options:
            spot = self.spot_for(a)
            if spot is None:
                continue
            tip = table.words.ability(a.args[0])
            if table.offer(spot, a, tip):
                hot = spot.collidepoint(table.mouse)
                table.ring(surface, spot, theme.GOLD_LIGHT if hot else theme.HIGHLIGHT, hot)
