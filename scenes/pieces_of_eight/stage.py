"""The stage: the free space between the rows when few ships sail (two or three seats). It shows
the coin under the pointer as a large card (what it does, what its position means), or else a
hint of what to do now, so a new player learns the coins while playing.
"""
from __future__ import annotations

import pygame

from ..core import theme
from .ships import coin_image
from .texts import Words, tr


def paint_card(surface: pygame.Surface, rect: pygame.Rect, words: Words, card: tuple) -> None:
    """card = (type or None, gold back, owner name, where, deck length, mine)."""
    type_id, gold, owner, where, deck_len, mine = card
    panel = rect.inflate(-rect.w // 4, -16)
    theme.draw_panel(surface, panel, "parchment", 14, 3, shadow=False)
    size = min(110, panel.h - 30)
    img = coin_image(type_id, size, words, gold)
    surface.blit(img, (panel.x + 20, panel.centery - size // 2))
    x = panel.x + 40 + size
    width = panel.right - x - 20
    y = panel.y + 14
    if type_id is None:
        title = tr("hidden_captain_title") if gold else tr("hidden_coin_title")
        body = tr("hidden_captain") if gold else tr("hidden_tip", seat=owner)
    else:
        spec = words.content.coin(type_id)
        title = words.name(type_id)
        body = words.ability(type_id).split("\n", 1)[1]
        kind = tr("kind_" + spec.kind, limit=spec.limit)
        theme.blit_text(surface, kind, (x, y + 30), 13, theme.INK_SOFT, italic=True)
    theme.blit_text(surface, title, (x, y), 24, theme.INK, bold=True)
    y += 50
    r = theme.blit_text(surface, body, (x, y), 15, theme.INK, width=width)
    owner_text = tr("your_ship") if mine else tr("ship_of", seat=owner)
    theme.blit_text(surface, f"{owner_text}: {words.position(where, deck_len)}", (x, r.bottom + 8),
                    13, theme.INK_SOFT, width=width)


def paint_hint(surface: pygame.Surface, rect: pygame.Rect, text: str) -> None:
    if not text:
        return
    img = theme.text(text, 17, theme.FOAM, False, True, rect.w - rect.w // 3)
    box = img.get_rect(center=rect.center).inflate(40, 24)
    theme.draw_panel(surface, box, "dark", 12, 2, shadow=False)
    surface.blit(img, img.get_rect(center=box.center))
