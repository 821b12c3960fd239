"""The machinery under 21 Mutinies' rules: the frame loop, resources, draws and bonus squares.

`MState.stack` is the work list of the round (model.py). Three sorts of frames exist:

- auto frames, run by `_run` as soon as they are on top (`_auto_<kind>` methods);
- decision frames, which wait for one seat (`_opts_<kind>` lists the options, `_act_<kind>`
  carries one out). A decision frame may have a `_live_<kind>` test: when it says no, the frame
  is settled by `_skip_<kind>` without asking (M21-172: a window nobody can use is skipped);
- chance frames: `draw` (one item from a hidden pile, M21-166: drawn uniformly from what the
  pile holds) and `roll`, plus the setup shuffles. A draw with one candidate or none needs no
  chance step and is settled at once.

After any handler, the frames it deferred (prestige-track bonuses that draw, M21-16) go on top,
so they happen right after the effect that earned them and before that effect continues.
"""

from __future__ import annotations

from typing import Any

from game.core import OVER, Action, Chance, Decision, Event, Rules

from .content import WILD, MutiniesContent
from .model import HENCHMAN, MState

# Round flags set by Voluntary cards (MState.flags, one int per seat).
FLAG_V06 = 1  # Jeweller's Friend: no doubloon price for jewels taken
FLAG_V07 = 2  # Smuggler's Contact: bonus on the next sale
FLAG_V11 = 4  # Jump the Queue
FLAG_V12 = 8  # Free Passage

CHANCE_KINDS = ("draw", "roll", "shuffle_order", "select_deck")


class Engine(Rules):
    """Tables built from the content once, and the loop every rule runs on."""

    def __init__(self, content: MutiniesContent) -> None:
        super().__init__(content)
        c = content
        self.colour_ids = tuple(col.id for col in c.colours) + (WILD,)
        colour_index = {cid: i for i, cid in enumerate(self.colour_ids)}
        self.jewel_colour = {j.id: colour_index[j.colour] for j in c.jewels}
        self.jewel_d = {j.id: j.d for j in c.jewels}
        self.jewel_r = {j.id: j.r for j in c.jewels}
        self.wild_index = len(self.colour_ids) - 1
        self.slot_area = {sid: s.area for sid, s in c.slot_by_id.items()}
        self.slot_index = {sid: s.index for sid, s in c.slot_by_id.items()}
        self.slot_stats = {sid: s.stats for sid, s in c.slot_by_id.items()}
        self.area_slots = {a.id: tuple(s.id for s in a.slots) for a in c.board.areas.all()}
        self.bonuses = c.board.prestige_track.bonuses
        self.fallback = c.board.prestige_track.treasure_fallback
        self.scoring_def = c.board.scoring
        self.setup_def = c.board.setup
        self.combos = c.combo_by_id
        self.max_rum = c.board.combinations.max_rum
        self.card_ids = tuple(card.id for card in c.cards)
        self.last_mutiny_id = next(card.id for card in c.cards if card.op == "final_round")
        self.card = c.card_by_id
        self.treasure = c.treasure_by_id
        self.mutiny_cost = {sid: self.slot_stats[sid].cost_d for sid in self.area_slots["mutiny"]}
        self.free_passage = next(card.targets for card in c.cards if card.op == "zero_slot_cost")
        self.dice_sides = c.board.setup.dice_sides
        self.no_jewels = (0,) * len(self.colour_ids)
        self.smallest_combo = min(combo.size for combo in self.combos.values())
        # Options are built often (every pending): the actions are made once.
        self.place_actions = {sid: Action("place", (sid,)) for sid in self.slot_area}
        self.token_actions = {t.id: Action("use_token", (t.id,)) for t in c.treasures}
        self.card_actions = {card.id: Action("play_card", (card.id,)) for card in c.cards}
        self.done_action = Action("done")
        self._auto = self._handlers("_auto_")
        self._opts = self._handlers("_opts_")
        self._act = self._handlers("_act_")
        self._live = self._handlers("_live_")
        self._skip = self._handlers("_skip_")
        self._then = self._handlers("_then_")

    def _handlers(self, prefix: str) -> dict[str, Any]:
        return {
            name[len(prefix) :]: getattr(self, name)
            for name in dir(self)
            if name.startswith(prefix)
        }

    # ---- the loop ----------------------------------------------------------------------------
    def _run(self, s: MState, events: list[Event]) -> None:
        """Run frames until one waits for a seat or for chance, or the game is over."""
        stack = s.stack
        while stack:
            frame = stack[-1]
            kind = frame[0]
            if kind in self._auto:
                stack.pop()
                self._auto[kind](s, events, *frame[1:])
            elif kind == "draw":
                if self._draw_needs_chance(s, frame):
                    return
                stack.pop()
                candidates = self._draw_candidates(s, frame[1], frame[2])
                self._finish_draw(s, events, frame, candidates[0] if candidates else None)
            elif kind in CHANCE_KINDS:
                return
            else:
                live = self._live.get(kind)
                if live is None or live(s, *frame[1:]):
                    return
                stack.pop()
                self._skip[kind](s, events, *frame[1:])
            self._flush(s)

    def _flush(self, s: MState) -> None:
        if s._deferred:
            s.stack.extend(reversed(s._deferred))
            s._deferred.clear()

    def push(self, s: MState, *frames: tuple) -> None:
        """Schedule frames to run in the order given (the first runs first)."""
        s.stack.extend(reversed(frames))

    # ---- the Rules duties built on the loop --------------------------------------------------
    def pending(self, s: MState):
        if s.phase == "over" or not s.stack:
            return OVER
        frame = s.stack[-1]
        kind = frame[0]
        if kind == "draw":
            return Chance.draw(self._draw_candidates(s, frame[1], frame[2]))
        if kind == "roll":
            return Chance.roll(frame[1], self.dice_sides)
        if kind == "shuffle_order":
            return Chance.shuffle(range(s.n))
        if kind == "select_deck":
            return Chance.draw(s.box, frame[1])
        seat = frame[1]
        options = self._opts[kind](s, *frame[1:])
        return (Decision(seat, self.decision_kind(s, frame), tuple(options)),)

    def decision_kind(self, s: MState, frame: tuple) -> str:
        kind = frame[0]
        if kind == "window":
            return "window_" + frame[2].lower()
        if kind == "place":
            return "place_captain" if frame[1] == s.order[0] else "place_sailor"
        if kind == "amount":
            return "amount_" + frame[2]
        if kind == "reaction":
            return "roll_reaction"
        return kind

    def apply(self, s: MState, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        frame = s.stack.pop()
        self._act[frame[0]](s, events, action, *frame[1:])
        self._flush(s)
        self._run(s, events)
        return events

    def resolve_chance(self, s: MState, outcome: Any) -> list[Event]:
        events: list[Event] = []
        frame = s.stack.pop()
        kind = frame[0]
        if kind == "draw":
            self._finish_draw(s, events, frame, outcome[0])
        elif kind == "roll":
            self._rolled(s, events, list(outcome), *frame[2:])
        elif kind == "shuffle_order":
            self._order_drawn(s, events, list(outcome))
        elif kind == "select_deck":
            self._deck_selected(s, events, list(outcome))
        self._flush(s)
        self._run(s, events)
        return events

    # ---- draws from hidden piles (M21-166) ---------------------------------------------------
    def _draw_candidates(self, s: MState, source: str, arg: int) -> list:
        if source == "jewel":
            return s.jewel_pile
        if source == "nc":
            return s.nc_stack if s.nc_stack else s.jewel_pile  # M21-49
        if source == "treasure":
            if s.treasure_pile:
                return s.treasure_pile
            return s.treasure_bottom[:1]  # V05 tokens come out in the order put there
        if source == "deck":
            if s.deck:
                return s.deck
            return [self.last_mutiny_id] if s.last_mutiny else []  # M21-9: always last
        if source == "jewels_of":
            return s.jewels[arg]
        raise ValueError(source)

    def _draw_needs_chance(self, s: MState, frame: tuple) -> bool:
        source = frame[1]
        if source == "jewel" or (source == "nc" and not s.nc_stack):
            self._refill_empty_pile(s)
        return len(self._draw_candidates(s, source, frame[2])) > 1

    def _refill_empty_pile(self, s: MState) -> None:
        """M21-101: an empty jewel pile takes the discards before a draw (not an exhaustion)."""
        if not s.jewel_pile and s.discards:
            s.jewel_pile, s.discards = s.discards, []

    def _finish_draw(self, s: MState, events: list[Event], frame: tuple, item) -> None:
        source, arg, then = frame[1], frame[2], frame[3]
        if item is not None:
            self._take_from_source(s, events, source, arg, item)
        self._then[then](s, events, item, *frame[4:])

    def _take_from_source(
        self, s: MState, events: list[Event], source: str, arg: int, item: str
    ) -> None:
        if source == "treasure":
            if item in s.treasure_pile:
                s.treasure_pile.remove(item)
            else:
                del s.treasure_bottom[0]
                del s.bottom_owner[0]
        elif source == "deck":
            if item == self.last_mutiny_id:
                s.last_mutiny = False
            else:
                s.deck.remove(item)
        elif source == "jewels_of":
            s.jewels[arg].remove(item)
        elif source == "nc" and item in s.nc_stack:
            s.nc_stack.remove(item)
            s._drawn_from = "nc"
        else:
            s.jewel_pile.remove(item)
            s._drawn_from = "pile"
            if not s.jewel_pile:
                self._exhausted(s, events)

    def _exhausted(self, s: MState, events: list[Event]) -> None:
        """M21-100: the draw took the last token of the jewel pile."""
        s.exhaustions += 1
        events.append(Event("exhausted", {"count": s.exhaustions}))
        if s.exhaustions == self.setup_def.end_exhaustions:
            self._trigger_end(s, events, "jewels")
        if s.discards:
            events.append(Event("reshuffled", {"count": len(s.discards)}))
            s.jewel_pile, s.discards = s.discards, []

    def _trigger_end(self, s: MState, events: list[Event], cause: str) -> None:
        """M21-34: set end_triggered (once; a trigger never clears)."""
        if not s.end_triggered and s.phase == "play":
            s.end_triggered = True
            events.append(Event("end_triggered", {"cause": cause, "final": s.final_round}))

    def draw_frame(self, source: str, then: str, *args, arg: int = 0) -> tuple:
        return ("draw", source, arg, then, *args)

    # ---- resources -----------------------------------------------------------------------------
    def gain_d(
        self, s: MState, events: list[Event], seat: int, amount: int, cause: str = ""
    ) -> None:
        if amount > 0:
            s.d[seat] += amount
            s.bank_out += amount
            events.append(Event("gain_d", {"seat": seat, "amount": amount, "cause": cause}))

    def pay_d(
        self, s: MState, events: list[Event], seat: int, amount: int, cause: str = ""
    ) -> None:
        """Doubloons to the bank (M21-40); callers check affordability first."""
        if amount > 0:
            assert s.d[seat] >= amount, (seat, amount, s.d[seat])
            s.d[seat] -= amount
            s.bank_out -= amount
            events.append(Event("pay_d", {"seat": seat, "amount": amount, "cause": cause}))

    def transfer_d(
        self, s: MState, events: list[Event], giver: int, taker: int, amount: int, cause: str = ""
    ) -> None:
        if amount > 0:
            s.d[giver] -= amount
            s.d[taker] += amount
            events.append(
                Event(
                    "transfer_d",
                    {"from_seat": giver, "to_seat": taker, "amount": amount, "cause": cause},
                )
            )

    def gain_rum(
        self, s: MState, events: list[Event], seat: int, amount: int, cause: str = ""
    ) -> int:
        """M21-3: cubes come from the Tavern one at a time; a missing cube is not received."""
        got = min(amount, s.tavern)
        if got > 0:
            s.tavern -= got
            s.rum[seat] += got
            events.append(Event("gain_rum", {"seat": seat, "amount": got, "cause": cause}))
        return got

    def pay_rum(
        self, s: MState, events: list[Event], seat: int, amount: int, cause: str = ""
    ) -> None:
        """Rum back to the Tavern supply (M21-40, M21-143)."""
        if amount > 0:
            assert s.rum[seat] >= amount
            s.rum[seat] -= amount
            s.tavern += amount
            events.append(Event("pay_rum", {"seat": seat, "amount": amount, "cause": cause}))

    def gain_pp(
        self, s: MState, events: list[Event], seat: int, amount: int, cause: str = ""
    ) -> None:
        """Prestige moves; a gain during play may claim bonus squares (M21-14, M21-16)."""
        if amount == 0:
            return
        before = s.pp[seat]
        s.pp[seat] = before + amount
        events.append(
            Event(
                "gain_pp" if amount > 0 else "lose_pp",
                {"seat": seat, "amount": abs(amount), "cause": cause},
            )
        )
        if amount > 0 and s.phase == "play":
            self._bonus_squares(s, events, seat, before, s.pp[seat])

    def _bonus_squares(
        self, s: MState, events: list[Event], seat: int, before: int, after: int
    ) -> None:
        """M21-15, M21-16: first crossing only, once per player, ascending, at once."""
        for i, bonus in enumerate(self.bonuses):
            bit = 1 << i
            if before < bonus.square <= after and not s.claimed[seat] & bit:
                s.claimed[seat] |= bit
                events.append(
                    Event(
                        "square_bonus", {"seat": seat, "square": bonus.square, "kind": bonus.kind}
                    )
                )
                if s._deferred and bonus.kind in ("doubloons", "rum"):
                    # A lower square's draw is still to come: keep the ascending order.
                    s._deferred.append(("square_bonus", seat, i))
                else:
                    self._auto_square_bonus(s, events, seat, i)

    def _auto_square_bonus(self, s: MState, events: list[Event], seat: int, index: int) -> None:
        bonus = self.bonuses[index]
        if bonus.kind == "doubloons":
            self.gain_d(s, events, seat, bonus.amount, "square")
        elif bonus.kind == "rum":
            self.gain_rum(s, events, seat, bonus.amount, "square")
        elif bonus.kind == "treasure":
            if self.treasure_left(s):
                s._deferred.append(self.draw_frame("treasure", "gain_treasure", seat))
            else:
                self.treasure_fallback(s, events, seat, "square")
        else:  # a jewel from the jewel pile (M21-15, DECIDED): lost if nothing can be drawn
            s._deferred.append(self.draw_frame("jewel", "gain_jewel", seat))

    def treasure_left(self, s: MState) -> int:
        return len(s.treasure_pile) + len(s.treasure_bottom)

    def treasure_fallback(self, s: MState, events: list[Event], seat: int, cause: str) -> None:
        """M21-53: an empty treasure pile gives 1 D + 1 PP instead of a token."""
        events.append(Event("no_treasure", {"seat": seat}))
        self.gain_d(s, events, seat, self.fallback.d, cause)
        self.gain_pp(s, events, seat, self.fallback.pp, cause)

    # ---- what a draw hands over ----------------------------------------------------------------
    def _then_gain_jewel(
        self, s: MState, events: list[Event], jewel: str | None, seat: int
    ) -> None:
        """A hidden jewel for a player (seen by them only, M21-167)."""
        if jewel is None:
            events.append(Event("nothing_drawn", {"seat": seat}))
            return
        s.jewels[seat].append(jewel)
        events.append(self.jewel_drawn_event(s, seat, jewel))

    def _then_gain_treasure(
        self, s: MState, events: list[Event], token: str | None, seat: int
    ) -> None:
        if token is None:
            self.treasure_fallback(s, events, seat, "treasure")
            return
        s.treasures[seat].append(token)
        s.obtained[seat] += 1
        events.append(
            Event(
                "treasure_drawn",
                {"seat": seat, "token": token},
                visible_to=(seat,),
                redacted={"seat": seat},
                reveal=True,
            )
        )

    # ---- small shared questions ----------------------------------------------------------------
    def colour_counts(self, jewels) -> tuple[int, ...]:
        counts = [0] * len(self.colour_ids)
        for j in jewels:
            counts[self.jewel_colour[j]] += 1
        return tuple(counts)

    def disc_of(self, s: MState, seat: int) -> str | None:
        for slot, owner in s.discs:
            if owner == seat:
                return slot
        return None

    def jewel_drawn_event(self, s: MState, seat: int, jewel: str) -> Event:
        """Who drew from which pile is public; the jewel is the drawer's (M21-167)."""
        source = s._drawn_from
        return Event(
            "jewel_drawn",
            {"seat": seat, "jewel": jewel, "source": source},
            visible_to=(seat,),
            redacted={"seat": seat, "source": source},
            reveal=True,
        )

    def holds_anything(self, s: MState, seat: int) -> bool:
        """M21-172: windows are offered on public counts alone."""
        return bool(s.treasures[seat]) or bool(s.cards[seat])


__all__ = ["FLAG_V06", "FLAG_V07", "FLAG_V11", "FLAG_V12", "HENCHMAN", "Engine"]
