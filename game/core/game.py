"""A registered game: its title info, how to load its content, its rules and its AI levels."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .ai import BUILTIN_POLICIES, Policy, PolicyFactory
from .rules import AnyRules
from .types import MatchConfig, SeatConfig, TitleInfo


@dataclass(frozen=True)
class GameDef:
    """Everything the platform needs from a game package (`game/<id>/__init__.py: GAME`).

    `load_content(data_dir)` reads and validates `data/<id>/*.yaml`; `make_rules(content)` builds
    the Rules; `policies` maps AI level names to factories ("random" is always added).
    """

    info: TitleInfo
    load_content: Callable[[Path], Any]
    make_rules: Callable[[Any], AnyRules]
    policies: Mapping[str, PolicyFactory] = field(default_factory=dict)

    def ai_levels(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys([*self.policies, *BUILTIN_POLICIES]))

    def policy(self, level: str) -> Policy:
        factory = self.policies.get(level) or BUILTIN_POLICIES.get(level)
        if factory is None:
            raise KeyError(f"{self.info.id} has no AI level {level!r}")
        return factory()

    def default_level(self) -> str:
        return self.ai_levels()[0]

    def make_config(
        self,
        seats: list[SeatConfig] | tuple[SeatConfig, ...],
        *,
        seed: int = 0,
        variants: Mapping[str, Any] | None = None,
        options: Mapping[str, Any] | None = None,
    ) -> MatchConfig:
        """A checked MatchConfig: seat count in range, variants validated and defaulted, and
        the two-player variant switched on for two seats where the game needs it."""
        info = self.info
        n = len(seats)
        two = info.two_player_variant
        if not info.min_seats <= n <= info.max_seats and not (n == 2 and two):
            raise ValueError(f"{info.id} takes {info.min_seats}-{info.max_seats} seats, not {n}")
        chosen = dict(variants or {})
        unknown = [k for k in chosen if k not in {v.key for v in info.variants}]
        if unknown:
            raise ValueError(f"{info.id} has no variant {unknown[0]!r}")
        resolved = {}
        for spec in info.variants:
            value = chosen.get(spec.key, spec.default)
            resolved[spec.key] = spec.validate(value)
        if two and n == 2:
            resolved[two] = True
        colours = list(info.colours)
        fixed: list[SeatConfig] = []
        for s in seats:
            colour = s.colour or next(
                c for c in colours if c not in {x.colour for x in seats} | {x.colour for x in fixed}
            )
            fixed.append(SeatConfig(s.name, s.kind, s.level, colour))
        return MatchConfig(info.id, tuple(fixed), resolved, int(seed), dict(options or {}))
