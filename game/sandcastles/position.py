"""Build a Sandcastles position from a compact description: for scenario tests (digest section
12), tutorials and screenshots of a game under way.

Tiles are written as in the digest: `crab:dead_end(E)` is a castle tile with its walls,
`crab:dead_end(E)@(0,0)` puts it in a castle, a trailing `^` stacks a seagull on the cell,
`bucket-attack` is an attack tile, and a plain design id (`CR-DE`, `ATK-BU`) names a card
without walls (for hands, the beach and the deck). Each name takes the first card of its design
not used yet.

    match = position_match(
        rules, 3, active=0,
        hands={0: ["bucket-attack", "seagull-attack", "crab-attack"], 1: [...]},
        castles=[(1, ["crab:straight(N,S)@(0,0)", "seagull:dead_end(S)@(0,-1)"])],
        display=["SH-I3"],
    )

Every card not placed goes to the deck (or, when `deck` lists the deck exactly, face down out
of play: the discard pile, set aside). The Big Wave is in the deck unless `wave_seat` says in
front of whom it lies. The agenda starts the active seat's turn unless `agenda` is given.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from game.core import Match, MatchConfig, SeatConfig, Task

from . import geometry as geo
from .catalogue import FIGURE_IDS, SHARED, Catalogue, walls_mask
from .info import GAME_ID
from .model import Castle, Options, State
from .rules import SandcastlesRules
from .setup import new_state
from .tasks import Turn

TILE = re.compile(r"^(\w+):(\w+)(?:\(([NESW,]*)\))?(?:@\((-?\d+),(-?\d+)\)(\^?))?$")
ATTACK = re.compile(r"^(crab|bucket|seagull)-attack$")


class Cards:
    """Hands out card ids by design, each card once."""

    def __init__(self, g: Catalogue) -> None:
        self.g = g
        self.used: set[int] = set()

    def design_of(self, name: str) -> str:
        g = self.g
        m = ATTACK.match(name)
        if m:
            fig = FIGURE_IDS.index(m.group(1))
            return next(g.design[c] for c in g.main_cards if g.is_attack(c) and g.figure[c] == fig)
        m = TILE.match(name)
        if m:
            fig = FIGURE_IDS.index(m.group(1))
            pattern = m.group(2)
            return next(
                g.design[c]
                for c in range(g.n_castle)
                if g.figure[c] == fig and g.pattern[c] == pattern
            )
        if name in g.design:
            return name
        raise ValueError(f"no tile {name!r}")

    def take(self, name: str) -> int:
        design = self.design_of(name)
        for c in self.g.main_cards:
            if self.g.design[c] == design and c not in self.used:
                self.used.add(c)
                return c
        raise ValueError(f"no {name!r} left")

    def many(self, names: Iterable[str]) -> list[int]:
        return [self.take(n) for n in names]


def parse_placed(name: str) -> tuple[str, int, int, int, bool]:
    """`crab:dead_end(E)@(0,0)` -> (tile name, walls, x, y, stacked)."""
    m = TILE.match(name.replace(" ", ""))
    if not m or m.group(3) is None or m.group(4) is None:
        raise ValueError(f"{name!r} is not a placed tile like crab:dead_end(E)@(0,0)")
    walls = walls_mask(m.group(3).replace(",", ""))
    return name.split("@")[0], walls, int(m.group(4)), int(m.group(5)), m.group(6) == "^"


def position_config(
    n: int, humans: Sequence[int] = (), variants: Mapping[str, object] | None = None
) -> MatchConfig:
    seats = tuple(
        SeatConfig(f"P{i + 1}", "human" if i in humans else "ai", "heuristic", f"c{i}")
        for i in range(n)
    )
    return MatchConfig(GAME_ID, seats, dict(variants or {}), 0, {})


def position_state(
    rules: SandcastlesRules,
    config: MatchConfig,
    *,
    active: int = 0,
    hands: Mapping[int, Sequence[str]] | None = None,
    castles: Sequence[tuple[int, Sequence[str]]] = (),
    beach: Sequence[str] = (),
    deck: Sequence[str] | None = None,
    banks: Mapping[int, Sequence[str]] | None = None,
    display: Sequence[str] = (),
    held: Mapping[str, tuple[int, int]] | None = None,
    game_hand: Sequence[str] = (),
    moving: Sequence[str] = (),
    wave_seat: int = -1,
    anchor: int = -1,
    agenda: Sequence[Task] | None = None,
    options: Options | None = None,
) -> State:
    """The described position (see the module docstring). `held` maps a bonus to (seat, its
    shown tier or 0); `castles` lists (owner seat or -1 for the shared castle, tiles)."""
    g = rules.g
    s = new_state(g, config)
    if options is not None:
        s.opts = options
    cards = Cards(g)
    s.hands = [cards.many((hands or {}).get(q, ())) for q in range(s.n)]
    s.beach = cards.many(beach)
    s.banks = [cards.many((banks or {}).get(q, ())) for q in range(s.n)]
    s.castles = {}
    for cid, (owner, tiles) in enumerate(castles):
        castle = Castle(cid, owner if owner >= 0 else SHARED, {})
        for name in tiles:
            tile, walls, x, y, stacked = parse_placed(name)
            if stacked != ((x, y) in castle.cells):
                raise ValueError(f"{name!r}: stack with ^ exactly on an occupied cell")
            geo.place(castle, x, y, cards.take(tile), walls)
        s.castles[cid] = castle
    s.next_cid = len(castles)
    s.moving = cards.many(moving)
    s.game_hand = cards.many(game_hand)
    s.game_dealt = list(s.game_hand)
    listed = cards.many(deck) if deck is not None else []
    rest = [c for c in g.main_cards if c not in cards.used]
    s.deck = listed if deck is not None else rest
    s.discard = rest if deck is not None else []
    s.discarded_by = [-1] * len(s.discard)
    s.display = sorted(display, key=g.bonus_order.__getitem__)
    s.holder = {b: q for b, (q, _) in (held or {}).items()}
    s.tier = {b: t for b, (_, t) in (held or {}).items() if t}
    s.wave_in_deck = wave_seat < 0
    s.wave_seat = wave_seat
    s.wave_left = -1 if wave_seat < 0 else min(len(s.deck), g.wave_bottom)
    s.anchor = anchor
    s.active = s.first = active
    s.agenda = list(agenda) if agenda is not None else [Turn(active)]
    return s


def position_match(
    rules: SandcastlesRules,
    n: int,
    *,
    humans: Sequence[int] = (),
    variants: Mapping[str, object] | None = None,
    **kwargs: Any,
) -> Match:
    """A Match whose state is the described position (its log starts there: not for saves)."""
    config = position_config(n, humans, variants)
    match = Match(rules, config, record_hashes=False, undo=False)
    state = position_state(rules, config, **kwargs)
    match.state = state
    rules.advance(state)
    match._pending = None
    return match
