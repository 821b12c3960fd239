"""Doubloons, rum and prestige: M21-3, M21-14 to M21-16, M21-40, M21-53.

Doubloons come from and go to an unlimited bank (`bank_out` is the ledger the invariants check);
rum cubes come from the Tavern one at a time and go back to it (M21-3); prestige may go negative
(M21-14). A prestige gain during play claims the bonus squares it crosses, once per player, in
ascending order and at once (M21-15, M21-16). A bonus that draws (a treasure token, a jewel) is
deferred: it goes on top of the agenda right after the handler that earned it (the Flow's
after-each hook, flow.py), so it happens before that handler's effect continues.
"""

from __future__ import annotations

from game.core import Event, Events

from .catalogue import Catalogue
from .model import MState
from .tasks import DrawJewel, DrawTreasure, SquareBonus


def gain_d(g: Catalogue, s: MState, out: Events, seat: int, amount: int, cause: str = "") -> None:
    """Doubloons from the bank (M21-40)."""
    if amount > 0:
        s.d[seat] += amount
        s.bank_out += amount
        out.append(Event("gain_d", {"seat": seat, "amount": amount, "cause": cause}))


def pay_d(g: Catalogue, s: MState, out: Events, seat: int, amount: int, cause: str = "") -> None:
    """Doubloons to the bank (M21-40); callers check affordability first."""
    if amount > 0:
        assert s.d[seat] >= amount, (seat, amount, s.d[seat])
        s.d[seat] -= amount
        s.bank_out -= amount
        out.append(Event("pay_d", {"seat": seat, "amount": amount, "cause": cause}))


def transfer_d(
    g: Catalogue, s: MState, out: Events, giver: int, taker: int, amount: int, cause: str = ""
) -> None:
    """Doubloons from one player to another (M21-40)."""
    if amount > 0:
        s.d[giver] -= amount
        s.d[taker] += amount
        out.append(
            Event(
                "transfer_d",
                {"from_seat": giver, "to_seat": taker, "amount": amount, "cause": cause},
            )
        )


def gain_rum(g: Catalogue, s: MState, out: Events, seat: int, amount: int, cause: str = "") -> int:
    """M21-3: cubes come from the Tavern one at a time; a missing cube is not received."""
    got = min(amount, s.tavern)
    if got > 0:
        s.tavern -= got
        s.rum[seat] += got
        out.append(Event("gain_rum", {"seat": seat, "amount": got, "cause": cause}))
    return got


def pay_rum(g: Catalogue, s: MState, out: Events, seat: int, amount: int, cause: str = "") -> None:
    """Rum back to the Tavern supply (M21-40, M21-143)."""
    if amount > 0:
        assert s.rum[seat] >= amount
        s.rum[seat] -= amount
        s.tavern += amount
        out.append(Event("pay_rum", {"seat": seat, "amount": amount, "cause": cause}))


def gain_pp(g: Catalogue, s: MState, out: Events, seat: int, amount: int, cause: str = "") -> None:
    """Prestige moves; a gain during play may claim bonus squares (M21-14, M21-16)."""
    if amount == 0:
        return
    before = s.pp[seat]
    s.pp[seat] = before + amount
    out.append(
        Event(
            "gain_pp" if amount > 0 else "lose_pp",
            {"seat": seat, "amount": abs(amount), "cause": cause},
        )
    )
    if amount > 0 and s.phase == "play":
        _bonus_squares(g, s, out, seat, before, s.pp[seat])


def _bonus_squares(
    g: Catalogue, s: MState, out: Events, seat: int, before: int, after: int
) -> None:
    """M21-15, M21-16: first crossing only, once per player, ascending, at once."""
    for i, bonus in enumerate(g.bonuses):
        bit = 1 << i
        if before < bonus.square <= after and not s.claimed[seat] & bit:
            s.claimed[seat] |= bit
            out.append(
                Event("square_bonus", {"seat": seat, "square": bonus.square, "kind": bonus.kind})
            )
            if s.deferred and bonus.kind in ("doubloons", "rum"):
                # A lower square's draw is still to come: keep the ascending order.
                s.deferred.append(SquareBonus(seat, i))
            else:
                give_bonus(g, s, out, seat, i)


def square_bonus(g: Catalogue, s: MState, t: SquareBonus, out: Events) -> None:
    """M21-16: a bonus kept back behind a lower square's draw."""
    give_bonus(g, s, out, t.seat, t.index)


def give_bonus(g: Catalogue, s: MState, out: Events, seat: int, index: int) -> None:
    """M21-15: the bonus of square `index`."""
    bonus = g.bonuses[index]
    if bonus.kind == "doubloons":
        gain_d(g, s, out, seat, bonus.amount, "square")
    elif bonus.kind == "rum":
        gain_rum(g, s, out, seat, bonus.amount, "square")
    elif bonus.kind == "treasure":
        if treasure_left(s):
            s.deferred.append(DrawTreasure(seat))
        else:
            treasure_fallback(g, s, out, seat, "square")
    else:  # a jewel from the jewel pile (M21-15, DECIDED): lost if nothing can be drawn
        s.deferred.append(DrawJewel(seat))


def treasure_left(s: MState) -> int:
    """M21-53: tokens left to draw (the pile and those under it)."""
    return len(s.treasure_pile) + len(s.treasure_bottom)


def treasure_fallback(g: Catalogue, s: MState, out: Events, seat: int, cause: str) -> None:
    """M21-53: an empty treasure pile gives 1 D + 1 PP instead of a token."""
    out.append(Event("no_treasure", {"seat": seat}))
    gain_d(g, s, out, seat, g.fallback.d, cause)
    gain_pp(g, s, out, seat, g.fallback.pp, cause)
