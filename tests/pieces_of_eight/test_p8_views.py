"""What each seat sees (P8-143, P8-144), masked prompts (P8-133) and determinize."""

from p8_helpers import RULES, F, act, game, options, quiet, ship, waiting

from game.core.plain import to_plain
from game.core.rng import Rng

A, B, C = 0, 1, 2


def test_the_view_is_everything_the_table_shows_for_that_seat():
    """P8-143 (1)-(3), P8-103 (laying coins on a table changes nothing: the view is the same
    information), P8-10: decks fore to aft, crow's nest apart; no coin ids anywhere."""
    m = game(
        [
            ship(["mate", F, "captain", "treachery"], nest="cannon", hold=["sabre"]),
            ship([F, "captain", "pistols"]),
        ],
        lost=[0, 1],
        extra=[A],
    )
    v = RULES.view(m.state, B)
    me, other = v.ships[B], v.ships[A]
    assert me.deck == (F, "captain", "pistols") and me.hold == ()
    assert other.deck == ("mate", None, "captain", None) and other.nest == "cannon"
    assert other.hold is None and other.hold_count == 1 and other.captain
    assert other.lost_turns == 0 and me.lost_turns == 1 and v.extra_turns == (A,)
    assert v.waiting == ((A, "general_action"),) and v.active == A
    plain = repr(to_plain(v))
    assert "coin_id" not in plain and "'ctype'" in plain  # only the public table


def test_knowledge_follows_public_moves_and_is_lost_in_secret_ones():
    """P8-143, P8-153: a plundered coin stays known at its new aft; a called coin keeps its
    knowledge; a secret rearrangement forgets."""
    m = game([ship(["plunder", F, "captain"]), ship(["sabre", "captain"], nest=F)])
    act(m, A, "play", "fore")
    act(m, A, "target", B, 1)
    quiet(m)
    assert RULES.view(m.state, B).ships[A].deck == (F, "captain", "sabre")
    assert RULES.view(m.state, B).ships[A].aft_public


def test_masked_prompts_depend_only_on_public_facts():
    """P8-133: with masking on, a seat whose aft coin is hidden is prompted whether or not it holds
    a Treachery; it sees a single "continue" when it cannot react. Masking off asks only the
    seats that can react."""

    def window(aft, mask):
        m = game(
            [ship(["mate", F, "captain"]), ship([F, "captain", aft]), ship([F, "captain"])],
            options={"mask_prompts": mask},
        )
        act(m, A, "play", "fore")
        act(m, A, "target", C, 1)
        return m

    with_t, without = window("treachery", True), window(F, True)
    assert waiting(with_t) == waiting(without) == [(B, "react")]
    assert options(with_t, B) == ["react:pass", "react:aft"]
    assert options(without, B) == ["react:continue"]
    assert RULES.view(with_t.state, C).waiting == RULES.view(without.state, C).waiting
    assert waiting(window("treachery", False)) == [(B, "react")]
    assert waiting(window(F, False)) == [(A, "crows_nest_move")]  # nobody was asked


def test_determinize_keeps_the_view_and_the_options_mid_sequence():
    """P8-143: a state rebuilt from B's view, while B is asked in a window, gives B the same view
    and the same options, whatever the hidden coins were."""
    m = game(
        [
            ship(["cannon", F, "captain", "treachery"], nest="cannon"),
            ship(["captains_monkey", F, F, "captain", "treachery"]),
            ship(["cannon", "captain"]),
        ]
    )
    act(m, A, "play", "fore")
    act(m, A, "target_seat", B)
    act(m, A, "second", "yes")
    act(m, A, "invite", C)
    act(m, C, "commit", 1)
    for seat in (A, B, C):
        view = RULES.view(m.state, seat)
        for k in range(5):
            state = RULES.determinize(view, seat, Rng(k))
            RULES.check_invariants(state)
            assert to_plain(RULES.view(state, seat)) == to_plain(view)
            assert [a.id for a in RULES.legal(state, seat)] == [
                a.id for a in RULES.legal(m.state, seat)
            ]


def test_everything_is_revealed_when_the_game_ends():
    """P8-144."""
    m = game([ship(["captain", F, F]), ship(["captain", F, "sabre"], hold=["mate"])])
    act(m, A, "play", "fore")
    act(m, A, "target", B, 1)
    quiet(m)
    v = RULES.view(m.state, A)
    assert m.is_over and v.ships[B].hold == ("mate", "captain") and v.ships[B].deck == (F, "sabre")
