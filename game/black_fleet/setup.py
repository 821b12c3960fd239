"""Setup (BF-10 to BF-19, BF-130, BF-135, BF-154, BF-160, BF-161, AD-16, AD-17, AD-24).

`new_state` builds the table before anything happens and puts the setup on the agenda: the
chance steps (the identification card set aside with three players, the colour deal, the four
development decks, the fortune and movement decks, BF-160), the deal (BF-161), each merchant's
placement in turn order (BF-17, BF-154), then the first turn.
"""

from __future__ import annotations

from typing import Any

from game.core import Chance, Event, MatchConfig, push
from game.core.agenda import Events

from .catalogue import Catalogue
from .hands import draw_fortune, draw_movement
from .info import HOUSE_TWO, long_victory
from .model import OUT, State
from .tasks import (
    Begin,
    BFTask,
    Deal,
    DealColours,
    PlaceStart,
    SetAside,
    ShuffleDevelopment,
    ShuffleFortune,
    ShuffleMovement,
)


def new_state(g: Catalogue, config: MatchConfig) -> State:
    """BF-10, BF-135, AD-17: the official tables, or two seats with the house rule; BF-130:
    each seat's victory cost."""
    c = g.content
    players = c.game.players
    n = config.n_seats
    house = bool(config.variant(HOUSE_TWO, False))
    if n not in players.official_seats and not (house and n in players.house_seats):
        raise ValueError(
            f"Black Fleet takes {min(players.official_seats)}-{max(players.official_seats)} "
            f"seats ({', '.join(map(str, players.house_seats))} only with the house rule), not {n}"
        )
    victory = c.game.victory
    short, long = victory.default_cost, max(victory.costs)
    s = State(
        n=n,
        house=house,
        victory_cost=[long if config.variant(long_victory(i), False) else short for i in range(n)],
        colours=[""] * n,
        order=[],
        aside=[],
        merchant=[OUT] * n,
        pirate=[OUT] * n,  # BF-18
        navy=list(g.geo.navy_start),  # BF-11
        cargo=[[] for _ in range(n)],
        treasure=[""] * n,
        stock=[g.cubes] * len(c.map.ports),  # BF-11
        wealth=[players.start_wealth] * n,  # BF-18, AD-11
        dev=[[] for _ in range(n)],
        dev_up=[[] for _ in range(n)],
        victory_up=[False] * n,
        dev_piles=[c.development_deck(cost) for cost in g.costs],
        mhand=[[] for _ in range(n)],
        fhand=[[] for _ in range(n)],
        mpile=[card.id for card in c.movement],
        mdisc=[],
        fpile=c.fortune_deck(),
        fdisc=[],
    )  # BF-19
    tasks: list[BFTask] = []
    if n < len(g.player_colours):
        tasks.append(SetAside())  # BF-160a
    tasks.append(DealColours())  # BF-160b
    tasks += [ShuffleDevelopment(i) for i in range(len(g.costs))]  # BF-160c
    tasks += [ShuffleFortune(), ShuffleMovement(), Deal()]  # BF-160d/e, BF-161
    push(s.agenda, *tasks)
    return s


# ---- the chance steps (BF-160) ---------------------------------------------------------------
def aside_draw(g: Catalogue, s: State, t: SetAside) -> Chance:
    """BF-14, AD-16: black always plays; the others' cards are drawn to be set aside."""
    others = [c for c in g.player_colours if c != g.first_colour]
    return Chance.draw(others, len(g.player_colours) - s.n)


def set_aside(g: Catalogue, s: State, t: SetAside, outcome: Any, out: Events) -> None:
    """BF-14: the drawn identification cards are out of the game."""
    s.aside = list(outcome)
    out += [Event("card_set_aside", {"player_colour": c}) for c in outcome]


def colours_deal(g: Catalogue, s: State, t: DealColours) -> Chance:
    """BF-14, BF-160b: the identification cards in play, shuffled to the seats."""
    return Chance.shuffle([c for c in g.player_colours if c not in s.aside])


def colours_dealt(g: Catalogue, s: State, t: DealColours, outcome: Any, out: Events) -> None:
    """BF-14, AD-24: seat i takes colour outcome[i]; black starts, then clockwise."""
    s.colours = list(outcome)
    first = s.colours.index(g.first_colour)
    s.order = [(first + k) % s.n for k in range(s.n)]
    out += [
        Event("colour_taken", {"seat": seat, "player_colour": s.colours[seat]}) for seat in s.order
    ]


def development_shuffle(g: Catalogue, s: State, t: ShuffleDevelopment) -> Chance:
    """BF-12, BF-160c: one development deck per cost."""
    return Chance.shuffle(s.dev_piles[t.pile])


def development_shuffled(
    g: Catalogue, s: State, t: ShuffleDevelopment, outcome: Any, out: Events
) -> None:
    s.dev_piles[t.pile] = list(reversed(outcome))  # the last card of a pile is its top
    out.append(Event("deck_shuffled", {"deck": "development", "cost": g.costs[t.pile]}))


def fortune_shuffle(g: Catalogue, s: State, t: ShuffleFortune) -> Chance:
    """BF-15, BF-160d."""
    return Chance.shuffle(s.fpile)


def fortune_shuffled(g: Catalogue, s: State, t: ShuffleFortune, outcome: Any, out: Events) -> None:
    s.fpile = list(reversed(outcome))
    out.append(Event("deck_shuffled", {"deck": "fortune", "cost": 0}))


def movement_shuffle(g: Catalogue, s: State, t: ShuffleMovement) -> Chance:
    """BF-16, BF-160e."""
    return Chance.shuffle(s.mpile)


def movement_shuffled(
    g: Catalogue, s: State, t: ShuffleMovement, outcome: Any, out: Events
) -> None:
    s.mpile = list(reversed(outcome))
    out.append(Event("deck_shuffled", {"deck": "movement", "cost": 0}))


# ---- the deal (BF-161) -----------------------------------------------------------------------
def deal(g: Catalogue, s: State, t: Deal, out: Events) -> None:
    """BF-161: one development card of each cost to each player in turn order, then one
    fortune card each, then one movement card each, twice (BF-12, BF-15, BF-16); then the
    merchants' placements (BF-17, BF-154) and the first turn."""
    for pile in s.dev_piles:
        for seat in s.order:
            s.dev[seat].append(pile.pop())
    for seat in s.order:
        s.dev_up[seat] = [False] * len(s.dev[seat])
        out.append(
            Event(
                "development_dealt",
                {"seat": seat, "cards": list(s.dev[seat])},
                visible_to=(seat,),
                redacted={"seat": seat},
                reveal=True,
            )
        )
    for _ in range(g.fortune_start):
        for seat in s.order:
            draw_fortune(s, seat, out)
    for _ in range(g.hand_movement):
        for seat in s.order:
            draw_movement(s, seat, out)
    push(s.agenda, *[PlaceStart(seat) for seat in s.order], Begin())
