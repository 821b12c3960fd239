"""Ships entering play: the merchant's placement and the pirate's entry (BF-17, BF-21,
BF-80 to BF-82, BF-154, BF-321(b), AD-38).

Before the first turn each player places their merchant on a free dock and loads there
(BF-17, BF-154). At the start of a turn a sunk merchant comes back the same way (BF-80), then a
sunk pirate enters, empty, in a distant sea of its owner's choice (BF-81), or on a free lair
with the Pirate Hideout (BF-321(b)); merchant first (BF-21, AD-38).
"""

from __future__ import annotations

from game.core import Action, Decision, Event
from game.core.agenda import Events

from .catalogue import Catalogue
from .development import has
from .model import OUT, State, str_arg, xy_arg, zone_code
from .movement import free_lairs, occupied
from .tasks import PLAY_MOVEMENT, EnterPirate, PlaceMerchant, PlaceStart, replace_top


def place_options(g: Catalogue, s: State) -> tuple[Action, ...]:
    """BF-17, BF-80: any unoccupied dock space of any port (the dock names the port)."""
    occ = occupied(g, s)
    geo = g.geo
    return tuple(
        Action("place", geo.xy[geo.index(c)])
        for p in g.content.map.ports
        for c in p.docks
        if not occ[geo.index(c)]
    )


def place_decision(g: Catalogue, s: State, t: PlaceStart | PlaceMerchant) -> Decision:
    """BF-17, BF-80: the owner chooses the dock."""
    return Decision(t.seat, "place_merchant", place_options(g, s))


def place(g: Catalogue, s: State, seat: int, a: Action, out: Events) -> None:
    """BF-17 (setup) and BF-80 (re-entry): place on a dock and load from that port (BF-66b)."""
    x, y = xy_arg(a)
    cell = g.geo.index((x, y))
    port = g.geo.dock_port[cell]
    s.merchant[seat] = cell
    n = min(g.hold_merchant, s.stock[port])
    s.stock[port] -= n
    colour = g.port_colour[port]
    s.cargo[seat] = [colour] * n
    out.append(
        Event(
            "merchant_placed",
            {"seat": seat, "port": port, "cell": [x, y], "loaded": n, "colour": colour},
        )
    )


def placed_at_start(
    g: Catalogue, s: State, t: PlaceStart, seat: int, a: Action, out: Events
) -> None:
    """BF-154: the setup placements, in turn order."""
    place(g, s, seat, a, out)


def placed_again(
    g: Catalogue, s: State, t: PlaceMerchant, seat: int, a: Action, out: Events
) -> None:
    """BF-21: the merchant is back; the pirate's entry, if needed, comes next."""
    place(g, s, seat, a, out)
    push_pirate_entry(s, seat)


def push_pirate_entry(s: State, seat: int) -> None:
    """BF-21, AD-38: after the merchant, the pirate enters if out of play; then step 1."""
    s.agenda.append(EnterPirate(seat) if s.pirate[seat] == OUT else PLAY_MOVEMENT[seat])


def entry_options(g: Catalogue, s: State, t: EnterPirate) -> Decision:
    """BF-81: a distant sea of the owner's choice; with BF-321(b) also a free lair."""
    options = list(g.zone_actions)
    if has(g, s, t.seat, "pirate_hideout"):
        options += [Action("enter_lair", g.geo.xy[c]) for c in free_lairs(g, s)]
    return Decision(t.seat, "enter_pirate", tuple(options))


def enter_zone(g: Catalogue, s: State, seat: int, a: Action, out: Events) -> None:
    """BF-81: the pirate waits, empty, in a distant sea; it is in play from now on."""
    zone = str_arg(a, 0)
    s.pirate[seat] = zone_code(g.zone_ids.index(zone))
    s.treasure[seat] = ""
    replace_top(s.agenda, EnterPirate, PLAY_MOVEMENT[seat])
    out.append(Event("pirate_entered", {"seat": seat, "zone": zone}))


def enter_lair(g: Catalogue, s: State, seat: int, a: Action, out: Events) -> None:
    """BF-321(b): enter directly on a free lair."""
    x, y = xy_arg(a)
    s.pirate[seat] = g.geo.index((x, y))
    s.treasure[seat] = ""
    replace_top(s.agenda, EnterPirate, PLAY_MOVEMENT[seat])
    out.append(Event("pirate_entered_lair", {"seat": seat, "cell": [x, y]}))
