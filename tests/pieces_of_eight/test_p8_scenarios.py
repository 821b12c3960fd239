"""Every hand-checkable scenario of the digest (section 13), with forced chance outcomes.

Notation as in the digest: decks fore -> aft, F = filler (a Plunder), seats A, B, C, D = 0, 1, 2, 3.
Prompts nobody acts on are answered "pass"/"continue" by `quiet` (P8-133 masking changes nothing).
"""

from typing import ClassVar

from p8_helpers import (
    RULES,
    F,
    act,
    deck,
    end_game,
    finish_turn,
    game,
    hold,
    nest,
    options,
    phase,
    quiet,
    set_turn,
    ship,
    stage,
    turn_order,
    type_id,
    types,
    waiting,
)

from game.pieces_of_eight.shipyard import new_game_containers
from game.pieces_of_eight.tasks import StalemateProcedure, StalemateVote

A, B, C, D = 0, 1, 2, 3


def stalemate_tasks(s):
    return [t for t in s.agenda if isinstance(t, (StalemateVote, StalemateProcedure))]


def test_P8S_01_treachery_negates_a_mate():
    """P8S-01: P8-41, P8-84, P8-33, P8-73, P8-134."""
    m = game([ship(["mate", F, "captain", F]), ship([F, "captain", "treachery"], nest=F)])
    act(m, A, "play", "fore")
    act(m, A, "target", B, 1)
    assert deck(m, A) == [F, "captain", F]  # the Mate left for limbo at once (P8-134)
    act(m, B, "react", "aft")
    quiet(m)
    assert deck(m, A) == [F, "captain", F] and hold(m, A) == ["mate"] and nest(m, A) is None
    assert deck(m, B) == [F, "captain"] and nest(m, B) == F and hold(m, B) == ["treachery"]
    # A's general phase is spent (P8-33): his last crow's-nest phase follows, then B's turn
    assert phase(m.state) == "cn3" and waiting(m) == [(A, "crows_nest_move")]
    finish_turn(m)
    assert m.state.active == B


def test_P8S_02_two_treacheries_let_the_action_through():
    """P8S-02: P8-75, P8-82, P8-51."""
    m = game(
        [ship(["sabre", F, "captain", "treachery"]), ship([F, "captain", "treachery"], nest=F)]
    )
    act(m, A, "play", "fore")
    act(m, A, "target", B, "nest")
    act(m, B, "react", "aft")
    act(m, A, "react", "aft")
    quiet(m)
    assert deck(m, A) == [F, "captain"] and hold(m, A) == ["sabre", "treachery"]
    assert nest(m, B) is None and deck(m, B) == [F, "captain"]
    assert hold(m, B) == [F, "treachery"]


def test_P8S_03_three_treacheries_negate_and_the_next_coin_answers_at_once():
    """P8S-03: P8-75, P8-78, P8-134, P8-132."""
    m = game(
        [
            ship(["sabre", F, "captain", "treachery"]),
            ship([F, "captain", "treachery", "treachery"], nest=F),
        ]
    )
    act(m, A, "play", "fore")
    act(m, A, "target", B, "nest")
    act(m, B, "react", "aft")
    assert deck(m, B)[-1] == "treachery"  # the second one is the aft coin already
    act(m, A, "react", "aft")
    act(m, B, "react", "aft")
    quiet(m)
    assert deck(m, A) == [F, "captain"] and hold(m, A) == ["sabre", "treachery"]
    assert nest(m, B) == F and deck(m, B) == [F, "captain"]
    assert hold(m, B) == ["treachery", "treachery"]


def test_P8S_04_the_forum_monkey_ladder():
    """P8S-04: P8-70, P8-83, P8-76, P8-78, P8-87."""
    m = game(
        [
            ship(["cannon", F, "captain", "treachery", "treachery"]),
            ship(["captains_monkey", F, "captain", "treachery"]),
        ]
    )
    act(m, A, "play", "fore")
    act(m, A, "target_seat", B)
    act(m, B, "react", "pass")  # (1) nobody answers the Cannon
    act(m, B, "monkey", "prevent")  # (2)
    act(m, A, "react", "aft")  # (3)
    assert deck(m, A)[-1] == "treachery"
    act(m, B, "react", "aft")  # (4)
    act(m, A, "react", "aft")  # (5)
    quiet(m)
    assert deck(m, A) == ["cannon", F, "captain"] and hold(m, A) == ["treachery", "treachery"]
    assert deck(m, B) == [F, "captain"] and hold(m, B) == ["captains_monkey", "treachery"]
    monkey = next(c for c in m.state.holds[B] if type_id(m.state, c) == "captains_monkey")
    assert monkey in m.state.reacted  # it may not react again


def test_P8S_05_monkey_against_a_mate_the_mate_is_still_spent():
    """P8S-05: P8-71, P8-85."""
    m = game([ship(["mate", F, "captain"]), ship(["captains_monkey", "captain", F])])
    act(m, A, "play", "fore")
    act(m, A, "target", B, 1)
    quiet(m, stop=[(B, "monkey")])
    act(m, B, "monkey", "prevent")
    quiet(m)
    assert deck(m, B) == ["captains_monkey", "captain", F] and hold(m, B) == []
    assert deck(m, A) == [F, "captain"] and hold(m, A) == ["mate"]


class TestP8S06Pistols:
    """P8S-06: P8-50, P8-89, P8-71, P8-77."""

    def test_a_monkey_at_the_aft_is_shown_when_it_prevents(self):
        m = game([ship(["pistols", F, "captain"]), ship([F, "captain", "captains_monkey"])])
        act(m, A, "play", "fore")
        act(m, A, "target", B, 3)
        quiet(m, stop=[(B, "monkey")])
        act(m, B, "monkey", "prevent")
        quiet(m)
        assert deck(m, B) == [F, "captain", "captains_monkey"]
        assert deck(m, A) == [F, "captain"] and hold(m, A) == ["pistols"]
        assert RULES.view(m.state, A).ships[B].deck[-1] == "captains_monkey"

    def test_b_an_open_mate_keeps_the_pistols_and_the_hidden_coin_stays_hidden(self):
        m = game([ship(["pistols", F, "captain"], nest="mate"), ship([F, "captain", F])])
        act(m, A, "play", "fore")
        events = act(m, A, "target", B, 3)
        events += quiet(m)
        assert deck(m, B) == [F, "captain"] and hold(m, B) == [F]
        assert deck(m, A) == ["pistols", F, "captain"] and nest(m, A) == "mate"
        seen_by_a = [e.seen_by(A) for e in types(events, "destroyed")]
        assert seen_by_a and seen_by_a[0].data["coin"] == ""  # not revealed to A
        assert RULES.view(m.state, A).ships[B].hold is None

    def test_c_an_aft_mate_is_shown_when_declaring(self):
        m = game([ship(["pistols", F, "captain", "mate"]), ship([F, "captain", F])])
        assert RULES.view(m.state, B).ships[A].deck[-1] is None
        act(m, A, "play", "fore")
        act(m, A, "target", B, 3)
        quiet(m)
        assert deck(m, B) == [F, "captain"] and deck(m, A) == ["pistols", F, "captain", "mate"]
        assert RULES.view(m.state, B).ships[A].deck[-1] == "mate"

    def test_d_treachery_destroys_the_pistols_never_the_mate(self):
        m = game(
            [
                ship(["pistols", F, "captain"], nest="mate"),
                ship([F, "captain", F], nest="treachery"),
            ]
        )
        act(m, A, "play", "fore")
        act(m, A, "target", B, 3)
        act(m, B, "react", "nest")
        quiet(m)
        assert nest(m, A) == "mate" and deck(m, A) == [F, "captain"] and hold(m, A) == ["pistols"]
        assert nest(m, B) is None and deck(m, B) == [F, "captain", F]
        assert hold(m, B) == ["treachery"]


class TestP8S07Sabre:
    """P8S-07: P8-51, P8-16."""

    def test_a_without_a_mate_the_sabre_is_spent(self):
        m = game([ship(["sabre", "captain"]), ship([F, "captain", F], nest=F)])
        act(m, A, "play", "fore")
        act(m, A, "target", B, "nest")
        quiet(m)
        assert deck(m, A) == ["captain"] and hold(m, A) == ["sabre"]
        assert nest(m, B) is None and deck(m, B) == [F, "captain", F] and hold(m, B) == [F]

    def test_b_with_a_mate_it_stays(self):
        m = game([ship(["sabre", "captain"], nest="mate"), ship([F, "captain", F], nest=F)])
        act(m, A, "play", "fore")
        act(m, A, "target", B, "nest")
        quiet(m)
        assert nest(m, A) == "mate" and deck(m, A) == ["sabre", "captain"] and hold(m, A) == []

    def test_c_only_open_coins_are_targets(self):
        m = game([ship(["sabre", "captain"]), ship([F, "captain", F], nest=F)])
        act(m, A, "play", "fore")
        assert options(m, A) == ["target:1:nest", "target:1:1"]
        ref = RULES.why_illegal(m.state, A, act_of("target", B, 3))
        assert ref.rule == "P8-51"


def act_of(kind, *args):
    from game.core import Action

    return Action(kind, args)


class TestP8S08CannonBarrage:
    """P8S-08: P8-45, P8-46, P8-47, P8-49, P8-137, P8-135."""

    def fire(self, m, invite: bool):
        act(m, A, "play", "fore")
        act(m, A, "target_seat", B)
        act(m, A, "second", "yes")
        if invite:
            act(m, A, "invite", C)
            assert waiting(m) == [(C, "cannon_commit")]
            assert options(m, C) == ["commit:0", "commit:1"]
            act(m, C, "commit", 1)
        else:
            act(m, A, "invite", "done")

    def test_a_three_deep_the_fore_monkey_saves_only_itself(self):
        m = game(
            [
                ship(["cannon", F, "captain"], nest="cannon"),
                ship(["captains_monkey", F, "treachery", F, "captain"]),
                ship(["cannon", "captain"]),
            ]
        )
        self.fire(m, invite=True)
        item = m.state.items[m.state.stack[-1]]
        assert item.depth == 3
        assert [type_id(m.state, c) for c in item.targets] == [
            "captains_monkey",
            F,
            "treachery",
        ]
        # position 3 is not active: B's Treachery cannot answer, nobody is asked (P8-46)
        assert waiting(m) == [(B, "monkey")]
        act(m, B, "monkey", "prevent")
        events = quiet(m)
        assert deck(m, B) == ["captains_monkey", F, "captain"] and hold(m, B) == [F, "treachery"]
        assert deck(m, A) == ["cannon", F, "captain"] and nest(m, A) == "cannon"
        assert deck(m, C) == ["cannon", "captain"]
        assert not types(events, "turn_lost_owed") and m.state.lost == [0, 0, 0]

    def test_b_a_monkey_in_second_place_is_not_active(self):
        m = game(
            [
                ship(["cannon", F, "captain"], nest="cannon"),
                ship([F, "captains_monkey", F, "captain", F]),
                ship(["cannon", "captain"]),
            ]
        )
        self.fire(m, invite=False)
        quiet(m)
        assert deck(m, B) == [F, "captain", F] and hold(m, B) == ["captains_monkey", F]

    def test_c_the_line_reaches_an_active_aft_monkey(self):
        m = game(
            [
                ship(["cannon", F, "captain"], nest="cannon"),
                ship([F, "captains_monkey"], nest="captain"),
                ship(["cannon", "captain"]),
            ]
        )
        self.fire(m, invite=False)
        quiet(m, stop=[(B, "monkey")])
        assert waiting(m) == [(B, "monkey")]
        act(m, B, "monkey", "prevent")
        quiet(m)
        assert nest(m, B) == "captain" and deck(m, B) == ["captains_monkey"] and hold(m, B) == [F]


def test_P8S_09_one_treachery_stops_the_barrage_and_black_spot_answers():
    """P8S-09: P8-77, P8-88, P8-65, P8-142."""
    m = game(
        [
            ship(["cannon", F, "captain", "black_spot"], nest="cannon"),
            ship([F, F, F, "captain", "treachery"]),
            ship(["cannon", "captain"]),
        ]
    )
    act(m, A, "play", "fore")
    act(m, A, "target_seat", B)
    act(m, A, "second", "yes")
    act(m, A, "invite", C)
    act(m, C, "commit", 1)
    act(m, B, "react", "aft")
    quiet(m, stop=[(A, "turn_reaction")])
    assert waiting(m) == [(A, "turn_reaction")]
    events = act(m, A, "turn_reaction", 0, "black_spot")
    events += quiet(m)
    assert nest(m, A) == "cannon" and deck(m, A) == [F, "captain", "black_spot"]
    assert hold(m, A) == ["cannon"] and deck(m, C) == ["cannon", "captain"]
    assert deck(m, B) == [F, F, F, "captain"] and hold(m, B) == ["treachery"]
    assert types(events, "turn_lost_owed")[0].data == {"seat": B, "count": 1}
    assert RULES.view(m.state, B).ships[A].deck[-1] == "black_spot"  # shown
    # A's last crow's-nest phase has nothing to do (his crow's nest is full); B is skipped
    assert types(events, "turn_skipped")[0].data["seat"] == B and m.state.lost == [0, 0, 0]
    assert m.state.active == C and turn_order(m, 2) == [C, A, B]


def test_P8S_10_black_spot_used_as_it_is_destroyed():
    """P8S-10: P8-65, P8-66, P8-67, P8-142."""
    m = game(
        [ship(["sabre", "captain"]), ship([F, "captain"], nest="black_spot"), ship([F, "captain"])]
    )
    act(m, A, "play", "fore")
    act(m, A, "target", B, "nest")
    act(m, B, "turn_reaction", 0, "black_spot")
    quiet(m)
    assert deck(m, A) == ["captain"] and hold(m, A) == ["sabre"]
    assert nest(m, B) is None and hold(m, B) == ["black_spot"] and m.state.lost[A] == 1
    assert turn_order(m, 6) == [A, B, C, B, C, A, B]


def test_P8S_11_bomb_black_spot_once_per_action_and_stacking():
    """P8S-11: P8-42, P8-68, P8-69, P8-136."""
    m = game([ship(["bomb", "captain"], nest="mate"), ship([F, "captain"], nest="black_spot")])
    act(m, A, "play", "fore")
    act(m, A, "target_seat", B)
    assert options(m, B) == ["turn_reaction:0:black_spot", "turn_reaction:stop"]
    act(m, B, "turn_reaction", 0, "black_spot")
    quiet(m)
    assert m.state.lost[A] == 1  # not 2
    assert nest(m, A) == "mate" and deck(m, A) == ["captain"] and hold(m, A) == ["bomb"]
    assert nest(m, B) is None and deck(m, B) == ["captain"] and hold(m, B) == ["black_spot", F]
    assert m.state.active == B  # A's crow's nest is full: his turn is over
    assert turn_order(m, 3) == [B, B, A, B]
    m.state.lost[A] = 2  # stacking (P8-69)
    assert turn_order(m, 4) == [B, B, B, A, B]


def test_P8S_12_full_sail_reorders_a_four_player_round():
    """P8S-12: P8-60, P8-63, P8-142."""
    m = game(
        [
            ship(["sabre", "captain"]),
            ship([F, "captain"]),
            ship([F, "captain"]),
            ship(["full_sail", F, "captain"], nest=F),
        ]
    )
    act(m, A, "play", "fore")
    act(m, A, "target", D, "nest")
    act(m, D, "turn_reaction", 0, "full_sail")
    quiet(m)
    assert deck(m, A) == ["captain"] and hold(m, A) == ["sabre"]
    assert nest(m, D) is None and deck(m, D) == ["full_sail", F, "captain"]
    assert hold(m, D) == [F] and m.state.extra == [D]
    assert turn_order(m, 5) == [A, D, A, B, C, D]
    finish_turn(m)  # and really played:
    assert m.state.active == D


def test_P8S_13_full_sail_in_ones_own_turn():
    """P8S-13: P8-62, P8-134."""
    m = game(
        [
            ship([F, "captain", "treachery"]),
            ship([F, "captain"]),
            ship([F, "captain"]),
            ship(["mate", "captain", F], nest="full_sail"),
        ],
        active=D,
    )
    act(m, D, "play", "fore")
    act(m, D, "target", A, 1)
    act(m, A, "react", "aft")
    quiet(m, stop=[(D, "turn_reaction")])
    assert waiting(m) == [(D, "turn_reaction")]
    events = act(m, D, "turn_reaction", 0, "full_sail")
    events += quiet(m)
    assert deck(m, A) == [F, "captain"] and hold(m, A) == ["treachery"]
    assert nest(m, D) == "full_sail" and deck(m, D) == ["captain", F] and hold(m, D) == ["mate"]
    assert types(events, "extra_turn_queued") and types(events, "extra_turn")
    # D's last crow's-nest phase has nothing to do (his crow's nest is full): D plays again
    assert m.state.active == D and (m.state.played, phase(m.state)) == (1, "general")
    assert turn_order(m, 4) == [D, A, B, C, D]


def test_P8S_14_full_sail_while_owing_a_lost_turn():
    """P8S-14: P8-64, P8-142."""
    m = game(
        [
            ship(["sabre", "captain"]),
            ship([F, "captain"]),
            ship([F, "captain"]),
            ship(["full_sail", F, "captain"], nest=F),
        ],
        lost=[0, 0, 0, 1],
    )
    act(m, A, "play", "fore")
    act(m, A, "target", D, "nest")
    act(m, D, "turn_reaction", 0, "full_sail")
    quiet(m)
    assert m.state.extra == [D] and m.state.lost[D] == 1
    finish_turn(m)
    assert m.state.active == A and m.state.lost[D] == 0 and m.state.extra == []
    assert turn_order(m, 3) == [A, B, C, D]


class TestP8S15Bomb:
    """P8S-15: P8-43, P8-21, P8-89, P8-125."""

    def test_a_bomb_against_an_empty_crows_nest_showing_the_aft_mate(self):
        m = game([ship(["bomb", F, "captain", "mate"]), ship([F, "captain"])])
        act(m, A, "play", "fore")
        act(m, A, "target_seat", B)
        quiet(m)
        assert deck(m, A) == [F, "captain", "mate"] and hold(m, A) == ["bomb"]
        assert deck(m, B) == ["captain"] and hold(m, B) == [F]
        assert RULES.view(m.state, B).ships[A].deck[-1] == "mate"

    def test_b_no_active_mate_no_bomb(self):
        m = game([ship(["bomb", F, "captain", "sabre"]), ship([F, "captain"])])
        assert "play:fore" not in options(m, A)
        assert RULES.why_illegal(m.state, A, act_of("play", "fore")).rule == "P8-42"


class TestP8S16PlunderingACaptain:
    """P8S-16: P8-53, P8-39, P8-92, P8-94, P8-54, P8-107."""

    def start(self, **kw):
        return game(
            [
                ship(["plunder", F], hold=["captain"]),
                ship([F, F], nest="captain"),
                ship([F, "captain"]),
            ],
            **kw,
        )

    def test_a_plunder_a_captain_and_play_goes_on(self):
        m = self.start()
        act(m, A, "play", "fore")
        act(m, A, "target", B, "nest")
        quiet(m)
        assert deck(m, A) == [F, "captain"] and hold(m, A) == ["captain", "plunder"]
        assert nest(m, B) is None and deck(m, B) == [F, F] and m.state.status == [0, 0, 0]
        assert not m.state.game_over

    def test_b_the_stolen_captain_goes_to_the_thiefs_hold_and_home_after_the_game(self):
        m = game(
            [
                ship(["plunder", F], hold=["captain"]),
                ship([F, F], nest="captain"),
                ship([F, "captain"]),
            ]
        )
        act(m, A, "play", "fore")
        act(m, A, "target", B, "nest")
        quiet(m)
        stolen = m.state.decks[A][-1]
        set_turn(m, C, "general")  # C's general phase, same position
        m.state.reacted.clear()
        act(m, C, "play", "aft")
        events = act(m, C, "target", A, 2)
        events += quiet(m)
        assert deck(m, A) == [F] and hold(m, A) == ["captain", "captain", "plunder"]
        assert stolen in m.state.holds[A]  # A stole it last (P8-54)
        assert m.is_over and RULES.result(m.state).winners == (C,)
        assert types(events, "game_won")[0].data["seat"] == C
        assert stolen in m.state.shipyards[B]  # B still owns it (P8-24)
        new_game_containers(m.state)  # between games (P8-107)
        assert stolen in m.state.spares[B] and stolen not in m.state.spares[A]

    def test_c_no_second_captain(self):
        m = game(
            [ship(["plunder", F, "captain"]), ship([F, F], nest="captain"), ship([F, "captain"])]
        )
        act(m, A, "play", "fore")
        assert options(m, A) == ["target:1:1", "target:2:1"]
        assert RULES.why_illegal(m.state, A, act_of("target", B, "nest")).rule == "P8-39"

    def test_d_a_plundered_sabre_returns_to_its_owner(self):
        m = game(
            [
                ship([F, "captain", "sabre"], hold=["plunder"]),
                ship([F, "captain"]),
                ship(["mate", F, "captain"]),
            ],
            active=C,
            shown=[(A, 2)],
            owners={(A, "deck", 2): B},
        )
        sabre = m.state.decks[A][2]
        act(m, C, "play", "fore")
        act(m, C, "target", A, 3)
        quiet(m)
        assert deck(m, A) == [F, "captain"] and hold(m, A) == ["plunder", "sabre"]
        assert deck(m, C) == [F, "captain"] and hold(m, C) == ["mate"]
        assert sabre in m.state.holds[A] and sabre in m.state.shipyards[B]
        new_game_containers(m.state)  # between games (P8-107)
        assert sabre in m.state.spares[B]


class TestP8S17BuriedTreasure:
    """P8S-17: P8-56, P8-57, P8-58, P8-125, P8-130."""

    def test_a_a_second_captain_is_never_drawn(self):
        m = game(
            [
                ship(["buried_treasure", F, "captain"], hold=["captain", "mate", "bomb"]),
                ship([F, "captain"]),
                ship([F, F]),
            ]
        )
        act(m, A, "play", "fore")
        quiet(m)
        chance = m.pending
        assert sorted(type_id(m.state, c) for c in chance.items) == ["bomb", "mate"]
        m.step_chance([chance.items[1]])
        chance = m.pending
        assert [type_id(m.state, c) for c in chance.items] == ["mate"]
        events = m.step_chance([chance.items[0]])
        announced = types(events, "treasure_drawn")[0]
        assert announced.visible_to is None and announced.data["coins"] == ["bomb", "mate"]
        assert options(m, A) == ["order:bomb", "order:mate"]
        act(m, A, "order", "mate")
        assert deck(m, A) == [F, "captain", "mate", "bomb"]
        assert hold(m, A) == ["buried_treasure", "captain"]
        for q in (B, C):
            assert RULES.view(m.state, q).ships[A].deck[2:] == (None, None)

    def test_b_one_coin_in_the_hold_comes_back(self):
        m = game([ship(["buried_treasure", F, "captain"], hold=["pistols"]), ship([F, "captain"])])
        act(m, A, "play", "fore")
        quiet(m)
        chance = m.pending
        m.step_chance([chance.items[0]])
        assert deck(m, A) == [F, "captain", "pistols"] and hold(m, A) == ["buried_treasure"]

    def test_c_an_empty_hold_cannot_be_dug(self):
        m = game([ship(["buried_treasure", F, "captain"]), ship([F, "captain"])])
        assert "play:fore" not in options(m, A)


class TestP8S18Calling:
    """P8S-18: P8-29, P8-30, P8-127, P8-153."""

    def test_a_five_distinct_decks(self):
        m = game([ship([F, "captain", "boarding_party"], nest=F), ship([F, "captain"])])
        act(m, A, "call")
        got = {o.split(":")[1] for o in options(m, A)}
        # [Captain, F1, F2], [Captain, F2, F1], [F1, F2, Captain], [F2, F1, Captain], [F2, Captain, F1]
        assert got == {"2.1.3", "2.3.1", "1.3.2", "3.1.2", "3.2.1"}
        events = act(m, A, "call_to", "2.1.3")
        assert deck(m, A) == ["captain", F, "boarding_party"]
        called = types(events, "called")[0]
        assert called.visible_to is None and called.data["order"] == "2.1.3"
        assert RULES.view(m.state, B).ships[A].deck == ("captain", F, None)

    def test_b_the_same_type_sequence_is_no_call(self):
        m = game([ship([F, "captain", F], nest=F), ship([F, "captain"])])
        act(m, A, "call")
        got = {o.split(":")[1] for o in options(m, A)}
        assert got == {"2.1.3", "2.3.1", "1.3.2", "3.1.2"}
        assert RULES.why_illegal(m.state, A, act_of("call_to", "3.2.1")).rule == "P8-127"

    def test_c_no_call_with_the_captain_in_the_crows_nest(self):
        m = game([ship([F, F, "boarding_party"], nest="captain"), ship([F, "captain"])])
        assert "call" not in options(m, A)
        assert RULES.why_illegal(m.state, A, act_of("call")).rule == "P8-30"


def test_P8S_19_one_coin_deck():
    """P8S-19: P8-20, P8-50, P8-66."""
    m = game([ship(["pistols", "captain"], nest="mate"), ship(["black_spot"], nest="captain")])
    act(m, A, "play", "fore")
    assert options(m, A) == ["target:0:2", "target:1:1"]
    act(m, A, "target", B, 1)
    act(m, B, "turn_reaction", 0, "black_spot")
    quiet(m)
    assert deck(m, A) == ["pistols", "captain"] and nest(m, A) == "mate"
    assert nest(m, B) == "captain" and deck(m, B) == [] and hold(m, B) == ["black_spot"]
    assert m.state.status[B] == 0 and m.state.lost[A] == 1
    assert m.state.active == B  # A's crow's nest is full: his turn is over
    assert turn_order(m, 3) == [B, B, A, B]


class TestP8S20CaptainDuel:
    """P8S-20: P8-38, P8-73, P8-93, P8-145."""

    def test_a_the_first_captain_to_fall_ends_the_game(self):
        m = game([ship(["captain", F]), ship(["captain", F])])
        act(m, A, "play", "fore")
        act(m, A, "target", B, 1)
        quiet(m)
        assert m.is_over and RULES.result(m.state).winners == (A,)
        assert hold(m, B) == ["captain"] and phase(m.state) != "cn3"

    def test_b_treachery_turns_the_duel(self):
        m = game([ship(["captain", F]), ship(["captain", F, "treachery"])])
        act(m, A, "play", "fore")
        act(m, A, "target", B, 1)
        act(m, B, "react", "aft")
        quiet(m)
        assert m.is_over and RULES.result(m.state).winners == (B,)
        assert hold(m, A) == ["captain"] and hold(m, B) == ["treachery"]


def test_P8S_21_boarding_party_reaches_hidden_coins_but_never_a_captain():
    """P8S-21: P8-52, P8-90, P8-120, P8-143."""
    m = game([ship(["boarding_party", "captain"]), ship([F, F, "captain", F], nest=F)])
    act(m, A, "play", "fore")
    assert options(m, A) == ["target:1:nest", "target:1:1", "target:1:2", "target:1:4"]
    act(m, A, "target", B, 2)
    quiet(m)
    assert nest(m, B) == F and deck(m, B) == [F, "captain", F] and hold(m, B) == [F]
    seen = RULES.view(m.state, A).ships[B]
    assert seen.hold is None and seen.hold_count == 1
    assert deck(m, A) == ["boarding_party", "captain"]


class TestP8S22LosingTheCaptain:
    """P8S-22: P8-94, P8-98, P8-142, P8-147."""

    def test_a_no_captain_but_still_in(self):
        m = game([ship(["mate", F, "captain"]), ship([F], nest="captain"), ship([F, "captain"])])
        act(m, A, "play", "fore")
        act(m, A, "target", B, "nest")
        quiet(m)
        assert deck(m, A) == [F, "captain"] and hold(m, A) == ["mate"]
        assert deck(m, B) == [F] and hold(m, B) == ["captain"]
        assert not m.state.game_over and m.state.status[B] == 0
        finish_turn(m)
        assert m.state.active == B

    def test_b_an_empty_ship_is_out_and_its_lost_turn_goes(self):
        m = game(
            [
                ship([F, "captain"]),
                ship([F], hold=["captain"]),
                ship(["sabre", "captain"], nest="mate"),
            ],
            active=C,
            lost=[0, 1, 0],
        )
        act(m, C, "play", "fore")
        act(m, C, "target", B, 1)
        quiet(m)
        assert m.state.status[B] != 0 and m.state.lost[B] == 0
        assert hold(m, B) == ["captain", F]
        assert m.state.active == A and turn_order(m, 2) == [A, C, A]


def test_P8S_23_call_to_quarters_with_an_empty_hold():
    """P8S-23: P8-59, P8-128, P8-143."""
    m = game([ship(["call_to_quarters", F, "captain"], nest=F), ship([F, "captain"])])
    act(m, A, "play", "fore")
    quiet(m)
    assert waiting(m) == [(A, "arrange")]
    act(m, A, "nest", "none")
    act(m, A, "place", F)
    act(m, A, "place", "captain")
    assert nest(m, A) is None and deck(m, A) == [F, "captain", F]
    assert hold(m, A) == ["call_to_quarters"]
    seen = RULES.view(m.state, B).ships[A]
    assert seen.nest is None and seen.deck == (F, "captain", None)


class TestP8S24Priority:
    """P8S-24: P8-131, P8-132, P8-81."""

    def start(self):
        m = game(
            [
                ship(["mate", F, "captain"]),
                ship([F, "captain"], nest="treachery"),
                ship([F, "captain"], nest="treachery"),
            ]
        )
        act(m, A, "play", "fore")
        act(m, A, "target", C, 1)
        assert waiting(m) == [(C, "react"), (B, "react")]
        return m

    def test_the_affected_seat_answers_first(self):
        m = self.start()
        act(m, B, "react", "nest")
        act(m, C, "react", "nest")
        assert waiting(m) == [(B, "react")]  # the window on C's Treachery; A not asked
        act(m, B, "react", "pass")
        quiet(m)
        assert deck(m, C) == [F, "captain"] and nest(m, C) is None and hold(m, C) == ["treachery"]
        assert deck(m, A) == [F, "captain"] and hold(m, A) == ["mate"]
        assert nest(m, B) == "treachery" and hold(m, B) == []

    def test_if_c_passes_b_answers(self):
        m = self.start()
        act(m, C, "react", "pass")
        act(m, B, "react", "nest")
        quiet(m)
        assert hold(m, B) == ["treachery"] and nest(m, C) == "treachery"
        assert deck(m, C) == [F, "captain"]

    def test_b_can_answer_cs_treachery(self):
        m = self.start()
        act(m, C, "react", "nest")
        act(m, B, "react", "pass")
        act(m, B, "react", "nest")
        quiet(m)
        assert hold(m, A) == ["mate"] and nest(m, B) is None and hold(m, B) == ["treachery"]
        assert nest(m, C) is None and deck(m, C) == ["captain"]
        assert hold(m, C) == [F, "treachery"]


class TestP8S25EliminationTiming:
    """P8S-25: P8-147, P8-141, P8-55, P8-95."""

    def test_a_a_barrel_in_limbo_keeps_its_player_in(self):
        m = game(
            [
                ship([F, "captain"]),
                ship(["barrel_of_grog"], hold=["captain", "mate"]),
                ship([F, "captain"]),
            ],
            active=B,
        )
        act(m, B, "play", "fore")
        assert options(m, B) == ["hold:captain", "hold:mate"]
        events = act(m, B, "hold", "captain")
        events += quiet(m)
        assert [e.type for e in events][:3] == ["played", "retrieved", "spent"]
        assert not types(events, "eliminated") and m.state.status[B] == 0
        assert deck(m, B) == ["captain"] and hold(m, B) == ["barrel_of_grog", "mate"]
        assert RULES.view(m.state, A).ships[B].deck == ("captain",)

    def test_b_the_treachery_player_goes_out_when_his_item_ends(self):
        m = game(
            [
                ship(["mate", F, "captain"]),
                ship([], nest="treachery", hold=["captain"]),
                ship([F, "captain"]),
            ]
        )
        act(m, A, "play", "fore")
        act(m, A, "target", C, 1)
        assert waiting(m) == [(B, "react")]
        events = act(m, B, "react", "nest")
        events += quiet(m)
        order = [e.type for e in events if e.type in ("spent", "eliminated", "negated")]
        assert order[:3] == ["negated", "spent", "eliminated"]
        assert deck(m, A) == [F, "captain"] and hold(m, A) == ["mate"]
        assert deck(m, C) == [F, "captain"] and m.state.status[B] != 0
        assert hold(m, B) == ["captain", "treachery"]
        assert turn_order(m, 2) == [A, C, A]


class TestP8S26Teams:
    """P8S-26: P8-108, P8-109, P8-150, P8-145, P8-53."""

    TEAMS: ClassVar[dict[str, str]] = {"teams": "two_teams"}

    def test_a_the_team_stage_ends_and_the_winners_fight_on(self):
        m = game(
            [
                ship(["sabre", F, "captain"], nest="mate"),
                ship([F, F], hold=["captain"]),
                ship([F, "captain"]),
                ship([F, F], nest="captain"),
            ],
            variants=self.TEAMS,
        )
        act(m, A, "play", "fore")
        act(m, A, "target", D, "nest")
        events = quiet(m)
        assert types(events, "team_won") and not m.state.team_stage
        assert [m.state.status[q] for q in range(4)] == [0, 5, 0, 5]
        assert deck(m, B) == [] and hold(m, B) == ["captain", F, F]
        # A1's last crow's-nest phase has nothing to do (his crow's nest is full): then A2, A1 ..
        assert not m.state.game_over and m.state.active == C
        assert turn_order(m, 3) == [C, A, C, A]

    def test_b_a_lone_captain_is_the_champion(self):
        m = game(
            [
                ship(["sabre", F, "captain"], nest="mate"),
                ship([F, F], hold=["captain"]),
                ship([F, F], hold=["captain"]),
                ship([F, F], nest="captain"),
            ],
            variants=self.TEAMS,
        )
        act(m, A, "play", "fore")
        act(m, A, "target", D, "nest")
        quiet(m)
        assert m.is_over and RULES.result(m.state).winners == (A,)

    def test_c_plunder_ends_the_team_stage(self):
        m = game(
            [
                ship([F, "captain"]),
                ship([F, F], hold=["captain"]),
                ship(["plunder", F], hold=["captain"]),
                ship([F, F], nest="captain"),
            ],
            active=C,
            variants=self.TEAMS,
        )
        act(m, C, "play", "fore")
        act(m, C, "target", D, "nest")
        quiet(m)
        assert deck(m, C) == [F, "captain"] and hold(m, C) == ["captain", "plunder"]
        assert m.state.status == [0, 5, 0, 5] and not m.state.game_over
        assert m.state.active == C and phase(m.state) == "cn3"
        finish_turn(m)
        assert m.state.active == A


def test_P8S_27_full_sail_and_black_spot_on_the_same_event():
    """P8S-27: P8-132, P8-142, P8-60, P8-65."""
    m = game(
        [
            ship(["sabre", "captain"]),
            ship([F, "captain"]),
            ship(["full_sail", "captain", "black_spot"], nest=F),
        ]
    )
    act(m, A, "play", "fore")
    act(m, A, "target", C, "nest")
    quiet(m, stop=[(C, "turn_reaction")])
    assert options(m, C) == [
        "turn_reaction:0:full_sail",
        "turn_reaction:1:black_spot",
        "turn_reaction:stop",
    ]
    act(m, C, "turn_reaction", 0, "full_sail")
    quiet(m, stop=[(C, "turn_reaction")])
    assert options(m, C) == ["turn_reaction:0:black_spot", "turn_reaction:stop"]
    act(m, C, "turn_reaction", 0, "black_spot")
    quiet(m)
    assert deck(m, A) == ["captain"] and hold(m, A) == ["sabre"]
    assert nest(m, C) is None and deck(m, C) == ["full_sail", "captain", "black_spot"]
    assert hold(m, C) == [F] and m.state.extra == [C] and m.state.lost[A] == 1
    assert turn_order(m, 5) == [A, C, B, C, A, B]


def test_P8S_28_chess_clock_with_an_ai_seat():
    """P8S-28: P8-149, P8-133, P8-157."""
    H, X = 0, 1
    m = game(
        [ship(["sabre", F, "captain"]), ship([F, "captain", F], nest=F)],
        active=H,
        phase="cn1",
        humans=[H],
        variants={"chess_clock": True, "clock_seconds": 150},
    )
    assert m.state.clocks == [150_000, 150_000]
    ai_ms = RULES.ai_clock_charge_ms(m.state)
    assert ai_ms == 1000 and not RULES.undo_allowed(m.state)
    assert not RULES.view(m.state, H).undo_allowed
    act(m, H, "move", "none", ms=6000)
    act(m, H, "play", "fore", ms=10000)
    act(m, H, "target", X, "nest", ms=4000)
    assert waiting(m) == [(X, "react")] and options(m, X) == ["react:continue"]
    act(m, X, "react", "continue", ms=ai_ms)
    assert waiting(m) == [(X, "turn_reaction")]
    act(m, X, "turn_reaction", "continue", ms=ai_ms)
    act(m, H, "move", "none", ms=5000)
    assert m.state.clocks == [125_000, 148_000]
    assert nest(m, X) is None and deck(m, X) == [F, "captain", F] and hold(m, X) == [F]
    assert deck(m, H) == [F, "captain"] and hold(m, H) == ["sabre"]
    # a clock that reaches zero loses at once, Captain or not
    act(m, X, "move", "none", ms=ai_ms)
    act(m, X, "play", "fore", ms=ai_ms)
    events = act(m, X, "target", H, 1, ms=200_000)
    assert m.is_over and RULES.result(m.state).winners == (H,)
    assert types(events, "clock_expired")


class TestP8S29Stalemate:
    """P8S-29: P8-148, P8-100, P8-101, P8-157."""

    def start(self, humans=()):
        return game(
            [ship([F, "captain", F], hold=["mate"]), ship([F, "captain", F], hold=["sabre"])],
            phase="cn1",
            humans=humans,
            variants={"stalemate_quiet_rounds": 3},
        )

    def test_a_the_engine_proposes_and_ai_seats_accept(self):
        m = self.start()
        events = []
        for _ in range(6):  # A, B, A, B, A, B: nothing destroyed
            events += self.quiet_turn(m)
        st = m.state
        assert st.played == 6 and types(events, "stalemate_offered")
        assert isinstance(st.agenda[-1], StalemateProcedure)  # both AI seats accept
        assert waiting(m) == [(A, "stalemate_pick")] and options(m, A) == ["stalemate_pick:mate"]
        act(m, A, "stalemate_pick", "mate")
        assert options(m, B) == ["stalemate_pick:sabre"]
        act(m, B, "stalemate_pick", "sabre")
        for q in (A, B):  # each rearranges in secret
            act(m, q, "nest", "none")
            while m.decision_for(q) is not None:
                act(m, q, "place", m.decision_for(q).options[0].args[0])
        assert hold(m, A) == [] and hold(m, B) == [] and m.state.quiet == 0
        assert sorted(deck(m, A)) == sorted([F, F, "captain", "mate"])
        assert RULES.view(m.state, B).ships[A].deck[1:] == (None, None, None)
        assert m.chance_pending
        m.step_chance(B)  # P8-101: a seat drawn at random
        assert m.state.active == B and m.state.stalemates == 1
        # six more quiet turns and no coin destroyed since: the next stalemate is a draw
        for _ in range(6):
            self.quiet_turn(m)
        assert m.is_over and m.state.winner == -1 and m.state.end_reason == "stalemate"

    @staticmethod
    def quiet_turn(m):
        """One turn calling coins to the Captain, nothing else."""
        p = m.state.active
        events = []
        if m.decision_for(p).kind == "crows_nest_move":
            events += act(m, p, "move", "none")
        events += act(m, p, "call")
        events += act(m, p, "call_to", options(m, p)[0].split(":")[1])
        if m.decision_for(p) is not None and m.decision_for(p).kind == "crows_nest_move":
            events += act(m, p, "move", "none")
        return events

    def test_b_a_human_proposal_refused_by_the_ai(self):
        m = self.start(humans=[A])
        for turn in range(4):  # A's turns only, once a whole round was quiet (P8-148 (2))
            assert ("propose" in options(m, A)) == (turn == 2)
            self.quiet_turn(m)
        assert m.state.active == A and m.state.quiet == 4
        events = act(m, A, "propose")
        assert types(events, "stalemate_proposed") and types(events, "stalemate_refused")
        assert not stalemate_tasks(m.state) and m.state.active == A
        assert "propose" not in options(m, A) and waiting(m) == [(A, "crows_nest_move")]


def test_P8S_30_between_the_games_of_a_match():
    """P8S-30: P8-105, P8-106, P8-107, P8-154."""
    from game.core import Match
    from game.core.playout import seat_configs
    from game.pieces_of_eight import GAME

    config = GAME.make_config(
        seat_configs(["heuristic", "heuristic"]),
        seed=3,
        variants={"match_wins": 2, "first_player": "first_seat"},
    )
    m = Match(RULES, config, record_hashes=False)
    s = m.state
    assert s.table.brought == ("maidens_vengeance", "cursed_blade")
    build_both(m)
    s = m.state
    a_ship = sorted(s.start_ship[A])
    bomb = next(c for c in s.decks[B] if type_id(s, c) == "bomb")
    mate = next(c for c in s.decks[B] if type_id(s, c) == "mate")
    s.decks[B].remove(bomb)  # A plundered B's Bomb, later destroyed
    s.holds[A].append(bomb)
    s.decks[B].remove(mate)  # B's Mate was destroyed
    s.holds[B].append(mate)
    events = []
    end_game(s, A, "captain", events)
    m._pending = None
    assert s.wins == [1, 0] and types(events, "ships_revealed")
    assert bomb in s.spares[B] and mate in s.spares[B]
    assert stage(s) == "build" and waiting(m) == [(A, "arrange")]  # the winner keeps his 13
    task = s.agenda[-1]
    assert sorted(task.coins) == a_ship
    build_both(m)
    assert m.pending.kind == "pick"  # random first player
    m.step_chance(B)
    assert m.state.active == B and m.state.game_no == 2
    end_game(m.state, -1, "stalemate", [])  # a draw: still 1-0
    m._pending = None
    assert m.state.wins == [1, 0] and waiting(m) == [(A, "build")]  # both may rebuild
    build_both(m)
    m.step_chance(A)
    events = []
    end_game(m.state, A, "captain", events)
    m._pending = None
    assert m.is_over and RULES.result(m.state).winners == (A,) and types(events, "match_won")


def build_both(m):
    """Build and arrange every ship with the first option (any legal ship will do)."""
    while stage(m.state) == "build" and not m.chance_pending:
        d = m.decisions()[0]
        m.submit(d.seat, d.options[0])


class TestP8S31PooledDraft:
    """P8S-31: P8-110, P8-111, P8-112, P8-151."""

    OTHERS_PICK = (
        "bomb",
        "plunder",
        "captains_monkey",
        "full_sail",
        "barrel_of_grog",
        "cannon",
        "pistols",
        "sabre",
    )

    def test_a_two_sets_drafted_by_two(self):
        from game.core import Match
        from game.core.playout import seat_configs
        from game.pieces_of_eight import GAME

        config = GAME.make_config(
            seat_configs(["random", "random"]), seed=1, variants={"distribution": "draft"}
        )
        m = Match(RULES, config, record_hashes=False)
        s = m.state
        assert len(s.table.ctype) == 32 and s.scraps == [] and len(s.pool) == 30
        assert [type_id(s, c) for y in s.shipyards for c in y] == ["captain", "captain"]
        m.step_chance(B)  # B drafts first
        picks = 0
        while stage(m.state) == "distribute":
            d = m.decisions()[0]
            assert d.seat == (B if picks % 2 == 0 else A)
            pool_types = sorted({type_id(m.state, c) for c in m.state.pool})
            assert sorted(a.args[0] for a in d.options) == pool_types  # never refused
            m.submit(d.seat, d.options[picks % len(d.options)])
            picks += 1
        assert picks == 30 and [len(y) for y in m.state.shipyards] == [16, 16]

    def test_b_a_pick_that_would_make_the_shipyard_unbuildable_is_not_offered(self):
        from game.core import Match
        from game.core.playout import seat_configs
        from game.pieces_of_eight import GAME

        config = GAME.make_config(
            seat_configs(["random"] * 3),
            seed=1,
            variants={"distribution": "draft", "shipyards": "maidens_vengeance"},
        )
        m = Match(RULES, config, record_hashes=False)
        assert len(m.state.pool) == 45
        m.step_chance(A)
        others = ["cannon", "pistols", "sabre", "treachery"]
        for rnd in range(12):
            want = "mate" if rnd < 8 else others[rnd - 8]
            act(m, A, "draft", want)
            for q in (B, C):
                d = m.decision_for(q)
                offered = [a.args[0] for a in d.options]
                act(m, q, "draft", next(t for t in self.OTHERS_PICK if t in offered))
        d = m.decision_for(A)
        assert "mate" in [type_id(m.state, c) for c in m.state.pool]
        assert "mate" not in [a.args[0] for a in d.options]
