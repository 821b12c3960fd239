"""No text is cut, and none is drawn across the edge of its panel, on any screen a player meets,
in English or in Spanish (issue 12, "a new player's first hour").

Every screen of tests/support/labels.py is rendered with `theme.audit_text()` on, which records
each text ellipsised with "…", each wrapped text still wider than its width, each text crossing
the edge of a panel drawn on the same surface or running past the surface's clip; pygame_gui's
buttons and labels are measured against the room inside them. Texts shrunk to fit are counted,
not failed (tables size card names to their cards on purpose), except on the menus' screens.

A finding in code another part of the project owns is listed in KNOWN with who fixes it: the test
still fails if such a finding disappears (remove it from the list) or a new one appears.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from support import labels

from scenes.core.theme import TextIssue

LANGS = ("en", "es")
SHOTS = list(labels.shots())


@dataclass(frozen=True)
class Known:
    """A finding in code another part of the project owns, and who fixes it."""

    shot: str  # the screens' names start with this
    where: str  # the drawing module
    kind: str
    langs: tuple[str, ...]  # where it shows (a fixed one fails the test: take it off the list)
    owner: str


BOTH = ("en", "es")
TABLE_UX = "table UX helper (scenes/widgets, scenes/black_fleet, scenes/mutinies)"
P8 = "Pieces of Eight helper (scenes/pieces_of_eight)"
KRATOS = "Kratos's table helper (scenes/kratos, replacing the generic table)"
KNOWN = (
    Known("table_black_fleet", "scenes.black_fleet.sprites", "cut", BOTH, TABLE_UX),
    Known("game_over_black_fleet", "scenes.black_fleet.sprites", "cut", BOTH, TABLE_UX),
    Known("table_mutinies_5", "scenes.widgets.seat_panel", "outside", BOTH, TABLE_UX),
    Known("table_kratos_9", "scenes.widgets.seat_panel", "outside", BOTH, TABLE_UX),
    Known("game_over_mutinies", "scenes.mutinies.board", "clipped", ("es",), TABLE_UX),
    Known("table_pieces_of_eight", "scenes.pieces_of_eight.coins", "clipped", BOTH, P8),
    Known("table_pieces_of_eight_6", "scenes.pieces_of_eight.coins", "cut", BOTH, P8),
    Known("game_over_pieces_of_eight", "scenes.pieces_of_eight.coins", "clipped", BOTH, P8),
    Known("pause", "scenes.pieces_of_eight.coins", "clipped", BOTH, P8),
    Known("handoff", "scenes.pieces_of_eight.coins", "clipped", BOTH, P8),
    Known("table_kratos", "scenes.table.generic", "cut", BOTH, KRATOS),
    Known("game_over_kratos", "scenes.table.generic", "cut", BOTH, KRATOS),
)
# What each known finding is, as seen when this list was made:
# - Black Fleet's development cards hyphenate long names, then cut them ("Merchant-…",
#   "Commiss-…", "contraban-…").
# - With five seats or more a seat panel is 44 pixels high and its status ("to decide") runs
#   below it.
# - 21 Mutinies' dice note ("Un dado por encima de 2: ¡tesoro!") runs past the board's clip.
# - A Pieces of Eight coin's "+" badge is drawn above its sprite's top edge; at six seats coin
#   names are cut on the smaller coins ("Black Spot", "Treachery", "Toda Vela").
# - Kratos has no table of its own yet: the generic table cuts its lines of state.


def _known(shot: str, issue: TextIssue) -> Known | None:
    for k in KNOWN:
        if shot.startswith(k.shot) and issue.where.startswith(k.where) and issue.kind == k.kind:
            return k
    return None


def _failures(shot: labels.Shot, issues: list[TextIssue]) -> list[str]:
    out = []
    for issue in issues:
        if issue.kind == "shrunk" and not issue.where.startswith("scenes.menus"):
            continue  # a table or a widget sizes its own texts to fit (on purpose)
        if _known(shot.name, issue) is None:
            out.append(labels.describe(issue))
    return out


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("shot", SHOTS, ids=[s.name for s in SHOTS])
def test_no_text_is_cut_or_drawn_outside_its_panel(app, shot, lang):
    app.set_language(lang)
    issues = labels.measure(app, shot.build)
    assert _failures(shot, issues) == []
    for k in KNOWN:
        if shot.name.startswith(k.shot) and lang in k.langs:
            seen = any(i.where.startswith(k.where) and i.kind == k.kind for i in issues)
            assert seen, f"fixed: take it off KNOWN ({k.owner}: {k.where} {k.kind})"


def test_the_audit_sees_a_cut_a_crossing_and_a_too_narrow_button(app):
    """The test above can fail: a cut label, a text across a panel's edge, a button too narrow
    for its words are all found."""
    import pygame

    from scenes.core import theme, ui
    from scenes.core.base import Scene

    class Bad(Scene):
        name = "bad"

        def build_ui(self) -> None:
            ui.button(self, (10, 10, 40, 30), "ui.title.settings", lambda: None)

        def draw(self, surface: pygame.Surface) -> None:
            theme.draw_panel(surface, (100, 100, 200, 60))
            theme.blit_text(surface, theme.ellipsize("A long, long label", 16, 60), (110, 110))
            theme.blit_text(surface, "Crossing the border", (250, 120))

    def build(app):
        app.stack.push(Bad(app))
        app.stack.apply_pending()

    kinds = {i.kind for i in labels.measure(app, build)}
    assert {"cut", "outside", "widget"} <= kinds
