"""Black Fleet test helpers: matches with forced setup chance steps and hand-built positions.

`started_match` runs the setup with forced outcomes (seat i takes COLOURS[i], every deck in data
order, so the deal is known: with 4 seats Black holds MV01+MV05 and FC01, White MV02+MV06 ...).
`position` then rewrites the state into a scenario: ships, cubes, money, cards, powers, the
movement card played and the phase, exactly as the digest's scenarios state them.
"""

from __future__ import annotations

from game import registry
from game.black_fleet.model import MERCHANT, NAVY_SLOTS, OUT, PIRATE, Turn, zone_code
from game.core import Action, Match, SeatConfig

BLACK, WHITE, ORANGE, GREY = 0, 1, 2, 3
COLOURS = ["black", "white", "orange", "grey"]
SLOT = {"merchant": MERCHANT, "pirate": PIRATE, "yellow": NAVY_SLOTS[0], "purple": NAVY_SLOTS[1]}


def rules():
    return registry.rules_for("black_fleet")


def game():
    return registry.get("black_fleet")


def config(n: int = 4, seed: int = 0, variants: dict | None = None):
    seats = [SeatConfig(f"P{i}", "ai", "random") for i in range(n)]
    return game().make_config(seats, seed=seed, variants=variants)


def cell(x: int, y: int) -> int:
    return rules().geo.index((x, y))


def xy(c: int) -> tuple[int, int]:
    return rules().geo.xy[c]


def setup_chances(
    m: Match,
    aside: list[str] | None = None,
    colours: list[str] | None = None,
    fortune: list[str] | None = None,
    movement: list[str] | None = None,
) -> None:
    """Resolve every setup chance step with a forced outcome (data order unless given)."""
    r = rules()
    n = m.config.n_seats
    if n < 4:
        m.step_chance(aside or (["orange"] if n == 3 else ["orange", "grey"]))
    in_play = [c for c in COLOURS if c not in m.state.aside]
    m.step_chance(colours or in_play)
    for cost in r.costs:
        m.step_chance(r.content.development_deck(cost))
    m.step_chance(fortune or r.content.fortune_deck())
    m.step_chance(movement or [c.id for c in r.content.movement])


def started_match(
    n: int = 4,
    seed: int = 0,
    variants: dict | None = None,
    aside: list[str] | None = None,
    places: list[tuple[int, int]] | None = None,
) -> Match:
    """A match after the setup: merchants placed (at `places`, in turn order, or the first free
    dock), Black's first turn begun."""
    m = Match(rules(), config(n, seed, variants))
    setup_chances(m, aside)
    for i in range(n):
        d = m.decisions()[0]
        if places:
            m.submit(d.seat, Action("place", places[i]))
        else:
            m.submit(d.seat, d.options[0])
    return m


def take_card(s, card: str, pile: str, keep: list | None = None) -> None:
    """Remove one copy of `card` from wherever it lies among movement or fortune cards (never
    from `keep`, the hand being built)."""
    places = [s.mpile, s.mdisc, *s.mhand] if pile == "movement" else [s.fpile, s.fdisc, *s.fhand]
    for p in places:
        if p is not keep and card in p:
            p.remove(card)
            return
    raise AssertionError(f"{card} is nowhere")


def give_hand(s, seat: int, cards: list[str], pile: str = "fortune") -> None:
    """Set a seat's hand exactly (the cards it held go back to the draw pile)."""
    hand = s.fhand[seat] if pile == "fortune" else s.mhand[seat]
    (s.fpile if pile == "fortune" else s.mpile).extend(hand)
    hand.clear()
    for c in cards:
        take_card(s, c, pile, keep=hand)
        hand.append(c)


def give_card(s, seat: int, effect: str, face_up: bool = False) -> str:
    """Deal `seat` the development card with `effect` in its slot of that cost (swapping with
    whoever held it). A seat owns one card per cost (BF-7), so two powers of one cost clash."""
    r = rules()
    card = r.dev_card[effect]
    k = r.costs.index(r.dev_cost[card])
    mine = s.dev[seat][k]
    if mine != card:
        assert not s.dev_up[seat][k], f"seat {seat} already owns {mine} of that cost"
        for row in s.dev:
            if card in row:
                row[row.index(card)] = mine
                break
        else:
            pile = s.dev_piles[k]
            pile[pile.index(card)] = mine
        s.dev[seat][k] = card
    s.dev_up[seat][k] = face_up
    return card


def give_power(s, seat: int, effect: str) -> str:
    """Make `seat` own the development card with `effect`, face up (bought)."""
    return give_card(s, seat, effect, face_up=True)


def position(
    n: int = 4,
    active: int = BLACK,
    card: str | None = "MV01",
    merchants: dict | None = None,
    pirates: dict | None = None,
    navies: dict | None = None,
    stocks: dict | None = None,
    wealth: dict | None = None,
    powers: dict | None = None,
    fortune: dict | None = None,
    activate: str | None = None,
    phase: str = "step2",
) -> Match:
    """A hand-built position. merchants: {seat: ((x, y), [colours])}; pirates: {seat: ((x, y) or
    zone id, treasure colour or "")}; navies: {"yellow": (x, y)}; stocks: {"A": 8}; wealth:
    {seat: 3}; powers: {seat: [effects]}; fortune: {seat: [card ids]}; `card` played by
    `active` (phase step2), optionally with one ship's activation started."""
    m = started_match(n)
    r = rules()
    s = m.state
    s.merchant = [OUT] * n
    s.pirate = [OUT] * n
    s.cargo = [[] for _ in range(n)]
    s.treasure = [""] * n
    for seat, (where, cubes) in (merchants or {}).items():
        s.merchant[seat] = cell(*where)
        s.cargo[seat] = list(cubes)
    for seat, (where, treasure) in (pirates or {}).items():
        s.pirate[seat] = (
            zone_code(r.zone_ids.index(where)) if isinstance(where, str) else cell(*where)
        )
        s.treasure[seat] = treasure
    for name, where in (navies or {}).items():
        s.navy[r.navy_index[name]] = cell(*where)
    ships = [p for p in s.merchant + s.pirate + s.navy if p >= 0]
    assert len(ships) == len(set(ships)) and not any(r.geo.land[p] for p in ships), "bad position"
    carried = dict.fromkeys(r.colours, 0)
    for seat in range(n):
        for c in s.cargo[seat] + ([s.treasure[seat]] if s.treasure[seat] else []):
            carried[c] += 1
    ports = [p.id for p in r.content.map.ports]
    s.stock = [r.cubes - carried[r.port_colour[i]] for i in range(len(ports))]
    for pid, amount in (stocks or {}).items():
        s.stock[ports.index(pid)] = amount
    s.wealth = [0] * n
    for seat, amount in (wealth or {}).items():
        s.wealth[seat] = amount
    for seat, effects in (powers or {}).items():
        for effect in effects:
            give_power(s, seat, effect)
    for seat, cards in (fortune or {}).items():
        give_hand(s, seat, cards)
    s.active = active
    s.round = 1
    s.tasks = []
    s.turn = Turn()
    s.phase = phase
    if card:
        take_card(s, card, "movement")
        if len(s.mhand[active]) > 1:
            s.mpile.append(s.mhand[active].pop())
        s.turn.card = card
    if activate:
        slot = SLOT[activate]
        s.turn.started[slot] = True
        s.turn.current = slot
        s.phase = "activation"
    m._pending = None
    return m


def begin_turn(m: Match, seat: int) -> list:
    """Start `seat`'s turn from the current position (start-of-turn placements included)."""
    events = rules()._begin_turn(m.state, seat)
    m._pending = None
    return events


def seat_of(m: Match) -> int:
    return m.decisions()[0].seat


def ids(m: Match) -> list[str]:
    """The option ids of the pending decision."""
    return [a.id for a in m.decisions()[0].options]


def kind(m: Match) -> str:
    return m.decisions()[0].kind


def act(m: Match, kind_: str, *args) -> list:
    """Submit an action for the seat whose decision is pending."""
    return m.submit(seat_of(m), Action(kind_, tuple(args)))


def can(m: Match, kind_: str, *args) -> bool:
    return Action(kind_, tuple(args)) in m.decisions()[0].options


def refused(m: Match, kind_: str, *args, seat: int | None = None) -> str:
    """The rule ID that forbids the action (asserting that it is indeed forbidden)."""
    from game.core.errors import IllegalAction

    seat = seat_of(m) if seat is None else seat
    try:
        m.submit(seat, Action(kind_, tuple(args)))
    except IllegalAction as exc:
        return exc.ref.rule
    raise AssertionError(f"{kind_}{args} was accepted")


def sail(m: Match, ship: str, *cells: tuple[int, int]) -> None:
    """Activate `ship` (if not already) and move it to each destination in turn."""
    if kind(m) == "ships":
        act(m, "activate", ship)
    for c in cells:
        act(m, "move", *c)


def events_of(events, type_: str) -> list:
    return [e for e in events if e.type == type_]
