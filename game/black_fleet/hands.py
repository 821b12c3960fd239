"""Hands and draws: drawing, reshuffling, the hand limit and discards (BF-15, BF-16, BF-92,
BF-93, BF-100 to BF-103, BF-160f, BF-305, BF-314, AD-8, AD-23, AD-31).

Every draw takes the top card of its pile (BF-160); when a pile runs out in the middle of a draw
its discard pile is shuffled into a new one, a chance step (BF-103, BF-160f), and the draw goes
on; with both empty the rest of the draw is lost. A player keeps at most 3 fortune cards, 4 with
the Lucky Charm (BF-92, BF-305), checked once a whole draw effect is done (AD-8, AD-31).
"""

from __future__ import annotations

from typing import Any

from game.core import Action, Chance, Decision, Event, Settled
from game.core.agenda import Events

from .catalogue import Catalogue
from .development import has
from .model import State, str_arg
from .tasks import DiscardSymbol, DrawFortune, DrawMovement, HandLimit


def hand_limit(g: Catalogue, s: State, seat: int) -> int:
    """BF-92: 3 fortune cards, 4 with Lucky Charm (BF-305)."""
    if has(g, s, seat, "lucky_charm"):
        return g.dev_amount["lucky_charm"]
    return g.fortune_limit


def movement_hand_size(g: Catalogue, s: State, seat: int) -> int:
    """BF-100: 2 movement cards, 3 with Lookout (BF-314)."""
    if has(g, s, seat, "lookout"):
        return g.dev_amount["lookout"]
    return g.hand_movement


# ---- drawing ---------------------------------------------------------------------------------
def draw_movement(s: State, seat: int, out: Events) -> None:
    """The top movement card to `seat`'s hand (only they see which, BF-93)."""
    card = s.mpile.pop()
    s.mhand[seat].append(card)
    out.append(
        Event(
            "movement_drawn",
            {"seat": seat, "card": card},
            visible_to=(seat,),
            redacted={"seat": seat},
            reveal=True,
        )
    )


def draw_fortune(s: State, seat: int, out: Events) -> None:
    """The top fortune card to `seat`'s hand (only they see which, BF-93)."""
    card = s.fpile.pop()
    s.fhand[seat].append(card)
    out.append(
        Event(
            "fortune_drawn",
            {"seat": seat, "card": card},
            visible_to=(seat,),
            redacted={"seat": seat},
            reveal=True,
        )
    )


def movement_reshuffle(g: Catalogue, s: State, t: DrawMovement) -> Chance | Settled:
    """BF-103: a chance step only when the pile is empty with cards left to draw and a
    discard pile to shuffle; otherwise the draw is settled (outcome None)."""
    if t.left > 0 and not s.mpile and s.mdisc:
        return Chance.shuffle(s.mdisc)
    return Settled(None)


def movement_drawn(g: Catalogue, s: State, t: DrawMovement, outcome: Any, out: Events) -> None:
    """Draw from the pile (after reshuffling the discard pile when `outcome` is its new
    order); a draw interrupted by an empty pile waits for the reshuffle."""
    if outcome is not None:
        s.mpile, s.mdisc = list(reversed(outcome)), []
        out.append(Event("deck_reshuffled", {"deck": "movement"}))
        s.agenda.append(t)
        return
    left = t.left
    while left > 0 and s.mpile:
        draw_movement(s, t.seat, out)
        left -= 1
    if left > 0 and s.mdisc:
        s.agenda.append(DrawMovement(t.seat, left))


def fortune_reshuffle(g: Catalogue, s: State, t: DrawFortune) -> Chance | Settled:
    """BF-103 for the fortune pile (see movement_reshuffle)."""
    if t.left > 0 and not s.fpile and s.fdisc:
        return Chance.shuffle(s.fdisc)
    return Settled(None)


def fortune_drawn(g: Catalogue, s: State, t: DrawFortune, outcome: Any, out: Events) -> None:
    """BF-101, BF-216: draw fortune cards (see movement_drawn)."""
    if outcome is not None:
        s.fpile, s.fdisc = list(reversed(outcome)), []
        out.append(Event("deck_reshuffled", {"deck": "fortune"}))
        s.agenda.append(t)
        return
    left = t.left
    while left > 0 and s.fpile:
        draw_fortune(s, t.seat, out)
        left -= 1
    if left > 0 and s.fdisc:
        s.agenda.append(DrawFortune(t.seat, left))


# ---- discards --------------------------------------------------------------------------------
def discard_options(s: State, seat: int) -> tuple[Action, ...]:
    return tuple(Action("discard", (card,)) for card in sorted(dict.fromkeys(s.fhand[seat])))


def discard(g: Catalogue, s: State, seat: int, a: Action, out: Events) -> None:
    """BF-92 (hand limit) and BF-101 (discard symbol): face up on the discard pile."""
    card = str_arg(a, 0)
    s.fhand[seat].remove(card)
    s.fdisc.append(card)
    out.append(Event("fortune_discarded", {"seat": seat, "card": card}, reveal=True))


def over_limit(g: Catalogue, s: State, t: HandLimit) -> bool:
    return len(s.fhand[t.seat]) > hand_limit(g, s, t.seat)


def within_limit(g: Catalogue, s: State, t: HandLimit, out: Events) -> None:
    """BF-92: nothing to discard."""


def limit_decision(g: Catalogue, s: State, t: HandLimit) -> Decision:
    return Decision(t.seat, "discard_limit", discard_options(s, t.seat))


def limit_discard(g: Catalogue, s: State, t: HandLimit, seat: int, a: Action, out: Events) -> None:
    """BF-92: one card at a time; the task stays until the hand is within the limit."""
    discard(g, s, seat, a, out)


def holds_fortune(g: Catalogue, s: State, t: DiscardSymbol) -> bool:
    return bool(s.fhand[t.seat])


def no_fortune(g: Catalogue, s: State, t: DiscardSymbol, out: Events) -> None:
    """BF-101: with no fortune card the symbol does nothing."""


def symbol_decision(g: Catalogue, s: State, t: DiscardSymbol) -> Decision:
    return Decision(t.seat, "discard_symbol", discard_options(s, t.seat))


def symbol_discard(
    g: Catalogue, s: State, t: DiscardSymbol, seat: int, a: Action, out: Events
) -> None:
    """BF-101: discard one fortune card."""
    discard(g, s, seat, a, out)
