"""Save files on disk: crash-safe writes, reading with clear refusals, rotating autosaves.

A save is a JSON document (see `Match.to_save`). Writing goes to a temporary file in the same
folder, is flushed to disk, then renamed over the target with `os.replace`, which is atomic: a
crash leaves either the old file or the new one, never half of one. The previous version is kept
as `<name>.bak`. Reading never writes: a broken file is refused with a SaveError and left as it is.
"""

from __future__ import annotations

import json
import os
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .errors import SaveError

SAVE_FORMAT = "tortuga-save"
SAVE_SUFFIX = ".json"
AUTOSAVE_SLOTS = 3


def atomic_write_text(path: Path, text: str, keep_backup: bool = True) -> None:
    """Write `text` to `path` so that no reader ever sees a partial file."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "w", encoding="utf-8") as fh:
        fh.write(text)
        fh.flush()
        os.fsync(fh.fileno())
    if keep_backup and path.exists():
        # A second copy, for file systems where a rename is not atomic (Windows).
        bak = path.with_name(path.name + ".bak")
        try:
            os.replace(path, bak)
        except OSError:
            pass
    os.replace(tmp, path)


def write_save(path: Path, data: dict[str, Any]) -> None:
    atomic_write_text(Path(path), json.dumps(data, ensure_ascii=False, separators=(",", ":")))


def read_save(path: Path) -> dict[str, Any]:
    """Parse a save file, or raise SaveError saying what is wrong. Never modifies the file."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise SaveError(
            path.name,
            f"cannot be read ({exc.strerror or exc})",
            "core.save.unreadable",
            error=str(exc.strerror or exc),
        ) from None
    if not raw.strip():
        raise SaveError(path.name, "is empty", "core.save.empty")
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise SaveError(path.name, "is not a text file", "core.save.not_text") from None
    except json.JSONDecodeError as exc:
        raise SaveError(
            path.name,
            f"is cut short or damaged (JSON error at line {exc.lineno}, "
            f"column {exc.colno}: {exc.msg})",
            "core.save.truncated",
            line=exc.lineno,
            column=exc.colno,
        ) from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(path.name, "is not a Tortuga save", "core.save.not_tortuga")
    return data


@dataclass(frozen=True)
class SaveInfo:
    """What the load screen lists about a file, read without replaying it."""

    path: Path
    game_id: str
    steps: int
    saved_at: float
    finished: bool
    seats: tuple[str, ...]
    problem: str = ""  # non-empty: the file is unreadable and why (English)
    problem_key: str = ""  # the same, as an i18n key ...
    problem_args: tuple[tuple[str, Any], ...] = ()  # ... and its arguments (name, value) pairs


def describe(path: Path) -> SaveInfo:
    path = Path(path)
    try:
        data = read_save(path)
        seats = tuple(str(s.get("name", "?")) for s in data["config"]["seats"])
        saved_at = data.get("saved_at")
        return SaveInfo(
            path,
            str(data["game_id"]),
            len(data["log"]),
            float(saved_at) if saved_at is not None else _mtime(path),
            bool(data.get("finished", False)),
            seats,
        )
    except SaveError as exc:
        return SaveInfo(
            path, "", 0, _mtime(path), False, (), exc.problem, exc.key, tuple(exc.key_args.items())
        )
    except (KeyError, TypeError, AttributeError):
        return SaveInfo(
            path,
            "",
            0,
            _mtime(path),
            False,
            (),
            "is missing required fields",
            "core.save.missing_fields",
        )


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def list_saves(folder: Path) -> list[SaveInfo]:
    """Every save in `folder`, newest first (broken ones included, with their problem)."""
    folder = Path(folder)
    if not folder.is_dir():
        return []
    infos = [describe(p) for p in folder.glob("*" + SAVE_SUFFIX)]
    return sorted(infos, key=lambda i: i.saved_at, reverse=True)


class AutosaveSlots:
    """Rotating autosave files `autosave-1.json` .. `autosave-N.json` in one folder.

    Each new match takes the slot after the newest one (wrapping around), so the last N matches
    can be resumed; within a match the slot is rewritten atomically after every action.
    """

    def __init__(self, folder: Path, slots: int = AUTOSAVE_SLOTS) -> None:
        self.folder = Path(folder)
        self.slots = slots

    def slot_path(self, n: int) -> Path:
        return self.folder / f"autosave-{n}{SAVE_SUFFIX}"

    def all_paths(self) -> list[Path]:
        return [self.slot_path(n) for n in range(1, self.slots + 1)]

    def next_slot(self) -> Path:
        existing = [(p.stat().st_mtime, n) for n, p in enumerate(self.all_paths(), 1) if p.exists()]
        if not existing:
            return self.slot_path(1)
        newest = max(existing)[1]
        return self.slot_path(newest % self.slots + 1)

    def latest_unfinished(self) -> SaveInfo | None:
        infos = [describe(p) for p in self.all_paths() if p.exists()]
        infos = [i for i in infos if not i.problem and not i.finished]
        return max(infos, key=lambda i: i.saved_at) if infos else None


class BackgroundWriter:
    """Writes saves on a worker thread so a slow disk never stalls a frame.

    `submit` takes the document, or a function that builds it (it then runs on the worker:
    hashing a large state costs milliseconds). Only the newest pending document per path is
    written (older ones are superseded). `flush()` waits until everything queued is on disk.
    """

    def __init__(self) -> None:
        self._latest: dict[Path, dict[str, Any] | Callable[[], dict[str, Any]]] = {}
        self._lock = threading.Lock()
        self._wake: queue.Queue[Path | None] = queue.Queue()
        self._idle = threading.Event()
        self._idle.set()
        self.errors: list[str] = []
        self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
        self._thread.start()

    def submit(self, path: Path, data: dict[str, Any] | Callable[[], dict[str, Any]]) -> None:
        with self._lock:
            self._latest[Path(path)] = data
            self._idle.clear()
        self._wake.put(Path(path))

    def flush(self, timeout: float = 10.0) -> bool:
        return self._idle.wait(timeout)

    def close(self) -> None:
        self.flush()
        self._wake.put(None)
        self._thread.join(timeout=5)

    def _run(self) -> None:
        while True:
            path = self._wake.get()
            if path is None:
                return
            with self._lock:
                data = self._latest.pop(path, None)
            if data is not None:
                try:
                    write_save(path, data() if callable(data) else data)
                except OSError as exc:
                    self.errors.append(f"{path.name}: {exc}")
            with self._lock:
                if not self._latest and self._wake.empty():
                    self._idle.set()


def now() -> float:
    return time.time()


def jsonable(data: Any) -> Any:
    """Round-trip through JSON (turns tuples into lists), as a save file would."""
    return json.loads(json.dumps(data))
