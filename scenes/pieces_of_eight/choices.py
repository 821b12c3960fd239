"""Which options of a decision belong to which thing on the table (pure: view + decision).

Own coins: a click on one of the viewer's coins opens its uses (play it, move it to the crow's
nest, destroy it, call coins to the Captain, answer with it). Places are "nest" or a deck index
(0 = fore). Targets: coins or whole ships of any seat. Hold coins: Barrel of Grog and the
stalemate pick choose a coin type from the hold. Calls: the new orders of the deck.
"""

from __future__ import annotations

from game.core import Action, Decision

HOLD_KINDS = ("hold", "stalemate_pick")


def _deck_index(pos: str, deck_len: int):
    if pos == "nest":
        return "nest"
    if pos == "fore":
        return 0
    if pos == "aft":
        return deck_len - 1
    return None


def place_of(place: tuple, seat: int):
    """A view place ("deck", seat, i) / ("nest", seat) as a place in `seat`'s ship, or None."""
    if len(place) >= 2 and place[1] == seat:
        if place[0] == "nest":
            return "nest"
        if place[0] == "deck" and len(place) == 3:
            return place[2]
    return None


def own_coin_uses(view, d: Decision | None) -> dict:
    """place -> the options that use the viewer's coin there."""
    if d is None or view is None or view.seat is None or d.seat != view.seat:
        return {}
    me = view.seat
    ship = view.ships[me]
    n = len(ship.deck)
    uses: dict = {}

    def add(place, action: Action) -> None:
        if place is not None and (place == "nest" or 0 <= place < n):
            uses.setdefault(place, []).append(action)

    top = view.agenda[-1] if view.agenda else None
    for a in d.options:
        kind, args = a.kind, a.args
        if kind in ("play", "move", "react") and args and args[0] in ("nest", "fore", "aft"):
            add(_deck_index(args[0], n), a)
        elif kind == "destroy_nest":
            add("nest", a)
        elif kind == "call":
            for place in dict.fromkeys(
                [0, n - 1] + [i for i, t in enumerate(ship.deck) if t == "captain"]
            ):
                add(place, a)
        elif kind == "monkey" and args[0] != "continue" and top is not None and top.coin:
            add(place_of(top.coin, me), a)
        elif (
            kind == "turn_reaction"
            and isinstance(args[0], int)
            and top is not None
            and args[0] < len(top.coins)
        ):
            add(place_of(top.coins[args[0]], me), a)
    return uses


def board_targets(d: Decision | None) -> list[tuple[int, int | str, Action]]:
    """(seat, where, action): where is "nest", a 1-based deck index, or "ship" (a whole ship)."""
    if d is None:
        return []
    out: list[tuple[int, int | str, Action]] = []
    for a in d.options:
        seat = a.args[0] if a.args else None
        if not isinstance(seat, int):
            continue
        if a.kind == "target" and isinstance(a.args[1], (int, str)):
            out.append((seat, a.args[1], a))
        elif a.kind == "target_seat":
            out.append((seat, "ship", a))
    return out


def hold_choices(d: Decision | None) -> dict[str, Action]:
    """coin type -> the option taking it out of the viewer's hold."""
    if d is None:
        return {}
    return {str(a.args[0]): a for a in d.options if a.kind in HOLD_KINDS}


def call_orders(d: Decision | None) -> list[tuple[Action, list[int]]]:
    """(option, new order as 0-based old positions) for a call to the Captain."""
    if d is None:
        return []
    out = []
    for a in d.options:
        if a.kind == "call_to":
            out.append((a, [int(x) - 1 for x in str(a.args[0]).split(".")]))
    return out


def only_continue(d: Decision | None) -> bool:
    """A masked prompt: the seat cannot react, it may only go on (P8-133)."""
    return d is not None and len(d.options) == 1 and d.options[0].args == ("continue",)
