"""Words on screen, in English or Spanish.

All strings live in data/i18n/<namespace>.<lang>.json in python-i18n's format (the library
pygame_gui uses for its widgets): `{"en": {"title": {"quit": "Quit"}}}` gives `ui.title.quit`,
`%{name}` placeholders, plurals as `{"one": ..., "many": ...}` chosen by `count`. Widget texts are
translated by pygame_gui through python-i18n; text drawn by our own code goes through `tr` here,
which reads the same files directly (it is lighter to start: python-i18n imports PyYAML, and the
first menu frame is drawn before any of that is loaded).

`phrase(label, seat_names)` turns a rules `Label` into text: a `LocalText` argument (or a mapping
with `en`/`es`) is shown in the current language, an argument named `seat` or ending in `_seat`
becomes that seat's name, a list becomes a comma-separated list.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .paths import i18n_dir

if TYPE_CHECKING:
    from game.core.types import Label

FALLBACK = "en"
_PLACEHOLDER = re.compile(r"%\{(\w+)\}")
_paths: list[Path] = []
# (language, namespace) -> the strings of each folder's `<namespace>.<language>.json`, as read
_tables: dict[tuple[str, str], list[Any]] = {}
_names: dict[str, frozenset[str]] = {}  # language -> the namespaces that have a file in it
# (language, key) -> what `_lookup` found (None: nothing): a screen asks the same keys every frame
_found: dict[tuple[str, str], Any] = {}
PLURAL_FORMS = frozenset({"zero", "one", "few", "many"})
_language = FALLBACK
# python-i18n (pygame_gui's translator) is kept in step once `configure_widgets` has set it up:
# not before, when the warm-up thread may be importing it (a module half loaded has no `set`).
_widgets = False


def paths() -> list[Path]:
    if not _paths:
        _paths.append(i18n_dir())
    return _paths


def add_path(folder: Path) -> None:
    """Another folder of translation files (tests add the test game's)."""
    folder = Path(folder)
    if folder not in paths():
        _paths.append(folder)
        _tables.clear()
        _names.clear()
        _found.clear()
        if _widgets:
            import i18n as pyi18n

            if str(folder) not in pyi18n.load_path:
                pyi18n.load_path.append(str(folder))


def configure(language: str) -> None:
    global _language
    _language = language
    if _widgets:  # the widgets' translator is loaded and set up: keep it in step
        import i18n as pyi18n

        pyi18n.set("locale", language)


def configure_widgets(language: str) -> None:
    """Point python-i18n (pygame_gui's translator) at our folders; called when the UI manager
    is created."""
    global _widgets
    import i18n as pyi18n

    pyi18n.set("file_format", "json")
    pyi18n.set("fallback", FALLBACK)
    pyi18n.set("enable_memoization", True)
    for folder in paths():
        if str(folder) not in pyi18n.load_path:
            pyi18n.load_path.append(str(folder))
    pyi18n.set("locale", language)
    _widgets = True


def language() -> str:
    return _language


def _namespace(lang: str, namespace: str) -> list[Any]:
    """The strings of `<namespace>.<lang>.json` in each folder that has one, read when first
    asked for: the title's first frame reads the menus' file and the games' (their names and
    blurbs), not the rest."""
    found = _tables.get((lang, namespace))
    if found is None:
        found = []
        for folder in paths():
            try:
                data = json.loads((folder / f"{namespace}.{lang}.json").read_text(encoding="utf-8"))
            except (OSError, ValueError):
                continue
            found.append(data.get(lang, {}))
        _tables[(lang, namespace)] = found
    return found


def _namespaces(lang: str) -> frozenset[str]:
    names = _names.get(lang)
    if names is None:
        suffix = f".{lang}.json"
        names = frozenset(
            path.name[: -len(suffix)]
            for folder in paths()
            if folder.is_dir()
            for path in folder.iterdir()
            if path.name.endswith(suffix)
        )
        _names[lang] = names
    return names


def _is_text(node: Any) -> bool:
    """A string (or a plural's forms), not a group of keys."""
    return not isinstance(node, dict) or bool(node and set(node) <= PLURAL_FORMS)


def _in_language(key: str, lang: str) -> Any:
    """`namespace.a.b` in `lang` (a later folder's file over an earlier one's), or None. The
    namespace is the file's name: its first part, or its first parts if it has dots."""
    parts = key.split(".")
    names = _namespaces(lang)
    for n in range(1, len(parts) + 1):
        if ".".join(parts[:n]) not in names:
            continue
        for strings in reversed(_namespace(lang, ".".join(parts[:n]))):
            found = _find(strings, parts, n)
            if found is not None:
                return found
    return None


def _find(node: Any, parts: list[str], start: int) -> Any:
    """The string at `parts[start:]` under `node`, a key being one part or several joined by
    dots (`"two_players.hint": ...` beside `"two_players": ...`), or None."""
    if start == len(parts):
        return node if _is_text(node) else None
    if _is_text(node):
        return None
    for end in range(start + 1, len(parts) + 1):
        child = node.get(".".join(parts[start:end]))
        if child is not None:
            found = _find(child, parts, end)
            if found is not None:
                return found
    return None


def _lookup(key: str) -> Any:
    found = (_language, key)
    if found in _found:
        return _found[found]
    value = _in_language(key, _language)
    if value is None and _language != FALLBACK:
        value = _in_language(key, FALLBACK)
    _found[found] = value
    return value


def has(key: str) -> bool:
    return _lookup(key) is not None


def tr(key: str, **args: Any) -> str:
    """The text of `key` in the current language, placeholders filled (the key itself if missing)."""
    value = _lookup(key)
    if value is None:
        return key
    if isinstance(value, dict):
        count = args.get("count")
        form = "zero" if count == 0 and "zero" in value else ("one" if count == 1 else "many")
        value = value.get(form) or value.get("many") or next(iter(value.values()))
    text = str(value)
    if args:
        text = _PLACEHOLDER.sub(
            lambda m: str(args[m.group(1)]) if m.group(1) in args else m.group(0), text
        )
    return text


def localize(value: Any, seat_names: Sequence[str] = (), key: str = "") -> Any:
    """One argument, made readable (see the module docstring)."""
    if hasattr(value, "en") and hasattr(value, "es"):
        return value.es if _language == "es" else value.en
    if isinstance(value, dict) and "en" in value and "es" in value:
        return value["es"] if _language == "es" else value["en"]
    if (
        (key == "seat" or key.endswith("_seat"))
        and isinstance(value, int)
        and not isinstance(value, bool)
        and 0 <= value < len(seat_names)
    ):
        return seat_names[value]
    if (key == "seats" or key.endswith("_seats")) and isinstance(value, (list, tuple)):
        return ", ".join(str(localize(v, seat_names, "seat")) for v in value)
    if isinstance(value, (list, tuple)):
        return ", ".join(str(localize(v, seat_names)) for v in value)
    if isinstance(value, bool):
        return tr("ui.common.yes") if value else tr("ui.common.no")
    return value


def phrase(label: Label | None, seat_names: Sequence[str] = ()) -> str:
    if label is None:
        return ""
    args = {k: localize(v, seat_names, k) for k, v in label.args.items()}
    if "count" in args and not isinstance(args["count"], int):
        args.pop("count")
    return tr(label.key, **args)
