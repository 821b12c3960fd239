"""Hypothesis stateful tests, the same for every registered game (and the test game).

One rule applies a legal action chosen by Hypothesis (or resolves a chance step with an outcome it
picks), one takes back a human's own move when the engine allows it, one saves and reloads. After
every rule: the game's invariants hold, the pending decisions are well formed, and the match still
replays from its log to the same state. A failure is shrunk to the shortest action list.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule
from support.conformance import check_pending

from game import registry
from game.core import Chance, Match, Over, SeatConfig

GAMES = ["duel", *registry.GAMES]


def machine_for(game_id: str):
    game = registry.get(game_id)

    class GameMachine(RuleBasedStateMachine):
        def __init__(self) -> None:
            super().__init__()
            info = game.info
            n = max(info.min_seats, 2)
            seats = [
                SeatConfig(f"P{i}", "human" if i % 2 == 0 else "ai", "random") for i in range(n)
            ]
            self.match = Match(
                registry.rules_for(game_id), game.make_config(seats, seed=7), record_hashes=False
            )

        @precondition(lambda self: not isinstance(self.match.pending, Over))
        @rule(data=st.data())
        def step(self, data) -> None:
            pending = self.match.pending
            if isinstance(pending, Chance):
                self.match.step_chance(self.draw_outcome(data, pending))
                return
            decision = data.draw(st.sampled_from(pending))
            action = data.draw(st.sampled_from(decision.options))
            self.match.submit(decision.seat, action)

        @staticmethod
        def draw_outcome(data, chance: Chance):
            if chance.kind == "roll":
                return data.draw(
                    st.lists(
                        st.integers(1, chance.sides), min_size=chance.count, max_size=chance.count
                    )
                )
            if chance.kind == "pick":
                return data.draw(st.sampled_from(chance.items))
            if chance.kind == "shuffle":
                return data.draw(st.permutations(list(chance.items)))
            order = data.draw(st.permutations(list(range(len(chance.items)))))
            return [chance.items[i] for i in order[: chance.count]]

        @rule()
        def undo_if_allowed(self) -> None:
            for seat in range(self.match.config.n_seats):
                if self.match.can_undo(seat):
                    before = len(self.match.log)
                    self.match.undo(seat)
                    assert len(self.match.log) < before
                    return

        @rule()
        def save_and_reload(self) -> None:
            data = json.loads(json.dumps(self.match.to_save()))
            loaded = Match.from_save(registry.rules_for, data, "stateful")
            rules = self.match.rules
            assert rules.state_hash(loaded.state) == rules.state_hash(self.match.state)
            self.match = loaded

        @invariant()
        def consistent(self) -> None:
            self.match.rules.check_invariants(self.match.state)
            check_pending(self.match)

    GameMachine.__name__ = f"{game_id}_machine"
    return GameMachine


@pytest.mark.parametrize("game_id", GAMES)
def test_random_action_sequences_keep_every_game_consistent(game_id):
    machine = machine_for(game_id)
    test = machine.TestCase
    test.settings = settings(
        max_examples=12,
        stateful_step_count=60,
        deadline=None,
        suppress_health_check=list(HealthCheck),
        database=None,
    )
    test("runTest").runTest()
