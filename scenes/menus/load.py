"""The load screen: the saves a player can manage.

Each save is listed with its game, its players, where the match stands (round or turn, from the
game's `Rules.progress`), when it was saved and a small chart of the match so far; the selected
one is shown larger beside the list, each seat with its score. One autosave per match (near-
duplicates are left out, game.core.saves.distinct). A double click (or Enter) loads; Delete asks,
then removes the save with its companions. Unreadable files are listed with what is wrong with
them; they cannot be loaded (but can be deleted).

Where each match stands is found by replaying it on a worker thread (a fraction of a second per
save): the list shows at once, and the summaries fill in.
"""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pygame

from game import registry
from game.core.progress import ProgressLog
from game.core.saves import SaveInfo, delete_save, distinct, list_saves, replay_progress

from ..core import i18n, theme, ui
from ..core.app import App
from ..core.base import Scene
from .chart import draw_chart
from .emblems import draw_emblem
from .message import ConfirmScene, MessageScene

LIST = pygame.Rect(40, 100, 760, 520)
DETAIL = pygame.Rect(820, 100, 420, 520)
ROW_H = 86
ROWS = LIST.h // ROW_H
DOUBLE_CLICK = 0.45  # seconds between the two clicks of a double click


class Summaries:
    """Where each listed match stands, replayed on a worker thread, newest save first."""

    def __init__(self, paths: list[Path]) -> None:
        self.done: dict[Path, ProgressLog | None] = {}
        self._lock = threading.Lock()
        self._thread = threading.Thread(target=self._run, args=(paths,), daemon=True)
        self._thread.start()

    def _run(self, paths: list[Path]) -> None:
        for path in paths:
            log = replay_progress(path, registry.rules_for)
            with self._lock:
                self.done[path] = log

    def get(self, path: Path) -> tuple[bool, ProgressLog | None]:
        """(found yet, the progress log or None when the save cannot be summed up)."""
        with self._lock:
            return path in self.done, self.done.get(path)

    def count(self) -> int:
        with self._lock:
            return len(self.done)

    def wait(self, timeout: float) -> bool:
        self._thread.join(timeout)
        return not self._thread.is_alive()


class LoadScene(Scene):
    name = "load"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        auto = app.autosaves.folder
        self.autosave_folder = auto
        found = list_saves(app.saves_dir) + list_saves(auto)
        self.entries = sorted(distinct(found, auto), key=lambda i: i.saved_at, reverse=True)
        self.selected: int | None = 0 if self.entries else None
        self.top = 0
        self.last_click = (-1, 0.0)
        self.summaries = Summaries([i.path for i in self.entries if self.loadable(i)])
        self.summarised = 0

    # ---- widgets ---------------------------------------------------------------------------------
    def build_ui(self) -> None:
        ui.button(self, (40, 640, 180, 50), "ui.common.back", self.stack.pop, style="@big_button")
        info = self.current()
        ui.button(
            self,
            (DETAIL.x, 640, 190, 50),
            "ui.load.delete",
            self.ask_delete,
            style="@big_button",
            enabled=info is not None and not self.in_use(info),
            tooltip=("ui.load.in_use" if info is not None and self.in_use(info) else None),
        )
        ui.button(
            self,
            (DETAIL.right - 190, 640, 190, 50),
            "ui.load.load",
            self.load,
            style="@big_button",
            enabled=info is not None and self.loadable(info),
        )

    def current(self) -> SaveInfo | None:
        return self.entries[self.selected] if self.selected is not None else None

    def loadable(self, info: SaveInfo) -> bool:
        return not info.problem and info.game_id in registry.game_ids()

    def auto(self, info: SaveInfo) -> bool:
        return info.path.parent == self.autosave_folder

    def in_use(self, info: SaveInfo) -> bool:
        """The autosave of the match open beneath this screen (opened from its pause menu)."""
        return any(getattr(s, "autosave_path", None) == info.path for s in self.stack.scenes)

    # ---- actions ---------------------------------------------------------------------------------
    def load(self) -> None:
        info = self.current()
        if info is not None and self.loadable(info):
            self.app.screens.load_and_play(info.path)

    def ask_delete(self) -> None:
        info = self.current()
        if info is None or self.in_use(info):
            return
        self.stack.push(
            ConfirmScene(
                self.app,
                i18n.tr("ui.load.delete_title"),
                i18n.tr("ui.load.delete_text", save=self.title_of(info)),
                "ui.load.delete",
                self.delete,
            )
        )

    def delete(self) -> None:
        info = self.current()
        if info is None:
            return
        self.app.writer.forget(info.path)  # an autosave's journal may still be open
        try:
            delete_save(info.path)
        except OSError as exc:
            self.stack.push(
                MessageScene(
                    self.app,
                    i18n.tr("ui.error.title"),
                    i18n.tr("ui.load.delete_failed", file=info.path.name, error=str(exc)),
                )
            )
            return
        del self.entries[self.selected or 0]
        if not self.entries:
            self.selected = None
        else:
            self.selected = min(self.selected or 0, len(self.entries) - 1)
        self.top = max(0, min(self.top, len(self.entries) - ROWS))
        self.rebuild_ui()

    def select(self, i: int) -> None:
        if not self.entries:
            return
        self.selected = max(0, min(len(self.entries) - 1, i))
        if self.selected < self.top:
            self.top = self.selected
        elif self.selected >= self.top + ROWS:
            self.top = self.selected - ROWS + 1
        self.rebuild_ui()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.stack.pop()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.load()
            elif event.key == pygame.K_DELETE:
                self.ask_delete()
            elif event.key in (pygame.K_UP, pygame.K_DOWN) and self.selected is not None:
                self.select(self.selected + (1 if event.key == pygame.K_DOWN else -1))
            else:
                return False
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.top = max(0, min(max(0, len(self.entries) - ROWS), self.top - event.y))
            return True
        if (
            event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and LIST.collidepoint(event.pos)
        ):
            i = self.top + (event.pos[1] - LIST.y) // ROW_H
            if i < len(self.entries):
                now = time.monotonic()
                double = self.last_click[0] == i and now - self.last_click[1] < DOUBLE_CLICK
                self.last_click = (-1, 0.0) if double else (i, now)
                if i != self.selected:
                    self.select(i)
                if double:
                    self.load()
            return True
        return False

    # ---- per frame -------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        count = self.summaries.count()
        if count != self.summarised:
            self.summarised = count  # a summary came in: the list is painted again

    def wait_for_summaries(self, timeout: float) -> bool:
        """Wait until every match is summed up (tests and screenshots)."""
        done = self.summaries.wait(timeout)
        self.update(0.0)
        return done

    def draw(self, surface: pygame.Surface) -> None:
        key = (
            self.app.settings.language,
            theme.colourblind(),
            self.top,
            self.selected,
            len(self.entries),
            self.summarised,
        )
        self.draw_backdrop(surface, key, self.paint)

    # ---- words -----------------------------------------------------------------------------------
    def title_of(self, info: SaveInfo) -> str:
        kind = i18n.tr("ui.load.autosave" if self.auto(info) else "ui.load.saved")
        if info.problem or info.game_id not in registry.game_ids():
            return f"{kind} · {info.path.name}"
        return f"{kind} · {i18n.tr(f'{info.game_id}.name')}"

    def when_saved(self, info: SaveInfo) -> str:
        saved = time.localtime(info.saved_at)
        today = time.localtime()
        clock = time.strftime("%H:%M", saved)
        days = _day(today) - _day(saved) if info.saved_at <= time.time() + 60 else -1
        if days == 0:
            return i18n.tr("ui.load.today", time=clock)
        if days == 1:
            return i18n.tr("ui.load.yesterday", time=clock)
        return time.strftime("%Y-%m-%d %H:%M", saved)

    def standing(self, info: SaveInfo) -> str:
        """Where the match stands: "Round 7", "Game 2, turn 14", "finished" ..."""
        found, log = self.summaries.get(info.path)
        parts: list[str] = []
        latest = log.latest if log is not None else None
        if not found:
            parts.append(i18n.tr("ui.load.reading"))
        elif latest is not None:
            parts.append(i18n.phrase(latest.when_label(), list(info.seats)))
        if info.finished:
            parts.append(i18n.tr("ui.load.finished"))
        if info.recovered_from:
            parts.append(i18n.tr("ui.load.recovered", file=info.recovered_from))
        return " · ".join(parts)

    def problem(self, info: SaveInfo) -> str:
        if info.problem:
            return i18n.tr(
                "ui.load.broken",
                file=info.path.name,
                problem=i18n.tr(info.problem_key, **dict(info.problem_args)),
            )
        return i18n.tr("ui.load.unknown_game", game=info.game_id)

    # ---- painting --------------------------------------------------------------------------------
    def paint(self, surface: pygame.Surface) -> None:
        theme.draw_sea(surface)
        theme.blit_text(
            surface, i18n.tr("ui.load.title"), (40, 30), 40, theme.GOLD, bold=True, shadow=True
        )
        theme.draw_panel(surface, LIST.inflate(16, 16), "dark", 12, 2)
        if not self.entries:
            theme.blit_text(
                surface, i18n.tr("ui.load.none"), LIST.center, 20, theme.TEXT_DIM, anchor="center"
            )
        for row, info in enumerate(self.entries[self.top : self.top + ROWS]):
            i = self.top + row
            rect = pygame.Rect(LIST.x, LIST.y + row * ROW_H, LIST.w, ROW_H - 6)
            self.paint_row(surface, rect, info, i == self.selected)
        if len(self.entries) > ROWS:
            self.paint_scrollbar(surface)
        theme.draw_panel(surface, DETAIL, "parchment", 12, 3)
        chosen = self.current()
        if chosen is not None:
            self.paint_detail(surface, DETAIL.inflate(-36, -30), chosen)

    def paint_scrollbar(self, surface: pygame.Surface) -> None:
        track = pygame.Rect(LIST.right + 1, LIST.y, 5, LIST.h)
        h = max(24, track.h * ROWS // len(self.entries))
        y = track.y + (track.h - h) * self.top // max(1, len(self.entries) - ROWS)
        pygame.draw.rect(surface, theme.GOLD_DARK, (track.x, y, track.w, h), border_radius=2)

    def paint_row(
        self, surface: pygame.Surface, rect: pygame.Rect, info: SaveInfo, selected: bool
    ) -> None:
        ok = self.loadable(info)
        theme.draw_panel(surface, rect, "parchment" if ok else "dark", 8, 2, shadow=False)
        if selected:
            theme.glow(surface, rect, theme.HIGHLIGHT, 3, 8)
        ink = theme.INK if ok else theme.TEXT_LIGHT
        soft = theme.INK_SOFT if ok else theme.TEXT_DIM
        thumb = pygame.Rect(rect.right - 150, rect.y + 8, 136, rect.h - 16)
        text_x = rect.x + 70
        text_w = thumb.x - 12 - text_x
        if ok:
            draw_emblem(surface, info.game_id, (rect.x + 36, rect.centery), 24)
        when = self.when_saved(info)
        when_w = theme.font(14).size(when)[0]
        theme.blit_text(
            surface,
            self.title_of(info),
            (text_x, rect.y + 7),
            17,
            ink,
            bold=True,
            width=text_w - when_w - 12,
        )
        theme.blit_text(surface, when, (thumb.x - 12, rect.y + 10), 14, soft, anchor="topright")
        if not ok:
            theme.blit_text(
                surface, self.problem(info), (text_x, rect.y + 32), 13, soft, width=text_w
            )
            return
        self.paint_seats(surface, (text_x, rect.y + 34), text_w, info, ink)
        theme.blit_text(surface, self.standing(info), (text_x, rect.y + 56), 14, soft)
        log = self.summaries.get(info.path)[1]
        if log is not None and len(log.chart()) > 1:
            pygame.draw.rect(surface, theme.shade(theme.PARCHMENT, 0.93), thumb, border_radius=6)
            draw_chart(surface, thumb, log.chart(), info.colours, small=True)

    def paint_seats(
        self,
        surface: pygame.Surface,
        pos: tuple[int, int],
        width: int,
        info: SaveInfo,
        ink: tuple[int, ...],
    ) -> None:
        """Each player's name after a marker in the seat's colour, as many as fit, then "+2"."""
        x, y = pos
        n = len(info.seats)
        for i, name in enumerate(info.seats):
            more = i18n.tr("ui.load.more", n=n - i)
            need = 16 + theme.font(15).size(name)[0] + 12
            room = width - (x - pos[0])
            if need > room or (i < n - 1 and need + theme.font(15).size(more)[0] > room):
                theme.blit_text(surface, more, (x, y), 15, ink)
                return
            colour = info.colours[i] if i < len(info.colours) else "grey"
            theme.draw_seat_marker(surface, (x + 6, y + 10), 6, i, colour)
            theme.blit_text(surface, name, (x + 16, y), 15, ink)
            x += need

    def paint_detail(self, surface: pygame.Surface, area: pygame.Rect, info: SaveInfo) -> None:
        y = area.y
        title = theme.blit_text(
            surface, self.title_of(info), (area.x, y), 20, theme.INK, bold=True, width=area.w
        )
        y = title.bottom + 4
        for line in (self.when_saved(info), info.path.name):
            y = theme.blit_text(surface, line, (area.x, y), 14, theme.INK_SOFT, width=area.w).bottom
        y += 10
        if not self.loadable(info):
            theme.blit_text(surface, self.problem(info), (area.x, y), 15, theme.RED, width=area.w)
            return
        log = self.summaries.get(info.path)[1]
        standing = self.standing(info)
        if standing:
            y = (
                theme.blit_text(
                    surface, standing, (area.x, y), 16, theme.INK, bold=True, width=area.w
                ).bottom
                + 8
            )
        latest = log.latest if log is not None else None
        for seat, name in enumerate(info.seats):
            colour = info.colours[seat] if seat < len(info.colours) else "grey"
            theme.draw_seat_marker(surface, (area.x + 8, y + 10), 7, seat, colour)
            score = ""
            if latest is not None and seat < len(latest.scores):
                score = _fmt(latest.scores[seat])
                theme.blit_text(
                    surface, score, (area.right, y), 15, theme.INK, bold=True, anchor="topright"
                )
            score_w = theme.font(15, True).size(score)[0] + 10
            theme.blit_text(
                surface, name, (area.x + 22, y), 15, theme.INK, width=area.w - 22 - score_w
            )
            y += 22 if len(info.seats) > 6 else 24
        y += 6
        if log is not None and len(log.chart()) > 1 and area.bottom - y > 110:
            draw_chart(
                surface, pygame.Rect(area.x, y, area.w, area.bottom - y), log.chart(), info.colours
            )


def _day(t: time.struct_time) -> int:
    return int(time.mktime((t.tm_year, t.tm_mon, t.tm_mday, 12, 0, 0, 0, 0, -1)) // 86400)


def _fmt(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else f"{x:.1f}"
