"""Scenes: what the stack (scenes/core/stack.py) holds and the App draws.

Each scene builds its pygame_gui widgets in its own container (`self.ui`) when entered and kills
it when it leaves; a covered scene hides its container.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    import pygame_gui

    from .app import App
    from .stack import SceneStack


class Scene:
    opaque = True  # draws the whole screen (scenes beneath are not drawn)
    name = "scene"  # used for screenshots and tests
    uses_widgets = True  # builds pygame_gui widgets (the title menu draws its own)

    def __init__(self, app: App) -> None:
        self.app = app
        self.ui: pygame_gui.core.UIContainer | None = None  # this scene's widgets
        self._built_lang: str | None = None
        self._on_change: dict[object, Callable[[Any], None]] = {}  # widget -> callback(value)
        self._backdrop: pygame.Surface | None = None
        self._backdrop_key: object = None

    # ---- lifecycle -------------------------------------------------------------------------------
    def enter(self) -> None:
        self.rebuild_ui()

    def exit(self) -> None:
        self.kill_ui()

    def pause(self) -> None:
        if self.ui is not None:
            self.ui.hide()

    def resume(self) -> None:
        if self._built_lang != self.app.settings.language:
            self.rebuild_ui()
        elif self.ui is not None:
            self.ui.show()

    # ---- widgets ---------------------------------------------------------------------------------
    def build_ui(self) -> None:
        """Create this scene's widgets inside `self.ui` (override)."""

    def finish_widgets(self) -> None:
        """Make now the widgets this scene makes a few a frame (a screenshot shows them all)."""

    def rebuild_ui(self) -> None:
        self.kill_ui()
        self._built_lang = self.app.settings.language
        if self.uses_widgets:
            import pygame_gui

            w, h = self.app.size
            self.ui = pygame_gui.core.UIContainer(pygame.Rect(0, 0, w, h), self.app.manager)
        self.build_ui()

    def kill_ui(self) -> None:
        if self.ui is not None:
            self.ui.kill()
            self.ui = None
        self._on_change.clear()

    def on_change(self, widget: object, callback: Callable[[Any], None]) -> None:
        """Call `callback(value)` when `widget` (drop-down, slider, text entry) changes."""
        self._on_change[widget] = callback

    def handle_ui(self, event: pygame.event.Event) -> bool:
        """Route pygame_gui change events to the callbacks registered with `on_change`."""
        callback = self._on_change.get(getattr(event, "ui_element", None))
        if callback is None:
            return False
        import pygame_gui

        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            callback(getattr(event, "selected_option_id", None) or event.text)
        elif event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
            callback(event.value)
        elif event.type in (pygame_gui.UI_TEXT_ENTRY_CHANGED, pygame_gui.UI_TEXT_ENTRY_FINISHED):
            callback(event.text)
        else:
            return False
        return True

    # ---- per frame -------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """Handle one event; return True if consumed."""
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def draw_backdrop(
        self, surface: pygame.Surface, key: object, paint: Callable[[pygame.Surface], None]
    ) -> None:
        """Blit what `paint` draws, painted again only when `key` changes. A menu screen is
        static between changes, and one opaque copy costs far less than its textured panels
        and text drawn again every frame."""
        if (
            self._backdrop is None
            or key != self._backdrop_key
            or self._backdrop.get_size() != surface.get_size()
        ):
            self._backdrop = pygame.Surface(surface.get_size()).convert()
            paint(self._backdrop)
            self._backdrop_key = key
        surface.blit(self._backdrop, (0, 0))

    # ---- helpers ---------------------------------------------------------------------------------
    @property
    def stack(self) -> SceneStack:
        return self.app.stack

    def is_top(self) -> bool:
        return self.app.stack.top is self
