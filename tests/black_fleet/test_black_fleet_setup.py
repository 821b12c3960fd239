"""Setup (BF-10 to BF-19), its chance steps and dealing order (BF-154, BF-160, BF-161)."""

import pytest
from black_fleet.bf_helpers import (
    BLACK,
    GREY,
    ORANGE,
    WHITE,
    act,
    config,
    game,
    ids,
    kind,
    rules,
    setup_chances,
    started_match,
)

from game.black_fleet.model import OUT
from game.core import Chance, Match, SeatConfig


def test_seat_counts():
    """BF-10, BF-135: 3 or 4 seats; 2 only through the house variant (switched on for two
    seats by TitleInfo.two_player_variant); never 5."""
    g = game()
    assert (g.info.min_seats, g.info.max_seats) == (3, 4)
    two = g.make_config([SeatConfig("a"), SeatConfig("b")])
    assert two.variants["two_players"] is True
    assert g.make_config([SeatConfig(str(i)) for i in range(4)]).variants["two_players"] is False
    with pytest.raises(ValueError):
        g.make_config([SeatConfig(str(i)) for i in range(5)])
    plain = config(4)
    bad = type(plain)(plain.game, plain.seats[:2], dict(plain.variants), 0, {})
    with pytest.raises(ValueError):
        rules().setup(bad)


def test_initial_board():
    """BF-11, BF-18, BF-19, AD-11: navies on their starts, 13 cubes in each port, pirates out
    of play, no money, empty discard piles."""
    r = rules()
    s = r.setup(config(4))
    assert [r.g.geo.xy[c] for c in s.navy] == [(9, 5), (12, 8)]
    assert s.stock == [13] * 5
    assert s.pirate == [OUT] * 4 and s.merchant == [OUT] * 4
    assert s.wealth == [0] * 4 and s.mdisc == [] and s.fdisc == []


def test_setup_chance_steps_in_order():
    """BF-160: aside (3 seats), colours, the four development decks, fortune, movement."""
    m = Match(rules(), config(3))
    kinds = []
    while isinstance(m.pending, Chance):
        p = m.pending
        kinds.append((p.kind, len(p.items)))
        m.step_chance()
    assert kinds == [
        ("draw", 3),
        ("shuffle", 3),
        ("shuffle", 6),
        ("shuffle", 6),
        ("shuffle", 6),
        ("shuffle", 6),
        ("shuffle", 44),
        ("shuffle", 44),
    ]


def test_three_players_set_aside_a_non_black_card():
    """BF-14, AD-16: one random non-black identification card is removed; black plays."""
    m = Match(rules(), config(3))
    assert "black" not in m.pending.items
    m.step_chance(["white"])
    assert m.state.aside == ["white"]
    assert sorted(m.pending.items) == ["black", "grey", "orange"]


def test_colours_fix_the_turn_order_black_first_then_clockwise():
    """BF-14, BF-20, AD-24: seat i takes the i-th colour; black starts, then clockwise."""
    m = Match(rules(), config(4))
    m.step_chance(["orange", "grey", "black", "white"])
    assert m.state.order == [2, 3, 0, 1]


def test_development_deal_one_of_each_cost_ascending_rest_undealt():
    """BF-12, BF-161: per cost in order, the top card to each player in turn order; the owner
    sees the faces, the others only the costs; 2 per cost stay undealt with 4 players."""
    m = started_match(4)
    s = m.state
    assert s.dev[BLACK] == ["DV05-1", "DV08-1", "DV11-1", "DV14-1"]
    assert s.dev[GREY] == ["DV05-4", "DV08-4", "DV11-4", "DV14-4"]
    assert [len(p) for p in s.dev_piles] == [2, 2, 2, 2]
    v = m.view(WHITE)
    assert [d.card for d in v.players[WHITE].development] == s.dev[WHITE]
    assert [d.card for d in v.players[BLACK].development] == [None] * 4
    assert [d.cost for d in v.players[BLACK].development] == [5, 8, 11, 14]
    m3 = started_match(3)
    assert [len(p) for p in m3.state.dev_piles] == [3, 3, 3, 3]


def test_victory_card_face_down_at_its_cost():
    """BF-13, BF-130: the 10 ransom by default; the long game uses 20 per player setting."""
    m = started_match(4, variants={"long_victory_2": True})
    assert m.state.victory_cost == [10, 20, 10, 10]
    assert m.state.victory_up == [False] * 4
    assert m.view(BLACK).players[WHITE].victory_cost == 20


def test_hands_dealt():
    """BF-15, BF-16, BF-161: one fortune card each in turn order, then one movement card each
    in turn order, twice; the rest is the draw pile."""
    m = started_match(4)
    s = m.state
    assert s.mhand[BLACK] == ["MV01", "MV05"] and s.mhand[GREY] == ["MV04", "MV08"]
    assert [len(h) for h in s.fhand] == [1, 1, 1, 1]
    assert len(s.mpile) == 44 - 8 and len(s.fpile) == 44 - 4


def test_merchants_placed_in_turn_order_and_loaded():
    """BF-17, BF-154, BFS-18: each player in turn order picks a free dock of any port and loads
    3 cubes of that port's colour; several merchants may share a port."""
    m = Match(rules(), config(4))
    setup_chances(m)
    assert kind(m) == "place_merchant" and m.decisions()[0].seat == BLACK
    assert len(ids(m)) == 15
    act(m, "place", 11, 1)
    assert m.decisions()[0].seat == WHITE
    assert "place:11:1" not in ids(m)
    act(m, "place", 10, 1)
    act(m, "place", 18, 7)
    act(m, "place", 12, 1)
    s = m.state
    assert s.stock[0] == 13 - 9 and s.stock[1] == 10
    assert s.cargo[BLACK] == ["blue"] * 3 and s.cargo[ORANGE] == ["yellow"] * 3
    # then Black's first turn begins with the pirate entry (BF-81)
    assert s.active == BLACK and kind(m) == "enter_pirate"


def test_two_player_house_variant_plays_black_and_one_colour():
    """BF-135, AD-17: black plus one other colour, both navies, normal rules."""
    m = started_match(2)
    s = m.state
    assert sorted(s.colours) == ["black", "white"] and s.aside == ["orange", "grey"]
    assert s.order[0] == s.colours.index("black")
    assert len(s.navy) == 2 and s.house
