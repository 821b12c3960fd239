"""Build a Kratos position from a compact description: scenario tests (digest section 9), hand-made
tutorials and screenshots of a game under way.

    b = Builder(rules)                        # the default board (5.2), 9 seats, seat 0 = "P"
    b.island(12, owner=0, infra="bread", wheat=60)
    b.capital(0, 1, bread=100, gasoline=10)   # the scenario default for P (section 9)
    b.piece("bread_producer", 0, 12)          # at island 12 ...
    b.piece("battleship", 0, (10, 4))         # ... or at sea cell (x, y)
    b.piece("plane", 0, aboard=carrier_id)    # or aboard a transporter
    b.mine((11, 9))
    match = b.match(active=0, die=1)          # right after P's upkeep and speed roll
    match = b.match(active=0, upkeep=True)    # before P's upkeep: the speed roll comes next

Islands not mentioned are dealt to the seats the scenario leaves out (each gets its capital flag on
the first one it receives, section 9); every depot and mine stock not mentioned is empty; only the
pieces listed exist.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core import Match, MatchConfig, SeatConfig, push

from .board import geo, new_piece, stow
from .catalogue import Catalogue
from .model import Island, Piece, State
from .setup import settings
from .tasks import ChoosePlay, EndTurn, StartTurn

Where = int | tuple[int, int]


def config(
    n: int = 9,
    humans: tuple[int, ...] = (),
    variants: Mapping[str, Any] | None = None,
    levels: Mapping[int, str] | None = None,
) -> MatchConfig:
    from .info import GAME_ID

    seats = tuple(
        SeatConfig(
            f"S{i}",
            "human" if i in humans else "ai",
            (levels or {}).get(i, "heuristic"),
            f"c{i}",
        )
        for i in range(n)
    )
    return MatchConfig(GAME_ID, seats, dict(variants or {}), 1)


class Builder:
    def __init__(
        self,
        rules: Any,
        n: int = 9,
        humans: tuple[int, ...] = (),
        variants: Mapping[str, Any] | None = None,
        levels: Mapping[int, str] | None = None,
    ) -> None:
        self.rules = rules
        self.g: Catalogue = rules.g
        self.cfg = config(n, humans, variants, levels)
        kinds = tuple(
            "human" if i in humans else ("passive" if (levels or {}).get(i) == "passive" else "ai")
            for i in range(n)
        )
        g = self.g
        s = State(n=n, board=g.default_spec, seat_kind=kinds, settings=settings(g, self.cfg, kinds))
        s.islands = [
            Island(k, -1, "", -1, dict.fromkeys(g.depots, 0))
            for k in range(1, len(g.default_spec.spots) + 1)
        ]
        s.gold = [g.k.gold_per_seat] * n
        s.owned = [set() for _ in range(n)]
        s.eliminated = [0] * n
        s.captor = [-1] * n
        s.turns_taken = [0] * n
        s.farewell_done = [False] * n
        s.famine_in_round = [False] * n
        s.capital = [0] * n
        s.second = [0] * n
        s.drafts = []
        s.turn_order = list(range(n))
        self.s = s
        self.mentioned: set[int] = set()

    # ---- the board ----------------------------------------------------------------------------
    def island(self, k: int, owner: int, infra: str = "iron", **depots: int) -> Island:
        island = self.s.islands[k - 1]
        island.owner, island.infra = owner, infra
        for m, units in depots.items():
            if m == "mines":
                island.mines = units
            else:
                island.depots[m] = units
        self.mentioned.add(owner)
        return island

    def capital(self, seat: int, k: int, infra: str = "wheat", **depots: int) -> Island:
        island = self.island(k, seat, infra, **depots)
        island.flag = seat
        self.s.capital[seat] = k
        return island

    def node(self, at: Where) -> int:
        gm = geo(self.g, self.s)
        if isinstance(at, tuple):
            return gm.node_at(*at)
        return gm.island_node(at)

    def piece(
        self,
        kind: str,
        owner: int,
        at: Where | None = None,
        aboard: int = -1,
        heeled: bool = False,
        submerged: bool = False,
        goods: str = "",
        mines: int = 0,
        played: bool = False,
    ) -> int:
        s = self.s
        self.mentioned.add(owner)
        if aboard >= 0:
            p = Piece(s.next_piece, kind, owner, -1)
            s.next_piece += 1
            s.pieces[p.id] = p
            s.owned[owner].add(p.id)
            stow(s, aboard, p.id)
        else:
            assert at is not None
            p = new_piece(self.g, s, kind, owner, self.node(at))
        s.pieces[p.id] = s.pieces[p.id]._replace(
            heeled=heeled, submerged=submerged, goods=goods, mines=mines
        )
        if played:
            s.played.add(p.id)
        return p.id

    def mine(self, at: tuple[int, int]) -> None:
        self.s.mines.add(self.node(at))

    # ---- the moment ---------------------------------------------------------------------------
    def _deal_the_rest(self) -> None:
        """Section 9: islands nobody mentioned go to the seats the scenario leaves out, each
        with its capital on the first one; a mentioned seat without a capital gets one too."""
        s = self.s
        free = [i for i in s.islands if i.owner < 0]
        for q in range(s.n):
            if s.capital[q] == 0:
                own = [i for i in s.islands if i.owner == q and i.flag < 0]
                island = own[0] if own and q in self.mentioned else (free.pop(0) if free else None)
                if island is None:
                    island = own[0]
                island.owner, island.flag = q, q
                island.infra = island.infra or "iron"
                s.capital[q] = island.id
        outsiders = [q for q in range(s.n) if q not in self.mentioned] or [s.n - 1]
        for n, island in enumerate(free):
            island.owner = outsiders[n % len(outsiders)]
            island.infra = island.infra or "oil"

    def state(self, active: int = 0, die: int = 3, round: int = 1, upkeep: bool = False) -> State:
        self._deal_the_rest()
        s = self.s
        s.phase = "play"
        s.round = round
        s.active = active
        s.turns_taken[active] = max(s.turns_taken[active], 1 if not upkeep else 0)
        s.drafts = []
        if upkeep:
            push(s.agenda, StartTurn(active))
        else:
            s.die, s.base = die, self.g.base_speed(die)
            push(s.agenda, ChoosePlay(active), EndTurn(active))
        return s

    def match(self, active: int = 0, die: int = 3, round: int = 1, upkeep: bool = False) -> Match:
        match = Match(self.rules, self.cfg, record_hashes=False)
        match.state = self.state(active, die, round, upkeep)
        match.log.clear()
        self.rules.advance(match.state)
        return match
