"""The hand-checkable scenarios of the digest (section 9), one test each, on the default board with
the conventions of section 9 (P = seat 0, capital island 1 with bread 100 and gasoline 10)."""

import pytest
from kratos_kit import (
    RULES,
    act,
    builder,
    finished,
    ids,
    inode,
    kind,
    node,
    play,
    roll,
    scenario,
    submit,
    upkeep,
)

from game.core import Action, Chance, IllegalAction
from game.kratos.movement import budget
from game.kratos.production import max_units


def gas(m, seat=0):
    return m.state.capital_of(seat).depots["gasoline"]


def test_KS_01_bread_from_wheat_four_producers():
    """KS-1 (K-58): 16, 16, 16 then 12 bread from 60 wheat; one gasoline per producing play."""
    b = scenario()
    isl = b.island(12, 0, "bread", wheat=60)
    ps = [b.piece("bread_producer", 0, 12) for _ in range(4)]
    m = b.match(active=0, die=1)
    for p, made, left in zip(ps, (16, 16, 16, 12), (44, 28, 12, 0)):
        play(m, p, "declare:PRODUCE")
        assert ids(m)[0] == f"produce:{made}"  # the maximum is proposed first
        act(m, f"produce:{made}")
        assert isl.depots["wheat"] == left
    assert isl.depots["bread"] == 60
    assert gas(m) == 6


@pytest.mark.parametrize(
    "die,base,ship,plane,producer,units",
    [
        (1, 2, 2, 6, "wheat_producer", 16),
        (2, 3, 3, 9, "iron_producer", 6),
        (4, 3, 3, 9, "iron_producer", 6),
        (6, 4, 4, 12, "steel_producer", 40),
    ],
)
def test_KS_02_speed_die_gives_every_budget(die, base, ship, plane, producer, units):
    """KS-2 (K-19, K-28, K-30, K-51): the die read as a base speed, times speed or capacity."""
    b = scenario()
    infra = RULES.g.kinds[producer].produces
    b.island(13, 0, infra, iron=200)
    s_id = b.piece("battleship", 0, 1)
    p_id = b.piece("plane", 0, 1)
    q_id = b.piece(producer, 0, 13)
    m = b.match(active=0, upkeep=True)
    roll(m, die)
    s = m.state
    assert s.base == base
    assert budget(RULES.g, s, s.pieces[s_id]) == ship
    assert budget(RULES.g, s, s.pieces[p_id]) == plane
    assert max_units(RULES.g, s, s.pieces[q_id]) == units


def _kd40_seat(b, seat, capital, second, bread):
    """A seat as after setup with the KD-40 placement (12 playable pieces, 2 islands)."""
    b.capital(seat, capital, "wheat", bread=bread, gasoline=100)
    b.island(second, seat, "bread")
    for _ in range(3):
        b.piece("wheat_producer", seat, capital)
        b.piece("bread_producer", seat, second)
    b.piece("plane", seat, second)
    for k in ("battleship", "plane", "plane", "merchant", "tanker"):
        b.piece(k, seat, capital)


def _next_own_turn(m, seat=0):
    """End the current turn and play the other seats' (empty) turns until `seat` has rolled."""
    while True:
        p = m.pending
        if isinstance(p, Chance):
            own = m.state.active == seat
            roll(m, 3)
            if own:
                return
        elif p[0].seat == seat and p[0].kind == "choose_play":
            act(m, "end_turn")
        elif p[0].kind == "host_stop":
            act(m, "play_on")
        else:
            raise AssertionError(f"unexpected decision {p[0]}")


def test_KS_03_starting_bread_runs_out_on_the_tenth_turn():
    """KS-3 (K-17, K-18, KD-14, KD-41): 22 a turn, famine on the 10th turn and every later one."""
    b = builder(n=2, humans=(0,), levels={1: "passive"}, variants={"endings": "original"})
    _kd40_seat(b, 0, 1, 6, 200)
    b.capital(1, 18, "oil")
    m = b.match(active=0, upkeep=True)
    s = m.state
    roll(m, 3)
    for turn in range(1, 12):
        assert upkeep(s, 0) == 22
        if turn <= 9:
            assert s.capital_of(0).depots["bread"] == 200 - 22 * turn
            assert not s.famine
        else:
            assert s.famine and s.capital_of(0).depots["bread"] == 0
            # only sell or pass (and END_TURN)
            assert all(not o.startswith("declare") for o in _menu_of_first_piece(m))
        _next_own_turn(m)


def _menu_of_first_piece(m):
    act(m, ids(m)[-1])  # the last piece
    out = ids(m)
    act(m, "back")
    return out


def test_KS_04_exactly_the_upkeep_is_not_a_famine():
    """KS-4 (K-18): a depot that holds exactly the upkeep drops to 0; the next turn starves."""
    b = builder(n=2, humans=(0,), levels={1: "passive"}, variants={"endings": "original"})
    _kd40_seat(b, 0, 1, 6, 22)
    b.capital(1, 18, "oil")
    m = b.match(active=0, upkeep=True)
    roll(m, 3)
    s = m.state
    assert not s.famine and s.capital_of(0).depots["bread"] == 0
    assert "produce_all" in ids(m)
    _next_own_turn(m)
    assert s.famine


def test_KS_05_famine_allows_only_selling_and_passing():
    """KS-5 (K-18, K-19, K-20, K-21, KD-14): upkeep 9 against 5 bread; the die is still rolled."""
    b = builder()
    b.capital(0, 1, "wheat", bread=5, gasoline=10)
    ship = b.piece("battleship", 0, 1)
    prods = [b.piece("wheat_producer", 0, 1) for _ in range(3)]
    x_plane = b.piece("plane", 1, 1)
    b.piece("merchant", 1, (4, 1))
    m = b.match(active=0, upkeep=True)
    events = roll(m, 4)
    s = m.state
    assert s.famine and s.capital_of(0).depots["bread"] == 0
    assert any(e.type == "speed_rolled" and e.data["die"] == 4 for e in events)
    assert m.log[-1] == {"chance": [4]}
    act(m, f"piece:{ship}")
    assert not any(o.startswith("declare") for o in ids(m))
    act(m, "back")
    for p in prods:
        act(m, f"piece:{p}")
        assert not any(o.startswith("declare") for o in ids(m))
        act(m, "back")
    play(m, x_plane, "sell:0")  # confiscated, no consent asked
    assert s.pieces[x_plane].owner == 0


@pytest.mark.parametrize("die,hit", [(4, True), (5, False)])
def test_KS_06_shot_at_a_loaded_merchant(die, hit):
    """KS-6 (K-35, K-36, K-41, KD-10, KD-3): distance 2, battleship power 4."""
    b = scenario()
    ship = b.piece("battleship", 0, (10, 4))
    merchant = b.piece("merchant", 1, (12, 5), goods="wheat")
    m = b.match(active=0)
    before = upkeep(m.state, 1)
    play(m, ship, "declare:SHOOT", f"target:piece:{merchant}", f"die:{die}")
    s = m.state
    assert (merchant not in s.pieces) == hit
    assert (node(12, 5) in s.sea) == (not hit)
    assert upkeep(s, 1) == before - (1 if hit else 0)
    assert gas(m) == 10
    assert finished(m, ship)  # no move after SHOOT


def test_KS_07_heeling_then_sinking_a_loaded_carrier():
    """KS-7 (K-36, K-41, K-47, KD-10): heeled first, then sunk with its three planes."""
    b = scenario()
    carrier = b.piece("carrier", 1, (15, 9))
    for _ in range(3):
        b.piece("plane", 1, aboard=carrier)
    plane = b.piece("plane", 0, (14, 9))
    m = b.match(active=0)
    play(m, plane, "declare:SHOOT", f"target:piece:{carrier}", "die:2")
    s = m.state
    assert s.pieces[carrier].heeled and len(s.pieces[carrier].cargo) == 3
    # P's next turn, the carrier still heeled
    b2 = scenario()
    carrier = b2.piece("carrier", 1, (15, 9), heeled=True)
    for _ in range(3):
        b2.piece("plane", 1, aboard=carrier)
    plane = b2.piece("plane", 0, (14, 9))
    m2 = b2.match(active=0)
    before = upkeep(m2.state, 1)
    play(m2, plane, "declare:SHOOT", f"target:piece:{carrier}", "die:1")
    assert carrier not in m2.state.pieces
    assert upkeep(m2.state, 1) == before - 4


def test_KS_08_depot_hits_take_100_then_the_rest():
    """KS-8 (K-36, K-59, KD-5, KD-6, KD-2): 150 oil, then 50, then 0; an empty depot is no
    target; one shot per piece per turn."""
    b = scenario()
    isl = b.island(6, 1, "oil", oil=150)
    ship = b.piece("battleship", 0, (7, 4))
    m = b.match(active=0)
    play(m, ship, "declare:SHOOT", "target:depot:6:oil", "die:3")
    assert isl.depots["oil"] == 50
    assert finished(m, ship)  # KD-2: played, no second shot
    b2 = scenario()
    isl = b2.island(6, 1, "oil", oil=50)
    ship = b2.piece("battleship", 0, (7, 4))
    m2 = b2.match(active=0)
    play(m2, ship, "declare:SHOOT", "target:depot:6:oil", "die:1")
    assert isl.depots["oil"] == 0
    b3 = scenario()
    b3.island(6, 1, "oil")
    b3.piece("merchant", 1, (7, 5))
    ship = b3.piece("battleship", 0, (7, 4))
    m3 = b3.match(active=0)
    play(m3, ship, "declare:SHOOT")
    assert "target:depot:6:oil" not in ids(m3)


@pytest.mark.parametrize(
    "shooter,at,in_range",
    [
        ("plane", (6, 5), True),
        ("plane", (7, 4), False),
        ("battleship", (7, 4), True),
        ("battleship", 1, False),
    ],
)
def test_KS_09_range_to_an_island(shooter, at, in_range):
    """KS-9 (K-38, KD-4, KD-6, section 4 distance)."""
    b = scenario()
    b.island(6, 1, "oil")
    target = b.piece("merchant", 1, 6)
    p = b.piece(shooter, 0, at)
    m = b.match(active=0)
    act(m, f"piece:{p}")
    if "declare:SHOOT" not in ids(m):
        assert not in_range
        return
    act(m, "declare:SHOOT")
    assert (f"target:piece:{target}" in ids(m)) == in_range


def test_KS_10_leaving_one_island_and_entering_another():
    """KS-10 (K-32, K-43 movement, section 4 rule 3): 4 steps with die 6; not with die 3; leave
    and come back with die 3."""
    b = scenario()
    b.island(2, 0, "bread")
    ship = b.piece("battleship", 0, 1)
    b.piece("merchant", 1, (9, 2))
    m = b.match(active=0, die=6)
    play(m, ship, "declare:MOVE_THEN_SHOOT", f"move:{inode(2)}:go")
    s = m.state
    assert s.pieces[ship].loc == inode(2) and gas(m) == 9
    assert kind(m) == "shoot"
    b = scenario()
    b.island(2, 0, "bread")
    ship = b.piece("battleship", 0, 1)
    m = b.match(active=0, die=3)
    play(m, ship, "declare:MOVE")
    assert f"move:{inode(2)}:go" not in ids(m)
    assert f"move:{node(6, 2)}:go" in ids(m)
    act(m, f"move:{inode(1)}:go")
    assert m.state.pieces[ship].loc == inode(1) and gas(m) == 9


def test_KS_11_entering_an_island_ends_the_movement():
    """KS-11 (K-32, K-43): the plane stops on island 7 with 6 points left."""
    b = scenario()
    b.island(7, 0, "bread")
    b.island(8, 0, "iron")
    plane = b.piece("plane", 0, (6, 4))
    m = b.match(active=0, die=3)
    events = play(m, plane, "declare:MOVE", f"move:{inode(7)}:go")
    moved = next(e for e in events if e.type == "moved")
    assert moved.data["steps"] == 3
    assert m.state.pieces[plane].loc == inode(7)
    assert finished(m, plane)


def _ks12(piece, die, **kw):
    b = scenario()
    b.piece("submarine", 1, (11, 8))
    b.mine((11, 9))
    b.piece("merchant", 1, (11, 10))
    p = b.piece(piece, 0, (10, 9), **kw)
    m = b.match(active=0, die=die)
    play(m, p, "declare:MOVE")
    return ids(m)


@pytest.mark.parametrize("die,reach", [(1, False), (3, False), (6, True)])
def test_KS_12_blocking(die, reach):
    """KS-12 (K-27, KD-18, KD-32): the battleship is walled off unless it can go round."""
    assert (f"move:{node(12, 9)}:go" in _ks12("battleship", die)) == reach
    assert f"move:{node(11, 9)}:go" not in _ks12("battleship", 6)


def test_KS_12_planes_and_submerged_subs_pass_over():
    """KS-12 (K-44, K-48, KD-18): a plane over the mine; a submerged sub under it, still down."""
    assert f"move:{node(12, 9)}:go" in _ks12("plane", 1)
    options = _ks12("submarine", 1, submerged=True)
    assert f"move:{node(12, 9)}:down" in options
    assert f"move:{node(12, 9)}:up" not in options  # no point left to surface
    assert not any(o.startswith(f"move:{node(11, 9)}:") for o in options)


def test_KS_13_submarine_toggles():
    """KS-13 (K-48, KD-17, KD-5): dive, pass under, come up and shoot."""
    b = scenario()
    sub = b.piece("submarine", 0, (10, 4))
    ship = b.piece("battleship", 1, (11, 4))
    m = b.match(active=0, die=3)
    play(m, sub, "declare:MOVE", f"move:{node(12, 4)}:down")
    assert m.state.pieces[sub].submerged and gas(m) == 9
    assert finished(m, sub)
    for die, heeled in ((3, True), (4, False)):
        b = scenario()
        sub = b.piece("submarine", 0, (10, 4))
        ship = b.piece("battleship", 1, (11, 4))
        m = b.match(active=0, die=6)
        play(m, sub, "declare:MOVE_THEN_SHOOT", f"move:{node(12, 4)}:up")
        assert not m.state.pieces[sub].submerged
        act(m, f"target:piece:{ship}")
        roll(m, die)
        assert m.state.pieces[ship].heeled == heeled
    # X's next turn: only a minesweeper may fire at the submerged sub
    b = builder()
    b.capital(1, 1, bread=100, gasoline=10)
    sub = b.piece("submarine", 0, (12, 4), submerged=True)
    ship = b.piece("battleship", 1, (11, 4))
    sweeper = b.piece("minesweeper", 1, (13, 4))
    m = b.match(active=1)
    play(m, ship, "declare:SHOOT")
    assert f"target:piece:{sub}" not in ids(m)
    act(m, "hold_fire")
    play(m, sweeper, "declare:SHOOT")
    assert f"target:piece:{sub}" in ids(m)


def test_KS_14_minesweeper_picks_up_and_lays():
    """KS-14 (K-46, KD-18, KD-19): pick-up ends the move; laying shares the cell; the mine then
    blocks ships; a full sweeper cannot pick up."""
    b = scenario()
    sweeper = b.piece("minesweeper", 0, (10, 14))
    b.mine((12, 14))
    m = b.match(active=0, die=4)
    events = play(m, sweeper, "declare:MOVE", f"move:{node(12, 14)}:pick")
    assert next(e for e in events if e.type == "moved").data["steps"] == 2  # 1 point unused
    s = m.state
    assert s.pieces[sweeper].mines == 1 and node(12, 14) not in s.mines and gas(m) == 9
    # next turn: lay it two cells on
    b = scenario()
    sweeper = b.piece("minesweeper", 0, (12, 14), mines=1)
    m = b.match(active=0, die=3)
    play(m, sweeper, "declare:MOVE", f"move:{node(14, 14)}:lay")
    s = m.state
    assert node(14, 14) in s.mines and s.sea[node(14, 14)] == sweeper
    assert s.pieces[sweeper].mines == 0
    RULES.check_invariants(s)
    # the turn after: the sweeper sails off and the mine blocks ships
    b3 = scenario()
    sweeper = b3.piece("minesweeper", 0, (14, 14))
    b3.mine((14, 14))
    ship = b3.piece("battleship", 0, (15, 15))
    m3 = b3.match(active=0, die=3)
    play(m3, sweeper, "declare:MOVE", f"move:{node(16, 14)}:go")
    assert m3.state.mines == {node(14, 14)} and node(14, 14) not in m3.state.sea
    play(m3, ship, "declare:MOVE")
    assert not any(o.startswith(f"move:{node(14, 14)}:") for o in ids(m3))
    # a sweeper already holding 5 mines may not end on the mine
    b4 = scenario()
    sweeper = b4.piece("minesweeper", 0, (10, 14), mines=5)
    b4.mine((12, 14))
    m4 = b4.match(active=0, die=4)
    play(m4, sweeper, "declare:MOVE")
    assert f"move:{node(12, 14)}:pick" not in ids(m4)


def test_KS_15_landing_on_a_carrier():
    """KS-15 (K-47, KD-7, KD-9): the landing ends the plane's play; a full carrier is refused;
    shooting before landing; taking off next turn."""
    b = scenario()
    b.island(3, 0, "oil")
    carrier = b.piece("carrier", 0, (13, 4))
    for _ in range(4):
        b.piece("plane", 0, aboard=carrier)
    plane = b.piece("plane", 0, 3)
    other = b.piece("plane", 0, 3)
    m = b.match(active=0, die=1)
    play(m, plane, "declare:MOVE", f"move:{node(13, 4)}:land")
    s = m.state
    assert s.pieces[plane].carrier == carrier and len(s.pieces[carrier].cargo) == 5
    assert gas(m) == 9 and finished(m, plane)
    play(m, other, "declare:MOVE")
    assert f"move:{node(13, 4)}:land" not in ids(m)
    # SHOOT_THEN_MOVE: fire from island 3, then land
    b = scenario()
    b.island(3, 0, "oil")
    carrier = b.piece("carrier", 0, (13, 4))
    plane = b.piece("plane", 0, 3)
    target = b.piece("merchant", 1, (11, 3))
    m = b.match(active=0, die=1)
    play(m, plane, "declare:SHOOT_THEN_MOVE", f"target:piece:{target}", "die:6")
    act(m, f"move:{node(13, 4)}:land")
    assert m.state.pieces[plane].carrier == carrier
    # next turn a plane aboard takes off as a normal move from (13, 4)
    b = scenario()
    carrier = b.piece("carrier", 0, (13, 4))
    plane = b.piece("plane", 0, aboard=carrier)
    m = b.match(active=0, die=1)
    play(m, plane, "declare:MOVE", f"move:{node(15, 4)}:go")
    assert m.state.pieces[plane].loc == node(15, 4) and not m.state.pieces[carrier].cargo


def test_KS_16_steel_production_and_conversion():
    """KS-16 (K-57, K-66, KD-21, KD-22): 30 + 30 + 30 steel, a battleship built, already played."""
    b = scenario()
    isl = b.island(13, 0, "steel", iron=100)
    ps = [b.piece("steel_producer", 0, 13) for _ in range(3)]
    for _ in range(9):
        b.piece("plane", 0, 13)
    m = b.match(active=0, die=4)
    for p, left, pool in zip(ps, (70, 40, 10), (30, 60, 90)):
        play(m, p, "declare:PRODUCE", "produce:30")
        assert isl.depots["iron"] == left and m.state.steel[13] == pool
        if pool < 90:
            act(m, "steel_done")
    before = upkeep(m.state, 0)
    events = act(m, "build:battleship")
    built = next(e for e in events if e.type == "built").data["piece"]
    s = m.state
    assert s.pieces[built].loc == inode(13) and built in s.played
    assert gas(m) == 7
    assert len(isl.pieces) == 13
    assert upkeep(s, 0) == before + 1
    # alternatives: a plane and a mine; or a plane and 30 lost
    b = scenario()
    isl = b.island(13, 0, "steel", iron=100)
    ps = [b.piece("steel_producer", 0, 13) for _ in range(3)]
    m = b.match(active=0, die=4)
    for p in ps[:2]:
        play(m, p, "declare:PRODUCE", "produce:30", "steel_done")
    play(m, ps[2], "declare:PRODUCE", "produce:30", "build:plane", "build:mine")
    assert isl.mines == 1 and sum(1 for p in isl.pieces if m.state.pieces[p].kind == "plane") == 1
    # with 60 iron: producer 2 converts 60 into a plane; producer 3 gets no PRODUCE
    b = scenario()
    b.island(13, 0, "steel", iron=60)
    ps = [b.piece("steel_producer", 0, 13) for _ in range(3)]
    m = b.match(active=0, die=4)
    play(m, ps[0], "declare:PRODUCE", "produce:30", "steel_done")
    play(m, ps[1], "declare:PRODUCE", "produce:30", "build:plane")
    act(m, f"piece:{ps[2]}")
    assert "declare:PRODUCE" not in ids(m)


def test_KS_17_repair():
    """KS-17 (K-57, KD-23): 30 steel puts the heeled battleship on the island upright; not one
    at sea."""
    b = scenario()
    isl = b.island(13, 0, "steel", iron=50)
    p = b.piece("steel_producer", 0, 13)
    ship = b.piece("battleship", 0, 13, heeled=True)
    m = b.match(active=0, die=2)
    play(m, p, "declare:PRODUCE", "produce:30", f"repair:{ship}")
    assert not m.state.pieces[ship].heeled and isl.depots["iron"] == 20 and gas(m) == 9
    b = scenario()
    b.island(13, 0, "steel", iron=50)
    p = b.piece("steel_producer", 0, 13)
    ship = b.piece("battleship", 0, (16, 10), heeled=True)
    m = b.match(active=0, die=2)
    play(m, p, "declare:PRODUCE", "produce:30")
    assert f"repair:{ship}" not in ids(m)


def test_KS_18_depot_cap():
    """KS-18 (K-43, KD-20): 10 bread fills the depot to 500; the second producer gets no
    PRODUCE and spends no gasoline."""
    b = scenario()
    isl = b.island(12, 0, "bread", bread=490, wheat=100)
    p1 = b.piece("bread_producer", 0, 12)
    p2 = b.piece("bread_producer", 0, 12)
    m = b.match(active=0, die=3)
    play(m, p1, "declare:PRODUCE")
    assert ids(m) == [f"produce:{u}" for u in range(10, 0, -1)]
    act(m, "produce:10")
    assert isl.depots["bread"] == 500 and isl.depots["wheat"] == 90 and gas(m) == 9
    act(m, f"piece:{p2}")
    assert "declare:PRODUCE" not in ids(m)


def test_KS_19_merchant_and_tanker_cargo():
    """KS-19 (K-33, K-67, K-68): lots of exactly 100, one lot, depots up to 500, the right ship."""
    b = scenario()
    isl = b.island(12, 0, "bread", wheat=250, bread=450)
    merchant = b.piece("merchant", 0, 12)
    tanker = b.piece("tanker", 0, 12)
    prod = b.piece("wheat_producer", 0, 12)
    isl.depots["oil"] = 200
    m = b.match(active=0)
    play(m, merchant, "declare:CARGO_ONLY")
    options = ids(m)
    assert "load:goods:wheat" in options and "load:goods:oil" not in options
    assert all(not o.startswith("load:goods:wheat:") for o in options)  # no partial lots
    act(m, "load:goods:wheat")
    assert isl.depots["wheat"] == 150
    assert not any(o.startswith("load") for o in ids(m))  # one lot only
    act(m, "unload:goods:wheat")
    assert isl.depots["wheat"] == 250
    act(m, "cargo_done")
    play(m, tanker, "declare:CARGO_ONLY")
    assert f"load:piece:{prod}" not in ids(m) and "load:goods:oil" in ids(m)
    b = scenario()
    isl = b.island(12, 0, "bread", bread=450)
    merchant = b.piece("merchant", 0, 12, goods="bread")
    m = b.match(active=0)
    act(m, f"piece:{merchant}")
    assert "declare:CARGO_ONLY" not in ids(m)  # 450 + 100 would pass 500


def test_KS_20_gasoline_runs_out():
    """KS-20 (K-31, KD-16, KD-3, KD-13): the last unit moves a plane; production and moves stop;
    shooting is free; a tanker unloads gasoline without moving and restarts everything."""
    b = builder()
    b.capital(0, 1, "wheat", bread=100, gasoline=1)
    plane = b.piece("plane", 0, 1)
    prod = b.piece("wheat_producer", 0, 1)
    merchant = b.piece("merchant", 0, 1)
    tanker = b.piece("tanker", 0, 1, goods="gasoline")
    ship = b.piece("battleship", 0, 1)
    target = b.piece("merchant", 1, (4, 3))
    m = b.match(active=0, die=3)
    play(m, plane, "declare:MOVE", f"move:{node(5, 5)}:go")
    assert gas(m) == 0
    act(m, f"piece:{prod}")
    assert "declare:PRODUCE" not in ids(m)
    act(m, "back")
    act(m, f"piece:{merchant}")
    assert not any("MOVE" in o for o in ids(m))
    act(m, "back")
    play(m, ship, "declare:SHOOT", f"target:piece:{target}", "die:6")
    assert gas(m) == 0
    play(m, tanker, "declare:CARGO_ONLY", "unload:goods:gasoline", "cargo_done")
    assert gas(m) == 100
    play(m, merchant, "declare:MOVE", "cargo_done", f"move:{node(4, 1)}:go")
    assert gas(m) == 99
    play(m, prod, "declare:PRODUCE", "produce:24")
    assert gas(m) == 98


def test_KS_21_confiscation_on_your_own_island():
    """KS-21 (K-20, K-21, K-24, KD-11, KD-12): X's loaded merchant on P's island becomes P's,
    wheat and all; the upkeeps move by one."""
    b = scenario()
    b.island(12, 0, "bread")
    merchant = b.piece("merchant", 1, 12, goods="wheat")
    m = b.match(active=0)
    up0, up1 = upkeep(m.state, 0), upkeep(m.state, 1)
    play(m, merchant, "sell:0")
    s = m.state
    assert s.pieces[merchant].owner == 0 and s.pieces[merchant].goods == "wheat"
    assert upkeep(s, 0) == up0 + 1 and upkeep(s, 1) == up1 - 1


def _ks22(with_y: bool):
    b = builder()
    b.capital(1, 1, bread=100, gasoline=10)  # X = seat 1
    b.capital(2, 3)  # O's capital is elsewhere
    isl = b.island(8, 2, "wheat", wheat=120)  # owned by O = seat 2, not a capital
    o_plane = b.piece("plane", 2, 8)
    prods = [b.piece("wheat_producer", 2, 8) for _ in range(3)]
    ship = b.piece("battleship", 1, 8)
    x_plane = b.piece("plane", 1, (13, 5))
    y_sub = b.piece("submarine", 3, 8) if with_y else -1
    return b.match(active=1), isl, o_plane, prods, ship, x_plane, y_sub


def test_KS_22_capturing_an_island_by_force():
    """KS-22 (K-43, KD-6, KD-25, KD-8): the last defender falls and X owns island 8 at once,
    with its wheat; O's producers keep their colour and X may confiscate them this turn."""
    m, isl, o_plane, prods, ship, _, _ = _ks22(False)
    play(m, ship, "declare:SHOOT", f"target:piece:{o_plane}", "die:1")
    assert isl.owner == 1 and isl.depots["wheat"] == 120
    assert all(m.state.pieces[p].owner == 2 for p in prods)
    assert f"piece:{prods[0]}" in ids(m)
    play(m, prods[0], "sell:1")
    assert m.state.pieces[prods[0]].owner == 1


def test_KS_22_a_contested_island_stays_with_its_owner():
    """KS-22 variant (K-43): W = {X, Y}, so O keeps it; X's plane sinks Y's sub and takes it."""
    m, isl, o_plane, _, ship, x_plane, y_sub = _ks22(True)
    play(m, ship, "declare:SHOOT", f"target:piece:{o_plane}", "die:1")
    assert isl.owner == 2
    play(m, x_plane, "declare:SHOOT", f"target:piece:{y_sub}", "die:2")
    assert isl.owner == 1


def test_KS_23_selling_an_island():
    """KS-23 (K-40, K-43, KD-34, 6.2): 2000 NOW on acceptance; in S's next turn, right after its
    roll, S's plane turns B's and island 10 follows; gold conserved."""
    b = builder(humans=(1, 2))
    b.capital(1, 1, bread=100, gasoline=10)  # B
    b.capital(2, 2, bread=100, gasoline=10)  # S
    b.piece("battleship", 1, 1)
    b.piece("battleship", 2, 2)
    isl = b.island(10, 2, "wheat")
    plane = b.piece("plane", 2, 10)
    m = b.match(active=1)
    submit(m, 1, "send", 2, "island,2,1,10;gold,1,2,2000,now", "next")
    offer = max(m.state.offers)
    submit(m, 2, "accept", offer)
    s = m.state
    assert s.gold[1] == 8000 and s.gold[2] == 12000
    assert isl.owner == 2
    act(m, "end_turn")
    up_s, up_b = upkeep(s, 2), upkeep(s, 1)
    roll(m, 3)  # S's speed roll; T3 follows at once
    assert s.pieces[plane].owner == 1 and isl.owner == 1 and plane in s.played
    assert upkeep(s, 2) == up_s - 6 and upkeep(s, 1) == up_b + 6
    assert sum(s.gold) == 90_000
    RULES.check_invariants(s)


def test_KS_24_capital_capture_and_an_elimination_cascade():
    """KS-24 (K-43, K-69, K-70, KD-26, KD-35): O falls, its sub makes island 2 X's, Z falls."""
    b = builder()
    o_seat, z_seat, x_seat = 1, 2, 3
    b.capital(o_seat, 1, bread=100, gasoline=10)
    o_ship = b.piece("battleship", o_seat, 1, heeled=True)
    b.island(6, o_seat, "iron")
    o_plane = b.piece("plane", o_seat, 6)
    b.capital(z_seat, 2, bread=100, gasoline=10)
    o_sub = b.piece("submarine", o_seat, 2)
    b.piece("plane", x_seat, 2)
    b.island(7, z_seat, "oil")
    z_plane = b.piece("plane", z_seat, 7)
    b.capital(x_seat, 3, bread=100, gasoline=10)
    x_ship = b.piece("battleship", x_seat, (4, 4))
    x_plane = b.piece("plane", x_seat, (5, 3))
    m = b.match(active=x_seat, die=3)
    s = m.state
    gold = list(s.gold)
    play(m, x_ship, "declare:SHOOT", f"target:piece:{o_ship}", "die:2")
    assert o_ship not in s.pieces and s.islands[0].owner == o_seat
    play(m, x_plane, "declare:MOVE", f"move:{inode(1)}:go")
    assert s.islands[0].owner == x_seat and s.islands[0].flag == -1
    assert not s.alive(o_seat) and not s.alive(z_seat)
    assert [e[:2] for e in s.elimination_log] == [(o_seat, x_seat), (z_seat, x_seat)]
    assert all(s.islands[k - 1].owner == x_seat for k in (1, 2, 6, 7))
    assert all(s.pieces[p].owner == x_seat for p in (o_plane, o_sub, z_plane))
    assert s.capital_of(x_seat).depots["gasoline"] == 9
    assert s.gold == gold


def test_KS_25_counting_upkeep():
    """KS-25 (K-17, KD-28): 3 islands and 15 playable pieces make 30; mines and Q's planes do
    not count."""
    b = scenario()
    b.island(12, 0, "bread")
    b.island(13, 0, "steel")
    merchant = b.piece("merchant", 0, 12)
    b.piece("wheat_producer", 0, aboard=merchant)
    for _ in range(5):
        b.piece("iron_producer", 0, 13)
    b.piece("tanker", 0, 12)
    b.piece("battleship", 0, 12, heeled=True)
    carrier = b.piece("carrier", 0, (20, 5))
    b.piece("plane", 0, aboard=carrier)
    b.piece("plane", 0, aboard=carrier)
    b.piece("plane", 0, 1)
    b.piece("submarine", 0, (20, 8), submerged=True)
    b.piece("minesweeper", 0, (22, 8), mines=4)
    b.piece("plane", 8, 12)
    b.piece("plane", 8, 12)
    m = b.match(active=0)
    assert upkeep(m.state, 0) == 5 * 3 + 15


def test_KS_26_setup_invariants_and_gold_transfers():
    """KS-26 (K-6, K-10, K-11, K-12, KD-30, 5.4): 10 000 each, every island dealt, 3 of each
    type, 9 flags on primary islands, a war piece on every island of every seat; 1500 is a valid
    transfer, 1200 is not."""
    from game.core import Match, SeatConfig
    from game.core.playout import seat_configs
    from game.kratos import GAME

    seats = [SeatConfig("h0", "human"), *seat_configs(["heuristic"] * 8)]
    m = Match(RULES, GAME.make_config(seats, seed=4))
    while not (isinstance(m.pending, tuple) and m.pending[0].kind == "choose_play"):
        p = m.pending
        if isinstance(p, Chance):
            m.step_chance()
        else:
            act(m, "place_auto", seat=p[0].seat)
    s = m.state
    assert s.gold == [10_000] * 9 and sum(s.gold) == 90_000
    assert all(i.owner >= 0 for i in s.islands)
    infra = sorted(i.infra for i in s.islands)
    assert all(infra.count(t) == 3 for t in ("iron", "wheat", "oil", "steel", "bread", "gasoline"))
    flags = [i for i in s.islands if i.flag >= 0]
    assert len(flags) == 9 and all(i.infra in ("iron", "wheat", "oil") for i in flags)
    for q in range(9):
        for island in s.islands:
            if island.owner == q:
                assert any(
                    s.pieces[p].owner == q and s.pieces[p].kind in RULES.g.war
                    for p in island.pieces
                )
    hum = 0
    other = 1
    ok = Action("send", (other, f"gold,{hum},{other},1500,now", "next"))
    bad = Action("send", (other, f"gold,{hum},{other},1200,now", "next"))
    assert RULES.why_illegal(s, hum, ok) is None
    with pytest.raises(IllegalAction) as refused:
        m.submit(hum, bad)
    assert refused.value.ref.rule == "K-6"


def _ks27(piece, at, **kw):
    b = scenario()
    b.island(7, 0, "bread")
    gm = RULES.g.geometry(RULES.g.default_spec)
    for c in gm.rings[6]:
        b.s.mines.add(c)
    p = b.piece(piece, 0, at, **kw)
    m = b.match(active=0, die=6)
    act(m, f"piece:{p}")
    return m, p


def test_KS_27_mine_blockade():
    """KS-27 (KD-17, KD-18, K-44, K-46): ring cells all mined: ships, surfaced and submerged
    subs are kept out and in; a plane comes and goes; a sweeper opens a way, one mine a play."""
    ring = RULES.g.geometry(RULES.g.default_spec).rings[6]
    assert sorted(ring) == sorted(
        node(x, y)
        for x, y in [
            (8, 5),
            (9, 5),
            (10, 5),
            (11, 5),
            (8, 6),
            (11, 6),
            (8, 7),
            (11, 7),
            (8, 8),
            (9, 8),
            (10, 8),
            (11, 8),
        ]
    )
    for piece, kw in (("battleship", {}), ("submarine", {}), ("submarine", {"submerged": True})):
        m, _ = _ks27(piece, (12, 9), **kw)
        if "declare:MOVE" in ids(m):
            act(m, "declare:MOVE")
            assert not any(o.startswith(f"move:{inode(7)}:") for o in ids(m))
    m, _ = _ks27("battleship", 7)
    assert "declare:MOVE" not in ids(m)  # cannot leave either
    m, _ = _ks27("plane", (12, 9))
    act(m, "declare:MOVE")
    assert f"move:{inode(7)}:go" in ids(m)
    m, _ = _ks27("plane", 7)
    act(m, "declare:MOVE")
    assert f"move:{node(13, 9)}:go" in ids(m)
    m, _ = _ks27("minesweeper", (12, 9))
    act(m, "declare:MOVE")
    picks = [o for o in ids(m) if o.endswith(":pick")]
    assert f"move:{node(11, 8)}:pick" in picks and f"move:{inode(7)}:go" not in ids(m)
    m, _ = _ks27("minesweeper", 7)
    act(m, "declare:MOVE")
    assert {o for o in ids(m) if o.endswith(":pick")} == {f"move:{c}:pick" for c in ring}


def test_KS_28_distance_zero_and_defence_by_confiscation():
    """KS-28 (KD-6, K-21, K-36, K-43): on O's island O may confiscate X's plane or shoot it; X's
    plane may fire at O's battleship; heeled, it still holds the island."""
    b = builder()
    b.capital(2, 2, bread=100, gasoline=10)
    b.island(6, 2, "iron")
    ship = b.piece("battleship", 2, 6)
    plane = b.piece("plane", 1, 6)
    m = b.match(active=2)
    act(m, f"piece:{plane}")
    assert "sell:2" in ids(m)
    act(m, "back")
    play(m, ship, "declare:SHOOT")
    assert f"target:piece:{plane}" in ids(m)
    b = builder()
    b.capital(1, 1, bread=100, gasoline=10)
    isl = b.island(6, 2, "iron")
    ship = b.piece("battleship", 2, 6)
    plane = b.piece("plane", 1, 6)
    m = b.match(active=1)
    play(m, plane, "declare:SHOOT", f"target:piece:{ship}", "die:2")
    assert m.state.pieces[ship].heeled and isl.owner == 2


def test_KS_29_the_declaration_binds():
    """KS-29 (KD-1, K-22): SHOOT then no move; SHOOT_THEN_MOVE must move; MOVE_THEN_SHOOT may
    find nothing in range; with no gasoline only SHOOT."""

    def fresh(gasoline=10):
        b = scenario()
        b.s.islands[0].depots["gasoline"] = gasoline
        ship = b.piece("battleship", 0, (10, 4))
        merchant = b.piece("merchant", 1, (12, 5))
        return b.match(active=0, die=3), ship, merchant

    m, ship, merchant = fresh()
    play(m, ship, "declare:SHOOT", f"target:piece:{merchant}", "die:5")
    assert finished(m, ship)
    m, ship, merchant = fresh()
    play(m, ship, "declare:SHOOT_THEN_MOVE", f"target:piece:{merchant}", "die:2")
    assert kind(m) == "move" and "back" not in ids(m)
    act(m, f"move:{node(9, 4)}:go")
    assert gas(m) == 9
    m, ship, merchant = fresh()
    events = play(m, ship, "declare:MOVE_THEN_SHOOT", f"move:{node(7, 4)}:go")
    assert any(e.type == "shot_lapsed" for e in events)
    m, ship, merchant = fresh()
    play(m, ship, "declare:MOVE_THEN_SHOOT", f"move:{node(11, 4)}:go")
    assert f"target:piece:{merchant}" in ids(m) and "hold_fire" in ids(m)
    m, ship, merchant = fresh(gasoline=0)
    act(m, f"piece:{ship}")
    assert [o for o in ids(m) if o.startswith("declare")] == ["declare:SHOOT"]


def test_KS_30_leaving_an_island_flips_it_at_that_moment():
    """KS-30 (KD-26, K-43, K-69, KD-38): P's battleship steps off and island 10 is X's at once,
    even if it comes back; from P's capital the same step eliminates P."""

    def fresh(capital: bool):
        b = builder()
        if capital:
            b.capital(0, 10, bread=100, gasoline=10)
        else:
            b.capital(0, 1, bread=100, gasoline=10)
            b.island(10, 0, "wheat")
        ship = b.piece("battleship", 0, 10)
        b.piece("plane", 1, 10)
        return b.match(active=0, die=3), ship

    m, ship = fresh(False)
    play(m, ship, "declare:MOVE", f"move:{node(4, 13)}:go")
    assert m.state.islands[9].owner == 1
    m, ship = fresh(False)
    events = play(m, ship, "declare:MOVE", f"move:{inode(10)}:go")
    assert m.state.islands[9].owner == 1
    taken = [e for e in events if e.type == "island_taken"]
    moved = next(i for i, e in enumerate(events) if e.type == "moved")
    assert taken and events.index(taken[0]) < moved  # at departure
    m, ship = fresh(True)
    play(m, ship, "declare:MOVE", f"move:{node(4, 13)}:go")
    s = m.state
    assert not s.alive(0) and s.pieces[ship].owner == 1 and s.pieces[ship].loc == node(4, 13)
    assert s.active != 0 or not any(type(t).__name__ == "ChoosePlay" for t in s.agenda)


def test_KS_31_dead_table():
    """KS-31 (KD-42, KD-37, KD-46): three starving seats: every turn a famine, the table is dead
    at the end of the round and the game stops; with a human host, the host is asked instead."""

    def table(**kw):
        b = builder(n=3, **kw)
        for q in range(3):
            b.capital(q, 1 + 5 * q, bread=0)
            b.piece("battleship", q, 1 + 5 * q)
        return b.match(active=0, upkeep=True)

    m = table(variants={"ranking_decides_winner": False})
    for _ in range(3):
        roll(m, 3)
        assert m.state.famine
        assert not any(o.startswith("declare") for o in _menu_of_first_piece(m))
        act(m, "end_turn")
    s = m.state
    assert m.is_over and s.ending == "dead_table"
    result = RULES.result(s)
    assert result.ranking[0] == (0, 1, 2) and result.reason == "kratos.end.dead_table_no_winner"
    m = table(humans=(0, 1, 2))
    for _ in range(3):
        roll(m, 3)
        act(m, "end_turn")
    assert kind(m) == "host_stop" and m.pending[0].seat == 0
    act(m, "stop_now")
    assert m.is_over and m.state.ending == "host_stop"


def test_KS_32_bread_sold_by_delivery():
    """KS-32 (6.2, KD-43, KD-47): 1500 in escrow; the unload completes the delivery and pays S;
    without it the gold goes back at the deadline."""

    def fresh():
        b = builder(humans=(1, 2))
        b.capital(1, 6, bread=50, gasoline=10)  # B
        b.capital(2, 2, bread=100, gasoline=10)  # S
        b.piece("battleship", 1, 6)
        b.piece("battleship", 2, 2)
        merchant = b.piece("merchant", 2, (6, 5), goods="bread")
        m = b.match(active=1)
        submit(m, 2, "send", 1, "deliver,2,1,bread,1,6;gold,1,2,1500,done", "next")
        offer = max(m.state.offers)
        submit(m, 1, "accept", offer)
        return m, merchant, offer

    m, merchant, offer = fresh()
    s = m.state
    assert s.gold[1] == 8500 and s.offers[offer].held == [0, 1500]
    act(m, "end_turn")
    roll(m, 3)
    play(m, merchant, "declare:MOVE", f"move:{inode(6)}:go", "unload:goods:bread")
    assert s.capital_of(1).depots["bread"] == 150
    assert s.gold[2] == 11_500 and s.history[offer].status == "completed"
    assert sum(s.gold) == 90_000
    view_b = RULES.view(s, 1)
    assert view_b.gold == 8500 and not hasattr(view_b, "gold_of")
    m, merchant, offer = fresh()
    s = m.state
    while s.round <= 2:  # the deadline is the end of the next full round
        p = m.pending
        if isinstance(p, Chance):
            roll(m, 3)
        else:
            act(m, "end_turn")
    assert s.gold[1] == 10_000 and s.history[offer].status == "expired"
    assert sum(s.gold) == 90_000
