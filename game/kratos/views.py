"""What each seat may know, and a state rebuilt from it: K-6, KD-45, KD-47, digest 6.4.

`view(g, s, seat)` copies the whole public board and adds the seat's own gold (free, reserved,
escrow), its offers, its permissions, the gold totals others revealed to it and its hidden
placement during setup. It never holds another seat's gold, an offer between two other seats or
a placement not yet revealed; the agenda shows another seat's answer to a private offer only as
`Private(seat)`.

`determinize(g, view, seat, rng)` rebuilds a full state from a view: the public board as it is,
the seat's own secrets as they are, and for the rest only what the seat may assume: the gold it
cannot see spread over the other seats (the table total is public, K-6), no offers between other
seats, other seats' placements not yet revealed replaced by the automatic one (KD-40), and a
stand-in offer behind every `Private` task.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import astuple, fields
from typing import Any, NamedTuple

from game.core import Task
from game.core.plain import to_plain
from game.core.rng import Rng

from .catalogue import Catalogue
from .model import (
    Draft,
    DraftView,
    Island,
    IslandView,
    Item,
    Offer,
    OfferView,
    Permission,
    State,
    View,
)
from .setup import auto_draft
from .tasks import Answer, Diplomacy, Farewell, FarewellAmount, Honour, Private


def _public_task(s: State, task: Task, seat: int | None) -> Task:
    if isinstance(task, Answer | Honour):
        o = s.offer(task.offer)
        if o is None or seat not in o.parties():
            return Private(task.seat)
    elif isinstance(task, Diplomacy) and task.seat != seat:
        return Diplomacy(task.seat, 0)
    elif isinstance(task, FarewellAmount) and task.seat != seat:
        return Farewell(task.seat)
    return task


def _offer_view(o: Offer) -> OfferView:
    return OfferView(
        o.id,
        o.proposer,
        o.recipient,
        o.items,
        o.created,
        o.answer_seat,
        o.answer_turn,
        o.parent,
        o.status,
        o.deadline,
        tuple(o.held),
        tuple(o.done),
        tuple(o.delivered),
    )


def view(g: Catalogue, s: State, seat: int | None) -> View:
    return views(g, s, (seat,))[0]


def views(g: Catalogue, s: State, seats: Sequence[int | None]) -> list[View]:
    """The views of `seats` at one moment (6.4): the public board is read once and shared by
    them (its records are immutable; a state rebuilt from a view copies what it changes); each
    seat adds what the agenda shows it and its own secrets."""
    public = _public(g, s)
    offers = _offer_views(s) if any(seat is not None for seat in seats) else []
    return [
        View(
            seat=seat,
            agenda=tuple(_public_task(s, t, seat) for t in s.agenda),
            **public,
            **({} if seat is None else _secrets(s, seat, offers)._asdict()),
        )
        for seat in seats
    ]


def _public(g: Catalogue, s: State) -> dict[str, Any]:
    """The fields of a view every seat sees alike (all but `seat`, `agenda` and the secrets)."""
    depots = g.depots
    islands = tuple(
        IslandView(
            i.id,
            i.owner,
            i.infra,
            i.flag,
            tuple((m, i.depots[m]) for m in depots),
            i.mines,
            tuple(i.pieces),
        )
        for i in s.islands
    )
    placing = tuple(d.done for d in s.drafts) if s.drafts else (True,) * s.n
    return {
        "n": s.n,
        "board": s.board,
        "seat_kind": s.seat_kind,
        "settings": s.settings,
        "phase": s.phase,
        "islands": islands,
        "pieces": dict(s.pieces),
        "next_piece": s.next_piece,
        "sea_mines": tuple(sorted(s.mines)),
        "turn_order": tuple(s.turn_order),
        "active": s.active,
        "round": s.round,
        "die": s.die,
        "base": s.base,
        "famine": s.famine,
        "steel": tuple(sorted(s.steel.items())),
        "played": frozenset(s.played),
        "turns_taken": tuple(s.turns_taken),
        "eliminated": tuple(s.eliminated),
        "captor": tuple(s.captor),
        "farewell_done": tuple(s.farewell_done),
        "famine_in_round": tuple(s.famine_in_round),
        "round_changed": s.round_changed,
        "quiet_rounds": s.quiet_rounds,
        "first_famine": s.first_famine,
        "ending": s.ending,
        "ended_round": s.ended_round,
        "elimination_log": tuple(s.elimination_log),
        "tally": tuple(s.tally),
        "gen": tuple(s.gen),
        "gen_restarts": s.gen_restarts,
        "extra_cards": tuple((k, tuple(v)) for k, v in sorted(s.extra_cards.items())),
        "dealt": tuple(tuple(d) for d in s.dealt),
        "capital": tuple(s.capital),
        "second": tuple(s.second),
        "placing": placing,
    }


class Secrets(NamedTuple):
    """A seat's own part of its view (6.4)."""

    gold: int
    reserved: int
    escrow: int
    offers: tuple[OfferView, ...]
    permissions: tuple[Permission, ...]
    revealed: tuple[tuple[int, int, int, int], ...]
    draft: DraftView | None


CLOSED_KEPT = 4096  # closed offers whose views `_closed_view` keeps (a whole match's, many)
_closed: dict[int, tuple[Offer, tuple[int, ...], OfferView]] = {}  # id(offer) -> its view


def _closed_view(o: Offer) -> tuple[tuple[int, ...], OfferView]:
    """A closed offer's parties and view, made once: a closed offer never changes again (it is
    shared by every clone of the state, diplomacy.set_status), and the deal history it lies in
    grows all match long, while every step's views read it for each seat. Kept by the offer's
    identity (the offer itself is held, so its id is never another's)."""
    kept = _closed.get(id(o))
    if kept is not None and kept[0] is o:
        return kept[1], kept[2]
    if len(_closed) >= CLOSED_KEPT:
        _closed.clear()
    parties, ov = o.parties(), _offer_view(o)
    _closed[id(o)] = (o, parties, ov)
    return parties, ov


def _offer_views(s: State) -> list[tuple[tuple[int, ...], OfferView]]:
    """Every offer, open or past, by id: its parties and its view (read once for all seats;
    a closed one's view is made once, `_closed_view`)."""
    both: list[tuple[int, tuple[int, ...], OfferView]] = [
        (o.id, o.parties(), _offer_view(o)) for o in s.offers.values()
    ]
    both += [(o.id, *_closed_view(o)) for o in s.history.values()]
    both.sort(key=lambda e: e[0])
    return [(parties, ov) for _id, parties, ov in both]


def _secrets(
    s: State, seat: int, offers: list[tuple[tuple[int, ...], OfferView]] | None = None
) -> Secrets:
    """The seat's own part of its view (6.4): its gold, offers, permissions, the totals shown
    to it, its hidden placement. `offers`: `_offer_views(s)`, when already read."""
    from .diplomacy import held_by

    mine = tuple(ov for parties, ov in offers or _offer_views(s) if seat in parties)
    d = s.drafts[seat] if s.drafts else None
    draft = (
        DraftView(d.second_war, tuple(d.to_second), d.placed, d.gasoline, d.bread, d.done)
        if d is not None
        else None
    )
    return Secrets(
        s.gold[seat],
        held_by(s, seat, "pending"),
        held_by(s, seat, "accepted"),
        mine,
        tuple(p for p in s.permissions if seat in (p.grantor, p.grantee)),
        tuple(r for r in s.revealed if seat in (r[0], r[1])),
        draft,
    )


def public_state(g: Catalogue, v: View) -> State:
    """A state holding exactly the public board of a view (6.4): no gold, no offers, no
    placements. What a table works out from a view (game/kratos/preview.py) and the first half of
    `determinize`."""
    s = State(n=v.n, board=v.board, seat_kind=v.seat_kind, settings=v.settings)
    s.phase = v.phase
    s.islands = [
        Island(i.id, i.owner, i.infra, i.flag, dict(i.depots), i.mines, list(i.pieces))
        for i in v.islands
    ]
    s.pieces = dict(v.pieces)
    s.owned = [set() for _ in range(v.n)]
    for p in v.pieces.values():
        s.owned[p.owner].add(p.id)
    s.next_piece = v.next_piece
    s.sea = {p.loc: p.id for p in v.pieces.values() if 0 <= p.loc < v.board.columns * v.board.rows}
    s.mines = set(v.sea_mines)
    s.turn_order = list(v.turn_order)
    s.active, s.round, s.die, s.base, s.famine = v.active, v.round, v.die, v.base, v.famine
    s.steel = dict(v.steel)
    s.played = set(v.played)
    s.turns_taken = list(v.turns_taken)
    s.eliminated = list(v.eliminated)
    s.captor = list(v.captor)
    s.farewell_done = list(v.farewell_done)
    s.famine_in_round = list(v.famine_in_round)
    s.round_changed, s.quiet_rounds = v.round_changed, v.quiet_rounds
    s.first_famine, s.ending, s.ended_round = v.first_famine, v.ending, v.ended_round
    s.elimination_log = list(v.elimination_log)
    s.gen, s.gen_restarts = list(v.gen), v.gen_restarts
    s.extra_cards = {k: list(x) for k, x in v.extra_cards}
    s.dealt = [list(d) for d in v.dealt]
    s.capital, s.second = list(v.capital), list(v.second)
    s.tally = list(v.tally)
    s.gold = [0] * v.n
    return s


def determinize(g: Catalogue, v: View, seat: int, rng: Rng) -> State:
    s = public_state(g, v)
    # the seat's own secrets
    for ov in v.offers:
        (s.offers if ov.status in ("pending", "accepted") else s.history)[ov.id] = Offer(
            ov.id,
            ov.proposer,
            ov.recipient,
            ov.items,
            ov.created,
            ov.answer_seat,
            ov.answer_turn,
            ov.parent,
            ov.status,
            ov.deadline,
            list(ov.held),
            list(ov.done),
            list(ov.delivered),
        )
    s.permissions = list(v.permissions)
    s.revealed = list(v.revealed)
    for ov in sorted(v.offers, key=lambda o: o.id):
        if ov.status == "accepted":
            s.queue += [
                (ov.id, i)
                for i, item in enumerate(ov.items)
                if item.kind in ("piece", "island") and not ov.done[i]
            ]
    s.next_offer = max([o.id for o in v.offers], default=0) + 1
    # the drafts: its own as it is, the others' hidden ones replaced by KD-40
    if v.phase == "setup" and v.draft is not None:
        s.drafts = []
        for q in range(v.n):
            d = Draft()
            if q == seat:
                dv = v.draft
                d = Draft(
                    dv.second_war, list(dv.to_second), dv.placed, dv.gasoline, dv.bread, dv.done
                )
            elif v.placing[q]:
                auto_draft(g, d)
            s.drafts.append(d)
    # gold: the seat's own; the rest of the table's total spread over the others
    total = g.k.gold_per_seat * v.n
    s.gold = [0] * v.n
    assert v.gold is not None
    s.gold[seat] = v.gold
    known = v.gold + v.reserved + v.escrow
    for o in s.offers.values():
        for i, item in enumerate(o.items):
            if item.kind == "gold" and item.giver != seat:
                known += o.held[i]
    others = [q for q in range(v.n) if q != seat]
    _spread(s, others, total - known, g.k.gold_unit, rng)
    # the agenda, with a stand-in behind every private task
    agenda: list[Task] = []
    for task in v.agenda:
        if isinstance(task, Private):
            agenda.append(_stand_in(s, task.seat, seat))
        else:
            agenda.append(task)
    s.agenda = agenda
    return s


def _spread(s: State, seats: list[int], amount: int, unit: int, rng: Rng) -> None:
    if not seats or amount <= 0:
        return
    chunks, rest = divmod(amount, unit)
    for q in seats:
        s.gold[q] += (chunks // len(seats)) * unit
    for _ in range(chunks % len(seats)):
        s.gold[seats[rng.randrange(len(seats))]] += unit
    s.gold[seats[0]] += rest


def _stand_in(s: State, asked: int, viewer: int) -> Task:
    """A private offer between two other seats, made up: `asked` answers it."""
    proposer = next(
        (q for q in [s.active, *range(s.n)] if q not in (asked, viewer) and q >= 0), asked
    )
    o = Offer(
        s.next_offer,
        proposer,
        asked,
        (Item("promise", proposer, asked, promise="non_aggression", seat=asked, rounds=1),),
        (s.round, s.active, s.next_offer),
        asked,
        s.turns_taken[asked] + 1,
    )
    s.offers[o.id] = o
    s.next_offer += 1
    return Answer(asked, o.id)


# ---- what every seat sees, digested (saves record it to prove a replay) -------------------------
_PUBLIC = tuple(
    f.name
    for f in fields(View)
    if f.name
    not in (
        "seat",
        "board",
        "settings",
        "islands",
        "pieces",
        "played",
        "agenda",
        "offers",
        "permissions",
        "revealed",
        "draft",
        "gold",
        "reserved",
        "escrow",
    )
)


def _task(task: Task) -> object:
    return to_plain(task)


_FIELDS: dict[type, tuple[str, ...]] = {}  # a record class -> its fields' names, in order


def _row(record: Any) -> tuple[Any, ...]:
    """`dataclasses.astuple` of a record of plain values (numbers, words, tuples of them; no
    record inside): the same tuple, without astuple's deep copies (a state with a few hundred
    offers took 42 ms to digest)."""
    cls = type(record)
    names = _FIELDS.get(cls)
    if names is None:
        names = _FIELDS[cls] = tuple(f.name for f in fields(cls))
    return tuple(getattr(record, name) for name in names)


def _private(agenda: tuple[Task, ...], secrets: Secrets | None) -> list[object]:
    tasks = [_task(t) for t in agenda]
    if secrets is None:
        return [tasks]
    return [
        tasks,
        secrets.gold,
        secrets.reserved,
        secrets.escrow,
        [
            [o.id, o.proposer, o.recipient, [_row(i) for i in o.items], *_row(o)[4:]]
            for o in secrets.offers
        ],
        [_row(p) for p in secrets.permissions],
        list(secrets.revealed),
        _row(secrets.draft) if secrets.draft is not None else None,
    ]


def observed_digest(g: Catalogue, s: State, n_seats: int) -> str:
    """What the spectator and every seat see (game.core Rules.observed_hash), digested: the
    public board once (it is the same in every view), then each seat's agenda and its own
    secrets. Built from the views only, so it changes exactly when some view does."""
    public = view(g, s, None)
    b = public.board
    head = [
        [b.columns, b.rows, list(b.spots)],
        astuple(public.settings),
        [
            [i.id, i.owner, i.infra, i.flag, list(i.depots), i.mines, list(i.pieces)]
            for i in public.islands
        ],
        [list(p) for _k, p in sorted(public.pieces.items())],
        sorted(public.played),
        [getattr(public, name) for name in _PUBLIC],
    ]
    offers = _offer_views(s)
    seats = [_private(public.agenda, None)] + [
        _private(tuple(_public_task(s, t, q) for t in s.agenda), _secrets(s, q, offers))
        for q in range(n_seats)
    ]
    text = json.dumps([head, seats], separators=(",", ":"), ensure_ascii=False, default=list)
    return hashlib.blake2b(text.encode(), digest_size=16).hexdigest()
