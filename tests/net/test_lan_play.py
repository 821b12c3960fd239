"""Whole LAN matches on 127.0.0.1: a host and two joiners in this process play every game
(smallest table, a step cap), every message a joiner receives is checked against its own seat's
view, a joiner is killed and rejoins with its token, a dropped seat is handed to an AI."""

from __future__ import annotations

import pytest
from support.lan import WAIT, Joiner, host_frame, open_table, play, start, wait_for

from game import registry
from game.core.ai import ai_rng
from game.net.client import JoinClient
from game.net.codec import from_wire, patched
from game.net.host import HostServer
from game.net.messages import Closed, Lobby, Refused, Started, Update, Welcome

GAMES = ["pieces_of_eight", "mutinies", "black_fleet", "kratos", "sandcastles"]
STEP_CAP = 300


def smallest(game_id: str) -> int:
    return max(2, registry.get(game_id).info.seat_range[0])


def settle(table) -> None:
    """Until every joiner has the host's last step."""
    match = table.match

    def caught_up() -> bool:
        host_frame(table)
        table.pump()
        return all(j.remote is not None and j.remote.step == len(match.log) for j in table.joiners)

    wait_for(caught_up)


def check_privacy(table, joiner: Joiner) -> int:
    """Every message `joiner` got holds only what its seat may know: each update's view is the
    seat's own view at that step, its decisions are the seat's, its events are the seat's
    version of the host's events; no other message carries match data. Returns the updates."""
    (seat,) = joiner.seats
    updates = 0
    seen = [repr(e) for e in table.seen[seat]]
    view = None
    for message in joiner.received:
        if isinstance(message, Update):
            updates += 1
            view = patched(view, message.view) if message.patch else from_wire(message.view)
            assert view == table.truth[(seat, message.step)], (seat, message.step)
            assert all(d.seat == seat for d in from_wire(message.decisions))
            # who else is asked only where being asked tells nothing hidden (P8-133, M21-172)
            assert not set(message.asked) - {seat} & table.telling[message.step]
            for event in from_wire(message.events):
                if not message.resumed:
                    assert repr(event) in seen, event
        else:
            assert isinstance(message, (Welcome, Lobby, Started, Refused, Closed)), message
    return updates


@pytest.mark.parametrize("game_id", GAMES)
def test_host_and_two_joiners_play_a_whole_match_and_see_only_their_seats(game_id):
    table = open_table(game_id, smallest(game_id), joiners=2)
    try:
        start(table, seed=21)
        play(table, STEP_CAP)
        # a joiner's last action may still be on its way when the match stops at the step cap
        sent = sum(j.acted for j in table.joiners)
        wait_for(
            lambda: table.session.applied + table.session.refused == sent,
            poll=lambda: (host_frame(table), table.pump()),
        )
        settle(table)
        match = table.match
        assert len(match.log) >= min(STEP_CAP, 40)
        for joiner in table.joiners:
            assert joiner.acted > 0  # the joiners really played their seats
            assert check_privacy(table, joiner) > 0
            assert joiner.remote.view(joiner.seats[0]) == match.view(joiner.seats[0])
            assert joiner.remote.is_over == match.is_over
            if match.is_over:
                assert joiner.remote.result() == match.result()
        assert table.session.applied == sum(j.acted for j in table.joiners) - table.session.refused
    finally:
        table.close()


@pytest.mark.parametrize("game_id", ["pieces_of_eight", "kratos"])
def test_a_killed_joiner_rejoins_with_its_token_and_gets_the_current_view(game_id):
    table = open_table(game_id, smallest(game_id), joiners=2)
    try:
        start(table, seed=4)
        play(table, 30)
        gone = table.joiners[0]
        seat = gone.seats[0]
        gone.client.close()  # the joiner's program is killed
        wait_for(
            lambda: ("ui.lan.left", {"name": "Joiner 1"}) in table.session.notes,
            poll=lambda: host_frame(table),
        )
        assert not table.server.connected(seat)
        for _ in range(20):  # the match goes on as far as it can without that seat
            host_frame(table)
            table.pump()
            table.joiners[1].play()
        client = JoinClient("127.0.0.1", table.server.port)
        back = Joiner("Joiner 1", client)
        table.joiners[0] = back
        client.rejoin(gone.token)
        wait_for(lambda: (host_frame(table), back.pump(), back.remote is not None)[2])
        settle(table)
        assert back.seats == (seat,)
        assert back.remote.view(seat) == table.match.view(seat)
        assert back.remote.recent_events  # the log on screen shows the recent past again
        play(table, 120)
        settle(table)
        assert back.acted > 0 or table.match.is_over
        assert check_privacy(table, back) > 0
    finally:
        table.close()


def test_a_dropped_seat_handed_to_an_ai_plays_on_and_its_token_no_longer_rejoins():
    table = open_table("pieces_of_eight", 2, joiners=2)
    try:
        start(table, seed=9)
        play(table, 10)
        gone = table.joiners[0]
        seat = gone.seats[0]
        gone.client.close()
        wait_for(lambda: seat in table.session.disconnected(), poll=lambda: host_frame(table))
        table.session.hand_to_ai(seat)
        game = registry.get("pieces_of_eight")
        table.policies[seat] = game.policy("random", table.match.rules, None)
        table.rngs[seat] = ai_rng(9, seat)
        table.joiners = table.joiners[1:]
        play(table, 200)
        assert table.match.is_over or len(table.match.log) >= 200
        client = JoinClient("127.0.0.1", table.server.port)
        stranger = Joiner("again", client)
        client.rejoin(gone.token)
        wait_for(lambda: (stranger.pump(), bool(stranger.refusals))[1])
        assert stranger.refusals[0].key == "net.refused.token"
        client.close()
    finally:
        table.close()


def test_joiners_see_the_lobby_fill_and_a_seat_left_in_the_lobby_opens_again():
    table = open_table("mutinies", 3, joiners=2)
    try:
        server = table.server
        for j in table.joiners:
            wait_for(
                lambda j=j: (
                    server.poll_lobby(),
                    j.pump(),
                    any(isinstance(m, Lobby) for m in j.received),
                )[2]
            )
        lobby = server.lobby()
        assert [s.who for s in lobby.seats] == ["joiner", "joiner", "host"]
        table.joiners[1].client.close()
        wait_for(lambda: len(server.joined_seats()) == 1, poll=server.poll_lobby)
        assert [s.who for s in server.lobby().seats] == ["joiner", "open", "host"]
    finally:
        table.close()


def test_a_seat_the_host_gave_an_ai_reads_ai_in_the_lobby():
    """The lobby says who sits where: a seat the host set to an AI is "AI", not "on this
    machine" (which reads as if a person at the host's screen played it)."""
    server = HostServer("mutinies", ["Ana", "Ben", "Carmen"], [1], port=0, ai_seats=[2])
    assert [s.who for s in server.lobby().seats] == ["host", "open", "ai"]


def test_the_host_takes_a_joiners_forced_answers_and_never_asks_it_one():
    table = open_table("kratos", 2, joiners=2)
    try:
        start(table, seed=3)
        play(table, 80)
        settle(table)
        match = table.match
        assert table.forced_seen == 0  # no update ever asked a joiner a forced decision
        asked = [d for d in match.decisions() if d.seat in table.session.remote]
        assert all(match.forced(d) is None for d in asked)
    finally:
        table.close()


def test_waits_never_hang():
    """The harness's own guard: a wait that cannot end raises within its timeout."""
    with pytest.raises(TimeoutError):
        wait_for(lambda: False, timeout=0.05)
    assert WAIT <= 10.0
