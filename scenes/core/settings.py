"""Player settings, kept as a small versioned JSON file in the user's config folder.

Loading merges the file over the defaults: unknown keys are ignored and a value of the wrong type
or out of range falls back to its default, so an old or hand-edited file never stops the game.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any, ClassVar

from game.core.saves import atomic_write_text

SETTINGS_VERSION = 1
LANGUAGES = ("en", "es")
REACTION_PROMPTS = ("always", "when_possible")
# The names a new seat is offered (setup, the command line, staged matches).
DEFAULT_NAMES = ("Ana", "Ben", "Carmen", "Diego", "Elena", "Fede", "Gala", "Hugo", "Inés")


@dataclass
class Settings:
    language: str = "en"
    music_volume: float = 0.3  # 0..1
    effects_volume: float = 0.7  # 0..1
    animation_speed: float = 1.0  # 0 = instant; 0.25..3 multiplies every animation's pace
    ai_delay: float = 0.6  # seconds an AI seat waits before acting, so humans can follow
    fullscreen: bool = False
    colourblind: bool = False  # colour-blind-safe palette plus a symbol per seat
    reaction_prompts: str = (
        "always"  # hot-seat: ask every seat that could react, or only those who can
    )
    setups: dict = field(default_factory=dict)  # last match setup per game, to start from next time
    version: int = SETTINGS_VERSION

    _RANGES: ClassVar[dict[str, tuple[float, float]]] = {
        "music_volume": (0.0, 1.0),
        "effects_volume": (0.0, 1.0),
        "animation_speed": (0.0, 3.0),
        "ai_delay": (0.0, 3.0),
    }
    _CHOICES: ClassVar[dict[str, tuple[str, ...]]] = {
        "language": LANGUAGES,
        "reaction_prompts": REACTION_PROMPTS,
    }

    @classmethod
    def from_dict(cls, data: Any) -> Settings:
        base = cls()
        if not isinstance(data, dict):
            return base
        for f in fields(cls):
            if f.name not in data or f.name == "version":
                continue
            value = data[f.name]
            default = getattr(base, f.name)
            if isinstance(default, bool):
                ok = isinstance(value, bool)
            elif isinstance(default, float):
                ok = isinstance(value, (int, float)) and not isinstance(value, bool)
                if ok:
                    lo, hi = cls._RANGES.get(f.name, (float("-inf"), float("inf")))
                    ok = lo <= value <= hi
                    value = float(value)
            else:
                ok = isinstance(value, type(default))
            if ok and f.name in cls._CHOICES:
                ok = value in cls._CHOICES[f.name]
            if ok:
                setattr(base, f.name, value)
        return base

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def load(cls, path: Path) -> Settings:
        try:
            return cls.from_dict(json.loads(Path(path).read_text(encoding="utf-8")))
        except (OSError, ValueError):
            return cls()

    def save(self, path: Path) -> None:
        atomic_write_text(
            Path(path), json.dumps(self.to_dict(), indent=2, ensure_ascii=False), keep_backup=False
        )
