"""Attacks: SAND-31 to SAND-40 beyond the scenarios (who may answer, with what, where a
captured tile goes, in which order the effects come)."""

from sandcastles.sc_helpers import (
    A,
    B,
    C,
    attack,
    castle_tiles,
    designs,
    kinds,
    options,
    pos,
    reply,
    types,
)

from game.core import Action, IllegalAction

BEACH = ["crab:dead_end", "bucket:dead_end", "seagull:dead_end"]
FILLER = ["crab:corner", "bucket:corner", "seagull:corner"]


def test_only_the_victim_answers_and_only_with_a_beating_attack_tile():
    """SAND-33, AMB-7: castle tiles never answer; a third seat never joins."""
    m = pos(3, hands={A: ["bucket-attack", "crab:corner", "crab:corner"],
                      B: ["crab-attack", "crab-attack", "crab:corner"],
                      C: ["crab-attack", "bucket:corner", "bucket:corner"]},
            castles=[(B, ["seagull:dead_end(E)@(0,0)", "crab:dead_end(W)@(1,0)"])],
            beach=BEACH)  # fmt: skip
    attack(m, A, "bucket-attack", B, 0, (0, 0))
    assert [d.seat for d in m.decisions()] == [B]
    crabs = [c for c in m.state.hands[B] if designs([c]) == ["ATK-CR"]]
    assert options(m) == [f"play:{crabs[0]}", f"play:{crabs[1]}", "decline"]
    try:
        m.submit(C, Action("play", (m.state.hands[C][0],)))
        raise AssertionError("a third seat cannot answer")
    except IllegalAction as exc:
        assert exc.ref.rule == "SAND-33"
    try:
        m.submit(B, Action("play", (m.state.hands[B][2],)))
        raise AssertionError("a castle tile cannot answer")
    except IllegalAction as exc:
        assert exc.ref.rule == "SAND-33"


def test_a_seat_that_cannot_answer_declines_without_a_question():
    """AMB-41: the record only says it declined."""
    m = pos(3, hands={A: ["bucket-attack", "crab:corner", "crab:corner"], B: FILLER, C: FILLER},
            castles=[(B, ["seagull:dead_end(E)@(0,0)", "crab:dead_end(W)@(1,0)"])],
            beach=BEACH)  # fmt: skip
    events = attack(m, A, "bucket-attack", B, 0, (0, 0))
    declined = [e for e in events if e.type == "declined"]
    assert [e.data for e in declined] == [{"seat": B}]
    assert kinds(m) == ["captured_walls"]


def test_only_top_tiles_of_opponents_incomplete_castles_are_targets():
    """SAND-31, AMB-8: covered tiles and the attacker's own castles are never targets."""
    b_castle = [
        "crab:dead_end(E)@(0,0)",
        "seagull:dead_end(W)@(1,0)",
        "seagull:dead_end(E)@(0,0)^",  # covers B's crab
    ]
    m = pos(3, hands={A: ["seagull-attack", "crab:corner", "crab:corner"], B: FILLER, C: FILLER},
            castles=[(B, b_castle), (A, ["crab:dead_end(E)@(0,0)"])], beach=BEACH)  # fmt: skip
    assert not any(o.startswith("attack:") for o in options(m))


def test_a_captured_tile_may_start_a_new_castle_or_stack_as_a_seagull():
    """SAND-36, AMB-10, AMB-40: any legal place in the attacker's area, a new castle included
    even where an existing castle could take it; a seagull may be stacked."""
    m = pos(3, hands={A: ["bucket-attack", "crab:corner", "crab:corner"], B: FILLER, C: FILLER},
            castles=[(B, ["seagull:dead_end(E)@(0,0)", "crab:dead_end(W)@(1,0)"]),
                     (A, ["crab:straight(E,W)@(0,0)", "bucket:dead_end(W)@(1,0)"])],
            beach=BEACH)  # fmt: skip
    attack(m, A, "bucket-attack", B, 0, (0, 0))
    assert options(m) == ["castle:1", "new"]
    m.submit(A, Action("castle", (1,)))
    assert options(m) == ["cell:-1:0", "cell:0:0", "cell:1:0"]  # ground, or on either tile
    m.submit(A, Action("cell", (1, 0)))  # facing W is the only way: not asked
    assert castle_tiles(m, 1)[(1, 0)] == ["BU-DE", "SG-DE"] and 1 in m.state.castles


def test_the_victims_castle_disappears_when_emptied():
    """SAND-32, SAND-37 step 2: a one-cell castle may be emptied; it then disappears."""
    m = pos(3, hands={A: ["bucket-attack", "crab:corner", "crab:corner"], B: FILLER, C: FILLER},
            castles=[(B, ["seagull:dead_end(E)@(0,0)"])], beach=BEACH)  # fmt: skip
    attack(m, A, "bucket-attack", B, 0, (0, 0))
    assert 0 not in m.state.castles and designs(m.state.moving) == ["SG-DE"]


def test_effects_come_in_order_victim_first():
    """SAND-37, SAND-40, SAND-46, AMB-39, AMB-11: one attack completes both castles; the
    victim's completion is settled first, and the attacker's castle then takes the shape
    bonus back from the victim."""
    m = pos(
        3,
        hands={A: ["bucket-attack", "crab:corner", "crab:corner"], B: FILLER, C: FILLER},
        castles=[
            (B, ["crab:dead_end(E)@(-1,0)", "crab:straight(E,W)@(0,0)",
                 "bucket:dead_end(W)@(1,0)", "seagull:straight(E,W)@(1,0)^"]),
            (A, ["crab:dead_end(E)@(0,0)", "bucket:tee(N,E,W)@(1,0)", "crab:dead_end(W)@(2,0)"]),
        ],
        display=["SH-I3"],
        beach=BEACH,
    )  # fmt: skip
    events = attack(m, A, "bucket-attack", B, 0, (1, 0))
    t = types(events)
    assert t.index("captured") < t.index("castle_completed") < t.index("bonus_taken")
    assert m.state.holder == {"SH-I3": B} and kinds(m) == ["captured_castle"]
    m.submit(A, Action("castle", (1,)))
    events = m.submit(A, Action("cell", (1, 0)))  # E-W on the tee closes A's castle
    assert [e.type for e in events if e.type.startswith("bonus")] == ["bonus_stolen"]
    assert m.state.holder == {"SH-I3": A} and len(m.state.banks[A]) == 1 + 4


def test_attack_tiles_go_to_the_winners_sandbank():
    """SAND-35, SAND-34: every attack tile played goes face down to the winner."""
    m = pos(3, hands={A: ["bucket-attack", "seagull-attack", "crab:corner"],
                      B: ["crab-attack", "crab:corner", "crab:corner"], C: FILLER},
            castles=[(B, ["seagull:dead_end(E)@(0,0)", "crab:dead_end(W)@(1,0)"])],
            beach=BEACH)  # fmt: skip
    attack(m, A, "bucket-attack", B, 0, (0, 0))
    reply(m, B, "crab-attack")
    reply(m, A, "seagull-attack")
    assert designs(m.state.banks[A]) == ["ATK-BU", "ATK-CR", "ATK-SG"] and m.state.fight == []
