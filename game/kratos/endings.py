"""How a game ends and how it is ranked: K-70, KD-37, KD-42, KD-46 (and KS-31).

The original game ends only when one seat is left (K-70, ownership.py). The stopping rules are
VARIANTS (game.yaml); with `endings: auto` they apply whenever a seat is not human (KD-46):
`max_rounds` (30), `stall_rounds` (15 rounds in a row with no island changing owner, no piece
destroyed and no seat eliminated), `dead_table_stop` (every surviving seat's turn in the last full
round was a famine turn, KD-42) and `ranking_decides_winner`. At a table without limits the host
is offered to stop when the table is dead or has stalled for 30 rounds (KD-37 (iii), (iv)), and
may stop at any time (KD-37 (v)). A stopped game has no winner unless the ranking decides
(KD-37 (vi)): survivors rank by islands, then playable pieces, then gold; seats still equal share
a place; eliminated seats follow, the last eliminated first. Every record says how the game ended
(KD-37 (vii)).
"""

from __future__ import annotations

from typing import Any

from game.core import Action, Event, Events, Progress, Result

from .catalogue import Catalogue
from .model import State
from .tasks import HostStop

ENDINGS = ("win", "max_rounds", "stall", "dead_table", "host_stop")


def dead_table(s: State) -> bool:
    """KD-42: every surviving seat's turn in the round just played was a famine turn."""
    return all(s.famine_in_round[q] for q in s.survivors())


def end_of_round(g: Catalogue, s: State, out: Events) -> bool:
    """The end of a round: deal deadlines, then the stopping rules. True if the game stops."""
    from .diplomacy import end_of_round as deals_end_of_round

    deals_end_of_round(s, out)
    s.quiet_rounds = 0 if s.round_changed else s.quiet_rounds + 1
    dead = dead_table(s)
    out.append(Event("round_over", {"round": s.round, "dead": dead, "quiet": s.quiet_rounds}))
    st = s.settings
    if st.limits:
        if dead and st.dead_table_stop:
            finish(s, "dead_table", out)
        elif st.stall_rounds and s.quiet_rounds >= st.stall_rounds:
            finish(s, "stall", out)
        elif st.max_rounds and s.round >= st.max_rounds:
            finish(s, "max_rounds", out)
        if s.phase == "over":
            return True
    elif st.host >= 0:
        if dead:
            s.agenda.append(HostStop(st.host, "dead_table"))
        elif s.quiet_rounds and s.quiet_rounds % st.host_offer_stall == 0:
            s.agenda.append(HostStop(st.host, "stall"))
    s.round += 1
    s.famine_in_round = [False] * s.n
    s.round_changed = False
    out.append(Event("round_started", {"round": s.round}))
    return False


def finish(s: State, why: str, out: Events) -> None:
    """KD-37: the game stops (the after-each hook clears the agenda)."""
    s.ending = why
    s.ended_round = s.round
    s.phase = "over"
    out.append(Event("game_stopped", {"reason": why, "round": s.round}))


def rank_key(g: Catalogue, s: State, seat: int) -> tuple[int, int, int]:
    """KD-37 (vi): islands owned, playable pieces owned, gold (free, reserved and escrowed)."""
    from .diplomacy import gold_total

    islands = sum(1 for i in s.islands if i.owner == seat)
    pieces = sum(1 for p in s.pieces.values() if p.owner == seat)
    return islands, pieces, gold_total(s, seat)


def _places(seats: list[int], key: dict[int, Any]) -> list[tuple[int, ...]]:
    ordered = sorted(seats, key=lambda q: (tuple(-x for x in key[q]), q))
    places: list[tuple[int, ...]] = []
    for q in ordered:
        if places and key[places[-1][0]] == key[q]:
            places[-1] = (*places[-1], q)
        else:
            places.append((q,))
    return places


def ranking(g: Catalogue, s: State, decides: bool) -> Result:
    alive = s.survivors()
    keys = {q: rank_key(g, s, q) for q in range(s.n)}
    gone = [q for q in range(s.n) if not s.alive(q)]
    out_key = {q: (s.eliminated[q],) for q in gone}
    shared = [tuple(alive)] if alive else []
    places = _places(alive, keys) if decides or len(alive) == 1 else shared
    places += _places(gone, out_key)
    breakdown = tuple(
        {
            "kratos.score.islands": keys[q][0],
            "kratos.score.pieces": keys[q][1],
            "kratos.score.gold": keys[q][2],
            "kratos.score.eliminated_round": s.eliminated[q],
        }
        for q in range(s.n)
    )
    scores = tuple(float(keys[q][0]) for q in range(s.n))
    reason = f"kratos.end.{s.ending}" if s.ending else "kratos.end.unfinished"
    if s.ending and s.ending != "win" and not decides:
        reason = f"kratos.end.{s.ending}_no_winner"
    return Result(tuple(places), scores, breakdown, reason)


def result(g: Catalogue, s: State) -> Result | None:
    if s.phase != "over":
        return None
    return ranking(g, s, s.settings.ranking_decides_winner or s.ending == "win")


def progress(s: State) -> Progress:
    """Islands owned, round by round (the game-over chart, the load screen)."""
    islands = [0.0] * s.n
    for island in s.islands:
        if 0 <= island.owner < s.n:
            islands[island.owner] += 1
    return Progress(s.round, tuple(islands), "kratos.progress.islands")


def standings(g: Catalogue, s: State) -> Result:
    return ranking(g, s, True)


def summary(s: State) -> dict[str, Any]:
    """KD-37 (vii) for the simulator: how the game ended, when, the first famine, eliminations."""
    return {
        "ending": s.ending or "unfinished",
        "round": s.ended_round or s.round,
        "first_famine_round": s.first_famine or None,
        "eliminations": [
            {"seat": seat, "captor": captor, "round": rnd}
            for seat, captor, rnd in s.elimination_log
        ],
    }


# ---- KD-37 (iii), (iv): the host's choice ---------------------------------------------------------
def host_options(g: Catalogue, s: State, t: HostStop) -> list[Action]:
    return [Action("stop_now"), Action("play_on")]


def host_answered(g: Catalogue, s: State, t: HostStop, seat: int, a: Action, out: Events) -> None:
    if a.kind == "stop_now":
        finish(s, "host_stop", out)
