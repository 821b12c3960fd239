"""The table kit every game's table stands on: scenes by name (the registry and the App's
screens), the event table, the warmer, the prompt bar's measures, colour shading, and every
game's event animations over a whole game."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game import registry
from game.core import Chance, Event, Match, SeatConfig
from game.core.playout import steps
from game.core.rng import Rng
from scenes import registry as scene_registry
from scenes.core import i18n, theme
from scenes.core.app import App
from scenes.core.settings import Settings
from scenes.table.base import TableScene
from scenes.table.events import EventShow
from scenes.table.generic import GenericTable
from scenes.tools import ai_config, open_table
from scenes.widgets.anim import Animation
from scenes.widgets.prompt_bar import PromptBar
from scenes.widgets.warm import Warmer

GAMES = ("pieces_of_eight", "mutinies", "black_fleet", "kratos")


def duel_table(app: App) -> TableScene:
    seats = [SeatConfig("Ana", "human"), SeatConfig("Ben", "ai")]
    config = registry.get("duel").make_config(seats, seed=4)
    return open_table(app, Match(registry.rules_for("duel"), config))


# ---- scenes by name ----------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_registers_its_table_and_screens(game_id):
    scenes = scene_registry.scenes_for(game_id)
    assert issubclass(scenes.table, TableScene) and scenes.table is not GenericTable
    assert all(callable(build) for build in scenes.screenshots.values())


def test_a_game_without_scenes_gets_the_generic_table(app):
    assert scene_registry.scenes_for("duel").table is GenericTable
    assert isinstance(duel_table(app), GenericTable)


def test_an_app_without_screens_says_how_to_get_them(tmp_path):
    app = App(Settings(), settings_path=tmp_path / "settings.json", audio=False)
    with pytest.raises(RuntimeError, match="install"):
        _ = app.screens
    app.shutdown()


def test_menus_and_tables_open_each_other_by_name(app):
    table = duel_table(app)
    for make, name in (
        (lambda: app.screens.pause(table), "pause"),
        (lambda: app.screens.hand_off(table, 1), "handoff"),
        (lambda: app.screens.game_over(table), "game_over"),
        (lambda: app.screens.message("Title", "Text"), "message"),
        (app.screens.title, "title"),
    ):
        assert make().name == name


# ---- events --------------------------------------------------------------------------------------
def test_events_are_shown_by_their_type_with_phrased_banners(app):
    table = duel_table(app)
    app.settings.animation_speed = 1.0
    show: EventShow[TableScene] = EventShow()
    seen: list[tuple[str, object]] = []

    @show.on("rolled", "stood")
    def note(t: TableScene, data) -> None:
        seen.append((t.name, data.get("seat")))

    show.sound("dice", "rolled")
    show.banner("stood", "ui.table.rolls", theme.RED)  # "%{seat} rolls"
    table.show = show
    table.animate(Event("rolled", {"seat": 1}))
    table.animate(Event("stood", {"seat": 0}))
    table.animate(Event("unknown", {"seat": 0}))
    assert seen == [("table", 1), ("table", 0)]
    assert table.sound_for(Event("rolled", {})) == "dice"
    assert table.sound_for(Event("stood", {})) is None
    banners = [a for a in table.anims.queue if hasattr(a, "text")]
    assert [b.text for b in banners] == [i18n.tr("ui.table.rolls", seat="Ana")]


def test_phrase_names_seats_like_the_log(app):
    table = duel_table(app)
    assert table.phrase("ui.table.rolls", {"seat": 1}) == i18n.tr("ui.table.rolls", seat="Ben")
    assert table.phrase("ui.table.waiting_for", seats=[0, 1]) == i18n.tr(
        "ui.table.waiting_for", seats="Ana, Ben"
    )


@pytest.mark.parametrize("game_id", GAMES)
def test_every_event_of_a_whole_game_animates(app, game_id):
    """An AI-only game straight on the engine under a table with animations on: every event is
    shown (its handlers, sounds and banners run) and the table draws throughout."""
    app.settings.animation_speed = 1.0
    match = Match(registry.rules_for(game_id), ai_config(game_id, 2))
    table = open_table(app, match, viewer=0)
    game = registry.get(game_id)
    policies = [game.policy("random") for _ in match.config.seats]
    types: set[str] = set()
    surface = pygame.Surface(app.size)
    for k, step in enumerate(steps(match, policies, max_steps=game.info.step_cap)):
        types.update(e.type for e in step.events)
        table.refresh_view()
        if k % 25 == 0:
            table.draw(surface)
            table.anims.skip()
    assert (match.is_over or len(match.log) == game.info.step_cap) and table.failure is None
    shown = set(table.show.handlers) | set(table.show.banners)
    assert types & shown, "the game's events are animated"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_banner_of_every_game_has_its_words(game_id):
    show = scene_registry.scenes_for(game_id).table.show
    assert show is not None
    for lang in ("en", "es"):
        i18n.configure(lang)
        for spec in show.banners.values():
            assert i18n.has(spec.key), (lang, spec.key)
    i18n.configure("en")


# ---- warming -------------------------------------------------------------------------------------
def test_the_warmer_primes_steps_and_starts_over_when_the_look_changes():
    done: list[int] = []
    warmer = Warmer(lambda: (lambda k=k: done.append(k) for k in range(5)))
    warmer.prime(0.0)  # no time: nothing now
    assert done == []
    assert warmer.step(budget=0.0) and done == [0], "a quiet frame draws one at least"
    while warmer.step(budget=0.0):
        pass
    assert done == [0, 1, 2, 3, 4]
    assert not warmer.step()
    done.clear()
    theme.set_colourblind(True)
    try:
        warmer.prime()
        assert done == [0, 1, 2, 3, 4], "a new look draws everything again"
    finally:
        theme.set_colourblind(False)


# ---- the prompt bar's measures -------------------------------------------------------------------
def test_the_prompt_bar_fits_what_it_lays_out_on_one_page(app):
    bar = PromptBar(pygame.Rect(6, 636, 968, 78))
    extras = ["Undo", "Menu"]
    short = ["Roll", "Stand", "Pass"]
    long = [f"A rather long option number {k}" for k in range(12)]
    assert bar.fits(short) and not bar.fits(long)
    for labels in (short, long):
        bar.set(
            ("k", len(labels)),
            "Prompt",
            [(t, t) for t in labels],
            lambda _a: None,
            None,
            None,
            [(t, lambda: None) for t in extras],
        )
        assert (len(bar.pages) == 1) == bar.fits(labels, rows=2)
    assert bar.note_if_room("a short note") == "a short note"
    assert bar.note_if_room("x" * 400) == ""
    assert bar.note_cut("x" * 400).endswith("…")


def test_shade_darkens_lightens_and_clamps():
    assert theme.shade((100, 200, 40), 0.5) == (50, 100, 20)
    assert theme.shade((100, 200, 40, 7), 1.5) == (150, 255, 60)


def test_the_log_renders_new_lines_ahead_a_few_at_a_time(app):
    """LogPanel.warm: lines are rendered within a frame's budget and counted ready; a table
    repaints its log once they are (a burst of events writes many lines at once)."""
    from scenes.widgets.log_panel import LogPanel

    log = LogPanel((0, 0, 280, 200), "Log")
    for k in range(30):
        log.add(f"line {k} of a burst of events")
    assert log.warm(0.0) == 0, "no time to spare: nothing rendered"
    assert log.warm(1e-9) == 1, "a little time: one line at least"
    assert log.warm(1.0) == len(log.lines) == 30
    log.clear()
    assert log.ready == 0


def test_the_log_renders_only_its_new_lines_and_paints_as_a_fresh_one(app):
    """LogPanel._rewrap: a painted log renders only the lines added since (a step's one or two,
    not the hundred shown); its picture is the one a log built from scratch paints, after lines
    added one by one, past SHOWN, a width changed and a clear."""
    from scenes.widgets.log_panel import SHOWN, LogPanel

    def picture(log: LogPanel) -> bytes:
        surface = pygame.Surface((300, 400))
        log.draw(surface)
        return pygame.image.tobytes(surface, "RGB")

    def fresh(log: LogPanel) -> bytes:
        again = LogPanel(log.rect, log.title)
        for text, colour in log.lines:
            again.add(text, colour)
        return picture(again)

    log = LogPanel((0, 0, 280, 400), "Log")
    picture(log)
    rendered: list[str] = []
    real = theme.text

    def counting(value: str, *args: object) -> pygame.Surface:
        rendered.append(value)
        return real(value, *args)  # type: ignore[arg-type]  # the same arguments, passed on

    theme.text = counting  # type: ignore[assignment]  # counts what the log renders
    try:
        for k in range(SHOWN + 30):
            log.add(f"line {k} of a long game, in a few words", theme.TEXT_LIGHT)
            if k % 7 == 0:
                del rendered[:]
                picture(log)
                assert rendered.count(f"Line {k} of a long game, in a few words") == 1
                assert len([t for t in rendered if t.startswith("Line")]) <= 7
    finally:
        theme.text = real  # type: ignore[assignment]  # put back
    assert picture(log) == fresh(log)
    log.add("the newest line", (240, 90, 70))
    log.rect = pygame.Rect(0, 0, 200, 400)  # another width: every line again
    assert picture(log) == fresh(log)
    log.clear()
    log.add("after a clear")
    assert picture(log) == fresh(log)


def test_a_busy_frame_paints_only_the_regions_that_waited_too_long_each_its_own_wait(
    app, monkeypatch
):
    """Layer.repaint in a hurry: each stale region waits MAX_WAIT from its own change, not from
    the last moment the whole layer was up to date (a table that keeps changing always has some
    region waiting: every busy frame painted, and the frame loop lost its quiet frames)."""
    from scenes.widgets import layer as layer_module
    from scenes.widgets.layer import MAX_WAIT, Layer

    class Clock:
        now = 0.0

        def perf_counter(self) -> float:
            return self.now

    clock = Clock()
    monkeypatch.setattr(layer_module, "time", clock)
    layer = Layer((100, 100))
    layer.set_base(0, lambda: pygame.Surface((100, 100)))
    a, b = layer.region("a", (0, 0, 10, 10)), layer.region("b", (20, 0, 10, 10))

    def paint(surface: pygame.Surface, marks: object) -> None:
        clock.now += 0.0004  # each repaint costs 0.4 ms

    def frame(at: float, ka: int, kb: int, hurry: bool = True) -> set[str]:
        clock.now = at
        before = (a.key, b.key)
        layer.repaint([(a, ka, paint), (b, kb, paint)], hurry=hurry)
        return {r.name for r, k in zip((a, b), before) if r.key != k}

    assert frame(0.0, 0, 0, hurry=False) == {"a", "b"}
    assert frame(0.01, 1, 0) == set(), "a busy frame: a waits"
    assert frame(0.06, 1, 1) == set(), "b changes; both wait"
    assert layer.holds(layer.look), "neither has waited MAX_WAIT: a busy frame need not look"
    assert frame(0.01 + MAX_WAIT, 2, 1) == {"a"}, "a waited MAX_WAIT: painted, b still waits"
    assert frame(0.02 + MAX_WAIT, 2, 2) == set(), "b waited less than MAX_WAIT"
    layer.skipped()  # a busy frame that did not even look
    clock.now = 0.07 + MAX_WAIT
    assert not layer.holds(layer.look), "b has waited too long: the next frame must look"
    assert frame(0.07 + MAX_WAIT, 2, 2) == {"b"}
    assert layer.waiting == 0 and layer.holds(layer.look)


def test_a_frame_whose_autosave_is_quick_stays_a_quiet_one(app, monkeypatch):
    """An autosave is taken in a quiet frame; its snapshot (a clone) usually takes a few
    hundredths of a millisecond, and then the frame stays quiet (a layered table repaints in
    it); one that took SAVE_BUSY or more makes the frame a busy one."""
    import time

    from scenes.table import base
    from scenes.table.base import SAVE_BUSY

    class Clock:  # the table's clock: only a snapshot moves it on
        now = 0.0

        def perf_counter(self) -> float:
            return self.now

        def __getattr__(self, name: str) -> object:
            return getattr(time, name)

    table = duel_table(app)
    app.run_frames(3)
    clock = Clock()
    monkeypatch.setattr(base, "time", clock)
    real = table.match.save_snapshot
    for took, busy in ((SAVE_BUSY / 20, False), (SAVE_BUSY * 2, True)):

        def snapshot(took: float = took) -> object:
            clock.now += took
            return real()

        monkeypatch.setattr(table.match, "save_snapshot", snapshot)
        table.autosave(table.match)
        table.update(1 / 60)
        assert table._save_due is None, "saved"
        assert table.saved_this_frame is busy


def test_the_prompt_bar_gives_back_where_it_was_drawn_a_second_row_once_more(app):
    """The prompt bar is drawn over the layer every frame, and each frame gives back where it
    went: a one-row bar its own rows only (not the place of a second row, a tenth of the screen
    copied for nothing every frame), and in the frame after a second row went, that row too."""
    from scenes.table.layered import PROMPT_MARGIN, LayeredTable
    from scenes.widgets.prompt_bar import SECOND_ROW

    table = open_table(app, Match(registry.rules_for("mutinies"), ai_config("mutinies", seed=3)))
    assert isinstance(table, LayeredTable)
    app.run_frames(3)
    bar = table.prompt
    assert bar.rect == bar.home

    def given_back_from() -> int:  # the top of what the layer gives back for the bar
        table.layer.covered = []
        table.cover_live(app.screen)
        return min(r.y for r in table.layer.covered if r.contains(bar.home))

    one, two = bar.home.y - PROMPT_MARGIN // 2, bar.home.y - SECOND_ROW - PROMPT_MARGIN // 2
    assert given_back_from() == one
    bar.rect = bar.home.union(bar.home.move(0, -SECOND_ROW))  # a second row of buttons
    assert given_back_from() == two
    bar.rect = pygame.Rect(bar.home)  # and gone again
    assert given_back_from() == two, "where the second row was is given back once more"
    assert given_back_from() == one


def test_a_step_after_which_the_waiting_bar_says_the_same_leaves_it_as_it_is(app, monkeypatch):
    """While nobody at this screen is asked, the bar says who the game waits for (a LAN host
    with its joiners deciding: every step); a step after which it says the same words, with
    the same controls, does not lay the bar out again. Words that change do."""
    table = open_table(app, Match(registry.rules_for("mutinies"), ai_config("mutinies", seed=3)))
    app.run_frames(3)
    table.show_progress()
    text = table.prompt.prompt
    laid: list[bool] = []
    real = table.prompt._layout
    monkeypatch.setattr(table.prompt, "_layout", lambda fresh: laid.append(fresh) or real(fresh))
    table.match.log.append(dict(table.match.log[-1]))  # a step: the game still waits alike
    table.show_progress()
    assert laid == [] and table.prompt.prompt == text
    monkeypatch.setattr(table, "waiting_text", lambda decisions: "Waiting for someone else")
    monkeypatch.setattr(table, "resolving_text", lambda: "Waiting for someone else")
    table.match.log.append(dict(table.match.log[-1]))
    table.show_progress()
    assert len(laid) == 1 and table.prompt.prompt == "Waiting for someone else"


def test_a_chance_step_after_an_ai_answer_keeps_naming_that_seat(app):
    """A roll or a draw after an AI seat's answer waits for nobody; the bar goes on naming
    that seat (as while it thought) rather than going blank for the pause and back, through
    several chance steps in a row. After a human's answer (or none: the setup's draws) it says
    what the step does, never blank."""
    from scenes.table.base import CHANCE_WORDS

    seats = [SeatConfig("Ana", "human"), SeatConfig("Ben", "ai"), SeatConfig("Cai", "ai")]
    config = registry.get("mutinies").make_config(seats, seed=3)
    table = open_table(app, Match(registry.rules_for("mutinies"), config))
    match = table.match
    seen: set[str] = set()
    for _ in range(400):
        if match.chance_pending:
            who = next((e["seat"] for e in reversed(match.log) if "seat" in e), None)
            table.show_progress()
            text = table.prompt.prompt
            if who in (1, 2):
                assert text == i18n.tr("ui.table.waiting_for", seats=table.names[who])
            else:
                chance = match.pending
                assert isinstance(chance, Chance)
                if chance.kind == "roll":
                    dice = "die" if chance.count == 1 else "dice"
                    assert text == i18n.tr(f"ui.table.rolling_{dice}")
                else:
                    assert text == i18n.tr(CHANCE_WORDS[chance.kind])
                assert text and "ui.table" not in text
            seen.add("ai" if who in (1, 2) else "other")
            match.step_chance()
        elif match.is_over:
            break
        else:
            d = match.decisions()[0]
            match.submit(d.seat, d.options[0])
        if seen == {"ai", "other"} and len(match.log) > 60:
            break
    assert seen == {"ai", "other"}  # both cases met


@pytest.mark.parametrize("lang", ["en", "es"])
def test_at_a_table_of_humans_a_roll_after_an_answer_says_so(app, lang):
    """With nobody but humans at the table, a roll that follows an answer is phrased too (in
    the table's language), never a blank bar."""
    app.set_language(lang)
    seats = [SeatConfig("Ana", "human"), SeatConfig("Ben", "human")]
    config = registry.get("kratos").make_config(seats, seed=4)
    table = open_table(app, Match(registry.rules_for("kratos"), config))
    match = table.match
    for _ in range(2000):
        chance = match.pending
        if isinstance(chance, Chance) and chance.kind == "roll" and len(match.log) > 10:
            break
        if match.chance_pending:
            match.step_chance()
        else:
            d = match.decisions()[0]
            match.submit(d.seat, d.options[-1])
    else:
        pytest.fail("no roll met")
    table.show_progress()
    assert table.prompt.prompt == i18n.tr("ui.table.rolling_die")
    assert table.prompt.prompt.startswith("Rolling" if lang == "en" else "Tirando")


def test_while_the_last_moves_play_out_the_bar_already_says_the_game_is_over(app):
    """Between the move that ends the game and the results, the bar says the game is over
    (it was blank while the last animations played)."""
    seats = [SeatConfig("Ana", "human"), SeatConfig("Ben", "ai")]
    config = registry.get("pieces_of_eight").make_config(seats, seed=2)
    table = open_table(app, Match(registry.rules_for("pieces_of_eight"), config))
    match = table.match
    for _ in steps(match, [registry.get("pieces_of_eight").policy("random")] * 2):
        pass
    assert match.is_over
    table.show_progress()
    assert table.prompt.prompt == i18n.tr("ui.table.game_over")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_decision_the_table_answers_itself_is_not_offered_to_the_viewer(app, lang):
    """While the table pauses before taking a forced answer for the viewer (one option, or
    nothing usable), nothing invites a choice: no current decision, no prompt of it. The bar
    says the question and the answer the table takes, not that it waits for the viewer."""
    app.set_language(lang)
    seats = [SeatConfig("Ana", "human"), SeatConfig("Ben", "ai")]
    config = registry.get("pieces_of_eight").make_config(seats, seed=11)
    table = open_table(app, Match(registry.rules_for("pieces_of_eight"), config))
    match = table.match
    policy = registry.get("pieces_of_eight").policy("heuristic")
    met = asked = 0
    for _ in range(3000):
        if match.is_over or (met and asked):
            break
        if match.chance_pending:
            match.step_chance()
            continue
        d = match.decisions()[0]
        if d.seat == 0:
            forced = match.forced(d) is not None
            assert (table.current_human_decision() is None) == forced, d.kind
            if forced:
                table.show_progress()
                answer = table.action_text(d.options[0])
                assert table.prompt.prompt == i18n.tr(
                    "ui.table.forced_own", prompt=table.decision_text(d), answer=answer
                )
                assert answer and "ui." not in table.prompt.prompt
            met += forced
            asked += not forced
        match.submit(d.seat, policy.choose(match.view(d.seat), d, Rng(len(match.log))))
    assert met and asked  # both cases checked


def test_another_humans_forced_answer_is_named_without_its_answer(app):
    """In hot seat, while the table takes another human's only answer (a decision whose
    asking tells nothing, BF-93), the bar names that seat and its question, not the answer
    (phrased for that seat's eyes), and does not say it waits for anyone."""
    seats = [SeatConfig("Ana", "human"), SeatConfig("Ben", "human"), SeatConfig("Cai", "ai")]
    config = registry.get("black_fleet").make_config(seats, seed=5)
    table = open_table(app, Match(registry.rules_for("black_fleet"), config))
    match = table.match
    policy = registry.get("black_fleet").policy("heuristic")
    for _ in range(5000):
        assert not match.is_over, "no forced answer of the other human met"
        if match.chance_pending:
            match.step_chance()
            continue
        d = match.decisions()[0]
        if d.seat != table.viewer and d.seat in table.humans and table.forced_answer(d):
            break
        match.submit(d.seat, policy.choose(match.view(d.seat), d, Rng(len(match.log))))
    else:
        pytest.fail("no forced answer of the other human met")
    table.show_progress()
    name = table.names[d.seat]
    assert table.prompt.prompt == i18n.tr(
        "ui.table.forced_other", prompt=table.decision_text(d), seat=name
    )
    assert table.prompt.prompt.startswith(f"{name}:")
    assert i18n.tr("ui.table.waiting_for", seats=name) != table.prompt.prompt


def test_a_tooltip_never_covers_the_prompt_bar(app):
    """A table's tooltip keeps out of its prompt bar (whose words it would hide, and whose
    buttons pygame_gui draws over everything the scene draws): above the pointer if below
    would cover the bar, above the bar if the pointer is in it; the layer's record of where it
    went agrees."""
    from scenes.table.base import PROMPT_RECT
    from scenes.widgets.layer import tooltip_rect
    from scenes.widgets.tooltip import place_tip

    screen = pygame.Rect(0, 0, 1280, 720)
    free = place_tip((200, 60), (300, 200), screen, PROMPT_RECT)
    assert free.topleft == (318, 218)  # beside the pointer, as before
    for mouse in ((300, PROMPT_RECT.top - 20), (960, PROMPT_RECT.top - 2), (300, 700)):
        box = place_tip((200, 60), mouse, screen, PROMPT_RECT)
        assert screen.contains(box) and not box.colliderect(PROMPT_RECT), mouse
    assert place_tip((200, 60), (1100, 700), screen, PROMPT_RECT).y > PROMPT_RECT.top  # beside
    shown = tooltip_rect("A coin\nits words", (300, PROMPT_RECT.top - 20), screen, PROMPT_RECT)
    assert not shown.inflate(-12, -14).colliderect(PROMPT_RECT)


@pytest.mark.parametrize(
    ("game_id", "news"),
    [("mutinies", "banner"), ("black_fleet", "banner"), ("pieces_of_eight", "banner"),
     ("kratos", "dice")],
)  # fmt: skip
def test_no_tooltip_covers_a_banner_a_card_held_up_or_dice(app, game_id, news):
    """A banner ("Mutiny! Ben takes the ship"), a card held up or a roll is the news of the
    moment: a tooltip that would cover it waits until it has gone (it covered the banner's
    words), then shows; one clear of it shows all along."""
    from scenes.widgets.dice import DiceRoll

    seats = [SeatConfig("Ana", "human"), SeatConfig("Ben", "ai")]
    config = registry.get(game_id).make_config(seats, seed=3)
    table = open_table(app, Match(registry.rules_for(game_id), config))
    app.run_frames(3)
    while app.stack.top is not table:  # (Pieces of Eight opens on the viewer's shipyard)
        app.stack.pop()
        app.run_frames(1)
    app.settings.animation_speed = 1.0  # (the tests' tables skip animations)
    tips = table.tips
    drawn: list[pygame.Rect | None] = []
    real_draw = tips.draw
    tips.draw = lambda surface, mouse, clear=(): drawn.append(real_draw(surface, mouse, clear))
    tips.update = lambda dt, mouse: None  # the pointer stays where it is put
    tips.current = "What the pointer rests on"
    centre = table.board_rect.center
    for pointer, covers in ((centre, True), (table.board_rect.move(4, 4).topleft, False)):
        table.mouse = pointer
        table.app.mouse = pointer
        if news == "banner":
            table.banner("Mutiny! Ben takes the ship")
        else:
            table.anims.add(DiceRoll([3, 5], centre=centre))
        drawn.clear()
        app.run_frames(2)
        news_rects = table.anims.announcements(app.screen.get_rect())
        assert news_rects, "the news is on screen"
        if covers:
            assert drawn and not any(drawn), "held back while it would cover the news"
        else:
            assert all(b is not None and b.collidelist(news_rects) < 0 for b in drawn) and drawn
        table.anims.skip()
        drawn.clear()
        app.run_frames(1)
        assert drawn and all(drawn), "shown once the news has gone"


def test_the_prompt_bar_wraps_to_a_second_row_before_it_pages(app):
    """Options that do not fit one row take two rows on one page; only more than two rows
    page. The control slots stay where they are whatever the options and whether Undo shows."""
    from scenes.widgets.prompt_bar import GAP, BarControl, BarOption

    bar = PromptBar(pygame.Rect(6, 636, 968, 78))
    bar.set_slots({"skip": "Skip to my turn", "undo": "Undo", "menu": "Menu"})
    slots = bar.slot_rects()
    words = [f"Option number {k}" for k in range(40)]
    for n in (2, 5, 40):
        for undo in (True, False):
            controls = [BarControl("menu", "Menu", lambda: None)]
            if undo:
                controls.append(BarControl("undo", "Undo", lambda: None, False, "Nothing to undo"))
            labels = words[:n]
            bar.set(
                ("k", n, undo),
                "Prompt",
                [(t, t) for t in labels],
                lambda _a: None,
                None,
                None,
                controls,
            )
            assert bar.slot_rects() == slots
            one_row, two_rows = bar.fits(labels), bar.fits(labels, rows=2)
            assert bar.rows == (1 if one_row else 2)
            assert (len(bar.pages) == 1) == two_rows
    assert not bar.fits(words[:5]) and bar.fits(words[:5], rows=2)  # the middle case wrapped
    # the upper row has the bar's whole width (the controls are on the lower row only): three
    # options two of which fill more than the lower row's room still fit one page of two rows
    label = next(
        f"Enter from {'x' * k}"
        for k in range(1, 60)
        if 2 * PromptBar.button_width(f"Enter from {'x' * k}") + GAP > bar.room()
    )
    assert 2 * bar.button_width(label) + GAP <= bar.upper_room()
    three = [f"{label} {k}" for k in range(3)]
    bar.set("upper", "Prompt", [(t, t) for t in three], lambda _a: None, app.manager, None, [])
    assert bar.rows == 2 and len(bar.pages) == 1 and bar.fits(three, rows=2)
    upper = [p.rect for p in bar.placed if p.key[0] == "option" and p.rect.y < bar.home.y]
    assert len(upper) == 2 and max(r.right for r in upper) > bar.area().right
    # options too many for the lower row that all fit the wide upper one: neither row is empty
    short = [f"Choice {k}" for k in range(12)]
    few = short[: next(n for n in range(1, 12) if not bar.fits(short[:n]))]
    assert sum(bar.button_width(t) + GAP for t in few) <= bar.upper_room()
    bar.set("few", "Prompt", [(t, t) for t in few], lambda _a: None, app.manager, None, [])
    ys = [p.rect.y for p in bar.placed if p.key[0] == "option"]
    assert bar.rows == 2 and len(set(ys)) == 2 and ys == sorted(ys)  # reading order kept
    bar.set("none", "Prompt", [], lambda _a: None, app.manager, None, [])  # nothing to choose
    assert bar.rows == 1 and not [p for p in bar.placed if p.key[0] == "option"]
    bar.set("paged", "Prompt", [(t, t) for t in words], lambda _a: None, app.manager, None, [])
    texts = [b.text for b in bar.buttons]
    assert "«" in texts and "»" in texts  # the page arrows say what they do (not "…")
    bar.set(
        "dim",
        "Prompt",
        [BarOption("Buy", "buy"), BarOption("Bomb", "bomb", False, "No active Mate. (P8-1)")],
        lambda _a: None,
        None,
        None,
    )
    dimmed = next(p for p in bar.placed if not p.enabled)
    assert bar.refusal_at(dimmed.rect.center) == "No active Mate. (P8-1)"
    assert bar.tips() == [(dimmed.rect, "No active Mate. (P8-1)")]


def test_an_ai_turn_pauses_at_most_two_and_a_half_beats():
    """Pacing: no pause after a step nobody can watch; a beat after the first watchable step of
    a seat's run, half a beat after each further one, at most 2.5 beats (1.5 s at 0.6 s); a
    hand-off waits for the last result; "skip to my turn" drops every pause."""
    from scenes.table.pacing import Pacing

    pace = Pacing(lambda: 0.6)
    pace.stepped(1, True, False)
    assert pace.pauses == [] and pace.ready(0.0)
    for _ in range(10):
        pace.stepped(1, True, True)
    assert sum(pace.pauses) == pytest.approx(1.5) and pace.pauses[0] == pytest.approx(0.6)
    pace.settle(0.0, animating=False)
    assert not pace.ready(0.3) and pace.ready(0.61)
    assert not pace.handoff_ready(0.5)
    pace.stepped(2, True, True)  # another seat's run starts afresh
    assert pace.pauses[-1] == pytest.approx(0.6)
    pace.skip()
    assert pace.ready(0.0) and pace.handoff_ready(0.0)
    pace.human_asked()
    assert not pace.skipping
    quick = Pacing(lambda: 0.6)  # a table's own speed: a shorter beat, never a longer one
    quick.stepped(3, True, True, beat=0.18)
    quick.stepped(4, True, True, beat=2.0)
    assert quick.pauses == [pytest.approx(0.18), pytest.approx(0.6)]
    shooter = Pacing(lambda: 0.6)
    shooter.stepped(0, False, True)  # a human's shot: the splash stays before the hand-off
    shooter.settle(10.0, animating=False)
    assert shooter.ready(10.0) and not shooter.handoff_ready(10.5) and shooter.handoff_ready(11.0)


def test_the_prompt_bar_keeps_its_buttons_and_shows_new_ones_together(app, monkeypatch):
    """A button with the same place, words and style is kept from one prompt to the next (what
    it sends changes); new ones are made a few a frame, hidden until the last is made, each once
    the toolkit's looks of those before it are drawn (no frame pays for several)."""
    from scenes.menus.title import TitleScene
    from scenes.widgets import prompt_bar

    app.stack.push(TitleScene(app))  # a scene keeps the loop running
    app.stack.apply_pending()
    app.run_frames(1)
    monkeypatch.setattr(prompt_bar, "BUILD_BUDGET", 0.0)  # one new button a frame
    bar = PromptBar(pygame.Rect(6, 636, 968, 78))
    chosen: list[object] = []
    menu = ("Menu", lambda: None)

    def show(key: str, labels: list[str]) -> None:
        options = [(t, (key, t)) for t in labels]
        bar.set(key, "Prompt", options, chosen.append, app.manager, None, [menu])

    show("first", ["Roll", "Stand"])  # three new buttons, made from the next draw on
    assert len(bar._todo) == 3 and not any(b is not None for b in bar._buttons)
    bar.hold()  # a busy frame: no new button
    assert bar.build_some() and len(bar._todo) == 3
    counts = []
    while bar.build_some():  # one button or one look a call
        made = [b for b in bar._buttons if b is not None]
        assert not any(b.visible for b in made), "hidden until the last is made"
        assert all(not b.drawable_shape.states_to_redraw_queue for b in made[:-1])
        counts.append(len(made))
    assert counts[0] == 1 and all(b - a in (0, 1) for a, b in itertools.pairwise(counts))
    assert len(counts) > 2, "the looks of a new button are drawn before the next is made"
    made = bar.buttons
    assert [b.text for b in made] == ["Roll", "Stand", "Menu"] and all(b.visible for b in made)
    show("second", ["Roll", "Pass", "Hold"])  # Roll and Menu stay where they were: kept
    kept = [b for b in bar._buttons if b is not None]
    assert made[0] in kept and made[2] in kept and made[1] not in kept and not made[1].alive()
    assert len(bar._todo) == 2 and not any(b.visible for b in kept), "it changes all at once"
    rest = bar.buttons  # reading them makes the rest now
    assert [b.text for b in rest] == ["Roll", "Pass", "Hold", "Menu"]
    assert all(b.visible for b in rest)
    app.press(rest[0])
    assert chosen == [("second", "Roll")], "a kept button sends the new decision's option"


def test_a_double_click_on_an_option_answers_one_question(app, monkeypatch):
    """Seen playing Black Fleet: "End this ship" pressed twice ended the sailing too, the next
    question's "End sailing" having come in its place. A press within DOUBLE_CLICK of one on
    an option, on an option of the next question lying where it was, is let go; later, or on
    the same question, or elsewhere on the bar, or on a control (Undo), a press is taken."""
    from scenes.menus.title import TitleScene
    from scenes.widgets import prompt_bar

    monkeypatch.setattr(prompt_bar, "DOUBLE_CLICK", 0.4)  # (the app fixture turns it off)
    clock = [100.0]
    monkeypatch.setattr(prompt_bar.time, "monotonic", lambda: clock[0])
    app.stack.push(TitleScene(app))  # a scene keeps the loop running
    app.stack.apply_pending()
    app.run_frames(1)
    bar = PromptBar(pygame.Rect(6, 636, 968, 78))
    chosen: list[object] = []
    undone: list[int] = []

    def show(key: str, labels: list[str]) -> list:
        options = [(t, (key, t)) for t in labels]
        bar.set(
            key,
            "Prompt",
            options,
            chosen.append,
            app.manager,
            None,
            [("Undo", lambda: undone.append(1))],
        )
        return bar.buttons

    first = show("ship", ["End this ship"])
    app.press(first[0])
    assert chosen == [("ship", "End this ship")]
    second = show("sailing", ["End sailing", "Sail the pirate"])  # in the pressed one's place
    assert second[0].rect.colliderect(first[0].rect)
    clock[0] += 0.2
    app.press(second[0])  # the double click's second press
    assert chosen == [("ship", "End this ship")], "a double click answered two questions"
    app.press(second[1])  # elsewhere on the bar: an answer
    assert chosen[-1] == ("sailing", "Sail the pirate")
    third = show("again", ["End sailing"])
    clock[0] += 0.1
    app.press(third[-1])  # a control takes every press
    assert undone == [1]
    clock[0] += 0.5  # past a double click: a press where the last one was is an answer
    app.press(third[0])
    assert chosen[-1] == ("again", "End sailing")


def test_between_frames_the_table_readies_its_next_frame(app):
    """While the loop waits for the next frame (App.wait_for_frame) with READY_LEFT or more
    left, the table readies that frame: a step taken since the last one (a LAN host takes its
    joiners' actions there) is in its view, and the autosave due is taken. The next frame then
    does neither. With less time left, nothing is done: the frames do it."""
    import time

    from scenes.table.base import READY_LEFT

    table = duel_table(app)
    app.run_frames(3)
    match = table.match

    def step() -> None:
        decision = next(iter(match.decisions()), None)
        if decision is None:
            match.step_chance()
        else:
            match.submit(decision.seat, decision.options[0])

    for left, readied in ((READY_LEFT / 2, False), (0.5, True)):
        step()  # between frames, as a joiner's action
        assert table._save_due is not None and table._view_at[0] != len(match.log)
        app.wait_for_frame(time.perf_counter() + left)
        assert (table._save_due is None) is readied
        assert (table._view_at[0] == len(match.log)) is readied
        app.run_frames(1)  # (the autosave, if not taken, in the next quiet frame)
        assert table._view_at[0] == len(match.log), "the frame did"


def test_the_dice_panel_is_as_wide_as_its_label(app):
    """A Kratos shot in Spanish, "¡Impacto! (acierta con 1–4)", ran past both sides of its one
    die's panel: the panel grows with the label, and the area the table gives back follows it."""
    from scenes.widgets.dice import DiceRoll

    surface = pygame.Surface((1280, 720))
    for label in ("¡Impacto! (acierta con 1–4)", "Fallo (acierta con 1–4)", ""):
        roll = DiceRoll([4], (400, 300), 40, label)
        roll.finish()
        with theme.audit_text() as audit:
            theme.new_frame(surface)
            roll.draw(surface)
        assert not audit.issues, audit.issues
        panel = roll.panel()
        assert panel.width >= theme.font(16).size(label)[0] + 28
        assert roll.areas()[0].contains(panel)


def test_texts_rising_from_one_place_show_one_after_the_other(app):
    """Kratos showed "−100 Wheat" and "Wheat" rising on top of each other from one island: every
    game's rising texts now come from one widget, and those of one place wait their turn (each
    shows once the one before has climbed clear), while another place's rise at once."""
    from scenes.widgets.anim import AnimationQueue, Rise

    surface = pygame.Surface((1280, 720))
    queue = AnimationQueue(lambda: 1.0)
    here = [Rise(text, (400, 300)) for text in ("−100 Trigo", "Trigo", "+1 turn")]
    there = Rise("+2", (900, 300))
    for anim in (*here, there):
        queue.add(anim)
    shown: list[list[int]] = []  # per frame, which of `here` drew
    for _ in range(200):
        queue.update(1 / 60)
        surface.fill((0, 0, 0))
        queue.draw(surface)
        drawn = [i for i, a in enumerate(here) if a.rect.width and not a.done]
        rects = [here[i].rect.inflate(-6, -6) for i in drawn]  # (less the margin it copies back)
        for a, b in itertools.combinations(rects, 2):
            assert not a.colliderect(b), (a, b)  # never one over the other
        assert all(a.areas() == ([a.rect] if a.rect.width else []) for a in here)  # given back
        shown.append(drawn)
        if len(shown) == 1:
            assert drawn == [0] and there.rect.width  # the first of each place at once
    first = {i: next(f for f, d in enumerate(shown) if i in d) for i in range(3)}
    assert first[0] < first[1] < first[2]  # in order, each in its turn
    assert not queue.busy  # and all of them done within the frames
    assert theme.text("Trigo", 16, theme.GOLD_LIGHT, True).get_alpha() in (None, 255)  # cache kept


def test_a_skip_ends_rising_texts_still_waiting_their_turn(app):
    from scenes.widgets.anim import AnimationQueue, Rise

    queue = AnimationQueue(lambda: 1.0)
    rises = [Rise(str(n), (400, 300)) for n in range(3)]
    for anim in rises:
        queue.add(anim)
    queue.update(1 / 60)
    assert rises[2].wait > 0
    queue.skip()
    assert all(a.done and a.wait == 0 for a in rises) and not queue.busy


@pytest.mark.parametrize("game_id", sorted(scene_registry.SCENES))
def test_every_animation_draws_only_inside_the_areas_it_gives_back(app, game_id):
    """The table copies back, before each frame, what its animations say they drew over
    (`Animation.areas`): a drawing outside those areas would stay on the table as a trace.
    Every animation of a whole game, drawn alone on a clear picture frame after frame, leaves
    nothing outside its areas."""
    app.settings.animation_speed = 1.0
    rules = registry.rules_for(game_id)
    match = Match(rules, ai_config(game_id, 3))
    table = open_table(app, match, viewer=0)
    game = registry.get(game_id)
    policies = [game.policy("random") for _ in match.config.seats]
    probe = pygame.Surface(app.size, pygame.SRCALPHA)
    checked: set[str] = set()  # the kinds seen drawing
    looks: dict[Animation, int] = {}  # frames of each looked at (three are enough)
    for _step in steps(match, policies, max_steps=min(game.info.step_cap, 300)):
        table.refresh_view()
        for _frame in range(60):  # (a sixth of a second apart)
            anims = table.anims
            anims.update(1 / 6)
            playing = list(anims.running)
            if anims.queue and anims.queue[0].started:
                playing.append(anims.queue[0])
            for anim in playing:
                looks[anim] = looks.get(anim, 0) + 1
                if looks[anim] > 3:
                    continue
                kind = type(anim).__name__
                probe.fill((0, 0, 0, 0))
                anim.draw(probe)
                if kind not in checked and not probe.get_bounding_rect().width:
                    continue  # nothing drawn yet (a text waiting its turn)
                areas = anim.areas()
                assert areas is not None, f"{kind} does not say where it drew"
                for area in areas:
                    probe.fill((0, 0, 0, 0), area)
                outside = probe.get_bounding_rect()
                assert not outside.width, f"{kind} drew at {outside}, outside {areas}"
                checked.add(kind)
            if not anims.busy:
                break
    assert len(checked) >= 3, checked  # (the game's own kinds and the platform's)


def test_a_text_rising_near_the_top_of_its_area_stays_inside_it(app):
    """Kratos' islands of the chart's top row sent their words up over the chart's frame: a rise
    kept `within` an area starts low enough to end its climb inside it."""
    from scenes.widgets.anim import Rise

    chart = pygame.Rect(10, 10, 600, 400)
    surface = pygame.Surface((1280, 720))
    for above in (True, False):
        rise = Rise("+100 Trigo", (300, 14), above=above, within=chart)
        while not rise.done:
            rise.update(1 / 30)
            rise.draw(surface)
            assert chart.contains(rise.rect.inflate(-6, -6)), rise.rect
