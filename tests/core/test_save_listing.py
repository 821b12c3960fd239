"""Saves a player manages: one autosave per match (a loaded match keeps writing its own slot),
near-duplicates left out of the listing, deleting a save with its companions, and the summary
the load screen shows (progress by replay)."""

from __future__ import annotations

import time
from pathlib import Path

from game import registry
from game.core import Match
from game.core.playout import new_match, play_out
from game.core.saves import (
    AutosaveSlots,
    BackgroundWriter,
    delete_save,
    describe,
    distinct,
    list_saves,
    read_save,
    replay_progress,
    save_names,
    write_named_save,
    write_save,
)


def duel(steps: int, seed: int = 7) -> Match:
    match, policies = new_match(
        registry.get("duel"), registry.rules_for("duel"), ["random", "heuristic"], seed
    )
    play_out(match, policies, max_steps=steps)
    return match


def write_at(path: Path, match: Match, saved_at: float) -> Path:
    doc = match.to_save()
    doc["saved_at"] = saved_at
    write_save(path, doc)
    return path


# ---- one autosave per match -------------------------------------------------------------------------
def test_a_match_loaded_from_a_named_save_continues_in_its_own_autosave_slot(tmp_path):
    slots = AutosaveSlots(tmp_path / "auto")
    (tmp_path / "auto").mkdir()
    other = duel(10, seed=3)
    write_at(slots.slot_path(1), other, 1000.0)
    later = duel(14)
    write_at(slots.slot_path(2), later, 2000.0)  # the autosave ran on after the named save
    named = write_named_save(tmp_path, "duel-save", duel(8).to_save())
    loaded = Match.from_save(registry.rules_for, read_save(named))
    assert slots.slot_for(loaded) == slots.slot_path(2)
    assert slots.next_slot() == slots.slot_path(3)


def test_a_new_match_and_another_match_take_the_next_slot(tmp_path):
    slots = AutosaveSlots(tmp_path)
    full = duel(16)
    write_at(slots.slot_path(1), full, 1000.0)
    assert slots.slot_for(duel(0, seed=99)) == slots.slot_path(2)  # another setup
    assert slots.slot_for(duel(8)) == slots.slot_path(1)  # on the way to the saved position
    k = next(k for k in range(1, 16) if duel(k).decisions())
    diverged = duel(k)
    decision = diverged.decisions()[0]
    taken = full.log[k]["action"]
    other = next(a for a in decision.options if a.to_json() != taken)
    diverged.submit(decision.seat, other)  # the same setup, but the logs part ways here
    assert slots.slot_for(diverged) == slots.slot_path(2)


def test_the_listing_keeps_only_the_newest_autosave_of_a_match(tmp_path):
    auto = tmp_path / "auto"
    auto.mkdir()
    slots = AutosaveSlots(auto)
    write_at(slots.slot_path(1), duel(8), 1000.0)
    write_at(slots.slot_path(2), duel(14), 2000.0)  # the same match, further on
    write_at(slots.slot_path(3), duel(14, seed=5), 1500.0)  # another match
    infos = list_saves(auto)
    kept = distinct(infos, auto)
    assert [i.path.name for i in kept] == ["autosave-2.json", "autosave-3.json"]


def test_an_autosave_holding_a_named_saves_position_is_left_out(tmp_path):
    auto = tmp_path / "auto"
    auto.mkdir()
    match = duel(8)
    named = write_named_save(tmp_path, "mine", match.to_save())
    write_at(AutosaveSlots(auto).slot_path(1), match, time.time())
    infos = list_saves(tmp_path) + list_saves(auto)
    assert [i.path for i in distinct(infos, auto)] == [named]
    match2 = duel(14)  # the autosave went on: both are shown
    write_at(AutosaveSlots(auto).slot_path(1), match2, time.time())
    infos = list_saves(tmp_path) + list_saves(auto)
    assert len(distinct(infos, auto)) == 2


def test_damaged_saves_are_always_listed(tmp_path):
    (tmp_path / "broken.json").write_text("{", encoding="utf-8")
    (tmp_path / "broken2.json").write_text("[]", encoding="utf-8")
    infos = list_saves(tmp_path)
    assert len(distinct(infos, tmp_path)) == 2


def test_the_listing_says_who_sits_where_and_digests_the_match():
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        match = duel(12)
        path = write_named_save(Path(tmp), "a", match.to_save())
        info = describe(path)
        assert info.colours == tuple(s.colour for s in match.config.seats)
        assert info.match_key and info.log_key
        again = describe(write_named_save(Path(tmp), "b", match.to_save()))
        assert (again.match_key, again.log_key) == (info.match_key, info.log_key)


# ---- deleting -------------------------------------------------------------------------------------
def test_deleting_a_save_removes_its_journal_backup_and_temp_file(tmp_path):
    path = write_named_save(tmp_path, "gone", duel(10).to_save())
    for suffix in (".journal", ".bak", ".tmp"):
        path.with_name(path.name + suffix).write_bytes(b"x")
    keep = write_named_save(tmp_path, "kept", duel(5).to_save())
    delete_save(path)
    assert save_names(tmp_path) == [keep]
    delete_save(path)  # already gone: no error


def test_a_deleted_autosave_is_not_written_on_by_a_stale_journal(tmp_path):
    writer = BackgroundWriter()
    try:
        path = tmp_path / "autosave-1.json"
        match = duel(5)
        writer.submit(path, match.save_snapshot())
        writer.flush()
        play_out(
            match,
            [registry.get("duel").policy("random")] * 2,
            max_steps=3,
        )
        writer.submit(path, match.save_snapshot())  # appended to the open journal
        writer.flush()
        assert path.with_name(path.name + ".journal").exists()
        assert writer.forget(path)
        delete_save(path)
        assert save_names(tmp_path) == []
        writer.submit(path, match.save_snapshot())  # the match goes on: a fresh snapshot
        writer.flush()
        assert describe(path).steps == len(match.log)
        assert not writer.errors
    finally:
        writer.close()


# ---- the summary ----------------------------------------------------------------------------------
def test_the_summary_is_the_progress_the_match_recorded(tmp_path):
    for game_id, n, steps in (("duel", 2, 40), ("mutinies", 3, 300)):
        game, rules = registry.get(game_id), registry.rules_for(game_id)
        match, policies = new_match(game, rules, ["random"] * n, seed=4)
        play_out(match, policies, max_steps=steps)
        path = write_named_save(tmp_path, game_id, match.to_save())
        log = replay_progress(path, registry.rules_for)
        assert log is not None and log.points == match.progress.points


def test_a_save_that_cannot_be_replayed_has_no_summary(tmp_path):
    (tmp_path / "bad.json").write_text("{}", encoding="utf-8")
    assert replay_progress(tmp_path / "bad.json", registry.rules_for) is None
    assert replay_progress(tmp_path / "missing.json", registry.rules_for) is None
