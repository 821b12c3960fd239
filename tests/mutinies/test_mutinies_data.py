"""Content: the YAML matches the digest's data appendix, and broken data is refused clearly."""

from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path

import pytest
from mutinies_kit import CONTENT

from game.core import SeatConfig
from game.core.data import DataError, data_dir
from game.mutinies import GAME, INFO
from game.mutinies.content import load_content

DATA = data_dir("mutinies")


def test_component_counts_follow_the_seed():
    """M21-1, M21-2, M21-162: 54 jewels, 24 treasures, 45 cards, 25 rum cubes; the engine
    follows the seed, not the retail box."""
    assert len(CONTENT.jewels) == 54
    assert len(CONTENT.treasures) == 24
    assert len(CONTENT.cards) == 45
    assert CONTENT.board.setup.rum_cubes == 25
    assert (CONTENT.board.setup.captain_d, CONTENT.board.setup.sailor_d) == (3, 4)


def test_jewel_distribution_matches_the_appendix():
    """M21-130: four colours of 12 with the same rows, six wilds; 32 rum icons in all."""
    colours = Counter(j.colour for j in CONTENT.jewels)
    assert colours == {"red": 12, "blue": 12, "green": 12, "white": 12, "wild": 6}
    rows = Counter((j.d, j.r) for j in CONTENT.jewels if j.colour == "red")
    assert rows == {(0, 0): 3, (1, 0): 2, (2, 0): 1, (0, 1): 2, (1, 1): 2, (2, 1): 1, (1, 2): 1}
    wild = Counter((j.d, j.r) for j in CONTENT.jewels if j.colour == "wild")
    assert wild == {(1, 0): 1, (2, 0): 1, (1, 1): 1, (2, 1): 2, (3, 1): 1}
    assert sum(j.r for j in CONTENT.jewels) == 32
    assert CONTENT.jewel_by_id["wild21a"].d == 2 and CONTENT.jewel_by_id["wild21a"].r == 1


def test_treasure_tokens_match_the_appendix():
    """M21-131, M21-91: five kinds, the digest's amounts and counts."""
    rows = Counter((t.kind, t.amount) for t in CONTENT.treasures)
    assert rows == {
        ("rum", 1): 3,
        ("rum", 2): 2,
        ("doubloons", 2): 3,
        ("doubloons", 3): 2,
        ("prestige", 1): 2,
        ("prestige", 2): 3,
        ("prestige", 3): 1,
        ("exchange", 2): 2,
        ("exchange", 3): 2,
        ("jewel", 1): 4,
    }
    assert CONTENT.exchange_rate == 1


def test_mutiny_cards_match_the_appendix():
    """M21-132: 16 Obligatory, 16 Voluntary, 12 End of game, Last Mutiny; names in both
    languages; E03 and E05 capped at +5 (M21-185)."""
    cats = Counter(c.category for c in CONTENT.cards)
    assert cats == {"obligatory": 16, "voluntary": 16, "end_of_game": 12, "special": 1}
    card = CONTENT.card_by_id
    assert card["L01"].name.es == "Último Motín"
    assert card["E03"].cap == 5 and card["E05"].cap == 5 and card["E01"].cap == 4
    assert card["V07"].when == ("W1", "W2", "W3a") and card["V08"].when == ("roll_reaction",)
    assert card["V09"].when == ("W3b",) and card["V01"].at_end == "gain_pp"
    assert all(c.name.en and c.name.es and c.text.en and c.text.es for c in CONTENT.cards)


def test_black_market_payouts_are_base_plus_one_per_rum():
    """M21-133, M21-61, M21-151: the seed's any-3 with 2 rum pays 5 D and 4 PP."""
    combos = CONTENT.combo_by_id
    assert combos["any_3"].payout[2] == (5, 4)
    for combo in combos.values():
        d0, pp0 = combo.payout[0]
        assert list(combo.payout) == [(d0 + r, pp0 + r) for r in range(5)]
    assert {c: combos[c].payout[0] for c in combos} == {
        "any_2": (2, 1),
        "any_3": (3, 2),
        "any_4": (4, 3),
        "same_3": (4, 4),
        "two_pairs": (5, 4),
        "same_4": (6, 6),
    }


def test_slot_tables_match_the_appendix():
    """M21-134, M21-47, M21-52, M21-56, M21-62, M21-66, M21-70, M21-186 (seed values kept)."""
    slot = {s.id: s.stats for s in CONTENT.slot_by_id.values()}
    assert [slot[f"NC{i}"].cost_d for i in range(1, 6)] == [0, 1, 1, 2, 2]
    assert [slot[f"NC{i}"].rum for i in range(1, 6)] == [0, 0, 0, 1, 1]
    assert [slot[f"SW{i}"].above for i in range(1, 6)] == [1, 2, 3, 4, 5]
    assert slot["SW1"].both_dice_d == 1 and slot["SW4"].rum == slot["SW5"].rum == 1
    assert [slot[f"TV{i}"].d for i in range(1, 6)] == [0, 0, 0, 1, 2]
    assert [slot[f"BM{i}"].combo for i in range(1, 7)] == [
        "any_2",
        "any_3",
        "any_4",
        "same_3",
        "two_pairs",
        "same_4",
    ]
    assert (slot["C1"].cost_d, slot["C1"].pp, slot["C5"].min_jewels) == (2, 2, 2)
    assert (slot["K3"].cost_d, slot["K3"].pp, slot["K2"].d, slot["K1"].pp) == (5, 3, 1, 1)
    assert [(slot[m].cost_d, slot[m].pp, slot[m].d) for m in ("M0", "M1", "M3", "M6")] == [
        (0, -1, 1),
        (1, 1, 0),
        (3, 2, 0),
        (6, 3, 0),
    ]
    track = CONTENT.board.prestige_track
    assert [(b.square, b.kind) for b in track.bonuses] == [
        (8, "doubloons"),
        (18, "treasure"),
        (28, "rum"),
        (38, "jewel"),
    ]


def test_title_info_variants_and_seat_range():
    """M21-4, M21-118, M21-119, M21-120: 3-5 players, 2 with the henchman variant; the
    Extended game is a larger mutiny_count (default from the data)."""
    assert (INFO.min_seats, INFO.max_seats, INFO.two_player_variant) == (3, 5, "two_player")
    assert INFO.variant("mutiny_count").default == 21  # read from data/mutinies/game.yaml
    assert INFO.variant("mutiny_count").high == 45
    two = GAME.make_config([SeatConfig("a"), SeatConfig("b")])
    assert two.variants["two_player"] is True
    with pytest.raises(ValueError):
        GAME.make_config([SeatConfig(str(i)) for i in range(6)])
    with pytest.raises(ValueError):
        GAME.make_config([SeatConfig(str(i)) for i in range(3)], variants={"mutiny_count": 46})


# ---- broken data ------------------------------------------------------------------------------
def _broken_copy(tmp_path: Path, file: str, old: str, new: str) -> Path:
    folder = tmp_path / "mutinies"
    shutil.copytree(DATA, folder)
    path = folder / file
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return folder


def test_a_dangling_blockade_action_names_file_and_key(tmp_path):
    folder = _broken_copy(tmp_path, "cards.yaml", 'action: "cr"', 'action: "harbour"')
    with pytest.raises(DataError) as err:
        load_content(folder)
    assert "cards.yaml" in str(err.value) and "cards[2].action" in str(err.value)


def test_a_wrong_jewel_total_is_refused(tmp_path):
    folder = _broken_copy(
        tmp_path,
        "jewels.yaml",
        "{doubloon_icons: 0, rum_icons: 0, count: 3}",
        "{doubloon_icons: 0, rum_icons: 0, count: 4}",
    )
    with pytest.raises(DataError) as err:
        load_content(folder)
    assert "jewels.yaml" in str(err.value) and "totals.tokens" in str(err.value)


def test_a_payout_row_missing_is_refused(tmp_path):
    folder = _broken_copy(
        tmp_path,
        "board.yaml",
        "payout: [[2, 1], [3, 2], [4, 3], [5, 4], [6, 5]]",
        "payout: [[2, 1], [3, 2], [4, 3], [5, 4]]",
    )
    with pytest.raises(DataError) as err:
        load_content(folder)
    assert "combinations.types[0].payout" in str(err.value)


def test_an_unknown_key_is_refused_with_its_path(tmp_path):
    folder = _broken_copy(tmp_path, "board.yaml", "start_pp: 3", "start_pp: 3\n  start_gold: 1")
    with pytest.raises(DataError) as err:
        load_content(folder)
    assert "board.yaml" in str(err.value) and "setup.start_gold" in str(err.value)
