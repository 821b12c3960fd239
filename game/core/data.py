"""YAML game data → typed structures whose types carry the limits, or DataError(file, key, problem).

Describe a file with `Shape`s (frozen msgspec Structs that refuse keys they do not declare;
each says `frozen=True` again, for the type checker) and
put every constraint on the types: ranges on numbers (`Annotated[int, Meta(ge=1, le=13)]`),
`Literal` for closed sets, lengths on texts and lists, `Id` for identifiers, `LocalText` for
names. `load(path, Shape)` builds the file through msgspec (strict: no coercion, so YAML's `no`
is not a text and `"3"` is not a number) or raises DataError naming the file, the key path and
what was expected:

    Limit = Annotated[int, Meta(ge=1, le=16)]  # copies of a coin type in one ship

    class Coin(Shape, frozen=True):
        id: Id
        name: LocalText
        limit: Limit
        destroyed_on_use: bool = False

        def __post_init__(self) -> None:  # a check of several fields: raise ValueError
            if self.destroyed_on_use and self.limit > 5:
                raise ValueError("a coin destroyed on use has at most 5 copies")

    class CoinsFile(Shape, frozen=True):
        coins: tuple[Coin, ...]

    coins = load(folder / "coins.yaml", CoinsFile)

What a type cannot say is checked right after, by small declared checks that also name the file
and the key: `check_ref` (an id that points nowhere), `check_unique` (a repeated id),
`check_total` (a total that does not add up), `check_range` (a value outside limits read from
another key or file). A file's name in messages is `shown(path)`: relative to the program's
folder when inside it (`data/black_fleet/game.yaml`), else as given (`--data DIR`).
"""

from __future__ import annotations

import re
import types
import typing
from collections.abc import Iterable, Mapping
from functools import cache
from pathlib import Path
from typing import Annotated, Any, Literal, TypeVar, Union

import msgspec
from msgspec import Meta

from .boundary import locate
from .errors import DataError
from .folders import data_dir, resource_root
from .limits import MAX_SEATS
from .types import VariantSpec

T = TypeVar("T")

__all__ = [
    "DataError",
    "Id",
    "LocalText",
    "Meta",
    "SeatCount",
    "Shape",
    "Text",
    "VariantDef",
    "check_range",
    "check_ref",
    "check_total",
    "check_unique",
    "convert",
    "data_dir",
    "load",
    "read_yaml",
    "refuse",
    "resource_root",
    "shown",
]


class Shape(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """The base of every shape read from YAML: frozen, and refusing keys it does not declare.
    A check of several fields goes in `__post_init__`: `raise refuse(key, problem)`."""


def refuse(key: str, problem: str) -> ValueError:
    """What a Shape's `__post_init__` raises: `key` (one of its fields, or a path below one, such
    as `teams[2]` or `seats.max`) is wrong, and why. The DataError names the key's whole path."""
    return ValueError(f"{key}: {problem}")


# ---- constrained building blocks -----------------------------------------------------------
Id = Annotated[str, Meta(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9_.:-]+$")]
"""An identifier: 1 to 64 letters, digits and `_ . : -` (ids end up in saves and actions)."""
Text = Annotated[str, Meta(min_length=1, max_length=1000)]
"""A text shown to players (a name, a card's text): never empty."""
SeatCount = Annotated[int, Meta(ge=1, le=MAX_SEATS)]
"""A number of seats at a table: 1 to MAX_SEATS (one colour per seat)."""


class VariantDef(Shape, frozen=True):
    """A variant a game's game.yaml offers on the match-setup screen: `bool`, `choice` (one of
    `choices`) or `int` (`low`..`high`), with its default; `seats` are the seat counts it applies
    to (empty: every one). The default is checked against the kind, the choices and the range."""

    key: Id
    kind: Literal["bool", "choice", "int"]
    default: bool | Annotated[int, Meta(ge=0, le=1_000_000)] | Id
    choices: tuple[Id, ...] = ()
    low: Annotated[int, Meta(ge=0, le=1_000_000)] = 0
    high: Annotated[int, Meta(ge=0, le=1_000_000)] = 0
    seats: tuple[SeatCount, ...] = ()

    def __post_init__(self) -> None:
        d = self.default
        if self.kind == "bool" and not isinstance(d, bool):
            raise refuse("default", f"{d!r}: a bool variant's default is true or false")
        if self.kind == "choice":
            if not self.choices or len(set(self.choices)) != len(self.choices):
                raise refuse("choices", "a choice variant lists its choices, each once")
            if d not in self.choices or not isinstance(d, str):
                raise refuse("default", f"{d!r} is not one of the choices")
        if self.kind == "int":
            if self.low > self.high:
                raise refuse("high", f"{self.high} is below low ({self.low})")
            if isinstance(d, bool) or not isinstance(d, int) or not self.low <= d <= self.high:
                raise refuse("default", f"{d!r} is not a whole number in {self.low}..{self.high}")
        if len(set(self.seats)) != len(self.seats):
            raise refuse("seats", "a seat count is listed twice")

    def spec(self) -> VariantSpec:
        return VariantSpec(
            self.key,
            self.kind,
            self.default,
            choices=self.choices,
            low=self.low,
            high=self.high,
            seats=self.seats,
        )


class LocalText(Shape, frozen=True):
    """A text in both languages of the app."""

    en: Text
    es: Text

    def get(self, lang: str) -> str:
        return self.es if lang == "es" else self.en


# ---- reading ---------------------------------------------------------------------------------
def read_yaml(path: Path) -> Any:
    """Parse a YAML file safely; a syntax error becomes a DataError with its line."""
    import yaml  # imported here: the first menu frame needs no YAML

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise DataError(shown(path), "", "file not found") from None
    except UnicodeDecodeError:
        raise DataError(shown(path), "", "is not UTF-8 text") from None
    except OSError as exc:
        raise DataError(shown(path), "", f"cannot be read ({exc.strerror or exc})") from None
    try:
        return yaml.load(text, Loader=loader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark
        where = f"line {mark.line + 1}, column {mark.column + 1}" if mark else "?"
        raise DataError(shown(path), "", f"YAML syntax error at {where}: {exc.problem}") from None
    except yaml.YAMLError as exc:
        raise DataError(shown(path), "", f"YAML error: {exc}") from None
    except RecursionError:
        raise DataError(shown(path), "", "is nested too deeply") from None


def shown(path: Path) -> str:
    """A file name as people know it: relative to the program's folder when inside it."""
    try:
        return Path(path).resolve().relative_to(resource_root()).as_posix()
    except ValueError:
        return str(path)


def load(path: Path, shape: type[T]) -> T:
    """Read `path` and build it as `shape`, or raise DataError."""
    return convert(read_yaml(path), shape, shown(Path(path)))


def convert(node: Any, shape: type[T], file: str) -> T:
    """Build `shape` from parsed YAML `node` (read from `file`), or raise DataError."""
    try:
        return msgspec.convert(node, type=shape, strict=True)
    except msgspec.ValidationError as exc:
        raise explain(shape, node, file, str(exc)) from None
    except RecursionError:
        raise DataError(file, "", "is nested too deeply") from None


# ---- turning msgspec's message into one a person can act on ----------------------------------
_SEGMENT = re.compile(r"\.([^.\[\]]+)|\[(\d+|\.\.\.)\]")
_FIELD = re.compile(r"^Object (missing required|contains unknown) field `([^`]*)`$")
_REFUSED = re.compile(r"^(([A-Za-z_][A-Za-z0-9_]*)[^:\s]*): (.*)$", re.S)
_OWN = ("Expected ", "Invalid enum value", "Integer value out of range", "Number out of range")


def explain(shape: Any, node: Any, file: str, message: str) -> DataError:
    """DataError(file, key path, problem) from msgspec's `problem - at `$.x[3].y`` message.

    msgspec writes `[...]` for a value of a mapping and `key in `$.x`` for one of its keys; the
    key is found again here (the first that does not fit), and the expectation is described
    from the type at that path, its limits included."""
    problem, at, is_key = locate(message)
    path, value, typ = _walk(shape, node, _segments(at))
    field = _FIELD.match(problem)
    if is_key:
        key_type = _mapping_types(_pick(typ, value))[0]
        bad = next(
            (k for k in value if not _fits(k, key_type)) if isinstance(value, dict) else iter(()),
            None,
        )
        return DataError(
            file,
            _join(path, bad) if bad is not None else path,
            f"expected {_describe(key_type)} as a key, got {_kind_of(bad)}",
        )
    if field is not None:
        name = field.group(2)
        names = _field_types(_pick(typ, value))
        if field.group(1) == "missing required":
            expected = _describe(names.get(name, Any))
            return DataError(file, _join(path, name), f"missing key {name!r} ({expected} expected)")
        return DataError(
            file,
            _join(path, name),
            f"unknown key {name!r} (expected one of: {', '.join(names)})",
        )
    if problem.startswith(_OWN):
        return DataError(
            file, path or "(top level)", f"expected {_describe(typ)}, got {_kind_of(value)}"
        )
    own = _REFUSED.match(problem)  # a __post_init__ check: `refuse(key, problem)`
    if own is not None and own.group(2) in _field_types(_pick(typ, value)):
        return DataError(file, _join(path, own.group(1)), own.group(3))
    return DataError(file, path or "(top level)", problem)


def _segments(at: str) -> list[str | int | None]:
    """`$.a[3].b[...]` → ["a", 3, "b", None] (None: a mapping's value, key unknown)."""
    out: list[str | int | None] = []
    for m in _SEGMENT.finditer(at.removeprefix("$")):
        name, index = m.group(1), m.group(2)
        out.append(name if name is not None else (None if index == "..." else int(index)))
    return out


def _walk(shape: Any, node: Any, segments: list[str | int | None]) -> tuple[str, Any, Any]:
    """Follow `segments` through the parsed node and the type: (readable path, node, type)."""
    path, typ = "", shape
    for seg in segments:
        base = _pick(typ, node)
        if isinstance(seg, str):
            typ = _field_types(base).get(seg, Any)
            node = node.get(seg) if isinstance(node, dict) else None
            path = _join(path, seg)
        elif isinstance(seg, int):
            typ = _item_type(base, seg)
            node = node[seg] if isinstance(node, list) and seg < len(node) else None
            path = f"{path}[{seg}]"
        else:
            typ = _mapping_types(base)[1]
            key = next(
                (k for k, v in node.items() if not _fits(v, typ))
                if isinstance(node, dict)
                else iter(()),
                None,
            )
            node = node[key] if key is not None else None
            path = _join(path, key if key is not None else "*")
    return path, node, typ


def _fits(node: Any, typ: Any) -> bool:
    try:
        msgspec.convert(node, type=typ, strict=True)
    except (msgspec.ValidationError, RecursionError):
        return False
    return True


def _strip(typ: Any) -> tuple[Any, list[Meta]]:
    metas: list[Meta] = []
    while typing.get_origin(typ) is Annotated:
        metas += [m for m in typ.__metadata__ if isinstance(m, Meta)]
        typ = typ.__origin__
    return typ, metas


def _alternatives(typ: Any) -> tuple[Any, ...]:
    base, _ = _strip(typ)
    if typing.get_origin(base) in (Union, types.UnionType):
        return typing.get_args(base)
    return (typ,)


def _pick(typ: Any, node: Any) -> Any:
    """The alternative of a union (or the type itself) that a node of this kind would take."""
    alts = [_strip(a)[0] for a in _alternatives(typ)]
    for alt in alts:
        if isinstance(node, dict) and (_is_struct(alt) or _is_mapping(alt)):
            return alt
        if isinstance(node, list) and typing.get_origin(alt) in (tuple, list):
            return alt
    real = [a for a in alts if a is not type(None)]
    return real[0] if real else alts[0]


def _is_struct(typ: Any) -> bool:
    return isinstance(typ, type) and issubclass(typ, msgspec.Struct)


def _is_mapping(typ: Any) -> bool:
    return typing.get_origin(typ) in (dict, Mapping)


@cache
def _field_types(typ: Any) -> dict[str, Any]:
    if _is_struct(typ) or (isinstance(typ, type) and hasattr(typ, "__dataclass_fields__")):
        hints = typing.get_type_hints(typ, include_extras=True)
        names = getattr(typ, "__struct_fields__", None) or tuple(typ.__dataclass_fields__)
        return {n: hints[n] for n in names}
    return {}


def _item_type(typ: Any, index: int) -> Any:
    args = typing.get_args(typ)
    if typing.get_origin(typ) is tuple and args and (len(args) != 2 or args[1] is not Ellipsis):
        return args[index] if index < len(args) else Any
    return args[0] if args else Any


def _mapping_types(typ: Any) -> tuple[Any, Any]:
    args = typing.get_args(typ)
    return (args[0], args[1]) if len(args) == 2 else (Any, Any)


def _limits(metas: list[Meta], unit: str = "") -> str:
    low = next((m.ge for m in metas if m.ge is not None), None)
    high = next((m.le for m in metas if m.le is not None), None)
    if low is not None and high is not None:
        return f" from {low} to {high}{unit}"
    if low is not None:
        return f" of at least {low}{unit}"
    if high is not None:
        return f" of at most {high}{unit}"
    return ""


def _lengths(metas: list[Meta], unit: str) -> str:
    low = next((m.min_length for m in metas if m.min_length is not None), None)
    high = next((m.max_length for m in metas if m.max_length is not None), None)
    if low is not None and high is not None:
        return f" of {low} to {high} {unit}"
    if low:
        return f" of at least {low} {unit}"
    if high is not None:
        return f" of at most {high} {unit}"
    return ""


def _describe(typ: Any) -> str:
    """What a value of `typ` looks like, in words, with its limits."""
    base, metas = _strip(typ)
    origin = typing.get_origin(base)
    if origin in (Union, types.UnionType):
        return " or ".join(_describe(a) for a in typing.get_args(base))
    if base is type(None):
        return "nothing (null)"
    if origin is Literal:
        return "one of " + ", ".join(repr(a) for a in typing.get_args(base))
    if base is bool:
        return "true or false"
    if base is int:
        return "a whole number" + _limits(metas)
    if base is float:
        return "a number" + _limits(metas)
    if base is str:
        if any(m.pattern for m in metas):
            return "an id (letters, digits and _ . : -)" + _lengths(metas, "characters")
        return "text" + _lengths(metas, "characters")
    if _is_struct(base) or hasattr(base, "__dataclass_fields__"):
        return f"a mapping ({base.__name__})"
    if origin in (tuple, list):
        args = typing.get_args(base)
        if origin is tuple and args and (len(args) != 2 or args[1] is not Ellipsis):
            return f"a list of exactly {len(args)} items"
        return "a list" + _lengths(metas, "items")
    if _is_mapping(base):
        return "a mapping" + _lengths(metas, "entries")
    return "anything" if base is Any else str(base)


def _kind_of(node: Any) -> str:
    if isinstance(node, bool):
        return f"a yes/no value ({str(node).lower()}); quote it if it is text"
    if node is None:
        return "nothing (null)"
    if isinstance(node, (int, float)):
        return f"the number {node}"
    if isinstance(node, str):
        return f"the text {node!r}"
    if isinstance(node, list):
        return f"a list of {len(node)} items"
    if isinstance(node, dict):
        return "a mapping"
    return type(node).__name__


def _join(path: str, key: Any) -> str:
    return f"{path}.{key}" if path else str(key)


# ---- checks after building -------------------------------------------------------------------
def check_unique(file: str, path: str, ids: Iterable[Any]) -> None:
    """Raise DataError at the first repeated id (`path[i]`)."""
    seen: set[Any] = set()
    for i, x in enumerate(ids):
        if x in seen:
            raise DataError(file, f"{path}[{i}]", f"duplicate id {x!r}")
        seen.add(x)


def check_ref(file: str, path: str, value: Any, known: Iterable[Any], what: str = "id") -> None:
    """Raise DataError unless `value` is one of `known` (a dangling id)."""
    known = list(known)
    if value not in known:
        sample = ", ".join(sorted(map(str, known))[:12])
        raise DataError(file, path, f"unknown {what} {value!r} (known: {sample})")


def check_total(file: str, path: str, actual: int, expected: int, what: str) -> None:
    """Raise DataError unless `actual` (computed) equals `expected` (the total the file states)."""
    if actual != expected:
        raise DataError(file, path, f"{what} add up to {actual}, expected {expected}")


def check_range(file: str, path: str, value: int, low: int, high: int, what: str = "") -> None:
    """Raise DataError unless low <= value <= high (limits that come from other keys or files)."""
    if not low <= value <= high:
        raise DataError(file, path, f"{value} is outside {low}..{high}{' ' + what if what else ''}")
