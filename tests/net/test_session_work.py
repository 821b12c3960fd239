"""What a host's flush leaves to the network thread: the comparison of each joiner's view with
the one sent before (which fields a patch carries) runs in the update's builder, not in the
host's frame."""

from __future__ import annotations

import threading

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


def test_the_views_are_compared_in_the_builder_on_the_network_thread(monkeypatch):
    game = registry.get("mutinies")
    seats = [SeatConfig("Ana", "ai"), SeatConfig("Ben", "human")]
    seats += [SeatConfig(f"AI {k}", "ai") for k in range(len(seats), game.info.min_seats)]
    match = Match(registry.rules_for("mutinies"), game.make_config(seats, seed=4))
    server = Server()
    session = HostSession(server, match)  # type: ignore[arg-type]  # its main-thread side
    session.begin()
    compared: list[str] = []
    real = session_module.changed_fields

    def changed_fields(*args: object) -> list[str] | None:
        compared.append(threading.current_thread().name)
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(session_module, "changed_fields", changed_fields)
    first = server.sent[-1][1]
    server.sent.clear()
    if match.chance_pending:  # the match moves on one step
        match.step_chance()
    else:
        d = match.decisions()[0]
        match.submit(d.seat, d.options[0])
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
