"""The title information of Black Fleet: seats and variants (BF-10, BF-130, BF-135).

Every seat count comes from data/black_fleet/game.yaml (`players.official_seats`, `house_seats`
and `default_seats`); nothing here is a number of seats.
"""

from __future__ import annotations

from game.core import TitleInfo, VariantSpec
from game.core.data import data_dir, load

from .content import GameData, Players

GAME_ID = "black_fleet"
HOUSE_TWO = "two_players"  # BF-135: the two-seat house rule
LONG_VICTORY = "long_victory_{seat}"  # BF-130: seat `seat` (from 1) pays the long ransom
STEP_CAP = 2500  # simulator: ~65 rounds; AI tables end in ~11, random ones rarely do


def long_victory(seat: int) -> str:
    """The variant key switching seat `seat` (from 0) to the long ransom."""
    return LONG_VICTORY.format(seat=seat + 1)


def make_info(players: Players) -> TitleInfo:
    """BF-10: the official tables; BF-135: the house tables; BF-130: the victory cost is a
    per-player setting, the short ransom by default, the long one when switched on for that
    seat (a handicap when only some seats switch), offered for every table that has the seat."""
    official, house = players.official_seats, players.house_seats
    tables = sorted({*official, *house})
    victory = tuple(
        VariantSpec(long_victory(i), "bool", False, seats=tuple(n for n in tables if n > i))
        for i in range(max(tables))
    )
    return TitleInfo(
        id=GAME_ID,
        min_seats=min(official),
        max_seats=max(official),
        has_hidden_info=True,
        rules_version=1,
        variants=(VariantSpec(HOUSE_TWO, "bool", False, seats=house), *victory)
        if house
        else victory,
        two_player_variant=HOUSE_TWO if house else None,  # no house table: no two seats
        default_seats=players.default_seats,
        dealt_colours=True,  # BF-14: identification cards decide colours and seat order
        step_cap=STEP_CAP,
    )


INFO = make_info(load(data_dir(GAME_ID) / "game.yaml", GameData).players)
