"""Prestige track, end of the game and final scoring (M21-14 to M21-16, M21-34, M21-35,
M21-100 to M21-104, M21-132 End cards, M21-144, M21-150, M21-158, M21-161, M21-179)."""

from __future__ import annotations

from mutinies_kit import P1, P2, P3, RULES, G, act, decision, ids, place, roll, score_now, table

from game.mutinies import flow, resources
from game.mutinies.tasks import DrawJewel


# ---- the prestige track -------------------------------------------------------------------------
def test_prestige_may_go_negative():
    """M21-14: an unbounded integer."""
    m = table(3, d=[3, 4, 4], pp=[3, 0, 3], variants={"simplified": True})
    place(m, P1, "C3")
    place(m, P2, "M0")
    place(m, P3, "K1")
    assert m.state.pp[P2] == -1


def test_one_gain_crossing_28_and_38_pays_both_in_order():
    """M21-15, M21-16, M21-150: rum from the Tavern at once, then a jewel drawn from the jewel
    pile before the effect that caused the gain continues."""
    m = table(3, d=[3, 4, 4], pp=[27, 3, 3], claimed=[0b11, 0, 0])
    s = m.state
    events = []
    resources.gain_pp(G, s, events, P1, 12)
    assert [e.data["square"] for e in events if e.type == "square_bonus"] == [28, 38]
    assert s.rum[P1] == 2 and s.claimed[P1] == 0b1111
    assert s.deferred == [DrawJewel(P1)]


def test_square_38_through_play_draws_from_the_jewel_pile():
    """M21-15 (DECIDED: the main pile), M21-94."""
    m = table(3, d=[3, 4, 4], pp=[35, 3, 3], claimed=[0b111, 0, 0], treasures={P1: ["prestige3a"]})
    act(m, P1, "use_token", "prestige3a")
    assert m.pending.kind == "draw" and set(m.pending.items) == set(m.state.jewel_pile)
    m.step_chance()
    assert len(m.state.jewels[P1]) == 1 and m.state.pp[P1] == 38


def test_crossing_18_and_28_draws_the_treasure_before_the_rum():
    """M21-16: ascending order even when the lower square's bonus is a draw."""
    m = table(3, d=[3, 4, 4], pp=[17, 3, 3], claimed=[1, 0, 0])
    s = m.state
    resources.gain_pp(G, s, [], P1, 12)
    flow.settle(G, s, [])
    m._pending = None
    assert m.pending.kind == "draw" and s.rum[P1] == 1
    m.step_chance(["doubloons2a"])
    assert s.treasures[P1] == ["doubloons2a"] and s.rum[P1] == 2


def test_bonuses_are_lost_when_nothing_can_be_given():
    """M21-16, M21-3: square 28 with an empty Tavern, square 38 with no jewel anywhere."""
    m = table(
        3,
        d=[3, 4, 4],
        pp=[25, 3, 3],
        claimed=[0b11, 0, 0],
        rum=[1, 1, 23],
        treasures={P1: ["prestige3a"]},
    )
    act(m, P1, "use_token", "prestige3a")
    s = m.state
    assert s.pp[P1] == 28 and s.rum[P1] == 1 and s.claimed[P1] == 0b111
    m = table(
        3,
        d=[3, 4, 4],
        pp=[35, 3, 3],
        claimed=[0b111, 0, 0],
        treasures={P1: ["prestige3a"]},
        jewel_pile=[],
        display=[None] * 4,
        nc=[],
        spare_jewels_to=P3,
    )
    act(m, P1, "use_token", "prestige3a")
    s = m.state
    assert s.pp[P1] == 38 and s.jewels[P1] == [] and s.claimed[P1] == 0b1111


def test_a_loss_never_grants_or_clears_a_square():
    """M21-16, M21-150: once per player per game; losses keep the claim."""
    m = table(3, d=[3, 4, 4], pp=[8, 3, 3], claimed=[1, 0, 0], variants={"simplified": True})
    place(m, P1, "C1")
    place(m, P2, "K1")
    place(m, P3, "K1")
    s = m.state
    assert s.pp[P1] == 10 and s.d[P1] == 1 and s.claimed[P1] == 1


def test_no_bonus_during_final_scoring():
    """M21-16, M21-103: scoring gains never claim squares."""
    m = table(3, d=[20, 0, 0], pp=[3, 3, 3], rum=[0, 0, 0])
    score_now(m)
    s = m.state
    assert s.pp[P1] == 3 + 10 and s.claimed[P1] == 0 and s.d[P1] == 20


# ---- jewel exhaustion ----------------------------------------------------------------------------
def test_drawing_from_an_empty_pile_reshuffles_without_counting():
    """M21-100, M21-101, M21-144: only a draw that empties a non-empty pile counts."""
    m = table(
        3,
        d=[3, 4, 4],
        jewel_pile=[],
        discards=["red00a", "blue00a"],
        spare_jewels_to=P3,
        treasures={P1: ["jewel1a"]},
    )
    act(m, P1, "use_token", "jewel1a")
    s = m.state
    assert s.discards == [] and sorted(s.jewel_pile) == ["blue00a", "red00a"]
    assert m.pending.kind == "draw"
    m.step_chance(["red00a"])
    assert s.exhaustions == 0 and s.jewel_pile == ["blue00a"]


def test_nothing_else_ends_the_game():
    """M21-102: an empty treasure pile, a dry Tavern or broke players end nothing."""
    m = table(3, d=[0, 0, 0], rum=[10, 10, 5], treasure_pile=[], variants={"simplified": True})
    place(m, P1, "C4")
    place(m, P2, "K1")
    place(m, P3, "K1")
    s = m.state
    assert not s.end_triggered and not s.final_round and s.phase == "play" and s.round == 2


def test_end_check_two_flags():
    """M21-34, M21-179: a trigger in round R makes R+1 final; a trigger in the final round
    changes nothing."""
    m = table(3, d=[3, 4, 4], variants={"simplified": True, "mutiny_count": 1})
    place(m, P1, "C3")
    place(m, P2, "M0")
    place(m, P3, "K1")
    s = m.state
    assert s.counter == 0 and s.end_triggered and s.final_round and s.round == 2
    assert s.order == [P2, P1, P3]
    place(m, P2, "SW1")
    place(m, P1, "K1")
    place(m, P3, "M0")
    roll(m, 1, 1)
    assert s.phase == "over" and s.round == 2 and s.order[0] == P3


# ---- final scoring --------------------------------------------------------------------------------
def _scoring_table():
    return table(
        3,
        d=[9, 0, 2],
        rum=[6, 0, 1],
        pp=[10, 5, 20],
        hands={
            P1: ["red00a", "blue00a", "wild10a"],
            P2: ["red00b", "blue00b", "green00a", "wild20a"],
        },
        treasures={P3: ["exchange3a", "doubloons3a"]},
        cards={
            P1: ["E01", "E02", "E03", "E04", "E05"],
            P2: ["E06", "E07", "E08", "E10", "E11", "E12"],
            P3: ["V16", "V01", "O05", "E09"],
        },
        captaincies=[0, 7, 0],
        obtained=[0, 5, 0],
        final_captain=P2,
    )


def test_final_scoring_steps_and_every_end_card():
    """M21-103 steps 1-6, M21-132 (E01-E12), M21-158 (snapshot), M21-161 (round down),
    M21-96 (Voluntary at_end), M21-156 (refused Obligatory -2)."""
    m = _scoring_table()
    score_now(m)
    s = m.state
    assert decision(m).seat == P3 and ids(m, P3) == [
        "use_token:exchange3a",
        "use_token:doubloons3a",
    ]
    act(m, P3, "use_token", "doubloons3a")
    act(m, P3, "amount", 3)  # the last token needs no choice
    assert decision(m).kind == "amount_return_rum" and ids(m, P3) == ["amount:0", "amount:1"]
    act(m, P3, "amount", 1)
    act(m, P3, "apply_at_end")
    assert s.phase == "over"
    assert s.score_rows[P1] == [(10, 9), (10, 9), (10, 12), (10, 17), (18, 17), (34, 17), (28, 17)]
    assert dict(s.score_cards[P1]) == {"E01": 4, "E02": 4, "E03": 3, "E04": 0, "E05": 5}
    assert dict(s.score_cards[P2]) == {"E06": 4, "E07": 3, "E08": 2, "E10": 2, "E11": 5, "E12": 3}
    assert s.score_rows[P2][-1] == (29, 10)
    assert dict(s.score_cards[P3]) == {"V16": 0, "V01": 1, "O05": -2, "E09": 0}
    assert s.score_rows[P3] == [(20, 2), (23, 2), (23, 2), (23, 6), (26, 6), (25, 6), (25, 6)]
    result = RULES.result(s)
    assert result.ranking == ((P2,), (P1,), (P3,))
    assert result.breakdown[P1]["mutinies.score.cards"] == 16
    assert result.breakdown[P1]["mutinies.score.rum"] == -6


def test_collector_counts_wilds_for_missing_colours():
    """M21-132 (E04): each wild covers one missing colour."""
    m = table(
        3, d=[0, 0, 0], hands={P1: ["red00a", "blue00a", "wild10a", "wild20a"]}, cards={P1: ["E04"]}
    )
    score_now(m)
    assert dict(m.state.score_cards[P1]) == {"E04": 3}


def test_rum_tokens_are_void_at_scoring_and_jewel_tokens_count_at_step_2():
    """M21-103 step 1, M21-93."""
    m = table(3, d=[0, 0, 0], treasures={P1: ["rum2a", "jewel1a"]})
    score_now(m)
    m.step_chance()
    s = m.state
    assert s.score_rows[P1][1] == (3, 0) and s.score_rows[P1][2] == (3, 1) and s.rum[P1] == 1


def test_winner_by_prestige_then_doubloons_then_shared():
    """M21-104."""
    m = table(3, d=[1, 1, 2], rum=[0, 0, 0], pp=[10, 10, 8])
    score_now(m)
    assert RULES.result(m.state).ranking == ((P1, P2), (P3,))
    m = table(3, d=[0, 1, 0], rum=[0, 0, 0], pp=[10, 10, 9])
    score_now(m)
    assert RULES.result(m.state).ranking == ((P2,), (P1,), (P3,))


def test_scoring_runs_in_the_final_track_order():
    """M21-103, M21-140: each step for every player in turn order."""
    m = table(
        3,
        d=[0, 0, 0],
        order=[2, 0, 1],
        treasures={0: ["exchange2a", "doubloons2a"], 2: ["exchange3a", "doubloons3a"]},
    )
    score_now(m)
    assert decision(m).seat == 2
    act(m, 2, "use_token", "doubloons3a")
    act(m, 2, "amount", 0)
    assert decision(m).seat == 0


def test_standings_rank_a_game_in_progress():
    """M21-104 applied to the current totals (the simulator's step cap)."""
    m = table(3, d=[1, 5, 0], pp=[4, 4, 9])
    assert RULES.standings(m.state).ranking == ((P3,), (P2,), (P1,))
    assert RULES.result(m.state) is None
