"""The wire form of what a seat sees (game/net/codec.py): views, decisions and events of every
game come back equal and of the same classes; nothing but the games' data classes is built."""

from __future__ import annotations

import dataclasses

import msgspec
import pytest

from game import registry
from game.core.playout import new_match, steps
from game.core.types import Action, Decision, Event, Label
from game.net.codec import WireError, changed_fields, from_wire, to_wire

GAMES = ["pieces_of_eight", "mutinies", "black_fleet", "kratos", "sandcastles"]


def through_json(obj):
    return from_wire(msgspec.json.decode(msgspec.json.encode(to_wire(obj))))


@pytest.mark.parametrize("game_id", GAMES)
def test_every_view_decision_and_event_of_a_match_comes_back_equal(game_id):
    game, rules = registry.get(game_id), registry.rules_for(game_id)
    n = max(2, game.info.seat_range[0])
    match, policies = new_match(game, rules, ["random"] * n, 11)
    for step in steps(match, policies, max_steps=250):
        for seat in (*range(n), None):
            view = match.view(seat)
            back = through_json(view)
            assert type(back) is type(view) and back == view
        for event in step.events:
            assert through_json(event) == event
        if step.decision is not None:
            back = through_json(step.decision)
            assert back == step.decision
            assert [a.label for a in back.options] == [a.label for a in step.decision.options]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_view_is_detached_from_the_state_so_it_may_be_encoded_on_another_thread(game_id):
    """The host builds a view on the main thread and encodes it on the network thread while the
    match goes on: a view must not change when the state does."""
    game, rules = registry.get(game_id), registry.rules_for(game_id)
    n = max(2, game.info.seat_range[0])
    match, policies = new_match(game, rules, ["random"] * n, 5)
    kept = []
    for i, _step in enumerate(steps(match, policies, max_steps=200)):
        if i % 10 == 0:
            view = match.view(i % n)
            kept.append((view, msgspec.json.encode(to_wire(view))))
    for view, wire in kept:
        assert msgspec.json.encode(to_wire(view)) == wire


def test_tuples_lists_sets_and_int_keys_keep_their_types():
    value = {"a": (1, [2, 3], frozenset({4}), {5: "x"}), "b": {"c"}}
    back = through_json(Event("t", value))
    assert back.data == value
    assert type(back.data["a"][1]) is list and type(back.data["a"][3]) is dict
    assert 5 in back.data["a"][3]


def test_labels_and_decisions_rebuild_their_own_classes():
    d = Decision(1, "k", (Action("go", (1, "x"), Label("a.b", {"seat": 1})),), Label("p"))
    back = through_json(d)
    assert isinstance(back, Decision) and back == d and back.options[0].label == Label("a.b")


@pytest.mark.parametrize(
    "tree",
    [
        {"c": "builtins:object", "v": {}},
        {"c": "os:system", "v": {}},
        {"c": "game.net.codec:WireError", "v": {}},
        {"c": "game.core.types:Action.__class__", "v": {}},
        {"c": "game.core.types:Action", "v": {"kind": "x"}},  # a field missing
        {"c": "game.core.types:Action", "v": {"kind": "x", "args": [], "label": None, "z": 1}},
        {"c": "game.core.types:no_such", "v": {}},
        {"c": "game.not_loaded:X", "v": {}},
        {"x": [1]},
        {"l": 5},
        {"d": [[1]]},
        {"c": "game.core.types:Action"},
        {"e": "game.core.types:Action", "v": 1},
    ],
)
def test_anything_but_a_games_data_class_is_refused(tree):
    with pytest.raises(WireError):
        from_wire(tree)


def test_deep_nesting_is_refused_not_a_crash():
    tree: object = 1
    for _ in range(100_000):
        tree = [tree]
    with pytest.raises(WireError):
        from_wire(tree)


def test_caches_are_not_sent_and_come_back_as_their_defaults():
    from game.kratos.catalogue import BoardSpec

    fields = {f.name for f in dataclasses.fields(BoardSpec)}
    assert "_geo" in fields
    spec = registry.rules_for("kratos")  # a board spec of a real match
    game = registry.get("kratos")
    match, _ = new_match(game, spec, ["random", "random"], 3)
    board = match.view(0).board
    wire = to_wire(board)
    assert "_geo" not in wire["v"]
    assert from_wire(wire) == board


@pytest.mark.parametrize("game_id", GAMES)
def test_the_views_read_together_are_each_seats_own_view(game_id):
    """`Match.views` (what a host reads for all its joiners at once, the public part once) gives
    every seat exactly its own view (Kratos 6.4: its gold, offers and placement, no other's),
    and the patches worked out with a batch's shared comparisons are those worked out alone."""
    game, rules = registry.get(game_id), registry.rules_for(game_id)
    n = max(2, game.info.seat_range[0])
    match, policies = new_match(game, rules, ["random"] * n, 23)
    seats = [*range(n), None]
    before = match.views(seats)
    for _step in steps(match, policies, max_steps=200):
        together = match.views(seats)
        alone = [match.view(seat) for seat in seats]
        assert together == alone
        memo: dict = {}
        for old, new in zip(before, together):
            assert changed_fields(old, new, memo) == changed_fields(old, new)
        before = together
