"""Setup: M21-5 to M21-13, M21-118 to M21-121.

`new_state` lays out what needs no chance (prestige, rum, the Tavern, the piles, M21-7, M21-10,
M21-11) and puts the rest on the agenda: the random turn order (M21-5), the Mutiny deck (M21-9),
the Non-Commercial stack (M21-12) and the Commercial Routes display (M21-13), then play starts.
"""

from __future__ import annotations

from game.core import Chance, Event, Events, MatchConfig, Task, push

from .catalogue import Catalogue
from .model import MState
from .tasks import DealDisplay, DealNc, SelectDeck, ShuffleOrder, StartPlay


def new_state(g: Catalogue, config: MatchConfig) -> MState:
    n = config.n_seats
    sd = g.setup_def
    row = g.content.per_count(n)
    henchman = n in g.henchman_seats  # M21-120
    simplified = bool(config.variant("simplified", False)) or henchman
    spec = g.mutiny_count
    count = int(config.variant("mutiny_count", spec.default))
    if not spec.low <= count <= spec.high:
        raise ValueError(f"mutiny_count must be {spec.low}..{spec.high}, not {count}")
    s = MState(
        n=n,
        simplified=simplified,
        henchman=henchman,
        display_size=row.display,
        nc_size=row.nc_stack,
        ordered_slots=row.ordered_slots,
    )
    s.pp = [sd.start_pp] * n
    s.rum = [sd.start_rum] * n  # M21-7
    s.tavern = sd.rum_cubes - sd.start_rum * n  # M21-10
    s.d = [0] * n
    s.jewels = [[] for _ in range(n)]
    s.treasures = [[] for _ in range(n)]
    s.cards = [[] for _ in range(n)]
    s.pending_treasures = [[] for _ in range(n)]
    s.score_rows = [[] for _ in range(n)]
    s.score_cards = [[] for _ in range(n)]
    s.claimed = [0] * n
    s.paid = [0] * n
    s.flags = [0] * n
    s.captaincies = [0] * n
    s.obtained = [0] * n
    s.pending_jewel = [None] * n
    s.jewel_pile = list(g.jewel_ids)
    s.treasure_pile = list(g.treasure_ids)  # M21-11
    s.display = [None] * row.display
    tasks: list[Task] = [ShuffleOrder()]  # M21-5, M21-166
    if simplified:
        s.counter = count  # M21-118
    else:
        s.last_mutiny = True  # M21-9
        s.box = list(g.deck_pool)
        if count > 1:
            tasks.append(SelectDeck(count - 1))
    tasks += [DealNc() for _ in range(row.nc_stack)]  # M21-12
    tasks += [DealDisplay(i) for i in range(row.display)]
    tasks.append(StartPlay())
    push(s.agenda, *tasks)
    return s


def shuffle_order(g: Catalogue, s: MState, t: ShuffleOrder) -> Chance:
    """M21-5: the turn-order track, at random."""
    return Chance.shuffle(range(s.n))


def order_drawn(g: Catalogue, s: MState, t: ShuffleOrder, order: list[int], out: Events) -> None:
    """M21-5, M21-6, M21-8: random track; the first is captain with 3 D, sailors 4 D."""
    s.order = list(order)
    for seat in range(s.n):
        start = g.setup_def.captain_d if seat == order[0] else g.setup_def.sailor_d
        s.d[seat] = start
        s.bank_out += start
    out.append(Event("order_set", {"order": list(order), "captain_seat": order[0]}))


def select_deck(g: Catalogue, s: MState, t: SelectDeck) -> Chance:
    """M21-9: the cards of the deck, unseen."""
    return Chance.draw(s.box, t.count)


def deck_selected(g: Catalogue, s: MState, t: SelectDeck, chosen: list[str], out: Events) -> None:
    """M21-9: the chosen cards form the deck, the rest go to the box unseen."""
    s.deck = list(chosen)
    s.box = [c for c in s.box if c not in chosen]
    out.append(Event("deck_built", {"count": len(chosen) + 1}))
