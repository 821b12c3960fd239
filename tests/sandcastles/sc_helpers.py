"""Sandcastles test helpers: hand-built positions (game.sandcastles.position) and short ways to
answer the engine's decisions.

Positions name tiles as the digest does (`crab:dead_end(E)@(0,0)`, `bucket-attack`). A decision
with one option is applied by the engine without asking (digest section 0), so `build` and
`place` answer only the steps actually asked.
"""

from __future__ import annotations

from game import registry
from game.core import Action, Chance, Match, Over
from game.sandcastles.catalogue import walls_mask
from game.sandcastles.position import Cards, position_match
from game.sandcastles.rules import SandcastlesRules

A, B, C, D = 0, 1, 2, 3


def rules() -> SandcastlesRules:
    r = registry.rules_for("sandcastles")
    assert isinstance(r, SandcastlesRules)
    return r


def g():
    return rules().g


def pos(n: int = 3, **kwargs) -> Match:
    return position_match(rules(), n, **kwargs)


def design(name: str) -> str:
    return Cards(g()).design_of(name)


def card_in(cards, name: str) -> int:
    """The first card of the named design in `cards`."""
    d = design(name)
    return next(c for c in cards if g().design[c] == d)


def designs(cards) -> list[str]:
    return [g().design[c] for c in cards]


def hand(m: Match, seat: int) -> list[str]:
    return designs(m.state.hands[seat])


def decision(m: Match):
    p = m.pending
    assert isinstance(p, tuple), f"no decision pending: {p!r}"
    return p[0]


def kinds(m: Match) -> list[str]:
    return [d.kind for d in m.decisions()]


def options(m: Match, seat: int | None = None) -> list[str]:
    d = decision(m) if seat is None else m.decision_for(seat)
    assert d is not None
    return [a.id for a in d.options]


def submit(m: Match, kind: str, *args) -> list:
    d = decision(m)
    return m.submit(d.seat, Action(kind, tuple(args)))


def walls(text: str) -> str:
    """`E,W` or `EW` -> the walls argument of an action (letters in N E S W order)."""
    mask = walls_mask(text.replace(",", ""))
    return "".join(c for c, bit in zip("NESW", (1, 2, 4, 8)) if mask & bit)


def build(m: Match, seat: int, tile: str, where, cell=(0, 0), wall_text: str | None = None):
    """Build `tile` from `seat`'s hand: where = a castle id, "new" or "new_shared"."""
    card = card_in(m.state.hands[seat], tile)
    events = m.submit(seat, Action("build", (card,)))
    return events + place(m, seat, where, cell, wall_text)


def place(m: Match, seat: int, where, cell=(0, 0), wall_text: str | None = None) -> list:
    """Answer the castle / cell / walls steps of the tile on the move (asked ones only)."""
    events: list = []
    d = m.decision_for(seat)
    if d is not None and d.kind.endswith("castle"):
        action = Action("castle", (where,)) if isinstance(where, int) else Action(where)
        events += m.submit(seat, action)
        d = m.decision_for(seat)
    if d is not None and d.kind.endswith("cell"):
        events += m.submit(seat, Action("cell", tuple(cell)))
        d = m.decision_for(seat)
    if d is not None and d.kind.endswith("walls") and wall_text is not None:
        events += m.submit(seat, Action("walls", (walls(wall_text),)))
    return events


def attack(m: Match, seat: int, tile: str, victim: int, cid: int, cell) -> list:
    card = card_in(m.state.hands[seat], tile)
    events = m.submit(seat, Action("attack", (card,)))
    d = m.decision_for(seat)
    if d is not None and d.kind == "target":
        events += m.submit(seat, Action("target", (victim, cid, *cell)))
    return events


def reply(m: Match, seat: int, tile: str | None) -> list:
    """Answer a fight: play the named attack tile, or decline (None)."""
    if tile is None:
        return m.submit(seat, Action("decline"))
    return m.submit(seat, Action("play", (card_in(m.state.hands[seat], tile),)))


def draw_beach(m: Match, seat: int, tile: str) -> list:
    return m.submit(seat, Action("beach", (card_in(m.state.beach, tile),)))


def chance(m: Match, *names: str) -> list:
    """Resolve the pending chance step with the named card(s) (or the Big Wave: "WAVE")."""
    p = m.pending
    assert isinstance(p, Chance), f"no chance step pending: {p!r}"
    cat = g()
    outcome = []
    taken: set[int] = set()
    for name in names:
        if name == "WAVE":
            outcome.append(cat.wave)
            continue
        d = design(name)
        c = next(x for x in p.items if isinstance(x, int) and cat.design[x] == d and x not in taken)
        taken.add(c)
        outcome.append(c)
    return m.step_chance(outcome)


def run_chance(m: Match, default: str | None = None) -> list:
    """Resolve pending chance steps with the match RNG (or always the named design)."""
    events: list = []
    while isinstance(m.pending, Chance):
        events += chance(m, default) if default else m.step_chance()
    return events


def types(events) -> list[str]:
    return [e.type for e in events]


def over(m: Match) -> bool:
    return isinstance(m.pending, Over)


def castle_tiles(m: Match, cid: int) -> dict:
    """cell -> [design, ...] bottom to top."""
    cat = g()
    return {c: [cat.design[e >> 4] for e in st] for c, st in m.state.castles[cid].cells.items()}
