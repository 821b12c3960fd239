"""AI seats: the Policy contract and the random policy every game gets for free.

A policy answers one decision at a time from what its seat may know: the seat's view (never the
state), the decision with its options, and its own random stream. Heuristic policies live in
`game/<id>/ai.py`; they score options with a few named features.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol

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


PolicyFactory = Callable[[], Policy]
BUILTIN_POLICIES: Mapping[str, PolicyFactory] = {"random": RandomPolicy}


def ai_rng(seed: int, seat: int) -> Rng:
    """The AI stream of a seat, separate from the match's chance stream (P8-123 and others)."""
    return Rng(seed).fork(f"ai/{seat}")
