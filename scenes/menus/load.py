"""The load screen: named saves and autosaves, newest first; unreadable files are listed with
what is wrong with them and cannot be chosen (and are never touched)."""

from __future__ import annotations

import time

import pygame

from game import registry
from game.core.saves import SaveInfo, list_saves

from ..core import i18n, theme, ui
from ..core.app import App
from ..core.base import Scene

ROW_H = 54
ROWS = 9


class LoadScene(Scene):
    name = "load"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.entries = [(s, False) for s in list_saves(app.saves_dir)] + [
            (s, True) for s in list_saves(app.autosaves.folder)
        ]
        self.entries.sort(key=lambda e: e[0].saved_at, reverse=True)
        self.selected: int | None = None
        self.top = 0
        self.list_rect = pygame.Rect(140, 120, 1000, ROWS * ROW_H)

    def build_ui(self) -> None:
        ui.button(self, (140, 640, 180, 50), "ui.common.back", self.stack.pop, style="@big_button")
        ok = self.selected is not None and self.loadable(self.entries[self.selected][0])
        ui.button(
            self, (960, 640, 180, 50), "ui.load.load", self.load, style="@big_button", enabled=ok
        )

    def loadable(self, info: SaveInfo) -> bool:
        return not info.problem and info.game_id in registry.game_ids()

    def load(self) -> None:
        if self.selected is not None:
            self.app.screens.load_and_play(self.entries[self.selected][0].path)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.stack.pop()
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.top = max(0, min(max(0, len(self.entries) - ROWS), self.top - event.y))
            return True
        if (
            event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and self.list_rect.collidepoint(event.pos)
        ):
            i = self.top + (event.pos[1] - self.list_rect.y) // ROW_H
            if i < len(self.entries):
                self.selected = i
                self.rebuild_ui()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(
            surface, (self.app.settings.language, self.top, self.selected), self.paint
        )

    def paint(self, surface: pygame.Surface) -> None:
        surface.blit(theme.sea_background(*self.app.size), (0, 0))
        theme.blit_text(
            surface, i18n.tr("ui.load.title"), (140, 40), 40, theme.GOLD, bold=True, shadow=True
        )
        theme.draw_panel(surface, self.list_rect.inflate(20, 20), "dark", 12, 2)
        if not self.entries:
            theme.blit_text(
                surface,
                i18n.tr("ui.load.none"),
                self.list_rect.center,
                20,
                theme.TEXT_DIM,
                anchor="center",
            )
        for row, (info, auto) in enumerate(self.entries[self.top : self.top + ROWS]):
            i = self.top + row
            rect = pygame.Rect(
                self.list_rect.x, self.list_rect.y + row * ROW_H, self.list_rect.w, ROW_H - 6
            )
            self.draw_row(surface, rect, info, auto, i == self.selected)

    def draw_row(
        self, surface: pygame.Surface, rect: pygame.Rect, info: SaveInfo, auto: bool, selected: bool
    ) -> None:
        ok = self.loadable(info)
        theme.draw_panel(surface, rect, "parchment" if ok else "dark", 8, 2, shadow=False)
        if selected:
            theme.glow(surface, rect, theme.HIGHLIGHT, 3, 8)
        ink = theme.INK if ok else theme.TEXT_DIM
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(info.saved_at))
        kind = i18n.tr("ui.load.autosave") if auto else i18n.tr("ui.load.saved")
        theme.blit_text(surface, f"{kind} · {when}", (rect.x + 14, rect.y + 6), 14, ink)
        if info.problem:
            text = i18n.tr(
                "ui.load.broken",
                file=info.path.name,
                problem=i18n.tr(info.problem_key, **dict(info.problem_args)),
            )
        elif info.game_id not in registry.game_ids():
            text = i18n.tr("ui.load.unknown_game", game=info.game_id)
        else:
            text = i18n.tr(
                "ui.load.entry",
                game=i18n.tr(f"{info.game_id}.name"),
                seats=", ".join(info.seats),
                steps=info.steps,
            )
            if info.finished:
                text += " · " + i18n.tr("ui.load.finished")
            if info.recovered_from:
                text += " · " + i18n.tr("ui.load.recovered", file=info.recovered_from)
        theme.blit_text(
            surface,
            theme.ellipsize(text, 16, rect.w - 28, bold=True),
            (rect.x + 14, rect.y + 24),
            16,
            ink,
            bold=True,
        )
