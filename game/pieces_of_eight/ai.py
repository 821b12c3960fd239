"""The heuristic AI seat: readable rules of thumb scored by a few named features (view only).

Features (all in "coin value" units, the values in COIN_VALUE):
- kill: what a play destroys or takes: enemy coins count for their value, an enemy Captain for
  CAPTAIN_KILL (the game itself, WIN, when it is the last enemy Captain); own coins count against.
- cost: a coin that destroys itself to act is spent (SPEND x its value).
- exposure: a play that leaves my Captain at the fore or aft (where any Mate, Sabre, Pistols or
  Cannon reaches it) costs EXPOSED; a call that buries it earns that back.
- danger: an active enemy Treachery may answer; plays into an enemy with one are worth less.
Ship building takes the most valuable coins (reactions and Mates first), hides the Captain in the
middle of the deck, puts a Cannon where it can fire (crow's nest or fore) and a reaction or a Mate
at the aft. Reactions: Treachery is spent on threats to my Captain or on plays worth at least
TREACHERY_WORTH; the Monkey always dodges; Full Sail and Black Spot are always used. Stalemates
are proposed and accepted once the quiet-turn count reaches the threshold (P8-148). Trades swap a
coin worth nothing to my ship (beyond its limit or below the best dozen) for one that raises my
shipyard value, asking only for coins worth no more than the one given (P8-155).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache
from typing import Any, cast

from game.core import Action, Decision
from game.core.data import data_dir, shared_content
from game.core.rng import Rng

from .content import CoinType, P8Content, load_content
from .info import GAME_ID
from .model import NONE, ItemView, ShipView, View
from .views import DRAFT_TARGET

Target = tuple[Any, Any]  # (seat, where) or ("seat", seat)
Handler = Callable[[View, int, Sequence[Action]], Action]

COIN_VALUE = {
    "captain": 0.0,
    "mate": 4.0,
    "bomb": 3.0,
    "cannon": 5.0,
    "pistols": 4.0,
    "sabre": 4.5,
    "boarding_party": 6.0,
    "plunder": 3.5,
    "barrel_of_grog": 2.0,
    "buried_treasure": 2.5,
    "call_to_quarters": 2.0,
    "full_sail": 3.0,
    "black_spot": 3.0,
    "captains_monkey": 4.0,
    "treachery": 6.5,
}
HIDDEN = 3.5  # a coin whose type I do not know
CAPTAIN_KILL = 60.0  # an enemy Captain destroyed while others remain
WIN = 1000.0  # the last enemy Captain
OWN_CAPTAIN = -400.0  # my own Captain lost
EXPOSED = 30.0  # my Captain at the fore or aft
SPEND = 0.6  # part of a self-destroying coin's value spent by using it
DANGER = 0.5  # a play into an enemy holding a visible active Treachery keeps this share
TREACHERY_WORTH = 6.0  # damage to me that is worth a Treachery
NEST_WISH = ("cannon", "sabre", "mate", "pistols", "treachery")
AFT_WISH = ("treachery", "mate", "captains_monkey", "black_spot", "pistols", "full_sail")
FORE_WISH = ("cannon", "mate", "sabre", "pistols", "boarding_party", "bomb")


def arg(a: Action, i: int = 0) -> str:
    """A coin-type (or position) argument of an option."""
    return cast(str, a.args[i])


def value(t: str | None) -> float:
    return HIDDEN if t is None else COIN_VALUE.get(t, HIDDEN)


@lru_cache(maxsize=1)
def _content() -> P8Content:
    return shared_content(load_content, data_dir(GAME_ID))


def coin_spec(type_id: str) -> CoinType:
    """The rules of a coin type (public game data, not part of any view)."""
    return _content().coin(type_id)


class HeuristicPolicy:
    needs_view = True

    def __init__(self) -> None:
        self.handlers: dict[str, Handler] = {
            "crows_nest_move": self._crows_nest_move,
            "general_action": self._general_action,
            "call_result": self._call_result,
            "choose_target": self._choose_target,
            "cannon_target": self._cannon_target,
            "cannon_second": self._cannon_second,
            "cannon_invite": self._cannon_invite,
            "cannon_commit": self._cannon_commit,
            "react": self._react,
            "monkey": self._monkey,
            "turn_reaction": self._turn_reaction,
            "order_drawn": self._order_drawn,
            "build": self._build,
            "arrange": self._arrange,
            "stalemate_answer": self._stalemate_answer,
            "stalemate_pick": self._stalemate_pick,
            "draft_pick": self._draft_pick,
            "scraps_pick": self._scraps_pick,
            "scrap_swap": self._scrap_swap,
            "trade": self._trade,
            "trade_give": self._trade_give,
            "trade_ask": self._trade_ask,
            "trade_answer": self._trade_answer,
        }

    def choose(self, view: View, decision: Decision, rng: Rng) -> Action:
        handler = self.handlers.get(decision.kind)
        options = decision.options
        if handler is None or len(options) == 1:
            return options[0]
        choice = handler(view, decision.seat, options)
        return choice if choice in options else options[0]

    # ---- small helpers ---------------------------------------------------------------------------
    @staticmethod
    def _best(options: Sequence[Action], score: Callable[[Action], float]) -> Action:
        best, best_score = options[0], None
        for a in options:
            sc = score(a)
            if best_score is None or sc > best_score:
                best, best_score = a, sc
        return best

    @staticmethod
    def _by_arg(options: Sequence[Action], key: str | None) -> Action | None:
        return next((a for a in options if a.args and a.args[0] == key), None)

    @staticmethod
    def captain_holders(view: View) -> list[int]:
        return [s.seat for s in view.ships if s.status == "in" and s.captain]

    def captain_kill(self, view: View, me: int, seat: int) -> float:
        if seat == me:
            return OWN_CAPTAIN
        holders = [q for q in self.captain_holders(view) if q != me]
        return WIN if holders == [seat] and view.ships[me].captain else CAPTAIN_KILL

    def loss(self, view: View, me: int, seat: int, t: str | None) -> float:
        """The kill feature of one coin of `seat` leaving its ship."""
        if t == "captain":
            return self.captain_kill(view, me, seat)
        return -value(t) if seat == me else value(t)

    @staticmethod
    def coin_at(view: View, seat: int, where: Any) -> str | None:
        ship: ShipView = view.ships[seat]
        if where == "nest":
            return ship.nest
        if where in ("fore", "aft"):
            return ship.deck[0 if where == "fore" else -1] if ship.deck else None
        coin: str | None = ship.deck[where - 1]
        return coin

    @staticmethod
    def visible_treachery(view: View, seat: int) -> bool:
        ship = view.ships[seat]
        active = [ship.nest] + ([ship.deck[0], ship.deck[-1]] if ship.deck else [])
        return "treachery" in active

    def danger(self, view: View, me: int, seat: int) -> float:
        return DANGER if seat != me and self.visible_treachery(view, seat) else 1.0

    @staticmethod
    def captain_exposed(deck: Sequence[str | None], nest: str | None) -> bool:
        if nest == "captain":
            return True
        return bool(deck) and (deck[0] == "captain" or deck[-1] == "captain")

    # ---- the turn -------------------------------------------------------------------------------
    @staticmethod
    def _truce(view: View, options: Sequence[Action]) -> Action | None:
        """Propose a stalemate (offered to human seats only) once play has been quiet for the
        threshold (P8-148)."""
        propose = next((a for a in options if a.kind == "propose"), None)
        if propose is not None and view.quiet_turns >= view.table.quiet_threshold:
            return propose
        return None

    def _crows_nest_move(self, view: View, me: int, options: Sequence[Action]) -> Action:
        truce = self._truce(view, options)
        if truce is not None:
            return truce
        deck = list(view.ships[me].deck)

        def score(a: Action) -> float:
            if a.kind != "move":
                return -1.0
            where = a.args[0]
            if where == "none":
                return 0.0
            rest = deck[1:] if where == "fore" else deck[:-1]
            moved = deck[0] if where == "fore" else deck[-1]
            if moved == "captain":
                return -EXPOSED
            sc = 1.0 + (2.0 if moved == "cannon" else 0.0)
            if self.captain_exposed(rest, moved) and not self.captain_exposed(deck, None):
                sc -= EXPOSED
            return sc

        return self._best(options, score)

    def _general_action(self, view: View, me: int, options: Sequence[Action]) -> Action:
        truce = self._truce(view, options)
        if truce is not None:
            return truce
        ship = view.ships[me]
        deck = list(ship.deck)

        def score(a: Action) -> float:
            if a.kind == "play":
                return self.play_value(view, me, cast(str, a.args[0]))
            if a.kind == "call":
                return self.call_gain(deck) - 0.5
            if a.kind == "destroy_nest":
                return -value(ship.nest) - (0.0 if ship.nest != "captain" else -OWN_CAPTAIN) - 1.0
            return -5.0

        return self._best(options, score)

    def play_value(self, view: View, me: int, pos: str) -> float:
        """Best total of the features for playing the coin at `pos` (targets estimated)."""
        ship = view.ships[me]
        coin = self.coin_at(view, me, pos)
        spec = coin_spec(cast(str, coin))
        spends = spec.destroyed_on_use and not (
            spec.spared_by_active_mate and self.has_active_mate(ship, pos)
        )
        cost = -SPEND * value(coin) if spends else 0.0
        exposure = 0.0
        if spends:
            deck = list(ship.deck)
            nest = ship.nest
            if pos == "nest":
                nest = None
            elif pos == "fore":
                deck = deck[1:]
            else:
                deck = deck[:-1]
            if self.captain_exposed(deck, nest) and not self.captain_exposed(ship.deck, ship.nest):
                exposure = -EXPOSED
        gain = max(
            (self.target_value(view, me, coin, t) for t in self.targets(view, me, coin, pos)),
            default=0.0,
        )
        if coin in ("barrel_of_grog", "buried_treasure"):
            gain = max((value(t) for t in ship.hold or ()), default=0.0) + (
                20.0 if "captain" in (ship.hold or ()) and not ship.captain else 0.0
            )
        if coin == "call_to_quarters":
            gain = EXPOSED * 0.8 if self.captain_exposed(ship.deck, ship.nest) else 1.0
        return gain + cost + exposure

    @staticmethod
    def has_active_mate(ship: ShipView, pos: str) -> bool:
        active = {"nest": ship.nest}
        if ship.deck:
            active["fore"] = ship.deck[0]
            if len(ship.deck) > 1:
                active["aft"] = ship.deck[-1]
        return any(t == "mate" for p, t in active.items() if p != pos)

    def targets(self, view: View, me: int, coin: str | None, pos: str) -> list[Target]:
        """Candidate targets as (seat, where) or ("seat", seat) from the view (P8-125 rows)."""
        out = []
        for ship in view.ships:
            q = ship.seat
            if ship.status != "in":
                continue
            n = len(ship.deck)
            if coin in ("captain", "mate"):
                out += [
                    (q, w)
                    for w in (
                        (["nest"] if ship.nest else [])
                        + ([1] if n else [])
                        + ([n] if n > 1 else [])
                    )
                ]
            elif coin == "sabre":
                out += [(q, w) for w in (["nest"] if ship.nest else []) + ([1] if n else [])]
            elif coin == "pistols" and n:
                out.append((q, n))
            elif coin == "boarding_party":
                out += [
                    (q, w)
                    for w in (["nest"] if ship.nest and ship.nest != "captain" else [])
                    + [i + 1 for i, t in enumerate(ship.deck) if t != "captain"]
                ]
            elif coin == "plunder" and q != me:
                out += [(q, w) for w in (["nest"] if ship.nest else []) + ([1] if n else [])]
            elif coin in ("bomb", "cannon") and q != me and (n or (coin == "bomb" and ship.nest)):
                out.append(("seat", q))
        if pos != "aft" or coin != "cannon":
            return [t for t in out if not (t[0] == me and self._is_self(view, me, t, pos))]
        return []

    @staticmethod
    def _is_self(view: View, me: int, target: Target, pos: str) -> bool:
        where = target[1]
        n = len(view.ships[me].deck)
        return where == pos or (pos == "fore" and where == 1) or (pos == "aft" and where == n)

    def target_value(self, view: View, me: int, coin: str | None, target: Target) -> float:
        if target[0] == "seat":
            q = target[1]
            ship = view.ships[q]
            if coin == "bomb":
                hit = [ship.nest] if ship.nest else []
                hit += [ship.deck[0]] if ship.deck else []
            else:
                depth = 1 + (1 if self.open_cannons(view.ships[me]) > 1 else 0)
                hit = list(ship.deck[:depth])
            return sum(self.loss(view, me, q, t) for t in hit) * self.danger(view, me, q)
        q, where = target
        t = self.coin_at(view, q, where)
        if coin == "plunder":
            if t == "captain":
                return CAPTAIN_KILL if not view.ships[me].captain else -WIN
            return 2 * value(t) * self.danger(view, me, q)
        return self.loss(view, me, q, t) * self.danger(view, me, q)

    @staticmethod
    def open_cannons(ship: ShipView) -> int:
        return sum(
            1 for t in ([ship.nest] + ([ship.deck[0]] if ship.deck else [])) if t == "cannon"
        )

    def call_gain(self, deck: list[str | None]) -> float:
        """Calling is worth hiding an exposed Captain; otherwise it only passes time."""
        return EXPOSED if self.captain_exposed(deck, None) and len(deck) > 2 else -1.0

    @staticmethod
    def layout_score(deck: Sequence[str | None]) -> float:
        """How well a deck is laid out: the Captain far from both ends, useful coins at the ends."""
        if not deck:
            return 0.0
        n = len(deck)
        sc = 0.0
        if "captain" in deck:
            i = deck.index("captain")
            sc += EXPOSED * min(i, n - 1 - i, 2) / 2
        sc += 1.5 if deck[0] in FORE_WISH else 0.0
        sc += 1.5 if deck[-1] in AFT_WISH else 0.0
        return sc

    def _call_result(self, view: View, me: int, options: Sequence[Action]) -> Action:
        deck = list(view.ships[me].deck)

        def score(a: Action) -> float:
            new = [deck[int(i) - 1] for i in cast(str, a.args[0]).split(".")]
            return self.layout_score(new)

        return self._best(options, score)

    def _choose_target(self, view: View, me: int, options: Sequence[Action]) -> Action:
        coin = self.drafted_coin(view, me)

        def score(a: Action) -> float:
            if a.kind == "target":
                return self.target_value(view, me, coin, (a.args[0], a.args[1]))
            if a.kind == "target_seat":
                return self.target_value(view, me, coin, ("seat", a.args[0]))
            if a.kind == "hold":
                return 100.0 if a.args[0] == "captain" else value(cast(str, a.args[0]))
            return 0.0

        return self._best(options, score)

    def drafted_coin(self, view: View, me: int) -> str | None:
        if not view.draft:
            return None
        place = view.draft[0]
        if place[0] == "nest":
            nest: str | None = view.ships[place[1]].nest
            return nest
        if place[0] == "deck":
            coin: str | None = view.ships[place[1]].deck[place[2]]
            return coin
        return None

    def _cannon_target(self, view: View, me: int, options: Sequence[Action]) -> Action:
        return self._best(
            options, lambda a: self.target_value(view, me, "cannon", ("seat", a.args[0]))
        )

    def _cannon_second(self, view: View, me: int, options: Sequence[Action]) -> Action:
        return self._by_arg(options, "yes") or options[0]

    def _cannon_invite(self, view: View, me: int, options: Sequence[Action]) -> Action:
        return self._by_arg(options, "all") or next(
            (a for a in options if a.args[0] != "done"), options[0]
        )

    def _cannon_commit(self, view: View, me: int, options: Sequence[Action]) -> Action:
        target = view.draft[DRAFT_TARGET] if view.draft else NONE
        teams = view.table.teams
        friend = view.team_stage and teams and target != NONE and teams[target] == teams[me]
        return options[0] if friend else options[-1]

    # ---- reactions ------------------------------------------------------------------------------
    def _react(self, view: View, me: int, options: Sequence[Action]) -> Action:
        item = view.stack[-1] if view.stack else None
        if item is None:
            return options[0]
        threat = self.threat(view, me, item)
        use = [a for a in options if a.args[0] not in ("pass", "continue")]
        if use and threat >= TREACHERY_WORTH:
            return use[0]
        return self._by_arg(options, "pass") or options[0]

    def threat(self, view: View, me: int, item: ItemView) -> float:
        """How much the item on top of the stack hurts me if it resolves."""
        if item.ability == "treachery":
            answered = view.stack[item.answers] if item.answers != NONE else None
            if answered is not None and answered.seat == me:
                return TREACHERY_WORTH + value(answered.coin)
            return 0.0
        if item.ability == "black_spot":
            return 4.0 if item.target_seat == me else 0.0
        if item.ability in ("full_sail", "prevent"):
            return 2.0
        mine = view.ships[me]
        hurt = 0.0
        for place, t, _active in item.targets:
            if place[0] in ("deck", "nest") and place[1] == me:
                t = mine.nest if place[0] == "nest" else mine.deck[place[2]]
                hurt += -OWN_CAPTAIN if t == "captain" else value(t)
        if item.coin == "captain" and item.seat != me:
            hurt += 3.0  # a Captain in play can be betrayed into the hold
        if item.coin in ("barrel_of_grog", "buried_treasure", "call_to_quarters"):
            hurt += 1.0
        return hurt

    def _monkey(self, view: View, me: int, options: Sequence[Action]) -> Action:
        return self._by_arg(options, "prevent") or options[0]

    def _turn_reaction(self, view: View, me: int, options: Sequence[Action]) -> Action:
        return next((a for a in options if a.args[0] not in ("stop", "continue")), options[0])

    def _order_drawn(self, view: View, me: int, options: Sequence[Action]) -> Action:
        # The coin named goes nearer the fore; the other becomes the (active) aft coin.
        return self._best(options, lambda a: -self.aft_wish(arg(a)))

    @staticmethod
    def aft_wish(t: str) -> float:
        return len(AFT_WISH) - AFT_WISH.index(t) if t in AFT_WISH else value(t) / 10

    # ---- building and arranging -------------------------------------------------------------------
    def _build(self, view: View, me: int, options: Sequence[Action]) -> Action:
        return self._best(options, lambda a: 100.0 if a.args[0] == "captain" else value(arg(a)))

    def _arrange(self, view: View, me: int, options: Sequence[Action]) -> Action:
        task = view.agenda[-1]
        pool = (
            list(task.coins)
            + list(task.placed)
            + ([task.nest] if task.nest not in (None, "none") else [])
        )
        nest, deck = self.plan(pool, allow_empty_nest=task.purpose != "start")
        want: str | None
        if task.nest is None:
            want = nest or "none"
            return next((a for a in options if a.args[0] == want), options[0])
        i = len(task.placed)
        want = deck[i] if i < len(deck) else None
        return next((a for a in options if a.args[0] == want), options[0])

    def plan(self, pool: list[str], allow_empty_nest: bool) -> tuple[str | None, list[str]]:
        """Crow's nest and deck for a pool of coins: Cannon up front, reactions at the aft,
        the Captain hidden in the middle."""
        rest = sorted(pool, key=lambda t: (-value(t), t))
        nest = next((t for t in NEST_WISH if t in rest), None)
        if nest is None and not allow_empty_nest:
            nest = next(t for t in rest if t != "captain") if len(rest) > 1 else rest[0]
        if nest is not None:
            rest.remove(nest)
        if not rest:
            return nest, []
        deck: list[Any] = [None] * len(rest)
        if "captain" in rest:
            rest.remove("captain")
            deck[len(deck) // 2] = "captain"
        for wish, slot in ((FORE_WISH, 0), (AFT_WISH, len(deck) - 1)):
            if deck[slot] is None:
                pick = next((t for t in wish if t in rest), None)
                if pick is not None:
                    rest.remove(pick)
                    deck[slot] = pick
        for i in range(len(deck)):
            if deck[i] is None:
                deck[i] = rest.pop(0)
        return nest, deck

    # ---- stalemates and shipyards -------------------------------------------------------------------
    def _stalemate_answer(self, view: View, me: int, options: Sequence[Action]) -> Action:
        ok = view.quiet_turns >= view.table.quiet_threshold
        return self._by_arg(options, "accept" if ok else "refuse") or options[0]

    def _stalemate_pick(self, view: View, me: int, options: Sequence[Action]) -> Action:
        return self._best(options, lambda a: 100.0 if a.args[0] == "captain" else value(arg(a)))

    def _draft_pick(self, view: View, me: int, options: Sequence[Action]) -> Action:
        mine = list(view.ships[me].shipyard)
        return self._best(options, lambda a: value(arg(a)) / (1 + mine.count(arg(a))))

    def _scraps_pick(self, view: View, me: int, options: Sequence[Action]) -> Action:
        return self._draft_pick(view, me, options)

    def _scrap_swap(self, view: View, me: int, options: Sequence[Action]) -> Action:
        return self._best(options, lambda a: value(arg(a, 1)) - value(arg(a)))

    # ---- trades (P8-155) ------------------------------------------------------------------------
    @staticmethod
    def yard_value(types: Iterable[str]) -> float:
        """What a shipyard is worth to build from: its best coins other than the Captain, as many
        as a ship holds, each type counted up to its limit (P8-8). A coin beyond its limit or
        below the best dozen is worth nothing: that is the coin worth trading away."""
        counts = Counter(t for t in types if t != "captain")
        worth = sorted(
            (value(t) for t, n in counts.items() for _ in range(min(n, coin_spec(t).limit))),
            reverse=True,
        )
        return sum(worth[: _ship_others()])

    @staticmethod
    def stays_buildable(types: Iterable[str]) -> bool:
        """A Captain and enough coins within their limits for a ship (P8-151 (4))."""
        counts = Counter(types)
        usable = sum(min(n, coin_spec(t).limit) for t, n in counts.items() if t != "captain")
        return counts["captain"] >= 1 and usable >= _ship_others()

    def trade_plan(self, yard: list[str], given: str | None = None) -> tuple[str, str] | None:
        """The one-for-one swap this seat proposes, or None: give the coin whose loss costs least,
        ask for the type that gains most, and only ask for a type worth no more than the coin
        given, so that an addressee who values coins alike and is within its limits gains too."""
        base = self.yard_value(yard)
        gives = [given] if given else sorted(set(yard) - {"captain"})
        best, best_gain = None, 0.0
        for g in gives:
            rest = list(yard)
            rest.remove(g)
            if not self.stays_buildable(rest):
                continue
            for t in TRADE_TYPES:
                if t == g or value(t) > value(g):
                    continue
                gain = self.yard_value(rest + [t]) - base
                if gain > best_gain:
                    best, best_gain = (g, t), gain
        return best

    @staticmethod
    def trade_partner(view: View, me: int, wanted: str) -> int:
        """A seat whose public shipyard shows the wanted type; otherwise the seats take turns by
        trading round, so a refused proposal goes elsewhere next round."""
        others = [q for q in range(view.table.n) if q != me]
        showing = [q for q in others if wanted in view.ships[q].shipyard]
        pool = showing or others
        turn: int = view.trade[0]
        return pool[turn % len(pool)]

    def _trade(self, view: View, me: int, options: Sequence[Action]) -> Action:
        """Propose at most one trade per round, and only one that raises my shipyard value."""
        plan = self.trade_plan(list(view.ships[me].shipyard))
        if plan is None:
            return self._by_arg(options, "done") or options[0]
        to = self.trade_partner(view, me, plan[1])
        return next((a for a in options if a.args[0] == to), options[0])

    def _trade_give(self, view: View, me: int, options: Sequence[Action]) -> Action:
        if view.trade_offer and view.trade_offer[0]:
            return self._by_arg(options, "done") or options[0]
        yard = list(view.ships[me].shipyard)
        plan = self.trade_plan(yard)
        want = plan[0] if plan else None
        return self._by_arg(options, want) or self._best(
            options, lambda a: -self._loss_of(yard, arg(a))
        )

    def _trade_ask(self, view: View, me: int, options: Sequence[Action]) -> Action:
        give, ask = view.trade_offer
        if ask:
            return self._by_arg(options, "send") or options[0]
        plan = self.trade_plan(list(view.ships[me].shipyard), given=give[0])
        if plan is not None:
            return self._by_arg(options, plan[1]) or options[0]
        asks = [a for a in options if a.args[0] != give[0]] or list(options)
        return min(asks, key=lambda a: (value(arg(a)), arg(a)))

    def _loss_of(self, yard: list[str], t: str) -> float:
        rest = list(yard)
        rest.remove(t)
        return self.yard_value(yard) - self.yard_value(rest)

    def _trade_answer(self, view: View, me: int, options: Sequence[Action]) -> Action:
        """Accept exactly when the swap keeps me buildable (the engine offers "accept" only then)
        and does not lower my shipyard value (P8-155)."""
        accept = self._by_arg(options, "accept")
        if accept is None or not view.trade_offer:
            return self._by_arg(options, "decline") or options[0]
        give, ask = view.trade_offer  # what the proposer gives me, what he asks of me
        mine = list(view.ships[me].shipyard)
        after = list(mine)
        for t in ask:
            after.remove(t)
        after += give
        return accept if self.yard_value(after) >= self.yard_value(mine) else options[-1]


@lru_cache(maxsize=1)
def _ship_others() -> int:
    rules = _content().ship_rules
    others: int = rules.ship_size - rules.captains_per_ship
    return others


TRADE_TYPES = tuple(sorted(t for t in COIN_VALUE if t != "captain"))
