"""Shipyards and ships: counting a shipyard, the containers of one game, building a ship and
arranging it in secret (P8-7 .. P8-9, P8-59, P8-107, P8-121, P8-128, P8-143, P8-148 (5),
P8-154).

Building is a chain of small decisions, one seat at a time (P8-154 (5)): pick 13 coins one by one
(only picks that keep a legal ship reachable are offered, P8-8), then arrange them: the crow's-nest
coin first, then the deck coin by coin from the fore (the last coins are placed automatically once
only one type is left). The same `Arrange` chain serves Call to Quarters (P8-59, P8-128) and the
stalemate procedure (P8-100, P8-148 (5)), where the crow's nest may stay empty.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.core import Action, Decision, Event

from . import endings, turns
from .catalogue import Catalogue
from .model import IN, NONE, UNANSWERED, State
from .ships import expose, type_ids
from .tasks import Arrange, Build, FirstPlayer


# ---- counting shipyards (P8-8, P8-151 (4)) ----------------------------------------------------
def type_counts(g: Catalogue, s: State, coins: Iterable[int]) -> list[int]:
    counts = [0] * len(g.coins)
    ct = s.table.ctype
    for c in coins:
        counts[ct[c]] += 1
    return counts


def usable(g: Catalogue, counts: list[int]) -> int:
    """Coins other than Captains, each type counted only up to its limit (P8-5, P8-8)."""
    limits = g.limits
    return sum(min(n, limits[t]) for t, n in enumerate(counts) if t != g.CAPTAIN)


def buildable_counts(g: Catalogue, counts: list[int]) -> bool:
    """A Captain and enough other coins within their limits for a ship (P8-8)."""
    return counts[g.CAPTAIN] >= 1 and usable(g, counts) >= g.others_per_ship


# ---- one game's containers (P8-107, P8-154) ---------------------------------------------------
def new_game_containers(s: State) -> None:
    """Every coin back in its owner's shipyard (P8-107, P8-154 (3)); per-game state reset
    (P8-154 (7))."""
    n = s.table.n
    s.spares = [sorted(s.shipyards[q]) for q in range(n)]
    s.decks = [[] for _ in range(n)]
    s.nests = [NONE] * n
    s.holds = [[] for _ in range(n)]
    s.known = [0] * len(s.table.ctype)
    s.status = [IN] * n
    s.out_order = []
    s.lost = [0] * n
    s.extra = []
    s.reacted = []
    s.items, s.stack, s.drawn = [], [], []
    s.agenda.clear()
    s.quiet = s.played = s.stalemates = 0
    s.noisy = s.destroyed_since_stalemate = False
    s.may_propose = False
    s.draft = None
    s.clocks = [s.table.clock_ms] * n
    s.team_stage = bool(s.table.teams)
    s.game_over = False
    s.winner = NONE
    s.end_reason = ""
    s.active = NONE


def begin_building(g: Catalogue, s: State, out: list[Event]) -> None:
    s.build_seat = NONE
    next_builder(g, s, out)


def next_builder(g: Catalogue, s: State, out: list[Event]) -> None:
    """The next seat builds (or, the winner of the last game, only rearranges, P8-154 (5))."""
    s.build_seat += 1
    q = s.build_seat
    if q >= s.table.n:
        s.build_seat = NONE
        if s.table.first_player == "first_seat" and s.game_no == 1:  # P8-121
            start_game(g, s, 0, out)
        else:
            s.agenda.append(FirstPlayer())
        return
    if q == s.last_winner and s.game_no > 1:
        coins = list(s.start_ship[q])
        for c in coins:
            s.spares[q].remove(c)
        s.agenda.append(Arrange(q, tuple(coins), "start"))
    else:
        s.agenda.append(Build(q))


def start_game(g: Catalogue, s: State, first: int, out: list[Event]) -> None:
    s.clocks = [s.table.clock_ms] * s.table.n
    out.append(Event("game_started", {"game": s.game_no, "seat": first}))
    turns.start_turn(g, s, first, out)


# ---- building (P8-8) ----------------------------------------------------------------------------
def build_choices(g: Catalogue, s: State, q: int, picks: Iterable[int]) -> list[int]:
    """Types the builder may add so that a legal ship stays reachable (P8-8). Remembered by
    the counts they depend on: building is a fifth of all the steps of a random game."""
    key = (tuple(type_counts(g, s, s.spares[q])), tuple(type_counts(g, s, picks)))
    memo = g.build_memo
    out = memo.get(key)
    if out is None:
        if len(memo) > 200_000:
            memo.clear()
        out = memo[key] = _build_choices(g, *key)
    return out


def _build_choices(g: Catalogue, avail: tuple[int, ...], picked: tuple[int, ...]) -> list[int]:
    cap = g.CAPTAIN
    limits = g.limits
    need = g.ship_size - sum(picked)
    room = [max(0, min(a, limits[u] - picked[u])) for u, a in enumerate(avail)]
    room_total = sum(room) - room[cap]  # non-Captain coins that may still come
    out = []
    for t, count in enumerate(avail):
        if not count or picked[t] >= limits[t]:
            continue
        if t == cap:
            ok = need - 1 <= room_total
        else:
            has_cap = picked[cap] > 0
            if not has_cap and not avail[cap]:
                continue
            after = room_total - room[t] + max(0, min(count - 1, limits[t] - picked[t] - 1))
            ok = 0 <= need - 1 - (0 if has_cap else 1) <= after
        if ok:
            out.append(t)
    return out


def build_decision(g: Catalogue, s: State, t: Build) -> Decision:
    picks = g.by_type["pick"]
    return Decision(t.seat, "build", tuple(picks[x] for x in build_choices(g, s, t.seat, t.coins)))


def add_to_build(g: Catalogue, s: State, t: Build, q: int, a: Action, out: list[Event]) -> None:
    kind = g.content.index[str(a.args[0])]
    coin = next(c for c in s.spares[q] if s.table.ctype[c] == kind)
    s.spares[q].remove(coin)
    coins = (*t.coins, coin)
    if len(coins) < g.ship_size:
        s.agenda.append(Build(q, coins))
        return
    s.agenda.append(Arrange(q, coins, "start"))
    out.append(
        Event(
            "ship_built",
            {"seat": q, "coins": type_ids(g, s, coins)},
            visible_to=(q,),
            redacted={"seat": q, "coins": []},
        )
    )


# ---- arranging in secret (P8-9, P8-128, P8-143) ---------------------------------------------------
def start_arrangement(s: State, q: int, pick: int, purpose: str) -> None:
    """Stalemate: the picked hold coin joins the ship, which is rearranged (P8-148 (5))."""
    pool = ([s.nests[q]] if s.nests[q] != NONE else []) + s.decks[q]
    if pick >= 0:
        s.holds[q].remove(pick)
        s.noisy = True
        pool.append(pick)
    s.nests[q] = NONE
    s.decks[q] = []
    s.agenda.append(Arrange(q, tuple(pool), purpose))


def arrange_choices(g: Catalogue, s: State, t: Arrange) -> list[Action]:
    """Crow's nest first (empty allowed except before a game, P8-9, P8-128 (2)), then the deck
    from the fore, one type at a time."""
    ct = s.table.ctype
    types = sorted({ct[c] for c in t.coins})
    if t.nest == UNANSWERED:
        nests = g.by_type["nest"]
        acts = [nests[x] for x in types]
        if t.purpose != "start":
            acts.append(g.act("nest", "none"))
        return acts
    places = g.by_type["place"]
    return [places[x] for x in types]


def arrange_decision(g: Catalogue, s: State, t: Arrange) -> Decision:
    return Decision(t.seat, "arrange", tuple(arrange_choices(g, s, t)))


def arranging(g: Catalogue, s: State, t: Arrange) -> bool:
    """Something is left to choose: the crow's nest, or the order of two types or more."""
    if t.nest == UNANSWERED:
        return bool(t.coins)
    ct = s.table.ctype
    coins = t.coins
    return not all(ct[c] == ct[coins[0]] for c in coins)


def arrange_pick(g: Catalogue, s: State, t: Arrange, q: int, a: Action, out: list[Event]) -> None:
    type_id = str(a.args[0])
    if a.kind == "nest" and type_id == "none":
        s.agenda.append(Arrange(t.seat, t.coins, t.purpose, t.placed, NONE))
        return
    kind = g.content.index[type_id]
    coins = list(t.coins)
    coin = next(c for c in coins if s.table.ctype[c] == kind)
    coins.remove(coin)
    if a.kind == "nest":
        s.agenda.append(Arrange(t.seat, tuple(coins), t.purpose, t.placed, coin))
    else:
        s.agenda.append(Arrange(t.seat, tuple(coins), t.purpose, (*t.placed, coin), t.nest))


def finish_arrangement(g: Catalogue, s: State, t: Arrange, out: list[Event]) -> None:
    """The arranged ship replaces the old one; nobody but its owner knows the hidden coins
    any more (P8-128 (5), P8-143)."""
    q = t.seat
    deck = list(t.placed + t.coins)
    nest = t.nest if t.nest >= 0 else NONE
    s.decks[q] = deck
    s.nests[q] = nest
    bit = 1 << q
    for c in deck:
        s.known[c] = bit
    if nest != NONE:
        s.known[nest] = bit
    expose(s, q)
    if t.purpose == "start":
        s.start_ship[q] = deck + [nest]
        out.append(Event("ship_ready", {"seat": q}))
        next_builder(g, s, out)
        return
    out.append(Event("rearranged", {"seat": q, "count": len(deck) + (nest != NONE)}, reveal=True))
    if t.purpose == "quarters":
        endings.check_victory(g, s, out)


def first_player(g: Catalogue, s: State, t: FirstPlayer, q: int, out: list[Event]) -> None:
    """The drawn seat starts the game (P8-121)."""
    out.append(Event("first_player", {"seat": q}))
    start_game(g, s, q, out)
