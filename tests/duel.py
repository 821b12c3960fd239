"""Duel: the small test-only game that exercises the whole engine contract.

Two seats. Each is dealt one hidden card (a draw chance step). On your turn you bet "low" or
"high" (undoable), then roll a die or stand. A roll scores its face if it matches the bet (1-3
low, 4-6 high). After every roll the other seat gets an out-of-turn reaction: "pass", or
"steal" when its hidden card is at least the face rolled — the card is revealed and one point
moves from the roller to the thief. First to `target` points wins; after `rounds` turns each, the
higher score wins, ties broken by the higher hidden card.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Annotated

from game.core import (
    OVER,
    Action,
    Chance,
    Decision,
    Event,
    GameDef,
    MatchConfig,
    Result,
    RuleRef,
    Rules,
    TitleInfo,
    VariantSpec,
)
from game.core.ai import RandomPolicy
from game.core.data import Id, LocalText, Meta, Shape, check_unique, load
from game.core.rng import Rng
from game.core.search import SearchSpec, searching


class Card(Shape, frozen=True):
    id: Id
    value: Annotated[int, Meta(ge=1, le=6)]  # a die face: the steal compares it with a roll
    name: LocalText


class DuelContent(Shape, frozen=True):
    target: Annotated[int, Meta(ge=1, le=100)]
    rounds: Annotated[int, Meta(ge=1, le=100)]
    cards: Annotated[tuple[Card, ...], Meta(min_length=2, max_length=20)]

    def card(self, card_id: str) -> Card:
        return next(c for c in self.cards if c.id == card_id)


def load_content(folder: Path) -> DuelContent:
    content = load(folder / "cards.yaml", DuelContent)
    check_unique("cards.yaml", "cards", [c.id for c in content.cards])
    return content


@dataclass
class DuelState:
    deck: list[str]
    hands: list[str | None]
    revealed: list[bool]
    scores: list[int]
    active: int = 0
    turns: int = 0
    phase: str = "deal"  # deal | bet | roll_or_stand | rolling | react | over
    bet: str | None = None
    last_roll: int = 0
    target: int = 10
    rounds: int = 8

    def clone(self) -> DuelState:
        return replace(
            self,
            deck=list(self.deck),
            hands=list(self.hands),
            revealed=list(self.revealed),
            scores=list(self.scores),
        )


@dataclass(frozen=True)
class DuelView:
    seat: int | None
    hands: tuple[str | None, ...]  # None where this seat may not see the card
    revealed: tuple[bool, ...]  # public: which cards have been shown to everyone
    deck_size: int
    scores: tuple[int, ...]
    active: int
    turns: int
    phase: str
    bet: str | None
    last_roll: int


INFO = TitleInfo(
    id="duel",
    min_seats=2,
    max_seats=2,
    has_hidden_info=True,
    variants=(VariantSpec("target", "int", 10, low=5, high=30),),
    step_cap=500,
)


class DuelRules(Rules[DuelState, DuelView, DuelContent]):
    info = INFO

    def setup(self, config: MatchConfig) -> DuelState:
        return DuelState(
            deck=[c.id for c in self.content.cards],
            hands=[None, None],
            revealed=[False, False],
            scores=[0, 0],
            target=config.variant("target", self.content.target),
            rounds=self.content.rounds,
        )

    def pending(self, s: DuelState):
        if s.phase == "over":
            return OVER
        if s.phase == "deal":
            return Chance.draw(s.deck)
        if s.phase == "rolling":
            return Chance.roll(1)
        if s.phase == "bet":
            return (Decision(s.active, "bet", (Action("bet", ("low",)), Action("bet", ("high",)))),)
        if s.phase == "roll_or_stand":
            return (Decision(s.active, "roll_or_stand", (Action("roll"), Action("stand"))),)
        # react: the other seat answers out of turn
        other = 1 - s.active
        options = [Action("pass")]
        if self._value(s.hands[other]) >= s.last_roll:
            options.append(Action("steal"))
        return (Decision(other, "react", tuple(options)),)

    def _value(self, card_id: str | None) -> int:
        return self.content.card(card_id).value if card_id else 0

    def apply(self, s: DuelState, seat: int, action: Action) -> list[Event]:
        if action.kind == "bet":
            s.bet = action.args[0]
            s.phase = "roll_or_stand"
            return [Event("bet", {"seat": seat, "bet": s.bet})]
        if action.kind == "roll":
            s.phase = "rolling"
            return []
        if action.kind == "stand":
            return [Event("stood", {"seat": seat})] + self._next_turn(s)
        if action.kind == "pass":
            return self._next_turn(s)
        if action.kind == "steal":
            s.revealed[seat] = True
            s.scores[seat] += 1
            s.scores[s.active] = max(0, s.scores[s.active] - 1)
            events = [Event("stole", {"seat": seat, "card": s.hands[seat]}, reveal=True)]
            return events + self._check_end(s) + (self._next_turn(s) if s.phase != "over" else [])
        if action.kind == "concede":
            s.scores[seat] = -1
            s.phase = "over"
            return [Event("conceded", {"seat": seat})]
        raise ValueError(action)

    def resolve_chance(self, s: DuelState, outcome) -> list[Event]:
        if s.phase == "deal":
            card = outcome[0]
            s.deck.remove(card)
            seat = 0 if s.hands[0] is None else 1
            s.hands[seat] = card
            if s.hands[1] is not None:
                s.phase = "bet"
            return [
                Event(
                    "dealt",
                    {"seat": seat, "card": card},
                    visible_to=(seat,),
                    redacted={"seat": seat},
                    reveal=True,
                )
            ]
        face = outcome[0]
        s.last_roll = face
        hit = (s.bet == "low" and face <= 3) or (s.bet == "high" and face >= 4)
        if hit:
            s.scores[s.active] += face
        s.phase = "react"
        return [
            Event("rolled", {"seat": s.active, "dice": [face], "scored": face if hit else 0})
        ] + self._check_end(s)

    def _check_end(self, s: DuelState) -> list[Event]:
        if max(s.scores) >= s.target:
            s.phase = "over"
            return [Event("game_over", {})]
        return []

    def _next_turn(self, s: DuelState) -> list[Event]:
        s.turns += 1
        s.bet = None
        if s.turns >= 2 * s.rounds:
            s.phase = "over"
            return [Event("game_over", {})]
        s.active = 1 - s.active
        s.phase = "bet"
        return [Event("turn_began", {"seat": s.active})]

    def standing_actions(self, s: DuelState, seat: int):
        return (Action("concede"),) if s.phase != "over" else ()

    def view(self, s: DuelState, seat: int | None) -> DuelView:
        hands = tuple(h if (seat == i or s.revealed[i]) else None for i, h in enumerate(s.hands))
        return DuelView(
            seat,
            hands,
            tuple(s.revealed),
            len(s.deck),
            tuple(s.scores),
            s.active,
            s.turns,
            s.phase,
            s.bet,
            s.last_roll,
        )

    def determinize(self, v: DuelView, seat: int, rng: Rng) -> DuelState:
        # Only what the seat is entitled to know is kept: its own card and revealed cards.
        known = [h if (i == seat or v.revealed[i]) else None for i, h in enumerate(v.hands)]
        unseen = [c.id for c in self.content.cards if c.id not in known]
        hands = list(known)
        for i in range(2):
            if hands[i] is None and i < len(self.content.cards) - v.deck_size:
                hands[i] = unseen.pop(rng.randrange(len(unseen)))
        return DuelState(
            deck=sorted(unseen),
            hands=hands,
            revealed=list(v.revealed),
            scores=list(v.scores),
            active=v.active,
            turns=v.turns,
            phase=v.phase,
            bet=v.bet,
            last_roll=v.last_roll,
            target=self.content.target,
            rounds=self.content.rounds,
        )

    def _ranking(self, s: DuelState) -> Result:
        key = [(s.scores[i], self._value(s.hands[i])) for i in range(2)]
        if key[0] == key[1]:
            ranking = ((0, 1),)
        else:
            best = 0 if key[0] > key[1] else 1
            ranking = ((best,), (1 - best,))
        return Result(
            ranking,
            tuple(s.scores),
            tuple({"duel.score.points": x} for x in s.scores),
            "duel.end.points",
        )

    def result(self, s: DuelState) -> Result | None:
        return self._ranking(s) if s.phase == "over" else None

    def standings(self, s: DuelState) -> Result:
        return self._ranking(s)

    def explain_illegal(self, s: DuelState, seat: int, action: Action) -> RuleRef | None:
        if action.kind == "steal" and s.phase == "react" and seat != s.active:
            return RuleRef("DUEL-3", "duel.illegal.card_too_low")
        if action.kind in ("bet", "roll", "stand") and seat != s.active:
            return RuleRef("DUEL-1", "duel.illegal.not_your_turn")
        return None

    def check_invariants(self, s: DuelState) -> None:
        cards = sorted(s.deck + [h for h in s.hands if h])
        assert cards == sorted(c.id for c in self.content.cards), cards
        assert all(x >= 0 for x in s.scores) or s.phase == "over"


class CautiousPolicy:
    """The test game's 'heuristic': bets high, steals when it can, stands once ahead."""

    needs_view = True

    def choose(self, view: DuelView, decision: Decision, rng: Rng) -> Action:
        kinds = {a.kind: a for a in decision.options}
        if "steal" in kinds:
            return kinds["steal"]
        if decision.kind == "bet":
            return Action("bet", ("high",))
        if decision.kind == "roll_or_stand":
            me = decision.seat
            return kinds["stand"] if view.scores[me] > view.scores[1 - me] + 3 else kinds["roll"]
        return decision.options[0]


DATA_DIR = Path(__file__).parent / "duel_data"
# The test game keeps its data beside it, not under data/, so it ignores the folder it is given.
GAME = GameDef(
    INFO,
    lambda _folder: load_content(DATA_DIR),
    DuelRules,
    {"heuristic": CautiousPolicy, "random": RandomPolicy},
    searching={"hard": searching(SearchSpec(CautiousPolicy))},
)
