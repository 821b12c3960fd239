"""What the player touches on the Pieces of Eight table (mixed into the table): the coins that
can act glow and open a menu of their uses, targets glow red and fire when clicked, the call
panel, the hold, the chess clocks, the white flag, and the clicks that reach them all.

Everything here is live: drawn over the kept layer every frame, its area given back the next
(`self.layer.cover`); the options it offers come from the viewing seat's current decision.
"""

from __future__ import annotations

import math
import time
from typing import TYPE_CHECKING, Any

import pygame
from pygame.typing import Point

from game.core import Action, Decision, Label, RuleRef

from ..core import i18n, theme
from ..table.layered import LayeredTable
from . import choices, coins, popups
from .layout import TableLayout
from .texts import Words, tr

if TYPE_CHECKING:
    from game.pieces_of_eight.rules import PiecesOfEightRules

    from ..widgets.seat_panel import SeatInfo
    from .harbour import Harbour
    from .side import SideColumn

TARGET_RING = (236, 84, 64)
CONCEDE_ARM = 4.0  # seconds the white flag waits for its confirming click


def position_name(place: object, deck_len: int) -> str | None:
    """The rules' name of an active place of a ship ("nest", "fore", "aft"); None for a
    coin in the middle of the deck. `place` is "nest" or a deck index (0 = fore)."""
    if place == "nest":
        return "nest"
    if place == 0:
        return "fore"
    if place == deck_len - 1:
        return "aft"
    return None


def clock_text(ms: int) -> str:
    seconds = max(0, int(ms + 999) // 1000)
    return f"{seconds // 60}:{seconds % 60:02d}"


class BoardInteraction(LayeredTable):
    """The interactive part of the Pieces of Eight table (PiecesOfEightTable derives from it)."""

    rules: PiecesOfEightRules
    layout: TableLayout | None
    words: Words
    harbour: Harbour
    side: SideColumn
    content: Any
    _menu: tuple[object, object, popups.Popup] | None  # (decision key, place, Popup)
    _hold_open: int | None
    _openers: list[tuple[pygame.Rect, object]]
    _concede_armed: float
    _popup_cache: dict[object, popups.Popup]

    if TYPE_CHECKING:  # the table's own

        def pre_game(self) -> bool: ...
        def open_builder(self) -> None: ...
        def coin_at(self, pos: Point) -> tuple[int, object] | None: ...

    # ---- the clock and conceding ---------------------------------------------------------------------
    def clock_running(self, seat: int) -> bool:
        d = self.current_human_decision()
        return (
            self.uses_clock()
            and d is not None
            and d.seat == seat
            and self.is_top()
            and self.view is not None
            and self.view.stage == "play"
            and not self.view.game_over
            and not self.anims.blocking
        )

    def clock_left(self, seat: int) -> int:
        left = self.view.ships[seat].clock_ms if self.view is not None else 0
        if self.clock_running(seat):
            left -= int((time.monotonic() - self.decision_shown_at) * 1000)
        return max(0, left)

    def check_clock(self) -> None:
        """P8-149 (6): a human's clock at zero sends the timeout action."""
        d = self.current_human_decision()
        if d is None or not self.clock_running(d.seat) or self.clock_left(d.seat) > 0:
            return
        self.submit(d.seat, Action("timeout", ()), ms=self.view.ships[d.seat].clock_ms)

    def may_concede(self) -> bool:
        view = self.view
        return (
            view is not None
            and self.viewer in self.humans
            and view.stage == "play"
            and not view.game_over
            and view.ships[self.viewer].status == "in"
        )

    def flag_rect(self) -> pygame.Rect | None:
        if self.layout is None or self.viewer is None or not self.may_concede():
            return None
        info = self.layout.ship(self.viewer).info
        return pygame.Rect(info.right - 30, info.y + 6, 24, 22)

    def click_flag(self) -> None:
        if self.viewer is None:
            return
        now = time.monotonic()
        if now < self._concede_armed:
            self._concede_armed = 0.0
            self.submit(self.viewer, Action("concede", ()))
            return
        self._concede_armed = now + CONCEDE_ARM
        self.say(tr("concede_confirm"), CONCEDE_ARM)

    # ---- live drawing --------------------------------------------------------------------------------
    def _draw_live(self, surface: pygame.Surface, view, infos: list[SeatInfo]) -> None:
        d = self.current_human_decision()
        if d is not None and self.anims.blocking:
            d = None  # no options while an animation holds the table
        if self.pre_game():
            self.harbour.draw_live(surface, view, d)
        elif self.layout is not None:
            if d is not None:
                self._draw_openers(surface, view, d)
                self._draw_targets(surface, d)
            self._draw_clocks(surface, view)
            self._draw_flag(surface)
            self._draw_popups(surface, view, d)
        self.side.draw_status(surface, infos)

    def ring(self, surface, rect: pygame.Rect, colour, hot: bool) -> None:
        """A breathing ring around a coin; the alpha is stepped so the rings stay cached."""
        alpha = 255 if hot else 143 + 16 * round(7 * math.sin(self.app.time * 5))
        img = coins.ring(rect.w, colour, 4 if hot else 3, alpha)
        self.layer.cover(surface.blit(img, (rect.x - 6, rect.y - 6)))

    def shipyard_rect(self, d: Decision | None) -> pygame.Rect | None:
        """While the viewer builds or arranges a ship, its row opens the shipyard again."""
        if d is None or d.kind not in ("build", "arrange") or self.layout is None:
            return None
        if self.viewer is None:
            return None
        return self.layout.ship(self.viewer).row

    def _draw_openers(self, surface: pygame.Surface, view: Any, d: Decision) -> None:
        layout, viewer = self.layout, self.viewer
        if layout is None or viewer is None:
            return
        yard = self.shipyard_rect(d)
        if yard is not None:
            alpha = 143 + 16 * round(7 * math.sin(self.app.time * 5))
            img = coins.frame(yard.w + 6, yard.h + 6, theme.HIGHLIGHT, 3, alpha)
            self.layer.cover(surface.blit(img, (yard.x - 3, yard.y - 3)))
            self.tips.add(yard, tr("hint_" + d.kind))
        geom = layout.ship(viewer)
        for place, _actions in choices.own_coin_uses(view, d).items():
            rect = geom.nest if place == "nest" else geom.deck[place]
            hot = geom.visible(place).collidepoint(self.mouse)
            self._openers.append((geom.visible(place), place))
            self.ring(surface, rect, theme.GOLD_LIGHT if hot else theme.HIGHLIGHT, hot)

    def _draw_targets(self, surface: pygame.Surface, d: Decision) -> None:
        layout = self.layout
        if layout is None:
            return
        for seat, where, action in choices.board_targets(d):
            geom = layout.ship(seat)
            if where == "ship":
                rect = geom.deck_area if geom.deck else geom.row
                tip = i18n.phrase(self.rules.describe_action(action, self.view), self.names)
                if self.offer(rect, action, tip):
                    hot = rect.collidepoint(self.mouse)
                    alpha = 255 if hot else 143 + 16 * round(7 * math.sin(self.app.time * 5))
                    img = coins.frame(
                        rect.w + 6,
                        rect.h + 6,
                        theme.GOLD_LIGHT if hot else TARGET_RING,
                        4 if hot else 3,
                        alpha,
                    )
                    self.layer.cover(surface.blit(img, (rect.x - 3, rect.y - 3)))
                continue
            rect = geom.place(where)
            hit = geom.visible("nest" if where == "nest" else int(where) - 1)
            if self.offer(
                hit, action, i18n.phrase(self.rules.describe_action(action, self.view), self.names)
            ):
                self.ring(surface, rect, TARGET_RING, hit.collidepoint(self.mouse))

    def _draw_popups(self, surface: pygame.Surface, view: Any, d: Decision | None) -> None:
        layout = self.layout
        if layout is None:
            return
        bounds = self.board_rect.inflate(-8, -8)
        calls = choices.call_orders(d)
        if calls:
            own = view.ships[self.viewer].deck
            key: object = ("call", own, tuple(a for a, _ in calls), i18n.language())
            area = layout.stage or bounds
            popup = self._cached_popup(key, lambda: popups.call_panel(area, own, calls, self.words))
            self._show_popup(surface, popup)
        picks = choices.hold_choices(d)
        seat = self.viewer if picks else self._hold_open
        if seat is not None and view.ships[seat].hold is not None:
            ship = view.ships[seat]
            geom = layout.ship(seat)
            title = tr("hold_title", seat=self.names[seat], count=ship.hold_count)
            key = ("hold", seat, ship.hold, tuple(picks.items()), i18n.language())
            popup = self._cached_popup(
                key,
                lambda: popups.hold_panel(geom.hold, bounds, title, ship.hold, self.words, picks),
            )
            self._show_popup(surface, popup)
        if self._menu is not None:
            key, _place, popup = self._menu
            if d is None or key != self.prompt.key:
                self._menu = None
            else:
                self._show_popup(surface, popup)

    def _cached_popup(self, key, build) -> popups.Popup:
        cache = self._popup_cache
        popup = cache.get(key)
        if popup is None:
            if len(cache) > 16:
                cache.clear()
            popup = cache[key] = build()
        return popup

    def _show_popup(self, surface, popup: popups.Popup) -> None:
        self.layer.cover(surface.blit(popup.image, popup.rect))
        for rect, action in popup.items:
            if self.offer(rect, action):
                hot = rect.collidepoint(self.mouse)
                pygame.draw.rect(
                    surface,
                    theme.GOLD_LIGHT if hot else theme.HIGHLIGHT,
                    rect,
                    width=3 if hot else 2,
                    border_radius=7,
                )
        for rect, text in popup.tips:
            self.tips.add(rect, text)

    def _draw_clocks(self, surface: pygame.Surface, view: Any) -> None:
        if not view.table.clock_ms or self.layout is None:
            return
        for q, geom in self.layout.ships.items():
            running = self.clock_running(q)
            left = self.clock_left(q)
            colour = (
                (236, 96, 80)
                if left < 20_000
                else (theme.GOLD_LIGHT if running else theme.TEXT_LIGHT)
            )
            if geom.info.h < 40:  # a roomy row: at the end of the name line
                pos, anchor = (geom.info.right - 44, geom.info.y + 3), "topright"
            else:
                pos, anchor = (geom.info.x + 14, geom.info.bottom - 24), "topleft"
            r = theme.blit_text(
                surface, clock_text(left), pos, 18, colour, bold=True, anchor=anchor
            )
            self.layer.cover(r)

    def _draw_flag(self, surface) -> None:
        rect = self.flag_rect()
        if rect is None:
            return
        hot = rect.collidepoint(self.mouse)
        armed = time.monotonic() < self._concede_armed
        pole = (rect.x + 5, rect.y + 2)
        pygame.draw.line(surface, theme.TEXT_LIGHT, pole, (pole[0], rect.bottom - 1), 2)
        cloth = (236, 236, 228) if not armed else (255, 140, 120)
        pygame.draw.polygon(
            surface,
            cloth,
            [(pole[0] + 1, rect.y + 2), (rect.right - 2, rect.y + 6), (pole[0] + 1, rect.y + 12)],
        )
        if hot:
            pygame.draw.rect(surface, theme.GOLD_LIGHT, rect, width=1, border_radius=4)
        self.tips.add(rect, tr("concede_tip"))
        self.layer.cover(rect.inflate(2, 2))

    # ---- input ---------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.click(event.pos)
        if (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_ESCAPE
            and (self._menu is not None or self._hold_open is not None)
        ):
            self._menu = None
            self._hold_open = None
            return True
        return super().handle(event)

    def click(self, pos) -> bool:
        if self.anims.blocking:
            self.anims.skip()
            return True
        d = self.current_human_decision()
        if d is not None:
            for rect, action in reversed(self.offers):
                if rect.collidepoint(pos) and action in d.options:
                    self._menu = None
                    self._hold_open = None
                    self.choose(d.seat, action)
                    return True
        if self._menu is not None:
            for rect, why in self._menu[2].refused:
                if rect.collidepoint(pos):
                    self.say(why)
                    return True
        for rect, place in self._openers:
            if rect.collidepoint(pos):
                self.open_menu(place, d)
                return True
        flag = self.flag_rect()
        if flag is not None and flag.collidepoint(pos):
            self.click_flag()
            return True
        yard = self.shipyard_rect(d)
        if yard is not None and yard.collidepoint(pos):
            self.open_builder()
            return True
        if self._click_hold(pos):
            return True
        if d is not None and self._explain_idle_coin(pos, d):
            return True
        if d is not None and self._explain_missed_target(pos, d):
            return True
        closed = self._menu is not None or self._hold_open is not None
        self._menu = None
        self._hold_open = None
        return closed

    def _click_hold(self, pos) -> bool:
        if self.layout is None or self.view is None or self.pre_game():
            return False
        for q, geom in self.layout.ships.items():
            if geom.hold.collidepoint(pos) and self.view.ships[q].hold is not None:
                self._hold_open = None if self._hold_open == q else q
                self._menu = None
                return True
        return False

    def _explain_idle_coin(self, pos, d: Decision) -> bool:
        """A click on one of the viewer's own coins that can do nothing now says why (in the
        general phase, the rule that forbids playing it)."""
        hit = self.coin_at(pos)
        if hit is None or hit[0] != self.viewer or self.view is None:
            return False
        if d.kind in ("choose_target", "cannon_target"):
            return False  # a coin of one's own may be a target: _explain_missed_target
        _seat, place = hit
        ship = self.view.ships[self.viewer]
        t = ship.nest if place == "nest" else ship.deck[place]
        where = position_name(place, len(ship.deck))
        if where is None:
            self.say(tr("idle_inert"))
        elif t is not None and self.content.coin(t).kind == "reaction":
            self.say(tr("idle_reaction", coin=self.words.name(t)))
        elif d.kind == "general_action":
            self.say(self.refusal_text(self.rules.play_refusal(self.view, where)))
        else:
            self.say(tr("idle_now", coin=self.words.name(t)))
        return True

    def _explain_missed_target(self, pos, d: Decision) -> bool:
        """While a play is being aimed, a click on a coin or a ship it cannot take says why:
        the engine's own refusal of that target (the click is sent as the target; an
        illegal one changes nothing)."""
        if d.kind not in ("choose_target", "cannon_target") or self.layout is None:
            return False
        if any(a.kind == "target_seat" for a in d.options):  # a Bomb or a Cannon: a ship
            seat = next((q for q, g in self.layout.ships.items() if g.row.collidepoint(pos)), None)
            if seat is None:
                return False
            self.submit(d.seat, Action("target_seat", (seat,)))
            return True
        hit = self.coin_at(pos)
        if hit is None or not any(a.kind == "target" for a in d.options):
            return False
        seat, place = hit
        where = "nest" if place == "nest" else int(str(place)) + 1
        self.submit(d.seat, Action("target", (seat, where)))
        return True

    def refusal_text(self, ref: RuleRef) -> str:
        """The rule's words for a refusal, and its ID (as the platform shows a refused action)."""
        text = i18n.phrase(Label(ref.key, dict(ref.args)), self.names)
        return f"{text} ({ref.rule})"

    def open_menu(self, place, d: Decision | None) -> None:
        """A click on one of the viewer's coins: its uses as a small menu beside it."""
        uses = choices.own_coin_uses(self.view, d).get(place, [])
        if not uses or self.layout is None or self.viewer is None:
            return
        geom = self.layout.ship(self.viewer)
        anchor = geom.nest if place == "nest" else geom.deck[place]
        ship = self.view.ships[self.viewer]
        t = ship.nest if place == "nest" else ship.deck[place]
        items = [
            (i18n.phrase(self.rules.describe_action(a, self.view), self.names), a) for a in uses
        ]
        refused = []
        where = position_name(place, len(ship.deck))
        play = Action("play", (where,))
        if (
            d is not None
            and d.kind == "general_action"
            and where is not None
            and t is not None
            and self.content.coin(t).kind == "action"
            and play not in d.options
        ):  # a play the rules have but the moment forbids: greyed, the rule on hover
            text = i18n.phrase(self.rules.describe_action(play, self.view), self.names)
            refused.append((text, self.refusal_text(self.rules.play_refusal(self.view, where))))
        popup = popups.coin_menu(
            anchor, self.board_rect.inflate(-8, -8), self.words.name(t), items, refused
        )
        self._menu = (self.prompt.key, place, popup)
        self._hold_open = None
