"""The rules' markdown, read and set in type for the rules reader.

The subset the rules use: `#`/`##`/`###` headings; paragraphs; `- `/`* ` bullets and `1.`
numbered items, nested by indentation, an item's further lines (indented or not) joining it;
tables (`| a | b |`, the `|---|` line under the header); `**bold**` and `*italic*` inside any
text. Each block becomes one picture (`render`), wrapped to a width with a hanging indent for list
items; table columns share the width by what their cells need.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import pygame

from ..core import theme

_HEADING = re.compile(r"^(#{1,3})\s+(.*)$")
_ITEM = re.compile(r"^(\s*)([-*]|\d+[.)])\s+(.*)$")
_RULE_ROW = re.compile(r"^\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")
_INLINE = re.compile(r"(\*\*.+?\*\*|\*[^*\s][^*]*?\*)")


@dataclass
class Block:
    kind: str  # h1 h2 h3 p li table
    text: str = ""
    level: int = 0  # a list item's depth (0: top level)
    marker: str = ""  # a list item's bullet or number ("•", "3.")
    rows: list[list[str]] = field(default_factory=list)  # a table's cells, the header first


def parse(text: str) -> list[Block]:
    blocks: list[Block] = []
    para: list[str] = []
    indents: list[int] = []  # the indentation of each open list level
    in_item = False  # the last line belonged to a list item (a next line may continue it)

    def flush() -> None:
        if para:
            blocks.append(Block("p", " ".join(para)))
            para.clear()

    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            flush()
            in_item = False
            continue
        heading = _HEADING.match(line)
        item = _ITEM.match(raw.rstrip())
        if heading:
            flush()
            indents.clear()
            in_item = False
            blocks.append(Block(f"h{len(heading.group(1))}", heading.group(2)))
        elif line.startswith("|"):
            flush()
            in_item = False
            if _RULE_ROW.match(line):
                continue
            cells = [c.strip() for c in line.strip("|").split("|")]
            if blocks and blocks[-1].kind == "table" and not para:
                blocks[-1].rows.append(cells)
            else:
                blocks.append(Block("table", rows=[cells]))
        elif item:
            flush()
            indent = len(item.group(1).expandtabs(4))
            while indents and indent < indents[-1]:
                indents.pop()
            if not indents or indent > indents[-1]:
                indents.append(indent)
            marker = item.group(2)
            bullet = "•" if len(indents) == 1 else "–"
            shown = bullet if marker in "-*" else marker.rstrip(")").rstrip(".") + "."
            blocks.append(Block("li", item.group(3), len(indents) - 1, shown))
            in_item = True
        elif in_item:
            blocks[-1].text += " " + line  # the item goes on
        else:
            indents.clear()
            para.append(line)
    flush()
    return blocks


# ---- inline text ----------------------------------------------------------------------------------
Style = tuple[bool, bool]  # bold, italic


def spans(text: str, bold: bool = False) -> list[tuple[str, Style]]:
    """`text` cut into runs of one style (`**bold**`, `*italic*`)."""
    out: list[tuple[str, Style]] = []
    for part in _INLINE.split(text):
        if not part:
            continue
        if part.startswith("**") and part.endswith("**") and len(part) > 4:
            out.append((part[2:-2], (True, False)))
        elif part.startswith("*") and part.endswith("*") and len(part) > 2:
            out.append((part[1:-1], (bold, True)))
        else:
            out.append((part, (bold, False)))
    return out


def plain(text: str) -> str:
    """`text` without its markup (headings in the table of contents)."""
    return "".join(run for run, _ in spans(text))


def _words(runs: list[tuple[str, Style]]) -> list[tuple[str, Style]]:
    words: list[tuple[str, Style]] = []
    for run, style in runs:
        for word in re.findall(r"\S+\s*|\s+", run):
            words.append((word, style))
    return words


def rich(
    text: str, size: int, colour: tuple[int, ...], width: int, bold: bool = False
) -> pygame.Surface:
    """`text` with its inline styles, wrapped to `width` pixels (a word longer than a line is
    broken where it must be)."""
    lines: list[list[tuple[str, Style, int]]] = [[]]
    x = 0
    for word, style in _words(spans(text, bold)):
        f = theme.font(size, *style)
        w = f.size(word.rstrip())[0]
        full = f.size(word)[0]
        if x and x + w > width:
            lines.append([])
            x = 0
            word = word.lstrip()
        while w > width and len(word) > 1:  # a word wider than the line: broken in two
            cut = len(word) - 1
            while cut > 1 and f.size(word[:cut])[0] > width:
                cut -= 1
            lines[-1].append((word[:cut], style, 0))
            lines.append([])
            word = word[cut:]
            w = f.size(word.rstrip())[0]
            full = f.size(word)[0]
        lines[-1].append((word, style, x))
        x += full
    height = theme.font(size).get_linesize()
    surf = pygame.Surface((max(1, width), height * len(lines)), pygame.SRCALPHA)
    for row, line in enumerate(lines):
        for word, (b, i), wx in line:
            if word.strip():
                surf.blit(theme.text(word.rstrip(), size, colour, b, i), (wx, row * height))
    return surf


# ---- blocks ---------------------------------------------------------------------------------------
STYLES = {
    "h1": (28, True, theme.INK),
    "h2": (22, True, theme.INK),
    "h3": (18, True, theme.INK_SOFT),
    "p": (16, False, theme.INK),
    "li": (16, False, theme.INK),
}
INDENT = 24  # per list level
TABLE_SIZE = 14
CELL_PAD = 6


def render(block: Block, width: int) -> pygame.Surface:
    """One block as a picture `width` pixels wide (or narrower)."""
    if block.kind == "table":
        return _table(block.rows, width)
    size, bold, colour = STYLES[block.kind]
    if block.kind != "li":
        return rich(block.text, size, colour, width, bold)
    left = block.level * INDENT
    marker = theme.text(block.marker, size, colour, False)
    hang = max(INDENT, marker.get_width() + 8)
    body = rich(block.text, size, colour, width - left - hang)
    surf = pygame.Surface((width, body.get_height()), pygame.SRCALPHA)
    surf.blit(marker, (left + hang - 8 - marker.get_width(), 0))
    surf.blit(body, (left + hang, 0))
    return surf


def _table(rows: list[list[str]], width: int) -> pygame.Surface:
    n = max(len(r) for r in rows)
    rows = [r + [""] * (n - len(r)) for r in rows]
    natural = [
        max(
            theme.font(TABLE_SIZE, r == 0).size(plain(rows[r][c]))[0] + 2 * CELL_PAD
            for r in range(len(rows))
        )
        for c in range(n)
    ]
    cols = _share(natural, width)
    pictures = [
        [
            rich(rows[r][c], TABLE_SIZE, theme.INK, cols[c] - 2 * CELL_PAD, bold=r == 0)
            for c in range(n)
        ]
        for r in range(len(rows))
    ]
    heights = [max(p.get_height() for p in row) + 2 * CELL_PAD - 4 for row in pictures]
    surf = pygame.Surface((sum(cols), sum(heights)), pygame.SRCALPHA)
    y = 0
    for r, row in enumerate(pictures):
        shade = (
            (*theme.PARCHMENT_DARK, 255)
            if r == 0
            else ((*theme.PARCHMENT_DARK, 110) if r % 2 == 0 else (0, 0, 0, 0))
        )
        pygame.draw.rect(surf, shade, (0, y, sum(cols), heights[r]))
        x = 0
        for c, picture in enumerate(row):
            surf.blit(picture, (x + CELL_PAD, y + CELL_PAD - 2))
            x += cols[c]
        y += heights[r]
    pygame.draw.rect(surf, theme.INK_SOFT, surf.get_rect(), 1)
    return surf


def _share(natural: list[int], width: int) -> list[int]:
    """Column widths within `width`: each column its natural width if all fit, else the narrow
    ones keep theirs and the wide ones share what is left equally (and wrap)."""
    if sum(natural) <= width:
        return natural
    cols = list(natural)
    wide = set(range(len(cols)))
    while wide:
        share = (width - sum(cols[c] for c in range(len(cols)) if c not in wide)) // len(wide)
        narrow = {c for c in wide if natural[c] <= share}
        if not narrow:
            for c in wide:
                cols[c] = max(40, share)
            break
        wide -= narrow
    return cols
