"""The title menu: the games (name and blurb), continue, load, settings, rules, quit."""

from __future__ import annotations

import math
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game import registry

from ..core import i18n, theme
from ..core.app import App
from ..core.base import Scene
from ..core.paths import assets_dir
from ..core.surface_cache import MiB, surface_cache
from ..widgets.button import Button
from .emblems import draw_emblem

if TYPE_CHECKING:
    from game.core.saves import SaveInfo  # (read after the first frame: see `build_ui`)

CARD_W, CARD_GAP = 600, 12
LOGO, LOGO_SIZE = "TORTUGA", 84  # bold
LOGO_SHADOW, LOGO_SHADOW_OFFSET = (20, 10, 4), 4


@surface_cache(MiB)
def logo(colour: tuple[int, int, int]) -> pygame.Surface:
    """LOGO, bold at LOGO_SIZE points, in `colour`: assets/images/logo.bmp, which is that text in
    gold as the font renders it (tools/gen_assets.py writes it, tests/scenes/test_startup.py
    checks it), recoloured. A font's first text at 84 points costs the first frame 2 to 3 ms; the
    file is read in a fifth of that."""
    if colour != theme.GOLD:
        img = logo(theme.GOLD).copy()  # the text's colour in every pixel, its coverage as alpha
        img.fill((0, 0, 0), special_flags=pygame.BLEND_RGB_MULT)
        img.fill(colour, special_flags=pygame.BLEND_RGB_ADD)
        return img
    img = pygame.image.load(str(assets_dir() / "images" / "logo.bmp"))
    return img.convert_alpha() if pygame.display.get_surface() is not None else img


def latest_autosave(app: App) -> SaveInfo | None:
    """The newest unfinished autosave of a game this program has, or None."""
    info = app.autosaves.latest_unfinished()
    if info is not None and info.game_id in registry.game_ids():
        return info
    return None


def subtitle(games: int) -> str:
    """ "Four games of the high seas ...": the number of games the title offers, in words."""
    word = f"ui.number.{games}"
    return i18n.tr(
        "ui.title.subtitle", count=games, games=i18n.tr(word) if i18n.has(word) else games
    )


class TitleScene(Scene):
    """Drawn without pygame_gui widgets, so it is the first frame the program shows."""

    name = "title"
    uses_widgets = False

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.hover: str | None = None
        self.card_rects: dict[str, pygame.Rect] = {}
        self.buttons: list[Button] = []
        self.continue_info: SaveInfo | None = None

    def build_ui(self) -> None:
        x, w, h = 880, 300, 46
        y, step = 240, 56

        def find_continue() -> None:
            self.continue_info = latest_autosave(self.app)
            self.button("ui.title.continue").enabled = self.continue_info is not None

        # The saves are read after the second frame (a callback appended from an after-frame
        # callback runs a frame later): the first frame shows without waiting for them.
        self.app.after_frame.append(lambda: self.app.after_frame.append(find_continue))
        self.buttons = [
            Button(
                (x, y, w, h),
                "ui.title.continue",
                self.continue_last,
                enabled=self.continue_info is not None,
            ),
            Button((x, y + step, w, h), "ui.title.load", self.open_load),
            Button((x, y + 2 * step, w, h), "ui.title.host", self.open_host),
            Button((x, y + 3 * step, w, h), "ui.title.join", self.open_join),
            Button((x, y + 4 * step, w, h), "ui.title.settings", self.open_settings),
            Button((x, y + 5 * step, w, h), "ui.title.rules", self.open_rules),
            Button((x, y + 6 * step, w, h), "ui.title.quit", self.app.quit),
        ] + [
            Button(
                (x + 168 + i * 68, 650, 60, 36),
                f"ui.language.{lang}_short",
                partial(self.switch_language, lang),
                size=15,
                selected=self.app.settings.language == lang,
            )
            for i, lang in enumerate(("en", "es"))
        ]
        self.layout_cards()

    def button(self, key: str) -> Button:
        return next(b for b in self.buttons if b.key == key)

    def layout_cards(self) -> None:
        ids = registry.game_ids()
        top = 210
        height = 100 if len(ids) <= 4 else 84  # five games still fit above the bottom edge
        gap = CARD_GAP if len(ids) <= 5 else 4
        self.card_rects = {
            gid: pygame.Rect(80, top + i * (height + gap), CARD_W, height)
            for i, gid in enumerate(ids)
        }

    # ---- actions ---------------------------------------------------------------------------------
    def switch_language(self, lang: str) -> None:
        self.app.set_language(lang)
        self.app.save_settings()

    def start_setup(self, game_id: str) -> None:
        """The setup of a game; a game whose data is broken opens the message that says which
        file and key, and why (the other games stay playable)."""
        from game.core import DataError

        from .setup import SetupScene

        broken = registry.problem(game_id)
        if broken is None:
            try:
                self.stack.push(SetupScene(self.app, game_id))
                return
            except DataError as exc:
                broken = exc
        self.stack.push(
            self.app.screens.message(
                i18n.tr("ui.error.title"),
                i18n.tr("ui.error.game_data", game=i18n.tr(f"{game_id}.name"), error=str(broken)),
            )
        )

    def continue_last(self) -> None:
        if self.continue_info is not None:
            self.app.screens.load_and_play(self.continue_info.path)

    def open_load(self) -> None:
        from .load import LoadScene

        self.stack.push(LoadScene(self.app))

    def open_host(self) -> None:
        from .lan import HostGameScene  # the network is loaded when first asked for

        self.stack.push(HostGameScene(self.app))

    def open_join(self) -> None:
        from .lan import JoinScene

        self.stack.push(JoinScene(self.app))

    def open_settings(self) -> None:
        from .settings_scene import SettingsScene

        self.stack.push(SettingsScene(self.app))

    def open_rules(self) -> None:
        from .rules_reader import RulesScene

        self.stack.push(RulesScene(self.app, None))

    # ---- input and drawing -----------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        for b in self.buttons:
            if b.handle(event):
                self.app.audio.play("click")
                return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = next(
                (g for g, r in self.card_rects.items() if r.collidepoint(event.pos)), None
            )
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for gid, rect in self.card_rects.items():
                if rect.collidepoint(event.pos):
                    self.app.audio.play("click")
                    self.start_setup(gid)
                    return True
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_sea(surface)
        self.draw_title(surface)
        theme.blit_text(
            surface,
            i18n.tr("ui.title.choose_game"),
            (84, 172),
            22,
            theme.TEXT_LIGHT,
            bold=True,
            shadow=True,
        )
        for gid, rect in self.card_rects.items():
            self.draw_card(surface, gid, rect, gid == self.hover)
        if not self.card_rects:
            theme.blit_text(surface, i18n.tr("ui.title.no_games"), (84, 210), 18, theme.TEXT_LIGHT)
        for b in self.buttons:
            b.draw(surface)
        if self.continue_info is not None:
            name = i18n.tr(f"{self.continue_info.game_id}.name")
            theme.blit_text(
                surface,
                i18n.tr("ui.title.continue_hint", game=name),
                (880, 218),
                14,
                theme.TEXT_DIM,
            )

    def draw_title(self, surface: pygame.Surface) -> None:
        t = self.app.time
        bob = int(3 * math.sin(t * 1.2))
        shadow, gold = logo(LOGO_SHADOW), logo(theme.GOLD)
        offset = LOGO_SHADOW_OFFSET
        surface.blit(shadow, shadow.get_rect(midtop=(640 + offset, 30 + offset + bob)))
        surface.blit(gold, gold.get_rect(midtop=(640, 30 + bob)))
        theme.blit_text(
            surface,
            subtitle(len(registry.game_ids())),
            (640, 128),
            20,
            theme.FOAM,
            anchor="midtop",
            italic=True,
            shadow=True,
        )

    def draw_card(
        self, surface: pygame.Surface, game_id: str, rect: pygame.Rect, hover: bool
    ) -> None:
        theme.draw_panel(surface, rect, "parchment", radius=12)
        if hover:
            theme.glow(surface, rect, theme.HIGHLIGHT, 3, 12, pulse=self.app.time)
        draw_emblem(surface, game_id, (rect.x + 40, rect.centery), 24)
        theme.blit_text(
            surface, i18n.tr(f"{game_id}.name"), (rect.x + 78, rect.y + 8), 24, theme.INK, bold=True
        )
        low, high = registry.seat_range(game_id)  # from the index: no game is imported
        seats = (
            i18n.tr("ui.title.seats", low=low, high=high)
            if low != high
            else i18n.tr("ui.title.seats_fixed", n=low)
        )
        if registry.problem(game_id) is not None:  # its data is broken: say so on the card
            seats = i18n.tr("ui.title.unavailable")
        theme.blit_text(
            surface,
            seats,
            (rect.right - 16, rect.y + 16),
            15,
            theme.INK_SOFT,
            anchor="topright",
        )
        theme.blit_text(
            surface,
            i18n.tr(f"{game_id}.blurb"),
            (rect.x + 78, rect.y + 40),
            14,
            theme.INK_SOFT,
            width=rect.w - 96,
        )
