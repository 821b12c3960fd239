"""Trade: selling and loading goods (BF-60 to BF-66, BF-208, BF-212, BF-213, BF-300, BF-315, BF-324,
BF-352, AD-5, AD-6, AD-22, AD-25).

A merchant on a dock sells its whole cargo at that port (no partial sale, AD-5): each cube at
the port's price, a refused colour at the smuggling price if one applies (never the port's own
colour), plus Market Day, Master Trader and Trade Agreement (BF-352). The cubes go home and the
merchant loads up to a full hold of the port's colour, as far as the stock goes (BF-66, AD-6).
`sale_gain` is the one sum the rules, the AI and the sell button's preview all use.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core import Event
from game.core.agenda import Events
from game.core.types import Action

from .catalogue import Catalogue
from .development import has
from .model import MERCHANT, BlackFleetView, State
from .views import view_has

SELL = Action("sell")  # the trade options, built once
LOAD = Action("load")
RESUPPLY = Action("resupply")


def cube_prices(g: Catalogue, port: int, cargo: Sequence[str], smuggle: int) -> list[int] | None:
    """The port's price per cube; a colour it does not buy sells at the smuggling price if
    there is one (never the port's own colour), else the sale is refused (AD-5)."""
    if not cargo:
        return None
    prices = []
    row = g.prices[port]
    own = g.port_colour[port]
    for colour in cargo:
        p = row[g.colour_idx[colour]]
        if p == 0:
            if smuggle and colour != own:
                p = smuggle
            else:
                return None
        prices.append(p)
    return prices


def sale_gain(
    g: Catalogue,
    port: int,
    cargo: Sequence[str],
    smuggle: int,
    market: int,
    master_trader: bool,
    trade_agreement: bool,
) -> int | None:
    """BF-352: prices + Market Day per cube + Master Trader per cube + Trade Agreement."""
    prices = cube_prices(g, port, cargo, smuggle)
    if prices is None:
        return None
    n = len(cargo)
    return (
        sum(prices)
        + n * market * g.fortune_amount["market_day"]
        + (n * g.dev_amount["master_trader"] if master_trader else 0)
        + (g.dev_amount["trade_agreement"] if trade_agreement else 0)
    )


def smuggle_price(g: Catalogue, contacts: bool, market_played: bool) -> int:
    """BF-315 (Smugglers' Contacts, permanent) before BF-212 (Smugglers' Market, this turn
    only); 0 when neither applies."""
    if contacts:
        return g.dev_amount["smugglers_contacts"]
    return g.fortune_amount["smugglers_market"] if market_played else 0


def seat_smuggle_price(g: Catalogue, s: State, seat: int) -> int:
    """BF-212, BF-315: the smuggling price `seat` sells at now."""
    return smuggle_price(
        g, has(g, s, seat, "smugglers_contacts"), s.turn.smugglers and seat == s.active
    )


def sale_prices(
    g: Catalogue, s: State, seat: int, port: int, cargo: Sequence[str]
) -> list[int] | None:
    """BF-61, BF-63, BF-212, BF-315: the price of each cube at the port whose dock the
    merchant is on (AD-25), or None if the port refuses any of them (no partial sale, AD-5)."""
    return cube_prices(g, port, cargo, seat_smuggle_price(g, s, seat))


def view_sale_gain(
    g: Catalogue, v: BlackFleetView, seat: int, port: int, cargo: Sequence[str]
) -> int | None:
    """BF-352: what `seat` would earn selling `cargo` at `port` this turn, from its view alone: the
    AI's route planning and the "sell" button's preview use it."""
    smuggle = smuggle_price(
        g, view_has(g, v, seat, "smugglers_contacts"), v.turn.smugglers and seat == v.active
    )
    return sale_gain(
        g,
        port,
        cargo,
        smuggle,
        v.turn.market,
        view_has(g, v, seat, "master_trader"),
        view_has(g, v, seat, "trade_agreement"),
    )


def sell(g: Catalogue, s: State, seat: int, a: Action, out: Events) -> None:
    """BF-352: the sale's gain (sale_gain); the cubes go home; then load up to 3 of the
    port's colour, always (BF-61, BF-66, AD-22)."""
    t = s.turn
    port = g.geo.dock_port[s.merchant[seat]]
    cargo = s.cargo[seat]
    gain = sale_gain(
        g,
        port,
        cargo,
        seat_smuggle_price(g, s, seat),
        t.market,
        has(g, s, seat, "master_trader"),
        has(g, s, seat, "trade_agreement"),
    )
    assert gain is not None, "a sale is offered only where the port buys the cargo"
    for colour in cargo:
        s.stock[g.home_port[colour]] += 1
    sold = list(cargo)
    s.wealth[seat] += gain
    s.cargo[seat] = []
    t.actions[MERCHANT] += 1
    loaded = load_cubes(g, s, seat, port)
    out.append(
        Event(
            "sold",
            {
                "seat": seat,
                "port": port,
                "cubes": sold,
                "gain": gain,
                "loaded": loaded,
                "colour": g.port_colour[port],
            },
        )
    )


def load_cubes(g: Catalogue, s: State, seat: int, port: int) -> int:
    """Load the port's colour up to a full hold, or what the stock has (BF-66b, AD-6)."""
    n = min(g.hold_merchant - len(s.cargo[seat]), s.stock[port])
    s.stock[port] -= n
    s.cargo[seat] += [g.port_colour[port]] * n
    return n


def load(g: Catalogue, s: State, seat: int, a: Action, out: Events) -> None:
    """BF-66c: an empty merchant on a dock loads without selling."""
    port = g.geo.dock_port[s.merchant[seat]]
    s.turn.actions[MERCHANT] += 1
    n = load_cubes(g, s, seat, port)
    out.append(
        Event("loaded", {"seat": seat, "port": port, "loaded": n, "colour": g.port_colour[port]})
    )


def resupply(g: Catalogue, s: State, seat: int, a: Action, out: Events) -> None:
    """BF-213: fill up with the port's colour, not a sale."""
    port = g.geo.dock_port[s.merchant[seat]]
    s.turn.actions[MERCHANT] += 1
    n = load_cubes(g, s, seat, port)
    out.append(
        Event(
            "resupplied",
            {"seat": seat, "port": port, "loaded": n, "colour": g.port_colour[port]},
        )
    )


def merchant_trade_options(g: Catalogue, s: State, pos: int) -> list[Action]:
    """BF-61, BF-66c, BF-213: what the active merchant may trade on the dock at `pos`."""
    out: list[Action] = []
    port = g.geo.dock_port[pos]
    if port < 0:
        return out
    a = s.active
    cargo = s.cargo[a]
    if sale_prices(g, s, a, port, cargo) is not None:
        out.append(SELL)  # BF-61
    if not cargo and s.stock[port] > 0:
        out.append(LOAD)  # BF-66c
    if (
        s.turn.resupply
        and len(cargo) < g.hold_merchant
        and s.stock[port] > 0
        and all(c == g.port_colour[port] for c in cargo)
    ):
        out.append(RESUPPLY)  # BF-213
    return out
