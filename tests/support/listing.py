"""Saves for the load screen to list: every game's match under way (named saves and autosaves,
made today, yesterday and last month), a finished one, and a damaged file."""

from __future__ import annotations

import time

from game import registry
from game.core import Match
from game.core.saves import AutosaveSlots, write_named_save, write_save
from scenes.core.app import App
from scenes.table.staging import advance, ai_config

GAMES = ("pieces_of_eight", "mutinies", "black_fleet", "kratos")
DAY = 86_400.0


def staged(game_id: str, seed: int, steps: int, seats: int | None = None) -> Match:
    match = Match(registry.rules_for(game_id), ai_config(game_id, seed, humans=1, n=seats))
    advance(match, steps)
    return match


def fill_saves(app: App) -> None:
    now = time.time()
    app.saves_dir.mkdir(parents=True, exist_ok=True)
    slots = AutosaveSlots(app.autosaves.folder)
    slots.folder.mkdir(parents=True, exist_ok=True)
    for k, game_id in enumerate(GAMES):
        doc = staged(game_id, 20 + k, (60, 200, 260, 320)[k]).to_save()
        doc["saved_at"] = now - k * 0.6 * DAY  # today, yesterday ...
        write_named_save(app.saves_dir, f"{game_id}-save", doc)
    for n, (game_id, seats) in enumerate((("kratos", 9), ("mutinies", 5)), 1):
        doc = staged(game_id, 40 + n, 400, seats).to_save()
        doc["saved_at"] = now - 30 * DAY - n * 3600
        write_save(slots.slot_path(n), doc)
    finished = staged("pieces_of_eight", 7, 5000)
    doc = finished.to_save()
    doc["saved_at"] = now - 2 * DAY
    write_named_save(app.saves_dir, "finished", doc)
    (app.saves_dir / "damaged.json").write_text('{"format": "tortuga-save", "format_v', "utf-8")
