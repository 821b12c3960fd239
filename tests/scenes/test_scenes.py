"""Scenes, headless, driven by synthetic events through the real loop (App.frame)."""

from __future__ import annotations

import json

import pygame
import pytest

from game import registry
from game.core import Action, SeatConfig
from game.core.saves import read_save
from scenes.core import theme
from scenes.core.app import App
from scenes.core.settings import Settings
from scenes.menus.load import LoadScene
from scenes.menus.pause import PauseScene
from scenes.menus.settings_scene import SettingsScene
from scenes.menus.setup import SetupScene
from scenes.menus.title import TitleScene
from scenes.table.base import TableScene


def start_title(app: App) -> TitleScene:
    app.stack.push(TitleScene(app))
    app.run_frames(2)
    return app.stack.top


def buttons(scene) -> dict[str, pygame.Rect]:
    """The scene's buttons by their text key."""
    import pygame_gui

    out = {}
    for el in scene.ui.elements if scene.ui else []:
        if isinstance(el, pygame_gui.elements.UIButton):
            out[el.text] = el
    return out


def test_pygame_is_the_community_edition():
    assert getattr(pygame, "IS_CE", False), "plain pygame must never be installed next to pygame-ce"


def test_menu_to_setup_to_match(app):
    title = start_title(app)
    app.click(title.card_rects["duel"].center)
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and setup.info.id == "duel"
    app.press(buttons(setup)["ui.setup.start"])
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert table.match.config.game == "duel"
    assert [s.kind for s in table.match.config.seats] == ["human", "ai"]
    app.run_frames(5)
    assert table.match.log, "the deal (chance steps) ran through the table"


def test_only_an_ai_seat_shows_an_ai_level(app):
    """A human seat's row shows no dimmed "AI: normal": the level is the AI's alone; a seat made
    AI again gets its last level back."""
    import pygame_gui

    title = start_title(app)
    app.click(title.card_rects["duel"].center)
    setup = app.stack.top

    def rows_with_a_level() -> list[int]:
        elements = setup.ui.elements
        names = [e for e in elements if isinstance(e, pygame_gui.elements.UITextEntryLine)]
        rows = sorted({e.rect.y for e in names})[: setup.count]  # the seats' name entries
        ids = set(setup.game.ai_levels())
        level_ys = {
            e.rect.y
            for e in elements
            if isinstance(e, pygame_gui.elements.UIDropDownMenu) and e.selected_option[1] in ids
        }
        return [i for i, y in enumerate(rows) if y in level_ys]

    assert [s["kind"] for s in setup.seats[: setup.count]] == ["human", "ai"]
    assert rows_with_a_level() == [1]
    setup.set_seat(0, "level", "random")
    setup.set_seat(0, "kind", "ai", rebuild=True)
    assert rows_with_a_level() == [0, 1] and setup.seats[0]["level"] == "random"


def test_human_move_through_the_prompt_bar(app):
    title = start_title(app)
    app.click(title.card_rects["duel"].center)
    app.press(buttons(app.stack.top)["ui.setup.start"])
    table = app.stack.top
    for _ in range(60):
        app.run_frames(1)
        d = table.current_human_decision()
        if d is not None and d.kind == "bet":
            break
    assert d is not None and d.kind == "bet"
    button = next(b for b in table.prompt.buttons if b.text.startswith("Bet") or "high" in b.text)
    app.press(button)
    assert table.match.state.bet in ("low", "high")
    assert table.match.can_undo(0)
    table.undo(0)
    assert table.match.state.bet is None


def test_settings_persist_across_a_restart(tmp_path):
    path = tmp_path / "settings.json"
    app = App(Settings(), settings_path=path, audio=False)
    app.stack.push(SettingsScene(app))
    app.run_frames(2)
    scene = app.stack.top
    app.click(scene.rows["fullscreen"].center)  # the On/Off toggle of fullscreen
    scene.set_language("es")
    app.settings.ai_delay = 1.5
    app.press(buttons(app.stack.top)["ui.common.done"])
    app.shutdown()
    again = Settings.load(path)
    assert again.language == "es"
    assert again.ai_delay == 1.5
    assert again.fullscreen is True and again.colourblind is False
    restarted = App(settings_path=path, audio=False)
    assert restarted.settings.language == "es"
    restarted.shutdown()


def test_broken_settings_file_is_kept_aside_and_what_it_can_say_is_kept(tmp_path):
    """One bad value resets that setting only: the volume, the Spanish, the last setups stay."""
    path = tmp_path / "settings.json"
    seat = {"name": "Ana", "kind": "human", "level": "heuristic", "colour": "red"}
    broken = json.dumps(
        {
            "language": "klingon",
            "effects_volume": 0.2,
            "setups": {"duel": {"seats": [seat], "variants": {}}, "x": {"seats": 3}},
        }
    )
    path.write_text(broken)
    s = Settings.load(path)
    assert s.damage is not None and "language" in s.damage.problem
    assert s.language == Settings().language and s.effects_volume == 0.2
    assert s.setups == {"duel": {"seats": [seat], "variants": {}}}  # the broken game's dropped
    spanish = tmp_path / "es.json"
    spanish.write_text(json.dumps({"language": "es", "music_volume": 2}))
    s2 = Settings.load(spanish)
    assert s2.language == "es" and s2.music_volume == Settings().music_volume
    assert s2.damage is not None and "music_volume" in s2.damage.problem
    assert s.damage.kept == tmp_path / "settings.json.damaged"
    assert s.damage.kept.read_text() == broken and not path.exists()
    s.save(path)
    assert Settings.load(path).damage is None  # told once: the next start reads the new file


def _table_for(app: App, seats, seed=5, frames=3) -> TableScene:
    from game.core import Match

    config = registry.get("duel").make_config(list(seats), seed=seed)
    table = app.screens.open_table(Match(registry.rules_for("duel"), config))
    app.stack.apply_pending()
    app.run_frames(frames)
    return table


def test_pause_save_load_continues_the_same_game(app):
    table = _table_for(app, (SeatConfig("Ana", "human"), SeatConfig("Ben", "ai")))
    for _ in range(100):
        app.run_frames(1)
        if table.current_human_decision() is not None:
            break
    table.choose(0, Action("bet", ("high",)))
    app.run_frames(2)
    before = table.match.rules.state_hash(table.match.state)
    steps = len(table.match.log)
    table.open_pause()
    app.run_frames(2)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    app.press(buttons(pause)["ui.pause.save"])
    saved = list(app.saves_dir.glob("duel-*.json"))
    assert len(saved) == 1 and len(read_save(saved[0]).log) == steps
    app.press(buttons(pause)["ui.pause.load"])
    load = app.stack.top
    assert isinstance(load, LoadScene)
    row = next(i for i, info in enumerate(load.entries) if info.path == saved[0])
    load.selected = row
    load.rebuild_ui()
    app.press(buttons(load)["ui.load.load"])
    app.run_frames(1)
    loaded = app.stack.top
    assert isinstance(loaded, TableScene) and loaded is not table
    assert loaded.match.rules.state_hash(loaded.match.state) == before
    assert len(loaded.match.log) == steps


def test_broken_save_is_refused_with_a_message(app):
    path = app.saves_dir / "duel-broken.json"
    path.write_text('{"format": "tortuga-save", "log": [')
    before = path.read_bytes()
    start_title(app)
    assert not app.screens.load_and_play(path)
    app.run_frames(2)
    assert app.stack.top.name == "message"
    assert path.read_bytes() == before


def test_handoff_between_two_humans_hides_the_table(app):
    table = _table_for(app, (SeatConfig("Ana", "human"), SeatConfig("Ben", "human")))
    seen_handoff = False
    for _ in range(200):
        app.run_frames(1)
        top = app.stack.top
        if top.name == "handoff":
            seen_handoff = True
            assert top.seat != table.viewer
            app.press(buttons(top)["ui.handoff.ready"])
            assert table.viewer == top.seat
            break
        d = table.current_human_decision()
        if d is not None:
            table.choose(d.seat, d.options[-1])
    assert seen_handoff


def test_ai_only_match_reaches_game_over(app):
    table = _table_for(app, (SeatConfig("A", "ai", "random"), SeatConfig("B", "ai", "heuristic")))
    for _ in range(2000):
        app.frame([], 1 / 60)
        if app.stack.top.name == "game_over":
            break
    assert app.stack.top.name == "game_over"
    assert table.match.is_over and table.failure is None
    autosave = read_save(table.autosave_path)
    assert autosave.finished is True


def test_title_shows_before_the_widget_toolkit_loads(app):
    title = start_title(app)
    assert app._manager is None, "the first menu frame needs no pygame_gui"
    app.click(title.button("ui.title.settings").rect.center)
    assert isinstance(app.stack.top, SettingsScene) and app._manager is not None


def test_language_switch_rerenders_the_title(app):
    title = start_title(app)
    app.set_language("es")
    app.run_frames(2)
    assert title.button("ui.title.quit").text == "Salir"
    app.click(title.button("ui.language.en_short").rect.center)
    assert app.settings.language == "en" and title.button("ui.title.quit").text == "Quit"


def test_screenshots_of_every_common_scene(tmp_path):
    from scenes.tools import screenshots

    out = tmp_path / "shots"
    assert screenshots(out) == 0
    names = {p.stem for p in out.glob("*.png")}
    assert {"title", "settings", "load", "pause", "handoff", "message", "rules_index"} <= names
    assert "table_duel" in names and "game_over_duel" in names


def test_ai_thinks_off_the_frame_and_acts_after_its_delay(app):
    """A policy that takes its time never blocks a frame; its move lands once it is ready."""
    import threading

    gate = threading.Event()

    class SlowPolicy:
        needs_view = True

        def choose(self, view, decision, rng):
            gate.wait(5)
            return decision.options[0]

    seats = (SeatConfig("Ana", "ai", "random"), SeatConfig("Ben", "ai", "random"))
    table = _table_for(app, seats, frames=0)
    table.policies = {0: SlowPolicy(), 1: SlowPolicy()}
    for _ in range(20):
        app.run_frames(1)
    steps = len(table.match.log)
    assert any(table.runner.thinking(s) for s in (0, 1)), "the AI is still thinking"
    app.run_frames(10)
    assert len(table.match.log) == steps, "nothing was decided while the AI thinks"
    gate.set()
    for _ in range(50):
        app.run_frames(1)
        if len(table.match.log) > steps:
            break
    assert len(table.match.log) > steps


def test_offers_make_board_things_clickable(app):
    table = _table_for(app, (SeatConfig("Ana", "human"), SeatConfig("Ben", "ai")))
    for _ in range(100):
        app.run_frames(1)
        if table.current_human_decision() is not None:
            break
    d = table.current_human_decision()
    rect = pygame.Rect(100, 100, 80, 40)
    table.draw_board = lambda surface, view: table.offer(rect, d.options[1])
    app.run_frames(1)
    app.click(rect.center)
    assert table.match.log[-1].get("action") == d.options[1].to_json()


def test_a_loaded_game_shows_its_past_in_the_log_for_the_viewer_only(app):
    from game.core import Match
    from game.core.playout import play_out

    match = Match(
        registry.rules_for("duel"),
        registry.get("duel").make_config(
            [SeatConfig("Ana", "human"), SeatConfig("Ben", "human")], seed=8
        ),
    )
    play_out(match, [registry.get("duel").policy("random")] * 2, max_steps=12)
    loaded = Match.from_save(registry.rules_for, json.loads(json.dumps(match.to_save())), "x")
    app.screens.open_table(loaded)
    app.run_frames(1)
    table = app.stack.top if isinstance(app.stack.top, TableScene) else app.stack.scenes[-2]
    table.set_viewer(0)
    lines = [t for t, _c in table.log_panel.lines]
    assert sum("is dealt" in t for t in lines) == 2, "the deal from before the load is in the log"
    seen = Match.events_for(0, table.events)
    dealt_to_ben = [e for e in seen if e.type == "dealt" and e.data["seat"] == 1]
    assert dealt_to_ben and "card" not in dealt_to_ben[0].data, "Ben's card stays hidden from Ana"


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_setting_and_its_hint_lie_inside_the_panel(lang, monkeypatch):
    """Played in Spanish: the last setting's hint sat on the panel's bottom border, its
    descenders across it. Every text below the title lies inside the panel's border with room."""
    from scenes.menus import settings_scene

    drawn: list[pygame.Rect] = []
    blit = theme.blit_text

    def record(surface, text, *a, **k):
        rect = blit(surface, text, *a, **k)
        drawn.append(rect)
        return rect

    monkeypatch.setattr(theme, "blit_text", record)
    app = App(Settings(language=lang), audio=False)
    try:
        app.stack.push(SettingsScene(app))
        app.run_frames(2)
        inside = settings_scene.PANEL.inflate(-8, -8)
        below_title = [r for r in drawn if r.top > settings_scene.PANEL.top]
        assert len(below_title) >= 2 * len(settings_scene.ROWS)
        assert all(inside.contains(r) for r in below_title), [
            r for r in below_title if not inside.contains(r)
        ]
    finally:
        app.shutdown()
