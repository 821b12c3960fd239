"""The diplomacy panel (KD-47, digest 6.1 .. 6.4) and the setup screen's words for Kratos: offers
composed with the panel's buttons, an AI answering at once, a human's inbox opened at the start
of its turn behind the curtain, counter-offers, showing one's gold, every hot-seat opening behind
the privacy curtain; the ending in force and the board on the setup screen (KD-46, 5.2, 5.3,
section 7)."""

from __future__ import annotations

from table_kit import config, match_at, settle, take

from game.core import Action
from scenes.core import i18n
from scenes.kratos import controls
from scenes.kratos.diplomacy import DiplomacyScene
from scenes.kratos.table import KratosTable
from scenes.tools import open_table

D = "kratos.scene.deal."


def press(app, scene, key: str, **kw) -> None:
    text = i18n.tr(key, **kw)
    element = next(e for e in scene.ui.elements if getattr(e, "text", "") == text)
    app.press(element)


def press_for(app, scene: DiplomacyScene, key: str, oid: int) -> None:
    """Press the `key` button of offer `oid` in the inbox (AI seats may have sent offers too)."""
    n = [o.id for o in scene._inbox()[:4]].index(oid)
    text = i18n.tr(key)
    app.press([e for e in scene.ui.elements if getattr(e, "text", "") == text][n])


def open_panel(app, table: KratosTable, as_seat: int | None = None) -> DiplomacyScene:
    button = next(b for b in controls.buttons(table) if b.name == "diplomacy")
    app.click(button.rect.center)
    if as_seat is not None:  # several humans: "As Ana", "As Ben" ...
        app.click(table.popup.row_rect(table.humans.index(as_seat)).center)
        top = app.stack.top
        assert top.name == "handoff" and top.seat == as_seat, "behind the curtain first"
        scene = app.stack.scenes[-2]
        assert (isinstance(scene, DiplomacyScene) and scene.ui is None) or not scene.ui.elements
        app.press(next(e for e in top.ui.elements if getattr(e, "text", "") == "ui.handoff.ready"))
    scene = app.stack.top
    assert isinstance(scene, DiplomacyScene)
    return scene


def test_an_offer_to_an_ai_is_answered_at_once(app):
    """KD-47: an AI recipient answers (accepts, rejects or counters) before anything else."""
    table = open_table(app, match_at(humans=1, seed=5, rounds=2))
    settle(app, table)
    scene = open_panel(app, table)
    assert table.viewer == 0 and scene.seat == 0
    press(app, scene, D + "add_gold")
    scene.fields["amount"] = "2000"
    press(app, scene, D + "add_item")
    press(app, scene, D + "add_promise")
    scene.fields["from"] = "them"
    press(app, scene, D + "add_item")
    assert len(scene.items) == 2 and scene.refusal() == ""
    press(app, scene, D + "send")
    offers = [o for o in table.view.offers if o.proposer == 0]  # AI seats may have sent some
    assert offers and offers[0].status != "pending", "the AI has answered"
    assert scene.tab == "inbox"


def test_a_human_offer_waits_in_the_inbox_and_opens_at_that_humans_turn(app):
    """6.4, KD-47: at a hot-seat table every opening is behind the curtain; an offer to a human
    waits in its inbox, which opens at the start of its turn (behind that turn's curtain)."""
    match = match_at(humans=2, seed=8, rounds=2)
    table = open_table(app, match)
    settle(app, table)
    scene = open_panel(app, table, as_seat=0)
    scene.to = 1
    press(app, scene, D + "add_gold")
    scene.fields["amount"] = "1500"
    press(app, scene, D + "add_item")
    press(app, scene, D + "send")
    assert [o.status for o in table.view.offers if o.proposer == 0] == ["pending"]
    oid = next(o.id for o in table.view.offers if o.proposer == 0)
    press(app, scene, D + "close")
    settle(app, table)
    take(app, table, Action("end_turn"))
    for _ in range(3000):
        app.run_frames(1)
        if app.stack.top.name == "handoff":
            break
    top = app.stack.top
    assert top.name == "handoff" and top.seat == 1
    app.press(next(e for e in top.ui.elements if getattr(e, "text", "") == "ui.handoff.ready"))
    app.run_frames(3)
    inbox = app.stack.top
    assert isinstance(inbox, DiplomacyScene) and inbox.seat == 1 and inbox.tab == "inbox"
    gold = table.view.gold
    press_for(app, inbox, D + "accept", oid)
    assert table.view.gold == gold + 1500
    sent = [o for o in table.view.offers if o.proposer == 0]
    assert sent[0].status in ("accepted", "completed")


def test_a_counter_offer_starts_from_the_offer_and_gold_can_be_shown(app):
    """6.1: a counter-offer goes back with `parent` set; K-6: showing one's gold to a seat."""
    match = match_at(humans=2, seed=8, rounds=2)
    first = match.state.next_offer  # AI seats may have sent offers before
    match.submit(1, Action("send", (0, "gold,1,0,1000,now", "next")))
    table = open_table(app, match)
    settle(app, table)
    scene = open_panel(app, table, as_seat=0)
    scene.set_tab("inbox")
    app.run_frames(2)
    press_for(app, scene, D + "counter", first)
    assert scene.tab == "offer" and scene.parent == first and scene.to == 1
    press(app, scene, D + "send_counter")
    statuses = {o.id: o.status for o in table.view.offers}
    assert statuses[first] == "countered" and statuses[first + 1] == "pending"
    scene.set_tab("gold")
    app.run_frames(2)
    press(app, scene, D + "reveal_to", seat=table.names[1])
    assert match.view(1).revealed and match.view(1).revealed[-1][:2] == (0, 1)
    assert not match.view(2).revealed, "only the seat shown"


def test_the_setup_screen_says_which_ending_is_in_force_and_which_board(app):
    """KD-46: limits whenever a seat is an AI; the original game at an all-human table; the
    board is the standard one (5.2), or drawn from the seed (5.3), smaller for 2 to 8 seats."""
    extras = app.screens.setup_extras("kratos")
    assert extras is not None
    ai = extras.note(config(humans=1))
    assert "round 30" in ai and "15 rounds" in ai and "standard 26×20" in ai
    humans = extras.note(config(humans=9))
    assert "original game" in humans
    random = extras.note(config(humans=1, seed=4242, board="random"))
    assert "seed 4242" in random
    reduced = extras.note(config(humans=1, n=4, seed=77))
    assert "17×13" in reduced and "8 islands" in reduced and "seed 77" in reduced


def test_the_hot_seat_prompt_names_the_player_once(app):
    table = open_table(app, match_at(humans=2, seed=8, rounds=2))
    settle(app, table)
    assert table.prompt.prompt.startswith("Ana: ") and not table.prompt.prompt.startswith(
        "Ana: Ana"
    )
