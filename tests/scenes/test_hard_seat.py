"""A 'hard' seat at the table (issue 18): it thinks on the worker thread for the settings' think
time, its panel shows how far it has got, and the frames go on meanwhile."""

from __future__ import annotations

import time

from game import registry
from game.core import Match, SeatConfig
from scenes.tools import open_table


def test_a_thinking_hard_seat_shows_its_progress_and_the_table_keeps_drawing(app):
    app.settings.ai_think = 30.0  # far longer than the test: the seat is still thinking
    seats = [SeatConfig("Ana", "ai", "hard"), SeatConfig("Ben", "human")]
    config = registry.get("duel").make_config(seats, seed=4)
    table = open_table(app, Match(registry.rules_for("duel"), config), viewer=1)
    deadline = time.monotonic() + 20.0
    frames = 0
    while table.runner.progress(0) in (None, 0.0) and time.monotonic() < deadline:
        app.run_frames(1)
        frames += 1
    info = table.seat_infos()[0]
    assert info.thinking and info.progress is not None and 0.0 < info.progress < 1.0
    assert frames > 0 and table.runner.busy
    table.runner.jobs[0].thinking.cancel()


def test_a_hard_seat_of_a_built_in_game_thinks_in_its_own_process_and_moves(app):
    """Issue 18: a built-in game's "hard" seats share one search process of the table (its
    thinking never holds the interpreter the frames are drawn with); their progress shows, their
    moves are played, and leaving the table stops the process."""
    from game.search_process import ProcessPolicy

    app.settings.ai_think = 0.3
    seats = [SeatConfig("Ana", "ai", "hard"), SeatConfig("Ben", "ai", "hard")]
    config = registry.get("mutinies").make_config(seats, seed=6)
    table = open_table(app, Match(registry.rules_for("mutinies"), config), viewer=None)
    searcher = table.policies[0]
    assert isinstance(searcher, ProcessPolicy) and table.policies[1] is searcher
    assert list(table.searchers.values()) == [searcher]
    seen_progress = False

    def moves() -> int:
        return sum(1 for entry in table.match.log if "chance" not in entry)

    deadline = time.monotonic() + 30.0
    while moves() < 3 and time.monotonic() < deadline:
        app.run_frames(1)
        seen_progress |= any(table.runner.progress(s) or 0.0 for s in (0, 1))
        time.sleep(0.005)
    assert moves() >= 3 and seen_progress
    assert searcher.alive and table.failure is None
    table.exit()
    assert not searcher.alive


def test_a_frame_never_waits_for_a_seat_that_reports_its_thinking():
    """A quick policy's answer is waited for a moment within the frame (it is done by then); a
    policy that reports its progress thinks for long, and the frame does not wait for it."""
    from concurrent.futures import Future

    from game.core import Action, Decision
    from game.core.rng import Rng
    from scenes.table.runner import AIRunner

    class Pending(Future):
        waited = 0

        def exception(self, timeout=None):
            Pending.waited += 1
            return super().exception(timeout=0)

    runner = AIRunner()
    d = Decision(0, "test", (Action("a"), Action("b")))
    try:
        runner.ask(("k",), 0, registry.get("duel").policy("random"), lambda: None, d, Rng(1))
        job = runner.jobs[0]
        job.future = Pending()  # still thinking
        assert runner.answer(0, ("k",), wait=0.001) is None
        assert Pending.waited == 1  # a quick policy: the frame waits a moment
        job.thinking.report(10, 1000)  # it reports its progress: a long thinker
        assert runner.answer(0, ("k",), wait=0.5) is None
        assert Pending.waited == 1  # ... and the frame did not wait for it
    finally:
        runner.shutdown()
