"""Board geometry and movement (BF-30 to BF-45), navy control (BF-37)."""

from black_fleet.bf_helpers import (
    BLACK,
    GREY,
    ORANGE,
    WHITE,
    act,
    can,
    cell,
    events_of,
    ids,
    kind,
    position,
    refused,
    rules,
    sail,
)

from game.black_fleet.model import zone_code
from game.black_fleet.movement import occupied
from game.black_fleet.views import reachable


def dests(m, ship):
    return set(reachable(rules().g, m.view(m.state.active), ship))


def test_diagonal_steps_count_as_one():
    """BF-30, AD-1: king adjacency; (3,9) -> (6,12) is three diagonal steps."""
    m = position(merchants={BLACK: ((3, 9), ["red"] * 3)}, activate="merchant")
    reach = reachable(rules().g, m.view(BLACK), "merchant")
    assert reach[(6, 12)] == [(4, 10), (5, 11), (6, 12)]
    assert (7, 12) not in reach


def test_allowance_limits_steps_and_is_not_transferable():
    """BF-31: any number of steps up to the card's value; steps left over are lost and never
    go to another ship."""
    m = position(merchants={BLACK: ((3, 9), ["red"] * 3)}, pirates={BLACK: ((8, 9), "")})
    sail(m, "merchant", (4, 9))
    assert m.state.turn.steps[0] == 1
    assert max(max(abs(x - 4), abs(y - 9)) for x, y in dests(m, "merchant")) == 2
    act(m, "end_activation")
    assert not can(m, "activate", "merchant")
    act(m, "activate", "pirate")
    assert m.view(BLACK).allowances[1] == 2  # MV01 pirate value
    assert max(max(abs(x - 8), abs(y - 9)) for x, y in dests(m, "pirate")) == 2


def test_land_blocks_unless_a_card_allows_crossing():
    """BF-32, BF-204: no step onto land; with Shallow Waters the merchant crosses the
    continent ((3,6) -> (2,7) -> (1,8) -> (0,9)) but never stops on land."""
    m = position(
        merchants={BLACK: ((3, 6), ["red"] * 3)}, fortune={BLACK: ["FC05"]}, activate="merchant"
    )
    assert (0, 9) not in dests(m, "merchant")
    assert refused(m, "move", 2, 7) == "BF-32"
    act(m, "fortune", "FC05")
    act(m, "target_ship", "merchant")
    reach = reachable(rules().g, m.view(BLACK), "merchant")
    assert reach[(0, 9)] == [(2, 7), (1, 8), (0, 9)]
    assert not any(rules().g.geo.land[cell(*c)] for c in reach)


def test_friendly_ships_are_passed_non_friendly_ones_block():
    """BF-33, AD-18: Black's pirate passes Black's merchant; White's merchant blocks."""
    m = position(
        merchants={BLACK: ((1, 9), ["red"] * 3), WHITE: ((0, 9), ["green"] * 3)},
        pirates={BLACK: ((2, 10), "red")},
        activate="pirate",
    )
    assert (0, 8) in dests(m, "pirate")  # through (1,9), friendly
    m2 = position(
        merchants={ORANGE: ((1, 9), ["red"] * 3), WHITE: ((0, 9), ["green"] * 3)},
        pirates={BLACK: ((2, 10), "red")},
        activate="pirate",
    )
    assert (0, 8) not in dests(m2, "pirate")
    assert refused(m2, "move", 0, 8) == "BF-33"


def test_never_end_on_an_occupied_space():
    """BF-34: a destination never holds another ship, friendly or not."""
    m = position(
        merchants={BLACK: ((5, 9), ["red"] * 3), WHITE: ((6, 9), ["green"] * 3)},
        pirates={BLACK: ((4, 9), "")},
        activate="merchant",
    )
    d = dests(m, "merchant")
    assert (6, 9) not in d and (4, 9) not in d and (7, 9) in d
    assert refused(m, "move", 4, 9) == "BF-34"


def test_diagonal_between_two_ships_touching_at_a_corner():
    """BF-35, AD-2: a diagonal step is legal even between two non-friendly ships."""
    m = position(
        merchants={BLACK: ((5, 12), ["red"] * 3), WHITE: ((6, 12), ["green"] * 3)},
        pirates={ORANGE: ((5, 13), "")},
        activate="merchant",
    )
    assert reachable(rules().g, m.view(BLACK), "merchant")[(6, 13)] == [(6, 13)]


def test_distant_sea_entry_costs_one_step():
    """BF-36, AD-3: the pirate leaves its zone onto an entry space for 1 step; it may stay in
    the zone; in the zone it cannot act or be attacked (BF-75)."""
    m = position(
        pirates={BLACK: ("NW", "")}, merchants={WHITE: ((1, 1), ["green"] * 3)}, activate="pirate"
    )
    d = dests(m, "pirate")  # pirate value 2
    assert {(0, 0), (1, 0), (0, 1), (2, 1), (0, 2), (1, 2)} <= d
    assert (2, 2) not in d and (1, 1) not in d  # 3 steps; White's merchant
    assert not any(o.startswith("rob") for o in ids(m))  # White is next to the entry
    act(m, "end_activation")
    assert m.state.pirate[BLACK] == zone_code(0)


def test_controlled_navy_follows_the_card():
    """BF-37: the navy printed on the card is controlled with the navy value; the other one
    can neither be activated nor passed."""
    m = position(card="MV09")  # yellow navy 3
    v = m.view(BLACK)
    assert v.controlled == ("yellow",) and v.allowances[2:] == (3, 0)
    assert can(m, "activate", "yellow") and not can(m, "activate", "purple")
    m2 = position(card="MV27")  # purple navy 1
    assert m2.view(BLACK).controlled == ("purple",) and can(m2, "activate", "purple")


def test_special_spaces_are_ordinary_sea():
    """BF-38: ships stop on beaches, lairs, docks and an empty navy start space."""
    m = position(
        merchants={BLACK: ((5, 2), ["red"] * 3)},
        navies={"yellow": (14, 9)},
        card="MV21",
        activate="merchant",
    )  # merchant 5
    d = dests(m, "merchant")
    assert {(4, 2), (7, 4), (9, 5), (3, 5)} <= d


def test_act_before_during_and_after_moving():
    """BF-40, AD-32: the action happens where the ship stands; afterwards it may sail on with
    the steps it has left."""
    m = position(merchants={WHITE: ((11, 1), ["green"] * 3)}, active=WHITE, activate="merchant")
    act(m, "sell")  # before any step
    act(m, "move", 12, 2)
    act(m, "move", 14, 2)
    assert m.state.turn.steps[0] == 3 and m.state.wealth[WHITE] == 6


def test_one_action_per_ship():
    """BF-41: after selling, the merchant has no action left, even at another dock."""
    m = position(merchants={WHITE: ((10, 1), ["green"] * 3)}, active=WHITE, activate="merchant")
    act(m, "sell")
    act(m, "move", 12, 1)
    assert not can(m, "sell")
    assert refused(m, "sell") == "BF-41"


def test_acting_only_where_the_ship_stands():
    """BF-42: no destination is a space shared with a friendly ship, so nothing happens there."""
    m = position(
        merchants={WHITE: ((9, 2), ["green"] * 3)},
        pirates={WHITE: ((10, 1), "")},
        active=WHITE,
        activate="merchant",
    )
    d = dests(m, "merchant")
    assert (10, 1) not in d and (11, 1) in d
    assert reachable(rules().g, m.view(WHITE), "merchant")[(11, 1)][-1] == (11, 1)


def test_no_step_into_a_dead_end():
    """BF-43(e): with 2 steps a ship cannot be brought onto a friendly ship's space as its last
    step; every offered destination is a space where it stands."""
    m = position(
        merchants={WHITE: ((8, 2), ["green"] * 3)},
        pirates={WHITE: ((10, 1), "")},
        card="MV04",
        active=WHITE,
        activate="merchant",
    )
    d = dests(m, "merchant")
    assert (10, 1) not in d and (11, 1) not in d
    assert {(9, 1), (9, 2), (10, 2)} <= d
    mask = occupied(rules().g, m.state)
    assert all(not mask[cell(*c)] for c in d)


def test_activation_starts_by_naming_a_ship_and_ends_by_choice():
    """BF-44, AD-19: one activation at a time; ending it is final for this turn, even with
    steps and the action unused; a ship never started counts as not moved."""
    m = position(merchants={BLACK: ((5, 9), ["red"] * 3)}, pirates={BLACK: ((8, 9), "")})
    act(m, "activate", "merchant")
    assert kind(m) == "sail" and not any(o.startswith("activate") for o in ids(m))
    assert refused(m, "end_step2") == "CORE-2"
    act(m, "end_activation")
    assert not can(m, "activate", "merchant") and can(m, "activate", "pirate")
    assert refused(m, "activate", "merchant") == "BF-23"


def test_destination_moves_take_a_shortest_path():
    """BF-45: a destination move becomes a shortest legal path; the steps are counted."""
    m = position(merchants={BLACK: ((3, 9), ["red"] * 3)}, activate="merchant")
    events = act(m, "move", 6, 12)
    moved = events_of(events, "ship_moved")[0]
    assert moved.data["path"] == [[4, 10], [5, 11], [6, 12]] and moved.data["steps"] == 3
    assert m.state.turn.steps[0] == 3
    assert not any(o.startswith("move") for o in ids(m))


def test_reachable_helper_matches_the_offered_moves():
    """BF-45: the scene's helper gives exactly the destinations the rules offer."""
    m = position(
        merchants={BLACK: ((5, 9), ["red"] * 3), GREY: ((6, 8), ["red"])},
        pirates={BLACK: ("SE", ""), WHITE: ((4, 8), "")},
        activate="merchant",
    )
    offered = {(o.args[0], o.args[1]) for o in m.decisions()[0].options if o.kind == "move"}
    assert offered == dests(m, "merchant")
