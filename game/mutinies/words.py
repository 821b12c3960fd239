"""Labels for the UI and the log: rules hold no text, only i18n keys and arguments.

Ids in actions and events become names here: a jewel id becomes its colour's LocalText plus its
icons, a token id its kind's name plus amount, a card id its name, a slot id its name and the
name of its area. Arguments named `seat` or `*_seat` are seat indices the UI names.
"""

from __future__ import annotations

from typing import Any

from game.core import Action, Decision, Event, Label
from game.core.data import LocalText

from .catalogue import Catalogue

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


def jewel_text(g: Catalogue, jewel_id: str) -> dict[str, Any]:
    j = g.content.jewel_by_id[jewel_id]
    return {"jewel": j.name, "jd": j.d, "jr": j.r}


def token_text(g: Catalogue, token_id: str) -> dict[str, Any]:
    t = g.treasure[token_id]
    return {"token": t.name, "amount": t.amount}


def slot_text(g: Catalogue, slot_id: str) -> dict[str, Any]:
    """A slot's name, its area's and both together as a line names the slot (`where`: the area
    once, Catalogue.slot_where)."""
    return {
        "slot": g.slot_stats[slot_id].name,
        "area": g.area_short[g.slot_area[slot_id]],
        "where": g.slot_where[slot_id],
    }


def area_name(g: Catalogue, area_id: str | None) -> LocalText | None:
    """An area's name as a line of text names it ("Commercial Routes")."""
    return g.area_short[area_id] if area_id else None


def describe_action(g: Catalogue, action: Action) -> Label:
    kind, args = action.kind, action.args
    key = f"mutinies.action.{kind}"
    if kind in ("place", "henchman", "steal_display"):
        return Label(key, slot_text(g, str(args[0])))
    if kind in ("use_token", "keep_treasure", "return_treasure"):
        return Label(key, token_text(g, str(args[0])))
    if kind == "play_card":
        return Label(key, {"card": g.card[str(args[0])].name})
    if kind in ("sell_jewel", "give_jewel"):
        return Label(key, jewel_text(g, str(args[0])))
    if kind == "sell_type":
        return Label(key, {"combo": g.combos[str(args[0])].name})
    if kind == "take_from":
        return Label(key, {"victim_seat": args[0]})
    if kind == "target":
        return Label(key, {"target_seat": args[0]})
    if kind == "old_friends":
        return Label(f"{key}_{args[0]}", {})
    if kind in ("add_rum", "amount"):
        return Label(key, {"amount": args[0]})
    return Label(key, {})


def describe_decision(decision: Decision) -> Label:
    return Label(f"mutinies.decision.{decision.kind}", {"seat": decision.seat})


def describe_event(g: Catalogue, event: Event) -> Label:
    data = dict(event.data)
    key = event.type
    hidden = PRIVATE_KEYS.get(key)
    if hidden is not None and hidden not in data:
        key += "_hidden"
    if key in SUFFIX_FIELD:
        key += "_" + data[SUFFIX_FIELD[key]]
    args: dict[str, Any] = {k: v for k, v in data.items() if not isinstance(v, list)}
    if "jewel" in data:
        args.update(jewel_text(g, data["jewel"]))
    if "token" in data:
        args.update(token_text(g, data["token"]))
    if "card" in data:
        args["card"] = g.card[data["card"]].name
    if "slot" in data:
        args.update(slot_text(g, data["slot"]))
    if "combo" in data:
        args["combo"] = g.combos[data["combo"]].name
    for name in ("action", "pirate", "blockade"):
        if name in data:
            args[name] = area_name(g, data[name])
    if "dice" in data:
        args["dice"] = " + ".join(str(x) for x in data["dice"])
    return Label(f"mutinies.log.{key}", args)
