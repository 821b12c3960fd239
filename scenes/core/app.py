"""The application: window, clock, the one pygame_gui manager, settings, sound, the scene stack.

Frame order: every event goes first to pygame_gui (`process_events`), then, if no widget took
it, to the top scene; then widgets and scenes update; then scenes draw bottom-up and the widgets
draw over them. The window shows a logical 1280×720 canvas that SDL scales to any window size
(`SCALED | RESIZABLE`): to the whole window, keeping the aspect, smoothly (see `smooth_scaling`).
F11 and the settings' toggle share one fullscreen state, the window's own (`set_fullscreen`).
"""

from __future__ import annotations

import json
import os
import sys
import warnings
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from . import i18n, theme
from .audio import Audio
from .paths import assets_dir, autosave_dir, saves_dir, settings_file
from .screens import Screens
from .settings import Settings
from .stack import SceneStack, Stacked

if TYPE_CHECKING:
    import pygame_gui

    from game.core.saves import AutosaveSlots, BackgroundWriter

LOGICAL_SIZE = (1280, 720)
FPS = 60
MAX_DT = 0.1


def load_theme() -> dict[str, Any]:
    """assets/theme.json with absolute font paths filled in (pygame_gui resolves relative paths
    against the working directory, which is wrong for an installed or frozen program)."""
    data: dict[str, Any] = json.loads((assets_dir() / "theme.json").read_text(encoding="utf-8"))
    paths = {
        "regular_path": theme.font_path(),
        "bold_path": theme.font_path(bold=True),
        "italic_path": theme.font_path(italic=True),
        "bold_italic_path": theme.font_path(True, True),
    }
    for block in data.values():
        font = block.get("font") if isinstance(block, dict) else None
        if isinstance(font, dict) and font.get("name") == "tortuga":
            font.update({k: str(v) for k, v in paths.items()})
    return data


def smooth_scaling() -> None:
    """Before the window opens: let SDL scale the canvas by any factor with linear filtering.
    pygame-ce keeps a SCALED window to whole-number factors unless the hint it reads under the
    name SDL_HINT_RENDER_SCALE_QUALITY is true, and then a 1280×720 canvas in a 1920×1080 window
    stays 1280×720 with black bars; SDL_RENDER_SCALE_QUALITY is SDL's own filter hint (pygame-ce
    asks for "nearest" only at a lower priority than the environment). Not without a screen:
    there is nothing to scale, and pygame-ce's dummy driver crashes opening a second window
    with fractional scales."""
    if headless():
        return
    os.environ.setdefault("SDL_HINT_RENDER_SCALE_QUALITY", "1")
    os.environ.setdefault("SDL_RENDER_SCALE_QUALITY", "linear")


def headless() -> bool:
    return pygame.display.get_driver() in ("dummy", "offscreen")


def first_window_size(desktop: tuple[int, int]) -> tuple[int, int]:
    """The window a player first sees: nine tenths of the desktop at the canvas' aspect, never
    smaller than the canvas itself."""
    w, h = LOGICAL_SIZE
    scale = max(1.0, min(desktop[0] * 0.9 / w, desktop[1] * 0.9 / h))
    return round(w * scale), round(h * scale)


def open_window(fullscreen: bool) -> pygame.Surface:
    flags = pygame.SCALED | pygame.RESIZABLE
    smooth_scaling()
    with warnings.catch_warnings():
        # Without an accelerated renderer pygame-ce warns and still opens a window.
        warnings.simplefilter("ignore")
        try:
            surface = pygame.display.set_mode(LOGICAL_SIZE, flags)
        except pygame.error:
            surface = pygame.display.set_mode(LOGICAL_SIZE)
        if not headless():
            try:  # with fractional scales SDL opens the window as large as the desktop
                window = pygame.Window.from_display_module()
                desktop = pygame.display.get_desktop_sizes()[0]
                window.size = first_window_size(desktop)
                window.position = pygame.WINDOWPOS_CENTERED
            except (pygame.error, IndexError):
                pass
    if fullscreen:
        try:
            pygame.display.toggle_fullscreen()
        except pygame.error:
            pass
    return surface


class App:
    def __init__(
        self,
        settings: Settings | None = None,
        *,
        settings_path: Path | None = None,
        language: str | None = None,
        fullscreen: bool | None = None,
        audio: bool = True,
        screens: Screens | None = None,
    ) -> None:
        self.settings_path = settings_path or settings_file()
        self.settings = settings or Settings.load(self.settings_path)
        if language:
            self.settings.language = language
        if fullscreen is not None:
            self.settings.fullscreen = fullscreen
        pygame.display.init()
        pygame.font.init()
        icon = assets_dir() / "images" / "icon.png"
        if icon.exists():
            pygame.display.set_icon(pygame.image.load(str(icon)))
        pygame.display.set_caption("Tortuga")
        self.screen = open_window(self.settings.fullscreen)
        self.settings.fullscreen = self.window_fullscreen(self.settings.fullscreen)
        self.size = LOGICAL_SIZE
        pygame.key.set_repeat(400, 40)
        i18n.configure(self.settings.language)
        theme.set_colourblind(self.settings.colourblind)
        self._manager: pygame_gui.UIManager | None = None  # loaded after the first frame
        self._audio_wanted = audio
        self.audio = Audio(enabled=False)  # silent until `warm_up` opens the sound device
        self.stack = SceneStack()
        self.clock = pygame.time.Clock()
        self.running = True
        self.exit_code = 0
        self.time = 0.0
        self._writer: BackgroundWriter | None = None
        self._autosaves: AutosaveSlots | None = None
        self._screens = screens
        self.after_frame: list[Callable[[], None]] = []
        self.mouse: tuple[int, int] = (0, 0)

    # ---- services -------------------------------------------------------------------------------
    @property
    def screens(self) -> Screens:
        """The scenes menus and tables open for each other (scenes/core/screens.py), put in
        place by `scenes.launch.install` when the program starts."""
        if self._screens is None:
            raise RuntimeError("this App has no screens: start it with scenes.launch.install(app)")
        return self._screens

    @screens.setter
    def screens(self, screens: Screens) -> None:
        self._screens = screens

    # ---- services started after the first frame -----------------------------------------------------
    @property
    def writer(self) -> BackgroundWriter:
        """Writes saves on a background thread (see game.core.saves.BackgroundWriter)."""
        if self._writer is None:
            from game.core.saves import BackgroundWriter

            self._writer = BackgroundWriter()
        return self._writer

    @property
    def autosaves(self) -> AutosaveSlots:
        if self._autosaves is None:
            from game.core.saves import AutosaveSlots

            self._autosaves = AutosaveSlots(autosave_dir())
        return self._autosaves

    @property
    def saves_dir(self) -> Path:
        return saves_dir()

    @property
    def manager(self) -> pygame_gui.UIManager:
        """The one pygame_gui UIManager, created on first use: importing pygame_gui takes about
        as long as starting pygame itself, so the title menu (drawn without widgets) shows first."""
        if self._manager is None:
            import pygame_gui

            i18n.configure_widgets(self.settings.language)
            self._manager = pygame_gui.UIManager(
                LOGICAL_SIZE,
                load_theme(),
                enable_live_theme_updates=False,
                starting_language=self.settings.language,
                translation_directory_paths=[str(p) for p in i18n.paths()],
            )
            i18n.configure(self.settings.language)
            global _UI_EVENTS
            _UI_EVENTS = ui_event_types()
        return self._manager

    def warm_up(self) -> None:
        """Load what the first frame did not need: the games, the widget toolkit, the sound."""
        from game import registry

        for game_id in registry.game_ids():
            registry.get(game_id)
        _ = self.manager  # built now (a property), not on the first frame
        if self._audio_wanted and not self.audio.enabled:
            self.audio = Audio(self.settings.effects_volume, self.settings.music_volume)
            self.audio.start_music()

    # ---- settings --------------------------------------------------------------------------------
    def save_settings(self) -> None:
        try:
            self.settings.save(self.settings_path)
        except OSError as exc:
            print(f"Tortuga: settings not saved ({exc})", file=sys.stderr)

    def set_language(self, language: str) -> None:
        self.settings.language = language
        i18n.configure(language)
        if self._manager is not None:
            self._manager.set_locale(language)
        i18n.configure(language)
        top = self.stack.top
        if top is not None:
            top.rebuild_ui()

    def apply_settings(self) -> None:
        """Make the current settings take effect (after the settings scene changed them)."""
        theme.set_colourblind(self.settings.colourblind)
        self.audio.set_volumes(self.settings.effects_volume, self.settings.music_volume)
        self.set_fullscreen(self.settings.fullscreen)

    def window_fullscreen(self, wanted: bool) -> bool:
        """Whether the window is fullscreen now (headless, there is no window to ask: `wanted`)."""
        if headless():
            return wanted
        try:
            return bool(pygame.display.is_fullscreen())
        except pygame.error:
            return wanted

    def set_fullscreen(self, on: bool) -> None:
        """Fullscreen on or off: the one way F11 and the settings' toggle go. The setting then
        holds what the window really did (a window manager may refuse), and is saved."""
        if self.window_fullscreen(not on) != on:
            try:
                pygame.display.toggle_fullscreen()
            except pygame.error:
                pass
        full = self.window_fullscreen(on)
        if full != self.settings.fullscreen or full != on:
            self.settings.fullscreen = full
            self.save_settings()

    def sync_fullscreen(self) -> None:
        """After a window event: the window may have left fullscreen by itself (the window
        manager, a key of the desktop's own); the setting follows it."""
        full = self.window_fullscreen(self.settings.fullscreen)
        if full != self.settings.fullscreen:
            self.settings.fullscreen = full
            self.save_settings()

    # ---- the loop --------------------------------------------------------------------------------
    def run(self, first: Stacked) -> int:
        self.stack.push(first)
        self.stack.apply_pending()
        return self.run_loop()

    def run_loop(self) -> int:
        """The frame loop, until the last scene leaves or the window closes."""
        self.stack.apply_pending()
        self.after_frame.append(self.warm_up)
        while self.running:
            dt = min(MAX_DT, self.clock.tick(FPS) / 1000.0)
            self.frame(pygame.event.get(), dt)
            pygame.display.flip()
        self.shutdown()
        return self.exit_code

    def frame(self, events: Iterable[pygame.event.Event], dt: float) -> None:
        """One frame: input, update, draw (no flip, no sleep: tests call this directly)."""
        self.time += dt
        for event in events:
            self.dispatch(event)
        if self._manager is not None:
            self._manager.update(dt)
        top = self.stack.top
        if top is not None:
            top.update(dt)  # scenes beneath an overlay are paused
        self.stack.apply_pending()
        self.draw(self.screen)
        pending, self.after_frame = self.after_frame, []
        for fn in pending:
            fn()
        if not self.stack.scenes:
            self.running = False

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse = event.pos  # logical coordinates (SDL scales them under SCALED)
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.window_fullscreen(self.settings.fullscreen))
            return
        if event.type in _WINDOW_EVENTS:
            self.sync_fullscreen()
        consumed = self._manager.process_events(event) if self._manager is not None else False
        top = self.stack.top
        if top is None:
            return
        if event.type in _UI_EVENTS:
            if not top.handle_ui(event):
                top.handle(event)
        elif not consumed:  # a click on a widget is consumed by pygame_gui above
            top.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        theme.new_frame(surface)
        for scene in self.stack.visible():
            scene.draw(surface)
        if self._manager is not None:
            self._manager.draw_ui(surface)

    def quit(self, code: int = 0) -> None:
        self.exit_code = code
        self.running = False

    def shutdown(self) -> None:
        while self.stack.scenes:
            self.stack.scenes.pop().exit()
        if self._writer is not None:
            self._writer.close()
        self.save_settings()

    # ---- headless helpers (tests, screenshots, smoke) ------------------------------------------
    def run_frames(
        self, n: int, events: Iterable[pygame.event.Event] = (), dt: float = 1 / 60
    ) -> None:
        """Run `n` frames without sleeping; `events` are posted before the first one."""
        for e in events:
            pygame.event.post(e)
        for _ in range(n):
            if not self.running:
                break
            self.frame(pygame.event.get(), dt)

    def screenshot(self, path: Path) -> None:
        self.draw(self.screen)
        pygame.image.save(self.screen, str(path))

    def click(self, pos: tuple[int, int], button: int = 1, frames: int = 3) -> None:
        """A synthetic mouse click at logical `pos`, then a few frames so pygame_gui reacts."""
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        )
        self.run_frames(1)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
        self.run_frames(frames)

    def press(self, element: pygame_gui.core.UIElement, frames: int = 3) -> None:
        """Click a widget by its centre."""
        x, y = element.get_abs_rect().center
        self.click((int(x), int(y)), frames=frames)


def ui_event_types() -> frozenset[int]:
    import pygame_gui

    return frozenset(
        {
            pygame_gui.UI_BUTTON_PRESSED,
            pygame_gui.UI_DROP_DOWN_MENU_CHANGED,
            pygame_gui.UI_HORIZONTAL_SLIDER_MOVED,
            pygame_gui.UI_TEXT_ENTRY_CHANGED,
            pygame_gui.UI_TEXT_ENTRY_FINISHED,
            pygame_gui.UI_SELECTION_LIST_NEW_SELECTION,
            pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION,
            pygame_gui.UI_TEXT_BOX_LINK_CLICKED,
            pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED,
        }
    )


_UI_EVENTS: frozenset[int] = frozenset()  # filled when pygame_gui is loaded
_WINDOW_EVENTS = frozenset(
    {
        pygame.WINDOWSIZECHANGED,
        pygame.WINDOWMAXIMIZED,
        pygame.WINDOWRESTORED,
        pygame.WINDOWMINIMIZED,
    }
)


def headless_environment() -> None:
    """Make SDL run without a screen or sound device (screenshots, smoke runs, tests)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("SDL_NO_SIGNAL_HANDLERS", "1")
