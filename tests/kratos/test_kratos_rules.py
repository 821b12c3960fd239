"""Rules of sections 1, 3 and 4 not covered by a scenario of their own: validated actions, the
die, flags, materials, production, shooting, cargo permissions, island limits and more."""

import pytest
from kratos_kit import RULES, G, act, builder, ids, inode, node, play, roll, scenario, submit

from game.core import Action, Chance, IllegalAction
from game.kratos.board import counts
from game.kratos.movement import path_to


def test_the_board_changes_only_through_validated_actions():
    """K-2, K-3, K-4: the physical table and chairs are replaced by the engine: an action that is
    not offered is refused with the rule that forbids it, and the state does not change."""
    b = scenario()
    ship = b.piece("battleship", 0, (10, 4))
    b.piece("merchant", 1, (14, 4))
    m = b.match(active=0, die=3)
    before = RULES.state_hash(m.state)
    play(m, ship, "declare:MOVE")
    with pytest.raises(IllegalAction) as err:
        m.submit(0, Action("move", (node(20, 4), "go")))
    assert err.value.ref.rule == "K-27"
    act(m, f"move:{node(11, 4)}:go")
    assert RULES.state_hash(m.state) != before


def test_the_die_is_a_logged_d6_and_tests_can_force_it():
    """K-5: every roll is a chance step of the seeded RNG with faces 1..6, logged for replays."""
    b = scenario()
    ship = b.piece("battleship", 0, (10, 4))
    target = b.piece("merchant", 1, (11, 4))
    m = b.match(active=0)
    play(m, ship, "declare:SHOOT", f"target:piece:{target}")
    chance = m.pending
    assert isinstance(chance, Chance) and chance.kind == "roll" and chance.sides == 6
    with pytest.raises(ValueError):
        chance.validate([7])
    roll(m, 5)
    assert m.log[-1] == {"chance": [5]}


def test_flags_are_never_targets_and_never_move():
    """K-9, KD-27: only pieces and depots are offered as targets; the flag stays on its island
    until the island changes hands."""
    b = scenario()
    ship = b.piece("battleship", 0, (4, 3))
    m = b.match(active=0)
    play(m, ship, "declare:SHOOT")
    assert all(o.startswith(("target:piece", "target:depot", "hold_fire")) for o in ids(m))
    assert m.state.islands[0].flag == 0


def test_materials_belong_to_where_they_are():
    """K-24, K-59, K-63: units in a depot are the island owner's; aboard a transport, the
    transport owner's; the goods unloaded on someone else's island become that owner's."""
    b = scenario()
    b.island(12, 1, "bread")
    merchant = b.piece("merchant", 0, (12, 10), goods="wheat")
    m = b.match(active=0, die=3)
    play(m, merchant, "declare:MOVE", f"move:{inode(12)}:go", "unload:goods:wheat")
    s = m.state
    assert s.islands[11].depots["wheat"] == 100 and s.islands[11].owner == 1


def test_producers_produce_instead_of_moving():
    """K-26, K-30: a producer has speed 0 and is offered PRODUCE, never a translation."""
    b = scenario()
    prod = b.piece("wheat_producer", 0, 1)
    m = b.match(active=0)
    act(m, f"piece:{prod}")
    assert [o for o in ids(m) if o.startswith("declare")] == ["declare:PRODUCE"]


def test_a_step_is_a_king_move():
    """K-29, KD-32, section 4: the 8 neighbours, diagonals included, with no corner rule."""
    gm = G.geometry(G.default_spec)
    c = node(12, 9)
    assert sorted(n for n in gm.adj[c] if n < gm.cells) == sorted(
        node(12 + dx, 9 + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy
    )
    b = scenario()
    ship = b.piece("battleship", 0, (10, 9))
    b.piece("merchant", 1, (11, 9))
    b.piece("merchant", 1, (10, 10))
    m = b.match(active=0, die=1)
    play(m, ship, "declare:MOVE")
    assert f"move:{node(11, 10)}:go" in ids(m)  # diagonal between two occupied cells


def test_islands_are_one_node_with_their_ring_as_neighbours():
    """K-32, K-43 (movement), section 4: island cells are not nodes; the ring leads in."""
    gm = G.geometry(G.default_spec)
    assert sorted(gm.adj[gm.island_node(7)]) == sorted(gm.rings[6])
    assert gm.node_at(9, 6) == gm.node_at(10, 7) == gm.island_node(7)
    assert gm.dist(gm.island_node(7), gm.island_node(7)) == 0


def test_the_target_is_named_before_the_die():
    """K-34: the target is chosen first, then one die is rolled."""
    b = scenario()
    ship = b.piece("battleship", 0, (10, 4))
    target = b.piece("merchant", 1, (11, 4))
    m = b.match(active=0)
    play(m, ship, "declare:SHOOT")
    assert not isinstance(m.pending, Chance)
    act(m, f"target:piece:{target}")
    assert isinstance(m.pending, Chance)


@pytest.mark.parametrize(
    "shooter,hits_on", [("minesweeper", 1), ("plane", 2), ("submarine", 3), ("battleship", 4)]
)
def test_power_is_the_largest_face_that_hits(shooter, hits_on):
    """K-35, K-37: a shot within range hits on faces 1..p."""
    for die in range(1, 7):
        b = scenario()
        s_id = b.piece(shooter, 0, (10, 4))
        target = b.piece("merchant", 1, (11, 4))
        m = b.match(active=0)
        play(m, s_id, "declare:SHOOT", f"target:piece:{target}", f"die:{die}")
        assert (target not in m.state.pieces) == (die <= hits_on)


def test_economic_pieces_and_mines_never_shoot_nor_are_mines_targets():
    """K-20, K-37, K-38, K-49, KD-5: power-0 pieces get no SHOOT; mines are never offered."""
    b = scenario()
    merchant = b.piece("merchant", 0, (10, 4))
    ship = b.piece("battleship", 0, (12, 4))
    b.mine((13, 4))
    m = b.match(active=0)
    act(m, f"piece:{merchant}")
    assert not any("SHOOT" in o for o in ids(m))
    act(m, "back")
    play(m, ship, "declare:SHOOT")
    assert not any(str(node(13, 4)) in o for o in ids(m) if o.startswith("target:piece"))


def test_deals_change_the_board_only_through_plays():
    """K-39, K-40: a piece sale agreed outside the seller's turn waits for it; gold moves at once."""
    b = builder(humans=(0, 1))
    b.capital(0, 1, bread=100, gasoline=10)
    b.capital(1, 2, bread=100, gasoline=10)
    b.piece("battleship", 0, 1)
    ship = b.piece("battleship", 1, 2)
    tanker = b.piece("tanker", 1, 2)
    m = b.match(active=0)
    submit(m, 0, "send", 1, f"piece,1,0,{tanker};gold,0,1,1000,now", "next")
    submit(m, 1, "accept", max(m.state.offers))
    s = m.state
    assert s.gold[0] == 9000 and s.pieces[tanker].owner == 1  # not yet: it is seat 0's turn
    act(m, "end_turn")
    roll(m, 3)
    assert s.pieces[tanker].owner == 0 and tanker in s.played
    assert s.pieces[ship].owner == 1


def test_pieces_enter_only_by_steel_and_materials_by_production():
    """K-41, K-42: new pieces come from steel builds; raw units from primary producers; secondary
    units replace raw ones 1:1."""
    b = scenario()
    isl = b.island(13, 0, "steel", iron=100)
    prod = b.piece("steel_producer", 0, 13)
    m = b.match(active=0, die=3)
    before = len(m.state.pieces)
    play(m, prod, "declare:PRODUCE", "produce:30", "steel_done")
    assert len(m.state.pieces) == before and isl.depots["iron"] == 70
    b = scenario()
    isl = b.island(13, 0, "steel", iron=100)
    prod = b.piece("steel_producer", 0, 13)
    b.piece("plane", 0, 13)
    m = b.match(active=0, die=6)
    play(m, prod, "declare:PRODUCE", "produce:40", "build:mine")
    assert isl.mines == 1 and m.state.steel[13] == 10


@pytest.mark.parametrize(
    "kind,infra,raw",
    [
        ("iron_producer", "iron", None),
        ("wheat_producer", "wheat", None),
        ("oil_producer", "oil", None),
        ("bread_producer", "bread", "wheat"),
        ("gasoline_producer", "gasoline", "oil"),
    ],
)
def test_producers_make_their_type_only_on_their_infrastructure(kind, infra, raw):
    """K-50, K-51, K-52 (iron), K-53 (wheat), K-54 (oil), K-55 (bread), K-56 (gasoline):
    capacity x base, from the raw depot, and nothing on another island."""
    b = scenario()
    isl = b.island(13, 0, infra, **({raw: 100} if raw else {}))
    b.island(12, 0, "steel" if infra != "steel" else "iron", **({raw: 100} if raw else {}))
    p = b.piece(kind, 0, 13)
    q = b.piece(kind, 0, 12)
    m = b.match(active=0, die=3)
    cap = G.kinds[kind].capacity * 3
    play(m, p, "declare:PRODUCE", f"produce:{cap}")
    assert isl.depots[infra] == cap
    if raw:
        assert isl.depots[raw] == 100 - cap
    act(m, f"piece:{q}")
    assert "declare:PRODUCE" not in ids(m)


def test_material_units_and_who_carries_them():
    """K-59 (raw units in depots, carried), K-60 (iron by merchant), K-61 (wheat by merchant),
    K-62 (oil by tanker), K-63 (secondary units), K-64 (bread by merchant), K-65 (gasoline by
    tanker), K-66 (steel is never carried)."""
    b = scenario()
    isl = b.island(12, 0, "bread", iron=100, wheat=100, oil=100, bread=100, gasoline=100)
    merchant = b.piece("merchant", 0, 12)
    tanker = b.piece("tanker", 0, 12)
    m = b.match(active=0)
    play(m, merchant, "declare:CARGO_ONLY")
    loads = {o for o in ids(m) if o.startswith("load:goods")}
    assert loads == {"load:goods:iron", "load:goods:wheat", "load:goods:bread"}
    act(m, "cargo_done")
    play(m, tanker, "declare:CARGO_ONLY")
    assert {o for o in ids(m) if o.startswith("load:goods")} == {
        "load:goods:oil",
        "load:goods:gasoline",
    }
    assert "steel" not in isl.depots


def test_loading_from_another_seat_needs_a_permission():
    """KD-15: materials load only from the transporter owner's islands, pieces only of its colour,
    landings only on its own carriers; a PERMISSION lifts each restriction."""
    b = builder(humans=(0, 1))
    b.capital(0, 1, bread=100, gasoline=10)
    b.capital(1, 2, bread=100, gasoline=10)
    b.piece("battleship", 1, 2)
    isl = b.island(12, 1, "bread", bread=200)
    merchant = b.piece("merchant", 0, 12)
    m = b.match(active=0)
    act(m, f"piece:{merchant}")
    assert "declare:CARGO_ONLY" not in ids(m)  # nothing it may load there
    b = builder(humans=(0, 1))
    b.capital(0, 1, bread=100, gasoline=10)
    b.capital(1, 2, bread=100, gasoline=10)
    b.piece("battleship", 1, 2)
    isl = b.island(12, 1, "bread", bread=200)
    merchant = b.piece("merchant", 0, 12)
    b.piece("plane", 0, 1)
    m = b.match(active=0)
    submit(m, 0, "send", 1, "permit,1,0,load_goods,12,bread,-1,1", "next")
    submit(m, 1, "accept", max(m.state.offers))
    play(m, merchant, "declare:CARGO_ONLY", "load:goods:bread")
    assert isl.depots["bread"] == 100 and not m.state.permissions  # used up


def test_island_limits_count_docked_cargo():
    """KD-24, K-43: pieces standing on the island and cargo of transporters docked there."""
    b = scenario()
    b.island(12, 0, "bread")
    carrier = b.piece("carrier", 0, 12)
    for _ in range(3):
        b.piece("plane", 0, aboard=carrier)
    b.piece("minesweeper", 0, 12, mines=4)
    b.s.islands[11].mines = 2
    m = b.match(active=0)
    assert counts(G, m.state, m.state.islands[11]) == (5, 0, 6)


def test_several_seats_may_enter_one_island_one_after_another():
    """KD-39: nothing is simultaneous; each arrival is judged as it happens."""
    b = builder()
    b.capital(0, 1, bread=100, gasoline=10)
    b.capital(2, 3, bread=100, gasoline=10)
    isl = b.island(7, 2, "wheat")
    p1 = b.piece("plane", 0, (8, 4))
    p2 = b.piece("plane", 0, (12, 4))
    m = b.match(active=0, die=3)
    play(m, p1, "declare:MOVE", f"move:{inode(7)}:go")
    assert isl.owner == 0  # nobody of seat 2 was there
    play(m, p2, "declare:MOVE", f"move:{inode(7)}:go")
    assert isl.owner == 0


def test_board_is_26_columns_by_20_rows():
    """KD-29: x is the column 0..25, y the row 0..19."""
    gm = G.geometry(G.default_spec)
    assert gm.xy(node(25, 19)) == (25, 19) and gm.cells == 26 * 20


def test_a_sale_without_gold_is_a_gift_that_needs_consent():
    """KD-33, KD-11: the buyer is asked; declining leaves the piece unplayed."""
    b = builder(humans=(0, 1))
    b.capital(0, 1, bread=100, gasoline=10)
    b.capital(1, 2, bread=100, gasoline=10)
    plane = b.piece("plane", 0, 1)
    b.piece("battleship", 0, 1)
    m = b.match(active=0)
    play(m, plane, "sell:1")
    assert m.pending[0].seat == 1 and m.pending[0].kind == "consent"
    act(m, "decline_gift")
    assert m.state.pieces[plane].owner == 0 and plane not in m.state.played
    play(m, plane, "sell:1")
    act(m, "accept_gift")
    assert m.state.pieces[plane].owner == 1 and plane in m.state.played


def test_unilateral_recolour_variant_skips_consent():
    """KD-11 VARIANT `unilateral_recolour`."""
    b = builder(humans=(0, 1), variants={"unilateral_recolour": True})
    b.capital(0, 1, bread=100, gasoline=10)
    plane = b.piece("plane", 0, 1)
    b.piece("battleship", 0, 1)
    m = b.match(active=0)
    play(m, plane, "sell:1")
    assert m.state.pieces[plane].owner == 1


def test_a_recolour_keeps_everything_but_the_colour():
    """KD-12: position, heel, cargo kept; playable cargo keeps its own colour."""
    b = scenario()
    b.island(12, 0, "bread")
    carrier = b.piece("carrier", 1, 12, heeled=True)
    plane = b.piece("plane", 1, aboard=carrier)
    m = b.match(active=0)
    play(m, carrier, "sell:0")
    s = m.state
    c = s.pieces[carrier]
    assert c.owner == 0 and c.heeled and c.cargo == (plane,) and s.pieces[plane].owner == 1


def test_a_heeled_warship_moves_and_shoots_normally():
    """KD-23: heeling has no other effect than the next hit sinking the ship."""
    b = scenario()
    ship = b.piece("battleship", 0, (10, 4), heeled=True)
    b.piece("merchant", 1, (12, 4))
    m = b.match(active=0, die=3)
    act(m, f"piece:{ship}")
    assert {"declare:MOVE", "declare:SHOOT"} <= set(ids(m))


def test_gasoline_is_charged_once_per_moving_play():
    """K-31, KD-16: a 4-step move costs 1, a shot costs nothing, a cargo-only play nothing."""
    b = scenario()
    ship = b.piece("battleship", 0, (10, 4))
    m = b.match(active=0, die=6)
    play(m, ship, "declare:MOVE", f"move:{node(14, 4)}:go")
    assert m.state.capital_of(0).depots["gasoline"] == 9


def test_logged_paths_are_shortest_legal_paths():
    """Section 4: the engine logs one shortest legal path for the move it carried out."""
    b = scenario()
    ship = b.piece("battleship", 0, (10, 9))
    b.piece("merchant", 1, (11, 8))
    b.mine((11, 9))
    b.piece("merchant", 1, (11, 10))
    m = b.match(active=0, die=6)
    s = m.state
    path, steps = path_to(G, s, s.pieces[ship], node(12, 9), "go")
    assert steps == 4 and path[0] == node(10, 9) and path[-1] == node(12, 9)
    assert not any(n in s.sea or n in s.mines for n in path[1:-1])
