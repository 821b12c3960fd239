"""The table's side of a LAN match (game/net): the links a table is connected to
(`TableScene.connect`) when some of its seats are played on other machines.

HostLink (the host's table): the frames take the table's own steps; between frames, the
joiners' actions go into the match as they arrive (HostSession.poll) and every joiner is sent
what its seat sees (HostSession.flush, `between`). A joiner who comes or goes is said in a toast; while
the game waits for a joiner who left, the bar offers to hand that seat to an AI.

JoinLink (a joiner's table, on a RemoteMatch): each frame, the host's updates are applied (the
table animates their events as usual), refusals are said with their rule, and a lost connection
is retried with the seat token every few seconds until it comes back or the player leaves.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from game.core.types import RuleRef
from game.net.client import JoinClient, Lost
from game.net.codec import WireError
from game.net.messages import Closed, Refused, Started, Update, Welcome
from game.net.remote import RemoteMatch, refusal
from game.net.session import HostSession
from game.net.ticket import forget_ticket, save_host_ticket

from ..core import i18n
from ..core.paths import user_data_dir
from .budget import NO_STEPS, PAINT, PAINT_WAITS

if TYPE_CHECKING:
    from game.net.discovery import Announcer

    from .base import TableScene

PAUSED = "net.closed.host_paused"  # the host stopped mid-match; it may resume it later
HOST_STEPS = 0.0012  # seconds of the table's own steps a host's frame may take, and of
# joiners' actions taken at once between frames: each step is then sent to every joiner and
# drawn, so few steps a frame keep the frame short
BETWEEN_LEFT = 0.003  # seconds before a frame is due from which joiners' actions wait for it
RETRY_EVERY = 3.0  # seconds between a joiner's attempts to rejoin a lost host


class HostLink:
    def __init__(
        self, session: HostSession, announcer: Announcer | None = None, autosave: Path | None = None
    ) -> None:
        self.session = session
        self.announcer = announcer
        self.autosave = autosave  # beside it, what resumes the match as a hosted game
        self._labels: tuple[object, tuple[str, ...]] = (None, ())  # (what they say, the labels)

    def poll(self, table: TableScene) -> None:
        """The frame's share of steps for the table's own (HOST_STEPS): the joiners' actions
        are taken between frames (`between`), never in a frame. A frame that owes a repaint
        put off PAINT_WAITS frames (FrameWork) takes none."""
        work = table.work
        work.yields = True
        owes = work.owed(PAINT) >= PAINT_WAITS
        table.step_budget = NO_STEPS if table.is_top() and owes else HOST_STEPS
        while self.session.notes:
            key, args = self.session.notes.pop(0)
            table.say(i18n.tr(key, **args))

    def flush(self, table: TableScene) -> None:
        """The joiners' updates are built and sent between frames (`between`), not in a frame:
        no frame pays for every joiner's view. Under another screen they go at once (the table
        is served after the frame already, TableScene.serve_link)."""
        if not table.is_top():
            self.session.flush()

    def between(self, table: TableScene, until: float) -> None:
        """While the host's loop waits for its next frame (until `until`, time.perf_counter
        seconds), the joiners' side of the match: first the actions that arrived during the
        frame are taken (for HOST_STEPS at most, one at least), and every joiner whose screen
        is behind gets its update, built from its seat's view now and encoded here as far as
        the time allows (the main thread would only wait; the network thread, which shares the
        interpreter with the frames, encodes the rest). Then each joiner's action is taken as
        it arrives and what came of it is sent at once: it waits for no host frame, only for
        its joiner's next one. Nothing starts within BETWEEN_LEFT of the frame's due time, so
        the frame is not late for it. After each of these, before it waits, the table is
        readied for its next frame (`TableScene.ready`: the host's view, the autosave), which
        then draws the steps; its own steps (its AI seats) wait for that frame."""
        session = self.session
        edge = until - BETWEEN_LEFT
        session.poll(HOST_STEPS)
        while True:
            session.flush(hold=True)
            session.send_held(encode_until=edge)
            table.ready(until)
            left = edge - time.perf_counter()
            if left <= 0 or not session.server.wait(left):
                return
            session.poll(min(HOST_STEPS, left))

    def bar_offers(self, table: TableScene) -> list[tuple[str, Callable[[], None]]]:
        asked = {d.seat for d in table.match.decisions()}
        offers: list[tuple[str, Callable[[], None]]] = []
        for seat in self.session.disconnected():
            if seat in asked:
                name = table.names[seat]

                def hand(seat: int = seat) -> None:
                    self.session.hand_to_ai(seat)
                    table.take_over(seat)
                    if self.autosave is not None:  # that seat no longer waits after a resume
                        save_host_ticket(self.autosave, self.session.ticket())

                offers.append((i18n.tr("ui.lan.hand_to_ai", name=name), hand))
        return offers

    def seat_labels(self, table: TableScene) -> tuple[str, ...]:
        remote = self.session.remote
        key = (i18n.language(), frozenset(remote), self.session.server.connected_seats())
        if key != self._labels[0]:
            connected = key[2]
            labels = tuple(
                ""
                if seat not in remote
                else i18n.tr("ui.lan.seat_remote" if seat in connected else "ui.lan.seat_away")
                for seat in range(table.config.n_seats)
            )
            self._labels = (key, labels)
        return self._labels[1]

    def close(self) -> None:
        if self.announcer is not None:
            self.announcer.stop()
        self.session.close()


class JoinLink:
    def __init__(self, client: JoinClient, remote: RemoteMatch, token: str) -> None:
        self.client = client
        self.remote = remote
        self.token = token
        self.lost_at: float | None = None  # when the connection was lost (None: connected)
        self.closed_key: str | None = None  # the host ended it for good
        self.ended = False

    def poll(self, table: TableScene) -> None:
        for message in self.client.drain():
            if isinstance(message, Update):
                shown = self.remote.updates > 0  # this table has been showing the match
                try:
                    events = self.remote.apply(message)
                except WireError:
                    self.client.close()
                    self.lost(table, "net.lost.malformed")
                    continue
                if message.resumed and message.missed and shown:
                    table.log_missed(events[-message.missed :])
            elif isinstance(message, Refused):
                ref = refusal(message.key, message.rule, message.args)
                self.remote.refused(ref)
                self.say_refusal(table, ref)
            elif isinstance(message, Closed) and message.key == PAUSED:
                self.lost(table, message.key)  # the host may resume it: keep trying
            elif isinstance(message, Closed):
                self.closed_key = message.key
                forget_ticket(user_data_dir())  # the seat is not this machine's any more
                table.say(i18n.tr(message.key), 6.0)
            elif isinstance(message, Lost):
                self.lost(table, message.key)
            elif isinstance(message, (Welcome, Started)) and self.lost_at is not None:
                self.lost_at = None
                table.say(i18n.tr("ui.lan.back"))
        if (
            self.lost_at is not None
            and self.closed_key is None
            and time.monotonic() - self.lost_at > RETRY_EVERY
        ):
            self.lost_at = time.monotonic()
            self.client.rejoin(self.token)

    def lost(self, table: TableScene, key: str) -> None:
        if self.closed_key is not None or self.remote.is_over:
            return
        if self.lost_at is None:
            self.lost_at = time.monotonic()
        table.say(i18n.tr("ui.lan.reconnecting", why=i18n.tr(key)), RETRY_EVERY + 1)

    @staticmethod
    def say_refusal(table: TableScene, ref: RuleRef) -> None:
        if ref.rule == "LAN":
            table.say(i18n.tr(ref.key))
        else:
            table.show_illegal(ref)

    def flush(self, table: TableScene) -> None:
        """Actions leave as they are chosen (RemoteMatch.submit); once the match is over here,
        the seat ticket kept for a rejoin is dropped."""
        if self.remote.is_over and not self.ended:
            self.ended = True
            forget_ticket(user_data_dir())

    def between(self, table: TableScene, until: float) -> None:
        """A joiner's screen takes the host's updates in its frames (`poll`): one that
        arrives between two frames is shown by the next either way. The table is readied."""
        table.ready(until)

    def bar_offers(self, table: TableScene) -> list[tuple[str, Callable[[], None]]]:
        return []

    def seat_labels(self, table: TableScene) -> tuple[str, ...]:
        remote = i18n.tr("ui.lan.seat_remote")
        return tuple(
            remote if s.is_human and seat not in self.remote.seats else ""
            for seat, s in enumerate(table.config.seats)
        )

    def close(self) -> None:
        self.client.close()
