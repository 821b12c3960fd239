"""The conservation laws the fuzz tests assert after every step.

- SAND-1: each of the 140 tiles is in exactly one place (the 110 main cards in the deck, the
  beach, a hand, a castle, a sandbank, the discard pile, on the move, in the fight or in the
  solo game's hand; the Big Wave in the deck or revealed; the 29 bonuses in the box, the
  display or held by one seat).
- SAND-8 step 4: the Big Wave came only from the bottom 11 cards.
- SAND-13, SAND-14: castle tiles only in castles, attack tiles never; only seagulls stacked.
- SAND-15, SAND-16: every castle agrees edge to edge and is one linked component; a complete
  castle exists only while its completion is being settled.
- SAND-29: no hand over its limit; the beach never over 3.
"""

from __future__ import annotations

from . import geometry as geo
from .catalogue import SHARED, Catalogue
from .model import State
from .tasks import CheckCastle, ChooseMaterial, Claim


def check(g: Catalogue, s: State) -> None:
    places: list[int] = list(s.deck) + s.beach + s.discard + s.moving + s.fight + s.game_hand
    for h in s.hands:
        places += h
        assert len(h) <= s.hand_limit, f"a hand over its limit: {h}"  # SAND-29
    for b in s.banks:
        places += b
    for castle in s.castles.values():
        places += geo.cards_of(castle.cells)
    assert sorted(places) == list(g.main_cards), "a main card is lost or doubled (SAND-1)"
    assert len(s.discard) == len(s.discarded_by)
    assert len(s.beach) <= g.beach_size
    # the Big Wave (SAND-5, SAND-8 step 4)
    if s.wave_in_deck:
        assert s.wave_seat < 0 and s.wave_left < 0
    else:
        assert 0 <= s.wave_left <= g.wave_bottom, "the Big Wave came before the bottom 11"
        assert s.wave_seat >= 0
    # bonuses (SAND-45: never back to the display)
    bonus_places = list(s.holder) + s.display
    assert len(set(bonus_places)) == len(bonus_places), "a bonus in two places"
    assert all(0 <= q < s.n for q in s.holder.values())
    for bid, shown in s.tier.items():
        assert any(shown == x for x, _ in g.bonus[bid].tiers)
        assert bid in s.holder, "a tier is shown only on a held bonus"
    # castles
    settling = {t.cid for t in s.agenda if isinstance(t, CheckCastle | ChooseMaterial | Claim)}
    shared = 0
    for cid, castle in s.castles.items():
        assert castle.cid == cid and castle.cells, "an empty castle must disappear"
        assert castle.owner == SHARED or 0 <= castle.owner < s.n
        shared += castle.owner == SHARED
        for st in castle.cells.values():
            for depth, entry in enumerate(st):
                card = entry >> 4
                assert card < g.n_castle, "only castle tiles go into castles"
                assert depth == 0 or g.figure[card] == 2, "only seagulls are stacked (SAND-14)"
                assert (entry & 15) in g.rotations[card]
        assert geo.consistent(castle.cells), "walls must agree (SAND-15)"
        assert geo.connected(castle.cells), "a castle is one linked piece (SAND-16)"
        if geo.is_complete(castle.cells):
            assert cid in settling or s.over, "a complete castle left unscored (SAND-40)"
    assert shared <= (1 if s.mode == "duel" else 0), "one shared castle, 2 players only"
    assert all(g.is_attack(c) for c in s.fight)
    assert len(s.moving) <= 1
