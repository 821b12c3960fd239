"""Words on screen, in English or Spanish, through pygame_gui's translation files.

Strings live in data/i18n/<namespace>.<lang>.json (python-i18n, the library pygame_gui uses for
its widgets), so widget texts and drawn texts share one table and switch language together.
`phrase(label, seat_names)` turns a rules `Label` into text: a `LocalText` argument (or a mapping
with `en`/`es`) is shown in the current language, an argument named `seat` or ending in `_seat`
becomes that seat's name, a list becomes a comma-separated list.
"""
from __future__ import annotations

from typing import Any, Sequence

import i18n

from game.core.types import Label

from .paths import i18n_dir

_configured = False


def configure(language: str) -> None:
    """Point python-i18n at our files (pygame_gui's UIManager adds its own path too)."""
    global _configured
    if not _configured:
        i18n.set("file_format", "json")
        i18n.set("fallback", "en")
        i18n.set("enable_memoization", True)
        path = str(i18n_dir())
        if path not in i18n.load_path:
            i18n.load_path.append(path)
        _configured = True
    i18n.set("locale", language)


def language() -> str:
    return i18n.get("locale")


def tr(key: str, **args: Any) -> str:
    """The text of `key` in the current language, placeholders filled (`%{name}`)."""
    return i18n.t(key, **args)


def has(key: str) -> bool:
    return i18n.t(key) != key


def localize(value: Any, seat_names: Sequence[str] = (), key: str = "") -> Any:
    """One argument, made readable (see the module docstring)."""
    lang = language()
    if hasattr(value, "en") and hasattr(value, "es"):
        return value.es if lang == "es" else value.en
    if isinstance(value, dict) and "en" in value and "es" in value:
        return value["es"] if lang == "es" else value["en"]
    if (key == "seat" or key.endswith("_seat")) and isinstance(value, int) \
            and not isinstance(value, bool) and 0 <= value < len(seat_names):
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
    count = args.get("count")
    if count is not None and not isinstance(count, int):
        args.pop("count")
    return tr(label.key, **args)
