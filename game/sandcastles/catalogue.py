"""The catalogue: Sandcastles content and every table derived from it, built once per Rules.

Cards are numbered: the 80 castle tiles first (0..79, design by design in the order of
tiles.yaml), then the 30 attack tiles (80..109), then the Big Wave (110). Bonus tiles keep
their ids ("BN-BIGGEST", "SH-L4") and the order of bonuses.yaml, which is the claim order of
SAND-46 step 1. Walls are 4-bit masks: N=1, E=2, S=4, W=8 (SAND-11, SAND-12).
"""

from __future__ import annotations

from dataclasses import dataclass

from mypy_extensions import mypyc_attr

from game.core import Action
from game.core.data import LocalText

from .content import WALL_LETTERS, Bonus, FigureSpec, SandContent

N, E, S, W = 1, 2, 4, 8
BITS = (N, E, S, W)
# (bit, dx, dy, the opposite bit): the four directions of SAND-11, y growing downwards.
DIRS = ((N, 0, -1, S), (E, 1, 0, W), (S, 0, 1, N), (W, -1, 0, E))
# by wall set (0-15): the DIRS of its walls, in DIRS order (a loop over a tile's walls only)
WALL_DIRS = tuple(tuple([d for d in DIRS if w & d[0]]) for w in range(16))
FIGURE_IDS = ("crab", "bucket", "seagull")
NEW_OWN = -1  # where: a new castle in the seat's own area (SAND-19a)
NEW_SHARED = -2  # where: a new shared castle in the empty shared area (SAND-58)
SHARED = -1  # the owner of the shared castle (SAND-53)


def rotate(mask: int) -> int:
    """A clockwise quarter turn: N->E->S->W->N (SAND-12)."""
    return ((mask << 1) | (mask >> 3)) & 15


def walls_text(mask: int) -> str:
    return "".join(c for c, bit in zip(WALL_LETTERS, BITS) if mask & bit)


def walls_mask(text: str) -> int:
    return sum(bit for c, bit in zip(WALL_LETTERS, BITS) if c in text)


def rotations(mask: int) -> tuple[int, ...]:
    """The distinct wall sets of one design, each once, in turning order (SAND-12)."""
    out: list[int] = []
    for _ in range(4):
        if mask not in out:
            out.append(mask)
        mask = rotate(mask)
    return tuple(out)


Cells = tuple[tuple[int, int], ...]


def int_arg(a: Action, i: int = 0) -> int:
    """An action argument that is a number (card ids, castle ids, coordinates)."""
    v = a.args[i]
    assert isinstance(v, int)
    return v


def str_arg(a: Action, i: int = 0) -> str:
    v = a.args[i]
    assert isinstance(v, str)
    return v


def shape_key(cells: Cells | list[tuple[int, int]], reflect: bool) -> Cells:
    """The canonical form of a footprint: the least of its rotations (and reflections), each
    moved to the origin and sorted (SAND-43: rotations, reflections and translations allowed)."""
    forms: tuple[tuple[int, int, int, int], ...] = (  # (x, y) -> (a*x + b*y, c*x + d*y)
        (1, 0, 0, 1),
        (0, -1, 1, 0),
        (-1, 0, 0, -1),
        (0, 1, -1, 0),
        (-1, 0, 0, 1),
        (0, 1, 1, 0),
        (1, 0, 0, -1),
        (0, -1, -1, 0),
    )
    best: Cells | None = None
    for a, b, c, d in forms if reflect else forms[:4]:
        moved = [(a * x + b * y, c * x + d * y) for x, y in cells]
        mx = min(p[0] for p in moved)
        my = min(p[1] for p in moved)
        key = tuple(sorted((x - mx, y - my) for x, y in moved))
        if best is None or key < best:
            best = key
    assert best is not None
    return best


@mypyc_attr(native_class=False)
@dataclass(frozen=True, slots=True)
class BonusInfo:
    """A bonus tile as the rules use it (kind as a small code for the hot paths)."""

    id: str
    kind: str  # biggest | tallest | material | shape
    points: int
    figure: int  # material: 0 crab, 1 bucket, 2 seagull (FIGURE_IDS); else -1
    n: int
    tiers: tuple[tuple[int, int], ...]  # (threshold, points), rising
    size: int  # shape: its number of cells
    name: LocalText
    solo: bool
    fixed: bool


class Catalogue:
    """The content plus the tables every rule module and the AI read (the `g` of handlers)."""

    def __init__(self, content: SandContent) -> None:
        self.content = content
        game, tiles = content.game, content.tiles
        self.game = game
        self.beach_size = game.beach_size
        self.wave_bottom = game.wave_bottom
        fig_index = {f: i for i, f in enumerate(FIGURE_IDS)}
        by_id: dict[str, FigureSpec] = {f.id: f for f in tiles.figures}
        # SAND-2: beats[f] is the figure f beats; beaten_by[f] the one that beats f.
        self.beats = tuple(fig_index[by_id[f].beats] for f in FIGURE_IDS)
        self.beaten_by = tuple(self.beats.index(f) for f in range(3))
        patterns = {p.id: p for p in tiles.patterns}
        # one entry per card id
        figure: list[int] = []
        base: list[int] = []
        design: list[str] = []
        names: list[LocalText] = []
        pattern: list[str] = []
        for d in tiles.castle_tiles.designs:
            for _ in range(d.count):
                figure.append(fig_index[d.figure])
                base.append(walls_mask(patterns[d.pattern].walls))
                design.append(d.id)
                names.append(d.name)
                pattern.append(d.pattern)
        self.n_castle = len(figure)  # 80 (SAND-1)
        for a in tiles.attack_tiles.designs:
            for _ in range(a.count):
                figure.append(fig_index[a.figure])
                base.append(0)
                design.append(a.id)
                names.append(a.name)
                pattern.append("")
        self.n_main = len(figure)  # 110 (SAND-7)
        self.wave = self.n_main  # the Big Wave's card id (SAND-5)
        names.append(tiles.big_wave.name)
        design.append(tiles.big_wave.id)
        self.figure = tuple(figure)
        self.base_walls = tuple(base)
        self.design = tuple(design)
        self.card_names = tuple(names)
        c = tiles.compass  # the directions' letters in each language (words.walls_label)
        self.compass = {"N": c.N, "E": c.E, "S": c.S, "W": c.W}
        self.pattern = tuple(pattern)
        self.rotations = tuple(rotations(m) if m else () for m in base)
        self.main_cards = tuple(range(self.n_main))
        # pattern of any non-empty wall set (the fact after section 3: every set is one)
        self.pattern_of_mask: dict[int, str] = {}
        for p in tiles.patterns:
            for m in rotations(walls_mask(p.walls)):
                self.pattern_of_mask[m] = p.id
        # bonuses, in claim order (SAND-46)
        self.bonuses: tuple[BonusInfo, ...] = tuple(self._bonus(b) for b in content.bonuses.bonuses)
        self.bonus = {b.id: b for b in self.bonuses}
        self.bonus_order = {b.id: i for i, b in enumerate(self.bonuses)}
        self.fixed_bonuses = tuple(b.id for b in self.bonuses if b.fixed)
        self.random_bonuses = tuple(b.id for b in self.bonuses if not b.fixed)
        self.solo_pool = tuple(b.id for b in self.bonuses if b.solo)
        self.shape_keys = {
            reflect: {
                shape_key(b.cells, reflect): b.id
                for b in content.bonuses.bonuses
                if b.kind == "shape"
            }
            for reflect in (True, False)
        }
        self.shape_cells = {b.id: b.cells for b in content.bonuses.bonuses if b.kind == "shape"}
        # interned actions (options are rebuilt on every decision)
        self._card_actions: dict[tuple[str, int], Action] = {}
        self._cell_actions: dict[tuple[int, int], Action] = {}
        self.walls_actions = {m: Action("walls", (walls_text(m),)) for m in range(1, 16)}
        self.kind_actions = {
            k: Action(k) for k in ("build", "attack", "swap", "skip", "decline", "deck", "new")
        }
        self.kind_actions["new_shared"] = Action("new_shared")

    @staticmethod
    def _bonus(b: Bonus) -> BonusInfo:
        return BonusInfo(
            id=b.id,
            kind=b.kind,
            points=b.points,
            figure=FIGURE_IDS.index(b.figure) if b.figure else -1,
            n=b.n,
            tiers=tuple((t.min, t.points) for t in b.tiers),
            size=len(b.cells),
            name=b.name,
            solo=b.solo,
            fixed=b.fixed,
        )

    # ---- cards ---------------------------------------------------------------------------------
    def is_castle(self, card: int) -> bool:
        return card < self.n_castle

    def is_attack(self, card: int) -> bool:
        return self.n_castle <= card < self.n_main

    def card_action(self, kind: str, card: int) -> Action:
        key = (kind, card)
        action = self._card_actions.get(key)
        if action is None:
            action = self._card_actions[key] = Action(kind, (card,))
        return action

    def cell_action(self, x: int, y: int) -> Action:
        key = (x, y)
        action = self._cell_actions.get(key)
        if action is None:
            action = self._cell_actions[key] = Action("cell", (x, y))
        return action

    # ---- bonuses -------------------------------------------------------------------------------
    def tier_for(self, bonus: str, value: int) -> int:
        """The highest tier threshold reached by `value` (0: none), SAND-44."""
        best = 0
        for threshold, _ in self.bonus[bonus].tiers:
            if value >= threshold:
                best = threshold
        return best

    def bonus_points(self, bonus: str, tier: int) -> int:
        info = self.bonus[bonus]
        if not info.tiers:
            return info.points
        return next(p for t, p in info.tiers if t == tier)
