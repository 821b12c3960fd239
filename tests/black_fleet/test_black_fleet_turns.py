"""The turn (BF-20 to BF-27), the engine model (BF-150 to BF-167) and the end of the game
(BF-120 to BF-125, BF-130)."""

import json

from black_fleet.bf_helpers import (
    BLACK,
    GREY,
    ORANGE,
    WHITE,
    act,
    begin_turn,
    config,
    ids,
    kind,
    position,
    rules,
    setup_chances,
    started_match,
)

from game import registry
from game.black_fleet.ai import HeuristicPolicy
from game.black_fleet.model import OUT
from game.core import Match
from game.core.ai import RandomPolicy
from game.core.plain import to_plain
from game.core.rng import Rng


def finish_turn(m, buy_victory: bool = False) -> int:
    """Play the rest of the active seat's turn doing as little as possible; returns the seat."""
    seat = m.state.active
    while not m.is_over and m.state.active == seat:
        if m.chance_pending:
            m.step_chance()
            continue
        d = m.decisions()[0]
        by_kind = {a.kind: a for a in d.options}
        if buy_victory and "buy_victory" in by_kind:
            m.submit(d.seat, by_kind["buy_victory"])
        else:
            for k in ("end_activation", "end_step2", "pass"):
                if k in by_kind:
                    m.submit(d.seat, by_kind[k])
                    break
            else:
                m.submit(d.seat, d.options[0])
    return seat


def ready_to_pay(m, seat, wealth):
    s = m.state
    s.dev_up[seat] = [True] * 4
    s.wealth[seat] = wealth


# ---- the turn --------------------------------------------------------------------------------
def test_turn_order_and_equal_turns():
    """BF-20, BF-27: turns follow the seat order from black; after step 4 the next starts."""
    m = started_match(4)
    seen = [finish_turn(m) for _ in range(8)]
    assert seen == [0, 1, 2, 3, 0, 1, 2, 3]
    assert m.state.round == 3


def test_start_of_turn_merchant_then_pirate():
    """BF-21, AD-38: merchant re-entry first, then the pirate's entry, both mandatory."""
    m = started_match(4)
    s = m.state
    s.merchant[BLACK] = OUT
    s.cargo[BLACK] = []
    s.stock[0] += 3
    begin_turn(m, BLACK)
    assert [kind(m)] == ["place_merchant"]
    act(m, "place", 3, 5)
    assert kind(m) == "enter_pirate"
    act(m, "enter_zone", "NW")
    assert kind(m) == "play_movement"


def test_step1_plays_exactly_one_movement_card():
    """BF-22: one card from hand; it fixes the navy and the allowances."""
    m = started_match(4)
    act(m, "enter_zone", "NW")
    assert [o for o in ids(m) if o.startswith("play_move")] == ["play_move:MV01", "play_move:MV05"]
    act(m, "play_move", "MV05")
    v = m.view(BLACK)
    assert v.turn.card == "MV05" and v.allowances == (4, 2, 1, 0)
    assert not any(o.startswith("play_move") for o in ids(m))


def test_ships_in_any_order_each_once():
    """BF-23, BF-152: merchant, pirate and the controlled navy, any order, at most once each."""
    m = position(merchants={BLACK: ((5, 9), ["red"] * 3)}, pirates={BLACK: ("NE", "")})
    assert ids(m)[:3] == ["activate:merchant", "activate:pirate", "activate:yellow"]
    act(m, "activate", "yellow")
    act(m, "end_activation")
    act(m, "activate", "merchant")
    act(m, "end_activation")
    assert [o for o in ids(m) if o.startswith("activate")] == ["activate:pirate"]


def test_steps_3_and_4_follow_the_ships():
    """BF-24, BF-25, BF-151: ending step 2 runs the draws, then offers the purchase."""
    m = position(card="MV13", merchants={BLACK: ((5, 9), ["red"] * 3)}, wealth={BLACK: 5})
    act(m, "end_step2")
    assert kind(m) == "purchase" and len(m.state.mhand[BLACK]) == 2
    assert "pass" in ids(m)


def test_fortune_cards_only_in_their_windows():
    """BF-26: see BF-90; no card offered in step 4."""
    m = position(card="MV13", merchants={BLACK: ((5, 9), ["red"] * 3)}, fortune={BLACK: ["FC12"]})
    act(m, "end_step2")
    assert not any(o.startswith("fortune") for o in ids(m))


# ---- engine model ----------------------------------------------------------------------------
def test_one_decision_at_a_time_always_the_active_player():
    """BF-150: no rule asks another player; robbing or sinking needs no input from the victim."""
    m = Match(rules(), config(4, seed=3))
    policy = RandomPolicy()
    rng = Rng(3)
    for _ in range(1500):
        if m.is_over:
            break
        if m.chance_pending:
            m.step_chance()
            continue
        pending = m.decisions()
        assert len(pending) == 1
        d = pending[0]
        if m.state.phase != "setup":
            assert d.seat == m.state.active
        m.submit(d.seat, policy.choose(None, d, rng))


def test_phase_sequence_of_a_turn():
    """BF-151: START-MERCHANT, START-PIRATE, STEP-1, STEP-2 (activations), STEP-3, STEP-4."""
    m = started_match(4)
    s = m.state
    s.merchant[BLACK] = OUT
    s.cargo[BLACK] = []
    s.stock[0] += 3
    begin_turn(m, BLACK)
    seq = []
    for action in (
        ("place", 3, 5),
        ("enter_zone", "NW"),
        ("play_move", "MV01"),
        ("activate", "merchant"),
        ("end_activation",),
        ("end_step2",),
    ):
        seq.append(kind(m))
        act(m, *action)
    seq.append(kind(m))
    assert seq == [
        "place_merchant",
        "enter_pirate",
        "play_movement",
        "ships",
        "sail",
        "ships",
        "purchase",
    ]


def test_action_decision_names_kind_and_target():
    """BF-153: one option per (action, target, colour)."""
    m = position(
        merchants={WHITE: ((6, 9), ["green", "green"]), GREY: ((4, 9), ["red"])},
        pirates={BLACK: ((5, 9), "")},
        activate="pirate",
    )
    assert [o for o in ids(m) if o.startswith("rob")] == ["rob:1:green", "rob:3:red"]


def test_setup_decisions_are_only_merchant_placements():
    """BF-154, BF-160: after the chance steps the only setup decisions place merchants."""
    m = Match(rules(), config(4))
    setup_chances(m)
    kinds = []
    while m.state.phase == "setup":
        kinds.append(kind(m))
        act(m, *m.decisions()[0].options[0].to_json())
    assert kinds == ["place_merchant"] * 4


def test_draws_are_not_chance_steps_but_reshuffles_are():
    """BF-160, BF-161: after the setup shuffles every draw takes the top card (no chance step
    is logged) until a pile runs out (see the reshuffle test of the fortune module)."""
    m = started_match(4)
    start = len(m.log)
    for _ in range(4):
        finish_turn(m)
    assert not any("chance" in entry for entry in m.log[start:])
    assert len(m.state.mpile) == 44 - 8 - 4


def test_views_hide_hands_and_face_down_cards():
    """BF-165, BF-93, BF-12, AD-10: own hands and own card faces only; wealth, counts, costs
    and discards are public; the spectator sees no hand at all."""
    m = started_match(4)
    for seat in range(4):
        v = m.view(seat)
        for p in v.players:
            mine = p.seat == seat
            assert (p.movement_hand is not None) == mine and (p.fortune_hand is not None) == mine
            assert all((d.card is not None) == (mine or d.face_up) for d in p.development)
        text = json.dumps(to_plain(v))
        for other in range(4):
            if other != seat:
                for card in m.state.fhand[other] + m.state.mhand[other]:
                    if card not in m.state.fhand[seat] + m.state.mhand[seat]:
                        assert f'"{card}"' not in text
    assert [p.wealth for p in m.view(WHITE).players] == m.state.wealth
    spectator = m.view(None)
    assert all(p.fortune_hand is None for p in spectator.players)
    assert spectator.movement_pile == len(m.state.mpile)


def test_ai_decides_from_the_view_alone():
    """BF-166: two states with the same view (hidden cards resampled) get the same choice."""
    m = started_match(4)
    act(m, "enter_zone", "NW")
    r = rules()
    view = m.view(BLACK)
    policy = HeuristicPolicy()
    d = m.decisions()[0]
    choices = set()
    for k in range(3):
        other = r.determinize(view, BLACK, Rng(k))
        assert to_plain(r.view(other, BLACK)) == to_plain(view)
        choices.add(policy.choose(r.view(other, BLACK), d, Rng(0)).id)
    assert len(choices) == 1


def test_replay_from_options_chances_and_decisions():
    """BF-167: seed + setup options + log rebuild the same game."""
    game = registry.get("black_fleet")
    from game.core.playout import new_match, play_out

    m, policies = new_match(game, rules(), ["heuristic", "random", "random"], 11)
    play_out(m, policies, max_steps=600)
    loaded = Match.from_save(registry.rules_for, json.loads(json.dumps(m.to_save())))
    assert r_hash(loaded) == r_hash(m)


def r_hash(m):
    return m.rules.state_hash(m.state)


# ---- end of the game -------------------------------------------------------------------------
def test_victory_starts_the_final_round_which_ends_before_black():
    """BF-120, BF-121, BF-122, BF-125: White pays; Orange and Grey still play; Black does not
    start another round; Grey may pay too in the final round."""
    m = started_match(4)
    finish_turn(m)
    ready_to_pay(m, WHITE, 12)
    finish_turn(m, buy_victory=True)
    assert m.state.final_round and not m.is_over
    ready_to_pay(m, GREY, 15)
    assert finish_turn(m) == ORANGE and not m.is_over
    finish_turn(m, buy_victory=True)
    assert m.is_over and m.state.round == 1
    assert m.result().winners == (GREY,)  # 5 > 2


def test_last_seat_triggers_game_ends_at_once():
    """BF-121: if the last player in order pays, the game ends right after their turn."""
    m = started_match(4)
    for _ in range(3):
        finish_turn(m)
    ready_to_pay(m, GREY, 10)
    finish_turn(m, buy_victory=True)
    assert m.is_over and m.result().winners == (GREY,)


def test_richest_victor_wins_ties_share_no_victory_no_win():
    """BF-123, BF-124, AD-13: among the paid-up players the richest wins; equal wealth shares
    the win; a richer player who did not pay cannot win."""
    m = started_match(4)
    finish_turn(m)
    ready_to_pay(m, WHITE, 12)
    finish_turn(m, buy_victory=True)
    m.state.wealth[ORANGE] = 50
    finish_turn(m)
    ready_to_pay(m, GREY, 12)
    finish_turn(m, buy_victory=True)
    result = m.result()
    assert result.winners == (WHITE, GREY)
    assert result.ranking[1] == (ORANGE,)
    assert result.breakdown[WHITE]["black_fleet.score.victory"] == 1


def test_standings_of_an_unfinished_game():
    """BF-125: a game stopped early has no winner by the rules; the simulator ranks it by the
    tie-break (victory paid, then money spent on development plus money left)."""
    m = started_match(4)
    s = m.state
    s.wealth = [3, 9, 0, 1]
    s.dev_up[ORANGE][3] = True  # 14 spent
    assert m.result() is None
    assert m.rules.standings(s).ranking[:2] == ((ORANGE,), (WHITE,))


def test_long_victory_option_per_player():
    """BF-130: 20 for some seats (handicap), 10 for the others."""
    m = started_match(3, variants={"long_victory_1": True, "long_victory_3": True})
    assert m.state.victory_cost == [20, 10, 20]
    finish_turn(m)
    ready_to_pay(m, WHITE, 10)
    finish_turn(m, buy_victory=True)
    assert m.state.victory_up[WHITE] and m.state.wealth[WHITE] == 0
