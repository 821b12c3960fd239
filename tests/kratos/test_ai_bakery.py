"""The baseline AI's bread chains (KD-41, KD-48, 6.5, 6.2 ISLAND and PIECE): no capital makes
bread, so a seat whose capital makes wheat close to another seat's bread island takes that island
with its bakers and a merchant (handing back its own other island with its producers there, so
the upkeep evens out); the bread island's owner keeps its bakers for that deal instead of
scuttling them, and the wheat seat keeps its wheat producers for it; a seat whose chain bakes
sells surplus bread sooner; wheat goes to the bread island where the seat's bakers are; a gift is
taken only by a seat that stays fed past the table's famine target."""

from kratos_kit import RULES, act, builder, kind, roll

from game.core.rng import Rng
from game.kratos.ai import HeuristicPolicy
from game.kratos.ai_plan import (
    bakery_near,
    bakery_takers,
    drop_for,
    gift_turns,
    make_plan,
    spare_bread,
    takes_bakery,
)
from game.kratos.ai_view import Brief


def _brief(m, seat):
    return Brief(RULES.g, RULES.view(m.state, seat), seat)


def _ai(m):
    d = m.pending[0]
    return HeuristicPolicy().choose(RULES.view(m.state, d.seat), d, Rng(1))


def _table(wheat_bread: int = 200, baker_capital: str = "oil"):
    """Seat 0: a capital (1) and a bread island (2) with three bakers and a plane, a merchant at
    home. Seat 1: a wheat capital (6, four steps from island 2) with three wheat producers and a
    merchant, and a steel island (10) with two steel producers and a plane. Seat 2: far away."""
    b = builder(n=3)
    b.capital(0, 1, baker_capital, bread=200, gasoline=50)
    b.piece("battleship", 0, 1)
    merchant = b.piece("merchant", 0, 1)
    b.island(2, 0, "bread")
    bakers = [b.piece("bread_producer", 0, 2) for _ in range(3)]
    plane = b.piece("plane", 0, 2)
    b.capital(1, 6, "wheat", bread=wheat_bread, gasoline=50)
    b.piece("battleship", 1, 6)
    farms = [b.piece("wheat_producer", 1, 6) for _ in range(3)]
    b.piece("merchant", 1, 6)
    b.island(10, 1, "steel")
    steel = [b.piece("steel_producer", 1, 10) for _ in range(2)]
    b.piece("plane", 1, 10)
    b.capital(2, 14, "iron", bread=200, gasoline=50)
    b.piece("battleship", 2, 14)
    return b, {
        "merchant": merchant,
        "bakers": bakers,
        "plane": plane,
        "farms": farms,
        "steel": steel,
    }


def test_a_bread_island_goes_with_its_bakers_to_the_wheat_capital_next_to_it():
    """KD-41, 6.5, 6.2: seat 0 offers island 2 with its three bakers and its merchant to seat 1
    (a wheat capital four steps away, with a merchant and no bread island), which hands back
    island 10 with its steel producers; seat 1 accepts, and the bakery is handed over at once
    in seat 0's turn (K-21 recolours, K-43: its plane there is recoloured, so the island
    flips)."""
    b, p = _table()
    m = b.match(active=0, upkeep=True)
    roll(m, 3)
    assert kind(m) == "diplomacy"
    offered = {a.args for a in m.pending[0].options if a.kind == "propose"}
    assert (1, "sell_bakery", 500, 2) in offered
    assert not any(a[:2] == (2, "sell_bakery") for a in offered)  # too far from its capital
    choice = _ai(m)
    assert choice.args == (1, "sell_bakery", 500, 2)
    act(m, choice.id)
    offer = next(o for o in m.state.offers.values() if o.proposer == 0)
    handed_back = {i.piece for i in offer.items if i.kind == "piece" and i.giver == 1}
    assert handed_back == set(p["steel"])
    assert any(i.kind == "island" and i.giver == 1 and i.island == 10 for i in offer.items)
    assert kind(m) == "answer" and _ai(m).kind == "accept_offer"
    act(m, _ai(m).id)
    while kind(m) == "diplomacy":
        act(m, _ai(m).id)
    s = m.state
    assert s.islands[1].owner == 1
    assert all(s.pieces[q].owner == 1 for q in (*p["bakers"], p["merchant"], p["plane"]))


def test_a_wheat_seat_takes_a_bakery_only_while_it_can_feed_it():
    """KD-41, K-17: taking the bakery brings its island and pieces (and sends island 10 away);
    with 200 bread the wheat seat covers 5 upkeeps of that, with 40 it does not, and it is then
    no taker (the bakers' owner does not wait for it)."""
    for bread, takes in ((200, True), (40, False)):
        b, _ = _table(wheat_bread=bread)
        m = b.match(active=0)
        island = _brief(m, 0).island(2)
        assert takes_bakery(_brief(m, 1), 1, island) == takes
        assert bakery_takers(_brief(m, 0), island) == ([1] if takes else [])


def test_the_bakers_wait_for_the_deal_instead_of_being_scuttled():
    """KD-48, KD-41: idle bakers are the first pieces a seat short of bread sheds, unless a seat
    that makes wheat close by would take them with their island."""
    for bread, kept in ((200, True), (40, False)):
        b, p = _table(wheat_bread=bread)
        plan = make_plan(_brief(b.match(active=0), 0), 0.5)
        assert plan.shed
        assert bool(set(p["bakers"]) & set(plan.shed)) != kept


def test_the_wheat_seat_keeps_its_wheat_producers_for_a_bakery_it_will_take():
    """KD-41, KD-48: a wheat capital with no bread island sheds its idle wheat producers first,
    unless a bakery it would take lies close by; a bread island whose owner bakes there itself
    (its own wheat capital next to it) is no such bakery."""
    b, p = _table()
    m = b.match(active=1)
    assert bakery_near(_brief(m, 1))
    plan = make_plan(_brief(m, 1), 0.5)
    assert not set(p["farms"]) & set(plan.shed)
    b, p = _table(baker_capital="wheat")  # seat 0's own chain: capital 1 is 4 steps from 2
    m = b.match(active=1)
    assert not bakery_near(_brief(m, 1))
    assert set(p["farms"]) & set(make_plan(_brief(m, 1), 0.5).shed)


def test_wheat_goes_to_the_bread_island_where_the_bakers_are():
    """K-51, KD-41: of two bread islands of the seat, a lot of wheat goes to the one with its
    bakers on it, not to one that would only store it."""
    b = builder(n=2)
    b.capital(0, 6, "wheat", bread=200, gasoline=50)
    b.piece("battleship", 0, 6)
    b.island(2, 0, "bread")
    b.piece("plane", 0, 2)
    b.island(7, 0, "bread")
    b.piece("bread_producer", 0, 7)
    b.capital(1, 14, "iron", bread=200)
    m = b.match(active=0)
    assert drop_for(_brief(m, 0), "wheat") == 7


def test_a_seat_whose_chain_bakes_sells_surplus_bread_sooner():
    """6.5, KD-41: a seat sells a lot of bread when its official bread exceeds the upkeeps it
    keeps: 8 of them, or 2 when its own bread chain (wheat island, bread island with its bakers,
    a merchant) bakes more."""

    def seat_with_bakers(capital: str):
        """Seat 0's capital makes `capital`; it keeps a battleship, a merchant and a bread
        island with its bakers."""
        b = builder(n=2)
        b.capital(0, 6, capital, bread=200, gasoline=50)
        b.piece("battleship", 0, 6)
        b.piece("merchant", 0, 6)
        b.island(2, 0, "bread")
        b.piece("bread_producer", 0, 2)
        b.capital(1, 14, "iron", bread=200)
        return _brief(b.match(active=0), 0)

    chain = seat_with_bakers("wheat")
    assert spare_bread(chain) == 200 - 2 * chain.upkeep(0) >= 100
    plain = seat_with_bakers("oil")  # no wheat: no chain
    assert spare_bread(plain) == 200 - 8 * plain.upkeep(0) < 100


def test_a_gift_is_taken_only_by_a_seat_fed_past_the_famine_target():
    """KD-11, KD-48: a seat takes a piece it has no use for only if its bread covers the
    upkeeps up to round 17 with it (at least 12): 16 upkeeps in round 1, 12 from round 5."""
    b, _ = _table()
    assert gift_turns(_brief(b.match(active=0, round=1), 0)) == 16
    b, _ = _table()
    assert gift_turns(_brief(b.match(active=0, round=9), 0)) == 12


def test_a_chain_merchant_puts_ashore_a_producer_stowed_aboard():
    """3.4, KD-41: a merchant carries goods or one producer; a producer stowed aboard to be
    sunk with it (KD-10) goes ashore once the merchant works for the seat's bread chain, so it
    can load the wheat."""
    from game.core import Chance

    b = builder(n=2)
    b.capital(0, 6, "wheat", bread=200, gasoline=50, wheat=150)
    b.piece("battleship", 0, 6)
    merchant = b.piece("merchant", 0, 6)
    farm = b.piece("wheat_producer", 0, aboard=merchant)
    b.island(2, 0, "bread")
    b.piece("bread_producer", 0, 2)
    b.capital(1, 14, "iron", bread=200)
    m = b.match(active=0)
    policy = HeuristicPolicy()
    for _ in range(40):
        if isinstance(m.pending, Chance):
            roll(m, 3)
            continue
        d = m.pending[0]
        a = policy.choose(RULES.view(m.state, d.seat), d, Rng(1))
        task = m.state.agenda[-1]
        if d.kind == "cargo" and getattr(task, "piece", -1) == merchant:
            assert a.kind == "unload" and a.args == ("piece", farm)
            return
        m.submit(d.seat, a)
    raise AssertionError("the merchant was never played")
