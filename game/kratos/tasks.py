"""Everything that can stand on the Kratos agenda (game/core/agenda.py).

Setup (5.3, 5.4): PlaceIsland, DrawExtra, DealCards, DealIslands, Placement, Reveal, DrawOrder,
BeginPlay. The turn (section 3): StartTurn (T0, T1), SpeedRoll (T2), DueDeals and Honour (T3),
Diplomacy (T4), ChoosePlay and PieceMenu (T5), the parts of a play (Cargo, Move, Shoot, Shot,
Produce, Steel), EndTurn (T6). Out of turn: Answer (an AI answers an offer, KD-47), Consent
(KD-11), Farewell / FarewellAmount (KD-35), HostStop (KD-37). Private marks a task of another
seat that a view may not show (6.4).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core import Task


# ---- setup ----------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class PlaceIsland(Task):
    """5.3: draw the next island's top-left cell among the cells still allowed."""


@dataclass(frozen=True, slots=True)
class DrawExtra(Task):
    """Section 7: the N mod 3 extra card types of a reduced deck, drawn without repetition."""

    deck: str  # "primary" | "secondary"


@dataclass(frozen=True, slots=True)
class DealCards(Task):
    """K-11: every seat draws one card of the round's deck (round 1 primary, 2 secondary)."""

    round: int


@dataclass(frozen=True, slots=True)
class DealIslands(Task):
    """K-11: every seat draws one island card from those left."""

    round: int


@dataclass(frozen=True, slots=True)
class Placement(Task):
    """K-11 / K-12 / KD-45: every seat places at once, hidden from the others."""


@dataclass(frozen=True, slots=True)
class Reveal(Task):
    """KD-45: the placements are revealed together."""


@dataclass(frozen=True, slots=True)
class DrawOrder(Task):
    """K-13: the turn-order draw."""


@dataclass(frozen=True, slots=True)
class BeginPlay(Task):
    """5.4 step 6: the seat with turn number 1 starts."""


# ---- the turn -------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class StartTurn(Task):
    seat: int


@dataclass(frozen=True, slots=True)
class SpeedRoll(Task):
    seat: int


@dataclass(frozen=True, slots=True)
class DueDeals(Task):
    seat: int


@dataclass(frozen=True, slots=True)
class Honour(Task):
    """6.3 honour system: the giver honours or refuses an accepted PIECE / ISLAND item."""

    seat: int
    offer: int
    item: int


@dataclass(frozen=True, slots=True)
class Diplomacy(Task):
    """KD-47: an AI seat's offers of the turn, right after its speed roll (at most 3)."""

    seat: int
    sent: int = 0


@dataclass(frozen=True, slots=True)
class ChoosePlay(Task):
    seat: int


@dataclass(frozen=True, slots=True)
class PieceMenu(Task):
    seat: int
    piece: int


@dataclass(frozen=True, slots=True)
class Cargo(Task):
    """Loading and unloading at the start or the end of a transporter's play (KD-13)."""

    seat: int
    piece: int
    end: bool


@dataclass(frozen=True, slots=True)
class Move(Task):
    seat: int
    piece: int


@dataclass(frozen=True, slots=True)
class Shoot(Task):
    seat: int
    piece: int


@dataclass(frozen=True, slots=True)
class Shot(Task):
    """The shot die (K-34); target = a piece id, or -1 with (island, material) for a depot."""

    seat: int
    piece: int
    target: int
    island: int = 0
    material: str = ""


@dataclass(frozen=True, slots=True)
class Produce(Task):
    seat: int
    piece: int


@dataclass(frozen=True, slots=True)
class Steel(Task):
    """Steel conversion and repairs in a steel producer's play (K-57, KD-21)."""

    seat: int
    piece: int


@dataclass(frozen=True, slots=True)
class EndTurn(Task):
    seat: int


# ---- out of turn ----------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Answer(Task):
    """KD-47: an AI recipient answers an offer at once."""

    seat: int
    offer: int


@dataclass(frozen=True, slots=True)
class Consent(Task):
    """KD-11: the buyer accepts or declines a piece recoloured to it."""

    seat: int  # the buyer, who decides
    seller: int
    piece: int


@dataclass(frozen=True, slots=True)
class Farewell(Task):
    """KD-35: an eliminated human seat may give its gold away, once."""

    seat: int


@dataclass(frozen=True, slots=True)
class FarewellAmount(Task):
    seat: int
    to: int


@dataclass(frozen=True, slots=True)
class HostStop(Task):
    """KD-37 (iii), (iv): the host of a table without limits is offered to stop."""

    seat: int
    why: str


@dataclass(frozen=True, slots=True)
class Private(Task):
    """How a view shows a task it may not see (another seat's answer to a private offer)."""

    seat: int


TURN_TASKS = (
    PieceMenu,
    Cargo,
    Move,
    Shoot,
    Shot,
    Produce,
    Steel,
    ChoosePlay,
    Consent,
    DueDeals,
    Honour,
    Diplomacy,
    SpeedRoll,
)
