"""Bread upkeep and famine: K-17, K-18, K-63, K-64, KD-14, KD-28, KD-31, KD-41 (T1 of the turn).

The first thing in a turn (KD-31: the first turn too) is the upkeep, taken from the official bread
depot of the seat's capital: 5 per island owned plus 1 per playable piece of its colour, anywhere
(KD-28). A depot that cannot pay is emptied and the turn is a famine turn: no option-(b) play at
all, only selling and passing (KD-14). Exactly the upkeep is not a famine (KS-4).
"""

from __future__ import annotations

from game.core import Event, Events

from .board import upkeep
from .catalogue import Catalogue
from .model import State


def pay_upkeep(g: Catalogue, s: State, seat: int, out: Events) -> None:
    need = upkeep(g, s, seat)  # K-17, KD-28
    capital = s.capital_of(seat)
    assert capital is not None, "a seat without a capital has no turn (K-15)"
    have = capital.depots[g.bread]
    if have >= need:
        capital.depots[g.bread] = have - need
        s.famine = False
    else:  # K-18
        capital.depots[g.bread] = 0
        s.famine = True
        s.famine_in_round[seat] = True
        if not s.first_famine:
            s.first_famine = s.round
    out.append(
        Event(
            "famine" if s.famine else "upkeep",
            {"seat": seat, "need": need, "paid": min(have, need), "left": capital.depots[g.bread]},
        )
    )


def turns_of_bread(g: Catalogue, s: State, seat: int) -> int:
    """KD-14 note: the turns the official bread covers at the current upkeep."""
    capital = s.capital_of(seat)
    need = upkeep(g, s, seat)
    if capital is None or need <= 0:
        return 0
    return capital.depots[g.bread] // need
