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

from functools import lru_cache
from itertools import product

from game.core import Action, Decision
from game.core.data import data_dir
from game.core.rng import Rng

from .combos import passes
from .content import load_content
from .model import MView

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
def _rules():
    """The rules' static tables (content only: the AI reads the game from its view)."""
    from .rules import MutiniesRules

    return MutiniesRules(load_content(data_dir("mutinies")))


class HeuristicPolicy:
    needs_view = True

    def __init__(self) -> None:
        self.r = _rules()

    def choose(self, view: MView, decision: Decision, rng: Rng) -> Action:
        scorer = getattr(self, "_score_" + decision.kind.split("_")[0], None)
        handler = getattr(self, "_pick_" + decision.kind, None)
        if handler is not None:
            return handler(view, decision)
        if scorer is not None:
            return max(decision.options, key=lambda a: scorer(view, decision, a))
        return decision.options[0]

    # ---- features ------------------------------------------------------------------------------
    def rum_value(self, v: MView, extra: int = 0) -> float:
        """The `rum` feature: the value of one more cube for this hand."""
        me = v.me()
        if v.final_round:
            return -1.0
        capacity = sum(self.r.jewel_r[j] for j in me.jewels)
        return RUM_USEFUL if me.rum + extra < min(capacity, 4) else RUM_EXCESS

    def hand_value(self, jewels: tuple[str, ...], rum: int) -> float:
        """The `jewels` feature: 0.5 per jewel plus 70 % of the best sale the hand can make."""
        best = max((self.sale_value(jewels, rum, c)[0] for c in self.r.combos), default=0.0)
        return JEWEL_BASE * len(jewels) + 0.7 * max(best, 0.0)

    def sale_value(self, jewels: tuple[str, ...], rum: int, combo_id: str) -> tuple[float, int]:
        """Best payout (D, PP as PP-equivalents) of one set passing `combo_id`, less the
        jewels' end value, with as much rum as it may add; (-inf, 0) if none passes."""
        combo = self.r.combos[combo_id]
        by_colour: list[list[int]] = [[] for _ in self.r.colour_ids]
        for j in jewels:
            by_colour[self.r.jewel_colour[j]].append(self.r.jewel_r[j])
        for icons in by_colour:
            icons.sort(reverse=True)
        best, best_r = float("-inf"), 0
        for pattern in _patterns(tuple(len(x) for x in by_colour), combo.size):
            if not passes(combo.test, combo.size, pattern):
                continue
            icons = sum(sum(by_colour[c][:k]) for c, k in enumerate(pattern))
            r = min(self.r.max_rum, icons, rum)
            d, pp = combo.payout[r]
            value = d * DOUBLOON + pp * PRESTIGE - JEWEL_BASE * combo.size
            if value > best:
                best, best_r = value, r
        return best, best_r

    def jewel_gain(self, v: MView, jewel: str) -> float:
        me = v.me()
        return self.hand_value(me.jewels + (jewel,), me.rum) - self.hand_value(me.jewels, me.rum)

    def captaincy(self, v: MView) -> float:
        """The `captaincy` feature: worth less when no card is left, little in the final round."""
        if v.final_round:
            return 0.2
        cards = v.deck_size if not v.simplified else v.counter
        return CAPTAINCY + (CARD if cards and not v.simplified else 0.0)

    # ---- placement ---------------------------------------------------------------------------------
    def _score_place(self, v: MView, d: Decision, a: Action) -> float:
        return self.slot_value(v, a.args[0])

    def slot_value(self, v: MView, slot: str) -> float:
        r = self.r
        me = v.me()
        area, index, stats = r.slot_area[slot], r.slot_index[slot], r.slot_stats[slot]
        cost = stats.cost_d * DOUBLOON
        if area == "cr":
            jewel = v.display[index - 1]
            value = self.jewel_gain(v, jewel) - r.jewel_d[jewel] * DOUBLOON - r.jewel_r[jewel] * 0.6
            return value + (NC_JEWEL if v.n == 5 and index == v.display_size else 0.0)
        if area == "nc":
            return NC_JEWEL - cost + stats.rum * self.rum_value(v)
        if area == "ship":
            bonus = 25 / 36 * DOUBLOON if stats.both_dice_d else 0.0
            return SHIP_SUCCESS[index] * TREASURE + bonus + stats.rum * self.rum_value(v)
        if area == "tavern":
            discs = max(1, sum(1 for s, _ in v.discs if r.slot_area[s] == "tavern") + 1)
            share = 5.5 / discs + (1 if index == 1 else 0)
            return min(share, 3) * self.rum_value(v) + stats.d * DOUBLOON
        if area == "bm":
            return self.sale_value(me.jewels, me.rum, stats.combo)[0] + self._v07(v)
        if area == "city":
            return self.city_value(v, slot) + (0.9 if v.n == 5 and self._fifth_city(v) else 0.0)
        if area == "cabin":
            return stats.pp * PRESTIGE + stats.d * DOUBLOON - cost + (0.1 if stats.d else 0.0)
        return self.mutiny_value(v, slot)

    def _fifth_city(self, v: MView) -> bool:
        return sum(1 for s, _ in v.discs if self.r.slot_area[s] == "city") == 4

    def _v07(self, v: MView) -> float:
        return 2.0 if v.me().flags & 2 else 0.0

    def city_value(self, v: MView, slot: str) -> float:
        r = self.r
        me = v.me()
        stats = r.slot_stats[slot]
        if stats.effect == "prestige":
            return stats.pp * PRESTIGE - stats.cost_d * DOUBLOON
        if stats.effect == "rum":
            return self.rum_value(v)
        if stats.effect == "rumour":
            return TREASURE if v.treasure_pile_size else 1.5
        if stats.effect == "steal":
            best = NC_JEWEL
            for j in v.display:
                if j is not None and me.d >= r.jewel_d[j] and me.rum >= r.jewel_r[j]:
                    best = max(
                        best, self.jewel_gain(v, j) - r.jewel_d[j] * DOUBLOON - r.jewel_r[j] * 0.6
                    )
            return best
        return max(self.sale_value(me.jewels, me.rum, c)[0] for c in r.combos) + self._v07(v)

    def mutiny_value(self, v: MView, slot: str) -> float:
        r = self.r
        stats = r.slot_stats[slot]
        rivals = [r.mutiny_cost[s] for s, _ in v.discs if r.slot_area[s] == "mutiny"]
        wins = not rivals or r.mutiny_cost[slot] > max(rivals)
        gain = stats.pp * PRESTIGE + stats.d * DOUBLOON - stats.cost_d * DOUBLOON
        return gain + (0.75 * self.captaincy(v) if wins else 0.0)

    def _score_henchman(self, v: MView, d: Decision, a: Action) -> float:
        """Block the sailor cheaply: free ordered slots, free Black Market or City slots."""
        if a.kind == "henchman_off":
            return 0.0
        slot = a.args[0]
        area = self.r.slot_area[slot]
        if area == "cr":
            return -1.0
        return 0.3 - self.r.slot_stats[slot].cost_d * DOUBLOON

    # ---- windows: tokens and cards ----------------------------------------------------------------
    def _score_window(self, v: MView, d: Decision, a: Action) -> float:
        if a.kind == "done":
            return 0.0
        if a.kind == "use_token":
            return self.token_use_value(v, a.args[0])
        return self.card_play_value(v, d.kind, a.args[0])

    def token_use_value(self, v: MView, token_id: str) -> float:
        t = self.r.treasure[token_id]
        if t.kind in ("prestige", "doubloons", "jewel"):
            return 1.0
        if t.kind == "rum":
            return 0.5 if self.rum_value(v, t.amount - 1) > 0 else -1.0
        return 0.5 if v.final_round and v.me().d >= t.amount else -1.0  # exchange: keep for later

    def card_play_value(self, v: MView, kind: str, card_id: str) -> float:
        card = self.r.card[card_id]
        me = v.me()
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
            selling = slot is not None and (self.r.slot_area[slot] == "bm" or slot == "C5")
            return 1.0 if selling or (kind == "window_w1" and self._could_sell(v)) else -1.0
        if op == "free_jewel_doubloons":
            return 1.0 if v.action == "cr" or (v.captain == v.seat and v.pirate != "cr") else -1.0
        return -1.0  # V11, V12, V14: rarely worth a card

    def _could_sell(self, v: MView) -> bool:
        me = v.me()
        return v.captain == v.seat and len(me.jewels) >= 3

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

    # ---- resolution choices -----------------------------------------------------------------------
    def _score_nc(self, v: MView, d: Decision, a: Action) -> float:
        """nc_keep: keep unless the refund is worth more than the jewel."""
        me = v.me()
        if a.kind == "keep":
            return self.hand_value(me.jewels + (me.pending_jewel,), me.rum) - self.hand_value(
                me.jewels, me.rum
            )
        return me.paid * DOUBLOON

    def _score_sell(self, v: MView, d: Decision, a: Action) -> float:
        me = v.me()
        if a.kind == "sell_type":
            return self.sale_value(me.jewels, me.rum, a.args[0])[0]
        if a.kind == "add_rum":
            return a.args[0]  # every cube adds 1 D and 1 PP
        jewel = a.args[0]  # sell_jewel: rum icons first, wilds last
        return self.r.jewel_r[jewel] - (
            1.5 if self.r.jewel_colour[jewel] == self.r.wild_index else 0
        )

    def _score_steal(self, v: MView, d: Decision, a: Action) -> float:
        if a.kind == "steal_stack":
            return NC_JEWEL
        j = v.display[self.r.slot_index[a.args[0]] - 1]
        return self.jewel_gain(v, j) - self.r.jewel_d[j] * DOUBLOON - self.r.jewel_r[j] * 0.6

    def _score_k2(self, v: MView, d: Decision, a: Action) -> float:
        if a.kind == "take_from_bank":
            return 0.0
        return 1.0 + v.players[a.args[0]].pp / 100

    def _score_card(self, v: MView, d: Decision, a: Action) -> float:
        """card_decide: apply an Obligatory card unless it costs more than refusing it."""
        if a.kind == "keep_card":
            return -REFUSAL
        return self.obligatory_value(v, v.me().cards[-1])

    def obligatory_value(self, v: MView, card_id: str) -> float:
        card = self.r.card[card_id]
        me = v.me()
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
            return -1.0 if me.jewels else 0.0
        if op == "captain_discards_treasure":
            return -TREASURE if me.treasures else -1.0
        return 0.0

    def _score_target(self, v: MView, d: Decision, a: Action) -> float:
        p = v.players[a.args[0]]
        return p.d + p.jewel_count + p.pp / 100

    def _pick_amount_exchange(self, v: MView, d: Decision) -> Action:
        return d.options[-1]

    def _pick_amount_return_rum(self, v: MView, d: Decision) -> Action:
        return d.options[-1]

    def _pick_amount_rum_for_gold(self, v: MView, d: Decision) -> Action:
        me = v.me()
        capacity = min(4, sum(self.r.jewel_r[j] for j in me.jewels))
        keep = 0 if v.final_round else capacity
        return d.options[min(len(d.options) - 1, max(0, me.rum - keep))]

    def _score_keep(self, v: MView, d: Decision, a: Action) -> float:
        return self.token_worth(a.args[0])

    def token_worth(self, token_id: str) -> float:
        t = self.r.treasure[token_id]
        return {
            "rum": 0.2,
            "doubloons": DOUBLOON,
            "prestige": PRESTIGE,
            "exchange": 0.5,
            "jewel": NC_JEWEL,
        }[t.kind] * t.amount

    def _score_old(self, v: MView, d: Decision, a: Action) -> float:
        choice = a.args[0]
        return {
            "rum": self.rum_value(v),
            "treasure": TREASURE,
            "nc_jewel": NC_JEWEL,
            "prestige": 2 * PRESTIGE - 2 * DOUBLOON,
        }[choice]

    def _score_give(self, v: MView, d: Decision, a: Action) -> float:
        me = v.me()
        rest = tuple(j for j in me.jewels if j != a.args[0])
        return self.hand_value(rest, me.rum)

    def _score_return(self, v: MView, d: Decision, a: Action) -> float:
        return -self.token_worth(a.args[0])

    def _score_score(self, v: MView, d: Decision, a: Action) -> float:
        """score_tokens: doubloons first, exchange last, so the exchange has the most D."""
        kind = self.r.treasure[a.args[0]].kind
        return {"doubloons": 2, "exchange": 0}.get(kind, 1)

    def _score_at(self, v: MView, d: Decision, a: Action) -> float:
        return 1.0 if a.kind == "apply_at_end" else 0.0


@lru_cache(maxsize=4096)
def _patterns(available: tuple[int, ...], size: int) -> tuple[tuple[int, ...], ...]:
    """Every colour-count vector of `size` jewels within `available`."""
    ranges = [range(min(a, size) + 1) for a in available]
    return tuple(p for p in product(*ranges) if sum(p) == size)
