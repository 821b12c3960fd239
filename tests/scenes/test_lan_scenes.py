"""The LAN screens end to end on 127.0.0.1: the title's Host and Join buttons, the host's setup,
lobby and table with a joiner's seat waiting for the network, and a joiner's screens (join,
lobby, table on a RemoteMatch showing only its own seat's view)."""

from __future__ import annotations

import time

from support.lan import HostTableStub, Joiner, wait_for

from game import registry
from game.core import Action, Decision
from game.core.ai import ai_rng
from game.core.match import Match
from game.net.client import JoinClient
from game.net.host import HostServer
from game.net.remote import RemoteMatch
from game.net.session import HostSession
from game.net.ticket import load_ticket
from scenes.core import i18n
from scenes.core.paths import user_data_dir
from scenes.menus.lan import (
    HostGameScene,
    HostLobbyScene,
    HostSetupScene,
    JoinLobbyScene,
    JoinScene,
)
from scenes.menus.title import TitleScene
from scenes.table.lan import BETWEEN_LEFT, HostLink, JoinLink


def frames(app, n=1):
    for _ in range(n):
        app.run_frames(1)
        time.sleep(0.002)


def join_on_screen(app, port: int, code: str, name: str) -> None:
    """The App's player opens the Join screen from the title, types the host's address, port,
    code and name, and presses Join."""
    app.stack.reset(TitleScene(app))
    join = JoinScene(app)
    app.stack.push(join)
    frames(app, 2)
    join.address, join.port_text, join.code, join.player = ("127.0.0.1", str(port), code, name)
    join.join()


def joiner_plays(app, joiner: Joiner, actions: int, frame_cap: int) -> None:
    """The App's frames run while the test's joiner plays, until it has taken `actions`."""
    for _ in range(frame_cap):
        frames(app)
        joiner.pump()
        joiner.play()
        if joiner.acted >= actions:
            break
    assert joiner.acted >= actions


def host_frame(session: HostSession, match: Match, policy, rngs: dict) -> None:
    """One frame of a host run by the test: the network, chance, one step of an AI seat (the
    seats of `rngs`), the joiners' updates."""
    session.poll()
    while not match.is_over and match.chance_pending:
        match.step_chance()
    for d in match.decisions():
        if d.seat in rngs:
            match.submit(d.seat, policy.choose(match.view(d.seat), d, rngs[d.seat]))
            break
    session.flush()


def test_the_title_opens_host_and_join(app):
    title = TitleScene(app)
    app.stack.reset(title)
    frames(app, 3)
    title.open_host()
    frames(app, 2)
    assert isinstance(app.stack.top, HostGameScene)
    app.stack.pop()
    title.open_join()
    frames(app, 2)
    assert isinstance(app.stack.top, JoinScene)
    app.stack.pop()
    frames(app, 2)


def test_host_setup_lobby_and_table_with_a_joiner(app):
    app.stack.reset(TitleScene(app))
    setup = HostSetupScene(app, "pieces_of_eight")
    app.stack.push(setup)
    frames(app, 2)
    setup.set_count(3)
    setup.seats[0]["kind"] = "ai"  # the host's own seat is an AI's: the joiner acts at once
    setup.port_text = "0"
    setup.start()
    assert setup.error  # port 0 is refused: a port is a number from 1024
    setup.error = ""
    setup.port_text = "47474"
    assert setup.error == ""
    # the lobby the setup opens, on any free port (tests run side by side)
    lobby = HostLobbyScene(app, setup.make_config(), [1, 2], 0)
    app.stack.push(lobby)
    frames(app, 2)
    assert not lobby.error and lobby.server.port > 0
    server = lobby.server
    client = JoinClient("127.0.0.1", server.port)
    joiner = Joiner("María", client)
    client.hello(server.code, "María")

    def seated() -> list[str]:
        frames(app)
        joiner.pump()
        return [s.who for s in lobby.lobby.seats]

    wait_for(lambda: seated() == ["ai", "joiner", "open"])  # the host set seat 0 to an AI
    lobby.start()
    frames(app, 3)
    table = next(s for s in app.stack.scenes if hasattr(s, "link"))
    assert isinstance(table.link, HostLink)
    assert table.humans == ()  # the joiner's seat is not asked here
    assert sorted(table.policies) == [0, 2]  # the open seat nobody took is an AI's too
    assert table.config.seats[1].name == "María" and table.config.seats[2].kind == "ai"
    joiner_plays(app, joiner, 1, frame_cap=200)  # its seat, from its own machine
    client.close()
    wait_for(lambda: (frames(app), 1 in table.link.session.disconnected())[1])
    app.stack.reset(TitleScene(app))
    frames(app, 3)


def test_a_joiners_lobby_shows_each_seat_in_its_colour(app):
    """The joiner's lobby draws each seat's marker in the colour the host gave it, as the host's
    lobby does; a game whose rules deal colours at the start (Black Fleet, BF-14) shows grey
    markers on both screens until then."""
    from scenes.core import theme

    colours = ["red", "blue", "green"]
    for game, shown in (("mutinies", colours), ("black_fleet", ["", "", ""])):
        dealt = registry.get(game).info.dealt_colours
        server = HostServer(
            game,
            ["Ana", "Ben", "Carmen"],
            [1],
            port=0,
            bind="127.0.0.1",
            colours=[] if dealt else colours,
        )
        server.start()
        try:
            join_on_screen(app, server.port, server.code, "María")
            wait_for(lambda: (frames(app), isinstance(app.stack.top, JoinLobbyScene))[1])
            lobby = app.stack.top
            wait_for(
                lambda lobby=lobby, server=server: (
                    frames(app),
                    server.poll_lobby(),
                    lobby.lobby is not None and lobby.lobby.seats[1].who == "joiner",
                )[2]
            )
            assert [s.colour for s in lobby.lobby.seats] == shown
            surface = app.screen.copy()
            lobby.draw(surface)
            for seat, colour in enumerate(shown):  # seat_rows: the marker's centre
                rgb = surface.get_at((70, 190 + seat * 34 + 12))[:3]
                assert rgb == theme.seat_rgb(colour or "grey")
        finally:
            server.stop()
        app.stack.reset(TitleScene(app))
        frames(app, 2)


def host_mutinies_for(server: HostServer, name: str, seed: int):
    """The host's side run by the test once the App has joined `server` as seat 1 (`name`):
    a 21 Mutinies match with random AI seats Ana and Carmen, and one host frame to call."""
    from game.core.types import SeatConfig

    game, rules = registry.get("mutinies"), registry.rules_for("mutinies")
    seats = [
        SeatConfig("Ana", "ai", "random"),
        SeatConfig(name, "human"),
        SeatConfig("Carmen", "ai", "random"),
    ]
    match = Match(rules, game.make_config(seats, seed=seed))
    session = HostSession(server, match)
    session.begin()
    policy = game.policy("random", rules, None)
    rngs = {s: ai_rng(seed, s) for s in (0, 2)}

    def host() -> None:
        host_frame(session, match, policy, rngs)

    return match, session, host


def test_a_joiner_plays_on_its_own_table(app):
    """The App is the joiner here; the host runs in this test (HostServer + HostSession)."""
    server = HostServer("mutinies", ["Ana", "Ben", "Carmen"], [1], port=0, bind="127.0.0.1")
    server.start()
    try:
        join_on_screen(app, server.port, server.code, "María")
        frames(app, 2)
        assert isinstance(app.stack.top, JoinLobbyScene)
        wait_for(lambda: (frames(app), server.poll_lobby(), bool(server.joined_seats()))[2])
        match, session, host = host_mutinies_for(server, server.joined_seats()[1], seed=3)

        def table_open():
            return next((s for s in app.stack.scenes if getattr(s, "link", None)), None)

        wait_for(lambda: (host(), frames(app), table_open() is not None)[2])
        table = table_open()
        assert isinstance(table.link, JoinLink) and isinstance(table.match, RemoteMatch)
        assert table.humans == (1,) and table.policies == {}
        steps_before = len(match.log)
        acted = 0
        end = time.monotonic() + 20
        while acted < 3 and time.monotonic() < end and not match.is_over:
            host()
            frames(app)
            d = table.current_human_decision()
            if d is not None and table.is_top():
                table.choose(d.seat, d.options[0])
                acted += 1
        wait_for(lambda: (host(), frames(app), table.match.step == len(match.log))[2])
        assert acted >= 1 and len(match.log) > steps_before
        assert table.view == match.view(1)  # the joiner's screen draws its own seat's view
        # Undo is dimmed, and says why: a match across the network takes nothing back
        mine = Decision(1, "test", (Action("x"),))
        undo = next(c for c in table.bar_controls(mine) if c.slot == "undo")
        assert not undo.enabled and undo.reason == i18n.tr("net.no_undo")
        table.undo(1)
        assert table.toast is not None and table.toast[0] == i18n.tr("net.no_undo")
        # the joiner's program stops; restarted, its Join screen offers the seat back
        assert load_ticket(user_data_dir()) is not None
        app.stack.reset(TitleScene(app))
        wait_for(lambda: (host(), frames(app), 1 in session.disconnected())[2])
        join = JoinScene(app)
        assert join.ticket is not None and join.ticket.name == "María"
        app.stack.push(join)
        frames(app, 2)
        join.rejoin()
        wait_for(lambda: (host(), frames(app), table_open() is not None)[2])
        table = table_open()
        assert table is not None and table.match.seats == (1,)
        wait_for(lambda: (host(), frames(app), table.match.step == len(match.log))[2])
        assert table.view == match.view(1)
        session.close()
        # the host stops mid-match: the joiner keeps its ticket and keeps trying to rejoin
        wait_for(lambda: (frames(app), table.link.lost_at is not None)[1])
        assert table.link.closed_key is None and load_ticket(user_data_dir()) is not None
        app.stack.reset(TitleScene(app))
        frames(app, 3)
    finally:
        server.stop()


def test_a_joiner_whose_table_stayed_open_reads_what_it_missed_in_the_log(app):
    """The connection drops and the joiner's table stays open; while it is away the host's AI
    seats play on. When it is back (the table rejoins with its token by itself), the log says
    what happened meanwhile under "While you were away:", and the board shows the host's view."""
    from scenes.table import lan as table_lan

    server = HostServer("mutinies", ["Ana", "Ben", "Carmen"], [1], port=0, bind="127.0.0.1")
    server.start()
    retry = table_lan.RETRY_EVERY
    table_lan.RETRY_EVERY = 0.2
    try:
        join_on_screen(app, server.port, server.code, "María")
        wait_for(lambda: (frames(app), server.poll_lobby(), bool(server.joined_seats()))[2])
        match, session, host = host_mutinies_for(server, "María", seed=5)
        table = None

        def joined():
            return next((s for s in app.stack.scenes if getattr(s, "link", None)), None)

        def network() -> None:  # the host serves its joiner but plays no step
            session.poll()
            while match.chance_pending:
                match.step_chance()
            session.flush()

        wait_for(lambda: (network(), frames(app), joined() is not None)[2])
        table = joined()
        wait_for(lambda: (network(), frames(app), table.match.step == len(match.log))[2])
        assert match.decisions()[0].seat != 1  # Carmen and Ana play before her
        link = table.link
        link.client.close()  # the connection drops; the table stays open and will retry
        link.lost(table, "net.lost.closed")
        wait_for(lambda: (frames(app), 1 in session.disconnected())[1], poll=network)
        away = len(match.log)
        for _ in range(400):
            if len(match.log) > away + 3 or any(d.seat == 1 for d in match.decisions()):
                break
            host()
        assert len(match.log) > away, "the AI seats played on while María was away"
        heading = i18n.tr("ui.lan.missed")
        wait_for(lambda: (host(), frames(app), table.match.step == len(match.log))[2])
        texts = [text for text, _ in table.log_panel.lines]
        assert heading in texts
        assert len(texts) > texts.index(heading) + 1  # what happened is told under it
        assert table.view == match.view(1)
        session.close()
    finally:
        table_lan.RETRY_EVERY = retry
        server.stop()
        app.stack.reset(TitleScene(app))
        frames(app, 3)


def hosted_mutinies_with_a_joiner(app):
    """A 21 Mutinies match hosted on the App (Ana and Cy AI, Ben's seat open), joined by María,
    who has played two of her turns: (table, joiner)."""
    from game.core.types import SeatConfig

    game = registry.get("mutinies")
    app.stack.reset(TitleScene(app))
    lobby = HostLobbyScene(
        app,
        game.make_config(
            [SeatConfig("Ana", "ai", "random"), SeatConfig("Ben", "human"), SeatConfig("Cy", "ai")],
            seed=8,
        ),
        [1],
        0,
    )
    app.stack.push(lobby)
    frames(app, 2)
    client = JoinClient("127.0.0.1", lobby.server.port)
    joiner = Joiner("María", client)
    client.hello(lobby.server.code, "María")
    wait_for(lambda: (frames(app), joiner.pump(), bool(lobby.server.joined_seats()))[2])
    lobby.start()
    frames(app, 3)
    table = next(s for s in app.stack.scenes if getattr(s, "link", None))
    joiner_plays(app, joiner, 2, frame_cap=300)
    return table, joiner


def test_a_hosted_match_resumes_as_a_hosted_game_and_its_joiner_comes_back(app):
    """The host's autosave holds the whole match; beside it, the code, port and seat tokens, so
    that loading it hosts again and the joiner rejoins with the token it kept."""
    from game.net.ticket import host_ticket_path

    table, joiner = hosted_mutinies_with_a_joiner(app)
    saved = table.autosave_path
    assert host_ticket_path(saved).exists()
    steps = len(table.match.log)
    app.stack.reset(TitleScene(app))  # the host quits: its server stops, the joiner is told
    frames(app, 3)
    app.writer.flush(2.0)
    wait_for(lambda: (joiner.pump(), bool(joiner.lost))[1])
    assert joiner.lost[0].key == "net.closed.host_paused"  # (its program keeps its ticket)
    joiner.client.close()
    assert app.screens.load_and_play(saved)
    frames(app, 3)
    table = next(s for s in app.stack.scenes if getattr(s, "link", None))
    assert isinstance(table.link, HostLink) and table.link.session.remote == {1}
    assert len(table.match.log) >= steps and table.humans == ()
    lobby = table.link.session.server.lobby()  # each seat in its colour, as before the pause
    assert [s.colour for s in lobby.seats] == [s.colour for s in table.config.seats]
    assert all(s.colour for s in lobby.seats)
    back = Joiner("María", JoinClient("127.0.0.1", table.link.session.server.port))
    back.client.rejoin(joiner.token)
    wait_for(lambda: (frames(app), back.pump(), back.remote is not None and back.remote.updates)[2])
    assert back.remote.view(1) == table.match.view(1)
    back.client.close()
    app.stack.reset(TitleScene(app))
    frames(app, 3)


def test_a_seat_handed_to_an_ai_stays_an_ai_seat_when_the_match_resumes(app):
    """The joiner leaves, the host hands her seat to an AI from the bar; after the host quits
    and loads the match again, that seat is still played by the AI (nobody is waited for, and
    the host's screen is not asked for it)."""
    from game.net.ticket import host_ticket_path, load_host_ticket

    table, joiner = hosted_mutinies_with_a_joiner(app)
    joiner.client.close()
    link = table.link
    offers: list = []
    for _ in range(600):
        frames(app)
        offers = link.bar_offers(table)
        if offers:
            break
    assert offers, "the bar offers to hand the absent joiner's seat to an AI"
    offers[0][1]()
    assert 1 in table.policies and table.humans == ()
    saved = table.autosave_path
    for _ in range(5):
        frames(app)
    app.stack.reset(TitleScene(app))
    frames(app, 3)
    app.writer.flush(2.0)
    ticket = load_host_ticket(saved, "mutinies", 8)
    assert ticket is not None and ticket.seats == [] and ticket.ai == [1]
    assert host_ticket_path(saved).exists()
    assert app.screens.load_and_play(saved)
    frames(app, 3)
    table = next(s for s in app.stack.scenes if hasattr(s, "policies"))
    assert table.link is None and 1 in table.policies and table.humans == ()
    steps = len(table.match.log)
    for _ in range(120):
        frames(app)
    assert len(table.match.log) > steps or table.match.is_over  # the AI plays on
    app.stack.reset(TitleScene(app))
    frames(app, 3)


def test_a_joiner_builds_its_ship_step_by_step_through_the_host(app):
    """P8-5, P8-8: "Set sail" in the shipyard sends the ship as a chain of steps; a local match
    takes them at once, a LAN host one per update. The joiner's chain goes on as the host asks
    for each step, the whole ship arrives, and nothing is refused on the way."""
    from scenes.pieces_of_eight.builder import ShipyardScene

    game, rules = registry.get("pieces_of_eight"), registry.rules_for("pieces_of_eight")
    server = HostServer("pieces_of_eight", ["Ana", "Ben"], [1], port=0, bind="127.0.0.1")
    server.start()
    try:
        join_on_screen(app, server.port, server.code, "Ben")
        wait_for(lambda: (frames(app), server.poll_lobby(), bool(server.joined_seats()))[2])
        from game.core.types import SeatConfig

        seats = [SeatConfig("Ana", "ai", "random"), SeatConfig("Ben", "human")]
        match = Match(rules, game.make_config(seats, seed=4))
        session = HostSession(server, match)
        session.begin()
        policy = game.policy("random", rules, None)
        rngs = {0: ai_rng(4, 0)}

        def host() -> None:
            host_frame(session, match, policy, rngs)

        def building(seat: int) -> bool:
            d = match.decision_for(seat)
            return d is not None and d.kind in ("build", "arrange")

        wait_for(lambda: (host(), frames(app), isinstance(app.stack.top, ShipyardScene))[2])
        yard = app.stack.top
        yard.random_ship()
        chain = yard.plan.actions()
        assert len(chain) > 1 and building(1)
        steps_before = len(match.log)
        yard.sail()
        assert yard.note == ""  # not "the ship was refused: build it again"
        frames(app)
        assert not isinstance(app.stack.top, ShipyardScene)
        wait_for(lambda: (host(), frames(app), not building(1))[2])
        ben = [e for e in match.log[steps_before:] if e.get("seat") == 1]
        assert ben and len(ben) <= len(chain)  # P8-8: the engine may place the last coins
        assert all(e["action"] == list(a.to_json()) for e, a in zip(ben, chain, strict=False))
        assert table_of(app).match.last_refusal is None
        session.close()
        app.stack.reset(TitleScene(app))
        frames(app, 3)
    finally:
        server.stop()


def table_of(app):
    return next(s for s in app.stack.scenes if getattr(s, "link", None))


def test_the_host_link_sends_updates_between_frames_and_takes_actions_as_they_arrive():
    """HostLink: a frame takes no joiner's action and builds no update; between frames
    (`between`) the actions that arrived are taken and every joiner whose screen is behind gets
    its update, encoded by the main thread until BETWEEN_LEFT before the next frame is due,
    and the table is readied for that frame; then each action that arrives is taken, its
    updates sent at once and the table readied again, until the wait for the network finds
    nothing before that time. Under another screen the updates go at once."""

    class Server:
        def __init__(self, arrivals: list[bool]) -> None:
            self.arrivals = arrivals
            self.waits: list[float] = []

        def wait(self, timeout: float) -> bool:
            self.waits.append(timeout)
            return self.arrivals.pop(0)

    class Session:
        def __init__(self) -> None:
            self.notes: list = []
            self.calls: list = []
            self.server = Server([True, False])

        def poll(self, budget: float = 0.0) -> float:
            self.calls.append("poll")
            return 0.0

        def flush(self, hold: bool = False) -> None:
            self.calls.append(("flush", hold))

        def send_held(self, encode_until: float | None = None) -> None:
            self.calls.append(("handed", encode_until))

    session, table = Session(), HostTableStub()
    table.ready = lambda until: session.calls.append(("ready", until))  # type: ignore[method-assign]
    link = HostLink(session)  # type: ignore[arg-type]  # the session's side the link uses
    link.poll(table)  # type: ignore[arg-type]  # the table's side the link uses
    link.flush(table)  # type: ignore[arg-type]
    assert session.calls == [] and not table.app.after_frame, "nothing of the joiners' in a frame"
    until = time.perf_counter() + 1.0
    link.between(table, until)  # type: ignore[arg-type]
    edge = until - BETWEEN_LEFT
    sent = [("flush", True), ("handed", edge), ("ready", until)]
    assert session.calls == ["poll", *sent, "poll", *sent], "what came in the frame, then each"
    assert len(session.server.waits) == 2 and all(0 < w <= 1.0 for w in session.server.waits)
    session.calls.clear()
    now = time.perf_counter()
    link.between(table, now)  # type: ignore[arg-type]  # no time left
    assert session.calls == [
        "poll",
        ("flush", True),
        ("handed", now - BETWEEN_LEFT),
        ("ready", now),
    ]
    assert len(session.server.waits) == 2, "no wait without time"
    session.calls.clear()
    table.top = False
    link.poll(table)  # type: ignore[arg-type]
    link.flush(table)  # type: ignore[arg-type]
    assert session.calls == [("flush", False)], "under another screen: sent at once"


def test_a_joiners_action_is_taken_and_answered_between_the_hosts_frames(app):
    """While the host's loop waits for its next frame (App.wait_for_frame), a joiner's action
    is taken as it arrives and its update sent at once (HostLink.between): it waits for no host
    frame. The wait still ends by the frame's due time."""
    table, joiner = hosted_mutinies_with_a_joiner(app)
    match, remote = table.match, joiner.remote
    assert remote is not None and app.between_frames == table.between_frames
    for _ in range(600):  # the host's frames until María is asked again
        if any(d.seat in joiner.seats for d in remote.decisions()):
            break
        frames(app)
        joiner.pump()
    assert joiner.play(), "María has a decision to answer"
    steps, frames_run = len(match.log), app.time
    due = time.perf_counter() + 0.5
    app.wait_for_frame(due)  # no frame runs: only the wait between two frames
    assert time.perf_counter() <= due + 0.05, "the wait ends by the frame's due time"
    assert app.time == frames_run
    assert len(match.log) > steps, "the action was taken between the frames"
    wait_for(lambda: (joiner.pump(), not any(remote.awaiting(s) for s in joiner.seats))[1])
    assert remote.step >= steps + 1, "and what came of it reached the joiner"
    app.stack.reset(TitleScene(app))
    frames(app, 2)
    assert app.between_frames is None, "the table's wait goes with the table"
