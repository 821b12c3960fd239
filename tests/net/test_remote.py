"""RemoteMatch (game/net/remote.py), the joiner's match, on its own: what it accepts from a host
and what it sends."""

from __future__ import annotations

import pytest

from game import registry
from game.core.errors import IllegalAction
from game.core.match import Match
from game.core.types import Action, Decision
from game.net.codec import Encoder, WireError, to_wire
from game.net.messages import PROTOCOL, Act, Started, Update
from game.net.remote import RemoteMatch
from game.net.session import config_doc


def started(match: Match, seat: int, version: int | None = None) -> Started:
    return Started(
        v=PROTOCOL,
        config=config_doc(match),
        seats=[seat],
        rules_version=match.rules.info.rules_version if version is None else version,
    )


def a_match() -> Match:
    game, rules = registry.get("mutinies"), registry.rules_for("mutinies")
    from game.core.types import SeatConfig

    return Match(rules, game.make_config([SeatConfig("Ana"), SeatConfig("Ben")], seed=2))


def update(match: Match, seat: int, decisions=None, view=None, patch=False) -> Update:
    return Update(
        v=PROTOCOL,
        step=len(match.log),
        view=view if view is not None else to_wire(match.view(seat)),
        decisions=to_wire(
            tuple(d for d in match.decisions() if d.seat == seat)
            if decisions is None
            else decisions
        ),
        since=len(match.log),
        asked=[],
        unavailable=to_wire(()),
        events=to_wire(()),
        clocked=False,
        over=False,
        patch=patch,
    )


def test_a_joiner_with_other_rules_of_the_game_cannot_follow_the_host():
    match = a_match()
    with pytest.raises(ValueError, match="rules version"):
        RemoteMatch(started(match, 1, version=match.rules.info.rules_version + 1), lambda m: True)


def test_a_decision_for_another_seat_is_refused_as_not_from_a_trustworthy_host():
    match = a_match()
    remote = RemoteMatch(started(match, 1), lambda m: True)
    other = (Decision(0, "x", (Action("go"),)),)
    with pytest.raises(WireError):
        remote.apply(update(match, 1, decisions=other))


def test_a_patch_before_any_view_is_refused():
    match = a_match()
    remote = RemoteMatch(started(match, 1), lambda m: True)
    view = match.view(1)
    with pytest.raises(WireError):
        remote.apply(update(match, 1, view=Encoder().patch(view, ["seat"]), patch=True))


def test_only_an_option_of_its_own_decision_is_sent_core_2():
    match = a_match()
    match.run_chance()
    seat = match.decisions()[0].seat
    sent: list[Act] = []
    remote = RemoteMatch(started(match, seat), lambda m: sent.append(m) or True)
    remote.apply(update(match, seat))
    with pytest.raises(IllegalAction) as refused:
        remote.submit(seat, Action("zz_not_an_option"))
    assert refused.value.ref.rule == "CORE-2" and not sent
    with pytest.raises(IllegalAction):
        remote.submit(1 - seat, match.decisions()[0].options[0])  # not its seat
    option = remote.decision_for(seat).options[0]
    assert remote.submit(seat, option) == [] and sent[0].action == list(option.to_json())
    assert remote.decision_for(seat) is None  # asked again only by the host's next update
