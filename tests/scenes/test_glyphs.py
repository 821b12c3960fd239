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


def _features(path: Path) -> set[str]:
    """The OpenType feature tags of a font's GSUB and GPOS tables (their FeatureList)."""
    data = path.read_bytes()
    tables = {
        data[12 + 16 * i : 16 + 16 * i].decode("latin-1"): int.from_bytes(
            data[20 + 16 * i : 24 + 16 * i], "big"
        )
        for i in range(int.from_bytes(data[4:6], "big"))
    }
    tags: set[str] = set()
    for table in ("GSUB", "GPOS"):
        if table in tables:
            at = tables[table]
            features = at + int.from_bytes(data[at + 6 : at + 8], "big")
            count = int.from_bytes(data[features : features + 2], "big")
            for k in range(count):
                rec = features + 2 + 6 * k
                tags.add(data[rec : rec + 4].decode("latin-1"))
    return tags


def test_the_fonts_keep_exactly_the_features_text_shaping_applies():
    """tools/gen_assets.py cuts Noto Sans to the features shaping applies by itself
    (SHAPING_FEATURES: kerning, ligatures, local forms, fractions...): what is drawn is the same
    (checked once on every translated string in the four styles at 14, 18 and 24 points), and
    each font size shapes its first text in about half the time. Kerning and ligatures stay;
    none of the others (small capitals, stylistic sets, old-style figures...) is kept."""
    import sys

    import pygame_gui

    sys.path.insert(0, str(ROOT / "tools"))
    from gen_assets import SHAPING_FEATURES

    whole = Path(pygame_gui.__file__).parent / "data"
    for style in ("Regular", "Bold", "Italic", "BoldItalic"):
        name = f"NotoSans-{style}.ttf"
        ours, theirs = _features(ROOT / "assets" / "fonts" / name), _features(whole / name)
        assert {"kern", "liga", "locl"} <= ours <= set(SHAPING_FEATURES), name
        assert theirs - set(SHAPING_FEATURES) >= {"smcp", "salt", "onum"}, "never asked for"
