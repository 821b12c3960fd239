"""The engine contract, exercised through the test game (tests/duel.py)."""

from __future__ import annotations

import json
import os

import pytest

from game import registry
from game.core import Action, IllegalAction, Match, SaveError, SeatConfig
from game.core.plain import to_plain
from game.core.playout import new_match, play_out
from game.core.rng import Rng
from game.core.saves import AutosaveSlots, BackgroundWriter, read_save, write_save

HUMANS = (SeatConfig("Ana", "human"), SeatConfig("Ben", "human"))


def duel_match(seed: int = 7, seats=HUMANS, **kw) -> Match:
    game = registry.get("duel")
    return Match(registry.rules_for("duel"), game.make_config(list(seats), seed=seed), **kw)


def dealt(seed: int = 7, **kw) -> Match:
    m = duel_match(seed, **kw)
    m.run_chance()
    return m


def roll(m: Match, bet: str, face: int) -> None:
    seat = m.decisions()[0].seat
    m.submit(seat, Action("bet", (bet,)))
    m.submit(seat, Action("roll"))
    m.step_chance([face])


# ---- decisions ---------------------------------------------------------------------------------
def test_reaction_is_a_decision_for_the_non_active_seat():
    m = dealt()
    roll(m, "high", 5)
    (decision,) = m.decisions()
    assert decision.kind == "react"
    assert decision.seat == 1 and m.state.active == 0


def test_illegal_action_names_the_rule():
    m = dealt()
    with pytest.raises(IllegalAction) as err:
        m.submit(1, Action("bet", ("low",)))
    assert err.value.ref.rule == "DUEL-1"
    m.submit(0, Action("bet", ("low",)))
    m.submit(0, Action("roll"))
    m.step_chance([6])
    hand = m.state.hands[1]
    if registry.rules_for("duel").content.card(hand).value < 6:
        with pytest.raises(IllegalAction) as err:
            m.submit(1, Action("steal"))
        assert err.value.ref.rule == "DUEL-3"


def test_unknown_action_gets_the_generic_reason():
    m = dealt()
    with pytest.raises(IllegalAction) as err:
        m.submit(0, Action("dance"))
    assert err.value.ref.rule == "CORE-2"


def test_standing_action_is_accepted_outside_decisions():
    m = dealt()
    m.submit(1, Action("concede"))
    assert m.is_over


# ---- chance ------------------------------------------------------------------------------------
def test_forced_outcome_must_be_possible():
    m = dealt()
    m.submit(0, Action("bet", ("low",)))
    m.submit(0, Action("roll"))
    with pytest.raises(ValueError):
        m.step_chance([7])
    m.step_chance([2])
    assert m.state.scores[0] == 2


def test_rng_draws_are_splitmix64_of_seed_stream_and_counter():
    # saves restore an Rng from (seed, stream, counter): its numbers never change
    from game.core.rng import _GOLDEN, _MASK, _splitmix64

    for seed, stream in ((0, 0), (42, 7), (2**70 + 3, 2**64 - 1)):
        r = Rng(seed, stream)
        base = _splitmix64((seed & _MASK) ^ _splitmix64(stream & _MASK))
        for counter in range(1, 300):
            assert r.next_u64() == _splitmix64((base + counter * _GOLDEN) & _MASK)
    assert Rng(2026).next_u64() == 0xE5A8367893CF0A29  # pinned: drawn before next_u64 was inlined
    r = Rng(2026, 3)
    assert [r.randrange(1000) for _ in range(8)] == [115, 639, 264, 428, 708, 108, 865, 18]


def test_rng_randrange_is_the_rejection_sampling_of_next_u64():
    """randrange writes its first draw out: the same numbers, the same counter, as drawing with
    next_u64 and rejecting above the largest multiple of n (a bound near 2**63 rejects about
    every other draw, so the loop is taken too)."""
    from game.core.rng import _MASK

    for n in (1, 2, 6, 1000, 2**63 + 1, 2**64 - 5):
        a, b = Rng(7, n % 97), Rng(7, n % 97)
        limit = _MASK - (_MASK + 1) % n
        for _ in range(200):
            x = b.next_u64()
            while x > limit:
                x = b.next_u64()
            assert a.randrange(n) == x % n and a.counter == b.counter


def test_rng_is_reproducible_and_streams_are_independent():
    a, b = Rng(42), Rng(42)
    assert [a.randrange(1000) for _ in range(50)] == [b.randrange(1000) for _ in range(50)]
    assert [Rng(42).fork("ai/0").randrange(10**6) for _ in range(3)] != [
        Rng(42).randrange(10**6) for _ in range(3)
    ]
    r = Rng(1)
    counts = [0] * 6
    for _ in range(6000):
        counts[r.randrange(6)] += 1
    assert all(850 < c < 1150 for c in counts)


def test_same_seed_and_actions_give_the_same_state_hash():
    hashes = []
    for _ in range(2):
        m, policies = new_match(
            registry.get("duel"), registry.rules_for("duel"), ["random", "random"], seed=99
        )
        play_out(m, policies)
        hashes.append((m.rules.state_hash(m.state), json.dumps(m.log)))
    assert hashes[0] == hashes[1]


def test_replaying_the_log_reproduces_the_game():
    m, policies = new_match(
        registry.get("duel"), registry.rules_for("duel"), ["random", "heuristic"], seed=5
    )
    play_out(m, policies)
    again = duel_match(5, seats=m.config.seats)
    again.replay(m.log)
    assert again.rules.state_hash(again.state) == m.rules.state_hash(m.state)


# ---- hidden information ------------------------------------------------------------------------
def test_view_hides_the_other_hand_until_revealed():
    m = dealt()
    v0, v1 = m.view(0), m.view(1)
    assert v0.hands[0] == m.state.hands[0] and v0.hands[1] is None
    assert v1.hands[1] == m.state.hands[1] and v1.hands[0] is None
    assert m.view(None).hands == (None, None)


@pytest.mark.parametrize("seed", range(12))
def test_resampling_hidden_cards_never_changes_a_view(seed):
    rules = registry.rules_for("duel")
    m = dealt(seed)
    for seat in (0, 1):
        view = m.view(seat)
        for k in range(10):
            state = rules.determinize(view, seat, Rng(seed * 100 + k))
            rules.check_invariants(state)
            assert to_plain(rules.view(state, seat)) == to_plain(view)


def test_dealt_card_event_is_redacted_for_the_other_seat():
    m = duel_match()
    events = m.step_chance()
    (e,) = events
    assert Match.events_for(e.data["seat"], events)[0].data["card"] == m.state.hands[0]
    other = Match.events_for(1 - e.data["seat"], events)[0]
    assert "card" not in other.data


# ---- undo ----------------------------------------------------------------------------------------
def test_human_can_undo_own_actions_before_a_chance_step():
    m = dealt()
    m.submit(0, Action("bet", ("low",)))
    assert m.can_undo(0) and not m.can_undo(1)
    m.undo(0)
    assert m.state.phase == "bet" and m.state.bet is None
    m.submit(0, Action("bet", ("high",)))
    m.submit(0, Action("roll"))
    m.step_chance([4])
    assert not m.can_undo(0), "undo never crosses a chance step"


def test_undo_never_crosses_another_seats_action_or_a_reveal():
    m = dealt(3)
    roll(m, "high", 1)  # face 1: any card may steal
    m.submit(1, Action("steal"))  # reveals seat 1's card
    assert not m.can_undo(1), "a reveal is a barrier"
    assert not m.can_undo(0), "another seat acted"


def test_ai_actions_cannot_be_undone():
    seats = (SeatConfig("Ana", "ai"), SeatConfig("Ben", "human"))
    m = dealt(seats=seats)
    m.submit(0, Action("bet", ("low",)))
    assert not m.can_undo(0)
    with pytest.raises(IllegalAction):
        m.undo(0)


def test_an_action_taken_as_not_undoable_is_never_taken_back():
    """CORE-5: a LAN joiner's action (its screen has no undo) keeps no copy of the state and is
    a barrier like another seat's action: nothing before it is undone either."""
    m = dealt()
    m.submit(0, Action("bet", ("low",)))
    assert m.can_undo(0)
    m.submit(0, Action("roll"), undoable=False)
    assert not m.can_undo(0)
    with pytest.raises(IllegalAction):
        m.undo(0)


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_an_undo_has_its_log_line_in_every_game(game_id):
    """CORE-5: the Match's own event is worded by the core, the same in every game (Sandcastles
    logged the raw key "sandcastles.log.undone")."""
    from support.texts import missing_keys

    from game.core import Event

    label = registry.rules_for(game_id).describe_event(Event("undone", {"seat": 0}))
    assert label is not None and label.key == "core.log.undone"
    assert missing_keys({label.key: set(label.args)}) == []


# ---- saves -------------------------------------------------------------------------------------
def _half_played(seed=11, steps=15) -> Match:
    m, policies = new_match(
        registry.get("duel"), registry.rules_for("duel"), ["random", "random"], seed=seed
    )
    play_out(m, policies, max_steps=steps)
    return m


def _finish(m: Match) -> Match:
    play_out(m, [registry.get("duel").policy("random")] * 2)
    return m


def test_the_hashes_are_those_of_their_steps_though_worked_out_when_read():
    """A save proves its replay with hashes of the views every HASH_EVERY steps: a step keeps a
    clone of the state and its hash is worked out when `hashes` is first read, the hash the step
    itself would have given; a match nobody reads keeps a few clones at most."""
    from game.core.match import MAX_UNHASHED
    from game.core.savedoc import HASH_EVERY

    m, policies = new_match(
        registry.get("mutinies"), registry.rules_for("mutinies"), ["random"] * 3, seed=5
    )
    at_once: dict[int, str] = {}

    def record(match: Match) -> None:
        if len(match.log) % HASH_EVERY == 0:
            at_once[len(match.log)] = match.rules.observed_hash(match.state, 3)

    play_out(m, policies, max_steps=3 * HASH_EVERY + 1, on_step=record)
    assert len(at_once) == 3 and len(m._unhashed) == 3, "kept, not hashed yet"
    assert m.hashes == at_once and not m._unhashed
    play_out(m, policies, max_steps=(MAX_UNHASHED + 3) * HASH_EVERY, on_step=record)
    assert not m.is_over and len(at_once) == MAX_UNHASHED + 6
    assert 0 < len(m._unhashed) <= MAX_UNHASHED
    assert m.hashes == at_once


def test_save_then_load_continues_identically(tmp_path):
    m = _half_played()
    path = tmp_path / "game.json"
    write_save(path, m.to_save())
    loaded = Match.from_save(registry.rules_for, read_save(path), path.name)
    assert loaded.rules.state_hash(loaded.state) == m.rules.state_hash(m.state)
    assert loaded.rng.state() == m.rng.state()
    assert _finish(loaded).log == _finish(m).log


@pytest.mark.parametrize(
    "damage",
    ["truncate", "garbage", "empty", "bad_step", "wrong_hash", "other_game", "wrong_version"],
)
def test_broken_save_is_refused_with_a_message_and_left_untouched(tmp_path, damage):
    m = _half_played(steps=60)
    path = tmp_path / "broken.json"
    write_save(path, m.to_save())
    text = path.read_text()
    data = json.loads(text)
    if damage == "truncate":
        text = text[: len(text) // 2]
    elif damage == "garbage":
        text = "\x00\x01 not json"
    elif damage == "empty":
        text = ""
    elif damage == "bad_step":
        data["log"][-1] = {"seat": 0, "action": ["fly"]}
        text = json.dumps(data)
    elif damage == "wrong_hash":
        data["hashes"] = dict.fromkeys(data["hashes"], "0" * 32)
        text = json.dumps(data)
    elif damage == "other_game":
        data["game_id"] = "chess"
        text = json.dumps(data)
    elif damage == "wrong_version":
        data["rules_version"] = 999
        text = json.dumps(data)
    path.write_text(text)
    before = path.read_bytes()
    with pytest.raises(SaveError) as err:
        Match.from_save(registry.rules_for, read_save(path), path.name)
    assert "broken.json" in str(err.value) and err.value.problem
    assert path.read_bytes() == before


def test_atomic_write_never_leaves_a_half_written_file(tmp_path, monkeypatch):
    path = tmp_path / "autosave-1.json"
    write_save(path, {"format": "tortuga-save", "n": 1})
    good = path.read_bytes()

    def crash(*_a, **_k):
        raise OSError("power cut")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError):
        write_save(path, {"format": "tortuga-save", "n": 2, "big": "x" * 100000})
    assert path.read_bytes() == good
    monkeypatch.undo()
    write_save(path, {"format": "tortuga-save", "n": 3})
    assert json.loads(path.read_text())["n"] == 3
    assert json.loads((tmp_path / "autosave-1.json.bak").read_text())["n"] == 1


def test_background_writer_writes_the_latest_document(tmp_path):
    writer = BackgroundWriter()
    path = tmp_path / "a.json"
    for n in range(50):
        writer.submit(path, {"format": "tortuga-save", "n": n})
    assert writer.flush()
    writer.close()
    assert json.loads(path.read_text())["n"] == 49
    assert not list(tmp_path.glob("*.tmp"))


def test_autosave_slots_rotate_between_matches(tmp_path):
    slots = AutosaveSlots(tmp_path, 3)
    used = []
    for n in range(4):
        p = slots.next_slot()
        write_save(p, {"format": "tortuga-save", "n": n})
        os.utime(p, (1000 + n, 1000 + n))
        used.append(p.name)
    assert used == ["autosave-1.json", "autosave-2.json", "autosave-3.json", "autosave-1.json"]


def test_config_round_trips_and_variants_are_checked():
    game = registry.get("duel")
    cfg = game.make_config(list(HUMANS), seed=3, variants={"target": 12})
    saved = json.loads(json.dumps(Match(registry.rules_for("duel"), cfg).to_save()))
    assert Match.from_save(registry.rules_for, saved).config == cfg
    with pytest.raises(ValueError):
        game.make_config(list(HUMANS), variants={"target": 99})
    with pytest.raises(ValueError):
        game.make_config(list(HUMANS) * 2)


def test_rules_can_forbid_undo_for_a_whole_match(monkeypatch):
    m = dealt()
    monkeypatch.setattr(m.rules, "undo_allowed", lambda state: False)
    m.submit(0, Action("bet", ("low",)))
    assert not m.can_undo(0)


def test_clocked_games_charge_ai_seats_in_playouts(monkeypatch):
    rules = registry.rules_for("duel")
    charged = []
    monkeypatch.setattr(rules, "ai_clock_charge_ms", lambda state: 1000)
    monkeypatch.setattr(rules, "charge_time", lambda state, seat, ms: charged.append(ms) or [])
    m, policies = new_match(registry.get("duel"), rules, ["random", "random"], seed=3)
    assert m.clocked
    play_out(m, policies, max_steps=20)
    assert charged and set(charged) == {1000}
    assert all(e.get("ms") == 1000 for e in m.log if "seat" in e)


def test_save_snapshot_is_independent_of_later_moves():
    m = dealt()
    snap = m.save_snapshot()
    m.submit(0, Action("bet", ("low",)))
    doc = snap.document()
    assert len(doc["log"]) == len(m.log) - 1
    earlier = Match.from_save(registry.rules_for, json.loads(json.dumps(doc)), "snap")
    assert earlier.state.bet is None


def test_background_writer_builds_documents_on_its_thread(tmp_path):
    import threading

    built_on = []

    def build():
        built_on.append(threading.current_thread().name)
        return {"format": "tortuga-save", "n": 1}

    writer = BackgroundWriter()
    writer.submit(tmp_path / "a.json", build)
    assert writer.flush()
    writer.close()
    assert built_on == ["autosave"]
