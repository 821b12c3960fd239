"""Everything that can stand on 21 Mutinies' agenda (M21-168: the procedure of a round).

Each task is a small frozen dataclass of plain values; flow.py says which sort each one is:
a decision (one seat answers), a chance step (the match draws, M21-166), or automatic. Tasks
never carry hidden information, so the whole agenda is public (model.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from game.core import Task

Pile = Literal["jewel", "nc", "treasure", "deck", "hand"]
WindowId = Literal["W1", "W2", "W3a", "W3b"]
RollKind = Literal["ship", "tavern"]


# ---- setup (M21-5 to M21-13) -----------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ShuffleOrder(Task):
    """Chance: the random turn-order track (M21-5)."""


@dataclass(frozen=True, slots=True)
class SelectDeck(Task):
    """Chance: the `count` cards that form the Mutiny deck above Last Mutiny (M21-9)."""

    count: int


@dataclass(frozen=True, slots=True)
class StartPlay(Task):
    """Automatic: setup is over, the first round begins."""


# ---- draws from hidden piles (M21-166): chance steps, settled at once with one item left ----
@dataclass(frozen=True, slots=True)
class Draw(Task):
    """Base of the draws: one item, uniformly, from what the `pile` holds (piles.py)."""

    pile: ClassVar[Pile]

    def victim(self) -> int:
        """The seat whose hand is drawn from (a "hand" pile only)."""
        return -1


@dataclass(frozen=True, slots=True)
class DealNc(Draw):
    """A jewel from the jewel pile onto the Non-Commercial stack (M21-12, M21-50)."""

    pile: ClassVar[Pile] = "jewel"


@dataclass(frozen=True, slots=True)
class DealDisplay(Draw):
    """A jewel from the jewel pile face up on Commercial Routes slot `index` + 1 (M21-45)."""

    pile: ClassVar[Pile] = "jewel"
    index: int


@dataclass(frozen=True, slots=True)
class DrawJewel(Draw):
    """A hidden jewel from the jewel pile for `seat` (jewel tokens, square 38: M21-93, M21-15)."""

    pile: ClassVar[Pile] = "jewel"
    seat: int


@dataclass(frozen=True, slots=True)
class NcJewel(Draw):
    """The top Non-Commercial jewel for `seat`, kept at once (M21-44, C2, V13)."""

    pile: ClassVar[Pile] = "nc"
    seat: int


@dataclass(frozen=True, slots=True)
class NcDrawn(Draw):
    """The Non-Commercial draw of `seat`'s disc, to keep or decline (M21-48)."""

    pile: ClassVar[Pile] = "nc"
    seat: int


@dataclass(frozen=True, slots=True)
class HenchmanNc(Draw):
    """The henchman's Non-Commercial draw: discarded face up (M21-123)."""

    pile: ClassVar[Pile] = "nc"
    captain: int


@dataclass(frozen=True, slots=True)
class DrawTreasure(Draw):
    """A treasure token for `seat` (M21-53, M21-15)."""

    pile: ClassVar[Pile] = "treasure"
    seat: int


@dataclass(frozen=True, slots=True)
class MapToken(Draw):
    """One of the Treasure Map's two tokens (V05)."""

    pile: ClassVar[Pile] = "treasure"
    seat: int


@dataclass(frozen=True, slots=True)
class DrawCard(Draw):
    """The new captain's card from the Mutiny deck (M21-173, M21-99)."""

    pile: ClassVar[Pile] = "deck"
    captain: int


@dataclass(frozen=True, slots=True)
class StealJewel(Draw):
    """A random jewel from `victim_seat`'s hand for `thief` (V04)."""

    pile: ClassVar[Pile] = "hand"
    thief: int
    victim_seat: int

    def victim(self) -> int:
        return self.victim_seat


# ---- the round (M21-168) ---------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class RoundStart(Task):
    """Automatic: a round begins; placement turns are scheduled (M21-168 A, M21-29)."""


@dataclass(frozen=True, slots=True)
class Window(Task):
    """Decision: `seat` may use tokens and play cards (M21-23, M21-90, M21-172)."""

    seat: int
    window: WindowId


@dataclass(frozen=True, slots=True)
class Place(Task):
    """Decision: `seat` places its disc (M21-26 to M21-30)."""

    seat: int


@dataclass(frozen=True, slots=True)
class Henchman(Task):
    """Decision: the 2-player captain places the henchman, or not (M21-122)."""

    captain: int


@dataclass(frozen=True, slots=True)
class AfterPlacement(Task):
    """Automatic: fix the lone-K2 check and schedule every resolution turn (M21-31, M21-68)."""


@dataclass(frozen=True, slots=True)
class ResolveTurn(Task):
    """Automatic: the resolution turn of the disc of `seat` on `slot` (M21-31, M21-170)."""

    seat: int
    slot: str


@dataclass(frozen=True, slots=True)
class Effect(Task):
    """Automatic: the effect of the disc of `seat` on `slot`; one subclass per action."""

    seat: int
    slot: str


@dataclass(frozen=True, slots=True)
class CrEffect(Effect):
    """Commercial Routes (M21-41 to M21-45)."""


@dataclass(frozen=True, slots=True)
class NcEffect(Effect):
    """Non-Commercial Routes (M21-47 to M21-49)."""


@dataclass(frozen=True, slots=True)
class ShipEffect(Effect):
    """Shipwrecks (M21-52 to M21-54)."""


@dataclass(frozen=True, slots=True)
class TavernEffect(Effect):
    """The Tavern (M21-55, M21-56)."""


@dataclass(frozen=True, slots=True)
class BmEffect(Effect):
    """The Black Market (M21-57 to M21-61)."""


@dataclass(frozen=True, slots=True)
class CityEffect(Effect):
    """The City (M21-62 to M21-64)."""


@dataclass(frozen=True, slots=True)
class CabinEffect(Effect):
    """The Cabin (M21-66 to M21-68)."""


@dataclass(frozen=True, slots=True)
class MutinyEffect(Effect):
    """Mutiny (M21-70, M21-71)."""


EFFECTS: dict[str, type[Effect]] = {
    "cr": CrEffect,
    "nc": NcEffect,
    "ship": ShipEffect,
    "tavern": TavernEffect,
    "bm": BmEffect,
    "city": CityEffect,
    "cabin": CabinEffect,
    "mutiny": MutinyEffect,
}


@dataclass(frozen=True, slots=True)
class Cleanup(Task):
    """Automatic: refill the display and the Non-Commercial stack (M21-45, M21-50)."""


@dataclass(frozen=True, slots=True)
class EndRound(Task):
    """Automatic: pirate token, round flags, a successful mutiny (M21-32, M21-33)."""


@dataclass(frozen=True, slots=True)
class CardDraw(Task):
    """Automatic: the new captain's card, or a counter card (M21-173, M21-118)."""

    captain: int


@dataclass(frozen=True, slots=True)
class EndCheck(Task):
    """Automatic: the end-of-game check (M21-34, M21-35)."""


@dataclass(frozen=True, slots=True)
class SquareBonus(Task):
    """Automatic: the bonus of prestige-track square `index`, kept in order (M21-16)."""

    seat: int
    index: int


# ---- the actions -------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class NcKeep(Task):
    """Decision: keep the Non-Commercial jewel or decline it for a refund (M21-48)."""

    seat: int


@dataclass(frozen=True, slots=True)
class Roll(Task):
    """Chance: `dice` dice for `seat`'s Shipwrecks or Tavern disc (M21-52, M21-56)."""

    dice: int
    kind: RollKind
    seat: int
    slot: str
    rerolled: bool


@dataclass(frozen=True, slots=True)
class RollReaction(Task):
    """Decision: `seat` may reroll with a card (M21-23, V08)."""

    seat: int
    kind: RollKind
    slot: str


@dataclass(frozen=True, slots=True)
class ShipResult(Task):
    """Automatic: what the Shipwrecks roll won (M21-52, M21-53)."""

    seat: int
    slot: str


@dataclass(frozen=True, slots=True)
class TavernShare(Task):
    """Automatic: the Tavern roll's rum, handed out (M21-56 step 4)."""

    seat: int
    slot: str


@dataclass(frozen=True, slots=True)
class SellType(Task):
    """Decision: which combination City C5 sells (M21-64)."""

    seat: int


@dataclass(frozen=True, slots=True)
class SellPick(Task):
    """Decision: the next jewel of a sale of `combo` (M21-60 step 1)."""

    seat: int
    combo: str


@dataclass(frozen=True, slots=True)
class SellRum(Task):
    """Decision: the rum added to a sale of `combo` (M21-60 step 2)."""

    seat: int
    combo: str


@dataclass(frozen=True, slots=True)
class CityFifth(Task):
    """Automatic: the prestige of the fifth disc on City (M21-63)."""

    seat: int


@dataclass(frozen=True, slots=True)
class Steal(Task):
    """Decision: City C2, a face-up jewel or the top Non-Commercial one (M21-62)."""

    seat: int


@dataclass(frozen=True, slots=True)
class K2Victim(Task):
    """Decision: whom the lone K2 disc takes a doubloon from (M21-68)."""

    seat: int


# ---- treasure tokens and Mutiny cards (M21-90 to M21-99, M21-132) -------------------------------
@dataclass(frozen=True, slots=True)
class Exchange(Task):
    """Decision: how many doubloons an exchange token turns into prestige (M21-92)."""

    seat: int
    token: str


@dataclass(frozen=True, slots=True)
class RumForGold(Task):
    """Decision: how much rum V16 turns into doubloons in play."""

    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class Target(Task):
    """Decision: the victim of V03 or V04."""

    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class KeepTreasure(Task):
    """Decision: which Treasure Map token to keep (V05)."""

    seat: int


@dataclass(frozen=True, slots=True)
class OldFriends(Task):
    """Decision: the reward of Old Friends (V13)."""

    seat: int


@dataclass(frozen=True, slots=True)
class CardDecide(Task):
    """Decision: apply the card just drawn or keep it (M21-173, M21-182)."""

    seat: int


@dataclass(frozen=True, slots=True)
class GiveJewel(Task):
    """Decision: the jewel the captain gives to `target` (O-card)."""

    seat: int
    target: int


@dataclass(frozen=True, slots=True)
class ReturnTreasure(Task):
    """Decision: the token the captain returns to the box (O15)."""

    seat: int


# ---- final scoring (M21-103, M21-104) ----------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Scoring(Task):
    """Automatic: final scoring begins (M21-103)."""


@dataclass(frozen=True, slots=True)
class ScoreStep(Task):
    """Automatic: scoring step `step` (1-6) for every player in turn order."""

    step: int


@dataclass(frozen=True, slots=True)
class ScoreRecord(Task):
    """Automatic: record (PP, D) after step `step`."""

    step: int


@dataclass(frozen=True, slots=True)
class ScoreTokens(Task):
    """Decision: the order `seat` uses its tokens in at step 1."""

    seat: int


@dataclass(frozen=True, slots=True)
class ScoreCards(Task):
    """Automatic: `seat`'s cards at step 5."""

    seat: int


@dataclass(frozen=True, slots=True)
class AtEnd(Task):
    """Decision: use a Voluntary card's end-of-game effect (step 5)."""

    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class ReturnRum(Task):
    """Decision: how much rum V16 returns at step 5."""

    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class GameOver(Task):
    """Automatic: the winner (M21-104)."""
