"""Hidden information, events, texts and refusals (M21-19, M21-25, M21-166, M21-167, M21-182,
M21-188)."""

from __future__ import annotations

import re
from pathlib import Path

from mutinies_kit import (
    P1,
    P2,
    P3,
    RULES,
    act,
    decision,
    draw,
    events_of,
    new_match,
    place,
    roll,
    table,
)
from support.texts import missing_keys, strings

from game.core import Action
from game.core.plain import to_plain
from game.core.rng import Rng
from game.mutinies.tasks import Scoring
from game.mutinies.words import PRIVATE_KEYS, SUFFIX_FIELD


def test_a_view_hides_other_players_holdings_and_every_pile():
    """M21-25: counts are public; identities are the holder's; piles are sizes only."""
    m = table(
        3, d=[3, 4, 4], hands={P2: ["red00a"]}, treasures={P2: ["prestige1a"]}, cards={P2: ["V01"]}
    )
    v = RULES.view(m.state, P1)
    other = v.players[P2]
    assert (other.jewel_count, other.treasure_count, other.card_count) == (1, 1, 1)
    assert other.jewels is None and other.treasures is None and other.cards is None
    mine = RULES.view(m.state, P2).players[P2]
    assert (
        mine.jewels == ("red00a",) and mine.treasures == ("prestige1a",) and mine.cards == ("V01",)
    )
    fields = set(v.__dataclass_fields__)
    assert {"jewel_pile", "nc_stack", "treasure_pile", "deck", "box"}.isdisjoint(fields)
    assert v.jewel_pile_size == len(m.state.jewel_pile) and v.deck_size == len(m.state.deck) + 1
    spectator = RULES.view(m.state, None)
    assert all(p.jewels is None for p in spectator.players)


def test_a_jewel_being_looked_at_is_the_drawers_alone():
    """M21-25, M21-167: an NC jewel before the keep/decline choice."""
    m = table(3, d=[3, 4, 4], nc=["red00a", "blue00a", "green00a", "white00a"])
    place(m, P1, "NC1")
    place(m, P2, "K1")
    place(m, P3, "K1")
    events = draw(m, "red00a")
    drawn = events_of(events, "jewel_drawn")[0]
    assert drawn.seen_by(P1).data["jewel"] == "red00a" and "jewel" not in drawn.seen_by(P2).data
    assert RULES.view(m.state, P2).players[P1].pending_jewel is None
    assert RULES.view(m.state, P2).players[P1].has_pending_jewel
    assert RULES.view(m.state, P1).players[P1].pending_jewel == "red00a"
    events = act(m, P1, "keep")
    kept = events_of(events, "jewel_kept")[0]
    assert "jewel" not in kept.seen_by(P2).data


def test_public_events_show_taken_sold_and_declined_jewels():
    """M21-167, M21-188, M21-19: a display jewel taken, jewels sold or declined are public."""
    m = table(3, d=[3, 4, 4], display=["red00a", "blue00a", "green00a", "white00a"])
    place(m, P1, "CR1")
    place(m, P2, "K1")
    events = place(m, P3, "K1")
    taken = events_of(events, "jewel_taken")[0]
    assert taken.visible_to is None and taken.data["jewel"] == "red00a"
    assert RULES.view(m.state, P2).players[P1].jewels is None  # held jewels stay hidden


def test_dice_tokens_and_cards_played_are_public():
    """M21-167: every roll, every token used and card played (with its choices)."""
    m = table(3, d=[3, 4, 4], treasures={P1: ["prestige1a"]}, cards={P1: ["V03"]})
    events = act(m, P1, "use_token", "prestige1a")
    assert events_of(events, "token_used")[0].visible_to is None
    events = act(m, P1, "play_card", "V03")
    assert events_of(events, "card_played")[0].visible_to is None
    events = act(m, P1, "target", P2)
    assert events_of(events, "transfer_d")[0].data["from_seat"] == P2
    place(m, P1, "SW1")
    place(m, P2, "K1")
    events = place(m, P3, "K1")
    events = roll(m, 2, 5)
    rolled = events_of(events, "dice_rolled")[0]
    assert rolled.visible_to is None and rolled.data["dice"] == [2, 5] and rolled.data["need"] == 1
    assert RULES.view(m.state, P3).dice == (2, 5) and RULES.view(m.state, P3).dice_need == 1


def test_draws_are_uniform_over_what_the_pile_holds():
    """M21-166: a draw's outcomes are exactly the pile's unseen contents."""
    m = table(3, d=[3, 4, 4])
    place(m, P1, "C4")
    place(m, P2, "K1")
    place(m, P3, "K1")
    assert sorted(m.pending.items) == sorted(m.state.treasure_pile) and m.pending.count == 1


def test_determinize_deals_only_unseen_items():
    """M21-25: a resampled state gives back the same view and keeps public items in place."""
    m = table(
        3,
        d=[3, 4, 4],
        hands={P2: ["red00a", "blue00a"], P3: ["wild21a"]},
        treasures={P2: ["prestige1a"]},
        cards={P3: ["V01", "E01"]},
    )
    place(m, P1, "C3")
    view = RULES.view(m.state, P1)
    hands = set()
    for seed in range(8):
        s = RULES.determinize(view, P1, Rng(seed))
        RULES.check_invariants(s)
        assert to_plain(RULES.view(s, P1)) == to_plain(view)
        assert not set(s.jewels[P2]) & (set(s.display) | set(s.discards))
        hands.add(tuple(s.jewels[P2]))
    assert len(hands) > 1


def test_everything_held_is_revealed_at_final_scoring():
    """M21-167: at final scoring, everything each player held."""
    m = table(3, d=[0, 0, 0], hands={P2: ["red00a"]}, cards={P2: ["E12"]})
    m.state.agenda = [Scoring()]
    RULES.advance(m.state)
    assert RULES.view(m.state, P1).players[P2].cards == ("E12",)
    assert RULES.view(m.state, P1).players[P2].jewels == ("red00a",)


def test_window_prompts_do_not_depend_on_what_is_held():
    """M21-182, M21-172: an End card alone still brings the window; the options are the
    holder's only."""
    m = table(3, d=[3, 4, 4], cards={P1: ["E05"]})
    assert decision(m).kind == "window_w1"
    assert RULES.legal(m.state, P2) == ()


# ---- texts --------------------------------------------------------------------------------------
def _all_events_seen(m, steps=4000):
    """Play random steps, collecting full and redacted events and every decision offered."""
    rng = Rng(5)
    keys: dict[str, set[str]] = {}

    def note(label):
        keys.setdefault(label.key, set()).update(label.args)

    for _ in range(steps):
        pending = m.pending
        if not isinstance(pending, tuple):
            if m.is_over:
                break
            events = m.step_chance()
        else:
            d = pending[0]
            note(RULES.describe_decision(d))
            for a in d.options:
                note(RULES.describe_action(a))
            events = m.submit(d.seat, d.options[rng.randrange(len(d.options))])
        for e in events:
            for seat in range(m.config.n_seats):
                seen = e.seen_by(seat)
                if seen is not None:
                    note(RULES.describe_event(seen))
    return keys


def test_every_text_exists_in_both_languages_including_hidden_event_forms():
    """M21-167: redacted events have their own log lines ("draws a jewel")."""
    keys: dict[str, set[str]] = {}
    for n, seed in ((3, 1), (4, 2), (5, 3)):
        for k, v in _all_events_seen(new_match(n, seed)).items():
            keys.setdefault(k, set()).update(v)
    assert "mutinies.log.jewel_drawn_hidden_nc" in keys and "mutinies.log.card_drawn_hidden" in keys
    assert missing_keys(keys) == []


# ---- refusals -----------------------------------------------------------------------------------
def test_typical_mistakes_name_their_rule():
    """explain_illegal: the rule that forbids a move that is not offered."""
    m = table(3, d=[3, 4, 4], pirate="ship", blockade="tavern")
    why = lambda seat, kind, *args: RULES.why_illegal(m.state, seat, Action(kind, args)).rule  # noqa: E731
    assert why(P1, "place", "SW1") == "M21-27"
    assert why(P1, "place", "TV1") == "M21-98"
    assert why(P1, "place", "M1") == "M21-21"
    assert why(P2, "place", "K1") == "M21-140"
    assert why(P2, "use_token", "rum1a") == "M21-90"
    place(m, P1, "NC1")
    assert why(P2, "place", "NC3") == "M21-169"
    assert why(P2, "place", "C3") == "M21-29"


def test_every_event_type_in_the_code_has_a_log_line():
    """Each `Event("type", ...)` (or `secret_event("type", ...)`) the rules can emit has its
    lines in English and Spanish (with its hidden and per-source forms)."""
    package = Path(__file__).resolve().parents[2] / "game" / "mutinies"
    code = "".join(p.read_text(encoding="utf-8") for p in package.glob("*.py"))
    types = set(re.findall(r'(?:Event|secret_event)\(\s*"(\w+)"', code))
    assert {"jewel_drawn", "card_drawn", "sold", "scored"} <= types
    values = {"source": ("nc", "pile"), "cause": ("deck", "jewels")}
    for lang in ("en", "es"):
        table = strings(lang)
        for kind in sorted(types):
            for form in [kind] + ([kind + "_hidden"] if kind in PRIVATE_KEYS else []):
                field = SUFFIX_FIELD.get(form)
                names = [f"{form}_{x}" for x in values[field]] if field else [form]
                for name in names:
                    assert f"mutinies.log.{name}" in table, (lang, name)


def test_the_view_names_the_disc_resolving_now():
    m = table(
        3,
        d=[3, 4, 4],
        display=["red00a", "blue00a", "green00a", "white00a"],
        treasures={P2: ["prestige1a"]},
    )
    place(m, P1, "CR1")
    place(m, P2, "CR2")
    place(m, P3, "K1")
    assert decision(m).kind == "window_w3a" and RULES.view(m.state, P3).resolving == ("CR2", P2)
