"""What each Black Fleet event looks like: ships sail their path, cubes fly between ports and
holds, doubloons fly to the seat that earned them, sunk ships go down, played cards are shown
to everybody, banners for turns and the ransom. Positions come from the view as it was before
the event (the table refreshes its view after the events are animated)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.black_fleet.words import card_name
from game.core import Event

from ..core import i18n, theme
from ..widgets.anim import Banner, Flash, Fly
from . import sprites
from .anims import CardShow, ShipSail, Sinking

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


class EventAnimations:
    """Animation part of BlackFleetTable (uses its fleet, layout, desk and seat panels)."""

    def sound_for(self, event: Event) -> str | None:
        return SOUNDS.get(event.type)

    def animate(self, event: Event) -> None:
        handler: Callable[[dict], None] | None = getattr(self, f"_on_{event.type}", None)
        if handler is not None and self.view is not None:
            handler(event.data)

    # ---- helpers -----------------------------------------------------------------------------
    def _point(self, ship_id: str):
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
        rect = self.fleet.rect(self.view, ship_id)
        if rect is not None:
            self.anims.add(Flash(rect, colour, seconds))

    def _banner(self, text: str, colour, seconds: float) -> None:
        self.anims.add(Banner(text, colour, seconds, y=self.layout.grid.centery))

    # ---- ships moving ------------------------------------------------------------------------
    def _on_ship_moved(self, d: dict) -> None:
        owner = d["owner"] if d["owner"] >= 0 else d["seat"]
        ship_id = self.fleet.ship_id(d["ship"], owner)
        self._sail(ship_id, self._point(ship_id), d["path"])

    def _on_commandeered(self, d: dict) -> None:
        ship_id = self.fleet.ship_id(d["ship"], d["target_seat"])
        self._sail(ship_id, self._point(ship_id), d["path"])

    def _on_decoy_swapped(self, d: dict) -> None:
        seat = d["seat"]
        self._sail(
            f"merchant:{seat}",
            self.layout.centre(tuple(d["pirate"])),
            [d["merchant"]],
            blocking=False,
        )
        self._sail(f"pirate:{seat}", self.layout.centre(tuple(d["merchant"])), [d["pirate"]])

    def _jump_pirate(self, d: dict) -> None:
        ship_id = f"pirate:{d['seat']}"
        self._sail(ship_id, self._point(ship_id), [d["cell"]])

    _on_pirate_hid = _jump_pirate
    _on_cove_used = _jump_pirate

    def _on_pirate_entered_lair(self, d: dict) -> None:
        self.anims.add(Flash(self.layout.cell_rect(tuple(d["cell"])), theme.HIGHLIGHT))

    def _on_pirate_entered(self, d: dict) -> None:
        zone = self.layout.zones[self.rules.g.zone_ids.index(d["zone"])]
        self.anims.add(Flash(zone, theme.HIGHLIGHT))

    def _on_ship_activated(self, d: dict) -> None:
        self._flash_ship(self.fleet.ship_id(d["ship"], d["seat"]), theme.HIGHLIGHT, 0.5)

    def _flash_navy(self, d: dict) -> None:
        self._flash_ship(f"navy:{d['navy']}")

    _on_wind_changed = _flash_navy
    _on_patrol_joined = _flash_navy

    # ---- goods and money ---------------------------------------------------------------------
    def _on_merchant_placed(self, d: dict) -> None:
        cell = self.layout.cell_rect(tuple(d["cell"]))
        self.anims.add(Flash(cell, theme.HIGHLIGHT))
        port = self._port_anchor(d["port"])
        self._cubes([d["colour"]] * d["loaded"], lambda c: port, lambda c: cell.center)

    def _on_sold(self, d: dict) -> None:
        at = self._point(f"merchant:{d['seat']}")
        self._cubes(d["cubes"], lambda c: at, self._home_anchor)
        self._coins(at, d["seat"], blocking=True)
        port = self._port_anchor(d["port"])
        self._cubes([d["colour"]] * d["loaded"], lambda c: port, lambda c: at)

    def _on_loaded(self, d: dict) -> None:
        at = self._point(f"merchant:{d['seat']}")
        port = self._port_anchor(d["port"])
        self._cubes([d["colour"]] * d["loaded"], lambda c: port, lambda c: at)

    _on_resupplied = _on_loaded

    def _on_robbed(self, d: dict) -> None:
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

    def _on_buried(self, d: dict) -> None:
        at = self.layout.centre(tuple(d["cell"]))
        self._cubes([d["colour"]], lambda c: at, self._home_anchor)
        self._coins(at, d["seat"], blocking=True)

    def _on_ransom_paid(self, d: dict) -> None:
        self._coins(self._seat_anchor(d["seat"]), d["to_seat"], blocking=True)

    def _on_pickpocketed(self, d: dict) -> None:
        self._coins(self._seat_anchor(d["target_seat"]), d["seat"], blocking=True)

    def _on_insurance_paid(self, d: dict) -> None:
        self._coins(self.layout.grid.center, d["seat"])

    # ---- sinking -----------------------------------------------------------------------------
    def _on_merchant_sunk(self, d: dict) -> None:
        self._sink(f"merchant:{d['seat']}", "merchant", d["seat"])

    def _on_pirate_sunk(self, d: dict) -> None:
        target = d["target_seat"]
        at = self._point(f"pirate:{target}")
        if d.get("treasure"):
            self._cubes([d["treasure"]], lambda c: at, self._home_anchor)
        self._sink(f"pirate:{target}", "pirate", target)
        self._coins(at, d["seat"])

    def _sink(self, ship_id: str, kind: str, owner: int) -> None:
        at = self._point(ship_id)
        if at is not None:
            self.anims.add(Sinking(kind, self.seat_rgb(self.view, owner), self.layout.cell + 4, at))

    # ---- cards, purchases, turns -------------------------------------------------------------
    def _on_movement_played(self, d: dict) -> None:
        img = self.desk.movement_image(d["card"])
        self.anims.add(
            Fly(img, self._seat_anchor(d["seat"]), self.desk.played_slot().center, 0.45, arc=20)
        )

    def _on_fortune_played(self, d: dict) -> None:
        img = self.desk.fortune_image(d["card"])
        caption = i18n.tr(
            "black_fleet.scene.card_played",
            seat=self.names[d["seat"]],
            card=i18n.localize(card_name(self.rules.g, d["card"])),
        )
        self.anims.add(CardShow(img, caption, self.layout.grid.center))

    def _on_fortune_drawn(self, d: dict) -> None:
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

    def _on_deck_reshuffled(self, d: dict) -> None:
        self.anims.add(Flash(self.desk.decks_rect, theme.HIGHLIGHT))

    def _on_development_bought(self, d: dict) -> None:
        rects = self.seat_rects()
        if 0 <= d["seat"] < len(rects):
            self.anims.add(Flash(rects[d["seat"]], theme.GOLD_LIGHT))

    def _on_victory_bought(self, d: dict) -> None:
        self._banner(
            i18n.tr("black_fleet.scene.ransom_banner", seat=self.names[d["seat"]]), theme.GOLD, 1.6
        )

    def _on_final_round(self, d: dict) -> None:
        self._banner(i18n.tr("black_fleet.scene.final_round"), theme.RED, 1.2)

    def _on_turn_began(self, d: dict) -> None:
        seat = d["seat"]
        if seat in self.humans:
            self._banner(
                i18n.tr("black_fleet.scene.turn_banner", seat=self.names[seat]),
                theme.GOLD_LIGHT,
                1.0,
            )
