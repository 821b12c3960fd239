"""The state before anything happens: the table of the match, the shipyards, the first tasks
(P8-1, P8-104, P8-105, P8-107, P8-108, P8-110 .. P8-116, P8-121, P8-150, P8-151).
"""

from __future__ import annotations

from game.core import Event, MatchConfig

from . import distribution
from .catalogue import Catalogue
from .model import State, Table
from .shipyard import new_game_containers


def new_state(g: Catalogue, config: MatchConfig) -> State:
    """Shipyards dealt to their seats, or pooled (P8-151); the agenda's first task is the
    distribution or building. Raises ValueError for a table the rules refuse."""
    table = make_table(g, config)
    n = table.n
    s = State(table=table, shipyards=[[] for _ in range(n)], wins=[0] * n)
    s.draft_picks = [[] for _ in range(n)]
    s.start_ship = [[] for _ in range(n)]
    s.yard_public = [table.distribution == "own"] * len(table.ctype)
    ids = 0
    for q, yard_id in enumerate(table.brought):
        size = sum(g.content.shipyard(yard_id).coins.values())
        if table.distribution == "own":
            s.shipyards[q] = list(range(ids, ids + size))
        else:
            s.pool.extend(range(ids, ids + size))
        ids += size
    if table.distribution != "own":
        distribution.hand_out_captains(g, s)
        share = (len(s.pool) - min(table.extra_scraps, len(s.pool))) // n
        if share < g.others_per_ship:  # P8-151 (2)
            raise ValueError(
                f"the pool leaves {share} coins per player besides the Captain; "
                f"a ship needs {g.others_per_ship}"
            )
    new_game_containers(s)
    out: list[Event] = []
    distribution.begin_match(g, s, out)
    return s


def make_table(g: Catalogue, config: MatchConfig) -> Table:
    """Everything fixed for the whole match, from the config and the content."""
    st = g.content.settings
    info = g.info
    n = config.n_seats
    if not info.min_seats <= n <= info.max_seats:
        raise ValueError(f"pieces_of_eight takes {info.min_seats}-{info.max_seats} seats")
    v = config.variant
    teams_kind = v("teams", "none")
    teams: tuple[int, ...] = ()
    n_teams = 0
    if teams_kind != "none":  # P8-150 (1)
        if n not in info.variant("teams").seats:
            raise ValueError("team play needs an even number of seats, at least four")
        n_teams = 2 if teams_kind == "two_teams" else n // 2
        teams = tuple(i % n_teams for i in range(n))
    clock = bool(v("chess_clock", False))
    if clock and n not in info.variant("chess_clock").seats:
        raise ValueError("the chess clock is for two players only (P8-104)")
    yards = v("shipyards", "alternate")
    sets = list(g.content.ship_sets)
    brought = tuple(sets[i % len(sets)] if yards == "alternate" else yards for i in range(n))
    ctype = []
    for yard_id in brought:
        yard = g.content.shipyard(yard_id)
        for i, coin in enumerate(g.coins):
            ctype.extend([i] * yard.coins.get(coin.id, 0))
    rounds = v("stalemate_quiet_rounds", st.stalemate_quiet_rounds)
    return Table(
        n=n,
        human=tuple(seat.is_human for seat in config.seats),
        teams=teams,
        n_teams=n_teams,
        mask=bool(config.options.get("mask_prompts", True)),
        clock_ms=int(v("clock_seconds", st.chess_clock_seconds)) * 1000 if clock else 0,
        ai_charge_ms=round(st.ai_clock_charge_seconds * 1000),
        match_target=int(v("match_wins", 1)),
        shipyards=yards,
        distribution=v("distribution", "own"),
        draft_k=int(v("draft_random_count", st.draft_random_count_per_player)),
        extra_scraps=int(v("extra_scraps", st.extra_scraps)),
        first_player=v("first_player", st.first_player),
        quiet_threshold=int(rounds) * n,
        max_turns=st.max_played_turns,
        trade_rounds=st.trade_rounds_max,
        redeal_max=st.random_redeal_attempts_max,
        ctype=tuple(ctype),
        brought=brought,
    )
