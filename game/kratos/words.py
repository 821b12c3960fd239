"""Labels for buttons, prompts and log lines: i18n keys of data/i18n/kratos.*.json with their
arguments. Piece and material names are passed as LocalText from the YAML; seats as `seat` /
`*_seat` arguments, which the UI turns into the players' names; places as (x, y) cells or island
numbers (KD-29)."""

from __future__ import annotations

from typing import Any

from game.core import Action, Decision, Event, Label

from .catalogue import Catalogue
from .model import View

P = "kratos"
NAMED = ("kind", "target_kind", "second_war")  # event fields holding a piece kind
MATERIALS = ("material", "infra", "goods")  # event fields holding a material


def _kind(g: Catalogue, kind: str) -> Any:
    k = g.kinds.get(kind)
    return k.name if k is not None else kind


def _material(g: Catalogue, m: str) -> Any:
    mat = g.materials.get(m)
    return mat.name if mat is not None else m


def _place(g: Catalogue, view: View | None, node: int) -> dict[str, Any]:
    spec = view.board if view is not None else g.default_spec
    gm = g.geometry(spec)
    if gm.is_island(node):
        return {"island": gm.island_of(node), "x": -1, "y": -1}
    x, y = gm.xy(node)
    return {"island": 0, "x": x, "y": y}


def describe_action(g: Catalogue, action: Action, view: View | None) -> Label:
    k, a = action.kind, action.args
    key = f"{P}.action.{k}"
    if k == "piece" and view is not None and a[0] in view.pieces:
        p = view.pieces[int(str(a[0]))]
        return Label(key, {"kind": _kind(g, p.kind), "owner_seat": p.owner, "piece": p.id})
    if k == "piece":
        return Label(key, {"kind": "", "owner_seat": -1, "piece": a[0]})
    if k == "declare":
        return Label(f"{key}.{a[0]}")
    if k == "sell":
        return Label(key, {"buyer_seat": a[0]})
    if k == "move":
        place = _place(g, view, int(str(a[0])))
        suffix = "island" if place["island"] else "sea"
        return Label(f"{key}.{a[1]}_{suffix}", place)
    if k == "target":
        if a[0] == "piece":
            kind, owner = "", -1
            if view is not None and a[1] in view.pieces:
                p = view.pieces[int(str(a[1]))]
                kind, owner = _kind(g, p.kind), p.owner
            return Label(f"{key}.piece", {"kind": kind, "target_seat": owner, "piece": a[1]})
        return Label(f"{key}.depot", {"island": a[1], "material": _material(g, str(a[2]))})
    if k in ("load", "unload"):
        what = str(a[0])
        if what == "goods":
            return Label(f"{key}.goods", {"material": _material(g, str(a[1]))})
        if what == "piece":
            kind = ""
            if view is not None and a[1] in view.pieces:
                kind = _kind(g, view.pieces[int(str(a[1]))].kind)
            return Label(f"{key}.piece", {"kind": kind, "piece": a[1]})
        return Label(f"{key}.mine")
    if k == "produce":
        return Label(key, {"units": a[0]})
    if k in ("build", "second"):
        return Label(key, {"kind": _kind(g, str(a[0]))})
    if k == "repair":
        kind = ""
        if view is not None and a[0] in view.pieces:
            kind = _kind(g, view.pieces[int(str(a[0]))].kind)
        return Label(key, {"kind": kind, "piece": a[0]})
    if k == "put":
        return Label(f"{key}.{a[1]}", {"kind": _kind(g, str(a[0]))})
    if k in ("gasoline", "bread", "give_gold"):
        return Label(key, {"units": a[0]})
    if k in ("propose", "send"):
        return Label(key, {"to_seat": a[0]})
    if k in ("give_to", "reveal"):
        return Label(key, {"to_seat": a[0]})
    if k in ("accept_offer", "reject_offer", "accept", "reject", "honour", "refuse"):
        return Label(key, {"offer": a[0]})
    if k in ("counter_offer", "counter"):
        net = a[1] if k == "counter_offer" else 0
        return Label(key, {"offer": a[0], "gold": net})
    return Label(key)


def describe_decision(g: Catalogue, d: Decision, view: View | None) -> Label:
    puts = [a for a in d.options if a.kind == "put"]
    if puts:  # K-12: the piece is named here, so its two buttons keep their words and places
        return Label(
            f"{P}.decision.placement_put", {"seat": d.seat, "kind": _kind(g, str(puts[0].args[0]))}
        )
    return Label(f"{P}.decision.{d.kind}", {"seat": d.seat})


def _event_key(e: Event) -> str:
    """Some events read differently by outcome: a hit or a miss, the sea or an island ..."""
    d, t = e.data, e.type
    if t == "shot":
        whose = "depot" if d.get("target", -1) < 0 else "piece"
        if whose == "piece" and d.get("target_seat") == d.get("seat"):
            whose = "own"  # KD-5: scuttling, and the log says so
        return f"shot.{whose}_{'hit' if d.get('hit') else 'miss'}"
    if t == "moved":
        return f"moved.{'island' if d.get('to_island') else 'sea'}"
    if t == "declared":
        return f"declared.{d.get('declaration', '')}"
    if t in ("loaded", "unloaded"):
        return f"{t}.{d.get('what', 'goods')}"
    if t == "game_stopped":
        return f"game_stopped.{d.get('reason', '')}"
    if t == "offer_answered":
        return f"offer_answered.{d.get('answer', '')}"
    if t == "round_over" and d.get("dead"):
        return "round_over.dead"
    if t == "speed_rolled" and d.get("famine"):
        return "speed_rolled.famine"
    if t == "deck_extra":  # K-11: the primary or the secondary deck, in the player's words
        return f"deck_extra.{d.get('deck', 'primary')}"
    return t


def describe_event(g: Catalogue, e: Event) -> Label | None:
    if e.type == "placing":  # KD-45: a line when a seat is done (who still places: the desk)
        return Label(f"{P}.log.placed", {"seat": e.data["seat"]}) if e.data.get("done") else None
    args = dict(e.data)
    for name in NAMED:
        if name in args and isinstance(args[name], str):
            args[name] = _kind(g, args[name])
    for name in MATERIALS:
        if name in args and isinstance(args[name], str):
            args[name] = _material(g, args[name])
    counted = {"turn_ended_early": "left", "inbox": "waiting"}.get(e.type, "")
    if isinstance(args.get(counted), int):
        args["count"] = args[counted]  # "1 piece passes", "3 pieces pass"
    if e.type in ("loaded", "unloaded"):
        item = args.get("item")
        if args.get("what") == "goods" and isinstance(item, str):
            args["material"] = _material(g, item)
        elif args.get("what") == "piece" and isinstance(args.get("item_kind"), str):
            args["item_kind"] = _kind(g, args["item_kind"])
    return Label(f"{P}.log.{_event_key(e)}", args)
