"""A number and its noun agree: "1 cube", "2 cubes"; "1 cubo", "2 cubos"; "queda 1", "quedan 2".
Found playing in Spanish ("1 moneda(s) de alcance"); these are the lines where 1 can happen."""

from __future__ import annotations

from pathlib import Path

import pytest

from game import registry
from game.core import Action, Event
from scenes.core import i18n

ROOT = Path(__file__).resolve().parents[2]
NAMES = ["Ana", "Ben", "Carmen"]


@pytest.fixture(params=["en", "es"])
def lang(request):
    i18n.configure(request.param)
    yield request.param
    i18n.configure("en")


def logged(game: str, kind: str, data: dict) -> str:
    return i18n.phrase(registry.rules_for(game).describe_event(Event(kind, data)), NAMES)


WORDS = {
    "en": {"cube": ("1 cube ", "2 cubes "), "doubloon": ("1 doubloon ", "2 doubloons ")},
    "es": {"cube": ("1 cubo ", "2 cubos "), "doubloon": ("1 doblón ", "2 doblones ")},
}


def test_black_fleet_sales_and_pickpockets_agree_with_their_number(lang):
    """BF-61: a sale after a robbery may sell a single cube; BF-211: a Pickpocket takes at
    most what the target has, one doubloon at times."""
    sale = {"seat": 0, "port": 0, "gain": 2, "loaded": 3, "colour": "blue"}
    for n, expected in zip((1, 2), WORDS[lang]["cube"], strict=True):
        text = logged("black_fleet", "sold", {**sale, "cubes": ["green"] * n})
        assert expected in text, text
    for n, expected in zip((1, 2), WORDS[lang]["doubloon"], strict=True):
        text = logged("black_fleet", "pickpocketed", {"seat": 0, "target_seat": 1, "amount": n})
        assert expected in text, text


def test_mutinies_counters_agree_with_their_number(lang):
    """M21-118 (the Simplified game): the mutinies left, counted down to the last one."""
    one = i18n.tr("mutinies.scene.tip.counter", count=1)
    rise = i18n.tr("mutinies.scene.rise.counter", n=1, count=1)
    cubes = i18n.tr("mutinies.scene.tip.tavern_cubes", count=1)
    if lang == "es":
        assert "queda 1 motín" in one and rise == "Queda 1" and "1 cubo de Ron" in cubes
    else:
        assert "1 mutiny left" in one and rise == "1 left" and "1 rum cube" in cubes


def test_pieces_of_eight_commitments_of_no_cannon_say_so(lang):
    """P8-137 (5): an invited seat may commit none of its Cannons: the button and the log line
    say it stays out, not "Commit 0 Cannons"."""
    rules = registry.rules_for("pieces_of_eight")
    button = [i18n.phrase(rules.describe_action(Action("commit", (n,))), NAMES) for n in (0, 1, 2)]
    line = [logged("pieces_of_eight", "cannon_committed", {"seat": 1, "count": n}) for n in (0, 1)]
    if lang == "es":
        assert button == ["No participar", "Sumar 1 Cañón", "Sumar 2 Cañones"]
        assert line == ["Ben no participa en el bombardeo", "Ben suma 1 Cañón al bombardeo"]
    else:
        assert button == ["Stay out", "Commit 1 Cannon", "Commit 2 Cannons"]
        assert line == ["Ben stays out of the barrage", "Ben commits 1 Cannon"]


def test_no_text_leaves_the_plural_to_the_reader():
    """No "coin(s)", "moneda(s)", "Cañón(es)": a text with a count has its forms; no "No (more)
    trades" either, which leaves the reader to pick the words."""
    lazy = [
        f"{path.name}: {line.strip()[:60]}"
        for path in sorted((ROOT / "data" / "i18n").glob("*.json"))
        for line in path.read_text(encoding="utf-8").splitlines()
        if any(hedge in line for hedge in ("(s)", "(es)", "(more)", "(más)"))
    ]
    assert lazy == []
