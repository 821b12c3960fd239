"""Setup, ship building and the optional rules: first player, chess clock, pooled coins (draft,
random, trades, scraps), teams and matches."""

import pytest
from p8_helpers import RULES, G, act, end_game, options, stage, type_id, types, waiting

from game.core import Action, Chance, Match
from game.core.playout import seat_configs
from game.pieces_of_eight import GAME
from game.pieces_of_eight.shipyard import buildable_counts, type_counts
from game.pieces_of_eight.tasks import Build

A, B, C = 0, 1, 2


def new_match(n=2, seed=1, **variants) -> Match:
    config = GAME.make_config(seat_configs(["random"] * n), seed=seed, variants=variants)
    return Match(RULES, config, record_hashes=False)


def build_all(m: Match, choose=lambda d: d.options[0]) -> None:
    while stage(m.state) == "build" and not m.chance_pending:
        d = m.decisions()[0]
        m.submit(d.seat, choose(d))


def test_building_always_gives_a_legal_ship():
    """P8-7 (the shipyard), P8-8 (13 coins, one Captain, limits), P8-9 (crow's nest + 12)."""
    for seed in range(12):
        m = new_match(2, seed, shipyards="armory")
        rng = list(range(seed, seed + 400))
        build_all(m, lambda d, rng=rng: d.options[rng.pop() % len(d.options)])
        s = m.state
        for q in range(2):
            ship = s.decks[q] + [s.nests[q]]
            kinds = [type_id(s, c) for c in ship]
            assert len(s.decks[q]) == 12 and s.nests[q] != -1 and kinds.count("captain") == 1
            assert all(kinds.count(t) <= RULES.content.coin(t).limit for t in kinds)
            assert all(c in s.shipyards[q] for c in ship)


def test_a_pick_over_the_limit_is_refused():
    """P8-8: with five Mates aboard a sixth is never offered."""
    m = new_match(2, 1, shipyards="both_sets")
    for _ in range(5):
        act(m, A, "pick", "mate")
    assert "pick:mate" not in options(m, A)
    assert RULES.why_illegal(m.state, A, Action("pick", ("mate",))).rule == "P8-8"


def test_the_crows_nest_must_be_filled_before_a_game():
    """P8-9: no "empty" option when arranging before a game."""
    m = new_match()
    while isinstance(m.state.agenda[-1], Build):
        d = m.decisions()[0]
        m.submit(d.seat, d.options[0])
    assert "nest:none" not in options(m, A)
    assert RULES.why_illegal(m.state, A, Action("nest", ("none",))).rule == "P8-9"


def test_the_first_player_is_drawn_at_random_or_fixed():
    """P8-13, P8-121, P8-102, P8-123: a uniform chance step over the seats; or the first seat."""
    m = new_match(3)
    build_all(m)
    chance = m.pending
    assert isinstance(chance, Chance) and chance.kind == "pick" and chance.items == (0, 1, 2)
    m.step_chance(2)
    assert m.state.active == 2
    m2 = new_match(3, first_player="first_seat")
    build_all(m2)
    assert not m2.chance_pending and m2.state.active == 0


def test_the_chess_clock_is_for_two_players_and_stops_while_building():
    """P8-104, P8-149 (1), (3)."""
    with pytest.raises(ValueError):
        new_match(3, chess_clock=True)
    m = new_match(2, chess_clock=True, clock_seconds=60)
    act(m, A, "pick", "captain", ms=30_000)
    assert m.state.clocks == [60_000, 60_000]


def test_team_play_needs_an_even_number_of_seats():
    """P8-108, P8-150 (1): teams of equal size, seated alternately."""
    with pytest.raises(ValueError):
        new_match(3, teams="two_teams")
    assert new_match(6, teams="pairs").state.table.teams == (0, 1, 2, 0, 1, 2)
    assert new_match(6, teams="two_teams").state.table.teams == (0, 1, 0, 1, 0, 1)
    # eight: 4 v 4 or 2 v 2 v 2 v 2
    assert new_match(8, teams="two_teams").state.table.teams == (0, 1) * 4
    assert new_match(8, teams="pairs").state.table.teams == (0, 1, 2, 3) * 2
    for n in (5, 7, 9):
        with pytest.raises(ValueError):
            new_match(n, teams="pairs")


@pytest.mark.parametrize("n", [7, 8, 9])
def test_seven_to_nine_seats_every_setup_path(n):
    """P8-1: software seats 2 to 9, each player with a ship set of his own (the two sets
    alternate round the table), so every shipyard holds 16 coins. P8-151 (2): pooled, the
    share is 15 besides the free Captain at any table size; dealt and drafted shares fill up."""
    m = new_match(n)
    sets = ("maidens_vengeance", "cursed_blade")
    assert m.state.table.brought == tuple(sets[q % 2] for q in range(n))
    assert [len(y) for y in m.state.shipyards] == [16] * n and stage(m.state) == "build"
    build_all(m)
    assert all(len(m.state.decks[q]) == 12 for q in range(n))
    dealt = new_match(n, distribution="random")
    dealt.step_chance()
    assert [len(y) for y in dealt.state.shipyards] == [16] * n
    drafted = new_match(n, distribution="draft")
    drafted.step_chance(A)
    while stage(drafted.state) == "distribute":
        d = drafted.decisions()[0]
        drafted.submit(d.seat, d.options[0])
    assert [len(y) for y in drafted.state.shipyards] == [16] * n
    with pytest.raises(ValueError):
        new_match(n, chess_clock=True)  # P8-104: two players only


# ---- pooled coins -----------------------------------------------------------------------------------
def test_random_distribution_deals_equal_private_shares():
    """P8-110, P8-111, P8-113: a free Captain each, then a shuffled pool dealt round-robin; only
    the receiver sees his coins."""
    m = new_match(2, distribution="random")
    chance = m.pending
    assert chance.kind == "shuffle" and len(chance.items) == 30
    events = m.step_chance()
    dealt = types(events, "dealt")
    assert [len(e.data["coins"]) for e in dealt] == [15, 15]
    assert dealt[0].visible_to == (A,) and dealt[0].seen_by(B).data["coins"] == []
    assert [len(y) for y in m.state.shipyards] == [16, 16]
    assert stage(m.state) == "build"


def test_a_pool_too_small_for_a_ship_each_is_refused():
    """P8-151 (2): share = coins left / players must be at least 12."""
    with pytest.raises(ValueError):
        new_match(2, distribution="draft", extra_scraps=12)
    assert stage(new_match(2, distribution="draft", extra_scraps=6).state) == "distribute"


def test_a_random_deal_that_breaks_a_shipyard_is_redone():
    """P8-151 (4): three Maiden's Vengeance sets hold nine Mates; a seat dealt all of them could
    not build, so the deal is redone."""
    m = new_match(3, distribution="random", shipyards="maidens_vengeance")
    chance = m.pending
    mates = [c for c in chance.items if type_id(m.state, c) == "mate"]
    others = [c for c in chance.items if c not in mates]
    order = []
    for i in range(45):  # seat 0 receives every third coin: all nine Mates
        order.append(mates.pop() if i % 3 == 0 and mates else others.pop())
    events = m.step_chance(order)
    assert types(events, "redealt") and m.state.deal_attempts == 1 and m.chance_pending


def test_draft_random_and_random_draft():
    """P8-115: k drafted coins each then a deal; or k dealt each then a draft."""
    m = new_match(2, distribution="draft_random", draft_random_count=3)
    m.step_chance(A)
    for _ in range(6):
        d = m.decisions()[0]
        assert d.kind == "draft_pick"
        m.submit(d.seat, d.options[0])
    assert m.pending.kind == "shuffle"
    m.step_chance()
    assert [len(y) for y in m.state.shipyards] == [16, 16] and stage(m.state) == "build"
    m2 = new_match(2, distribution="random_draft", draft_random_count=3)
    events = m2.step_chance()
    assert [e.data["count"] for e in types(events, "dealt")] == [3, 3]
    m2.step_chance(B)
    assert waiting(m2) == [(B, "draft_pick")]


def test_trades_swap_coins_between_two_shipyards_in_private():
    """P8-114, P8-116, P8-155: propose, offer, ask, answer; only the two parties see the coins;
    Captains are never traded; trading ends after a round of "done"."""
    m = new_match(2, distribution="random_trades")
    m.step_chance()
    assert waiting(m) == [(A, "trade")] and "trade:1" in options(m, A)
    act(m, A, "trade", B)
    assert "give:captain" not in options(m, A)
    give = options(m, A)[0].split(":")[1]
    act(m, A, "give", give)
    act(m, A, "give", "done")
    b_types = sorted({type_id(m.state, c) for c in m.state.spares[B]} - {"captain"})
    act(m, A, "ask", b_types[0])
    events = act(m, A, "ask", "send")
    proposal = types(events, "trade_proposed")[0]
    assert proposal.visible_to == (A, B) and proposal.redacted["give"] == []
    assert RULES.view(m.state, B).trade_offer == ((give,), (b_types[0],))
    assert waiting(m) == [(B, "trade_answer")]
    before = sorted(m.state.shipyards[A]), sorted(m.state.shipyards[B])
    events = act(m, B, "trade_answer", "accept")
    accepted = types(events, "trade_accepted")[0]
    assert accepted.visible_to == (A, B)
    assert accepted.redacted["give"] == [] and accepted.redacted["give_count"] == 1
    assert sorted(m.state.shipyards[A]) != before[0] and len(m.state.shipyards[A]) == 16
    assert all(buildable_counts(G, type_counts(G, m.state, y)) for y in m.state.shipyards)
    act(m, B, "trade", "done")  # the round ends
    act(m, A, "trade", "done")
    act(m, B, "trade", "done")
    assert stage(m.state) == "build"


def three_seat_pooled_match():
    m = new_match(3, seed=4, distribution="random", extra_scraps=2, match_wins=2)
    m.step_chance()  # 2 extra coins set aside
    m.step_chance()  # the remainder: 43 = 3 x 14 + 1
    m.step_chance()  # the deal
    assert len(m.state.scraps) == 3 and [len(y) for y in m.state.shipyards] == [15, 15, 15]
    build_all(m)
    m.step_chance(A)
    return m


def test_scraps_to_the_losers_in_the_order_they_lost():
    """P8-117, P8-152: eliminated seats first, earliest first, then the others from the winner's
    left; picks are public; the pile persists."""
    m = three_seat_pooled_match()
    s = m.state
    s.out_order = [C]
    end_game(s, A, "captain", [])
    m._pending = None
    assert stage(s) == "scraps" and s.scraps_order == [C, B]
    pile = len(s.scraps)
    take = options(m, C)[0]
    events = act(m, C, *take.split(":"))
    assert types(events, "scraps_taken")[0].visible_to is None
    act(m, B, "scraps", "none")
    assert len(s.scraps) == pile - 1 and stage(s) == "build"


def test_only_the_loser_picks_in_two_player_matches_and_everyone_after_a_draw():
    """P8-152."""
    m = new_match(2, seed=4, distribution="draft_random", extra_scraps=3, match_wins=2)
    while stage(m.state) != "build":
        if m.chance_pending:
            m.step_chance()
        else:
            d = m.decisions()[0]
            m.submit(d.seat, d.options[0])
    build_all(m)
    m.step_chance(A)
    end_game(m.state, B, "captain", [])
    m._pending = None
    assert m.state.scraps_order == [A]
    act(m, A, "scraps", "none")
    build_all(m)
    m.step_chance(B)
    end_game(m.state, -1, "stalemate", [])
    m._pending = None
    assert m.pending.kind == "pick"  # a seat drawn at random starts
    m.step_chance(B)
    assert m.state.scraps_order == [B, A]
