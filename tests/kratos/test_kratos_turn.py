"""The turn and the round (section 3): K-14 .. K-16, K-19, K-23, K-25, KD-8, KD-38, KD-44."""

from kratos_kit import RULES, act, builder, ids, inode, kind, node, play, roll, scenario

from game.core import Action, Chance, IllegalAction
from game.kratos.tasks import ChoosePlay, PieceMenu


def _three_seats(**kw):
    b = builder(n=3, humans=(0, 1, 2), variants={"endings": "original"}, **kw)
    for q, k in enumerate((1, 6, 11)):
        b.capital(q, k, bread=100, gasoline=10)
        b.piece("battleship", q, k)
    return b


def test_a_turn_is_upkeep_then_the_die_then_the_plays():
    """K-14, K-17, K-19: upkeep first, then one speed die, then the seat plays its pieces."""
    b = _three_seats()
    m = b.match(active=0, upkeep=True)
    s = m.state
    assert s.capital_of(0).depots["bread"] == 100 - (5 + 1)
    assert isinstance(m.pending, Chance) and m.pending.sides == 6  # K-5: one d6
    roll(m, 6)
    assert (s.die, s.base) == (6, 4) and kind(m) == "choose_play"


def test_turns_follow_the_order_and_skip_eliminated_seats():
    """K-15, K-16: 0, 1, 2, then 0 again with a new round; a seat without its flag is skipped for
    good; every surviving seat gets its turn."""
    b = _three_seats()
    m = b.match(active=0, upkeep=True)
    s = m.state
    seen = []
    for _ in range(4):
        roll(m, 3)
        seen.append((s.round, s.active))
        if len(seen) < 4:
            act(m, "end_turn")
    assert seen == [(1, 0), (1, 1), (1, 2), (2, 0)]
    from game.kratos.board import set_owner

    s.eliminated[1] = 1
    s.islands[5].flag = -1
    s.islands[5].owner = 0
    for p in sorted(s.owned[1]):
        set_owner(s, p, 0)
    act(m, "end_turn")
    assert s.active == 2 and s.turns_taken[1] == 1


def test_the_die_is_rolled_in_a_famine_turn_too():
    """K-19, KD-14: the roll is logged even when nothing can move."""
    b = _three_seats()
    b.s.islands[0].depots["bread"] = 0
    m = b.match(active=0, upkeep=True)
    assert m.state.famine and isinstance(m.pending, Chance)
    roll(m, 2)
    assert m.log[-1] == {"chance": [2]} and m.state.die == 2


def test_passing_uses_the_play_and_the_turn_ends_when_nothing_is_left():
    """K-23, K-25: a passed piece is done; with nothing left the turn ends by itself;
    END_TURN is always there and passes the rest."""
    b = scenario()
    ship = b.piece("battleship", 0, 1)
    plane = b.piece("plane", 0, 1)
    m = b.match(active=0)
    assert ids(m)[0] == "end_turn"
    play(m, ship, "pass")
    assert ship in m.state.played and f"piece:{ship}" not in ids(m)
    play(m, plane, "pass")
    assert m.state.active != 0 or not isinstance(m.state.agenda[-1], ChoosePlay)


def test_one_piece_is_played_at_a_time():
    """KD-44, K-20, K-22: once a piece is picked, its play is finished before another piece can
    be chosen; `back` returns to the list without playing it."""
    b = scenario()
    ship = b.piece("battleship", 0, 1)
    plane = b.piece("plane", 0, 1)
    m = b.match(active=0, die=3)
    act(m, f"piece:{ship}")
    assert kind(m) == "piece_menu"
    with_plane = Action("piece", (plane,))
    try:
        m.submit(0, with_plane)
        raise AssertionError("a second piece was picked during a play")
    except IllegalAction as exc:
        assert exc.ref.rule.startswith("CORE")
    act(m, "back")
    assert ship not in m.state.played and kind(m) == "choose_play"
    act(m, f"piece:{ship}")
    act(m, "declare:MOVE")
    assert kind(m) == "move" and ship in m.state.played
    act(m, f"move:{node(5, 3)}:go")
    assert kind(m) == "choose_play"


def test_pieces_that_change_hands_keep_their_played_mark():
    """KD-8: a piece sold keeps its used play; pieces won by an elimination keep their marks and
    the captor may play those that have not played this turn."""
    b = builder()
    b.capital(1, 1, bread=100, gasoline=10)  # O, guarded by a heeled battleship
    o_ship = b.piece("battleship", 1, 1, heeled=True)
    b.island(6, 1, "iron")
    o_plane = b.piece("plane", 1, 6)
    o_done = b.piece("plane", 1, 6, played=True)
    b.capital(3, 3, bread=100, gasoline=10)  # X
    x_ship = b.piece("battleship", 3, (4, 4))
    x_plane = b.piece("plane", 3, (5, 3))
    m = b.match(active=3, die=3)
    play(m, x_ship, "declare:SHOOT", f"target:piece:{o_ship}", "die:1")
    play(m, x_plane, "declare:MOVE", f"move:{inode(1)}:go")
    s = m.state
    assert not s.alive(1) and s.pieces[o_plane].owner == 3
    assert f"piece:{o_plane}" in ids(m) and f"piece:{o_done}" not in ids(m)
    assert o_done in s.played


def test_a_seat_eliminated_in_its_own_turn_loses_the_rest_of_it():
    """KD-38: it moved its capital's last war piece out beside an enemy plane: eliminated at
    departure; the turn stops and its steel is lost; the next seat plays."""
    b = builder(n=3)
    b.capital(0, 10, bread=100, gasoline=10)
    b.island(13, 0, "steel", iron=100)
    prod = b.piece("steel_producer", 0, 13)
    ship = b.piece("battleship", 0, 10)
    b.piece("plane", 1, 10)
    b.capital(1, 1, bread=100)
    b.capital(2, 6, bread=100)
    b.piece("battleship", 2, 6)
    m = b.match(active=0, die=3)
    play(m, prod, "declare:PRODUCE", "produce:30", "steel_done")
    assert m.state.steel[13] == 30
    events = play(m, ship, "declare:MOVE", f"move:{node(4, 13)}:go")
    s = m.state
    assert not s.alive(0) and s.steel == {}
    assert any(e.type == "turn_stopped" for e in events)
    assert any(e.type == "steel_lost" and e.data["units"] == 30 for e in events)
    assert not any(isinstance(t, (ChoosePlay, PieceMenu)) and t.seat == 0 for t in s.agenda)
    assert s.active == 1


def test_rounds_count_from_the_first_seat():
    """KD-37 bookkeeping: a new round begins when the turn passes back to the first surviving
    seat."""
    b = _three_seats()
    m = b.match(active=2, upkeep=True, round=4)
    roll(m, 3)
    act(m, "end_turn")
    assert m.state.round == 5 and m.state.active == 0
    assert any(e.type == "round_over" for e in m.recent_events)


def test_moves_into_an_island_with_no_room_are_refused():
    """KD-24, K-43: the limits count everything arriving, cargo included."""
    b = scenario()
    b.island(2, 0, "bread")
    for _ in range(5):
        b.piece("bread_producer", 0, 2)
    merchant = b.piece("merchant", 0, (6, 3))
    b.piece("iron_producer", 0, aboard=merchant)
    m = b.match(active=0, die=3)
    play(m, merchant, "declare:MOVE")
    assert f"move:{inode(2)}:go" not in ids(m)  # a sixth producer
    RULES.check_invariants(m.state)
