"""21 Mutinies state and views: plain dataclasses, a hand-written clone, no rules.

What is left to do in the round (M21-168) is the state's agenda (game/core/agenda.py): a list
of typed tasks (tasks.py), the next one to run at the end. Tasks never carry hidden information
(an NC jewel being looked at lives in `pending_jewel`, not in a task), so the whole agenda is
public and a view carries it, which lets `determinize` rebuild a state that continues exactly
like the real one.

Seat -1 is the 2-player henchman (M21-120) wherever a disc owner is stored. `int_arg` and
`str_arg` read an answer's arguments with their types (every action is made by the rules).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mypy_extensions import mypyc_attr

from game.core import Action, Task
from game.core.plain import shallow_copy

HENCHMAN = -1
NOBODY = -2  # "no seat" where -1 would mean the henchman

# Round flags set by Voluntary cards (MState.flags, one int per seat; M21-132).
FLAG_V06 = 1  # Jeweller's Friend: no doubloon price for jewels taken
FLAG_V07 = 2  # Smuggler's Contact: bonus on the next sale
FLAG_V11 = 4  # Jump the Queue
FLAG_V12 = 8  # Free Passage

Resolving = tuple[str, int] | tuple[()]  # (slot id, seat) of the disc resolving, or ()


def int_arg(a: Action, i: int = 0) -> int:
    """Argument `i` of an action, an int (seats, amounts)."""
    v = a.args[i]
    assert isinstance(v, int), f"{a.id}: argument {i} is not a number"
    return v


def str_arg(a: Action, i: int = 0) -> str:
    """Argument `i` of an action, a string (slots, jewels, tokens, cards, combinations)."""
    v = a.args[i]
    assert isinstance(v, str), f"{a.id}: argument {i} is not a name"
    return v


@dataclass
class MState:
    n: int  # players (2..5)
    simplified: bool  # M21-118 (always on with 2 players, M21-120)
    henchman: bool  # 2-player game (M21-120)
    display_size: int  # Commercial Routes slots (M21-41)
    nc_size: int  # Non-Commercial stack target size (M21-50)
    ordered_slots: int  # usable ordered slots (M21-169)
    phase: str = "setup"  # setup | play | scoring | over
    round: int = 0
    order: list[int] = field(default_factory=list)  # turn-order track, captain first
    pp: list[int] = field(default_factory=list)
    d: list[int] = field(default_factory=list)
    rum: list[int] = field(default_factory=list)
    tavern: int = 0  # rum cubes in the Tavern supply (M21-3)
    bank_out: int = 0  # doubloons the bank has paid out, net (ledger)
    jewels: list[list[str]] = field(default_factory=list)  # held, hidden (M21-25)
    treasures: list[list[str]] = field(default_factory=list)  # unused tokens, hidden
    cards: list[list[str]] = field(default_factory=list)  # Mutiny cards in hand, hidden
    claimed: list[int] = field(default_factory=list)  # bit i: bonus square i claimed (M21-16)
    jewel_pile: list[str] = field(default_factory=list)  # face down, unordered
    nc_stack: list[str] = field(default_factory=list)  # face down, unordered
    display: list[str | None] = field(default_factory=list)  # CR slots, face up
    discards: list[str] = field(default_factory=list)  # face up (M21-19)
    treasure_pile: list[str] = field(default_factory=list)  # face down, unordered
    treasure_bottom: list[str] = field(default_factory=list)  # put under the pile by V05
    bottom_owner: list[int] = field(default_factory=list)  # who put each one there
    treasure_box: list[str] = field(default_factory=list)  # returned by O15, unseen
    box_owner: list[int] = field(default_factory=list)
    treasures_gone: list[str] = field(default_factory=list)  # used, revealed, out
    deck: list[str] = field(default_factory=list)  # Mutiny deck without Last Mutiny
    last_mutiny: bool = False  # Last Mutiny still under the deck
    counter: int = 0  # Simplified game: counter cards left
    box: list[str] = field(default_factory=list)  # cards returned to the box at setup
    cards_gone: list[str] = field(default_factory=list)  # played / applied, revealed
    pirate: str | None = None  # action under the pirate token (M21-27)
    blockade: str | None = None  # action blockaded for this round (M21-98)
    pirate_lifted: bool = False  # V14 played this round
    action: str | None = None  # the captain's action this round
    discs: list[tuple[str, int]] = field(default_factory=list)  # (slot id, seat), placement order
    resolving: Resolving = ()  # (slot id, seat) of the disc resolving now, or ()
    lone_k2: int = NOBODY  # seat alone in the Cabin on K2 (M21-68)
    paid: list[int] = field(default_factory=list)  # doubloons paid on placement this round
    flags: list[int] = field(default_factory=list)  # per seat: round effects of V06/V07/V11/V12
    city_fifth: int = NOBODY  # seat whose disc was fifth on City (M21-63)
    nc_taken: bool = False  # the NC stack needs a refill after this action
    exhaustions: int = 0  # jewel_exhaustions (M21-100)
    end_triggered: bool = False  # M21-34
    final_round: bool = False
    final_captain: int = -1  # captain when the final round began (M21-35, E07)
    deposed: int = -1  # last deposed captain (O12)
    mutineers: list[int] = field(default_factory=list)  # this round's mutineers (O14)
    captaincies: list[int] = field(default_factory=list)  # times captain by Mutiny (E11)
    obtained: list[int] = field(default_factory=list)  # treasure tokens obtained (E08)
    pending_jewel: list[str | None] = field(default_factory=list)  # NC jewel to keep/decline
    pending_treasures: list[list[str]] = field(default_factory=list)  # V05 tokens to choose
    sale: list[str] = field(default_factory=list)  # jewels picked for a sale (revealed)
    dice: list[int] = field(default_factory=list)  # the last roll this round
    dice_seat: int = NOBODY
    dice_need: int = 0  # Shipwrecks threshold of that roll (0 = Tavern roll)
    snapshot: list[tuple[int, ...]] = field(default_factory=list)  # step 5 (M21-103)
    score_rows: list[list[tuple[int, int]]] = field(default_factory=list)  # (PP, D) per step
    score_cards: list[list[tuple[str, int]]] = field(default_factory=list)  # step 5 detail
    agenda: list[Task] = field(default_factory=list)  # what is left to do (tasks.py)
    deferred: list[Task] = field(default_factory=list)  # bonus tasks to run next (M21-16)

    def clone(self) -> MState:
        c = shallow_copy(self)  # the scalars; the lists are copied below
        for name in _LISTS:
            setattr(c, name, list(getattr(self, name)))
        for name in _NESTED:
            setattr(c, name, [list(x) for x in getattr(self, name)])
        c.deferred = []
        return c


_LISTS = (
    "order",
    "pp",
    "d",
    "rum",
    "claimed",
    "jewel_pile",
    "nc_stack",
    "display",
    "discards",
    "treasure_pile",
    "treasure_bottom",
    "bottom_owner",
    "treasure_box",
    "box_owner",
    "treasures_gone",
    "deck",
    "box",
    "cards_gone",
    "discs",
    "paid",
    "flags",
    "mutineers",
    "captaincies",
    "obtained",
    "pending_jewel",
    "sale",
    "dice",
    "snapshot",
    "agenda",
)
_NESTED = ("jewels", "treasures", "cards", "pending_treasures", "score_rows", "score_cards")


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class SeatView:
    """One player's panel. Hidden fields are None unless they are the viewer's own (or the game
    is in final scoring, when everything is revealed: M21-167)."""

    seat: int
    pp: int
    d: int
    rum: int
    jewel_count: int
    treasure_count: int
    card_count: int
    claimed: tuple[int, ...]  # bonus squares already claimed (M21-16)
    slot: str | None  # where this player's disc is this round
    paid: int  # doubloons paid on placement this round
    flags: int  # active round cards (V06, V07, V11, V12 bits)
    captaincies: int  # times captain through Mutiny (E11)
    obtained: int  # treasure tokens obtained (E08)
    has_pending_jewel: bool
    pending_treasure_count: int
    jewels: tuple[str, ...] | None = None
    treasures: tuple[str, ...] | None = None
    cards: tuple[str, ...] | None = None
    pending_jewel: str | None = None
    pending_treasures: tuple[str, ...] | None = None
    buried: tuple[str, ...] | None = None  # own tokens under the treasure pile (V05)
    boxed: tuple[str, ...] | None = None  # own tokens returned to the box (O15)


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class MView:
    """Everything one seat may know (M21-25). `seat` None is a spectator."""

    seat: int | None
    n: int
    simplified: bool
    henchman: bool
    phase: str
    round: int
    final_round: bool
    end_triggered: bool
    exhaustions: int
    order: tuple[int, ...]  # turn-order track, captain first
    captain: int
    pirate: str | None
    blockade: str | None
    pirate_lifted: bool
    action: str | None  # the captain's action this round
    discs: tuple[tuple[str, int], ...]  # (slot id, seat; -1 = henchman), in placement order
    resolving: Resolving  # (slot id, seat) of the disc resolving now, or ()
    lone_k2: int
    city_fifth: int
    display_size: int
    ordered_slots: int
    display: tuple[str | None, ...]  # face-up Commercial Routes jewels, slot 1 first
    discards: tuple[str, ...]
    jewel_pile_size: int
    nc_stack_size: int
    nc_size: int
    treasure_pile_size: int  # including tokens put under it
    bottom_owners: tuple[int, ...]  # who put each bottom token there (V05), public
    box_owners: tuple[int, ...]  # who returned a token to the box (O15), public
    treasures_gone: tuple[str, ...]
    deck_size: int  # Mutiny deck, Last Mutiny included
    last_mutiny: bool
    counter: int  # Simplified game counter cards left
    box_size: int
    cards_gone: tuple[str, ...]
    tavern: int
    dice: tuple[int, ...]
    dice_seat: int
    dice_need: int
    sale: tuple[str, ...]
    final_captain: int
    deposed: int
    mutineers: tuple[int, ...]
    players: tuple[SeatView, ...]
    score_rows: tuple[tuple[tuple[int, int], ...], ...]
    score_cards: tuple[tuple[tuple[str, int], ...], ...]
    snapshot: tuple[tuple[int, ...], ...]
    stack: tuple[Task, ...]  # the agenda (tasks.py), bottom first: all of it is public

    def me(self) -> SeatView | None:
        return self.players[self.seat] if self.seat is not None else None
