"""Setup: K-1, K-6, K-10 .. K-13, KD-29, KD-31, KD-40, KD-45, KD-46, digest 5.2 .. 5.4 and
section 7.

new_state builds the table: the board (the default board of 5.2 for 9 seats, or the generator of
5.3; the reduced tables of section 7 for 2 to 8 seats), 10 000 gold per seat (K-6, K-10), and the
first tasks: the island draw of K-11 (two deal rounds, each one card of a deck and one island card
per seat, drawn with the seeded RNG), the hidden simultaneous placement of KD-45 (K-11 second war
piece and K-12 distribution, revealed together), the turn-order draw of K-13, and the first turn
(KD-31: nothing happens before it).
"""

from __future__ import annotations

from game.core import Action, Chance, Decision, Event, Events, MatchConfig, Task, push

from .board import geo, new_piece
from .catalogue import BoardSpec, Catalogue
from .model import Draft, Island, Settings, State
from .tasks import (
    BeginPlay,
    DealCards,
    DealIslands,
    DrawExtra,
    DrawOrder,
    PlaceIsland,
    Placement,
    Reveal,
    StartTurn,
)


def seat_kinds(config: MatchConfig) -> tuple[str, ...]:
    """Section 7: HUMAN, AI(level) or PASSIVE (the AI level "passive")."""
    out = []
    for seat in config.seats:
        if seat.is_human:
            out.append("human")
        elif seat.level == "passive":
            out.append("passive")
        else:
            out.append("ai")
    return tuple(out)


def settings(g: Catalogue, config: MatchConfig, kinds: tuple[str, ...]) -> Settings:
    """KD-37, KD-46: with `endings: auto` the limits apply whenever a seat is not human."""
    v = config.variants
    mode = v.get("endings", "auto")
    limits = mode == "limits" or (mode == "auto" and any(k != "human" for k in kinds))
    humans = [q for q, k in enumerate(kinds) if k == "human"]
    return Settings(
        limits=limits,
        max_rounds=int(v.get("max_rounds", 30)),
        stall_rounds=int(v.get("stall_rounds", 15)),
        dead_table_stop=bool(v.get("dead_table_stop", True)),
        ranking_decides_winner=bool(v.get("ranking_decides_winner", True)),
        host=humans[0] if humans else -1,
        host_offer_stall=g.content.game.host_offer_stall_rounds,
        binding=v.get("deals", "binding") == "binding",
        unilateral=bool(v.get("unilateral_recolour", False)),
        board_filter=bool(v.get("board_filter", False)),
    )


def new_state(g: Catalogue, config: MatchConfig) -> State:
    n = config.n_seats
    kinds = seat_kinds(config)
    original = g.content.game.seats.original
    generate = n != original or config.variants.get("board", "default") == "random"
    if n == original:
        w, h = g.default_spec.columns, g.default_spec.rows
    else:
        w, h = g.reduced[n]  # section 7
    s = State(
        n=n,
        board=BoardSpec(w, h, ()) if generate else g.default_spec,
        seat_kind=kinds,
        settings=settings(g, config, kinds),
    )
    s.gold = [g.k.gold_per_seat] * n  # K-6, K-10
    s.owned = [set() for _ in range(n)]
    s.eliminated = [0] * n
    s.captor = [-1] * n
    s.turns_taken = [0] * n
    s.farewell_done = [False] * n
    s.famine_in_round = [False] * n
    s.capital = [0] * n
    s.second = [0] * n
    s.drafts = [Draft() for _ in range(n)]
    for q, kind in enumerate(kinds):
        if kind == "passive":
            auto_draft(g, s.drafts[q])  # KD-40
    tasks: list[Task] = [PlaceIsland()] if generate else []
    if not generate:
        board_ready(g, s, [])
    for deck in ("primary", "secondary"):
        if n % 3:
            tasks.append(DrawExtra(deck))
    tasks += [DealCards(1), DealIslands(1), DealCards(2), DealIslands(2), Placement(), Reveal()]
    if config.variants.get("turn_order", "random") == "seat":
        s.turn_order = list(range(n))  # K-13: the host fixes the order
    else:
        tasks.append(DrawOrder())
    tasks.append(BeginPlay())
    push(s.agenda, *tasks)
    return s


def board_ready(g: Catalogue, s: State, out: Events) -> None:
    """The islands of the finished board, unowned and without infrastructure until dealt."""
    s.islands = [
        Island(k, -1, "", -1, dict.fromkeys(g.depots, 0)) for k in range(1, len(s.board.spots) + 1)
    ]


# ---- K-11: decks and deals ------------------------------------------------------------------
def deck(g: Catalogue, s: State, which: str) -> list[str]:
    """K-11 and section 7: floor(N / 3) cards of each type plus the extra types drawn."""
    types = g.primary if which == "primary" else g.secondary
    each = s.n // len(types)
    return [t for t in types for _ in range(each)] + s.extra_cards.get(which, [])


def draw_extra(g: Catalogue, s: State, t: DrawExtra) -> Chance:
    types = g.primary if t.deck == "primary" else g.secondary
    return Chance.draw(types, s.n % len(types))


def extra_drawn(g: Catalogue, s: State, t: DrawExtra, outcome: list[str], out: Events) -> None:
    s.extra_cards[t.deck] = list(outcome)
    out.append(Event("deck_extra", {"deck": t.deck, "types": list(outcome)}))


def deal_cards(g: Catalogue, s: State, t: DealCards) -> Chance:
    cards = deck(g, s, "primary" if t.round == 1 else "secondary")
    return Chance.draw(cards, len(cards))


def cards_dealt(g: Catalogue, s: State, t: DealCards, outcome: list[str], out: Events) -> None:
    s.dealt = [list(outcome)]


def deal_islands(g: Catalogue, s: State, t: DealIslands) -> Chance:
    left = [i.id for i in s.islands if i.owner < 0]
    return Chance.draw(left, s.n)


def islands_dealt(g: Catalogue, s: State, t: DealIslands, outcome: list[int], out: Events) -> None:
    """K-11: seat q's island gets seat q's card as its infrastructure, the seat's 3 producers of
    that type, and (first round) its flag."""
    cards = s.dealt[0]
    node = geo(g, s).island_node
    for q in range(s.n):
        island = s.islands[outcome[q] - 1]
        island.owner = q
        island.infra = cards[q]
        if t.round == 1:
            island.flag = q
            s.capital[q] = island.id
        else:
            s.second[q] = island.id
        for _ in range(g.k.producers_per_island_at_setup):
            new_piece(g, s, g.producer_of[cards[q]], q, node(island.id))
        out.append(
            Event("dealt", {"seat": q, "island": island.id, "infra": cards[q], "round": t.round})
        )
    s.dealt = []


# ---- K-11 second round, K-12, KD-45: the hidden placement -------------------------------------
def placement_items(g: Catalogue, second_war: str) -> list[str]:
    """What is left to spread after the K-11 war piece (`second_war`, "" while not chosen):
    war pieces first, then transports, in the order the placement asks for them."""
    war = list(g.k.start.war)
    if second_war:
        war.remove(second_war)
    return war + list(g.k.start.transports)


def auto_draft(g: Catalogue, d: Draft) -> None:
    """KD-40: one plane on the second island, everything else on the capital."""
    p = g.k.default_placement
    d.second_war = p.second_island_war
    d.to_second = []
    d.placed = len(placement_items(g, d.second_war))
    d.gasoline = p.gasoline_to_capital
    d.bread = p.bread_to_capital
    d.done = True


def placement_options(g: Catalogue, s: State, seat: int) -> list[Action]:
    d = s.drafts[seat]
    k = g.k.start
    if not d.second_war:
        return [Action("place_auto")] + [
            Action("second", (w,)) for w in k.second_island_war_choices
        ]
    items = placement_items(g, d.second_war)
    if d.placed < len(items):
        item = items[d.placed]
        war_left = [x for x in items[d.placed + 1 :] if x in g.war]
        if item in g.war and not war_left and war_on_capital(g, d) == 0:
            return [Action("put", (item, "capital"))]  # K-12: the capital keeps a war piece
        return [Action("put", (item, "capital")), Action("put", (item, "second"))]
    if d.gasoline < 0:
        return [Action("gasoline", (u,)) for u in range(k.gasoline, -1, -1)]
    return [Action("bread", (u,)) for u in range(k.bread, -1, -1)]


def war_on_capital(g: Catalogue, d: Draft) -> int:
    items = placement_items(g, d.second_war)[: d.placed]
    war_placed = sum(1 for x in items if x in g.war)
    return war_placed - sum(1 for x in d.to_second if x in g.war)


def placement_live(g: Catalogue, s: State, t: Placement) -> bool:
    return not all(d.done for d in s.drafts)


def placement_skip(g: Catalogue, s: State, t: Placement, out: Events) -> None:
    return None


def placement_decisions(g: Catalogue, s: State, t: Placement) -> tuple[Decision, ...]:
    return tuple(
        Decision(q, "placement", tuple(placement_options(g, s, q)))
        for q in range(s.n)
        if not s.drafts[q].done
    )


def placed(g: Catalogue, s: State, t: Placement, seat: int, a: Action, out: Events) -> None:
    d = s.drafts[seat]
    if a.kind == "place_auto":
        auto_draft(g, d)
    elif a.kind == "second":
        d.second_war = str(a.args[0])
    elif a.kind == "put":
        if a.args[1] == "second":
            d.to_second.append(str(a.args[0]))
        d.placed += 1
    elif a.kind == "gasoline":
        d.gasoline = int(str(a.args[0]))
    else:
        d.bread = int(str(a.args[0]))
        d.done = True
    out.append(
        Event(
            "placing",
            {"seat": seat, "done": d.done},
            visible_to=(seat,),
            redacted={"seat": seat, "done": d.done},
        )
    )
    if all(x.done for x in s.drafts):
        s.agenda.pop()


def reveal(g: Catalogue, s: State, t: Reveal, out: Events) -> None:
    """KD-45: all placements come to light together (K-11 war piece, K-12 items; gasoline and
    bread go into the depots of the island chosen)."""
    node = geo(g, s).island_node
    k = g.k.start
    for q in range(s.n):
        d = s.drafts[q]
        capital, second = s.islands[s.capital[q] - 1], s.islands[s.second[q] - 1]
        new_piece(g, s, d.second_war, q, node(second.id))
        items = placement_items(g, d.second_war)
        to_second = list(d.to_second)
        for item in items:
            if item in to_second:
                to_second.remove(item)
                new_piece(g, s, item, q, node(second.id))
            else:
                new_piece(g, s, item, q, node(capital.id))
        capital.depots[g.gasoline] += d.gasoline
        second.depots[g.gasoline] += k.gasoline - d.gasoline
        capital.depots[g.bread] += d.bread
        second.depots[g.bread] += k.bread - d.bread
    out.append(
        Event(
            "placement_revealed",
            {
                "seats": [
                    {
                        "seat": q,
                        "second_war": s.drafts[q].second_war,
                        "to_second": list(s.drafts[q].to_second),
                        "gasoline": s.drafts[q].gasoline,
                        "bread": s.drafts[q].bread,
                    }
                    for q in range(s.n)
                ]
            },
            reveal=True,
        )
    )
    s.drafts = []


def draw_order(g: Catalogue, s: State, t: DrawOrder) -> Chance:
    return Chance.shuffle(range(s.n))


def order_drawn(g: Catalogue, s: State, t: DrawOrder, outcome: list[int], out: Events) -> None:
    """K-13: seat outcome[0] has turn number 1."""
    s.turn_order = list(outcome)
    out.append(Event("turn_order", {"order": list(outcome)}))


def begin(g: Catalogue, s: State, t: BeginPlay, out: Events) -> None:
    from .endings import record_tally

    record_tally(s)  # round 0: the position play begins from
    s.phase = "play"
    s.round = 1
    out.append(Event("round_started", {"round": 1}))
    push(s.agenda, StartTurn(s.turn_order[0]))
