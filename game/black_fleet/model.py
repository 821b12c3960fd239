"""Black Fleet state and views: plain dataclasses with hand-written clones.

What is left to do is the agenda (tasks.py): its bottom task is the phase of the turn.

Positions are cell indexes (y * width + x, see content.Geometry). A ship that is out of play
(BF-18, BF-51, BF-71) is at OUT; a pirate waiting in distant sea z (BF-36) is at zone_code(z).

Ships of the active player are addressed by slot: 0 merchant, 1 pirate, 2 and 3 the two navies
(in the order of game.yaml: yellow, purple). Actions name slots by SLOT_NAMES.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from dataclasses import fields as fields_of
from typing import Any

from mypy_extensions import mypyc_attr

from game.core import Action, Task
from game.core.frozen import make

from .content import Cell, MapData
from .tasks import phase_of

OUT = -1  # out of play (never placed, or sunk)
MERCHANT, PIRATE = 0, 1
NAVY_SLOTS = (2, 3)
SLOTS = (MERCHANT, PIRATE, 2, 3)
SHIP_KINDS = ("merchant", "pirate")


def zone_code(z: int) -> int:
    """The position of a pirate waiting in distant sea number z (BF-36)."""
    return -2 - z


def zone_of(pos: int) -> int:
    """The distant sea number of a zone position, or -1 if `pos` is not a zone."""
    return -2 - pos if pos <= -2 else -1


def on_grid(pos: int) -> bool:
    return pos >= 0


def int_arg(a: Action, i: int) -> int:
    """Argument `i` of an action, an int (seats, coordinates)."""
    v = a.args[i]
    assert isinstance(v, int), f"{a.id}: argument {i} is not a number"
    return v


def str_arg(a: Action, i: int) -> str:
    """Argument `i` of an action, a string (cards, ships, colours, zones)."""
    v = a.args[i]
    assert isinstance(v, str), f"{a.id}: argument {i} is not a name"
    return v


def xy_arg(a: Action) -> Cell:
    """The (x, y) space an action names by its first two arguments (`int_arg` of each,
    inline: every move names one)."""
    x, y = a.args[0], a.args[1]
    assert isinstance(x, int) and isinstance(y, int), f"{a.id}: a space is two numbers"
    return x, y


@dataclass
class Turn:
    """Everything that lasts only until the end of the active player's turn (BF-151 END)."""

    card: str = ""  # movement card played this turn (BF-22)
    wind: int = 0  # Change of Wind plays: odd = primary navy switched (BF-356)
    patrol: bool = False  # Second Patrol played (BF-203)
    started: list[bool] = field(default_factory=lambda: [False] * 4)  # per slot (BF-44)
    ended: list[bool] = field(default_factory=lambda: [False] * 4)
    current: int = -1  # slot activating now, -1 between activations
    steps: list[int] = field(default_factory=lambda: [0] * 4)  # steps used (BF-31)
    bonus: list[int] = field(default_factory=lambda: [0] * 4)  # card allowance (BF-350)
    shallow: list[bool] = field(default_factory=lambda: [False] * 4)  # Shallow Waters (BF-204)
    actions: list[int] = field(default_factory=lambda: [0] * 4)  # actions taken (BF-41)
    attacks: list[int] = field(default_factory=lambda: [0] * 4)  # attacks made
    extra_used: list[bool] = field(default_factory=lambda: [False] * 4)  # Broadside used (BF-355)
    buried: bool = False  # the pirate buried this turn (BF-74)
    long_uses: int = 0  # Grappling Hooks uses left (BF-205)
    quick_burial: bool = False  # BF-206
    broadsides: int = 0  # Broadside extra attacks not yet used (BF-207)
    market: int = 0  # Market Day plays (BF-208)
    riches: int = 0  # Buried Riches plays (BF-209)
    bounty: int = 0  # Bounty plays (BF-210)
    smugglers: bool = False  # Smugglers' Market (BF-212)
    resupply: bool = False  # Resupply (BF-213)
    decoy_used: bool = False  # BF-322
    hideout_used: bool = False  # BF-321(a)
    fortunes: list[str] = field(default_factory=list)  # played this turn: "FC01" / "FC01>merchant"

    @classmethod
    def new(cls) -> Turn:
        """`Turn()`, its lists given (a turn begins every few steps of a playout: the fields'
        nine default factories cost more than the rest of the turn's start)."""
        return cls(
            started=[False] * 4,
            ended=[False] * 4,
            steps=[0] * 4,
            bonus=[0] * 4,
            shallow=[False] * 4,
            actions=[0] * 4,
            attacks=[0] * 4,
            extra_used=[False] * 4,
            fortunes=[],
        )

    def clone(self) -> Turn:
        return replace(
            self,
            started=self.started[:],
            ended=self.ended[:],
            steps=self.steps[:],
            bonus=self.bonus[:],
            shallow=self.shallow[:],
            actions=self.actions[:],
            attacks=self.attacks[:],
            extra_used=self.extra_used[:],
            fortunes=self.fortunes[:],
        )


_TURN_FIELDS = tuple(f.name for f in fields_of(Turn))  # TurnView has the same fields


@dataclass
class State:
    n: int
    house: bool  # the two-seat house variant (BF-135)
    victory_cost: list[int]  # per seat (BF-130)
    colours: list[str]  # per seat, "" until dealt (BF-14)
    order: list[int]  # seats in turn order, black first (BF-14, BF-20)
    aside: list[str]  # identification cards set aside (BF-14)
    merchant: list[int]  # per seat: cell or OUT
    pirate: list[int]  # per seat: cell, zone code or OUT
    navy: list[int]  # per navy: cell
    cargo: list[list[str]]  # per seat's merchant: cube colours (BF-60)
    treasure: list[str]  # per seat's pirate: cube colour or "" (BF-70)
    stock: list[int]  # per port: cubes of its colour (BF-66)
    wealth: list[int]  # doubloons per seat (BF-113)
    dev: list[list[str]]  # per seat: dealt development cards, ascending cost
    dev_up: list[list[bool]]  # per seat: face up (bought)
    victory_up: list[bool]
    dev_piles: list[list[str]]  # per cost: deck (setup) then the undealt cards (BF-12)
    mhand: list[list[str]]
    fhand: list[list[str]]
    mpile: list[str]  # movement draw pile, top = last (BF-16)
    mdisc: list[str]
    fpile: list[str]  # fortune draw pile, top = last (BF-15)
    fdisc: list[str]
    active: int = 0
    round: int = 0
    final_round: bool = False  # BF-120
    playing: str = ""  # fortune card being resolved (BF-90)
    agenda: list[Task] = field(default_factory=list)  # what is left to do, top = last
    turn: Turn = field(default_factory=Turn)

    @property
    def phase(self) -> str:
        """The phase of the turn (BF-151), named by the agenda's bottom task."""
        return phase_of(self.agenda)

    def clone(self) -> State:
        return replace(
            self,
            victory_cost=self.victory_cost[:],
            colours=self.colours[:],
            order=self.order[:],
            aside=self.aside[:],
            merchant=self.merchant[:],
            pirate=self.pirate[:],
            navy=self.navy[:],
            cargo=[c[:] for c in self.cargo],
            treasure=self.treasure[:],
            stock=self.stock[:],
            wealth=self.wealth[:],
            dev=[d[:] for d in self.dev],
            dev_up=[d[:] for d in self.dev_up],
            victory_up=self.victory_up[:],
            dev_piles=[p[:] for p in self.dev_piles],
            mhand=[h[:] for h in self.mhand],
            fhand=[h[:] for h in self.fhand],
            mpile=self.mpile[:],
            mdisc=self.mdisc[:],
            fpile=self.fpile[:],
            fdisc=self.fdisc[:],
            agenda=self.agenda[:],
            turn=self.turn.clone(),
        )


# ---- views ---------------------------------------------------------------------------------
@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class ShipView:
    """One ship as everybody sees it (BF-165: the whole board is public)."""

    id: str  # "merchant:0", "pirate:2", "navy:yellow"
    kind: str  # merchant | pirate | navy
    owner: int | None  # seat, None for the navies
    colour: str  # player colour, or the navy's colour
    cell: Cell | None  # None when in a distant sea or out of play
    zone: str | None  # distant sea id while waiting there
    cargo: tuple[str, ...]  # merchant cubes, or the pirate's treasure


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class DevSlot:
    cost: int
    card: str | None  # None: face down and not this seat's card (BF-12)
    face_up: bool


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class PlayerView:
    seat: int
    colour: str
    wealth: int
    development: tuple[DevSlot, ...]
    victory_cost: int
    victory_up: bool
    movement_hand: tuple[str, ...] | None  # None: hidden (BF-93)
    fortune_hand: tuple[str, ...] | None
    movement_count: int
    fortune_count: int


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class TurnView:
    """The public bookkeeping of the turn in progress (BF-165), slot-indexed like Turn."""

    card: str
    wind: int
    patrol: bool
    started: tuple[bool, ...]
    ended: tuple[bool, ...]
    current: int
    steps: tuple[int, ...]
    bonus: tuple[int, ...]
    shallow: tuple[bool, ...]
    actions: tuple[int, ...]
    attacks: tuple[int, ...]
    extra_used: tuple[bool, ...]
    buried: bool
    long_uses: int
    quick_burial: bool
    broadsides: int
    market: int
    riches: int
    bounty: int
    smugglers: bool
    resupply: bool
    decoy_used: bool
    hideout_used: bool
    fortunes: tuple[str, ...]

    @classmethod
    def of(cls, t: Turn) -> TurnView:
        values = (getattr(t, k) for k in _TURN_FIELDS)
        fields: dict[str, Any] = {
            k: tuple(v) if isinstance(v, list) else v for k, v in zip(_TURN_FIELDS, values)
        }
        return make(cls, **fields)

    def thaw(self) -> Turn:
        values = (getattr(self, k) for k in _TURN_FIELDS)
        fields: dict[str, Any] = {
            k: list(v) if isinstance(v, tuple) else v for k, v in zip(_TURN_FIELDS, values)
        }
        return Turn(**fields)


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class BlackFleetView:
    """Everything one seat may know (BF-165). The table scene draws from it:

    - `board`: the printed map (grid rows, ports with colours and prices, beaches with values,
      lairs, distant seas, navy starts); `ships`: every ship with its cell/zone and cubes;
      `stocks`: cubes at each port (in `board.ports` order);
    - `players`: wealth, development row (faces hidden for others), victory card, hands (only
      this seat's own contents, counts for everybody);
    - piles: draw pile counts, discard piles in order (AD-27), undealt development counts;
    - the turn: `active`, `phase`, `turn` (card played, activations, steps, actions, fortune
      cards played), `controlled` navies with `allowances` per slot (merchant, pirate, navies);
    - `playing`/`tasks`: a fortune card being resolved and the automatic work still to come.
    """

    seat: int | None
    n_seats: int
    house_rule: bool
    phase: str
    active: int
    round: int
    final_round: bool
    order: tuple[int, ...]
    set_aside: tuple[str, ...]
    players: tuple[PlayerView, ...]
    ships: tuple[ShipView, ...]
    stocks: tuple[int, ...]
    movement_pile: int
    fortune_pile: int
    movement_discard: tuple[str, ...]
    fortune_discard: tuple[str, ...]
    development_piles: tuple[int, ...]
    playing: str
    tasks: tuple[tuple[Any, ...], ...]
    turn: TurnView
    primary_navy: str | None
    controlled: tuple[str, ...]
    allowances: tuple[int, ...]
    board: MapData

    def ship(self, ship_id: str) -> ShipView:
        for s in self.ships:
            if s.id == ship_id:
                return s
        raise KeyError(ship_id)
