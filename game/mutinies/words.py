"""Labels for the UI and the log: rules hold no text, only i18n keys and arguments.

Ids in actions and events become names here: a jewel id becomes its colour's LocalText plus its
icons, a token id its kind's name plus amount, a card id its name, a slot id its name and the
name of its area. Arguments named `seat` or `*_seat` are seat indices the UI names.
"""

from __future__ import annotations

from typing import Any

from game.core import Action, Decision, Event
from game.core.data import LocalText
from game.core.types import Label

from .model import MView

# Events whose log line depends on a field (where a jewel came from, what ended the game).
SUFFIX_FIELD = {"jewel_drawn": "source", "jewel_drawn_hidden": "source", "end_triggered": "cause"}
# Events with a private field: without it (the redacted form) they use the "_hidden" line.
PRIVATE_KEYS = {
    "jewel_drawn": "jewel",
    "treasure_drawn": "token",
    "card_drawn": "card",
    "jewel_kept": "jewel",
    "jewel_moved": "jewel",
    "treasure_buried": "token",
    "treasure_boxed": "token",
}


class WordsMixin:
    def jewel_text(self, jewel_id: str) -> dict[str, Any]:
        j = self.content.jewel_by_id[jewel_id]
        return {"jewel": j.name, "jd": j.d, "jr": j.r}

    def token_text(self, token_id: str) -> dict[str, Any]:
        t = self.treasure[token_id]
        return {"token": t.name, "amount": t.amount}

    def slot_text(self, slot_id: str) -> dict[str, Any]:
        area = self.content.area_by_id[self.slot_area[slot_id]]
        return {"slot": self.slot_stats[slot_id].name, "area": area.name}

    def area_name(self, area_id: str | None) -> LocalText | None:
        return self.content.area_by_id[area_id].name if area_id else None

    def describe_action(self, action: Action, view: MView | None = None) -> Label:
        kind, args = action.kind, action.args
        key = f"mutinies.action.{kind}"
        if kind in ("place", "henchman"):
            return Label(key, self.slot_text(args[0]))
        if kind in ("use_token", "keep_treasure", "return_treasure"):
            return Label(key, self.token_text(args[0]))
        if kind == "play_card":
            return Label(key, {"card": self.card[args[0]].name})
        if kind in ("sell_jewel", "give_jewel"):
            return Label(key, self.jewel_text(args[0]))
        if kind == "sell_type":
            return Label(key, {"combo": self.combos[args[0]].name})
        if kind == "steal_display":
            return Label(key, self.slot_text(args[0]))
        if kind == "take_from":
            return Label(key, {"victim_seat": args[0]})
        if kind == "target":
            return Label(key, {"target_seat": args[0]})
        if kind == "old_friends":
            return Label(f"{key}_{args[0]}", {})
        if kind in ("add_rum", "amount"):
            return Label(key, {"amount": args[0]})
        return Label(key, {})

    def describe_decision(self, decision: Decision, view: MView | None = None) -> Label:
        return Label(f"mutinies.decision.{decision.kind}", {"seat": decision.seat})

    def describe_event(self, event: Event) -> Label | None:
        if event.type == "undone":
            return Label("core.log.undone", dict(event.data))
        data = dict(event.data)
        key = event.type
        hidden = PRIVATE_KEYS.get(key)
        if hidden is not None and hidden not in data:
            key += "_hidden"
        if key in SUFFIX_FIELD:
            key += "_" + data[SUFFIX_FIELD[key]]
        args: dict[str, Any] = {k: v for k, v in data.items() if not isinstance(v, list)}
        if "jewel" in data:
            args.update(self.jewel_text(data["jewel"]))
        if "token" in data:
            args.update(self.token_text(data["token"]))
        if "card" in data:
            args["card"] = self.card[data["card"]].name
        if "slot" in data:
            args.update(self.slot_text(data["slot"]))
        if "combo" in data:
            args["combo"] = self.combos[data["combo"]].name
        for name in ("action", "pirate", "blockade"):
            if name in data:
                args[name] = self.area_name(data[name])
        if "dice" in data:
            args["dice"] = " + ".join(str(x) for x in data["dice"])
        return Label(f"mutinies.log.{key}", args)
