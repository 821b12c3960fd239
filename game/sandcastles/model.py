"""Sandcastles state and view: plain dataclasses with a hand-written clone().

Zones (digest section 0): the deck, the beach, hands, building areas (castles), sandbanks, the
bonus display and held bonuses, the discard pile, the shared area (a castle owned by SHARED)
and, in solo, the game's hand. Two more places hold a card for a moment, in view of everyone:
`moving` (a tile on its way into a castle: chosen from a hand, or captured) and `fight` (the
attack tiles played in the fight under way).

The deck has no order (game/README: a draw is from what remains). It holds the ordinary cards
still undrawn; `wave_in_deck` says whether the Big Wave is still among them. SAND-8 step 4 puts
the Big Wave among the bottom 11 cards: the draw offers it only once 10 or fewer ordinary cards
remain (deck.py), which gives it exactly the uniform place among the last 11 that the shuffle
gives it, and nobody can tell where it is before it comes (its depth is hidden: SAND-69).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mypy_extensions import mypyc_attr

from game.core import Task

Cell = tuple[int, int]
Stack = tuple[int, ...]  # bottom to top; each entry card * 16 + walls (SAND-13)


@mypyc_attr(native_class=False)
@dataclass(frozen=True, slots=True)
class Options:
    """The match's variants (data/sandcastles/game.yaml), fixed at setup."""

    first_player: str = "random"
    solo_bonuses: int = 4
    steal_on_tie: bool = False  # AMB-18
    shape_reflection: bool = True  # AMB-20
    one_material_per_figure: bool = True  # AMB-21


@dataclass(slots=True)
class Castle:
    """One castle on its own grid (SAND-11, SAND-21): cell -> stack.

    Change `cells` only through geometry.place and geometry.remove_top: they drop the cached
    tables geometry.py derives from the cells (`_ground`, `_stacks`, `_targets`; read-only
    once built, so a clone shares them) and the castle's CastleView (`_view`, built by
    views.castle_view: views share it while the castle stays as it is)."""

    cid: int
    owner: int  # a seat, or SHARED (-1) for the 2-player shared castle
    cells: dict[Cell, Stack]
    _ground: dict[Cell, tuple[int, int]] | None = None
    _stacks: dict[Cell, tuple[int, int]] | None = None
    _targets: tuple[tuple[int, int, int], ...] | None = None
    _view: CastleView | None = field(default=None, compare=False)

    def clone(self) -> Castle:
        return Castle(
            self.cid,
            self.owner,
            dict(self.cells),
            self._ground,
            self._stacks,
            self._targets,
            self._view,
        )


@dataclass(slots=True)
class State:
    n: int
    mode: str  # solo | duel | standard (SAND-8)
    hand_limit: int  # SAND-29
    opts: Options
    agenda: list[Task] = field(default_factory=list)
    deck: list[int] = field(default_factory=list)
    wave_in_deck: bool = True
    wave_seat: int = -1  # the revealer, in front of whom the Big Wave lies (SAND-47)
    wave_left: int = -1  # ordinary cards left in the deck when it came (at most 10)
    anchor: int = -1  # SAND-49
    beach: list[int] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=list)
    castles: dict[int, Castle] = field(default_factory=dict)
    next_cid: int = 0
    banks: list[list[int]] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    discarded_by: list[int] = field(default_factory=list)  # -1: the solo game's discards
    moving: list[int] = field(default_factory=list)
    fight: list[int] = field(default_factory=list)
    display: list[str] = field(default_factory=list)  # in claim order (SAND-46)
    holder: dict[str, int] = field(default_factory=dict)
    tier: dict[str, int] = field(default_factory=dict)  # tiered bonuses: the shown threshold
    active: int = 0
    first: int = 0
    turn: int = 0  # turns begun (for the log)
    last_loser: int = -1  # the loser of the turn's last fight (SAND-57)
    game_hand: list[int] = field(default_factory=list)  # solo (SAND-62)
    game_dealt: list[int] = field(default_factory=list)
    outcome: str = ""  # "" | wave | solo_won | solo_lost

    def clone(self) -> State:
        return State(
            self.n,
            self.mode,
            self.hand_limit,
            self.opts,
            list(self.agenda),
            list(self.deck),
            self.wave_in_deck,
            self.wave_seat,
            self.wave_left,
            self.anchor,
            list(self.beach),
            [list(h) for h in self.hands],
            {k: c.clone() for k, c in self.castles.items()},
            self.next_cid,
            [list(b) for b in self.banks],
            list(self.discard),
            list(self.discarded_by),
            list(self.moving),
            list(self.fight),
            list(self.display),
            dict(self.holder),
            dict(self.tier),
            self.active,
            self.first,
            self.turn,
            self.last_loser,
            list(self.game_hand),
            list(self.game_dealt),
            self.outcome,
        )

    @property
    def over(self) -> bool:
        return not self.agenda

    def held_by(self, seat: int) -> list[str]:
        return [b for b, q in self.holder.items() if q == seat]


@mypyc_attr(native_class=False)
@dataclass(frozen=True, slots=True)
class CastleView:
    cid: int
    owner: int
    cells: tuple[tuple[int, int, Stack], ...]  # (x, y, stack), sorted

    def grid(self) -> dict[Cell, Stack]:
        return {(x, y): st for x, y, st in self.cells}


@mypyc_attr(native_class=False)
@dataclass(frozen=True, slots=True)
class View:
    """What one seat may know (SAND-69). `seat` None: a spectator.

    Public: the beach, every castle with its covered tiles, the bonuses, the fight, the tile
    on its way into a castle, the solo game's hand, the counts of every hand, sandbank, the
    deck and the discard pile, and the agenda (what is left to do, which holds no hidden
    card). Sandbank contents are listed too: every card in a sandbank was seen by everyone
    on its way there (a completed castle, a fight). Private: the seat's own hand and the cards
    it gave up by a Swap (in solo the whole discard pile is face up)."""

    seat: int | None
    n: int
    mode: str
    hand_limit: int
    opts: Options
    agenda: tuple[Task, ...]
    active: int
    first: int
    turn: int
    deck_count: int  # the Big Wave included while it is in the deck
    wave_seat: int
    wave_left: int
    anchor: int
    beach: tuple[int, ...]
    hand: tuple[int, ...]
    hand_counts: tuple[int, ...]
    castles: tuple[CastleView, ...]
    next_cid: int
    banks: tuple[tuple[int, ...], ...]
    discard_counts: tuple[int, ...]  # per seat, then the solo game's (or set-aside) cards
    known_discards: tuple[int, ...]
    moving: tuple[int, ...]
    fight: tuple[int, ...]
    display: tuple[str, ...]
    held: tuple[tuple[str, int, int], ...]  # (bonus, seat, shown tier or 0)
    game_hand: tuple[int, ...]
    game_dealt: tuple[int, ...]
    last_loser: int
    outcome: str
    scores: tuple[int, ...]  # SAND-71: what each seat would score now

    def castle(self, cid: int) -> CastleView | None:
        for c in self.castles:
            if c.cid == cid:
                return c
        return None
