"""The ship a player puts together in the shipyard, before it is submitted (pure: no pygame).

Building (P8-8, P8-9): 13 coins from the seat's shipyard, exactly one Captain, no type above its
limit, one coin in the crow's nest and the other twelve in order from the fore. Arranging (the
winner of the last game, Call to Quarters, a stalemate, P8-128): the same coins in a new order;
the crow's nest may stay empty except before a game.

The engine takes a ship as a chain of small steps: `pick` x 13, then `nest`, then `place` from
the fore (the last coins are placed by the engine once they are all of one type). `actions()`
gives that chain; `simulate()` asks a policy (the heuristic AI, or chance) for a whole ship by
playing the chain on a state rebuilt from the seat's own view.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from game.core import Action, Decision
from game.core.rng import Rng
from game.pieces_of_eight import shipshape

SHIP_SIZE = shipshape.standard().size  # P8-8, from the game's YAML


@dataclass
class ShipPlan:
    limits: dict[str, int]  # type -> limit (P8-5)
    yard: list[str]  # coins the seat may still bring aboard (build)
    building: bool  # False: only arranging the coins already aboard
    nest_required: bool = True
    nest: str | None = None
    deck: list[str] = field(default_factory=list)
    locked_nest: bool = False  # chosen before the shipyard opened (prompt bar)
    locked: int = 0  # deck coins fixed from the fore likewise
    kept: list[str] = field(default_factory=list)  # picked already: they stay aboard

    # ---- what is aboard ------------------------------------------------------------------------
    def aboard(self) -> list[str]:
        return ([self.nest] if self.nest else []) + self.deck

    def count(self, t: str) -> int:
        return sum(1 for x in self.aboard() if x == t)

    def available(self, t: str) -> int:
        """Coins of type `t` still in the shipyard."""
        return self.yard.count(t)

    def size(self) -> int:
        return len(self.aboard()) if not self.building else SHIP_SIZE

    # ---- changes ---------------------------------------------------------------------------------
    def shape(self) -> shipshape.ShipShape:
        return shipshape.ShipShape(SHIP_SIZE, shipshape.standard().captain, self.limits)

    def can_add(self, t: str) -> bool:
        if not self.building or not self.available(t):
            return False
        return shipshape.can_add(self.shape(), self.aboard(), t)  # P8-5, P8-8

    def add(self, t: str) -> bool:
        """Bring a coin aboard: into the deck, or the crow's nest once the deck is full."""
        if not self.can_add(t):
            return False
        self.yard.remove(t)
        if self.nest is None and len(self.deck) >= SHIP_SIZE - 1:
            self.nest = t
        else:
            self.deck.append(t)
        return True

    def remove(self, place) -> bool:
        """Send a coin back to the shipyard (building only): "nest" or a deck index. Coins
        picked before the shipyard opened stay aboard (a pick is not taken back)."""
        if not self.building or not self.movable(place):
            return False
        t = self.nest if place == "nest" else self.deck[place]
        if t is None or self.count(t) <= self.kept.count(t):
            return False
        if place == "nest":
            self.nest = None
        else:
            self.deck.pop(place)
        self.yard.append(t)
        return True

    def movable(self, place) -> bool:
        if place == "nest":
            return not self.locked_nest
        return isinstance(place, int) and self.locked <= place < len(self.deck)

    def move(self, src, dst) -> bool:
        """Drag a coin: onto the crow's nest (swapping with what was there), or to a place in
        the deck (`dst` = the index it should take). Moving the nest coin into the deck empties
        the crow's nest (allowed when arranging during play)."""
        if not self.movable(src) or src == dst:
            return False
        if dst == "nest":
            if self.locked_nest:
                return False
            coin = self.deck.pop(src)
            if self.nest is not None:
                self.deck.insert(src, self.nest)
            self.nest = coin
            return True
        dst = max(self.locked, min(int(dst), len(self.deck) - (0 if src == "nest" else 1)))
        if src == "nest":
            if self.nest is None or (self.nest_required and not self.building):
                return False
            self.deck.insert(dst, self.nest)
            self.nest = None
            return True
        coin = self.deck.pop(src)
        self.deck.insert(dst, coin)
        return True

    def clear(self) -> None:
        """Everything that may go back to the shipyard goes back."""
        if not self.building:
            return
        keep = list(self.kept)
        aboard = self.aboard()
        for t in keep:
            aboard.remove(t)
        self.yard += aboard
        self.deck = keep
        self.nest = None

    def replace(self, nest: str | None, deck: list[str]) -> None:
        """Take a whole ship (a suggestion, which holds the coins kept aboard): the rest of
        its coins come out of the shipyard."""
        self.clear()
        if self.building:
            pool = list(self.yard)
            new = ([nest] if nest else []) + list(deck)
            for t in self.kept:
                new.remove(t)
            for t in new:
                pool.remove(t)
            self.yard = pool
        self.nest = nest
        self.deck = list(deck)

    # ---- checks ---------------------------------------------------------------------------------
    def checks(self) -> list[tuple[str, bool]]:
        """(check key, passed) for the checklist beside the ship (P8-5, P8-8, P8-9)."""
        return shipshape.checks(
            self.shape(), self.aboard(), self.nest, self.building, self.nest_required
        )

    def advice(self) -> list[str]:
        """Warnings that do not stop a ship from sailing: a Captain where anyone can hit it."""
        out = []
        if self.nest == "captain" or (self.deck and self.deck[0] == "captain"):
            out.append("advice_captain_open")
        elif len(self.deck) > 1 and self.deck[-1] == "captain":
            out.append("advice_captain_aft")
        return out

    def ready(self) -> bool:
        return all(ok for _key, ok in self.checks()) and (self.building or bool(self.aboard()))

    def actions(self) -> list[Action]:
        """The chain of steps that submits this ship: the picks not made yet (Captain first),
        the crow's nest unless already chosen, then the deck from the fore."""
        out: list[Action] = []
        if self.building:
            todo = list(self.aboard())
            for t in self.kept:
                todo.remove(t)
            todo.sort(key=lambda t: t != "captain")
            out += [Action("pick", (t,)) for t in todo]
        if not self.locked_nest:
            out.append(Action("nest", (self.nest if self.nest else "none",)))
        out += [Action("place", (t,)) for t in self.deck[self.locked :]]
        return out


Chooser = Callable[[object, Decision], Action]


def simulate(rules, view, seat: int, choose: Chooser, rng: Rng) -> tuple[str | None, list[str]]:
    """A whole ship from `choose(view, decision)`, played on a state rebuilt from the seat's
    view (its own coins are all known to it, so the result is a ship of its real shipyard)."""
    state = rules.determinize(view, seat, rng)
    for _ in range(4 * SHIP_SIZE):
        try:
            pending = rules.pending(state)
        except ValueError:  # the next builder's made-up shipyard: our ship is done
            break
        d = (
            next((x for x in pending if x.seat == seat), None)
            if isinstance(pending, tuple)
            else None
        )
        if d is None or d.kind not in ("build", "arrange"):
            break
        rules.apply(state, seat, choose(rules.view(state, seat), d))
    ids = [c.id for c in rules.content.coins]
    ctype = state.table.ctype
    nest = state.nests[seat]
    return (ids[ctype[nest]] if nest >= 0 else None), [ids[ctype[c]] for c in state.decks[seat]]
