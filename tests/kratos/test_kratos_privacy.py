"""Privacy at a hot-seat table (digest 6.4, KD-45, KD-47): each human's screen shows that
human's gold, offers and placement, and never another human's. The test renders each human's
screen (the table, its tooltips, its log and bar, and the diplomacy panel opened as that human)
and looks for every private figure of the other humans in what was drawn."""

from __future__ import annotations

import re

import pytest
from table_kit import RULES, match_at, settle

from game.core import Action
from scenes.core import theme
from scenes.kratos.diplomacy import DiplomacyScene
from scenes.tools import open_table


def drawn_texts(app, table, monkeypatch) -> list[str]:
    """Every text drawn on the screen now (a full repaint), every tooltip, the log and the
    bar; then the same for the diplomacy panel opened as the viewer."""
    seen: list[str] = []
    real = theme.text

    def spy(value, *args, **kwargs):
        seen.append(str(value))
        return real(value, *args, **kwargs)

    monkeypatch.setattr(theme, "text", spy)
    table.layer.forget()
    app.run_frames(3)
    seen += [t() if callable(t) else t for _r, t in table.tips.areas]
    seen += [line for line, _c in table.log_panel.lines]
    seen += [label for label, _a in table.prompt.options]
    viewer = table.viewer
    for tab in ("inbox", "offer", "history", "gold"):
        scene = DiplomacyScene(app, table, viewer, tab)
        app.stack.push(scene)
        app.run_frames(3)
        seen += [str(getattr(e, "text", "")) for e in (scene.ui.elements if scene.ui else [])]
        app.stack.pop()
        app.run_frames(1)
    monkeypatch.setattr(theme, "text", real)
    return seen


def figures(amount: int) -> list[str]:
    return [f"{amount:,}".replace(",", " "), str(amount), f"{amount:,}"]


@pytest.mark.parametrize("viewer", [0, 1, 2])
def test_no_human_screen_shows_another_humans_gold_or_offers(app, monkeypatch, viewer):
    """6.4: gold is private (K-6), offers are private to their two parties (KD-47)."""
    match = match_at(humans=3, seed=4, rounds=2)
    # Ana pays Ben 1 500 now (Ben accepts); Carmen offers Ben 3 500 on completion for bread.
    first = match.state.next_offer  # AI seats may have sent offers before
    match.submit(0, Action("send", (1, "gold,0,1,1500,now", "next")))
    match.submit(1, Action("accept", (first,)))
    capital = match.view(1).capital[1]
    match.submit(
        2, Action("send", (1, f"gold,2,1,3500,done;deliver,1,2,bread,1,{capital}", "next"))
    )
    gold = {q: match.view(q).gold for q in range(3)}
    assert gold == {0: 8500, 1: 11500, 2: 6500}  # free gold, as each seat's own view says
    table = open_table(app, match, viewer=viewer)
    table.policies = {}  # the AI seats hold still while we look
    settle(app, table)
    table.set_viewer(viewer)
    texts = "\n".join(drawn_texts(app, table, monkeypatch))
    secret = {
        0: figures(11500) + figures(6500) + figures(3500),
        1: figures(8500) + figures(6500),
        2: figures(8500) + figures(11500) + figures(1500),
    }[viewer]
    own = figures(gold[viewer])
    assert any(f in texts for f in own), "the viewer's own gold is on its screen"
    for figure in secret:
        assert not re.search(rf"(?<![\d ]){re.escape(figure)}(?![\d])", texts), (
            f"{figure!r} of another human shows on seat {viewer}'s screen"
        )


def test_a_placement_is_hidden_until_everyone_is_done(app):
    """KD-45: while the humans place their pieces, each sees only its own choice."""
    from table_kit import config

    from game.core import Match

    match = Match(RULES, config(humans=2, seed=6))
    table = open_table(app, match)
    settle(app, table)
    d = table.current_human_decision()
    assert d is not None and d.kind == "placement" and d.seat == 0
    table.choose(0, Action("second", ("battleship",)))
    settle(app, table)
    assert table.view.draft is not None and table.view.draft.second_war == "battleship"
    ben = match.view(1)
    assert ben.draft is not None and ben.draft.second_war == ""  # Ben's own draft, not Ana's
    assert all(p.owner != 0 or p.kind.endswith("producer") for p in ben.pieces.values())
