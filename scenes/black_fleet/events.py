"""What each Black Fleet event looks like: ships sail their path, cubes fly between ports and
holds, doubloons fly to the seat that earned them, sunk ships go down, played cards are shown
to everybody, banners for turns and the ransom. Positions come from the view as it was before
the event (the table refreshes its view after the events are animated)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.black_fleet.model import BlackFleetView
from game.black_fleet.words import card_name

from ..core import i18n, theme
from ..table.events import EventData, EventShow
from ..table.layered import LayeredTable
from ..widgets.anim import Banner, Flash, Fly
from . import sprites
from .anims import CardShow, ShipSail, Sinking

if TYPE_CHECKING:
    from game.black_fleet.rules import BlackFleetRules

    from .desk import Desk
    from .fleet import Fleet
    from .layout import ChartLayout

COIN_EVENTS = (
    "sold",
    "buried",
    "pickpocketed",
    "ransom_paid",
    "insurance_paid",
    "development_bought",
    "victory_bought",
    "loaded",
    "resupplied",
    "merchant_placed",
)
SOUNDS = {
    "robbed": "cannon",
    "pirate_sunk": "cannon",
    "merchant_sunk": "splash",
    "movement_played": "click",
    "fortune_played": "click",
    "ship_activated": "click",
    **dict.fromkeys(COIN_EVENTS, "coin"),
}


SHOW: EventShow[EventAnimations] = EventShow(SOUNDS)  # the animations register below


class EventAnimations(LayeredTable):
    """The animating part of the Black Fleet table (BlackFleetTable derives from it: its fleet,
    layout, desk and seat panels): the animation of every event the viewer may see, registered
    in SHOW."""

    rules: BlackFleetRules
    view: BlackFleetView | None
    content: Any  # the game's content (data/black_fleet)
    layout: ChartLayout
    fleet: Fleet
    desk: Desk

    if TYPE_CHECKING:  # the table's own

        def seat_rects(self) -> list[pygame.Rect]: ...
        def seat_rgb(self, view: BlackFleetView, seat: int) -> tuple[int, int, int]: ...

    # ---- helpers -----------------------------------------------------------------------------
    def _point(self, ship_id: str) -> tuple[int, int] | None:
        if self.view is None:
            return None
        return self.fleet.points(self.view).get(ship_id)

    def _sail(self, ship_id: str, start, cells, blocking: bool = True) -> None:
        if start is not None:
            points = [start] + [self.layout.centre(tuple(c)) for c in cells]
            self.anims.add(ShipSail(ship_id, points, blocking=blocking))

    def _seat_anchor(self, seat: int) -> tuple[int, int]:
        rects = self.seat_rects()
        r = rects[seat] if 0 <= seat < len(rects) else self.side_rect
        return (r.x + 18, r.y + 54)

    def _port_anchor(self, port: int) -> tuple[int, int]:
        return self.layout.plaques[port].rect.center

    def _home_anchor(self, colour: str) -> tuple[int, int]:
        return self._port_anchor(self.content.port_of_colour[colour])

    def _coins(self, start, seat: int, blocking: bool = False) -> None:
        if start is not None:
            self.anims.add(
                Fly(sprites.doubloon(18), start, self._seat_anchor(seat), 0.55, blocking=blocking)
            )

    def _cubes(self, colours, start_of: Callable[[str], Any], end_of: Callable[[str], Any]) -> None:
        cb = theme.colourblind()
        for colour in colours:
            start, end = start_of(colour), end_of(colour)
            if start is not None and end is not None:
                self.anims.add(
                    Fly(sprites.cube(colour, 12, cb), start, end, 0.5, arc=30, blocking=False)
                )

    def _flash_ship(self, ship_id: str, colour=theme.HIGHLIGHT, seconds: float = 0.7) -> None:
        rect = self.fleet.rect(self.view, ship_id) if self.view is not None else None
        if rect is not None:
            self.anims.add(Flash(rect, colour, seconds))

    def _banner(self, text: str, colour, seconds: float) -> None:
        self.anims.add(Banner(text, colour, seconds, y=self.layout.grid.centery))

    # ---- ships moving ------------------------------------------------------------------------
    @SHOW.on("ship_moved")
    def _on_ship_moved(self, d: EventData) -> None:
        owner = d["owner"] if d["owner"] >= 0 else d["seat"]
        ship_id = self.fleet.ship_id(d["ship"], owner)
        self._sail(ship_id, self._point(ship_id), d["path"])

    @SHOW.on("commandeered")
    def _on_commandeered(self, d: EventData) -> None:
        ship_id = self.fleet.ship_id(d["ship"], d["target_seat"])
        self._sail(ship_id, self._point(ship_id), d["path"])

    @SHOW.on("decoy_swapped")
    def _on_decoy_swapped(self, d: EventData) -> None:
        seat = d["seat"]
        self._sail(
            f"merchant:{seat}",
            self.layout.centre(tuple(d["pirate"])),
            [d["merchant"]],
            blocking=False,
        )
        self._sail(f"pirate:{seat}", self.layout.centre(tuple(d["merchant"])), [d["pirate"]])

    @SHOW.on("pirate_hid", "cove_used")
    def _jump_pirate(self, d: EventData) -> None:
        ship_id = f"pirate:{d['seat']}"
        self._sail(ship_id, self._point(ship_id), [d["cell"]])

    @SHOW.on("pirate_entered_lair")
    def _on_pirate_entered_lair(self, d: EventData) -> None:
        self.anims.add(Flash(self.layout.cell_rect(tuple(d["cell"])), theme.HIGHLIGHT))

    @SHOW.on("pirate_entered")
    def _on_pirate_entered(self, d: EventData) -> None:
        zone = self.layout.zones[self.rules.g.zone_ids.index(d["zone"])]
        self.anims.add(Flash(zone, theme.HIGHLIGHT))

    @SHOW.on("ship_activated")
    def _on_ship_activated(self, d: EventData) -> None:
        self._flash_ship(self.fleet.ship_id(d["ship"], d["seat"]), theme.HIGHLIGHT, 0.5)

    @SHOW.on("wind_changed", "patrol_joined")
    def _flash_navy(self, d: EventData) -> None:
        self._flash_ship(f"navy:{d['navy']}")

    # ---- goods and money ---------------------------------------------------------------------
    @SHOW.on("merchant_placed")
    def _on_merchant_placed(self, d: EventData) -> None:
        cell = self.layout.cell_rect(tuple(d["cell"]))
        self.anims.add(Flash(cell, theme.HIGHLIGHT))
        port = self._port_anchor(d["port"])
        self._cubes([d["colour"]] * d["loaded"], lambda c: port, lambda c: cell.center)

    @SHOW.on("sold")
    def _on_sold(self, d: EventData) -> None:
        at = self._point(f"merchant:{d['seat']}")
        self._cubes(d["cubes"], lambda c: at, self._home_anchor)
        self._coins(at, d["seat"], blocking=True)
        port = self._port_anchor(d["port"])
        self._cubes([d["colour"]] * d["loaded"], lambda c: port, lambda c: at)

    @SHOW.on("loaded", "resupplied")
    def _on_loaded(self, d: EventData) -> None:
        at = self._point(f"merchant:{d['seat']}")
        port = self._port_anchor(d["port"])
        self._cubes([d["colour"]] * d["loaded"], lambda c: port, lambda c: at)

    @SHOW.on("robbed")
    def _on_robbed(self, d: EventData) -> None:
        victim = self._point(f"merchant:{d['target_seat']}")
        pirate = self._point(f"pirate:{d['seat']}")
        self._flash_ship(f"merchant:{d['target_seat']}", theme.RED)
        if victim is not None and pirate is not None:
            self.anims.add(
                Fly(
                    sprites.cube(d["colour"], 12, theme.colourblind()), victim, pirate, 0.45, arc=30
                )
            )
        self._coins(pirate, d["seat"])

    @SHOW.on("buried")
    def _on_buried(self, d: EventData) -> None:
        at = self.layout.centre(tuple(d["cell"]))
        self._cubes([d["colour"]], lambda c: at, self._home_anchor)
        self._coins(at, d["seat"], blocking=True)

    @SHOW.on("ransom_paid")
    def _on_ransom_paid(self, d: EventData) -> None:
        self._coins(self._seat_anchor(d["seat"]), d["to_seat"], blocking=True)

    @SHOW.on("pickpocketed")
    def _on_pickpocketed(self, d: EventData) -> None:
        self._coins(self._seat_anchor(d["target_seat"]), d["seat"], blocking=True)

    @SHOW.on("insurance_paid")
    def _on_insurance_paid(self, d: EventData) -> None:
        self._coins(self.layout.grid.center, d["seat"])

    # ---- sinking -----------------------------------------------------------------------------
    @SHOW.on("merchant_sunk")
    def _on_merchant_sunk(self, d: EventData) -> None:
        self._sink(f"merchant:{d['seat']}", "merchant", d["seat"])

    @SHOW.on("pirate_sunk")
    def _on_pirate_sunk(self, d: EventData) -> None:
        target = d["target_seat"]
        at = self._point(f"pirate:{target}")
        if d.get("treasure"):
            self._cubes([d["treasure"]], lambda c: at, self._home_anchor)
        self._sink(f"pirate:{target}", "pirate", target)
        self._coins(at, d["seat"])

    def _sink(self, ship_id: str, kind: str, owner: int) -> None:
        at = self._point(ship_id)
        if at is not None and self.view is not None:
            self.anims.add(Sinking(kind, self.seat_rgb(self.view, owner), self.layout.cell + 4, at))

    # ---- cards, purchases, turns -------------------------------------------------------------
    @SHOW.on("movement_played")
    def _on_movement_played(self, d: EventData) -> None:
        img = self.desk.movement_image(d["card"])
        self.anims.add(
            Fly(img, self._seat_anchor(d["seat"]), self.desk.played_slot().center, 0.45, arc=20)
        )

    @SHOW.on("fortune_played")
    def _on_fortune_played(self, d: EventData) -> None:
        img = self.desk.fortune_image(d["card"])
        caption = self.phrase(
            "black_fleet.scene.card_played", d, card=card_name(self.rules.g, d["card"])
        )
        self.anims.add(CardShow(img, caption, self.layout.grid.center))

    @SHOW.on("fortune_drawn")
    def _on_fortune_drawn(self, d: EventData) -> None:
        if "card" in d and d.get("seat") == self.viewer:
            self.anims.add(
                Fly(
                    sprites.card_back(sprites.FORTUNE_BACK, (30, 42)),
                    self.desk.decks_rect.center,
                    self.desk.hand_rect.center,
                    0.4,
                    blocking=False,
                )
            )

    @SHOW.on("deck_reshuffled")
    def _on_deck_reshuffled(self, d: EventData) -> None:
        self.anims.add(Flash(self.desk.decks_rect, theme.HIGHLIGHT))

    @SHOW.on("development_bought")
    def _on_development_bought(self, d: EventData) -> None:
        rects = self.seat_rects()
        if 0 <= d["seat"] < len(rects):
            self.anims.add(Flash(rects[d["seat"]], theme.GOLD_LIGHT))

    @SHOW.on("victory_bought")
    def _on_victory_bought(self, d: EventData) -> None:
        self._banner(self.phrase("black_fleet.scene.ransom_banner", d), theme.GOLD, 1.6)

    @SHOW.on("final_round")
    def _on_final_round(self, d: EventData) -> None:
        self._banner(i18n.tr("black_fleet.scene.final_round"), theme.RED, 1.2)

    @SHOW.on("turn_began")
    def _on_turn_began(self, d: EventData) -> None:
        seat = d["seat"]
        if seat in self.humans:
            self._banner(
                self.phrase("black_fleet.scene.turn_banner", d),
                theme.GOLD_LIGHT,
                1.0,
            )
