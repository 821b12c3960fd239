"""Tortuga: sea-faring tabletop games for humans and AI seats on one screen.

The command line lives in scenes/program.py (`python main.py --help`): Python compiles the
script it is started with at every start, and an imported module only once, so this file stays
a few lines long (tests/bench/bench_startup.py times the start).
"""

import sys

from scenes.program import main

if __name__ == "__main__":
    if getattr(sys, "frozen", False):  # the packaged program: a "hard" seat's search process
        import multiprocessing  # (game/search_process.py) starts as this executable

        multiprocessing.freeze_support()
    sys.exit(main())
