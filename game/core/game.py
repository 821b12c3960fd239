"""A registered game: its title info, how to load its content, its rules and its AI levels."""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .ai import BUILTIN_POLICIES, Budget, Policy, PolicyFactory
from .rules import AnyRules
from .types import MatchConfig, SeatConfig, TitleInfo

# A level that needs the match's rules (to determinize and simulate: a search) and a think budget.
# It receives the Rules, never a state: what it knows of a match comes through `choose(view, ...)`.
RulesPolicyFactory = Callable[[AnyRules, Budget], Policy]


@dataclass(frozen=True)
class GameDef:
    """Everything the platform needs from a game package (`game/<id>/__init__.py: GAME`).

    `load_content(data_dir)` reads and validates `data/<id>/*.yaml`; `make_rules(content)` builds
    the Rules; `policies` maps AI level names to factories ("random" is always added);
    `searching` maps the levels that think with the rules (a search, "hard") to factories that
    receive the Rules and a `Budget`; `aside` names levels of `policies` that are no step of
    strength (a passive seat) and are listed after the searching ones. The first level of
    `ai_levels()` is the default one. `trials` are searching levels not offered at the table
    (not yet measured stronger than the normal level): the simulator and the benchmarks may
    seat them (`all_levels()`), the setup never lists them.
    """

    info: TitleInfo
    load_content: Callable[[Path], Any]
    make_rules: Callable[[Any], AnyRules]
    policies: Mapping[str, PolicyFactory] = field(default_factory=dict)
    searching: Mapping[str, RulesPolicyFactory] = field(default_factory=dict)
    aside: Collection[str] = ()
    trials: Mapping[str, RulesPolicyFactory] = field(default_factory=dict)

    def ai_levels(self) -> tuple[str, ...]:
        """The levels in the order the setup lists them: the game's own by strength, the
        searching ones, then those `aside` and the built-in ones ("random")."""
        steps = [lvl for lvl in self.policies if lvl not in self.aside]
        aside = [lvl for lvl in self.policies if lvl in self.aside]
        return tuple(dict.fromkeys([*steps, *self.searching, *aside, *BUILTIN_POLICIES]))

    def all_levels(self) -> tuple[str, ...]:
        """Every level a seat may have: `ai_levels()` and `trials` (a save made while a level
        on trial was offered still loads, and its seat plays at that level)."""
        return tuple(dict.fromkeys([*self.ai_levels(), *self.trials]))

    def searches(self, level: str) -> bool:
        """Whether `level` is a searching one (it thinks with the match's rules)."""
        return level in self.searching or level in self.trials

    def policy(
        self, level: str, rules: AnyRules | None = None, budget: Budget | None = None
    ) -> Policy:
        """The policy of AI `level`. A searching level needs `rules` (the match's); `budget` is
        its think budget (default: `Budget()`, one second a decision)."""
        search = self.searching.get(level) or self.trials.get(level)
        if search is not None:
            if rules is None:
                raise ValueError(f"AI level {level!r} of {self.info.id} needs the match's rules")
            return search(rules, budget or Budget())
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
        """A checked MatchConfig (see `build_config`)."""
        return build_config(self.info, seats, seed=seed, variants=variants, options=options)


def build_config(
    info: TitleInfo,
    seats: Sequence[SeatConfig],
    *,
    seed: int = 0,
    variants: Mapping[str, Any] | None = None,
    options: Mapping[str, Any] | None = None,
) -> MatchConfig:
    """A checked MatchConfig: seat count in range, variants validated and defaulted, the
    two-player variant on for two seats where the game needs it (and only then), colours given to
    seats without one. Raises ValueError saying what is wrong."""
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
    elif two and resolved.get(two):
        raise ValueError(f"variant {two!r} is for two seats, not {n}")
    colours = list(info.colours)
    fixed: list[SeatConfig] = []
    for s in seats:
        colour = s.colour or next(
            c for c in colours if c not in {x.colour for x in seats} | {x.colour for x in fixed}
        )
        fixed.append(SeatConfig(s.name, s.kind, s.level, colour))
    return MatchConfig(info.id, tuple(fixed), resolved, int(seed), dict(options or {}))


def config_problem(
    info: TitleInfo, config: MatchConfig, ai_levels: Collection[str] | None = None
) -> str | None:
    """Why `config` (read from a save) is not a setup of this game exactly as `build_config`
    makes one, or None: seat count, every variant present and valid (no other), the two-player
    variant, colours of the game, and AI levels it has (when `ai_levels` is given). Nothing is
    patched: a save that disagrees is refused."""
    if config.game != info.id:
        return f"it is a setup of {config.game!r}, not of {info.id!r}"
    try:
        rebuilt = build_config(
            info, config.seats, seed=config.seed, variants=config.variants, options=config.options
        )
    except ValueError as exc:
        return str(exc)
    missing = [spec.key for spec in info.variants if spec.key not in config.variants]
    if missing:
        return f"variant {missing[0]!r} is missing"
    for seat in config.seats:
        if seat.colour not in info.colours:
            return f"{seat.colour!r} is not a colour of {info.id}"
        if ai_levels is not None and seat.kind == "ai" and seat.level not in ai_levels:
            return f"{info.id} has no AI level {seat.level!r}"
    if rebuilt != config:
        return "its variants disagree with its seat count"
    return None
