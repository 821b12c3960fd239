"""FLOW: the table of contents of Pieces of Eight. Which task asks, draws or runs, and which
function takes each answer and each standing action (tasks.py says what each task is).

Decisions (P8-156): crows_nest_move, general_action, choose_target, cannon_target,
cannon_second, cannon_invite, cannon_commit, call_result, react, monkey, turn_reaction,
order_drawn, arrange, build, stalemate_answer, stalemate_pick, draft_pick, trade, trade_give,
trade_ask, trade_answer, scrap_swap, scraps_pick. Standing actions: concede (human seats),
timeout (chess clock).
"""

from __future__ import annotations

from game.core.agenda import Flow

from . import abilities, distribution, endings, resolution, shipyard, stalemate, turns
from .catalogue import Catalogue
from .model import State
from .tasks import (
    Arrange,
    Build,
    CallResult,
    CannonCommit,
    CannonInvite,
    CannonSecond,
    CannonTarget,
    ChooseTarget,
    ClockOut,
    CrowsNest,
    Deal,
    DistributionDone,
    DraftPick,
    EndTurn,
    FirstDrafter,
    FirstPlayer,
    GeneralAction,
    HoldDraw,
    Monkey,
    Order,
    Resolve,
    Resolving,
    ScrapsPick,
    ScrapsStart,
    SetAside,
    StalemateNext,
    StalemateProcedure,
    StalemateVote,
    Swap,
    TradeAnswer,
    TradeAsk,
    TradeGive,
    TradeTurn,
    TurnReact,
    Window,
)

FLOW: Flow[Catalogue, State] = Flow("pieces_of_eight")

# ---- before the first game: pooled coins and trades (P8-151, P8-155) ------------------------------
FLOW.draws(SetAside)(distribution.set_aside_draw)
FLOW.resolves(SetAside)(distribution.set_aside)
FLOW.draws(FirstDrafter)(distribution.seat_draw)
FLOW.resolves(FirstDrafter)(distribution.first_drafter)
FLOW.asks(DraftPick, live=distribution.drafting, skip=distribution.draft_over)(
    distribution.draft_decision
)
FLOW.answers(DraftPick)(distribution.draft_pick)
FLOW.draws(Deal)(distribution.deal_draw)
FLOW.resolves(Deal)(distribution.deal)
FLOW.runs(DistributionDone)(distribution.distribution_done)
FLOW.asks(TradeTurn)(distribution.trade_decision)
FLOW.answers(TradeTurn)(distribution.trade_to)
FLOW.asks(TradeGive)(distribution.give_decision)
FLOW.answers(TradeGive)(distribution.give)
FLOW.asks(TradeAsk)(distribution.ask_decision)
FLOW.answers(TradeAsk)(distribution.ask)
FLOW.asks(TradeAnswer)(distribution.answer_decision)
FLOW.answers(TradeAnswer)(distribution.answer)
FLOW.asks(Swap, live=distribution.swap_needed, skip=distribution.swaps_over)(
    distribution.swap_decision
)
FLOW.answers(Swap)(distribution.scrap_swap)

# ---- between games (P8-152) -------------------------------------------------------------------------
FLOW.draws(ScrapsStart)(distribution.seat_draw)
FLOW.resolves(ScrapsStart)(distribution.scraps_start)
FLOW.asks(ScrapsPick, live=distribution.scraps_left, skip=distribution.scraps_over)(
    distribution.scraps_decision
)
FLOW.answers(ScrapsPick)(distribution.take_scrap)

# ---- building (P8-8, P8-9, P8-121, P8-154) ------------------------------------------------------------
FLOW.asks(Build)(shipyard.build_decision)
FLOW.answers(Build)(shipyard.add_to_build)
FLOW.asks(Arrange, live=shipyard.arranging, skip=shipyard.finish_arrangement)(
    shipyard.arrange_decision
)
FLOW.answers(Arrange)(shipyard.arrange_pick)
FLOW.draws(FirstPlayer)(distribution.seat_draw)
FLOW.resolves(FirstPlayer)(shipyard.first_player)

# ---- the turn (P8-25 .. P8-34, P8-137, P8-140) -------------------------------------------------------
FLOW.asks(CrowsNest, live=turns.nest_open, skip=abilities.skip)(turns.nest_decision)
FLOW.answers(CrowsNest)(turns.nest_move)
FLOW.asks(GeneralAction, live=turns.general_open, skip=turns.no_general_action)(
    turns.general_decision
)
FLOW.answers(GeneralAction)(turns.general_action)
FLOW.asks(ChooseTarget, live=turns.in_turn, skip=abilities.skip)(turns.target_decision)
FLOW.answers(ChooseTarget)(turns.choose_target)
FLOW.asks(CannonTarget, live=turns.in_turn, skip=abilities.skip)(turns.cannon_target_decision)
FLOW.answers(CannonTarget)(turns.cannon_target)
FLOW.asks(CannonSecond, live=turns.in_turn, skip=abilities.skip)(turns.cannon_second_decision)
FLOW.answers(CannonSecond)(turns.cannon_second)
FLOW.asks(CannonInvite, live=turns.in_turn, skip=abilities.skip)(turns.cannon_invite_decision)
FLOW.answers(CannonInvite)(turns.cannon_invite)
FLOW.asks(CannonCommit, live=turns.commits_open, skip=turns.commits_done)(turns.commit_decision)
FLOW.answers(CannonCommit)(turns.commit)
FLOW.asks(CallResult, live=turns.in_turn, skip=abilities.skip)(turns.call_decision)
FLOW.answers(CallResult)(turns.call_to)
FLOW.runs(Resolving)(turns.resolved)
FLOW.runs(EndTurn)(turns.end_turn)

# ---- resolution (P8-87) and reactions (P8-60 .. P8-86, P8-130 .. P8-136) -----------------------------
FLOW.runs(Resolve)(resolution.step)
FLOW.asks(Window, live=abilities.window_open, skip=abilities.close_window)(
    abilities.window_decisions
)
FLOW.answers(Window, pops=False)(abilities.window_answer)
FLOW.asks(Monkey)(abilities.monkey_decision)
FLOW.answers(Monkey)(abilities.monkey)
FLOW.asks(TurnReact, live=abilities.turn_react_open, skip=abilities.skip)(
    abilities.turn_react_decision
)
FLOW.answers(TurnReact)(abilities.turn_react)
FLOW.asks(Order)(resolution.order_decision)
FLOW.answers(Order)(resolution.order)
FLOW.draws(HoldDraw)(resolution.hold_draw)
FLOW.resolves(HoldDraw)(resolution.hold_drawn)

# ---- stalemate (P8-100, P8-101, P8-148) --------------------------------------------------------------
FLOW.asks(StalemateVote, live=stalemate.vote_open, skip=stalemate.settle)(stalemate.vote_decisions)
FLOW.answers(StalemateVote, pops=False)(stalemate.answer)
FLOW.asks(StalemateProcedure, live=stalemate.picking, skip=stalemate.proceed)(
    stalemate.pick_decision
)
FLOW.answers(StalemateProcedure)(stalemate.pick)
FLOW.draws(StalemateNext)(stalemate.next_draw)
FLOW.resolves(StalemateNext)(stalemate.next_seat)

# ---- standing actions and the chess clock (P8-147 (3), P8-149) ---------------------------------------
FLOW.asks(ClockOut)(endings.clock_out_decision)
FLOW.answers(ClockOut)(endings.clock_out)
FLOW.on("concede", "timeout")(endings.standing)
