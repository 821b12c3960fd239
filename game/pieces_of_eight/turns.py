"""Turns: the three phases, the general action and the steps that put a play together, calling
coins to the Captain, whose turn is next (digest section 5 and P8-137: P8-25 .. P8-34, P8-64,
P8-65, P8-69, P8-127, P8-137, P8-138, P8-140 .. P8-142, P8-146, P8-148 (1), (2), P8-153,
P8-157).

A turn is pushed whole when it begins: crow's nest (phase 1), general action, crow's nest
(phase 3), end. Each step asks only while the active seat is in the game (P8-141); an
active seat that has left skips what remains of its turn.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from game.core import Action, Decision, Event, Task

from . import endings, stalemate
from .abilities import (
    cannon_helpers,
    declare_action,
    open_cannons,
    playable_positions,
    seat_targets,
    target_options,
)
from .catalogue import Catalogue
from .model import IN, NO_ACTION, NONE, Draft, State
from .ships import coin_at, destroy_coins, expose, in_game, type_id
from .tasks import (
    CallResult,
    CannonCommit,
    CannonInvite,
    CannonSecond,
    CannonTarget,
    ChooseTarget,
    CrowsNest,
    EndTurn,
    GeneralAction,
    Resolving,
    TurnStep,
    step,
)

STEPS: dict[str, type[TurnStep]] = {
    "general": GeneralAction,
    "target": ChooseTarget,
    "cannon_target": CannonTarget,
    "cannon_second": CannonSecond,
    "cannon_invite": CannonInvite,
    "cannon_commit": CannonCommit,
    "call": CallResult,
    "resolving": Resolving,
}


def turn_tasks(seat: int, phase: str) -> list[Task]:
    """The agenda of `seat`'s turn standing in `phase` (cn1, general, ..., resolving, cn3)."""
    tasks: list[Task] = [EndTurn(seat), CrowsNest(seat, 3)]
    if phase == "cn1":
        tasks += [step(GeneralAction, seat), CrowsNest(seat, 1)]
    elif phase != "cn3":
        tasks.append(step(STEPS[phase], seat))
    return tasks


@cache
def _whole_turn(p: int, phase_1: bool) -> tuple[Task, ...]:
    """The steps of a turn, last first (tasks are values: one tuple per seat serves all)."""
    steps = (EndTurn(p), CrowsNest(p, 3), step(GeneralAction, p))
    return (*steps, CrowsNest(p, 1)) if phase_1 else steps


def start_turn(g: Catalogue, s: State, p: int, out: list[Event]) -> None:
    s.active = p
    s.reacted.clear()  # P8-83, P8-142
    s.noisy = False
    s.draft = None
    s.may_propose = may_propose(s, p)
    s.agenda += _whole_turn(p, s.status[p] == IN and s.nests[p] == NONE and bool(s.decks[p]))
    out.append(Event("turn_began", {"seat": p, "turn": s.played + 1}))


def end_turn(g: Catalogue, s: State, t: EndTurn, out: list[Event]) -> None:
    s.played += 1
    s.quiet = 0 if s.noisy else s.quiet + 1  # P8-148 (1)
    s.noisy = False
    s.draft = None
    s.may_propose = False
    if s.played >= s.table.max_turns:  # P8-146 safety net
        endings.end_game(g, s, NONE, "turn_limit", out)
        return
    nxt = next_player(s, s.active, out)
    th = s.table.quiet_threshold
    if s.quiet and s.quiet % th == 0:  # P8-148 (2)
        stalemate.propose(g, s, NONE, nxt, out)
        return
    start_turn(g, s, nxt, out)


def next_player(s: State, cont: int, out: list[Event]) -> int:
    """P8-142: extra turns first (forfeited to pay a lost turn, P8-64), then clockwise,
    skipping seats that owe lost turns (P8-65, P8-69)."""
    n = s.table.n
    while True:
        if s.extra:
            q = s.extra.pop(0)
            if s.status[q] != IN:
                continue
            cont = q
            if s.lost[q] > 0:
                s.lost[q] -= 1
                out.append(Event("extra_turn_forfeited", {"seat": q}))
                continue
            out.append(Event("extra_turn", {"seat": q}))
            return q
        q = cont
        for _ in range(n):
            q = (q + 1) % n
            if s.status[q] == IN:
                break
        cont = q
        if s.lost[q] > 0:
            s.lost[q] -= 1
            out.append(Event("turn_skipped", {"seat": q}))
            continue
        return q


def in_turn(g: Catalogue, s: State, t: TurnStep) -> bool:
    """The step asks only while its seat is in the game (P8-141)."""
    return s.status[t.seat] == IN


def may_propose(s: State, p: int) -> bool:
    """P8-148 (2): a human seat may propose a stalemate at the start of its turn. DECISION: only
    once the sea has been quiet for a whole round (`quiet_turns` at least the number of seats
    in the game): the players must all agree that play could go on forever (P8-100), which
    nobody can claim on the first turn or right after a coin was destroyed, stolen or
    retrieved (P8-148 (1)); an AI seat would refuse anyway (P8-148 (3))."""
    return s.table.human[p] and s.quiet >= len(in_game(s))


def proposal(s: State, opts: list[Action], g: Catalogue) -> tuple[Action, ...]:
    """A human seat may propose a stalemate at the start of its turn (P8-148 (2))."""
    if s.may_propose:
        return (*opts, g.act("propose"))
    return tuple(opts)


# ---- phases 1 and 3: the crow's nest (P8-26, P8-32) ----------------------------------------------
def nest_open(g: Catalogue, s: State, t: CrowsNest) -> bool:
    p = t.seat
    return s.status[p] == IN and s.nests[p] == NONE and bool(s.decks[p])


def nest_options(g: Catalogue, s: State, p: int, phase: int) -> list[Action]:
    """Crow's-nest move options; an AI seat never declines in phase 1 when that would
    leave it no general action (P8-147 (2), P8-157)."""
    acts = [g.act("move", "fore")]
    if len(s.decks[p]) > 1:
        acts.append(g.act("move", "aft"))
    if not (phase == 1 and not s.table.human[p] and not general_options(g, s, p)):
        acts.append(g.act("move", "none"))
    return acts


def nest_decision(g: Catalogue, s: State, t: CrowsNest) -> Decision:
    opts = proposal(s, nest_options(g, s, t.seat, t.phase), g)
    return Decision(t.seat, "crows_nest_move", opts)


def nest_move(g: Catalogue, s: State, t: CrowsNest, p: int, a: Action, out: list[Event]) -> None:
    if a.kind == "propose":
        s.agenda.append(t)
        propose(g, s, p, out)
        return
    s.may_propose = False
    if a.args[0] != "none":
        move_to_nest(g, s, p, str(a.args[0]), out)


def move_to_nest(g: Catalogue, s: State, p: int, where: str, out: list[Event]) -> None:
    """The fore or aft coin goes to the empty crow's nest (P8-26, P8-32, P8-153)."""
    deck = s.decks[p]
    coin = deck.pop(0) if where == "fore" else deck.pop()
    s.nests[p] = coin
    reveal = expose(s, p)
    out.append(
        Event("nest_moved", {"seat": p, "from": where, "coin": type_id(g, s, coin)}, reveal=reveal)
    )


def propose(g: Catalogue, s: State, p: int, out: list[Event]) -> None:
    s.may_propose = False
    stalemate.propose(g, s, p, p, out)


# ---- phase 2: the general action (P8-27 .. P8-31) ------------------------------------------------
def general_options(g: Catalogue, s: State, p: int) -> list[Action]:
    acts = [g.act("play", pos) for pos in playable_positions(g, s, p)]
    if can_call(g, s, p):
        acts.append(g.act("call"))
    if s.nests[p] != NONE:
        acts.append(g.act("destroy_nest"))
    return acts


def general_open(g: Catalogue, s: State, t: GeneralAction) -> bool:
    return s.status[t.seat] == IN and bool(general_options(g, s, t.seat))


def general_decision(g: Catalogue, s: State, t: GeneralAction) -> Decision:
    return Decision(t.seat, "general_action", proposal(s, general_options(g, s, t.seat), g))


def no_general_action(g: Catalogue, s: State, t: GeneralAction, out: list[Event]) -> None:
    """A seat in the game with no general action left is out (P8-27, P8-97)."""
    if s.status[t.seat] != IN:
        return
    s.agenda.append(t)  # the elimination happens during the general phase
    endings.eliminate(g, s, t.seat, NO_ACTION, out)
    if s.agenda and s.agenda[-1] is t:
        s.agenda.pop()


def general_action(
    g: Catalogue, s: State, t: GeneralAction, p: int, a: Action, out: list[Event]
) -> None:
    kind = a.kind
    if kind == "propose":
        s.agenda.append(t)
        propose(g, s, p, out)
        return
    s.may_propose = False
    if kind == "play":
        pos = str(a.args[0])
        coin = coin_at(s, p, pos)
        s.draft = Draft(coin=coin, pos=pos)
        target = g.coins[s.table.ctype[coin]].target
        if target == "fore_line_of_another_player":
            s.agenda.append(step(CannonTarget, p))
        elif target in ("two_random_coins_own_hold", "one_random_coin_own_hold"):
            declare_action(g, s, out)
        else:
            s.agenda.append(step(ChooseTarget, p))
    elif kind == "call":
        s.agenda.append(step(CallResult, p))
    else:
        destroy_nest(g, s, p, out)


def destroy_nest(g: Catalogue, s: State, p: int, out: list[Event]) -> None:
    """P8-31: not an ability, not destruction by an opponent: no reaction (P8-138)."""
    out.extend(destroy_coins(g, s, p, [s.nests[p]], "own_nest"))
    s.agenda.append(step(Resolving, p))
    if endings.check_victory(g, s, out):
        return
    endings.check_empty_ships(g, s, out)


# ---- targets (P8-37, P8-124) ----------------------------------------------------------------------
def target_decision(g: Catalogue, s: State, t: ChooseTarget) -> Decision:
    d = s.draft
    assert d is not None
    return Decision(t.seat, "choose_target", tuple(target_options(g, s, t.seat, d)))


def choose_target(
    g: Catalogue, s: State, t: ChooseTarget, p: int, a: Action, out: list[Event]
) -> None:
    d = s.draft
    assert d is not None
    if a.kind == "target":
        target_seat, d.where = a.args
        assert isinstance(target_seat, int)
        d.target_seat = target_seat
    elif a.kind == "target_seat":
        assert isinstance(a.args[0], int)
        d.target_seat = a.args[0]
    else:
        d.pick_type = g.content.index[str(a.args[0])]
    declare_action(g, s, out)


# ---- the Cannon (P8-137) ----------------------------------------------------------------------------
def cannon_target_decision(g: Catalogue, s: State, t: CannonTarget) -> Decision:
    opts = [g.act("target_seat", q) for q in seat_targets(s, t.seat, "fore_line_of_another_player")]
    return Decision(t.seat, "cannon_target", tuple(opts))


def cannon_target(
    g: Catalogue, s: State, t: CannonTarget, p: int, a: Action, out: list[Event]
) -> None:
    d = s.draft
    assert d is not None and isinstance(a.args[0], int)
    d.target_seat = a.args[0]
    if open_cannons(g, s, p, exclude=d.coin):  # P8-137 (3)
        s.agenda.append(step(CannonSecond, p))
    else:
        d.second = 0
        _cannon_invitations(g, s, p, out)


def cannon_second_decision(g: Catalogue, s: State, t: CannonSecond) -> Decision:
    return Decision(t.seat, "cannon_second", (g.act("second", "yes"), g.act("second", "no")))


def cannon_second(
    g: Catalogue, s: State, t: CannonSecond, p: int, a: Action, out: list[Event]
) -> None:
    d = s.draft
    assert d is not None
    d.second = 1 if a.args[0] == "yes" else 0
    _cannon_invitations(g, s, p, out)


def _cannon_invitations(g: Catalogue, s: State, p: int, out: list[Event]) -> None:
    if cannon_helpers(g, s):  # P8-137 (4)
        s.agenda.append(step(CannonInvite, p))
    else:
        _cannon_commitments(g, s, p, out)


def cannon_invite_decision(g: Catalogue, s: State, t: CannonInvite) -> Decision:
    d = s.draft
    assert d is not None
    rest = [q for q in cannon_helpers(g, s) if q not in d.invited]
    opts = [g.act("invite", "done")]
    if len(rest) > 1:
        opts.append(g.act("invite", "all"))
    opts += [g.act("invite", q) for q in rest]
    return Decision(t.seat, "cannon_invite", tuple(opts))


def cannon_invite(
    g: Catalogue, s: State, t: CannonInvite, p: int, a: Action, out: list[Event]
) -> None:
    d = s.draft
    assert d is not None
    rest = [q for q in cannon_helpers(g, s) if q not in d.invited]
    choice = a.args[0]
    if choice == "all":
        d.invited.extend(rest)
    elif choice != "done":
        assert isinstance(choice, int)
        d.invited.append(choice)
    if choice in ("done", "all") or len(rest) == 1:
        _cannon_commitments(g, s, p, out)
    else:
        s.agenda.append(t)


def _cannon_commitments(g: Catalogue, s: State, p: int, out: list[Event]) -> None:
    """P8-137 (5): invited seats answer one at a time, clockwise from the attacker."""
    d = s.draft
    assert d is not None
    n = s.table.n
    d.commit_seats = [(p + k) % n for k in range(1, n) if (p + k) % n in d.invited]
    if d.invited:
        out.append(
            Event(
                "cannon_invited",
                {"seat": p, "seats": list(d.commit_seats), "target_seat": d.target_seat},
            )
        )
    if d.commit_seats:
        s.agenda.append(step(CannonCommit, p))
    else:
        declare_action(g, s, out)


def commits_open(g: Catalogue, s: State, t: CannonCommit) -> bool:
    d = s.draft
    return s.status[t.seat] == IN and d is not None and len(d.commits) < len(d.commit_seats)


def commit_decision(g: Catalogue, s: State, t: CannonCommit) -> Decision:
    d = s.draft
    assert d is not None
    q = d.commit_seats[len(d.commits)]
    k = open_cannons(g, s, q)
    return Decision(q, "cannon_commit", tuple(g.act("commit", i) for i in range(k + 1)))


def commits_done(g: Catalogue, s: State, t: CannonCommit, out: list[Event]) -> None:
    """The last invited seat left the game: the attack is declared (P8-137 (5))."""
    if s.status[t.seat] == IN:
        declare_action(g, s, out)


def commit(g: Catalogue, s: State, t: CannonCommit, q: int, a: Action, out: list[Event]) -> None:
    d = s.draft
    assert d is not None and isinstance(a.args[0], int)
    d.commits.append(a.args[0])
    out.append(Event("cannon_committed", {"seat": q, "count": a.args[0]}))
    if len(d.commits) == len(d.commit_seats):
        declare_action(g, s, out)
    else:
        s.agenda.append(t)


# ---- calling (P8-29, P8-30, P8-127, P8-153) ---------------------------------------------------------
def can_call(g: Catalogue, s: State, p: int) -> bool:
    """A call is possible exactly when the deck holds the Captain and another coin: if the
    Captain is not the fore coin, calling the fore coin to its aft side moves the Captain one
    place forward; otherwise calling the aft coin to its fore side moves it back. Either way
    the type sequence changes (there is one Captain), so P8-127 never forbids both."""
    deck = s.decks[p]
    if len(deck) < 2:
        return False
    ct = s.table.ctype
    cap = g.CAPTAIN
    return any(ct[c] == cap for c in deck)


def call_results(g: Catalogue, s: State, p: int) -> list[str]:
    """Every distinct deck a call can produce whose type sequence differs from the deck now
    (P8-29, P8-30, P8-127), as old 1-based positions fore to aft ("2.1.3")."""
    return [".".join(str(i + 1) for i in perm) for perm in _call_moves(g, s, p)]


def _call_moves(g: Catalogue, s: State, p: int) -> Iterator[list[int]]:
    """The distinct new orders of the deck, in a fixed order, lazily."""
    deck = s.decks[p]
    n = len(deck)
    if n < 2:
        return
    ct = s.table.ctype
    cap = NONE
    for i, c in enumerate(deck):
        if ct[c] == g.CAPTAIN:
            cap = i
            break
    if cap == NONE:  # no Captain, or the Captain is in the crow's nest
        return
    fore, aft = 0, n - 1
    moves: list[tuple[list[int], list[int], list[int]]] = []
    if cap != fore:
        moves += [([fore], [fore], []), ([fore], [], [fore])]
    if cap != aft:
        moves += [([aft], [aft], []), ([aft], [], [aft])]
    if cap not in (fore, aft):
        both = [fore, aft]
        moves += [
            (both, [fore, aft], []),
            (both, [aft, fore], []),
            (both, [], [fore, aft]),
            (both, [], [aft, fore]),
            (both, [fore], [aft]),
            (both, [aft], [fore]),
        ]
    now = [ct[c] for c in deck]
    seen: list[list[int]] = []
    for called, before, after in moves:
        rest = [i for i in range(n) if i not in called]
        k = rest.index(cap)
        perm = rest[:k] + before + [cap] + after + rest[k + 1 :]
        if perm in seen:
            continue
        seen.append(perm)
        if [now[i] for i in perm] != now:
            yield perm


def call_decision(g: Catalogue, s: State, t: CallResult) -> Decision:
    opts = tuple(g.act("call_to", order) for order in call_results(g, s, t.seat))
    return Decision(t.seat, "call_result", opts)


def call_to(g: Catalogue, s: State, t: CallResult, p: int, a: Action, out: list[Event]) -> None:
    """Calling is public and moves knowledge with the coins (P8-153)."""
    order = str(a.args[0])
    deck = s.decks[p]
    s.decks[p] = [deck[int(x) - 1] for x in order.split(".")]
    reveal = expose(s, p)
    out.append(Event("called", {"seat": p, "order": order}, reveal=reveal))
    s.agenda.append(step(Resolving, p))


def resolved(g: Catalogue, s: State, t: Resolving, out: list[Event]) -> None:
    """What the general action set off has resolved: on to phase 3 (P8-140)."""
