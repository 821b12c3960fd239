"""The agenda (game/core/agenda.py): typed tasks on a stack, handlers found in tables."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from game.core import OVER, Action, Chance, Decision, Event, Settled, Task, find, push, then, top
from game.core.agenda import Events, Flow
from game.core.plain import digest, to_plain


@dataclass(frozen=True, slots=True)
class Ask(Task):
    seat: int


@dataclass(frozen=True, slots=True)
class Window(Task):
    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Roll(Task):
    seat: int


@dataclass(frozen=True, slots=True)
class Note(Task):
    seat: int


@dataclass
class State:
    agenda: list[Task] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    usable: bool = True

    def clone(self) -> State:
        return State(list(self.agenda), list(self.notes), self.usable)


FLOW: Flow[str, State] = Flow("toy")


@FLOW.asks(Ask)
def ask(g: str, s: State, t: Ask) -> Decision:
    return Decision(t.seat, "ask", (Action("go"), Action("roll")))


@FLOW.answers(Ask)
def answer(g: str, s: State, t: Ask, seat: int, a: Action, out: Events) -> None:
    s.notes.append(f"{g}:{a.kind}:{seat}")
    if a.kind == "roll":
        push(s.agenda, Roll(seat), Note(seat))


def _window_live(g: str, s: State, t: Window) -> bool:
    return s.usable


def _window_skip(g: str, s: State, t: Window, out: Events) -> None:
    s.notes.append("skipped")


@FLOW.asks(Window, live=_window_live, skip=_window_skip)
def window(g: str, s: State, t: Window) -> tuple[Decision, ...]:
    return tuple(Decision(q, "window", (Action("pass"),)) for q in t.seats)


@FLOW.answers(Window, pops=False)
def window_answer(g: str, s: State, t: Window, seat: int, a: Action, out: Events) -> None:
    rest = tuple(q for q in t.seats if q != seat)
    s.agenda.pop()
    if rest:
        s.agenda.append(Window(rest))


@FLOW.draws(Roll)
def roll(g: str, s: State, t: Roll) -> Chance | Settled:
    return Chance.roll(1) if s.usable else Settled([6])


@FLOW.resolves(Roll)
def rolled(g: str, s: State, t: Roll, outcome: list[int], out: Events) -> None:
    out.append(Event("rolled", {"seat": t.seat, "face": outcome[0]}))


@FLOW.runs(Note)
def note(g: str, s: State, t: Note, out: Events) -> None:
    s.notes.append(f"note {t.seat}")


@FLOW.on("concede")
def concede(g: str, s: State, seat: int, a: Action, out: Events) -> None:
    s.agenda.clear()
    out.append(Event("conceded", {"seat": seat}))


def test_a_decision_task_asks_and_its_answer_runs_with_the_task_popped():
    s = State([Ask(1)])
    assert FLOW.pending("g", s) == (Decision(1, "ask", (Action("go"), Action("roll"))),)
    FLOW.apply("g", s, 1, Action("go"))
    assert s.notes == ["g:go:1"] and s.agenda == [] and FLOW.pending("g", s) is OVER


def test_pushed_tasks_run_in_the_order_given_chance_then_automatic():
    s = State([Ask(0)])
    FLOW.apply("g", s, 0, Action("roll"))
    assert FLOW.pending("g", s) == Chance.roll(1)
    events = FLOW.resolve("g", s, [4])
    assert [e.data["face"] for e in events] == [4]
    assert s.notes == ["g:roll:0", "note 0"] and s.agenda == []


def test_a_settled_chance_step_is_resolved_without_asking_the_match():
    s = State([Ask(0), Roll(2)], usable=False)
    out: Events = []
    FLOW.advance("g", s, out)
    assert [e.data for e in out] == [{"seat": 2, "face": 6}]
    assert isinstance(FLOW.pending("g", s), tuple)


def test_a_window_asks_several_seats_and_keeps_its_task_until_all_answered():
    s = State([Window((0, 2))])
    assert [d.seat for d in FLOW.pending("g", s)] == [0, 2]
    FLOW.apply("g", s, 2, Action("pass"))
    assert [d.seat for d in FLOW.pending("g", s)] == [0]
    FLOW.apply("g", s, 0, Action("pass"))
    assert FLOW.pending("g", s) is OVER


def test_a_window_nobody_can_use_is_skipped_without_a_question():
    s = State([Ask(0), Window((0, 1))], usable=False)
    FLOW.advance("g", s, [])
    assert s.notes == ["skipped"] and top(s.agenda, Ask) == Ask(0)


def test_a_kind_handler_takes_its_action_whatever_task_asked():
    s = State([Ask(0), Window((1,))])
    events = FLOW.apply("g", s, 1, Action("concede"))
    assert events[0].type == "conceded" and FLOW.pending("g", s) is OVER


def test_then_queues_at_the_bottom_and_find_and_top_are_typed():
    agenda: list[Task] = [Ask(0)]
    then(agenda, Note(1), Note(2))
    push(agenda, Roll(3))
    assert agenda == [Note(2), Note(1), Ask(0), Roll(3)]
    assert find(agenda, Note) == Note(1) and find(agenda, Window) is None
    with pytest.raises(TypeError):
        top(agenda, Ask)


def test_tasks_are_plain_values_tagged_with_their_type():
    assert to_plain(Note(1)) == {"seat": 1, "task": "Note"}
    assert digest(State([Note(1)])) != digest(State([Ask(1)]))
    s = State([Ask(0)])
    c = s.clone()
    c.agenda.append(Note(0))
    assert s.agenda == [Ask(0)]


def test_registration_mistakes_are_caught():
    flow: Flow[str, State] = Flow("broken")
    flow.runs(Note)(note)
    with pytest.raises(TypeError):
        flow.asks(Note)(ask)  # a task has one sort
    flow.draws(Roll)(roll)
    with pytest.raises(TypeError):
        flow.check()  # Roll has no resolver
    FLOW.check()
    with pytest.raises(TypeError):
        FLOW.on("concede")(concede)  # one handler per kind


def test_agenda_rules_ask_and_apply_as_their_flow_does():
    """AgendaRules asks a decision on top and carries out a kind handler's action itself (a
    call less per step); everything else goes to the Flow: each path gives what the Flow
    gives (automatic tasks and settled draws run after the action), and a Flow with an
    after-each hook still runs it."""
    from game.core.rules import AgendaRules

    def flow_with(hook: bool) -> Flow[str, State]:
        flow: Flow[str, State] = Flow("kinds")
        flow.asks(Ask)(ask)
        flow.draws(Roll)(roll)
        flow.resolves(Roll)(rolled)
        flow.runs(Note)(note)

        @flow.on("go", "roll")
        def taken(g: str, s: State, seat: int, a: Action, out: Events) -> None:
            answer(g, s, top(s.agenda, Ask), seat, a, out)
            s.agenda.remove(Ask(seat))

        if hook:

            @flow.after_each
            def mark(g: str, s: State, out: Events) -> None:
                s.notes.append("after")

        return flow

    def rules_of(flow: Flow[str, State]) -> AgendaRules:
        class Toy(AgendaRules):  # type: ignore[type-arg]
            pass

        Toy.flow = flow
        Toy.__abstractmethods__ = frozenset()
        toy = Toy(None)
        toy.g = "g"
        return toy

    scripts = (["go"], ["roll"], ["go", "roll"])
    for flow in (FLOW, flow_with(False), flow_with(True)):
        rules = rules_of(flow)
        for script in (*scripts, ["concede"]) if flow is FLOW else scripts:
            for usable in (True, False):  # not usable: the roll is settled at once
                mine = State([Ask(1), Ask(0)], usable=usable)
                theirs = mine.clone()
                for kind in script:
                    assert rules.pending(mine) == flow.pending("g", theirs)
                    seat = rules.pending(mine)[0].seat
                    events = rules.apply(mine, seat, Action(kind))
                    assert events == flow.apply("g", theirs, seat, Action(kind))
                    assert mine == theirs
                assert rules.pending(mine) == flow.pending("g", theirs)  # a decision or a chance
    s = State([Ask(0)], usable=False)
    events = rules_of(flow_with(False)).apply(s, 0, Action("roll"))  # settled, then the note
    assert events == [Event("rolled", {"seat": 0, "face": 6})] and s.notes == ["g:roll:0", "note 0"]
    s = State([Ask(0)], usable=False)
    rules_of(flow_with(True)).apply(s, 0, Action("roll"))
    assert s.notes == ["g:roll:0", "after", "after", "note 0", "after"]
