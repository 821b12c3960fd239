"""The agenda: what the engine still has to do, as a stack of typed tasks, and the handlers that
do it.

Every game keeps its work in one list, `state.agenda` (top = last item). Each entry is a `Task`:
a small frozen dataclass with typed fields (`TakeTurn(seat=2)`, `Draw(seat=1, count=3)`). Tasks
are plain values, so the agenda is saved, hashed and cloned with the state (`list(agenda)` is a
full copy). A task is one of three sorts, fixed when its handler is registered on the game's
`Flow`:

- a **decision** asks one or more seats (`@flow.asks(T)` returns their `Decision`s; the answer
  goes to `@flow.answers(T)`, or to the handler of the action's kind, `@flow.on(kind)`);
- a **chance step** draws (`@flow.draws(T)` returns the `Chance`; `@flow.resolves(T)` gets the
  outcome the match drew);
- an **automatic** task runs as soon as it is on top (`@flow.runs(T)`).

`Flow.advance` runs automatic tasks until a decision or a chance step is on top, or the agenda is
empty: then the game is over. So a game's `pending`, `apply` and `resolve_chance` are one line
each (`AgendaRules` in rules.py writes them). Handlers are found by the task's type or the
action's kind in tables filled by the decorators, never by building names.

    @dataclass(frozen=True, slots=True)
    class TakeTurn(Task):
        seat: int

    FLOW: Flow[Catalogue, State] = Flow("sandcastles")

    @FLOW.asks(TakeTurn)
    def turn_options(g: Catalogue, s: State, t: TakeTurn) -> Decision:
        return Decision(t.seat, "turn", tuple(legal_moves(g, s, t.seat)))

    @FLOW.answers(TakeTurn)
    def take_turn(g: Catalogue, s: State, t: TakeTurn, seat: int, a: Action, out: Events) -> None:
        play(g, s, seat, a, out)                   # the task is already popped
        push(s.agenda, TakeTurn(next_seat(s, seat)))

Handlers receive the game's catalogue `g` (its content and the tables derived from it, built once
by the Rules), the state, the task, and `out`, the list they append Events to.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from mypy_extensions import mypyc_attr

from .frozen import quick
from .types import OVER, Action, Chance, Decision, Event, Pending, SeatId

Events = list[Event]


# compiled in the packaged build (tools/compile_rules.py), and the games' tasks are not
@mypyc_attr(allow_interpreted_subclasses=True)
class Task:
    """Base of every task. Subclasses are `@dataclass(frozen=True, slots=True)` with typed,
    plain fields (ints, strings, tuples of them), so a task can be saved, hashed and compared."""

    __slots__ = ()


class HasAgenda(Protocol):
    """A game state: anything with an agenda."""

    agenda: list[Task]


@mypyc_attr(native_class=False)
@dataclass(frozen=True, slots=True)
class Settled:
    """Returned by a `draws` handler when nothing is left to chance (one card left, or none):
    the resolver is called with `outcome` at once and no chance step is logged."""

    outcome: Any


G = TypeVar("G")  # the game's catalogue (content + derived tables)
S = TypeVar("S", bound=HasAgenda)  # the game's State
T = TypeVar("T", bound=Task)

Asks = Callable[[G, S, T], Decision | tuple[Decision, ...]]
Answers = Callable[[G, S, T, SeatId, Action, Events], None]
Draws = Callable[[G, S, T], Chance | Settled]
Resolves = Callable[[G, S, T, Any, Events], None]
Runs = Callable[[G, S, T, Events], None]
Live = Callable[[G, S, T], bool]
OnAction = Callable[[G, S, SeatId, Action, Events], None]
After = Callable[[G, S, Events], None]


@dataclass(slots=True)
class _Spec:
    sort: str  # "ask" | "chance" | "run"
    ask: Callable[..., Decision | tuple[Decision, ...]] | None = None
    answer: Callable[..., None] | None = None
    pops: bool = True
    live: Callable[..., bool] | None = None
    skip: Callable[..., None] | None = None
    draw: Callable[..., Chance | Settled] | None = None
    resolve: Callable[..., None] | None = None
    run: Callable[..., None] | None = None


def push(agenda: list[Task], *tasks: Task) -> None:
    """Put `tasks` on top of the agenda so that they run in the order given (the first first),
    before anything already there."""
    agenda.extend(reversed(tasks))


def then(agenda: list[Task], *tasks: Task) -> None:
    """Put `tasks` at the bottom of the agenda: after everything already there, in order."""
    agenda[0:0] = reversed(tasks)


def top(agenda: Sequence[Task], kind: type[T]) -> T:
    """The task on top, which must be a `kind` (a handler's typed access to its own task)."""
    task = agenda[-1]
    if not isinstance(task, kind):
        raise TypeError(f"expected a {kind.__name__} on top of the agenda, found {task!r}")
    return task


def find(agenda: Sequence[Task], kind: type[T]) -> T | None:
    """The topmost task of type `kind`, or None."""
    for task in reversed(agenda):
        if isinstance(task, kind):
            return task
    return None


class Flow(Generic[G, S]):
    """One game's handler tables: which task types ask, draw or run, and who takes an action.

    Build one per game at module level, register handlers with its decorators, and let the
    game's Rules call `pending`, `apply` and `resolve` (or derive from `AgendaRules`)."""

    def __init__(self, game: str) -> None:
        self.game = game
        self._specs: dict[type[Task], _Spec] = {}
        self._on: dict[str, OnAction[G, S]] = {}
        self._after: list[After[G, S]] = []

    # ---- registration ------------------------------------------------------------------------
    def _spec(self, kind: type[Task], sort: str) -> _Spec:
        spec = self._specs.get(kind)
        if spec is None:
            quick(kind)  # tasks are made at every step: the quick __init__ (frozen.quick)
            spec = self._specs[kind] = _Spec(sort)
        elif spec.sort != sort:
            raise TypeError(f"{kind.__name__} is already a {spec.sort} task, not a {sort} one")
        return spec

    def asks(
        self,
        kind: type[T],
        *,
        live: Live[G, S, T] | None = None,
        skip: Runs[G, S, T] | None = None,
    ) -> Callable[[Asks[G, S, T]], Asks[G, S, T]]:
        """Register the options of a decision task. With `live`, the task is settled by `skip`
        without asking anybody whenever `live` says nobody can use it (a window no one can
        answer)."""
        if (live is None) != (skip is None):
            raise TypeError("live and skip go together")

        def register(fn: Asks[G, S, T]) -> Asks[G, S, T]:
            spec = self._spec(kind, "ask")
            spec.ask, spec.live, spec.skip = fn, live, skip
            return fn

        return register

    def answers(
        self, kind: type[T], *, pops: bool = True
    ) -> Callable[[Answers[G, S, T]], Answers[G, S, T]]:
        """Register what an answer to a decision task does. The task is popped first unless
        `pops=False` (a window that several seats answer one by one keeps its task)."""

        def register(fn: Answers[G, S, T]) -> Answers[G, S, T]:
            spec = self._spec(kind, "ask")
            spec.answer, spec.pops = fn, pops
            return fn

        return register

    def draws(self, kind: type[T]) -> Callable[[Draws[G, S, T]], Draws[G, S, T]]:
        """Register the chance step of a chance task (or `Settled(outcome)` when nothing is left
        to chance)."""

        def register(fn: Draws[G, S, T]) -> Draws[G, S, T]:
            self._spec(kind, "chance").draw = fn
            return fn

        return register

    def resolves(self, kind: type[T]) -> Callable[[Resolves[G, S, T]], Resolves[G, S, T]]:
        """Register what the outcome of a chance task does (the task is popped first)."""

        def register(fn: Resolves[G, S, T]) -> Resolves[G, S, T]:
            self._spec(kind, "chance").resolve = fn
            return fn

        return register

    def runs(self, kind: type[T]) -> Callable[[Runs[G, S, T]], Runs[G, S, T]]:
        """Register an automatic task (popped, then run, as soon as it is on top)."""

        def register(fn: Runs[G, S, T]) -> Runs[G, S, T]:
            self._spec(kind, "run").run = fn
            return fn

        return register

    def on(self, *kinds: str) -> Callable[[OnAction[G, S]], OnAction[G, S]]:
        """Register the handler of actions of these kinds, whatever task asked for them
        (standing actions such as a concession, or one action shared by several decisions).
        A kind handler is preferred to the asking task's `answers` handler."""

        def register(fn: OnAction[G, S]) -> OnAction[G, S]:
            for kind in kinds:
                if kind in self._on:
                    raise TypeError(f"action kind {kind!r} already has a handler")
                self._on[kind] = fn
            return fn

        return register

    def after_each(self, fn: After[G, S]) -> After[G, S]:
        """Register a hook run after every handler (e.g. to put deferred tasks on top)."""
        self._after.append(fn)
        return fn

    def check(self, *task_types: type[Task]) -> None:
        """Raise TypeError if a registered task type lacks a handler it needs (call once, in
        the game's tests): decisions need options and an answer (or kind handlers), chance
        tasks a draw and a resolver, automatic tasks a run."""
        for kind in task_types or tuple(self._specs):
            spec = self._specs.get(kind)
            if spec is None:
                raise TypeError(f"{self.game}: no handler for task {kind.__name__}")
            missing = {
                "ask": [] if spec.ask else ["asks"],
                "chance": [
                    n for n, f in (("draws", spec.draw), ("resolves", spec.resolve)) if not f
                ],
                "run": [] if spec.run else ["runs"],
            }[spec.sort]
            if missing:
                raise TypeError(f"{self.game}: task {kind.__name__} has no {', '.join(missing)}")

    def task_types(self) -> tuple[type[Task], ...]:
        return tuple(self._specs)

    def action_kinds(self) -> tuple[str, ...]:
        return tuple(self._on)

    # ---- running -----------------------------------------------------------------------------
    def _spec_of(self, task: Task) -> _Spec:
        spec = self._specs.get(type(task))
        if spec is None:
            raise TypeError(f"{self.game}: no handler for task {task!r}")
        return spec

    def pending(self, g: G, s: S) -> Pending:
        """What the game waits for: the top task's decisions or chance step, or OVER when the
        agenda is empty. Never changes the state (call `advance` after every change)."""
        if not s.agenda:
            return OVER
        task = s.agenda[-1]
        spec = self._specs.get(type(task)) or self._spec_of(task)
        if spec.ask is not None:
            asked = spec.ask(g, s, task)
            return asked if isinstance(asked, tuple) else (asked,)
        if spec.draw is not None:
            chance = spec.draw(g, s, task)
            if isinstance(chance, Chance):
                return chance
        raise RuntimeError(f"{self.game}: {task!r} is on top but the agenda was not advanced")

    def advance(self, g: G, s: S, out: Events) -> None:
        """Run automatic tasks (and settle decisions nobody can use, and chance steps with
        nothing left to chance) until a decision or a chance step waits, or the agenda is
        empty. (The hottest loop of a playout: every step ends here, so the tables are read
        into locals and a spec's handlers tell its sort.)"""
        agenda, specs, after = s.agenda, self._specs, self._after
        while agenda:
            task = agenda[-1]
            spec = specs.get(type(task)) or self._spec_of(task)
            if spec.run is not None:
                agenda.pop()
                spec.run(g, s, task, out)
            elif spec.ask is not None:
                if spec.live is None or spec.live(g, s, task):
                    return
                agenda.pop()
                assert spec.skip is not None
                spec.skip(g, s, task, out)
            else:
                assert spec.draw is not None and spec.resolve is not None
                chance = spec.draw(g, s, task)
                if isinstance(chance, Chance):
                    return
                agenda.pop()
                spec.resolve(g, s, task, chance.outcome, out)
            for hook in after:
                hook(g, s, out)

    def apply(self, g: G, s: S, seat: SeatId, action: Action) -> Events:
        """Carry out an action (already checked by the Match) and advance."""
        out: Events = []
        handler = self._on.get(action.kind)
        if handler is not None:
            handler(g, s, seat, action, out)
        else:
            task = s.agenda[-1]
            spec = self._specs.get(type(task)) or self._spec_of(task)
            if spec.answer is None:
                raise TypeError(f"{self.game}: nothing takes {action.id!r} for {task!r}")
            if spec.pops:
                s.agenda.pop()
            spec.answer(g, s, task, seat, action, out)
        for hook in self._after:
            hook(g, s, out)
        self.advance(g, s, out)
        return out

    def resolve(self, g: G, s: S, outcome: Any) -> Events:
        """Carry out the outcome of the chance step on top (already validated) and advance."""
        out: Events = []
        task = s.agenda.pop()
        spec = self._spec_of(task)
        if spec.sort != "chance" or spec.resolve is None:
            raise TypeError(f"{self.game}: {task!r} is not a chance step")
        spec.resolve(g, s, task, outcome, out)
        for hook in self._after:
            hook(g, s, out)
        self.advance(g, s, out)
        return out
