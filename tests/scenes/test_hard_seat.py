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
