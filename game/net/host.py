"""The host's side of a LAN match: a websockets server on its own thread, and the seat table.

The Match stays the main thread's. The network thread only checks what arrives (size, schema,
join code, seat token, that an action is for the sender's own seat) and hands what passes to the
main thread through one bounded queue (`inbound`); the main thread (HostSession, session.py)
applies actions through `Match.submit`, which refuses illegal ones with their rule. What goes
out is queued per connection (bounded): a joiner too slow to take its updates is dropped (it
may rejoin with its token) rather than the host waiting for it.

    server = HostServer("kratos", names, open_seats=[1, 2], port=0)   # 0: any free port
    server.start()                       # listening when it returns (OSError if it cannot)
    server.code, server.port             # what joiners type
    for item in server.drain(): ...      # main thread, every frame: Joined / Left / Acted
    server.send(seat, build)             # build() -> bytes runs on the network thread
    server.stop()
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import secrets
import threading
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from .messages import (
    MAX_TO_HOST,
    PROTOCOL,
    Act,
    Closed,
    Hello,
    Lobby,
    LobbySeat,
    Malformed,
    Message,
    Refused,
    Rejoin,
    Welcome,
    Who,
    decode_to_host,
    encode,
)

DEFAULT_PORT = 47_474  # TCP; settable (main.py --port, the Host screen)
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: read aloud across a room
CODE_LENGTH = 4
INBOUND_MAX = 256  # items waiting for the main thread, all connections together
PENDING_ACTS = 8  # actions one connection may have waiting for the main thread
OUTBOX_MAX = 64  # messages waiting to go to one connection; beyond: it is too slow, dropped
HELLO_TIMEOUT = 5.0  # seconds a new connection has to say who it is
SEND_TIMEOUT = 5.0  # seconds one message may take to leave; beyond: dropped
MAX_CONNECTIONS = 24


def make_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


# ---- what the network thread hands the main thread -----------------------------------------------
@dataclass(frozen=True)
class Joined:
    seat: int
    name: str
    rejoined: bool = False


@dataclass(frozen=True)
class Left:
    seat: int


@dataclass(frozen=True)
class Acted:
    seat: int
    message: Act
    conn: int  # the connection it came by (a refusal goes back to it)


Inbound = Joined | Left | Acted
Builder = Callable[[], bytes]


@dataclass
class SeatSlot:
    """An open seat: empty, or held by a joiner (its name and secret token; `conn` while it is
    connected)."""

    seat: int
    name: str = ""
    token: str = ""
    conn: int | None = None


@dataclass(eq=False)
class _Conn:
    ident: int
    ws: ServerConnection
    outbox: asyncio.Queue[bytes | Builder | None] = field(
        default_factory=lambda: asyncio.Queue(OUTBOX_MAX)
    )
    seats: tuple[int, ...] = ()
    pending: int = 0  # its actions waiting in `inbound`


class HostServer:
    def __init__(
        self,
        game: str,
        names: Sequence[str],
        open_seats: Sequence[int],
        *,
        port: int = DEFAULT_PORT,
        bind: str = "0.0.0.0",
        code: str | None = None,
        colours: Sequence[str] = (),
        ai_seats: Sequence[int] = (),
    ) -> None:
        self.game = game
        self.names = list(names)  # every seat's name as the host set it (open seats: a default)
        # every seat's colour, shown in the lobbies ("" or none: the rules deal them at the start)
        self.colours = list(colours)
        self.code = code or make_code()
        self.port = port
        self.bind = bind
        self.inbound: queue.Queue[Inbound] = queue.Queue(INBOUND_MAX)
        self.slots = {s: SeatSlot(s) for s in open_seats}
        self.started = False  # after the start no new joiner is seated (only rejoins)
        # seats the host gave an AI, and open seats handed to one (nobody took them)
        self.ai_seats: set[int] = set(ai_seats)
        self.refused = 0  # messages refused (tests and the host's log read it)
        self.dropped = 0  # connections dropped for being too slow
        self._lock = threading.Lock()
        self._conns: dict[int, _Conn] = {}
        self._next = 1
        self._loop: asyncio.AbstractEventLoop | None = None
        self._server: Server | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._arrived = threading.Event()  # set by the network thread with each item put
        self._error: BaseException | None = None

    # ---- life --------------------------------------------------------------------------------
    def start(self, timeout: float = 5.0) -> None:
        """Listen (on its own thread); returns once listening. OSError if the port is taken."""
        self._thread = threading.Thread(target=self._run, name="lan-host", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout):
            raise OSError("the LAN server did not start in time")
        if self._error is not None:
            raise OSError(str(self._error)) from self._error

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            loop.run_until_complete(self._listen())
            loop.run_forever()
        finally:
            loop.close()

    async def _listen(self) -> None:
        try:
            self._server = await serve(
                self._handle,
                self.bind,
                self.port,
                max_size=MAX_TO_HOST,
                max_queue=4,
                open_timeout=HELLO_TIMEOUT,
                ping_interval=5,
                ping_timeout=10,
                close_timeout=2,
                compression=None,
            )
            self.port = self._server.sockets[0].getsockname()[1]
        except OSError as exc:
            self._error = exc
            asyncio.get_running_loop().stop()
        finally:
            self._ready.set()

    def stop(self) -> None:
        loop, server = self._loop, self._server
        if loop is None or loop.is_closed():
            return

        async def close() -> None:
            for _ in range(50):  # up to half a second for the last messages (a Closed) to leave
                if all(c.outbox.empty() for c in self._conns.values()):
                    break
                await asyncio.sleep(0.01)
            if server is not None:
                server.close()
                with contextlib.suppress(asyncio.TimeoutError):
                    await asyncio.wait_for(server.wait_closed(), 2.0)
            loop.stop()

        with contextlib.suppress(RuntimeError):
            asyncio.run_coroutine_threadsafe(close(), loop)
        if self._thread is not None:
            self._thread.join(3.0)

    # ---- the main thread's side ---------------------------------------------------------------
    def drain(self, limit: int = 64) -> Iterator[Inbound]:
        """What arrived since the last call (at most `limit` items a frame)."""
        for _ in range(limit):
            try:
                item = self.inbound.get_nowait()
            except queue.Empty:
                return
            if isinstance(item, Acted):
                self._call(self._acted, item.conn)
            yield item

    def wait(self, timeout: float) -> bool:
        """Main thread: wait up to `timeout` seconds for something to arrive; whether
        something waits in `inbound` (for `drain`)."""
        if not self.inbound.empty():
            return True
        self._arrived.clear()
        if not self.inbound.empty():  # put between the look and the clear
            return True
        return self._arrived.wait(timeout)

    def _acted(self, ident: int) -> None:
        conn = self._conns.get(ident)
        if conn is not None:
            conn.pending = max(0, conn.pending - 1)

    def send(self, seat: int, message: Message | Builder) -> None:
        """Queue a message for the joiner holding `seat` (if connected); a builder is called on
        the network thread (the costly encoding of a view happens there)."""
        with self._lock:
            slot = self.slots.get(seat)
            ident = slot.conn if slot is not None else None
        if ident is not None:
            self.send_conn(ident, message)

    def send_many(self, messages: Sequence[tuple[int, Message | Builder | bytes]]) -> None:
        """`send` for each (seat, message), handed to the network thread at once (one wake-up
        of its loop for a frame's updates, not one each); a message may come encoded."""
        with self._lock:
            idents = [self.slots[s].conn if s in self.slots else None for s, _ in messages]
        items = [
            (ident, encode(m) if isinstance(m, Message) else m)
            for ident, (_, m) in zip(idents, messages)
            if ident is not None
        ]
        if items:
            self._call(self._enqueue_many, items)

    def send_conn(self, ident: int, message: Message | Builder) -> None:
        item: bytes | Builder = encode(message) if isinstance(message, Message) else message
        self._call(self._enqueue, ident, item)

    def connected(self, seat: int) -> bool:
        with self._lock:
            slot = self.slots.get(seat)
            return slot is not None and slot.conn is not None

    def connected_seats(self) -> frozenset[int]:
        """The open seats whose joiner is connected now."""
        with self._lock:
            return frozenset(s for s, slot in self.slots.items() if slot.conn is not None)

    def joined_seats(self) -> dict[int, str]:
        """Seat -> name of every open seat a joiner has taken (connected or not)."""
        with self._lock:
            return {s: slot.name for s, slot in self.slots.items() if slot.token}

    def lobby(self) -> Lobby:
        with self._lock:
            seats = []
            for s, name in enumerate(self.names):
                slot = self.slots.get(s)
                colour = self.colours[s] if s < len(self.colours) else ""
                if s in self.ai_seats:
                    seats.append(LobbySeat(seat=s, name=name, who="ai", colour=colour))
                elif slot is None:
                    seats.append(LobbySeat(seat=s, name=name, who="host", colour=colour))
                elif not slot.token:
                    who: Who = "ai" if self.started else "open"
                    seats.append(LobbySeat(seat=s, name=name, who=who, colour=colour))
                else:
                    who = "joiner" if slot.conn is not None else "away"
                    seats.append(LobbySeat(seat=s, name=slot.name, who=who, colour=colour))
        return Lobby(v=PROTOCOL, game=self.game, seats=seats)

    def broadcast(self, message: Message) -> None:
        data = encode(message)
        with self._lock:
            idents = [c for c in self._conns if self._conns[c].seats]
        for ident in idents:
            self._call(self._enqueue, ident, data)

    def restore(self, seat: int, name: str, token: str) -> None:
        """A resumed hosted match: `seat` belongs to the joiner holding `token` (its program
        rejoins by itself). No new joiner is seated after a restore."""
        with self._lock:
            self.started = True
            self.slots[seat] = SeatSlot(seat, name, token)

    def held_seats(self) -> list[tuple[int, str, str]]:
        """(seat, name, token) of every seat a joiner holds (for the host's resume ticket)."""
        with self._lock:
            return [
                (s, slot.name, slot.token) for s, slot in sorted(self.slots.items()) if slot.token
            ]

    def poll_lobby(self) -> bool:
        """Before the start (main thread, every frame): take what arrived; when someone joined
        or left, everyone connected is sent the new lobby. True when it changed."""
        changed = False
        for item in self.drain():
            changed = changed or isinstance(item, (Joined, Left))
        if changed:
            self.broadcast(self.lobby())
        return changed

    def start_match(self) -> None:
        """No more joiners are seated; open seats nobody took are the AI's."""
        with self._lock:
            self.started = True
            self.ai_seats |= {s for s, slot in self.slots.items() if not slot.token}

    def hand_to_ai(self, seat: int) -> None:
        """The host gives a (dropped) joiner's seat to an AI: its token no longer rejoins."""
        with self._lock:
            slot = self.slots.get(seat)
            if slot is None:
                return
            self.ai_seats.add(seat)
            slot.token = ""
            ident, slot.conn = slot.conn, None
        if ident is not None:
            self.send_conn(ident, Closed(v=PROTOCOL, key="net.closed.seat_to_ai"))

    def _call(self, fn: Callable[..., None], *args: Any) -> None:
        loop = self._loop
        if loop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):  # the loop is closing
                loop.call_soon_threadsafe(fn, *args)

    # ---- the network thread ----------------------------------------------------------------------
    def _enqueue(self, ident: int, item: bytes | Builder) -> None:
        conn = self._conns.get(ident)
        if conn is None:
            return
        try:
            conn.outbox.put_nowait(item)
        except asyncio.QueueFull:
            self.dropped += 1
            self._drop(conn)

    def _enqueue_many(self, items: list[tuple[int, bytes | Builder]]) -> None:
        for ident, item in items:
            self._enqueue(ident, item)

    def _drop(self, conn: _Conn) -> None:
        """A connection that cannot keep up: closed, its seats wait for a rejoin."""
        while not conn.outbox.empty():
            conn.outbox.get_nowait()
        conn.outbox.put_nowait(None)
        asyncio.get_running_loop().create_task(conn.ws.close(1013, "too slow"))

    async def _handle(self, ws: ServerConnection) -> None:
        with self._lock:
            if len(self._conns) >= MAX_CONNECTIONS:
                conn = None
            else:
                conn = _Conn(self._next, ws)
                self._next += 1
                self._conns[conn.ident] = conn
        if conn is None:
            await ws.close(1013, "busy")
            return
        writer = asyncio.get_running_loop().create_task(self._write(conn))
        try:
            await self._greet(conn)
            if conn.seats:
                async for raw in ws:
                    self._receive(conn, raw)
        except (TimeoutError, ConnectionClosed):
            pass
        finally:
            writer.cancel()
            self._forget(conn)
            await ws.close()

    async def _write(self, conn: _Conn) -> None:
        try:
            while True:
                item = await conn.outbox.get()
                if item is None:
                    return
                data = item if isinstance(item, bytes) else item()
                await asyncio.wait_for(conn.ws.send(data), SEND_TIMEOUT)
        except (TimeoutError, ConnectionClosed):
            await conn.ws.close(1013, "too slow")

    def _refuse(self, conn: _Conn, key: str, rule: str = "", **args: Any) -> None:
        self.refused += 1
        self._enqueue(conn.ident, encode(Refused(v=PROTOCOL, key=key, rule=rule, args=args)))

    async def _greet(self, conn: _Conn) -> None:
        raw = await asyncio.wait_for(conn.ws.recv(), HELLO_TIMEOUT)
        try:
            message = decode_to_host(raw)
        except Malformed as exc:
            self._refuse(conn, exc.key)
            await self._close_after_refusal(conn)
            return
        if isinstance(message, Hello):
            key = self._seat_joiner(conn, message)
        elif isinstance(message, Rejoin):
            key = self._reseat(conn, message.token)
        else:
            key = "net.refused.hello_first"
        if key:
            self._refuse(conn, key)
            await self._close_after_refusal(conn)
            return
        with self._lock:
            slot = self.slots[conn.seats[0]]
            token, name = slot.token, slot.name
        self._enqueue(
            conn.ident,
            encode(Welcome(v=PROTOCOL, token=token, seats=list(conn.seats), game=self.game)),
        )
        self._put(Joined(conn.seats[0], name, isinstance(message, Rejoin)))

    async def _close_after_refusal(self, conn: _Conn) -> None:
        conn.outbox.put_nowait(None)
        with contextlib.suppress(asyncio.TimeoutError, ConnectionClosed):
            await asyncio.wait_for(conn.ws.wait_closed(), 1.0)

    def _seat_joiner(self, conn: _Conn, hello: Hello) -> str:
        if not secrets.compare_digest(hello.code.encode(), self.code.encode()):
            return "net.refused.code"
        with self._lock:
            if self.started:
                return "net.refused.started"
            free = [s for s, slot in sorted(self.slots.items()) if not slot.token]
            if not free:
                return "net.refused.full"
            slot = self.slots[free[0]]
            slot.name, slot.token, slot.conn = hello.name, secrets.token_urlsafe(18), conn.ident
            conn.seats = (slot.seat,)
        return ""

    def _reseat(self, conn: _Conn, token: str) -> str:
        with self._lock:
            for slot in self.slots.values():
                if slot.token and secrets.compare_digest(slot.token.encode(), token.encode()):
                    old, slot.conn = slot.conn, conn.ident
                    conn.seats = (slot.seat,)
                    break
            else:
                return "net.refused.token"
        if old is not None and old in self._conns:  # the old connection is stale: close it
            stale = self._conns[old]
            stale.seats = ()
            stale.outbox.put_nowait(None)
            asyncio.get_running_loop().create_task(stale.ws.close(1000, "rejoined elsewhere"))
        return ""

    def _receive(self, conn: _Conn, raw: str | bytes) -> None:
        try:
            message = decode_to_host(raw)
        except Malformed as exc:
            self._refuse(conn, exc.key)
            return
        if not isinstance(message, Act):
            self._refuse(conn, "net.refused.unexpected")
            return
        if message.seat not in conn.seats:
            self._refuse(conn, "net.refused.not_your_seat", seat=message.seat)
            return
        if not self.started:
            self._refuse(conn, "net.refused.not_started")
            return
        if conn.pending >= PENDING_ACTS:
            self._refuse(conn, "net.refused.busy")
            return
        if self._put(Acted(message.seat, message, conn.ident)):
            conn.pending += 1
        else:
            self._refuse(conn, "net.refused.busy")

    def _put(self, item: Inbound) -> bool:
        try:
            self.inbound.put_nowait(item)
        except queue.Full:
            return False
        self._arrived.set()
        return True

    def _forget(self, conn: _Conn) -> None:
        with self._lock:
            self._conns.pop(conn.ident, None)
            left = [s for s in conn.seats if s in self.slots and self.slots[s].conn == conn.ident]
            for s in left:
                self.slots[s].conn = None
                if not self.started and s not in self.ai_seats:  # a lobby seat is free again
                    self.slots[s] = SeatSlot(s)
        for s in left:
            self._put(Left(s))  # a full queue: the main thread still sees `connected(s)` False
