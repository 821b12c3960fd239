"""What a table shows of refusals and questions: the options that exist but are not legal now,
each with its rule (M21-21, M21-23, M21-41, M21-42, M21-140, M21-169, M21-172), the windows whose
asking tells something hidden (M21-172, M21-167), and areas named by themselves in the log."""

from __future__ import annotations

from mutinies_kit import P1, RULES, G, act, decision, table

from game.core import Action
from game.mutinies import words


def test_every_slot_not_offered_to_a_placing_seat_comes_with_its_rule():
    """M21-21, M21-41, M21-42, M21-169: a placing seat's slots are either offered or unavailable
    with the rule against them; never both."""
    m = table(3, d=[3, 4, 4])
    d = decision(m)
    assert d.kind in ("place_captain", "place_sailor")
    unavailable = dict(RULES.unavailable(m.state, d.seat))
    offered = set(d.options)
    assert not offered & set(unavailable)
    assert set(G.place_actions.values()) <= offered | set(unavailable)
    assert unavailable[Action("place", ("SW2",))].rule == "M21-21"
    assert all(ref.rule.startswith("M21-") for ref in unavailable.values())


def test_a_click_on_a_slot_during_a_window_says_place_after_it():
    """M21-23: the window comes first; a slot clicked during it is refused with that reason."""
    m = table(3, d=[3, 4, 4], cards={P1: ["E12"]})
    assert decision(m).kind == "window_w1"
    assert RULES.why_illegal(m.state, P1, Action("place", ("C3",))).rule == "M21-23"
    act(m, P1, "done")
    assert RULES.why_illegal(m.state, P1, Action("place", ("C3",))) is None


def test_a_window_with_only_done_is_forced_alone_and_asked_in_hot_seat():
    """M21-172: a window offered on public counts answers itself when nobody else watches, and
    is asked when another human shares the screen (skipping it would tell what is held)."""
    m = table(3, d=[3, 4, 4], cards={P1: ["E12"]})
    d = decision(m)
    assert [a.kind for a in d.options] == ["done"]
    assert RULES.asking_tells(m.state, d)
    assert m.forced(d) == Action("done")
    assert m.forced(d, watched=True) is None
    act(m, P1, "done")
    d = decision(m)
    assert d.kind == "place_captain" and not RULES.asking_tells(m.state, d)


def test_a_jewel_clicked_outside_a_sale_says_where_jewels_are_sold():
    """M21-57: jewels are sold at the Black Market or on the City's Sell slot."""
    m = table(3, d=[3, 4, 4])
    ref = RULES.why_illegal(m.state, P1, Action("sell_jewel", ("ruby",)))
    assert ref is not None and ref.rule == "M21-57"


def test_a_log_line_names_an_area_without_its_action():
    """M21-41: a placement's log line says "Commercial Routes", not "Boarding: Commercial
    Routes" (the rulebook's name puts the action first)."""
    assert words.slot_text(G, "CR1")["area"].en == "Commercial Routes"
    assert words.slot_text(G, "CR1")["area"].es == "Rutas Comerciales"
    assert all(":" not in name.en and ":" not in name.es for name in G.area_short.values())
