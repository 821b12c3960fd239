"""The sailing search (BF-30 to BF-36, BF-43, BF-45): paths.explore against a plain search
written here, and the last search an activation keeps (movement.reach), which must always give
what a fresh search gives, whatever was asked before."""

import random

from black_fleet.bf_helpers import BLACK, WHITE, act, cell, position, rules

from game.black_fleet.content import Geometry
from game.black_fleet.movement import move_options
from game.black_fleet.paths import Reach, explore


def fresh_search(
    geo: Geometry,
    start: int,
    entries: tuple[int, ...] | None,
    budget: int,
    blocked: set[int],
    land_ok: bool,
) -> tuple[list[int], dict[int, int], dict[int, int]]:
    """A plain breadth-first search, written apart from paths.py: (order, steps, parent)."""
    dist: dict[int, int] = {}
    parent: dict[int, int] = {}
    order: list[int] = []
    if entries is None:
        dist[start] = 0
        frontier = [start]
        cost = 0
    else:
        frontier = []
        cost = 1
        for c in entries if budget >= 1 else ():
            if c not in blocked and (land_ok or not geo.land[c]) and c not in dist:
                dist[c] = 1
                frontier.append(c)
    order += frontier
    while frontier and cost < budget:
        cost += 1
        nxt = []
        for c in frontier:
            for n in geo.nbrs[c]:
                if n in dist or n in blocked or (geo.land[n] and not land_ok):
                    continue
                dist[n] = cost
                parent[n] = c
                nxt.append(n)
        order += nxt
        frontier = nxt
    return order, dist, parent


def same_search(found: Reach, fresh: tuple[list[int], dict[int, int], dict[int, int]]) -> bool:
    order, dist, parent = fresh
    return (
        found.order == order
        and all(found.dist[c] == dist[c] for c in order)
        and all(found.parent[c] == parent.get(c, -1) for c in order if dist[c] > 0)
    )


def test_the_search_matches_a_plain_search():
    """BF-30, BF-32, BF-33, BF-34, BF-36, BF-45: from many starts, with and without land
    crossing, with budgets from 1 to 8 and ships in the way or not, `explore` gives the order,
    steps and parents of a plain breadth-first search, and its destinations are the reached
    sea cells but the start and the ships' cells, in cell order."""
    geo = rules().g.geo
    rnd = random.Random(18)
    sea = [c for c in range(geo.size) if not geo.land[c]]
    for _ in range(400):
        start = rnd.choice(sea + [cell(3, 6)])  # (3,6): a coast cell next to the continent
        land_ok = rnd.random() < 0.4
        budget = rnd.randint(1, 8)
        blocked = set(rnd.sample(sea, rnd.randint(0, 8))) - {start}
        friendly = set(rnd.sample(sea, 3)) - blocked - {start}
        found = explore(geo, start, None, budget, sorted(blocked), land_ok)
        fresh = fresh_search(geo, start, None, budget, blocked, land_ok)
        assert same_search(found, fresh)
        ships = blocked | friendly | {start}
        stand = sorted(
            c for c in fresh[0] if fresh[1][c] > 0 and not geo.land[c] and c not in ships
        )
        occupied = bytearray(geo.size)
        for c in ships:
            occupied[c] = 1
        assert found.destinations(geo, occupied) == stand
        assert found.stands(geo, sorted(friendly | {start})) == stand
    for zone, entries in enumerate(geo.zone_entries):
        for budget in (0, 1, 2, 4):
            blocked = {entries[zone % len(entries)]}
            found = explore(geo, -1, entries, budget, sorted(blocked), False)
            assert same_search(found, fresh_search(geo, -1, entries, budget, blocked, False))


def test_the_last_search_is_not_reused_after_a_ship_moved():
    """BF-33, BF-34, BF-43: the moves offered after an enemy pirate sailed into the way, or
    after a friendly pirate took a destination, are those of a fresh search, not the ones kept
    from before."""
    m = position(
        merchants={BLACK: ((3, 9), ["red"] * 3)},
        pirates={BLACK: ((8, 9), ""), WHITE: ("SE", "")},
        activate="merchant",
    )
    g, s = rules().g, m.state
    before = move_options(g, s, 0)
    assert g.reach.entry is not None

    def fresh() -> list:
        g.reach.entry = None
        return move_options(g, s, 0)

    s.pirate[WHITE] = cell(4, 10)  # BF-33: now in the way of the diagonal
    after_enemy = move_options(g, s, 0)
    assert after_enemy == fresh() and after_enemy != before
    s.pirate[BLACK] = cell(4, 9)  # BF-34: a friendly ship; the merchant may not end there
    after_friend = move_options(g, s, 0)
    assert after_friend == fresh() and after_friend != after_enemy
    act(m, "move", 3, 10)  # BF-31: fewer steps left, a new search
    assert move_options(g, s, 0) == fresh()
