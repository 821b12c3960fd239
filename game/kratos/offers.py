"""Offers as typed objects, their text form in the action log, and their validity: K-6, K-39,
K-40, KD-15, KD-30, KD-33, KD-36, KD-43, digest 6.1.

An offer's items travel in actions (and so in the log) as one text: items separated by `;`,
fields by `,`:

    gold,<giver>,<receiver>,<amount>,now|done       (done = ON_COMPLETION, paid from escrow)
    piece,<giver>,<receiver>,<piece id>
    island,<giver>,<receiver>,<island>
    deliver,<giver>,<receiver>,<material>,<lots>,<island>
    permit,<grantor>,<grantee>,<load_goods|load_piece|land_on|carry_mines>,<island>,<material>,<piece>,<uses>
    promise,<giver>,<receiver>,non_aggression,<seat>,<rounds>
    promise,<giver>,<receiver>,text,<percent-encoded text>

`parse` turns the text back into Items (or raises ValueError); `refusal` names the rule an offer
breaks (None if it may be sent).
"""

from __future__ import annotations

from urllib.parse import quote, unquote

from game.core import RuleRef

from .board import where
from .catalogue import Catalogue
from .model import Item, State

KINDS = ("gold", "piece", "island", "deliver", "permit", "promise")
TIMINGS = ("now", "done")
PERMITS = ("load_goods", "load_piece", "land_on", "carry_mines")
PROMISES = ("non_aggression", "text")
MAX_TEXT = 200
MAX_LOTS = 5


def encode(items: tuple[Item, ...] | list[Item]) -> str:
    return ";".join(_encode_one(i) for i in items)


def _encode_one(i: Item) -> str:
    head = f"{i.kind},{i.giver},{i.receiver}"
    if i.kind == "gold":
        return f"{head},{i.amount},{i.timing}"
    if i.kind == "piece":
        return f"{head},{i.piece}"
    if i.kind == "island":
        return f"{head},{i.island}"
    if i.kind == "deliver":
        return f"{head},{i.material},{i.lots},{i.island}"
    if i.kind == "permit":
        return f"{head},{i.permit},{i.island},{i.material},{i.piece},{i.uses}"
    if i.promise == "text":
        return f"{head},text,{quote(i.text, safe='')}"
    return f"{head},{i.promise},{i.seat},{i.rounds}"


def parse(text: str) -> tuple[Item, ...]:
    """The items of an offer's text form; ValueError if it is malformed."""
    if not text:
        raise ValueError("an offer needs at least one item")
    return tuple(_parse_one(part) for part in text.split(";"))


def _parse_one(part: str) -> Item:
    f = part.split(",")
    if len(f) < 3 or f[0] not in KINDS:
        raise ValueError(f"not an item: {part!r}")
    kind, giver, receiver = f[0], int(f[1]), int(f[2])
    rest = f[3:]

    def need(n: int) -> None:
        if len(rest) != n:
            raise ValueError(f"{kind} item takes {n} fields: {part!r}")

    if kind == "gold":
        need(2)
        return Item(kind, giver, receiver, amount=int(rest[0]), timing=rest[1])
    if kind == "piece":
        need(1)
        return Item(kind, giver, receiver, piece=int(rest[0]))
    if kind == "island":
        need(1)
        return Item(kind, giver, receiver, island=int(rest[0]))
    if kind == "deliver":
        need(3)
        return Item(kind, giver, receiver, material=rest[0], lots=int(rest[1]), island=int(rest[2]))
    if kind == "permit":
        need(5)
        return Item(
            kind,
            giver,
            receiver,
            permit=rest[0],
            island=int(rest[1]),
            material=rest[2],
            piece=int(rest[3]),
            uses=int(rest[4]),
        )
    if rest and rest[0] == "text":
        need(2)
        return Item(kind, giver, receiver, promise="text", text=unquote(rest[1]))
    need(3)
    return Item(kind, giver, receiver, promise=rest[0], seat=int(rest[1]), rounds=int(rest[2]))


def gold_owed(items: tuple[Item, ...], seat: int) -> int:
    """The gold `seat` commits by these items (reserved when it commits, 6.2)."""
    return sum(i.amount for i in items if i.kind == "gold" and i.giver == seat)


def can_hand_over_piece(g: Catalogue, s: State, giver: int, pid: int) -> bool:
    """6.1: the giver could SELL the piece: its own, or standing on the giver's island (K-21)."""
    p = s.pieces.get(pid)
    if p is None:
        return False
    if p.owner == giver:
        return True
    node = where(s, p)
    k = g.geometry(s.board).island_of(node)
    return bool(k) and s.islands[k - 1].owner == giver


def refusal(
    g: Catalogue, s: State, proposer: int, recipient: int, items: tuple[Item, ...]
) -> RuleRef | None:
    """Why these items cannot make an offer from `proposer` to `recipient` (None: they can)."""
    bad = "kratos.illegal."
    if not items:
        return RuleRef("KD-43", bad + "empty_offer")
    n_islands = len(s.islands)
    for i in items:
        if {i.giver, i.receiver} != {proposer, recipient}:
            return RuleRef("KD-43", bad + "not_bilateral")
        if i.kind == "gold":
            unit = g.k.gold_unit
            if i.amount <= 0 or i.amount % unit or i.timing not in TIMINGS:
                return RuleRef("K-6", bad + "gold_unit", {"unit": unit})  # KD-30, KS-26
        elif i.kind == "piece":
            if not can_hand_over_piece(g, s, i.giver, i.piece):
                return RuleRef("K-21", bad + "piece_not_yours")
        elif i.kind == "island":
            if not 1 <= i.island <= n_islands or s.islands[i.island - 1].owner != i.giver:
                return RuleRef("K-43", bad + "island_not_yours")
            if s.islands[i.island - 1].flag >= 0:
                return RuleRef("KD-36", bad + "capital_in_offer")
        elif i.kind == "deliver":
            if (
                i.material not in g.depots
                or not 1 <= i.lots <= MAX_LOTS
                or not 1 <= i.island <= n_islands
            ):
                return RuleRef("KD-43", bad + "bad_delivery")
        elif i.kind == "permit":
            if refused_permit(g, s, i):
                return RuleRef("KD-15", bad + "bad_permission")
        elif i.kind == "promise":
            if i.promise == "text":
                if not i.text or len(i.text) > MAX_TEXT:
                    return RuleRef("KD-43", bad + "bad_promise")
            elif i.promise not in PROMISES or not 0 <= i.seat < s.n or i.rounds < 1:
                return RuleRef("KD-43", bad + "bad_promise")
    return None


def refused_permit(g: Catalogue, s: State, i: Item) -> bool:
    if i.permit not in PERMITS or i.uses < 1:
        return True
    if i.permit in ("load_goods", "carry_mines"):
        if not 1 <= i.island <= len(s.islands):
            return True
        return i.permit == "load_goods" and i.material not in g.depots
    p = s.pieces.get(i.piece)
    if p is None or p.owner != i.giver:
        return True
    return i.permit == "land_on" and g.kinds[p.kind].carries is None
