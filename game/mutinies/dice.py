"""Shipwrecks and the Tavern, the two actions that roll: M21-23, M21-52 to M21-56, M21-123,
M21-178, and the roll reaction (V08).

After every first roll its roller may react with a card (window `roll_reaction`, M21-23): V08
rerolls once, and a reroll gets no second reaction. Then the roll is applied.
"""

from __future__ import annotations

from game.core import Action, Chance, Decision, Event, Events, push

from .cards import card_playable, reveal_card
from .catalogue import Catalogue
from .model import HENCHMAN, MState, str_arg
from .resources import gain_d, gain_rum, treasure_fallback, treasure_left
from .rounds import action_discs
from .tasks import (
    DrawTreasure,
    Roll,
    RollReaction,
    ShipEffect,
    ShipResult,
    TavernEffect,
    TavernShare,
)


def ship_effect(g: Catalogue, s: MState, t: ShipEffect, out: Events) -> None:
    if t.seat == HENCHMAN:  # M21-123: no roll
        return
    gain_rum(g, s, out, t.seat, g.slot_stats[t.slot].rum, t.slot)  # M21-54: before rolling
    dice = g.areas.shipwrecks.dice
    push(s.agenda, Roll(dice, "ship", t.seat, t.slot, False), ShipResult(t.seat, t.slot))


def tavern_effect(g: Catalogue, s: MState, t: TavernEffect, out: Events) -> None:
    """M21-56, M21-178: the captain's turn carries the whole sequence; others are empty."""
    if g.slot_index[t.slot] != 1:
        return
    tavern = g.areas.tavern
    gain_rum(g, s, out, t.seat, tavern.captain_rum, t.slot)
    for other_slot, owner in action_discs(g, s):
        if owner != HENCHMAN:
            gain_d(g, s, out, owner, g.slot_stats[other_slot].d, other_slot)
    push(s.agenda, Roll(tavern.dice, "tavern", t.seat, t.slot, False), TavernShare(t.seat, t.slot))


# ---- the roll and the reaction (M21-23, V08) ----------------------------------------------------
def roll(g: Catalogue, s: MState, t: Roll) -> Chance:
    """M21-52, M21-56: the dice of the slot's action."""
    return Chance.roll(t.dice, g.dice_sides)


def rolled(g: Catalogue, s: MState, t: Roll, faces: list[int], out: Events) -> None:
    s.dice, s.dice_seat = list(faces), t.seat
    s.dice_need = g.slot_stats[t.slot].above if t.kind == "ship" else 0
    out.append(
        Event(
            "dice_rolled",
            {
                "seat": t.seat,
                "dice": list(faces),
                "need": s.dice_need,
                "slot": t.slot,
                "reroll": t.rerolled,
            },
        )
    )
    if not t.rerolled:
        push(s.agenda, RollReaction(t.seat, t.kind, t.slot))  # M21-23 roll reaction


def reaction_live(g: Catalogue, s: MState, t: RollReaction) -> bool:
    """M21-172: offered to a holder of any card (a public count)."""
    return bool(s.cards[t.seat])


def reaction_skip(g: Catalogue, s: MState, t: RollReaction, out: Events) -> None:
    """M21-172: nobody is asked."""
    return None


def reaction_options(g: Catalogue, s: MState, t: RollReaction) -> Decision:
    """M21-23, M21-172: the cards playable on this roll, and done."""
    seat = t.seat
    options = [
        g.card_actions[c] for c in s.cards[seat] if card_playable(g, s, seat, c, "roll_reaction")
    ]
    options.append(g.done_action)
    return Decision(seat, "roll_reaction", tuple(options))


def reaction(g: Catalogue, s: MState, t: RollReaction, seat: int, a: Action, out: Events) -> None:
    """V08: reroll once."""
    if a.kind == "done":
        return
    reveal_card(s, out, seat, str_arg(a))
    push(s.agenda, Roll(len(s.dice), t.kind, seat, t.slot, True))  # one reroll, no second reaction


# ---- what the roll gives (M21-52, M21-53, M21-56) ------------------------------------------------
def ship_result(g: Catalogue, s: MState, t: ShipResult, out: Events) -> None:
    """M21-52, M21-53: one die above the threshold wins a token (or 1 D + 1 PP); the
    captain's slot adds 1 D when both dice are above it."""
    seat, slot = t.seat, t.slot
    stats = g.slot_stats[slot]
    if max(s.dice) <= stats.above:
        out.append(Event("ship_failed", {"seat": seat}))
        return
    if stats.both_dice_d and min(s.dice) > stats.above:
        gain_d(g, s, out, seat, stats.both_dice_d, slot)
    if treasure_left(s):
        push(s.agenda, DrawTreasure(seat))
    else:
        treasure_fallback(g, s, out, seat, slot)


def tavern_share(g: Catalogue, s: MState, t: TavernShare, out: Events) -> None:
    """M21-56 step 4: one cube at a time, captain first, then slot order, wrapping; a
    henchman's turn uses a cube up that stays in the Tavern; stop when it is empty."""
    cubes = s.dice[0] + g.areas.tavern.roll_bonus
    turns = [owner for _, owner in action_discs(g, s)]
    handed = 0
    while handed < cubes and s.tavern > 0:
        owner = turns[handed % len(turns)]
        handed += 1
        if owner == HENCHMAN:
            out.append(Event("henchman_cube", {"captain_seat": t.seat}))
        else:
            gain_rum(g, s, out, owner, 1, "tavern")
