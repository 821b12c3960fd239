"""Navy control and movement allowances (BF-22, BF-31, BF-37, BF-202, BF-203, BF-301 to BF-303,
BF-331, BF-332, BF-350, BF-356, AD-18).

The movement card played fixes the primary navy and every allowance (BF-22). Change of Wind
gives the card's navy value to the other navy (BF-202); Second Patrol and the Admiral's
Commission add the other navy as a secondary one with allowance 2, never a third (BF-356).
An allowance is the printed value plus the sails card, Master Navigator and this turn's card
bonuses (BF-350).
"""

from __future__ import annotations

from .catalogue import Catalogue
from .model import MERCHANT, NAVY_SLOTS, OUT, PIRATE, State


def primary(g: Catalogue, s: State) -> int:
    """The navy index getting the card's navy value, -1 before a card is played (BF-356)."""
    t = s.turn
    if not t.card:
        return -1
    return g.card_navy[t.card] ^ (t.wind & 1)


# what `controlled` answers, made once: the primary navy alone, or both (primary first)
ONE_NAVY: tuple[tuple[int, ...], ...] = ((0,), (1,))
BOTH_NAVIES: tuple[tuple[int, ...], ...] = ((0, 1), (1, 0))


def controlled(g: Catalogue, s: State) -> tuple[int, ...]:
    """Navy indexes the active player commands now: primary first (BF-356, AD-18)."""
    t = s.turn
    if not t.card:
        return ()
    p = g.card_navy[t.card] ^ (t.wind & 1)  # `primary`, inline: asked at almost every step
    if t.patrol:
        return BOTH_NAVIES[p]
    k, card = g.dev_slot["admirals_commission"]  # `has`, inline as well
    up = s.dev_up[s.active]
    if len(up) > k and up[k] and s.dev[s.active][k] == card:
        return BOTH_NAVIES[p]
    return ONE_NAVY[p]


def own_ships(g: Catalogue, s: State, done: list[bool]) -> list[int]:
    """The active player's friendly ships (BF-152, AD-18): merchant and pirate in play, the
    navies controlled now, by slot; only those whose flag in `done` (a per-slot list of the
    Turn: `started`, `ended`) is still False."""
    a = s.active
    out = []
    if s.merchant[a] != OUT and not done[MERCHANT]:
        out.append(MERCHANT)
    if s.pirate[a] != OUT and not done[PIRATE]:
        out.append(PIRATE)
    ctrl = controlled(g, s)
    for i in (0, 1) if len(ctrl) == 2 else ctrl:  # by slot
        if not done[NAVY_SLOTS[i]]:
            out.append(NAVY_SLOTS[i])
    return out


def allowance(g: Catalogue, s: State, slot: int) -> int:
    """BF-350: printed value + sails card + Master Navigator + card bonuses (the powers read
    inline, as `power_amount` would: asked at every step of an activation)."""
    t = s.turn
    if not t.card:
        return 0
    a = s.active
    card = g.mv[t.card]
    up, row = s.dev_up[a], s.dev[a]
    k, owner, amount = g.dev_power["master_navigator"]
    extra = t.bonus[slot] + (amount if len(up) > k and up[k] and row[k] == owner else 0)
    if slot == MERCHANT:
        k, owner, amount = g.dev_power["merchant_sails"]
        base = card.merchant
    elif slot == PIRATE:
        k, owner, amount = g.dev_power["pirate_sails"]
        base = card.pirate
    else:
        navy = slot - NAVY_SLOTS[0]
        ctrl = controlled(g, s)
        if navy not in ctrl:
            return 0
        base = card.navy_value if navy == ctrl[0] else secondary_allowance(g, s)
        k, owner, amount = g.dev_power["navy_pennant"]
    return base + (amount if len(up) > k and up[k] and row[k] == owner else 0) + extra


def secondary_allowance(g: Catalogue, s: State) -> int:
    """BF-356: one secondary navy, allowance 2 whichever card grants it."""
    if s.turn.patrol:
        return g.fortune_amount["second_patrol"]
    return g.dev_amount["admirals_commission"]
