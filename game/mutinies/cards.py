"""Mutiny cards: M21-96 to M21-99, M21-132, M21-156, M21-172, M21-173, M21-182.

The new captain draws a card after a successful mutiny and either applies it (Obligatory cards
only) or keeps it (M21-173, M21-182); in the Simplified game a counter card is discarded
instead (M21-118); Last Mutiny ends the game (M21-99). Voluntary cards are played in the windows
their `when` lists, one at a time, each resolved fully (M21-96, M21-172).
"""

from __future__ import annotations

from game.core import Action, Decision, Event, Events, push

from .catalogue import Catalogue
from .content import ORDERED_AREAS, Card
from .model import FLAG_V06, FLAG_V07, FLAG_V11, FLAG_V12, MState, int_arg, str_arg
from .piles import secret_event, take
from .resources import (
    gain_d,
    gain_pp,
    gain_rum,
    pay_d,
    pay_rum,
    transfer_d,
    treasure_fallback,
    treasure_left,
)
from .rounds import disc_of, trigger_end
from .tasks import (
    CardDecide,
    CardDraw,
    DealDisplay,
    DrawCard,
    DrawTreasure,
    GiveJewel,
    KeepTreasure,
    MapToken,
    NcJewel,
    OldFriends,
    ReturnTreasure,
    RumForGold,
    StealJewel,
    Target,
)

ROUND_FLAG = {
    "free_jewel_doubloons": FLAG_V06,
    "bm_bonus": FLAG_V07,
    "ordered_slot_any": FLAG_V11,
    "zero_slot_cost": FLAG_V12,
}
APPLY_OR_KEEP = (Action("apply_card"), Action("keep_card"))
KEEP = (Action("keep_card"),)


def card_playable(g: Catalogue, s: MState, seat: int, card_id: str, window: str) -> bool:
    """M21-96, M21-172: a Voluntary card, this window in its list, its own condition met."""
    card = g.card[card_id]
    if card.category != "voluntary" or window not in card.when:
        return False
    if card.op == "ignore_pirate_token":
        return seat == s.order[0]
    if card.op == "ordered_slot_any":
        return seat != s.order[0] and s.action in ORDERED_AREAS
    if card.action:  # the player's own disc must be in that area
        slot = disc_of(s, seat)
        return slot is not None and g.slot_area[slot] == card.action
    return True


def reveal_card(s: MState, out: Events, seat: int, card_id: str) -> None:
    """M21-96: a played card is revealed and gone."""
    s.cards[seat].remove(card_id)
    s.cards_gone.append(card_id)
    out.append(Event("card_played", {"seat": seat, "card": card_id}, reveal=True))


def jewel_moved_event(giver: int, taker: int, jewel: str) -> Event:
    """M21-167: the two players involved see the jewel; the others see only that one moved."""
    return Event(
        "jewel_moved",
        {"from_seat": giver, "to_seat": taker, "jewel": jewel},
        visible_to=(giver, taker),
        redacted={"from_seat": giver, "to_seat": taker},
        reveal=True,
    )


# ---- Voluntary cards in play (M21-96, M21-97, M21-132) -------------------------------------------
def play_card(g: Catalogue, s: MState, out: Events, seat: int, card_id: str) -> None:
    """M21-97, M21-132: what a Voluntary card does when played."""
    reveal_card(s, out, seat, card_id)
    card = g.card[card_id]
    op = card.op
    if op in ROUND_FLAG:
        s.flags[seat] |= ROUND_FLAG[op]
    elif op == "ignore_pirate_token":
        s.pirate_lifted = True
    elif op == "gain_d":
        gain_d(g, s, out, seat, card.amount, card_id)
    elif op in ("gain_rum", "tavern_extra_rum"):
        gain_rum(g, s, out, seat, card.amount, card_id)
    elif op == "gain_pp":
        gain_pp(g, s, out, seat, card.amount, card_id)
    elif op == "cabin_bonus":
        gain_pp(g, s, out, seat, card.pp, card_id)
        gain_d(g, s, out, seat, card.d, card_id)
    elif op == "steal_d":
        push(s.agenda, Target(seat, card_id))
    elif op == "steal_random_jewel":
        if jewel_targets(s, seat):
            push(s.agenda, Target(seat, card_id))
    elif op == "draw2_keep1_treasure":
        _treasure_map(g, s, seat)
    elif op == "city_extra_slot":
        push(s.agenda, OldFriends(seat))
    elif op == "rum_to_d" and rum_for_gold_limit(g, s, seat, card_id) > 0:
        push(s.agenda, RumForGold(seat, card_id))


def rum_for_gold_limit(g: Catalogue, s: MState, seat: int, card_id: str) -> int:
    """V16 in play: up to its maximum, and the rum held."""
    return min(g.card[card_id].max, s.rum[seat])


def rum_for_gold_options(g: Catalogue, s: MState, t: RumForGold) -> Decision:
    """V16 in play: 0 up to the limit."""
    limit = rum_for_gold_limit(g, s, t.seat, t.card)
    return Decision(t.seat, "amount_rum_for_gold", amounts(limit))


def rum_for_gold(g: Catalogue, s: MState, t: RumForGold, seat: int, a: Action, out: Events) -> None:
    """V16: rum to the Tavern, doubloons at the card's rate."""
    k = int_arg(a)
    pay_rum(g, s, out, seat, k, t.card)
    gain_d(g, s, out, seat, k * g.card[t.card].rate, t.card)


def amounts(limit: int) -> tuple[Action, ...]:
    """The options of an amount decision: 0 to `limit`."""
    return tuple(Action("amount", (k,)) for k in range(limit + 1))


def jewel_targets(s: MState, seat: int) -> list[int]:
    """V04: the others holding a jewel."""
    return [v for v in s.order if v != seat and s.jewels[v]]


def target_options(g: Catalogue, s: MState, t: Target) -> Decision:
    if g.card[t.card].op == "steal_d":  # V03: anyone else
        victims = [v for v in s.order if v != t.seat]
    else:
        victims = jewel_targets(s, t.seat)
    return Decision(t.seat, "target", tuple(Action("target", (v,)) for v in victims))


def target(g: Catalogue, s: MState, t: Target, seat: int, a: Action, out: Events) -> None:
    victim = int_arg(a)
    card = g.card[t.card]
    if card.op == "steal_d":
        transfer_d(g, s, out, victim, seat, min(card.amount, s.d[victim]), t.card)
    else:  # V04: a chance step
        push(s.agenda, StealJewel(seat, victim))


def stolen_jewel(g: Catalogue, s: MState, t: StealJewel, outcome: list[str], out: Events) -> None:
    """V04: the drawn jewel changes hands."""
    jewel, _ = take(g, s, t, outcome, out)
    assert jewel is not None
    s.jewels[t.thief].append(jewel)
    out.append(jewel_moved_event(t.victim_seat, t.thief, jewel))


# ---- V05 Treasure Map ----------------------------------------------------------------------------
def _treasure_map(g: Catalogue, s: MState, seat: int) -> None:
    """V05: draw up to two, keep one, bury the other (no substitute if the pile is empty)."""
    count = min(g.card_op["draw2_keep1_treasure"].amount, treasure_left(s))
    if count:
        push(s.agenda, *[MapToken(seat) for _ in range(count)], KeepTreasure(seat))


def map_token(g: Catalogue, s: MState, t: MapToken, outcome: list[str], out: Events) -> None:
    """V05: a token drawn, kept aside until the choice."""
    token, _ = take(g, s, t, outcome, out)
    assert token is not None
    s.pending_treasures[t.seat].append(token)
    out.append(secret_event("treasure_drawn", t.seat, "token", token, reveal=True))


def keep_treasure_live(g: Catalogue, s: MState, t: KeepTreasure) -> bool:
    """V05: a choice only with two tokens drawn."""
    return len(s.pending_treasures[t.seat]) > 1


def keep_treasure_skip(g: Catalogue, s: MState, t: KeepTreasure, out: Events) -> None:
    """V05: one token drawn is kept."""
    _keep_map_token(s, out, t.seat, s.pending_treasures[t.seat][0])


def keep_treasure_options(g: Catalogue, s: MState, t: KeepTreasure) -> Decision:
    """V05: either token drawn."""
    options = tuple(Action("keep_treasure", (x,)) for x in s.pending_treasures[t.seat])
    return Decision(t.seat, "keep_treasure", options)


def keep_treasure(
    g: Catalogue, s: MState, t: KeepTreasure, seat: int, a: Action, out: Events
) -> None:
    """V05: keep one, bury the other."""
    _keep_map_token(s, out, seat, str_arg(a))


def _keep_map_token(s: MState, out: Events, seat: int, kept: str) -> None:
    drawn = s.pending_treasures[seat]
    s.pending_treasures[seat] = []
    s.treasures[seat].append(kept)
    s.obtained[seat] += 1  # counts for E08
    for token in drawn:
        if token != kept:
            s.treasure_bottom.append(token)
            s.bottom_owner.append(seat)
            out.append(secret_event("treasure_buried", seat, "token", token))


# ---- V13 Old Friends -----------------------------------------------------------------------------
def nc_drawable(s: MState) -> bool:
    """Something can still be drawn from the Non-Commercial stack (M21-49)."""
    return bool(s.nc_stack or s.jewel_pile or s.discards)


def old_friends_options(g: Catalogue, s: MState, t: OldFriends) -> Decision:
    """V13: 1 R; a token (or 1 D + 1 PP); the top NC jewel; 2 PP for 2 D."""
    card = g.card_op["city_extra_slot"]
    options = [Action("old_friends", ("rum",)), Action("old_friends", ("treasure",))]
    if nc_drawable(s):
        options.append(Action("old_friends", ("nc_jewel",)))
    if s.d[t.seat] >= card.d:
        options.append(Action("old_friends", ("prestige",)))
    return Decision(t.seat, "old_friends", tuple(options))


def old_friends(g: Catalogue, s: MState, t: OldFriends, seat: int, a: Action, out: Events) -> None:
    """V13: the chosen reward."""
    choice = str_arg(a)
    card = g.card_op["city_extra_slot"]
    if choice == "rum":
        gain_rum(g, s, out, seat, card.rum, card.id)
    elif choice == "treasure":
        if treasure_left(s):
            push(s.agenda, DrawTreasure(seat))
        else:
            treasure_fallback(g, s, out, seat, card.id)
    elif choice == "nc_jewel":
        s.nc_taken = True
        push(s.agenda, NcJewel(seat))
    else:
        pay_d(g, s, out, seat, card.d, card.id)
        gain_pp(g, s, out, seat, card.pp, card.id)


# ---- the card draw at the end of a round (M21-173, M21-118, M21-99) ------------------------------
def card_draw(g: Catalogue, s: MState, t: CardDraw, out: Events) -> None:
    """M21-173, M21-118: a card for the new captain, or a counter card."""
    captain = t.captain
    if s.simplified:
        if s.counter > 0:
            s.counter -= 1
            out.append(Event("counter_discarded", {"captain_seat": captain, "left": s.counter}))
            if s.counter == 0:
                trigger_end(s, out, "deck")
        return
    if s.deck or s.last_mutiny:
        push(s.agenda, DrawCard(captain))


def card_drawn(g: Catalogue, s: MState, t: DrawCard, outcome: list[str], out: Events) -> None:
    card_id, _ = take(g, s, t, outcome, out)
    assert card_id is not None
    captain = t.captain
    if card_id == g.last_mutiny_id:  # M21-99: revealed, gone
        s.cards_gone.append(card_id)
        out.append(Event("last_mutiny", {"seat": captain, "card": card_id}, reveal=True))
        trigger_end(s, out, "deck")
        return
    s.cards[captain].append(card_id)
    out.append(secret_event("card_drawn", captain, "card", card_id, reveal=True))
    push(s.agenda, CardDecide(captain))


def card_decide_options(g: Catalogue, s: MState, t: CardDecide) -> Decision:
    """The same prompt for every card; only an Obligatory card can be applied (M21-182)."""
    obligatory = g.card[s.cards[t.seat][-1]].category == "obligatory"
    return Decision(t.seat, "card_decide", APPLY_OR_KEEP if obligatory else KEEP)


def card_decide(g: Catalogue, s: MState, t: CardDecide, seat: int, a: Action, out: Events) -> None:
    """M21-173, M21-182: apply an Obligatory card, or keep the card."""
    card_id = s.cards[seat][-1]
    if a.kind == "keep_card":
        out.append(Event("card_kept", {"seat": seat}))
        return
    s.cards[seat].pop()
    s.cards_gone.append(card_id)
    out.append(Event("card_applied", {"seat": seat, "card": card_id}, reveal=True))
    _apply_obligatory(g, s, out, seat, g.card[card_id])


# ---- Obligatory effects (M21-132), on the rebuilt track ------------------------------------------
def _apply_obligatory(g: Catalogue, s: MState, out: Events, captain: int, card: Card) -> None:
    op = card.op
    others = [p for p in s.order if p != captain]
    if op == "all_lose_rum":
        for p in s.order:
            pay_rum(g, s, out, p, min(card.amount, s.rum[p]), card.id)
    elif op == "no_rum_lose_pp":
        for p in s.order:
            if s.rum[p] == 0:
                gain_pp(g, s, out, p, -card.amount, card.id)
    elif op == "blockade":  # M21-98
        s.blockade = card.action
        out.append(Event("blockade", {"action": card.action}))
    elif op == "captain_pays_each":
        for p in others:
            if s.d[captain] < card.amount:
                break
            transfer_d(g, s, out, captain, p, card.amount, card.id)
    elif op == "captain_loses_d":
        pay_d(g, s, out, captain, min(card.amount, s.d[captain]), card.id)
    elif op == "captain_gives_jewel_to_last":
        if s.jewels[captain]:
            push(s.agenda, GiveJewel(captain, s.order[-1]))
    elif op == "all_gain_d":
        for p in s.order:
            gain_d(g, s, out, p, card.amount, card.id)
    elif op == "all_gain_rum":
        for p in s.order:
            gain_rum(g, s, out, p, card.amount, card.id)
    elif op == "old_captain_loses_pp":
        gain_pp(g, s, out, s.deposed, -card.amount, card.id)
    elif op == "captain_rum_for_pp":
        gain_rum(g, s, out, captain, card.rum, card.id)
        gain_pp(g, s, out, captain, card.pp, card.id)
    elif op == "co_mutineers_gain_pp":
        for p in s.order:
            if p != captain and p in s.mutineers:
                gain_pp(g, s, out, p, card.amount, card.id)
    elif op == "captain_discards_treasure":
        if s.treasures[captain]:
            push(s.agenda, ReturnTreasure(captain))
        else:
            gain_pp(g, s, out, captain, -card.amount, card.id)
    elif op == "flush_commercial_display":
        _fog_bank(s, out)


def _fog_bank(s: MState, out: Events) -> None:
    """O16: every face-up jewel to the discards, then refill left to right."""
    flushed = [j for j in s.display if j is not None]
    s.discards.extend(flushed)
    s.display = [None] * s.display_size
    out.append(Event("flushed", {"jewels": flushed, "count": len(flushed)}))
    push(s.agenda, *[DealDisplay(i) for i in range(s.display_size)])


def give_jewel_options(g: Catalogue, s: MState, t: GiveJewel) -> Decision:
    """O09: any of the captain's jewels."""
    options = tuple(Action("give_jewel", (j,)) for j in s.jewels[t.seat])
    return Decision(t.seat, "give_jewel", options)


def give_jewel(g: Catalogue, s: MState, t: GiveJewel, seat: int, a: Action, out: Events) -> None:
    """O09: the jewel goes to the last player."""
    jewel = str_arg(a)
    s.jewels[seat].remove(jewel)
    s.jewels[t.target].append(jewel)
    out.append(jewel_moved_event(seat, t.target, jewel))


def return_treasure_options(g: Catalogue, s: MState, t: ReturnTreasure) -> Decision:
    """O15: any of the captain's tokens."""
    options = tuple(Action("return_treasure", (x,)) for x in s.treasures[t.seat])
    return Decision(t.seat, "return_treasure", options)


def return_treasure(
    g: Catalogue, s: MState, t: ReturnTreasure, seat: int, a: Action, out: Events
) -> None:
    """O15: the token goes to the box, unseen."""
    token = str_arg(a)
    s.treasures[seat].remove(token)
    s.treasure_box.append(token)
    s.box_owner.append(seat)
    out.append(secret_event("treasure_boxed", seat, "token", token))
