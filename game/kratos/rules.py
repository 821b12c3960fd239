"""KratosRules: the facade over the rule modules (a line or two per duty of game.core.Rules)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

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

from . import endings, illegal, invariants, setup, views, words
from .catalogue import Catalogue
from .content import KratosContent
from .diplomacy import standing_menu, standing_refusal
from .flow import FLOW
from .info import make_info
from .model import State, View


class KratosRules(AgendaRules[State, View, KratosContent, Catalogue]):
    flow = FLOW

    def __init__(self, content: KratosContent) -> None:
        super().__init__(content)
        self.info = make_info(content)
        self.g = Catalogue(content)

    def setup(self, config: MatchConfig) -> State:
        s = setup.new_state(self.g, config)
        self.advance(s)
        return s

    def view(self, state: State, seat: int | None) -> View:
        return views.view(self.g, state, seat)

    def views(self, state: State, seats: Sequence[int | None]) -> list[View]:
        return views.views(self.g, state, seats)

    def determinize(self, view: View, seat: int, rng: Rng) -> State:
        return views.determinize(self.g, view, seat, rng)

    def result(self, state: State) -> Result | None:
        return endings.result(self.g, state)

    def standings(self, state: State) -> Result:
        return endings.standings(self.g, state)

    def progress(self, state: State) -> Progress:
        return endings.progress(state)

    def summary(self, state: State) -> dict[str, Any]:
        return endings.summary(state)

    def observed_hash(self, state: State, n_seats: int) -> str:
        """Every view digested, the public board once (views.observed_digest): a save's proof
        of replay without the cost of ten full canonical views every 25 steps."""
        return views.observed_digest(self.g, state, n_seats)

    def check_invariants(self, state: State) -> None:
        invariants.check(self.g, state)

    def explain_illegal(self, state: State, seat: int, action: Action) -> RuleRef | None:
        return illegal.explain(self.g, state, seat, action)

    # ---- diplomacy of human seats (KD-47) ---------------------------------------------------
    def standing_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        return standing_menu(state, seat)

    def is_standing(self, state: State, seat: int, action: Action) -> bool:
        if action.kind not in ("send", "accept", "reject", "counter", "reveal", "stop_game"):
            return False
        return standing_refusal(self.g, state, seat, action) is None

    # ---- words ------------------------------------------------------------------------------
    def describe_action(self, action: Action, view: View | None = None) -> Label:
        return words.describe_action(self.g, action, view)

    def describe_decision(self, decision: Decision, view: View | None = None) -> Label:
        return words.describe_decision(self.g, decision, view)

    def event_label(self, event: Event) -> Label | None:
        return words.describe_event(self.g, event)
