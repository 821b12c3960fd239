"""Where things live: bundled resources, and the player's settings and saves.

Settings go to the user config folder and saves to the user data folder (platformdirs), unless
TORTUGA_HOME names another base folder (tests and portable installs use it).
"""

from __future__ import annotations

import os
from pathlib import Path
from types import ModuleType

from game.core.folders import resource_root

APP_NAME = "Tortuga"


def _platformdirs() -> ModuleType:
    """platformdirs, imported when first needed (not with TORTUGA_HOME)."""
    import platformdirs

    return platformdirs


def _home() -> Path | None:
    value = os.environ.get("TORTUGA_HOME")
    return Path(value) if value else None


def config_dir() -> Path:
    home = _home()
    path = home / "config" if home else _platformdirs().user_config_path(APP_NAME, False)
    path.mkdir(parents=True, exist_ok=True)
    return path


def user_data_dir() -> Path:
    home = _home()
    path = home / "data" if home else _platformdirs().user_data_path(APP_NAME, False)
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    path = user_data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_dir() -> Path:
    path = user_data_dir() / "autosave"
    path.mkdir(parents=True, exist_ok=True)
    return path


def settings_file() -> Path:
    return config_dir() / "settings.json"


def assets_dir() -> Path:
    return resource_root() / "assets"


def i18n_dir() -> Path:
    return resource_root() / "data" / "i18n"
