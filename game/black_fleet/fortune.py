"""Fortune cards (BF-90 to BF-95, BF-200 to BF-217, BF-355 to BF-357, AD-7, AD-33 to AD-35):
when each may be played, its target, its effect.

A card is played with `fortune(card)`, only in the pre-card or main window of its owner's turn
(BF-90, AD-7, AD-34): it leaves the hand, is shown to everybody, resolves completely, then goes
face up to the discard pile (the CardDone task). Cards that name a target ask for it
(ChooseTarget, BF-95a); Commandeer then asks where to push the ship; Sea Charts asks which
movement cards to discard. "This turn" bonuses are counters in the Turn that later events read,
so nothing already resolved is ever paid again (BF-95c, AD-35). Change of Wind only before the
first activation, combined with Second Patrol per BF-356 (AD-33).
"""

from __future__ import annotations

from collections.abc import Callable

from game.core import Action, Decision, Event, push
from game.core.agenda import Events

from .catalogue import Catalogue
from .model import NAVY_SLOTS, OUT, PIRATE, State, int_arg, str_arg, xy_arg
from .movement import free_lairs, occupied
from .navies import controlled, own_ships, primary
from .paths import commandeer_reach
from .tasks import (
    CARD_DONE,
    HAND_LIMIT,
    CardDone,
    ChooseTarget,
    Commandeer,
    DrawFortune,
    DrawMovement,
    SeaCharts,
    pop_top,
    replace_top,
)

PRE_WINDOW = ("pre_card", "pre_card_or_main")  # BF-90
TARGETED = ("fair_wind", "shallow_waters", "pickpocket", "commandeer", "secret_cove")


# ---- when a card may be played -----------------------------------------------------------------
def own_ship_targets(g: Catalogue, s: State) -> list[int]:
    """Friendly ships in play that have not ended their activation (BF-200, BF-201)."""
    return own_ships(g, s, s.turn.ended)


def commandeer_targets(s: State) -> list[tuple[str, int]]:
    """BF-214: enemy merchants and pirates on the grid."""
    out = []
    for e in range(s.n):
        if e != s.active:
            if s.merchant[e] >= 0:
                out.append(("merchant", e))
            if s.pirate[e] >= 0:
                out.append(("pirate", e))
    return out


def _has_own_target(g: Catalogue, s: State) -> bool:
    return bool(own_ship_targets(g, s))  # BF-95a/b


def _before_activations(g: Catalogue, s: State) -> bool:
    return not any(s.turn.started)  # BF-202


def _one_navy(g: Catalogue, s: State) -> bool:
    return len(controlled(g, s)) == 1  # BF-203, BF-356


def _pirate_not_ended(g: Catalogue, s: State) -> bool:
    return s.pirate[s.active] != OUT and not s.turn.ended[PIRATE]  # BF-206


def _navy_not_ended(g: Catalogue, s: State) -> bool:
    return any(not s.turn.ended[NAVY_SLOTS[i]] for i in controlled(g, s))  # BF-207


def _enemy_on_grid(g: Catalogue, s: State) -> bool:
    return bool(commandeer_targets(s))  # BF-214


def _cove_free(g: Catalogue, s: State) -> bool:
    return (
        s.pirate[s.active] != OUT and not s.turn.started[PIRATE] and bool(free_lairs(g, s))
    )  # BF-215


def _movement_in_hand(g: Catalogue, s: State) -> bool:
    return bool(s.mhand[s.active])  # BF-217


CONDITIONS: dict[str, Callable[[Catalogue, State], bool]] = {
    "fair_wind": _has_own_target,
    "full_sails": _has_own_target,
    "shallow_waters": _has_own_target,
    "change_of_wind": _before_activations,
    "second_patrol": _one_navy,
    "quick_burial": _pirate_not_ended,
    "broadside": _navy_not_ended,
    "commandeer": _enemy_on_grid,
    "secret_cove": _cove_free,
    "sea_charts": _movement_in_hand,
}


def fortune_options(g: Catalogue, s: State, window: str) -> list[Action]:
    """BF-90: one option per distinct playable card in the active player's hand: its timing
    fits the window ("pre" or "main") and its condition holds."""
    hand = s.fhand[s.active]
    if not hand:
        return []
    play, timing, effect = g.fortune_actions, g.fortune_timing, g.fortune_effect
    out = []
    for card in sorted(dict.fromkeys(hand)) if len(hand) > 1 else hand:
        if window == "pre":
            if timing[card] not in PRE_WINDOW:
                continue
        elif timing[card] == "pre_card":
            continue  # BF-217
        check = CONDITIONS.get(effect[card])
        if check is None or check(g, s):
            out.append(play[card])
    return out


# ---- immediate effects -----------------------------------------------------------------------
def _full_sails(g: Catalogue, s: State, out: Events) -> None:
    """BF-201: +1 for each own ship not yet ended, judged now."""
    amount = g.fortune_amount["full_sails"]
    ships = own_ship_targets(g, s)
    for slot in ships:
        s.turn.bonus[slot] += amount
    out.append(Event("sails_filled", {"seat": s.active, "ships": len(ships), "amount": amount}))


def _change_of_wind(g: Catalogue, s: State, out: Events) -> None:
    """BF-202, BF-356: the card's navy value goes to the other navy."""
    s.turn.wind += 1
    out.append(Event("wind_changed", {"seat": s.active, "navy": g.navy_ids[primary(g, s)]}))


def _second_patrol(g: Catalogue, s: State, out: Events) -> None:
    """BF-203: also command the other navy this turn."""
    s.turn.patrol = True
    other = 1 - primary(g, s)
    out.append(Event("patrol_joined", {"seat": s.active, "navy": g.navy_ids[other]}))


def _grappling_hooks(g: Catalogue, s: State, out: Events) -> None:
    s.turn.long_uses += g.fortune_amount["grappling_hooks"]  # BF-205


def _quick_burial(g: Catalogue, s: State, out: Events) -> None:
    s.turn.quick_burial = True  # BF-206


def _broadside(g: Catalogue, s: State, out: Events) -> None:
    s.turn.broadsides += g.fortune_amount["broadside"]  # BF-207


def _market_day(g: Catalogue, s: State, out: Events) -> None:
    s.turn.market += 1  # BF-208


def _buried_riches(g: Catalogue, s: State, out: Events) -> None:
    s.turn.riches += 1  # BF-209


def _bounty(g: Catalogue, s: State, out: Events) -> None:
    s.turn.bounty += 1  # BF-210


def _smugglers_market(g: Catalogue, s: State, out: Events) -> None:
    s.turn.smugglers = True  # BF-212


def _resupply(g: Catalogue, s: State, out: Events) -> None:
    s.turn.resupply = True  # BF-213


IMMEDIATE: dict[str, Callable[[Catalogue, State, Events], None]] = {
    "full_sails": _full_sails,
    "change_of_wind": _change_of_wind,
    "second_patrol": _second_patrol,
    "grappling_hooks": _grappling_hooks,
    "quick_burial": _quick_burial,
    "broadside": _broadside,
    "market_day": _market_day,
    "buried_riches": _buried_riches,
    "bounty": _bounty,
    "smugglers_market": _smugglers_market,
    "resupply": _resupply,
}


# ---- playing -----------------------------------------------------------------------------------
def fortune(g: Catalogue, s: State, seat: int, a: Action, out: Events) -> None:
    """BF-90, BF-94: the card is shown and resolves at once, on top of the phase it was
    played in; a reveal (undo never crosses it), except for a card that still waits for its
    target (BF-95a): its player has learnt nothing yet, so Undo is that step's Cancel and puts
    the card back in hand."""
    card = str_arg(a, 0)
    s.fhand[seat].remove(card)
    s.playing = card
    s.turn.fortunes.append(card)
    effect = g.fortune_effect[card]
    out.append(Event("fortune_played", {"seat": seat, "card": card}, reveal=effect not in TARGETED))
    if effect in TARGETED:
        push(s.agenda, ChooseTarget(card))
    elif effect == "spyglass":  # BF-216
        amount = g.fortune_amount["spyglass"]
        push(s.agenda, DrawFortune(seat, amount), HAND_LIMIT[seat], CARD_DONE)
    elif effect == "sea_charts":  # BF-217
        push(s.agenda, SeaCharts(0))
    else:
        IMMEDIATE[effect](g, s, out)
        push(s.agenda, CARD_DONE)


def card_done(g: Catalogue, s: State, t: CardDone, out: Events) -> None:
    """BF-90: the resolved card goes face up to the discard pile."""
    s.fdisc.append(s.playing)
    s.playing = ""


def target_decision(g: Catalogue, s: State, t: ChooseTarget) -> Decision:
    """BF-95a: the player of the card names its target."""
    return Decision(s.active, "fortune_target", target_options(g, s, t.card))


def target_options(g: Catalogue, s: State, card: str) -> tuple[Action, ...]:
    """BF-95a: own ships (Fair Wind, Shallow Waters), opponents (Pickpocket), enemy ships
    (Commandeer), free lairs (Secret Cove)."""
    effect = g.fortune_effect[card]
    if effect in ("fair_wind", "shallow_waters"):
        return tuple(
            Action("target_ship", (g.slot_names[slot],)) for slot in own_ship_targets(g, s)
        )
    if effect == "pickpocket":
        return tuple(g.seat_actions[e] for e in range(s.n) if e != s.active)
    if effect == "commandeer":
        return tuple(Action("target_enemy", t) for t in commandeer_targets(s))
    return tuple(g.lair_actions[c] for c in free_lairs(g, s))


def _note_target(s: State, target: str) -> None:
    """BF-165: the target is public, noted with the card played this turn."""
    s.turn.fortunes[-1] = f"{s.turn.fortunes[-1]}>{target}"


def target_ship(g: Catalogue, s: State, seat: int, a: Action, out: Events) -> None:
    """BF-200 Fair Wind: +2 to one ship; BF-204 Shallow Waters: it may cross land."""
    ship = str_arg(a, 0)
    slot = g.slot_of[ship]
    card = replace_top(s.agenda, ChooseTarget, CARD_DONE).card
    _note_target(s, ship)
    if g.fortune_effect[card] == "fair_wind":
        amount = g.fortune_amount["fair_wind"]
        s.turn.bonus[slot] += amount
        out.append(Event("allowance_added", {"seat": seat, "ship": ship, "amount": amount}))
        return
    s.turn.shallow[slot] = True
    out.append(Event("land_crossing", {"seat": seat, "ship": ship}))


def target_seat(g: Catalogue, s: State, seat: int, a: Action, out: Events) -> None:
    """BF-211 Pickpocket: the opponent pays 2, or all they have (BF-113)."""
    target = int_arg(a, 0)
    pay = min(g.fortune_amount["pickpocket"], s.wealth[target])
    s.wealth[target] -= pay
    s.wealth[seat] += pay
    _note_target(s, str(target))
    replace_top(s.agenda, ChooseTarget, CARD_DONE)
    out.append(Event("pickpocketed", {"seat": seat, "target_seat": target, "amount": pay}))


def target_enemy(g: Catalogue, s: State, seat: int, a: Action, out: Events) -> None:
    """BF-214 Commandeer: the enemy ship chosen, where it goes is asked next."""
    kind, target = str_arg(a, 0), int_arg(a, 1)
    _note_target(s, f"{kind}:{target}")
    replace_top(s.agenda, ChooseTarget, Commandeer(kind, target), CARD_DONE)


def target_lair(g: Catalogue, s: State, seat: int, a: Action, out: Events) -> None:
    """BF-215 Secret Cove: place the pirate on a free lair (not movement, not an action)."""
    x, y = xy_arg(a)
    s.pirate[seat] = g.geo.index((x, y))
    _note_target(s, f"{x},{y}")
    replace_top(s.agenda, ChooseTarget, CARD_DONE)
    out.append(Event("cove_used", {"seat": seat, "cell": [x, y]}))


# ---- Commandeer (BF-214) ---------------------------------------------------------------------
def _enemy_pos(s: State, kind: str, target: int) -> int:
    """Where the enemy ship Commandeer pushes stands (BF-214)."""
    return s.merchant[target] if kind == "merchant" else s.pirate[target]


def commandeer_decision(g: Catalogue, s: State, t: Commandeer) -> Decision:
    """BF-214: 0, 1 or 2 steps through sea holding no ship at all."""
    pos = _enemy_pos(s, t.kind, t.target)
    cells = commandeer_reach(g.geo, pos, g.fortune_amount["commandeer"], occupied(g, s))
    return Decision(s.active, "commandeer_move", tuple(g.cmove_actions[c] for c in cells))


def commandeer_move(g: Catalogue, s: State, seat: int, a: Action, out: Events) -> None:
    """BF-214: the enemy ship goes where the player chose (no movement of its own)."""
    t = pop_top(s.agenda, Commandeer)
    start = _enemy_pos(s, t.kind, t.target)
    cell = g.geo.index(xy_arg(a))
    path = _push_path(g, s, start, cell)
    if t.kind == "merchant":
        s.merchant[t.target] = cell
    else:
        s.pirate[t.target] = cell
    xy = g.geo.xy
    out.append(
        Event(
            "commandeered",
            {
                "seat": seat,
                "target_seat": t.target,
                "ship": t.kind,
                "from": list(xy[start]),
                "path": [list(xy[c]) for c in path],
            },
        )
    )


def _push_path(g: Catalogue, s: State, start: int, cell: int) -> list[int]:
    """A path of Commandeer's steps (BF-214, for the animation): direct, or via one empty
    cell."""
    if cell == start:
        return []
    nbrs = g.geo.nbrs
    if cell in nbrs[start]:
        return [cell]
    occ = occupied(g, s)
    via = next(c for c in nbrs[start] if c in nbrs[cell] and not g.geo.land[c] and not occ[c])
    return [via, cell]


# ---- Sea Charts (BF-217) ---------------------------------------------------------------------
def sea_charts_decision(g: Catalogue, s: State, t: SeaCharts) -> Decision:
    """BF-217: discard one or more movement cards, then draw as many."""
    options = [Action("discard_move", (card,)) for card in s.mhand[s.active]]
    if t.discarded:
        options.append(Action("sea_charts_done"))
    return Decision(s.active, "sea_charts", tuple(options))


def discard_move(g: Catalogue, s: State, seat: int, a: Action, out: Events) -> None:
    """BF-217: one movement card to the discard pile; with none left, draw as many."""
    card = str_arg(a, 0)
    s.mhand[seat].remove(card)
    s.mdisc.append(card)
    n = pop_top(s.agenda, SeaCharts).discarded + 1
    if s.mhand[seat]:
        push(s.agenda, SeaCharts(n))
    else:  # nothing left to discard: draw as many
        push(s.agenda, DrawMovement(seat, n), CARD_DONE)
    out.append(Event("movement_discarded", {"seat": seat, "card": card}, reveal=True))


def sea_charts_done(g: Catalogue, s: State, seat: int, a: Action, out: Events) -> None:
    """BF-217: stop discarding and draw as many as were discarded."""
    t = pop_top(s.agenda, SeaCharts)
    push(s.agenda, DrawMovement(seat, t.discarded), CARD_DONE)
