"""Damaged game data: mutations of data/<game>/*.yaml, and what the program must do with each.

    python tests/support/data_mutations.py                 every case of every game, a summary
    python tests/support/data_mutations.py --game kratos --failures     one game, failures listed
    python tests/support/data_mutations.py --json out.json             the verdict of every case
    python tests/support/data_mutations.py --write DIR      the damaged files themselves, one
                                                            folder per case (nothing is run)
    python tests/support/data_mutations.py --again out.json  only the cases out.json did not
                                                            record as refused (after a fix)

A mutation changes one node of one YAML file of a shipped game: a number made negative, zero,
huge or too big for 64 bits; a value of the wrong type (text, a fraction, yes/no, null, a list);
a text emptied or turned into an id that exists nowhere; a key removed, an unknown key added; a
list emptied, its first item dropped or repeated; a list or mapping replaced by one nested 100
deep. The deterministic corpus (`corpus()`) takes
every *field* of every file (a key path with list indexes wildcarded: `fortune_cards[*].count`),
picks one of its nodes with a generator seeded by the field's name, and applies every mutation
that fits the node's type. tests/core/test_data_mutations.py adds hypothesis-drawn values.

Each case is driven through what start-up does with `--data DIR` (TORTUGA_DATA_DIR set, the
game's content loaded, its title info built, its rules made, its AI reading the same folder)
and then, when the data is accepted, a match of heuristic seats played to the end with the
invariants checked after every step (`run`). The verdict is one of

- `refused`: a DataError that names a file of the game and a key path;
- `played`: accepted, and the match ended without an error;
- `failed:<why>`: a traceback while loading or playing, a refusal that names no file or no key,
  a match that does not end, or a *silent acceptance*: the data was accepted although the
  mutation is one the data never allows (below).

What the data never allows is decided from the shipped files themselves, not from the code under
test (`Facts`): a value of a YAML type that never appears at that field (an int where only text
appears; a number or null where only lists appear), a negative number at a field that is never
negative, an empty text where no text is empty, an integer beyond 64 bits, an unknown key, an
unknown id at a field whose every value is an id defined somewhere in the game's files (or as a
key of a mapping of such ids), and a repeated list item that carries an `id`. A key that is null,
empty or negative somewhere in the same file, or that some of its siblings leave out (an optional
key), may be null, empty or negative anywhere in that file.
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import dataclasses
import functools
import importlib
import json
import os
import random
import shutil
import signal
import sys
import tempfile
import time
import traceback
import zlib
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "data"
GAME_IDS = ("pieces_of_eight", "mutinies", "black_fleet", "kratos", "sandcastles")
UNKNOWN_ID = "zz_unknown"
HUGE = 10**6
OVERFLOW = 2**64
DEPTH = 100  # a value nested far deeper than any file needs


def deep(depth: int = DEPTH) -> Any:
    node: Any = [1]
    for i in range(depth):
        node = [node] if i % 2 else {"a": node}
    return node


CASE_SECONDS = float(os.environ.get("TORTUGA_DATA_CASE_SECONDS", "60"))

Key = str | int
KeyPath = tuple[Key, ...]


# ---- the shipped files ---------------------------------------------------------------------------
def read(path: Path) -> Any:
    import yaml

    return yaml.load(path.read_text(encoding="utf-8"), Loader=getattr(yaml, "CSafeLoader", None))


def dump(doc: Any) -> str:
    import yaml

    return yaml.safe_dump(doc, sort_keys=False, allow_unicode=True, width=1000)


def files(game: str) -> tuple[str, ...]:
    return tuple(sorted(p.name for p in (DATA / game).glob("*.yaml")))


def nodes(doc: Any, at: KeyPath = ()) -> Iterator[tuple[KeyPath, Any]]:
    """Every node of a parsed document with its key path (the root included)."""
    yield at, doc
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield from nodes(v, (*at, k))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            yield from nodes(v, (*at, i))


def wild(path: KeyPath) -> tuple[str, ...]:
    return tuple("*" if isinstance(k, int) else str(k) for k in path)


def dotted(path: KeyPath) -> str:
    out = ""
    for k in path:
        out += f"[{k}]" if isinstance(k, int) else (f".{k}" if out else str(k))
    return out


def yaml_type(value: Any) -> str:
    return "null" if value is None else type(value).__name__


@dataclass
class Facts:
    """What the shipped files of one game show about each field (the oracle of `must_refuse`)."""

    types: dict[tuple[str, str, tuple[str, ...]], set[str]] = field(default_factory=dict)
    lowest: dict[tuple[str, str, tuple[str, ...]], float] = field(default_factory=dict)
    empty_text: set[tuple[str, str, tuple[str, ...]]] = field(default_factory=set)
    values: dict[tuple[str, str, tuple[str, ...]], list[Any]] = field(default_factory=dict)
    keys: dict[tuple[str, str, tuple[str, ...]], list[str]] = field(default_factory=dict)
    ids: set[str] = field(default_factory=set)
    # by (game, file, key name): a key that is somewhere null, empty, negative or left out
    loose: dict[tuple[str, str, str], set[str]] = field(default_factory=dict)

    @classmethod
    def of(cls, game: str, docs: dict[str, Any]) -> Facts:
        facts = cls()
        for name, doc in docs.items():
            for path, value in nodes(doc):
                key = (game, name, wild(path))
                facts.types.setdefault(key, set()).add(yaml_type(value))
                facts.values.setdefault(key, []).append(value)
                if isinstance(value, (int, float)) and not isinstance(value, bool):
                    facts.lowest[key] = min(facts.lowest.get(key, value), value)
                if value == "":
                    facts.empty_text.add(key)
                if isinstance(value, dict):
                    facts.keys.setdefault(key, []).extend(str(k) for k in value)
                    if isinstance(value.get("id"), str):
                        facts.ids.add(value["id"])
                if path and isinstance(path[-1], str):
                    loose = facts.loose.setdefault((game, name, path[-1]), set())
                    number = isinstance(value, (int, float)) and not isinstance(value, bool)
                    loose.update(
                        {"null"} if value is None else {"empty"} if value == "" else set(),
                        {"negative"} if number and value < 0 else set(),
                    )
        for name, doc in docs.items():  # a key some siblings leave out may be null or empty
            siblings: dict[tuple[str, ...], list[dict[Any, Any]]] = {}
            for path, value in nodes(doc):
                if isinstance(value, dict):
                    siblings.setdefault(wild(path), []).append(value)
            for group in siblings.values():
                for k in {k for d in group for k in d}:
                    if any(k not in d for d in group):
                        facts.loose.setdefault((game, name, str(k)), set()).update(
                            {"null", "empty"}
                        )
        for doc in docs.values():  # keys of mappings whose keys are all ids (counts by id)
            for _, value in nodes(doc):
                if isinstance(value, dict) and value and all(str(k) in facts.ids for k in value):
                    facts.ids.update(str(k) for k in value)
        return facts

    def is_reference(self, key: tuple[str, str, tuple[str, ...]]) -> bool:
        """A text field whose every shipped value is an id defined elsewhere (not an id itself)."""
        last = next((k for k in reversed(key[2]) if k != "*"), "")
        if last in ("id", "name", "text", "en", "es", "rule"):
            return False
        vals = self.values.get(key, [])
        return bool(vals) and all(isinstance(v, str) and v in self.ids for v in vals)

    def keys_are_ids(self, key: tuple[str, str, tuple[str, ...]]) -> bool:
        ks = self.keys.get(key, [])
        return bool(ks) and all(k in self.ids for k in ks)


# ---- mutations -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Mutation:
    game: str
    file: str
    path: KeyPath
    kind: str  # what was done (see KINDS)
    value: Any = None
    must_refuse: str = ""  # why the data never allows it ("" : it may be accepted if it plays)

    @property
    def name(self) -> str:
        return f"{self.game}/{self.file}:{dotted(self.path) or '(top)'}:{self.kind}"

    def apply(self, doc: Any) -> Any:
        doc = copy.deepcopy(doc)
        *parents, last = self.path
        node = doc
        for k in parents:
            node = node[k]
        target = node[last]
        if self.kind == "remove_key":
            del node[last]
        elif self.kind == "unknown_key":
            target["zz_extra"] = 1
        elif self.kind == "rename_key":
            first = next(iter(target))
            node[last] = {(UNKNOWN_ID if k == first else k): v for k, v in target.items()}
        elif self.kind == "drop_item":
            del target[0]
        elif self.kind == "duplicate_item":
            target.append(copy.deepcopy(target[0]))
        else:
            node[last] = copy.deepcopy(self.value)
        return doc

    def as_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "file": self.file,
            "path": list(self.path),
            "kind": self.kind,
            "value": self.value,
            "must_refuse": self.must_refuse,
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Mutation:
        return cls(d["game"], d["file"], tuple(d["path"]), d["kind"], d["value"], d["must_refuse"])


def mutations_of(
    game: str, file: str, path: KeyPath, value: Any, facts: Facts, parent_is_mapping: bool
) -> list[Mutation]:
    """Every mutation of the catalogue that fits the node at `path`."""
    key = (game, file, wild(path))
    seen = facts.types.get(key, set())
    out: list[Mutation] = []

    loose = facts.loose.get((game, file, str(path[-1])), set())

    def typed(kind: str, new: Any) -> None:
        t = yaml_type(new)
        allowed = t in seen or (t == "int" and "float" in seen) or (t == "null" and "null" in loose)
        out.append(Mutation(game, file, path, kind, new, "" if allowed else f"{t} never here"))

    if parent_is_mapping:
        out.append(Mutation(game, file, path, "remove_key"))
    if isinstance(value, bool):
        typed("as_text", "yes")
        typed("as_int", 1)
        typed("as_null", None)
    elif isinstance(value, (int, float)):
        low = -1 if "negative" in loose else facts.lowest.get(key, 0)
        out.append(
            Mutation(game, file, path, "negative", -1, "" if low < 0 else "never negative here")
        )
        out.append(Mutation(game, file, path, "zero", 0))
        out.append(Mutation(game, file, path, "huge", HUGE))
        out.append(Mutation(game, file, path, "overflow", OVERFLOW, "beyond 64 bits"))
        typed("as_text", "3")
        if isinstance(value, int):
            typed("as_float", 1.5)
        typed("as_null", None)
    elif isinstance(value, str):
        out.append(
            Mutation(
                game,
                file,
                path,
                "empty_text",
                "",
                "" if key in facts.empty_text or "empty" in loose else "never empty",
            )
        )
        out.append(
            Mutation(
                game,
                file,
                path,
                "dangling_id",
                UNKNOWN_ID,
                "an id that exists nowhere" if facts.is_reference(key) else "",
            )
        )
        typed("as_int", 7)
        typed("as_null", None)
    elif value is None:
        typed("as_int", 7)
        typed("as_text", UNKNOWN_ID)
    elif isinstance(value, list):
        out.append(Mutation(game, file, path, "empty_list", []))
        if value:
            out.append(Mutation(game, file, path, "drop_item"))
            has_id = isinstance(value[0], dict) and "id" in value[0]
            out.append(
                Mutation(
                    game, file, path, "duplicate_item", None, "a repeated id" if has_id else ""
                )
            )
        typed("as_int", 7)
        typed("as_null", None)
        out.append(Mutation(game, file, path, "deep_nesting", deep(), f"nested {DEPTH} deep"))
    elif isinstance(value, dict):
        out.append(Mutation(game, file, path, "unknown_key", None, "an unknown key"))
        if value and facts.keys_are_ids(key):
            out.append(Mutation(game, file, path, "rename_key", None, "an id that exists nowhere"))
        typed("as_list", [])
        typed("as_int", 7)
        typed("as_null", None)
        out.append(Mutation(game, file, path, "deep_nesting", deep(), f"nested {DEPTH} deep"))
    return out


def corpus(games: tuple[str, ...] = GAME_IDS) -> list[Mutation]:
    """The deterministic corpus: every mutation that fits one seeded node of every field."""
    out: list[Mutation] = []
    for game in games:
        docs = {name: read(DATA / game / name) for name in files(game)}
        facts = Facts.of(game, docs)
        for name, doc in docs.items():
            by_field: dict[tuple[str, ...], list[tuple[KeyPath, Any, bool]]] = {}
            parent_types: dict[KeyPath, Any] = dict(nodes(doc))
            for path, value in nodes(doc):
                if not path:
                    continue
                parent = parent_types[path[:-1]]
                by_field.setdefault(wild(path), []).append((path, value, isinstance(parent, dict)))
            for fld, found in by_field.items():
                pick = random.Random(f"{game}/{name}/{'.'.join(fld)}").choice(found)
                out += mutations_of(game, name, pick[0], pick[1], facts, pick[2])
    return out


@functools.cache
def facts_of(game: str) -> Facts:
    docs = {name: read(DATA / game / name) for name in files(game)}
    return Facts.of(game, docs)


def oracle(game: str, file: str, path: KeyPath, new: Any) -> str:
    """Why the data never allows `new` at `path` ("" if it may), for values drawn at random."""
    facts = facts_of(game)
    key = (game, file, wild(path))
    t = yaml_type(new)
    seen = facts.types.get(key, set())
    loose = facts.loose.get((game, file, str(path[-1])), set())
    if not (t in seen or (t == "int" and "float" in seen) or (t == "null" and "null" in loose)):
        return f"{t} never here"
    if isinstance(new, int) and not isinstance(new, bool) and not -(2**63) <= new < 2**63:
        return "beyond 64 bits"
    number = isinstance(new, (int, float)) and not isinstance(new, bool)
    if number and new < 0 and facts.lowest.get(key, 0) >= 0 and "negative" not in loose:
        return "never negative here"
    if new == "" and key not in facts.empty_text and "empty" not in loose:
        return "never empty"
    if isinstance(new, str) and facts.is_reference(key) and new not in facts.ids:
        return "an id that exists nowhere"
    return ""


# The examples of issue 13, each with the key its refusal must name: a negative tavern dice
# count, negative seat counts and hand sizes crashed the engine in play; negative counts, amounts
# and ranges and unknown ids in colour lists loaded without a word.
def _set(game: str, file: str, path: KeyPath, value: Any) -> Mutation:
    return Mutation(game, file, path, "set", value, oracle(game, file, path, value) or "issue 13")


REGRESSIONS: list[tuple[Mutation, str]] = [
    (_set("mutinies", "board.yaml", ("areas", "tavern", "dice"), -1), "areas.tavern.dice"),
    (_set("mutinies", "board.yaml", ("areas", "tavern", "dice"), 0), "areas.tavern.dice"),
    (_set("mutinies", "game.yaml", ("seats", "min"), -1), "seats.min"),
    (_set("pieces_of_eight", "game.yaml", ("seats", "max"), -2), "seats.max"),
    (_set("kratos", "game.yaml", ("seats", "min"), -3), "seats.min"),
    (
        _set("black_fleet", "game.yaml", ("players", "official_seats", 0), -3),
        "players.official_seats[0]",
    ),
    (_set("black_fleet", "game.yaml", ("hands", "movement"), -1), "hands.movement"),
    (_set("black_fleet", "game.yaml", ("hands", "fortune_start"), -2), "hands.fortune_start"),
    (
        _set("black_fleet", "game.yaml", ("goods", "cubes_per_colour"), -13),
        "goods.cubes_per_colour",
    ),
    (_set("black_fleet", "map.yaml", ("ports", 0, "refuses", 0), "teal"), "ports[0].refuses[0]"),
    (_set("black_fleet", "map.yaml", ("ports", 1, "colour"), "teal"), "ports[1].colour"),
    (_set("mutinies", "jewels.yaml", ("per_colour", 0, "count"), -3), "per_colour[0].count"),
    (_set("mutinies", "treasures.yaml", ("tokens", 2, "amount"), -2), "tokens[2].amount"),
    (_set("mutinies", "cards.yaml", ("cards", 0, "amount"), -1), "cards[0].amount"),
    (
        _set(
            "pieces_of_eight", "ship_sets.yaml", ("ship_sets", "cursed_blade", "coins", "mate"), -3
        ),
        "ship_sets.cursed_blade.coins.mate",
    ),
    (
        _set(
            "pieces_of_eight",
            "settings.yaml",
            ("settings_defaults", "chess_clock_seconds_min"),
            -60,
        ),
        "settings_defaults.chess_clock_seconds_min",
    ),
    (_set("kratos", "constants.yaml", ("lot",), -100), "lot"),
    (_set("kratos", "game.yaml", ("variants", 1, "low"), -10), "variants[1].low"),
    (_set("kratos", "pieces.yaml", ("pieces", 0, "speed"), -3), "pieces[0].speed"),
    (_set("sandcastles", "game.yaml", ("numbers", 2, "hand"), -1), "numbers[2].hand"),
    (
        _set("sandcastles", "game.yaml", ("numbers", 1, "random_bonuses"), 0),
        "numbers[1].random_bonuses",
    ),
    (
        _set("sandcastles", "tiles.yaml", ("castle_tiles", "designs", 0, "count"), -9),
        "castle_tiles.designs[0].count",
    ),
    (_set("sandcastles", "bonuses.yaml", ("bonuses", 2, "figure"), "teal"), "bonuses[2].figure"),
]


# ---- driving a case through start-up and a match -------------------------------------------------
@dataclass
class Outcome:
    case: Mutation
    verdict: str  # "refused", "played" or "failed:<why>"
    detail: str = ""
    file: str = ""  # the refusal's file and key path
    key: str = ""
    seats: int = 0
    steps: int = 0
    seconds: float = 0.0

    @property
    def failed(self) -> bool:
        return self.verdict.startswith("failed")

    @property
    def names_the_file(self) -> bool:
        """The refusal names the mutated file itself (not another file of the game)."""
        return self.verdict == "refused" and Path(self.file).name == self.case.file

    def as_json(self) -> dict[str, Any]:
        return {
            "case": self.case.name,
            "verdict": self.verdict,
            "detail": self.detail[-2000:],
            "file": self.file,
            "key": self.key,
            "seats": self.seats,
            "steps": self.steps,
            "seconds": round(self.seconds, 3),
        }


class CaseTimeout(Exception):
    """A case ran longer than CASE_SECONDS (a match that cannot end, or a load that never does)."""


@contextlib.contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    import threading

    if seconds <= 0 or threading.current_thread() is not threading.main_thread():
        yield
        return

    def fire(signum: int, frame: Any) -> None:
        raise CaseTimeout(f"still running after {seconds:g} s")

    old = signal.signal(signal.SIGALRM, fire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def clear_caches(game: str) -> None:
    """Empty every functools cache of the game's modules (its AI keeps the catalogue it read)."""
    for name, module in list(sys.modules.items()):
        if module is not None and (name == f"game.{game}" or name.startswith(f"game.{game}.")):
            for value in list(vars(module).values()):
                clear = getattr(value, "cache_clear", None)
                if callable(clear) and not isinstance(value, type):
                    clear()


@contextlib.contextmanager
def data_root(root: Path, game: str) -> Iterator[None]:
    """What `main.py --data ROOT` does for the duration: TORTUGA_DATA_DIR names ROOT, so the
    game and its AI read their data there (the game's caches are emptied before and after)."""
    old = os.environ.get("TORTUGA_DATA_DIR")
    os.environ["TORTUGA_DATA_DIR"] = str(root)
    clear_caches(game)
    try:
        yield
    finally:
        if old is None:
            os.environ.pop("TORTUGA_DATA_DIR", None)
        else:
            os.environ["TORTUGA_DATA_DIR"] = old
        clear_caches(game)


def title_info(game: str, content: Any, folder: Path) -> Any:
    """The title info start-up builds from the folder (seat range, variants and defaults)."""
    info = importlib.import_module(f"game.{game}.info")
    if game == "mutinies":
        table = getattr(content, "table", None)
        if table is None:
            from game.core.data import load

            table = load(folder / "game.yaml", info.TableFile)
        return info.make_info(table)
    if game == "black_fleet":
        return info.make_info(content.game.players)
    if game == "sandcastles":
        return info.make_info(content.game)
    return info.make_info(content)


def seat_counts(info: Any) -> list[int]:
    counts = list(range(info.min_seats, info.max_seats + 1))
    if info.two_player_variant and 2 not in counts and info.min_seats <= info.max_seats:
        counts.insert(0, 2)
    return counts


def choose_seats(case: Mutation, counts: list[int]) -> int:
    """A row of a per-seat-count table is played at its own seat count; any other case at one
    of the game's seat counts chosen by the case's name."""
    node = read(DATA / case.game / case.file)
    for k in case.path:
        if isinstance(node, dict):
            for row_key in ("players", "seats"):
                n = node.get(row_key)
                if isinstance(n, int) and not isinstance(n, bool) and n in counts:
                    return n
        try:
            node = node[k]
        except (KeyError, IndexError, TypeError):
            break
    return counts[zlib.crc32(case.name.encode()) % len(counts)]


def write_case(case: Mutation, root: Path) -> Path:
    """A copy of the game's shipped folder under `root` with the mutated file; its folder."""
    folder = root / case.game
    shutil.rmtree(root, ignore_errors=True)
    shutil.copytree(DATA / case.game, folder)
    (folder / case.file).write_text(
        dump(case.apply(read(DATA / case.game / case.file))), encoding="utf-8"
    )
    return folder


def run(case: Mutation, scratch: Path, *, play: bool = True) -> Outcome:
    """Drive `case` through start-up (content, title info, rules) and a match to the end."""
    from game import registry
    from game.core import DataError
    from game.core.match import Match
    from game.core.playout import play_out, seat_configs

    game = registry.get(case.game)  # the package, imported with the shipped data
    root = scratch / "data"
    folder = write_case(case, root)
    t0 = time.perf_counter()

    def done(verdict: str, detail: str = "", **kw: Any) -> Outcome:
        return Outcome(case, verdict, detail, seconds=time.perf_counter() - t0, **kw)

    def refused(exc: Any, when: str) -> Outcome:
        named = Path(str(exc.file)).name in files(case.game)
        keyed = exc.path not in ("", "(top level)")
        verdict = "refused" if named and keyed and not when else "failed:refusal"
        if when:
            verdict = f"failed:refused {when}"
        return done(verdict, str(exc), file=str(exc.file), key=str(exc.path))

    with data_root(root, case.game):
        try:
            with time_limit(CASE_SECONDS):
                content = game.load_content(folder)
                info = title_info(case.game, content, folder)
                rules = game.make_rules(content)
        except DataError as exc:
            return refused(exc, "")
        except (Exception, CaseTimeout):
            return done("failed:traceback loading", traceback.format_exc())
        if not play:
            return done("failed:silent " + case.must_refuse if case.must_refuse else "played")
        steps = n = 0
        try:
            with time_limit(CASE_SECONDS):
                counts = seat_counts(info)
                if not counts:
                    return done("failed:no seat count", f"{info.min_seats}..{info.max_seats}")
                n = choose_seats(case, counts)
                table = dataclasses.replace(game, info=info)
                rules.info = info  # (a facade whose info is its class's was read at import)
                config = table.make_config(
                    seat_configs(["heuristic"] * n), seed=zlib.crc32(case.name.encode()) & 0xFFFF
                )
                match = Match(rules, config, record_hashes=False, undo=False)
                policies = [table.policy("heuristic") for _ in range(n)]
                out = play_out(
                    match,
                    policies,
                    max_steps=max(info.step_cap, 0),
                    on_step=lambda m: rules.check_invariants(m.state),
                )
                steps = out.steps
        except DataError as exc:
            return refused(exc, "during play")
        except (Exception, CaseTimeout):
            return done("failed:traceback playing", traceback.format_exc(), seats=n, steps=steps)
        if out.capped:
            return done("failed:did not end", f"capped at {out.steps} steps", seats=n, steps=steps)
        if case.must_refuse:
            return done(f"failed:silent ({case.must_refuse})", "", seats=n, steps=steps)
        return done("played", "", seats=n, steps=steps)


# ---- the command line ----------------------------------------------------------------------------
def run_many(cases: list[Mutation], play: bool = True) -> list[Outcome]:
    out = []
    with tempfile.TemporaryDirectory(prefix="tortuga-data-") as tmp:
        for case in cases:
            try:
                out.append(run(case, Path(tmp), play=play))
            except (Exception, CaseTimeout):  # the harness itself: counted, never fatal
                out.append(Outcome(case, "failed:harness", traceback.format_exc()))
    return out


def summary(outcomes: list[Outcome]) -> dict[str, Any]:
    per_game: dict[str, Counter[str]] = {}
    for o in outcomes:
        c = per_game.setdefault(o.case.game, Counter())
        c["cases"] += 1
        if o.verdict == "refused":
            c["refused"] += 1
            c[
                "refused, naming the mutated file"
                if o.names_the_file
                else "refused, naming another file"
            ] += 1
        elif o.verdict == "played":
            c["played"] += 1
        else:
            c["failed"] += 1
            c[o.verdict.split(" (")[0]] += 1
    total: Counter[str] = Counter()
    for c in per_game.values():
        total.update(c)
    return {"total": dict(total), **{g: dict(c) for g, c in per_game.items()}}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", action="append", choices=GAME_IDS)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--no-play", action="store_true", help="load only (no match)")
    parser.add_argument("--failures", action="store_true", help="list every failed case")
    parser.add_argument("--json", metavar="FILE", help="write every case's verdict here")
    parser.add_argument("--match", default="", help="only cases whose name contains this")
    parser.add_argument("--write", metavar="DIR", help="write each case's damaged file and exit")
    parser.add_argument(
        "--again", metavar="FILE", help="only the cases a --json FILE did not record as refused"
    )
    args = parser.parse_args(argv)
    again: set[str] | None = None
    if args.again:
        done = json.loads(Path(args.again).read_text(encoding="utf-8"))
        again = {o["case"] for o in done if o["verdict"] != "refused"}
    if args.write:
        out = Path(args.write)
        cases = [c for c in corpus(tuple(args.game or GAME_IDS)) if args.match in c.name]
        for i, case in enumerate(cases):
            folder = out / f"{i:05d}" / case.game
            folder.mkdir(parents=True, exist_ok=True)
            doc = case.apply(read(DATA / case.game / case.file))
            (folder / case.file).write_text(dump(doc), encoding="utf-8")
            (folder.parent / "case.json").write_text(json.dumps(case.as_json()), encoding="utf-8")
        print(f"{len(cases)} damaged files written under {out}")
        return 0
    import resource

    limit = 6 << 30  # a mutation that asks for a giant table fails here, not on the machine
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    cases = [c for c in corpus(tuple(args.game or GAME_IDS)) if args.match in c.name]
    if again is not None:
        cases = [c for c in cases if c.name in again]
    t0 = time.perf_counter()
    if args.jobs > 1:
        from concurrent.futures import ProcessPoolExecutor

        chunks = [cases[i :: args.jobs] for i in range(args.jobs)]
        with ProcessPoolExecutor(args.jobs) as pool:
            parts = list(pool.map(run_many, chunks, [not args.no_play] * args.jobs))
        outcomes = [o for part in parts for o in part]
    else:
        outcomes = run_many(cases, play=not args.no_play)
    seconds = time.perf_counter() - t0
    report = summary(outcomes)
    report["seconds"] = round(seconds, 1)
    print(json.dumps(report, indent=1))
    if args.failures:
        for o in sorted(outcomes, key=lambda o: o.case.name):
            if o.failed:
                print(f"{o.verdict}: {o.case.name} = {o.case.value!r}")
                print("   ", (o.detail.strip().splitlines() or [""])[-1])
    if args.json:
        Path(args.json).write_text(
            json.dumps([o.as_json() for o in outcomes], indent=1), encoding="utf-8"
        )
    return 0 if not any(o.failed for o in outcomes) else 1


if __name__ == "__main__":
    sys.path[:0] = [str(ROOT), str(ROOT / "tests")]
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    sys.exit(main())
