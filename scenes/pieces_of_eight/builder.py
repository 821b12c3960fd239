"""The shipyard: where a player builds a ship before a game (or rearranges one in secret).

Click a coin of the shipyard to bring it aboard (it takes the next deck place; the thirteenth
goes to the crow's nest); drag a coin along the deck to reorder it or up to the crow's nest;
click a coin aboard to send it back. "Random legal ship" and "Suggest" fill the whole ship (the
suggestion is the heuristic AI's, from this seat's own view); "Set sail" submits it as the
engine's chain of picks and places. Only the viewing seat's coins are shown: it is that seat's
secret.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator
from functools import partial
from typing import Any

import pygame
import pygame_gui
from pygame.typing import Point

from game.core.rng import Rng

from ..core import theme, ui
from ..core.base import Scene
from ..widgets.warm import Job
from . import coins
from .shipplan import ShipPlan, simulate
from .ships import coin_image
from .texts import tr

BUILD_BUDGET = 0.004  # seconds of making buttons a frame (one at least)

W, H = 1280, 720
YARD = pygame.Rect(30, 96, 1220, 196)
SHIP = pygame.Rect(30, 310, 1220, 210)  # below the shipyard; higher when only arranging
SIDE_Y = 536
COIN = 64
YARD_COIN = 56
DRAG_PX = 6
BK = "pieces_of_eight.scene.builder."


def warm_jobs(table: Any, seat: int) -> Iterator[Job]:
    """What the shipyard's first frame draws, drawn ahead with the table's warm-up: its coins at
    both sizes, its panels, its buttons' words (the widgets' translator reads the game's file
    of words the first time it is asked one), then the yard itself once, a part a job, off
    screen, as `seat` would see it now (its texts rendered and its words looked up)."""
    words = table.words
    yield partial(pygame_gui.core.utility.translate, BK + "random")
    for spec in table.content.coins:
        for size in (YARD_COIN, COIN):
            yield partial(coin_image, spec.id, size, words)
    for size in (YARD_COIN, COIN):
        yield partial(coins.back, size, False)
    yield partial(coins.slot, COIN, tr("nest_short"))
    yield partial(coins.slot, COIN, "")
    yield partial(coins.ring, YARD_COIN, theme.GOLD_LIGHT, 3)
    yield partial(coins.ring, COIN, theme.GOLD_LIGHT, 4)
    for rect in (YARD, SHIP, SHIP.move(0, YARD.y + 40 - SHIP.y)):
        yield partial(theme.panel_surface, rect.w, rect.h, "dark", 12, 2)
    yard = ShipyardScene(table.app, table, seat)
    scratch = pygame.Surface((W, H))
    away = (-1, -1)  # no coin under the mouse
    yield partial(yard.draw_title, scratch)
    if yard.plan.building:
        yield partial(yard.draw_yard, scratch, away)
    yield partial(yard.draw_ship, scratch, away)
    yield partial(yard.draw_checks, scratch)


class ShipyardScene(Scene):
    name = "shipyard"

    def __init__(self, app, table, seat: int) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.words = table.words
        self.order = [c.id for c in table.content.coins]
        self.plan = self.make_plan()
        self.drag: dict[str, Any] | None = None
        self.note = ""
        self.rng = random.Random(time.time_ns())
        self._sail: pygame_gui.elements.UIButton | None = None
        self._todo: list[Callable[[], pygame_gui.elements.UIButton]] = []  # buttons to make
        self._made: list[pygame_gui.elements.UIButton] = []
        self._drawn = False
        self.ship = SHIP if self.plan.building else SHIP.move(0, YARD.y + 40 - SHIP.y)

    # ---- the plan from the view -----------------------------------------------------------------
    def make_plan(self) -> ShipPlan:
        view = self.table.view
        ship = view.ships[self.seat]
        task = next(
            (
                t
                for t in reversed(view.agenda)
                if t.kind in ("build", "arrange") and t.seat == self.seat
            ),
            None,
        )
        limits = {c.id: c.limit for c in self.table.content.coins}
        if task is None or task.kind == "build":
            picked = list(task.coins) if task is not None else []
            plan = ShipPlan(limits, list(ship.spares or ()), True, kept=picked)
            plan.deck = list(picked)
            return plan
        plan = ShipPlan(limits, [], False, nest_required=task.purpose == "start")
        plan.deck = list(task.placed) + list(task.coins)
        plan.locked = len(task.placed)
        if task.nest is not None:
            plan.nest = None if task.nest == "none" else task.nest
            plan.locked_nest = True
        elif plan.deck:
            plan.nest = plan.deck.pop(0)  # the coins come in their old order, crow's nest first
        return plan

    # ---- widgets ---------------------------------------------------------------------------------
    def build_ui(self) -> None:
        """The yard's buttons, made BUILD_BUDGET seconds a frame from the next update on (each
        costs milliseconds; the frame that opens the yard draws it) and shown together once the
        last is made."""
        y = H - 62
        # Sail first: made as it is enabled, dimmed in a later frame (`_sync_sail`) if the ship
        # is not ready, all of them hidden until the last is made
        todo: list[Callable[[], pygame_gui.elements.UIButton]] = [self._make_sail]
        if self.plan.building:
            todo.append(partial(ui.button, self, (30, y, 210, 46), BK + "random", self.random_ship))
        todo.append(partial(ui.button, self, (250, y, 210, 46), BK + "suggest", self.suggest))
        if self.plan.building:
            todo.append(partial(ui.button, self, (470, y, 150, 46), BK + "clear", self.clear))
        todo.append(partial(ui.button, self, (790, y, 200, 46), BK + "table", self.back))
        self._todo, self._made, self._sail = todo, [], None  # made from the next update on

    def _make_sail(self) -> pygame_gui.elements.UIButton:
        self._sail = ui.button(
            self,
            (1000, H - 62, 250, 46),
            BK + ("sail" if self.plan.building else "done"),
            self.sail,
            style="@big_button",
        )
        return self._sail

    def _sync_sail(self) -> bool:
        """Sail (or Done) usable only when the ship is ready; True if it changed."""
        sail = self._sail
        ready = self.plan.ready()
        if sail is None or ready == sail.is_enabled:
            return False
        sail.enable() if ready else sail.disable()
        return True

    def _make_next(self) -> None:
        button = self._todo.pop(0)()
        self._made.append(button)
        if self._todo:
            button.hide()  # all shown together once the last is made

    def make_buttons(self, everything: bool = False) -> None:
        """Make the buttons left, one a frame at most and alone, or all; within BUILD_BUDGET the
        looks the toolkit has still to draw for those made a moment ago first (ui.draw_a_look)."""
        ui.make_paced(
            lambda: bool(self._todo), self._make_next, self._made, everything, BUILD_BUDGET
        )
        if everything:
            self._sync_sail()
        if not self._todo and self.ui is not None and self.ui.visible:
            for button in self._made:
                if not button.visible:
                    button.show()

    def finish_widgets(self) -> None:
        self.make_buttons(everything=True)

    @property
    def sail_button(self) -> pygame_gui.elements.UIButton | None:
        """The Sail (or Done) button; made now if it was still to make."""
        self.make_buttons(everything=True)
        return self._sail

    def back(self) -> None:
        self.stack.pop()

    def clear(self) -> None:
        self.plan.clear()
        self.note = ""

    def random_ship(self) -> None:
        def choose(_view, d):
            return self.rng.choice(d.options)

        self.fill(choose)

    def suggest(self) -> None:
        policy = self.table.game.policy(self.table.game.default_level())
        rng = Rng(self.rng.randrange(1 << 30))

        def choose(view, d):
            return policy.choose(view, d, rng)

        self.fill(choose)

    def fill(self, choose) -> None:
        """A whole ship from `choose`, played from the view this seat has now."""
        nest, deck = simulate(
            self.table.rules, self.table.view, self.seat, choose, Rng(self.rng.randrange(1 << 30))
        )
        self.plan.replace(nest if not self.plan.locked_nest else self.plan.nest, deck)
        self.note = ""

    def sail(self) -> None:
        if not self.plan.ready():
            self.note = tr("builder.not_ready")
            return
        actions = self.plan.actions()
        if self.table.submit_chain(self.seat, actions):
            self.stack.pop()
        else:
            self.note = tr("builder.refused")

    # ---- input -----------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            place = self.ship_place_at(event.pos)
            if place is not None:
                self.drag = {"from": place, "start": event.pos, "moved": False}
                return True
        if event.type == pygame.MOUSEMOTION and self.drag is not None:
            sx, sy = self.drag["start"]
            if abs(event.pos[0] - sx) + abs(event.pos[1] - sy) > DRAG_PX:
                self.drag["moved"] = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.release(event.pos)
        return False

    def release(self, pos) -> bool:
        drag, self.drag = self.drag, None
        if drag is None:
            t = self.yard_type_at(pos)
            if t is not None and not self.plan.add(t):
                self.note = tr("builder.cannot_add", coin=self.words.name(t))
            return t is not None
        src = drag["from"]
        if not drag["moved"]:
            if self.plan.building:
                self.plan.remove(src)
            return True
        if YARD.collidepoint(pos) and self.plan.building:
            self.plan.remove(src)
        elif self.nest_rect().inflate(20, 20).collidepoint(pos):
            self.plan.move(src, "nest")
        elif self.ship.collidepoint(pos):
            self.plan.move(src, self.insert_index(pos[0], src))
        return True

    # ---- geometry -------------------------------------------------------------------------------
    def nest_rect(self) -> pygame.Rect:
        return pygame.Rect(self.ship.x + 30, self.ship.y + 70, COIN, COIN)

    def deck_slots(self) -> list[pygame.Rect]:
        n = max(
            len(self.plan.deck),
            self.plan.size() - (1 if self.plan.nest or self.plan.nest_required else 0),
        )
        left = self.nest_rect().right + 60
        width = self.ship.right - 30 - left
        step = min(COIN + 10, (width - COIN) / max(1, n - 1))
        return [
            pygame.Rect(int(left + i * step), self.ship.y + 70, COIN, COIN)
            for i in range(max(1, n))
        ]

    def ship_place_at(self, pos):
        if self.plan.nest is not None and self.nest_rect().collidepoint(pos):
            return "nest"
        slots = self.deck_slots()
        for i in range(len(self.plan.deck) - 1, -1, -1):
            if i < len(slots) and slots[i].collidepoint(pos):
                return i
        return None

    def insert_index(self, x: int, src) -> int:
        slots = self.deck_slots()
        for i, r in enumerate(slots[: len(self.plan.deck)]):
            if x < r.centerx:
                return i if src == "nest" or i <= src else i - 1 if i > 0 else 0
        return len(self.plan.deck)

    def yard_groups(self) -> list[tuple[str, int, pygame.Rect]]:
        """(type, count left, rect) for every type of the shipyard, in the content's order."""
        types = [t for t in self.order if t in self.plan.yard or self.plan.count(t)]
        per = max(1, (YARD.w - 40) // 150)
        out = []
        for k, t in enumerate(types):
            x = YARD.x + 20 + (k % per) * 150
            y = YARD.y + 40 + (k // per) * 76
            out.append((t, self.plan.available(t), pygame.Rect(x, y, YARD_COIN, YARD_COIN)))
        return out

    def yard_type_at(self, pos) -> str | None:
        for t, left, rect in self.yard_groups():
            if left and rect.collidepoint(pos):
                return t
        return None

    # ---- drawing --------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self._sync_sail():  # its new look is this frame's share
            return
        if self._drawn:  # the first frame draws the yard, the next ones make its buttons
            self.make_buttons()

    def draw(self, surface: pygame.Surface) -> None:
        self._drawn = True
        surface.blit(theme.sea_background(W, H), (0, 0))
        mouse = self.app.mouse
        self.draw_title(surface)
        if self.plan.building:
            self.draw_yard(surface, mouse)
        self.draw_ship(surface, mouse)
        self.draw_checks(surface)
        self.draw_drag(surface, mouse)
        self.draw_hover(surface, mouse)

    def draw_title(self, surface: pygame.Surface) -> None:
        title = tr(
            "builder.title_build" if self.plan.building else "builder.title_arrange",
            seat=self.table.names[self.seat],
        )
        theme.blit_text(
            surface, title, (W // 2, 14), 30, theme.GOLD, bold=True, anchor="midtop", shadow=True
        )
        theme.blit_text(
            surface,
            tr("builder.intro_build" if self.plan.building else "builder.intro_arrange"),
            (W // 2, 56),
            15,
            theme.FOAM,
            anchor="midtop",
        )

    def draw_yard(self, surface, mouse) -> None:
        theme.draw_panel(surface, YARD, "dark", 12, 2, shadow=False)
        theme.blit_text(
            surface,
            tr("builder.yard", count=len(self.plan.yard)),
            (YARD.x + 16, YARD.y + 10),
            16,
            theme.GOLD_LIGHT,
            bold=True,
        )
        for t, left, rect in self.yard_groups():
            can = self.plan.can_add(t)
            surface.blit(coin_image(t, YARD_COIN, self.words), rect.topleft)
            if not can:
                shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                pygame.draw.circle(shade, (8, 20, 32, 150), (rect.w // 2, rect.h // 2), rect.w // 2)
                surface.blit(shade, rect.topleft)
            elif rect.collidepoint(mouse):
                surface.blit(coins.ring(YARD_COIN, theme.GOLD_LIGHT, 3), (rect.x - 6, rect.y - 6))
            x = rect.right + 8
            theme.blit_text(
                surface,
                theme.ellipsize(self.words.short(t), 13, 80, True),
                (x, rect.y + 4),
                13,
                theme.TEXT_LIGHT,
                bold=True,
            )
            theme.blit_text(
                surface, tr("builder.left", count=left), (x, rect.y + 22), 12, theme.TEXT_DIM
            )
            aboard = self.plan.count(t)
            limit = self.plan.limits.get(t, 0)
            colour = theme.GOLD_LIGHT if aboard else theme.TEXT_DIM
            theme.blit_text(
                surface,
                tr("builder.aboard", count=aboard, limit=limit),
                (x, rect.y + 38),
                12,
                colour,
            )

    def draw_ship(self, surface, mouse) -> None:
        theme.draw_panel(surface, self.ship, "dark", 12, 2, shadow=False)
        theme.blit_text(
            surface,
            tr("builder.ship", count=len(self.plan.aboard()), size=self.plan.size()),
            (self.ship.x + 16, self.ship.y + 10),
            16,
            theme.GOLD_LIGHT,
            bold=True,
        )
        theme.blit_text(
            surface,
            tr("builder." + self.help_key()),
            (self.ship.right - 16, self.ship.y + 12),
            13,
            theme.TEXT_DIM,
            anchor="topright",
        )
        nest = self.nest_rect()
        drag = self.drag if self.drag is not None and self.drag["moved"] else None
        if self.plan.nest is not None and not (drag is not None and drag["from"] == "nest"):
            surface.blit(coin_image(self.plan.nest, COIN, self.words), nest.topleft)
        else:
            surface.blit(coins.slot(COIN, tr("nest_short")), nest.topleft)
        theme.blit_text(
            surface,
            tr("nest_label"),
            (nest.centerx, nest.bottom + 4),
            12,
            theme.FOAM,
            anchor="midtop",
        )
        sep = nest.right + 30
        pygame.draw.line(
            surface, (70, 90, 104), (sep, self.ship.y + 50), (sep, self.ship.bottom - 50), 1
        )
        slots = self.deck_slots()
        for i in range(len(slots) - 1, -1, -1):
            r = slots[i]
            if i < len(self.plan.deck) and not (drag is not None and drag["from"] == i):
                surface.blit(coin_image(self.plan.deck[i], COIN, self.words), r.topleft)
                if i < self.plan.locked:
                    theme.blit_text(
                        surface,
                        tr("builder.fixed"),
                        (r.centerx, r.y - 14),
                        11,
                        theme.TEXT_DIM,
                        anchor="midtop",
                    )
            elif i >= len(self.plan.deck):
                surface.blit(coins.slot(COIN, ""), r.topleft)
        if slots:
            theme.blit_text(
                surface,
                tr("fore"),
                (slots[0].centerx, slots[0].bottom + 4),
                12,
                theme.FOAM,
                anchor="midtop",
            )
        if len(slots) > 1:
            theme.blit_text(
                surface,
                tr("aft"),
                (slots[-1].centerx, slots[-1].bottom + 4),
                12,
                theme.FOAM,
                anchor="midtop",
            )
        for i in range(1, len(slots) - 1):
            theme.blit_text(
                surface,
                str(i + 1),
                (slots[i].centerx, slots[i].bottom + 4),
                11,
                theme.TEXT_DIM,
                anchor="midtop",
            )
        if drag is not None:
            self.draw_drop_marker(surface, mouse, drag)
        self.draw_position_notes(surface)

    def help_key(self) -> str:
        if self.plan.building:
            return "ship_help"
        return "arrange_help_nest" if self.plan.nest_required else "arrange_help"

    def draw_position_notes(self, surface) -> None:
        """What each place means, left to right as the places go."""
        y = self.ship.bottom - 34
        theme.blit_text(surface, tr("builder.note_open"), (self.ship.x + 24, y), 12, theme.FOAM)
        theme.blit_text(
            surface,
            tr("builder.note_middle"),
            (self.ship.centerx + 40, y),
            12,
            theme.TEXT_DIM,
            anchor="midtop",
        )
        theme.blit_text(
            surface,
            tr("builder.note_aft"),
            (self.ship.right - 24, y),
            12,
            theme.FOAM,
            anchor="topright",
        )

    def draw_drop_marker(self, surface: pygame.Surface, mouse: Point, drag: dict[str, Any]) -> None:
        if self.nest_rect().inflate(20, 20).collidepoint(mouse):
            surface.blit(
                coins.ring(COIN, theme.GOLD_LIGHT, 4),
                (self.nest_rect().x - 6, self.nest_rect().y - 6),
            )
            return
        if not self.ship.collidepoint(mouse):
            return
        slots = self.deck_slots()
        index = self.insert_index(int(mouse[0]), drag["from"])
        shown = index if drag["from"] == "nest" or index < drag["from"] else index + 1
        shown = min(shown, len(slots))
        x = slots[shown].x - 5 if shown < len(slots) else slots[-1].right + 5
        pygame.draw.line(
            surface, theme.GOLD_LIGHT, (x, self.ship.y + 60), (x, self.ship.y + 70 + COIN + 10), 4
        )

    def draw_drag(self, surface, mouse) -> None:
        if self.drag is None or not self.drag["moved"]:
            return
        src = self.drag["from"]
        t = self.plan.nest if src == "nest" else self.plan.deck[src]
        img = coin_image(t, COIN, self.words)
        surface.blit(img, img.get_rect(center=mouse))

    def draw_checks(self, surface) -> None:
        """The checklist in two columns, then any advice below it (clear of the buttons)."""
        x, y = 40, SIDE_Y
        checks = list(self.plan.checks())
        words = [tr("builder." + key, count=len(self.plan.aboard())) for key, _ in checks]
        # The second column starts clear of the first's longest line (Spanish runs longer).
        column = max([230] + [theme.font(15).size(w)[0] + 44 for w in words[::2]])
        for i, ((_key, ok), line) in enumerate(zip(checks, words, strict=True)):
            cx, cy = x + (i % 2) * column, y + (i // 2) * 24
            colour = (130, 220, 140) if ok else (236, 120, 100)
            pygame.draw.circle(surface, colour, (cx + 7, cy + 10), 7)
            theme.blit_text(surface, line, (cx + 20, cy + 1), 15, theme.TEXT_LIGHT)
        y += 24 * ((len(checks) + 1) // 2)
        for key in self.plan.advice():
            theme.blit_text(
                surface,
                tr("builder." + key),
                (x, y + 1),
                14,
                theme.GOLD_LIGHT,
                italic=True,
                width=440,
            )
            y += 40
        if self.note:
            theme.blit_text(surface, self.note, (40, y + 6), 15, theme.GOLD_LIGHT, italic=True)

    def draw_hover(self, surface, mouse) -> None:
        t = self.yard_type_at(mouse) if self.plan.building else None
        place = self.ship_place_at(mouse)
        if place is not None:
            t = self.plan.nest if place == "nest" else self.plan.deck[place]
        if t is None:
            return
        box = pygame.Rect(500, SIDE_Y, 740, 100)
        theme.draw_panel(surface, box, "parchment", 10, 2, shadow=False)
        theme.blit_text(
            surface,
            self.words.ability(t),
            (box.x + 14, box.y + 10),
            15,
            theme.INK,
            width=box.w - 28,
        )
