"""The full texts shown when hovering things on the Black Fleet table: ships, ports, spaces,
distant seas, cards, development and victory cards, decks. Each is built only when shown."""

from __future__ import annotations

from functools import partial

from game.black_fleet.model import BlackFleetView, DevSlot, PlayerView, ShipView
from game.black_fleet.views import activating_ship
from game.black_fleet.words import ship_name

from ..core import i18n

P = "black_fleet.scene.tip."


def _name(x) -> str:
    return str(i18n.localize(x))


def _colour(table, colour: str) -> str:
    return _name(table.content.colour_names[colour])


def _player_colour(table, view: BlackFleetView, seat: int) -> str:
    colour = view.players[seat].colour
    return _name(table.content.player_colour_names[colour]) if colour else ""


# ---- ships ---------------------------------------------------------------------------------
def ship(table, view: BlackFleetView, sh: ShipView) -> str:
    if sh.kind == "navy":
        return _navy(table, view, sh)
    assert sh.owner is not None, "a merchant or a pirate has an owner"
    seat = table.names[sh.owner]
    colour = _player_colour(table, view, sh.owner)
    if sh.kind == "merchant":
        head = i18n.tr(P + "merchant", seat=seat, colour=colour)
        body = (
            i18n.tr(P + "cargo", cubes=_cubes(table, sh.cargo))
            if sh.cargo
            else i18n.tr(P + "empty_hold")
        )
    else:
        head = i18n.tr(P + "pirate", seat=seat, colour=colour)
        body = (
            i18n.tr(P + "treasure", colour=_colour(table, sh.cargo[0]))
            if sh.cargo
            else i18n.tr(P + "no_treasure")
        )
    if sh.zone is not None:
        zone = table.content.map.distant_seas[table.rules.g.zone_ids.index(sh.zone)]
        body += "\n" + i18n.tr(P + "waiting", zone=_name(zone.name))
    return f"{head}\n{body}"


def _cubes(table, cargo) -> str:
    counts: dict[str, int] = {}
    for c in cargo:
        counts[c] = counts.get(c, 0) + 1
    return ", ".join(f"{n} {_colour(table, c)}" for c, n in counts.items())


def _navy(table, view: BlackFleetView, sh: ShipView) -> str:
    navy = _name(table.content.navy_names[sh.colour])
    if sh.colour in view.controlled:
        return i18n.tr(P + "navy_commanded", navy=navy, seat=table.names[view.active])
    return i18n.tr(P + "navy_free", navy=navy)


# ---- the printed board ---------------------------------------------------------------------
def static_areas(table, view: BlackFleetView):
    """(rect, text function) for every space, port and distant sea worth explaining."""
    layout, m = table.layout, table.content.map
    out = []

    def at(cell, text):
        out.append((layout.cell_rect(cell), partial(_with_square, text, cell)))

    for b in m.beaches:
        at(b.cell, partial(i18n.tr, P + "beach", value=b.value))
    for cell in m.pirate_lairs:
        at(cell, partial(i18n.tr, P + "lair"))
    for start in m.navy_starts:
        at(
            start.cell,
            partial(i18n.tr, P + "navy_start", navy=_name(table.content.navy_names[start.navy])),
        )
    for i, port in enumerate(m.ports):
        for dock in port.docks:
            at(dock, partial(_dock, port))
        out.append((layout.plaques[i].rect, partial(port_text, table, view, i)))
    for z, zone in enumerate(m.distant_seas):
        out.append((layout.zones[z], partial(_zone, table, view, zone)))
    return out


def offered_space(table, view: BlackFleetView, action) -> str:
    """A space you may click now: what clicking does (with the path length for a sail), then
    what the space is."""
    text = i18n.phrase(table.rules.describe_action(action, view), table.names)
    if action.kind == "move":
        ship = activating_ship(table.rules.g, view)
        path = table.fleet.reach(view, ship).get((action.args[0], action.args[1])) if ship else None
        if path:
            text = i18n.tr(P + "sail_here", count=len(path))
    cell = (action.args[0], action.args[1])
    return "\n".join(line for line in (text, space(table, cell), square(cell)) if line)


def square(cell) -> str:
    """The log and the buttons name spaces by their chart square (x, y): the tips say it too."""
    return i18n.tr(P + "square", x=cell[0], y=cell[1])


def _with_square(text, cell) -> str:
    return f"{text()}\n{square(cell)}"


def space(table, cell) -> str:
    """What a printed space is, if it is anything more than open sea."""
    m = table.content.map
    for b in m.beaches:
        if b.cell == cell:
            return i18n.tr(P + "beach", value=b.value)
    if cell in m.pirate_lairs:
        return i18n.tr(P + "lair")
    for port in m.ports:
        if cell in port.docks:
            return _dock(port)
    return ""


def _dock(port) -> str:
    return i18n.tr(P + "dock", port=_name(port.name))


def port_text(table, view: BlackFleetView, i: int) -> str:
    port = table.content.map.ports[i]
    buys = ", ".join(
        f"{_colour(table, c)} {p}" for c, p in sorted(port.buys.items(), key=lambda kv: kv[1])
    )
    refuses = ", ".join(_colour(table, c) for c in port.refuses)
    return i18n.tr(
        P + "port",
        port=_name(port.name),
        colour=_colour(table, port.colour),
        stock=view.stocks[i],
        buys=buys,
        refuses=refuses,
    )


def _zone(table, view: BlackFleetView, zone) -> str:
    waiting = [table.names[sh.owner] for sh in view.ships if sh.zone == zone.id]
    pirates = ", ".join(waiting) if waiting else i18n.tr(P + "nobody")
    return i18n.tr(P + "zone", zone=_name(zone.name), pirates=pirates)


# ---- cards ---------------------------------------------------------------------------------
def movement_card(table, card: str) -> str:
    rules = table.rules
    m = rules.g.mv[card]
    return i18n.tr(
        P + "movement",
        card=card,
        navy=_name(table.content.navy_names[m.navy]),
        navy_value=m.navy_value,
        pirate=m.pirate,
        merchant=m.merchant,
        bottom=_name(rules.g.bottoms[m.bottom].name),
    )


def fortune_card(table, card: str) -> str:
    c = table.content.fortune_by_id[card]
    return f"{_name(c.name)}\n{_name(c.text)}"


def development(table, slot: DevSlot) -> str:
    if slot.card is None:
        return i18n.tr(P + "dev_hidden", cost=slot.cost)
    c = table.content.development_by_id[slot.card]
    state = i18n.tr(P + ("dev_bought" if slot.face_up else "dev_yours"))
    return f"{_name(c.name)} ({slot.cost})\n{_name(c.text)}\n{state}"


def victory(table, p: PlayerView) -> str:
    name = _name(table.content.game.victory.name)
    key = "victory_paid" if p.victory_up else "victory"
    return i18n.tr(P + key, name=name, cost=p.victory_cost)


def allowance(table, view: BlackFleetView, ship: str) -> str:
    slot = table.rules.g.slot_of[ship]
    return i18n.tr(
        P + "allowance",
        ship=_name(ship_name(table.rules.g, ship)),
        used=view.turn.steps[slot],
        allowance=view.allowances[slot],
    )


def pile(table, view: BlackFleetView, name: str) -> str:
    if name == "movement_pile":
        return i18n.tr(P + "movement_pile", count=view.movement_pile)
    if name == "fortune_pile":
        return i18n.tr(P + "fortune_pile", count=view.fortune_pile)
    cards = view.movement_discard if name == "movement_discard" else view.fortune_discard
    text = i18n.tr(P + name, count=len(cards))
    if cards:
        top = (
            movement_card(table, cards[-1])
            if name == "movement_discard"
            else fortune_card(table, cards[-1])
        )
        text += "\n" + i18n.tr(P + "top_card") + "\n" + top
    return text
