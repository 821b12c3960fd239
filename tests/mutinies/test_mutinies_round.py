"""The round: placement, resolution order, end of round, mutiny and the track (M21-17 to M21-35,
M21-140, M21-165, M21-168 to M21-170 and their audit notes)."""

from __future__ import annotations

from mutinies_kit import (
    P1,
    P2,
    P3,
    P4,
    P5,
    RULES,
    G,
    act,
    decision,
    draw,
    events_of,
    ids,
    place,
    roll,
    skip_windows,
    slots,
    table,
)

from game.core import Action, Task
from game.mutinies import rounds, tasks
from game.mutinies.flow import FLOW


def test_every_task_of_the_round_has_its_handlers():
    """M21-168: each step of the procedure is a task type with its handlers in FLOW (the bases
    Draw and Effect are never put on the agenda themselves)."""
    kinds = [
        k
        for k in vars(tasks).values()
        if isinstance(k, type) and issubclass(k, Task) and k not in (Task, tasks.Draw, tasks.Effect)
    ]
    assert len(kinds) > 50 and set(kinds) == set(FLOW.task_types())
    FLOW.check(*kinds)


def test_one_decision_at_a_time_in_turn_order():
    """M21-140, M21-168, M21-24: windows and placements are asked one seat at a time, captain
    first, then the sailors in track order."""
    m = table(4, d=[3, 4, 4, 4], order=[2, 0, 3, 1], treasures={2: ["prestige1a"], 3: ["rum1a"]})
    seen = []
    while len(m.state.discs) < 4:
        pending = m.pending
        assert isinstance(pending, tuple) and len(pending) == 1
        d = pending[0]
        seen.append((d.seat, d.kind))
        m.submit(
            d.seat,
            Action("done")
            if d.kind.startswith("window")
            else next(a for a in d.options if a.args and a.args[0] in ("C3", "C4", "K1", "K2")),
        )
    assert seen == [
        (2, "window_w1"),
        (2, "place_captain"),
        (2, "window_w2"),
        (0, "place_sailor"),
        (3, "window_w1"),
        (3, "place_sailor"),
        (3, "window_w2"),
        (1, "place_sailor"),
    ]


def test_captain_never_uses_cabin_or_mutiny_and_sailors_always_can():
    """M21-18, M21-21, M21-30: Cabin and Mutiny are for sailors; a broke sailor can still
    place (K1, K2, M0)."""
    m = table(3, d=[3, 0, 4])
    assert not any(s.startswith(("K", "M")) for s in slots(m, P1))
    place(m, P1, "CR1")
    assert slots(m, P2) == ["K1", "K2", "M0"]
    assert RULES.why_illegal(m.state, P2, Action("place", ("CR2",))).rule == "M21-42"


def test_captain_places_slot_one_in_ordered_actions_anywhere_in_free_ones():
    """M21-21, M21-26: one (action, slot) choice; slot 1 in NC, Shipwrecks, Tavern."""
    m = table(4, d=[3, 4, 4, 4])
    got = slots(m, P1)
    assert [s for s in got if s[:2] in ("NC", "SW", "TV")] == ["NC1", "SW1", "TV1"]
    assert {"CR1", "CR2", "CR3", "CR4", "CR5", "C1", "C2", "C3", "C4"} <= set(got)
    assert RULES.why_illegal(m.state, P1, Action("place", ("SW2",))).rule == "M21-21"
    assert RULES.why_illegal(m.state, P1, Action("place", ("K1",))).rule == "M21-21"


def test_captain_cannot_repeat_last_rounds_action():
    """M21-27 (a), M21-32, M21-190: the pirate token marks the action the captain chose."""
    m = table(3, d=[3, 4, 4], variants={"simplified": True})
    place(m, P1, "C3")
    place(m, P2, "K1")
    place(m, P3, "K1")
    assert m.state.pirate == "city" and m.state.order[0] == P1
    assert not any(s.startswith("C") and s[1].isdigit() for s in slots(m, P1))
    ref = RULES.why_illegal(m.state, P1, Action("place", ("C4",)))
    assert ref.rule == "M21-27"


def test_blockade_bars_the_captain_but_not_sailors():
    """M21-27 (c), M21-98, M21-65: a blockade closes an action to the captain only."""
    m = table(3, d=[3, 4, 4], blockade="city")
    assert not any(s in ("C1", "C2", "C3", "C4", "C5") for s in slots(m, P1))
    assert RULES.why_illegal(m.state, P1, Action("place", ("C3",))).rule == "M21-98"


def test_captain_always_has_a_legal_choice():
    """M21-28, M21-165: pirate token plus blockade still leave a free action."""
    m = table(
        3,
        d=[0, 4, 4],
        rum=[0, 1, 1],
        pirate="ship",
        blockade="tavern",
        display=["wild21a", "wild21b", "wild31a", "wild11a"],
    )
    got = slots(m, P1)
    assert "C3" in got and "C4" in got and not any(s.startswith("CR") for s in got)


def test_sailor_follows_to_the_next_empty_slot_or_goes_to_cabin_or_mutiny():
    """M21-29, M21-169: next empty usable slot; Cabin any slot; Mutiny an empty slot."""
    m = table(4, d=[3, 4, 4, 4])
    place(m, P1, "SW1")
    assert slots(m, P2) == ["SW2", "K1", "K2", "M0", "M1", "M3"]
    place(m, P2, "M3")
    assert slots(m, P3) == ["SW2", "K1", "K2", "M0", "M1"]
    ref = RULES.why_illegal(m.state, P3, Action("place", ("SW3",)))
    assert ref.rule == "M21-169"
    assert RULES.why_illegal(m.state, P3, Action("place", ("M3",))).rule == "M21-70"
    assert RULES.why_illegal(m.state, P3, Action("place", ("TV2",))).rule == "M21-29"
    place(m, P3, "K1")
    assert "K1" in slots(m, P4)  # Cabin slots are shared


def test_only_slots_one_to_n_are_usable_in_ordered_actions():
    """M21-169, M21-175: with 3 players slots 4 and 5 do not exist."""
    m = table(3, d=[3, 4, 4])
    place(m, P1, "NC1")
    place(m, P2, "NC2")
    assert [s for s in slots(m, P3) if s.startswith("NC")] == ["NC3"]
    place(m, P3, "K1")
    assert RULES.why_illegal(m.state, P1, Action("place", ("NC4",))) is not None


def test_every_disc_resolves_including_the_new_captains():
    """M21-31, M21-71: the mutineer who becomes captain still gets the slot's effect."""
    m = table(4, d=[3, 4, 4, 4], variants={"simplified": True})
    place(m, P1, "C1")
    place(m, P2, "M1")
    place(m, P3, "K1")
    place(m, P4, "C3")
    s = m.state
    assert s.pp == [5, 4, 4, 3] and s.rum[P4] == 2 and s.d == [1, 3, 4, 4]
    assert s.order[0] == P2


def test_events_follow_the_resolution_order():
    """M21-31, M21-170: City in turn order, then the Cabin, then the Mutiny."""
    m = table(4, d=[3, 4, 4, 4], variants={"simplified": True})
    place(m, P1, "C3")
    place(m, P2, "M1")
    place(m, P3, "K1")
    events = place(m, P4, "C1")
    order = [(e.type, e.data["seat"]) for e in events if e.type in ("gain_pp", "gain_rum")]
    assert order == [("gain_rum", P1), ("gain_pp", P4), ("gain_pp", P3), ("gain_pp", P2)]


def test_free_choice_actions_resolve_in_turn_order_ordered_ones_in_slot_order():
    """M21-170, M21-174: V11 puts P2 on slot 3; P3 on slot 2 resolves before P2."""
    m = table(4, d=[3, 4, 4, 4], cards={P2: ["V11"]})
    place(m, P1, "TV1")
    act(m, P2, "play_card", "V11")
    place(m, P2, "TV3")
    place(m, P3, "TV2")
    place(m, P4, "K1")
    assert [x for x, _ in rounds.action_discs(G, m.state)] == ["TV1", "TV2", "TV3"]
    assert [seat for _, seat in rounds.action_discs(G, m.state)] == [P1, P3, P2]


def test_no_mutiny_keeps_captain_and_track():
    """M21-32: discs back, pirate on the captain's action, same captain, same track."""
    m = table(3, d=[3, 4, 4], order=[1, 2, 0], variants={"simplified": True})
    place(m, 1, "C3")
    place(m, 2, "K1")
    place(m, 0, "K2")
    s = m.state
    assert s.order == [1, 2, 0] and s.discs == [] and s.pirate == "city" and s.round == 2
    assert s.counter == 21


def test_mutiny_winner_is_the_highest_slot_and_the_track_is_rebuilt():
    """M21-33, M21-183, M21-154: printed cost ranks mutineers; a lone M0 mutineer wins too."""
    m = table(5, d=[3, 4, 4, 4, 7], variants={"simplified": True})
    place(m, P1, "C3")
    place(m, P2, "M0")
    place(m, P3, "K1")
    place(m, P4, "M1")
    events = place(m, P5, "M6")
    s = m.state
    assert s.order == [P5, P4, P2, P1, P3] and s.deposed == P1 and s.captaincies[P5] == 1
    new = events_of(events, "new_captain")[0].data
    assert new["captain_seat"] == P5 and new["deposed_seat"] == P1 and s.counter == 20

    m = table(3, d=[3, 4, 4], variants={"simplified": True})
    place(m, P1, "C3")
    place(m, P2, "K1")
    place(m, P3, "M0")
    assert m.state.order == [P3, P1, P2]


def test_pirate_token_after_a_mutiny_is_the_deposed_captains_action():
    """M21-33 step 3, M21-190: the new captain may not choose the old captain's action."""
    m = table(3, d=[3, 4, 4], variants={"simplified": True})
    place(m, P1, "C4")
    place(m, P2, "M1")
    place(m, P3, "K1")
    draw(m, "rum1a")
    skip_windows(m)
    assert m.state.pirate == "city" and decision(m).seat == P2
    assert not any(s.startswith("C") and s[1].isdigit() for s in slots(m, P2))


def test_round_includes_the_new_captains_card_draw():
    """M21-20, M21-22, M21-95: the new captain draws a card, kept hidden, before the round ends."""
    m = table(3, d=[3, 4, 4], deck=["V01", "V02", "E12"])
    place(m, P1, "C3")
    place(m, P2, "M0")
    place(m, P3, "K1")
    assert m.pending.kind == "draw" and set(m.pending.items) == {"V01", "V02", "E12"}
    events = draw(m, "E12")
    assert m.state.round == 1 and decision(m).kind == "card_decide"
    assert ids(m, P2) == ["keep_card"]
    hidden = events_of(events, "card_drawn")[0].seen_by(P1)
    assert hidden.data == {"seat": P2}
    act(m, P2, "keep_card")
    assert m.state.round == 2 and m.state.cards[P2] == ["E12"]


def test_each_player_places_one_disc():
    """M21-17: one action disc each; the placement decision disappears once placed."""
    m = table(3, d=[3, 4, 4])
    place(m, P1, "C3")
    assert RULES.decision_for(m.state, P1) is None
    assert RULES.why_illegal(m.state, P1, Action("place", ("C4",))).rule == "M21-140"


def test_final_round_mutiny_rebuilds_the_track_and_scoring_uses_it():
    """M21-35, M21-163, M21-72: Mutiny is available in the final round."""
    m = table(3, d=[3, 4, 4], final_round=True, end_triggered=True, deck=[], last_mutiny=False)
    place(m, P1, "C3")
    place(m, P2, "K1")
    place(m, P3, "M3")
    s = m.state
    assert s.order == [P3, P1, P2] and s.phase == "over" and s.final_captain == P1
    assert s.pp[P3] == 5 - 1  # +2 PP, then -1 PP for 1 rum at the end


def test_sailors_may_mutiny_and_rest_in_consecutive_rounds():
    """M21-72, M21-69: Mutiny and the Cabin have no repeat ban."""
    m = table(3, d=[3, 4, 4], variants={"simplified": True})
    place(m, P1, "C3")
    place(m, P2, "M1")
    place(m, P3, "M0")
    assert m.state.order == [P2, P3, P1]
    place(m, P2, "TV1")
    assert "M0" in slots(m, P3)
    place(m, P3, "M0")
    place(m, P1, "K1")
    roll(m, 3)
    assert m.state.order == [P3, P2, P1]
    place(m, P3, "C4")
    place(m, P2, "K2")
    assert "K1" in slots(m, P1)
