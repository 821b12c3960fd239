"""The heuristic seat: reads only its view (BF-166), and clearly beats random seats."""

from black_fleet.bf_helpers import ORANGE, WHITE, act, kind, position, rules

from game import registry
from game.black_fleet.ai import HeuristicPolicy
from game.core.playout import new_match, play_out
from game.core.rng import Rng


def choose(m):
    seat = m.decisions()[0].seat
    return HeuristicPolicy().choose(m.view(seat), m.decisions()[0], Rng(0))


def test_heuristic_beats_two_random_seats_in_every_position():
    game = registry.get("black_fleet")
    wins = games = 0
    for position_ in range(3):
        for seed in range(4):
            levels = ["random"] * 3
            levels[position_] = "heuristic"
            m, policies = new_match(
                game, rules(), levels, 1000 + 10 * position_ + seed, record_hashes=False, undo=False
            )
            out = play_out(m, policies)
            games += 1
            wins += position_ in out.result.winners
    assert wins >= games - 1, f"{wins}/{games}"


def test_merchant_sails_to_a_reachable_sale_and_sells():
    m = position(
        active=WHITE, card="MV02", merchants={WHITE: ((9, 2), ["green"] * 3)}, activate="merchant"
    )
    action = choose(m)
    assert action.kind == "move" and rules().g.geo.dock_port[rules().g.geo.index(action.args)] == 0
    act(m, *action.to_json())
    assert choose(m).kind == "sell"


def test_pirate_hunts_and_robs():
    m = position(
        merchants={WHITE: ((8, 9), ["green"] * 3)}, pirates={0: ((5, 9), "")}, activate="pirate"
    )
    action = choose(m)
    assert action.kind == "move"
    act(m, *action.to_json())
    assert choose(m).kind == "rob"


def test_navy_sinks_the_pirate_threatening_its_merchant():
    m = position(
        card="MV23",
        navies={"purple": (12, 8)},
        merchants={0: ((15, 9), ["red"] * 3)},
        pirates={WHITE: ((11, 9), "red"), ORANGE: ((13, 9), "")},
        activate="purple",
    )
    action = choose(m)
    assert action.kind == "sink" and action.args == (ORANGE,)


def test_market_day_before_the_sale_and_victory_as_soon_as_possible():
    m = position(
        merchants={0: ((10, 1), ["purple"] * 3)}, fortune={0: ["FC09"]}, activate="merchant"
    )
    assert choose(m).id == "fortune:FC09"
    m2 = position(merchants={0: ((5, 9), ["red"] * 3)}, wealth={0: 12})
    m2.state.dev_up[0] = [True] * 4
    act(m2, "end_step2")
    while kind(m2) != "purchase":
        act(m2, *choose(m2).to_json())
    assert choose(m2).kind == "buy_victory"


def test_heuristic_tables_finish_in_a_plausible_number_of_rounds():
    """AD-40 estimates 10-13 rounds for competent players; AI tables should be close."""
    game = registry.get("black_fleet")
    for n, seed in ((3, 7), (4, 8)):
        m, policies = new_match(
            game, rules(), ["heuristic"] * n, seed, record_hashes=False, undo=False
        )
        out = play_out(m, policies)
        assert not out.capped and 7 <= m.state.round <= 18
