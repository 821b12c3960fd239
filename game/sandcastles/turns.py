"""Turns: SAND-24 (one action, pass only when none is legal), SAND-27 (Swap), SAND-66 (the
decision order of a standard turn), SAND-67 (the end-of-game countdown) and the turn frames of
the 2-player game (SAND-68, details in shared.py) and solo (SAND-61, details in solo.py).
"""

from __future__ import annotations

from game.core import Action, Decision, Event, Events, Task, push

from . import attacks, building
from .catalogue import Catalogue, int_arg
from .deck import deck_count, stopped
from .model import State
from .tasks import (
    ANYWHERE,
    SHARED_ONLY,
    Act,
    BeachRefill,
    DeckDraw,
    DiscardBeach,
    DuelRefill,
    GameDeal,
    GameDiscard,
    GameOpen,
    NextTurn,
    PickCastle,
    PickTarget,
    Refill,
    SoloBeach,
    SwapGive,
    SwapTake,
    Turn,
)


def begin_turn(g: Catalogue, s: State, t: Turn, out: Events) -> None:
    seat = t.seat
    s.active = seat
    s.turn += 1
    s.last_loser = -1
    out.append(Event("turn_began", {"seat": seat, "final": s.anchor >= 0}))
    tasks: list[Task]
    if s.mode == "solo":  # SAND-61 steps 1-4, SAND-62
        tasks = [Act(seat, 1), Refill(seat), DiscardBeach()]
        tasks += [GameDeal()] * 3 + [GameOpen(i) for i in range(3)] + [GameDiscard()]
        tasks += [SoloBeach()] * 3 + [Refill(seat)]
    elif s.mode == "duel":  # SAND-68: two actions, then the refills of SAND-57
        tasks = [Act(seat, 1), DuelRefill(seat)]
    else:  # SAND-66
        tasks = [Act(seat, 1)]
    push(s.agenda, *tasks, NextTurn(seat))


def can_swap(g: Catalogue, s: State, seat: int) -> bool:
    """SAND-24: not in the final turns, a card in hand, and a card to take."""
    return not stopped(s) and bool(s.hands[seat]) and bool(s.beach or deck_count(s))


def act_options(g: Catalogue, s: State, t: Act) -> list[Action]:
    """SAND-24 with the tile of the action (SAND-66 step 5): every castle tile that can be
    built, every attack tile with a legal target, Swap; a 2-player second action builds and
    attacks on the shared castle only and may be skipped (SAND-54); solo has no Attack (SAND-61)."""
    seat = t.seat
    out = [g.card_action("build", c) for c in building.tiles_to_build(g, s, seat, t.nth)]
    if s.mode != "solo":
        out += [g.card_action("attack", c) for c in attacks.attack_tiles(g, s, seat, t.nth)]
    if can_swap(g, s, seat):
        out.append(g.kind_actions["swap"])
    if t.nth == 2:
        out.append(g.kind_actions["skip"])
    return out


def act_decision(g: Catalogue, s: State, t: Act) -> Decision:
    return Decision(t.seat, "act" if t.nth == 1 else "act_second", tuple(act_options(g, s, t)))


def act_live(g: Catalogue, s: State, t: Act) -> bool:
    """Two or more options (a quick path for the usual case: a castle tile and a Swap)."""
    if t.nth == 1 and can_swap(g, s, t.seat) and any(c < g.n_castle for c in s.hands[t.seat]):
        return True
    return len(act_options(g, s, t)) > 1


def act_single(g: Catalogue, s: State, t: Act, out: Events) -> None:
    """One legal action is taken without asking; none is a pass (SAND-24, AMB-29)."""
    options = act_options(g, s, t)
    if options:
        acted(g, s, t, t.seat, options[0], out)
    else:
        out.append(Event("passed", {"seat": t.seat}))


def acted(g: Catalogue, s: State, t: Act, seat: int, a: Action, out: Events) -> None:
    tasks: list[Task] = []
    if a.kind == "build":  # SAND-25: the tile leaves the hand, in view of all
        card = int_arg(a)
        s.hands[seat].remove(card)
        s.moving.append(card)
        out.append(Event("tile_chosen", {"seat": seat, "card": card}))
        tasks.append(PickCastle(seat, card, SHARED_ONLY if t.nth == 2 else ANYWHERE))
        if s.mode == "standard":  # SAND-28: the draw step, then the beach
            tasks += [Refill(seat), BeachRefill()]
    elif a.kind == "attack":  # SAND-26, SAND-31: played face up, then the target
        card = int_arg(a)
        s.hands[seat].remove(card)
        s.fight.append(card)
        tasks.append(PickTarget(seat, t.nth))
    elif a.kind == "swap":
        tasks += [SwapGive(seat), SwapTake(seat)]  # SAND-27 step 6: the turn ends after it
    else:
        out.append(Event("skipped", {"seat": seat}))
    if t.nth < g.game.numbers_for(s.n).actions and a.kind in ("build", "attack"):
        tasks.append(Act(seat, t.nth + 1))  # SAND-54: a second action follows (Appendix D)
    push(s.agenda, *tasks)


def next_turn(g: Catalogue, s: State, t: NextTurn, out: Events) -> None:
    """SAND-67: the game ends when play would pass to the anchor; else the seat on the left."""
    nxt = (t.seat + 1) % s.n
    if s.anchor >= 0 and nxt == s.anchor:
        s.outcome = "wave"
        out.append(Event("game_over", {"anchor_seat": s.anchor}))
        return
    begin_turn(g, s, Turn(nxt), out)


# ---- Swap (SAND-27) --------------------------------------------------------------------------
def give_options(g: Catalogue, s: State, t: SwapGive) -> list[Action]:
    return [g.card_action("give", c) for c in s.hands[t.seat]]


def give_decision(g: Catalogue, s: State, t: SwapGive) -> Decision:
    return Decision(t.seat, "swap_give", tuple(give_options(g, s, t)))


def given(g: Catalogue, s: State, t: SwapGive, seat: int, a: Action, out: Events) -> None:
    """Steps 1 and 3: face down onto the discard pile, seen by nobody else (AMB-13)."""
    card = int_arg(a)
    s.hands[seat].remove(card)
    s.discard.append(card)
    s.discarded_by.append(seat)
    out.append(
        Event("gave_up", {"seat": seat, "card": card}, visible_to=(seat,), redacted={"seat": seat})
    )


def take_options(g: Catalogue, s: State, t: SwapTake) -> list[Action]:
    out = [g.card_action("beach", c) for c in s.beach]
    if deck_count(s):
        out.append(g.kind_actions["deck"])
    return out


def take_decision(g: Catalogue, s: State, t: SwapTake) -> Decision:
    return Decision(t.seat, "swap_take", tuple(take_options(g, s, t)))


def taken(g: Catalogue, s: State, t: SwapTake, seat: int, a: Action, out: Events) -> None:
    """Steps 2, 4 and 5: a beach card (seen by all) or the deck top (seen by the taker)."""
    if a.kind == "beach":
        card = int_arg(a)
        s.beach.remove(card)
        s.hands[seat].append(card)
        out.append(Event("swapped_beach", {"seat": seat, "card": card}))
        if s.mode == "standard":  # at once; 2 players: at the end of the turn; solo: never
            push(s.agenda, BeachRefill())
    else:
        out.append(Event("swapped_deck", {"seat": seat}))
        push(s.agenda, DeckDraw(seat, False))
