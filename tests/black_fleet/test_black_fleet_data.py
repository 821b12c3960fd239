"""Black Fleet data: components (BF-1 to BF-9), the map and its invariants (§4.1-§4.5), the card
lists (§4.6-§4.8) and the loader's refusals of broken data."""

import shutil
from pathlib import Path

import pytest
from black_fleet.bf_helpers import rules

from game.black_fleet.content import load_content
from game.core.data import data_dir
from game.core.errors import DataError

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def content():
    return rules().content


def sea_dist(r, sources, first=0):
    return r.g.geo.sea_distances([r.g.geo.index(c) for c in sources], first)


# ---- components ------------------------------------------------------------------------------
def test_board_has_five_ports_two_lairs_three_distant_seas_two_navy_starts(content):
    """BF-1: ports, beaches worth 3/4/6, 2 lairs, 3 distant seas, 2 navy starts."""
    m = content.map
    assert len(m.ports) == 5
    assert len(m.pirate_lairs) == 2
    assert [z.id for z in m.distant_seas] == ["NW", "NE", "SE"]
    assert len(m.navy_starts) == 2
    assert sorted({b.value for b in m.beaches}) == [3, 4, 6]


def test_ships_and_holds(content):
    """BF-2: four player colours with a merchant (3 cubes) and a pirate (1 cube) each, plus a
    yellow and a purple navy."""
    g = content.game
    assert [c.id for c in g.players.colours] == ["black", "white", "orange", "grey"]
    assert (g.holds.merchant, g.holds.pirate) == (3, 1)
    assert content.navy_ids == ("yellow", "purple")


def test_goods_are_65_cubes_in_five_colours(content):
    """BF-3: 13 cubes of each of yellow, red, green, blue, purple."""
    g = content.game.goods
    assert content.colours == ("yellow", "red", "green", "blue", "purple")
    assert g.cubes_per_colour * len(g.colours) == g.total == 65


def test_money_is_a_plain_integer_with_an_unlimited_bank(content):
    """BF-4, AD-9: wealth is an integer; gains are paid even beyond the 70 printed doubloons."""
    from black_fleet.bf_helpers import BLACK, act, position

    m = position(
        merchants={BLACK: ((11, 1), ["green", "green"])}, wealth={BLACK: 69}, activate="merchant"
    )
    act(m, "sell")
    assert m.state.wealth[BLACK] == 73


def test_movement_cards(content):
    """BF-5, AD-14, AD-26: 44 cards, 22 per navy colour, bottom symbols 8/16/12/8, no zero
    value."""
    cards = content.movement
    assert len(cards) == 44
    assert sum(c.navy == "yellow" for c in cards) == 22
    counts = {
        b: sum(c.bottom == b for c in cards)
        for b in ("draw_fortune_2", "draw_fortune_1", "none", "discard_fortune_1")
    }
    assert counts == {"draw_fortune_2": 8, "draw_fortune_1": 16, "none": 12, "discard_fortune_1": 8}
    assert min(min(c.navy_value, c.pirate, c.merchant) for c in cards) >= 1
    mv19 = content.movement_by_id["MV19"]
    assert (mv19.navy, mv19.navy_value, mv19.pirate, mv19.merchant, mv19.bottom) == (
        "yellow",
        2,
        3,
        4,
        "discard_fortune_1",
    )


def test_fortune_cards(content):
    """BF-6, AD-15: 44 fortune cards in 18 kinds with the digest's counts."""
    assert len(content.fortune_deck()) == 44
    counts = {c.id: c.count for c in content.fortune}
    assert counts["FC01"] == 4 and counts["FC09"] == 3 and counts["FC18"] == 2
    assert content.fortune_by_id["FC03"].timing == "main_before_first_activation"
    assert all(c.name.es and c.text.es and c.text.en for c in content.fortune)


def test_development_cards(content):
    """BF-7: 24 cards, 6 of each cost 5, 8, 11, 14, all different."""
    costs = [d.cost for d in content.development]
    assert len(costs) == 24 and all(costs.count(c) == 6 for c in (5, 8, 11, 14))
    assert len({d.effect for d in content.development}) == 24


def test_victory_cards(content):
    """BF-8, BF-340: per colour a 10 and a 20 ransom; 10 is the default."""
    v = content.game.victory
    assert list(v.costs) == [10, 20] and v.default_cost == 10


def test_identification_cards_black_first(content):
    """BF-9: four identification cards; black marks the first player."""
    assert content.game.players.first == "black"
    assert len(content.game.players.colours) == 4


# ---- the map ---------------------------------------------------------------------------------
def test_map_size_and_counts(content):
    """§4.1 invariant: 22 x 15, 330 cells, 260 sea, 70 land."""
    m = content.map
    assert (m.width, m.height) == (22, 15)
    assert all(len(row) == 22 for row in m.rows)
    land = sum(content.geometry.land)
    assert (len(content.geometry.land), 330 - land, land) == (330, 260, 70)


def test_every_port_has_exactly_its_three_docks(content):
    """BF-30, AD-25: a port's docks are exactly its three adjacent sea spaces; none is shared."""
    geo = content.geometry
    seen = set()
    for p in content.map.ports:
        adjacent = sorted(geo.xy[n] for n in geo.nbrs[geo.index(p.cell)] if not geo.land[n])
        assert adjacent == sorted(p.docks) and len(adjacent) == 3
        assert content.map.rows[p.cell[1]][p.cell[0]] == p.id
        assert not seen & set(p.docks)
        seen |= set(p.docks)


def test_beaches_lairs_starts_and_entries_are_sea(content):
    """BF-38: beaches, lairs, navy starts and zone entries are sea; beach digits match."""
    m = content.map
    for b in m.beaches:
        assert m.rows[b.cell[1]][b.cell[0]] == str(b.value)
    cells = (
        [b.cell for b in m.beaches]
        + list(m.pirate_lairs)
        + [s.cell for s in m.navy_starts]
        + [c for z in m.distant_seas for c in z.entry_cells]
    )
    assert not any(m.is_land(c) for c in cells)


def test_all_sea_is_one_region(content):
    """§4.5 invariant: the 260 sea cells are connected under king moves."""
    geo = content.geometry
    dist = geo.sea_distances([geo.index((0, 0))])
    assert sum(1 for d in dist if d >= 0) == 260


def test_no_diagonal_squeeze(content):
    """AD-2, BF-35: no 2x2 block has sea on one diagonal and land on the other."""
    m = content.map
    for y in range(14):
        for x in range(21):
            a, b = m.is_land((x, y)), m.is_land((x + 1, y))
            c, d = m.is_land((x, y + 1)), m.is_land((x + 1, y + 1))
            assert not (a == d and b == c and a != b)


def test_reference_distances_dock_to_dock(content):
    """§4.5: the shortest dock-to-dock distances of the digest (AD-4 near 5-8, far 11-15)."""
    r = rules()
    ref = content.map.reference_distances.dock_to_dock
    ports = {p.id: p for p in content.map.ports}
    for a, row in ref.items():
        dist = sea_dist(r, ports[a].docks)
        for b, steps in row.items():
            assert min(dist[r.g.geo.index(c)] for c in ports[b].docks) == steps, (a, b)
    assert ref["A"]["B"] == 6 and ref["B"]["C"] == 15


def test_reference_distances_zone_to_dock(content):
    """§4.5: zone rows count the entry step (BF-36)."""
    r = rules()
    ports = {p.id: p for p in content.map.ports}
    for z in content.map.distant_seas:
        dist = sea_dist(r, z.entry_cells, first=1)
        for b, steps in content.map.reference_distances.zone_to_dock[z.id].items():
            assert min(dist[r.g.geo.index(c)] for c in ports[b].docks) == steps, (z.id, b)


def test_narrow_beach_has_two_sea_neighbours(content):
    """§4.5: beach (0,8) has exactly the sea neighbours (0,9) and (1,9) (BFS-4, BFS-5)."""
    geo = content.geometry
    sea = sorted(geo.xy[n] for n in geo.nbrs[geo.index((0, 8))] if not geo.land[n])
    assert sea == [(0, 9), (1, 9)]


def test_price_table_follows_the_distance_rule(content):
    """BF-64, AD-29: near ports (5-8 steps) never pay 3; every 3 is paid 11+ steps away; each
    port refuses its own colour (BF-63); red is refused by no other port, yellow by two."""
    ref = content.map.reference_distances.dock_to_dock
    home = {p.colour: p.id for p in content.map.ports}
    for p in content.map.ports:
        assert p.colour in p.refuses
        for colour, price in p.buys.items():
            steps = ref[home[colour]][p.id]
            assert price in (2, 3)
            if price == 3:
                assert steps >= 11
            if steps <= 8:
                assert price == 2
    refusing = {c: sum(c in p.refuses for p in content.map.ports) for c in content.colours}
    assert refusing["red"] == 1 and refusing["yellow"] == 3  # own port + two others


# ---- broken data -----------------------------------------------------------------------------
@pytest.fixture
def data_copy(tmp_path):
    folder = tmp_path / "black_fleet"
    shutil.copytree(data_dir("black_fleet"), folder)
    return folder


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_loader_refuses_a_dock_that_is_not_adjacent(data_copy):
    edit(
        data_copy / "map.yaml",
        "docks: [[10, 1], [11, 1], [12, 1]]",
        "docks: [[10, 1], [11, 1], [13, 2]]",
    )
    with pytest.raises(DataError) as err:
        load_content(data_copy)
    assert "map.yaml" in str(err.value) and "ports[0].docks" in str(err.value)


def test_loader_refuses_a_beach_on_land(data_copy):
    edit(data_copy / "map.yaml", "{cell: [13, 1], value: 3}", "{cell: [14, 1], value: 3}")
    with pytest.raises(DataError) as err:
        load_content(data_copy)
    assert "beaches[0].cell" in str(err.value)


def test_loader_refuses_unreachable_sea(data_copy):
    """Map invariant: every sea space is reachable; here (0,12) is walled in by new land."""
    path = data_copy / "map.yaml"
    edit(path, '".......#4.....#....L.."', '"##.....#4.....#....L.."')
    edit(path, '"..................#..."', '".#................#..."')
    edit(
        path, "counts: {cells: 330, sea: 260, land: 70}", "counts: {cells: 330, sea: 257, land: 73}"
    )
    with pytest.raises(DataError) as err:
        load_content(data_copy)
    assert "map.yaml" in str(err.value) and "[0, 12]" in str(err.value)


def test_loader_refuses_a_dangling_colour(data_copy):
    edit(data_copy / "map.yaml", 'colour: "blue"', 'colour: "teal"')
    with pytest.raises(DataError) as err:
        load_content(data_copy)
    assert "ports[0].colour" in str(err.value) and "teal" in str(err.value)


def test_loader_refuses_wrong_card_totals(data_copy):
    edit(data_copy / "fortune_cards.yaml", "count: 4", "count: 5")
    with pytest.raises(DataError) as err:
        load_content(data_copy)
    assert "fortune_cards.yaml" in str(err.value) and "total" in str(err.value)


def test_loader_refuses_an_unknown_effect(data_copy):
    edit(data_copy / "development_cards.yaml", 'effect: "decoy"', 'effect: "decoy2"')
    with pytest.raises(DataError) as err:
        load_content(data_copy)
    assert "development_cards" in str(err.value) and "effect" in str(err.value)


def test_rules_texts_exist_in_both_languages():
    for lang in ("en", "es"):
        text = (ROOT / "data" / "black_fleet" / f"rules.{lang}.md").read_text(encoding="utf-8")
        assert text.startswith("# ") and text.count("\n## ") >= 6
