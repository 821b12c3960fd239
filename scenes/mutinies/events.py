"""How the 21 Mutinies table shows what happened: each engine event becomes a sound and an
animation. Pieces fly between the board, the piles and the seat panels; a piece still flying is
held off the board (`Holds`) until it lands; Shipwrecks and Tavern dice roll over the action
with their threshold; the Tavern's cubes leave one by one; cards and tokens are held up in the
middle of the table when they are played.

`EventAnimations` is mixed into `MutiniesTable`; `self.view` is still the view from before the
event's step when `animate` runs, which is where the old positions come from.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core import Event
from game.mutinies.model import HENCHMAN

from ..core import i18n, theme
from ..table.events import EventData, EventShow
from ..table.layered import LayeredTable
from ..widgets import sprites as common
from ..widgets.anim import Flash, Rise
from . import layout as L
from . import sprites
from .anims import Move, Showcase, Slide, ThresholdDice
from .board import DISC, ROSTER_DISC, Board, verdict
from .tips import K, area_short, tr

if TYPE_CHECKING:
    from game.mutinies.model import MView

    from .anims import Holds

COIN_EVENTS = ("gain_d", "pay_d", "transfer_d", "sold")
SOUNDS = {
    "placed": "click",
    "henchman_placed": "click",
    "new_captain": "cannon",
    "blockade": "cannon",
    "round_began": "splash",
    "jewel_taken": "click",
    "card_drawn": "click",
    "token_used": "click",
    "card_played": "click",
    "card_applied": "click",
    **dict.fromkeys(COIN_EVENTS, "coin"),
}
BANNERS = {
    "new_captain": "banner.new_captain",
    "blockade": "banner.blockade",
    "final_round": "banner.final_round",
    "scoring_began": "banner.scoring",
    "end_triggered": "banner.end_triggered",
}
SHOW: EventShow[EventAnimations] = EventShow(SOUNDS)  # the animations register below
for _kind, _key in BANNERS.items():
    if _kind != "blockade":  # names its action (see `_anim_blockade`)
        SHOW.banner(_kind, K + _key, sound="cannon" if _kind == "new_captain" else None)


class EventAnimations(LayeredTable):
    """The animating part of the 21 Mutinies table (MutiniesTable derives from it): the
    animation of every event the viewer may see, registered in SHOW."""

    view: MView | None
    content: Any  # the game's content (data/mutinies)
    board: Board
    holds: Holds
    colours: list[str]
    _pp_seen: dict[int, int]

    if TYPE_CHECKING:  # the table's own

        def seat_anchor(self, seat: int) -> tuple[int, int]: ...
        def seat_rise(self, seat: int, text: str, colour: theme.RGB) -> Rise: ...
        def roster_row(self, k: int) -> pygame.Rect: ...

    def on_events(self, events: list[Event]) -> None:
        self._pp_seen = {}
        super().on_events(events)

    def dice_animation(self, event: Event):
        """This table rolls its own dice over the action that rolled, with the threshold
        (`_anim_dice_rolled`), instead of the base's dice in the middle of the board."""
        return None

    @SHOW.on("blockade")
    def _anim_blockade(self, data: EventData) -> None:
        text = self.phrase(K + BANNERS["blockade"], data, action=area_short(data["action"]))
        self.banner(text, theme.GOLD)

    @property
    def animating(self) -> bool:
        return self.app.settings.animation_speed > 0

    def fly(
        self,
        image,
        start,
        end,
        duration: float = 0.45,
        hold: tuple | None = None,
        release_on_start: bool = False,
        blocking: bool = True,
        sound: str | None = None,
    ) -> None:
        """Queue a piece flying from `start` to `end`; a `hold` keeps the piece off the board
        until it lands (or, with `release_on_start`, until it takes off)."""
        if not self.animating:
            return
        release = self.holds.hold(hold) if hold else None
        self.anims.add(
            Move(
                image,
                start,
                end,
                duration,
                on_start=release if release_on_start else None,
                on_land=None if release_on_start else release,
                blocking=blocking,
                sound=sound,
                play=self.app.audio.play,
            )
        )

    def rise(self, text: str, at, colour=theme.GOLD_LIGHT) -> None:
        self.anims.add(Rise(text, at, colour))

    def rise_at_seat(self, seat: int, text: str, colour: theme.RGB = theme.GOLD_LIGHT) -> None:
        self.anims.add(self.seat_rise(seat, text, colour))

    # placement
    @SHOW.on("placed")
    def _anim_placed(self, data: EventData) -> None:
        seat, slot = data["seat"], data["slot"]
        self.fly(
            self.disc_image(seat),
            self.seat_anchor(seat),
            self.board.disc_spot(slot, self.cabin_index(slot)),
            0.45,
            hold=("disc", seat),
        )

    @SHOW.on("henchman_placed")
    def _anim_henchman_placed(self, data: EventData) -> None:
        slot = data["slot"]
        self.fly(
            self.disc_image(HENCHMAN),
            self.seat_anchor(data["captain_seat"]),
            self.board.disc_spot(slot),
            0.45,
            hold=("disc", HENCHMAN),
        )

    @SHOW.on("round_ended")
    def _anim_round_ended(self, data: EventData) -> None:
        """Everyone takes their disc back (the view before this step still has them)."""
        view = self.view
        if view is None:
            return
        per_slot: dict[str, int] = {}
        for slot, seat in view.discs:
            k = per_slot.get(slot, 0)
            per_slot[slot] = k + 1
            self.fly(
                self.disc_image(seat),
                self.board.disc_spot(slot, k),
                self.seat_anchor(seat),
                0.5,
                blocking=False,
            )

    @SHOW.on("new_captain")
    def _anim_new_captain(self, data: EventData) -> None:
        """M21-33: the turn-order track is rebuilt; each disc that changes row slides to its new
        place, all together (the view before this step still has the old order)."""
        view = self.view
        if view is None or not view.order:
            return
        old = list(view.order)
        moves = [
            (seat, old.index(seat), k)
            for k, seat in enumerate(data["order"])
            if seat in old and old.index(seat) != k
        ]
        for i, (seat, was, now) in enumerate(moves):
            a, b = self.roster_row(was), self.roster_row(now)
            self.fly(
                self.disc_image(seat, ROSTER_DISC),
                (a.x + 24, a.centery),
                (b.x + 24, b.centery),
                0.6,
                hold=("roster", seat),
                blocking=i == len(moves) - 1,
            )

    def cabin_index(self, slot: str) -> int:
        """How many discs already sit on a Cabin slot (the new one goes beside them)."""
        view = self.view
        if view is None or self.board.slot_area[slot] != "cabin":
            return 0
        return sum(1 for s, _ in view.discs if s == slot)

    def jewel_image(self, jewel_id: str | None) -> pygame.Surface:
        """A jewel as it flies (its back when the viewer may not know which)."""
        if not jewel_id:
            return sprites.jewel_back(32)
        j = self.content.jewel_by_id[jewel_id]
        return sprites.jewel(j.colour, j.d, j.r, 32)

    def disc_image(self, seat: int, radius: int = DISC) -> pygame.Surface:
        surf = pygame.Surface((26, 26), pygame.SRCALPHA)
        Board.draw_disc(surf, (12, 12), seat, self.colours, radius)
        return surf

    # jewels
    @SHOW.on("display_filled")
    def _anim_display_filled(self, data: EventData) -> None:
        self.fly(
            sprites.jewel_back(32),
            self.board.pile_centre("jewels"),
            self.board.jewel_spot(data["slot"]),
            0.4,
            hold=("display", data["slot"]),
        )

    @SHOW.on("jewel_taken")
    def _anim_jewel_taken(self, data: EventData) -> None:
        self.fly(
            self.jewel_image(data["jewel"]),
            self.board.jewel_spot(data["slot"]),
            self.seat_anchor(data["seat"]),
            0.5,
        )

    @SHOW.on("jewel_drawn")
    def _anim_jewel_drawn(self, data: EventData) -> None:
        source = (
            self.board.nc_stack_rect().center
            if data.get("source") == "nc"
            else self.board.pile_centre("jewels")
        )
        image = self.jewel_image(data.get("jewel"))
        end = (
            (L.HAND.x + 60, L.HAND.y + 60)
            if data["seat"] == self.viewer
            else self.seat_anchor(data["seat"])
        )
        self.fly(image, source, end, 0.5)

    @SHOW.on("jewel_declined")
    def _anim_jewel_declined(self, data: EventData) -> None:
        self.fly(
            self.jewel_image(data["jewel"]),
            self.seat_anchor(data["seat"]),
            self.board.pile_centre("discards"),
            0.45,
        )

    @SHOW.on("henchman_discarded")
    def _anim_henchman_discarded(self, data: EventData) -> None:
        self.fly(
            self.jewel_image(data["jewel"]),
            self.board.nc_stack_rect().center,
            self.board.pile_centre("discards"),
            0.45,
        )

    @SHOW.on("sale_pick")
    def _anim_sale_pick(self, data: EventData) -> None:
        self.fly(
            self.jewel_image(data["jewel"]),
            self.seat_anchor(data["seat"]),
            (L.HAND.x + 60, L.HAND.y + 64),
            0.4,
        )

    @SHOW.on("sold")
    def _anim_sold(self, data: EventData) -> None:
        for k, jewel_id in enumerate(data.get("jewels", [])):
            self.fly(
                self.jewel_image(jewel_id),
                (L.HAND.x + 60 + 40 * k, L.HAND.y + 64),
                self.board.pile_centre("discards"),
                0.45,
                blocking=False,
            )
        self.rise_at_seat(data["seat"], tr("rise.sold", d=data["d"], pp=data["pp"]))

    @SHOW.on("jewel_moved")
    def _anim_jewel_moved(self, data: EventData) -> None:
        image = self.jewel_image(data.get("jewel"))
        self.fly(image, self.seat_anchor(data["from_seat"]), self.seat_anchor(data["to_seat"]), 0.5)

    @SHOW.on("flushed")
    def _anim_flushed(self, data: EventData) -> None:
        for jewel_id in data.get("jewels", []):
            self.fly(
                self.jewel_image(jewel_id),
                self.board.pile_centre("jewels"),
                self.board.pile_centre("discards"),
                0.4,
                blocking=False,
            )

    @SHOW.on("exhausted")
    def _anim_exhausted(self, data: EventData) -> None:
        self.anims.add(Flash(self.board.piles["jewels"], theme.RED, 1.0))
        self.rise(
            tr("rise.exhausted", n=data["count"]), self.board.pile_centre("jewels"), theme.HIGHLIGHT
        )

    # money, rum, prestige
    @SHOW.on("gain_d")
    def _anim_gain_d(self, data: EventData) -> None:
        self.fly(
            common.coin("", 22),
            self.board.pile_centre("bank"),
            self.seat_anchor(data["seat"]),
            0.4,
            blocking=False,
        )
        self.rise_at_seat(data["seat"], tr("rise.d", n=f"+{data['amount']}"))

    @SHOW.on("pay_d")
    def _anim_pay_d(self, data: EventData) -> None:
        self.fly(
            common.coin("", 22),
            self.seat_anchor(data["seat"]),
            self.board.pile_centre("bank"),
            0.4,
            blocking=False,
        )
        self.rise_at_seat(data["seat"], tr("rise.d", n=f"-{data['amount']}"), theme.RED)

    @SHOW.on("transfer_d")
    def _anim_transfer_d(self, data: EventData) -> None:
        self.fly(
            common.coin("", 22),
            self.seat_anchor(data["from_seat"]),
            self.seat_anchor(data["to_seat"]),
            0.5,
        )

    @SHOW.on("gain_rum")
    def _anim_gain_rum(self, data: EventData) -> None:
        """One cube at a time from the Tavern (the Tavern's own hand-out waits for each)."""
        tavern_share = data.get("cause") == "tavern"
        for _ in range(data["amount"]):
            start = self.board.cube_spot(max(0, (self.view.tavern if self.view else 1) - 1))
            self.fly(
                common.cube(sprites.RUM_RGB, 14),
                start,
                self.seat_anchor(data["seat"]),
                0.32 if tavern_share else 0.4,
                hold=("tavern_out",),
                release_on_start=True,
                blocking=tavern_share,
            )

    @SHOW.on("pay_rum")
    def _anim_pay_rum(self, data: EventData) -> None:
        for _ in range(data["amount"]):
            self.fly(
                common.cube(sprites.RUM_RGB, 14),
                self.seat_anchor(data["seat"]),
                self.tavern_target(),
                0.4,
                hold=("tavern_in",),
                blocking=False,
            )

    def tavern_target(self) -> tuple[int, int]:
        tavern = self.view.tavern if self.view is not None else 0
        return self.board.cube_spot(min(max(0, tavern), 38))

    @SHOW.on("henchman_cube")
    def _anim_henchman_cube(self, data: EventData) -> None:
        self.rise(tr("rise.henchman_cube"), self.board.tavern_rect().center)

    @SHOW.on("gain_pp")
    def _anim_gain_pp(self, data: EventData) -> None:
        self.slide_marker(data["seat"], data["amount"])

    @SHOW.on("lose_pp")
    def _anim_lose_pp(self, data: EventData) -> None:
        self.slide_marker(data["seat"], -data["amount"])

    def slide_marker(self, seat: int, delta: int) -> None:
        if self.view is None or not self.animating:
            return
        before = self._pp_seen.get(seat, self.view.players[seat].pp)
        after = before + delta
        self._pp_seen[seat] = after
        step = 1 if after >= before else -1
        points = [self.board.marker_spot(pp) for pp in range(before, after + step, step)]
        release = self.holds.hold(("pp", seat))
        colours = self.colours

        def marker(surface, centre, s=seat):
            theme.draw_seat_marker(surface, centre, 8, s, colours[s])

        self.anims.add(Slide(points, marker, on_land=release))
        sign = "+" if delta > 0 else ""
        below_track = (L.track_square(after).centerx, L.TRACK.bottom + 14)  # rises onto the track
        self.rise(
            tr("rise.pp", n=f"{sign}{delta}"),
            below_track,
            theme.GOLD_LIGHT if delta > 0 else theme.RED,
        )

    @SHOW.on("square_bonus")
    def _anim_square_bonus(self, data: EventData) -> None:
        self.anims.add(Flash(L.track_square(data["square"]).inflate(8, 8), theme.HIGHLIGHT, 1.0))

    # treasure tokens and cards
    @SHOW.on("treasure_drawn")
    def _anim_treasure_drawn(self, data: EventData) -> None:
        self.fly(
            sprites.token_back(32),
            self.board.pile_centre("treasures"),
            self.seat_anchor(data["seat"]),
            0.5,
        )

    @SHOW.on("no_treasure")
    def _anim_no_treasure(self, data: EventData) -> None:
        self.rise(tr("rise.no_treasure"), self.board.pile_centre("treasures"), theme.HIGHLIGHT)

    @SHOW.on("token_used")
    def _anim_token_used(self, data: EventData) -> None:
        t = self.content.treasure_by_id[data["token"]]
        caption = f"{self.names[data['seat']]}: {i18n.localize(t.name)} {t.amount}"
        self.showcase(sprites.token(t.kind, t.amount, 96), caption, 1.0)

    @SHOW.on("treasure_buried")
    def _anim_treasure_buried(self, data: EventData) -> None:
        self.fly(
            sprites.token_back(32),
            self.seat_anchor(data["seat"]),
            self.board.pile_centre("treasures"),
            0.45,
        )

    @SHOW.on("card_drawn")
    def _anim_card_drawn(self, data: EventData) -> None:
        self.fly(
            self.card_back(), self.board.pile_centre("deck"), self.seat_anchor(data["seat"]), 0.55
        )
        if data.get("card") and data["seat"] == self.viewer:
            self.showcase(self.big_card(data["card"]), tr("showcase.drawn"), 1.6)

    @SHOW.on("counter_discarded")
    def _anim_counter_discarded(self, data: EventData) -> None:
        self.rise(
            tr("rise.counter", n=data["left"], count=data["left"]),
            self.board.pile_centre("deck"),
            theme.HIGHLIGHT,
        )

    @SHOW.on("card_played")
    def _anim_card_played(self, data: EventData) -> None:
        self.showcase(self.big_card(data["card"]), self.phrase(K + "showcase.played", data))

    @SHOW.on("card_applied")
    def _anim_card_applied(self, data: EventData) -> None:
        self.showcase(self.big_card(data["card"]), self.phrase(K + "showcase.applied", data))

    @SHOW.on("last_mutiny")
    def _anim_last_mutiny(self, data: EventData) -> None:
        self.showcase(self.big_card(data["card"]), tr("showcase.last_mutiny"), 2.0)

    @SHOW.on("card_kept")
    def _anim_card_kept(self, data: EventData) -> None:
        self.rise_at_seat(data["seat"], tr("rise.kept"))

    def card_back(self) -> pygame.Surface:
        return common.card("", size=(36, 50), header=(90, 30, 30), face_down=True)

    def big_card(self, card_id: str) -> pygame.Surface:
        c = self.content.card_by_id[card_id]
        return common.card(
            i18n.localize(c.name),
            i18n.localize(c.text),
            (190, 260),
            sprites.CATEGORY_RGB.get(c.category, theme.SEA),
            footer=tr("category." + c.category),
        )

    def showcase(self, image: pygame.Surface, caption: str, duration: float = 1.5) -> None:
        self.anims.add(Showcase(image, (L.HAND.centerx, 270), caption, duration))

    # dice, the round
    @SHOW.on("dice_rolled")
    def _anim_dice_rolled(self, data: EventData) -> None:
        if not self.animating:
            return
        slot = data["slot"]
        area = L.area_rect(self.board.slot_area[slot])
        need = data.get("need", 0)
        faces = list(data["dice"])
        bonus = self.content.board.areas.tavern.roll_bonus
        before = (
            self.phrase(K + "dice.ship_before", data, need=need)
            if need
            else self.phrase(K + "dice.tavern_before", data, bonus=bonus)
        )
        release = self.holds.hold(("dice",))
        # Over the area below, so the action's slots and the Tavern's cubes stay in view.
        dice = ThresholdDice(
            faces,
            (area.centerx, area.bottom + 64),
            need,
            before,
            verdict(faces, need, bonus),
            play=self.app.audio.play,
            seed=len(self.match.log),
        )
        dice.tween.on_done = release
        self.anims.add(dice)

    @SHOW.on("ship_failed")
    def _anim_ship_failed(self, data: EventData) -> None:
        self.rise_at_seat(data["seat"], tr("rise.nothing"), theme.TEXT_DIM)

    @SHOW.on("no_effect")
    def _anim_no_effect(self, data: EventData) -> None:
        self.rise(tr("rise.no_effect"), self.board.disc_spot(data["slot"]), theme.TEXT_DIM)

    @SHOW.on("round_began")
    def _anim_round_began(self, data: EventData) -> None:
        self.banner(
            self.phrase(K + "banner.round", data, n=data["round"], seat=data["captain_seat"]),
            theme.GOLD_LIGHT,
        )

    @SHOW.on("game_over")
    def _anim_game_over(self, data: EventData) -> None:
        winners = data.get("winner_seats", [])
        self.banner(self.phrase(K + "banner.game_over", seats=winners), theme.GOLD)
