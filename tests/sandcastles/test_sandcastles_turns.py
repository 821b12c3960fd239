"""Setup, turns, drawing, Swap and the end of the game: SAND-8 to SAND-10, SAND-24 to SAND-30,
SAND-45, SAND-47 to SAND-50, SAND-66, SAND-67."""

from collections import Counter

from sandcastles.sc_helpers import (
    A,
    B,
    C,
    attack,
    build,
    chance,
    decision,
    designs,
    draw_beach,
    g,
    kinds,
    options,
    over,
    pos,
    reply,
    rules,
    run_chance,
    submit,
    types,
)

from game import registry
from game.core import Action, Chance, IllegalAction, Match
from game.core.playout import seat_configs

BEACH = ["crab:dead_end", "bucket:dead_end", "seagull:dead_end"]
FILLER = ["crab:corner", "bucket:corner", "seagull:corner"]


def new_match(n, seed=0, **variants):
    game = registry.get("sandcastles")
    config = game.make_config(seat_configs(["random"] * n), seed=seed, variants=variants)
    return Match(rules(), config, record_hashes=False)


def test_standard_setup_deals_hands_beach_bonuses_and_a_first_player():
    """SAND-8, AMB-16, AMB-23: 3 cards each dealt one at a time from seat 0, 3 beach cards,
    player count + 2 random bonuses plus the two fixed ones, a random first player."""
    m = new_match(4)
    p = m.pending
    assert isinstance(p, Chance) and p.kind == "draw" and p.count == 4 * 3 + 3
    deal = list(range(15))
    m.step_chance(deal)
    assert m.state.hands == [[0, 4, 8], [1, 5, 9], [2, 6, 10], [3, 7, 11]]
    assert m.state.beach == [12, 13, 14]
    assert len(m.state.deck) == 110 - 15 and m.state.wave_in_deck
    bonus_step = m.pending
    assert isinstance(bonus_step, Chance) and bonus_step.count == 6
    assert set(bonus_step.items) == set(g().random_bonuses)
    m.step_chance()
    assert {"BN-BIGGEST", "BN-TALLEST"} <= set(m.state.display) and len(m.state.display) == 8
    first = m.pending
    assert isinstance(first, Chance) and first.kind == "pick" and first.items == (0, 1, 2, 3)
    m.step_chance(2)
    assert decision(m).seat == 2 and decision(m).kind == "act"
    starts = Counter()
    for seed in range(60):
        x = new_match(3, seed)
        x.run_chance()
        starts[decision(x).seat] += 1
    assert set(starts) == {0, 1, 2}  # drawn at random
    x = new_match(3, 0, first_player="first_seat")
    x.run_chance()
    assert decision(x).seat == 0


def test_two_player_setup():
    """SAND-9, AMB-43: two seats always play the shared-castle variant: 4 cards each, 4
    random bonuses plus the fixed two; the deck holds 99 cards and the Big Wave."""
    m = new_match(2)
    m.run_chance()
    assert m.state.mode == "duel" and [len(h) for h in m.state.hands] == [4, 4]
    assert len(m.state.display) == 6 and len(m.state.deck) == 99
    assert m.state.castles == {}  # the shared area starts empty


def test_solo_setup_and_hard_solo():
    """SAND-10, SAND-65, SAND-70: no Biggest Castle or Tallest Tower; 4 bonuses from the
    solo pool; 5 or more (hard solo) from all 27."""
    m = new_match(1)
    m.run_chance()
    assert m.state.mode == "solo" and len(m.state.hands[0]) == 3 and len(m.state.beach) == 3
    assert len(m.state.display) == 4 and set(m.state.display) <= set(g().solo_pool)
    m = new_match(1, solo_bonuses=6)
    m.step_chance()
    step = m.pending
    assert isinstance(step, Chance) and step.count == 6
    assert set(step.items) == set(g().random_bonuses) and len(step.items) == 27


def test_one_action_a_turn_and_passing_only_without_one():
    """SAND-24, AMB-29: must act while any action is legal; a pass happens by itself."""
    m = pos(3, hands={A: ["crab:corner", "bucket-attack", "seagull:dead_end"]}, beach=BEACH)
    assert kinds(m) == ["act"]
    for refused in (Action("pass"), Action("skip")):
        try:
            m.submit(A, refused)
            raise AssertionError("a pass is refused while an action is legal")
        except IllegalAction as exc:
            assert exc.ref.rule == "SAND-24"
    bucket = m.state.hands[A][1]
    assert f"attack:{bucket}" not in options(m)  # no target for it
    assert options(m) == [f"build:{m.state.hands[A][0]}", f"build:{m.state.hands[A][2]}", "swap"]
    m = pos(3, hands={A: ["bucket-attack"]}, anchor=C, wave_seat=C, beach=BEACH)
    assert [e.type for e in rules().advance(m.state)] == []
    m = pos(3, active=A, hands={A: ["bucket-attack"], B: FILLER, C: FILLER}, anchor=C,
            wave_seat=C, agenda=[])  # fmt: skip
    from game.sandcastles.tasks import Turn

    m.state.agenda = [Turn(A)]
    events = rules().advance(m.state)
    assert "passed" in types(events) and decision_seat(m) == B


def decision_seat(m):
    m._pending = None
    return decision(m).seat


def test_build_then_check_then_draw_then_refill_the_beach():
    """SAND-25, SAND-28, SAND-66, AMB-12, AMB-33: the decision order of a standard turn."""
    others = {B: ["crab:tee"] * 3, C: ["bucket:tee"] * 3}
    m = pos(3, hands={A: ["crab:corner", "bucket:corner", "seagull:corner"], **others}, beach=BEACH)
    seen = []
    card = m.state.hands[A][0]
    m.submit(A, Action("build", (card,)))
    seen.append(decision(m).kind)  # a new castle: only (0,0), so the rotation
    m.submit(A, decision(m).options[0])
    seen.append(decision(m).kind)
    assert seen == ["walls", "draw"]
    assert options(m) == [f"beach:{c}" for c in m.state.beach] + ["deck"]
    submit(m, "deck")
    events = m.step_chance()
    assert events[0].type == "drew" and events[0].visible_to == (A,)  # SAND-69
    assert decision(m).seat == B and len(m.state.beach) == 3  # nothing to refill
    m = pos(3, hands={A: ["crab:corner", "bucket:corner", "seagull:corner"], **others}, beach=BEACH)
    build(m, A, "crab:corner", "new", (0, 0), "NE")
    draw_beach(m, A, "crab:dead_end")
    assert isinstance(m.pending, Chance)  # only now: the beach back to 3
    run_chance(m)
    assert len(m.state.beach) == 3 and len(m.state.hands[A]) == 3  # SAND-29: never above


def test_attack_is_an_action_with_a_target():
    """SAND-26, SAND-31: an attack tile from the hand against an opponent's castle."""
    m = pos(3, hands={A: ["crab-attack", "crab:corner", "crab:corner"], B: FILLER, C: FILLER},
            castles=[(B, ["bucket:dead_end(E)@(0,0)", "crab:dead_end(W)@(1,0)"]),
                     (C, ["bucket:dead_end(S)@(0,0)"]), (A, ["bucket:dead_end(S)@(0,0)"])],
            beach=BEACH)  # fmt: skip
    crab = m.state.hands[A][0]
    prompt = rules().describe_decision(decision(m), rules().view(m.state, A))
    assert prompt.key == "sandcastles.decision.act"  # build, attack or swap: all three offered
    submit(m, "attack", crab)
    assert options(m) == ["target:1:0:0:0", "target:2:1:0:0"]  # never A's own bucket
    submit(m, "target", 2, 1, 0, 0)
    assert m.state.fight == [] and "BU-DE" in designs(m.state.moving)  # C could not answer


def test_swap_gives_up_face_down_and_ends_the_turn():
    """SAND-27, AMB-13: the given-up card goes face down on the discard pile."""
    m = pos(3, hands={A: FILLER, B: FILLER, C: FILLER}, beach=BEACH)
    submit(m, "swap")
    assert decision(m).kind == "swap_give"
    given = m.state.hands[A][2]
    submit(m, "give", given)
    assert m.state.discard == [given] and m.state.discarded_by == [A]
    submit(m, "deck")
    chance(m, "crab:straight")
    assert decision(m).seat == B and len(m.state.hands[A]) == 3  # no further draw


def test_every_card_leaving_the_deck_may_be_the_big_wave():
    """SAND-30, SAND-47: a beach refill reveals it too (the revealer is the active seat),
    but never before the bottom 11 cards (SAND-8 step 4)."""
    m = pos(3, hands={A: FILLER, B: FILLER, C: FILLER}, beach=BEACH[:2], agenda=[])
    from game.sandcastles.tasks import BeachRefill, NextTurn

    m.state.agenda = [NextTurn(A), BeachRefill()]
    rules().advance(m.state)
    m._pending = None
    step = m.pending
    assert isinstance(step, Chance) and g().wave not in step.items  # 94 cards left
    m = pos(3, hands={A: FILLER, B: FILLER, C: FILLER}, beach=BEACH[:2],
            deck=["crab:straight"] * 5, agenda=[NextTurn(A), BeachRefill()])  # fmt: skip
    step = m.pending
    assert isinstance(step, Chance) and g().wave in step.items
    events = chance(m, "WAVE")
    assert (m.state.wave_seat, m.state.anchor) == (A, A) and "big_wave" in types(events)
    assert m.state.wave_left == 5 and len(m.state.beach) == 2


def test_final_turns_no_cards_taken_but_fights_go_on():
    """SAND-48, SAND-50, AMB-15: no draw, refill or Swap; building, attacking, capturing
    and completing still happen; the captured tile is still placed."""
    m = pos(
        3,
        active=B,
        hands={
            A: ["bucket-attack"],
            B: ["crab-attack", "seagull-attack", "bucket:dead_end"],
            C: FILLER,
        },
        castles=[(A, ["bucket:dead_end(E)@(0,0)", "crab:dead_end(W)@(1,0)"])],
        beach=BEACH,
        anchor=A,
        wave_seat=A,
    )
    assert "swap" not in options(m)
    attack(m, B, "crab-attack", A, 0, (0, 0))
    assert decision(m).seat == B and decision(m).kind == "captured_walls"  # A cannot answer
    m.submit(B, decision(m).options[0])
    assert len(m.state.hands[B]) == 2 and len(m.state.beach) == 3  # nobody draws
    assert decision(m).seat == C


def test_the_countdown_gives_everyone_but_the_anchor_one_turn():
    """SAND-49, SAND-67, AMB-14: the anchor is the active seat even when another revealed
    the wave; n - 1 final turns, then the game ends."""
    m = pos(
        3,
        active=A,
        hands={A: ["seagull-attack", "crab:corner", "crab:corner"], B: ["bucket:corner"] * 3,
               C: ["seagull:corner"] * 3},
        castles=[(B, ["crab:dead_end(E)@(0,0)", "bucket:dead_end(W)@(1,0)"])],
        beach=[], deck=["crab:straight"] * 3,
    )  # fmt: skip
    attack(m, A, "seagull-attack", B, 0, (0, 0))
    m.submit(A, decision(m).options[0])  # the crab starts a castle of A's
    # B lost nothing; A refills its 1 card from the deck
    events = chance(m, "WAVE")
    assert (m.state.wave_seat, m.state.anchor) == (A, A)
    turns = []
    while not over(m):
        seat = decision(m).seat
        if not turns or turns[-1] != seat:
            turns.append(seat)
        m.submit(seat, decision(m).options[0])
    assert turns == [B, C] and "big_wave" in types(events)


def test_after_an_attack_play_passes_to_the_attackers_left():
    """SAND-38, AMB-31."""
    m = pos(3, active=C, hands={A: FILLER, B: FILLER, C: ["crab-attack", "crab:corner", "crab:corner"]},
            castles=[(B, ["bucket:dead_end(E)@(0,0)", "crab:dead_end(W)@(1,0)"])], beach=BEACH)  # fmt: skip
    attack(m, C, "crab-attack", B, 0, (0, 0))
    m.submit(C, decision(m).options[0])
    draw_beach(m, C, "crab:dead_end")
    run_chance(m)
    assert decision(m).seat == A  # C's left, not B's (the victim's)


def test_the_deck_never_runs_dry_and_bonuses_never_return():
    """AMB-30, SAND-45: over whole random games the deck holds a card until the Big Wave is
    out, nothing is ever reshuffled, and the display only shrinks."""
    game = registry.get("sandcastles")
    from game.core.ai import ai_rng

    for n in (2, 3, 5):
        for seed in range(4):
            m = Match(rules(), game.make_config(seat_configs(["random"] * n), seed=seed),
                      record_hashes=False)  # fmt: skip
            rngs = [ai_rng(seed, q) for q in range(n)]
            display, discard = 99, 0  # the display is dealt once, then only shrinks
            while not over(m):
                if isinstance(m.pending, Chance):
                    m.step_chance()
                else:
                    d = decision(m)
                    m.submit(d.seat, d.options[rngs[d.seat].randrange(len(d.options))])
                s = m.state
                assert s.deck or not s.wave_in_deck
                if s.turn:  # the bonuses are dealt
                    assert len(s.display) <= display and len(s.discard) >= discard
                    display, discard = len(s.display), len(s.discard)


def test_a_fight_played_out_resolves_as_the_algorithm():
    """SAND-33, SAND-34, SAND-35, SAND-39: the side that played last wins every card."""
    for answers, winner in [([], A), (["crab-attack"], B), (["crab-attack", "seagull-attack"], A)]:
        m = pos(3, hands={A: ["bucket-attack", "seagull-attack", "crab:corner"],
                          B: ["crab-attack", "crab:corner", "crab:corner"], C: FILLER},
                castles=[(B, ["seagull:dead_end(E)@(0,0)", "crab:dead_end(W)@(1,0)"])],
                beach=BEACH)  # fmt: skip
        attack(m, A, "bucket-attack", B, 0, (0, 0))
        for i, tile in enumerate(answers):
            reply(m, B if i % 2 == 0 else A, tile)
        if not over(m) and decision(m).kind == "reply":
            reply(m, decision(m).seat, None)
        assert len(m.state.banks[winner]) == 1 + len(answers)


def test_every_task_has_its_handlers_and_a_refusal_names_its_rule():
    """SAND-66: every step of a turn is a task in FLOW; SAND-24: acting out of turn is
    refused by the rule that gives the turn."""
    import inspect

    from game.core import Task
    from game.sandcastles import tasks
    from game.sandcastles.flow import FLOW

    kinds_ = [k for _, k in inspect.getmembers(tasks, inspect.isclass) if issubclass(k, Task)]
    FLOW.check(*[k for k in kinds_ if k is not Task])
    m = pos(3, hands={A: FILLER, B: FILLER, C: FILLER}, beach=BEACH)
    try:
        m.submit(B, Action("swap"))
        raise AssertionError("B may not act in A's turn")
    except IllegalAction as exc:
        assert exc.ref.rule == "SAND-24"


def test_the_turns_prompt_names_only_the_actions_offered():
    """SAND-24, SAND-61: "build or swap" where no attack tile has a target; every mix of the
    three actions a turn can offer has its words in both languages."""
    from itertools import combinations

    from support.texts import missing_keys

    from game.core import Decision

    kinds = ("build", "attack", "swap")
    keys = {}
    for n in (1, 2, 3):
        for mix in combinations(kinds, n):
            if mix == ("swap",):
                continue  # a lone Swap is a single option: taken without asking
            options = tuple(Action(k, (i,)) for i, k in enumerate(mix * 2))  # two of each
            label = rules().describe_decision(Decision(A, "act", options), None)
            keys[label.key] = set(label.args)
            assert (label.key == "sandcastles.decision.act") == (n == 3), label.key
    assert len(keys) == 6 and missing_keys(keys) == []
