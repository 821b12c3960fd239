"""RemoteMatch: a joiner's match, the part of Match a table uses, filled only from what the host
sends its seats (their view, their decisions, the events they may see). The truth lives on the
host: `submit` sends the action there and the next update says what came of it; chance steps,
AI seats and other joiners' seats are the host's business.

    remote = RemoteMatch(started, send)     # from the host's Started message
    remote.apply(update)                    # each Update: the view, decisions, events
    remote.refused(message)                 # a Refused: the table says why

A table drives it like any match: `decisions()` holds its own seats' decisions (and, for the
seat panels, a placeholder for every other seat asked now), `view(seat)` its seat's view, the
listeners get the events as its seats saw them, `len(log)` is the host's step count.
"""

from __future__ import annotations

import itertools
from collections import deque
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game import registry
from game.core.errors import IllegalAction, SaveError
from game.core.match import RECENT_EVENTS, Document, Match, SaveSnapshot
from game.core.progress import ProgressLog
from game.core.types import (
    OVER,
    Action,
    Decision,
    Event,
    MatchConfig,
    Pending,
    Result,
    RuleRef,
    SeatConfig,
    SeatId,
)

from .codec import WireError, from_wire, patched
from .messages import PROTOCOL, Act, Started, Update

ASKED_ELSEWHERE = "asked_elsewhere"  # the kind of a placeholder decision (another seat asked)
_IDS = itertools.count(1_000_000)


class Steps:
    """The host's log as far as a joiner knows it: only its length."""

    def __init__(self) -> None:
        self.count = 0

    def __len__(self) -> int:
        return self.count

    def __bool__(self) -> bool:
        return self.count > 0


def config_from(started: Started) -> MatchConfig:
    c = started.config
    return MatchConfig(
        c.game,
        tuple(SeatConfig(s.name, s.kind, s.level, s.colour) for s in c.seats),
        dict(c.variants),
        c.seed,
        dict(c.options),
    )


class RemoteMatch(Match):
    """See the module docstring. A Match in type only: nothing of Match's own state exists here
    (no rules state, no RNG, no log), every method a table calls is answered from the updates."""

    def __init__(self, started: Started, send: Callable[[Act], bool]) -> None:
        """ValueError when this program's rules of the game are not the host's; KeyError when
        it does not have the game."""
        # Match.__init__ is not called: there is no state to set up on this side.
        self.config = config_from(started)
        self.rules = registry.rules_for(self.config.game)
        if self.rules.info.rules_version != started.rules_version:
            raise ValueError(
                f"the host plays rules version {started.rules_version} of {self.config.game}, "
                f"this program has {self.rules.info.rules_version}"
            )
        self.seats = tuple(started.seats)
        self.send = send
        self.step = 0
        self._steps = Steps()
        self.log = self._steps  # type: ignore[assignment]  # only its length is known here
        self.hashes = {}
        self.listeners = []
        self.recent_events = deque(maxlen=RECENT_EVENTS)
        self.on_change = None
        self.progress = ProgressLog()
        self.match_id = next(_IDS)
        self.undo_enabled = False
        self.record_hashes = self.record_progress = False
        self._view: Any = None
        self.state = None  # the table keys its redraw on id(state): the view stands in for it
        self._own: tuple[Decision, ...] = ()
        self._since = 0  # the step since which the host asks this seat's decision
        self._answered: int | None = None  # the `since` of the decision last answered
        self._asked_now: tuple[Decision, ...] = ()  # as the last update asked them
        self._asked: tuple[int, ...] = ()
        self._unavailable: tuple[tuple[Action, RuleRef], ...] = ()
        self._over = False
        self._result: Result | None = None
        self._clocked = False
        self.last_refusal: RuleRef | None = None
        self.updates = 0

    # ---- from the host ---------------------------------------------------------------------------
    def apply(self, update: Update) -> list[Event]:
        """Take an update; its events go to the listeners. WireError if it does not decode into
        what it claims (the connection is then not to be trusted)."""
        if update.patch:
            if self._view is None:
                raise WireError("a patch before any view")
            view = patched(self._view, update.view)
        else:
            view = from_wire(update.view)
        decisions = _typed_tuple(from_wire(update.decisions), Decision)
        unavailable = from_wire(update.unavailable)
        events = list(_typed_tuple(from_wire(update.events), Event))
        for d in decisions:
            if d.seat not in self.seats:
                raise WireError(f"a decision for seat {d.seat}, which is not this joiner's")
        self._view, self.state = view, view
        self._since = update.since
        # a decision already answered stays hidden until the host has taken the answer
        self._asked_now = decisions
        self._own = () if self._answered == update.since else decisions
        self._asked = tuple(update.asked)
        self._unavailable = tuple(unavailable)
        self._clocked = update.clocked
        self._over = update.over
        if update.over:
            self._result = from_wire(update.result)
            self.progress = ProgressLog()
            for i, point in enumerate(from_wire(update.chart) or ()):
                self.progress.record(i, point)
        self._steps.count = self.step = update.step
        self.updates += 1
        self.recent_events.extend(events)
        if events and not update.resumed:
            for listener in list(self.listeners):
                listener(events)
        return events

    # ---- what a table asks -----------------------------------------------------------------------
    @property
    def pending(self) -> Pending:
        if self._over:
            return OVER
        others = tuple(
            Decision(s, ASKED_ELSEWHERE, (Action(ASKED_ELSEWHERE),))
            for s in self._asked
            if s not in self.seats
        )
        return self._own + others

    @property
    def chance_pending(self) -> bool:
        return False  # the host draws

    @property
    def clocked(self) -> bool:
        return self._clocked

    def view(self, seat: SeatId | None) -> Any:
        return self._view  # the only view this side has: its own seat's

    def result(self) -> Result | None:
        return self._result

    def forced(self, decision: Decision, watched: bool = False) -> Action | None:
        return None  # the host takes forced answers before it asks a joiner

    def unavailable(self, seat: SeatId) -> tuple[tuple[Action, RuleRef], ...]:
        return self._unavailable if seat in self.seats else ()

    def why_illegal(self, seat: SeatId, action: Action) -> RuleRef | None:
        for option, ref in self._unavailable:
            if option == action:
                return ref
        d = self.decision_for(seat)
        if d is not None and action in d.options:
            return None
        return RuleRef("CORE-2", "core.illegal.not_an_option", {"action": action.id})

    def submit(
        self,
        seat: SeatId,
        action: Action,
        ms: int | None = None,
        *,
        forced: bool = False,
        undoable: bool = True,
    ) -> list[Event]:
        """Send the action to the host (its events arrive with the next update); an action that
        is not an option of this seat's decision is refused here as the host would (nothing is
        undone on a joiner's screen: `undoable` changes nothing)."""
        d = self.decision_for(seat)
        if d is None or action not in d.options:
            ref = self.why_illegal(seat, action) or RuleRef(
                "CORE-2", "core.illegal.not_an_option", {"action": action.id}
            )
            raise IllegalAction(ref, action, seat)
        sent = self.send(
            Act(
                v=PROTOCOL,
                seat=seat,
                action=list(action.to_json()),
                step=self._since,
                ms=None if ms is None else max(0, min(int(ms), 3_600_000)),
            )
        )
        if sent:
            self._own = tuple(o for o in self._own if o.seat != seat)
            self._answered = self._since
            self._unavailable = ()
        return []

    def refused(self, ref: RuleRef) -> None:
        """The host refused the last answer: the decision is asked again with the next update
        (or the one after, for a stale answer)."""
        self.last_refusal = ref
        self._answered = None
        self._own = self._asked_now

    def awaiting(self, seat: SeatId) -> bool:
        """An answer of `seat` went to the host and no update has said what came of it yet."""
        return seat in self.seats and self._answered is not None and self._answered == self._since

    def step_chance(self, outcome: Any = None) -> list[Event]:
        raise RuntimeError("the host resolves chance steps")

    CANNOT_UNDO = "net.no_undo"

    def can_undo(self, seat: SeatId) -> bool:
        return False  # a LAN match takes nothing back

    def undo(self, seat: SeatId) -> list[Event]:
        raise IllegalAction(RuleRef("CORE-5", self.CANNOT_UNDO), None, seat)

    def to_save(self) -> Document:
        raise SaveError("lan", "a joiner has no save: the host keeps the match", "net.no_save")

    def save_snapshot(self) -> SaveSnapshot:
        raise SaveError("lan", "a joiner has no save: the host keeps the match", "net.no_save")


def _typed_tuple(value: Any, cls: type) -> tuple[Any, ...]:
    if not isinstance(value, tuple) or not all(isinstance(x, cls) for x in value):
        raise WireError(f"expected a list of {cls.__name__}")
    return value


def refusal(key: str, rule: str, args: Mapping[str, Any]) -> RuleRef:
    return RuleRef(rule or "LAN", key, dict(args))


__all__: Sequence[str] = ("RemoteMatch", "Steps", "config_from", "refusal")
