"""21 Mutinies: Arrr! Edition — the rules (digest ../shared/rules/mutinies.md, rule IDs M21-n).

`MutiniesRules` is a thin facade: `pending`, `apply` and `resolve_chance` come from the agenda
(`AgendaRules` over FLOW), every other duty is a line or two over the modules of plain
functions that hold the rules, each taking the catalogue `g` and the state:

    info.py        the title info, read from data/mutinies/game.yaml (M21-4, M21-118 to M21-120)
    catalogue.py   the content and the tables derived from it
    model.py       the state and the views; tasks.py, what can stand on the agenda
    flow.py        which function handles which task and answer
    setup.py       setup (M21-5 to M21-13)
    rounds.py      the shape of a round, the end of a round and of the game (M21-29 to M21-35)
    placement.py   placing discs and the henchman (M21-26 to M21-30, M21-36 to M21-38)
    routes.py      Commercial and Non-Commercial Routes (M21-41 to M21-50)
    dice.py        Shipwrecks, the Tavern and the roll reaction (M21-52 to M21-56)
    market.py      Black Market and City C5 sales (M21-57 to M21-61, M21-171)
    city.py        the City (M21-62 to M21-65); cabin.py the Cabin and Mutiny (M21-66 to M21-71)
    windows.py     windows and treasure tokens (M21-23, M21-90 to M21-93, M21-172)
    cards.py       Mutiny cards (M21-96 to M21-99, M21-132, M21-173)
    resources.py   doubloons, rum, the prestige track (M21-3, M21-14 to M21-16)
    piles.py       draws from hidden piles (M21-100, M21-101, M21-166)
    scoring.py     final scoring and the winner (M21-103, M21-104)
    views.py       per-seat views and determinize (M21-25, M21-167)
    illegal.py     the rule behind a refused action; words.py labels; invariants.py the laws
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
    Rng,
    RuleRef,
)

from . import illegal, invariants, scoring, setup, views, words
from .catalogue import Catalogue
from .content import MutiniesContent
from .flow import FLOW
from .info import INFO
from .model import MState, MView


class MutiniesRules(AgendaRules[MState, MView, MutiniesContent, Catalogue]):
    info = INFO
    flow = FLOW

    def __init__(self, content: MutiniesContent) -> None:
        super().__init__(content)
        self.g = Catalogue(content)

    def setup(self, config: MatchConfig) -> MState:
        s = setup.new_state(self.g, config)
        self.advance(s)
        return s

    def view(self, state: MState, seat: int | None) -> MView:
        return views.view(self.g, state, seat)

    def determinize(self, view: MView, seat: int, rng: Rng) -> MState:
        return views.determinize(self.g, view, seat, rng)

    def result(self, state: MState) -> Result | None:
        return scoring.ranking(state) if state.phase == "over" else None

    def standings(self, state: MState) -> Result:
        return scoring.ranking(state)

    def progress(self, state: MState) -> Progress:
        return scoring.progress(state)

    def check_invariants(self, state: MState) -> None:
        invariants.check(self.g, state)

    def explain_illegal(self, state: MState, seat: int, action: Action) -> RuleRef | None:
        return illegal.explain(self.g, state, seat, action, self.decision_for(state, seat))

    def unavailable(self, state: MState, seat: int) -> tuple[tuple[Action, RuleRef], ...]:
        return illegal.unavailable(self.g, state, seat, self.decision_for(state, seat))

    def asking_tells(self, state: MState, decision: Decision) -> bool:
        return views.asking_tells(self.g, state, decision)

    def describe_action(self, action: Action, view: MView | None = None) -> Label:
        return words.describe_action(self.g, action)

    def describe_decision(self, decision: Decision, view: MView | None = None) -> Label:
        return words.describe_decision(decision)

    def event_label(self, event: Event) -> Label | None:
        return words.describe_event(self.g, event)


__all__ = ["INFO", "MutiniesRules"]
