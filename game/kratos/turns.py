"""The turn and the round: K-14, K-15, K-16, K-19, K-25, K-28, KD-8, KD-31, KD-38, KD-44, digest
section 3 (T0, T2, T6) and the round bookkeeping of KD-37.

T0 starts the turn (played marks and steel cleared, K-57); T1 is the upkeep (famine.py); T2 rolls
the speed die, even in a famine turn (K-19); T3 carries out queued deals (diplomacy.py); T4 is an
AI seat's diplomacy (KD-47); T5 the plays (plays.py); T6 ends the turn: unspent steel is lost
(K-57), offers due lapse (KD-43), and the next surviving seat in turn order starts (K-15). A new
round starts when the turn passes from the last surviving seat back to the first (KD-37); the
endings are checked at the end of each round (endings.py). Eliminated seats are skipped for good
(K-15); a seat eliminated in its own turn loses the rest of it (KD-38). K-16 (a seat overlooked at
the physical table) cannot happen: the engine never skips a surviving seat.
"""

from __future__ import annotations

from game.core import Chance, Event, Events, push

from .catalogue import Catalogue
from .famine import pay_upkeep
from .model import State
from .tasks import (
    TURN_TASKS,
    ChoosePlay,
    Diplomacy,
    DueDeals,
    EndTurn,
    Farewell,
    SpeedRoll,
    StartTurn,
)


def start_turn(g: Catalogue, s: State, t: StartTurn, out: Events) -> None:
    """T0 and T1 (K-14, K-17, KD-31)."""
    from .diplomacy import inbox_notice

    seat = t.seat
    s.active = seat
    s.played.clear()
    s.steel.clear()
    s.die = s.base = 0
    s.turns_taken[seat] += 1
    out.append(Event("turn_started", {"seat": seat, "round": s.round}))
    pay_upkeep(g, s, seat, out)
    inbox_notice(s, seat, out)
    tasks = [SpeedRoll(seat), DueDeals(seat)]
    if s.seat_kind[seat] == "ai":
        tasks.append(Diplomacy(seat))
    tasks += [ChoosePlay(seat), EndTurn(seat)]
    push(s.agenda, *tasks)


def roll_speed(g: Catalogue, s: State, t: SpeedRoll) -> Chance:
    return Chance.roll(1, g.k.die_sides)


def speed_rolled(g: Catalogue, s: State, t: SpeedRoll, outcome: list[int], out: Events) -> None:
    """K-19, K-28: the base speed of every play this turn."""
    s.die = outcome[0]
    s.base = g.base_speed(s.die)
    out.append(
        Event("speed_rolled", {"seat": t.seat, "die": s.die, "base": s.base, "famine": s.famine})
    )


def next_seat(s: State, seat: int) -> tuple[int, bool]:
    """K-15: the next surviving seat in turn order after `seat`, and whether a new round starts
    (the turn passes from the last surviving seat back to the first)."""
    order = s.turn_order
    pos = order.index(seat)
    for step in range(1, len(order) + 1):
        q = order[(pos + step) % len(order)]
        if s.alive(q):
            return q, pos + step >= len(order)
    return seat, True


def end_turn(g: Catalogue, s: State, t: EndTurn, out: Events) -> None:
    """T6 (K-25, K-57, KD-43), then the next turn or the end of the round."""
    from .diplomacy import lapse_answers
    from .endings import end_of_round

    seat = t.seat
    lost = sum(s.steel.values())
    if lost:
        out.append(Event("steel_lost", {"seat": seat, "units": lost}))
    s.steel.clear()
    lapse_answers(s, seat, out)
    out.append(Event("turn_over", {"seat": seat}))
    nxt, new_round = next_seat(s, seat)
    push(s.agenda, StartTurn(nxt))
    if new_round:
        end_of_round(g, s, out)  # may stop the game, or ask the host first


def after_each(g: Catalogue, s: State, out: Events) -> None:
    """After every handler: a finished game clears the agenda (K-70, KD-37); a seat eliminated
    in its own turn loses the rest of it (KD-38); an eliminated human is offered the KD-35
    gold dialog once."""
    if s.phase == "over":
        s.agenda.clear()
        return
    if s.active >= 0 and not s.alive(s.active):
        agenda = s.agenda
        base = len(agenda) - 1
        while base >= 0 and not (isinstance(agenda[base], EndTurn)):
            base -= 1
        if base >= 0 and any(isinstance(x, TURN_TASKS) for x in agenda[base + 1 :]):
            kept = [x for x in agenda[base + 1 :] if not isinstance(x, TURN_TASKS)]
            del agenda[base + 1 :]
            agenda.extend(kept)
            out.append(Event("turn_stopped", {"seat": s.active}))
    for q, _, _ in s.elimination_log:
        if s.seat_kind[q] == "human" and not s.farewell_done[q]:
            s.farewell_done[q] = True
            if s.gold[q] > 0:
                s.agenda.append(Farewell(q))
