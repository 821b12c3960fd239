"""Variants: Simplified, Extended, and the two-player game with the henchman (M21-38,
M21-118 to M21-124, M21-159)."""

from __future__ import annotations

from mutinies_kit import RULES, A, B, act, decision, draw, ids, new_match, place, roll, slots, table

from game.core import Action


def test_simplified_game_has_no_cards_no_card_windows_and_counts_mutinies():
    """M21-118: a new captain discards a counter card; no card ever reaches a hand."""
    m = table(3, d=[3, 4, 4], variants={"simplified": True, "mutiny_count": 2})
    place(m, 0, "C3")
    place(m, 1, "M0")
    place(m, 2, "K1")
    s = m.state
    assert s.counter == 1 and s.cards == [[], [], []] and not s.end_triggered
    assert decision(m).kind == "place_captain"  # no card decision, no window
    place(m, 1, "SW1")
    place(m, 0, "M0")
    place(m, 2, "K1")
    roll(m, 3, 3)
    draw(m, "prestige1a")
    assert ids(m, 1) == ["use_token:prestige1a", "done"]  # treasure tokens still in use
    act(m, 1, "done")
    assert s.counter == 0 and s.end_triggered and s.final_round and s.order[0] == 0


def test_two_players_always_play_the_simplified_game_with_the_henchman():
    """M21-120, M21-121: the two-player game forces the Simplified game; 3-player sizes."""
    m = new_match(2, variants={"simplified": False})
    m.run_chance()
    s = m.state
    assert s.simplified and s.henchman and s.counter == 21 and s.deck == []
    assert len(s.display) == 4 and len(s.nc_stack) == 4 and s.tavern == 23
    assert sorted(s.d) == [3, 4] and len(s.order) == 2


def test_henchman_decision_comes_after_the_captains_w2_and_before_the_sailor():
    """M21-122, M21-168 step 5, M21-24: captain -> henchman -> sailor; no henchman window."""
    m = table(2, d=[3, 4], treasures={A: ["prestige1a"], B: ["prestige2a"]})
    act(m, A, "done")
    place(m, A, "SW1")
    act(m, A, "done")
    assert decision(m).kind == "henchman" and decision(m).seat == A
    assert ids(m, A) == ["henchman:SW2", "henchman_off"]
    act(m, A, "henchman", "SW2")
    assert decision(m).seat == B and decision(m).kind == "window_w1"
    act(m, B, "done")
    assert slots(m, B)[0] == "SW3"
    assert m.state.order == [A, B]  # the henchman is not on the track


def test_henchman_on_free_choice_actions_blocks_slots_and_costs_the_captain():
    """M21-122, M21-123: any usable empty slot the captain can pay for; C1 costs the captain
    2 D on placement; Black Market needs no combination for the henchman."""
    m = table(2, d=[4, 4])
    place(m, A, "C3")
    assert ids(m, A) == ["henchman:C1", "henchman:C2", "henchman:C4", "henchman:C5", "henchman_off"]
    act(m, A, "henchman", "C1")
    assert m.state.d[A] == 2
    assert "C1" not in slots(m, B)
    place(m, B, "K1")
    assert m.state.pp == [3, 4] and m.state.rum[A] == 2  # nobody gains the henchman's PP
    m = table(2, d=[4, 4], hands={A: ["red00a", "blue00a"]})
    place(m, A, "BM1")
    assert "henchman:BM6" in ids(m, A)
    act(m, A, "henchman", "BM2")
    assert "BM2" not in slots(m, B)


def test_henchman_commercial_routes_counts_committed_costs():
    """M21-38, M21-122: the captain's own jewel price is committed first."""
    display = ["red10a", "blue20a", "green00a", "white00a"]
    m = table(2, d=[3, 4], display=display)
    place(m, A, "CR1")  # 1 D committed
    assert "henchman:CR2" in ids(m, A)  # 1 + 2 <= 3
    m = table(2, d=[2, 4], display=display)
    place(m, A, "CR1")
    assert "henchman:CR2" not in ids(m, A) and "henchman:CR3" in ids(m, A)
    assert RULES.why_illegal(m.state, A, Action("henchman", ("CR2",))).rule == "M21-122"


def test_henchman_price_is_paid_at_its_resolution_or_not_at_all():
    """M21-123, M21-39, M21-176: the captain spends in W3a; the henchman's jewel stays."""
    m = table(
        2,
        d=[3, 4],
        display=["red00a", "blue20a", "green00a", "white00a"],
        treasures={A: ["exchange3a"]},
    )
    act(m, A, "done")
    place(m, A, "CR1")
    act(m, A, "done")
    act(m, A, "henchman", "CR2")  # 0 + 2 <= 3 D
    assert m.state.d[A] == 3  # nothing paid yet
    place(m, B, "K1")
    act(m, A, "use_token", "exchange3a")  # W3a of A's own disc
    act(m, A, "amount", 2)
    s = m.state
    assert s.jewels[A] == ["red00a"] and s.display[1] == "blue20a" and s.discards == []
    assert s.d[A] == 1


def test_henchman_gains_nothing_on_shipwrecks_and_city():
    """M21-123, M21-159: no roll for the henchman; no City effect."""
    m = table(2, d=[3, 4])
    place(m, A, "SW1")
    act(m, A, "henchman", "SW2")
    place(m, B, "SW3")
    roll(m, 1, 1)  # A
    roll(m, 1, 1)  # B: the henchman never rolls
    assert m.state.round == 2
    m = table(2, d=[3, 4])
    place(m, A, "C3")
    act(m, A, "henchman", "C4")
    place(m, B, "K1")
    assert m.state.treasures == [[], []] and m.state.rum == [2, 1]


def test_two_player_lone_k2_can_rob_the_captain():
    """M21-124, M21-68: the henchman never enters the Cabin."""
    m = table(2, d=[3, 4])
    place(m, A, "C3")
    act(m, A, "henchman_off")
    place(m, B, "K2")
    assert ids(m, B) == ["take_from:0", "take_from_bank"]
    act(m, B, "take_from", A)
    assert m.state.d == [2, 5]


def test_two_player_mutiny_hands_the_henchman_to_the_new_captain():
    """M21-124: the track becomes [new captain, old captain]; a counter card is discarded."""
    m = table(2, d=[3, 4])
    place(m, A, "C3")
    act(m, A, "henchman_off")
    place(m, B, "M1")
    s = m.state
    assert s.order == [B, A] and s.counter == 20
    place(m, B, "SW1")
    assert decision(m).kind == "henchman" and decision(m).seat == B
