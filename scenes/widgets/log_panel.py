"""The game log: one line per event the viewing seat may see, phrased in the current language.

Drawn by hand from cached text (pygame_gui's text box gets slow past ~50 lines); the wheel
scrolls back through the last few hundred lines.
"""

from __future__ import annotations

import time

import pygame
from pygame.typing import Point, RectLike

from ..core import theme
from ..core.theme import RGB

MAX_LINES = 400
LINE_SIZE = 14
SHOWN = 120  # the newest lines kept rendered (what the wheel scrolls back through)


class LogPanel:
    def __init__(self, rect: RectLike, title: str = "") -> None:
        self.rect = pygame.Rect(rect)
        self.title = title
        self.lines: list[tuple[str, tuple]] = []  # (text, colour)
        self.scroll = 0  # lines scrolled back from the newest
        self._wrapped: list[pygame.Surface] = []
        self._dirty = True
        self._added = 0  # lines added since `_wrapped` was made (they alone need rendering)
        self._wrap_width = 0  # the width `_wrapped` was rendered at (0: none yet)
        self.ready = 0  # lines already rendered (see `warm`)

    def clear(self) -> None:
        self.lines.clear()
        self.scroll = 0
        self._dirty = True
        self._wrap_width = 0
        self.ready = 0

    def warm(self, budget: float) -> int:
        """Render the lines not drawn yet, for up to `budget` seconds (a table does it in frames
        with time to spare, and repaints its log once `ready` has caught up: a burst of events
        writes many lines at once). Returns how many lines are ready."""
        lines = self.lines
        shown = len(lines) - min(len(lines), SHOWN)
        self.ready = min(max(self.ready, shown), len(lines))
        if budget <= 0:
            return self.ready
        end = time.perf_counter() + budget
        width = self.rect.w - 20
        while self.ready < len(lines):  # one line at least, then while the budget lasts
            text, colour = lines[self.ready]
            theme.text(text, LINE_SIZE, colour, False, False, width)
            self.ready += 1
            if time.perf_counter() >= end:
                break
        return self.ready

    def add(self, text: str, colour: RGB = theme.TEXT_LIGHT) -> None:
        if not text:
            return
        text = text[0].upper() + text[1:]  # a line is a sentence, even one opening on a card's name
        self.lines.append((text, colour))
        if len(self.lines) > MAX_LINES:
            cut = len(self.lines) - MAX_LINES
            del self.lines[:cut]
            self.ready = max(0, self.ready - cut)
        self.scroll = 0
        self._dirty = True
        self._added += 1

    def handle(self, event: pygame.event.Event, mouse: Point = (0, 0)) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(mouse):
            self.scroll = max(0, min(len(self._wrapped), self.scroll + event.y * 3))
            return True
        return False

    def _rewrap(self) -> None:
        """The newest SHOWN lines rendered: only those added since the last time, when the
        width is the same (a step adds a line or two to a log of a hundred)."""
        width = self.rect.w - 20
        if width != self._wrap_width:
            self._wrapped, self._added = [], len(self.lines)
        fresh = min(self._added, len(self.lines), SHOWN)
        new = [
            theme.text(t, LINE_SIZE, c, False, False, width)
            for t, c in self.lines[len(self.lines) - fresh :]
        ]
        self._wrapped = (self._wrapped + new)[-SHOWN:]
        self._wrap_width, self._added, self._dirty = width, 0, False

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_panel(surface, self.rect, "dark", 10, 2, shadow=False)
        top = self.rect.y + 8
        if self.title:
            theme.blit_text(
                surface, self.title, (self.rect.x + 10, top), 15, theme.GOLD_LIGHT, bold=True
            )
            top += 24
        if self._dirty:
            self._rewrap()
        clip = surface.get_clip()
        area = pygame.Rect(self.rect.x + 8, top, self.rect.w - 16, self.rect.bottom - top - 8)
        surface.set_clip(area)
        y = area.bottom
        end = len(self._wrapped) - self.scroll
        for img in reversed(self._wrapped[: max(0, end)]):
            y -= img.get_height() + 2
            if y < area.y:
                break  # whole lines only: a line cut in half under the title reads as clutter
            surface.blit(img, (area.x + 2, y))
        surface.set_clip(clip)
        if self.scroll:  # scrolled back: a small arrow says newer lines are below
            x, y = self.rect.right - 14, self.rect.bottom - 16
            pygame.draw.polygon(surface, theme.GOLD, [(x - 5, y - 3), (x + 5, y - 3), (x, y + 3)])
