"""Headless play: a match driven to its end by AI policies (simulator, fuzz tests, benchmarks)."""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .ai import Policy, ai_rng
from .game import GameDef
from .match import Match
from .rules import AnyRules
from .types import Chance, MatchConfig, Over, Result, SeatConfig

DEFAULT_STEP_CAP = 20_000


@dataclass
class Playout:
    match: Match
    steps: int = 0  # actions + chance steps
    actions: int = 0
    capped: bool = False
    result: Result | None = None
    decision_times: list[list[float]] = field(default_factory=list)  # per seat, seconds


def seat_configs(levels: Sequence[str]) -> list[SeatConfig]:
    return [SeatConfig(f"{level} {i + 1}", "ai", level) for i, level in enumerate(levels)]


def play_out(
    match: Match,
    policies: Sequence[Policy],
    *,
    max_steps: int = DEFAULT_STEP_CAP,
    on_step: Callable[[Match], None] | None = None,
    timed: bool = False,
) -> Playout:
    """Run `match` until it ends or `max_steps` steps have been taken. Every decision is
    answered by its seat's policy from that seat's view; the first pending decision (in the
    engine's fixed order) is answered first."""
    rules: AnyRules = match.rules
    rngs = [ai_rng(match.config.seed, seat) for seat in range(match.config.n_seats)]
    out = Playout(match, decision_times=[[] for _ in policies])
    clock = time.perf_counter
    charge = rules.ai_clock_charge_ms(match.state) or None  # a clock: the fixed AI charge
    while out.steps < max_steps:
        pending = match.pending
        if isinstance(pending, Over):
            break
        if isinstance(pending, Chance):
            match.step_chance()
        else:
            decision = pending[0]
            policy = policies[decision.seat]
            view = rules.view(match.state, decision.seat) if policy.needs_view else None
            if timed:
                t0 = clock()
                action = policy.choose(view, decision, rngs[decision.seat])
                out.decision_times[decision.seat].append(clock() - t0)
            else:
                action = policy.choose(view, decision, rngs[decision.seat])
            match.submit(decision.seat, action, charge)
            out.actions += 1
        out.steps += 1
        if on_step is not None:
            on_step(match)
    over = isinstance(match.pending, Over)
    out.capped = not over
    out.result = rules.result(match.state) if over else rules.standings(match.state)
    return out


def new_match(
    game: GameDef,
    rules: AnyRules,
    levels: Sequence[str],
    seed: int,
    variants: Mapping[str, Any] | None = None,
    **match_kwargs: bool,
) -> tuple[Match, list[Policy]]:
    """A match of AI seats at `levels`, with the policies to drive it."""
    config: MatchConfig = game.make_config(seat_configs(levels), seed=seed, variants=variants)
    match = Match(rules, config, **match_kwargs)
    return match, [game.policy(level) for level in levels]
