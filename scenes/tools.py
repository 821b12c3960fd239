"""Headless tools behind `main.py --screenshots DIR` and `main.py --smoke`, and the `--game`
command-line start."""

from __future__ import annotations

import json
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path

from game import registry
from game.core import Match, MatchConfig, SeatConfig
from game.core.ai import ai_rng
from game.core.types import Chance, Over

from .core.app import App
from .core.settings import Settings


def config_from_cli(
    game_id: str, seats: str, seed: int | None, variants: list[str], app
) -> MatchConfig:
    """`--game ID --seats human,ai,random ...` as a checked MatchConfig."""
    from .menus.setup import DEFAULT_NAMES, fresh_seed, table_options

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
            configs.append(SeatConfig(f"{DEFAULT_NAMES[i % len(DEFAULT_NAMES)]} (AI)", "ai", level))
    chosen = {}
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


def headless_app(tmp: Path, lang: str | None = None, **settings) -> App:
    """An App for tools and tests: settings in memory, saves in `tmp`, no sound."""
    import os

    os.environ.setdefault("TORTUGA_HOME", str(tmp))
    s = Settings(**settings)
    if lang:
        s.language = lang
    return App(s, settings_path=tmp / "settings.json", audio=False)


def ai_config(game_id: str, seed: int, humans: int = 0, n: int | None = None) -> MatchConfig:
    game = registry.get(game_id)
    info = game.info
    n = n or info.default_seats or max(info.min_seats, min(4, info.max_seats))
    seats = [
        SeatConfig(name, "human" if i < humans else "ai", game.default_level())
        for i, name in enumerate(
            ("Ana", "Ben", "Carmen", "Diego", "Elena", "Fede", "Gala", "Hugo", "Inés")[:n]
        )
    ]
    return game.make_config(seats, seed=seed)


def advance(match: Match, steps: int, stop: Callable[[Match], bool] = lambda m: False) -> None:
    """Play `steps` steps with every seat's policy (humans included) straight on the engine."""
    game = registry.get(match.rules.info.id)
    policies = [game.policy(game.default_level()) for _ in match.config.seats]
    rngs = [ai_rng(match.config.seed, i) for i in range(match.config.n_seats)]
    for _ in range(steps):
        p = match.pending
        if isinstance(p, Over) or stop(match):
            return
        if isinstance(p, Chance):
            match.step_chance()
            continue
        d = p[0]
        pol = policies[d.seat]
        view = match.view(d.seat) if pol.needs_view else None
        match.submit(d.seat, pol.choose(view, d, rngs[d.seat]))


def human_to_move(seat: int) -> Callable[[Match], bool]:
    def stop(m: Match) -> bool:
        return not m.chance_pending and any(d.seat == seat for d in m.decisions())

    return stop


def open_table(app: App, match: Match, viewer: int | None = 0):
    from .table.launch import open_table as open_it

    open_it(app, match)
    app.stack.apply_pending()
    table = app.stack.top
    if viewer is not None:
        table.set_viewer(viewer)
    return table


# ---- screenshots ---------------------------------------------------------------------------------
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
                app.screenshot(folder / f"{name}.png")
                print(f"wrote {folder / (name + '.png')}")
            except Exception:
                traceback.print_exc()
                print(f"screenshot {name} failed", file=sys.stderr)
                return 1
        app.shutdown()
    return 0


def _reset(app: App, scene) -> None:
    from .menus.title import TitleScene

    app.stack.reset(TitleScene(app))
    if scene is not None:
        app.stack.push(scene)
    app.stack.apply_pending()


def common_shots():
    from .core import i18n
    from .menus.load import LoadScene
    from .menus.message import MessageScene
    from .menus.rules_reader import RulesScene
    from .menus.settings_scene import SettingsScene
    from .menus.setup import SetupScene

    ids = registry.game_ids()
    yield "title", lambda app: _reset(app, None)
    for gid in ids:
        yield f"setup_{gid}", lambda app, g=gid: _reset(app, SetupScene(app, g))
    yield "settings", lambda app: _reset(app, SettingsScene(app))
    yield "rules_index", lambda app: _reset(app, RulesScene(app, None))
    if ids:
        yield f"rules_{ids[0]}", lambda app: _reset(app, RulesScene(app, ids[0]))
    yield "load", lambda app: _reset(app, LoadScene(app))
    yield (
        "message",
        lambda app: _reset(
            app,
            MessageScene(
                app,
                i18n.tr("ui.error.title"),
                i18n.tr(
                    "ui.error.save",
                    file="autosave-1.json",
                    problem=i18n.tr("core.save.truncated", line=1, column=4096),
                ),
            ),
        ),
    )
    if ids:
        yield "pause", _pause_shot
        yield "handoff", _handoff_shot


def _pause_shot(app: App) -> None:
    from .menus.pause import PauseScene

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


def game_shots():
    """Each game's table mid-match (seat 0 to move, seen from seat 0) and its game-over screen,
    plus any extra screens the game's scene package lists in SCREENSHOTS."""
    import importlib

    for gid in registry.game_ids():
        yield f"table_{gid}", lambda app, g=gid: _mid_match(app, g)
        yield f"game_over_{gid}", lambda app, g=gid: _finished(app, g)
        try:
            module = importlib.import_module(f"scenes.{gid}")
        except ModuleNotFoundError:
            continue
        for name, build in getattr(module, "SCREENSHOTS", {}).items():
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
    from .table.launch import start_match

    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        app = headless_app(Path(tmp), None, ai_delay=0.0, animation_speed=3.0)
        for gid in registry.game_ids():
            t0 = time.perf_counter()
            try:
                if not start_match(app, ai_config(gid, 1)):
                    raise RuntimeError("the match could not start")
                app.stack.apply_pending()
                table = next(s for s in app.stack.scenes if hasattr(s, "match"))
                for _ in range(frames):
                    app.frame([], 1 / 60)
                    time.sleep(0)  # let the AI thread run between frames
                if table.failure:
                    raise RuntimeError(table.failure)
                if not table.match.log:
                    raise RuntimeError("no action was taken in the match")
                print(
                    f"smoke {gid}: ok, {len(table.match.log)} steps in {frames} frames "
                    f"({time.perf_counter() - t0:.1f} s){' (game over)' if table.match.is_over else ''}"
                )
            except Exception as exc:
                failures += 1
                traceback.print_exc()
                print(f"smoke {gid}: FAILED: {exc}", file=sys.stderr)
        app.shutdown()
    if not registry.game_ids():
        print("smoke: no games registered")
    return 1 if failures else 0
