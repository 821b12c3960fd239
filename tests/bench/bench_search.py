"""The 'hard' level's figures (not a test): strength, playout speed, search rate.

    python tests/bench/bench_search.py strength --game mutinies --games 200 --think-ms 1000 --jobs 2
    python tests/bench/bench_search.py strength --game black_fleet --games 30 --iterations 100
    python tests/bench/bench_search.py strength ... --out new.jsonl; ... compare new.jsonl old.jsonl
    python tests/bench/bench_search.py speed [--before /older/checkout] [--compiled DIR] [--rounds 5]
    python tests/bench/bench_search.py rate [--think-ms 1000]

strength — the hard seat against the heuristic: two seats in both positions (Pieces of Eight,
21 Mutinies, Sandcastles: target >= 70 % wins), or one hard seat among two heuristic ones in
each position (Black Fleet: target >= 55 % finishes first, fair share 33 %). The hard seat in
position p plays seeds S + 10000 p + i; each position plays `--games` / positions matches
(rounded up to whole batches), so the issue's full run ("200 games
per game, 1 s per decision") is `--games 200 --think-ms 1000`. A shared first place counts
as a first (as in the simulator's `wins`). A line with the running rate and its 95 % (Wilson)
interval is printed after every batch of `--jobs` matches (played at once, a process each; a
hard seat thinking by the clock wants a core of its own), the positions taking turns. With
`--out FILE`, every match appends a JSON line to FILE: the game, its seed, the hard seat's
position, whether it finished first, whether it raised or was capped, and the budget.

compare — two `--out` files of the same seeds (two forms of the search, or two budgets), match
by match: how often each finished first in the matches both played, the matches only one of
them won, and the exact two-sided sign test on those (the chance of a split at least as uneven
if the two forms were equally strong). Pairing by seed takes out the luck of the deal that the
two runs share: only the matches they disagree on count.

speed — random playouts through the rules contract (setup, then pending / apply a uniformly
random option / resolve chance with the seeded Rng), in steps per second, three ways: `raw`
(nothing else), `viewed` (plus the deciding seat's view at every decision: what a heuristic
rollout pays before it chooses) and `heuristic` (the heuristic chooses from that view: the
search's rollouts). Each is measured in a fresh process, interleaved with the yardstick,
OpenSpiel's python_tic_tac_toe played the same way (when `pyspiel` imports: `--openspiel`
adds a site folder such as `pip install --target DIR open_spiel`; else our tictactoe.py, which
is about 5x faster than OpenSpiel's and is reported as such), and, with `--before`, the same
playouts of an older checkout and, with `--compiled DIR`, of this checkout with its rules compiled
(tools/compile_rules.py makes the copy in DIR unless DIR holds one: what the packaged build runs).
Figures are medians over `--rounds`, as ratios to the yardstick.
Each process plays a few games untimed first (first calls, caches: what a search pays once)
and then times `--games` games (100: a tenth of a second or more of playing for each game; 20,
the old default, timed about 50 ms in Pieces of Eight, half of it the process's first calls).

rate — iterations a second of one search in a position under way, per game.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import subprocess
import sys
import time
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent

# game -> (seats, positions the hard seat takes, the target)
STRENGTH = {
    "pieces_of_eight": (2, "wins >= 70 %"),
    "mutinies": (2, "wins >= 70 %"),
    "sandcastles": (2, "wins >= 70 %"),
    "black_fleet": (3, "finishes first >= 55 % (fair share 33 %)"),
}
SPEED_GAMES = {"pieces_of_eight": 2, "mutinies": 2, "black_fleet": 3, "sandcastles": 2}


def wilson(k: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % (Wilson score) interval of a rate of k in n."""
    if n == 0:
        return 0.0, 1.0
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * ((p * (1 - p) + z * z / (4 * n)) / n) ** 0.5 / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def _find_the_games() -> None:
    """Each worker imports the games from this checkout, however the pool starts it (a forked
    worker has the path already; a spawned one starts afresh)."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))


def strength(args: argparse.Namespace) -> None:
    sys.path.insert(0, str(ROOT))
    from concurrent.futures import ProcessPoolExecutor

    from game.core.ai import Budget
    from game.simulate import run_batch

    n, target = STRENGTH[args.game]
    budget = Budget(seconds=args.think_ms / 1000, iterations=args.iterations)
    how = f"{args.iterations} iterations" if args.iterations else f"{args.think_ms} ms"
    batch = max(1, args.jobs)
    rounds = max(1, -(-args.games // (n * batch)))
    max_steps = args.max_steps or 20_000
    firsts = [0] * n
    played = [0] * n
    errors = capped = 0
    t0 = time.perf_counter()
    with ProcessPoolExecutor(batch, initializer=_find_the_games) as pool:
        for r in range(rounds):  # the positions take turns, `batch` matches each, so a run cut
            for pos in range(n):  # short still has every position about equally often
                levels = ["heuristic"] * n
                levels[pos] = "hard"
                seeds = [args.seed + 10_000 * pos + r * batch + i for i in range(batch)]
                tallies = pool.map(
                    run_batch,
                    [args.game] * batch,
                    [levels] * batch,
                    [[seed] for seed in seeds],
                    [max_steps] * batch,
                    [{}] * batch,
                    [False] * batch,
                    [budget] * batch,
                )
                for seed, t in zip(seeds, tallies, strict=True):
                    errors += t.errors
                    capped += t.capped
                    if not t.errors:
                        played[pos] += 1
                        firsts[pos] += t.wins[pos]
                    if args.out:
                        record = {
                            "game": args.game,
                            "seed": seed,
                            "hard": pos,
                            "first": bool(t.wins[pos]),
                            "error": bool(t.errors),
                            "capped": bool(t.capped),
                            "budget": how,
                        }
                        with open(args.out, "a", encoding="utf-8") as out:
                            out.write(json.dumps(record) + "\n")
                k, total = sum(firsts), sum(played)
                lo, hi = wilson(k, total)
                seats = ", ".join(f"seat {q + 1}: {firsts[q]}/{played[q]}" for q in range(n))
                print(
                    f"{args.game}: hard first in {k}/{total} = {100 * k / max(1, total):.1f} % "
                    f"[95 % {100 * lo:.0f}-{100 * hi:.0f} %] ({seats}; errors {errors}, capped "
                    f"{capped}; {how} a decision; {time.perf_counter() - t0:.0f} s; "
                    f"target {target})",
                    flush=True,
                )


def _records(path: str) -> dict[tuple[str, int, int], bool]:
    """(game, seed, hard seat's position) -> finished first, from a `strength --out` file (the
    last record of a game wins; games that raised are left out)."""
    got: dict[tuple[str, int, int], bool] = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            r = json.loads(line)
            if not r["error"]:
                got[(r["game"], r["seed"], r["hard"])] = r["first"]
    return got


def sign_test(a: int, b: int) -> float:
    """Two-sided exact sign test: the chance of a split at least as uneven as a : b of a + b
    games if either side were as likely to win each."""
    d = a + b
    if d == 0:
        return 1.0
    tail = sum(math.comb(d, i) for i in range(min(a, b) + 1)) / 2**d
    return min(1.0, 2 * tail)


def compare(args: argparse.Namespace) -> None:
    a, b = _records(args.a), _records(args.b)
    both = sorted(set(a) & set(b))
    only_a = sum(1 for key in both if a[key] and not b[key])
    only_b = sum(1 for key in both if b[key] and not a[key])
    first_a = sum(a[key] for key in both)
    first_b = sum(b[key] for key in both)
    n = len(both)
    print(
        f"{n} games played by both ({len(a)} in A, {len(b)} in B): hard first in A {first_a} "
        f"({100 * first_a / max(1, n):.1f} %), in B {first_b} ({100 * first_b / max(1, n):.1f} %);"
        f" first only in A {only_a}, only in B {only_b}; sign test p = "
        f"{sign_test(only_a, only_b):.3f}"
    )


# ---- speed -----------------------------------------------------------------------------------
CHILD = r"""
import sys, time, json
root, game_id, n, mode, games = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], int(sys.argv[5])
sys.path.insert(0, root)
from game import registry
from game.core.playout import seat_configs
from game.core.rng import Rng
from game.core.types import Chance, Over
game = registry.get(game_id)
rules = registry.rules_for(game_id)
heuristic = game.policy("heuristic")


def play(seeds):
    steps = 0
    for seed in seeds:
        state = rules.setup(game.make_config(seat_configs(["random"] * n), seed=seed))
        rng = Rng(seed)
        for _ in range(3000):
            p = rules.pending(state)
            if isinstance(p, Over):
                break
            if isinstance(p, Chance):
                rules.resolve_chance(state, rng.outcome(p))
            else:
                d = p[0]
                if mode == "raw":
                    a = d.options[rng.randrange(len(d.options))]
                else:
                    view = rules.view(state, d.seat)
                    if mode == "viewed":
                        a = d.options[rng.randrange(len(d.options))]
                    else:
                        a = heuristic.choose(view, d, rng)
                rules.apply(state, d.seat, a)
            steps += 1
    return steps


play(range(10**6, 10**6 + 3))  # warm-up, not timed: what a process pays once (caches, first calls)
t0 = time.process_time()
steps = play(range(games))
print(json.dumps(steps / (time.process_time() - t0)))
"""

YARDSTICK = r"""
import sys, time, json, random
site, here, games = sys.argv[1], sys.argv[2], int(sys.argv[3])
if site:
    sys.path.insert(0, site)
try:
    import pyspiel
    from open_spiel.python import games as _registers_python_games
    game = pyspiel.load_game("python_tic_tac_toe")
    rng = random.Random(0)

    def play(games):
        steps = 0
        for _ in range(games):
            s = game.new_initial_state()
            while not s.is_terminal():
                s.apply_action(rng.choice(s.legal_actions()))
                steps += 1
        return steps

    play(50)  # warm-up, not timed (as the games' playouts)
    t0 = time.process_time()
    steps = play(games)
    print(json.dumps(["openspiel", steps / (time.process_time() - t0)]))
except ImportError:
    sys.path.insert(0, here)
    import tictactoe
    tictactoe.random_playouts(50, seed=1)  # warm-up, not timed
    t0 = time.process_time()
    steps = tictactoe.random_playouts(games)
    print(json.dumps(["tictactoe.py", steps / (time.process_time() - t0)]))
"""


def _run(code: str, *argv: str) -> object:
    env = dict(os.environ, PYTHONHASHSEED="0")
    out = subprocess.run(
        [sys.executable, "-c", code, *argv], env=env, capture_output=True, text=True, check=True
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def speed(args: argparse.Namespace) -> None:
    trees = {"now": str(ROOT)}
    if args.before:
        trees = {"before": str(Path(args.before).resolve()), **trees}
    if args.compiled:
        trees["compiled"] = _compiled_copy(Path(args.compiled).resolve())
    modes = ("raw", "viewed", "heuristic")
    figures: dict[tuple[str, str, str], list[float]] = {}
    sticks: list[float] = []
    which = ""
    for r in range(args.rounds):
        which, rate = _run(YARDSTICK, args.openspiel or "", str(HERE), str(args.ttt_games))  # type: ignore[misc]
        sticks.append(rate)
        for game_id, n in SPEED_GAMES.items():
            for mode in modes:
                games = args.games if mode != "heuristic" else max(1, args.games // 4)
                for label, tree in trees.items():
                    if not (Path(tree) / "game" / game_id).is_dir():
                        continue  # an older checkout without this game
                    rate = _run(CHILD, tree, game_id, str(n), mode, str(games))
                    figures.setdefault((game_id, mode, label), []).append(float(rate))  # type: ignore[arg-type]
        print(f"round {r + 1}/{args.rounds} done", file=sys.stderr, flush=True)
    stick = statistics.median(sticks)
    print(f"yardstick ({which}): median {stick:.0f} steps/s over {args.rounds} rounds")
    for game_id, n in SPEED_GAMES.items():
        for mode in modes:
            parts = []
            for label in trees:
                got = figures.get((game_id, mode, label))
                if got is None:
                    parts.append(f"{label} (no such game)")
                    continue
                rate = statistics.median(got)
                parts.append(f"{label} {rate:7.0f} steps/s = {rate / stick:4.2f}x")
            line = f"{game_id:16s} {n} seats {mode:9s} " + "  |  ".join(parts)
            if (game_id, mode, "before") in figures:
                before = statistics.median(figures[(game_id, mode, "before")])
                for label in trees:
                    if label != "before":
                        rate = statistics.median(figures[(game_id, mode, label)])
                        line += f"  |  {label}/before {rate / before:.2f}"
            print(line)


def _compiled_copy(dest: Path) -> str:
    """`dest`, a copy of this checkout with its rules compiled (tools/compile_rules.py), made
    now unless `dest` already holds one."""
    if not any((dest / "game" / "core" / f"agenda{end}").exists() for end in EXTENSION_SUFFIXES):
        sys.path.insert(0, str(ROOT / "tools"))
        from compile_rules import stage

        print(f"compiling the rules into {dest} (a few minutes)", file=sys.stderr, flush=True)
        stage(dest)
    return str(dest)


# ---- search rate -------------------------------------------------------------------------------
def rate(args: argparse.Namespace) -> None:
    sys.path.insert(0, str(ROOT))
    from game import registry
    from game.core.ai import Budget, ai_rng
    from game.core.playout import new_match, play_out

    for game_id, n in SPEED_GAMES.items():
        game = registry.get(game_id)
        rules = registry.rules_for(game_id)
        if "hard" not in game.all_levels():
            print(f"{game_id:16s} no hard level")
            continue
        budget = Budget(seconds=args.think_ms / 1000)
        match, heuristics = new_match(game, rules, ["heuristic"] * n, 7, record_hashes=False)
        hard = game.policy("hard", rules, budget)
        figures = []
        searched = 0
        for _ in range(args.decisions):
            play_out(match, heuristics, max_steps=40)
            while not match.is_over and match.chance_pending:
                match.step_chance()  # (a playout cut at its step limit may stop at a chance step)
            if match.is_over:
                break
            d = match.decisions()[0]
            if len(d.options) < 2 or d.kind in hard.spec.plain:  # type: ignore[attr-defined]
                continue
            t0 = time.process_time()
            hard.choose(match.view(d.seat), d, ai_rng(7, d.seat))
            stats = hard.last  # type: ignore[attr-defined]
            figures.append(stats.iterations / (time.process_time() - t0))
            searched += 1
        if figures:
            print(
                f"{game_id:16s} {n} seats: {statistics.median(figures):.0f} iterations/s "
                f"(median of {searched} searches, {args.think_ms} ms each)"
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="what", required=True)
    s = sub.add_parser("strength")
    s.add_argument("--game", required=True, choices=sorted(STRENGTH))
    s.add_argument("--games", type=int, default=200)
    s.add_argument("--think-ms", type=int, default=1000)
    s.add_argument("--iterations", type=int, default=0)
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--jobs", type=int, default=1)
    s.add_argument("--max-steps", type=int, default=0)
    s.add_argument("--out", default="", help="append one JSON line per game to this file")
    c = sub.add_parser("compare")
    c.add_argument("a", help="a `strength --out` file")
    c.add_argument("b", help="another, of the same seeds")
    p = sub.add_parser("speed")
    p.add_argument("--before", default="")
    p.add_argument("--compiled", default="", help="a folder for (or holding) a compiled copy")
    p.add_argument("--openspiel", default="", help="a site folder holding open_spiel")
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--ttt-games", type=int, default=3000)
    r = sub.add_parser("rate")
    r.add_argument("--think-ms", type=int, default=1000)
    r.add_argument("--decisions", type=int, default=6)
    args = parser.parse_args()
    {"strength": strength, "compare": compare, "speed": speed, "rate": rate}[args.what](args)


if __name__ == "__main__":
    main()
