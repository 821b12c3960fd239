"""GameScenes: what a game's scene package exports (`scenes/<id>/__init__.py: SCENES`), as
GameDef is what its rules package exports. scenes/registry.py finds it by the game's id."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..core.screens import SetupExtras
from .base import TableScene

if TYPE_CHECKING:
    from ..core.app import App

# A screen of its own for `main.py --screenshots`: builds it on `app` (the frames that follow
# and the PNG are the tool's).
ScreenshotBuilder = Callable[["App"], None]


@dataclass(frozen=True)
class GameScenes:
    """A game's table scene, the extra screens `--screenshots` renders for it beside the
    platform's mid-match and game-over shots (a name each, files `<id>_<name>.png`), and what it
    adds to its setup screen (scenes/core/screens.py, SetupExtras)."""

    table: type[TableScene]
    screenshots: Mapping[str, ScreenshotBuilder] = field(default_factory=dict)
    setup: SetupExtras | None = None  # what the game adds to its match-setup screen
