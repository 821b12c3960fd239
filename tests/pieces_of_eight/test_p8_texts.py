"""Words for what the fuzzers never meet (human-only decisions, concessions, clocks, swaps):
every label has its key in English and Spanish with all its placeholders filled."""

from p8_helpers import RULES, F, act, game, ship
from support.texts import missing_keys, strings

A, B = 0, 1


class Labels:
    def __init__(self):
        self.keys: dict[str, set] = {}

    def note(self, label):
        if label is not None:
            self.keys.setdefault(label.key, set()).update(label.args)

    def events(self, events):
        for e in events:
            self.note(RULES.describe_event(e))

    def options(self, m):
        for d in m.decisions():
            self.note(RULES.describe_decision(d))
            view = RULES.view(m.state, d.seat)
            for a in d.options:
                self.note(RULES.describe_action(a, view))


def test_human_stalemates_concessions_and_clocks_have_words():
    """P8-148 (proposals and answers by humans), P8-99 (concession), P8-149 (timeout)."""
    words = Labels()
    m = game(
        [ship([F, "captain", F], hold=["mate"]), ship([F, "captain", F], hold=["sabre"])],
        phase="cn1",
        humans=[A, B],
        quiet=2,  # a whole quiet round: a proposal is offered (P8-148 (2))
    )
    words.options(m)
    words.events(act(m, A, "propose"))
    words.options(m)
    words.events(act(m, B, "stalemate", "accept"))
    while m.decisions():
        words.options(m)
        d = m.decisions()[0]
        words.events(m.submit(d.seat, d.options[0]))
    words.events(m.step_chance(A))
    words.options(m)
    words.events(act(m, B, "concede"))
    clock = game(
        [ship(["sabre", "captain"]), ship([F, "captain"])],
        humans=[A],
        variants={"chess_clock": True},
    )
    for seat in (A, B):
        for a in RULES.standing_actions(clock.state, seat):
            words.note(RULES.describe_action(a))
    words.events(act(clock, A, "timeout", ms=150_000))
    assert missing_keys(words.keys) == []
    assert {
        "pieces_of_eight.log.stalemate_proposed",
        "pieces_of_eight.log.game_won_clock",
        "pieces_of_eight.action.propose",
        "pieces_of_eight.decision.stalemate_answer",
        "pieces_of_eight.log.eliminated_conceded",
    } <= set(words.keys)


def test_every_key_the_rules_can_name_exists_in_both_languages():
    """Option labels for every action kind the rules build, with and without a view."""
    words = Labels()
    kinds = {
        "concede": (),
        "timeout": (),
        "propose": (),
        "call": (),
        "destroy_nest": (),
        "swap": ("mate", "sabre"),
        "trade": (1,),
        "trade_answer": ("accept",),
        "stalemate": ("refuse",),
        "invite": (1,),
        "commit": (2,),
        "react": ("aft",),
        "turn_reaction": (0, "full_sail"),
        "target": (1, "nest"),
        "target_seat": (1,),
        "call_to": ("2.1",),
        "move": ("fore",),
        "play": ("nest",),
    }
    from game.core import Action

    for kind, args in kinds.items():
        words.note(RULES.describe_action(Action(kind, args)))
    for kind in (
        "pick",
        "nest",
        "place",
        "draft",
        "order",
        "hold",
        "stalemate_pick",
        "scraps",
        "give",
        "ask",
    ):
        words.note(RULES.describe_action(Action(kind, ("treachery",))))
    assert missing_keys(words.keys) == []


def test_a_trade_or_deal_seen_from_outside_names_counts_not_coins():
    """P8-155: only the two parties learn what moved; the others read a count, not "nothing"."""
    from game.core import Event

    data = {
        "seat": A,
        "to_seat": B,
        "give": ["mate"],
        "ask": ["sabre"],
        "give_count": 1,
        "ask_count": 1,
    }
    trade = Event(
        "trade_accepted", data, visible_to=(A, B), redacted={**data, "give": [], "ask": []}
    )
    deal = Event(
        "dealt",
        {"seat": A, "coins": ["mate"], "count": 1},
        visible_to=(A,),
        redacted={"seat": A, "coins": [], "count": 1},
    )
    for event, key in ((trade, "trade_accepted"), (deal, "dealt")):
        assert RULES.describe_event(event).key == f"pieces_of_eight.log.{key}"
        outside = RULES.describe_event(event.seen_by(2))
        assert outside.key == f"pieces_of_eight.log.{key}_hidden"
        assert missing_keys({outside.key: set(outside.args)}) == []


def test_coins_hidden_from_a_viewer_are_not_logged_as_nothing():
    """P8-143: a ship built, a coin taken out of a hold by the Barrel of Grog or Call to
    Quarters and a stalemate pick are private; the others read that coins moved, hidden from
    them, in both languages, never "... chose 13 coins: nothing"."""
    import json
    from pathlib import Path

    from game.core import Event, Match
    from game.core.playout import seat_configs
    from game.pieces_of_eight import GAME
    from game.pieces_of_eight.resolution import retrieval_event

    m = Match(RULES, GAME.make_config(seat_configs(["random"] * 2), seed=3))
    built = []
    while not built:
        d = m.decisions()[0]
        built = [e for e in m.submit(d.seat, d.options[0]) if e.type == "ship_built"]
    s = game([ship(["barrel_of_grog", "captain"], hold=["mate"]), ship([F, "captain"])]).state
    picked = {"seat": A, "coin": "mate"}
    events = [
        built[0],
        retrieval_event(RULES.g, s, A, [s.holds[A][0]], "retrieved"),
        retrieval_event(RULES.g, s, A, [s.holds[A][0]], "quarters_drawn"),
        Event("stalemate_picked", picked, visible_to=(A,), redacted={**picked, "coin": ""}),
    ]
    folder = Path(__file__).resolve().parents[2] / "data" / "i18n"
    texts = {
        lang: json.loads((folder / f"pieces_of_eight.{lang}.json").read_text("utf-8"))[lang]["log"]
        for lang in ("en", "es")
    }
    for event in events:
        seat = event.data["seat"]
        assert event.visible_to == (seat,)
        mine = RULES.describe_event(event)
        assert not mine.key.endswith("_hidden")
        outside = RULES.describe_event(event.seen_by(1 - seat))
        assert outside.key == f"pieces_of_eight.log.{event.type}_hidden"
        assert missing_keys({outside.key: set(outside.args)}) == []
        for lang, log in texts.items():
            line = log[f"{event.type}_hidden"]
            assert "%{coin" not in line and "nothing" not in line and "nada" not in line, lang


def test_a_counted_log_line_agrees_with_its_number():
    """Played in Spanish: "Ben dispara Cañón ...: 1 moneda(s) de alcance". A line with a number
    and a noun takes the noun's singular or plural (P8-44: a Cannon hits 1 or more coins deep)."""
    from game.core import Event
    from scenes.core import i18n

    fired = {"seat": A, "coin": "cannon", "pos": "nest", "target_seat": B}
    try:
        for lang, one, many in (
            ("en", ": 1 coin deep", ": 2 coins deep"),
            ("es", ": 1 moneda de alcance", ": 2 monedas de alcance"),
        ):
            i18n.configure(lang)
            for depth, tail in ((1, one), (2, many)):
                label = RULES.describe_event(Event("fired", {**fired, "depth": depth}))
                text = i18n.phrase(label, ["Ana", "Ben"])
                assert text.endswith(tail) and "(s)" not in text, text
        assert not [
            key
            for lang in ("en", "es")
            for key, text in strings(lang).items()
            if key.startswith("pieces_of_eight.") and "(s)" in str(text)
        ]
    finally:
        i18n.configure("en")


def test_the_cannons_done_button_says_it_fires_alone_until_someone_is_invited():
    """P8-137 (4): before any invitation, "done" fires the Cannon without help; once a seat is
    invited, it sends the invitations."""
    from game.core import Action

    m = game(
        [
            ship(["cannon", F, "captain"], nest="cannon"),
            ship([F, F, "captain"]),
            ship(["cannon", "captain"]),
            ship(["cannon", "captain"]),
        ]
    )
    act(m, A, "play", "fore")
    act(m, A, "target_seat", B)
    act(m, A, "second", "yes")
    done = Action("invite", ("done",))

    def label():
        assert done in m.decision_for(A).options
        return RULES.describe_action(done, RULES.view(m.state, A)).key

    assert label() == "pieces_of_eight.action.invite_alone"
    act(m, A, "invite", 2)
    assert label() == "pieces_of_eight.action.invite_done"
    assert missing_keys({"pieces_of_eight.action.invite_alone": set()}) == []
    act(m, A, "invite", "done")
    # P8-137 (5): the invited seat is told whose Cannon fires at whom
    d = m.decision_for(2)
    prompt = RULES.describe_decision(d, RULES.view(m.state, 2))
    assert prompt.key == "pieces_of_eight.decision.cannon_commit_at"
    assert prompt.args == {"seat": 2, "attacker_seat": A, "target_seat": B}
    assert missing_keys({prompt.key: set(prompt.args)}) == []
