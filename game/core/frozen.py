"""Building frozen dataclasses fast: what views are made of, and the values every step makes
(actions, decisions, events, tasks).

A frozen dataclass's generated `__init__` stores every field through `object.__setattr__`, which
costs about as much as everything else a view does (a third of a view in Pieces of Eight and
Black Fleet). Views are built at every decision of every AI rollout, so games build them with
`make(cls, field=value, ...)`: the same object as `cls(...)` (equal, hashed, printed and
compared alike), for a frozen dataclass without `__slots__`, `__post_init__` or defaults that
the caller leaves out — every field is given by name (checked by count).

`quick(cls)` does the same for a frozen dataclass *with* `__slots__` (actions, decisions, events,
the agenda's tasks: some of each are made at every step of every playout): it gives the class an
`__init__` with the same parameters that stores each field through its slot's own descriptor,
about half the cost of the generated one. The class stays frozen (assigning a field still
raises) and its objects are the same in every other way.
"""

from __future__ import annotations

import dataclasses
import inspect
from typing import Any, TypeVar

T = TypeVar("T")

_COUNTS: dict[type, int] = {}
_QUICK = "__quick_init__"


class _Factory:
    """The default of a field made by its factory, as signatures show it."""

    def __repr__(self) -> str:
        return "<factory>"


_FACTORY = _Factory()


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


def quick(cls: type[T]) -> type[T]:
    """Give the frozen slots dataclass `cls` the quick `__init__` (see the module docstring).
    Fields must all be positional-or-keyword init fields (the generated `__init__` is kept
    otherwise); defaults, default factories and `__post_init__` are honoured. A class whose
    `__post_init__` only checks that one field is not empty names it in `__quick_guard__`:
    the quick `__init__` then calls `__post_init__` only when that field is empty (a call
    less for every object made)."""
    if cls.__dict__.get(_QUICK):
        return cls
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or not params.frozen or "__slots__" not in cls.__dict__:
        raise TypeError(f"{cls.__name__} is not a frozen dataclass with slots")
    names: dict[str, Any] = {}
    args, body = [], []
    for f in dataclasses.fields(cls):  # type: ignore[arg-type]
        if not f.init or f.kw_only:
            return cls  # not a plain field: the generated __init__ stays
        names[f"_set_{f.name}"] = getattr(cls, f.name).__set__  # the slot's descriptor
        if f.default_factory is not dataclasses.MISSING:
            names[f"_new_{f.name}"] = f.default_factory
            args.append(f"{f.name}=_FACTORY")
            body.append(f"    if {f.name} is _FACTORY:\n        {f.name} = _new_{f.name}()")
        elif f.default is not dataclasses.MISSING:
            names[f"_default_{f.name}"] = f.default
            args.append(f"{f.name}=_default_{f.name}")
        else:
            args.append(f.name)
        body.append(f"    _set_{f.name}(self, {f.name})")
    if [a.split("=")[0] for a in args] != list(inspect.signature(cls).parameters):
        return cls  # init-only variables, say: the generated __init__ stays
    guard = cls.__dict__.get("__quick_guard__")
    if guard is not None:
        if guard not in args and not any(a.startswith(f"{guard}=") for a in args):
            raise TypeError(f"{cls.__name__}.__quick_guard__ names no field: {guard!r}")
        body.append(f"    if not {guard}:\n        self.__post_init__()")
    elif hasattr(cls, "__post_init__"):
        body.append("    self.__post_init__()")
    names["_FACTORY"] = _FACTORY
    source = f"def __init__(self, {', '.join(args)}):\n" + "\n".join(body or ["    pass"])
    exec(source, names)  # code built here from the class's own field names
    init = names["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__doc__ = cls.__init__.__doc__
    init.__annotations__ = dict(cls.__init__.__annotations__)
    cls.__init__ = init  # type: ignore[method-assign]  # the same signature, a quicker body
    setattr(cls, _QUICK, True)
    return cls
