"""Treasure tokens and Mutiny cards (M21-20, M21-23, M21-90 to M21-99, M21-172, M21-173).

Windows W1, W2, W3a, W3b and the roll reaction are decision frames of their owner. A window is
offered only while its owner holds a token or a card (public counts, so being asked tells nobody
anything, M21-172); inside it the player uses one token or plays one card at a time, each fully
resolved, until "done".
"""

from __future__ import annotations

from game.core import Action, Event

from .content import ORDERED_AREAS
from .engine import FLAG_V06, FLAG_V07, FLAG_V11, FLAG_V12, HENCHMAN
from .model import MState

ROUND_FLAG = {
    "free_jewel_doubloons": FLAG_V06,
    "bm_bonus": FLAG_V07,
    "ordered_slot_any": FLAG_V11,
    "zero_slot_cost": FLAG_V12,
}


class CardsMixin:
    def card_by_op(self, op: str):
        return next(c for c in self.content.cards if c.op == op)

    # ---- windows (M21-23, M21-90, M21-172) -----------------------------------------------------
    def _live_window(self, s: MState, seat: int, window: str) -> bool:
        return self.holds_anything(s, seat)

    def _skip_window(self, s: MState, events, seat: int, window: str) -> None:
        return None

    def _opts_window(self, s: MState, seat: int, window: str) -> list[Action]:
        out = [self.token_actions[t] for t in s.treasures[seat]]
        out += [
            self.card_actions[c] for c in s.cards[seat] if self.card_playable(s, seat, c, window)
        ]
        out.append(self.done_action)
        return out

    def card_playable(self, s: MState, seat: int, card_id: str, window: str) -> bool:
        """M21-96, M21-172: a Voluntary card, this window in its list, its own condition met."""
        card = self.card[card_id]
        if card.category != "voluntary" or window not in card.when:
            return False
        if card.op == "ignore_pirate_token":
            return seat == s.order[0]
        if card.op == "ordered_slot_any":
            return seat != s.order[0] and s.action in ORDERED_AREAS
        if card.action:  # the player's own disc must be in that area
            slot = self.disc_of(s, seat)
            return slot is not None and self.slot_area[slot] == card.action
        return True

    def _act_window(self, s: MState, events, action: Action, seat: int, window: str) -> None:
        if action.kind == "done":
            return
        s.stack.append(("window", seat, window))  # the window stays open
        if action.kind == "use_token":
            self.use_token(s, events, seat, action.args[0])
        else:
            self.play_card(s, events, seat, action.args[0])

    # ---- the roll reaction (V08) ------------------------------------------------------------------
    def _live_reaction(self, s: MState, seat: int, kind: str, slot: str) -> bool:
        return bool(s.cards[seat])

    def _skip_reaction(self, s: MState, events, seat: int, kind: str, slot: str) -> None:
        return None

    def _opts_reaction(self, s: MState, seat: int, kind: str, slot: str) -> list[Action]:
        out = [
            self.card_actions[c]
            for c in s.cards[seat]
            if self.card_playable(s, seat, c, "roll_reaction")
        ]
        return out + [self.done_action]

    def _act_reaction(
        self, s: MState, events, action: Action, seat: int, kind: str, slot: str
    ) -> None:
        if action.kind == "done":
            return
        self._reveal_card(s, events, seat, action.args[0])
        dice = len(s.dice)
        self.push(s, ("roll", dice, kind, seat, slot, 1))  # one reroll, no second reaction

    # ---- treasure tokens (M21-91 to M21-93) -------------------------------------------------------
    def use_token(self, s: MState, events, seat: int, token_id: str, scoring: bool = False) -> None:
        token = self.treasure[token_id]
        s.treasures[seat].remove(token_id)
        s.treasures_gone.append(token_id)
        events.append(Event("token_used", {"seat": seat, "token": token_id}, reveal=True))
        kind = token.kind
        if kind == "rum":
            if not scoring:  # M21-103 step 1: void at scoring
                self.gain_rum(s, events, seat, token.amount, token_id)
        elif kind == "doubloons":
            self.gain_d(s, events, seat, token.amount, token_id)
        elif kind == "prestige":
            self.gain_pp(s, events, seat, token.amount, token_id)
        elif kind == "exchange":
            if min(token.amount, s.d[seat]) > 0:
                self.push(s, ("amount", seat, "exchange", token_id))
        else:
            for _ in range(token.amount):
                self.push(s, self.draw_frame("jewel", "gain_jewel", seat))

    def amount_limit(self, s: MState, seat: int, what: str, ident: str) -> int:
        if what == "exchange":  # M21-92
            return min(self.treasure[ident].amount, s.d[seat])
        return min(
            self.card[ident].max if what == "rum_for_gold" else self.card[ident].at_end_amount,
            s.rum[seat],
        )

    def _opts_amount(self, s: MState, seat: int, what: str, ident: str) -> list[Action]:
        return [Action("amount", (k,)) for k in range(self.amount_limit(s, seat, what, ident) + 1)]

    def _act_amount(
        self, s: MState, events, action: Action, seat: int, what: str, ident: str
    ) -> None:
        k = action.args[0]
        if what == "exchange":
            self.pay_d(s, events, seat, k, ident)
            self.gain_pp(s, events, seat, k * self.content.exchange_rate, ident)
        elif what == "rum_for_gold":  # V16 in play
            self.pay_rum(s, events, seat, k, ident)
            self.gain_d(s, events, seat, k * self.card[ident].rate, ident)
        else:  # V16 at scoring step 5
            self.pay_rum(s, events, seat, k, ident)
            s.score_cards[seat].append((ident, 0))

    # ---- Voluntary cards in play (M21-96, M21-97) -------------------------------------------------
    def _reveal_card(self, s: MState, events, seat: int, card_id: str) -> None:
        s.cards[seat].remove(card_id)
        s.cards_gone.append(card_id)
        events.append(Event("card_played", {"seat": seat, "card": card_id}, reveal=True))

    def play_card(self, s: MState, events, seat: int, card_id: str) -> None:
        self._reveal_card(s, events, seat, card_id)
        card = self.card[card_id]
        op = card.op
        if op in ROUND_FLAG:
            s.flags[seat] |= ROUND_FLAG[op]
        elif op == "ignore_pirate_token":
            s.pirate_lifted = True
        elif op == "gain_d":
            self.gain_d(s, events, seat, card.amount, card_id)
        elif op in ("gain_rum", "tavern_extra_rum"):
            self.gain_rum(s, events, seat, card.amount, card_id)
        elif op == "gain_pp":
            self.gain_pp(s, events, seat, card.amount, card_id)
        elif op == "cabin_bonus":
            self.gain_pp(s, events, seat, card.pp, card_id)
            self.gain_d(s, events, seat, card.d, card_id)
        elif op == "steal_d":
            self.push(s, ("target", seat, card_id))
        elif op == "steal_random_jewel":
            if self.jewel_targets(s, seat):
                self.push(s, ("target", seat, card_id))
        elif op == "draw2_keep1_treasure":
            self._treasure_map(s, events, seat)
        elif op == "city_extra_slot":
            self.push(s, ("old_friends", seat))
        elif op == "rum_to_d" and self.amount_limit(s, seat, "rum_for_gold", card_id) > 0:
            self.push(s, ("amount", seat, "rum_for_gold", card_id))

    def jewel_targets(self, s: MState, seat: int) -> list[int]:
        return [v for v in s.order if v != seat and s.jewels[v]]

    def _opts_target(self, s: MState, seat: int, card_id: str) -> list[Action]:
        if self.card[card_id].op == "steal_d":  # V03: anyone else
            return [Action("target", (v,)) for v in s.order if v != seat]
        return [Action("target", (v,)) for v in self.jewel_targets(s, seat)]

    def _act_target(self, s: MState, events, action: Action, seat: int, card_id: str) -> None:
        victim = action.args[0]
        card = self.card[card_id]
        if card.op == "steal_d":
            self.transfer_d(s, events, victim, seat, min(card.amount, s.d[victim]), card_id)
        else:  # V04: a chance step
            self.push(s, self.draw_frame("jewels_of", "stolen_jewel", seat, victim, arg=victim))

    def _then_stolen_jewel(
        self, s: MState, events, jewel: str | None, thief: int, victim: int
    ) -> None:
        s.jewels[thief].append(jewel)
        events.append(jewel_moved_event(victim, thief, jewel))

    def _treasure_map(self, s: MState, events, seat: int) -> None:
        """V05: draw up to two, keep one, bury the other (no substitute if the pile is empty)."""
        count = min(self.card_by_op("draw2_keep1_treasure").amount, self.treasure_left(s))
        if count:
            draws = [self.draw_frame("treasure", "map_token", seat) for _ in range(count)]
            self.push(s, *draws, ("keep_treasure", seat))

    def _then_map_token(self, s: MState, events, token: str | None, seat: int) -> None:
        s.pending_treasures[seat].append(token)
        events.append(
            Event(
                "treasure_drawn",
                {"seat": seat, "token": token},
                visible_to=(seat,),
                redacted={"seat": seat},
                reveal=True,
            )
        )

    def _live_keep_treasure(self, s: MState, seat: int) -> bool:
        return len(s.pending_treasures[seat]) > 1

    def _skip_keep_treasure(self, s: MState, events, seat: int) -> None:
        self._keep_map_token(s, events, seat, s.pending_treasures[seat][0])

    def _opts_keep_treasure(self, s: MState, seat: int) -> list[Action]:
        return [Action("keep_treasure", (t,)) for t in s.pending_treasures[seat]]

    def _act_keep_treasure(self, s: MState, events, action: Action, seat: int) -> None:
        self._keep_map_token(s, events, seat, action.args[0])

    def _keep_map_token(self, s: MState, events, seat: int, kept: str) -> None:
        drawn = s.pending_treasures[seat]
        s.pending_treasures[seat] = []
        s.treasures[seat].append(kept)
        s.obtained[seat] += 1  # counts for E08
        for token in drawn:
            if token != kept:
                s.treasure_bottom.append(token)
                s.bottom_owner.append(seat)
                events.append(
                    Event(
                        "treasure_buried",
                        {"seat": seat, "token": token},
                        visible_to=(seat,),
                        redacted={"seat": seat},
                    )
                )

    def _opts_old_friends(self, s: MState, seat: int) -> list[Action]:
        """V13: 1 R; a token (or 1 D + 1 PP); the top NC jewel; 2 PP for 2 D."""
        card = self.card_by_op("city_extra_slot")
        out = [Action("old_friends", ("rum",)), Action("old_friends", ("treasure",))]
        if self.nc_drawable(s):
            out.append(Action("old_friends", ("nc_jewel",)))
        if s.d[seat] >= card.d:
            out.append(Action("old_friends", ("prestige",)))
        return out

    def _act_old_friends(self, s: MState, events, action: Action, seat: int) -> None:
        choice = action.args[0]
        card = self.card_by_op("city_extra_slot")
        if choice == "rum":
            self.gain_rum(s, events, seat, card.rum, card.id)
        elif choice == "treasure":
            if self.treasure_left(s):
                self.push(s, self.draw_frame("treasure", "gain_treasure", seat))
            else:
                self.treasure_fallback(s, events, seat, card.id)
        elif choice == "nc_jewel":
            s.nc_taken = True
            self.push(s, self.draw_frame("nc", "gain_jewel", seat))
        else:
            self.pay_d(s, events, seat, card.d, card.id)
            self.gain_pp(s, events, seat, card.pp, card.id)

    # ---- the card draw at the end of a round (M21-173, M21-118, M21-99) -------------------------
    def _auto_card_draw(self, s: MState, events, captain: int) -> None:
        if s.simplified:
            if s.counter > 0:
                s.counter -= 1
                events.append(
                    Event("counter_discarded", {"captain_seat": captain, "left": s.counter})
                )
                if s.counter == 0:
                    self._trigger_end(s, events, "deck")
            return
        if s.deck or s.last_mutiny:
            self.push(s, self.draw_frame("deck", "card_drawn", captain))

    def _then_card_drawn(self, s: MState, events, card_id: str | None, captain: int) -> None:
        if card_id == self.last_mutiny_id:  # M21-99: revealed, gone
            s.cards_gone.append(card_id)
            events.append(Event("last_mutiny", {"seat": captain, "card": card_id}, reveal=True))
            self._trigger_end(s, events, "deck")
            return
        s.cards[captain].append(card_id)
        events.append(
            Event(
                "card_drawn",
                {"seat": captain, "card": card_id},
                visible_to=(captain,),
                redacted={"seat": captain},
                reveal=True,
            )
        )
        self.push(s, ("card_decide", captain))

    def _opts_card_decide(self, s: MState, seat: int) -> list[Action]:
        """The same prompt for every card; only an Obligatory card can be applied (M21-182)."""
        if self.card[s.cards[seat][-1]].category == "obligatory":
            return [Action("apply_card"), Action("keep_card")]
        return [Action("keep_card")]

    def _act_card_decide(self, s: MState, events, action: Action, seat: int) -> None:
        card_id = s.cards[seat][-1]
        if action.kind == "keep_card":
            events.append(Event("card_kept", {"seat": seat}))
            return
        s.cards[seat].pop()
        s.cards_gone.append(card_id)
        events.append(Event("card_applied", {"seat": seat, "card": card_id}, reveal=True))
        self.apply_obligatory(s, events, seat, self.card[card_id])

    # ---- Obligatory effects (M21-132), on the rebuilt track -----------------------------------
    def apply_obligatory(self, s: MState, events, captain: int, card) -> None:
        op = card.op
        others = [p for p in s.order if p != captain]
        if op == "all_lose_rum":
            for p in s.order:
                self.pay_rum(s, events, p, min(card.amount, s.rum[p]), card.id)
        elif op == "no_rum_lose_pp":
            for p in s.order:
                if s.rum[p] == 0:
                    self.gain_pp(s, events, p, -card.amount, card.id)
        elif op == "blockade":  # M21-98
            s.blockade = card.action
            events.append(Event("blockade", {"action": card.action}))
        elif op == "captain_pays_each":
            for p in others:
                if s.d[captain] < card.amount:
                    break
                self.transfer_d(s, events, captain, p, card.amount, card.id)
        elif op == "captain_loses_d":
            self.pay_d(s, events, captain, min(card.amount, s.d[captain]), card.id)
        elif op == "captain_gives_jewel_to_last":
            if s.jewels[captain]:
                self.push(s, ("give_jewel", captain, s.order[-1]))
        elif op == "all_gain_d":
            for p in s.order:
                self.gain_d(s, events, p, card.amount, card.id)
        elif op == "all_gain_rum":
            for p in s.order:
                self.gain_rum(s, events, p, card.amount, card.id)
        elif op == "old_captain_loses_pp":
            self.gain_pp(s, events, s.deposed, -card.amount, card.id)
        elif op == "captain_rum_for_pp":
            self.gain_rum(s, events, captain, card.rum, card.id)
            self.gain_pp(s, events, captain, card.pp, card.id)
        elif op == "co_mutineers_gain_pp":
            for p in s.order:
                if p != captain and p in s.mutineers:
                    self.gain_pp(s, events, p, card.amount, card.id)
        elif op == "captain_discards_treasure":
            if s.treasures[captain]:
                self.push(s, ("return_treasure", captain))
            else:
                self.gain_pp(s, events, captain, -card.amount, card.id)
        elif op == "flush_commercial_display":
            self._fog_bank(s, events)

    def _fog_bank(self, s: MState, events) -> None:
        """O16: every face-up jewel to the discards, then refill left to right."""
        flushed = [j for j in s.display if j is not None]
        s.discards.extend(flushed)
        s.display = [None] * s.display_size
        events.append(Event("flushed", {"jewels": flushed, "count": len(flushed)}))
        self.push(s, *[self.draw_frame("jewel", "to_display", i) for i in range(s.display_size)])

    def _opts_give_jewel(self, s: MState, seat: int, target: int) -> list[Action]:
        return [Action("give_jewel", (j,)) for j in s.jewels[seat]]

    def _act_give_jewel(self, s: MState, events, action: Action, seat: int, target: int) -> None:
        jewel = action.args[0]
        s.jewels[seat].remove(jewel)
        s.jewels[target].append(jewel)
        events.append(jewel_moved_event(seat, target, jewel))

    def _opts_return_treasure(self, s: MState, seat: int) -> list[Action]:
        return [Action("return_treasure", (t,)) for t in s.treasures[seat]]

    def _act_return_treasure(self, s: MState, events, action: Action, seat: int) -> None:
        token = action.args[0]
        s.treasures[seat].remove(token)
        s.treasure_box.append(token)
        s.box_owner.append(seat)
        events.append(
            Event(
                "treasure_boxed",
                {"seat": seat, "token": token},
                visible_to=(seat,),
                redacted={"seat": seat},
            )
        )


def jewel_moved_event(giver: int, taker: int, jewel: str) -> Event:
    """M21-167: the two players involved see the jewel; the others see only that one moved."""
    return Event(
        "jewel_moved",
        {"from_seat": giver, "to_seat": taker, "jewel": jewel},
        visible_to=(giver, taker),
        redacted={"from_seat": giver, "to_seat": taker},
        reveal=True,
    )


__all__ = ["HENCHMAN", "CardsMixin", "jewel_moved_event"]
