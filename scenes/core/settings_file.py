"""settings.json through the typed boundary: its shape and limits, and what a damaged one becomes.

Every constraint is on the types: languages and prompt modes are enums, volumes and speeds are
ranges, a remembered seat's name has 1 to 40 characters, its kind is human or AI, no unknown key
anywhere, the file at most MAX_SETTINGS_BYTES. Keys left out take their defaults (a file written
by an older version); a file that does not fit is moved aside (never written over), and the
settings it holds that fit on their own are kept (`salvage`).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Annotated, Literal

import msgspec
from msgspec import Meta

from game.core.boundary import BoundaryError, Key, Name, SmallInt, Text, decode, read_limited

from .settings import SETTINGS_VERSION, Settings, SettingsDamage

MAX_SETTINGS_BYTES = 1 << 20
DAMAGED = ".damaged"

Fraction = Annotated[float, Meta(ge=0.0, le=1.0)]
Pace = Annotated[float, Meta(ge=0.0, le=3.0)]
ThinkTime = Annotated[float, Meta(ge=0.25, le=5.0)]  # seconds; a search needs some time


class SeatMemo(msgspec.Struct, forbid_unknown_fields=True):
    """A seat of the last setup of a game (the setup screen starts from it)."""

    name: Name
    kind: Literal["human", "ai"]
    level: Key
    colour: Annotated[str, Meta(max_length=32)]


class SetupMemo(msgspec.Struct, forbid_unknown_fields=True):
    seats: Annotated[list[SeatMemo], Meta(max_length=16)]
    variants: Annotated[dict[Key, Text | SmallInt | bool], Meta(max_length=64)]


_DEFAULT = Settings()


class SettingsFile(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    version: Annotated[int, Meta(ge=1, le=SETTINGS_VERSION)] = SETTINGS_VERSION
    language: Literal["en", "es"] = "en"
    music_volume: Fraction = _DEFAULT.music_volume
    effects_volume: Fraction = _DEFAULT.effects_volume
    animation_speed: Pace = _DEFAULT.animation_speed
    ai_delay: Pace = _DEFAULT.ai_delay
    ai_think: ThinkTime = _DEFAULT.ai_think
    fullscreen: bool = _DEFAULT.fullscreen
    colourblind: bool = _DEFAULT.colourblind
    reaction_prompts: Literal["always", "when_possible"] = "always"
    setups: Annotated[dict[Key, SetupMemo], Meta(max_length=64)] = {}


def read_settings(path: Path) -> Settings:
    """The settings in `path`; a damaged file is moved aside, its settings that can be read on
    their own are kept (`salvage`), the rest take their defaults, and `damage` says why."""
    path = Path(path)
    raw = b""
    try:
        raw = read_limited(path, MAX_SETTINGS_BYTES)
        doc = decode(raw, SettingsFile, path.name)
    except FileNotFoundError:
        return Settings()
    except BoundaryError as exc:
        problem = f"{exc.path}: {exc.problem}" if exc.path else exc.problem
        return _settings(salvage(raw), SettingsDamage(problem, keep_aside(path)))
    except OSError as exc:  # unreadable: leave it where it is, and never write over it
        return Settings(damage=SettingsDamage(str(exc.strerror or exc), None))
    return _settings(doc)


def _settings(doc: SettingsFile, damage: SettingsDamage | None = None) -> Settings:
    plain = msgspec.structs.asdict(doc)
    plain["setups"] = msgspec.to_builtins(doc.setups)  # plain data, as the setup screen keeps it
    return Settings(**plain, damage=damage)


def salvage(raw: bytes) -> SettingsFile:
    """What a file that does not fit as a whole still says: each setting (and each game's last
    setup) that fits on its own, under the same constraints; the others take their defaults.
    One bad value no longer costs the player their language, volumes and setups. Nothing is
    salvaged from a file that is not a JSON object, or is written by a newer version (its
    keys may mean something else)."""
    try:
        top = msgspec.json.decode(raw.removeprefix(b"\xef\xbb\xbf"))
    except (msgspec.DecodeError, UnicodeDecodeError, RecursionError):
        return SettingsFile()
    if not isinstance(top, dict) or not _fits({"version": top.get("version", 1)}):
        return SettingsFile()
    kept = {k: top[k] for k in SettingsFile.__struct_fields__ if k in top and _fits({k: top[k]})}
    setups = top.get("setups")
    if "setups" not in kept and isinstance(setups, dict):
        kept["setups"] = {k: v for k, v in setups.items() if _fits({"setups": {k: v}})}
        if not _fits({"setups": kept["setups"]}):  # (too many games, even so)
            del kept["setups"]
    return msgspec.convert(kept, SettingsFile, strict=True)


def _fits(part: dict[str, object]) -> bool:
    try:
        msgspec.convert(part, SettingsFile, strict=True)
    except (msgspec.ValidationError, RecursionError):
        return False
    return True


def keep_aside(path: Path) -> Path | None:
    """Move `path` to `<name>.damaged` (or `.damaged-2` ...: an earlier one is never replaced).
    Returns where it went, or None if it could not be moved."""
    for n in range(1, 1000):
        target = path.with_name(path.name + DAMAGED + ("" if n == 1 else f"-{n}"))
        try:
            os.link(path, target)
        except FileExistsError:
            continue
        except OSError:  # no hard links here: a rename, if nothing has that name
            if target.exists():
                continue
            try:
                os.rename(path, target)
            except OSError:
                return None
            return target
        try:
            os.unlink(path)
        except OSError:
            pass
        return target
    return None
