"""A match: one game's rules and state, its seeded RNG, the action log, undo and saves.

Scenes, AI runners, the simulator and tests all drive a game through a Match. It is the only
place where chance outcomes are drawn, where actions are checked before they reach the rules,
and where the log that replays a game is kept:

    log entry = {"seat": s, "action": [kind, *args]} (+ "ms": think time for clocked games)
              | {"chance": outcome}

Seed + config + log = the same game, always. A save stores exactly that (plus hashes of what
every seat saw, every HASH_EVERY steps and at the end, to prove the replay) and loading replays
it. The hashes are of the views, not of the engine's internal layout, so a refactor that changes
no view keeps every save loadable (format 1 hashed the internal layout; its hashes are dropped
on load and the replay's step-by-step legality checks remain).
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from .errors import IllegalAction, SaveError
from .plain import to_plain
from .rng import Rng
from .rules import AnyRules
from .saves import SAVE_FORMAT
from .types import (
    Action,
    Chance,
    Decision,
    Event,
    MatchConfig,
    Over,
    Pending,
    Result,
    RuleRef,
    SeatId,
)

SAVE_FORMAT_VERSION = 2
HASH_EVERY = 25  # a hash of every seat's view is recorded every this many log entries
RECENT_EVENTS = 300  # events kept for a table that opens on a match already under way
APP_VERSION = "1.0.0"

Listener = Callable[[list[Event]], None]
LogEntry = dict[str, Any]
Document = dict[str, Any]


def _offered(options: tuple[Action, ...], action: Action) -> Action | None:
    """The option equal to `action`, or None. Policies hand back the option object itself, so
    identity is tried first (equality compares fields, and playouts submit a lot)."""
    for option in options:
        if option is action:
            return option
    for option in options:
        if option == action:
            return option
    return None


def _v1_to_v2(data: Document) -> Document:
    """Format 1 hashed the engine's internal state layout; those hashes cannot be checked by an
    engine laid out differently, so they are dropped (every step is still checked on replay)."""
    out = {k: v for k, v in data.items() if k not in ("hashes", "final_hash")}
    out["format_version"] = 2
    return out


UPGRADES: dict[int, Callable[[Document], Document]] = {1: _v1_to_v2}  # v -> makes v + 1


def _upgrade_save(data: Document) -> Document:
    """Bring an older save document up to SAVE_FORMAT_VERSION (one step per version)."""
    version = data.get("format_version")
    upgrades = UPGRADES
    while isinstance(version, int) and version in upgrades:
        data = upgrades[version](data)
        version = data["format_version"]
    return data


class Match:
    """Rules + state + RNG + log. See the module docstring."""

    def __init__(
        self, rules: AnyRules, config: MatchConfig, *, record_hashes: bool = True, undo: bool = True
    ) -> None:
        self.rules = rules
        self.config = config
        self.rng = Rng(config.seed)
        self.state = rules.setup(config)
        self.log: list[LogEntry] = []
        self.hashes: dict[int, str] = {}
        self.record_hashes = record_hashes
        self.undo_enabled = undo
        self._pending: Pending | None = None
        self._undo: list[tuple[int, Any, SeatId]] = []  # (log length, state before, seat)
        self.listeners: list[Listener] = []
        self.recent_events: deque[Event] = deque(maxlen=RECENT_EVENTS)  # also filled by replay
        self.on_change: Callable[[Match], None] | None = None  # e.g. the autosave hook
        self.started_at = time.time()

    # ---- what the game waits for ---------------------------------------------------------------
    @property
    def pending(self) -> Pending:
        if self._pending is None:
            self._pending = self.rules.pending(self.state)
        return self._pending

    @property
    def is_over(self) -> bool:
        return isinstance(self.pending, Over)

    @property
    def chance_pending(self) -> bool:
        return isinstance(self.pending, Chance)

    def decisions(self) -> tuple[Decision, ...]:
        p = self.pending
        return p if isinstance(p, tuple) else ()

    def decision_for(self, seat: SeatId) -> Decision | None:
        for d in self.decisions():
            if d.seat == seat:
                return d
        return None

    @property
    def clocked(self) -> bool:
        """True when the game runs a clock: think time goes with each action (`submit(ms=)`)."""
        return self.rules.ai_clock_charge_ms(self.state) > 0

    def result(self) -> Result | None:
        return self.rules.result(self.state)

    def view(self, seat: SeatId | None) -> Any:
        return self.rules.view(self.state, seat)

    # ---- changing the game -----------------------------------------------------------------------
    def submit(self, seat: SeatId, action: Action, ms: int | None = None) -> list[Event]:
        """Take `action` for `seat`, or raise IllegalAction naming the rule that forbids it.
        `ms` is the think time to charge for games with a clock (logged and replayed)."""
        decision = self.decision_for(seat)
        offered = _offered(decision.options, action) if decision is not None else None
        if offered is None:
            if not self.rules.is_standing(self.state, seat, action):
                ref = self.rules.why_illegal(self.state, seat, action) or RuleRef(
                    "CORE-2", "core.illegal.not_an_option", {"action": action.id}
                )
                raise IllegalAction(ref, action, seat)
            decision = None
        else:
            action = offered  # the option itself (it carries the label)
        undoable = (
            self.undo_enabled
            and decision is not None
            and self.config.seats[seat].is_human
            and self.rules.undo_allowed(self.state)
        )
        if undoable:
            if self._undo and self._undo[-1][2] != seat:
                self._undo.clear()
            self._undo.append((len(self.log), self.rules.clone(self.state), seat))
        else:
            self._undo.clear()
        entry: LogEntry = {"seat": seat, "action": action.to_json()}
        events: list[Event] = []
        if ms is not None:
            entry["ms"] = int(ms)
            events += self.rules.charge_time(self.state, seat, int(ms))
        events += self.rules.apply(self.state, seat, action)
        if any(e.reveal for e in events):
            self._undo.clear()  # never undo past hidden information coming to light
        self._commit(entry, events)
        return events

    def step_chance(self, outcome: Any = None) -> list[Event]:
        """Resolve the pending chance step with the match RNG, or with a forced `outcome`
        (tests and replays)."""
        chance = self.pending
        if not isinstance(chance, Chance):
            raise RuntimeError("no chance step is pending")
        if outcome is None:
            outcome = self.rng.outcome(chance)
        else:
            chance.validate(outcome)
        self._undo.clear()
        events = self.rules.resolve_chance(self.state, outcome)
        self._commit({"chance": outcome}, events)
        return events

    def run_chance(self) -> list[Event]:
        """Resolve chance steps until a decision (or the end) is pending."""
        events: list[Event] = []
        while isinstance(self.pending, Chance):
            events += self.step_chance()
        return events

    def _commit(self, entry: LogEntry, events: list[Event]) -> None:
        self.log.append(entry)
        self.recent_events.extend(events)
        self._pending = None
        if self.record_hashes and len(self.log) % HASH_EVERY == 0:
            self.hashes[len(self.log)] = self.rules.observed_hash(self.state, self.config.n_seats)
        for listener in list(self.listeners):
            listener(events)
        if self.on_change is not None:
            self.on_change(self)

    # ---- undo ----------------------------------------------------------------------------------
    def can_undo(self, seat: SeatId) -> bool:
        """A human may take back their own last actions, back to the last chance step, hidden
        reveal or action of another seat (whichever came last)."""
        return bool(self._undo) and self._undo[-1][2] == seat

    def undo(self, seat: SeatId) -> list[Event]:
        if not self.can_undo(seat):
            raise IllegalAction(RuleRef("CORE-5", "core.illegal.cannot_undo"), None, seat)
        length, state, _ = self._undo.pop()
        self.state = state
        del self.log[length:]
        for k in [k for k in self.hashes if k > length]:
            del self.hashes[k]
        self._pending = None
        events = [Event("undone", {"seat": seat})]
        self.recent_events.extend(events)
        for listener in list(self.listeners):
            listener(events)
        if self.on_change is not None:
            self.on_change(self)
        return events

    # ---- what each seat sees ---------------------------------------------------------------------
    @staticmethod
    def events_for(seat: SeatId | None, events: Iterable[Event]) -> list[Event]:
        out = []
        for e in events:
            seen = e.seen_by(seat)
            if seen is not None:
                out.append(seen)
        return out

    # ---- saving and loading ----------------------------------------------------------------------
    def to_save(self) -> Document:
        """The save document: enough to rebuild this match exactly by replay."""
        return self.save_snapshot().document()

    def save_snapshot(self) -> SaveSnapshot:
        """What a save needs, copied now (cheap: a state clone and a log copy); the costly part,
        hashing and building the document, can then run on another thread."""
        return SaveSnapshot(
            self.rules,
            self.config,
            self.rng.state(),
            list(self.log),
            dict(self.hashes),
            self.rules.clone(self.state),
            self.is_over,
        )

    @classmethod
    def from_save(
        cls,
        rules_for: Callable[[str], AnyRules],
        data: Mapping[str, Any],
        name: str = "save",
        **kwargs: bool,
    ) -> Match:
        """Rebuild a match by replaying a save document. Raises SaveError (naming the first
        problem) if the document is malformed, from another rules version, or does not replay to
        the states it recorded."""
        data = _upgrade_save(dict(data))
        if data.get("format") != SAVE_FORMAT:
            raise SaveError(name, "is not a Tortuga save", "core.save.not_tortuga")
        if data.get("format_version") != SAVE_FORMAT_VERSION:
            raise SaveError(
                name,
                f"has format version {data.get('format_version')!r}; "
                f"this program reads version {SAVE_FORMAT_VERSION}",
                "core.save.format_version",
                found=str(data.get("format_version")),
                expected=SAVE_FORMAT_VERSION,
            )
        try:
            game_id = str(data["game_id"])
            config = MatchConfig.from_json(data["config"])
            log = data["log"]
            rng = data["rng"]
            hashes = {int(k): str(v) for k, v in data.get("hashes", {}).items()}
            final_hash = data.get("final_hash")
            if not isinstance(log, list):
                raise TypeError("log")
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise SaveError(
                name, f"is missing or has a broken field ({exc})", "core.save.missing_fields"
            ) from None
        try:
            rules = rules_for(game_id)
        except KeyError:
            raise SaveError(
                name,
                f"is a game this program does not know ({game_id!r})",
                "core.save.unknown_game",
                game=game_id,
            ) from None
        if data.get("rules_version") != rules.info.rules_version:
            raise SaveError(
                name,
                f"was made with rules version {data.get('rules_version')!r} "
                f"of {game_id}; this program has {rules.info.rules_version}",
                "core.save.rules_version",
                found=str(data.get("rules_version")),
                expected=rules.info.rules_version,
            )
        try:
            match = cls(rules, config, **kwargs)
        except (ValueError, KeyError) as exc:
            raise SaveError(
                name, f"has a match setup this program refuses ({exc})", "core.save.setup_refused"
            ) from None
        match.replay(log, hashes, name)
        if (
            final_hash is not None
            and rules.observed_hash(match.state, config.n_seats) != final_hash
        ):
            raise SaveError(
                name,
                "does not replay to the position it recorded (damaged, or made by different rules)",
                "core.save.diverges",
            )
        try:
            match.rng = Rng(int(rng["seed"]), int(rng.get("stream", 0)), int(rng["counter"]))
        except (KeyError, TypeError, ValueError):
            raise SaveError(
                name, "has a broken random-number state", "core.save.missing_fields"
            ) from None
        match._undo.clear()
        return match

    def replay(
        self, log: list[Any], hashes: Mapping[int, str] | None = None, name: str = "log"
    ) -> None:
        """Apply log entries to this match, checking every one (and the hashes, if given)."""
        listeners, self.listeners = self.listeners, []
        on_change, self.on_change = self.on_change, None
        undo, self.undo_enabled = self.undo_enabled, False
        try:
            for i, entry in enumerate(log, 1):
                self._replay_entry(entry, i, name)
                if (
                    hashes
                    and i in hashes
                    and self.rules.observed_hash(self.state, self.config.n_seats) != hashes[i]
                ):
                    raise SaveError(
                        name,
                        f"step {i} does not reach the recorded position "
                        "(damaged, or made by different rules)",
                        "core.save.step_diverges",
                        step=i,
                    )
        finally:
            self.listeners, self.on_change = listeners, on_change
            self.undo_enabled = undo

    def _replay_entry(self, entry: Any, i: int, name: str) -> None:
        if not isinstance(entry, dict):
            raise SaveError(
                name,
                f"step {i} is not an action or a chance outcome",
                "core.save.step_malformed",
                step=i,
            )
        if "chance" in entry:
            if not isinstance(self.pending, Chance):
                raise SaveError(
                    name,
                    f"step {i} is a chance outcome, but the game waits for a player",
                    "core.save.step_malformed",
                    step=i,
                )
            try:
                self.step_chance(entry["chance"])
            except ValueError as exc:
                raise SaveError(
                    name, f"step {i}: {exc}", "core.save.step_malformed", step=i
                ) from None
            return
        try:
            seat = entry["seat"]
            action = Action.from_json(entry["action"])
            ms = entry.get("ms")
            if not isinstance(seat, int) or not 0 <= seat < self.config.n_seats:
                raise ValueError(f"no seat {seat!r}")
        except (KeyError, ValueError, TypeError) as exc:
            raise SaveError(
                name, f"step {i} is malformed ({exc})", "core.save.step_malformed", step=i
            ) from None
        try:
            self.submit(seat, action, ms)
        except IllegalAction as exc:
            raise SaveError(
                name,
                f"step {i} ({action.id} by seat {seat}) is illegal here: {exc.ref.rule}",
                "core.save.step_illegal",
                step=i,
                rule=exc.ref.rule,
            ) from None


class SaveSnapshot:
    """A match frozen for saving; `document()` builds the save (safe off the main thread, as it
    reads only its own copies)."""

    def __init__(
        self,
        rules: AnyRules,
        config: MatchConfig,
        rng: dict[str, int],
        log: list[LogEntry],
        hashes: dict[int, str],
        state: Any,
        finished: bool,
    ) -> None:
        self.rules, self.config, self.rng, self.log = rules, config, rng, log
        self.hashes, self.state, self.finished = hashes, state, finished

    def document(self) -> Document:
        return {
            "format": SAVE_FORMAT,
            "format_version": SAVE_FORMAT_VERSION,
            "app_version": APP_VERSION,
            "game_id": self.rules.info.id,
            "rules_version": self.rules.info.rules_version,
            "config": to_plain(self.config.to_json()),
            "rng": self.rng,
            "log": self.log,
            "hashes": {str(k): v for k, v in sorted(self.hashes.items())},
            "final_hash": self.rules.observed_hash(self.state, self.config.n_seats),
            "finished": self.finished,
            "saved_at": time.time(),
        }
