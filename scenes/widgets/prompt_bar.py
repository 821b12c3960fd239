"""The prompt bar: what the game waits for, and one button per option (paged when many).

Options that the table lets the player pick on the board are usually left out of the bar; the
table decides which go here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from ..core import theme

PAD = 10
BUTTON_H = 36


class PromptBar:
    def __init__(self, rect) -> None:
        self.rect = pygame.Rect(rect)
        self.prompt = ""
        self.key: object = None
        self.buttons: list[pygame_gui.elements.UIButton] = []
        self.options: list[tuple[str, object]] = []
        self.extras: list[tuple[str, Callable[[], None]]] = []
        self.page = 0
        self.pages: list[list[int]] = []
        self.on_choose: Callable[[object], None] | None = None
        self.manager = None
        self.container = None
        self.note = ""

    def set(
        self,
        key: object,
        prompt: str,
        options: Sequence[tuple[str, object]],
        on_choose: Callable[[object], None],
        manager,
        container,
        extras: Sequence[tuple[str, Callable[[], None]]] = (),
        note: str = "",
    ) -> None:
        """Show `prompt` with option buttons; rebuilt only when `key` changes."""
        if key == self.key and container is self.container:
            self.note = note
            return
        self.key, self.prompt, self.options = key, prompt, list(options)
        self.extras, self.on_choose, self.note = list(extras), on_choose, note
        self.manager, self.container = manager, container
        self.page = 0
        self._paginate()
        self._build()

    def clear(self, prompt: str = "", key: object = "empty", manager=None, container=None) -> None:
        self.set(
            key, prompt, [], lambda _a: None, manager or self.manager, container or self.container
        )

    def _width(self, text: str) -> int:
        return min(360, theme.font(15, True).size(text)[0] + 30)

    def _paginate(self) -> None:
        room = self.rect.w - 2 * PAD - sum(self._width(t) + 8 for t, _ in self.extras) - 90
        self.pages, page, used = [], [], 0
        for i, (text, _a) in enumerate(self.options):
            w = self._width(text) + 8
            if page and used + w > room:
                self.pages.append(page)
                page, used = [], 0
            page.append(i)
            used += w
        if page or not self.pages:
            self.pages.append(page)

    def _build(self) -> None:
        for b in self.buttons:
            b.kill()
        self.buttons.clear()
        if self.manager is None:
            return
        y = self.rect.bottom - BUTTON_H - PAD
        x = self.rect.x + PAD
        for i in self.pages[self.page] if self.pages else []:
            text, action = self.options[i]
            w = self._width(text)
            self.buttons.append(
                self._button((x, y, w, BUTTON_H), text, "@option_button", self._chooser(action))
            )
            x += w + 8
        if len(self.pages) > 1:
            x = max(x, self.rect.right - PAD - sum(self._width(t) + 8 for t, _ in self.extras) - 84)
            self.buttons.append(self._button((x, y, 38, BUTTON_H), "«", None, self.previous_page))
            self.buttons.append(self._button((x + 42, y, 38, BUTTON_H), "»", None, self.next_page))
        x = self.rect.right - PAD
        for text, fn in reversed(self.extras):
            w = self._width(text)
            x -= w
            self.buttons.append(self._button((x, y, w, BUTTON_H), text, None, fn))
            x -= 8

    def _button(self, rect, text, style, command):
        return pygame_gui.elements.UIButton(
            pygame.Rect(rect),
            text,
            self.manager,
            container=self.container,
            object_id=ObjectID(class_id=style) if style else None,
            command=command,
        )

    def _chooser(self, action) -> Callable[[], None]:
        # pygame_gui passes an argument to commands that take one: keep this one argument-free.
        def choose() -> None:
            if self.on_choose is not None:
                self.on_choose(action)

        return choose

    def previous_page(self) -> None:
        self.turn(-1)

    def next_page(self) -> None:
        self.turn(1)

    def turn(self, step: int) -> None:
        self.page = (self.page + step) % max(1, len(self.pages))
        self._build()

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_panel(surface, self.rect, "wood", 10, 3, shadow=False)
        size = theme.fit_text(self.prompt, 18, self.rect.w - 2 * PAD, bold=True)
        theme.blit_text(
            surface,
            self.prompt,
            (self.rect.x + PAD, self.rect.y + 8),
            size,
            theme.TEXT_LIGHT,
            bold=True,
            shadow=True,
        )
        if self.note:
            theme.blit_text(
                surface,
                self.note,
                (self.rect.right - PAD, self.rect.y + 11),
                14,
                theme.GOLD_LIGHT,
                anchor="topright",
            )
        if len(self.pages) > 1:
            theme.blit_text(
                surface,
                f"{self.page + 1}/{len(self.pages)}",
                (self.rect.right - PAD, self.rect.y + 30),
                12,
                theme.TEXT_DIM,
                anchor="topright",
            )
