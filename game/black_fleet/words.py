"""Labels for buttons, prompts and log lines: i18n keys of data/i18n/black_fleet.*.json with
their arguments. Card, port, colour, zone and ship names are passed as LocalText from the YAML;
seats as `seat` / `*_seat` arguments, which the UI turns into the players' names."""

from __future__ import annotations

from typing import Any

from game.core import Action, Decision, Event, Label
from game.core.data import LocalText

from .catalogue import Catalogue
from .market import view_sale_gain
from .model import BlackFleetView, int_arg, str_arg, xy_arg

PREFIX = "black_fleet"
HIDDEN_WHEN_REDACTED = ("movement_drawn", "fortune_drawn", "development_dealt")
# Log lines whose number (of spaces, cubes, doubloons) picks the singular or the plural form
# (`count`).
COUNTED = {
    "ship_activated": "allowance",
    "ship_moved": "steps",
    "commandeered": "path",
    "sold": "cubes",
    "pickpocketed": "amount",
}
PER_DECK = ("deck_shuffled", "deck_reshuffled")


# ---- names -----------------------------------------------------------------------------------
def ship_name(g: Catalogue, ship: str) -> LocalText:
    """ "merchant", "pirate" or a navy id, named."""
    ships = g.content.game.ships
    if ship == "merchant":
        return ships.merchant
    if ship == "pirate":
        return ships.pirate
    return g.content.navy_names[ship]


def card_name(g: Catalogue, card: str) -> LocalText | str:
    """A fortune or development card's name (a movement card is named by its id)."""
    c = g.content
    if card in c.fortune_by_id:
        return c.fortune_by_id[card].name
    if card in c.development_by_id:
        return c.development_by_id[card].name
    return card


def movement_args(g: Catalogue, card: str) -> dict[str, Any]:
    m = g.mv[card]
    return {
        "card": card,
        "navy": g.content.navy_names[m.navy],
        "navy_value": m.navy_value,
        "pirate": m.pirate,
        "merchant": m.merchant,
        "bottom": g.bottoms[m.bottom].name,
    }


# ---- actions ---------------------------------------------------------------------------------
def _at(g: Catalogue, a: Action) -> dict[str, Any]:
    x, y = xy_arg(a)
    return {"x": x, "y": y}


def _placed(g: Catalogue, a: Action) -> dict[str, Any]:
    port = g.content.map.ports[g.geo.dock_port[g.geo.index(xy_arg(a))]]
    return {**_at(g, a), "port": port.name}


def _zone(g: Catalogue, a: Action) -> dict[str, Any]:
    return {"zone": g.content.map.distant_seas[g.zone_ids.index(str_arg(a, 0))].name}


def _movement(g: Catalogue, a: Action) -> dict[str, Any]:
    return movement_args(g, str_arg(a, 0))


def _card(g: Catalogue, a: Action) -> dict[str, Any]:
    return {"card": card_name(g, str_arg(a, 0))}


def _ship(g: Catalogue, a: Action) -> dict[str, Any]:
    return {"ship": ship_name(g, str_arg(a, 0))}


def _target(g: Catalogue, a: Action) -> dict[str, Any]:
    return {"target_seat": int_arg(a, 0)}


def _rob(g: Catalogue, a: Action) -> dict[str, Any]:
    return {"target_seat": int_arg(a, 0), "colour": g.content.colour_names[str_arg(a, 1)]}


def _enemy(g: Catalogue, a: Action) -> dict[str, Any]:
    return {"ship": ship_name(g, str_arg(a, 0)), "target_seat": int_arg(a, 1)}


ACTION_ARGS = {
    "move": _at,
    "hideout": _at,
    "enter_lair": _at,
    "target_lair": _at,
    "cmove": _at,
    "place": _placed,
    "enter_zone": _zone,
    "play_move": _movement,
    "discard_move": _movement,
    "fortune": _card,
    "discard": _card,
    "buy": _card,
    "activate": _ship,
    "target_ship": _ship,
    "sink": _target,
    "msink": _target,
    "target_seat": _target,
    "rob": _rob,
    "target_enemy": _enemy,
}


def describe_action(g: Catalogue, action: Action, view: BlackFleetView | None = None) -> Label:
    k = action.kind
    if k == "sell" and view is not None:
        return sale_preview(g, view)
    args = ACTION_ARGS.get(k)
    return Label(f"{PREFIX}.action.{k}", args(g, action) if args else {})


def sale_preview(g: Catalogue, view: BlackFleetView) -> Label:
    """The sell button says what the sale earns and loads, before the player commits."""
    merchant = view.ship(f"merchant:{view.active}")
    assert merchant.cell is not None, "a sale is offered on a dock"
    port = g.geo.dock_port[g.geo.index(merchant.cell)]
    gain = view_sale_gain(g, view, view.active, port, merchant.cargo)
    loaded = min(g.hold_merchant, view.stocks[port])
    return Label(
        f"{PREFIX}.action.sell_for",
        {"gain": gain, "loaded": loaded, "colour": g.content.colour_names[g.port_colour[port]]},
    )


def describe_decision(decision: Decision) -> Label:
    return Label(f"{PREFIX}.decision.{decision.kind}", {"seat": decision.seat})


# ---- events ----------------------------------------------------------------------------------
def describe_event(g: Catalogue, event: Event) -> Label:
    data = dict(event.data)
    key = event.type
    if key in HIDDEN_WHEN_REDACTED and "card" not in data and "cards" not in data:
        key += "_hidden"
    elif key in PER_DECK:
        key += "_" + data["deck"]
    args: dict[str, Any] = {name: word(g, name, value) for name, value in data.items()}
    if event.type == "movement_played":
        args.update(movement_args(g, data["card"]))
    if event.type in COUNTED and isinstance(args.get(COUNTED[event.type]), int):
        args["count"] = args[COUNTED[event.type]]
    return Label(f"{PREFIX}.log.{key}", args)


def word(g: Catalogue, name: str, value: Any) -> Any:
    """An event argument as the log shows it."""
    c = g.content
    if name == "card" and isinstance(value, str):
        return card_name(g, value)
    if name in ("colour", "treasure") and value:
        return c.colour_names[value]
    if name == "player_colour":
        return c.player_colour_names[value]
    if name == "bottom":
        return g.bottoms[value].name
    if name == "port":
        return c.map.ports[value].name
    if name == "zone" and value:
        return c.map.distant_seas[g.zone_ids.index(value)].name
    if name in ("ship", "by", "navy"):
        return ship_name(g, value)
    if name in ("cubes", "cards", "path", "colours", "winners", "wealth", "order"):
        return len(value) if isinstance(value, list) else value
    if isinstance(value, list) and len(value) == 2 and all(isinstance(v, int) for v in value):
        return f"({value[0]}, {value[1]})"
    return value
