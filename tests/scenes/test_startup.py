"""The player's start (`python main.py`): what the first frame needs and nothing more, and what is
left for after it still done: the settings read through the typed boundary (a damaged file kept
aside and the player told), the collector turned on."""

from __future__ import annotations

import gc
import json
import os
import subprocess
import sys
from pathlib import Path

import pygame

from scenes import program
from scenes.core.app import App
from scenes.core.settings import Settings
from scenes.launch import install
from scenes.menus.title import TitleScene

ROOT = Path(__file__).resolve().parents[2]

# Loaded after the first frame, never before it: the decoder of the settings and saves, the widget
# toolkit and its YAML, the games' engine, the command-line parser, the warm-up's threads.
LATER = (
    "msgspec",
    "yaml",
    "pygame_gui",
    "argparse",
    "threading",
    "game.core.saves",
    "game.core.match",
    "game.core.boundary",
    "scenes.core.settings_file",
)
PROBE = """
import sys, pygame
flip = pygame.display.flip
def first_flip():
    flip()
    print("loaded:", ",".join(m for m in {later!r} if m in sys.modules), flush=True)
    print("collector:", gc.isenabled(), flush=True)
pygame.display.flip = first_flip
import gc
from scenes import program
sys.exit(program.main([]))
"""


def start(home: Path, flips: int = 1) -> subprocess.CompletedProcess[str]:
    env = dict(
        os.environ,
        TORTUGA_HOME=str(home),
        TORTUGA_STARTUP_PROBE=str(flips),
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        SDL_NO_SIGNAL_HANDLERS="1",
    )
    code = PROBE.format(later=LATER)
    return subprocess.run(
        [sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True, text=True, timeout=120
    )


def test_the_first_frame_loads_only_what_the_title_needs(tmp_path):
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "settings.json").write_text(json.dumps({"language": "es"}))
    out = start(tmp_path)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert "loaded: " in lines and "collector: False" in lines, out.stdout


def test_the_defaults_without_arguments_are_the_parsers():
    plain = vars(program.parse_args([]))
    assert plain == vars(program.parser().parse_args([])) == program.DEFAULTS
    plain["variant"].append("x=1")  # each start has its own list
    assert program.DEFAULTS["variant"] == []


def test_a_glance_reads_what_the_first_frame_needs_and_is_never_saved(tmp_path):
    path = tmp_path / "settings.json"
    doc = {"language": "es", "fullscreen": True, "colourblind": True, "ai_delay": 2.0}
    path.write_text(json.dumps(doc))
    seen = Settings.glance(path)
    assert (seen.language, seen.fullscreen, seen.colourblind) == ("es", True, True)
    assert seen.ai_delay == Settings().ai_delay and seen.glanced
    seen.save(path)
    assert json.loads(path.read_text()) == doc  # untouched
    path.write_text(json.dumps({"language": "klingon", "fullscreen": 1}))
    seen = Settings.glance(path)
    assert (seen.language, seen.fullscreen) == ("en", False)
    for bad in (b"[" * 100_000, b"\xff\xfe", b"{", b"[]", b" " * (1 << 20)):
        path.write_bytes(bad)
        assert Settings.glance(path) == Settings()
    assert Settings.glance(tmp_path / "none.json") == Settings()


def glanced_app(path: Path) -> App:
    app = install(App(Settings.glance(path), settings_path=path, audio=False))
    app.stack.push(TitleScene(app))
    app.stack.apply_pending()
    return app


def test_after_the_first_frame_the_settings_are_read_through_the_boundary(tmp_path):
    """The warm-up thread loads the decoder first; the main thread then reads the file."""
    path = tmp_path / "settings.json"
    Settings(language="es", ai_delay=2.0, setups={"duel": {"seats": [], "variants": {}}}).save(path)
    app = glanced_app(path)
    thresholds = gc.get_threshold()
    try:
        app.run_frames(1)
        assert app.settings.glanced and app.settings.ai_delay == Settings().ai_delay
        app.after_first_frame(warm_games=False)
        assert app._warming is not None
        app._warming.join(60)
        app.idle()
        assert not app._settings.glanced  # read by `idle`, not by the asking below
        assert app.settings == Settings.load(path)
        assert app.settings.ai_delay == 2.0 and "duel" in app.settings.setups
        assert app.stack.top is not None and app.stack.top.name == "title"
        app.settings.effects_volume = 0.25
        app.shutdown()
        assert Settings.load(path).effects_volume == 0.25  # the settings read are saved
    finally:
        gc.set_threshold(*thresholds)


def test_a_damaged_file_found_after_the_first_frame_is_kept_aside_and_told(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    broken = json.dumps({"language": "es", "effects_volume": 7})
    path.write_text(broken)
    app = glanced_app(path)
    monkeypatch.setattr(app, "warm_up", lambda games=True: None)
    told = []
    app.on_settings_damage = told.append
    thresholds = gc.get_threshold()
    try:
        app.run_frames(1)
        assert app.settings.language == "es"  # the glance: the first frame in Spanish
        app.after_first_frame()
        assert not told  # the warm-up has not loaded the decoder: nothing is read yet ...
        # ... until something asks for the settings: the bad volume is reset, the rest kept
        assert app.settings == Settings(language="es")
        assert len(told) == 1 and "effects_volume" in told[0].problem
        assert told[0].kept == tmp_path / "settings.json.damaged"
        assert told[0].kept.read_text() == broken and not path.exists()
        app.run_frames(1)
        app.shutdown()
    finally:
        gc.set_threshold(*thresholds)
    assert Settings.load(path).damage is None  # told once


def test_main_tells_a_damaged_settings_file_in_the_message_scene(tmp_path, monkeypatch):
    """`python main.py` with a damaged settings file: the title shows, then the message scene
    names the problem and the file kept aside."""
    from scenes.menus.message import MessageScene

    monkeypatch.setenv("TORTUGA_HOME", str(tmp_path))
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "settings.json").write_text('{"language": "es", "music_volume": "x"}')
    seen: dict[str, object] = {}

    def frames(app: App, warm_games: bool = True) -> int:
        app.stack.apply_pending()
        app.run_frames(1)
        seen["first"] = app.stack.top
        app.after_first_frame(warm_games=False)
        assert app._warming is not None
        app._warming.join(60)
        app.idle()
        app.run_frames(1)
        seen["then"] = app.stack.top
        app.quit()
        app.shutdown()
        return app.exit_code

    monkeypatch.setattr(App, "run_loop", frames)
    assert program.main(["--windowed"]) == 0
    assert isinstance(seen["first"], TitleScene)
    message = seen["then"]
    assert isinstance(message, MessageScene)
    assert "music_volume" in message.text and "settings.json.damaged" in message.text


def test_the_first_frame_is_not_paced(tmp_path, monkeypatch):
    """The clock paces the frames after the first: it does not wait before it."""
    app = glanced_app(tmp_path / "settings.json")
    paces: list[int] = []
    real = app.clock

    class Clock:
        def tick(self, fps: int = 0) -> int:
            paces.append(fps)
            if len(paces) == 3:
                app.quit()
            return real.tick()

    monkeypatch.setattr(app, "clock", Clock())  # a stand-in recording the pace asked
    monkeypatch.setattr(app, "warm_up", lambda games=True: None)
    monkeypatch.setattr(pygame.display, "flip", lambda: None)
    thresholds = gc.get_threshold()
    try:
        app.run_loop()
    finally:
        gc.set_threshold(*thresholds)
    assert paces == [0, 60, 60]


def differs_by_at_most(a: pygame.Surface, b: pygame.Surface) -> int:
    """The largest difference between two pictures' channels, pixel by pixel."""
    most = 0
    for x, y in ((a, b), (b, a)):
        over = x.copy()
        over.blit(y, (0, 0), special_flags=pygame.BLEND_RGB_SUB)  # max(0, x - y) per channel
        most = max(most, max(pygame.image.tobytes(over, "RGB")))
    return most


def test_the_sea_shaded_ring_by_ring_is_the_frames_drawn_one_over_the_other(tmp_path):
    """The title's sea: its vignette, darkened ring by ring with two fills each, has every pixel
    of the frames of `vignette_frames` drawn one over the other on a shade as large as the sea
    and blitted, to within a unit of rounding."""
    from scenes.core import theme

    app = glanced_app(tmp_path / "settings.json")
    try:
        for w, h in ((1280, 720), (1000, 701), (640, 480)):
            expected = theme.tiled("sea", w, h).copy()
            shade = pygame.Surface((w, h), pygame.SRCALPHA)
            for inset, width, alpha in theme.vignette_frames(w, h):
                box = (inset, inset, w - 2 * inset, h - 2 * inset)
                pygame.draw.rect(shade, (*theme.VIGNETTE, alpha), box, width=width)
            expected.blit(shade, (0, 0))
            assert differs_by_at_most(theme.tiled("sea", w, h), expected) > 20  # (it is shaded)
            assert differs_by_at_most(theme.sea_background(w, h), expected) <= 1
    finally:
        app.shutdown()


def test_the_first_sea_of_a_size_is_painted_on_the_screen_and_its_picture_made_after(tmp_path):
    """The title's first frame makes no picture as large as the window for its sea: it paints
    the sea onto the screen, and the cached picture, the same pixels, is made the next frame."""
    from scenes.core import theme

    app = glanced_app(tmp_path / "settings.json")
    try:
        size = (1000, 600)
        theme.sea_background.cache_clear()
        theme._sea_painted.discard(size)
        first, second = pygame.Surface(size), pygame.Surface(size)
        theme.draw_sea(first)
        assert theme.sea_background.cache_info().currsize == 0
        theme.draw_sea(second)
        assert theme.sea_background.cache_info().currsize == 1
        assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(second, "RGB")
        assert pygame.image.tobytes(second, "RGB") == pygame.image.tobytes(
            theme.sea_background(*size), "RGB"
        )
    finally:
        app.shutdown()


def test_the_logo_file_is_the_title_text_as_the_font_renders_it_now(tmp_path):
    """assets/images/logo.bmp, read instead of rendering TORTUGA at 84 points for the first
    frame, is that text as the font renders it (after a font change: python
    tools/gen_assets.py); its shadow is the same glyphs in the shadow's colour."""
    from scenes.core import theme
    from scenes.menus import title

    app = glanced_app(tmp_path / "settings.json")
    try:
        title.logo.cache_clear()
        for colour in (theme.GOLD, title.LOGO_SHADOW):
            rendered = theme.text(title.LOGO, title.LOGO_SIZE, colour, bold=True)
            read = title.logo(colour)
            assert read.get_size() == rendered.get_size(), colour
            assert pygame.image.tobytes(read, "RGBA") == pygame.image.tobytes(rendered, "RGBA")
    finally:
        app.shutdown()


def test_the_language_changes_while_the_widgets_translator_is_half_loaded(monkeypatch):
    """The settings read after the first frame may change the language while the warm-up thread
    is importing pygame_gui and its translator (python-i18n): ours changes, that one is left
    alone until `configure_widgets` has set it up."""
    import types

    from scenes.core import i18n

    half_loaded = types.ModuleType("i18n")  # what another thread's import leaves meanwhile
    monkeypatch.setitem(sys.modules, "i18n", half_loaded)
    monkeypatch.setattr(i18n, "_widgets", False)
    before = i18n.language()
    try:
        i18n.configure("es")
        assert i18n.language() == "es" and i18n.tr("ui.title.quit") == "Salir"
    finally:
        i18n.configure(before)


def _flat(prefix: str, node, out: dict) -> None:
    """How the strings were looked up before they were read by namespace: every file of a
    language flattened into one table (`ui.title.quit` -> "Quit"), plurals kept whole."""
    if isinstance(node, dict) and not (node and set(node) <= {"zero", "one", "few", "many"}):
        for k, v in node.items():
            _flat(f"{prefix}.{k}", v, out)
    else:
        out[prefix] = node


def test_a_string_read_by_namespace_is_the_one_the_whole_table_gave(monkeypatch):
    """The title reads only the files it needs (data/i18n/ui.*.json and the games'): every key
    of every file still gives what one table of all the files gave, and a group of keys is no
    string (`has` is false for it), in both languages."""
    from scenes.core import i18n

    before = i18n.language()
    try:
        for lang in ("en", "es"):
            table: dict = {}
            groups: set[str] = set()
            for folder in i18n.paths():
                for path in sorted(folder.glob(f"*.{lang}.json")):
                    data = json.loads(path.read_text(encoding="utf-8"))
                    _flat(path.name[: -len(f".{lang}.json")], data[lang], table)
            for key in table:
                parts = key.split(".")
                groups.update(".".join(parts[:n]) for n in range(1, len(parts)))
            i18n.configure(lang)
            assert len(table) > 1000
            for key, value in table.items():
                assert i18n._in_language(key, lang) == value, key
            for group in groups - set(table):
                assert not i18n.has(group), group
            assert not i18n.has("ui.title.no_such_key") and i18n.tr("no.such") == "no.such"
    finally:
        i18n.configure(before)


def test_the_collector_runs_while_the_data_is_checked(monkeypatch, capsys):
    """Only the player's start holds the collector until its first frame: checking every
    game's data (--list, --smoke) makes garbage, which must not be frozen with the content."""
    seen: list[bool] = []
    check = program.check_content

    def checking(*args, **kwargs):
        seen.append(gc.isenabled())
        return check(*args, **kwargs)

    monkeypatch.setattr(program, "check_content", checking)
    assert program.main(["--list"]) == 0
    assert seen == [True] and gc.isenabled()
    capsys.readouterr()
