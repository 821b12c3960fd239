"""Finding hosts on the local network: the host announces `_tortuga._tcp.local.` by mDNS
(python-zeroconf), joiners browse for it. Multicast may be blocked (a firewall, a guest Wi-Fi, a
sandbox): everything here fails soft (`available` False, no hosts found) and the joiner types the
host's address instead, which the Host screen shows large. The join code is never announced.
"""

from __future__ import annotations

import contextlib
import socket
import threading
from dataclasses import dataclass
from typing import Any

SERVICE = "_tortuga._tcp.local."


@dataclass(frozen=True)
class FoundHost:
    name: str  # the host's name as announced (the host player's name)
    address: str
    port: int
    game: str


def local_address() -> str:
    """This machine's address on the local network (the one a route to the outside leaves
    by; no packet is sent), or 127.0.0.1 when there is no network."""
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.connect(("10.255.255.255", 1))
        address: str = s.getsockname()[0]
        return address
    return "127.0.0.1"


class Announcer:
    """The host's announcement (start/stop); `available` False when mDNS cannot work here."""

    def __init__(self, name: str, port: int, game: str) -> None:
        self.name, self.port, self.game = name, port, game
        self.available = False
        self._zc: Any = None
        self._info: Any = None

    def start(self) -> bool:
        try:
            from zeroconf import ServiceInfo, Zeroconf

            address = local_address()
            label = "".join(c for c in self.name if c.isalnum() or c in " -_")[:40] or "Tortuga"
            self._info = ServiceInfo(
                SERVICE,
                f"{label} {self.port}.{SERVICE}",
                port=self.port,
                properties={"game": self.game, "name": self.name[:40], "v": "1"},
                parsed_addresses=[address],
            )
            self._zc = Zeroconf()
            self._zc.register_service(self._info, allow_name_change=True)
            self.available = True
        except Exception:  # no multicast, no interface, a zeroconf error: the address is typed
            self.stop()
        return self.available

    def stop(self) -> None:
        zc, self._zc = self._zc, None
        if zc is not None:
            with contextlib.suppress(Exception):
                if self._info is not None:
                    zc.unregister_service(self._info)
            with contextlib.suppress(Exception):
                zc.close()
        self.available = False


class Browser:
    """Hosts announced on the network, as they come and go (`hosts()` from any thread)."""

    def __init__(self) -> None:
        self.available = False
        self._zc: Any = None
        self._browser: Any = None
        self._found: dict[str, FoundHost] = {}
        self._lock = threading.Lock()

    def start(self) -> bool:
        try:
            from zeroconf import ServiceBrowser, ServiceStateChange, Zeroconf

            def changed(zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
                if state_change is ServiceStateChange.Removed:
                    with self._lock:
                        self._found.pop(name, None)
                    return
                info = zeroconf.get_service_info(service_type, name, timeout=1500)
                if info is None or not info.parsed_addresses():
                    return
                props = {
                    k.decode(errors="replace"): (v or b"").decode(errors="replace")
                    for k, v in info.properties.items()
                }
                host = FoundHost(
                    props.get("name", name)[:40],
                    info.parsed_addresses()[0],
                    int(info.port or 0),
                    props.get("game", "")[:40],
                )
                with self._lock:
                    self._found[name] = host

            self._zc = Zeroconf()
            self._browser = ServiceBrowser(self._zc, SERVICE, handlers=[changed])
            self.available = True
        except Exception:  # no multicast here: joiners type the address
            self.stop()
        return self.available

    def hosts(self) -> list[FoundHost]:
        with self._lock:
            return sorted(self._found.values(), key=lambda h: (h.name, h.address, h.port))

    def stop(self) -> None:
        zc, self._zc = self._zc, None
        if zc is not None:
            with contextlib.suppress(Exception):
                if self._browser is not None:
                    self._browser.cancel()
            with contextlib.suppress(Exception):
                zc.close()
        self.available = False
