"""The typed boundary, crash-safe writes, the autosave journal and the listings, piece by piece
(the corpus, the mutations, the kill test and the resume test drive them all together)."""

from __future__ import annotations

import dataclasses
import json
import os
from pathlib import Path

import msgspec
import pytest

from game import registry
from game.core import Match, SaveError, SeatConfig
from game.core.boundary import BoundaryError, Name, decode, read_limited
from game.core.files import atomic_write, write_new
from game.core.game import config_problem
from game.core.journal import JournalWriter, journal_of
from game.core.playout import new_match, play_out
from game.core.saves import (
    AutosaveSlots,
    BackgroundWriter,
    list_saves,
    load_match,
    open_save,
    read_save,
    save_names,
)
from game.core.types import Action, MatchConfig


def ai_levels(game_id: str):
    return registry.get(game_id).ai_levels()


def duel_match(steps: int, seed: int = 7, **kwargs) -> Match:
    match, policies = new_match(
        registry.get("duel"),
        registry.rules_for("duel"),
        ["random", "heuristic"],
        seed,
        variants={"target": 30},
        **kwargs,
    )
    play_out(match, policies, max_steps=steps)
    return match


# ---- the boundary ----------------------------------------------------------------------------------
class Seat(msgspec.Struct, forbid_unknown_fields=True):
    name: Name
    level: int


def test_boundary_errors_name_the_file_and_the_key_path():
    with pytest.raises(BoundaryError) as err:
        decode(
            b'[{"name": "Ana", "level": 1}, {"name": "Ben", "level": "2"}]', list[Seat], "s.json"
        )
    assert err.value.file == "s.json" and err.value.path == "[1].level"
    assert "Expected `int`, got `str`" in err.value.problem
    with pytest.raises(BoundaryError) as err:
        decode(b'[{"name": "' + b"N" * 41 + b'", "level": 1}]', list[Seat], "s.json")
    assert err.value.path == "[0].name" and "length <= 40" in err.value.problem
    with pytest.raises(BoundaryError) as err:
        decode(b'{"name": "Ana", "level": 1, "hat": 2}', Seat, "s.json")
    assert "unknown field `hat`" in err.value.problem


@pytest.mark.parametrize(
    ("raw", "reason"),
    [
        (b"", "empty"),
        (b"[" * 100_000 + b"]" * 100_000, "invalid"),  # the type stops it at the first level
        (b'{"name": "Ana", "level": ' + b"9" * 5000 + b"}", "invalid"),
        (b'{"name": "Ana", "level": NaN}', "malformed"),
        (b'{"name": "Ana\xff", "level": 1}', "malformed"),
    ],
)
def test_boundary_refuses_what_json_and_python_would_choke_on(raw, reason):
    with pytest.raises(BoundaryError) as err:
        decode(raw, Seat, "s.json")
    assert err.value.reason == reason


@dataclasses.dataclass(frozen=True)
class Coin:
    id: str
    limit: int


@dataclasses.dataclass(frozen=True)
class CoinsFile:
    coins: tuple[Coin, ...]


def test_the_same_boundary_serves_parsed_yaml():
    """Game data (YAML) can go through the same helper: typed frozen dataclasses, strict (YAML's
    `no` is not a number), errors with the file and the key path."""
    import yaml

    from game.core.boundary import convert

    text = "coins:\n  - {id: gold, limit: 3}\n  - {id: scrap, limit: no}\n"
    with pytest.raises(BoundaryError) as err:
        convert(yaml.safe_load(text), CoinsFile, "coins.yaml")
    assert (err.value.file, err.value.path) == ("coins.yaml", "coins[1].limit")
    assert "got `bool`" in err.value.problem
    good = convert(yaml.safe_load(text.replace("no", "4")), CoinsFile, "coins.yaml")
    assert good == CoinsFile((Coin("gold", 3), Coin("scrap", 4)))


def test_a_file_over_the_limit_is_refused_without_being_read(tmp_path):
    path = tmp_path / "big.json"
    with open(path, "wb") as fh:
        fh.truncate(150 << 20)  # sparse: 150 MB that cost nothing to make
    with pytest.raises(BoundaryError) as err:
        read_limited(path, 8 << 20)
    assert err.value.reason == "too_big"


def test_no_seat_name_over_40_characters_exists_anywhere():
    SeatConfig("N" * 40)
    for name in ("", "N" * 41, "N" * 100_000):
        with pytest.raises(ValueError):
            SeatConfig(name)
    with pytest.raises(ValueError):
        MatchConfig("duel", (SeatConfig("Ana"),), seed=2**64)


# ---- crash-safe writing ------------------------------------------------------------------------------
def test_the_backup_is_made_without_the_live_file_ever_missing(tmp_path, monkeypatch):
    path = tmp_path / "autosave-1.json"
    atomic_write(path, b"one", backup_old=True)
    seen = []
    real = os.replace

    def watch(src, dst):
        seen.append(path.exists())
        real(src, dst)

    monkeypatch.setattr(os, "replace", watch)
    atomic_write(path, b"two", backup_old=True)
    assert seen == [True, True]  # before publishing the backup, and before replacing the file
    assert path.read_bytes() == b"two" and (tmp_path / "autosave-1.json.bak").read_bytes() == b"one"


def test_two_named_saves_in_the_same_second_never_share_a_file(tmp_path):
    paths = [write_new(tmp_path, "duel-20250101-120000", ".json", b"%d" % n) for n in range(3)]
    assert [p.name for p in paths] == [
        "duel-20250101-120000.json",
        "duel-20250101-120000-2.json",
        "duel-20250101-120000-3.json",
    ]
    assert [p.read_bytes() for p in paths] == [b"0", b"1", b"2"]
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(p.name for p in paths)


def test_the_listing_shows_one_entry_per_save_whichever_files_survive(tmp_path):
    for name in (
        "a.json",
        "b.json.bak",
        "b.json.tmp",
        "c.json.journal",
        "d.json.bak.tmp",
        ".x.json",
    ):
        (tmp_path / name).write_bytes(b"{}")
    assert [p.name for p in save_names(tmp_path)] == ["a.json", "b.json", "c.json"]
    infos = list_saves(tmp_path)
    assert len(infos) == 3 and all(i.problem for i in infos)


def test_the_save_thread_survives_a_failing_write(tmp_path):
    writer = BackgroundWriter()
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    writer.submit(blocked / "a.json", {"format": "tortuga-save"})
    writer.submit(tmp_path / "b.json", {"format": "tortuga-save"})
    assert writer.flush()
    writer.close()
    assert len(writer.errors) == 1 and (tmp_path / "b.json").exists()


# ---- the journal ----------------------------------------------------------------------------------------
def test_the_journal_appends_one_line_per_step_and_replays_to_the_same_match(tmp_path):
    path = tmp_path / "autosave-1.json"
    match = duel_match(0)
    journal = JournalWriter(path)
    policies = [registry.get("duel").policy(s.level) for s in match.config.seats]
    for _ in range(40):
        play_out(match, policies, max_steps=1)
        journal.record(match.save_snapshot())
    journal.close()
    lines = journal_of(path).read_bytes().splitlines()
    assert journal.compactions < 5 and len(lines) > 20
    assert all(len(line.split(b" ", 1)[0]) == 8 for line in lines)
    loaded = load_match(path, registry.rules_for, ai_levels)
    assert loaded.log == match.log and loaded.rng.state() == match.rng.state()


def test_an_undo_is_journalled_as_a_cut(tmp_path):
    from game.core.playout import seat_configs

    game, rules = registry.get("duel"), registry.rules_for("duel")
    config = game.make_config(
        [SeatConfig("Ana", "human"), *seat_configs(["heuristic"])[:1]], seed=3
    )
    match = Match(rules, config)
    match.run_chance()
    path = tmp_path / "autosave-1.json"
    journal = JournalWriter(path)
    journal.record(match.save_snapshot())
    bettor = match.decisions()[0].seat
    match.submit(bettor, Action("bet", ("low",)))
    journal.record(match.save_snapshot())
    match.undo(bettor)
    journal.record(match.save_snapshot())  # nothing after the undo yet: a cut line
    assert read_save(path).log == [
        msgspec.convert(e, type=type(read_save(path).log[0])) for e in match.log
    ]
    match.submit(bettor, Action("bet", ("high",)))
    journal.record(match.save_snapshot())
    journal.close()
    assert load_match(path, registry.rules_for, ai_levels).log == match.log


def test_a_long_match_writes_at_most_three_times_its_final_save(tmp_path, monkeypatch):
    """Issue 13: the whole log rewritten after every step cost 1.7 GB for a 9,170-step Black
    Fleet match (tests/bench/bench_saves.py measures it); the journal costs a few times the
    final save, whatever the length."""
    monkeypatch.setattr(os, "fsync", lambda fd: None)
    game, rules = registry.get("black_fleet"), registry.rules_for("black_fleet")
    match, policies = new_match(game, rules, ["random"] * 4, 19)
    journal = JournalWriter(tmp_path / "autosave-1.json")
    while not match.is_over and len(match.log) < 2000:
        play_out(match, policies, max_steps=1)
        journal.record(match.save_snapshot())
    journal.close()
    final = len(json.dumps(match.to_save(), separators=(",", ":")).encode())
    assert journal.bytes_written <= 3 * final
    assert len(read_save(tmp_path / "autosave-1.json").log) == len(match.log)


def test_a_new_match_in_a_used_slot_starts_with_a_snapshot(tmp_path):
    path = tmp_path / "autosave-1.json"
    first, second = duel_match(30, seed=7), duel_match(20, seed=9)
    writer = BackgroundWriter()
    writer.submit(path, first.save_snapshot())
    writer.submit(path, second.save_snapshot())
    writer.flush()
    writer.close()
    doc = read_save(path)
    assert doc.config.seed == 9 and len(doc.log) == 20


# ---- strict setups ----------------------------------------------------------------------------------------
def test_a_setup_read_from_a_save_must_be_one_the_game_makes():
    for game_id in registry.GAMES:
        game = registry.get(game_id)
        info, n = game.info, max(game.info.min_seats, 3)
        seats = [SeatConfig(f"P{i}", "ai", game.default_level()) for i in range(n)]
        good = game.make_config(seats, seed=1)
        assert config_problem(info, good, game.ai_levels()) is None
        bad_level = MatchConfig(
            game_id,
            (SeatConfig("P0", "ai", "godlike", good.seats[0].colour), *good.seats[1:]),
            good.variants,
            1,
        )
        assert "AI level" in str(config_problem(info, bad_level, game.ai_levels()))
        extra = MatchConfig(game_id, good.seats, {**good.variants, "turbo": True}, 1)
        assert "turbo" in str(config_problem(info, extra))
        if info.variants:
            missing = dict(good.variants)
            missing.pop(info.variants[0].key)
            assert "missing" in str(
                config_problem(info, MatchConfig(game_id, good.seats, missing, 1))
            )
        if info.two_player_variant:
            two = {**good.variants, info.two_player_variant: True}
            assert config_problem(info, MatchConfig(game_id, good.seats, two, 1)) is not None
            with pytest.raises(ValueError):
                game.make_config(seats, variants={info.two_player_variant: True})


def test_a_save_loaded_from_disk_is_the_same_match(tmp_path):
    match = duel_match(45)
    path = tmp_path / "s.json"
    path.write_text(json.dumps(match.to_save()))
    opened = open_save(path)
    assert opened.source == path and opened.fallback_from is None
    loaded = load_match(path, registry.rules_for, ai_levels)
    assert loaded.log == match.log and loaded.rng.state() == match.rng.state()


def test_the_next_autosave_slot_counts_every_file_of_a_slot(tmp_path):
    slots = AutosaveSlots(tmp_path, 3)
    (tmp_path / "autosave-1.json").write_text("{}")
    os.utime(tmp_path / "autosave-1.json", (1000, 1000))
    (tmp_path / "autosave-2.json.bak").write_text("{}")  # a slot whose live file is gone
    os.utime(tmp_path / "autosave-2.json.bak", (2000, 2000))
    assert slots.next_slot() == tmp_path / "autosave-3.json"
    assert [p.name for p in slots.used()] == ["autosave-1.json", "autosave-2.json"]


def test_a_refused_save_names_its_file_and_where_it_is_wrong(tmp_path):
    doc = duel_match(30).to_save()
    doc["log"][3] = {"seat": 0, "action": ["bet", "high"], "ms": "fast"}
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError) as err:
        read_save(path)
    assert err.value.file == "broken.json" and err.value.key == "core.save.invalid"
    assert err.value.key_args["where"] == "log[3].ms"


def test_match_files_outside_a_folder_are_not_listed(tmp_path):
    assert list_saves(tmp_path / "missing") == []
    assert list_saves(Path("/proc/1/nonexistent")) == []
