"""The stage: the free space between the rows when few ships sail (two or three seats). It shows
the coin under the pointer as a large card (what it does, what its position means), or else a
hint of what to do now, so a new player learns the coins while playing.
"""

from __future__ import annotations

import pygame

from ..core import theme
from .ships import coin_image
from .texts import Words, tr

STACK_COIN = 76  # the coin being used, on the stage
TARGET_COIN = 60  # the coins it aims at
ARROW = (236, 96, 80)  # from the coin being used to what it aims at


def card_panel(rect: pygame.Rect) -> pygame.Rect:
    return rect.inflate(-rect.w // 4, -16)


def card_coin(rect: pygame.Rect) -> int:
    """The size of the coin on the card shown in a stage of `rect`."""
    return min(110, card_panel(rect).h - 30)


def coin_sizes(rect: pygame.Rect) -> tuple[int, ...]:
    """Every coin size the stage draws (for warming the sprite caches)."""
    return card_coin(rect), STACK_COIN, TARGET_COIN


def paint_card(surface: pygame.Surface, rect: pygame.Rect, words: Words, card: tuple) -> None:
    """card = (type or None, gold back, owner name, where, deck length, mine)."""
    type_id, gold, owner, where, deck_len, mine = card
    panel = card_panel(rect)
    theme.draw_panel(surface, panel, "parchment", 14, 3, shadow=False)
    size = card_coin(rect)
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
    theme.blit_text(
        surface,
        f"{owner_text}: {words.position(where, deck_len)}",
        (x, r.bottom + 8),
        13,
        theme.INK_SOFT,
        width=width,
    )


def paint_hint(surface: pygame.Surface, rect: pygame.Rect, text: str) -> None:
    if not text:
        return
    img = theme.text(text, 17, theme.FOAM, False, True, rect.w - rect.w // 3)
    box = img.get_rect(center=rect.center).inflate(40, 24)
    theme.draw_panel(surface, box, "dark", 12, 2, shadow=False)
    surface.blit(img, img.get_rect(center=box.center))


def paint_stack(
    surface: pygame.Surface, rect: pygame.Rect, words: Words, lines: list, top: tuple, hint: str
) -> None:
    """The ability being resolved, large: its coin, an arrow, the coins it aims at; below it
    the whole stack in words (`lines`, top first) and what the viewer may do about it.
    `top` = (coin type, target types)."""
    coin, targets = top
    size, small = STACK_COIN, TARGET_COIN
    shown = list(targets[:6])
    # the arrow only points at something: an ability with no coin to aim at stands alone
    width = size + 100 + len(shown) * (small + 6) if shown else size
    # what fits the stage (a table of three seats leaves it short): the stack's lines, the top
    # one first, then the hint; what does not fit is left out, never drawn across the border
    room = rect.h - 8 - (size + 20 + 16)
    count = max(0, min(3, len(lines), room // 22))
    if 22 * count + 30 > room:
        hint = ""
    height = size + 20 + 22 * count + (30 if hint else 0) + 16
    wide = theme.font(15).size(hint)[0] + 40 if hint else 0  # (as `ellipsize` measures it)
    panel = pygame.Rect(
        0, 0, min(rect.w - 8, max(width + 48, rect.w * 3 // 5, wide)), min(rect.h - 8, height)
    )
    panel.center = rect.center
    theme.draw_panel(surface, panel, "dark", 14, 2, shadow=False)
    x = panel.centerx - width // 2
    y = panel.y + 12
    surface.blit(coin_image(coin, size, words), (x, y))
    ax0, ax1, ay = x + size + 16, x + size + 72, y + size // 2
    if shown:
        pygame.draw.line(surface, ARROW, (ax0, ay), (ax1, ay), 4)
        pygame.draw.polygon(surface, ARROW, [(ax1 + 10, ay), (ax1 - 4, ay - 9), (ax1 - 4, ay + 9)])
    tx = ax1 + 24
    for t in shown:
        surface.blit(coin_image(t, small, words), (tx, y + (size - small) // 2))
        tx += small + 6
    ty = y + size + 10
    for text, nxt, negated in lines[:count]:
        colour = (236, 120, 100) if negated else (theme.TEXT_LIGHT if nxt else theme.TEXT_DIM)
        r = theme.blit_text(
            surface,
            theme.ellipsize(text, 15, panel.w - 40),
            (panel.centerx, ty),
            15,
            colour,
            bold=nxt,
            anchor="midtop",
        )
        ty = r.bottom + 2
    if hint:
        theme.blit_text(
            surface,
            theme.ellipsize(hint, 15, panel.w - 40),
            (panel.centerx, ty + 8),
            15,
            theme.GOLD_LIGHT,
            italic=True,
            anchor="midtop",
        )
