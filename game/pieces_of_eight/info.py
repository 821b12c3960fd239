"""The title information of Pieces of Eight: seats and variants (digest sections 10 and 11.7).

The seat range and the seat counts a variant applies to come from data/pieces_of_eight/game.yaml;
the variants' defaults from settings.yaml. So `make_info` needs the loaded content.
"""

from __future__ import annotations

from game.core import TitleInfo, VariantSpec

from .content import P8Content

GAME_ID = "pieces_of_eight"
DISTRIBUTIONS = (
    "own",
    "draft",
    "random",
    "random_trades",
    "draft_random",
    "random_draft",
    "draft_random_trades",
)  # P8-110 .. P8-116
TEAMS = ("none", "two_teams", "pairs")  # P8-108, P8-150


def make_info(content: P8Content) -> TitleInfo:
    st = content.settings
    seats = content.table.seats
    only = content.table.variant_seats
    yards = ("alternate",) + content.shipyard_ids()
    return TitleInfo(
        id=GAME_ID,
        min_seats=seats.min,
        max_seats=seats.max,
        has_hidden_info=True,
        rules_version=1,
        variants=(
            VariantSpec("shipyards", "choice", "alternate", choices=yards),
            VariantSpec(
                "first_player", "choice", st.first_player, choices=("random", "first_seat")
            ),  # P8-102, P8-121
            VariantSpec("match_wins", "int", 1, low=1, high=st.match_target_wins_max),  # P8-105
            VariantSpec("teams", "choice", "none", choices=TEAMS, seats=only.teams),
            VariantSpec("distribution", "choice", "own", choices=DISTRIBUTIONS),
            VariantSpec(
                "draft_random_count",
                "int",
                st.draft_random_count_per_player,
                low=st.draft_random_count_min,
                high=st.draft_random_count_max,
            ),
            VariantSpec("extra_scraps", "int", st.extra_scraps, low=0, high=st.extra_scraps_max),
            VariantSpec("chess_clock", "bool", False, seats=only.chess_clock),  # P8-104, P8-149
            VariantSpec(
                "clock_seconds",
                "int",
                st.chess_clock_seconds,
                low=st.chess_clock_seconds_min,
                high=st.chess_clock_seconds_max,
                seats=only.chess_clock,
            ),
            VariantSpec(
                "stalemate_quiet_rounds", "int", st.stalemate_quiet_rounds, low=1, high=10
            ),  # P8-148
        ),
        default_seats=seats.default,
        step_cap=20_000,
    )
