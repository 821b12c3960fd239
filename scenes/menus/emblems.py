"""Each game's emblem on its title-menu card and in the load list: the picture
assets/images/emblems/<game id>.bmp that tools/gen_assets.py draws (default.bmp for a game
without one), scaled once per size. Adding a game's emblem touches no file here."""

from __future__ import annotations

import pygame
from pygame.typing import Point

from ..core.paths import assets_dir
from ..core.surface_cache import MiB, surface_cache


@surface_cache(MiB)  # a few sizes of a handful of emblems
def emblem(game_id: str, r: int) -> pygame.Surface:
    """The emblem of `game_id` fitting a disc of radius `r`."""
    folder = assets_dir() / "images" / "emblems"
    path = folder / f"{game_id}.bmp"
    if not path.is_file():
        path = folder / "default.bmp"
    img = pygame.image.load(str(path))
    if pygame.display.get_surface() is not None:
        img = img.convert_alpha()
    side = round(img.get_width() * r / 48)  # drawn at radius 48 (tools/gen_assets.py)
    return pygame.transform.smoothscale(img, (side, side))


def draw_emblem(surface: pygame.Surface, game_id: str, centre: Point, r: int) -> None:
    img = emblem(game_id, r)
    surface.blit(img, img.get_rect(center=(round(centre[0]), round(centre[1]))))
