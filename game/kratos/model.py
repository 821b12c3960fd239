"""The Kratos state and view.

State (what the engine knows) is plain data with a hand-written `clone()`:
- `pieces`: id -> Piece, an immutable record (kind, colour, location, heeled, submerged, cargo);
  a piece aboard a transporter has `loc = -1` and names its `carrier`. Non-playable things are
  not pieces: materials sit in depots or in a transporter's `goods`, mines in an island's stock,
  a sweeper's `mines` or the set of mined sea cells (K-24).
- Two indexes kept by board.py: `sea` (sea cell -> the piece standing there) and each island's
  `pieces` (the pieces standing on it, in arrival order). invariants.py checks them.
- The turn (section 3): active seat, round, die and base speed, famine, steel pools (KD-21),
  played pieces (KD-8).
- Gold, offers, permissions and revealed totals (section 6): private to their seats.
- Setup (5.3, 5.4): the board being generated, the cards dealt, the hidden placements (KD-45).
- `agenda`: what is left to do (game/core/agenda.py).

View (what one seat may know, 6.4) carries the whole public board and the seat's own gold,
offers and permissions; `views.py` builds it and `determinize` rebuilds a state from it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from mypy_extensions import mypyc_attr

from game.core import Task

from .catalogue import BoardSpec

NOBODY = -1
Tally = tuple[int, tuple[int, ...], tuple[int, ...]]  # round, islands per seat, pieces per seat


class Piece(NamedTuple):
    """A playable piece (K-8, K-17). Immutable: changes replace the record."""

    id: int
    kind: str
    owner: int
    loc: int  # node (sea cell or island), or -1 while aboard a transporter
    carrier: int = -1  # the transporter it is aboard, or -1
    heeled: bool = False  # K-36
    submerged: bool = False  # K-48
    cargo: tuple[int, ...] = ()  # playable pieces aboard (producers, planes)
    goods: str = ""  # the material of the lot aboard ("" = none), K-67, K-68
    mines: int = 0  # mines aboard a minesweeper, K-46


@dataclass(slots=True, eq=False)
class Island:
    """An island (K-43): owner, infrastructure (K-11), flag (K-9), depots (K-24), mine stock and
    the pieces standing on it."""

    id: int
    owner: int
    infra: str
    flag: int
    depots: dict[str, int]
    mines: int = 0
    pieces: list[int] = field(default_factory=list)

    def copy(self) -> Island:
        return Island(
            self.id,
            self.owner,
            self.infra,
            self.flag,
            dict(self.depots),
            self.mines,
            list(self.pieces),
        )


@mypyc_attr(native_class=False)
@dataclass(frozen=True, slots=True)
class Item:
    """One item of an offer (6.1). `kind` is gold | piece | island | deliver | permit | promise;
    the other fields are used by the kinds that need them:
    gold: amount, timing (now | done); piece: piece; island: island;
    deliver: material, lots, island; permit: permit (load_goods | load_piece | land_on |
    carry_mines), island, material, piece, uses; promise: promise (non_aggression | text),
    seat, rounds, text."""

    kind: str
    giver: int
    receiver: int
    amount: int = 0
    timing: str = ""
    piece: int = -1
    island: int = 0
    material: str = ""
    lots: int = 0
    permit: str = ""
    uses: int = 0
    promise: str = ""
    seat: int = -1
    rounds: int = 0
    text: str = ""


@dataclass(slots=True, eq=False)
class Offer:
    """A bilateral offer (6.1) with its gold reserved or in escrow (`held`, per item), the items
    already carried out (`done`) and the lots delivered so far (DELIVER). The offer lapses at
    the end of seat `answer_seat`'s turn number `answer_turn` (its own count of turns) unless
    answered; accepted items lapse at the end of round `deadline`."""

    id: int
    proposer: int
    recipient: int
    items: tuple[Item, ...]
    created: tuple[int, int, int]  # round, active seat, sequence
    answer_seat: int
    answer_turn: int
    parent: int = -1
    status: str = "pending"
    deadline: int = 0
    held: list[int] = field(default_factory=list)
    done: list[bool] = field(default_factory=list)
    delivered: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        n = len(self.items)
        if not self.held:
            self.held = [0] * n
        if not self.done:
            self.done = [False] * n
        if not self.delivered:
            self.delivered = [0] * n

    def copy(self) -> Offer:
        return Offer(
            self.id,
            self.proposer,
            self.recipient,
            self.items,
            self.created,
            self.answer_seat,
            self.answer_turn,
            self.parent,
            self.status,
            self.deadline,
            list(self.held),
            list(self.done),
            list(self.delivered),
        )

    def parties(self) -> tuple[int, int]:
        return (self.proposer, self.recipient)


@mypyc_attr(native_class=False)
@dataclass(frozen=True, slots=True)
class Permission:
    """A PERMISSION item in force (6.1, KD-15): usable in the grantee's turns until its uses are
    spent or its deadline round ends."""

    offer: int
    grantor: int
    grantee: int
    kind: str
    island: int
    material: str
    piece: int
    uses: int
    deadline: int


@dataclass(slots=True)
class Draft:
    """A seat's hidden placement (K-11 second round, K-12, KD-45) while it is being chosen."""

    second_war: str = ""
    to_second: list[str] = field(default_factory=list)  # items placed on the second island
    placed: int = 0  # how many of the remaining items have been placed
    gasoline: int = -1  # units to the capital (the rest to the second island), -1 = not chosen
    bread: int = -1
    done: bool = False

    def copy(self) -> Draft:
        return Draft(
            self.second_war, list(self.to_second), self.placed, self.gasoline, self.bread, self.done
        )


@mypyc_attr(native_class=False)
@dataclass(frozen=True, slots=True)
class Settings:
    """The variants in force, resolved at setup (KD-11, KD-34, KD-37, KD-46, 5.3)."""

    limits: bool  # the KD-46 stopping rules apply
    max_rounds: int
    stall_rounds: int
    dead_table_stop: bool
    ranking_decides_winner: bool
    host: int  # the seat that may stop the game (the first human), or -1
    host_offer_stall: int  # KD-37 (iii) at tables without limits
    binding: bool  # KD-34
    unilateral: bool  # KD-11 VARIANT
    board_filter: bool  # 5.3 VARIANT


@dataclass(slots=True, eq=False)
class State:
    n: int
    board: BoardSpec
    seat_kind: tuple[str, ...]  # "human" | "ai" | "passive" (section 7)
    settings: Settings
    agenda: list[Task] = field(default_factory=list)
    phase: str = "setup"  # setup | play | over
    # ---- board --------------------------------------------------------------------------------
    islands: list[Island] = field(default_factory=list)
    pieces: dict[int, Piece] = field(default_factory=dict)
    owned: list[set[int]] = field(default_factory=list)  # seat -> ids of its pieces (index)
    next_piece: int = 0
    sea: dict[int, int] = field(default_factory=dict)  # sea cell -> piece standing there
    mines: set[int] = field(default_factory=set)  # mined sea cells (KD-18)
    # ---- the turn -----------------------------------------------------------------------------
    turn_order: list[int] = field(default_factory=list)
    active: int = NOBODY
    round: int = 0
    die: int = 0
    base: int = 0
    famine: bool = False
    steel: dict[int, int] = field(default_factory=dict)  # island -> steel of the active seat
    played: set[int] = field(default_factory=set)
    turns_taken: list[int] = field(default_factory=list)
    # ---- seats --------------------------------------------------------------------------------
    eliminated: list[int] = field(default_factory=list)  # round of elimination, 0 = playing
    captor: list[int] = field(default_factory=list)
    gold: list[int] = field(default_factory=list)  # free gold (reserved / escrow in offers)
    farewell_done: list[bool] = field(default_factory=list)  # KD-35
    # ---- diplomacy ----------------------------------------------------------------------------
    offers: dict[int, Offer] = field(default_factory=dict)  # open: pending or accepted
    history: dict[int, Offer] = field(default_factory=dict)  # closed offers (deal history)
    next_offer: int = 1
    permissions: list[Permission] = field(default_factory=list)
    revealed: list[tuple[int, int, int, int]] = field(default_factory=list)  # from, to, gold, round
    queue: list[tuple[int, int]] = field(default_factory=list)  # (offer, item) PIECE / ISLAND due
    # ---- endings and records (KD-37, KD-42, KD-46) --------------------------------------------
    famine_in_round: list[bool] = field(default_factory=list)
    round_changed: bool = False
    quiet_rounds: int = 0
    first_famine: int = 0
    ending: str = ""
    ended_round: int = 0
    elimination_log: list[tuple[int, int, int]] = field(default_factory=list)  # seat, captor, round
    # islands and playable pieces per seat when play began and at the end of every round since
    # (the game-over chart; public, 6.4)
    tally: list[Tally] = field(default_factory=list)
    # ---- setup --------------------------------------------------------------------------------
    gen: list[tuple[int, int]] = field(default_factory=list)
    gen_restarts: int = 0
    extra_cards: dict[str, list[str]] = field(default_factory=dict)
    dealt: list[list[str]] = field(default_factory=list)  # cards drawn in the current deal round
    capital: list[int] = field(default_factory=list)  # seat -> its first island (K-11)
    second: list[int] = field(default_factory=list)  # seat -> its second island
    drafts: list[Draft] = field(default_factory=list)

    def clone(self) -> State:
        return State(
            self.n,
            self.board,
            self.seat_kind,
            self.settings,
            list(self.agenda),
            self.phase,
            [i.copy() for i in self.islands],
            dict(self.pieces),
            [set(x) for x in self.owned],
            self.next_piece,
            dict(self.sea),
            set(self.mines),
            list(self.turn_order),
            self.active,
            self.round,
            self.die,
            self.base,
            self.famine,
            dict(self.steel),
            set(self.played),
            list(self.turns_taken),
            list(self.eliminated),
            list(self.captor),
            list(self.gold),
            list(self.farewell_done),
            {k: o.copy() for k, o in self.offers.items()},
            dict(self.history),
            self.next_offer,
            list(self.permissions),
            list(self.revealed),
            list(self.queue),
            list(self.famine_in_round),
            self.round_changed,
            self.quiet_rounds,
            self.first_famine,
            self.ending,
            self.ended_round,
            list(self.elimination_log),
            list(self.tally),
            list(self.gen),
            self.gen_restarts,
            {k: list(v) for k, v in self.extra_cards.items()},
            [list(d) for d in self.dealt],
            list(self.capital),
            list(self.second),
            [d.copy() for d in self.drafts],
        )

    # ---- small queries used everywhere --------------------------------------------------------
    def alive(self, seat: int) -> bool:
        return self.eliminated[seat] == 0

    def survivors(self) -> list[int]:
        return [q for q in range(self.n) if self.eliminated[q] == 0]

    def offer(self, oid: int) -> Offer | None:
        """An offer, open or closed."""
        return self.offers.get(oid) or self.history.get(oid)

    def capital_of(self, seat: int) -> Island | None:
        """The island carrying the seat's flag (K-9), or None once it is lost. A flag never
        moves: it is on the island the seat drew first (K-11) until that island changes hands."""
        k = self.capital[seat] if seat < len(self.capital) else 0
        if k and self.islands:
            island = self.islands[k - 1]
            if island.flag == seat:
                return island
        return None


# ---- the view ---------------------------------------------------------------------------------
@mypyc_attr(native_class=False)
@dataclass(frozen=True, slots=True)
class IslandView:
    id: int
    owner: int
    infra: str
    flag: int
    depots: tuple[tuple[str, int], ...]
    mines: int
    pieces: tuple[int, ...]

    def depot(self, material: str) -> int:
        for m, units in self.depots:
            if m == material:
                return units
        return 0


@mypyc_attr(native_class=False)
@dataclass(frozen=True, slots=True)
class OfferView:
    id: int
    proposer: int
    recipient: int
    items: tuple[Item, ...]
    created: tuple[int, int, int]
    answer_seat: int
    answer_turn: int
    parent: int
    status: str
    deadline: int
    held: tuple[int, ...]
    done: tuple[bool, ...]
    delivered: tuple[int, ...]


@mypyc_attr(native_class=False)
@dataclass(frozen=True, slots=True)
class DraftView:
    second_war: str
    to_second: tuple[str, ...]
    placed: int
    gasoline: int
    bread: int
    done: bool


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class View:
    """What one seat may know (6.4). `seat` None: a spectator (public facts only).

    Public: the board, every island (owner, infrastructure, flag, depots, mine stock), every
    piece, sea mines, the steel pools of the turn, turn order, round, active seat, die, base
    speed, famine, eliminations, records. Private to `seat`: its gold (free, reserved, escrow),
    its offers and permissions, the totals others revealed to it, its own hidden placement.
    Never: another seat's gold, offers between two other seats, placements not yet revealed."""

    seat: int | None
    n: int
    board: BoardSpec
    seat_kind: tuple[str, ...]
    settings: Settings
    phase: str
    islands: tuple[IslandView, ...]
    pieces: dict[int, Piece]
    next_piece: int
    sea_mines: tuple[int, ...]
    turn_order: tuple[int, ...]
    active: int
    round: int
    die: int
    base: int
    famine: bool
    steel: tuple[tuple[int, int], ...]
    played: frozenset[int]
    turns_taken: tuple[int, ...]
    eliminated: tuple[int, ...]
    captor: tuple[int, ...]
    farewell_done: tuple[bool, ...]
    famine_in_round: tuple[bool, ...]
    round_changed: bool
    quiet_rounds: int
    first_famine: int
    ending: str
    ended_round: int
    elimination_log: tuple[tuple[int, int, int], ...]
    tally: tuple[Tally, ...]
    gen: tuple[tuple[int, int], ...]
    gen_restarts: int
    extra_cards: tuple[tuple[str, tuple[str, ...]], ...]
    dealt: tuple[tuple[str, ...], ...]
    capital: tuple[int, ...]
    second: tuple[int, ...]
    placing: tuple[bool, ...]  # which seats have finished their hidden placement
    agenda: tuple[Task, ...]  # the public agenda (private tasks shown as Private(seat))
    # ---- private ------------------------------------------------------------------------------
    gold: int | None = None
    reserved: int = 0  # in offers it sent that wait for an answer
    escrow: int = 0  # in accepted offers, waiting for the other side
    offers: tuple[OfferView, ...] = ()
    permissions: tuple[Permission, ...] = ()
    revealed: tuple[tuple[int, int, int, int], ...] = ()
    draft: DraftView | None = None


def arg_int(args: tuple[object, ...], i: int) -> int:
    """An action argument that is a whole number (action args are plain JSON scalars)."""
    value = args[i]
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"argument {i} of {args!r} is not a whole number")
    return value


def arg_str(args: tuple[object, ...], i: int) -> str:
    value = args[i]
    if not isinstance(value, str):
        raise ValueError(f"argument {i} of {args!r} is not a text")
    return value
