"""What a click on the beach does now: the things of the current decision that may be clicked
(lit: a tile of the hand, a beach card, the deck, a legal cell, a target, the slot of a new
castle, the tile being turned) and the things that may be clicked to hear why not (an unlit
cell, a tile that cannot be played: the engine refuses the action and the table says its rule).

Worked out from the viewing seat's view and its decision only, once per view. A legal cell of
the "which castle" question is the castle's option with the cell as a plan: the cell is sent
when the engine asks for it (click a tile, then a cell: two clicks for a build)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.core import Action, Decision
from game.sandcastles import geometry as geo
from game.sandcastles.catalogue import NEW_SHARED, SHARED, Catalogue
from game.sandcastles.model import Castle, View
from game.sandcastles.tasks import PickCell, PickWalls, Reply, SoloReply

from .layout import Layout

HAND_KINDS = ("build", "attack", "play", "give")
CASTLE_KINDS = ("castle", "captured_castle")
CELL_KINDS = ("cell", "captured_cell")
WALLS_KINDS = ("walls", "captured_walls")
TARGET_KINDS = ("target", "solo_target")


@dataclass(frozen=True)
class Click:
    rect: pygame.Rect
    action: Action
    style: str  # hand | beach | deck | cell | target | slot | walls
    offered: bool  # lit (an option now); else a click shows why it is refused
    plan: Action | None = None  # sent next, when the engine asks for it
    walls: int = 0  # how a tile put here would be turned (the ghost under the pointer)
    owner: int = -9  # the area it is in (seat, SHARED), or -9 for the strip and the hand


def clicks(
    g: Catalogue,
    view: View,
    d: Decision | None,
    layout: Layout,
    hand: Sequence[int | None],
    beach: Sequence[int | None],
) -> list[Click]:
    """The clicks of decision `d`; `hand` and `beach`: the hand and the beach slot by slot, as
    the table lays them out (layout.hand_slots, layout.beach_slots)."""
    if d is None or view.seat is None:
        return []
    options = set(d.options)
    out: list[Click] = []
    kind = d.kind
    _hand(g, hand, kind, options, layout, out)
    if kind in ("draw", "swap_take"):
        for card, rect in zip(beach, layout.beach):
            if card is not None:
                out.append(Click(rect, g.card_action("beach", card), "beach", True))
        act = g.kind_actions["deck"]
        out.append(Click(layout.deck, act, "deck", act in options))
    elif kind in CASTLE_KINDS:
        _castles(g, view, d, options, layout, out)
    elif kind in CELL_KINDS:
        _cells(g, view, options, layout, out)
    elif kind in WALLS_KINDS:
        _walls(g, view, d, layout, out)
    elif kind in TARGET_KINDS:
        _targets(view, d, options, layout, out)
    return out


def _hand(
    g: Catalogue, hand: Sequence[int | None], kind: str, options: set, layout: Layout, out: list
) -> None:
    for card, rect in zip(hand, layout.hand_tiles):
        if card is None:
            continue
        if kind in ("act", "act_second"):
            action = g.card_action("attack" if g.is_attack(card) else "build", card)
        elif kind in ("reply", "solo_reply"):
            action = g.card_action("play", card)
        elif kind == "swap_give":
            action = g.card_action("give", card)
        else:
            continue
        out.append(Click(rect, action, "hand", action in options))


def castle_of(view: View, cid: int) -> Castle | None:
    c = view.castle(cid)
    return Castle(c.cid, c.owner, c.grid()) if c is not None else None


def _castles(
    g: Catalogue, view: View, d: Decision, options: set, layout: Layout, out: list
) -> None:
    card = view.moving[0] if view.moving else -1
    for opt in d.options:
        if opt.kind in ("new", "new_shared"):
            owner = SHARED if opt.kind == "new_shared" else d.seat
            area = layout.areas.get(owner)
            if area is not None and area.new_slot is not None:
                out.append(Click(area.new_slot, opt, "slot", True, owner=owner))
    for area in layout.areas.values():
        for box in area.castles:
            act = g.card_action("castle", box.cid)
            castle = castle_of(view, box.cid)
            if castle is None or card < 0:
                continue
            lit = geo.placements(g, castle, card) if act in options else {}
            for y in range(box.y0, box.y0 + box.h):
                for x in range(box.x0, box.x0 + box.w):
                    cell = g.cell_action(x, y)
                    walls = lit.get((x, y))
                    if walls:
                        out.append(
                            Click(
                                box.cell_rect(x, y), act, "cell", True, cell, walls[0], area.owner
                            )
                        )
                    elif (x, y) in castle.cells or act in options:
                        out.append(
                            Click(box.cell_rect(x, y), act, "cell", False, cell, owner=area.owner)
                        )


def _cells(g: Catalogue, view: View, options: set, layout: Layout, out: list) -> None:
    task = view.agenda[-1] if view.agenda else None
    if not isinstance(task, PickCell) or task.cid < 0:
        return
    box, area = layout.box(task.cid), layout.area_of(task.cid)
    castle = castle_of(view, task.cid)
    if box is None or area is None or castle is None:
        return
    lit = geo.placements(g, castle, task.card)
    for y in range(box.y0, box.y0 + box.h):
        for x in range(box.x0, box.x0 + box.w):
            act = g.cell_action(x, y)
            walls = lit.get((x, y))
            out.append(
                Click(
                    box.cell_rect(x, y),
                    act,
                    "cell",
                    act in options,
                    walls=walls[0] if walls else 0,
                    owner=area.owner,
                )
            )


def walls_place(view: View, d: Decision, layout: Layout) -> tuple[pygame.Rect, int] | None:
    """Where the tile being turned goes (a cell, or the slot of a new castle) and its area."""
    task = view.agenda[-1] if view.agenda else None
    if not isinstance(task, PickWalls):
        return None
    if task.cid < 0:
        owner = SHARED if task.cid == NEW_SHARED else d.seat
        area = layout.areas.get(owner)
        if area is None:
            return None
        slot = area.new_slot or pygame.Rect(area.grid_rect.topleft, (40, 40))
        return slot, owner
    box, area = layout.box(task.cid), layout.area_of(task.cid)
    if box is None or area is None:
        return None
    return box.cell_rect(task.x, task.y), area.owner


def _walls(g: Catalogue, view: View, d: Decision, layout: Layout, out: list) -> None:
    place = walls_place(view, d, layout)
    if place is not None:
        # the action is the turn shown now; the table swaps it as the tile is turned
        out.append(Click(place[0], d.options[0], "walls", True, owner=place[1]))


def _targets(view: View, d: Decision, options: set, layout: Layout, out: list) -> None:
    for area in layout.areas.values():
        for box in area.castles:
            c = view.castle(box.cid)
            if c is None:
                continue
            for x, y, _st in c.cells:
                victim = area.owner
                if victim == SHARED:
                    victim = 1 - d.seat
                act = Action("target", (victim, box.cid, x, y))
                lit = act in options
                out.append(Click(box.cell_rect(x, y), act, "target", lit, owner=area.owner))


def fight_target(view: View) -> tuple[int, int, int] | None:
    """The cell the fight under way hits (castle, x, y), while it is answered."""
    task = view.agenda[-1] if view.agenda else None
    if isinstance(task, Reply | SoloReply) and view.fight:
        return task.cid, task.x, task.y
    return None
