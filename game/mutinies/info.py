"""The title information of 21 Mutinies: seats and variants (M21-4, M21-9, M21-118 to M21-120).

Everything comes from data/mutinies/game.yaml, read once on import: the seat range and the
default seat count, the two-player variant (the henchman game, M21-120) and the variants the
setup screen offers with their ranges and defaults. No seat count is written in code.
"""

from __future__ import annotations

from game.core import TitleInfo
from game.core.data import data_dir, load

from .content import TableFile

GAME_ID = "mutinies"


def make_info(table: TableFile) -> TitleInfo:
    return TitleInfo(
        id=GAME_ID,
        min_seats=table.seats.min,
        max_seats=table.seats.max,
        has_hidden_info=table.has_hidden_info,
        variants=tuple(v.spec() for v in table.variants),
        two_player_variant=table.two_player_variant,
        default_seats=table.seats.default,
        step_cap=table.step_cap,
    )


TABLE = load(data_dir(GAME_ID) / "game.yaml", TableFile)
INFO = make_info(TABLE)

__all__ = ["GAME_ID", "INFO", "TABLE", "TableFile", "make_info"]
