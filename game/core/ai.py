"""AI seats: the Policy contract and the random policy every game gets for free.

A policy answers one decision at a time from what its seat may know: the seat's view (never the
state), the decision with its options, and its own random stream. Heuristic policies live in
`game/<id>/ai.py`; they score options with a few named features.

A policy that thinks for a while (the search of game/core/search.py) is a `ThinkingPolicy`: its
`think` also takes a `Thinking`, the runner's handle on the work, where it reports progress (for
the table's "thinking" indicator) and hears that the answer is no longer wanted (an undo, a load,
the table closed). `decide` asks any policy, with or without such a handle.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from .rng import Rng
from .types import Action, Decision


class Policy(Protocol):
    """`choose` returns one of `decision.options`.

    `needs_view = False` lets a runner skip building the view (the random policy ignores it).
    """

    needs_view: bool

    def choose(self, view: Any, decision: Decision, rng: Rng) -> Action: ...


class RandomPolicy:
    """Picks uniformly among the options: the fuzzing baseline."""

    needs_view = False

    def choose(self, view: Any, decision: Decision, rng: Rng) -> Action:
        return decision.options[rng.randrange(len(decision.options))]


class Thinking:
    """A runner's handle on one decision being thought about (shared by two threads: the worker
    reports, the UI reads and may cancel). `done / total` is the progress: iterations out of an
    iteration budget, or milliseconds out of a time budget."""

    def __init__(self) -> None:
        self._cancel = threading.Event()
        self.done = 0
        self.total = 0

    def report(self, done: int, total: int) -> None:
        self.done, self.total = done, total

    @property
    def progress(self) -> float:
        """0..1 (0 until the policy reports)."""
        total = self.total
        return min(1.0, self.done / total) if total > 0 else 0.0

    def cancel(self) -> None:
        """Ask the policy to stop soon; it answers with what it has (and the runner drops it)."""
        self._cancel.set()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()


@runtime_checkable
class Planning(Policy, Protocol):
    """A policy that keeps what it worked out from one decision to the next of its seat (a plan
    for the turn, Kratos). `forget` drops it: the next decision plans afresh. The search plays
    each rollout with forgetful policies, so that no rollout plays on another's plan."""

    def forget(self) -> None: ...


@runtime_checkable
class ThinkingPolicy(Policy, Protocol):
    """A policy whose answer takes a while: `think` is `choose` with a `Thinking` to report to
    and to stop by (`choose` itself thinks without one)."""

    def think(self, view: Any, decision: Decision, rng: Rng, thinking: Thinking) -> Action: ...


def decide(
    policy: Policy, view: Any, decision: Decision, rng: Rng, thinking: Thinking | None = None
) -> Action:
    """Ask `policy` for an action; a thinking policy gets `thinking` (when given)."""
    if thinking is not None and isinstance(policy, ThinkingPolicy):
        return policy.think(view, decision, rng, thinking)
    return policy.choose(view, decision, rng)


@dataclass(frozen=True)
class Budget:
    """How long a thinking policy may think about one decision: `iterations` > 0 is an exact
    count (the move is then a pure function of the view and the seed: tests, replays); else
    `seconds` of wall clock (live play: the level's think time in the settings)."""

    seconds: float = 1.0
    iterations: int = 0

    def __post_init__(self) -> None:
        if self.iterations < 0 or (self.iterations == 0 and not self.seconds > 0):
            raise ValueError(f"a budget needs iterations > 0 or seconds > 0, not {self}")


PolicyFactory = Callable[[], Policy]
BUILTIN_POLICIES: Mapping[str, PolicyFactory] = {"random": RandomPolicy}


def ai_rng(seed: int, seat: int) -> Rng:
    """The AI stream of a seat, separate from the match's chance stream (P8-123 and others)."""
    return Rng(seed).fork(f"ai/{seat}")
