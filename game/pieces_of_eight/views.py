"""What one seat may know (P8-133, P8-143, P8-144), and states rebuilt from it (determinize).

A view shows coin types ("mate") and never coin ids, so nothing about a hidden coin leaks
through an identifier. Coins the viewer does not know are None. Places (where a coin on the stack,
a locked target or a reacted coin sits) are written as ("deck", seat, index) with index 0 = fore,
("nest", seat), ("limbo", k) for the coin of the k-th stack item, ("drawn", i), ("hold", seat, i)
in the viewer's own hold, ("hold", seat) in another hold, or ("gone",).

The stage, the phase, the chance step, the trading and stalemate tuples and `waiting` are read
from the agenda (progress.py); `agenda` shows the tasks of the resolution and of ship building.
rebuild.py builds a full state back from a view.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.frozen import make
from game.core.rng import Rng

from . import tasks as T
from .catalogue import Catalogue
from .model import (
    NONE,
    PASSED,
    STATUS_NAMES,
    UNANSWERED,
    USED,
    Item,
    ItemView,
    ShipView,
    State,
    TaskView,
    View,
)
from .progress import chance, phase, stage
from .ships import aft_hidden, all_mask

DETERMINIZE_ATTEMPTS = 50
Place = tuple[Any, ...]


def view(g: Catalogue, s: State, seat: int | None) -> View:
    v = seat
    n = s.table.n
    over = not s.agenda
    everything = over or s.game_over  # P8-144
    ids = g.type_ids
    ct = s.table.ctype
    full = all_mask(s)
    cap = g.CAPTAIN

    def sees(q: int, c: int) -> bool:
        if everything or q == v or ct[c] == cap:
            return True
        mask = s.known[c]
        return mask == full if v is None else bool(mask >> v & 1)

    ships = []
    yard_public = s.yard_public
    teams = s.table.teams
    for q in range(n):
        mine = everything or q == v
        deck = s.decks[q]
        nest = s.nests[q]
        yard = s.shipyards[q]
        public = sorted([ct[c] for c in yard] if mine else [ct[c] for c in yard if yard_public[c]])
        ships.append(
            make(
                ShipView,
                seat=q,
                status=STATUS_NAMES[s.status[q]],
                nest=ids[ct[nest]] if nest != NONE else None,
                deck=tuple(
                    [ids[ct[c]] for c in deck]
                    if mine
                    else [ids[ct[c]] if i == 0 or sees(q, c) else None for i, c in enumerate(deck)]
                ),
                aft_public=len(deck) > 1 and (everything or not aft_hidden(g, s, q)),
                hold_count=len(s.holds[q]),
                hold=tuple([ids[ct[c]] for c in s.holds[q]]) if mine else None,
                spare_count=len(s.spares[q]),
                spares=tuple([ids[ct[c]] for c in s.spares[q]]) if mine else None,
                captain=(nest != NONE and ct[nest] == cap) or any(ct[c] == cap for c in deck),
                lost_turns=s.lost[q],
                team=teams[q] if teams else NONE,
                clock_ms=s.clocks[q] if s.clocks else 0,
                wins=s.wins[q],
                shipyard=tuple([ids[t] for t in public]),
                shipyard_size=len(yard),
            )
        )
    stack_pos = {i: k for k, i in enumerate(s.stack)}
    trade = _trade(s)
    listed = []
    stalemate = None
    for t in s.agenda:
        if type(t) in TASK_KINDS:
            listed.append(t)
        elif isinstance(t, (T.StalemateVote, T.StalemateProcedure)):
            stalemate = t
    return make(
        View,
        seat=v,
        table=s.table,
        stage=stage(s),
        game_no=s.game_no,
        phase=phase(s),
        active=s.active,
        ships=tuple(ships),
        stack=tuple(_item_view(g, s, s.items[i], v, stack_pos, sees) for i in s.stack),
        agenda=tuple(_task_view(g, s, t, v, stack_pos) for t in listed),
        drawn=tuple(ids[ct[c]] for c in s.drawn),
        reacted=tuple(
            p for p in (place_of(s, c, v) for c in s.reacted) if p[0] != "gone" and p[0] != "hold"
        ),
        extra_turns=tuple(s.extra),
        quiet_turns=s.quiet,
        played_turns=s.played,
        may_propose=s.may_propose,
        stalemate=_stalemate_view(s, stalemate, v),
        stalemates=s.stalemates,
        destroyed_since_stalemate=s.destroyed_since_stalemate,
        draft=_draft_view(s, v),
        waiting=_waiting(g, s, v),
        pool=tuple(ids[ct[c]] for c in s.pool),
        pool_count=len(s.pool),
        scraps=tuple(ids[ct[c]] for c in s.scraps),
        reserve=tuple(ids[ct[c]] for c in s.reserve),
        draft_turn=s.draft_turn,
        draft_picks=tuple(
            (
                tuple(ids[ct[c]] for c in picks if s.yard_public[c] or q == v or everything),
                len(picks),
            )
            for q, picks in enumerate(s.draft_picks)
        ),
        trade=_trade_view(trade),
        trade_offer=_trade_offer(g, s, trade, v),
        scraps_order=tuple(s.scraps_order),
        build_seat=s.build_seat,
        results=tuple(s.results),
        last_winner=s.last_winner,
        winner=s.winner,
        end_reason=s.end_reason,
        team_stage=s.team_stage,
        game_over=s.game_over,
        undo_allowed=not s.table.clock_ms,
        out_order=tuple(s.out_order),
        deal_attempts=s.deal_attempts,
        chance=chance(s),
        start_ship=tuple(ids[ct[c]] if c != NONE else "none" for c in s.start_ship[v])
        if v is not None and s.start_ship and s.start_ship[v]
        else (),
        noisy=s.noisy,
    )


def place_of(s: State, c: int, v: int | None) -> Place:
    if c == NONE:
        return ("gone",)
    for q in range(s.table.n):
        if s.nests[q] == c:
            return ("nest", q)
        deck = s.decks[q]
        if c in deck:
            return ("deck", q, deck.index(c))
    for k, i in enumerate(s.stack):
        item = s.items[i]
        if item.in_limbo and item.coin == c:
            return ("limbo", k)
    if c in s.drawn:
        return ("drawn", s.drawn.index(c))
    for q in range(s.table.n):
        if c in s.holds[q]:
            return ("hold", q, s.holds[q].index(c)) if q == v else ("hold", q)
    return ("gone",)


def _item_view(
    g: Catalogue,
    s: State,
    item: Item,
    v: int | None,
    stack_pos: dict[int, int],
    sees: Callable[[int, int], bool],
) -> ItemView:
    ids = g.type_ids
    ct = s.table.ctype
    mine = item.seat == v
    spec = g.coins[ct[item.coin]]
    targets: list[tuple[Place, str | None, bool]] = []
    for c in item.targets:
        place = place_of(s, c, v)
        if place[0] not in ("deck", "nest") or place[1] != item.target_seat:
            targets.append((("gone",), None, False))
        else:
            targets.append(
                (
                    place,
                    ids[ct[c]] if sees(item.target_seat, c) else None,
                    c in item.active_targets,
                )
            )
    private_draws = spec.rearranges and not mine
    return make(
        ItemView,
        seat=item.seat,
        coin=ids[ct[item.coin]],
        ability=item.ability,
        pos=item.pos,
        was_open=item.was_open,
        in_limbo=item.in_limbo,
        affected=item.affected,
        place=place_of(s, item.coin, v),
        target_seat=item.target_seat,
        targets=tuple(targets),
        answers=stack_pos.get(item.answers, NONE) if item.answers != NONE else NONE,
        negated=item.negated,
        protected=tuple(place_of(s, c, v) for c in item.protected),
        depth=item.depth,
        second=item.second,
        contributors=tuple(zip(item.contributors[::2], item.contributors[1::2])),
        drawn=() if private_draws else tuple(place_of(s, c, v) for c in item.drawn if c in s.drawn),
        drawn_count=len(item.drawn),
        spared=item.spared,
        pick=ids[ct[item.pick]] if mine and item.pick != NONE else None,
        pc=item.pc,
        ti=item.ti,
        draws_left=item.draws_left,
    )


# the tasks the view lists in `agenda`, by the names the view gives them
TASK_KINDS: dict[type, str] = {
    T.Resolve: "resolve",
    T.Window: "window",
    T.Monkey: "monkey",
    T.TurnReact: "turn_react",
    T.Order: "order",
    T.Arrange: "arrange",
    T.Build: "build",
}


def _task_view(
    g: Catalogue, s: State, t: Any, v: int | None, stack_pos: dict[int, int]
) -> TaskView:
    ids = g.type_ids
    ct = s.table.ctype
    kind = TASK_KINDS[type(t)]
    seat = getattr(t, "seat", NONE)
    item = getattr(t, "item", NONE)
    mine = seat == v
    my_answer = None
    coins: tuple[Any, ...] = ()
    placed: tuple[Any, ...] = ()
    nest = None
    count = 0
    captains = 0
    answered: tuple[bool, ...] = ()
    prompted: tuple[int, ...] = ()
    placed_count = 0
    if isinstance(t, T.Window):
        prompted = t.prompted
        answered = tuple(a != UNANSWERED for a in t.answers)
        if v in t.prompted:
            a = t.answers[t.prompted.index(v)]
            my_answer = "pass" if a == PASSED else (None if a == UNANSWERED else place_of(s, a, v))
    elif isinstance(t, T.TurnReact):
        answered = (t.answered,)
        if mine:
            coins = tuple(place_of(s, c, v) for c in t.coins)
            count = len(t.coins)
    elif isinstance(t, (T.Arrange, T.Build)):
        t_placed = t.placed if isinstance(t, T.Arrange) else ()
        t_nest = t.nest if isinstance(t, T.Arrange) else UNANSWERED
        pool = t.coins + t_placed + ((t_nest,) if t_nest >= 0 else ())
        count = len(pool)
        if isinstance(t, T.Arrange):
            captains = sum(1 for c in pool if ct[c] == g.CAPTAIN)
        if mine:
            coins = tuple(ids[ct[c]] for c in t.coins)
            placed = tuple(ids[ct[c]] for c in t_placed)
            nest = None if t_nest == UNANSWERED else "none" if t_nest == NONE else ids[ct[t_nest]]
            placed_count = len(t_placed)
    return make(
        TaskView,
        kind=kind,
        item=stack_pos.get(item, NONE) if item != NONE else NONE,
        seat=seat,
        prompted=prompted,
        answered=answered,
        my_answer=my_answer,
        coins=coins,
        coin_count=count,
        captains=captains,
        placed=placed,
        placed_count=placed_count,
        nest=nest,
        coin=place_of(s, t.coin, v) if isinstance(t, T.Monkey) else (),
        destroyer=t.destroyer if isinstance(t, T.TurnReact) else NONE,
        purpose=t.purpose if isinstance(t, T.Arrange) else "",
    )


def _stalemate_view(
    s: State, st: T.StalemateVote | T.StalemateProcedure | None, v: int | None
) -> tuple[Any, ...]:
    if st is None:
        return ()
    if isinstance(st, T.StalemateVote):
        return (st.proposer, st.first, st.answers, False, (), 0, ())
    picks = tuple(
        None if c == NONE else "used" if c == USED else place_of(s, c, v) if q == v else "picked"
        for q, c in enumerate(st.picks)
    )
    return (st.proposer, st.first, st.answers, True, st.order, st.step, picks)


# where view.draft keeps: the seat a Cannon fires at, the seats invited to help so far
DRAFT_TARGET = 2
DRAFT_INVITED = 6


def _draft_view(s: State, v: int | None) -> tuple[Any, ...]:
    d = s.draft
    if d is None:
        return ()
    return (
        place_of(s, d.coin, v),
        d.pos,
        d.target_seat,
        d.where,
        d.pick_type if s.active == v else NONE,
        d.second,
        tuple(d.invited),
        d.inviting,
        tuple(d.commits),
        tuple(d.commit_seats),
    )


def _trade(s: State) -> T.TradeStep | None:
    top = s.agenda[-1] if s.agenda else None
    return top if isinstance(top, T.TradeStep) else None


def _trade_view(t: T.TradeStep | None) -> tuple[Any, ...]:
    if t is None:
        return ()
    asking = isinstance(t, (T.TradeAsk, T.TradeAnswer))
    sent = isinstance(t, T.TradeAnswer)
    return (t.round, t.turn, t.all_done, t.to, len(t.give), len(t.ask), asking, sent)


def _trade_offer(g: Catalogue, s: State, t: T.TradeStep | None, v: int | None) -> tuple[Any, ...]:
    if t is None or v not in (t.turn, t.to) or t.to == NONE:
        return ()
    ids = g.type_ids
    ct = s.table.ctype
    if v == t.to and not isinstance(t, T.TradeAnswer):
        return ()
    return (tuple(ids[ct[c]] for c in t.give), tuple(ids[x] for x in t.ask))


def _waiting(g: Catalogue, s: State, v: int | None) -> tuple[tuple[int, str], ...]:
    """Who is being asked what, read from the agenda (no options are computed): public under
    masking (P8-133, P8-143 (5))."""
    out = waiting_seats(g, s)
    if not s.table.mask:
        out = [x for x in out if x[0] == v]
    return tuple(out)


SEAT_ASKED: dict[type, str] = {
    T.Monkey: "monkey",
    T.TurnReact: "turn_reaction",
    T.Order: "order_drawn",
    T.Arrange: "arrange",
    T.Build: "build",
    T.GeneralAction: "general_action",
    T.ChooseTarget: "choose_target",
    T.CannonTarget: "cannon_target",
    T.CannonSecond: "cannon_second",
    T.CannonInvite: "cannon_invite",
    T.CallResult: "call_result",
    T.CrowsNest: "crows_nest_move",
}
SEATED = (T.Monkey, T.TurnReact, T.Order, T.Arrange, T.Build, T.TurnStep)
TRADE_ASKED: dict[type, str] = {
    T.TradeTurn: "trade",
    T.TradeGive: "trade_give",
    T.TradeAsk: "trade_ask",
    T.TradeAnswer: "trade_answer",
}


def waiting_seats(g: Catalogue, s: State) -> list[tuple[int, str]]:
    if not s.agenda:
        return []
    t = s.agenda[-1]
    kind = SEAT_ASKED.get(type(t))
    if kind is not None and isinstance(t, SEATED):
        return [(t.seat, kind)]
    if isinstance(t, T.Window):
        return [(q, "react") for q, a in zip(t.prompted, t.answers) if a == UNANSWERED]
    if isinstance(t, T.StalemateVote):
        return [(q, "stalemate_answer") for q, a in enumerate(t.answers) if a == UNANSWERED]
    if isinstance(t, T.StalemateProcedure):
        return [(t.order[t.step], "stalemate_pick")] if t.step < len(t.order) else []
    if isinstance(t, T.CannonCommit):
        d = s.draft
        assert d is not None
        return [(d.commit_seats[len(d.commits)], "cannon_commit")]
    if isinstance(t, T.DraftPick):
        return [(s.draft_turn, "draft_pick")] if s.draft_turn != NONE else []
    if isinstance(t, T.TradeStep):
        return [(t.to if isinstance(t, T.TradeAnswer) else t.turn, TRADE_ASKED[type(t)])]
    if isinstance(t, T.Swap):
        from .distribution import next_unbuildable

        q = next_unbuildable(g, s)
        return [(q, "scrap_swap")] if q != NONE else []
    if isinstance(t, T.ScrapsPick) and s.scraps_order:
        return [(s.scraps_order[0], "scraps_pick")]
    return []


# ---- determinize ---------------------------------------------------------------------------------
def determinize(
    g: Catalogue, view_: View, seat: int, rng: Rng, pending: Callable[[State], object]
) -> State:
    """A state consistent with `view_`. The view says which seats are being asked; a sample
    in which such a seat would have no legal option contradicts it and is drawn again."""
    from .rebuild import Rebuild

    state = None
    for _ in range(DETERMINIZE_ATTEMPTS):
        state = Rebuild(g, view_, seat, rng).state()
        try:
            pending(state)
        except ValueError:
            continue
        return state
    assert state is not None
    return state
