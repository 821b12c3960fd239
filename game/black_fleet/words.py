"""Labels for buttons, prompts and log lines: i18n keys of data/i18n/black_fleet.*.json with
their arguments. Card, port, colour, zone and ship names are passed as LocalText from the YAML;
seats as `seat` / `*_seat` arguments, which the UI turns into the players' names."""

from __future__ import annotations

from typing import Any

from game.core import Action, Decision, Event, Label

PREFIX = "black_fleet"
HIDDEN_WHEN_REDACTED = ("movement_drawn", "fortune_drawn", "development_dealt")
# Log lines whose number of spaces picks the singular or the plural form (`count`).
COUNTED = {"ship_activated": "allowance", "ship_moved": "steps", "commandeered": "path"}
PER_DECK = ("deck_shuffled", "deck_reshuffled")


class WordsMixin:
    """Word part of BlackFleetRules."""

    # ---- names -----------------------------------------------------------------------------
    def ship_name(self, ship: str):
        if ship in ("merchant", "pirate"):
            return getattr(self.content.game.ships, ship)
        return self.content.navy_names[ship]

    def card_name(self, card: str):
        c = self.content
        if card in c.fortune_by_id:
            return c.fortune_by_id[card].name
        if card in c.development_by_id:
            return c.development_by_id[card].name
        return card

    def _movement_args(self, card: str) -> dict[str, Any]:
        m = self.mv[card]
        return {
            "card": card,
            "navy": self.content.navy_names[m.navy],
            "navy_value": m.navy_value,
            "pirate": m.pirate,
            "merchant": m.merchant,
            "bottom": self.bottoms[m.bottom].name,
        }

    # ---- actions ---------------------------------------------------------------------------
    def describe_action(self, action: Action, view=None) -> Label:
        k, a = action.kind, action.args
        key = f"{PREFIX}.action.{k}"
        if k in ("move", "hideout", "enter_lair", "target_lair", "cmove"):
            return Label(key, {"x": a[0], "y": a[1]})
        if k == "place":
            port = self.content.map.ports[self.geo.dock_port[self.geo.index((a[0], a[1]))]]
            return Label(key, {"x": a[0], "y": a[1], "port": port.name})
        if k == "enter_zone":
            zone = self.content.map.distant_seas[self.zone_ids.index(a[0])]
            return Label(key, {"zone": zone.name})
        if k in ("play_move", "discard_move"):
            return Label(key, self._movement_args(a[0]))
        if k in ("fortune", "discard", "buy"):
            return Label(key, {"card": self.card_name(a[0])})
        if k in ("activate", "target_ship"):
            return Label(key, {"ship": self.ship_name(a[0])})
        if k in ("sink", "msink", "target_seat"):
            return Label(key, {"target_seat": a[0]})
        if k == "rob":
            return Label(key, {"target_seat": a[0], "colour": self.content.colour_names[a[1]]})
        if k == "target_enemy":
            return Label(key, {"ship": self.ship_name(a[0]), "target_seat": a[1]})
        if k == "sell" and view is not None:
            return self._sale_preview(view)
        return Label(key, {})

    def _sale_preview(self, view) -> Label:
        """The sell button says what the sale earns and loads, before the player commits."""
        merchant = view.ship(f"merchant:{view.active}")
        port = self.geo.dock_port[self.geo.index(merchant.cell)]
        gain = self.view_sale_gain(view, view.active, port, merchant.cargo)
        loaded = min(self.hold_merchant, view.stocks[port])
        return Label(
            f"{PREFIX}.action.sell_for",
            {
                "gain": gain,
                "loaded": loaded,
                "colour": self.content.colour_names[self.port_colour[port]],
            },
        )

    def describe_decision(self, decision: Decision, view=None) -> Label:
        return Label(f"{PREFIX}.decision.{decision.kind}", {"seat": decision.seat})

    # ---- events ----------------------------------------------------------------------------
    def describe_event(self, event: Event) -> Label | None:
        if event.type == "undone":
            return Label("core.log.undone", dict(event.data))
        data = dict(event.data)
        key = event.type
        if key in HIDDEN_WHEN_REDACTED and "card" not in data and "cards" not in data:
            key += "_hidden"
        elif key in PER_DECK:
            key += "_" + data["deck"]
        args: dict[str, Any] = {}
        for name, value in data.items():
            args[name] = self._word(name, value)
        if event.type == "movement_played":
            args.update(self._movement_args(data["card"]))
        if event.type in COUNTED and isinstance(args.get(COUNTED[event.type]), int):
            args["count"] = args[COUNTED[event.type]]
        return Label(f"{PREFIX}.log.{key}", args)

    def _word(self, name: str, value: Any) -> Any:
        """An event argument as the log shows it."""
        c = self.content
        if name == "card" and isinstance(value, str):
            return self.card_name(value)
        if name in ("colour", "treasure") and value:
            return c.colour_names[value]
        if name == "player_colour":
            return c.player_colour_names[value]
        if name == "bottom":
            return self.bottoms[value].name
        if name == "port":
            return c.map.ports[value].name
        if name == "zone" and value:
            return c.map.distant_seas[self.zone_ids.index(value)].name
        if name in ("ship", "by", "navy"):
            return self.ship_name(value)
        if name in ("cubes", "cards", "path", "colours", "winners", "wealth", "order"):
            return len(value) if isinstance(value, list) else value
        if isinstance(value, list) and len(value) == 2 and all(isinstance(v, int) for v in value):
            return f"({value[0]}, {value[1]})"
        return value
