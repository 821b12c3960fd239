"""Castle geometry: SAND-11 to SAND-23 and the no-split test of SAND-32, on hand-made castles
and on random legal ones (hypothesis)."""

from hypothesis import given, settings
from hypothesis import strategies as st
from sandcastles.sc_helpers import A, B, build, g, pos

from game.sandcastles import geometry as geo
from game.sandcastles.catalogue import DIRS, E, N, S, W, walls_mask
from game.sandcastles.model import Castle


def castle(*tiles):
    """tiles: (x, y, design, walls text) in placing order (a second one on a cell stacks)."""
    cat = g()
    c = Castle(0, A, {})
    used = set()
    for x, y, design, walls in tiles:
        card = next(k for k in cat.main_cards if cat.design[k] == design and k not in used)
        used.add(card)
        geo.place(c, x, y, card, walls_mask(walls))
    return c


def test_directions_and_the_grid():
    """SAND-11: N=(0,-1), E=(1,0), S=(0,1), W=(-1,0); y grows downwards."""
    assert [(bit, dx, dy) for bit, dx, dy, _ in DIRS] == [
        (N, 0, -1),
        (E, 1, 0),
        (S, 0, 1),
        (W, -1, 0),
    ]
    assert [opp for *_, opp in DIRS] == [S, W, N, E]


def test_links_and_open_open_edges():
    """SAND-16: cells touching open against open are allowed but not linked; a castle held
    together only by such an edge is not one piece."""
    two = castle((0, 0, "CR-DE", "E"), (1, 0, "BU-DE", "W"))
    assert geo.connected(two.cells) and geo.consistent(two.cells)
    loose = castle((0, 0, "CR-DE", "N"), (1, 0, "BU-DE", "N"))  # side by side, open-open
    assert geo.consistent(loose.cells) and not geo.connected(loose.cells)


def test_open_ends_and_completion():
    """SAND-17, SAND-18: an open end is a wall facing an empty cell; a single tile is never
    complete; closing every open end completes."""
    one = castle((0, 0, "CR-ST", "EW"))
    assert sorted(geo.open_ends(one.cells)) == [(0, 0, E), (0, 0, W)]
    assert not geo.is_complete(one.cells)
    done = castle((0, 0, "CR-DE", "E"), (1, 0, "BU-DE", "W"))
    assert geo.open_ends(done.cells) == [] and geo.is_complete(done.cells)
    assert not geo.is_complete({})


def test_top_tile_decides_walls_and_figure():
    """SAND-13, SAND-22, SAND-23, AMB-5, AMB-6, AMB-27: covered tiles count for size only;
    stacks have no height limit."""
    c = castle((0, 0, "CR-FW", "NESW"), *[(0, 0, "SG-CO", "NW")] * 7)  # no height limit
    assert geo.top_walls(c.cells[(0, 0)]) == walls_mask("NW")
    assert geo.visible(g(), c.cells) == [0, 0, 1]  # the covered crab shows nothing
    assert geo.size(c.cells) == 8 and geo.tower(c.cells) == 8


def test_castles_are_separate():
    """SAND-21, AMB-3: each castle has its own grid; a seat keeps any number of them."""
    m = pos(3, hands={A: ["crab:dead_end", "bucket:dead_end", "seagull:dead_end"]},
            castles=[(A, ["crab:dead_end(E)@(0,0)"])],
            beach=["crab:corner", "bucket:corner", "seagull:corner"])  # fmt: skip
    build(m, A, "bucket:dead_end", "new", (0, 0), "E")  # the same cell, another castle
    assert len([c for c in m.state.castles.values() if c.owner == A]) == 2
    assert all(list(c.cells) == [(0, 0)] for c in m.state.castles.values())


def test_edge_agreement_and_links_decide_ground_placements():
    """SAND-15, SAND-19, AMB-4: wall meets wall and open meets open; at least one link."""
    c = castle((0, 0, "CR-DE", "E"))
    spots = geo.ground_spots(c)
    assert list(spots) == [(1, 0)]  # only where an open end points
    known, req = spots[(1, 0)]
    assert geo.ground_walls(g().rotations[20], known, req) == [walls_mask("SW"), walls_mask("WN")]
    assert geo.ground_walls([walls_mask("NS")], known, req) == []  # open against a wall


def test_targets_keep_the_castle_whole():
    """SAND-32, AMB-9: a removal may not split the castle nor uncover a clashing tile."""
    line = castle((0, 0, "CR-DE", "E"), (1, 0, "BU-ST", "EW"), (2, 0, "SG-DE", "W"))
    assert [geo.target_ok(line.cells, x, 0) for x in range(3)] == [True, False, True]
    clash = castle((0, 0, "CR-ST", "NS"), (0, 0, "SG-DE", "N"), (0, -1, "BU-DE", "S"))
    assert geo.target_ok(clash.cells, 0, 0) is True  # the straight still meets the bucket
    alone = castle((0, 0, "CR-DE", "E"))
    assert geo.target_ok(alone.cells, 0, 0)  # a one-cell castle may be emptied


@st.composite
def grown_castles(draw):
    """A castle grown by legal placements only (ground and stacked), from random tiles."""
    cat = g()
    cards = list(range(cat.n_castle))
    c = Castle(0, A, {})
    first = draw(st.sampled_from(cards))
    geo.place(c, 0, 0, first, draw(st.sampled_from(cat.rotations[first])))
    used = {first}
    for _ in range(draw(st.integers(0, 12))):
        card = draw(st.sampled_from([k for k in cards if k not in used]))
        spots = geo.placements(cat, c, card)
        if not spots:
            continue
        cell = draw(st.sampled_from(sorted(spots)))
        geo.place(c, cell[0], cell[1], card, draw(st.sampled_from(spots[cell])))
        used.add(card)
    return c


@settings(max_examples=150, deadline=None)
@given(grown_castles())
def test_legal_placements_keep_every_castle_consistent_and_linked(c):
    """SAND-15, SAND-16, SAND-19, SAND-20: no legal placement breaks edge agreement or
    connectivity; a legal removal (SAND-32) keeps both too."""
    assert geo.consistent(c.cells) and geo.connected(c.cells)
    for (x, y), stack in list(c.cells.items()):
        if geo.target_ok(c.cells, x, y):
            trial = Castle(1, B, dict(c.cells))
            geo.remove_top(trial, x, y)
            assert geo.consistent(trial.cells) and geo.connected(trial.cells)
            if len(stack) == 1 and len(c.cells) > 1:
                assert geo.open_ends(trial.cells)  # emptying a cell always opens an end


@given(st.sets(st.tuples(st.integers(-6, 6), st.integers(-6, 6)), min_size=1, max_size=9),
       st.integers(-20, 20), st.integers(-20, 20), st.booleans())  # fmt: skip
@settings(max_examples=200, deadline=None)
def test_a_footprint_has_one_canonical_form_wherever_it_lies(cells, dx, dy, reflect):
    """SAND-22, SAND-43: shapes are matched up to translation (and rotation, and reflection
    when the option is on); footprint_key, looked up once moved to the origin, is the full
    shape_key, and the same moved anywhere or rotated a quarter turn."""
    from game.sandcastles.catalogue import shape_key

    footprint = dict.fromkeys(cells, (0,))
    key = geo.footprint_key(footprint, reflect)
    assert key == shape_key(list(cells), reflect)
    assert geo.footprint_key({(x + dx, y + dy): (0,) for x, y in cells}, reflect) == key
    assert geo.footprint_key({(-y, x): (0,) for x, y in cells}, reflect) == key


@settings(max_examples=150, deadline=None)
@given(grown_castles(), st.integers(0, 40))
def test_the_cut_cells_are_those_whose_emptying_splits_the_castle(c, drop):
    """SAND-16, SAND-32: `splitting` finds at once the cells whose emptying would leave the
    castle in pieces (`connected` without them, cell by cell), and `takeable` the targets
    `target_ok` allows, in order; a castle in pieces has no cut cells to find (None) and
    `takeable` asks cell by cell."""
    cells = c.cells
    assert geo.splitting(cells) == {cell for cell in cells if not geo.connected(cells, cell)}
    assert [cell for cell, _ in geo.takeable(cells)] == [
        (x, y) for x, y in cells if geo.target_ok(cells, x, y)
    ]
    if len(cells) > 2:  # a cell emptied by hand: the castle may fall apart
        rest = dict(cells)
        del rest[sorted(rest)[drop % len(rest)]]
        cuts = geo.splitting(rest)
        whole = geo.connected(rest)
        assert (cuts is None) != whole
        if whole:
            assert cuts == {cell for cell in rest if not geo.connected(rest, cell)}
        assert [cell for cell, _ in geo.takeable(rest)] == [
            (x, y) for x, y in rest if geo.target_ok(rest, x, y)
        ]


def test_a_line_is_cut_at_its_middle():
    """SAND-16: a line of three linked tiles falls apart without its middle tile only; a
    lone tile or two linked tiles have no cut cell."""
    line = castle((0, 0, "CR-DE", "E"), (1, 0, "BU-ST", "EW"), (2, 0, "SG-DE", "W"))
    assert geo.splitting(line.cells) == {(1, 0)}
    assert geo.splitting(castle((0, 0, "CR-DE", "E")).cells) == set()
    assert geo.splitting(castle((0, 0, "CR-DE", "E"), (1, 0, "BU-DE", "W")).cells) == set()
    ring = castle((0, 0, "CR-CO", "ES"), (1, 0, "BU-CO", "SW"), (1, 1, "SG-CO", "NW"),
                  (0, 1, "CR-CO", "NE"))  # fmt: skip
    assert geo.splitting(ring.cells) == set()
