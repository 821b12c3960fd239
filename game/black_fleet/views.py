"""What each seat sees (BF-93, BF-165) and a full state rebuilt from it (determinize, BF-166).

Public: the board, cubes, wealth (AD-10), face-up cards, the cost of every face-down card, hand
and pile counts, both discard piles in order (AD-27), the turn's bookkeeping. Private to its
owner: the movement hand, the fortune hand and the faces of their face-down development cards.
Hidden from all: the order of the draw piles and the undealt development cards.

`reachable(view, ship)` is the pure helper the table scene (and the AI) call to highlight where
a ship of the active player can sail this activation and by which path (BF-43, BF-45).
"""

from __future__ import annotations

from game.core.rng import Rng

from .model import (
    MERCHANT,
    NAVY_SLOTS,
    OUT,
    PIRATE,
    BlackFleetView,
    DevSlot,
    PlayerView,
    ShipView,
    State,
    TurnView,
    zone_code,
    zone_of,
)
from .movement import Reach, explore


class ViewMixin:
    """View part of BlackFleetRules."""

    # ---- the view --------------------------------------------------------------------------
    def view(self, s: State, seat: int | None) -> BlackFleetView:
        ctrl = self.controlled(s)
        primary = self.primary(s)
        return BlackFleetView(
            seat=seat,
            n_seats=s.n,
            house_rule=s.house,
            phase=s.phase,
            active=s.active,
            round=s.round,
            final_round=s.final_round,
            order=tuple(s.order),
            set_aside=tuple(s.aside),
            players=tuple(self._player_view(s, i, seat) for i in range(s.n)),
            ships=self._ship_views(s),
            stocks=tuple(s.stock),
            movement_pile=len(s.mpile),
            fortune_pile=len(s.fpile),
            movement_discard=tuple(s.mdisc),
            fortune_discard=tuple(s.fdisc),
            development_piles=tuple(len(p) for p in s.dev_piles),
            playing=s.playing,
            tasks=tuple(s.tasks),
            turn=TurnView.of(s.turn),
            primary_navy=self.navy_ids[primary] if primary >= 0 else None,
            controlled=tuple(self.navy_ids[i] for i in ctrl),
            allowances=tuple(self.allowance(s, slot) for slot in range(4)),
            board=self.content.map,
        )

    def _player_view(self, s: State, i: int, seat: int | None) -> PlayerView:
        mine = i == seat
        dev = tuple(
            DevSlot(self.dev_cost[card], card if (up or mine) else None, up)
            for card, up in zip(s.dev[i], s.dev_up[i])
        )
        return PlayerView(
            seat=i,
            colour=s.colours[i],
            wealth=s.wealth[i],
            development=dev,
            victory_cost=s.victory_cost[i],
            victory_up=s.victory_up[i],
            movement_hand=tuple(s.mhand[i]) if mine else None,
            fortune_hand=tuple(s.fhand[i]) if mine else None,
            movement_count=len(s.mhand[i]),
            fortune_count=len(s.fhand[i]),
        )

    def _ship_views(self, s: State) -> tuple[ShipView, ...]:
        xy = self.geo.xy
        ships = []
        for i in range(s.n):
            pos = s.merchant[i]
            ships.append(
                ShipView(
                    f"merchant:{i}",
                    "merchant",
                    i,
                    s.colours[i],
                    xy[pos] if pos >= 0 else None,
                    None,
                    tuple(s.cargo[i]),
                )
            )
        for i in range(s.n):
            pos = s.pirate[i]
            ships.append(
                ShipView(
                    f"pirate:{i}",
                    "pirate",
                    i,
                    s.colours[i],
                    xy[pos] if pos >= 0 else None,
                    self.zone_ids[zone_of(pos)] if pos <= -2 else None,
                    (s.treasure[i],) if s.treasure[i] else (),
                )
            )
        for n, pos in enumerate(s.navy):
            navy = self.navy_ids[n]
            ships.append(ShipView(f"navy:{navy}", "navy", None, navy, xy[pos], None, ()))
        return tuple(ships)

    # ---- determinize -----------------------------------------------------------------------
    def determinize(self, v: BlackFleetView, seat: int, rng: Rng) -> State:
        """A state consistent with `v`: hidden cards dealt at random from the cards this seat
        cannot place (never copied from the view's hidden fields, which are None anyway)."""
        n = v.n_seats
        me = v.players[seat]
        merchant, pirate, cargo, treasure = self._ships_from_view(v)
        mhand, mpile = self._sample_hands(
            v,
            seat,
            [c.id for c in self.content.movement],
            me.movement_hand,
            list(v.movement_discard) + ([v.turn.card] if v.turn.card else []),
            [p.movement_count for p in v.players],
            v.movement_pile,
            rng,
        )
        fhand, fpile = self._sample_hands(
            v,
            seat,
            self.content.fortune_deck(),
            me.fortune_hand,
            list(v.fortune_discard) + ([v.playing] if v.playing else []),
            [p.fortune_count for p in v.players],
            v.fortune_pile,
            rng,
        )
        dev, dev_piles = self._sample_developments(v, seat, rng)
        return State(
            n=n,
            house=v.house_rule,
            victory_cost=[p.victory_cost for p in v.players],
            colours=[p.colour for p in v.players],
            order=list(v.order),
            aside=list(v.set_aside),
            merchant=merchant,
            pirate=pirate,
            navy=[self.geo.index(v.ship(f"navy:{nid}").cell) for nid in self.navy_ids],
            cargo=cargo,
            treasure=treasure,
            stock=list(v.stocks),
            wealth=[p.wealth for p in v.players],
            dev=dev,
            dev_up=[[d.face_up for d in p.development] for p in v.players],
            victory_up=[p.victory_up for p in v.players],
            dev_piles=dev_piles,
            mhand=mhand,
            fhand=fhand,
            mpile=mpile,
            mdisc=list(v.movement_discard),
            fpile=fpile,
            fdisc=list(v.fortune_discard),
            phase=v.phase,
            active=v.active,
            round=v.round,
            final_round=v.final_round,
            playing=v.playing,
            tasks=[tuple(t) for t in v.tasks],
            turn=v.turn.thaw(),
        )

    def _ships_from_view(self, v: BlackFleetView):
        n = v.n_seats
        index = self.geo.index
        merchant, pirate, cargo, treasure = [OUT] * n, [OUT] * n, [[] for _ in range(n)], [""] * n
        for sh in v.ships:
            if sh.kind == "merchant":
                merchant[sh.owner] = index(sh.cell) if sh.cell else OUT
                cargo[sh.owner] = list(sh.cargo)
            elif sh.kind == "pirate":
                if sh.cell:
                    pirate[sh.owner] = index(sh.cell)
                elif sh.zone:
                    pirate[sh.owner] = zone_code(self.zone_ids.index(sh.zone))
                treasure[sh.owner] = sh.cargo[0] if sh.cargo else ""
        return merchant, pirate, cargo, treasure

    @staticmethod
    def _sample_hands(
        v: BlackFleetView,
        seat: int,
        deck: list[str],
        own: tuple[str, ...],
        public: list[str],
        counts: list[int],
        pile_count: int,
        rng: Rng,
    ):
        """Deal the cards this seat cannot see (deck minus own hand minus public cards) to the
        other hands and the draw pile, at random."""
        unseen = list(deck)
        for card in list(own) + public:
            unseen.remove(card)
        unseen = rng.shuffled(sorted(unseen))
        hands = []
        for i, count in enumerate(counts):
            if i == seat:
                hands.append(list(own))
            else:
                hands.append(unseen[:count])
                del unseen[:count]
        assert len(unseen) == pile_count, "card counts do not add up"
        return hands, unseen

    def _sample_developments(self, v: BlackFleetView, seat: int, rng: Rng):
        """Per cost: the cards this seat has not seen go to others' face-down slots and the
        undealt pile, at random (BF-12)."""
        n = v.n_seats
        dev: list[list[str]] = [[] for _ in range(n)]
        piles = []
        for k, cost in enumerate(self.costs):
            unseen = self.content.development_deck(cost)
            for p in v.players:
                if len(p.development) > k and p.development[k].card is not None:
                    unseen.remove(p.development[k].card)
            unseen = rng.shuffled(unseen)
            for i, p in enumerate(v.players):
                if len(p.development) > k:
                    dev[i].append(p.development[k].card or unseen.pop())
            assert len(unseen) == v.development_piles[k], "development counts do not add up"
            piles.append(unseen)
        return dev, piles

    # ---- the movement helper for scenes and AI ---------------------------------------------
    def reachable(
        self, v: BlackFleetView, ship: str, budget: int | None = None, land_ok: bool | None = None
    ) -> dict[tuple[int, int], list[tuple[int, int]]]:
        """Where the active player's `ship` ("merchant", "pirate", or a navy id) can end a move
        now, each with the path of spaces it sails through (BF-43, BF-45). `budget` and
        `land_ok` override the steps left and the land crossing (the AI weighs cards with
        them)."""
        reach, occupied = self.view_reach(v, self.slot_of[ship], budget, land_ok)
        if reach is None:
            return {}
        xy = self.geo.xy
        return {
            xy[c]: [xy[p] for p in reach.path(c)] for c in reach.destinations(self.geo, occupied)
        }

    def view_reach(
        self, v: BlackFleetView, slot: int, budget: int | None = None, land_ok: bool | None = None
    ) -> tuple[Reach | None, bytearray]:
        """The search behind `reachable`, by slot, with the occupancy mask it used."""
        occupied, blocked = self.view_occupancy(v)
        pos = self._view_pos(v, slot)
        if budget is None:
            budget = v.allowances[slot] - v.turn.steps[slot]
        if pos == OUT or budget <= 0:
            return None, occupied
        if land_ok is None:
            land_ok = v.turn.shallow[slot] or (
                slot in (MERCHANT, PIRATE) and self.view_has(v, v.active, "shallow_draft")
            )
        if pos >= 0:
            return explore(self.geo, pos, None, budget, blocked, land_ok), occupied
        entries = self.geo.zone_entries[zone_of(pos)]
        return explore(self.geo, -1, entries, budget, blocked, land_ok), occupied

    def activating_ship(self, v: BlackFleetView) -> str | None:
        """The ship whose activation is under way ("merchant", "pirate", a navy id), if any."""
        return self.slot_names[v.turn.current] if v.turn.current >= 0 else None

    def _view_pos(self, v: BlackFleetView, slot: int) -> int:
        a = v.active
        if slot >= NAVY_SLOTS[0]:
            sh = v.ship(f"navy:{self.navy_ids[slot - NAVY_SLOTS[0]]}")
        else:
            sh = v.ship(f"{'merchant' if slot == MERCHANT else 'pirate'}:{a}")
        if sh.cell is not None:
            return self.geo.index(sh.cell)
        if sh.zone is not None:
            return zone_code(self.zone_ids.index(sh.zone))
        return OUT

    def view_occupancy(self, v: BlackFleetView) -> tuple[bytearray, bytearray]:
        """(every ship, the ships non-friendly to the active player) as cell masks."""
        occupied = bytearray(self.geo.size)
        blocked = bytearray(self.geo.size)
        index = self.geo.index
        for sh in v.ships:
            if sh.cell is None:
                continue
            c = index(sh.cell)
            occupied[c] = 1
            if sh.kind == "navy":
                if sh.colour not in v.controlled:
                    blocked[c] = 1
            elif sh.owner != v.active:
                blocked[c] = 1
        return occupied, blocked

    def view_has(self, v: BlackFleetView, seat: int, effect: str) -> bool:
        card = self.dev_card[effect]
        return any(d.face_up and d.card == card for d in v.players[seat].development)
