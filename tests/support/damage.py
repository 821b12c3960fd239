"""The damaged-file catalogue: saves, autosave folders and settings files broken in every way the
fault audit found (and more), each with what the program must do with it.

A case is a name, a way to make the damaged file(s) from a good source, and the expected outcome:

- `refused:<key>`  the file is refused with the SaveError key `core.save.<...>` (or, for settings,
                    `damaged`: kept aside as settings.json.damaged, what fits kept: `salvaged`);
- `loads`          the file is not damaged (a control) and loads exactly as written;
- `recovers:<name>:<steps>`  an autosave folder whose live file is gone or damaged: it loads from
                    the companion `<name>` (".json" for the live file itself) with `<steps>` steps.

The source save is a mid-game match of the test game (tests/duel.py), which no other game's
changes touch. tests/fixtures/damaged/make_corpus.py writes the small cases to that folder (the
corpus); `BIG` cases (megabytes) are made at test time instead of being committed.
"""

from __future__ import annotations

import copy
import json
import re
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

SOURCE_SEED = 7  # a 60-step match: at 52 steps it is under way, with hashes at 25 and 50
SOURCE_STEPS = 52
SAVED_AT = 1_700_000_000.0
DEEP = 100_000


@dataclass(frozen=True)
class Case:
    make: Callable[[dict[str, Any]], bytes]
    expect: str
    big: bool = False


@dataclass(frozen=True)
class FolderCase:
    """Files of one autosave (`autosave-1.json` and companions), made in a folder."""

    make: Callable[[Path, Callable[[int], dict[str, Any]]], None]
    expect: str


# ---- the source ----------------------------------------------------------------------------------
def source_match(steps: int = SOURCE_STEPS, seed: int = SOURCE_SEED):
    from game import registry
    from game.core.playout import new_match, play_out

    game = registry.get("duel")
    match, policies = new_match(
        game, registry.rules_for("duel"), ["random", "heuristic"], seed, variants={"target": 30}
    )
    play_out(match, policies, max_steps=steps)
    assert not match.is_over and len(match.log) == steps
    return match


def source_doc(steps: int = SOURCE_STEPS) -> dict[str, Any]:
    doc = json.loads(json.dumps(source_match(steps).to_save()))
    doc["saved_at"] = SAVED_AT + steps
    return doc


def dump(doc: Any) -> bytes:
    return json.dumps(doc, ensure_ascii=False).encode("utf-8")


def _set(path: str, value: Any) -> Callable[[dict[str, Any]], bytes]:
    """A case that sets `path` (dotted; list indexes as numbers) to `value`."""

    def make(doc: dict[str, Any]) -> bytes:
        node: Any = doc
        *parents, last = [int(p) if p.lstrip("-").isdigit() else p for p in path.split(".")]
        for p in parents:
            node = node[p]
        node[last] = copy.deepcopy(value)
        return dump(doc)

    return make


def _drop(path: str) -> Callable[[dict[str, Any]], bytes]:
    def make(doc: dict[str, Any]) -> bytes:
        node: Any = doc
        *parents, last = path.split(".")
        for p in parents:
            node = node[int(p) if p.isdigit() else p]
        del node[last]
        return dump(doc)

    return make


def _text(fn: Callable[[str], str]) -> Callable[[dict[str, Any]], bytes]:
    return lambda doc: fn(dump(doc).decode()).encode()


def _raw(data: bytes) -> Callable[[dict[str, Any]], bytes]:
    return lambda doc: data


def _first(doc: dict[str, Any], kind: str) -> int:
    """Index of the first log entry of `kind` ("chance" or "seat")."""
    return next(i for i, e in enumerate(doc["log"]) if kind in e)


def _edit(fn: Callable[[dict[str, Any]], None]) -> Callable[[dict[str, Any]], bytes]:
    def make(doc: dict[str, Any]) -> bytes:
        fn(doc)
        return dump(doc)

    return make


def _roll_index(doc: dict[str, Any]) -> int:
    """The first die roll (a one-item list of an int) in the log."""
    return next(
        i
        for i, e in enumerate(doc["log"])
        if isinstance(e.get("chance"), list) and isinstance(e["chance"][0], int)
    )


def _after_reaction(doc: dict[str, Any]) -> int:
    """The first action that answers a pending decision (a "bet")."""
    return next(i for i, e in enumerate(doc["log"]) if e.get("action", [None])[0] == "bet")


def nested(depth: int, inner: str = "1") -> str:
    return "[" * depth + inner + "]" * depth


R = "refused:core.save."
SAVE_CASES: dict[str, Case] = {
    # ---- the file as bytes
    "empty": Case(_raw(b""), R + "empty"),
    "whitespace": Case(_raw(b"  \n\t "), R + "empty"),
    "truncated_half": Case(lambda d: dump(d)[: len(dump(d)) // 2], R + "malformed"),
    "truncated_last_byte": Case(lambda d: dump(d)[:-1], R + "malformed"),
    "binary_garbage": Case(_raw(bytes(range(256)) * 4), R + "malformed"),
    "not_utf8": Case(lambda d: dump(d).replace(b'"1.0.0"', b'"1.0.0\xff"'), R + "malformed"),
    "trailing_garbage": Case(lambda d: dump(d) + b" }{", R + "malformed"),
    "nan_saved_at": Case(
        _text(lambda t: t.replace(f"{SAVED_AT + SOURCE_STEPS}", "NaN")), R + "malformed"
    ),
    "infinity_saved_at": Case(
        _text(lambda t: t.replace(f"{SAVED_AT + SOURCE_STEPS}", "Infinity")), R + "malformed"
    ),
    "huge_exponent": Case(
        _text(lambda t: t.replace(f"{SAVED_AT + SOURCE_STEPS}", "1e999")), R + "invalid"
    ),
    "top_level_array": Case(_raw(b"[1, 2, 3]"), R + "not_tortuga"),
    "top_level_string": Case(_raw(b'"tortuga-save"'), R + "not_tortuga"),
    "top_level_null": Case(_raw(b"null"), R + "not_tortuga"),
    "other_json_object": Case(_raw(b'{"players": ["Ana"], "score": 3}'), R + "not_tortuga"),
    "nested_100k_arrays": Case(_raw(nested(DEEP).encode()), R + "not_tortuga"),
    "nested_100k_in_log": Case(
        _text(lambda t: t.replace('"log": [', '"log": [' + nested(DEEP) + ",", 1)), R + "too_deep"
    ),
    "nested_100k_objects_in_config": Case(
        _text(
            lambda t: t.replace('"options": {}', '"options": ' + '{"a":' * DEEP + "1" + "}" * DEEP)
        ),
        R + "too_deep",
    ),
    "digits_5000_counter": Case(
        lambda d: re.sub(rb'"counter": \d+', b'"counter": ' + b"7" * 5000, dump(d)), R + "invalid"
    ),
    "digits_5000_seed": Case(
        lambda d: re.sub(rb'"seed": 7\b', b'"seed": ' + b"9" * 5000, dump(d), count=1),
        R + "invalid",
    ),
    # ---- header
    "format_missing": Case(_drop("format"), R + "not_tortuga"),
    "format_other": Case(_set("format", "chess-save"), R + "not_tortuga"),
    "format_version_true": Case(_set("format_version", True), R + "invalid"),
    "format_version_float": Case(_set("format_version", 1.0), R + "invalid"),
    "format_version_text": Case(_set("format_version", "2"), R + "invalid"),
    "format_version_zero": Case(_set("format_version", 0), R + "format_version"),
    "format_version_future": Case(_set("format_version", 3), R + "format_version"),
    "format_version_negative": Case(_set("format_version", -1), R + "invalid"),
    "format_version_null": Case(_set("format_version", None), R + "invalid"),
    # ---- plain fields
    "saved_at_yesterday": Case(_set("saved_at", "yesterday"), R + "invalid"),
    "saved_at_1e300": Case(_set("saved_at", 1e300), R + "invalid"),
    "saved_at_negative": Case(_set("saved_at", -5.0), R + "invalid"),
    "saved_at_null": Case(_set("saved_at", None), R + "invalid"),
    "saved_at_missing": Case(_drop("saved_at"), R + "invalid"),
    "app_version_10k": Case(_set("app_version", "9" * 10_000), R + "invalid"),
    "unknown_top_level_key": Case(_set("cheats", True), R + "invalid"),
    "finished_text": Case(_set("finished", "no"), R + "invalid"),
    "finished_true_mid_game": Case(_set("finished", True), R + "finished_disagrees"),
    "game_id_unknown": Case(
        _edit(lambda d: d.update(game_id="chess") or d["config"].update(game="chess")),
        R + "unknown_game",
    ),
    "game_id_differs_from_config": Case(_set("game_id", "black_fleet"), R + "invalid"),
    "config_game_differs": Case(_set("config.game", "mutinies"), R + "invalid"),
    "rules_version_future": Case(_set("rules_version", 999), R + "rules_version"),
    "rules_version_zero": Case(_set("rules_version", 0), R + "invalid"),
    "rules_version_text": Case(_set("rules_version", "1"), R + "invalid"),
    # ---- seats
    "seats_empty": Case(_set("config.seats", []), R + "invalid"),
    "seats_17": Case(
        _edit(
            lambda d: d["config"].update(seats=d["config"]["seats"] * 8 + d["config"]["seats"][:1])
        ),
        R + "invalid",
    ),
    "seats_three": Case(
        _edit(lambda d: d["config"]["seats"].append(dict(d["config"]["seats"][0], colour="green"))),
        R + "setup_refused",
    ),
    "seat_name_empty": Case(_set("config.seats.0.name", ""), R + "invalid"),
    "seat_name_41": Case(_set("config.seats.0.name", "N" * 41), R + "invalid"),
    "seat_name_100k": Case(_set("config.seats.0.name", "N" * 100_000), R + "invalid"),
    "seat_name_20mib": Case(_set("config.seats.1.name", "N" * (20 << 20)), R + "too_big", big=True),
    "seat_name_number": Case(_set("config.seats.0.name", 7), R + "invalid"),
    "seat_kind_unknown": Case(_set("config.seats.0.kind", "robot"), R + "invalid"),
    "seat_level_unknown": Case(_set("config.seats.0.level", "godlike"), R + "setup_refused"),
    "seat_level_empty": Case(_set("config.seats.0.level", ""), R + "invalid"),
    "seat_colour_unknown": Case(_set("config.seats.0.colour", "plaid"), R + "setup_refused"),
    "seat_colour_missing": Case(_drop("config.seats.0.colour"), R + "invalid"),
    "seat_extra_key": Case(_set("config.seats.0.hat", "tricorn"), R + "invalid"),
    # ---- variants, seed, options
    "variant_unknown_key": Case(_set("config.variants.turbo", True), R + "setup_refused"),
    "variant_missing": Case(_set("config.variants", {}), R + "setup_refused"),
    "variant_wrong_type": Case(_set("config.variants.target", "30"), R + "setup_refused"),
    "variant_out_of_range": Case(_set("config.variants.target", 99), R + "setup_refused"),
    "variant_bool_for_int": Case(_set("config.variants.target", True), R + "setup_refused"),
    "variant_nested": Case(_set("config.variants.target", [[30]]), R + "invalid"),
    "variant_key_too_long": Case(_set("config.variants." + "k" * 100, 1), R + "invalid"),
    "seed_text": Case(
        _edit(lambda d: d["config"].update(seed="7") or d["rng"].update(seed="7")), R + "invalid"
    ),
    "seed_2_pow_64": Case(
        _edit(lambda d: d["config"].update(seed=2**64) or d["rng"].update(seed=2**64)),
        R + "invalid",
    ),
    "seed_differs_from_rng": Case(_set("rng.seed", 8), R + "invalid"),
    "option_unknown": Case(_set("config.options.god_mode", True), R + "invalid"),
    "option_wrong_type": Case(_set("config.options.mask_prompts", "yes"), R + "invalid"),
    # ---- rng
    "rng_counter_negative": Case(_set("rng.counter", -1), R + "invalid"),
    "rng_counter_2_pow_63": Case(_set("rng.counter", 2**63), R + "invalid"),
    "rng_counter_float": Case(_set("rng.counter", 3.5), R + "invalid"),
    "rng_stream_other": Case(_set("rng.stream", 5), R + "invalid"),
    "rng_missing": Case(_drop("rng"), R + "invalid"),
    # ---- the log
    "log_not_a_list": Case(_set("log", {"0": {"chance": ["c1"]}}), R + "invalid"),
    "log_entry_empty": Case(_set("log.3", {}), R + "invalid"),
    "log_entry_seat_only": Case(_set("log.3", {"seat": 0}), R + "invalid"),
    "log_entry_both": Case(
        _set("log.3", {"seat": 0, "action": ["roll"], "chance": [3]}), R + "invalid"
    ),
    "log_entry_extra_key": Case(_edit(lambda d: d["log"][3].update(note="hi")), R + "invalid"),
    "chance_null": Case(
        _edit(lambda d: d["log"][_first(d, "chance")].update(chance=None)), R + "invalid"
    ),
    "chance_outside_domain": Case(
        _edit(lambda d: d["log"][_roll_index(d)].update(chance=[7])), R + "outcome_invalid"
    ),
    "chance_bool_die": Case(
        _edit(lambda d: d["log"][_roll_index(d)].update(chance=[True])), R + "outcome_invalid"
    ),
    "chance_two_dice": Case(
        _edit(lambda d: d["log"][_roll_index(d)].update(chance=[1, 2])), R + "outcome_invalid"
    ),
    "chance_card_not_in_deck": Case(
        _edit(lambda d: d["log"][0].update(chance=["joker"])), R + "outcome_invalid"
    ),
    "chance_where_a_player_decides": Case(
        _edit(lambda d: d["log"].insert(_after_reaction(d), {"chance": [3]})), R + "step_malformed"
    ),
    "action_where_chance_pending": Case(
        _edit(lambda d: d["log"].__setitem__(0, {"seat": 0, "action": ["roll"]})),
        R + "step_illegal",
    ),
    "action_not_an_option": Case(
        _edit(lambda d: d["log"][_after_reaction(d)].update(action=["bet", "medium"])),
        R + "step_illegal",
    ),
    "action_bool_argument": Case(
        _edit(lambda d: d["log"][_after_reaction(d)].update(action=["bet", True])),
        R + "step_illegal",
    ),
    "action_empty": Case(
        _edit(lambda d: d["log"][_after_reaction(d)].update(action=[])), R + "invalid"
    ),
    "action_kind_number": Case(
        _edit(lambda d: d["log"][_after_reaction(d)].update(action=[1, "high"])), R + "invalid"
    ),
    "action_seat_out_of_match": Case(
        _edit(lambda d: d["log"][_after_reaction(d)].update(seat=5)), R + "step_malformed"
    ),
    "action_seat_negative": Case(
        _edit(lambda d: d["log"][_after_reaction(d)].update(seat=-1)), R + "invalid"
    ),
    "ms_fast": Case(_edit(lambda d: d["log"][_after_reaction(d)].update(ms="fast")), R + "invalid"),
    "ms_without_a_clock": Case(
        _edit(lambda d: d["log"][_after_reaction(d)].update(ms=1200)), R + "step_malformed"
    ),
    "ms_negative": Case(_edit(lambda d: d["log"][_after_reaction(d)].update(ms=-3)), R + "invalid"),
    "log_cut_in_half": Case(_edit(lambda d: d.update(log=d["log"][:26])), R + "invalid"),
    "log_step_removed": Case(_edit(lambda d: d["log"].pop(30)), R + "step_illegal"),
    # ---- hashes
    "hash_wrong": Case(_set("hashes.25", "0" * 32), R + "step_diverges"),
    "hash_not_hex": Case(_set("hashes.25", "zz"), R + "invalid"),
    "hash_odd_step": Case(_set("hashes.7", "0" * 32), R + "invalid"),
    "hash_beyond_log": Case(_set("hashes.75", "0" * 32), R + "invalid"),
    "hash_one_removed": Case(_drop("hashes.50"), R + "invalid"),
    "final_hash_wrong": Case(_set("final_hash", "f" * 32), R + "diverges"),
    "final_hash_null": Case(_set("final_hash", None), R + "invalid"),
    "final_hash_missing": Case(_drop("final_hash"), R + "invalid"),
    # ---- size
    "over_8_mib": Case(lambda d: dump(d) + b" " * (9 << 20), R + "too_big", big=True),
    "file_150_mb": Case(
        lambda d: dump(d)[:-1] + b" " * (150 << 20) + b"}", R + "too_big", big=True
    ),
    # ---- controls: not damaged, must load exactly as written
    "control_as_saved": Case(dump, "loads"),
    "control_byte_order_mark": Case(lambda d: b"\xef\xbb\xbf" + dump(d), "loads"),
    "control_pretty_printed": Case(lambda d: json.dumps(d, indent=4).encode(), "loads"),
    "control_no_hashes": Case(_set("hashes", {}), "loads"),
    "control_name_40": Case(_set("config.seats.0.name", "N" * 40), "loads"),
}


# ---- autosave folders ------------------------------------------------------------------------------
def _write(folder: Path, name: str, data: bytes) -> None:
    (folder / name).write_bytes(data)


def _journal(snapshot: bytes, steps: int, lines: list[dict[str, Any]]) -> bytes:
    from game.core.journal import digest

    def frame(obj: Any) -> bytes:
        payload = json.dumps(obj, separators=(",", ":")).encode()
        return b"%08x %s\n" % (zlib.crc32(payload), payload)

    head = frame({"journal": 1, "snapshot": digest(snapshot), "steps": steps})
    return head + b"".join(frame(line) for line in lines)


def _journal_lines(docs, start: int, end: int) -> list[dict[str, Any]]:
    """Lines for steps start+1..end, one write (a commit) per step as the table makes them: the
    RNG counter stated where it changed."""
    lines = []
    counter = docs(start)["rng"]["counter"]
    full = docs(end)
    for i in range(start, end):
        line = {"n": i + 1, **full["log"][i]}
        if str(i + 1) in full["hashes"]:
            line["h"] = full["hashes"][str(i + 1)]
        now = docs(i + 1)["rng"]["counter"]
        if now != counter:
            line["r"] = counter = now
        lines.append(line)
    return lines


def _uncommitted_from(k: int) -> Callable[[list[dict[str, Any]]], None]:
    """Lines k.. become one write that never got its last line (a crash in the middle of it)."""

    def edit(lines: list[dict[str, Any]]) -> None:
        for line in lines[k:]:
            line.pop("r", None)
            line["u"] = True

    return edit


def _snapshot_and_journal(folder: Path, docs, journal_tail: bytes = b"", edit=None) -> None:
    """autosave-1.json holds the 40-step document; its journal brings it to 52 steps."""
    snap = dump(docs(40))
    lines = _journal_lines(docs, 40, 52)
    if edit is not None:
        edit(lines)
    _write(folder, "autosave-1.json", snap)
    _write(folder, "autosave-1.json.journal", _journal(snap, 40, lines) + journal_tail)


def _damage_line(k: int) -> Callable[[Path, Any], None]:
    def make(folder: Path, docs) -> None:
        _snapshot_and_journal(folder, docs)
        path = folder / "autosave-1.json.journal"
        rows = path.read_bytes().split(b"\n")
        rows[k] = rows[k][:20] + b"#" + rows[k][21:]
        path.write_bytes(b"\n".join(rows))

    return make


def _valid_crc_bad_content(folder: Path, docs) -> None:
    _snapshot_and_journal(folder, docs, edit=lambda lines: lines[5].update(seat="zero"))


def _skips_steps(folder: Path, docs) -> None:
    _snapshot_and_journal(folder, docs, edit=lambda lines: lines.pop(3))


FOLDER_CASES: dict[str, FolderCase] = {
    # the old writer's gap: killed between its two renames (live renamed away, new one not in)
    "old_writer_gap": FolderCase(
        lambda f, docs: (
            _write(f, "autosave-1.json.bak", dump(docs(40))),
            _write(f, "autosave-1.json.tmp", dump(docs(52))),
        ),
        "recovers:autosave-1.json.tmp:52",
    ),
    "only_backup": FolderCase(
        lambda f, docs: _write(f, "autosave-1.json.bak", dump(docs(40))),
        "recovers:autosave-1.json.bak:40",
    ),
    "live_truncated_backup_good": FolderCase(
        lambda f, docs: (
            _write(f, "autosave-1.json", dump(docs(52))[:500]),
            _write(f, "autosave-1.json.bak", dump(docs(40))),
        ),
        "recovers:autosave-1.json.bak:40",
    ),
    "live_truncated_temp_torn": FolderCase(
        lambda f, docs: (
            _write(f, "autosave-1.json", dump(docs(52))[:500]),
            _write(f, "autosave-1.json.tmp", dump(docs(52))[:900]),
        ),
        R + "malformed",
    ),
    "journal_complete": FolderCase(
        lambda f, docs: _snapshot_and_journal(f, docs), "recovers:autosave-1.json:52"
    ),
    "journal_torn_last_line": FolderCase(
        lambda f, docs: _snapshot_and_journal(f, docs, b'5a5a5a5a {"n":53,"seat":0,"act'),
        "recovers:autosave-1.json:52",
    ),
    "journal_uncommitted_tail": FolderCase(
        lambda f, docs: _snapshot_and_journal(f, docs, edit=_uncommitted_from(6)),
        "recovers:autosave-1.json:46",
    ),
    "journal_damaged_middle_line": FolderCase(_damage_line(5), R + "journal_damaged"),
    "journal_damaged_last_line": FolderCase(_damage_line(-2), "recovers:autosave-1.json:51"),
    "journal_head_damaged": FolderCase(_damage_line(0), R + "journal_damaged"),
    "journal_valid_crc_bad_content": FolderCase(_valid_crc_bad_content, R + "journal_damaged"),
    "journal_skips_steps": FolderCase(_skips_steps, R + "journal_damaged"),
    "journal_of_an_older_snapshot": FolderCase(
        lambda f, docs: (
            _snapshot_and_journal(f, docs),
            _write(f, "autosave-1.json", dump(docs(45))),
        ),
        "recovers:autosave-1.json:45",
    ),
    "journal_without_snapshot": FolderCase(
        lambda f, docs: (
            _snapshot_and_journal(f, docs),
            (f / "autosave-1.json").unlink(),
        ),
        R + "missing",
    ),
}


# ---- settings files ----------------------------------------------------------------------------------
GOOD_SETTINGS: dict[str, Any] = {
    "language": "es",
    "music_volume": 0.5,
    "effects_volume": 0.2,
    "animation_speed": 1.5,
    "ai_delay": 0.4,
    "fullscreen": False,
    "colourblind": True,
    "reaction_prompts": "when_possible",
    "setups": {
        "duel": {
            "seats": [
                {"name": "Ana", "kind": "human", "level": "heuristic", "colour": "red"},
                {"name": "Ben", "kind": "ai", "level": "random", "colour": "blue"},
            ],
            "variants": {"target": 12},
        }
    },
    "version": 1,
}


def _settings(**changes: Any) -> Callable[[], bytes]:
    def make() -> bytes:
        data = copy.deepcopy(GOOD_SETTINGS)
        for path, value in changes.items():
            node: Any = data
            *parents, last = [int(p) if p.isdigit() else p for p in path.split("__")]
            for p in parents:
                node = node[p]
            if value is _DROP:
                del node[last]
            else:
                node[last] = value
        return json.dumps(data).encode()

    return make


_DROP = object()
D = "damaged"
SETTINGS_CASES: dict[str, tuple[Callable[[], bytes], str]] = {
    "empty": (lambda: b"", D),
    "garbage": (lambda: b"\x00\x01\x02 not json", D),
    "truncated": (lambda: json.dumps(GOOD_SETTINGS).encode()[:60], D),
    "typo_missing_comma": (lambda: json.dumps(GOOD_SETTINGS).encode().replace(b", ", b" ", 1), D),
    "not_an_object": (lambda: b"[1, 2]", D),
    "nested_100k": (lambda: nested(DEEP).encode(), D),
    "nested_100k_in_setups": (lambda: b'{"setups": ' + nested(DEEP).encode() + b"}", D),
    "digits_5000": (lambda: b'{"ai_delay": ' + b"9" * 5000 + b"}", D),
    "nan_volume": (lambda: b'{"music_volume": NaN}', D),
    "language_klingon": (_settings(language="klingon"), D),
    "volume_2": (_settings(music_volume=2.0), D),
    "volume_negative": (_settings(effects_volume=-0.1), D),
    "volume_text": (_settings(music_volume="loud"), D),
    "delay_huge": (_settings(ai_delay=1e300), D),
    "fullscreen_text": (_settings(fullscreen="yes"), D),
    "prompts_unknown": (_settings(reaction_prompts="sometimes"), D),
    "unknown_key": (_settings(theme="dark"), D),
    "version_future": (_settings(version=2), D),
    "setups_a_list": (_settings(setups=[]), D),
    "setup_entry_a_string": (_settings(setups__duel="Ana vs Ben"), D),
    "setup_entry_a_list": (_settings(setups__duel=[1, 2]), D),
    "setup_seats_a_string": (_settings(setups__duel__seats="Ana"), D),
    "setup_seat_name_41": (_settings(setups__duel__seats__0__name="N" * 41), D),
    "setup_seat_name_100k": (_settings(setups__duel__seats__0__name="N" * 100_000), D),
    "setup_seat_kind_robot": (_settings(setups__duel__seats__1__kind="robot"), D),
    "setup_seat_extra_key": (_settings(setups__duel__seats__1__hat="tricorn"), D),
    "setup_variants_nested": (_settings(setups__duel__variants={"target": [[12]]}), D),
    "control_good": (lambda: json.dumps(GOOD_SETTINGS).encode(), "loads"),
    "control_byte_order_mark": (
        lambda: b"\xef\xbb\xbf" + json.dumps(GOOD_SETTINGS).encode(),
        "loads",
    ),
    "control_older_file_without_some_keys": (
        _settings(reaction_prompts=_DROP, colourblind=_DROP, setups=_DROP),
        "loads",
    ),
    "control_unknown_game_setup": (_settings(setups__chess={"seats": [], "variants": {}}), "loads"),
    "control_setup_level_unknown_to_the_game": (
        _settings(setups__duel__seats__1__level="godlike"),
        "loads",
    ),
    "control_setup_too_many_seats": (
        _settings(
            setups__duel__seats=[
                {"name": f"P{i}", "kind": "ai", "level": "random", "colour": "red"}
                for i in range(9)
            ]
        ),
        "loads",
    ),
}
BIG_SETTINGS: dict[str, tuple[Callable[[], bytes], str]] = {
    "over_1_mib": (lambda: json.dumps(GOOD_SETTINGS).encode()[:-1] + b" " * (1 << 20) + b"}", D),
    "setup_seat_name_20mib": (_settings(setups__duel__seats__0__name="N" * (20 << 20)), D),
}


def salvaged(settings: Any, data: bytes) -> list[str]:
    """What is wrong with the settings read from a damaged file `data`: each setting must be the
    file's own value (it fitted on its own) or its default, a game's last setup the file's own;
    nothing invented, nothing patched up. Returns the settings that break this (none: [])."""
    from scenes.core.settings import Settings

    try:
        written = json.loads(data.decode("utf-8-sig"))
    except (ValueError, RecursionError):
        written = {}
    written = written if isinstance(written, dict) else {}
    defaults = Settings().to_dict()
    wrong = []
    for key, value in settings.to_dict().items():
        if key == "setups":
            file_setups = written.get("setups")
            if value and not (
                isinstance(file_setups, dict)
                and all(file_setups.get(g) == v for g, v in value.items())
            ):
                wrong.append(key)
        elif value != defaults[key] and (key not in written or value != written[key]):
            wrong.append(key)
    return wrong
