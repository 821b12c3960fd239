"""A searching level in a process of its own (game/search_process.py): the same moves and the
same stream position as the same policy on a thread, progress and cancelling across the process
boundary, a failure raised where the table shows AI failures, and the child stopped by `close`."""

from __future__ import annotations

import os
import threading
import time

import pytest
from support.positions import at_choice

from game import registry
from game.core.ai import Budget, Thinking
from game.core.rng import Rng
from game.search_process import NICER, ProcessPolicy, SearchProcessError

GAME = "mutinies"


def test_the_process_answers_exactly_as_the_policy_on_a_thread():
    match, decision = at_choice(GAME, 4)
    view = match.view(decision.seat)
    budget = Budget(iterations=25)
    here = registry.get(GAME).policy("hard", registry.rules_for(GAME), budget)
    there = ProcessPolicy(GAME, "hard", budget)
    try:
        for seed in (3, 8):
            a, b = Rng(seed, 7, 2), Rng(seed, 7, 2)
            assert there.choose(view, decision, b) == here.choose(view, decision, a)
            assert b.counter == a.counter  # the seat's AI stream moved on the same
        if hasattr(os, "getpriority"):  # it searches at a lower priority than the window
            child = os.getpriority(os.PRIO_PROCESS, there._proc.pid)
            assert child == min(19, os.getpriority(os.PRIO_PROCESS, 0) + NICER)
    finally:
        there.close()
    assert not there.alive


def test_progress_reaches_the_parent_and_a_cancel_stops_the_child_early():
    match, decision = at_choice(GAME, 4)
    policy = ProcessPolicy(GAME, "hard", Budget(seconds=30.0))
    thinking = Thinking()
    out: list = []
    worker = threading.Thread(
        target=lambda: out.append(policy.think(match.view(0), decision, Rng(1), thinking))
    )
    try:
        worker.start()
        end = time.monotonic() + 20
        while thinking.total == 0 and time.monotonic() < end:
            time.sleep(0.01)
        assert thinking.total == 30_000  # milliseconds of a time budget, as on a thread
        thinking.cancel()
        worker.join(10)
        assert not worker.is_alive() and out and out[0] in decision.options
    finally:
        policy.close()


def test_a_failure_in_the_child_is_raised_in_the_parent():
    match, decision = at_choice(GAME, 4)
    policy = ProcessPolicy(GAME, "no_such_level", Budget(iterations=5))
    try:
        with pytest.raises(SearchProcessError, match="no_such_level"):
            policy.choose(match.view(0), decision, Rng(1))
        assert policy.alive  # it answers the next question
    finally:
        policy.close()
