"""YAML loading: the limits sit on the types, and every broken file names the file, the key path
and what was expected (README: "Editing the game data")."""

from __future__ import annotations

import re
import shutil
from collections.abc import Mapping
from pathlib import Path
from typing import Annotated, Literal

import pytest

from game.core.data import (
    DataError,
    Id,
    LocalText,
    Meta,
    Shape,
    check_range,
    check_ref,
    check_total,
    convert,
    load,
    read_yaml,
    refuse,
    shown,
)

ROOT = Path(__file__).resolve().parents[2]


class Coin(Shape, frozen=True):
    id: Id
    name: LocalText
    limit: Annotated[int, Meta(ge=1, le=5)]
    kind: Literal["action", "reaction"]
    destroyed_on_use: bool = False


class Shipyard(Shape, frozen=True):
    id: Id
    coins: Mapping[Id, Annotated[int, Meta(ge=1, le=5)]]


class Table(Shape, frozen=True):
    low: Annotated[int, Meta(ge=1, le=9)]
    high: Annotated[int, Meta(ge=1, le=9)]

    def __post_init__(self) -> None:
        if self.low > self.high:
            raise refuse("high", f"{self.high} is below low ({self.low})")


class CoinsFile(Shape, frozen=True):
    coins: tuple[Coin, ...]
    shipyards: tuple[Shipyard, ...] = ()
    table: Table = Table(1, 2)


class Cell(Shape, frozen=True):
    at: tuple[int, int]
    note: str | None = None


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


def test_good_file_builds_frozen_shapes(tmp_path):
    data = load(write(tmp_path, GOOD), CoinsFile)
    assert data.coins[0].name.get("es") == "Cañón"
    assert data.shipyards[0].coins == {"cannon": 1}
    with pytest.raises(AttributeError):
        data.coins[0].limit = 3  # type: ignore[misc]  # frozen: the test is that it refuses


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
            "expected a mapping (LocalText)",
        ),
        # limits declared on the types
        (GOOD.replace("limit: 1", "limit: 0"), "coins[0].limit", "from 1 to 5, got the number 0"),
        (GOOD.replace("limit: 1", "limit: -3"), "coins[0].limit", "got the number -3"),
        (GOOD.replace("limit: 1", "limit: 1.5"), "coins[0].limit", "got the number 1.5"),
        (GOOD.replace("limit: 1", f"limit: {2**64}"), "coins[0].limit", "from 1 to 5"),
        (GOOD.replace("limit: 1", "limit: null"), "coins[0].limit", "got nothing (null)"),
        (GOOD.replace('es: "Cañón"', 'es: ""'), "coins[0].name.es", "text of 1 to 1000"),
        (GOOD.replace('id: "cannon"', 'id: "can non"'), "coins[0].id", "an id (letters"),
        # a mapping's value and key are named by the key they sit under
        (GOOD.replace("{cannon: 1}", "{cannon: 0}"), "shipyards[0].coins.cannon", "from 1 to 5"),
        (GOOD.replace("{cannon: 1}", "{cannon: 1, 7: 1}"), "shipyards[0].coins.7", "as a key"),
        # a check of several keys names the key it refuses
        (GOOD + "table: {low: 3, high: 2}\n", "table.high", "2 is below low (3)"),
        (GOOD.replace("coins:\n  - id", "coins:\n  - 5\n  - id", 1), "coins[0]", "a mapping"),
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


def test_not_a_mapping_at_the_top(tmp_path):
    with pytest.raises(DataError) as err:
        load(write(tmp_path, "- 1\n- 2\n"), CoinsFile)
    assert err.value.path == "(top level)" and "a mapping (CoinsFile)" in err.value.problem


def test_totals_and_ranges_are_checked():
    with pytest.raises(DataError) as err:
        check_total("goods.yaml", "goods", 64, 65, "goods cubes")
    assert "64" in err.value.problem and "65" in err.value.problem
    with pytest.raises(DataError) as err:
        check_range("game.yaml", "seats.default", 7, 2, 6, "(the table's seats)")
    assert err.value.path == "seats.default" and "7 is outside 2..6" in err.value.problem
    check_range("game.yaml", "seats.default", 6, 2, 6)


def test_fixed_tuples_and_optional_values():
    assert convert({"at": [1, 2]}, Cell, "f.yaml") == Cell((1, 2))
    with pytest.raises(DataError) as err:
        convert({"at": [1, 2, 3]}, Cell, "f.yaml")
    assert err.value.path == "at" and "exactly 2 items, got a list of 3 items" in err.value.problem


def test_nesting_too_deep_is_refused():
    deep: object = 1
    for _ in range(100_000):
        deep = [deep]
    with pytest.raises(DataError):
        convert({"at": deep}, Cell, "f.yaml")


def test_files_are_named_as_people_know_them(tmp_path):
    assert shown(ROOT / "data" / "kratos" / "game.yaml") == "data/kratos/game.yaml"
    assert shown(tmp_path / "game.yaml") == str(tmp_path / "game.yaml")


def test_the_readme_example_is_what_the_program_says(tmp_path):
    """README.md, "Editing the game data": the example message is the loader's own, word for
    word, for the edit it describes (a count written as a word)."""
    from game.black_fleet.content import load_content

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    example = re.search(r"Tortuga cannot start: a data file is broken\.\n  (.+)\n", readme)
    assert example is not None
    said = example.group(1)
    file, key, problem = said.split(": ", 2)
    assert file == "data/black_fleet/fortune_cards.yaml" and key == "fortune_cards[1].count"
    folder = tmp_path / "black_fleet"
    shutil.copytree(ROOT / "data" / "black_fleet", folder)
    text = (folder / "fortune_cards.yaml").read_text(encoding="utf-8")
    second = text.index("count: 3")  # fortune_cards[1] (Full Sails)
    text = text[:second] + 'count: "three"' + text[second + len("count: 3") :]
    (folder / "fortune_cards.yaml").write_text(text, encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_content(folder)
    assert (err.value.path, err.value.problem) == (key, problem)
    assert err.value.file == str(folder / "fortune_cards.yaml")
