"""The baseline AI sheds an island it can no longer feed (6.5, K-17, 6.2 ISLAND, KD-36): short of
bread, a seat offers its island other than its capital to a seat that can still feed it long
after taking it; that seat takes it (its war piece there is handed over, or the buyer's plane
lands on it when it is undefended, K-43); a seat that could not feed it turns it down."""

from kratos_kit import RULES, act, builder, kind, roll, submit

from game.core.rng import Rng
from game.kratos.ai import HeuristicPolicy
from game.kratos.ai_deals import item_value
from game.kratos.ai_plan import make_plan
from game.kratos.ai_view import Brief
from game.kratos.diplomacy import proposals
from game.kratos.model import Item


def _ai(m, seat=None):
    d = m.pending[0] if seat is None else next(d for d in m.pending if d.seat == seat)
    return HeuristicPolicy().choose(RULES.view(m.state, d.seat), d, Rng(1))


def _brief(m, seat):
    return Brief(RULES.g, RULES.view(m.state, seat), seat)


def _table(bread: int, taker_bread: int = 400, guarded: bool = True, humans=()):
    """Seat 0: a capital (1) with `bread`, and island 2 with a plane there when `guarded`;
    seat 1: a capital (6) with `taker_bread` and a plane; seat 2: a capital (11), short too."""
    b = builder(n=3, humans=humans)
    b.capital(0, 1, "oil", bread=bread, gasoline=20)
    b.piece("battleship", 0, 1)
    b.island(2, 0, "iron")
    if guarded:
        b.piece("plane", 0, 2)
    b.capital(1, 6, "wheat", bread=taker_bread, gasoline=20)
    b.piece("plane", 1, 6)
    b.piece("battleship", 1, 6)
    b.capital(2, 11, "steel", bread=40, gasoline=20)
    b.piece("battleship", 2, 11)
    return b


def test_short_of_bread_it_sells_its_other_island_to_a_seat_that_can_feed_it():
    """6.5, K-17, 6.2 ISLAND: 40 bread against an upkeep of 12 (3 turns): the seat offers island
    2 (never its capital, KD-36) to seat 1, which can feed it, not to seat 2, which cannot; seat
    1 accepts, and the seat's plane there is recoloured, so the island and its 5 bread a turn
    are seat 1's (K-43)."""
    m = _table(bread=40).match(active=0, upkeep=True)
    roll(m, 3)
    assert kind(m) == "diplomacy"
    offered = {a.args for a in m.pending[0].options if a.kind == "propose"}
    assert (1, "sell_island", 500, 2) in offered and not any(a[3] == 1 for a in offered)
    choice = _ai(m)
    assert choice.kind == "propose" and choice.args == (1, "sell_island", 500, 2)
    act(m, choice.id)
    assert kind(m) == "answer" and _ai(m).kind == "accept_offer"
    act(m, _ai(m).id)
    while kind(m) == "diplomacy":
        act(m, _ai(m).id)
    s = m.state
    assert s.islands[1].owner == 1 and s.capital_of(0).id == 1
    assert not any(a.args[1] == "sell_island" for a in proposals(RULES.g, s, 0))


def test_a_seat_with_bread_to_spare_keeps_its_island():
    """6.5, K-17, KD-48: with 300 bread (25 turns) the island is no burden and is not offered;
    with 40 (3 turns) it is, and already with 72 (6 turns of 12: a seat sheds it from 7 upkeeps
    left, measured on the first famine)."""
    for bread, offered in ((300, False), (40, True), (72, True), (84, False)):
        s = _table(bread=bread).state(active=0)
        menu = [a.args[1] for a in proposals(RULES.g, s, 0)]
        assert ("sell_island" in menu) == offered


def test_a_seat_that_could_not_feed_the_island_turns_it_down():
    """6.5: taking an island adds 5 bread a turn and the war pieces handed over with it (K-17);
    a seat whose bread would then run out soon values it below nothing, one that stays fed
    values it at its worth in the ranking (KD-37 (vi))."""
    item = Item("island", 0, 1, island=2)
    rich = _table(bread=40, taker_bread=400).match(active=0)
    poor = _table(bread=40, taker_bread=60).match(active=0)
    assert item_value(_brief(rich, 1), item) > 0 > item_value(_brief(poor, 1), item)


def test_an_undefended_island_it_bought_is_where_its_plane_flies():
    """6.2 ISLAND, K-43: the seller has no war piece on the island it sold, so the buyer's plane
    goes there (the island flips once the buyer's war piece is the only one there)."""
    b = _table(bread=40, guarded=False, humans=(0,))
    m = b.match(active=1)
    submit(m, 0, "send", 1, "island,0,1,2;gold,1,0,500,now", "next")
    assert kind(m) == "answer" and _ai(m).kind == "accept_offer"
    act(m, _ai(m).id)
    plan = make_plan(_brief(m, 1), 0.5)
    planes = [p.id for p in m.state.pieces.values() if p.owner == 1 and p.kind == "plane"]
    assert [plan.intent.get(pid) for pid in planes] == [("attack", 2)]


def test_an_item_settled_by_one_carried_out_before_it_is_skipped():
    """6.2 (T3, binding): seat 0 owes seat 1 island 2 and, in another offer, the plane on it.
    Handing over the island recolours the plane, which settles the second offer too; T3 then
    skips that item (it is no longer queued) instead of looking up a closed offer."""
    from game.core import Chance

    b = _table(bread=40, humans=(0, 1))
    m = b.match(active=1)
    plane = next(p.id for p in m.state.pieces.values() if p.owner == 0 and p.kind == "plane")
    submit(m, 1, "send", 0, "island,0,1,2", "next")
    submit(m, 1, "send", 0, f"piece,0,1,{plane}", "next")
    for oid in sorted(m.state.offers):
        submit(m, 0, "accept", oid)
    assert len(m.state.queue) == 2
    act(m, "end_turn")
    while not (isinstance(m.pending, tuple) and m.pending[0].seat == 0):
        if isinstance(m.pending, Chance):
            roll(m, 3)
        else:
            act(m, _ai(m).id)
    s = m.state
    assert s.islands[1].owner == 1 and s.pieces[plane].owner == 1
    assert not s.queue and all(o.status == "completed" for o in s.history.values())


def test_a_buyer_with_only_a_battleship_sails_it_to_the_undefended_island():
    """6.2 ISLAND, K-43, KD-48: a buyer whose only war piece is a battleship at home can still
    take an undefended island it is offered (it values it), and before any seat has starved
    (nobody raids a capital then) the battleship sails there to make it flip."""
    b = builder(n=3, humans=(0,))
    b.capital(0, 1, "oil", bread=40, gasoline=20)
    b.piece("battleship", 0, 1)
    b.island(2, 0, "iron")
    b.capital(1, 6, "wheat", bread=400, gasoline=20)
    ship = b.piece("battleship", 1, 6)
    b.capital(2, 11, "steel", bread=40, gasoline=20)
    b.piece("battleship", 2, 11)
    m = b.match(active=1)
    assert item_value(_brief(m, 1), Item("island", 0, 1, island=2)) > 0
    submit(m, 0, "send", 1, "island,0,1,2;gold,1,0,500,now", "next")
    assert kind(m) == "answer" and _ai(m).kind == "accept_offer"
    act(m, _ai(m).id)
    assert make_plan(_brief(m, 1), 0.5).intent.get(ship) == ("attack", 2)
