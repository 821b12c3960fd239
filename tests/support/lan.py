"""A LAN table in one process, on 127.0.0.1: the host (HostServer + HostSession over a Match,
its own seats played by AI policies) and joiners (JoinClient + RemoteMatch, each playing its seat
by the game's policy from the view the host sent it). Every message a joiner receives is kept
(`Joiner.received`) with what its seat saw on the host at that step (`Table.truth`), so a test
can check that nothing else ever left the host."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

from game import registry
from game.core.ai import ai_rng
from game.core.match import Match
from game.core.types import Event, SeatConfig
from game.net.client import JoinClient, Lost
from game.net.host import HostServer
from game.net.messages import Closed, Refused, Started, Update, Welcome
from game.net.remote import RemoteMatch, refusal
from game.net.session import HostSession
from scenes.table.budget import FrameWork


class HostTableStub:
    """The side of a table that HostLink uses (scenes/table/lan.py): its app's after-frame
    callbacks, its frame's work budget, its step budget, whether it is on top (`top`), and
    when it was readied for its next frame (`readied`: the `until` of each `ready`)."""

    def __init__(self) -> None:
        self.app = SimpleNamespace(after_frame=[])
        self.work = FrameWork()
        self.step_budget = 0.0
        self.top = True
        self.readied: list[float] = []

    def is_top(self) -> bool:
        return self.top

    def ready(self, until: float) -> None:
        self.readied.append(until)


WAIT = 10.0  # seconds any one wait may take before the test fails (never hangs)


def wait_for(cond, timeout: float = WAIT, poll=None) -> None:
    end = time.monotonic() + timeout
    while not cond():
        if time.monotonic() > end:
            raise TimeoutError("waited too long")
        if poll is not None:
            poll()
        time.sleep(0.001)


@dataclass
class Joiner:
    name: str
    client: JoinClient
    level: str = "random"
    token: str = ""
    seats: tuple[int, ...] = ()
    remote: RemoteMatch | None = None
    received: list[Any] = field(default_factory=list)
    refusals: list[Refused] = field(default_factory=list)
    lost: list[Lost] = field(default_factory=list)
    policy: Any = None
    rng: Any = None
    acted: int = 0

    def pump(self) -> None:
        for message in self.client.drain():
            self.received.append(message)
            if isinstance(message, Welcome):
                self.token, self.seats = message.token, tuple(message.seats)
            elif isinstance(message, Started):
                self.remote = RemoteMatch(message, self.client.send)
                game = registry.get(message.config.game)
                self.policy = game.policy(self.level, self.remote.rules, None)
                self.rng = ai_rng(message.config.seed, message.seats[0])
            elif isinstance(message, Update) and self.remote is not None:
                self.remote.apply(message)
            elif isinstance(message, Refused):
                self.refusals.append(message)
                if self.remote is not None:
                    self.remote.refused(refusal(message.key, message.rule, message.args))
            elif isinstance(message, (Lost, Closed)):
                self.lost.append(message)  # type: ignore[arg-type]

    def play(self) -> bool:
        """Answer its seat's decision if it has one; True when it sent an action."""
        r = self.remote
        if r is None or r.is_over:
            return False
        for d in r.decisions():
            if d.seat in self.seats:
                view = r.view(d.seat)
                action = self.policy.choose(view if self.policy.needs_view else None, d, self.rng)
                r.submit(d.seat, action, ms=10 if r.clocked else None)
                self.acted += 1
                return True
        return False


@dataclass
class Table:
    game_id: str
    server: HostServer
    joiners: list[Joiner]
    match: Match | None = None
    session: HostSession | None = None
    policies: dict[int, Any] = field(default_factory=dict)
    truth: dict[tuple[int, int], Any] = field(default_factory=dict)  # (seat, step) -> view
    seen: dict[int, list[Event]] = field(default_factory=dict)  # seat -> events it may see
    host_steps: int = 0
    forced_seen: int = 0  # decisions sent to a joiner that the host should have taken itself
    telling: dict[int, set[int]] = field(default_factory=dict)  # step -> seats asked in secret

    def pump(self) -> None:
        for j in self.joiners:
            j.pump()

    def close(self) -> None:
        for j in self.joiners:
            j.client.close()
        if self.session is not None:
            self.session.close()
        else:
            self.server.stop()


def open_table(game_id: str, n_seats: int, joiners: int, level: str = "random") -> Table:
    """A host with `n_seats` seats, the first `joiners` open and taken by joiners."""
    names = [f"Seat {i + 1}" for i in range(n_seats)]
    server = HostServer(game_id, names, list(range(joiners)), port=0, bind="127.0.0.1")
    server.start()
    table = Table(game_id, server, [])
    for i in range(joiners):
        client = JoinClient("127.0.0.1", server.port)
        joiner = Joiner(f"Joiner {i + 1}", client, level)
        table.joiners.append(joiner)
        client.hello(server.code, joiner.name)
        wait_for(lambda n=i + 1: len(server.joined_seats()) == n, poll=server.poll_lobby)
    for j in table.joiners:
        wait_for(lambda j=j: (j.pump(), bool(j.seats))[1])
    return table


def start(table: Table, seed: int = 7) -> None:
    server = table.server
    game = registry.get(table.game_id)
    rules = registry.rules_for(table.game_id)
    taken = server.joined_seats()
    seats = [
        SeatConfig(taken[i], "human") if i in taken else SeatConfig(f"AI {i + 1}", "ai", "random")
        for i in range(len(server.names))
    ]
    config = game.make_config(seats, seed=seed)
    table.match = match = Match(rules, config)
    table.policies = {
        i: game.policy("random", rules, None) for i, s in enumerate(seats) if not s.is_human
    }
    table.rngs = {i: ai_rng(seed, i) for i in table.policies}  # type: ignore[attr-defined]
    table.session = HostSession(server, match)
    table.seen = {s: [] for s in table.session.remote}
    match.listeners.append(
        lambda events: [table.seen[s].extend(Match.events_for(s, events)) for s in table.seen]
    )
    table.telling[0] = {
        d.seat for d in match.decisions() if match.rules.asking_tells(match.state, d)
    }
    table.session.begin()
    for s in table.session.remote:
        table.truth[(s, len(match.log))] = match.view(s)


def host_frame(table: Table) -> None:
    """One frame of the host: joiners' actions in, the host's own seats' steps, updates out."""
    match, session = table.match, table.session
    assert match is not None and session is not None
    session.poll()
    for _ in range(20):
        if match.is_over:
            break
        if match.chance_pending:
            match.step_chance()
            table.host_steps += 1
            continue
        mine = [d for d in match.decisions() if d.seat in table.policies]
        if not mine:
            break
        d = mine[0]
        view = match.view(d.seat)
        action = table.policies[d.seat].choose(view, d, table.rngs[d.seat])  # type: ignore[attr-defined]
        match.submit(d.seat, action, ms=0 if match.clocked else None)
        table.host_steps += 1
    session.take_forced()
    table.telling[len(match.log)] = {
        d.seat for d in match.decisions() if match.rules.asking_tells(match.state, d)
    }
    for s in session.remote:  # what each remote seat sees at the step about to be sent
        table.truth[(s, len(match.log))] = match.view(s)
    table.forced_seen += sum(
        1 for d in match.decisions() if d.seat in session.remote and match.forced(d) is not None
    )
    session.flush()


def play(table: Table, max_steps: int, timeout: float = 60.0) -> None:
    """Host frames and joiners' answers until the match ends or reaches `max_steps` steps."""
    match = table.match
    assert match is not None
    end = time.monotonic() + timeout
    while not match.is_over and len(match.log) < max_steps:
        if time.monotonic() > end:
            raise TimeoutError(f"{table.game_id}: stuck at step {len(match.log)}")
        host_frame(table)
        table.pump()
        for j in table.joiners:
            j.play()
        time.sleep(0.0005)
    host_frame(table)
