"""The title information of Kratos: seat range and variants, read from data/kratos/game.yaml.

K-1: the original game has 9 seats; 2 to 8 seats play the reduced tables of section 7. The
variants are the endings of KD-37 / KD-46 (with "auto": the KD-46 limits whenever a seat is not
human), the board (5.2 or 5.3), its optional quality filter (5.3), the turn-order draw (K-13), the
deal mode (KD-34) and the unilateral recolour of KD-11.
"""

from __future__ import annotations

from game.core import TitleInfo

from .content import KratosContent

GAME_ID = "kratos"


def make_info(content: KratosContent) -> TitleInfo:
    g = content.game
    variants = tuple(v.spec() for v in g.variants)
    return TitleInfo(
        id=GAME_ID,
        min_seats=g.seats.min,
        max_seats=g.seats.max,
        has_hidden_info=True,
        rules_version=g.rules_version,
        variants=variants,
        default_seats=g.seats.original,
        step_cap=60_000,
    )
