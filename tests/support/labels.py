"""Every screen a player meets, rendered and measured: texts cut with "…", shrunk to fit, wider
than their space or drawn across a panel's edge (scenes.core.theme.audit_text), and widget texts
wider than their widget (buttons, labels, every choice of a drop-down).

`shots()` names each screen and builds it on a headless App: the title, every game's setup at
two seats and at its most (every page of its variants), settings, load (with saves in it), the
rules of every game, pause, hand-off, every game's table mid-match at its default and its largest
seat count, and every game's game-over screen. `measure(app, build)` renders one and returns
what does not fit.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame

from game import registry
from game.core import Match
from scenes.core import theme
from scenes.core.app import App
from scenes.core.theme import TextIssue
from scenes.table.staging import advance, ai_config, human_to_move, open_table

Build = Callable[[App], "Iterator[None] | None"]
GAMES = ("pieces_of_eight", "mutinies", "black_fleet", "kratos", "sandcastles")
# tables shown at more seat counts than the default and the most (each mode of the game)
MORE_TABLES = {"sandcastles": {1, 2}}


@dataclass(frozen=True)
class Shot:
    name: str
    area: str  # whose code draws it: menus, table, or a game's id
    build: Build


def widget_issues(app: App) -> list[TextIssue]:
    """Buttons and labels (a drop-down shows its choice on a button) whose text is wider than
    the room inside them."""
    import pygame_gui
    from pygame_gui.core.utility import translate

    out: list[TextIssue] = []
    for element in app.manager.get_sprite_group().sprites():
        if isinstance(element, pygame_gui.elements.UIDropDownMenu) and element.visible:
            out += _choices_cut(element)
            continue
        if not isinstance(element, pygame_gui.elements.UIButton | pygame_gui.elements.UILabel):
            continue
        if not element.visible or element.font is None or not element.text:
            continue
        text = translate(element.text, **element.text_kwargs)
        room = _room(element)
        width = element.font.size(text)[0]
        if width > room:
            out.append(_too_wide(element.rect, text, width, room))
    return out


def _room(element: Any) -> int:
    """The width inside a button or label: its rect less its border, shadow and padding."""
    border = element.border_width
    if isinstance(border, dict):
        border = max(border.values())
    return int(
        element.rect.w
        - 2 * (int(border or 0) + int(element.shadow_width or 0))
        - 2 * int(element.text_horiz_alignment_padding or 0)
    )


def _too_wide(r: pygame.Rect, text: str, width: int, room: int) -> TextIssue:
    return TextIssue("widget", text, (r.x, r.y, width, r.h), (r.x, r.y, room, r.h), "pygame_gui")


def _choices_cut(menu: Any) -> list[TextIssue]:
    """Every choice of a drop-down that would be cut in its open list, whose items are as wide
    as the button that shows the choice (the drop-down less its arrow), in that button's font."""
    from pygame_gui.core.utility import translate

    shown = getattr(menu.current_state, "selected_option_button", None)
    if shown is None or shown.font is None:
        return []
    room = _room(shown)
    out = []
    for option in menu.options_list:
        text = translate(option[0] if isinstance(option, tuple) else option)
        width = shown.font.size(text)[0]
        if width > room:
            out.append(_too_wide(menu.rect, text, width, room))
    return out


def forget_drawings() -> None:
    """Empty every cache of drawn things (texts, sprites, panels) in the scenes, so that each
    screen is drawn afresh and every text it holds is seen, whatever was drawn before."""
    import sys

    for name, module in list(sys.modules.items()):
        if not name.startswith("scenes.") or module is None:
            continue
        for value in list(vars(module).values()):
            clear = getattr(value, "cache_clear", None)
            if callable(clear) and not isinstance(value, type) and value.__module__ == name:
                clear()


def measure_views(app: App, build: Build, frames: int = 3) -> Iterator[list[TextIssue]]:
    """Build a screen and draw a few frames of it, collecting what does not fit. A build that
    is a generator shows several views of its screen (pages of a list): each is measured."""
    forget_drawings()
    with theme.audit_text() as audit:
        views = build(app)
        for _ in views if isinstance(views, Iterator) else [None]:
            app.run_frames(frames)
            app.draw(app.screen)
            issues = list(audit.issues) + widget_issues(app)
            audit.issues.clear()
            yield issues


def measure(app: App, build: Build, frames: int = 3) -> list[TextIssue]:
    return [issue for view in measure_views(app, build, frames) for issue in view]


# ---- the screens -----------------------------------------------------------------------------------
def _reset(app: App, make: Callable[[App], Any] | None) -> None:
    from scenes.menus.title import TitleScene

    app.stack.reset(TitleScene(app))
    if make is not None:
        app.stack.push(make(app))
    app.stack.apply_pending()


def _setup(app: App, game_id: str, seats: int) -> Iterator[None]:
    from scenes.menus.setup import SetupScene

    scene = SetupScene(app, game_id)
    scene.count = seats
    _reset(app, lambda _app: scene)
    for page in range(len(scene.variant_pages())):
        scene.show_variant_page(page)
        yield


def _table(app: App, game_id: str, seats: int) -> None:
    match = Match(registry.rules_for(game_id), ai_config(game_id, 11, humans=1, n=seats))
    advance(match, 120)
    advance(match, 2000, human_to_move(0))
    open_table(app, match)


def _game_over(app: App, game_id: str) -> Iterator[None]:
    """The end of a match: a game's own screens first (21 Mutinies walks through its scoring),
    then the ranking with its chart."""
    match = Match(registry.rules_for(game_id), ai_config(game_id, 12, humans=0))
    advance(match, registry.get(game_id).info.step_cap)
    table = open_table(app, match, viewer=None)
    app.run_frames(3)
    if app.stack.top is table:
        table.show_results()
        app.stack.apply_pending()
    for _ in range(3):
        top = app.stack.top
        if top is None or top.name == "game_over":
            break
        yield  # a game's own screen on the way
        proceed = getattr(top, "proceed", None)
        if callable(proceed):
            proceed()
        else:
            app.stack.pop()
        app.stack.apply_pending()
    yield


def _kratos_diplomacy(app: App) -> Iterator[None]:
    """Kratos's diplomacy panel (KD-47): each tab, then the new offer with each item's editor
    open, every permission's in turn (their boxes hold the longest words of the panel)."""
    from scenes.kratos import controls
    from scenes.kratos.diplomacy import KINDS, PERMITS, TABS, DiplomacyScene

    gid = "kratos"
    match = Match(registry.rules_for(gid), ai_config(gid, 11, humans=1, n=6))
    advance(match, 120)
    advance(match, 2000, human_to_move(0))
    table = open_table(app, match)
    app.run_frames(2)
    button = next(b for b in controls.buttons(table) if b.name == "diplomacy")
    button.command()
    app.stack.apply_pending()
    scene = app.stack.top
    assert isinstance(scene, DiplomacyScene)
    for tab in TABS:
        scene.set_tab(tab)
        yield
    scene.set_tab("offer")
    for kind in KINDS:
        scene.edit(kind)
        yield
        if kind == "permit":
            for permit in PERMITS[1:]:
                scene._field("permit", permit)
                yield
        scene.edit(kind)  # closed again


def _kratos_screen(name: str) -> Build:
    """One of Kratos's staged screenshots (scenes/kratos/screens.py): the inbox with offers to
    answer, which the panel's own shot (an inbox still empty) does not show."""

    def build(app: App) -> None:
        from scenes.kratos.screens import SCREENSHOTS

        SCREENSHOTS[name](app)

    return build


def _host_setup(app: App) -> Iterator[None]:
    """The Host screen's setup of each game, at its most seats (every other seat open for a
    joiner: the seat kinds' boxes hold the longest words)."""
    from scenes.menus.lan import HostSetupScene

    for gid in GAMES:
        scene = HostSetupScene(app, gid)
        scene.count = registry.get(gid).info.seat_range[1]
        _reset(app, lambda _app, scene=scene: scene)
        yield


def _load(app: App) -> Iterator[None]:
    """The load screen with saves of every game, a damaged one first (the newest), then each
    other save selected in turn."""
    from scenes.menus.load import LoadScene

    from .listing import fill_saves

    fill_saves(app)
    scene = LoadScene(app)
    _reset(app, lambda _app: scene)
    app.run_frames(2)
    scene.wait_for_summaries(30.0)
    for i in range(len(scene.entries)):
        scene.select(i)
        yield


def _pause(app: App) -> None:
    from scenes.menus.pause import PauseScene

    gid = "pieces_of_eight"
    match = Match(registry.rules_for(gid), ai_config(gid, 3, humans=1))
    advance(match, 60, human_to_move(0))
    table = open_table(app, match)
    app.stack.push(PauseScene(app, table))
    app.stack.apply_pending()


def _handoff(app: App) -> None:
    gid = "pieces_of_eight"
    match = Match(registry.rules_for(gid), ai_config(gid, 4, humans=2))
    advance(match, 40, human_to_move(1))
    open_table(app, match, viewer=0)
    app.run_frames(2)


def shots() -> Iterator[Shot]:
    from scenes.menus.lan import HostGameScene
    from scenes.menus.rules_reader import RulesScene
    from scenes.menus.settings_scene import SettingsScene

    yield Shot("title", "menus", lambda app: _reset(app, None))
    yield Shot("settings", "menus", lambda app: _reset(app, SettingsScene))
    yield Shot("rules_index", "menus", lambda app: _reset(app, lambda a: RulesScene(a, None)))
    yield Shot("load", "menus", _load)
    yield Shot("pause", "menus", _pause)
    yield Shot("handoff", "menus", _handoff)
    yield Shot("kratos_diplomacy", "kratos", _kratos_diplomacy)
    yield Shot("kratos_inbox", "kratos", _kratos_screen("inbox"))  # offers with their buttons
    yield Shot("kratos_offer", "kratos", _kratos_screen("diplomacy"))  # an offer being written
    yield Shot("lan_host_game", "menus", lambda app: _reset(app, HostGameScene))
    yield Shot("lan_host_setup", "menus", _host_setup)
    for gid in GAMES:
        info = registry.get(gid).info
        low, high = info.seat_range
        for seats in sorted({low, high}):
            yield Shot(f"setup_{gid}_{seats}", "menus", partial(_setup, game_id=gid, seats=seats))
        yield Shot(f"rules_{gid}", "menus", partial(_reset, make=lambda a, g=gid: RulesScene(a, g)))
        default = info.default_seats or max(info.min_seats, min(4, info.max_seats))
        for seats in sorted({default, high} | MORE_TABLES.get(gid, set())):
            yield Shot(f"table_{gid}_{seats}", gid, partial(_table, game_id=gid, seats=seats))
        yield Shot(f"game_over_{gid}", "menus", partial(_game_over, game_id=gid))


def describe(issue: TextIssue) -> str:
    return f"{issue.kind}: {issue.text!r} at {issue.rect} in {issue.bound} ({issue.where})"


def screen_rect() -> pygame.Rect:
    return pygame.Rect(0, 0, 1280, 720)
