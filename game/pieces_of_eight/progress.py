"""Where a match stands, read from its agenda: the stage, the phase of the turn, the chance
step and who is being asked what (the view's `stage`, `phase`, `chance` and `waiting`).

Stages: distribute | trade | swap | scraps | build | play | over (an empty agenda). Phases of a
turn (P8-25): cn1, general, target, cannon_target, cannon_second, cannon_invite, cannon_commit,
call, resolving, cn3; while coins are pooled (P8-151): extra, remainder, first_drafter, draft,
deal; otherwise "".
"""

from __future__ import annotations

from .model import State
from .tasks import (
    Arrange,
    Build,
    CallResult,
    CannonCommit,
    CannonInvite,
    CannonSecond,
    CannonTarget,
    ChooseTarget,
    CrowsNest,
    Deal,
    DistributionDone,
    DraftPick,
    FirstDrafter,
    FirstPlayer,
    GeneralAction,
    HoldDraw,
    Resolving,
    ScrapsPick,
    ScrapsStart,
    SetAside,
    StalemateNext,
    Swap,
    TradeStep,
    TurnStep,
)

STAGES: dict[type, str] = {
    SetAside: "distribute",
    FirstDrafter: "distribute",
    DraftPick: "distribute",
    Deal: "distribute",
    DistributionDone: "distribute",
    Swap: "swap",
    ScrapsStart: "scraps",
    ScrapsPick: "scraps",
    Build: "build",
    FirstPlayer: "build",
}
DISTRIBUTION_PHASES: dict[type, str] = {
    FirstDrafter: "first_drafter",
    DraftPick: "draft",
    Deal: "deal",
    DistributionDone: "done",
}
TURN_PHASES: dict[type, str] = {
    GeneralAction: "general",
    ChooseTarget: "target",
    CannonTarget: "cannon_target",
    CannonSecond: "cannon_second",
    CannonInvite: "cannon_invite",
    CannonCommit: "cannon_commit",
    CallResult: "call",
    Resolving: "resolving",
}


def stage(s: State) -> str:
    if not s.agenda:
        return "over"
    top = s.agenda[-1]
    name = STAGES.get(type(top))
    if name is not None:
        return name
    if isinstance(top, TradeStep):
        return "trade"
    if isinstance(top, Arrange) and top.purpose == "start":
        return "build"
    return "play"


def phase(s: State) -> str:
    agenda = s.agenda
    if not agenda:
        return s.final_phase
    top = agenda[-1]
    if isinstance(top, SetAside):
        return "extra" if top.extra else "remainder"
    name = DISTRIBUTION_PHASES.get(type(top))
    if name is not None:
        return name
    for t in reversed(agenda):
        if isinstance(t, TurnStep):
            if isinstance(t, CrowsNest):
                return "cn1" if t.phase == 1 else "cn3"
            return TURN_PHASES.get(type(t), "")
    return ""


def chance(s: State) -> tuple[str | int, ...]:
    """The pending chance step as the view names it, or ()."""
    if not s.agenda:
        return ()
    top = s.agenda[-1]
    if isinstance(top, HoldDraw):
        return ("hold_draw", top.item)
    if isinstance(top, SetAside):
        n = s.table.n
        count = min(s.table.extra_scraps, len(s.pool)) if top.extra else len(s.pool) % n
        return ("set_aside", count)
    name = CHANCES.get(type(top))
    return (name,) if name else ()


CHANCES: dict[type, str] = {
    FirstPlayer: "first_player",
    StalemateNext: "stalemate_next",
    FirstDrafter: "first_drafter",
    Deal: "deal",
    ScrapsStart: "scraps_start",
}
