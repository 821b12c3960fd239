"""The turn in its exact order (BF-20 to BF-27, BF-44, BF-102, BF-150 to BF-153, BF-322).

A turn runs START-MERCHANT, START-PIRATE, STEP-1, STEP-2 with nested activations, STEP-3,
STEP-4, END (BF-151); every decision belongs to the active player (BF-150). Each phase is the
task at the bottom of the agenda: `begin_turn` puts the first one there, and each phase's last
answer replaces it with the next (tasks.py). STEP-3 is the automatic work `end_step2` queues
under a `Step4` task; END (`EndTurn`) starts the next player's turn or ends the game (BF-27,
BF-121, BF-125).
"""

from __future__ import annotations

from game.core import Action, Decision, Event, push
from game.core.agenda import Events

from .catalogue import Catalogue
from .combat import merchant_attack_options, navy_options, pirate_options
from .development import has
from .entry import place_options, push_pirate_entry
from .fortune import fortune_options
from .hands import movement_hand_size
from .market import merchant_trade_options
from .model import MERCHANT, NAVY_SLOTS, OUT, PIRATE, State, Turn, str_arg
from .movement import hideout_options, move_options
from .navies import allowance, own_ships
from .scoring import winners
from .tasks import (
    DISCARD_SYMBOL,
    DRAW_MOVEMENT,
    HAND_LIMIT,
    PURCHASE,
    SAIL,
    SHIPS,
    STEP4,
    Begin,
    BFTask,
    DrawFortune,
    DrawMovement,
    EndTurn,
    PlaceMerchant,
    PlayMovement,
    Sail,
    Ships,
    Step4,
    pop_top,
    replace_top,
)

# the options without arguments, made once (listed at almost every step)
DECOY = Action("decoy")
END_STEP2 = Action("end_step2")
END_ACTIVATION = Action("end_activation")


# ---- start and end (BF-20, BF-21, BF-27) -----------------------------------------------------
def begin(g: Catalogue, s: State, t: Begin, out: Events) -> None:
    """BF-20: the setup is done; the first player in turn order starts."""
    begin_turn(g, s, s.order[0], out)


def begin_turn(g: Catalogue, s: State, seat: int, out: Events) -> None:
    """BF-21, BF-80: a sunk merchant comes back first (if a dock is free), then the pirate."""
    s.active = seat
    s.turn = Turn.new()
    if seat == s.order[0]:
        s.round += 1  # BF-125
    out.append(Event("turn_began", {"seat": seat, "round": s.round}))
    if s.merchant[seat] == OUT and place_options(g, s):
        s.agenda.append(PlaceMerchant(seat))
    else:
        push_pirate_entry(s, seat)


def end_turn(g: Catalogue, s: State, t: EndTurn, out: Events) -> None:
    """BF-27, BF-121, BF-125: the final round ends after the last seat in turn order; the
    game is over when nothing is left on the agenda."""
    a = s.active
    out.append(Event("turn_ended", {"seat": a}))
    if s.final_round and a == s.order[-1]:
        s.turn = Turn.new()  # (otherwise the next turn begins with a new Turn)
        best = winners(s)
        out.append(Event("game_over", {"winners": list(best)}))
        out += [Event("winner", {"seat": w, "wealth": s.wealth[w]}) for w in best]
        return
    begin_turn(g, s, s.order[(s.order.index(a) + 1) % s.n], out)


# ---- step 1 (BF-22) ----------------------------------------------------------------------------
def step1_decision(g: Catalogue, s: State, t: PlayMovement) -> Decision:
    """BF-22: play one movement card; before it, only pre-card fortune cards (BF-90)."""
    play = g.play_actions
    options = [play[card] for card in s.mhand[t.seat]]
    options += fortune_options(g, s, "pre")
    return Decision(t.seat, "play_movement", tuple(options))


def play_move(g: Catalogue, s: State, seat: int, a: Action, out: Events) -> None:
    """BF-22: the card is played face up; step 2 begins."""
    card = str_arg(a, 0)
    s.mhand[seat].remove(card)
    s.turn.card = card
    replace_top(s.agenda, PlayMovement, SHIPS[seat])
    out.append(Event("movement_played", {"seat": seat, "card": card}, reveal=True))


# ---- step 2: ships (BF-23, BF-44, BF-152) --------------------------------------------------------
def step2_decision(g: Catalogue, s: State, t: Ships) -> Decision:
    """BF-151 phase 4: start an eligible ship, play a card, Decoy, or end step 2."""
    starts = g.activate_actions
    # BF-152: the ships in play not activated yet this turn, and the navies controlled now
    options = [starts[slot] for slot in own_ships(g, s, s.turn.started)]
    if s.fhand[s.active]:
        options += fortune_options(g, s, "main")
    # BF-322 Decoy: both ships on the grid, between activations, once per turn
    a = s.active
    if not s.turn.decoy_used and s.merchant[a] >= 0 and s.pirate[a] >= 0:
        k, card = g.dev_slot["decoy"]  # `has`, inline
        up = s.dev_up[a]
        if len(up) > k and up[k] and s.dev[a][k] == card:
            options.append(DECOY)
    options.append(END_STEP2)
    return Decision(t.seat, "ships", tuple(options))


def activate(g: Catalogue, s: State, seat: int, a: Action, out: Events) -> None:
    """BF-23: one activation at a time, each ship at most once."""
    ship = a.args[0]  # `str_arg`, inline
    assert isinstance(ship, str), f"{a.id}: argument 0 is not a name"
    slot = g.slot_of[ship]
    s.turn.started[slot] = True
    s.turn.current = slot
    replace_top(s.agenda, Ships, SAIL[seat])
    out.append(
        Event("ship_activated", {"seat": seat, "ship": ship, "allowance": allowance(g, s, slot)})
    )


def decoy(g: Catalogue, s: State, seat: int, a: Action, out: Events) -> None:
    """BF-322: swap merchant and pirate."""
    s.merchant[seat], s.pirate[seat] = s.pirate[seat], s.merchant[seat]
    s.turn.decoy_used = True
    xy = g.geo.xy
    out.append(
        Event(
            "decoy_swapped",
            {
                "seat": seat,
                "merchant": list(xy[s.merchant[seat]]),
                "pirate": list(xy[s.pirate[seat]]),
            },
        )
    )


def end_step2(g: Catalogue, s: State, seat: int, a: Action, out: Events) -> None:
    """BF-24, BF-102: discard the played card, refill movement, the bottom symbol, the
    hand limit, then step 4."""
    t = s.turn
    bottom = g.bottoms[g.mv[t.card].bottom]
    s.mdisc.append(t.card)  # BF-102a
    t.card = ""
    pop_top(s.agenda, Ships)
    need = movement_hand_size(g, s, seat) - len(s.mhand[seat])
    tasks: list[BFTask] = []
    if need > 0:
        tasks.append(DRAW_MOVEMENT[seat][need] if need < 8 else DrawMovement(seat, need))  # BF-100
    if bottom.draw:
        tasks.append(DrawFortune(seat, bottom.draw))  # BF-101
    if bottom.discard and not has(g, s, seat, "lucky_charm"):  # BF-305, AD-23
        tasks += [DISCARD_SYMBOL[seat]] * bottom.discard
    push(s.agenda, *tasks, HAND_LIMIT[seat], STEP4)  # BF-92, BF-102d
    out.append(Event("step2_ended", {"seat": seat, "bottom": bottom.id}))


# ---- activation (BF-40 to BF-45, BF-153) ----------------------------------------------------------
def activation_decision(g: Catalogue, s: State, t: Sail) -> Decision:
    """BF-151 phase 5: a move, the hideout jump, an action, a card, or end (BF-44)."""
    slot = s.turn.current
    options = move_options(g, s, slot)
    if slot == PIRATE:
        options += hideout_options(g, s, slot)  # BF-321(a)
    # BF-153: the actions the activating ship may take where it stands (only the ship
    # activating now, AD-19); none from a distant sea (BF-75)
    if slot == MERCHANT:
        pos = s.merchant[s.active]
        if pos >= 0 and not s.turn.actions[MERCHANT]:  # BF-41
            options += merchant_trade_options(g, s, pos)
            options += merchant_attack_options(g, s, pos)
    elif slot == PIRATE:
        pos = s.pirate[s.active]
        if pos >= 0:
            options += pirate_options(g, s, pos)
    else:
        pos = s.navy[slot - NAVY_SLOTS[0]]
        if pos >= 0:
            options += navy_options(g, s, slot, pos)
    if s.fhand[s.active]:
        options += fortune_options(g, s, "main")
    options.append(END_ACTIVATION)
    return Decision(t.seat, "sail", tuple(options))


def end_activation(g: Catalogue, s: State, seat: int, a: Action, out: Events) -> None:
    """BF-44: the activation ends where the ship stands; back to step 2."""
    t = s.turn
    slot = t.current
    t.ended[slot] = True
    t.current = -1
    replace_top(s.agenda, Sail, SHIPS[seat])
    out.append(
        Event(
            "activation_ended", {"seat": seat, "ship": g.slot_names[slot], "steps": t.steps[slot]}
        )
    )


# ---- step 4 (BF-25) --------------------------------------------------------------------------------
def step4(g: Catalogue, s: State, t: Step4, out: Events) -> None:
    """BF-25: the draws are done; the purchase decision comes."""
    s.agenda.append(PURCHASE[s.active])
