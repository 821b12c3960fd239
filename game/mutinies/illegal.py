"""Why an action is refused: the rule behind every action a seat is not offered (M21-21,
M21-25, M21-27, M21-29, M21-36, M21-41, M21-42, M21-47, M21-59, M21-60, M21-62, M21-67,
M21-68, M21-70, M21-90, M21-96, M21-98, M21-122, M21-140, M21-156, M21-169, M21-171 to M21-173),
and the options that exist but are not legal now (`unavailable`): the slots a placing seat may
not take, the held cards it may not play in a window.
"""

from __future__ import annotations

from game.core import Action, Decision, RuleRef

from .catalogue import Catalogue
from .content import CAPTAIN_AREAS, ORDERED_AREAS
from .market import rum_cap
from .model import MState
from .placement import captain_barred, occupied, ordered_slots
from .words import area_name

PLACING = ("place_captain", "place_sailor")
PLAYING = ("window_w1", "window_w2", "window_w3a", "window_w3b", "roll_reaction")


def unavailable(
    g: Catalogue, s: MState, seat: int, decision: Decision | None
) -> tuple[tuple[Action, RuleRef], ...]:
    """The options of `decision` that exist but are not legal now, each with its rule: every
    slot a placing seat may not take (M21-21 to M21-29, M21-36, M21-169), every held card it
    may not play in a window (M21-172)."""
    if decision is None:
        return ()
    offered = set(decision.options)
    out: list[tuple[Action, RuleRef]] = []
    if decision.kind in PLACING:
        for slot, action in g.place_actions.items():
            if action not in offered:
                out.append((action, _why_not_slot(g, s, seat, slot)))
    elif decision.kind in PLAYING:
        for card in dict.fromkeys(s.cards[seat]):
            action = g.card_actions[card]
            if action not in offered:
                out.append((action, _why_not_card(g, s, seat, card)))
    return tuple(out)


# Which rule forbids an unaffordable or unmet slot, by area (M21-36 and the area's own rule).
REQUIREMENT_RULE = {
    "cr": "M21-42",
    "nc": "M21-47",
    "bm": "M21-59",
    "city": "M21-62",
    "cabin": "M21-67",
    "mutiny": "M21-70",
    "ship": "M21-36",
    "tavern": "M21-36",
}


def explain(
    g: Catalogue, s: MState, seat: int, action: Action, decision: Decision | None
) -> RuleRef | None:
    """The rule forbidding `action` to `seat`, whose pending decision is `decision` (if any)."""
    kind = action.kind
    if decision is None:
        if kind in ("use_token", "play_card"):
            return RuleRef("M21-90", "mutinies.illegal.not_your_window")
        if kind == "place":
            return RuleRef("M21-140", "mutinies.illegal.not_your_turn")
        return None
    if kind == "place" and decision.kind in PLAYING:
        return RuleRef("M21-23", "mutinies.illegal.place_after_window")
    if kind == "place" and decision.kind not in PLACING:
        return RuleRef("M21-140", "mutinies.illegal.not_placing")
    if kind == "place" and action.args and action.args[0] in g.slot_area:
        return _why_not_slot(g, s, seat, str(action.args[0]))
    if kind == "play_card" and action.args:
        return _why_not_card(g, s, seat, str(action.args[0]))
    if kind == "add_rum":
        return RuleRef("M21-60", "mutinies.illegal.rum_cap", {"cap": rum_cap(g, s, seat)})
    if kind == "sell_jewel" and decision.kind != "sell_pick":
        return RuleRef("M21-57", "mutinies.illegal.jewel_not_now")
    if kind == "sell_jewel":
        return RuleRef("M21-171", "mutinies.illegal.not_a_combination")
    if kind == "apply_card":
        return RuleRef("M21-173", "mutinies.illegal.only_obligatory_applied")
    if kind == "take_from":
        return RuleRef("M21-68", "mutinies.illegal.not_alone_in_cabin")
    if kind == "henchman":
        return RuleRef("M21-122", "mutinies.illegal.henchman_slot")
    if kind == "use_token" and action.args and action.args[0] in s.treasures[seat]:
        return RuleRef("M21-90", "mutinies.illegal.token_not_now")
    if kind == "use_token":
        return RuleRef("M21-25", "mutinies.illegal.not_your_token")
    return None


def _why_not_slot(g: Catalogue, s: MState, seat: int, slot: str) -> RuleRef:
    area = g.slot_area[slot]
    captain = seat == s.order[0]
    if captain:
        if area not in CAPTAIN_AREAS:
            return RuleRef("M21-21", "mutinies.illegal.sailors_only")
        barred = captain_barred(s, area)
        if barred == "M21-98":
            return RuleRef("M21-98", "mutinies.illegal.blockaded", {"action": area_name(g, area)})
        if barred:
            return RuleRef(
                "M21-27", "mutinies.illegal.pirate_token", {"action": area_name(g, area)}
            )
        if area in ORDERED_AREAS and g.slot_index[slot] != 1:
            return RuleRef("M21-21", "mutinies.illegal.captain_slot_one")
    elif area not in (s.action, "cabin", "mutiny"):
        return RuleRef("M21-29", "mutinies.illegal.follow_or_cabin")
    if area in ORDERED_AREAS and g.slot_index[slot] > s.ordered_slots:
        return RuleRef("M21-169", "mutinies.illegal.slot_unusable")
    if area != "cabin" and slot in occupied(s):
        rule = "M21-70" if area == "mutiny" else "M21-21"
        return RuleRef(rule, "mutinies.illegal.slot_taken")
    if (
        area in ORDERED_AREAS
        and not captain
        and slot not in ordered_slots(g, s, seat, area, False, occupied(s))
    ):
        return RuleRef("M21-169", "mutinies.illegal.next_empty_slot")
    if area == "cr" and g.slot_index[slot] > len(s.display):
        return RuleRef("M21-169", "mutinies.illegal.slot_unusable")
    if area == "cr" and s.display[g.slot_index[slot] - 1] is None:
        return RuleRef("M21-41", "mutinies.illegal.no_jewel")
    return RuleRef(REQUIREMENT_RULE[area], "mutinies.illegal.cannot_afford")


def _why_not_card(g: Catalogue, s: MState, seat: int, card_id: str) -> RuleRef:
    if card_id not in s.cards[seat]:
        return RuleRef("M21-25", "mutinies.illegal.not_your_card")
    card = g.card[card_id]
    if card.category == "obligatory":
        return RuleRef("M21-156", "mutinies.illegal.refused_card")
    if card.category != "voluntary":
        return RuleRef("M21-96", "mutinies.illegal.end_card")
    return RuleRef("M21-172", "mutinies.illegal.card_not_now")
