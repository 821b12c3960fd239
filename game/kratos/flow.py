"""FLOW: the table of contents of Kratos. Which tasks ask (decisions), draw (chance steps) or run
(automatic), and which function takes each answer and each standing action."""

from __future__ import annotations

from game.core import Action, Decision, Events
from game.core.agenda import Flow

from . import (
    cargo,
    diplomacy,
    endings,
    generator,
    movement,
    plays,
    production,
    setup,
    shooting,
    turns,
)
from .catalogue import Catalogue
from .model import State
from .tasks import (
    Answer,
    BeginPlay,
    Cargo,
    ChoosePlay,
    Consent,
    DealCards,
    DealIslands,
    Diplomacy,
    DrawExtra,
    DrawOrder,
    DueDeals,
    EndTurn,
    Farewell,
    FarewellAmount,
    Honour,
    HostStop,
    Move,
    PieceMenu,
    PlaceIsland,
    Placement,
    Produce,
    Reveal,
    Shoot,
    Shot,
    SpeedRoll,
    StartTurn,
    Steel,
)

FLOW: Flow[Catalogue, State] = Flow("kratos")

# ---- setup (5.3, 5.4) -------------------------------------------------------------------------
FLOW.draws(PlaceIsland)(generator.draw_island)
FLOW.resolves(PlaceIsland)(generator.island_drawn)
FLOW.draws(DrawExtra)(setup.draw_extra)
FLOW.resolves(DrawExtra)(setup.extra_drawn)
FLOW.draws(DealCards)(setup.deal_cards)
FLOW.resolves(DealCards)(setup.cards_dealt)
FLOW.draws(DealIslands)(setup.deal_islands)
FLOW.resolves(DealIslands)(setup.islands_dealt)
FLOW.asks(Placement, live=setup.placement_live, skip=setup.placement_skip)(
    setup.placement_decisions
)
FLOW.answers(Placement, pops=False)(setup.placed)
FLOW.runs(Reveal)(setup.reveal)
FLOW.draws(DrawOrder)(setup.draw_order)
FLOW.resolves(DrawOrder)(setup.order_drawn)
FLOW.runs(BeginPlay)(setup.begin)

# ---- the turn (section 3) ---------------------------------------------------------------------
FLOW.runs(StartTurn)(turns.start_turn)
FLOW.draws(SpeedRoll)(turns.roll_speed)
FLOW.resolves(SpeedRoll)(turns.speed_rolled)
FLOW.runs(DueDeals)(diplomacy.due_deals)
FLOW.runs(EndTurn)(turns.end_turn)


def _honour(g: Catalogue, s: State, t: Honour) -> Decision:
    return Decision(t.seat, "honour", tuple(diplomacy.honour_options(g, s, t)))


def _honoured(g: Catalogue, s: State, t: Honour, seat: int, a: Action, out: Events) -> None:
    diplomacy.honour(g, s, t, a, out)


def _honour_skip(g: Catalogue, s: State, t: Honour, out: Events) -> None:
    return None


FLOW.asks(Honour, live=diplomacy.honour_live, skip=_honour_skip)(_honour)
FLOW.answers(Honour)(_honoured)


def _diplomacy(g: Catalogue, s: State, t: Diplomacy) -> Decision:
    return Decision(t.seat, "diplomacy", tuple(diplomacy.diplomacy_options(g, s, t)))


FLOW.asks(Diplomacy, live=diplomacy.diplomacy_live, skip=diplomacy.diplomacy_skip)(_diplomacy)
FLOW.answers(Diplomacy)(diplomacy.proposed)


def _choose_live(g: Catalogue, s: State, t: ChoosePlay) -> bool:
    """K-25: the turn ends by itself when nothing is left to play; a PASSIVE seat always passes
    (section 7)."""
    return s.seat_kind[t.seat] != "passive" and plays.has_eligible(g, s, t.seat)


def _choose_skip(g: Catalogue, s: State, t: ChoosePlay, out: Events) -> None:
    return None


def _choose(g: Catalogue, s: State, t: ChoosePlay) -> Decision:
    return Decision(t.seat, "choose_play", tuple(plays.choose_options(g, s, t.seat)))


def _chosen(g: Catalogue, s: State, t: ChoosePlay, seat: int, a: Action, out: Events) -> None:
    plays.choose(g, s, seat, a, out)


FLOW.asks(ChoosePlay, live=_choose_live, skip=_choose_skip)(_choose)
FLOW.answers(ChoosePlay)(_chosen)


def _menu(g: Catalogue, s: State, t: PieceMenu) -> Decision:
    return Decision(t.seat, "piece_menu", tuple(plays.menu_options(g, s, t.seat, t.piece)))


def _menu_answer(g: Catalogue, s: State, t: PieceMenu, seat: int, a: Action, out: Events) -> None:
    plays.menu(g, s, t, a, out)


def _menu_live(g: Catalogue, s: State, t: PieceMenu) -> bool:
    return t.piece in s.pieces and t.piece not in s.played


def _menu_skip(g: Catalogue, s: State, t: PieceMenu, out: Events) -> None:
    return None


FLOW.asks(PieceMenu, live=_menu_live, skip=_menu_skip)(_menu)
FLOW.answers(PieceMenu)(_menu_answer)


def _consent(g: Catalogue, s: State, t: Consent) -> Decision:
    return Decision(t.seat, "consent", CONSENT)


CONSENT = (Action("accept_gift"), Action("decline_gift"))


def _consented(g: Catalogue, s: State, t: Consent, seat: int, a: Action, out: Events) -> None:
    plays.consent(g, s, t, a, out)


def _consent_live(g: Catalogue, s: State, t: Consent) -> bool:
    return t.piece in s.pieces and s.alive(t.seat)


def _consent_skip(g: Catalogue, s: State, t: Consent, out: Events) -> None:
    return None


FLOW.asks(Consent, live=_consent_live, skip=_consent_skip)(_consent)
FLOW.answers(Consent)(_consented)

# ---- the parts of a play ----------------------------------------------------------------------
FLOW.asks(Cargo, live=cargo.cargo_live, skip=cargo.cargo_skip)(cargo.ask_cargo)
FLOW.answers(Cargo)(cargo.cargo_answered)
FLOW.asks(Move, live=movement.move_live, skip=movement.move_lapsed)(movement.ask_move)
FLOW.answers(Move)(movement.moved)
FLOW.asks(Shoot, live=shooting.shoot_live, skip=shooting.shot_lapsed)(shooting.ask_shoot)
FLOW.answers(Shoot)(shooting.aimed)
FLOW.draws(Shot)(shooting.roll_shot)
FLOW.resolves(Shot)(shooting.shot_rolled)
FLOW.asks(Produce, live=production.produce_live, skip=production.produce_skip)(
    production.ask_produce
)
FLOW.answers(Produce)(production.produced)
FLOW.asks(Steel, live=production.steel_live, skip=production.steel_skip)(production.ask_steel)
FLOW.answers(Steel)(production.steel_spent)


# ---- out of turn ------------------------------------------------------------------------------
def _answer(g: Catalogue, s: State, t: Answer) -> Decision:
    return Decision(t.seat, "answer", tuple(diplomacy.answer_options(g, s, t)))


def _answer_skip(g: Catalogue, s: State, t: Answer, out: Events) -> None:
    return None


FLOW.asks(Answer, live=diplomacy.answer_live, skip=_answer_skip)(_answer)
FLOW.answers(Answer)(diplomacy.answered)


def _farewell(g: Catalogue, s: State, t: Farewell) -> Decision:
    return Decision(t.seat, "farewell", tuple(diplomacy.farewell_options(g, s, t)))


def _farewell_amount(g: Catalogue, s: State, t: FarewellAmount) -> Decision:
    return Decision(t.seat, "farewell_amount", tuple(diplomacy.farewell_amounts(g, s, t)))


FLOW.asks(Farewell, live=diplomacy.farewell_live, skip=diplomacy.farewell_skip)(_farewell)
FLOW.answers(Farewell)(diplomacy.farewell)
FLOW.asks(FarewellAmount, live=diplomacy.farewell_live, skip=diplomacy.farewell_skip)(
    _farewell_amount
)
FLOW.answers(FarewellAmount)(diplomacy.farewell_given)


def _host(g: Catalogue, s: State, t: HostStop) -> Decision:
    return Decision(t.seat, "host_stop", tuple(endings.host_options(g, s, t)))


FLOW.asks(HostStop)(_host)
FLOW.answers(HostStop)(endings.host_answered)

# ---- standing actions of human seats (KD-47, KD-37 (v)) -----------------------------------------
FLOW.on("send", "accept", "reject", "counter", "reveal", "stop_game")(diplomacy.standing)

FLOW.after_each(turns.after_each)
