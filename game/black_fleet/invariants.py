"""The conservation laws the fuzz tests assert after every step (BF-3, BF-5 to BF-7, BF-34,
BF-60, BF-66, BF-82, BF-92, BF-112)."""

from __future__ import annotations

from .catalogue import Catalogue
from .hands import hand_limit
from .model import OUT, State
from .tasks import DrawFortune, HandLimit


def check(g: Catalogue, s: State) -> None:
    """Raise AssertionError if a cube, a card or a ship is where it cannot be."""
    geo = g.geo
    # BF-3, BF-66: 65 cubes, each in a port, a merchant or a pirate
    counts = dict.fromkeys(g.colours, 0)
    for p, n in enumerate(s.stock):
        assert n >= 0, f"port {p} stock {n}"
        counts[g.port_colour[p]] += n
    for seat in range(s.n):
        assert len(s.cargo[seat]) <= g.hold_merchant  # BF-60
        for col in s.cargo[seat]:
            counts[col] += 1
        if s.treasure[seat]:
            counts[s.treasure[seat]] += 1
            assert s.pirate[seat] != OUT, "a sunk pirate keeps no cube (BF-82)"
        if s.merchant[seat] == OUT:
            assert not s.cargo[seat], "a sunk merchant keeps no cube (BF-82)"
    for col, n in counts.items():
        assert n == g.cubes, f"{col}: {n} cubes instead of {g.cubes}"
    # BF-34: at most one ship per space, ships only on sea
    cells = [p for p in s.merchant + s.pirate + s.navy if p >= 0]
    assert len(cells) == len(set(cells)), f"two ships share a space: {sorted(cells)}"
    assert all(not geo.land[c] for c in cells), "a ship on land"
    assert all(w >= 0 for w in s.wealth), f"negative wealth {s.wealth}"  # BF-112
    # BF-5 to BF-7: every card in exactly one place
    moves = s.mpile + s.mdisc + [c for h in s.mhand for c in h]
    if s.turn.card:
        moves.append(s.turn.card)
    assert sorted(moves) == sorted(c.id for c in g.content.movement), "movement cards"
    fortunes = s.fpile + s.fdisc + [c for h in s.fhand for c in h]
    if s.playing:
        fortunes.append(s.playing)
    assert sorted(fortunes) == sorted(g.content.fortune_deck()), "fortune cards"
    devs = [c for row in s.dev for c in row] + [c for p in s.dev_piles for c in p]
    assert sorted(devs) == sorted(d.id for d in g.content.development), "dev cards"
    # BF-92: the hand limit holds whenever no draw or discard is still under way
    if s.phase not in ("setup", "over"):
        for seat in range(s.n):
            assert len(s.fhand[seat]) <= hand_limit(g, s, seat) or any(
                isinstance(t, (HandLimit, DrawFortune)) for t in s.agenda
            ), "fortune hand limit"
