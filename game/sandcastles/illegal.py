"""Why an action is refused: the SAND rule that forbids it (called only for actions that are
not among the offered options)."""

from __future__ import annotations

from game.core import Action, RuleRef, Task

from . import geometry as geo
from .catalogue import SHARED, Catalogue
from .deck import stopped
from .model import State
from .tasks import (
    CAPTURED,
    SHARED_ONLY,
    Act,
    ChooseMaterial,
    Draw,
    PickCastle,
    PickCell,
    PickTarget,
    PickWalls,
    Reply,
    SoloReply,
    SoloTarget,
    SwapGive,
    SwapTake,
)

P = "sandcastles.illegal"


def ref(rule: str, key: str, **args: object) -> RuleRef:
    return RuleRef(rule, f"{P}.{key}", args)


def _int(a: Action, i: int) -> int | None:
    if len(a.args) > i and isinstance(a.args[i], int) and not isinstance(a.args[i], bool):
        v = a.args[i]
        assert isinstance(v, int)
        return v
    return None


def explain(g: Catalogue, s: State, seat: int, a: Action) -> RuleRef | None:
    if not s.agenda:
        return None
    task = s.agenda[-1]
    if isinstance(task, Reply | SoloReply):
        answering = task.seat if isinstance(task, Reply) else 0
        if seat != answering:
            return ref("SAND-33", "only_the_victim_answers")
        return ref("SAND-33", "must_beat_last_card")
    if asked_seat(task) != seat:
        return ref("SAND-24", "not_your_turn")
    if isinstance(task, Act):
        return _act(g, s, task, a)
    if isinstance(task, SwapGive):
        return ref("SAND-29", "not_in_hand")
    if isinstance(task, PickCastle):
        return _where(g, s, task, a)
    if isinstance(task, PickCell | PickWalls):
        return _placement(g, s, task, a)
    if isinstance(task, PickTarget):
        return _target(g, s, task, a)
    if isinstance(task, Draw | SwapTake) and a.kind == "beach":
        return ref("SAND-28", "not_on_the_beach")
    return None


def asked_seat(task: Task) -> int | None:
    """The seat a decision task asks (the solo game's questions go to the player)."""
    if isinstance(task, SoloTarget):
        return 0
    if isinstance(
        task, Act | PickCastle | PickCell | PickWalls | PickTarget | SwapGive | SwapTake | Draw
    ):
        return task.seat
    if isinstance(task, ChooseMaterial):
        return task.seat
    return None


def _act(g: Catalogue, s: State, t: Act, a: Action) -> RuleRef | None:
    card = _int(a, 0)
    if a.kind in ("build", "attack") and (card is None or card not in s.hands[t.seat]):
        return ref("SAND-29", "not_in_hand")
    if a.kind == "attack":
        assert card is not None
        if s.mode == "solo":
            return ref("SAND-61", "no_attack_in_solo")
        if not g.is_attack(card):
            return ref("SAND-31", "not_an_attack_tile")
        if t.nth == 2:
            return ref("SAND-54", "second_action_shared_only")
        return ref("SAND-31", "no_target_for_tile")
    if a.kind == "swap":
        if stopped(s):
            return ref("SAND-48", "no_swap_in_final_turns")
        return ref("SAND-24", "nothing_to_swap")
    if a.kind == "build":
        assert card is not None
        if not g.is_castle(card):
            return ref("SAND-4", "attack_tiles_have_no_walls")
        return ref("SAND-54", "second_action_shared_only")
    if a.kind in ("skip", "pass"):
        return ref("SAND-24", "must_act")
    return None


def _where(g: Catalogue, s: State, t: PickCastle, a: Action) -> RuleRef | None:
    if a.kind == "new_shared":
        if t.mode == CAPTURED:
            return ref("SAND-56", "captured_not_shared")
        return ref("SAND-53", "one_shared_castle")
    if a.kind == "new" and t.mode == SHARED_ONLY:
        return ref("SAND-54", "second_action_shared_only")
    cid = _int(a, 0)
    castle = s.castles.get(cid) if cid is not None else None
    if castle is None:
        return ref("SAND-21", "no_such_castle")
    if castle.owner == SHARED and t.mode == CAPTURED:
        return ref("SAND-56", "captured_not_shared")
    if castle.owner != t.seat and castle.owner != SHARED:
        return ref("SAND-19", "not_your_castle")
    if castle.owner != SHARED and t.mode == SHARED_ONLY:
        return ref("SAND-54", "second_action_shared_only")
    return ref("SAND-19", "does_not_fit")


def _placement(g: Catalogue, s: State, t: PickCell | PickWalls, a: Action) -> RuleRef | None:
    if t.cid < 0:
        return ref("SAND-19", "new_castle_at_origin")
    cells = s.castles[t.cid].cells
    if isinstance(t, PickCell):
        x, y = _int(a, 0), _int(a, 1)
        if x is None or y is None:
            return None
        walls_any = g.rotations[t.card]
        if (x, y) in cells:
            if g.figure[t.card] != 2:
                return ref("SAND-14", "only_seagulls_stack")
            return ref("SAND-20", "stack_walls_clash")
        known, req = geo.constraint(cells, x, y)
        if not req:
            return ref("SAND-19", "must_link")
        if not geo.ground_walls(walls_any, known, req):
            return ref("SAND-15", "walls_must_agree")
        return None
    known, req = geo.constraint(cells, t.x, t.y)
    if (t.x, t.y) in cells:
        return ref("SAND-20", "stack_walls_clash")
    if not req:
        return ref("SAND-19", "must_link")
    return ref("SAND-15", "walls_must_agree")


def _target(g: Catalogue, s: State, t: PickTarget, a: Action) -> RuleRef | None:
    cid, x, y = _int(a, 1), _int(a, 2), _int(a, 3)
    castle = s.castles.get(cid) if cid is not None else None
    if castle is None or x is None or y is None or (x, y) not in castle.cells:
        return ref("SAND-31", "no_such_tile")
    if castle.owner == t.seat:
        return ref("SAND-31", "not_your_own_castle")
    if t.nth == 2 and castle.owner != SHARED:
        return ref("SAND-54", "second_action_shared_only")
    top = castle.cells[(x, y)][-1] >> 4
    if g.beats[g.figure[s.fight[0]]] != g.figure[top]:
        return ref("SAND-2", "figure_not_beaten")
    if not geo.target_ok(castle.cells, x, y):
        return ref("SAND-32", "castle_cannot_split")
    return None
