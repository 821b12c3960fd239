"""The vocabulary every game speaks: actions, decisions, chance steps, events, results, configs.

All of these are small immutable values. Anything that ends up in a save file or an action log is
plain JSON data (str, int, bool, None, lists), never an object, so that logs replay on any machine.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .frozen import quick
from .limits import MAX_NAME, SEED_RANGE

JSONScalar = str | int | bool | None
SeatId = int


@quick  # made at every step: see frozen.quick
@dataclass(frozen=True, slots=True)
class Label:
    """Something the UI will phrase in the current language: an i18n key plus its arguments.

    Keys are full python-i18n keys (`pieces_of_eight.action.play`). Argument values are plain data;
    by convention an argument named `seat` or ending in `_seat` holds a seat index that the UI
    replaces by that seat's name.
    """

    key: str
    args: Mapping[str, Any] = field(default_factory=dict, compare=False, hash=False)


@quick  # made at every step: see frozen.quick
@dataclass(frozen=True, slots=True)
class Action:
    """One option of a decision. Identity is `kind` + `args` (plain JSON scalars).

    The log stores `[kind, *args]`; the label is presentation only and ignored by equality.
    """

    kind: str
    args: tuple[JSONScalar, ...] = ()
    label: Label | None = field(default=None, compare=False, hash=False)

    @property
    def id(self) -> str:
        """A readable, stable id, e.g. `play:fore` or `target:2:aft`."""
        return ":".join([self.kind, *(str(a) for a in self.args)])

    def to_json(self) -> list[JSONScalar]:
        return [self.kind, *self.args]

    @classmethod
    def from_json(cls, data: Any) -> Action:
        if (
            not isinstance(data, list)
            or not data
            or not isinstance(data[0], str)
            or not all(a is None or isinstance(a, (str, int, bool)) for a in data[1:])
        ):
            raise ValueError(f"an action is a list [kind, args...] of plain values, not {data!r}")
        return cls(data[0], tuple(data[1:]))


@quick  # made at every step: see frozen.quick
@dataclass(frozen=True, slots=True)
class Decision:
    """The engine waits for `seat` to pick one of `options` (never empty, in a fixed order).

    `kind` names the decision for the UI and the AI (`general_action`, `react`, `discard` ...).
    Several decisions may be pending at once (a reaction window); each seat has at most one.
    """

    seat: SeatId
    kind: str
    options: tuple[Action, ...]
    prompt: Label | None = None
    __quick_guard__: ClassVar[str] = "options"  # all __post_init__ checks (frozen.quick)

    def __post_init__(self) -> None:
        if not self.options:
            raise ValueError(f"decision {self.kind!r} for seat {self.seat} has no options")


@quick  # made at every step: see frozen.quick
@dataclass(frozen=True, slots=True)
class Chance:
    """A random step the match resolves with its seeded RNG (and logs the outcome of).

    Build one with the constructors; the outcome shapes are:
    - `roll(n, sides)`: a list of n ints in 1..sides;
    - `draw(items, count)`: a list of `count` distinct items, in draw order (uniform, without
      replacement; the items are what remains, so a deck's order is never fixed before a draw);
    - `shuffle(items)`: a permutation of items (a list);
    - `pick(items, weights)`: one item.
    """

    kind: str
    items: tuple[JSONScalar, ...] = ()
    count: int = 1
    sides: int = 6
    weights: tuple[int, ...] = ()
    label: Label | None = field(default=None, compare=False, hash=False)

    @classmethod
    def roll(cls, n: int = 1, sides: int = 6, label: Label | None = None) -> Chance:
        return cls("roll", count=n, sides=sides, label=label)

    @classmethod
    def draw(
        cls, items: Iterable[JSONScalar], count: int = 1, label: Label | None = None
    ) -> Chance:
        pool = tuple(items)
        if not 0 < count <= len(pool):
            raise ValueError(f"cannot draw {count} of {len(pool)} items")
        return cls("draw", items=pool, count=count, label=label)

    @classmethod
    def shuffle(cls, items: Iterable[JSONScalar], label: Label | None = None) -> Chance:
        pool = tuple(items)
        return cls("shuffle", items=pool, count=len(pool), label=label)

    @classmethod
    def pick(
        cls,
        items: Iterable[JSONScalar],
        weights: Iterable[int] = (),
        label: Label | None = None,
    ) -> Chance:
        pool, w = tuple(items), tuple(weights)
        if not pool or (w and len(w) != len(pool)):
            raise ValueError("pick needs items (and one weight per item)")
        return cls("pick", items=pool, weights=w, label=label)

    def validate(self, outcome: Any) -> None:
        """Raise ValueError unless `outcome` is a possible outcome of this step (forced outcomes
        in tests and outcomes read from save files go through here)."""
        if self.kind == "roll":
            ok = (
                isinstance(outcome, list)
                and len(outcome) == self.count
                and all(type(x) is int and 1 <= x <= self.sides for x in outcome)
            )
        elif self.kind == "draw":
            ok = (
                isinstance(outcome, list)
                and len(outcome) == self.count
                and _is_submultiset(outcome, self.items)
            )
        elif self.kind == "shuffle":
            ok = isinstance(outcome, list) and sorted(map(repr, outcome)) == sorted(
                map(repr, self.items)
            )
        elif self.kind == "pick":
            ok = _typed(outcome) in map(_typed, self.items)
        else:
            ok = False
        if not ok:
            raise ValueError(f"{outcome!r} is not an outcome of chance step {self.kind!r}")


def _is_submultiset(chosen: list[Any], pool: tuple[Any, ...]) -> bool:
    remaining = [_typed(x) for x in pool]
    for x in map(_typed, chosen):
        if x not in remaining:
            return False
        remaining.remove(x)
    return True


def _typed(x: Any) -> tuple[type, Any]:
    """A value with its type, for comparisons where True is not 1 (outcomes, options)."""
    return (type(x), x)


@dataclass(frozen=True, slots=True)
class Over:
    """Pending value of a finished game; `Rules.result(state)` says who won."""


OVER = Over()
Pending = tuple[Decision, ...] | Chance | Over


@quick  # made at every step: see frozen.quick
@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for animations, sounds and the log.

    `visible_to=None` means public. Otherwise only those seats see `data`; everyone else sees
    `redacted` (or nothing when `redacted` is None). `reveal=True` marks an event that shows some
    seat hidden information (a card drawn, a coin turned up): undo never crosses it.
    The log line is the i18n key `<game>.log.<type>` filled from the (visible) data.
    """

    type: str
    data: Mapping[str, Any] = field(default_factory=dict)
    visible_to: tuple[SeatId, ...] | None = None
    redacted: Mapping[str, Any] | None = None
    reveal: bool = False

    def seen_by(self, seat: SeatId | None) -> Event | None:
        """This event as `seat` perceives it (None = a spectator), or None if it sees nothing."""
        if self.visible_to is None or (seat is not None and seat in self.visible_to):
            return self
        if self.redacted is None:
            return None
        return Event(self.type, self.redacted, None, None, self.reveal)


@quick  # made at every step: see frozen.quick
@dataclass(frozen=True, slots=True)
class RuleRef:
    """Why something is illegal: the rule ID (`P8-14`) and a message key with arguments."""

    rule: str
    key: str
    args: Mapping[str, Any] = field(default_factory=dict, compare=False, hash=False)

    def __str__(self) -> str:
        return f"{self.rule}: {self.key}" + (f" {dict(self.args)}" if self.args else "")


@dataclass(frozen=True, slots=True)
class Result:
    """How a finished (or step-capped) game ranks its seats.

    `ranking` lists places, best first; each place is a tuple of seats (a shared place holds
    several). `scores` has one number per seat; `breakdown` one mapping per seat from i18n key to
    amount (shown on the game-over screen). `reason` is an i18n key (`<game>.end.<why>`).
    """

    ranking: tuple[tuple[SeatId, ...], ...]
    scores: tuple[float, ...] = ()
    breakdown: tuple[Mapping[str, Any], ...] = ()
    reason: str = ""

    @property
    def winners(self) -> tuple[SeatId, ...]:
        return self.ranking[0] if self.ranking else ()

    def place_of(self, seat: SeatId) -> int:
        for i, place in enumerate(self.ranking):
            if seat in place:
                return i
        return len(self.ranking)


@quick  # made at every step: see frozen.quick
@dataclass(frozen=True, slots=True)
class Progress:
    """How far a match has come and how each seat stands by the game's own measure (`Rules.
    progress`): the load screen says where a saved match stands, the game-over chart draws
    `scores` round by round.

    `round`: the round under way (0 before the first), or whatever the game counts in, named by
    the i18n key `unit` ("Rounds", "Turns"); the chart starts a new point whenever it changes.
    `scores`: one number per seat, the game's measure of progress (coins in a ship, prestige,
    doubloons, islands), named by the i18n key `measure`. `when`: where the match stands, for a
    player ("Round 4", "Game 2, turn 14"); None: `core.progress.round` with `n` = `round`.
    """

    round: int
    scores: tuple[float, ...]
    measure: str = "core.progress.score"
    unit: str = "core.progress.rounds"
    when: Label | None = None

    def same_point(self, other: Progress) -> bool:
        """Whether `other` is the same chart point: the same round and the same scores."""
        return self.round == other.round and self.scores == other.scores

    def when_label(self) -> Label:
        return (
            self.when if self.when is not None else Label("core.progress.round", {"n": self.round})
        )


@dataclass(frozen=True, slots=True)
class VariantSpec:
    """A setup option of a game, shown on the match-setup screen.

    kind: `bool`, `choice` (one of `choices`) or `int` (`low`..`high`). Label keys:
    `<game>.variant.<key>`, and `<game>.variant.<key>.<choice>` for each choice.
    `seats` restricts the seat counts it applies to (empty = all).
    """

    key: str
    kind: str
    default: Any
    choices: tuple[Any, ...] = ()
    low: int = 0
    high: int = 0
    seats: tuple[int, ...] = ()

    def validate(self, value: Any) -> Any:
        if self.kind == "bool" and isinstance(value, bool):
            return value
        if self.kind == "choice" and _typed(value) in map(_typed, self.choices):
            return value
        if (
            self.kind == "int"
            and isinstance(value, int)
            and not isinstance(value, bool)
            and self.low <= value <= self.high
        ):
            return value
        raise ValueError(f"variant {self.key!r}: {value!r} is not allowed")


@dataclass(frozen=True, slots=True)
class TitleInfo:
    """What the platform needs to know about a game before any match exists.

    Names and blurbs are the i18n keys `<id>.name` and `<id>.blurb`. `two_player_variant` names a
    bool variant switched on when a match has two seats (for games whose base rules need more).
    `default_seats` is the seat count the setup screen proposes (0: the minimum).
    `dealt_colours`: the rules assign colours (a chance step), so the setup screen hides them.
    """

    id: str
    min_seats: int
    max_seats: int
    has_hidden_info: bool
    rules_version: int = 1
    variants: tuple[VariantSpec, ...] = ()
    two_player_variant: str | None = None
    colours: tuple[str, ...] = (
        "red",
        "blue",
        "green",
        "yellow",
        "purple",
        "orange",
        "white",
        "black",
        "teal",
    )
    default_seats: int = 0
    step_cap: int = 20_000  # simulator: matches longer than this are stopped and ranked
    dealt_colours: bool = False  # the game deals seat colours itself (setup offers no choice)

    @property
    def seat_range(self) -> tuple[int, int]:
        """The fewest and most seats a match may have: with a two-player variant, two is the
        fewest (the variant is switched on for them)."""
        low = min(self.min_seats, 2) if self.two_player_variant else self.min_seats
        return low, self.max_seats

    def variant(self, key: str) -> VariantSpec:
        for spec in self.variants:
            if spec.key == key:
                return spec
        raise KeyError(key)


@dataclass(frozen=True, slots=True)
class SeatConfig:
    """One seat of a match: its player's name, human or AI (with the AI's level), its colour."""

    name: str
    kind: str = "human"  # "human" | "ai"
    level: str = "heuristic"  # AI level: "random", "heuristic", ...
    colour: str = ""

    def __post_init__(self) -> None:
        if not 0 < len(self.name) <= MAX_NAME:
            raise ValueError(f"a seat's name has 1 to {MAX_NAME} characters, not {len(self.name)}")

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "level": self.level, "colour": self.colour}


@dataclass(frozen=True, slots=True)
class MatchConfig:
    """Everything that fixes a match before its first action: game, seats, variants, seed, and
    table options (`options`, e.g. how reaction prompts are asked in hot-seat)."""

    game: str
    seats: tuple[SeatConfig, ...]
    variants: Mapping[str, Any] = field(default_factory=dict)
    seed: int = 0
    options: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        low, high = SEED_RANGE
        if not low <= self.seed <= high:
            raise ValueError(f"a match seed lies in {low}..{high}, not {self.seed}")

    @property
    def n_seats(self) -> int:
        return len(self.seats)

    def variant(self, key: str, default: Any = None) -> Any:
        return self.variants.get(key, default)

    def human_seats(self) -> tuple[SeatId, ...]:
        return tuple(i for i, s in enumerate(self.seats) if s.is_human)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "seats": [s.to_json() for s in self.seats],
            "variants": dict(self.variants),
            "seed": self.seed,
            "options": dict(self.options),
        }
