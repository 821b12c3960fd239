"""Headless play: a match driven by AI policies (simulator, smoke and screenshot tools, fuzz
tests, benchmarks). `steps` is the one loop: every caller that plays a match on by policies
iterates it (or `play_out`, which does and sums up)."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .ai import Budget, Policy, ai_rng
from .game import GameDef
from .match import Match
from .rules import AnyRules
from .types import Action, Chance, Decision, Event, MatchConfig, Over, Result, SeatConfig

DEFAULT_STEP_CAP = 20_000


@dataclass
class Playout:
    match: Match
    steps: int = 0  # actions + chance steps
    actions: int = 0
    capped: bool = False
    result: Result | None = None
    decision_times: list[list[float]] = field(default_factory=list)  # per seat, seconds


@dataclass(slots=True)
class Step:
    """One step of a playout, as it was taken: a chance step (`decision` None) resolved by the
    match's RNG, or the first pending decision answered by its seat's policy. (Not frozen: a
    frozen dataclass sets each field through `object.__setattr__`, which doubled the cost of
    the one made for every step of every simulated game.)"""

    decision: Decision | None
    action: Action | None
    view: Any  # the deciding seat's view when it was asked (None unless built, see `steps`)
    events: list[Event]
    seconds: float = 0.0  # the answer's cost, its view built and the choice (when `timed`)


def seat_configs(levels: Sequence[str]) -> list[SeatConfig]:
    return [SeatConfig(f"{level} {i + 1}", "ai", level) for i, level in enumerate(levels)]


def seat_to_move(seat: int) -> Callable[[Match], bool]:
    """A stop for `steps(until=...)`: `seat` has a decision and no chance step is pending."""

    def stop(match: Match) -> bool:
        return not match.chance_pending and any(d.seat == seat for d in match.decisions())

    return stop


def steps(
    match: Match,
    policies: Sequence[Policy],
    *,
    max_steps: int = DEFAULT_STEP_CAP,
    until: Callable[[Match], bool] | None = None,
    timed: bool = False,
    views: bool = False,
) -> Iterator[Step]:
    """Play `match` on, one step per item, until it ends, `until(match)` holds before a step,
    or `max_steps` steps have been taken. A pending chance step is resolved by the match's RNG;
    otherwise the first pending decision (in the engine's fixed order) is answered by its seat's
    policy (`policies[seat]`, humans' seats included) from that seat's view, with the seat's AI
    random stream. In a game with a clock each answer is charged the rules' fixed AI think time.

    The view is built only for a policy that needs it, or for every decision with `views=True`
    (a caller that reads it, e.g. to phrase the decision). The loop runs lazily: the caller's
    code between two items runs between two steps."""
    rules: AnyRules = match.rules
    rngs = [ai_rng(match.config.seed, seat) for seat in range(match.config.n_seats)]
    charge = rules.ai_clock_charge_ms(match.state) or None  # a clock: the fixed AI charge
    clock = time.perf_counter
    taken = 0
    while taken < max_steps:
        pending = match.pending
        if isinstance(pending, Over) or (until is not None and until(match)):
            return
        if isinstance(pending, Chance):
            yield Step(None, None, None, match.step_chance())
        else:
            decision = pending[0]
            policy = policies[decision.seat]
            t0 = clock() if timed else 0.0
            view = rules.view(match.state, decision.seat) if views or policy.needs_view else None
            action = policy.choose(
                view if policy.needs_view else None, decision, rngs[decision.seat]
            )
            seconds = clock() - t0 if timed else 0.0
            events = match.submit(decision.seat, action, charge)
            yield Step(decision, action, view, events, seconds)
        taken += 1


def play_out(
    match: Match,
    policies: Sequence[Policy],
    *,
    max_steps: int = DEFAULT_STEP_CAP,
    on_step: Callable[[Match], None] | None = None,
    until: Callable[[Match], bool] | None = None,
    timed: bool = False,
) -> Playout:
    """Run `match` (see `steps`) until it ends, `until(match)` holds or `max_steps` steps have
    been taken, and sum it up: steps, actions, each seat's decision times (when `timed`: the
    view built and the policy's choice), and the result (the standings so far when it did not end)."""
    rules: AnyRules = match.rules
    out = Playout(match, decision_times=[[] for _ in policies])
    for step in steps(match, policies, max_steps=max_steps, until=until, timed=timed):
        out.steps += 1
        if step.decision is not None:
            out.actions += 1
            if timed:
                out.decision_times[step.decision.seat].append(step.seconds)
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
    budget: Budget | None = None,
    **match_kwargs: bool,
) -> tuple[Match, list[Policy]]:
    """A match of AI seats at `levels`, with the policies to drive it (`budget`: the think
    budget of searching levels, default one second a decision)."""
    config: MatchConfig = game.make_config(seat_configs(levels), seed=seed, variants=variants)
    match = Match(rules, config, **match_kwargs)
    return match, [game.policy(level, rules, budget) for level in levels]
