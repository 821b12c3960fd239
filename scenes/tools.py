"""Headless tools behind `main.py --screenshots DIR` and `main.py --smoke`, and the `--game`
command-line start."""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
import traceback
from collections.abc import Iterator
from functools import partial
from pathlib import Path
from typing import Any

from game import registry
from game.core import Match, MatchConfig, SeatConfig

from . import registry as scene_registry
from .core import i18n
from .core.app import App
from .core.settings import DEFAULT_NAMES, Settings
from .core.stack import Stacked
from .launch import install
from .menus.load import LoadScene
from .menus.message import MessageScene
from .menus.pause import PauseScene
from .menus.rules_reader import RulesScene
from .menus.settings_scene import SettingsScene
from .menus.setup import SetupScene, fresh_seed, table_options
from .menus.title import TitleScene
from .table.base import TableScene
from .table.game import ScreenshotBuilder
from .table.staging import advance, ai_config, human_to_move, open_table

__all__ = [
    "advance",
    "ai_config",
    "config_from_cli",
    "headless_app",
    "human_to_move",
    "open_table",
    "screenshots",
    "smoke",
]


def config_from_cli(
    game_id: str, seats: str, seed: int | None, variants: list[str], app: App
) -> MatchConfig:
    """`--game ID --seats human,ai,random ...` as a checked MatchConfig."""
    game = registry.get(game_id)
    tokens = [t.strip() for t in seats.split(",") if t.strip()] or ["human"] + ["ai"] * (
        max(game.info.min_seats, 2) - 1
    )
    configs = []
    for i, token in enumerate(tokens):
        if token == "human":
            configs.append(SeatConfig(DEFAULT_NAMES[i % len(DEFAULT_NAMES)], "human"))
        else:
            level = game.default_level() if token == "ai" else token
            if level not in game.ai_levels():
                raise ValueError(
                    f"{game_id} has no AI level {token!r} ({', '.join(game.ai_levels())})"
                )
            # (named as the setup screen names it: the seat's panel says it is an AI, in the
            # player's language)
            configs.append(SeatConfig(DEFAULT_NAMES[i % len(DEFAULT_NAMES)], "ai", level))
    chosen: dict[str, Any] = {}
    for item in variants:
        key, _, value = item.partition("=")
        try:
            chosen[key] = json.loads(value)
        except json.JSONDecodeError:
            chosen[key] = value
    return game.make_config(
        configs,
        seed=fresh_seed() if seed is None else seed,
        variants=chosen,
        options=table_options(app),
    )


def headless_app(tmp: Path, lang: str | None = None, **settings: Any) -> App:
    """An App for tools and tests: settings in memory, saves in `tmp`, no sound."""
    os.environ.setdefault("TORTUGA_HOME", str(tmp))
    s = Settings(**settings)
    if lang:
        s.language = lang
    return install(App(s, settings_path=tmp / "settings.json", audio=False))


# ---- screenshots ---------------------------------------------------------------------------------
Shot = tuple[str, ScreenshotBuilder]


def screenshots(folder: Path, lang: str | None = None) -> int:
    """Render every common scene, and each game's table mid-match and at its end, to PNG."""
    folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        app = headless_app(Path(tmp), lang, ai_delay=0.0, animation_speed=0.0)
        shots = list(common_shots()) + list(game_shots())
        for name, build in shots:
            try:
                build(app)
                app.run_frames(3)
                for scene in app.stack.scenes:  # widgets made a few a frame: all of them
                    scene.finish_widgets()
                app.manager.update(0.0)  # the toolkit takes in the widgets just shown
                app.screenshot(folder / f"{name}.png")
                print(f"wrote {folder / (name + '.png')}")
            except Exception:
                traceback.print_exc()
                print(f"screenshot {name} failed", file=sys.stderr)
                return 1
        app.shutdown()
    return 0


def _reset(app: App, scene: Stacked | None) -> None:
    app.stack.reset(TitleScene(app))
    if scene is not None:
        app.stack.push(scene)
    app.stack.apply_pending()


def common_shots() -> Iterator[Shot]:
    ids = registry.game_ids()
    yield "title", lambda app: _reset(app, None)
    for gid in ids:
        yield f"setup_{gid}", partial(_setup_shot, game_id=gid)
    yield "settings", lambda app: _reset(app, SettingsScene(app))
    yield "rules_index", lambda app: _reset(app, RulesScene(app, None))
    if ids:
        yield f"rules_{ids[0]}", lambda app: _reset(app, RulesScene(app, ids[0]))
    yield "load", lambda app: _reset(app, LoadScene(app))
    yield "message", _message_shot
    if ids:
        yield "pause", _pause_shot
        yield "handoff", _handoff_shot


def _setup_shot(app: App, game_id: str) -> None:
    _reset(app, SetupScene(app, game_id))


def _message_shot(app: App) -> None:
    text = i18n.tr(
        "ui.error.save",
        file="autosave-1.json",
        problem=i18n.tr("core.save.malformed", detail="line 1, column 4096"),
    )
    app.stack.reset(TitleScene(app))
    app.stack.push(MessageScene(app, i18n.tr("ui.error.title"), text))
    app.stack.apply_pending()


def _pause_shot(app: App) -> None:
    gid = _hidden_info_game()
    match = Match(registry.rules_for(gid), ai_config(gid, 3, humans=1))
    advance(match, 60, human_to_move(0))
    table = open_table(app, match)
    app.stack.push(PauseScene(app, table))
    app.stack.apply_pending()


def _handoff_shot(app: App) -> None:
    gid = _hidden_info_game()
    match = Match(registry.rules_for(gid), ai_config(gid, 4, humans=2))
    advance(match, 40, human_to_move(1))
    open_table(app, match, viewer=0)
    app.run_frames(2)  # the table asks seat 1 and hands the screen over


def _hidden_info_game() -> str:
    ids = registry.game_ids()
    return next((g for g in ids if registry.get(g).info.has_hidden_info), ids[0])


def game_shots() -> Iterator[Shot]:
    """Each game's table mid-match (seat 0 to move, seen from seat 0) and its game-over screen,
    plus the extra screens its scene package lists (scenes/registry.py)."""
    for gid in registry.game_ids():
        yield f"table_{gid}", partial(_mid_match, gid=gid)
        yield f"game_over_{gid}", partial(_finished, gid=gid)
        for name, build in scene_registry.scenes_for(gid).screenshots.items():
            yield f"{gid}_{name}", build


def _mid_match(app: App, gid: str) -> None:
    """Halfway through a game (measured by playing the same seed to its end first), at a moment
    when seat 0, a human, has to decide."""
    rules, info = registry.rules_for(gid), registry.get(gid).info
    whole = Match(rules, ai_config(gid, 11, humans=1))
    advance(whole, info.step_cap)
    match = Match(rules, ai_config(gid, 11, humans=1))
    advance(match, len(whole.log) // 2)
    advance(match, len(whole.log), human_to_move(0))
    open_table(app, match)


def _finished(app: App, gid: str) -> None:
    match = Match(registry.rules_for(gid), ai_config(gid, 12, humans=0))
    advance(match, registry.get(gid).info.step_cap)
    table = open_table(app, match, viewer=None)
    app.run_frames(3)
    if not match.is_over:
        table.show_results()


# ---- smoke ---------------------------------------------------------------------------------------
def smoke(frames: int = 400) -> int:
    """Every registered game: an AI-only match through its real table scene for `frames` frames,
    with animations running. Prints one line per game; exit 0 if all ran, else 1."""
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        app = headless_app(Path(tmp), None, ai_delay=0.0, animation_speed=3.0)
        for gid in registry.game_ids():
            t0 = time.perf_counter()
            try:
                if not app.screens.start_match(ai_config(gid, 1)):
                    raise RuntimeError("the match could not start")
                app.stack.apply_pending()
                table = next(s for s in app.stack.scenes if isinstance(s, TableScene))
                for _ in range(frames):
                    app.frame([], 1 / 60)
                    time.sleep(0)  # let the AI thread run between frames
                if table.failure:
                    raise RuntimeError(table.failure)
                if not table.match.log:
                    raise RuntimeError("no action was taken in the match")
                over = " (game over)" if table.match.is_over else ""
                print(
                    f"smoke {gid}: ok, {len(table.match.log)} steps in {frames} frames "
                    f"({time.perf_counter() - t0:.1f} s){over}"
                )
            except Exception as exc:
                failures += 1
                traceback.print_exc()
                print(f"smoke {gid}: FAILED: {exc}", file=sys.stderr)
        app.shutdown()
    if not registry.game_ids():
        print("smoke: no games registered")
    try:
        smoke_search()
    except Exception as exc:
        failures += 1
        traceback.print_exc()
        print(f"smoke search process: FAILED: {exc}", file=sys.stderr)
    return 1 if failures else 0


def smoke_search() -> None:
    """A "hard" seat's search process answers one decision: the process starts (in the packaged
    program, the executable starting itself as the child), loads the game and searches."""
    from game.core.ai import Budget
    from game.core.playout import play_out
    from game.core.rng import Rng
    from game.search_process import ProcessPolicy

    gid = next(g for g in registry.GAMES if registry.get(g).searching)
    game, rules = registry.get(gid), registry.rules_for(gid)
    match = Match(rules, ai_config(gid, 1))
    seats = match.config.n_seats
    play_out(
        match,
        [game.policy("heuristic") for _ in range(seats)],
        until=lambda m: not m.chance_pending and any(len(d.options) > 1 for d in m.decisions()),
    )
    decision = next(d for d in match.decisions() if len(d.options) > 1)
    level = next(iter(game.searching))
    t0 = time.perf_counter()
    searcher = ProcessPolicy(gid, level, Budget(iterations=20))
    try:
        action = searcher.choose(match.view(decision.seat), decision, Rng(1))
    finally:
        searcher.close()
    if action not in decision.options:
        raise RuntimeError(f"the search answered {action}, not one of the options")
    print(f"smoke search process: ok, {gid} {level} in {time.perf_counter() - t0:.1f} s")
