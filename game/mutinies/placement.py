"""Setup and the placement half of a round (M21-5 to M21-13, M21-26 to M21-30, M21-36 to M21-38,
M21-122, M21-168 A-B, M21-169).

Placement options are exact (listed = accepted): a slot is offered only when its occupant meets
its requirements at that moment (M21-36). Costs printed on slots are paid on placement (M21-37);
jewel prices wait for resolution, which is why the 2-player captain's committed price matters
when the henchman joins Commercial Routes (M21-38).
"""

from __future__ import annotations

from game.core import Action, Event, MatchConfig

from .combos import can_complete
from .content import CAPTAIN_AREAS, ORDERED_AREAS
from .engine import FLAG_V06, FLAG_V11, FLAG_V12, HENCHMAN
from .model import NOBODY, MState


class PlacementMixin:
    # ---- setup (M21-5 to M21-13, M21-121) ----------------------------------------------------
    def setup(self, config: MatchConfig) -> MState:
        n = config.n_seats
        sd = self.setup_def
        row = self.content.per_count(n)
        simplified = bool(config.variant("simplified", False)) or n == 2  # M21-120
        count = int(config.variant("mutiny_count", sd.mutiny_count))
        if not 1 <= count <= sd.mutiny_count_max:
            raise ValueError(f"mutiny_count must be 1..{sd.mutiny_count_max}, not {count}")
        s = MState(
            n=n,
            simplified=simplified,
            henchman=n == 2,
            display_size=row.display,
            nc_size=row.nc_stack,
            ordered_slots=row.ordered_slots,
        )
        s.pp = [sd.start_pp] * n
        s.rum = [sd.start_rum] * n  # M21-7
        s.tavern = sd.rum_cubes - sd.start_rum * n  # M21-10
        s.d = [0] * n
        for name in (
            "jewels",
            "treasures",
            "cards",
            "pending_treasures",
            "score_rows",
            "score_cards",
        ):
            setattr(s, name, [[] for _ in range(n)])
        s.claimed = [0] * n
        s.paid = [0] * n
        s.flags = [0] * n
        s.captaincies = [0] * n
        s.obtained = [0] * n
        s.pending_jewel = [None] * n
        s.jewel_pile = [j.id for j in self.content.jewels]
        s.treasure_pile = [t.id for t in self.content.treasures]  # M21-11
        s.display = [None] * row.display
        frames = [("shuffle_order",)]  # M21-5, M21-166
        if simplified:
            s.counter = count  # M21-118
        else:
            s.last_mutiny = True  # M21-9
            s.box = list(self._deck_pool())
            if count > 1:
                frames.append(("select_deck", count - 1))
        frames += [self.draw_frame("jewel", "to_nc") for _ in range(row.nc_stack)]  # M21-12
        frames += [self.draw_frame("jewel", "to_display", i) for i in range(row.display)]
        frames.append(("start_play",))
        self.push(s, *frames)
        return s

    def _deck_pool(self) -> tuple[str, ...]:
        return tuple(c for c in self.card_ids if c != self.last_mutiny_id)

    def _order_drawn(self, s: MState, events, order: list[int]) -> None:
        """M21-5, M21-6, M21-8: random track; the first is captain with 3 D, sailors 4 D."""
        s.order = order
        for seat in range(s.n):
            start = self.setup_def.captain_d if seat == order[0] else self.setup_def.sailor_d
            s.d[seat] = start
            s.bank_out += start
        events.append(Event("order_set", {"order": list(order), "captain_seat": order[0]}))

    def _deck_selected(self, s: MState, events, chosen: list[str]) -> None:
        """M21-9: the chosen cards form the deck, the rest go to the box unseen."""
        s.deck = chosen
        s.box = [c for c in s.box if c not in chosen]
        events.append(Event("deck_built", {"count": len(chosen) + 1}))

    def _then_to_nc(self, s: MState, events, jewel) -> None:
        if jewel is not None:
            s.nc_stack.append(jewel)
            events.append(Event("nc_stack_filled", {"size": len(s.nc_stack)}))

    def _then_to_display(self, s: MState, events, jewel, index: int) -> None:
        """A face-up jewel for a Commercial Routes slot (nothing: the slot stays empty)."""
        if jewel is not None:
            s.display[index] = jewel
            events.append(Event("display_filled", {"slot": f"CR{index + 1}", "jewel": jewel}))

    def _auto_start_play(self, s: MState, events) -> None:
        s.phase = "play"
        self.push(s, ("round_start",))

    # ---- round start (M21-168 A) ---------------------------------------------------------------
    def _auto_round_start(self, s: MState, events) -> None:
        s.round += 1
        captain = s.order[0]
        if s.final_round:
            s.final_captain = captain  # M21-35 (E07)
        s.dice, s.dice_seat, s.dice_need = [], NOBODY, 0
        s.mutineers = []
        events.append(
            Event(
                "round_began",
                {
                    "round": s.round,
                    "captain_seat": captain,
                    "final": s.final_round,
                    "pirate": s.pirate,
                    "blockade": s.blockade,
                },
            )
        )
        frames = [("window", captain, "W1"), ("place", captain), ("window", captain, "W2")]
        if s.henchman:
            frames.append(("henchman", captain))  # M21-122
        for sailor in s.order[1:]:  # M21-29
            frames += [("window", sailor, "W1"), ("place", sailor), ("window", sailor, "W2")]
        frames.append(("after_placement",))
        self.push(s, *frames)

    # ---- placement options (M21-26 to M21-30, M21-36) ------------------------------------------
    def _opts_place(self, s: MState, seat: int) -> list[Action]:
        slots = self.captain_slots(s, seat) if seat == s.order[0] else self.sailor_slots(s, seat)
        return [self.place_actions[slot] for slot in slots]

    def captain_slots(self, s: MState, seat: int) -> list[str]:
        """M21-26, M21-27: every legal (action, slot) pair of the captain."""
        out = []
        for area in CAPTAIN_AREAS:
            if self.captain_barred(s, area) is None:
                out += self.area_slots_for(s, seat, area, captain=True)
        return out

    def captain_barred(self, s: MState, area: str):
        """The rule barring the captain from an action, or None (M21-27 a, c; M21-98)."""
        if area == s.blockade:
            return "M21-98"
        if area == s.pirate and not s.pirate_lifted:
            return "M21-27"
        return None

    def sailor_slots(self, s: MState, seat: int) -> list[str]:
        """M21-29: follow the captain (if a slot is usable), or Cabin, or an empty Mutiny slot."""
        out = self.area_slots_for(s, seat, s.action, captain=False)
        out += self.cabin_slots(s, seat)
        out += self.mutiny_slots(s, seat)
        return out

    def occupied(self, s: MState) -> set[str]:
        return {slot for slot, _ in s.discs}

    def area_slots_for(self, s: MState, seat: int, area: str, captain: bool) -> list[str]:
        taken = self.occupied(s)
        if area in ORDERED_AREAS:
            return self._ordered_slots(s, seat, area, captain, taken)
        if area == "cr":
            return [
                f"CR{i + 1}"
                for i in range(s.display_size)
                if f"CR{i + 1}" not in taken
                and s.display[i] is not None
                and self.can_pay_jewel(s, seat, s.display[i])
            ]
        if area == "bm":
            held = self.combos_held(s, seat)
            return [
                sid
                for sid in self.area_slots["bm"]
                if sid not in taken and self.slot_stats[sid].combo in held
            ]
        return [
            sid
            for sid in self.area_slots["city"]
            if sid not in taken and self.city_requirement_met(s, seat, sid)
        ]

    def _ordered_slots(self, s: MState, seat: int, area: str, captain: bool, taken) -> list[str]:
        """M21-21, M21-169: the captain takes slot 1; a sailor the next empty usable slot, or
        any empty one from 2 on with V11."""
        usable = self.area_slots[area][: s.ordered_slots]
        if captain:
            choices = usable[:1]
        elif s.flags[seat] & FLAG_V11:
            choices = [sid for sid in usable[1:] if sid not in taken]
        else:
            choices = [sid for sid in usable if sid not in taken][:1]
        return [sid for sid in choices if s.d[seat] >= self.slot_cost(s, seat, sid)]

    def slot_cost(self, s: MState, seat: int, slot: str) -> int:
        """The doubloons a slot costs on placement (M21-37), 0 under V12 where it applies."""
        cost = self.slot_stats[slot].cost_d
        if (
            cost
            and s.flags[seat] & FLAG_V12
            and (slot in self.free_passage or self.slot_area[slot] in self.free_passage)
        ):
            return 0
        return cost

    def jewel_price(self, s: MState, seat: int, jewel: str) -> tuple[int, int]:
        """M21-42, M21-46: the printed D and R icons; V06 waives the doubloons."""
        d = 0 if s.flags[seat] & FLAG_V06 else self.jewel_d[jewel]
        return d, self.jewel_r[jewel]

    def can_pay_jewel(self, s: MState, seat: int, jewel: str) -> bool:
        d, r = self.jewel_price(s, seat, jewel)
        return s.d[seat] >= d and s.rum[seat] >= r

    def holds_combo(self, s: MState, seat: int, combo_id: str) -> bool:
        """M21-59: some subset of the player's jewels passes the slot's test (M21-171)."""
        return combo_id in self.combos_held(s, seat)

    def combos_held(self, s: MState, seat: int) -> list[str]:
        """Every combination some subset of the player's jewels passes."""
        if len(s.jewels[seat]) < self.smallest_combo:
            return []
        counts = self.colour_counts(s.jewels[seat])
        return [
            cid
            for cid, combo in self.combos.items()
            if can_complete(combo.test, combo.size, counts, self.no_jewels)
        ]

    def city_requirement_met(self, s: MState, seat: int, slot: str) -> bool:
        """M21-62, M21-181: C1 the 2 D, C2 option (a) or (b) possible, C5 two jewels."""
        stats = self.slot_stats[slot]
        if stats.effect == "steal":
            return bool(self.steal_display_options(s, seat)) or self.nc_drawable(s)
        if stats.effect == "black_market":
            return len(s.jewels[seat]) >= stats.min_jewels
        return s.d[seat] >= self.slot_cost(s, seat, slot)

    def steal_display_options(self, s: MState, seat: int) -> list[int]:
        return [
            i for i, j in enumerate(s.display) if j is not None and self.can_pay_jewel(s, seat, j)
        ]

    def nc_drawable(self, s: MState) -> bool:
        return bool(s.nc_stack or s.jewel_pile or s.discards)

    def cabin_slots(self, s: MState, seat: int) -> list[str]:
        """M21-66, M21-67: any Cabin slot, shared; K3 needs its 5 D."""
        return [
            sid for sid in self.area_slots["cabin"] if s.d[seat] >= self.slot_cost(s, seat, sid)
        ]

    def mutiny_slots(self, s: MState, seat: int) -> list[str]:
        """M21-70: an empty Mutiny slot whose cost the sailor holds."""
        taken = self.occupied(s)
        return [
            sid
            for sid in self.area_slots["mutiny"]
            if sid not in taken and s.d[seat] >= self.mutiny_cost[sid]
        ]

    # ---- placing ---------------------------------------------------------------------------------
    def _act_place(self, s: MState, events, action: Action, seat: int) -> None:
        slot = action.args[0]
        if seat == s.order[0]:
            s.action = self.slot_area[slot]
        cost = self.slot_cost(s, seat, slot)
        s.discs.append((slot, seat))
        s.paid[seat] = cost
        events.append(Event("placed", {"seat": seat, "slot": slot, "paid": cost}))
        self.pay_d(s, events, seat, cost, slot)  # M21-37, M21-73
        self._note_fifth_city_disc(s, seat, slot)

    def _note_fifth_city_disc(self, s: MState, seat: int, slot: str) -> None:
        """M21-63: the disc placed fifth on City, in a game with five players."""
        city = self.content.board.areas.city
        if (
            self.slot_area[slot] == "city"
            and s.n == city.fifth_disc_players
            and sum(self.slot_area[x] == "city" for x, _ in s.discs) == city.fifth_disc_players
        ):
            s.city_fifth = seat

    # ---- the henchman (M21-122, M21-123) ---------------------------------------------------------
    def _opts_henchman(self, s: MState, seat: int) -> list[Action]:
        return [Action("henchman", (slot,)) for slot in self.henchman_slots(s, seat)] + [
            Action("henchman_off")
        ]

    def henchman_slots(self, s: MState, captain: int) -> list[str]:
        area = s.action
        taken = self.occupied(s)
        if area in ORDERED_AREAS:
            free = [sid for sid in self.area_slots[area][: s.ordered_slots] if sid not in taken][:1]
            return [sid for sid in free if s.d[captain] >= self.slot_stats[sid].cost_d]
        if area == "cr":
            cd, cr = self.committed(s, captain)
            return [
                f"CR{i + 1}"
                for i, j in enumerate(s.display)
                if j is not None
                and f"CR{i + 1}" not in taken
                and s.d[captain] >= cd + self.jewel_d[j]
                and s.rum[captain] >= cr + self.jewel_r[j]
            ]
        return [
            sid
            for sid in self.area_slots[area]
            if sid not in taken and s.d[captain] >= self.slot_stats[sid].cost_d
        ]

    def committed(self, s: MState, captain: int) -> tuple[int, int]:
        """M21-38: the captain's own Commercial Routes price, due at resolution."""
        slot = self.disc_of(s, captain)
        if slot is not None and self.slot_area[slot] == "cr":
            return self.jewel_price(s, captain, s.display[self.slot_index[slot] - 1])
        return 0, 0

    def _act_henchman(self, s: MState, events, action: Action, captain: int) -> None:
        if action.kind == "henchman_off":
            events.append(Event("henchman_off", {"captain_seat": captain}))
            return
        slot = action.args[0]
        cost = self.slot_stats[slot].cost_d
        s.discs.append((slot, HENCHMAN))
        events.append(
            Event("henchman_placed", {"captain_seat": captain, "slot": slot, "paid": cost})
        )
        self.pay_d(s, events, captain, cost, slot)  # M21-123
