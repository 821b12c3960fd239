"""Labels for buttons, prompts and log lines: i18n keys of data/i18n/sandcastles.*.json with
their arguments. Tile and bonus names are passed as LocalText from the YAML; seats as `seat` /
`*_seat` arguments, which the UI turns into the players' names."""

from __future__ import annotations

from typing import Any

from game.core import Action, Decision, Event, Label
from game.core.data import LocalText

from .catalogue import SHARED, Catalogue, walls_text
from .model import View
from .tasks import PickCell, SoloTarget

P = "sandcastles"
# events whose redacted form (seen by the other seats) has its own line
HIDDEN_WHEN_REDACTED = {"drew": "card", "gave_up": "card", "hand_dealt": "cards"}


def walls_label(g: Catalogue, text: str) -> LocalText:
    """A wall set ("NE") as the player reads it: "N-E", in Spanish "N-E" / "S-O" (SAND-3)."""
    letters = [g.compass[c] for c in text]
    return LocalText(en="-".join(x.en for x in letters), es="-".join(x.es for x in letters))


def tile(g: Catalogue, card: Any) -> Any:
    return g.card_names[card] if isinstance(card, int) and 0 <= card <= g.wave else card


def bonus(g: Catalogue, bid: Any) -> Any:
    return g.bonus[bid].name if bid in g.bonus else bid


def _castle_args(view: View | None, cid: int) -> dict[str, Any]:
    if view is not None:
        c = view.castle(cid)
        if c is not None:
            return {"castle": cid + 1, "count": sum(len(st) for _, _, st in c.cells)}
    return {"castle": cid + 1, "count": "?"}


def describe_action(g: Catalogue, action: Action, view: View | None) -> Label:
    k, a = action.kind, action.args
    key = f"{P}.action.{k}"
    if k in ("build", "attack", "play", "give", "beach"):
        return Label(key, {"tile": tile(g, a[0])})
    if k == "castle":
        cid = int(str(a[0]))
        args = _castle_args(view, cid)
        if view is not None and any(c.cid == cid and c.owner == SHARED for c in view.castles):
            return Label(f"{P}.action.castle_shared", args)
        return Label(key, args)
    if k == "cell":
        if view is not None and _occupied(view, int(str(a[0])), int(str(a[1]))):
            return Label(f"{P}.action.cell_stack", {"x": a[0], "y": a[1]})
        return Label(key, {"x": a[0], "y": a[1]})
    if k == "walls":
        return Label(key, {"walls": walls_label(g, str(a[0]))})
    if k == "target":
        seat, cid, x, y = (int(str(v)) for v in a)
        hit: Any = "?"
        if view is not None:
            c = view.castle(cid)
            if c is not None:
                hit = tile(g, c.grid()[(x, y)][-1] >> 4)
        return Label(key, {"target_seat": seat, "tile": hit, "x": x, "y": y})
    if k == "bonus":
        return Label(key, {"bonus": bonus(g, a[0])})
    return Label(key, {})


def _occupied(view: View, x: int, y: int) -> bool:
    task = view.agenda[-1] if view.agenda else None
    if isinstance(task, PickCell) and task.cid >= 0:
        c = view.castle(task.cid)
        return c is not None and (x, y) in c.grid()
    return False


def describe_decision(g: Catalogue, decision: Decision, view: View | None) -> Label:
    args: dict[str, Any] = {"seat": decision.seat}
    if view is not None:
        if view.moving:
            args["tile"] = tile(g, view.moving[0])
        if view.fight:
            args["last"] = tile(g, view.fight[-1])
        elif view.agenda and isinstance(view.agenda[-1], SoloTarget):
            args["last"] = tile(g, view.agenda[-1].card)
    args.setdefault("tile", "")
    args.setdefault("last", "")
    return Label(f"{P}.decision.{_act_kind(decision)}", args)


_ACT_VERBS = ("build", "attack", "swap")  # a turn's action (SAND-24), in the prompt's order


def _act_kind(decision: Decision) -> str:
    """The turn's prompt names only the actions it offers: "build or swap" where no attack
    tile has a target (and always solo, SAND-61), "build, attack or swap" where all three are."""
    if decision.kind != "act":
        return decision.kind
    verbs = [v for v in _ACT_VERBS if any(a.kind == v for a in decision.options)]
    return "act" if len(verbs) in (0, len(_ACT_VERBS)) else "act_" + "_".join(verbs)


def describe_event(g: Catalogue, event: Event) -> Label | None:
    t, d = event.type, dict(event.data)
    hidden = HIDDEN_WHEN_REDACTED.get(t)
    if hidden is not None and hidden not in d:
        return Label(f"{P}.log.{t}_hidden", d)
    for name in ("card", "target"):
        if name in d:
            d[name] = tile(g, d[name])
    for name in ("cards",):
        if isinstance(d.get(name), list):
            d[name] = [tile(g, c) for c in d[name]]
        elif isinstance(d.get(name), int):
            d["count"] = d[name]  # "1 attack tile", "3 attack tiles"
    if "bonus" in d:
        d["bonus"] = bonus(g, d["bonus"])
    if isinstance(d.get("bonuses"), list):
        d["bonuses"] = [bonus(g, b) for b in d["bonuses"]]
    if "walls" in d:
        d["walls"] = walls_label(g, walls_text(int(d["walls"])))
    if "castle" in d:
        d["castle"] = int(d["castle"]) + 1
    if t == "turn_began" and d.get("final"):
        return Label(f"{P}.log.final_turn", d)
    if t in ("built", "placed"):
        if d.get("owner_seat") == SHARED:
            return Label(f"{P}.log.{t}_shared", d)
        if d.get("stacked"):
            return Label(f"{P}.log.{t}_stacked", d)
    if t == "castle_completed" and d.get("shared"):
        return Label(f"{P}.log.shared_completed", d)
    return Label(f"{P}.log.{t}", d)
