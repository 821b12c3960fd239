"""Where the bundled resources are: data/ (or the folder `--data DIR` names) and assets/.

A tiny module: the first menu frame needs these paths and nothing that reads the data files
(game.core.data, which needs the YAML parser and msgspec, is imported by the games themselves).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path


def resource_root() -> Path:
    """The folder holding data/ and assets/: the bundle in a frozen build, else the project."""
    return Path(getattr(sys, "_MEIPASS", Path(__file__).resolve().parents[2]))


def data_dir(game_id: str | None = None) -> Path:
    """data/ (or the folder named by TORTUGA_DATA_DIR: `main.py --data DIR` sets it), or the
    sub-folder of one game."""
    override = os.environ.get("TORTUGA_DATA_DIR")
    root = Path(override) if override else resource_root() / "data"
    return root / game_id if game_id else root
