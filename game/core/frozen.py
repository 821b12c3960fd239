"""Building frozen dataclasses fast: what views are made of.

A frozen dataclass's generated `__init__` stores every field through `object.__setattr__`, which
costs about as much as everything else a view does (a third of a view in Pieces of Eight and
Black Fleet). Views are built at every decision of every AI rollout, so games build them with
`make(cls, field=value, ...)`: the same object as `cls(...)` (equal, hashed, printed and
compared alike), for a frozen dataclass without `__slots__`, `__post_init__` or defaults that
the caller leaves out — every field is given by name (checked by count).
"""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

T = TypeVar("T")

_COUNTS: dict[type, int] = {}


def make(cls: type[T], /, **fields: Any) -> T:
    """`cls(**fields)` for a frozen dataclass, without the per-field `object.__setattr__`."""
    count = _COUNTS.get(cls)
    if count is None:
        params = cls.__dataclass_params__  # type: ignore[attr-defined]  # a dataclass's own
        if not params.frozen or "__slots__" in cls.__dict__ or hasattr(cls, "__post_init__"):
            raise TypeError(f"{cls.__name__} is not a plain frozen dataclass")
        count = _COUNTS[cls] = len(dataclasses.fields(cls))  # type: ignore[arg-type]
    if len(fields) != count:
        raise TypeError(f"{cls.__name__} takes {count} fields by name, not {len(fields)}")
    obj = object.__new__(cls)
    obj.__dict__.update(fields)
    return obj
