"""LAN play benchmarks (not tests), on 127.0.0.1.

    python tests/bench/bench_lan.py latency [--game kratos|mutinies --joiners N --actions 300]
        What a player feels: a joiner's action until its own screen shows what came of it,
        through the real host program (the Kratos or 21 Mutinies table scene opened by the Host
        screen's path, its frame loop, its FrameWork, its AI seat; animations at the fastest
        pace) with every other seat a joiner (Kratos 8, 21 Mutinies 4), each a program of its
        own (one process each) whose screen takes in the host's updates once a frame (60 a
        second, not in step with the host's). Per action, from the frame in which the joiner
        chose it to the frame of its screen that shows the host's answer (the update after the
        action was taken; a refusal, and an action chosen while the host's table was still
        opening, are counted apart). Both games unless `--game`; p50 / p90 / p99 / max. Target
        p99 <= 50 ms.
    python tests/bench/bench_lan.py latency --session [--game mutinies --joiners 2]
        The same, but the host is the session alone (HostSession polled and flushed 60 times a
        second, its AI seats played in between: no table, no drawing), and each action counts
        until the host's and every joiner's screen show it.
    python tests/bench/bench_lan.py frames [--joiners 8 --frames 1500]
        The host's frame (update + draw of the real Kratos table, headless) with eight joiners
        connected and playing from another process. Target p99 <= 4 ms.

Prints p50 / p99 / max in milliseconds (wall time; the joiners of `frames` run in a separate
process so that they do not hold the host's interpreter). `frames` also prints the main thread's
CPU time per frame and its split: the network part (none: a host serves its joiners between
frames), the table's update (its own steps, the AI seat) and draw, the widgets; and for the
slowest 1% of frames the mean of each; then the main thread's CPU between frames (the joiners'
actions taken, their updates built and encoded, the table readied for its next frame, the
collector's due work) and how late each next frame began. The host program is warmed up first
as its lobby leaves it (App.warm: loaded, heap settled, fonts drawn), and `App.idle` runs after
each frame and `App.wait_for_frame` until the next one, as in the program's loop. The frames
in which the table opens (bench_table_open.py's business, target 16 ms) are run first and
reported apart: the `--frames` counted are those of play. `--profile FILE` writes a CPU profile
of the frames over the target. `latency` prints the host's frame CPU during it too.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.append(str(ROOT / "tests"))
os.environ.update(
    SDL_VIDEODRIVER="dummy",
    SDL_AUDIODRIVER="dummy",
    SDL_NO_SIGNAL_HANDLERS="1",
    PYGAME_HIDE_SUPPORT_PROMPT="1",
)
FRAME = 1 / 60
TARGET_MS = 4.0  # the host frame's target (p99)


def pct(samples: list[float], p90: bool = False) -> str:
    s = sorted(samples)

    def at(q: float) -> float:
        return s[min(len(s) - 1, int(len(s) * q))]

    ninety = f"  p90={at(0.9):.1f} ms" if p90 else ""
    return (
        f"n={len(s)} p50={s[len(s) // 2]:.1f} ms{ninety}  p99={at(0.99):.1f} ms  max={s[-1]:.1f} ms"
    )


def latency(game_id: str, joiners: int, actions: int) -> list[float]:
    samples: list[float] = []
    seed = 17
    while len(samples) < actions:  # match after match until there are enough samples
        samples += one_match(game_id, joiners, actions - len(samples), seed)
        seed += 1
    return samples


def one_match(game_id: str, joiners: int, actions: int, seed: int) -> list[float]:
    from support import lan
    from support.lan import open_table, start

    host_frame = lan.host_frame
    n = max(joiners + 1, 2)
    table = open_table(game_id, n, joiners)
    start(table, seed=seed)
    match = table.match
    pending: list[list[float]] = []  # [chosen at, host step before, step it led to (0: not yet)]
    samples: list[float] = []
    next_host = time.perf_counter()
    next_join = next_host + FRAME / 2  # the screens' frames are not in step with the host's
    try:
        while len(samples) < actions and not match.is_over:
            now = time.perf_counter()
            if now >= next_host:  # the host's frame
                next_host += FRAME
                host_frame(table)
                for p in pending:
                    if not p[2] and len(match.log) > p[1]:
                        p[2] = len(match.log)  # what the host's screen shows after this frame
            if now >= next_join:  # the joiners' frames
                next_join += FRAME
                table.pump()
                for p in [p for p in pending if p[2]]:
                    if all(j.remote.step >= p[2] for j in table.joiners):
                        samples.append((time.perf_counter() - p[0]) * 1000)
                        pending.remove(p)
                if not pending:
                    for j in table.joiners:
                        if j.play():
                            pending.append([time.perf_counter(), len(match.log), 0])
                            break
            time.sleep(0.0005)
        return samples
    finally:
        table.close()


BOTS = r"""import os, sys, time
sys.path.insert(0, {root!r}); sys.path.append({tests!r})
from game.net.client import JoinClient
from support.lan import Joiner
bots = []
for i in range({n}):
    c = JoinClient("127.0.0.1", {port})
    j = Joiner(f"Bot {{{first} + i + 1}}", c)
    c.hello({code!r}, j.name)
    bots.append(j)
"""  # the joiners' program: n bots joined; what they do follows (JOINER_BOTS, TIMED_BOTS)

JOINER_BOTS = (
    BOTS
    + r"""end = time.monotonic() + {seconds}
while time.monotonic() < end:
    for j in bots:
        j.pump()
        j.play()
    time.sleep(1 / 60)
for j in bots:
    j.client.close()
"""
)


class Phases:
    """The main thread's CPU per phase of each host frame (the network part is inside the
    table's update: it is taken out of it), and the split of the slowest frames."""

    def __init__(self, names: tuple[str, ...]) -> None:
        self.names = names
        self.frames: list[dict[str, float]] = []
        self.steps: list[int] = []
        self.now: dict[str, float] = {}
        self.depth = 0

    def timed(self, name: str, fn: Callable[..., Any]) -> Callable[..., Any]:
        def run(*args: Any, **kwargs: Any) -> Any:
            t0 = time.thread_time()
            self.depth += 1
            try:
                return fn(*args, **kwargs)
            finally:
                self.depth -= 1
                spent = (time.thread_time() - t0) * 1000
                self.now[name] = self.now.get(name, 0.0) + spent
                if name == "network" and self.depth:  # inside the table's update
                    self.now["table update"] = self.now.get("table update", 0.0) - spent

        return run

    def new_frame(self) -> None:
        self.now = {}

    def end_frame(self, cpu_ms: float, steps: int) -> None:
        self.now["rest"] = cpu_ms - sum(self.now.values())
        self.frames.append(self.now)
        self.steps.append(steps)
        self.now = {}  # what runs between frames is not the frame's

    def report(self, cpu: list[float]) -> None:
        for name in self.names:
            print(f"    {name:13s} CPU: {pct([f.get(name, 0.0) for f in self.frames])}")
        slow = sorted(range(len(cpu)), key=cpu.__getitem__)[-max(1, len(cpu) // 100) :]
        split = "  ".join(
            f"{name} {sum(self.frames[i].get(name, 0.0) for i in slow) / len(slow):.1f}"
            for name in self.names
        )
        steps = sum(self.steps[i] for i in slow) / len(slow)
        print(f"  the slowest 1% of frames, mean CPU ms: {split}  (steps {steps:.1f} a frame)")


class Others:
    """The CPU the host's other threads (the network's, the AI seats') take meanwhile: on the
    same interpreter they hold the frame up while they hold it (the wall time's excess)."""

    def __init__(self) -> None:
        self.start = {t.name: self._cpu(t) for t in threading.enumerate() if t.ident}

    @staticmethod
    def _cpu(thread: threading.Thread) -> float:
        try:
            return time.clock_gettime(time.pthread_getcpuclockid(thread.ident or 0))
        except (OSError, AttributeError):
            return 0.0

    def report(self, frames: int) -> None:
        for t in threading.enumerate():
            if t.name in self.start and t is not threading.main_thread():
                spent = (self._cpu(t) - self.start[t.name]) * 1000
                if spent > 1:
                    print(f"    thread {t.name}: {spent / frames:.2f} ms CPU a frame")


def warm(app: Any) -> None:
    """The program as the host finds it after its Host screen and lobby (as the player's loop
    runs them): everything loaded, the collector tuned and the heap settled, the fonts drawn."""
    from scenes.menus.title import TitleScene

    app.stack.push(TitleScene(app))
    app.stack.apply_pending()
    app.frame([], FRAME)
    app.after_first_frame()
    assert app._warming is not None
    app._warming.join()
    end = time.monotonic() + 30
    while not app.warm and time.monotonic() < end:
        app.frame([], FRAME)
        app.idle()


class Hosted:
    """The real host program with `joiners` bots connected from other processes (`script`, a
    format of the bots' program; `per_process` bots in each, all of them by default): the app warmed up as its lobby leaves it, a HostServer, the
    match started through the Host screen's path (`app.screens.host_table`) and the table's
    opening frames run. `frame()` runs one frame as the program's loop does (App.frame, then
    App.idle, then App.wait_for_frame and the rest of the 1/60 s asleep); its CPU and wall time
    are kept, and how late each next frame began."""

    def __init__(
        self,
        app: Any,
        game_id: str,
        joiners: int,
        seed: int,
        script: str,
        per_process: int = 0,
        **fmt: Any,
    ):
        from game import registry
        from game.core.match import Match
        from game.core.types import SeatConfig
        from game.net.host import HostServer
        from game.net.session import HostSession

        self.app = app
        n = joiners + 1
        names = [f"Seat {i + 1}" for i in range(n)]
        self.server = server = HostServer(
            game_id, names, list(range(1, n)), port=0, bind="127.0.0.1"
        )
        server.start()
        per = per_process or joiners
        self.bots = [
            subprocess.Popen(
                [
                    sys.executable,
                    "-c",
                    script.format(
                        root=str(ROOT),
                        tests=str(ROOT / "tests"),
                        n=min(per, joiners - first),
                        first=first,
                        port=server.port,
                        code=server.code,
                        **fmt,
                    ),
                ]
            )
            for first in range(0, joiners, per)
        ]
        try:
            end = time.monotonic() + 30
            while len(server.joined_seats()) < joiners:
                if time.monotonic() > end or not self.bots_running():
                    raise TimeoutError("the joiners did not arrive")
                server.poll_lobby()
                time.sleep(0.01)
            taken = server.joined_seats()
            seats = [SeatConfig("Host", "ai", "heuristic")] + [
                SeatConfig(taken[i], "human") for i in range(1, n)
            ]
            game = registry.get(game_id)
            self.match = Match(registry.rules_for(game_id), game.make_config(seats, seed=seed))
            self.session = HostSession(server, self.match)
            self.session.begin()
            app.screens.host_table(self.match, self.session)
            app.stack.apply_pending()
            self.table = app.stack.top
            assert self.table is not None
            self.cpu: list[float] = []  # each frame's main-thread CPU, milliseconds
            self.wall: list[float] = []
            self.late: list[float] = []  # how late the next frame began (ms)
            self.between: list[float] = []  # the main thread's CPU between frames (ms)
            while getattr(self.table, "opening", False) and len(self.cpu) < 600:
                self.frame()
            self.opening = self.cpu  # the frames in which the table opens (16 ms each)
            self.cpu, self.wall, self.late, self.between = [], [], [], []
        except BaseException:
            self.close()
            raise

    def frame(
        self,
        profiler: cProfile.Profile | None = None,
        drawn: Callable[[float], None] | None = None,
    ) -> float:
        """One frame of the host's loop; returns its main-thread CPU in milliseconds (`drawn`
        is told it before the work between frames begins)."""
        t0, c0 = time.perf_counter(), time.thread_time()
        if profiler is not None:
            profiler.enable()
        self.app.frame([], FRAME)
        self.app.idle()  # as the program's loop does after each frame
        if profiler is not None:
            profiler.disable()
        used = (time.thread_time() - c0) * 1000
        self.wall.append((time.perf_counter() - t0) * 1000)
        self.cpu.append(used)
        if drawn is not None:
            drawn(used)
        due = t0 + FRAME
        c1 = time.thread_time()
        self.app.wait_for_frame(due)  # the joiners' actions and updates, the table readied, GC
        self.between.append((time.thread_time() - c1) * 1000)
        rest = due - time.perf_counter()
        if rest > 0:
            time.sleep(rest)
        self.late.append(max(0.0, time.perf_counter() - due) * 1000)
        return used

    def bots_running(self) -> bool:
        return all(bot.poll() is None for bot in self.bots)

    def close(self) -> None:
        """Stop the bots, the server and the table."""
        for bot in self.bots:
            if bot.poll() is None:
                bot.kill()
            bot.wait(10)
        self.server.stop()
        app = self.app
        app.stack.reset(app.screens.title())
        app.stack.apply_pending()


def host_app(animation_speed: float = 1.0) -> Any:
    from scenes.tools import headless_app

    app = headless_app(
        Path(tempfile.mkdtemp()), None, ai_delay=0.0, animation_speed=animation_speed
    )
    warm(app)
    return app


def frames(joiners: int, count: int, profile: str | None = None) -> tuple[list[float], int]:
    app = host_app()
    seconds = count / 60 + 30
    host = Hosted(app, "kratos", joiners, 5, JOINER_BOTS, seconds=seconds)
    try:
        table, session, match = host.table, host.session, host.match
        phases = Phases(("network", "table update", "table draw", "widgets", "rest"))
        poll, flush = session.poll, session.flush
        session.poll = phases.timed("network", poll)  # type: ignore[method-assign]
        session.flush = phases.timed("network", flush)  # type: ignore[method-assign]
        table.update = phases.timed("table update", table.update)  # type: ignore[method-assign]
        table.draw = phases.timed("table draw", table.draw)  # type: ignore[method-assign]
        manager = app.manager
        manager.update = phases.timed("widgets", manager.update)  # type: ignore[method-assign]
        manager.draw_ui = phases.timed("widgets", manager.draw_ui)  # type: ignore[method-assign]
        slow: pstats.Stats | None = None  # the profile of the frames over the target
        opening = host.opening
        print(
            f"  the table opened in {len(opening)} frames, the worst {max(opening, default=0):.1f}"
            " ms CPU (not counted below)"
        )
        others = Others()
        for _ in range(count):
            phases.new_frame()
            steps0 = len(match.log)
            profiler = cProfile.Profile(time.thread_time) if profile else None

            def drawn(used: float, steps0: int = steps0) -> None:
                phases.end_frame(used, len(match.log) - steps0)

            used = host.frame(profiler, drawn)
            if profiler is not None and used > TARGET_MS:
                slow = pstats.Stats(profiler) if slow is None else slow.add(profiler)
        steps = len(match.log)
        cpu = host.cpu
        print(f"  host frame, CPU of its thread: {pct(cpu)}")
        print(f"  frames begun late (the work between frames, the sleep): {pct(host.late)}")
        print(
            "  between frames (the joiners' actions and updates, the table readied, the"
            f" collector), CPU: {pct(host.between)}"
        )
        phases.report(cpu)
        others.report(count)
        if profile and slow is not None:
            slow.dump_stats(profile)
            print(f"  profile (cProfile, CPU) of the frames over {TARGET_MS} ms: {profile}")
        return host.wall, steps
    finally:
        host.close()
        app.shutdown()


TIMED_BOTS = (
    BOTS
    + r"""asked = {{}}  # bot's index -> when it chose its action (its screen's frame)
out = open({out!r}, "a", buffering=1)  # a line per action: its latency, or "refused"
end = time.monotonic() + {seconds}
frame = time.perf_counter()
while time.monotonic() < end:
    for i, j in enumerate(bots):
        refusals = len(j.refusals)
        j.pump()
        now = time.perf_counter()
        r = j.remote
        if i in asked and len(j.refusals) > refusals:
            del asked[i]
            out.write("refused\n")
        elif i in asked and r is not None and not any(r.awaiting(s) for s in j.seats):
            chosen = asked.pop(i)
            out.write(f"{{(now - chosen) * 1000}}\n" if chosen >= 0 else "opening\n")
        if i not in asked and j.play():
            asked[i] = now
            if not os.path.exists({go!r}):  # chosen while the host's table opened: apart
                asked[i] = -1.0
        if r is not None and r.is_over:
            end = 0
    frame += 1 / 60  # every screen's frames, 60 a second
    time.sleep(max(0.0, frame - time.perf_counter()))
for j in bots:
    j.client.close()
"""
)


def latency_table(game_id: str, joiners: int, actions: int) -> list[float]:
    """A joiner's action until its own screen shows what came of it, through the real host
    table (its frame loop, its FrameWork, its AI seat), each joiner a program of its own (one
    process each, its screen's frames 60 a second): match after match until there are
    `actions` samples. The host's animations run at the settings' fastest pace (3x) so that
    its AI seat keeps the match moving."""
    app = host_app(animation_speed=3.0)
    samples: list[float] = []
    cpu: list[float] = []
    late: list[float] = []  # how late each next frame began
    seed, refused, opening = 17, 0, 0
    try:
        while len(samples) < actions:
            folder = Path(tempfile.mkdtemp())
            out, go = folder / "latency.txt", folder / "opened"
            out.touch()
            host = Hosted(
                app, game_id, joiners, seed, TIMED_BOTS, 1, seconds=600, out=str(out), go=str(go)
            )
            go.touch()  # the table is open: the actions chosen from now on are counted
            try:
                while host.bots_running() and not host.match.is_over:
                    host.frame()
                    if len(host.cpu) % 30 == 0 and len(samples) + _count(out) >= actions:
                        break
            finally:
                host.close()
            cpu += host.cpu
            late += host.late
            lines = out.read_text().split()
            refused += lines.count("refused")
            opening += lines.count("opening")
            samples += [float(x) for x in lines if x[0].isdigit()][: actions - len(samples)]
            seed += 1
    finally:
        app.shutdown()
    print(f"  host frame during it, CPU of its thread: {pct(cpu)}")
    print(f"  frames begun late (the work between frames, the sleep): {pct(late)}")
    if refused:
        print(f"  ({refused} actions refused, not counted)")
    if opening:
        print(f"  ({opening} actions chosen while the host's table opened, not counted)")
    return samples


def _count(path: Path) -> int:
    return sum(1 for line in path.read_text().split() if line[0].isdigit())


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("what", choices=("latency", "frames"))
    p.add_argument("--game", choices=("kratos", "mutinies"), default=None)
    p.add_argument("--joiners", type=int, default=None)
    p.add_argument("--actions", type=int, default=300)
    p.add_argument("--session", action="store_true", help="latency: the session alone")
    p.add_argument("--frames", type=int, default=1500)
    p.add_argument(
        "--profile", help="frames: write a cProfile of the host's frames over the target here"
    )
    a = p.parse_args()
    if a.what == "latency" and a.session:
        game = a.game or "mutinies"
        samples = latency(game, a.joiners or 2, a.actions)
        print(
            f"{game}, session only: joiner's action -> view updated on every screen: {pct(samples)}"
        )
    elif a.what == "latency":
        from game import registry

        for game in [a.game] if a.game else ["kratos", "mutinies"]:
            joiners = a.joiners or registry.SEATS[game][1] - 1
            samples = latency_table(game, joiners, a.actions)
            print(
                f"{game}, {joiners} joiners, through the host's table: a joiner's action -> its"
                f" screen shows it: {pct(samples, p90=True)}"
            )
    else:
        samples, steps = frames(a.joiners or 8, a.frames, a.profile)
        print(f"kratos, {a.joiners or 8} joiners: host frame {pct(samples)}  ({steps} steps)")


if __name__ == "__main__":
    main()
