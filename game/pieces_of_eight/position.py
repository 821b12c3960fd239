"""Build a game position from a compact description: for scenario tests (digest section 13),
hand-made tutorials and screenshots of the table mid-game.

    ships = [{"nest": None, "deck": ["mate", "plunder", "captain"], "hold": []},
             {"nest": "plunder", "deck": ["plunder", "captain", "treachery"]}]
    match = position_match(rules, ships, active=0, phase="general")

Coins are coin-type ids. Every seat owns the coins of its own ship and hold (its shipyard).
Open coins are known to everyone, the rest only to their owner (P8-143); `shown` lists
(seat, deck index) pairs known to everyone as well (e.g. a plundered aft coin); `owners` maps
(seat, "deck" | "hold" | "nest", index) to the seat that owns that coin, when not its holder.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from game.core import Match, MatchConfig, SeatConfig

from .model import IN, NONE, State
from .setup import make_table
from .ships import expose
from .shipyard import new_game_containers
from .turns import may_propose, turn_tasks


def position_config(
    n: int,
    humans: Sequence[int] = (),
    variants: dict[str, Any] | None = None,
    options: dict[str, Any] | None = None,
) -> MatchConfig:
    seats = tuple(
        SeatConfig(f"P{i + 1}", "human" if i in humans else "ai", "heuristic", f"c{i}")
        for i in range(n)
    )
    return MatchConfig("pieces_of_eight", seats, dict(variants or {}), 0, dict(options or {}))


def position_state(
    rules: Any,
    config: MatchConfig,
    ships: Sequence[dict[str, Any]],
    active: int,
    phase: str = "general",
    lost: Sequence[int] = (),
    extra: Sequence[int] = (),
    shown: Sequence[tuple[int, int]] = (),
    quiet: int = 0,
    owners: dict[tuple[int, str, int], int] | None = None,
) -> State:
    n = config.n_seats
    ctype: list[int] = []
    layout: list[dict[str, Any]] = []
    index = rules.content.index

    def coins(types: Sequence[str]) -> list[int]:
        ids = []
        for t in types:
            ids.append(len(ctype))
            ctype.append(index[t])
        return ids

    for spec in ships:
        nest = coins([spec["nest"]])[0] if spec.get("nest") else NONE
        deck = coins(spec.get("deck", []))
        hold = coins(spec.get("hold", []))
        layout.append({"nest": nest, "deck": deck, "hold": hold})
    table = replace(make_table(rules.g, config), ctype=tuple(ctype))
    s = State(
        table=table,
        shipyards=[
            sorted(x["deck"] + x["hold"] + ([x["nest"]] if x["nest"] != NONE else []))
            for x in layout
        ],
        wins=[0] * n,
    )
    for (q, place, i), owner in (owners or {}).items():  # a coin taken from another ship
        c = layout[q][place] if place == "nest" else layout[q][place][i]
        s.shipyards[q].remove(c)
        s.shipyards[owner].append(c)
    s.draft_picks = [[] for _ in range(n)]
    s.start_ship = [[] for _ in range(n)]
    s.yard_public = [True] * len(ctype)
    new_game_containers(s)
    for q, x in enumerate(layout):
        s.spares[q] = []
        s.nests[q] = x["nest"]
        s.decks[q] = list(x["deck"])
        s.holds[q] = list(x["hold"])
        for c in x["deck"] + ([x["nest"]] if x["nest"] != NONE else []):
            s.known[c] = 1 << q
        expose(s, q)
        s.start_ship[q] = list(x["deck"]) + [x["nest"]]
    full = (1 << n) - 1
    for q, i in shown:
        s.known[s.decks[q][i]] = full
    s.status = [IN] * n
    s.lost = list(lost) or [0] * n
    s.extra = list(extra)
    s.quiet = quiet
    s.active = active
    s.agenda = turn_tasks(active, phase)
    s.may_propose = may_propose(s, active)
    return s


def position_match(
    rules: Any,
    ships: Sequence[dict[str, Any]],
    active: int,
    phase: str = "general",
    humans: Sequence[int] = (),
    variants: dict[str, Any] | None = None,
    options: dict[str, Any] | None = None,
    config: MatchConfig | None = None,
    **kwargs: Any,
) -> Match:
    """A Match whose state is the described position (its log starts there: not for saves).
    `config` replaces the plain one (seats P1, P2 ...), e.g. to give the seats real names and
    colours for a screenshot; its seat count must match `ships`."""
    if config is not None and config.n_seats != len(ships):
        raise ValueError("the config seats a different number of players than the ships")
    config = config or position_config(len(ships), humans, variants, options)
    match = Match(rules, config, record_hashes=False, undo=False)
    match.state = position_state(rules, config, ships, active, phase, **kwargs)
    rules.advance(match.state)  # e.g. a full crow's nest skips its phase
    match._pending = None
    return match
