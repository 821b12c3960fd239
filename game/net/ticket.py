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


# ---- the host's side: a hosted match resumes as a hosted game ------------------------------------
HOST_SUFFIX = ".lan"  # beside the match's autosave: `<slot>.json.lan`


class HostSeat(Struct, frozen=True, forbid_unknown_fields=True):
    seat: Annotated[int, Meta(ge=0, lt=9)]
    name: Name
    token: Token


class HostTicket(Struct, frozen=True, forbid_unknown_fields=True):
    """What a host needs to take its joiners back after a restart: the join code, the port and
    each joiner's seat and token (so the joiners' programs, which retry with their tokens, come
    back by themselves), and the joiners' seats it handed to an AI (they stay AI seats). `game`
    and `seed` tie it to its match."""

    game: I18nKey
    seed: int
    code: Annotated[str, Meta(min_length=4, max_length=8, pattern=r"^[A-Z0-9]+$")]
    port: Annotated[int, Meta(ge=1, le=65535)]
    seats: list[HostSeat]
    ai: list[Annotated[int, Meta(ge=0, lt=9)]] = []


def host_ticket_path(autosave: Path) -> Path:
    return autosave.with_name(autosave.name + HOST_SUFFIX)


def save_host_ticket(autosave: Path, ticket: HostTicket) -> None:
    with contextlib.suppress(OSError):  # without it the match resumes at one screen
        atomic_write(host_ticket_path(autosave), msgspec.json.encode(ticket))


def load_host_ticket(autosave: Path, game: str, seed: int) -> HostTicket | None:
    """The hosting of the match saved at `autosave`, if it was hosted (and it is this match)."""
    try:
        ticket = decode(read_limited(host_ticket_path(autosave), 16384), HostTicket, HOST_SUFFIX)
    except (OSError, BoundaryError):
        return None
    ours = ticket.game == game and ticket.seed == seed
    return ticket if ours and (ticket.seats or ticket.ai) else None
