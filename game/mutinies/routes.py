"""Boarding: Commercial and Non-Commercial Routes, M21-12, M21-38, M21-39, M21-41 to M21-50,
M21-123.

Commercial Routes show face-up jewels, one per slot (M21-41); the disc on a slot buys its jewel
at resolution for the printed icons (M21-42, M21-46), or gets nothing if it cannot pay then
(M21-39). Non-Commercial Routes draw the top token of the face-down stack, to keep or to decline
for the slot's doubloons back (M21-48). Both are refilled at the clean-up (M21-45, M21-50).
"""

from __future__ import annotations

from game.core import Action, Decision, Event, Events, push

from .catalogue import Catalogue
from .model import FLAG_V06, HENCHMAN, MState
from .piles import jewel_drawn_event, secret_event, take
from .resources import gain_d, gain_rum, pay_d, pay_rum
from .tasks import CrEffect, DealDisplay, DealNc, HenchmanNc, NcDrawn, NcEffect, NcJewel, NcKeep

KEEP_OR_DECLINE = (Action("keep"), Action("decline"))


def no_effect(out: Events, seat: int, slot: str) -> None:
    """M21-39: a disc whose requirement is no longer met has no effect."""
    out.append(Event("no_effect", {"seat": seat, "slot": slot}))


def jewel_price(g: Catalogue, s: MState, seat: int, jewel: str) -> tuple[int, int]:
    """M21-42, M21-46: the printed D and R icons; V06 waives the doubloons."""
    d = 0 if s.flags[seat] & FLAG_V06 else g.jewel_d[jewel]
    return d, g.jewel_r[jewel]


def can_pay_jewel(g: Catalogue, s: MState, seat: int, jewel: str) -> bool:
    """M21-42: the player holds the jewel's price."""
    d, r = jewel_price(g, s, seat, jewel)
    return s.d[seat] >= d and s.rum[seat] >= r


# ---- the face-up display and the face-down stack (M21-12, M21-45, M21-50) ---------------------
def to_nc(g: Catalogue, s: MState, t: DealNc, outcome: list[str], out: Events) -> None:
    """M21-12, M21-50: a jewel onto the NC stack."""
    jewel, _ = take(g, s, t, outcome, out)
    if jewel is not None:
        s.nc_stack.append(jewel)
        out.append(Event("nc_stack_filled", {"size": len(s.nc_stack)}))


def to_display(g: Catalogue, s: MState, t: DealDisplay, outcome: list[str], out: Events) -> None:
    """A face-up jewel for a Commercial Routes slot (nothing: the slot stays empty)."""
    jewel, _ = take(g, s, t, outcome, out)
    if jewel is not None:
        s.display[t.index] = jewel
        out.append(Event("display_filled", {"slot": f"CR{t.index + 1}", "jewel": jewel}))


# ---- Commercial Routes (M21-41 to M21-45) ------------------------------------------------------
def cr_effect(g: Catalogue, s: MState, t: CrEffect, out: Events) -> None:
    seat, slot = t.seat, t.slot
    index = g.slot_index[slot] - 1
    jewel = s.display[index]
    assert jewel is not None
    payer = s.order[0] if seat == HENCHMAN else seat
    if seat == HENCHMAN:
        d, r = g.jewel_d[jewel], g.jewel_r[jewel]
    else:
        d, r = jewel_price(g, s, seat, jewel)
    if s.d[payer] < d or s.rum[payer] < r:
        no_effect(out, seat, slot)  # M21-39
        return
    s.display[index] = None
    pay_d(g, s, out, payer, d, slot)
    pay_rum(g, s, out, payer, r, slot)
    if seat == HENCHMAN:  # M21-123
        s.discards.append(jewel)
        out.append(Event("henchman_discarded", {"captain_seat": payer, "jewel": jewel}))
        return
    s.jewels[seat].append(jewel)
    out.append(Event("jewel_taken", {"seat": seat, "jewel": jewel, "slot": slot}))
    cr = g.areas.commercial_routes
    if s.n == cr.nc_bonus_players and g.slot_index[slot] == s.display_size:  # M21-44
        s.nc_taken = True
        push(s.agenda, NcJewel(seat))


# ---- Non-Commercial Routes (M21-47 to M21-49) --------------------------------------------------
def nc_effect(g: Catalogue, s: MState, t: NcEffect, out: Events) -> None:
    s.nc_taken = True
    if t.seat == HENCHMAN:
        push(s.agenda, HenchmanNc(s.order[0]))
        return
    gain_rum(g, s, out, t.seat, g.slot_stats[t.slot].rum, t.slot)  # M21-48 step 1
    push(s.agenda, NcDrawn(t.seat))


def henchman_nc(g: Catalogue, s: MState, t: HenchmanNc, outcome: list[str], out: Events) -> None:
    """M21-123: the henchman's jewel is discarded face up."""
    jewel, _ = take(g, s, t, outcome, out)
    if jewel is not None:
        s.discards.append(jewel)
        out.append(Event("henchman_discarded", {"captain_seat": t.captain, "jewel": jewel}))


def nc_drawn(g: Catalogue, s: MState, t: NcDrawn, outcome: list[str], out: Events) -> None:
    jewel, origin = take(g, s, t, outcome, out)
    seat = t.seat
    if jewel is None:  # M21-49
        out.append(Event("nothing_drawn", {"seat": seat}))
        gain_d(g, s, out, seat, s.paid[seat], "refund")
        return
    s.pending_jewel[seat] = jewel
    out.append(jewel_drawn_event(seat, jewel, origin))
    push(s.agenda, NcKeep(seat))


def nc_keep_options(g: Catalogue, s: MState, t: NcKeep) -> Decision:
    """M21-48: keep or decline."""
    return Decision(t.seat, "nc_keep", KEEP_OR_DECLINE)


def nc_keep(g: Catalogue, s: MState, t: NcKeep, seat: int, a: Action, out: Events) -> None:
    """M21-48: keep it hidden, or discard it face up and get the slot's doubloons back."""
    jewel = s.pending_jewel[seat]
    assert jewel is not None
    s.pending_jewel[seat] = None
    if a.kind == "keep":
        s.jewels[seat].append(jewel)
        out.append(secret_event("jewel_kept", seat, "jewel", jewel))
        return
    s.discards.append(jewel)
    out.append(
        Event(
            "jewel_declined",
            {"seat": seat, "jewel": jewel, "refund": s.paid[seat]},
            reveal=True,
        )
    )
    gain_d(g, s, out, seat, s.paid[seat], "refund")
