"""Per-seat views and determinization (M21-25, M21-167, M21-188), and which questions tell
something hidden by being asked (M21-172).

A view holds the public facts (resources, discs, the face-up display and discards, pile sizes,
counts of every player's hidden jewels, tokens and cards, the agenda of the round) plus the
viewing seat's own hidden things. From final scoring on, every holding is public (M21-167).

`determinize` rebuilds a full state from a view: the public part is copied, and every hidden
item the seat cannot see is dealt at random from the items it cannot account for, into the
places whose sizes the view gives. It never reads another seat's hidden field of the view.
"""

from __future__ import annotations

from typing import Any

from game.core import Decision, Rng
from game.core.frozen import make

from .catalogue import Catalogue
from .combos import add, can_complete
from .model import NOBODY, MState, MView, SeatView
from .rounds import disc_of
from .tasks import SellPick

# Decisions whose options come from the seat's hidden holdings (its cards, jewels, tokens): one
# with a single option (only "done") tells the others what it holds, so in hot-seat they are
# asked even then; every other decision is built from public facts.
HIDDEN_CHOICES = frozenset(
    {
        "window_w1",
        "window_w2",
        "window_w3a",
        "window_w3b",
        "roll_reaction",
        "card_decide",
        "sell_type",
        "sell_pick",
        "give_jewel",
        "keep_treasure",
        "return_treasure",
    }
)


def asking_tells(g: Catalogue, s: MState, decision: Decision) -> bool:
    """M21-172: windows are offered on public counts so that being asked tells nobody anything;
    answering the ones with nothing playable without asking would tell. From final scoring on
    every holding is public (M21-167)."""
    return decision.kind in HIDDEN_CHOICES and s.phase not in ("scoring", "over")


def view(g: Catalogue, s: MState, seat: int | None) -> MView:
    reveal_all = s.phase in ("scoring", "over")
    players = tuple(_seat_view(g, s, p, reveal_all or p == seat, p == seat) for p in range(s.n))
    return make(
        MView,
        seat=seat,
        n=s.n,
        simplified=s.simplified,
        henchman=s.henchman,
        phase=s.phase,
        round=s.round,
        final_round=s.final_round,
        end_triggered=s.end_triggered,
        exhaustions=s.exhaustions,
        order=tuple(s.order),
        captain=s.order[0] if s.order else -1,
        pirate=s.pirate,
        blockade=s.blockade,
        pirate_lifted=s.pirate_lifted,
        action=s.action,
        discs=tuple(s.discs),
        resolving=s.resolving,
        lone_k2=s.lone_k2,
        city_fifth=s.city_fifth,
        display_size=s.display_size,
        ordered_slots=s.ordered_slots,
        display=tuple(s.display),
        discards=tuple(s.discards),
        jewel_pile_size=len(s.jewel_pile),
        nc_stack_size=len(s.nc_stack),
        nc_size=s.nc_size,
        treasure_pile_size=len(s.treasure_pile) + len(s.treasure_bottom),
        bottom_owners=tuple(s.bottom_owner),
        box_owners=tuple(s.box_owner),
        treasures_gone=tuple(s.treasures_gone),
        deck_size=len(s.deck) + int(s.last_mutiny),
        last_mutiny=s.last_mutiny,
        counter=s.counter,
        box_size=len(s.box),
        cards_gone=tuple(s.cards_gone),
        tavern=s.tavern,
        dice=tuple(s.dice),
        dice_seat=s.dice_seat,
        dice_need=s.dice_need,
        sale=tuple(s.sale),
        final_captain=s.final_captain,
        deposed=s.deposed,
        mutineers=tuple(s.mutineers),
        players=players,
        score_rows=tuple(tuple(r) for r in s.score_rows),
        score_cards=tuple(tuple(r) for r in s.score_cards),
        snapshot=tuple(s.snapshot),
        stack=tuple(s.agenda),
    )


def _seat_view(g: Catalogue, s: MState, p: int, shown: bool, own: bool) -> SeatView:
    """`shown`: holdings visible (own, or final scoring); `own`: the viewer's secrets too
    (the tokens it buried under the pile or returned to the box)."""
    base: dict[str, Any] = {
        "seat": p,
        "pp": s.pp[p],
        "d": s.d[p],
        "rum": s.rum[p],
        "jewel_count": len(s.jewels[p]),
        "treasure_count": len(s.treasures[p]),
        "card_count": len(s.cards[p]),
        "claimed": tuple(b.square for i, b in enumerate(g.bonuses) if s.claimed[p] >> i & 1),
        "slot": disc_of(s, p),
        "paid": s.paid[p],
        "flags": s.flags[p],
        "captaincies": s.captaincies[p],
        "obtained": s.obtained[p],
        "has_pending_jewel": s.pending_jewel[p] is not None,
        "pending_treasure_count": len(s.pending_treasures[p]),
        "jewels": None,
        "treasures": None,
        "cards": None,
        "pending_jewel": None,
        "pending_treasures": None,
        "buried": None,
        "boxed": None,
    }
    if shown:
        base.update(
            jewels=tuple(s.jewels[p]),
            treasures=tuple(s.treasures[p]),
            cards=tuple(s.cards[p]),
            pending_jewel=s.pending_jewel[p],
            pending_treasures=tuple(s.pending_treasures[p]),
        )
    if own:
        base.update(
            buried=tuple(t for t, o in zip(s.treasure_bottom, s.bottom_owner) if o == p),
            boxed=tuple(t for t, o in zip(s.treasure_box, s.box_owner) if o == p),
        )
    return make(SeatView, **base)


# ---- determinize ---------------------------------------------------------------------------------
def determinize(g: Catalogue, v: MView, seat: int, rng: Rng) -> MState:
    s = _public_state(g, v)
    known = {p: v.players[p].jewels is not None for p in range(v.n)}
    known[seat] = True
    _deal_jewels(g, s, v, known, rng)
    _deal_treasures(g, s, v, known, rng)
    _deal_cards(g, s, v, known, rng)
    return s


def _public_state(g: Catalogue, v: MView) -> MState:
    s = MState(
        n=v.n,
        simplified=v.simplified,
        henchman=v.henchman,
        display_size=v.display_size,
        nc_size=v.nc_size,
        ordered_slots=v.ordered_slots,
    )
    s.phase, s.round, s.final_round = v.phase, v.round, v.final_round
    s.end_triggered, s.exhaustions = v.end_triggered, v.exhaustions
    s.order = list(v.order)
    s.pp = [p.pp for p in v.players]
    s.d = [p.d for p in v.players]
    s.rum = [p.rum for p in v.players]
    s.tavern = v.tavern
    s.bank_out = sum(s.d)
    s.claimed = [
        sum(1 << i for i, b in enumerate(g.bonuses) if b.square in p.claimed) for p in v.players
    ]
    s.display = list(v.display)
    s.discards = list(v.discards)
    s.treasures_gone = list(v.treasures_gone)
    s.last_mutiny, s.counter = v.last_mutiny, v.counter
    s.cards_gone = list(v.cards_gone)
    s.pirate, s.blockade, s.pirate_lifted, s.action = (
        v.pirate,
        v.blockade,
        v.pirate_lifted,
        v.action,
    )
    s.discs = list(v.discs)
    s.resolving = v.resolving
    s.lone_k2, s.city_fifth = v.lone_k2, v.city_fifth
    s.flags = [p.flags for p in v.players]
    s.paid = [p.paid for p in v.players]
    s.final_captain, s.deposed, s.mutineers = v.final_captain, v.deposed, list(v.mutineers)
    s.captaincies = [p.captaincies for p in v.players]
    s.obtained = [p.obtained for p in v.players]
    s.sale = list(v.sale)
    s.dice, s.dice_seat, s.dice_need = list(v.dice), v.dice_seat, v.dice_need
    s.snapshot = list(v.snapshot)
    s.score_rows = [list(r) for r in v.score_rows]
    s.score_cards = [list(r) for r in v.score_cards]
    s.agenda = list(v.stack)
    return s


def _deal_jewels(g: Catalogue, s: MState, v: MView, known: dict[int, bool], rng: Rng) -> None:
    seen: set[str | None] = set(v.display) | set(v.discards) | set(v.sale)
    s.jewels = [[] for _ in range(v.n)]
    s.pending_jewel = [None] * v.n
    for p, pv in enumerate(v.players):
        if known[p]:
            assert pv.jewels is not None
            s.jewels[p] = list(pv.jewels)
            s.pending_jewel[p] = pv.pending_jewel
            seen.update(pv.jewels)
            seen.add(pv.pending_jewel)
    unseen = rng.shuffled([j for j in g.jewel_ids if j not in seen])
    seller, combo = _seller(v)
    for p, pv in enumerate(v.players):
        if not known[p]:
            if p == seller:
                s.jewels[p] = _completion(g, unseen, combo, v.sale)
            s.jewels[p] += [unseen.pop() for _ in range(pv.jewel_count - len(s.jewels[p]))]
            if pv.has_pending_jewel:
                s.pending_jewel[p] = unseen.pop()
    s.nc_stack = [unseen.pop() for _ in range(v.nc_stack_size)]
    s.jewel_pile = unseen


def _seller(v: MView) -> tuple[int, str]:
    """A player picking jewels to sell must hold a completion of the sale (public fact)."""
    top = v.stack[-1] if v.stack else None
    return (top.seat, top.combo) if isinstance(top, SellPick) else (NOBODY, "")


def _completion(g: Catalogue, unseen: list[str], combo_id: str, sale: tuple[str, ...]) -> list[str]:
    """Take from `unseen` jewels that complete `sale` into the combination."""
    combo = g.combos[combo_id]
    picked = g.colour_counts(sale)
    out: list[str] = []
    while len(sale) + len(out) < combo.size:
        available = g.colour_counts(unseen)
        for i in range(len(unseen) - 1, -1, -1):
            ci = g.jewel_colour[unseen[i]]
            if can_complete(combo.test, combo.size, add(available, ci, -1), add(picked, ci)):
                picked = add(picked, ci)
                out.append(unseen.pop(i))
                break
    return out


def _deal_treasures(g: Catalogue, s: MState, v: MView, known: dict[int, bool], rng: Rng) -> None:
    seen = set(v.treasures_gone)
    assert v.seat is not None
    me = v.players[v.seat]
    own_buried = list(me.buried or ())
    own_boxed = list(me.boxed or ())
    seen.update(own_buried)
    seen.update(own_boxed)
    s.treasures = [[] for _ in range(v.n)]
    s.pending_treasures = [[] for _ in range(v.n)]
    for p, pv in enumerate(v.players):
        if known[p]:
            assert pv.treasures is not None and pv.pending_treasures is not None
            s.treasures[p] = list(pv.treasures)
            s.pending_treasures[p] = list(pv.pending_treasures)
            seen.update(pv.treasures)
            seen.update(pv.pending_treasures)
    unseen = rng.shuffled([t for t in g.treasure_ids if t not in seen])
    for p, pv in enumerate(v.players):
        if not known[p]:
            s.treasures[p] = [unseen.pop() for _ in range(pv.treasure_count)]
            s.pending_treasures[p] = [unseen.pop() for _ in range(pv.pending_treasure_count)]
    s.bottom_owner = list(v.bottom_owners)
    s.treasure_bottom = [
        own_buried.pop(0) if o == v.seat else unseen.pop() for o in v.bottom_owners
    ]
    s.box_owner = list(v.box_owners)
    s.treasure_box = [own_boxed.pop(0) if o == v.seat else unseen.pop() for o in v.box_owners]
    s.treasure_pile = unseen


def _deal_cards(g: Catalogue, s: MState, v: MView, known: dict[int, bool], rng: Rng) -> None:
    s.cards = [[] for _ in range(v.n)]
    if v.simplified:  # counter cards only: no card is anywhere
        return
    seen = set(v.cards_gone)
    for p, pv in enumerate(v.players):
        if known[p]:
            assert pv.cards is not None
            s.cards[p] = list(pv.cards)
            seen.update(pv.cards)
    unseen = rng.shuffled([c for c in g.deck_pool if c not in seen])
    for p, pv in enumerate(v.players):
        if not known[p]:
            s.cards[p] = [unseen.pop() for _ in range(pv.card_count)]
    s.deck = [unseen.pop() for _ in range(v.deck_size - int(v.last_mutiny))]
    s.box = unseen  # what remains is exactly the box (box_size)
