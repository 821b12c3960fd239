"""Everything that can stand on the agenda of a Pieces of Eight match (game/core/agenda.py).

The agenda is `State.agenda`, top = last. Which sort each task is (a decision, a chance step or
an automatic step) is fixed by its handlers in flow.py. Tasks are frozen: a task that changes
(a window collecting answers, a ship being built coin by coin) is replaced by a new one.

Before the first game (pooled variants, P8-151, P8-155) the agenda holds one distribution step
(`SetAside`, `FirstDrafter`, `DraftPick`, `Deal`, `DistributionDone`), then trading steps
(`TradeTurn` -> `TradeGive` -> `TradeAsk` -> `TradeAnswer`), then `Swap`. Between games:
`ScrapsStart`, `ScrapsPick` (P8-152). Building: `Build` then `Arrange` per seat, then
`FirstPlayer` (P8-121, P8-154).

A turn (P8-25) is pushed whole when it begins: `CrowsNest(phase 1)`, `GeneralAction`,
`CrowsNest(phase 3)`, `EndTurn`. A general action on top of it pushes the next small decision
(`ChooseTarget`, `CannonTarget` .. `CannonCommit`, `CallResult`) or, once declared, `Resolving`
(the marker of the turn's resolution) and the declared item's `Resolve` and `Window`. Resolution
(P8-87) asks `Monkey`, `TurnReact`, `Order` and `Arrange` and draws `HoldDraw`. A stalemate
(P8-148) is a `StalemateVote`, then a `StalemateProcedure`, then `StalemateNext`. `ClockOut`
stands on top for the one action whose think time ran a chess clock out (P8-149 (6)).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar, cast

from game.core.agenda import Task

from .model import NONE, UNANSWERED


# ---- before the first game: pooled coins (P8-151) ------------------------------------------------
@dataclass(frozen=True, slots=True)
class SetAside(Task):
    """Chance: coins of the pool go to the scraps pile, the extra ones first (P8-151 (2),
    P8-152), then the remainder of an uneven division."""

    extra: bool  # True: the extra scraps of the variant; False: the remainder


@dataclass(frozen=True, slots=True)
class FirstDrafter(Task):
    """Chance: who picks first from the pool (P8-112)."""


@dataclass(frozen=True, slots=True)
class DraftPick(Task):
    """Decision: `State.draft_turn` picks a coin from the pool (P8-112)."""


@dataclass(frozen=True, slots=True)
class Deal(Task):
    """Chance: the pool is shuffled and dealt (P8-151 (3), (4))."""


@dataclass(frozen=True, slots=True)
class DistributionDone(Task):
    """Automatic: on to trading or to the scraps swaps (P8-151 (5), P8-155)."""


# ---- trades (P8-155) -------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class TradeStep(Task):
    """The trading phase: `round`, the index `turn` of the seat deciding, whether every seat
    passed so far this round, and the proposal under construction."""

    round: int
    turn: int
    all_done: bool
    to: int = NONE
    give: tuple[int, ...] = ()  # coin ids the proposer gives
    ask: tuple[int, ...] = ()  # type indices he asks for


@dataclass(frozen=True, slots=True)
class TradeTurn(TradeStep):
    """Decision: propose to a seat, or pass."""


@dataclass(frozen=True, slots=True)
class TradeGive(TradeStep):
    """Decision: the proposer names the coins he gives."""


@dataclass(frozen=True, slots=True)
class TradeAsk(TradeStep):
    """Decision: the proposer names the coins he asks for."""


@dataclass(frozen=True, slots=True)
class TradeAnswer(TradeStep):
    """Decision: the addressee accepts or declines."""


@dataclass(frozen=True, slots=True)
class Swap(Task):
    """Decision: an unbuildable shipyard swaps a coin with the scraps (P8-151 (5))."""


# ---- between games (P8-152) ------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ScrapsStart(Task):
    """Chance: after a drawn game, the seat that picks from the scraps first."""


@dataclass(frozen=True, slots=True)
class ScrapsPick(Task):
    """Decision: the first seat of `State.scraps_order` takes a scrap or declines."""


# ---- building (P8-8, P8-9, P8-154) -----------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Build(Task):
    """Decision: `seat` picks the coins of its ship one by one."""

    seat: int
    coins: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Arrange(Task):
    """Decision: `seat` arranges a pool of its coins in secret, crow's nest first, then the deck
    from the fore (P8-9, P8-59, P8-128, P8-148 (5))."""

    seat: int
    coins: tuple[int, ...]
    purpose: str  # start | quarters | stalemate
    placed: tuple[int, ...] = ()
    nest: int = UNANSWERED  # NONE: left empty


@dataclass(frozen=True, slots=True)
class FirstPlayer(Task):
    """Chance: who starts the game (P8-121)."""


# ---- the turn (P8-25 .. P8-34, P8-137, P8-140) ------------------------------------------------------
@dataclass(frozen=True, slots=True)
class TurnStep(Task):
    """A step of the active seat's turn."""

    seat: int


Step = TypeVar("Step", bound=TurnStep)


_MADE: dict[tuple[type[TurnStep], int], TurnStep] = {}


def step(kind: type[Step], seat: int) -> Step:
    """The step `kind` of `seat`'s turn. Tasks are values: one made per seat serves all turns."""
    made = _MADE.get((kind, seat))
    if made is None:
        made = _MADE[kind, seat] = kind(seat)
    return cast(Step, made)


@dataclass(frozen=True, slots=True)
class CrowsNest(TurnStep):
    """Decision: phase 1 or 3, the fore or aft coin to the empty crow's nest (P8-26, P8-32)."""

    phase: int


@dataclass(frozen=True, slots=True)
class GeneralAction(TurnStep):
    """Decision: phase 2, play a coin, call or destroy the crow's nest (P8-27)."""


@dataclass(frozen=True, slots=True)
class ChooseTarget(TurnStep):
    """Decision: the target of the coin being played (P8-37)."""


@dataclass(frozen=True, slots=True)
class CannonTarget(TurnStep):
    """Decision: the player a Cannon fires at (P8-137 (2))."""


@dataclass(frozen=True, slots=True)
class CannonSecond(TurnStep):
    """Decision: fire a second own open Cannon too (P8-137 (3))."""


@dataclass(frozen=True, slots=True)
class CannonInvite(TurnStep):
    """Decision: invite other Cannon holders (P8-137 (4))."""


@dataclass(frozen=True, slots=True)
class CannonCommit(TurnStep):
    """Decision: the next invited seat commits Cannons (P8-137 (5))."""


@dataclass(frozen=True, slots=True)
class CallResult(TurnStep):
    """Decision: the new order of a call (P8-29, P8-30)."""


@dataclass(frozen=True, slots=True)
class Resolving(TurnStep):
    """Automatic: the general action was taken; what it set off resolves above (P8-140)."""


@dataclass(frozen=True, slots=True)
class EndTurn(TurnStep):
    """Automatic: the turn is over; whose turn is next (P8-142)."""


# ---- resolution (P8-87) -----------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Resolve(Task):
    """Automatic: one step of the resolution of `State.items[item]` (its `pc`)."""

    item: int


@dataclass(frozen=True, slots=True)
class Window(Task):
    """Decision of several seats: the ABILITY_USED window of an item (P8-131 .. P8-133);
    `answers[i]` is UNANSWERED, PASSED or the coin id seat `prompted[i]` named."""

    item: int
    prompted: tuple[int, ...]
    answers: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Monkey(Task):
    """Decision: ABOUT_TO_BE_DESTROYED for a locked target (P8-70, P8-136)."""

    item: int
    seat: int
    coin: int


@dataclass(frozen=True, slots=True)
class TurnReact(Task):
    """Decision: OPEN_COIN_DESTROYED, the victim's Full Sail and Black Spot (P8-60, P8-65,
    P8-132)."""

    seat: int
    destroyer: int
    coins: tuple[int, ...]
    answered: bool = False


@dataclass(frozen=True, slots=True)
class Order(Task):
    """Decision: the order of two different coins Buried Treasure drew (P8-56)."""

    item: int
    seat: int


@dataclass(frozen=True, slots=True)
class HoldDraw(Task):
    """Chance: a random coin from the hold of the item's controller (P8-57, P8-130)."""

    item: int


# ---- stalemate (P8-100, P8-101, P8-148) --------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class StalemateVote(Task):
    """Decision of several seats: accept or refuse a stalemate. `answers` per seat:
    UNANSWERED, 1 accept, 0 refuse, PASSED (not asked)."""

    proposer: int  # NONE: the engine proposed
    first: int  # the seat whose turn was about to begin / began
    answers: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class StalemateProcedure(Task):
    """Decision: the accepted procedure. `step` runs through `order` twice: the picks from
    the hold, then the arrangements; `picks` per seat: NONE, a coin id or USED."""

    proposer: int
    first: int
    answers: tuple[int, ...]
    order: tuple[int, ...]
    step: int
    picks: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class StalemateNext(Task):
    """Chance: who plays first after a stalemate procedure (P8-101)."""


# ---- the chess clock (P8-149) ------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ClockOut(Task):
    """Decision: the seat's clock ran out while it thought; the action it sends loses the game
    instead of being played (P8-149 (6))."""

    seat: int


# what the view calls the agenda: the tasks of the resolution and of ship arrangement
RESOLUTION_TASKS = (Resolve, Window, Monkey, TurnReact, Order, Arrange, Build)
