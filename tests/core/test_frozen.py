"""game/core/frozen.py: `make` and `quick` build the same objects as a frozen dataclass's own
`__init__`, only faster."""

import dataclasses
import inspect
from dataclasses import InitVar, dataclass, field
from typing import Any

import pytest

from game import registry
from game.core import Action, Chance, Decision, Event, Progress
from game.core.agenda import Flow, Task
from game.core.frozen import make, quick
from game.core.rules import AgendaRules


def value_class() -> Any:
    """A frozen slots dataclass with every kind of field a value has (a fresh one each call)."""

    @dataclass(frozen=True, slots=True)
    class Value:
        kind: str
        args: tuple[int, ...] = ()
        data: dict[str, int] = field(default_factory=dict, compare=False, hash=False)
        label: str | None = field(default=None, compare=False)

        def __post_init__(self) -> None:
            if self.kind == "bad":
                raise ValueError("no bad kinds")

    return Value


Plain = value_class()  # its generated __init__
Quick = quick(value_class())


def fields_of(obj: Any) -> dict[str, Any]:
    return {f.name: getattr(obj, f.name) for f in dataclasses.fields(obj)}


def test_quick_takes_the_same_arguments_and_stores_the_same_fields() -> None:
    assert Quick.__dict__["__quick_init__"]
    assert [str(p) for p in inspect.signature(Quick).parameters.values()] == [
        str(p) for p in inspect.signature(Plain).parameters.values()
    ]
    for args, kwargs in [
        (("go",), {}),
        (("go", (1, 2)), {}),
        (("go",), {"label": "Go", "data": {"a": 1}}),
        ((), {"kind": "go", "args": (3,)}),
    ]:
        assert fields_of(Quick(*args, **kwargs)) == fields_of(Plain(*args, **kwargs))
    assert Quick("go").data is not Quick("go").data  # a factory's default is made anew
    assert Quick("go", (1,), label="x") == Quick("go", (1,), label="y")  # equality unchanged
    assert hash(Quick("go", (1,))) == hash(Quick("go", (1,), label="z"))
    assert repr(Quick("go")) == repr(Plain("go"))


def test_a_quick_class_stays_frozen_and_checks_itself() -> None:
    q = Quick("go")
    with pytest.raises(dataclasses.FrozenInstanceError):
        q.kind = "stop"  # type: ignore[misc]  # the point: it refuses
    with pytest.raises(ValueError, match="no bad kinds"):
        Quick("bad")  # __post_init__ still runs
    with pytest.raises(TypeError):
        Quick()  # type: ignore[call-arg]  # a field without a default is required


def test_a_guarded_post_init_runs_only_when_its_field_is_empty() -> None:
    """`__quick_guard__`: the quick __init__ calls __post_init__ only when the field named is
    empty (Decision: its options), so an empty one is still refused; a guard naming no
    field is a mistake caught when the class is made quick."""
    calls: list[tuple[int, ...]] = []

    @dataclass(frozen=True, slots=True)
    class Guarded:
        seat: int
        options: tuple[int, ...] = ()
        __quick_guard__ = "options"

        def __post_init__(self) -> None:
            calls.append(self.options)
            if not self.options:
                raise ValueError("no options")

    quick(Guarded)
    assert Guarded(0, (1, 2)).options == (1, 2) and calls == []
    with pytest.raises(ValueError, match="no options"):
        Guarded(0)
    assert calls == [()]
    with pytest.raises(ValueError, match="has no options"):
        Decision(0, "turn", ())

    @dataclass(frozen=True, slots=True)
    class Wrong:
        seat: int
        __quick_guard__ = "choices"

        def __post_init__(self) -> None:
            pass

    with pytest.raises(TypeError, match="names no field"):
        quick(Wrong)


def test_quick_keeps_the_generated_init_where_it_cannot_do_the_same() -> None:
    @dataclass(frozen=True, slots=True)
    class WithInitVar:
        a: int
        b: InitVar[int] = 0

        def __post_init__(self, b: int) -> None:
            object.__setattr__(self, "a", self.a + b)

    @dataclass(frozen=True, slots=True)
    class KeywordOnly:
        a: int
        b: int = field(default=0, kw_only=True)

    for cls in (WithInitVar, KeywordOnly):
        assert quick(cls) is cls and "__quick_init__" not in cls.__dict__
    assert WithInitVar(1, 2).a == 3 and KeywordOnly(1, b=2).b == 2
    with pytest.raises(TypeError):
        quick(Plain.__mro__[0].__base__)  # type: ignore[arg-type]  # not a frozen dataclass


def test_the_core_values_and_every_games_tasks_are_quick() -> None:
    for cls in (Action, Decision, Chance, Event, Progress):
        assert cls.__dict__.get("__quick_init__"), cls
    assert Action("play", (1,)) == Action("play", (1,), None)
    with pytest.raises(ValueError):
        Decision(0, "turn", ())  # its __post_init__: a decision has options
    games = [g for g in registry.game_ids() if isinstance(registry.rules_for(g), AgendaRules)]
    assert {"pieces_of_eight", "mutinies", "black_fleet", "sandcastles", "kratos"} <= set(games)
    for game_id in games:
        flow = registry.rules_for(game_id).flow
        assert isinstance(flow, Flow)
        for kind in flow.task_types():
            assert issubclass(kind, Task) and kind.__dict__.get("__quick_init__"), kind


def test_make_builds_a_plain_frozen_dataclass_by_name() -> None:
    @dataclass(frozen=True)
    class View:
        a: int
        b: tuple[int, ...]

    assert make(View, a=1, b=(2,)) == View(1, (2,))
    with pytest.raises(TypeError):
        make(View, a=1)  # every field by name
    with pytest.raises(TypeError):
        make(Plain, kind="x", args=(), data={}, label=None)  # slots: see quick
