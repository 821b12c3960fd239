"""A copy of the program whose rules are compiled to C by mypyc: what the packaged build ships.

    python tools/compile_rules.py DEST          copy the program to DEST and compile its rules there
    python tools/compile_rules.py DEST --test   ... then run the engine's and the games' tests there

The rules run at every step of every AI rollout, and compiled they run about twice as fast (a
random playout of Pieces of Eight or 21 Mutinies: `tests/bench/bench_search.py speed
--compiled`). The source tree is never compiled in place: a compiled module beside its source
shadows it, so an edit would not show until the next compile. `python main.py` and the test
command run the sources; `tools/build_exe.py` packages a compiled copy made by this tool.

What is compiled (`compiled_modules`): the engine's agenda and RNG, and every module of each
game's rules, views included (an AI rollout builds a view at every decision), but its AI, words,
content loading, checks, Rules facade and task declarations (`LEFT`). mypyc compiles code
that `mypy` accepts and checks the annotations at run time, so `--test` runs the engine's and the
games' tests against the compiled copy: a wrong annotation there fails loudly, never silently.
The same seeds play the same games compiled or not (the tests' golden replays check it).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# game/core: the agenda's loop and the match's random numbers (not rules.py: compiled, its code
# would not see the class attributes, such as `info`, that an interpreted subclass sets)
CORE = ("agenda", "rng")
# a game's modules left to the interpreter: the AI (ai*), words, content loading, checks, the
# Rules facade (a subclass of the interpreted base) and the tasks (frozen.quick builds them)
LEFT = {"__init__", "content", "info", "illegal", "invariants", "rules", "tasks", "words"}
COPIED = (
    "main.py",
    "pyproject.toml",
    "README.md",
    "game",
    "scenes",
    "assets",
    "data",
    "tools",
    "tests",
)


def game_packages(root: Path) -> list[Path]:
    """Each game's package: a folder of game/ with a `flow.py` (game/core and game/net have none)."""
    return sorted(p.parent for p in (root / "game").glob("*/flow.py"))


def compiled_modules(root: Path) -> list[Path]:
    """The modules mypyc compiles, as paths relative to `root`."""
    out = [Path("game", "core", f"{name}.py") for name in CORE]
    for package in game_packages(root):
        for module in sorted(package.glob("*.py")):
            if module.stem not in LEFT and not module.stem.startswith("ai"):
                out.append(module.relative_to(root))
    return out


MARK = ".compiled-copy"  # in a folder this tool made: the one kind it empties before a new copy


def stage(dest: Path) -> Path:
    """Copy the program to `dest` and compile its rules there. `dest` must be new, empty, or a
    copy this tool made before (emptied first); never this checkout or a folder holding it."""
    dest = dest.resolve()
    if dest == ROOT or ROOT.is_relative_to(dest):
        raise SystemExit(f"{dest} holds this checkout: name a new folder for the compiled copy")
    if dest.exists() and any(dest.iterdir()):
        if not (dest / MARK).exists():
            raise SystemExit(f"{dest} is not empty and not a copy made by this tool: left alone")
        shutil.rmtree(dest)
    dest.mkdir(parents=True, exist_ok=True)
    (dest / MARK).write_text("made by tools/compile_rules.py; emptied by its next run\n")
    junk = shutil.ignore_patterns("__pycache__", "*.so", "*.pyd", ".pytest_cache")
    for name in COPIED:
        src = ROOT / name
        if src.is_dir():
            shutil.copytree(src, dest / name, ignore=junk)
        else:
            shutil.copy2(src, dest / name)
    modules = [str(m) for m in compiled_modules(dest)]
    # mypyc builds in dest/build and puts each compiled module beside its source
    done = subprocess.run([sys.executable, "-m", "mypyc", *modules], cwd=dest, capture_output=True)
    if done.returncode != 0:
        sys.stderr.write(done.stdout.decode(errors="replace")[-4000:])
        sys.stderr.write(done.stderr.decode(errors="replace")[-4000:])
        raise SystemExit(f"mypyc failed (exit status {done.returncode}) in {dest}")
    shutil.rmtree(dest / "build")
    return dest


def test(dest: Path) -> int:
    """The engine's and the games' tests, run against the compiled copy in `dest`."""
    folders = ["tests/core", *(f"tests/{p.name}" for p in game_packages(dest))]
    return subprocess.run([sys.executable, "-m", "pytest", *folders], cwd=dest).returncode


def main(argv: list[str]) -> int:
    if not argv or argv[0].startswith("-"):
        raise SystemExit(__doc__)
    dest = stage(Path(argv[0]).resolve())
    print(f"compiled {len(compiled_modules(dest))} modules of the rules in {dest}")
    return test(dest) if "--test" in argv[1:] else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
