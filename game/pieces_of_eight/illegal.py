"""Why an action is refused: the rule ID that forbids it (Rules.explain_illegal): P8-8, P8-9,
P8-15, P8-21, P8-22, P8-25 .. P8-31, P8-34, P8-37 .. P8-39, P8-42 .. P8-44, P8-50 .. P8-53, P8-72,
P8-79, P8-83, P8-91, P8-124, P8-125, P8-127, P8-131, P8-147 .. P8-149.

Only actions that are not among the seat's options get here. The common mistakes are named
precisely; anything else falls back to the platform's generic reasons.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core import Action, RuleRef

from .abilities import COIN_TARGETS
from .catalogue import Catalogue
from .info import GAME_ID
from .model import IN, NONE, State, View
from .progress import phase, stage
from .ships import active_coins, active_pos, coin_at, has_captain
from .tasks import RESOLUTION_TASKS, Arrange, Build, Monkey, TurnReact, Window

TURN_KINDS = (
    "move",
    "play",
    "call",
    "call_to",
    "destroy_nest",
    "target",
    "target_seat",
    "hold",
    "second",
    "invite",
    "propose",
    "pass",
)


def ref(rule: str, key: str, **args: Any) -> RuleRef:
    return RuleRef(rule, f"{GAME_ID}.illegal.{key}", args)


def explain(g: Catalogue, s: State, seat: int, action: Action) -> RuleRef | None:
    k, a = action.kind, action.args
    top = s.agenda[-1] if s.agenda else None
    if k == "concede" and not s.table.human[seat]:
        return ref("P8-147", "ai_cannot_concede")
    if k == "timeout" and not s.table.clock_ms:
        return ref("P8-149", "no_clock")
    if k == "pick" and isinstance(top, Build):
        return ref("P8-8", "illegal_ship")
    if k == "nest" and a == ("none",) and isinstance(top, Arrange) and top.purpose == "start":
        return ref("P8-9", "nest_required")
    if k in ("react", "monkey", "turn_reaction"):
        return _reaction(g, s, seat, k, a)
    if stage(s) != "play" or k not in TURN_KINDS:
        return None
    if seat != s.active:
        return ref("P8-34", "not_your_turn")
    if k == "pass":
        return ref("P8-27", "no_passing")
    if k == "propose":
        return ref("P8-148", "propose_at_turn_start")
    if k == "move":
        if phase(s) not in ("cn1", "cn3"):
            return ref("P8-25", "not_crows_nest_phase")
        if s.nests[seat] != NONE:
            return ref("P8-26", "crows_nest_occupied")
        return None
    if k == "play":
        return _play(g, s, seat, a[0] if a else None)
    if k in ("call", "call_to"):
        return _call(g, s, seat)
    if k == "destroy_nest" and s.nests[seat] == NONE:
        return ref("P8-31", "crows_nest_empty")
    if k == "target" and phase(s) == "target" and len(a) == 2:
        return _target(g, s, seat, a[0], a[1])
    if k == "target_seat" and a:
        return _target_seat(g, s, seat, a[0])
    return None


def _target_seat(g: Catalogue, s: State, p: int, q: Any) -> RuleRef | None:
    """A Bomb or a Cannon aimed at a ship it may not aim at (P8-124, P8-43, P8-22, P8-147)."""
    if q == p:
        return ref("P8-124", "own_ship_not_a_target")
    if not isinstance(q, int) or not 0 <= q < s.table.n:
        return None
    if s.status[q] != IN:
        return ref("P8-147", "seat_out_of_game")
    if phase(s) == "cannon_target" and not s.decks[q]:
        return ref("P8-22", "no_fore_to_fire_at")
    if phase(s) == "target" and not (s.decks[q] or s.nests[q] != NONE):
        return ref("P8-43", "no_open_coin_to_bomb")
    return None


def _play(g: Catalogue, s: State, p: int, pos: Any) -> RuleRef | None:
    if phase(s) != "general":
        return ref("P8-27", "one_general_action")
    actives = {where: g.type_ids[s.table.ctype[c]] for where, c in active_coins(s, p)}
    return play_refusal(g, actives, pos)


def play_refusal(g: Catalogue, actives: Mapping[str, str | None], pos: Any) -> RuleRef:
    """Why the coin at `pos` cannot be played in the general phase, given the types of the
    player's active coins (`actives`: "nest", "fore", "aft" -> type id), when its play is not
    among the options: its place (P8-15), its kind (P8-28), its requirement (P8-42, P8-44), or
    else it could do nothing now (P8-125: what it would need, by what it targets)."""
    t = actives.get(pos) if isinstance(pos, str) else None
    if t is None:
        return ref("P8-15", "not_an_active_coin")
    spec = g.content.coin(t)
    if spec.kind == "reaction":
        return ref("P8-28", "reaction_coin_as_action")
    if spec.usable_from == "open" and pos == "aft":
        return ref("P8-44", "cannon_not_open")
    if spec.requires == "active_mate" and not any(
        x == "mate" for where, x in actives.items() if where != pos
    ):
        return ref("P8-42", "needs_active_mate")
    key = NO_EFFECT.get(spec.target or "", "no_possible_effect")
    return ref("P8-125", key, coin=spec.name)


# what a coin that could do nothing now would need (P8-125), by what it targets
NO_EFFECT = {
    "active_coin_any_player": "no_effect_active",
    "aft_coin_any_player": "no_effect_aft",
    "open_coin_any_player": "no_effect_open",
    "any_coin_except_captain": "no_effect_boarding",
    "open_coin_other_player": "no_effect_plunder",
    "both_open_coins_of_another_player": "no_effect_bomb",
    "fore_line_of_another_player": "no_effect_cannon",
    "chosen_coin_own_hold": "no_effect_hold",
    "two_random_coins_own_hold": "no_effect_hold",
}


def view_play_refusal(g: Catalogue, view: View, pos: str) -> RuleRef:
    """`play_refusal` for the viewing seat's own coin, from its view (its ship is known to it
    in full): for the table, which greys out a play the rules have but the moment forbids."""
    assert view.seat is not None
    ship = view.ships[view.seat]
    actives: dict[str, str | None] = {}
    if ship.nest is not None:
        actives["nest"] = ship.nest
    if ship.deck:
        actives["fore"] = ship.deck[0]
        if len(ship.deck) > 1:
            actives["aft"] = ship.deck[-1]
    return play_refusal(g, actives, pos)


def _call(g: Catalogue, s: State, p: int) -> RuleRef:
    ct = s.table.ctype
    if s.nests[p] != NONE and ct[s.nests[p]] == g.CAPTAIN:
        return ref("P8-30", "captain_in_crows_nest")
    if not has_captain(g, s, p):
        return ref("P8-30", "no_captain")
    return ref("P8-127", "same_configuration")


def _target(g: Catalogue, s: State, p: int, q: Any, where: Any) -> RuleRef | None:
    d = s.draft
    if d is None or not isinstance(q, int) or not 0 <= q < s.table.n:
        return None
    if s.status[q] != IN:
        return ref("P8-147", "seat_out_of_game")
    try:
        coin = coin_at(s, q, where)
    except (IndexError, TypeError):
        return ref("P8-91", "no_such_position")
    if coin == NONE:
        return ref("P8-21", "crows_nest_empty_target")
    if coin == d.coin:
        return ref("P8-37", "coin_targets_itself")
    kind = g.coins[s.table.ctype[d.coin]].target
    if kind not in COIN_TARGETS:
        return None
    is_captain = s.table.ctype[coin] == g.CAPTAIN
    if kind == "any_coin_except_captain" and is_captain:
        return ref("P8-52", "boarding_party_never_a_captain")
    if kind == "open_coin_other_player":
        if q == p:
            return ref("P8-124", "plunder_other_players_only")
        if is_captain:
            return ref("P8-39", "second_captain")
        return ref("P8-53", "plunder_open_coins_only")
    if kind == "open_coin_any_player":
        return ref("P8-51", "not_an_open_coin")
    if kind == "aft_coin_any_player":
        return ref("P8-50", "not_an_aft_coin")
    return ref("P8-38", "not_an_active_target")


def _reaction(g: Catalogue, s: State, seat: int, k: str, a: tuple[Any, ...]) -> RuleRef | None:
    listed = [t for t in s.agenda if isinstance(t, RESOLUTION_TASKS)]
    if not listed:
        return ref("P8-79", "nothing_to_react_to")
    top = listed[-1]
    if k == "react" and isinstance(top, Window):
        item = s.items[top.item]
        if item.seat == seat:
            return ref("P8-131", "no_answer_to_own_item")
        coins = dict(active_coins(s, seat))
        c = coins.get(a[0]) if a else None
        if c is not None and c in s.reacted:
            return ref("P8-83", "coin_already_reacted")
        return ref("P8-72", "needs_active_treachery")
    if k == "monkey" and isinstance(top, Monkey) and top.coin in s.reacted:
        return ref("P8-83", "coin_already_reacted")
    if k == "turn_reaction" and isinstance(top, TurnReact) and top.seat == seat and len(a) == 2:
        i, ct, kind = a[0], s.table.ctype, g.content.index.get(str(a[1]))
        offered = isinstance(i, int) and 0 <= i < len(top.coins) and ct[top.coins[i]] == kind
        if not offered and any(ct[c] == kind and _owns(s, seat, c) for c in s.reacted):
            return ref("P8-83", "coin_already_reacted")
    return None


def _owns(s: State, q: int, c: int) -> bool:
    return c in s.holds[q] or active_pos(s, q, c) is not None
