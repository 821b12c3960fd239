"""Development and victory cards: owning a power, STEP-4 purchases (BF-7, BF-12, BF-25,
BF-110 to BF-113, BF-120, BF-130, BF-300, BF-314, BF-358).

A player owns the power of a development card once it is face up (bought, BF-111). In step 4
they may buy one of their own face-down cards, or the victory card once all four are face up
(BF-110), never paying more than they have (BF-112). Buying Lookout draws its extra movement
card at once (BF-314, BF-358). The first victory card bought makes this the final round (BF-120).
"""

from __future__ import annotations

from game.core import Action, Decision, Event
from game.core.agenda import Events

from .catalogue import Catalogue
from .model import State, str_arg
from .tasks import END_TURN, DrawMovement, Purchase, replace_top

BUY_VICTORY = Action("buy_victory")  # options without arguments, built once
PASS = Action("pass")


def has(g: Catalogue, s: State, seat: int, effect: str) -> bool:
    """Whether `seat` owns the face-up development card with `effect` (BF-111)."""
    k, card = g.dev_slot[effect]
    up = s.dev_up[seat]  # as long as the row (one flag per card); mostly face down
    return len(up) > k and up[k] and s.dev[seat][k] == card


def power_amount(g: Catalogue, s: State, seat: int, effect: str) -> int:
    """The amount a power adds for `seat`: its card's amount if owned, else 0 (BF-111)."""
    k, card = g.dev_slot[effect]  # `has`, inline: asked for every allowance
    up = s.dev_up[seat]
    return g.dev_amount[effect] if len(up) > k and up[k] and s.dev[seat][k] == card else 0


def victory_buyable(s: State, seat: int) -> bool:
    """BF-110: the victory card comes last, once every development card is face up."""
    return not s.victory_up[seat] and all(s.dev_up[seat]) and bool(s.dev_up[seat])


def purchase_options(g: Catalogue, s: State, t: Purchase) -> Decision:
    """BF-110, BF-112: one own face-down development card, or the victory card once all four
    are face up; never more than the player has; or pass."""
    a = t.seat
    options = [
        g.buy_actions[card]
        for card, up in zip(s.dev[a], s.dev_up[a], strict=True)
        if not up and g.dev_cost[card] <= s.wealth[a]
    ]
    if victory_buyable(s, a) and s.victory_cost[a] <= s.wealth[a]:
        options.append(BUY_VICTORY)
    options.append(PASS)
    return Decision(a, "purchase", tuple(options))


def buy(g: Catalogue, s: State, seat: int, a: Action, out: Events) -> None:
    """BF-111, AD-12: the card turns face up; Lookout draws its third card now (BF-314)."""
    card = str_arg(a, 0)
    i = s.dev[seat].index(card)
    cost = g.dev_cost[card]
    s.wealth[seat] -= cost
    s.dev_up[seat][i] = True
    out.append(Event("development_bought", {"seat": seat, "card": card, "cost": cost}, reveal=True))
    if g.dev_effect[card] == "lookout":  # BF-314, BF-358
        extra = g.dev_amount["lookout"] - g.hand_movement
        replace_top(s.agenda, Purchase, DrawMovement(seat, extra), END_TURN)
    else:
        replace_top(s.agenda, Purchase, END_TURN)


def buy_victory(g: Catalogue, s: State, seat: int, a: Action, out: Events) -> None:
    """BF-113, BF-130: pay the ransom; the first one bought starts the final round (BF-120)."""
    s.wealth[seat] -= s.victory_cost[seat]
    s.victory_up[seat] = True
    out.append(Event("victory_bought", {"seat": seat, "cost": s.victory_cost[seat]}))
    if not s.final_round:
        s.final_round = True
        out.append(Event("final_round", {"seat": seat, "round": s.round}))
    replace_top(s.agenda, Purchase, END_TURN)


def pass_purchase(g: Catalogue, s: State, seat: int, a: Action, out: Events) -> None:
    """BF-25: buying is optional."""
    replace_top(s.agenda, Purchase, END_TURN)
