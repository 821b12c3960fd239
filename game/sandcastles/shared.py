"""The 2-player game: SAND-53 to SAND-59 and SAND-68.

One shared castle in the middle (a castle owned by SHARED), two actions a turn, the second only
on the shared castle (building.py and attacks.py read the action number), the other player
defending the shared castle (attacks.victim_of), the active player scoring it when it completes
(bonuses.owner_of), and nobody drawing before the turn is over: this module's refills.
"""

from __future__ import annotations

from game.core import Events, push

from .catalogue import Catalogue
from .model import State
from .tasks import BeachRefill, DuelRefill, Refill


def refill_order(s: State, active: int) -> tuple[int, int]:
    """SAND-57: the loser of the turn's last fight first; else the seat with fewer cards;
    on a tie, the non-active seat."""
    other = 1 - active
    if s.last_loser >= 0:
        first = s.last_loser
    elif len(s.hands[active]) < len(s.hands[other]):
        first = active
    else:
        first = other
    return first, 1 - first


def end_of_turn_refill(g: Catalogue, s: State, t: DuelRefill, out: Events) -> None:
    """SAND-57, SAND-68 step 3: both hands back to 4, one after the other, then the beach
    (unless the final turns have begun or the Big Wave appears meanwhile: deck.stopped)."""
    first, second = refill_order(s, t.seat)
    push(s.agenda, Refill(first), Refill(second), BeachRefill())
