"""Rule tests for play: positions, the turn, coin abilities, reactions, victory and elimination.
Each test cites the rules it checks; each would fail if its rule broke."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from p8_helpers import (
    RULES,
    F,
    G,
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
from support import conformance

from game.core import Action, Match
from game.core.errors import IllegalAction
from game.core.playout import seat_configs
from game.core.rng import Rng
from game.pieces_of_eight import GAME, ships, shipshape, turns, words
from game.pieces_of_eight.model import CONCEDED
from game.pieces_of_eight.tasks import Build

A, B, C, D = 0, 1, 2, 3


def refused(m, seat, kind, *args) -> str:
    with pytest.raises(IllegalAction) as err:
        act(m, seat, kind, *args)
    return err.value.ref.rule


# ---- positions and knowledge (section 4) -------------------------------------------------------
def test_positions_fore_aft_open_and_active():
    """P8-11 (fore = first coin, aft = last), P8-14 (open: fore and crow's nest; active: plus aft),
    P8-20 (a one-coin deck's coin is fore and aft, and open)."""
    m = game([ship(["mate", F, "captain"], nest="sabre"), ship(["cannon"])])
    s = m.state
    assert [p for p, _ in ships.active_coins(s, A)] == ["nest", "fore", "aft"]
    assert [type_id(s, c) for _, c in ships.open_coins(s, A)] == ["sabre", "mate"]
    assert type_id(s, ships.coin_at(s, A, "aft")) == "captain"
    assert [p for p, _ in ships.active_coins(s, B)] == ["fore"]
    assert ships.is_open(s, B, s.decks[B][0])


def test_only_active_coins_can_be_played():
    """P8-15, P8-35: a coin in the middle of the deck is inert; P8-28: a reactive coin is never
    played; P8-6: every coin is an action or a reaction."""
    m = game([ship(["treachery", "mate", F, "captain", "sabre"]), ship([F, "captain"])])
    assert options(m, A) == ["play:aft", "call"]
    assert refused(m, A, "play", 2) == "P8-15"
    assert refused(m, A, "play", "fore") == "P8-28"
    assert {c.kind for c in RULES.content.coins} == {"action", "reaction"}


def test_open_coins_and_captains_are_seen_by_everyone_the_rest_by_the_owner():
    """P8-16, P8-17, P8-19, P8-4: fore, crow's nest and every Captain are public; the aft and the
    middle are hidden; deck sizes and hold counts are public. P8-10: the view runs fore to aft."""
    m = game(
        [
            ship(["mate", F, "captain", F, "pistols"], nest="sabre", hold=["bomb"]),
            ship([F, "captain"]),
        ]
    )
    mine, theirs = RULES.view(m.state, A).ships[A], RULES.view(m.state, B).ships[A]
    assert mine.deck == ("mate", F, "captain", F, "pistols") and mine.hold == ("bomb",)
    assert theirs.deck == ("mate", None, "captain", None, None) and theirs.nest == "sabre"
    assert theirs.hold is None and theirs.hold_count == 1 and len(theirs.deck) == 5
    spectator = RULES.view(m.state, None).ships[A]
    assert spectator.deck == ("mate", None, "captain", None, None)


def test_a_used_aft_coin_is_shown_even_when_it_destroys_itself():
    """P8-17, P8-36: the aft Mate is shown as it is declared, then goes to the hold."""
    m = game([ship([F, F, "captain", "mate"]), ship([F, "captain"])])
    events = act(m, A, "play", "aft")
    events += act(m, A, "target", B, 1)
    played = types(events, "played_at")[0]
    assert played.reveal and played.data["coin"] == "mate" and played.visible_to is None
    quiet(m)
    assert hold(m, A) == ["mate"] and hold(m, B) == [F]


def test_an_empty_deck_has_no_fore_or_aft_but_its_crows_nest_is_a_target():
    """P8-22."""
    m = game([ship(["mate", F, "captain"]), ship([], nest="captain"), ship([F, "captain"])])
    act(m, A, "play", "fore")
    assert "target:1:nest" in options(m, A) and not any(
        o.startswith("target:1:1") for o in options(m, A)
    )
    m2 = game([ship(["pistols", F, "captain"]), ship([], nest="captain"), ship([F, "captain"])])
    act(m2, A, "play", "fore")
    assert not any(o.startswith("target:1:") for o in options(m2, A))


def test_a_destroyed_coin_goes_to_its_ships_hold_and_stays_private():
    """P8-23, P8-144: holds are private, their counts public; all is shown at the game's end."""
    m = game([ship(["boarding_party", "captain"]), ship([F, F, "captain", F])])
    act(m, A, "play", "fore")
    act(m, A, "target", B, 2)
    quiet(m)
    assert hold(m, B) == [F]
    assert RULES.view(m.state, B).ships[B].hold == (F,)
    assert RULES.view(m.state, A).ships[B].hold is None
    assert RULES.view(m.state, A).ships[B].hold_count == 1
    end_game(m.state, A, "captain", [])
    assert RULES.view(m.state, A).ships[B].hold == (F,)
    assert RULES.view(m.state, A).ships[B].deck == (F, "captain", F)


# ---- the turn (section 5) -------------------------------------------------------------------------
def test_three_phases_in_order():
    """P8-25, P8-26, P8-32: crow's nest, general, crow's nest again; P8-12, P8-34: then the next
    seat clockwise."""
    m = game(
        [ship(["sabre", F, "captain"]), ship([F, "captain"]), ship([F, "captain"])], phase="cn1"
    )
    assert waiting(m) == [(A, "crows_nest_move")]
    assert options(m, A) == ["move:fore", "move:aft", "move:none"]
    act(m, A, "move", "aft")
    assert nest(m, A) == "captain" and deck(m, A) == ["sabre", F]
    assert waiting(m) == [(A, "general_action")]
    act(m, A, "play", "fore")
    act(m, A, "target", C, 1)
    quiet(m)
    assert waiting(m) == [(A, "general_action")] or m.state.active == B
    assert m.state.active == B and turn_order(m, 3) == [B, C, A, B]


def test_the_crows_nest_moves_only_when_empty_and_is_no_ability():
    """P8-26: nothing to decide when the crow's nest is full; a move opens no window; P8-18: the
    deck changes order only by such moves, calls and abilities."""
    m = game(
        [ship(["sabre", F, "captain"], nest=F), ship([F, "captain", "treachery"])], phase="cn1"
    )
    assert waiting(m) == [(A, "general_action")]
    assert refused(m, A, "move", "fore") == "P8-25"
    set_turn(m, A, "cn3")
    assert RULES.explain_illegal(m.state, A, Action("move", ("fore",))).rule == "P8-26"
    m2 = game(
        [ship(["sabre", F, "captain", "cannon"]), ship([F, "captain", "treachery"])], phase="cn1"
    )
    act(m2, A, "move", "aft")
    assert waiting(m2) == [(A, "general_action")] and deck(m2, A) == ["sabre", F, "captain"]
    m3 = game([ship(["sabre", F, "captain"], nest=F), ship([F, "captain"])], phase="cn3")
    assert m3.state.active == B  # a full crow's nest: nothing to decide


def test_the_general_phase_has_no_pass():
    """P8-27: play, call or destroy the crow's-nest coin; never pass."""
    m = game([ship(["sabre", "captain", F], nest=F), ship([F, "captain"])])
    kinds = [o.split(":")[0] for o in options(m, A)]
    assert set(kinds) == {"play", "call", "destroy_nest"} and "pass" not in kinds
    assert RULES.why_illegal(m.state, A, Action("pass")).rule == "P8-27"


def test_destroying_the_crows_nest_coin_opens_no_reaction():
    """P8-31, P8-138: even a Monkey or a Full Sail in the crow's nest is not asked."""
    m = game(
        [
            ship([F, "captain", "full_sail"], nest="captains_monkey"),
            ship([F, "captain", "treachery"]),
        ]
    )
    events = act(m, A, "destroy_nest")
    assert hold(m, A) == ["captains_monkey"] and nest(m, A) is None
    assert waiting(m) == [(A, "crows_nest_move")]  # straight to the last phase
    assert not types(events, "prevent") and not types(events, "full_sail")


def test_the_last_crows_nest_phase_follows_any_general_phase():
    """P8-140, P8-32: even after a negated action."""
    m = game([ship(["mate", F, "captain", F]), ship([F, "captain", "treachery"])])
    act(m, A, "play", "fore")
    act(m, A, "target", B, 1)
    act(m, B, "react", "aft")
    quiet(m)
    assert waiting(m) == [(A, "crows_nest_move")] and phase(m.state) == "cn3"


def test_turn_order_is_seat_order_clockwise():
    """P8-12, P8-34, P8-80: reactions (Treachery, Monkey) do not change who plays next."""
    m = game(
        [
            ship(["mate", F, "captain"]),
            ship(["captains_monkey", "captain", "treachery"]),
            ship([F, "captain"]),
            ship([F, "captain"]),
        ]
    )
    act(m, A, "play", "fore")
    act(m, A, "target", B, 1)
    quiet(m, stop=[(B, "monkey")])
    act(m, B, "monkey", "prevent")
    quiet(m)
    finish_turn(m)
    assert m.state.active == B and turn_order(m, 3) == [B, C, D, A]


# ---- abilities (section 6) ------------------------------------------------------------------------
def test_captain_is_reusable_and_mate_is_spent():
    """P8-36, P8-38, P8-40."""
    m = game([ship(["captain", "mate", F]), ship([F, "captain", F])])
    act(m, A, "play", "fore")
    act(m, A, "target", B, 1)
    quiet(m)
    assert deck(m, A) == ["captain", "mate", F] and hold(m, B) == [F]
    m2 = game([ship(["mate", "captain", F]), ship([F, "captain", F])])
    act(m2, A, "play", "fore")
    act(m2, A, "target", B, 1)
    quiet(m2)
    assert hold(m2, A) == ["mate"] and hold(m2, B) == [F]


def test_own_coins_are_targets_but_a_coin_never_targets_itself():
    """P8-37, P8-124: a Sabre may clear its own crow's nest; Plunder, Bomb and Cannon aim at
    other players only."""
    m = game([ship(["sabre", "captain", F], nest=F), ship([F, "captain"])])
    act(m, A, "play", "fore")
    assert options(m, A) == ["target:0:nest", "target:1:1"]
    assert refused(m, A, "target", A, 1) == "P8-37"
    act(m, A, "target", A, "nest")
    quiet(m)
    assert nest(m, A) is None and hold(m, A) == ["plunder", "sabre"]
    m2 = game([ship(["plunder", "captain"], nest=F), ship([F, "captain"])])
    act(m2, A, "play", "fore")
    assert options(m2, A) == ["target:1:1"]
    assert refused(m2, A, "target", A, "nest") == "P8-124"
    m3 = game([ship(["cannon", "captain", F]), ship([F, "captain"])])
    act(m3, A, "play", "fore")
    assert options(m3, A) == ["target_seat:1"]
    assert refused(m3, A, "target_seat", A) == "P8-124"


def test_mate_as_a_requirement_is_not_used():
    """P8-40, P8-88, P8-126: the Bomb's Mate stays; requirements are checked at declaration."""
    m = game([ship(["bomb", "captain"], nest="mate"), ship([F, "captain"], nest=F)])
    act(m, A, "play", "fore")
    act(m, A, "target_seat", B)
    item = m.state.items[m.state.stack[-1]] if m.state.stack else None
    quiet(m)
    assert nest(m, A) == "mate" and hold(m, A) == ["bomb"] and hold(m, B) == [F, F]
    assert item is None or item.ability == "action"


def test_a_cannon_fires_only_from_an_open_position():
    """P8-44: from the crow's nest yes, from the aft no."""
    m = game([ship([F, "captain", "cannon"], nest="cannon"), ship([F, "captain"])])
    assert "play:nest" in options(m, A) and "play:aft" not in options(m, A)
    assert refused(m, A, "play", "aft") == "P8-44"


def test_the_attacker_commits_to_the_target_before_helpers_answer():
    """P8-48, P8-137: the helper is asked after the target is fixed and sees it in its view;
    P8-47: helping costs nothing."""
    m = game(
        [
            ship(["cannon", F, "captain"]),
            ship([F, F, "captain"]),
            ship(["cannon", "captain"], nest="cannon"),
        ]
    )
    act(m, A, "play", "fore")
    act(m, A, "target_seat", B)
    assert options(m, A) == ["invite:done", "invite:2"]
    act(m, A, "invite", C)
    view = RULES.view(m.state, C)
    assert view.draft[2] == B and waiting(m) == [(C, "cannon_commit")]
    assert options(m, C) == ["commit:0", "commit:1", "commit:2"]
    act(m, C, "commit", 2)
    quiet(m)
    assert (deck(m, B) == [] and hold(m, B) == ["captain", F, F]) or m.is_over
    assert deck(m, C) == ["cannon", "captain"] and nest(m, C) == "cannon"


def test_full_sail_answers_its_own_destruction():
    """P8-61."""
    m = game(
        [ship(["sabre", "captain"]), ship([F, "captain"], nest="full_sail"), ship([F, "captain"])]
    )
    act(m, A, "play", "fore")
    act(m, A, "target", B, "nest")
    assert options(m, B) == ["turn_reaction:0:full_sail", "turn_reaction:stop"]
    act(m, B, "turn_reaction", 0, "full_sail")
    quiet(m)
    finish_turn(m)
    assert m.state.active == B and hold(m, B) == ["full_sail"]


# A's Sabre destroys B's crow's nest; B answers with his fore Full Sail, which A betrays (his
# Treachery destroys the open Full Sail: a second OPEN_COIN_DESTROYED for B while the first
# question still waits to ask about the Black Spot). `treacheries` = A's Treacheries behind the
# Sabre (the second one betrays the Black Spot too).
def full_sail_betrayed(treacheries: int = 1) -> Match:
    m = game(
        [
            ship(["sabre"] + ["treachery"] * treacheries + ["captain"]),
            ship(["full_sail", "captain", "black_spot"], nest=F),
        ]
    )
    act(m, A, "play", "fore")
    act(m, A, "target", B, "nest")
    quiet(m, stop=[(B, "turn_reaction")])
    assert options(m, B) == [
        "turn_reaction:0:full_sail",
        "turn_reaction:1:black_spot",
        "turn_reaction:stop",
    ]
    act(m, B, "turn_reaction", 0, "full_sail")
    assert options(m, A) == ["react:pass", "react:fore"]
    act(m, A, "react", "fore")
    quiet(m, stop=[(B, "turn_reaction")])
    assert hold(m, B) == sorted([F, "full_sail"])  # the Treachery destroyed the open Full Sail
    return m


def test_a_coin_reacts_once_a_turn_even_on_a_later_question():
    """P8-83: the Black Spot B uses on the second destruction (the Treachery's) has reacted
    this turn, so the first question, asked again once the Full Sail's chain is over, no
    longer offers it."""
    m = full_sail_betrayed()
    assert options(m, B) == ["turn_reaction:0:black_spot", "turn_reaction:stop"]
    act(m, B, "turn_reaction", 0, "black_spot")
    offered = []
    while (B, "turn_reaction") in waiting(m):
        offered += options(m, B)
        act(m, B, "turn_reaction", "stop")
        quiet(m, stop=[(B, "turn_reaction")])
    assert "turn_reaction:0:black_spot" not in offered and not offered
    assert m.state.reacted.count(m.state.decks[B][-1]) == 1


def test_one_black_spot_costs_one_lost_turn():
    """P8-68, P8-69: B's one Black Spot names A once, however many of B's open coins A's play
    and its reactions destroy: A owes one lost turn, not two."""
    m = full_sail_betrayed()
    act(m, B, "turn_reaction", 0, "black_spot")
    while (B, "turn_reaction") in waiting(m):  # the old question, if it comes back
        d = m.decision_for(B)
        black_spot = [o for o in d.options if o.args[-1] == "black_spot"]
        m.submit(B, black_spot[0] if black_spot else Action("turn_reaction", ("stop",)))
        quiet(m, stop=[(B, "turn_reaction")])
    quiet(m)
    assert m.state.lost[A] == 1
    assert m.state.extra == []  # the Full Sail was betrayed


def test_the_victim_is_asked_about_the_other_coin_then_no_more():
    """P8-132: on one event the victim uses Full Sail and Black Spot one after the other and may
    stop at any point. Stopping on the Treachery's event leaves the Black Spot for the first
    question, which asks about it again; once it is used there is nothing left to ask."""
    m = full_sail_betrayed()
    act(m, B, "turn_reaction", "stop")  # not against the Treachery
    quiet(m, stop=[(B, "turn_reaction")])
    assert options(m, B) == ["turn_reaction:0:black_spot", "turn_reaction:stop"]
    act(m, B, "turn_reaction", 0, "black_spot")
    quiet(m, stop=[(B, "turn_reaction")])
    assert m.state.lost[A] == 1 and (B, "turn_reaction") not in waiting(m)
    # used on the Treachery's event instead: then neither question asks again
    m = full_sail_betrayed()
    act(m, B, "turn_reaction", 0, "black_spot")
    quiet(m, stop=[(B, "turn_reaction")])
    assert (B, "turn_reaction") not in waiting(m)
    assert m.state.lost[A] == 1 and m.state.active == A


def test_a_coin_gone_to_the_hold_is_not_offered_from_there():
    """P8-15: only an active coin uses its ability (a coin destroyed by the event itself
    excepted, P8-61, P8-66). A's second Treachery betrays B's aft Black Spot, which goes to
    the hold; the first question must not offer it from there."""
    m = full_sail_betrayed(treacheries=2)
    act(m, B, "turn_reaction", 0, "black_spot")
    assert options(m, A) == ["react:pass", "react:fore"]
    act(m, A, "react", "fore")
    quiet(m, stop=[(B, "turn_reaction")])
    assert "black_spot" in hold(m, B) and deck(m, B) == ["captain"]
    assert (B, "turn_reaction") not in waiting(m)
    assert m.state.lost[A] == 0  # the Black Spot was betrayed
    conformance.check_views(m, Rng(5))  # P8-143: what B is offered follows from his view


def test_a_second_black_spot_used_on_a_later_question_is_refused_on_the_first():
    """P8-83 (and P8-5: Plunder may give a ship a second Black Spot): B's crow's-nest Black
    Spot dies to A's Sabre; B's Full Sail is betrayed, and on that event B uses his aft Black
    Spot. The first question then offers only the destroyed one; the used one is refused."""
    m = game(
        [
            ship(["sabre", "treachery", "captain"]),
            ship(["full_sail", "captain", "black_spot"], nest="black_spot"),
        ]
    )
    act(m, A, "play", "fore")
    act(m, A, "target", B, "nest")
    quiet(m, stop=[(B, "turn_reaction")])
    act(m, B, "turn_reaction", 1, "full_sail")
    act(m, A, "react", "fore")
    quiet(m, stop=[(B, "turn_reaction")])
    assert options(m, B) == ["turn_reaction:0:black_spot", "turn_reaction:stop"]  # the aft one
    act(m, B, "turn_reaction", 0, "black_spot")
    quiet(m, stop=[(B, "turn_reaction")])
    assert options(m, B) == ["turn_reaction:0:black_spot", "turn_reaction:stop"]  # from the hold
    conformance.check_views(m, Rng(5))  # P8-143: what B is offered follows from his view
    assert refused(m, B, "turn_reaction", 1, "black_spot") == "P8-83"
    act(m, B, "turn_reaction", 0, "black_spot")
    quiet(m)
    assert m.state.lost[A] == 2


def test_nobody_answers_his_own_item():
    """P8-72, P8-131: the source is never prompted, even holding an active Treachery."""
    m = game(
        [ship(["mate", F, "captain", "treachery"]), ship([F, "captain"]), ship([F, "captain", F])]
    )
    act(m, A, "play", "fore")
    act(m, A, "target", B, 1)
    assert all(q != A for q, _ in waiting(m))
    assert RULES.why_illegal(m.state, A, Action("react", ("aft",))).rule == "P8-131"


def test_treachery_answers_an_ability_aimed_at_itself():
    """P8-74."""
    m = game([ship(["sabre", "captain"]), ship([F, "captain"], nest="treachery")])
    act(m, A, "play", "fore")
    act(m, A, "target", B, "nest")
    act(m, B, "react", "nest")
    quiet(m)
    assert hold(m, B) == ["treachery"] and hold(m, A) == ["sabre"] and deck(m, B) == [F, "captain"]


def test_a_reaction_may_protect_another_player():
    """P8-79: C answers A's attack on B; P8-81: one answer per item."""
    m = game(
        [ship(["mate", F, "captain"]), ship([F, "captain"]), ship([F, "captain"], nest="treachery")]
    )
    act(m, A, "play", "fore")
    act(m, A, "target", B, 1)
    assert waiting(m) == [(C, "react")]
    act(m, C, "react", "nest")
    quiet(m)
    assert deck(m, B) == [F, "captain"] and hold(m, A) == ["mate"] and hold(m, C) == ["treachery"]


def test_a_coin_reacts_once_per_turn():
    """P8-83: a Monkey that prevented a first attack cannot prevent a second one that turn."""
    m = game(
        [
            ship(["captain", F]),
            ship(["captains_monkey", "captain", F], nest="full_sail"),
            ship(["mate", F, "captain"]),
        ]
    )
    s = m.state
    monkey = s.decks[B][0]
    s.reacted.append(monkey)
    act(m, A, "play", "fore")
    act(m, A, "target", B, 1)
    quiet(m)
    assert hold(m, B) == ["captains_monkey"]


def test_event_kinds_self_destruction_raises_no_turn_reaction():
    """P8-86: destroying one's own open coin never raises OPEN_COIN_DESTROYED; a cost raises no
    ABOUT_TO_BE_DESTROYED."""
    m = game([ship(["sabre", "captain", F], nest="black_spot"), ship([F, "captain"])])
    act(m, A, "play", "fore")
    act(m, A, "target", A, "nest")
    quiet(m)
    assert hold(m, A) == ["black_spot", "sabre"] and m.state.lost == [0, 0]
    assert not any(kind == "turn_reaction" for _, kind in waiting(m))


def test_position_names():
    """P8-91: 1 = fore, n = aft, the crow's nest apart; logs say fore, aft, crow's nest, k-th."""
    m = game([ship(["mate", F, F, "captain"], nest=F), ship([F, "captain"])])
    s = m.state
    labels = [ships.pos_label(s, A, c) for c in s.decks[A]]
    assert labels == ["fore", "2", "3", "aft"] and ships.pos_label(s, A, s.nests[A]) == "nest"
    assert words.pos_name(G, "2").en == "coin 2 from the fore"
    assert words.pos_name(G, "nest").es == "nido del cuervo"


def test_a_play_the_moment_forbids_names_its_rule_from_the_view_too():
    """P8-42 (the Bomb needs an active Mate), P8-44 (a Cannon fires when open), P8-125 (a coin
    that could do nothing: what it would need), P8-28 (a reaction is never played): the
    engine's refusal and the one the table reads from the seat's view agree."""
    m = game(
        [
            ship(["bomb", F, "captain", "cannon"], nest="barrel_of_grog"),
            ship(["captain"], nest="full_sail"),
        ],
        humans=[A],
    )
    view = RULES.view(m.state, A)
    expected = {"fore": "P8-42", "aft": "P8-44", "nest": "P8-125"}
    for pos, rule in expected.items():
        assert refused(m, A, "play", pos) == rule
        assert RULES.play_refusal(view, pos).rule == rule
    assert RULES.play_refusal(view, "nest").key == "pieces_of_eight.illegal.no_effect_hold"
    m2 = game([ship(["full_sail", "mate", "captain", "plunder"]), ship(["captain"])])
    view2 = RULES.view(m2.state, A)
    assert refused(m2, A, "play", "fore") == "P8-28" == RULES.play_refusal(view2, "fore").rule
    # Plunder: the only open coin of the other player is a Captain, and A has one (P8-39)
    assert RULES.play_refusal(view2, "aft").key == "pieces_of_eight.illegal.no_effect_plunder"
    assert RULES.play_refusal(view2, "nest").rule == "P8-15"


def test_a_bomb_or_cannon_aimed_at_a_ship_it_cannot_reach_says_why():
    """P8-43: a Bomb needs an open coin in the target ship; P8-22: an empty deck has no fore
    coin for a Cannon; P8-124: never one's own ship."""
    m = game(
        [ship(["bomb", "captain"], nest="mate"), ship([], nest=None), ship([F, "captain"])],
    )
    act(m, A, "play", "fore")
    assert refused(m, A, "target_seat", B) == "P8-43"
    assert refused(m, A, "target_seat", A) == "P8-124"
    m2 = game([ship(["cannon", "captain"]), ship([], nest=F), ship([F, "captain"])])
    act(m2, A, "play", "fore")
    assert refused(m2, A, "target_seat", B) == "P8-22"


# ---- victory and elimination (section 9) ------------------------------------------------------------
def test_a_player_without_a_captain_plays_on_normally():
    """P8-94, P8-96: no Captain, still in, still plays (no software effect of turning coins)."""
    m = game([ship(["sabre", F]), ship([F, "captain"]), ship([F, "captain"])])
    assert "play:fore" in options(m, A) and "call" not in options(m, A)


def test_no_legal_general_action_eliminates():
    """P8-97, P8-147 (2): a human who declines the crow's-nest move with nothing to play is out;
    an AI seat is never offered that mistake (P8-157)."""
    human = game(
        [ship(["full_sail", "black_spot"]), ship([F, "captain"]), ship([F, "captain"])],
        phase="cn1",
        humans=[A],
    )
    assert "move:none" in options(human, A)
    events = act(human, A, "move", "none")
    assert types(events, "eliminated") and human.state.status[A] != 0
    assert hold(human, A) == ["black_spot", "full_sail"]
    ai = game(
        [ship(["full_sail", "black_spot"]), ship([F, "captain"]), ship([F, "captain"])], phase="cn1"
    )
    assert options(ai, A) == ["move:fore", "move:aft"]


def test_a_human_concedes_at_any_time():
    """P8-99, P8-147 (3), (5): even out of turn; his coins go to his hold; AI seats cannot."""
    m = game(
        [ship(["mate", F, "captain"]), ship([F, "captain"]), ship([F, "captain"])],
        humans=[C],
        lost=[0, 0, 1],
        extra=[C],
    )
    events = act(m, C, "concede")
    assert types(events, "conceded") and m.state.status[C] != 0
    assert hold(m, C) == ["captain", F] and m.state.lost[C] == 0 and m.state.extra == []
    assert RULES.why_illegal(m.state, B, Action("concede")).rule == "P8-147"
    m2 = game([ship(["mate", F, "captain"]), ship([F, "captain"])], humans=[B])
    act(m2, B, "concede")
    assert m2.is_over and RULES.result(m2.state).winners == (A,)


def test_no_captain_anywhere_is_a_draw_and_the_turn_limit_too():
    """P8-146."""
    m = game([ship(["mate", F]), ship([F, "captain"]), ship([F, F])], humans=[B])
    act(m, B, "concede")
    assert m.is_over and m.state.winner == -1 and m.state.end_reason == "no_captain"
    m2 = game([ship([F, "captain", F]), ship([F, "captain", F])], phase="cn1")
    m2.state.played = RULES.content.settings.max_played_turns - 1
    act(m2, A, "move", "none")
    act(m2, A, "call")
    act(m2, A, "call_to", options(m2, A)[0].split(":")[1])
    act(m2, A, "move", "none")
    assert m2.is_over and m2.state.end_reason == "turn_limit"


def test_teammates_are_ordinary_opponents():
    """P8-139: a Black Spot falls on a teammate, a Sabre may hit one."""
    m = game(
        [
            ship(["sabre", "captain"]),
            ship([F, "captain"]),
            ship([F, "captain"], nest="black_spot"),
            ship([F, "captain"]),
        ],
        variants={"teams": "two_teams"},
    )
    act(m, A, "play", "fore")
    assert "target:2:nest" in options(m, A)
    act(m, A, "target", C, "nest")
    act(m, C, "turn_reaction", 0, "black_spot")
    quiet(m)
    assert m.state.lost[A] == 1


def test_the_captain_may_sit_in_the_crows_nest():
    """P8-122: legal at the start; it only disables calling (P8-30)."""
    config = GAME.make_config(seat_configs(["random", "random"]), seed=2)
    m = Match(RULES, config, record_hashes=False)
    while m.state.agenda and isinstance(m.state.agenda[-1], Build):
        act(m, A, "pick", m.decision_for(A).options[0].args[0])
    assert "nest:captain" in options(m, A)
    act(m, A, "nest", "captain")
    assert m.state.agenda[-1].nest != -2


def test_limits_may_be_exceeded_in_play_but_never_two_captains():
    """P8-5: Plunder pushes a type over its limit; a second Captain is never possible."""
    m = game([ship(["plunder", "captain", "boarding_party"]), ship(["boarding_party", "captain"])])
    act(m, A, "play", "fore")
    act(m, A, "target", B, 1)
    quiet(m)
    assert deck(m, A).count("boarding_party") == 2
    RULES.check_invariants(m.state)


def test_barrel_of_grog_takes_a_captain_only_without_one():
    """P8-129, P8-55, P8-95."""
    m = game([ship(["barrel_of_grog", "captain"], hold=["captain", "mate"]), ship([F, "captain"])])
    act(m, A, "play", "fore")
    assert options(m, A) == ["hold:mate"]
    m2 = game(
        [
            ship(["barrel_of_grog", F], hold=["captain", "mate"]),
            ship([F, "captain"]),
            ship([F, "captain"]),
        ]
    )
    act(m2, A, "play", "fore")
    assert options(m2, A) == ["hold:captain", "hold:mate"]
    act(m2, A, "hold", "captain")
    quiet(m2)
    assert deck(m2, A) == [F, "captain"]
    assert RULES.view(m2.state, B).ships[A].deck == (F, "captain")  # gold: seen at once


def test_buried_treasure_draws_are_chance_steps_of_eligible_coins():
    """P8-123, P8-130: uniform draws from the eligible hold coins, one chance step per draw."""
    m = game([ship(["buried_treasure", "captain"], hold=["captain", "mate"]), ship([F, "captain"])])
    act(m, A, "play", "fore")
    quiet(m)
    chance = m.pending
    assert chance.kind == "draw" and [type_id(m.state, c) for c in chance.items] == ["mate"]
    m.step_chance()
    assert deck(m, A) == ["captain", "mate"] and hold(m, A) == ["buried_treasure", "captain"]


def test_a_stalemate_is_offered_once_a_whole_round_was_quiet():
    """P8-148 (2) and the DECISION in turns.may_propose: a human may propose at the start of
    his turn, but not before every seat in the game has had a quiet turn (P8-148 (1), P8-100):
    never on the first turn, nor right after a coin was destroyed."""
    ships = [ship([F, "captain", F]), ship([F, "captain", F]), ship([F, "captain", F])]
    first = game(ships, phase="cn1", humans=[A])
    assert first.state.quiet == 0 and "propose" not in options(first, A)
    short = game(ships, phase="cn1", humans=[A], quiet=2)
    assert "propose" not in options(short, A)  # two quiet turns, three seats
    m = game(ships, phase="cn1", humans=[A], quiet=3)
    assert "propose" in options(m, A)
    act(m, A, "move", "none")
    assert "propose" not in options(m, A)  # only with the turn's first decision
    two_left = short.state
    two_left.status[C] = CONCEDED  # a whole round is the seats still in the game
    assert turns.may_propose(two_left, A) and not turns.may_propose(two_left, B)  # B: an AI


# ---- calling, as a property ------------------------------------------------------------------------

SOME_TYPES = ["mate", "plunder", "sabre", "cannon"]


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(SOME_TYPES), min_size=0, max_size=7), st.integers(0, 7))
def test_calls_always_change_the_deck_and_exist_whenever_the_captain_has_company(others, at):
    """P8-29, P8-127: every listed call gives a new type sequence with the called coins next to
    the Captain; a call exists exactly when the deck holds the Captain and another coin."""
    deck = list(others)
    deck.insert(min(at, len(deck)), "captain")
    m = game([ship(deck), ship([F, "captain"])])
    s = m.state
    results = turns.call_results(G, s, A)
    assert turns.can_call(G, s, A) == bool(results) == (len(deck) > 1)
    before = [type_id(s, c) for c in s.decks[A]]
    assert len(set(results)) == len(results)
    for order in results:
        perm = [int(i) - 1 for i in order.split(".")]
        after = [before[i] for i in perm]
        assert after != before and sorted(perm) == list(range(len(deck)))
        moved = [i for i in (0, len(deck) - 1) if perm.index(i) != i]
        cap = after.index("captain")
        for i in moved:  # a called coin ends beside the Captain
            assert abs(perm.index(i) - cap) <= 2


def test_a_seat_that_leaves_during_a_window_is_no_longer_asked():
    """P8-147 (5): never asked anything again; the window closes without it."""
    m = game(
        [ship(["mate", F, "captain"]), ship([F, "captain", F]), ship([F, "captain", F])], humans=[B]
    )
    act(m, A, "play", "fore")
    act(m, A, "target", C, 1)
    assert waiting(m) == [(C, "react"), (B, "react")]
    act(m, B, "concede")
    assert waiting(m) == [(C, "react")]
    quiet(m)
    assert hold(m, C) == [F] and m.state.status[B] != 0


def test_an_elimination_that_ends_a_game_of_a_match_eliminates_nobody_in_the_next():
    """P8-147 (1), P8-146, P8-154: A's Sabre empties B's ship; B's elimination leaves no
    Captain in any ship or hold of a seat still in, so game 1 is drawn and, in a match, the
    next game begins at once with everyone building. The empty-ship check must stop there:
    C's ship is empty only because game 2's ships are not built yet."""
    m = game(
        [ship(["sabre", F]), ship([F], hold=["captain"]), ship([F, "mate"])],
        variants={"match_wins": 2},
    )
    act(m, A, "play", "fore")
    act(m, A, "target", B, 1)
    act(m, C, "react", "continue")  # masked: C's aft coin is hidden (P8-133)
    s = m.state  # (the shipyards of this position are too small to build game 2 from)
    assert s.results == [-1] and s.end_reason == "" and s.game_no == 2  # game 1 drawn
    assert s.status == [0, 0, 0] and s.out_order == [] and not s.game_over
    assert stage(s) == "build" and s.agenda == [Build(A)]


def test_a_captain_being_rearranged_is_still_in_its_ship():
    """P8-145, P8-59, P8-128: while B rearranges his ship in secret (Call to Quarters) his
    Captain is still his; C conceding then leaves A and B in the race, not A the winner."""
    m = game(
        [ship([F, "captain"]), ship(["call_to_quarters", "captain", F]), ship([F, "captain"])],
        active=B,
        humans=[C],
    )
    act(m, B, "play", "fore")
    quiet(m)
    assert waiting(m) == [(B, "arrange")]
    act(m, C, "concede")
    assert not m.is_over and waiting(m) == [(B, "arrange")]
    while waiting(m) == [(B, "arrange")]:
        act(m, B, *options(m, B)[0].split(":"))
    quiet(m)
    assert not m.is_over and "captain" in deck(m, B) + [nest(m, B)]


def test_the_active_seat_leaving_ends_its_turn_once_the_stack_is_empty():
    """P8-141: items already declared still resolve; no last crow's-nest phase."""
    m = game(
        [ship(["mate", F, "captain"]), ship([F, "captain", F]), ship([F, "captain", F])], humans=[A]
    )
    act(m, A, "play", "fore")
    act(m, A, "target", B, 1)
    act(m, A, "concede")  # while B and C are still asked
    assert m.state.stack and m.state.status[A] != 0
    quiet(m)
    assert hold(m, B) == [F]  # the Mate still resolved
    assert m.state.active == B and waiting(m) == [(B, "crows_nest_move")]


def test_leaving_while_choosing_a_target_ends_the_turn_at_once():
    """P8-141, P8-147 (3)."""
    m = game([ship(["mate", F, "captain"]), ship([F, "captain"]), ship([F, "captain"])], humans=[A])
    act(m, A, "play", "fore")
    act(m, A, "concede")
    assert m.state.active == B and hold(m, A) == ["captain", "mate", F]


def test_the_shape_of_a_whole_ship():
    """A ship judged whole (the shipyard screen): 13 coins, one Captain, limits, a crow's nest."""
    shape = shipshape.shape_of(RULES.content)
    assert shape.size == 13 and shape.captain == "captain"  # P8-8, P8-4
    ship = ["captain"] + ["mate"] * 5 + ["sabre"] * 3 + ["cannon"] * 3
    no_captain = ship[1:] + ["treachery"]  # twelve coins, no Captain yet
    assert shipshape.can_add(shape, no_captain, "pistols") is False  # P8-8: the last place waits
    assert shipshape.can_add(shape, no_captain, "captain") is True
    assert shipshape.can_add(shape, ship, "mate") is False  # P8-5: five Mates at most
    assert shipshape.can_add(shape, ship, "treachery") is True
    full = ship + ["treachery"]
    assert shipshape.can_add(shape, full, "pistols") is False  # P8-8: thirteen coins
    assert shipshape.checks(shape, full, "mate", True, True) == [
        ("check_count", True),
        ("check_captain", True),
        ("check_limits", True),
        ("check_nest", True),
    ]
    two_captains = full[:-1] + ["captain"]  # P8-4: exactly one Captain
    assert ("check_captain", False) in shipshape.checks(shape, two_captains, "mate", True, True)
    six_mates = ["mate"] + full[1:]  # P8-5: over the limit
    assert ("check_limits", False) in shipshape.checks(shape, six_mates, "mate", True, True)
    assert ("check_nest", False) in shipshape.checks(shape, full, None, False, True)  # P8-9
    assert shipshape.checks(shape, full[:5], None, False, False) == []  # arranging in play


def test_every_task_on_the_agenda_has_its_handlers():
    """The flow table covers every task of tasks.py: decisions ask and take answers, chance steps
    draw and resolve, automatic steps run (P8-156: every decision kind is asked by a task)."""
    from game.core.agenda import Task
    from game.pieces_of_eight import tasks
    from game.pieces_of_eight.flow import FLOW

    kinds = [
        c
        for c in vars(tasks).values()
        if isinstance(c, type)
        and issubclass(c, Task)
        and c not in (Task, tasks.TurnStep, tasks.TradeStep)
    ]
    assert set(kinds) == set(FLOW.task_types()) and len(kinds) == 35
    FLOW.check(*kinds)
    assert FLOW.action_kinds() == ("concede", "timeout")
