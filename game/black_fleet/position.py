"""Position builders: a match after a known setup, and hand-built positions of a game under way
(for tests, tutorials and screenshots).

`started_match` runs the setup with forced outcomes (seat i takes COLOURS[i], every deck in data
order, so the deal is known: with 4 seats Black holds MV01+MV05 and FC01, White MV02+MV06 ...).
`position` then rewrites the state into a scenario: ships, cubes, money, cards, powers, the
movement card played and the phase, exactly as the digest's scenarios state them; its agenda is
the phase's task (tasks.py), so the match goes on from there like any other.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from game.core import Action, Match, MatchConfig, SeatConfig
from game.core.data import data_dir, shared_content
from game.core.game import GameDef

from .catalogue import Catalogue
from .content import Cell, load_content
from .info import GAME_ID
from .model import MERCHANT, NAVY_SLOTS, OUT, PIRATE, State, Turn, zone_code
from .rules import BlackFleetRules
from .tasks import PHASE_DECISIONS
from .turns import begin_turn

BLACK, WHITE, ORANGE, GREY = 0, 1, 2, 3
COLOURS = ["black", "white", "orange", "grey"]
SLOT = {"merchant": MERCHANT, "pirate": PIRATE, "yellow": NAVY_SLOTS[0], "purple": NAVY_SLOTS[1]}


@cache
def rules() -> BlackFleetRules:
    """The rules with the content of data/black_fleet/ (loaded once)."""
    return BlackFleetRules(shared_content(load_content, data_dir(GAME_ID)))


def game() -> GameDef:
    from . import GAME  # the package imports this module's neighbours, not this module

    return GAME


def catalogue() -> Catalogue:
    return rules().g


def config(n: int = 4, seed: int = 0, variants: Mapping[str, Any] | None = None) -> MatchConfig:
    seats = [SeatConfig(f"P{i}", "ai", "random") for i in range(n)]
    return game().make_config(seats, seed=seed, variants=variants)


def cell(x: int, y: int) -> int:
    return catalogue().geo.index((x, y))


def setup_chances(
    m: Match,
    aside: list[str] | None = None,
    colours: list[str] | None = None,
    fortune: list[str] | None = None,
    movement: list[str] | None = None,
) -> None:
    """Resolve every setup chance step with a forced outcome (data order unless given)."""
    g = catalogue()
    n = m.config.n_seats
    if n < len(COLOURS):
        m.step_chance(aside or (["orange"] if n == 3 else ["orange", "grey"]))
    in_play = [c for c in COLOURS if c not in m.state.aside]
    m.step_chance(colours or in_play)
    for cost in g.costs:
        m.step_chance(g.content.development_deck(cost))
    m.step_chance(fortune or g.content.fortune_deck())
    m.step_chance(movement or [c.id for c in g.content.movement])


def started_match(
    n: int = 4,
    seed: int = 0,
    variants: Mapping[str, Any] | None = None,
    aside: list[str] | None = None,
    places: Sequence[Cell] | None = None,
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


def take_card(s: State, card: str, pile: str, keep: list[str] | None = None) -> None:
    """Remove one copy of `card` from wherever it lies among movement or fortune cards (never
    from `keep`, the hand being built)."""
    places = [s.mpile, s.mdisc, *s.mhand] if pile == "movement" else [s.fpile, s.fdisc, *s.fhand]
    for p in places:
        if p is not keep and card in p:
            p.remove(card)
            return
    raise AssertionError(f"{card} is nowhere")


def give_hand(s: State, seat: int, cards: list[str], pile: str = "fortune") -> None:
    """Set a seat's hand exactly (the cards it held go back to the draw pile)."""
    hand = s.fhand[seat] if pile == "fortune" else s.mhand[seat]
    (s.fpile if pile == "fortune" else s.mpile).extend(hand)
    hand.clear()
    for c in cards:
        take_card(s, c, pile, keep=hand)
        hand.append(c)


def give_card(s: State, seat: int, effect: str, face_up: bool = False) -> str:
    """Deal `seat` the development card with `effect` in its slot of that cost (swapping with
    whoever held it). A seat owns one card per cost (BF-7), so two powers of one cost clash."""
    g = catalogue()
    card = g.dev_card[effect]
    k = g.costs.index(g.dev_cost[card])
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


def give_power(s: State, seat: int, effect: str) -> str:
    """Make `seat` own the development card with `effect`, face up (bought)."""
    return give_card(s, seat, effect, face_up=True)


def enter_phase(m: Match, phase: str, seat: int | None = None) -> None:
    """Put the match in `phase` ("merchant_entry", "pirate_entry", "step1", "step2",
    "activation" or "step4") of `seat`'s turn (default: the active player's): that phase's
    decision becomes the whole agenda."""
    s = m.state
    assert isinstance(s, State)
    if seat is not None:
        s.active = seat
    s.agenda = [PHASE_DECISIONS[phase](s.active)]
    m._pending = None


def start_turn(m: Match, seat: int) -> list[Any]:
    """Start `seat`'s turn from the current position (start-of-turn placements included)."""
    s = m.state
    assert isinstance(s, State)
    s.agenda = []
    out: list[Any] = []
    begin_turn(catalogue(), s, seat, out)
    m._pending = None
    return out


def position(
    n: int = 4,
    active: int = BLACK,
    card: str | None = "MV01",
    merchants: Mapping[int, tuple[Cell, Sequence[str]]] | None = None,
    pirates: Mapping[int, tuple[Cell | str, str]] | None = None,
    navies: Mapping[str, Cell] | None = None,
    stocks: Mapping[str, int] | None = None,
    wealth: Mapping[int, int] | None = None,
    powers: Mapping[int, Sequence[str]] | None = None,
    fortune: Mapping[int, list[str]] | None = None,
    activate: str | None = None,
    phase: str = "step2",
) -> Match:
    """A hand-built position. merchants: {seat: ((x, y), [colours])}; pirates: {seat: ((x, y) or
    zone id, treasure colour or "")}; navies: {"yellow": (x, y)}; stocks: {"A": 8}; wealth:
    {seat: 3}; powers: {seat: [effects]}; fortune: {seat: [card ids]}; `card` played by
    `active` (phase step2), optionally with one ship's activation started."""
    m = started_match(n)
    g = catalogue()
    s = m.state
    assert isinstance(s, State)
    s.merchant = [OUT] * n
    s.pirate = [OUT] * n
    s.cargo = [[] for _ in range(n)]
    s.treasure = [""] * n
    for seat, (where, cubes) in (merchants or {}).items():
        s.merchant[seat] = cell(*where)
        s.cargo[seat] = list(cubes)
    for seat, (at, treasure) in (pirates or {}).items():
        s.pirate[seat] = zone_code(g.zone_ids.index(at)) if isinstance(at, str) else cell(*at)
        s.treasure[seat] = treasure
    for name, where in (navies or {}).items():
        s.navy[g.navy_index[name]] = cell(*where)
    ships = [p for p in s.merchant + s.pirate + s.navy if p >= 0]
    assert len(ships) == len(set(ships)) and not any(g.geo.land[p] for p in ships), "bad position"
    carried = dict.fromkeys(g.colours, 0)
    for seat in range(n):
        for c in s.cargo[seat] + ([s.treasure[seat]] if s.treasure[seat] else []):
            carried[c] += 1
    ports = [p.id for p in g.content.map.ports]
    s.stock = [g.cubes - carried[g.port_colour[i]] for i in range(len(ports))]
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
    s.round = 1
    s.turn = Turn()
    if card:
        take_card(s, card, "movement")
        if len(s.mhand[active]) > 1:
            s.mpile.append(s.mhand[active].pop())
        s.turn.card = card
    enter_phase(m, phase, active)
    if activate:
        slot = SLOT[activate]
        s.turn.started[slot] = True
        s.turn.current = slot
        enter_phase(m, "activation")
    return m
