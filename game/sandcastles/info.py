"""The title information of Sandcastles: seat range, modes and variants, read from
data/sandcastles/game.yaml (SAND-8: 1 to 7 players; one seat plays solo, two seats the
shared-castle variant, AMB-43). No seat count is written in code."""

from __future__ import annotations

from game.core import TitleInfo, VariantSpec
from game.core.data import data_dir

from .content import GameFile, load_game_file

GAME_ID = "sandcastles"


def make_info(game: GameFile) -> TitleInfo:
    return TitleInfo(
        id=GAME_ID,
        min_seats=game.seats.min,
        max_seats=game.seats.max,
        has_hidden_info=True,
        rules_version=game.rules_version,
        variants=tuple(
            VariantSpec(v.key, v.kind, v.default, v.choices, v.low, v.high, v.seats)
            for v in game.variants
        ),
        default_seats=game.seats.default,
        step_cap=game.step_cap,
    )


INFO = make_info(load_game_file(data_dir(GAME_ID)))
