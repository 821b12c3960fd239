"""Sound effects and the sea loop, failing soft: with no sound device everything is silent."""

from __future__ import annotations

import pygame

from .paths import assets_dir

EFFECTS = ("click", "dice", "splash", "cannon", "coin")


class Audio:
    """Plays the generated sounds at the volumes of the settings; a silent stand-in when the
    machine has no audio device (pygame's mixer fails to start on such machines)."""

    def __init__(
        self, effects_volume: float = 0.7, music_volume: float = 0.3, enabled: bool = True
    ) -> None:
        """`enabled=False` gives the silent stand-in without touching the sound device."""
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.enabled = False
        self.effects_volume = effects_volume
        self.music_volume = music_volume
        if not enabled:
            return
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            for name in EFFECTS:
                self.sounds[name] = pygame.mixer.Sound(str(assets_dir() / "sounds" / f"{name}.wav"))
            self.enabled = True
        except (pygame.error, FileNotFoundError, OSError):
            self.sounds.clear()
            self.enabled = False
        self.set_volumes(effects_volume, music_volume)

    def set_volumes(self, effects: float, music: float) -> None:
        self.effects_volume, self.music_volume = effects, music
        if not self.enabled:
            return
        for sound in self.sounds.values():
            sound.set_volume(effects)
        try:
            pygame.mixer.music.set_volume(music)
        except pygame.error:
            pass

    def play(self, name: str) -> None:
        sound = self.sounds.get(name)
        if sound is not None and self.effects_volume > 0:
            sound.play()

    def start_music(self) -> None:
        if not self.enabled:
            return
        try:
            pygame.mixer.music.load(str(assets_dir() / "sounds" / "sea.wav"))
            pygame.mixer.music.set_volume(self.music_volume)
            pygame.mixer.music.play(-1, fade_ms=1500)
        except pygame.error:
            pass
