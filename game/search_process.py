"""A searching AI level in a process of its own, so that its thinking never holds the interpreter
the window draws with (issue 18: the frame stays short while a "hard" seat thinks).

`ProcessPolicy` stands in for a game's searching policy at a table, with the same `choose` and
`think` and the same answers. Each decision goes to a child process (multiprocessing, `spawn`)
as (seat, view, decision, the seat's AI stream); the child keeps one policy per seat, built as the
table would build it (`registry.get(game).policy(level, registry.rules_for(game), budget)`), so
its moves and the stream's position afterwards are exactly those of the same policy on a thread
(the stream's counter comes back with the action). Progress and cancelling cross through shared
memory: the "thinking" indicator and a stale question behave as they do on a thread. The child
starts when the policy is made (it loads the game's rules while the player looks at the table),
and stops with `close`. It sees what the policy would see: views, never the match's state.
"""

from __future__ import annotations

import multiprocessing
import threading
import traceback
from multiprocessing.connection import Connection
from typing import Any

from .core.ai import Budget, Policy, Thinking, decide
from .core.rng import Rng
from .core.types import Action, Decision

POLL = 0.01  # seconds between looks at the child's progress while it thinks
STOP_WAIT = 1.0  # seconds a closing child gets to finish before it is terminated
NICER = 5  # how much lower the child's scheduling priority is than the program's


class _SharedThinking(Thinking):
    """The child's side of a `Thinking`: progress written to, and cancelling read from, memory
    the parent shares."""

    def __init__(self, progress: Any, cancel: Any) -> None:
        super().__init__()
        self._progress = progress
        self._cancel_flag = cancel

    def report(self, done: int, total: int) -> None:
        self._progress[0], self._progress[1] = done, total

    @property
    def cancelled(self) -> bool:
        return bool(self._cancel_flag.is_set())


def _serve(
    conn: Connection,
    game_id: str,
    level: str,
    seconds: float,
    iterations: int,
    progress: Any,
    cancel: Any,
) -> None:
    """The child: answer (seat, view, decision, (seed, stream, counter)) requests until None.
    It runs at a lower priority than the window (where the system has one), so that on a busy
    machine a frame is drawn before the search goes on."""
    import os

    from . import registry

    if hasattr(os, "nice"):
        os.nice(NICER)

    game = registry.get(game_id)
    rules = registry.rules_for(game_id)
    budget = Budget(seconds, iterations)
    policies: dict[int, Policy] = {}
    thinking = _SharedThinking(progress, cancel)
    while True:
        try:
            request = conn.recv()
        except EOFError:
            return
        if request is None:
            return
        seat, view, decision, (seed, stream, counter) = request
        try:
            policy = policies.get(seat)
            if policy is None:
                policy = policies[seat] = game.policy(level, rules, budget)
            rng = Rng(seed, stream, counter)
            action = decide(policy, view, decision, rng, thinking)
            conn.send(("ok", action, rng.counter))
        except Exception:  # the parent raises it where the table shows AI failures
            conn.send(("error", traceback.format_exc(), 0))


class SearchProcessError(RuntimeError):
    """The search process failed or stopped; the message holds its traceback."""


class ProcessPolicy:
    """A searching level thinking in a child process (see the module docstring)."""

    needs_view = True

    def __init__(self, game_id: str, level: str, budget: Budget) -> None:
        ctx = multiprocessing.get_context("spawn")
        self._progress: Any = ctx.Array("q", 2, lock=False)
        self._cancel = ctx.Event()
        self._conn, child = ctx.Pipe()
        self._proc = ctx.Process(
            target=_serve,
            args=(
                child,
                game_id,
                level,
                budget.seconds,
                budget.iterations,
                self._progress,
                self._cancel,
            ),
            name=f"search-{game_id}",
            daemon=True,
        )
        self._proc.start()
        child.close()
        self._lock = threading.Lock()  # one question at a time

    def choose(self, view: Any, decision: Decision, rng: Rng) -> Action:
        return self.think(view, decision, rng, Thinking())

    def think(self, view: Any, decision: Decision, rng: Rng, thinking: Thinking) -> Action:
        with self._lock:
            self._cancel.clear()
            self._progress[0] = self._progress[1] = 0
            try:
                self._conn.send(
                    (decision.seat, view, decision, (rng.seed, rng.stream, rng.counter))
                )
                while not self._conn.poll(POLL):
                    if not self._proc.is_alive():
                        raise SearchProcessError("the search process stopped")
                    thinking.report(self._progress[0], self._progress[1])
                    if thinking.cancelled:
                        self._cancel.set()
                status, answer, counter = self._conn.recv()
            except (EOFError, OSError) as exc:
                raise SearchProcessError(f"the search process is gone: {exc!r}") from exc
        if status != "ok":
            raise SearchProcessError(str(answer))
        assert isinstance(answer, Action)
        rng.counter = counter
        return answer

    def close(self) -> None:
        """Stop the child (a question in hand is cancelled first)."""
        self._cancel.set()
        try:
            self._conn.send(None)
        except (OSError, ValueError):
            pass
        self._proc.join(STOP_WAIT)
        if self._proc.is_alive():
            self._proc.terminate()
            self._proc.join(STOP_WAIT)
        self._conn.close()

    @property
    def alive(self) -> bool:
        return self._proc.is_alive()
