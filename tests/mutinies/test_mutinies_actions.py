"""The eight actions, payment timing and shortfalls (M21-36 to M21-73 and the decisions
M21-141 to M21-153, M21-164, M21-176, M21-178, M21-180, M21-181, M21-189)."""

from __future__ import annotations

from mutinies_kit import (
    P1,
    P2,
    P3,
    P4,
    P5,
    RULES,
    act,
    decision,
    draw,
    events_of,
    ids,
    place,
    roll,
    skip_windows,
    slots,
    table,
)

from game.core import Action


# ---- payment ----------------------------------------------------------------------------------
def test_printed_slot_costs_are_paid_on_placement():
    """M21-37, M21-73, M21-149: NC, City C1, Cabin K3 and Mutiny costs leave at once."""
    m = table(5, d=[3, 4, 5, 6, 4])
    place(m, P1, "NC1")
    place(m, P2, "NC2")
    assert m.state.d[P2] == 3
    place(m, P3, "K3")
    assert m.state.d[P3] == 0
    place(m, P4, "M6")
    assert m.state.d[P4] == 0
    m = table(3, d=[3, 4, 4])
    place(m, P1, "C1")
    assert m.state.d[P1] == 1


def test_meeting_a_requirement_reserves_nothing():
    """M21-36, M21-39, M21-176: spending in your own W2 can leave a jewel price unpaid; the
    disc then has no effect and nothing is paid."""
    m = table(
        3,
        d=[2, 4, 4],
        display=["red20a", "blue00a", "green00a", "white00a"],
        treasures={P1: ["exchange2a"]},
    )
    place(m, P1, "CR1")
    act(m, P1, "use_token", "exchange2a")  # W2
    act(m, P1, "amount", 2)
    place(m, P2, "K1")
    place(m, P3, "K1")
    s = m.state
    assert s.jewels[P1] == [] and s.display[0] == "red20a" and s.d[P1] == 0 and s.pp[P1] == 5


def test_black_market_shortfall_when_a_jewel_was_stolen():
    """M21-39: no valid set left for the slot at resolution: no effect."""
    m = table(3, d=[3, 4, 4], hands={P1: ["red00a", "blue00a"]}, cards={P2: ["V04"]})
    place(m, P1, "BM1")
    act(m, P2, "play_card", "V04")
    act(m, P2, "target", P1)
    draw(m, "blue00a")
    place(m, P2, "K1")
    place(m, P3, "K1")
    s = m.state
    assert s.jewels[P1] == ["red00a"] and s.pp[P1] == 3 and s.discards == []


def test_city_steal_falls_back_to_option_b():
    """M21-39, M21-62, M21-181: (a) unaffordable at resolution, (b) still possible."""
    m = table(
        3,
        d=[1, 4, 4],
        rum=[0, 1, 1],
        display=["red10a", "blue20a", "green21a", "white12a"],
        nc=["wild21a", "red00a", "red00b", "red00c"],
    )
    assert "C2" in slots(m, P1)
    place(m, P1, "C2")
    place(m, P2, "K1")
    place(m, P3, "K1")
    act(m, P1, "steal_display", "CR1")
    draw(m, "blue00a")
    assert m.state.jewels[P1] == ["red10a"] and m.state.d[P1] == 0

    m = table(3, d=[0, 4, 4], rum=[0, 1, 1], display=["red10a", "blue20a", "green21a", "white12a"])
    place(m, P1, "C2")
    place(m, P2, "K1")
    place(m, P3, "K1")
    assert ids(m, P1) == ["steal_stack"]
    act(m, P1, "steal_stack")
    m.step_chance()
    assert len(m.state.jewels[P1]) == 1 and m.state.d[P1] == 0


def test_where_spent_things_go():
    """M21-40, M21-19, M21-189: doubloons to the bank, rum to the Tavern, sold and declined
    jewels face up to the discards, tokens and cards out of the game."""
    m = table(
        3,
        d=[3, 4, 4],
        rum=[2, 1, 1],
        hands={P1: ["red01a", "red11a"]},
        treasures={P1: ["doubloons2a"]},
        cards={P1: ["V10"]},
    )
    act(m, P1, "use_token", "doubloons2a")
    act(m, P1, "play_card", "V10")
    place(m, P1, "BM1")
    place(m, P2, "K1")
    place(m, P3, "K1")
    act(m, P1, "sell_jewel", "red01a")
    act(m, P1, "sell_jewel", "red11a")
    act(m, P1, "add_rum", 2)
    s = m.state
    assert s.discards == ["red01a", "red11a"] and s.tavern == 25 - 2
    assert s.treasures_gone == ["doubloons2a"] and s.cards_gone == ["V10"]
    assert s.bank_out == sum(s.d)
    view = RULES.view(s, P2)
    assert view.discards == ("red01a", "red11a")  # the discard pile is public


# ---- Commercial Routes ------------------------------------------------------------------------
def test_cr_needs_a_jewel_and_its_price_in_doubloons_and_rum():
    """M21-41, M21-42, M21-46: a slot with no jewel, or a price out of reach, is not offered."""
    m = table(
        4,
        d=[1, 4, 4, 4],
        rum=[0, 1, 1, 1],
        display=["red01a", None, "white00a", "blue10a", "green20a"],
    )
    assert [s for s in slots(m, P1) if s.startswith("CR")] == ["CR3", "CR4"]
    assert RULES.why_illegal(m.state, P1, Action("place", ("CR2",))).rule == "M21-41"
    assert RULES.why_illegal(m.state, P1, Action("place", ("CR1",))).rule == "M21-42"


def test_five_player_bonus_only_when_the_jewel_was_taken():
    """M21-44, M21-180, M21-164: the rightmost slot (5); no jewel paid, no bonus token."""
    m = table(
        5,
        d=[3, 4, 4, 4, 4],
        display=["white00a", "red01a", "blue10a", "wild21a", "green20a"],
        cards={P3: ["V03"]},
    )
    place(m, P1, "CR5")
    place(m, P2, "K1")
    act(m, P3, "play_card", "V03")
    act(m, P3, "target", P1)
    for seat in (P3, P4, P5):
        place(m, seat, "K1")
    s = m.state
    assert s.d[P1] == 1 and s.display[4] == "green20a" and s.jewels[P1] == []
    assert len(s.nc_stack) == 5  # nothing taken from the stack


def test_cr_refill_left_to_right_and_an_unfillable_slot_stays_empty():
    """M21-45, M21-101: the refill draws for each empty slot from the left; with no pile and
    no discards the slot stays empty and unusable."""
    m = table(
        3,
        d=[3, 4, 4],
        display=["white00a", "white00b", "white00c", "red00a"],
        jewel_pile=["blue00a"],
        spare_jewels_to=P3,
    )
    place(m, P1, "CR2")
    place(m, P2, "CR3")
    place(m, P3, "K1")
    s = m.state
    assert s.display == ["white00a", "blue00a", None, "red00a"]
    assert s.exhaustions == 1 and "CR3" not in slots(m, P1)


# ---- Non-Commercial Routes ----------------------------------------------------------------------
def test_nc_slot_one_is_free_and_the_refund_is_what_was_paid():
    """M21-47, M21-146, M21-48: slot 1 costs 0; declining refunds the slot's cost."""
    m = table(3, d=[0, 4, 4], nc=["red00a", "blue00a", "green00a", "white00a"])
    assert "NC1" in slots(m, P1)
    place(m, P1, "NC1")
    place(m, P2, "NC2")
    place(m, P3, "K1")
    draw(m, "red00a")
    act(m, P1, "decline")
    assert m.state.d[P1] == 0
    draw(m, "blue00a")
    act(m, P2, "decline")
    assert m.state.d[P2] == 4


def test_nc_rum_bonus_is_kept_when_the_jewel_is_declined():
    """M21-48, M21-147: slot 4 gives 1 rum first; declining refunds the 2 D only."""
    m = table(4, d=[3, 4, 4, 4], nc=["red00a", "blue00a", "green00a", "white00a"])
    for seat, slot in ((P1, "NC1"), (P2, "NC2"), (P3, "NC3"), (P4, "NC4")):
        place(m, seat, slot)
    assert m.state.d[P4] == 2
    for jewel in ("red00a", "blue00a", "green00a"):
        draw(m, jewel)
        act(m, decision(m).seat, "keep")
    assert m.state.rum[P4] == 2
    act(m, P4, "decline")
    assert m.state.rum[P4] == 2 and m.state.d[P4] == 4 and m.state.discards == ["white00a"]


def test_empty_nc_stack_draws_from_the_jewel_pile_then_nothing():
    """M21-49, M21-145: the stack empty, the pile serves; nothing at all: refund, rum kept."""
    m = table(4, d=[3, 4, 4, 4], nc=[], jewel_pile=["red00a"], spare_jewels_to=P1)
    place(m, P1, "NC1")
    place(m, P2, "NC2")
    place(m, P3, "K1")
    place(m, P4, "K1")
    s = m.state
    act(m, P1, "keep")  # the pile's last jewel
    assert s.jewels[P1][-1] == "red00a" and s.exhaustions == 1
    assert s.d[P2] == 4 and decision(m).kind != "nc_keep"  # nothing drawn: 1 D back


def test_nc_stack_is_refilled_once_after_the_action():
    """M21-50: no refill between two NC discs; refilled to its size after the last one."""
    m = table(3, d=[3, 4, 4], nc=["red00a", "blue00a", "green00a", "white00a"])
    place(m, P1, "NC1")
    place(m, P2, "NC2")
    place(m, P3, "NC3")
    draw(m, "red00a")
    act(m, P1, "keep")
    assert len(m.state.nc_stack) == 3
    draw(m, "blue00a")
    act(m, P2, "keep")
    draw(m, "green00a")
    assert len(m.state.nc_stack) == 1
    act(m, P3, "keep")
    m.step_chance()
    m.step_chance()
    m.step_chance()
    assert len(m.state.nc_stack) == 4


# ---- Shipwrecks -----------------------------------------------------------------------------------
def _five_in_shipwrecks():
    m = table(5, d=[3, 4, 4, 4, 4])
    for seat, slot in zip(range(5), ("SW1", "SW2", "SW3", "SW4", "SW5")):
        place(m, seat, slot)
    for _ in range(4):
        roll(m, 1, 1)
    return m


def test_shipwrecks_slot_five_rum_and_threshold():
    """M21-51, M21-52, M21-54: slot 5 (5 players) gives rum before rolling and needs a 6."""
    m = _five_in_shipwrecks()
    assert m.state.rum[P5] == 2 and m.state.rum[P4] == 2
    roll(m, 5, 5)
    assert m.state.treasures[P5] == [] and m.state.round == 2
    m = _five_in_shipwrecks()
    roll(m, 6, 1)
    draw(m, "rum1a")
    assert m.state.treasures[P5] == ["rum1a"]


def test_shipwrecks_failure_gives_nothing_and_the_bonus_is_the_captains():
    """M21-53: a failed roll gives nothing; 1 D for both dice above 1 only on slot 1."""
    m = table(3, d=[3, 4, 4])
    place(m, P1, "SW1")
    place(m, P2, "SW2")
    place(m, P3, "K1")
    roll(m, 1, 1)
    assert m.state.d[P1] == 3 and m.state.treasures[P1] == []
    roll(m, 3, 3)
    draw(m, "rum1a")
    assert m.state.d[P2] == 4 and m.state.treasures[P2] == ["rum1a"]


# ---- Tavern -----------------------------------------------------------------------------------------
def test_tavern_slot_doubloons_in_five_player_games():
    """M21-55, M21-56, M21-148: no slot costs; slot 4 +1 D, slot 5 +2 D, before the roll."""
    m = table(5, d=[3, 4, 4, 4, 4])
    for seat, slot in zip(range(5), ("TV1", "TV2", "TV3", "TV4", "TV5")):
        place(m, seat, slot)
    assert m.state.d == [3, 4, 4, 5, 6] and m.state.rum[P1] == 2
    roll(m, 1)
    assert m.state.rum == [3, 2, 2, 1, 1]


def test_other_tavern_discs_get_their_own_empty_turn_for_windows():
    """M21-178, M21-170, V09: the captain's turn shares the rum; a sailor's W3b comes after."""
    m = table(3, d=[3, 4, 4], cards={P2: ["V09"]})
    place(m, P1, "TV1")
    place(m, P2, "TV2")
    place(m, P3, "K1")
    assert m.pending.kind == "roll"  # the captain holds nothing: no window
    roll(m, 1)
    assert m.state.rum[:2] == [4, 2]
    assert "play_card:V09" not in ids(m, P2)  # W3a of P2: not yet
    act(m, P2, "done")
    act(m, P2, "play_card", "V09")
    assert m.state.rum[P2] == 4


# ---- Black Market -------------------------------------------------------------------------------------
def test_black_market_any_valid_set_and_the_slots_own_row():
    """M21-60, M21-57: three reds on BM2 pay as "any 3"; the set need not be the one the
    player had in mind."""
    m = table(3, d=[3, 4, 4], rum=[0, 1, 1], hands={P1: ["red00a", "red00b", "red00c", "blue00a"]})
    place(m, P1, "BM2")
    place(m, P2, "K1")
    place(m, P3, "K1")
    for jewel in ("red00a", "red00b", "red00c"):
        act(m, P1, "sell_jewel", jewel)
    assert (m.state.d[P1], m.state.pp[P1]) == (3 + 3, 3 + 2)


def test_two_pairs_of_one_colour_pass():
    """M21-57, M21-153, M21-171."""
    m = table(3, d=[3, 4, 4], rum=[0, 1, 1], hands={P1: ["red00a", "red00b", "red00c", "red10a"]})
    assert "BM5" in slots(m, P1) and "BM6" in slots(m, P1)


def test_wilds_stand_in_for_the_needed_colour():
    """M21-58, M21-171: three wilds alone make "3 of one colour"."""
    m = table(3, d=[3, 4, 4], hands={P1: ["wild10a", "wild20a", "wild11a"]})
    assert "BM4" in slots(m, P1) and "BM6" not in slots(m, P1)


def test_rum_cap_is_four_icons_and_rum_held():
    """M21-60, M21-46: r <= min(4, rum icons of the sold jewels, rum held)."""
    m = table(
        3, d=[3, 4, 4], rum=[6, 1, 1], hands={P1: ["red12a", "blue12a", "green12a", "white12a"]}
    )
    place(m, P1, "BM3")
    place(m, P2, "K1")
    place(m, P3, "K1")
    for jewel in ("red12a", "blue12a", "green12a", "white12a"):
        act(m, P1, "sell_jewel", jewel)
    assert ids(m, P1)[-1] == "add_rum:4"
    assert RULES.why_illegal(m.state, P1, Action("add_rum", (5,))).rule == "M21-60"


def test_no_rum_icons_means_no_rum_question():
    """M21-60: with a cap of 0 the sale completes at once."""
    m = table(3, d=[3, 4, 4], rum=[3, 1, 1], hands={P1: ["red00a", "blue00a"]})
    place(m, P1, "BM1")
    place(m, P2, "K1")
    place(m, P3, "K1")
    act(m, P1, "sell_jewel", "red00a")
    events = act(m, P1, "sell_jewel", "blue00a")
    sold = events_of(events, "sold")[0].data
    assert sold["rum"] == 0 and (sold["d"], sold["pp"]) == (2, 1) and m.state.rum[P1] == 3


# ---- City ---------------------------------------------------------------------------------------------
def test_city_rumour_visit_and_prestige():
    """M21-62: C1 +2 PP, C3 +1 R, C4 a treasure token (1 D + 1 PP with an empty pile)."""
    m = table(3, d=[3, 4, 4], treasure_pile=[])
    place(m, P1, "C1")
    place(m, P2, "C3")
    place(m, P3, "C4")
    s = m.state
    assert s.pp == [5, 3, 4] and s.rum[P2] == 2 and s.d[P3] == 5


def test_city_requirements():
    """M21-62, M21-181: C1 needs 2 D, C5 two jewels; C2 is open while (a) or (b) is possible."""
    m = table(3, d=[1, 4, 4], hands={P1: ["red00a"]})
    got = slots(m, P1)
    assert "C1" not in got and "C5" not in got and {"C2", "C3", "C4"} <= set(got)
    assert RULES.why_illegal(m.state, P1, Action("place", ("C5",))).rule == "M21-62"


def test_city_c3_and_c5_stay_open_when_tavern_or_black_market_are_barred():
    """M21-65: the pirate token and blockades restrict only the captain's choice of action."""
    m = table(3, d=[3, 4, 4], pirate="tavern", blockade="bm", hands={P1: ["red00a", "blue00a"]})
    got = slots(m, P1)
    assert "C3" in got and "C5" in got and "TV1" not in got and "BM1" not in got


def test_city_resolves_in_turn_order():
    """M21-64: P1 takes the last treasure before P2 can."""
    m = table(3, d=[3, 4, 4], treasure_pile=["prestige1a"])
    place(m, P1, "C4")
    place(m, P2, "K1")
    place(m, P3, "K1")
    assert m.state.treasures[P1] == ["prestige1a"]


# ---- Cabin --------------------------------------------------------------------------------------------
def test_lone_k2_victims_have_a_doubloon_and_the_theft_is_optional():
    """M21-68, M21-141: any other player with at least 1 D, captain included, or the bank."""
    m = table(4, d=[3, 0, 4, 4])
    place(m, P1, "C3")
    place(m, P2, "K2")
    place(m, P3, "M1")
    place(m, P4, "C4")
    draw(m, "rum1a")
    skip_windows(m)
    assert ids(m, P2) == ["take_from:0", "take_from:2", "take_from:3", "take_from_bank"]
    act(m, P2, "take_from_bank")
    assert m.state.d[P2] == 1 and m.state.d[P1] == 3


def test_lone_k2_takes_from_the_bank_when_nobody_has_doubloons():
    """M21-68: every other player at 0 D: the doubloon comes from the bank, unasked."""
    m = table(3, d=[0, 4, 0])
    place(m, P1, "C3")
    place(m, P2, "K2")
    place(m, P3, "K1")
    assert m.state.d[P2] == 5
    m = table(3, d=[0, 4, 0])
    place(m, P1, "C3")
    place(m, P2, "K2")
    place(m, P3, "M0")  # its doubloon comes after the Cabin
    assert m.state.d[P2] == 5 and m.state.d[P3] == 1


def test_cabin_k3_needs_five_doubloons():
    """M21-66, M21-67."""
    m = table(3, d=[3, 5, 4])
    place(m, P1, "C3")
    assert "K3" in slots(m, P2)
    place(m, P2, "K3")
    assert "K3" not in slots(m, P3)
    assert RULES.why_illegal(m.state, P3, Action("place", ("K3",))).rule == "M21-67"


# ---- Mutiny -------------------------------------------------------------------------------------------
def test_mutiny_slots_costs_and_effects():
    """M21-70, M21-71, M21-73: cost held to place, paid at once; effects at resolution."""
    m = table(5, d=[3, 0, 1, 3, 6], variants={"simplified": True})
    place(m, P1, "C3")
    assert [s for s in slots(m, P2) if s.startswith("M")] == ["M0"]
    place(m, P2, "M0")
    place(m, P3, "M1")
    place(m, P4, "M3")
    place(m, P5, "M6")
    s = m.state
    assert s.d == [3, 1, 0, 0, 0] and s.pp == [3, 2, 4, 5, 6]
