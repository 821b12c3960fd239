"""The deck, the beach and the Big Wave: SAND-28 to SAND-30, SAND-38 (who draws first is the
caller's), SAND-47 to SAND-49, and the hidden bottom of SAND-8 step 4.

Every card taken from the deck is a chance step drawn from what remains. The Big Wave lies
among the bottom 11 cards (SAND-8 step 4: the bottom 10 plus the wave, shuffled): so while
more than 10 ordinary cards remain, the top card is one of them, and once 10 or fewer remain,
the Big Wave is one of the candidates like any other. Drawing uniformly from those candidates
gives the Big Wave a uniform place among the last 11 cards, exactly as the physical shuffle,
and the deck never has an order anybody could read (SAND-69: its depth is hidden).
"""

from __future__ import annotations

from game.core import Action, Chance, Decision, Event, Events, Settled, push

from .catalogue import Catalogue, int_arg
from .model import State
from .tasks import BeachDeal, BeachRefill, DeckDraw, Draw, Refill


def deck_items(g: Catalogue, s: State) -> tuple[int, ...]:
    """The cards the top of the deck can be (SAND-8 step 4, see the module docstring)."""
    if s.wave_in_deck and len(s.deck) <= g.wave_bottom:
        return (*s.deck, g.wave)
    return tuple(s.deck)


def deck_count(s: State) -> int:
    return len(s.deck) + (1 if s.wave_in_deck else 0)


def top_card(g: Catalogue, s: State) -> Chance | Settled:
    items = deck_items(g, s)
    if len(items) == 1:
        return Settled([items[0]])
    return Chance.draw(items)


def stopped(s: State) -> bool:
    """No card may enter a hand or the beach any more: the Big Wave has appeared (SAND-47,
    SAND-48: every later turn is a final turn) or the game is over."""
    return s.anchor >= 0 or bool(s.outcome)


def take_from_deck(g: Catalogue, s: State, card: int, revealer: int, out: Events) -> bool:
    """Remove `card` from the deck; True if it was the Big Wave (then SAND-47 applies)."""
    if card == g.wave:
        reveal_wave(g, s, revealer, out)
        return True
    s.deck.remove(card)
    return False


def reveal_wave(g: Catalogue, s: State, revealer: int, out: Events) -> None:
    """SAND-47: the Big Wave lies in front of its revealer, and all drawing stops. The anchor
    is the active player (SAND-49). In solo the game ends at once and is lost (SAND-64)."""
    s.wave_in_deck = False
    s.wave_seat = revealer
    s.wave_left = len(s.deck)
    if s.mode == "solo":
        s.outcome = "solo_lost"
        s.agenda.clear()
        out.append(Event("solo_lost", {"seat": 0, "held": len(s.holder)}, reveal=True))
        return
    s.anchor = s.active
    out.append(Event("big_wave", {"seat": revealer, "anchor_seat": s.active}, reveal=True))


# ---- refilling a hand: one decision per card (SAND-28, SAND-38, SAND-57, SAND-62 step 5) ----
def refill(g: Catalogue, s: State, t: Refill, out: Events) -> None:
    draw_more(s, t.seat)


def draw_more(s: State, seat: int) -> None:
    """One more card while the hand is short (SAND-29, AMB-33), unless drawing has stopped."""
    if not stopped(s) and len(s.hands[seat]) < s.hand_limit:
        s.agenda.append(Draw(seat))


def draw_options(g: Catalogue, s: State, t: Draw) -> list[Action]:
    """Any face-up beach card, or the top of the deck (SAND-28)."""
    return [g.card_action("beach", c) for c in s.beach] + [g.kind_actions["deck"]]


def draw_decision(g: Catalogue, s: State, t: Draw) -> Decision:
    return Decision(t.seat, "draw", tuple(draw_options(g, s, t)))


def draw_live(g: Catalogue, s: State, t: Draw) -> bool:
    return bool(s.beach)  # an empty beach leaves only the deck: no question


def draw_from_deck(g: Catalogue, s: State, t: Draw, out: Events) -> None:
    s.agenda.append(DeckDraw(t.seat, True))


def draw_answer(g: Catalogue, s: State, t: Draw, seat: int, a: Action, out: Events) -> None:
    if a.kind == "beach":
        card = int_arg(a)
        s.beach.remove(card)
        s.hands[seat].append(card)
        out.append(Event("took_beach", {"seat": seat, "card": card}))
        draw_more(s, seat)
    else:
        s.agenda.append(DeckDraw(seat, True))


def deck_draw(g: Catalogue, s: State, t: DeckDraw) -> Chance | Settled:
    return top_card(g, s)


def deck_drawn(g: Catalogue, s: State, t: DeckDraw, outcome: list[int], out: Events) -> None:
    card = outcome[0]
    if take_from_deck(g, s, card, t.seat, out):  # SAND-30: the hand stays one short
        return
    s.hands[t.seat].append(card)
    out.append(
        Event(
            "drew",
            {"seat": t.seat, "card": card},
            visible_to=(t.seat,),
            redacted={"seat": t.seat},
            reveal=True,
        )
    )
    if t.refill:
        draw_more(s, t.seat)


# ---- the beach (SAND-28: refilled to 3 once the drawing is over) -----------------------------
def beach_refill(g: Catalogue, s: State, t: BeachRefill, out: Events) -> None:
    if not stopped(s) and len(s.beach) < g.beach_size:
        push(s.agenda, BeachDeal(), BeachRefill())


def beach_deal(g: Catalogue, s: State, t: BeachDeal) -> Chance | Settled:
    return top_card(g, s)


def beach_dealt(g: Catalogue, s: State, t: BeachDeal, outcome: list[int], out: Events) -> None:
    card = outcome[0]
    if take_from_deck(g, s, card, s.active, out):  # SAND-47: the revealer is the active seat
        return
    s.beach.append(card)
    out.append(Event("beach_dealt", {"card": card}))
