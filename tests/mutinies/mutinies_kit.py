"""21 Mutinies test helpers: hand-built tables, and a driver that answers decisions by name.

`table(n, d=[...], ...)` gives a Match at the start of a round with exactly the position a
scenario states (the digest's defaults otherwise: 3 PP and 1 rum each, the Tavern holding the
rest, P1 = seat 0 captain, turn order 0, 1, 2 ...). Every jewel, token and card not placed
explicitly goes to its face-down pile, so the invariants hold from the first step.

`act(m, seat, kind, *args)` first answers "done" to any window or roll reaction in the way,
then submits the action (asserting it is offered); `roll(m, ...)` and `draw(m, item)` force the
next chance step after doing the same.
"""

from __future__ import annotations

from game.core import Action, Chance, Match, SeatConfig
from game.core.data import data_dir
from game.mutinies import GAME
from game.mutinies.content import load_content
from game.mutinies.rules import MutiniesRules

CONTENT = load_content(data_dir("mutinies"))
RULES = MutiniesRules(CONTENT)
P1, P2, P3, P4, P5 = range(5)
A, B, C, D, E = range(5)


def config(n: int, seed: int = 0, variants: dict | None = None):
    seats = [SeatConfig(f"P{i + 1}", "ai", "random") for i in range(n)]
    return GAME.make_config(seats, seed=seed, variants=variants)


def new_match(n: int, seed: int = 0, variants: dict | None = None) -> Match:
    """A fresh match with its setup chance steps still pending."""
    return Match(RULES, config(n, seed, variants))


def table(
    n: int,
    *,
    d: list[int],
    rum: list[int] | None = None,
    pp: list[int] | None = None,
    variants: dict | None = None,
    order: list[int] | None = None,
    display: list | None = None,
    nc: list | None = None,
    hands: dict | None = None,
    discards: list | None = None,
    jewel_pile: list | None = None,
    spare_jewels_to: int = -1,
    treasures: dict | None = None,
    treasure_pile: list | None = None,
    cards: dict | None = None,
    deck: list | None = None,
    last_mutiny: bool = True,
    tavern: int | None = None,
    **fields,
) -> Match:
    m = new_match(n, 0, variants)
    m.run_chance()
    s = m.state
    s.order = list(order) if order is not None else list(range(n))
    s.d = list(d)
    s.bank_out = sum(d)
    s.rum = list(rum) if rum is not None else [1] * n
    s.pp = list(pp) if pp is not None else [3] * n
    s.tavern = tavern if tavern is not None else 25 - sum(s.rum)
    _deal_jewels(s, display, nc, hands or {}, discards or [], jewel_pile, spare_jewels_to)
    _deal_treasures(s, treasures or {}, treasure_pile)
    _deal_cards(s, cards or {}, deck, last_mutiny)
    for name, value in fields.items():
        assert hasattr(s, name), name
        setattr(s, name, value)
    s.round = 0
    s.stack = [("round_start",)]
    RULES._run(s, [])
    m._pending = None
    RULES.check_invariants(s)
    return m


def _deal_jewels(s, display, nc, hands, discards, pile, spare_to) -> None:
    """Place the named jewels; fill an unnamed display or NC stack from the rest;
    everything left goes to the jewel pile (or, with an explicit pile, to `spare_to`'s hand)."""
    s.jewels = [list(hands.get(p, [])) for p in range(s.n)]
    s.discards = list(discards)
    named = set(display or ()) | set(nc or ()) | set(s.discards) | set(pile or ())
    named |= {j for hand in s.jewels for j in hand}
    rest = [j.id for j in CONTENT.jewels if j.id not in named]
    # Unnamed places take jewels from the end of the data order (wilds, then whites), so the
    # low-lettered ids scenarios draw by name stay in the pile.
    s.display = (
        list(display) if display is not None else [rest.pop() for _ in range(s.display_size)]
    )
    s.nc_stack = list(nc) if nc is not None else [rest.pop() for _ in range(s.nc_size)]
    if pile is None:
        s.jewel_pile = rest
    else:
        s.jewel_pile = list(pile)
        s.jewels[spare_to] += rest


def _deal_treasures(s, hands, pile) -> None:
    s.treasures = [list(hands.get(p, [])) for p in range(s.n)]
    held = {t for hand in s.treasures for t in hand}
    rest = [t.id for t in CONTENT.treasures if t.id not in held]
    if pile is None:
        s.treasure_pile, s.treasures_gone = rest, []
    else:
        s.treasure_pile = list(pile)
        s.treasures_gone = [t for t in rest if t not in pile]


def _deal_cards(s, hands, deck, last_mutiny) -> None:
    if s.simplified:
        return
    s.cards = [list(hands.get(p, [])) for p in range(s.n)]
    held = {c for hand in s.cards for c in hand}
    pool = [c for c in RULES._deck_pool() if c not in held]
    s.deck = [c for c in (deck if deck is not None else s.deck) if c not in held]
    s.box = [c for c in pool if c not in s.deck]
    s.last_mutiny = last_mutiny
    s.cards_gone = [] if last_mutiny else [RULES.last_mutiny_id]


# ---- driving ---------------------------------------------------------------------------------
def decision(m: Match):
    p = m.pending
    return p[0] if isinstance(p, tuple) else None


def _is_window(d) -> bool:
    return d is not None and (d.kind.startswith("window") or d.kind == "roll_reaction")


def skip_windows(m: Match, seat: int | None = None, kind: str | None = None) -> None:
    """Answer "done" to windows and roll reactions until something else is pending (or the
    given seat is offered `kind`)."""
    while True:
        d = decision(m)
        if not _is_window(d):
            return
        if seat is not None and d.seat == seat and any(a.kind == kind for a in d.options):
            return
        m.submit(d.seat, Action("done"))


def options(m: Match, seat: int | None = None) -> list[Action]:
    d = decision(m)
    assert d is not None and (seat is None or d.seat == seat), d
    return list(d.options)


def ids(m: Match, seat: int | None = None) -> list[str]:
    return [a.id for a in options(m, seat)]


def slots(m: Match, seat: int | None = None) -> list[str]:
    """The slots offered by a pending placement decision."""
    return [a.args[0] for a in options(m, seat)]


def areas(m: Match, seat: int | None = None) -> set[str]:
    return {RULES.slot_area[slot] for slot in slots(m, seat)}


def score_now(m: Match) -> None:
    """Jump to final scoring from the position the table gives."""
    s = m.state
    s.stack = [("scoring",)]
    RULES._run(s, [])
    m._pending = None


def act(m: Match, seat: int, kind: str, *args):
    skip_windows(m, seat, kind)
    d = decision(m)
    action = Action(kind, tuple(args))
    assert d is not None and d.seat == seat, f"waiting for {d}, not seat {seat}"
    assert action in d.options, f"{action.id} not in {[a.id for a in d.options]}"
    return m.submit(seat, action)


def place(m: Match, seat: int, slot: str):
    return act(m, seat, "place", slot)


def roll(m: Match, *faces: int):
    skip_windows(m)
    assert isinstance(m.pending, Chance) and m.pending.kind == "roll", m.pending
    return m.step_chance(list(faces))


def draw(m: Match, item: str):
    skip_windows(m)
    assert isinstance(m.pending, Chance) and m.pending.kind == "draw", m.pending
    return m.step_chance([item])


def events_of(events, kind: str) -> list:
    return [e for e in events if e.type == kind]
