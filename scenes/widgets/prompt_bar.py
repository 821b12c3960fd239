"""The prompt bar: what the game waits for, and one button per option (paged when many).

Options that the table lets the player pick on the board are usually left out of the bar; the
table decides which go here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame
import pygame_gui
from pygame.typing import RectLike
from pygame_gui.core import ObjectID

from ..core import theme

PAD = 10
BUTTON_H = 36
BUTTON_SIZE = 15  # bold
BUTTON_PAD = 15  # each side of a button's text
MAX_BUTTON_W = 360
GAP = 8  # between buttons
ARROWS_W = 90  # the page arrows
PROMPT_SIZE = 18  # bold, shrunk to fit
NOTE_SIZE = 14


class PromptBar:
    def __init__(self, rect: RectLike) -> None:
        self.rect = pygame.Rect(rect)
        self.prompt = ""
        self.key: object = None
        self.buttons: list[pygame_gui.elements.UIButton] = []
        self.options: list[tuple[str, object]] = []
        self.extras: list[tuple[str, Callable[[], None]]] = []
        self.page = 0
        self.pages: list[list[int]] = []
        self.on_choose: Callable[[Any], None] | None = None
        self.manager: pygame_gui.UIManager | None = None
        self.container: pygame_gui.core.UIContainer | None = None
        self.note = ""
        self._fitted: tuple[object, str] = (None, "")

    def set(
        self,
        key: object,
        prompt: str,
        options: Sequence[tuple[str, object]],
        on_choose: Callable[[Any], None],
        manager: pygame_gui.UIManager | None,
        container: pygame_gui.core.UIContainer | None,
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

    def clear(
        self,
        prompt: str = "",
        key: object = "empty",
        manager: pygame_gui.UIManager | None = None,
        container: pygame_gui.core.UIContainer | None = None,
    ) -> None:
        self.set(
            key, prompt, [], lambda _a: None, manager or self.manager, container or self.container
        )

    # ---- measures (tables ask them too, to choose what goes on the bar) --------------------------
    @staticmethod
    def button_width(text: str) -> int:
        """A button's width for `text`: its bold 15 pt text and padding, 360 at the most."""
        return min(MAX_BUTTON_W, theme.font(BUTTON_SIZE, True).size(text)[0] + 2 * BUTTON_PAD)

    def room(self, extras: Sequence[str]) -> int:
        """The width a page of option buttons has beside buttons for `extras` (Undo, Menu) and
        the page arrows."""
        return self.rect.w - 2 * PAD - sum(self.button_width(t) + GAP for t in extras) - ARROWS_W

    def fits(self, labels: Sequence[str], extras: Sequence[str]) -> bool:
        """Whether option buttons for `labels` fit on one page beside `extras`."""
        return sum(self.button_width(t) + GAP for t in labels) <= self.room(extras)

    def note_room(self) -> int:
        """The width left for a note beside the prompt, on its first line."""
        return self.rect.w - theme.font(PROMPT_SIZE, True).size(self.prompt)[0] - 40

    def note_if_room(self, note: str) -> str:
        """`note` if it fits whole beside the prompt, else nothing."""
        key = (self.prompt, note, self.rect.w)
        if key != self._fitted[0]:
            fits = note and theme.font(NOTE_SIZE).size(note)[0] <= self.note_room()
            self._fitted = (key, note if fits else "")
        return self._fitted[1]

    def note_cut(self, note: str) -> str:
        """`note`, cut with "…" to the room beside the prompt."""
        return theme.ellipsize(note, NOTE_SIZE, max(0, self.note_room()))

    def _width(self, text: str) -> int:
        return self.button_width(text)

    def _paginate(self) -> None:
        room = self.room([t for t, _ in self.extras])
        page: list[int] = []
        self.pages, used = [], 0
        for i, (text, _a) in enumerate(self.options):
            w = self._width(text) + GAP
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
            x += w + GAP
        if len(self.pages) > 1:
            x = max(
                x, self.rect.right - PAD - sum(self._width(t) + GAP for t, _ in self.extras) - 84
            )
            self.buttons.append(self._button((x, y, 38, BUTTON_H), "«", None, self.previous_page))
            self.buttons.append(self._button((x + 42, y, 38, BUTTON_H), "»", None, self.next_page))
        x = self.rect.right - PAD
        for text, fn in reversed(self.extras):
            w = self._width(text)
            x -= w
            self.buttons.append(self._button((x, y, w, BUTTON_H), text, None, fn))
            x -= 8

    def _button(
        self, rect: RectLike, text: str, style: str | None, command: Callable[[], None]
    ) -> pygame_gui.elements.UIButton:
        return pygame_gui.elements.UIButton(
            pygame.Rect(rect),
            text,
            self.manager,
            container=self.container,
            object_id=ObjectID(class_id=style) if style else None,
            command=command,
        )

    def _chooser(self, action: object) -> Callable[[], None]:
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
        size = theme.fit_text(self.prompt, PROMPT_SIZE, self.rect.w - 2 * PAD, bold=True)
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
                NOTE_SIZE,
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
