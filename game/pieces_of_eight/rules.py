"""Pieces of Eight rules: the facade the engine talks to, a line or two per duty.

`pending`, `apply` and `resolve_chance` come from AgendaRules and the handler table in flow.py.
The rules themselves are plain functions of (g, s, ...) in the modules named for them:
    ships.py         positions, knowledge, moving coins to the hold    (P8-14 .. P8-24, P8-143)
    abilities.py     playing coins, targets, declaring, windows        (P8-35 .. P8-86, P8-124 ..)
    resolution.py    resolving the stack                               (P8-87, P8-130, P8-136)
    turns.py         phases, the general action, calling, next player  (P8-25 .. P8-34, P8-142)
    endings.py       victory, elimination, concession, the clock       (P8-92 .. P8-99, P8-145 ..)
    stalemate.py     proposals, the vote, the procedure                (P8-100, P8-101, P8-148)
    shipyard.py      counting shipyards, building, arranging           (P8-7 .. P8-9, P8-154)
    distribution.py  pooled coins, trades, scraps, between games       (P8-105 .. P8-117, P8-151 ..)
    shipshape.py     a ship put together in the shipyard screen        (P8-5, P8-8, P8-9)
    views.py, rebuild.py   the view of one seat and determinize        (P8-143, P8-144)
"""

from __future__ import annotations

from typing import Any, ClassVar

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
from game.core.agenda import Flow
from game.core.rng import Rng

from . import endings, illegal, invariants, setup, views, words
from .catalogue import Catalogue
from .content import P8Content
from .flow import FLOW
from .model import State, View


class PiecesOfEightRules(AgendaRules[State, View, P8Content, Catalogue]):
    flow: ClassVar[Flow[Any, Any]] = FLOW

    def __init__(self, content: P8Content) -> None:
        super().__init__(content)
        self.g = Catalogue(content)
        self.info = self.g.info

    def setup(self, config: MatchConfig) -> State:
        s = setup.new_state(self.g, config)
        self.advance(s)
        return s

    def view(self, state: State, seat: int | None) -> View:
        return views.view(self.g, state, seat)

    def determinize(self, view: View, seat: int, rng: Rng) -> State:
        return views.determinize(self.g, view, seat, rng, self.pending)

    def result(self, state: State) -> Result | None:
        return endings.ranking(self.g, state) if not state.agenda else None

    def standings(self, state: State) -> Result:
        return endings.ranking(self.g, state)

    def progress(self, state: State) -> Progress:
        return endings.progress(state)

    def check_invariants(self, state: State) -> None:
        invariants.check(self.g, state)

    def explain_illegal(self, state: State, seat: int, action: Action) -> RuleRef | None:
        return illegal.explain(self.g, state, seat, action)

    def play_refusal(self, view: View, pos: str) -> RuleRef:
        """Why the viewing seat may not play its coin at `pos` in its general phase now (a
        play the rules have but the moment forbids), reasoned from its view alone: for the
        table, which shows the play greyed out with these words."""
        return illegal.view_play_refusal(self.g, view, pos)

    # ---- standing actions and the chess clock (P8-147 (3), P8-149) ------------------------------
    def standing_actions(self, state: State, seat: int) -> tuple[Action, ...]:
        return endings.standing_actions(self.g, state, seat)

    def charge_time(self, state: State, seat: int, ms: int) -> list[Event]:
        return endings.charge_time(self.g, state, seat, ms)

    def undo_allowed(self, state: State) -> bool:
        """Undo is disabled in Bombardment games (P8-149 (3)); the Match honours this hook."""
        return not state.table.clock_ms

    def ai_clock_charge_ms(self, state: State) -> int:
        """The fixed think time an AI seat is charged per decision (P8-149 (5))."""
        return state.table.ai_charge_ms if state.table.clock_ms else 0

    # ---- words for the UI --------------------------------------------------------------------------
    def describe_action(self, action: Action, view: View | None = None) -> Label:
        return words.describe_action(self.g, action, view)

    def describe_decision(self, decision: Decision, view: View | None = None) -> Label:
        return words.describe_decision(self.g, decision, view)

    def event_label(self, event: Event) -> Label | None:
        return words.describe_event(self.g, event)
