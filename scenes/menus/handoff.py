"""The privacy screen between two humans: "Pass to Ana". Nothing of the table shows until the
named player confirms, so nobody sees another's secrets."""

from __future__ import annotations

import math

import pygame

from ..core import i18n, theme, ui
from ..core.app import App
from ..core.base import Scene
from ..core.screens import TableView
from .pause import PauseScene


class HandOffScene(Scene):
    name = "handoff"
    opaque = True

    def __init__(self, app: App, table: TableView, seat: int) -> None:
        super().__init__(app)
        self.table, self.seat = table, seat

    @property
    def player(self) -> str:
        return self.table.names[self.seat]

    def build_ui(self) -> None:
        ui.button(
            self,
            (440, 430, 400, 60),
            "ui.handoff.ready",
            self.ready,
            kw={"name": self.player},
            style="@big_button",
        )
        ui.button(self, (540, 510, 200, 44), "ui.table.menu", self.pause_menu)

    def pause_menu(self) -> None:
        self.stack.push(PauseScene(self.app, self.table))

    def ready(self) -> None:
        self.table.set_viewer(self.seat)
        self.stack.pop()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE):
            self.ready()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_sea(surface)
        cx = self.app.size[0] // 2
        bob = int(4 * math.sin(self.app.time * 2))
        theme.draw_seat_marker(
            surface, (cx, 190 + bob), 40, self.seat, self.table.seat_colour(self.seat)
        )
        theme.blit_text(
            surface,
            i18n.tr("ui.handoff.pass_to", name=self.player),
            (cx, 260),
            48,
            theme.GOLD,
            bold=True,
            anchor="midtop",
            shadow=True,
        )
        theme.blit_text(
            surface,
            i18n.tr("ui.handoff.explain", name=self.player),
            (cx, 340),
            18,
            theme.FOAM,
            anchor="midtop",
            width=700,
        )
