"""Fortune cards: windows, limits, targets (BF-90 to BF-95), the end-of-turn draws (BF-100 to
BF-103) and every card (BF-200 to BF-217)."""

from black_fleet.bf_helpers import (
    BLACK,
    GREY,
    ORANGE,
    WHITE,
    act,
    begin_turn,
    can,
    cell,
    events_of,
    ids,
    kind,
    position,
    refused,
    rules,
    sail,
)

from game.black_fleet.views import reachable


def fortune_ids(m):
    return sorted(o for o in ids(m) if o.startswith("fortune"))


def played(m):
    """The fortune-card options of the pending decision, by card id."""
    return [o.split(":")[1] for o in fortune_ids(m)]


# ---- windows and limits ----------------------------------------------------------------------
def test_windows_pre_card_and_main():
    """BF-90, BF-26, AD-7, AD-34: before the movement card only Pickpocket, Spyglass and Sea
    Charts; afterwards every card but Sea Charts."""
    m = position(
        card=None,
        phase="step1",
        merchants={BLACK: ((5, 9), ["red"] * 3)},
        fortune={BLACK: ["FC01", "FC12", "FC17", "FC18"]},
    )
    assert played(m) == ["FC12", "FC17", "FC18"]
    assert refused(m, "fortune", "FC01") == "BF-90"
    act(m, "play_move", m.state.mhand[BLACK][0])
    assert played(m) == ["FC01", "FC12", "FC17"]
    assert refused(m, "fortune", "FC18") == "BF-217"


def test_no_fortune_during_placements_draws_purchase_or_others_turns():
    """BF-90: not in the start-of-turn placements, step 3, step 4, or another player's turn."""
    m = position(card=None, phase="step1", fortune={WHITE: ["FC12"], BLACK: ["FC17"]})
    begin_turn(m, WHITE)
    assert kind(m) == "place_merchant" and not played(m)
    m2 = position(
        merchants={BLACK: ((5, 9), ["red"] * 3)}, fortune={BLACK: ["FC12"]}, wealth={BLACK: 20}
    )
    act(m2, "end_step2")
    assert kind(m2) == "purchase" and not played(m2)
    assert refused(m2, "fortune", "FC12") == "BF-90"
    m3 = position(fortune={WHITE: ["FC12"]})
    assert refused(m3, "fortune", "FC12", seat=WHITE) == "BF-90"


def test_card_resolves_then_goes_face_up_to_the_discard():
    """BF-90, BF-91, AD-27: the card leaves the hand, resolves, lies face up on the discard
    pile that everybody sees."""
    m = position(merchants={BLACK: ((5, 9), ["red"] * 3)}, fortune={BLACK: ["FC09"]})
    events = act(m, "fortune", "FC09")
    assert m.state.fdisc[-1] == "FC09" and m.state.fhand[BLACK] == []
    assert events_of(events, "fortune_played")[0].data == {"seat": BLACK, "card": "FC09"}
    assert m.view(WHITE).fortune_discard[-1] == "FC09"
    assert m.view(WHITE).turn.fortunes == ("FC09",)


def test_hand_limit_after_a_draw_effect():
    """BF-92, AD-8, AD-31: checked once the whole draw is done; discard down to 3 (or 4 with
    Lucky Charm), the new cards among the choices."""
    m = position(
        card="MV01",
        merchants={BLACK: ((5, 9), ["red"] * 3)},
        fortune={BLACK: ["FC02", "FC03", "FC04"]},
    )
    act(m, "end_step2")
    assert kind(m) == "discard_limit" and len(m.state.fhand[BLACK]) == 5
    act(m, "discard", m.state.fhand[BLACK][-1])
    assert kind(m) == "discard_limit"
    act(m, "discard", "FC02")
    assert kind(m) == "purchase" and len(m.state.fhand[BLACK]) == 3
    m2 = position(
        card="MV01",
        merchants={BLACK: ((5, 9), ["red"] * 3)},
        fortune={BLACK: ["FC02", "FC03", "FC04"]},
        powers={BLACK: ["lucky_charm"]},
    )
    act(m2, "end_step2")
    assert kind(m2) == "discard_limit" and len(m2.state.fhand[BLACK]) == 5
    act(m2, "discard", "FC02")
    assert kind(m2) == "purchase" and len(m2.state.fhand[BLACK]) == 4


def test_hands_are_hidden_counts_are_public():
    """BF-93: opponents see how many cards, never which."""
    m = position(fortune={BLACK: ["FC01", "FC02"]})
    v = m.view(WHITE)
    assert v.players[BLACK].fortune_hand is None and v.players[BLACK].fortune_count == 2
    assert v.players[BLACK].movement_hand is None and v.players[BLACK].movement_count == 1
    assert m.view(BLACK).players[BLACK].fortune_hand == ("FC01", "FC02")


def test_effects_stack():
    """BF-94, BF-350: two Fair Winds on the merchant give +4."""
    m = position(merchants={BLACK: ((5, 9), ["red"] * 3)}, fortune={BLACK: ["FC01", "FC01"]})
    for _ in range(2):
        act(m, "fortune", "FC01")
        act(m, "target_ship", "merchant")
    assert m.view(BLACK).allowances[0] == 3 + 4


def test_playability_targets_eligibility_and_no_retroactivity():
    """BF-95, AD-35: (a) a target must exist; (b) an improving card needs a ship that has not
    ended; (c) bonuses count only later events; (d) otherwise a card may be played unused."""
    m = position(merchants={BLACK: ((11, 1), ["green"] * 3)}, fortune={BLACK: ["FC09", "FC15"]})
    assert "FC15" not in played(m)  # (a) no enemy ship on the grid
    assert refused(m, "fortune", "FC15") == "BF-95"
    assert "FC09" in played(m)  # (d)
    m2 = position(merchants={BLACK: ((11, 1), ["green"] * 3)}, fortune={BLACK: ["FC01", "FC09"]})
    sail(m2, "merchant")
    act(m2, "sell")
    act(m2, "fortune", "FC09")  # (c) after the sale
    assert m2.state.wealth[BLACK] == 6
    act(m2, "end_activation")
    m2.state.turn.ended = [True] * 4  # nothing left to improve
    m2._pending = None
    assert "FC01" not in played(m2)  # (b)


# ---- end-of-turn draws -----------------------------------------------------------------------
def test_step3_order_discard_draw_symbol_limit():
    """BF-100, BF-101, BF-102, BF-24, BFS-12: the played card is discarded, movement refilled
    to 2, the symbol resolved, then the hand limit."""
    m = position(
        card="MV01",
        merchants={BLACK: ((5, 9), ["red"] * 3)},
        fortune={BLACK: ["FC02", "FC03", "FC04"]},
    )
    events = act(m, "end_step2")
    s = m.state
    assert s.mdisc == ["MV01"] and len(s.mhand[BLACK]) == 2
    types = [e.type for e in events]
    assert types.index("movement_drawn") < types.index("fortune_drawn")
    assert kind(m) == "discard_limit"


def test_discard_symbol():
    """BF-101, AD-23: "discard 1" makes the player discard one card of their choice in step 3;
    nothing happens with an empty hand; Lucky Charm cancels it (BF-305)."""
    m = position(
        card="MV19", merchants={BLACK: ((5, 9), ["red"] * 3)}, fortune={BLACK: ["FC02", "FC03"]}
    )
    act(m, "end_step2")
    assert kind(m) == "discard_symbol" and ids(m) == ["discard:FC02", "discard:FC03"]
    act(m, "discard", "FC03")
    assert kind(m) == "purchase" and m.state.fhand[BLACK] == ["FC02"]
    m2 = position(card="MV19", merchants={BLACK: ((5, 9), ["red"] * 3)}, fortune={BLACK: []})
    act(m2, "end_step2")
    assert kind(m2) == "purchase"


def test_lookout_refills_movement_to_three():
    """BF-100, BF-314: the movement hand is refilled to 3 with Lookout."""
    m = position(card="MV13", merchants={BLACK: ((5, 9), ["red"] * 3)}, powers={BLACK: ["lookout"]})
    act(m, "end_step2")
    assert len(m.state.mhand[BLACK]) == 3


def test_empty_draw_pile_reshuffles_the_discards():
    """BF-103, BF-160f: an empty draw pile is refilled by a shuffle (a chance step) of its
    discard pile; if both are empty the rest of the draw is skipped."""
    m = position(card="MV01", merchants={BLACK: ((5, 9), ["red"] * 3)}, fortune={BLACK: []})
    s = m.state
    s.fdisc = s.fpile[:1]
    s.fpile[:] = s.fpile[1:]
    s.fhand[WHITE] += s.fpile
    s.fpile.clear()
    act(m, "end_step2")
    assert m.chance_pending and m.pending.kind == "shuffle"
    assert list(m.pending.items) == s.fdisc
    events = m.step_chance()
    assert events_of(events, "deck_reshuffled")
    assert len(s.fhand[BLACK]) == 1 and kind(m) == "purchase"  # 1 drawn, the 2nd skipped


# ---- the cards -------------------------------------------------------------------------------
def test_fair_wind_any_friendly_ship_even_mid_activation():
    """BF-200: +2 to a friendly ship that has not ended, taking effect at once."""
    m = position(
        merchants={BLACK: ((5, 9), ["red"] * 3)},
        pirates={BLACK: ("NW", "")},
        fortune={BLACK: ["FC01"]},
    )
    sail(m, "merchant", (8, 9))
    act(m, "fortune", "FC01")
    assert ids(m) == ["target_ship:merchant", "target_ship:pirate", "target_ship:yellow"]
    act(m, "target_ship", "merchant")
    assert m.view(BLACK).allowances[0] == 5
    assert (10, 9) in reachable(rules().g, m.view(BLACK), "merchant")


def test_full_sails_every_ship_not_ended_now():
    """BF-201: +1 for merchant, pirate and each navy controlled now, if not ended."""
    m = position(
        merchants={BLACK: ((5, 9), ["red"] * 3)},
        pirates={BLACK: ((8, 9), "")},
        fortune={BLACK: ["FC02", "FC04"]},
    )
    sail(m, "merchant")
    act(m, "end_activation")
    act(m, "fortune", "FC02")
    act(m, "fortune", "FC04")  # purple controlled later
    assert m.view(BLACK).allowances == (3, 3, 2, 2)


def test_change_of_wind_only_before_the_first_activation():
    """BF-202, AD-33, BFS-19."""
    m = position(merchants={BLACK: ((5, 9), ["red"] * 3)}, fortune={BLACK: ["FC03"]})
    act(m, "fortune", "FC03")
    v = m.view(BLACK)
    assert v.controlled == ("purple",) and v.allowances[2:] == (0, 1)
    m2 = position(merchants={BLACK: ((5, 9), ["red"] * 3)}, fortune={BLACK: ["FC03"]})
    sail(m2, "merchant")
    assert "FC03" not in played(m2) and refused(m2, "fortune", "FC03") == "BF-202"


def test_second_patrol_adds_the_other_navy():
    """BF-203: the navy not controlled, allowance 2, own activation; not twice."""
    m = position(card="MV09", fortune={BLACK: ["FC04", "FC04"]})
    act(m, "fortune", "FC04")
    assert m.view(BLACK).controlled == ("yellow", "purple")
    assert can(m, "activate", "purple") and "FC04" not in played(m)
    assert refused(m, "fortune", "FC04") == "BF-203"


def test_shallow_waters_lets_one_ship_cross_land():
    """BF-204: covered in movement too; here: only the targeted ship gains it."""
    m = position(
        merchants={BLACK: ((3, 6), ["red"] * 3)},
        pirates={BLACK: ((3, 7), "")},
        fortune={BLACK: ["FC05"]},
    )
    act(m, "fortune", "FC05")
    act(m, "target_ship", "pirate")
    assert m.state.turn.shallow == [False, True, False, False]
    assert (0, 9) in reachable(rules().g, m.view(BLACK), "pirate", budget=3)
    assert (0, 9) not in reachable(rules().g, m.view(BLACK), "merchant")


def test_grappling_hooks_one_range_two_attack():
    """BF-205, BF-354: one long-range use; spent only when range 2 is needed; never for a
    merchant's attack; lost at the end of the turn."""
    m = position(
        merchants={WHITE: ((7, 9), ["green"] * 3), GREY: ((4, 11), ["red"] * 3)},
        pirates={BLACK: ((5, 9), "")},
        fortune={BLACK: ["FC06"]},
        activate="pirate",
    )
    assert not can(m, "rob", WHITE, "green")
    act(m, "fortune", "FC06")
    assert can(m, "rob", WHITE, "green") and can(m, "rob", GREY, "red")
    act(m, "rob", WHITE, "green")
    assert m.state.turn.long_uses == 0
    m2 = position(
        merchants={BLACK: ((5, 9), ["red"] * 3)},
        pirates={WHITE: ((7, 9), "")},
        fortune={BLACK: ["FC06"]},
        powers={BLACK: ["armed_merchantman"]},
        activate="merchant",
    )
    act(m2, "fortune", "FC06")
    assert not can(m2, "msink", WHITE)
    m3 = position(
        merchants={WHITE: ((6, 9), ["green"] * 3)},
        pirates={BLACK: ((5, 9), "")},
        fortune={BLACK: ["FC06"]},
        activate="pirate",
    )
    act(m3, "fortune", "FC06")
    act(m3, "rob", WHITE, "green")  # adjacent: use not spent
    assert m3.state.turn.long_uses == 1
    act(m3, "end_activation")
    act(m3, "end_step2")
    act(m3, "pass")
    assert m3.state.active == WHITE and m3.state.turn.long_uses == 0


def test_quick_burial_allows_attack_and_bury():
    """BF-206, BF-91, BF-355: one attack and one bury, in either order."""
    m = position(
        merchants={GREY: ((13, 4), ["green"] * 3)},
        pirates={BLACK: ((12, 5), "red")},
        fortune={BLACK: ["FC07"]},
        card="MV03",
        activate="pirate",
    )
    act(m, "fortune", "FC07")
    act(m, "bury")  # bury first (6) ...
    act(m, "rob", GREY, "green")  # ... then attack (+2)
    assert m.state.wealth[BLACK] == 8 and not can(m, "bury")


def test_broadside_a_second_navy_attack():
    """BF-207, BF-355: one extra attack for one navy."""
    m = position(
        card="MV23",
        navies={"purple": (12, 8)},
        pirates={WHITE: ((11, 9), ""), GREY: ((13, 9), ""), ORANGE: ((13, 7), "")},
        fortune={BLACK: ["FC08"]},
        activate="purple",
    )
    act(m, "fortune", "FC08")
    act(m, "sink", WHITE)
    act(m, "sink", GREY)
    assert not can(m, "sink", ORANGE) and m.state.wealth[BLACK] == 4


def test_market_day_buried_riches_bounty():
    """BF-208, BF-209, BF-210: +1 per cube sold, +2 per burial, +2 per navy sinking, counted
    only after the card."""
    m = position(
        merchants={BLACK: ((10, 1), ["green"] * 3)}, fortune={BLACK: ["FC09"]}, activate="merchant"
    )
    act(m, "fortune", "FC09")
    act(m, "sell")
    assert m.state.wealth[BLACK] == 6 + 3
    m2 = position(pirates={BLACK: ((9, 8), "red")}, fortune={BLACK: ["FC10"]}, activate="pirate")
    act(m2, "fortune", "FC10")
    act(m2, "bury")
    assert m2.state.wealth[BLACK] == 6 + 2
    m3 = position(
        card="MV23",
        navies={"purple": (12, 8)},
        pirates={WHITE: ((11, 9), "")},
        merchants={BLACK: ((12, 9), ["red"] * 3)},
        fortune={BLACK: ["FC11"]},
        powers={BLACK: ["armed_merchantman"]},
    )
    act(m3, "fortune", "FC11")
    sail(m3, "merchant")
    act(m3, "msink", WHITE)  # a merchant: no bounty
    assert m3.state.wealth[BLACK] == 2


def test_pickpocket():
    """BF-211, BF-113: the opponent pays 2, or all they hold; any opponent may be chosen."""
    m = position(
        card=None, phase="step1", wealth={WHITE: 1, GREY: 5}, fortune={BLACK: ["FC12", "FC12"]}
    )
    act(m, "fortune", "FC12")
    assert ids(m) == ["target_seat:1", "target_seat:2", "target_seat:3"]
    act(m, "target_seat", WHITE)
    act(m, "fortune", "FC12")
    act(m, "target_seat", GREY)
    assert m.state.wealth == [3, 0, 0, 3]


def test_smugglers_market():
    """BF-212, BF-357: refused colours sell at 2, never the port's own colour."""
    m = position(
        merchants={BLACK: ((11, 1), ["yellow"] * 3)}, fortune={BLACK: ["FC13"]}, activate="merchant"
    )
    act(m, "fortune", "FC13")
    act(m, "sell")
    assert m.state.wealth[BLACK] == 6
    m2 = position(
        merchants={BLACK: ((11, 1), ["blue"] * 3)}, fortune={BLACK: ["FC13"]}, activate="merchant"
    )
    act(m2, "fortune", "FC13")
    assert not can(m2, "sell")


def test_resupply_fills_up_without_selling():
    """BF-213: on a dock, holding only the port's colour, it loads up to 3; not a sale."""
    m = position(
        merchants={BLACK: ((11, 1), ["blue"])},
        fortune={BLACK: ["FC14"]},
        powers={BLACK: ["trade_agreement"]},
        activate="merchant",
    )
    act(m, "fortune", "FC14")
    act(m, "resupply")
    assert m.state.cargo[BLACK] == ["blue"] * 3 and m.state.wealth[BLACK] == 0
    assert not can(m, "sell")


def test_commandeer_pushes_an_enemy_ship_through_empty_sea():
    """BF-214: 0-2 steps onto empty sea; never through ships; not an activation."""
    m = position(
        merchants={WHITE: ((5, 9), ["green"] * 3)},
        pirates={GREY: ((6, 9), "")},
        fortune={BLACK: ["FC15"]},
    )
    act(m, "fortune", "FC15")
    assert ids(m) == ["target_enemy:merchant:1", "target_enemy:pirate:3"]
    act(m, "target_enemy", "pirate", GREY)
    options = ids(m)
    assert "cmove:6:9" in options and "cmove:8:9" in options and "cmove:5:9" not in options
    assert "cmove:9:9" not in options
    assert "cmove:8:11" not in options  # the only way is land
    events = act(m, "cmove", 8, 9)
    assert m.state.pirate[GREY] == cell(8, 9) and kind(m) == "ships"
    assert len(events_of(events, "commandeered")[0].data["path"]) == 2


def test_secret_cove_places_the_pirate_on_a_free_lair():
    """BF-215: main window, pirate in play and not started, a free lair."""
    m = position(pirates={BLACK: ("NE", ""), WHITE: ((19, 11), "")}, fortune={BLACK: ["FC16"]})
    act(m, "fortune", "FC16")
    assert ids(m) == ["target_lair:4:2"]
    act(m, "target_lair", 4, 2)
    assert m.state.pirate[BLACK] == cell(4, 2) and can(m, "activate", "pirate")
    m2 = position(pirates={BLACK: ((5, 9), "")}, fortune={BLACK: ["FC16"]})
    sail(m2, "pirate")
    assert refused(m2, "fortune", "FC16") == "BF-215"


def test_spyglass_draws_two_then_checks_the_limit():
    """BF-216: one draw effect of 2 cards, then BF-92."""
    m = position(card=None, phase="step1", fortune={BLACK: ["FC17", "FC01", "FC02"]})
    act(m, "fortune", "FC17")
    assert kind(m) == "discard_limit" and len(m.state.fhand[BLACK]) == 4
    act(m, "discard", "FC01")
    assert kind(m) == "play_movement" and m.state.fdisc[-1] == "FC17"


def test_sea_charts_swaps_movement_cards():
    """BF-217: discard one or more movement cards, draw as many."""
    m = position(card=None, phase="step1", fortune={BLACK: ["FC18"]})
    hand = list(m.state.mhand[BLACK])
    act(m, "fortune", "FC18")
    assert kind(m) == "sea_charts" and "sea_charts_done" not in ids(m)
    act(m, "discard_move", hand[0])
    act(m, "sea_charts_done")
    s = m.state
    assert len(s.mhand[BLACK]) == len(hand) and hand[0] in s.mdisc
    assert kind(m) == "play_movement"


def test_a_card_waiting_for_its_target_can_be_taken_back():
    """BF-95a, BF-90: a human who played a targeted fortune card may cancel at the target step
    (Undo): the card goes back to the hand and the same choice is asked again. BF-93: only a
    question naming cards of the hidden hands tells something by being asked."""
    from game import registry
    from game.core import Match, SeatConfig
    from game.core.ai import ai_rng

    game, rules = registry.get("black_fleet"), registry.rules_for("black_fleet")
    seats = [SeatConfig("Ana", "human")] + [SeatConfig(n, "ai", "random") for n in ("Ben", "Cy")]
    match = Match(rules, game.make_config(seats, seed=1))
    policy, rng = game.policy("random"), ai_rng(1, 0)
    for _ in range(3000):
        if match.chance_pending:
            match.step_chance()
            continue
        d = match.decisions()[0]
        if d.kind == "fortune_target" and d.seat == 0:
            break
        view = rules.view(match.state, d.seat) if policy.needs_view else None
        match.submit(d.seat, policy.choose(view, d, rng))
    else:
        raise AssertionError("no targeted fortune card was played by the human")
    played = match.state.playing
    assert not rules.asking_tells(match.state, d)  # BF-93: the targets are public facts
    assert match.can_undo(0)
    match.undo(0)
    assert played in match.state.fhand[0] and match.state.playing == ""
    again = match.decisions()[0]
    assert any(a.kind == "fortune" and a.args[0] == played for a in again.options)
    assert rules.asking_tells(match.state, again)  # BF-93: its options name the hidden hand
