"""The host under attack (game/net/host.py, session.py): malformed, oversized, out-of-order,
wrong-seat, wrong-token and wrong-code messages are refused with a reason, the match does not
change, and the host goes on serving the honest joiners. Actions that are not options are refused
by Match.submit with their rule (CORE-2)."""

from __future__ import annotations

import random
import time

import pytest
import websockets.asyncio.connection
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support.lan import Joiner, host_frame, open_table, play, start, wait_for

from game.core.plain import digest
from game.net.client import JoinClient
from game.net.host import INBOUND_MAX
from game.net.messages import MAX_TO_HOST, PROTOCOL, Act, Hello, Rejoin, encode

FUZZ = settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


@pytest.fixture(scope="module", autouse=True)
def pings_keep_their_own_random():
    """websockets draws each keepalive ping's payload from the global `random`, in its
    connections' thread. Hypothesis takes any change of that state while it draws an example
    for a strategy that uses `random` (a HypothesisDeprecationWarning, an error to come), and a
    ping falls in a draw whenever a run is slow. Here the pings draw from a generator of their
    own: they still go out every few seconds, and the examples stay what Hypothesis drew."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(websockets.asyncio.connection, "random", random.Random(13))
        yield


@pytest.fixture(scope="module")
def table(pings_keep_their_own_random):
    t = open_table("pieces_of_eight", 3, joiners=2)
    start(t, seed=13)
    play(t, 25)
    settle(t)
    yield t
    t.close()


def settle(t) -> None:
    """Host frames until every action the joiners sent has been taken or refused and the match
    waits for a joiner (its AI seat and chance steps done), so that nothing but a new joiner's
    message could change it. (An action still on its way when the log stood still for one frame
    used to land later, on a loaded machine.)"""

    def handled() -> bool:
        return sum(j.acted for j in t.joiners) <= t.session.applied + t.session.refused

    steps = -1
    while steps != len(t.match.log) or not handled():
        steps = len(t.match.log)
        wait_for(lambda: (host_frame(t), handled())[1])
    assert any(d.seat in t.session.remote for d in t.match.decisions())


def fingerprint(t):
    return len(t.match.log), digest(t.match.view(None)), digest([t.match.view(s) for s in range(3)])


def send_and_wait_refusal(t, joiner: Joiner, data: bytes | str) -> str:
    """Send raw data as `joiner`; the host's refusal (its key) once it arrives."""
    before = len(joiner.refusals)
    joiner.client.send_raw(data)
    wait_for(
        lambda: (host_frame(t), joiner.pump(), len(joiner.refusals) > before)[2],
        timeout=10.0,
    )
    return joiner.refusals[-1].key


@FUZZ
@given(data=st.one_of(st.binary(max_size=MAX_TO_HOST), st.text(max_size=1000)))
def test_garbage_is_refused_and_the_match_is_unchanged(table, data):
    before = fingerprint(table)
    key = send_and_wait_refusal(table, table.joiners[0], data)
    assert key.startswith("net.refused.")
    assert fingerprint(table) == before


@FUZZ
@given(
    seat=st.integers(0, 8),
    action=st.lists(
        st.one_of(st.text(max_size=20), st.integers(-5, 50), st.booleans(), st.none()),
        min_size=1,
        max_size=5,
    ),
    step=st.integers(0, 10_000),
)
def test_wrong_seat_stale_and_illegal_actions_are_refused_with_the_match_unchanged(
    table, seat, action, step
):
    joiner = table.joiners[0]
    (own,) = joiner.seats
    asked_since = table.session.since.get(own)  # the step the host asks its decision since
    if seat == own and step == asked_since:
        action = ["zz_not_an_option", *action]  # right seat, right step: an illegal action
    before = fingerprint(table)
    message = Act(v=PROTOCOL, seat=seat, action=action, step=step)
    key = send_and_wait_refusal(table, joiner, encode(message))
    if seat != own:
        assert key == "net.refused.not_your_seat"
    elif step != asked_since:
        assert key == "net.refused.stale"
    else:
        assert key == "core.illegal.not_an_option"  # CORE-2, said by Match.submit
        assert joiner.refusals[-1].rule == "CORE-2"
    assert fingerprint(table) == before


def test_an_illegal_action_at_the_right_step_is_refused_with_its_rule(table):
    """CORE-2: an action that is not an option of the seat's decision is refused by
    Match.submit, with the rule, and the match does not change."""
    joiner = next(j for j in table.joiners if j.seats[0] in table.session.since)
    seat = joiner.seats[0]
    before = fingerprint(table)
    message = Act(
        v=PROTOCOL, seat=seat, action=["zz_not_an_option", 1], step=table.session.since[seat]
    )
    assert send_and_wait_refusal(table, joiner, encode(message)) == "core.illegal.not_an_option"
    assert joiner.refusals[-1].rule == "CORE-2"
    assert fingerprint(table) == before


V = {b"now": PROTOCOL, b"later": PROTOCOL + 1}  # the schema version, and one not yet made


@pytest.mark.parametrize(
    ("payload", "key"),
    [
        (
            b'{"type":"act","v":%(later)d,"seat":0,"action":["x"],"step":0}' % V,
            "net.refused.version",
        ),
        (b'{"type":"act","v":%(now)d,"seat":0,"action":[],"step":0}' % V, "net.refused.malformed"),
        (
            b'{"type":"act","v":%(now)d,"seat":0,"action":["x"],"step":0,"z":1}' % V,
            "net.refused.malformed",
        ),
        (
            b'{"type":"act","v":%(now)d,"seat":0,"action":[["x"]],"step":0}' % V,
            "net.refused.malformed",
        ),
        (
            b'{"type":"act","v":%(now)d,"seat":0,"action":["x"],"step":-1}' % V,
            "net.refused.malformed",
        ),
        (
            b'{"type":"act","v":%(now)d,"seat":0,"action":["x"],"step":"0"}' % V,
            "net.refused.malformed",
        ),
        (b'{"type":"nope","v":%(now)d}' % V, "net.refused.malformed"),
        (b"[" * 2000, "net.refused.malformed"),
        (b"\xff\xfe", "net.refused.malformed"),
        # out of order: a hello from a joiner already seated
        (
            b'{"type":"hello","v":%(now)d,"code":"ABCD","name":"again"}' % V,
            "net.refused.unexpected",
        ),
    ],
)
def test_malformed_and_out_of_order_messages_get_their_reason(table, payload, key):
    before = fingerprint(table)
    assert send_and_wait_refusal(table, table.joiners[0], payload) == key
    assert fingerprint(table) == before


def test_an_oversized_message_ends_that_connection_only(table):
    t = open_table("mutinies", 2, joiners=2)
    try:
        start(t, seed=2)
        play(t, 10)
        settle(t)
        before = fingerprint(t)
        t.joiners[0].client.send_raw(b"x" * (MAX_TO_HOST + 1))
        wait_for(lambda: (host_frame(t), t.joiners[0].pump(), bool(t.joiners[0].lost))[2])
        assert fingerprint(t) == before
        assert t.server.connected(t.joiners[1].seats[0])  # the other joiner stays
        client = JoinClient("127.0.0.1", t.server.port)  # and the dropped one may come back
        back = Joiner("Joiner 1", client)
        client.rejoin(t.joiners[0].token)
        t.joiners[0] = back
        wait_for(lambda: (host_frame(t), back.pump(), back.remote is not None)[2])
        play(t, 40)
        assert back.acted > 0 and t.joiners[1].acted > 0
    finally:
        t.close()


@FUZZ
@given(code=st.text(alphabet="ABCDEFGHJKLMNPQRSTUVWXYZ23456789", min_size=4, max_size=8))
def test_a_wrong_join_code_is_refused(table, code):
    if code == table.server.code:
        code = code + "Z"
    client = JoinClient("127.0.0.1", table.server.port)
    stranger = Joiner("stranger", client)
    client.hello(code, "Mallory")
    wait_for(lambda: (stranger.pump(), bool(stranger.refusals))[1])
    assert stranger.refusals[0].key == "net.refused.code"
    client.close()
    assert len(table.server.joined_seats()) == 2


@FUZZ
@given(
    token=st.text(
        alphabet="abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-",
        min_size=16,
        max_size=64,
    )
)
def test_a_wrong_token_is_refused(table, token):
    client = JoinClient("127.0.0.1", table.server.port)
    stranger = Joiner("stranger", client)
    client.rejoin(token)
    wait_for(lambda: (stranger.pump(), bool(stranger.refusals))[1])
    assert stranger.refusals[0].key == "net.refused.token"
    client.close()
    assert all(table.server.connected(s) for s in (0, 1))


def test_a_right_code_after_the_start_is_refused_and_an_action_before_hello_too(table):
    client = JoinClient("127.0.0.1", table.server.port)
    late = Joiner("late", client)
    client.hello(table.server.code, "Late")
    wait_for(lambda: (late.pump(), bool(late.refusals))[1])
    assert late.refusals[0].key == "net.refused.started"
    client.close()
    assert encode(Hello(v=PROTOCOL, code="ABCD", name="x"))  # (the message itself is well-formed)
    assert encode(Rejoin(v=PROTOCOL, token="t" * 16))


@pytest.mark.parametrize(
    "first",
    [
        Act(v=PROTOCOL, seat=0, action=["x"], step=0),  # an action before saying who it is
        Hello(v=PROTOCOL, code="ABCD", name="x"),  # (a wrong code: refused as such)
    ],
)
def test_a_connection_must_say_who_it_is_first(table, first):
    before = fingerprint(table)
    client = JoinClient("127.0.0.1", table.server.port)
    stranger = Joiner("stranger", client)
    client._open(first)
    wait_for(lambda: (stranger.pump(), bool(stranger.refusals))[1])
    expected = "net.refused.hello_first" if isinstance(first, Act) else "net.refused.code"
    if isinstance(first, Hello) and first.code == table.server.code:
        expected = "net.refused.started"
    assert stranger.refusals[0].key == expected
    wait_for(lambda: (stranger.pump(), bool(stranger.lost))[1])  # and the host hangs up
    client.close()
    assert fingerprint(table) == before


def test_a_flooding_joiner_cannot_hold_up_the_host():
    """A joiner that sends as fast as it can: its messages are refused, and when it does not
    read the refusals fast enough it is dropped (bounded queues); the host's frame stays short
    (the network thread refuses them: none reaches the frame, whose queue is bounded), the match
    is unchanged and the other joiner stays connected."""
    t = open_table("pieces_of_eight", 3, joiners=2)
    try:
        start(t, seed=5)
        play(t, 10)
        settle(t)
        joiner, other = t.joiners
        before = fingerprint(t)
        junk = encode(Act(v=PROTOCOL, seat=other.seats[0], action=["x"], step=0))
        for _ in range(2000):
            joiner.client.send_raw(junk)
        handled = (t.session.refused, t.session.applied)
        most = 0
        end = time.monotonic() + 1.0
        while time.monotonic() < end:
            most = max(most, t.server.inbound.qsize())
            t.session.poll()
            t.session.flush()
            time.sleep(0.002)
        assert (t.session.refused, t.session.applied) == handled  # the frame did none of it
        assert most <= INBOUND_MAX
        assert fingerprint(t) == before
        # refused, or dropped for reading too slowly (a drop empties its queue of refusals:
        # on a busy machine none may have left before it)
        wait_for(lambda: (host_frame(t), joiner.pump(), bool(joiner.refusals or joiner.lost))[2])
        assert joiner.refusals or t.server.dropped >= 1
        assert all(r.key == "net.refused.not_your_seat" for r in joiner.refusals)
        assert t.server.connected(other.seats[0])
    finally:
        t.close()
