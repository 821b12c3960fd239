"""The 2-player game (section 8): SAND-53 to SAND-59 and SAND-68 beyond the scenarios."""

from sandcastles.sc_helpers import (
    A,
    B,
    attack,
    build,
    decision,
    draw_beach,
    kinds,
    options,
    over,
    pos,
    reply,
    run_chance,
    submit,
    types,
)

from game.core import Action

BEACH = ["crab:dead_end", "bucket:dead_end", "seagull:dead_end"]
FOUR = ["crab:dead_end", "crab:corner", "bucket:corner", "seagull:corner"]


def test_one_shared_castle_started_in_the_empty_shared_area():
    """SAND-53, SAND-58: either player may start it with a first action; there is only one;
    the active player may start it with a second action."""
    m = pos(2, hands={A: FOUR, B: FOUR}, beach=BEACH)
    build(m, A, "crab:corner", "new_shared", (0, 0), "NE")
    shared = [c for c in m.state.castles.values() if c.owner == -1]
    assert len(shared) == 1 and decision(m).kind == "act_second"
    card = m.state.hands[A][1]
    m.submit(A, Action("build", (card,)))
    assert "new_shared" not in options(m) if kinds(m) == ["castle"] else True
    assert sum(c.owner == -1 for c in m.state.castles.values()) == 1
    m = pos(2, hands={A: FOUR, B: FOUR}, castles=[(A, ["crab:dead_end(E)@(0,0)"])], beach=BEACH)
    build(m, A, "crab:dead_end", 0, (1, 0), "W")  # first action: A's own castle
    card = m.state.hands[A][0]
    m.submit(A, Action("build", (card,)))  # second action: the empty shared area
    assert kinds(m) == ["walls"] and m.state.agenda[-1].cid == -2


def test_the_other_player_defends_the_shared_castle():
    """SAND-55, SAND-31: an attack on the shared castle is answered by the other player."""
    m = pos(2, hands={A: ["bucket-attack", "crab:corner", "crab:corner", "crab:corner"],
                      B: ["crab-attack", "crab:corner", "crab:corner", "crab:corner"]},
            castles=[(-1, ["seagull:dead_end(E)@(0,0)", "crab:dead_end(W)@(1,0)"])],
            beach=BEACH)  # fmt: skip
    attack(m, A, "bucket-attack", B, 0, (0, 0))
    assert decision(m).seat == B and decision(m).kind == "reply"
    reply(m, B, "crab-attack")
    assert len(m.state.banks[B]) == 2 and len(m.state.castles[0].cells) == 2


def test_a_tile_captured_from_the_shared_castle_goes_to_the_attackers_area():
    """SAND-56: never into the shared castle, where it would fit."""
    m = pos(2, hands={A: ["bucket-attack", "crab:corner", "crab:corner", "crab:corner"],
                      B: FOUR},
            castles=[(-1, ["seagull:dead_end(E)@(0,0)", "crab:straight(E,W)@(1,0)"])],
            beach=BEACH)  # fmt: skip
    attack(m, A, "bucket-attack", B, 0, (0, 0))
    assert kinds(m) == ["captured_walls"]  # no castle of A's: a new one, only the rotation
    m.submit(A, decision(m).options[0])
    owners = sorted(c.owner for c in m.state.castles.values())
    assert owners == [-1, A] and decision(m).kind == "act_second"


def test_a_shared_castle_completed_by_a_removal_scores_for_the_active_player():
    """SAND-58, AMB-38: the attacker uncovers the closing tile: the shared castle is the
    attacker's, its tiles and bonuses too; the emptied area may start a new one."""
    m = pos(2, hands={A: ["bucket-attack", "crab:corner", "crab:corner", "crab:corner"],
                      B: FOUR},
            castles=[(-1, ["crab:dead_end(E)@(-1,0)", "crab:straight(E,W)@(0,0)",
                           "bucket:dead_end(W)@(1,0)", "seagull:straight(E,W)@(1,0)^"])],
            display=["SH-I3"], beach=BEACH)  # fmt: skip
    events = attack(m, A, "bucket-attack", B, 0, (1, 0))
    assert "shared" in [k for e in events if e.type == "castle_completed" for k in e.data]
    assert m.state.holder == {"SH-I3": A} and len(m.state.banks[A]) == 1 + 3
    m.submit(A, decision(m).options[0])  # the seagull: a new castle of A's
    assert all(c.owner != -1 for c in m.state.castles.values())


def test_refill_order_without_a_fight():
    """SAND-57, AMB-24: fewer cards first; on a tie the non-active seat; then the beach."""
    m = pos(2, hands={A: FOUR, B: FOUR}, castles=[(-1, ["bucket:dead_end(E)@(0,0)"])],
            beach=BEACH)  # fmt: skip
    build(m, A, "crab:dead_end", 0, (1, 0), "W")
    submit(m, "skip")
    assert decision(m).seat == A  # 3 cards against 4
    draw_beach(m, A, "crab:dead_end")
    run_chance(m)
    assert decision(m).seat == B and len(m.state.beach) == 3
    m = pos(2, hands={A: FOUR, B: FOUR[:3]}, beach=BEACH)
    build(m, A, "crab:corner", "new", (0, 0), "NE")
    submit(m, "skip")
    assert decision(m).seat == B  # 3 against 3: the non-active seat first


def test_swap_as_a_second_action_and_no_drawing_before_the_end():
    """SAND-54, SAND-57, AMB-34: a Swap may be the second action; no card comes before the
    turn is over."""
    m = pos(2, hands={A: FOUR, B: FOUR}, beach=BEACH)
    build(m, A, "crab:corner", "new", (0, 0), "NE")
    assert len(m.state.hands[A]) == 3 and "swap" in options(m)
    submit(m, "swap")
    submit(m, "give", m.state.hands[A][0])
    events = draw_beach(m, A, "crab:dead_end")
    assert "beach_dealt" not in types(events) and len(m.state.beach) == 2  # waits
    assert decision(m).seat == A and decision(m).kind == "draw"


def test_final_turn_of_two_actions_then_the_end():
    """SAND-59: the other player's last turn keeps both actions, without drawing or Swap."""
    m = pos(2, active=B, hands={A: FOUR, B: FOUR}, beach=BEACH, anchor=A, wave_seat=A)
    assert "swap" not in options(m)
    build(m, B, "crab:corner", "new", (0, 0), "NE")
    assert decision(m).kind == "act_second" and "swap" not in options(m)
    submit(m, "skip")
    assert over(m) and len(m.state.hands[B]) == 3
