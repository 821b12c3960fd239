"""A layered table draws only what changed since the last frame: this checks, at moments of a
game under way, that the screen is exactly what drawing everything again gives (shared by the
tables' tests)."""

from __future__ import annotations

import time
from collections.abc import Sequence

import pygame


def assert_incremental_equals_full(app, table, match, spots: Sequence[tuple[int, int]]) -> None:
    """500 frames of `table` with its AI seats playing and the pointer hovering `spots` in
    turn; every seventh quiet frame, the screen drawn incrementally must equal a full redraw."""
    checked = 0
    for frame in range(500):
        time.sleep(0.001)  # the AI seats think on their own thread
        if frame % 60 == 0:  # hover something: tooltips come and go
            pos = spots[frame // 60 % len(spots)]
            pygame.event.post(
                pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
            )
        app.run_frames(1)
        if frame % 7 or table.layer.waiting:
            continue
        keys = [region.key for region in table.layer.regions.values()]
        incremental = pygame.image.tobytes(app.screen, "RGB")
        table.layer.copy_whole()
        app.draw(app.screen)
        if table.layer.waiting or keys != [region.key for region in table.layer.regions.values()]:
            continue  # the second draw repainted something: not comparable
        full = pygame.image.tobytes(app.screen, "RGB")
        assert full == incremental, f"frame {frame}: {differing_area(incremental, full, app)}"
        checked += 1
    assert checked > 30 and len(match.log) > 60


def differing_area(a: bytes, b: bytes, app) -> pygame.Rect:
    """The bounding box of the pixels that differ between two RGB screen dumps."""
    w, _h = app.screen.get_size()
    xs, ys = [], []
    for i in range(0, len(a), 3):
        if a[i : i + 3] != b[i : i + 3]:
            ys.append(i // 3 // w)
            xs.append(i // 3 % w)
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
