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
    a view's changed fields         {"c": "module:Class", "p": {field: value, ...}} (a patch:
                                    `Encoder.patch` / `patched`, for updates after the first)

Decoding builds only classes that are already imported from `game.*` (never `game.net`) and are
dataclasses, msgspec Structs or Enums: a host cannot make a joiner build anything else. Fields
whose names start with `_` are caches (a board's geometry): they are not sent and take their
defaults. Anything else (an unknown tag, a class outside the games, a missing or extra field)
is refused with WireError.
"""

from __future__ import annotations

import copy
import dataclasses
import enum
import sys
from collections.abc import Sequence
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


_names: dict[type, str] = {}


def _name(cls: type) -> str:
    name = _names.get(cls)
    if name is None:
        name = _names[cls] = f"{cls.__module__}:{cls.__qualname__}"
    return name


_PLAIN = frozenset({type(None), bool, int, float, str})
_TUPLE, _RECORD, _DATA, _LIST, _FROZEN, _SET, _MAP, _ENUM = range(8)
_kinds: dict[type, int] = {}


def _kind(cls: type) -> int:
    kind = _kinds.get(cls)
    if kind is None:
        if issubclass(cls, enum.Enum):
            kind = _ENUM
        elif issubclass(cls, tuple):
            kind = _RECORD if hasattr(cls, "_fields") else _TUPLE
        elif issubclass(cls, list):
            kind = _LIST
        elif dataclasses.is_dataclass(cls) or hasattr(cls, "__struct_fields__"):
            kind = _DATA
        elif issubclass(cls, frozenset):
            kind = _FROZEN
        elif issubclass(cls, set):
            kind = _SET
        elif hasattr(cls, "items"):
            kind = _MAP
        else:
            raise WireError(f"cannot send a {cls.__name__}")
        _kinds[cls] = kind
    return kind


class Encoder:
    """Turns objects into their wire form. One encoder may serve a batch of objects read at the
    same moment (every joiner's update of one frame): a record met again (the same public piece
    in every seat's view) is turned into wire form once. Its objects must not change while it
    is used (views do not: they are detached from the state)."""

    def __init__(self) -> None:
        self.memo: dict[int, tuple[Any, Any]] = {}

    def wire(self, obj: Any) -> Any:
        cls = type(obj)
        if cls in _PLAIN:
            return obj
        kind = _kind(cls)
        if kind == _TUPLE:
            return [self.wire(x) for x in obj]
        if kind == _LIST:
            return {"l": [self.wire(x) for x in obj]}
        if kind == _MAP:
            return {"d": [[self.wire(k), self.wire(v)] for k, v in obj.items()]}
        if kind == _SET:
            return {"s": sorted((self.wire(x) for x in obj), key=repr)}
        if kind == _ENUM:
            return {"e": _name(cls), "v": self.wire(obj.value)}
        seen = self.memo.get(id(obj))
        if seen is not None and seen[0] is obj:
            return seen[1]
        if kind == _DATA:
            sent, _ = _fields_of(cls)
            out: Any = {"c": _name(cls), "v": {n: self.wire(getattr(obj, n)) for n in sent}}
        elif kind == _RECORD:
            out = {"c": _name(cls), "t": [self.wire(x) for x in obj]}
        else:
            out = {"f": sorted((self.wire(x) for x in obj), key=repr)}
        self.memo[id(obj)] = (obj, out)
        return out

    def patch(self, view: Any, fields: Sequence[str]) -> Any:
        """The wire form of `view`'s fields `fields` only (see `changed_fields`, `patched`)."""
        return {"c": _name(type(view)), "p": {n: self.wire(getattr(view, n)) for n in fields}}


def changed_fields(
    before: Any, now: Any, memo: dict[tuple[int, int], bool] | None = None
) -> list[str] | None:
    """The fields of a view that differ from the view sent before (sending only them is a
    patch), or None when the whole view must go (none was sent, another class). `memo` serves
    a batch of views read at one moment whose fields share objects (`Rules.views`): two objects
    are compared once (both must stay alive while it is used)."""
    if before is None or type(before) is not type(now) or not dataclasses.is_dataclass(now):
        return None
    sent, _ = _fields_of(type(now))
    out = []
    for n in sent:
        a, b = getattr(before, n), getattr(now, n)
        if a is b:
            continue
        if memo is None:
            differ = a != b
        else:
            key = (id(a), id(b))
            known = memo.get(key)
            differ = memo[key] = (a != b) if known is None else known
        if differ:
            out.append(n)
    return out


def patched(base: Any, tree: Any) -> Any:
    """`base` (a view) with the fields a patch tree carries replaced; WireError if the patch is
    not one for `base`'s class."""
    if not isinstance(tree, dict) or set(tree) != {"c", "p"} or not isinstance(tree["p"], dict):
        raise WireError("not a patch")
    cls = type(base)
    if tree["c"] != _name(cls) or not dataclasses.is_dataclass(base):
        raise WireError(f"a patch for {tree['c']!r} on a {cls.__name__}")
    sent, _ = _fields_of(cls)
    if not set(tree["p"]) <= set(sent):
        raise WireError(f"{cls.__name__} has no fields {sorted(set(tree['p']) - set(sent))}")
    try:
        decoded = {n: _decode(v) for n, v in tree["p"].items()}
    except RecursionError:
        raise WireError("nested too deep") from None
    obj = copy.copy(base)
    for n, v in decoded.items():
        object.__setattr__(obj, n, v)
    return obj


def to_wire(obj: Any) -> Any:
    """`obj` as a JSON tree (see the module docstring)."""
    return Encoder().wire(obj)


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
