"""The engine shape of Black Fleet: the agenda's tasks and their handlers (flow.py), the phase
and the work to come as the view shows them (tasks.py), and the title's seat counts read from
data/black_fleet/game.yaml (info.py)."""

import dataclasses
import inspect

import msgspec
from black_fleet.bf_helpers import BLACK, act, kind, position, rules, started_match

from game.black_fleet import info, tasks
from game.black_fleet.content import load_content
from game.black_fleet.flow import FLOW
from game.black_fleet.tasks import (
    CardDone,
    ChooseTarget,
    DrawFortune,
    HandLimit,
    Ships,
    Step4,
    phase_of,
    rebuild,
    work_to_come,
)
from game.core.data import data_dir


def task_types():
    return [
        cls
        for _name, cls in inspect.getmembers(tasks, inspect.isclass)
        if issubclass(cls, tasks.BFTask) and cls is not tasks.BFTask
    ]


def test_every_task_type_has_its_handlers():
    """BF-151, BF-160: every task that can stand on the agenda asks, draws or runs."""
    FLOW.check(*task_types())
    assert set(FLOW.task_types()) == set(task_types())


def test_each_phase_is_the_bottom_task_and_the_work_above_it_is_listed():
    """BF-151, BF-165: the view names the phase (the bottom task) and lists the work to come,
    the next first; the phase decisions themselves are not listed."""
    m = position(fortune={BLACK: ["FC17"]})  # Spyglass, in step 2
    s = m.state
    assert s.agenda == [Ships(BLACK)] and m.view(BLACK).phase == "step2"
    assert m.view(BLACK).tasks == ()
    s.fdisc, s.fpile = s.fdisc + s.fpile, []  # the draw will need a reshuffle (BF-103)
    m._pending = None
    act(m, "fortune", "FC17")
    assert m.chance_pending
    assert s.agenda == [Ships(BLACK), CardDone(), HandLimit(BLACK), DrawFortune(BLACK, 2)]
    view = m.view(BLACK)
    assert view.phase == "step2"
    assert view.tasks == (("draw_f", BLACK, 2), ("limit", BLACK), ("card_done",))
    assert rebuild(view.phase, view.tasks, view.active) == s.agenda


def test_step3_is_named_by_its_closing_task_and_the_end_by_an_empty_agenda():
    """BF-24, BF-151: between step 2 and the purchase the phase is step 3; an empty agenda
    is the end of the game."""
    assert phase_of([Step4()]) == "step3" and phase_of([]) == "over"
    assert work_to_come([Step4()]) == (("step4",),)
    assert rebuild("step3", [("step4",)], BLACK) == [Step4()]
    assert rebuild("step4", [], BLACK)[0].PHASE == "step4"


def test_a_target_decision_stands_on_the_phase_it_was_played_in():
    """BF-95a: the target is asked on top of the phase; once chosen, the card is discarded
    and the phase goes on."""
    m = position(fortune={BLACK: ["FC12"]}, activate="merchant", merchants={0: ((5, 9), [])})
    card = m.state.fhand[BLACK][0]
    act(m, "fortune", card)
    assert kind(m) == "fortune_target"
    assert isinstance(m.state.agenda[-1], ChooseTarget) and m.state.phase == "activation"
    act(m, *m.decisions()[0].options[0].to_json())
    assert kind(m) == "sail" and m.state.playing == "" and m.state.fdisc[-1] == card


def test_tasks_are_small_frozen_values():
    """BF-167: the agenda is part of the state, saved and compared by value."""
    for cls in task_types():
        assert dataclasses.is_dataclass(cls) and cls.__dataclass_params__.frozen, cls
    s = started_match(4).state
    assert s.clone().agenda == s.agenda and s.clone().agenda is not s.agenda


def test_seat_counts_come_from_game_yaml():
    """BF-10, BF-130, BF-135: the seat range, the house table and the per-seat victory
    variants are those of data/black_fleet/game.yaml, not numbers in code."""
    players = load_content(data_dir("black_fleet")).game.players
    assert info.make_info(players) == info.INFO
    assert (info.INFO.min_seats, info.INFO.max_seats) == (
        min(players.official_seats),
        max(players.official_seats),
    )
    assert info.INFO.variant(info.HOUSE_TWO).seats == players.house_seats
    # a table of three only (the data may not name more seats than there are player colours)
    three_only = msgspec.structs.replace(players, official_seats=(3,), default_seats=3)
    three = info.make_info(three_only)
    assert (three.min_seats, three.max_seats, three.default_seats) == (3, 3, 3)
    assert all(set(v.seats) <= {*players.house_seats, 3} for v in three.variants)
    assert rules().info is info.INFO
