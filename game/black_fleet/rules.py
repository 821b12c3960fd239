"""BlackFleetRules: the facade the platform talks to, a line or two per duty.

The engine model is the digest's §2.13: exactly one decision is pending at a time and it
belongs to the active player (BF-150); the turn runs its phases in order (BF-151), each the
bottom task of the agenda (tasks.py, flow.py). Randomness is only card order and colour
assignment (BF-160): every shuffle is a chance task; every draw then takes the top card.
Money is a plain integer per seat paid by an unlimited bank (AD-9), public (AD-10).

The rules themselves are plain functions of (g, s, ...) in setup.py, turns.py, entry.py,
movement.py, navies.py, market.py, combat.py, fortune.py, hands.py, development.py and
scoring.py; views.py, words.py, illegal.py and invariants.py serve the platform.
"""

from __future__ import annotations

from game.core import Action, Decision, Event, Label, MatchConfig, Progress, Result
from game.core.rng import Rng
from game.core.rules import AgendaRules
from game.core.types import RuleRef

from . import illegal, invariants, scoring, setup, views, words
from .catalogue import Catalogue
from .content import BlackFleetContent
from .flow import FLOW
from .info import INFO
from .model import BlackFleetView, State


class BlackFleetRules(AgendaRules[State, BlackFleetView, BlackFleetContent, Catalogue]):
    info = INFO
    flow = FLOW

    def __init__(self, content: BlackFleetContent) -> None:
        super().__init__(content)
        self.g = Catalogue(content)

    def setup(self, config: MatchConfig) -> State:
        state = setup.new_state(self.g, config)
        self.advance(state)
        return state

    def view(self, state: State, seat: int | None) -> BlackFleetView:
        return views.view(self.g, state, seat)

    def determinize(self, view: BlackFleetView, seat: int, rng: Rng) -> State:
        return views.determinize(self.g, view, seat, rng)

    def result(self, state: State) -> Result | None:
        return scoring.result(self.g, state)

    def standings(self, state: State) -> Result:
        return scoring.standings(self.g, state)

    def progress(self, state: State) -> Progress:
        return scoring.match_progress(self.g, state)

    def check_invariants(self, state: State) -> None:
        invariants.check(self.g, state)

    def asking_tells(self, state: State, decision: Decision) -> bool:
        return views.asking_tells(state, decision)

    def explain_illegal(self, state: State, seat: int, action: Action) -> RuleRef | None:
        return illegal.explain(self.g, state, seat, action)

    def describe_action(self, action: Action, view: BlackFleetView | None = None) -> Label:
        return words.describe_action(self.g, action, view)

    def describe_decision(self, decision: Decision, view: BlackFleetView | None = None) -> Label:
        return words.describe_decision(decision)

    def event_label(self, event: Event) -> Label | None:
        return words.describe_event(self.g, event)

    def clone(self, state: State) -> State:
        return state.clone()


__all__ = ["INFO", "BlackFleetRules"]
