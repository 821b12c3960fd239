"""YAML content → frozen dataclasses, validated, with errors a person can act on.

Describe a file's shape with frozen dataclasses and let `load(path, Shape)` build it:

    @dataclass(frozen=True)
    class Coin:
        id: str
        name: LocalText
        limit: int
        destroyed_on_use: bool = False

    @dataclass(frozen=True)
    class CoinsFile:
        coins: tuple[Coin, ...]

    coins = load(data_dir / "coins.yaml", CoinsFile)

Every problem raises DataError(file, key path, what was expected): a missing key, an unknown
key, a wrong type (YAML's `no` → False and `0123` → 83 surprises included), a value outside a
Literal, a dangling id (`check_ids`, `check_ref`) or a broken total (`check_total`).
"""

from __future__ import annotations

import collections.abc
import dataclasses
import enum
import os
import sys
import threading
import types
import typing
from collections.abc import Callable, Iterable
from functools import cache
from pathlib import Path
from typing import Any, Literal, TypeVar, Union

from .errors import DataError

T = TypeVar("T")


@cache
def resource_root() -> Path:
    """The folder holding data/ and assets/: the bundle in a frozen build, else the project
    (found once: resolving the path costs more than the first frame can spare per text)."""
    return Path(getattr(sys, "_MEIPASS", Path(__file__).resolve().parents[2]))


def data_dir(game_id: str | None = None) -> Path:
    """data/ (or the folder named by TORTUGA_DATA_DIR: `main.py --data DIR` sets it), or the
    sub-folder of one game."""
    override = os.environ.get("TORTUGA_DATA_DIR")
    root = Path(override) if override else resource_root() / "data"
    return root / game_id if game_id else root


_contents: dict[tuple[Callable[[Path], Any], Path], Any] = {}
_contents_lock = threading.Lock()


def shared_content(load: Callable[[Path], T], folder: Path) -> T:
    """`load(folder)`, read once per loader and folder: the rules (through the registry), the
    AI's tables and the scenes share one copy of a game's content (frozen dataclasses nobody
    changes) instead of each reading and building the YAML again. Thread-safe: the App's
    warm-up loads games on a background thread."""
    key = (load, Path(folder).resolve())
    with _contents_lock:
        if key not in _contents:
            _contents[key] = load(folder)
        return typing.cast(T, _contents[key])


def forget_contents() -> None:
    """Read every game's content afresh next time (the registry does when its games change)."""
    with _contents_lock:
        _contents.clear()


@dataclasses.dataclass(frozen=True)
class LocalText:
    """A text in both languages of the app."""

    en: str
    es: str

    def get(self, lang: str) -> str:
        return self.es if lang == "es" else self.en


def read_yaml(path: Path) -> Any:
    """Parse a YAML file safely; a syntax error becomes a DataError with its line."""
    import yaml  # imported here: the first menu frame needs no YAML

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise DataError(_show(path), "", "file not found") from None
    except UnicodeDecodeError:
        raise DataError(_show(path), "", "is not UTF-8 text") from None
    try:
        return yaml.load(text, Loader=loader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark
        where = f"line {mark.line + 1}, column {mark.column + 1}" if mark else "?"
        raise DataError(_show(path), "", f"YAML syntax error at {where}: {exc.problem}") from None
    except yaml.YAMLError as exc:
        raise DataError(_show(path), "", f"YAML error: {exc}") from None


def _show(path: Path) -> str:
    """A file name as people know it: relative to the data folder when inside it."""
    try:
        return str(Path(path).resolve().relative_to(resource_root()))
    except ValueError:
        return str(path)


def load(path: Path, shape: type[T]) -> T:
    """Read `path` and build it as `shape` (a dataclass), or raise DataError."""
    return typing.cast(T, build(shape, read_yaml(path), _show(Path(path))))


def build(shape: Any, node: Any, file: str, path: str = "") -> Any:
    """Build a value of type `shape` from parsed YAML `node`; `path` is its key path."""
    return _Builder(file).build(shape, node, path)


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def _describe(shape: Any) -> str:
    origin = typing.get_origin(shape)
    if shape is str:
        return "text"
    if shape is int:
        return "a whole number"
    if shape is float:
        return "a number"
    if shape is bool:
        return "true or false"
    if isinstance(shape, type) and dataclasses.is_dataclass(shape):
        return f"a mapping ({shape.__name__})"
    if isinstance(shape, type) and issubclass(shape, enum.Enum):
        return "one of " + ", ".join(repr(m.value) for m in shape)
    if origin is Literal:
        return "one of " + ", ".join(repr(a) for a in typing.get_args(shape))
    if origin in (tuple, list):
        return "a list"
    if _is_mapping_origin(origin):
        return "a mapping"
    return str(shape)


def _kind_of(node: Any) -> str:
    if isinstance(node, bool):
        return f"a yes/no value ({node}); quote it if it is text"
    if node is None:
        return "nothing (null)"
    if isinstance(node, int):
        return f"the number {node}"
    if isinstance(node, float):
        return f"the number {node}"
    if isinstance(node, str):
        return f"the text {node!r}"
    if isinstance(node, list):
        return "a list"
    if isinstance(node, dict):
        return "a mapping"
    return type(node).__name__


class _Builder:
    def __init__(self, file: str) -> None:
        self.file = file

    def fail(self, path: str, problem: str) -> DataError:
        return DataError(self.file, path or "(top level)", problem)

    def build(self, shape: Any, node: Any, path: str) -> Any:
        if shape is Any:
            return node
        origin = typing.get_origin(shape)
        if origin in (Union, types.UnionType):
            args = typing.get_args(shape)
            if node is None and type(None) in args:
                return None
            real = [a for a in args if a is not type(None)]
            if len(real) == 1:
                return self.build(real[0], node, path)
            errors = []
            for alt in real:
                try:
                    return self.build(alt, node, path)
                except DataError as exc:
                    errors.append(exc.problem)
            raise self.fail(
                path,
                "expected " + " or ".join(_describe(a) for a in real) + f", got {_kind_of(node)}",
            )
        if origin is Literal:
            allowed = typing.get_args(shape)
            if node in allowed and type(node) in {type(a) for a in allowed}:
                return node
            raise self.fail(path, f"expected {_describe(shape)}, got {_kind_of(node)}")
        if origin is tuple or origin is list:
            return self._sequence(shape, node, path)
        if _is_mapping_origin(origin):
            return self._mapping(shape, node, path)
        if isinstance(shape, type) and dataclasses.is_dataclass(shape):
            return self._dataclass(shape, node, path)
        if isinstance(shape, type) and issubclass(shape, enum.Enum):
            try:
                return shape(node)
            except ValueError:
                raise self.fail(
                    path, f"expected {_describe(shape)}, got {_kind_of(node)}"
                ) from None
        return self._scalar(shape, node, path)

    def _scalar(self, shape: Any, node: Any, path: str) -> Any:
        if shape is bool:
            ok = isinstance(node, bool)
        elif shape is int:
            ok = isinstance(node, int) and not isinstance(node, bool)
        elif shape is float:
            ok = isinstance(node, (int, float)) and not isinstance(node, bool)
            if ok:
                node = float(node)
        elif shape is str:
            ok = isinstance(node, str)
        else:
            raise TypeError(f"data.py cannot build {shape!r}")
        if not ok:
            raise self.fail(path, f"expected {_describe(shape)}, got {_kind_of(node)}")
        return node

    def _sequence(self, shape: Any, node: Any, path: str) -> Any:
        if not isinstance(node, list):
            raise self.fail(path, f"expected a list, got {_kind_of(node)}")
        args = typing.get_args(shape)
        origin = typing.get_origin(shape)
        if origin is tuple and args and (len(args) != 2 or args[1] is not Ellipsis):
            if len(node) != len(args):
                raise self.fail(
                    path, f"expected a list of exactly {len(args)} items, got {len(node)}"
                )
            return tuple(
                self.build(a, x, f"{path}[{i}]") for i, (a, x) in enumerate(zip(args, node))
            )
        item = args[0] if args else Any
        items = [self.build(item, x, f"{path}[{i}]") for i, x in enumerate(node)]
        return tuple(items) if origin is tuple else items

    def _mapping(self, shape: Any, node: Any, path: str) -> Any:
        if not isinstance(node, dict):
            raise self.fail(path, f"expected a mapping, got {_kind_of(node)}")
        args = typing.get_args(shape) or (Any, Any)
        out = {}
        for k, v in node.items():
            key = self.build(args[0], k, f"{path}.{k}" if path else str(k))
            out[key] = self.build(args[1], v, f"{path}.{k}" if path else str(k))
        return types.MappingProxyType(out)

    def _dataclass(self, shape: type, node: Any, path: str) -> Any:
        if not isinstance(node, dict):
            raise self.fail(path, f"expected {_describe(shape)}, got {_kind_of(node)}")
        hints = _hints(shape)
        fields = {f.name: f for f in dataclasses.fields(shape) if f.init}
        unknown = [k for k in node if k not in fields]
        if unknown:
            k = unknown[0]
            raise self.fail(
                _join(path, k), f"unknown key {k!r} (expected one of: {', '.join(fields)})"
            )
        kwargs = {}
        for name, f in fields.items():
            sub = _join(path, name)
            if name in node:
                kwargs[name] = self.build(hints[name], node[name], sub)
            elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                raise self.fail(sub, f"missing key {name!r} ({_describe(hints[name])} expected)")
        obj = shape(**kwargs)
        check = getattr(obj, "__validate__", None)
        if check is not None:
            problem = check()
            if problem:
                raise self.fail(path, problem)
        return obj


def _is_mapping_origin(origin: Any) -> bool:
    return origin in (dict, collections.abc.Mapping)


def _join(path: str, key: Any) -> str:
    return f"{path}.{key}" if path else str(key)


# ---- cross-checks after building -------------------------------------------------------------
def check_unique(file: str, path: str, ids: Iterable[str]) -> None:
    seen: set[str] = set()
    for i, x in enumerate(ids):
        if x in seen:
            raise DataError(file, f"{path}[{i}]", f"duplicate id {x!r}")
        seen.add(x)


def check_ref(file: str, path: str, value: str, known: Iterable[str], what: str = "id") -> None:
    """Raise DataError unless `value` is one of `known` (a dangling id)."""
    known = list(known)
    if value not in known:
        sample = ", ".join(sorted(map(str, known))[:12])
        raise DataError(file, path, f"unknown {what} {value!r} (known: {sample})")


def check_total(file: str, path: str, actual: int, expected: int, what: str) -> None:
    if actual != expected:
        raise DataError(file, path, f"{what} add up to {actual}, expected {expected}")
