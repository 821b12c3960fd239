"""Boards: the validity test of 5.1 (K-7), the generator of 5.3 and the reduced tables of section 7
(VARIANT). The 2000-seed run is marked slow; 200 seeds run always."""

import pytest
from kratos_kit import RULES, G

from game.core import Chance, Match
from game.core.playout import seat_configs
from game.core.rng import Rng
from game.kratos import GAME
from game.kratos.catalogue import BoardSpec, Geometry, valid_spots
from game.kratos.generator import candidates, numbered, passes_filter, random_board


def _brute_force_valid(columns, rows, spots):
    """K-7 read literally: island areas (the 2x2 block and the cells around it, clipped to the
    board) never overlap."""
    areas = []
    for x, y in spots:
        area = {
            (a, b)
            for a in range(x - 1, x + 3)
            for b in range(y - 1, y + 3)
            if 0 <= a < columns and 0 <= b < rows
        }
        if any(area & other for other in areas):
            return False
        areas.append(area)
    return True


def _connected(spec: BoardSpec) -> bool:
    gm = Geometry(spec)
    seas = [c for c in range(gm.cells) if not gm.island_at[c]]
    seen = {seas[0]}
    todo = [seas[0]]
    while todo:
        n = todo.pop()
        for m in gm.adj[n]:
            if m < gm.cells and m not in seen:
                seen.add(m)
                todo.append(m)
    return len(seen) == len(seas)


def _check_board(columns, rows, spots, n):
    assert spots == numbered(list(spots))  # row-major by (y, x)
    assert valid_spots(columns, rows, spots, n)
    assert _brute_force_valid(columns, rows, spots)
    spec = BoardSpec(columns, rows, spots)
    gm = Geometry(spec)
    assert all(len(r) >= 5 for r in gm.rings)  # every island can be entered
    assert _connected(spec)


def _run(seeds, columns=26, rows=20, n=18):
    for seed in seeds:
        spots = random_board(Rng(seed), columns, rows, n, G.k.generator_max_restarts)
        assert spots is not None, seed
        _check_board(columns, rows, spots, n)


def test_pair_test_agrees_with_the_area_definition():
    """5.1, K-7: |dx| >= 4 or |dy| >= 4 is exactly 'areas do not overlap' (edges included)."""
    for a in [(0, 0), (5, 5), (24, 18), (0, 18)]:
        for x in range(25):
            for y in range(19):
                spots = (a, (x, y))
                if a == (x, y):
                    continue
                assert valid_spots(26, 20, spots, 2) == _brute_force_valid(26, 20, spots)


def test_generator_makes_valid_boards_over_200_seeds():
    """5.1, 5.3: valid, numbered row-major, every island reachable, one sea."""
    _run(range(200))


@pytest.mark.slow
def test_generator_makes_valid_boards_over_2000_seeds():
    """5.1, 5.3 over 2000 seeds on 26 x 20."""
    _run(range(2000))


@pytest.mark.parametrize("n", range(2, 9))
def test_reduced_boards_are_valid(n):
    """Section 7: 2N islands on the reduced W x H board (40 seeds each)."""
    columns, rows = G.reduced[n]
    _run(range(40), columns, rows, 2 * n)


def test_candidates_are_listed_x_outer_y_inner():
    """5.3: the list order that makes seeds reproducible."""
    cells = candidates(26, 20, [])
    xy = [(c % 26, c // 26) for c in cells]
    assert xy[:3] == [(0, 0), (0, 1), (0, 2)] and xy[19] == (1, 0)
    assert len(cells) == 25 * 19
    blocked = candidates(26, 20, [(5, 5)])
    assert 5 * 26 + 5 not in blocked and 5 * 26 + 9 in blocked and 9 * 26 + 5 in blocked
    assert 8 * 26 + 8 not in blocked


def test_match_board_is_drawn_by_chance_steps_and_reproducible():
    """5.3, K-5: each island is one logged chance step of the match RNG; the same seed draws the
    same board, as the standalone generator does."""
    config = GAME.make_config(seat_configs(["random"] * 4), seed=21)
    boards = []
    for _ in range(2):
        m = Match(RULES, config)
        picks = 0
        while m.state.phase == "setup" and m.state.board.spots == ():
            assert isinstance(m.pending, Chance) and m.pending.kind == "pick"
            m.step_chance()
            picks += 1
        boards.append(m.state.board)
        assert picks >= 8
    assert boards[0] == boards[1]
    columns, rows = G.reduced[4]
    assert boards[0].spots == random_board(Rng(21), columns, rows, 8, 1000)


def test_nine_seats_may_play_a_random_board():
    """5.3 variant `board: random` at 9 seats."""
    config = GAME.make_config(seat_configs(["random"] * 9), seed=2, variants={"board": "random"})
    m = Match(RULES, config)
    while m.state.board.spots == ():
        m.step_chance()
    assert m.state.board != G.default_spec and len(m.state.board.spots) == 18


def test_quality_filter():
    """5.3 VARIANT: no island on an edge; nearest neighbour within 8."""
    assert passes_filter(26, 20, list(G.default_spec.spots), 8)
    assert not passes_filter(26, 20, [(0, 5), (10, 10)], 8)
    assert not passes_filter(26, 20, [(2, 2), (20, 15)], 8)
    spots = random_board(Rng(5), 26, 20, 18, 1000, far=8)
    assert spots is not None and passes_filter(26, 20, list(spots), 8)


def test_generator_gives_up_on_the_default_board_or_asks_for_another_seed():
    """5.3: a 26 x 20 table falls back on 5.2 after max_restarts; a reduced one reports an error."""
    from game.kratos.generator import BoardError, island_drawn
    from game.kratos.tasks import PlaceIsland

    config = GAME.make_config(seat_configs(["random"] * 9), seed=2, variants={"board": "random"})
    m = Match(RULES, config)
    s = m.state
    s.gen_restarts = G.k.generator_max_restarts - 1
    out = []
    island_drawn(G, s, PlaceIsland(), -1, out)
    assert s.board == G.default_spec and out[0].type == "board_fallback"
    config = GAME.make_config(seat_configs(["random"] * 3), seed=2)
    m = Match(RULES, config)
    m.state.gen_restarts = G.k.generator_max_restarts - 1
    with pytest.raises(BoardError):
        island_drawn(G, m.state, PlaceIsland(), -1, [])
