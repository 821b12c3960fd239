"""Engine events as animations on the Pieces of Eight table (mixed into the table).

A destroyed coin drops into its hold, a plundered coin flies across to the thief's aft, called
coins slide beside the Captain, a coin moved to the crow's nest flies up to it, extra and lost
turns show a banner, Treachery flashes the board red; every play draws a line from the coin to
its target. Positions where a coin starts come from the layout of the view before the step (the
view is refreshed after the events), positions where it lands are looked up when it starts.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ..core import theme
from ..table.events import EventData, EventShow
from ..table.layered import LayeredTable
from ..widgets.anim import Flash, Pause, Rise
from .anims import Aim, CoinFly, Glide, RedFlash, Slide
from .layout import ShipGeom, TableLayout
from .ships import coin_image, shown_type
from .texts import K, Words, tr

GREEN = (120, 220, 140)
RED = (236, 96, 80)

SHOW: EventShow[EventAnimations] = EventShow()  # the animations register below


class EventAnimations(LayeredTable):
    """The animating part of the Pieces of Eight table (PiecesOfEightTable derives from it):
    the animation of every event the viewer may see, registered in SHOW."""

    layout: TableLayout | None
    words: Words
    _last_target: dict[int, Any]

    # ---- helpers ---------------------------------------------------------------------------------
    def _geom(self, seat: object) -> ShipGeom | None:
        layout = self.layout
        if layout is None or not isinstance(seat, int) or seat not in layout.ships:
            return None
        return layout.ship(seat)

    def _image(self, type_id: str | None, size: int) -> pygame.Surface:
        return coin_image(type_id or None, size, self.words)

    def _place_centre(self, seat: int, where):
        geom = self._geom(seat)
        return geom.place(where).center if geom is not None else self.board_rect.center

    def _later(self, seat: int, where):
        """The centre of a place in the layout of the view the animation will start in."""
        return lambda: self._place_centre(seat, where)

    def _rise(self, seat, text: str, colour=theme.GOLD_LIGHT) -> None:
        geom = self._geom(seat)
        if geom is not None:
            self.anims.add(Rise(text, geom.info.center, colour, size=18, climb=44))

    def _play(self):
        return self.app.audio.play

    # ---- coins moving --------------------------------------------------------------------------
    @SHOW.on("destroyed")
    def _anim_destroyed(self, d: EventData) -> None:
        geom = self._geom(d.get("seat"))
        if geom is None:
            return
        seat = d["seat"]
        start = geom.place(d.get("pos", "fore")).center
        self.anims.add(
            CoinFly(
                self._image(d.get("coin"), geom.coin),
                start,
                self._later(seat, "hold"),
                0.55,
                arc=30,
                shrink=0.6,
                sound="coin",
                play=self._play(),
            )
        )

    @SHOW.on("spent")
    def _anim_spent(self, d: EventData) -> None:
        """A coin that destroyed itself to act goes from the play to the hold."""
        geom = self._geom(d.get("seat"))
        if geom is not None:
            self.anims.add(
                CoinFly(
                    self._image(d.get("coin"), geom.coin),
                    geom.deck_area.center,
                    self._later(d["seat"], "hold"),
                    0.45,
                    arc=30,
                    shrink=0.6,
                )
            )

    @SHOW.on("plundered")
    def _anim_plundered(self, d: EventData) -> None:
        thief, victim = d.get("seat"), d.get("from_seat")
        geom = self._geom(victim)
        if geom is None or self._geom(thief) is None:
            return
        assert isinstance(thief, int) and isinstance(victim, int)  # they have ships
        where = self._last_target.get(victim, "fore")
        self.anims.add(
            CoinFly(
                self._image(d.get("coin"), geom.coin),
                geom.place(where).center,
                self._later(thief, "aft"),
                0.8,
                arc=90,
                hides=((thief, "aft"),),
                sound="coin",
                play=self._play(),
            )
        )

    @SHOW.on("nest_moved")
    def _anim_nest_moved(self, d: EventData) -> None:
        geom = self._geom(d.get("seat"))
        if geom is None:
            return
        seat = d["seat"]
        self.anims.add(
            CoinFly(
                self._image(d.get("coin"), geom.coin),
                geom.place(d.get("from", "fore")).center,
                self._later(seat, "nest"),
                0.5,
                arc=40,
                hides=((seat, "nest"),),
                sound="click",
                play=self._play(),
            )
        )

    @SHOW.on("called")
    def _anim_called(self, d: EventData) -> None:
        """Called coins slide beside the Captain: every deck coin glides to its new place."""
        seat = d.get("seat")
        geom = self._geom(seat)
        order = str(d.get("order", ""))
        if geom is None or not order or not isinstance(seat, int):
            return
        old = [r.center for r in geom.deck]
        try:
            sources = [old[int(x) - 1] for x in order.split(".")]
        except (ValueError, IndexError):
            return

        def moves() -> list[Glide]:
            layout = self.layout
            if layout is None or self.view is None:
                return []
            new = layout.ship(seat)
            ship = self.view.ships[seat]
            out = []
            for j, src in enumerate(sources):
                if j >= len(new.deck) or j >= len(ship.deck):
                    break
                t, gold = shown_type(ship, j, seat == self.viewer, self.view.game_over)
                moved = src != old[j]
                out.append(
                    (
                        coin_image(t, new.coin, self.words, gold),
                        src,
                        new.deck[j].center,
                        26 if moved else 0,
                    )
                )
            return out

        self.anims.add(Slide(moves, seat, sound="click", play=self._play()))

    @SHOW.on("retrieved")
    def _anim_retrieved(self, d: EventData) -> None:
        self._from_hold(d)

    @SHOW.on("treasure_drawn")
    def _anim_treasure_drawn(self, d: EventData) -> None:
        self._from_hold(d)

    @SHOW.on("quarters_drawn")
    def _anim_quarters_drawn(self, d: EventData) -> None:
        self._from_hold(d)

    def _from_hold(self, d: EventData) -> None:
        geom = self._geom(d.get("seat"))
        if geom is None:
            return
        seat = d["seat"]
        for t in d.get("coins") or [None]:
            self.anims.add(
                CoinFly(
                    self._image(t, geom.coin),
                    geom.hold.center,
                    self._later(seat, "aft"),
                    0.5,
                    arc=50,
                    sound="coin",
                    play=self._play(),
                )
            )

    # ---- plays ---------------------------------------------------------------------------------
    def _aim(self, d: EventData, target_where: object) -> None:
        src, dst = self._geom(d.get("seat")), self._geom(d.get("target_seat"))
        if src is None or dst is None:
            return
        a = src.place(d.get("pos", "fore")).center
        b = dst.place(target_where).center
        self.anims.add(Aim(a, b))

    @SHOW.on("played_at")
    def _anim_played_at(self, d: EventData) -> None:
        target = d.get("target", "fore")
        if d.get("target_seat") is not None:
            self._last_target[d["target_seat"]] = target
        self._aim(d, target)

    @SHOW.on("played_against")
    def _anim_played_against(self, d: EventData) -> None:
        dst = self._geom(d.get("target_seat"))
        if dst is not None:
            self._aim(d, "nest" if self.view.ships[d["target_seat"]].nest else "fore")
            self.anims.add(Flash(dst.row, RED, 0.8))

    @SHOW.on("fired")
    def _anim_fired(self, d: EventData) -> None:
        dst = self._geom(d.get("target_seat"))
        if dst is None:
            return
        self.app.audio.play("cannon")
        self._aim(d, "fore")
        depth = int(d.get("depth", 1) or 1)
        for i in range(min(depth, len(dst.deck))):
            self.anims.add(Flash(dst.deck[i].inflate(6, 6), RED, 0.9))

    @SHOW.on("played")
    def _anim_played(self, d: EventData) -> None:
        geom = self._geom(d.get("seat"))
        if geom is not None:
            self.anims.add(
                Flash(geom.place(d.get("pos", "fore")).inflate(6, 6), theme.HIGHLIGHT, 0.8)
            )
            self.anims.add(Pause(0.35))

    # ---- reactions -------------------------------------------------------------------------------
    @SHOW.on("treachery")
    def _anim_treachery(self, d: EventData) -> None:
        geom = self._geom(d.get("seat"))
        self.anims.add(RedFlash(self.board_rect))
        if geom is not None:
            self.anims.add(Flash(geom.place(d.get("pos", "aft")).inflate(8, 8), RED, 0.9))
        self.banner(self.phrase(K + "banner_treachery", d), RED, sound="splash")

    @SHOW.on("prevent")
    def _anim_prevent(self, d: EventData) -> None:
        self._rise(d.get("seat"), tr("rise_dodge"), GREEN)

    @SHOW.on("prevented")
    def _anim_prevented(self, d: EventData) -> None:
        self._rise(d.get("seat"), tr("rise_saved"), GREEN)

    @SHOW.on("negated")
    def _anim_negated(self, d: EventData) -> None:
        self._rise(d.get("seat"), tr("rise_negated"), RED)

    @SHOW.on("full_sail")
    def _anim_full_sail(self, d: EventData) -> None:
        self._rise(d.get("seat"), tr("rise_full_sail"), GREEN)

    @SHOW.on("black_spot")
    def _anim_black_spot(self, d: EventData) -> None:
        self._rise(d.get("target_seat"), tr("rise_black_spot"), RED)

    @SHOW.on("uncovered")
    def _anim_uncovered(self, d: EventData) -> None:
        seat, layout = d.get("seat"), self.layout
        if layout is not None and isinstance(seat, int) and self._geom(seat) is not None:
            self.anims.add(_LateFlash(lambda: layout.ship(seat).place("fore"), theme.GOLD_LIGHT))

    @SHOW.on("rearranged")
    def _anim_rearranged(self, d: EventData) -> None:
        geom = self._geom(d.get("seat"))
        if geom is not None:
            self.anims.add(Flash(geom.row, theme.GOLD_LIGHT, 0.8))

    # ---- turns and the game ------------------------------------------------------------------------
    @SHOW.on("extra_turn_queued")
    def _anim_extra_turn_queued(self, d: EventData) -> None:
        self._rise(d.get("seat"), tr("rise_extra_turn"), GREEN)

    @SHOW.on("turn_lost_owed")
    def _anim_turn_lost_owed(self, d: EventData) -> None:
        self._rise(d.get("seat"), tr("rise_turn_lost"), RED)

    @SHOW.on("turn_began")
    def _anim_turn_began(self, d: EventData) -> None:
        if d.get("seat") == self.viewer and d.get("seat") in self.humans:
            self._rise(d["seat"], tr("rise_your_turn"))


# Events that only raise a banner (phrased with the event's data: `seat` is a name).
SHOW.banner("extra_turn", K + "banner_extra_turn", GREEN)
SHOW.banner("turn_skipped", K + "banner_turn_lost", RED)
SHOW.banner("eliminated", K + "banner_out", RED, sound="splash")
SHOW.banner("game_won", K + "banner_won", theme.GOLD_LIGHT)
SHOW.banner("game_drawn", K + "banner_draw", theme.FOAM)
SHOW.banner("match_won", K + "banner_match", theme.GOLD_LIGHT)
SHOW.banner("team_won", K + "banner_team", theme.GOLD_LIGHT)
SHOW.banner("game_started", K + "banner_game", theme.GOLD_LIGHT)
SHOW.banner("stalemate_accepted", K + "banner_stalemate", theme.FOAM)


class _LateFlash(Flash):
    """A flash around a place looked up when it starts (a new fore coin after a destruction)."""

    def __init__(self, where: Callable[[], pygame.Rect], colour: tuple[int, int, int]) -> None:
        super().__init__(pygame.Rect(0, 0, 1, 1), colour, 0.8)
        self.where = where

    def start(self) -> None:
        self.rect = pygame.Rect(self.where()).inflate(6, 6)
