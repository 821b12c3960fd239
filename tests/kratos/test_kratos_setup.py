"""Setup: the island draw (K-11), the hidden simultaneous placement (K-12, KD-45, KD-40), gold
(K-6, K-10), the turn-order draw (K-13), the first turn (KD-31), and the reduced tables (section
7)."""

import pytest
from kratos_kit import RULES, act, ids

from game.core import Chance, Match, SeatConfig
from game.core.playout import seat_configs
from game.kratos import GAME
from game.kratos.tasks import StartTurn


def _match(levels=None, humans=(), seed=3, variants=None, n=9):
    levels = levels or ["heuristic"] * n
    seats = [
        SeatConfig(f"h{i}", "human") if i in humans else SeatConfig(f"a{i}", "ai", lv)
        for i, lv in enumerate(levels)
    ]
    return Match(RULES, GAME.make_config(seats, seed=seed, variants=variants))


def _to_placement(m):
    while isinstance(m.pending, Chance):
        m.step_chance()
    return m


def _to_first_turn(m):
    while not (isinstance(m.pending, tuple) and m.pending[0].kind != "placement"):
        p = m.pending
        if isinstance(p, Chance):
            m.step_chance()
        else:
            act(m, "place_auto", seat=p[0].seat)
    return m


def test_nine_seats_draw_islands_types_and_producers():
    """K-1, K-2, K-10, K-11: three decks drawn with the seeded RNG; every seat gets a primary
    capital with its flag and 3 producers, and a secondary island with 3 producers."""
    m = _to_placement(_match())
    s = m.state
    chances = [e for e in m.log if "chance" in e]
    assert len(chances) == 4  # primary cards, islands, secondary cards, islands
    for q in range(9):
        cap, sec = s.islands[s.capital[q] - 1], s.islands[s.second[q] - 1]
        assert cap.owner == sec.owner == q and cap.flag == q and sec.flag == -1
        assert cap.infra in ("iron", "wheat", "oil") and sec.infra in ("steel", "bread", "gasoline")
        assert sorted(s.pieces[p].kind for p in cap.pieces) == [f"{cap.infra}_producer"] * 3
        assert sorted(s.pieces[p].kind for p in sec.pieces) == [f"{sec.infra}_producer"] * 3


def test_placement_is_hidden_until_everyone_is_done_then_revealed_together():
    """KD-45: one decision per seat, all asked at once; nobody sees another's choices; the
    reveal shows them together."""
    m = _to_placement(_match(humans=(0, 1)))
    assert [d.seat for d in m.pending] == list(range(9))
    act(m, "second:battleship", seat=0)
    act(m, "put:plane:second", seat=0)
    v1 = RULES.view(m.state, 1)
    v0 = RULES.view(m.state, 0)
    assert v0.draft.second_war == "battleship" and v0.draft.to_second == ("plane",)
    assert v1.draft.second_war == "" and v1.placing[0] is False
    assert not any(RULES.view(m.state, q).pieces for q in (0, 1)) or all(
        p.kind.endswith("producer") for p in v1.pieces.values()
    )
    events = []
    for q in range(9):
        while m.state.drafts and not m.state.drafts[q].done:
            options = ids(m, seat=q)
            events += act(m, "place_auto" if "place_auto" in options else options[0], seat=q)
    reveal = next(e for e in events if e.type == "placement_revealed")
    assert reveal.reveal and reveal.visible_to is None
    assert reveal.data["seats"][0]["second_war"] == "battleship"


def test_the_log_tells_once_that_a_seat_has_placed_its_pieces():
    """KD-45: each placement step is a `placing` event (the seat's own choices stay hidden);
    the log says nothing until the seat is done, then one line: a seat placing piece after
    piece does not fill the log with the same line (who is still placing, the desk says)."""
    m = _to_placement(_match(humans=(0,)))
    events = act(m, "second:battleship", seat=0)
    while not m.state.drafts[0].done:
        events += act(m, ids(m, seat=0)[0], seat=0)
    placing = [e for e in events if e.type == "placing"]
    assert len(placing) > 3 and [e.data["done"] for e in placing][-1]
    lines = [RULES.describe_event(e) for e in placing]
    assert lines[:-1] == [None] * (len(placing) - 1)
    assert lines[-1] is not None and lines[-1].key == "kratos.log.placed"
    assert lines[-1].args == {"seat": 0}


def test_the_capital_always_keeps_a_war_piece():
    """K-12: with every war piece sent to the second island, the last one must stay home."""
    m = _to_placement(_match(humans=(0,)))
    act(m, "second:plane", seat=0)
    act(m, "put:battleship:second", seat=0)
    act(m, "put:plane:second", seat=0)
    assert ids(m, seat=0) == ["put:plane:capital"]


def test_default_placement_is_kd40_and_gold_is_dealt():
    """KD-40, K-6, K-10, K-12: a plane on the second island, the rest (and 100 gasoline, 200
    bread) on the capital; 10 000 gold a seat."""
    m = _to_first_turn(_match())
    s = m.state
    assert s.gold == [10_000] * 9
    for q in range(9):
        cap, sec = s.islands[s.capital[q] - 1], s.islands[s.second[q] - 1]
        kinds = sorted(
            s.pieces[p].kind for p in cap.pieces if not s.pieces[p].kind.endswith("producer")
        )
        assert kinds == ["battleship", "merchant", "plane", "plane", "tanker"]
        assert [s.pieces[p].kind for p in sec.pieces if s.pieces[p].kind == "plane"] == ["plane"]
        bread = cap.depots["bread"] + (22 if s.turns_taken[q] else 0)
        assert bread == 200 and cap.depots["gasoline"] == 100
        assert len(s.owned[q]) == 12


def test_turn_order_is_a_seeded_permutation_and_can_be_fixed():
    """K-13, KD-31: a random permutation from the seed; the first seat's upkeep is the first
    thing that happens; 'seat' keeps seat order."""
    a = _to_first_turn(_match(seed=8)).state
    b = _to_first_turn(_match(seed=8)).state
    assert a.turn_order == b.turn_order and sorted(a.turn_order) == list(range(9))
    assert a.active == a.turn_order[0] and a.turns_taken[a.active] == 1
    assert sum(a.turns_taken) == 1  # nothing before the first turn
    c = _to_first_turn(_match(seed=8, variants={"turn_order": "seat"})).state
    assert c.turn_order == list(range(9))


def test_first_turn_pays_upkeep():
    """KD-31: the first turn of each seat includes upkeep (22 at the start)."""
    m = _to_first_turn(_match(seed=5))
    s = m.state
    assert s.capital_of(s.active).depots["bread"] == 200 - 22


@pytest.mark.parametrize("n", range(2, 9))
def test_reduced_tables_deal_n_cards_of_each_deck(n):
    """Section 7: a W x H board of 2N islands; decks of N cards, floor(N/3) of each type plus
    N mod 3 extra types drawn without repetition; 10 000 gold a seat."""
    m = _to_first_turn(_match(n=n, seed=n))
    s = m.state
    assert (s.board.columns, s.board.rows) == RULES.g.reduced[n]
    assert len(s.islands) == 2 * n and sum(s.gold) == 10_000 * n
    caps = sorted(i.infra for i in s.islands if i.flag >= 0)
    for t in ("iron", "wheat", "oil"):
        assert n // 3 <= caps.count(t) <= n // 3 + 1
    extra = s.extra_cards.get("primary", [])
    assert len(extra) == n % 3 and len(set(extra)) == len(extra)
    RULES.check_invariants(s)


def test_passive_seats_place_automatically_and_never_play():
    """Section 7 PASSIVE: no placement asked, turns pass by themselves."""
    m = _to_placement(_match(levels=["passive"] * 3 + ["heuristic"] * 6))
    assert {d.seat for d in m.pending} == set(range(3, 9))
    m = _to_first_turn(m)
    s = m.state
    for _ in range(200):
        p = m.pending
        if isinstance(p, Chance):
            m.step_chance()
        else:
            assert p[0].seat not in (0, 1, 2)
            act(m, "end_turn" if "end_turn" in ids(m) else ids(m)[-1])
        if s.turns_taken[0] >= 2:
            break
    assert s.turns_taken[0] >= 1 and not any(
        isinstance(t, StartTurn) and t.seat in (0, 1, 2) for t in s.agenda[:-1]
    )


def test_same_seed_same_setup():
    """K-5, K-13, 5.3, 5.4: seed + actions = the same game."""
    a = _to_first_turn(_match(n=5, seed=11))
    b = _to_first_turn(_match(n=5, seed=11))
    assert RULES.state_hash(a.state) == RULES.state_hash(b.state)
    c = _to_first_turn(_match(n=5, seed=12))
    assert RULES.state_hash(a.state) != RULES.state_hash(c.state)


def test_setup_through_the_simulator_configs():
    m = Match(RULES, GAME.make_config(seat_configs(["random"] * 2), seed=1))
    _to_first_turn(m)
    RULES.check_invariants(m.state)
    assert m.state.phase == "play" and m.state.round == 1
