"""The column beside the board: the seat panels, the box of what is happening now (the abilities
being resolved, last in first out, and who is being asked; or, with nothing on the stack, whose
turn it is and how quiet the sea has been), and the log. Painted into the table's layer; the
live part (who decides, who thinks) is drawn over it every frame.
"""

from __future__ import annotations

import math
import time
from typing import Any

import pygame

from ..core import i18n, theme
from ..table.layered import LayerJob
from ..widgets.log_panel import LINE_SIZE
from ..widgets.seat_panel import SeatInfo, draw_seat_panel, panel_height
from . import coins
from . import stack as stack_words
from .texts import tr

STACK_LINE = 17
NOW_LINES = 6
CROWDED = 7  # from this many seats the panels go two abreast, one name and one line each
SMALL_PANEL_H = 40
GLASS_ON_WOOD = (21, 30, 37)  # the dark panel (8, 24, 38 at 215/255) over the table's wood
LOG_BUDGET = 0.0005  # seconds a frame may spend rendering new log lines ahead of time
PRE_PLAY = ("distribute", "trade", "swap", "scraps", "build")


class SideColumn:
    def __init__(self, table) -> None:
        self.table = table
        self.log_ready = 0  # log lines whose text is rendered (the log shows once all are)
        self.log_key: tuple[object, ...] = ()
        self.log_look: object = ()

    # ---- geometry ------------------------------------------------------------------------------
    def seat_rects(self, infos: list[SeatInfo]) -> list[pygame.Rect]:
        side = self.table.side_rect
        if len(infos) >= CROWDED:
            w = (side.w - 18) // 2
            return [
                pygame.Rect(
                    side.x + 6 + (k % 2) * (w + 6),
                    side.y + 8 + (k // 2) * (SMALL_PANEL_H + 6),
                    w,
                    SMALL_PANEL_H,
                )
                for k in range(len(infos))
            ]
        compact = len(infos) > 4
        y = side.y + 8
        out = []
        for info in infos:
            h = 44 if compact else panel_height(info)
            out.append(pygame.Rect(side.x + 6, y, side.w - 12, h))
            y += h + 6
        return out

    @staticmethod
    def seats_height(n: int) -> int | None:
        """The height of the seat panels when they go two abreast (None: the platform's)."""
        if n < CROWDED:
            return None
        return (n + 1) // 2 * (SMALL_PANEL_H + 6)

    def now_rect(self) -> pygame.Rect:
        """A fixed place, so the log below never moves."""
        side = self.table.side_rect
        top = side.y + 8 + self.table.seats_height() + 2
        return pygame.Rect(side.x + 6, top, side.w - 12, 30 + NOW_LINES * STACK_LINE)

    def log_rect(self) -> pygame.Rect:
        side = self.table.side_rect
        top = self.now_rect().bottom + 8
        return pygame.Rect(side.x + 6, top, side.w - 12, side.bottom - 8 - top)

    # ---- the kept regions ------------------------------------------------------------------------
    def jobs(self, view: Any, look: object, live: list[SeatInfo]) -> list[LayerJob]:
        table = self.table
        layer = table.layer
        infos = [SeatInfo(**{**i.__dict__, "deciding": False, "thinking": False}) for i in live]
        side = table.side_rect
        seats = layer.region("seats", pygame.Rect(side.x, 0, side.w, table.seats_height() + 10))
        jobs: list[LayerJob] = [
            (
                seats,
                (look, tuple((i.name, i.out, i.viewing, tuple(i.lines)) for i in infos)),
                lambda surf, marks: self.paint_seats(surf, marks, infos),
            )
        ]
        box = self.now_rect()
        lines = stack_words.stack_lines(view, table.words, table.names) if view is not None else []
        asking = (
            stack_words.asking_line(view, table.names, box.w - 20)
            if view is not None and lines
            else ""
        )
        facts = [] if lines else self.sea_facts(view)
        jobs.append(
            (
                layer.region("now", box),
                (look, tuple(lines), asking, tuple(facts)),
                lambda surf, _marks: self.paint_now(surf, box, lines, asking, facts),
            )
        )
        log = table.log_panel
        log.rect = self.log_rect()
        if look != self.log_look:  # another viewer's log must never linger
            self.log_look = look
            self.log_ready = len(log.lines)
        if self.log_ready >= len(log.lines):
            self.log_key = (
                look,
                len(log.lines),
                log.scroll,
                log.title,
                log.lines[-1] if log.lines else None,
            )
        jobs.append(
            (layer.region("log", log.rect), self.log_key, lambda surf, _marks: log.draw(surf))
        )
        return jobs

    def warm_log(self, hurry: bool) -> None:
        """Render new log lines a few at a time, in frames with time to spare: the log is
        repainted once they are all ready (a burst of events writes many lines at once)."""
        log = self.table.log_panel
        lines = log.lines
        if self.log_ready > len(lines) or len(lines) - self.log_ready > 120:
            self.log_ready = max(0, len(lines) - 120)  # cleared, or too far behind
        if hurry:
            return
        start = time.perf_counter()
        width = log.rect.w - 20
        while self.log_ready < len(lines) and time.perf_counter() - start < LOG_BUDGET:
            text, colour = lines[self.log_ready]
            theme.text(text, LINE_SIZE, colour, False, False, width)
            self.log_ready += 1

    def paint_seats(self, surface, marks, infos: list[SeatInfo]) -> None:
        compact = len(infos) > 4
        crowded = len(infos) >= CROWDED
        for info, rect in zip(infos, self.seat_rects(infos)):
            if crowded:
                small_panel(surface, rect, info)
            else:
                shown = SeatInfo(**{**info.__dict__, "lines": [] if compact else info.lines})
                draw_seat_panel(surface, rect, shown, 0.0)
            tip = [info.name, who_line(info)] if crowded else []
            if info.lines or tip:
                marks.tip(rect, "\n".join(tip + list(info.lines)))

    def sea_facts(self, view) -> list[str]:
        """With nothing on the stack: whose turn, how quiet the sea is, the match score."""
        if view is None:
            return []
        names = self.table.names
        out = []
        if view.stage == "play" and not view.game_over and view.active >= 0:
            out.append(tr("now_turn", turn=view.played_turns + 1, seat=names[view.active]))
            out.append(tr("now_quiet", count=view.quiet_turns, limit=view.table.quiet_threshold))
            extra = [names[q] for q in view.extra_turns]
            if extra:
                out.append(tr("now_extra", seats=", ".join(extra)))
        elif view.stage in PRE_PLAY:
            out.append(tr("now_" + view.stage))
        else:
            out.append(tr("now_over"))
        if view.table.match_target > 1:
            out.append(tr("now_match", game=view.game_no, target=view.table.match_target))
        if view.table.teams:
            out.append(tr("now_teams") if view.team_stage else tr("now_teams_over"))
        return out

    def paint_now(self, surface, box: pygame.Rect, lines: list, asking: str, facts: list) -> None:
        theme.draw_panel(surface, box, "dark", 10, 2, shadow=False)
        title = tr("stack_title") if lines else tr("now_title")
        theme.blit_text(surface, title, (box.x + 10, box.y + 7), 14, theme.GOLD_LIGHT, bold=True)
        y = box.y + 28
        room = NOW_LINES - (1 if asking else 0)
        for text, nxt, negated in lines:
            colour = (236, 120, 100) if negated else (theme.TEXT_LIGHT if nxt else theme.TEXT_DIM)
            img = theme.text(("» " if nxt else "   ") + text, 13, colour, False, False, box.w - 20)
            rows = min(2, max(1, img.get_height() // STACK_LINE), room)
            if rows <= 0:
                break
            surface.blit(img, (box.x + 10, y), pygame.Rect(0, 0, box.w - 20, rows * STACK_LINE))
            y += rows * STACK_LINE
            room -= rows
        room = NOW_LINES
        for text in facts:  # a long fact takes two lines rather than lose its end
            img = theme.text(text, 13, theme.TEXT_LIGHT, False, False, box.w - 20)
            rows = min(2, max(1, img.get_height() // STACK_LINE), room)
            if rows <= 0:
                break
            surface.blit(img, (box.x + 10, y), pygame.Rect(0, 0, box.w - 20, rows * STACK_LINE))
            y += rows * STACK_LINE
            room -= rows
        if asking:  # one line: asking_line gives the count when the names would not fit
            theme.blit_text(
                surface,
                asking,
                (box.x + 10, box.bottom - STACK_LINE - 6),
                13,
                theme.GOLD_LIGHT,
                italic=True,
            )

    # ---- live --------------------------------------------------------------------------------------
    def draw_status(self, surface, infos: list[SeatInfo]) -> None:
        """Who is being asked now glows; an AI seat thinking says so."""
        table = self.table
        t = table.app.time
        for info, rect in zip(infos, self.seat_rects(infos)):
            if not (info.deciding or info.thinking):
                continue
            alpha = 143 + 16 * round(7 * math.sin(t * 5))
            surface.blit(
                coins.frame(rect.w + 6, rect.h + 6, theme.HIGHLIGHT, 3, alpha),
                (rect.x - 3, rect.y - 3),
            )
            text = (
                i18n.tr("ui.table.thinking") + "." * (1 + int(t * 3) % 3)
                if info.thinking
                else i18n.tr("ui.table.deciding")
            )
            colour = theme.GOLD_DARK if info.viewing else theme.GOLD_LIGHT
            if rect.h == SMALL_PANEL_H:  # two abreast: over the panel's second line
                line = pygame.Rect(rect.x + 26, rect.y + 21, rect.w - 32, 16)
                if info.viewing:  # parchment is opaque: its own slice hides the line beneath
                    surface.blit(
                        theme.panel_surface(rect.w, rect.h, panel_style(info), 8, 2),
                        line,
                        line.move(-rect.x, -rect.y),
                    )
                else:  # dark glass lets the line show through: the glass as seen over wood
                    surface.fill(GLASS_ON_WOOD, line)
                theme.blit_text(surface, text, line.topleft, 12, colour, italic=True)
            else:
                theme.blit_text(surface, text, (rect.x + 40, rect.y + 26), 13, colour, italic=True)
            table.layer.cover(rect.inflate(10, 10))


def panel_style(info: SeatInfo) -> str:
    return "parchment" if info.viewing else "dark"


def who_line(info: SeatInfo) -> str:
    """Human, or the AI seat's level; or out of the game."""
    if info.out:
        return i18n.tr("ui.table.out")
    if info.is_human:
        return i18n.tr("ui.table.human")
    key = f"ui.level.{info.level}"
    return i18n.tr(key) if i18n.has(key) else info.level


def small_panel(surface: pygame.Surface, rect: pygame.Rect, info: SeatInfo) -> None:
    """A seat's panel at a crowded table: its marker and name, then who plays it (or that it
    is out). The full lines are its tooltip; the board's row says the rest."""
    style = panel_style(info)
    surface.blit(theme.panel_surface(rect.w, rect.h, style, 8, 2), rect)
    ink = theme.INK if info.viewing else theme.TEXT_LIGHT
    soft = theme.INK_SOFT if info.viewing else theme.TEXT_DIM
    theme.draw_seat_marker(surface, (rect.x + 14, rect.y + 14), 8, info.seat, info.colour)
    name = theme.ellipsize(info.name, 14, rect.w - 34, bold=True)
    theme.blit_text(surface, name, (rect.x + 26, rect.y + 3), 14, ink, bold=True)
    line = theme.ellipsize(who_line(info), 12, rect.w - 32)
    colour = theme.RED if info.out else soft
    theme.blit_text(surface, line, (rect.x + 26, rect.y + 21), 12, colour, italic=info.out)
