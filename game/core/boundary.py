"""The typed boundary: everything read from disk becomes a typed structure here, or is refused.

A file's shape is a msgspec Struct (or a dataclass) whose constraints sit on its types:
`Annotated[int, Meta(ge=0)]`, `Literal[...]`, `Name` (1 to 40 characters), `forbid_unknown_fields`,
cross-field checks in `__post_init__`. Nothing is checked by hand field by field; one of these
builds the structure or raises BoundaryError naming the file, the key path and what is wrong:

    raw = read_limited(path, 4 << 20)          # refuses a file over the limit before reading it
    doc = decode(raw, SaveDoc, path.name)      # JSON bytes -> SaveDoc
    coins = convert(yaml.safe_load(text), CoinsFile, "coins.yaml")   # parsed YAML -> typed

Decoding is strict: no coercion (`"3"` is not 3, `true` is not 1, `1.0` is not an int), NaN and
Infinity are malformed JSON, integers beyond 64 bits are out of range, and nesting deeper than the
types allow fails at the first level that does not fit (no shape here holds arbitrary JSON, so
depth is bounded by the types; RecursionError is caught anyway). msgspec is imported with this
module, so importing it is for code that has a file in hand (the first menu frame has none when
the player has no settings or saves yet).
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Annotated, Any, Final, TypeVar

import msgspec
from msgspec import Meta

from .errors import TortugaError
from .limits import MAX_NAME, SEED_RANGE

T = TypeVar("T")

#: What a problem is, for messages: the file is too big, not JSON, too deeply nested, or JSON
#: whose content does not fit its shape.
TOO_BIG: Final = "too_big"
MALFORMED: Final = "malformed"
TOO_DEEP: Final = "too_deep"
INVALID: Final = "invalid"
EMPTY: Final = "empty"

# ---- constrained building blocks shared by every file shape ----------------------------------
Name = Annotated[str, Meta(min_length=1, max_length=MAX_NAME)]
"""A player's name: 1 to 40 characters."""
Key = Annotated[str, Meta(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9_.:-]+$")]
"""An identifier written by the program: a game id, an AI level, a variant or option key."""
Text = Annotated[str, Meta(max_length=200)]
"""A short free text (a card id, a colour, an argument)."""
SmallInt = Annotated[int, Meta(ge=-1_000_000_000, le=1_000_000_000)]
"""A number inside a game: counts, coordinates, amounts."""
Seed = Annotated[int, Meta(ge=SEED_RANGE[0], le=SEED_RANGE[1])]
Counter = Annotated[int, Meta(ge=0, le=2**63 - 1)]
Timestamp = Annotated[float, Meta(ge=0.0, le=4_102_444_800.0)]
"""Seconds since 1970, up to the year 2100 (the load screen formats it as a date)."""
Scalar = Text | SmallInt | bool | None
"""A plain value in an action or a chance outcome."""


class BoundaryError(TortugaError):
    """A file refused at the boundary. `path` is the key path inside it (`log[3].ms`, "" for the
    whole file), `problem` what is wrong (English), `reason` one of the kinds above."""

    def __init__(self, file: str, path: str, problem: str, reason: str = INVALID) -> None:
        self.file = file
        self.path = path
        self.problem = problem
        self.reason = reason
        where = f"{file}: {path}" if path else file
        super().__init__(f"{where}: {problem}")


def read_limited(path: Path, limit: int) -> bytes:
    """The bytes of `path`, or BoundaryError if it holds more than `limit` bytes (a huge file is
    never read whole: at most `limit` + 1 bytes are). OSError (missing, unreadable) passes on."""
    with open(path, "rb") as fh:
        too_big = os.fstat(fh.fileno()).st_size > limit
        raw = b"" if too_big else fh.read(limit + 1)  # (a file may grow while it is read)
    if too_big or len(raw) > limit:
        raise BoundaryError(
            Path(path).name,
            "",
            f"is larger than {limit // 1024} KiB, the most this file may be",
            TOO_BIG,
        )
    return raw


def decode(raw: bytes, shape: type[T], file: str) -> T:
    """Decode JSON bytes into `shape`, or raise BoundaryError. A UTF-8 byte-order mark (left by
    some text editors) is allowed; an empty file is refused as such."""
    raw = raw.removeprefix(b"\xef\xbb\xbf")
    if not raw.strip():
        raise BoundaryError(file, "", "is empty", EMPTY)
    try:
        return msgspec.json.decode(raw, type=shape, strict=True)
    except msgspec.ValidationError as exc:
        raise _invalid(file, str(exc)) from None
    except msgspec.DecodeError as exc:
        raise BoundaryError(file, "", f"is not valid JSON ({exc})", MALFORMED) from None
    except UnicodeDecodeError as exc:
        raise BoundaryError(file, "", f"is not UTF-8 text (byte {exc.start})", MALFORMED) from None
    except RecursionError:
        raise BoundaryError(file, "", "is nested too deeply", TOO_DEEP) from None


def convert(obj: Any, shape: type[T], file: str) -> T:
    """Build `shape` from already parsed data (YAML, or a document held in memory), with the same
    strictness and messages as `decode`."""
    try:
        return msgspec.convert(obj, type=shape, strict=True)
    except msgspec.ValidationError as exc:
        raise _invalid(file, str(exc)) from None
    except RecursionError:
        raise BoundaryError(file, "", "is nested too deeply", TOO_DEEP) from None


def encode(obj: Any) -> bytes:
    """Compact JSON bytes of a Struct or plain data (what the decoders above read back)."""
    return msgspec.json.encode(obj)


_AT = re.compile(r"^(?P<problem>.*?) - at `(?P<path>[^`]*)`(?: in `(?P<inside>[^`]*)`)?$", re.S)


def locate(message: str) -> tuple[str, str, bool]:
    """Split msgspec's `Expected `int`, got `str` - at `$.log[3].ms`` into the problem, the
    msgspec path (`$.log[3].ms`, "" for the whole document) and whether the problem is a key of
    the mapping at that path (msgspec says `key` in `$.variants`)."""
    m = _AT.match(message)
    if m is None:
        return message, "", False
    if m.group("inside") is not None:
        return m.group("problem"), m.group("inside"), True
    return m.group("problem"), m.group("path"), False


def _invalid(file: str, message: str) -> BoundaryError:
    """msgspec says `Expected `int`, got `str` - at `$.log[3].ms``; people read `log[3].ms`."""
    problem, at, is_key = locate(message)
    path = _readable(at)
    if is_key:  # a mapping's key is wrong: `key` in `$.variants`
        path = f"{path} (a key)".lstrip()
    return BoundaryError(file, path, problem, INVALID)


def _readable(path: str) -> str:
    return path.removeprefix("$").removeprefix(".")
