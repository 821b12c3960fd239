"""Setup: SAND-8 (3-7 players), SAND-9 (2 players), SAND-10 and SAND-70 (solo).

The state starts with the whole main deck undrawn and three chance steps on the agenda: the
deal (hands one card at a time from seat 0, then the beach), the bonuses, the first player.
The Big Wave goes into the bottom 10 by the way the deck is drawn (deck.py), so no step is
needed for it; the setup log says it happened.
"""

from __future__ import annotations

from game.core import Chance, Event, Events, MatchConfig, Settled, push

from .catalogue import Catalogue
from .model import Options, State
from .tasks import Deal, DealBonuses, FirstPlayer, Turn


def options_of(config: MatchConfig) -> Options:
    v = config.variants
    base = Options()
    return Options(
        first_player=str(v.get("first_player", base.first_player)),
        solo_bonuses=int(v.get("solo_bonuses", base.solo_bonuses)),
        steal_on_tie=bool(v.get("steal_on_tie", base.steal_on_tie)),
        shape_reflection=bool(v.get("shape_reflection", base.shape_reflection)),
        one_material_per_figure=bool(
            v.get("one_material_per_figure", base.one_material_per_figure)
        ),
    )


def new_state(g: Catalogue, config: MatchConfig) -> State:
    n = config.n_seats
    numbers = g.game.numbers_for(n)
    s = State(n=n, mode=g.game.mode_of(n), hand_limit=numbers.hand, opts=options_of(config))
    s.deck = list(g.main_cards)  # SAND-7: 110 cards, shuffled as they are drawn
    s.hands = [[] for _ in range(n)]
    s.banks = [[] for _ in range(n)]
    push(s.agenda, Deal(), DealBonuses(), FirstPlayer())
    return s


def deal(g: Catalogue, s: State, t: Deal) -> Chance:
    """SAND-8 steps 1-3, SAND-9: hand size 4 with two seats."""
    return Chance.draw(s.deck, s.n * s.hand_limit + g.beach_size)


def dealt(g: Catalogue, s: State, t: Deal, outcome: list[int], out: Events) -> None:
    hands = s.n * s.hand_limit
    for k, card in enumerate(outcome):
        s.deck.remove(card)
        if k < hands:
            s.hands[k % s.n].append(card)  # one at a time, from seat 0 (DECIDED)
        else:
            s.beach.append(card)
    for q in range(s.n):
        out.append(
            Event(
                "hand_dealt",
                {"seat": q, "cards": list(s.hands[q])},
                visible_to=(q,),
                redacted={"seat": q, "count": len(s.hands[q])},
            )
        )
    out.append(Event("beach_laid", {"cards": list(s.beach)}))
    out.append(Event("wave_hidden", {"count": g.wave_bottom}))  # SAND-8 step 4


def bonus_pool(g: Catalogue, s: State) -> tuple[tuple[str, ...], int]:
    """SAND-8 step 5 (player count + 2, Appendix D), SAND-9 (4), SAND-10 and SAND-70: the
    standard solo game deals from the solo pool, hard solo (5 or more) from all 27."""
    numbers = g.game.numbers_for(s.n)
    if s.mode == "solo":
        count = s.opts.solo_bonuses
        pool = g.solo_pool if count <= numbers.random_bonuses else g.random_bonuses
        return pool, min(count, len(pool))
    return g.random_bonuses, numbers.random_bonuses


def deal_bonuses(g: Catalogue, s: State, t: DealBonuses) -> Chance:
    pool, count = bonus_pool(g, s)
    return Chance.draw(pool, count)


def bonuses_dealt(g: Catalogue, s: State, t: DealBonuses, outcome: list[str], out: Events) -> None:
    fixed = list(g.fixed_bonuses) if g.game.numbers_for(s.n).fixed_bonuses else []
    s.display = sorted(fixed + list(outcome), key=g.bonus_order.__getitem__)
    out.append(Event("bonuses_dealt", {"bonuses": list(s.display)}))


def first_player(g: Catalogue, s: State, t: FirstPlayer) -> Chance | Settled:
    """SAND-8 step 6, AMB-23: at random (tests and the `first_seat` variant: seat 0)."""
    if s.n == 1 or s.opts.first_player == "first_seat":
        return Settled(0)
    return Chance.pick(range(s.n))


def first_chosen(g: Catalogue, s: State, t: FirstPlayer, outcome: int, out: Events) -> None:
    s.first = outcome
    if s.n > 1:
        out.append(Event("first_player", {"seat": outcome}))
    push(s.agenda, Turn(outcome))
