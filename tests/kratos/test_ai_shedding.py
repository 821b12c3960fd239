"""The baseline AI sheds only what it cannot feed, gives a doomed piece away before it shoots
it, and ships bread to a capital that has bought it (KD-48, KD-5, K-21, KD-11, 6.2, 6.5)."""

from kratos_kit import RULES, act, ai_gives, builder, roll, submit

from game.core import Chance
from game.core.rng import Rng
from game.kratos.ai import HeuristicPolicy
from game.kratos.ai_plan import make_plan
from game.kratos.ai_view import Brief


def _plan(m, seat=0, aggression=0.5):
    return make_plan(Brief(RULES.g, RULES.view(m.state, seat), seat), aggression)


def _ai(m, policy=None):
    d = m.pending[0]
    policy = policy or HeuristicPolicy()
    return policy.choose(RULES.view(m.state, d.seat), d, Rng(1))


def _shooting_seat(bread: int, other_bread: int):
    """Seat 0 on its capital with idle producers; seat 1 on one island; seat 2 (starving) holds
    the islands nobody mentions."""
    b = builder(n=3)
    b.capital(0, 1, "iron", bread=bread, gasoline=50)
    b.capital(1, 18, "oil", bread=other_bread)
    b.piece("battleship", 1, 18)
    ship = b.piece("battleship", 0, 1)
    b.piece("plane", 0, 1)
    idle = [b.piece("steel_producer", 0, 1) for _ in range(3)]
    return b, ship, idle


def test_it_does_not_scuttle_a_piece_it_can_feed():
    """KD-48, KD-5: with bread for the whole horizon it fires at none of its own pieces, idle
    producers included; short of bread it does."""
    b, ship, idle = _shooting_seat(bread=500, other_bread=200)
    plan = _plan(b.match(active=0, die=3))
    assert not any(what == "scuttle" for what, _ in plan.intent.values())
    assert plan.shed == []
    b, ship, idle = _shooting_seat(bread=60, other_bread=200)
    plan = _plan(b.match(active=0, die=3))
    assert plan.intent[ship][0] == "scuttle" and plan.intent[ship][1] in idle


def test_a_doomed_piece_is_offered_to_a_seat_that_can_feed_it_before_it_is_shot():
    """K-21, KD-11, 6.5: short of bread, the seat first offers one doomed producer to the seat
    best able to feed it; the seat takes it (its bread covers the higher upkeep), and the
    battleship then fires at another doomed piece of its own, never at the one given away."""
    b, ship, idle = _shooting_seat(bread=60, other_bread=500)
    m = b.match(active=0, die=3)
    plan = _plan(m)
    gift = plan.order[0]
    assert plan.intent[gift] == ("gift", 1) and gift in idle
    policy = HeuristicPolicy()
    ai_gives(m, gift, 1, policy)
    assert m.state.pieces[gift].owner == 1
    assert _ai(m, policy).id == f"piece:{ship}"
    act(m, f"piece:{ship}")
    act(m, _ai(m, policy).id)
    choice = _ai(m, policy)
    assert choice.kind == "target" and choice.args[0] == "piece"
    target = m.state.pieces[int(str(choice.args[1]))]
    assert target.owner == 0 and target.id != gift and target.id in idle


def test_a_piece_nobody_can_feed_is_shot():
    """KD-5, KD-11, 6.5: when no seat can feed the piece (the others are short of bread too), it
    is not offered at all and the battleship fires at it."""
    b, ship, idle = _shooting_seat(bread=60, other_bread=20)
    plan = _plan(b.match(active=0, die=3))
    assert not any(what == "gift" for what, _ in plan.intent.values())
    assert plan.intent[ship][0] == "scuttle" and plan.intent[ship][1] in idle


def test_it_ships_bread_it_sold_to_the_buyers_capital():
    """6.2 DELIVER, 6.5, KD-48: a starving seat buys a lot of bread; the AI seller accepts (its
    merchant and bread are near enough to arrive before the deadline, KD-43), and in its turn the
    merchant loads the lot on its bread island and sails for the buyer's capital at once."""
    b = builder(n=2, humans=(1,))
    b.capital(0, 1, "wheat", bread=300, gasoline=50)
    b.piece("battleship", 0, 1)
    b.island(2, 0, "bread", bread=200)
    merchant = b.piece("merchant", 0, 2)
    b.capital(1, 6, "oil", bread=0, gasoline=10)
    b.piece("battleship", 1, 6)
    m = b.match(active=0, die=3)
    submit(m, 1, "send", 0, "deliver,0,1,bread,1,6;gold,1,0,2000,done", "next")
    assert m.pending[0].kind == "answer" and _ai(m).kind == "accept_offer"
    act(m, _ai(m).id)
    plan = _plan(m)
    assert plan.intent[merchant][0] == "haul"
    policy = HeuristicPolicy()
    while m.pending[0].kind == "choose_play" and _ai(m, policy).id != f"piece:{merchant}":
        act(m, _ai(m, policy).id)
    act(m, f"piece:{merchant}")
    assert _ai(m, policy).id == "declare:MOVE"
    act(m, "declare:MOVE")
    assert _ai(m, policy).id == "load:goods:bread"
    act(m, "load:goods:bread")
    act(m, _ai(m, policy).id)  # cargo done
    gm = RULES.g.geometry(RULES.g.default_spec)
    start = m.state.pieces[merchant].loc
    act(m, _ai(m, policy).id)  # the move
    here = m.state.pieces[merchant].loc
    assert m.state.pieces[merchant].goods == "bread"
    home = gm.field(gm.island_node(6))
    assert home[here] < home[start]


def test_it_refuses_a_delivery_it_cannot_make_in_time():
    """KD-43, 6.5: a lot of bread due by the end of the next round to a capital far from its
    merchant and its bread is refused (it would expire on the way)."""
    b = builder(n=2, humans=(1,))
    b.capital(0, 1, "wheat", bread=300, gasoline=50)
    b.piece("battleship", 0, 1)
    b.island(2, 0, "bread", bread=200)
    b.piece("merchant", 0, 2)
    b.capital(1, 18, "oil", bread=0, gasoline=10)
    b.piece("battleship", 1, 18)
    m = b.match(active=0, die=3)
    submit(m, 1, "send", 0, "deliver,0,1,bread,1,18;gold,1,0,2000,done", "next")
    assert m.pending[0].kind == "answer" and _ai(m).kind != "accept_offer"


def test_the_raider_strikes_a_starving_capital_rather_than_scuttle():
    """KD-48, KD-14: while it sheds pieces it cannot feed, the seat's strongest war piece still
    goes for a starving capital (it cannot fire back); the other war pieces do the scuttling."""
    b = builder(n=3)
    b.capital(0, 1, bread=60, gasoline=50)
    raider = b.piece("battleship", 0, 1)
    plane = b.piece("plane", 0, 1)
    idle = [b.piece("steel_producer", 0, 1) for _ in range(3)]
    b.capital(1, 2, bread=0)
    b.piece("plane", 1, 2)
    b.capital(2, 18, bread=300)
    b.piece("battleship", 2, 18)
    m = b.match(active=0, die=3, round=12)
    m.state.famine_in_round[1] = True
    m.state.first_famine = 11
    plan = _plan(m)
    assert plan.intent[raider] == ("attack", 2)
    assert plan.intent[plane][0] == "scuttle" and plan.intent[plane][1] in idle


def test_a_starving_capital_is_raided_however_far():
    """K-69, KD-14, KD-48: a capital in famine across the whole sea is still the raider's target,
    even for a cautious seat whose raids otherwise stay near home."""
    b = builder(n=3)
    b.capital(0, 1, bread=300, gasoline=50)
    raider = b.piece("battleship", 0, 1)
    b.piece("plane", 0, 1)
    b.capital(1, 18, bread=0)
    b.piece("plane", 1, 18)
    b.capital(2, 9, bread=300)
    b.piece("battleship", 2, 9)
    m = b.match(active=0, die=3, round=12)
    m.state.famine_in_round[1] = True
    m.state.first_famine = 11
    gm = RULES.g.geometry(RULES.g.default_spec)
    assert gm.field(gm.island_node(18))[gm.island_node(1)] > 8 + round(0.1 * 14)
    assert _plan(m, aggression=0.1).intent[raider] == ("attack", 18)


def test_after_a_capture_it_plans_again_with_the_pieces_it_took():
    """K-69, KD-8: a capital taken in the middle of the turn brings its owner's unplayed pieces;
    the seat plans again at once and gives them work in the same turn."""
    b = builder(n=3)
    b.capital(0, 1, bread=300, gasoline=50)
    raider = b.piece("battleship", 0, 1)
    b.piece("plane", 0, 1)
    b.capital(1, 2, bread=0)
    taken = [b.piece("iron_producer", 1, 2), b.piece("merchant", 1, 2), b.piece("plane", 1, 17)]
    b.capital(2, 18, bread=300)
    b.piece("battleship", 2, 18)
    m = b.match(active=0, die=6, round=12)
    m.state.famine_in_round[1] = True
    m.state.first_famine = 11
    policy = HeuristicPolicy()
    assert _ai(m, policy).id == f"piece:{raider}"
    while isinstance(m.pending, Chance) or (
        m.pending[0].kind != "choose_play" or m.state.pieces[taken[0]].owner != 0
    ):
        if isinstance(m.pending, Chance):
            roll(m, 6)  # a shot that misses
            continue
        assert m.pending[0].seat == 0
        act(m, _ai(m, policy).id)
    assert m.state.eliminated[1] and all(m.state.pieces[t].owner == 0 for t in taken)
    _ai(m, policy)
    assert any(t in policy.plan(Brief(RULES.g, RULES.view(m.state, 0), 0)).intent for t in taken)


def _remote_seat():
    """Seat 0, short of bread: its battleship and two planes on its capital (island 1), three
    idle steel producers alone on its island 2, four steps away, where nothing of its fires."""
    b = builder(n=3)
    b.capital(0, 1, "iron", bread=60, gasoline=50)
    b.capital(1, 18, "oil", bread=40)
    b.piece("battleship", 1, 18)
    ship = b.piece("battleship", 0, 1)
    planes = [b.piece("plane", 0, 1) for _ in range(2)]
    b.island(2, 0, "steel")
    far = [b.piece("steel_producer", 0, 2) for _ in range(3)]
    return b, ship, planes, far


def test_a_plane_flies_to_doomed_pieces_no_gun_reaches_and_fires_on_arrival():
    """KD-5, KD-48: doomed producers alone on another island are hunted. A plane that would
    only have fired at (or been) a doomed war piece at home flies there and fires in the same
    play (MOVE_THEN_SHOOT, K-30), and no gun at home fires at it this turn."""
    b, _ship, planes, far = _remote_seat()
    m = b.match(active=0, die=3)
    plan = _plan(m)
    hunts = {pid: arg for pid, (what, arg) in plan.intent.items() if what == "hunt"}
    assert hunts and set(hunts) <= set(planes) and set(hunts.values()) <= set(far)
    assert not any(pid in plan.shed for pid in hunts)
    assert all(arg not in hunts for what, arg in plan.intent.values() if what == "scuttle")
    hunter = min(hunts)
    policy = HeuristicPolicy()
    while _ai(m, policy).id != f"piece:{hunter}":
        act(m, _ai(m, policy).id)
        while isinstance(m.pending, Chance):
            m.step_chance()
    act(m, f"piece:{hunter}")
    assert _ai(m, policy).id == "declare:MOVE_THEN_SHOOT"
    act(m, "declare:MOVE_THEN_SHOOT")
    act(m, _ai(m, policy).id)  # the move
    choice = _ai(m, policy)
    assert choice.kind == "target" and choice.args == ("piece", hunts[hunter])


def _doomed_plane():
    """Seat 0's plane on its steel island, out of every gun's reach, and its battleship at
    home: the match, the battleship, the plane."""
    b = builder(n=3)
    b.capital(0, 1, "iron", bread=30, gasoline=50)
    b.capital(1, 18, "oil", bread=40)
    b.piece("battleship", 1, 18)
    ship = b.piece("battleship", 0, 1)
    b.island(2, 0, "steel")
    plane = b.piece("plane", 0, 2)
    return b.match(active=0, die=3), ship, plane


def test_a_doomed_plane_out_of_reach_flies_to_the_raider_to_be_fired_at():
    """KD-5: a doomed plane that no gun of its seat reaches musters within the battleship's
    range (its strongest gun), and the battleship waits for it instead of sailing off."""
    m, ship, plane = _doomed_plane()
    plan = _plan(m)
    assert plan.intent[plane] == ("muster", ship)
    assert plan.intent[ship] == ("guard", 0)
    policy = HeuristicPolicy()
    while _ai(m, policy).id != f"piece:{plane}":
        act(m, _ai(m, policy).id)
    act(m, f"piece:{plane}")
    assert _ai(m, policy).id == "declare:MOVE"
    act(m, "declare:MOVE")
    move = _ai(m, policy)
    assert RULES.g.geometry(m.state.board).dist(int(move.args[0]), m.state.pieces[ship].loc) <= 2


def test_the_raider_never_sails_onto_another_seats_island_for_a_doomed_piece():
    """KD-48, K-43, K-69: a doomed piece of the seat out of every gun's reach brings the raider
    over when it stands on the seat's own island, never when it stands on another seat's island
    (the raider alone there would take it, here a whole undefended capital, before any famine)."""
    for island, owner, sails in ((2, 0, True), (6, 1, False)):
        b = builder(n=3)
        b.capital(0, 1, "iron", bread=40, gasoline=50)
        ship = b.piece("battleship", 0, 1)
        b.capital(1, 6, "oil", bread=40)  # too short of bread to be given the piece (KD-11)
        if owner == 0:
            b.island(2, 0, "steel")
        b.piece("steel_producer", 0, island)
        b.capital(2, 18, "iron", bread=40)
        b.piece("battleship", 2, 18)
        plan = _plan(b.match(active=0, die=3))
        assert (plan.intent.get(ship) == ("reinforce", island)) == sails


def test_a_doomed_plane_whose_raider_is_gone_flies_home():
    """KD-5: the plane planned to muster by a raider that is no longer there (shot, or gone in
    a plan made before it was) flies home instead (the search's rollouts plan mid-turn)."""
    m, ship, plane = _doomed_plane()
    policy = HeuristicPolicy()
    while _ai(m, policy).id != f"piece:{plane}":
        act(m, _ai(m, policy).id)
    act(m, f"piece:{plane}")
    act(m, "declare:MOVE")
    d = m.pending[0]
    view = RULES.view(m.state, 0)
    policy.plan(Brief(RULES.g, view, 0)).intent[plane] = ("muster", ship + 1000)  # no such piece
    move = policy.choose(view, d, Rng(1))
    home = RULES.g.geometry(m.state.board).island_node(1)
    assert move in d.options and move.args[0] != m.state.pieces[plane].loc
    assert RULES.g.geometry(m.state.board).dist(int(move.args[0]), home) < RULES.g.geometry(
        m.state.board
    ).dist(m.state.pieces[plane].loc, home)
