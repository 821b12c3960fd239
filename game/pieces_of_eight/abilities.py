"""Coin abilities: what may be played, targets, declaring actions and reactions, and the
ABILITY_USED and OPEN_COIN_DESTROYED windows (digest sections 6 and 7: P8-15, P8-28, P8-35 ..
P8-58, P8-60, P8-65, P8-72, P8-78, P8-83, P8-86, P8-89, P8-124, P8-125, P8-129, P8-131 ..
P8-135, P8-137).

The stack holds declared items (`State.stack`, indices into `State.items`). Declaring an item
pushes its `Resolve` task and then, if anyone is prompted, its `Window` (P8-131): the window is
answered and closed before the item resolves, and any Treachery declared in it is fully resolved
first (last in, first out, P8-82). resolution.py resolves the items.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from game.core import Action, Decision, Event, Task

from .catalogue import Catalogue
from .content import HOLD_TARGETS, CoinType
from .model import IN, NONE, PASSED, UNANSWERED, Draft, Item, State
from .ships import (
    active_coins,
    active_mate_pos,
    active_pos,
    aft_hidden,
    can_take,
    coin_at,
    expose,
    in_game,
    knowers,
    open_coins,
    pos_label,
    remove_from_ship,
    show,
    type_id,
)
from .tasks import Monkey, Resolve, Resolving, TurnReact, Window, step

SEAT_TARGETS = ("both_open_coins_of_another_player", "fore_line_of_another_player")
COIN_TARGETS = (
    "active_coin_any_player",
    "aft_coin_any_player",
    "open_coin_any_player",
    "any_coin_except_captain",
    "open_coin_other_player",
)


# ---- P8-125: which coins may be played --------------------------------------------------------
def playable_positions(g: Catalogue, s: State, p: int) -> list[str]:
    """Active positions whose action coin may be played now (P8-15, P8-28, P8-125)."""
    out = []
    ct = s.table.ctype
    is_action = g.is_action
    for pos, coin in active_coins(s, p):
        if is_action[ct[coin]] and can_play(g, s, p, coin, pos):
            out.append(pos)
    return out


def can_play(g: Catalogue, s: State, p: int, coin: int, pos: str) -> bool:
    spec = g.coins[s.table.ctype[coin]]
    if spec.usable_from == "open" and pos == "aft":  # P8-44: a Cannon fires when open
        return False
    if spec.requires == "active_mate" and active_mate_pos(g, s, p, coin) is None:  # P8-42
        return False
    kind = spec.target
    if kind in HOLD_TARGETS:
        if spec.rearranges:  # P8-128 (1): always playable
            return True
        return any(can_take(g, s, p, c) for c in s.holds[p])  # P8-58, P8-129
    if kind == "both_open_coins_of_another_player":  # P8-43
        return any(open_coins(s, q) for q in in_game(s) if q != p)
    if kind == "fore_line_of_another_player":  # P8-125
        return any(s.decks[q] for q in in_game(s) if q != p)
    assert kind is not None
    return first_coin_target(g, s, p, coin, kind)


def first_coin_target(g: Catalogue, s: State, p: int, coin: int, kind: str) -> bool:
    for _ in iter_coin_targets(g, s, p, coin, kind):
        return True
    return False


def iter_coin_targets(
    g: Catalogue, s: State, p: int, coin: int, kind: str
) -> Iterator[tuple[int, str | int]]:
    """(seat, where) of every legal coin target (P8-37, P8-124, P8-52, P8-53). `where` is
    "nest" or a 1-based deck index (P8-91). A coin never targets itself."""
    ct = s.table.ctype
    cap = g.CAPTAIN
    for q in range(s.table.n):
        if s.status[q] != IN or (kind == "open_coin_other_player" and q == p):
            continue
        nest, deck = s.nests[q], s.decks[q]
        if kind == "active_coin_any_player":
            if nest != NONE and nest != coin:
                yield q, "nest"
            if deck:
                if deck[0] != coin:
                    yield q, 1
                if len(deck) > 1 and deck[-1] != coin:
                    yield q, len(deck)
        elif kind == "open_coin_any_player":
            if nest != NONE and nest != coin:
                yield q, "nest"
            if deck and deck[0] != coin:
                yield q, 1
        elif kind == "aft_coin_any_player":
            if deck and deck[-1] != coin:
                yield q, len(deck)
        elif kind == "any_coin_except_captain":
            if nest != NONE and nest != coin and ct[nest] != cap:
                yield q, "nest"
            for i, c in enumerate(deck):
                if c != coin and ct[c] != cap:
                    yield q, i + 1
        elif kind == "open_coin_other_player":
            if nest != NONE and can_take(g, s, p, nest):
                yield q, "nest"
            if deck and can_take(g, s, p, deck[0]):
                yield q, 1


def seat_targets(s: State, p: int, kind: str) -> list[int]:
    """Players a Bomb or a Cannon may aim at: always another player (P8-124, P8-137 (2))."""
    if kind == "both_open_coins_of_another_player":
        return [q for q in in_game(s) if q != p and open_coins(s, q)]
    return [q for q in in_game(s) if q != p and s.decks[q]]


def hold_choices(g: Catalogue, s: State, p: int) -> list[int]:
    """Type indices the Barrel of Grog may take out of the hold (P8-55, P8-129)."""
    ct = s.table.ctype
    seen: list[int] = []
    for c in s.holds[p]:
        t = ct[c]
        if t not in seen and can_take(g, s, p, c):
            seen.append(t)
    return sorted(seen)


def target_options(g: Catalogue, s: State, p: int, d: Draft) -> list[Action]:
    """The options of the choose_target decision for the coin being played (P8-37)."""
    kind = g.coins[s.table.ctype[d.coin]].target
    if kind in COIN_TARGETS:
        return [g.act("target", q, where) for q, where in iter_coin_targets(g, s, p, d.coin, kind)]
    if kind == "both_open_coins_of_another_player":
        return [g.act("target_seat", q) for q in seat_targets(s, p, kind)]
    return [g.act("hold", g.type_ids[t]) for t in hold_choices(g, s, p)]


def open_cannons(g: Catalogue, s: State, q: int, exclude: int = NONE) -> int:
    ct = s.table.ctype
    return sum(1 for _, c in open_coins(s, q) if c != exclude and ct[c] == g.CANNON)


def cannon_helpers(g: Catalogue, s: State) -> list[int]:
    """Seats that may be invited to a Cannon attack (P8-137 (4))."""
    d = s.draft
    assert d is not None
    return [
        q for q in in_game(s) if q not in (s.active, d.target_seat) and open_cannons(g, s, q) > 0
    ]


# ---- declaring ----------------------------------------------------------------------------------
def declare_action(g: Catalogue, s: State, out: list[Event]) -> None:
    """Declare the general-phase play put together in `s.draft` (P8-87 declare)."""
    d = s.draft
    assert d is not None
    p, coin = s.active, d.coin
    spec = g.coins[s.table.ctype[coin]]
    item = Item(seat=p, coin=coin, ability="action", pos=d.pos, was_open=d.pos != "aft")
    reveal = d.pos == "aft" and show(s, coin)  # P8-17
    if spec.requires == "active_mate" or spec.spared_by_active_mate:
        mate_pos = active_mate_pos(g, s, p, coin)
        if mate_pos == "aft":
            reveal = show(s, s.decks[p][-1]) or reveal  # P8-89
        item.spared = spec.spared_by_active_mate and mate_pos is not None  # P8-50, P8-51
    _lock_targets(g, s, d, item, spec)
    data = _declared_data(g, s, item, spec)
    uncovered = False
    if spec.destroyed_on_use and not item.spared:  # P8-134
        remove_from_ship(s, p, coin)
        item.in_limbo = True
        uncovered = expose(s, p)
    out.append(_declared_event(g, s, item, data, reveal or uncovered))
    s.agenda.append(step(Resolving, p))  # P8-140: the general action is taken
    s.draft = None
    push_item(g, s, item)


def _lock_targets(g: Catalogue, s: State, d: Draft, item: Item, spec: CoinType) -> None:
    """Fix the target coins at declaration (P8-135, P8-136, P8-137 (6))."""
    kind = spec.target
    if kind in COIN_TARGETS:
        q = d.target_seat
        c = coin_at(s, q, d.where)
        item.target_seat, item.targets = q, [c]
        item.active_targets = [c] if active_pos(s, q, c) else []
        item.affected = q  # P8-131
    elif kind == "both_open_coins_of_another_player":
        q = d.target_seat
        item.target_seat, item.affected = q, q
        item.targets = [c for _, c in open_coins(s, q)]  # nest first
        item.active_targets = list(item.targets)
    elif kind == "fore_line_of_another_player":
        q = d.target_seat
        deck = s.decks[q]
        extra = max(d.second, 0) + sum(d.commits)
        item.depth = min(1 + extra, len(deck))  # P8-45
        item.second = d.second == 1
        item.contributors = [x for q2, n in zip(d.commit_seats, d.commits) if n for x in (q2, n)]
        item.target_seat, item.affected = q, q
        item.targets = deck[: item.depth]
        item.active_targets = [c for c in item.targets if active_pos(s, q, c)]
    elif kind == "chosen_coin_own_hold":
        item.pick = next(c for c in s.holds[item.seat] if s.table.ctype[c] == d.pick_type)
    elif kind in HOLD_TARGETS:
        item.draws_left = spec.draws


def _declared_data(g: Catalogue, s: State, item: Item, spec: CoinType) -> dict[str, Any]:
    data: dict[str, Any] = {"seat": item.seat, "coin": spec.id, "pos": item.pos}
    if item.targets and spec.target in COIN_TARGETS:
        c = item.targets[0]
        data.update(
            target_seat=item.target_seat,
            target=pos_label(s, item.target_seat, c),
            target_coin=type_id(g, s, c),
        )
    elif item.depth:
        data.update(target_seat=item.target_seat, depth=item.depth)
    elif item.target_seat != NONE:
        data.update(target_seat=item.target_seat)
    return data


def _declared_event(
    g: Catalogue, s: State, item: Item, data: dict[str, Any], reveal: bool
) -> Event:
    spec = g.coins[s.table.ctype[item.coin]]
    if spec.target in COIN_TARGETS:
        who = knowers(g, s, item.target_seat, item.targets[0])
        if len(who) < s.table.n:
            return Event(
                "played_at",
                data,
                visible_to=who,
                redacted={**data, "target_coin": ""},
                reveal=reveal,
            )
        return Event("played_at", data, reveal=reveal)
    if item.depth:
        return Event("fired", data, reveal=reveal)  # a Cannon
    if item.target_seat != NONE:
        return Event("played_against", data, reveal=reveal)  # a Bomb
    return Event("played", data, reveal=reveal)


def declare_reaction(
    g: Catalogue,
    s: State,
    q: int,
    coin: int,
    ability: str,
    out: list[Event],
    answers: int = NONE,
    target_seat: int = NONE,
) -> None:
    """Declare a reaction: Treachery, a Monkey's prevention, Full Sail or Black Spot (P8-78,
    P8-83, P8-134)."""
    pos = active_pos(s, q, coin)
    if pos is None:
        pos = "hold" if coin in s.holds[q] else pos_label(s, q, coin)
    reveal = pos == "aft" and show(s, coin)  # P8-17
    s.reacted.append(coin)  # P8-83
    if ability in ("full_sail", "black_spot"):
        withdraw_turn_reaction(s, q, coin)
    item = Item(
        seat=q,
        coin=coin,
        ability=ability,
        pos=pos,
        was_open=pos in ("nest", "fore"),
        answers=answers,
        target_seat=target_seat,
    )
    if ability in ("treachery", "prevent"):
        item.affected = s.items[answers].seat  # P8-131
    elif ability == "black_spot":
        item.affected = target_seat
    uncovered = False
    if g.coins[s.table.ctype[coin]].destroyed_on_use and pos != "hold":
        remove_from_ship(s, q, coin)  # P8-78, P8-134
        item.in_limbo = True
        uncovered = expose(s, q)
    data: dict[str, Any] = {"seat": q, "coin": type_id(g, s, coin), "pos": pos}
    if answers != NONE:
        x = s.items[answers]
        data.update(answered_seat=x.seat, answered_coin=type_id(g, s, x.coin))
    if target_seat != NONE:
        data["target_seat"] = target_seat
    out.append(Event(ability, data, reveal=reveal or uncovered))
    push_item(g, s, item)


def push_item(g: Catalogue, s: State, item: Item) -> None:
    """The item goes on the stack: its resolution, and above it its window (P8-131)."""
    idx = len(s.items)
    s.items.append(item)
    s.stack.append(idx)
    s.agenda.append(Resolve(idx))
    prompted = window_prompted(g, s, item)
    if prompted:
        s.agenda.append(Window(idx, tuple(prompted), (UNANSWERED,) * len(prompted)))


# ---- ABILITY_USED windows (P8-86, P8-131, P8-132, P8-133) ---------------------------------------
def priority_order(s: State, item: Item) -> list[int]:
    """The affected seat first (unless it is the source), then clockwise after the source."""
    src, n = item.seat, s.table.n
    order = []
    a = item.affected
    if a != NONE and a != src and s.status[a] == IN:
        order.append(a)
    for k in range(1, n):
        q = (src + k) % n
        if q != a and s.status[q] == IN:
            order.append(q)
    return order


def treachery_positions(g: Catalogue, s: State, q: int) -> list[str]:
    """Active Treacheries of a seat that have not reacted this turn (P8-72, P8-83)."""
    ct = s.table.ctype
    return [pos for pos, c in active_coins(s, q) if ct[c] == g.TREACHERY and c not in s.reacted]


def window_prompted(g: Catalogue, s: State, item: Item) -> list[int]:
    """Seats asked in the window: those with a usable Treachery, and under masked prompts
    (P8-133) every seat whose aft coin is hidden."""
    mask = s.table.mask
    return [
        q
        for q in priority_order(s, item)
        if treachery_positions(g, s, q) or (mask and aft_hidden(g, s, q))
    ]


def react_options(g: Catalogue, s: State, q: int) -> list[Action]:
    positions = treachery_positions(g, s, q)
    if not positions:
        return [g.act("react", "continue")]  # P8-133
    return [g.act("react", "pass")] + [g.act("react", pos) for pos in positions]


def close_window(g: Catalogue, s: State, t: Window, out: list[Event]) -> None:
    """Every prompted seat has answered: the first in priority order who named a Treachery
    answers the item; the other answers are dropped unseen (P8-131)."""
    for q, answer in zip(t.prompted, t.answers):
        if answer >= 0 and s.status[q] == IN and active_pos(s, q, answer):
            declare_reaction(g, s, q, answer, "treachery", out, answers=t.item)
            return


# ---- OPEN_COIN_DESTROYED (P8-60, P8-65, P8-132) ---------------------------------------------------
def turn_reaction_coins(g: Catalogue, s: State, v: int) -> list[int]:
    """The victim's Full Sail and Black Spot coins active right now, not yet reacted."""
    ct = s.table.ctype
    kinds = (g.FULL_SAIL, g.BLACK_SPOT)
    return [c for _, c in active_coins(s, v) if ct[c] in kinds and c not in s.reacted]


def push_turn_reactions(
    g: Catalogue, s: State, v: int, destroyer: int, eligible: list[int]
) -> None:
    if s.status[v] != IN:
        return
    if eligible or (s.table.mask and aft_hidden(g, s, v)):
        s.agenda.append(TurnReact(v, destroyer, tuple(eligible)))


def use_turn_reaction(g: Catalogue, s: State, t: TurnReact, i: int, out: list[Event]) -> None:
    """The victim uses its i-th eligible coin; the question stays for the others (P8-132)."""
    coins = list(t.coins)
    coin = coins.pop(i)
    s.agenda.append(TurnReact(t.seat, t.destroyer, tuple(coins), True))
    if s.table.ctype[coin] == g.FULL_SAIL:
        declare_reaction(g, s, t.seat, coin, "full_sail", out)
    else:
        declare_reaction(g, s, t.seat, coin, "black_spot", out, target_seat=t.destroyer)


def withdraw_turn_reaction(s: State, q: int, coin: int) -> None:
    """`coin` of seat `q` has just reacted: no OPEN_COIN_DESTROYED question still waiting on the
    agenda offers it again (P8-83: once a turn; so a Black Spot never names the same player
    twice for one play, P8-68). A question waits while the victim's other reaction resolves, and
    that reaction's windows may raise a new event for the same victim (a Treachery destroying an
    open Full Sail) on which the coin is used. A question left with nothing to offer is not
    asked (P8-132). This is also how a coin that has since gone to the hold is never offered from
    there (P8-15): while a question waits, only a Treachery destroys a coin, and only the coin
    whose reaction it answers."""
    agenda = s.agenda
    for k, t in enumerate(agenda):
        if isinstance(t, TurnReact) and t.seat == q and coin in t.coins:
            rest = tuple(c for c in t.coins if c != coin)
            agenda[k] = TurnReact(t.seat, t.destroyer, rest, t.answered)


# ---- the questions of the windows (P8-72, P8-131 .. P8-133) ---------------------------------------
def window_open(g: Catalogue, s: State, t: Window) -> bool:
    return UNANSWERED in t.answers


def window_decisions(g: Catalogue, s: State, t: Window) -> tuple[Decision, ...]:
    return tuple(
        Decision(q, "react", tuple(react_options(g, s, q)))
        for q, answer in zip(t.prompted, t.answers)
        if answer == UNANSWERED
    )


def window_answer(g: Catalogue, s: State, t: Window, q: int, a: Action, out: list[Event]) -> None:
    """A seat answers the window: pass (or continue, P8-133) or the position of a Treachery."""
    i = t.prompted.index(q)
    choice = a.args[0]
    answer = PASSED if choice in ("pass", "continue") else coin_at(s, q, str(choice))
    answers = t.answers[:i] + (answer,) + t.answers[i + 1 :]
    s.agenda[-1] = Window(t.item, t.prompted, answers)


def turn_react_open(g: Catalogue, s: State, t: TurnReact) -> bool:
    """Asked unless the victim already answered and has no coin left to use (P8-132); a
    first question with nothing to use is the masked prompt (P8-133)."""
    return not (t.answered and not t.coins)


def turn_react_decision(g: Catalogue, s: State, t: TurnReact) -> Decision:
    ids = g.type_ids
    ct = s.table.ctype
    if t.coins:
        opts = [g.act("turn_reaction", i, ids[ct[c]]) for i, c in enumerate(t.coins)]
        opts.append(g.act("turn_reaction", "stop"))
    else:
        opts = [g.act("turn_reaction", "continue")]
    return Decision(t.seat, "turn_reaction", tuple(opts))


def turn_react(g: Catalogue, s: State, t: TurnReact, q: int, a: Action, out: list[Event]) -> None:
    choice = a.args[0]
    if choice in ("stop", "continue"):
        return
    assert isinstance(choice, int)
    use_turn_reaction(g, s, t, choice, out)


def skip(g: Catalogue, s: State, t: Task, out: list[Event]) -> None:
    """A question nobody is left to answer is dropped."""


# ---- ABOUT_TO_BE_DESTROYED (P8-70, P8-83, P8-136) ----------------------------------------------------
def monkey_decision(g: Catalogue, s: State, t: Monkey) -> Decision:
    c = t.coin
    opts: tuple[Action, ...]
    if s.table.ctype[c] == g.MONKEY and c not in s.reacted:
        opts = (g.act("monkey", "prevent"), g.act("monkey", "pass"))
    else:
        opts = (g.act("monkey", "continue"),)
    return Decision(t.seat, "monkey", opts)


def monkey(g: Catalogue, s: State, t: Monkey, q: int, a: Action, out: list[Event]) -> None:
    if a.args[0] == "prevent":  # P8-70
        declare_reaction(g, s, q, t.coin, "prevent", out, answers=t.item)
