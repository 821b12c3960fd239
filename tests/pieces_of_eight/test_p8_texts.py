"""Words for what the fuzzers never meet (human-only decisions, concessions, clocks, swaps):
every label has its key in English and Spanish with all its placeholders filled."""

from p8_helpers import RULES, F, act, game, ship
from support.texts import missing_keys

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
