"""Player settings, kept as a small versioned JSON file in the user's config folder.

`Settings.load` reads the file through the typed boundary (settings_file.py: the file's shape,
its ranges and choices, and the last match setup of each game). A file that does not fit is
moved aside as `settings.json.damaged` (kept, never overwritten); each of its settings that fits
on its own is kept and the others take their defaults, and `settings.damage` says what was
wrong so that the player is told once. No file at all simply means the defaults (and no
decoder is loaded for that).

The program's first frame is drawn from `Settings.glance` (the language, fullscreen and the
palette, read with the standard json module only); the App reads the file through the boundary
right after that frame (App.read_settings), and a glance is never written back.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

SETTINGS_VERSION = 1
LANGUAGES = ("en", "es")
REACTION_PROMPTS = ("always", "when_possible")
# The names a new seat is offered (setup, the command line, staged matches).
DEFAULT_NAMES = ("Ana", "Ben", "Carmen", "Diego", "Elena", "Fede", "Gala", "Hugo", "Inés")
GLANCE_BYTES = 64 << 10  # a settings file is about 1 KiB; a bigger one waits for `load`


@dataclass(frozen=True)
class SettingsDamage:
    """Why the settings file was not used, and where it was kept (None: it could not be moved
    aside, so it is not overwritten either)."""

    problem: str
    kept: Path | None


@dataclass
class Settings:
    language: str = "en"
    music_volume: float = 0.3  # 0..1
    effects_volume: float = 0.7  # 0..1
    animation_speed: float = 1.0  # 0 = instant; 0.25..3 multiplies every animation's pace
    ai_delay: float = 0.6  # seconds an AI seat waits before acting, so humans can follow
    ai_think: float = 1.0  # seconds a searching AI level ("hard") thinks about each decision
    fullscreen: bool = False
    colourblind: bool = False  # colour-blind-safe palette plus a symbol per seat
    reaction_prompts: str = (
        "always"  # hot-seat: ask every seat that could react, or only those who can
    )
    setups: dict = field(default_factory=dict)  # last match setup per game, to start from next time
    version: int = SETTINGS_VERSION
    damage: SettingsDamage | None = field(default=None, compare=False, repr=False)
    glanced: bool = field(default=False, compare=False, repr=False)  # see `glance`

    def to_dict(self) -> dict[str, Any]:
        return {k: v for k, v in asdict(self).items() if k not in ("damage", "glanced")}

    @classmethod
    def load(cls, path: Path) -> Settings:
        """The settings in `path`: the defaults if there is no file; if it is damaged, what it
        holds that can be read (then it is kept aside and `damage` says why)."""
        path = Path(path)
        if not path.exists():
            return cls()
        from .settings_file import read_settings

        return read_settings(path)

    @classmethod
    def glance(cls, path: Path) -> Settings:
        """What the first frame needs from the file at `path`, without its decoder: the language,
        fullscreen and the colour-blind palette where the file holds valid values for them (the
        defaults otherwise, and for the rest). Nothing is checked beyond that, nothing is moved:
        `load` reads the file properly after the first frame. A glance is never saved."""
        settings = cls(glanced=True)
        try:
            with open(path, "rb") as fh:
                raw = fh.read(GLANCE_BYTES + 1)
            doc = json.loads(raw.decode("utf-8-sig")) if len(raw) <= GLANCE_BYTES else None
        except (OSError, ValueError, RecursionError):
            return settings  # no file, or one `load` will refuse: the defaults
        if isinstance(doc, dict):
            if doc.get("language") in LANGUAGES:
                settings.language = doc["language"]
            for flag in ("fullscreen", "colourblind"):
                if isinstance(doc.get(flag), bool):
                    setattr(settings, flag, doc[flag])
        return settings

    def save(self, path: Path) -> None:
        if self.glanced:
            return  # only a glance at the file: writing it would lose what was not read
        if self.damage is not None and self.damage.kept is None:
            return  # the damaged file could not be kept aside: it is not overwritten either
        from game.core.files import atomic_write

        text = json.dumps(self.to_dict(), indent=2, ensure_ascii=False, allow_nan=False)
        atomic_write(Path(path), text.encode("utf-8"))
