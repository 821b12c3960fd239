"""Windows and treasure tokens: M21-23, M21-90 to M21-93, M21-103 step 1, M21-172.

Windows W1 and W2 frame a placement turn, W3a and W3b a resolution turn (M21-23). A window is
offered only while its owner holds a token or a card (public counts, so being asked tells nobody
anything, M21-172); inside it the player uses one token or plays one card at a time, each fully
resolved, until "done". The henchman never has windows.
"""

from __future__ import annotations

from game.core import Action, Decision, Event, Events, push

from .cards import amounts, card_playable, play_card
from .catalogue import Catalogue
from .model import MState, int_arg, str_arg
from .resources import gain_d, gain_pp, gain_rum, pay_d
from .tasks import DrawJewel, Exchange, Window

DECISION_KIND = {"W1": "window_w1", "W2": "window_w2", "W3a": "window_w3a", "W3b": "window_w3b"}


def window_live(g: Catalogue, s: MState, t: Window) -> bool:
    """M21-172: offered on public counts alone."""
    return bool(s.treasures[t.seat]) or bool(s.cards[t.seat])


def window_skip(g: Catalogue, s: MState, t: Window, out: Events) -> None:
    """M21-172: a window nobody can use is skipped silently."""
    return None


def window_options(g: Catalogue, s: MState, t: Window) -> Decision:
    """M21-90, M21-172: every held token, the playable cards, done."""
    seat = t.seat
    options = [g.token_actions[x] for x in s.treasures[seat]]
    options += [g.card_actions[c] for c in s.cards[seat] if card_playable(g, s, seat, c, t.window)]
    options.append(g.done_action)
    return Decision(seat, DECISION_KIND[t.window], tuple(options))


def window(g: Catalogue, s: MState, t: Window, seat: int, a: Action, out: Events) -> None:
    """M21-90: one token or card at a time, then the window is offered again."""
    if a.kind == "done":
        return
    push(s.agenda, t)  # the window stays open
    if a.kind == "use_token":
        use_token(g, s, out, seat, str_arg(a))
    else:
        play_card(g, s, out, seat, str_arg(a))


# ---- treasure tokens (M21-91 to M21-93) ----------------------------------------------------------
def use_token(
    g: Catalogue, s: MState, out: Events, seat: int, token_id: str, scoring: bool = False
) -> None:
    token = g.treasure[token_id]
    s.treasures[seat].remove(token_id)
    s.treasures_gone.append(token_id)
    out.append(Event("token_used", {"seat": seat, "token": token_id}, reveal=True))
    kind = token.kind
    if kind == "rum":
        if not scoring:  # M21-103 step 1: void at scoring
            gain_rum(g, s, out, seat, token.amount, token_id)
    elif kind == "doubloons":
        gain_d(g, s, out, seat, token.amount, token_id)
    elif kind == "prestige":
        gain_pp(g, s, out, seat, token.amount, token_id)
    elif kind == "exchange":
        if min(token.amount, s.d[seat]) > 0:
            push(s.agenda, Exchange(seat, token_id))
    else:
        for _ in range(token.amount):
            push(s.agenda, DrawJewel(seat))


def exchange_limit(g: Catalogue, s: MState, seat: int, token_id: str) -> int:
    """M21-92: up to the token's amount, and the doubloons held."""
    return min(g.treasure[token_id].amount, s.d[seat])


def exchange_options(g: Catalogue, s: MState, t: Exchange) -> Decision:
    """M21-92: 0 up to the limit."""
    return Decision(t.seat, "amount_exchange", amounts(exchange_limit(g, s, t.seat, t.token)))


def exchange(g: Catalogue, s: MState, t: Exchange, seat: int, a: Action, out: Events) -> None:
    """M21-92: k D for k x the exchange rate in PP."""
    k = int_arg(a)
    pay_d(g, s, out, seat, k, t.token)
    gain_pp(g, s, out, seat, k * g.content.exchange_rate, t.token)
