"""Resolving the items on the stack (P8-87 resolve; P8-45, P8-46, P8-53 .. P8-60, P8-65,
P8-68 .. P8-75, P8-84, P8-128, P8-130, P8-134 .. P8-136, P8-141).

A `Resolve` task runs in small steps (`Item.pc`) so that it can stop for a Monkey question
(P8-136), a hold draw (a chance step, P8-130), an order or an arrangement decision: each step
puts the task back under what it asks, until the item ends (END).
"""

from __future__ import annotations

from game.core import Action, Chance, Decision, Event

from . import endings
from .abilities import push_turn_reactions, turn_reaction_coins
from .catalogue import Catalogue
from .content import DESTROYING_TARGETS
from .model import IN, NONE, Item, State
from .ships import (
    active_pos,
    aft_hidden,
    can_take,
    destroy_coins,
    expose,
    has_captain,
    in_ship,
    is_open,
    remove_from_ship,
    show,
    type_id,
    uncovered_event,
)
from .tasks import Arrange, HoldDraw, Monkey, Order, Resolve

# resolution steps of an item (Item.pc)
START, TARGETS, DESTROY, DRAW, PLACE, END = 0, 1, 2, 10, 11, 99


def step(g: Catalogue, s: State, t: Resolve, out: list[Event]) -> None:
    """Advance an item's resolution step by step (P8-87 resolve). The task stays on the agenda
    until the item ends; a step that asks something (a task put on top) stops it there."""
    agenda = s.agenda
    agenda.append(t)
    item = s.items[t.item]
    while agenda and agenda[-1] is t:
        pc = item.pc
        if pc == START:
            _start_resolution(g, s, item, out)
        elif pc == TARGETS:
            _ask_monkeys(g, s, t.item, item)
        elif pc == DESTROY:
            _destroy_targets(g, s, item, out)
        elif pc == DRAW:
            _next_draw(g, s, t.item, item)
        elif pc == PLACE:
            _place_drawn(g, s, t.item, item, out)
        else:
            _end_item(g, s, item, out)


def _start_resolution(g: Catalogue, s: State, item: Item, out: list[Event]) -> None:
    if item.negated:  # P8-84
        item.pc = END
        return
    ability = item.ability
    item.pc = END
    if ability == "treachery":
        _resolve_treachery(g, s, item, out)
    elif ability == "prevent":  # P8-70, P8-71
        s.items[item.answers].protected.append(item.coin)
        out.append(Event("prevented", {"seat": item.seat, "coin": type_id(g, s, item.coin)}))
    elif ability == "full_sail":  # P8-60
        if s.status[item.seat] == IN:
            s.extra.append(item.seat)
            out.append(Event("extra_turn_queued", {"seat": item.seat}))
    elif ability == "black_spot":  # P8-65, P8-69
        if s.status[item.target_seat] == IN:
            s.lost[item.target_seat] += 1
            out.append(
                Event(
                    "turn_lost_owed",
                    {"seat": item.target_seat, "count": s.lost[item.target_seat]},
                )
            )
    else:
        _start_action(g, s, item, out)


def _start_action(g: Catalogue, s: State, item: Item, out: list[Event]) -> None:
    kind = g.coins[s.table.ctype[item.coin]].target
    if kind in DESTROYING_TARGETS:
        item.pc = TARGETS
    elif kind == "open_coin_other_player":
        _plunder(g, s, item, out)
    elif kind == "chosen_coin_own_hold":
        _barrel(g, s, item, out)
    else:
        item.pc = DRAW


def _resolve_treachery(g: Catalogue, s: State, item: Item, out: list[Event]) -> None:
    """Negate the answered item and destroy its coin (P8-72, P8-73, P8-75, P8-84)."""
    x = s.items[item.answers]
    x.negated = True
    out.append(Event("negated", {"seat": x.seat, "coin": type_id(g, s, x.coin)}))
    v, c = x.seat, x.coin
    if x.in_limbo:
        was_open = x.was_open  # P8-134
        eligible = turn_reaction_coins(g, s, v)
        x.in_limbo = False
        s.holds[v].append(c)
        s.noisy = s.destroyed_since_stalemate = True
        out.append(
            Event(
                "destroyed",
                {"seat": v, "coin": type_id(g, s, c), "pos": x.pos, "cause": "treachery"},
            )
        )
    elif s.status[v] == IN and in_ship(s, v, c):
        was_open = is_open(s, v, c)
        eligible = turn_reaction_coins(g, s, v)
        out.extend(destroy_coins(g, s, v, [c], "treachery"))
    else:
        return
    if endings.check_victory(g, s, out):
        return
    if was_open and v != item.seat:
        push_turn_reactions(g, s, v, item.seat, eligible)


def _ask_monkeys(g: Catalogue, s: State, idx: int, item: Item) -> None:
    """One ABOUT_TO_BE_DESTROYED question per locked target that is an eligible Monkey, crow's
    nest first, then from the fore (P8-86, P8-136); masked prompts for hidden aft targets
    (P8-133). Only coins active when the attack was declared may react (P8-46)."""
    q = item.target_seat
    ct = s.table.ctype
    while item.ti < len(item.targets):
        c = item.targets[item.ti]
        item.ti += 1
        if c not in item.active_targets or not in_ship(s, q, c):
            continue
        pos = active_pos(s, q, c)
        if pos is None:
            continue
        monkey = ct[c] == g.MONKEY and c not in s.reacted
        if monkey or (s.table.mask and pos == "aft" and aft_hidden(g, s, q)):
            s.agenda.append(Monkey(idx, q, c))
            return
    item.pc = DESTROY


def _destroy_targets(g: Catalogue, s: State, item: Item, out: list[Event]) -> None:
    """Destroy every locked target still in its ship and not protected, at one instant
    (P8-46, P8-135, P8-136); then one OPEN_COIN_DESTROYED for the victim (P8-68)."""
    item.pc = END
    q = item.target_seat
    hit = [c for c in item.targets if in_ship(s, q, c) and c not in item.protected]
    if not hit or s.status[q] != IN:
        return
    trigger = q != item.seat and any(is_open(s, q, c) for c in hit)
    eligible = turn_reaction_coins(g, s, q) if trigger else []
    out.extend(destroy_coins(g, s, q, hit, type_id(g, s, item.coin)))
    if endings.check_victory(g, s, out):
        return
    if trigger:
        push_turn_reactions(g, s, q, item.seat, eligible)


def _plunder(g: Catalogue, s: State, item: Item, out: list[Event]) -> None:
    """Take an open coin of another player to your aft (P8-53, P8-54): no destruction, so
    no Monkey, Full Sail or Black Spot."""
    p, q, c = item.seat, item.target_seat, item.targets[0]
    if s.status[p] != IN or not in_ship(s, q, c) or not can_take(g, s, p, c):
        return
    remove_from_ship(s, q, c)
    s.decks[p].append(c)
    show(s, c)
    s.noisy = True
    out.append(Event("plundered", {"seat": p, "from_seat": q, "coin": type_id(g, s, c)}))
    if expose(s, q):
        out.append(uncovered_event(g, s, q))
    expose(s, p)
    endings.check_victory(g, s, out)


def _barrel(g: Catalogue, s: State, item: Item, out: list[Event]) -> None:
    """The chosen hold coin becomes the aft coin; the choice is not announced (P8-55, P8-129)."""
    p, c = item.seat, item.pick
    if s.status[p] != IN or c not in s.holds[p] or not can_take(g, s, p, c):
        return
    s.holds[p].remove(c)
    s.decks[p].append(c)
    s.known[c] = 1 << p
    s.noisy = True
    expose(s, p)
    out.append(retrieval_event(g, s, p, [c], "retrieved"))
    endings.check_victory(g, s, out)


def retrieval_event(g: Catalogue, s: State, p: int, coins: list[int], kind: str) -> Event:
    """A coin taken out of a hold in secret: its owner sees it, the others only its count;
    a Captain is seen by all (P8-4, P8-143)."""
    data = {"seat": p, "coins": [type_id(g, s, c) for c in coins], "count": len(coins)}
    if all(s.table.ctype[c] == g.CAPTAIN for c in coins):
        return Event(kind, data, reveal=True)
    return Event(kind, data, visible_to=(p,), redacted={**data, "coins": []}, reveal=True)


def eligible_draws(g: Catalogue, s: State, item: Item) -> list[int]:
    """Hold coins a random draw may take (P8-57, P8-130): a Captain only for a seat without
    one that has not drawn one in this use."""
    ct = s.table.ctype
    cap = g.CAPTAIN
    captain_ok = not has_captain(g, s, item.seat) and all(
        d == NONE or ct[d] != cap for d in item.drawn
    )
    return [c for c in s.holds[item.seat] if captain_ok or ct[c] != cap]


def _next_draw(g: Catalogue, s: State, idx: int, item: Item) -> None:
    if item.draws_left > 0 and s.status[item.seat] == IN and eligible_draws(g, s, item):
        s.agenda.append(HoldDraw(idx))
        return
    item.pc = PLACE


def draw_from_hold(s: State, idx: int, coin: int) -> None:
    """A chance step of P8-130 drew `coin` from the item's controller's hold."""
    item = s.items[idx]
    s.holds[item.seat].remove(coin)
    item.drawn.append(coin)
    s.drawn.append(coin)
    item.draws_left -= 1
    s.noisy = True


def _place_drawn(g: Catalogue, s: State, idx: int, item: Item, out: list[Event]) -> None:
    item.pc = END
    p = item.seat
    spec = g.coins[s.table.ctype[item.coin]]
    if s.status[p] != IN:  # out meanwhile (P8-141): the coins go home
        for c in item.drawn:
            if c in s.drawn:
                s.drawn.remove(c)
                s.holds[p].append(c)
        return
    if spec.rearranges:  # P8-59
        if item.drawn:
            out.append(retrieval_event(g, s, p, item.drawn, "quarters_drawn"))
        pool = ([s.nests[p]] if s.nests[p] != NONE else []) + s.decks[p] + item.drawn
        s.drawn.clear()
        s.nests[p] = NONE
        s.decks[p] = []
        s.agenda.append(Arrange(p, tuple(pool), "quarters"))
        return
    out.append(
        Event(
            "treasure_drawn",
            {"seat": p, "coins": [type_id(g, s, c) for c in item.drawn]},
            reveal=True,
        )
    )
    ct = s.table.ctype
    if len(item.drawn) == 2 and ct[item.drawn[0]] != ct[item.drawn[1]]:
        s.agenda.append(Order(idx, p))  # P8-56
        return
    place_at_aft(g, s, p, list(item.drawn), out)


def place_at_aft(g: Catalogue, s: State, p: int, coins: list[int], out: list[Event]) -> None:
    """Buried Treasure's coins join the aft in secret order (P8-56, P8-130, P8-143)."""
    for c in coins:
        s.drawn.remove(c)
        s.decks[p].append(c)
        s.known[c] = 1 << p
    expose(s, p)
    out.append(Event("treasure_placed", {"seat": p, "count": len(coins)}))
    endings.check_victory(g, s, out)


def _end_item(g: Catalogue, s: State, item: Item, out: list[Event]) -> None:
    """END of P8-87: a coin in limbo reaches its controller's hold; victory, then empty ships."""
    if item.in_limbo:
        item.in_limbo = False
        s.holds[item.seat].append(item.coin)
        s.noisy = True
        s.destroyed_since_stalemate = True
        out.append(Event("spent", {"seat": item.seat, "coin": type_id(g, s, item.coin)}))
    s.stack.pop()
    s.agenda.pop()
    if not s.stack:
        s.items.clear()
    if endings.check_victory(g, s, out):
        return
    endings.check_empty_ships(g, s, out)


def order_drawn(g: Catalogue, s: State, t: Order, first_type: str, out: list[Event]) -> None:
    """The coin named goes first, nearer the fore (P8-56)."""
    drawn = list(s.items[t.item].drawn)
    first = next(c for c in drawn if type_id(g, s, c) == first_type)
    drawn.remove(first)
    place_at_aft(g, s, t.seat, [first] + drawn, out)


def hold_draw(g: Catalogue, s: State, t: HoldDraw) -> Chance:
    return Chance.draw(eligible_draws(g, s, s.items[t.item]), 1)  # P8-130


def hold_drawn(g: Catalogue, s: State, t: HoldDraw, outcome: list[int], out: list[Event]) -> None:
    draw_from_hold(s, t.item, outcome[0])


def order_decision(g: Catalogue, s: State, t: Order) -> Decision:
    drawn = s.items[t.item].drawn
    return Decision(t.seat, "order_drawn", tuple(g.act("order", type_id(g, s, c)) for c in drawn))


def order(g: Catalogue, s: State, t: Order, q: int, a: Action, out: list[Event]) -> None:
    order_drawn(g, s, t, str(a.args[0]), out)
