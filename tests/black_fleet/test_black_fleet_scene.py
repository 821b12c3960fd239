"""The Black Fleet table, headless, through the real loop: a human plays whole turns by
clicking what glows on the chart, the hand and the seat panels (or the prompt bar's buttons),
ships sail their path, attacks are fired at gun sights, a hot-seat hand-off hides the previous
player's cards, no seat's screen shows another's secrets, and every mode renders."""

from __future__ import annotations

import dataclasses
import re
import time
from pathlib import Path

import pygame
import pytest
from black_fleet.bf_helpers import BLACK, WHITE, position
from support.incremental import assert_incremental_equals_full

from game import registry
from game.black_fleet.ai import HeuristicPolicy
from game.black_fleet.views import reachable
from game.black_fleet.words import card_name
from game.core import Action, Match, SeatConfig
from game.core.ai import ai_rng
from scenes.black_fleet import BlackFleetTable
from scenes.black_fleet.anims import ShipSail
from scenes.core import i18n
from scenes.tools import advance, headless_app, open_table

ROOT = Path(__file__).resolve().parents[2]


def seats(humans: int, n: int = 4) -> list[SeatConfig]:
    names = ("Ana", "Ben", "Carmen", "Diego")
    return [SeatConfig(names[i], "human" if i < humans else "ai", "heuristic") for i in range(n)]


def new_match(humans: int, n: int = 4, seed: int = 3) -> Match:
    game = registry.get("black_fleet")
    return Match(registry.rules_for("black_fleet"), game.make_config(seats(humans, n), seed=seed))


def settle(app, table, seconds: float = 30.0) -> None:
    """Frames until the AI seats wait for a human (or the game ends) and the screen is fully
    painted. The AI seats think on their own thread: each frame leaves them a moment."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        app.run_frames(1)
        if (
            (table.current_human_decision() is not None or table.match.is_over)
            and not table.anims.busy
            and table.layer.waiting == 0
        ):
            app.run_frames(1)
            return
        time.sleep(0.0005)
    raise AssertionError(
        f"the table never settled: waiting {table.layer.waiting}, "
        f"decision {table.current_human_decision()}, anims {table.anims.queue}, "
        f"jobs {table.runner.jobs}, steps {len(table.match.log)}, "
        f"failure {table.failure}, top {app.stack.top.name}"
    )


def offered_rect(table, action: Action) -> pygame.Rect | None:
    return next((rect for rect, a in reversed(table.offers) if a == action), None)


def take(app, table, action: Action) -> str:
    """Do `action` as a player would: click it where it glows, else press its bar button."""
    rect = offered_rect(table, action)
    if rect is not None:
        app.click(rect.center)
        return "board"
    bar = table.prompt
    index = next(i for i, (_text, a) in enumerate(bar.options) if a == action)
    while index not in bar.pages[bar.page]:
        bar.next_page()
    label = bar.options[index][0]
    app.press(next(b for b in bar.buttons if b.text == label))
    return "bar"


def turns_ended(table, seat: int) -> int:
    return sum(1 for e in table.events if e.type == "turn_ended" and e.data.get("seat") == seat)


# ---- playing through the table ---------------------------------------------------------------
def test_a_human_plays_whole_turns_by_clicking_the_board_and_the_bar(app):
    match = new_match(humans=1, seed=5)
    table = open_table(app, match)
    assert isinstance(table, BlackFleetTable)
    policy, rng = HeuristicPolicy(), ai_rng(5, 0)
    how: dict[str, set[str]] = {}
    for _ in range(400):
        settle(app, table)
        if match.is_over or turns_ended(table, 0) >= 3:
            break
        d = table.current_human_decision()
        action = policy.choose(table.view, d, rng)
        steps = len(match.log)
        how.setdefault(action.kind, set()).add(take(app, table, action))
        assert len(match.log) > steps, f"{action} was not taken through the table"
    assert table.failure is None
    assert turns_ended(table, 0) >= 3, "three whole turns were played"
    assert how["place"] == {"board"} and how["play_move"] == {"board"}
    assert how["move"] == {"board"}, "sailing is done by clicking lit spaces"
    assert how["activate"] == {"board"}, "a ship starts sailing when clicked"
    assert how["buy"] == {"board"}, "a development card is bought by clicking it in your row"
    assert "bar" in how["end_step2"]
    assert len(table.log_panel.lines) > 40, "every event has its log line"


def test_every_option_of_every_decision_is_reachable(app):
    """Spaces and hand cards are on the board, everything else in the bar: nothing is lost."""
    match = new_match(humans=1, seed=9)
    table = open_table(app, match)
    policy, rng = HeuristicPolicy(), ai_rng(9, 0)
    seen = set()
    for _ in range(120):
        settle(app, table)
        if match.is_over:
            break
        d = table.current_human_decision()
        board = {a for _r, a in table.offers}
        bar = {a for _t, a in table.prompt.options}
        missing = [a for a in d.options if a not in board and a not in bar]
        assert not missing, f"{d.kind}: {missing} can be taken nowhere"
        seen.add(d.kind)
        take(app, table, policy.choose(table.view, d, rng))
    assert {"place_merchant", "enter_pirate", "play_movement", "ships", "sail", "purchase"} <= seen


# ---- sailing, acting, attacking --------------------------------------------------------------
def human_position(app, **kwargs) -> BlackFleetTable:
    """A hand-built position (tests/black_fleet helpers) with Black played by a human."""
    m = position(**kwargs)
    m.config = dataclasses.replace(
        m.config, seats=(SeatConfig("Ana", "human"), *m.config.seats[1:])
    )
    table = open_table(app, m)
    settle(app, table)
    return table


def merchant_by_barbaria(app) -> BlackFleetTable:
    """Black's turn, MV05 played (merchant allowance 4), its merchant at (9, 3) with two green
    cubes, two steps from Barbaria's docks."""
    return human_position(
        app,
        active=BLACK,
        merchants={BLACK: ((9, 3), ["green", "green"])},
        stocks={"A": 8},
        card="MV05",
    )


def test_a_selected_ship_lights_its_reachable_spaces_then_sails_its_path(app):
    app.settings.animation_speed = 1.0
    table = merchant_by_barbaria(app)
    view = table.view
    take(app, table, Action("activate", ("merchant",)))
    settle(app, table)
    d = table.current_human_decision()
    assert d.kind == "sail"
    moves = {a for a in d.options if a.kind == "move"}
    lit = {a for _r, a in table.offers if a.kind == "move"}
    assert moves and lit == moves, "exactly the reachable spaces light up"
    reach = reachable(table.rules.g, table.view, "merchant")
    assert {(a.args[0], a.args[1]) for a in moves} == set(reach)

    dock = Action("move", (11, 1))
    rect = offered_rect(table, dock)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
    )
    app.run_frames(30)
    assert table.tips.current and "Sail here" in table.tips.current
    assert "(11, 1)" in table.tips.current, "the tip names the chart square the log uses"
    app.click(rect.center, frames=1)
    assert match_moved(table, "merchant", (11, 1))
    sail = next(a for a in table.anims.queue if isinstance(a, ShipSail))
    assert sail.ship_id == "merchant:0" and len(sail.points) == len(reach[(11, 1)]) + 1
    app.run_frames(3)
    assert "merchant:0" in table._moving, "the ship is drawn sailing, not at its new space"
    settle(app, table)
    assert view is not table.view and table.view.ship("merchant:0").cell == (11, 1)
    labels = [text for text, _a in table.prompt.options]
    assert any("Sell" in text for text in labels), "its action is offered once it arrives"
    take(app, table, Action("sell"))
    settle(app, table)
    assert table.view.players[BLACK].wealth == 4


def match_moved(table, ship: str, cell) -> bool:
    e = next((e for e in reversed(table.events) if e.type == "ship_moved"), None)
    return e is not None and e.data["ship"] == ship and tuple(e.data["path"][-1]) == cell


def test_an_enemy_pirate_in_range_gets_a_gun_sight_and_a_click_sinks_it(app):
    table = human_position(
        app,
        active=BLACK,
        navies={"yellow": (9, 5)},
        pirates={WHITE: ((10, 5), "")},
        card="MV01",
        activate="yellow",
    )
    sink = Action("sink", (WHITE,))
    rect = offered_rect(table, sink)
    assert rect is not None and rect.collidepoint(table.layout.centre((10, 5)))
    app.click(rect.center)
    assert table.view.ship(f"pirate:{WHITE}").cell is None
    assert table.view.players[BLACK].wealth == 2
    assert any("sinks" in line for line, _c in table.log_panel.lines)


# ---- secrets --------------------------------------------------------------------------------
def secret_names(table, viewer) -> set[str]:
    """Names of the cards other seats hold in secret (hands, face-down developments) that the
    viewer cannot know otherwise: not a copy in its own hand or row, not in a discard pile,
    not played or bought face up."""
    s, rules = table.match.state, table.rules  # the test may look; the table may not
    others = [i for i in range(s.n) if i != viewer]
    secret = [c for i in others for c in s.mhand[i] + s.fhand[i]]
    secret += [card for i in others for card, up in zip(s.dev[i], s.dev_up[i]) if not up]
    view = table.view
    seen = set(view.movement_discard) | set(view.fortune_discard) | {view.turn.card}
    seen |= {f.split(">")[0] for f in view.turn.fortunes}
    seen |= {d.card for p in view.players for d in p.development if d.face_up}
    if viewer is not None:
        me = view.players[viewer]
        seen |= set(me.movement_hand) | set(me.fortune_hand) | {d.card for d in me.development}

    def name(card: str) -> str:
        return card if card in rules.g.mv else str(i18n.localize(card_name(rules.g, card)))

    return {name(c) for c in secret} - {name(c) for c in seen if c}


def shown_texts(app, table) -> list[str]:
    """Every text the table can show now: all tooltips, the log, the bar's buttons."""
    app.run_frames(2)
    texts = [t() if callable(t) else t for _r, t in table.tips.areas]
    texts += [line for line, _c in table.log_panel.lines]
    texts += [label for label, _a in table.prompt.options]
    return texts


@pytest.mark.parametrize("viewer", [0, 2, None])
def test_the_screen_of_a_seat_never_shows_another_seats_hidden_cards(app, viewer):
    match = new_match(humans=0, seed=21)
    advance(match, 260)
    table = open_table(app, match, viewer=viewer)
    table.policies = {}  # the AI seats hold still while we look
    app.run_frames(3)
    hidden = secret_names(table, viewer)
    assert hidden, "the test position has secrets to keep"
    for text in shown_texts(app, table):
        for name in hidden:
            assert not re.search(rf"\b{re.escape(name)}\b", text), f"{name!r} leaked in {text!r}"
    view = table.view
    if viewer is None:
        assert table.desk.shown == []
    else:
        me = view.players[viewer]
        assert sorted(table.desk.shown) == sorted(me.movement_hand + me.fortune_hand)


def test_a_hand_off_between_two_humans_hides_the_previous_hand(app):
    match = new_match(humans=2, seed=4)
    table = open_table(app, match, viewer=0)
    policy = HeuristicPolicy()
    rngs = {0: ai_rng(4, 0), 1: ai_rng(4, 1)}
    handed = False
    for _ in range(3000):
        app.run_frames(1)
        time.sleep(0.0005)  # the AI seats think on their own thread
        top = app.stack.top
        if top.name == "handoff":
            assert top.seat != table.viewer
            before = table.viewer
            app.run_frames(1)
            app.press(
                next(b for b in top.ui.elements if getattr(b, "text", "") == "ui.handoff.ready")
            )
            assert table.viewer == top.seat != before
            app.run_frames(3)
            view = table.view
            assert view.players[before].movement_hand is None
            assert view.players[before].fortune_hand is None
            me = view.players[table.viewer]
            assert sorted(table.desk.shown) == sorted(me.movement_hand + me.fortune_hand)
            previous = table.names[before]
            assert not any(
                re.match(rf"{previous} draws (movement card )?[A-Z]", line)
                and "a movement card" not in line
                and "a fortune card" not in line
                for line, _c in table.log_panel.lines
            ), "the log keeps no old secrets"
            handed = True
            break
        d = table.current_human_decision()
        if d is not None and not table.anims.busy:
            table.choose(d.seat, policy.choose(table.view, d, rngs[d.seat]))
    assert handed


def test_drawing_only_what_changed_gives_the_same_screen_as_drawing_everything(app):
    """The table repairs just the rectangles drawn over last frame: at any moment of a game
    with ships sailing, cubes and coins flying and cards shown, the screen must be exactly what
    a full redraw gives."""
    app.settings.animation_speed = 1.0
    match = new_match(humans=0, seed=13)
    advance(match, 40)
    table = open_table(app, match, viewer=1)
    spots = [table.layout.centre((x, y)) for x, y in ((9, 5), (12, 8), (11, 1), (3, 6))]
    assert_incremental_equals_full(app, table, match, spots)


def test_the_table_draws_from_views_only():
    """Table code never reads the match's full state (that is how secrets leak)."""
    for path in (ROOT / "scenes" / "black_fleet").glob("*.py"):
        assert "match.state" not in path.read_text(encoding="utf-8"), path.name


# ---- looks --------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "n, viewer, lang, colourblind",
    [(4, 0, "en", False), (3, 1, "es", False), (4, None, "en", True), (3, 0, "es", True)],
)
def test_every_mode_renders(app, tmp_path, n, viewer, lang, colourblind):
    app.set_language(lang)
    app.settings.colourblind = colourblind
    app.apply_settings()
    match = new_match(humans=0 if viewer is None else 1, n=n, seed=8)
    advance(match, 150)
    table = open_table(app, match, viewer=viewer)
    app.run_frames(5)
    out = tmp_path / f"bf_{n}_{viewer}_{lang}_{colourblind}.png"
    app.screenshot(out)
    img = pygame.image.load(str(out))
    board = img.subsurface(table.layout.grid)
    colours = {
        board.get_at((x, y))[:3]
        for x in range(0, board.get_width(), 37)
        for y in range(0, board.get_height(), 29)
    }
    assert len(colours) > 20, "the chart is drawn"
    assert table.failure is None


def test_screenshots_of_the_table_and_the_sailing_moment(tmp_path):
    from scenes.tools import game_shots

    app = headless_app(tmp_path, None, ai_delay=0.0, animation_speed=0.0)
    try:
        shots = {name: build for name, build in game_shots() if "black_fleet" in name}
        assert {"table_black_fleet", "black_fleet_sailing"} <= set(shots)
        for name in ("table_black_fleet", "black_fleet_sailing"):
            shots[name](app)
            app.run_frames(3)
            app.screenshot(tmp_path / f"{name}.png")
            assert (tmp_path / f"{name}.png").stat().st_size > 50_000
        table = app.stack.top
        assert any(a.kind == "move" for _r, a in table.offers), "the sailing shot lights spaces"
    finally:
        app.shutdown()


def test_fortune_cards_are_played_from_the_hand_and_aimed_on_the_chart(app):
    """Commandeer: an enemy ship to push, then where; Fair Wind: one of your ships; Secret
    Cove: a lair. Every pick is a click on what glows."""
    table = human_position(
        app,
        active=BLACK,
        card="MV05",
        merchants={BLACK: ((9, 3), ["green"]), WHITE: ((14, 6), ["red"])},
        pirates={BLACK: ("NW", ""), WHITE: ((15, 9), "")},
        fortune={BLACK: ["FC15", "FC01", "FC16"]},
    )
    places = {c: offered_rect(table, Action("fortune", (c,))) for c in ("FC15", "FC01", "FC16")}
    assert None not in places.values()
    for card, target, then in (
        ("FC15", Action("target_enemy", ("merchant", WHITE)), Action("cmove", (15, 5))),
        ("FC01", Action("target_ship", ("merchant",)), None),
        ("FC16", Action("target_lair", (4, 2)), None),
    ):
        # BF-90: the cards still in the hand are where they were, none slid under the pointer
        assert all(offered_rect(table, Action("fortune", (c,))) == r for c, r in places.items())
        del places[card]
        assert take(app, table, Action("fortune", (card,))) == "board"
        settle(app, table)
        assert table.current_human_decision().kind == "fortune_target"
        assert take(app, table, target) == "board"
        settle(app, table)
        if then is not None:
            assert table.current_human_decision().kind == "commandeer_move"
            assert take(app, table, then) == "board"
            settle(app, table)
    view = table.view
    assert view.ship(f"merchant:{WHITE}").cell == (15, 5)
    assert view.ship(f"pirate:{BLACK}").cell == (4, 2)
    assert view.turn.bonus[0] == 2 and table.current_human_decision().kind == "ships"


def test_the_autosave_catches_up_with_the_game_in_a_quiet_frame(app):
    from game.core.saves import read_save

    match = new_match(humans=1, seed=6)
    table = open_table(app, match)
    settle(app, table)
    app.writer.flush(2.0)
    assert len(read_save(table.autosave_path).log) == len(match.log)
    d = table.current_human_decision()
    table.choose(d.seat, d.options[0])
    chosen = len(match.log)
    for _ in range(120):  # a quiet frame (at the latest SAVE_WAIT) takes the save
        app.run_frames(1)
        if table._save_due is None:
            break
    app.writer.flush(2.0)
    assert chosen <= len(read_save(table.autosave_path).log) <= len(match.log)


def test_the_prompt_bar_with_two_rows_never_covers_the_desk(app):
    """The bar grows a second row of buttons upwards when the options do not fit on one (in
    Spanish, the far seas a pirate enters from, BF-36): the desk column (the turn, the hand,
    the decks) stands clear of it."""
    from scenes.widgets.prompt_bar import SECOND_ROW

    table = open_table(app, new_match(1, 3))
    assert table.prompt.home.y - SECOND_ROW >= table.layout.desk.bottom
    assert table.desk.decks_rect.bottom <= table.layout.desk.bottom


def test_a_click_on_a_movement_card_before_the_merchants_are_placed_says_why(app):
    """Played in Spanish: while asked for the merchant's dock, a click on a movement card did
    nothing and said nothing. The merchants are placed first, in turn order (BF-17)."""
    for seed in range(3, 40):
        match = new_match(1, 3, seed)
        d = match.decision_for(0)
        if d is not None and d.kind == "place_merchant":
            break
    table = open_table(app, match, viewer=0)
    settle(app, table)
    assert table.current_human_decision().kind == "place_merchant"
    refusals = [r for region in table.desk_regions for r in region.marks.refusals]
    card = next(rect for rect, a in refusals if a.kind == "play_move")
    app.click(card.center)
    assert table.toast is not None and table.toast[0].endswith("(BF-17)"), table.toast
    assert match.why_illegal(1, Action("play_move", ("MV01",))).rule == "BF-150"


def test_a_card_clicked_while_the_pirate_enters_says_the_entry_comes_first():
    """Played in Spanish: asked where the pirate enters, a click on a movement card said "you
    play exactly one movement card, at the start of your turn" (BF-22). The turn starts with
    the ships coming back into play (BF-21, BF-81); the card comes after."""
    match = new_match(3, 3, 12)
    policy = HeuristicPolicy()
    for _ in range(50):
        if match.chance_pending:
            match.step_chance()
            continue
        d = match.decisions()[0]
        if d.kind == "enter_pirate":
            break
        match.submit(d.seat, policy.choose(match.view(d.seat), d, ai_rng(12, d.seat)))
    assert d.kind == "enter_pirate"
    card = match.view(d.seat).players[d.seat].movement_hand[0]
    assert match.why_illegal(d.seat, Action("play_move", (card,))).rule == "BF-21"


def test_a_click_on_a_space_the_sailing_ship_cannot_reach_says_why(app):
    """Played in English: while the merchant sailed, a click on an island or on a space out of
    its reach did nothing. It says why: land (BF-32), too far (BF-31); a ship's own space is no
    move, and a click there says nothing."""
    table = merchant_by_barbaria(app)
    take(app, table, Action("activate", ("merchant",)))
    settle(app, table)
    assert table.current_human_decision().kind == "sail"
    g = table.rules.g
    land = next(xy for xy in g.geo.xy if g.geo.land[g.geo.index(xy)])
    far = next(
        xy
        for xy in g.geo.xy
        if not g.geo.land[g.geo.index(xy)]
        and g.geo.chebyshev(g.geo.index(xy), g.geo.index((9, 3))) > 6
    )
    chart = table.fleet.layout
    for xy, rule in ((land, "BF-32"), (far, "BF-31")):
        table.toast = None
        app.click(chart.cell_rect(xy).center)
        assert table.toast is not None and table.toast[0].endswith(f"({rule})"), (xy, table.toast)
    table.toast = None
    app.click(chart.cell_rect((9, 3)).center)
    assert table.toast is None and table.current_human_decision().kind == "sail"


def test_a_ship_that_may_not_sail_now_says_why_when_clicked(app):
    """Choosing the next ship: a click on the navy the movement card does not name says so
    (BF-22); on a ship that has sailed this turn, that each sails once (BF-23)."""
    table = merchant_by_barbaria(app)  # MV05 names the yellow navy
    assert table.current_human_decision().kind == "ships"
    fleet = table.fleet
    points = fleet.points(table.view)

    def click_ship(ship_id: str):
        table.toast = None
        app.click(fleet.rect_at(points[ship_id]).center)
        return table.toast

    toast = click_ship("navy:purple")
    assert toast is not None and toast[0].endswith("(BF-22)"), toast
    take(app, table, Action("activate", ("merchant",)))
    settle(app, table)
    take(app, table, Action("end_activation"))
    settle(app, table)
    assert table.current_human_decision().kind == "ships"
    points = fleet.points(table.view)
    toast = click_ship(f"merchant:{BLACK}")
    assert toast is not None and toast[0].endswith("(BF-23)"), toast
