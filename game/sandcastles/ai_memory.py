"""The Sandcastles AI's memory (ai.py): what a seat's policy keeps from one decision to the
next. No rule lives here; it holds values the AI worked out, which are pure functions of what
they were worked out from, so that a decision recomputes only what changed since the last."""

from __future__ import annotations

from dataclasses import dataclass

from .model import Castle, CastleView, Cell, Stack

Spot = tuple[float, int, int, int]  # a placement's gain in one castle: (gain, x, y, walls)
Plans = tuple[tuple[int, str, float], ...]  # Plan each
Layout = tuple[tuple[int, ...], ...]
# the gains of placing a kind of card in a castle, the best of them, whether one completes it
Spots = tuple[tuple[Spot, ...], Spot | None, bool]
Walls = tuple[tuple[int, int, int], ...]  # a castle's cells with their top tiles' walls, in order
LAYOUTS_KEPT = 2_000  # wall sets (plans) and, in solo, layouts a seat's memory keeps at most
CONTEXTS_KEPT = 4  # contexts left whose gains of placements a seat's memory keeps (Memory.meet)


Plan = tuple[int, str, float]  # (tiles still needed, shape bonus or "", odds)
# Memory.spots: by owner, walls and heights, figures and card kind, with the castle's corner
SpotsMemo = dict[tuple[int, Layout, tuple[int, ...], int], tuple[Spots, int, int]]
# Memory.past: a context left, with the bonuses held then, its spots, starts and start_walls
Past = tuple[
    tuple[object, ...],
    SpotsMemo,
    dict[tuple[int, int], tuple[Spot, ...]],
    dict[tuple[int, int, int], float],
]


class Geometry:
    """What a castle's top tiles' walls (`walls`, cells in order) allow, whatever the shapes
    wanted: closing every open end as it stands (`closing`), and growing exactly into each
    shape bonus (`shapes`: the likeliest way or None, worked out when first wanted); `plans`
    is the last assembly of them for the shapes within reach `near` (Brain._assemble)."""

    __slots__ = ("closing", "front", "near", "plans", "shapes", "walls")

    def __init__(self, walls: Walls, closing: Plan, front: tuple[Cell, ...]) -> None:
        self.walls = walls
        self.front = front  # the empty cells its open ends face (geo.facing), for grow_into
        self.closing = closing
        self.shapes: dict[str, Plan | None] = {}
        self.near: tuple[str, ...] | None = None
        self.plans: Plans = ()


# what a tile's walls do to a castle (ai.grown_shape): the AI's own castle's Geometry, the
# shared castle's worth, or None when the tile completes it
Shape = Geometry | float | None
# a card's placements in a castle by cell (ai.placed_of): x, y, the stack there (None: the
# ground), and each wall set with its Shape
Placed = tuple[tuple[int, int, Stack | None, tuple[tuple[int, Shape], ...]], ...]


@dataclass(frozen=True, slots=True)
class Base:
    """A castle as `Brain._spots_of` starts from: its tiles, visible figures, tallest tower, the
    cells its open ends face (geo.facing) and its top tiles' walls in order (`plans` key)."""

    size: int
    counts: list[int]
    tallest: int
    front: dict[Cell, int]
    walls: Walls
    index: dict[Cell, int]  # each cell's place in `walls`


class Known:
    """A castle in a seat's `Memory`, kept while its view stays the very same object (the
    castle unchanged: views.castle_view): the Castle built from it and what the AI worked
    out about it in the memory's context (its prospect, the gains of placing each kind of
    card in it)."""

    __slots__ = (
        "base",
        "cards",
        "castle",
        "chances",
        "closing",
        "cuts",
        "ends",
        "exposure",
        "form",
        "grown",
        "layout",
        "loss",
        "placed",
        "prospect",
        "rough",
        "shape",
        "spots",
        "view",
    )

    def __init__(self, view: CastleView) -> None:
        self.view = view
        self.castle = Castle(view.cid, view.owner, view.grid())
        self.cards: frozenset[int] | None = None  # every card in it (ai.Brain.unseen)
        self.prospect: float | None = None
        self.spots: dict[int, Spots] = {}  # by card kind
        self.layout: Layout | None = None  # ai._layout of its cells (Brain.spots)
        # its walls and heights moved to the origin, its visible figures, its top tiles'
        # figures (those of the materials wanted), and the corner it was moved from
        # (ai.shape_of; `form`: the same with every figure, a pure function of its cells)
        self.shape: tuple[Layout, tuple[int, ...], tuple[int, ...], int, int] | None = None
        self.form: tuple[Layout, tuple[int, ...], int, int] | None = None
        # ai.placed_of by the kind of places a card goes to (ai._place_kinds: the placements,
        # with what each does to the castle's walls)
        self.placed: dict[int, Placed] = {}
        # ai.grown_shape by cell and walls, packed in an int (Brain._spots_of)
        self.grown: dict[int, Shape] = {}
        self.chances: dict[str, float] | None = None  # solo: Brain.chances
        self.exposure = -1  # solo: Brain.exposure (-1: not yet)
        # solo: its cut cells (geometry.splitting: None if not linked), in a list once found
        self.cuts: list[set[Cell] | None] = []
        # what taking the top tile of a cell costs the castle's owner (ai.victim_loss, a pure
        # function of the castle's cells: kept through changes of context)
        self.loss: dict[Cell, float] = {}
        self.base: Base | None = None  # Brain._base (a pure function of the castle's cells)
        # the shared castle's worth as it stands (Brain._worth_before; a pure function of its cells)
        self.rough: float | None = None
        # its open ends, (cell, the empty cell it faces) (ai._open_ends: follow_up)
        self.ends: tuple[tuple[Cell, Cell], ...] | None = None
        # whether one more tile might complete it once a tile lies at a cell with given walls
        # (ai._may_close), by cell and walls packed in an int (ai.follow_up)
        self.closing: dict[int, bool] = {}


class Memory:
    """What a seat's policy keeps from one decision to the next: the castles on the table
    (`Known`) and values that are pure functions of what they are computed from, valid while
    the context (the bonuses in play and held, the seat, the options) stays the same. It is
    bounded by the table (and LAYOUTS_KEPT plans and solo layouts), and held by the policy rather
    than by the module, so that it never grows into a heap the garbage collector must walk.
    The choices are the same with or without it."""

    def __init__(self) -> None:
        self.context: tuple[object, ...] | None = None
        self.held: tuple[object, ...] = ()
        self.solo_key: tuple[object, ...] | None = None
        self.castles: dict[int, Known] = {}
        self.starts: dict[tuple[int, int], tuple[Spot, ...]] = {}  # (card kind, owner)
        # ... each gain by the tile's figure (outside solo: -1 for one no material wanted
        # counts), walls and owner: kinds alike in these start castles alike
        self.start_walls: dict[tuple[int, int, int], float] = {}
        self.chances: dict[Layout, dict[str, float]] = {}  # solo
        self.exposure: dict[Layout, int] = {}  # solo
        # the gains of placing a kind of card in a castle (outside solo), by the castle's owner,
        # its walls and heights moved to the origin, its visible figures (a seagull's: its top
        # tiles' figures) (ai.shape_of) and the card kind, with the corner of the castle
        # they were worked out for: a castle like one already worked out (the single tiles a
        # seat starts, a castle's copy elsewhere) costs nothing
        self.spots: SpotsMemo = {}
        # the shapes wanted within reach (ai.near_shapes), by the shapes wanted and a castle's
        # cells: one tuple for each value, told apart by identity
        self.near: dict[tuple[tuple[str, ...], int], tuple[str, ...]] = {}
        # the `spots` of the last contexts left, with the bonuses held then: a bonus that
        # changes hands and comes back (2 players: a shape taken, then taken back) brings
        # back the gains worked out before (and, outside solo, those of starting a castle:
        # `starts`, `start_walls`)
        self.past: dict[tuple[object, ...], Past] = {}
        self.options: object = None  # the match's options, and under them ...
        self.plans: dict[Walls, Geometry] = {}  # ... what castles' top tiles' walls allow

    def meet(
        self, context: tuple[object, ...], held: tuple[object, ...], castles: tuple[CastleView, ...]
    ) -> bool:
        """Start a decision: forget what the context changed, keep the castles that stayed as
        they were. True when a castle changed, came or went. A change of the bonuses held
        (`held`) changes only what completing a castle pays: the gains of the card kinds
        that can complete a castle are forgotten, the others kept."""
        if context != self.context:
            if self.context is not None:
                self.past[self.context] = (self.held, self.spots, self.starts, self.start_walls)
                if len(self.past) > CONTEXTS_KEPT:
                    del self.past[next(iter(self.past))]  # (the one left longest ago)
            back = self.past.pop(context, None)
            self.spots = {}
            if back is not None and back[0] == held:
                self.spots = back[1]
            elif back is not None:  # (a change of the bonuses held: as below)
                self.spots = {k: sp for k, sp in back[1].items() if not sp[0][2]}
            self.context = context
            self.held = held
            self.starts = {}
            self.start_walls = {}
            # (no lone tile is complete: a start's gain is the same whoever holds the bonuses;
            # in solo it depends on every castle: see ai.Brain)
            if back is not None and context[0] != "solo":
                self.starts, self.start_walls = back[2], back[3]
            self.chances = {}
            for k in self.castles.values():
                k.prospect = None
                k.spots = {}
                k.chances = None
                k.shape = None  # (the figures of the materials wanted)
        elif held != self.held:
            self.held = held
            for k in self.castles.values():
                k.spots = {kind: sp for kind, sp in k.spots.items() if not sp[2]}
            self.spots = {key: sp for key, sp in self.spots.items() if not sp[0][2]}
        options = context[-1]  # (shape reflection decides the shapes' embeddings)
        if options != self.options:  # what the walls allow holds while they stay
            for k in self.castles.values():
                k.grown = {}
                k.placed = {}
        if options != self.options or len(self.plans) > LAYOUTS_KEPT:
            self.options = options
            self.plans = {}
            self.near = {}
        if len(self.chances) > LAYOUTS_KEPT:
            self.chances = {}
        if len(self.exposure) > LAYOUTS_KEPT:
            self.exposure = {}
        if len(self.spots) > LAYOUTS_KEPT:
            self.spots = {}
        changed = len(castles) != len(self.castles)
        kept: dict[int, Known] = {}
        for cv in castles:
            old = self.castles.get(cv.cid)
            if old is None or old.view is not cv:
                old = Known(cv)
                changed = True
            kept[cv.cid] = old
        self.castles = kept
        return changed
