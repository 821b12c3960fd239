"""Every scenario of the digest's §6 (BFS-1 to BFS-27, the prefix of AD-28), with forced
chance outcomes.

Seat order Black, White, Orange, Grey (seats 0-3) unless a scenario says otherwise; positions
are built with `position` (navies on their starts unless moved, unlisted ships out of play)."""

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
    give_hand,
    ids,
    kind,
    position,
    refused,
    rules,
    sail,
    started_match,
)
from black_fleet.test_black_fleet_turns import finish_turn, ready_to_pay

from game.black_fleet.model import OUT, zone_code
from game.black_fleet.views import reachable


def test_BFS_01_seed_example_sell_two_at_two_then_load_three():
    """BFS-1: Seed worked example: sell 2 at 2, then load 3 (BF-61, BF-64). The scenarios are
    numbered BFS-n (AD-28)."""
    m = position(
        active=WHITE,
        merchants={WHITE: ((11, 1), ["green", "green"])},
        stocks={"A": 8, "C": 9},
        wealth={WHITE: 3},
        activate="merchant",
    )
    act(m, "sell")
    s = m.state
    assert s.wealth[WHITE] == 7 and s.stock[2] == 11 and s.stock[0] == 5
    assert s.cargo[WHITE] == ["blue"] * 3
    assert not can(m, "sell") and any(o.startswith("move") for o in ids(m))


def test_BFS_02_refused_colour_and_own_colour():
    """BFS-2: Refused colour and own colour (BF-62, BF-63)."""
    m = position(active=WHITE, merchants={WHITE: ((12, 1), ["yellow"] * 3)}, activate="merchant")
    assert not can(m, "sell") and not can(m, "load")
    assert refused(m, "sell") == "BF-63" and refused(m, "load") == "BF-62"
    assert m.state.turn.actions[0] == 0 and m.state.cargo[WHITE] == ["yellow"] * 3
    m2 = position(active=WHITE, merchants={WHITE: ((10, 1), ["blue"] * 3)}, activate="merchant")
    assert not can(m2, "sell")
    m3 = position(active=WHITE, merchants={WHITE: ((3, 6), ["yellow"] * 3)}, activate="merchant")
    act(m3, "sell")
    assert m3.state.wealth[WHITE] == 9 and m3.state.cargo[WHITE] == ["green"] * 3


def test_BFS_03_far_port_pays_three():
    """BFS-3: Far port pays 3 (BF-64)."""
    m = position(active=WHITE, merchants={WHITE: ((10, 1), ["purple"] * 3)}, activate="merchant")
    act(m, "sell")
    assert m.state.wealth[WHITE] == 9 and m.state.cargo[WHITE] == ["blue"] * 3
    m2 = position(active=WHITE, merchants={WHITE: ((5, 13), ["purple"] * 3)}, activate="merchant")
    act(m2, "sell")
    assert m2.state.wealth[WHITE] == 6 and m2.state.cargo[WHITE] == ["red"] * 3


def test_BFS_04_blocking_at_a_narrow_beach():
    """BFS-4: Blocking at a narrow beach (BF-33, BF-34, BF-73)."""
    m = position(
        pirates={BLACK: ((2, 10), "red"), ORANGE: ((1, 9), "")},
        merchants={WHITE: ((0, 9), ["green"] * 3)},
        activate="pirate",
    )
    assert (0, 8) not in reachable(rules().g, m.view(BLACK), "pirate")
    assert not can(m, "bury")
    m2 = position(
        pirates={BLACK: ((2, 10), "red")},
        merchants={WHITE: ((0, 9), ["green"] * 3), BLACK: ((1, 9), ["red"] * 3)},
        stocks={"E": 7},
        activate="pirate",
    )
    assert reachable(rules().g, m2.view(BLACK), "pirate")[(0, 8)] == [(1, 9), (0, 8)]
    act(m2, "move", 0, 8)
    act(m2, "bury")
    assert m2.state.wealth[BLACK] == 3 and m2.state.stock[4] == 8


def test_BFS_05_card_navy_is_friendly_the_other_blocks():
    """BFS-5: The navy on your card is friendly, the other one blocks (BF-33, BF-37)."""
    common = {
        "pirates": {BLACK: ((2, 10), "red")},
        "merchants": {WHITE: ((0, 9), ["green"] * 3)},
        "navies": {"yellow": (1, 9)},
        "activate": "pirate",
    }
    m = position(card="MV05", **common)
    act(m, "move", 0, 8)
    act(m, "bury")
    assert m.state.wealth[BLACK] == 3
    m2 = position(card="MV27", **common)
    assert (0, 8) not in reachable(rules().g, m2.view(BLACK), "pirate")


def test_BFS_06_navy_sinks_a_pirate_carrying_treasure():
    """BFS-6: Navy sinks a pirate carrying treasure (BF-50, BF-51, BF-81)."""
    m = position(
        card="MV24",
        navies={"purple": (12, 8)},
        pirates={WHITE: ((14, 9), "yellow")},
        stocks={"B": 10},
    )
    sail(m, "purple", (13, 8))
    act(m, "sink", WHITE)
    s = m.state
    assert s.pirate[WHITE] == OUT and s.stock[1] == 11 and s.wealth[BLACK] == 2
    assert any(o.startswith("move") for o in ids(m))  # 1 step left
    s.merchant[WHITE] = cell(5, 9)
    s.cargo[WHITE] = ["red"] * 3
    s.stock[4] -= 3
    begin_turn(m, WHITE)
    assert ids(m) == ["enter_zone:NW", "enter_zone:NE", "enter_zone:SE"]


def test_BFS_07_cannot_attack_your_own_ship():
    """BFS-7: You cannot attack your own ship (BF-52)."""
    m = position(
        card="MV23",
        navies={"purple": (12, 8)},
        pirates={BLACK: ((13, 9), ""), GREY: ((11, 9), "")},
        activate="purple",
    )
    assert refused(m, "sink", BLACK) == "BF-52"
    act(m, "sink", GREY)
    assert m.state.wealth[BLACK] == 2 and m.state.pirate[GREY] == OUT


def test_BFS_08_pirate_empties_and_sinks_a_merchant_then_reentry():
    """BFS-8: Pirate empties and sinks a merchant; merchant re-entry (BF-71, BF-80, BF-82)."""
    m = position(
        merchants={ORANGE: ((16, 13), ["red"])},
        pirates={BLACK: ((17, 12), "")},
        stocks={"E": 5},
        activate="pirate",
    )
    act(m, "rob", ORANGE, "red")
    s = m.state
    assert s.treasure[BLACK] == "red" and s.wealth[BLACK] == 2 and s.merchant[ORANGE] == OUT
    s.pirate[ORANGE] = zone_code(0)
    begin_turn(m, ORANGE)
    assert kind(m) == "place_merchant"
    act(m, "place", 4, 13)
    assert s.cargo[ORANGE] == ["red"] * 3 and s.stock[4] == 2
    assert kind(m) == "play_movement"
    act(m, "play_move", s.mhand[ORANGE][0])
    assert "activate:merchant" in ids(m)  # it may sail and sell


def test_BFS_09_attack_then_bury_needs_a_card():
    """BFS-9: Attack then bury needs a card (BF-41, BF-74, BF-206)."""

    def start(**kw):
        return position(
            merchants={GREY: ((13, 7), ["green"] * 3)},
            pirates={BLACK: ((14, 6), "")},
            activate="pirate",
            **kw,
        )

    m = start()
    act(m, "rob", GREY, "green")
    act(m, "move", 12, 5)
    assert not can(m, "bury") and m.state.wealth[BLACK] == 2
    m2 = start(fortune={BLACK: ["FC07"]})
    act(m2, "rob", GREY, "green")
    act(m2, "move", 13, 5)
    act(m2, "fortune", "FC07")  # on a space where it stands
    act(m2, "move", 12, 5)
    act(m2, "bury")
    s = m2.state
    assert s.wealth[BLACK] == 8 and s.stock[2] == 11 and s.cargo[GREY] == ["green"] * 2
    m3 = start(fortune={BLACK: ["FC07", "FC10"]})
    act(m3, "fortune", "FC07")
    act(m3, "rob", GREY, "green")
    act(m3, "move", 12, 5)
    act(m3, "bury")
    act(m3, "fortune", "FC10")  # after the burial: nothing
    assert m3.state.wealth[BLACK] == 8


def test_BFS_10_enter_from_a_distant_sea_and_attack_the_same_turn():
    """BFS-10: Entering from a distant sea and attacking the same turn (BF-36, BF-81)."""

    def start(hand):
        m = position(
            card=None,
            phase="step1",
            merchants={BLACK: ((18, 7), ["red"] * 3), WHITE: ((3, 4), ["green"] * 3)},
        )
        give_hand(m.state, BLACK, hand, "movement")
        begin_turn(m, BLACK)
        act(m, "enter_zone", "NW")
        act(m, "play_move", hand[0])
        act(m, "activate", "pirate")
        return m

    m = start(["MV06", "MV01"])
    reach = reachable(rules().g, m.view(BLACK), "pirate")
    assert len(reach[(2, 3)]) == 3
    act(m, "move", 2, 3)
    act(m, "rob", WHITE, "green")
    assert m.state.wealth[BLACK] == 2 and m.state.cargo[WHITE] == ["green"] * 2
    m2 = start(["MV01", "MV06"])  # pirate allowance 2
    cheb = rules().g.geo.chebyshev
    assert all(
        cheb(cell(*c), cell(3, 4)) > 1 for c in reachable(rules().g, m2.view(BLACK), "pirate")
    )


def test_BFS_11_acting_mid_move_and_empty_end_space():
    """BFS-11: Acting mid-move; the ending space must be empty (BF-31, BF-34, BF-40)."""
    m = position(active=WHITE, merchants={WHITE: ((9, 2), ["green"] * 3)}, activate="merchant")
    act(m, "move", 10, 1)
    act(m, "sell")
    assert m.state.wealth[WHITE] == 6 and m.state.cargo[WHITE] == ["blue"] * 3
    act(m, "move", 11, 2)
    act(m, "move", 12, 2)
    assert m.state.turn.steps[0] == 3
    m2 = position(
        active=WHITE,
        merchants={WHITE: ((9, 2), ["green"] * 3)},
        pirates={ORANGE: ((12, 2), "")},
        activate="merchant",
    )
    act(m2, "move", 10, 1)
    act(m2, "sell")
    reach = reachable(rules().g, m2.view(WHITE), "merchant")
    assert (12, 2) not in reach and (11, 2) in reach


def test_BFS_12_end_of_turn_draws_symbols_and_limit():
    """BFS-12: End-of-turn draws, symbols, hand limit (BF-92, BF-100, BF-101, BF-102)."""
    m = position(
        card="MV01",
        merchants={BLACK: ((5, 9), ["red"] * 3)},
        fortune={BLACK: ["FC02", "FC03", "FC04"]},
    )
    assert len(m.state.mhand[BLACK]) == 1
    act(m, "end_step2")
    s = m.state
    assert len(s.mhand[BLACK]) == 2 and len(s.fhand[BLACK]) == 5
    new = s.fhand[BLACK][-1]
    act(m, "discard", new)  # a new card may go
    act(m, "discard", "FC03")
    assert len(s.fhand[BLACK]) == 3 and kind(m) == "purchase"
    m2 = position(card="MV19", merchants={BLACK: ((5, 9), ["red"] * 3)}, fortune={BLACK: []})
    act(m2, "end_step2")
    assert kind(m2) == "purchase" and m2.state.fhand[BLACK] == []
    m3 = position(
        card="MV19", merchants={BLACK: ((5, 9), ["red"] * 3)}, fortune={BLACK: ["FC09", "FC01"]}
    )
    act(m3, "end_step2")
    assert kind(m3) == "discard_symbol"
    act(m3, "discard", "FC09")
    assert m3.state.fhand[BLACK] == ["FC01"] and kind(m3) == "purchase"


def test_BFS_13_one_purchase_per_turn_victory_last():
    """BFS-13: One purchase per turn; victory last (BF-110)."""
    m = position(
        active=GREY, card="MV02", merchants={GREY: ((5, 9), ["red"] * 3)}, wealth={GREY: 30}
    )
    s = m.state
    s.dev_up[GREY] = [True, True, False, False]
    m._pending = None
    act(m, "end_step2")
    assert ids(m) == ["buy:DV11-4", "buy:DV14-4", "pass"]
    assert refused(m, "buy_victory") == "BF-110"
    act(m, "buy", "DV11-4")
    assert s.wealth[GREY] == 19 and s.active == BLACK  # the turn is over
    assert refused(m, "buy", "DV14-4", seat=GREY) == "BF-150"
    s.dev_up[GREY][3] = True
    enter_phase(m, "step4", GREY)
    assert "buy_victory" in ids(m)


def test_BFS_14_final_round_and_winner():
    """BFS-14: Final round and winner (BF-120, BF-121, BF-122, BF-123)."""

    def round9():
        m = started_match(4)
        m.state.round = 9
        finish_turn(m)
        ready_to_pay(m, WHITE, 12)
        finish_turn(m, buy_victory=True)  # White: 2 left
        return m

    m = round9()
    finish_turn(m)
    ready_to_pay(m, GREY, 15)
    finish_turn(m, buy_victory=True)
    assert m.is_over and m.state.round == 9 and m.result().winners == (GREY,)
    m = round9()
    finish_turn(m)
    ready_to_pay(m, GREY, 12)
    finish_turn(m, buy_victory=True)
    assert m.result().winners == (WHITE, GREY)
    m = round9()
    m.state.wealth[ORANGE] = 40
    finish_turn(m)
    finish_turn(m)
    assert m.result().winners == (WHITE,)
    # variant: Grey, last in order, is the first to pay
    m = started_match(4)
    for _ in range(3):
        finish_turn(m)
    ready_to_pay(m, GREY, 10)
    finish_turn(m, buy_victory=True)
    assert m.is_over
    # variant: 3 players, Orange set aside, order Black, White, Grey
    m = started_match(3, aside=["orange"])
    assert [m.state.colours[i] for i in m.state.order] == ["black", "white", "grey"]
    m.state.round = 7
    ready_to_pay(m, 0, 13)
    finish_turn(m, buy_victory=True)
    assert not m.is_over
    finish_turn(m)
    ready_to_pay(m, 2, 12)
    finish_turn(m, buy_victory=True)
    assert m.is_over and m.state.round == 7 and m.result().winners == (0,)


def test_BFS_15_reentry_when_a_ports_docks_are_full():
    """BFS-15: Re-entry when a port's docks are full (BF-34, BF-80)."""
    m = position(
        merchants={BLACK: ((10, 1), ["blue"] * 3), WHITE: ((11, 1), ["blue"] * 3)},
        pirates={GREY: ("SE", "")},
        navies={"yellow": (12, 1)},
        card=None,
        phase="step1",
        stocks={"C": 13},
    )
    begin_turn(m, GREY)
    options = ids(m)
    assert not any(o in options for o in ("place:10:1", "place:11:1", "place:12:1"))
    act(m, "place", 3, 6)
    assert m.state.cargo[GREY] == ["green"] * 3 and m.state.stock[2] == 10
    assert kind(m) == "play_movement"  # the pirate is in play


def test_BFS_16_goods_shortage():
    """BFS-16: Goods shortage (BF-66)."""
    m = position(
        active=WHITE,
        merchants={WHITE: ((11, 1), ["red"] * 3)},
        stocks={"A": 2},
        activate="merchant",
    )
    act(m, "sell")
    s = m.state
    assert s.wealth[WHITE] == 6 and s.stock[4] == 13 and s.cargo[WHITE] == ["blue", "blue"]
    assert s.stock[0] == 0
    m2 = position(
        active=GREY,
        card="MV02",
        merchants={GREY: ((10, 1), ["purple"] * 3)},
        stocks={"A": 0},
        activate="merchant",
    )
    act(m2, "sell")
    s2 = m2.state
    assert s2.wealth[GREY] == 9 and s2.cargo[GREY] == [] and s2.merchant[GREY] == cell(10, 1)
    assert s2.stock[3] == 13
    m3 = position(
        merchants={GREY: ((10, 1), [])},
        pirates={BLACK: ((10, 2), "")},
        stocks={"A": 0},
        activate="pirate",
    )
    assert not any(o.startswith("rob") for o in ids(m3))
    m4 = position(
        active=GREY,
        card="MV02",
        merchants={GREY: ((10, 1), [])},
        stocks={"A": 4},
        activate="merchant",
    )
    act(m4, "load")
    assert m4.state.cargo[GREY] == ["blue"] * 3 and m4.state.stock[0] == 1


def test_BFS_17_long_guns_range_two():
    """BFS-17: Long Guns, range 2 (BF-71, BF-320)."""
    m = position(
        merchants={WHITE: ((7, 7), ["green"] * 3)},
        pirates={BLACK: ((5, 5), "")},
        powers={BLACK: ["long_guns"]},
        activate="pirate",
    )
    act(m, "rob", WHITE, "green")
    assert m.state.wealth[BLACK] == 2
    m2 = position(
        merchants={WHITE: ((7, 7), ["green"] * 3)}, pirates={BLACK: ((5, 5), "")}, activate="pirate"
    )
    assert refused(m2, "rob", WHITE, "green") == "BF-71"
    act(m2, "move", 6, 6)
    assert can(m2, "rob", WHITE, "green")


def test_BFS_18_three_player_setup():
    """BFS-18: Three-player setup (BF-14, BF-17)."""
    m = started_match(3, aside=["orange"], places=[(11, 1), (10, 1), (18, 7)])
    s = m.state
    assert s.aside == ["orange"] and s.colours[s.order[0]] == "black"
    assert s.stock[0] == 7 and s.stock[1] == 10
    assert s.cargo[s.order[2]] == ["yellow"] * 3
    assert s.pirate == [OUT] * 3
    assert [len(h) for h in s.mhand] == [2] * 3 and [len(h) for h in s.fhand] == [1] * 3
    assert s.wealth == [0, 0, 0]


def test_BFS_19_change_of_wind():
    """BFS-19: Change of Wind (BF-202, BF-33)."""
    m = position(
        merchants={WHITE: ((0, 9), ["green"] * 3)},
        pirates={BLACK: ((2, 10), "red")},
        navies={"yellow": (1, 9)},
        fortune={BLACK: ["FC03"]},
    )
    assert (0, 8) in reachable(rules().g, m.view(BLACK), "pirate")  # through the yellow navy
    act(m, "fortune", "FC03")
    v = m.view(BLACK)
    assert v.controlled == ("purple",) and v.allowances[2:] == (0, 1)
    assert not can(m, "activate", "yellow") and can(m, "activate", "purple")
    assert (0, 8) not in reachable(rules().g, v, "pirate")  # yellow now blocks
    m2 = position(merchants={BLACK: ((9, 6), ["red"] * 3)}, fortune={BLACK: ["FC03"]})
    act(m2, "activate", "merchant")
    assert refused(m2, "fortune", "FC03") == "BF-202"


def test_BFS_20_fortune_cards_only_on_your_own_turn():
    """BFS-20: Fortune cards only on your own turn (BF-90)."""
    m = position(
        active=WHITE,
        card="MV02",
        merchants={BLACK: ((6, 9), ["red"] * 3)},
        pirates={WHITE: ((5, 9), "")},
        fortune={BLACK: ["FC01"]},
        activate="pirate",
    )
    act(m, "rob", BLACK, "red")
    assert m.decisions()[0].seat == WHITE
    assert refused(m, "fortune", "FC01", seat=BLACK) == "BF-90"


def test_BFS_21_a_navy_sinks_only_one_pirate():
    """BFS-21: A navy sinks only one pirate (BF-41, BF-207, BF-355)."""

    def start(**kw):
        return position(
            card="MV23",
            navies={"purple": (12, 8)},
            pirates={WHITE: ((11, 9), ""), GREY: ((13, 9), "")},
            activate="purple",
            **kw,
        )

    m = start()
    act(m, "sink", WHITE)
    assert m.state.wealth[BLACK] == 2 and not can(m, "sink", GREY)
    assert refused(m, "sink", GREY) == "BF-41"
    act(m, "move", 12, 9)
    assert refused(m, "sink", GREY) == "BF-41"
    m2 = start(fortune={BLACK: ["FC08"]})
    act(m2, "sink", WHITE)
    act(m2, "fortune", "FC08")  # during the activation
    act(m2, "sink", GREY)
    assert m2.state.wealth[BLACK] == 4
    m3 = start(fortune={BLACK: ["FC08", "FC11"]}, powers={BLACK: ["navy_bounty"]})
    act(m3, "fortune", "FC11")
    act(m3, "fortune", "FC08")
    act(m3, "sink", WHITE)
    act(m3, "sink", GREY)
    assert m3.state.wealth[BLACK] == 10


def test_BFS_22_robbed_twice_no_topping_up():
    """BFS-22: Robbed twice, no topping up (BF-62, BF-63, BF-65)."""
    m = position(
        active=WHITE,
        card="MV02",
        merchants={ORANGE: ((11, 1), ["blue"] * 3)},
        pirates={WHITE: ((12, 2), ""), GREY: ((10, 2), "")},
        activate="pirate",
    )
    act(m, "rob", ORANGE, "blue")
    s = m.state
    s.turn = type(s.turn)(card="MV02")
    s.turn.started[1] = True
    s.turn.current = 1
    enter_phase(m, "activation", GREY)
    act(m, "rob", ORANGE, "blue")
    assert s.cargo[ORANGE] == ["blue"] and s.wealth[WHITE] == 2 and s.wealth[GREY] == 2
    s.turn = type(s.turn)(card="MV05")  # merchant 4
    s.turn.started[0] = True
    s.turn.current = 0
    enter_phase(m, "activation", ORANGE)
    assert not can(m, "sell") and not can(m, "load")
    assert refused(m, "load") == "BF-62"
    dist = rules().g.geo.sea_distances([cell(11, 1)])
    assert min(dist[cell(*c)] for c in rules().content.map.ports[1].docks) == 7
    s.merchant[ORANGE] = cell(18, 6)
    m._pending = None
    act(m, "sell")
    assert s.wealth[ORANGE] == 2 and s.cargo[ORANGE] == ["yellow"] * 3


def test_BFS_23_acting_mid_move_standing_no_dead_end():
    """BFS-23: Acting mid-move; standing; no dead end (BF-40, BF-42, BF-43, BF-45)."""
    m = position(
        active=WHITE,
        merchants={WHITE: ((9, 2), ["green"] * 3)},
        pirates={WHITE: ((10, 1), "")},
        activate="merchant",
    )
    reach = reachable(rules().g, m.view(WHITE), "merchant")
    assert (10, 1) not in reach and len(reach[(11, 1)]) == 2
    act(m, "move", 11, 1)
    act(m, "sell")
    act(m, "move", 12, 2)
    assert m.state.turn.steps[0] == 3 and m.state.wealth[WHITE] == 6
    m2 = position(
        active=WHITE,
        card="MV04",
        merchants={WHITE: ((8, 2), ["green"] * 3)},
        pirates={WHITE: ((10, 1), "")},
        activate="merchant",
    )
    reach = set(reachable(rules().g, m2.view(WHITE), "merchant"))
    assert (10, 1) not in reach and not reach & {(10, 1), (11, 1), (12, 1)}
    assert {(9, 1), (9, 2), (10, 2)} <= reach
    assert refused(m2, "move", 10, 1) == "BF-34"


def test_BFS_24_change_of_wind_with_a_second_navy():
    """BFS-24: Change of Wind with a second navy (BF-202, BF-203, BF-356)."""
    m = position(card="MV09", fortune={BLACK: ["FC04", "FC04", "FC03"]})
    act(m, "fortune", "FC04")
    assert m.view(BLACK).allowances[2:] == (3, 2)
    act(m, "fortune", "FC03")
    v = m.view(BLACK)
    assert v.primary_navy == "purple" and v.allowances[2:] == (2, 3)
    assert refused(m, "fortune", "FC04") == "BF-203"
    m2 = position(card="MV09", fortune={BLACK: ["FC03"]}, powers={BLACK: ["admirals_commission"]})
    act(m2, "fortune", "FC03")
    assert m2.view(BLACK).allowances[2:] == (2, 3)
    m3 = position(
        card="MV09",
        fortune={BLACK: ["FC03"]},
        powers={BLACK: ["admirals_commission", "navy_pennant"]},
    )
    act(m3, "fortune", "FC03")
    assert m3.view(BLACK).allowances[2:] == (3, 4)


def test_BFS_25_sale_bonuses_and_no_retroactivity():
    """BFS-25: Sale bonuses and no retroactivity (BF-95, BF-300, BF-324, BF-352)."""

    def start():
        return position(
            merchants={BLACK: ((18, 7), ["red"] * 3)},
            fortune={BLACK: ["FC09"]},
            powers={BLACK: ["trade_agreement", "master_trader"]},
            activate="merchant",
        )

    m = start()
    act(m, "fortune", "FC09")
    act(m, "sell")
    s = m.state
    assert s.wealth[BLACK] == 16 and s.stock[4] == 13 and s.stock[1] == 10
    assert s.cargo[BLACK] == ["yellow"] * 3
    m2 = start()
    act(m2, "sell")
    act(m2, "fortune", "FC09")
    assert m2.state.wealth[BLACK] == 13


def test_BFS_26_order_of_payments_on_a_robbery():
    """BFS-26: Order of payments on a robbery (BF-304, BF-312, BF-335, BF-351)."""

    def start(white):
        return position(
            merchants={WHITE: ((11, 1), ["blue", "blue"])},
            pirates={BLACK: ((12, 2), "")},
            wealth={WHITE: white},
            powers={BLACK: ["letter_of_marque", "ransom_letters"], WHITE: ["cargo_insurance"]},
            activate="pirate",
        )

    m = start(0)
    events = act(m, "rob", WHITE, "blue")
    assert m.state.wealth[:2] == [3, 1] and m.state.cargo[WHITE] == ["blue"]
    assert not events_of(events, "ransom_paid")
    m2 = start(4)
    act(m2, "rob", WHITE, "blue")
    assert m2.state.wealth[:2] == [4, 4]


def test_BFS_27_entering_from_a_zone_staying_and_the_pre_card_window():
    """BFS-27: Entering from a zone, staying, and the pre-card window (BF-36, BF-81, BF-90)."""
    m = position(
        card=None,
        phase="step1",
        merchants={GREY: ((18, 7), ["red"] * 3)},
        fortune={GREY: ["FC01", "FC17", "FC18"]},
    )
    begin_turn(m, GREY)
    assert kind(m) == "enter_pirate"
    act(m, "enter_zone", "SE")
    options = ids(m)
    assert "fortune:FC17" in options and "fortune:FC18" in options
    assert "fortune:FC01" not in options
    act(m, "fortune", "FC18")
    act(m, "discard_move", m.state.mhand[GREY][0])
    act(m, "sea_charts_done")
    act(m, "play_move", m.state.mhand[GREY][0])
    options = ids(m)
    assert "fortune:FC01" in options and "fortune:FC17" in options
    assert "fortune:FC18" not in list(options)
    act(m, "activate", "pirate")
    act(m, "end_activation")  # stays in its zone
    s = m.state
    assert s.pirate[GREY] == zone_code(2)
    begin_turn(m, GREY)
    assert kind(m) == "play_movement"
