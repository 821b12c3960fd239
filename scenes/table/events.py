"""How a table shows the engine's events: one table per game of what each event type does on
screen, looked up by the event's type (never by building a method name).

    SHOW: EventShow[MyTable] = EventShow({"robbed": "cannon"})   the sound each type makes
    SHOW.sound("splash", "sunk", "wrecked")                      (more of them)
    SHOW.banner("final_round", "my_game.scene.final", RED)       a banner of its words
    @SHOW.on("ship_moved")                                       an animation of its own
    def ship_moved(table: MyTable, data: EventData) -> None: ...

Words shown for an event (banners, captions, rising numbers) are phrased like its log line, by
`TableScene.phrase(key, data)` over `i18n.phrase`: an argument named `seat` or `*_seat` becomes
that seat's name, a localized text the current language, a list a comma-separated list.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from game.core import Event

from ..core import theme

if TYPE_CHECKING:
    from .base import TableScene

EventData = Mapping[str, Any]
T = TypeVar("T", bound="TableScene")
Colour = tuple[int, int, int]


@dataclass(frozen=True)
class BannerSpec:
    key: str  # the words (a full i18n key; the event's data fills its placeholders)
    colour: Colour
    sound: str | None = None


class EventShow(Generic[T]):
    """What each event type looks and sounds like on one game's table."""

    def __init__(self, sounds: Mapping[str, str] | None = None) -> None:
        """`sounds`: event type -> the sound it makes (see `sound`)."""
        self.handlers: dict[str, list[Callable[[T, EventData], None]]] = {}
        self.sounds: dict[str, str] = dict(sounds or {})
        self.banners: dict[str, BannerSpec] = {}

    def on(
        self, *types: str
    ) -> Callable[[Callable[[T, EventData], None]], Callable[[T, EventData], None]]:
        """Register the decorated function as the animation of events of `types`."""

        def register(handler: Callable[[T, EventData], None]) -> Callable[[T, EventData], None]:
            for kind in types:
                self.handlers.setdefault(kind, []).append(handler)
            return handler

        return register

    def sound(self, sound: str, *types: str) -> None:
        """Events of `types` make `sound` ("dice", "coin", "cannon", "splash", "click")."""
        for kind in types:
            self.sounds[kind] = sound

    def banner(
        self, kind: str, key: str, colour: Colour = theme.GOLD, sound: str | None = None
    ) -> None:
        """Events of type `kind` raise a banner saying `key`, phrased with the event's data."""
        self.banners[kind] = BannerSpec(key, colour, sound)

    # ---- used by the table ---------------------------------------------------------------------
    def animate(self, table: T, event: Event) -> None:
        for handler in self.handlers.get(event.type, ()):
            handler(table, event.data)
        spec = self.banners.get(event.type)
        if spec is not None:
            table.banner(table.phrase(spec.key, event.data), spec.colour, sound=spec.sound)

    def sound_for(self, event: Event) -> str | None:
        return self.sounds.get(event.type)

    def watchable(self, event: Event) -> bool:
        """Whether the table shows `event` (an animation, a banner or a sound): an AI's step
        that shows one is worth a pause (pacing.py); the others are taken at once."""
        kind = event.type
        return kind in self.handlers or kind in self.banners or kind in self.sounds
