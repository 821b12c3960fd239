"""FLOW: 21 Mutinies' table of handlers (M21-168: the procedure of a round).

Which task asks whom (and what an answer does), which one draws (and what the outcome does),
which one runs by itself. After every handler, the bonus tasks a prestige gain deferred go on
top (M21-16), and a jewel draw coming on top of an empty pile turns the discards over first
(M21-101).
"""

from __future__ import annotations

from game.core import Events, Flow, push

from . import (
    cabin,
    cards,
    city,
    dice,
    market,
    piles,
    placement,
    resources,
    rounds,
    routes,
    scoring,
    setup,
    windows,
)
from .catalogue import Catalogue
from .model import MState
from .tasks import (
    AfterPlacement,
    AtEnd,
    BmEffect,
    CabinEffect,
    CardDecide,
    CardDraw,
    CityEffect,
    CityFifth,
    Cleanup,
    CrEffect,
    DealDisplay,
    DealNc,
    Draw,
    DrawCard,
    DrawJewel,
    DrawTreasure,
    EndCheck,
    EndRound,
    Exchange,
    GameOver,
    GiveJewel,
    Henchman,
    HenchmanNc,
    K2Victim,
    KeepTreasure,
    MapToken,
    MutinyEffect,
    NcDrawn,
    NcEffect,
    NcJewel,
    NcKeep,
    OldFriends,
    Place,
    ResolveTurn,
    ReturnRum,
    ReturnTreasure,
    Roll,
    RollReaction,
    RoundStart,
    RumForGold,
    ScoreCards,
    ScoreRecord,
    ScoreStep,
    ScoreTokens,
    Scoring,
    SelectDeck,
    SellPick,
    SellRum,
    SellType,
    ShipEffect,
    ShipResult,
    ShuffleOrder,
    SquareBonus,
    StartPlay,
    Steal,
    StealJewel,
    Target,
    TavernEffect,
    TavernShare,
    Window,
)

FLOW: Flow[Catalogue, MState] = Flow("mutinies")


def settle(g: Catalogue, s: MState, out: Events) -> None:
    """Run after every handler: deferred bonuses on top, then the discards under a draw."""
    if s.deferred:  # M21-16: bonus draws happen before the effect that earned them goes on
        push(s.agenda, *s.deferred)
        s.deferred.clear()
    if not s.jewel_pile and s.discards:  # M21-101 (checked here first: it is rare)
        piles.turn_discards(g, s, out)


FLOW.after_each(settle)

# ---- setup (M21-5 to M21-13) ---------------------------------------------------------------------
FLOW.draws(ShuffleOrder)(setup.shuffle_order)
FLOW.resolves(ShuffleOrder)(setup.order_drawn)
FLOW.draws(SelectDeck)(setup.select_deck)
FLOW.resolves(SelectDeck)(setup.deck_selected)
FLOW.runs(StartPlay)(rounds.start_play)

# ---- draws from hidden piles (M21-166) -----------------------------------------------------------
DRAWS: tuple[type[Draw], ...] = (
    DealNc,
    DealDisplay,
    DrawJewel,
    NcJewel,
    NcDrawn,
    HenchmanNc,
    DrawTreasure,
    MapToken,
    DrawCard,
    StealJewel,
)
for _draw in DRAWS:
    FLOW.draws(_draw)(piles.draw)
FLOW.resolves(DealNc)(routes.to_nc)
FLOW.resolves(DealDisplay)(routes.to_display)
FLOW.resolves(DrawJewel)(piles.gain_jewel)
FLOW.resolves(NcJewel)(piles.gain_jewel)
FLOW.resolves(NcDrawn)(routes.nc_drawn)
FLOW.resolves(HenchmanNc)(routes.henchman_nc)
FLOW.resolves(DrawTreasure)(piles.gain_treasure)
FLOW.resolves(MapToken)(cards.map_token)
FLOW.resolves(DrawCard)(cards.card_drawn)
FLOW.resolves(StealJewel)(cards.stolen_jewel)

# ---- the round (M21-168) -------------------------------------------------------------------------
FLOW.runs(RoundStart)(rounds.round_start)
FLOW.asks(Window, live=windows.window_live, skip=windows.window_skip)(windows.window_options)
FLOW.answers(Window)(windows.window)
FLOW.asks(Place)(placement.place_options)
FLOW.answers(Place)(placement.place)
FLOW.asks(Henchman)(placement.henchman_options)
FLOW.answers(Henchman)(placement.henchman)
FLOW.runs(AfterPlacement)(rounds.after_placement)
FLOW.runs(ResolveTurn)(rounds.resolve_turn)
FLOW.runs(Cleanup)(rounds.cleanup)
FLOW.runs(EndRound)(rounds.end_round)
FLOW.runs(CardDraw)(cards.card_draw)
FLOW.runs(EndCheck)(rounds.end_check)
FLOW.runs(SquareBonus)(resources.square_bonus)

# ---- the eight actions (M21-41 to M21-71) --------------------------------------------------------
FLOW.runs(CrEffect)(routes.cr_effect)
FLOW.runs(NcEffect)(routes.nc_effect)
FLOW.asks(NcKeep)(routes.nc_keep_options)
FLOW.answers(NcKeep)(routes.nc_keep)
FLOW.runs(ShipEffect)(dice.ship_effect)
FLOW.runs(TavernEffect)(dice.tavern_effect)
FLOW.draws(Roll)(dice.roll)
FLOW.resolves(Roll)(dice.rolled)
FLOW.asks(RollReaction, live=dice.reaction_live, skip=dice.reaction_skip)(dice.reaction_options)
FLOW.answers(RollReaction)(dice.reaction)
FLOW.runs(ShipResult)(dice.ship_result)
FLOW.runs(TavernShare)(dice.tavern_share)
FLOW.runs(BmEffect)(market.bm_effect)
FLOW.asks(SellType)(market.sell_type_options)
FLOW.answers(SellType)(market.sell_type)
FLOW.asks(SellPick)(market.sell_pick_options)
FLOW.answers(SellPick)(market.sell_pick)
FLOW.asks(SellRum, live=market.sell_rum_live, skip=market.sell_rum_skip)(market.sell_rum_options)
FLOW.answers(SellRum)(market.sell_rum)
FLOW.runs(CityEffect)(city.city_effect)
FLOW.runs(CityFifth)(city.city_fifth)
FLOW.asks(Steal)(city.steal_options)
FLOW.answers(Steal)(city.steal)
FLOW.runs(CabinEffect)(cabin.cabin_effect)
FLOW.asks(K2Victim)(cabin.k2_options)
FLOW.answers(K2Victim)(cabin.k2_victim)
FLOW.runs(MutinyEffect)(cabin.mutiny_effect)

# ---- treasure tokens and Mutiny cards (M21-90 to M21-99) -----------------------------------------
FLOW.asks(Exchange)(windows.exchange_options)
FLOW.answers(Exchange)(windows.exchange)
FLOW.asks(RumForGold)(cards.rum_for_gold_options)
FLOW.answers(RumForGold)(cards.rum_for_gold)
FLOW.asks(Target)(cards.target_options)
FLOW.answers(Target)(cards.target)
FLOW.asks(KeepTreasure, live=cards.keep_treasure_live, skip=cards.keep_treasure_skip)(
    cards.keep_treasure_options
)
FLOW.answers(KeepTreasure)(cards.keep_treasure)
FLOW.asks(OldFriends)(cards.old_friends_options)
FLOW.answers(OldFriends)(cards.old_friends)
FLOW.asks(CardDecide)(cards.card_decide_options)
FLOW.answers(CardDecide)(cards.card_decide)
FLOW.asks(GiveJewel)(cards.give_jewel_options)
FLOW.answers(GiveJewel)(cards.give_jewel)
FLOW.asks(ReturnTreasure)(cards.return_treasure_options)
FLOW.answers(ReturnTreasure)(cards.return_treasure)

# ---- final scoring (M21-103, M21-104) ------------------------------------------------------------
FLOW.runs(Scoring)(scoring.scoring)
FLOW.runs(ScoreStep)(scoring.score_step)
FLOW.runs(ScoreRecord)(scoring.score_record)
FLOW.asks(ScoreTokens, live=scoring.score_tokens_live, skip=scoring.score_tokens_skip)(
    scoring.score_tokens_options
)
FLOW.answers(ScoreTokens)(scoring.score_tokens)
FLOW.runs(ScoreCards)(scoring.score_cards)
FLOW.asks(AtEnd)(scoring.at_end_options)
FLOW.answers(AtEnd)(scoring.at_end)
FLOW.asks(ReturnRum)(scoring.return_rum_options)
FLOW.answers(ReturnRum)(scoring.return_rum)
FLOW.runs(GameOver)(scoring.game_over)
