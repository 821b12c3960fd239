"""The heuristic AI: it beats random seats, reads only its view, and plays a few telling
positions the way its features say (completing castles, the shared castle, answering
attacks). Larger tournaments and the solo rate: tests/bench/bench_sandcastles.py."""

from sandcastles.sc_helpers import A, B, C, decision, pos, rules

from game import registry
from game.core import Action
from game.core.playout import new_match, play_out
from game.core.rng import Rng
from game.sandcastles.ai import HeuristicPolicy
from game.sandcastles.tasks import Act, DuelRefill, NextTurn

BEACH = ["crab:dead_end", "bucket:dead_end", "seagull:dead_end"]


def wins(levels, seeds):
    game = registry.get("sandcastles")
    tally = [0] * len(levels)
    for seed in seeds:
        m, policies = new_match(game, rules(), levels, seed)
        out = play_out(m, policies)
        assert not out.capped
        for seat in out.result.winners:
            tally[seat] += 1
    return tally


def test_heuristic_beats_random_in_both_seats_of_a_two_player_game():
    """SAND-53 to SAND-58: the shared-castle game, the AI first and second."""
    assert wins(["heuristic", "random"], range(8))[0] >= 7
    assert wins(["random", "heuristic"], range(8))[1] >= 7


def test_heuristic_beats_random_seats_in_a_larger_game():
    """SAND-51: one heuristic seat against four random ones wins most games."""
    assert wins(["random", "random", "heuristic", "random", "random"], range(6))[2] >= 4


def choose(m, seat):
    return HeuristicPolicy().choose(rules().view(m.state, seat), decision(m), Rng(0))


def test_it_reads_only_its_view():
    """SAND-69: other hands changed, the same view, the same choice."""
    hands = {A: ["crab:dead_end", "bucket:corner", "seagull-attack"], C: ["crab:corner"] * 3}
    castle = [(A, ["crab:dead_end(E)@(0,0)"]), (B, ["crab:dead_end(S)@(0,0)"])]
    m1 = pos(3, hands={**hands, B: ["bucket-attack", "crab:tee", "crab:tee"]}, castles=castle,
             beach=BEACH)  # fmt: skip
    m2 = pos(3, hands={**hands, B: ["bucket:straight", "crab:straight", "seagull:tee"]},
             castles=castle, beach=BEACH)  # fmt: skip
    assert choose(m1, A) == choose(m2, A)


def test_it_completes_a_castle_when_it_can():
    """SAND-40: closing the castle pays at once."""
    m = pos(3, hands={A: ["bucket:dead_end", "seagull:four_way", "crab:tee"],
                      B: ["bucket:tee"] * 3, C: ["seagull:tee"] * 3},
            castles=[(A, ["crab:dead_end(E)@(0,0)", "crab:straight(E,W)@(1,0)"])],
            display=["SH-I3"], beach=BEACH)  # fmt: skip
    action = choose(m, A)
    assert action == Action("build", (m.state.hands[A][0],))


def test_it_answers_an_attack_it_can_beat():
    """SAND-33: a counter keeps the tile and scores the fight."""
    m = pos(3, hands={A: ["bucket-attack", "crab:corner", "crab:corner"],
                      B: ["crab-attack", "crab:corner", "crab:corner"], C: ["crab:tee"] * 3},
            castles=[(B, ["seagull:dead_end(E)@(0,0)", "crab:straight(E,W)@(1,0)"])],
            beach=BEACH)  # fmt: skip
    m.submit(A, Action("attack", (m.state.hands[A][0],)))
    assert decision(m).seat == B and choose(m, B).kind == "play"


def second_action(hand_a):
    """A 2-player position at A's second action, the shared castle open at (0,0)->E."""
    return pos(2, hands={A: hand_a, B: ["crab:tee", "bucket:tee", "seagull:tee", "crab:corner"]},
               castles=[(-1, ["bucket:dead_end(E)@(0,0)"])], beach=BEACH,
               agenda=[NextTurn(A), DuelRefill(A), Act(A, 2)])  # fmt: skip


def test_two_players_it_completes_the_shared_castle_and_gifts_nothing():
    """SAND-54, SAND-58, AMB-24: a second action that completes the shared castle scores it
    for the AI; without one, the AI does not open the shared castle further for the
    opponent to finish."""
    m = second_action(["crab:dead_end", "crab:tee", "bucket:tee"])
    assert choose(m, A) == Action("build", (m.state.hands[A][0],))
    m = second_action(["crab:tee", "bucket:tee", "seagull:tee"])
    assert choose(m, A).kind != "build"


def test_solo_it_wins_some_games():
    """SAND-60, SAND-70: the heuristic player wins solo games (the rate is in the bench)."""
    assert wins(["heuristic"], range(12))[0] >= 1


def self_play(seats: int, seed: int, limit: int):
    """The decisions of a seeded game of heuristic seats, `limit` at most: for each, its
    number, the decision, the seat's view and the action its policy takes (played once the
    caller has looked at them)."""
    r = rules()
    m, policies = new_match(registry.get("sandcastles"), r, ["heuristic"] * seats, seed)
    asked = 0
    while not m.is_over and asked < limit:
        if m.chance_pending:
            m.step_chance()
            continue
        d = decision(m)
        view = r.view(m.state, d.seat)
        action = policies[d.seat].choose(view, d, Rng(asked))
        yield asked, d, view, action
        m.submit(d.seat, action)
        asked += 1


def test_its_memory_never_changes_a_choice():
    """SAND-69: what a seat's policy remembers between decisions (ai_memory: gains by castle,
    by castle layout and card kind, plans by walls) only saves work. Every decision of seeded
    games, at 2 and 3 seats, is also put to a policy that remembers nothing: the same action."""
    for seats, seed in ((2, 3), (3, 1)):
        asked = 0
        for n, d, view, action in self_play(seats, seed, 220):
            assert HeuristicPolicy().choose(view, d, Rng(n)) == action, (seats, seed, n)
            asked = n + 1
        assert asked >= 150


def test_castles_laid_out_alike_are_weighed_once():
    """SAND-19: a seat's single tiles alike are one castle to weigh: the lesser id stands for
    the others (a tie goes to it), and a castle of another layout or owner stays."""
    from game.sandcastles.ai import Brain, catalogue, distinct_castles

    m = pos(2, hands={A: ["crab:corner", "bucket:tee", "crab:tee"]},
            castles=[(A, ["crab:dead_end(E)@(0,0)"]), (A, ["crab:dead_end(E)@(0,0)"]),
                     (A, ["crab:dead_end(S)@(0,0)"]), (A, ["crab:dead_end(E)@(0,0)"])],
            beach=BEACH)  # fmt: skip
    b = Brain(catalogue(), rules().view(m.state, A))
    own = b.own_castles()
    assert len(own) == 4
    kept = distinct_castles(b, False, False)
    alike = [c.cid for c in own if b.layout_of(c) == b.layout_of(own[0])]
    assert len(alike) == 3 and [c.cid for c in kept if c.cid in alike] == [min(alike)]
    assert len(kept) == 2


def test_its_shortcuts_agree_with_the_geometry():
    """SAND-18, SAND-32: what the AI works out about a tile placed (the open ends left, from
    the castle's own: `front_with`), whether one more tile might then complete it (counted
    by `_may_close`, gathered by `_closers`; another tile's wall sets there that might
    complete it, `seal_walls`, SAND-19b, SAND-20), the shapes it can grow into (`grow_into`, which
    reads small castles from a table and gives up on shapes no larger than the castle, against
    the search `_grow`) and the figures an attack could take
    (`exposure`, which stops looking at a figure once one tile of it can be taken) agree
    with geometry's full answers, for every castle and tile in hand met in a seeded
    2-player game."""
    from game.sandcastles import geometry as geo
    from game.sandcastles.ai import (
        Brain,
        _closers,
        _ends_left,
        _grow,
        _may_close,
        _open_ends,
        _spread,
        catalogue,
        front_with,
        grow_into,
        seal_walls,
        shape_book,
    )
    from game.sandcastles.ai_memory import Geometry
    from game.sandcastles.model import Castle

    checked = stacked = closing = big = closer_walls = completed = 0
    # a castle whose two open ends face one cell: one tile there completes it
    facing_one = pos(2, hands={A: ["seagull:corner", "crab:dead_end", "bucket:tee"]},
                     castles=[(A, ["crab:corner(E,S)@(0,0)", "bucket:corner(S,W)@(1,0)",
                                   "crab:corner(N,W)@(1,1)"])], beach=BEACH)  # fmt: skip
    views = [view for _, _, view, _ in self_play(2, 3, 160)]
    views.append(rules().view(facing_one.state, A))
    one_target = 0
    for view in views:
        b = Brain(catalogue(), view)
        for castle in b.castles.values():
            cells = castle.cells
            figures = [b.g.figure[st[-1] >> 4] for st in cells.values()]
            everyone = sum(
                {1 << f for (x, y), f in zip(cells, figures) if geo.target_ok(cells, x, y)}
            )
            assert b.exposure(dict(cells)) == everyone
            base = b._base(castle)
            shapes = Geometry(base.walls, (1, "", 1.0), tuple(base.front))
            book = shape_book(view.opts.shape_reflection)
            bids = sorted(book.tree)
            grow_into(b, shapes, bids)
            grown = _grow(book, b.odds, base.walls, base.front, bids)
            assert shapes.shapes == grown
            big += len(cells) >= 3 and any(grown.values())
            ends = _open_ends(b, castle)
            spread = _spread(ends)
            for card in {c for c in view.hand if b.g.is_castle(c)}:
                for (x, y), walls in geo.placements(b.g, castle, card).items():
                    for w in walls:
                        st = cells.get((x, y))
                        stacked += st is not None
                        trial = dict(cells)
                        trial[(x, y)] = (card * 16 + w,) if st is None else (*st, card * 16 + w)
                        assert front_with(base, cells, x, y, w) == geo.facing(trial)
                        closers = _closers(ends, cells, x, y, w)
                        left = _ends_left(spread, x, y)
                        assert _may_close(spread, left, cells, x, y, w) == bool(closers)
                        closing += bool(closers)
                        for other in {c for c in view.hand if b.g.is_castle(c)} if closers else ():
                            found = geo.placements(b.g, Castle(-9, castle.owner, trial), other)
                            for cx, cy in closers:
                                at = seal_walls(b.g, trial, cx, cy, other)
                                legal = found.get((cx, cy), [])
                                assert set(at) <= set(legal)
                                for cw in legal:
                                    after = dict(trial)
                                    st2 = after.get((cx, cy))
                                    entry = other * 16 + cw
                                    after[(cx, cy)] = (entry,) if st2 is None else (*st2, entry)
                                    if geo.is_complete(after):
                                        assert cw in at
                                        completed += 1
                                closer_walls += len(at)
                        one_target += len(closers) == 1 and closers <= set(geo.facing(trial))
                        checked += 1
    assert checked > 1_000 and stacked > 50 and closing > 50 and one_target and big > 20
    assert closer_walls > 20 and completed > 5, (closer_walls, completed)


def test_gains_kept_in_memory_are_the_gains_worked_out():
    """SAND-19, SAND-43: the gains of placing a card in a castle that a seat's memory hands
    back (worked out for a castle alike elsewhere, or of other figures no material wants, or
    in a context left and come back to: a shape bonus changing hands) are the very gains
    worked out afresh for that castle: every placement with its gain, and the best."""
    from game.sandcastles.ai import Brain, catalogue, shape_of
    from game.sandcastles.ai_memory import Memory

    memories: dict[int, Memory] = {}
    contexts: dict[int, list[object]] = {}
    checked = returned = shared = 0
    for seats, seed in ((2, 5), (3, 1)):
        memories.clear()
        contexts.clear()
        for _, d, view, _ in self_play(seats, seed, 420):
            memory = memories.setdefault(d.seat, Memory())
            b = Brain(catalogue(), view, memory)
            seen = contexts.setdefault(d.seat, [])
            if seen and memory.context != seen[-1] and memory.context in seen:
                returned += 1
            seen.append(memory.context)
            cards = {c for c in (*view.hand, *view.beach) if b.g.is_castle(c)}
            for castle in b.own_castles():
                for card in cards:
                    kept, fresh = b.spots(castle, card), b._spots_of(castle, card)
                    assert kept[1:] == fresh[1:], (seats, seed, castle.cid, card)
                    assert sorted(kept[0]) == sorted(fresh[0])  # (cells met in another order)
                    checked += 1
            shapes = [shape_of(b, c)[:3] for c in b.own_castles()]
            shared += len(shapes) - len(set(shapes))
    assert checked > 3_000 and returned >= 2 and shared > 20, (checked, returned, shared)


def test_the_unseen_cards_are_the_main_cards_out_of_sight():
    """SAND-69 (a seat sees its hand, the beach, every castle's tiles, the sandbanks, the fight,
    the tile moving, its own discards), SAND-28 (the deck's worth averages the unseen cards),
    SAND-34 (the odds that a hand holds an attack tile): `Brain.unseen` (each castle's cards
    kept in the seat's memory while the castle stays as it is) is every main card the view
    does not show, in order, and the attack tiles among them are counted by figure."""
    from game.sandcastles import ai
    from game.sandcastles.ai_memory import Memory

    memories: dict[int, Memory] = {}
    checked = 0
    for seats, seed in ((2, 4), (1, 3)):
        memories.clear()
        for _, d, view, _ in self_play(seats, seed, 160):
            b = ai.Brain(ai.catalogue(), view, memories.setdefault(d.seat, Memory()))
            shown = {*view.hand, *view.beach, *view.known_discards, *view.moving, *view.fight}
            shown |= {*view.game_hand, *[c for bank in view.banks for c in bank]}
            shown |= {e >> 4 for castle in view.castles for _, _, st in castle.cells for e in st}
            unseen = [c for c in b.g.main_cards if c not in shown]
            assert b.unseen() == unseen and len(unseen) < b.g.n_main
            ai.p_holds(b, 1 - d.seat if seats == 2 else 0, 0)
            attacks = [b.g.figure[c] for c in unseen if b.g.is_attack(c)]
            assert b.unseen_attacks == [*[attacks.count(f) for f in range(3)], len(unseen)]
            checked += 1
    assert checked >= 200


def test_a_castle_alike_elsewhere_gains_alike_and_a_hidden_figure_counts():
    """SAND-19, SAND-20, SAND-23: a seat's castles laid out alike at other cells, or with
    figures no material wants, gain alike (their placements moved: one is worked out, the
    others read from the memory); a seagull stacked hides the figure below, so castles whose
    wanted figures lie on other cells are worked out each."""
    from game.sandcastles.ai import Brain, catalogue, shape_of

    m = pos(2, hands={A: ["seagull:straight", "crab:corner", "bucket:tee"]},
            castles=[(A, ["crab:straight(E,W)@(0,0)", "bucket:dead_end(W)@(1,0)"]),
                     (A, ["crab:straight(E,W)@(4,-2)", "bucket:dead_end(W)@(5,-2)"]),
                     (A, ["bucket:straight(E,W)@(0,0)", "crab:dead_end(W)@(1,0)"]),
                     (A, ["seagull:straight(E,W)@(0,0)", "seagull:dead_end(W)@(1,0)"]),
                     (A, ["seagull:straight(E,W)@(0,0)", "crab:dead_end(W)@(1,0)"])],
            display=["BN-CR3", "BN-BU5", "SH-I3"], beach=BEACH)  # fmt: skip
    b = Brain(catalogue(), rules().view(m.state, A))
    fresh = Brain(catalogue(), rules().view(m.state, A))
    first, moved, swapped, gulls, one_crab = b.own_castles()
    assert shape_of(b, first)[:3] == shape_of(b, moved)[:3]
    assert shape_of(b, first)[:3] != shape_of(b, swapped)[:3]  # (figures swapped: seagulls)
    assert shape_of(b, gulls)[:2] != shape_of(b, one_crab)[:2]
    for card in m.state.hands[A]:
        for castle in (first, moved, swapped, gulls, one_crab):
            kept, worked = b.spots(castle, card), fresh._spots_of(castle, card)
            assert kept[1:] == worked[1:] and sorted(kept[0]) == sorted(worked[0])
        here, there = b.spots(first, card)[1], b.spots(moved, card)[1]
        assert here is not None and there is not None
        assert (there[0], there[1] - 4, there[2] + 2, there[3]) == here
    gull = m.state.hands[A][0]
    assert sorted(b.spots(first, gull)[0]) != sorted(b.spots(swapped, gull)[0])  # (crab/bucket)


def test_a_context_come_back_to_brings_back_its_gains():
    """SAND-43, SAND-44: the gains kept for a context left (the bonuses wanted) come back with
    it, less those of placements that complete a castle when the bonuses held have changed
    meanwhile (what completing pays has), as on a change of the bonuses held alone; the gains
    of starting a castle come back whoever holds the bonuses (SAND-18: no lone tile is
    complete), but not in solo (SAND-60: there they depend on every castle)."""
    from game.sandcastles.ai_memory import Memory

    shape: tuple[tuple[int, ...], ...] = ((0, 0, 2, 1),)
    ends, completes = (((0.5, 0, 1, 8),), (0.5, 0, 1, 8), False), (((2.0, 1, 0, 8),), None, True)
    starts = {(3, 0): ((0.25, 0, 0, 8),)}
    for held, kept in (((), 2), ((("BN-TALLEST", 0, 3),), 1)):
        memory = Memory()
        memory.meet(("ctx", "SH-I3"), (), ())
        memory.spots = {(0, shape, (), 1): (ends, 0, 0), (0, shape, (), 2): (completes, 0, 0)}
        memory.starts, memory.start_walls = dict(starts), {(0, 8, 0): 0.25}
        memory.meet(("ctx",), (), ())
        assert memory.spots == {} and memory.starts == {} and memory.start_walls == {}
        memory.meet(("ctx", "SH-I3"), held, ())
        assert len(memory.spots) == kept and memory.spots[(0, shape, (), 1)] == (ends, 0, 0)
        assert memory.starts == starts and memory.start_walls == {(0, 8, 0): 0.25}
    memory = Memory()
    memory.meet(("solo", "SH-I3"), (), ())
    memory.starts, memory.start_walls = dict(starts), {(0, 8, 0): 0.25}
    memory.meet(("solo",), (), ())
    memory.meet(("solo", "SH-I3"), (), ())
    assert memory.starts == {} and memory.start_walls == {}


def many_castles():
    """Seat A's five castles of five layouts (more than CARD_CASTLES): one a tile from complete
    (a crab dead end facing west at (2, 0) closes it), the others open on two to four sides."""
    m = pos(3, hands={A: ["crab:dead_end", "bucket:tee", "crab:corner"],
                      B: ["bucket:tee"] * 3, C: ["seagull:tee"] * 3},
            castles=[(A, ["crab:four_way(N,E,S,W)@(0,0)"]), (A, ["bucket:corner(E,S)@(0,0)"]),
                     (A, ["crab:tee(E,S,W)@(0,0)"]), (A, ["bucket:straight(N,S)@(0,0)"]),
                     (A, ["crab:dead_end(E)@(0,0)", "crab:straight(E,W)@(1,0)"])],
            beach=BEACH)  # fmt: skip
    from game.sandcastles.ai import Brain, catalogue

    return Brain(catalogue(), rules().view(m.state, A))


def test_a_card_is_weighed_in_the_castles_likeliest_to_pay():
    """SAND-27, SAND-28 (a Swap, a draw weigh every card of the hand, the beach and the deck):
    a card is valued (`card_worth`, the AI docstring's `card`) in the CARD_CASTLES castles of
    most rough worth only, the castle a tile from complete (SAND-18) first, so its completing
    tile keeps its full worth; in every castle it is the very best placement's gain. A build
    is weighed so too, and the tile built is placed where it gains most in any castle."""
    from game.sandcastles import geometry as geo
    from game.sandcastles.ai import (
        CARD_CASTLES,
        card_castles,
        card_worth,
        distinct_castles,
    )

    b = many_castles()
    ranked = card_castles(b)
    everyone = distinct_castles(b, False, False)
    assert len(everyone) == 5 > CARD_CASTLES and {c.cid for c in ranked} == {
        c.cid for c in everyone
    }
    rough = [b._rough(b._base(c).size, b._base(c).front) for c in ranked]
    assert rough == sorted(rough, reverse=True)
    assert len(ranked[0].cells) == 2  # the castle a tile from complete
    closer = b.v.hand[0]
    assert b.card_value(closer) == card_worth(b, closer) == b.best_placement(closer)[0]
    assert b.best_placement(closer)[1][0] == ranked[0].cid
    for card in b.v.hand:
        assert card_worth(b, card, len(everyone)) == b.best_placement(card)[0]
        assert card_worth(b, card) <= b.best_placement(card)[0]
        assert b.card_value(card) == card_worth(b, card, CARD_CASTLES)
        placed = b.placements(card)  # (what `placing` picks the tile built's place from)
        assert max(gain for gain, _ in placed) == b.best_placement(card)[0]
        assert {where for _, (where, *_) in placed} >= {
            c.cid for c in everyone if geo.placements(b.g, c, card)
        }


def test_the_deck_is_weighed_in_the_likeliest_castle():
    """SAND-28: the deck's worth (the average unseen card, the AI docstring's `card`) places
    each unseen wall pattern in the castle of most rough worth (DECK_CASTLES) or a new castle:
    the dead ends that would complete it count, the other castles do not."""
    from game.sandcastles import ai

    b = many_castles()
    worth = ai.deck_worth(b)
    top = ai.card_castles(b)[: ai.DECK_CASTLES]
    assert len(top[0].cells) == 2
    b._deck, b._card_castles = None, []  # no castle to place in: new castles only
    assert worth > ai.deck_worth(b)
    b._deck, b._card_castles = None, top
    assert ai.deck_worth(b) == worth


def test_the_deck_is_weighed_by_its_commonest_wall_patterns(monkeypatch):
    """SAND-28: the deck's worth (the AI docstring's `card`) weighs one tile of each of the
    DECK_PATTERNS wall patterns of most unseen tiles; the rarer patterns count at their
    average."""
    from game.sandcastles import ai

    b = many_castles()
    g = b.g
    counts: dict[str, int] = {}
    for c in b.unseen():
        if g.is_castle(c):
            counts[g.pattern[c]] = counts.get(g.pattern[c], 0) + 1
    assert len(counts) > ai.DECK_PATTERNS
    commonest = sorted(counts, key=lambda p: (-counts[p], p))[: ai.DECK_PATTERNS]
    weighed: list[int] = []
    monkeypatch.setattr(ai, "card_worth", lambda b, c, *a: weighed.append(c) or 2.0)
    worth = ai._deck_worth(b)
    assert [g.pattern[c] for c in weighed] == commonest
    attacks = sum(1 for c in b.unseen() if g.is_attack(c))
    assert worth == (2.0 * sum(counts.values()) + attacks * ai.DECK_ATTACK) / len(b.unseen())


def test_an_attack_tile_in_hand_places_its_captured_tile_for_its_likeliest_target(monkeypatch):
    """SAND-26, SAND-35 (a won attack takes the target's top tile): an attack tile weighed as a
    card (hand, beach: the AI docstring's `card`) has its captured tile placed for the
    CARD_TARGETS best targets by the rest only; the attack itself weighs SHORTLIST of them."""
    from game.sandcastles import ai

    placed: list[tuple[int, ...]] = []
    real = ai.attack_value

    def counted(b, card, target, place=True):
        if place:
            placed.append(target)
        return real(b, card, target, place)

    monkeypatch.setattr(ai, "attack_value", counted)
    found = 0
    for _, _, view, _ in self_play(3, 1, 220):
        b = ai.Brain(ai.catalogue(), view)
        for card in [c for c in view.hand if b.g.is_attack(c)]:
            targets = ai.attack_targets(b, b.g.figure[card], 1)
            if len(targets) <= ai.SHORTLIST:
                continue
            placed.clear()
            b.card_value(card)
            assert len(placed) == ai.CARD_TARGETS
            placed.clear()
            ai.best_attack_with(b, card)
            assert len(placed) == ai.SHORTLIST
            found += 1
    assert found


def test_a_swap_is_weighed_card_by_card_until_one_beats_the_best_option():
    """SAND-27 (a Swap gives up the worst card for a beach card or the deck's top), the AI
    docstring's `card`: `swap_beats` answers whether the Swap's worth (SWAP_SHARE of the best
    card to take, a beach tile weighed in SWAP_CASTLES castles, less the worst given up, less
    its cost) beats the best other option, as weighing every card would, stopping at the
    first card that does; the card given up is the hand's worth least."""
    from game.sandcastles import ai

    weighed = 0
    for seats, seed in ((2, 3), (1, 2)):
        for _, d, view, _ in self_play(seats, seed, 120):
            if d.kind not in ("act", "act_second") or not view.beach:
                continue
            b = ai.Brain(ai.catalogue(), view)
            worst = min(view.hand, key=lambda c: (b.card_value(c), c))
            assert ai.swap_worst(b) == worst
            takes = [ai.deck_worth(b)] + [
                ai.card_worth(b, c, ai.SWAP_CASTLES) if b.g.is_castle(c) else b.card_value(c)
                for c in view.beach
            ]
            cost = ai.SWAP_COST_SOLO if b.solo else ai.SWAP_COST
            worth = ai.SWAP_SHARE * (max(takes) - b.card_value(worst)) - cost
            for best in (worth - 1.0, worth - 1e-9, worth, worth + 1e-9, worth + 1.0, -5.0, 5.0):
                assert ai.swap_beats(ai.Brain(ai.catalogue(), view), best) == (worth > best)
            weighed += 1
    assert weighed >= 20


def test_a_swap_weighs_a_hand_card_only_where_its_floor_could_beat(monkeypatch):
    """SAND-27 (a Swap gives up a card of the hand), the AI docstring's `card`: a hand card's
    worth is never less than its floor (`_card_floor`: a castle tile's best start of a castle,
    SAND-19a; any other card 0.0), so `swap_beats` skips the hand cards whose floor already
    fails against the best card to take, and weighs fewer of them than `swap_worst` would."""
    from game.sandcastles import ai

    valued: list[int] = []
    real = ai.Brain.card_value
    monkeypatch.setattr(ai.Brain, "card_value", lambda b, c: valued.append(c) or real(b, c))
    floors = skipped = 0
    for seats, seed in ((2, 3), (3, 1), (1, 2)):
        for _, d, view, _ in self_play(seats, seed, 120):
            b = ai.Brain(ai.catalogue(), view)
            for c in view.hand:
                assert ai._card_floor(b, c) <= b.card_value(c)
                floors += 1
            if d.kind not in ("act", "act_second") or not view.beach:
                continue
            valued.clear()
            ai.swap_beats(ai.Brain(ai.catalogue(), view), 0.0)
            skipped += len([c for c in view.hand if c not in valued])
    assert floors >= 300 and skipped


def test_captured_tiles_and_solo_cards_are_weighed_in_fewer_castles(monkeypatch):
    """SAND-35 (a won attack takes the target's top tile to one's own castles) and solo (the
    AI docstring's `card`): a captured tile is weighed in the CAPTURED_CASTLES own castles
    likeliest to pay (`card_castles`), or a castle it starts; in solo every card in
    SOLO_CASTLES castles."""
    from game.sandcastles import ai

    weighed: list[int] = []
    real = ai.Brain.spots
    monkeypatch.setattr(
        ai.Brain, "spots", lambda b, c, card: weighed.append(c.cid) or real(b, c, card)
    )
    b = many_castles()
    ranked = [c for c in ai.card_castles(b) if c.owner != ai.SHARED]
    assert len(ranked) > ai.CAPTURED_CASTLES
    for card in [c for c in b.v.hand if b.g.is_castle(c)]:
        starts = [gain for gain, *_ in b.start_spots(card, ai.NEW_OWN)]
        tops = [real(b, c, card)[1] for c in ranked[: ai.CAPTURED_CASTLES]]
        want = max(starts + [top[0] for top in tops if top is not None])
        weighed.clear()
        assert ai.captured_gain(b, card) == want
        assert weighed == [c.cid for c in ranked[: ai.CAPTURED_CASTLES]]
    seen = 0
    for _, _, view, _ in self_play(1, 5, 120):
        b = ai.Brain(ai.catalogue(), view)
        ranked = ai.card_castles(b)
        if len(ranked) <= ai.SOLO_CASTLES:
            continue
        for card in [c for c in view.hand if b.g.is_castle(c)]:
            weighed.clear()
            b.card_value(card)
            assert weighed == [c.cid for c in ranked[: ai.SOLO_CASTLES]]
            seen += 1
    assert seen


def test_placements_it_values_are_the_legal_ones():
    """SAND-14, SAND-15, SAND-19b, SAND-20: the placements the AI values (`placed_of`, its
    wall sets looked up by a cell's neighbours in `_fits`) are geo.placements', cell by cell
    and wall set by wall set, in its order, for every kind of main card in every castle met
    in seeded games of 1, 2 and 3 seats."""
    from game.sandcastles import ai
    from game.sandcastles import geometry as geo

    kinds: dict[int, int] = {}
    for c, kind in enumerate(ai._place_kinds()):
        kinds.setdefault(kind, c)
    checked = stacked = 0
    for seats in (1, 2, 3):
        for _, _, view, _ in self_play(seats, 5, 120):
            b = ai.Brain(ai.catalogue(), view)
            for castle in b.castles.values():
                base = b._base(castle)
                for card in kinds.values():
                    found = [
                        (x, y, [w for w, _ in shapes])
                        for x, y, _, shapes in ai.placed_of(b, castle, base, card)
                    ]
                    legal = [(x, y, ws) for (x, y), ws in geo.placements(b.g, castle, card).items()]
                    assert found == legal
                    checked += len(found)
                    stacked += sum(1 for x, y, _ in found if (x, y) in castle.cells)
    assert checked > 1_000 and stacked > 50, (checked, stacked)


def test_solo_placements_find_completion_and_layout_without_copying_the_castle():
    """SAND-18 (complete: no open end), solo (the AI docstring's solo paragraph): `solo_spots`
    tells a placement that completes the castle from the count of its open ends, the layout
    of the castle tried from the castle's own, and (SAND-16, SAND-32) what an attack could
    take from it from the castle's cut cells (`exposure_grown`): the very gains of trying
    each placement on a copy of the castle (geo.is_complete, `_layout`, geo.target_ok)."""
    from game.sandcastles import ai
    from game.sandcastles import geometry as geo

    tried = completing = 0
    for _, _, view, _ in self_play(1, 4, 90):
        b = ai.Brain(ai.catalogue(), view)
        for castle in b.own_castles():
            before = b._worth_before(castle)
            for card in [c for c in view.hand if b.g.is_castle(c)]:
                want, closes = [], False
                for (x, y), walls in geo.placements(b.g, castle, card).items():
                    st = castle.cells.get((x, y))
                    for w in walls:
                        trial = dict(castle.cells)
                        entry = card * 16 + w
                        trial[(x, y)] = (entry,) if st is None else (*st, entry)
                        done = geo.is_complete(trial)
                        closes = closes or done
                        if st is None:  # SAND-32: what an attack could take from it
                            _, req = geo.ground_spots(castle)[(x, y)]
                            exposed = 0
                            for (cx, cy), top in trial.items():
                                if geo.target_ok(trial, cx, cy):
                                    exposed |= 1 << b.g.figure[top[-1] >> 4]
                            assert ai.exposure_grown(b, castle, trial, x, y, req) == exposed
                        after = b._worth_after(castle.cid, trial, castle.owner, done)
                        want.append((after - before, x, y, w))
                assert ai.solo_spots(b, castle, card, before) == (
                    tuple(want),
                    max(want, default=None),
                    closes,
                )
                tried += len(want)
                completing += closes
    assert tried >= 200 and completing
