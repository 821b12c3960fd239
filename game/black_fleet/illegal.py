"""Why an action is refused: the rule ID that forbids it (called only for actions not offered):
BF-12, BF-17, BF-21, BF-22, BF-23, BF-30 to BF-34, BF-41, BF-44, BF-50, BF-52, BF-61 to BF-66,
BF-71 to BF-77, BF-90, BF-93, BF-95, BF-110, BF-112, BF-150, BF-153, BF-202, BF-203, BF-215,
BF-217, BF-310, BF-321, BF-334."""

from __future__ import annotations

from typing import Any

from game.core import Action
from game.core.types import RuleRef

from .catalogue import Catalogue
from .combat import navy_may_attack
from .development import has
from .model import MERCHANT, NAVY_SLOTS, OUT, PIRATE, State
from .movement import occupied, slot_pos
from .navies import allowance, controlled

ACTIVATION_ACTIONS = (
    "move",
    "sell",
    "load",
    "resupply",
    "msink",
    "rob",
    "bury",
    "sink",
    "hideout",
    "end_activation",
)
PURCHASES = ("buy", "buy_victory")


def ref(rule: str, key: str, **args: Any) -> RuleRef:
    return RuleRef(rule, f"black_fleet.illegal.{key}", args)


def explain(g: Catalogue, s: State, seat: int, action: Action) -> RuleRef | None:
    k = action.kind
    if s.phase == "over":
        return None
    if s.phase == "setup":  # the merchants are being placed, in turn order (BF-17)
        if s.agenda and getattr(s.agenda[-1], "seat", seat) != seat:
            return ref("BF-150", "not_your_turn")
        if k == "place":
            return ref("BF-17", "free_dock")
        return ref("BF-17", "merchants_first")
    if seat != s.active:
        if k == "fortune":
            return ref("BF-90", "fortune_not_your_turn")  # BFS-20
        return ref("BF-150", "not_your_turn")
    if s.phase in ("merchant_entry", "pirate_entry"):
        return ref("BF-21", "entries_first")  # the turn starts with the ships coming back
    if k == "fortune":
        return _fortune(g, s, action)
    if k in PURCHASES:
        return _purchase(g, s, action)
    if k == "play_move":
        return ref("BF-22", "one_movement_card")
    if k == "activate":
        name = action.args[0] if action.args else ""
        if name in g.navy_ids and g.navy_ids.index(name) not in controlled(g, s):
            return ref("BF-22", "navy_not_commanded")  # the movement card names the navy
        return ref("BF-23", "ship_already_activated")
    if k in ACTIVATION_ACTIONS:
        if s.phase != "activation":
            return ref("BF-44", "no_activation")
        return _activation(g, s, action)
    return None


def _fortune(g: Catalogue, s: State, action: Action) -> RuleRef:
    card = action.args[0] if action.args else ""
    if card not in s.fhand[s.active]:
        return ref("BF-93", "card_not_in_hand")
    if s.phase not in ("step1", "step2", "activation") or len(s.agenda) > 1:
        return ref("BF-90", "fortune_window")  # not in a window, or a card still resolving
    effect = g.fortune_effect[card]
    timing = g.fortune_timing[card]
    if s.phase == "step1" and timing not in ("pre_card", "pre_card_or_main"):
        return ref("BF-90", "fortune_after_movement_card")
    if s.phase != "step1" and timing == "pre_card":
        return ref("BF-217", "sea_charts_before_card")
    if effect == "change_of_wind":
        return ref("BF-202", "wind_after_activation")
    if effect == "second_patrol":
        return ref("BF-203", "both_navies_controlled")
    if effect == "secret_cove":
        return ref("BF-215", "cove_unavailable")
    return ref("BF-95", "no_target")


def _purchase(g: Catalogue, s: State, action: Action) -> RuleRef:
    a = s.active
    if s.phase != "step4":
        return ref("BF-110", "purchase_in_step4")
    if action.kind == "buy_victory":
        if not all(s.dev_up[a]):
            return ref("BF-110", "victory_last")
        return ref("BF-112", "cannot_afford")
    card = action.args[0] if action.args else ""
    if card not in s.dev[a]:
        return ref("BF-12", "not_your_card")
    return ref("BF-112", "cannot_afford")


def _activation(g: Catalogue, s: State, action: Action) -> RuleRef | None:
    k = action.kind
    slot = s.turn.current
    pos = slot_pos(s, slot)
    if k == "move":
        return _move(g, s, slot, action)
    if k == "hideout":
        return ref("BF-321", "hideout_first")
    if pos < 0:
        return ref("BF-75", "in_distant_sea")
    if k in ("sell", "load", "resupply", "msink"):
        if slot != MERCHANT:
            return ref("BF-153", "wrong_ship")
        if s.turn.actions[MERCHANT]:
            return ref("BF-41", "one_action")
        return _merchant(g, s, pos, action)
    if k in ("rob", "bury"):
        if slot != PIRATE:
            return ref("BF-153", "wrong_ship")
        return _pirate(g, s, pos, action)
    if k == "sink":
        if slot not in NAVY_SLOTS:
            return ref("BF-153", "wrong_ship")
        target = action.args[0] if action.args else -1
        if target == s.active:
            return ref("BF-52", "own_ship")
        if not navy_may_attack(s, slot):
            return ref("BF-41", "one_action")
        return ref("BF-50", "out_of_range")
    return None


def _move(g: Catalogue, s: State, slot: int, action: Action) -> RuleRef:
    geo = g.geo
    x, y = action.args if len(action.args) == 2 else (-1, -1)
    if not (isinstance(x, int) and isinstance(y, int)):
        return ref("BF-30", "off_the_board")  # not a space at all
    if not (0 <= x < geo.width and 0 <= y < geo.height):
        return ref("BF-30", "off_the_board")
    cell = geo.index((x, y))
    if geo.land[cell]:
        return ref("BF-32", "land")
    if occupied(g, s)[cell]:
        return ref("BF-34", "occupied")
    left = allowance(g, s, slot) - s.turn.steps[slot]
    pos = slot_pos(s, slot)
    if pos >= 0 and geo.chebyshev(pos, cell) > left:
        return ref("BF-31", "too_far")
    return ref("BF-33", "blocked")


def _merchant(g: Catalogue, s: State, pos: int, action: Action) -> RuleRef:
    a = s.active
    k = action.kind
    port = g.geo.dock_port[pos]
    if k == "msink":
        return ref("BF-310", "merchant_cannot_attack")
    if port < 0:
        return ref("BF-61", "not_at_a_port")
    cargo = s.cargo[a]
    if k == "sell":
        if not cargo:
            return ref("BF-61", "nothing_to_sell")
        return ref("BF-63", "refused_colour")
    if k == "load" and cargo:
        return ref("BF-62", "load_without_sale")
    if k == "resupply" and not s.turn.resupply:
        return ref("BF-62", "load_without_sale")
    return ref("BF-66", "no_goods")


def _pirate(g: Catalogue, s: State, pos: int, action: Action) -> RuleRef:
    a = s.active
    t = s.turn
    if action.kind == "bury":
        if not s.treasure[a]:
            return ref("BF-73", "no_treasure")
        if t.buried or t.attacks[PIRATE]:
            return ref("BF-74", "attack_and_bury")
        return ref("BF-73", "not_on_beach")
    target = action.args[0] if action.args else -1
    if target == a:
        return ref("BF-52", "own_ship")
    if s.treasure[a]:
        return ref("BF-72", "hold_full")
    if t.attacks[PIRATE] or t.buried:
        return ref("BF-74" if t.buried else "BF-41", "one_action")
    if not isinstance(target, int) or not 0 <= target < s.n or s.merchant[target] == OUT:
        return ref("BF-71", "no_target_merchant")
    if not s.cargo[target]:
        return ref("BF-77", "empty_merchant")
    if g.geo.dock_port[s.merchant[target]] >= 0 and has(g, s, target, "royal_warrant"):
        return ref("BF-334", "royal_warrant")
    return ref("BF-71", "out_of_range")
