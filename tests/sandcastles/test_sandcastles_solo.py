"""Solo against the game (section 9): SAND-60 to SAND-65 and SAND-70 beyond the scenarios."""

from sandcastles.sc_helpers import (
    A,
    build,
    chance,
    decision,
    draw_beach,
    options,
    over,
    pos,
    rules,
    run_chance,
    submit,
    types,
)

from game import registry
from game.core import Match
from game.core.playout import new_match, play_out, seat_configs

POOL = ["SH-I3", "BN-CR3", "BN-BU3", "BN-SG3"]


def test_the_player_has_no_attack_and_draws_from_the_beach_only():
    """SAND-61, AMB-35: Build or Swap; the draw; the beach thrown away; the game's turn."""
    m = pos(1, hands={A: ["crab:dead_end", "crab-attack", "bucket:corner"]},
            castles=[(A, ["bucket:dead_end(E)@(0,0)"])], display=POOL,
            beach=["crab:corner", "crab:corner", "crab:corner"])  # fmt: skip
    assert all(not o.startswith("attack") for o in options(m))
    # the prompt names only what is offered: no "attack" in solo
    prompt = rules().describe_decision(decision(m), rules().view(m.state, A))
    assert prompt.key == "sandcastles.decision.act_build_swap"
    build(m, A, "crab:dead_end", "new", (0, 0), "N")
    events = draw_beach(m, A, "crab:corner")
    assert "beach_discarded" in types(events) and m.state.beach == []
    assert len(m.state.discard) == 2  # the beach, face up on the discard pile


def test_the_player_wins_at_once_holding_every_bonus():
    """SAND-60, SAND-63: the game stops mid-turn, before the draw."""
    m = pos(1, hands={A: ["bucket:dead_end", "crab:corner", "crab:corner"]},
            castles=[(A, ["bucket:dead_end(E)@(0,0)", "bucket:straight(E,W)@(1,0)"])],
            display=["SH-I3", "BN-BU3"], held={"BN-CR3": (A, 0), "BN-SG3": (A, 0)},
            beach=["crab:corner"])  # fmt: skip
    events = build(m, A, "bucket:dead_end", 0, (2, 0), "W")
    assert types(events)[-1] == "solo_won" and over(m)
    result = rules().result(m.state)
    assert result is not None and result.winners == (A,)
    assert result.reason == "sandcastles.end.solo_won"


def test_the_big_wave_ends_solo_at_once_from_any_source():
    """SAND-64: the game's own deal reveals it; the player loses."""
    m = pos(1, hands={A: ["crab:corner", "crab:corner", "crab:corner"]}, display=POOL,
            beach=["crab:dead_end"], deck=["bucket:corner"] * 3)  # fmt: skip
    build(m, A, "crab:corner", "new", (0, 0), "NE")
    draw_beach(m, A, "crab:dead_end")
    events = chance(m, "WAVE")
    assert "solo_lost" in types(events) and over(m)
    result = rules().result(m.state)
    assert result is not None and result.winners == () and result.ranking == ((), (A,))


def test_the_game_turn_refills_the_hand_whenever_short():
    """SAND-62 step 5, AMB-36: after a counter the player draws back to 3."""
    m = pos(1, hands={A: ["bucket-attack", "crab:corner", "crab:corner"]},
            castles=[(A, ["crab:dead_end(E)@(0,0)"])],
            display=POOL, beach=["crab:dead_end"])  # fmt: skip
    submit(m, "swap")
    submit(m, "give", m.state.hands[A][1])
    draw_beach(m, A, "crab:dead_end")
    chance(m, "seagull-attack")
    chance(m, "crab:straight")
    chance(m, "bucket:straight")  # the seagull attack hits the lone crab: not asked
    assert decision(m).kind == "solo_reply"
    submit(m, "play", m.state.hands[A][0])
    run_chance(m)
    assert decision(m).kind == "draw" and len(m.state.hands[A]) == 2


def test_standard_solo_deals_from_the_pool_and_hard_solo_from_everything():
    """SAND-65, SAND-70, AMB-44: over many seeds the standard game shows only flagged tiles,
    hard solo shows the others too."""
    game = registry.get("sandcastles")
    seen, hard = set(), set()
    for seed in range(40):
        for k, bucket in ((4, seen), (7, hard)):
            config = game.make_config(
                seat_configs(["random"]), seed=seed, variants={"solo_bonuses": k}
            )
            m = Match(rules(), config, record_hashes=False)
            m.run_chance()
            assert len(m.state.display) == k
            bucket.update(m.state.display)
    assert seen <= set(rules().g.solo_pool)
    assert hard - set(rules().g.solo_pool)


def test_solo_games_end_won_or_lost():
    """SAND-60, SAND-64: every solo game ends by the win or by the Big Wave."""
    game = registry.get("sandcastles")
    outcomes = set()
    for seed in range(12):
        m, policies = new_match(game, rules(), ["heuristic"], seed)
        out = play_out(m, policies)
        assert not out.capped
        outcomes.add(m.state.outcome)
    assert outcomes <= {"solo_won", "solo_lost"} and "solo_lost" in outcomes
