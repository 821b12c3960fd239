"""Solo against the game: SAND-60 to SAND-65 and SAND-70 (the solo pool is dealt in setup.py).

After the player's action and draw (turns.py, deck.py), the beach is thrown away and the game
plays its turn: three face-up cards; each attack tile among them, in deal order, attacks one of
the player's tiles (the player chooses which); the player may counter, and the game escalates
with the first unspent attack tile of its hand that beats the player's card (AMB-25). Then the
rest of the game's hand is discarded, three new beach cards come and the player refills.
The player wins on holding every dealt bonus (bonuses.claim); the Big Wave loses (deck.py).
"""

from __future__ import annotations

from game.core import Action, Chance, Decision, Event, Events, Settled, push

from . import geometry as geo
from .catalogue import Catalogue, int_arg
from .deck import take_from_deck, top_card
from .model import State
from .tasks import (
    CheckCastle,
    DiscardBeach,
    GameDeal,
    GameDiscard,
    GameOpen,
    SoloBeach,
    SoloReply,
    SoloResolve,
    SoloTarget,
)

PLAYER = 0


def to_discard(s: State, cards: list[int]) -> None:
    """The game's discards: face up in solo (SAND-69)."""
    s.discard.extend(cards)
    s.discarded_by.extend([-1] * len(cards))


def discard_beach(g: Catalogue, s: State, t: DiscardBeach, out: Events) -> None:
    """SAND-61 step 3."""
    if s.beach:
        out.append(Event("beach_discarded", {"cards": list(s.beach)}))
        to_discard(s, s.beach)
        s.beach.clear()


def game_deal(g: Catalogue, s: State, t: GameDeal) -> Chance | Settled:
    return top_card(g, s)


def game_dealt(g: Catalogue, s: State, t: GameDeal, outcome: list[int], out: Events) -> None:
    """SAND-62 step 1 (the Big Wave ends the game: SAND-64)."""
    card = outcome[0]
    if take_from_deck(g, s, card, PLAYER, out):
        return
    s.game_hand.append(card)
    s.game_dealt.append(card)
    out.append(Event("game_dealt", {"card": card}))


def solo_targets(g: Catalogue, s: State, figure: int) -> list[tuple[int, int, int]]:
    """The player's tiles a game attack of `figure` may hit (SAND-31, SAND-32)."""
    beaten = g.beats[figure]
    out = []
    for castle in s.castles.values():
        for x, y, f in geo.targets_of(g, castle):
            if f == beaten:
                out.append((castle.cid, x, y))
    return out


def game_open(g: Catalogue, s: State, t: GameOpen, out: Events) -> None:
    """SAND-62 step 2: the card dealt `index`-th attacks, unless it is spent or finds no target
    (then it is cancelled but not spent, AMB-25)."""
    if t.index >= len(s.game_dealt):
        return
    card = s.game_dealt[t.index]
    if card not in s.game_hand or not g.is_attack(card):
        return
    if not solo_targets(g, s, g.figure[card]):
        out.append(Event("game_attack_cancelled", {"card": card}))
        return
    push(s.agenda, SoloTarget(card))


def target_options(g: Catalogue, s: State, t: SoloTarget) -> list[Action]:
    return [Action("target", (PLAYER, *c)) for c in solo_targets(g, s, g.figure[t.card])]


def target_decision(g: Catalogue, s: State, t: SoloTarget) -> Decision:
    return Decision(PLAYER, "solo_target", tuple(target_options(g, s, t)))


def target_chosen(g: Catalogue, s: State, t: SoloTarget, seat: int, a: Action, out: Events) -> None:
    """The player chooses which of their tiles is hit (AMB-25)."""
    cid, x, y = int_arg(a, 1), int_arg(a, 2), int_arg(a, 3)
    s.game_hand.remove(t.card)
    s.fight.append(t.card)
    hit = s.castles[cid].cells[(x, y)][-1] >> 4
    out.append(Event("game_attacked", {"card": t.card, "target": hit, "x": x, "y": y}))
    push(s.agenda, SoloReply(cid, x, y))


def answers(g: Catalogue, s: State) -> list[int]:
    last = g.figure[s.fight[-1]]
    return [c for c in s.hands[PLAYER] if g.is_attack(c) and g.beats[g.figure[c]] == last]


def reply_decision(g: Catalogue, s: State, t: SoloReply) -> Decision:
    options = [g.card_action("play", c) for c in answers(g, s)]
    return Decision(PLAYER, "solo_reply", (*options, g.kind_actions["decline"]))


def reply_live(g: Catalogue, s: State, t: SoloReply) -> bool:
    return bool(answers(g, s))


def reply_cannot(g: Catalogue, s: State, t: SoloReply, out: Events) -> None:
    out.append(Event("declined", {"seat": PLAYER}))  # AMB-41
    push(s.agenda, SoloResolve(t.cid, t.x, t.y))


def replied(g: Catalogue, s: State, t: SoloReply, seat: int, a: Action, out: Events) -> None:
    if a.kind == "decline":
        reply_cannot(g, s, t, out)
        return
    card = int_arg(a)
    s.hands[PLAYER].remove(card)
    s.fight.append(card)
    out.append(Event("countered", {"seat": PLAYER, "card": card, "cards": len(s.fight)}))
    figure = g.figure[card]
    for d in s.game_dealt:  # AMB-25: the first unspent one in deal order that beats it
        if d in s.game_hand and g.is_attack(d) and g.beats[g.figure[d]] == figure:
            s.game_hand.remove(d)
            s.fight.append(d)
            out.append(Event("game_escalated", {"card": d, "cards": len(s.fight)}))
            push(s.agenda, SoloReply(t.cid, t.x, t.y))
            return
    push(s.agenda, SoloResolve(t.cid, t.x, t.y))


def resolve(g: Catalogue, s: State, t: SoloResolve, out: Events) -> None:
    """The game played last: it takes the tile and discards it with the fight's tiles; the
    player played last: the fight's tiles go to the player's sandbank (AMB-25)."""
    if len(s.fight) % 2 == 1:
        cards = list(s.fight)
        s.fight.clear()
        to_discard(s, cards)
        castle = s.castles[t.cid]
        hit = geo.remove_top(castle, t.x, t.y)
        to_discard(s, [hit])
        out.append(Event("game_won_fight", {"cards": len(cards), "card": hit}))
        if not castle.cells:
            del s.castles[t.cid]
        else:
            push(s.agenda, CheckCastle(t.cid))  # SAND-37 step 2: it may complete
    else:
        out.append(Event("player_won_fight", {"seat": PLAYER, "cards": len(s.fight)}))
        s.banks[PLAYER].extend(s.fight)
        s.fight.clear()


def game_discard(g: Catalogue, s: State, t: GameDiscard, out: Events) -> None:
    """SAND-62 step 3."""
    if s.game_hand:
        out.append(Event("game_discarded", {"cards": list(s.game_hand)}))
        to_discard(s, s.game_hand)
    s.game_hand.clear()
    s.game_dealt.clear()


def beach_card(g: Catalogue, s: State, t: SoloBeach) -> Chance | Settled:
    return top_card(g, s)


def beach_dealt(g: Catalogue, s: State, t: SoloBeach, outcome: list[int], out: Events) -> None:
    """SAND-62 step 4."""
    card = outcome[0]
    if take_from_deck(g, s, card, PLAYER, out):
        return
    s.beach.append(card)
    out.append(Event("beach_dealt", {"card": card}))
