"""The contract every game implements, and the little each one inherits for free.

A game is a `Rules` subclass built around its loaded content (the YAML data). The engine asks it
one question, `pending(state)`: the decisions it waits for (each owned by one seat, possibly out
of turn), a chance step, or OVER. Everything else follows from that:

    state = rules.setup(config)
    while not over:
        p = rules.pending(state)
        Chance    -> rules.resolve_chance(state, rng.outcome(p))
        Decisions -> rules.apply(state, seat, one of decision.options)

`apply` and `resolve_chance` change the state in place and return the Events that happened.
States are plain dataclasses with a hand-written `clone()`; no pygame, no I/O, no global RNG.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar, final

from .agenda import Events, Flow, HasAgenda
from .plain import digest
from .rng import Rng
from .types import (
    Action,
    Chance,
    Decision,
    Event,
    Label,
    MatchConfig,
    Over,
    Pending,
    Progress,
    Result,
    RuleRef,
    SeatId,
    TitleInfo,
)


class GameState(Protocol):
    """What the platform needs of a game's State: a full, independent copy."""

    def clone(self) -> Self: ...


class AgendaState(GameState, HasAgenda, Protocol):
    """A State that keeps its work on an agenda (game/core/agenda.py)."""


S = TypeVar("S", bound=GameState)  # the game's State
V = TypeVar("V")  # the game's View
C = TypeVar("C")  # the game's Content

# Rule references the platform itself uses when no game rule applies.
NOT_YOUR_DECISION = "CORE-1"  # the seat has no pending decision
NOT_AN_OPTION = "CORE-2"  # the action is not among the decision's options
GAME_OVER = "CORE-3"
CHANCE_PENDING = "CORE-4"  # a chance step must be resolved first
CORE_EVENTS = ("undone",)  # events the Match itself emits (logged as core.log.<type>)


class Rules(ABC, Generic[S, V, C]):
    """Base class of a game's rules. Subclasses set `info` and implement the abstract duties."""

    info: TitleInfo

    def __init__(self, content: C) -> None:
        self.content = content

    # ---- duties every game implements -------------------------------------------------------
    @abstractmethod
    def setup(self, config: MatchConfig) -> S:
        """The state before anything happens. Deterministic: shuffles and deals are chance
        steps that `pending` asks for next."""

    @abstractmethod
    def pending(self, state: S) -> Pending:
        """What the game waits for: a tuple of Decisions (at most one per seat), a Chance, or
        OVER. Must be cheap and must not change the state."""

    @abstractmethod
    def apply(self, state: S, seat: SeatId, action: Action) -> list[Event]:
        """Carry out `action` (already checked to be one of `seat`'s options)."""

    @abstractmethod
    def resolve_chance(self, state: S, outcome: Any) -> list[Event]:
        """Carry out the pending chance step with `outcome` (already validated)."""

    @abstractmethod
    def view(self, state: S, seat: SeatId | None) -> V:
        """Everything `seat` may know and nothing more (None: a spectator, public facts only).
        The view holds no reference to the state."""

    def views(self, state: S, seats: Sequence[SeatId | None]) -> list[V]:
        """`view(state, seat)` of each of `seats`, read at one moment (a LAN host sends every
        joiner its own). A game whose views share a public part overrides it to read that part
        once; the views may then share its (immutable) records."""
        return [self.view(state, seat) for seat in seats]

    @abstractmethod
    def determinize(self, view: V, seat: SeatId, rng: Rng) -> S:
        """A full state consistent with `view`: hidden things sampled with `rng`.
        `view(determinize(v, seat, rng), seat) == v` for every rng (tests check it)."""

    @abstractmethod
    def result(self, state: S) -> Result | None:
        """The final ranking once the game is over, else None."""

    @abstractmethod
    def standings(self, state: S) -> Result:
        """The ranking right now by the game's own tie-break (used for step-capped games)."""

    def check_invariants(self, state: S) -> None:
        """Raise AssertionError if a conservation law or structural rule is broken."""

    def explain_illegal(self, state: S, seat: SeatId, action: Action) -> RuleRef | None:
        """Name the rule that forbids `action` (called only for actions not offered).
        Games override this; the default names the platform's generic reason."""
        return None

    # ---- optional hooks ------------------------------------------------------------------------
    def standing_actions(self, state: S, seat: SeatId) -> tuple[Action, ...]:
        """Actions a seat may take outside any decision (concede, a clock's timeout). They are
        accepted by the match but never offered to AI policies."""
        return ()

    def is_standing(self, state: S, seat: SeatId, action: Action) -> bool:
        """Whether the match accepts `action` from `seat` as a standing action. By default the
        listed `standing_actions`; a game whose standing actions are open-ended (an offer with
        any items) checks them here instead of listing them all."""
        return action in self.standing_actions(state, seat)

    def progress(self, state: S) -> Progress:
        """Where the match stands: the round and each seat's score by the game's own measure
        (types.Progress), recorded after every step for the game-over chart and shown by the load
        screen. Cheap: the Match asks after every step. Default: the standings' scores, no round
        counted; a game overrides it with its own measure (coins in a ship, prestige ...)."""
        return Progress(0, self.standings(state).scores)

    def summary(self, state: S) -> dict[str, Any]:
        """Game-specific facts about a finished (or stopped) match, plain JSON data, that the
        simulator adds to its per-game records (how it ended, when, ...). Default: none."""
        return {}

    def charge_time(self, state: S, seat: SeatId, ms: int) -> list[Event]:
        """Charge `ms` of thinking time to `seat` (games with a clock). Called by the match
        before the action it belongs to, and again on replay from the log."""
        return []

    def ai_clock_charge_ms(self, state: S) -> int:
        """In a game with a clock: the fixed think time charged to an AI seat per decision (so
        AI-only games end the same on any machine). 0: no clock runs."""
        return 0

    def undo_allowed(self, state: S) -> bool:
        """Whether humans may take moves back in this match (a chess clock forbids it)."""
        return True

    # ---- questions without a choice, options that are not legal now ---------------------------
    def forced_option(self, state: S, decision: Decision) -> Action | None:
        """The answer to `decision` that leaves its seat nothing to choose, or None when there is
        a choice. A table takes it for a human without stopping them (the match still logs it,
        so replays do not change). Default: the only option of a one-option decision. A game
        whose other options are pointless in a position ("done" with nothing usable besides)
        returns that answer too; it must be one of `decision.options`."""
        return decision.options[0] if len(decision.options) == 1 else None

    def asking_tells(self, state: S, decision: Decision) -> bool:
        """Whether being asked `decision` or not tells the other players something hidden: a
        prompt every seat is shown whether or not it can react (P8-133), a window offered on
        public counts (M21-172). When another human shares the screen, such a decision is asked
        even when its answer is forced. Default: yes in a game with hidden information (the
        safe side); games say which decisions really tell something."""
        return self.info.has_hidden_info

    def unavailable(self, state: S, seat: SeatId) -> tuple[tuple[Action, RuleRef], ...]:
        """Options of `seat`'s pending decision that exist in the rules but are not legal now,
        each with the rule that forbids it (a card it cannot afford, a slot it cannot pay for):
        a table shows them disabled with their reason. Never one of the decision's options.
        Default: none."""
        return ()

    # ---- words for the UI (pure: keys and arguments, phrased by the scenes) --------------------
    def describe_action(self, action: Action, view: V | None = None) -> Label:
        """The label of an option button and of its log line. Default: the key
        `<game>.action.<kind>` with the args as `a0`, `a1`, ... Games override this to pass
        names (a `LocalText` argument is shown in the current language)."""
        if action.label is not None:
            return action.label
        return Label(
            f"{self.info.id}.action.{action.kind}", {f"a{i}": a for i, a in enumerate(action.args)}
        )

    def describe_decision(self, decision: Decision, view: V | None = None) -> Label:
        """The prompt shown while `decision` waits. Default: `<game>.decision.<kind>`."""
        if decision.prompt is not None:
            return decision.prompt
        return Label(f"{self.info.id}.decision.{decision.kind}", {"seat": decision.seat})

    @final
    def describe_event(self, event: Event) -> Label | None:
        """The log line of an event (None: no line): the Match's own events (`CORE_EVENTS`,
        e.g. an undo) as `core.log.<type>`, every game alike; the game's by `event_label`."""
        if event.type in CORE_EVENTS:
            return Label(f"core.log.{event.type}", dict(event.data))
        return self.event_label(event)

    def event_label(self, event: Event) -> Label | None:
        """The log line of one of the game's events (None: no line). Default:
        `<game>.log.<type>` with the event's data as arguments. Games override this."""
        return Label(f"{self.info.id}.log.{event.type}", dict(event.data))

    def clone(self, state: S) -> S:
        return state.clone()

    def state_hash(self, state: S) -> str:
        """A digest of the whole state, internal layout included (tests compare states)."""
        return digest(state)

    def observed_hash(self, state: S, n_seats: int) -> str:
        """A digest of what every seat and a spectator see: what saves record to prove a
        replay. It does not depend on how the engine lays out its state, so a save stays
        loadable across refactors that change no view."""
        return digest([self.view(state, None), *(self.view(state, q) for q in range(n_seats))])

    # ---- derived, shared by every game ---------------------------------------------------------
    def decisions(self, state: S) -> tuple[Decision, ...]:
        p = self.pending(state)
        return p if isinstance(p, tuple) else ()

    def decision_for(self, state: S, seat: SeatId) -> Decision | None:
        for d in self.decisions(state):
            if d.seat == seat:
                return d
        return None

    def legal(self, state: S, seat: SeatId) -> Sequence[Action]:
        d = self.decision_for(state, seat)
        return d.options if d is not None else ()

    def why_illegal(self, state: S, seat: SeatId, action: Action) -> RuleRef | None:
        """None if `seat` may take `action` now, else the rule that forbids it."""
        p = self.pending(state)
        if isinstance(p, Over):
            return RuleRef(GAME_OVER, "core.illegal.game_over")
        if self.is_standing(state, seat, action):
            return None
        if isinstance(p, Chance):
            return RuleRef(CHANCE_PENDING, "core.illegal.chance_pending")
        decision = next((d for d in p if d.seat == seat), None)
        if decision is not None and action in decision.options:
            return None
        specific = self.explain_illegal(state, seat, action)
        if specific is not None:
            return specific
        if decision is None:
            return RuleRef(NOT_YOUR_DECISION, "core.illegal.not_your_decision", {"seat": seat})
        return RuleRef(NOT_AN_OPTION, "core.illegal.not_an_option", {"action": action.id})


AnyRules = Rules[Any, Any, Any]  # a game's Rules where the platform does not know its types

A = TypeVar("A", bound=AgendaState)
G = TypeVar("G")


class AgendaRules(Rules[A, V, C], Generic[A, V, C, G]):
    """Rules whose `pending`, `apply` and `resolve_chance` come from the game's `Flow`.

    A game sets `flow` (its handler tables) and builds `self.g`, its catalogue (content and
    the tables derived from it), in `__init__`; `setup` returns a state whose agenda holds the
    first tasks, already advanced with `self.flow.advance`."""

    flow: ClassVar[Flow[Any, Any]]
    g: G

    def pending(self, state: A) -> Pending:
        # a decision on top is asked here (`Flow.pending`, inline: every step of every playout
        # asks, and a call less is a few per cent of a light step); the rest goes to the Flow
        agenda = state.agenda
        if agenda:
            task = agenda[-1]
            spec = self.flow._specs.get(type(task))
            if spec is not None and spec.ask is not None:
                asked = spec.ask(self.g, state, task)
                return asked if isinstance(asked, tuple) else (asked,)
        return self.flow.pending(self.g, state)

    def apply(self, state: A, seat: SeatId, action: Action) -> list[Event]:
        # an action of a kind with its own handler, in a Flow without hooks, is carried out
        # here (`Flow.apply`, inline, for the same reason); the rest goes to the Flow
        flow = self.flow
        handler = flow._on.get(action.kind)
        if handler is None or flow._after:
            return flow.apply(self.g, state, seat, action)
        out: Events = []
        handler(self.g, state, seat, action, out)
        flow.advance(self.g, state, out)
        return out

    def resolve_chance(self, state: A, outcome: Any) -> list[Event]:
        return self.flow.resolve(self.g, state, outcome)

    def advance(self, state: A) -> Events:
        """Run what needs no decision (after a setup, or a test that edits a state)."""
        out: Events = []
        self.flow.advance(self.g, state, out)
        return out
