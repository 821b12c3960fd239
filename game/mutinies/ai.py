"""Heuristic AI for 21 Mutinies: it reads its seat's view only and scores options greedily.

Every option is valued in prestige-point equivalents by a few named features:

- `prestige`      1 per PP;
- `doubloons`     0.5 per D (two doubloons make one PP at the end, M21-103 step 4);
- `rum`           a cube is worth RUM_USEFUL while the rum icons of the AI's jewels can still
                  sell it (each added cube pays +1 D +1 PP), and RUM_EXCESS beyond that (a held
                  cube costs 1 PP at the end);
- `jewels`        a jewel is worth 0.5 (1 D at the end) plus what it adds to the best sale the
                  hand can make (`hand_value`);
- `treasure`      an unopened treasure token is worth TREASURE;
- `captaincy`     winning a Mutiny is worth CAPTAINCY (choosing the actions, plus a card).

The AI places where the expected gain of its own disc is highest, sells with all the rum it
may add, uses prestige, doubloon and jewel tokens at once, keeps exchange tokens for the end,
plays Voluntary cards when their condition makes them pay, applies Obligatory cards unless
their cost exceeds the refusal penalty, and takes doubloons from the richest rival.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from itertools import product

from game.core import Action, Decision, Rng
from game.core.data import data_dir, shared_content

from .catalogue import Catalogue
from .combos import passes
from .content import load_content
from .model import MView, SeatView, int_arg, str_arg

Scorer = Callable[[MView, Decision, Action], float]
Picker = Callable[[MView, Decision], Action]

PRESTIGE = 1.0
DOUBLOON = 0.5
RUM_USEFUL = 0.8
RUM_EXCESS = -0.7
JEWEL_BASE = 0.5
TREASURE = 1.3
CARD = 0.8
CAPTAINCY = 2.2
NC_JEWEL = 1.0  # an unseen jewel from the Non-Commercial stack
SHIP_SUCCESS = {1: 35 / 36, 2: 32 / 36, 3: 27 / 36, 4: 20 / 36, 5: 11 / 36}
REFUSAL = 1.5  # keeping an Obligatory card: -2 PP, +1 D at the end


@lru_cache(maxsize=1)
def _catalogue() -> Catalogue:
    """The game's static tables (content only: the AI reads the game from its view)."""
    return Catalogue(shared_content(load_content, data_dir("mutinies")))


HANDS_KEPT = 2048  # hands whose value a policy remembers


class HeuristicPolicy:
    needs_view = True

    def __init__(self) -> None:
        self.g = _catalogue()
        self._hands: dict[tuple[tuple[str, ...], int], float] = {}  # hand_value, memoised
        # Decision kind -> the rule of thumb that answers it: a picker chooses directly, a
        # scorer rates every option (the first best wins). Any other kind: the first option.
        self.pickers: dict[str, Picker] = {
            "roll_reaction": self._pick_roll_reaction,
            "amount_exchange": self._pick_last,
            "amount_return_rum": self._pick_last,
            "amount_rum_for_gold": self._pick_amount_rum_for_gold,
        }
        self.scorers: dict[str, Scorer] = {
            "place_captain": self._score_place,
            "place_sailor": self._score_place,
            "henchman": self._score_henchman,
            "window_w1": self._score_window,
            "window_w2": self._score_window,
            "window_w3a": self._score_window,
            "window_w3b": self._score_window,
            "nc_keep": self._score_nc,
            "sell_type": self._score_sell,
            "sell_pick": self._score_sell,
            "sell_rum": self._score_sell,
            "steal": self._score_steal,
            "k2_victim": self._score_k2,
            "card_decide": self._score_card,
            "target": self._score_target,
            "keep_treasure": self._score_keep,
            "old_friends": self._score_old,
            "give_jewel": self._score_give,
            "return_treasure": self._score_return,
            "score_tokens": self._score_score,
            "at_end": self._score_at,
        }

    def choose(self, view: MView, decision: Decision, rng: Rng) -> Action:
        picker = self.pickers.get(decision.kind)
        if picker is not None:
            return picker(view, decision)
        scorer = self.scorers.get(decision.kind)
        if scorer is not None:
            return max(decision.options, key=lambda a: scorer(view, decision, a))
        return decision.options[0]

    def me(self, v: MView) -> SeatView:
        """The AI's own seat (a policy always plays a seat)."""
        me = v.me()
        assert me is not None
        return me

    def jewels(self, v: MView) -> tuple[str, ...]:
        """The AI's own jewels (hidden from the others, never from their holder)."""
        jewels = self.me(v).jewels
        assert jewels is not None
        return jewels

    # ---- features ------------------------------------------------------------------------------
    def rum_value(self, v: MView, extra: int = 0) -> float:
        """The `rum` feature: the value of one more cube for this hand."""
        me = self.me(v)
        if v.final_round:
            return -1.0
        capacity = sum(self.g.jewel_r[j] for j in self.jewels(v))
        return RUM_USEFUL if me.rum + extra < min(capacity, 4) else RUM_EXCESS

    def hand_value(self, jewels: tuple[str, ...], rum: int) -> float:
        """The `jewels` feature: 0.5 per jewel plus 70 % of the best sale the hand can make
        (a pure function of its arguments: memoised, HANDS_KEPT hands at most)."""
        key = (jewels, rum)
        known = self._hands.get(key)
        if known is None:
            if len(self._hands) >= HANDS_KEPT:
                self._hands.clear()
            best = max((self.sale_value(jewels, rum, c)[0] for c in self.g.combos), default=0.0)
            known = self._hands[key] = JEWEL_BASE * len(jewels) + 0.7 * max(best, 0.0)
        return known

    def sale_value(self, jewels: tuple[str, ...], rum: int, combo_id: str) -> tuple[float, int]:
        """Best payout (D, PP as PP-equivalents) of one set passing `combo_id`, less the
        jewels' end value, with as much rum as it may add; (-inf, 0) if none passes."""
        combo = self.g.combos[combo_id]
        by_colour: list[list[int]] = [[] for _ in self.g.colour_ids]
        for j in jewels:
            by_colour[self.g.jewel_colour[j]].append(self.g.jewel_r[j])
        for icons in by_colour:
            icons.sort(reverse=True)
        best, best_r = float("-inf"), 0
        for pattern in _patterns(tuple(len(x) for x in by_colour), combo.size):
            if not passes(combo.test, combo.size, pattern):
                continue
            rum_icons = sum(sum(by_colour[c][:k]) for c, k in enumerate(pattern))
            r = min(self.g.max_rum, rum_icons, rum)
            d, pp = combo.payout[r]
            value = d * DOUBLOON + pp * PRESTIGE - JEWEL_BASE * combo.size
            if value > best:
                best, best_r = value, r
        return best, best_r

    def jewel_gain(self, v: MView, jewel: str) -> float:
        me = self.me(v)
        return self.hand_value(self.jewels(v) + (jewel,), me.rum) - self.hand_value(
            self.jewels(v), me.rum
        )

    def captaincy(self, v: MView) -> float:
        """The `captaincy` feature: worth less when no card is left, little in the final round."""
        if v.final_round:
            return 0.2
        cards = v.deck_size if not v.simplified else v.counter
        return CAPTAINCY + (CARD if cards and not v.simplified else 0.0)

    # ---- placement -------------------------------------------------------------------------------
    def _score_place(self, v: MView, d: Decision, a: Action) -> float:
        return self.slot_value(v, str_arg(a))

    def slot_value(self, v: MView, slot: str) -> float:
        g = self.g
        me = self.me(v)
        area, index, stats = g.slot_area[slot], g.slot_index[slot], g.slot_stats[slot]
        cost = stats.cost_d * DOUBLOON
        if area == "cr":
            jewel = v.display[index - 1]
            assert jewel is not None  # only a slot holding a jewel is offered
            value = self.jewel_gain(v, jewel) - g.jewel_d[jewel] * DOUBLOON - g.jewel_r[jewel] * 0.6
            return value + (NC_JEWEL if v.n == 5 and index == v.display_size else 0.0)
        if area == "nc":
            return NC_JEWEL - cost + stats.rum * self.rum_value(v)
        if area == "ship":
            bonus = 25 / 36 * DOUBLOON if stats.both_dice_d else 0.0
            return SHIP_SUCCESS[index] * TREASURE + bonus + stats.rum * self.rum_value(v)
        if area == "tavern":
            discs = max(1, sum(1 for s, _ in v.discs if g.slot_area[s] == "tavern") + 1)
            share = 5.5 / discs + (1 if index == 1 else 0)
            return min(share, 3) * self.rum_value(v) + stats.d * DOUBLOON
        if area == "bm":
            return self.sale_value(self.jewels(v), me.rum, stats.combo)[0] + self._v07(v)
        if area == "city":
            return self.city_value(v, slot) + (0.9 if v.n == 5 and self._fifth_city(v) else 0.0)
        if area == "cabin":
            return stats.pp * PRESTIGE + stats.d * DOUBLOON - cost + (0.1 if stats.d else 0.0)
        return self.mutiny_value(v, slot)

    def _fifth_city(self, v: MView) -> bool:
        return sum(1 for s, _ in v.discs if self.g.slot_area[s] == "city") == 4

    def _v07(self, v: MView) -> float:
        return 2.0 if self.me(v).flags & 2 else 0.0

    def city_value(self, v: MView, slot: str) -> float:
        g = self.g
        me = self.me(v)
        stats = g.slot_stats[slot]
        if stats.effect == "prestige":
            return stats.pp * PRESTIGE - stats.cost_d * DOUBLOON
        if stats.effect == "rum":
            return self.rum_value(v)
        if stats.effect == "rumour":
            return TREASURE if v.treasure_pile_size else 1.5
        if stats.effect == "steal":
            best = NC_JEWEL
            for j in v.display:
                if j is not None and me.d >= g.jewel_d[j] and me.rum >= g.jewel_r[j]:
                    best = max(
                        best, self.jewel_gain(v, j) - g.jewel_d[j] * DOUBLOON - g.jewel_r[j] * 0.6
                    )
            return best
        return max(self.sale_value(self.jewels(v), me.rum, c)[0] for c in g.combos) + self._v07(v)

    def mutiny_value(self, v: MView, slot: str) -> float:
        g = self.g
        stats = g.slot_stats[slot]
        rivals = [g.mutiny_cost[s] for s, _ in v.discs if g.slot_area[s] == "mutiny"]
        wins = not rivals or g.mutiny_cost[slot] > max(rivals)
        gain = stats.pp * PRESTIGE + stats.d * DOUBLOON - stats.cost_d * DOUBLOON
        return gain + (0.75 * self.captaincy(v) if wins else 0.0)

    def _score_henchman(self, v: MView, d: Decision, a: Action) -> float:
        """Block the sailor cheaply: free ordered slots, free Black Market or City slots."""
        if a.kind == "henchman_off":
            return 0.0
        slot = str_arg(a)
        area = self.g.slot_area[slot]
        if area == "cr":
            return -1.0
        return 0.3 - self.g.slot_stats[slot].cost_d * DOUBLOON

    # ---- windows: tokens and cards ---------------------------------------------------------------
    def _score_window(self, v: MView, d: Decision, a: Action) -> float:
        if a.kind == "done":
            return 0.0
        if a.kind == "use_token":
            return self.token_use_value(v, str_arg(a))
        return self.card_play_value(v, d.kind, str_arg(a))

    def token_use_value(self, v: MView, token_id: str) -> float:
        t = self.g.treasure[token_id]
        if t.kind in ("prestige", "doubloons", "jewel"):
            return 1.0
        if t.kind == "rum":
            return 0.5 if self.rum_value(v, t.amount - 1) > 0 else -1.0
        return (
            0.5 if v.final_round and self.me(v).d >= t.amount else -1.0
        )  # exchange: keep for later

    def card_play_value(self, v: MView, kind: str, card_id: str) -> float:
        card = self.g.card[card_id]
        me = self.me(v)
        op = card.op
        if op in (
            "gain_d",
            "gain_pp",
            "cabin_bonus",
            "steal_random_jewel",
            "draw2_keep1_treasure",
            "city_extra_slot",
        ):
            return 1.0
        if op == "steal_d":
            return 1.0 if any(p.d > 0 for p in v.players if p.seat != v.seat) else -1.0
        if op in ("gain_rum", "tavern_extra_rum"):
            return 0.5 if self.rum_value(v, card.amount - 1) > 0 else -1.0
        if op == "rum_to_d":
            return 1.0 if me.rum and self.rum_value(v) < 0 else -1.0
        if op == "bm_bonus":
            slot = me.slot
            selling = slot is not None and (self.g.slot_area[slot] == "bm" or slot == "C5")
            return 1.0 if selling or (kind == "window_w1" and self._could_sell(v)) else -1.0
        if op == "free_jewel_doubloons":
            return 1.0 if v.action == "cr" or (v.captain == v.seat and v.pirate != "cr") else -1.0
        return -1.0  # V11, V12, V14: rarely worth a card

    def _could_sell(self, v: MView) -> bool:
        return v.captain == v.seat and len(self.jewels(v)) >= 3

    def _pick_roll_reaction(self, v: MView, d: Decision) -> Action:
        """V08: reroll a failed Shipwrecks roll, or a Tavern roll of 1 or 2 when rum helps."""
        reroll = next((a for a in d.options if a.kind == "play_card"), None)
        if reroll is not None:
            failed = (
                (max(v.dice) <= v.dice_need)
                if v.dice_need
                else (v.dice[0] <= 2 and self.rum_value(v) > 0)
            )
            if failed:
                return reroll
        return next(a for a in d.options if a.kind == "done")

    # ---- resolution choices ----------------------------------------------------------------------
    def _score_nc(self, v: MView, d: Decision, a: Action) -> float:
        """nc_keep: keep unless the refund is worth more than the jewel."""
        me = self.me(v)
        if a.kind == "keep":
            assert me.pending_jewel is not None
            jewels = self.jewels(v)
            return self.hand_value(jewels + (me.pending_jewel,), me.rum) - self.hand_value(
                jewels, me.rum
            )
        return me.paid * DOUBLOON

    def _score_sell(self, v: MView, d: Decision, a: Action) -> float:
        me = self.me(v)
        if a.kind == "sell_type":
            return self.sale_value(self.jewels(v), me.rum, str_arg(a))[0]
        if a.kind == "add_rum":
            return int_arg(a)  # every cube adds 1 D and 1 PP
        jewel = str_arg(a)  # sell_jewel: rum icons first, wilds last
        return self.g.jewel_r[jewel] - (
            1.5 if self.g.jewel_colour[jewel] == self.g.wild_index else 0
        )

    def _score_steal(self, v: MView, d: Decision, a: Action) -> float:
        if a.kind == "steal_stack":
            return NC_JEWEL
        j = v.display[self.g.slot_index[str_arg(a)] - 1]
        assert j is not None  # only a slot holding a jewel is offered
        return self.jewel_gain(v, j) - self.g.jewel_d[j] * DOUBLOON - self.g.jewel_r[j] * 0.6

    def _score_k2(self, v: MView, d: Decision, a: Action) -> float:
        if a.kind == "take_from_bank":
            return 0.0
        return 1.0 + v.players[int_arg(a)].pp / 100

    def _score_card(self, v: MView, d: Decision, a: Action) -> float:
        """card_decide: apply an Obligatory card unless it costs more than refusing it."""
        if a.kind == "keep_card":
            return -REFUSAL
        cards = self.me(v).cards
        assert cards is not None
        return self.obligatory_value(v, cards[-1])

    def obligatory_value(self, v: MView, card_id: str) -> float:
        card = self.g.card[card_id]
        me = self.me(v)
        op = card.op
        others = len(v.players) - 1
        if op == "captain_pays_each":
            return -min(me.d, others) * DOUBLOON
        if op == "captain_loses_d":
            return -min(me.d, card.amount) * DOUBLOON
        if op == "captain_rum_for_pp":
            return card.pp + card.rum * self.rum_value(v)
        if op == "all_lose_rum":
            return 0.5 if me.rum else 0.0
        if op == "no_rum_lose_pp":
            return -1.0 if me.rum == 0 else 0.0
        if op == "captain_gives_jewel_to_last":
            return -1.0 if self.jewels(v) else 0.0
        if op == "captain_discards_treasure":
            return -TREASURE if self.me(v).treasures else -1.0
        return 0.0

    def _score_target(self, v: MView, d: Decision, a: Action) -> float:
        p = v.players[int_arg(a)]
        return p.d + p.jewel_count + p.pp / 100

    def _pick_last(self, v: MView, d: Decision) -> Action:
        """Exchange tokens and V16 at the end: as much as may be."""
        return d.options[-1]

    def _pick_amount_rum_for_gold(self, v: MView, d: Decision) -> Action:
        me = self.me(v)
        capacity = min(4, sum(self.g.jewel_r[j] for j in self.jewels(v)))
        keep = 0 if v.final_round else capacity
        return d.options[min(len(d.options) - 1, max(0, me.rum - keep))]

    def _score_keep(self, v: MView, d: Decision, a: Action) -> float:
        return self.token_worth(str_arg(a))

    def token_worth(self, token_id: str) -> float:
        t = self.g.treasure[token_id]
        return {
            "rum": 0.2,
            "doubloons": DOUBLOON,
            "prestige": PRESTIGE,
            "exchange": 0.5,
            "jewel": NC_JEWEL,
        }[t.kind] * t.amount

    def _score_old(self, v: MView, d: Decision, a: Action) -> float:
        choice = str_arg(a)
        return {
            "rum": self.rum_value(v),
            "treasure": TREASURE,
            "nc_jewel": NC_JEWEL,
            "prestige": 2 * PRESTIGE - 2 * DOUBLOON,
        }[choice]

    def _score_give(self, v: MView, d: Decision, a: Action) -> float:
        me = self.me(v)
        rest = tuple(j for j in self.jewels(v) if j != str_arg(a))
        return self.hand_value(rest, me.rum)

    def _score_return(self, v: MView, d: Decision, a: Action) -> float:
        return -self.token_worth(str_arg(a))

    def _score_score(self, v: MView, d: Decision, a: Action) -> float:
        """score_tokens: doubloons first, exchange last, so the exchange has the most D."""
        kind = self.g.treasure[str_arg(a)].kind
        return {"doubloons": 2, "exchange": 0}.get(kind, 1)

    def _score_at(self, v: MView, d: Decision, a: Action) -> float:
        return 1.0 if a.kind == "apply_at_end" else 0.0


@lru_cache(maxsize=4096)
def _patterns(available: tuple[int, ...], size: int) -> tuple[tuple[int, ...], ...]:
    """Every colour-count vector of `size` jewels within `available`."""
    ranges = [range(min(a, size) + 1) for a in available]
    return tuple(p for p in product(*ranges) if sum(p) == size)
