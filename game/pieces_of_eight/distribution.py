"""Before and between games: pooled coins (set aside, draft, random deals), trades, scraps swaps
and picks, the steps between the games of a match (P8-105 .. P8-117, P8-151, P8-152, P8-154,
P8-155).
"""

from __future__ import annotations

from typing import Any

from game.core import Action, Chance, Decision, Event, Settled

from .catalogue import Catalogue
from .model import NONE, State
from .ships import type_ids
from .shipyard import begin_building, buildable_counts, new_game_containers, type_counts, usable
from .tasks import (
    Deal,
    DistributionDone,
    DraftPick,
    FirstDrafter,
    ScrapsPick,
    ScrapsStart,
    SetAside,
    Swap,
    TradeAnswer,
    TradeAsk,
    TradeGive,
    TradeStep,
    TradeTurn,
)


# ---- the match: before the first game (P8-107, P8-151) ---------------------------------------------
def hand_out_captains(g: Catalogue, s: State) -> None:
    """P8-111, P8-151 (1): one Captain each, publicly; spare Captains take no part."""
    captains = [c for c in s.pool if s.table.ctype[c] == g.CAPTAIN]
    for c in captains:
        s.pool.remove(c)
    for q in range(s.table.n):
        s.shipyards[q].append(captains[q])
        s.yard_public[captains[q]] = True
    s.reserve = captains[s.table.n :]


def begin_match(g: Catalogue, s: State, out: list[Event]) -> None:
    if s.table.distribution == "own":
        new_game_containers(s)
        begin_building(g, s, out)
        return
    s.agenda.append(SetAside(extra=bool(s.table.extra_scraps)))


def share(s: State) -> int:
    return (len(s.pool) + sum(len(x) for x in s.draft_picks)) // s.table.n


def set_aside_draw(g: Catalogue, s: State, t: SetAside) -> Chance | Settled:
    """P8-151 (2), P8-152: the extra scraps, then what does not divide evenly."""
    if t.extra:
        return Chance.draw(s.pool, min(s.table.extra_scraps, len(s.pool)))
    rest = len(s.pool) % s.table.n
    return Chance.draw(s.pool, rest) if rest else Settled(None)


def set_aside(g: Catalogue, s: State, t: SetAside, outcome: Any, out: list[Event]) -> None:
    if outcome is not None:
        for c in outcome:
            s.pool.remove(c)
            s.scraps.append(c)
        out.append(Event("set_aside", {"coins": type_ids(g, s, outcome), "count": len(outcome)}))
    if t.extra:
        s.agenda.append(SetAside(extra=False))
    elif s.table.distribution.startswith("random"):
        s.agenda.append(Deal())
    else:
        s.agenda.append(FirstDrafter())


def seat_draw(g: Catalogue, s: State, t: Any) -> Chance:
    """A seat drawn at random: the first drafter (P8-112), the first player (P8-121), the
    first to pick from the scraps after a drawn game (P8-152)."""
    return Chance.pick(tuple(range(s.table.n)))


def first_drafter(g: Catalogue, s: State, t: FirstDrafter, q: int, out: list[Event]) -> None:
    s.draft_turn = q
    s.agenda.append(DraftPick())
    out.append(Event("first_drafter", {"seat": q}))


def drafting(g: Catalogue, s: State, t: DraftPick) -> bool:
    """The draft goes on while the pool lasts, or up to k coins each (P8-112, P8-116)."""
    dist, n, k = s.table.distribution, s.table.n, s.table.draft_k
    drafted = sum(len(x) for x in s.draft_picks)
    stop = (dist == "draft_random" or dist == "draft_random_trades") and drafted >= k * n
    return bool(s.pool) and not stop


def draft_over(g: Catalogue, s: State, t: DraftPick, out: list[Event]) -> None:
    s.agenda.append(Deal() if s.pool else DistributionDone())


def draft_decision(g: Catalogue, s: State, t: DraftPick) -> Decision:
    q = s.draft_turn
    return Decision(
        q, "draft_pick", tuple(g.act("draft", g.type_ids[x]) for x in draft_choices(g, s, q))
    )


def draft_choices(g: Catalogue, s: State, q: int) -> list[int]:
    """Types the drafter may pick without losing the chance to build (P8-151 (4))."""
    ct = s.table.ctype
    pool_types = sorted({ct[c] for c in s.pool})
    counts = type_counts(g, s, s.spares[q])
    base = usable(g, counts)
    to_come = share(s) - len(s.draft_picks[q]) - 1
    ok = [
        t
        for t in pool_types
        if base + (counts[t] < g.limits[t] and t != g.CAPTAIN) + to_come >= g.others_per_ship
    ]
    return ok or pool_types


def draft_pick(g: Catalogue, s: State, t: DraftPick, q: int, a: Action, out: list[Event]) -> None:
    kind = g.content.index[str(a.args[0])]
    coin = next(c for c in s.pool if s.table.ctype[c] == kind)
    s.pool.remove(coin)
    s.shipyards[q].append(coin)
    s.spares[q].append(coin)
    s.draft_picks[q].append(coin)
    s.yard_public[coin] = True
    out.append(Event("drafted", {"seat": q, "coin": g.type_ids[kind]}))
    s.draft_turn = (q + 1) % s.table.n  # P8-112
    s.agenda.append(DraftPick())


def deal_draw(g: Catalogue, s: State, t: Deal) -> Chance:
    return Chance.shuffle(s.pool)  # P8-151 (3)


def deal_count(s: State) -> int:
    """How many pool coins this deal hands out (P8-151 (3))."""
    if s.table.distribution == "random_draft":
        return min(len(s.pool), s.table.draft_k * s.table.n)
    return len(s.pool)


def deal(g: Catalogue, s: State, t: Deal, order: list[int], out: list[Event]) -> None:
    """Deal shuffled coins round-robin from seat 0; redo if it breaks buildability."""
    n = s.table.n
    count = deal_count(s)
    dealt = order[:count]
    each = share(s)
    hands = [dealt[q::n] for q in range(n)]
    ok = all(
        usable(g, type_counts(g, s, s.spares[q] + hands[q]))
        + each
        - len(s.draft_picks[q])
        - len(hands[q])
        >= g.others_per_ship
        for q in range(n)
    )
    if not ok:  # P8-151 (4)
        s.deal_attempts += 1
        out.append(Event("redealt", {"attempt": s.deal_attempts}))
        if s.deal_attempts >= s.table.redeal_max:
            setup_failed(s, "deal", out)
        else:
            s.agenda.append(Deal())
        return
    for q in range(n):
        for c in hands[q]:
            s.pool.remove(c)
            s.shipyards[q].append(c)
            s.spares[q].append(c)
            s.draft_picks[q].append(c)
        out.append(
            Event(
                "dealt",
                {"seat": q, "coins": type_ids(g, s, hands[q]), "count": len(hands[q])},
                visible_to=(q,),
                redacted={"seat": q, "coins": [], "count": len(hands[q])},
            )
        )
    if s.table.distribution == "random_draft" and s.pool:
        s.agenda.append(FirstDrafter())
    else:
        s.agenda.append(DistributionDone())


def distribution_done(g: Catalogue, s: State, t: DistributionDone, out: list[Event]) -> None:
    s.draft_turn = NONE
    s.draft_picks = [[] for _ in range(s.table.n)]  # only the shipyards count from now
    if s.table.distribution.endswith("trades"):
        s.agenda.append(TradeTurn(0, 0, True))
    else:
        s.agenda.append(Swap())


def setup_failed(s: State, phase: str, out: list[Event]) -> None:
    """No legal ships can be built from this distribution (P8-151 (4))."""
    s.agenda.clear()
    s.final_phase = phase
    s.end_reason = "setup_failed"
    s.game_over = True
    out.append(Event("setup_failed", {}))


# ---- trades (P8-155) ------------------------------------------------------------------------------
def can_give_any(g: Catalogue, s: State, q: int, given: tuple[int, ...]) -> bool:
    return bool(give_choices(g, s, q, given))


def give_choices(g: Catalogue, s: State, q: int, given: tuple[int, ...]) -> list[int]:
    """Coins the proposer may offer: never a Captain; he must stay buildable (so that any
    answer keeps him buildable, whatever he receives)."""
    ct = s.table.ctype
    left = [c for c in s.spares[q] if c not in given]
    out = []
    for t in sorted({ct[c] for c in left}):
        if t == g.CAPTAIN:
            continue
        rest = list(left)
        rest.remove(next(c for c in left if ct[c] == t))
        if buildable_counts(g, type_counts(g, s, rest)):
            out.append(t)
    return out


def ask_limit(s: State, q: int) -> int:
    return len(s.shipyards[q]) - 1


def trade_acceptable(g: Catalogue, s: State, t: TradeStep) -> bool:
    """The addressee holds what is asked and stays buildable (P8-155)."""
    have = type_counts(g, s, s.spares[t.to])
    for x in t.ask:
        have[x] -= 1
    if min(have) < 0:
        return False
    for c in t.give:
        have[s.table.ctype[c]] += 1
    return buildable_counts(g, have)


def trade_decision(g: Catalogue, s: State, t: TradeTurn) -> Decision:
    p = t.turn
    opts = [g.act("trade", "done")]
    if can_give_any(g, s, p, ()):
        opts += [g.act("trade", q) for q in range(s.table.n) if q != p]
    return Decision(p, "trade", tuple(opts))


def trade_to(g: Catalogue, s: State, t: TradeTurn, p: int, a: Action, out: list[Event]) -> None:
    if a.args[0] == "done":
        out.append(Event("trade_passed", {"seat": p}))
        next_trader(g, s, t, out)
        return
    assert isinstance(a.args[0], int)
    s.agenda.append(TradeGive(t.round, t.turn, False, a.args[0]))


def give_decision(g: Catalogue, s: State, t: TradeGive) -> Decision:
    ids = g.type_ids
    opts = [g.act("give", ids[x]) for x in give_choices(g, s, t.turn, t.give)]
    if t.give:
        opts.append(g.act("give", "done"))
    return Decision(t.turn, "trade_give", tuple(opts))


def give(g: Catalogue, s: State, t: TradeGive, p: int, a: Action, out: list[Event]) -> None:
    if a.args[0] == "done":
        s.agenda.append(TradeAsk(t.round, t.turn, t.all_done, t.to, t.give))
        return
    kind = g.content.index[str(a.args[0])]
    coin = next(c for c in s.spares[p] if s.table.ctype[c] == kind and c not in t.give)
    s.agenda.append(TradeGive(t.round, t.turn, t.all_done, t.to, (*t.give, coin)))


def ask_decision(g: Catalogue, s: State, t: TradeAsk) -> Decision:
    opts = []
    if len(t.ask) < ask_limit(s, t.to):
        opts = [g.act("ask", c) for i, c in enumerate(g.type_ids) if i != g.CAPTAIN]
    if t.ask:
        opts.append(g.act("ask", "send"))
    return Decision(t.turn, "trade_ask", tuple(opts))


def ask(g: Catalogue, s: State, t: TradeAsk, p: int, a: Action, out: list[Event]) -> None:
    if a.args[0] != "send":
        kind = g.content.index[str(a.args[0])]
        s.agenda.append(TradeAsk(t.round, t.turn, t.all_done, t.to, t.give, (*t.ask, kind)))
        return
    s.agenda.append(TradeAnswer(t.round, t.turn, t.all_done, t.to, t.give, t.ask))
    data = {
        "seat": p,
        "to_seat": t.to,
        "give": type_ids(g, s, t.give),
        "ask": [g.type_ids[x] for x in t.ask],
        "give_count": len(t.give),
        "ask_count": len(t.ask),
    }
    out.append(
        Event(
            "trade_proposed", data, visible_to=(p, t.to), redacted={**data, "give": [], "ask": []}
        )
    )


def answer_decision(g: Catalogue, s: State, t: TradeAnswer) -> Decision:
    opts = [g.act("trade_answer", "decline")]
    if trade_acceptable(g, s, t):
        opts.insert(0, g.act("trade_answer", "accept"))
    return Decision(t.to, "trade_answer", tuple(opts))


def answer(g: Catalogue, s: State, t: TradeAnswer, q: int, a: Action, out: list[Event]) -> None:
    if a.args[0] == "accept":
        trade_swap(g, s, t, out)
    else:
        out.append(Event("trade_declined", {"seat": q, "from_seat": t.turn}))
    next_trader(g, s, t, out)


def trade_swap(g: Catalogue, s: State, t: TradeStep, out: list[Event]) -> None:
    p, a = t.turn, t.to
    ct = s.table.ctype
    taken: list[int] = []
    for x in t.ask:
        coin = next(c for c in s.spares[a] if ct[c] == x and c not in taken)
        taken.append(coin)
    for c in t.give:
        _move_yard_coin(s, c, p, a)
    for c in taken:
        _move_yard_coin(s, c, a, p)
    data = {
        "seat": p,
        "to_seat": a,
        "give": type_ids(g, s, t.give),
        "ask": type_ids(g, s, taken),
        "give_count": len(t.give),
        "ask_count": len(taken),
    }
    out.append(
        Event("trade_accepted", data, visible_to=(p, a), redacted={**data, "give": [], "ask": []})
    )


def _move_yard_coin(s: State, coin: int, src: int, dst: int) -> None:
    s.spares[src].remove(coin)
    s.shipyards[src].remove(coin)
    s.spares[dst].append(coin)
    s.shipyards[dst].append(coin)
    s.yard_public[coin] = False


def next_trader(g: Catalogue, s: State, t: TradeStep, out: list[Event]) -> None:
    """The next seat in order; a round in which everybody passed ends the trading, as does
    the last round (P8-155)."""
    turn = t.turn + 1
    if turn < s.table.n:
        s.agenda.append(TradeTurn(t.round, turn, t.all_done))
        return
    rnd = t.round + 1
    if t.all_done or rnd >= s.table.trade_rounds:
        out.append(Event("trading_over", {}))
        s.agenda.append(Swap())
        return
    s.agenda.append(TradeTurn(rnd, 0, True))


# ---- unbuildable shipyards after a distribution (P8-151 (5)) ----------------------------------------
def next_unbuildable(g: Catalogue, s: State) -> int:
    for q in range(s.table.n):
        if not buildable_counts(g, type_counts(g, s, s.spares[q])):
            return q
    return NONE


def swap_choices(g: Catalogue, s: State, q: int) -> list[tuple[int, int]]:
    ct = s.table.ctype
    counts = type_counts(g, s, s.spares[q])
    base = usable(g, counts)
    out = []
    for give in sorted({ct[c] for c in s.spares[q]}):
        if give == g.CAPTAIN:
            continue
        for take in sorted({ct[c] for c in s.scraps}):
            after = list(counts)
            after[give] -= 1
            after[take] += 1
            if usable(g, after) > base or (take == g.CAPTAIN and not counts[take]):
                out.append((give, take))
    return out


def swap_needed(g: Catalogue, s: State, t: Swap) -> bool:
    q = next_unbuildable(g, s)
    return q != NONE and bool(swap_choices(g, s, q))


def swaps_over(g: Catalogue, s: State, t: Swap, out: list[Event]) -> None:
    """Every shipyard can build: on to building; one that cannot and cannot swap ends it."""
    if next_unbuildable(g, s) == NONE:
        new_game_containers(s)
        begin_building(g, s, out)
    else:
        setup_failed(s, "", out)


def swap_decision(g: Catalogue, s: State, t: Swap) -> Decision:
    q = next_unbuildable(g, s)
    ids = g.type_ids
    opts = tuple(g.act("swap", ids[a], ids[b]) for a, b in swap_choices(g, s, q))
    return Decision(q, "scrap_swap", opts)


def scrap_swap(g: Catalogue, s: State, t: Swap, q: int, a: Action, out: list[Event]) -> None:
    give, take = g.content.index[str(a.args[0])], g.content.index[str(a.args[1])]
    ct = s.table.ctype
    gone = next(c for c in s.spares[q] if ct[c] == give)
    got = next(c for c in s.scraps if ct[c] == take)
    s.spares[q].remove(gone)
    s.shipyards[q].remove(gone)
    s.scraps.append(gone)
    s.scraps.remove(got)
    s.spares[q].append(got)
    s.shipyards[q].append(got)
    s.yard_public[got] = s.yard_public[gone] = True
    out.append(
        Event("scrap_swapped", {"seat": q, "give": g.type_ids[give], "take": g.type_ids[take]})
    )
    s.agenda.append(Swap())


# ---- between games (P8-117, P8-152, P8-154) ----------------------------------------------------------
def between_games(g: Catalogue, s: State, out: list[Event]) -> None:
    s.game_no += 1
    pooled = s.table.distribution != "own"
    w = s.results[-1]
    order = scraps_order(s, w) if w != NONE else []
    new_game_containers(s)
    if pooled and s.scraps:
        if w == NONE:  # after a draw: from a random seat
            s.agenda.append(ScrapsStart())
        else:
            s.scraps_order = order
            s.agenda.append(ScrapsPick())
        return
    begin_building(g, s, out)


def scraps_order(s: State, w: int) -> list[int]:
    """Losers pick in the order they lost: eliminated ones first, earliest first; then the
    others in seat order from the winner's left (P8-117, P8-152)."""
    n = s.table.n
    first = [q for q in s.out_order if q != w]
    rest = [(w + k) % n for k in range(1, n) if (w + k) % n not in first]
    return first + rest


def scraps_start(g: Catalogue, s: State, t: ScrapsStart, q: int, out: list[Event]) -> None:
    n = s.table.n
    s.scraps_order = [(q + k) % n for k in range(n)]
    s.agenda.append(ScrapsPick())


def scraps_left(g: Catalogue, s: State, t: ScrapsPick) -> bool:
    return bool(s.scraps_order) and bool(s.scraps)


def scraps_over(g: Catalogue, s: State, t: ScrapsPick, out: list[Event]) -> None:
    s.scraps_order.clear()
    new_game_containers(s)
    begin_building(g, s, out)


def scraps_decision(g: Catalogue, s: State, t: ScrapsPick) -> Decision:
    q = s.scraps_order[0]
    kinds = sorted({s.table.ctype[c] for c in s.scraps})
    opts = [g.act("scraps", g.type_ids[x]) for x in kinds] + [g.act("scraps", "none")]
    return Decision(q, "scraps_pick", tuple(opts))


def take_scrap(g: Catalogue, s: State, t: ScrapsPick, q: int, a: Action, out: list[Event]) -> None:
    s.scraps_order.pop(0)
    if a.args[0] == "none":
        out.append(Event("scraps_declined", {"seat": q}))
    else:
        kind = g.content.index[str(a.args[0])]
        coin = next(c for c in s.scraps if s.table.ctype[c] == kind)
        s.scraps.remove(coin)
        s.shipyards[q].append(coin)
        s.spares[q].append(coin)
        s.yard_public[coin] = True
        out.append(Event("scraps_taken", {"seat": q, "coin": g.type_ids[kind]}))
    s.agenda.append(ScrapsPick())
