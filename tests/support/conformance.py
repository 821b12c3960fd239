"""Checks every game must pass, run over random and AI playouts (the OpenSpiel random-sim idea).

After every step of every playout:
- the game's own invariants (`check_invariants`: conservation of coins, cards, goods ...);
- the pending value is well formed (options non-empty with unique ids, one decision per seat);
every `view_every` steps, for every seat and the spectator:
- no leak: a state resampled from the seat's view (`determinize`) gives back the same view, and
  offers that seat the same options (so the options themselves tell it nothing hidden);
once per playout, at a random step:
- save → JSON → load reaches the same state hash, and the loaded match then continues exactly as
  the original did (same chance outcomes from the restored RNG, same actions accepted);
and for the whole run:
- every event, decision and action the game produced can be phrased in English and Spanish
  (the keys exist and every placeholder gets an argument).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from game import registry
from game.core import Action, Chance, Decision, Match, Over, playout
from game.core.plain import to_plain
from game.core.playout import seat_configs
from game.core.rng import Rng

from .texts import missing_keys


@dataclass
class Report:
    games: int = 0
    steps: int = 0
    capped: int = 0
    finished: int = 0
    keys: dict[str, set[str]] = field(default_factory=dict)
    event_types: set[str] = field(default_factory=set)
    decision_kinds: set[str] = field(default_factory=set)

    def note(self, label) -> None:
        if label is not None:
            self.keys.setdefault(label.key, set()).update(label.args)

    def phrase_problems(self) -> list[str]:
        return missing_keys(self.keys)


def check_pending(match: Match) -> None:
    pending = match.pending
    if isinstance(pending, (Chance, Over)):
        return
    assert isinstance(pending, tuple) and pending, f"pending must be decisions, got {pending!r}"
    seats = [d.seat for d in pending]
    assert len(seats) == len(set(seats)), f"two decisions for one seat: {seats}"
    for d in pending:
        assert isinstance(d, Decision)
        assert 0 <= d.seat < match.config.n_seats
        ids = [a.id for a in d.options]
        assert len(ids) == len(set(ids)), f"{d.kind}: duplicate options {ids}"


def check_views(match: Match, rng: Rng, check_options: bool = True) -> None:
    rules = match.rules
    for seat in [None, *range(match.config.n_seats)]:
        view = rules.view(match.state, seat)
        if seat is None:
            to_plain(view)
            continue
        resampled = rules.determinize(view, seat, rng)
        rules.check_invariants(resampled)
        again = rules.view(resampled, seat)
        assert to_plain(again) == to_plain(view), f"seat {seat}: determinize changed the view"
        if check_options:
            real = [a.id for a in rules.legal(match.state, seat)]
            sampled = [a.id for a in rules.legal(resampled, seat)]
            assert real == sampled, (
                f"seat {seat}: its options depend on hidden information ({real} vs {sampled})"
            )


def check_save_continues(match: Match, save: dict, at: int) -> None:
    """Load the save taken at log length `at` and replay the rest of the original log on it,
    drawing chance outcomes from the restored RNG: they must match the original ones."""
    data = json.loads(json.dumps(save))
    loaded = Match.from_save(registry.rules_for, data, "fuzz-save", record_hashes=False)
    for i, entry in enumerate(match.log[at:], at + 1):
        if "chance" in entry:
            loaded.step_chance()
            assert loaded.log[-1]["chance"] == entry["chance"], f"step {i}: RNG not restored"
        else:
            loaded.submit(entry["seat"], Action.from_json(entry["action"]), entry.get("ms"))
    assert loaded.rules.state_hash(loaded.state) == match.rules.state_hash(match.state)


def run(
    game_id: str,
    levels: Sequence[str],
    seeds: Sequence[int],
    *,
    max_steps: int | None = None,
    variants: dict | None = None,
    view_every: int = 5,
    check_options: bool = True,
    save_check: bool = True,
    report: Report | None = None,
    phrase_every: int = 1,
) -> Report:
    """Play one match per seed with AI seats at `levels`, checking everything listed above."""
    game = registry.get(game_id)
    rules = registry.rules_for(game_id)
    report = report or Report()
    cap = max_steps or game.info.step_cap
    for seed in seeds:
        config = game.make_config(seat_configs(levels), seed=seed, variants=variants)
        match = Match(rules, config, record_hashes=False)
        policies = [game.policy(level) for level in levels]
        check_rng = Rng(seed).fork("conformance")
        save_at = check_rng.randrange(max(1, min(cap, 200)))
        save: dict | None = None
        save_len = 0
        steps = 0
        report.games += 1
        if save_check and save_at == 0:
            save, save_len = match.to_save(), len(match.log)
        for step in playout.steps(match, policies, max_steps=cap, views=True):
            decision = step.decision
            if decision is not None:
                report.decision_kinds.add(decision.kind)
                if steps % phrase_every == 0:
                    report.note(rules.describe_decision(decision, step.view))
                    for option in decision.options:
                        report.note(rules.describe_action(option, step.view))
                assert step.action in decision.options, (
                    f"policy chose {step.action} outside the options"
                )
            for e in step.events:
                report.event_types.add(e.type)
                report.note(rules.describe_event(e))
            steps += 1
            rules.check_invariants(match.state)
            check_pending(match)
            if view_every and steps % view_every == 0:
                check_views(match, check_rng, check_options)
            if save_check and steps == save_at:
                save, save_len = match.to_save(), len(match.log)
        report.steps += steps
        if isinstance(match.pending, Over):
            report.finished += 1
            assert rules.result(match.state) is not None
        else:
            report.capped += 1
            rules.standings(match.state)
        if save is not None:
            check_save_continues(match, save, save_len)
    return report


def assert_conforms(report: Report) -> None:
    problems = report.phrase_problems()
    assert not problems, "texts missing:\n" + "\n".join(problems[:40])


def any_json(x: Any) -> Any:
    return json.loads(json.dumps(x))
