"""Setup (M21-5 to M21-13, M21-121, M21-166) and the supplies (M21-3)."""

from __future__ import annotations

import pytest
from mutinies_kit import CONTENT, RULES, G, decision, new_match, place, table

from game.core import Chance
from game.mutinies import piles, resources

POOL = [c.id for c in CONTENT.cards if c.id != "L01"]


def run_setup(m, order, deck=None):
    """Force the setup's chance steps: the turn order, the deck, then the jewel draws."""
    assert m.pending.kind == "shuffle"
    m.step_chance(list(order))
    if deck is not None:
        assert m.pending.kind == "draw" and m.pending.count == len(deck)
        m.step_chance(list(deck))
    m.run_chance()


def test_setup_chance_steps_are_the_order_shuffle_the_deck_and_jewel_draws():
    """M21-166, M21-5: a random track (a shuffle); M21-9: the deck's cards drawn from the 44
    without Last Mutiny; M21-12: every NC and display jewel drawn from the pile."""
    m = new_match(4)
    assert m.pending == Chance.shuffle(range(4))
    m.step_chance([2, 0, 3, 1])
    deck = m.pending
    assert deck.kind == "draw" and deck.count == 20 and len(deck.items) == 44
    assert "L01" not in deck.items
    m.step_chance(POOL[:20])
    draws = 0
    while isinstance(m.pending, Chance):
        assert m.pending.kind == "draw" and m.pending.count == 1
        m.step_chance()
        draws += 1
    assert draws == 4 + 5


@pytest.mark.parametrize(
    "n,display,nc,tavern", [(2, 4, 4, 23), (3, 4, 4, 22), (4, 5, 4, 21), (5, 5, 5, 20)]
)
def test_setup_by_player_count(n, display, nc, tavern):
    """M21-13, M21-12, M21-10, M21-121: display, NC stack and Tavern by player count."""
    m = new_match(n, seed=3)
    m.run_chance()
    s = m.state
    assert len(s.display) == display and all(s.display)
    assert len(s.nc_stack) == nc and s.tavern == tavern
    assert len(s.jewel_pile) == 54 - display - nc


def test_starting_track_prestige_rum_and_doubloons():
    """M21-5 (prestige 3, random track), M21-6 (first on the track is captain), M21-7 (1 rum),
    M21-8 (3 D for the captain, 4 D per sailor)."""
    m = new_match(4)
    run_setup(m, [2, 0, 3, 1], POOL[:20])
    s = m.state
    assert s.order == [2, 0, 3, 1]
    assert s.pp == [3, 3, 3, 3] and s.rum == [1, 1, 1, 1]
    assert s.d == [4, 4, 3, 4]
    d = decision(m)
    assert d.seat == 2 and d.kind == "place_captain" and s.round == 1


def test_mutiny_deck_is_twenty_cards_with_last_mutiny_under_them():
    """M21-9: 20 chosen cards, the other 24 to the box unseen, Last Mutiny drawn last."""
    m = new_match(4)
    run_setup(m, [0, 1, 2, 3], POOL[:20])
    s = m.state
    assert sorted(s.deck) == sorted(POOL[:20]) and s.last_mutiny
    assert sorted(s.box) == sorted(POOL[20:])
    assert RULES.view(s, 0).deck_size == 21
    assert piles.candidates(G, s, "deck") == s.deck  # never Last Mutiny while cards remain
    s.deck = []
    assert piles.candidates(G, s, "deck") == ["L01"]


@pytest.mark.parametrize("count", [1, 30])
def test_extended_and_short_decks(count):
    """M21-119: mutiny_count cards including Last Mutiny (1..45)."""
    m = new_match(3, variants={"mutiny_count": count})
    m.step_chance([0, 1, 2])
    if count > 1:
        assert m.pending.count == count - 1
    m.run_chance()
    s = m.state
    assert len(s.deck) + int(s.last_mutiny) == count and len(s.box) == 44 - (count - 1)


def test_simplified_deck_is_a_counter():
    """M21-118: no card texts; the deck only counts mutinies."""
    m = new_match(3, variants={"simplified": True, "mutiny_count": 25})
    m.step_chance([0, 1, 2])
    m.run_chance()
    s = m.state
    assert s.simplified and s.counter == 25 and s.deck == [] and s.box == [] and not s.last_mutiny


def test_treasure_pile_is_all_24_tokens_and_the_bank_is_unlimited():
    """M21-11: the treasure pile; M21-3: doubloons unlimited (a ledger, not a stock)."""
    m = new_match(5)
    m.run_chance()
    s = m.state
    assert sorted(s.treasure_pile) == sorted(t.id for t in CONTENT.treasures)
    assert s.bank_out == sum(s.d) == 3 + 4 * 4


def test_rum_is_limited_to_the_tavern_supply():
    """M21-3, M21-143, M21-160: every rum gain comes from the Tavern; cubes it cannot supply
    are lost; spent rum goes straight back."""
    m = table(3, d=[3, 4, 4], rum=[10, 7, 7])
    s = m.state
    assert s.tavern == 1
    place(m, 0, "C3")
    place(m, 1, "C4")
    place(m, 2, "K1")
    assert s.rum[0] == 11 and s.tavern == 0
    got = resources.gain_rum(G, s, [], 1, 2)
    assert got == 0 and s.rum[1] == 7
    resources.pay_rum(G, s, [], 1, 3)
    assert s.tavern == 3 and sum(s.rum) + s.tavern == 25
