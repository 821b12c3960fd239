"""Hands and draws: drawing, reshuffling, the hand limit and discards (BF-15, BF-16, BF-92,
BF-93, BF-100 to BF-103, BF-160f, BF-305, BF-314, AD-8, AD-23, AD-31).

Every draw takes the top card of its pile (BF-160); when a pile runs out in the middle of a draw
its discard pile is shuffled into a new one, a chance step (BF-103, BF-160f), and the draw goes
on; with both empty the rest of the draw is lost. A player keeps at most 3 fortune cards, 4 with
the Lucky Charm (BF-92, BF-305), checked once a whole draw effect is done (AD-8, AD-31).
"""

from __future__ import annotations

from dataclasses import replace
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
def draw_card(pile: list[str], hand: list[str], seat: int, event: str, out: Events) -> None:
    """The top card of `pile` to `seat`'s `hand` (only they see which, BF-93)."""
    card = pile.pop()
    hand.append(card)
    out.append(
        Event(
            event,
            {"seat": seat, "card": card},
            visible_to=(seat,),
            redacted={"seat": seat},
            reveal=True,
        )
    )


def draw_movement(s: State, seat: int, out: Events) -> None:
    """BF-16, BF-100: the top movement card."""
    draw_card(s.mpile, s.mhand[seat], seat, "movement_drawn", out)


def draw_fortune(s: State, seat: int, out: Events) -> None:
    """BF-15, BF-101: the top fortune card."""
    draw_card(s.fpile, s.fhand[seat], seat, "fortune_drawn", out)


SETTLED = Settled(None)  # a draw with nothing left to chance (made once: every draw asks)


def _reshuffle(left: int, pile: list[str], disc: list[str]) -> Chance | Settled:
    """BF-103: a chance step only when the pile is empty with cards left to draw and a
    discard pile to shuffle; otherwise the draw is settled (outcome None)."""
    if left > 0 and not pile and disc:
        return Chance.shuffle(disc)
    return SETTLED


def _drawn(
    s: State,
    t: DrawMovement | DrawFortune,
    outcome: Any,
    piles: tuple[list[str], list[str], list[str]],
    deck: str,
    out: Events,
) -> None:
    """Draw from the pile (after shuffling the discard pile into it when `outcome` is its new
    order); a draw the pile cannot finish waits for the reshuffle (BF-103)."""
    pile, disc, hand = piles
    if outcome is not None:
        pile[:] = reversed(outcome)  # the last card of a pile is its top
        disc.clear()
        out.append(Event("deck_reshuffled", {"deck": deck}))
        s.agenda.append(t)
        return
    left = t.left
    while left > 0 and pile:
        draw_card(pile, hand, t.seat, f"{deck}_drawn", out)
        left -= 1
    if left > 0 and disc:
        s.agenda.append(replace(t, left=left))


def movement_reshuffle(g: Catalogue, s: State, t: DrawMovement) -> Chance | Settled:
    """BF-103, BF-160f: the movement discard pile becomes the draw pile."""
    return _reshuffle(t.left, s.mpile, s.mdisc)


def movement_drawn(g: Catalogue, s: State, t: DrawMovement, outcome: Any, out: Events) -> None:
    """BF-100, BF-314: draw movement cards."""
    _drawn(s, t, outcome, (s.mpile, s.mdisc, s.mhand[t.seat]), "movement", out)


def fortune_reshuffle(g: Catalogue, s: State, t: DrawFortune) -> Chance | Settled:
    """BF-103, BF-160f: the fortune discard pile becomes the draw pile."""
    return _reshuffle(t.left, s.fpile, s.fdisc)


def fortune_drawn(g: Catalogue, s: State, t: DrawFortune, outcome: Any, out: Events) -> None:
    """BF-101, BF-216: draw fortune cards."""
    _drawn(s, t, outcome, (s.fpile, s.fdisc, s.fhand[t.seat]), "fortune", out)


# ---- discards --------------------------------------------------------------------------------
def discard_options(s: State, seat: int) -> tuple[Action, ...]:
    """BF-92, BF-101: one option per distinct fortune card in hand."""
    return tuple(Action("discard", (card,)) for card in sorted(dict.fromkeys(s.fhand[seat])))


def discard(g: Catalogue, s: State, seat: int, a: Action, out: Events) -> None:
    """BF-92 (hand limit) and BF-101 (discard symbol): face up on the discard pile."""
    card = str_arg(a, 0)
    s.fhand[seat].remove(card)
    s.fdisc.append(card)
    out.append(Event("fortune_discarded", {"seat": seat, "card": card}, reveal=True))


def over_limit(g: Catalogue, s: State, t: HandLimit) -> bool:
    """BF-92: a discard is asked only above the limit."""
    return len(s.fhand[t.seat]) > hand_limit(g, s, t.seat)


def within_limit(g: Catalogue, s: State, t: HandLimit, out: Events) -> None:
    """BF-92: nothing to discard."""


def limit_decision(g: Catalogue, s: State, t: HandLimit) -> Decision:
    """BF-92: the owner chooses which card goes."""
    return Decision(t.seat, "discard_limit", discard_options(s, t.seat))


def limit_discard(g: Catalogue, s: State, t: HandLimit, seat: int, a: Action, out: Events) -> None:
    """BF-92: one card at a time; the task stays until the hand is within the limit."""
    discard(g, s, seat, a, out)


def holds_fortune(g: Catalogue, s: State, t: DiscardSymbol) -> bool:
    """BF-101: the symbol asks only a player holding a fortune card."""
    return bool(s.fhand[t.seat])


def no_fortune(g: Catalogue, s: State, t: DiscardSymbol, out: Events) -> None:
    """BF-101: with no fortune card the symbol does nothing."""


def symbol_decision(g: Catalogue, s: State, t: DiscardSymbol) -> Decision:
    """BF-101: the owner chooses which card goes."""
    return Decision(t.seat, "discard_symbol", discard_options(s, t.seat))


def symbol_discard(
    g: Catalogue, s: State, t: DiscardSymbol, seat: int, a: Action, out: Events
) -> None:
    """BF-101: discard one fortune card."""
    discard(g, s, seat, a, out)
