"""FLOW: the table of contents of Sandcastles. Which task asks (and who), which draws, which
runs by itself, and which function takes each answer.

The digest's rule for every decision (section 0): if only one option exists, the engine applies
it without asking. So most decisions are registered with `live` (more than one option) and a
`skip` that applies the single option; the few exceptions say so (a fight answer is always
asked when the seat can answer, because DECLINE is an option too, SAND-33).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from game.core import Action, Decision, Events, Flow, Task

from . import attacks, bonuses, building, deck, setup, shared, solo, turns
from .catalogue import Catalogue
from .model import State
from .tasks import (
    Act,
    BeachDeal,
    BeachRefill,
    CheckCastle,
    ChooseMaterial,
    Claim,
    Deal,
    DealBonuses,
    DeckDraw,
    DiscardBeach,
    Draw,
    DuelRefill,
    FirstPlayer,
    GameDeal,
    GameDiscard,
    GameOpen,
    NextTurn,
    PickCastle,
    PickCell,
    PickTarget,
    PickWalls,
    Refill,
    Reply,
    Resolve,
    SoloBeach,
    SoloReply,
    SoloResolve,
    SoloTarget,
    SwapGive,
    SwapTake,
    Turn,
)

FLOW: Flow[Catalogue, State] = Flow("sandcastles")
T = TypeVar("T", bound=Task)

Options = Callable[[Catalogue, State, T], list[Action]]
Answer = Callable[[Catalogue, State, T, int, Action, Events], None]


def ask_one(
    kind: type[T],
    options: Options[T],
    decision: Callable[[Catalogue, State, T], Decision],
    answer: Answer[T],
    seat: Callable[[T], int],
    several: Callable[[Catalogue, State, T], bool] | None = None,
) -> None:
    """Register a decision that is put to its seat only when it has two or more options
    (`several`: a quicker test of that than counting the options)."""

    def live(g: Catalogue, s: State, t: T) -> bool:
        if several is not None:
            return several(g, s, t)
        return len(options(g, s, t)) > 1

    def single(g: Catalogue, s: State, t: T, out: Events) -> None:
        answer(g, s, t, seat(t), options(g, s, t)[0], out)

    FLOW.asks(kind, live=live, skip=single)(decision)
    FLOW.answers(kind)(answer)


# ---- setup ----------------------------------------------------------------------------------
FLOW.draws(Deal)(setup.deal)
FLOW.resolves(Deal)(setup.dealt)
FLOW.draws(DealBonuses)(setup.deal_bonuses)
FLOW.resolves(DealBonuses)(setup.bonuses_dealt)
FLOW.draws(FirstPlayer)(setup.first_player)
FLOW.resolves(FirstPlayer)(setup.first_chosen)

# ---- turns ----------------------------------------------------------------------------------
FLOW.runs(Turn)(turns.begin_turn)
FLOW.asks(Act, live=turns.act_live, skip=turns.act_single)(turns.act_decision)
FLOW.answers(Act)(turns.acted)
FLOW.runs(NextTurn)(turns.next_turn)
FLOW.runs(DuelRefill)(shared.end_of_turn_refill)
ask_one(SwapGive, turns.give_options, turns.give_decision, turns.given, lambda t: t.seat)
ask_one(SwapTake, turns.take_options, turns.take_decision, turns.taken, lambda t: t.seat)

# ---- building -------------------------------------------------------------------------------
ask_one(
    PickCastle,
    building.castle_options,
    building.castle_decision,
    building.castle_chosen,
    lambda t: t.seat,
    building.castle_several,
)
ask_one(
    PickCell,
    building.cell_options,
    building.cell_decision,
    building.cell_chosen,
    lambda t: t.seat,
    building.cell_several,
)
ask_one(
    PickWalls,
    building.walls_options,
    building.walls_decision,
    building.walls_chosen,
    lambda t: t.seat,
)

# ---- completion and bonuses -----------------------------------------------------------------
FLOW.runs(CheckCastle)(bonuses.check_castle)
FLOW.asks(ChooseMaterial)(bonuses.material_decision)  # always two or more options
FLOW.answers(ChooseMaterial)(bonuses.material_chosen)
FLOW.runs(Claim)(bonuses.claim)

# ---- attacks --------------------------------------------------------------------------------
ask_one(
    PickTarget,
    attacks.target_options,
    attacks.target_decision,
    attacks.target_chosen,
    lambda t: t.seat,
)
FLOW.asks(Reply, live=attacks.reply_live, skip=attacks.reply_cannot)(attacks.reply_decision)
FLOW.answers(Reply)(attacks.replied)
FLOW.runs(Resolve)(attacks.resolve)

# ---- drawing --------------------------------------------------------------------------------
FLOW.runs(Refill)(deck.refill)
FLOW.asks(Draw, live=deck.draw_live, skip=deck.draw_from_deck)(deck.draw_decision)
FLOW.answers(Draw)(deck.draw_answer)
FLOW.draws(DeckDraw)(deck.deck_draw)
FLOW.resolves(DeckDraw)(deck.deck_drawn)
FLOW.runs(BeachRefill)(deck.beach_refill)
FLOW.draws(BeachDeal)(deck.beach_deal)
FLOW.resolves(BeachDeal)(deck.beach_dealt)

# ---- solo -----------------------------------------------------------------------------------
FLOW.runs(DiscardBeach)(solo.discard_beach)
FLOW.draws(GameDeal)(solo.game_deal)
FLOW.resolves(GameDeal)(solo.game_dealt)
FLOW.runs(GameOpen)(solo.game_open)
ask_one(
    SoloTarget, solo.target_options, solo.target_decision, solo.target_chosen, lambda t: solo.PLAYER
)
FLOW.asks(SoloReply, live=solo.reply_live, skip=solo.reply_cannot)(solo.reply_decision)
FLOW.answers(SoloReply)(solo.replied)
FLOW.runs(SoloResolve)(solo.resolve)
FLOW.runs(GameDiscard)(solo.game_discard)
FLOW.draws(SoloBeach)(solo.beach_card)
FLOW.resolves(SoloBeach)(solo.beach_dealt)
