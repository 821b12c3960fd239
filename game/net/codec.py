"""The wire form of what a seat sees: views, decisions, events and results as JSON trees that
decode back to equal objects of the same classes.

A view is a game's frozen dataclass with tuples, frozensets, dicts with int keys, tasks and
content records inside; plain JSON would turn tuples into lists and int keys into strings, and
msgspec cannot type every game's view (unions of two tuple shapes, tasks typed by their base
class). So every container says what it is:

    None, bool, int, float, str     as they are
    tuple                           a JSON array
    list / set / frozenset          {"l": [...]} / {"s": [...]} / {"f": [...]}
    dict (any mapping)              {"d": [[key, value], ...]}
    dataclass / msgspec Struct      {"c": "module:Class", "v": {field: value, ...}}
    NamedTuple                      {"c": "module:Class", "t": [value, ...]}
    Enum                            {"e": "module:Class", "v": value}

Decoding builds only classes that are already imported from `game.*` (never `game.net`) and are
dataclasses, msgspec Structs or Enums: a host cannot make a joiner build anything else. Fields
whose names start with `_` are caches (a board's geometry): they are not sent and take their
defaults. Anything else (an unknown tag, a class outside the games, a missing or extra field)
is refused with WireError.
"""

from __future__ import annotations

import dataclasses
import enum
import sys
from typing import Any, cast

import msgspec

_Fields = tuple[tuple[str, ...], tuple[str, ...]]  # (sent fields, cache fields)
_field_cache: dict[type, _Fields] = {}
_class_cache: dict[str, type] = {}


class WireError(ValueError):
    """A tree that is not the wire form of anything a seat may be sent."""


def _fields_of(cls: type) -> _Fields:
    known = _field_cache.get(cls)
    if known is None:
        struct = getattr(cls, "__struct_fields__", None)
        names = (
            tuple(struct) if struct is not None else tuple(f.name for f in dataclasses.fields(cls))
        )
        known = (
            tuple(n for n in names if not n.startswith("_")),
            tuple(n for n in names if n.startswith("_")),
        )
        _field_cache[cls] = known
    return known


def _name(cls: type) -> str:
    return f"{cls.__module__}:{cls.__qualname__}"


def to_wire(obj: Any) -> Any:
    """`obj` as a JSON tree (see the module docstring)."""
    if obj is None or isinstance(obj, (bool, int, float, str)):
        if isinstance(obj, enum.Enum):
            return {"e": _name(type(obj)), "v": to_wire(obj.value)}
        return obj
    if isinstance(obj, tuple):
        if hasattr(obj, "_fields"):
            return {"c": _name(type(obj)), "t": [to_wire(x) for x in obj]}
        return [to_wire(x) for x in obj]
    if isinstance(obj, list):
        return {"l": [to_wire(x) for x in obj]}
    if isinstance(obj, enum.Enum):
        return {"e": _name(type(obj)), "v": to_wire(obj.value)}
    cls = type(obj)
    if dataclasses.is_dataclass(obj) or hasattr(cls, "__struct_fields__"):
        sent, _ = _fields_of(cls)
        return {"c": _name(cls), "v": {n: to_wire(getattr(obj, n)) for n in sent}}
    if isinstance(obj, frozenset):
        return {"f": sorted((to_wire(x) for x in obj), key=repr)}
    if isinstance(obj, set):
        return {"s": sorted((to_wire(x) for x in obj), key=repr)}
    if hasattr(obj, "items"):
        return {"d": [[to_wire(k), to_wire(v)] for k, v in obj.items()]}
    raise WireError(f"cannot send a {cls.__name__}")


def _class(name: str) -> type:
    cached = _class_cache.get(name)
    if cached is not None:
        return cached
    module_name, _, qualname = name.partition(":")
    if not module_name.startswith("game.") or module_name.startswith("game.net"):
        raise WireError(f"{name!r} is not a class of the games")
    module = sys.modules.get(module_name)
    if module is None:
        raise WireError(f"{name!r}: no such module is loaded")
    found: Any = module
    for part in qualname.split("."):
        if not part or part.startswith("_"):
            raise WireError(f"{name!r}: no such class")
        found = getattr(found, part, None)
        if found is None:
            raise WireError(f"{name!r}: no such class")
    if (
        not isinstance(found, type)
        or not found.__module__.startswith("game.")
        or not (
            dataclasses.is_dataclass(found)
            or hasattr(found, "__struct_fields__")
            or issubclass(found, enum.Enum)
            or (issubclass(found, tuple) and hasattr(found, "_fields"))
        )
    ):
        raise WireError(f"{name!r} is not a data class")
    _class_cache[name] = found
    return found


def from_wire(tree: Any) -> Any:
    """The object `tree` is the wire form of; WireError if it is none."""
    try:
        return _decode(tree)
    except RecursionError:
        raise WireError("nested too deep") from None


def _decode(tree: Any) -> Any:
    if tree is None or isinstance(tree, (bool, int, float, str)):
        return tree
    if isinstance(tree, list):
        return tuple(_decode(x) for x in tree)
    if not isinstance(tree, dict) or len(tree) not in (1, 2):
        raise WireError("a wire object has one tag")
    if len(tree) == 1:
        ((tag, items),) = tree.items()
        if not isinstance(items, list):
            raise WireError(f"tag {tag!r} holds a list")
        if tag == "l":
            return [_decode(x) for x in items]
        if tag == "f":
            return frozenset(_decode(x) for x in items)
        if tag == "s":
            return {_decode(x) for x in items}
        if tag == "d":
            out = {}
            for pair in items:
                if not isinstance(pair, list) or len(pair) != 2:
                    raise WireError("a mapping's entry is a [key, value] pair")
                out[_decode(pair[0])] = _decode(pair[1])
            return out
        raise WireError(f"unknown tag {tag!r}")
    name, value = tree.get("c"), tree.get("v")
    if isinstance(name, str) and isinstance(value, dict):
        return _build(_class(name), value)
    if isinstance(name, str) and isinstance(tree.get("t"), list):
        cls = _class(name)
        fields = getattr(cls, "_fields", None)
        if not issubclass(cls, tuple) or fields is None or len(fields) != len(tree["t"]):
            raise WireError(f"{name!r} is not a record of {len(tree['t'])} fields")
        return cls(*(_decode(x) for x in tree["t"]))
    name = tree.get("e")
    if isinstance(name, str) and "v" in tree:
        cls = _class(name)
        if not issubclass(cls, enum.Enum):
            raise WireError(f"{name!r} is not an enum")
        try:
            return cls(_decode(value))
        except (ValueError, TypeError) as exc:
            raise WireError(str(exc)) from None
    raise WireError("unknown wire object")


def _build(cls: type, values: dict[str, Any]) -> Any:
    if issubclass(cls, (enum.Enum, tuple)):
        raise WireError(f"{cls.__name__} is not built from named fields")
    sent, _ = _fields_of(cls)
    if set(values) != set(sent):
        raise WireError(f"{cls.__name__} has the fields {sorted(sent)}, not {sorted(values)}")
    kwargs = {n: _decode(values[n]) for n in sent}
    if hasattr(cls, "__struct_fields__"):
        try:
            return cls(**kwargs)
        except (TypeError, ValueError) as exc:
            raise WireError(f"{cls.__name__}: {exc}") from None
    obj = cls.__new__(cls)
    for f in dataclasses.fields(cast(Any, cls)):
        if f.name in kwargs:
            value = kwargs[f.name]
        elif f.default is not dataclasses.MISSING:
            value = f.default
        elif f.default_factory is not dataclasses.MISSING:
            value = f.default_factory()
        else:
            raise WireError(f"{cls.__name__}.{f.name} has no default")
        object.__setattr__(obj, f.name, value)
    return obj


def dumps(obj: Any) -> bytes:
    return msgspec.json.encode(to_wire(obj))
