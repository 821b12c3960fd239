"""The data files: every stat of the digest's appendix, names in two languages, load-time checks."""

import shutil
from pathlib import Path

import pytest
import yaml

from game.core.data import data_dir
from game.core.errors import DataError
from game.pieces_of_eight import INFO
from game.pieces_of_eight.content import load_content

DATA = data_dir("pieces_of_eight")

APPENDIX = {  # id: (limit, kind, destroyed_on_use, spared_by_active_mate, requires, target)
    "captain": (1, "action", False, False, None, "active_coin_any_player"),
    "mate": (5, "action", True, False, None, "active_coin_any_player"),
    "bomb": (3, "action", True, False, "active_mate", "both_open_coins_of_another_player"),
    "cannon": (3, "action", False, False, "self_open", "fore_line_of_another_player"),
    "pistols": (3, "action", True, True, None, "aft_coin_any_player"),
    "sabre": (3, "action", True, True, None, "open_coin_any_player"),
    "boarding_party": (1, "action", False, False, None, "any_coin_except_captain"),
    "plunder": (3, "action", True, False, None, "open_coin_other_player"),
    "barrel_of_grog": (1, "action", True, False, None, "chosen_coin_own_hold"),
    "buried_treasure": (1, "action", True, False, None, "two_random_coins_own_hold"),
    "call_to_quarters": (1, "action", True, False, None, "one_random_coin_own_hold"),
    "full_sail": (1, "reaction", False, False, None, None),
    "black_spot": (1, "reaction", False, False, None, "the_destroyer"),
    "captains_monkey": (1, "reaction", False, False, None, "self"),
    "treachery": (2, "reaction", True, False, None, "the_ability_used"),
}
SPANISH = {
    "captain": "Capitán",
    "mate": "Oficial",
    "bomb": "Bomba",
    "cannon": "Cañón",
    "pistols": "Pistolas",
    "sabre": "Sable",
    "boarding_party": "Abordaje",
    "plunder": "Pillaje",
    "barrel_of_grog": "Barril de Grog",
    "buried_treasure": "Tesoro Enterrado",
    "call_to_quarters": "Llamar al Cuartel",
    "full_sail": "A Toda Vela",
    "black_spot": "Mancha Negra",
    "captains_monkey": "Mono del Capitán",
    "treachery": "Traición",
}


@pytest.fixture(scope="module")
def content():
    return load_content(DATA)


def test_fifteen_coin_types_with_the_appendix_stats(content):
    """P8-5, P8-6 and the section 2 catalogue: limits, kinds, costs, requirements, targets."""
    got = {
        c.id: (c.limit, c.kind, c.destroyed_on_use, c.spared_by_active_mate, c.requires, c.target)
        for c in content.coins
    }
    assert got == APPENDIX
    assert sum(c.limit for c in content.coins if not c.gold) == 29
    assert [c.id for c in content.coins if c.gold] == ["captain"]  # P8-4


def test_names_in_english_and_spanish(content):
    """P8-118: display names come from the data; the Spanish names are the seed's."""
    assert {c.id: c.name.es for c in content.coins} == SPANISH
    assert content.coin("captains_monkey").name.en == "Captain's Monkey"
    assert all(c.text.en and c.text.es for c in content.coins)
    assert [c.id for c in content.coins if c.name_confirmed] == [
        "captain",
        "mate",
        "bomb",
        "cannon",
        "captains_monkey",
        "treachery",
    ]


def test_the_two_product_sets_and_the_sandbox_shipyards(content):
    """P8-2 (16 fixed coins a set), P8-3 (two sets published), P8-119 (provisional lists, each
    set alone builds a legal ship, every type in at least one set; sandbox both sets and armory)."""
    sets = content.ship_sets
    assert list(sets) == ["maidens_vengeance", "cursed_blade"]
    for yard in sets.values():
        assert yard.product and not yard.verified and sum(yard.coins.values()) == 16
        assert yard.coins["captain"] == 1
        assert all(n <= content.coin(c).limit for c, n in yard.coins.items())
    assert {c for y in sets.values() for c in y.coins} == {c.id for c in content.coins}
    both = content.sandbox_shipyards["both_sets"]
    assert sum(both.coins.values()) == 32 and both.union_of == ("maidens_vengeance", "cursed_blade")
    armory = content.sandbox_shipyards["armory"]
    assert dict(armory.coins) == {c.id: c.limit for c in content.coins}


def test_boarding_party_is_not_spent(content):
    """P8-120: a data flag, not destroyed on use."""
    assert content.coin("boarding_party").destroyed_on_use is False
    assert content.settings.boarding_party_destroyed_on_use is False


def test_seats_and_settings(content):
    """P8-1: two players or more; software seats 2 to 9. P8-150: teams at an even number of
    seats, at least four (4, 6, 8); P8-104: the chess clock for two."""
    assert (INFO.min_seats, INFO.max_seats) == (2, 9)
    assert content.table.seats.rulebook_max == 9 and content.ship_rules.ship_size == 13
    assert INFO.variant("teams").seats == (4, 6, 8) and INFO.variant("chess_clock").seats == (2,)
    assert content.settings.stalemate_quiet_rounds == 3
    assert INFO.variant("clock_seconds").low == 60 and INFO.variant("clock_seconds").high == 300


# ---- broken data ------------------------------------------------------------------------------------
def broken(tmp_path: Path, file: str, edit) -> Path:
    folder = tmp_path / "p8"
    shutil.copytree(DATA, folder)
    data = yaml.safe_load((folder / file).read_text(encoding="utf-8"))
    edit(data)
    (folder / file).write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return folder


def test_a_wrong_type_names_the_file_and_key(tmp_path):
    folder = broken(tmp_path, "coins.yaml", lambda d: d["coins"][1].update(limit="five"))
    with pytest.raises(DataError) as err:
        load_content(folder)
    assert err.value.file.endswith("coins.yaml") and err.value.path == "coins[1].limit"


def test_a_dangling_coin_id_in_a_set(tmp_path):
    folder = broken(
        tmp_path,
        "ship_sets.yaml",
        lambda d: d["ship_sets"]["cursed_blade"]["coins"].update(parrot=1),
    )
    with pytest.raises(DataError) as err:
        load_content(folder)
    assert err.value.path == "ship_sets.cursed_blade.coins.parrot"
    assert "unknown coin" in err.value.problem


def test_a_set_whose_counts_do_not_add_up(tmp_path):
    folder = broken(
        tmp_path,
        "ship_sets.yaml",
        lambda d: d["ship_sets"]["maidens_vengeance"]["coins"].update(mate=4),
    )
    with pytest.raises(DataError) as err:
        load_content(folder)
    assert err.value.path == "ship_sets.maidens_vengeance.coins"


def test_a_union_that_is_not_the_union(tmp_path):
    def edit(d):
        coins = d["sandbox_shipyards"]["both_sets"]["coins"]
        coins["mate"] -= 1
        coins["sabre"] += 1

    with pytest.raises(DataError) as err:
        load_content(broken(tmp_path, "ship_sets.yaml", edit))
    assert "union" in err.value.problem


def test_two_gold_coins_are_refused(tmp_path):
    folder = broken(tmp_path, "coins.yaml", lambda d: d["coins"][1].update(gold=True))
    with pytest.raises(DataError) as err:
        load_content(folder)
    assert "exactly one gold coin" in err.value.problem


def test_the_table_seats_come_from_game_yaml(tmp_path):
    """P8-1: the table's seat range is data; one beyond the rulebook's nine is refused."""
    folder = broken(tmp_path, "game.yaml", lambda d: d["seats"].update(max=10))
    with pytest.raises(DataError) as err:
        load_content(folder)
    assert err.value.file.endswith("game.yaml") and err.value.path == "seats.max"
    folder = broken(tmp_path / "b", "game.yaml", lambda d: d["variant_seats"].update(teams=[10]))
    with pytest.raises(DataError) as err:
        load_content(folder)
    assert err.value.path == "variant_seats.teams[0]"
