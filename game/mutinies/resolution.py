"""Resolution and the end of a round (M21-31 to M21-35, M21-39 to M21-73, M21-168 C-D,
M21-170, M21-173).

Every disc gets a resolution turn: window W3a, its effect, window W3b (the henchman only its
effect, M21-123). The captain's action resolves first (ordered actions in slot order, free-choice
ones in turn order, M21-170), then its clean-up, then the Cabin and Mutiny in turn order.
"""

from __future__ import annotations

from game.core import Action, Event

from .combos import add, can_complete
from .content import ORDERED_AREAS
from .engine import FLAG_V07, HENCHMAN
from .model import NOBODY, MState


class ResolutionMixin:
    # ---- from placement to resolution ---------------------------------------------------------
    def _auto_after_placement(self, s: MState, events) -> None:
        """M21-68: fix the lone-K2 check; then schedule every resolution turn (M21-31)."""
        cabin = [(slot, seat) for slot, seat in s.discs if self.slot_area[slot] == "cabin"]
        s.lone_k2 = cabin[0][1] if len(cabin) == 1 and cabin[0][0] == "K2" else NOBODY
        frames = [("res_turn", seat, slot) for slot, seat in self.action_discs(s)]
        frames.append(("cleanup",))
        for area in ("cabin", "mutiny"):
            frames += [("res_turn", seat, slot) for slot, seat in self.discs_in_turn_order(s, area)]
        frames.append(("end_round",))
        self.push(s, *frames)

    def action_discs(self, s: MState) -> list[tuple[str, int]]:
        """M21-170: slot order in ordered actions, turn order (henchman after the captain) in
        free-choice ones."""
        if s.action in ORDERED_AREAS:
            discs = [d for d in s.discs if self.slot_area[d[0]] == s.action]
            return sorted(discs, key=lambda d: self.slot_index[d[0]])
        return self.discs_in_turn_order(s, s.action)

    def discs_in_turn_order(self, s: MState, area: str) -> list[tuple[str, int]]:
        rank = {seat: i for i, seat in enumerate(s.order)}
        rank[HENCHMAN] = 0.5
        discs = [d for d in s.discs if self.slot_area[d[0]] == area]
        return sorted(discs, key=lambda d: rank[d[1]])

    def _auto_res_turn(self, s: MState, events, seat: int, slot: str) -> None:
        s.resolving = (slot, seat)
        if seat == HENCHMAN:
            self.push(s, ("effect", seat, slot))
        else:
            self.push(s, ("window", seat, "W3a"), ("effect", seat, slot), ("window", seat, "W3b"))

    def _auto_effect(self, s: MState, events, seat: int, slot: str) -> None:
        area = self.slot_area[slot]
        getattr(self, f"_effect_{area}")(s, events, seat, slot)

    def no_effect(self, events, seat: int, slot: str) -> None:
        events.append(Event("no_effect", {"seat": seat, "slot": slot}))

    # ---- Commercial Routes (M21-41 to M21-45) ------------------------------------------------
    def _effect_cr(self, s: MState, events, seat: int, slot: str) -> None:
        index = self.slot_index[slot] - 1
        jewel = s.display[index]
        payer = s.order[0] if seat == HENCHMAN else seat
        if seat == HENCHMAN:
            d, r = self.jewel_d[jewel], self.jewel_r[jewel]
        else:
            d, r = self.jewel_price(s, seat, jewel)
        if s.d[payer] < d or s.rum[payer] < r:
            self.no_effect(events, seat, slot)  # M21-39
            return
        s.display[index] = None
        self.pay_d(s, events, payer, d, slot)
        self.pay_rum(s, events, payer, r, slot)
        if seat == HENCHMAN:  # M21-123
            s.discards.append(jewel)
            events.append(Event("henchman_discarded", {"captain_seat": payer, "jewel": jewel}))
            return
        s.jewels[seat].append(jewel)
        events.append(Event("jewel_taken", {"seat": seat, "jewel": jewel, "slot": slot}))
        cr = self.content.board.areas.commercial_routes
        if s.n == cr.nc_bonus_players and self.slot_index[slot] == s.display_size:  # M21-44
            s.nc_taken = True
            self.push(s, self.draw_frame("nc", "gain_jewel", seat))

    # ---- Non-Commercial Routes (M21-47 to M21-49) ----------------------------------------------
    def _effect_nc(self, s: MState, events, seat: int, slot: str) -> None:
        s.nc_taken = True
        if seat == HENCHMAN:
            self.push(s, self.draw_frame("nc", "henchman_nc", s.order[0]))
            return
        self.gain_rum(s, events, seat, self.slot_stats[slot].rum, slot)  # M21-48 step 1
        self.push(s, self.draw_frame("nc", "nc_drawn", seat))

    def _then_henchman_nc(self, s: MState, events, jewel, captain: int) -> None:
        if jewel is not None:
            s.discards.append(jewel)
            events.append(Event("henchman_discarded", {"captain_seat": captain, "jewel": jewel}))

    def _then_nc_drawn(self, s: MState, events, jewel, seat: int) -> None:
        if jewel is None:  # M21-49
            events.append(Event("nothing_drawn", {"seat": seat}))
            self.gain_d(s, events, seat, s.paid[seat], "refund")
            return
        s.pending_jewel[seat] = jewel
        events.append(self.jewel_drawn_event(s, seat, jewel))
        self.push(s, ("nc_keep", seat))

    def _opts_nc_keep(self, s: MState, seat: int) -> list[Action]:
        return [Action("keep"), Action("decline")]

    def _act_nc_keep(self, s: MState, events, action: Action, seat: int) -> None:
        """M21-48: keep it hidden, or discard it face up and get the slot's doubloons back."""
        jewel = s.pending_jewel[seat]
        s.pending_jewel[seat] = None
        if action.kind == "keep":
            s.jewels[seat].append(jewel)
            events.append(
                Event(
                    "jewel_kept",
                    {"seat": seat, "jewel": jewel},
                    visible_to=(seat,),
                    redacted={"seat": seat},
                )
            )
            return
        s.discards.append(jewel)
        events.append(
            Event(
                "jewel_declined",
                {"seat": seat, "jewel": jewel, "refund": s.paid[seat]},
                reveal=True,
            )
        )
        self.gain_d(s, events, seat, s.paid[seat], "refund")

    # ---- Shipwrecks and the Tavern: dice (M21-52 to M21-56) ---------------------------------
    def _effect_ship(self, s: MState, events, seat: int, slot: str) -> None:
        if seat == HENCHMAN:  # M21-123: no roll
            return
        self.gain_rum(s, events, seat, self.slot_stats[slot].rum, slot)  # M21-54: before rolling
        dice = self.content.board.areas.shipwrecks.dice
        self.push(s, ("roll", dice, "ship", seat, slot, 0), ("apply_roll", "ship", seat, slot))

    def _effect_tavern(self, s: MState, events, seat: int, slot: str) -> None:
        """M21-56, M21-178: the captain's turn carries the whole sequence; others are empty."""
        if self.slot_index[slot] != 1:
            return
        tavern = self.content.board.areas.tavern
        self.gain_rum(s, events, seat, tavern.captain_rum, slot)
        for other_slot, owner in self.action_discs(s):
            if owner != HENCHMAN:
                self.gain_d(s, events, owner, self.slot_stats[other_slot].d, other_slot)
        self.push(
            s, ("roll", tavern.dice, "tavern", seat, slot, 0), ("apply_roll", "tavern", seat, slot)
        )

    def _rolled(
        self, s: MState, events, faces: list[int], kind: str, seat: int, slot: str, rerolled: int
    ) -> None:
        s.dice, s.dice_seat = faces, seat
        s.dice_need = self.slot_stats[slot].above if kind == "ship" else 0
        events.append(
            Event(
                "dice_rolled",
                {
                    "seat": seat,
                    "dice": list(faces),
                    "need": s.dice_need,
                    "slot": slot,
                    "reroll": bool(rerolled),
                },
            )
        )
        if not rerolled:
            self.push(s, ("reaction", seat, kind, slot))  # M21-23 roll reaction

    def _auto_apply_roll(self, s: MState, events, kind: str, seat: int, slot: str) -> None:
        if kind == "ship":
            self._ship_result(s, events, seat, slot)
        else:
            self._tavern_share(
                s, events, seat, s.dice[0] + self.content.board.areas.tavern.roll_bonus
            )

    def _ship_result(self, s: MState, events, seat: int, slot: str) -> None:
        """M21-52, M21-53: one die above the threshold wins a token (or 1 D + 1 PP); the
        captain's slot adds 1 D when both dice are above it."""
        stats = self.slot_stats[slot]
        if max(s.dice) <= stats.above:
            events.append(Event("ship_failed", {"seat": seat}))
            return
        if stats.both_dice_d and min(s.dice) > stats.above:
            self.gain_d(s, events, seat, stats.both_dice_d, slot)
        if self.treasure_left(s):
            self.push(s, self.draw_frame("treasure", "gain_treasure", seat))
        else:
            self.treasure_fallback(s, events, seat, slot)

    def _tavern_share(self, s: MState, events, captain: int, cubes: int) -> None:
        """M21-56 step 4: one cube at a time, captain first, then slot order, wrapping; a
        henchman's turn uses a cube up that stays in the Tavern; stop when it is empty."""
        turns = [owner for _, owner in self.action_discs(s)]
        handed = 0
        while handed < cubes and s.tavern > 0:
            owner = turns[handed % len(turns)]
            handed += 1
            if owner == HENCHMAN:
                events.append(Event("henchman_cube", {"captain_seat": captain}))
            else:
                self.gain_rum(s, events, owner, 1, "tavern")

    # ---- Black Market and City C5 sales (M21-57 to M21-61, M21-171) ---------------------------
    def _effect_bm(self, s: MState, events, seat: int, slot: str) -> None:
        if seat == HENCHMAN:
            return
        combo = self.slot_stats[slot].combo
        if not self.holds_combo(s, seat, combo):  # M21-39
            self.no_effect(events, seat, slot)
            return
        self.push(s, ("sell_pick", seat, combo))

    def _opts_sell_type(self, s: MState, seat: int) -> list[Action]:
        return [Action("sell_type", (c,)) for c in self.combos_held(s, seat)]

    def _act_sell_type(self, s: MState, events, action: Action, seat: int) -> None:
        self.push(s, ("sell_pick", seat, action.args[0]))

    def _opts_sell_pick(self, s: MState, seat: int, combo_id: str) -> list[Action]:
        return [Action("sell_jewel", (j,)) for j in self.sale_picks(s, seat, combo_id)]

    def sale_picks(self, s: MState, seat: int, combo_id: str) -> list[str]:
        """Jewels that keep a passing set within reach (M21-60 step 1)."""
        combo = self.combos[combo_id]
        available = self.colour_counts(s.jewels[seat])
        picked = self.colour_counts(s.sale)
        good = set()
        for ci in range(len(available)):
            if available[ci] and can_complete(
                combo.test, combo.size, add(available, ci, -1), add(picked, ci)
            ):
                good.add(ci)
        return [j for j in s.jewels[seat] if self.jewel_colour[j] in good]

    def _act_sell_pick(self, s: MState, events, action: Action, seat: int, combo_id: str) -> None:
        jewel = action.args[0]
        s.jewels[seat].remove(jewel)
        s.sale.append(jewel)
        events.append(Event("sale_pick", {"seat": seat, "jewel": jewel}, reveal=True))
        if len(s.sale) < self.combos[combo_id].size:
            self.push(s, ("sell_pick", seat, combo_id))
        else:
            self.push(s, ("sell_rum", seat, combo_id))

    def rum_cap(self, s: MState, seat: int) -> int:
        """M21-60 step 2: min(4, rum icons on the jewels sold, rum held)."""
        return min(self.max_rum, sum(self.jewel_r[j] for j in s.sale), s.rum[seat])

    def _live_sell_rum(self, s: MState, seat: int, combo_id: str) -> bool:
        return self.rum_cap(s, seat) > 0

    def _skip_sell_rum(self, s: MState, events, seat: int, combo_id: str) -> None:
        self._finish_sale(s, events, seat, combo_id, 0)

    def _opts_sell_rum(self, s: MState, seat: int, combo_id: str) -> list[Action]:
        return [Action("add_rum", (r,)) for r in range(self.rum_cap(s, seat) + 1)]

    def _act_sell_rum(self, s: MState, events, action: Action, seat: int, combo_id: str) -> None:
        self._finish_sale(s, events, seat, combo_id, action.args[0])

    def _finish_sale(self, s: MState, events, seat: int, combo_id: str, rum: int) -> None:
        """M21-60 steps 3-4: jewels to the discards, rum to the Tavern, payout (+V07)."""
        sold = list(s.sale)
        s.discards.extend(sold)
        s.sale = []
        self.pay_rum(s, events, seat, rum, "sale")
        d, pp = self.combos[combo_id].payout[rum]
        if s.flags[seat] & FLAG_V07:  # V07: the next sale only
            s.flags[seat] &= ~FLAG_V07
            card = self.card_by_op("bm_bonus")
            d, pp = d + card.d, pp + card.pp
        events.append(
            Event(
                "sold",
                {
                    "seat": seat,
                    "jewels": sold,
                    "combo": combo_id,
                    "rum": rum,
                    "d": d,
                    "pp": pp,
                    "count": len(sold),
                },
            )
        )
        self.gain_d(s, events, seat, d, "sale")
        self.gain_pp(s, events, seat, pp, "sale")

    # ---- City (M21-62 to M21-64) ---------------------------------------------------------------
    def _effect_city(self, s: MState, events, seat: int, slot: str) -> None:
        if seat == HENCHMAN:
            return
        if seat == s.city_fifth:  # M21-63, after the slot
            self.push(s, ("city_fifth", seat))
        stats = self.slot_stats[slot]
        effect = stats.effect
        if effect == "prestige":
            self.gain_pp(s, events, seat, stats.pp, slot)
        elif effect == "rum":
            self.gain_rum(s, events, seat, stats.rum, slot)
        elif effect == "rumour":
            if self.treasure_left(s):
                self.push(s, self.draw_frame("treasure", "gain_treasure", seat))
            else:
                self.treasure_fallback(s, events, seat, slot)
        elif effect == "steal":
            if self.steal_display_options(s, seat) or self.nc_drawable(s):
                self.push(s, ("steal", seat))
            else:
                self.no_effect(events, seat, slot)
        elif len(s.jewels[seat]) >= stats.min_jewels and self._opts_sell_type(s, seat):
            self.push(s, ("sell_type", seat))
        else:
            self.no_effect(events, seat, slot)

    def _auto_city_fifth(self, s: MState, events, seat: int) -> None:
        self.gain_pp(s, events, seat, self.content.board.areas.city.fifth_disc_pp, "city_fifth")

    def _opts_steal(self, s: MState, seat: int) -> list[Action]:
        """C2: option (a) any affordable face-up jewel, option (b) the top NC token."""
        out = [
            Action("steal_display", (f"CR{i + 1}",)) for i in self.steal_display_options(s, seat)
        ]
        if self.nc_drawable(s):
            out.append(Action("steal_stack"))
        return out

    def _act_steal(self, s: MState, events, action: Action, seat: int) -> None:
        if action.kind == "steal_stack":
            s.nc_taken = True
            self.push(s, self.draw_frame("nc", "gain_jewel", seat))
            return
        slot = action.args[0]
        index = self.slot_index[slot] - 1
        jewel = s.display[index]
        d, r = self.jewel_price(s, seat, jewel)
        s.display[index] = None
        self.pay_d(s, events, seat, d, "C2")
        self.pay_rum(s, events, seat, r, "C2")
        s.jewels[seat].append(jewel)
        events.append(Event("jewel_taken", {"seat": seat, "jewel": jewel, "slot": slot}))
        self.push(s, self.draw_frame("jewel", "to_display", index))  # refilled at once

    # ---- Cabin (M21-66 to M21-68) ----------------------------------------------------------------
    def _effect_cabin(self, s: MState, events, seat: int, slot: str) -> None:
        stats = self.slot_stats[slot]
        if stats.effect == "prestige":
            self.gain_pp(s, events, seat, stats.pp, slot)
        elif seat == s.lone_k2 and self.k2_victims(s, seat):
            self.push(s, ("k2_victim", seat))
        else:
            self.gain_d(s, events, seat, stats.d, slot)

    def k2_victims(self, s: MState, seat: int) -> list[int]:
        return [v for v in s.order if v != seat and s.d[v] >= 1]

    def _opts_k2_victim(self, s: MState, seat: int) -> list[Action]:
        return [Action("take_from", (v,)) for v in self.k2_victims(s, seat)] + [
            Action("take_from_bank")
        ]

    def _act_k2_victim(self, s: MState, events, action: Action, seat: int) -> None:
        amount = self.slot_stats["K2"].d
        if action.kind == "take_from":
            self.transfer_d(s, events, action.args[0], seat, amount, "K2")
        else:
            self.gain_d(s, events, seat, amount, "K2")

    # ---- Mutiny (M21-70, M21-71) -------------------------------------------------------------------
    def _effect_mutiny(self, s: MState, events, seat: int, slot: str) -> None:
        stats = self.slot_stats[slot]
        self.gain_d(s, events, seat, stats.d, slot)
        self.gain_pp(s, events, seat, stats.pp, slot)

    # ---- clean-up (M21-45, M21-50) -------------------------------------------------------------------
    def _auto_cleanup(self, s: MState, events) -> None:
        frames = []
        if s.action == "cr":
            frames = [
                self.draw_frame("jewel", "to_display", i)
                for i, j in enumerate(s.display)
                if j is None
            ]
        if s.nc_taken:
            frames += [
                self.draw_frame("jewel", "to_nc") for _ in range(s.nc_size - len(s.nc_stack))
            ]
            s.nc_taken = False
        self.push(s, *frames)

    # ---- end of round (M21-32, M21-33) ---------------------------------------------------------------
    def _auto_end_round(self, s: MState, events) -> None:
        mutiny = sorted(
            (
                (self.mutiny_cost[slot], seat)
                for slot, seat in s.discs
                if self.slot_area[slot] == "mutiny"
            ),
            reverse=True,
        )
        s.discs = []
        s.resolving = ()
        s.pirate = s.action  # M21-32, M21-190
        s.blockade = None  # M21-98
        s.pirate_lifted = False
        s.flags = [0] * s.n
        s.paid = [0] * s.n
        s.lone_k2 = s.city_fifth = NOBODY
        events.append(Event("round_ended", {"round": s.round, "pirate": s.pirate}))
        s.action = None
        self.push(s, ("end_check",))
        if mutiny:
            self._mutiny_succeeds(s, events, [seat for _, seat in mutiny])

    def _mutiny_succeeds(self, s: MState, events, mutineers: list[int]) -> None:
        """M21-33: the highest Mutiny slot wins; rebuild the track; draw a card."""
        new = mutineers[0]
        old = s.order[0]
        s.order = mutineers + [p for p in s.order if p not in mutineers]
        s.deposed = old
        s.mutineers = mutineers
        s.captaincies[new] += 1
        events.append(
            Event("new_captain", {"captain_seat": new, "deposed_seat": old, "order": list(s.order)})
        )
        self.push(s, ("card_draw", new))

    def _auto_end_check(self, s: MState, events) -> None:
        """M21-34: final round over -> scoring; a trigger -> the next round is the final one."""
        if s.final_round:
            self.push(s, ("scoring",))
            return
        if s.end_triggered:
            s.final_round = True
            events.append(Event("final_round", {"round": s.round + 1}))
        self.push(s, ("round_start",))
