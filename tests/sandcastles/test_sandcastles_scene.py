"""The Sandcastles table, headless, through the real loop: whole games played by mouse clicks
(solo, two players, five seats with two humans and three AI seats), the lit cells and targets
are exactly the engine's options, a refused click says its rule, other hands stay hidden
(hot seat included), and a saved game goes on from the table where it stopped."""

from __future__ import annotations

import re
import time

import pygame
import pytest

from game import registry
from game.core import Action, Decision, Match, SeatConfig
from game.core.ai import ai_rng
from game.sandcastles import geometry as geo
from game.sandcastles.ai import HeuristicPolicy
from game.sandcastles.model import Castle, CastleView
from scenes.core import theme
from scenes.sandcastles import SandcastlesTable
from scenes.sandcastles.clicks import CASTLE_KINDS, CELL_KINDS, TARGET_KINDS, WALLS_KINDS
from scenes.tools import open_table

NAMES = ("Ana", "Ben", "Carmen", "Diego", "Elena", "Fede", "Gala")


def new_match(n: int, humans: int, seed: int) -> Match:
    seats = [SeatConfig(NAMES[i], "human" if i < humans else "ai", "heuristic") for i in range(n)]
    game = registry.get("sandcastles")
    return Match(registry.rules_for("sandcastles"), game.make_config(seats, seed=seed))


def settle(app, table: SandcastlesTable, seconds: float = 30.0) -> None:
    """Frames until a human must decide (or a hand-off waits, or the game is over)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        app.run_frames(1)
        if app.stack.top is not table:
            return
        if (
            table.current_human_decision() is not None or table.match.is_over
        ) and not table.anims.busy:
            app.run_frames(1)
            return
        time.sleep(0.0005)
    raise AssertionError(f"the table never settled: {table.failure}, {table.runner.jobs}")


def press_key(app, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.run_frames(2)


def offered_rect(table: SandcastlesTable, action: Action) -> pygame.Rect | None:
    return next((rect for rect, a in reversed(table.offers) if a == action), None)


def take(app, table: SandcastlesTable, action: Action) -> str:
    """Do `action` as a player would: turn the tile with R, click where it glows, or press
    its button in the prompt bar."""
    if action.kind == "walls":
        for _ in range(4):
            if table.walls_choice() == action:
                break
            press_key(app, pygame.K_r)
        assert table.walls_choice() == action
    rect = offered_rect(table, action)
    if rect is not None:
        app.click(rect.center)
        return "board"
    bar = table.prompt
    index = next(i for i, (_t, a) in enumerate(bar.options) if a == action)
    while index not in bar.pages[bar.page]:
        bar.next_page()
    label = bar.options[index][0]
    app.press(next(b for b in bar.buttons if b.text == label))
    return "bar"


def ready(app) -> None:
    top = app.stack.top
    app.run_frames(1)
    app.press(next(b for b in top.ui.elements if getattr(b, "text", "") == "ui.handoff.ready"))
    app.run_frames(2)


def play(app, table: SandcastlesTable, seed: int, limit: int = 3000) -> dict[str, set[str]]:
    """Play the humans' decisions with the heuristic policy, every one through the table."""
    policy = HeuristicPolicy()
    rngs = {s: ai_rng(seed, s) for s in range(table.config.n_seats)}
    how: dict[str, set[str]] = {}
    for _ in range(limit):
        settle(app, table)
        if app.stack.top is not table and app.stack.top.name == "handoff":
            ready(app)
            continue
        if table.match.is_over:
            break
        d = table.current_human_decision()
        assert d is not None
        check_lit(table, d)
        action = policy.choose(table.view, d, rngs[d.seat])
        steps = len(table.match.log)
        how.setdefault(action.kind, set()).add(take(app, table, action))
        app.run_frames(1)
        assert len(table.match.log) > steps, f"{action} was not taken through the table"
    assert table.failure is None
    return how


def check_lit(table: SandcastlesTable, d) -> None:
    """What glows is exactly what the engine offers; nothing offered is out of reach."""
    board = {a for _r, a in table.offers}
    bar = {a for _t, a in table.prompt.options}
    assert board <= set(d.options) | {table.walls_choice()}
    missing = [a for a in d.options if a not in board and a not in bar]
    if d.kind in WALLS_KINDS:
        missing = [a for a in missing if a.kind != "walls"]  # turned with R, then clicked
    assert not missing, f"{d.kind}: {missing} can be taken nowhere"
    if d.kind in CELL_KINDS or d.kind in TARGET_KINDS:
        lit = {a for a in board if a.kind in ("cell", "target")}
        assert lit == {a for a in d.options if a.kind in ("cell", "target")}


@pytest.mark.parametrize(("n", "humans", "seed"), [(1, 1, 3), (2, 1, 4), (5, 2, 5)])
def test_a_whole_game_is_played_by_mouse(app, n, humans, seed):
    """SAND-24, SAND-25, SAND-28: every build, draw and attack of the humans is a click on the
    beach (or a button); the game reaches its end (SAND-67, SAND-64 in solo)."""
    match = new_match(n, humans, seed)
    table = open_table(app, match, viewer=0)
    assert isinstance(table, SandcastlesTable)
    how = play(app, table, seed)
    assert match.is_over
    assert "board" in how["build"] and "board" in how.get("castle", {"board"})
    assert how.keys() & {"beach", "deck"}, "cards are drawn by clicking the beach or the deck"
    assert len(table.log_panel.lines) > 40, "every event has its log line"


def first_human_decision(app, table: SandcastlesTable, kind: tuple[str, ...], seed: int):
    policy = HeuristicPolicy()
    rng = ai_rng(seed, 0)
    for _ in range(600):
        settle(app, table)
        d = table.current_human_decision()
        assert d is not None and not table.match.is_over
        if d.kind in kind:
            return d
        take(app, table, policy.choose(table.view, d, rng))
    raise AssertionError(f"no {kind} decision came")


def test_the_lit_cells_are_the_engines_places_for_the_tile(app):
    """SAND-19, SAND-20: at "which castle", every castle's legal cells light up; at "which
    cell", exactly the engine's options do."""
    match = new_match(3, 1, 8)
    table = open_table(app, match, viewer=0)
    d = first_human_decision(app, table, CASTLE_KINDS, 8)
    view = table.view
    card = view.moving[0]
    for a in d.options:
        if a.kind != "castle":
            continue
        c = view.castle(a.args[0])
        want = set(geo.placements(table.g, Castle(c.cid, c.owner, c.grid()), card))
        lit = {
            (k.plan.args[0], k.plan.args[1])
            for k in table._clicks
            if k.offered and k.action == a and k.plan is not None
        }
        assert lit == want
    castle = next(a for a in d.options if a.kind == "castle")
    spot = next(k for k in table._clicks if k.offered and k.action == castle)
    app.click(spot.rect.center)
    settle(app, table)
    d2 = table.current_human_decision()
    assert d2.kind in WALLS_KINDS or table.view.moving == () or d2.kind not in CASTLE_KINDS


def test_a_refused_click_says_why(app):
    """SAND-4: an attack tile is never built; SAND-19: a cell that does not join the castle's
    walls is refused, with the rule's words in the toast."""
    match = new_match(3, 1, 8)
    table = open_table(app, match, viewer=0)
    d = first_human_decision(app, table, CASTLE_KINDS, 8)
    unlit = [k for k in table._clicks if not k.offered and k.style == "cell"]
    assert unlit, "some cells are not places for the tile"
    app.click(unlit[0].rect.center)
    settle(app, table)
    assert table.toast is not None
    assert "(SAND-" in table.toast[0], "the refusal names its rule"
    assert d.seat == 0


def test_others_hands_are_hidden_and_a_hand_off_hides_the_previous_one(app):
    """SAND-69: a seat sees only its own hand; in hot seat the hand-off changes whose hand is
    face up, and the log keeps no drawn card of the other player."""
    match = new_match(2, 2, 6)
    table = open_table(app, match, viewer=0)
    policy = HeuristicPolicy()
    rngs = {0: ai_rng(6, 0), 1: ai_rng(6, 1)}
    handed = False
    for _ in range(400):
        settle(app, table)
        if app.stack.top.name == "handoff":
            before = table.viewer
            ready(app)
            assert table.viewer != before
            view = table.view
            assert view.hand == tuple(match.state.hands[table.viewer])
            previous = NAMES[before]
            assert not any(
                line.startswith(f"{previous} draws the ") for line, _c in table.log_panel.lines
            ), "the log keeps no old secrets"
            handed = True
            break
        d = table.current_human_decision()
        take(app, table, policy.choose(table.view, d, rngs[d.seat]))
    assert handed


@pytest.mark.parametrize("humans", [1, 2])
def test_a_table_shared_by_humans_opens_on_nobodys_hand(app, humans):
    """SAND-69: seen playing, two humans at one screen: the table opened on the first human's
    hand, face up for the other one sitting by (and so did a game loaded). It opens on a
    spectator's view, and the first human asked is handed the screen first; one human sees
    their own hand at once."""
    seats = [SeatConfig("Ana", "ai", "heuristic")] + [
        SeatConfig(NAMES[1 + k], "human", "") for k in range(humans)
    ]
    game = registry.get("sandcastles")
    match = Match(registry.rules_for("sandcastles"), game.make_config(seats, seed=5))
    table = open_table(app, match, viewer=None)  # (as the setup opens it)
    if humans == 1:
        assert table.viewer == 1
        return
    for _ in range(600):
        if app.stack.top is not table:
            break
        assert table.viewer is None and not table.view.hand  # nobody's, while the AI plays
        app.run_frames(1)
    assert app.stack.top.name == "handoff" and app.stack.top.seat == 1
    table.refresh_view()  # (the table under the hand-off: dealt, and still nobody's hand)
    assert match.state.hands[1] and table.viewer is None and not table.view.hand
    ready(app)
    assert table.viewer == 1 and table.view.hand == tuple(match.state.hands[1])


def test_a_saved_game_goes_on_from_the_table(app, tmp_path):
    """Save -> load continues identically: the loaded match is the same position, and its
    table takes the next click."""
    from game.core.saves import load_match

    match = new_match(2, 1, 9)
    table = open_table(app, match, viewer=0)
    first_human_decision(app, table, ("act",), 9)
    for _ in range(3):
        d = table.current_human_decision()
        take(app, table, HeuristicPolicy().choose(table.view, d, ai_rng(9, 0)))
        settle(app, table)
    table.save_now()
    app.writer.flush(2.0)
    loaded = load_match(table.autosave_path, registry.rules_for, lambda _g: ("heuristic",))
    assert loaded.view(0) == match.view(0)
    app.stack.pop()
    app.stack.apply_pending()
    again = open_table(app, loaded, viewer=0)
    how = play(app, again, 9, limit=20)
    assert how and len(loaded.log) > len(match.log) - 1


def test_attacks_and_the_big_wave_are_animated_after_the_engine_decided(app):
    """SAND-35, SAND-47: an attack tile jumps across and the beaten tile is knocked off; the
    Big Wave sweeps the beach. The animations come after the engine's events (they show
    results): the fight is already won in the log when the tile tumbles."""
    from scenes.sandcastles.anims import KnockOff, WaveSweep
    from scenes.widgets.anim import Fly

    app.settings.animation_speed = 4.0
    match = new_match(3, 0, 4)
    table = open_table(app, match, viewer=None)
    seen: set[type] = set()
    for _ in range(20000):
        app.run_frames(1)
        if app.stack.top is not table:
            break
        for a in table.anims.queue:
            if isinstance(a, KnockOff):
                assert any(e.type == "fight_won" for e in table.events[-12:])
                # the tile alone tumbles: as it turns, its corners are clear, not squares of
                # sand (a picture of its cell tumbled as a sand block over the table)
                was, a.tween.elapsed = a.tween.elapsed, a.tween.duration / 12  # (mid-turn)
                turned, _ = a._frame()
                centre = (a.image.get_width() // 2, a.image.get_height() // 2)
                assert turned.get_at((1, 1)).a == 0 and a.image.get_at(centre).a > 0
                a.tween.elapsed = was
            seen.add(type(a))
        if {Fly, KnockOff, WaveSweep} <= seen:
            break
    assert {Fly, KnockOff, WaveSweep} <= seen
    assert table.failure is None


def until_the_human_may_build(
    app, table: SandcastlesTable, seed: int, own_castle: bool = False
) -> list[Action]:
    """Play the human's seat 0 by the heuristic until it may build (`own_castle`: and has a
    castle of its own to build on); the builds it may make then."""
    policy, rng = HeuristicPolicy(), ai_rng(seed, 0)
    for _ in range(300):
        settle(app, table)
        d = table.current_human_decision()
        builds = [a for a in d.options if a.kind == "build"] if d.kind == "act" else []
        if builds and (not own_castle or any(c.owner == 0 for c in table.view.castles)):
            return builds
        take(app, table, policy.choose(table.view, d, rng))
    raise AssertionError("the human never came to build")


@pytest.mark.parametrize("seed", [4, 11])
def test_a_new_castles_first_tile_is_set_down_where_it_was_turned(app, seed):
    """SAND-19: a new castle's first tile is turned in the room kept for the castle, and
    building it moves nothing in the area: the tile stays where it was turned (the castle's
    box grew a free row where a wall opened, and the tile jumped a cell or a line), and the
    castles already there keep their places."""
    from scenes.sandcastles.clicks import walls_place

    match = new_match(2, 1, seed)
    table = open_table(app, match, viewer=0)
    policy, rng = HeuristicPolicy(), ai_rng(seed, 0)
    for _ in range(300):
        settle(app, table)
        d = table.current_human_decision()
        new = [a for a in d.options if a.kind == "new"]
        if new and any(c.owner == 0 for c in table.view.castles):
            break
        take(app, table, policy.choose(table.view, d, rng))
    else:
        raise AssertionError("the human never came to start a second castle")
    take(app, table, new[0])
    settle(app, table)
    d = table.current_human_decision()
    assert d.kind in WALLS_KINDS
    place = walls_place(table.view, d, table.layout)
    assert place is not None and place[1] == 0
    area = table.layout.areas[0]
    before = {b.cid: b.rect.copy() for b in area.castles}
    for walls in d.options:  # each turn shown is shown in the same place
        while table.walls_choice() != walls:
            press_key(app, pygame.K_r)
        assert walls_place(table.view, d, table.layout) == place
    take(app, table, d.options[-1])
    settle(app, table)
    (built,) = [c for c in table.view.castles if c.owner == 0 and c.cid not in before]
    (x, y, _walls) = built.cells[0]
    box = table.layout.box(built.cid)
    assert box is not None and box.cell_rect(x, y) == place[0]
    assert {b.cid: b.rect for b in table.layout.areas[0].castles if b.cid in before} == before


def test_a_click_on_a_tile_of_the_hand_picks_it_up_and_nothing_else(app):
    """SAND-25: a click (press and release in place) on a tile of the hand picks it up for a
    place to be clicked; the release over the hand it came from is not a second click (it
    was refused with "That castle does not exist" once the hand had closed up under it)."""
    match = new_match(2, 1, 11)
    table = open_table(app, match, viewer=0)
    builds = until_the_human_may_build(app, table, 11)
    first = min((c for c in table._clicks if c.offered and c.action in builds),
                key=lambda c: c.rect.x)  # fmt: skip
    steps = len(match.log)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=first.rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=first.rect.center, button=1))
    app.run_frames(3)
    assert len(match.log) == steps + 1, "picked up, and no other step"
    assert table.toast is None, table.toast
    assert table.current_human_decision().kind == "castle"


def test_the_tiles_of_the_hand_stay_put_while_one_is_on_its_way(app):
    """SAND-25: a tile picked from the hand leaves a gap: the other tiles stay where they were
    (on screen too), so nothing moves under the pointer. Undo puts the tile back in its place;
    once it is placed, the gap stays: the second action (SAND-54) is asked of the same row."""
    match = new_match(2, 1, 11)
    table = open_table(app, match, viewer=0)
    builds = until_the_human_may_build(app, table, 11)
    hand = table.view.hand
    assert len(hand) >= 2 and table.hand == hand
    first = min((c for c in table._clicks if c.offered and c.action in builds),
                key=lambda c: c.rect.x)  # fmt: skip
    k = table.layout.hand_tiles.index(first.rect)

    def tiles_on_screen() -> list[bytes]:
        end = time.monotonic() + 10
        while table.layer.waiting and time.monotonic() < end:  # repainted on its own clock
            app.run_frames(1)
            time.sleep(0.002)
        app.run_frames(1)
        surface = app.screen
        inner = [r.inflate(-14, -14) for r in table.layout.hand_tiles[: len(hand)]]
        return [pygame.image.tobytes(surface.subsurface(r), "RGB") for r in inner]

    shown = tiles_on_screen()
    take(app, table, first.action)
    settle(app, table)
    picked = hand[k]
    assert table.view.moving == (picked,) and picked not in table.view.hand
    assert table.hand == tuple(None if c == picked else c for c in hand)
    now = tiles_on_screen()
    assert now[k] != shown[k]  # the gap
    assert [t for j, t in enumerate(now) if j != k] == [t for j, t in enumerate(shown) if j != k]
    assert table.current_human_decision().kind == "castle"
    table.undo(0)
    settle(app, table)
    assert table.view.hand == hand and table.hand == hand  # back in its place
    assert tiles_on_screen() == shown
    take(app, table, first.action)
    for _ in range(4):  # a castle for it, a cell, the walls
        settle(app, table)
        d = table.current_human_decision()
        if d is None or not table.view.moving:
            break
        take(app, table, d.options[0])
    settle(app, table)
    assert not table.view.moving and picked not in table.view.hand
    placed = tuple(None if c == picked else c for c in hand)
    assert table.hand == placed[: max(j for j, c in enumerate(placed) if c is not None) + 1]
    assert [t for j, t in enumerate(tiles_on_screen()) if j != k and hand[j] != picked] == [
        t for j, t in enumerate(shown) if j != k
    ], "placed: the other tiles are where they were"


def test_the_other_beach_cards_stay_put_when_one_is_taken(app):
    """SAND-28: a beach card taken leaves its slot empty until the beach is refilled, once the
    drawing is over; the cards beside it never slide under the pointer that took it (seen
    playing: the card next to the one taken slid into its slot, under the pointer, for the
    second draw), and a card dealt to the beach fills the gap."""
    match = new_match(2, 1, 14)
    table = open_table(app, match, viewer=0)
    policy, rng = HeuristicPolicy(), ai_rng(14, 0)
    rects = table.layout.beach

    def shown() -> list[bytes]:
        end = time.monotonic() + 10
        while table.layer.waiting and time.monotonic() < end:
            app.run_frames(1)
            time.sleep(0.002)
        app.run_frames(1)
        return [
            pygame.image.tobytes(app.screen.subsurface(r.inflate(-8, -8)), "RGB") for r in rects
        ]

    for _ in range(300):
        settle(app, table)
        d = table.current_human_decision()
        assert d is not None, "the game ended first"
        view = table.view
        if d.kind == "draw" and len(view.beach) == 3 and len(view.hand) + 2 <= view.hand_limit:
            before, pictures = table.beach, shown()  # (two draws to make)
            if len(set(pictures)) == 3:  # three cards told apart on screen
                break
        take(app, table, policy.choose(table.view, d, rng))
    else:
        raise AssertionError("the human never had two draws to make from a beach of three")
    assert sorted(before) == sorted(table.view.beach)
    first = Action("beach", (before[0],))
    assert offered_rect(table, first) == rects[0]
    take(app, table, first)
    settle(app, table)
    assert table.current_human_decision().kind == "draw"  # the second draw
    after, now = table.beach, shown()
    assert after == (None, *before[1:]) and now[1:] == pictures[1:]  # the others where they were
    assert offered_rect(table, Action("beach", (before[1],))) == rects[1]
    assert all(r != rects[0] for r, a in table.offers if a.kind == "beach")  # (the gap)
    take(app, table, Action("beach", (before[2],)))
    settle(app, table)  # the beach refilled (SAND-28), the other seat's turn played ...
    refilled = table.beach  # ... into the gaps: what stayed on the beach stayed in its slot
    assert None not in refilled and len(refilled) == 3
    assert all(refilled[k] == card for k, card in enumerate(after) if card in refilled)


@pytest.mark.parametrize(
    ("before", "beach", "slots"),
    [
        ((1, 2, 3), (2, 3), (None, 2, 3)),  # taken: its slot stays empty
        ((1, 2, 3), (1, 3), (1, None, 3)),
        ((None, 2, 3), (2, 3, 4), (4, 2, 3)),  # refilled (SAND-28): the card dealt fills it
        ((1, None, None), (1, 5, 6), (1, 5, 6)),
        ((1, 2, 3), (7, 8, 9), (7, 8, 9)),  # a new beach (a game loaded): laid out afresh
        ((), (1, 2, 3), (1, 2, 3)),
        ((1, 2), (1, 2, 3), (1, 2, 3)),  # more cards than slots before
    ],
)
def test_a_beach_card_keeps_its_slot(before, beach, slots):
    from scenes.sandcastles.layout import beach_slots

    assert beach_slots(before, beach) == slots


def test_a_tile_is_dragged_from_the_hand_onto_a_lit_cell(app):
    """SAND-25, SAND-19: press on a tile of the hand, let go over a lit cell of a castle: the
    tile goes there (the castle and the cell are the engine's options)."""
    match = new_match(3, 1, 8)
    table = open_table(app, match, viewer=0)
    builds = until_the_human_may_build(app, table, 8, own_castle=True)
    tile = next(c for c in table._clicks if c.offered and c.action == builds[0])
    steps = len(match.log)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tile.rect.center, button=1))
    app.run_frames(2)
    assert len(match.log) == steps + 1 and table.dragging, "the tile is picked up"
    d = table.current_human_decision()
    assert d.kind == "castle"
    spot = next(c for c in table._clicks if c.offered and c.style == "cell")
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=spot.rect.center, rel=(0, 0), buttons=(1, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=spot.rect.center, button=1))
    app.run_frames(3)
    settle(app, table)
    assert not table.dragging
    placed = [e for e in table.events if e.type == "built" and e.data["seat"] == 0]
    d = table.current_human_decision()
    if d is not None and d.kind == "walls":
        take(app, table, d.options[0])
        settle(app, table)
        placed = [e for e in table.events if e.type == "built" and e.data["seat"] == 0]
    last = placed[-1].data
    assert (last["x"], last["y"]) == spot.plan.args and last["castle"] == spot.action.args[0]


@pytest.mark.parametrize(
    ("lang", "one", "three"),
    [
        ("en", "1 attack tile to the sandbank", "3 attack tiles to the sandbank"),
        ("es", "1 carta de ataque a su", "3 cartas de ataque a su"),
    ],
)
def test_counted_words_agree_with_their_count(lang, one, three):
    """The log and the tips say "1 attack tile", "1 card", never "1 attack tiles" (SAND-40's
    fight, the deck, a hand, a sandbank), in both languages."""
    from game.core.types import Event
    from scenes.core import i18n

    rules = registry.rules_for("sandcastles")
    i18n.configure(lang)
    try:
        for cards, words in ((1, one), (3, three)):
            label = rules.describe_event(
                Event("fight_won", {"seat": 0, "loser_seat": 1, "cards": cards})
            )
            assert label is not None and words in i18n.phrase(label, ["Ana", "Ben"])
        for key in ("deck_count", "hand_count", "bank_tip"):
            text = i18n.tr(f"sandcastles.scene.{key}", count=1, seat="Ana")
            assert re.search(r"\b1 (card|carta)\b", text)
            assert "cards" not in text and "cartas" not in text
    finally:
        i18n.configure("en")


@pytest.mark.parametrize(
    ("lang", "button", "line"), [("en", "Walls S-W", "walls S-W"), ("es", "Muros S-O", "muros S-O")]
)
def test_a_wall_set_is_named_in_the_players_language(lang, button, line):
    """SAND-3, SAND-12: the turned tile's buttons and the log name its arms' directions in the
    player's language: Spanish says O (oeste) where English says W (west)."""
    from game.core.types import Event
    from scenes.core import i18n

    rules = registry.rules_for("sandcastles")
    g = rules.g
    i18n.configure(lang)
    try:
        action = Action("walls", ("SW",))
        assert i18n.phrase(rules.describe_action(action, None)) == button
        built = Event(
            "built",
            {"seat": 0, "card": g.main_cards[0], "castle": 0, "x": 0, "y": 0, "walls": 12},
        )
        assert line in i18n.phrase(rules.describe_event(built), ["Ana", "Ben"])
    finally:
        i18n.configure("en")


@pytest.mark.parametrize("n", [1, 2, 5, 7])
def test_the_prompt_bar_with_two_rows_never_covers_the_hand(app, n):
    """The bar grows a second row of buttons upwards when the options do not fit on one (castles
    to choose, several attacks: often in Spanish); the hand it asks about stays in sight."""
    from scenes.widgets.prompt_bar import SECOND_ROW

    seats = [
        SeatConfig(name, "human") for name in ("Ana", "Ben", "Cy", "Dee", "Eva", "Finn", "Gus")[:n]
    ]
    config = registry.get("sandcastles").make_config(seats, seed=2)
    table = open_table(app, Match(registry.rules_for("sandcastles"), config))
    assert table.prompt.home.y - SECOND_ROW >= table.layout.hand.bottom


def test_the_first_question_puts_on_the_bar_what_it_has_room_for(app):
    """The bar's room is measured with its control slots in place from the first question on:
    the tiles of the hand go to the bar only when they fit one row with the rest (SAND-24: build,
    attack or swap; else they glow in the hand), as for every later question."""
    config = registry.get("sandcastles").make_config([SeatConfig("Ana", "human")], seed=8)
    table = open_table(app, Match(registry.rules_for("sandcastles"), config))
    settle(app, table)
    d = table.current_human_decision()
    assert d.kind == "act"
    shown = {value for _words, value in table.prompt.options}
    assert shown == set(table.bar_options(d))  # the same with the slots known beforehand
    assert not table.bar_fits(d, [a for a in d.options if a.kind in ("build", "swap")])
    assert not any(a.kind == "build" for a in shown)


def test_two_tiles_of_one_kind_in_the_hand_are_one_button(app):
    """Two crab attacks in the hand: the bar says "Attack with the crab attack" once (either
    does the same; both still glow in the hand), and a different tile keeps its own button."""
    config = registry.get("sandcastles").make_config(
        [SeatConfig("Ana", "human"), SeatConfig("Ben", "human")], seed=2
    )
    table = open_table(app, Match(registry.rules_for("sandcastles"), config))
    names = table.g.card_names
    first = next(c for c in range(len(names)) if names[c] != names[0])
    twin = next(c for c in range(first + 1, len(names)) if names[c] == names[first])
    other = next(c for c in range(len(names)) if names[c] not in (names[first],))
    options = tuple(
        Action(k, (c,)) for k, c in (("attack", first), ("attack", twin), ("attack", other))
    )
    shown = table.bar_options(Decision(0, "act", (*options, Action("swap"))))
    assert [a.args[0] for a in shown if a.kind == "attack"] == [first, other]
    assert Action("swap") in shown


def test_when_the_bar_drops_its_second_row_the_sand_above_it_is_whole_again(app):
    """The bar shrinks from two rows of buttons to one: the band it leaves shows the table's
    picture again, with no strip of the old buttons left behind."""
    from scenes.core import i18n

    app.settings.language = "es"  # its words need two rows here
    i18n.configure("es")
    try:
        seats = [SeatConfig("Ana", "human"), SeatConfig("Ben", "ai")]
        config = registry.get("sandcastles").make_config(seats, seed=4)
        table = open_table(app, Match(registry.rules_for("sandcastles"), config), viewer=0)

        def settled(rows: int) -> bool:  # (the AI seat thinks on its thread meanwhile)
            end = time.monotonic() + 10
            while time.monotonic() < end:
                app.run_frames(1)
                quiet = not table.runner.busy and not table.anims.busy and not table.layer.waiting
                if quiet and table.prompt.rows == rows and table.current_human_decision():
                    app.run_frames(3)
                    return True
                time.sleep(0.002)
            return False

        # the human's seat played by the heuristic: to a question whose bar takes two rows,
        # then on to one whose bar takes one
        policy, rng = HeuristicPolicy(), ai_rng(4, 0)
        for rows in (2, 1):
            for _ in range(200):
                settle(app, table)
                d = table.current_human_decision()
                assert d is not None, "the game ended first"
                if table.prompt.rows == rows:
                    break
                table.choose(0, policy.choose(table.view, d, rng))
            assert settled(rows)
            if rows == 2:
                d = table.current_human_decision()
                table.choose(0, policy.choose(table.view, d, rng))
        band = pygame.Rect(0, table.prompt.home.y - 16, table.prompt.home.right, 14)
        shown = app.screen.subsurface(band)
        picture = table.layer.surface.subsurface(band)
        assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(picture, "RGB")
    finally:
        app.settings.language = "en"
        i18n.configure("en")


def test_a_crowded_area_keeps_its_tiles_large_rather_than_room_for_a_first_tile():
    """Room for a first tile (a free cell all round) is kept only where the area's cells stay
    ROOMY_CELL or more (or lose nothing): in a crowded area (seven players, six castles of
    one tile) the tiles keep their size, and the tile being turned sits in the slot."""
    from scenes.sandcastles.layout import ROOMY_CELL, Area, pack

    castles = [CastleView(k, 0, ((0, 0, (8,)),)) for k in range(6)]  # one tile, walls W
    area = Area(0, pygame.Rect(0, 0, 318, 183))  # a 306 x 135 grid, as with seven players
    pack(area, castles, new_slot=True)
    cell = area.castles[0].cell
    assert cell == 34 < ROOMY_CELL  # as large as without the room (26 with it)
    assert [(b.w, b.h) for b in area.castles] == [(2, 1)] * 6  # the newest too
    forming = Area(0, area.rect)
    pack(forming, castles, new_slot=False, forming=True)
    assert forming.castles == area.castles and forming.new_slot == area.new_slot  # the slot

    roomy = Area(0, pygame.Rect(0, 0, 312, 378))  # two players' area
    pack(roomy, castles[:1], new_slot=True)
    (box,) = roomy.castles
    assert (box.w, box.h) == (3, 3) and box.cell_rect(0, 0) == box.rect.inflate(
        -2 * box.cell, -2 * box.cell
    )  # the newest castle of one tile keeps its room: the tile in the middle


def test_the_decks_tip_counts_the_big_waves_cards_from_the_data(app, monkeypatch):
    """SAND-8: the deck's sea-blue band and its tip count the bottom cards the Big Wave was
    shuffled into, and the Wave: the data's `wave_bottom` and one (the table had 11 written
    in, whatever the data said)."""
    from scenes.sandcastles.paint import _deck
    from scenes.widgets.layer import Marks

    table = open_table(app, new_match(2, 1, 4), viewer=0)
    settle(app, table)

    def deck_tip() -> str:
        marks = Marks()
        _deck(table, app.screen, marks, table.view, table.layout)
        (text,) = [t() if callable(t) else t for _r, t in marks.tips]
        return text

    assert table.g.wave_bottom == 10 and "bottom 11 " in deck_tip()
    monkeypatch.setattr(table.g, "wave_bottom", 20)
    assert "bottom 21 " in deck_tip()


def test_a_tile_another_seat_is_placing_says_whose_it_is(app, monkeypatch):
    """Played in Spanish: during Ben's turn, the tile Ben was placing (SAND-25) lay in Ana's
    hand strip under "Colocando", as if Ana were placing it. It says whose it is."""
    match = new_match(2, 2, 21)
    policy = HeuristicPolicy()
    for _ in range(200):
        if match.view(1).moving and match.state.active == 1:
            break
        if match.chance_pending:
            match.step_chance()
            continue
        d = match.decisions()[0]
        match.submit(d.seat, policy.choose(match.view(d.seat), d, ai_rng(21, d.seat)))
    assert match.view(0).moving and match.state.active == 1
    drawn: list[str] = []
    blit = theme.blit_text
    monkeypatch.setattr(
        theme, "blit_text", lambda s, text, *a, **k: drawn.append(text) or blit(s, text, *a, **k)
    )
    open_table(app, match, viewer=0)
    app.run_frames(3)
    assert "Ben is placing" in drawn and "Being placed" not in drawn


def test_the_prompt_for_a_captured_tile_names_it_while_the_capture_is_animated(app):
    """SAND-36: the attacker places the tile it captured; the bar asks for it while the fight
    is still being shown. The prompt names the tile from the match as it is, not from the
    board's view of before the capture (it read "the captured card ()")."""
    from game.sandcastles.position import position_match

    app.settings.animation_speed = 1.0
    match = position_match(
        registry.rules_for("sandcastles"),
        3,
        humans=(0,),
        hands={0: ["crab-attack", "crab:corner", "crab:corner"]},
        castles=[(2, ["bucket:dead_end(S)@(0,0)"]), (0, ["bucket:dead_end(S)@(0,0)"])],
        beach=["crab:dead_end", "bucket:dead_end", "seagull:dead_end"],
    )
    table = open_table(app, match, viewer=0)
    settle(app, table)
    crab = next(a for a in table.current_human_decision().options if a.kind == "attack")
    take(app, table, crab)  # its one target is taken without asking
    d = None
    for _ in range(10):  # the fight is shown; the bar already asks where the tile goes
        app.run_frames(1)
        d = table.current_human_decision()
        if d is not None and d.kind == "captured_castle":
            break
    assert d is not None and d.kind == "captured_castle"
    assert table.anims.busy, "the capture is still being shown"
    assert "captured bucket dead end go" in table.prompt.prompt, table.prompt.prompt
