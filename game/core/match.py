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

Loading is strict: the document is typed (savedoc.py), its setup must be one the game makes
(`game.config_problem`), every step must be exactly one of the options offered at that point,
every chance outcome inside its step's domain, and hashes, final position and `finished` must
agree with the replay. A save that disagrees anywhere is refused with the reason, never patched.
"""

from __future__ import annotations

import itertools
import time
from collections import deque
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from typing import Any

from msgspec import UNSET

from .boundary import BoundaryError, convert
from .errors import IllegalAction, SaveError
from .game import config_problem
from .plain import to_plain
from .progress import ProgressLog
from .rng import Rng
from .rules import AnyRules
from .savedoc import (
    HASH_EVERY,
    SAVE_FORMAT,
    SAVE_FORMAT_VERSION,
    SaveDoc,
    convert_save,
    upgrade,
)
from .savedoc import LogEntry as StepDoc
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
    SeatConfig,
    SeatId,
)

RECENT_EVENTS = 300  # events kept for a table that opens on a match already under way
MAX_UNHASHED = 8  # clones of states whose hash no one has read yet, at most (Match.hashes)
APP_VERSION = "1.0.0"

_MATCH_IDS = itertools.count(1)

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


class Match:
    """Rules + state + RNG + log. See the module docstring."""

    CANNOT_UNDO = "core.illegal.cannot_undo"  # why Undo is dimmed when `can_undo` says no

    def __init__(
        self,
        rules: AnyRules,
        config: MatchConfig,
        *,
        record_hashes: bool = True,
        undo: bool = True,
        record_progress: bool = True,
    ) -> None:
        self.rules = rules
        self.config = config
        self.rng = Rng(config.seed)
        self.state = rules.setup(config)
        self.log: list[LogEntry] = []
        self._hashes: dict[int, str] = {}
        self._unhashed: dict[int, Any] = {}  # log length -> a clone of the state then (hashes)
        self.record_hashes = record_hashes
        self.undo_enabled = undo
        self._pending: Pending | None = None
        # (log length, state before, seat, forced): a forced answer (Rules.forced_option) is
        # taken back with the chosen action before it, never on its own
        self._undo: list[tuple[int, Any, SeatId, bool]] = []
        self.listeners: list[Listener] = []
        self.recent_events: deque[Event] = deque(maxlen=RECENT_EVENTS)  # also filled by replay
        self.on_change: Callable[[Match], None] | None = None  # e.g. the autosave hook
        self.started_at = time.time()
        self.match_id = next(_MATCH_IDS)  # tells an autosave journal which match it continues
        self.record_progress = record_progress
        self.progress = ProgressLog()  # the game-over chart's points (progress.py), replay included
        if record_progress:
            self.progress.record(0, rules.progress(self.state))

    @property
    def hashes(self) -> dict[int, str]:
        """log length -> the hash of what every seat saw then (`Rules.observed_hash`), every
        HASH_EVERY steps. The step keeps a clone of the state and the hash is worked out when
        first read (a save): the step pays for a clone (Kratos: 0.05 ms), not the hash (0.8 ms:
        a LAN host's frame that took the step also sends every joiner its view)."""
        if self._unhashed:
            kept, self._unhashed = self._unhashed, {}
            for length, state in sorted(kept.items()):
                self._hashes[length] = self.rules.observed_hash(state, self.config.n_seats)
        return self._hashes

    @hashes.setter
    def hashes(self, value: dict[int, str]) -> None:
        self._hashes, self._unhashed = value, {}

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

    def views(self, seats: Sequence[SeatId | None]) -> list[Any]:
        """The views of `seats` now, equal to `view(seat)` each (`Rules.views`: what they share
        is read once)."""
        return self.rules.views(self.state, seats)

    # ---- choices that are not choices, and refusals ---------------------------------------------
    def forced(self, decision: Decision, watched: bool = False) -> Action | None:
        """The answer to take for `decision` without stopping its seat (one option, or nothing
        usable: `Rules.forced_option`), or None to ask. `watched`: other humans share the
        screen, so a decision whose very asking tells something hidden (`Rules.asking_tells`)
        is asked even then."""
        action = self.rules.forced_option(self.state, decision)
        if action is None or (watched and self.rules.asking_tells(self.state, decision)):
            return None
        offered = _offered(decision.options, action)
        if offered is None:
            raise ValueError(f"forced answer {action.id} is not an option of {decision.kind}")
        return offered

    def why_illegal(self, seat: SeatId, action: Action) -> RuleRef | None:
        """None if `seat` may take `action` now, else the rule that forbids it (a table says it
        when a player clicks something that is not a choice)."""
        return self.rules.why_illegal(self.state, seat, action)

    def unavailable(self, seat: SeatId) -> tuple[tuple[Action, RuleRef], ...]:
        """Options of `seat`'s decision that exist but are not legal now, with their reasons."""
        return self.rules.unavailable(self.state, seat)

    # ---- changing the game -----------------------------------------------------------------------
    def submit(
        self,
        seat: SeatId,
        action: Action,
        ms: int | None = None,
        *,
        forced: bool = False,
        undoable: bool = True,
    ) -> list[Event]:
        """Take `action` for `seat`, or raise IllegalAction naming the rule that forbids it.
        `ms` is the think time to charge for games with a clock (logged and replayed).
        `forced`: a human's answer taken without asking (see `forced`): logged as any other,
        and taken back only with the chosen action before it. `undoable` False: it cannot be
        taken back (a LAN joiner's: its screen has no undo), so no copy of the state is kept."""
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
            undoable
            and self.undo_enabled
            and decision is not None
            and self.config.seats[seat].is_human
            and self.rules.undo_allowed(self.state)
        )
        if undoable:
            if self._undo and self._undo[-1][2] != seat:
                self._undo.clear()
            self._undo.append((len(self.log), self.rules.clone(self.state), seat, forced))
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
        return self._resolve(outcome)

    def _resolve(self, outcome: Any) -> list[Event]:
        """Apply a chance outcome already known to be valid for the pending step."""
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
            self._unhashed[len(self.log)] = self.rules.clone(self.state)  # hashed when read
            if len(self._unhashed) > MAX_UNHASHED:  # never read (no saves): keep few clones
                _ = self.hashes
        if self.record_progress:
            self.progress.record(len(self.log), self.rules.progress(self.state))
        for listener in list(self.listeners):
            listener(events)
        if self.on_change is not None:
            self.on_change(self)

    # ---- undo ----------------------------------------------------------------------------------
    def awaiting(self, seat: SeatId) -> bool:
        """Whether an answer of `seat` is on its way to be taken: never here, a local match
        takes it at once (a LAN joiner's RemoteMatch waits for its host's next update)."""
        return False

    def can_undo(self, seat: SeatId) -> bool:
        """A human may take back their own last chosen actions, back to the last chance step,
        hidden reveal or action of another seat (whichever came last). Answers taken without
        asking (forced) are not moves of their own: with nothing chosen, nothing is undone."""
        return (
            bool(self._undo)
            and self._undo[-1][2] == seat
            and any(not forced for *_, forced in self._undo)
        )

    def undo(self, seat: SeatId) -> list[Event]:
        """Take back `seat`'s last chosen action, and the forced answers that followed it."""
        if not self.can_undo(seat):
            raise IllegalAction(RuleRef("CORE-5", "core.illegal.cannot_undo"), None, seat)
        length, state, _, forced = self._undo.pop()
        while forced:
            length, state, _, forced = self._undo.pop()
        self.state = state
        del self.log[length:]
        for kept in (self._hashes, self._unhashed):
            for k in [k for k in kept if k > length]:
                del kept[k]
        self.progress.cut(length)
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
            self.match_id,
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
        data: SaveDoc | Mapping[str, Any],
        name: str = "save",
        *,
        ai_levels: Callable[[str], Collection[str]] | None = None,
        **kwargs: bool,
    ) -> Match:
        """Rebuild a match by strictly replaying a save document (typed, or plain data that is
        typed first). Raises SaveError naming the first disagreement: a malformed document,
        another rules version, a setup the game would not make (an AI level it lacks, when
        `ai_levels` says which it has), a step that is not an option there, a chance outcome
        outside its step, a hash, final position or `finished` that the replay does not reach."""
        doc = upgrade(data if isinstance(data, SaveDoc) else convert_save(data, name))
        try:
            rules = rules_for(doc.game_id)
        except KeyError:
            raise SaveError(
                name,
                f"is a game this program does not know ({doc.game_id!r})",
                "core.save.unknown_game",
                game=doc.game_id,
            ) from None
        if doc.rules_version != rules.info.rules_version:
            raise SaveError(
                name,
                f"was made with rules version {doc.rules_version} "
                f"of {doc.game_id}; this program has {rules.info.rules_version}",
                "core.save.rules_version",
                found=str(doc.rules_version),
                expected=rules.info.rules_version,
            )
        c = doc.config
        config = MatchConfig(
            c.game,
            tuple(SeatConfig(s.name, s.kind, s.level, s.colour) for s in c.seats),
            dict(c.variants),
            c.seed,
            {str(k): v for k, v in c.options.items()},
        )
        problem = config_problem(
            rules.info, config, ai_levels(doc.game_id) if ai_levels is not None else None
        )
        if problem is not None:
            raise SaveError(
                name,
                f"has a match setup this program refuses ({problem})",
                "core.save.setup_refused",
                reason=problem,
            )
        try:
            match = cls(rules, config, **kwargs)
        except (ValueError, KeyError) as exc:
            raise SaveError(
                name,
                f"has a match setup this program refuses ({exc})",
                "core.save.setup_refused",
                reason=str(exc),
            ) from None
        match.replay(doc.log, {int(k): v for k, v in doc.hashes.items()}, name)
        if doc.final_hash and rules.observed_hash(match.state, config.n_seats) != doc.final_hash:
            raise SaveError(
                name,
                "does not replay to the position it recorded (damaged, or made by different rules)",
                "core.save.diverges",
            )
        if doc.finished != match.is_over:
            raise SaveError(
                name,
                f"says the match is {'over' if doc.finished else 'under way'}, but its replay "
                f"{'is not' if doc.finished else 'is'}",
                "core.save.finished_disagrees",
            )
        match.rng = Rng(doc.rng.seed, doc.rng.stream, doc.rng.counter)
        match._undo.clear()
        return match

    def replay(
        self,
        log: Sequence[StepDoc | Mapping[str, Any]],
        hashes: Mapping[int, str] | None = None,
        name: str = "log",
    ) -> None:
        """Apply log entries (typed, or as the log keeps them) to this match, checking every one
        strictly (and the hashes, if given); raises SaveError at the first that does not fit."""
        listeners, self.listeners = self.listeners, []
        on_change, self.on_change = self.on_change, None
        undo, self.undo_enabled = self.undo_enabled, False
        try:
            for i, entry in enumerate(log, 1):
                step = entry if isinstance(entry, StepDoc) else _typed_entry(entry, i, name)
                self._replay_entry(step, i, name)
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

    def _replay_entry(self, entry: StepDoc, i: int, name: str) -> None:
        if entry.chance is not UNSET:
            chance = self.pending
            if not isinstance(chance, Chance):
                raise SaveError(
                    name,
                    f"step {i} is a chance outcome, but the game waits for a player",
                    "core.save.step_malformed",
                    step=i,
                )
            try:
                chance.validate(entry.chance)
            except ValueError as exc:
                raise SaveError(
                    name, f"step {i}: {exc}", "core.save.outcome_invalid", step=i
                ) from None
            self._guarded(lambda: self._resolve(entry.chance), i, name)
            return
        if entry.seat is UNSET or entry.action is UNSET:  # LogEntry refuses this when decoding
            raise SaveError(name, f"step {i} is incomplete", "core.save.step_malformed", step=i)
        seat, args = entry.seat, entry.action
        kind = args[0]
        if not isinstance(kind, str) or seat >= self.config.n_seats:
            raise SaveError(
                name, f"step {i} names no seat of this match", "core.save.step_malformed", step=i
            )
        action = Action(kind, tuple(args[1:]))
        ms = None if entry.ms is UNSET else entry.ms
        if ms is not None and not self.clocked:
            raise SaveError(
                name,
                f"step {i} carries think time, but no clock runs",
                "core.save.step_malformed",
                step=i,
            )
        decision = self.decision_for(seat)
        offered = decision.options if decision is not None else ()
        if not any(_same_action(o, action) for o in offered) and not any(
            _same_action(o, action) for o in self.rules.standing_actions(self.state, seat)
        ):
            ref = self._guarded(
                lambda: self.rules.why_illegal(self.state, seat, action), i, name
            ) or RuleRef("CORE-2", "core.illegal.not_an_option", {"action": action.id})
            raise SaveError(
                name,
                f"step {i} ({action.id} by seat {seat}) is illegal here: {ref.rule}",
                "core.save.step_illegal",
                step=i,
                rule=ref.rule,
            )
        self._guarded(lambda: self.submit(seat, action, ms), i, name)

    @staticmethod
    def _guarded(run: Callable[[], Any], i: int, name: str) -> Any:
        """Run a rules call for replayed step `i`; the rules refusing it, or failing on it, is a
        reason to refuse the save (the player gets a message, not a traceback)."""
        try:
            return run()
        except IllegalAction as exc:
            raise SaveError(
                name,
                f"step {i} is illegal here: {exc.ref.rule}",
                "core.save.step_illegal",
                step=i,
                rule=exc.ref.rule,
            ) from None
        except SaveError:
            raise
        except Exception as exc:
            raise SaveError(
                name,
                f"step {i} cannot be replayed ({type(exc).__name__}: {exc})",
                "core.save.step_failed",
                step=i,
            ) from None


def _typed_entry(entry: Mapping[str, Any], i: int, name: str) -> StepDoc:
    try:
        return convert(entry, StepDoc, name)
    except BoundaryError as exc:
        raise SaveError(
            name, f"step {i} is malformed ({exc.problem})", "core.save.step_malformed", step=i
        ) from None


def _same_action(a: Action, b: Action) -> bool:
    """Equal kind and arguments, argument types included (`true` is not the option `1`)."""
    return (
        a.kind == b.kind
        and len(a.args) == len(b.args)
        and all(type(x) is type(y) and x == y for x, y in zip(a.args, b.args))
    )


class SaveSnapshot:
    """A match frozen for saving; `document()` builds the save (safe off the main thread, as it
    reads only its own copies)."""

    def __init__(
        self,
        match_id: int,
        rules: AnyRules,
        config: MatchConfig,
        rng: dict[str, int],
        log: list[LogEntry],
        hashes: dict[int, str],
        state: Any,
        finished: bool,
    ) -> None:
        self.match_id = match_id
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
