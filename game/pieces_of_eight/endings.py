"""The end of a game: victory, elimination, concession, the chess clock's timeout, team play's
end, the ranking (digest section 9: P8-92 .. P8-99, P8-104, P8-141, P8-144 .. P8-147, P8-149,
P8-150, P8-154).
"""

from __future__ import annotations

from typing import Any

from game.core import Action, Decision, Event, Label, Progress, Result

from . import distribution
from . import tasks as T
from .catalogue import Catalogue
from .info import GAME_ID
from .model import CONCEDED, EMPTY_SHIP, IN, NONE, PASSED, TEAM_LOST, TIMED_OUT, State
from .progress import phase, stage
from .ships import has_captain, in_game, ship_is_empty, type_id

K = GAME_ID + "."
PRE_DECLARATION = (
    T.ChooseTarget,
    T.CannonTarget,
    T.CannonSecond,
    T.CannonInvite,
    T.CannonCommit,
    T.CallResult,
)
CANNON_STEPS = (T.CannonSecond, T.CannonInvite, T.CannonCommit)


def check_victory(g: Catalogue, s: State, out: list[Event]) -> bool:
    """P8-145. True when the game ended or the team stage ended (the agenda was discarded):
    the caller stops what it was doing."""
    if s.game_over:
        return True
    alive = in_game(s)
    holders = captain_holders(g, s, alive)
    if s.team_stage:
        teams = s.table.teams
        standing = sorted({teams[q] for q in holders})
        if len(standing) > 1:
            return False
        if len(standing) == 1:
            end_team_stage(g, s, standing[0], out)
            alive = in_game(s)
            holders = captain_holders(g, s, alive)
            if len(holders) != 1:
                return True
    if len(holders) == 1:  # P8-92
        end_game(g, s, holders[0], "captain", out)
    elif (
        not alive
        or len(alive) == 1
        or (
            not holders
            and not any(s.table.ctype[c] == g.CAPTAIN for q in alive for c in s.holds[q])
        )
    ):  # P8-146
        end_game(g, s, NONE, "no_captain", out)
    else:
        return False
    return True


def captain_holders(g: Catalogue, s: State, seats: list[int]) -> list[int]:
    """The seats with a Captain in their ship (P8-92, P8-145). A ship being rearranged in
    secret (Call to Quarters, the stalemate procedure: P8-59, P8-100) is still in its owner's
    hands, so a Captain among the coins he is arranging counts."""
    cap = g.CAPTAIN
    ct = s.table.ctype
    arranging = [
        t.seat
        for t in s.agenda
        if isinstance(t, T.Arrange)
        and t.purpose != "start"
        and any(ct[c] == cap for c in (*t.coins, *t.placed, t.nest) if c >= 0)
    ]
    return [q for q in seats if q in arranging or has_captain(g, s, q)]


def end_team_stage(g: Catalogue, s: State, team: int, out: list[Event]) -> None:
    """P8-150 (2), (3): the other teams are out; the winners play on, each for himself."""
    discard_agenda(s)
    s.team_stage = False
    out.append(Event("team_won", {"team": team + 1}))
    for q in in_game(s):
        if s.table.teams[q] != team:
            eliminate(g, s, q, TEAM_LOST, out, check=False)
    i = _turn_step_index(s)
    if i is not None:
        current = s.agenda[i]
        if isinstance(current, PRE_DECLARATION):
            s.agenda[i] = T.step(T.Resolving, current.seat)
    s.draft = None


def _turn_step_index(s: State) -> int | None:
    """Where the current step of the turn stands on the agenda."""
    for i in range(len(s.agenda) - 1, -1, -1):
        if isinstance(s.agenda[i], T.TurnStep):
            return i
    return None


def discard_agenda(s: State) -> None:
    """Drop unresolved items and windows; coins in limbo reach their controllers' holds and
    coins being arranged return to their ship (P8-145, P8-150 (2))."""
    for i in s.stack:
        item = s.items[i]
        if item.in_limbo:
            item.in_limbo = False
            s.holds[item.seat].append(item.coin)
        for c in item.drawn:
            if c in s.drawn:
                s.drawn.remove(c)
                s.holds[item.seat].append(c)
    for t in s.agenda:
        if isinstance(t, T.Arrange):
            s.decks[t.seat].extend(t.placed + t.coins)
            if t.nest >= 0:
                s.decks[t.seat].append(t.nest)
    s.stack.clear()
    s.items.clear()
    s.agenda[:] = [t for t in s.agenda if not isinstance(t, (*T.RESOLUTION_TASKS, T.HoldDraw))]


def check_empty_ships(g: Catalogue, s: State, out: list[Event]) -> None:
    """P8-147 (1): every seat with an empty ship is out, victory checked after each (P8-145).
    Stops as soon as a check ends the game (or the team stage): in a match the next game has
    then begun, its ships not built yet, and nobody in it may be eliminated for that."""
    for q in in_game(s):
        if s.status[q] == IN and ship_is_empty(s, q):
            eliminate(g, s, q, EMPTY_SHIP, out, check=False)
            if check_victory(g, s, out):
                return


def eliminate(
    g: Catalogue, s: State, p: int, status: int, out: list[Event], check: bool = True
) -> None:
    """P8-147 (5): the seat's coins go to its hold, its debts and queued turns go, it is
    never asked anything again; its items already on the stack still resolve (P8-141)."""
    if s.status[p] != IN:
        return
    s.status[p] = status
    if status != TEAM_LOST:
        s.out_order.append(p)
    hold = s.holds[p]
    if s.nests[p] != NONE:
        hold.append(s.nests[p])
        s.nests[p] = NONE
    hold.extend(s.decks[p])
    s.decks[p] = []
    for i in s.stack:
        item = s.items[i]
        if item.seat == p and item.in_limbo:
            item.in_limbo = False
            hold.append(item.coin)
        if item.seat == p:
            for c in item.drawn:
                if c in s.drawn:
                    s.drawn.remove(c)
                    hold.append(c)
    s.lost[p] = 0
    s.extra = [q for q in s.extra if q != p]
    _drop_from_agenda(s, p, hold)
    _drop_from_draft(s, p)
    out.append(Event("eliminated", {"seat": p, "reason": status}, reveal=True))
    if check:
        check_victory(g, s, out)


def _drop_from_agenda(s: State, p: int, hold: list[int]) -> None:
    """The seat leaves every window and question; its secret arrangement goes to its hold; no
    more draws for it (P8-147 (5)); its stalemate answer no longer counts (P8-148)."""
    keep = []
    for t in s.agenda:
        if isinstance(t, T.Window) and p in t.prompted:
            i = t.prompted.index(p)
            t = T.Window(
                t.item, t.prompted[:i] + t.prompted[i + 1 :], t.answers[:i] + t.answers[i + 1 :]
            )
        elif isinstance(t, (T.Monkey, T.TurnReact, T.Order)) and t.seat == p:
            continue
        elif isinstance(t, T.Arrange) and t.seat == p:
            hold.extend(t.placed + t.coins + ((t.nest,) if t.nest >= 0 else ()))
            continue
        elif isinstance(t, T.HoldDraw) and s.items[t.item].seat == p:
            continue
        elif isinstance(t, T.StalemateVote):
            answers = list(t.answers)
            answers[p] = PASSED
            t = T.StalemateVote(t.proposer, t.first, tuple(answers))
        keep.append(t)
    s.agenda[:] = keep


def _drop_from_draft(s: State, p: int) -> None:
    d = s.draft
    if d is None or s.active == p:
        return
    i = _turn_step_index(s)
    if d.target_seat == p and i is not None and isinstance(s.agenda[i], CANNON_STEPS):
        s.draft = None  # the attack lost its target
        s.agenda[i] = T.step(T.GeneralAction, s.active)
        return
    if p in d.invited:
        d.invited.remove(p)
    if p in d.commit_seats[len(d.commits) :]:
        d.commit_seats.remove(p)


def concede(g: Catalogue, s: State, p: int, out: list[Event]) -> None:
    """P8-99, P8-147 (3): a human seat leaves at once."""
    out.append(Event("conceded", {"seat": p}))
    eliminate(g, s, p, CONCEDED, out)


def time_out(g: Catalogue, s: State, p: int, out: list[Event]) -> None:
    """P8-104, P8-149 (6): the seat whose clock ran out loses at once, Captain or not."""
    s.clocks[p] = 0
    out.append(Event("clock_expired", {"seat": p}))
    s.status[p] = TIMED_OUT
    s.out_order.append(p)
    others = list(in_game(s))
    end_game(g, s, others[0] if len(others) == 1 else NONE, "clock", out)


def end_game(g: Catalogue, s: State, winner: int, reason: str, out: list[Event]) -> None:
    """The game is over (P8-92, P8-144, P8-146); the match goes on to the next game
    (P8-154) unless it is won."""
    ended_in = phase(s)
    discard_agenda(s)
    s.game_over = True
    s.winner = winner
    s.end_reason = reason
    s.draft = None
    s.extra.clear()
    s.agenda.clear()
    s.results.append(winner)
    if winner != NONE:
        s.wins[winner] += 1
    s.last_winner = winner
    if winner != NONE:
        out.append(Event("game_won", {"seat": winner, "reason": reason}, reveal=True))
    else:
        out.append(Event("game_drawn", {"reason": reason}, reveal=True))
    out.append(reveal_event(g, s))  # P8-144
    target = s.table.match_target
    if (winner != NONE and s.wins[winner] >= target) or target <= 1:
        s.final_phase = ended_in
        if target > 1:
            out.append(Event("match_won", {"seat": winner, "wins": s.wins[winner]}))
        return
    distribution.between_games(g, s, out)


def reveal_event(g: Catalogue, s: State) -> Event:
    """Every ship and hold is shown once the game is over (P8-144)."""
    ships = []
    for q in range(s.table.n):
        nest = type_id(g, s, s.nests[q]) if s.nests[q] != NONE else ""
        ships.append(
            {
                "seat": q,
                "nest": nest,
                "deck": [type_id(g, s, c) for c in s.decks[q]],
                "hold": [type_id(g, s, c) for c in s.holds[q]],
            }
        )
    return Event("ships_revealed", {"ships": ships}, reveal=True)


# ---- the ranking (P8-92, P8-105, P8-146, P8-147) ---------------------------------------------------
def ranking(g: Catalogue, s: State) -> Result:
    n = s.table.n
    key: list[Any]
    if s.table.match_target > 1:
        key = [(s.wins[q], _game_key(g, s, q)) for q in range(n)]
    else:
        key = [_game_key(g, s, q) for q in range(n)]
    order = sorted(range(n), key=lambda q: key[q], reverse=True)
    places: list[tuple[int, ...]] = []
    for q in order:
        if places and key[places[-1][0]] == key[q]:
            places[-1] = places[-1] + (q,)
        else:
            places.append((q,))
    scores = tuple(float(s.wins[q]) for q in range(n))
    breakdown = tuple(
        {
            K + "score.game_wins": s.wins[q],
            K + "score.coins_in_ship": ship_count(s, q),
            K + "score.captain": int(has_captain(g, s, q)),
        }
        for q in range(n)
    )
    reason = K + "end." + (s.end_reason or "in_progress")
    return Result(tuple(places), scores, breakdown, reason)


def _game_key(g: Catalogue, s: State, q: int) -> tuple[int, int, int]:
    """Winner first; then seats still in, those with a Captain ahead; then the seats out,
    the last eliminated first."""
    if s.winner == q:
        return (3, 0, 0)
    if s.status[q] == IN:
        live = not s.game_over or s.winner == NONE
        return (2 if live else 1, int(has_captain(g, s, q)), ship_count(s, q))
    if s.status[q] == TEAM_LOST:
        return (1, 0, 0)
    rank = s.out_order.index(q) if q in s.out_order else 0
    return (0, rank, 0)


def ship_count(s: State, q: int) -> int:
    return len(s.decks[q]) + (s.nests[q] != NONE) if s.decks else 0


def progress(s: State) -> Progress:
    """Coins in each ship, turn by turn (the game-over chart, the load screen)."""
    coins = tuple(float(ship_count(s, q)) for q in range(s.table.n))
    turn = {"n": s.played + 1, "game": s.game_no}
    when = Label(
        K + "progress.game_turn" if s.table.match_target > 1 else K + "progress.turn", turn
    )
    return Progress(s.played, coins, K + "progress.coins", K + "progress.turns", when)


# ---- standing actions: conceding, the chess clock (P8-99, P8-147 (3), P8-149) -----------------------
def charge_time(g: Catalogue, s: State, seat: int, ms: int) -> list[Event]:
    """P8-149: the deciding seat's clock runs during play (not while building). When it runs
    out, the action it pays for is not played: the seat loses instead (P8-149 (6))."""
    if not s.table.clock_ms or stage(s) != "play" or s.game_over or s.status[seat] != IN:
        return []
    s.clocks[seat] = max(0, s.clocks[seat] - int(ms))
    if not s.clocks[seat]:
        s.agenda.append(T.ClockOut(seat))
    return []


def clock_out_decision(g: Catalogue, s: State, t: T.ClockOut) -> Decision:
    return Decision(t.seat, "timeout", (g.act("timeout"),))


def clock_out(g: Catalogue, s: State, t: T.ClockOut, q: int, a: Action, out: list[Event]) -> None:
    time_out(g, s, t.seat, out)


def standing(g: Catalogue, s: State, q: int, a: Action, out: list[Event]) -> None:
    """Concede (P8-147 (3)) or report a clock that ran out (P8-149 (6)), whatever is asked."""
    top = s.agenda[-1] if s.agenda else None
    if isinstance(top, T.ClockOut):
        s.agenda.pop()
        clock_out(g, s, top, q, a, out)
    elif a.kind == "concede":
        concede(g, s, q, out)
    else:
        time_out(g, s, q, out)


def standing_actions(g: Catalogue, s: State, seat: int) -> tuple[Action, ...]:
    if stage(s) != "play" or s.game_over or s.status[seat] != IN:
        return ()
    acts = []
    if s.table.human[seat]:
        acts.append(g.act("concede"))  # P8-147 (3)
    if s.table.clock_ms:
        acts.append(g.act("timeout"))  # P8-149 (6)
    return tuple(acts)
