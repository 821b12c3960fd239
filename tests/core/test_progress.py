"""The progress hook (`Rules.progress`) and the history a Match keeps of it: the game-over chart's
points and the load screen's "Round 4". Every game's measure is checked against its own state."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game import registry
from game.core import Label, Match, Progress, SeatConfig
from game.core.playout import new_match, play_out, seat_configs
from game.core.progress import ProgressLog

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("pieces_of_eight", "mutinies", "black_fleet", "kratos")


def _keys(namespace: str, lang: str) -> set[str]:
    data = json.loads((ROOT / "data" / "i18n" / f"{namespace}.{lang}.json").read_text("utf-8"))
    out: set[str] = set()

    def walk(prefix: str, node: object) -> None:
        if isinstance(node, dict):
            for k, v in node.items():
                walk(f"{prefix}.{k}", v)
        else:
            out.add(prefix)

    walk(namespace, data[lang])
    return out


def _point(round_: int, *scores: float) -> Progress:
    return Progress(round_, tuple(scores))


# ---- the log ---------------------------------------------------------------------------------------
def test_a_point_is_kept_only_when_the_round_or_a_score_changes():
    log = ProgressLog()
    log.record(0, _point(0, 0, 0))
    log.record(1, _point(0, 0, 0))
    log.record(2, _point(1, 0, 0))
    log.record(3, _point(1, 2, 0))
    log.record(4, _point(1, 2, 0))
    assert [p.step for p in log.points] == [0, 2, 3]
    assert log.latest == _point(1, 2, 0)


def test_undo_cuts_the_points_after_it():
    log = ProgressLog()
    for step, p in enumerate([_point(0, 0), _point(1, 1), _point(1, 3), _point(2, 3)]):
        log.record(step, p)
    log.cut(2)
    assert [p.step for p in log.points] == [0, 1, 2]
    assert log.latest == _point(1, 3)
    log.cut(0)
    assert log.latest == _point(0, 0)


def test_the_chart_has_the_last_value_of_every_round():
    log = ProgressLog()
    for step, p in enumerate(
        [_point(0, 0, 0), _point(0, 3, 3), _point(1, 1, 0), _point(1, 2, 1), _point(2, 5, 4)]
    ):
        log.record(step, p)
    assert log.chart() == [_point(0, 3, 3), _point(1, 2, 1), _point(2, 5, 4)]


def test_a_game_that_counts_no_rounds_gets_a_chart_point_per_change():
    log = ProgressLog()
    for step, p in enumerate([_point(0, 0), _point(0, 1), _point(0, 1), _point(0, 4)]):
        log.record(step, p)
    assert log.chart() == [_point(0, 0), _point(0, 1), _point(0, 4)]


def test_a_round_counted_again_from_the_start_is_a_new_chart_point():
    """Pieces of Eight counts turns per game: a second game starts again at turn 0."""
    log = ProgressLog()
    for step, p in enumerate([_point(0, 13), _point(5, 9), _point(0, 13), _point(3, 11)]):
        log.record(step, p)
    assert [p.round for p in log.chart()] == [0, 5, 0, 3]
    assert [p.scores for p in log.chart()] == [(13.0,), (9.0,), (13.0,), (11.0,)]


def test_when_defaults_to_the_round():
    assert _point(4, 1).when_label() == Label("core.progress.round")
    assert _point(4, 1).when_label().args == {"n": 4}
    custom = Progress(4, (1.0,), when=Label("x.turn", {"n": 5}))
    assert custom.when_label().key == "x.turn"


# ---- the Match --------------------------------------------------------------------------------------
def _duel(seed: int = 3) -> Match:
    game = registry.get("duel")
    return Match(
        registry.rules_for("duel"), game.make_config(seat_configs(["random"] * 2), seed=seed)
    )


def test_the_default_progress_is_the_standings_scores():
    m = _duel()
    play_out(m, [registry.get("duel").policy("random")] * 2, max_steps=30)
    assert m.rules.progress(m.state).scores == m.rules.standings(m.state).scores
    assert m.rules.progress(m.state).round == 0


def test_the_match_records_progress_before_the_first_step_and_after_every_change():
    m = _duel()
    assert [p.step for p in m.progress.points] == [0]
    play_out(m, [registry.get("duel").policy("random")] * 2, max_steps=60)
    assert m.progress.latest == m.rules.progress(m.state)
    steps = [p.step for p in m.progress.points]
    assert steps == sorted(steps) and len(steps) > 2


def test_a_match_without_progress_records_nothing():
    m = Match(
        registry.rules_for("duel"),
        registry.get("duel").make_config(seat_configs(["random"] * 2), seed=1),
        record_progress=False,
    )
    play_out(m, [registry.get("duel").policy("random")] * 2, max_steps=20)
    assert m.progress.points == []


def test_undo_takes_the_progress_back_with_the_move(monkeypatch):
    game = registry.get("duel")
    config = game.make_config([SeatConfig("a", "human"), SeatConfig("b", "human")], seed=4)
    rules = registry.rules_for("duel")
    # A measure a human's own (undoable) action moves: the bet on the table.
    monkeypatch.setattr(
        rules, "progress", lambda s: Progress(s.turns, (1.0 if s.bet == "high" else 0.0, 0.0))
    )
    m = Match(rules, config)
    m.run_chance()
    before = list(m.progress.points)
    seat = m.decisions()[0].seat
    m.submit(seat, next(a for a in m.decisions()[0].options if a.args == ("high",)))
    assert m.progress.latest == Progress(0, (1.0, 0.0)) and m.progress.points != before
    m.undo(seat)
    assert m.progress.points == before
    assert m.progress.latest == m.rules.progress(m.state)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_loaded_match_has_its_whole_history(game_id):
    game, rules = registry.get(game_id), registry.rules_for(game_id)
    n = max(game.info.min_seats, 3)
    m, policies = new_match(game, rules, [game.default_level()] * n, seed=8)
    play_out(m, policies, max_steps=400)
    loaded = Match.from_save(registry.rules_for, m.to_save())
    assert loaded.progress.points == m.progress.points
    assert len(loaded.progress.chart()) > 1


# ---- each game's own measure ---------------------------------------------------------------------
def _played(game_id: str, n: int, steps: int, seed: int = 2) -> Match:
    game, rules = registry.get(game_id), registry.rules_for(game_id)
    m, policies = new_match(game, rules, [game.default_level()] * n, seed=seed)
    play_out(m, policies, max_steps=steps)
    return m


@pytest.mark.parametrize("game_id", GAMES)
def test_each_game_names_its_measure_and_round_in_both_languages(game_id):
    m = _played(game_id, registry.get(game_id).info.max_seats, 150)
    p = m.rules.progress(m.state)
    assert len(p.scores) == m.config.n_seats
    for lang in ("en", "es"):
        keys = _keys(game_id, lang) | _keys("core", lang)
        assert p.measure in keys and p.unit in keys and p.when_label().key in keys
        assert p.measure.startswith(game_id + ".progress.")


def test_pieces_of_eight_counts_coins_in_each_ship_turn_by_turn():
    from game.pieces_of_eight.endings import ship_count

    m = _played("pieces_of_eight", 3, 120)
    s = m.state
    p = m.rules.progress(s)
    assert p.scores == tuple(float(ship_count(s, q)) for q in range(3))
    assert p.round == s.played and p.when_label().args["n"] == s.played + 1
    assert max(p.scores) > 0


def test_mutinies_charts_prestige_by_round():
    m = _played("mutinies", 4, 300)
    p = m.rules.progress(m.state)
    assert p.scores == tuple(float(x) for x in m.state.pp) and p.round == m.state.round
    assert m.state.round >= 1


def test_black_fleet_charts_doubloons_in_hand_and_spent_by_round():
    from game.black_fleet.scoring import progress as fortune

    m = _played("black_fleet", 3, 400)
    s = m.state
    p = m.rules.progress(s)
    assert p.scores == tuple(float(fortune(m.rules.g, s, q)) for q in range(3))
    assert p.round == s.round >= 1


def test_kratos_charts_islands_owned_by_round():
    m = _played("kratos", 3, 300)
    s = m.state
    p = m.rules.progress(s)
    assert p.scores == tuple(float(sum(i.owner == q for i in s.islands)) for q in range(3))
    assert p.round == s.round and sum(p.scores) > 0
