"""Where a match stands, read from its agenda: the stage, the phase of the turn, the chance
step and who is being asked what (the view's `stage`, `phase`, `chance` and `waiting`).

Stages: distribute | trade | swap | scraps | build | play | over (an empty agenda). Phases of a
turn (P8-25): cn1, general, target, cannon_target, cannon_second, cannon_invite, cannon_commit,
call, resolving, cn3; while coins are pooled (P8-151): extra, remainder, first_drafter, draft,
deal; otherwise "".
"""

from __future__ import annotations

from . import tasks as T
from .model import State

STAGES: dict[type, str] = {
    T.SetAside: "distribute",
    T.FirstDrafter: "distribute",
    T.DraftPick: "distribute",
    T.Deal: "distribute",
    T.DistributionDone: "distribute",
    T.Swap: "swap",
    T.ScrapsStart: "scraps",
    T.ScrapsPick: "scraps",
    T.Build: "build",
    T.FirstPlayer: "build",
}
DISTRIBUTION_PHASES: dict[type, str] = {
    T.FirstDrafter: "first_drafter",
    T.DraftPick: "draft",
    T.Deal: "deal",
    T.DistributionDone: "done",
}
TURN_PHASES: dict[type, str] = {
    T.GeneralAction: "general",
    T.ChooseTarget: "target",
    T.CannonTarget: "cannon_target",
    T.CannonSecond: "cannon_second",
    T.CannonInvite: "cannon_invite",
    T.CannonCommit: "cannon_commit",
    T.CallResult: "call",
    T.Resolving: "resolving",
}


def stage(s: State) -> str:
    if not s.agenda:
        return "over"
    top = s.agenda[-1]
    name = STAGES.get(type(top))
    if name is not None:
        return name
    if isinstance(top, T.TradeStep):
        return "trade"
    if isinstance(top, T.Arrange) and top.purpose == "start":
        return "build"
    return "play"


def phase(s: State) -> str:
    agenda = s.agenda
    if not agenda:
        return s.final_phase
    top = agenda[-1]
    if isinstance(top, T.SetAside):
        return "extra" if top.extra else "remainder"
    name = DISTRIBUTION_PHASES.get(type(top))
    if name is not None:
        return name
    for t in reversed(agenda):
        if isinstance(t, T.TurnStep):
            if isinstance(t, T.CrowsNest):
                return "cn1" if t.phase == 1 else "cn3"
            return TURN_PHASES.get(type(t), "")
    return ""


def chance(s: State) -> tuple[str | int, ...]:
    """The pending chance step as the view names it, or ()."""
    if not s.agenda:
        return ()
    top = s.agenda[-1]
    if isinstance(top, T.HoldDraw):
        return ("hold_draw", top.item)
    if isinstance(top, T.SetAside):
        n = s.table.n
        count = min(s.table.extra_scraps, len(s.pool)) if top.extra else len(s.pool) % n
        return ("set_aside", count)
    name = CHANCES.get(type(top))
    return (name,) if name else ()


CHANCES: dict[type, str] = {
    T.FirstPlayer: "first_player",
    T.StalemateNext: "stalemate_next",
    T.FirstDrafter: "first_drafter",
    T.Deal: "deal",
    T.ScrapsStart: "scraps_start",
}
