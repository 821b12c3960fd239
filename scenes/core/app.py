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
import time
import warnings
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.core import heap

from . import i18n, theme
from .audio import Audio
from .paths import assets_dir, autosave_dir, saves_dir, settings_file
from .settings import Settings, SettingsDamage
from .stack import SceneStack, Stacked

if TYPE_CHECKING:
    import threading

    import pygame_gui

    from game.core.saves import AutosaveSlots, BackgroundWriter

    from .screens import Screens

LOGICAL_SIZE = (1280, 720)
FPS = 60
MAX_DT = 0.1
# Seconds before the next frame is due under which the collector's work due between frames
# waits for a longer wait (game/core/heap.py, `idle`: up to IDLE_LATE new objects).
COLLECT_LEFT = 0.004
# Fonts the tables use, opened and their glyphs drawn one per quiet frame once all is loaded
# (see `idle`): the first text at a font size costs a few milliseconds, too much for the frame
# in which a table opens.
WARM_FONT_SIZES = (*range(8, 25), 28, 34)
WARM_FONT_STYLES = ((False, False), (True, False), (False, True))
WARM_GLYPHS = (
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
    " .,:;!?¿¡'\"()[]+-–—…·×/%&*#@áéíóúüñÁÉÍÓÚÜÑ"
)
# The button styles the tables make while they play (the prompt bar's and the shipyard's): a
# hidden button of each, written in WARM_GLYPHS, is made and dropped once the fonts are warm,
# so that the toolkit's own fonts have drawn their glyphs and read their theme before a table's
# first button (some 3 ms less in that frame).
WARM_BUTTON_STYLES: tuple[str | None, ...] = ("@option_button", None, "@big_button")


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
        self._shown = False  # whether the first frame has been shown
        self._decoder_loaded = False  # set by the warm-up thread (glanced settings)
        self.settings_path = settings_path or settings_file()
        self._settings = settings or Settings.load(self.settings_path)
        if language:
            self.settings.language = language
        if fullscreen is not None:
            self.settings.fullscreen = fullscreen
        pygame.display.init()
        pygame.font.init()
        icon = assets_dir() / "images" / "icon.bmp"
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
        # what runs while the loop waits for the next frame (`wait_for_frame`): a LAN host's
        # table takes its joiners' actions as they arrive (TableScene.between_frames)
        self.between_frames: Callable[[float], None] | None = None
        self.mouse: tuple[int, int] = (0, 0)
        # warm-up (see `warm_up`): the background thread's progress and the errors it found
        self._toolkit_loaded = False  # set by the warm-up thread once pygame_gui is imported
        self._warming: threading.Thread | None = None
        # appended by the warm-up thread, taken by `idle` (a list's append and pop are atomic)
        self._warm_errors: list[tuple[str, Exception]] = []
        self._audio_opened = not audio
        self._settled = False
        self._fonts_to_warm = [
            (size, bold, italic) for size in WARM_FONT_SIZES for bold, italic in WARM_FONT_STYLES
        ]
        self._buttons_to_warm = list(WARM_BUTTON_STYLES)
        self.on_data_error: Callable[[str, Exception], None] | None = None
        # a damaged settings file found when the settings are read after a glance (see
        # `read_settings`): the program tells the player (main.py)
        self.on_settings_damage: Callable[[SettingsDamage], None] | None = None
        self._overrides = (language, fullscreen)  # the command line's, over the file's
        # with each game loaded, the warm-up thread also loads its table's code (launch.install)
        self.preload_table: Callable[[str], object] | None = None

    # ---- services -------------------------------------------------------------------------------
    @property
    def settings(self) -> Settings:
        """The player's settings. When the App was given only a glance at them for the first
        frame (Settings.glance), they are read through the typed boundary after it
        (`read_settings`): by `idle` once the warm-up thread has loaded the decoder, or at once
        by whatever asks for them first."""
        if self._settings.glanced and self._shown:
            self.read_settings()
        return self._settings

    @settings.setter
    def settings(self, settings: Settings) -> None:
        self._settings = settings

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

    def warm_up(self, games: bool = True) -> None:
        """After the first flip, load what the first frame did not need without holding up a
        frame: a background thread imports the widget toolkit's modules and then (with `games`)
        loads every game and its data, which checks every data file (a broken one is handed to
        `on_data_error` on the main thread, see `idle`), its AI levels' tables and its table's
        code (`preload_table`); frames go on meanwhile. Before all that, with glanced settings,
        it loads their decoder (msgspec), for `idle` to read them with."""
        if self._warming is not None:
            return
        import threading

        self._warming = threading.Thread(
            target=self._load_in_background, args=(games,), name="tortuga-warm-up", daemon=True
        )
        self._warming.start()

    def _load_in_background(self, games: bool) -> None:
        # the saves (the title looks for an autosave after its second frame) and with them the
        # decoder (msgspec) the settings need
        from game.core import saves  # noqa: F401

        if self._settings.glanced:
            from . import settings_file  # noqa: F401  (the decoder: `idle` reads the file)

            self._decoder_loaded = True
        import pygame_gui  # noqa: F401  (the module only: the manager is built on the main thread)

        self._toolkit_loaded = True
        if not games:
            return
        from game import registry

        for game_id in registry.game_ids():
            broken = registry.check((game_id,))  # a broken game is only that game unavailable
            if broken:
                self._warm_errors.append((game_id, broken[game_id]))
                continue
            game = registry.get(game_id)
            for level in game.ai_levels():  # the AI's own tables, built once per game
                if not game.searches(level):  # (a search builds on the match's rules)
                    game.policy(level)
            if self.preload_table is not None:  # its modules: not imported when it opens
                self.preload_table(game_id)

    def idle(self) -> None:
        """Between two frames, at most one piece of the warm-up that must run on the main thread:
        glanced settings read (once their decoder is loaded), a data error found by the
        background thread, the widget manager (once its modules are
        loaded), the sound device, once all is loaded `heap.settle` (game/core/heap.py), then
        one font size of WARM_FONT_SIZES per frame, then one button style of
        WARM_BUTTON_STYLES. (The collector's work that is due waits for `wait_for_frame`.)"""
        if self._settings.glanced and self._shown and self._decoder_loaded:
            self.read_settings()
        elif self._warm_errors:
            game_id, exc = self._warm_errors.pop(0)
            if self.on_data_error is not None:
                self.on_data_error(game_id, exc)
            else:
                print(f"Tortuga: {game_id}: a data file is broken.\n  {exc}", file=sys.stderr)
        elif self._manager is None and self._toolkit_loaded:
            _ = self.manager  # a property: built now, not while a scene waits for it
        elif not self._audio_opened and self._toolkit_loaded:
            self._audio_opened = True
            self.audio = Audio(self.settings.effects_volume, self.settings.music_volume)
            self.audio.start_music()
        elif not self._settled and self._manager is not None and self._warmed():
            self._settled = True
            heap.settle()  # all is loaded: keep it out of every later collection
        elif self._settled and self._fonts_to_warm:
            size, bold, italic = self._fonts_to_warm.pop(0)
            theme.font(size, bold, italic).render(WARM_GLYPHS, True, theme.INK)
        elif self._settled and self._buttons_to_warm:
            import pygame_gui

            style = self._buttons_to_warm.pop(0)
            pygame_gui.elements.UIButton(
                pygame.Rect(0, 0, 40, 36),
                WARM_GLYPHS,
                self.manager,
                object_id=pygame_gui.core.ObjectID(class_id=style) if style else None,
                visible=0,
            ).kill()

    @property
    def warm(self) -> bool:
        """Whether the warm-up is over: all loaded, the heap settled, the fonts drawn."""
        return self._settled and not self._fonts_to_warm and not self._buttons_to_warm

    def _warmed(self) -> bool:
        return self._warming is not None and not self._warming.is_alive()

    # ---- settings --------------------------------------------------------------------------------
    def read_settings(self) -> None:
        """Read the settings file through the typed boundary (Settings.load), when the App was
        given only a glance at it (Settings.glance: what the first frame needs, without loading
        the decoder). Its values take effect, the command line's language and fullscreen still
        over them; a damaged file (kept aside, the settings it could not give defaulted) goes
        to `on_settings_damage`."""
        glanced = self._settings
        settings = Settings.load(self.settings_path)
        language, fullscreen = self._overrides
        if language:
            settings.language = language
        if fullscreen is not None or settings.fullscreen == glanced.fullscreen:
            settings.fullscreen = glanced.fullscreen  # what the window is
        self.settings = settings
        theme.set_colourblind(settings.colourblind)
        if settings.fullscreen != glanced.fullscreen:
            self.set_fullscreen(settings.fullscreen)
        if settings.language != glanced.language:
            self.set_language(settings.language)
        if settings.damage is not None:
            if self.on_settings_damage is not None:
                self.on_settings_damage(settings.damage)
            else:
                print(
                    f"Tortuga: settings file damaged ({settings.damage.problem})", file=sys.stderr
                )

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

    def run_loop(self, warm_games: bool = True) -> int:
        """The frame loop, until the last scene leaves or the window closes. Each frame is shown
        (flipped) before the callbacks queued for after it run. After the first flip the
        collector starts (game/core/heap.py) and the warm-up starts (`warm_games`: see
        `warm_up`; glanced settings are read as it goes, see `settings`). The first frame is
        drawn at once: the clock paces the frames after it."""
        self.stack.apply_pending()
        self.after_frame.append(lambda: self.after_first_frame(warm_games))
        probe = startup_probe()
        pace = 0  # no wait before the first frame (the clock counts from its creation)
        due = 0.0
        while self.running:
            if pace:
                self.wait_for_frame(due)
            dt = min(MAX_DT, self.clock.tick(pace) / 1000.0)
            due = time.perf_counter() + 1 / FPS  # when the clock lets the next frame begin
            pace = FPS
            self.update_and_draw(pygame.event.get(), dt)
            pygame.display.flip()
            if probe:
                probe.flipped(self)
            self.after_draw()
            self.idle()
        self.shutdown()
        return self.exit_code

    def wait_for_frame(self, due: float) -> None:
        """Until the next frame is `due` (time.perf_counter seconds), what waits for no frame:
        `between_frames`, if set (it returns by `due`), then, once the heap is settled, the
        collector's work that is due (`heap.idle`), so that it falls neither inside the next
        frame nor an AI decision, nor before a LAN joiner's action; with less than COLLECT_LEFT
        left it waits for a longer wait. The clock then sleeps what is left."""
        if self.between_frames is not None:
            self.between_frames(due)
        if self._settled:
            heap.idle(due - time.perf_counter() < COLLECT_LEFT)

    def after_first_frame(self, warm_games: bool = True) -> None:
        heap.tune()
        self._shown = True
        self.warm_up(warm_games)

    def frame(self, events: Iterable[pygame.event.Event], dt: float) -> None:
        """One frame: input, update, draw, then the after-frame callbacks (no flip, no sleep:
        tests call this directly)."""
        self.update_and_draw(events, dt)
        self.after_draw()

    def update_and_draw(self, events: Iterable[pygame.event.Event], dt: float) -> None:
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

    def after_draw(self) -> None:
        """The callbacks queued for after this frame (a callback queued by one runs a frame
        later); the loop ends when the last scene has left."""
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
        """Run `n` frames without sleeping (what runs between frames runs with no time to
        wait: `wait_for_frame`); `events` are posted before the first one."""
        for e in events:
            pygame.event.post(e)
        for _ in range(n):
            if not self.running:
                break
            self.frame(pygame.event.get(), dt)
            self.wait_for_frame(time.perf_counter())

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


class StartupProbe:
    """`TORTUGA_STARTUP_PROBE=N`: print the wall-clock time of each of the first N flips and the
    processor time the process has used by then (`flip 1 1764111111.123456 0.143210`), and quit
    after the Nth, so that tests/bench/bench_startup.py can time the start-up from outside the
    process."""

    def __init__(self, flips: int) -> None:
        self.flips = flips
        self.count = 0

    def flipped(self, app: App) -> None:
        import time

        self.count += 1
        print(f"flip {self.count} {time.time():.6f} {time.process_time():.6f}", flush=True)
        if self.count >= self.flips:
            app.quit()


def startup_probe() -> StartupProbe | None:
    flips = os.environ.get("TORTUGA_STARTUP_PROBE", "")
    return StartupProbe(int(flips)) if flips.isdigit() and int(flips) > 0 else None


def headless_environment() -> None:
    """Make SDL run without a screen or sound device (screenshots, smoke runs, tests)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("SDL_NO_SIGNAL_HANDLERS", "1")
