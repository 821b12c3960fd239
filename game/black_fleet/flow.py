"""Black Fleet's table of handlers (BF-150, BF-151): which task asks, draws or runs, and
which function takes each action. Read it as the game's table of contents."""

from __future__ import annotations

from game.core.agenda import Flow

from . import combat, development, entry, fortune, hands, market, movement, setup, turns
from .catalogue import Catalogue
from .model import State
from .tasks import (
    Begin,
    CardDone,
    ChooseTarget,
    Commandeer,
    Deal,
    DealColours,
    DiscardSymbol,
    DrawFortune,
    DrawMovement,
    EndTurn,
    EnterPirate,
    HandLimit,
    PlaceMerchant,
    PlaceStart,
    PlayMovement,
    Purchase,
    Sail,
    SeaCharts,
    SetAside,
    Ships,
    ShuffleDevelopment,
    ShuffleFortune,
    ShuffleMovement,
    Step4,
)

FLOW: Flow[Catalogue, State] = Flow("black_fleet")

# ---- setup: chance steps, the deal, the placements (BF-154, BF-160, BF-161) ---------------------
FLOW.draws(SetAside)(setup.aside_draw)
FLOW.resolves(SetAside)(setup.set_aside)
FLOW.draws(DealColours)(setup.colours_deal)
FLOW.resolves(DealColours)(setup.colours_dealt)
FLOW.draws(ShuffleDevelopment)(setup.development_shuffle)
FLOW.resolves(ShuffleDevelopment)(setup.development_shuffled)
FLOW.draws(ShuffleFortune)(setup.fortune_shuffle)
FLOW.resolves(ShuffleFortune)(setup.fortune_shuffled)
FLOW.draws(ShuffleMovement)(setup.movement_shuffle)
FLOW.resolves(ShuffleMovement)(setup.movement_shuffled)
FLOW.runs(Deal)(setup.deal)
FLOW.asks(PlaceStart)(entry.place_decision)
FLOW.answers(PlaceStart)(entry.placed_at_start)
FLOW.runs(Begin)(turns.begin)

# ---- the phases of a turn (BF-151) ---------------------------------------------------------------
FLOW.asks(PlaceMerchant)(entry.place_decision)  # START-MERCHANT
FLOW.answers(PlaceMerchant)(entry.placed_again)
FLOW.asks(EnterPirate)(entry.entry_options)  # START-PIRATE
FLOW.on("enter_zone")(entry.enter_zone)
FLOW.on("enter_lair")(entry.enter_lair)
FLOW.asks(PlayMovement)(turns.step1_decision)  # STEP-1
FLOW.on("play_move")(turns.play_move)
FLOW.asks(Ships)(turns.step2_decision)  # STEP-2
FLOW.on("activate")(turns.activate)
FLOW.on("decoy")(turns.decoy)
FLOW.on("end_step2")(turns.end_step2)
FLOW.asks(Sail)(turns.activation_decision)  # ACTIVATION
FLOW.on("move")(movement.move)
FLOW.on("hideout")(movement.hideout)
FLOW.on("sell")(market.sell)
FLOW.on("load")(market.load)
FLOW.on("resupply")(market.resupply)
FLOW.on("msink")(combat.merchant_sink)
FLOW.on("rob")(combat.rob)
FLOW.on("bury")(combat.bury)
FLOW.on("sink")(combat.navy_sink)
FLOW.on("end_activation")(turns.end_activation)
FLOW.runs(Step4)(turns.step4)  # STEP-3 done
FLOW.asks(Purchase)(development.purchase_options)  # STEP-4
FLOW.on("buy")(development.buy)
FLOW.on("buy_victory")(development.buy_victory)
FLOW.on("pass")(development.pass_purchase)
FLOW.runs(EndTurn)(turns.end_turn)  # END

# ---- hands (BF-92, BF-100 to BF-103) ---------------------------------------------------------------
FLOW.draws(DrawMovement)(hands.movement_reshuffle)
FLOW.resolves(DrawMovement)(hands.movement_drawn)
FLOW.draws(DrawFortune)(hands.fortune_reshuffle)
FLOW.resolves(DrawFortune)(hands.fortune_drawn)
FLOW.asks(DiscardSymbol, live=hands.holds_fortune, skip=hands.no_fortune)(hands.symbol_decision)
FLOW.answers(DiscardSymbol)(hands.symbol_discard)
FLOW.asks(HandLimit, live=hands.over_limit, skip=hands.within_limit)(hands.limit_decision)
FLOW.answers(HandLimit, pops=False)(hands.limit_discard)

# ---- fortune cards (BF-90 to BF-95, BF-200 to BF-217) -------------------------------------------------
FLOW.on("fortune")(fortune.fortune)
FLOW.asks(ChooseTarget)(fortune.target_decision)
FLOW.on("target_ship")(fortune.target_ship)
FLOW.on("target_seat")(fortune.target_seat)
FLOW.on("target_enemy")(fortune.target_enemy)
FLOW.on("target_lair")(fortune.target_lair)
FLOW.asks(Commandeer)(fortune.commandeer_decision)
FLOW.on("cmove")(fortune.commandeer_move)
FLOW.asks(SeaCharts)(fortune.sea_charts_decision)
FLOW.on("discard_move")(fortune.discard_move)
FLOW.on("sea_charts_done")(fortune.sea_charts_done)
FLOW.runs(CardDone)(fortune.card_done)
