"""Kratos figures (not a test): the issue's targets, measured.

    python tests/bench/bench_kratos.py [--ai-games 200] [--random-games 30] [--hvr-games 90]
                                       [--boards 2000] [--jobs 1] [--skip ...]

1. KD-48: 9 heuristic seats with the KD-46 defaults, over `--ai-games` seeds: every game ends
   (0 errors, 0 step caps), the distribution of endings and of game length (rounds), the median
   round of the first famine (target >= 15), games with at least one elimination (target >= 70 %).
   Also the self-shots per game: how often a seat fires on its own pieces (scuttling, K-69).
2. Speed of those games: seconds per whole game on one core (target < 20 s for 30 rounds), and an
   AI seat's whole turn (every decision it makes in one of its turns) p99 (target <= 100 ms).
3. Random playouts, 9 seats and 2..8: steps per second on one core (target >= 20,000), measured
   as process time (the machine may be shared).
4. One heuristic seat among 8 random ones, every position: how often it ranks first (target
   >= 80 %).
5. The board generator over `--boards` seeds (5.1 validity, 5.3 restarts).
"""

from __future__ import annotations

import argparse
import collections
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game import registry  # noqa: E402
from game.core import Chance, Over  # noqa: E402
from game.core.ai import ai_rng  # noqa: E402
from game.core.playout import new_match, play_out  # noqa: E402
from game.core.rng import Rng  # noqa: E402
from game.kratos.catalogue import valid_spots  # noqa: E402
from game.kratos.generator import random_board  # noqa: E402

GAME = "kratos"


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def play_timed(levels: list[str], seed: int):
    """One match; returns (match, result, process seconds, per-seat turn times in seconds)."""
    game = registry.get(GAME)
    rules = registry.rules_for(GAME)
    m, policies = new_match(game, rules, levels, seed, record_hashes=False, undo=False)
    rngs = [ai_rng(seed, q) for q in range(len(levels))]
    turns: list[float] = []
    current: dict[tuple[int, int], float] = collections.defaultdict(float)
    self_shots = [0] * len(levels)
    t0 = time.process_time()
    steps = 0
    cap = game.info.step_cap
    while steps < cap:
        p = m.pending
        if isinstance(p, Over):
            break
        if isinstance(p, Chance):
            m.step_chance()
        else:
            d = p[0]
            policy = policies[d.seat]
            s = m.state
            key = (d.seat, s.turns_taken[d.seat] * 1000 + s.round)
            c0 = time.process_time()
            view = rules.view(s, d.seat) if policy.needs_view else None
            action = policy.choose(view, d, rngs[d.seat])
            if action.kind == "target" and action.args[0] == "piece":
                target = s.pieces.get(int(str(action.args[1])))
                self_shots[d.seat] += target is not None and target.owner == d.seat
            m.submit(d.seat, action)
            current[key] += time.process_time() - c0
        steps += 1
    seconds = time.process_time() - t0
    turns = list(current.values())
    capped = not isinstance(m.pending, Over)
    result = rules.result(m.state) if not capped else rules.standings(m.state)
    return m, result, seconds, turns, capped, steps, self_shots


def _kd48_game(seed: int) -> tuple | str:
    """One 9-heuristic game: its summary figures, or the error it raised."""
    rules = registry.rules_for(GAME)
    try:
        m, _, sec, t, cap, _, shots = play_timed(["heuristic"] * 9, seed)
    except Exception as exc:  # a benchmark reports, it does not stop
        return f"  seed {seed}: {exc!r}"
    s = rules.summary(m.state)
    return (
        cap,
        s["ending"],
        s["round"],
        s["first_famine_round"],
        bool(s["eliminations"]),
        sec,
        t,
        sum(shots),
    )


def _map(fn, seeds: range, jobs: int) -> list:
    if jobs <= 1:
        return [fn(seed) for seed in seeds]
    import multiprocessing

    with multiprocessing.Pool(jobs) as pool:
        return pool.map(fn, seeds, chunksize=1)


def kd48(games: int, jobs: int = 1) -> None:
    endings: collections.Counter[str] = collections.Counter()
    rounds: list[int] = []
    famines: list[int] = []
    eliminated = errors = capped = 0
    seconds: list[float] = []
    per30: list[float] = []
    turns: list[float] = []
    self_shot_games: list[int] = []
    for out in _map(_kd48_game, range(1, games + 1), jobs):
        if isinstance(out, str):
            errors += 1
            print(out)
            continue
        cap, ending, rnd, famine, elim, sec, t, shots = out
        capped += cap
        endings[ending] += 1
        rounds.append(rnd)
        famines.append(famine or 99)
        eliminated += elim
        seconds.append(sec)
        per30.append(sec * 30 / max(1, rnd))
        turns += t
        self_shot_games.append(shots)
    n = len(rounds)
    print(
        f"[1] KD-48, {games} games of 9 heuristic seats (KD-46 defaults): {errors} errors, {capped} capped"
    )
    print(f"    endings: {dict(endings)}")
    dist = collections.Counter(rounds)
    print(
        f"    game length (rounds): median {statistics.median(rounds)}, min {min(rounds)}, max {max(rounds)}"
    )
    print(f"    rounds histogram: {dict(sorted(dist.items()))}")
    print(
        f"    first famine round: median {statistics.median(famines)} (target >= 15), "
        f"histogram {dict(sorted(collections.Counter(famines).items()))}"
    )
    print(
        f"    games with an elimination: {eliminated}/{n} = {100 * eliminated / max(1, n):.0f} % (target >= 70 %)"
    )
    print(
        f"    self-shots (a seat firing on its own piece, K-69 scuttling) per game: mean "
        f"{statistics.mean(self_shot_games):.1f}, median {statistics.median(self_shot_games)}, "
        f"max {max(self_shot_games)}"
    )
    print(
        f"[2] whole game: mean {statistics.mean(seconds):.2f} s, max {max(seconds):.2f} s of process time; "
        f"scaled to 30 rounds: max {max(per30):.2f} s (target < 20 s)"
    )
    print(
        f"    an AI seat's whole turn: p50 {percentile(turns, 0.5) * 1000:.1f} ms, "
        f"p99 {percentile(turns, 0.99) * 1000:.1f} ms, max {max(turns) * 1000:.1f} ms (target p99 <= 100 ms)"
    )


def random_steps(n: int, seed: int) -> tuple[int, float]:
    """One random playout as the simulator plays it (`game.core.playout.play_out`, no chart
    points or hashes recorded): its steps and process seconds. Nothing is timed per decision,
    as `play_timed` does for the AI's turn times."""
    game = registry.get(GAME)
    rules = registry.rules_for(GAME)
    m, policies = new_match(  # as the simulator makes it (game/simulate.py)
        game, rules, ["random"] * n, seed, record_hashes=False, undo=False, record_progress=False
    )
    t0 = time.process_time()
    out = play_out(m, policies, max_steps=game.info.step_cap)
    seconds = time.process_time() - t0
    assert not out.capped, f"random playout capped: {n} seats, seed {seed}"
    return out.steps, seconds


def random_speed(games: int) -> None:
    total_steps = 0
    total = 0.0
    by_n = {}
    for n in (9, 8, 7, 6, 5, 4, 3, 2):
        steps = 0
        sec = 0.0
        for seed in range(1, games + 1):
            st, s = random_steps(n, seed)
            steps += st
            sec += s
        by_n[n] = steps / sec
        total_steps += steps
        total += sec
    print(
        f"[3] random playouts: {total_steps / total:.0f} steps/s overall (process time, one core; "
        f"target >= 20,000); by seats: " + ", ".join(f"{n}: {v:.0f}" for n, v in by_n.items())
    )


def _hvr_game(seed: int) -> tuple[int, bool, int]:
    pos = seed % 9
    levels = ["random"] * 9
    levels[pos] = "heuristic"
    _, result, _, _, _, _, shots = play_timed(levels, seed)
    return pos, result.ranking[0] == (pos,), shots[pos]


def heuristic_vs_random(games: int, jobs: int = 1) -> None:
    first = 0
    by_pos: collections.Counter[int] = collections.Counter()
    shots = 0
    for pos, won, shot in _map(_hvr_game, range(1, games + 1), jobs):
        first += won
        by_pos[pos] += won
        shots += shot
    print(
        f"[4] 1 heuristic + 8 random: heuristic ranked first alone in {first}/{games} = "
        f"{100 * first / games:.0f} % (target >= 80 %); by position {dict(sorted(by_pos.items()))}; "
        f"its self-shots per game {shots / max(1, games):.1f}"
    )


def boards(seeds: int) -> None:
    rules = registry.rules_for(GAME)
    k = rules.g.k
    t0 = time.process_time()
    bad = 0
    for seed in range(seeds):
        spots = random_board(Rng(seed), 26, 20, 18, k.generator_max_restarts)
        bad += spots is None or not valid_spots(26, 20, spots, 18)
    print(
        f"[5] generator: {seeds} seeds on 26x20, {bad} invalid or failed, {time.process_time() - t0:.1f} s"
    )


def main() -> None:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--ai-games", type=int, default=200)
    ap.add_argument("--random-games", type=int, default=10)
    ap.add_argument("--hvr-games", type=int, default=90)
    ap.add_argument("--boards", type=int, default=2000)
    ap.add_argument("--jobs", type=int, default=1, help="processes for parts 1 and 4")
    ap.add_argument("--skip", default="", help="comma-separated parts to skip: 1,3,4,5")
    args = ap.parse_args()
    skip = set(args.skip.split(","))
    if "1" not in skip:
        kd48(args.ai_games, args.jobs)
    if "3" not in skip:
        random_speed(args.random_games)
    if "4" not in skip:
        heuristic_vs_random(args.hvr_games, args.jobs)
    if "5" not in skip:
        boards(args.boards)


if __name__ == "__main__":
    main()
