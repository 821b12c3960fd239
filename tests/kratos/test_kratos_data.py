"""The data of data/kratos/: the piece catalogue (section 2), materials, constants (3.8), the
default board (5.2), the table and its variants; and clear refusals of broken files."""

import shutil
from pathlib import Path

import pytest
from kratos_kit import G

from game.core import DataError
from game.kratos import GAME
from game.kratos.catalogue import reduced_size, valid_spots
from game.kratos.content import load_content

DATA = Path(__file__).resolve().parents[2] / "data" / "kratos"

# section 2: speed, resistance, power, range, cost, upkeep
CATALOGUE = {
    "plane": (3, 1, 2, 1, 60, 1),
    "battleship": (1, 2, 4, 2, 90, 1),
    "minesweeper": (1, 2, 1, 1, 90, 1),
    "carrier": (1, 2, 2, 1, 120, 1),
    "submarine": (1, 1, 3, 1, 90, 1),
    "mine": (0, None, 0, 0, 30, 0),
    "iron_producer": (0, 1, 0, 0, 90, 1),
    "wheat_producer": (0, 1, 0, 0, 90, 1),
    "oil_producer": (0, 1, 0, 0, 90, 1),
    "steel_producer": (0, 1, 0, 0, 90, 1),
    "bread_producer": (0, 1, 0, 0, 90, 1),
    "gasoline_producer": (0, 1, 0, 0, 90, 1),
    "merchant": (1, 1, 0, 0, 90, 1),
    "tanker": (1, 1, 0, 0, 90, 1),
}


@pytest.mark.parametrize("kind", sorted(CATALOGUE))
def test_piece_catalogue_matches_section_2(kind):
    """K-44, K-45, K-46, K-47, K-48, K-49, K-52 .. K-57, K-67, K-68: every number of the chart."""
    p = G.kinds[kind]
    assert (p.speed, p.resistance, p.power, p.range, p.cost, p.upkeep) == CATALOGUE[kind]


def test_piece_classes_follow_the_rulebook():
    """K-8: war pieces, producers (primary and secondary), transports; K-17: playable pieces are
    producers, transports and war pieces but mines; K-49: a mine is not playable."""
    assert G.war == {"plane", "submarine", "battleship", "carrier", "minesweeper"}
    assert G.producers == {
        f"{m}_producer" for m in ("iron", "wheat", "oil", "steel", "bread", "gasoline")
    }
    assert {p.id for p in G.content.pieces if p.role == "transport"} == {"merchant", "tanker"}
    assert not G.kinds["mine"].playable and G.kinds["mine"].resistance is None
    assert G.playable == G.war | G.producers | {"merchant", "tanker"}
    assert {p.id for p in G.content.pieces if p.warship} == {"battleship", "carrier", "minesweeper"}


def test_producer_capacities_and_pairs():
    """K-50 .. K-57: primary iron/wheat/oil, secondary steel/bread/gasoline from their raw
    material; capacities 2, 8, 2, 10, 8, 2 per movement point."""
    caps = {
        k: G.kinds[f"{k}_producer"].capacity
        for k in ("iron", "wheat", "oil", "steel", "bread", "gasoline")
    }
    assert caps == {"iron": 2, "wheat": 8, "oil": 2, "steel": 10, "bread": 8, "gasoline": 2}
    assert dict(G.raw_of) == {"steel": "iron", "bread": "wheat", "gasoline": "oil"}
    assert G.primary == ("iron", "wheat", "oil") and G.secondary == ("steel", "bread", "gasoline")


def test_what_each_transporter_carries():
    """K-46, K-47, K-60 .. K-65, K-67, K-68: iron, wheat and bread (or a producer) by merchant,
    oil and gasoline by tanker, planes by carrier (5), mines by minesweeper (5)."""
    assert dict(G.carrier_of) == {
        "iron": "merchant",
        "wheat": "merchant",
        "bread": "merchant",
        "oil": "tanker",
        "gasoline": "tanker",
    }
    m = G.kinds["merchant"].carries
    assert m.max == 1 and set(m.pieces) == G.producers
    assert G.kinds["tanker"].carries.max == 1 and not G.kinds["tanker"].carries.pieces
    assert G.kinds["carrier"].carries.pieces == ("plane",) and G.kinds["carrier"].carries.max == 5
    assert G.kinds["minesweeper"].carries.mines and G.kinds["minesweeper"].carries.max == 5
    assert G.bread == "bread" and G.gasoline == "gasoline"  # K-63: consumed from official depots


def test_constants_of_3_8():
    """3.8, K-6, K-10, K-17, K-28, K-31, K-36, K-43, K-57: the numbers of the table."""
    k = G.k
    assert (k.board.columns, k.board.rows, k.board.islands) == (26, 20, 18)
    assert (k.island_playable_max, k.island_producers_max, k.island_mines_max) == (25, 5, 10)
    assert (k.depot_max, k.lot, k.depot_hit) == (500, 100, 100)
    assert (k.upkeep_per_island, k.gasoline_per_moving_play, k.repair_cost) == (5, 1, 30)
    assert (k.gold_per_seat, k.gold_unit, sum(k.gold_chips)) == (10_000, 500, 10_000)
    assert sorted(k.gold_chips) == [500] * 4 + [1000] * 3 + [5000]
    assert k.base_speed == (2, 3, 3, 3, 3, 4) and k.die_sides == 6
    assert k.start.gasoline == 100 and k.start.bread == 200
    assert sorted(k.start.war) == ["battleship", "plane", "plane", "plane"]


def test_default_board_is_the_board_of_5_2_and_valid():
    """K-7, KD-29, 5.1, 5.2: 26 columns by 20 rows, 18 islands at the listed cells, no two areas
    overlapping, every ring 12 cells, neighbouring islands 4 apart."""
    spec = G.default_spec
    assert (spec.columns, spec.rows) == (26, 20)
    assert spec.spots[0] == (2, 1) and spec.spots[6] == (9, 6) and spec.spots[17] == (19, 16)
    assert valid_spots(26, 20, spec.spots, 18)
    gm = G.geometry(spec)
    assert all(len(r) == 12 for r in gm.rings)
    assert gm.dist(gm.island_node(1), gm.island_node(2)) == 4


def test_reduced_tables_follow_the_formula():
    """Section 7: W = round(26 * sqrt(N/9)), H = round(20 * sqrt(N/9)) for N = 2..8."""
    for n in range(2, 9):
        assert G.reduced[n] == reduced_size(n)
    assert G.reduced[2] == (12, 9) and G.reduced[8] == (25, 19)


def test_table_offers_2_to_9_seats_and_the_ending_variants():
    """K-1 (9 seats, the original), section 7 (2 to 8), KD-37, KD-46, KD-11, KD-34, 5.3 VARIANTS."""
    info = GAME.info
    assert (info.min_seats, info.max_seats, info.default_seats) == (2, 9, 9)
    keys = {v.key: v for v in info.variants}
    assert keys["endings"].default == "auto" and keys["max_rounds"].default == 30
    assert (keys["max_rounds"].low, keys["max_rounds"].high) == (10, 100)
    assert keys["stall_rounds"].default == 15 and keys["dead_table_stop"].default is True
    assert keys["ranking_decides_winner"].default is True
    assert keys["deals"].default == "binding" and keys["unilateral_recolour"].default is False
    assert keys["board"].default == "default" and keys["board_filter"].default is False
    assert "passive" in GAME.ai_levels() and "heuristic" in GAME.ai_levels()


def test_the_setup_lists_the_levels_by_strength_then_the_passive_seat():
    """The setup's drop-down lists AI levels in `ai_levels()` order: normal first (the
    default), the searching level right after the game's own, then the passive seat that never
    attacks, then random."""
    assert GAME.ai_levels() == ("heuristic", "cautious", "bold", "hard", "passive", "random")


def _copy(tmp_path) -> Path:
    folder = tmp_path / "kratos"
    shutil.copytree(DATA, folder)
    return folder


def test_broken_piece_file_names_the_key(tmp_path):
    folder = _copy(tmp_path)
    text = (folder / "pieces.yaml").read_text()
    (folder / "pieces.yaml").write_text(text.replace("cost: 60", 'cost: "sixty"', 1))
    with pytest.raises(DataError) as err:
        load_content(folder)
    assert "pieces[0].cost" in str(err.value)


def test_overlapping_default_board_is_refused(tmp_path):
    folder = _copy(tmp_path)
    text = (folder / "board.yaml").read_text()
    (folder / "board.yaml").write_text(text.replace("{id: 2, x: 7, y: 1}", "{id: 2, x: 5, y: 1}"))
    with pytest.raises(DataError) as err:
        load_content(folder)
    assert "overlap" in str(err.value)


def test_unknown_material_is_refused(tmp_path):
    folder = _copy(tmp_path)
    text = (folder / "pieces.yaml").read_text()
    (folder / "pieces.yaml").write_text(text.replace('produces: "iron"', 'produces: "gold"'))
    with pytest.raises(DataError) as err:
        load_content(folder)
    assert "gold" in str(err.value)
