"""How games end and rank (K-70, KD-35, KD-37, KD-42, KD-46) and the record each game leaves."""

from kratos_kit import RULES, act, builder, inode, kind, play, roll, submit

from game.core import Chance
from game.kratos.position import config
from game.kratos.setup import settings


def _kd46(humans=(), variants=None, n=3):
    kinds = tuple("human" if q in humans else "ai" for q in range(n))
    return settings(RULES.g, config(n, humans, variants), kinds)


def test_ai_tables_get_the_kd46_limits_and_human_tables_the_original_game():
    """KD-46, KD-37 (ii)-(iv), (vi): 30 rounds, 15 quiet rounds, dead-table stop and a ranking
    winner whenever a seat is an AI; an all-human table plays to the last flag."""
    st = _kd46()
    assert st.limits and (st.max_rounds, st.stall_rounds) == (30, 15)
    assert st.dead_table_stop and st.ranking_decides_winner and st.host == -1
    mixed = _kd46(humans=(0,))
    assert mixed.limits and mixed.host == 0
    humans = _kd46(humans=(0, 1, 2))
    assert not humans.limits and humans.host == 0
    forced = _kd46(humans=(0, 1, 2), variants={"endings": "limits", "max_rounds": 10})
    assert forced.limits and forced.max_rounds == 10
    assert not _kd46(variants={"endings": "original"}).limits


def _table(n=3, **kw):
    b = builder(n=n, **kw)
    for q, k in enumerate((1, 6, 11, 16)[:n]):
        b.capital(q, k, bread=300, gasoline=10)
        b.piece("battleship", q, k)
    return b


def _run_rounds(m, rounds):
    while not m.is_over and m.state.round <= rounds:
        p = m.pending
        if isinstance(p, Chance):
            roll(m, 3)
        elif p[0].kind == "choose_play":
            act(m, "end_turn")
        elif p[0].kind == "host_stop":
            act(m, "play_on")
        else:
            act(m, "done" if "done" in [a.id for a in p[0].options] else p[0].options[0].id)


def test_max_rounds_stops_the_game_and_the_ranking_decides():
    """KD-37 (ii), (vi), (vii), KD-46: stop at the end of the last round; islands, then pieces,
    then gold."""
    b = _table(humans=(0, 1), variants={"max_rounds": 10, "stall_rounds": 60})
    b.island(12, 1, "bread")
    m = b.match(active=0, upkeep=True)
    _run_rounds(m, 11)
    s = m.state
    assert m.is_over and s.ending == "max_rounds" and s.ended_round == 10
    result = RULES.result(s)
    # seat 2 holds the islands nobody else was given (the builder's outsiders)
    assert result.ranking == ((2,), (1,), (0,)) and result.reason == "kratos.end.max_rounds"
    assert result.breakdown[1]["kratos.score.islands"] == 2
    assert all("kratos.score.eliminated_round" not in part for part in result.breakdown), (
        "nobody is out: no round of elimination to show"
    )
    assert RULES.summary(s)["ending"] == "max_rounds" and RULES.summary(s)["round"] == 10


def test_stall_stops_a_quiet_game():
    """KD-37 (iii): S rounds in a row without an island changing hands, a piece destroyed or a
    seat eliminated."""
    m = _table(variants={"stall_rounds": 2, "max_rounds": 50}).match(active=0, upkeep=True)
    _run_rounds(m, 10)
    assert m.state.ending == "stall" and m.state.ended_round == 2


def test_a_stopped_game_without_a_ranking_winner_is_shared():
    """KD-37 (vi): with `ranking_decides_winner` off, every survivor shares the game; the ranking
    is still computed for information."""
    b = _table(variants={"stall_rounds": 1, "ranking_decides_winner": False})
    b.island(12, 1, "bread")
    m = b.match(active=0, upkeep=True)
    _run_rounds(m, 5)
    result = RULES.result(m.state)
    assert result.ranking[0] == (0, 1, 2) and result.reason == "kratos.end.stall_no_winner"
    assert RULES.standings(m.state).ranking == ((2,), (1,), (0,))


def test_seats_still_equal_share_a_place_and_eliminated_seats_rank_last():
    """KD-37 (vi): equal islands, pieces and gold share; the last eliminated ranks first among the
    eliminated."""
    b = _table(n=4, variants={"stall_rounds": 1})
    m = b.match(active=0, upkeep=True)
    s = m.state
    s.eliminated[3] = 1
    s.islands[15].flag = -1
    s.islands[15].owner = 2
    from game.kratos.board import set_owner

    for p in sorted(s.owned[3]):
        set_owner(s, p, 2)
    _run_rounds(m, 5)
    result = RULES.result(m.state)
    assert result.ranking == ((2,), (0, 1), (3,))


def test_the_last_flag_wins_at_once():
    """K-70, K-69: the last capital taken ends the game mid-turn; the winner ranks first."""
    b = builder(n=2)
    b.capital(0, 1, bread=100, gasoline=10)
    ship = b.piece("battleship", 0, 1)
    b.capital(1, 6, bread=100, gasoline=10)
    b.piece("battleship", 1, 6, heeled=True)
    plane = b.piece("plane", 0, (5, 5))
    attacker = b.piece("battleship", 0, (7, 4))
    m = b.match(active=0, die=3)
    defender = next(p for p in m.state.islands[5].pieces if m.state.pieces[p].owner == 1)
    play(m, attacker, "declare:SHOOT", f"target:piece:{defender}", "die:1")
    play(m, plane, "declare:MOVE", f"move:{inode(6)}:go")
    s = m.state
    assert m.is_over and s.ending == "win" and not s.agenda
    result = RULES.result(s)
    assert result.ranking == ((0,), (1,)) and result.reason == "kratos.end.win"
    assert RULES.summary(s)["eliminations"] == [{"seat": 1, "captor": 0, "round": 1}]
    assert ship in s.pieces


def test_an_eliminated_human_may_give_its_gold_away_once():
    """KD-35: a one-time dialog for an eliminated human; an AI keeps its gold."""
    b = builder(n=3, humans=(1,))
    b.capital(0, 1, bread=100, gasoline=10)
    b.piece("battleship", 0, 1)
    b.capital(1, 6, bread=100, gasoline=10)
    b.piece("battleship", 1, 6, heeled=True)
    b.capital(2, 11, bread=100, gasoline=10)
    b.piece("battleship", 2, 11)
    attacker = b.piece("battleship", 0, (7, 4))
    plane = b.piece("plane", 0, (5, 5))
    m = b.match(active=0, die=3)
    defender = next(p for p in m.state.islands[5].pieces if m.state.pieces[p].owner == 1)
    play(m, attacker, "declare:SHOOT", f"target:piece:{defender}", "die:1")
    play(m, plane, "declare:MOVE", f"move:{inode(6)}:go")
    assert kind(m) == "farewell" and m.pending[0].seat == 1
    act(m, "give_to:2")
    act(m, "give_gold:3000")
    assert m.state.gold[1] == 7000 and m.state.gold[2] == 13_000
    act(m, "keep_gold")
    assert kind(m) == "choose_play" and m.pending[0].seat == 0
    assert m.state.farewell_done[1]


def test_the_host_may_stop_any_game():
    """KD-37 (v): a standing action of the host (the first human seat)."""
    m = _table(humans=(0, 1)).match(active=0)
    submit(m, 0, "stop_game")
    assert m.is_over and m.state.ending == "host_stop"
    result = RULES.result(m.state)
    assert result.reason == "kratos.end.host_stop"


def test_dead_table_is_judged_on_the_last_full_round():
    """KD-42: one fed seat keeps the table alive."""
    b = builder(n=3)
    b.capital(0, 1, bread=0)
    b.piece("battleship", 0, 1)
    b.capital(1, 6, bread=0)
    b.piece("battleship", 1, 6)
    b.capital(2, 11, bread=500)
    b.piece("battleship", 2, 11)
    m = b.match(active=0, upkeep=True)
    _run_rounds(m, 2)
    assert not m.is_over or m.state.ending != "dead_table"
    assert m.state.first_famine == 1
