"""The Kratos table, headless, through the real loop: a human plays whole turns by mouse
(pieces and islands on the chart, the piece's menu, destinations and targets, the pickers, the
bar), what the engine offers is exactly what lights up, a click that is not a legal choice says
why with the rule's words, the AI seats keep to their pace, the table draws from views only and
every mode renders."""

from __future__ import annotations

import time
from pathlib import Path

import pygame
import pytest
from support.incremental import assert_incremental_equals_full
from table_kit import (
    RULES,
    click_node,
    config,
    decision,
    hover,
    match_at,
    position,
    settle,
    take,
)

from game.core import Action, Match
from game.core.ai import ai_rng
from game.kratos.ai import HeuristicPolicy
from game.kratos.plays import piece_action
from scenes.core import i18n
from scenes.kratos.clicks import click_hint, pieces_at, targets_at
from scenes.kratos.popup import Picker
from scenes.kratos.table import KratosTable
from scenes.tools import open_table

ROOT = Path(__file__).resolve().parents[2]


def turns_over(table: KratosTable, seat: int) -> int:
    return sum(1 for e in table.events if e.type == "turn_over" and e.data.get("seat") == seat)


def test_a_human_plays_whole_turns_by_mouse(app):
    """K-20, KD-44: every choice of three whole turns is taken on the chart, in a menu or in
    the bar, as a player would."""
    match = match_at(humans=1, seed=5, rounds=2)
    table = open_table(app, match)
    assert isinstance(table, KratosTable)
    policy, rng = HeuristicPolicy(), ai_rng(5, 0)
    how: dict[str, set[str]] = {}
    start = turns_over(table, 0)
    for _ in range(600):
        settle(app, table)
        if match.is_over or turns_over(table, 0) >= start + 3:
            break
        d = decision(table)
        action = policy.choose(table.view, d, rng)
        steps = len(match.log)
        how.setdefault(action.kind, set()).add(take(app, table, action))
        settle(app, table)
        assert len(match.log) > steps, f"{action} was not taken through the table"
    assert table.failure is None
    assert turns_over(table, 0) >= start + 3, "three whole turns were played"
    assert "chart" in " ".join(how.get("piece", set())), how
    assert how.get("end_turn") == {"bar"}


def reachable(table: KratosTable, d) -> set[Action]:
    """Every option the player can get at now: the bar, the menu beside the chart (and the
    seller's menu), the picker, and on the chart (an island's roster, a cell's choices)."""
    out = {a for _t, a in table.prompt.options}
    popup = table.popup
    if isinstance(popup, Picker):
        out |= set(popup.options)
    elif popup is not None:
        out |= {r.action for r in popup.rows if r.action is not None}
        if any(a.kind == "sell" for a in d.options):
            out |= {a for a in d.options if a.kind == "sell"}  # "Sell it to…" opens them
    view = table.view
    cells = table.camera.geo.cells
    nodes = {p.loc for p in view.pieces.values() if p.loc >= 0}
    if d.kind == "choose_play":
        out |= {piece_action(q) for n in nodes for q in pieces_at(view, n, cells)}
    elif d.kind == "move":  # lit on the chart: a click takes it (or asks which end, KD-19)
        lit = table.chart_look.hl.dest_map()
        out |= {a for a in d.options if a.kind == "move" and a.args[0] in lit}
    elif d.kind == "shoot":
        out |= {
            a
            for n in nodes | {cells + i.id - 1 for i in view.islands}
            for a in targets_at(table, d, n)
        }
    return out


def test_every_option_of_every_decision_can_be_reached(app):
    """Issue 12: nothing the engine offers is out of the player's reach (placement, the turn,
    every part of a play)."""
    match = Match(RULES, config(humans=1, seed=9))
    table = open_table(app, match)
    policy, rng = HeuristicPolicy(), ai_rng(9, 0)
    seen = set()
    for _ in range(300):
        settle(app, table)
        if match.is_over or len(seen) >= 7:
            break
        if app.stack.top.name == "diplomacy":  # an AI's offer opened the inbox (KD-47)
            close = i18n.tr("kratos.scene.deal.close")
            app.press(next(e for e in app.stack.top.ui.elements if getattr(e, "text", "") == close))
            continue
        d = decision(table)
        missing = [a for a in d.options if a not in reachable(table, d)]
        assert not missing, f"{d.kind}: {missing} can be taken nowhere"
        seen.add(d.kind)
        take(app, table, policy.choose(table.view, d, rng))
    assert {"placement", "choose_play", "piece_menu", "move", "shoot"} <= seen, seen


def test_drawing_only_what_changed_gives_the_same_screen_as_drawing_everything(app):
    """The table repairs just the rectangles drawn over last frame: at any moment of AI turns
    with pieces sailing, shots, dice and words rising, the screen is what a full redraw gives."""
    app.settings.animation_speed = 1.0
    match = match_at(humans=0, seed=13, rounds=3)
    table = open_table(app, match, viewer=1)
    spots = [table.camera.node_rect(n).center for n in (40, 300, 521, 200)]
    assert_incremental_equals_full(app, table, match, spots)


def test_a_new_decision_is_taken_up_a_frame_later_at_most_and_never_stops_the_game(app):
    """KD-44: the viewer's new decision lights the chart in a frame without engine steps (the
    other seats wait that frame), at most one frame after it came; and a decision that went
    before it was taken up leaves nothing waiting: the AI seats play on."""
    app.settings.ai_delay = 0.0
    match = Match(RULES, config(humans=1, seed=9))
    table = open_table(app, match)
    settle(app, table)
    # the AI seats place their pieces while Ana does (K-12): wait for the last of them, so that
    # no step lands in the frames below (on a loaded machine one came a frame late)
    deadline = time.monotonic() + 30
    while any(d.seat != 0 for d in match.decisions()) or table.runner.jobs:
        assert time.monotonic() < deadline, match.decisions()
        app.run_frames(1)
    app.run_frames(2)
    d = decision(table)
    assert table._decision is d and not table._decision_held
    # a step in the frame that brings a new decision: it waits one frame, then is taken up
    table._steps_drawn = len(match.log) - 1
    table._decision = None
    table.frame_state()
    assert table._decision_held and table._decision is None
    table.advance()  # the other seats wait while it is held
    app.run_frames(1)
    assert table._decision is d and not table._decision_held
    # held, but gone before it was taken up (nothing new to take up): play goes on
    table._decision_held = True
    table.frame_state()
    assert not table._decision_held


# ---- what lights, and why not ------------------------------------------------------------------
def test_what_lights_while_a_piece_is_picked_is_what_the_engine_offers(app):
    """Section 4, KD-4: the preview of a piece's moves and targets is the engine's own list."""

    def build(b):
        b.capital(0, 1, bread=100, gasoline=10)
        b.piece("battleship", 0, (5, 4))
        b.piece("merchant", 1, (6, 5))

    table = position(app, build)
    d = decision(table)
    ship = next(a for a in d.options if a.kind == "piece")
    take(app, table, ship)
    settle(app, table)
    hl = table.chart_look.hl
    assert decision(table).kind == "piece_menu" and hl.reach and hl.aim
    target = next(iter(hl.aim))
    take(app, table, Action("declare", ("MOVE",)))
    settle(app, table)
    moves = {int(a.args[0]) for a in decision(table).options if a.kind == "move"}
    assert moves == set(hl.reach), "K-27, section 4: the dots are the engine's destinations"
    table.undo(0)
    settle(app, table)
    take(app, table, Action("declare", ("SHOOT",)))
    settle(app, table)
    shots = decision(table).options
    assert Action("target", ("piece", target)) in shots, "KD-4: the sights are in range"


def test_a_click_on_a_destination_declares_the_move_and_makes_it(app):
    """KD-1, KD-44: with the menu open, a lit destination is a move declared and made."""

    def build(b):
        b.capital(0, 1, bread=100, gasoline=10)
        b.piece("battleship", 0, (5, 4))

    table = position(app, build)
    take(app, table, next(a for a in decision(table).options if a.kind == "piece"))
    settle(app, table)
    node = sorted(table.chart_look.hl.reach)[0]
    click_node(app, table, node)
    settle(app, table)
    kinds = [e.type for e in table.events]
    assert "declared" in kinds and "moved" in kinds
    moved = next(e for e in reversed(table.events) if e.type == "moved")
    assert moved.data["to"] == node
    assert decision(table).kind == "choose_play"


def test_a_click_that_is_not_a_legal_choice_says_why(app):
    """Issue 12: the refusal names the rule (K-20) in its words; greyed declarations carry
    theirs (KD-16: no gasoline)."""

    def build(b):
        b.capital(0, 1, bread=100, gasoline=0)
        b.piece("battleship", 0, (5, 4))
        b.piece("battleship", 1, (9, 9))

    table = position(app, build)
    view = table.view
    theirs = next(p for p in view.pieces.values() if p.owner == 1)
    click_node(app, table, theirs.loc)
    assert table.toast and "K-20" in table.toast[0] and "neither yours" in table.toast[0]
    take(app, table, next(a for a in decision(table).options if a.kind == "piece"))
    settle(app, table)
    rows = {r.text: r for r in table.popup.rows}
    move = rows["Move"]
    assert move.action is None and "KD-16" in move.reason and "gasoline" in move.reason
    app.click(table.popup.row_rect(table.popup.rows.index(move)).center)
    assert table.toast and "gasoline" in table.toast[0]
    assert decision(table).kind == "piece_menu", "a greyed row takes nothing"


def test_a_shot_at_ones_own_piece_is_asked_once_more(app):
    """KD-5: shooting one's own piece is legal (scuttling, K-17) and the table asks before it
    fires; a rival's piece is fired at on the click."""
    from scenes.core import i18n

    def build(b):
        b.capital(0, 1, bread=100, gasoline=10)
        b.piece("battleship", 0, (5, 4))
        b.piece("battleship", 0, (6, 4))
        b.piece("merchant", 0, (6, 5))
        b.piece("merchant", 1, (4, 3))

    table = position(app, build)
    view = table.view
    first, second = (p for p in view.pieces.values() if p.kind == "battleship")
    mine = next(p for p in view.pieces.values() if p.kind == "merchant" and p.owner == 0)
    theirs = next(p for p in view.pieces.values() if p.owner == 1)
    take(app, table, Action("piece", (first.id,)))
    settle(app, table)
    assert theirs.id in table.chart_look.hl.aim
    click_node(app, table, theirs.loc)
    settle(app, table)
    shot = next(e for e in reversed(table.events) if e.type == "shot")
    assert shot.data["target"] == theirs.id, "a rival's piece: fired on the click"
    take(app, table, Action("piece", (second.id,)))
    settle(app, table)
    assert mine.id in table.chart_look.hl.aim
    click_node(app, table, mine.loc)
    settle(app, table)
    assert decision(table).kind == "shoot" and table.popup is not None, "asked, not fired"
    assert table.popup.title.startswith("Yours")
    assert [r.action for r in table.popup.rows] == [Action("target", ("piece", mine.id))]
    assert next(e for e in reversed(table.events) if e.type == "shot") is shot, "not yet"
    app.click(table.popup.row_rect(0).center)
    settle(app, table)
    shot = next(e for e in reversed(table.events) if e.type == "shot")
    assert shot.data["target"] == mine.id, "fired once confirmed"
    line = i18n.phrase(RULES.describe_event(shot), table.names)
    assert "its own Merchant ship" in line, "the log says it was meant"


def test_a_question_with_one_answer_is_never_asked(app):
    """Issue 12: the capital must keep a war piece (K-12), so the last one goes there unasked."""
    match = Match(RULES, config(humans=1, seed=3))
    table = open_table(app, match)
    settle(app, table)
    shown = []
    for _ in range(12):
        d = decision(table)
        if d.kind != "placement":
            break
        shown.append(len(d.options))
        pick = d.options[-1] if d.options[0].kind in ("put", "place_auto") else d.options[0]
        take(app, table, pick)
        settle(app, table)
    assert 1 not in shown, "no decision with a single option was put to the player"
    puts = [e for e in match.log if e.get("action", [""])[0] == "put"]
    assert any(e["action"][2] == "capital" for e in puts), "the last war piece went home unasked"


# ---- the AI seats' pace ------------------------------------------------------------------------
def test_ai_seats_pause_only_before_what_a_human_can_watch(app):
    app.settings.ai_delay = 0.6
    table = open_table(app, match_at(humans=1, seed=5, rounds=1))
    from game.core import Decision

    move, menu = Decision(3, "move", (Action("x"),)), Decision(3, "piece_menu", (Action("x"),))
    table.speed = "watch"
    assert table.ai_pause(move) == pytest.approx(0.6) and table.ai_pause(menu) == 0.0
    table.speed = "quick"
    assert 0 < table.ai_pause(move) < 0.6 and table.ai_pause(menu) == 0.0
    table.speed = "fastest"
    assert table.ai_pause(move) == 0.0


def test_skip_to_my_turn_plays_the_ai_seats_at_once(app, monkeypatch):
    """The AI seats of a whole round play on in a handful of frames, with nothing animated.
    Each frame waits for the AI thread's answer: on a loaded machine the thread would otherwise
    miss frames, and the count would measure the machine rather than the table's pacing."""
    monkeypatch.setattr("scenes.table.base.AI_WAIT", 10.0)
    app.settings.ai_delay = 0.6
    app.settings.animation_speed = 1.0
    match = match_at(humans=1, seed=5, rounds=2)
    table = open_table(app, match)
    settle(app, table)
    take(app, table, Action("end_turn"))
    table.skip()
    frames = 0
    while table.current_human_decision() is None and frames < 600:
        app.run_frames(1)
        frames += 1
    assert table.current_human_decision() is not None and not table.anims.busy
    assert frames < 60 and not table.skipping


# ---- the chart, the log ------------------------------------------------------------------------
def test_the_whole_chart_fits_and_zooms_and_pans(app):
    """K-7: the 26 x 20 chart fits the window at the first zoom; the wheel zooms about the
    pointer, a right drag pans, "Fit" comes back."""
    table = open_table(app, match_at(humans=1, seed=5, rounds=1))
    settle(app, table)
    cam = table.camera
    assert cam.level == 0 and cam.fits and cam.chart_rect().size == cam.size
    centre = cam.view.center
    app.run_frames(
        1, [pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0))]
    )
    app.run_frames(
        2,
        [
            pygame.event.Event(
                pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0
            )
        ],
    )
    assert cam.level == 1 and not cam.fits
    before = cam.key()
    app.run_frames(1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=3)])
    app.run_frames(
        1,
        [
            pygame.event.Event(
                pygame.MOUSEMOTION,
                pos=(centre[0] - 80, centre[1] - 40),
                rel=(-80, -40),
                buttons=(0, 0, 1),
            )
        ],
    )
    app.run_frames(
        1,
        [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(centre[0] - 80, centre[1] - 40), button=3)],
    )
    assert cam.key() != before
    table.zoom(0)
    assert cam.level == 0 and cam.fits


def test_the_chart_tiles_hold_what_reaches_into_them_wherever_the_camera_is(app):
    """The chart's drawables go to the tiles their rectangles reach into (in drawing order),
    and a node's rectangle is where the camera puts it now, after zooms and pans too (both are
    worked out once and kept)."""
    table = open_table(app, match_at(humans=0, seed=5, rounds=2))
    settle(app, table)
    cam = table.camera

    def where(node: int) -> pygame.Rect:
        x0, y0, x1, y1 = cam.geo.boxes[node]
        return cam.cell_rect(x0, y0, x1 - x0 + 1, y1 - y0 + 1)

    for move in (
        lambda: None,
        lambda: cam.zoom(1),
        lambda: cam.pan(-70, -30),
        lambda: cam.zoom(-1),
    ):
        move()
        table._drawn = (None, [])
        look = table.layer_look()
        jobs = list(table.chart_jobs(look))
        drawables = table.chart.drawables(table.view, table.chart_look)
        assert drawables
        for region, key, paint in jobs:
            mine = [d[1] for d in drawables if region.rect.colliderect(d[0])]
            assert key[2] == tuple(mine), region.name
            assert [d[1] for d in paint.args[1]] == mine
        for node in (0, 40, 300, cam.geo.cells):
            assert cam.node_rect(node) == where(node)
            cam.node_rect(node).move_ip(5, 5)  # a caller moving its rectangle moves its own
            assert cam.node_rect(node) == where(node)


def test_the_log_renders_ahead_in_what_the_frame_has_left(app, monkeypatch):
    """New log lines are rendered ahead for up to LOG_BUDGET in a quiet frame, but no more than
    the frame has left of its work (its steps, a LAN host's updates came first), and a third of
    it at least (the log keeps up on a slow machine); a busy frame gives them the third."""
    from types import SimpleNamespace

    from scenes.kratos.table import LOG_BUDGET
    from scenes.table import budget
    from scenes.table.layered import FRAME_WORK

    table = open_table(app, match_at(humans=0, seed=5, rounds=1))
    settle(app, table)
    now = 100.0  # the frame's clock stands still: what it has left is what the test says
    monkeypatch.setattr(budget, "time", SimpleNamespace(perf_counter=lambda: now))
    budgets: list[float] = []
    table.log_panel.warm = lambda budget: budgets.append(budget) or 0  # type: ignore[method-assign]
    table.frame_began = now
    list(table.layer_jobs(table.layer_look(), False))
    table.frame_began = now - (FRAME_WORK - 0.001)  # 1 ms left
    list(table.layer_jobs(table.layer_look(), False))
    table.frame_began = now - 1.0
    list(table.layer_jobs(table.layer_look(), False))
    list(table.layer_jobs(table.layer_look(), True))
    assert budgets[0] == LOG_BUDGET
    assert budgets[1] == pytest.approx(0.001)
    assert budgets[2:] == [LOG_BUDGET / 3] * 2


def test_a_seat_panel_filters_the_log(app):
    table = open_table(app, match_at(humans=1, seed=5, rounds=2))
    settle(app, table)
    everything = len(table.log_panel.lines)
    app.click(table._seat_rects[3].center)
    assert table.log_seat == 3
    name = table.names[3]
    assert 0 < len(table.log_panel.lines) < everything
    assert all(name in line for line, _c in table.log_panel.lines if "Game resumed" not in line)
    app.click(table._seat_rects[3].center)
    assert table.log_seat is None and len(table.log_panel.lines) >= everything - 1  # all again


def test_the_table_draws_from_views_only():
    """Table code never reads the match's full state (that is how secrets leak)."""
    for path in (ROOT / "scenes" / "kratos").glob("*.py"):
        assert "match.state" not in path.read_text(encoding="utf-8"), path.name


@pytest.mark.parametrize(
    "n, viewer, lang, colourblind",
    [(9, 0, "en", False), (9, 0, "es", True), (9, None, "en", True), (4, 0, "es", False)],
)
def test_every_mode_renders(app, tmp_path, n, viewer, lang, colourblind):
    """Both languages, the colour-blind palette, a spectator, a reduced table (section 7)."""
    app.set_language(lang)
    app.settings.colourblind = colourblind
    app.apply_settings()
    match = match_at(humans=0 if viewer is None else 1, n=n, seed=8, rounds=2)
    table = open_table(app, match, viewer=viewer)
    table.policies = {}
    app.run_frames(5)
    out = tmp_path / f"kratos_{n}_{viewer}_{lang}_{colourblind}.png"
    app.screenshot(out)
    img = pygame.image.load(str(out))
    chart = img.subsurface(table.camera.chart_rect())
    colours = {
        chart.get_at((x, y))[:3]
        for x in range(0, chart.get_width(), 23)
        for y in range(0, chart.get_height(), 19)
    }
    assert len(colours) > 20, "the chart is drawn"
    assert table.camera.fits and table.failure is None
    if n != 9:
        assert table.camera.cols < 26, "a reduced table plays a smaller sea"


# ---- the end, saving ---------------------------------------------------------------------------
def test_the_game_over_screen_says_why_it_ended_and_charts_the_rounds(app):
    """KD-37 (vi), (vii): the ending's reason, the ranking, islands and pieces over the rounds."""
    match = Match(RULES, config(humans=0, seed=12))
    policies = [HeuristicPolicy() for _ in range(9)]
    from game.core.playout import play_out

    play_out(match, policies, max_steps=60_000)
    assert match.is_over
    table = open_table(app, match, viewer=None)
    app.run_frames(3)
    scene = app.stack.top
    assert scene.name == "game_over"
    result = match.result()
    assert result.reason.startswith("kratos.end.")
    tally = match.view(None).tally
    assert len(tally) >= 3 and tally[0][0] == 0, "a point when play began, then every round"
    assert match.progress.chart()[-1].measure == "kratos.progress.islands"
    [pieces] = table.result_charts()
    assert [p.round for p in pieces] == [t[0] for t in tally]
    assert pieces[-1].scores == tuple(map(float, tally[-1][2])), "each seat's playable pieces"
    assert scene.charts[1] is not None and len(scene.charts) == 2, "islands, then pieces"


def test_a_saved_game_loads_on_its_table_and_plays_on(app, tmp_path):
    from game.core.saves import write_save

    match = match_at(humans=1, seed=5, rounds=2)
    path = tmp_path / "kratos-save.json"
    write_save(path, match.to_save())
    assert app.screens.load_and_play(path)
    app.stack.apply_pending()
    table = app.stack.top
    assert isinstance(table, KratosTable)
    settle(app, table)
    assert decision(table).kind == "choose_play" and len(table.match.log) == len(match.log)
    take(app, table, Action("end_turn"))
    settle(app, table)
    assert len(table.match.log) > len(match.log)


def test_the_log_names_a_declaration_in_words_never_by_its_id(app):
    """KD-44: a declared play reads in the player's language ("declares a shot"), not as the
    engine's id (SHOOT)."""
    from game.core import Event
    from game.kratos.plays import DECLARATIONS
    from scenes.core import i18n

    for decl in DECLARATIONS:
        data = {"seat": 0, "piece": 1, "kind": "plane", "declaration": decl}
        label = RULES.describe_event(Event("declared", data))
        for lang in ("en", "es"):
            i18n.configure(lang)
            text = i18n.phrase(label, ["Ana"])
            assert text.startswith("Ana: ") and decl not in text and "%{" not in text, text
    i18n.configure("en")


def test_log_lines_say_one_piece_and_many_pieces(app):
    """K-20: a turn ended with pieces unplayed says how many pass, in the singular for one;
    KD-47: the inbox count likewise."""
    from game.core import Event
    from scenes.core import i18n

    def line(kind: str, **data) -> str:
        return i18n.phrase(RULES.describe_event(Event(kind, {"seat": 0, **data})), ["Ana"])

    assert line("turn_ended_early", left=1) == "Ana ends the turn (1 piece passes)"
    assert line("turn_ended_early", left=3) == "Ana ends the turn (3 pieces pass)"
    assert line("inbox", waiting=1) == "Ana has 1 offer waiting"
    i18n.configure("es")
    assert line("turn_ended_early", left=1) == "Ana termina el turno (1 pieza pasa)"
    assert line("inbox", waiting=2) == "Ana tiene 2 ofertas esperando"
    i18n.configure("en")


def test_the_extra_cards_drawn_are_named_in_the_players_language(app):
    """K-11: the log names the primary and the secondary deck in the player's words (the
    Spanish log read "Cartas primary adicionales sorteadas")."""
    from game.core import Event
    from scenes.core import i18n

    def line(deck: str) -> str:
        return i18n.phrase(RULES.describe_event(Event("deck_extra", {"deck": deck, "types": []})))

    try:
        assert line("primary") == "Extra primary cards drawn"
        i18n.configure("es")
        assert line("primary") == "Cartas primarias adicionales sorteadas"
        assert line("secondary") == "Cartas secundarias adicionales sorteadas"
    finally:
        i18n.configure("en")


def test_the_seat_panels_work_out_every_seats_supplies_once_a_view(app, monkeypatch):
    """K-17, KD-28: each panel's key, picture and tip show its seat's supplies; they are
    counted for all nine seats at once, once per view, and are each seat's own."""
    from game.kratos.preview import supplies
    from scenes.kratos import side

    table = open_table(app, match_at(humans=0, seed=5, rounds=1))
    settle(app, table)
    counted: list[object] = []
    real = side.all_supplies
    monkeypatch.setattr(side, "all_supplies", lambda g, v: counted.append(v) or real(g, v))
    view = table.match.view(None)
    for seat in range(view.n):
        side.seat_key(table, view, seat)
        assert side.seat_supplies(table, view, seat) == supplies(table.g, view, seat)
        side.seat_tip(table, view, seat)
    assert counted == [view], "once for the view"
    side.seat_key(table, table.match.view(None), 0)
    assert len(counted) == 2, "again for another view"


def test_the_desk_controls_stand_clear_of_the_prompt_bars_second_row(app):
    """The zoom, the AI seats' speed, "skip to my turn" and "diplomacy" are never hidden under
    the prompt bar: in Spanish, placing one's pieces (three options) takes a second row of
    buttons, and the bar grows upwards by SECOND_ROW, short of the desk's controls."""
    from scenes.kratos import controls
    from scenes.widgets.prompt_bar import SECOND_ROW

    app.set_language("es")
    try:
        match = Match(RULES, config(humans=2, n=3))
        table = open_table(app, match)
        settle(app, table)
        assert decision(table).kind == "placement", "placing one's pieces"
        app.run_frames(3)
        bar = table.prompt.rect
        assert bar.h > table.prompt.home.h, "the Spanish prompt takes a second row"
        for button in controls.buttons(table):
            assert button.rect.bottom <= table.prompt.home.top - SECOND_ROW, button.key
            assert not button.rect.colliderect(bar), button.key
    finally:
        app.set_language("en")


def test_while_placing_the_desk_shows_where_each_piece_went_and_what_is_left(app):
    """KD-45, K-11, K-12: the same two buttons come back for every piece of a kind ("Plane to
    the capital", "Plane to the second island"), so the desk lists the seat's own placement so
    far and what is still to place: each choice shows at once."""
    from game.kratos.setup import placement_items
    from scenes.kratos.words import kinds_list

    table = open_table(app, Match(RULES, config(humans=2, n=3)))
    settle(app, table)
    g = table.g
    S = "kratos.scene."
    assert table.hint() == i18n.tr(S + "hint_placement"), "nothing placed yet"
    d = decision(table)
    second = next(a for a in d.options if a.kind == "second")
    table.choose(d.seat, second)
    app.run_frames(2)
    war = str(second.args[0])
    items = placement_items(g, war)
    assert kinds_list(g, ["plane", "plane", "merchant"]) == "Plane ×2, Merchant ship"

    def lines(capital: list[str], to_second: list[str], left: list[str]) -> list[str]:
        out = [i18n.tr(S + "hint_placement")]
        if capital:
            out.append(i18n.tr(S + "draft_capital", pieces=kinds_list(g, capital)))
        out.append(i18n.tr(S + "draft_second", pieces=kinds_list(g, [war, *to_second])))
        return out + [i18n.tr(S + "draft_left", pieces=kinds_list(g, left))]

    assert table.hint().split("\n") == lines([], [], items)
    for where in ("capital", "second"):
        d = decision(table)
        table.choose(d.seat, next(a for a in d.options if a.args[1] == where))
        app.run_frames(2)
    assert table.hint().split("\n") == lines(items[:1], items[1:2], items[2:])


def test_a_placement_label_stays_on_the_chart(app):
    """The "second island" label of an island in the chart's bottom row was cut by the chart's
    edge: it goes above such an island, and every label of the placement shows whole, clear of
    what a prompt bar of two rows covers."""
    match = Match(RULES, config(humans=1, n=3, seed=4))
    table = open_table(app, match)
    settle(app, table)
    labels = [
        rect
        for rect, key, _paint in table.chart._highlights(table.view, table.chart_look)
        if isinstance(key, tuple) and key[0] == "place"
    ]
    room = table.camera.room  # (the chart's part a prompt bar of two rows never covers)
    assert len(labels) == 2
    assert any(r.bottom > room.bottom - room.h // 6 for r in labels)  # (one in the bottom row)
    assert all(room.contains(r) for r in labels), (labels, room)


def test_no_island_lies_under_a_prompt_bar_of_two_rows(app):
    """Seen playing in Spanish: the placement's three buttons take two rows, and the bar's second
    row (grown upwards over the board) hid the bottom row of islands, their numbers and pieces.
    The chart is fitted above what a two-row bar covers, and stays where it is as the bar grows."""
    app.set_language("es")
    table = open_table(app, Match(RULES, config(humans=1, n=3, seed=3)))
    settle(app, table)
    assert table.prompt.rows == 2  # ("Colocar automáticamente", "Segunda isla: ...")
    bar_top = table.prompt.rect.top
    geo = table.camera.geo
    islands = [table.camera.node_rect(node) for node in range(geo.w * geo.h, len(geo.boxes))]
    assert max(r.bottom for r in islands) > table.camera.view.bottom - 3 * table.camera.cell
    assert all(r.bottom <= bar_top for r in islands), (bar_top, islands)


@pytest.mark.parametrize("n", range(2, 10))
def test_at_every_zoom_the_whole_chart_can_be_brought_above_the_bar(n):
    """Every board (section 7: its size follows the seats) fits above a two-row bar at the first
    zoom; zoomed in, panning down as far as it goes shows the bottom row above the bar."""
    from scenes.kratos.layout import BAR_COVERS, CHART_VIEW, Camera
    from scenes.table.base import PROMPT_RECT
    from scenes.widgets.prompt_bar import SECOND_ROW

    g = RULES.g
    cols, rows = g.reduced.get(n, (g.default_spec.columns, g.default_spec.rows))
    inside = tuple((x, y) for x, y in g.default_spec.spots if x + 1 < cols and y + 1 < rows)
    spec = type(g.default_spec)(cols, rows, inside)
    cam = Camera(g.geometry(spec), CHART_VIEW, BAR_COVERS)
    bar_top = PROMPT_RECT.y - SECOND_ROW
    assert cam.fits and cam.chart_rect().bottom <= bar_top
    for level in range(1, len(cam.levels)):
        cam.level = level
        cam.pan(0, -(10**6))  # as far down the chart as the camera goes
        assert cam.cell_rect(0, rows - 1).bottom <= bar_top
        assert cam.cell_rect(0, rows - 1).bottom >= bar_top - cam.cell  # (and no further)


def test_no_tooltip_covers_an_open_menu(app):
    """A menu opened from the chart (an island's pieces) is read, not covered: while it is
    open, the pointer still on the island shows no tip over it. (An island's tip covered the
    first rows of its own menu whenever the menu reached past the chart's edge.)"""
    from scenes.widgets.layer import tooltip_rect

    match = match_at(humans=1, n=3, seed=955345, rounds=1)
    table = open_table(app, match)
    assert isinstance(table, KratosTable)
    settle(app, table)
    view = table.view
    cells = table.camera.geo.cells
    crowded = [
        node
        for node in range(table.camera.geo.nodes)
        if table.camera.geo.is_island(node)
        and sum(view.pieces[q].owner == 0 for q in pieces_at(view, node, cells)) >= 2
    ]
    assert crowded
    opened = 0
    for node in crowded:
        click_node(app, table, node)
        if table.popup is None:
            continue
        opened += 1
        hover(app, table.mouse)  # the pointer rests where it clicked
        if table.tips.current:
            tip = tooltip_rect(table.tips.current, table.mouse, app.screen.get_rect())
            assert not tip.colliderect(table.popup.rect), table.tips.current
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
        app.run_frames(2)  # Esc closes the menu
        assert table.popup is None
    assert opened


def test_a_click_on_the_capital_or_the_second_island_places_the_next_piece_there(app):
    """K-12, KD-45: while the pieces are placed the two islands glow and carry labels; a click
    on one does what the bar's button for it does (played: a click on them did nothing). The
    bar's two buttons keep their words and places from one piece to the next (they read
    "Plane to the second island", then "Tanker to ...", and the second one moved)."""
    from game.kratos.setup import placement_items

    table = open_table(app, Match(RULES, config(humans=1, n=3)))
    settle(app, table)
    d = decision(table)
    table.choose(d.seat, next(a for a in d.options if a.kind == "second"))
    settle(app, table)
    view, g, seat = table.view, table.g, d.seat
    cells = table.camera.geo.cells
    capital, second = cells + view.capital[seat] - 1, cells + view.second[seat] - 1
    draft = table.match.state.drafts[seat]
    items = placement_items(g, draft.second_war)
    app.run_frames(3)
    buttons = [(b.rect.copy(), b.text) for b in table.prompt.buttons]
    assert len(set(items[:-1])) > 1, items  # (the buttons are checked across a new kind too)
    for node, where in [(capital, "capital"), (second, "second")] + [(capital, "capital")] * (
        len(items) - 3
    ):
        placed, sent = draft.placed, len(draft.to_second)
        put = next(a for a in decision(table).options if a.kind == "put" and a.args[1] == where)
        assert click_hint(table, node) == i18n.tr(
            "kratos.scene.click_do", action=table.action_text(put)
        ), "its tooltip says what a click does"
        click_node(app, table, node)
        settle(app, table)
        draft = table.match.state.drafts[seat]
        assert draft.placed == placed + 1, where
        assert len(draft.to_second) == sent + (where == "second")
        app.run_frames(3)
        assert [(b.rect, b.text) for b in table.prompt.buttons] == buttons, (
            "the next piece's buttons are where and what they were: the prompt names the piece"
        )
    placed = draft.placed
    mine = (view.capital[seat], view.second[seat])
    other = next(k for k in range(1, len(view.islands) + 1) if k not in mine)
    click_node(app, table, cells + other - 1)
    settle(app, table)
    assert table.match.state.drafts[seat].placed == placed, "another island places nothing"
