"""The conservation laws the fuzz tests check after every step: every jewel, treasure token,
card, rum cube (M21-1, M21-3) and doubloon (the bank ledger) in exactly one place, and the
board's shape (one disc per player, one disc per slot outside the Cabin: M21-21, M21-66).
"""

from __future__ import annotations

from collections import Counter

from .catalogue import Catalogue
from .model import HENCHMAN, MState


def check(g: Catalogue, s: MState) -> None:
    """Raise AssertionError if a conservation law or the board's shape is broken."""
    jewels = (
        s.jewel_pile
        + s.nc_stack
        + [j for j in s.display if j]
        + s.discards
        + s.sale
        + [j for hand in s.jewels for j in hand]
        + [j for j in s.pending_jewel if j]
    )
    assert Counter(jewels) == Counter(g.jewel_ids), "jewels not conserved"
    tokens = (
        s.treasure_pile
        + s.treasure_bottom
        + s.treasure_box
        + s.treasures_gone
        + [t for hand in s.treasures for t in hand]
        + [t for hand in s.pending_treasures for t in hand]
    )
    assert Counter(tokens) == Counter(g.treasure_ids), "tokens not conserved"
    if not s.simplified:
        cards = (
            s.deck
            + s.box
            + s.cards_gone
            + [c for hand in s.cards for c in hand]
            + ([g.last_mutiny_id] if s.last_mutiny else [])
        )
        assert Counter(cards) == Counter(g.card_ids), "cards not conserved"
    else:
        assert not any(s.cards) and not s.deck, "the Simplified game has no cards"
    assert min(s.rum) >= 0 and s.tavern >= 0, "negative rum"
    assert sum(s.rum) + s.tavern == g.setup_def.rum_cubes, "rum cubes not conserved"
    assert min(s.d) >= 0, "negative doubloons"
    assert sum(s.d) == s.bank_out, "doubloons not conserved with the bank"
    assert len(s.display) == s.display_size
    assert len(s.nc_stack) <= s.nc_size
    owners = [seat for _, seat in s.discs]
    assert len(owners) == len(set(owners)), "two discs for one player"
    assert HENCHMAN not in owners or s.henchman
    single = [slot for slot, _ in s.discs if g.slot_area[slot] != "cabin"]
    assert len(single) == len(set(single)), "two discs on one slot"
    if s.order:
        assert sorted(s.order) == list(range(s.n))
    assert len(s.bottom_owner) == len(s.treasure_bottom)
    assert len(s.box_owner) == len(s.treasure_box)
    assert not s.deferred, "a deferred bonus was left off the agenda"
