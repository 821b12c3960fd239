"""Completing castles, bonuses, scoring and standings: SAND-40 to SAND-46, SAND-51, SAND-52,
SAND-71 beyond the scenarios, and the readings of Appendix D's flags."""

from dataclasses import replace

from sandcastles.sc_helpers import A, B, C, build, g, pos, rules, types

from game import registry
from game.sandcastles import bonuses, scoring
from game.sandcastles.tasks import CheckCastle

BEACH = ["crab:dead_end", "bucket:dead_end", "seagull:dead_end"]


def settle(seat, tiles, display=(), held=None, **opts):
    """Run the completion check of a castle of `seat` (SAND-40); the state after it."""
    m = pos(3, castles=[(seat, tiles)], display=list(display), held=held or {}, agenda=[])
    m.state.opts = replace(m.state.opts, **opts)
    m.state.agenda = [CheckCastle(0)]
    events = rules().advance(m.state)
    m._pending = None
    return m, events


def row(figures):
    """A complete castle in a row, one figure per cell."""
    n = len(figures)
    tiles = [f"{figures[0]}:dead_end(E)@(0,0)"]
    tiles += [f"{f}:straight(E,W)@({x},0)" for x, f in enumerate(figures[1:-1], 1)]
    return tiles + [f"{figures[-1]}:dead_end(W)@({n - 1},0)"]


def test_a_completed_castle_goes_to_the_sandbank_covered_tiles_too():
    """SAND-40, SAND-13, AMB-27: every tile to the owner's sandbank; the castle is gone; a
    covered tile counts for Biggest Castle's size."""
    tiles = row(["crab"] * 6) + ["seagull:dead_end(W)@(5,0)^"]
    m, events = settle(B, tiles, ["BN-BIGGEST"])
    assert m.state.castles == {} and len(m.state.banks[B]) == 7
    assert m.state.holder == {"BN-BIGGEST": B} and m.state.tier["BN-BIGGEST"] == 7
    assert types(events)[:2] == ["castle_completed", "bonus_taken"]


def test_bonuses_come_only_from_the_completed_castle():
    """SAND-41: two castles of 2 crabs each never make Crab x3."""
    m = pos(3, hands={A: ["crab:dead_end", "crab:corner", "crab:corner"]},
            castles=[(A, ["crab:dead_end(E)@(0,0)"]),
                     (A, ["crab:dead_end(E)@(0,0)", "crab:straight(E,W)@(1,0)"])],
            display=["BN-CR3"], beach=BEACH)  # fmt: skip
    build(m, A, "crab:dead_end", 0, (1, 0), "W")
    assert m.state.display == ["BN-CR3"]  # 2 crabs; the other castle's crabs do not add


def test_materials_count_visible_figures():
    """SAND-43, SAND-23: equal or more; covered figures do not count."""
    m, _ = settle(A, row(["bucket", "bucket", "bucket", "crab"]), ["BN-BU3", "BN-BU4"])
    assert m.state.holder == {"BN-BU3": A}
    m, _ = settle(A, row(["bucket"] * 3) + ["seagull:dead_end(W)@(2,0)^"], ["BN-BU3"])
    assert m.state.holder == {}


def test_shapes_match_turned_and_mirrored_footprints_exactly():
    """SAND-43, AMB-20: rotations, reflections, translations; stacking does not count;
    with reflections off a mirrored footprint does not match."""
    ell = ["crab:dead_end(S)@(5,5)", "crab:straight(N,S)@(5,6)", "crab:corner(N,W)@(5,7)",
           "crab:dead_end(E)@(4,7)"]  # fmt: skip
    m, _ = settle(A, ell, ["SH-L4"])
    assert m.state.holder == {"SH-L4": A}  # the mirrored L, somewhere else on the grid
    m, _ = settle(A, ell, ["SH-L4"], shape_reflection=False)
    assert m.state.holder == {}
    m, _ = settle(A, row(["crab"] * 4), ["SH-I3"])
    assert m.state.holder == {}  # an extra cell is no match


def test_tiered_bonuses_turn_up_never_down():
    """SAND-43, SAND-44, AMB-17: Tallest Tower tiers 3/4/5/6+ score 3/4/5/7; a holder turns
    its own tile up; a lower castle leaves it."""
    tower = row(["crab", "bucket"]) + ["seagull:dead_end(W)@(1,0)^"] * 2
    m, _ = settle(A, tower, ["BN-TALLEST"])
    assert (m.state.holder["BN-TALLEST"], m.state.tier["BN-TALLEST"]) == (A, 3)
    high = row(["crab", "bucket"]) + ["seagull:dead_end(W)@(1,0)^"] * 5
    m, events = settle(A, high, held={"BN-TALLEST": (A, 3)})
    assert m.state.tier["BN-TALLEST"] == 6 and "bonus_turned" in types(events)
    assert scoring.score(g(), m.state, A) == 7 + 7  # 7 tiles and tier 6+: 7 points
    m, _ = settle(A, tower, held={"BN-TALLEST": (A, 5)})
    assert m.state.tier["BN-TALLEST"] == 5


def test_one_material_bonus_per_figure_and_its_other_reading():
    """SAND-42, AMB-21: the flag off, a castle takes every material bonus it meets."""
    crabs = row(["crab"] * 5)
    m, _ = settle(A, crabs, ["BN-CR3", "BN-CR4"])
    assert m.state.agenda and m.state.agenda[-1].__class__.__name__ == "ChooseMaterial"
    m, _ = settle(A, crabs, ["BN-CR3", "BN-CR4"], one_material_per_figure=False)
    assert m.state.holder == {"BN-CR3": A, "BN-CR4": A}


def test_claims_follow_the_fixed_order():
    """SAND-46: Biggest, Tallest, materials (crab, bucket, seagull; N rising), shapes."""
    tiles = row(["crab", "crab", "crab", "bucket", "bucket", "bucket", "seagull"])
    tiles += ["seagull:dead_end(W)@(6,0)^"] * 2
    shown = ["SH-I3", "BN-BU3", "BN-CR3", "BN-TALLEST", "BN-BIGGEST"]
    _, events = settle(A, tiles, shown)
    taken = [e.data["bonus"] for e in events if e.type == "bonus_taken"]
    assert taken == ["BN-BIGGEST", "BN-TALLEST", "BN-CR3", "BN-BU3"]


def test_score_and_ties():
    """SAND-51, SAND-52, AMB-22: sandbank cards plus bonus points; equal totals share the
    win, with no tie-breaker (later places too)."""
    m = pos(3, banks={A: ["crab:corner"] * 5, B: ["bucket:corner"] * 2, C: ["seagull:corner"] * 5},
            held={"SH-I3": (B, 0), "BN-SG3": (B, 0)}, agenda=[])  # fmt: skip
    result = rules().result(m.state)
    assert result is not None and result.scores == (5.0, 7.0, 5.0)
    assert result.ranking == ((B,), (A, C)) and result.reason == "sandcastles.end.big_wave"
    assert result.breakdown[B]["sandcastles.score.bonuses"] == 5


def test_standings_at_any_moment():
    """SAND-71: score, then bonuses held, then sandbank cards; the rest share a place."""
    m = pos(3, banks={A: ["crab:corner"] * 5, B: ["bucket:corner"] * 3, C: ["seagull:corner"] * 3},
            held={"SH-I3": (B, 0)}, hands={A: ["crab:dead_end"] * 3}, beach=BEACH)  # fmt: skip
    standing = rules().standings(m.state)
    assert standing.scores == (5.0, 5.0, 3.0)
    assert standing.ranking == ((B,), (A,), (C,))  # B holds a bonus
    assert rules().view(m.state, C).scores == (5, 5, 3)


def test_a_material_held_by_the_owner_is_kept_and_nothing_moves():
    """SAND-44: completing again what you already hold moves nothing."""
    m, events = settle(A, row(["crab"] * 3), held={"BN-CR3": (A, 0)})
    assert m.state.holder == {"BN-CR3": A} and not any(e.type.startswith("bonus") for e in events)
    m = pos(3, castles=[(A, row(["crab"] * 3))], held={"BN-CR3": (A, 0)}, agenda=[])
    assert bonuses.earns(g(), m.state, A, m.state.castles[0]) == ["BN-CR3"]  # listed, kept


def test_progress_is_the_standings_scores_at_every_step():
    """SAND-71: the scores the match records after every step (Rules.progress, cheaper than
    ranking them) are the standings' scores, in solo, 2-player and standard games."""
    from game.core.ai import RandomPolicy
    from game.core.playout import new_match, steps

    game = registry.get("sandcastles")
    for n in (1, 2, 4):
        match, _ = new_match(game, rules(), ["random"] * n, seed=n)
        for _ in steps(match, [RandomPolicy()] * n, max_steps=400):
            assert rules().progress(match.state).scores == rules().standings(match.state).scores
