"""The heuristic seat: it reads only its view, takes sensible choices, and beats random seats."""

from p8_helpers import RULES, F, G, act, game, ship, stage, type_id, types

from game.core import Match
from game.core.playout import new_match, play_out, seat_configs
from game.core.rng import Rng
from game.pieces_of_eight import GAME
from game.pieces_of_eight.ai import HeuristicPolicy, value
from game.pieces_of_eight.shipyard import buildable_counts, type_counts

A, B = 0, 1
AI = HeuristicPolicy()


def choose(m, seat):
    d = m.decision_for(seat)
    return AI.choose(RULES.view(m.state, seat), d, Rng(0))


def test_it_beats_random_seats_in_both_positions():
    """A small seeded tournament (the full figure is in tests/bench/bench_pieces_of_eight.py)."""
    wins = 0
    games = 24
    for seed in range(games):
        levels = ["heuristic", "random"] if seed % 2 == 0 else ["random", "heuristic"]
        me = levels.index("heuristic")
        match, policies = new_match(GAME, RULES, levels, seed, record_hashes=False, undo=False)
        out = play_out(match, policies)
        wins += out.result.winners == (me,)
    assert wins >= 0.85 * games


def test_it_kills_an_exposed_enemy_captain():
    m = game([ship(["mate", F, "captain"]), ship(["captain", F, F])])
    play = choose(m, A)
    assert play.kind == "play"  # the Mate, or the Captain itself (not spent)
    act(m, A, "play", play.args[0])
    assert choose(m, A).id == "target:1:1"


def test_it_spends_treachery_to_save_its_captain_but_not_on_trifles():
    m = game([ship(["mate", F, "captain"]), ship(["captain", F, "treachery"])])
    act(m, A, "play", "fore")
    act(m, A, "target", B, 1)
    assert choose(m, B).id == "react:aft"
    m2 = game([ship(["mate", F, "captain"]), ship(["barrel_of_grog", "captain", F, "treachery"])])
    act(m2, A, "play", "fore")
    act(m2, A, "target", B, 1)
    assert choose(m2, B).id == "react:pass"


def test_it_hides_an_exposed_captain_by_calling():
    m = game([ship(["captain", F, "full_sail", "black_spot"]), ship([F, "captain", F])])
    assert choose(m, A).id == "call"
    act(m, A, "call")
    new = choose(m, A).args[0].split(".")
    assert new[0] != "1"  # the Captain is no longer the fore coin


def test_it_builds_a_ship_with_the_captain_in_the_middle():
    match, policies = new_match(GAME, RULES, ["heuristic", "heuristic"], 7, record_hashes=False)
    rng = Rng(1)
    while stage(match.state) == "build" and not match.chance_pending:
        d = match.decisions()[0]
        match.submit(d.seat, policies[d.seat].choose(RULES.view(match.state, d.seat), d, rng))
    s = match.state
    for q in (A, B):
        kinds = [type_id(s, c) for c in s.decks[q]]
        assert 3 <= kinds.index("captain") <= 8
        assert type_id(s, s.nests[q]) in ("cannon", "sabre", "mate", "pistols")


def test_the_monkey_always_dodges_and_turn_reactions_are_used():
    m = game(
        [ship(["mate", F, "captain"]), ship(["captains_monkey", "captain", F], nest="black_spot")]
    )
    act(m, A, "play", "fore")
    act(m, A, "target", B, "nest")
    assert choose(m, B).id.startswith("react")
    act(m, B, "react", "continue")
    assert choose(m, B).id == "turn_reaction:0:black_spot"


def test_shipyard_value_ignores_coins_beyond_their_limit_and_beyond_a_ship():
    """P8-8 limits, P8-155: a second Boarding Party (limit 1) adds nothing to what a shipyard
    builds, nor does a thirteenth coin beside the Captain."""
    one = ["captain", "boarding_party"] + ["mate"] * 3
    assert AI.yard_value(one + ["boarding_party"]) == AI.yard_value(one)
    assert AI.yard_value(one + ["bomb"]) > AI.yard_value(one)
    twelve = ["mate"] * 3 + ["cannon"] * 3 + ["sabre"] * 3 + ["pistols"] * 3
    assert AI.yard_value(["captain"] + twelve + ["bomb"]) == AI.yard_value(["captain"] + twelve)


def test_it_trades_a_surplus_coin_for_one_its_ship_can_use():
    """P8-155: give the coin worth nothing to my ship, ask for a type I lack that is worth no
    more than it, so an addressee valuing coins alike gains too; never give away my ship."""
    yard = (
        ["captain", "boarding_party", "boarding_party"]
        + ["mate"] * 3
        + ["sabre"] * 3
        + ["pistols"] * 3
        + ["cannon"] * 2
    )
    give, ask = AI.trade_plan(yard)
    assert give == "boarding_party" and ask == "cannon"  # a third Cannon displaces a 4-point coin
    assert value(ask) <= value("boarding_party")
    rest = list(yard)
    rest.remove(give)
    assert AI.yard_value(rest + [ask]) > AI.yard_value(yard)
    exact = (
        ["captain", "boarding_party"]
        + ["mate"] * 3
        + ["sabre"] * 3
        + ["pistols"] * 3
        + ["cannon"] * 2
    )
    assert AI.trade_plan(exact) is None  # every coin is needed: nothing worth trading


def test_heuristic_seats_trade_only_swaps_that_help_both_and_keep_both_buildable():
    """P8-155 end to end: AI proposals through the trade / give / ask chain, AI answers; every
    accepted trade raises the proposer's shipyard value and lowers neither."""
    accepted = 0
    for seed in range(10):
        config = GAME.make_config(
            seat_configs(["heuristic"] * 3), seed=seed, variants={"distribution": "random_trades"}
        )
        m = Match(RULES, config, record_hashes=False)
        rng = Rng(seed)
        while stage(m.state) in ("trade", "distribute") or m.chance_pending:
            if m.chance_pending:
                m.step_chance()
                continue
            d = m.decisions()[0]
            yards = [sorted(type_id(m.state, c) for c in y) for y in m.state.shipyards]
            events = m.submit(d.seat, AI.choose(RULES.view(m.state, d.seat), d, rng))
            for e in types(events, "trade_accepted"):
                accepted += 1
                p, q = e.data["seat"], e.data["to_seat"]
                after = [sorted(type_id(m.state, c) for c in y) for y in m.state.shipyards]
                assert AI.yard_value(after[p]) > AI.yard_value(yards[p])
                assert AI.yard_value(after[q]) >= AI.yard_value(yards[q])
        s = m.state
        assert all(buildable_counts(G, type_counts(G, s, y)) for y in s.shipyards)
    assert accepted >= 3
