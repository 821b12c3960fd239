"""HostSession: the main thread's side of a hosted match. The Match is the only truth; joiners'
actions reach it through `Match.submit` (illegal ones are refused with their rule), and after
every step each connected joiner is sent what its seat sees now: its view, its decisions, who is
asked, and the events since its last update as its seat sees them (`Match.events_for`). Nothing
else about the match ever leaves this machine.

    session = HostSession(server, match)   # after the lobby: the seats joiners took are remote
    session.begin()                        # tell the joiners the match starts
    between the host's frames: session.poll(); session.flush(hold=True); session.send_held(...)

`poll` takes joiners' actions for a budget of seconds (one at least; the rest wait in the queue),
and `flush` reads every joiner's view at once (`Match.views`: the public part once) and builds
their updates. The host's table (HostLink.between) does both while its loop waits for the next
frame, and encodes the updates itself as far as the time allows (`send_held(encode_until=...)`):
the network thread, which shares the interpreter with the frames, encodes only the rest.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

from game.core.errors import IllegalAction
from game.core.match import RECENT_EVENTS, Match
from game.core.types import Action, Decision, Event, RuleRef

from .codec import Encoder, changed_fields
from .host import INBOUND_MAX, Acted, HostServer, Joined, Left
from .messages import PROTOCOL, Closed, ConfigDoc, Refused, SeatDoc, Started, Update, encode
from .ticket import HostSeat, HostTicket

ACT_BUDGET = 0.0015  # seconds of a frame the joiners' actions may take (one at least)
FORCED_CAP = 200  # forced answers taken in one flush at most (a game never chains near this)


def config_doc(match: Match) -> ConfigDoc:
    c = match.config
    return ConfigDoc(
        game=c.game,
        seats=[SeatDoc(name=s.name, kind=s.kind, level=s.level, colour=s.colour) for s in c.seats],  # type: ignore[arg-type]  # kind is "human" or "ai" (SeatConfig's contract)
        variants=dict(c.variants),
        seed=c.seed,
        options=dict(c.options),
    )


def public_asked(match: Match) -> list[int]:
    """The seats asked now whose being asked tells nothing hidden (`Rules.asking_tells` False):
    a turn every seat sees coming. Seats asked to react (where being asked, or not, would tell
    who holds what) are left out; a table that shows them does so from its view (P8-133)."""
    return [d.seat for d in match.decisions() if not match.rules.asking_tells(match.state, d)]


class Batch:
    """What the updates of one moment share: who is asked (public), the comparisons of the
    views' shared fields with those sent before, and one encoder (a record in every seat's view
    is encoded once, on the network thread, which runs their builders one after another)."""

    def __init__(self, asked: list[int]) -> None:
        self.asked = asked
        self.same: dict[tuple[int, int], bool] = {}
        self.encoder = Encoder()


class HostSession:
    def __init__(self, server: HostServer, match: Match) -> None:
        self.server = server
        self.match = match
        self.remote: set[int] = set(server.joined_seats())  # seats played from elsewhere
        self.handed: set[int] = set()  # joiners' seats the host handed to an AI
        self.events: dict[int, list[Event]] = {}  # seat -> events its screen has not had yet
        self.dirty: dict[int, None] = {}  # seats whose screens are behind, oldest first
        self.sent_step = -1
        self.notes: list[tuple[str, dict[str, Any]]] = []  # for the host's screen: (key, args)
        self.since: dict[int, int] = {}  # seat -> step since which its decision is asked
        self._asked: dict[int, Decision | None] = {}  # seat -> the decision last sent
        self._sent_view: dict[int, Any] = {}  # seat -> the view its screen has (patches apply)
        self.changes = 0  # the match's changes seen (steps, undos): forced answers are looked
        self._forced_at: tuple[int, frozenset[int]] | None = None  # for once after each
        self.applied = 0  # joiners' actions taken
        self._held: list[tuple[int, Any]] = []  # updates built, not handed over yet (flush)
        self.refused = 0  # joiners' actions refused here (stale, illegal, not remote)
        match.listeners.append(self._on_events)

    def _on_events(self, events: list[Event]) -> None:
        self.changes += 1
        for seat in self.remote:
            held = self.events.setdefault(seat, [])
            held.extend(events)
            if len(held) > 2 * RECENT_EVENTS:  # a seat away for long: its rejoin says the last
                del held[:-RECENT_EVENTS]
            self.dirty[seat] = None

    def begin(self) -> None:
        for _ in self.server.drain(INBOUND_MAX):  # the lobby's comings and goings are over
            pass
        self.server.start_match()
        for seat in sorted(self.remote):
            self._welcome_back(seat, resumed=False)
        self.sent_step = len(self.match.log)
        self.events.clear()
        self.dirty.clear()

    def _started(self, seat: int) -> Started:
        return Started(
            v=PROTOCOL,
            config=config_doc(self.match),
            seats=[seat],
            rules_version=self.match.rules.info.rules_version,
        )

    def _welcome_back(self, seat: int, resumed: bool) -> None:
        self.send_held()  # what was built before goes first
        self._sent_view.pop(seat, None)  # a (re)joining screen gets the whole view
        self.server.send(seat, self._started(seat))
        held = self.events.pop(seat, [])
        past = list(self.match.recent_events) if resumed else []
        missed = sum(1 for _ in Match.events_for(seat, held[-len(past) :])) if past else 0
        self.server.send(seat, self._update(seat, past, resumed, missed=missed))

    # ---- every frame -------------------------------------------------------------------------------
    def poll(self, budget: float = ACT_BUDGET) -> float:
        """Take what arrived: joiners' actions until `budget` seconds are spent (one at least;
        the rest wait in the queue for the next frame: a table where everyone places at once
        does not take nine steps in one frame). Returns the seconds it took."""
        t0 = time.perf_counter()
        for item in self.server.drain():
            if isinstance(item, Acted):
                self._act(item)
                if time.perf_counter() - t0 > budget:
                    break
            elif isinstance(item, Joined):
                if item.rejoined and item.seat in self.remote:
                    self.notes.append(("ui.lan.rejoined", {"name": item.name}))
                    self.take_forced()
                    self._welcome_back(item.seat, resumed=True)
            elif isinstance(item, Left) and item.seat in self.remote:
                self._sent_view.pop(item.seat, None)
                self.notes.append(
                    ("ui.lan.left", {"name": self.match.config.seats[item.seat].name})
                )
        return time.perf_counter() - t0

    def _refuse(self, item: Acted, ref: RuleRef | None, key: str = "") -> None:

        self.refused += 1
        message = (
            Refused(v=PROTOCOL, key=ref.key, rule=ref.rule, args=dict(ref.args))
            if ref is not None
            else Refused(v=PROTOCOL, key=key)
        )
        self.server.send_conn(item.conn, message)

    def _act(self, item: Acted) -> None:
        m, seat = item.message, item.seat
        if seat not in self.remote:
            self._refuse(item, None, "net.refused.not_your_seat")
            return
        if self.since.get(seat) != m.step:
            self._refuse(item, None, "net.refused.stale")
            return
        kind = m.action[0]
        if not isinstance(kind, str):
            self._refuse(item, None, "net.refused.malformed")
            return
        action = Action(kind, tuple(m.action[1:]))
        ms = (m.ms or 0) if self.match.clocked else None
        try:
            self.match.submit(seat, action, ms=ms, undoable=False)
        except IllegalAction as exc:
            self._refuse(item, exc.ref)
            return
        self._answered(seat)
        self.applied += 1

    def _answered(self, seat: int) -> None:
        """`seat` answered: its next decision is a new one, even if it looks the same."""
        self._asked.pop(seat, None)
        self.since.pop(seat, None)

    def take_forced(self) -> None:
        """Answers a remote seat would not be asked for (one option, nothing usable) are taken
        here, as the table takes them for its own humans."""
        match = self.match
        if self._forced_at == (self.changes, frozenset(self.remote)):
            return  # nothing changed since the last look
        for _ in range(FORCED_CAP):
            self._forced_at = (self.changes, frozenset(self.remote))
            if match.is_over or match.chance_pending:
                return
            for d in match.decisions():
                if d.seat in self.remote:
                    action = match.forced(d)
                    if action is not None:
                        match.submit(
                            d.seat,
                            action,
                            ms=0 if match.clocked else None,
                            forced=True,
                            undoable=False,
                        )
                        self._answered(d.seat)
                        break
            else:
                return

    def flush(self, hold: bool = False) -> None:
        """Send every joiner whose screen is behind what its seat sees now its update. Their
        views are read at once (`Match.views`: the public board once for all of them) and the
        updates handed to the network thread together, which encodes them (what they share
        once). `hold`: they are kept until `send_held` (the host's table hands them over once
        its frame is drawn, encoding them while it would wait for the next frame, so that no
        encoding takes the interpreter from a frame's drawing)."""
        self.take_forced()
        step = len(self.match.log)
        if step != self.sent_step:
            self.sent_step = step
            for seat in sorted(self.remote):
                self.dirty.setdefault(seat, None)
        if not self.dirty:
            if not hold:
                self.send_held()
            return
        connected = self.server.connected_seats()
        seats: list[int] = []
        for seat in self.dirty:
            if seat not in self.remote:
                self.events.pop(seat, None)
            elif seat in connected:
                seats.append(seat)
            # else its events wait: a rejoin sends the view and says what it missed
        self.dirty.clear()
        if seats:
            batch = Batch(public_asked(self.match))
            views = self.match.views(seats)
            self._held += [
                (seat, self._update(seat, self.events.pop(seat, []), view=view, batch=batch))
                for seat, view in zip(seats, views)
            ]
        if not hold:
            self.send_held()

    def send_held(self, encode_until: float | None = None) -> None:
        """Hand the updates `flush(hold=True)` kept to the network thread (at once, in order).
        `encode_until` (time.perf_counter seconds): the main thread encodes them itself until
        then, while it would wait for its next frame anyway (HostLink.between); the network
        thread, which shares the interpreter with the frames, encodes only the rest."""
        held, self._held = self._held, []
        if encode_until is not None:
            for i, (seat, build) in enumerate(held):
                if time.perf_counter() >= encode_until:
                    break
                held[i] = (seat, build())
        if held:
            self.server.send_many(held)

    def _update(
        self,
        seat: int,
        events: Sequence[Event],
        resumed: bool = False,
        view: Any = None,
        batch: Batch | None = None,
        missed: int = 0,
    ) -> Any:
        """The update for `seat`, built from its own view and events only: what is read of the
        match is read here, on the main thread; the comparison with the view sent before and
        the encoding run on the network thread."""
        match = self.match
        if view is None:
            view = match.view(seat)
        batch = batch or Batch(public_asked(match))
        before, self._sent_view[seat] = self._sent_view.get(seat), view
        decisions: tuple[Decision, ...] = tuple(d for d in match.decisions() if d.seat == seat)
        asking = decisions[0] if decisions else None
        if asking is None:
            self._answered(seat)
        elif self._asked.get(seat) != asking or seat not in self.since:
            self._asked[seat], self.since[seat] = asking, len(match.log)
        since = self.since.get(seat, len(match.log))
        asked = batch.asked
        unavailable = match.unavailable(seat) if decisions else ()
        seen = tuple(Match.events_for(seat, events))
        over = match.is_over
        result = match.result() if over else None
        chart = tuple(match.progress.chart()) if over else None
        step, clocked = len(match.log), match.clocked
        enc = batch.encoder
        to_wire = enc.wire

        same = batch.same

        def build() -> bytes:
            # what changed since the view sent before: found here, on the network thread (both
            # views are detached from the state: they never change); None: the whole view goes
            patch = changed_fields(before, view, same)
            return encode(
                Update(
                    v=PROTOCOL,
                    step=step,
                    view=to_wire(view) if patch is None else enc.patch(view, patch),
                    patch=patch is not None,
                    decisions=to_wire(decisions),
                    since=since,
                    asked=asked,
                    unavailable=to_wire(tuple(unavailable)),
                    events=to_wire(seen),
                    clocked=clocked,
                    over=over,
                    result=to_wire(result),
                    chart=to_wire(chart),
                    resumed=resumed,
                    missed=missed,
                )
            )

        return build

    def ticket(self) -> HostTicket:
        """What resumes this match as a hosted game after a restart (ticket.py)."""
        c = self.match.config
        seats = [
            HostSeat(seat=s, name=name, token=token)
            for s, name, token in self.server.held_seats()
            if s in self.remote
        ]
        return HostTicket(
            game=c.game,
            seed=c.seed,
            code=self.server.code,
            port=self.server.port,
            seats=seats,
            ai=sorted(self.handed),
        )

    # ---- the host's choices ----------------------------------------------------------------------
    def disconnected(self) -> list[int]:
        connected = self.server.connected_seats()
        return [s for s in sorted(self.remote) if s not in connected]

    def hand_to_ai(self, seat: int) -> None:
        """The seat of a joiner who left is played by an AI from now on (the table adds it)."""
        self.remote.discard(seat)
        self.handed.add(seat)
        self.server.hand_to_ai(seat)

    def close(self) -> None:
        self.send_held()  # the last updates go before the Closed
        if self._on_events in self.match.listeners:
            self.match.listeners.remove(self._on_events)
        # a match under way is saved on the host, which may resume it: joiners wait and retry
        key = "net.closed.host_left" if self.match.is_over else "net.closed.host_paused"
        self.server.broadcast(Closed(v=PROTOCOL, key=key))
        self.server.stop()
