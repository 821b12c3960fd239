"""The City: M21-39, M21-62 to M21-65, M21-123, M21-181.

City slots do one thing each (C1 prestige, C2 a jewel taken, C3 rum, C4 a treasure rumour, C5 a
sale of a combination declared at resolution: M21-62, M21-181), in turn order, and the fifth disc
placed there in a 5-player game adds 1 PP after its slot (M21-63, M21-64). The henchman's City
disc only blocks its slot (M21-123).
"""

from __future__ import annotations

from game.core import Action, Decision, Event, Events, push

from .cards import nc_drawable
from .catalogue import Catalogue
from .market import combos_held
from .model import HENCHMAN, MState, str_arg
from .resources import gain_pp, gain_rum, pay_d, pay_rum, treasure_fallback, treasure_left
from .routes import can_pay_jewel, jewel_price, no_effect
from .tasks import CityEffect, CityFifth, DealDisplay, DrawTreasure, NcJewel, SellType, Steal


# ---- City (M21-62 to M21-64) ---------------------------------------------------------------------
def steal_display_options(g: Catalogue, s: MState, seat: int) -> list[int]:
    """C2 option (a): the face-up jewels the player can pay for."""
    return [i for i, j in enumerate(s.display) if j is not None and can_pay_jewel(g, s, seat, j)]


def city_effect(g: Catalogue, s: MState, t: CityEffect, out: Events) -> None:
    seat, slot = t.seat, t.slot
    if seat == HENCHMAN:
        return
    if seat == s.city_fifth:  # M21-63, after the slot
        push(s.agenda, CityFifth(seat))
    stats = g.slot_stats[slot]
    effect = stats.effect
    if effect == "prestige":
        gain_pp(g, s, out, seat, stats.pp, slot)
    elif effect == "rum":
        gain_rum(g, s, out, seat, stats.rum, slot)
    elif effect == "rumour":
        if treasure_left(s):
            push(s.agenda, DrawTreasure(seat))
        else:
            treasure_fallback(g, s, out, seat, slot)
    elif effect == "steal":
        if steal_display_options(g, s, seat) or nc_drawable(s):
            push(s.agenda, Steal(seat))
        else:
            no_effect(out, seat, slot)
    elif len(s.jewels[seat]) >= stats.min_jewels and combos_held(g, s, seat):
        push(s.agenda, SellType(seat))
    else:
        no_effect(out, seat, slot)


def city_fifth(g: Catalogue, s: MState, t: CityFifth, out: Events) -> None:
    """M21-63: +1 PP for the fifth City disc, after its slot."""
    gain_pp(g, s, out, t.seat, g.areas.city.fifth_disc_pp, "city_fifth")


def steal_options(g: Catalogue, s: MState, t: Steal) -> Decision:
    """C2: option (a) any affordable face-up jewel, option (b) the top NC token."""
    options = [
        Action("steal_display", (f"CR{i + 1}",)) for i in steal_display_options(g, s, t.seat)
    ]
    if nc_drawable(s):
        options.append(Action("steal_stack"))
    return Decision(t.seat, "steal", tuple(options))


def steal(g: Catalogue, s: MState, t: Steal, seat: int, a: Action, out: Events) -> None:
    if a.kind == "steal_stack":
        s.nc_taken = True
        push(s.agenda, NcJewel(seat))
        return
    slot = str_arg(a)
    index = g.slot_index[slot] - 1
    jewel = s.display[index]
    assert jewel is not None
    d, r = jewel_price(g, s, seat, jewel)
    s.display[index] = None
    pay_d(g, s, out, seat, d, "C2")
    pay_rum(g, s, out, seat, r, "C2")
    s.jewels[seat].append(jewel)
    out.append(Event("jewel_taken", {"seat": seat, "jewel": jewel, "slot": slot}))
    push(s.agenda, DealDisplay(index))  # refilled at once
