"""Extra screenshots of the Kratos table (`main.py --screenshots`): the moments that show it at
work, staged with scenes/table/staging.py.

- piece_menu: a human picks a warship on its island; its menu is docked on the desk, and the
  chart shows where it could go and what it could fire at;
- move: a declared move, its destinations lit and the path to one under the pointer;
- zoom: the chart zoomed in on the human's capital;
- diplomacy: the diplomacy panel composing an offer of bread for gold;
- inbox: at a hot-seat table, the second human's inbox at the start of its turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import registry
from game.core import Action, Match
from game.kratos.model import Item

from ..table.game import ScreenshotBuilder
from ..table.staging import advance, ai_config, open_table
from .diplomacy import DiplomacyScene
from .table import KratosTable

if TYPE_CHECKING:
    from ..core.app import App

WAR = ("battleship", "carrier", "minesweeper", "submarine")


def _staged(app: App, seed: int, humans: int = 1, rounds: int = 3) -> KratosTable:
    """A 9-seat match played on until seat 0 picks a piece in round `rounds`."""

    def ready(m: Match) -> bool:
        if m.chance_pending:
            return False
        return m.view(None).round >= rounds and any(
            d.seat == 0 and d.kind == "choose_play" for d in m.decisions()
        )

    match = Match(registry.rules_for("kratos"), ai_config("kratos", seed, humans=humans))
    advance(match, 8000, ready)
    table = open_table(app, match)
    assert isinstance(table, KratosTable)
    app.run_frames(3)
    return table


def _point(app: App, pos: tuple[int, int], frames: int = 30) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    app.run_frames(frames)


def _pick_warship(app: App, table: KratosTable) -> bool:
    d = table.current_human_decision()
    view = table.view
    if d is None or view is None:
        return False
    for a in d.options:
        if a.kind == "piece" and view.pieces[int(str(a.args[0]))].kind in WAR:
            table.choose(d.seat, a)
            app.run_frames(4)
            return True
    return False


def _piece_menu(app: App) -> None:
    table = _staged(app, 5)
    if _pick_warship(app, table):
        hl = table.chart_look.hl
        if hl.reach:
            _point(app, table.camera.node_rect(sorted(hl.reach)[len(hl.reach) // 2]).center)


def _move(app: App) -> None:
    table = _staged(app, 5)
    if not _pick_warship(app, table):
        return
    d = table.current_human_decision()
    move = Action("declare", ("MOVE",))
    if d is not None and move in d.options:
        table.choose(d.seat, move)
        app.run_frames(4)
        dest = table.chart_look.hl.dest
        if dest:
            _point(app, table.camera.node_rect(dest[len(dest) // 2][0]).center)


def _zoom(app: App) -> None:
    table = _staged(app, 11, rounds=6)
    view = table.view
    if view is not None and view.capital and view.capital[0]:
        table.zoom(2)
        table.camera.centre_on(table.camera.geo.island_node(view.capital[0]))
        app.run_frames(4)


def _diplomacy(app: App) -> None:
    table = _staged(app, 5)
    table.open_diplomacy(0)
    app.run_frames(3)
    scene = app.stack.top
    view = table.view
    if view is None or not isinstance(scene, DiplomacyScene):
        return
    capital = view.capital[0]
    scene.to = 1
    scene.items = [
        Item("deliver", 1, 0, material="bread", lots=2, island=capital),
        Item("gold", 0, 1, amount=2500, timing="done"),
    ]
    scene.rebuild_ui()
    app.run_frames(3)


def _inbox(app: App) -> None:
    """Hot seat: Ana offers Ben gold for a promise; at the start of Ben's turn, behind the
    curtain of his turn, his inbox opens."""
    table = _staged(app, 8, humans=2, rounds=2)
    match = table.match
    match.submit(0, Action("send", (1, "gold,0,1,1500,now;promise,1,0,non_aggression,0,3", "next")))
    table.choose(0, Action("end_turn"))
    for _ in range(3000):
        app.run_frames(1)
        top = app.stack.top
        ready = getattr(top, "ready", None) if getattr(top, "seat", None) == 1 else None
        if callable(ready):
            ready()
            app.run_frames(4)
            return


SCREENSHOTS: dict[str, ScreenshotBuilder] = {
    "piece_menu": _piece_menu,
    "move": _move,
    "zoom": _zoom,
    "diplomacy": _diplomacy,
    "inbox": _inbox,
}
