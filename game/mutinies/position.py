"""Positions for scenario tests, tutorials and screenshots of a game under way.

`position_match(rules, n, d=[...], ...)` gives a Match at the start of a round with exactly the
position a scenario states (the digest's defaults otherwise: 3 PP and 1 rum each, the Tavern
holding the rest, P1 = seat 0 captain, turn order 0, 1, 2 ...). Every jewel, token and card not
placed explicitly goes to its face-down pile, so the invariants hold from the first step. The
match's log starts at the position (its setup chance steps are resolved first): not for saves.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core import Match, MatchConfig, SeatConfig

from .model import MState
from .rules import MutiniesRules
from .tasks import RoundStart, Scoring


def position_config(
    n: int, seed: int = 0, variants: Mapping[str, Any] | None = None
) -> MatchConfig:
    """Seats P1, P2 ... played by random AIs."""
    from . import GAME

    seats = [SeatConfig(f"P{i + 1}", "ai", "random") for i in range(n)]
    return GAME.make_config(seats, seed=seed, variants=variants)


def new_match(
    rules: MutiniesRules, n: int, seed: int = 0, variants: Mapping[str, Any] | None = None
) -> Match:
    """A fresh match with its setup chance steps still pending."""
    return Match(rules, position_config(n, seed, variants))


def position_match(
    rules: MutiniesRules,
    n: int,
    *,
    d: list[int],
    rum: list[int] | None = None,
    pp: list[int] | None = None,
    variants: Mapping[str, Any] | None = None,
    order: list[int] | None = None,
    display: list[str | None] | None = None,
    nc: list[str] | None = None,
    hands: Mapping[int, list[str]] | None = None,
    discards: list[str] | None = None,
    jewel_pile: list[str] | None = None,
    spare_jewels_to: int = -1,
    treasures: Mapping[int, list[str]] | None = None,
    treasure_pile: list[str] | None = None,
    cards: Mapping[int, list[str]] | None = None,
    deck: list[str] | None = None,
    last_mutiny: bool = True,
    tavern: int | None = None,
    **fields: Any,
) -> Match:
    """A Match at the start of a round (see the module docstring); `fields` set any other
    state field (`claimed=[...]`, `pirate="cr"` ...)."""
    m = new_match(rules, n, 0, variants)
    m.run_chance()
    s = m.state
    s.order = list(order) if order is not None else list(range(n))
    s.d = list(d)
    s.bank_out = sum(d)
    s.rum = list(rum) if rum is not None else [1] * n
    s.pp = list(pp) if pp is not None else [3] * n
    s.tavern = tavern if tavern is not None else rules.g.setup_def.rum_cubes - sum(s.rum)
    _deal_jewels(rules, s, display, nc, hands or {}, discards or [], jewel_pile, spare_jewels_to)
    _deal_treasures(rules, s, treasures or {}, treasure_pile)
    _deal_cards(rules, s, cards or {}, deck, last_mutiny)
    for name, value in fields.items():
        assert hasattr(s, name), name
        setattr(s, name, value)
    s.round = 0
    s.agenda = [RoundStart()]
    _restart(rules, m)
    rules.check_invariants(s)
    return m


def score_now(rules: MutiniesRules, m: Match) -> None:
    """Jump to final scoring from the position the match is in."""
    m.state.agenda = [Scoring()]
    _restart(rules, m)


def _restart(rules: MutiniesRules, m: Match) -> None:
    """Run the agenda put in place by hand, and make the match ask again what is pending."""
    rules.advance(m.state)
    m._pending = None


def _deal_jewels(
    rules: MutiniesRules,
    s: MState,
    display: Sequence[str | None] | None,
    nc: Sequence[str] | None,
    hands: Mapping[int, list[str]],
    discards: list[str],
    pile: list[str] | None,
    spare_to: int,
) -> None:
    """Place the named jewels; fill an unnamed display or NC stack from the rest;
    everything left goes to the jewel pile (or, with an explicit pile, to `spare_to`'s hand)."""
    s.jewels = [list(hands.get(p, [])) for p in range(s.n)]
    s.discards = list(discards)
    named = {j for j in display or () if j is not None} | set(nc or ()) | set(s.discards)
    named |= set(pile or ()) | {j for hand in s.jewels for j in hand}
    rest = [j for j in rules.g.jewel_ids if j not in named]
    # Unnamed places take jewels from the end of the data order (wilds, then whites), so the
    # low-lettered ids scenarios draw by name stay in the pile.
    s.display = (
        list(display) if display is not None else [rest.pop() for _ in range(s.display_size)]
    )
    s.nc_stack = list(nc) if nc is not None else [rest.pop() for _ in range(s.nc_size)]
    if pile is None:
        s.jewel_pile = rest
    else:
        s.jewel_pile = list(pile)
        s.jewels[spare_to] += rest


def _deal_treasures(
    rules: MutiniesRules, s: MState, hands: Mapping[int, list[str]], pile: list[str] | None
) -> None:
    s.treasures = [list(hands.get(p, [])) for p in range(s.n)]
    held = {t for hand in s.treasures for t in hand}
    rest = [t for t in rules.g.treasure_ids if t not in held]
    if pile is None:
        s.treasure_pile, s.treasures_gone = rest, []
    else:
        s.treasure_pile = list(pile)
        s.treasures_gone = [t for t in rest if t not in pile]


def _deal_cards(
    rules: MutiniesRules,
    s: MState,
    hands: Mapping[int, list[str]],
    deck: list[str] | None,
    last_mutiny: bool,
) -> None:
    if s.simplified:
        return
    s.cards = [list(hands.get(p, [])) for p in range(s.n)]
    held = {c for hand in s.cards for c in hand}
    pool = [c for c in rules.g.deck_pool if c not in held]
    s.deck = [c for c in (deck if deck is not None else s.deck) if c not in held]
    s.box = [c for c in pool if c not in s.deck]
    s.last_mutiny = last_mutiny
    s.cards_gone = [] if last_mutiny else [rules.g.last_mutiny_id]
