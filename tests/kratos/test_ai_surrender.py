"""A seat about to starve hands its capital to a seat that can feed it (KD-48, 3.7, K-21,
KD-11, KD-14): its last war piece at the capital is given away, the capital flips (K-43) and
the seat is eliminated into the taker, so it never starves; a seat with no guard at home calls
its strongest war piece back in time."""

from kratos_kit import RULES, act, ai_gives, builder, submit

from game.core.rng import Rng
from game.kratos.ai import HeuristicPolicy
from game.kratos.ai_plan import make_plan
from game.kratos.ai_view import Brief


def _plan(m, seat=0):
    return make_plan(Brief(RULES.g, RULES.view(m.state, seat), seat), 0.5)


def _ai(m, policy=None):
    d = m.pending[0]
    return (policy or HeuristicPolicy()).choose(RULES.view(m.state, d.seat), d, Rng(1))


def _table(bread: int, other_bread: int, ship_at: int = 1):
    """Seat 0: capital 1 with `bread` and one battleship (at island `ship_at`); seat 1: capital
    18 with `other_bread` and a battleship; seat 2 holds the islands nobody mentions."""
    b = builder(n=3)
    b.capital(0, 1, "iron", bread=bread, gasoline=50)
    ship = b.piece("battleship", 0, ship_at)
    b.capital(1, 18, "oil", bread=other_bread, gasoline=50)
    b.piece("battleship", 1, 18)
    return b, ship


def test_a_seat_about_to_starve_hands_its_capital_to_a_fed_seat():
    """KD-48, 3.7, KD-14: with bread short of its next upkeep (5 for the capital + 1) and no bread
    coming, seat 0 gives its battleship, the only war piece at its capital, to seat 1 first of
    all; seat 1 takes it (its 500 bread feed both upkeeps for long), the capital flips to seat 1
    (K-43) and seat 0 is eliminated into it (K-69): it never starves."""
    b, ship = _table(bread=4, other_bread=500)
    m = b.match(active=0, die=3)
    plan = _plan(m)
    assert plan.order[0] == ship and plan.intent[ship] == ("gift", 1)
    ai_gives(m, ship, 1, HeuristicPolicy())
    s = m.state
    assert s.eliminated[0] and not s.famine_in_round[0]
    assert s.islands[0].owner == 1 and s.pieces[ship].owner == 1


def test_no_surrender_while_the_bread_lasts_or_when_no_seat_can_feed_it():
    """KD-48: with bread for its next upkeep the seat keeps its capital; short of bread, it is
    handed over only to a seat whose bread covers both upkeeps until the table's famine target
    (round 15): 100 bread for 12 a turn is not enough in round 1, it is in round 12."""
    for bread, other, round_, gives in (
        (40, 500, 1, False),
        (4, 100, 1, False),
        (4, 100, 12, True),
    ):
        b, ship = _table(bread=bread, other_bread=other)
        plan = _plan(b.match(active=0, die=3, round=round_))
        assert (plan.intent.get(ship) == ("gift", 1)) == gives, (bread, other, round_)


def test_the_taker_declines_a_capital_it_cannot_feed():
    """KD-11, KD-48: the surrender is a gift with consent: the taker weighs the whole upkeep of
    the seat it takes over (K-17: its islands and pieces), not one piece: 100 bread feed one
    more war piece for 14 turns, but both upkeeps (12) only for 8, short of round 15, so it
    declines in round 1 and seat 0 keeps its capital."""
    b, ship = _table(bread=4, other_bread=100)
    m = b.match(active=0, die=3, round=1)
    act(m, f"piece:{ship}")
    act(m, "sell:1")
    assert m.pending[0].seat == 1 and _ai(m).kind == "decline_gift"


def test_a_seat_heading_for_famine_calls_its_guard_home():
    """KD-48, 3.7: with fewer than 12 upkeeps of bread and no war piece at its capital, the seat
    brings its battleship home from its other island, so that it can surrender in time; with
    plenty of bread it does not."""
    for bread, home in ((60, True), (400, False)):
        b = builder(n=3)
        b.capital(0, 1, "iron", bread=bread, gasoline=50)
        b.island(2, 0, "steel")
        ship = b.piece("battleship", 0, 2)
        b.capital(1, 18, "oil", bread=500, gasoline=50)
        b.piece("battleship", 1, 18)
        plan = _plan(b.match(active=0, die=3))
        assert (plan.intent.get(ship) == ("reinforce", 1)) == home, bread


def test_bread_bought_but_not_yet_delivered_does_not_stop_the_surrender():
    """KD-48, 6.2 DELIVER, KD-47: seat 0 has bought a lot of bread from seat 2 (accepted), but no
    lot is on its way in time for the next upkeep; the seat still hands its capital over (a
    famine is absorbing, KD-14; the deal lapses with the seat)."""
    b = builder(n=3, humans=(2,))
    b.capital(0, 1, "iron", bread=4, gasoline=50)
    ship = b.piece("battleship", 0, 1)
    b.capital(1, 18, "oil", bread=500, gasoline=50)
    b.piece("battleship", 1, 18)
    b.capital(2, 9, "wheat", bread=300, gasoline=50)
    b.piece("merchant", 2, 9)
    m = b.match(active=0, die=3)
    submit(m, 2, "send", 0, "deliver,2,0,bread,1,1;gold,0,2,1000,done", "next")
    assert m.pending[0].kind == "answer" and _ai(m).kind == "accept_offer"
    act(m, _ai(m).id)
    assert any(o.status == "accepted" for o in m.state.offers.values())
    plan = _plan(m)
    assert plan.order[0] == ship and plan.intent[ship] == ("gift", 1)
