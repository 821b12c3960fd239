"""SandcastlesRules: the facade over the rule modules (a line or two per duty).

Spec: ../shared/rules/sandcastles.md (rule IDs SAND-n, decisions AMB-n, scenarios SANDS-n).
The handlers are in FLOW (flow.py); the rules are plain functions of (g, s, ...) in geometry,
building, attacks, bonuses, deck, turns, shared, solo and scoring.
"""

from __future__ import annotations

from game.core import (
    Action,
    AgendaRules,
    Decision,
    Event,
    Label,
    MatchConfig,
    Progress,
    Result,
    RuleRef,
)
from game.core.rng import Rng

from . import illegal, invariants, scoring, setup, views, words
from .catalogue import Catalogue
from .content import SandContent
from .flow import FLOW
from .info import INFO
from .model import State, View


class SandcastlesRules(AgendaRules[State, View, SandContent, Catalogue]):
    info = INFO
    flow = FLOW

    def __init__(self, content: SandContent) -> None:
        super().__init__(content)
        self.g = Catalogue(content)

    def setup(self, config: MatchConfig) -> State:
        state = setup.new_state(self.g, config)
        self.advance(state)
        return state

    def view(self, state: State, seat: int | None) -> View:
        return views.view(self.g, state, seat)

    def determinize(self, view: View, seat: int, rng: Rng) -> State:
        return views.determinize(self.g, view, seat, rng)

    def result(self, state: State) -> Result | None:
        return scoring.result(self.g, state)

    def progress(self, state: State) -> Progress:
        return scoring.progress(self.g, state)

    def standings(self, state: State) -> Result:
        return scoring.standings(self.g, state)

    def check_invariants(self, state: State) -> None:
        invariants.check(self.g, state)

    def explain_illegal(self, state: State, seat: int, action: Action) -> RuleRef | None:
        return illegal.explain(self.g, state, seat, action)

    def describe_action(self, action: Action, view: View | None = None) -> Label:
        return words.describe_action(self.g, action, view)

    def describe_decision(self, decision: Decision, view: View | None = None) -> Label:
        return words.describe_decision(self.g, decision, view)

    def event_label(self, event: Event) -> Label | None:
        return words.describe_event(self.g, event)
