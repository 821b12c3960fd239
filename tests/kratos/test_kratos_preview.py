"""What the table works out from a view (game/kratos/preview.py), the rule named for every refusal
(plays.why_not, illegal.py), the public tally of the game-over chart, the digest of what every
seat sees, and the AI levels of the setup screen."""

from __future__ import annotations

import pytest
from kratos_kit import RULES, act, builder, ids, play, scenario

from game.core import Action, IllegalAction, Match
from game.core.playout import play_out
from game.kratos.ai import HeuristicPolicy
from game.kratos.levels import BOLD, CAUTIOUS, BoldPolicy, CautiousPolicy
from game.kratos.model import Item
from game.kratos.preview import Preview, all_supplies, supplies

G = RULES.g


def preview(m: Match, seat: int = 0) -> Preview:
    return Preview(G, RULES.view(m.state, seat))


def refusal(m: Match, seat: int, action_id: str) -> str:
    kind, *args = action_id.split(":")
    typed = tuple(int(a) if a.lstrip("-").isdigit() else a for a in args)
    with pytest.raises(IllegalAction) as caught:
        m.submit(seat, Action(kind, typed))
    return f"{caught.value.ref.rule} {caught.value.ref.key}"


def test_supplies_are_the_upkeep_and_the_turns_it_lasts():
    """K-17, KD-28: 5 per island + 1 per playable piece; KD-14: whole turns of bread left."""
    b = scenario()
    b.island(12, 0, "bread")
    for _ in range(3):
        b.piece("bread_producer", 0, 12)
    b.piece("battleship", 0, (5, 4))
    m = b.match(active=0)
    sup = supplies(G, RULES.view(m.state, 0), 0)
    assert (sup.islands, sup.pieces) == (2, 4)
    assert sup.upkeep == 5 * 2 + 4 and sup.bread == 100 and sup.turns == 100 // 14
    assert sup.gasoline == 10


def test_every_seats_supplies_counted_at_once_are_each_seats_own():
    """K-17, KD-28: all_supplies counts every seat's islands and pieces in one pass; each is
    what supplies says for that seat (the table's nine panels ask for all of them)."""
    b = scenario()
    b.island(12, 0, "bread")
    b.piece("bread_producer", 0, 12)
    b.piece("battleship", 0, (5, 4))
    b.piece("merchant", 1, (6, 5))
    m = b.match(active=0)
    for seat in (None, 0, 1):
        v = RULES.view(m.state, seat)
        every = all_supplies(G, v)
        assert every == tuple(supplies(G, v, q) for q in range(v.n))
        assert (every[0].islands, every[0].pieces) == (2, 2)
        assert every[1].pieces >= 1


def test_the_preview_of_a_move_and_a_shot_is_what_the_engine_then_offers():
    """Section 4, K-27, KD-4, KD-5: the preview from the view equals the engine's options."""
    b = scenario()
    ship = b.piece("battleship", 0, (5, 4))
    b.piece("merchant", 1, (6, 5))
    b.mine((4, 4))
    m = b.match(active=0, die=6)
    pv = preview(m)
    moves, targets = pv.moves(ship), pv.targets(ship)
    play(m, ship, "declare:MOVE")
    assert {a.id for a in moves} == set(ids(m))
    act(m, ids(m)[0])
    b2 = scenario()
    ship2 = b2.piece("battleship", 0, (5, 4))
    b2.piece("merchant", 1, (6, 5))
    m2 = b2.match(active=0)
    play(m2, ship2, "declare:SHOOT")
    assert {a.id for a in targets} | {"hold_fire"} == set(ids(m2))
    path = preview(m2).path(ship2, G.geometry(G.default_spec).node_at(6, 4), "go")
    assert path[0] == G.geometry(G.default_spec).node_at(5, 4) and len(path) == 2


def test_each_impossible_declaration_names_its_rule():
    """KD-1: a declaration not offered says why: KD-16 (no gasoline), K-20 (not yours), KD-7
    (cargo cannot shoot), K-48 (submerged), K-33 (not docked), K-51 and K-43 (producers)."""
    b = builder()
    b.capital(0, 1, "wheat", bread=100, gasoline=0)
    ship = b.piece("battleship", 0, (6, 9))
    b.island(12, 0, "bread", wheat=0)
    baker = b.piece("bread_producer", 0, 12)
    b.island(13, 0, "iron", iron=500)
    miner = b.piece("iron_producer", 0, 13)
    wrong = b.piece("wheat_producer", 0, 13)
    carrier = b.piece("carrier", 0, (9, 9))
    plane = b.piece("plane", 0, aboard=carrier)
    sub = b.piece("submarine", 0, (14, 9), submerged=True)
    tanker = b.piece("tanker", 0, (16, 9))
    theirs = b.piece("battleship", 1, (20, 9))
    m = b.match(active=0)
    pv = preview(m)

    def why(pid: int, decl: str) -> str:
        ref = dict(pv.declarations(0, pid))[decl]
        assert ref is not None, f"{decl} is possible"
        return f"{ref.rule} {ref.key.rsplit('.', 1)[-1]}"

    assert why(ship, "MOVE") == "KD-16 no_gasoline"
    assert why(ship, "SHOOT") == "KD-1 no_target"
    assert why(baker, "PRODUCE") == "K-51 no_raw"
    assert why(miner, "PRODUCE") == "K-43 depot_full"
    assert why(wrong, "PRODUCE") == "K-51 wrong_infrastructure"
    assert why(plane, "SHOOT") == "KD-7 cargo_cannot_shoot"
    assert why(sub, "SHOOT") == "K-48 submerged_cannot_shoot"
    assert why(tanker, "CARGO_ONLY") == "K-33 not_docked"
    assert why(theirs, "MOVE") == "K-20 foreign_piece"
    assert refusal(m, 0, f"piece:{theirs}") == "K-20 kratos.illegal.not_yours"
    act(m, f"piece:{ship}")
    assert refusal(m, 0, "declare:MOVE") == "KD-16 kratos.illegal.no_gasoline"


def test_a_piece_that_has_played_and_a_turn_not_yours_are_named():
    """K-20: one play per piece per turn; K-15: only the seat whose turn it is plays."""
    b = scenario()
    ship = b.piece("battleship", 0, (5, 4))
    b.piece("plane", 0, (8, 8))  # so that the turn goes on
    m = b.match(active=0)
    play(m, ship, "pass")
    assert refusal(m, 0, f"piece:{ship}") == "K-20 kratos.illegal.already_played"
    assert preview(m, 1).why_not_eligible(1, ship).rule == "K-15"


def test_an_offer_the_view_knows_cannot_go_out_says_why():
    """K-6: more gold than the seat holds free; KD-36: a capital is never in an offer."""
    m = scenario().match(active=0)
    pv = preview(m)
    too_much = (Item("gold", 0, 1, amount=20_000, timing="now"),)
    assert pv.offer_refusal(0, 1, too_much).rule == "K-6"
    capital = (Item("island", 0, 1, island=1),)
    assert pv.offer_refusal(0, 1, capital).rule == "KD-36"
    assert pv.offer_refusal(0, 1, (Item("gold", 0, 1, amount=500, timing="now"),)) is None


def test_the_tally_records_every_round_and_the_end():
    """KD-37 (vii): islands and pieces per seat when play began, after every round, at the end."""
    m = Match(RULES, RULES_CONFIG())
    play_out(m, [HeuristicPolicy() for _ in range(9)], max_steps=60_000)
    s = m.state
    rounds = [r for r, _i, _p in s.tally]
    assert rounds[0] == 0 and rounds == sorted(rounds) and rounds[-1] == s.ended_round
    assert len(rounds) >= s.ended_round
    last_islands, last_pieces = s.tally[-1][1], s.tally[-1][2]
    assert sum(last_islands) == len(s.islands)
    assert last_pieces == tuple(len(owned) for owned in s.owned)
    assert RULES.view(s, None).tally == tuple(s.tally)


def RULES_CONFIG():
    from game import registry

    game = registry.get("kratos")
    from game.core import SeatConfig

    return game.make_config([SeatConfig(f"S{i}", "ai") for i in range(9)], seed=31)


def test_the_digest_of_what_every_seat_sees_follows_each_seats_secrets():
    """6.4: the saves' proof of replay changes with a private figure (K-6 gold) as with the
    board, and is the same for the same position."""
    m = scenario().match(active=0)
    h = RULES.observed_hash(m.state, 9)
    assert RULES.observed_hash(m.state.clone(), 9) == h
    s = m.state.clone()
    s.gold[3] += 500
    s.gold[4] -= 500
    assert RULES.observed_hash(s, 9) != h, "a hidden gold total counts"
    s2 = m.state.clone()
    s2.islands[0].depots["bread"] += 1
    assert RULES.observed_hash(s2, 9) != h


def test_the_setup_levels_fix_the_aggression():
    """KD-37 (viii): cautious and bold seats keep their aggression whatever their seat."""
    assert all(CautiousPolicy().aggression(q) == CAUTIOUS for q in range(9))
    assert all(BoldPolicy().aggression(q) == BOLD for q in range(9))
    seats = [HeuristicPolicy().aggression(q) for q in range(9)]
    assert min(seats) > CAUTIOUS and max(seats) < BOLD


def test_the_digest_reads_offers_permissions_and_drafts_as_astuple_did():
    """6.4: the saves' proof of replay is read from plain records without astuple's deep copies;
    each record the digest reads gives the very tuple astuple gives, so the digests saved by
    earlier versions still check (a record holding another record would break this)."""
    from dataclasses import astuple

    from game.kratos.model import DraftView, OfferView, Permission
    from game.kratos.views import _row

    item = Item("deliver", 1, 2, amount=500, timing="done", material="bread", lots=1, island=6)
    offer = OfferView(
        7, 1, 2, (item,), (3, 1, 7), 2, 4, -1, "accepted", 4, (0, 500), (False, True), (0, 1)
    )
    records = [
        item,
        Permission(7, 1, 2, "load_goods", 6, "bread", -1, 1, 4),
        DraftView("plane", ("tanker", "merchant"), 2, 40, 100, False),
    ]
    for record in records:
        assert _row(record) == astuple(record)
    # an offer's items are read one by one (below), the rest of it whole
    assert _row(offer)[4:] == astuple(offer)[4:]
    assert [_row(i) for i in offer.items] == [astuple(i) for i in offer.items]
