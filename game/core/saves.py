"""Save files on disk: reading with recovery and clear refusals, named saves, autosave slots, and
the save thread.

A save is a JSON document (savedoc.py) read through the typed boundary (boundary.py): a file
over MAX_SAVE_BYTES, malformed, nested too deeply or not fitting its shape is refused with a
SaveError naming the file and the key path. Reading never writes: a refused file is left as it is.

Every save `<name>.json` may come with companions: `<name>.json.journal` (an autosave's steps
after its snapshot, journal.py), `<name>.json.bak` (the previous version) and `<name>.json.tmp`
(a version being written). `open_save` reads the live file and its journal; when the live file
is missing or damaged it falls back to the newest complete temp file or backup, and says so.
The listings (`list_saves`, `AutosaveSlots`) show one entry per save, whichever of its files
exist, and an entry that cannot be read shows why instead of stopping the listing.

This module imports no decoder until a file is actually read, so the first menu frame of a player
with no saves pays nothing for it.
"""

from __future__ import annotations

import os
import queue
import threading
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Union

from .errors import SaveError
from .files import BAK, TMP, atomic_write, bak_of, tmp_of, write_new

if TYPE_CHECKING:
    from .journal import JournalWriter, Snapshot
    from .match import Match
    from .progress import ProgressLog
    from .rules import AnyRules
    from .savedoc import SaveDoc

SAVE_SUFFIX = ".json"
JOURNAL_SUFFIX = ".journal"
AUTOSAVE_SLOTS = 3
MAX_SAVE_BYTES = 8 << 20  # the longest match the simulator allows (20,000 steps) is about 1 MB
_COMPANIONS = (SAVE_SUFFIX + JOURNAL_SUFFIX, SAVE_SUFFIX + BAK, SAVE_SUFFIX + TMP, SAVE_SUFFIX)
# 2100: a file time past it is shown as this (the load screen's dates stay formattable)
_LATEST_TIME = 4_102_444_800.0

Document = Mapping[str, Any]
SaveData = Union["Snapshot", Document, Callable[[], Document]]
_FORGET: Document = {}  # submitted by BackgroundWriter.forget: close the path's journal


# ---- reading -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Opened:
    """A save read from disk: the document (journal applied), the file it came from (the live
    one, or its temp file or backup when the live one is missing or damaged, with the live one's
    problem in `fallback_from`) and how many journal lines were applied."""

    doc: SaveDoc
    source: Path
    journal_lines: int = 0
    fallback_from: SaveError | None = None


def open_save(path: Path) -> Opened:
    """Read the save `path` (see the module docstring), or raise SaveError saying what is wrong
    with it. Never modifies any file."""
    from .journal import apply_journal

    path = Path(path)
    try:
        doc, raw = _read_doc(path, path.name)
        doc, lines = apply_journal(doc, raw, path)
        return Opened(doc, path, lines)
    except FileNotFoundError:
        live_problem = SaveError(path.name, "is missing", "core.save.missing")
    except SaveError as exc:
        live_problem = exc
    found: list[Opened] = []
    for alt in (tmp_of(path), bak_of(path)):
        try:
            doc, raw = _read_doc(alt, path.name)
            doc, lines = apply_journal(doc, raw, path)
        except (FileNotFoundError, SaveError):
            continue
        found.append(Opened(doc, alt, lines, live_problem))
    if found:
        return max(found, key=lambda o: o.doc.saved_at)  # the temp file first on a tie
    raise live_problem


def read_save(path: Path) -> SaveDoc:
    """The document of the save `path` (see `open_save`)."""
    return open_save(path).doc


def _read_doc(path: Path, name: str) -> tuple[SaveDoc, bytes]:
    """Decode one file as a save document (upgraded to the current format) and its bytes.
    FileNotFoundError passes on; every other problem is a SaveError naming `name`."""
    from .boundary import BoundaryError, read_limited
    from .savedoc import decode_save, save_error

    try:
        raw = read_limited(path, MAX_SAVE_BYTES)
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise SaveError(
            name,
            f"cannot be read ({exc.strerror or exc})",
            "core.save.unreadable",
            error=str(exc.strerror or exc),
        ) from None
    except BoundaryError as exc:
        raise save_error(name, exc, MAX_SAVE_BYTES >> 20) from None
    return decode_save(raw, name), raw


def load_match(
    path: Path,
    rules_for: Callable[[str], AnyRules],
    ai_levels: Callable[[str], Collection[str]],
) -> Match:
    """Read the save `path` and rebuild its match by strict replay (Match.from_save): what the
    load screen and Continue do. Raises SaveError (or DataError for the game's own data)."""
    from .match import Match

    path = Path(path)
    opened = open_save(path)
    return Match.from_save(rules_for, opened.doc, path.name, ai_levels=ai_levels)


# ---- writing ------------------------------------------------------------------------------------
def write_save(path: Path, data: Document) -> int:
    """Write a save document to `path` atomically, keeping the previous version as `.bak`.
    Returns the bytes written."""
    from .boundary import encode

    return atomic_write(Path(path), encode(data), backup_old=True)


def write_named_save(folder: Path, stem: str, data: Document) -> Path:
    """A new save `<stem>.json` in `folder` (`<stem>-2.json` ... if taken): two saves made in the
    same second never share a file. Returns its path."""
    from .boundary import encode

    return write_new(Path(folder), stem, SAVE_SUFFIX, encode(data))


# ---- listing -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class SaveInfo:
    """What the load screen lists about a save, read without replaying it."""

    path: Path
    game_id: str
    steps: int
    saved_at: float
    finished: bool
    seats: tuple[str, ...]
    problem: str = ""  # non-empty: the file is unreadable and why (English)
    problem_key: str = ""  # the same, as an i18n key ...
    problem_args: tuple[tuple[str, Any], ...] = ()  # ... and its arguments (name, value) pairs
    recovered_from: str = ""  # the temp file or backup read because the live file is damaged
    colours: tuple[str, ...] = ()  # each seat's colour, as set up
    match_key: str = ""  # the match's setup (game, seats, variants, seed), digested
    log_key: str = ""  # its log, digested: two saves with both keys equal hold the same position


def describe(path: Path) -> SaveInfo:
    """The listing entry of the save `path`; never raises: a damaged save says why."""
    path = Path(path)
    try:
        opened = open_save(path)
    except SaveError as exc:
        return SaveInfo(
            path,
            "",
            0,
            _mtime(path),
            False,
            (),
            exc.problem,
            exc.key,
            tuple(exc.key_args.items()),
        )
    import hashlib

    import msgspec

    doc = opened.doc
    return SaveInfo(
        path,
        doc.game_id,
        len(doc.log),
        doc.saved_at,
        doc.finished,
        tuple(s.name for s in doc.config.seats),
        recovered_from=opened.source.name if opened.source != path else "",
        colours=tuple(s.colour for s in doc.config.seats),
        match_key=match_key(msgspec.to_builtins(doc.config)),
        log_key=hashlib.blake2b(msgspec.json.encode(doc.log), digest_size=16).hexdigest(),
    )


def match_key(config: Mapping[str, Any]) -> str:
    """A digest of a match's setup (`MatchConfig.to_json()`, or a save's `config`): saves of the
    same match, at any point of it, share it."""
    from .plain import digest

    return digest(config)


def distinct(saves: list[SaveInfo], autosave_folder: Path) -> list[SaveInfo]:
    """`saves` without the near-duplicate autosaves: of the autosaves of one match only the
    newest is kept, and an autosave holding exactly the position of another save is left out
    (that save stands for it). Damaged saves are all kept."""
    folder = Path(autosave_folder)

    def auto(info: SaveInfo) -> bool:
        return info.path.parent == folder

    named = {(i.match_key, i.log_key) for i in saves if not auto(i) and i.match_key}
    newest: dict[str, SaveInfo] = {}
    for info in saves:
        if auto(info) and info.match_key:
            best = newest.get(info.match_key)
            if best is None or info.saved_at > best.saved_at:
                newest[info.match_key] = info
    return [
        i
        for i in saves
        if not i.match_key
        or not auto(i)
        or (newest[i.match_key] is i and (i.match_key, i.log_key) not in named)
    ]


def delete_save(path: Path) -> None:
    """Remove the save `path` with its journal, backup and temp file (OSError if one of them
    cannot be removed; those already gone are no error)."""
    path = Path(path)
    for suffix in (JOURNAL_SUFFIX, BAK, TMP, ""):
        try:
            path.with_name(path.name + suffix).unlink()
        except FileNotFoundError:
            pass


def replay_progress(path: Path, rules_for: Callable[[str], AnyRules]) -> ProgressLog | None:
    """The progress over the match saved at `path` (what the load screen shows of it), by
    replaying its log without the view hashes that loading it checks; None if it cannot be read
    or replayed. Runs off the frame: a long match takes a fraction of a second."""
    from .match import Match
    from .types import MatchConfig, SeatConfig

    try:
        doc = open_save(path).doc
        c = doc.config
        config = MatchConfig(
            c.game,
            tuple(SeatConfig(s.name, s.kind, s.level, s.colour) for s in c.seats),
            dict(c.variants),
            c.seed,
            {str(k): v for k, v in c.options.items()},
        )
        match = Match(rules_for(doc.game_id), config, record_hashes=False, undo=False)
        match.replay(doc.log)
    except Exception:  # a save the load screen cannot sum up is listed without a summary
        return None
    return match.progress


def _mtime(path: Path) -> float:
    """The newest modification time among a save's files (0 if none), within formattable dates."""
    times = []
    for suffix in ("", JOURNAL_SUFFIX, BAK, TMP):
        try:
            times.append(path.with_name(path.name + suffix).stat().st_mtime)
        except (OSError, ValueError):
            pass
    return min(max(times, default=0.0), _LATEST_TIME) if times else 0.0


def save_names(folder: Path) -> list[Path]:
    """The saves in `folder`: one path `<name>.json` per save, whichever of its files exist."""
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    found: set[str] = set()
    for name in names:
        if name.startswith("."):
            continue
        for suffix in _COMPANIONS:
            if name.endswith(suffix) and len(name) > len(suffix):
                found.add(name[: len(name) - len(suffix)] + SAVE_SUFFIX)
                break
    return [Path(folder) / n for n in sorted(found)]


def list_saves(folder: Path) -> list[SaveInfo]:
    """Every save in `folder`, newest first (damaged ones included, with their problem)."""
    infos = [describe(p) for p in save_names(Path(folder))]
    return sorted(infos, key=lambda i: i.saved_at, reverse=True)


class AutosaveSlots:
    """Rotating autosaves `autosave-1.json` .. `autosave-N.json` in one folder.

    Each new match takes the slot after the newest one (wrapping around), so the last N matches
    can be resumed; within a match the slot's journal grows after every step (journal.py).
    """

    def __init__(self, folder: Path, slots: int = AUTOSAVE_SLOTS) -> None:
        self.folder = Path(folder)
        self.slots = slots

    def slot_path(self, n: int) -> Path:
        return self.folder / f"autosave-{n}{SAVE_SUFFIX}"

    def all_paths(self) -> list[Path]:
        return [self.slot_path(n) for n in range(1, self.slots + 1)]

    def used(self) -> list[Path]:
        return [p for p in self.all_paths() if _mtime(p) > 0]

    def next_slot(self) -> Path:
        existing = [(_mtime(p), n) for n, p in enumerate(self.all_paths(), 1) if _mtime(p) > 0]
        if not existing:
            return self.slot_path(1)
        newest = max(existing)[1]
        return self.slot_path(newest % self.slots + 1)

    def slot_for(self, match: Match) -> Path:
        """The slot a match continues in: the one that already holds it (the same setup, and one
        log the start of the other: it was saved, then loaded again), or the next free one. So a
        match loaded from a named save keeps one autosave, not one per load."""
        import msgspec

        key = match_key(match.config.to_json())
        for path in self.used():
            try:
                doc = open_save(path).doc
            except SaveError:
                continue
            if match_key(msgspec.to_builtins(doc.config)) != key:
                continue
            theirs = msgspec.to_builtins(doc.log)
            n = min(len(theirs), len(match.log))
            if theirs[:n] == match.log[:n]:
                return path
        return self.next_slot()

    def latest_unfinished(self) -> SaveInfo | None:
        """The newest readable autosave of a match under way (what Continue offers). Slots are
        read newest file first, and reading stops at the first that qualifies (the title's first
        frame asks this; a slot written later than its files' dates say is the rare case that
        reads one more)."""
        best: SaveInfo | None = None
        for _, path in sorted(((_mtime(p), p) for p in self.used()), reverse=True):
            if best is not None and _mtime(path) < best.saved_at - 1.0:
                break
            info = describe(path)
            if (
                not info.problem
                and not info.finished
                and (best is None or info.saved_at > best.saved_at)
            ):
                best = info
        return best


# ---- the save thread ------------------------------------------------------------------------------
class BackgroundWriter:
    """Writes saves on a worker thread so a slow disk never stalls a frame.

    `submit(path, data)` takes a match snapshot (match.SaveSnapshot: the autosave of `path`,
    kept as a journal), or a document, or a function that builds one (it then runs on the worker:
    hashing a large state costs milliseconds). Only the newest pending item per path is written
    (older ones are superseded; a journal still gets every step, as it compares with what it
    wrote). `flush()` waits until everything queued is on disk. A failed write is recorded in
    `errors` and never stops the thread; the autosave starts afresh at the next step.
    """

    def __init__(self, compact_ratio: float | None = None) -> None:
        self._latest: dict[Path, SaveData] = {}
        self._journals: dict[Path, JournalWriter] = {}
        self._ratio = compact_ratio
        self._lock = threading.Lock()
        self._wake: queue.Queue[Path | None] = queue.Queue()
        self._idle = threading.Event()
        self._idle.set()
        self.errors: list[str] = []
        self.bytes_written = 0
        self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
        self._thread.start()

    def submit(self, path: Path, data: SaveData) -> None:
        with self._lock:
            self._latest[Path(path)] = data
            self._idle.clear()
        self._wake.put(Path(path))

    def flush(self, timeout: float = 10.0) -> bool:
        return self._idle.wait(timeout)

    def forget(self, path: Path, timeout: float = 10.0) -> bool:
        """Close the journal kept open for `path` (before the save is deleted: an open file
        cannot be removed everywhere); its next autosave, if any, starts afresh. Waits until
        done, like `flush`."""
        self.submit(path, _FORGET)
        return self.flush(timeout)

    def close(self) -> None:
        self.flush()
        self._wake.put(None)
        self._thread.join(timeout=5)
        for journal in self._journals.values():
            journal.close()

    def _run(self) -> None:
        while True:
            path = self._wake.get()
            if path is None:
                return
            with self._lock:
                data = self._latest.pop(path, None)
            if data is not None:
                try:
                    self.bytes_written += self._write(path, data)
                except Exception as exc:  # a save thread that dies would save nothing more
                    self.errors.append(f"{path.name}: {type(exc).__name__}: {exc}")
            with self._lock:
                if not self._latest and self._wake.empty():
                    self._idle.set()

    def _write(self, path: Path, data: SaveData) -> int:
        if data is _FORGET:
            forgotten = self._journals.pop(path, None)
            if forgotten is not None:
                forgotten.close()
            return 0
        if isinstance(data, Mapping) or callable(data):
            stale = self._journals.pop(path, None)
            if stale is not None:  # a whole document replaces the autosave: its journal ends
                stale.close()
            return write_save(path, data if isinstance(data, Mapping) else data())
        journal = self._journals.get(path)
        if journal is None:
            from .journal import COMPACT_RATIO, JournalWriter

            journal = JournalWriter(path, self._ratio or COMPACT_RATIO)
            self._journals[path] = journal
        before = journal.bytes_written
        journal.record(data)
        return journal.bytes_written - before
