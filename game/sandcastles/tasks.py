"""Everything that can stand on a Sandcastles agenda (game/core/agenda.py).

Decisions (asked of one seat), chance steps (a draw from what remains) and automatic steps.
No task holds a hidden card: a tile chosen for a build is in `State.moving`, in view of all,
and a card given up by a Swap is on the discard pile before the source is chosen, so the
agenda is public (views.py) and a view can rebuild it.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core import Task

# where a placement may go (PickCastle.mode)
ANYWHERE = 0  # own area or the shared castle (SAND-25, SAND-54 first action)
SHARED_ONLY = 1  # the 2-player second action (SAND-54)
CAPTURED = 2  # a captured tile: own area only (SAND-36, SAND-56)


# ---- setup (SAND-8 to SAND-10) ---------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Deal(Task):
    """Chance: the hands (one card at a time from seat 0) and the beach."""


@dataclass(frozen=True, slots=True)
class DealBonuses(Task):
    """Chance: the random bonuses of the display."""


@dataclass(frozen=True, slots=True)
class FirstPlayer(Task):
    """Chance: who starts (SAND-8 step 6)."""


# ---- turns (SAND-24, SAND-66, SAND-67, SAND-68) -----------------------------------------------
@dataclass(frozen=True, slots=True)
class Turn(Task):
    seat: int


@dataclass(frozen=True, slots=True)
class Act(Task):
    """Decision: Build with a castle tile, Attack with an attack tile, or Swap (and Skip for a
    2-player second action). Choosing the action and its tile is one decision (SAND-66 step 5
    allows combining the steps): the chosen tile leaves the hand in view of everyone."""

    seat: int
    nth: int  # 1, or 2 for the 2-player second action


@dataclass(frozen=True, slots=True)
class NextTurn(Task):
    seat: int


@dataclass(frozen=True, slots=True)
class DuelRefill(Task):
    """2 players: the end-of-turn refills (SAND-57)."""

    seat: int


# ---- building (SAND-19, SAND-20, SAND-25, SAND-36) --------------------------------------------
@dataclass(frozen=True, slots=True)
class PickCastle(Task):
    seat: int
    card: int
    mode: int  # ANYWHERE | SHARED_ONLY | CAPTURED


@dataclass(frozen=True, slots=True)
class PickCell(Task):
    seat: int
    card: int
    mode: int
    cid: int  # a castle, or NEW_OWN / NEW_SHARED


@dataclass(frozen=True, slots=True)
class PickWalls(Task):
    seat: int
    card: int
    mode: int
    cid: int
    x: int
    y: int


# ---- completion and bonuses (SAND-40 to SAND-46) ----------------------------------------------
@dataclass(frozen=True, slots=True)
class CheckCastle(Task):
    cid: int


@dataclass(frozen=True, slots=True)
class ChooseMaterial(Task):
    """Decision: which of two or more material bonuses of one figure to keep (SAND-42)."""

    seat: int
    cid: int
    listed: tuple[str, ...]
    figures: tuple[int, ...]  # figures still to decide, the first now


@dataclass(frozen=True, slots=True)
class Claim(Task):
    seat: int
    cid: int
    listed: tuple[str, ...]


# ---- attacks (SAND-31 to SAND-39) ------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class PickTarget(Task):
    seat: int
    nth: int


@dataclass(frozen=True, slots=True)
class Reply(Task):
    """Decision of `seat`: answer the last card of the fight, or decline (SAND-33)."""

    seat: int
    attacker: int
    victim: int
    cid: int
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class Resolve(Task):
    attacker: int
    victim: int
    cid: int
    x: int
    y: int


# ---- swap and drawing (SAND-27, SAND-28, SAND-38, SAND-47) -------------------------------------
@dataclass(frozen=True, slots=True)
class SwapGive(Task):
    seat: int


@dataclass(frozen=True, slots=True)
class SwapTake(Task):
    seat: int


@dataclass(frozen=True, slots=True)
class Refill(Task):
    """Draw back up to the hand limit, one decision per card."""

    seat: int


@dataclass(frozen=True, slots=True)
class Draw(Task):
    """Decision: a beach card or the top of the deck."""

    seat: int


@dataclass(frozen=True, slots=True)
class DeckDraw(Task):
    """Chance: the top card of the deck into `seat`'s hand (`refill`: then more while the
    hand is short; a Swap's card is not a refill)."""

    seat: int
    refill: bool


@dataclass(frozen=True, slots=True)
class BeachRefill(Task):
    pass


@dataclass(frozen=True, slots=True)
class BeachDeal(Task):
    """Chance: one card from the deck onto the beach."""


# ---- solo (SAND-60 to SAND-64) ---------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class DiscardBeach(Task):
    pass


@dataclass(frozen=True, slots=True)
class GameDeal(Task):
    """Chance: one card of the game's hand."""


@dataclass(frozen=True, slots=True)
class GameOpen(Task):
    """The game's card dealt `index`-th opens an attack if it can (SAND-62 step 2)."""

    index: int


@dataclass(frozen=True, slots=True)
class SoloTarget(Task):
    """Decision of the player: which of their tiles the game's attack hits."""

    card: int


@dataclass(frozen=True, slots=True)
class SoloReply(Task):
    cid: int
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class SoloResolve(Task):
    cid: int
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class GameDiscard(Task):
    pass


@dataclass(frozen=True, slots=True)
class SoloBeach(Task):
    """Chance: one new beach card in the game's turn (SAND-62 step 4)."""
