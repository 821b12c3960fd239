"""The rules reader: data/<id>/rules.<lang>.md, scrollable, with a table of contents.

The markdown (headings, paragraphs, bullet and numbered lists with nesting, tables, inline bold
and italics) is read and set in type by markdown.py. Opened from the title, it first lists the
games.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path

import pygame

from game import registry
from game.core.folders import data_dir

from ..core import i18n, theme, ui
from ..core.app import App
from ..core.base import Scene
from . import markdown

TEXT_RECT = pygame.Rect(400, 100, 820, 520)
TOC_RECT = pygame.Rect(40, 100, 330, 520)
GAP = {"h1": 12, "h2": 10, "h3": 8, "p": 10, "li": 5, "table": 14}


def rules_file(game_id: str, lang: str) -> Path:
    path = data_dir(game_id) / f"rules.{lang}.md"
    return path if path.exists() else data_dir(game_id) / "rules.en.md"


class RulesScene(Scene):
    name = "rules"

    def __init__(self, app: App, game_id: str | None) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.offset = 0
        self.lines: list[tuple[pygame.Surface, int, int]] = []  # (image, indent, y)
        self.toc: list[tuple[str, int, int]] = []  # (title, level, y)
        self.height = 0
        self.loaded_lang: str | None = None

    def build_ui(self) -> None:
        ui.button(self, (40, 640, 180, 50), "ui.common.back", self.back, style="@big_button")
        if self.game_id is None:
            for i, gid in enumerate(registry.game_ids()):
                ui.button(
                    self,
                    (440, 160 + i * 70, 400, 56),
                    f"{gid}.name",
                    partial(self.open, gid),
                    style="@big_button",
                )
        self.layout()

    def open(self, game_id: str) -> None:
        self.game_id = game_id
        self.offset = 0
        self.rebuild_ui()

    def back(self) -> None:
        self.stack.pop()

    def layout(self) -> None:
        self.lines, self.toc = [], []
        if self.game_id is None:
            return
        path = rules_file(self.game_id, self.app.settings.language)
        try:
            text = path.read_text(encoding="utf-8")
        except OSError:
            text = "# " + i18n.tr("ui.rules.missing")
        y = 0
        width = TEXT_RECT.w - 40
        previous = ""
        for block in markdown.parse(text):
            if block.kind.startswith("h"):
                y += 10 if previous else 0
                self.toc.append((markdown.plain(block.text), int(block.kind[1]), y))
            elif block.kind == "li" and previous not in ("li", ""):
                y += 2
            img = markdown.render(block, width)
            self.lines.append((img, 0, y))
            y += img.get_height() + GAP[block.kind]
            previous = block.kind
        self.height = y

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back()
                return True
            step = {
                pygame.K_DOWN: 40,
                pygame.K_UP: -40,
                pygame.K_PAGEDOWN: 400,
                pygame.K_PAGEUP: -400,
                pygame.K_HOME: -(10**6),
                pygame.K_END: 10**6,
            }.get(event.key)
            if step:
                self.scroll_to(self.offset + step)
                return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.offset - event.y * 60)
            return True
        if (
            event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and TOC_RECT.collidepoint(event.pos)
        ):
            for _title, _level, y, rect in self.toc_rects():
                if rect.collidepoint(event.pos):
                    self.scroll_to(y)
                    return True
        return False

    def scroll_to(self, y: int) -> None:
        self.offset = max(0, min(max(0, self.height - TEXT_RECT.h + 40), y))

    def toc_rects(self) -> list[tuple[str, int, int, pygame.Rect]]:
        """The headings of the table of contents (two levels), each wrapped to the panel."""
        out: list[tuple[str, int, int, pygame.Rect]] = []
        ty = TOC_RECT.y + 50
        for title, level, y in self.toc:
            if level > 2:
                continue
            x = TOC_RECT.x + 12 + (level - 1) * 14
            w = TOC_RECT.right - 12 - x
            h = theme.text(title, 15, theme.TEXT_LIGHT, level == 1, False, w).get_height() + 4
            if ty + h > TOC_RECT.bottom - 10:
                break
            out.append((title, level, y, pygame.Rect(x, ty, w, h)))
            ty += h + 2
        return out

    def draw(self, surface: pygame.Surface) -> None:
        if self.loaded_lang != self.app.settings.language:
            self.loaded_lang = self.app.settings.language
            self.layout()
        self.draw_backdrop(surface, (self.loaded_lang, self.game_id, self.offset), self.paint)

    def paint(self, surface: pygame.Surface) -> None:
        theme.draw_sea(surface)
        title = i18n.tr("ui.rules.title")
        if self.game_id:
            title += " — " + i18n.tr(f"{self.game_id}.name")
        theme.blit_text(surface, title, (40, 30), 36, theme.GOLD, bold=True, shadow=True)
        if self.game_id is None:
            theme.blit_text(surface, i18n.tr("ui.rules.choose"), (440, 110), 20, theme.FOAM)
            return
        theme.draw_panel(surface, TOC_RECT, "dark", 12, 2)
        theme.blit_text(
            surface,
            i18n.tr("ui.rules.contents"),
            (TOC_RECT.x + 16, TOC_RECT.y + 14),
            18,
            theme.GOLD_LIGHT,
            bold=True,
        )
        current = max(
            (i for i, (_t, _l, y) in enumerate(self.toc) if y <= self.offset + 20), default=0
        )
        for title, level, _y, rect in self.toc_rects():
            active = self.toc[current][0] == title
            colour = theme.HIGHLIGHT if active else theme.TEXT_LIGHT
            theme.blit_text(surface, title, rect.topleft, 15, colour, bold=level == 1, width=rect.w)
        theme.draw_panel(surface, TEXT_RECT, "parchment", 12, 3)
        clip = surface.get_clip()
        area = TEXT_RECT.inflate(-40, -30)
        surface.set_clip(area)
        for img, indent, y in self.lines:
            yy = area.y + y - self.offset
            if yy > area.bottom:
                break
            if yy + img.get_height() >= area.y:
                surface.blit(img, (area.x + indent, yy))
        surface.set_clip(clip)
        if self.height > area.h:
            bar_h = max(30, int(area.h * area.h / self.height))
            bar_y = area.y + int((area.h - bar_h) * self.offset / max(1, self.height - area.h))
            pygame.draw.rect(
                surface, theme.WOOD, (TEXT_RECT.right - 14, bar_y, 6, bar_h), border_radius=3
            )
