"""Helpers for the Kratos table's scene tests: matches staged at a human's decision, and taking
an action the way a player would (a click on the chart, a row of a menu, a button of the bar,
the picker's − / + / OK), never through the engine directly."""

from __future__ import annotations

import time

import pygame

from game import registry
from game.core import Action, Decision, Match, SeatConfig
from game.core.playout import play_out
from scenes.kratos.clicks import pieces_at
from scenes.kratos.popup import Picker
from scenes.kratos.table import KratosTable

RULES = registry.rules_for("kratos")
GAME = registry.get("kratos")
NAMES = ("Ana", "Ben", "Carmen", "Diego", "Elena", "Fede", "Gala", "Hugo", "Inés")


def config(humans: int = 1, n: int = 9, seed: int = 5, **variants):
    seats = [SeatConfig(NAMES[i], "human" if i < humans else "ai", "heuristic") for i in range(n)]
    return GAME.make_config(seats, seed=seed, variants=variants)


def match_at(
    humans: int = 1, n: int = 9, seed: int = 5, rounds: int = 2, steps: int = 6000
) -> Match:
    """A match played on by the AI policy for every seat until seat 0 (a human) picks a piece
    in round `rounds` or later."""
    m = Match(RULES, config(humans, n, seed))
    policies = [GAME.policy("heuristic") for _ in range(n)]

    def ready(mm: Match) -> bool:
        if mm.chance_pending:
            return False
        return mm.state.round >= rounds and any(
            d.seat == 0 and d.kind == "choose_play" for d in mm.decisions()
        )

    play_out(m, policies, max_steps=steps, until=ready)
    return m


def settle(app, table: KratosTable, seconds: float = 30.0) -> None:
    """Frames until a human decides (or the game ends), nothing animates and the picture is
    painted."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        app.run_frames(1)
        top = app.stack.top
        if top is not table and top.name == "handoff":
            return
        if (
            (table.current_human_decision() is not None or table.match.is_over)
            and not table.opening  # the table is on screen
            and not table.anims.busy
            and table.layer.waiting == 0
        ):
            app.run_frames(1)
            return
        time.sleep(0.0005)
    raise AssertionError(f"the table never settled ({table.failure}, {table.match.decisions()})")


def _bar(app, table: KratosTable, action: Action) -> bool:
    bar = table.prompt
    index = next((i for i, (_t, a) in enumerate(bar.options) if a == action), None)
    if index is None:
        return False
    while index not in bar.pages[bar.page]:
        bar.next_page()
    label = bar.options[index][0]
    app.press(next(b for b in bar.buttons if b.text == label))
    return True


def _row(app, table: KratosTable, action: Action) -> bool:
    popup = table.popup
    if popup is None:
        return False
    if isinstance(popup, Picker):
        if action not in popup.options:
            return False
        target = popup.options.index(action)
        while popup.index != target:
            rect = popup.row_rect(1 if popup.index < target else 2)  # − goes down the list
            app.click(rect.center, frames=1)
        app.click(popup.row_rect(4).center)
        return True
    for k, row in enumerate(popup.rows):
        if row.action == action:
            app.click(popup.row_rect(k).center)
            return True
    if action.kind == "sell":
        for k, row in enumerate(popup.rows):
            if (
                row.command is not None
                and row.action is None
                and not row.reason
                and "…" in row.text
            ):
                app.click(popup.row_rect(k).center)
                return _row(app, table, action)
    return False


def node_of(table: KratosTable, action: Action) -> int | None:
    view = table.view
    cells = table.camera.geo.cells
    if action.kind == "piece":
        pid = int(action.args[0])
        for node in range(table.camera.geo.nodes):
            if pid in pieces_at(view, node, cells):
                return node
    if action.kind == "move":
        return int(action.args[0])
    if action.kind == "target":
        if action.args[0] == "depot":
            return table.camera.geo.island_node(int(action.args[1]))
        p = view.pieces[int(action.args[1])]
        while p.loc < 0:
            p = view.pieces[p.carrier]
        return p.loc
    return None


def click_node(app, table: KratosTable, node: int) -> None:
    cam = table.camera
    if not cam.shows(node, 4):
        cam.centre_on(node)
        app.run_frames(2)
    rect = cam.node_rect(node).clip(cam.view)
    app.click(rect.center)


def take(app, table: KratosTable, action: Action) -> str:
    """Take `action` as a player would; returns where it was taken (chart, menu, bar)."""
    if _row(app, table, action):
        return "menu"
    node = node_of(table, action)
    if node is not None:
        click_node(app, table, node)
        d = table.current_human_decision()
        if d is None or action not in d.options:
            return "chart"  # taken
        if _row(app, table, action):
            return "chart+menu"
    if _bar(app, table, action):
        return "bar"
    raise AssertionError(
        f"{action} can be taken nowhere (popup {table.popup and table.popup.title})"
    )


def decision(table: KratosTable) -> Decision:
    d = table.current_human_decision()
    assert d is not None
    return d


def hover(app, pos) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    app.run_frames(30)


def position(app, build, humans: tuple[int, ...] = (0,), **moment) -> KratosTable:
    """A hand-built position (game/kratos/position.py) on its table, seat 0 a human deciding.
    `build(b)` places islands and pieces on the Builder `b`."""
    import dataclasses

    from game.kratos.position import Builder
    from scenes.tools import open_table

    b = Builder(RULES, humans=humans)
    build(b)
    m = b.match(**moment)
    seats = tuple(
        SeatConfig(NAMES[i], "human" if i in humans else "ai", "heuristic", colour)
        for i, colour in enumerate(GAME.info.colours[: m.config.n_seats])
    )
    m.config = dataclasses.replace(m.config, seats=seats)
    table = open_table(app, m)
    assert isinstance(table, KratosTable)
    table.policies = {}  # only the humans move in these positions
    settle(app, table)
    return table
