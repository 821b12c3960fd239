"""The start-up order: the first frame is flipped before any deferred work; the warm-up loads the
widget toolkit and every game on a background thread and a broken data file it finds is
handed to the App's `on_data_error` on the main thread."""

from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path

import pygame
import pytest

from game import registry
from game.core import DataError, GameDef
from scenes.menus.title import TitleScene
from scenes.tools import headless_app

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def broken_duel(tmp_path, monkeypatch):
    """The test game reading its cards from a data folder where one value is broken."""
    import duel

    info = dataclasses.replace(duel.INFO, id="duel_files")
    registry.register(GameDef(info, duel.load_content, duel.DuelRules, {}))
    shutil.copytree(ROOT / "data", tmp_path / "data")
    folder = tmp_path / "data" / "duel_files"
    folder.mkdir()
    text = (ROOT / "tests" / "duel_data" / "cards.yaml").read_text()
    (folder / "cards.yaml").write_text(text.replace("value: 3,", 'value: "three",'))
    monkeypatch.setenv("TORTUGA_DATA_DIR", str(tmp_path / "data"))
    yield
    registry.unregister("duel_files")


def test_the_warm_up_reports_a_broken_file_on_the_main_thread(tmp_path, broken_duel):
    app = headless_app(tmp_path)
    seen: list[tuple[str, Exception]] = []
    app.on_data_error = lambda game_id, exc: seen.append((game_id, exc))
    app.warm_up()
    assert app._warming is not None
    app._warming.join(60)
    assert not seen  # nothing is shown from the background thread itself
    app.idle()
    assert len(seen) == 1 and seen[0][0] == "duel_files" and isinstance(seen[0][1], DataError)
    assert "cards.yaml" in str(seen[0][1]) and "cards[2].value" in str(seen[0][1])
    app.idle()  # then the widget manager, built on the main thread
    assert app._manager is not None
    app.shutdown()


def test_the_first_frame_is_flipped_before_the_after_frame_callbacks(tmp_path, monkeypatch):
    app = headless_app(tmp_path)
    order: list[str] = []
    monkeypatch.setattr(pygame.display, "flip", lambda: order.append("flip"))
    monkeypatch.setattr(app, "warm_up", lambda games=True: order.append("warm_up"))
    app.stack.push(TitleScene(app))
    app.after_frame.append(lambda: app.quit())
    assert app.run_loop() == 0
    assert order[:2] == ["flip", "warm_up"]


def test_once_all_is_loaded_the_heap_is_settled(tmp_path):
    import gc

    app = headless_app(tmp_path)
    try:
        app.warm_up()
        assert app._warming is not None
        app._warming.join(120)
        for _ in range(4):  # errors (none), the manager, the sound (off here), then settle
            app.idle()
        assert app._manager is not None and gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()
        app.shutdown()


def test_once_settled_the_loop_collects_between_frames(tmp_path):
    """After the heap is settled, `App.wait_for_frame` (the loop's time between two frames,
    once the work that waits for no frame is done) collects the garbage that is due
    (heap.idle), so that no collection falls inside the next frame or an AI decision (issue
    14); with less than COLLECT_LEFT left before the next frame, it waits for a longer wait."""
    import gc
    import time

    from game.core import heap
    from scenes.core.app import COLLECT_LEFT

    app = headless_app(tmp_path)
    thresholds = gc.get_threshold()
    try:
        heap.tune()
        app.warm_up()
        assert app._warming is not None
        app._warming.join(120)
        while not app.warm:  # settled, and the fonts and buttons warmed (one a frame)
            app.idle()
        gc.collect(0)  # (the count of new objects starts from nothing)
        made = [[i] for i in range(2 * heap.IDLE_AT)]
        assert gc.get_count()[0] >= heap.IDLE_AT
        app.idle()  # the frame's own warm-up step: no collection
        assert gc.get_count()[0] >= heap.IDLE_AT
        app.wait_for_frame(time.perf_counter() + COLLECT_LEFT / 2)  # too little time left
        assert gc.get_count()[0] >= heap.IDLE_AT
        app.wait_for_frame(time.perf_counter() + 0.5)
        assert gc.get_count()[0] < heap.IDLE_AT and made
    finally:
        gc.unfreeze()
        gc.set_threshold(*thresholds)
        app.shutdown()
