"""Every character the program may draw exists in the bundled font (a missing glyph shows as an
empty box: the page arrows once did)."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parents[2]


def _strings_in_code() -> set[str]:
    chars: set[str] = set()
    for path in (ROOT / "scenes").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Expr)}
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and id(node) not in docstrings
            ):
                chars.update(node.value)
    return chars


def _strings_in_data() -> set[str]:
    chars: set[str] = set()

    def walk(node) -> None:
        if isinstance(node, str):
            chars.update(node)
        elif isinstance(node, dict):
            for v in node.values():
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)

    for path in (ROOT / "data" / "i18n").glob("*.json"):
        walk(json.loads(path.read_text(encoding="utf-8")))
    for path in (ROOT / "data").rglob("*.yaml"):
        import yaml

        walk(yaml.safe_load(path.read_text(encoding="utf-8")))
    for path in (ROOT / "data").rglob("rules.*.md"):
        chars.update(path.read_text(encoding="utf-8"))
    return chars


def test_every_drawn_character_has_a_glyph_in_the_bundled_font():
    pygame.font.init()
    font = pygame.font.Font(str(ROOT / "assets" / "fonts" / "NotoSans-Regular.ttf"), 16)
    chars = sorted(
        c for c in _strings_in_code() | _strings_in_data() if c.isprintable() and c != " "
    )
    missing = [c for c in chars if _is_empty_box(font, c)]
    assert missing == [], "no glyph for: " + " ".join(f"{c} (U+{ord(c):04X})" for c in missing)


def _is_empty_box(font: pygame.font.Font, char: str) -> bool:
    """The font draws its "missing glyph" box for `char` (a private-use character never has one)."""
    box = font.render("\ue000", True, (255, 255, 255), (0, 0, 0))
    img = font.render(char, True, (255, 255, 255), (0, 0, 0))
    return img.get_size() == box.get_size() and pygame.image.tobytes(
        img, "RGB"
    ) == pygame.image.tobytes(box, "RGB")


def test_the_missing_glyph_check_catches_a_missing_glyph():
    pygame.font.init()
    font = pygame.font.Font(str(ROOT / "assets" / "fonts" / "NotoSans-Regular.ttf"), 16)
    assert (
        _is_empty_box(font, "◀") and not _is_empty_box(font, "ñ") and not _is_empty_box(font, "€")
    )
