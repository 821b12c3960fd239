"""Settings: language, volumes, animation speed, AI think delay, the hard AI's think time,
fullscreen, colour-blind palette, how reaction prompts are asked in hot-seat. Saved to the user's
config folder on leaving."""

from __future__ import annotations

from functools import partial

import pygame

from ..core import i18n, theme, ui
from ..core.base import Scene

ROWS = (
    "language",
    "music_volume",
    "effects_volume",
    "animation_speed",
    "ai_delay",
    "ai_think",
    "fullscreen",
    "colourblind",
    "reaction_prompts",
)


PANEL = pygame.Rect(180, 110, 980, 500)
# A row: its control (38 px) over its hint (13 px text at +30); the last hint stays clear of the
# panel's border (at 54 a row it sat on the border, its descenders across it).
ROW_STEP = 52


class SettingsScene(Scene):
    name = "settings"

    def build_ui(self) -> None:
        s = self.app.settings
        x, y, w, h = 660, PANEL.y + 20, 340, 38
        rows = {}
        for name in ROWS:
            rows[name] = pygame.Rect(x, y, w, h)
            y += ROW_STEP
        ui.dropdown(
            self,
            rows["language"],
            [(i18n.tr("ui.language.en"), "en"), (i18n.tr("ui.language.es"), "es")],
            s.language,
            self.set_language,
        )
        for name in ("music_volume", "effects_volume"):
            ui.slider(
                self,
                rows[name],
                round(getattr(s, name) * 100),
                0,
                100,
                partial(self.set_percent, name),
                step=5,
            )
        ui.slider(
            self,
            rows["animation_speed"],
            round(s.animation_speed * 4),
            0,
            12,
            lambda v: self.set_value("animation_speed", v / 4),
            step=1,
        )
        ui.slider(
            self,
            rows["ai_delay"],
            round(s.ai_delay * 10),
            0,
            30,
            lambda v: self.set_value("ai_delay", v / 10),
            step=1,
        )
        ui.slider(
            self,
            rows["ai_think"],
            round(s.ai_think * 4),
            1,
            20,
            lambda v: self.set_value("ai_think", v / 4),
            step=1,
        )
        for name in ("fullscreen", "colourblind"):
            on = getattr(s, name)
            ui.button(
                self,
                rows[name],
                "ui.common.on" if on else "ui.common.off",
                partial(self.toggle, name),
                style="@toggle_on" if on else None,
            )
        self.shown_fullscreen = s.fullscreen
        ui.dropdown(
            self,
            rows["reaction_prompts"],
            [
                (i18n.tr("ui.settings.prompts_always"), "always"),
                (i18n.tr("ui.settings.prompts_possible"), "when_possible"),
            ],
            s.reaction_prompts,
            lambda v: self.set_value("reaction_prompts", v),
        )
        ui.button(self, (960, 640, 200, 50), "ui.common.done", self.done, style="@big_button")
        self.rows = rows

    def set_language(self, lang: str) -> None:
        self.app.set_language(lang)

    def set_percent(self, name: str, percent: float) -> None:
        self.set_value(name, percent / 100)

    def set_value(self, name: str, value: object) -> None:
        setattr(self.app.settings, name, value)
        self.app.apply_settings()

    def toggle(self, name: str) -> None:
        if name == "fullscreen":
            self.app.set_fullscreen(not self.app.settings.fullscreen)
        else:
            setattr(self.app.settings, name, not getattr(self.app.settings, name))
            self.app.apply_settings()
        self.rebuild_ui()

    def update(self, dt: float) -> None:
        """F11 (or the window manager) may change fullscreen while this screen is open: the
        toggle shows the window's state."""
        if self.ui is not None and self.app.settings.fullscreen != self.shown_fullscreen:
            self.rebuild_ui()

    def done(self) -> None:
        self.app.save_settings()
        self.stack.pop()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.done()
            return True
        return False

    def value_text(self, name: str) -> str:
        s = self.app.settings
        if name in ("music_volume", "effects_volume"):
            return f"{round(getattr(s, name) * 100)} %"
        if name == "animation_speed":
            return (
                i18n.tr("ui.settings.instant")
                if s.animation_speed == 0
                else f"× {s.animation_speed:g}"
            )
        if name == "ai_delay":
            return f"{s.ai_delay:.1f} s"
        if name == "ai_think":
            return f"{s.ai_think:g} s"
        return ""

    def draw(self, surface: pygame.Surface) -> None:
        key = (self.app.settings.language, tuple(self.value_text(n) for n in self.rows))
        self.draw_backdrop(surface, key, self.paint)

    def paint(self, surface: pygame.Surface) -> None:
        theme.draw_sea(surface)
        theme.blit_text(
            surface, i18n.tr("ui.settings.title"), (200, 40), 40, theme.GOLD, bold=True, shadow=True
        )
        theme.draw_panel(surface, PANEL, "dark", 14, 2)
        for name, rect in self.rows.items():
            theme.blit_text(
                surface,
                i18n.tr(f"ui.settings.{name}"),
                (220, rect.y + 6),
                19,
                theme.TEXT_LIGHT,
                bold=True,
            )
            hint = f"ui.settings.{name}_hint"
            if i18n.has(hint):
                theme.blit_text(surface, i18n.tr(hint), (220, rect.y + 30), 13, theme.TEXT_DIM)
            theme.blit_text(
                surface, self.value_text(name), (rect.right + 14, rect.y + 8), 17, theme.GOLD_LIGHT
            )
