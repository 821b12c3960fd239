"""What a host's flush leaves to the network thread: the comparison of each joiner's view with
the one sent before (which fields a patch carries) runs in the update's builder, not in the
host's frame."""

from __future__ import annotations

import threading
import time

from game import registry
from game.core import Match, SeatConfig
from game.net import session as session_module
from game.net.codec import from_wire, patched
from game.net.messages import decode_to_joiner
from game.net.session import HostSession


class Server:
    """The main thread's side of a HostServer, holding what is sent (builders not run)."""

    def __init__(self) -> None:
        self.sent: list[tuple[int, object]] = []

    def joined_seats(self) -> dict[int, str]:
        return {1: "Ben"}

    def connected_seats(self) -> frozenset[int]:
        return frozenset({1})

    def drain(self, limit: int = 64) -> list:
        return []

    def start_match(self) -> None:
        pass

    def send(self, seat: int, message: object) -> None:
        self.sent.append((seat, message))

    def send_many(self, messages: list[tuple[int, object]]) -> None:
        self.sent += messages


def _hosted() -> tuple[Match, Server, HostSession]:
    """A 21 Mutinies match hosted for Ben (seat 1), begun."""
    game = registry.get("mutinies")
    seats = [SeatConfig("Ana", "ai"), SeatConfig("Ben", "human")]
    seats += [SeatConfig(f"AI {k}", "ai") for k in range(len(seats), game.info.min_seats)]
    match = Match(registry.rules_for("mutinies"), game.make_config(seats, seed=4))
    server = Server()
    session = HostSession(server, match)  # type: ignore[arg-type]  # its main-thread side
    session.begin()
    return match, server, session


def _moved_on(match: Match) -> None:
    if match.chance_pending:
        match.step_chance()
    else:
        d = match.decisions()[0]
        match.submit(d.seat, d.options[0])


def test_the_views_are_compared_in_the_builder_on_the_network_thread(monkeypatch):
    match, server, session = _hosted()
    compared: list[str] = []
    real = session_module.changed_fields

    def changed_fields(*args: object) -> list[str] | None:
        compared.append(threading.current_thread().name)
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(session_module, "changed_fields", changed_fields)
    first = server.sent[-1][1]
    server.sent.clear()
    _moved_on(match)  # the match moves on one step
    session.flush()
    assert [seat for seat, _ in server.sent] == [1]
    assert compared == [], "the frame only reads the view"
    done: list[bytes] = []
    worker = threading.Thread(target=lambda: done.append(server.sent[0][1]()), name="net")  # type: ignore[operator]
    worker.start()
    worker.join()
    assert compared == ["net"], "compared where it is encoded"
    update = decode_to_joiner(done[0])
    assert update.patch, "a patch: only what changed goes"
    base = from_wire(decode_to_joiner(first()).view)  # type: ignore[operator]
    assert patched(base, update.view) == match.view(1)


def test_held_updates_are_encoded_by_the_host_while_it_has_time_the_rest_by_the_network():
    """send_held(encode_until): between frames the host's main thread encodes the updates its
    frame held (it would only wait); what the time left does not allow goes as builders, for
    the network thread. Either way the joiner gets the same bytes."""
    match, server, session = _hosted()
    server.sent.clear()
    _moved_on(match)
    session.flush(hold=True)
    assert server.sent == [], "held until the frame is drawn"
    session.send_held(encode_until=time.perf_counter() + 60.0)
    [(seat, encoded)] = server.sent
    assert seat == 1 and isinstance(encoded, bytes), "encoded here, with time to spare"
    server.sent.clear()
    _moved_on(match)
    session.flush(hold=True)
    session.send_held(encode_until=time.perf_counter() - 1.0)
    [(seat, build)] = server.sent
    assert callable(build), "no time left: the network thread encodes it"
    assert decode_to_joiner(encoded).step < decode_to_joiner(build()).step == len(match.log)
