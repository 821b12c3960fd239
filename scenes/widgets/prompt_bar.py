"""The prompt bar: what the game waits for, one button per option, and the table's own controls.

Layout, the same in every game:

    ┌───────────────────────────────────────────────────────────────────────────────────┐
    │ Prompt (shrunk to fit)                                               note (gold) │
    │ [option] [option] [option] ...                       [skip] [Undo] [Menu]        │
    └───────────────────────────────────────────────────────────────────────────────────┘

- Buttons are measured (bold 15 pt text plus padding) and laid out left to right. When one row
  does not hold them, the bar grows a second row upwards; only when two rows do not hold them
  does it page, with « » and the page number at the end of the lower row.
- The controls on the right (skip, Undo, Menu) each have a fixed slot, reserved even when the
  control is not shown: no option and no control ever takes another one's place.
- A button keeps its place from one prompt to the next while it stays on the bar, and a new
  button is put where no button was a moment ago while there is such room (else the bar is
  laid out afresh: a new decision with nothing in common with the last).
- An option that exists but is not legal now (`BarOption(enabled=False, reason=...)`), or a
  control that cannot be used now (Undo with nothing to undo), is drawn dimmed; hovering it
  tells why (`tips()`), and so does clicking it (`refusal_at(pos)`).
- A double click on an option answers one question: its second press, when the next question's
  bar has put another button where the pressed one was (Black Fleet: "End this ship", then
  "End sailing" in its place), is let go (DOUBLE_CLICK). Controls (Undo) take every press.

Options the table lets the player pick on the board are usually left out of the bar; the table
decides which go here.

A button the bar showed a moment ago at the same place with the same words is kept (only what
it sends changes). New buttons cost a few milliseconds each (the toolkit draws rounded corners
at four times the size): they are made BUILD_BUDGET seconds a frame, in frames the table
has not filled already (`hold`), hidden, and shown together when the last is made, so a bar of many new buttons never makes one slow frame. Reading
`buttons` makes whatever is left at once (tests, a tutorial).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame
import pygame_gui
from pygame.typing import Point, RectLike
from pygame_gui.core import ObjectID

from ..core import theme, ui

PAD = 10
BUTTON_H = 36
BUTTON_SIZE = 15  # bold
BUTTON_PAD = 15  # each side of a button's text
MAX_BUTTON_W = 360
GAP = 8  # between buttons
ROW_GAP = 6  # between two rows of buttons
SECOND_ROW = BUTTON_H + ROW_GAP  # how far the bar grows upwards with a second row of buttons
MAX_ROWS = 2  # rows of option buttons before the bar pages
ARROW_W = 38  # a page arrow
PAGE_LABEL_W = 44  # "2/3" between the page arrows
PROMPT_SIZE = 18  # bold, shrunk to fit
NOTE_SIZE = 14
SLOTS = ("skip", "undo", "menu")  # the controls on the right, left to right
# Seconds after an option's press within which a press on an option of the next question lying
# where the pressed one was is that click's double, not an answer (a desktop's double-click
# time; nobody reads a new question that fast)
DOUBLE_CLICK = 0.4
DISABLED_FILL = (58, 46, 38)
DISABLED_EDGE = (96, 80, 62)
DISABLED_INK = (150, 140, 126)
BUILD_BUDGET = 0.004  # seconds of making new buttons a frame (one at least)
MAX_HELD = 4  # busy frames in a row that make no new button (PromptBar.hold)

ButtonSpec = tuple[tuple[int, int, int, int], str, "str | None", Callable[[], None]]


@dataclass(frozen=True)
class BarOption:
    """An option button: its words, what choosing it sends, and (disabled) why it cannot be
    chosen now."""

    text: str
    value: object
    enabled: bool = True
    reason: str = ""


@dataclass(frozen=True)
class BarControl:
    """A control in one of the fixed slots on the right (`SLOTS`)."""

    slot: str
    text: str
    command: Callable[[], None]
    enabled: bool = True
    reason: str = ""


@dataclass
class Placed:
    """A button as laid out: what it is and where."""

    key: tuple[str, str]  # ("option" | slot, identity): what makes it "the same button"
    rect: pygame.Rect
    text: str
    enabled: bool
    reason: str


class PromptBar:
    def __init__(self, rect: RectLike) -> None:
        self.home = pygame.Rect(rect)  # the bar with one row of buttons
        self.rect = pygame.Rect(rect)  # as shown now (taller with two rows)
        self.prompt = ""
        self.key: object = None
        self._buttons: list[pygame_gui.elements.UIButton | None] = []  # None: yet to make
        self._keys: list[tuple] = []  # what each of _buttons is: place, words, style, container
        self._commands: list[Callable[[], None]] = []  # what each of _buttons does when pressed
        self._todo: list[tuple[int, ButtonSpec]] = []  # (index in _buttons, what to make)
        self._hold = False  # this frame is busy: no new button in it (`hold`)
        self._held = 0  # frames in a row held
        self.options: list[tuple[str, object]] = []  # the enabled options (words, value)
        self.entries: list[BarOption] = []  # every option, disabled ones included
        self.controls: list[BarControl] = []
        self.slot_texts: dict[str, str] = {}
        self.page = 0
        self.pages: list[list[int]] = []
        self.rows = 1
        self.placed: list[Placed] = []  # what is on the bar now (buttons and dimmed ones)
        self._memory: dict[tuple[str, str], pygame.Rect] = {}  # options' places last shown
        self.on_choose: Callable[[Any], None] | None = None
        self.manager: pygame_gui.UIManager | None = None
        self.container: pygame_gui.core.UIContainer | None = None
        self.note = ""
        self._fitted: tuple[object, str] = (None, "")
        self._pressed: tuple[float, pygame.Rect, object] | None = None  # when, where, bar's key

    # ---- what it shows ------------------------------------------------------------------------
    def set(
        self,
        key: object,
        prompt: str,
        options: Sequence[tuple[str, object] | BarOption],
        on_choose: Callable[[Any], None],
        manager: pygame_gui.UIManager | None,
        container: pygame_gui.core.UIContainer | None,
        controls: Sequence[BarControl | tuple[str, Callable[[], None]]] = (),
        note: str = "",
    ) -> None:
        """Show `prompt` with option buttons and `controls`; rebuilt only when `key` changes.
        Options are (words, value) pairs or BarOptions; controls are BarControls (or, for a
        plain bar, (words, command) pairs, put in the slots from the right)."""
        if key == self.key and container is self.container:
            self.note = note
            return
        self.key, self.prompt = key, prompt
        self.entries = [o if isinstance(o, BarOption) else BarOption(o[0], o[1]) for o in options]
        self.options = [(o.text, o.value) for o in self.entries if o.enabled]
        self.controls = _controls(controls)
        self.on_choose, self.note = on_choose, note
        self.manager, self.container = manager, container
        self.page = 0
        self._layout(fresh=False)
        self._build()

    def clear(
        self,
        prompt: str = "",
        key: object = "empty",
        manager: pygame_gui.UIManager | None = None,
        container: pygame_gui.core.UIContainer | None = None,
        controls: Sequence[BarControl] = (),
    ) -> None:
        self.set(
            key,
            prompt,
            [],
            lambda _a: None,
            manager or self.manager,
            container or self.container,
            controls,
        )

    def set_slots(self, texts: Mapping[str, str]) -> None:
        """The words of each control slot, which fix the slots' widths (in this language) even
        while a control is not shown."""
        texts = dict(texts)
        if texts != self.slot_texts:
            self.slot_texts = texts
            self.key = None

    # ---- measures (tables ask them too, to choose what goes on the bar) --------------------------
    @staticmethod
    def button_width(text: str) -> int:
        """A button's width for `text`: its bold 15 pt text and padding, 360 at the most."""
        return min(MAX_BUTTON_W, theme.font(BUTTON_SIZE, True).size(text)[0] + 2 * BUTTON_PAD)

    def slot_rects(self) -> dict[str, pygame.Rect]:
        """Where each control slot is (on the lowest row, at the right end)."""
        y = self.home.bottom - BUTTON_H - PAD
        x = self.home.right - PAD
        out: dict[str, pygame.Rect] = {}
        for slot in reversed(SLOTS):
            text = self.slot_texts.get(slot) or next(
                (c.text for c in self.controls if c.slot == slot), ""
            )
            if not text:
                continue
            w = self.button_width(text)
            x -= w
            out[slot] = pygame.Rect(x, y, w, BUTTON_H)
            x -= GAP
        return out

    def area(self) -> pygame.Rect:
        """The room of the option buttons on the lowest row: left of the control slots."""
        slots = self.slot_rects()
        right = min((r.x for r in slots.values()), default=self.home.right - PAD + GAP) - GAP
        left = self.home.x + PAD
        return pygame.Rect(left, self.home.bottom - BUTTON_H - PAD, max(0, right - left), BUTTON_H)

    def room(self) -> int:
        """The width of one row of option buttons (the control slots are fixed)."""
        return self.area().w

    def upper_room(self) -> int:
        """The width of an upper row of option buttons: the bar's whole width (the control
        slots are on the lowest row only)."""
        return self.home.right - PAD - self.area().x

    def _rooms(self, rows: int) -> list[int]:
        """The widths of `rows` rows of option buttons, upper first."""
        return [self.upper_room()] * (rows - 1) + [self.room()]

    def fits(self, labels: Sequence[str], rows: int = 1) -> bool:
        """Whether option buttons for `labels` fit on `rows` rows (one by default)."""
        widths = [self.button_width(t) for t in labels]
        return len(_pack(widths, self._rooms(rows))) <= rows

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

    # ---- layout -----------------------------------------------------------------------------------
    def _row_y(self, row: int, rows: int) -> int:
        """The top of option row `row` (0 = the upper one) when there are `rows` rows."""
        bottom = self.home.bottom - BUTTON_H - PAD
        return bottom - (rows - 1 - row) * (BUTTON_H + ROW_GAP)

    def _layout(self, fresh: bool) -> None:
        """Place the option buttons: where they were if they still are on the bar and nothing
        else took their place, the rest in room nobody used a moment ago; else afresh, in
        reading order, on one row, then two, then in pages of two rows."""
        area = self.area()
        widths = [self.button_width(o.text) for o in self.entries]
        keys = [("option", _identity(o)) for o in self.entries]
        placed = None if fresh else self._sticky(keys, widths, area)
        if placed is None:
            placed, self.pages, self.rows = self._fresh(widths, area)
        else:
            self.pages = [list(range(len(self.entries)))]
        self._positions = placed
        self.rect = pygame.Rect(self.home)
        extra = (self.rows - 1) * (BUTTON_H + ROW_GAP)
        self.rect.y -= extra
        self.rect.h += extra

    def _fresh(
        self, widths: list[int], area: pygame.Rect
    ) -> tuple[dict[int, pygame.Rect], list[list[int]], int]:
        for n_rows in range(1, MAX_ROWS + 1):
            rows = _pack(widths, self._rooms(n_rows))
            if 0 < len(rows) < n_rows and len(rows[0]) > 1:  # all on the wide upper row: the
                rows = [rows[0][:-1], rows[0][-1:]]  # last goes down, no row is left empty
            if len(rows) <= n_rows:
                pages = [[i for row in rows for i in row]]
                placed = self._place_rows(rows, widths, area, n_rows)
                return placed, pages, n_rows
        # pages of two rows; the arrows and page number take the end of the lower row
        arrows = 2 * ARROW_W + PAGE_LABEL_W + GAP
        placed, pages = {}, []
        i = 0
        while i < len(widths):
            page_rows: list[list[int]] = []
            for r in range(MAX_ROWS):
                room = area.w - arrows if r == MAX_ROWS - 1 else self.upper_room()
                row: list[int] = []
                used = 0
                while i < len(widths) and (not row or used + widths[i] <= room):
                    row.append(i)
                    used += widths[i] + GAP
                    i += 1
                page_rows.append(row)
                if i >= len(widths):
                    break
            pages.append([k for row in page_rows for k in row])
            placed.update(self._place_rows(page_rows, widths, area, MAX_ROWS))
        return placed, pages, MAX_ROWS

    def _place_rows(
        self, rows: list[list[int]], widths: list[int], area: pygame.Rect, n_rows: int
    ) -> dict[int, pygame.Rect]:
        placed: dict[int, pygame.Rect] = {}
        rooms = self._rooms(n_rows)
        for r, row in enumerate(rows):
            x = area.x
            for i in row:
                w = min(widths[i], rooms[r])
                placed[i] = pygame.Rect(x, self._row_y(r, n_rows), w, BUTTON_H)
                x += widths[i] + GAP
        return placed

    def _sticky(
        self, keys: list[tuple[str, str]], widths: list[int], area: pygame.Rect
    ) -> dict[int, pygame.Rect] | None:
        """Options still on the bar keep their places; new ones go where no button was a moment
        ago (one row if it holds them, else two: the lower row never moves). None when nothing
        is shared with the last options shown, or the new ones find no room."""
        memory = self._memory
        kept = {
            i: memory[k] for i, k in enumerate(keys) if k in memory and memory[k].w == widths[i]
        }
        if not kept:
            return None
        low = self._row_y(0, 1)
        first = 1 if all(r.y == low for r in kept.values()) else MAX_ROWS
        for n_rows in range(first, MAX_ROWS + 1):
            ys = [self._row_y(k, n_rows) for k in range(n_rows)]
            placed, taken = dict(kept), list(memory.values())
            for i, w in enumerate(widths):
                if i in placed:
                    continue
                spot = _first_fit(min(w, area.w), area, ys, taken)
                if spot is None:
                    break
                placed[i] = spot
                taken.append(spot)
            else:
                self.rows = n_rows
                return placed
        return None

    # ---- widgets --------------------------------------------------------------------------------
    def _build(self) -> None:
        specs: list[ButtonSpec] = []
        self.placed = []
        shown = self.pages[self.page] if self.pages else []
        memory: dict[tuple[str, str], pygame.Rect] = {}
        for i in shown:
            entry = self.entries[i]
            rect = self._positions[i]
            key = ("option", _identity(entry))
            memory[key] = rect
            self.placed.append(
                Placed(key, pygame.Rect(rect), entry.text, entry.enabled, entry.reason)
            )
            if entry.enabled:
                specs.append(
                    (
                        _xywh(rect),
                        entry.text,
                        "@option_button",
                        self._chooser(entry.value, rect),
                    )
                )
        if len(self.pages) > 1:
            area = self.area()
            y = self._row_y(MAX_ROWS - 1, MAX_ROWS)
            x = area.right - 2 * ARROW_W - PAGE_LABEL_W
            specs.append(((x, y, ARROW_W, BUTTON_H), "«", None, self.previous_page))
            specs.append(
                ((x + ARROW_W + PAGE_LABEL_W, y, ARROW_W, BUTTON_H), "»", None, self.next_page)
            )
        slots = self.slot_rects()
        for control in self.controls:
            spot = slots.get(control.slot)
            if spot is None:
                continue
            key = (control.slot, control.text)
            self.placed.append(
                Placed(key, pygame.Rect(spot), control.text, control.enabled, control.reason)
            )
            if control.enabled:
                specs.append((_xywh(spot), control.text, None, control.command))
        if memory:
            self._memory = memory
        self._make(specs)

    def _make(self, specs: list[ButtonSpec]) -> None:
        """The buttons for `specs`: those shown a moment ago at the same place with the same
        words and style are kept (sending the new command), the others made (`build_some`)."""
        old: dict[tuple, list[tuple[pygame_gui.elements.UIButton, Callable[[], None]]]] = {}
        for key, b, command in zip(self._keys, self._buttons, self._commands):
            if b is not None and b.alive():
                old.setdefault(key, []).append((b, command))
            elif b is not None:
                b.kill()
        self._buttons, self._keys, self._commands, self._todo = [], [], [], []
        if self.manager is None:
            for kept in old.values():
                for b, _ in kept:
                    b.kill()
            return
        for spec in specs:
            key = (spec[0], spec[1], spec[2], id(self.container))
            self._keys.append(key)
            self._commands.append(spec[3])
            same = old.get(key)
            if same:
                b, command = same.pop()
                if command != spec[3]:  # binding costs a signature's inspection: only if new
                    b.bind(pygame_gui.UI_BUTTON_PRESSED, spec[3])
                self._buttons.append(b)
            else:
                self._todo.append((len(self._buttons), spec))
                self._buttons.append(None)
        for left in old.values():
            for b, _ in left:
                b.kill()
        if self._todo:  # made from the next draw on (this frame's, after the update)
            for b in self._buttons:
                if b is not None:
                    b.hide()  # the bar changes all at once

    def build_some(self, everything: bool = False) -> bool:
        """Make new buttons for up to BUILD_BUDGET seconds, or all of them; the
        bar's buttons show together once the last is made. True while some are left.

        The looks the toolkit has still to draw for the buttons made a moment ago are drawn
        first (ui.draw_a_look): a button is made once those before it are whole, and only as
        the first work of a call, and alone (one a frame at most)."""
        held, self._hold = self._hold, False
        if held and not everything and self._held < MAX_HELD:
            self._held += 1
            return bool(self._todo)
        self._held = 0
        ui.make_paced(
            lambda: bool(self._todo), self._make_next, self._buttons, everything, BUILD_BUDGET
        )
        if self._todo:
            return True
        if self.container is None or self.container.visible:  # else shown with the container
            for b in self._buttons:
                if b is not None and not b.visible:
                    b.show()
        return False

    def _make_next(self) -> None:
        index, (rect, text, style, command) = self._todo.pop(0)
        # Words wider than the widest button end in "…", whole on hover (never cut mid-word).
        # A sign (a page arrow) is never cut: it fits its narrow button, padding aside.
        room = pygame.Rect(rect).w - 2 * BUTTON_PAD
        shown = text if len(text) == 1 else theme.ellipsize(text, BUTTON_SIZE, room, True)
        self._buttons[index] = pygame_gui.elements.UIButton(
            pygame.Rect(rect),
            shown,
            self.manager,
            tool_tip_text=text if shown != text else None,
            container=self.container,
            object_id=ObjectID(class_id=style) if style else None,
            command=command,
            visible=0 if self._todo else int(self.container is None or self.container.visible),
        )

    @property
    def buttons(self) -> list[pygame_gui.elements.UIButton]:
        """The bar's buttons (any still to make are made now)."""
        self.build_some(everything=True)
        return [b for b in self._buttons if b is not None]

    def _chooser(self, value: object, rect: pygame.Rect) -> Callable[[], None]:
        """The command of the option button for `value` at `rect`: it chooses `value`, unless
        pressed as the second press of a double click whose first pressed an option of an
        earlier question where this one now lies (over the middle of the pressed one:
        DOUBLE_CLICK)."""
        key, rect = self.key, pygame.Rect(rect)

        # pygame_gui passes an argument to commands that take one: keep this one argument-free.
        def choose() -> None:
            now = time.monotonic()
            last = self._pressed
            if (
                last is not None
                and last[2] != key
                and now - last[0] < DOUBLE_CLICK
                and rect.collidepoint(last[1].center)
            ):
                return  # (the player meant one click: the question it answered has gone)
            self._pressed = (now, rect, key)
            if self.on_choose is not None:
                self.on_choose(value)

        return choose

    def previous_page(self) -> None:
        self.turn(-1)

    def next_page(self) -> None:
        self.turn(1)

    def turn(self, step: int) -> None:
        self.page = (self.page + step) % max(1, len(self.pages))
        self._build()

    def hold(self) -> None:
        """The table's frame is busy (it took a step of the game, or repainted what it keeps):
        no new button is made in it, MAX_HELD frames in a row at most (the looks still to
        draw are drawn later too)."""
        self._hold = True

    def warm_jobs(self) -> list[Callable[[], object]]:
        """The bar's panel with one row of buttons and with two, drawn ahead (a table's opening
        does): each size costs milliseconds the first time."""
        extra = BUTTON_H + ROW_GAP
        return [
            partial(theme.panel_surface, self.home.w, self.home.h + rows * extra, "wood", 10, 3)
            for rows in range(MAX_ROWS)
        ]

    # ---- what the table asks of it --------------------------------------------------------------
    def refusal_at(self, pos: Point) -> str | None:
        """Why the dimmed button under `pos` cannot be used (None: no dimmed button there)."""
        for p in self.placed:
            if not p.enabled and p.rect.collidepoint(pos):
                return p.reason
        return None

    def tips(self) -> list[tuple[pygame.Rect, str]]:
        """Hover texts of the dimmed buttons: why not."""
        return [(p.rect, p.reason) for p in self.placed if not p.enabled and p.reason]

    def rect_of(self, value: object) -> pygame.Rect | None:
        """Where the option choosing `value` is shown (tests, tutorials)."""
        for entry in self.entries:
            if entry.value == value:
                key = ("option", _identity(entry))
                for p in self.placed:
                    if p.key == key:
                        return pygame.Rect(p.rect)
        return None

    def draw(self, surface: pygame.Surface) -> None:
        self.build_some()
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
        for p in self.placed:
            if not p.enabled:
                _draw_dimmed(surface, p.rect, p.text)
        if len(self.pages) > 1:
            area = self.area()
            y = self._row_y(MAX_ROWS - 1, MAX_ROWS)
            centre = (area.right - ARROW_W - PAGE_LABEL_W // 2, y + BUTTON_H // 2)
            theme.blit_text(
                surface,
                f"{self.page + 1}/{len(self.pages)}",
                centre,
                13,
                theme.TEXT_LIGHT,
                bold=True,
                anchor="center",
            )


def _controls(controls: Sequence[BarControl | tuple[str, Callable[[], None]]]) -> list[BarControl]:
    """Controls as BarControls: plain (words, command) pairs fill the slots from the right."""
    out: list[BarControl] = []
    free = list(reversed(SLOTS))
    for c in reversed(list(controls)):
        control = c if isinstance(c, BarControl) else BarControl(free[0], c[0], c[1])
        if control.slot in free:
            free.remove(control.slot)
        out.append(control)
    return list(reversed(out))


def _identity(option: BarOption) -> str:
    """What makes two prompts' options "the same button": what it chooses, else its words."""
    value = option.value
    ident = getattr(value, "id", None)
    return f"{option.text}\x00{ident if isinstance(ident, str) else repr(value)}"


def _pack(widths: Sequence[int], rooms: Sequence[int]) -> list[list[int]]:
    """Indices packed in reading order into rows as wide as `rooms` (upper first; the last
    width for any further row). A button wider than its row's room gets a row of its own."""
    rows: list[list[int]] = []
    row: list[int] = []
    used = 0
    for i, w in enumerate(widths):
        if row and used + w > rooms[min(len(rows), len(rooms) - 1)]:
            rows.append(row)
            row, used = [], 0
        row.append(i)
        used += w + GAP
    if row:
        rows.append(row)
    return rows


def _first_fit(
    w: int, area: pygame.Rect, ys: Sequence[int], taken: Sequence[pygame.Rect]
) -> pygame.Rect | None:
    """The leftmost place for a button `w` wide on rows `ys` (upper first) that keeps a gap
    from every one of `taken`, or None."""
    for y in ys:
        x = area.x
        for r in sorted((r for r in taken if r.y == y), key=lambda r: r.x):
            if x + w + GAP <= r.x:
                break
            x = max(x, r.right + GAP)
        if x + w <= area.right:
            return pygame.Rect(x, y, w, BUTTON_H)
    return None


def _draw_dimmed(surface: pygame.Surface, rect: pygame.Rect, text: str) -> None:
    """A button that cannot be used now: drawn, not clickable (clicking it tells why)."""
    pygame.draw.rect(surface, DISABLED_FILL, rect, border_radius=8)
    pygame.draw.rect(surface, DISABLED_EDGE, rect, width=2, border_radius=8)
    size = theme.fit_text(text, BUTTON_SIZE, rect.w - 12, bold=True)
    theme.blit_text(surface, text, rect.center, size, DISABLED_INK, bold=True, anchor="center")


def _xywh(rect: RectLike) -> tuple[int, int, int, int]:
    r = pygame.Rect(rect)
    return (r.x, r.y, r.w, r.h)
