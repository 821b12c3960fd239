"""Navy, merchant and pirate actions (BF-50 to BF-77) and (re-)entry of sunk ships (BF-80 to
BF-82)."""

from black_fleet.bf_helpers import (
    BLACK,
    GREY,
    ORANGE,
    WHITE,
    act,
    begin_turn,
    can,
    cell,
    events_of,
    ids,
    kind,
    position,
    refused,
    rules,
)

from game.black_fleet.market import sale_prices
from game.black_fleet.model import OUT, zone_code


# ---- navy ------------------------------------------------------------------------------------
def test_navy_sinks_an_adjacent_enemy_pirate_only():
    """BF-50: adjacent enemy pirates only (range 1), never one in a distant sea."""
    m = position(
        card="MV23",
        navies={"purple": (12, 8)},
        pirates={WHITE: ((13, 9), ""), GREY: ((14, 8), ""), ORANGE: ("SE", "")},
        activate="purple",
    )
    assert can(m, "sink", WHITE) and not can(m, "sink", GREY) and not can(m, "sink", ORANGE)
    assert refused(m, "sink", GREY) == "BF-50"


def test_sunk_pirate_goes_home_treasure_to_its_port_attacker_gains_two():
    """BF-51: out of play, treasure back to the stock of its colour's port, +2."""
    m = position(
        card="MV23",
        navies={"purple": (12, 8)},
        pirates={WHITE: ((13, 9), "purple")},
        stocks={"D": 10},
        activate="purple",
    )
    act(m, "sink", WHITE)
    s = m.state
    assert s.pirate[WHITE] == OUT and s.treasure[WHITE] == ""
    assert s.stock[3] == 11 and s.wealth[BLACK] == 2


def test_never_attack_your_own_ships():
    """BF-52: no option against one's own pirate; navies never attack merchants."""
    m = position(
        card="MV23",
        navies={"purple": (12, 8)},
        pirates={BLACK: ((13, 9), "")},
        merchants={WHITE: ((11, 9), ["red"])},
        activate="purple",
    )
    assert [o for o in ids(m) if o.startswith("sink")] == []
    assert refused(m, "sink", BLACK) == "BF-52"


def test_navies_are_never_attacked_and_carry_nothing():
    """BF-53, BF-76: a pirate next to a navy (or an enemy pirate) has no action against it."""
    m = position(
        navies={"yellow": (6, 9)},
        pirates={BLACK: ((5, 9), ""), WHITE: ((4, 9), "")},
        activate="pirate",
    )
    assert not any(o.startswith(("rob", "sink")) for o in ids(m))
    assert all(sh.cargo == () for sh in m.view(BLACK).ships if sh.kind == "navy")


# ---- merchant --------------------------------------------------------------------------------
def test_hold_never_exceeds_three():
    """BF-60: loading stops at 3 cubes."""
    m = position(merchants={BLACK: ((10, 1), ["red"])}, activate="merchant")
    act(m, "sell")
    assert m.state.cargo[BLACK] == ["blue"] * 3


def test_sell_all_then_load_three_of_the_port_colour():
    """BF-61, AD-22: all cubes sold at once at the port's prices, cubes go home, the merchant
    then loads 3 cubes of the port's colour from its stock."""
    m = position(merchants={BLACK: ((18, 7), ["red"] * 3)}, activate="merchant")
    events = act(m, "sell")
    s = m.state
    assert s.wealth[BLACK] == 9  # B pays 3 for red
    assert s.stock[4] == 13 and s.stock[1] == 10  # reds home to E; B loads
    assert s.cargo[BLACK] == ["yellow"] * 3
    assert events_of(events, "sold")[0].data["gain"] == 9


def test_the_sell_button_shows_what_the_sale_earns_and_loads():
    """BF-61, BF-352: the label previews the gain (with Master Trader and smuggling) and the
    cubes loaded, and agrees with the sale itself."""
    from game.core import Action

    for powers, cargo in (
        ([], ["red"] * 3),
        (["master_trader", "smugglers_contacts"], ["red", "red", "purple"]),
    ):
        m = position(
            merchants={BLACK: ((18, 7), cargo)},
            powers={BLACK: powers},
            stocks={"B": 2},
            activate="merchant",
        )
        label = rules().describe_action(Action("sell"), m.view(BLACK))
        gain = events_of(act(m, "sell"), "sold")[0].data["gain"]
        assert label.key == "black_fleet.action.sell_for"
        assert (label.args["gain"], label.args["loaded"]) == (gain, 2)
    assert gain > 9  # the powers counted in the preview as well


def test_no_loading_without_a_sale():
    """BF-62: a robbed merchant cannot top up; `load` needs an empty hold (BF-66c)."""
    m = position(merchants={BLACK: ((11, 1), ["blue"])}, activate="merchant")
    assert not can(m, "load") and not can(m, "sell")
    assert refused(m, "load") == "BF-62"


def test_refused_and_own_colour_cannot_be_sold():
    """BF-63, AD-5: a port never buys its own or a refused colour: no sale at all."""
    m = position(merchants={BLACK: ((11, 1), ["blue"] * 3)}, activate="merchant")
    assert not can(m, "sell") and refused(m, "sell") == "BF-63"
    m2 = position(merchants={BLACK: ((11, 1), ["yellow"] * 3)}, activate="merchant")
    assert not can(m2, "sell")
    r = rules()
    assert (
        sale_prices(r.g, m2.state, BLACK, 0, ["green", "yellow"]) is None
    )  # mixed: all or nothing
    assert sale_prices(r.g, m2.state, BLACK, 0, ["green", "red"]) == [2, 2]


def test_prices_two_or_three_per_cube():
    """BF-64: A pays 3 for purple, E pays 2."""
    m = position(merchants={BLACK: ((10, 1), ["purple"] * 3)}, activate="merchant")
    act(m, "sell")
    assert m.state.wealth[BLACK] == 9
    m2 = position(merchants={BLACK: ((5, 13), ["purple"] * 3)}, activate="merchant")
    act(m2, "sell")
    assert m2.state.wealth[BLACK] == 6


def test_no_safe_harbour():
    """BF-65: a merchant on a dock, just loaded, can be robbed."""
    m = position(
        merchants={ORANGE: ((11, 1), ["blue"] * 3)},
        pirates={WHITE: ((12, 2), "")},
        active=WHITE,
        activate="pirate",
    )
    assert can(m, "rob", ORANGE, "blue")


def test_goods_shortage_loads_what_is_there_and_empty_merchant_may_load_later():
    """BF-66, AD-6: load all that is left (possibly 0); an empty merchant on a dock may load as
    its action without selling."""
    m = position(
        merchants={WHITE: ((11, 1), ["red"] * 3)},
        stocks={"A": 2},
        active=WHITE,
        activate="merchant",
    )
    act(m, "sell")
    assert m.state.cargo[WHITE] == ["blue", "blue"] and m.state.stock[0] == 0
    m2 = position(
        merchants={GREY: ((10, 1), [])}, stocks={"A": 5}, active=GREY, activate="merchant"
    )
    assert can(m2, "load")
    act(m2, "load")
    assert m2.state.cargo[GREY] == ["blue"] * 3 and m2.state.stock[0] == 2
    m3 = position(
        merchants={GREY: ((10, 1), [])}, stocks={"A": 0}, active=GREY, activate="merchant"
    )
    assert not can(m3, "load") and refused(m3, "load") == "BF-66"


# ---- pirate ----------------------------------------------------------------------------------
def test_pirate_robs_one_cube_and_gains_two():
    """BF-70, BF-71, AD-20, AD-21: one cube into the hold (0-1 cubes), +2 for the owner."""
    m = position(
        merchants={WHITE: ((6, 9), ["green"] * 3)}, pirates={BLACK: ((5, 9), "")}, activate="pirate"
    )
    act(m, "rob", WHITE, "green")
    s = m.state
    assert s.treasure[BLACK] == "green" and s.cargo[WHITE] == ["green"] * 2
    assert s.wealth[BLACK] == 2 and s.merchant[WHITE] == cell(6, 9)


def test_emptied_merchant_sinks():
    """BF-71, BF-82: the last cube taken sinks the merchant; it keeps no cubes."""
    m = position(
        merchants={WHITE: ((6, 9), ["green"])}, pirates={BLACK: ((5, 9), "")}, activate="pirate"
    )
    events = act(m, "rob", WHITE, "green")
    assert m.state.merchant[WHITE] == OUT and m.state.cargo[WHITE] == []
    assert events_of(events, "merchant_sunk")


def test_loaded_pirate_cannot_attack():
    """BF-72: a pirate carrying treasure has a full hold."""
    m = position(
        merchants={WHITE: ((6, 9), ["green"] * 3)},
        pirates={BLACK: ((5, 9), "red")},
        activate="pirate",
    )
    assert not can(m, "rob", WHITE, "green")
    assert refused(m, "rob", WHITE, "green") == "BF-72"


def test_bury_on_a_beach_for_its_value():
    """BF-73: any colour, on any beach; the cube goes home; the beach's value is paid."""
    m = position(pirates={BLACK: ((9, 8), "yellow")}, stocks={"B": 12}, activate="pirate")
    act(m, "bury")
    assert m.state.wealth[BLACK] == 6 and m.state.stock[1] == 13
    m2 = position(pirates={BLACK: ((9, 9), "yellow")}, activate="pirate")
    assert not can(m2, "bury") and refused(m2, "bury") == "BF-73"


def test_attack_and_bury_not_in_one_turn():
    """BF-74: both are actions."""
    m = position(
        merchants={GREY: ((13, 7), ["green"] * 3)},
        pirates={BLACK: ((14, 6), "")},
        activate="pirate",
    )
    act(m, "rob", GREY, "green")
    act(m, "move", 12, 5)
    assert not can(m, "bury") and refused(m, "bury") == "BF-74"


def test_pirate_in_a_zone_cannot_act_or_be_attacked():
    """BF-75: in a distant sea nothing can touch it."""
    m = position(
        card="MV23", navies={"purple": (20, 13)}, pirates={WHITE: ("SE", "")}, activate="purple"
    )
    assert not can(m, "sink", WHITE)


def test_empty_merchant_cannot_be_attacked():
    """BF-77, AD-36."""
    m = position(
        merchants={WHITE: ((11, 1), [])}, pirates={BLACK: ((12, 2), "")}, activate="pirate"
    )
    assert not any(o.startswith("rob") for o in ids(m))
    assert refused(m, "rob", WHITE, "blue") == "BF-77"


# ---- re-entry --------------------------------------------------------------------------------
def test_merchant_reentry_any_free_dock_loads_three():
    """BF-80, BF-21, AD-38: first the merchant (any free dock of any port), then the pirate."""
    m = position(
        merchants={BLACK: ((11, 1), ["blue"] * 3)},
        pirates={BLACK: ((5, 5), "")},
        card=None,
        phase="step1",
        stocks={"E": 2},
    )
    s = m.state
    begin_turn(m, ORANGE)
    assert kind(m) == "place_merchant" and len(ids(m)) == 14
    act(m, "place", 4, 13)
    assert s.cargo[ORANGE] == ["red", "red"] and s.stock[4] == 0  # shortage: 2 only
    assert kind(m) == "enter_pirate"
    act(m, "enter_zone", "SE")
    assert s.pirate[ORANGE] == zone_code(2) and kind(m) == "play_movement"


def test_pirate_entry_each_zone_then_in_play():
    """BF-81: a zone of the owner's choice; afterwards it is in play and not placed again."""
    m = position(merchants={WHITE: ((5, 9), ["green"] * 3)}, card=None, phase="step1")
    begin_turn(m, WHITE)
    assert ids(m) == ["enter_zone:NW", "enter_zone:NE", "enter_zone:SE"]
    act(m, "enter_zone", "NE")
    assert kind(m) == "play_movement"
    begin_turn(m, WHITE)
    assert kind(m) == "play_movement"


def test_sunk_ships_wait_for_their_owners_turn():
    """BF-82: a ship sunk in another's turn stays out until its owner's next turn."""
    m = position(
        card="MV23",
        navies={"purple": (12, 8)},
        pirates={WHITE: ((13, 9), "")},
        merchants={WHITE: ((5, 9), ["red"])},
        activate="purple",
    )
    act(m, "sink", WHITE)
    begin_turn(m, ORANGE)
    assert m.state.pirate[WHITE] == OUT
    begin_turn(m, WHITE)
    assert kind(m) == "enter_pirate"
