"""What each seat may know (SAND-69): views, private events and determinization."""

from sandcastles.sc_helpers import A, B, C, build, draw_beach, pos, rules, submit

from game.core.plain import to_plain
from game.core.rng import Rng

BEACH = ["crab:dead_end", "bucket:dead_end", "seagull:dead_end"]
HANDS = {
    A: ["crab:corner", "bucket-attack", "seagull:dead_end"],
    B: ["bucket:corner", "crab-attack", "crab:tee"],
    C: ["seagull:corner", "seagull-attack", "bucket:tee"],
}
CASTLE = ["crab:four_way(N,E,S,W)@(0,0)", "seagull:corner(N,W)@(0,0)^"]


def test_hands_are_secret_and_castles_public_with_their_covered_tiles():
    """SAND-69, AMB-42."""
    m = pos(3, hands=HANDS, castles=[(B, CASTLE)], beach=BEACH)
    view = rules().view(m.state, A)
    assert view.hand == tuple(m.state.hands[A]) and view.hand_counts == (3, 3, 3)
    plain = str(to_plain(view))
    for card in m.state.hands[B] + m.state.hands[C]:
        assert card not in view.hand
    assert len(view.castles[0].cells[0][2]) == 2  # the covered four-way is in view
    spectator = rules().view(m.state, None)
    assert spectator.hand == () and "hands" not in plain


def test_the_deck_has_no_order_and_the_big_waves_depth_is_nowhere():
    """SAND-69, SAND-8 step 4: two states that differ only in what the deck holds, or in
    another seat's hand, look the same to a seat."""
    m1 = pos(3, hands=HANDS, beach=BEACH, agenda=[])
    other = dict(HANDS)
    other[B] = ["bucket:straight", "seagull:straight", "crab:straight"]
    m2 = pos(3, hands=other, beach=BEACH, agenda=[])
    assert to_plain(rules().view(m1.state, A)) == to_plain(rules().view(m2.state, A))
    assert to_plain(rules().view(m1.state, B)) != to_plain(rules().view(m2.state, B))
    assert rules().view(m1.state, A).deck_count == len(m1.state.deck) + 1  # the wave in it


def test_a_card_drawn_from_the_deck_is_seen_by_its_drawer_only():
    """SAND-69, SAND-28: others see that a deck card was drawn, not which."""
    m = pos(3, hands=HANDS, beach=BEACH)
    build(m, A, "crab:corner", "new", (0, 0), "NE")
    submit(m, "deck")
    events = m.step_chance()
    drawn = events[0]
    assert drawn.seen_by(A).data["card"] == m.state.hands[A][-1]
    assert drawn.seen_by(B).data == {"seat": A} and drawn.seen_by(None).data == {"seat": A}
    label = rules().describe_event(drawn.seen_by(B))
    assert label is not None and label.key == "sandcastles.log.drew_hidden"


def test_a_swap_shows_the_beach_card_but_not_the_card_given_up():
    """SAND-69, SAND-27, AMB-13: the giver's own view keeps it; in solo the pile is face up."""
    m = pos(3, hands=HANDS, beach=BEACH)
    submit(m, "swap")
    given = m.state.hands[A][0]
    submit(m, "give", given)
    draw_beach(m, A, "crab:dead_end")
    assert rules().view(m.state, A).known_discards == (given,)
    assert rules().view(m.state, B).known_discards == ()
    assert rules().view(m.state, B).discard_counts[A] == 1
    solo = pos(1, hands={A: HANDS[A]}, beach=BEACH, display=["SH-I3"])
    submit(solo, "swap")
    given = solo.state.hands[A][0]
    submit(solo, "give", given)
    draw_beach(solo, A, "crab:dead_end")
    assert given in rules().view(solo.state, A).known_discards


def test_determinize_rebuilds_a_state_that_looks_the_same():
    """SAND-69: the sampled hands come only from cards the seat cannot place."""
    m = pos(3, hands=HANDS, castles=[(B, CASTLE)], beach=BEACH, banks={C: ["crab:straight"]})
    for seat in (A, B, C):
        view = rules().view(m.state, seat)
        for k in range(3):
            sampled = rules().determinize(view, seat, Rng(k))
            rules().check_invariants(sampled)
            assert to_plain(rules().view(sampled, seat)) == to_plain(view)
            others = [c for q in range(3) if q != seat for c in sampled.hands[q]]
            public = set(m.state.beach) | set(m.state.banks[C]) | set(m.state.hands[seat])
            assert not public & set(others)
