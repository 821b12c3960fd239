"""The messages of a LAN match, versioned and typed (msgspec Structs, a tagged union each way).

A joiner sends the host at most `MAX_TO_HOST` bytes a message; the host sends at most
`MAX_TO_JOINER`. Every message carries the schema version `v`; a message of another version, over
its size, not JSON, of an unknown type, with an unknown or missing field or a value outside its
type's limits is refused with the reason (`decode_to_host` / `decode_to_joiner` raise
`Malformed`). What a seat sees (its view, decisions, events, the result) travels in the wire form
of game/net/codec.py, decoded on arrival into the game's own classes.

Joiner -> host:
    Hello(code, name)          take an open seat of the table whose join code is `code`
    Rejoin(token)              take back the seat(s) of a secret seat token
    Act(seat, action, step, ms)  an answer for one of its own seats to the decision asked since
                                 step `step` (an answer to a decision no longer asked is stale)
Host -> joiner:
    Welcome(token, seats, game)  the seat token (keep it to rejoin) and the seats it holds
    Lobby(game, seats)           who sits where before the start
    Started(config, seats)       the match begins: its configuration and the joiner's seats
    Update(...)                  what the joiner's seats see after step `step` (see below)
    Refused(key, rule, args)     something it sent was refused: an i18n key (`net.refused.*`,
                                 or a rule's key with its rule ID when an action is illegal)
    Closed(key)                  the host ends the connection, with the reason
"""

from __future__ import annotations

from typing import Annotated, Any, Final, Literal

import msgspec
from msgspec import Meta, Struct

from game.core.boundary import Name, Scalar
from game.core.limits import MAX_SEATS

PROTOCOL: Final = 3  # the schema version: raise it whenever a message changes shape (3: colours)
MAX_TO_HOST: Final = 4 * 1024  # bytes: a joiner's message (an action is a few dozen)
MAX_TO_JOINER: Final = 4 * 1024 * 1024  # bytes: an update (a Kratos view is ~25 KB)

Seat = Annotated[int, Meta(ge=0, lt=MAX_SEATS)]
Code = Annotated[str, Meta(min_length=4, max_length=8, pattern=r"^[A-Z0-9]+$")]
Token = Annotated[str, Meta(min_length=16, max_length=64, pattern=r"^[A-Za-z0-9_-]+$")]
I18nKey = Annotated[str, Meta(min_length=1, max_length=80, pattern=r"^[A-Za-z0-9_.:-]+$")]
Step = Annotated[int, Meta(ge=0, le=10_000_000)]
Millis = Annotated[int, Meta(ge=0, le=3_600_000)]
ActionList = Annotated[list[Scalar], Meta(min_length=1, max_length=16)]


class Message(Struct, frozen=True, forbid_unknown_fields=True, tag_field="type"):
    v: int


# ---- joiner -> host ---------------------------------------------------------------------------
class Hello(Message, frozen=True, tag="hello"):
    code: Code
    name: Name


class Rejoin(Message, frozen=True, tag="rejoin"):
    token: Token


class Act(Message, frozen=True, tag="act"):
    seat: Seat
    action: ActionList
    step: Step
    ms: Millis | None = None


ToHost = Hello | Rejoin | Act


# ---- host -> joiner ---------------------------------------------------------------------------
class Welcome(Message, frozen=True, tag="welcome"):
    token: Token
    seats: list[Seat]
    game: I18nKey


Who = Literal["host", "joiner", "open", "ai", "away"]  # who sits at a seat of the lobby


class LobbySeat(Struct, frozen=True, forbid_unknown_fields=True):
    seat: Seat
    name: str
    who: Who
    colour: Annotated[str, Meta(max_length=40)] = ""  # "" while the rules have yet to deal it


class Lobby(Message, frozen=True, tag="lobby"):
    game: I18nKey
    seats: list[LobbySeat]


class SeatDoc(Struct, frozen=True, forbid_unknown_fields=True):
    name: Name
    kind: Literal["human", "ai"]
    level: Annotated[str, Meta(max_length=40)]
    colour: Annotated[str, Meta(max_length=40)]


class ConfigDoc(Struct, frozen=True, forbid_unknown_fields=True):
    game: I18nKey
    seats: Annotated[list[SeatDoc], Meta(min_length=1, max_length=MAX_SEATS)]
    variants: dict[str, Any]
    seed: int
    options: dict[str, Any]


class Started(Message, frozen=True, tag="started"):
    config: ConfigDoc
    seats: list[Seat]
    rules_version: int  # the host's rules of the game: a joiner with other rules cannot follow


class Update(Message, frozen=True, tag="update"):
    """After step `step` of the host's log: the joiner's first seat's view, its seats' pending
    decisions (`decisions`), which seats are asked now where that is public (`asked`: no
    reaction window whose asking would tell who may react, see session.public_asked; `view` is the whole view, or with `patch` only its fields that changed since the
    previous update), the options of its decisions that exist but are not legal now with their rules
    (`unavailable`), the events since the last update as its seats see them, whether a clock
    runs, and once the match is over its result and progress chart. `view`, `decisions`,
    `unavailable`, `events`, `result` and `chart` are in the codec's wire form."""

    step: Step
    view: Any
    decisions: Any
    since: Step  # the step since which its seat's decision is asked (an Act names it)
    asked: list[Seat]
    unavailable: Any
    events: Any
    clocked: bool
    over: bool
    result: Any = None
    chart: Any = None
    resumed: bool = False  # a rejoin: the events are the recent past, already seen once
    missed: Annotated[int, Meta(ge=0, le=10_000)] = 0  # with `resumed`: how many of the last
    # events were never sent before (they happened while the joiner was away)
    patch: bool = False  # `view` holds only the fields that changed since the last update


class Refused(Message, frozen=True, tag="refused"):
    key: I18nKey
    rule: Annotated[str, Meta(max_length=40)] = ""
    args: dict[str, Any] = {}


class Closed(Message, frozen=True, tag="closed"):
    key: I18nKey


ToJoiner = Welcome | Lobby | Started | Update | Refused | Closed


class Malformed(ValueError):
    """A message refused on arrival; `key` says why (an i18n key under `net.refused`)."""

    def __init__(self, key: str, detail: str) -> None:
        super().__init__(f"{key}: {detail}")
        self.key = key
        self.detail = detail


_to_host = msgspec.json.Decoder(ToHost)
_to_joiner = msgspec.json.Decoder(ToJoiner)
_encoder = msgspec.json.Encoder()


def encode(message: Message) -> bytes:
    return _encoder.encode(message)


def _decode(raw: bytes | str, decoder: msgspec.json.Decoder[Any], limit: int) -> Any:
    if isinstance(raw, str):
        raw = raw.encode()
    if len(raw) > limit:
        raise Malformed("net.refused.too_big", f"{len(raw)} bytes, at most {limit}")
    try:
        message = decoder.decode(raw)
    except msgspec.ValidationError as exc:
        raise Malformed("net.refused.malformed", str(exc)) from None
    except msgspec.DecodeError as exc:
        raise Malformed("net.refused.malformed", str(exc)) from None
    except RecursionError:
        raise Malformed("net.refused.malformed", "nested too deep") from None
    if message.v != PROTOCOL:
        raise Malformed(
            "net.refused.version", f"schema {message.v}, this program speaks {PROTOCOL}"
        )
    return message


def decode_to_host(raw: bytes | str) -> ToHost:
    """A joiner's message, or Malformed."""
    message: ToHost = _decode(raw, _to_host, MAX_TO_HOST)
    return message


def decode_to_joiner(raw: bytes | str) -> ToJoiner:
    """The host's message, or Malformed."""
    message: ToJoiner = _decode(raw, _to_joiner, MAX_TO_JOINER)
    return message
