"""Sailing the activating ship (BF-30 to BF-45, BF-204, BF-321(a), BF-325).

A ship moves up to its allowance (BF-31) through sea, or across land with Shallow Waters or
Shallow Draft (BF-32, BF-204, BF-325), never into a space holding a non-friendly ship (BF-33),
and stops only where it stands alone (BF-34, BF-42). A move names its destination; the engine
sails it there by a shortest legal path (BF-45), found by paths.explore. With the Pirate
Hideout the pirate may start its activation by jumping to a free lair (BF-321(a)).
"""

from __future__ import annotations

from game.core import Action, Event
from game.core.agenda import Events

from .catalogue import Catalogue
from .development import has
from .model import MERCHANT, NAVY_SLOTS, OUT, PIRATE, State, xy_arg, zone_of
from .navies import allowance, controlled
from .paths import Reach, explore


def slot_pos(s: State, slot: int) -> int:
    """Where the active player's ship in `slot` is: a cell, a distant sea (BF-36) or out of
    play (BF-18)."""
    if slot == MERCHANT:
        return s.merchant[s.active]
    if slot == PIRATE:
        return s.pirate[s.active]
    return s.navy[slot - NAVY_SLOTS[0]]


def occupied(g: Catalogue, s: State) -> bytearray:
    """1 on every grid cell holding a ship (BF-34)."""
    occ = bytearray(g.geo.size)
    for pos in s.merchant:
        if pos >= 0:
            occ[pos] = 1
    for pos in s.pirate:
        if pos >= 0:
            occ[pos] = 1
    for pos in s.navy:
        occ[pos] = 1
    return occ


def blocked(g: Catalogue, s: State, ctrl: tuple[int, ...]) -> tuple[int, ...]:
    """The cells holding a non-friendly ship for the active player (BF-33, AD-18): the other
    seats' merchants and pirates on the grid, the navies not in `ctrl` (`controlled`)."""
    a = s.active
    out = [*s.merchant, *s.pirate]
    del out[s.n + a]  # the active player's own pirate, then its merchant
    del out[a]
    if min(out) < 0:  # a ship out of play or in a distant sea (rare)
        out = [c for c in out if c >= 0]
    if not ctrl:
        out += s.navy
    elif len(ctrl) == 1:
        out.append(s.navy[1 - ctrl[0]])
    return tuple(out)


def reach(g: Catalogue, s: State, slot: int, ctrl: tuple[int, ...] | None = None) -> Reach | None:
    """Where the activating ship can still sail this activation (BF-43, BF-45); `ctrl`: the
    navies the active player controls (`controlled`), when the caller has them."""
    left = allowance(g, s, slot) - s.turn.steps[slot]
    if left <= 0:
        return None
    if slot == MERCHANT:  # `slot_pos`, inline
        pos = s.merchant[s.active]
    elif slot == PIRATE:
        pos = s.pirate[s.active]
    else:
        pos = s.navy[slot - NAVY_SLOTS[0]]
    if pos == OUT:
        return None
    cells = blocked(g, s, controlled(g, s) if ctrl is None else ctrl)
    # BF-204 Shallow Waters for one ship; BF-325 Shallow Draft for merchant and pirate
    crossing = s.turn.shallow[slot]
    if not crossing and slot <= PIRATE:
        k, card = g.dev_slot["shallow_draft"]  # `has`, inline
        up = s.dev_up[s.active]
        crossing = len(up) > k and up[k] and s.dev[s.active][k] == card
    key = (pos, left, crossing, cells)
    entry = g.reach.entry
    if entry is not None and entry[0] == key:
        return entry[1]
    if pos >= 0:
        found = explore(g.geo, pos, None, left, cells, crossing)
    else:
        found = explore(g.geo, -1, g.geo.zone_entries[zone_of(pos)], left, cells, crossing)
    g.reach.entry = (key, found)
    return found


def move_options(g: Catalogue, s: State, slot: int) -> list[Action]:
    """BF-43, BF-45: one move per destination where the ship would stand (never a cell of a
    non-friendly ship: the search does not reach those)."""
    ctrl = controlled(g, s)
    found = reach(g, s, slot, ctrl)
    if found is None:
        return []
    moves = g.move_actions
    # the cells of the active player's friendly ships on the grid (BF-34, AD-18): the
    # navies in `ctrl`, its merchant and pirate
    a = s.active
    ships = [s.navy[i] for i in ctrl]
    if s.merchant[a] >= 0:
        ships.append(s.merchant[a])
    if s.pirate[a] >= 0:
        ships.append(s.pirate[a])
    return [moves[c] for c in found.stands(g.geo, ships)]


def move(g: Catalogue, s: State, seat: int, a: Action, out: Events) -> None:
    """BF-31, BF-45: sail to a destination by a shortest legal path."""
    t = s.turn
    slot = t.current
    found = reach(g, s, slot)
    assert found is not None, "a move is offered only while steps are left"
    x, y = xy_arg(a)
    cell = y * g.geo.width + x  # `index`, inline
    path = found.path(cell)
    steps = found.dist[cell]
    t.steps[slot] += steps
    if slot == MERCHANT:  # `slot_pos` and `set_slot_pos`, inline
        start, s.merchant[s.active] = s.merchant[s.active], cell
    elif slot == PIRATE:
        start, s.pirate[s.active] = s.pirate[s.active], cell
    else:
        navy = slot - NAVY_SLOTS[0]
        start, s.navy[navy] = s.navy[navy], cell
    xy = g.geo.xy
    out.append(
        Event(
            "ship_moved",
            {
                "seat": seat,
                "ship": g.slot_names[slot],
                "owner": seat if slot < 2 else -1,
                "from": list(xy[start]) if start >= 0 else None,
                "zone": g.zone_ids[zone_of(start)] if start <= -2 else None,
                "path": [list(xy[c]) for c in path],
                "steps": steps,
            },
        )
    )


def free_lairs(g: Catalogue, s: State) -> list[int]:
    """Pirate lairs holding no ship (BF-215, BF-321)."""
    occ = occupied(g, s)
    return [c for c in g.geo.lairs if not occ[c]]


def hideout_options(g: Catalogue, s: State, slot: int) -> list[Action]:
    """BF-321(a): once per turn, the very first thing of the pirate's activation, a jump to
    each free lair."""
    t = s.turn
    if (
        slot == PIRATE
        and not t.hideout_used
        and t.steps[PIRATE] == 0
        and t.actions[PIRATE] == 0
        and has(g, s, s.active, "pirate_hideout")
    ):
        return [Action("hideout", g.geo.xy[c]) for c in free_lairs(g, s)]
    return []


def hideout(g: Catalogue, s: State, seat: int, a: Action, out: Events) -> None:
    """BF-321(a): the pirate jumps to a free lair (not a move, not an action)."""
    x, y = xy_arg(a)
    s.pirate[seat] = g.geo.index((x, y))
    s.turn.hideout_used = True
    out.append(Event("pirate_hid", {"seat": seat, "cell": [x, y]}))
