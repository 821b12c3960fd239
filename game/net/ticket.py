"""A joiner's seat ticket on disk: where its host is and the secret seat token, so that a joiner
whose program stopped (a crash, a closed laptop) can take its seat back after a restart (the
Join screen offers it). Written when the host welcomes it, removed when its match ends there."""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Annotated

import msgspec
from msgspec import Meta, Struct

from game.core.boundary import BoundaryError, Name, decode, read_limited
from game.core.files import atomic_write

from .messages import I18nKey, Token

FILE = "lan_seat.json"


class SeatTicket(Struct, frozen=True, forbid_unknown_fields=True):
    address: Annotated[str, Meta(min_length=1, max_length=253)]
    port: Annotated[int, Meta(ge=1, le=65535)]
    token: Token
    game: I18nKey
    name: Name


def save_ticket(folder: Path, ticket: SeatTicket) -> None:
    with contextlib.suppress(OSError):  # no ticket is only no rejoin after a restart
        atomic_write(folder / FILE, msgspec.json.encode(ticket))


def load_ticket(folder: Path) -> SeatTicket | None:
    try:
        return decode(read_limited(folder / FILE, 4096), SeatTicket, FILE)
    except (OSError, BoundaryError):
        return None


def forget_ticket(folder: Path) -> None:
    with contextlib.suppress(OSError):
        (folder / FILE).unlink()
