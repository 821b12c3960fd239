"""Everything that can stand on Black Fleet's agenda (BF-150, BF-151, BF-154, BF-160).

The bottom of the agenda is always the phase of the turn (BF-151): a decision the active
player answers again and again (`Ships`, `Sail` ...), or the automatic task that closes a step
(`Step4`, `EndTurn`, and `Deal`/`Begin` during the setup). Above it lies the work a move left to
do before the phase goes on: draws, discards, a fortune card's target, the card's discard.

Two names describe each task for the View (the digest's BF-165: "which phase it is"):
- `PHASE`: the phase the view names while this task is the bottom of the agenda;
- `KEY`: how the task is listed in the view's `tasks`, the public work to come, as the tuple
  `(KEY, *fields)`; the phase decisions are not listed (the phase names them).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from game.core import Task, push
from game.core.agenda import T
from game.core.limits import MAX_SEATS


class BFTask(Task):
    """A Black Fleet task: a frozen dataclass of plain fields."""

    __slots__ = ()
    __match_args__: ClassVar[tuple[str, ...]] = ()  # the fields, in order (set by @dataclass)
    KEY: ClassVar[str] = ""  # name in the view's `tasks` ("" = a phase decision, not listed)
    PHASE: ClassVar[str] = ""  # the view's phase while this task is the agenda's bottom

    def shown(self) -> tuple[Any, ...]:
        """The task as the view lists it: (KEY, *fields)."""
        return (self.KEY, *(getattr(self, name) for name in self.__match_args__))


# ---- setup (BF-154, BF-160, BF-161) ---------------------------------------------------------
@dataclass(frozen=True, slots=True)
class SetAside(BFTask):
    """Chance: the identification cards set aside with fewer than four players (BF-160a)."""

    KEY: ClassVar[str] = "aside"


@dataclass(frozen=True, slots=True)
class DealColours(BFTask):
    """Chance: who gets which colour, hence the seat order (BF-160b, AD-24)."""

    KEY: ClassVar[str] = "colours"


@dataclass(frozen=True, slots=True)
class ShuffleDevelopment(BFTask):
    """Chance: the order of the development deck of the `pile`-th cost (BF-160c)."""

    KEY: ClassVar[str] = "shuffle_dev"
    pile: int


@dataclass(frozen=True, slots=True)
class ShuffleFortune(BFTask):
    """Chance: the order of the fortune deck (BF-160d)."""

    KEY: ClassVar[str] = "shuffle_fortune"


@dataclass(frozen=True, slots=True)
class ShuffleMovement(BFTask):
    """Chance: the order of the movement deck (BF-160e)."""

    KEY: ClassVar[str] = "shuffle_movement"


@dataclass(frozen=True, slots=True)
class Deal(BFTask):
    """Automatic: development cards, fortune and movement hands (BF-161)."""

    KEY: ClassVar[str] = "deal"
    PHASE: ClassVar[str] = "setup"


@dataclass(frozen=True, slots=True)
class PlaceStart(BFTask):
    """Decision: `seat` places its merchant before the first turn (BF-17, BF-154)."""

    KEY: ClassVar[str] = "place"
    seat: int


@dataclass(frozen=True, slots=True)
class Begin(BFTask):
    """Automatic: the first turn begins (BF-20)."""

    KEY: ClassVar[str] = "begin"
    PHASE: ClassVar[str] = "setup"


# ---- the phases of a turn (BF-151) ------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class PlaceMerchant(BFTask):
    """Decision, START-MERCHANT: the sunk merchant comes back (BF-21, BF-80)."""

    PHASE: ClassVar[str] = "merchant_entry"
    seat: int


@dataclass(frozen=True, slots=True)
class EnterPirate(BFTask):
    """Decision, START-PIRATE: the pirate enters (BF-21, BF-81)."""

    PHASE: ClassVar[str] = "pirate_entry"
    seat: int


@dataclass(frozen=True, slots=True)
class PlayMovement(BFTask):
    """Decision, STEP-1: play a movement card, or a pre-card fortune card (BF-22, BF-90)."""

    PHASE: ClassVar[str] = "step1"
    seat: int


@dataclass(frozen=True, slots=True)
class Ships(BFTask):
    """Decision, STEP-2 between activations (BF-23, BF-152)."""

    PHASE: ClassVar[str] = "step2"
    seat: int


@dataclass(frozen=True, slots=True)
class Sail(BFTask):
    """Decision, ACTIVATION of the ship in `turn.current` (BF-44, BF-153)."""

    PHASE: ClassVar[str] = "activation"
    seat: int


@dataclass(frozen=True, slots=True)
class Step4(BFTask):
    """Automatic: the draws of STEP-3 are done, the purchase comes (BF-24, BF-25)."""

    KEY: ClassVar[str] = "step4"
    PHASE: ClassVar[str] = "step3"


@dataclass(frozen=True, slots=True)
class Purchase(BFTask):
    """Decision, STEP-4: buy one card or pass (BF-110)."""

    PHASE: ClassVar[str] = "step4"
    seat: int


@dataclass(frozen=True, slots=True)
class EndTurn(BFTask):
    """Automatic, END: the turn is over; the next one, or the end of the game (BF-27)."""

    KEY: ClassVar[str] = "end_turn"
    PHASE: ClassVar[str] = "step4"


# ---- hands (BF-92, BF-100 to BF-103) ------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class DrawMovement(BFTask):
    """Chance when the pile runs out: `seat` draws `left` movement cards (BF-100, BF-103)."""

    KEY: ClassVar[str] = "draw_m"
    seat: int
    left: int


@dataclass(frozen=True, slots=True)
class DrawFortune(BFTask):
    """Chance when the pile runs out: `seat` draws `left` fortune cards (BF-101, BF-103)."""

    KEY: ClassVar[str] = "draw_f"
    seat: int
    left: int


@dataclass(frozen=True, slots=True)
class DiscardSymbol(BFTask):
    """Decision: the movement card's discard symbol (BF-101); skipped with an empty hand."""

    KEY: ClassVar[str] = "symbol"
    seat: int


@dataclass(frozen=True, slots=True)
class HandLimit(BFTask):
    """Decision: discard down to the hand limit (BF-92); skipped within it."""

    KEY: ClassVar[str] = "limit"
    seat: int


# ---- fortune cards (BF-90 to BF-95, BF-214, BF-217) -------------------------------------------
@dataclass(frozen=True, slots=True)
class ChooseTarget(BFTask):
    """Decision: the target of the fortune card `card` (BF-95a)."""

    KEY: ClassVar[str] = "target"
    card: str


@dataclass(frozen=True, slots=True)
class Commandeer(BFTask):
    """Decision: where Commandeer pushes the enemy `kind` ship of seat `target` (BF-214)."""

    KEY: ClassVar[str] = "commandeer"
    kind: str
    target: int


@dataclass(frozen=True, slots=True)
class SeaCharts(BFTask):
    """Decision: Sea Charts, after `discarded` movement cards went (BF-217)."""

    KEY: ClassVar[str] = "sea_charts"
    discarded: int


@dataclass(frozen=True, slots=True)
class CardDone(BFTask):
    """Automatic: the fortune card being played goes to the discard pile (BF-90)."""

    KEY: ClassVar[str] = "card_done"


LISTED: tuple[type[BFTask], ...] = (
    SetAside,
    DealColours,
    ShuffleDevelopment,
    ShuffleFortune,
    ShuffleMovement,
    Deal,
    PlaceStart,
    Begin,
    Step4,
    EndTurn,
    DrawMovement,
    DrawFortune,
    DiscardSymbol,
    HandLimit,
    ChooseTarget,
    Commandeer,
    SeaCharts,
    CardDone,
)
BY_KEY: dict[str, Callable[..., BFTask]] = {cls.KEY: cls for cls in LISTED}
PHASE_DECISIONS: dict[str, Callable[[int], BFTask]] = {
    PlaceMerchant.PHASE: PlaceMerchant,
    EnterPirate.PHASE: EnterPirate,
    PlayMovement.PHASE: PlayMovement,
    Ships.PHASE: Ships,
    Sail.PHASE: Sail,
    Purchase.PHASE: Purchase,
}


# Tasks are values: the ones made at every few steps of a playout are made once here, one per
# seat (a task's __init__ costs about as much as a step's other bookkeeping)
SHIPS: tuple[Ships, ...] = tuple(Ships(q) for q in range(MAX_SEATS))
SAIL: tuple[Sail, ...] = tuple(Sail(q) for q in range(MAX_SEATS))
PLAY_MOVEMENT: tuple[PlayMovement, ...] = tuple(PlayMovement(q) for q in range(MAX_SEATS))
PURCHASE: tuple[Purchase, ...] = tuple(Purchase(q) for q in range(MAX_SEATS))
HAND_LIMIT: tuple[HandLimit, ...] = tuple(HandLimit(q) for q in range(MAX_SEATS))
DISCARD_SYMBOL: tuple[DiscardSymbol, ...] = tuple(DiscardSymbol(q) for q in range(MAX_SEATS))
# a movement draw of 1 to 7 cards (a step 2's refill: DRAW_MOVEMENT[seat][left])
DRAW_MOVEMENT: tuple[tuple[DrawMovement, ...], ...] = tuple(
    tuple(DrawMovement(q, left) for left in range(8)) for q in range(MAX_SEATS)
)
STEP4 = Step4()
END_TURN = EndTurn()
CARD_DONE = CardDone()


def phase_of(agenda: Sequence[Task]) -> str:
    """The phase of the turn (BF-151) as the view names it: "setup", "merchant_entry",
    "pirate_entry", "step1", "step2", "activation", "step3", "step4" or "over"."""
    if not agenda:
        return "over"
    bottom = agenda[0]
    return bottom.PHASE if isinstance(bottom, BFTask) else ""


def work_to_come(agenda: Sequence[Task]) -> tuple[tuple[Any, ...], ...]:
    """The tasks the view lists, the next first (the phase decisions are not listed)."""
    return tuple(t.shown() for t in reversed(agenda) if isinstance(t, BFTask) and t.KEY)


def rebuild(phase: str, work: Sequence[Sequence[Any]], active: int) -> list[Task]:
    """The agenda a view describes: its listed work, on the phase decision of `active` when
    the work does not end with a task that is a phase itself (determinize)."""
    agenda: list[Task] = []
    push(agenda, *(BY_KEY[row[0]](*row[1:]) for row in work))
    if phase in PHASE_DECISIONS and not (agenda and phase_of(agenda) == phase):
        agenda.insert(0, PHASE_DECISIONS[phase](active))
    return agenda


def pop_top(agenda: list[Task], kind: type[T]) -> T:
    """Take the `kind` task off the top and return it."""
    done = agenda.pop()
    if not isinstance(done, kind):
        raise TypeError(f"expected a {kind.__name__} on top of the agenda, found {done!r}")
    return done


def replace_top(agenda: list[Task], kind: type[T], *tasks: Task) -> T:
    """Take the `kind` task off the top and put `tasks` there instead (the first first);
    return the task taken off."""
    done = agenda.pop()  # `pop_top`, inline
    if not isinstance(done, kind):
        raise TypeError(f"expected a {kind.__name__} on top of the agenda, found {done!r}")
    agenda.extend(reversed(tasks))
    return done
