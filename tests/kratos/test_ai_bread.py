"""The baseline AI's bread trade (6.5, KD-48, 6.2 DELIVER, KD-43): a seat with wheat bought for
its bread island keeps the bakers and the merchant that turn it into bread for its capital; a
seat with one merchant books one delivery at a time; a lot of wheat whose deal lapsed still goes
to a bread island that buys wheat."""

from kratos_kit import RULES, act, builder, submit

from game.core.rng import Rng
from game.kratos.ai import HeuristicPolicy
from game.kratos.ai_plan import haul_target, make_plan, uses
from game.kratos.ai_view import Brief


def _brief(m, seat=0):
    return Brief(RULES.g, RULES.view(m.state, seat), seat)


def _ai(m):
    d = m.pending[0]
    return HeuristicPolicy().choose(RULES.view(m.state, d.seat), d, Rng(1))


def _baker_seat(wheat: int):
    """Seat 0: an oil capital short of bread, a bread island (2) with three bakers and
    `wheat` units of wheat, a merchant at home and war pieces to shed with."""
    b = builder(n=2, humans=(1,))
    b.capital(0, 1, "oil", bread=60, gasoline=50)
    b.piece("battleship", 0, 1)
    b.piece("plane", 0, 1)
    merchant = b.piece("merchant", 0, 1)
    b.island(2, 0, "bread", wheat=wheat)
    bakers = [b.piece("bread_producer", 0, 2) for _ in range(3)]
    b.piece("plane", 0, 2)
    b.capital(1, 6, "wheat", bread=300, wheat=300)
    b.piece("battleship", 1, 6)
    b.piece("merchant", 1, 6)
    return b, merchant, bakers


def test_wheat_on_its_bread_island_keeps_the_bakers_and_the_merchant():
    """6.5, KD-48: short of bread, a seat with wheat on its bread island keeps its bakers (they
    bake the lot in two plays) and the merchant that carries the bread home, and sheds other
    pieces; without wheat there, the bakers are the first pieces it sheds."""
    b, merchant, bakers = _baker_seat(wheat=100)
    plan = make_plan(_brief(b.match(active=0, die=3)), 0.5)
    baking = [pid for pid in bakers if plan.intent.get(pid) == ("produce", 0)]
    assert len(baking) == 3 and plan.shed
    assert merchant not in plan.shed and not set(baking) & set(plan.shed)
    b, merchant, bakers = _baker_seat(wheat=0)
    plan = make_plan(_brief(b.match(active=0, die=3)), 0.5)
    assert set(bakers) & set(plan.shed)
    assert not any(plan.intent.get(pid) == ("produce", 0) for pid in bakers)


def test_wheat_bought_for_its_bread_island_brings_the_merchant_there():
    """6.5, 6.2 DELIVER: once a lot of wheat is on its way to its bread island (an accepted
    DELIVER to it), the seat keeps its bakers and sends its merchant to the island to carry the
    bread home as soon as it is baked."""
    b, merchant, bakers = _baker_seat(wheat=0)
    m = b.match(active=0, die=3)
    submit(m, 1, "send", 0, "deliver,1,0,wheat,1,2", "next")  # a lot of wheat, free
    assert m.pending[0].kind == "answer"
    assert _ai(m).kind == "accept_offer"

    act(m, _ai(m).id)
    bf = _brief(m)
    plan = make_plan(bf, 0.5)
    assert plan.intent[merchant] == ("haul", 2)
    assert merchant not in plan.shed
    assert sum(1 for pid in bakers if pid not in plan.shed) >= 2


def test_one_merchant_books_one_delivery_at_a_time():
    """6.5, KD-43: a seat with one merchant accepts a lot of wheat for a bread island near
    enough, and turns down a second lot while the first is still owed (it would lapse)."""
    b = builder(n=2, humans=(1,))
    b.capital(0, 1, "wheat", bread=300, wheat=300, gasoline=50)
    b.piece("battleship", 0, 1)
    b.piece("merchant", 0, 1)
    b.capital(1, 6, "oil", bread=100)
    b.piece("battleship", 1, 6)
    b.island(2, 1, "bread")
    b.piece("bread_producer", 1, 2)
    m = b.match(active=0, die=3)

    submit(m, 1, "send", 0, "deliver,0,1,wheat,1,2;gold,1,0,1000,done", "next")
    assert _ai(m).kind == "accept_offer"
    act(m, _ai(m).id)
    submit(m, 1, "send", 0, "deliver,0,1,wheat,1,2;gold,1,0,1000,done", "next")
    assert m.pending[0].kind == "answer"
    assert _ai(m).kind != "accept_offer"


def test_a_lot_of_wheat_whose_deal_lapsed_goes_to_a_bread_island_that_buys_it():
    """6.5, KD-43: a merchant holding a lot of wheat and no deal (it lapsed on the way) sails
    for the nearest working bread island of a seat that buys wheat, and unloads there."""
    b = builder(n=2, humans=(1,))
    b.capital(0, 1, "wheat", bread=300, gasoline=50)
    b.piece("battleship", 0, 1)
    merchant = b.piece("merchant", 0, 1, goods="wheat")
    b.capital(1, 6, "oil", bread=100)
    b.piece("battleship", 1, 6)
    b.island(2, 1, "bread")
    b.piece("bread_producer", 1, 2)
    m = b.match(active=0, die=3)
    bf = _brief(m)
    assert haul_target(bf, m.state.pieces[merchant], uses(bf)) == 2
    assert make_plan(bf, 0.5).intent[merchant] == ("haul", 2)


def _delivered_seat():
    """Seat 0, short of bread, with its planes at home and its empty merchant on seat 1's bread
    island 2 (it has just unloaded a lot of wheat there); seat 1 has no war piece on island 2."""
    b = builder(n=3)
    b.capital(0, 1, "wheat", bread=60, gasoline=50)
    b.piece("battleship", 0, 1)
    planes = [b.piece("plane", 0, 1) for _ in range(2)]
    merchant = b.piece("merchant", 0, 2)
    b.capital(1, 6, "oil", bread=30)  # it cannot feed a gift (KD-11)
    b.piece("battleship", 1, 6)
    b.island(2, 1, "bread", wheat=100)
    b.piece("bread_producer", 1, 2)
    return b, planes, merchant


def test_a_doomed_merchant_on_another_seats_island_sails_home_and_is_not_hunted_there():
    """K-43, KD-5, KD-48: a plane that landed on seat 1's undefended island to fire at the
    merchant would take the island (and its upkeep); so no plane hunts it there, and the
    merchant sails home, where the seat's guns reach it."""
    b, _planes, merchant = _delivered_seat()
    m = b.match(active=0, die=3)
    bf = _brief(m)
    plan = make_plan(bf, 0.5)
    assert not any(what == "hunt" for what, _ in plan.intent.values())
    assert plan.intent[merchant] == ("reinforce", 1)
    assert merchant in plan.order


def test_a_merchant_with_bread_aboard_is_not_shed():
    """KD-48, K-17: a seat short of bread never scuttles the merchant that carries a lot of
    bread home; it sails for the capital."""
    b = builder(n=2)
    b.capital(0, 1, "oil", bread=40, gasoline=50)
    b.piece("battleship", 0, 1)
    b.piece("plane", 0, 1)
    merchant = b.piece("merchant", 0, (5, 4), goods="bread")
    b.piece("tanker", 0, 1)
    b.capital(1, 18, "wheat", bread=200)
    b.piece("battleship", 1, 18)
    plan = make_plan(_brief(b.match(active=0, die=3)), 0.5)
    assert merchant not in plan.shed
    assert plan.intent[merchant] == ("haul", 1)
