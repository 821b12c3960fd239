"""The catalogue: 21 Mutinies' content and every table derived from it, built once per Rules.

It is the `g` every rules function takes first. Jewels are summarised by colour counts (one
count per colour of the content, in content order, wilds last: combos.py); slots by their area,
their 1-based index and their printed stats (M21-134); cards and treasure tokens by id. The
actions offered most often are built here once, as `pending` lists them on every step.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.core import Action
from game.core.data import LocalText

from .combos import Counts
from .content import WILD, Card, Combination, MutiniesContent, SlotDef, Treasure
from .info import make_info


class Catalogue:
    """Read-only tables over the content (never changed after construction)."""

    def __init__(self, content: MutiniesContent) -> None:
        c = content
        self.content = c
        board = c.board
        self.colour_ids: tuple[str, ...] = tuple(col.id for col in c.colours) + (WILD,)
        colour_index = {cid: i for i, cid in enumerate(self.colour_ids)}
        self.jewel_ids: tuple[str, ...] = tuple(j.id for j in c.jewels)
        self.jewel_colour: dict[str, int] = {j.id: colour_index[j.colour] for j in c.jewels}
        self.jewel_d: dict[str, int] = {j.id: j.d for j in c.jewels}
        self.jewel_r: dict[str, int] = {j.id: j.r for j in c.jewels}
        self.wild_index = len(self.colour_ids) - 1
        self.no_jewels: Counts = (0,) * len(self.colour_ids)
        self.treasure_ids: tuple[str, ...] = tuple(t.id for t in c.treasures)
        self.treasure: dict[str, Treasure] = c.treasure_by_id
        # ---- the board (M21-134)
        self.slot_area: dict[str, str] = {sid: s.area for sid, s in c.slot_by_id.items()}
        self.slot_index: dict[str, int] = {sid: s.index for sid, s in c.slot_by_id.items()}
        self.slot_stats: dict[str, SlotDef] = {sid: s.stats for sid, s in c.slot_by_id.items()}
        self.area_slots: dict[str, tuple[str, ...]] = {
            a.id: tuple(s.id for s in a.slots) for a in board.areas.all()
        }
        self.mutiny_cost: dict[str, int] = {
            sid: self.slot_stats[sid].cost_d for sid in self.area_slots["mutiny"]
        }
        self.areas = board.areas
        # a log line names an area by itself: "Commercial Routes", not "Boarding: Commercial
        # Routes" (the rulebook's name puts the action it belongs to first)
        self.area_short: dict[str, LocalText] = {
            a.id: LocalText(_after_colon(a.name.en), _after_colon(a.name.es))
            for a in board.areas.all()
        }
        # ... and a slot by its area and its own name ("Shipwrecks: Slot 1"), or by its name
        # alone where that names the area already ("Mutiny 3", M21-70: not "Mutiny: Mutiny 3")
        self.slot_where: dict[str, LocalText] = {
            sid: LocalText(
                slot_named(self.area_short[s.area].en, s.stats.name.en),
                slot_named(self.area_short[s.area].es, s.stats.name.es),
            )
            for sid, s in c.slot_by_id.items()
        }
        self.bonuses = board.prestige_track.bonuses
        self.fallback = board.prestige_track.treasure_fallback
        self.scoring_def = board.scoring
        self.setup_def = board.setup
        self.dice_sides = board.setup.dice_sides
        self.combos: dict[str, Combination] = c.combo_by_id
        self.max_rum = board.combinations.max_rum
        self.smallest_combo = min(combo.size for combo in self.combos.values())
        # ---- the Mutiny deck (M21-9, M21-132)
        self.card: dict[str, Card] = c.card_by_id
        self.card_ids: tuple[str, ...] = tuple(card.id for card in c.cards)
        self.card_op: dict[str, Card] = {}
        for card in c.cards:
            self.card_op.setdefault(card.op, card)
        self.last_mutiny_id = self.card_op["final_round"].id
        self.deck_pool: tuple[str, ...] = tuple(
            x for x in self.card_ids if x != self.last_mutiny_id
        )
        self.free_passage = self.card_op["zero_slot_cost"].targets  # V12
        # ---- the table (game.yaml): the 2-player henchman game (M21-120)
        info = make_info(c.table)  # the table of the same folder as the rest of the content
        self.henchman_seats = info.variant(c.table.two_player_variant).seats
        self.mutiny_count = info.variant("mutiny_count")  # M21-9, M21-119
        # ---- actions offered on every step, made once
        self.place_actions = {sid: Action("place", (sid,)) for sid in self.slot_area}
        self.token_actions = {t.id: Action("use_token", (t.id,)) for t in c.treasures}
        self.card_actions = {card.id: Action("play_card", (card.id,)) for card in c.cards}
        self.done_action = Action("done")

    def colour_counts(self, jewels: Iterable[str]) -> Counts:
        """The colour counts of a set of jewels (wilds last)."""
        counts = [0] * len(self.colour_ids)
        for j in jewels:
            counts[self.jewel_colour[j]] += 1
        return tuple(counts)


__all__ = ["Catalogue", "slot_named"]


def slot_named(area: str, slot: str) -> str:
    """A slot's name with its area's, the area once: "Cabin: 1 Prestige", but "Mutiny 3" (a
    slot named after its area, M21-70, stands alone)."""
    return slot if slot.startswith(area) else f"{area}: {slot}"


def _after_colon(name: str) -> str:
    """ "Boarding: Commercial Routes" -> "Commercial Routes"; a name without a colon as it is."""
    return name.split(": ", 1)[-1]
