"""The ships on the chart and everything drawn around them: port stocks, the spaces you may
click, rings under the navies commanded this turn and the ship sailing now, cargo cubes, gun
sights' targets, and the path preview under the pointer.

`paint` draws what only changes with the view or the decision (into the chart's sparse region
of the layer); `overlay` draws what moves every frame (ships sailing, the hovered path).
"""

from __future__ import annotations

from functools import partial

import pygame

from game.black_fleet.model import BlackFleetView, ShipView
from game.black_fleet.views import activating_ship, reachable
from game.core import Action, Decision

from ..core import theme
from ..widgets.layer import Marks
from . import sprites, tips
from .anims import ShipSail
from .layout import ChartLayout

CELL_KINDS = ("move", "place", "hideout", "enter_lair", "target_lair", "cmove")


class Fleet:
    def __init__(self, table, layout: ChartLayout) -> None:
        self.table = table
        self.layout = layout
        self.rules = table.rules
        self.content = table.rules.content
        self._points: tuple = (None, {})
        self._reach: dict[tuple, dict] = {}
        self.highlight = _cell_highlight(layout.cell)

    # ---- geometry ------------------------------------------------------------------------------
    def points(self, view: BlackFleetView) -> dict[str, tuple[int, int]]:
        """Pixel centre of every ship in play (grid cell, or its slot in a distant sea)."""
        if self._points[0] is view:
            return self._points[1]
        points: dict[str, tuple[int, int]] = {}
        waiting: dict[str, int] = {}
        for sh in view.ships:
            if sh.cell is not None:
                points[sh.id] = self.layout.centre(sh.cell)
            elif sh.zone is not None:
                k = waiting.get(sh.zone, 0)
                waiting[sh.zone] = k + 1
                points[sh.id] = self.layout.zone_slot(self.rules.g.zone_ids.index(sh.zone), k)
        self._points = (view, points)
        self._reach.clear()
        return points

    def rect(self, view: BlackFleetView, ship_id: str) -> pygame.Rect | None:
        point = self.points(view).get(ship_id)
        return None if point is None else self.rect_at(point)

    def rect_at(self, point) -> pygame.Rect:
        c = self.layout.cell
        return pygame.Rect(int(point[0]) - c // 2, int(point[1]) - c // 2, c, c)

    @staticmethod
    def ship_id(ship: str, owner: int) -> str:
        """The view's id of a ship named as the rules name it ("merchant" + owner, a navy)."""
        return f"{ship}:{owner}" if ship in ("merchant", "pirate") else f"navy:{ship}"

    def reach(self, view: BlackFleetView, ship: str) -> dict:
        """views.reachable, once per view and ship."""
        self.points(view)
        key = (id(view), ship)
        if key not in self._reach:
            self._reach[key] = reachable(self.rules.g, view, ship)
        return self._reach[key]

    # ---- looks ---------------------------------------------------------------------------------
    def image(self, view: BlackFleetView, sh: ShipView, left: bool = False) -> pygame.Surface:
        symbol = ""
        if theme.colourblind() and sh.owner is not None:
            symbol = theme.SYMBOLS[sh.owner % len(theme.SYMBOLS)]
        rgb = (
            self.table.seat_rgb(view, sh.owner)
            if sh.owner is not None
            else theme.seat_rgb(sh.colour)
        )
        return sprites.ship(sh.kind, rgb, self.layout.cell + 4, symbol, left)

    def draw_ship(
        self, surface, view: BlackFleetView, sh: ShipView, point, left: bool = False
    ) -> None:
        img = self.image(view, sh, left)
        x, y = int(point[0]), int(point[1])
        surface.blit(img, img.get_rect(center=(x, y)))
        if sh.cargo:
            for _rect, colour, pos in self._cargo_layout(sh.cargo, (x, y))[1:]:
                surface.blit(sprites.cube(colour, _cube_size(), theme.colourblind()), pos)

    def _cargo_layout(self, cargo, centre):
        """Where each cube of a ship's cargo goes: a dark strip under the hull."""
        size = _cube_size()
        w = len(cargo) * (size + 1) + 3
        strip = pygame.Rect(0, 0, w, size + 4)
        strip.midbottom = (centre[0], centre[1] + self.layout.cell // 2 - 2)
        out: list[tuple[pygame.Rect, str | None, tuple[int, int] | None]] = [(strip, None, None)]
        for k, colour in enumerate(cargo):
            pos = (strip.x + 2 + k * (size + 1), strip.y + 2)
            out.append((pygame.Rect(pos, (size, size)), colour, pos))
        return out

    # ---- the cached part -----------------------------------------------------------------------
    def paint(
        self,
        surface,
        marks: Marks,
        view: BlackFleetView,
        decision: Decision | None,
        moving: dict[str, ShipSail],
        show_options: bool,
    ) -> None:
        """Everything over the printed chart that changes with the view; each rectangle drawn
        is noted in `marks.painted` (the next repaint restores only those)."""
        self._stocks(surface, marks, view)
        for rect, text in tips.static_areas(self.table, view):
            marks.tip(rect, text)
        if decision is not None and show_options:
            self._spaces(surface, marks, view, decision)
        self._rings(surface, marks, view)
        points = self.points(view)
        for sh in view.ships:
            point = points.get(sh.id)
            if point is None or sh.id in moving:
                continue
            self._strip(surface, sh, point)
            self.draw_ship(surface, view, sh, point)
            rect = self.rect_at(point)
            marks.painted.append(rect.inflate(10, 10))
            marks.tip(rect, partial(tips.ship, self.table, view, sh))
            if show_options:
                self._ship_offers(marks, view, sh, point, rect)

    def _strip(self, surface, sh: ShipView, point) -> None:
        if sh.cargo:
            strip = self._cargo_layout(sh.cargo, (int(point[0]), int(point[1])))[0][0]
            pygame.draw.rect(surface, (20, 16, 12), strip, border_radius=3)

    def _stocks(self, surface, marks: Marks, view: BlackFleetView) -> None:
        """Cubes left in each port's stock, on its plaque."""
        cb = theme.colourblind()
        for plaque in self.layout.plaques:
            port = self.content.map.ports[plaque.port]
            r = plaque.rect
            pos = (r.right - 40, r.y + 4) if not plaque.tall else (r.x + 12, r.y + 33)
            drawn = surface.blit(sprites.cube(port.colour, 11, cb), pos)
            drawn.union_ip(
                theme.blit_text(
                    surface,
                    f"×{view.stocks[plaque.port]}",
                    (pos[0] + 14, pos[1] - 3),
                    13,
                    theme.INK,
                    bold=True,
                )
            )
            marks.painted.append(drawn.inflate(2, 2))

    def _spaces(self, surface, marks: Marks, view: BlackFleetView, d: Decision) -> None:
        """Spaces to click (sail here, dock here, jump to this lair ...) and distant seas."""
        for a in d.options:
            if a.kind in CELL_KINDS:
                rect = self.layout.cell_rect((a.args[0], a.args[1]))
                marks.offer(rect, a)
                surface.blit(self.highlight, rect)
                marks.painted.append(rect)
                marks.tip(rect, partial(tips.offered_space, self.table, view, a))
            elif a.kind == "enter_zone":
                marks.offer(self.layout.zones[self.rules.g.zone_ids.index(a.args[0])], a)
        if any(a.kind == "move" for a in d.options):
            self._unreachable(marks, view)

    def _unreachable(self, marks: Marks, view: BlackFleetView) -> None:
        """While a ship sails, a click on a space it cannot reach says why (land, a ship there,
        too far, a ship in the way: BF-30 to BF-34); where it is now is no move at all."""
        sailing = activating_ship(self.rules.g, view)
        here = view.ship(self.ship_id(sailing, view.active)).cell if sailing else None
        offered = {(r.x, r.y) for r, _a in marks.offers}
        for xy in self.rules.g.geo.xy:
            rect = self.layout.cell_rect(xy)
            if xy != here and (rect.x, rect.y) not in offered:
                marks.refuse(rect, Action("move", xy))

    def _rings(self, surface, marks: Marks, view: BlackFleetView) -> None:
        """Rings under the navies the active player commands this turn (in that player's
        colour) and a bright one under the ship sailing now."""
        points = self.points(view)
        active_rgb = self.table.seat_rgb(view, view.active)
        for navy in view.controlled:
            point = points.get(f"navy:{navy}")
            if point is not None:
                marks.painted.append(
                    _ring(surface, point, self.layout.cell // 2 + 1, active_rgb, 220)
                )
        sailing = activating_ship(self.rules.g, view)
        if sailing is not None:
            point = points.get(self.ship_id(sailing, view.active))
            if point is not None:
                marks.painted.append(
                    _ring(surface, point, self.layout.cell // 2 + 3, theme.HIGHLIGHT, 255)
                )

    def _ship_offers(self, marks: Marks, view: BlackFleetView, sh: ShipView, point, rect) -> None:
        actions = self.ship_actions(view, sh)
        if any(a.kind == "activate" for a in marks.options) and not any(
            a in marks.options for a in actions
        ):
            # choosing the next ship to sail: one of ours that may not sail says why
            if sh.kind == "navy" or sh.owner == view.active:
                marks.refuse(rect, actions[0])
            return
        for action in actions:
            if action.kind == "rob":
                cube = next(
                    (
                        r
                        for r, colour, _ in self._cargo_layout(sh.cargo, point)[1:]
                        if colour == action.args[1]
                    ),
                    None,
                )
                marks.offer(cube.inflate(6, 6) if cube else rect, action)
            else:
                marks.offer(rect, action)

    def ship_actions(self, view: BlackFleetView, sh: ShipView) -> list[Action]:
        """Options a click on this ship would take (only those offered now count)."""
        if sh.kind == "navy":
            return [Action("activate", (sh.colour,)), Action("target_ship", (sh.colour,))]
        if sh.owner == view.active:
            return [Action("activate", (sh.kind,)), Action("target_ship", (sh.kind,))] + (
                [Action("bury")] if sh.kind == "pirate" else []
            )
        out = [Action("target_enemy", (sh.kind, sh.owner))]
        if sh.kind == "pirate":
            out += [Action("sink", (sh.owner,)), Action("msink", (sh.owner,))]
        else:
            out += [Action("rob", (sh.owner, colour)) for colour in dict.fromkeys(sh.cargo)]
        return out

    # ---- every frame ---------------------------------------------------------------------------
    def overlay(
        self,
        surface,
        view: BlackFleetView,
        moving: dict[str, ShipSail],
        decision: Decision | None,
        mouse,
        show_options: bool,
    ) -> list[pygame.Rect]:
        """Draw this frame's moving things; returns the rectangles drawn over."""
        drawn = []
        for sh in view.ships:
            anim = moving.get(sh.id)
            if anim is not None:
                point = anim.current()
                self._strip(surface, sh, point)
                self.draw_ship(surface, view, sh, point, anim.started and anim.heading_left())
                drawn.append(self.rect_at(point).inflate(12, 12))
        if decision is not None and show_options:
            drawn += self._preview(surface, view, decision, mouse)
        return drawn

    def _preview(self, surface, view: BlackFleetView, d: Decision, mouse) -> list[pygame.Rect]:
        """Hovering a space the sailing ship can reach shows its path and length; hovering a
        ship you may start sailing dots the spaces it could reach."""
        if d.kind == "sail":
            ship = activating_ship(self.rules.g, view)
            cell = self.layout.cell_at(mouse)
            if ship is None or cell is None or Action("move", cell) not in d.options:
                return []
            path = self.reach(view, ship).get(cell)
            return [self._path(surface, view, ship, path)] if path else []
        if d.kind == "ships":
            for a in d.options:
                if a.kind != "activate":
                    continue
                name = str(a.args[0])
                rect = self.rect(view, self.ship_id(name, view.active))
                if rect is not None and rect.collidepoint(mouse):
                    dots = self._dots(surface, self.reach(view, name))
                    return [dots] if dots is not None else []
        return []

    def _dots(self, surface, cells) -> pygame.Rect | None:
        drawn = None
        for dest in cells:
            centre = self.layout.centre(dest)
            pygame.draw.circle(surface, theme.WOOD_DARK, centre, 5)
            r = pygame.draw.circle(surface, theme.GOLD_LIGHT, centre, 4).inflate(4, 4)
            drawn = r if drawn is None else drawn.union(r)
        return drawn

    def _path(self, surface, view: BlackFleetView, ship: str, path) -> pygame.Rect:
        start = self.points(view).get(self.ship_id(ship, view.active))
        points = ([start] if start else []) + [self.layout.centre(c) for c in path]
        drawn = pygame.Rect(points[0], (1, 1))
        if len(points) >= 2:
            drawn = pygame.draw.lines(surface, theme.WOOD_DARK, False, points, 5)
            pygame.draw.lines(surface, theme.GOLD_LIGHT, False, points, 3)
        for p in points[1:]:
            pygame.draw.circle(surface, theme.GOLD_LIGHT, p, 4)
        end = points[-1]
        badge = pygame.Rect(0, 0, 20, 18)
        badge.midbottom = (end[0] + 12, end[1] - 8)
        pygame.draw.rect(surface, theme.WOOD_DARK, badge, border_radius=8)
        theme.blit_text(
            surface, str(len(path)), badge.center, 13, theme.GOLD_LIGHT, bold=True, anchor="center"
        )
        return drawn.union(badge).inflate(10, 10)


def _cube_size() -> int:
    return 9 if theme.colourblind() else 8


def _cell_highlight(size: int) -> pygame.Surface:
    """The look of a space you may click: a warm wash with a bright rim."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(surf, (255, 220, 110, 70), (1, 1, size - 2, size - 2), border_radius=5)
    pygame.draw.rect(surf, (255, 226, 130, 200), (1, 1, size - 2, size - 2), 2, border_radius=5)
    return surf


def _ring(surface, centre, r: int, rgb, alpha: int) -> pygame.Rect:
    layer = pygame.Surface((2 * r + 6, 2 * r + 6), pygame.SRCALPHA)
    pygame.draw.circle(layer, (*rgb[:3], 90), (r + 3, r + 3), r)
    pygame.draw.circle(layer, (*theme.GOLD_LIGHT, alpha), (r + 3, r + 3), r, 3)
    return surface.blit(layer, layer.get_rect(center=(int(centre[0]), int(centre[1]))))
