"""21 Mutinies table scene, headless, through the real loop (App.frame): a human plays rounds by
clicking glowing slots and pieces and pressing prompt buttons; every option is reachable; a
hand-off between two humans hides the hold; no view drawn shows another seat's secrets; the
animations hold pieces back until they land; the final scoring walk-through is reached from the
game's end and leads to the ranking; every extra screen renders."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game import registry
from game.core import Match, SeatConfig
from game.core.playout import steps
from game.core.types import Chance
from game.mutinies.tasks import Roll
from scenes.core import i18n, theme
from scenes.mutinies import SCREENSHOTS
from scenes.mutinies.anims import ThresholdDice
from scenes.mutinies.scoring import ScoringScene
from scenes.mutinies.table import BOARD_KINDS, PIECE_KINDS, MutiniesTable
from scenes.mutinies.tips import tr
from scenes.tools import advance, open_table

SCENE_DIR = Path(__file__).resolve().parents[2] / "scenes" / "mutinies"


def match_for(seats: list[SeatConfig], seed: int = 3, variants: dict | None = None) -> Match:
    config = registry.get("mutinies").make_config(seats, seed=seed, variants=variants)
    return Match(registry.rules_for("mutinies"), config)


def humans_and_ais(humans: int, n: int) -> list[SeatConfig]:
    names = ("Ana", "Ben", "Carmen", "Diego", "Elena")
    return [
        SeatConfig(names[i], "human" if i < humans else "ai", "" if i < humans else "heuristic")
        for i in range(n)
    ]


def prompt_buttons(table) -> dict[str, object]:
    return {b.text: b for b in table.prompt.buttons}


def phrase(table, action) -> str:
    return i18n.phrase(table.rules.describe_action(action, table.view), table.names)


def wait_for_human(app, table, frames: int = 400):
    for _ in range(frames):
        app.run_frames(1)
        d = table.current_human_decision()
        if d is not None and app.stack.top is table:
            return d
        if table.match.is_over:
            return None
    return None


def test_a_human_plays_rounds_through_board_and_prompt_bar(app):
    """Placement by clicking a glowing slot; windows, keep/decline, sales ... by prompt buttons
    (or glowing pieces); every option of every decision is reachable (board or bar)."""
    table = open_table(app, match_for(humans_and_ais(1, 4)))
    assert isinstance(table, MutiniesTable)
    clicked_board = pressed_bar = 0
    for _ in range(40):
        d = wait_for_human(app, table)
        if d is None or table.view.round >= 4:
            break
        app.run_frames(1)  # one frame draws the offers of this decision
        on_board = {action for _rect, action in table.offers}
        in_bar = set(table.bar_options(d))
        assert set(d.options) <= on_board | in_bar, f"{d.kind}: an option is out of reach"
        steps = len(table.match.log)
        board_choice = next(
            ((rect, a) for rect, a in table.offers if a.kind in ("place", "steal_display")), None
        )
        if board_choice is not None:
            app.click(board_choice[0].center)
            clicked_board += 1
        else:
            choice = next(
                (a for a in d.options if a.kind in ("done", "keep", "keep_card", "skip_at_end")),
                d.options[0],
            )
            if choice in table.bar_options(d):
                app.press(prompt_buttons(table)[phrase(table, choice)])
                pressed_bar += 1
            else:
                app.click(next(rect for rect, a in table.offers if a == choice).center)
                clicked_board += 1
        assert len(table.match.log) > steps, f"{d.kind}: the click took no action"
    assert table.view.round >= 3 and table.failure is None
    assert clicked_board >= 2 and pressed_bar >= 2


def test_pieces_in_the_hold_are_clickable_options(app):
    """A window with a treasure token: the token glows in the hold and a click uses it."""
    match = match_for(humans_and_ais(1, 4), seed=11)
    advance(
        match,
        600,
        lambda m: (
            not m.chance_pending
            and any(
                d.seat == 0 and any(a.kind == "use_token" for a in d.options) for d in m.decisions()
            )
        ),
    )
    table = open_table(app, match)
    app.run_frames(2)
    token_offers = [(rect, a) for rect, a in table.offers if a.kind == "use_token"]
    assert token_offers, "the token in the hold is offered"
    rect, action = token_offers[0]
    before = len(match.log)
    app.click(rect.center)
    assert any(entry.get("action") == action.to_json() for entry in match.log[before:])


def test_hand_off_between_two_humans_hides_the_hold(app):
    table = open_table(app, match_for(humans_and_ais(2, 3), seed=5), viewer=0)
    seen = False
    for _ in range(600):
        app.run_frames(1)
        top = app.stack.top
        if top.name == "handoff":
            seen = True
            hidden_from = table.viewer
            assert top.seat != hidden_from
            app.run_frames(1)
            assert table.viewer == hidden_from, "the next player's hold stays hidden until ready"
            app.press(
                next(b for b in top.ui.elements if getattr(b, "text", "") == "ui.handoff.ready")
            )
            assert table.viewer == top.seat
            me = table.view.me()
            pieces = table.hold.pieces(table.view)
            own = set(me.jewels) | set(me.treasures) | set(me.cards) | set(table.view.sale)
            own |= {me.pending_jewel} | set(me.pending_treasures or ())
            assert {p.ident for p in pieces} <= own
            break
        d = table.current_human_decision()
        if d is not None:
            table.choose(d.seat, d.options[-1])
    assert seen


def test_no_drawn_view_shows_another_seats_hidden_things(app):
    """For every viewer, the hold holds only that seat's things; the table never reads the
    match state (the only source of secrets)."""
    match = match_for(humans_and_ais(1, 4), seed=8)
    advance(match, 260)
    table = open_table(app, match)
    table.policies = {}  # the match stands still: the viewer stays whom the test sets
    state = match.state
    for viewer in (0, 1, 2, 3, None):
        table.set_viewer(viewer)
        app.run_frames(2)
        assert table.viewer == viewer
        shown = {p.ident for p in table.hold.pieces(table.view)}
        for seat in range(4):
            if seat == viewer:
                continue
            secret = set(state.jewels[seat]) | set(state.treasures[seat]) | set(state.cards[seat])
            assert not (shown & secret), f"viewer {viewer} sees seat {seat}'s hidden things"
    for path in SCENE_DIR.glob("*.py"):
        assert "match.state" not in path.read_text(encoding="utf-8"), path.name


def test_dice_and_flying_pieces_hold_the_board_until_they_land(app):
    app.settings.animation_speed = 1.0
    match = match_for(humans_and_ais(0, 4), seed=6)

    def before_ship_roll(m):
        s = m.pending
        return (
            isinstance(s, Chance)
            and isinstance(m.state.agenda[-1], Roll)
            and m.state.agenda[-1].kind == "ship"
        )

    advance(match, 2000, before_ship_roll)
    table = open_table(app, match, viewer=0)
    app.run_frames(2)
    assert any(isinstance(a, ThresholdDice) for a in table.anims.queue), "Shipwrecks dice roll"
    assert table.holds(("dice",)), "the tray waits for the dice to land"
    table.anims.skip()
    assert not table.holds.counts, "every held piece is released"
    app.run_frames(60)
    assert table.failure is None


def test_game_end_walks_through_scoring_then_the_ranking(app):
    open_table(app, match_for(humans_and_ais(0, 3), seed=12), viewer=None)
    for _ in range(4000):
        app.frame([], 1 / 60)
        if app.stack.top.name != "table":
            break
    scoring = app.stack.top
    assert isinstance(scoring, ScoringScene) and scoring.done  # animations off: all shown
    assert len(scoring.view.score_rows[0]) == 7  # before + six steps
    app.press(
        next(
            b
            for b in scoring.ui.elements
            if getattr(b, "text", "") == "mutinies.scene.scoring.continue"
        )
    )
    assert app.stack.top.name == "game_over"


def scoring_scene(app) -> ScoringScene:
    """The final scoring of a four-seat match played to its end by AI seats, on the stack."""
    match = match_for(humans_and_ais(0, 4), seed=12)
    advance(match, 20_000)
    table = open_table(app, match, viewer=None)
    table.over_shown = True
    scene = ScoringScene(app, table)
    app.stack.push(scene)
    return scene


def test_scoring_walks_step_by_step(app):
    app.settings.animation_speed = 1.0
    scene = scoring_scene(app)
    app.run_frames(2)
    assert scene.beat < scene.total and scene.shown(1, 0) is False
    app.run_frames(40)  # 0.45 s a cell
    assert scene.shown(1, 0) and not scene.done
    app.click((500, 300))  # a click finishes the step for every player
    assert scene.shown(1, 3) and not scene.shown(2, 0)


@pytest.mark.parametrize("name", sorted(SCREENSHOTS))
def test_extra_screens_render(app, tmp_path, name):
    SCREENSHOTS[name](app)
    app.run_frames(3)
    app.screenshot(tmp_path / f"{name}.png")
    assert (tmp_path / f"{name}.png").stat().st_size > 10_000


def test_spanish_colour_blind_five_seats_and_henchman_render(app, tmp_path):
    app.set_language("es")
    theme.set_colourblind(True)
    try:
        for seats, variants in (
            (humans_and_ais(1, 5), {"simplified": True}),
            (humans_and_ais(1, 2), None),
        ):
            match = match_for(seats, seed=4, variants=variants)
            advance(match, 150)
            table = open_table(app, match)
            app.run_frames(3)
            app.screenshot(tmp_path / "es.png")
            assert table.failure is None
            assert all(table.seat_lines(table.view, s) for s in range(len(seats)))
    finally:
        theme.set_colourblind(False)
        app.set_language("en")


def test_board_kinds_are_drawn_somewhere():
    """Every kind the bar may leave out has a place on the board or in the hold."""
    assert set(BOARD_KINDS) == set(PIECE_KINDS) | {
        "place",
        "henchman",
        "steal_display",
        "steal_stack",
    }


def test_partial_redraws_equal_full_ones(app):
    """The table copies back only what changed; at any frame, the screen equals a full copy of
    its kept picture with the same live things drawn over it (no trail of an animation left)."""
    app.settings.animation_speed = 1.0
    match = match_for(humans_and_ais(0, 4), seed=21)
    advance(match, 40)
    table = open_table(app, match, viewer=0)
    checked = 0
    for frame in range(400):
        app.frame([], 1 / 60)
        if app.stack.top is not table or frame % 20:
            continue
        partial = pygame.image.tobytes(app.screen, "RGB")
        table.layer.copy_whole()
        table.layer.repaint = lambda jobs, **_: 0  # the same kept picture, copied whole
        app.draw(app.screen)
        del table.layer.repaint
        assert pygame.image.tobytes(app.screen, "RGB") == partial, f"frame {frame}"
        checked += 1
    assert checked >= 10 and len(match.log) > 45


@pytest.mark.parametrize("seed,n", [(1, 4), (34, 4), (3, 2), (5, 5)])
def test_every_option_of_every_decision_is_on_the_board_or_in_the_bar(app, seed, n):
    """Whole games, seat 0 a human (answered by the heuristic here): at each of its decisions
    the table is drawn and every option must be a glowing thing or a prompt button (except a
    decision the table answers itself, which is offered nowhere)."""
    match = match_for(humans_and_ais(1, n), seed=seed)
    table = open_table(app, match)
    seen = set()
    while not match.is_over:
        if not match.chance_pending and any(d.seat == 0 for d in match.decisions()):
            d = table.current_human_decision()
            if d is None:  # forced: taken by the table after its pause, never asked
                asked = next(x for x in match.decisions() if x.seat == 0)
                assert match.forced(asked) is not None, asked.kind
                advance(match, 1)
                continue
            table.refresh_view()
            table.draw(app.screen)
            on_board = {action for _rect, action in table.offers}
            missing = set(d.options) - on_board - set(table.bar_options(d))
            assert not missing, f"{d.kind}: {missing}"
            seen.add(d.kind)
        advance(match, 1)
    assert {"place_captain", "place_sailor", "window_w1"} <= seen
    assert table.failure is None


def steps_before(match: Match, event_type: str, limit: int = 3000) -> int:
    """How many steps `advance` plays before the step that emits `event_type` (same policies,
    same seeds)."""
    game = registry.get("mutinies")
    policies = [game.policy(game.default_level()) for _ in match.config.seats]
    for k, step in enumerate(steps(match, policies, max_steps=limit)):
        if any(e.type == event_type for e in step.events):
            return k
    raise AssertionError(f"no {event_type} in {limit} steps")


def test_a_mutiny_slides_the_discs_to_their_new_rows(app):
    """M21-33: after a mutiny the turn-order track is rebuilt; the discs that change row fly
    there, each held off its new row until it lands."""
    app.settings.animation_speed = 1.0
    seats = humans_and_ais(0, 4)
    k = steps_before(match_for(seats, seed=6), "new_captain")
    match = match_for(seats, seed=6)
    advance(match, k)
    before = list(match.view(0).order)
    table = open_table(app, match, viewer=0)
    for _ in range(400):
        app.run_frames(1)
        if any(key[0] == "roster" for key in table.holds.counts):
            break
    held = {key[1] for key in table.holds.counts if key[0] == "roster"}
    after = list(match.view(0).order)
    assert after != before and held == {s for i, s in enumerate(after) if before[i] != s}
    table.anims.skip()
    assert not table.holds.counts and table.failure is None


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_slots_tooltip_names_its_area_once(lang):
    """M21-70: a Mutiny slot is named after its area ("Mutiny 3"), so its tooltip starts with
    that name alone, not "Mutiny: Mutiny 3"; a slot with a name of its own keeps its area."""
    from scenes.mutinies.tips import Texts

    before = i18n.language()
    i18n.configure(lang)
    try:
        texts = Texts(registry.rules_for("mutinies"))
        mutiny = texts.slot("M3", None).splitlines()[0]
        cabin = texts.slot("K1", None).splitlines()[0]
    finally:
        i18n.configure(before)
    assert mutiny == {"en": "Mutiny 3", "es": "Motín 3"}[lang]
    assert cabin == {"en": "Cabin: 1 Prestige", "es": "Camarote: 1 Punto de Prestigio"}[lang]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_mutiny_slot_is_named_once_in_the_log_the_bar_and_the_seat_panel(app, lang):
    """M21-70: seen playing in Spanish, "Ben coloca en Motín: Motín 1" in the log and "Marinero ·
    Motín Motín 1" on his seat panel. A slot named after its area is named alone wherever a
    slot is named (the log, the bar's buttons, the seat panel); the others keep their area."""
    from game.core import Action, Event

    app.set_language(lang)
    rules = registry.rules_for("mutinies")
    names = ["Ana", "Ben", "Carmen"]
    mutiny, cabin = {"en": ("Mutiny", "Cabin"), "es": ("Motín", "Camarote")}[lang]
    placed = i18n.phrase(
        rules.describe_event(Event("placed", {"seat": 1, "slot": "M1", "paid": 1})), names
    )
    assert f"{mutiny} 1" in placed and f"{mutiny}: {mutiny}" not in placed, placed
    button = i18n.phrase(rules.describe_action(Action("place", ("M1",)), None), names)
    assert button == f"{mutiny} 1"
    assert i18n.phrase(rules.describe_action(Action("place", ("K2",)), None), names).startswith(
        f"{cabin}: "
    )
    match = match_for(humans_and_ais(0, 3), seed=8)
    game = registry.get("mutinies")
    policies = [game.policy(game.default_level()) for _ in match.config.seats]
    for _step in steps(match, policies, max_steps=3000):
        seat = next(
            (k for k, p in enumerate(match.view(0).players) if (p.slot or "")[:1] == "M"), None
        )  # (a disc on a Mutiny slot: M0, M1, M3, M6)
        if seat is not None:
            break
    else:
        raise AssertionError("no disc went to the Mutiny")
    table = open_table(app, match)
    slot = table.view.players[seat].slot
    line = table.seat_lines(table.view, seat)[-1]
    assert line.endswith(f" · {mutiny} {slot[1:]}") and f"{mutiny} {mutiny}" not in line, line


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("n", [3, 5])
def test_a_seats_rising_words_cross_neither_its_name_nor_another_panel(app, n, lang):
    """A "−1 D" (or "Kept a card") rises inside the seat's own panel, at its right end, below
    the name and who plays it: it never passes over the name (full panels and the compact ones
    of five seats), nor out of the panel."""
    i18n.configure(lang)
    table = open_table(app, match_for(humans_and_ais(1, n)))
    app.run_frames(2)
    texts = [tr("rise.d", n="-12"), tr("rise.sold", d=12, pp=5), tr("rise.kept")]
    for seat in range(n):
        panel = table.seat_panel_rect(seat)
        name = pygame.Rect(panel.x + 8, panel.y, 90, 24)  # the marker and a name of 7 letters
        for text in texts:
            rise = table.seat_rise(seat, text, theme.RED)
            surface = pygame.Surface(app.screen.get_size())
            for k in range(12):
                rise.update(rise.tween.duration / 11 if k else 0.0)
                rise.draw(surface)
                assert panel.contains(rise.rect.inflate(-6, -6)), (seat, text, k)
                assert not rise.rect.colliderect(name), (seat, text, k)


def test_a_token_used_from_the_hold_leaves_its_place_and_nothing_slides(app):
    """M21-172: tokens and cards are used one at a time in a window, each offered again after
    the last: a token used leaves its place empty for the rest of the round, so the next token
    never slides under the pointer, and the Mutiny cards beside them stay put; a new round lays
    the hold out afresh."""
    from game.mutinies.position import position_match
    from scenes.mutinies.hold import Hold

    rules = registry.rules_for("mutinies")
    tokens = ["rum1a", "doubloons2a", "rum2a"]
    match = position_match(rules, 3, d=[4, 4, 4], treasures={0: tokens}, cards={0: ["V06", "V07"]})
    hold = Hold(rules.content)

    def places() -> dict[str, pygame.Rect]:
        return {p.ident: p.rect for p in hold.pieces(rules.view(match.state, 0))}

    before = places()
    match.state.treasures[0].remove("rum1a")  # used in a window
    after = places()
    assert "rum1a" not in after
    assert {k: r for k, r in before.items() if k != "rum1a"} == after
    match.state.round += 1
    afresh = places()
    assert afresh["doubloons2a"] == before["rum1a"]  # the next round closes the gap


@pytest.mark.parametrize("lang", ["en", "es"])
def test_each_scoring_hint_stays_inside_its_row(app, monkeypatch, lang):
    """M21-103: the final scoring's rows explain themselves under their labels. In Spanish three
    of them wrapped to a third line and ran over the next row ("nada", "mano", "Ron.")."""
    from scenes.mutinies.scoring import HINT_SIZE, HINT_TOP, LABEL_W, ROW_H, ROW_KEYS

    i18n.configure(lang)
    try:
        scoring_scene(app)
        drawn: dict[str, pygame.Rect] = {}
        real = theme.blit_text

        def blit_text(surface, value, *args, **kwargs):
            rect = real(surface, value, *args, **kwargs)
            drawn[str(value)] = rect
            return rect

        monkeypatch.setattr(theme, "blit_text", blit_text)
        app.run_frames(2)
        for row in range(1, len(ROW_KEYS)):
            label = drawn[i18n.tr("mutinies.score." + ROW_KEYS[row])]
            hint = drawn[tr(f"scoring.hint.{row}")]
            row_bottom = label.y - 4 + ROW_H[row]  # (a label sits 4 px into its row)
            assert hint.bottom <= row_bottom, (lang, row, hint, row_bottom)
            # ... at its full size: the words are short enough not to need shrinking
            room = ROW_H[row] - HINT_TOP - 2
            words = tr(f"scoring.hint.{row}")
            assert theme.fit_wrapped(words, HINT_SIZE, LABEL_W - 14, room) == HINT_SIZE, words
    finally:
        i18n.configure("en")


def test_a_jewel_picked_for_a_sale_leaves_its_place_and_the_others_stay(app):
    """M21-60: the jewels of a sale are picked one at a time from the hold; each picked jewel
    goes on the table beside the hold, and the jewels left to pick stay where they were. A
    jewel drawn to decide about comes after them too."""
    from game.mutinies.position import position_match
    from scenes.mutinies.hold import Hold

    rules = registry.rules_for("mutinies")
    match = position_match(
        rules, 3, d=[4, 4, 4], hands={0: ["red00a", "red10a", "blue00a", "green00a"]}
    )
    hold = Hold(rules.content)

    def places() -> dict[tuple[str, str], pygame.Rect]:
        return {(p.group, p.ident): p.rect for p in hold.pieces(rules.view(match.state, 0))}

    before = places()
    match.state.pending_jewel[0] = "white00a"  # an NC jewel to keep or decline (M21-48)
    assert all(places()[k] == r for k, r in before.items())  # it comes after them
    match.state.pending_jewel[0] = None
    for jewel in ("red10a", "blue00a"):  # picked one after the other
        match.state.jewels[0].remove(jewel)
        match.state.sale.append(jewel)
        now = places()
        assert all(now[k] == r for k, r in before.items() if k[1] in match.state.jewels[0])
        assert ("sale", jewel) in now
