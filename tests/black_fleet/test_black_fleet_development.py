"""Purchases (BF-110 to BF-113), development cards (BF-300 to BF-335), the victory card (BF-340)
and how effects combine (BF-350 to BF-358)."""

from black_fleet.bf_helpers import (
    BLACK,
    GREY,
    ORANGE,
    WHITE,
    act,
    begin_turn,
    can,
    cell,
    enter_phase,
    events_of,
    give_card,
    ids,
    kind,
    position,
    refused,
    rules,
    sail,
)

from game.black_fleet.development import has
from game.black_fleet.hands import hand_limit
from game.black_fleet.views import reachable


def to_purchase(m):
    """End the active player's step 2 and clear any step-3 discards: step 4 is pending."""
    if kind(m) == "sail":
        act(m, "end_activation")
    act(m, "end_step2")
    while kind(m) != "purchase":
        act(m, "discard", m.decisions()[0].options[0].args[0])


# ---- purchases -------------------------------------------------------------------------------
def test_one_purchase_per_turn_any_order_victory_last():
    """BF-110, BF-25, BF-340: one card per turn, any face-down development card, the victory
    card only once all four are face up."""
    m = position(merchants={BLACK: ((5, 9), ["red"] * 3)}, wealth={BLACK: 60})
    to_purchase(m)
    assert ids(m) == ["buy:DV05-1", "buy:DV08-1", "buy:DV11-1", "buy:DV14-1", "pass"]
    assert refused(m, "buy_victory") == "BF-110"
    act(m, "buy", "DV14-1")
    assert m.state.active == WHITE and m.state.wealth[BLACK] == 46
    assert refused(m, "buy", "DV05-1", seat=BLACK) == "BF-150"
    m.state.dev_up[BLACK] = [True] * 4
    enter_phase(m, "step4", BLACK)
    assert ids(m) == ["buy_victory", "pass"]


def test_bought_cards_work_at_once_and_in_opponents_turns():
    """BF-111, BF-358, AD-12, AD-30: a card bought in step 4 is active at once, and Cargo
    Insurance then pays during the opponents' turns."""
    m = position(merchants={BLACK: ((5, 9), ["red"] * 3)}, wealth={BLACK: 5})
    to_purchase(m)
    card = give_card(m.state, BLACK, "cargo_insurance")
    m._pending = None
    act(m, "buy", card)
    assert has(rules().g, m.state, BLACK, "cargo_insurance")
    assert m.view(WHITE).players[BLACK].development[0].card == card
    m2 = position(
        merchants={BLACK: ((5, 9), ["red"] * 3)},
        pirates={WHITE: ((6, 9), "")},
        powers={BLACK: ["cargo_insurance"]},
        active=WHITE,
        card="MV02",
        activate="pirate",
    )
    act(m2, "rob", BLACK, "red")
    assert m2.state.wealth[:2] == [1, 2]


def test_no_debt():
    """BF-112: only affordable cards are offered."""
    m = position(merchants={BLACK: ((5, 9), ["red"] * 3)}, wealth={BLACK: 7})
    to_purchase(m)
    assert ids(m) == ["buy:DV05-1", "pass"]
    assert refused(m, "buy", "DV08-1") == "BF-112"


def test_player_payments_are_capped_by_the_payers_wealth():
    """BF-113, AD-37: Ransom Letters from a victim with 0 pays nothing."""
    m = position(
        merchants={WHITE: ((6, 9), ["green"] * 3)},
        pirates={BLACK: ((5, 9), "")},
        powers={BLACK: ["ransom_letters"]},
        activate="pirate",
    )
    act(m, "rob", WHITE, "green")
    assert m.state.wealth == [2, 0, 0, 0]


# ---- cost 5 ----------------------------------------------------------------------------------
def test_trade_agreement_one_per_sale():
    """BF-300: +1 per sale, whatever the cubes."""
    m = position(
        merchants={BLACK: ((11, 1), ["green"])},
        powers={BLACK: ["trade_agreement"]},
        activate="merchant",
    )
    act(m, "sell")
    assert m.state.wealth[BLACK] == 2 + 1


def test_sails_cards():
    """BF-301, BF-302, BF-303 (one card per cost, so one of the three per player): +1 merchant,
    +1 pirate, +1 to each controlled navy."""
    base = (3, 1, 3, 0)  # MV09
    for effect, expected in (
        ("merchant_sails", (4, 1, 3, 2)),
        ("pirate_sails", (3, 2, 3, 2)),
        ("navy_pennant", (3, 1, 4, 3)),
    ):
        m = position(card="MV09", fortune={BLACK: ["FC04"]}, powers={BLACK: [effect]})
        act(m, "fortune", "FC04")
        assert m.view(BLACK).allowances == expected, effect
    m = position(card="MV09")
    assert m.view(BLACK).allowances == base


def test_cargo_insurance_after_the_ransom():
    """BF-304, BF-351: the victim gains 1 after any ransom payment."""
    m = position(
        merchants={WHITE: ((11, 1), ["blue", "blue"])},
        pirates={BLACK: ((12, 2), "")},
        powers={BLACK: ["ransom_letters"], WHITE: ["cargo_insurance"]},
        wealth={WHITE: 4},
        activate="pirate",
    )
    events = act(m, "rob", WHITE, "blue")
    types = [e.type for e in events]
    assert types.index("ransom_paid") < types.index("insurance_paid")
    assert m.state.wealth[:2] == [3, 4]


def test_lucky_charm_limit_four_and_no_discard_symbol():
    """BF-305: limit 4 (tested with draws in the fortune tests); the discard symbol is void."""
    m = position(
        card="MV19",
        merchants={BLACK: ((5, 9), ["red"] * 3)},
        fortune={BLACK: ["FC02"]},
        powers={BLACK: ["lucky_charm"]},
    )
    act(m, "end_step2")
    assert kind(m) == "purchase" and m.state.fhand[BLACK] == ["FC02"]
    assert hand_limit(rules().g, m.state, BLACK) == 4


# ---- cost 8 ----------------------------------------------------------------------------------
def test_armed_merchantman_sinks_an_adjacent_pirate():
    """BF-310: +2, range 1 only, no Bounty, and it is the merchant's one action."""
    m = position(
        merchants={BLACK: ((10, 1), ["green"] * 3)},
        pirates={WHITE: ((11, 2), "red"), GREY: ((12, 3), "")},
        powers={BLACK: ["armed_merchantman"]},
        fortune={BLACK: ["FC11"]},
        activate="merchant",
    )
    act(m, "fortune", "FC11")
    assert can(m, "msink", WHITE) and not can(m, "msink", GREY)
    act(m, "msink", WHITE)
    assert m.state.wealth[BLACK] == 2 and not can(m, "sell")
    assert m.state.stock[4] == 13  # the red treasure went home
    m2 = position(
        merchants={BLACK: ((10, 1), ["green"] * 3)},
        pirates={WHITE: ((11, 2), "")},
        activate="merchant",
    )
    assert refused(m2, "msink", WHITE) == "BF-310"


def test_treasure_hunter_and_letter_of_marque():
    """BF-311 (+2 per burial), BF-312 (+1 per robbery)."""
    m = position(
        pirates={BLACK: ((9, 8), "red")}, powers={BLACK: ["treasure_hunter"]}, activate="pirate"
    )
    act(m, "bury")
    assert m.state.wealth[BLACK] == 8
    m2 = position(
        merchants={WHITE: ((6, 9), ["green"] * 3)},
        pirates={BLACK: ((5, 9), "")},
        powers={BLACK: ["letter_of_marque"]},
        activate="pirate",
    )
    act(m2, "rob", WHITE, "green")
    assert m2.state.wealth[BLACK] == 3


def test_navy_bounty():
    """BF-313, AD-39: +1 per pirate a controlled navy sinks."""
    m = position(
        card="MV23",
        navies={"purple": (12, 8)},
        pirates={WHITE: ((11, 9), "")},
        powers={BLACK: ["navy_bounty"]},
        activate="purple",
    )
    act(m, "sink", WHITE)
    assert m.state.wealth[BLACK] == 3


def test_lookout_draws_at_once_when_bought():
    """BF-314, BF-358: one movement card at once; 3 in hand from then on."""
    m = position(merchants={BLACK: ((5, 9), ["red"] * 3)}, wealth={BLACK: 8})
    to_purchase(m)
    lookout = rules().g.dev_card["lookout"]
    m.state.dev[WHITE][1], m.state.dev[BLACK][1] = m.state.dev[BLACK][1], lookout
    m._pending = None
    events = act(m, "buy", lookout)
    assert len(m.state.mhand[BLACK]) == 3
    assert events_of(events, "movement_drawn")


def test_smugglers_contacts():
    """BF-315, BF-357: permanently sell refused colours at 2 (never at their own port)."""
    m = position(
        merchants={BLACK: ((11, 1), ["yellow", "yellow"])},
        powers={BLACK: ["smugglers_contacts"]},
        activate="merchant",
    )
    act(m, "sell")
    assert m.state.wealth[BLACK] == 4
    m2 = position(
        merchants={BLACK: ((18, 7), ["yellow"] * 3)},
        powers={BLACK: ["smugglers_contacts"]},
        activate="merchant",
    )
    assert not can(m2, "sell")


# ---- cost 11 ---------------------------------------------------------------------------------
def test_long_guns_range_two():
    """BF-320, BF-354: the pirate robs at range 2; never farther, even with Grappling Hooks."""
    m = position(
        merchants={WHITE: ((7, 7), ["green"] * 3), GREY: ((8, 9), ["red"])},
        pirates={BLACK: ((5, 5), "")},
        powers={BLACK: ["long_guns"]},
        fortune={BLACK: ["FC06"]},
        activate="pirate",
    )
    assert can(m, "rob", WHITE, "green") and not can(m, "rob", GREY, "red")
    act(m, "fortune", "FC06")
    assert not can(m, "rob", GREY, "red")
    act(m, "rob", WHITE, "green")
    assert m.state.turn.long_uses == 1  # not spent: range 2 already


def test_pirate_hideout_jump_and_entry():
    """BF-321: (a) the very first thing of the activation, once per turn; (b) enter on a lair."""
    m = position(pirates={BLACK: ((9, 9), "")}, powers={BLACK: ["pirate_hideout"]})
    act(m, "activate", "pirate")
    assert "hideout:4:2" in ids(m) and "hideout:19:11" in ids(m)
    act(m, "hideout", 19, 11)
    assert m.state.pirate[BLACK] == cell(19, 11)
    assert not any(o.startswith("hideout") for o in ids(m))
    m2 = position(pirates={BLACK: ((9, 9), "")}, powers={BLACK: ["pirate_hideout"]})
    sail(m2, "pirate", (10, 9))
    assert refused(m2, "hideout", 4, 2) == "BF-321"
    m3 = position(
        card=None,
        phase="step1",
        merchants={BLACK: ((5, 9), ["red"] * 3)},
        powers={BLACK: ["pirate_hideout"]},
    )
    begin_turn(m3, BLACK)
    assert "enter_lair:4:2" in ids(m3)
    act(m3, "enter_lair", 4, 2)
    assert m3.state.pirate[BLACK] == cell(4, 2)


def test_decoy_swaps_merchant_and_pirate_between_activations():
    """BF-322: once per turn, both on the grid, whether activated or not."""
    m = position(
        merchants={BLACK: ((5, 9), ["red"] * 3)},
        pirates={BLACK: ((9, 9), "")},
        powers={BLACK: ["decoy"]},
    )
    sail(m, "merchant")
    assert "decoy" not in ids(m)  # never during an activation
    act(m, "end_activation")
    act(m, "decoy")
    assert m.state.merchant[BLACK] == cell(9, 9) and m.state.pirate[BLACK] == cell(5, 9)
    assert "decoy" not in ids(m) and can(m, "activate", "pirate")
    m2 = position(
        merchants={BLACK: ((5, 9), ["red"] * 3)},
        pirates={BLACK: ("NW", "")},
        powers={BLACK: ["decoy"]},
    )
    assert "decoy" not in ids(m2)


def test_merchant_escort_four_in_total():
    """BF-323, BF-357: 4 doubloons, also when Armed Merchantman is owned too."""
    m = position(
        merchants={BLACK: ((10, 1), ["green"] * 3)},
        pirates={WHITE: ((11, 2), "")},
        powers={BLACK: ["merchant_escort", "armed_merchantman"]},
        activate="merchant",
    )
    act(m, "msink", WHITE)
    assert m.state.wealth[BLACK] == 4


def test_master_trader_per_cube():
    """BF-324: +1 per cube sold."""
    m = position(
        merchants={BLACK: ((10, 1), ["green"] * 3)},
        powers={BLACK: ["master_trader"]},
        activate="merchant",
    )
    act(m, "sell")
    assert m.state.wealth[BLACK] == 9


def test_shallow_draft_merchant_and_pirate_cross_land():
    """BF-325: both may step onto land, ending on sea; navies may not."""
    m = position(
        merchants={BLACK: ((3, 6), ["red"] * 3)},
        pirates={BLACK: ((3, 7), "")},
        powers={BLACK: ["shallow_draft"]},
        activate="merchant",
    )
    reach = reachable(rules().g, m.view(BLACK), "merchant")
    assert reach[(0, 9)] == [(2, 7), (1, 8), (0, 9)]
    assert reachable(rules().g, m.view(BLACK), "yellow", budget=3).get((0, 9)) is None


# ---- cost 14 ---------------------------------------------------------------------------------
def test_pirate_king_attack_and_bury():
    """BF-330, BF-355: one attack and one bury, either order; Quick Burial adds nothing."""
    m = position(
        merchants={GREY: ((13, 7), ["green"] * 3), WHITE: ((11, 4), ["red"] * 3)},
        pirates={BLACK: ((14, 6), "")},
        powers={BLACK: ["pirate_king"]},
        fortune={BLACK: ["FC07"]},
        activate="pirate",
    )
    act(m, "rob", GREY, "green")
    act(m, "move", 12, 5)
    act(m, "fortune", "FC07")
    act(m, "bury")
    assert m.state.wealth[BLACK] == 8
    assert not any(o.startswith(("rob", "bury")) for o in ids(m))


def test_admirals_commission_controls_both_navies():
    """BF-331, BF-356: the other navy with allowance 2 every turn."""
    m = position(card="MV01", powers={BLACK: ["admirals_commission"]})
    v = m.view(BLACK)
    assert v.controlled == ("yellow", "purple") and v.allowances[2:] == (1, 2)
    assert can(m, "activate", "purple")


def test_master_navigator_every_ship():
    """BF-332, BF-350: +1 to every ship; 3 + 1 + 1 + 2 = 7 with Merchant's Sails and a Fair
    Wind."""
    m = position(
        merchants={BLACK: ((5, 9), ["red"] * 3)},
        fortune={BLACK: ["FC01"]},
        powers={BLACK: ["master_navigator", "merchant_sails"]},
    )
    act(m, "fortune", "FC01")
    act(m, "target_ship", "merchant")
    assert m.view(BLACK).allowances == (7, 3, 2, 0)


def test_admiralty_guns_range_two():
    """BF-333: controlled navies attack at range 2."""
    m = position(
        card="MV23",
        navies={"purple": (12, 8)},
        pirates={WHITE: ((14, 9), "")},
        powers={BLACK: ["admiralty_guns"]},
        activate="purple",
    )
    assert can(m, "sink", WHITE)


def test_royal_warrant_protects_at_a_dock():
    """BF-334: never robbed on a dock space; elsewhere as usual; Commandeer still moves it."""
    m = position(
        merchants={WHITE: ((11, 1), ["blue"] * 3)},
        pirates={BLACK: ((12, 2), "")},
        powers={WHITE: ["royal_warrant"]},
        activate="pirate",
    )
    assert not can(m, "rob", WHITE, "blue")
    assert refused(m, "rob", WHITE, "blue") == "BF-334"
    m2 = position(
        merchants={WHITE: ((11, 2), ["blue"] * 3)},
        pirates={BLACK: ((12, 2), "")},
        powers={WHITE: ["royal_warrant"]},
        fortune={BLACK: ["FC15"]},
        activate="pirate",
    )
    assert can(m2, "rob", WHITE, "blue")
    act(m2, "fortune", "FC15")
    assert "target_enemy:merchant:1" in ids(m2)


def test_ransom_letters_victim_pays_one():
    """BF-335: +1 from the victim when they have any."""
    m = position(
        merchants={WHITE: ((6, 9), ["green"] * 3)},
        pirates={BLACK: ((5, 9), "")},
        powers={BLACK: ["ransom_letters"]},
        wealth={WHITE: 3},
        activate="pirate",
    )
    act(m, "rob", WHITE, "green")
    assert m.state.wealth[:2] == [3, 2]


# ---- combining -------------------------------------------------------------------------------
def test_sale_formula():
    """BF-352: 3 cubes at 2 + Market Day + Master Trader + Trade Agreement = 13."""
    m = position(
        merchants={BLACK: ((10, 1), ["green"] * 3)},
        fortune={BLACK: ["FC09"]},
        powers={BLACK: ["master_trader", "trade_agreement"]},
        activate="merchant",
    )
    act(m, "fortune", "FC09")
    act(m, "sell")
    assert m.state.wealth[BLACK] == 13


def test_burial_formula():
    """BF-353: beach + 2 per Buried Riches + 2 with Treasure Hunter."""
    m = position(
        pirates={BLACK: ((0, 8), "red")},
        fortune={BLACK: ["FC10", "FC10"]},
        powers={BLACK: ["treasure_hunter"]},
        activate="pirate",
    )
    act(m, "fortune", "FC10")
    act(m, "fortune", "FC10")
    act(m, "bury")
    assert m.state.wealth[BLACK] == 3 + 4 + 2


def test_navy_sink_formula():
    """BF-351: 2 + 2 per Bounty played before + 1 Navy Bounty."""
    m = position(
        card="MV23",
        navies={"purple": (12, 8)},
        pirates={WHITE: ((11, 9), "")},
        fortune={BLACK: ["FC11", "FC11"]},
        powers={BLACK: ["navy_bounty"]},
        activate="purple",
    )
    act(m, "fortune", "FC11")
    act(m, "fortune", "FC11")
    act(m, "sink", WHITE)
    assert m.state.wealth[BLACK] == 2 + 4 + 1


def test_fortune_bonus_stays_with_the_physical_navy():
    """BF-350, BF-356: a Fair Wind on the yellow navy stays with yellow when the wind turns."""
    m = position(card="MV01", fortune={BLACK: ["FC01", "FC03"]})
    act(m, "fortune", "FC01")
    act(m, "target_ship", "yellow")
    act(m, "fortune", "FC03")
    assert m.view(BLACK).allowances[2:] == (0, 1)
    assert m.state.turn.bonus[2] == 2


def test_two_broadsides_both_navies_attack_twice():
    """BF-355: each Broadside gives one navy one extra attack, at most one per navy."""
    m = position(
        card="MV23",
        navies={"purple": (12, 8), "yellow": (9, 5)},
        pirates={WHITE: ((11, 9), ""), GREY: ((13, 9), ""), ORANGE: ((13, 7), "")},
        fortune={BLACK: ["FC08", "FC08"]},
        powers={BLACK: ["admirals_commission"]},
        activate="purple",
    )
    act(m, "fortune", "FC08")
    act(m, "fortune", "FC08")
    act(m, "sink", WHITE)
    act(m, "sink", GREY)
    assert not can(m, "sink", ORANGE)
    assert m.state.turn.broadsides == 1
