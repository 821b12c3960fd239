"""AI seats think on a worker thread so the window never freezes. When their answers are used
is the table's business (pacing.py: a pause after what a human can watch, none otherwise).

The view is taken on the main thread (the worker never touches the match); a result is used only
if the match is still at the point the question was asked (its key), so an undo or a load simply
makes stale answers disappear. A policy that thinks for a while (the "hard" search) reports its
progress to the job's `Thinking` (`progress(seat)`, for the "thinking" indicator) and is told to
stop when its answer is no longer wanted (a new question for the seat, `forget`, `shutdown`).
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass
from typing import Any

from game.core.ai import Policy, Thinking, decide
from game.core.rng import Rng
from game.core.types import Action, Decision

# Hand the GIL back often, so a busy AI thread delays a frame by at most a couple of ms.
sys.setswitchinterval(0.002)


@dataclass
class Job:
    key: tuple
    future: Future
    started: float
    thinking: Thinking


class AIRunner:
    def __init__(self) -> None:
        self.pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ai-seat")
        self.jobs: dict[int, Job] = {}
        self.think_times: list[float] = []

    def ask(
        self,
        key: tuple,
        seat: int,
        policy: Policy,
        view_fn: Callable[[], Any],
        decision: Decision,
        rng: Rng,
    ) -> None:
        """Start thinking about `decision` unless this exact question is already in hand."""
        job = self.jobs.get(seat)
        if job is not None and job.key == key:
            return
        if job is not None:
            job.thinking.cancel()  # a stale question: its answer would be dropped anyway
        view = view_fn() if policy.needs_view else None
        now = time.monotonic()
        thinking = Thinking()

        def think() -> Action:
            t0 = time.perf_counter()
            action = decide(policy, view, decision, rng, thinking)
            self.think_times.append(time.perf_counter() - t0)
            return action

        self.jobs[seat] = Job(key, self.pool.submit(think), now, thinking)

    def answer(self, seat: int, key: tuple, wait: float = 0.0) -> Action | None:
        """The chosen action once it is ready, waiting up to `wait` seconds for it (a quick
        policy answers within the frame; one that reports its progress thinks for longer, and
        the frame never waits for it); re-raises AI errors."""
        job = self.jobs.get(seat)
        if job is None or job.key != key:
            return None
        if not job.future.done():
            if wait <= 0 or job.thinking.total > 0:
                return None
            try:
                job.future.exception(timeout=wait)
            except FutureTimeout:
                return None
        del self.jobs[seat]
        return job.future.result()

    def thinking(self, seat: int) -> bool:
        return seat in self.jobs

    def progress(self, seat: int) -> float | None:
        """How far the seat's thinking policy has got (0..1), None when it reports nothing
        (no job, or a policy that answers at once)."""
        job = self.jobs.get(seat)
        if job is None or job.thinking.total == 0:
            return None
        return job.thinking.progress

    @property
    def busy(self) -> bool:
        """An AI seat is working on the thread right now: heavy work on the frame would fight it
        for the interpreter, so tables put optional work (repaints, saves) off while this holds."""
        return any(not job.future.done() for job in self.jobs.values())

    def forget(self) -> None:
        for job in self.jobs.values():
            job.thinking.cancel()
        self.jobs.clear()

    def shutdown(self) -> None:
        self.forget()
        self.pool.shutdown(wait=False, cancel_futures=True)
