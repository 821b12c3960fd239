"""The Pieces of Eight table and shipyard, headless, through the real loop: a human builds a
ship in the shipyard and plays whole turns by clicking the coins that glow, their uses and the
targets (or the prompt bar's buttons); a hot-seat hand-off hides the previous player's coins; no
seat's screen shows a coin that seat has not seen; the kept layer gives the same screen as a
full redraw; every mode and the screenshots render."""

from __future__ import annotations

import re
import time
from pathlib import Path

import pygame
import pytest

from game import registry
from game.core import Action, Match, SeatConfig
from game.core.ai import ai_rng
from game.pieces_of_eight.ai import HeuristicPolicy
from game.pieces_of_eight.position import position_match
from scenes.core import i18n, theme
from scenes.pieces_of_eight import SCREENSHOTS, PiecesOfEightTable
from scenes.pieces_of_eight.builder import ShipyardScene
from scenes.pieces_of_eight.shipplan import ShipPlan
from scenes.tools import advance, headless_app, human_to_move, open_table

ROOT = Path(__file__).resolve().parents[2]
RULES = registry.rules_for("pieces_of_eight")


def seats(humans: int, n: int) -> list[SeatConfig]:
    names = ("Ana", "Ben", "Carmen", "Diego", "Elena", "Fede", "Gala", "Hugo", "Inés")
    return [SeatConfig(names[i], "human" if i < humans else "ai", "heuristic") for i in range(n)]


def new_match(humans: int, n: int = 2, seed: int = 5, **variants) -> Match:
    game = registry.get("pieces_of_eight")
    return Match(RULES, game.make_config(seats(humans, n), seed=seed, variants=variants))


def settle(app, table, seconds: float = 20.0) -> None:
    """Frames until a human is asked (or the game ends) with nothing moving and the screen
    painted. The AI seats think on their own thread: each frame leaves them a moment."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        app.run_frames(1)
        if (
            (table.current_human_decision() is not None or table.match.is_over)
            and not table.anims.busy
            and not table.layer.waiting
            and app.stack.top is table
        ):
            app.run_frames(1)
            return
        top = app.stack.top
        if top is not table and top.name in ("shipyard", "game_over"):
            if isinstance(top, ShipyardScene):
                top.make_buttons(everything=True)  # the ones still to make (a few a frame)
            return
        time.sleep(0.0005)
    raise AssertionError(
        f"the table never settled: decision {table.current_human_decision()}, "
        f"steps {len(table.match.log)}, failure {table.failure}, "
        f"top {app.stack.top.name}"
    )


def bar_press(app, table, action: Action) -> None:
    bar = table.prompt
    index = next(i for i, (_t, a) in enumerate(bar.options) if a == action)
    while index not in bar.pages[bar.page]:
        bar.next_page()
    label = bar.options[index][0]
    app.press(next(b for b in bar.buttons if b.text == label))


def offered(table, action: Action) -> pygame.Rect | None:
    return next((rect for rect, a in reversed(table.offers) if a == action), None)


def opener_for(table, action: Action):
    """The viewer's coin whose menu holds `action`."""
    from scenes.pieces_of_eight import choices

    uses = choices.own_coin_uses(table.view, table.current_human_decision())
    for rect, place in table._openers:
        if action in uses.get(place, []):
            return rect
    return None


def take(app, table, action: Action) -> str:
    """Do `action` as a player would: on the board if it is there (a coin's menu, a target,
    a panel), else with the prompt bar."""
    rect = offered(table, action)
    if rect is not None:
        app.click(rect.center)
        return "board"
    rect = opener_for(table, action)
    if rect is not None:
        app.click(rect.center)
        item = offered(table, action)
        assert item is not None, f"{action} is not in the coin's menu"
        app.click(item.center)
        return "menu"
    bar_press(app, table, action)
    return "bar"


def build_in_shipyard(app, table) -> None:
    yard = app.stack.top
    assert isinstance(yard, ShipyardScene)
    yard.suggest()
    app.run_frames(2)
    assert yard.plan.ready()
    app.press(yard.sail_button)
    app.run_frames(2)


# ---- playing through the UI ---------------------------------------------------------------------
def test_a_human_builds_a_ship_and_plays_whole_turns_by_clicking(app):
    match = new_match(humans=1, seed=5)
    table = open_table(app, match, viewer=0)
    policy = HeuristicPolicy()
    rng = ai_rng(5, 0)
    ways = set()
    turns = 0
    for _ in range(200):
        settle(app, table)
        if app.stack.top.name == "shipyard":
            build_in_shipyard(app, table)
            ways.add("shipyard")
            continue
        if match.is_over or app.stack.top is not table:
            break
        d = table.current_human_decision()
        action = policy.choose(table.view, d, rng)
        before = len(match.log)
        ways.add(take(app, table, action))
        app.run_frames(2)
        assert len(match.log) > before, f"{action} was not taken"
        turns += d.kind == "general_action"
        if turns >= 6:
            break
    assert turns >= 4 or match.is_over
    assert {"shipyard", "menu"} <= ways
    assert any("Turn" in line for line, _c in table.log_panel.lines)


def test_every_option_of_every_decision_is_reachable(app):
    """Each option of the human's decisions is on the board or in the prompt bar."""
    match = new_match(humans=1, n=3, seed=8)
    advance(match, 600, human_to_move(0))
    table = open_table(app, match, viewer=0)
    policy = HeuristicPolicy()
    rng = ai_rng(8, 0)
    checked = 0
    for _ in range(60):
        settle(app, table)
        if app.stack.top.name == "shipyard":
            build_in_shipyard(app, table)
            continue
        if match.is_over or app.stack.top is not table:
            break
        d = table.current_human_decision()
        bar = {a for _t, a in table.prompt.options}
        board = {a for _r, a in table.offers}
        from scenes.pieces_of_eight import choices

        menus = {a for acts in choices.own_coin_uses(table.view, d).values() for a in acts}
        for a in d.options:
            assert a in bar | board | menus, f"{a} of {d.kind} cannot be reached"
            checked += 1
        take(app, table, policy.choose(table.view, d, rng))
        app.run_frames(2)
    assert checked > 20


def test_a_coin_shows_its_uses_and_a_play_lights_its_targets(app):
    ships = [
        {"nest": "cannon", "deck": ["mate", "sabre", "captain", "pistols", "treachery"]},
        {"nest": "plunder", "deck": ["mate", "bomb", "captain", "sabre", "mate"]},
    ]
    match = position_match(RULES, ships, active=0, humans=(0,))
    table = open_table(app, match, viewer=0)
    settle(app, table)
    d = table.current_human_decision()
    assert d.kind == "general_action"
    middle = table.layout.ship(0).visible(1)
    app.click(middle.center)
    assert table.toast and "Only the crow's nest" in table.toast[0], "an idle coin says why"
    fore = next(rect for rect, place in table._openers if place == 0)
    app.click(fore.center)
    menu = table._menu[2]
    labels = [
        i18n.phrase(RULES.describe_action(a, table.view), table.names) for _r, a in menu.items
    ]
    assert any("Mate" in text for text in labels) and any("Call" in text for text in labels)
    play = Action("play", ("fore",))
    app.click(offered(table, play).center)
    settle(app, table)
    d = table.current_human_decision()
    assert d.kind == "choose_target"
    geom = table.layout.ship(1)
    rings = [rect for rect, a in table.offers if a.kind == "target"]
    assert len(rings) == len([a for a in d.options if a.kind == "target"])
    assert any(rect.colliderect(geom.nest) for rect in rings), "Ben's crow's nest is a target"
    target = next(a for a in d.options if a.kind == "target" and a.args == (1, "nest"))
    app.click(offered(table, target).center)
    settle(app, table)
    assert table.view.ships[1].nest is None, "the Mate destroyed Ben's Plunder"
    assert table.view.ships[1].hold_count == 1


def test_a_closed_shipyard_opens_again_from_the_ship(app):
    match = new_match(humans=1, seed=5)
    table = open_table(app, match, viewer=0)
    settle(app, table)
    yard = app.stack.top
    assert isinstance(yard, ShipyardScene)
    app.press(next(b for b in yard.ui.elements if getattr(b, "text", "").endswith("builder.table")))
    app.run_frames(2)
    assert app.stack.top is table and table.current_human_decision().kind == "build"
    app.click(table.layout.ship(0).row.center)
    app.run_frames(2)
    assert isinstance(app.stack.top, ShipyardScene)


def test_calls_to_the_captain_are_chosen_on_their_panel(app):
    ships = [
        {"nest": None, "deck": ["mate", "sabre", "captain", "pistols", "treachery"]},
        {"nest": "plunder", "deck": ["mate", "bomb", "captain", "sabre", "mate"]},
    ]
    match = position_match(RULES, ships, active=0, phase="general", humans=(0,))
    table = open_table(app, match, viewer=0)
    settle(app, table)
    if table.current_human_decision().kind == "crows_nest_move":
        take(app, table, Action("move", ("none",)))
        settle(app, table)
    take(app, table, Action("call", ()))
    settle(app, table)
    d = table.current_human_decision()
    assert d.kind == "call_result"
    assert not any(a.kind == "call_to" for _t, a in table.prompt.options)
    choice = d.options[0]
    app.click(offered(table, choice).center)
    settle(app, table)
    order = [int(x) - 1 for x in choice.args[0].split(".")]
    old = ["mate", "sabre", "captain", "pistols", "treachery"]
    assert list(table.view.ships[0].deck) == [old[i] for i in order]


def test_the_owner_opens_the_hold_and_barrel_of_grog_picks_from_it(app):
    ships = [
        {
            "nest": "barrel_of_grog",
            "deck": ["mate", "sabre", "captain", "pistols"],
            "hold": ["cannon", "treachery"],
        },
        {"nest": "plunder", "deck": ["mate", "bomb", "captain", "sabre"], "hold": ["mate"]},
    ]
    match = position_match(RULES, ships, active=0, humans=(0,))
    table = open_table(app, match, viewer=0)
    settle(app, table)
    own, other = table.layout.ship(0).hold, table.layout.ship(1).hold
    app.click(other.center)
    assert table._hold_open is None, "another seat's hold does not open"
    app.click(own.center)
    assert table._hold_open == 0
    take(app, table, Action("play", ("nest",)))
    settle(app, table)
    d = table.current_human_decision()
    assert d.kind == "choose_target" and all(a.kind == "hold" for a in d.options)
    pick = Action("hold", ("treachery",))
    rect = offered(table, pick)
    assert rect is not None, "the hold opens with its choices"
    app.click(rect.center)
    settle(app, table)
    assert table.view.ships[0].deck[-1] == "treachery"


def test_a_masked_prompt_goes_on_by_itself_for_a_lone_human(app):
    match = new_match(humans=1, seed=5)
    table = open_table(app, match, viewer=0)
    for _ in range(300):
        settle(app, table)
        if app.stack.top.name == "shipyard":
            build_in_shipyard(app, table)
            continue
        if match.is_over or app.stack.top is not table:
            break
        d = table.current_human_decision()
        assert not (len(d.options) == 1 and d.options[0].args == ("continue",)), (
            "a lone human is never shown a prompt it can only continue"
        )
        take(app, table, d.options[-1])
        app.run_frames(2)
        if len(match.log) > 140:
            break


# ---- secrets ---------------------------------------------------------------------------------
def unseen(table, viewer) -> list[tuple[int, int, str]]:
    """(seat, deck index, type) of coins in other ships the viewer has not seen (the test may
    read the state; the table may not)."""
    s = table.match.state
    ids = [c.id for c in RULES.content.coins]
    out = []
    for q in range(s.table.n):
        if q == viewer:
            continue
        for i, c in enumerate(s.decks[q]):
            t = ids[s.table.ctype[c]]
            known = (
                s.known[c] >> viewer & 1
                if viewer is not None
                else s.known[c] == (1 << s.table.n) - 1
            )
            if i > 0 and t != "captain" and not known:
                out.append((q, i, t))
    return out


def coin_texts(table) -> list[str]:
    return [t() if callable(t) else t for _r, t in table.tips.areas]


@pytest.mark.parametrize("viewer", [0, 1, None])
def test_the_screen_of_a_seat_never_shows_a_coin_it_has_not_seen(app, viewer):
    match = new_match(humans=0, n=3, seed=21)
    advance(match, 90)
    table = open_table(app, match, viewer=viewer)
    table.policies = {}  # the AI seats hold still while we look
    app.run_frames(4)
    hidden = unseen(table, viewer)
    assert hidden, "the test position has secrets to keep"
    for q, i, t in hidden:
        geom = table.layout.ship(q)
        area = geom.deck[i]
        for rect, text in table.tips.areas:
            text = text() if callable(text) else text
            if rect.colliderect(area) and rect.centerx >= area.x and rect.collidepoint(area.center):
                name = table.words.name(t)
                assert not re.search(rf"^{re.escape(name)} —", text), f"{name} shows at {q}:{i}"
        assert table.view.ships[q].deck[i] is None


def test_a_hand_off_between_two_humans_hides_the_previous_ship(app):
    match = new_match(humans=2, seed=4)
    table = open_table(app, match, viewer=0)
    policy = HeuristicPolicy()
    rngs = {0: ai_rng(4, 0), 1: ai_rng(4, 1)}
    handed = 0
    for _ in range(4000):
        app.run_frames(1)
        top = app.stack.top
        if top.name == "handoff":
            before = table.viewer
            app.press(
                next(b for b in top.ui.elements if getattr(b, "text", "") == "ui.handoff.ready")
            )
            app.run_frames(3)
            assert table.viewer == top.seat != before
            assert table.layout.order[-1] == table.viewer, "the new viewer's ship is at the bottom"
            hidden = unseen(table, table.viewer)
            texts = coin_texts(table)
            for _q, _i, t in hidden:
                name = table.words.name(t)
                for text in texts:
                    assert not text.startswith(name + " —") or _shown_elsewhere(table, t), (
                        f"{name} of {table.names[before]} shows after the hand-off"
                    )
            handed += bool(hidden)
            if handed >= 2:
                break
            continue
        if top.name == "shipyard":
            build_in_shipyard(app, table)
            continue
        d = table.current_human_decision()
        if d is not None and not table.anims.busy and top is table:
            table.choose(d.seat, policy.choose(table.view, d, rngs[d.seat]))
        if match.is_over:
            break
    assert handed >= 2


def _shown_elsewhere(table, t: str) -> bool:
    """A coin type the viewer may see somewhere: its own ship or hold, an open or seen coin."""
    view = table.view
    return any(t == ship.nest or t in ship.deck or t in (ship.hold or ()) for ship in view.ships)


# ---- drawing -------------------------------------------------------------------------------------
def test_drawing_only_what_changed_gives_the_same_screen_as_drawing_everything(app):
    app.settings.animation_speed = 1.0
    match = new_match(humans=0, n=4, seed=13)
    advance(match, 120)
    table = open_table(app, match, viewer=1)
    checked = 0
    spots = [table.layout.ship(q).deck[0].center for q in range(4) if table.layout.ship(q).deck]
    for frame in range(500):
        time.sleep(0.001)
        if frame % 50 == 0 and spots:
            pos = spots[frame // 50 % len(spots)]
            pygame.event.post(
                pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
            )
        app.run_frames(1)
        if frame % 5 or table.layer.waiting:
            continue
        incremental = pygame.image.tobytes(app.screen, "RGB")
        keys = {name: r.key for name, r in table.layer.regions.items()}
        table.layer.copy_whole()
        app.draw(app.screen)
        if table.layer.waiting or keys != {name: r.key for name, r in table.layer.regions.items()}:
            continue
        assert pygame.image.tobytes(app.screen, "RGB") == incremental, f"frame {frame}"
        checked += 1
        if match.is_over:
            break
    assert checked > 20


@pytest.mark.parametrize(
    "n,lang,colourblind,viewer",
    [
        (2, "en", False, 0),
        (3, "es", False, 1),
        (4, "en", True, None),
        (6, "es", True, 0),
        (7, "en", False, 2),
        (9, "es", True, 0),
    ],
)
def test_every_mode_renders(app, n, lang, colourblind, viewer):
    app.set_language(lang)
    theme.set_colourblind(colourblind)
    match = new_match(humans=1 if viewer == 0 else 0, n=n, seed=30 + n)
    advance(match, 40 * n)
    table = open_table(app, match, viewer=viewer)
    app.run_frames(8)
    assert table.failure is None
    assert isinstance(table, PiecesOfEightTable)
    for q in range(n):
        assert table.layout.ship(q).row.colliderect(table.board_rect)


def test_pooled_draft_and_match_play_run_through_the_table(app):
    match = new_match(humans=1, n=3, seed=6, distribution="draft", match_wins=2)
    table = open_table(app, match, viewer=0)
    policy = HeuristicPolicy()
    rng = ai_rng(6, 0)
    drafted = 0
    for _ in range(120):
        settle(app, table)
        if app.stack.top.name == "shipyard":
            build_in_shipyard(app, table)
            break
        d = table.current_human_decision()
        if d is None:
            break
        action = policy.choose(table.view, d, rng)
        way = take(app, table, action)
        drafted += d.kind == "draft_pick" and way == "board"
    assert drafted >= 3, "draft picks are clicked in the pool"


def test_the_chess_clock_runs_and_a_timeout_is_sent(app):
    ships = [
        {"nest": "cannon", "deck": ["mate", "sabre", "captain", "pistols"]},
        {"nest": "plunder", "deck": ["mate", "bomb", "captain", "sabre"]},
    ]
    match = position_match(
        RULES, ships, active=0, humans=(0,), variants={"chess_clock": True, "clock_seconds": 60}
    )
    table = open_table(app, match, viewer=0)
    settle(app, table)
    assert table.clock_running(0)
    table.decision_shown_at -= 61.0  # a minute passes while Ana thinks
    app.run_frames(2)
    assert table.view.ships[0].status == "timed_out"
    assert match.is_over


def test_the_white_flag_concedes_after_a_second_click(app):
    ships = [
        {"nest": "cannon", "deck": ["mate", "sabre", "captain", "pistols"]},
        {"nest": "plunder", "deck": ["mate", "bomb", "captain", "sabre"]},
        {"nest": "mate", "deck": ["sabre", "captain", "cannon"]},
    ]
    match = position_match(RULES, ships, active=0, humans=(0,))
    table = open_table(app, match, viewer=0)
    settle(app, table)
    flag = table.flag_rect()
    app.click(flag.center)
    assert table.view.ships[0].status == "in"
    app.click(flag.center)
    app.run_frames(2)
    assert table.view.ships[0].status == "conceded"


def test_ship_plans_follow_the_building_rules():
    limits = {c.id: c.limit for c in RULES.content.coins}
    yard = ["captain"] + ["mate"] * 6 + ["sabre"] * 3 + ["cannon"] * 3 + ["treachery"] * 2
    plan = ShipPlan(limits, list(yard), True)
    for _ in range(5):
        plan.add("mate")
    assert not plan.can_add("mate"), "the Mate's limit is 5"
    for t in ["sabre"] * 3 + ["cannon"] * 3 + ["treachery"]:
        plan.add(t)
    assert not plan.can_add("treachery"), "the last place is the Captain's"
    assert plan.add("captain") and plan.nest == "captain"
    assert plan.ready()
    plan.move(0, "nest")
    assert plan.nest == "mate" and "captain" in plan.deck
    acts = plan.actions()
    assert acts[0] == Action("pick", ("captain",))
    assert [a.kind for a in acts].count("pick") == 13 and acts[13].kind == "nest"
    kept = ShipPlan(limits, ["mate"] * 5, True, kept=["captain", "sabre"])
    kept.deck = ["captain", "sabre"]
    assert not kept.remove(1), "a coin picked already stays aboard"
    kept.add("mate")
    assert kept.remove(2) and kept.deck == ["captain", "sabre"]
    assert [a.args[0] for a in kept.actions() if a.kind == "pick"] == []


def test_the_screenshots_render(tmp_path):
    app = headless_app(tmp_path, None, ai_delay=0.0, animation_speed=0.0)
    for name, build in SCREENSHOTS.items():
        build(app)
        app.run_frames(3)
        app.screenshot(tmp_path / f"{name}.png")
        assert (tmp_path / f"{name}.png").stat().st_size > 10_000
    app.shutdown()


def test_the_table_draws_from_views_only():
    """Scene code never reads the match's full state (that is how secrets leak)."""
    for path in (ROOT / "scenes" / "pieces_of_eight").glob("*.py"):
        assert "match.state" not in path.read_text(encoding="utf-8"), path.name


def test_a_position_can_take_a_real_config():
    """position_match(config=...) seats real names and colours (screenshots), and refuses a
    config for another number of seats."""
    game = registry.get("pieces_of_eight")
    config = game.make_config(seats(1, 2), seed=1)
    ships = [{"nest": "cannon", "deck": ["mate", "captain"]}, {"deck": ["sabre", "captain"]}]
    match = position_match(RULES, ships, active=0, config=config)
    assert [s.name for s in match.config.seats] == ["Ana", "Ben"]
    assert match.view(0).ships[0].nest == "cannon"
    with pytest.raises(ValueError):
        position_match(RULES, ships + [{"deck": ["captain"]}], active=0, config=config)


def test_call_to_quarters_rearranges_the_ship_in_the_shipyard(app):
    ships = [
        {
            "nest": "cannon",
            "deck": ["call_to_quarters", "sabre", "captain", "pistols"],
            "hold": ["mate"],
        },
        {"nest": "plunder", "deck": ["mate", "bomb", "captain", "sabre"]},
    ]
    match = position_match(RULES, ships, active=0, humans=(0,))
    table = open_table(app, match, viewer=0)
    settle(app, table)
    take(app, table, Action("play", ("fore",)))
    settle(app, table)
    yard = app.stack.top
    assert isinstance(yard, ShipyardScene) and not yard.plan.building
    assert sorted(yard.plan.aboard()) == sorted(["cannon", "sabre", "captain", "pistols", "mate"])
    assert yard.plan.nest == "cannon", "the coins come in their old order"
    yard.plan.move(len(yard.plan.deck) - 1, 0)  # the new coin goes to the fore
    table.policies = {}  # Ben holds still while we look
    app.press(yard.sail_button)
    app.run_frames(3)
    assert app.stack.top is table
    ship = table.view.ships[0]
    assert (ship.nest, list(ship.deck)) == ("cannon", ["mate", "sabre", "captain", "pistols"])
    assert any("rearranges" in line for line, _c in table.log_panel.lines)


@pytest.mark.parametrize(
    "n,variants",
    [
        (2, {"match_wins": 2}),
        (4, {"teams": "two_teams"}),
        (3, {"distribution": "draft_random_trades"}),
        (2, {"chess_clock": True}),
        (6, {"distribution": "random", "first_player": "first_seat"}),
        (8, {"teams": "pairs"}),
        (9, {}),
    ],
)
def test_every_variant_runs_through_the_table(app, n, variants):
    """AI seats play each variant on the real table with animations running; the table never
    fails and the game moves on."""
    app.settings.animation_speed = 3.0
    match = new_match(humans=0, n=n, seed=40 + n, **variants)
    table = open_table(app, match, viewer=0)
    for _ in range(400):
        app.run_frames(1)
        time.sleep(0.0005)
        if app.stack.top is not table:
            app.stack.pop()
            app.stack.apply_pending()
        assert table.failure is None
    assert len(match.log) > 40


# ---- seven to nine seats, coin names -------------------------------------------------------------
@pytest.mark.parametrize("n", [7, 8, 9])
def test_seven_to_nine_ships_fit_the_board_and_their_coins_stay_readable(app, n):
    """P8-1 (2 to 9 seats) at 1280x720: each ship a row inside the board, none overlapping;
    coins big enough to carry their names; every coin, its position name and the hold inside
    its row; the seat panels two abreast beside the board, clear of the log."""
    from scenes.pieces_of_eight.coins import SMALL
    from scenes.pieces_of_eight.layout import TableLayout

    layout = TableLayout(PiecesOfEightTable.board_rect, n, 0, [12] * n)
    assert layout.coin >= max(SMALL, 48)
    rows = [layout.ship(q).row for q in range(n)]
    for k, row in enumerate(rows):
        assert PiecesOfEightTable.board_rect.contains(row)
        assert all(not row.colliderect(other) for other in rows[k + 1 :])
    for q in range(n):
        geom = layout.ship(q)
        for rect in [geom.nest, geom.hold, *geom.deck]:
            assert geom.row.contains(rect), (q, rect, geom.row)
            assert rect.bottom + 14 <= geom.row.bottom  # the position name under it
        assert geom.deck[-1].right < geom.hold.x
    match = new_match(humans=1, n=n, seed=50 + n)
    advance(match, 30 * n)
    table = open_table(app, match, viewer=0)
    app.run_frames(4)
    panels = table.side.seat_rects(table.seat_infos())
    assert all(table.side_rect.contains(r) for r in panels)
    assert all(not a.colliderect(b) for k, a in enumerate(panels) for b in panels[k + 1 :])
    log = table.side.log_rect()
    assert log.y > max(r.bottom for r in panels) and log.h >= 240


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_coin_name_fits_its_coin(app, lang):
    """Every coin's short name, in both languages, at every size a coin is drawn with a name
    (the table, the shipyard, the stage, the hold), fits inside the coin: shrunk, on two lines
    at a space, or squeezed a little, never cut ("Toda Vela" overflowed its coin)."""
    from scenes.pieces_of_eight import coins
    from scenes.pieces_of_eight.texts import Words

    app.set_language(lang)
    words = Words(RULES.content)
    for spec in RULES.content.coins:
        label = words.short(spec.id)
        assert coins.fit_label(label, coins.SMALL - 1) is None  # the emblem alone
        for size in range(coins.SMALL, 81):
            fit = coins.fit_label(label, size)
            assert fit is not None and "".join(fit.lines).replace(" ", "") == label.replace(" ", "")
            assert len(fit.lines) <= 2 and fit.squeeze >= coins.MIN_SQUEEZE
            assert fit.font >= 8
            room = coins.label_room(size, len(fit.lines), fit.font, fit.bold)
            assert fit.width <= room, (size, fit)
            box = coins.label_box(fit, size)  # where face() prints it, its plate included
            r = size / 2
            for x, y in (box.topleft, box.topright, box.bottomleft, box.bottomright):
                assert (x - r) ** 2 + (y - r) ** 2 <= r * r, (label, size, box)
            coins.face(spec.id, size, label)  # and it draws


# ---- refusals and overlays (issue 12) -------------------------------------------------------------
def hover(app, pos, frames: int = 30) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    for _ in range(frames):
        app.run_frames(1)
        time.sleep(0.02)


def test_a_play_the_moment_forbids_is_greyed_out_with_its_rule(app):
    """P8-42: Ana's fore Bomb has no active Mate. Its menu still lists the play, greyed, the
    rule's words on hover and on a click (which plays nothing). One overlay at a time: with
    the menu open no coin tooltip and no coin card show."""
    ships = [
        {"nest": "cannon", "deck": ["bomb", "captain", "sabre"]},
        {"nest": "plunder", "deck": ["mate", "captain", "sabre"]},
    ]
    match = position_match(RULES, ships, active=0, humans=(0,))
    table = open_table(app, match, viewer=0)
    settle(app, table)
    fore = next(rect for rect, place in table._openers if place == 0)
    app.click(fore.center)
    app.run_frames(2)
    popup = table._menu[2]
    assert [a.kind for _r, a in popup.items] == ["call"]
    ((rect, why),) = popup.refused
    assert "(P8-42)" in why and "Mate" in why
    hover(app, rect.center)
    assert table.tips.current == why
    coins = [table.layout.ship(0).nest, *table.layout.ship(0).deck]
    outside = [r for r, _t in table.tips.areas if not popup.rect.contains(r)]
    assert not any(r.colliderect(c) for r in outside for c in coins), "no coin tooltips"
    assert table._hover_card(table.view) is None
    log = len(match.log)
    app.click(rect.center)
    assert table.toast and "(P8-42)" in table.toast[0] and len(match.log) == log


def test_a_click_on_a_coin_a_play_cannot_take_says_why(app):
    """P8-51: the Sabre hits an open coin; a click on Ben's hidden middle coin says so. A
    click on a coin of one's own that can do nothing now names the rule (P8-44)."""
    ships = [
        {"nest": "captain", "deck": ["sabre", "mate", "cannon"]},  # no call: P8-30
        {"nest": "plunder", "deck": ["mate", "bomb", "captain", "sabre"]},
    ]
    match = position_match(RULES, ships, active=0, humans=(0,), phase="general")
    table = open_table(app, match, viewer=0)
    settle(app, table)
    aft = table.layout.ship(0).visible(2)
    assert not any(rect.colliderect(aft) for rect, _p in table._openers)
    app.click(aft.center)
    assert table.toast and "(P8-44)" in table.toast[0]
    take(app, table, Action("play", ("fore",)))
    settle(app, table)
    assert table.current_human_decision().kind == "choose_target"
    middle = table.layout.ship(1).visible(1)
    log = len(match.log)
    app.click(middle.center)
    assert table.toast and "(P8-51)" in table.toast[0] and len(match.log) == log


def test_a_tooltip_never_covers_the_prompt_text(app):
    """A coin's tooltip near the bottom of the board opens above the pointer, clear of the
    prompt bar (whose buttons pygame_gui draws over the scene)."""
    from scenes.widgets.layer import tooltip_rect

    match = position_match(RULES, NINE_LIKE, active=0, humans=(0,))
    table = open_table(app, match, viewer=0)
    settle(app, table)
    coin = table.layout.ship(0).visible(3)
    hover(app, coin.center)
    assert table.tips.current
    box = tooltip_rect(table.tips.current, table.mouse, app.screen.get_rect(), table.tips.avoid)
    assert not box.inflate(-12, -14).colliderect(table.prompt_rect)


NINE_LIKE = [
    {"nest": "cannon", "deck": ["mate", "sabre", "treachery", "captain", "pistols", "mate"]},
    {"nest": "plunder", "deck": ["mate", "bomb", "captain", "sabre"]},
    {"nest": None, "deck": ["sabre", "captain"]},
    {"nest": "mate", "deck": ["cannon", "captain", "bomb"]},
]


def test_ai_seats_are_asked_a_few_a_frame():
    """A reaction window asks up to eight AI seats at nine seats; each question takes a view on
    the main thread, so the table starts at most two a frame (the rest the next frames)."""
    from game.core import Decision
    from game.core.ai import RandomPolicy
    from game.core.rng import Rng
    from scenes.pieces_of_eight.table import PacedRunner

    runner = PacedRunner()
    views: list[int] = []
    d = Decision(1, "react", (Action("react", ("continue",)),))
    for seat in range(1, 9):
        runner.ask(("k", seat), seat, RandomPolicy(), lambda s=seat: views.append(s), d, Rng(1))
    assert views == [] and len(runner.jobs) == PacedRunner.per_frame == 2  # random: no view
    runner.budget = PacedRunner.per_frame  # the next frame
    for seat in range(1, 9):
        runner.ask(("k", seat), seat, RandomPolicy(), lambda: None, d, Rng(1))
    assert len(runner.jobs) == 4
    runner.shutdown()


def test_the_stage_leaves_out_what_does_not_fit_rather_than_drawing_it_across_its_border(
    app, monkeypatch
):
    """At a table of three the stage is short: the waiting hint ("Other pirates are at it ...")
    was drawn across the panel's bottom border. Every stage height from the smallest the layout
    gives (MIN_STAGE) up draws its lines inside the panel, the top lines first, then the hint."""
    from scenes.pieces_of_eight import stage
    from scenes.pieces_of_eight.layout import MIN_STAGE
    from scenes.pieces_of_eight.texts import Words

    words = Words(RULES.content)
    lines = [("Ana: Cannon » Carmen's fore line, 3 deep", True, False)] * 3
    hint = i18n.tr("pieces_of_eight.scene.hint_wait")
    drawn: list[str] = []
    blit = theme.blit_text
    monkeypatch.setattr(
        theme,
        "blit_text",
        lambda surface, text, *a, **k: drawn.append(text) or blit(surface, text, *a, **k),
    )
    table = open_table(app, new_match(0, 3))
    assert table.layout is not None and table.layout.stage is not None
    width = table.layout.stage.w  # (the stage's width at a table of three)
    surface = pygame.Surface((1280, 720))
    for h in range(MIN_STAGE, 300, 7):
        drawn.clear()
        with theme.audit_text() as audit:
            theme.new_frame(surface)
            stage.paint_stack(
                surface, pygame.Rect(0, 200, width, h), words, lines, ("cannon", ()), hint
            )
        assert not audit.issues, (h, audit.issues)
        if h >= 76 + 36 + 8 + 3 * 22 + 30:
            assert drawn[-1] == hint and len(drawn) == 4, (h, drawn)  # room for all of it


def _arrow_pixels(targets: tuple) -> int:
    from scenes.pieces_of_eight import stage
    from scenes.pieces_of_eight.texts import Words

    surface = pygame.Surface((900, 300))
    theme.new_frame(surface)
    stage.paint_stack(
        surface, surface.get_rect(), Words(RULES.content), [], ("cannon", targets), ""
    )
    w, h = surface.get_size()
    return sum(surface.get_at((x, y))[:3] == stage.ARROW for x in range(0, w, 2) for y in range(h))


def test_a_treachery_on_the_stage_points_at_the_coin_it_answers(app):
    """Played under Xvfb: Ben's Treachery against Ana's Cannon was drawn on the stage as the
    Treachery and an arrow pointing at nothing. It answers an ability, so it aims at that
    ability's coin (P8-72, P8-73): Ben's at Ana's Cannon, then Ana's at Ben's Treachery. An
    ability with no coin to aim at has no arrow."""
    ships = [
        {"nest": "mate", "deck": ["cannon", "sabre", "captain", "mate", "treachery"]},
        {"nest": None, "deck": ["mate", "sabre", "captain", "pistols", "treachery"]},
    ]
    match = position_match(RULES, ships, active=0, humans=(0, 1))
    tops = []
    for seat, answer in [
        (0, "play:fore"),
        (0, "target_seat:1"),
        (1, "react:aft"),
        (0, "react:aft"),
    ]:
        d = match.decision_for(seat)
        assert d is not None
        match.submit(seat, next(a for a in d.options if a.id == answer))
        tops.append(PiecesOfEightTable.stack_top(match.view(0)))
    assert tops[1:] == [
        ("cannon", ("mate",)),
        ("treachery", ("cannon",)),
        ("treachery", ("treachery",)),
    ]
    assert _arrow_pixels(("cannon",)) > 0
    assert _arrow_pixels(()) == 0


def test_the_trades_panel_says_its_name_once(app, monkeypatch):
    """P8-155: while shipyards trade, the panel's title is the stage's name; the stage's label
    in its corner, which tells the other stages apart, is not written a second time beside it."""
    match = new_match(humans=1, n=3, seed=4, distribution="random_trades")
    advance(match, 200, lambda m: any(d.kind == "trade" for d in m.decisions()))
    table = open_table(app, match, viewer=0)
    settle(app, table)
    assert table.view.stage == "trade"
    written: list[str] = []
    real = theme.blit_text

    def blit_text(surface, text, *args, **kwargs):
        written.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(theme, "blit_text", blit_text)
    surface = pygame.Surface(app.screen.get_size())
    table.harbour.paint_pool(surface, table.view, pygame.Rect(0, 0, 960, 200), (), "", "")
    title = i18n.tr("pieces_of_eight.scene.harbour_trade")
    assert written.count(title) == 1, written
