"""The joiner's connection: a websockets client on its own thread (an asyncio loop), messages in
a bounded queue the scene polls every frame.

    client = JoinClient("192.168.1.20", 47474)
    client.hello("K7QX", "Ana")          # or client.rejoin(token)
    for message in client.drain(): ...   # Welcome, Lobby, Started, Update, Refused, Closed, Lost
    client.send(Act(...))
    client.close()

What the host sends is decoded on the network thread (size limit, schema, version); a message
that does not decode ends the connection (`Lost` with the reason): a host that sends garbage is
not one to play with. A full queue (the scene stopped polling) also ends it.
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import threading
from collections.abc import Iterator
from dataclasses import dataclass

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from .messages import (
    MAX_TO_JOINER,
    PROTOCOL,
    Hello,
    Malformed,
    Message,
    Rejoin,
    ToJoiner,
    decode_to_joiner,
    encode,
)

CONNECT_TIMEOUT = 5.0
INBOX_MAX = 512


@dataclass(frozen=True)
class Lost:
    """The connection ended (or never opened): `key` says why (`net.lost.*`)."""

    key: str
    detail: str = ""


Incoming = ToJoiner | Lost


class JoinClient:
    def __init__(self, address: str, port: int) -> None:
        self.address = address
        self.port = port
        self.inbox: queue.Queue[Incoming] = queue.Queue(INBOX_MAX)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._ws: ClientConnection | None = None
        self._thread: threading.Thread | None = None
        self.sent = 0

    def hello(self, code: str, name: str) -> None:
        self._open(Hello(v=PROTOCOL, code=code, name=name))

    def rejoin(self, token: str) -> None:
        self._open(Rejoin(v=PROTOCOL, token=token))

    def _open(self, first: Message) -> None:
        self.close()
        self.inbox = queue.Queue(INBOX_MAX)
        ready = threading.Event()
        self._thread = threading.Thread(
            target=self._run, args=(first, ready), name="lan-join", daemon=True
        )
        self._thread.start()
        ready.wait(2.0)

    def _run(self, first: Message, ready: threading.Event) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        ready.set()
        try:
            loop.run_until_complete(self._talk(first))
        finally:
            pending = asyncio.all_tasks(loop)  # sends still queued when the connection ended
            for task in pending:
                task.cancel()
            if pending:

                async def settle() -> None:
                    await asyncio.gather(*pending, return_exceptions=True)

                loop.run_until_complete(settle())
            loop.close()

    async def _talk(self, first: Message) -> None:
        uri = f"ws://{self.address}:{self.port}/"
        try:
            async with connect(
                uri,
                open_timeout=CONNECT_TIMEOUT,
                max_size=MAX_TO_JOINER,
                ping_interval=5,
                ping_timeout=10,
                close_timeout=2,
                compression=None,
            ) as ws:
                self._ws = ws
                await ws.send(encode(first))
                async for raw in ws:
                    try:
                        message = decode_to_joiner(raw)
                    except Malformed as exc:
                        self._put(Lost("net.lost.malformed", exc.detail))
                        return
                    if not self._put(message):
                        return
                self._put(Lost("net.lost.closed", str(ws.close_reason or "")))
        except (TimeoutError, OSError, InvalidHandshake, InvalidURI) as exc:
            self._put(Lost("net.lost.unreachable", str(exc)))
        except ConnectionClosed as exc:
            self._put(Lost("net.lost.closed", str(exc)))
        finally:
            self._ws = None

    def _put(self, item: Incoming) -> bool:
        try:
            self.inbox.put_nowait(item)
        except queue.Full:
            with contextlib.suppress(queue.Empty):
                self.inbox.get_nowait()
            self.inbox.put_nowait(Lost("net.lost.behind"))
            if self._ws is not None:
                asyncio.get_running_loop().create_task(self._ws.close())
            return False
        return True

    def drain(self, limit: int = 256) -> Iterator[Incoming]:
        for _ in range(limit):
            try:
                yield self.inbox.get_nowait()
            except queue.Empty:
                return

    def send(self, message: Message) -> bool:
        """Send (from any thread); False when not connected."""
        if not self._schedule(encode(message)):
            return False
        self.sent += 1
        return True

    def send_raw(self, data: bytes | str) -> None:
        """Send bytes as they are (tests: what a broken or hostile joiner would send)."""
        self._schedule(data)

    def _schedule(self, data: bytes | str) -> bool:
        loop, ws = self._loop, self._ws
        if loop is None or ws is None or loop.is_closed():
            return False

        async def send() -> None:
            with contextlib.suppress(ConnectionClosed):
                await ws.send(data)

        coroutine = send()
        try:
            asyncio.run_coroutine_threadsafe(coroutine, loop)
        except RuntimeError:  # the loop closed meanwhile
            coroutine.close()
            return False
        return True

    @property
    def connected(self) -> bool:
        return self._ws is not None

    def close(self) -> None:
        loop, ws, thread = self._loop, self._ws, self._thread
        if loop is not None and ws is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                asyncio.run_coroutine_threadsafe(ws.close(), loop)
        if thread is not None:
            thread.join(3.0)
        self._thread = None
        self._loop = None
