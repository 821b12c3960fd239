"""HostSession.flush(hold=True): a frame's updates are built on the main thread and kept until
`send_held` hands them to the network thread at once (the host's table does it after its frame
is drawn); nothing is lost or reordered: a rejoin's welcome and the session's Closed go after
what was built before them."""

from __future__ import annotations

from typing import Any

from game import registry
from game.core import Match, SeatConfig
from game.core.playout import play_out
from game.net.messages import Closed, Started
from game.net.session import HostSession


class Wire:
    """The HostServer's side a session uses, recording what is handed over (in order)."""

    def __init__(self, remote: list[int]) -> None:
        self.remote = remote
        self.handed: list[tuple[str, Any]] = []

    def joined_seats(self) -> dict[int, str]:
        return {s: f"Joiner {s}" for s in self.remote}

    def connected_seats(self) -> frozenset[int]:
        return frozenset(self.remote)

    def drain(self, limit: int = 64) -> Any:
        return iter(())

    def start_match(self) -> None:
        pass

    def send(self, seat: int, message: Any) -> None:
        self.handed.append(("Started" if isinstance(message, Started) else "update", seat))

    def send_many(self, messages: list[tuple[int, Any]]) -> None:
        assert all(callable(m) for _, m in messages), "updates are encoded on the network thread"
        self.handed.append(("updates", [seat for seat, _ in messages]))

    def broadcast(self, message: Any) -> None:
        self.handed.append(("Closed", message.key if isinstance(message, Closed) else None))

    def stop(self) -> None:
        pass


def session_at_step() -> tuple[HostSession, Wire, Match]:
    game = registry.get("mutinies")
    seats = [SeatConfig("Host", "ai", "random")] + [SeatConfig(f"J{s}", "human") for s in (1, 2)]
    match = Match(registry.rules_for("mutinies"), game.make_config(seats, seed=3))
    wire = Wire([1, 2])
    session = HostSession(wire, match)  # type: ignore[arg-type]  # the server's side it uses
    session.begin()
    wire.handed.clear()
    return session, wire, match


def one_step(match: Match) -> None:
    policies = [registry.get("mutinies").policy("random") for _ in match.config.seats]
    before = len(match.log)
    play_out(match, policies, max_steps=1)
    assert len(match.log) == before + 1


def test_held_updates_go_together_when_handed_over_and_not_before():
    session, wire, match = session_at_step()
    one_step(match)
    session.flush(hold=True)
    assert wire.handed == [], "built, kept on the main thread"
    session.flush(hold=True)  # nothing new since: nothing more
    session.send_held()
    assert wire.handed == [("updates", [1, 2])]
    session.send_held()
    assert wire.handed == [("updates", [1, 2])], "handed over once"
    one_step(match)
    session.flush()  # not held: at once, as before
    assert wire.handed[-1] == ("updates", [1, 2])


def test_what_was_held_goes_before_a_welcome_back_and_before_the_closed():
    session, wire, match = session_at_step()
    one_step(match)
    session.flush(hold=True)
    session._welcome_back(1, resumed=True)
    assert wire.handed == [("updates", [1, 2]), ("Started", 1), ("update", 1)]
    wire.handed.clear()
    one_step(match)
    session.flush(hold=True)
    session.close()
    assert wire.handed == [("updates", [1, 2]), ("Closed", "net.closed.host_paused")]
