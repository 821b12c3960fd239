"""The pause overlay: resume, save, load, rules, settings, quit to the menu."""

from __future__ import annotations

import time

import pygame

from game.core.errors import SaveError
from game.core.saves import write_named_save

from ..core import i18n, theme, ui
from ..core.app import App
from ..core.screens import TableView
from .load import LoadScene
from .overlay import Overlay
from .rules_reader import RulesScene
from .settings_scene import SettingsScene
from .title import TitleScene


class PauseScene(Overlay):
    name = "pause"
    panel_size = (420, 500)

    def __init__(self, app: App, table: TableView) -> None:
        super().__init__(app)
        self.table = table
        self.note = ""

    def build_ui(self) -> None:
        r = self.panel_rect()
        x, w, h = r.x + 60, r.w - 120, 48
        y = r.y + 80
        for key, fn in (
            ("ui.pause.resume", self.close),
            ("ui.pause.save", self.save),
            ("ui.pause.load", self.load),
            ("ui.pause.rules", self.rules),
            ("ui.pause.settings", self.settings),
            ("ui.pause.quit", self.quit_to_menu),
        ):
            ui.button(self, (x, y, w, h), key, fn, style="@big_button")
            y += h + 12

    def save(self) -> None:
        """A named save beside the autosaves: <game>-<date>-<time>.json (-2, -3 ... if taken)."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        try:
            path = write_named_save(
                self.app.saves_dir, f"{self.table.info.id}-{stamp}", self.table.match.to_save()
            )
            self.note = i18n.tr("ui.pause.saved", file=path.name)
        except OSError as exc:
            self.note = i18n.tr("ui.pause.save_failed", error=str(exc))
        except SaveError as exc:  # a LAN joiner: the host keeps the match
            self.note = i18n.tr(exc.key)

    def load(self) -> None:
        self.stack.push(LoadScene(self.app))

    def rules(self) -> None:
        self.stack.push(RulesScene(self.app, self.table.info.id))

    def settings(self) -> None:
        self.stack.push(SettingsScene(self.app))

    def quit_to_menu(self) -> None:
        self.app.writer.flush(2.0)
        self.stack.reset(TitleScene(self.app))

    def draw_content(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        theme.blit_text(
            surface,
            i18n.tr("ui.pause.title"),
            (rect.centerx, rect.y + 22),
            30,
            theme.INK,
            bold=True,
            anchor="midtop",
        )
        if self.note:
            theme.blit_text(
                surface,
                self.note,
                (rect.centerx, rect.bottom - 34),
                14,
                theme.INK_SOFT,
                anchor="midtop",
                width=rect.w - 40,
            )
