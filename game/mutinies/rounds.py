"""The shape of a round: M21-29, M21-31 to M21-35, M21-45, M21-50, M21-68, M21-98, M21-168,
M21-170, M21-190.

A round (M21-168) is: placement turns in turn order, the captain first (window W1, placing,
window W2; the 2-player henchman after the captain, M21-122); then a resolution turn for every
disc (window W3a, its effect, window W3b; the henchman only its effect, M21-123): the captain's
action first (ordered actions in slot order, free-choice ones in turn order, M21-170), then its
clean-up (M21-45, M21-50), then the Cabin and Mutiny in turn order; then the end of the round
(pirate token, a successful mutiny) and the end-of-game check (M21-34, M21-35).
"""

from __future__ import annotations

from functools import cache

from game.core import Event, Events, Task, push

from .catalogue import Catalogue
from .content import ORDERED_AREAS
from .model import HENCHMAN, NOBODY, MState
from .tasks import (
    EFFECTS,
    AfterPlacement,
    CardDraw,
    Cleanup,
    DealDisplay,
    DealNc,
    Effect,
    EndCheck,
    EndRound,
    Henchman,
    Place,
    ResolveTurn,
    RoundStart,
    Scoring,
    StartPlay,
    Window,
)

# Tasks are values, so the ones every turn needs are made once and shared: building a frozen
# dataclass takes about a microsecond, and every round builds dozens of these.
_window = cache(Window)
_place = cache(Place)
_resolve_turn = cache(ResolveTurn)


@cache
def _effect(area: str, seat: int, slot: str) -> Effect:
    return EFFECTS[area](seat, slot)


def start_play(g: Catalogue, s: MState, t: StartPlay, out: Events) -> None:
    """M21-168: setup is over, round 1 begins."""
    s.phase = "play"
    push(s.agenda, RoundStart())


def disc_of(s: MState, seat: int) -> str | None:
    """The slot of `seat`'s disc this round, or None."""
    for slot, owner in s.discs:
        if owner == seat:
            return slot
    return None


# ---- round start and placement turns (M21-168 A, M21-29) ---------------------------------------
def round_start(g: Catalogue, s: MState, t: RoundStart, out: Events) -> None:
    s.round += 1
    captain = s.order[0]
    if s.final_round:
        s.final_captain = captain  # M21-35 (E07)
    s.dice, s.dice_seat, s.dice_need = [], NOBODY, 0
    s.mutineers = []
    out.append(
        Event(
            "round_began",
            {
                "round": s.round,
                "captain_seat": captain,
                "final": s.final_round,
                "pirate": s.pirate,
                "blockade": s.blockade,
            },
        )
    )
    tasks: list[Task] = [_window(captain, "W1"), _place(captain), _window(captain, "W2")]
    if s.henchman:
        tasks.append(Henchman(captain))  # M21-122
    for sailor in s.order[1:]:  # M21-29
        tasks += [_window(sailor, "W1"), _place(sailor), _window(sailor, "W2")]
    tasks.append(AfterPlacement())
    push(s.agenda, *tasks)


# ---- from placement to resolution (M21-31, M21-68, M21-170) -----------------------------------
def after_placement(g: Catalogue, s: MState, t: AfterPlacement, out: Events) -> None:
    """M21-68: fix the lone-K2 check; then schedule every resolution turn (M21-31)."""
    cabin = [(slot, seat) for slot, seat in s.discs if g.slot_area[slot] == "cabin"]
    s.lone_k2 = cabin[0][1] if len(cabin) == 1 and cabin[0][0] == "K2" else NOBODY
    tasks: list[Task] = [_resolve_turn(seat, slot) for slot, seat in action_discs(g, s)]
    tasks.append(Cleanup())
    for area in ("cabin", "mutiny"):
        tasks += [_resolve_turn(seat, slot) for slot, seat in discs_in_turn_order(g, s, area)]
    tasks.append(EndRound())
    push(s.agenda, *tasks)


def action_discs(g: Catalogue, s: MState) -> list[tuple[str, int]]:
    """M21-170: slot order in ordered actions, turn order (henchman after the captain) in
    free-choice ones."""
    if s.action in ORDERED_AREAS:
        discs = [d for d in s.discs if g.slot_area[d[0]] == s.action]
        return sorted(discs, key=lambda d: g.slot_index[d[0]])
    return discs_in_turn_order(g, s, s.action or "")


def discs_in_turn_order(g: Catalogue, s: MState, area: str) -> list[tuple[str, int]]:
    """M21-170: turn order, the henchman right after the captain."""
    rank: dict[int, float] = {seat: i for i, seat in enumerate(s.order)}
    rank[HENCHMAN] = 0.5
    discs = [d for d in s.discs if g.slot_area[d[0]] == area]
    return sorted(discs, key=lambda d: rank[d[1]])


def resolve_turn(g: Catalogue, s: MState, t: ResolveTurn, out: Events) -> None:
    """M21-31, M21-123: W3a, the effect, W3b (the henchman: only the effect)."""
    s.resolving = (t.slot, t.seat)
    effect = _effect(g.slot_area[t.slot], t.seat, t.slot)
    if t.seat == HENCHMAN:
        push(s.agenda, effect)
    else:
        push(s.agenda, _window(t.seat, "W3a"), effect, _window(t.seat, "W3b"))


# ---- clean-up (M21-45, M21-50) -----------------------------------------------------------------
def cleanup(g: Catalogue, s: MState, t: Cleanup, out: Events) -> None:
    """M21-45, M21-50: refill the display and the NC stack."""
    tasks: list[Task] = []
    if s.action == "cr":
        tasks = [DealDisplay(i) for i, j in enumerate(s.display) if j is None]
    if s.nc_taken:
        tasks += [DealNc() for _ in range(s.nc_size - len(s.nc_stack))]
        s.nc_taken = False
    push(s.agenda, *tasks)


# ---- end of round (M21-32, M21-33, M21-98) -------------------------------------------------------
def end_round(g: Catalogue, s: MState, t: EndRound, out: Events) -> None:
    mutiny = sorted(
        ((g.mutiny_cost[slot], seat) for slot, seat in s.discs if g.slot_area[slot] == "mutiny"),
        reverse=True,
    )
    s.discs = []
    s.resolving = ()
    s.pirate = s.action  # M21-32, M21-190
    s.blockade = None  # M21-98
    s.pirate_lifted = False
    s.flags = [0] * s.n
    s.paid = [0] * s.n
    s.lone_k2 = s.city_fifth = NOBODY
    out.append(Event("round_ended", {"round": s.round, "pirate": s.pirate}))
    s.action = None
    push(s.agenda, EndCheck())
    if mutiny:
        _mutiny_succeeds(s, out, [seat for _, seat in mutiny])


def _mutiny_succeeds(s: MState, out: Events, mutineers: list[int]) -> None:
    """M21-33: the highest Mutiny slot wins; rebuild the track; draw a card."""
    new = mutineers[0]
    old = s.order[0]
    s.order = mutineers + [p for p in s.order if p not in mutineers]
    s.deposed = old
    s.mutineers = mutineers
    s.captaincies[new] += 1
    out.append(
        Event("new_captain", {"captain_seat": new, "deposed_seat": old, "order": list(s.order)})
    )
    push(s.agenda, CardDraw(new))


# ---- the end of the game (M21-34, M21-35) --------------------------------------------------------
def trigger_end(s: MState, out: Events, cause: str) -> None:
    """M21-34: set end_triggered (once; a trigger never clears)."""
    if not s.end_triggered and s.phase == "play":
        s.end_triggered = True
        out.append(Event("end_triggered", {"cause": cause, "final": s.final_round}))


def end_check(g: Catalogue, s: MState, t: EndCheck, out: Events) -> None:
    """M21-34: final round over -> scoring; a trigger -> the next round is the final one."""
    if s.final_round:
        push(s.agenda, Scoring())
        return
    if s.end_triggered:
        s.final_round = True
        out.append(Event("final_round", {"round": s.round + 1}))
    push(s.agenda, RoundStart())
