"""Small builders for pygame_gui widgets in a scene's container, with translated texts.

Texts are i18n keys: pygame_gui translates them when it renders, so switching the language
re-renders them. `kw` fills the key's %{placeholders}.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Sequence

import pygame
import pygame_gui
from pygame.typing import RectLike
from pygame_gui.core import ObjectID

from .base import Scene


def _oid(cls: str | None, obj: str | None = None) -> ObjectID | None:
    if cls is None and obj is None:
        return None
    return ObjectID(class_id=cls, object_id=obj)


def button(
    scene: Scene,
    rect: RectLike,
    key: str,
    command: Callable[[], None] | None = None,
    *,
    kw: dict[str, object] | None = None,
    style: str | None = None,
    tooltip: str | None = None,
    tooltip_kw: dict[str, object] | None = None,
    enabled: bool = True,
    object_id: str | None = None,
) -> pygame_gui.elements.UIButton:
    b = pygame_gui.elements.UIButton(
        pygame.Rect(rect),
        key,
        scene.app.manager,
        container=scene.ui,
        object_id=_oid(style, object_id),
        tool_tip_text=tooltip,
        text_kwargs={k: str(v) for k, v in (kw or {}).items()},
        tool_tip_text_kwargs={k: str(v) for k, v in (tooltip_kw or {}).items()},
        command=_guarded(scene, command) if command else None,
    )
    if not enabled:
        b.disable()
    return b


def draw_a_look(widgets: Iterable[pygame_gui.core.UIElement | None]) -> bool:
    """Draw one look (normal, hovered, pressed, dimmed ...) that the toolkit has still to draw
    for one of `widgets`; False when none is left. A new button draws one look, and the toolkit
    one more of every new button's in each update after it (a few milliseconds each): a scene
    that makes buttons a few a frame draws their looks within its budget first and makes the
    next button once they are whole, so that no frame pays for many."""
    for widget in widgets:
        shape = widget.drawable_shape if widget is not None else None
        if shape is not None and shape.states_to_redraw_queue:
            shape.redraw_state(shape.states_to_redraw_queue.popleft())
            return True
    return False


def make_paced(
    left: Callable[[], bool],
    make_next: Callable[[], None],
    made: Iterable[pygame_gui.core.UIElement | None],
    everything: bool,
    budget: float,
) -> None:
    """Make the buttons left to make (`left()` says whether any are, `make_next` makes one):
    all of them with `everything`; else at most one, and only first in the call: within
    `budget` seconds the looks of those `made` a moment ago are drawn first (`draw_a_look`),
    and a new button is the frame's whole share."""
    start = time.perf_counter()
    busy = False  # a button is made first in a call or not at all (each costs milliseconds)
    while left():
        if everything or not draw_a_look(made):
            if busy:
                break
            make_next()
            if not everything:
                break
        busy = not everything
        if busy and time.perf_counter() - start >= budget:
            break


def _guarded(scene: Scene, command: Callable[[], None]) -> Callable[[], None]:
    """Play the click sound, and ignore clicks on a scene that is no longer on top."""

    def run() -> None:
        if scene.is_top():
            scene.app.audio.play("click")
            command()

    return run


def label(
    scene: Scene,
    rect: RectLike,
    key: str,
    *,
    kw: dict[str, object] | None = None,
    style: str | None = None,
) -> pygame_gui.elements.UILabel:
    return pygame_gui.elements.UILabel(
        pygame.Rect(rect),
        key,
        scene.app.manager,
        container=scene.ui,
        object_id=_oid(style),
        text_kwargs={k: str(v) for k, v in (kw or {}).items()},
    )


def dropdown(
    scene: Scene,
    rect: RectLike,
    options: Sequence[tuple[str, str]],
    selected: str,
    on_change: Callable[[str], None],
    *,
    enabled: bool = True,
) -> pygame_gui.elements.UIDropDownMenu:
    """`options` are (shown text, id) pairs; `on_change(id)` runs when the choice changes."""
    chosen = next((o for o in options if o[1] == selected), options[0])
    d = pygame_gui.elements.UIDropDownMenu(
        list(options), chosen, pygame.Rect(rect), scene.app.manager, container=scene.ui
    )
    scene.on_change(d, on_change)
    if not enabled:
        d.disable()
    return d


def slider(
    scene: Scene,
    rect: RectLike,
    value: float,
    low: float,
    high: float,
    on_change: Callable[[float], None],
    step: float | None = None,
) -> pygame_gui.elements.UIHorizontalSlider:
    s = pygame_gui.elements.UIHorizontalSlider(
        pygame.Rect(rect),
        value,
        (low, high),
        scene.app.manager,
        container=scene.ui,
        click_increment=step or (high - low) / 20,
    )
    scene.on_change(s, on_change)
    return s


def entry(
    scene: Scene,
    rect: RectLike,
    text: str,
    on_change: Callable[[str], None],
    *,
    max_length: int = 24,
    allowed: str | None = None,
) -> pygame_gui.elements.UITextEntryLine:
    e = pygame_gui.elements.UITextEntryLine(
        pygame.Rect(rect), scene.app.manager, container=scene.ui
    )
    e.set_text_length_limit(max_length)
    if allowed == "numbers":
        e.set_allowed_characters("numbers")
    e.set_text(text)
    scene.on_change(e, on_change)
    return e
