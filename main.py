"""Tortuga: sea-faring tabletop games for humans and AI seats on one screen.

    python main.py                                  the title menu
    python main.py --game black_fleet --seats human,ai,ai [--seed 7] [--lang es]
    python main.py --screenshots DIR                render every scene to PNG (headless), exit 0
    python main.py --smoke                          every game's AI-only match through its table
                                                    for a few hundred frames (headless), exit 0/1
Exit status 2: broken data files (the message names the file and the key).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

EXIT_DATA_ERROR = 2


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
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
    p.add_argument("--list", action="store_true", help="list the games and exit")
    return p.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    if args.data:
        os.environ["TORTUGA_DATA_DIR"] = str(Path(args.data).resolve())
    headless = bool(args.screenshots or args.smoke)
    if headless:
        from scenes.core.app import headless_environment

        headless_environment()
    from game import registry
    from game.core import DataError

    if args.list:
        for gid in registry.game_ids():
            low, high = registry.get(gid).info.seat_range  # as the menus offer them
            print(f"{gid}  ({low}-{high} seats)")
        return 0
    try:
        if headless or args.game:
            check_content(registry)  # fail before opening anything
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


def check_content(registry: ModuleType) -> None:
    """Load and validate every game's YAML (raises DataError naming the file and key)."""
    for gid in registry.game_ids():
        registry.rules_for(gid)


def play(args: argparse.Namespace) -> int:
    from game import registry
    from game.core import DataError
    from scenes.core.app import App
    from scenes.launch import install
    from scenes.menus.title import TitleScene

    fullscreen = True if args.fullscreen else (False if args.windowed else None)
    app = install(App(language=args.lang, fullscreen=fullscreen))
    first = TitleScene(app)
    damage = app.settings.damage
    if damage is not None:  # a damaged settings file was kept aside: say so once, after frame 1
        from scenes.core import i18n
        from scenes.menus.message import MessageScene

        kept = damage.kept.name if damage.kept else app.settings_path.name
        print(f"Tortuga: settings not read ({damage.problem}); kept as {kept}", file=sys.stderr)
        app.after_frame.append(
            lambda: app.stack.push(
                MessageScene(
                    app,
                    i18n.tr("ui.error.settings_title"),
                    i18n.tr("ui.error.settings", problem=damage.problem, file=kept),
                )
            )
        )
    if args.game:
        from scenes.tools import config_from_cli

        try:
            config = config_from_cli(args.game, args.seats, args.seed, args.variant, app)
        except (KeyError, ValueError) as exc:
            print(f"tortuga: {exc}", file=sys.stderr)
            return 64
        app.screens.start_match(config)
        return app.run_loop()

    def validate_after_first_frame() -> None:
        try:
            check_content(registry)
        except DataError as exc:
            print(f"Tortuga: a data file is broken.\n  {exc}", file=sys.stderr)
            from scenes.core import i18n

            app.stack.push(
                app.screens.message(
                    i18n.tr("ui.error.title"),
                    i18n.tr("ui.error.data", error=str(exc)),
                    on_close=lambda: app.quit(EXIT_DATA_ERROR),
                )
            )

    app.after_frame.append(validate_after_first_frame)
    return app.run(first)


if __name__ == "__main__":
    sys.exit(main())
