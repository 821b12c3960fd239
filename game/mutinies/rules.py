"""21 Mutinies: Arrr! Edition — the rules (digest ../shared/rules/mutinies.md, rule IDs M21-n).

The class is assembled from one mixin per part of the digest:

    engine.py      the frame loop, draws from hidden piles, resources, bonus squares (M21-3,
                   M21-16, M21-100, M21-101, M21-166)
    placement.py   setup and placement (M21-5 to M21-13, M21-26 to M21-30, M21-36 to M21-38)
    resolution.py  the eight actions, clean-up, end of round, end check (M21-31 to M21-73)
    cards.py       windows, treasure tokens, Mutiny cards (M21-90 to M21-99, M21-172, M21-173)
    scoring.py     final scoring and the winner (M21-103, M21-104)
    views.py       per-seat views and determinize (M21-25, M21-167)
    words.py       labels for actions, decisions and the log

This module adds the title info (variants M21-118 to M21-120), the invariants the fuzz tests
check after every step, and `explain_illegal`, which names the rule behind a refused action.
"""

from __future__ import annotations

from collections import Counter

from game.core import Action, RuleRef, TitleInfo, VariantSpec

from .cards import CardsMixin
from .content import CAPTAIN_AREAS, ORDERED_AREAS, MutiniesContent
from .engine import HENCHMAN, Engine
from .model import MState
from .placement import PlacementMixin
from .resolution import ResolutionMixin
from .scoring import ScoringMixin
from .views import ViewMixin
from .words import WordsMixin

INFO = TitleInfo(
    id="mutinies",
    min_seats=3,
    max_seats=5,
    has_hidden_info=True,
    variants=(
        VariantSpec("simplified", "bool", False, seats=(3, 4, 5)),  # M21-118 (always with 2)
        VariantSpec("mutiny_count", "int", 21, low=1, high=45),  # M21-119 (Extended)
        VariantSpec("two_player", "bool", False, seats=(2,)),  # M21-120 (henchman)
    ),
    two_player_variant="two_player",
    default_seats=4,
    step_cap=20_000,
)

# Which rule forbids an unaffordable or unmet slot, by area (M21-36 and the area's own rule).
REQUIREMENT_RULE = {
    "cr": "M21-42",
    "nc": "M21-47",
    "bm": "M21-59",
    "city": "M21-62",
    "cabin": "M21-67",
    "mutiny": "M21-70",
    "ship": "M21-36",
    "tavern": "M21-36",
}


class MutiniesRules(
    PlacementMixin, ResolutionMixin, CardsMixin, ScoringMixin, ViewMixin, WordsMixin, Engine
):
    info = INFO

    def __init__(self, content: MutiniesContent) -> None:
        super().__init__(content)

    # ---- invariants --------------------------------------------------------------------------------
    def check_invariants(self, s: MState) -> None:
        """Conservation of jewels, tokens, cards, rum and doubloons, and the board's shape."""
        jewels = (
            s.jewel_pile
            + s.nc_stack
            + [j for j in s.display if j]
            + s.discards
            + s.sale
            + [j for hand in s.jewels for j in hand]
            + [j for j in s.pending_jewel if j]
        )
        assert Counter(jewels) == Counter(j.id for j in self.content.jewels), "jewels not conserved"
        tokens = (
            s.treasure_pile
            + s.treasure_bottom
            + s.treasure_box
            + s.treasures_gone
            + [t for hand in s.treasures for t in hand]
            + [t for hand in s.pending_treasures for t in hand]
        )
        assert Counter(tokens) == Counter(t.id for t in self.content.treasures), (
            "tokens not conserved"
        )
        if not s.simplified:
            cards = (
                s.deck
                + s.box
                + s.cards_gone
                + [c for hand in s.cards for c in hand]
                + ([self.last_mutiny_id] if s.last_mutiny else [])
            )
            assert Counter(cards) == Counter(self.card_ids), "cards not conserved"
        else:
            assert not any(s.cards) and not s.deck, "the Simplified game has no cards"
        assert min(s.rum) >= 0 and s.tavern >= 0, "negative rum"
        assert sum(s.rum) + s.tavern == self.setup_def.rum_cubes, "rum cubes not conserved"
        assert min(s.d) >= 0, "negative doubloons"
        assert sum(s.d) == s.bank_out, "doubloons not conserved with the bank"
        assert len(s.display) == s.display_size
        assert len(s.nc_stack) <= s.nc_size
        owners = [seat for _, seat in s.discs]
        assert len(owners) == len(set(owners)), "two discs for one player"
        assert HENCHMAN not in owners or s.henchman
        single = [slot for slot, _ in s.discs if self.slot_area[slot] != "cabin"]
        assert len(single) == len(set(single)), "two discs on one slot"
        if s.order:
            assert sorted(s.order) == list(range(s.n))
        assert len(s.bottom_owner) == len(s.treasure_bottom)
        assert len(s.box_owner) == len(s.treasure_box)

    # ---- why an action is refused --------------------------------------------------------------------
    def explain_illegal(self, s: MState, seat: int, action: Action) -> RuleRef | None:
        decision = self.decision_for(s, seat)
        kind = action.kind
        if decision is None:
            if kind in ("use_token", "play_card"):
                return RuleRef("M21-90", "mutinies.illegal.not_your_window")
            if kind == "place":
                return RuleRef("M21-140", "mutinies.illegal.not_your_turn")
            return None
        if kind == "place" and action.args and action.args[0] in self.slot_area:
            return self._why_not_slot(s, seat, action.args[0])
        if kind == "play_card" and action.args:
            return self._why_not_card(s, seat, action.args[0], decision.kind)
        if kind == "add_rum":
            return RuleRef("M21-60", "mutinies.illegal.rum_cap", {"cap": self.rum_cap(s, seat)})
        if kind == "sell_jewel":
            return RuleRef("M21-171", "mutinies.illegal.not_a_combination")
        if kind == "apply_card":
            return RuleRef("M21-173", "mutinies.illegal.only_obligatory_applied")
        if kind == "take_from":
            return RuleRef("M21-68", "mutinies.illegal.not_alone_in_cabin")
        if kind == "henchman":
            return RuleRef("M21-122", "mutinies.illegal.henchman_slot")
        if kind == "use_token":
            return RuleRef("M21-25", "mutinies.illegal.not_your_token")
        return None

    def _why_not_slot(self, s: MState, seat: int, slot: str) -> RuleRef:
        area = self.slot_area[slot]
        captain = seat == s.order[0]
        if captain:
            if area not in CAPTAIN_AREAS:
                return RuleRef("M21-21", "mutinies.illegal.sailors_only")
            barred = self.captain_barred(s, area)
            if barred == "M21-98":
                return RuleRef(
                    "M21-98", "mutinies.illegal.blockaded", {"action": self.area_name(area)}
                )
            if barred:
                return RuleRef(
                    "M21-27", "mutinies.illegal.pirate_token", {"action": self.area_name(area)}
                )
            if area in ORDERED_AREAS and self.slot_index[slot] != 1:
                return RuleRef("M21-21", "mutinies.illegal.captain_slot_one")
        elif area not in (s.action, "cabin", "mutiny"):
            return RuleRef("M21-29", "mutinies.illegal.follow_or_cabin")
        if area in ORDERED_AREAS and self.slot_index[slot] > s.ordered_slots:
            return RuleRef("M21-169", "mutinies.illegal.slot_unusable")
        if area != "cabin" and slot in self.occupied(s):
            rule = "M21-70" if area == "mutiny" else "M21-21"
            return RuleRef(rule, "mutinies.illegal.slot_taken")
        if (
            area in ORDERED_AREAS
            and not captain
            and slot not in self._ordered_slots(s, seat, area, False, self.occupied(s))
        ):
            return RuleRef("M21-169", "mutinies.illegal.next_empty_slot")
        if area == "cr" and s.display[self.slot_index[slot] - 1] is None:
            return RuleRef("M21-41", "mutinies.illegal.no_jewel")
        return RuleRef(REQUIREMENT_RULE[area], "mutinies.illegal.cannot_afford")

    def _why_not_card(self, s: MState, seat: int, card_id: str, decision_kind: str) -> RuleRef:
        if card_id not in s.cards[seat]:
            return RuleRef("M21-25", "mutinies.illegal.not_your_card")
        card = self.card[card_id]
        if card.category == "obligatory":
            return RuleRef("M21-156", "mutinies.illegal.refused_card")
        if card.category != "voluntary":
            return RuleRef("M21-96", "mutinies.illegal.end_card")
        return RuleRef("M21-172", "mutinies.illegal.card_not_now")


__all__ = ["INFO", "MutiniesRules"]
