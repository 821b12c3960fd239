"""Tortuga: sea-faring tabletop games for humans and AI seats on one screen.

    python main.py                                  the title menu
    python main.py --game black_fleet --seats human,ai,ai [--seed 7] [--lang es]
    python main.py --screenshots DIR                render every scene to PNG (headless), exit 0
    python main.py --smoke                          every game's AI-only match through its table
                                                    for a few hundred frames (headless), exit 0/1
Exit status 2: broken data files (the message names the file and the key).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType, SimpleNamespace
from typing import TYPE_CHECKING

from game.core import heap

if TYPE_CHECKING:
    import argparse

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

EXIT_DATA_ERROR = 2
# What `parser()` gives for no arguments at all (tests/scenes/test_main.py checks they agree): a
# plain start does not load argparse.
DEFAULTS: dict[str, object] = {
    "game": None,
    "seats": "",
    "seed": None,
    "variant": [],
    "lang": None,
    "fullscreen": False,
    "windowed": False,
    "screenshots": None,
    "smoke": False,
    "frames": 400,
    "data": None,
    "list": False,
}


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace | SimpleNamespace:
    args = sys.argv[1:] if argv is None else list(argv)
    if not args:  # the player's start: the defaults, without the parser
        return SimpleNamespace(
            **{k: v.copy() if isinstance(v, list) else v for k, v in DEFAULTS.items()}
        )
    return parser().parse_args(args)


def parser() -> argparse.ArgumentParser:
    import argparse

    p = argparse.ArgumentParser(
        prog="tortuga", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("--game", help="start a match of this game at once (see --list)")
    p.add_argument(
        "--seats",
        default="",
        help="with --game: one entry per seat: human, ai (its default level) or an AI "
        "level such as random or heuristic",
    )
    p.add_argument("--seed", type=int, default=None, help="the match seed (replays the same dice)")
    p.add_argument(
        "--variant",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help='with --game: set a variant (VALUE is JSON: true, 3, "draft")',
    )
    p.add_argument("--lang", choices=("en", "es"), help="language of the interface")
    p.add_argument("--fullscreen", action="store_true", help="start in fullscreen (F11 toggles)")
    p.add_argument("--windowed", action="store_true", help="start in a window")
    p.add_argument("--screenshots", metavar="DIR", help="render every scene to PNG files and exit")
    p.add_argument(
        "--smoke",
        action="store_true",
        help="run every game's AI-only match through its table headless and exit",
    )
    p.add_argument("--frames", type=int, default=400, help="frames per game for --smoke")
    p.add_argument("--data", metavar="DIR", help="read game data from DIR instead of data/")
    p.add_argument(
        "--list", action="store_true", help="check every game's data, list the games and exit"
    )
    return p


def main(argv: Sequence[str] | None = None) -> int:
    try:
        return run(argv)
    finally:
        heap.tune()  # never left off (`play` holds it until the first frame)


def run(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    if args.data:
        os.environ["TORTUGA_DATA_DIR"] = str(Path(args.data).resolve())
    headless = bool(args.screenshots or args.smoke)
    if headless:
        from scenes.core.app import headless_environment

        headless_environment()
    from game import registry
    from game.core import DataError

    try:
        if args.list:
            check_content(registry)  # the list says only what can be played
            for gid in registry.game_ids():
                low, high = registry.seat_range(gid)  # as the menus offer them
                print(f"{gid}  ({low}-{high} seats)")
            return 0
        if headless:
            check_content(registry)  # every data file, before opening anything
            heap.settle()  # the content lives as long as the program: out of the collector's way
            heap.tune()
        elif args.game:
            check_content(registry, (args.game,))  # the game asked for (another may be broken)
        if args.screenshots:
            from scenes.tools import screenshots

            return screenshots(Path(args.screenshots), args.lang)
        if args.smoke:
            from scenes.tools import smoke

            return smoke(args.frames)
        return play(args)
    except DataError as exc:
        print(f"Tortuga cannot start: a data file is broken.\n  {exc}", file=sys.stderr)
        return EXIT_DATA_ERROR


def check_content(registry: ModuleType, ids: Sequence[str] | None = None) -> None:
    """Load and validate every game's YAML, or that of `ids` (raises DataError naming the file
    and key). A plain start does not wait for this: the App's warm-up loads and checks every
    game on a background thread after the first frame, and reports a broken one on screen."""
    for gid in ids if ids is not None else registry.game_ids():
        if gid in registry.game_ids():  # (an unknown id is refused by the setup, with its list)
            registry.rules_for(gid)


def play(args: argparse.Namespace | SimpleNamespace) -> int:
    # No collection before the first frame (game/core/heap.py): the loop turns the collector on
    # after it. (Not while the data is checked for --smoke or --list: loading makes garbage.)
    heap.hold()
    from game import registry
    from scenes.core.app import App
    from scenes.core.paths import settings_file
    from scenes.core.settings import Settings, SettingsDamage
    from scenes.launch import install
    from scenes.menus.title import TitleScene

    fullscreen = True if args.fullscreen else (False if args.windowed else None)
    # The title's first frame needs only a glance at the settings (read after it, see
    # App.read_settings); a table opened at once takes its pace and think time from them.
    path = settings_file()
    settings = Settings.load(path) if args.game else Settings.glance(path)
    app = install(App(settings, settings_path=path, language=args.lang, fullscreen=fullscreen))
    first = TitleScene(app)

    def settings_damaged(damage: SettingsDamage) -> None:
        """A damaged settings file was kept aside (what could not be read takes its default):
        say so once."""
        from scenes.core import i18n

        kept = damage.kept.name if damage.kept else app.settings_path.name
        print(f"Tortuga: settings file damaged ({damage.problem}); kept as {kept}", file=sys.stderr)
        app.stack.push(
            app.screens.message(
                i18n.tr("ui.error.settings_title"),
                i18n.tr("ui.error.settings", problem=damage.problem, file=kept),
            )
        )

    app.on_settings_damage = settings_damaged
    if args.game:
        from scenes.tools import config_from_cli

        damage = settings.damage
        if damage is not None:  # over the table, after its first frame
            app.after_frame.append(lambda: settings_damaged(damage))

        try:
            config = config_from_cli(args.game, args.seats, args.seed, args.variant, app)
        except (KeyError, ValueError) as exc:
            print(f"tortuga: {exc}", file=sys.stderr)
            return 64
        app.screens.start_match(config)
        return app.run_loop(warm_games=False)  # the other games load when first chosen

    def broken_game(game_id: str, exc: Exception) -> None:
        """A game whose data the warm-up found broken (on its background thread): only that game
        is unavailable. The message names it with the file, the key and the problem, its card
        says so, and the other games play; with every game broken the program ends (2)."""
        from scenes.core import i18n

        print(
            f"Tortuga: {game_id} is unavailable, a data file is broken.\n  {exc}", file=sys.stderr
        )

        def closed() -> None:
            if all(registry.problem(g) is not None for g in registry.game_ids()):
                app.quit(EXIT_DATA_ERROR)

        app.stack.push(
            app.screens.message(
                i18n.tr("ui.error.title"),
                i18n.tr("ui.error.game_data", game=i18n.tr(f"{game_id}.name"), error=str(exc)),
                on_close=closed,
            )
        )

    app.on_data_error = broken_game
    return app.run(first)
