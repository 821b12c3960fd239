"""Every file of the damaged corpus (tests/fixtures/damaged, made by its make_corpus.py from
tests/support/damage.py), driven through the paths the program uses: the load screen's listing,
the title's Continue, `load_and_play`, the settings at start-up and the setup screen.

Targets (issue 13): no traceback, no crash, no silent acceptance. A damaged file is refused with
the expected reason and left byte for byte as it was; a control loads exactly as written (saving
it again gives the same document); an autosave whose live file is gone or damaged loads from the
companion the catalogue names, with the steps it names.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from functools import cache
from pathlib import Path

import pytest
from support import damage

from game import registry
from game.core.saves import describe, list_saves, load_match, open_save

HERE = Path(__file__).resolve().parent
CORPUS = HERE.parent / "fixtures" / "damaged"
MANIFEST = json.loads((CORPUS / "manifest.json").read_text(encoding="utf-8"))
ROOT = HERE.parents[1]

# Refusals only a replay finds (the listing reads files, it does not replay them): such a save
# is listed, and loading it (load screen or Continue) shows the reason.
REPLAY = {
    "unknown_game",
    "rules_version",
    "setup_refused",
    "step_illegal",
    "step_malformed",
    "step_diverges",
    "outcome_invalid",
    "diverges",
    "finished_disagrees",
}
SAVES = sorted(MANIFEST["saves"]) + sorted(k for k, c in damage.SAVE_CASES.items() if c.big)
SETTINGS = sorted(MANIFEST["settings"]) + sorted(damage.BIG_SETTINGS)


def ai_levels(game_id: str):
    return registry.get(game_id).ai_levels()


@cache
def _source(steps: int) -> str:
    return json.dumps(damage.source_doc(steps))


def source(steps: int = damage.SOURCE_STEPS) -> dict:
    return json.loads(_source(steps))


def save_bytes(case: str) -> tuple[bytes, str]:
    if case in MANIFEST["saves"]:
        return (CORPUS / "saves" / f"{case}.json").read_bytes(), MANIFEST["saves"][case]
    made = damage.SAVE_CASES[case]
    return made.make(source()), made.expect


def same_document(loaded, doc: dict) -> bool:
    """The loaded match saved again is the document it was loaded from (nothing patched up):
    all but the time of saving and the program's version, and the hashes where the file had
    none (a match that records no hashes writes none)."""
    again = json.loads(json.dumps(loaded.to_save()))
    ignore = {"saved_at", "app_version"} | ({"hashes"} if not doc["hashes"] else set())
    return {k: v for k, v in again.items() if k not in ignore} == {
        k: v for k, v in doc.items() if k not in ignore
    }


def message_shown(app) -> str:
    from scenes.menus.message import MessageScene

    top = app.stack.top
    return top.text if isinstance(top, MessageScene) else ""


def test_the_corpus_covers_what_the_audit_found():
    counts = {part: len(cases) for part, cases in MANIFEST.items()}
    assert counts["saves"] + len(SAVES) - len(MANIFEST["saves"]) >= 111
    assert counts["settings"] + len(damage.BIG_SETTINGS) >= 21
    assert counts["autosaves"] >= 10
    expected = {c.expect for c in damage.SAVE_CASES.values()}
    assert {"refused:core.save.outcome_invalid", "refused:core.save.setup_refused"} <= expected


@pytest.mark.parametrize("case", SAVES)
def test_a_damaged_save_is_refused_everywhere_and_left_alone(case, app):
    """The load screen lists it (as damaged), Continue skips it, loading it shows a message;
    a good save beside it still loads."""
    from scenes.menus.load import LoadScene
    from scenes.menus.title import TitleScene

    data, expect = save_bytes(case)
    saves, slots = app.saves_dir, app.autosaves
    path = saves / f"{case}.json"
    path.write_bytes(data)
    auto = slots.slot_path(1)
    os.link(path, auto)  # the same bytes (one copy on disk: some cases are 150 MB)
    good = saves / "good.json"
    good.write_text(_source(damage.SOURCE_STEPS - 2), encoding="utf-8")

    listed = {i.path.name: i for i in list_saves(saves)}
    info = listed[path.name]
    assert listed["good.json"].problem == ""
    refused = expect.startswith("refused:")
    key = expect.removeprefix("refused:")
    found_by_listing = refused and key.removeprefix("core.save.") not in REPLAY
    if found_by_listing:
        assert info.problem_key == key, info.problem
    else:
        assert info.problem == "", info.problem
        assert info.steps == len(json.loads(data.decode("utf-8-sig"))["log"])
    listed_ok = not found_by_listing and info.game_id in registry.game_ids()

    title = TitleScene(app)  # start-up: the first frame reads the autosaves for Continue
    app.stack.push(title)
    app.run_frames(2)
    assert (title.continue_info is not None) == (listed_ok and not info.finished)
    load = LoadScene(app)
    app.stack.push(load)
    app.run_frames(2)
    # the autosave holds the same position as the named save: listed once (saves.distinct),
    # unless the listing cannot read which match it is (a damaged save is always listed)
    shown = 2 if info.match_key else 3
    assert len(load.entries) == shown
    assert sum(load.loadable(i) for i in load.entries) == (shown if listed_ok else 1)

    # the autosave first: a match loaded goes on in the autosave slot of its match (one autosave
    # per match), so once the named save is loaded and played on, the autosave holds more
    for target in (auto, path):
        ok = app.screens.load_and_play(target)
        assert ok is not refused
        app.run_frames(1)
        if refused:
            assert target.name in message_shown(app)
            app.stack.pop()
            app.run_frames(1)
        else:
            assert app.stack.top.name != "message"
            assert same_document(app.stack.top.match, json.loads(data.decode("utf-8-sig")))
            app.stack.reset(TitleScene(app))
            app.run_frames(1)
    if refused:
        assert path.read_bytes() == data and auto.read_bytes() == data


@pytest.mark.parametrize("case", sorted(MANIFEST["autosaves"]))
def test_an_autosave_folder_loads_from_what_survives_or_is_refused(case, app):
    folder = app.autosaves.folder
    for f in (CORPUS / "autosaves" / case).iterdir():
        shutil.copy(f, folder / f.name)
    before = {f.name: f.read_bytes() for f in folder.iterdir()}
    expect = MANIFEST["autosaves"][case]
    path = app.autosaves.slot_path(1)
    info = describe(path)
    listed = [i for i in list_saves(folder) if i.path == path]
    assert listed == [info]
    if expect.startswith("refused:"):
        assert info.problem_key == expect.removeprefix("refused:"), info.problem
        assert app.autosaves.latest_unfinished() is None
    else:
        _, source_name, steps = expect.split(":")
        assert info.problem == "" and info.steps == int(steps)
        assert info.recovered_from == ("" if source_name == path.name else source_name)
        assert open_save(path).source.name == source_name
        assert app.autosaves.latest_unfinished() == info
        match = load_match(path, registry.rules_for, ai_levels)
        assert match.log == source(int(steps))["log"]
        assert match.rng.state() == source(int(steps))["rng"]
    assert {f.name: f.read_bytes() for f in folder.iterdir()} == before


@pytest.mark.parametrize("case", SETTINGS)
def test_a_damaged_settings_file_is_kept_aside_and_the_player_told(case, tmp_path, monkeypatch):
    """Start-up reads settings.json: a damaged one is moved to settings.json.damaged (the same
    bytes), its settings that fit are kept and the rest defaulted, `damage` says why; the setup
    screen works either way."""
    from scenes.core.app import App
    from scenes.core.settings import Settings
    from scenes.launch import install
    from scenes.menus.setup import SetupScene

    monkeypatch.setenv("TORTUGA_HOME", str(tmp_path / "home"))
    if case in MANIFEST["settings"]:
        data, expect = (
            (CORPUS / "settings" / f"{case}.json").read_bytes(),
            MANIFEST["settings"][case],
        )
    else:
        make, expect = damage.BIG_SETTINGS[case]
        data = make()
    path = tmp_path / "settings.json"
    path.write_bytes(data)
    app = install(App(settings_path=path, audio=False))
    try:
        if expect == "damaged":
            assert app.settings.damage is not None
            assert app.settings.damage.kept == tmp_path / "settings.json.damaged"
            assert damage.salvaged(app.settings, data) == [], case  # none invented
        else:
            assert app.settings.damage is None
            written = json.loads(data.decode("utf-8-sig"))
            assert {k: v for k, v in app.settings.to_dict().items() if k in written} == written
        app.stack.push(SetupScene(app, "duel"))
        app.run_frames(3)
        setup = app.stack.top
        assert all(0 < len(s.name) <= 40 for s in setup.seat_configs())
        setup.start()
        app.run_frames(2)
        assert app.stack.top.name != "setup", setup.error
    finally:
        app.shutdown()
    again = Settings.load(path)
    assert again.damage is None  # told once: the file written at exit reads back
    if expect == "damaged":
        assert (tmp_path / "settings.json.damaged").read_bytes() == data


def test_python_main_starts_with_the_worst_files_in_place(tmp_path):
    """`python main.py` with damaged autosaves, named saves and settings: no exit, no
    traceback; the settings problem is reported once."""
    home = tmp_path / "home"
    (home / "data" / "autosave").mkdir(parents=True)
    (home / "data" / "saves").mkdir(parents=True)
    (home / "config").mkdir(parents=True)
    worst = ["saved_at_yesterday", "nested_100k_arrays", "digits_5000_counter"]
    for n, case in enumerate(worst, 1):
        data, _ = save_bytes(case)
        (home / "data" / "autosave" / f"autosave-{n}.json").write_bytes(data)
        (home / "data" / "saves" / f"{case}.json").write_bytes(data)
    (home / "config" / "settings.json").write_bytes(
        (CORPUS / "settings" / "nested_100k.json").read_bytes()
    )
    env = dict(
        os.environ,
        TORTUGA_HOME=str(home),
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        SDL_NO_SIGNAL_HANDLERS="1",
    )
    proc = subprocess.Popen(
        [sys.executable, str(ROOT / "main.py")],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    kept = home / "config" / "settings.json.damaged"
    deadline = time.monotonic() + 90
    while not kept.exists() and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.1)  # start-up read the settings ...
    time.sleep(4)  # ... and a few seconds of frames: the title reads the autosaves
    alive = proc.poll() is None
    proc.kill()
    _, err = proc.communicate()
    assert alive, err
    assert "Traceback" not in err
    assert err.count("settings file damaged") == 1
    assert kept.exists()
