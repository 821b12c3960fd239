"""The Kratos table's answers to the mouse and the keys: what the decision in hand lights on the
chart, what a click on a node means for it, the menus beside pieces and islands, the bar's
buttons, and what a click asked for that takes more than one engine step (the intent: a click on a
destination while a piece's menu is open declares the move, then makes it).

Rules of the table (issue 12): a player is never asked a question with only one sensible answer
(a decision with a single option is taken at once); a click on something that is not a legal
choice says why, with the rule's words; an option that exists but is not legal now shows greyed
with its reason; menus never move while they are open.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial
from typing import TYPE_CHECKING

import pygame
from pygame.typing import Point

from game.core import Action, Decision, Label
from game.kratos.model import Piece, View
from game.kratos.plays import BACK, piece_action

from ..core import i18n
from ..widgets.warm import Job
from . import controls, desk, sprites
from .chart import Highlights, island_sizes, land, plate, token
from .layout import CHART_VIEW
from .popup import Picker, Popup, Row
from .words import kind_name, material_name, piece_line

if TYPE_CHECKING:
    from .table import KratosTable

S = "kratos.scene."
MOVING = ("MOVE", "MOVE_THEN_SHOOT", "SHOOT_THEN_MOVE")
AIMING = ("SHOOT", "SHOOT_THEN_MOVE")
AMOUNTS = ("produce", "gasoline", "bread", "give_gold")
BAR = {
    "choose_play": ("end_turn", "produce_all"),
    "piece_menu": ("declare", "pass", "back"),
    "move": (),
    "shoot": ("hold_fire",),
    "steel": ("steel_done",),
}


# ---- what the decision lights ------------------------------------------------------------------
def highlights(t: KratosTable, d: Decision | None) -> Highlights:
    view = t.view
    selected = t.piece_in_hand()
    sel = selected if selected is not None else -1
    if d is None or view is None or not view.islands:
        return Highlights(selected=sel)
    opts = d.options
    if d.kind == "choose_play":
        return Highlights(
            pick=frozenset(int(str(a.args[0])) for a in opts if a.kind == "piece"), live=True
        )
    if d.kind == "piece_menu" and selected is not None:
        decls = {str(a.args[0]) for a in opts if a.kind == "declare"}
        pv = t.preview()
        reach: frozenset[int] = frozenset()
        aim, islands = frozenset[int](), frozenset[int]()
        if pv is not None and decls & set(MOVING):
            reach = frozenset(int(str(a.args[0])) for a in pv.moves(selected))
        if pv is not None and decls & set(AIMING):
            aim, islands = _aims(t, view, pv.targets(selected))
        return Highlights(selected=sel, reach=reach, aim=aim, aim_islands=islands)
    if d.kind == "move":
        dest: dict[int, list[str]] = {}
        for a in opts:
            if a.kind == "move":
                dest.setdefault(int(str(a.args[0])), []).append(str(a.args[1]))
        return Highlights(
            selected=sel, dest=tuple((n, tuple(m)) for n, m in sorted(dest.items())), live=True
        )
    if d.kind == "shoot":
        aim, islands = _aims(t, view, [a for a in opts if a.kind == "target"])
        return Highlights(selected=sel, aim=aim, aim_islands=islands, live=True)
    if d.kind == "placement" and d.seat < len(view.capital) and view.capital[d.seat]:
        return Highlights(
            places=((view.capital[d.seat], "capital"), (view.second[d.seat], "second")), live=True
        )
    return Highlights(selected=sel, live=True)


def quiet(t: KratosTable) -> Highlights:
    """While something plays out, nothing glows (nothing can be taken)."""
    pid = t.piece_in_hand()
    return Highlights(selected=pid if pid is not None else -1)


def _aims(
    t: KratosTable, view: View, targets: list[Action]
) -> tuple[frozenset[int], frozenset[int]]:
    cells = t.camera.geo.cells
    aim: set[int] = set()
    islands: set[int] = set()
    for a in targets:
        if a.args[0] == "piece":
            p = view.pieces.get(int(str(a.args[1])))
            if p is None:
                continue
            if 0 <= p.loc < cells:
                aim.add(p.id)
            else:
                islands.add(_where(view, p) - cells + 1)
        else:
            islands.add(int(str(a.args[1])))
    return frozenset(aim), frozenset(islands)


def _where(view: View, p: Piece) -> int:
    while p.loc < 0 and p.carrier >= 0:
        p = view.pieces[p.carrier]
    return p.loc


def pieces_at(view: View, node: int, cells: int) -> list[int]:
    """Every piece at a node: the one on a sea cell (and its cargo), or everything on an island
    (docked cargo included, KD-24)."""
    out: list[int] = []
    if node >= cells:
        k = node - cells + 1
        tops = list(view.islands[k - 1].pieces)
    else:
        tops = [p.id for p in view.pieces.values() if p.loc == node]
    for pid in tops:
        out.append(pid)
        out.extend(view.pieces[pid].cargo)
    return out


# ---- the bar, and what is asked once --------------------------------------------------------------
def bar_options(t: KratosTable, d: Decision) -> list[Action]:
    """Pieces, destinations and targets are clicked on the chart, amounts picked beside it;
    the rest (end the turn, produce everywhere, declarations, cargo, answers) is in the bar."""
    if d.kind in BAR:
        return [a for a in d.options if a.kind in BAR[d.kind]]
    if d.options and d.options[0].kind in AMOUNTS:
        return list(d.options[:1])  # the most (the engine lists amounts from the top)
    return list(d.options)


def take_intent(t: KratosTable, d: Decision) -> bool:
    """Take the next step of what a click asked for, if this decision is it."""
    while t.intent:
        kind, what = t.intent[0]
        if kind == "action" and isinstance(what, Action) and what in d.options:
            t.intent.pop(0)
            t.choose(d.seat, what)
            return True
        if kind == "move_to" and d.kind == "move" and isinstance(what, int):
            t.intent.pop(0)
            return _one_or_menu(
                t, d, [a for a in d.options if a.kind == "move" and a.args[0] == what], what
            )
        if kind == "aim_at" and d.kind == "shoot" and isinstance(what, int):
            t.intent.pop(0)
            return _one_or_menu(t, d, targets_at(t, d, what), what)
        if d.kind == "cargo":
            return False  # KD-13: the transporter's cargo comes first; the intent waits
        t.intent.clear()
    return False


def _one_or_menu(t: KratosTable, d: Decision, acts: list[Action], node: int) -> bool:
    if len(acts) == 1 and not own_target(t, d.seat, acts[0]):
        t.choose(d.seat, acts[0])
        return True
    if acts:
        t.popup = action_menu(t, d, acts, node, _target_title(t, d.seat, acts, "choose_one"))
        return True
    return False


def own_target(t: KratosTable, seat: int, a: Action) -> bool:
    """KD-5: a shot at one's own piece, or at a depot of one's own island (scuttling, emptying
    a depot before it is taken): legal, and asked once more before it is fired."""
    view = t.view
    if a.kind != "target" or view is None:
        return False
    if a.args[0] == "piece":
        p = view.pieces.get(int(str(a.args[1])))
        return p is not None and p.owner == seat
    island = int(str(a.args[1]))
    return 0 < island <= len(view.islands) and view.islands[island - 1].owner == seat


def _target_title(t: KratosTable, seat: int, acts: list[Action], otherwise: str) -> str:
    if any(own_target(t, seat, a) for a in acts):
        return i18n.tr(S + "own_target")  # KD-5: the UI asks before an own target is shot
    return i18n.tr(S + otherwise)


def targets_at(t: KratosTable, d: Decision, node: int) -> list[Action]:
    view = t.view
    cells = t.camera.geo.cells
    here = set(pieces_at(view, node, cells))
    out = []
    for a in d.options:
        if a.kind != "target":
            continue
        if (a.args[0] == "piece" and int(str(a.args[1])) in here) or (
            a.args[0] == "depot" and node >= cells and int(str(a.args[1])) == node - cells + 1
        ):
            out.append(a)
    return out


# ---- popups ------------------------------------------------------------------------------------
def _anchor(t: KratosTable, pid: int) -> pygame.Rect:
    view = t.view
    p = view.pieces.get(pid)
    if p is None:
        return pygame.Rect(CHART_VIEW.center, (1, 1))
    return t.camera.node_rect(_where(view, p)).clip(CHART_VIEW) or pygame.Rect(
        CHART_VIEW.center, (1, 1)
    )


def _phrase(t: KratosTable, key: str, args: dict) -> str:
    return i18n.phrase(Label(key, args), t.names)


def decision_popup(t: KratosTable, d: Decision) -> Popup | None:
    pid = t.piece_in_hand()
    if d.kind == "piece_menu" and pid is not None:
        return piece_menu(t, d, pid)
    if d.kind == "steel" and pid is not None:
        return steel_menu(t, d, pid)
    if d.options and d.options[0].kind in AMOUNTS and len(d.options) > 1:
        anchor = (
            _anchor(t, pid)
            if pid is not None
            else pygame.Rect(CHART_VIEW.centerx - 130, CHART_VIEW.centery - 60, 1, 1)
        )
        title = i18n.phrase(t.rules.describe_decision(d, t.view), t.names)
        return Picker(
            title,
            d.options,
            t.action_text,
            partial(t.choose, d.seat),
            anchor,
            t.board_rect,
            d,
        )
    return None


def piece_menu(t: KratosTable, d: Decision, pid: int) -> Popup:
    """K-20, KD-1: the piece's declarations (those not possible now greyed, with the rule),
    pass, sell to ..., back."""
    view = t.view
    p = view.pieces[pid]
    rows: list[Row] = []
    pv = t.preview()
    offered = set(d.options)
    if pv is not None:
        for decl, ref in pv.declarations(d.seat, pid):
            action = Action("declare", (decl,))
            reason = "" if ref is None else f"{_phrase(t, ref.key, dict(ref.args))} ({ref.rule})"
            if ref is None and action not in offered:
                continue
            rows.append(Row(t.action_text(action), action if ref is None else None, reason=reason))
    rows.append(Row(t.action_text(Action("pass")), Action("pass")))
    sells = [a for a in d.options if a.kind == "sell"]
    if sells:
        rows.append(Row(i18n.tr(S + "sell_to"), command=partial(_sell_menu, t, d, pid, sells)))
    if BACK in offered:
        rows.append(Row(t.action_text(BACK), BACK))
    title = piece_line(t.g, p, t.names)
    return Popup(title, rows, _anchor(t, pid), t.board_rect, d, bound=True, dock=desk.PIECE)


def _sell_menu(t: KratosTable, d: Decision, pid: int, sells: list[Action]) -> None:
    """K-21, KD-11: to whom (another seat is asked to consent)."""
    rows = [Row(t.action_text(a), a) for a in sells]
    rows.append(Row(i18n.tr(S + "back_to_menu"), command=partial(_reopen_menu, t, d, pid)))
    t.popup = Popup(
        i18n.tr(S + "sell_title"),
        rows,
        _anchor(t, pid),
        t.board_rect,
        d,
        bound=True,
        dock=desk.PIECE,
    )


def _reopen_menu(t: KratosTable, d: Decision, pid: int) -> None:
    t.popup = piece_menu(t, d, pid)


def steel_menu(t: KratosTable, d: Decision, pid: int) -> Popup:
    """K-57, KD-21..KD-23: what the steel on this island pays for; what it cannot pay for yet is
    greyed with its price."""
    view = t.view
    p = view.pieces[pid]
    island = _where(view, p) - t.camera.geo.cells + 1
    steel = dict(view.steel).get(island, 0)
    offered = set(d.options)
    rows: list[Row] = []
    for kind in t.g.buildable:
        action = Action("build", (kind,))
        cost = t.g.kinds[kind].cost
        text = i18n.tr(S + "build_row", kind=kind_name(t.g, kind), cost=cost)
        reason = "" if action in offered else i18n.tr(S + "cannot_build", cost=cost, steel=steel)
        rows.append(
            Row(
                text,
                action if action in offered else None,
                reason=reason,
                icon=t.chart.sprite(t.chart_look, Piece(-1, kind, d.seat, 0), 20),
            )
        )
    rows += [Row(t.action_text(a), a) for a in d.options if a.kind == "repair"]
    rows.append(Row(t.action_text(Action("steel_done")), Action("steel_done")))
    title = i18n.tr(S + "steel_title", steel=steel, island=island)
    return Popup(title, rows, _anchor(t, pid), t.board_rect, d, bound=True)


def action_menu(t: KratosTable, d: Decision, acts: list[Action], node: int, title: str) -> Popup:
    rows = [Row(t.action_text(a), a) for a in acts]
    rect = t.camera.node_rect(node).clip(CHART_VIEW)
    return Popup(title, rows, rect, t.board_rect, d)


def roster(t: KratosTable, d: Decision, node: int) -> Popup:
    """An island's (or a carrier's) pieces, each a row: those you may play now can be clicked,
    the others say why not (K-20)."""
    view = t.view
    cells = t.camera.geo.cells
    offered = set(d.options)
    pv = t.preview()
    rows = []
    for pid in pieces_at(view, node, cells):
        p = view.pieces[pid]
        action = piece_action(pid)
        reason = ""
        if action not in offered:
            ref = pv.why_not_eligible(d.seat, pid) if pv is not None else None
            reason = f"{_phrase(t, ref.key, dict(ref.args))} ({ref.rule})" if ref else ""
        text = piece_line(t.g, p, t.names)
        if p.carrier >= 0:
            text = i18n.tr(S + "aboard_row", piece=text)
        rows.append(
            Row(
                text,
                action if not reason else None,
                reason=reason,
                icon=t.chart.sprite(t.chart_look, p, 20),
            )
        )
    if node >= cells:
        title = i18n.tr(S + "roster_island", island=node - cells + 1)
    else:
        x, y = t.camera.geo.xy(node)
        title = i18n.tr(S + "roster_cell", x=x, y=y)
    return Popup(
        title, rows, t.camera.node_rect(node).clip(CHART_VIEW), t.board_rect, ("roster", node)
    )


# ---- clicks ----------------------------------------------------------------------------------
def board_click(t: KratosTable, pos: Point, d: Decision) -> Action | None:
    node = t.camera.node_at(pos)
    view = t.view
    if node is None or view is None or not view.islands:
        return None
    cells = t.camera.geo.cells
    here = pieces_at(view, node, cells)
    if d.kind == "choose_play":
        acts = [piece_action(pid) for pid in here if piece_action(pid) in d.options]
        if node < cells and len(acts) == 1 and len(here) == 1:
            return acts[0]
        if node < cells and here and not acts:
            t.say_refusal(d.seat, piece_action(here[0]))  # the rule's words (K-20)
        elif here:
            t.popup = roster(t, d, node)
        return None
    if d.kind == "piece_menu":
        return _menu_click(t, d, node, here)
    if d.kind == "placement":
        return _placement_click(t, d, node)
    if d.kind == "move":
        acts = [a for a in d.options if a.kind == "move" and a.args[0] == node]
        if len(acts) == 1:
            return acts[0]
        if acts:
            t.popup = action_menu(t, d, acts, node, i18n.tr(S + "choose_one"))
        else:
            t.say_refusal(d.seat, Action("move", (node, "go")))
        return None
    if d.kind == "shoot":
        acts = targets_at(t, d, node)
        if len(acts) == 1 and node < cells and not own_target(t, d.seat, acts[0]):
            return acts[0]
        if acts:
            t.popup = action_menu(t, d, acts, node, _target_title(t, d.seat, acts, "choose_target"))
        elif here:
            t.say_refusal(d.seat, Action("target", ("piece", here[0])))
        return None
    return None


def _placement_click(t: KratosTable, d: Decision, node: int) -> Action | None:
    """K-12, KD-45: the capital and the second island glow while the pieces are placed; a click
    on one puts the next piece there, as the bar's button for that island does. (When the
    capital must keep the last war piece, K-12, that piece is the only choice: the table places
    it itself and asks nothing.)"""
    view = t.view
    seat = d.seat
    if view is None or seat >= len(view.capital) or not view.capital[seat]:
        return None
    cells = t.camera.geo.cells
    where = {cells + view.capital[seat] - 1: "capital", cells + view.second[seat] - 1: "second"}
    island = where.get(node)
    return next((a for a in d.options if a.kind == "put" and a.args[1] == island), None)


def click_hint(t: KratosTable, node: int) -> str:
    """ "Click: ..." for a node that does something for the decision in hand."""
    d = t._decision
    view = t.view
    if d is None or view is None or t.anims.blocking:
        return ""
    cells = t.camera.geo.cells
    hl = t.chart_look.hl
    acts: list[Action] = []
    if d.kind == "move":
        acts = [a for a in d.options if a.kind == "move" and a.args[0] == node]
    elif d.kind == "shoot":
        acts = targets_at(t, d, node)
    elif d.kind == "choose_play":
        acts = [
            piece_action(q) for q in pieces_at(view, node, cells) if piece_action(q) in d.options
        ]
        if node >= cells and acts:
            return i18n.tr(S + "click_roster", count=len(acts))
    elif d.kind == "placement":
        put = _placement_click(t, d, node)
        acts = [put] if put is not None else []
    elif d.kind == "piece_menu":
        decls = {str(a.args[0]) for a in d.options if a.kind == "declare"}
        if node in hl.reach and "MOVE" in decls:
            return i18n.tr(S + "click_move")
        here = set(pieces_at(view, node, cells))
        island = node - cells + 1 if node >= cells else 0
        if "SHOOT" in decls and (here & hl.aim or island in hl.aim_islands):
            return i18n.tr(S + "click_shoot")
    if not acts:
        return ""
    if len(acts) > 1:
        return i18n.tr(S + "click_choose", count=len(acts))
    return i18n.tr(S + "click_do", action=t.action_text(acts[0]))


def _menu_click(t: KratosTable, d: Decision, node: int, here: list[int]) -> Action | None:
    """While a piece's menu is open: a lit destination declares a move and makes it, a lit
    target declares a shot and fires; another piece of yours goes back and picks that one."""
    hl = t.chart_look.hl
    decls = {str(a.args[0]): a for a in d.options if a.kind == "declare"}
    if node in hl.reach and "MOVE" in decls:
        t.intent = [("move_to", node)]
        return decls["MOVE"]
    aims = set(here) & hl.aim or (
        node >= t.camera.geo.cells and node - t.camera.geo.cells + 1 in hl.aim_islands
    )
    if aims and "SHOOT" in decls:
        t.intent = [("aim_at", node)]
        return decls["SHOOT"]
    pid = t.piece_in_hand()
    others = [q for q in here if q != pid]
    if others and BACK in d.options:
        t.intent = [("action", piece_action(others[0]))] if len(others) == 1 else []
        return BACK
    return None


def handle(t: KratosTable, event: pygame.event.Event) -> bool:
    """Mouse and keys before the platform's handling (which takes clicks on the chart to
    `board_click`): the wheel zooms, a right drag pans, popups take their clicks, a seat
    panel filters the log."""
    mouse = t.app.mouse
    if event.type == pygame.MOUSEWHEEL:
        popup = t.popup
        if isinstance(popup, Picker) and popup.rect.collidepoint(mouse):
            popup.wheel(event.y)
            return True
        if CHART_VIEW.collidepoint(mouse):
            t.zoom(1 if event.y > 0 else -1, mouse)
            return True
        return False
    if (
        event.type == pygame.MOUSEBUTTONDOWN
        and event.button in (2, 3)
        and CHART_VIEW.collidepoint(event.pos)
    ):
        t._drag = event.pos
        return True
    if event.type == pygame.MOUSEMOTION and t._drag is not None:
        t.camera.pan(event.rel[0], event.rel[1])
        return True
    if event.type == pygame.MOUSEBUTTONUP and event.button in (2, 3):
        start, t._drag = t._drag, None
        if start is not None and abs(start[0] - event.pos[0]) + abs(start[1] - event.pos[1]) < 6:
            return _back(t)
        return start is not None
    if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
        return _left_click(t, event.pos)
    if event.type == pygame.KEYDOWN:
        return _key(t, event)
    return False


def _left_click(t: KratosTable, pos: tuple[int, int]) -> bool:
    popup = t.popup
    if popup is not None and popup.rect.collidepoint(pos):
        if t.anims.blocking:
            t.anims.skip()
            return True
        row = popup.row_at(pos)
        if row is None:
            return True
        if row.reason:
            t.say(row.reason)
        elif row.command is not None:
            row.command()
        elif row.action is not None:
            d = t.current_human_decision()
            if d is not None and row.action in d.options:
                if not popup.bound:
                    t.popup = None
                t.choose(d.seat, row.action)
        return True
    if popup is not None and not popup.bound:
        t.popup = None
    if controls.click(t, pos):
        return True
    for seat, rect in enumerate(t._seat_rects):
        if rect.collidepoint(pos):
            t.filter_log(seat)
            return True
    return False


def _back(t: KratosTable) -> bool:
    """Right click or Esc: close a menu of the table's own; in a piece's menu, go back."""
    if t.popup is not None and not t.popup.bound:
        t.popup = None
        return True
    d = t.current_human_decision()
    if d is not None and BACK in d.options and not t.anims.blocking:
        t.intent.clear()
        t.choose(d.seat, BACK)
        return True
    return False


def _key(t: KratosTable, event: pygame.event.Event) -> bool:
    key = event.key
    if key == pygame.K_ESCAPE:
        return _back(t)
    if key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
        t.zoom(1)
        return True
    if key in (pygame.K_MINUS, pygame.K_KP_MINUS):
        t.zoom(-1)
        return True
    if key in (pygame.K_0, pygame.K_HOME):
        t.zoom(0)
        return True
    moves = {
        pygame.K_LEFT: (1, 0),
        pygame.K_RIGHT: (-1, 0),
        pygame.K_UP: (0, 1),
        pygame.K_DOWN: (0, -1),
    }
    if key in moves:
        dx, dy = moves[key]
        t.camera.pan(dx * t.camera.cell * 2, dy * t.camera.cell * 2)
        return True
    return False


# ---- what is drawn live (hover) ----------------------------------------------------------------
def draw_live(t: KratosTable, surface: pygame.Surface) -> list[pygame.Rect]:
    """The path a hovered destination would take (the one the engine logs), and a frame on
    the hovered node when it can be clicked."""
    d = t._decision
    node = t.camera.node_at(t.mouse)
    if (
        d is None
        or node is None
        or t.anims.blocking
        or (t.popup is not None and t.popup.rect.collidepoint(t.mouse))
    ):
        return []
    hl = t.chart_look.hl
    rect = t.camera.node_rect(node)
    drawn: list[pygame.Rect] = []
    if d.kind == "move" and node in hl.dest_map() and hl.selected >= 0:
        pv = t.preview()
        mode = hl.dest_map()[node][0]
        path = pv.path(hl.selected, node, mode) if pv is not None else []
        points = [t.camera.centre(n) for n in path]
        if len(points) > 1:
            pygame.draw.lines(surface, (255, 250, 220), False, points, 3)
            for p in points[1:-1]:
                pygame.draw.circle(surface, (255, 250, 220), p, 4)
            xs, ys = [p[0] for p in points], [p[1] for p in points]
            drawn.append(
                pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1).inflate(
                    12, 12
                )
            )
    lit = (
        (
            d.kind == "choose_play"
            and any(q in hl.pick for q in pieces_at(t.view, node, t.camera.geo.cells))
        )
        or node in hl.reach
        or node in hl.dest_map()
    )
    if lit:
        pygame.draw.rect(surface, (255, 250, 220), rect.inflate(2, 2), 2, 6)
        drawn.append(rect.inflate(10, 10))
    return drawn


# ---- drawings made ahead of need -------------------------------------------------------------------
def warm_jobs(t: KratosTable) -> Iterator[Job]:
    """The sea and the islands' land at the zoom shown, then every piece at the sizes it is
    drawn at (at sea, in an island's groups, as cargo, on the desk), the flags, emblems, plates,
    tokens and count badges the islands and pieces at sea are drawn with."""
    view = t.view
    cell = t.camera.cell
    if view is not None and view.islands:
        yield partial(t.chart.sea, view.board, t.camera)
        for k in range(1, len(view.islands) + 1):
            yield partial(land, cell, k)
    size = island_sizes(cell)
    yield partial(plate, size["group"])
    for count in range(2, 10):
        yield partial(sprites.badge, str(count), size["count"])
        yield partial(sprites.badge, str(count), size["mines"], (70, 74, 80), (240, 240, 240))
    for seat in range(t.config.n_seats):
        rgb = t.seat_rgb(seat)
        yield partial(sprites.flag, rgb, t.letter(seat), size["flag"])
        for played in (False, True):
            yield partial(token, rgb, cell, played)
    sizes = sorted({size["sea piece"], size["group piece"], size["cargo"] + 4, cell - 2, 20, 52})
    for seat in range(t.config.n_seats):
        for kind in t.g.kinds:
            for s in sizes:
                yield partial(t.chart.sprite, t.chart_look, Piece(-1, kind, seat, 0), s)
    for m in t.g.materials:
        for s in (15, 16, size["emblem"], size["cargo"] + 2):
            yield partial(sprites.material_icon, m, s)


def depot_words(t: KratosTable, material: str) -> str:
    return material_name(t.g, material)
