"""Heuristic AI for Sandcastles: it reads its seat's view only and scores every option with a
few named features, in points (solo: in bonuses).

- `prospect`   an incomplete castle is worth what it pays when complete (its tiles, the
               bonuses it would earn: materials met, Biggest Castle and Tallest Tower reached,
               a shape it can still grow into exactly), discounted by NEED for every tile it
               still needs; a castle nothing can finish is worth little, and each open end
               facing an empty cell is a tile to find;
- `complete`   closing a castle pays at once: its tiles plus every bonus it earns, and a
               bonus taken from a rival also costs that rival (DENIAL);
- `attack`     an attack is worth the captured tile (where it best fits) plus the damage to
               the victim's castle and the attack tile, weighed by the chance of winning the
               fight (from the victim's hand size and the attack tiles nobody has seen),
               against the two cards the victim scores if the counter holds;
- `guard`      an attack tile that could answer an attack on the AI's own valuable tiles is
               worth keeping (GUARD of the value at risk);
- `shared`     (2 players) the shared castle pays whoever completes it: a tile there that does
               not complete it is weighed as a gift to the opponent, unless the AI's second
               action can complete it in the same turn;
- `card`       a card in hand is worth the best it can do now; a Swap trades the worst card for
               the best card it can take, and a draw takes the beach card worth most, or the
               deck when the average unseen card is worth more. A tile is weighed (there,
               and as a build) in the CARD_CASTLES castles likeliest to pay (most tiles, best
               odds of closing), a beach tile weighed for a Swap in SWAP_CASTLES of them, a
               captured tile in CAPTURED_CASTLES, every tile in solo in SOLO_CASTLES, and an
               unseen one in DECK_CASTLES: a limit on the work (the tile built is then placed
               where it gains most in any castle); an attack tile there is weighed with its
               captured tile placed for its best target by the rest only (CARD_TARGETS; its
               attack, for SHORTLIST targets).

In solo the bonuses are everything: a prospect counts the dealt bonuses still missing that the
castle can earn, a completed castle counts the ones it earns, and the fight against the game is
played out exactly (the game's hand is face up, and it answers by a fixed rule, AMB-25).
"""

from __future__ import annotations

from bisect import bisect_left
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from functools import cache, lru_cache
from math import prod
from operator import itemgetter
from typing import NamedTuple

from game.core import Action, Decision
from game.core.data import data_dir, shared_content
from game.core.rng import Rng

from . import geometry as geo
from .ai_memory import (
    Base,
    Geometry,
    Known,
    Layout,
    Memory,
    Placed,
    Plan,
    Plans,
    Spot,
    Spots,
    Walls,
)
from .catalogue import DIRS, NEW_OWN, NEW_SHARED, SHARED, WALL_DIRS, Catalogue
from .content import load_content
from .info import GAME_ID
from .model import Castle, Cell, Stack, View
from .prospects import ShapeBook, normal, walls_needed
from .tasks import PickCastle, PickCell, PickTarget, PickWalls, Reply, SoloReply

# feature weights (tuned on seeded games: tests/bench/bench_sandcastles.py)
LOOK = 4  # cards seen while looking for one tile (hand, beach, a draw): the ODDS of a tile
TEMPO = 0.5  # every tile a castle still needs costs a turn
MATERIAL_ODDS = 0.8  # a tile of one given figure is harder to find than any tile
NEW_CASTLE = 0.3  # a new castle is one more thing to finish (and a target)
DENIAL = 0.5  # what a rival's loss is worth to the AI, per point (2 players: 1.0)
GUARD = 0.35  # share of the value at risk an answering attack tile is worth in hand
GIFT = 0.8  # 2 players: how much of a shared castle's gain the opponent is likely to take
SWAP_SHARE = 0.5  # a better card in hand pays later, not now
SWAP_WORTHLESS = 1.5  # a build or attack gaining this much is better than any Swap
SWAP_COST = 0.5  # a Swap gives up the build of the turn
DECK_ATTACK = 0.5  # an unseen attack tile, drawn blind
PLAN_REACH = 4  # shapes more than this many tiles away are not planned for
SHORTLIST = 2  # targets whose captured tile is placed in full (the best by the rest)
CARD_CASTLES = 4  # castles a card in hand or on the beach is valued in (`card`): a work limit
SWAP_CASTLES = 2  # ... and a beach card, for a Swap's worth (it pays later, at SWAP_SHARE)
CAPTURED_CASTLES = 2  # ... and a captured tile, for an attack's worth
SOLO_CASTLES = 2  # ... in solo, where a placement is weighed against every castle's bonuses
DECK_CASTLES = 1  # ... and an unseen card, for the deck's worth (an average: a rough one)
CARD_TARGETS = 1  # ... and an attack tile's targets weighed with the captured tile placed
DECK_PATTERNS = 3  # wall patterns of unseen tiles weighed for the deck's worth (the commonest)
BONUS_SOLO = 10.0  # solo: one dealt bonus
WIN_SOLO = 1000.0  # solo: holding them all
SWAP_COST_SOLO = 3.0  # solo: a Swap gives up the build of the turn
SCRATCH = 0.7  # solo: a bonus no castle aims at yet, started later
EXPOSE = 0.5  # solo: an unguarded figure among the tiles the game's attacks could take
GUARDED = 0.4  # solo: ... when an attack tile in hand could answer

_MATERIAL_POW = tuple(MATERIAL_ODDS**d for d in range(4 * 140))  # **deficit (deficit <= need)
_Y = itemgetter(1)  # (a cell's y)
Placement = tuple[int, int, int, int]  # (castle id or NEW_OWN / NEW_SHARED, x, y, walls)
# the materials a castle lacks (tiles lacking, bonus, figure, points), sorted, with a memo of
# its plans' bonuses and one of the worths of plans by size and tower (materials_for)
Materials = tuple[
    list[tuple[int, str, int, int]], dict[Plan, float], dict[tuple[int, float], dict[Plans, float]]
]


def _layout(cells: geo.Cells) -> tuple[tuple[int, ...], ...]:
    """A castle as the AI values it: cells with their stacks of (figure, walls); which of
    several identical tiles lies there does not matter."""
    fw = _figure_walls()
    return tuple(sorted((x, y, *[fw[e] for e in st]) for (x, y), st in cells.items()))


@cache
def _figure_walls() -> tuple[int, ...]:
    g = catalogue()
    return tuple(g.figure[e >> 4] * 16 + (e & 15) for e in range(g.n_main * 16))


@cache
def _card_kinds() -> tuple[int, ...]:
    """Per main card, a number shared by the cards that place alike (figure and wall sets)."""
    g = catalogue()
    kinds: dict[tuple[int, tuple[int, ...]], int] = {}
    return tuple(
        kinds.setdefault((g.figure[c], g.rotations[c]), len(kinds)) for c in range(g.n_main)
    )


@cache
def _place_kinds() -> tuple[int, ...]:
    """Per main card, a number shared by the cards that go to the same places with the same
    walls (wall sets, and whether a seagull: SAND-14, SAND-19b, SAND-20), whatever the figure."""
    g = catalogue()
    kinds: dict[tuple[bool, tuple[int, ...]], int] = {}
    return tuple(
        kinds.setdefault((g.figure[c] == 2, g.rotations[c]), len(kinds)) for c in range(g.n_main)
    )


@cache
def _tall_worth(g: Catalogue, tallest: int) -> float:
    """What a tower of `tallest` tiles adds to a prospect when Tallest Tower is in play."""
    return g.bonus_points("BN-TALLEST", g.tier_for("BN-TALLEST", tallest)) * 0.6


@cache
def _shape_points() -> dict[str, float]:
    """A plan's shape bonus (or "") -> its points (`Brain._prospect`)."""
    g = catalogue()
    return {"": 0.0} | {b: float(info.points) for b, info in g.bonus.items()}


@cache
def _shape_sizes() -> dict[str, int]:
    """A shape bonus -> the cells of its shape (`grow_into`)."""
    return {b: info.size for b, info in catalogue().bonus.items() if info.kind == "shape"}


@cache
def catalogue() -> Catalogue:
    return Catalogue(shared_content(load_content, data_dir(GAME_ID)))


@cache
def shape_book(reflect: bool) -> ShapeBook:
    return ShapeBook(catalogue(), reflect)


@cache
def odds_table(g: Catalogue) -> tuple[float, ...]:
    """ODDS by wall set: the chance of seeing a tile of that pattern among LOOK cards."""
    share: dict[str, float] = {}
    for c in range(g.n_castle):
        share[g.pattern[c]] = share.get(g.pattern[c], 0.0) + 1 / g.n_castle
    out = [0.0]
    for mask in range(1, 16):
        out.append(1 - (1 - share.get(g.pattern_of_mask[mask], 0.0)) ** LOOK)
    return tuple(out)


class Brain:
    """Everything the AI derives from one view for one decision."""

    def __init__(self, g: Catalogue, v: View, memory: Memory | None = None) -> None:
        """`memory`: the seat's, kept by its policy from one decision to the next."""
        assert v.seat is not None
        self.g = g
        self.v = v
        self.me = v.seat
        self.solo = v.mode == "solo"
        self.duel = v.mode == "duel"
        self.book = shape_book(v.opts.shape_reflection)
        self.holder = {b: q for b, q, _ in v.held}
        self.tier = {b: t for b, _, t in v.held if t}
        self.in_play = set(v.display) | set(self.holder)
        self.in_play_order = sorted(self.in_play)  # (a set of strings is never iterated)
        self.scores = v.scores
        self.denial = 1.0 if v.n == 2 else DENIAL
        self.odds = odds_table(g)
        self._card: dict[int, float] = {}
        self._best: dict[tuple[int, bool, bool], tuple[float, Placement]] = {}
        self._distinct: dict[tuple[bool, bool], list[Castle]] = {}
        self._card_castles: list[Castle] | None = None  # (card_castles)
        self._near: dict[int, tuple[str, ...]] = {}  # the wanted shapes within reach (near_shapes)
        self.captured: dict[int, float] = {}
        self._solo_now: float | None = None
        self.solo_bases: dict[int, tuple[dict[str, float], int]] = {}  # solo_with, by castle
        # solo: the tile figures an attack tile in hand could defend (SAND-2 cycle)
        self.guarded = [
            any(g.is_attack(c) and g.beats[g.figure[c]] == g.beaten_by[f] for c in v.hand)
            for f in range(3)
        ]
        # solo: the `guard` risk of the figures (bits) an attack could take (solo_worth)
        self.risks = tuple(
            [sum([EXPOSE * (GUARDED if self.guarded[f] else 1.0) for f in range(3) if m >> f & 1])
             for m in range(8)] if self.solo else []
        )  # fmt: skip
        self.big = "BN-BIGGEST" in self.in_play
        self.tall = "BN-TALLEST" in self.in_play
        # solo: a bonus no castle aims at yet could still be built from scratch
        self.baseline = {b: from_scratch(self, b) for b in self.v.display}
        self._deck: float | None = None
        self._unseen: list[int] | None = None  # (unseen)
        self.unseen_attacks: list[int] | None = None  # per figure, then all (p_holds)
        self._holds: dict[int, float] = {}  # p_holds by seat and figure
        self._odds: dict[int, tuple[float, float]] = {}  # attack_odds by card and victim
        self._ranked: dict[int, list[tuple[int, int, int, int]]] = {}  # (best_attack_with)
        self._starts: dict[tuple[bool, bool], list[int]] = {}  # starts by its flags
        self.wanted_shapes = sorted(
            b
            for b in self.in_play
            if g.bonus[b].kind == "shape" and self.holder.get(b, -1) != self.me
        )
        self.wanted_materials = sorted(
            b
            for b in self.in_play
            if g.bonus[b].kind == "material" and self.holder.get(b, -1) != self.me
        )
        self.wanted_key = tuple(self.wanted_shapes)
        # per figure: 1 if a material wanted counts it, else 0 (shape_of)
        wanted = {g.bonus[b].figure for b in self.wanted_materials}
        self.figure_mask = tuple([1 if f in wanted else 0 for f in range(3)])
        self.figure_kept = tuple([f if f in wanted else -1 for f in range(3)])  # (or -1)
        self.materials = [  # (tiles needed, figure, points, bonus)
            (g.bonus[b].n, g.bonus[b].figure, g.bonus[b].points, b) for b in self.wanted_materials
        ]
        self._biggest: dict[int, int] = {}
        # by the visible figures packed in an int: the materials by the tiles each still lacks,
        # and the bonus of a plan (shape's points and materials met)
        self._lacking: dict[int, Materials] = {}
        self.memory = memory = memory if memory is not None else Memory()
        context = (
            v.mode,
            tuple(self.wanted_shapes),
            tuple(self.wanted_materials),
            "BN-BIGGEST" in self.in_play,
            "BN-TALLEST" in self.in_play,
            self.me,
            v.opts,
        )
        held = tuple(sorted(v.held)) if not self.solo else ()
        changed = memory.meet(context, held, v.castles)
        self.known = memory.castles
        self.castles = {cid: k.castle for cid, k in self.known.items()}
        self._on_table = {id(c.cells): cid for cid, c in self.castles.items()}
        if self.solo:  # placing in one castle changes the worth of every bonus: any change
            solo_key = (tuple(self.guarded), v.held, v.display)  # of castle, hand or bonus
            if changed or solo_key != memory.solo_key:  # makes every gain stale
                memory.solo_key = solo_key
                memory.starts, memory.start_walls = {}, {}
                for k in self.known.values():
                    k.spots = {}

    # ---- what is still hidden ----------------------------------------------------------------
    def unseen(self) -> list[int]:
        """The main cards the seat has not seen, in order (the castle tiles first, then the
        attack tiles: Catalogue; worked out once a decision; read only)."""
        if self._unseen is None:
            v = self.v
            seen = set(v.hand) | set(v.beach) | set(v.known_discards) | set(v.moving)
            seen |= set(v.fight) | set(v.game_hand)
            for bank in v.banks:
                seen.update(bank)
            for k in self.known.values():  # (the castles of the view)
                if k.cards is None:
                    k.cards = frozenset([e >> 4 for _, _, st in k.view.cells for e in st])
                seen |= k.cards
            self._unseen = sorted(_main_set().difference(seen))  # (main_cards: in order)
        return self._unseen

    # ---- bonuses a completed castle earns (SAND-43, SAND-44; mirrored from bonuses.earns) -------
    def earned(self, cells: geo.Cells, seat: int) -> list[tuple[str, float, int, float]]:
        """(bonus, its points for `seat`, the seat it is taken from or -1, the points that seat
        loses) for every bonus the castle would earn, one material per figure."""
        g = self.g
        counts = geo.visible(g, cells)
        out: list[tuple[str, float, int, float]] = []
        shape = ""
        if self.wanted_shapes:
            shape = g.shape_keys[self.v.opts.shape_reflection].get(
                geo.footprint_key(cells, self.v.opts.shape_reflection), ""
            )
        best_material: dict[int, tuple[str, float, int, float]] = {}
        for bid in self.in_play_order:
            b = g.bonus[bid]
            holder = self.holder.get(bid, -1)
            if b.tiers:
                value = geo.size(cells) if b.kind == "biggest" else geo.tower(cells)
                reached = g.tier_for(bid, value)
                if not reached:
                    continue
                shown = self.tier.get(bid, 0)
                pts = g.bonus_points(bid, reached)
                if holder < 0:
                    out.append((bid, pts, -1, 0.0))
                elif holder == seat:
                    if reached > shown:
                        out.append((bid, pts - g.bonus_points(bid, shown), -1, 0.0))
                elif value > shown or (self.v.opts.steal_on_tie and value >= shown):
                    out.append((bid, pts, holder, g.bonus_points(bid, shown)))
            elif holder == seat:
                continue
            elif b.kind == "material":
                if counts[b.figure] >= b.n:
                    item = (bid, float(b.points), holder, float(b.points) if holder >= 0 else 0.0)
                    old = best_material.get(b.figure)
                    if not self.v.opts.one_material_per_figure:
                        out.append(item)
                    elif old is None or item[1] + item[3] > old[1] + old[3]:
                        best_material[b.figure] = item
            elif bid == shape:
                out.append((bid, float(b.points), holder, float(b.points) if holder >= 0 else 0.0))
        out += best_material.values()
        return out

    def completion_value(self, cells: geo.Cells, seat: int) -> float:
        """What completing this castle is worth to the AI now (`complete`, multiplayer)."""
        earned = self.earned(cells, seat)
        gain = geo.size(cells) + sum(p for _, p, _, _ in earned)
        gain += self.denial * sum(lost for _, _, _, lost in earned)
        return gain

    # ---- prospects of incomplete castles (multiplayer) -------------------------------------------
    def prospect(self, castle: Castle) -> float:
        """`prospect`: the value of an incomplete castle of the AI's on the table (memoised
        while it stays as it is)."""
        k = self.known[castle.cid]
        if k.prospect is None:
            k.prospect = self._prospect_of(castle.cells)
        return k.prospect

    def plans(self, cells: geo.Cells) -> Plans:
        """The ways to complete the castle: (tiles still needed, shape bonus or "", odds) —
        closing every open end as it stands, or growing into a wanted shape exactly. The odds
        multiply, for each cell still to fill, how common a tile with its walls is (ODDS).
        Only the top tiles' walls matter: memoised by them (cells in the same order, so that
        the odds multiply in the same order), whatever the figures, stacks and shapes
        wanted (see Geometry)."""
        key = tuple([(x, y, st[-1] & 15) for (x, y), st in cells.items()])
        known = self.memory.plans.get(key)
        if known is None:
            known = self.memory.plans[key] = self._geometry(key, geo.facing(cells))
        return self._assemble(known)

    def _geometry(self, walls: Walls, front: dict[Cell, int]) -> Geometry:
        """A castle's Geometry, from its top tiles' `walls` and the cells its open ends
        `front` (geo.facing): the odds of closing it as it stands."""
        odds = prod(map(self.odds.__getitem__, front.values()), start=1.0)  # (in order)
        return Geometry(walls, (max(1, len(front)), "", odds), tuple(front))

    def _assemble(self, known: Geometry, near: tuple[str, ...] | None = None) -> Plans:
        """`plans` for the wanted shapes within PLAN_REACH tiles (`near`, of the castle's
        size): closing the castle, then each shape it can grow into exactly, in the order of
        the wanted shapes. Kept while the shapes within reach stay the same."""
        if near is None:
            near = near_shapes(self, len(known.walls))
        if known.near is not near:
            shapes = known.shapes  # (none yet: a castle first valued)
            missing = [b for b in near if b not in shapes] if shapes else near
            if missing:
                grow_into(self, known, missing)
            out = [known.closing]
            for b in near:
                plan = known.shapes[b]
                if plan is not None:
                    out.append(plan)
            known.near, known.plans = near, tuple(out)
        return known.plans

    def _prospect_of(self, cells: geo.Cells) -> float:
        return self._prospect(
            geo.size(cells), geo.visible(self.g, cells), geo.tower(cells), self.plans(cells)
        )

    def _prospect(self, size: int, counts: list[int], tallest: int, plans: Plans) -> float:
        """`prospect` of a castle of `size` tiles, `counts` visible figures, its tallest
        tower and its `plans`."""
        return plans_worth(
            self, size, materials_for(self, counts), tower_worth(self, tallest), plans
        )

    # ---- solo: what the castles can still earn of the missing bonuses ----------------------------
    def chances(self, cells: geo.Cells, key: Layout | None = None) -> dict[str, float]:
        """Solo: for every missing bonus, the chance-like worth (NEED_SOLO per tile still
        needed) of this castle earning it; memoised per layout (`key`: its `_layout` if
        known: then it is a castle tried; for a castle on the table, in its `Known`)."""
        k = self._table_castle(cells) if key is None else None
        if k is not None and k.chances is not None:
            return k.chances
        key = _layout(cells) if key is None else key
        known = self.memory.chances.get(key)
        if known is None:
            known = self.memory.chances[key] = self._chances_of(cells)
        if k is not None:
            k.chances = known
        return known

    def _table_castle(self, cells: geo.Cells) -> Known | None:
        """The `Known` of a castle on the table whose very cells these are, if any (a
        castle being tried is a new dict)."""
        cid = self._on_table.get(id(cells))
        return None if cid is None else self.known[cid]

    def _chances_of(self, cells: geo.Cells) -> dict[str, float]:
        g = self.g
        counts = geo.visible(g, cells)
        out: dict[str, float] = {}
        for need, shape, odds in self.plans(cells):
            if shape and odds > out.get(shape, 0.0):
                out[shape] = odds
            for b in self.wanted_materials:
                deficit = max(0, g.bonus[b].n - counts[g.bonus[b].figure])
                if deficit <= need:
                    chance = odds * MATERIAL_ODDS**deficit
                    if chance > out.get(b, 0.0):
                        out[b] = chance
        return out

    def solo_worth(self, layouts: list[geo.Cells], skip: frozenset[str] = frozenset()) -> float:
        """Solo: the missing bonuses (less `skip`), each by the castle likeliest to earn it
        (a castle yet to start counts for a little)."""
        best = {b: self.baseline[b] for b in self.v.display if b not in skip}
        exposed = 0
        for cells in layouts:
            k = self._table_castle(cells)  # (a castle tried: its layout worked out once)
            key = _layout(cells) if k is None else None
            for b, p in self.chances(cells, key).items():
                if b in best and p > best[b]:
                    best[b] = p
            exposed |= self.exposure(cells, key)
        return BONUS_SOLO * sum(best.values()) - self.risks[exposed]

    def exposure(self, cells: geo.Cells, key: Layout | None = None) -> int:
        """`guard`: the figures (bits) of the tiles an attack could take from this castle
        (`key`: its `_layout` if known: then it is a castle tried)."""
        k = self._table_castle(cells) if key is None else None
        if k is not None and k.exposure >= 0:
            return k.exposure
        key = _layout(cells) if key is None else key
        known = self.memory.exposure.get(key)
        if known is None:
            known = 0
            figure = self.g.figure
            for (x, y), st in cells.items():
                bit = 1 << figure[st[-1] >> 4]
                if not known & bit and geo.target_ok(cells, x, y):  # (a figure found is found)
                    known |= bit
                    if known == 7:
                        break
            self.memory.exposure[key] = known
        if k is not None:
            k.exposure = known
        return known

    # ---- placements ----------------------------------------------------------------------------
    def own_castles(self, shared_only: bool = False, captured: bool = False) -> list[Castle]:
        out = []
        for c in self.castles.values():
            if (c.owner == self.me and not shared_only) or (c.owner == SHARED and not captured):
                out.append(c)
        return out

    def layout_of(self, castle: Castle) -> Layout:
        """`_layout` of a castle on the table (kept in its `Known`)."""
        k = self.known[castle.cid]
        if k.layout is None:
            k.layout = _layout(castle.cells)
        return k.layout

    def placements(
        self, card: int, shared_only: bool = False, captured: bool = False
    ) -> list[tuple[float, Placement]]:
        """Every legal placement of `card` with its gain (`complete`, `prospect`, `shared`):
        castle by castle in their order, each in `spots` order, then the castles it may start."""
        out: list[tuple[float, Placement]] = []
        for castle in self.own_castles(shared_only, captured):
            cid = castle.cid
            for gain, x, y, w in self.spots(castle, card)[0]:
                out.append((gain, (cid, x, y, w)))
        for where in self.starts(shared_only, captured):
            for gain, x, y, w in self.start_spots(card, where):
                out.append((gain, (where, x, y, w)))
        return out

    def starts(self, shared_only: bool, captured: bool) -> list[int]:
        """The castles a tile may start: the AI's own, and (2 players) the shared one."""
        key = (shared_only, captured)
        out = self._starts.get(key)
        if out is None:
            out = self._starts[key] = []
            if not shared_only:
                out.append(NEW_OWN)
            if (
                self.duel
                and not captured
                and not any(c.owner == SHARED for c in self.castles.values())
            ):
                out.append(NEW_SHARED)
        return out

    def spots(self, castle: Castle, card: int) -> Spots:
        """The gain of every legal placement of `card` in `castle` (in geo.placements order)
        and the best of them (by gain, then x, y and walls). It depends on the context, the
        castle and the card's figure and wall sets only (in solo, on every castle and the
        hand too: see Brain): memoised in the castle's `Known` and, outside solo, by the
        castle's owner, walls, heights and figures (moved to the origin: `shape_of`) in the
        seat's memory, for every castle alike wherever it lies."""
        k = self.known[castle.cid]
        kind = _card_kinds()[card]
        known = k.spots.get(kind)
        if known is None:
            if self.solo:
                known = self._spots_of(castle, card)
            else:
                shape, counts, figures, x, y = shape_of(self, castle)
                key = (castle.owner, shape, figures if self.g.figure[card] == 2 else counts, kind)
                memo = self.memory.spots.get(key)
                if memo is None:
                    known = self._spots_of(castle, card)
                    self.memory.spots[key] = (known, x, y)
                else:
                    known = moved(memo[0], x - memo[1], y - memo[2])
            k.spots[kind] = known
        return known

    def _spots_of(self, castle: Castle, card: int) -> Spots:
        """`spots` worked out. Outside solo each placement is valued from the castle's sums
        (`_base`) and what the tile's walls do to it (`grown_shape`, the same for every
        figure): the very sums `_worth_after` makes, in the same order, without copying the
        castle; a placement that completes the castle takes the full path."""
        before = self._worth_before(castle)
        if self.solo:
            return solo_spots(self, castle, card, before)
        out: list[Spot] = []
        append = out.append
        completes = False
        cells = castle.cells
        figure = self.g.figure
        base = self._base(castle)
        known = self.known[castle.cid]
        where = _place_kinds()[card]
        placed = known.placed.get(where)
        if placed is None:
            placed = known.placed[where] = placed_of(self, castle, base, card)
        fig = figure[card]
        on_ground = near_shapes(self, len(base.walls) + 1)  # the shapes within reach
        stacked = near_shapes(self, len(base.walls))
        size = base.size + 1
        ground = list(base.counts)  # the visible figures with the tile on the ground
        ground[fig] += 1
        # what the visible figures and the tower add, for a tile on the ground
        ground_materials = materials_for(self, ground)
        ground_tall = tower_worth(self, max(base.tallest, 1))
        ground_worths = worths_of(ground_materials, size, ground_tall)
        assemble = self._assemble
        for x, y, st, shapes in placed:
            if st is None:
                materials, tall, near = ground_materials, ground_tall, on_ground
                worths = ground_worths
            else:  # a seagull stacked hides the figure below
                near = stacked
                counts = list(base.counts)
                counts[figure[st[-1] >> 4]] -= 1
                counts[fig] += 1
                materials = materials_for(self, counts)
                tall = tower_worth(self, max(base.tallest, len(st) + 1))
                worths = worths_of(materials, size, tall)
            for w, shape in shapes:
                if isinstance(shape, Geometry):
                    plans = shape.plans if shape.near is near else assemble(shape, near)
                    after = worths.get(plans)  # (plans_worth, memoised)
                    if after is None:
                        after = worths[plans] = plans_worth(self, size, materials, tall, plans)
                elif shape is None:  # the tile completes the castle
                    entry = card * 16 + w
                    trial = dict(cells)
                    trial[(x, y)] = (entry,) if st is None else (*st, entry)
                    after = self._worth_after(castle.cid, trial, castle.owner, True)
                    completes = True
                else:  # the shared castle's worth
                    after = shape
                append((after - before, x, y, w))
        return tuple(out), max(out, default=None), completes

    def _base(self, castle: Castle) -> Base:
        """What `_spots_of` reads of a castle, worked out once while it stays as it is."""
        k = self.known[castle.cid]
        known = k.base
        if known is None:
            cells = castle.cells
            front = geo.facing(cells)
            known = k.base = Base(
                geo.size(cells),
                geo.visible(self.g, cells),
                geo.tower(cells),
                front,
                tuple([(x, y, st[-1] & 15) for (x, y), st in cells.items()]),
                {c: i for i, c in enumerate(cells)},
            )
        return known

    def start_spots(self, card: int, where: int) -> tuple[Spot, ...]:
        """The gain of starting a castle (NEW_OWN or NEW_SHARED) with `card`, per wall set."""
        owner = self.me if where == NEW_OWN else SHARED
        key = (_card_kinds()[card], owner)
        known = self.memory.starts.get(key)
        if known is None:
            before = self._worth_before(None)
            fig = self.g.figure[card]  # (outside solo it counts only for the materials wanted)
            by_walls = self.memory.start_walls
            starts = []
            for w in self.g.rotations[card]:
                wkey = (fig if self.solo else self.figure_kept[fig], w, owner)
                gain = by_walls.get(wkey)
                if gain is None:
                    gain = by_walls[wkey] = start_worth(self, card, w, owner) - before
                starts.append((gain, 0, 0, w))
            known = self.memory.starts[key] = tuple(starts)
        return known

    def _mine(self, without: int) -> list[geo.Cells]:
        return [c.cells for c in self.castles.values() if c.owner == self.me and c.cid != without]

    def _worth_before(self, castle: Castle | None) -> float:
        """The worth the placement changes: the castle's own (multiplayer), or every missing
        bonus (solo); a new castle starts from nothing."""
        if self.solo:
            if self._solo_now is None:
                self._solo_now = self.solo_worth(self._mine(-1))
            return self._solo_now
        if castle is None:
            return 0.0
        if castle.owner == SHARED:  # (a pure function of its cells: kept in its Known)
            k = self.known[castle.cid]
            if k.rough is None:
                base = self._base(castle)
                k.rough = -GIFT * max(0.0, self._rough(base.size, base.front)) * 0.5
            return k.rough
        return self.prospect(castle)

    def _worth_after(
        self, cid: int, cells: geo.Cells, owner: int, complete: bool | None = None
    ) -> float:
        """A castle after a tile joined it: paid at once if complete (`complete`: whether it
        is, when known), else its prospect."""
        if complete is None:
            complete = geo.is_complete(cells)
        if self.solo:
            if not complete:
                return solo_with(self, cid, cells)
            others = self._mine(cid)
            earned = frozenset(b for b, *_ in self.earned(cells, self.me))
            if earned >= set(self.v.display):
                return WIN_SOLO
            return BONUS_SOLO * len(earned) + self.solo_worth(others, earned)
        if complete:
            return self.completion_value(cells, self.me)
        if owner == SHARED:
            return self._shared_worth(cells)
        # a castle being tried (not memoised: the same layout is seldom tried twice)
        return self._prospect_of(cells) - (NEW_CASTLE if cid < 0 else 0.0)

    def _shared_worth(self, cells: geo.Cells) -> float:
        """`shared`: an open shared castle is likelier to be finished by the opponent."""
        return -GIFT * max(0.0, self.rough_prospect(cells)) * 0.5

    def rough_prospect(self, cells: geo.Cells) -> float:
        """A castle that is not the AI's own: its tiles and the odds of closing it as it
        stands (no bonus plans: cheap)."""
        return self._rough(geo.size(cells), geo.facing(cells))

    def _rough(self, size: int, front: dict[Cell, int]) -> float:
        """`rough_prospect` of a castle of `size` tiles whose open ends face `front`."""
        odds = prod(map(self.odds.__getitem__, front.values()), start=1.0)  # (in order)
        need = len(front)
        return (size + need) * odds - TEMPO * need

    def best_placement(
        self, card: int, shared_only: bool = False, captured: bool = False
    ) -> tuple[float, Placement]:
        """The placement of most gain: the best of each castle's best (`spots`), ties to the
        castle of least id, then by x, y and walls (as `placing` picks)."""
        key = (card, shared_only, captured)
        known = self._best.get(key)
        if known is None:
            best: tuple[float, int, int, int, int] | None = None
            for castle in distinct_castles(self, shared_only, captured):
                top = self.spots(castle, card)[1]
                if top is not None and (best is None or top[0] >= best[0]):  # (else: worse)
                    k = (top[0], -castle.cid, top[1], top[2], top[3])
                    best = k if best is None or k > best else best
            for where in self.starts(shared_only, captured):
                for gain, x, y, w in self.start_spots(card, where):
                    k = (gain, -where, x, y, w)
                    best = k if best is None or k > best else best
            if best is None:
                raise ValueError(f"card {card} has no placement")
            known = self._best[key] = (best[0], (-best[1], best[2], best[3], best[4]))
        return known

    # ---- hand cards --------------------------------------------------------------------------
    def card_value(self, card: int) -> float:
        """`card`: what a card can do from the hand (memoised for the decision; a castle tile's
        placements are memoised across decisions, see `spots`)."""
        known = self._card.get(card)
        if known is None:
            known = self._card[card] = self._card_value(card)
        return known

    def _card_value(self, card: int) -> float:
        g = self.g
        if g.is_castle(card):
            return card_worth(self, card)
        if self.solo:
            return self.guard_value(card)
        best = best_attack_with(self, card, 1, CARD_TARGETS)
        return max(best[0] if best else 0.0, self.guard_value(card))

    def guard_value(self, card: int) -> float:
        """`guard`: the AI's own tiles an attack the card could answer would hit."""
        g = self.g
        answered = g.beats[g.figure[card]]  # the attack figure this card beats
        hit = g.beats[answered]  # the tile figure that attack hits
        risk = 0.0
        for castle in self.castles.values():
            if castle.owner != self.me:
                continue
            for x, y, f in geo.targets_of(g, castle):
                if f == hit:
                    risk = max(risk, self.loss_if_taken(castle, x, y))
        return GUARD * risk

    def loss_if_taken(self, castle: Castle, x: int, y: int) -> float:
        """What the AI loses if the top tile of (x, y) of its castle is taken."""
        cells = without_top(castle, x, y)
        if self.solo:
            before = self._worth_before(castle)
            after = self._worth_after(castle.cid, cells, self.me) if cells else None
            return before - (
                after if after is not None else self.solo_worth(self._mine(castle.cid))
            )
        before = self.prospect(castle)
        if not cells:
            return before
        if geo.is_complete(cells):
            return before - self.completion_value(cells, self.me)
        return before - self._prospect_of(cells)


# ---- Brain's arithmetic kept out of the class (the prospect, solo placements, castles) -----
def from_scratch(b: Brain, bid: str) -> float:
    """Solo: a bonus no castle aims at yet, started later: one tile behind a castle
    begun with a dead end now (SCRATCH of it)."""
    bonus = b.g.bonus[bid]
    if bonus.kind == "shape":
        return SCRATCH * b.odds[1] ** (bonus.size - 1)
    return SCRATCH * (b.odds[1] * MATERIAL_ODDS) ** (bonus.n - 1)


def start_worth(b: Brain, card: int, w: int, owner: int) -> float:
    """`Brain._worth_after` of a castle `owner` starts with `card` of walls `w`: a lone tile is
    never complete (a castle tile has walls: SAND-18); outside solo the AI's own castle's
    prospect is read without a look at the castle (one tile, its figure, a tower of one)."""
    cells: geo.Cells = {(0, 0): (card * 16 + w,)}
    if b.solo or owner != b.me:
        return b._worth_after(-1, cells, owner, False)
    counts = [0, 0, 0]
    counts[b.g.figure[card]] = 1
    plans = b.plans(cells)
    return plans_worth(b, 1, materials_for(b, counts), tower_worth(b, 1), plans) - NEW_CASTLE


def materials_for(b: Brain, counts: list[int]) -> Materials:
    """For a castle of `counts` visible figures: the materials by how many tiles each still
    lacks (the same for every plan), a memo of the bonus of each plan and one of the worth of
    plans by size and tower (`plans_worth`)."""
    key = (counts[0] << 20) | (counts[1] << 10) | counts[2]  # (an int: no garbage)
    known = b._lacking.get(key)
    if known is None:
        known = b._lacking[key] = (
            sorted(
                [(max(0, n - counts[fig]), bid, fig, points) for n, fig, points, bid in b.materials]
            ),
            {},
            {},
        )
    return known


def near_shapes(b: Brain, cells: int) -> tuple[str, ...]:
    """The wanted shapes within PLAN_REACH tiles of a castle of `cells` cells, in order: one
    tuple for each value in the seat's memory (a Geometry's `near` tells them apart by
    identity, across decisions: Brain._assemble)."""
    near = b._near.get(cells)
    if near is None:
        key = (b.wanted_key, cells)
        near = b.memory.near.get(key)
        if near is None:
            reach = cells + PLAN_REACH
            near = tuple([s for s in b.wanted_key if b.g.bonus[s].size <= reach])
            near = b.memory.near[key] = near
        b._near[cells] = near
    return near


def tower_worth(b: Brain, tallest: int) -> float:
    """What a tower of `tallest` tiles adds to a prospect (Tallest Tower in play)."""
    return _tall_worth(b.g, tallest) if b.tall and tallest >= 3 else 0.0


def plans_worth(b: Brain, size: int, materials: Materials, tall: float, plans: Plans) -> float:
    """`_prospect` of a castle of `size` tiles, the best of its `plans`, its visible
    figures read as `materials` (`materials_for`) and its tower as `tall` (`tower_worth`)."""
    lacking, bonuses, _ = materials
    best = -99.0
    big, biggest = b.big, b._biggest
    for plan in plans:
        need, shape, odds = plan
        final = size + need
        # the shape's points and the materials met within `need` tiles (the same whatever
        # the castle's size, for these counts: worked out once a decision)
        bonus = bonuses.get(plan)
        if bonus is None:
            bonus = _shape_points()[shape]
            used = 0  # figures (bits) already counted
            free = need
            for deficit, _, fig, points in lacking:
                if not used >> fig & 1 and deficit <= free:
                    used |= 1 << fig
                    free -= deficit
                    bonus += points * _MATERIAL_POW[deficit]
            bonuses[plan] = bonus
        if big and final >= 7:
            tier = biggest.get(final)
            bonus += (tier if tier is not None else biggest_tier(b, final)) * 0.6
        if tall:
            bonus += tall
        value = (final + bonus) * odds - TEMPO * need
        if value > best:
            best = value
    return best


def worths_of(materials: Materials, size: int, tall: float) -> dict[Plans, float]:
    """The memo of `plans_worth` for castles of `materials`, `size` tiles and tower worth `tall`,
    by plans: the placements of a decision often leave castles alike in these (the same
    figures, the same open ends to close, the same shapes within reach)."""
    key = (size, tall)
    known = materials[2].get(key)
    if known is None:
        known = materials[2][key] = {}
    return known


def biggest_tier(b: Brain, size: int) -> int:
    """g.tier_for("BN-BIGGEST", size), memoised."""
    known = b._biggest.get(size)
    if known is None:
        known = b._biggest[size] = b.g.tier_for("BN-BIGGEST", size)
    return known


def shape_of(b: Brain, castle: Castle) -> tuple[Layout, tuple[int, ...], tuple[int, ...], int, int]:
    """What the gains of placing a card in the castle depend on (`Brain.spots`, outside solo):
    its cells moved to the origin with their top tiles' walls and their heights, its
    visible figures of the materials wanted (the others count for no bonus: 0), the top
    tiles' figures (a seagull stacked hides one; -1: of no material wanted), and where
    its corner lies: a castle alike elsewhere, whatever lies under its top tiles, gains
    the same, its placements moved alike. Kept in its `Known`."""
    k = b.known[castle.cid]
    if k.shape is None:
        form = k.form
        if form is None:
            cells = castle.cells
            x = min([c[0] for c in cells])
            y = min([c[1] for c in cells])
            order = sorted(cells)
            figure = b.g.figure
            form = k.form = (
                tuple([(cx - x, cy - y, cells[cx, cy][-1] & 15, len(cells[cx, cy]))
                       for cx, cy in order]),
                tuple([figure[cells[c][-1] >> 4] for c in order]),
                x,
                y,
            )  # fmt: skip
        mask, kept = b.figure_mask, b.figure_kept
        counts = b._base(castle).counts
        k.shape = (
            form[0],
            (mask[0] and counts[0], mask[1] and counts[1], mask[2] and counts[2]),
            tuple([kept[f] for f in form[1]]),
            form[2],
            form[3],
        )
    return k.shape


def grown_shape(
    b: Brain, castle: Castle, base: Base, x: int, y: int, entry: int
) -> Geometry | float | None:
    """What a tile's walls do to a castle, the same for every figure: None if it completes the
    castle, the worth of the shared castle, or the Geometry of the AI's own castle."""
    cells = castle.cells
    w = entry & 15
    st = cells.get((x, y))
    front = front_with(base, cells, x, y, w)
    if not front:
        return None  # complete: paid at once
    if castle.owner == SHARED:
        return float(-GIFT * max(0.0, b._rough(base.size + 1, front)) * 0.5)
    if st is None:
        key = (*base.walls, (x, y, w))
    elif w == st[-1] & 15:  # a seagull stacked with the walls of the tile below
        key = base.walls
    else:  # a seagull stacked: its walls replace those of the tile below
        i = base.index[(x, y)]
        key = (*base.walls[:i], (x, y, w), *base.walls[i + 1 :])
    known = b.memory.plans.get(key)
    if known is None:
        known = b.memory.plans[key] = b._geometry(key, front)
    return known


def placed_of(b: Brain, castle: Castle, base: Base, card: int) -> Placed:
    """Every legal placement of `card` in `castle` (in geo.placements order), by cell: the stack
    there (None: the ground) and what each wall set does to the castle (`grown_shape`,
    the same for every figure: kept by cell and walls in the castle's Known). A pure function
    of the castle's cells and the card's wall sets, whatever the context: `_spots_of` values
    it again for each context (bonuses in play) without looking a placement up."""
    cells = castle.cells
    grown = b.known[castle.cid].grown
    fit = _fits()[_place_kinds()[card]]
    out = []
    for (x, y), (known, req) in _spots_to_try(castle, b.g.figure[card] == 2):
        walls = fit[known << 4 | req]
        if not walls:
            continue
        cell_key = ((x + 512) << 14) | ((y + 512) << 4)  # (`grown`'s keys: no garbage)
        shapes = []
        for w in walls:
            key = cell_key | w
            if key in grown:
                shape = grown[key]
            else:
                shape = grown[key] = grown_shape(b, castle, base, x, y, card * 16 + w)
            shapes.append((w, shape))
        out.append((x, y, cells.get((x, y)), tuple(shapes)))
    return tuple(out)


def _spots_to_try(castle: Castle, seagull: bool) -> Iterable[tuple[Cell, tuple[int, int]]]:
    """The cells geo.placements tries, in its order, with their (known, req): the empty cells
    open ends face, then (a seagull: SAND-14, SAND-20) the occupied ones."""
    ground = geo.ground_spots(castle).items()
    if not seagull:
        return ground
    return [*ground, *geo.stack_spots(castle).items()]


@cache
def _fits() -> tuple[tuple[tuple[int, ...], ...], ...]:
    """By `_place_kinds`, then by a cell's (known << 4 | req): the wall sets of the kind's cards
    that agree with every neighbour there (SAND-15: w & known == req), in the order of
    g.rotations (geo.placements' wall sets, looked up rather than filtered)."""
    g = catalogue()
    rots: dict[int, tuple[int, ...]] = {}
    for c, kind in enumerate(_place_kinds()):
        rots.setdefault(kind, g.rotations[c])
    return tuple(
        tuple(tuple([m for m in rots[kind] if m & (i >> 4) == i & 15]) for i in range(256))
        for kind in range(len(rots))
    )


def front_with(base: Base, cells: geo.Cells, x: int, y: int, w: int) -> dict[Cell, int]:
    """geo.facing of the castle `cells` (`base`: its Base) once a tile of walls `w` lies on
    top at (x, y): only the open ends at and towards (x, y) change (SAND-18: the castle is
    complete when none is left). Read only: it may be `base.front` itself (grown_shape)."""
    st = cells.get((x, y))
    if st is None:  # on the ground: the open ends towards (x, y) close, the tile's own open
        front = dict(base.front)
        del front[(x, y)]
        for _, dx, dy, opp in WALL_DIRS[w]:  # (as geo.facing finds them)
            c = (x + dx, y + dy)
            if c not in cells:
                front[c] = front.get(c, 0) | opp
        return front
    old = st[-1]
    if w == old & 15:  # a seagull stacked with the walls of the tile below
        return base.front
    front = dict(base.front)  # a seagull stacked: its walls replace those of the tile below
    for bit, dx, dy, opp in WALL_DIRS[(old ^ w) & 15]:  # (the walls that change)
        c = (x + dx, y + dy)
        if c not in cells:
            if w & bit:
                front[c] = front.get(c, 0) | opp
            elif front[c] == opp:  # (an open end's cell's walls, one bit each)
                del front[c]
            else:
                front[c] &= ~opp
    return front


def solo_spots(b: Brain, castle: Castle, card: int, before: float) -> Spots:
    """`_spots_of` in solo: every placement valued by the worth of every missing bonus."""
    out: list[Spot] = []
    completes = False
    cells = castle.cells
    cid = castle.cid
    layout = b.layout_of(castle)
    fw = _figure_walls()
    ends = len(geo.open_ends(cells))
    fit = _fits()[_place_kinds()[card]]
    for (x, y), (known, req) in _spots_to_try(castle, b.g.figure[card] == 2):
        walls = fit[known << 4 | req]
        if not walls:
            continue
        st = cells.get((x, y))
        # SAND-18 without a look at the castle: the open ends facing (x, y) close, and those
        # of the tile on top there (the covered one's, for a seagull stacked) open or stay
        left = ends - (req if st is None else st[-1] & ~known & 15).bit_count()
        i = bisect_left(layout, (x, y))  # (`_layout` of the castle tried: one cell changed)
        rest = layout[i + (st is not None) :]
        for w in walls:
            entry = card * 16 + w
            trial = dict(cells)
            trial[(x, y)] = stack = (entry,) if st is None else (*st, entry)
            if left + (w & ~known).bit_count():
                key = (*layout[:i], (x, y, *[fw[e] for e in stack]), *rest)
                if st is None and key not in b.memory.exposure:
                    b.memory.exposure[key] = exposure_grown(b, castle, trial, x, y, req)
                after = solo_with(b, cid, trial, key)
            else:
                after = b._worth_after(cid, trial, castle.owner, True)
                completes = True
            out.append((after - before, x, y, w))
    return tuple(out), max(out, default=None), completes


def exposure_grown(b: Brain, castle: Castle, trial: geo.Cells, x: int, y: int, req: int) -> int:
    """`Brain.exposure` of the castle `trial`: `castle` with a tile on the ground at (x, y),
    linked where its neighbours' walls face it (`req`). SAND-16, SAND-32: the new tile may
    be taken (the castle is left as it was), and a lone tile that was no cut cell of the
    castle (geometry.splitting) is none now unless the new tile hangs on it alone (and the
    rest is not the new tile alone); a cut cell, a stack, or a castle not linked are looked
    at in full (geo.target_ok)."""
    k = b.known[castle.cid]
    if not k.cuts:
        k.cuts.append(geo.splitting(castle.cells))
    cuts = k.cuts[0]
    figure = b.g.figure
    if cuts is None:
        found = 0
        for (cx, cy), st in trial.items():
            if geo.target_ok(trial, cx, cy):
                found |= 1 << figure[st[-1] >> 4]
        return found
    linked = [(x + dx, y + dy) for _, dx, dy, _ in WALL_DIRS[req]]
    only = linked[0] if len(linked) == 1 else None
    found = 1 << figure[trial[(x, y)][-1] >> 4]
    for (cx, cy), st in castle.cells.items():
        bit = 1 << figure[st[-1] >> 4]
        if found & bit:
            continue
        if len(st) > 1 or (cx, cy) in cuts:
            if not geo.target_ok(trial, cx, cy):
                continue
        elif (cx, cy) == only and len(castle.cells) > 1:  # (a lone tile left is linked)
            continue
        found |= bit
        if found == 7:
            break
    return found


def card_worth(b: Brain, card: int, castles: int = CARD_CASTLES, captured: bool = False) -> float:
    """`card`: what a castle tile is worth from the hand, the beach or the deck (`captured`:
    won in an attack, for the AI's own castles only): its best placement's gain in the first
    `castles` castles of `card_castles` (in solo SOLO_CASTLES at most) or in a castle it
    starts; the very value of `Brain.best_placement` while the seat has no more castles."""
    if b.solo:
        castles = min(castles, SOLO_CASTLES)
    best = start_gain(b, card, captured)
    ranked = card_castles(b)
    if captured:
        ranked = [c for c in ranked if c.owner != SHARED]
    for castle in ranked[:castles]:
        top = b.spots(castle, card)[1]
        if top is not None and top[0] > best:
            best = top[0]
    return best


def start_gain(b: Brain, card: int, captured: bool = False) -> float:
    """The best gain of starting a new castle with the castle tile `card` (`captured`: won in
    an attack), where the seat may start one (`Brain.starts`)."""
    return max(
        [gain for where in b.starts(False, captured) for gain, *_ in b.start_spots(card, where)]
    )


def card_castles(b: Brain) -> list[Castle]:
    """The castles a card is valued in by `card_worth` (a work limit: a Swap, a draw and the
    deck's worth weigh every card of the hand, the beach and the deck in them): the seat's
    `distinct_castles` likeliest to pay for a tile first, those of most `Brain._rough` worth
    (the tiles they hold and the odds of closing their open ends: a castle a tile or two
    from complete first), ties to the lesser id. A pure function of the castles' cells."""
    known = b._card_castles
    if known is None:
        castles = distinct_castles(b, False, False)
        rough = {}
        for castle in castles:
            base = b._base(castle)
            rough[castle.cid] = b._rough(base.size, base.front)
        known = sorted(castles, key=lambda c: (-rough[c.cid], c.cid))
        b._card_castles = known
    return known


def distinct_castles(b: Brain, shared_only: bool, captured: bool) -> list[Castle]:
    """`own_castles` less every castle laid out as one of lesser id with the same owner
    (outside solo): its `spots` are the same, and ties go to the lesser id. A seat often
    keeps several single tiles alike."""
    key = (shared_only, captured)
    known = b._distinct.get(key)
    if known is None:
        castles = b.own_castles(shared_only, captured)
        if not b.solo:
            first: dict[tuple[int, Layout], Castle] = {}
            for c in castles:
                seen = first.setdefault((c.owner, b.layout_of(c)), c)
                if c.cid < seen.cid:
                    first[(c.owner, b.layout_of(c))] = c
            castles = [c for c in castles if first[(c.owner, b.layout_of(c))] is c]
        known = b._distinct[key] = castles
    return known


class HeuristicPolicy:
    """Scores options by the features of the module docstring; reads only the view."""

    needs_view = True

    def __init__(self) -> None:
        self.g = catalogue()
        self._memory: dict[int, Memory] = {}  # by seat (a policy may play several: search)
        # the tables every decision reads, built here (the program's warm-up makes a policy
        # of each level) rather than in a first decision
        shape_book(False)
        shape_book(True)
        odds_table(self.g)
        small_shapes(False)
        small_shapes(True)
        _figure_walls()
        _shape_points()
        _shape_sizes()
        _card_kinds()
        _place_kinds()
        _fits()
        _design_cards()
        _main_set()
        _pattern_design()

    def choose(self, view: View, decision: Decision, rng: Rng) -> Action:
        assert view.seat is not None
        memory = self._memory.get(view.seat)
        if memory is None:
            memory = self._memory[view.seat] = Memory()
        brain = Brain(self.g, view, memory)
        handler = HANDLERS.get(decision.kind)
        action = handler(brain, decision) if handler is not None else None
        return action if action is not None and action in decision.options else decision.options[0]


# ---- plans (Brain.plans) -------------------------------------------------------------------
SMALL = 2  # castles of up to this many cells: their shapes worked out with the policy


def grow_into(b: Brain, known: Geometry, bids: Sequence[str]) -> None:
    """The likeliest way to grow exactly into each shape of `bids` (SAND-43; every
    embedding of the shape that holds the castle and the cells its open ends face), with
    the odds of the wall sets each empty cell of the shape needs; None if none. It depends
    on the walls moved to the shape book's frame only: for a castle of up to SMALL cells
    (every start, most of the first turns' castles) it is read from `small_shapes`; a castle
    of as many cells as a shape, or more, cannot grow into it."""
    walls = known.walls  # (walls are all that matter)
    small, bids = _sized(tuple(bids), len(walls))
    if small:
        for bid in small:
            known.shapes[bid] = None
        if not bids:
            return
    reflect = b.v.opts.shape_reflection
    if len(walls) <= SMALL:
        mx = min([x for x, _, _ in walls])
        my = min([y for _, y, _ in walls])
        key = tuple(sorted([(x - mx, y - my, w) for x, y, w in walls]))
        table = small_shapes(reflect).get(key)
        if table is not None:  # (not there: two tiles that do not link, a tile taken)
            for bid in bids:
                known.shapes[bid] = table[bid]
            return
    known.shapes.update(_grow(shape_book(reflect), b.odds, walls, known.front, bids))


@lru_cache(maxsize=1024)
def _sized(bids: tuple[str, ...], cells: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """`bids` split (`grow_into`): the shapes of no more cells than `cells`, and the others."""
    size = _shape_sizes()
    return (
        tuple([bid for bid in bids if size[bid] <= cells]),
        tuple([bid for bid in bids if size[bid] > cells]),
    )


def _grow(
    book: ShapeBook,
    odds: tuple[float, ...],
    walls: Walls,
    front: Iterable[Cell],
    bids: Iterable[str],
) -> dict[str, Plan | None]:
    """`grow_into` worked out for the castle of top tiles' `walls` whose open ends face
    `front`: moved so that its least x and y are 0 (prospects.normal), the frame of the
    shape book. A shape that holds no frame of the castle's footprint is None at once."""
    mx = min(walls)[0]  # (walls compare by x first)
    my = min(map(_Y, walls))
    cells = [(x - mx, y - my) for x, y, _ in walls]
    out: dict[str, Plan | None] = dict.fromkeys(bids)
    found = book.table.get(tuple(sorted(cells)))
    if not found:
        return out
    local: geo.Cells | None = None
    pointing: set[Cell] = set()
    for bid in bids:
        frames = found.get(bid)
        if not frames:
            continue
        if local is None:
            local = {c: (w,) for c, (_, _, w) in zip(cells, walls)}
            pointing = {(x - mx, y - my) for x, y in front}
        best: Plan | None = None
        for frame in frames:
            if not pointing <= frame or len(frame) == len(local):
                continue
            masks = walls_needed(local, frame, book.tree[bid])
            if masks is None:
                continue
            chance = prod(map(odds.__getitem__, masks), start=1.0)  # (in order)
            if chance > (best[2] if best is not None else 0.0):
                best = (len(masks), bid, chance)
        out[bid] = best
    return out


@cache
def small_shapes(reflect: bool) -> dict[Walls, dict[str, Plan | None]]:
    """`grow_into` for every castle of up to SMALL cells (SMALL = 2: one tile, or two linked
    tiles side by side), by its walls in the shape book's frame (sorted), for every shape."""
    g = catalogue()
    book = shape_book(reflect)
    odds = odds_table(g)
    bids = sorted(book.tree)
    out: dict[Walls, dict[str, Plan | None]] = {}
    castles: list[geo.Cells] = [{(0, 0): (w,)} for w in range(1, 16)]
    for bit, dx, dy, opp in DIRS:
        if dx < 0 or dy < 0:
            continue  # (the pair the other way round is the same castle moved)
        for w1 in range(1, 16):
            for w2 in range(1, 16):
                if w1 & bit and w2 & opp:
                    castles.append({(0, 0): (w1,), (dx, dy): (w2,)})
    for cells in castles:
        _, mx, my = normal(cells)
        key = tuple(sorted([(x - mx, y - my, st[0]) for (x, y), st in cells.items()]))
        walls = tuple([(x, y, st[0]) for (x, y), st in cells.items()])
        out[key] = _grow(book, odds, walls, geo.facing(cells), bids)
    return out


# ---- solo ---------------------------------------------------------------------------------
def solo_with(b: Brain, cid: int, cells: geo.Cells, key: Layout | None = None) -> float:
    """`Brain.solo_worth` of the AI's castles but `cid`, and the castle `cells` being tried:
    what the other castles give worked out once a decision (the same maxima, met in the same
    order, summed in the order of the display)."""
    base = b.solo_bases.get(cid)
    if base is None:
        best = {bid: b.baseline[bid] for bid in b.v.display}
        exposed = 0
        for castle in b.castles.values():
            if castle.owner == b.me and castle.cid != cid:
                for bid, p in b.chances(castle.cells).items():
                    if bid in best and p > best[bid]:
                        best[bid] = p
                exposed |= b.exposure(castle.cells)
        base = b.solo_bases[cid] = (best, exposed)
    best = dict(base[0])
    key = _layout(cells) if key is None else key
    for bid, p in b.chances(cells, key).items():
        if bid in best and p > best[bid]:
            best[bid] = p
    exposed = base[1] | b.exposure(cells, key)
    return BONUS_SOLO * sum(best.values()) - b.risks[exposed]


# ---- attacks (multiplayer) -----------------------------------------------------------------
def p_holds(b: Brain, seat: int, figure: int) -> float:
    """Chance that `seat` holds an attack tile of `figure` (its hand is a draw from what
    `b`'s seat has not seen: the unseen attack tiles per figure, counted once a decision)."""
    key = seat * 8 + figure
    known = b._holds.get(key)
    if known is not None:
        return known
    if b.unseen_attacks is None:
        counts = [0, 0, 0]
        pool = b.unseen()
        figures = b.g.figure
        for c in pool[bisect_left(pool, b.g.n_castle) :]:  # (the attack tiles: the last)
            counts[figures[c]] += 1
        b.unseen_attacks = [*counts, len(pool)]
    counts = b.unseen_attacks
    total = max(1, counts[3])
    k = b.v.hand_counts[seat]
    miss = 1.0
    for i in range(k):
        miss *= max(0.0, 1.0 - counts[figure] / max(1, total - i))
    known = b._holds[key] = 1.0 - miss
    return known


def attack_targets(b: Brain, figure: int, nth: int) -> list[tuple[int, int, int, int]]:
    g = b.g
    out = []
    for castle in b.castles.values():
        if castle.owner == b.me or (nth == 2 and castle.owner != SHARED):
            continue
        victim = castle.owner if castle.owner != SHARED else 1 - b.me
        for x, y, f in geo.targets_of(g, castle):
            if f == g.beats[figure]:
                out.append((victim, castle.cid, x, y))
    return out


def attack_value(
    b: Brain, card: int, target: tuple[int, int, int, int], place: bool = True
) -> float:
    """`attack`: the expected gain of attacking `target` with `card` (`place`: with the
    worth of the captured tile where it fits best, the costly part)."""
    victim, cid, x, y = target
    castle = b.castles[cid]
    p_win, escalation = attack_odds(b, card, victim)
    taken = castle.cells[(x, y)][-1] >> 4
    place_gain = captured_gain(b, taken) if place else 0.0
    damage = 0.0 if castle.owner == SHARED else victim_loss(b, castle, x, y) * b.denial
    win = 1.0 + place_gain + damage + escalation
    lose = 2.0 * b.denial + 0.5
    return p_win * win - (1.0 - p_win) * lose


def attack_odds(b: Brain, card: int, victim: int) -> tuple[float, float]:
    """`attack`: the chance that attacking `victim` with `card` wins (the victim may answer
    with the figure that beats it, and the AI answer again from its hand: the side that plays
    last wins, SAND-34), and what an escalation it could answer adds; the same for every
    target of the victim (memoised for the decision)."""
    key = card * 8 + victim
    known = b._odds.get(key)
    if known is None:
        g = b.g
        figure = g.figure[card]
        counter = g.beaten_by[figure]
        escalate = g.beaten_by[counter]
        p_counter = p_holds(b, victim, counter)
        can_escalate = any(
            g.is_attack(c) and g.figure[c] == escalate for c in b.v.hand if c != card
        )
        p_recounter = p_holds(b, victim, figure) if can_escalate else 1.0
        p_win = 1.0 - p_counter * (1.0 if not can_escalate else p_recounter)
        known = b._odds[key] = (p_win, (2.0 if p_counter and can_escalate else 0.0) * 0.3)
    return known


def victim_loss(b: Brain, castle: Castle, x: int, y: int) -> float:
    """What the victim's castle loses (valued as if it were the AI's, a fair proxy; memoised
    in its `Known` while it stays as it is)."""
    memo = b.known[castle.cid].loss
    known = memo.get((x, y))
    if known is None:
        known = memo[(x, y)] = _victim_loss(b, castle, x, y)
    return known


def moved(spots: Spots, dx: int, dy: int) -> Spots:
    """`Brain.spots` of a castle laid out alike `dx`, `dy` cells away: the same gains, the
    placements moved (the best stays the best: a move keeps the order of cells)."""
    if not dx and not dy:
        return spots
    out = tuple([(gain, x + dx, y + dy, w) for gain, x, y, w in spots[0]])
    top = spots[1]
    best = None if top is None else (top[0], top[1] + dx, top[2] + dy, top[3])
    return out, best, spots[2]


def without_top(castle: Castle, x: int, y: int) -> dict[Cell, Stack]:
    """The castle's cells once the top tile of (x, y) is taken (SAND-35: a won attack takes
    the target's top tile)."""
    cells = dict(castle.cells)
    st = cells[(x, y)]
    if len(st) == 1:
        del cells[(x, y)]
    else:
        cells[(x, y)] = st[:-1]
    return cells


def _victim_loss(b: Brain, castle: Castle, x: int, y: int) -> float:
    cells = without_top(castle, x, y)
    before = b.rough_prospect(castle.cells)
    after = 0.0 if not cells else b.rough_prospect(cells)
    return max(0.0, before - after)


def captured_gain(b: Brain, card: int) -> float:
    """The best place of a captured tile (`card_worth` in the AI's own castles, memoised by
    kind)."""
    kind = _card_kinds()[card]
    known = b.captured.get(kind)
    if known is None:
        known = b.captured[kind] = card_worth(b, card, CAPTURED_CASTLES, captured=True)
    return known


def best_attack_with(
    b: Brain, card: int, nth: int = 1, shortlist: int = SHORTLIST
) -> tuple[float, tuple[int, ...]] | None:
    """The best target of `card` (`attack`): the `shortlist` best by the rest are weighed with
    the captured tile placed."""
    key = card * 4 + nth  # (the targets by the rest: once a decision, by card and action)
    rough = b._ranked.get(key)
    if rough is None:
        targets = attack_targets(b, b.g.figure[card], nth)
        rough = sorted(targets, key=lambda t: -attack_value(b, card, t, place=False))
        b._ranked[key] = rough
    if not rough:
        return None
    scored = [(attack_value(b, card, t), t) for t in rough[:shortlist]]
    return max(scored, key=lambda o: (o[0], -o[1][1], o[1][2], o[1][3]))


# ---- the decisions ---------------------------------------------------------------------------
def act(b: Brain, d: Decision) -> Action:
    """Build, attack or swap: the option with the best gain (a build: the tile's `card_value`,
    or in the second action its best place in the shared castle). A Swap is weighed only when
    no build or attack gains SWAP_WORTHLESS (it gives up the turn's build)."""
    second = d.kind == "act_second"
    best: tuple[float, Action] | None = None
    swap: Action | None = None
    for o in d.options:
        if o.kind == "build":
            card = int(str(o.args[0]))
            value = b.best_placement(card, True)[0] if second else b.card_value(card)
            if b.duel and not second:
                value += follow_up(b, card)
        elif o.kind == "attack":
            card = int(str(o.args[0]))
            found = best_attack_with(b, card, 2 if second else 1)
            value = (found[0] if found else -9.0) - b.guard_value(card)
        elif o.kind == "swap":
            swap = o
            continue
        else:  # skip
            value = 0.0
        if best is None or value > best[0]:
            best = (value, o)
    if swap is None or (best is not None and not b.solo and best[0] >= SWAP_WORTHLESS):
        assert best is not None
        return best[1]
    return swap if best is None or swap_beats(b, best[0]) else best[1]


def swap_beats(b: Brain, best: float) -> bool:
    """Whether the Swap's worth beats `best`: SWAP_SHARE of the best card it could take (a
    beach card, weighed in SWAP_CASTLES castles, or the deck: `deck_worth`) less the worst
    card given up (`swap_worst`), less SWAP_COST. The worth grows with the card taken and
    falls with the card given, so it beats `best` when one card taken and one given do: the
    cards it could take are weighed one by one, the beach's, then the deck, each better one
    against the hand's cards, until a pair does; a hand card is weighed only when its floor
    (`_card_floor`) does not already fail against the card taken (the work it saves)."""
    cost = SWAP_COST_SOLO if b.solo else SWAP_COST

    def beats(take: float, give: float) -> bool:
        return SWAP_SHARE * (take - give) - cost > best

    def takes() -> Iterable[float]:
        for c in b.v.beach:
            yield card_worth(b, c, SWAP_CASTLES) if b.g.is_castle(c) else b.card_value(c)
        yield deck_worth(b)

    floors = [(c, _card_floor(b, c)) for c in b.v.hand]
    top: float | None = None  # the best card taken so far, weighed against the hand
    for take in takes():
        if top is not None and take <= top:
            continue  # (no pair with it beats: none did with `top`)
        top = take
        if any(beats(take, b.card_value(c)) for c, floor in floors if beats(take, floor)):
            return True
    return False


def _card_floor(b: Brain, card: int) -> float:
    """What `Brain.card_value` is worth at least, cheaply: a castle tile's best start of a
    castle (`card_worth` weighs it too), anything else 0.0 (`guard` is never less)."""
    return start_gain(b, card) if b.g.is_castle(card) else 0.0


def follow_up(b: Brain, card: int) -> float:
    """2 players: a tile put on the shared castle by the first action, completed by the
    second with a tile still in hand, pays the completion (`shared`)."""
    best = 0.0
    if not any(c != card and b.g.is_castle(c) for c in b.v.hand):
        return best  # (no tile left to complete it with: `_completed_by_hand`)
    for castle in b.castles.values():
        if castle.owner != SHARED:
            continue
        ends = _open_ends(b, castle)
        closing = b.known[castle.cid].closing  # (`_may_close` by cell and walls, packed)
        spread: Spread | None = None
        left: dict[int, tuple[int, int]] = {}  # (`_ends_left` by cell)
        for value, x, y, w in b.spots(castle, card)[0]:
            cell = ((x + 512) << 14) | ((y + 512) << 4)
            may = closing.get(cell | w)
            if may is None:
                if spread is None:
                    spread = _spread(ends)
                counts = left.get(cell)
                if counts is None:
                    counts = left[cell] = _ends_left(spread, x, y)
                may = closing[cell | w] = _may_close(spread, counts, castle.cells, x, y, w)
            if not may:
                continue
            closers = _closers(ends, castle.cells, x, y, w)
            if closers:  # (none when complete already, or when no one tile can complete it)
                cells = dict(castle.cells)
                st = cells.get((x, y))
                cells[(x, y)] = (card * 16 + w,) if st is None else (*st, card * 16 + w)
                best = _completed_by_hand(b, card, cells, closers, value, best)
    return best


def _open_ends(b: Brain, castle: Castle) -> tuple[tuple[Cell, Cell], ...]:
    """The castle's open ends, (the cell, the empty cell it faces), kept in its `Known`."""
    k = b.known[castle.cid]
    if k.ends is None:
        cells = castle.cells
        k.ends = tuple(
            ((x, y), (x + dx, y + dy))
            for (x, y), st in cells.items()
            for bit, dx, dy, _ in DIRS
            if st[-1] & bit and (x + dx, y + dy) not in cells
        )
    return k.ends


class Spread(NamedTuple):
    """A castle's open ends (`_open_ends`) by the cell they come from (-> the cells they
    face) and by the empty cell they face (-> the cells they come from), and how many of the
    cells they come from face one cell only, by that cell (`only_to`), and how many of the
    cells they face are faced from one cell only, by that cell (`only_from`) (`_may_close`)."""

    sources: dict[Cell, set[Cell]]
    targets: dict[Cell, set[Cell]]
    only_to: dict[Cell, int]
    only_from: dict[Cell, int]


def _spread(ends: tuple[tuple[Cell, Cell], ...]) -> Spread:
    sources: dict[Cell, set[Cell]] = {}
    targets: dict[Cell, set[Cell]] = {}
    for s, t in ends:
        sources.setdefault(s, set()).add(t)
        targets.setdefault(t, set()).add(s)
    only_to: dict[Cell, int] = {}
    for faced in sources.values():
        if len(faced) == 1:
            (t,) = faced
            only_to[t] = only_to.get(t, 0) + 1
    only_from: dict[Cell, int] = {}
    for faced in targets.values():
        if len(faced) == 1:
            (s,) = faced
            only_from[s] = only_from.get(s, 0) + 1
    return Spread(sources, targets, only_to, only_from)


def _ends_left(spread: Spread, x: int, y: int) -> tuple[int, int]:
    """The cells the open ends (`_spread`) come from and those they face, counted, once the
    ones at (x, y) are gone (a tile on top there, before its own walls count): only the open
    ends at (x, y) change, and those of the cells (around it) that face it only, or are faced
    from it only (`_may_close`)."""
    here = (x, y)
    return (
        len(spread.sources) - (here in spread.sources) - spread.only_to.get(here, 0),
        len(spread.targets) - (here in spread.targets) - spread.only_from.get(here, 0),
    )


def _may_close(
    spread: Spread,
    left: tuple[int, int],
    cells: geo.Cells,
    x: int,
    y: int,
    w: int,
) -> bool:
    """Whether `_closers` finds any cell (the same answer, counted rather than gathered: the
    open ends (`_spread`) that a tile of walls `w` on top at (x, y) leaves come from one cell,
    or face one), from the open ends left at (x, y) (`_ends_left`). The tile's walls add at
    most one cell they come from, and never take a cell they face away: with two of each
    left, no wall set can."""
    n_sources, n_targets = left
    if n_sources > 1 and n_targets > 1:
        return False
    targets = spread.targets
    here = (x, y)
    opened = False
    for _, dx, dy, _ in WALL_DIRS[w]:
        c = (x + dx, y + dy)
        if c not in cells:
            opened = True
            faced = targets.get(c)
            if faced is None or faced == {here}:  # (a cell faced anew)
                n_targets += 1
    return n_sources + opened == 1 or n_targets == 1


def _closers(
    ends: tuple[tuple[Cell, Cell], ...], cells: geo.Cells, x: int, y: int, w: int
) -> set[Cell]:
    """The cells where one more tile might complete the castle `cells` (open ends `ends`) once
    a tile of walls `w` lies on top at (x, y) (SAND-18): the one empty cell every open end
    faces, or the one cell every open end comes from (a seagull stacked there turns its
    walls). Elsewhere a tile leaves an open end as it is. Only the open ends at (x, y) and
    towards it change."""
    here = (x, y)
    sources = {s for s, t in ends if s != here and t != here}
    targets = {t for s, t in ends if s != here and t != here}
    for bit, dx, dy, _ in DIRS:
        if w & bit and (x + dx, y + dy) not in cells:
            sources.add(here)
            targets.add((x + dx, y + dy))
    return (targets if len(targets) == 1 else set()) | (sources if len(sources) == 1 else set())


def _completed_by_hand(
    b: Brain, card: int, cells: geo.Cells, closers: set[Cell], value: float, best: float
) -> float:
    """`follow_up` for one placement of `card` (of gain `value`): the best completion of the
    castle `cells` by another castle tile in hand, at one of the `closers` (with the walls
    that could: `seal_walls`)."""
    g = b.g
    for other in b.v.hand:
        if other == card or not g.is_castle(other):
            continue
        for cx, cy in closers:
            for cw in seal_walls(g, cells, cx, cy, other):
                after = dict(cells)
                st2 = after.get((cx, cy))
                entry = other * 16 + cw
                after[(cx, cy)] = (entry,) if st2 is None else (*st2, entry)
                if geo.is_complete(after):
                    best = max(best, b.completion_value(after, b.me) - value)
    return best


def seal_walls(g: Catalogue, cells: geo.Cells, x: int, y: int, card: int) -> list[int]:
    """The wall sets of geo.placements of `card` at the one cell (x, y), which is empty and
    faced by an open end (SAND-19b), or holds a stack (SAND-20: a seagull only), that might
    complete the castle: those that agree with every neighbour (SAND-15: w & known == req)
    and face no empty cell (SAND-18: a wall that does is an open end), so the one wall set
    `req`, if the card has it."""
    if (x, y) in cells and g.figure[card] != 2:
        return []
    req = geo.constraint(cells, x, y)[1]
    return [req] if req in g.rotations[card] else []


def swap_worst(b: Brain) -> int:
    """The card a Swap gives up: the hand's worth least (`card`), ties to the lesser card."""
    return min(b.v.hand, key=lambda c: (b.card_value(c), c))


@cache
def _main_set() -> frozenset[int]:
    return frozenset(catalogue().main_cards)


@cache
def _pattern_design() -> tuple[tuple[str, str], ...]:
    """Per castle tile, its wall pattern and design (`_deck_worth`)."""
    g = catalogue()
    return tuple([(g.pattern[c], g.design[c]) for c in range(g.n_castle)])


@cache
def _design_cards() -> dict[str, int]:
    g = catalogue()
    first: dict[str, int] = {}
    for c in g.main_cards:
        first.setdefault(g.design[c], c)
    return first


def deck_worth(b: Brain) -> float:
    """The average worth of an unseen card (by design: one card of each stands for all)."""
    if b._deck is None:
        b._deck = _deck_worth(b)
    return b._deck


def _deck_worth(b: Brain) -> float:
    """One design of each wall pattern stands for the unseen castle tiles of that pattern (the
    one of the commonest figure among them), for the DECK_PATTERNS patterns of most unseen
    tiles (ties by name; the others are taken to be worth their average: a work limit);
    unseen attack tiles count for DECK_ATTACK."""
    pool = b.unseen()
    total = len(pool)
    if not total:
        return 0.0
    tiles = bisect_left(pool, b.g.n_castle)  # (the castle tiles come first)
    attacks = total - tiles
    by_pattern: dict[str, dict[str, int]] = {}
    for (pattern, design), n in Counter(map(_pattern_design().__getitem__, pool[:tiles])).items():
        by_pattern.setdefault(pattern, {})[design] = n
    reps = _design_cards()
    worth = 0.0
    counts = {p: sum(designs.values()) for p, designs in by_pattern.items()}
    kept = sorted(by_pattern, key=lambda p: (-counts[p], p))[:DECK_PATTERNS]
    for pattern in kept:
        designs = by_pattern[pattern]
        common = max(designs, key=lambda d: (designs[d], d))
        worth += card_worth(b, reps[common], DECK_CASTLES) * counts[pattern]
    if kept:
        worth *= tiles / sum([counts[p] for p in kept])
    return (worth + attacks * DECK_ATTACK) / total


def placing(b: Brain, d: Decision) -> Action | None:
    """castle, cell and walls: follow the best placement of the moving tile."""
    card = b.v.moving[0]
    task = b.v.agenda[-1]
    captured = d.kind.startswith("captured")
    shared_only = isinstance(task, PickCastle | PickCell | PickWalls) and task.mode == 1
    options = b.placements(card, shared_only, captured)
    if isinstance(task, PickCell | PickWalls):
        options = [o for o in options if o[1][0] == task.cid]
    if isinstance(task, PickWalls):
        options = [o for o in options if (o[1][1], o[1][2]) == (task.x, task.y)]
    if not options:
        return None
    _, (cid, x, y, w) = max(options, key=lambda o: (o[0], -o[1][0], o[1][1], o[1][2], o[1][3]))
    if d.kind.endswith("castle"):
        if cid == NEW_OWN:
            return b.g.kind_actions["new"]
        if cid == NEW_SHARED:
            return b.g.kind_actions["new_shared"]
        return b.g.card_action("castle", cid)
    if d.kind.endswith("cell"):
        return b.g.cell_action(x, y)
    return b.g.walls_actions[w]


def target(b: Brain, d: Decision) -> Action | None:
    """The target `act` weighed best for this attack tile."""
    task = b.v.agenda[-1]
    nth = task.nth if isinstance(task, PickTarget) else 1
    best = best_attack_with(b, b.v.fight[0], nth)
    if best is None:
        return None
    return Action("target", best[1])


def _target_args(o: Action) -> tuple[int, int, int, int]:
    a, c, x, y = (int(str(v)) for v in o.args)
    return a, c, x, y


def reply(b: Brain, d: Decision) -> Action:
    """Answer when it pays: as the victim, to keep the tile and score the fight; as the
    attacker, to win the tile back (both unless the answer is likely beaten in turn)."""
    g = b.g
    task = b.v.agenda[-1]
    assert isinstance(task, Reply)
    plays = [o for o in d.options if o.kind == "play"]
    if not plays:
        return g.kind_actions["decline"]
    other = task.attacker if b.me == task.victim else task.victim
    card = int(str(plays[0].args[0]))
    again = g.beaten_by[g.figure[card]]
    p_beaten = p_holds(b, other, again)
    cards = len(b.v.fight)
    castle = b.castles[task.cid]
    stake = b.loss_if_taken(castle, task.x, task.y) if castle.owner == b.me else 1.0
    keep = b.guard_value(card)
    gain = (cards + 1) * (1 - p_beaten) + stake - p_beaten * (cards + 2) * b.denial - keep
    return plays[0] if gain > 0 else g.kind_actions["decline"]


def draw(b: Brain, d: Decision) -> Action:
    """The beach card worth most, or the deck when the average unseen card is worth more."""
    best = deck_worth(b)
    choice = b.g.kind_actions["deck"]
    for o in d.options:
        if o.kind == "beach":
            value = b.card_value(int(str(o.args[0])))
            if value > best:
                best, choice = value, o
    return choice


def swap_give(b: Brain, d: Decision) -> Action:
    return b.g.card_action("give", swap_worst(b))


def swap_take(b: Brain, d: Decision) -> Action:
    return draw(b, d)


def material(b: Brain, d: Decision) -> Action:
    """SAND-42's default: a bonus not yet held first, then the highest N."""
    g = b.g
    return max(
        d.options,
        key=lambda o: (b.holder.get(str(o.args[0]), -1) != b.me, g.bonus[str(o.args[0])].n),
    )


# ---- solo --------------------------------------------------------------------------------------
def solo_target(b: Brain, d: Decision) -> Action:
    """Let the game hit the tile the player misses least."""
    scored = []
    for o in d.options:
        _, cid, x, y = _target_args(o)
        scored.append((b.loss_if_taken(b.castles[cid], x, y), o))
    return min(scored, key=lambda s: s[0])[1]


def solo_reply(b: Brain, d: Decision) -> Action:
    """Play the fight out: the game answers with the first unspent beating tile of its face-up
    hand. Counter only if the player ends the fight on top, and the tile is worth the cards."""
    g = b.g
    task = b.v.agenda[-1]
    assert isinstance(task, SoloReply)
    plays = [o for o in d.options if o.kind == "play"]
    if not plays:
        return g.kind_actions["decline"]
    hand = list(b.v.hand)
    game = [c for c in b.v.game_dealt if c in b.v.game_hand and g.is_attack(c)]
    last = b.v.fight[-1]
    while True:  # the outcome is fixed: each side has one figure to answer with
        mine = next((c for c in hand if g.is_attack(c) and beats(g, c, last)), None)
        if mine is None:
            return g.kind_actions["decline"]  # the game would end on top anyway
        hand.remove(mine)
        last = mine
        theirs = next((c for c in game if beats(g, c, last)), None)
        if theirs is None:
            break
        game.remove(theirs)
        last = theirs
    stake = b.loss_if_taken(b.castles[task.cid], task.x, task.y)
    spent = sum(b.guard_value(c) for c in b.v.hand if c not in hand)
    return plays[0] if stake + 0.5 >= spent * 0.5 else g.kind_actions["decline"]


def beats(g: Catalogue, card: int, other: int) -> bool:
    return bool(g.beats[g.figure[card]] == g.figure[other])


HANDLERS: dict[str, Callable[[Brain, Decision], Action | None]] = {
    "act": act,
    "act_second": act,
    "castle": placing,
    "cell": placing,
    "walls": placing,
    "captured_castle": placing,
    "captured_cell": placing,
    "captured_walls": placing,
    "target": target,
    "reply": reply,
    "draw": draw,
    "swap_give": swap_give,
    "swap_take": swap_take,
    "material": material,
    "solo_target": solo_target,
    "solo_reply": solo_reply,
}
