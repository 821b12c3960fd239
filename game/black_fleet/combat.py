"""Attacks and treasure (BF-40, BF-41, BF-50 to BF-52, BF-70 to BF-77, BF-205 to BF-207,
BF-209, BF-210, BF-304, BF-310 to BF-313, BF-320, BF-323, BF-330, BF-333 to BF-335,
BF-351, BF-353 to BF-355, AD-20, AD-21, AD-30, AD-36, AD-37).

A navy sinks an enemy pirate in range (BF-50, BF-51); a pirate robs one cube of an enemy
merchant in range (BF-71) and later buries it on a beach (BF-73); with Armed Merchantman or
Merchant Escort a merchant sinks an adjacent enemy pirate (BF-310, BF-323). Range is 1, or 2
with Long Guns, Admiralty Guns or Grappling Hooks (BF-205, BF-320, BF-333, BF-354). Each ship
makes one attack per activation, a navy a second one with Broadside (BF-41, BF-207); a pirate
either robs or buries, both with Quick Burial or Pirate King (BF-74, BF-206, BF-330). Rewards
are paid in the order of BF-351 and BF-353.
"""

from __future__ import annotations

from game.core import Action, Event
from game.core.agenda import Events

from .catalogue import Catalogue
from .development import has, power_amount
from .model import MERCHANT, NAVY_SLOTS, OUT, PIRATE, State, int_arg, str_arg

BURY = Action("bury")  # built once


# ---- who may act ---------------------------------------------------------------------------
def double_pirate(g: Catalogue, s: State) -> bool:
    """BF-206 / BF-330: rob and bury in one activation (the same power once, BF-355, BF-357)."""
    return s.turn.quick_burial or has(g, s, s.active, "pirate_king")


def can_rob(g: Catalogue, s: State) -> bool:
    """BF-41, BF-72, BF-74: an empty pirate that has not attacked (nor buried, without
    Quick Burial / Pirate King)."""
    t = s.turn
    return (
        not s.treasure[s.active]
        and t.attacks[PIRATE] == 0
        and (not t.buried or double_pirate(g, s))
    )


def can_bury(g: Catalogue, s: State) -> bool:
    """BF-73, BF-74: a pirate holding treasure that has not buried (nor attacked, without
    Quick Burial / Pirate King)."""
    t = s.turn
    return (
        bool(s.treasure[s.active])
        and not t.buried
        and (t.attacks[PIRATE] == 0 or double_pirate(g, s))
    )


def navy_may_attack(s: State, slot: int) -> bool:
    """BF-41 with BF-207 / BF-355: one attack, a second with an unused Broadside."""
    t = s.turn
    made = t.attacks[slot]
    return made == 0 or (made == 1 and t.broadsides > 0 and not t.extra_used[slot])


def long_range(g: Catalogue, s: State, power: str) -> bool:
    """BF-354: range 2 with the permanent card, or while Grappling Hooks uses are left."""
    return has(g, s, s.active, power) or s.turn.long_uses > 0


def pirate_range(g: Catalogue, s: State) -> int:
    """BF-354: 1, or 2 with Long Guns (BF-320) or Grappling Hooks (BF-205)."""
    return g.range_long if long_range(g, s, "long_guns") else g.range_base


def merchant_targets(g: Catalogue, s: State, pos: int, reach: int) -> list[int]:
    """BF-71, BF-77, BF-334, BF-52: enemy merchants on the grid with cubes (AD-36), in
    range, not protected on a dock by Royal Warrant."""
    out = []
    cheb = g.geo.chebyshev
    for e in range(s.n):
        m = s.merchant[e]
        if (
            e != s.active
            and m >= 0
            and s.cargo[e]
            and cheb(pos, m) <= reach
            and not (g.geo.dock_port[m] >= 0 and has(g, s, e, "royal_warrant"))
        ):
            out.append(e)
    return out


def pirate_targets(g: Catalogue, s: State, pos: int, reach: int) -> list[int]:
    """BF-50, BF-52, BF-75: enemy pirates on the grid in range (BF-354: the Chebyshev
    distance, inline)."""
    xy = g.geo.xy
    x, y = xy[pos]
    out = []
    for e in range(s.n):
        p = s.pirate[e]
        if e != s.active and p >= 0:
            px, py = xy[p]
            if -reach <= px - x <= reach and -reach <= py - y <= reach:
                out.append(e)
    return out


# ---- the options of each ship ---------------------------------------------------------------
def merchant_attack_options(g: Catalogue, s: State, pos: int) -> list[Action]:
    """BF-310, BF-323: an armed merchant sinks an adjacent enemy pirate."""
    a = s.active
    up, row, slots = s.dev_up[a], s.dev[a], g.dev_slot
    for power in ("armed_merchantman", "merchant_escort"):  # `has`, inline
        k, card = slots[power]
        if len(up) > k and up[k] and row[k] == card:
            return [Action("msink", (e,)) for e in pirate_targets(g, s, pos, g.range_base)]
    return []


def pirate_options(g: Catalogue, s: State, pos: int) -> list[Action]:
    """BF-71, AD-20: rob one cube of the chosen colour; BF-73: bury on a beach."""
    out = []
    if can_rob(g, s):
        reach = pirate_range(g, s)
        for e in merchant_targets(g, s, pos, reach):
            cargo = s.cargo[e]
            out += [Action("rob", (e, col)) for col in g.colours if col in cargo]
    if can_bury(g, s) and g.geo.beach[pos] > 0:
        out.append(BURY)
    return out


def navy_options(g: Catalogue, s: State, slot: int, pos: int) -> list[Action]:
    """BF-50: sink an enemy pirate in range (2 with Admiralty Guns, BF-333)."""
    if not navy_may_attack(s, slot):
        return []
    rng = g.range_long if long_range(g, s, "admiralty_guns") else g.range_base
    sink = g.sink_actions
    return [sink[e] for e in pirate_targets(g, s, pos, rng)]


def spend_range(g: Catalogue, s: State, pos: int, target: int, power: str) -> None:
    """BF-205: a long-range attack without the permanent card spends one use."""
    if g.geo.chebyshev(pos, target) > g.range_base and not has(g, s, s.active, power):
        s.turn.long_uses -= 1


# ---- merchant ------------------------------------------------------------------------------
def merchant_sink(g: Catalogue, s: State, seat: int, a: Action, out: Events) -> None:
    """BF-310 / BF-323: the merchant sinks an adjacent enemy pirate (4 with Escort)."""
    s.turn.actions[MERCHANT] += 1
    s.turn.attacks[MERCHANT] += 1
    gain = (
        g.dev_amount["merchant_escort"]
        if has(g, s, seat, "merchant_escort")
        else g.dev_amount["armed_merchantman"]
    )
    sink_pirate(g, s, seat, int_arg(a, 0), "merchant", gain, out)


# ---- pirate ----------------------------------------------------------------------------------
def rob(g: Catalogue, s: State, seat: int, a: Action, out: Events) -> None:
    """BF-71, BF-351, AD-37: take the cube of the attacker's chosen colour (AD-20); +2 (+1
    Letter of Marque); ransom; insurance (which pays in the victim's favour during another
    player's turn, AD-30); an emptied merchant sinks, with no further reward (AD-21)."""
    target, colour = int_arg(a, 0), str_arg(a, 1)
    t = s.turn
    spend_range(g, s, s.pirate[seat], s.merchant[target], "long_guns")
    t.attacks[PIRATE] += 1
    t.actions[PIRATE] += 1
    s.cargo[target].remove(colour)
    s.treasure[seat] = colour
    gain = g.rewards.pirate_robs_merchant + power_amount(g, s, seat, "letter_of_marque")
    s.wealth[seat] += gain
    out.append(
        Event("robbed", {"seat": seat, "target_seat": target, "colour": colour, "gain": gain})
    )
    if has(g, s, seat, "ransom_letters"):  # BF-335
        pay = min(g.dev_amount["ransom_letters"], s.wealth[target])
        if pay:
            s.wealth[target] -= pay
            s.wealth[seat] += pay
            out.append(Event("ransom_paid", {"seat": target, "to_seat": seat, "amount": pay}))
    if has(g, s, target, "cargo_insurance"):  # BF-304
        amount = g.dev_amount["cargo_insurance"]
        s.wealth[target] += amount
        out.append(Event("insurance_paid", {"seat": target, "amount": amount}))
    if not s.cargo[target]:  # BF-71, BF-82
        s.merchant[target] = OUT
        out.append(Event("merchant_sunk", {"seat": target, "by_seat": seat}))


def bury(g: Catalogue, s: State, seat: int, a: Action, out: Events) -> None:
    """BF-73, BF-353: beach value + Buried Riches + Treasure Hunter; the cube goes home."""
    t = s.turn
    pos = s.pirate[seat]
    colour = s.treasure[seat]
    s.treasure[seat] = ""
    s.stock[g.home_port[colour]] += 1
    gain = (
        g.geo.beach[pos]
        + t.riches * g.fortune_amount["buried_riches"]
        + power_amount(g, s, seat, "treasure_hunter")
    )
    s.wealth[seat] += gain
    t.buried = True
    t.actions[PIRATE] += 1
    out.append(
        Event(
            "buried",
            {"seat": seat, "colour": colour, "cell": list(g.geo.xy[pos]), "gain": gain},
        )
    )


# ---- navy ------------------------------------------------------------------------------------
def navy_sink(g: Catalogue, s: State, seat: int, a: Action, out: Events) -> None:
    """BF-50, BF-51, BF-351: +2, +2 per Bounty played before, +1 Navy Bounty."""
    target = int_arg(a, 0)
    t = s.turn
    slot = t.current
    spend_range(g, s, s.navy[slot - NAVY_SLOTS[0]], s.pirate[target], "admiralty_guns")
    if t.attacks[slot] == 1:  # BF-207
        t.broadsides -= 1
        t.extra_used[slot] = True
    t.attacks[slot] += 1
    t.actions[slot] += 1
    gain = (
        g.rewards.navy_sinks_pirate
        + t.bounty * g.fortune_amount["bounty"]
        + power_amount(g, s, seat, "navy_bounty")
    )
    sink_pirate(g, s, seat, target, g.slot_names[slot], gain, out)


def sink_pirate(
    g: Catalogue, s: State, seat: int, target: int, by: str, gain: int, out: Events
) -> None:
    """BF-51: the treasure goes home, the pirate is out of play, the attacker is paid."""
    treasure = s.treasure[target]
    if treasure:
        s.stock[g.home_port[treasure]] += 1
    s.treasure[target] = ""
    s.pirate[target] = OUT
    s.wealth[seat] += gain
    out.append(
        Event(
            "pirate_sunk",
            {"seat": seat, "target_seat": target, "by": by, "treasure": treasure, "gain": gain},
        )
    )
