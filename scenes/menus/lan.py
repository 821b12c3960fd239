"""Play across machines on a local network: host a game, join one, the lobby before the start.

    Host a game   choose the game -> its setup, where a seat may be "open for a joiner" (and the
                  port) -> the host's lobby: the join code and this machine's address and port
                  shown large, who has joined; Start: open seats nobody took become AI seats.
    Join a game   the hosts found on the network (zeroconf), or an address and port typed in;
                  the join code; a name -> the joiner's lobby until the host starts.
The network lives in game/net; a started match is opened through the App's screens
(`host_table`, `join_table`), which connect the table to it (scenes/table/lan.py).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Collection
from functools import partial

import pygame

from game import registry
from game.core.errors import DataError
from game.core.match import Match
from game.core.types import MatchConfig, SeatConfig
from game.net.client import JoinClient, Lost
from game.net.codec import WireError
from game.net.discovery import Announcer, Browser, FoundHost, local_address
from game.net.host import DEFAULT_PORT, HostServer
from game.net.messages import Closed, Lobby, Refused, Started, Update, Welcome
from game.net.remote import RemoteMatch
from game.net.session import HostSession
from game.net.ticket import SeatTicket, forget_ticket, load_ticket, save_ticket

from ..core import i18n, theme, ui
from ..core.app import App
from ..core.base import Scene
from ..core.paths import user_data_dir
from ..core.settings import DEFAULT_NAMES
from .setup import SetupScene

OPEN = "open"  # the seat kind "open for a joiner" on the Host screen


def parse_port(text: str) -> int | None:
    text = text.strip()
    if not text.isdigit():
        return None
    port = int(text)
    return port if 1024 <= port <= 65535 else None


def lobby_colours(config: MatchConfig) -> list[str]:
    """The seats' colours the lobbies show: none where the rules deal them at the start
    (Black Fleet, BF-14: the seats' markers stay grey until then)."""
    if registry.get(config.game).info.dealt_colours:
        return []
    return [s.colour for s in config.seats]


def seat_rows(
    surface: pygame.Surface,
    lobby: Lobby | None,
    top: int,
    mine: Collection[int] | None = None,
) -> None:
    """The seats of a lobby, one line each: its marker in the seat's colour (grey where the rules
    deal colours at the start), its name and who sits there. On a joiner's screen (`mine`: the
    seats it holds) the host's seats are "at the host's screen" and its own "you", not the
    host's "on this machine" and "joined"."""
    seats = lobby.seats if lobby is not None else []
    for i, seat in enumerate(seats):
        y = top + i * 34
        theme.draw_seat_marker(surface, (70, y + 12), 10, seat.seat, seat.colour or "grey")
        theme.blit_text(surface, seat.name, (92, y), 20, theme.TEXT_LIGHT, bold=True)
        who: str = seat.who
        if mine is not None and seat.seat in mine:
            who = "you"
        elif mine is not None and who == "host":
            who = "at_host"
        ink = theme.GOLD_LIGHT if who in ("joiner", "host", "you", "at_host") else theme.TEXT_DIM
        theme.blit_text(surface, i18n.tr(f"ui.lan.who.{who}"), (360, y + 2), 18, ink)


class HostGameScene(Scene):
    """Host a game: which game."""

    name = "lan_host_game"

    def build_ui(self) -> None:
        for i, gid in enumerate(registry.game_ids()):
            ui.button(
                self,
                (440, 200 + i * 64, 400, 52),
                f"{gid}.name",
                partial(self.choose, gid),
                style="@big_button",
                enabled=registry.problem(gid) is None,
            )
        ui.button(self, (60, 640, 180, 50), "ui.common.back", self.stack.pop, style="@big_button")

    def choose(self, game_id: str) -> None:
        try:
            self.stack.push(HostSetupScene(self.app, game_id))
        except DataError as exc:
            self.stack.push(
                self.app.screens.message(
                    i18n.tr("ui.error.title"), i18n.tr("ui.error.data", error=str(exc))
                )
            )

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface, self.app.settings.language, self.paint)

    def paint(self, surface: pygame.Surface) -> None:
        theme.draw_sea(surface)
        theme.blit_text(
            surface, i18n.tr("ui.lan.host"), (60, 24), 40, theme.GOLD, True, shadow=True
        )
        theme.blit_text(surface, i18n.tr("ui.lan.host_pick"), (62, 80), 18, theme.FOAM, italic=True)


class HostSetupScene(SetupScene):
    """The game's setup, where a seat may be left open for a joiner; and the port."""

    name = "lan_host_setup"

    def __init__(self, app: App, game_id: str) -> None:
        super().__init__(app, game_id)
        self.port_text = str(DEFAULT_PORT)
        for i in range(1, len(self.seats)):  # by default every other seat waits for a joiner
            if self.seats[i]["kind"] == "ai":
                self.seats[i]["kind"] = OPEN

    def kind_options(self) -> list[tuple[str, str]]:
        return [*super().kind_options(), (i18n.tr("ui.lan.open_seat"), OPEN)]

    def build_ui(self) -> None:
        super().build_ui()
        ui.entry(self, (880, 647, 110, 36), self.port_text, self.set_port, max_length=5)

    def set_port(self, text: str) -> None:
        self.port_text = text

    def seat_configs(self) -> list[SeatConfig]:
        """An open seat is a human's (the joiner's) until the start, when nobody took it."""
        return [
            SeatConfig(
                self.seat_name(i),
                "human" if s["kind"] == OPEN else s["kind"],
                s["level"],
                s["colour"],
            )
            for i, s in enumerate(self.seats[: self.count])
        ]

    def start(self) -> None:
        open_seats = [i for i, s in enumerate(self.seats[: self.count]) if s["kind"] == OPEN]
        port = parse_port(self.port_text)
        if not open_seats:
            self.error = i18n.tr("ui.lan.no_open_seat")
            return
        if port is None:
            self.error = i18n.tr("ui.lan.bad_port")
            return
        try:
            config = self.make_config()
        except ValueError as exc:
            self.error = str(exc)
            return
        self.stack.push(HostLobbyScene(self.app, config, open_seats, port))

    def paint(self, surface: pygame.Surface) -> None:
        super().paint(surface)
        theme.blit_text(
            surface,
            i18n.tr("ui.lan.port"),
            (870, 665),
            18,
            theme.TEXT_LIGHT,
            anchor="midright",
            shadow=True,
        )
        theme.blit_text(
            surface,
            i18n.tr("ui.lan.host"),
            (1220, 36),
            22,
            theme.GOLD_LIGHT,
            True,
            "topright",
            shadow=True,
        )


class HostLobbyScene(Scene):
    """The host's lobby: the code, the address and port, who has joined; Start."""

    name = "lan_host_lobby"

    def __init__(self, app: App, config: MatchConfig, open_seats: list[int], port: int) -> None:
        super().__init__(app)
        self.config = config
        self.open_seats = open_seats
        self.address = local_address()
        self.server = HostServer(
            config.game,
            [s.name for s in config.seats],
            open_seats,
            port=port,
            colours=lobby_colours(config),
            ai_seats=[i for i, seat in enumerate(config.seats) if seat.kind == "ai"],
        )
        self.error = ""
        self.announcer: Announcer | None = None
        self.lobby: Lobby | None = None
        self.started = False
        try:
            self.server.start()
        except OSError as exc:
            self.error = i18n.tr("ui.lan.cannot_listen", port=port, error=str(exc))
            return
        self.lobby = self.server.lobby()
        self.announcer = Announcer(config.seats[0].name, self.server.port, config.game)
        self.announcer.start()

    def build_ui(self) -> None:
        ui.button(self, (60, 640, 180, 50), "ui.common.back", self.back, style="@big_button")
        ui.button(
            self,
            (1000, 640, 220, 50),
            "ui.lan.start",
            self.start,
            style="@big_button",
            enabled=not self.error,
        )

    def back(self) -> None:
        self.stack.pop()

    def exit(self) -> None:
        if not self.started:
            if self.announcer is not None:
                self.announcer.stop()
            self.server.stop()
        super().exit()

    def update(self, dt: float) -> None:
        if not self.error and self.server.poll_lobby():
            self.lobby = self.server.lobby()

    def start(self) -> None:
        taken = self.server.joined_seats()
        game = registry.get(self.config.game)
        seats = []
        for i, s in enumerate(self.config.seats):
            if i in taken:
                seats.append(dataclasses.replace(s, name=taken[i], kind="human"))
            elif i in self.open_seats:
                seats.append(
                    dataclasses.replace(s, kind="ai", level=s.level or game.default_level())
                )
            else:
                seats.append(s)
        config = dataclasses.replace(self.config, seats=tuple(seats))
        try:
            match = Match(registry.rules_for(config.game), config)
        except (ValueError, DataError) as exc:
            self.error = str(exc)
            return
        self.started = True
        if self.announcer is not None:
            self.announcer.stop()  # nobody new may join now; joiners who drop know the address
        session = HostSession(self.server, match)
        session.begin()
        self.app.screens.host_table(match, session)

    def draw(self, surface: pygame.Surface) -> None:
        key = (self.app.settings.language, self.error, repr(self.lobby))
        self.draw_backdrop(surface, key, self.paint)

    def paint(self, surface: pygame.Surface) -> None:
        theme.draw_sea(surface)
        title = i18n.tr("ui.lan.lobby_title", game=i18n.tr(f"{self.config.game}.name"))
        theme.blit_text(surface, title, (60, 24), 36, theme.GOLD, True, shadow=True)
        if self.error:
            theme.blit_text(surface, self.error, (60, 120), 20, theme.RED, True, width=1100)
            return
        panel = pygame.Rect(700, 110, 520, 380)
        theme.draw_panel(surface, panel, "parchment", 14)
        theme.blit_text(
            surface,
            i18n.tr("ui.lan.code"),
            (panel.centerx, panel.y + 20),
            22,
            theme.INK_SOFT,
            anchor="midtop",
        )
        theme.blit_text(
            surface, self.server.code, (panel.centerx, panel.y + 52), 96, theme.INK, True, "midtop"
        )
        theme.blit_text(
            surface,
            i18n.tr("ui.lan.address"),
            (panel.centerx, panel.y + 190),
            22,
            theme.INK_SOFT,
            anchor="midtop",
        )
        where = f"{self.address} : {self.server.port}"
        theme.blit_text(
            surface, where, (panel.centerx, panel.y + 222), 44, theme.INK, True, "midtop"
        )
        found = (
            "ui.lan.announced"
            if self.announcer and self.announcer.available
            else "ui.lan.not_announced"
        )
        theme.blit_text(
            surface,
            i18n.tr(found),
            (panel.centerx, panel.y + 300),
            16,
            theme.INK_SOFT,
            anchor="midtop",
            width=panel.w - 40,
        )
        theme.draw_panel(surface, (30, 110, 640, 380), "dark", 12, 2)
        theme.blit_text(
            surface, i18n.tr("ui.lan.who_joined"), (50, 124), 20, theme.TEXT_LIGHT, True
        )
        seat_rows(surface, self.lobby, 170)
        theme.blit_text(
            surface,
            i18n.tr("ui.lan.start_hint"),
            (640, 540),
            17,
            theme.FOAM,
            anchor="midtop",
            italic=True,
            shadow=True,
            width=1100,
        )


class JoinScene(Scene):
    """Join a game: a host found on the network or an address; the code; a name."""

    name = "lan_join"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.browser = Browser()
        self.browser.start()
        self.hosts: list[FoundHost] = []
        self.address = ""
        self.port_text = str(DEFAULT_PORT)
        self.code = ""
        self.player = DEFAULT_NAMES[1]
        self.error = ""
        self.next_look = 0.0
        self.ticket = load_ticket(user_data_dir())  # a seat this machine may take back

    def build_ui(self) -> None:
        x = 700
        if self.ticket is not None:
            ui.button(
                self,
                (x, 440, 520, 46),
                "ui.lan.rejoin",
                self.rejoin,
                kw={"name": self.ticket.name},
                tooltip="ui.lan.rejoin_tip",
                tooltip_kw={
                    "game": i18n.tr(f"{self.ticket.game}.name"),
                    "address": f"{self.ticket.address}:{self.ticket.port}",
                },
            )
        ui.entry(self, (x + 160, 150, 260, 40), self.address, self.set_address, max_length=64)
        ui.entry(self, (x + 160, 206, 120, 40), self.port_text, self.set_port, max_length=5)
        ui.entry(self, (x + 160, 262, 160, 40), self.code, self.set_code, max_length=8)
        ui.entry(self, (x + 160, 318, 260, 40), self.player, self.set_name, max_length=40)
        ui.button(self, (60, 640, 180, 50), "ui.common.back", self.stack.pop, style="@big_button")
        ui.button(self, (1000, 640, 220, 50), "ui.lan.join_button", self.join, style="@big_button")
        for i, host in enumerate(self.hosts[:8]):
            ui.button(
                self,
                (50, 170 + i * 52, 580, 44),
                "ui.lan.found_host",
                partial(self.pick, host),
                kw={
                    "name": host.name,
                    "game": i18n.tr(f"{host.game}.name"),
                    "address": f"{host.address}:{host.port}",
                },
            )

    def set_address(self, text: str) -> None:
        self.address = text.strip()

    def set_port(self, text: str) -> None:
        self.port_text = text

    def set_code(self, text: str) -> None:
        self.code = text.strip().upper()

    def set_name(self, text: str) -> None:
        self.player = text.strip()

    def pick(self, host: FoundHost) -> None:
        self.address, self.port_text = host.address, str(host.port)
        self.rebuild_ui()

    def update(self, dt: float) -> None:
        self.next_look -= dt
        if self.next_look <= 0:
            self.next_look = 1.0
            hosts = self.browser.hosts()
            if hosts != self.hosts:
                self.hosts = hosts
                self.rebuild_ui()

    def exit(self) -> None:
        self.browser.stop()
        super().exit()

    def rejoin(self) -> None:
        ticket = self.ticket
        if ticket is not None:
            self.stack.push(
                JoinLobbyScene(
                    self.app, ticket.address, ticket.port, "", ticket.name, token=ticket.token
                )
            )

    def join(self) -> None:
        port = parse_port(self.port_text)
        if not self.address:
            self.error = i18n.tr("ui.lan.no_address")
        elif port is None:
            self.error = i18n.tr("ui.lan.bad_port")
        elif not 4 <= len(self.code) <= 8 or not self.code.isalnum():
            self.error = i18n.tr("ui.lan.bad_code")
        elif not 0 < len(self.player) <= 40:
            self.error = i18n.tr("ui.lan.bad_name")
        else:
            self.error = ""
            self.stack.push(JoinLobbyScene(self.app, self.address, port, self.code, self.player))

    def draw(self, surface: pygame.Surface) -> None:
        key = (
            self.app.settings.language,
            self.error,
            tuple(self.hosts),
            self.browser.available,
            self.ticket,
        )
        self.draw_backdrop(surface, key, self.paint)

    def paint(self, surface: pygame.Surface) -> None:
        theme.draw_sea(surface)
        theme.blit_text(
            surface, i18n.tr("ui.lan.join"), (60, 24), 40, theme.GOLD, True, shadow=True
        )
        theme.blit_text(surface, i18n.tr("ui.lan.join_hint"), (62, 80), 18, theme.FOAM, italic=True)
        theme.draw_panel(surface, (30, 110, 620, 500), "dark", 12, 2)
        theme.blit_text(surface, i18n.tr("ui.lan.found"), (50, 124), 20, theme.TEXT_LIGHT, True)
        if not self.hosts:
            key = "ui.lan.searching" if self.browser.available else "ui.lan.no_discovery"
            theme.blit_text(surface, i18n.tr(key), (50, 174), 17, theme.TEXT_DIM, width=580)
        theme.draw_panel(surface, (670, 110, 570, 300), "dark", 12, 2)
        for i, key in enumerate(
            ("ui.lan.host_address", "ui.lan.port", "ui.lan.code", "ui.lan.name")
        ):
            theme.blit_text(
                surface, i18n.tr(key), (850, 170 + i * 56), 16, theme.TEXT_LIGHT, anchor="midright"
            )
        if self.ticket is not None:
            where = i18n.tr(
                "ui.lan.rejoin_tip",
                game=i18n.tr(f"{self.ticket.game}.name"),
                address=f"{self.ticket.address}:{self.ticket.port}",
            )
            theme.blit_text(surface, where, (700, 494), 15, theme.TEXT_LIGHT, width=520)
        if self.error:
            theme.blit_text(surface, self.error, (700, 540), 18, theme.RED, True, width=520)


class JoinLobbyScene(Scene):
    """The joiner waits: connecting, then the seats as the host's lobby shows them, until the
    host starts (the table opens) or the host refuses (the reason, and back)."""

    name = "lan_join_lobby"

    def __init__(
        self, app: App, address: str, port: int, code: str, player: str, token: str = ""
    ) -> None:
        super().__init__(app)
        self.address, self.port, self.player = address, port, player
        self.client = JoinClient(address, port)
        if token:  # taking a seat back (the ticket kept on this machine)
            self.client.rejoin(token)
        else:
            self.client.hello(code, player)
        self.token = ""
        self.seats: list[int] = []
        self.lobby: Lobby | None = None
        self.remote: RemoteMatch | None = None
        self.error = ""
        self.handed = False  # the table has the connection now

    def build_ui(self) -> None:
        ui.button(self, (60, 640, 180, 50), "ui.common.back", self.stack.pop, style="@big_button")

    def exit(self) -> None:
        if not self.handed:
            self.client.close()
        super().exit()

    def update(self, dt: float) -> None:
        if self.error or self.handed:
            return
        for message in self.client.drain():
            if isinstance(message, Welcome):
                self.token, self.seats = message.token, list(message.seats)
                ticket = SeatTicket(
                    address=self.address,
                    port=self.port,
                    token=message.token,
                    game=message.game,
                    name=self.player,
                )
                save_ticket(user_data_dir(), ticket)
            elif isinstance(message, Lobby):
                self.lobby = message
            elif isinstance(message, Started):
                try:
                    self.remote = RemoteMatch(message, self.client.send)
                except (KeyError, ValueError, DataError) as exc:
                    self.fail("ui.lan.cannot_play", error=str(exc))
                    return
            elif isinstance(message, Update) and self.remote is not None:
                try:
                    self.remote.apply(message)
                except WireError as exc:
                    self.fail("net.lost.malformed", error=str(exc))
                    return
                self.handed = True
                self.app.screens.join_table(self.remote, self.client, self.token)
                return
            elif isinstance(message, (Refused, Closed, Lost)):
                if message.key in ("net.refused.token", "net.closed.host_left"):
                    forget_ticket(user_data_dir())  # that seat is gone for good
                self.fail(message.key)
                return

    def fail(self, key: str, **args: object) -> None:
        self.error = i18n.tr(key, **args)
        self.client.close()

    def draw(self, surface: pygame.Surface) -> None:
        key = (self.app.settings.language, self.error, repr(self.lobby), self.token)
        self.draw_backdrop(surface, key, self.paint)

    def paint(self, surface: pygame.Surface) -> None:
        theme.draw_sea(surface)
        theme.blit_text(
            surface, i18n.tr("ui.lan.join"), (60, 24), 40, theme.GOLD, True, shadow=True
        )
        where = f"{self.address} : {self.port}"
        if self.error:
            theme.blit_text(
                surface,
                i18n.tr("ui.lan.refused", where=where),
                (60, 120),
                22,
                theme.TEXT_LIGHT,
                True,
            )
            theme.blit_text(surface, self.error, (60, 160), 20, theme.RED, True, width=1100)
            return
        state = "ui.lan.waiting_start" if self.token else "ui.lan.connecting"
        theme.blit_text(surface, i18n.tr(state, where=where), (60, 84), 20, theme.FOAM, italic=True)
        if self.lobby is not None:
            theme.blit_text(
                surface,
                i18n.tr(f"{self.lobby.game}.name"),
                (1220, 36),
                26,
                theme.GOLD_LIGHT,
                True,
                "topright",
                shadow=True,
            )
            theme.draw_panel(surface, (30, 130, 640, 380), "dark", 12, 2)
            theme.blit_text(
                surface, i18n.tr("ui.lan.who_joined"), (50, 144), 20, theme.TEXT_LIGHT, True
            )
            seat_rows(surface, self.lobby, 190, self.seats)
            if self.seats:
                mine = ", ".join(s.name for s in self.lobby.seats if s.seat in self.seats)
                theme.blit_text(
                    surface,
                    i18n.tr("ui.lan.you_are", name=mine),
                    (700, 150),
                    22,
                    theme.GOLD_LIGHT,
                    True,
                    width=520,
                )
