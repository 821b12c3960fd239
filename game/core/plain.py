"""Canonical plain-data form of states and views, and the state hash built on it.

`to_plain` turns dataclasses, msgspec Structs (the game data), tuples, lists, dicts, sets and
enums into JSON-able data with a fixed order (sets are sorted, dict keys become strings), so two
equal states always give the same bytes, whatever the process or its hash seed.
"""

from __future__ import annotations

import copy
import dataclasses
import enum
import hashlib
import json
from typing import Any, TypeVar

from .agenda import Task

T = TypeVar("T")

_field_cache: dict[type, tuple[str, ...]] = {}


def _fields(cls: type) -> tuple[str, ...]:
    names = _field_cache.get(cls)
    if names is None:
        found = getattr(cls, "__struct_fields__", None)  # a msgspec Struct (the game data)
        if found is None:
            found = tuple(f.name for f in dataclasses.fields(cls))
        names = tuple(n for n in found if not n.startswith("_"))
        _field_cache[cls] = names
    return names


def shallow_copy(obj: T) -> T:
    """A new object of `obj`'s class with the same attribute values (the first step of a state's
    `clone`). An object with a `__dict__` is copied by filling a new one's (about four times as
    fast as `copy.copy`); one compiled by mypyc (tools/compile_rules.py) has none, and is copied
    by its class's own pickling support."""
    attrs = getattr(obj, "__dict__", None)
    if attrs is None:
        return copy.copy(obj)
    new: T = object.__new__(type(obj))
    new.__dict__.update(attrs)
    return new


def to_plain(obj: Any) -> Any:
    if obj is None or isinstance(obj, (bool, int, float, str)):
        return obj
    if isinstance(obj, enum.Enum):
        return to_plain(obj.value)
    if (dataclasses.is_dataclass(obj) or hasattr(obj, "__struct_fields__")) and not isinstance(
        obj, type
    ):
        plain = {name: to_plain(getattr(obj, name)) for name in _fields(type(obj))}
        if isinstance(obj, Task):  # two task types with the same fields differ
            plain["task"] = type(obj).__name__
        return plain
    if isinstance(obj, (list, tuple)):
        return [to_plain(x) for x in obj]
    if isinstance(obj, dict) or hasattr(obj, "items"):
        return {str(k): to_plain(v) for k, v in sorted(obj.items(), key=lambda kv: repr(kv[0]))}
    if isinstance(obj, (set, frozenset)):
        return sorted((to_plain(x) for x in obj), key=repr)
    raise TypeError(f"cannot turn {type(obj).__name__} into plain data")


def canonical_json(obj: Any) -> str:
    return json.dumps(to_plain(obj), sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def digest(obj: Any) -> str:
    """A short hex digest of the canonical form of `obj` (16 bytes of blake2b)."""
    return hashlib.blake2b(canonical_json(obj).encode(), digest_size=16).hexdigest()
