"""Labels for the UI: option buttons, prompts and log lines (keys in data/i18n/pieces_of_eight.*).

Rules hold no user-visible text: coin names and position names come from the YAML as LocalText
(P8-118, P8-91) and everything else is an i18n key with arguments. Every key of one kind always
gets the same arguments, so every placeholder is filled.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core import Action, Decision, Event, Label
from game.core.data import LocalText

from .catalogue import Catalogue
from .info import GAME_ID
from .model import STATUS_NAMES, ShipView, View
from .views import DRAFT_INVITED, DRAFT_TARGET

K = GAME_ID + "."

# action kinds whose single argument picks one of several fixed labels
_FIXED = {
    "move": ("none",),
    "second": ("yes", "no"),
    "invite": ("done", "all"),
    "react": ("pass", "continue"),
    "monkey": ("prevent", "pass", "continue"),
    "turn_reaction": ("stop", "continue"),
    "nest": ("none",),
    "give": ("done",),
    "ask": ("send",),
    "trade": ("done",),
    "trade_answer": ("accept", "decline"),
    "stalemate": ("accept", "refuse"),
    "scraps": ("none",),
}
# action kinds whose argument is a coin type
_COIN_ARG = (
    "hold",
    "order",
    "nest",
    "place",
    "pick",
    "stalemate_pick",
    "draft",
    "give",
    "ask",
    "scraps",
)


# Events whose coins only some seats see: the others get a copy without them, worded by the
# "<type>_hidden" key (a coin count or "hidden from you", never an empty list that reads as
# "nothing").
_SECRET_LIST = {
    "dealt": "coins",
    "trade_proposed": "give",
    "trade_accepted": "give",
    "ship_built": "coins",
    "retrieved": "coins",
    "quarters_drawn": "coins",
    "stalemate_picked": "coin",
}


def coin_name(g: Catalogue, type_id: Any) -> LocalText:
    if not type_id:
        return g.content.positions.hidden
    return g.content.coin(type_id).name


def coin_list(g: Catalogue, type_ids: Sequence[Any]) -> LocalText:
    if not type_ids:
        return g.content.positions.nothing
    sep = g.content.positions.list_separator
    names = [coin_name(g, t) for t in type_ids]
    return LocalText(sep.en.join(x.en for x in names), sep.es.join(x.es for x in names))


def pos_name(g: Catalogue, pos: Any) -> LocalText:
    p = g.content.positions
    named = {"nest": p.nest, "fore": p.fore, "aft": p.aft, "hold": p.hold, "limbo": p.limbo}
    if pos in named:
        return named[pos]
    k = str(pos)
    return LocalText(p.nth.en.replace("%{k}", k), p.nth.es.replace("%{k}", k))


# ---- options --------------------------------------------------------------------------------
def describe_action(g: Catalogue, action: Action, view: View | None = None) -> Label:
    kind, args = action.kind, action.args
    a0 = args[0] if args else None
    if kind == "invite" and a0 == "done" and view is not None and not _invited(view):
        return Label(f"{K}action.invite_alone", {})  # nobody invited yet: the Cannon fires alone
    if kind in _FIXED and a0 in _FIXED[kind]:
        return Label(f"{K}action.{kind}_{a0}", {})
    if kind in _COIN_ARG:
        return Label(f"{K}action.{kind}", {"coin": coin_name(g, a0)})
    if kind == "move":
        return Label(
            f"{K}action.move",
            {"pos": pos_name(g, a0), "coin": coin_name(g, _own_coin(view, a0))},
        )
    if kind == "play":
        return Label(
            f"{K}action.play",
            {"pos": pos_name(g, a0), "coin": coin_name(g, _own_coin(view, a0))},
        )
    if kind == "destroy_nest":
        return Label(f"{K}action.destroy_nest", {"coin": coin_name(g, _own_coin(view, "nest"))})
    if kind == "call_to":
        return Label(f"{K}action.call_to", {"deck": coin_list(g, _called(view, a0))})
    if kind == "target":
        q, where = args
        return Label(
            f"{K}action.target",
            {
                "target_seat": q,
                "pos": pos_name(g, where),
                "coin": coin_name(g, _seat_coin(view, q, where)),
            },
        )
    if kind == "target_seat":
        return Label(f"{K}action.target_seat", {"target_seat": a0})
    if kind == "invite":
        return Label(f"{K}action.invite", {"invited_seat": a0})
    if kind == "commit":
        return Label(f"{K}action.commit", {"cannons": a0, "count": a0})
    if kind == "react":
        return Label(f"{K}action.react", {"pos": pos_name(g, a0)})
    if kind == "turn_reaction":
        return Label(f"{K}action.turn_reaction", {"coin": coin_name(g, args[1])})
    if kind == "trade":
        return Label(f"{K}action.trade", {"to_seat": a0})
    if kind == "swap":
        return Label(
            f"{K}action.swap",
            {"give": coin_name(g, args[0]), "take": coin_name(g, args[1])},
        )
    return Label(f"{K}action.{kind}", {})


def _own_coin(view: View | None, pos: Any) -> str | None:
    if view is None or view.seat is None:
        return None
    ship: ShipView = view.ships[view.seat]
    deck: tuple[str | None, ...] = ship.deck
    if pos == "nest":
        return ship.nest
    if not deck:
        return None
    return deck[0] if pos == "fore" else deck[-1]


def _seat_coin(view: View | None, q: Any, where: Any) -> str | None:
    if view is None:
        return None
    ship: ShipView = view.ships[q]
    deck: tuple[str | None, ...] = ship.deck
    if where == "nest":
        return ship.nest
    if isinstance(where, int) and 0 < where <= len(deck):
        return deck[where - 1]
    return None


def _invited(view: View) -> tuple[int, ...]:
    """The seats invited so far to the Cannon attack being put together (P8-137 (4))."""
    return view.draft[DRAFT_INVITED] if view.draft else ()


def _called(view: View | None, order: Any) -> list[Any]:
    if view is None or view.seat is None:
        return []
    deck = view.ships[view.seat].deck
    try:
        return [deck[int(i) - 1] for i in order.split(".")]
    except (IndexError, ValueError):
        return []


# ---- prompts --------------------------------------------------------------------------------
def describe_decision(g: Catalogue, decision: Decision, view: View | None = None) -> Label:
    if decision.kind == "cannon_commit" and view is not None and view.draft:
        # P8-137 (5): the invited seat is told whose Cannon fires at whom
        return Label(
            f"{K}decision.cannon_commit_at",
            {
                "seat": decision.seat,
                "attacker_seat": view.active,
                "target_seat": view.draft[DRAFT_TARGET],
            },
        )
    return Label(f"{K}decision.{decision.kind}", {"seat": decision.seat})


# ---- log lines ------------------------------------------------------------------------------
# Log lines whose noun agrees with a number (its plural forms are chosen by `count`): the key
# of that number in the event.
_COUNTED = {
    "fired": "depth",
    "treasure_placed": "count",
    "turn_lost_owed": "count",
    "cannon_committed": "count",
    "trade_proposed": "give_count",
    "trade_accepted": "give_count",
    "trade_proposed_hidden": "give_count",
    "trade_accepted_hidden": "give_count",
}


def describe_event(g: Catalogue, event: Event) -> Label | None:
    t = event.type
    d = dict(event.data)
    if t == "eliminated":
        return Label(f"{K}log.eliminated_{STATUS_NAMES[d['reason']]}", {"seat": d["seat"]})
    if t == "game_won":
        return Label(f"{K}log.game_won_{d['reason']}", {"seat": d["seat"]})
    if t == "game_drawn":
        return Label(f"{K}log.game_drawn_{d['reason']}", {})
    if t in _SECRET_LIST and not d[_SECRET_LIST[t]]:
        t += "_hidden"  # the redacted copy: a count, no coins (P8-155)
    args: dict[str, Any] = {}
    if t in _COUNTED:
        args["count"] = d[_COUNTED[t]]  # the number the line's noun agrees with
    for key, value in d.items():
        if key in ("coin", "target_coin", "answered_coin", "give", "take") and isinstance(
            value, str
        ):
            args[key] = coin_name(g, value)
        elif key in ("coins", "give", "ask", "deck", "hold"):
            args[key] = coin_list(g, value)
        elif key in ("pos", "target", "from"):
            args[key] = pos_name(g, value)
        elif key in ("ships", "seats", "order", "cause", "reason"):
            continue
        else:
            args[key] = value
    return Label(f"{K}log.{t}", args)
