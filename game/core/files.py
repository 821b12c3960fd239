"""Crash-safe file writing: a reader never sees half a file, and the live file never vanishes.

`atomic_write(path, data)`:
  1. writes `<name>.tmp` in the same folder, flushes and fsyncs it;
  2. with `backup=True`, publishes the current file as `<name>.bak` without removing it: a hard
     link (or, where links are not supported, a fsynced copy) to `<name>.bak.tmp`, then
     `os.replace` onto `<name>.bak`;
  3. `os.replace(<name>.tmp, <name>)`, which is atomic: the old file or the new one, never none;
  4. fsyncs the folder, so the rename itself survives a power cut (not possible on Windows).

A kill at any moment leaves `<name>` whole (old or new); `.tmp` and `.bak` are only ever extra
copies, which readers fall back to when `<name>` is missing or damaged (saves.py).
`write_new(folder, stem, data)` publishes a new file under a name no other file has.
"""

from __future__ import annotations

import os
import shutil
import sys
import time
from pathlib import Path

TMP = ".tmp"
BAK = ".bak"
_WINDOWS = sys.platform == "win32"
_RETRIES = 8  # os.replace on Windows fails while another program (a virus scanner) holds a file


def tmp_of(path: Path) -> Path:
    return path.with_name(path.name + TMP)


def bak_of(path: Path) -> Path:
    return path.with_name(path.name + BAK)


def write_fsynced(path: Path, data: bytes, *, exclusive: bool = False) -> None:
    """Write `data` to `path` (created or truncated; with `exclusive`, only created) and fsync."""
    flags = os.O_WRONLY | os.O_CREAT | getattr(os, "O_BINARY", 0)
    flags |= os.O_EXCL if exclusive else os.O_TRUNC
    fd = os.open(path, flags, 0o644)
    try:
        write_all(fd, data)
        os.fsync(fd)
    finally:
        os.close(fd)


def write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def replace(src: Path, dst: Path) -> None:
    """os.replace, retried a few times on Windows where another open handle refuses it."""
    for attempt in range(_RETRIES):
        try:
            os.replace(src, dst)
            return
        except PermissionError:
            if not _WINDOWS or attempt == _RETRIES - 1:
                raise
            time.sleep(0.01 * 2**attempt)


def fsync_dir(folder: Path) -> None:
    """Make renames in `folder` durable (POSIX; Windows has no directory fsync)."""
    if _WINDOWS:
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def backup(path: Path) -> int:
    """Publish the current `path` as `<name>.bak` while `path` stays in place. Returns the bytes
    copied (0 when a hard link did it, or when there is nothing to back up)."""
    staged = path.with_name(path.name + BAK + TMP)
    try:
        os.unlink(staged)
    except FileNotFoundError:
        pass
    copied = 0
    try:
        os.link(path, staged)
    except FileNotFoundError:
        return 0
    except OSError:  # no hard links here (FAT, some network shares): a fsynced copy instead
        try:
            with open(path, "rb") as src, open(staged, "wb") as dst:
                shutil.copyfileobj(src, dst)
                dst.flush()
                os.fsync(dst.fileno())
                copied = dst.tell()
        except FileNotFoundError:
            return 0
    replace(staged, bak_of(path))
    return copied


def atomic_write(path: Path, data: bytes, *, backup_old: bool = False) -> int:
    """Replace `path` by `data` as described in the module docstring. Returns the bytes written
    (the data, plus a copy of the old file where hard links are not available)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = tmp_of(path)
    write_fsynced(tmp, data)
    written = len(data)
    if backup_old:
        written += backup(path)
    replace(tmp, path)
    fsync_dir(path.parent)
    return written


def write_new(folder: Path, stem: str, suffix: str, data: bytes) -> Path:
    """Publish `data` as a new file `<stem><suffix>` in `folder`, or `<stem>-2<suffix>`,
    `<stem>-3<suffix>` ... whichever does not exist yet: a file already there is never replaced,
    and no reader ever sees it half written (it is linked into place once complete)."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    staged = folder / f".{stem}{suffix}{TMP}"
    write_fsynced(staged, data)
    try:
        for n in range(1, 10_000):
            target = folder / (f"{stem}{suffix}" if n == 1 else f"{stem}-{n}{suffix}")
            try:
                _publish_new(staged, target)
            except FileExistsError:
                continue
            fsync_dir(folder)
            return target
        raise FileExistsError(f"no free name for {stem}{suffix} in {folder}")
    finally:
        try:
            os.unlink(staged)
        except FileNotFoundError:
            pass


def _publish_new(staged: Path, target: Path) -> None:
    """Make `staged` appear as `target`, failing with FileExistsError if `target` exists."""
    try:
        os.link(staged, target)
    except FileExistsError:
        raise
    except OSError:  # no hard links: claim the name, then rename the complete file over it
        fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        os.close(fd)
        write_fsynced(tmp_of(target), staged.read_bytes())
        replace(tmp_of(target), target)
