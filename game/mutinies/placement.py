"""Placing discs: M21-21, M21-26 to M21-30, M21-36 to M21-38, M21-59, M21-62, M21-63, M21-66,
M21-67, M21-70, M21-98, M21-122, M21-123, M21-169, M21-181.

Placement options are exact (listed = accepted): a slot is offered only when its occupant meets
its requirements at that moment (M21-36). Costs printed on slots are paid on placement (M21-37);
jewel prices wait for resolution, which is why the 2-player captain's committed price matters
when the henchman joins Commercial Routes (M21-38).
"""

from __future__ import annotations

from game.core import Action, Decision, Event, Events

from .cards import nc_drawable
from .catalogue import Catalogue
from .city import steal_display_options
from .content import CAPTAIN_AREAS, ORDERED_AREAS
from .market import combos_held
from .model import FLAG_V11, FLAG_V12, HENCHMAN, MState, str_arg
from .resources import pay_d
from .rounds import disc_of
from .routes import can_pay_jewel, jewel_price
from .tasks import Henchman, Place

HENCHMAN_OFF = Action("henchman_off")


def place_options(g: Catalogue, s: MState, t: Place) -> Decision:
    """M21-26 (the captain), M21-29 (a sailor): the slots offered."""
    seat = t.seat
    if seat == s.order[0]:
        slots, kind = captain_slots(g, s, seat), "place_captain"
    else:
        slots, kind = sailor_slots(g, s, seat), "place_sailor"
    return Decision(seat, kind, tuple(g.place_actions[slot] for slot in slots))


def captain_slots(g: Catalogue, s: MState, seat: int) -> list[str]:
    """M21-26, M21-27: every legal (action, slot) pair of the captain."""
    out: list[str] = []
    for area in CAPTAIN_AREAS:
        if captain_barred(s, area) is None:
            out += area_slots_for(g, s, seat, area, captain=True)
    return out


def captain_barred(s: MState, area: str) -> str | None:
    """The rule barring the captain from an action, or None (M21-27 a, c; M21-98)."""
    if area == s.blockade:
        return "M21-98"
    if area == s.pirate and not s.pirate_lifted:
        return "M21-27"
    return None


def sailor_slots(g: Catalogue, s: MState, seat: int) -> list[str]:
    """M21-29: follow the captain (if a slot is usable), or Cabin, or an empty Mutiny slot."""
    out = area_slots_for(g, s, seat, s.action or "", captain=False)
    out += cabin_slots(g, s, seat)
    out += mutiny_slots(g, s, seat)
    return out


def occupied(s: MState) -> set[str]:
    """M21-21: the slots holding a disc."""
    return {slot for slot, _ in s.discs}


def area_slots_for(g: Catalogue, s: MState, seat: int, area: str, captain: bool) -> list[str]:
    """M21-36: the slots of `area` whose requirements are met now."""
    taken = occupied(s)
    if area in ORDERED_AREAS:
        return ordered_slots(g, s, seat, area, captain, taken)
    if area == "cr":
        out = []
        for i, jewel in enumerate(s.display):
            slot = f"CR{i + 1}"
            if slot not in taken and jewel is not None and can_pay_jewel(g, s, seat, jewel):
                out.append(slot)
        return out
    if area == "bm":
        held = combos_held(g, s, seat)
        return [
            sid
            for sid in g.area_slots["bm"]
            if sid not in taken and g.slot_stats[sid].combo in held
        ]
    return [
        sid
        for sid in g.area_slots["city"]
        if sid not in taken and city_requirement_met(g, s, seat, sid)
    ]


def ordered_slots(
    g: Catalogue, s: MState, seat: int, area: str, captain: bool, taken: set[str]
) -> list[str]:
    """M21-21, M21-169: the captain takes slot 1; a sailor the next empty usable slot, or
    any empty one from 2 on with V11."""
    usable = g.area_slots[area][: s.ordered_slots]
    if captain:
        choices = list(usable[:1])
    elif s.flags[seat] & FLAG_V11:
        choices = [sid for sid in usable[1:] if sid not in taken]
    else:
        choices = [sid for sid in usable if sid not in taken][:1]
    return [sid for sid in choices if s.d[seat] >= slot_cost(g, s, seat, sid)]


def slot_cost(g: Catalogue, s: MState, seat: int, slot: str) -> int:
    """The doubloons a slot costs on placement (M21-37), 0 under V12 where it applies."""
    cost = g.slot_stats[slot].cost_d
    if (
        cost
        and s.flags[seat] & FLAG_V12
        and (slot in g.free_passage or g.slot_area[slot] in g.free_passage)
    ):
        return 0
    return cost


def city_requirement_met(g: Catalogue, s: MState, seat: int, slot: str) -> bool:
    """M21-62, M21-181: C1 the 2 D, C2 option (a) or (b) possible, C5 two jewels."""
    stats = g.slot_stats[slot]
    if stats.effect == "steal":
        return bool(steal_display_options(g, s, seat)) or nc_drawable(s)
    if stats.effect == "black_market":
        return len(s.jewels[seat]) >= stats.min_jewels
    return s.d[seat] >= slot_cost(g, s, seat, slot)


def cabin_slots(g: Catalogue, s: MState, seat: int) -> list[str]:
    """M21-66, M21-67: any Cabin slot, shared; K3 needs its 5 D."""
    return [sid for sid in g.area_slots["cabin"] if s.d[seat] >= slot_cost(g, s, seat, sid)]


def mutiny_slots(g: Catalogue, s: MState, seat: int) -> list[str]:
    """M21-70: an empty Mutiny slot whose cost the sailor holds."""
    taken = occupied(s)
    return [
        sid
        for sid in g.area_slots["mutiny"]
        if sid not in taken and s.d[seat] >= g.mutiny_cost[sid]
    ]


# ---- placing -----------------------------------------------------------------------------------
def place(g: Catalogue, s: MState, t: Place, seat: int, a: Action, out: Events) -> None:
    slot = str_arg(a)
    if seat == s.order[0]:
        s.action = g.slot_area[slot]
    cost = slot_cost(g, s, seat, slot)
    s.discs.append((slot, seat))
    s.paid[seat] = cost
    out.append(Event("placed", {"seat": seat, "slot": slot, "paid": cost}))
    pay_d(g, s, out, seat, cost, slot)  # M21-37, M21-73
    _note_fifth_city_disc(g, s, seat, slot)


def _note_fifth_city_disc(g: Catalogue, s: MState, seat: int, slot: str) -> None:
    """M21-63: the disc placed fifth on City, in a game with five players."""
    city = g.areas.city
    if (
        g.slot_area[slot] == "city"
        and s.n == city.fifth_disc_players
        and sum(g.slot_area[x] == "city" for x, _ in s.discs) == city.fifth_disc_players
    ):
        s.city_fifth = seat


# ---- the henchman (M21-122, M21-123) -------------------------------------------------------------
def henchman_options(g: Catalogue, s: MState, t: Henchman) -> Decision:
    """M21-122: a slot for the henchman, or none."""
    options = [Action("henchman", (slot,)) for slot in henchman_slots(g, s, t.captain)]
    options.append(HENCHMAN_OFF)
    return Decision(t.captain, "henchman", tuple(options))


def henchman_slots(g: Catalogue, s: MState, captain: int) -> list[str]:
    """M21-122, M21-38: the captain's action, paid by the captain."""
    area = s.action or ""
    taken = occupied(s)
    if area in ORDERED_AREAS:
        free = [sid for sid in g.area_slots[area][: s.ordered_slots] if sid not in taken][:1]
        return [sid for sid in free if s.d[captain] >= g.slot_stats[sid].cost_d]
    if area == "cr":
        cd, cr = committed(g, s, captain)
        return [
            f"CR{i + 1}"
            for i, j in enumerate(s.display)
            if j is not None
            and f"CR{i + 1}" not in taken
            and s.d[captain] >= cd + g.jewel_d[j]
            and s.rum[captain] >= cr + g.jewel_r[j]
        ]
    return [
        sid
        for sid in g.area_slots[area]
        if sid not in taken and s.d[captain] >= g.slot_stats[sid].cost_d
    ]


def committed(g: Catalogue, s: MState, captain: int) -> tuple[int, int]:
    """M21-38: the captain's own Commercial Routes price, due at resolution."""
    slot = disc_of(s, captain)
    if slot is not None and g.slot_area[slot] == "cr":
        jewel = s.display[g.slot_index[slot] - 1]
        assert jewel is not None
        return jewel_price(g, s, captain, jewel)
    return 0, 0


def henchman(g: Catalogue, s: MState, t: Henchman, captain: int, a: Action, out: Events) -> None:
    if a.kind == "henchman_off":
        out.append(Event("henchman_off", {"captain_seat": captain}))
        return
    slot = str_arg(a)
    cost = g.slot_stats[slot].cost_d
    s.discs.append((slot, HENCHMAN))
    out.append(Event("henchman_placed", {"captain_seat": captain, "slot": slot, "paid": cost}))
    pay_d(g, s, out, captain, cost, slot)  # M21-123
