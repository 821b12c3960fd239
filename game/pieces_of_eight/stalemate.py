"""Stalemates: proposals, the vote, the procedure and who plays next (P8-100, P8-101, P8-148).

A human seat may propose at the start of its turn; the engine proposes after every
`stalemate_quiet_rounds` rounds without destruction (P8-148 (1), (2)). AI seats answer by the
quiet count (P8-148 (3)). Accepted, each seat in turn may bring one coin back from its hold,
then each rearranges its ship in secret (P8-148 (5)); a second stalemate with no destruction
since the first ends the game drawn (P8-148 (4)).
"""

from __future__ import annotations

from game.core import Action, Chance, Decision, Event

from . import endings, shipyard, turns
from .catalogue import Catalogue
from .model import IN, NONE, PASSED, UNANSWERED, USED, State
from .ships import can_take, in_game
from .tasks import StalemateNext, StalemateProcedure, StalemateVote, TurnStep


def propose(g: Catalogue, s: State, proposer: int, first: int, out: list[Event]) -> None:
    """Put a stalemate to the vote (P8-148 (2), (3))."""
    answers = [PASSED] * s.table.n
    accept = 1 if s.quiet >= s.table.quiet_threshold else 0
    for q in in_game(s):
        if q == proposer:
            continue
        answers[q] = UNANSWERED if s.table.human[q] else accept  # P8-148 (3)
    s.agenda.append(StalemateVote(proposer, first, tuple(answers)))
    if proposer == NONE:
        out.append(Event("stalemate_offered", {"quiet": s.quiet}))
    else:
        out.append(Event("stalemate_proposed", {"seat": proposer, "quiet": s.quiet}))


def vote_open(g: Catalogue, s: State, t: StalemateVote) -> bool:
    return UNANSWERED in t.answers


def vote_decisions(g: Catalogue, s: State, t: StalemateVote) -> tuple[Decision, ...]:
    opts = (g.act("stalemate", "accept"), g.act("stalemate", "refuse"))
    return tuple(
        Decision(q, "stalemate_answer", opts)
        for q in range(s.table.n)
        if t.answers[q] == UNANSWERED
    )


def answer(g: Catalogue, s: State, t: StalemateVote, q: int, a: Action, out: list[Event]) -> None:
    answers = list(t.answers)
    answers[q] = 1 if a.args[0] == "accept" else 0
    s.agenda[-1] = StalemateVote(t.proposer, t.first, tuple(answers))
    out.append(Event("stalemate_answered", {"seat": q, "answer": a.args[0]}))


def settle(g: Catalogue, s: State, t: StalemateVote, out: list[Event]) -> None:
    """Every seat asked has answered: refused, the game goes on; accepted twice without a
    destruction between, the game is drawn (P8-148 (4)); else the procedure starts."""
    if 0 in t.answers:
        out.append(Event("stalemate_refused", {}))
        if t.proposer == NONE:
            turns.start_turn(g, s, t.first, out)
        else:
            s.may_propose = False  # the turn goes on normally
        return
    if s.stalemates and not s.destroyed_since_stalemate:  # P8-148 (4)
        out.append(Event("stalemate_accepted", {}))
        endings.end_game(g, s, NONE, "stalemate", out)
        return
    start = t.proposer if t.proposer != NONE else t.first
    n = s.table.n
    order = tuple((start + k) % n for k in range(n) if s.status[(start + k) % n] == IN)
    s.agenda[:] = [x for x in s.agenda if not isinstance(x, TurnStep)]  # the turn is over
    s.draft = None
    out.append(Event("stalemate_accepted", {}))
    s.agenda.append(StalemateProcedure(t.proposer, t.first, t.answers, order, 0, (NONE,) * n))


def choices(g: Catalogue, s: State, q: int) -> list[int]:
    """Hold coins the seat may bring back: a Captain only without one (P8-148 (5))."""
    ct = s.table.ctype
    out: list[int] = []
    for c in s.holds[q]:
        if ct[c] not in out and can_take(g, s, q, c):
            out.append(ct[c])
    return sorted(out)


def picking(g: Catalogue, s: State, t: StalemateProcedure) -> bool:
    """The procedure waits for a seat's pick from its hold."""
    if t.step >= len(t.order):
        return False
    q = t.order[t.step]
    return s.status[q] == IN and t.picks[q] == NONE and bool(choices(g, s, q))


def pick_decision(g: Catalogue, s: State, t: StalemateProcedure) -> Decision:
    q = t.order[t.step]
    opts = [g.act("stalemate_pick", g.type_ids[x]) for x in choices(g, s, q)]
    return Decision(q, "stalemate_pick", tuple(opts))


def pick(
    g: Catalogue, s: State, t: StalemateProcedure, q: int, a: Action, out: list[Event]
) -> None:
    kind = g.content.index[str(a.args[0])]
    picks = list(t.picks)
    picks[q] = next(c for c in s.holds[q] if s.table.ctype[c] == kind)
    s.agenda.append(_at(t, t.step + 1, tuple(picks)))
    out.append(
        Event(
            "stalemate_picked",
            {"seat": q, "coin": a.args[0]},
            visible_to=(q,),
            redacted={"seat": q, "coin": ""},
        )
    )


def proceed(g: Catalogue, s: State, t: StalemateProcedure, out: list[Event]) -> None:
    """The next step of the procedure that needs no pick: a seat without a pick is passed,
    then the arrangements one by one, then the end (P8-148 (5), (6))."""
    order = t.order
    if t.step < len(order):
        s.agenda.append(_at(t, t.step + 1, t.picks))
        return
    k = t.step - len(order)
    if k < len(order):
        q = order[k]
        picks = list(t.picks)
        if s.status[q] == IN:
            picks[q] = USED
        s.agenda.append(_at(t, t.step + 1, tuple(picks)))
        if s.status[q] == IN:
            shipyard.start_arrangement(s, q, t.picks[q], "stalemate")
        return
    s.extra.clear()  # P8-148 (5)
    s.quiet = 0
    s.reacted.clear()
    s.stalemates += 1
    s.destroyed_since_stalemate = False
    out.append(Event("stalemate_done", {}))
    s.agenda.append(StalemateNext())  # P8-101


def _at(t: StalemateProcedure, step: int, picks: tuple[int, ...]) -> StalemateProcedure:
    return StalemateProcedure(t.proposer, t.first, t.answers, t.order, step, picks)


def next_draw(g: Catalogue, s: State, t: StalemateNext) -> Chance:
    return Chance.pick(in_game(s))  # P8-101


def next_seat(g: Catalogue, s: State, t: StalemateNext, q: int, out: list[Event]) -> None:
    """The drawn seat is treated as reached clockwise (P8-101, P8-148 (6))."""
    out.append(Event("first_player", {"seat": q}))
    if s.lost[q] > 0:
        s.lost[q] -= 1
        out.append(Event("turn_skipped", {"seat": q}))
        q = turns.next_player(s, q, out)
    turns.start_turn(g, s, q, out)
