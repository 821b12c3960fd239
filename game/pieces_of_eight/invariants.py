"""The conservation laws the fuzz tests assert after every step (P8-5, P8-23, P8-147, P8-151):
every coin in exactly one place, the shipyards a partition of the coins, one Captain per ship at
most, seats out of the game holding nothing, counters sane.
"""

from __future__ import annotations

from .catalogue import Catalogue
from .model import IN, NONE, State
from .progress import phase, stage
from .tasks import RESOLUTION_TASKS, Arrange, Build, StalemateProcedure, StalemateVote


def check(g: Catalogue, s: State) -> None:
    n = s.table.n
    places = list(s.pool) + s.scraps + s.reserve + s.drawn
    for q in range(n):
        places += s.spares[q] + s.decks[q] + s.holds[q]
        if s.nests and s.nests[q] != NONE:
            places.append(s.nests[q])
    for i in s.stack:
        if s.items[i].in_limbo:
            places.append(s.items[i].coin)
    for t in s.agenda:
        if isinstance(t, Arrange):
            places += list(t.coins + t.placed) + ([t.nest] if t.nest >= 0 else [])
        elif isinstance(t, Build):
            places += t.coins
    total = len(s.table.ctype)
    assert sorted(places) == list(range(total)), "a coin is lost or in two places"
    owned = sorted(c for yard in s.shipyards for c in yard) + sorted(s.pool + s.scraps + s.reserve)
    assert sorted(owned) == list(range(total)), "shipyards do not partition the coins"
    playing = stage(s) == "play" and not s.game_over
    for q in range(n):
        if not s.decks:
            break
        captains = sum(1 for c in s.decks[q] if s.table.ctype[c] == g.CAPTAIN) + (
            s.nests[q] != NONE and s.table.ctype[s.nests[q]] == g.CAPTAIN
        )
        assert captains <= 1, f"seat {q} holds {captains} Captains (P8-5)"
        if s.status[q] != IN and playing:
            assert not s.decks[q] and s.nests[q] == NONE, f"seat {q} is out but has a ship"
        assert s.lost[q] >= 0
    for i in s.stack:
        assert 0 <= i < len(s.items)
    if playing and not any(isinstance(t, (StalemateVote, StalemateProcedure)) for t in s.agenda):
        assert (
            s.status[s.active] == IN
            or any(isinstance(t, RESOLUTION_TASKS) for t in s.agenda)
            or s.stack
            or phase(s) in ("", "resolving")
        ), "the active seat is out but its turn goes on"
