"""The data of data/sandcastles/ (Appendices A to D): tiles, bonuses, numbers by player count,
and the checks that refuse a broken file."""

import shutil
from collections import Counter
from pathlib import Path

import pytest
from sandcastles.sc_helpers import g

from game.core.data import data_dir
from game.core.errors import DataError
from game.sandcastles.catalogue import rotations, shape_key
from game.sandcastles.content import load_content
from game.sandcastles.info import INFO


def test_the_box_holds_140_tiles():
    """SAND-1, SAND-5, SAND-6, SAND-7: 80 castle, 30 attack, the Big Wave, 29 bonuses."""
    cat = g()
    assert cat.n_castle == 80 and cat.n_main - cat.n_castle == 30
    assert cat.wave == cat.n_main == 110  # the main deck is 110 cards before the Big Wave
    assert cat.design[cat.wave] == "WAVE"
    assert len(cat.bonuses) == 29
    assert cat.n_main + 1 + len(cat.bonuses) == 140
    kinds = Counter(b.kind for b in cat.bonuses)
    assert kinds == {"biggest": 1, "tallest": 1, "material": 9, "shape": 18}


def test_the_three_figures_beat_each_other_in_a_cycle():
    """SAND-2, AMB-26: crab beats bucket, bucket beats seagull, seagull beats crab; the
    figure an attack tile beats is also the one that answers a counter against it."""
    cat = g()
    crab, bucket, seagull = 0, 1, 2
    assert (cat.beats[crab], cat.beats[bucket], cat.beats[seagull]) == (bucket, seagull, crab)
    for f in range(3):
        assert cat.beaten_by[cat.beats[f]] == f
        counter = cat.beaten_by[f]  # what a victim answers an attack of f with
        assert cat.beaten_by[counter] == cat.beats[f]  # ... and what beats that answer


def test_castle_tiles_have_one_figure_and_one_to_four_walls():
    """SAND-3, AMB-1: the five patterns and the decided split of Appendix A."""
    cat = g()
    arms = [bin(cat.base_walls[c]).count("1") for c in range(cat.n_castle)]
    assert min(arms) == 1 and max(arms) == 4 and sum(arms) / len(arms) == 2.0
    by_figure = Counter(cat.figure[c] for c in range(cat.n_castle))
    assert by_figure == {0: 27, 1: 27, 2: 26}
    by_pattern = Counter(cat.pattern[c] for c in range(cat.n_castle))
    assert by_pattern == {"dead_end": 26, "straight": 14, "corner": 21, "tee": 12, "four_way": 7}


def test_attack_tiles_ten_of_each_figure_and_no_walls():
    """SAND-4."""
    cat = g()
    attacks = [c for c in cat.main_cards if cat.is_attack(c)]
    assert Counter(cat.figure[c] for c in attacks) == {0: 10, 1: 10, 2: 10}
    assert all(cat.base_walls[c] == 0 and cat.rotations[c] == () for c in attacks)


def test_rotations_offer_each_distinct_wall_set_once():
    """SAND-12, AMB-2: 4 for a dead end, corner or tee; 2 for a straight; 1 for a four-way."""
    cat = g()
    counts = {cat.pattern[c]: len(cat.rotations[c]) for c in range(cat.n_castle)}
    assert counts == {"dead_end": 4, "straight": 2, "corner": 4, "tee": 4, "four_way": 1}
    assert rotations(0b0001) == (1, 2, 4, 8)  # N -> E -> S -> W, clockwise
    every = {m for c in range(cat.n_castle) for m in cat.rotations[c]}
    assert every == set(range(1, 16))  # any wall set can close an open end


def test_bonus_tiles_points_tiers_and_shapes():
    """SAND-6, SAND-43, AMB-17, AMB-19, AMB-20: Appendix C."""
    cat = g()
    assert cat.bonus["BN-BIGGEST"].tiers == ((7, 7), (8, 8), (9, 9), (10, 10))
    assert cat.bonus["BN-TALLEST"].tiers == ((3, 3), (4, 4), (5, 5), (6, 7))
    materials = {b.id: (b.figure, b.n, b.points) for b in cat.bonuses if b.kind == "material"}
    assert materials["BN-CR4"] == (0, 4, 4) and materials["BN-BU3"] == (1, 3, 3)
    assert sorted(n for _, n, _ in materials.values()) == [3, 3, 3, 4, 4, 4, 5, 5, 5]
    shapes = [b.id for b in cat.bonuses if b.kind == "shape"]
    assert len({shape_key(cat.shape_cells[s], True) for s in shapes}) == 18  # all different
    order = [b.kind for b in cat.bonuses]  # the claim order of SAND-46
    assert order == ["biggest", "tallest"] + ["material"] * 9 + ["shape"] * 18


def test_numbers_by_player_count():
    """SAND-8, SAND-9, SAND-10, AMB-16: Appendix D (player count + 2 random bonuses)."""
    game = g().game
    assert (INFO.min_seats, INFO.max_seats) == (1, 7)
    rows = {n: game.numbers_for(n) for n in range(1, 8)}
    assert [rows[n].hand for n in range(1, 8)] == [3, 4, 3, 3, 3, 3, 3]
    assert [rows[n].random_bonuses for n in range(2, 8)] == [4, 5, 6, 7, 8, 9]
    assert [rows[n].fixed_bonuses for n in range(1, 8)] == [False] + [True] * 6
    assert [game.mode_of(n) for n in (1, 2, 3, 7)] == ["solo", "duel", "standard", "standard"]
    assert g().beach_size == 3 and g().wave_bottom == 10


def test_the_solo_pool_is_flagged_in_the_data():
    """SAND-70, AMB-44: the standard solo game deals from the tiles flagged `solo`; at least
    four, and never the tiered bonuses (SAND-10)."""
    cat = g()
    pool = cat.solo_pool
    assert len(pool) >= 4
    assert all(cat.bonus[b].kind in ("material", "shape") for b in pool)
    text = (data_dir("sandcastles") / "bonuses.yaml").read_text(encoding="utf-8")
    assert "CALIBRATION" in text and "measured" in text  # the measured rate is recorded


@pytest.fixture
def data_copy(tmp_path: Path) -> Path:
    target = tmp_path / "sandcastles"
    shutil.copytree(data_dir("sandcastles"), target)
    return target


def test_a_broken_total_is_refused_with_its_file_and_key(data_copy: Path):
    """SAND-1: the totals are checked when the data loads."""
    tiles = data_copy / "tiles.yaml"
    tiles.write_text(tiles.read_text().replace("count: 9, name", "count: 8, name", 1))
    with pytest.raises(DataError) as err:
        load_content(data_copy)
    assert "tiles.yaml" in str(err.value) and "castle_tiles" in str(err.value)


def test_a_broken_bonus_is_refused(data_copy: Path):
    """SAND-6: a material bonus needs a figure; a text where a number belongs is refused."""
    bonuses = data_copy / "bonuses.yaml"
    bonuses.write_text(
        bonuses.read_text().replace(
            "n: 3, points: 3, solo: true", 'n: "three", points: 3, solo: true', 1
        )
    )
    with pytest.raises(DataError) as err:
        load_content(data_copy)
    assert "bonuses.yaml" in str(err.value) and "whole number" in str(err.value)
