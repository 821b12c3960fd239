"""Autosave as a journal: each step appended as one fsynced line, compacted into a snapshot now
and then, so a long match costs a few times its final size on disk instead of its square.

Files of one autosave `autosave-1.json`:
- `autosave-1.json` is a snapshot, an ordinary save document (written by `files.atomic_write`,
  its previous version published as `autosave-1.json.bak` first);
- `autosave-1.json.journal` continues it. Its first line names the snapshot by a digest of its
  bytes and says how many steps it holds; each further line is one step (`n` and the fields of
  its log entry, plus the view hash `h` where the save would hold one) or a cut back to `n` steps
  (an undo). Lines of a write but its last are marked `u` (uncommitted); the last, the commit,
  carries the RNG counter `r` when it changed since the previous commit and `f` once the match is
  over. Every line starts with the crc32 of its JSON.

Recovery (`apply_journal`) keeps the steps up to the last commit whose lines are all intact: a
torn or half-written tail is dropped (it was never acknowledged); a damaged line followed by
intact ones is damage, and the file is refused. A journal whose digest does not match the
snapshot belongs to an older one (a crash between writing a snapshot and starting its journal)
and is ignored: the snapshot already holds its steps.

Compaction writes a new snapshot, then a new journal for it, when the journal has grown to
COMPACT_RATIO times its snapshot: snapshot sizes then grow geometrically, so all snapshots
together cost about ratio / (ratio - 1) times the last one, and the journal lines about their own
size once. A new match, or a match loaded in this session, starts with a snapshot.
"""

from __future__ import annotations

import hashlib
import os
import zlib
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Protocol

import msgspec

from .boundary import BoundaryError, encode, read_limited
from .errors import SaveError
from .files import atomic_write, write_all
from .savedoc import JOURNAL_VERSION, JournalHead, JournalLine, SaveDoc

JOURNAL = ".journal"
COMPACT_RATIO = 8.0
MAX_JOURNAL_BYTES = 32 << 20

_line_decoder = msgspec.json.Decoder(JournalLine, strict=True)
_head_decoder = msgspec.json.Decoder(JournalHead, strict=True)


def journal_of(path: Path) -> Path:
    return path.with_name(path.name + JOURNAL)


def digest(raw: bytes) -> str:
    return hashlib.blake2b(raw, digest_size=16).hexdigest()


def frame(payload: bytes) -> bytes:
    """One journal line: the crc32 of the JSON, a space, the JSON, a newline."""
    return b"%08x %s\n" % (zlib.crc32(payload), payload)


class Snapshot(Protocol):
    """What the journal needs of a match frozen for saving (match.SaveSnapshot)."""

    @property
    def match_id(self) -> int: ...
    @property
    def log(self) -> list[dict[str, Any]]: ...
    @property
    def hashes(self) -> dict[int, str]: ...
    @property
    def rng(self) -> dict[str, int]: ...
    @property
    def finished(self) -> bool: ...
    def document(self) -> dict[str, Any]: ...


class JournalWriter:
    """Keeps one autosave up to date. Runs on the save thread: `record` is called with ever newer
    snapshots of a match (superseded ones skipped), appends what changed and compacts when due.
    `bytes_written` counts every byte it wrote (snapshots, backups copied, journal lines)."""

    def __init__(self, path: Path, ratio: float = COMPACT_RATIO) -> None:
        self.path = Path(path)
        self.journal = journal_of(self.path)
        self.ratio = ratio
        self.bytes_written = 0
        self.compactions = 0
        self._fd: int | None = None
        self._match: int | None = None  # the match whose steps are on disk
        self._written: Sequence[Mapping[str, Any]] = ()  # those steps (the match's own entries)
        self._commit: tuple[int, bool] = (0, False)
        self._snapshot_bytes = 0
        self._journal_bytes = 0

    def record(self, snap: Snapshot) -> None:
        try:
            if (
                self._fd is None
                or snap.match_id != self._match
                or self._journal_bytes > self.ratio * self._snapshot_bytes
            ):
                self._compact(snap)
            else:
                self._append(snap)
        except BaseException:
            self.close()  # whatever is on disk stays readable; the next record starts afresh
            raise

    def close(self) -> None:
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None
        self._match = None

    def _compact(self, snap: Snapshot) -> None:
        self.close()
        raw = encode(snap.document())
        self.bytes_written += atomic_write(self.path, raw, backup_old=True)
        head = frame(
            encode(JournalHead(journal=JOURNAL_VERSION, snapshot=digest(raw), steps=len(snap.log)))
        )
        self.bytes_written += atomic_write(self.journal, head)
        self._fd = os.open(self.journal, os.O_WRONLY | os.O_APPEND | getattr(os, "O_BINARY", 0))
        self._match = snap.match_id
        self._written = snap.log
        self._commit = (snap.rng["counter"], snap.finished)
        self._snapshot_bytes, self._journal_bytes = len(raw), len(head)
        self.compactions += 1

    def _append(self, snap: Snapshot) -> None:
        assert self._fd is not None
        log, written = snap.log, self._written
        keep = _common_prefix(written, log)
        lines: list[dict[str, Any]] = []
        if keep < len(written) and keep == len(log):
            lines.append({"n": keep})  # an undo with nothing after it yet
        for i in range(keep, len(log)):
            line: dict[str, Any] = {"n": i + 1, **log[i]}
            if i + 1 in snap.hashes:
                line["h"] = snap.hashes[i + 1]
            lines.append(line)
        commit = (snap.rng["counter"], snap.finished)
        if not lines:
            if commit == self._commit:
                return
            lines.append({"n": len(log)})
        for line in lines[:-1]:
            line["u"] = True
        if commit[0] != self._commit[0]:
            lines[-1]["r"] = commit[0]
        if commit[1]:
            lines[-1]["f"] = True
        data = b"".join(frame(encode(line)) for line in lines)
        write_all(self._fd, data)
        os.fsync(self._fd)
        self.bytes_written += len(data)
        self._journal_bytes += len(data)
        self._written, self._commit = log, commit


def _common_prefix(old: Sequence[object], new: Sequence[object]) -> int:
    """How many leading entries `new` shares with `old`. Entries are the match's own objects and
    an undo only cuts the end of the log, so sharing is tested by identity, by bisection."""
    n = min(len(old), len(new))
    if n == 0 or old[n - 1] is new[n - 1]:
        return n
    lo, hi = 0, n - 1
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if old[mid - 1] is new[mid - 1]:
            lo = mid
        else:
            hi = mid - 1
    return lo


# ---- recovery ------------------------------------------------------------------------------------
def apply_journal(doc: SaveDoc, raw: bytes, path: Path) -> tuple[SaveDoc, int]:
    """`doc` (decoded from `raw`, the snapshot at `path`) brought up to date by its journal, and
    how many journal lines were applied. Raises SaveError if the journal is damaged."""
    jpath = journal_of(path)
    try:
        data = read_limited(jpath, MAX_JOURNAL_BYTES)
    except FileNotFoundError:
        return doc, 0
    except BoundaryError as exc:
        raise _damaged(path, f"its journal {exc.problem}", 1) from None
    except OSError as exc:
        raise SaveError(
            path.name,
            f"has a journal that cannot be read ({exc.strerror or exc})",
            "core.save.unreadable",
            error=str(exc.strerror or exc),
        ) from None
    rows = data.split(b"\n")  # the last row is what follows the last newline: a torn line or b""
    head = _parse(rows[0], _head_decoder, path, 1) if len(rows) > 1 else None
    if head is None:
        raise _damaged(path, "its journal has no valid first line", 1)
    if head.snapshot != digest(raw):
        return doc, 0  # the journal of an earlier snapshot: this one already holds its steps
    if head.steps != len(doc.log):
        raise _damaged(path, "its journal does not start where the snapshot ends", 1)
    lines: list[JournalLine] = []
    bad = 0
    for number, row in enumerate(rows[1:-1], 2):
        line = _parse(row, _line_decoder, path, number)
        if line is None:
            bad = bad or number
        elif bad:
            raise _damaged(path, f"line {bad} of its journal is damaged", bad)
        else:
            lines.append(line)
    commits = [i for i, line in enumerate(lines) if not line.u]
    if not commits:
        return doc, 0
    lines = lines[: commits[-1] + 1]  # the steps of a write that did not finish are dropped
    log = list(doc.log)
    hashes = dict(doc.hashes)
    counter, finished = doc.rng.counter, doc.finished
    for number, line in enumerate(lines, 2):
        entry = line.entry()
        cut = line.n - 1 if entry is not None else line.n
        if cut > len(log):
            raise _damaged(path, f"line {number} of its journal skips steps", number)
        if cut < len(log):  # an undo: the steps after it, and their hashes, go
            del log[cut:]
            for key in [k for k in hashes if int(k) > cut]:
                del hashes[key]
        if entry is not None:
            log.append(entry)
            if line.h is not None:
                hashes[str(line.n)] = line.h
        if not line.u:
            counter = counter if line.r is None else line.r
            finished = line.f
    try:
        saved_at = max(doc.saved_at, jpath.stat().st_mtime)
    except OSError:
        saved_at = doc.saved_at
    recovered = msgspec.structs.replace(
        doc,
        log=log,
        hashes=hashes,
        rng=msgspec.structs.replace(doc.rng, counter=counter),
        finished=finished,
        final_hash="",
        saved_at=saved_at,
    )
    return recovered, len(lines)


def _parse(row: bytes, decoder: msgspec.json.Decoder[Any], path: Path, number: int) -> Any:
    """The decoded line, or None if its checksum is wrong (torn). A line whose checksum holds but
    whose content does not fit its type was written that way: damage, refused at once."""
    payload = row[9:]
    if row[8:9] != b" " or row[:8] != b"%08x" % zlib.crc32(payload):
        return None
    try:
        return decoder.decode(payload)
    except msgspec.ValidationError as exc:
        raise _damaged(path, f"line {number} of its journal is invalid ({exc})", number) from None
    except (msgspec.DecodeError, UnicodeDecodeError, RecursionError):
        raise _damaged(path, f"line {number} of its journal is damaged", number) from None


def _damaged(path: Path, problem: str, line: int) -> SaveError:
    return SaveError(path.name, problem, "core.save.journal_damaged", line=line)
