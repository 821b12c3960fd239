"""The shape of a save file and of an autosave journal, as typed structures with their limits.

A save document (format 2; format 1 is upgraded by dropping its layout hashes):

    {"format": "tortuga-save", "format_version": 2, "app_version": "1.0.0",
     "game_id": "mutinies", "rules_version": 1,
     "config": {"game": "mutinies", "seats": [{"name", "kind", "level", "colour"}, ...],
                "variants": {...}, "seed": 77, "options": {...}},
     "rng": {"seed": 77, "stream": 0, "counter": 91},
     "log": [{"seat": 0, "action": ["pick", "captain"]}, {"chance": [3, 5]}, ...],
     "hashes": {"25": "<32 hex>", ...}, "final_hash": "<32 hex>",
     "finished": false, "saved_at": 1795635268.68}

Every field is required and no other is allowed; a value of the wrong type, out of its range or
too long (a seat's name over 40 characters) is refused with its key path. Fields that must agree
are checked on the type (`__post_init__`): `config.game` is `game_id`, the RNG is the match's
(its seed, stream 0), hashes sit every HASH_EVERY steps. What needs the game itself (variants,
AI levels, legal steps, chance outcomes inside their domain) is checked by `Match.from_save`.

An autosave journal (`<save>.journal`) is one line per step after a snapshot (see journal.py):

    <crc32 of the JSON, 8 hex> {"journal": 1, "snapshot": "<blake2b of the snapshot>", "steps": k}
    <crc32> {"n": k + 1, "seat": 0, "action": [...]}
    <crc32> {"n": k + 2, "chance": [4], "h": "<32 hex>", "r": 93} ...
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Annotated, Any, Final, Literal, TypeVar

import msgspec
from msgspec import UNSET, Meta, UnsetType

from . import boundary
from .boundary import BoundaryError, Counter, Key, Name, Scalar, Seed, SmallInt, Text, Timestamp
from .errors import SaveError

T = TypeVar("T")

SAVE_FORMAT: Final = "tortuga-save"
SAVE_FORMAT_VERSION: Final = 2
HASH_EVERY: Final = 25  # a hash of every seat's view is recorded every this many log entries
MAX_STEPS: Final = 200_000  # log entries in one save (a long Black Fleet match has ~15,000)
MAX_SEATS: Final = 16
JOURNAL_VERSION: Final = 1

Steps = Annotated[int, Meta(ge=0, le=MAX_STEPS)]
StepKey = Annotated[str, Meta(pattern=r"^[1-9][0-9]{0,5}$")]  # a step number as a JSON key
HashHex = Annotated[str, Meta(pattern=r"^[0-9a-f]{32}$")]
SeatIndex = Annotated[int, Meta(ge=0, lt=MAX_SEATS)]
ThinkMs = Annotated[int, Meta(ge=0, le=86_400_000)]  # think time charged to a clock, at most a day
ActionList = Annotated[list[Scalar], Meta(min_length=1, max_length=32)]
Outcome = Annotated[list[Scalar], Meta(max_length=4096)] | Text | SmallInt | bool
"""A chance outcome: a list (dice, cards drawn, a shuffled deck) or one picked item; never null."""
VariantValue = Text | SmallInt | bool


class LogEntry(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    """One step of the log: a seat's action (`seat`, `action`, and `ms` of think time in games
    with a clock) or a chance outcome (`chance`), never both, never neither."""

    seat: SeatIndex | UnsetType = UNSET
    action: ActionList | UnsetType = UNSET
    ms: ThinkMs | UnsetType = UNSET
    chance: Outcome | UnsetType = UNSET

    def __post_init__(self) -> None:
        if not _check_step(self.seat, self.action, self.ms, self.chance):
            raise ValueError("a step needs a seat and an action, or a chance outcome")


def _check_step(seat: object, action: object, ms: object, chance: object) -> bool:
    """Whether these fields hold a step (False: none is given); ValueError if they hold a
    malformed one."""
    if chance is not UNSET:
        if seat is not UNSET or action is not UNSET or ms is not UNSET:
            raise ValueError("a step is either an action or a chance outcome, not both")
        return True
    if seat is UNSET and action is UNSET and ms is UNSET:
        return False
    if seat is UNSET or not isinstance(action, list):
        raise ValueError("a step needs a seat and an action, or a chance outcome")
    if not isinstance(action[0], str):
        raise ValueError("an action starts with its kind (text)")
    return True


class SeatDoc(msgspec.Struct, forbid_unknown_fields=True):
    name: Name
    kind: Literal["human", "ai"]
    level: Key
    colour: Annotated[str, Meta(max_length=32)]


class ConfigDoc(msgspec.Struct, forbid_unknown_fields=True):
    game: Key
    seats: Annotated[list[SeatDoc], Meta(min_length=1, max_length=MAX_SEATS)]
    variants: Annotated[dict[Key, VariantValue], Meta(max_length=64)]
    seed: Seed
    options: dict[Literal["mask_prompts"], bool]  # the table options a game may honour


class RngDoc(msgspec.Struct, forbid_unknown_fields=True):
    seed: Seed
    stream: Literal[0]  # the match draws from stream 0; AI seats fork their own
    counter: Counter


class SaveHeader(msgspec.Struct):
    """The first thing read: is this a Tortuga save, and of a format this program reads?"""

    format: Annotated[str, Meta(max_length=64)] = ""
    format_version: Annotated[int, Meta(ge=0, le=1_000_000)] = 0


class SaveDoc(msgspec.Struct, forbid_unknown_fields=True):
    format: Literal["tortuga-save"]
    format_version: Annotated[int, Meta(ge=1, le=SAVE_FORMAT_VERSION)]
    app_version: Annotated[str, Meta(max_length=32)]
    game_id: Key
    rules_version: Annotated[int, Meta(ge=1, le=1_000_000)]
    config: ConfigDoc
    rng: RngDoc
    log: Annotated[list[LogEntry], Meta(max_length=MAX_STEPS)]
    hashes: dict[StepKey, HashHex]
    final_hash: HashHex  # "" only in memory: a recovered autosave whose last steps carry none
    finished: bool
    saved_at: Timestamp

    def __post_init__(self) -> None:
        if self.config.game != self.game_id:
            raise ValueError(f"config.game is {self.config.game!r} but game_id is {self.game_id!r}")
        if self.rng.seed != self.config.seed:
            raise ValueError("rng.seed is not config.seed")
        if self.format_version >= 2:
            expected = set(range(HASH_EVERY, len(self.log) + 1, HASH_EVERY))
            if self.hashes and {int(k) for k in self.hashes} != expected:
                raise ValueError(
                    f"hashes are recorded every {HASH_EVERY} steps of the log, no other"
                )


class JournalHead(msgspec.Struct, forbid_unknown_fields=True):
    """The first line of a journal: which snapshot it continues (a digest of its bytes) and how
    many steps that snapshot holds."""

    journal: Literal[1]
    snapshot: HashHex
    steps: Steps


class JournalLine(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    """One journal line: step `n` with the fields of its log entry (the log is cut to n - 1 steps
    first, so a step after an undo overwrites), or, with no entry fields, a cut of the log back
    to `n` steps (an undo). `h`: the view hash the save keeps for this step. A line without `u`
    ends a write (a commit); on a commit `r` is the RNG counter where it changed since the last
    commit, and `f` says the match is over."""

    n: Steps
    seat: SeatIndex | UnsetType = UNSET
    action: ActionList | UnsetType = UNSET
    ms: ThinkMs | UnsetType = UNSET
    chance: Outcome | UnsetType = UNSET
    h: HashHex | None = None
    u: bool = False
    r: Counter | None = None
    f: bool = False

    def __post_init__(self) -> None:
        step = _check_step(self.seat, self.action, self.ms, self.chance)
        if step and self.n < 1:
            raise ValueError("steps are numbered from 1")
        if self.h is not None and (not step or self.n % HASH_EVERY):
            raise ValueError(f"a hash belongs to a step every {HASH_EVERY}")
        if self.u and (self.r is not None or self.f):
            raise ValueError("`r` and `f` belong to the last line of a write")

    def entry(self) -> LogEntry | None:
        """The log entry of this line, or None for a cut."""
        if (self.seat, self.action, self.ms, self.chance) == (UNSET, UNSET, UNSET, UNSET):
            return None
        return LogEntry(self.seat, self.action, self.ms, self.chance)


def upgrade(doc: SaveDoc) -> SaveDoc:
    """Bring a decoded document to SAVE_FORMAT_VERSION. Format 1 hashed the engine's internal
    layout; those hashes cannot be checked by an engine laid out differently, so they are dropped
    (every step is still checked on replay)."""
    if doc.format_version == 1:
        doc = msgspec.structs.replace(doc, format_version=2, hashes={}, final_hash="")
    return doc


# ---- reading a document ---------------------------------------------------------------------------
def decode_save(raw: bytes, name: str) -> SaveDoc:
    """The save document in `raw` (JSON bytes of the file `name`), upgraded to the current format,
    or SaveError: not a Tortuga save, a format this program does not read, or what is wrong and
    where (`log[3].ms: Expected int, got str`)."""
    return _read(lambda shape: boundary.decode(raw, shape, name), name)


def convert_save(data: Mapping[str, Any], name: str) -> SaveDoc:
    """The same for a document already parsed (or built in memory)."""
    return _read(lambda shape: boundary.convert(data, shape, name), name)


def _read(build: Callable[[type[Any]], Any], name: str) -> SaveDoc:
    try:
        header: SaveHeader = build(SaveHeader)
    except BoundaryError as exc:
        if exc.reason == boundary.INVALID and not exc.path:  # JSON, but not an object
            raise SaveError(name, "is not a Tortuga save", "core.save.not_tortuga") from None
        raise save_error(name, exc) from None
    if header.format != SAVE_FORMAT:
        raise SaveError(name, "is not a Tortuga save", "core.save.not_tortuga")
    if not 1 <= header.format_version <= SAVE_FORMAT_VERSION:
        raise SaveError(
            name,
            f"has format version {header.format_version}; "
            f"this program reads versions 1 to {SAVE_FORMAT_VERSION}",
            "core.save.format_version",
            found=str(header.format_version),
            expected=SAVE_FORMAT_VERSION,
        )
    try:
        doc: SaveDoc = build(SaveDoc)
    except BoundaryError as exc:
        raise save_error(name, exc) from None
    return upgrade(doc)


def save_error(name: str, exc: BoundaryError, limit_mib: int = 0) -> SaveError:
    """A boundary refusal as a SaveError the UI can phrase (`core.save.<reason>`)."""
    if exc.reason == boundary.TOO_BIG:
        return SaveError(name, exc.problem, "core.save.too_big", limit=limit_mib)
    if exc.reason == boundary.MALFORMED:
        return SaveError(name, exc.problem, "core.save.malformed", detail=exc.problem)
    if exc.reason == boundary.TOO_DEEP:
        return SaveError(name, exc.problem, "core.save.too_deep")
    if exc.reason == boundary.EMPTY:
        return SaveError(name, "is empty", "core.save.empty")
    where = exc.path or "(the whole file)"
    return SaveError(
        name, f"{where}: {exc.problem}", "core.save.invalid", where=where, detail=exc.problem
    )
