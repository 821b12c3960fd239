"""The Black Market and City C5 sales: M21-39, M21-57 to M21-61, M21-64, M21-123, M21-171.

A sale picks its jewels one at a time, every pick keeping a passing set within reach (M21-60
step 1, combos.py), then adds rum up to min(4, the rum icons on the jewels sold, the rum held)
(step 2); the jewels go to the discards, the rum to the Tavern, and the combination pays its
row for that rum (steps 3-4, M21-133), plus V07's bonus on the next sale.
"""

from __future__ import annotations

from game.core import Action, Decision, Event, Events, push

from .catalogue import Catalogue
from .combos import add, can_complete
from .model import FLAG_V07, HENCHMAN, MState, int_arg, str_arg
from .resources import gain_d, gain_pp, pay_rum
from .routes import no_effect
from .tasks import BmEffect, SellPick, SellRum, SellType


def combos_held(g: Catalogue, s: MState, seat: int) -> list[str]:
    """Every combination some subset of the player's jewels passes (M21-59, M21-171)."""
    if len(s.jewels[seat]) < g.smallest_combo:
        return []
    counts = g.colour_counts(s.jewels[seat])
    return [
        cid
        for cid, combo in g.combos.items()
        if can_complete(combo.test, combo.size, counts, g.no_jewels)
    ]


def bm_effect(g: Catalogue, s: MState, t: BmEffect, out: Events) -> None:
    if t.seat == HENCHMAN:
        return
    combo = g.slot_stats[t.slot].combo
    if combo not in combos_held(g, s, t.seat):  # M21-39
        no_effect(out, t.seat, t.slot)
        return
    push(s.agenda, SellPick(t.seat, combo))


def sell_type_options(g: Catalogue, s: MState, t: SellType) -> Decision:
    """M21-64, M21-181: C5 sells any combination the hand holds."""
    options = tuple(Action("sell_type", (c,)) for c in combos_held(g, s, t.seat))
    return Decision(t.seat, "sell_type", options)


def sell_type(g: Catalogue, s: MState, t: SellType, seat: int, a: Action, out: Events) -> None:
    """M21-64: the declared combination is sold."""
    push(s.agenda, SellPick(seat, str_arg(a)))


def sale_picks(g: Catalogue, s: MState, seat: int, combo_id: str) -> list[str]:
    """Jewels that keep a passing set within reach (M21-60 step 1)."""
    combo = g.combos[combo_id]
    available = g.colour_counts(s.jewels[seat])
    picked = g.colour_counts(s.sale)
    good = set()
    for ci in range(len(available)):
        if available[ci] and can_complete(
            combo.test, combo.size, add(available, ci, -1), add(picked, ci)
        ):
            good.add(ci)
    return [j for j in s.jewels[seat] if g.jewel_colour[j] in good]


def sell_pick_options(g: Catalogue, s: MState, t: SellPick) -> Decision:
    """M21-60 step 1: the jewels that keep a sale within reach."""
    options = tuple(Action("sell_jewel", (j,)) for j in sale_picks(g, s, t.seat, t.combo))
    return Decision(t.seat, "sell_pick", options)


def sell_pick(g: Catalogue, s: MState, t: SellPick, seat: int, a: Action, out: Events) -> None:
    """M21-60 step 1: one jewel at a time, revealed."""
    jewel = str_arg(a)
    s.jewels[seat].remove(jewel)
    s.sale.append(jewel)
    out.append(Event("sale_pick", {"seat": seat, "jewel": jewel}, reveal=True))
    if len(s.sale) < g.combos[t.combo].size:
        push(s.agenda, SellPick(seat, t.combo))
    else:
        push(s.agenda, SellRum(seat, t.combo))


def rum_cap(g: Catalogue, s: MState, seat: int) -> int:
    """M21-60 step 2: min(4, rum icons on the jewels sold, rum held)."""
    return min(g.max_rum, sum(g.jewel_r[j] for j in s.sale), s.rum[seat])


def sell_rum_live(g: Catalogue, s: MState, t: SellRum) -> bool:
    """M21-60 step 2: a choice only when rum can be added."""
    return rum_cap(g, s, t.seat) > 0


def sell_rum_skip(g: Catalogue, s: MState, t: SellRum, out: Events) -> None:
    """M21-60 step 2: no rum can be added."""
    _finish_sale(g, s, out, t.seat, t.combo, 0)


def sell_rum_options(g: Catalogue, s: MState, t: SellRum) -> Decision:
    """M21-60 step 2: 0 up to the cap."""
    options = tuple(Action("add_rum", (r,)) for r in range(rum_cap(g, s, t.seat) + 1))
    return Decision(t.seat, "sell_rum", options)


def sell_rum(g: Catalogue, s: MState, t: SellRum, seat: int, a: Action, out: Events) -> None:
    """M21-60 steps 3-4."""
    _finish_sale(g, s, out, seat, t.combo, int_arg(a))


def _finish_sale(g: Catalogue, s: MState, out: Events, seat: int, combo_id: str, rum: int) -> None:
    """M21-60 steps 3-4: jewels to the discards, rum to the Tavern, payout (+V07)."""
    sold = list(s.sale)
    s.discards.extend(sold)
    s.sale = []
    pay_rum(g, s, out, seat, rum, "sale")
    d, pp = g.combos[combo_id].payout[rum]
    if s.flags[seat] & FLAG_V07:  # V07: the next sale only
        s.flags[seat] &= ~FLAG_V07
        card = g.card_op["bm_bonus"]
        d, pp = d + card.d, pp + card.pp
    out.append(
        Event(
            "sold",
            {
                "seat": seat,
                "jewels": sold,
                "combo": combo_id,
                "rum": rum,
                "d": d,
                "pp": pp,
                "count": len(sold),
            },
        )
    )
    gain_d(g, s, out, seat, d, "sale")
    gain_pp(g, s, out, seat, pp, "sale")
