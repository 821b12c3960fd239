"""Every hand-checkable scenario of the digest (section 12, SANDS-1 to SANDS-27), with forced
chance outcomes. Seats A, B, C, D are 0, 1, 2, 3; castles get ids in the order a position
lists them."""

from sandcastles.sc_helpers import (
    A,
    B,
    C,
    D,
    attack,
    build,
    castle_tiles,
    chance,
    decision,
    design,
    designs,
    draw_beach,
    g,
    hand,
    kinds,
    options,
    over,
    place,
    pos,
    reply,
    rules,
    run_chance,
    submit,
    types,
)

from game.core import Action, IllegalAction
from game.sandcastles import attacks, bonuses
from game.sandcastles import geometry as geo
from game.sandcastles.ai import HeuristicPolicy
from game.sandcastles.catalogue import walls_mask, walls_text
from game.sandcastles.position import position_config, position_state
from game.sandcastles.tasks import (
    SHARED_ONLY,
    DuelRefill,
    GameDeal,
    GameDiscard,
    GameOpen,
    NextTurn,
    PickCastle,
    PickCell,
    PickWalls,
    Refill,
    SoloBeach,
)

BEACH = ["crab:dead_end", "bucket:dead_end", "seagull:dead_end"]
FILLER = ["crab:corner", "bucket:corner", "seagull:corner"]


def game_turn_agenda():
    """The solo game's turn (SAND-62) as an agenda, bottom first (the top runs first)."""
    tasks = [GameDeal()] * 3 + [GameOpen(i) for i in range(3)] + [GameDiscard()]
    tasks += [SoloBeach()] * 3 + [Refill(0), NextTurn(0)]
    return list(reversed(tasks))


def sands1_position():
    return pos(
        3,
        active=A,
        hands={
            A: ["bucket-attack", "seagull-attack", "crab-attack"],
            B: ["crab-attack", "bucket-attack", "crab:corner"],
            C: FILLER,
        },
        castles=[(B, ["crab:straight(N,S)@(0,0)", "seagull:dead_end(S)@(0,-1)"])],
        beach=BEACH,
    )


def test_SANDS_01_counter_attack():
    """SAND-31, SAND-33, SAND-35, SAND-38: B counters; A, the loser, draws first."""
    m = sands1_position()
    attack(m, A, "bucket-attack", B, 0, (0, -1))  # the only target: asked of nobody
    assert decision(m).seat == B and decision(m).kind == "reply"
    reply(m, B, "crab-attack")
    assert decision(m).seat == A  # A could escalate with its seagull attack
    events = reply(m, A, None)
    assert "fight_won" in types(events)
    assert castle_tiles(m, 0)[(0, -1)] == ["SG-DE"]  # B keeps the seagull
    assert designs(m.state.banks[B]) == ["ATK-BU", "ATK-CR"]  # sandbank +2
    assert decision(m).seat == A and decision(m).kind == "draw"  # the loser first
    draw_beach(m, A, "crab:dead_end")
    assert len(m.state.beach) == 2  # not refilled between the draws
    assert decision(m).seat == B
    draw_beach(m, B, "bucket:dead_end")
    run_chance(m)
    assert len(m.state.beach) == 3
    assert decision(m).seat == B and decision(m).kind == "act"  # B sits on A's left


def test_SANDS_02_escalation_wins():
    """SAND-33 to SAND-36: A escalates, B holds a bucket attack but declines."""
    m = sands1_position()
    attack(m, A, "bucket-attack", B, 0, (0, -1))
    reply(m, B, "crab-attack")
    reply(m, A, "seagull-attack")
    assert options(m) == [f"play:{m.state.hands[B][0]}", "decline"]
    reply(m, B, None)
    assert castle_tiles(m, 0) == {(0, 0): ["CR-ST"]}
    d = decision(m)
    assert (d.seat, d.kind, len(d.options)) == (A, "captured_walls", 4)  # new castle only
    m.submit(A, d.options[0])
    assert designs(m.state.banks[A]) == ["ATK-BU", "ATK-CR", "ATK-SG"]  # sandbank +3
    assert decision(m).seat == B  # the loser refills first: 1 card
    draw_beach(m, B, "crab:dead_end")
    assert decision(m).seat == A  # then A: 2 cards
    draw_beach(m, A, "bucket:dead_end")
    draw_beach(m, A, "seagull:dead_end")
    run_chance(m)
    assert len(m.state.hands[A]) == 3 and len(m.state.beach) == 3
    assert decision(m).seat == B and decision(m).kind == "act"


def test_SANDS_03_long_fight():
    """SAND-33, SAND-35: four and six cards (case 1, case 2)."""
    m = sands1_position()
    attack(m, A, "bucket-attack", B, 0, (0, -1))
    reply(m, B, "crab-attack")
    reply(m, A, "seagull-attack")
    reply(m, B, "bucket-attack")
    reply(m, A, None)  # case 1
    assert len(m.state.banks[B]) == 4 and castle_tiles(m, 0)[(0, -1)] == ["SG-DE"]
    assert decision(m).seat == A  # A (loser, 1 card left) draws 2 first
    draw_beach(m, A, "crab:dead_end")
    draw_beach(m, A, "bucket:dead_end")
    assert decision(m).seat == B and len(m.state.hands[B]) == 1

    m = sands1_position()  # case 2
    attack(m, A, "bucket-attack", B, 0, (0, -1))
    reply(m, B, "crab-attack")
    reply(m, A, "seagull-attack")
    reply(m, B, "bucket-attack")
    events = reply(m, A, "crab-attack")
    assert types(events).count("declined") == 1  # B holds no seagull attack: recorded
    m.submit(A, decision(m).options[0])  # the seagull starts a new castle
    assert len(m.state.banks[A]) == 5  # 6 cards gained: 5 attack tiles and the seagull
    assert decision(m).seat == B  # B (1 card left) draws 2 first
    draw_beach(m, B, "crab:dead_end")
    draw_beach(m, B, "bucket:dead_end")
    assert decision(m).seat == A and len(m.state.hands[A]) == 0
    draw_beach(m, A, "seagull:dead_end")
    assert m.state.beach == []
    run_chance(m)  # the rest of A's draws come from the deck, then the beach
    assert len(m.state.hands[A]) == 3 and len(m.state.beach) == 3


def sands4_position():
    return pos(
        3,
        active=B,
        hands={
            A: ["bucket-attack", "seagull-attack", "crab:corner"],
            B: ["seagull-attack", "crab-attack", "bucket:corner"],
            C: FILLER,
        },
        castles=[
            (A, ["crab:dead_end(S)@(0,0)", "bucket:straight(N,S)@(0,1)"]),
            (B, ["bucket:dead_end(E)@(0,0)"]),
        ],
        beach=BEACH,
    )


def test_SANDS_04_attack_and_defence():
    """SAND-31, SAND-33, SAND-36: the captured crab goes on the ground and completes B's
    castle (or starts a new one)."""
    m = sands4_position()
    attack(m, B, "seagull-attack", A, 0, (0, 0))
    reply(m, A, "bucket-attack")
    reply(m, B, "crab-attack")
    reply(m, A, None)
    d = decision(m)
    assert d.kind == "captured_castle" and [a.id for a in d.options] == ["castle:1", "new"]
    events = place(m, B, 1)  # the cell (1,0) and the walls W are the only ones: not asked
    assert "castle_completed" in types(events) and 1 not in m.state.castles
    assert len(m.state.banks[B]) == 3 + 2  # attack tiles, then the two castle tiles
    assert decision(m).seat == A  # A draws 1
    draw_beach(m, A, "crab:dead_end")
    assert decision(m).seat == B  # then B draws 2
    draw_beach(m, B, "bucket:dead_end")
    draw_beach(m, B, "seagull:dead_end")
    run_chance(m)
    assert decision(m).seat == C

    m = sands4_position()  # variant: A answers the crab attack with the seagull attack
    attack(m, B, "seagull-attack", A, 0, (0, 0))
    reply(m, A, "bucket-attack")
    reply(m, B, "crab-attack")
    reply(m, A, "seagull-attack")  # B cannot answer: recorded
    assert castle_tiles(m, 0)[(0, 0)] == ["CR-DE"] and len(m.state.banks[A]) == 4
    assert decision(m).seat == B  # B draws 2, then A draws 2
    draw_beach(m, B, "crab:dead_end")
    draw_beach(m, B, "bucket:dead_end")
    assert decision(m).seat == A


SEVEN = [
    "crab:four_way(N,E,S,W)@(0,0)",
    "crab:straight(E,W)@(-1,0)",
    "crab:dead_end(E)@(-2,0)",
    "crab:straight(N,S)@(0,-1)",
    "seagull:dead_end(S)@(0,-2)",
]


def test_SANDS_05_the_seven_point_castle():
    """SAND-13, SAND-18, SAND-20, SAND-41 to SAND-43, AMB-28: the covered crab scores but does
    not count; two bucket dead ends make 7 tiles, Crab x4 and Biggest Castle."""
    shown = ["BN-BIGGEST", "BN-TALLEST", "BN-CR4"]
    m = pos(3, hands={A: ["seagull:corner", "bucket:dead_end", "bucket:dead_end"]},
            castles=[(A, SEVEN)], display=shown, beach=BEACH)  # fmt: skip
    events = build(m, A, "seagull:corner", 0, (0, 0), "N,W")  # option A: stacked
    assert "castle_completed" in types(events) and len(m.state.banks[A]) == 6
    assert m.state.display == shown  # 3 visible crabs, 6 tiles, stacks of 2: nothing
    m = pos(3, hands={A: ["bucket:dead_end", "crab:corner", "crab:corner"]},
            castles=[(A, SEVEN)], display=shown, beach=BEACH)  # fmt: skip
    build(m, A, "bucket:dead_end", 0, (1, 0), "W")  # option B, turn 1
    assert 0 in m.state.castles  # still open at (0,0)->S
    m = pos(3, hands={A: ["bucket:dead_end", "crab:corner", "crab:corner"]},
            castles=[(A, [*SEVEN, "bucket:dead_end(W)@(1,0)"])], display=shown, beach=BEACH)  # fmt: skip
    events = build(m, A, "bucket:dead_end", 0, (0, 1), "N")  # turn 2
    assert len(m.state.banks[A]) == 7
    assert m.state.holder == {"BN-CR4": A, "BN-BIGGEST": A}
    assert m.state.tier["BN-BIGGEST"] == 7
    assert rules().standings(m.state).scores[A] == 7 + 4 + 7  # 18 points


def test_SANDS_06_smallest_castle_and_edge_matching():
    """SAND-15, SAND-18, SAND-19."""
    m = pos(3, hands={A: ["bucket:straight", "bucket:dead_end", "crab:corner"]},
            castles=[(A, ["crab:dead_end(E)@(0,0)"])], beach=BEACH)  # fmt: skip
    build(m, A, "bucket:straight", 0, (1, 0))  # E,W is the only rotation: not asked
    assert m.state.castles[0].cells[(1, 0)][0] & 15 == walls_mask("EW")
    refused = unadvanced_refusal(
        [(A, ["crab:dead_end(E)@(0,0)"])], "bucket:straight",
        lambda card: PickWalls(A, card, 0, 0, 1, 0), Action("walls", ("NS",)))  # fmt: skip
    assert refused == "SAND-15"  # its west edge would be open against the crab's wall
    refused = unadvanced_refusal(
        [(A, ["crab:dead_end(E)@(0,0)"])], "bucket:dead_end",
        lambda card: PickCell(A, card, 0, 0), Action("cell", (0, 1)))  # fmt: skip
    assert refused in ("SAND-15", "SAND-19")  # its wall would meet the crab's open side
    m = pos(3, hands={A: ["bucket:dead_end", "crab:corner", "crab:corner"]},
            castles=[(A, ["crab:dead_end(E)@(0,0)"])], beach=BEACH)  # fmt: skip
    m.submit(A, Action("build", (m.state.hands[A][0],)))
    assert options(m) == ["castle:0", "new"]  # a new castle, in any rotation, is legal too
    events = submit(m, "castle", 0)  # (1,0) facing W is the only place: not asked
    assert "castle_completed" in types(events) and len(m.state.banks[A]) == 2
    assert m.state.holder == {}


def unadvanced_refusal(castles, tile, task, action):
    """The rule refusing `action` for a decision the engine would settle without asking
    (one option): the position is built with that decision on top and not advanced."""
    s = position_state(rules(), position_config(3), castles=castles, moving=[tile], agenda=[])
    s.agenda = [task(s.moving[0])]
    refused = rules().why_illegal(s, A, action)
    return refused.rule if refused is not None else None


def legal_walls(m, tile, cid, cell):
    """The wall sets `tile` may take at `cell` of castle `cid` (the options the engine
    offers, SAND-19 and SAND-20)."""
    card = next(c for c in g().main_cards if g().design[c] == design(tile))
    found = geo.placements(g(), m.state.castles[cid], card).get(cell, [])
    return sorted(walls_text(w) for w in found)


def test_SANDS_07_level_rule():
    """SAND-14, SAND-20."""
    m = pos(3, castles=[(A, ["crab:straight(E,W)@(0,0)", "bucket:dead_end(W)@(1,0)"])],
            agenda=[])  # fmt: skip
    assert legal_walls(m, "crab:dead_end", 0, (1, 0)) == []  # crabs and buckets: ground only
    assert legal_walls(m, "bucket:corner", 0, (1, 0)) == []
    assert legal_walls(m, "seagull:dead_end", 0, (1, 0)) == ["W"]
    assert legal_walls(m, "seagull:straight", 0, (1, 0)) == ["EW"]  # adds the open end E
    castle = m.state.castles[0]
    stacked = dict(castle.cells)
    stacked[(1, 0)] = (*stacked[(1, 0)], 10)  # E-W on top: open at (1,0)->E
    assert (1, 0, 2) in geo.open_ends(stacked)
    m = pos(3, hands={A: ["seagull:straight", "crab:corner", "crab:corner"]},
            castles=[(A, ["crab:straight(E,W)@(0,0)", "bucket:dead_end(W)@(1,0)"])],
            beach=BEACH)  # fmt: skip
    build(m, A, "seagull:straight", 0, (1, 0))
    assert castle_tiles(m, 0)[(1, 0)] == ["BU-DE", "SG-ST"]  # N,S was never offered


SPLIT = [
    "crab:dead_end(E)@(0,0)",
    "bucket:tee(E,W,S)@(1,0)",
    "crab:straight(E,W)@(2,0)",
    "seagull:dead_end(N)@(1,1)",
]


def targets_of(m, seat, tile):
    """The cells an attack tile named `tile` played by `seat` could hit (SAND-31, SAND-32)."""
    figure = g().figure[next(c for c in g().main_cards if g().design[c] == design(tile))]
    return sorted((x, y) for _, _, x, y in attacks.targets(g(), m.state, seat, figure))


def test_SANDS_08_no_splitting():
    """SAND-32a, SAND-24: the tee cannot be taken, so a crab attack has no target."""
    m = pos(3, active=A, hands={A: ["crab-attack", "bucket-attack", "seagull-attack"]},
            castles=[(B, SPLIT)], beach=BEACH)  # fmt: skip
    assert targets_of(m, A, "crab-attack") == []
    assert targets_of(m, A, "bucket-attack") == [(1, 1)]
    assert targets_of(m, A, "seagull-attack") == [(0, 0), (2, 0)]
    crab = m.state.hands[A][0]
    assert f"attack:{crab}" not in options(m)  # no Attack with the crab attack (SAND-24)
    try:
        m.submit(A, Action("attack", (crab,)))
        raise AssertionError("refused")
    except IllegalAction as exc:
        assert exc.ref.rule == "SAND-31"


UNCOVER = [
    "crab:straight(E,W)@(-1,0)",
    "crab:four_way(N,E,S,W)@(0,0)",
    "seagull:straight(E,W)@(0,0)^",
    "bucket:corner(W,S)@(1,0)",
    "crab:corner(N,W)@(1,1)",
    "crab:dead_end(E)@(0,1)",
]


def test_SANDS_09_uncovering_a_stacked_tile():
    """SAND-31, SAND-32b: covered tiles, clashes and cut-offs."""
    m = pos(3, castles=[(B, UNCOVER)], beach=BEACH, agenda=[])
    assert targets_of(m, A, "bucket-attack") == []  # the four-way would clash with (0,1)
    assert targets_of(m, A, "seagull-attack") == [(-1, 0), (0, 1)]  # not (1,1), nor covered
    assert targets_of(m, A, "crab-attack") == []  # the bucket holds two pieces together


def test_SANDS_10_an_attack_completes_the_victims_castle():
    """SAND-37 step 2, AMB-11: the uncovered dead end closes B's castle, for B."""
    m = pos(
        3,
        hands={A: ["bucket-attack", "crab:corner", "crab:corner"], B: FILLER, C: FILLER},
        castles=[
            (
                B,
                [
                    "crab:dead_end(E)@(-1,0)",
                    "crab:straight(E,W)@(0,0)",
                    "bucket:dead_end(W)@(1,0)",
                    "seagull:straight(E,W)@(1,0)^",
                ],
            )
        ],
        display=["SH-I3"],
        beach=BEACH,
    )
    events = attack(m, A, "bucket-attack", B, 0, (1, 0))
    assert decision(m).kind == "captured_walls"  # B had nothing to answer with: recorded
    t = types(events)
    assert t.index("captured") < t.index("castle_completed") < t.index("bonus_taken")
    assert m.state.holder == {"SH-I3": B} and len(m.state.banks[B]) == 3
    m.submit(A, decision(m).options[0])
    assert len(m.state.banks[A]) == 1
    assert decision(m).seat == A and decision(m).kind == "draw"  # B drew nothing


def test_SANDS_11_tower_biggest_castle_and_shape_together():
    """SAND-20, SAND-22, SAND-43, SAND-46 (claim order)."""
    tower = ["crab:straight(E,W)@(0,0)", "bucket:dead_end(W)@(1,0)"]
    tower += ["seagull:dead_end(W)@(1,0)^"] * 5
    m = pos(3, hands={A: ["crab:dead_end", "crab:corner", "crab:corner"]},
            castles=[(A, tower)], display=["BN-BIGGEST", "BN-TALLEST", "BN-CR3", "SH-I3"],
            beach=BEACH)  # fmt: skip
    assert max(len(st) for st in m.state.castles[0].cells.values()) == 6
    events = build(m, A, "crab:dead_end", 0, (-1, 0), "E")
    claims = [e.data["bonus"] for e in events if e.type == "bonus_taken"]
    assert claims == ["BN-BIGGEST", "BN-TALLEST", "SH-I3"]
    assert m.state.tier == {"BN-BIGGEST": 8, "BN-TALLEST": 6}
    assert len(m.state.banks[A]) == 8 and m.state.display == ["BN-CR3"]
    assert rules().standings(m.state).scores[A] == 8 + 8 + 7 + 2


def line(n, figure="crab"):
    """A complete castle of n tiles in a row (n >= 2)."""
    tiles = [f"{figure}:dead_end(E)@(0,0)"]
    tiles += [f"{figure}:straight(E,W)@({x},0)" for x in range(1, n - 1)]
    return tiles + [f"{figure}:dead_end(W)@({n - 1},0)"]


def complete(seat, tiles, held, display=(), n=3, figure_counts=None):
    """A match where `seat` has just completed a castle of `tiles`: run its completion check
    (SAND-40) and return the state."""
    from game.sandcastles.tasks import CheckCastle

    m = pos(n, castles=[(seat, tiles)], held=held, display=list(display), agenda=[])
    m.state.agenda = [CheckCastle(0)]
    rules().advance(m.state)
    return m.state


def test_SANDS_12_stealing_biggest_castle():
    """SAND-44, AMB-18: a tie does not steal; only a bigger castle does."""
    held = {"BN-BIGGEST": (A, 9)}
    steps = [(B, 7, A, 9), (C, 9, A, 9), (A, 8, A, 9), (C, 10, C, 10)]
    for seat, size, holder, tier in steps:
        s = complete(seat, line(size if size <= 7 else 7) + extra(size), held)
        assert (s.holder["BN-BIGGEST"], s.tier["BN-BIGGEST"]) == (holder, tier), (seat, size)
        held = {"BN-BIGGEST": (holder, tier)}
    s = complete(A, line(7) + extra(11), held)
    assert (s.holder["BN-BIGGEST"], s.tier["BN-BIGGEST"]) == (A, 10)  # stays at 10+
    s = complete(B, line(7) + extra(10), {"BN-BIGGEST": (A, 10)})
    assert s.holder["BN-BIGGEST"] == A  # 10 is not above the 10+ threshold
    s = complete(C, line(7) + extra(9), {"BN-BIGGEST": (A, 9)})
    from dataclasses import replace

    m = pos(3, castles=[(C, line(7) + extra(9))], held={"BN-BIGGEST": (A, 9)}, agenda=[])
    m.state.opts = replace(m.state.opts, steal_on_tie=True)  # the other reading of AMB-18
    assert "BN-BIGGEST" in bonuses.earns(g(), m.state, C, m.state.castles[0])


def extra(size):
    """Seagulls stacked on a 7-tile line to reach `size` tiles (a tower, not a shape)."""
    return ["seagull:dead_end(W)@(6,0)^"] * max(0, size - 7)


def test_SANDS_13_stealing_a_material_bonus():
    """SAND-13, SAND-43, SAND-44: matching steals; a covered bucket does not count."""
    s = complete(B, line(3, "bucket"), {"BN-BU3": (A, 0)})
    assert s.holder["BN-BU3"] == B
    covered = line(3, "bucket") + ["seagull:dead_end(W)@(2,0)^"]
    s = complete(C, covered, {"BN-BU3": (B, 0)})
    assert s.holder["BN-BU3"] == B
    s = complete(A, line(3, "bucket"), {"BN-BU3": (B, 0)})
    assert s.holder["BN-BU3"] == A


FIVE_AND_THREE = [
    "crab:dead_end(E)@(0,0)",
    *[f"crab:straight(E,W)@({x},0)" for x in range(1, 5)],
    "seagull:straight(E,W)@(5,0)",
    "seagull:straight(E,W)@(6,0)",
    "seagull:dead_end(W)@(7,0)",
]


def test_SANDS_14_one_material_bonus_per_figure():
    """SAND-42, SAND-46 step 2: a decision between Crab x3 and Crab x4; the default answer."""
    s = complete(A, FIVE_AND_THREE, {}, ["BN-CR3", "BN-CR4", "BN-SG3"])
    task = s.agenda[-1]
    m = pos(3, castles=[(A, FIVE_AND_THREE)], display=["BN-CR3", "BN-CR4", "BN-SG3"], agenda=[])
    m.state.agenda = [task]
    m._pending = None
    assert options(m) == ["bonus:BN-CR3", "bonus:BN-CR4"]
    pick = HeuristicPolicy().choose(rules().view(m.state, A), decision(m), None)
    assert pick.id == "bonus:BN-CR4"
    m.submit(A, pick)
    assert m.state.holder == {"BN-CR4": A, "BN-SG3": A} and m.state.display == ["BN-CR3"]
    # variant: A already holds Crab x4
    m = pos(3, castles=[(A, FIVE_AND_THREE)], display=["BN-CR3", "BN-SG3"],
            held={"BN-CR4": (A, 0)}, agenda=[])  # fmt: skip
    from game.sandcastles.tasks import CheckCastle

    m.state.agenda = [CheckCastle(0)]
    rules().advance(m.state)
    m._pending = None
    assert options(m) == ["bonus:BN-CR3", "bonus:BN-CR4"]
    pick = HeuristicPolicy().choose(rules().view(m.state, A), decision(m), None)
    assert pick.id == "bonus:BN-CR3"
    m.submit(A, pick)
    assert m.state.holder == {"BN-CR4": A, "BN-CR3": A, "BN-SG3": A}


def test_SANDS_15_swap():
    """SAND-27, SAND-69: the given-up card goes face down; the beach is refilled at once."""
    m = pos(3, active=A,
            hands={A: ["crab:corner", "bucket-attack", "bucket-attack"], B: FILLER, C: FILLER},
            beach=["seagull:dead_end", "crab:tee", "seagull-attack"])  # fmt: skip
    submit(m, "swap")
    given = m.state.hands[A][1]
    events = submit(m, "give", given)
    seen_by_b = [e.seen_by(B) for e in events]
    assert [e.data for e in seen_by_b if e is not None] == [{"seat": A}]  # not which card
    draw_beach(m, A, "seagull:dead_end")
    assert hand(m, A) == ["CR-CO", "ATK-BU", "SG-DE"]
    assert m.state.discard == [given]
    view_b = rules().view(m.state, B)
    assert view_b.known_discards == () and view_b.discard_counts[A] == 1
    assert rules().view(m.state, A).known_discards == (given,)
    run_chance(m)
    assert len(m.state.beach) == 3
    assert decision(m).seat == B and decision(m).kind == "act"  # no draw: the turn ended
    # variant (solo): the beach is not refilled, the turn goes on to the draw and the game
    m = pos(1, hands={A: ["crab:corner", "bucket-attack", "bucket-attack"]},
            beach=["seagull:dead_end", "crab:tee", "seagull-attack"])  # fmt: skip
    submit(m, "swap")
    submit(m, "give", m.state.hands[A][1])
    events = draw_beach(m, A, "seagull:dead_end")
    assert "beach_dealt" not in types(events) and "beach_discarded" in types(events)


def test_SANDS_16_big_wave_normal_case():
    """SAND-47, SAND-48, SAND-50, SAND-67: the final turns after a draw reveals the wave."""
    m = pos(
        4,
        active=C,
        hands={
            A: ["crab:dead_end", "crab:corner", "crab:corner"],
            B: ["bucket:dead_end", "crab:corner", "crab:corner"],
            C: ["seagull:dead_end", "bucket:corner", "bucket:corner"],
            D: ["crab-attack", "crab-attack", "crab-attack"],
        },
        beach=BEACH,
        deck=["crab:straight"] * 4,
    )
    build(m, C, "seagull:dead_end", "new", (0, 0), "N")
    submit(m, "deck")
    events = chance(m, "WAVE")
    assert "big_wave" in types(events)
    assert (m.state.wave_seat, m.state.anchor, len(m.state.hands[C])) == (C, C, 2)
    assert len(m.state.beach) == 3  # not refilled, and nobody draws any more
    assert [e.data["seat"] for e in events if e.type == "passed"] == [D]  # nothing to hit
    assert decision(m).seat == A and "swap" not in options(m)
    build(m, A, "crab:dead_end", "new", (0, 0), "N")
    assert decision(m).seat == B and len(m.state.hands[A]) == 2  # no draw
    events = build(m, B, "bucket:dead_end", "new", (0, 0), "N")
    assert "game_over" in types(events) and over(m)  # play would pass to C
    assert rules().result(m.state) is not None


def test_SANDS_17_big_wave_during_an_attack_refill():
    """SAND-38, SAND-47, SAND-49, SAND-67: the loser reveals it; the anchor is the attacker."""
    m = pos(
        4,
        active=B,
        hands={
            A: FILLER,
            B: ["bucket-attack", "seagull-attack", "crab:corner"],
            C: FILLER,
            D: ["crab-attack", "bucket:corner", "bucket:corner"],
        },
        castles=[(D, ["seagull:dead_end(E)@(0,0)", "crab:dead_end(W)@(1,0)"])],
        beach=BEACH,
        deck=["crab:straight"] * 3,
    )
    attack(m, B, "bucket-attack", D, 0, (0, 0))
    reply(m, D, "crab-attack")
    events = reply(m, B, "seagull-attack")
    assert types(events).count("declined") == 1  # D holds no bucket attack: recorded
    m.submit(B, decision(m).options[0])  # the seagull starts a new castle of B's
    assert len(m.state.banks[B]) == 3
    assert decision(m).seat == D  # the loser refills first
    submit(m, "deck")
    events = chance(m, "WAVE")
    assert "big_wave" in types(events)
    assert (m.state.wave_seat, m.state.anchor) == (D, B)
    assert len(m.state.hands[D]) == 2 and len(m.state.hands[B]) == 1 and len(m.state.beach) == 3
    order = []
    while not over(m):
        seat = decision(m).seat
        order.append(seat)
        m.submit(seat, decision(m).options[0])
        while not over(m) and decision(m).seat == seat:
            m.submit(seat, decision(m).options[0])
    assert order == [C, D, A]  # the game ends when play would return to B


def test_SANDS_18_scoring_and_a_tie():
    """SAND-51, SAND-52: 14 + 3 + 4 against 12 + 9: a shared win."""
    m = pos(
        3,
        hands={A: ["crab:dead_end", "crab:corner", "crab:corner"]},
        banks={
            A: ["crab:straight"] * 5 + ["bucket:corner"] * 6 + ["seagull-attack"] * 3,
            B: ["seagull:dead_end"] * 8 + ["bucket:dead_end"] * 4,
        },
        castles=[(A, line(5, "bucket")[:-1])],  # incomplete: 0 points
        held={"BN-BU3": (A, 0), "SH-O4": (A, 0), "BN-BIGGEST": (B, 9)},
        agenda=[],
    )
    result = rules().result(m.state)
    assert result is not None
    assert result.scores[:2] == (21.0, 21.0) and result.ranking[0] == (A, B)


def sands19_position(shared):
    return pos(
        2,
        hands={
            A: ["seagull:straight", "crab:dead_end", "bucket:corner", "seagull-attack"],
            B: ["bucket-attack", "crab:corner", "crab:corner", "bucket:corner"],
        },
        castles=[(A, ["crab:dead_end(S)@(0,0)"]), (-1, shared)],
        display=["BN-BIGGEST", "BN-TALLEST", "BN-CR5", "BN-BU5", "BN-SG5", "SH-X9"],
        beach=BEACH,
    )


def test_SANDS_19_two_player_action_limits():
    """SAND-54, SAND-55, SAND-57, SAND-58, SAND-68."""
    m = sands19_position(["bucket:dead_end(E)@(0,0)"])
    build(m, A, "seagull:straight", 0, (0, 1), "N,S")
    assert decision(m).kind == "act_second"
    refused = unadvanced_refusal(
        [(A, ["crab:dead_end(S)@(0,0)"]), (-1, ["bucket:dead_end(E)@(0,0)"])], "crab:dead_end",
        lambda card: PickCastle(A, card, SHARED_ONLY), Action("castle", (0,)))  # fmt: skip
    assert refused == "SAND-54"  # it would fit at (0,2), but a second action builds shared
    events = build(m, A, "crab:dead_end", 1)  # the shared castle, (1,0), W: one choice each
    assert "castle_completed" in types(events) and len(m.state.banks[A]) == 2
    assert all(c.owner != -1 for c in m.state.castles.values()) and m.state.holder == {}
    assert decision(m).seat == A  # A (2 cards) refills, B (4) draws none
    draw_beach(m, A, "crab:dead_end")
    draw_beach(m, A, "bucket:dead_end")
    run_chance(m)
    assert len(m.state.hands[B]) == 4 and len(m.state.beach) == 3
    assert decision(m).seat == B and decision(m).kind == "act"
    # variant: the second action attacks the shared castle and B's counter holds
    m = sands19_position(["bucket:dead_end(E)@(0,0)", "crab:straight(E,W)@(1,0)"])
    build(m, A, "seagull:straight", 0, (0, 1), "N,S")
    attack(m, A, "seagull-attack", B, 1, (1, 0))
    reply(m, B, "bucket-attack")  # A cannot answer: recorded
    assert len(m.state.banks[B]) == 2 and castle_tiles(m, 1)[(1, 0)] == ["CR-ST"]
    assert decision(m).seat == A  # the loser first: 2 cards
    draw_beach(m, A, "crab:dead_end")
    draw_beach(m, A, "bucket:dead_end")
    assert decision(m).seat == B  # then B: 1 card
    draw_beach(m, B, "seagull:dead_end")
    assert len(m.state.hands[B]) == 4


SOLO_CASTLE = ["crab:dead_end(E)@(0,0)", "bucket:straight(E,W)@(1,0)"]


def test_SANDS_20_the_solo_games_turn():
    """SAND-61, SAND-62, AMB-25, AMB-36: the game attacks, escalates and wins."""
    m = pos(1, hands={A: ["bucket-attack", "crab:corner", "bucket:dead_end"]},
            castles=[(A, SOLO_CASTLE)], display=["SH-I3", "BN-CR3", "BN-BU3", "BN-SG3"],
            agenda=game_turn_agenda())  # fmt: skip
    chance(m, "seagull-attack")
    chance(m, "bucket:corner")
    events = chance(m, "crab-attack")
    assert "game_attacked" in types(events)  # only the crab can be hit: not asked
    assert decision(m).kind == "solo_reply"
    events = reply(m, A, "bucket-attack")
    assert types(events)[:3] == ["countered", "game_escalated", "declined"]
    assert "game_won_fight" in types(events)
    assert castle_tiles(m, 0) == {(1, 0): ["BU-ST"]}
    assert designs(m.state.discard) == ["ATK-SG", "ATK-BU", "ATK-CR", "CR-DE", "BU-CO"]
    assert "game_attack_cancelled" not in types(events)  # the spent crab attack never opens
    run_chance(m)
    assert (len(m.state.beach) == 2 and len(m.state.hands[A]) == 2) or decision(m).kind == "draw"
    assert hand(m, A)[:2] == ["CR-CO", "BU-DE"]
    # variant: no crab to hit; the seagull attack is cancelled, the crab attack opens
    m = pos(1, hands={A: ["bucket-attack", "crab:corner", "bucket:dead_end"]},
            castles=[(A, ["bucket:dead_end(E)@(0,0)", "bucket:straight(E,W)@(1,0)"])],
            display=["SH-I3", "BN-CR3", "BN-BU3", "BN-SG3"], agenda=game_turn_agenda())  # fmt: skip
    chance(m, "seagull-attack")
    chance(m, "bucket:corner")
    events = chance(m, "crab-attack")
    assert "game_attack_cancelled" in types(events)
    assert decision(m).kind == "solo_target" and len(decision(m).options) == 2
    events = submit(m, "target", 0, 0, 1, 0)
    assert "declined" in types(events) and castle_tiles(m, 0) == {(0, 0): ["BU-DE"]}
    assert designs(m.state.discard) == ["ATK-CR", "BU-ST", "ATK-SG", "BU-CO"]


def test_SANDS_21_the_beach_waits_during_an_attack_refill():
    """SAND-38, AMB-12, AMB-32: the winner may take the last beach card, then the deck."""
    m = sands1_position()
    attack(m, A, "bucket-attack", B, 0, (0, -1))
    reply(m, B, "crab-attack")
    reply(m, A, "seagull-attack")
    reply(m, B, "bucket-attack")
    reply(m, A, None)  # A lost, 1 card; B won, 1 card: each needs 2
    draw_beach(m, A, "crab:dead_end")
    draw_beach(m, A, "bucket:dead_end")
    z = m.state.beach[0]
    assert options(m) == [f"beach:{z}", "deck"]
    draw_beach(m, B, "seagull:dead_end")
    assert m.state.beach == [] and "beach_dealt" not in types(m.step_chance())
    run_chance(m)
    assert len(m.state.beach) == 3


def test_SANDS_22_a_captured_tile_completes_the_attackers_castle():
    """SAND-36, SAND-37 step 4."""
    m = pos(
        3,
        hands={A: ["crab-attack", "crab:corner", "crab:corner"], B: FILLER, C: FILLER},
        castles=[
            (A, ["crab:dead_end(E)@(0,0)", "crab:straight(E,W)@(1,0)"]),
            (B, ["seagull:straight(N,S)@(0,0)", "bucket:dead_end(N)@(0,1)"]),
        ],
        display=["SH-I3"],
        beach=BEACH,
    )
    attack(m, A, "crab-attack", B, 1, (0, 1))
    assert castle_tiles(m, 1) == {(0, 0): ["SG-ST"]}
    assert options(m) == ["castle:0", "new"]
    submit(m, "castle", 0)  # (2,0) facing W is the only place: not asked
    assert m.state.holder == {"SH-I3": A} and len(m.state.banks[A]) == 1 + 3
    assert decision(m).seat == A and decision(m).kind == "draw"


L_CASTLE = ["crab:straight(E,W)@(0,0)", "bucket:dead_end(W)@(1,0)"]


def test_SANDS_23_a_stacked_seagull_that_cannot_be_attacked():
    """SAND-20, SAND-32b, SAND-43."""
    hand_a = ["seagull:corner", "crab:dead_end", "crab:dead_end"]
    m = pos(3, hands={A: hand_a}, castles=[(A, L_CASTLE)], beach=BEACH)
    build(m, A, "seagull:corner", 0, (1, 0), "W,S")  # step 1: legal, opens (1,0)->S
    assert castle_tiles(m, 0)[(1, 0)] == ["BU-DE", "SG-CO"]
    stacked = [*L_CASTLE, "seagull:corner(W,S)@(1,0)^"]
    m = pos(3, hands={A: hand_a[1:] + ["crab:corner"]}, castles=[(A, stacked)], beach=BEACH)
    build(m, A, "crab:dead_end", 0, (1, 1), "N")  # step 2
    assert 0 in m.state.castles
    closed = [*stacked, "crab:dead_end(N)@(1,1)"]
    m = pos(3, active=B, castles=[(A, closed)], beach=BEACH, agenda=[])
    assert targets_of(m, B, "bucket-attack") == []  # step 3: the bucket would clash
    assert targets_of(m, B, "seagull-attack") == [(0, 0), (1, 1)]  # step 4
    m = pos(3, hands={A: ["crab:dead_end", "crab:corner", "crab:corner"]},
            castles=[(A, closed)], display=["BN-CR3", "BN-BU3", "SH-L4"], beach=BEACH)  # fmt: skip
    build(m, A, "crab:dead_end", 0, (-1, 0), "E")  # step 5
    assert m.state.holder == {"BN-CR3": A, "SH-L4": A} and m.state.display == ["BN-BU3"]
    assert len(m.state.banks[A]) == 5


def test_SANDS_24_solo_a_cancelled_tile_still_escalates():
    """SAND-62, AMB-25."""
    m = pos(1, hands={A: ["seagull-attack", "crab:corner", "crab:dead_end"]},
            castles=[(A, ["bucket:dead_end(E)@(0,0)", "bucket:straight(E,W)@(1,0)"])],
            display=["SH-I3", "BN-CR3", "BN-BU3", "BN-SG3"], agenda=game_turn_agenda())  # fmt: skip
    chance(m, "bucket-attack")
    chance(m, "crab-attack")
    events = chance(m, "bucket:tee")
    assert "game_attack_cancelled" in types(events)  # no visible seagull
    submit(m, "target", 0, 0, 1, 0)  # the player chooses (1,0)
    events = reply(m, A, "seagull-attack")
    assert types(events)[:3] == ["countered", "game_escalated", "declined"]
    assert castle_tiles(m, 0) == {(0, 0): ["BU-DE"]}
    assert designs(m.state.discard) == ["ATK-CR", "ATK-SG", "ATK-BU", "BU-ST", "BU-TE"]
    run_chance(m)
    assert decision(m).kind == "draw" and len(m.state.beach) == 3


def test_SANDS_25_big_wave_during_a_swap():
    """SAND-27, SAND-47, SAND-67, AMB-37."""
    m = pos(
        4,
        active=B,
        hands={A: FILLER, B: ["crab:tee", "bucket-attack", "seagull:corner"], C: FILLER, D: FILLER},
        beach=BEACH,
        deck=["crab:straight"] * 3,
    )
    submit(m, "swap")
    submit(m, "give", m.state.hands[B][0])
    submit(m, "deck")
    chance(m, "WAVE")
    assert designs(m.state.discard)[-1] == "CR-TE"
    assert hand(m, B) == ["ATK-BU", "SG-CO"]
    assert (m.state.wave_seat, m.state.anchor) == (B, B)
    order = []
    while not over(m):
        seat = decision(m).seat
        if not order or order[-1] != seat:
            order.append(seat)
        m.submit(seat, decision(m).options[0])
    assert order == [C, D, A]


def test_SANDS_26_two_player_swap_ends_the_turn():
    """SAND-54, SAND-57, SAND-68, AMB-24."""
    four = ["crab:dead_end", "crab:corner", "bucket:corner", "seagull:corner"]
    m = pos(2, hands={A: four, B: four}, beach=BEACH)
    submit(m, "swap")
    submit(m, "give", m.state.hands[A][1])
    draw_beach(m, A, "crab:dead_end")
    assert "act_second" not in kinds(m)  # no second action
    run_chance(m)  # the beach is refilled at the end of the turn; nobody draws
    assert len(m.state.beach) == 3 and decision(m).seat == B and decision(m).kind == "act"
    m = pos(2, hands={A: four, B: four}, castles=[(-1, ["bucket:dead_end(E)@(0,0)"])],
            beach=BEACH)  # fmt: skip
    build(m, A, "crab:dead_end", 0, (1, 0), "W")  # completes the shared castle
    submit(m, "swap")
    submit(m, "give", m.state.hands[A][0])
    submit(m, "deck")
    run_chance(m)
    assert decision(m).seat == A and decision(m).kind == "draw"  # A draws 1, B none
    draw_beach(m, A, "bucket:dead_end")
    run_chance(m)
    assert decision(m).seat == B and len(m.state.hands[B]) == 4


def test_SANDS_27_two_player_big_wave_in_the_end_of_turn_refill():
    """SAND-49, SAND-57, SAND-59."""
    m = pos(
        2,
        hands={A: ["crab:dead_end", "crab:corner"], B: ["bucket:dead_end", "crab:corner", "seagull:corner"]},
        deck=["crab:straight"] * 4,
        agenda=[NextTurn(A), DuelRefill(A)],
    )  # fmt: skip
    chance(m, "crab:straight")
    chance(m, "crab:straight")  # A refills first: fewer cards
    events = chance(m, "WAVE")  # B reveals it
    assert (m.state.wave_seat, m.state.anchor, len(m.state.hands[B])) == (B, A, 3)
    assert m.state.beach == [] and "beach_dealt" not in types(events)
    assert decision(m).seat == B and "swap" not in options(m)
    while not over(m):
        assert decision(m).seat == B  # one final turn of up to two actions, then the end
        m.submit(B, decision(m).options[0])
