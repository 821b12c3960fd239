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
from . import tasks as T
from .catalogue import Catalogue
from .model import State

FLOW: Flow[Catalogue, State] = Flow("pieces_of_eight")

# ---- before the first game: pooled coins and trades (P8-151, P8-155) ------------------------------
FLOW.draws(T.SetAside)(distribution.set_aside_draw)
FLOW.resolves(T.SetAside)(distribution.set_aside)
FLOW.draws(T.FirstDrafter)(distribution.seat_draw)
FLOW.resolves(T.FirstDrafter)(distribution.first_drafter)
FLOW.asks(T.DraftPick, live=distribution.drafting, skip=distribution.draft_over)(
    distribution.draft_decision
)
FLOW.answers(T.DraftPick)(distribution.draft_pick)
FLOW.draws(T.Deal)(distribution.deal_draw)
FLOW.resolves(T.Deal)(distribution.deal)
FLOW.runs(T.DistributionDone)(distribution.distribution_done)
FLOW.asks(T.TradeTurn)(distribution.trade_decision)
FLOW.answers(T.TradeTurn)(distribution.trade_to)
FLOW.asks(T.TradeGive)(distribution.give_decision)
FLOW.answers(T.TradeGive)(distribution.give)
FLOW.asks(T.TradeAsk)(distribution.ask_decision)
FLOW.answers(T.TradeAsk)(distribution.ask)
FLOW.asks(T.TradeAnswer)(distribution.answer_decision)
FLOW.answers(T.TradeAnswer)(distribution.answer)
FLOW.asks(T.Swap, live=distribution.swap_needed, skip=distribution.swaps_over)(
    distribution.swap_decision
)
FLOW.answers(T.Swap)(distribution.scrap_swap)

# ---- between games (P8-152) -------------------------------------------------------------------------
FLOW.draws(T.ScrapsStart)(distribution.seat_draw)
FLOW.resolves(T.ScrapsStart)(distribution.scraps_start)
FLOW.asks(T.ScrapsPick, live=distribution.scraps_left, skip=distribution.scraps_over)(
    distribution.scraps_decision
)
FLOW.answers(T.ScrapsPick)(distribution.take_scrap)

# ---- building (P8-8, P8-9, P8-121, P8-154) ------------------------------------------------------------
FLOW.asks(T.Build)(shipyard.build_decision)
FLOW.answers(T.Build)(shipyard.add_to_build)
FLOW.asks(T.Arrange, live=shipyard.arranging, skip=shipyard.finish_arrangement)(
    shipyard.arrange_decision
)
FLOW.answers(T.Arrange)(shipyard.arrange_pick)
FLOW.draws(T.FirstPlayer)(distribution.seat_draw)
FLOW.resolves(T.FirstPlayer)(shipyard.first_player)

# ---- the turn (P8-25 .. P8-34, P8-137, P8-140) -------------------------------------------------------
FLOW.asks(T.CrowsNest, live=turns.nest_open, skip=abilities.skip)(turns.nest_decision)
FLOW.answers(T.CrowsNest)(turns.nest_move)
FLOW.asks(T.GeneralAction, live=turns.general_open, skip=turns.no_general_action)(
    turns.general_decision
)
FLOW.answers(T.GeneralAction)(turns.general_action)
FLOW.asks(T.ChooseTarget, live=turns.in_turn, skip=abilities.skip)(turns.target_decision)
FLOW.answers(T.ChooseTarget)(turns.choose_target)
FLOW.asks(T.CannonTarget, live=turns.in_turn, skip=abilities.skip)(turns.cannon_target_decision)
FLOW.answers(T.CannonTarget)(turns.cannon_target)
FLOW.asks(T.CannonSecond, live=turns.in_turn, skip=abilities.skip)(turns.cannon_second_decision)
FLOW.answers(T.CannonSecond)(turns.cannon_second)
FLOW.asks(T.CannonInvite, live=turns.in_turn, skip=abilities.skip)(turns.cannon_invite_decision)
FLOW.answers(T.CannonInvite)(turns.cannon_invite)
FLOW.asks(T.CannonCommit, live=turns.commits_open, skip=turns.commits_done)(turns.commit_decision)
FLOW.answers(T.CannonCommit)(turns.commit)
FLOW.asks(T.CallResult, live=turns.in_turn, skip=abilities.skip)(turns.call_decision)
FLOW.answers(T.CallResult)(turns.call_to)
FLOW.runs(T.Resolving)(turns.resolved)
FLOW.runs(T.EndTurn)(turns.end_turn)

# ---- resolution (P8-87) and reactions (P8-60 .. P8-86, P8-130 .. P8-136) -----------------------------
FLOW.runs(T.Resolve)(resolution.step)
FLOW.asks(T.Window, live=abilities.window_open, skip=abilities.close_window)(
    abilities.window_decisions
)
FLOW.answers(T.Window, pops=False)(abilities.window_answer)
FLOW.asks(T.Monkey)(abilities.monkey_decision)
FLOW.answers(T.Monkey)(abilities.monkey)
FLOW.asks(T.TurnReact, live=abilities.turn_react_open, skip=abilities.skip)(
    abilities.turn_react_decision
)
FLOW.answers(T.TurnReact)(abilities.turn_react)
FLOW.asks(T.Order)(resolution.order_decision)
FLOW.answers(T.Order)(resolution.order)
FLOW.draws(T.HoldDraw)(resolution.hold_draw)
FLOW.resolves(T.HoldDraw)(resolution.hold_drawn)

# ---- stalemate (P8-100, P8-101, P8-148) --------------------------------------------------------------
FLOW.asks(T.StalemateVote, live=stalemate.vote_open, skip=stalemate.settle)(
    stalemate.vote_decisions
)
FLOW.answers(T.StalemateVote, pops=False)(stalemate.answer)
FLOW.asks(T.StalemateProcedure, live=stalemate.picking, skip=stalemate.proceed)(
    stalemate.pick_decision
)
FLOW.answers(T.StalemateProcedure)(stalemate.pick)
FLOW.draws(T.StalemateNext)(stalemate.next_draw)
FLOW.resolves(T.StalemateNext)(stalemate.next_seat)

# ---- standing actions and the chess clock (P8-147 (3), P8-149) ---------------------------------------
FLOW.asks(T.ClockOut)(endings.clock_out_decision)
FLOW.answers(T.ClockOut)(endings.clock_out)
FLOW.on("concede", "timeout")(endings.standing)
