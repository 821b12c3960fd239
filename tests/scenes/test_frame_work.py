"""One budget of work per frame (scenes/table/budget.py): a LAN host's frame that spent its share
on steps leaves its repaint to the next frame, which does it first and takes no steps
meanwhile; nothing waits for ever; a LAN host takes its joiners' actions and sends their
updates between frames, in no frame; a table whose frames do not yield (no LAN host) repaints as
before."""

from __future__ import annotations

import time

import pygame
import pytest
from support.lan import HostTableStub

from game import registry
from game.core import Match, SeatConfig
from scenes.table import budget
from scenes.table.base import TableScene
from scenes.table.budget import NO_STEPS, PAINT, PAINT_WAITS, FrameWork
from scenes.table.lan import HOST_STEPS, HostLink
from scenes.table.layered import LayeredTable
from scenes.table.staging import ai_config, open_table


class Clock:
    """The frames' clock: time moves only when a test says a frame spent it."""

    now = 100.0

    def perf_counter(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch) -> Clock:
    c = Clock()
    monkeypatch.setattr(budget, "time", c)
    return c


def test_work_put_off_is_owed_by_the_next_frame_only_and_counts_its_waits():
    work = FrameWork()
    work.begin()
    assert work.owed(PAINT) == 0 and not work.catching_up
    work.put_off(PAINT)
    assert work.owed(PAINT) == 0, "owed by the next frame, not by this one"
    work.begin()
    assert work.owed(PAINT) == 1 and work.catching_up
    work.put_off(PAINT)  # it waits again
    work.begin()
    assert work.owed(PAINT) == PAINT_WAITS == 2, "two frames running"
    work.did(PAINT)
    assert work.owed(PAINT) == 0
    work.begin()
    assert not work.catching_up, "done: the next frame owes nothing"
    work.put_off(PAINT)
    work.begin()
    work.begin()
    assert not work.catching_up, "what a frame put off is owed by the next one, not later ones"


def _layered(app) -> LayeredTable:
    match = Match(registry.rules_for("mutinies"), ai_config("mutinies", seed=3, humans=1))
    table = open_table(app, match)
    assert isinstance(table, LayeredTable)
    app.run_frames(3)
    return table


def test_a_repaint_put_off_by_a_spent_frame_is_done_first_in_the_next(app, monkeypatch, clock):
    """A frame that spent PAINT_AFTER of its work already (its steps, a LAN host's updates)
    leaves its stale regions to the next frame, which owes the repaint and paints them if it
    has not spent as much; after PAINT_WAITS frames running it paints whatever the frame
    spent."""
    table = _layered(app)
    layer = table.layer
    region = layer.region("probe", (0, 0, 20, 20))
    key = [0]
    painted: list[int] = []

    def paint(surface: pygame.Surface, marks: object) -> None:
        painted.append(key[0])

    monkeypatch.setattr(table, "layer_jobs", lambda look, hurry: [(region, key[0], paint)])
    monkeypatch.setattr(type(table.runner), "busy", property(lambda _r: False))  # no AI thinks
    table.saved_this_frame = False  # nor an autosave makes these frames busy
    screen = app.screen

    def frame(spent: float) -> None:
        table.work.begin()
        clock.now += spent  # what its update took
        table.draw_background(screen)  # a frame that took no step: not in a hurry

    frame(0.0)
    assert painted == [0], "a region never painted is painted at once"
    key[0] = -1
    layer.skipped()  # a busy frame did not look: the region may be stale
    frame(1.0)
    assert painted == [0, -1], "a table whose frames do not yield never puts its repaint off"
    table.work.yields = True  # a LAN host's (HostLink.poll says so)
    painted.remove(-1)
    key[0] = 1
    layer.skipped()  # a busy frame did not look: the region may be stale
    frame(1.0)
    assert painted == [0], "this frame spent its work: the repaint waits"
    frame(0.0)
    assert table.work.owed(PAINT) == 0 and painted == [0, 1], "done in the next frame"
    key[0] = 2
    layer.skipped()
    for _ in range(PAINT_WAITS):
        frame(1.0)
    assert painted == [0, 1]
    frame(1.0)
    assert painted == [0, 1, 2], f"after {PAINT_WAITS} frames it waits no more"


def test_a_region_never_painted_or_another_look_never_waits(app, monkeypatch, clock):
    """Another seat's secrets must not linger: a new look paints at once, however spent."""
    table = _layered(app)
    painted: list[str] = []
    region = table.layer.region("probe", (0, 0, 20, 20))

    def paint(surface: pygame.Surface, marks: object) -> None:
        painted.append("probe")

    monkeypatch.setattr(table, "layer_jobs", lambda look, hurry: [(region, look, paint)])
    monkeypatch.setattr(table, "layer_look", lambda: ("another seat",))
    table.work.yields = True
    table.layer.skipped()
    table.work.begin()
    clock.now += 1.0
    table.draw_background(app.screen)
    assert painted == ["probe"]


class _Session:
    def __init__(self) -> None:
        self.notes: list = []
        self.calls: list = []

    def flush(self, hold: bool = False) -> None:
        self.calls.append("flush")


def test_a_host_frame_takes_its_own_steps_and_leaves_the_joiners_to_between_frames(clock):
    """HostLink in a frame: the table's own steps take HOST_STEPS at most; the joiners' actions
    and updates are not taken nor built in it (between frames, `between`); a frame that owes a
    repaint put off PAINT_WAITS frames takes no step. Under another screen the joiners are
    served at once (after the frame already)."""
    session, table = _Session(), HostTableStub()
    link = HostLink(session)  # type: ignore[arg-type]  # the session's side the link uses
    work = table.work

    def frame(spent: float = 0.0) -> list:
        work.begin()
        session.calls.clear()
        link.poll(table)  # type: ignore[arg-type]  # the table's side the link uses
        clock.now += spent  # the table's own steps took that
        link.flush(table)  # type: ignore[arg-type]
        return session.calls

    assert frame() == [] and table.step_budget == HOST_STEPS and work.yields
    assert frame(spent=1.0) == [], "however spent the frame, no joiner's work in it"
    work.put_off(PAINT)  # the repaint waited a frame: it may wait more
    assert frame() == [] and table.step_budget == HOST_STEPS
    work.put_off(PAINT)  # a second frame running: PAINT_WAITS, it goes first now
    assert frame() == [] and table.step_budget == NO_STEPS, "the repaint's frame: no steps"
    assert frame() == [] and table.step_budget == HOST_STEPS
    table.top = False
    assert frame() == ["flush"], "under another screen: updates sent at once"


def test_a_table_takes_no_steps_in_a_frame_its_link_leaves_none(app, monkeypatch):
    match = Match(registry.rules_for("duel"), ai_config("duel", seed=4, humans=1))
    table = open_table(app, match)
    assert isinstance(table, TableScene)
    advanced: list[bool] = []
    monkeypatch.setattr(table, "advance", lambda: advanced.append(True))

    class Link:
        budget = 0.001

        def poll(self, t: TableScene) -> None:
            t.step_budget = self.budget

        def flush(self, t: TableScene) -> None:
            pass

        def bar_offers(self, t: TableScene) -> list:
            return []

        def seat_labels(self, t: TableScene) -> tuple[str, ...]:
            return ()

        def close(self) -> None:
            pass

    link = Link()
    table.link = link
    table.update(1 / 60)
    assert advanced == [True]
    link.budget = NO_STEPS
    start = time.perf_counter()
    table.update(1 / 60)
    assert advanced == [True], "no steps this frame"
    assert table.work.began >= start, "each frame's update begins its work"
    table.link = None


def test_a_kept_button_is_bound_again_only_to_a_new_command(app, monkeypatch):
    """The waiting bar is set again at every step (its words name the step); its buttons are
    kept, and binding a button costs pygame_gui a signature's inspection: a kept button whose
    command is the same (a table's bound method) is not bound again, a new command is."""
    import pygame_gui

    from scenes.widgets.prompt_bar import BarControl, PromptBar

    class Owner:
        def menu(self) -> None:
            pass

    owner = Owner()
    bar = PromptBar(pygame.Rect(6, 636, 968, 78))
    bar.set_slots({"menu": "Menu"})
    bound: list[object] = []
    real = pygame_gui.elements.UIButton.bind

    def bind(button: pygame_gui.elements.UIButton, event: int, command: object) -> None:
        bound.append(command)
        real(button, event, command)

    monkeypatch.setattr(pygame_gui.elements.UIButton, "bind", bind)

    def show(step: int, command: object) -> pygame_gui.elements.UIButton:
        bar.set(
            ("wait", step),
            "Waiting",
            [],
            lambda _a: None,
            app.manager,
            None,
            [
                BarControl("menu", "Menu", command)  # type: ignore[arg-type]  # a command
            ],
        )
        (button,) = bar.buttons
        return button

    first = show(1, owner.menu)
    bound.clear()  # made with its command
    assert show(2, owner.menu) is first and bound == [], "the same command: kept as it is"
    other = lambda: None  # noqa: E731
    assert show(3, other) is first and bound == [other], "a new command is bound"


def test_an_autosave_waits_for_a_frame_that_does_not_catch_up(app):
    """A frame that does work the last one put off (its repaint) is not a quiet one: the
    autosave's snapshot waits for the next quiet frame."""
    seats = [SeatConfig("Ana", "human"), SeatConfig("Ben", "ai")]
    match = Match(registry.rules_for("duel"), registry.get("duel").make_config(seats, seed=4))
    table = open_table(app, match)
    app.run_frames(3)
    assert table.current_human_decision() is not None, "the table waits for Ana"
    table.autosave(table.match)
    table.work.put_off(PAINT)  # this frame's repaint waits for the next one
    table.update(1 / 60)
    assert table.work.catching_up and table._save_due is not None, "not in a catching-up frame"
    table.update(1 / 60)
    assert table._save_due is None, "in the next quiet one"
