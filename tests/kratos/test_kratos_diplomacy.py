"""Trade and diplomacy (section 6, KD-34, KD-36, KD-43, KD-47): offers as typed objects, gold
reserved and escrowed, standing actions of human seats, AI diplomacy decisions and answers,
DELIVER counting, lapses, the honour system, and what views may show."""

import pytest
from kratos_kit import RULES, act, builder, ids, inode, kind, play, roll, submit

from game.core import Action, Chance, IllegalAction
from game.kratos.offers import encode, parse


def _table(humans=(0, 1, 2), n=3, **kw):
    b = builder(n=n, humans=humans, **kw)
    for q, k in enumerate((1, 6, 11)[:n]):
        b.capital(q, k, bread=100, gasoline=10)
        b.piece("battleship", q, k)
    return b


def _offer(m):
    return max([*m.state.offers, *m.state.history])


def test_items_have_a_text_form_that_round_trips():
    """6.1: GOLD, PIECE, ISLAND, DELIVER, PERMISSION and PROMISE items in the action log."""
    text = (
        "gold,0,1,1500,done;piece,1,0,7;island,1,0,12;deliver,1,0,bread,2,1;"
        "permit,1,0,load_goods,12,bread,-1,2;promise,0,1,non_aggression,1,3;promise,1,0,text,peace%2C%20friends"
    )
    items = parse(text)
    assert encode(items) == text and items[-1].text == "peace, friends"
    with pytest.raises(ValueError):
        parse("gold,0,1")


def test_a_capital_cannot_be_offered():
    """KD-36: an ISLAND item naming a capital is refused; another island is fine."""
    b = _table()
    b.island(12, 1, "bread")
    m = b.match(active=0)
    with pytest.raises(IllegalAction) as err:
        submit(m, 1, "send", 0, "island,1,0,6", "next")
    assert err.value.ref.rule == "KD-36"
    submit(m, 1, "send", 0, "island,1,0,12", "next")


def test_gold_is_reserved_when_sent_and_returned_when_rejected():
    """6.2, K-6: the proposer's gold leaves its free gold at once; reject gives it back; the
    table total never changes."""
    m = _table().match(active=0)
    s = m.state
    submit(m, 0, "send", 1, "gold,0,1,2500,now", "next")
    assert s.gold[0] == 7500 and sum(s.gold) + 2500 == 30_000
    view = RULES.view(s, 0)
    assert view.reserved == 2500 and view.gold == 7500
    submit(m, 1, "reject", _offer(m))
    assert s.gold[0] == 10_000 and s.history[_offer(m)].status == "rejected"


def test_a_closed_offers_view_is_made_once_and_shown_to_its_parties_only():
    """6.4, KD-47: a closed offer never changes again, so every later view (one seat's, or
    several read together as a LAN host does each step) shows the one view made of it, to its
    parties only; an open offer's view follows it."""
    m = _table().match(active=0)
    submit(m, 0, "send", 1, "gold,0,1,2500,now", "next")
    closed = _offer(m)
    submit(m, 1, "reject", closed)
    submit(m, 0, "send", 1, "gold,0,1,1000,now", "next")
    first = RULES.view(m.state, 0).offers
    again = RULES.views(m.state, [0, 1, 2])
    assert [o.status for o in first] == ["rejected", "pending"] and first[0].id == closed
    assert again[0].offers[0] is first[0] and again[1].offers[0] is first[0]
    assert again[0].offers == first and again[2].offers == ()
    assert again[0].offers[1] is not first[1]  # open: read again at every view


def test_nobody_commits_more_gold_than_it_holds_free():
    """6.2: a send or an accept beyond the free gold is refused, and only that seat is told."""
    m = _table().match(active=0)
    with pytest.raises(IllegalAction) as err:
        submit(m, 0, "send", 1, "gold,0,1,10500,now", "next")
    assert err.value.ref.rule == "K-6" and err.value.seat == 0
    submit(m, 0, "send", 1, "gold,1,0,9000,now", "next")  # asks seat 1 for 9000
    submit(m, 1, "send", 2, "gold,1,2,5000,now", "next")  # seat 1 reserves 5000 elsewhere
    with pytest.raises(IllegalAction):
        submit(m, 1, "accept", 1)


def test_an_accepted_offer_pays_now_and_escrows_the_rest():
    """6.2: GOLD NOW moves on acceptance; ON_COMPLETION waits in escrow for the other side's
    items; an offer with nothing left open is completed."""
    m = _table().match(active=0)
    s = m.state
    submit(m, 0, "send", 1, "gold,0,1,1000,now;deliver,1,0,bread,1,1;gold,0,1,500,done", "next")
    oid = _offer(m)
    submit(m, 1, "accept", oid)
    o = s.offers[oid]
    assert s.gold[1] == 11_000 and o.held == [0, 0, 500] and o.status == "accepted"
    assert RULES.view(s, 0).escrow == 500 and RULES.view(s, 1).escrow == 0


def test_offers_lapse_at_their_answer_by():
    """KD-43: by default at the end of the recipient's next turn; `turn`: the end of this one."""
    m = _table().match(active=0)
    s = m.state
    submit(m, 0, "send", 1, "gold,0,1,500,now", "next")
    late = _offer(m)
    submit(m, 0, "send", 2, "gold,0,2,500,now", "turn")
    soon = _offer(m)
    act(m, "end_turn")
    assert s.history[soon].status == "expired" and late in s.offers
    roll(m, 3)
    act(m, "end_turn")  # seat 1's turn ends: its answer was due
    assert s.history[late].status == "expired" and s.gold[0] == 10_000


def test_a_counter_offer_replaces_the_offer_and_cannot_be_countered():
    """6.1, KD-47: the recipient answers with an offer back; the original is `countered`."""
    m = _table().match(active=0)
    s = m.state
    submit(m, 0, "send", 1, "gold,0,1,500,now", "next")
    first = _offer(m)
    submit(m, 1, "counter", first, "gold,0,1,1500,now")
    second = _offer(m)
    assert s.history[first].status == "countered" and s.gold[0] == 10_000
    assert s.offers[second].proposer == 1 and s.offers[second].parent == first
    with pytest.raises(IllegalAction) as err:
        submit(m, 0, "counter", second, "gold,0,1,1000,now")
    assert err.value.ref.rule == "KD-47"


def test_ai_recipients_answer_at_once_and_humans_find_offers_in_their_inbox():
    """KD-47, 6.4: an offer to an AI puts its answer decision on top; an offer to a human waits
    and is announced (to it only) at the start of its turn."""
    b = _table(humans=(0,))
    m = b.match(active=0)
    submit(m, 0, "send", 1, "gold,0,1,500,now", "next")
    assert kind(m) == "answer" and m.pending[0].seat == 1
    act(m, "accept_offer:1")
    assert m.state.gold[1] == 10_500
    b = _table(humans=(0, 1))
    m = b.match(active=0)
    submit(m, 0, "send", 1, "gold,0,1,500,now", "next")
    assert kind(m) == "choose_play" and m.pending[0].seat == 0
    events = act(m, "end_turn")
    events += roll(m, 3)
    inbox = next(e for e in events if e.type == "inbox")
    assert inbox.visible_to == (1,) and inbox.data["waiting"] == 1


def test_passive_seats_refuse_every_offer():
    """Section 7: a PASSIVE seat accepts no deals."""
    b = _table(humans=(0,), levels={1: "passive"})
    m = b.match(active=0)
    submit(m, 0, "send", 1, "gold,0,1,500,now", "next")
    assert m.state.history[_offer(m)].status == "rejected" and m.state.gold[0] == 10_000


def test_an_ai_seat_sends_at_most_three_offers_after_its_roll():
    """KD-47, T4: a diplomacy decision of its own turn, right after the speed roll."""
    b = builder(n=3, humans=(1, 2))
    b.capital(0, 1, bread=10, gasoline=10)
    b.piece("battleship", 0, 1)
    for q, k in ((1, 6), (2, 11)):
        b.capital(q, k, bread=400, gasoline=10)
        b.piece("battleship", q, k)
        b.piece("merchant", q, k)
    m = b.match(active=0, upkeep=True)
    roll(m, 3)
    sent = 0
    while kind(m) == "diplomacy":
        proposals = [o for o in ids(m) if o.startswith("propose")]
        assert proposals
        act(m, proposals[0])
        sent += 1
    assert sent == 3


def test_one_unload_counts_for_one_delivery_the_oldest():
    """KD-47, 6.2: two open DELIVER items of bread to the same island: one unload completes the
    older only."""
    b = _table()
    merchant = b.piece("merchant", 1, (4, 3), goods="bread")
    m = b.match(active=1)
    s = m.state
    for price in (500, 1000):
        submit(m, 0, "send", 1, f"deliver,1,0,bread,1,1;gold,0,1,{price},done", "next")
        submit(m, 1, "accept", _offer(m))
    first, second = sorted(s.offers)
    play(m, merchant, "declare:MOVE", f"move:{inode(1)}:go", "unload:goods:bread")
    assert s.history[first].status == "completed" and s.offers[second].delivered == [0, 0]
    assert s.gold[1] == 10_500


def test_eliminated_seats_lose_their_deals_and_the_gold_goes_back():
    """KD-47, 3.7, K-69: open offers and permissions of an eliminated seat lapse; escrow returns
    to its payer; the eliminated seat keeps its gold (KD-35)."""
    b = builder(humans=(0, 1))
    b.capital(0, 1, bread=100, gasoline=10)
    b.capital(1, 6, bread=100, gasoline=10)
    b.piece("battleship", 1, 6, heeled=True)
    ship = b.piece("battleship", 0, (7, 4))
    plane = b.piece("plane", 0, (7, 5))
    m = b.match(active=0, die=3)
    s = m.state
    submit(m, 0, "send", 1, "deliver,1,0,bread,1,1;gold,0,1,2000,done", "next")
    submit(m, 1, "accept", _offer(m))
    assert s.gold[0] == 8000
    defender = next(p for p in s.islands[5].pieces if s.pieces[p].kind == "battleship")
    play(m, ship, "declare:SHOOT", f"target:piece:{defender}", "die:1")
    play(m, plane, "declare:MOVE", f"move:{inode(6)}:go")
    assert not s.alive(1)
    assert s.history[_offer(m)].status == "void" and s.gold[0] == 10_000
    assert s.gold[1] == 10_000 and sum(s.gold) == 90_000


def test_honour_system_lets_the_giver_break_a_deal():
    """KD-34, 6.3: the giver is asked; refusing breaks the deal, shown to both; gold paid NOW
    stays paid, escrow goes back."""
    b = _table(variants={"deals": "honour"})
    tanker = b.piece("tanker", 1, 6)
    m = b.match(active=0)
    s = m.state
    submit(m, 0, "send", 1, f"piece,1,0,{tanker};gold,0,1,1000,now;gold,0,1,500,done", "next")
    submit(m, 1, "accept", _offer(m))
    assert s.gold[1] == 11_000
    act(m, "end_turn")
    events = roll(m, 3)
    assert kind(m) == "honour" and m.pending[0].seat == 1
    events += act(m, f"refuse:{_offer(m)}")
    broken = next(e for e in events if e.type == "offer_broken")
    assert broken.visible_to == (0, 1)
    assert s.gold == [9000, 11_000, 10_000]  # 1000 NOW stays paid, the 500 escrow returns
    assert s.pieces[tanker].owner == 1 and sum(s.gold) == 30_000


def test_binding_deals_run_themselves():
    """KD-34 (binding, the default), 6.2: a piece deal accepted in the giver's own turn runs at
    once, before its next play."""
    b = _table()
    tanker = b.piece("tanker", 0, 1)
    m = b.match(active=0)
    submit(m, 1, "send", 0, f"piece,0,1,{tanker};gold,1,0,1000,now", "next")
    submit(m, 0, "accept", _offer(m))
    assert m.state.pieces[tanker].owner == 1 and tanker in m.state.played


def test_promises_are_recorded_and_never_enforced():
    """6.2: a PROMISE is shown to the two parties only."""
    b = _table()
    ship = b.piece("battleship", 0, (7, 4))
    m = b.match(active=0)
    submit(m, 0, "send", 1, "promise,0,1,non_aggression,1,5", "next")
    submit(m, 1, "accept", _offer(m))
    assert m.state.history[_offer(m)].status == "completed"
    assert any(o.id == _offer(m) for o in RULES.view(m.state, 1).offers)
    assert not any(o.id == _offer(m) for o in RULES.view(m.state, 2).offers)
    play(m, ship, "declare:SHOOT")  # nothing stops the shot
    assert kind(m) == "shoot"


def test_a_seat_may_show_its_gold_to_chosen_seats():
    """6.4, K-6: the engine vouches for the total; only that seat sees it."""
    m = _table().match(active=0)
    submit(m, 0, "send", 1, "gold,0,1,500,now", "next")
    events = submit(m, 0, "reveal", 2)
    assert events[0].data["amount"] == 10_000 and events[0].visible_to == (0, 2)
    assert RULES.view(m.state, 2).revealed == ((0, 2, 10_000, 1),)
    assert RULES.view(m.state, 1).revealed == ()


def test_views_never_show_other_gold_or_offers_between_others():
    """6.4: never another seat's gold; never offers between two other seats; determinize keeps
    the view."""
    m = _table().match(active=0)
    submit(m, 0, "send", 1, "gold,0,1,2000,done;deliver,1,0,bread,1,1", "next")
    submit(m, 1, "accept", _offer(m))
    v2 = RULES.view(m.state, 2)
    assert v2.gold == 10_000 and not v2.offers
    assert "8000" not in repr(v2) and "2000" not in repr(v2)
    from game.core.plain import to_plain
    from game.core.rng import Rng

    for seat in range(3):
        v = RULES.view(m.state, seat)
        s2 = RULES.determinize(v, seat, Rng(seat))
        RULES.check_invariants(s2)
        assert to_plain(RULES.view(s2, seat)) == to_plain(v)


def test_ai_answers_value_bread_by_its_need():
    """6.5: an AI short of bread pays for a delivery; a well-fed one does not."""
    from game.kratos.ai import HeuristicPolicy

    for bread, expect in ((10, "accept_offer"), (400, "reject_offer")):
        b = builder(n=3, humans=(1,))
        b.capital(0, 1, bread=bread, gasoline=10)
        b.piece("battleship", 0, 1)
        b.capital(1, 6, bread=300, gasoline=10)
        b.piece("merchant", 1, 6)
        b.piece("battleship", 1, 6)
        m = b.match(active=1)
        submit(m, 1, "send", 0, "deliver,1,0,bread,1,1;gold,0,1,1000,done", "next")
        d = m.pending[0]
        assert d.seat == 0 and d.kind == "answer"
        choice = HeuristicPolicy().choose(RULES.view(m.state, 0), d, None)
        assert choice.kind == expect or (
            expect == "reject_offer" and choice.kind == "counter_offer"
        )


def test_standing_actions_are_for_humans_in_play_only():
    """KD-47: AI seats never take standing actions; nothing is traded during setup."""
    m = _table(humans=(0,)).match(active=0)
    assert RULES.why_illegal(m.state, 1, Action("reveal", (0,))).rule == "KD-47"
    assert Action("reveal", (1,)) in RULES.standing_actions(m.state, 0)
    from game.core import Match
    from game.kratos.position import config

    setup = Match(RULES, config(3, humans=(0,)))
    assert not RULES.is_standing(setup.state, 0, Action("reveal", (1,)))
    assert isinstance(setup.pending, Chance)
