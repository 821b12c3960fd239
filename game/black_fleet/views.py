"""What each seat sees (BF-93, BF-165) and a full state rebuilt from it (determinize, BF-166).

Public: the board, cubes, wealth (AD-10), face-up cards, the cost of every face-down card, hand
and pile counts, both discard piles in order (AD-27), the turn's bookkeeping, the phase and the
work to come (tasks.py). Private to its owner: the movement hand, the fortune hand and the faces
of their face-down development cards. Hidden from all: the order of the draw piles and the
undealt development cards.

`asking_tells(s, decision)`: whether being asked tells the others something of a hand (BF-93).

`reachable(g, view, ship)` is the pure helper the table scene (and the AI) call to highlight
where a ship of the active player can sail this activation and by which path (BF-43, BF-45).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core import Decision
from game.core.frozen import make
from game.core.rng import Rng

from .catalogue import Catalogue
from .content import Cell
from .model import (
    MERCHANT,
    NAVY_SLOTS,
    OUT,
    PIRATE,
    BlackFleetView,
    DevSlot,
    PlayerView,
    ShipView,
    State,
    TurnView,
    zone_code,
    zone_of,
)
from .navies import allowance, controlled, primary
from .paths import Reach, cells_in, explore
from .tasks import rebuild, work_to_come


# ---- the view ----------------------------------------------------------------------------------
def view(g: Catalogue, s: State, seat: int | None) -> BlackFleetView:
    """BF-165: everything `seat` may know (None: a spectator)."""
    ctrl = controlled(g, s)
    first = primary(g, s)
    return make(
        BlackFleetView,
        seat=seat,
        n_seats=s.n,
        house_rule=s.house,
        phase=s.phase,
        active=s.active,
        round=s.round,
        final_round=s.final_round,
        order=tuple(s.order),
        set_aside=tuple(s.aside),
        players=tuple(_player_view(g, s, i, seat) for i in range(s.n)),
        ships=_ship_views(g, s),
        stocks=tuple(s.stock),
        movement_pile=len(s.mpile),
        fortune_pile=len(s.fpile),
        movement_discard=tuple(s.mdisc),
        fortune_discard=tuple(s.fdisc),
        development_piles=tuple(len(p) for p in s.dev_piles),
        playing=s.playing,
        tasks=work_to_come(s.agenda),
        turn=TurnView.of(s.turn),
        primary_navy=g.navy_ids[first] if first >= 0 else None,
        controlled=tuple(g.navy_ids[i] for i in ctrl),
        allowances=tuple(allowance(g, s, slot) for slot in range(4)),
        board=g.content.map,
    )


def _player_view(g: Catalogue, s: State, i: int, seat: int | None) -> PlayerView:
    mine = i == seat
    dev = tuple(
        make(DevSlot, cost=g.dev_cost[card], card=card if (up or mine) else None, face_up=up)
        for card, up in zip(s.dev[i], s.dev_up[i], strict=True)
    )
    return make(
        PlayerView,
        seat=i,
        colour=s.colours[i],
        wealth=s.wealth[i],
        development=dev,
        victory_cost=s.victory_cost[i],
        victory_up=s.victory_up[i],
        movement_hand=tuple(s.mhand[i]) if mine else None,
        fortune_hand=tuple(s.fhand[i]) if mine else None,
        movement_count=len(s.mhand[i]),
        fortune_count=len(s.fhand[i]),
    )


def _ship_views(g: Catalogue, s: State) -> tuple[ShipView, ...]:
    """Every ship: the merchants, the pirates (seat order), then the navies (BF-165)."""
    xy = g.geo.xy
    merchants = [
        make(
            ShipView,
            id=f"merchant:{i}",
            kind="merchant",
            owner=i,
            colour=s.colours[i],
            cell=xy[pos] if pos >= 0 else None,
            zone=None,
            cargo=tuple(s.cargo[i]),
        )
        for i, pos in enumerate(s.merchant)
    ]
    pirates = [
        make(
            ShipView,
            id=f"pirate:{i}",
            kind="pirate",
            owner=i,
            colour=s.colours[i],
            cell=xy[pos] if pos >= 0 else None,
            zone=g.zone_ids[zone_of(pos)] if pos <= -2 else None,
            cargo=(s.treasure[i],) if s.treasure[i] else (),
        )
        for i, pos in enumerate(s.pirate)
    ]
    navies = [
        make(
            ShipView,
            id=f"navy:{navy}",
            kind="navy",
            owner=None,
            colour=navy,
            cell=xy[pos],
            zone=None,
            cargo=(),
        )
        for navy, pos in zip(g.navy_ids, s.navy, strict=True)
    ]
    return (*merchants, *pirates, *navies)


# ---- determinize -------------------------------------------------------------------------------
def asking_tells(s: State, decision: Decision) -> bool:
    """BF-93: a question whose options name cards of the seat's hidden hands (a movement card to
    play, a fortune card to keep) tells the others about that hand when it is asked or not, so
    in hot seat it is asked even with one option; every other question is built from public
    facts (wealth, the chart, face-up cards, hand counts) and is answered without a stop."""
    hand = set(s.mhand[decision.seat]) | set(s.fhand[decision.seat])
    return any(str(arg) in hand for a in decision.options for arg in a.args)


def determinize(g: Catalogue, v: BlackFleetView, seat: int, rng: Rng) -> State:
    """BF-166: a state consistent with `v`: hidden cards dealt at random from the cards this seat
    cannot place (never copied from the view's hidden fields, which are None anyway)."""
    me = v.players[seat]
    merchant, pirate, cargo, treasure = _ships_from_view(g, v)
    mhand, mpile = _sample_hands(
        seat,
        [c.id for c in g.content.movement],
        me.movement_hand or (),
        list(v.movement_discard) + ([v.turn.card] if v.turn.card else []),
        [p.movement_count for p in v.players],
        v.movement_pile,
        rng,
    )
    fhand, fpile = _sample_hands(
        seat,
        g.content.fortune_deck(),
        me.fortune_hand or (),
        list(v.fortune_discard) + ([v.playing] if v.playing else []),
        [p.fortune_count for p in v.players],
        v.fortune_pile,
        rng,
    )
    dev, dev_piles = _sample_developments(g, v, rng)
    return State(
        n=v.n_seats,
        house=v.house_rule,
        victory_cost=[p.victory_cost for p in v.players],
        colours=[p.colour for p in v.players],
        order=list(v.order),
        aside=list(v.set_aside),
        merchant=merchant,
        pirate=pirate,
        navy=[g.geo.index(_cell(v.ship(f"navy:{nid}").cell)) for nid in g.navy_ids],
        cargo=cargo,
        treasure=treasure,
        stock=list(v.stocks),
        wealth=[p.wealth for p in v.players],
        dev=dev,
        dev_up=[[d.face_up for d in p.development] for p in v.players],
        victory_up=[p.victory_up for p in v.players],
        dev_piles=dev_piles,
        mhand=mhand,
        fhand=fhand,
        mpile=mpile,
        mdisc=list(v.movement_discard),
        fpile=fpile,
        fdisc=list(v.fortune_discard),
        active=v.active,
        round=v.round,
        final_round=v.final_round,
        playing=v.playing,
        agenda=rebuild(v.phase, v.tasks, v.active),
        turn=v.turn.thaw(),
    )


def _cell(cell: Cell | None) -> Cell:
    assert cell is not None, "navies are always on the grid (BF-11)"
    return cell


def _ships_from_view(
    g: Catalogue, v: BlackFleetView
) -> tuple[list[int], list[int], list[list[str]], list[str]]:
    n = v.n_seats
    index = g.geo.index
    merchant, pirate = [OUT] * n, [OUT] * n
    cargo: list[list[str]] = [[] for _ in range(n)]
    treasure = [""] * n
    for sh in v.ships:
        if sh.owner is None:
            continue
        if sh.kind == "merchant":
            merchant[sh.owner] = index(sh.cell) if sh.cell else OUT
            cargo[sh.owner] = list(sh.cargo)
        elif sh.kind == "pirate":
            if sh.cell:
                pirate[sh.owner] = index(sh.cell)
            elif sh.zone:
                pirate[sh.owner] = zone_code(g.zone_ids.index(sh.zone))
            treasure[sh.owner] = sh.cargo[0] if sh.cargo else ""
    return merchant, pirate, cargo, treasure


def _sample_hands(
    seat: int,
    deck: list[str],
    own: Sequence[str],
    public: list[str],
    counts: list[int],
    pile_count: int,
    rng: Rng,
) -> tuple[list[list[str]], list[str]]:
    """Deal the cards this seat cannot see (deck minus own hand minus public cards) to the
    other hands and the draw pile, at random."""
    unseen = list(deck)
    for card in list(own) + public:
        unseen.remove(card)
    unseen = rng.shuffled(sorted(unseen))
    hands = []
    for i, count in enumerate(counts):
        if i == seat:
            hands.append(list(own))
        else:
            hands.append(unseen[:count])
            del unseen[:count]
    assert len(unseen) == pile_count, "card counts do not add up"
    return hands, unseen


def _sample_developments(
    g: Catalogue, v: BlackFleetView, rng: Rng
) -> tuple[list[list[str]], list[list[str]]]:
    """Per cost: the cards this seat has not seen go to others' face-down slots and the
    undealt pile, at random (BF-12)."""
    dev: list[list[str]] = [[] for _ in range(v.n_seats)]
    piles = []
    for k, cost in enumerate(g.costs):
        unseen = g.content.development_deck(cost)
        for p in v.players:
            if len(p.development) > k:
                known = p.development[k].card
                if known is not None:
                    unseen.remove(known)
        unseen = rng.shuffled(unseen)
        for i, p in enumerate(v.players):
            if len(p.development) > k:
                dev[i].append(p.development[k].card or unseen.pop())
        assert len(unseen) == v.development_piles[k], "development counts do not add up"
        piles.append(unseen)
    return dev, piles


# ---- the movement helper for scenes and AI -----------------------------------------------------
def reachable(
    g: Catalogue,
    v: BlackFleetView,
    ship: str,
    budget: int | None = None,
    land_ok: bool | None = None,
) -> dict[Cell, list[Cell]]:
    """Where the active player's `ship` ("merchant", "pirate", or a navy id) can end a move
    now, each with the path of spaces it sails through (BF-43, BF-45). `budget` and
    `land_ok` override the steps left and the land crossing (the AI weighs cards with
    them)."""
    reach, occupied = view_reach(g, v, g.slot_of[ship], budget, land_ok)
    if reach is None:
        return {}
    xy = g.geo.xy
    return {xy[c]: [xy[p] for p in reach.path(c)] for c in reach.destinations(g.geo, occupied)}


def view_reach(
    g: Catalogue,
    v: BlackFleetView,
    slot: int,
    budget: int | None = None,
    land_ok: bool | None = None,
) -> tuple[Reach | None, bytearray]:
    """The search behind `reachable`, by slot, with the occupancy mask it used."""
    occupied, blocked = view_occupancy(g, v)
    pos = _view_pos(g, v, slot)
    if budget is None:
        budget = v.allowances[slot] - v.turn.steps[slot]
    if pos == OUT or budget <= 0:
        return None, occupied
    if land_ok is None:
        land_ok = v.turn.shallow[slot] or (
            slot in (MERCHANT, PIRATE) and view_has(g, v, v.active, "shallow_draft")
        )
    entries = None if pos >= 0 else g.geo.zone_entries[zone_of(pos)]
    return explore(g.geo, pos, entries, budget, cells_in(blocked), land_ok), occupied


def activating_ship(g: Catalogue, v: BlackFleetView) -> str | None:
    """The ship whose activation is under way ("merchant", "pirate", a navy id), if any."""
    return g.slot_names[v.turn.current] if v.turn.current >= 0 else None


def _view_pos(g: Catalogue, v: BlackFleetView, slot: int) -> int:
    a = v.active
    if slot >= NAVY_SLOTS[0]:
        sh = v.ship(f"navy:{g.navy_ids[slot - NAVY_SLOTS[0]]}")
    else:
        sh = v.ship(f"{'merchant' if slot == MERCHANT else 'pirate'}:{a}")
    if sh.cell is not None:
        return g.geo.index(sh.cell)
    if sh.zone is not None:
        return zone_code(g.zone_ids.index(sh.zone))
    return OUT


def view_occupancy(g: Catalogue, v: BlackFleetView) -> tuple[bytearray, bytearray]:
    """(every ship, the ships non-friendly to the active player) as cell masks."""
    occupied = bytearray(g.geo.size)
    blocked = bytearray(g.geo.size)
    index = g.geo.index
    for sh in v.ships:
        if sh.cell is None:
            continue
        c = index(sh.cell)
        occupied[c] = 1
        if sh.kind == "navy":
            if sh.colour not in v.controlled:
                blocked[c] = 1
        elif sh.owner != v.active:
            blocked[c] = 1
    return occupied, blocked


def view_has(g: Catalogue, v: BlackFleetView, seat: int, effect: str) -> bool:
    """Whether `seat` owns the face-up development card with `effect`, from a view."""
    card = g.dev_card[effect]
    return any(d.face_up and d.card == card for d in v.players[seat].development)
