"""Windows, treasure tokens and Mutiny cards (M21-20, M21-23, M21-90 to M21-99, M21-132,
M21-142, M21-155 to M21-158, M21-172, M21-173, M21-177, M21-182, M21-184, M21-187)."""

from __future__ import annotations

import pytest
from mutinies_kit import (
    P1,
    P2,
    P3,
    P4,
    RULES,
    G,
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
from game.mutinies import piles, placement


# ---- windows -------------------------------------------------------------------------------------
def test_windows_are_offered_on_public_counts_alone():
    """M21-172, M21-182, M21-23: a player holding any card or token is asked, even when only
    "done" is possible; a player holding nothing is never asked."""
    m = table(3, d=[3, 4, 4], cards={P1: ["E12"]})
    assert decision(m).kind == "window_w1" and ids(m, P1) == ["done"]
    act(m, P1, "done")
    place(m, P1, "C3")
    assert decision(m).kind == "window_w2"
    act(m, P1, "done")
    assert decision(m).seat == P2 and decision(m).kind == "place_sailor"


def test_a_window_repeats_until_done():
    """M21-23, M21-142: any number of tokens, one at a time, each resolved in full."""
    m = table(3, d=[3, 4, 4], treasures={P1: ["doubloons2a", "prestige1a", "rum1a"]})
    act(m, P1, "use_token", "doubloons2a")
    act(m, P1, "use_token", "prestige1a")
    assert decision(m).kind == "window_w1" and ids(m, P1) == ["use_token:rum1a", "done"]
    act(m, P1, "done")
    assert (m.state.d[P1], m.state.pp[P1]) == (5, 4)


def test_each_token_kind():
    """M21-91, M21-92, M21-93: rum from the Tavern, doubloons from the bank, prestige; the
    exchange pays k D for k PP (k = 0 still uses it up); a jewel from the pile, not the stack."""
    m = table(
        3,
        d=[3, 4, 4],
        rum=[1, 1, 22],
        treasures={P1: ["rum2a", "doubloons3a", "prestige2a", "exchange3a", "jewel1a"]},
    )
    s = m.state
    assert s.tavern == 1
    act(m, P1, "use_token", "rum2a")
    assert s.rum[P1] == 2 and s.tavern == 0  # one cube was missing
    act(m, P1, "use_token", "doubloons3a")
    act(m, P1, "use_token", "prestige2a")
    assert (s.d[P1], s.pp[P1]) == (6, 5)
    act(m, P1, "use_token", "exchange3a")
    assert ids(m, P1) == ["amount:0", "amount:1", "amount:2", "amount:3"]
    act(m, P1, "amount", 0)
    assert "exchange3a" in s.treasures_gone and (s.d[P1], s.pp[P1]) == (6, 5)
    stack = list(s.nc_stack)
    act(m, P1, "use_token", "jewel1a")
    assert m.pending.kind == "draw" and set(m.pending.items) == set(s.jewel_pile)
    m.step_chance()
    assert len(s.jewels[P1]) == 1 and s.nc_stack == stack


def test_prestige_from_a_token_claims_bonus_squares():
    """M21-94, M21-16: a token's PP can cross square 8."""
    m = table(3, d=[3, 4, 4], pp=[7, 3, 3], treasures={P1: ["prestige1a"]})
    act(m, P1, "use_token", "prestige1a")
    assert m.state.d[P1] == 4 and m.state.claimed[P1] == 1


def test_tokens_are_used_only_in_their_holders_windows():
    """M21-90: never in another player's turn."""
    m = table(3, d=[3, 4, 4], treasures={P2: ["prestige1a"]})
    ref = RULES.why_illegal(m.state, P2, Action("use_token", ("prestige1a",)))
    assert ref.rule == "M21-90"
    place(m, P1, "C3")
    assert decision(m).seat == P2 and decision(m).kind == "window_w1"


def test_a_token_from_square_18_in_another_players_turn_waits_for_their_window():
    """M21-187, M21-16, M21-90: O14 raises a co-mutineer past 18 during the new captain's
    card; the token drawn is used from that player's next window."""
    m = table(4, d=[3, 4, 4, 4], pp=[3, 3, 17, 3], deck=["O14", "V01"])
    place(m, P1, "C3")
    place(m, P2, "M3")
    place(m, P3, "M0")  # 17 - 1 = 16
    place(m, P4, "K1")
    draw(m, "O14")
    assert m.state.pp[P3] == 16
    m.state.pp[P3] = 17
    act(m, P2, "apply_card")
    draw(m, "prestige3a")
    s = m.state
    assert s.pp[P3] == 18 and s.treasures[P3] == ["prestige3a"]
    assert decision(m).seat == P2  # the next round has begun
    place(m, P2, "SW1")
    assert decision(m).seat == P3 and "use_token:prestige3a" in ids(m, P3)


# ---- the roll reaction ---------------------------------------------------------------------------
def test_roll_reaction_is_offered_to_card_holders_and_rerolls_once():
    """M21-23, M21-177, M21-172, V08: right after the roll, before its result; tokens cannot
    be used there; one reroll, whose result stands."""
    m = table(3, d=[3, 4, 4], cards={P1: ["V08"]}, treasures={P2: ["prestige1a"]})
    place(m, P1, "SW1")
    place(m, P2, "SW2")
    place(m, P3, "K1")
    roll(m, 1, 1)
    d = decision(m)
    assert d.kind == "roll_reaction" and ids(m, P1) == ["play_card:V08", "done"]
    act(m, P1, "play_card", "V08")
    assert m.pending.kind == "roll"
    m.step_chance([4, 1])
    draw(m, "rum1a")  # success on the reroll
    assert "V08" in m.state.cards_gone and m.state.treasures[P1] == ["rum1a"]
    roll(m, 1, 1)  # P2 holds a token, no card
    assert (decision(m).seat, decision(m).kind) == (P2, "window_w3b")


def test_no_roll_reaction_for_a_token_holder():
    m = table(3, d=[3, 4, 4], treasures={P1: ["prestige1a"]})
    skip_windows(m)
    place(m, P1, "SW1")
    place(m, P2, "K1")
    place(m, P3, "K1")
    roll(m, 1, 1)
    assert (decision(m).seat, decision(m).kind) == (P1, "window_w3b")


# ---- the card draw -----------------------------------------------------------------------------
def _mutiny_then_draw(card: str, **kw):
    """P1 C3, P2 M3 (wins), P3 M0, P4 K1 -> track P2, P3, P1, P4; P2 draws `card`."""
    kw.setdefault("d", [3, 4, 4, 4])
    m = table(4, deck=[card, "E11" if card != "E11" else "E10"], **kw)
    place(m, P1, "C3")
    place(m, P2, "M3")
    place(m, P3, "M0")
    place(m, P4, "K1")
    draw(m, card)
    assert m.state.order == [P2, P3, P1, P4] and decision(m).kind == "card_decide"
    return m


def test_every_card_draw_asks_the_same_question():
    """M21-173, M21-182: Voluntary and End cards can only be kept, but the prompt is shown."""
    m = _mutiny_then_draw("V01")
    assert ids(m, P2) == ["keep_card"]
    m = _mutiny_then_draw("O10")
    assert ids(m, P2) == ["apply_card", "keep_card"]
    assert (
        RULES.why_illegal(_mutiny_then_draw("E12").state, P2, Action("apply_card")).rule
        == "M21-173"
    )


def test_new_captain_only_draws_while_cards_remain():
    """M21-35, M21-173 step 1: an empty deck draws nothing."""
    m = table(3, d=[3, 4, 4], deck=[], last_mutiny=False)
    place(m, P1, "C3")
    place(m, P2, "M0")
    place(m, P3, "K1")
    assert m.state.order[0] == P2 and m.state.cards == [[], [], []] and m.state.round == 2


# After the round: D [3, 1, 5, 4], rum [2, 1, 1, 1 or 0], PP [3, 5, 2, 4].
OBLIGATORY = {
    "O01": lambda s: s.rum == [1, 0, 0, 0] and s.tavern == 24,
    "O02": lambda s: s.pp == [3, 5, 2, 3],
    "O07": lambda s: s.d == [3, 0, 6, 4],
    "O08": lambda s: s.d[P2] == 0,
    "O10": lambda s: s.d == [4, 2, 6, 5],
    "O12": lambda s: s.pp[P1] == 2,
    "O13": lambda s: (s.rum[P2], s.pp[P2]) == (3, 4),
    "O14": lambda s: s.pp[P3] == 3 and s.pp[P2] == 5,
}


@pytest.mark.parametrize("card", sorted(OBLIGATORY))
def test_obligatory_card_effects(card):
    """M21-132, M21-33 step 5 (the rebuilt track): P2 new captain, P3 co-mutineer, P1 deposed,
    P4 last on the track."""
    rum = [1, 1, 1, 0] if card in ("O01", "O02") else [1, 1, 1, 1]
    m = _mutiny_then_draw(card, rum=rum)
    act(m, P2, "apply_card")
    assert OBLIGATORY[card](m.state), (m.state.d, m.state.rum, m.state.pp)
    assert card in m.state.cards_gone and m.state.cards[P2] == []


def test_o11_rum_in_turn_order_from_the_captain_until_the_tavern_is_dry():
    """M21-132 (O11), M21-160: simultaneous gains go in turn order from the card's holder."""
    m = _mutiny_then_draw("O11", rum=[1, 1, 1, 19])
    s = m.state
    assert s.tavern == 3 - 1  # C3 took one
    act(m, P2, "apply_card")
    assert s.rum == [2, 2, 2, 19] and s.tavern == 0


@pytest.mark.parametrize(
    "card,area", [("O03", "cr"), ("O04", "bm"), ("O05", "city"), ("O06", "tavern")]
)
def test_blockade_cards_close_one_action_for_the_next_round(card, area):
    """M21-98, M21-157: one round only, on top of the pirate token (here on City)."""
    m = _mutiny_then_draw(card, hands={P2: ["red00a", "blue00a"]})
    act(m, P2, "apply_card")
    s = m.state
    assert s.blockade == area
    got = {G.slot_area[x] for x in slots(m, P2)}
    assert area not in got and "city" not in got
    place(m, P2, "SW1" if area != "ship" else "NC1")
    for seat in (P3, P1, P4):
        place(m, seat, "K1")
    roll(m, 1, 1)
    assert m.state.blockade is None


def test_o09_gives_a_chosen_jewel_to_the_last_player_privately():
    """M21-132 (O09), M21-167: only the two involved see which jewel moved."""
    m = _mutiny_then_draw("O09", hands={P2: ["red00a", "wild21a"]})
    act(m, P2, "apply_card")
    assert ids(m, P2) == ["give_jewel:red00a", "give_jewel:wild21a"]
    events = act(m, P2, "give_jewel", "red00a")
    moved = events_of(events, "jewel_moved")[0]
    assert moved.seen_by(P4).data["jewel"] == "red00a" and "jewel" not in moved.seen_by(P1).data
    assert m.state.jewels[P4] == ["red00a"] and m.state.jewels[P2] == ["wild21a"]


def test_o15_returns_a_token_unseen_or_costs_a_prestige_point():
    """M21-132 (O15)."""
    m = _mutiny_then_draw("O15", treasures={P2: ["prestige1a", "rum1a"]})
    act(m, P2, "apply_card")
    events = act(m, P2, "return_treasure", "rum1a")
    assert m.state.treasure_box == ["rum1a"] and m.state.box_owner == [P2]
    assert "token" not in events_of(events, "treasure_boxed")[0].seen_by(P1).data
    m = _mutiny_then_draw("O15")
    act(m, P2, "apply_card")
    assert m.state.pp[P2] == 3 + 2 - 1


def test_o16_flushes_the_display_and_refills_it():
    """M21-132 (O16), M21-189: the flushed jewels go face up to the discards."""
    display = ["white00a", "red01a", "blue10a", "wild21a", "green20a"]
    m = _mutiny_then_draw("O16", display=list(display))
    act(m, P2, "apply_card")
    s = m.state
    assert s.discards == display and s.display == [None] * 5
    for jewel in ("red00a", "red00b", "red00c", "blue00a", "blue00b"):
        draw(m, jewel)
    assert s.display == ["red00a", "red00b", "red00c", "blue00a", "blue00b"]


# ---- Voluntary cards ---------------------------------------------------------------------------
def _holding(card, **kw):
    kw.setdefault("d", [3, 4, 4])
    return table(3, cards={P1: [card]}, **kw)


def test_voluntary_cards_only_in_their_windows_and_conditions():
    """M21-96, M21-155, M21-172: `when` and the card's own condition decide."""
    m = _holding("V09")
    assert ids(m, P1) == ["done"]  # V09 only in its Tavern W3b
    m = _holding("V15")
    assert ids(m, P1) == ["done"]
    m = table(3, d=[3, 4, 4], cards={P2: ["V14"]})
    place(m, P1, "C3")
    assert ids(m, P2) == ["done"]  # V14 only as captain
    m = table(3, d=[3, 4, 4], cards={P2: ["V11"]})
    place(m, P1, "C3")
    assert ids(m, P2) == ["done"]  # V11 only into an ordered action
    ref = RULES.why_illegal(m.state, P2, Action("play_card", ("V11",)))
    assert ref.rule == "M21-172"


def test_end_and_refused_cards_are_never_played():
    """M21-96, M21-156."""
    m = table(3, d=[3, 4, 4], cards={P1: ["E01", "O01"]})
    assert ids(m, P1) == ["done"]
    assert RULES.why_illegal(m.state, P1, Action("play_card", ("E01",))).rule == "M21-96"
    assert RULES.why_illegal(m.state, P1, Action("play_card", ("O01",))).rule == "M21-156"


def test_v01_v02_v10_simple_gains():
    """M21-132: V01 +3 D, V02 +2 rum, V10 +2 PP; each leaves the game when played (M21-97)."""
    m = table(3, d=[3, 4, 4], cards={P1: ["V01", "V02", "V10"]})
    for card in ("V01", "V02", "V10"):
        act(m, P1, "play_card", card)
    s = m.state
    assert (s.d[P1], s.rum[P1], s.pp[P1]) == (6, 3, 5) and s.cards[P1] == []
    assert s.cards_gone == ["V01", "V02", "V10"]


def test_v03_takes_up_to_two_doubloons_even_from_an_empty_purse():
    """M21-132 (V03), M21-184, M21-97: any other player; nothing taken from 0 D."""
    m = table(3, d=[3, 1, 0], cards={P1: ["V03", "V10"]})
    act(m, P1, "play_card", "V03")
    assert ids(m, P1) == ["target:1", "target:2"]
    act(m, P1, "target", P3)
    assert m.state.d == [3, 1, 0]
    m = table(3, d=[3, 1, 0], cards={P1: ["V03"]})
    act(m, P1, "play_card", "V03")
    act(m, P1, "target", P2)
    assert m.state.d == [4, 0, 0]


def test_v04_takes_a_random_jewel_seen_by_the_two_players_only():
    """M21-132 (V04), M21-166 (a chance step), M21-167."""
    m = table(3, d=[3, 4, 4], cards={P1: ["V04"]}, hands={P3: ["red00a", "blue00a"]})
    act(m, P1, "play_card", "V04")
    assert ids(m, P1) == ["target:2"]
    act(m, P1, "target", P3)
    assert m.pending.kind == "draw" and sorted(m.pending.items) == ["blue00a", "red00a"]
    events = draw(m, "blue00a")
    moved = events_of(events, "jewel_moved")[0]
    assert "jewel" not in moved.seen_by(P2).data and moved.seen_by(P1).data["jewel"] == "blue00a"
    assert m.state.jewels[P1] == ["blue00a"]


def test_v04_without_a_target_is_used_up_for_nothing():
    """M21-97: a card may be played even when it will do nothing."""
    m = table(3, d=[3, 4, 4], cards={P1: ["V04"]})
    act(m, P1, "play_card", "V04")
    assert "V04" in m.state.cards_gone and decision(m).kind == "place_captain"


def test_v05_keeps_one_token_and_buries_the_other():
    """M21-132 (V05), M21-166, M21-25: the buried token is drawn after the pile, and only its
    owner knows it."""
    m = table(3, d=[3, 4, 4], cards={P1: ["V05"]}, treasure_pile=["rum1a", "prestige1a", "jewel1a"])
    act(m, P1, "play_card", "V05")
    draw(m, "rum1a")
    draw(m, "prestige1a")
    assert ids(m, P1) == ["keep_treasure:rum1a", "keep_treasure:prestige1a"]
    act(m, P1, "keep_treasure", "prestige1a")
    s = m.state
    assert (
        s.treasures[P1] == ["prestige1a"] and s.treasure_bottom == ["rum1a"] and s.obtained[P1] == 1
    )
    assert RULES.view(s, P1).players[P1].buried == ("rum1a",)
    assert RULES.view(s, P2).players[P1].buried is None and RULES.view(s, P2).bottom_owners == (P1,)
    assert piles.candidates(G, s, "treasure") == ["jewel1a"]
    s.treasure_pile = []
    assert piles.candidates(G, s, "treasure") == ["rum1a"]


def test_v05_with_one_token_left_keeps_it_and_with_none_does_nothing():
    m = table(3, d=[3, 4, 4], cards={P1: ["V05"]}, treasure_pile=["rum1a"])
    act(m, P1, "play_card", "V05")
    assert m.state.treasures[P1] == ["rum1a"] and m.state.treasure_bottom == []
    m = table(3, d=[3, 4, 4], cards={P1: ["V05"]}, treasure_pile=[])
    act(m, P1, "play_card", "V05")
    assert m.state.treasures[P1] == [] and m.state.d[P1] == 3 and m.state.pp[P1] == 3


def test_v06_waives_jewel_doubloons_at_placement_and_resolution():
    """M21-132 (V06): rum is still due."""
    m = table(
        3,
        d=[0, 4, 4],
        rum=[1, 1, 1],
        cards={P1: ["V06"]},
        display=["wild31a", "red20a", "blue00a", "green00a"],
    )
    assert "CR1" not in placement.captain_slots(G, m.state, P1)
    act(m, P1, "play_card", "V06")
    assert "CR1" in slots(m, P1)
    place(m, P1, "CR1")
    place(m, P2, "K1")
    place(m, P3, "K1")
    assert m.state.jewels[P1] == ["wild31a"] and (m.state.d[P1], m.state.rum[P1]) == (0, 0)


def test_v12_makes_nc_slots_c1_and_k3_free_but_not_mutiny():
    """M21-132 (V12), M21-47: the NC refund is then 0."""
    m = table(3, d=[3, 0, 4], cards={P2: ["V12"]}, nc=["red00a", "blue00a", "green00a", "white00a"])
    place(m, P1, "NC1")
    act(m, P2, "play_card", "V12")
    got = slots(m, P2)
    assert "NC2" in got and "K3" in got and "M1" not in got
    place(m, P2, "NC2")
    place(m, P3, "K1")
    draw(m, "red00a")
    act(m, P1, "keep")
    draw(m, "blue00a")
    act(m, P2, "decline")
    assert m.state.d[P2] == 0


def test_v13_old_friends_in_port_during_the_own_city_disc():
    """M21-132 (V13): four choices; the 2 PP one needs 2 D."""
    m = table(3, d=[3, 4, 4], cards={P2: ["V13"]})
    place(m, P1, "C3")
    place(m, P2, "C4")
    place(m, P3, "K1")
    act(m, P2, "play_card", "V13")  # W3a of its City disc
    assert ids(m, P2) == [
        "old_friends:rum",
        "old_friends:treasure",
        "old_friends:nc_jewel",
        "old_friends:prestige",
    ]
    act(m, P2, "old_friends", "prestige")
    assert (m.state.d[P2], m.state.pp[P2]) == (2, 5)


def test_v15_bosuns_whistle_during_the_own_cabin_disc():
    """M21-132 (V15)."""
    m = table(3, d=[3, 4, 4], cards={P2: ["V15"]})
    place(m, P1, "C3")
    place(m, P2, "K1")
    place(m, P3, "K1")
    assert "play_card:V15" in ids(m, P2)
    act(m, P2, "play_card", "V15")
    assert (m.state.d[P2], m.state.pp[P2]) == (5, 5)


def test_v16_rum_for_gold():
    """M21-132 (V16): k from 0 to min(3, rum); 2 D per cube; no rum, no question."""
    m = table(3, d=[3, 4, 4], rum=[4, 1, 1], cards={P1: ["V16"]})
    act(m, P1, "play_card", "V16")
    assert ids(m, P1) == [f"amount:{k}" for k in range(4)]
    act(m, P1, "amount", 3)
    assert (m.state.d[P1], m.state.rum[P1]) == (9, 1)
    m = table(3, d=[3, 4, 4], rum=[0, 1, 1], cards={P1: ["V16"]})
    act(m, P1, "play_card", "V16")
    assert decision(m).kind == "place_captain" and m.state.d[P1] == 3


def test_round_cards_end_with_the_round():
    """M21-97: V06, V07, V11, V12 and V14 last until the end of the round."""
    m = table(3, d=[3, 4, 4], cards={P1: ["V07", "V14"]}, pirate="city")
    act(m, P1, "play_card", "V07")
    act(m, P1, "play_card", "V14")
    assert m.state.flags[P1] and m.state.pirate_lifted
    place(m, P1, "C3")
    place(m, P2, "K1")
    place(m, P3, "K1")
    assert m.state.flags == [0, 0, 0] and not m.state.pirate_lifted


def test_a_drawn_card_is_hidden_until_played():
    """M21-95, M21-25: the holder sees it, the others only a count."""
    m = _mutiny_then_draw("V01")
    act(m, P2, "keep_card")
    view = RULES.view(m.state, P1)
    assert view.players[P2].cards is None and view.players[P2].card_count == 1
    assert RULES.view(m.state, P2).players[P2].cards == ("V01",)
