"""Kratos AI seats: the baseline HeuristicPolicy (digest 6.5, KD-48) and the PASSIVE seat of
section 7.

The heuristic seat reads only its view. At the first decision of each of its turns it makes a
plan (ai_plan.py: what every piece is for) and then answers every decision of the turn from the
plan and the current view: it produces where there is input and a use, feeds its capital, sheds
pieces it cannot feed (scuttling them, or giving them to a seat that can feed them), runs bread
chains (a wheat capital takes a nearby bread island with its bakers, KD-41), trades for bread
(ai_deals.py), and attacks starving or weakly defended capitals. Its aggression (KD-37
(viii)) depends on its seat, so the seats of an AI table play differently. The plan is kept for
the rest of the turn (a pure function of the view at the turn's start, so a game played from the
same seed makes the same choices).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from game.core import Action, Decision
from game.core.rng import Rng

from . import ai_deals
from .ai_plan import (
    Plan,
    chain_pieces,
    drop_for,
    haul_target,
    make_plan,
    spare_bread,
    uses,
    wheat_buyers,
)
from .ai_view import Brief
from .catalogue import Catalogue
from .model import OfferView, View
from .tasks import Cargo, Move, PieceMenu, Shoot

PASSIVE_PREFERENCE = (
    "end_turn",
    "pass",
    "decline_gift",
    "reject_offer",
    "done",
    "cargo_done",
    "steel_done",
    "hold_fire",
    "place_auto",
    "keep_gold",
    "play_on",
    "honour",
)
AGGRESSION = (0.5, 0.8, 0.3, 0.9, 0.4, 0.7, 0.2, 0.6, 0.45)  # KD-37 (viii), by seat


def _first(decision: Decision, kinds: tuple[str, ...]) -> Action:
    for kind in kinds:
        for option in decision.options:
            if option.kind == kind:
                return option
    return decision.options[0]


class PassivePolicy:
    """Section 7 PASSIVE: always passes and accepts no deals. The engine already skips a
    passive seat's plays and refuses offers to it; this policy answers anything left."""

    needs_view = False

    def choose(self, view: Any, decision: Decision, rng: Rng) -> Action:
        return _first(decision, PASSIVE_PREFERENCE)


@cache
def _catalogue() -> Catalogue:
    from game.core.data import data_dir, shared_content

    from .content import load_content
    from .info import GAME_ID

    return Catalogue(shared_content(load_content, data_dir(GAME_ID)))


Handler = Callable[["HeuristicPolicy", Brief, Decision], Action]


class HeuristicPolicy:
    """KD-48 baseline: readable rules of thumb over the seat's view."""

    needs_view = True

    def __init__(self, catalogue: Catalogue | None = None) -> None:
        self.g = catalogue or _catalogue()
        self._plan_key: tuple[int, int, int, int] = (-1, -1, -1, -1)
        self._plan = Plan()

    def aggression(self, seat: int) -> float:
        return AGGRESSION[seat % len(AGGRESSION)]

    def choose(self, view: View, decision: Decision, rng: Rng) -> Action:
        b = Brief(self.g, view, decision.seat)
        handler = HANDLERS.get(decision.kind)
        if handler is None:
            return _first(decision, PASSIVE_PREFERENCE)
        return handler(self, b, decision)

    def forget(self) -> None:
        """Drop the plan for the turn (game.core.ai.Planning): the next decision plans afresh."""
        self._plan_key = (-1, -1, -1, -1)
        self._plan = Plan()

    def plan(self, b: Brief) -> Plan:
        v = b.v
        # a capture in the middle of the turn brings islands and unplayed pieces (K-69, KD-8):
        # the seat plans again with them
        key = (b.seat, v.round, v.turns_taken[b.seat], len(b.islands_of(b.seat)))
        if key != self._plan_key:
            self._plan_key = key
            self._plan = make_plan(b, self.aggression(b.seat))
        return self._plan

    # ---- the turn ---------------------------------------------------------------------------
    def choose_play(self, b: Brief, d: Decision) -> Action:
        plan = self.plan(b)
        offered = {a.args[0]: a for a in d.options if a.kind == "piece"}
        for pid in plan.order:
            if pid in offered and plan.picked.get(pid, 0) < 2:
                what = plan.intent.get(pid, ("pass", 0))[0]
                if what == "scuttle" and self._scuttle_target(b, pid) < 0:
                    continue
                plan.picked[pid] = plan.picked.get(pid, 0) + 1
                return offered[pid]
        return _first(d, ("end_turn",))

    def piece_menu(self, b: Brief, d: Decision) -> Action:
        task = b.v.agenda[-1]
        assert isinstance(task, PieceMenu)
        pid = task.piece
        what, arg = self.plan(b).intent.get(pid, ("pass", 0))
        kinds = {a.args[0] if a.kind == "declare" else a.kind: a for a in d.options}
        sells = {a.args[0]: a for a in d.options if a.kind == "sell"}
        if what == "produce":
            return kinds.get("PRODUCE") or kinds["pass"]
        if what in ("confiscate", "gift"):
            if arg in sells:
                self.plan(b).intent[pid] = ("pass", 0)  # a declined gift is not offered twice
                return sells[arg]
            return kinds["pass"]
        if what == "scuttle":
            return kinds.get("SHOOT") or kinds["pass"]
        if what == "hunt":
            if self._scuttle_target(b, pid) >= 0 and "SHOOT" in kinds:
                return kinds["SHOOT"]
            return kinds.get("MOVE_THEN_SHOOT") or kinds.get("MOVE") or kinds["pass"]
        if what == "stow":
            return kinds.get("CARGO_ONLY") or kinds["pass"]
        if what == "haul":
            p = b.v.pieces[pid]
            dest = haul_target(b, p, uses(b))
            if (dest > 0 or _loads_for_elsewhere(b, p)) and "MOVE" in kinds:
                return kinds["MOVE"]  # a lot loaded at the start of the play sails at once
            return kinds.get("CARGO_ONLY") or kinds["pass"]
        if what == "attack":
            best = self._best_target(b, pid, arg, b.v.pieces[pid].loc)
            at_target = best is not None and best[0] == "piece" and self._at_island(b, best[1], arg)
            if "SHOOT" in kinds and at_target:
                return kinds["SHOOT"]
            if b.node(b.v.pieces[pid]) != b.island_node(arg) or not self._holding(b, arg):
                return kinds.get("MOVE_THEN_SHOOT") or kinds.get("MOVE") or kinds["pass"]
            return kinds["pass"]
        if what == "reinforce":
            if b.node(b.v.pieces[pid]) != b.island_node(arg) and "MOVE" in kinds:
                return kinds["MOVE"]
            return kinds["pass"]
        if what == "muster":
            return kinds.get("MOVE") or kinds["pass"]
        if what == "stalk":
            here = b.node(b.v.pieces[pid])
            if b.dist(here, b.island_node(arg)) > 2 and "MOVE" in kinds:
                return kinds["MOVE"]
            return kinds["pass"]
        if what == "guard" and "SHOOT" in kinds and self._worth_shooting(b, pid, 0):
            return kinds["SHOOT"]
        return kinds["pass"]

    def _scuttle_target(self, b: Brief, pid: int) -> int:
        """The seat's own doomed piece this shooter fires at (KD-5): its planned one while it is
        still the seat's, else another one of this turn's in range (a gift may have been taken);
        -1 if none."""
        plan = self.plan(b)
        _, arg = plan.intent.get(pid, ("pass", 0))
        v = b.v
        shooter = v.pieces.get(pid)
        if shooter is None or shooter.loc < 0:
            return -1
        reach = b.g.kinds[shooter.kind].range
        for t in (arg, *plan.shed):
            p = v.pieces.get(t)
            if p is None or p.owner != b.seat or p.loc < 0 or t == pid:
                continue
            if b.dist(shooter.loc, p.loc) <= reach:
                return t
        return -1

    def _at_island(self, b: Brief, pid: int, island_id: int) -> bool:
        island = b.island_at(b.node(b.v.pieces[pid]))
        return island is not None and island.id == island_id

    def _holding(self, b: Brief, island_id: int) -> bool:
        island = b.island(island_id)
        return island.owner == b.seat

    def _worth_shooting(self, b: Brief, pid: int, target_island: int) -> bool:
        """Is an enemy piece (or, in an attack, the target's bread depot) in range now?"""
        return self._best_target(b, pid, target_island, b.v.pieces[pid].loc) is not None

    def _best_target(
        self, b: Brief, pid: int, target_island: int, node: int
    ) -> tuple[str, int, int, str] | None:
        """(kind, piece, island, material) of the best enemy target in range from `node`."""
        g, v, seat = b.g, b.v, b.seat
        shooter = v.pieces[pid]
        kind = g.kinds[shooter.kind]
        if node < 0 or kind.power <= 0:
            return None
        best: tuple[str, int, int, str] | None = None
        best_score = 0.0
        for n in b.geo.within(node, kind.range):
            if n >= b.geo.cells:
                island = b.island_at(n)
                assert island is not None
                pids = list(island.pieces)
            else:
                q0 = b.sea.get(n)
                pids = [q0] if q0 is not None else []
            for q in pids:
                p = v.pieces[q]
                if p.owner == seat or q == pid:
                    continue
                if p.submerged and not kind.sweeps:
                    continue
                score = 1.0
                if p.kind in g.war:
                    score = (
                        4.0
                        + (3.0 if p.heeled else 0.0)
                        + (1.0 if g.kinds[p.kind].resistance == 1 else 0.0)
                    )
                    here = b.island_at(b.node(p))
                    if here is not None and here.id == target_island:
                        score += 4.0
                    if here is not None and here.owner == seat:
                        score += 3.0
                elif not target_island:
                    continue  # a guard fires only at war pieces
                if score > best_score:
                    best, best_score = ("piece", q, 0, ""), score
        return best

    def shoot(self, b: Brief, d: Decision) -> Action:
        task = b.v.agenda[-1]
        assert isinstance(task, Shoot)
        what, arg = self.plan(b).intent.get(task.piece, ("pass", 0))
        if what in ("scuttle", "hunt"):
            target = self._scuttle_target(b, task.piece)
            for a in d.options:
                if a.kind == "target" and a.args[0] == "piece" and a.args[1] == target:
                    return a
            return _first(d, ("hold_fire",))
        best = self._best_target(
            b, task.piece, arg if what == "attack" else 0, b.v.pieces[task.piece].loc
        )
        if best is not None:
            for a in d.options:
                if a.kind != "target":
                    continue
                if best[0] == "piece" and a.args == ("piece", best[1]):
                    return a
                if best[0] == "depot" and a.args == ("depot", best[2], best[3]):
                    return a
        return _first(d, ("hold_fire",))

    def move(self, b: Brief, d: Decision) -> Action:
        task = b.v.agenda[-1]
        assert isinstance(task, Move)
        p = b.v.pieces[task.piece]
        what, arg = self.plan(b).intent.get(task.piece, ("pass", 0))
        capital = b.capital(b.seat)
        home = b.island_node(capital.id) if capital is not None else -1
        goal = home
        if what == "haul":
            dest = haul_target(b, p, uses(b))
            goal = b.island_node(dest) if dest > 0 else b.node(p)
        elif what in ("attack", "reinforce"):
            goal = b.island_node(arg)
        elif what == "hunt":
            prey = b.v.pieces.get(arg)
            goal = b.node(prey) if prey is not None else home
        elif what == "stalk":
            return self._stalk_move(b, d, b.island_node(arg))
        elif what == "muster" and arg in b.v.pieces:  # a raider shot meanwhile: home
            return self._muster_move(b, d, arg)
        field = b.geo.field(goal) if goal >= 0 else None
        best, best_key = d.options[0], (1 << 30, 0)
        avoid = _not_to_take(b)
        for a in d.options:
            node, mode = a.args
            assert isinstance(node, int)
            if mode in ("lay", "land", "down") or (node in avoid and node != goal):
                continue
            steps = field[node] if field is not None else 0
            key = (steps, 0 if mode == "pick" else 1)
            if key < best_key:
                best, best_key = a, key
        return best

    def _muster_move(self, b: Brief, d: Decision, raider: int) -> Action:
        """A doomed plane stops within the raider's range (KD-5), as near its own start as that
        allows, never on another seat's island."""
        gun = b.v.pieces[raider]
        at, reach = b.node(gun), b.g.kinds[gun.kind].range
        best, best_key = d.options[0], (1 << 30, 1 << 30)
        avoid = _not_to_take(b)
        for a in d.options:
            node, mode = a.args
            assert isinstance(node, int)
            if mode != "go" or node in avoid:
                continue
            key = (max(0, b.dist(node, at) - reach), -b.dist(node, at))
            if key < best_key:
                best, best_key = a, key
        return best

    def _stalk_move(self, b: Brief, d: Decision, goal: int) -> Action:
        """Wait near a capital (two steps off its island: in a battleship's range, KD-6)."""
        field = b.geo.field(goal)
        best, best_key = d.options[0], (1 << 30, 1 << 30)
        avoid = _not_to_take(b)
        for a in d.options:
            node, mode = a.args
            assert isinstance(node, int)
            if mode in ("lay", "land", "down") or node == goal or node in avoid:
                continue
            key = (abs(b.dist(node, goal) - 2), field[node])
            if key < best_key:
                best, best_key = a, key
        return best

    def cargo(self, b: Brief, d: Decision) -> Action:
        task = b.v.agenda[-1]
        assert isinstance(task, Cargo)
        p = b.v.pieces[task.piece]
        here = b.island_at(p.loc) if p.loc >= 0 else None
        if here is None:
            return _first(d, ("cargo_done",))
        plan = self.plan(b)
        what, arg = plan.intent.get(task.piece, ("pass", 0))
        ops = plan.picked.get(-1 - task.piece, 0)
        plan.picked[-1 - task.piece] = ops + 1
        if ops >= 4:  # a few operations a play are plenty; never shuttle goods back and forth
            return _first(d, ("cargo_done",))
        if what == "stow":
            for a in d.options:
                if a.kind == "load" and a.args == ("piece", arg):
                    return a
            return _first(d, ("cargo_done",))
        if what == "haul" and here.owner == b.seat and task.piece in chain_pieces(b):
            # a producer stowed aboard to be sunk with a merchant that now works (3.4: a
            # merchant carries goods or one producer) goes ashore
            for a in d.options:
                if a.kind == "unload" and a.args[0] == "piece":
                    return a
        use = uses(b)
        for a in d.options:
            if a.kind == "unload" and a.args[0] == "goods":
                m = str(a.args[1])
                if _drop_here(b, p, m, here.id):
                    return a
        for a in d.options:
            if a.kind == "load" and a.args[0] == "goods":
                m = str(a.args[1])
                if _load_here(b, p, m, here.id, use):
                    return a
        return _first(d, ("cargo_done",))

    def produce(self, b: Brief, d: Decision) -> Action:
        return d.options[0]  # the maximum

    def steel(self, b: Brief, d: Decision) -> Action:
        plan = self.plan(b)
        for a in d.options:
            if a.kind == "repair":
                target = b.v.pieces.get(int(str(a.args[0])))
                if target is not None and target.owner == b.seat:
                    return a
        if plan.build:
            for a in d.options:
                if a.kind == "build" and a.args[0] == plan.build:
                    plan.build = ""  # one piece a turn
                    return a
        return _first(d, ("steel_done",))

    # ---- out of turn and deals ----------------------------------------------------------------
    def diplomacy(self, b: Brief, d: Decision) -> Action:
        return ai_deals.propose(b, d)

    def answer(self, b: Brief, d: Decision) -> Action:
        oid = d.options[0].args[0]
        offer: OfferView | None = next((o for o in b.v.offers if o.id == oid), None)
        return ai_deals.answer(b, d, offer)

    def consent(self, b: Brief, d: Decision) -> Action:
        return ai_deals.consent(b, d)

    def placement(self, b: Brief, d: Decision) -> Action:
        return _first(d, ("place_auto",))  # KD-40

    def passive(self, b: Brief, d: Decision) -> Action:
        return _first(d, PASSIVE_PREFERENCE)


def _drop_here(b: Brief, p: Any, material: str, island: int) -> bool:
    """Unload here: the goods are for this island (its use, or a delivery owed here)."""
    g = b.g
    owed = _owes(b, material)
    if owed:
        return owed == island
    here = b.island(island)
    if here.owner != b.seat:
        # a lot of wheat whose deal lapsed on the way feeds this bread island all the same
        return material == g.raw_of[g.bread] and island in wheat_buyers(b)
    if material in (g.bread, g.gasoline):
        return here.flag == b.seat
    made = next((m for m, raw in g.raw_of.items() if raw == material), "")
    return here.infra == made


def _load_here(b: Brief, p: Any, material: str, island: int, use: dict[str, bool]) -> bool:
    g = b.g
    here = b.island(island)
    owed = _owes(b, material)
    if owed and owed != island:
        if here.flag != b.seat or material not in (g.bread, g.gasoline):
            return True  # what a capital makes (wheat, iron, oil) is not eaten or burnt there
        # from the official depot only what the seat can spare (it eats from there, K-17)
        return spare_bread(b) >= g.k.lot if material == g.bread else True
    if material in (g.bread, g.gasoline):
        return here.flag != b.seat
    made = next((m for m, raw in g.raw_of.items() if raw == material), "")
    return use.get(material, False) and here.infra != made


def _loads_for_elsewhere(b: Brief, p: Any) -> bool:
    """An empty transporter on an island will load a lot here (3.4) that goes to another island:
    it declares a move, loads at the start of its play and sails in the same play."""
    g = b.g
    here = b.island_at(p.loc) if p.loc >= 0 else None
    carries = g.kinds[p.kind].carries
    if here is None or p.goods or carries is None:
        return False
    use = uses(b)
    for m in carries.goods:
        if here.depot(m) < g.k.lot or not _load_here(b, p, m, here.id, use):
            continue
        dest = _owes(b, m) or drop_for(b, m)
        if dest and dest != here.id:
            return True
    return False


def _owes(b: Brief, material: str) -> int:
    """The island a DELIVER of `material` owed by the seat goes to (0: none)."""
    for o in sorted(b.v.offers, key=lambda o: o.id):
        if o.status != "accepted":
            continue
        for i, item in enumerate(o.items):
            owed = item.kind == "deliver" and item.giver == b.seat and not o.done[i]
            if owed and item.material == material:
                return item.island
    return 0


def _not_to_take(b: Brief) -> set[int]:
    """Other seats' islands a war piece must not stop on by the way while no seat has starved
    yet: standing there alone would take the island (K-43) or the whole seat (K-69), and its
    upkeep with it (KD-48: no capture before the first famine unless planned)."""
    if b.v.first_famine:
        return set()
    return {b.island_node(i.id) for i in b.v.islands if i.owner >= 0 and i.owner != b.seat}


HANDLERS: dict[str, Handler] = {
    "choose_play": HeuristicPolicy.choose_play,
    "piece_menu": HeuristicPolicy.piece_menu,
    "shoot": HeuristicPolicy.shoot,
    "move": HeuristicPolicy.move,
    "cargo": HeuristicPolicy.cargo,
    "produce": HeuristicPolicy.produce,
    "steel": HeuristicPolicy.steel,
    "diplomacy": HeuristicPolicy.diplomacy,
    "answer": HeuristicPolicy.answer,
    "consent": HeuristicPolicy.consent,
    "placement": HeuristicPolicy.placement,
    "honour": HeuristicPolicy.passive,
    "farewell": HeuristicPolicy.passive,
    "farewell_amount": HeuristicPolicy.passive,
    "host_stop": HeuristicPolicy.passive,
}
