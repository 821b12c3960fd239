"""YAML loading: every broken file names the file, the key path and what was expected."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

import pytest

from game.core.data import DataError, LocalText, build, check_ref, check_total, load, read_yaml


@dataclass(frozen=True)
class Coin:
    id: str
    name: LocalText
    limit: int
    kind: Literal["action", "reaction"]
    destroyed_on_use: bool = False


@dataclass(frozen=True)
class Shipyard:
    id: str
    coins: Mapping[str, int]


@dataclass(frozen=True)
class CoinsFile:
    coins: tuple[Coin, ...]
    shipyards: tuple[Shipyard, ...] = ()


GOOD = """
coins:
  - id: "cannon"
    name: {en: "Cannon", es: "Cañón"}
    limit: 1
    kind: "action"
shipyards:
  - id: "set_a"
    coins: {cannon: 1}
"""


def write(tmp_path, text):
    p = tmp_path / "coins.yaml"
    p.write_text(text, encoding="utf-8")
    return p


def test_good_file_builds_frozen_dataclasses(tmp_path):
    data = load(write(tmp_path, GOOD), CoinsFile)
    assert data.coins[0].name.get("es") == "Cañón"
    with pytest.raises(AttributeError):
        data.coins[0].limit = 3  # frozen


@pytest.mark.parametrize(
    "text, path, expected",
    [
        (GOOD.replace("    limit: 1\n", ""), "coins[0].limit", "missing key 'limit'"),
        (GOOD.replace("limit: 1", 'limit: "one"'), "coins[0].limit", "expected a whole number"),
        (GOOD.replace('id: "cannon"', "id: no"), "coins[0].id", "quote it"),
        (GOOD.replace('kind: "action"', 'kind: "spell"'), "coins[0].kind", "one of 'action'"),
        (GOOD.replace("limit: 1", 'limit: 1\n    colour: "red"'), "coins[0].colour", "unknown key"),
        (
            GOOD.replace('name: {en: "Cannon", es: "Cañón"}', 'name: "Cannon"'),
            "coins[0].name",
            "expected a mapping",
        ),
    ],
)
def test_broken_file_names_file_key_and_expectation(tmp_path, text, path, expected):
    with pytest.raises(DataError) as err:
        load(write(tmp_path, text), CoinsFile)
    e = err.value
    assert e.file.endswith("coins.yaml")
    assert e.path == path
    assert expected in e.problem
    assert "coins.yaml" in str(e) and path in str(e)


def test_unknown_id_is_a_data_error(tmp_path):
    data = load(write(tmp_path, GOOD.replace("{cannon: 1}", "{canon: 1}")), CoinsFile)
    known = [c.id for c in data.coins]
    with pytest.raises(DataError) as err:
        for s_i, yard in enumerate(data.shipyards):
            for coin in yard.coins:
                check_ref("coins.yaml", f"shipyards[{s_i}].coins.{coin}", coin, known, "coin")
    assert err.value.path == "shipyards[0].coins.canon"
    assert "unknown coin 'canon'" in err.value.problem


def test_syntax_error_gives_the_line(tmp_path):
    with pytest.raises(DataError) as err:
        read_yaml(write(tmp_path, "coins:\n  - id: [unclosed\n"))
    assert "line" in err.value.problem


def test_missing_file(tmp_path):
    with pytest.raises(DataError) as err:
        read_yaml(tmp_path / "nope.yaml")
    assert "not found" in err.value.problem


def test_totals_are_checked():
    with pytest.raises(DataError) as err:
        check_total("goods.yaml", "goods", 64, 65, "goods cubes")
    assert "64" in err.value.problem and "65" in err.value.problem


def test_build_accepts_fixed_tuples_and_optional():
    @dataclass(frozen=True)
    class P:
        at: tuple[int, int]
        note: str | None = None

    assert build(P, {"at": [1, 2]}, "f.yaml") == P((1, 2))
    with pytest.raises(DataError) as err:
        build(P, {"at": [1, 2, 3]}, "f.yaml")
    assert err.value.path == "at"
