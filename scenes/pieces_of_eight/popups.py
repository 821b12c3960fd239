"""Small panels drawn over the table: a coin's uses, a hold opened by its owner, the orders a
call to the Captain can give. Each is rendered once into an image (`Popup`) and blitted every
frame while open; its items are the table's offers (the glow and the click come from there).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.core import Action

from ..core import theme
from .ships import coin_image
from .texts import Words, tr

PAD = 10
ITEM_H = 30


Colour = tuple[int, int, int]


@dataclass
class Popup:
    image: pygame.Surface
    rect: pygame.Rect
    items: list = field(default_factory=list)  # (screen rect, Action)
    tips: list = field(default_factory=list)  # (screen rect, text)
    refused: list = field(default_factory=list)  # (screen rect, why): greyed-out items

    def contains(self, pos) -> bool:
        return self.rect.collidepoint(pos)


def _place(
    size: tuple[int, int], anchor: pygame.Rect, bounds: pygame.Rect, above: bool = True
) -> pygame.Rect:
    """A panel of `size` beside `anchor` (above it if there is room), kept inside `bounds`."""
    r = pygame.Rect((0, 0), size)
    if above and anchor.y - size[1] - 8 >= bounds.y:
        r.midbottom = (anchor.centerx, anchor.y - 8)
    else:
        r.midtop = (anchor.centerx, anchor.bottom + 8)
    r.clamp_ip(bounds)
    return r


def _panel(rect: pygame.Rect, style: str, title: str, size: int, colour: Colour) -> Popup:
    """An empty popup at `rect`: a panel of `style` with `title` at its top left."""
    img = pygame.Surface(rect.size, pygame.SRCALPHA)
    theme.draw_panel(img, img.get_rect(), style, 10, 2, shadow=False)
    text = theme.ellipsize(title, size, rect.w - 2 * PAD, True)
    theme.blit_text(img, text, (PAD, size - 7), size, colour, bold=True)
    return Popup(img, rect)


def coin_menu(
    anchor: pygame.Rect,
    bounds: pygame.Rect,
    title: str,
    items: list[tuple[str, Action]],
    refused: list[tuple[str, str]] | None = None,
) -> Popup:
    """The uses of one coin, one line each; below them, greyed out, the uses the rules have
    but the moment forbids (`refused`: text, why), the reason shown on hover."""
    refused = refused or []
    width = (
        max(
            [theme.font(15, True).size(t)[0] for t, _ in [*items, *refused]]
            + [theme.font(13, True).size(title)[0]]
        )
        + 2 * PAD
        + 8
    )
    width = min(width, 520)
    height = 26 + (len(items) + len(refused)) * (ITEM_H + 4) + PAD
    out = _panel(_place((width, height), anchor, bounds), "parchment", title, 13, theme.INK_SOFT)
    img, rect = out.image, out.rect
    y = 26
    for text, action in items:
        line = pygame.Rect(PAD - 4, y, width - 2 * PAD + 8, ITEM_H)
        pygame.draw.rect(img, (214, 194, 150), line, border_radius=6)
        pygame.draw.rect(img, theme.WOOD_DARK, line, width=1, border_radius=6)
        label = theme.ellipsize(text, 15, line.w - 12, bold=True)
        theme.blit_text(
            img, label, (line.x + 8, line.centery), 15, theme.INK, bold=True, anchor="midleft"
        )
        out.items.append((line.move(rect.topleft), action))
        y += ITEM_H + 4
    for text, why in refused:
        line = pygame.Rect(PAD - 4, y, width - 2 * PAD + 8, ITEM_H)
        pygame.draw.rect(img, (196, 184, 160), line, width=1, border_radius=6)
        label = theme.ellipsize(text, 15, line.w - 12, bold=True)
        theme.blit_text(
            img, label, (line.x + 8, line.centery), 15, (140, 128, 108), bold=True, anchor="midleft"
        )
        out.refused.append((line.move(rect.topleft), why))
        out.tips.append((line.move(rect.topleft), why))
        y += ITEM_H + 4
    return out


def hold_panel(
    anchor: pygame.Rect,
    bounds: pygame.Rect,
    title: str,
    hold: tuple,
    words: Words,
    choices: dict[str, Action],
) -> Popup:
    """The coins in a hold, with the ones the current decision may take marked."""
    size = 46
    per_row = max(1, min(8, len(hold)))
    rows = max(1, (len(hold) + per_row - 1) // per_row)
    width = max(220, per_row * (size + 10) + 2 * PAD)
    height = 30 + rows * (size + 22) + PAD
    out = _panel(_place((width, height), anchor, bounds), "dark", title, 14, theme.GOLD_LIGHT)
    img, rect = out.image, out.rect
    if not hold:
        theme.blit_text(
            img,
            tr("hold_empty"),
            (width // 2, 30 + size // 2),
            14,
            theme.TEXT_DIM,
            italic=True,
            anchor="center",
        )
    for k, t in enumerate(hold):
        x = PAD + (k % per_row) * (size + 10)
        y = 30 + (k // per_row) * (size + 22)
        r = pygame.Rect(x, y, size, size)
        img.blit(coin_image(t, size, words), r.topleft)
        theme.blit_text(
            img,
            theme.ellipsize(words.name(t), 10, size + 8),
            (r.centerx, r.bottom + 2),
            10,
            theme.TEXT_LIGHT,
            anchor="midtop",
        )
        screen = r.move(rect.topleft)
        if t in choices:
            out.items.append((screen, choices[t]))
        out.tips.append((screen, words.ability(t)))
    return out


def call_panel(
    bounds: pygame.Rect, deck: tuple, options: list[tuple[Action, list[int]]], words: Words
) -> Popup:
    """Every new order a call to the Captain can give, as a small row of coins each; the called
    coins (the old fore and aft that moved beside the Captain) are raised and marked."""
    size = 34
    n = len(deck)
    step = size + 2
    deck_w = step * (n - 1) + size + 16
    cols = 2 if len(options) > 4 and 2 * deck_w + 3 * PAD <= bounds.w else 1
    rows = (len(options) + cols - 1) // cols
    width = cols * (deck_w + PAD) + PAD
    width = max(width, theme.font(15, True).size(tr("call_title"))[0] + 2 * PAD)
    height = 34 + rows * (size + 20) + PAD
    rect = pygame.Rect(0, 0, width, height)
    rect.center = bounds.center
    rect.clamp_ip(bounds)
    img = pygame.Surface(rect.size, pygame.SRCALPHA)
    theme.draw_panel(img, img.get_rect(), "dark", 12, 2, shadow=False)
    theme.blit_text(img, tr("call_title"), (PAD, 8), 15, theme.GOLD_LIGHT, bold=True)
    out = Popup(img, rect)
    for k, (action, order) in enumerate(options):
        col, row = k % cols, k // cols
        box = pygame.Rect(PAD + col * (deck_w + PAD), 34 + row * (size + 20), deck_w, size + 14)
        pygame.draw.rect(img, (24, 50, 70), box, border_radius=8)
        for j in range(len(order) - 1, -1, -1):
            old = order[j]
            t = deck[old]
            moved = old != j and old in (0, n - 1)  # a called coin: the fore or the aft
            x = box.x + 8 + j * step
            y = box.y + (2 if moved else 9)
            img.blit(coin_image(t, size, words), (x, y))
            if moved:
                cx = x + size // 2
                pygame.draw.polygon(
                    img,
                    theme.GOLD_LIGHT,
                    [(cx - 4, box.bottom - 4), (cx + 4, box.bottom - 4), (cx, box.bottom - 9)],
                )
        out.items.append((box.move(rect.topleft), action))
        names = ", ".join(words.name(deck[i]) for i in order)
        out.tips.append((box.move(rect.topleft), names))
    return out
