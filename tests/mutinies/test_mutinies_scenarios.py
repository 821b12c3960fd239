"""The digest's hand-checkable scenarios M21S-1 to M21S-27 (section 11), with forced chance.

Players P1, P2 ... are seats 0, 1 ... in turn order, P1 captain; the digest's defaults hold
unless a table says otherwise (3 PP and 1 rum each, the Tavern holding the rest). Jewels are
named by id: colour, doubloon icons, rum icons, letter (`Red(0,1)` is `red01a`). Each test
starts from the full starting state its scenario states (M21-191).
"""

from __future__ import annotations

from mutinies_kit import (
    P1,
    P2,
    P3,
    P4,
    P5,
    RULES,
    A,
    B,
    C,
    D,
    E,
    G,
    act,
    areas,
    decision,
    draw,
    ids,
    place,
    roll,
    score_now,
    skip_windows,
    slots,
    table,
)

from game.core import Action


# ---- M21S-1 ----------------------------------------------------------------------------------
def test_M21S_01_commercial_routes_seed_example():
    """M21-41, M21-42, M21-43, M21-44, M21-45: prices paid at resolution, in turn order; refill
    left to right; pirate on CR."""
    # M21-191: like every scenario here, it starts from the full state the digest states
    m = table(
        4,
        d=[3, 4, 4, 4],
        pirate="tavern",
        display=["red01a", "wild21a", "white00a", "blue10a", "green20a"],
    )
    place(m, P1, "CR1")
    place(m, P2, "CR2")
    place(m, P3, "CR3")
    s = m.state
    assert s.d == [3, 4, 4, 4] and s.rum == [1, 1, 1, 1]  # nothing paid on placement
    place(m, P4, "K1")
    draw(m, "green00a")
    draw(m, "blue11a")
    draw(m, "red10a")
    assert s.display == ["green00a", "blue11a", "red10a", "blue10a", "green20a"]
    assert s.d == [3, 2, 4, 4] and s.rum == [0, 0, 1, 1] and s.pp == [3, 3, 3, 4]
    assert s.jewels[:3] == [["red01a"], ["wild21a"], ["white00a"]] and s.jewels[3] == []
    assert s.tavern == 23 and len(s.nc_stack) == 4
    assert s.pirate == "cr" and s.order[0] == P1
    assert "cr" not in areas(m, P1)


# ---- M21S-2 ----------------------------------------------------------------------------------
def test_M21S_02_non_commercial_routes_seed_example():
    """M21-47 to M21-50, M21-68: costs on placement, decline refund, slot rum, lone K2."""
    m = table(5, d=[3, 4, 4, 4, 1], nc=["blue11a", "white00a", "red20a", "green01a", "wild21a"])
    place(m, P1, "NC1")
    place(m, P2, "NC2")
    place(m, P3, "NC3")
    place(m, P4, "NC4")
    s = m.state
    assert s.d == [3, 3, 3, 2, 1]
    assert slots(m, P5) == ["K1", "K2", "M0", "M1"]  # cannot follow to NC5 (2 D)
    place(m, P5, "K2")
    draw(m, "blue11a")
    act(m, P1, "keep")
    draw(m, "white00a")
    act(m, P2, "keep")
    draw(m, "red20a")
    act(m, P3, "decline")
    assert s.d[P3] == 4 and s.discards == ["red20a"]
    draw(m, "green01a")
    assert s.rum[P4] == 2 and s.tavern == 19
    act(m, P4, "keep")
    for jewel in ("red00a", "blue01a", "green10a", "white11a"):
        draw(m, jewel)
    assert sorted(s.nc_stack) == sorted(["wild21a", "red00a", "blue01a", "green10a", "white11a"])
    act(m, P5, "take_from", P2)
    assert s.d == [3, 2, 4, 2, 2]
    assert s.jewels == [["blue11a"], ["white00a"], [], ["green01a"], []]
    assert s.rum == [1, 1, 1, 2, 1] and s.pp == [3] * 5 and s.tavern == 19
    assert s.discards == ["red20a"] and s.pirate == "nc"


# ---- M21S-3 ----------------------------------------------------------------------------------
def test_M21S_03_shipwrecks_seed_example():
    """M21-52, M21-53: thresholds by slot; the captain's doubloon needs both dice above 1."""
    m = table(3, d=[3, 4, 4])
    place(m, P1, "SW1")
    place(m, P2, "SW2")
    place(m, P3, "K1")
    roll(m, 1, 4)
    draw(m, "doubloons2a")
    assert decision(m).kind == "window_w3b" and decision(m).seat == P1  # holds a token now
    act(m, P1, "done")
    roll(m, 2, 5)
    draw(m, "prestige1a")
    act(m, P2, "done")
    s = m.state
    assert s.d == [3, 4, 4] and s.pp == [3, 3, 4]
    assert s.treasures == [["doubloons2a"], ["prestige1a"], []]
    assert "jewel1a" in s.treasure_pile and "doubloons2a" not in s.treasure_pile


def test_M21S_03_check_both_dice_above_one_gives_the_captain_a_doubloon():
    m = table(3, d=[3, 4, 4])
    place(m, P1, "SW1")
    place(m, P2, "K1")
    place(m, P3, "K1")
    roll(m, 3, 2)
    draw(m, "doubloons2a")
    assert m.state.d[P1] == 4 and m.state.treasures[P1] == ["doubloons2a"]


# ---- M21S-4 ----------------------------------------------------------------------------------
def test_M21S_04_tavern_seed_example():
    """M21-56: direct cube, slot-4 doubloon, 1d6 + 2 handed out one at a time."""
    m = table(4, d=[3, 4, 4, 4])
    for seat, slot in zip((P1, P2, P3, P4), ("TV1", "TV2", "TV3", "TV4")):
        place(m, seat, slot)
    s = m.state
    roll(m, 4)
    assert s.rum == [4, 3, 2, 2] and s.d[P4] == 5 and s.tavern == 14


# ---- M21S-5 ----------------------------------------------------------------------------------
def test_M21S_05_black_market_seed_example():
    """M21-60, M21-61: any 3 with 2 rum pays 5 D and 4 PP."""
    m = table(
        3, d=[1, 4, 4], rum=[2, 1, 1], hands={P1: ["red01a", "blue11a", "white00a", "green00a"]}
    )
    place(m, P1, "BM2")
    place(m, P2, "K1")
    place(m, P3, "K1")
    for jewel in ("red01a", "blue11a", "white00a"):
        act(m, P1, "sell_jewel", jewel)
    assert ids(m, P1) == ["add_rum:0", "add_rum:1", "add_rum:2"]
    act(m, P1, "add_rum", 2)
    s = m.state
    assert (s.d[P1], s.rum[P1], s.pp[P1]) == (6, 0, 7)
    assert s.jewels[P1] == ["green00a"] and s.discards == ["red01a", "blue11a", "white00a"]
    assert s.tavern == 23 and s.pp[P2] == s.pp[P3] == 4


# ---- M21S-6 ----------------------------------------------------------------------------------
def test_M21S_06_mutiny_new_captain_and_track_rebuild():
    """M21-33, M21-70, M21-73, M21-173: highest slot wins, track rebuilt, card applied."""
    m = table(5, d=[3, 4, 7, 4, 4], pirate="tavern", deck=["O12", "O01", "V01"])
    place(m, A, "C3")
    place(m, B, "M3")
    place(m, C, "M6")
    place(m, D, "K2")
    place(m, E, "M0")
    s = m.state
    assert s.d == [3, 1, 1, 4, 4]
    assert s.lone_k2 == D
    act(m, D, "take_from", E)
    draw(m, "O12")
    assert s.order == [C, B, E, A, D] and s.pirate == "city"
    act(m, C, "apply_card")
    assert s.d == [3, 1, 1, 5, 4]
    assert s.rum == [2, 1, 1, 1, 1] and s.tavern == 19
    assert s.pp == [2, 5, 6, 3, 2]
    assert decision(m).seat == C and "city" not in areas(m, C)


# ---- M21S-7 ----------------------------------------------------------------------------------
def test_M21S_07_shared_cabin_means_no_steal():
    """M21-68: K2 takes from the bank when another disc is in the Cabin."""
    m = table(4, d=[3, 4, 4, 4])
    place(m, P1, "TV1")
    place(m, P2, "TV2")
    place(m, P3, "K2")
    place(m, P4, "K1")
    roll(m, 1)
    s = m.state
    assert s.rum[:2] == [4, 2] and s.tavern == 17
    assert s.d[P3] == 5 and s.d[:2] == [3, 4] and s.pp[P4] == 4
    assert s.lone_k2 == -2


# ---- M21S-8 ----------------------------------------------------------------------------------
def test_M21S_08_captain_restrictions_pirate_blockade_and_v14():
    """M21-27, M21-28, M21-98: pirate token and blockade bar the captain; V14 lifts only
    the pirate token; sailors follow freely."""
    m = table(
        4,
        d=[2, 4, 4, 4],
        pirate="tavern",
        blockade="cr",
        hands={P1: ["white00a", "red00a"]},
        cards={P1: ["V14"]},
    )
    assert ids(m, P1) == ["play_card:V14", "done"]
    act(m, P1, "done")
    assert areas(m, P1) == {"nc", "ship", "bm", "city"}
    assert [x for x in slots(m, P1) if x.startswith("BM")] == ["BM1"]

    m = table(
        4,
        d=[2, 4, 4, 4],
        pirate="tavern",
        blockade="cr",
        hands={P1: ["white00a", "red00a"]},
        cards={P1: ["V14"]},
    )
    act(m, P1, "play_card", "V14")  # nothing left: the window closes
    assert areas(m, P1) == {"nc", "ship", "tavern", "bm", "city"}
    place(m, P1, "TV1")
    assert "TV2" in slots(m, P2)
    place(m, P2, "TV2")
    assert m.state.pirate == "tavern"


# ---- M21S-9 ----------------------------------------------------------------------------------
def test_M21S_09_cannot_afford_cannot_place():
    """M21-36, M21-42: every jewel costs something, so CR is illegal; BM too (no jewels)."""
    display = ["red01a", "blue10a", "green21a", "white11a", "wild21a"]
    m = table(4, d=[0, 4, 4, 4], rum=[0, 1, 1, 1], pirate="ship", display=display)
    assert areas(m, P1) == {"nc", "tavern", "city"}
    assert slots(m, P1) == ["NC1", "TV1", "C2", "C3", "C4"]
    m = table(
        4,
        d=[0, 4, 4, 4],
        rum=[0, 1, 1, 1],
        pirate="ship",
        display=["red01a", "blue10a", "green21a", "white00a", "wild21a"],
    )
    assert [x for x in slots(m, P1) if x.startswith("CR")] == ["CR4"]


# ---- M21S-10 ---------------------------------------------------------------------------------
def test_M21S_10a_b_bonus_squares_8_and_18_with_an_empty_pile():
    """M21-15, M21-16: crossing 8 gives 1 D at once; crossing 18 with no treasure left gives
    1 D + 1 PP instead."""
    m = table(3, d=[2, 4, 4], pp=[7, 17, 3], treasures={P2: ["prestige3a"]}, treasure_pile=[])
    place(m, P1, "C1")
    s = m.state
    assert s.d[P1] == 0
    act(m, P2, "use_token", "prestige3a")
    assert s.pp[P2] == 21 and s.d[P2] == 5
    place(m, P2, "K1")
    place(m, P3, "K1")
    assert s.pp[P1] == 9 and s.d[P1] == 1 and s.claimed[P1] & 1


def test_M21S_10c_a_square_claimed_once_never_pays_again():
    m = table(3, d=[3, 4, 4], pp=[3, 3, 8], claimed=[0, 0, 1], variants={"simplified": True})
    place(m, P1, "C3")
    place(m, P2, "M1")
    place(m, P3, "M0")
    s = m.state
    assert s.pp[P3] == 7 and s.d[P3] == 5 and s.order == [P2, P3, P1]
    place(m, P2, "TV1")
    place(m, P3, "K1")
    place(m, P1, "K1")
    roll(m, 1)
    assert s.pp[P3] == 8 and s.d[P3] == 5 and s.claimed[P3] == 1


# ---- M21S-11 ---------------------------------------------------------------------------------
def test_M21S_11_shipwrecks_with_an_empty_treasure_pile():
    """M21-52 to M21-54: 1 PP + 1 D per success, +1 D for the captain's double; slot-4 rum
    before the roll."""
    m = table(4, d=[3, 4, 4, 4], treasure_pile=[])
    for seat, slot in zip((P1, P2, P3, P4), ("SW1", "SW2", "SW3", "SW4")):
        place(m, seat, slot)
    s = m.state
    roll(m, 3, 5)
    assert (s.pp[P1], s.d[P1]) == (4, 5)
    roll(m, 1, 2)
    assert (s.pp[P2], s.d[P2]) == (3, 4)
    roll(m, 4, 1)
    assert (s.pp[P3], s.d[P3]) == (4, 5)
    assert s.rum[P4] == 2 and s.tavern == 20
    roll(m, 4, 4)
    assert (s.pp[P4], s.d[P4]) == (3, 4)


# ---- M21S-12 ---------------------------------------------------------------------------------
EXHAUSTION_DISCARDS = ["red00a", "red10a", "green01a", "white00a", "white11a", "wild10a"]


def test_M21S_12_first_exhaustion_reshuffles_the_discards_mid_refill():
    """M21-100: the draw taking the last token counts; the discards become the pile at once."""
    m = table(
        4,
        d=[3, 4, 4, 4],
        jewel_pile=["blue11a"],
        discards=EXHAUSTION_DISCARDS,
        display=["red10b", "white00b", "blue10a", "green00a", "red01a"],
        spare_jewels_to=P4,
    )
    place(m, P1, "CR2")
    place(m, P2, "CR4")
    place(m, P3, "K1")
    place(m, P4, "K1")
    s = m.state
    assert s.exhaustions == 1 and s.discards == [] and s.display[1] == "blue11a"
    draw(m, "wild10a")
    assert s.display[3] == "wild10a" and len(s.jewel_pile) == 5 and not s.end_triggered


def test_M21S_12_second_exhaustion_triggers_the_end_after_one_more_round():
    m = table(
        4,
        d=[3, 4, 4, 4],
        jewel_pile=["blue11a"],
        discards=["red00a", "red10a", "green01a"],
        display=["red10b", "white00b", "blue10a", "green00a", "red01a"],
        exhaustions=1,
        spare_jewels_to=P4,
    )
    place(m, P1, "CR2")
    for seat in (P2, P3, P4):
        place(m, seat, "K1")
    s = m.state
    assert s.exhaustions == 2 and s.end_triggered and len(s.jewel_pile) == 3
    assert s.final_round and s.round == 2  # round S+1 is the final one
    place(m, P1, "C3")
    for seat in (P2, P3, P4):
        place(m, seat, "K1")
    assert s.phase in ("scoring", "over")


def test_M21S_12_variation_exhaustion_in_the_final_round_changes_nothing():
    m = table(
        4,
        d=[3, 4, 4, 4],
        jewel_pile=["blue11a"],
        discards=["red00a"],
        display=["red10b", "white00b", "blue10a", "green00a", "red01a"],
        exhaustions=1,
        final_round=True,
        end_triggered=True,
        spare_jewels_to=P4,
    )
    place(m, P1, "CR2")
    for seat in (P2, P3, P4):
        place(m, seat, "K1")
    assert m.state.exhaustions == 2 and m.state.phase in ("scoring", "over")


# ---- M21S-13 ---------------------------------------------------------------------------------
M21S13_HAND = ["red01a", "red00a", "wild20a", "blue12a"]


def _m21s13(slot):
    m = table(
        3,
        d=[2, 4, 4],
        rum=[3, 1, 1],
        pp=[10, 3, 3],
        claimed=[1, 0, 0],
        hands={P1: list(M21S13_HAND)},
    )
    place(m, P1, slot)
    place(m, P2, "K1")
    place(m, P3, "K1")
    return m


def test_M21S_13_black_market_with_a_wild_and_the_rum_cap():
    """M21-58, M21-60, M21-171: the wild stands in; rum capped by the sold jewels' icons."""
    m = _m21s13("BM4")
    act(m, P1, "sell_jewel", "red01a")
    act(m, P1, "sell_jewel", "red00a")
    assert ids(m, P1) == ["sell_jewel:wild20a"]  # blue cannot complete 3 of a colour
    act(m, P1, "sell_jewel", "wild20a")
    assert ids(m, P1) == ["add_rum:0", "add_rum:1"]
    act(m, P1, "add_rum", 1)
    s = m.state
    assert (s.d[P1], s.pp[P1], s.rum[P1]) == (7, 15, 2)

    m = _m21s13("BM3")
    for jewel in M21S13_HAND:
        act(m, P1, "sell_jewel", jewel)
    act(m, P1, "add_rum", 3)
    assert (m.state.d[P1], m.state.pp[P1], m.state.rum[P1]) == (9, 16, 0)

    m = _m21s13("BM5")
    for jewel in M21S13_HAND:
        act(m, P1, "sell_jewel", jewel)
    act(m, P1, "add_rum", 3)
    assert (m.state.d[P1], m.state.pp[P1], m.state.rum[P1]) == (10, 17, 0)


def test_M21S_13_four_of_a_colour_is_illegal_with_red_and_blue():
    m = table(3, d=[2, 4, 4], rum=[3, 1, 1], hands={P1: list(M21S13_HAND)})
    assert "BM6" not in slots(m, P1)
    ref = RULES.why_illegal(m.state, P1, Action("place", ("BM6",)))
    assert ref.rule == "M21-59"


# ---- M21S-14 ---------------------------------------------------------------------------------
def _m21s14(y_pp, y_d):
    return table(
        3,
        d=[7, y_d, 0],
        rum=[2, 0, 0],
        pp=[30, y_pp, 0],
        hands={P1: ["red00a", "blue00a", "green00a"]},
        treasures={P1: ["prestige2a", "rum1a", "exchange2a"]},
        cards={P1: ["E01", "V10", "O01"]},
    )


def test_M21S_14_final_scoring_and_tie_break():
    """M21-103, M21-104: the six steps in order; most doubloons break the tie."""
    m = _m21s14(35, 9)
    score_now(m)
    s = m.state
    assert ids(m, P1) == ["use_token:prestige2a", "use_token:rum1a", "use_token:exchange2a"]
    act(m, P1, "use_token", "prestige2a")
    act(m, P1, "use_token", "rum1a")
    assert s.pp[P1] == 32 and s.rum[P1] == 2  # the rum token is void
    assert ids(m, P1) == [f"amount:{k}" for k in range(3)]
    act(m, P1, "amount", 2)
    act(m, P1, "apply_at_end")  # V10 at step 5
    assert s.phase == "over"
    rows = s.score_rows[P1]
    assert rows == [(30, 7), (34, 5), (34, 8), (34, 11), (39, 11), (41, 11), (39, 11)]
    assert dict(s.score_cards[P1]) == {"E01": 2, "V10": 2, "O01": -2}
    assert s.pp[P2] == 39 and s.d[P2] == 9
    result = RULES.result(s)
    assert result.ranking[0] == (P1,) and result.ranking[1] == (P2,)


def test_M21S_14_equal_doubloons_share_the_win():
    m = _m21s14(34, 11)
    score_now(m)
    act(m, P1, "use_token", "prestige2a")
    act(m, P1, "use_token", "exchange2a")
    act(m, P1, "amount", 2)
    act(m, P1, "apply_at_end")
    s = m.state
    assert s.pp[P1] == s.pp[P2] == 39 and s.d[P1] == s.d[P2] == 11
    assert RULES.result(s).ranking[0] == (P1, P2)


# ---- M21S-15 ---------------------------------------------------------------------------------
def _m21s15():
    return table(2, d=[3, 4], display=["red01a", "wild21a", "white00a", "blue10a"])


def test_M21S_15_two_player_henchman_on_commercial_routes():
    """M21-120 to M21-123: the captain pays the henchman's jewel; it is discarded."""
    m = _m21s15()
    s = m.state
    assert s.simplified and s.henchman and s.tavern == 23
    place(m, A, "CR3")
    assert "henchman:CR2" in ids(m, A) and "henchman:CR1" in ids(m, A)
    act(m, A, "henchman", "CR2")
    assert slots(m, B)[:2] == ["CR1", "CR4"]
    place(m, B, "CR1")
    for jewel in ("green00a", "red11a", "white01a"):
        draw(m, jewel)
    assert (s.d[A], s.rum[A]) == (1, 0) and (s.d[B], s.rum[B]) == (4, 0)
    assert s.jewels == [["white00a"], ["red01a"]] and s.discards == ["wild21a"]
    assert s.tavern == 25
    assert s.display == ["green00a", "red11a", "white01a", "blue10a"]


def test_M21S_15_tavern_variant_the_henchman_cube_stays():
    m = _m21s15()
    place(m, A, "TV1")
    assert ids(m, A) == ["henchman:TV2", "henchman_off"]
    act(m, A, "henchman", "TV2")
    assert slots(m, B)[0] == "TV3"
    place(m, B, "TV3")
    roll(m, 2)
    s = m.state
    assert s.rum == [4, 2] and s.tavern == 19


# ---- M21S-16 ---------------------------------------------------------------------------------
def test_M21S_16_last_mutiny_and_the_final_round():
    """M21-34, M21-35, M21-99, M21-173: Last Mutiny sets the trigger; the final round's
    Mutiny still rebuilds the track, which orders the scoring."""
    m = table(4, d=[3, 4, 4, 4], deck=[])
    place(m, P1, "SW1")
    place(m, P2, "SW2")
    place(m, P3, "M1")
    place(m, P4, "K1")
    roll(m, 1, 1)
    roll(m, 1, 1)
    s = m.state
    assert s.order == [P3, P1, P2, P4] and s.pp[P3] == 4 and s.d[P3] == 3
    assert s.end_triggered and s.final_round and "L01" in s.cards_gone and not s.last_mutiny
    assert s.cards[P3] == [] and (s.d[P2], s.pp[P2]) == (4, 3)
    place(m, P3, "C3")
    place(m, P1, "K1")
    place(m, P2, "M3")
    place(m, P4, "K1")
    assert s.order == [P2, P3, P1, P4] and s.score_rows[P2][0] == (5, 1)
    assert s.final_captain == P3 and s.phase == "over" and s.cards == [[], [], [], []]


# ---- M21S-17 ---------------------------------------------------------------------------------
def test_M21S_17a_five_player_commercial_routes_bonus():
    """M21-44, M21-50: slot 5 also takes the top NC token (no decline); both refills follow."""
    m = table(
        5,
        d=[3, 4, 4, 4, 4],
        display=["white00a", "red01a", "blue10a", "wild21a", "green10a"],
        nc=["red11a", "blue00a", "green20a", "white01a", "red00a"],
    )
    place(m, P1, "CR1")
    place(m, P2, "CR2")
    place(m, P3, "CR5")
    place(m, P4, "K1")
    place(m, P5, "K1")
    s = m.state
    draw(m, "red11a")
    assert s.jewels[P3] == ["green10a", "red11a"] and s.d[P3] == 3 and s.rum[P2] == 0
    for jewel in ("blue12a", "green00a", "white00b"):
        draw(m, jewel)
    draw(m, "red01b")
    assert s.display == ["blue12a", "green00a", "blue10a", "wild21a", "white00b"]
    assert sorted(s.nc_stack) == sorted(["blue00a", "green20a", "white01a", "red00a", "red01b"])


def test_M21S_17b_fifth_disc_in_the_city():
    """M21-63: the disc placed fifth on City gets +1 PP after its slot effect."""
    m = table(5, d=[3, 4, 4, 4, 2], hands={P4: ["red00a", "blue00a"]})
    place(m, P1, "C4")
    place(m, P2, "C3")
    place(m, P3, "C2")
    place(m, P4, "C5")
    assert slots(m, P5)[0] == "C1"
    place(m, P5, "C1")
    s = m.state
    assert s.d[P5] == 0 and s.city_fifth == P5
    draw(m, "rum1a")
    act(m, P3, "steal_stack")
    m.step_chance()
    act(m, P4, "sell_type", "any_2")
    act(m, P4, "sell_jewel", "red00a")
    act(m, P4, "sell_jewel", "blue00a")
    assert s.pp[P5] == 6 and s.pp[P4] == 4


def test_M21S_17b_without_two_doubloons_the_fifth_sailor_cannot_follow():
    m = table(5, d=[3, 4, 4, 4, 1], hands={P4: ["red00a", "blue00a"]})
    for seat, slot in ((P1, "C4"), (P2, "C3"), (P3, "C2"), (P4, "C5")):
        place(m, seat, slot)
    assert areas(m, P5) == {"cabin", "mutiny"}


# ---- M21S-18 ---------------------------------------------------------------------------------
def test_M21S_18_the_tavern_runs_dry():
    """M21-3, M21-56: the distribution stops when the Tavern is empty."""
    m = table(3, d=[3, 4, 4], rum=[8, 7, 7])
    assert m.state.tavern == 3
    place(m, P1, "TV1")
    place(m, P2, "TV2")
    place(m, P3, "TV3")
    roll(m, 6)
    s = m.state
    assert s.rum == [10, 8, 7] and s.tavern == 0


# ---- M21S-19 ---------------------------------------------------------------------------------
def test_M21S_19_refused_obligatory_card():
    """M21-96, M21-173: keep it hidden (others see "kept"); never playable; +1 D, -2 PP."""
    m = table(4, d=[3, 4, 4, 4], deck=["O07", "V01"])
    place(m, P1, "C3")
    place(m, P2, "M0")
    place(m, P3, "K1")
    place(m, P4, "K1")
    events = draw(m, "O07")
    s = m.state
    assert s.d[P2] == 5
    seen = [e.seen_by(P1) for e in events if e.type == "card_drawn"]
    assert seen and "card" not in seen[0].data
    assert ids(m, P2) == ["apply_card", "keep_card"]
    events = act(m, P2, "keep_card")
    assert next(e.type for e in events) == "card_kept" and "card" not in events[0].data
    assert s.cards[P2] == ["O07"] and s.d[P2] == 5
    assert ids(m, P2) == ["done"]  # W1: O07 can never be played
    score_now(m)
    while s.phase != "over":
        skip_windows(m)
        d = decision(m)
        m.submit(d.seat, d.options[0])
    assert s.score_rows[P2][3][1] - s.score_rows[P2][2][1] == 1
    assert dict(s.score_cards[P2]) == {"O07": -2}


# ---- M21S-20 ---------------------------------------------------------------------------------
def test_M21S_20_treasure_used_in_w1_to_afford_a_placement():
    """M21-36, M21-90: resources gained in W1 count for placement."""
    m = table(
        4,
        d=[3, 4, 4, 1],
        treasures={P4: ["doubloons2a"]},
        nc=["red00a", "blue00a", "green00a", "white00a"],
    )
    place(m, P1, "NC1")
    place(m, P2, "NC2")
    place(m, P3, "NC3")
    s = m.state
    assert ids(m, P4) == ["use_token:doubloons2a", "done"]
    act(m, P4, "use_token", "doubloons2a")
    assert s.d[P4] == 3
    place(m, P4, "NC4")
    assert s.d[P4] == 1
    for jewel in ("red00a", "blue00a", "green00a"):
        draw(m, jewel)
        act(m, decision(m).seat, "keep")
    assert s.rum[P4] == 2 and s.nc_stack == []  # the last token: no chance step
    act(m, P4, "keep")
    assert s.jewels[P4] == ["white00a"]
    for _ in range(4):
        m.step_chance()
    assert len(s.nc_stack) == 4


# ---- M21S-21 ---------------------------------------------------------------------------------
def test_M21S_21_two_pairs_with_a_wild_crossing_square_8():
    """M21-16, M21-171: one odd colour and one wild pass BM5; three odd colours do not."""
    hand = ["red01a", "red11a", "blue01a", "wild21a", "green00a"]
    m = table(3, d=[2, 4, 4], rum=[3, 1, 1], hands={P1: list(hand)})
    place(m, P1, "BM5")
    place(m, P2, "K1")
    place(m, P3, "K1")
    act(m, P1, "sell_jewel", "red01a")
    act(m, P1, "sell_jewel", "blue01a")
    assert ids(m, P1) == ["sell_jewel:red11a", "sell_jewel:wild21a"]  # green would leave 3 odd
    act(m, P1, "sell_jewel", "red11a")
    assert ids(m, P1) == ["sell_jewel:wild21a"]
    act(m, P1, "sell_jewel", "wild21a")
    assert ids(m, P1)[-1] == "add_rum:3"
    act(m, P1, "add_rum", 3)
    s = m.state
    assert (s.d[P1], s.pp[P1], s.rum[P1]) == (11, 10, 0)
    assert s.jewels[P1] == ["green00a"] and s.tavern == 23


def test_M21S_21_three_odd_colours_fail_two_pairs_but_pass_any_four():
    from game.mutinies.combos import passes

    counts = G.colour_counts(["red01a", "blue01a", "green00a", "wild21a"])
    assert not passes("pairs", 4, counts) and passes("any", 4, counts)


# ---- M21S-22 ---------------------------------------------------------------------------------
def _m21s22():
    return table(
        4,
        d=[3, 2, 4, 4],
        cards={P1: ["V03"]},
        display=["white00a", "wild21a", "red10a", "blue01a", "green20a"],
    )


def test_M21S_22_shortfall_at_resolution():
    """M21-39, V03: a price met at placement can fail at resolution: no effect, nothing paid."""
    m = _m21s22()
    place(m, P1, "CR1")
    place(m, P2, "CR2")
    place(m, P3, "CR3")
    place(m, P4, "K1")
    s = m.state
    act(m, P1, "done")  # W3a
    assert s.jewels[P1] == ["white00a"]
    act(m, P1, "play_card", "V03")
    act(m, P1, "target", P2)
    assert s.d[:2] == [5, 0]  # holding nothing: W3b closes
    draw(m, "green00a")
    draw(m, "blue10a")
    assert s.jewels[P2] == [] and s.d[P3] == 3 and s.jewels[P3] == ["red10a"]
    assert s.display == ["green00a", "wild21a", "blue10a", "blue01a", "green20a"]
    assert s.pp[P4] == 4


def test_M21S_22_v03_in_w1_stops_the_placement():
    m = _m21s22()
    act(m, P1, "play_card", "V03")
    act(m, P1, "target", P2)
    place(m, P1, "CR1")
    assert "CR2" not in slots(m, P2)


# ---- M21S-23 ---------------------------------------------------------------------------------
def test_M21S_23_jump_the_queue_and_slot_order():
    """M21-169, M21-170, V11: resolution in slot order, not turn order."""
    m = table(5, d=[3, 4, 4, 4, 4], cards={P2: ["V11"]})
    place(m, P1, "SW1")
    act(m, P2, "play_card", "V11")
    assert slots(m, P2)[:4] == ["SW2", "SW3", "SW4", "SW5"]
    place(m, P2, "SW4")
    assert slots(m, P3)[0] == "SW2"
    place(m, P3, "SW2")
    place(m, P4, "SW3")
    place(m, P5, "SW5")
    s = m.state
    roll(m, 2, 2)
    assert m.pending.items and "doubloons2a" in m.pending.items
    draw(m, "doubloons2a")
    assert s.d[P1] == 4
    act(m, P1, "done")
    roll(m, 1, 3)
    draw(m, "prestige1a")
    act(m, P3, "done")
    roll(m, 3, 3)
    assert s.rum[P2] == 2
    roll(m, 5, 1)
    draw(m, "jewel1a")
    assert "use_token:jewel1a" in ids(m, P2)  # usable at once in W3b
    act(m, P2, "done")
    roll(m, 5, 5)
    assert s.rum[P5] == 2 and s.tavern == 18
    assert s.treasures[P2] == ["jewel1a"] and s.treasures[P3] == ["prestige1a"]
    assert s.treasures[P4] == []


# ---- M21S-24 ---------------------------------------------------------------------------------
def _mutiny_round(m, captain_slot, mutineer, others):
    place(m, m.state.order[0], captain_slot)
    for seat in m.state.order[1:]:
        place(m, seat, "M0" if seat == mutineer else others)


def test_M21S_24a_exhaustion_during_the_final_round_changes_nothing():
    """M21-34, M21-179: Last Mutiny made R+1 final; a second exhaustion in it does nothing."""
    m = table(
        4,
        d=[3, 4, 4, 4],
        deck=[],
        exhaustions=1,
        jewel_pile=["blue11a"],
        discards=["red00a", "red10a"],
        spare_jewels_to=P3,
        display=["white00a", "red01a", "blue10a", "wild21a", "green10a"],
    )
    _mutiny_round(m, "C3", P2, "K1")
    s = m.state
    assert s.final_round and s.order[0] == P2 and s.exhaustions == 1
    place(m, P2, "CR1")
    for seat in s.order[1:]:
        place(m, seat, "K1")
    assert s.exhaustions == 2 and s.phase == "over"


def test_M21S_24b_two_triggers_in_one_round_give_one_final_round():
    m = table(
        4,
        d=[3, 4, 4, 4],
        deck=[],
        exhaustions=1,
        jewel_pile=["blue11a"],
        discards=["red00a"],
        spare_jewels_to=P3,
        display=["white00a", "red01a", "blue10a", "wild21a", "green10a"],
    )
    place(m, P1, "CR1")
    place(m, P2, "M0")
    place(m, P3, "K1")
    place(m, P4, "K1")
    s = m.state
    assert s.exhaustions == 2 and s.end_triggered and "L01" in s.cards_gone
    assert s.final_round and s.round == 2
    place(m, P2, "C3")
    for seat in s.order[1:]:
        place(m, seat, "K1")
    assert s.phase == "over" and s.round == 2


def _m21s24c(apply: bool):
    deck = ["O10", "V01", "V02", "E01", "E02"]
    m = table(
        4, d=[3, 4, 4, 4], deck=list(deck), exhaustions=2, end_triggered=True, final_round=True
    )
    place(m, P1, "C3")
    place(m, P2, "K1")
    place(m, P3, "K1")
    place(m, P4, "M1")
    draw(m, "O10")
    act(m, P4, "apply_card" if apply else "keep_card")
    s = m.state
    while s.phase != "over":
        skip_windows(m)
        d = decision(m)
        m.submit(d.seat, d.options[0])
    return s


def test_M21S_24c_card_drawn_after_the_final_round():
    """M21-35: an Obligatory card at the end of the final round: apply or refuse."""
    s = _m21s24c(apply=True)
    assert s.order == [P4, P1, P2, P3] and s.score_rows[P4][0] == (4, 4)
    assert s.score_rows[P1][0][1] == 4  # everyone gained 1 D before scoring
    s = _m21s24c(apply=False)
    assert s.score_rows[P4][0] == (4, 3)
    assert s.score_rows[P4][3][1] - s.score_rows[P4][2][1] == 1
    assert dict(s.score_cards[P4]) == {"O10": -2}


# ---- M21S-25 ---------------------------------------------------------------------------------
def test_M21S_25_one_gain_crossing_two_squares():
    """M21-16, V07: one gain crosses 8 and 18: +1 D, then a treasure token, in that order."""
    m = table(
        4,
        d=[2, 4, 4, 4],
        rum=[4, 1, 1, 1],
        pp=[7, 3, 3, 3],
        hands={P1: ["red12a", "red11a", "red01a", "red00a"]},
        cards={P1: ["V07"]},
    )
    act(m, P1, "play_card", "V07")
    assert decision(m).kind != "window_w1"  # nothing left to use: closed
    place(m, P1, "BM6")
    for seat in (P2, P3, P4):
        place(m, seat, "K1")
    for jewel in ("red12a", "red11a", "red01a", "red00a"):
        act(m, P1, "sell_jewel", jewel)
    act(m, P1, "add_rum", 4)
    draw(m, "prestige2a")
    s = m.state
    assert (s.d[P1], s.rum[P1], s.pp[P1]) == (15, 0, 18) and s.claimed[P1] == 0b11
    act(m, P1, "use_token", "prestige2a")
    assert s.pp[P1] == 20 and s.tavern == 22


# ---- M21S-26 ---------------------------------------------------------------------------------
def test_M21S_26_henchman_on_nc_and_the_lone_cabin():
    """M21-68, M21-122 to M21-124: no refund for the henchman; the sailor steals from the
    captain; a Mutiny hands over the henchman and discards a counter card."""
    m = table(2, d=[3, 4], pirate="cr", nc=["red10a", "wild21a", "blue00a", "green01a"])
    place(m, A, "NC1")
    act(m, A, "henchman", "NC2")
    s = m.state
    assert s.d[A] == 2
    assert slots(m, B)[0] == "NC3"
    place(m, B, "K2")
    draw(m, "red10a")
    act(m, A, "keep")
    draw(m, "wild21a")
    assert s.discards == ["wild21a"] and s.d[A] == 2
    draw(m, "white00a")
    draw(m, "red01a")
    assert sorted(s.nc_stack) == sorted(["blue00a", "green01a", "white00a", "red01a"])
    assert ids(m, B) == ["take_from:0", "take_from_bank"]
    act(m, B, "take_from", A)
    assert (s.d[A], s.d[B]) == (1, 5) and s.pirate == "nc" and s.order == [A, B]
    counter = s.counter
    place(m, A, "C3")
    act(m, A, "henchman_off")
    place(m, B, "M0")
    assert (s.d[B], s.pp[B]) == (6, 2) and s.order == [B, A] and s.counter == counter - 1
    assert decision(m).seat == B and decision(m).kind == "place_captain"


# ---- M21S-27 ---------------------------------------------------------------------------------
def test_M21S_27_city_steal_option_a_and_a_c5_sale():
    """M21-62, M21-64, M21-152: C2 (a) pays the price and refills at once; C5 declares a
    type and is paid from the Black Market table."""
    m = table(
        3,
        d=[3, 4, 4],
        rum=[1, 2, 1],
        display=["red01a", "blue10a", "wild21a", "white00a"],
        hands={P2: ["green01a", "green12a", "wild10a", "red00a"]},
    )
    place(m, P1, "C2")
    place(m, P2, "C5")
    place(m, P3, "K1")
    s = m.state
    assert "steal_stack" in ids(m, P1)
    act(m, P1, "steal_display", "CR3")
    assert (s.d[P1], s.rum[P1]) == (1, 0) and s.jewels[P1] == ["wild21a"]
    draw(m, "green11a")
    assert s.display[2] == "green11a"
    assert {"sell_type:same_3", "sell_type:two_pairs"} <= set(ids(m, P2))
    act(m, P2, "sell_type", "same_3")
    for jewel in ("green01a", "green12a", "wild10a"):
        act(m, P2, "sell_jewel", jewel)
    act(m, P2, "add_rum", 2)
    assert (s.d[P2], s.pp[P2], s.rum[P2]) == (11, 9, 0) and s.jewels[P2] == ["red00a"]
    assert s.pp[P3] == 4 and s.tavern == 24
    assert G.combos["two_pairs"].payout[2] == (7, 6)
